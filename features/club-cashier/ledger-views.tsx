/**
 * The ledger's views (docs/fitness-cashier.md): /financeLog (every sale and refund), /financeDetailLog (one
 * line per item with the member and card), /refundRecord (the refunds), /cashierCopy (sales with a reprint
 * of their receipt), /sellclassDetail (class sales) and /gotoclassDetail (classes attended), each a
 * declarative resource page with filters, the totals of the rows selected and an `.xlsx` export; a desk item's
 * sale is refunded from /cashierCopy.
 */
import { useMemo, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  fitnessAttendancePage,
  fitnessClassSalePage,
  fitnessLedgerPage,
  type LedgerRow,
} from '../../platform/contracts/club-cashier.contract';
import type { CallInput } from '../../platform/contracts/define-call';
import { fitnessPayMethodPage } from '../../platform/contracts/membership-card.contract';
import { COURSE_KINDS } from '../../platform/fitness/choose-card';
import { SALE_ITEM_KINDS } from '../../platform/fitness/sale-items';
import { ResourcePage, type ResourceColumn, type ResourcePageConfig } from '../../ui/resource-page';
import { useCall } from '../../ui/runtime';
import { shortTime, yuan } from './shared';
import { ReceiptDialog } from './receipt';
import { RefundDialog } from './refund-dialog';

type AttendanceRow = (typeof fitnessAttendancePage)['output']['_output']['rows'][number];

/** Texts of a row's kind, item kind and provider state in the reader's language. */
function Label({ k }: { k: string }) {
  const { t } = useTranslation('clubCashier');
  return <>{t(k)}</>;
}

/** The totals of the rows the page's filters (kept in the URL) select, from the same call. */
function Totals({ call, fixed }: { call: typeof fitnessLedgerPage | typeof fitnessClassSalePage; fixed?: object }) {
  const { t } = useTranslation('clubCashier');
  const [params] = useSearchParams();
  const filters = Object.fromEntries(
    ['from', 'to', 'kind', 'methodId', 'itemKind', 'keyword'].flatMap((k) =>
      params.get(k) ? [[k, params.get(k)]] : [],
    ),
  );
  const q = useCall(call, { ...filters, ...fixed, pageNo: 1, pageSize: 1 } as never);
  const s = q.data?.totals;
  if (!s) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="ledger-totals">
      {t('totals', { sales: yuan(s.salesCents), refunds: yuan(s.refundsCents), net: yuan(s.netCents), count: s.count })}
    </Text>
  );
}

