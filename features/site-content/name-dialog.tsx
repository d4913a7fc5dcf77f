/**
 * A small dialog asking for one name (a new group, renaming a group or a material): the
 * field, Cancel and OK; OK is disabled while the name is blank.
 */
import { Button, CloseButton, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link NameDialog}. */
export interface NameDialogProps {
  /** Dialog title (text). */
  title: string;
  /** Field label (text). */
  label: string;
  /** The name the field starts with. */
  initial: string;
  /** Called with the trimmed name on OK. */
  onSave: (name: string) => void;
  onClose: () => void;
  pending?: boolean;
}

/** The name dialog; render it only while it is open (its field starts from `initial`). */
export function NameDialog({ title, label, initial, onSave, onClose, pending = false }: NameDialogProps) {
  const { t } = useTranslation('common');
  const [name, setName] = useState(initial);
  return (
    <Dialog.Root open placement="center" size="sm" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) onSave(name.trim());
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>{label}</Field.Label>
                <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} autoFocus />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                {t('cancel')}
              </Button>
              <Button type="submit" colorPalette="blue" loading={pending} disabled={!name.trim()}>
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
