/**
 * DecisionDialog: what one process step asks of the person before it is sent — a comment
 * (required to reject or return), where to return it (from `actions.returnTo`), the person to
 * transfer or delegate to (one, from the people search), or the approvers to add (up to 10)
 * and whether before or after the caller. Nothing is sent while a required answer is missing.
 * Used for one process (ProcessActionBar) and for a batch of them (approve / reject).
 */
import { useState } from 'react';
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  Portal,
  Stack,
  Tag,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProcessActions } from '../../platform/contracts/workflow-process.contract';
import { UserSearchField } from '../participant-picker';

/** The steps that ask something first. */
export type DecisionKind = 'approve' | 'reject' | 'return' | 'transfer' | 'delegate' | 'resolve' | 'addSign';

/** Most approvers one "add approver" adds (processAddSign). */
export const ADD_SIGN_MAX = 10;

/** A chosen person. */
export interface ChosenUser {
  id: number;
  name: string;
}

/** The answers of the dialog; `comment` trimmed ('' when none). */
export interface DecisionValues {
  comment: string;
  /** return: the chosen target node id (or `initiator`). */
  to: string;
  /** transfer / delegate: one person; addSign: the approvers to add. */
  users: ChosenUser[];
  position: 'before' | 'after';
}

/** Props of {@link DecisionDialog}. */
export interface DecisionDialogProps {
  /** The step asked for; null: closed. */
  kind: DecisionKind | null;
  /** return: where it may go. */
  returnTo?: ProcessActions['returnTo'];
  /** The title (default `process:action.<kind>`). */
  title?: string;
  pending?: boolean;
  /** Sends the step; the caller closes the dialog when it went through. */
  onSubmit: (values: DecisionValues) => void;
  onClose: () => void;
}

const EMPTY: DecisionValues = { comment: '', to: '', users: [], position: 'before' };

/** Which answer is missing, as an error key per field (empty: none). */
function missing(kind: DecisionKind, v: DecisionValues): Partial<Record<'comment' | 'to' | 'users', string>> {
  const out: Partial<Record<'comment' | 'to' | 'users', string>> = {};
  if ((kind === 'reject' || kind === 'return') && v.comment.trim() === '') out.comment = 'dialog.commentRequired';
  if (kind === 'return' && v.to === '') out.to = 'dialog.targetRequired';
  if ((kind === 'transfer' || kind === 'delegate' || kind === 'addSign') && v.users.length === 0) {
    out.users = 'dialog.userRequired';
  }
  return out;
}

/** The form inside the dialog (remounted per opening, so it starts empty). */
function DecisionForm({
  kind,
  returnTo = [],
  title,
  pending,
  onSubmit,
  onClose,
}: DecisionDialogProps & { kind: DecisionKind }) {
  const { t } = useTranslation('process');
  const [values, setValues] = useState<DecisionValues>(EMPTY);
  const [tried, setTried] = useState(false);
  const errors = tried ? missing(kind, values) : {};
  const set = (patch: Partial<DecisionValues>) => setValues((v) => ({ ...v, ...patch }));
  const picksOne = kind === 'transfer' || kind === 'delegate';
  const submit = () => {
    setTried(true);
    if (Object.keys(missing(kind, values)).length === 0) onSubmit({ ...values, comment: values.comment.trim() });
  };

  return (
    <Dialog.Content data-testid="decision-dialog" data-kind={kind}>
      <Dialog.Header>
        <Dialog.Title>{title ?? t(`action.${kind}`)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {kind === 'return' ? (
            <Field.Root required invalid={!!errors.to}>
              <Field.Label>{t('dialog.returnTarget')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={values.to} onChange={(e) => set({ to: e.currentTarget.value })}>
                  <option value="" />
                  {returnTo.map((r) => (
                    <option key={r.nodeId} value={r.nodeId}>
                      {r.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.to ? <Field.ErrorText>{t(errors.to)}</Field.ErrorText> : null}
            </Field.Root>
          ) : null}
          {picksOne || kind === 'addSign' ? (
            <Field.Root required invalid={!!errors.users}>
              <Field.Label>{t(picksOne ? 'dialog.user' : 'dialog.users')}</Field.Label>
              {values.users.length ? (
                <Wrap gap="2" data-testid="chosen-users">
                  {values.users.map((u) => (
                    <Tag.Root key={u.id} colorPalette="teal">
                      <Tag.Label>{u.name}</Tag.Label>
                      <Tag.EndElement>
                        <Tag.CloseTrigger
                          aria-label={t('dialog.remove', { name: u.name })}
                          onClick={() => set({ users: values.users.filter((x) => x.id !== u.id) })}
                        />
                      </Tag.EndElement>
                    </Tag.Root>
                  ))}
                </Wrap>
              ) : null}
              <UserSearchField
                pickedIds={values.users.map((u) => u.id)}
                disabled={!picksOne && values.users.length >= ADD_SIGN_MAX}
                onPick={(p) =>
                  set({
                    users: picksOne ? [{ id: p.id, name: p.name }] : [...values.users, { id: p.id, name: p.name }],
                  })
                }
              />
              {errors.users ? <Field.ErrorText>{t(errors.users)}</Field.ErrorText> : null}
            </Field.Root>
          ) : null}
          {kind === 'addSign' ? (
            <Field.Root>
              <Field.Label>{t('dialog.position')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={values.position}
                  onChange={(e) => set({ position: e.currentTarget.value as DecisionValues['position'] })}
                >
                  <option value="before">{t('dialog.before')}</option>
                  <option value="after">{t('dialog.after')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : null}
          <Field.Root required={kind === 'reject' || kind === 'return'} invalid={!!errors.comment}>
            <Field.Label>
              {t('dialog.comment')}
              {kind === 'reject' || kind === 'return' ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <Textarea
              value={values.comment}
              maxLength={500}
              rows={3}
              placeholder={t('dialog.commentPlaceholder')}
              onChange={(e) => set({ comment: e.currentTarget.value })}
            />
            {errors.comment ? <Field.ErrorText>{t(errors.comment)}</Field.ErrorText> : null}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('common:cancel')}
          </Button>
          <Button
            colorPalette={kind === 'reject' || kind === 'return' ? 'red' : 'blue'}
            loading={pending}
            onClick={submit}
            data-testid="decision-submit"
          >
            {t('dialog.submit')}
          </Button>
        </HStack>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild disabled={pending}>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

/** The dialog; see the module comment. */
export function DecisionDialog(props: DecisionDialogProps) {
  const { kind, pending, onClose } = props;
  return (
    <Dialog.Root
      open={kind !== null}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      closeOnInteractOutside={!pending}
      onOpenChange={(e) => {
        if (!e.open && !pending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{kind ? <DecisionForm key={kind} {...props} kind={kind} /> : null}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