/** A ledger row's button reprinting its receipt. */
function ReprintButton({ row }: { row: LedgerRow }) {
  const { t } = useTranslation('clubCashier');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} data-testid={`reprint-${row.id}`}>
        {t('receipt.copy')}
      </Button>
      {open ? <ReceiptDialog id={row.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const methodOptions = {
  call: fitnessPayMethodPage,
  input: { pageSize: 100 },
  toOptions: (d: { rows: { id: number; name: string }[] }) =>
    d.rows.map((m) => ({ value: m.id, label: m.name, raw: true })),
};

const COLUMNS: Record<string, ResourceColumn<LedgerRow>> = {
  at: { key: 'at', label: 'col.at', nowrap: true, render: (r) => shortTime(r.at), exportValue: (r) => shortTime(r.at) },
  day: { key: 'businessDay', label: 'col.day', nowrap: true },
  kind: {
    key: 'kind',
    label: 'col.kind',
    render: (r) => <Label k={r.kind} />,
  },
  itemKind: { key: 'itemKind', label: 'col.itemKind', render: (r) => <Label k={`kind.${r.itemKind}`} /> },
  description: { key: 'description', label: 'col.description', render: (r) => r.description || r.cardTypeName },
  quantity: { key: 'quantity', label: 'col.quantity', align: 'end' },
  amount: {
    key: 'signedCents',
    label: 'col.amount',
    align: 'end',
    render: (r) => yuan(r.signedCents),
    exportValue: (r) => r.signedCents / 100,
  },
  method: { key: 'methodName', label: 'col.method' },
  member: { key: 'memberName', label: 'col.member' },
  account: { key: 'memberAccount', label: 'col.account' },
  cardNo: { key: 'cardNo', label: 'col.cardNo', nowrap: true },
  cardType: { key: 'cardTypeName', label: 'col.cardType' },
  staff: { key: 'staffName', label: 'col.staff' },
  coach: { key: 'coachName', label: 'col.coach' },
  provider: {
    key: 'providerState',
    label: 'col.provider',
    render: (r) => (r.providerState === 'pending' ? <Label k="pending" /> : r.provider),
  },
};
const cols = (...keys: string[]) => keys.map((k) => COLUMNS[k]);

const BASE_FILTERS = [
  { name: 'from', label: 'col.period', kind: 'dateRange' as const, nameTo: 'to' },
  { name: 'methodId', label: 'col.method', kind: 'select' as const, options: methodOptions },
  { name: 'keyword', label: 'col.keyword', kind: 'text' as const },
];
const KIND_FILTER = {
  name: 'kind',
  label: 'col.kind',
  kind: 'select' as const,
  options: [
    { value: 'sale', label: 'sale' },
    { value: 'refund', label: 'refund' },
  ],
};
const ITEM_FILTER = {
  name: 'itemKind',
  label: 'col.itemKind',
  kind: 'select' as const,
  options: SALE_ITEM_KINDS.map((k) => ({ value: k, label: `kind.${k}` })),
};

/** A ledger view's declaration: its id, title, columns, fixed input and filters. */
function ledgerConfig(
  id: string,
  columns: ResourceColumn<LedgerRow>[],
  listInput: Partial<CallInput<typeof fitnessLedgerPage>> = {},
  withKind = true,
): ResourcePageConfig<typeof fitnessLedgerPage, LedgerRow> {
  return {
    id,
    ns: 'clubCashier',
    title: `title.${id}`,
    list: fitnessLedgerPage,
    listInput: listInput as never,
    rowKey: (r) => r.id,
    filters: withKind ? [...BASE_FILTERS, KIND_FILTER, ITEM_FILTER] : [...BASE_FILTERS, ITEM_FILTER],
    columns,
    export: { permission: 'fitness:ledger:page', fileName: `title.${id}` },
    toolbar: <Totals call={fitnessLedgerPage} fixed={listInput} />,
  };
}

/** /financeLog: every payment and refund. */
export const financeLogConfig = ledgerConfig(
  'financeLog',
  cols('at', 'day', 'kind', 'itemKind', 'amount', 'method', 'member', 'staff', 'provider'),
);
/** /financeDetailLog: one line per item with the member and card. */
export const financeDetailConfig = ledgerConfig(
  'financeDetailLog',
  cols(
    'at',
    'kind',
    'itemKind',
    'description',
    'quantity',
    'amount',
    'member',
    'account',
    'cardNo',
    'cardType',
    'coach',
  ),
);
/** /refundRecord: the refunds. */
export const refundRecordConfig = ledgerConfig(
  'refundRecord',
  cols('at', 'day', 'itemKind', 'description', 'amount', 'method', 'member', 'cardNo', 'staff'),
  { kind: 'refund' },
  false,
);
/** /cashierCopy: the sales, each with its receipt to reprint. */
export const cashierCopyConfig: ResourcePageConfig<typeof fitnessLedgerPage, LedgerRow> = {
  ...ledgerConfig(
    'cashierCopy',
    cols('at', 'itemKind', 'description', 'amount', 'method', 'member', 'staff'),
    {
      kind: 'sale',
    },
    false,
  ),
  columns: [
    ...cols('at', 'itemKind', 'description', 'amount', 'method', 'member', 'staff'),
    { key: 'id', label: 'receipt.copy', noExport: true, render: (r) => <ReprintButton row={r} /> },
  ],
};

/** /sellclassDetail: the class sales (kinds class, private, training). */
export const sellclassDetailConfig: ResourcePageConfig<typeof fitnessClassSalePage, LedgerRow> = {
  id: 'sellclassDetail',
  ns: 'clubCashier',
  title: 'title.sellclassDetail',
  list: fitnessClassSalePage,
  rowKey: (r) => r.id,
  filters: [...BASE_FILTERS, KIND_FILTER],
  columns: cols('at', 'kind', 'itemKind', 'description', 'quantity', 'amount', 'member', 'coach', 'staff'),
  export: { permission: 'fitness:classSale:page', fileName: 'title.sellclassDetail' },
  toolbar: <Totals call={fitnessClassSalePage} />,
};

/** /gotoclassDetail: the classes attended (card uses with a course kind). */
export const gotoclassDetailConfig: ResourcePageConfig<typeof fitnessAttendancePage, AttendanceRow> = {
  id: 'gotoclassDetail',
  ns: 'clubCashier',
  title: 'title.gotoclassDetail',
  list: fitnessAttendancePage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'from', label: 'col.period', kind: 'dateRange', nameTo: 'to' },
    {
      name: 'courseKind',
      label: 'col.courseKind',
      kind: 'select',
      options: COURSE_KINDS.map((k) => ({ value: k, label: `course.${k}` })),
    },
  ],
  columns: [
    { key: 'at', label: 'col.at', nowrap: true, render: (r) => shortTime(r.at) },
    { key: 'courseKind', label: 'col.courseKind', render: (r) => <Label k={`course.${r.courseKind}`} /> },
    { key: 'memberName', label: 'col.member' },
    { key: 'cardNo', label: 'col.cardNo', nowrap: true },
    { key: 'amountCents', label: 'col.amount', align: 'end', render: (r) => yuan(r.amountCents) },
  ],
  export: { permission: 'fitness:attendance:page', fileName: 'title.gotoclassDetail' },
};

