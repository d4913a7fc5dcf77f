/**
 * /swiping — check-in records (spec §2 back office), declared as a ResourcePage
 * over GET /api/reserve/sign/page: checked-in bookings, newest check-in first, filtered by
 * keyword (account, name, site) and check-in date range. Its "Card swipe" form (the Add
 * button, permission resv:swiping:page) checks a user in on a site by account
 * (POST /api/reserve/sign/card). Texts: the `checkin` namespace.
 */
import { z } from 'zod';
import { Badge } from '@chakra-ui/react';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { useTranslation } from 'react-i18next';
import { signCard, signPage, signSites, type SwipingRow } from '../../platform/contracts/checkin.contract';
import { Id } from '../../platform/contracts/common';
import type { ReservationStatus } from '../../platform/contracts/reserve.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';

/** Badge colour per state. */
const STATUS_COLOR: Record<ReservationStatus, string> = {
  pendingAudit: 'orange',
  approved: 'blue',
  rejected: 'red',
  checkedIn: 'teal',
  completed: 'green',
  cancelled: 'gray',
  noShow: 'red',
};

/** The state badge in the user's language. */
function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation('common');
  return (
    <Badge colorPalette={STATUS_COLOR[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** `yyyy-MM-dd HH:mm` of an instant in a campus's zone. */
const at = (iso: string, zone: string) => format(iso, 'yyyy-MM-dd HH:mm', { in: tz(zone) });

/** The card-swipe form's values: the user's account (the card's holder) and the site. */
const SwipeInput = z.object({ account: z.string().trim().min(1).max(64), siteId: Id });

/** The page's declaration. */
export const swipingConfig: ResourcePageConfig<typeof signPage, SwipingRow> = {
  id: 'swiping',
  ns: 'checkin',
  title: 'swiping.title',
  description: 'swiping.description',
  list: signPage,
  rowKey: (r) => r.id,
  emptyTitle: 'swiping.empty',
  filters: [
    { name: 'keyword', label: 'swiping.keyword', kind: 'text' },
    { name: 'dateFrom', nameTo: 'dateTo', label: 'swiping.date', kind: 'dateRange' },
  ],
  columns: [
    { key: 'checkedInAt', label: 'swiping.checkedInAt', nowrap: true, render: (r) => at(r.checkedInAt, r.timeZone) },
    { key: 'userName', label: 'swiping.user' },
    { key: 'account', label: 'swiping.account' },
    { key: 'siteName', label: 'swiping.site' },
    { key: 'campusName', label: 'swiping.campus' },
    {
      key: 'start',
      label: 'swiping.time',
      nowrap: true,
      render: (r) => `${at(r.start, r.timeZone)}–${format(r.end, 'HH:mm', { in: tz(r.timeZone) })}`,
    },
    { key: 'status', label: 'swiping.status', render: (r) => <StatusBadge status={r.status} /> },
  ],
  form: {
    fields: [
      { name: 'account', label: 'swiping.swipeAccount', kind: 'text' },
      {
        name: 'siteId',
        label: 'swiping.swipeSite',
        kind: 'select',
        options: {
          call: signSites,
          toOptions: (sites: { id: number; name: string }[]) =>
            sites.map((s) => ({ value: s.id, label: s.name, raw: true })),
        },
      },
    ],
    schema: SwipeInput,
    create: { call: signCard, permission: signCard.access },
    defaults: { account: '', siteId: null },
    toValues: () => ({ account: '', siteId: null }),
    createTitle: 'swiping.swipeTitle',
  },
};

/** The page component (default export: loaded lazily by the route table). */
export default function SwipingPage() {
  return <ResourcePage config={swipingConfig} />;
}
