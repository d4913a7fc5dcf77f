/**
 * The Record invoice dialog (`invoice-dialog`) of a confirmed statement: invoice number,
 * invoice date (campus date, today by default) and amount in yuan, prefilled with the
 * statement's amount. The input is checked with the contract's schema
 * (`SettlementInvoiceInput`, messages from `resource:validation.*`) and the amount's format
 * before any call; the server's refusals of the number (SETTLEMENT_INVOICE_NO_TAKEN) and of
 * the amount (SETTLEMENT_INVOICE_AMOUNT_MISMATCH) show under their field. Field errors:
 * `invoice-error-<field>`.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  SETTLEMENT_CALLS,
  SettlementInvoiceInput,
  type SettlementKind,
  type SettlementRow,
} from '../../platform/contracts/settlement.contract';
import { ApiError } from '../../platform/http/api-client';
import { Code } from '../../platform/protocol/codes';
import { formatMoney } from '../../ui/components';
import { zodErrorMap } from '../../ui/resource-page/zod-messages';
import { useApi, useLang } from '../../ui/runtime';
import { centsOfYuan, yuanText } from './money-text';
import { campusToday } from './time';

type FieldName = 'invoiceNo' | 'invoiceDate' | 'amount';

/** Props of {@link InvoiceDialog}. */
export interface InvoiceDialogProps {
  kind: SettlementKind;
  /** The statement; the dialog is open while it is set. */
  row: SettlementRow;
  onClose(): void;
  /** The invoice was recorded. */
  onDone(row: SettlementRow): void;
}

/** The dialog, open while mounted (see the module comment). */
export function InvoiceDialog({ kind, row, onClose, onDone }: InvoiceDialogProps) {
  const { t } = useTranslation(['settlementAdmin', 'resource', 'common']);
  const { lang } = useLang();
  const api = useApi();
  const [invoiceNo, setInvoiceNo] = useState('');
  const [invoiceDate, setInvoiceDate] = useState(() => campusToday());
  const [amount, setAmount] = useState(() => yuanText(row.amountCents));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const cents = centsOfYuan(amount);
    const parsed = SettlementInvoiceInput.safeParse(
      { id: row.id, invoiceNo, invoiceDate: invoiceDate || undefined, amountCents: cents ?? 0 },
      { error: zodErrorMap((key, values) => t(key, values ?? {}) as string) },
    );
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'amountCents' ? 'amount' : (issue.path[0] as FieldName);
        found[field] ??= issue.message;
      }
    }
    if (cents === null) found.amount = t('invoice.amountFormat');
    setErrors(found);
    if (!parsed.success || cents === null) return;
    setBusy(true);
    try {
      onDone(await api(SETTLEMENT_CALLS[kind].invoice, parsed.data));
    } catch (err) {
      // The client has shown the server's message; a refused number or amount also shows at its field.
      if (err instanceof ApiError && err.code === Code.SETTLEMENT_INVOICE_NO_TAKEN)
        setErrors({ invoiceNo: err.message });
      if (err instanceof ApiError && err.code === Code.SETTLEMENT_INVOICE_AMOUNT_MISMATCH)
        setErrors({ amount: err.message });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: FieldName, label: string, input: React.ReactNode) => (
    <Field.Root required invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      {input}
      <Field.ErrorText data-testid={`invoice-error-${name}`}>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Dialog.Root open placement="center" onOpenChange={(e) => (e.open || busy ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="invoice-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('invoice.title', { settlementNo: row.settlementNo })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted" textStyle="sm">
                  {row.customerName} · {row.period} ·{' '}
                  {t('invoice.expected', { amount: formatMoney(row.amountCents, lang) })}
                </Text>
                {field(
                  'invoiceNo',
                  t('invoice.invoiceNo'),
                  <Input
                    aria-label={t('invoice.invoiceNo')}
                    data-testid="invoice-no"
                    value={invoiceNo}
                    onChange={(e) => setInvoiceNo(e.currentTarget.value)}
                  />,
                )}
                {field(
                  'invoiceDate',
                  t('invoice.invoiceDate'),
                  <Input
                    type="date"
                    aria-label={t('invoice.invoiceDate')}
                    data-testid="invoice-date"
                    value={invoiceDate}
                    onChange={(e) => setInvoiceDate(e.currentTarget.value)}
                  />,
                )}
                {field(
                  'amount',
                  t('invoice.amount'),
                  <Input
                    inputMode="decimal"
                    aria-label={t('invoice.amount')}
                    data-testid="invoice-amount"
                    value={amount}
                    onChange={(e) => setAmount(e.currentTarget.value)}
                  />,
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={onClose}>
                {t('common:cancel')}
              </Button>
              <Button colorPalette="blue" loading={busy} data-testid="invoice-save" onClick={() => void submit()}>
                {t('invoice.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
