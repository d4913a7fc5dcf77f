/**
 * The frame of the access-admin dialogs (grant menus, data scope, copy application):
 * a centred dialog with a title, a scrolling body and Cancel / OK, OK busy while saving.
 */
import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Props of {@link DialogFrame}. */
export interface DialogFrameProps {
  open: boolean;
  title: string;
  /** Test id of the dialog's content. */
  testId: string;
  onClose: () => void;
  /** OK; omitted while there is nothing to save (loading). */
  onOk?: () => void;
  saving?: boolean;
  /** Extra footer content, left of the buttons (select all …). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The dialog (see the module comment). */
export function DialogFrame({ open, title, testId, onClose, onOk, saving = false, extra, children }: DialogFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {extra}
              <Button variant="outline" onClick={onClose} disabled={saving}>
                {t('cancel')}
              </Button>
              <Button colorPalette="blue" onClick={onOk} disabled={!onOk} loading={saving} data-testid={`${testId}-ok`}>
                {t('ok')}
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
