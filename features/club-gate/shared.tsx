/** Pieces the club's gate pages share: the result badge, the option lists, the reason dialog, the key dialog. */
import { useState } from 'react';
import {
  Badge,
  Button,
  CloseButton,
  Code as CodeText,
  Dialog,
  Field,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { userPage, type UserRow } from '../../platform/contracts/org.contract';
import type { OptionSource, ResourceOption } from '../../ui/resource-page';

/** A pass's result: green opened, orange flagged, red refused. */
export function ResultBadge({ result }: { result: 'open' | 'warn' | 'refuse' }) {
  const { t } = useTranslation('clubGate');
  const palette = result === 'open' ? 'green' : result === 'warn' ? 'orange' : 'red';
  return (
    <Badge colorPalette={palette} data-testid="pass-result">
      {t(`result.${result}`)}
    </Badge>
  );
}

/** The directions of a pass (in, out) as choices. */
export const PASS_DIRECTION_OPTIONS: ResourceOption[] = [
  { value: 'in', label: 'direction.in' },
  { value: 'out', label: 'direction.out' },
];

/** A gate's directions (in, out, both) as choices. */
export const GATE_DIRECTION_OPTIONS: ResourceOption[] = [
  ...PASS_DIRECTION_OPTIONS,
  { value: 'both', label: 'direction.both' },
];

/** The results of a pass as choices. */
export const RESULT_OPTIONS: ResourceOption[] = [
  { value: 'open', label: 'result.open' },
  { value: 'warn', label: 'result.warn' },
  { value: 'refuse', label: 'result.refuse' },
];

/** The kinds of a whitelist entry as choices. */
export const WHITE_KIND_OPTIONS: ResourceOption[] = [
  { value: 'staff', label: 'whiteKind.staff' },
  { value: 'coach', label: 'whiteKind.coach' },
  { value: 'guest', label: 'whiteKind.guest' },
];

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  pending?: boolean;
  /** Sends the reason (trimmed, not empty); the caller closes the dialog when it went through. */
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for a required reason (e.g. of a staff override); OK stays disabled while it is empty. */
export function ReasonDialog({ open, title, label, pending = false, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('common');
  const [reason, setReason] = useState('');
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="sm"
      onOpenChange={(e) => {
        if (!e.open && !pending) {
          setReason('');
          onClose();
        }
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reason-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required>
                <Field.Label>{label}</Field.Label>
                <Textarea value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                {t('cancel')}
              </Button>
              <Button
                colorPalette="blue"
                loading={pending}
                disabled={reason.trim() === ''}
                onClick={() => onSubmit(reason.trim())}
              >
                {t('ok')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={pending}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Shows a gate's device key once (null: closed). */
export function KeyDialog({ gateKey, onClose }: { gateKey: string | null; onClose: () => void }) {
  const { t } = useTranslation('clubGate');
  return (
    <Dialog.Root open={gateKey !== null} placement="center" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="gate-key-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('config.keyTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted">{t('config.keyOnce')}</Text>
                <CodeText data-testid="gate-key" wordBreak="break-all">
                  {gateKey}
                </CodeText>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('config.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Enabled users to pick one from (value: id; label: name and account): the first 100 by name of the
 * caller's data scope (user/page), as /org's leader field offers them.
 */
export const userOptions: OptionSource = {
  call: userPage,
  input: { pageNo: 1, pageSize: 100, status: 0, orderBy: 'name' },
  toOptions: (page: { rows: UserRow[] }) =>
    page.rows.map((u) => ({ value: u.id, label: `${u.name} (${u.account})`, raw: true })),
};
