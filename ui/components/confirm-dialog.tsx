/**
 * ConfirmDialog: the product's yes/no question (spec §9: the dialog title is
 * 'system prompt', the buttons OK and Cancel, in the user's language).
 */
import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The question, e.g. "Cancel this booking?". A string is shown as a paragraph. */
  message: ReactNode;
  /** Called on OK. The dialog stays open; the caller closes it (set `open` false) when done. */
  onConfirm: () => void;
  /** Called on Cancel, the close button, Escape or a click outside. */
  onClose: () => void;
  /** While true, OK shows a spinner and both buttons are disabled. */
  pending?: boolean;
  /** Overrides the title (default `common:systemPrompt`). */
  title?: ReactNode;
  /** Overrides the OK label (default `common:ok`). */
  confirmLabel?: ReactNode;
  /** Colour of the OK button; `red` for destructive actions. Default `blue`. */
  tone?: 'blue' | 'red';
}

/**
 * A centred alert dialog: title 'system prompt' (common:systemPrompt), the message, and
 * Cancel / OK buttons (common:cancel / common:ok). Rendered in a portal.
 */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onClose,
  pending = false,
  title,
  confirmLabel,
  tone = 'blue',
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      size="sm"
      closeOnInteractOutside={!pending}
      onOpenChange={(e) => {
        if (!e.open && !pending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title ?? t('systemPrompt')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof message === 'string' ? <Text color="fg.muted">{message}</Text> : message}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                {t('cancel')}
              </Button>
              <Button colorPalette={tone} onClick={onConfirm} loading={pending}>
                {confirmLabel ?? t('ok')}
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
