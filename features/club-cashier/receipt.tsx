/**
 * A ledger row's receipt (docs/fitness-cashier.md "Receipts"): the club's printable slip of one sale or
 * refund — number, time, member, item, quantity, amount, method, cashier — shown after a sale at the desk
 * and reprinted from /cashierCopy. "Print" prints the browser page; the slip is the dialog's content.
 */
import { Box, Button, CloseButton, Dialog, Portal, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fitnessCashierReceipt, type LedgerRow } from '../../platform/contracts/club-cashier.contract';
import { ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { shortTime, yuan } from './shared';

/** The slip of `row`: one line per field, the total last. */
export function ReceiptSlip({ row }: { row: LedgerRow }) {
  const { t } = useTranslation('clubCashier');
  const line = (label: string, value: string | number | null) => (
    <Stack direction="row" justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      <Text textAlign="end">{value ?? ''}</Text>
    </Stack>
  );
  return (
    <Box fontFamily="mono" fontSize="sm" data-testid="receipt-slip">
      <Text fontWeight="bold" textAlign="center" mb="2">
        {t('receipt.title')}
      </Text>
      {line(t('receipt.no'), `R${String(row.id).padStart(8, '0')}`)}
      {line(t('col.at'), shortTime(row.at))}
      {line(t('col.member'), `${row.memberName} (${row.memberAccount})`)}
      {line(t('col.itemKind'), t(`kind.${row.itemKind}`))}
      {line(t('col.description'), row.description || row.cardTypeName || '')}
      {row.cardNo ? line(t('col.cardNo'), row.cardNo) : null}
      {line(t('col.quantity'), row.quantity)}
      {line(t('col.method'), row.methodName)}
      {line(t('col.staff'), row.staffName)}
      {row.providerState === 'pending' ? line(t('col.provider'), t('pending')) : null}
      {row.reason ? line(t('deskRefund.reason'), row.reason) : null}
      <Separator my="2" />
      {line(`${t('receipt.total')}${row.kind === 'refund' ? ` (${t('refund')})` : ''}`, yuan(row.signedCents))}
    </Box>
  );
}

/** The receipt of ledger row `id` in a dialog, with Print. */
export function ReceiptDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('clubCashier');
  const q = useCall(fitnessCashierReceipt, { id });
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="receipt-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('receipt.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} /> : null}
              {q.data ? <ReceiptSlip row={q.data} /> : q.isError ? null : <Skeleton h="40" />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('receipt.close')}
              </Button>
              <Button disabled={!q.data} onClick={() => window.print()} data-testid="receipt-print">
                {t('receipt.print')}
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
