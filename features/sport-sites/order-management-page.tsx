/**
 * /orderManagement (spec §2 fitness set): the sport venue's orders — the bookings of the grouped scenes' sites,
 * of bookers in the caller's data scope — with their amount from the site's price bands and payment state;
 * filters by keyword, group, status and dates. Cancelling is the booking's own cancellation
 * (/api/reserve/cancelReserveBatch, as /reserveManage's "cancel on behalf", same permission): no second path.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { cancelReserveBatch, ReservationStatus } from '../../platform/contracts/reserve.contract';
import {
  sceneGroupPage,
  sportOrderPage,
  type SceneGroup,
  type SportOrder,
} from '../../platform/contracts/sport-site.contract';
import { ReservationStatusBadge } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { formatRange, yuan } from './shared';

/** The permission of cancelling another's booking (the /reserveManage button's). */
export const CANCEL_PERMISSION = 'resv:manage:cancel';

/** Whether an order can still be cancelled: pending or approved, not started (as the server's rule). */
export function isCancellable(r: Pick<SportOrder, 'status' | 'start'>, now: number = Date.now()): boolean {
  return (r.status === 'pendingAudit' || r.status === 'approved') && Date.parse(r.start) > now;
}

/** The colour of each payment state's badge (to pay: orange; settled: green; given back: purple). */
const PAY_COLOURS: Record<SportOrder['payState'], string> = {
  free: 'gray',
  unpaid: 'orange',
  pending: 'yellow',
  paid: 'green',
  refunded: 'purple',
};

/** The payment state as a badge. */
function PayBadge({ order }: { order: SportOrder }) {
  const { t } = useTranslation('sportSites');
  return <Badge colorPalette={PAY_COLOURS[order.payState]}>{t(`pay.${order.payState}`)}</Badge>;
}

/** The declaration of /orderManagement. */
export const orderManagementConfig: ResourcePageConfig<typeof sportOrderPage, SportOrder> = {
  id: 'sport-order',
  ns: 'sportSites',
  title: 'orders.title',
  description: 'orders.description',
  list: sportOrderPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'orders.keyword', kind: 'text' },
    {
      name: 'groupId',
      label: 'sites.group',
      kind: 'select',
      numeric: true,
      options: {
        call: sceneGroupPage,
        input: { pageNo: 1, pageSize: 100 },
        toOptions: (page: { rows: SceneGroup[] }, lang) =>
          page.rows.map((g) => ({
            value: g.id,
            label: lang === 'EN' ? g.nameEn : lang === 'TC' ? g.nameTc : g.nameCn,
            raw: true,
          })),
      },
    },
    {
      name: 'status',
      label: 'orders.status',
      kind: 'select',
      options: ReservationStatus.options.map((s) => ({ value: s, label: `common:status.${s}` })),
    },
    { name: 'dateFrom', nameTo: 'dateTo', label: 'orders.dates', kind: 'dateRange' },
  ],
  columns: [
    { key: 'id', label: 'orders.id', nowrap: true },
    {
      key: 'siteName',
      label: 'orders.site',
      render: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.siteName}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.sceneName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'booker',
      label: 'orders.booker',
      exportValue: (r) => `${r.userName} (${r.account})`,
      render: (r) => `${r.userName} (${r.account})`,
    },
    {
      key: 'time',
      label: 'orders.time',
      nowrap: true,
      exportValue: (r) => formatRange(r.start, r.end),
      render: (r) => formatRange(r.start, r.end),
    },
    {
      key: 'status',
      label: 'orders.status',
      nowrap: true,
      render: (r) => <ReservationStatusBadge status={r.status} />,
    },
    {
      key: 'amountCents',
      label: 'orders.amount',
      align: 'end',
      exportValue: (r) => r.amountCents / 100,
      render: (r) => <Text data-testid="order-amount">{yuan(r.amountCents)}</Text>,
    },
    { key: 'payState', label: 'orders.payState', render: (r) => <PayBadge order={r} /> },
  ],
  rowActions: [
    {
      key: 'cancel',
      label: 'orders.cancel',
      permission: CANCEL_PERMISSION,
      danger: true,
      visible: (r) => isCancellable(r),
      confirm: 'orders.cancelConfirm',
      run: { call: cancelReserveBatch, input: (r) => ({ ids: [r.id] }), successMessage: 'orders.cancelled' },
    },
  ],
  export: { permission: sportOrderPage.access, fileName: 'orders.title' },
};

/** /orderManagement. */
export default function OrderManagementPage() {
  return <ResourcePage config={orderManagementConfig} />;
}
