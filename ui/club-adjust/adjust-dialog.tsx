/**
 * AdjustDialog: the back office's adjustment (调课) of a group class (/session) or a private session (/teaching),
 * docs/fitness-coaches.md "Adjustments": a new start in campus time (the length is kept) and / or another coach,
 * and a required reason. Only what changed is sent; the server's refusal (the coach or the space busy, the class
 * started, nothing changed …) is shown in the dialog, which stays open. Texts: `clubCoach:admin.*`.
 */
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import type { CallContract } from '../../platform/contracts/define-call';
import { notify, useCall, useMutationCall } from '../runtime';
import { errorMessage } from '../components';

/** The campus's offset from UTC (Asia/Shanghai keeps no daylight saving), in ms. */
const CAMPUS_OFFSET_MS = 8 * 3_600_000;

/** An instant as the campus's local `YYYY-MM-DDTHH:mm` (a datetime-local input's value). */
export function campusLocalOf(iso: string): string {
  return new Date(Date.parse(iso) + CAMPUS_OFFSET_MS).toISOString().slice(0, 16);
}

/** What is adjusted: the class's or session's id, its current start (ISO) and coach. */
export interface AdjustTarget {
  id: number;
  startAt: string;
  coachId: number;
}

/**
 * The adjustment call's input: the id, the new start (ISO with the campus offset) only when it differs from the
 * current one, the new coach only when another, and the trimmed reason.
 */
export function adjustInput(target: AdjustTarget, local: string, coachId: number, reason: string) {
  const moved = local && local !== campusLocalOf(target.startAt);
  return {
    id: target.id,
    ...(moved ? { startAt: `${local}:00+08:00` } : {}),
    ...(coachId && coachId !== target.coachId ? { coachId } : {}),
    reason: reason.trim(),
  };
}

/** Props of {@link AdjustDialog}. */
export interface AdjustDialogProps {
  /** `fitnessClassSessionAdjust` or `fitnessTeachingAdjust` (input AdjustInput). */
  call: CallContract;
  target: AdjustTarget;
  onClose: () => void;
  /** After a saved adjustment (the page reloads its rows). */
  onDone: () => void;
}

/** The adjustment dialog (rendered in a portal, open while mounted). */
export function AdjustDialog({ call, target, onClose, onDone }: AdjustDialogProps) {
  const { t } = useTranslation(['clubCoach', 'common']);
  const [local, setLocal] = useState(campusLocalOf(target.startAt));
  const [coachId, setCoachId] = useState(target.coachId);
  const [reason, setReason] = useState('');
  const coaches = useCall(clubCoachList, {});
  const save = useMutationCall(call, {
    onSuccess: () => {
      notify(t('admin.adjusted'), 'success');
      onDone();
    },
  });
  const input = adjustInput(target, local, coachId, reason);
  const changed = 'startAt' in input || 'coachId' in input;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !save.isPending && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="adjust-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('admin.adjustTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>{t('admin.newStart')}</Field.Label>
                  <Input
                    type="datetime-local"
                    name="startAt"
                    value={local}
                    onChange={(e) => setLocal(e.target.value)}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('admin.newCoach')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="coachId"
                      value={String(coachId)}
                      onChange={(e) => setCoachId(Number(e.target.value))}
                    >
                      {(coaches.data ?? []).map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.id === target.coachId ? `${c.displayName} (${t('admin.sameCoach')})` : c.displayName}
                        </option>
                      ))}
                      {coaches.data?.some((c) => c.id === target.coachId) ? null : (
                        <option value={target.coachId}>{t('admin.sameCoach')}</option>
                      )}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root required invalid={!reason.trim()}>
                  <Field.Label>{t('field.reason')}</Field.Label>
                  <Textarea name="reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
                </Field.Root>
                {save.error ? (
                  <Text color="fg.error" data-testid="adjust-error">
                    {errorMessage(save.error)}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={save.isPending}>
                {t('common:cancel')}
              </Button>
              <Button
                data-testid="adjust-save"
                disabled={!changed || !reason.trim()}
                loading={save.isPending}
                onClick={() => save.mutate(input as never)}
              >
                {t('common:ok')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
