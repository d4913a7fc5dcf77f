/**
 * /reserveManage — every booking, for the back office (spec §2 base admin
 * pages), declared as a ResourcePage: filters (keyword, scene, status, date range), a
 * paged table, export, and a permission-gated 'cancel on behalf' row action behind the
 * confirm dialog.
 */
import { Stack, Text } from '@chakra-ui/react';
import {
  cancelReserveBatch,
  reserveManagePage,
  type ReservationStatus,
  type Reservation,
} from '../../platform/contracts/reserve.contract';
import { ReservationStatusBadge } from '../../ui/components';
import { BOOKING_LIST_FILTERS, ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { formatDateTime, formatRange } from './format';

/**
 * Permission code of 'cancel on behalf' (a button permission of the reserveManage menu);
 * administrators hold the `*:*:*` wildcard and see it too.
 */
export const CANCEL_ON_BEHALF_PERMISSION = 'resv:manage:cancel';
/** Permission code of the export (a button permission of the reserveManage menu). */
export const EXPORT_PERMISSION = 'resv:manage:export';

/** States in which a booking can still be cancelled (as the server's mayCancel). */
const CANCELLABLE: ReadonlySet<ReservationStatus> = new Set(['pendingAudit', 'approved']);

/** Whether the row's 'cancel on behalf' button is offered: cancellable state, not yet started. */
export function isCancellable(r: Pick<Reservation, 'status' | 'start'>, now: number = Date.now()): boolean {
  return CANCELLABLE.has(r.status) && Date.parse(r.start) > now;
}

/** The declaration of /reserveManage. */
export const reserveManageConfig: ResourcePageConfig<typeof reserveManagePage> = {
  id: 'reserveManage',
  ns: 'reserveManage',
  title: 'title',
  description: 'description',
  emptyTitle: 'emptyTitle',
  list: reserveManagePage,
  rowKey: (r) => r.id,
  filters: BOOKING_LIST_FILTERS,
  columns: [
    { key: 'siteName', label: 'columns.site', render: (r) => <Text fontWeight="medium">{r.siteName}</Text> },
    { key: 'sceneName', label: 'columns.scene', nowrap: true },
    { key: 'campusName', label: 'columns.campus', nowrap: true },
    {
      key: 'booker',
      label: 'columns.booker',
      exportValue: (r) => `${r.userName} (${r.account})`,
      render: (r) => (
        <Stack gap="0">
          <Text>{r.userName}</Text>
          <Text textStyle="xs" color="fg.muted" data-testid="booker-account">
            {r.account}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'time',
      label: 'columns.time',
      nowrap: true,
      exportValue: (r) => formatRange(r.start, r.end),
      render: (r) => <Text fontVariantNumeric="tabular-nums">{formatRange(r.start, r.end)}</Text>,
    },
    {
      key: 'status',
      label: 'columns.status',
      nowrap: true,
      render: (r) => <ReservationStatusBadge status={r.status} />,
    },
    {
      key: 'createdAt',
      label: 'columns.createdAt',
      nowrap: true,
      exportValue: (r) => formatDateTime(r.createdAt),
      render: (r) => (
        <Text color="fg.muted" fontVariantNumeric="tabular-nums">
          {formatDateTime(r.createdAt)}
        </Text>
      ),
    },
  ],
  rowActions: [
    {
      key: 'cancel',
      label: 'cancelOnBehalf',
      permission: CANCEL_ON_BEHALF_PERMISSION,
      danger: true,
      visible: (r) => isCancellable(r),
      confirm: 'confirmCancel',
      confirmValues: (r) => ({
        name: r.userName,
        account: r.account,
        site: r.siteName,
        time: formatRange(r.start, r.end),
      }),
      run: { call: cancelReserveBatch, input: (r) => ({ ids: [r.id] }), successMessage: 'cancelled' },
    },
  ],
  export: { permission: EXPORT_PERMISSION, fileName: 'title' },
};

/** The page component (default export: loaded lazily by the route table). */
export default function ReserveManagePage() {
  return <ResourcePage config={reserveManageConfig} />;
}
