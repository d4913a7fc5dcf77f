/**
 * /reserveManage — every booking, for the back office (issue 2, spec §2 base admin
 * pages), declared as a ResourcePage: filters (keyword, scene, status, date range), a
 * paged table, export, and a permission-gated 'cancel on behalf' row action behind the
 * confirm dialog.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  cancelReserveBatch, reserveManagePage, ReservationStatus, type Reservation,
} from '../../platform/contracts/reserve.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
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

/** Badge colour per state. */
const STATUS_COLOR: Record<ReservationStatus, string> = {
  pendingAudit: 'orange', approved: 'blue', rejected: 'red', checkedIn: 'teal',
  completed: 'green', cancelled: 'gray', noShow: 'red',
};

/** The state badge, in the user's language. */
function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation('common');
  return <Badge colorPalette={STATUS_COLOR[status]} variant="subtle" data-status={status}>{t(`status.${status}`)}</Badge>;
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
  filters: [
    { name: 'keyword', label: 'filters.keyword', kind: 'text', placeholder: 'filters.keywordPlaceholder' },
    {
      name: 'sceneId', label: 'filters.scene', kind: 'select', placeholder: 'filters.allScenes', numeric: true,
      options: { call: sceneList, input: {}, toOptions: (scenes: { id: number; name: string }[]) => scenes.map((s) => ({ value: s.id, label: s.name, raw: true })) },
    },
    {
      name: 'status', label: 'filters.status', kind: 'select', placeholder: 'filters.allStatuses',
      options: ReservationStatus.options.map((s) => ({ value: s, label: `common:status.${s}` })),
    },
    { name: 'dateFrom', nameTo: 'dateTo', label: 'filters.dateFrom', labelTo: 'filters.dateTo', kind: 'dateRange' },
  ],
  columns: [
    { key: 'siteName', label: 'columns.site', render: (r) => <Text fontWeight="medium">{r.siteName}</Text> },
    { key: 'sceneName', label: 'columns.scene', nowrap: true },
    { key: 'campusName', label: 'columns.campus', nowrap: true },
    {
      key: 'booker', label: 'columns.booker', exportValue: (r) => `${r.userName} (${r.account})`,
      render: (r) => (
        <Stack gap="0">
          <Text>{r.userName}</Text>
          <Text textStyle="xs" color="fg.muted" data-testid="booker-account">{r.account}</Text>
        </Stack>
      ),
    },
    {
      key: 'time', label: 'columns.time', nowrap: true, exportValue: (r) => formatRange(r.start, r.end),
      render: (r) => <Text fontVariantNumeric="tabular-nums">{formatRange(r.start, r.end)}</Text>,
    },
    { key: 'status', label: 'columns.status', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'createdAt', label: 'columns.createdAt', nowrap: true, exportValue: (r) => formatDateTime(r.createdAt),
      render: (r) => <Text color="fg.muted" fontVariantNumeric="tabular-nums">{formatDateTime(r.createdAt)}</Text>,
    },
  ],
  rowActions: [{
    key: 'cancel', label: 'cancelOnBehalf', permission: CANCEL_ON_BEHALF_PERMISSION, danger: true,
    visible: (r) => isCancellable(r),
    confirm: 'confirmCancel',
    confirmValues: (r) => ({ name: r.userName, account: r.account, site: r.siteName, time: formatRange(r.start, r.end) }),
    run: { call: cancelReserveBatch, input: (r) => ({ ids: [r.id] }), successMessage: 'cancelled' },
  }],
  export: { permission: EXPORT_PERMISSION, fileName: 'title' },
};

/** The page component (default export: loaded lazily by the route table). */
export default function ReserveManagePage() {
  return <ResourcePage config={reserveManageConfig} />;
}
