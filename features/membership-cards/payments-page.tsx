/**
 * /buyCardRecord: the payment ledger of the caller's data scope (sales and refunds, newest first),
 * by kind and period (docs/fitness.md "Payments").
 */
import { useTranslation } from 'react-i18next';
import { fitnessPaymentPage, PaymentRow } from '../../platform/contracts/membership-card.contract';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { shortTime, yuan } from './shared';

type Row = typeof PaymentRow._output;
const KINDS: ResourceOption[] = [
  { value: 'sale', label: 'page.sale' },
  { value: 'refund', label: 'page.refund' },
];

/** What a payment paid for, in the user's language (an event kind). */
function ItemText({ item }: { item: string }) {
  const { t } = useTranslation('membershipCard');
  return <>{t(`kind.${item}`)}</>;
}

/** The declaration of /buyCardRecord. */
export const paymentsConfig: ResourcePageConfig<typeof fitnessPaymentPage, Row> = {
  id: 'payments',
  ns: 'membershipCard',
  title: 'page.payments',
  list: fitnessPaymentPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'kind', label: 'page.kind', kind: 'select', options: KINDS },
    { name: 'from', label: 'page.period', kind: 'dateRange', nameTo: 'to' },
  ],
  columns: [
    { key: 'at', label: 'page.at', nowrap: true, render: (r) => shortTime(r.at) },
    { key: 'kind', label: 'page.kind', render: (r) => (r.kind === 'sale' ? <SaleText /> : <RefundText />) },
    { key: 'item', label: 'page.item', render: (r) => <ItemText item={r.item} /> },
    { key: 'amountCents', label: 'page.amount', align: 'end', render: (r) => yuan(r.amountCents) },
    { key: 'methodName', label: 'page.method' },
    { key: 'cardNo', label: 'page.cardNo', nowrap: true },
    { key: 'memberName', label: 'page.member' },
    { key: 'staffName', label: 'page.staff' },
  ],
};

function SaleText() {
  const { t } = useTranslation('membershipCard');
  return <>{t('page.sale')}</>;
}
function RefundText() {
  const { t } = useTranslation('membershipCard');
  return <>{t('page.refund')}</>;
}

/** /buyCardRecord. */
export default function PaymentsPage() {
  return <ResourcePage config={paymentsConfig} />;
}
