/**
 * The pay dialog of /breakContract (docs/fitness-penalties.md "Pay"): the fee owed and the payment method it was
 * taken by (/payConfig's enabled methods); OK marks the record paid, which writes the desk's ledger row (kind
 * penalty) by that method.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fitnessPayMethodPage } from '../../platform/contracts/membership-card.contract';
import { useCall } from '../../ui/runtime';

/** Props of {@link PayDialog}. */
export interface PayDialogProps {
  open: boolean;
  /** The question shown (member and fee, already in the caller's language). */
  question: string;
  pending?: boolean;
  /** Sends the method chosen; the caller closes the dialog when it went through. */
  onSubmit: (methodId: number) => void;
  onClose: () => void;
}

/** Asks for the payment method of a penalty fee (the first enabled method preselected). */
export function PayDialog({ open, question, pending = false, onSubmit, onClose }: PayDialogProps) {
  const { t } = useTranslation('clubPenalties');
  const common = useTranslation('common').t;
  const methods = useCall(fitnessPayMethodPage, { enabled: 'true', pageSize: 100 }, { enabled: open });
  const [chosen, setChosen] = useState('');
  const methodId = Number(chosen || methods.data?.rows[0]?.id || 0);
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
          <Dialog.Content data-testid="pay-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('pay')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">{question}</Text>
              <Field.Root required>
                <Field.Label>{t('payMethod')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    name="methodId"
                    value={String(methodId || '')}
                    onChange={(e) => setChosen(e.currentTarget.value)}
                  >
                    {(methods.data?.rows ?? []).map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                {common('cancel')}
              </Button>
              <Button colorPalette="blue" loading={pending} disabled={!methodId} onClick={() => onSubmit(methodId)}>
                {common('ok')}
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
