/**
 * The refund of a desk item's sale (docs/fitness-cashier.md "Refunds at the desk"): all or part of what is left of
 * the sale (its amount less the refunds before), paid back by a method (the sale's by default), with a reason;
 * `cashier/refund` records one refund row and the dialog hands its id on for the receipt.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fitnessCashierRefund, type LedgerRow } from '../../platform/contracts/club-cashier.contract';
import { fitnessPayMethodPage } from '../../platform/contracts/membership-card.contract';
import { errorMessage } from '../../ui/components';
import { notify, useApi, useCall } from '../../ui/runtime';
import { centsOf, yuan } from './shared';

/** Props of {@link RefundDialog}: the sale, and what to do once refunded (the refund row's id) or closed. */
export interface RefundDialogProps {
  sale: LedgerRow;
  onClose: () => void;
  onRefunded: (refundId: number) => void;
}

/** A dialog refunding `sale` (a desk item's sale row): amount in yuan, method, reason. */
export function RefundDialog({ sale, onClose, onRefunded }: RefundDialogProps) {
  const { t } = useTranslation('clubCashier');
  const api = useApi();
  const left = sale.amountCents - sale.refundedCents;
  const [amount, setAmount] = useState(yuan(left));
  const [methodId, setMethodId] = useState(String(sale.methodId));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const methods = useCall(fitnessPayMethodPage, { enabled: 'true', pageSize: 100 });
  const cents = centsOf(amount);
  const valid = cents !== null && cents <= left && reason.trim().length > 0;

  async function submit() {
    setBusy(true);
    try {
      const row = await api(fitnessCashierRefund, {
        id: sale.id,
        amountCents: cents!,
        methodId: Number(methodId),
        reason: reason.trim(),
      });
      notify(t('deskRefund.done'), 'success');
      onRefunded(row.id);
    } catch (err) {
      notify(errorMessage(err) ?? '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="refund-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('deskRefund.title', { description: sale.description })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted" data-testid="refund-left">
                  {t('deskRefund.left', { left: yuan(left), refunded: yuan(sale.refundedCents) })}
                </Text>
                <Field.Root invalid={cents === null || cents > left}>
                  <Field.Label>{t('deskRefund.amount')}</Field.Label>
                  <Input size="sm" name="amount" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('deskRefund.method')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      name="methodId"
                      value={methodId}
                      onChange={(e) => setMethodId(e.currentTarget.value)}
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
                <Field.Root required invalid={reason.length > 0 && !reason.trim()}>
                  <Field.Label>{t('deskRefund.reason')}</Field.Label>
                  <Input
                    size="sm"
                    name="reason"
                    maxLength={200}
                    value={reason}
                    onChange={(e) => setReason(e.currentTarget.value)}
                  />
                </Field.Root>
                {!valid ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('deskRefund.invalid')}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('deskRefund.cancel')}
              </Button>
              <Button
                colorPalette="red"
                disabled={!valid || busy}
                loading={busy}
                onClick={() => void submit()}
                data-testid="refund-submit"
              >
                {t('deskRefund.submit')}
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
