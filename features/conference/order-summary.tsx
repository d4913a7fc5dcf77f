/**
 * The facts of a meeting order as a list (order number, room, time, status, total …), shared
 * by /submit and /conferenceDetails. Money in cents, shown per locale; times in the campus zone.
 */
import type { ReactNode } from 'react';
import { Badge, DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReserveOrderRow } from '../../platform/contracts/reserve-order.contract';
import { formatMoney } from '../../ui/components';
import { useLang } from '../../ui/runtime';
import { meetingTimeText } from './time';

/** The colour of each state's badge. */
export const STATE_PALETTE: Record<ReserveOrderRow['status'], string> = {
  submitted: 'blue',
  audited: 'teal',
  arranged: 'purple',
  served: 'green',
  settled: 'gray',
  rejected: 'red',
  cancelled: 'gray',
  cancelRequested: 'orange',
};

/** An order's state as a badge (`conference:state.*`). */
export function OrderStateBadge({ status }: { status: ReserveOrderRow['status'] }) {
  const { t } = useTranslation('conference');
  return (
    <Badge colorPalette={STATE_PALETTE[status]} variant="subtle" data-testid="order-state">
      {t(`state.${status}`)}
    </Badge>
  );
}

/** Which facts to show beyond order number, room, time, status and total. */
export interface OrderSummaryProps {
  row: ReserveOrderRow;
  /** Also subject, attendees, applicant, ordering unit, remark and reason. */
  full?: boolean;
}

/** The facts (`data-testid="order-summary"`; the total is `order-summary-total`). */
export function OrderSummary({ row, full = false }: OrderSummaryProps) {
  const { t } = useTranslation('conference');
  const { lang } = useLang();
  /** Each fact: its label key (`details.<key>`), its value and, for the total, a test id. */
  const items: [string, ReactNode, string?][] = [['orderNo', row.orderNo, 'order-no']];
  if (full) items.push(['subject', row.subject]);
  items.push(['room', row.siteName], ['time', meetingTimeText(row.start, row.end, lang)]);
  if (full) items.push(['attendees', String(row.attendees)]);
  items.push(
    ['status', <OrderStateBadge key="state" status={row.status} />],
    ['total', formatMoney(row.totalCents, lang), 'order-summary-total'],
  );
  if (full) {
    items.push(['applicant', [row.applicantName, row.applicantPhone].filter(Boolean).join(' · ') || '—']);
    if (row.customerName) items.push(['customer', row.customerName]);
    if (row.remark) items.push(['remark', row.remark]);
    if (row.reason) items.push(['reason', row.reason]);
  }
  return (
    <DataList.Root orientation="horizontal" gap="2.5" data-testid="order-summary">
      {items.map(([key, value, testId]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel minW="24">{t(`details.${key}`)}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={testId} wordBreak="break-word">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
