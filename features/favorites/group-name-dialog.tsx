/**
 * The dialog that names a favourite group (/favorites): a new group, or a new
 * name for one. The name is required (trimmed, at most 50 characters); the server refuses
 * a name the user already uses (DUPLICATE, shown by the runtime).
 */
import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FAVORITE_GROUP_NAME_MAX } from '../../platform/contracts/people.contract';

/** Props of {@link GroupNameDialog}. */
export interface GroupNameDialogProps {
  open: boolean;
  /** The dialog's title. */
  title: string;
  /** The name to start from ('' for a new group). */
  initial: string;
  /** OK's label. */
  confirmLabel: string;
  pending: boolean;
  /** Called with the trimmed name; the caller closes the dialog when done. */
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** The naming dialog; mount it with a `key` per use so it starts from `initial`. */
export function GroupNameDialog({
  open,
  title,
  initial,
  confirmLabel,
  pending,
  onSubmit,
  onClose,
}: GroupNameDialogProps) {
  const { t } = useTranslation('people');
  const [name, setName] = useState(initial);
  const [missing, setMissing] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setMissing(true);
    onSubmit(name.trim());
  };

  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="sm"
      onOpenChange={(e) => {
        if (!e.open && !pending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={submit} data-testid="group-name-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={missing}>
                <Field.Label>{t('favorites.groupName')}</Field.Label>
                <Input
                  value={name}
                  maxLength={FAVORITE_GROUP_NAME_MAX}
                  autoFocus
                  onChange={(e) => {
                    setName(e.currentTarget.value);
                    setMissing(false);
                  }}
                />
                <Field.ErrorText>{t('favorites.groupNameRequired')}</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                {t('favorites.cancel')}
              </Button>
              <Button type="submit" colorPalette="teal" loading={pending}>
                {confirmLabel}
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
