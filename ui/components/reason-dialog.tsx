/**
 * A dialog asking for a required reason before a step staff must justify — waiving a penalty (/breakContract), a
 * staff override at the gate (/enterExit). OK stays disabled while the reason is empty.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

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

/** Asks for a required reason, at most 200 characters (the limit of the calls that take one). */
export function ReasonDialog({ open, title, label, pending = false, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('common');
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="sm"
      onOpenChange={(e) => {
        if (!e.open && !pending) close();
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
              <Button variant="outline" onClick={close} disabled={pending}>
                {t('cancel')}
              </Button>
              <Button
                colorPalette="blue"
                loading={pending}
                disabled={reason.trim() === ''}
                onClick={() => {
                  onSubmit(reason.trim());
                  setReason('');
                }}
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
