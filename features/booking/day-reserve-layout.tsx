/**
 * /dayReserve?siteId= (spec §2 "same-day" booking, variants 0 and 3), entered from a
 * site's "Book today" (/siteDetail): the same-day wizard itself (the sameDayBooking
 * machine and the pages of /appointment), started on that site (its scene read with
 * `/api/site/extras`) and offering today only, so it opens on the slots: its screens are
 * /dayReserve/time and /dayReserve/timeform (and /dayReserve/gymnasium when the booker
 * goes back to pick another site of the scene). The site id is read once on entry; without
 * one (or for an unknown or disabled site) the page points to /siteList.
 */
import { useState } from 'react';
import { Button, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useSearchParams } from 'react-router';
import { terminalSiteExtras } from '../../platform/contracts/venue-extras.contract';
import { Code } from '../../platform/protocol/codes';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { BookingFlowProvider } from './booking-flow';

/** "Choose a site first" (or "no such site") with a link to /siteList. */
function NoSite({ title }: { title: string }) {
  const { t } = useTranslation('sites');
  return (
    <EmptyState title={title}>
      <Button asChild colorPalette="teal" variant="outline">
        <RouterLink to="/siteList">{t('list.title')}</RouterLink>
      </Button>
    </EmptyState>
  );
}

/** Layout route of /dayReserve; see the module comment. */
export function DayReserveLayout() {
  const { t } = useTranslation(['sites', 'terminal']);
  const [params] = useSearchParams();
  // Read once: the wizard's own navigation (to /dayReserve/time) drops the query.
  const [siteId] = useState(() => {
    const id = Number(params.get('siteId'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const extras = useCall(terminalSiteExtras, { siteId: siteId ?? 0 }, { enabled: siteId !== null });
  if (siteId === null) return <NoSite title={t('day.missing')} />;
  if (extras.isError) {
    return extras.error.code === Code.SITE_NOT_FOUND ? (
      <NoSite title={t('detail.notFound')} />
    ) : (
      <ErrorState title={t('terminal:loadFailed')} error={extras.error} onRetry={() => void extras.refetch()} />
    );
  }
  if (!extras.data) return <Skeleton h="40" borderRadius="xl" aria-label={t('day.loading')} />;
  return (
    <BookingFlowProvider
      basePath="/dayReserve"
      choice={{ sceneId: extras.data.site.sceneId, siteId: extras.data.site.id }}
      todayOnly
    >
      <Outlet />
    </BookingFlowProvider>
  );
}