/** /financeLog. */
export default function FinanceLogPage() {
  return <ResourcePage config={financeLogConfig} />;
}
/** /financeDetailLog. */
export function FinanceDetailLogPage() {
  return <ResourcePage config={financeDetailConfig} />;
}
/** /refundRecord. */
export function RefundRecordPage() {
  return <ResourcePage config={refundRecordConfig} />;
}
/**
 * /cashierCopy, with the refund of a desk item's sale while money is left of it (`fitness:cashier:refund`);
 * the refund's receipt follows.
 */
export function CashierCopyPage() {
  const [refunding, setRefunding] = useState<{ sale: LedgerRow; reload: () => void } | null>(null);
  const [receipt, setReceipt] = useState<number | null>(null);
  const config = useMemo(
    (): ResourcePageConfig<typeof fitnessLedgerPage, LedgerRow> => ({
      ...cashierCopyConfig,
      rowActions: [
        {
          key: 'refund',
          label: 'deskRefund.action',
          permission: 'fitness:cashier:refund',
          danger: true,
          visible: (r) => r.item === 'item' && r.refundedCents < r.amountCents,
          run: { onClick: (sale, reload) => setRefunding({ sale, reload }) },
        },
      ],
    }),
    [],
  );
  return (
    <>
      <ResourcePage config={config} />
      {refunding ? (
        <RefundDialog
          sale={refunding.sale}
          onClose={() => setRefunding(null)}
          onRefunded={(id) => {
            refunding.reload();
            setRefunding(null);
            setReceipt(id);
          }}
        />
      ) : null}
      {receipt ? <ReceiptDialog id={receipt} onClose={() => setReceipt(null)} /> : null}
    </>
  );
}
/** /sellclassDetail. */
export function SellclassDetailPage() {
  return <ResourcePage config={sellclassDetailConfig} />;
}
/** /gotoclassDetail. */
export function GotoclassDetailPage() {
  return <ResourcePage config={gotoclassDetailConfig} />;
}
