/**
 * /conference-center of the variant-5 terminal (spec §2 Variant 5: the conference-center
 * page): "my meetings" — the user's meeting orders (`/mc/reserveOrder/page`, the server's
 * data scope: a booker sees their own), latest first, in status tabs with their counts
 * (`/mc/reserveOrder/getProgressStatusCount`; the tab in the URL, `?status=`), loaded page
 * after page ("Load more"), each card opening /conferenceDetails?id=.
 */
import { Button, Card, HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import {
  reserveOrderPage,
  reserveOrderStatusCount,
  type ReserveOrderRow,
} from '../../platform/contracts/reserve-order.contract';
import { RESERVE_ORDER_STATES, type ReserveOrderState } from '../../machines/reserve-order.machine';
import { EmptyState, QueryList, formatMoney, LoadMoreButton, StateTabs, useTabParam } from '../../ui/components';
import { tabCount } from '../../ui/order-page';
import { useCall, useLang, usePagedCall } from '../../ui/runtime';
import { OrderStateBadge } from './order-summary';
import { meetingTimeText } from './time';

/** Orders per page of the list. */
export const MEETINGS_PAGE_SIZE = 10;

/** A tab: every state, or one. */
export type MeetingsTab = 'all' | ReserveOrderState;

/** The tabs: every state, then each stored state of the order machine. */
const TABS: readonly MeetingsTab[] = ['all', ...RESERVE_ORDER_STATES];

/** One order as a card linking to its details. */
function MeetingCard({ row }: { row: ReserveOrderRow }) {
  const { lang } = useLang();
  return (
    <LinkBox as="article" data-testid="meeting-card">
      <Card.Root variant="outline" borderRadius="xl" _hover={{ borderColor: 'purple.400' }}>
        <Card.Body gap="1.5" p="4">
          <HStack justify="space-between" align="flex-start" gap="3">
            <LinkOverlay asChild>
              <RouterLink to={`/conferenceDetails?id=${row.id}`}>
                <Text as="span" fontWeight="semibold">
                  {row.subject}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <OrderStateBadge status={row.status} />
          </HStack>
          <Text fontSize="sm">
            {row.siteName} · {meetingTimeText(row.start, row.end, lang)}
          </Text>
          <HStack justify="space-between" fontSize="sm" color="fg.muted">
            <Text>{row.orderNo}</Text>
            <Text fontWeight="medium" color="fg">
              {formatMoney(row.totalCents, lang)}
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** /conference-center. */
export function MyMeetingsPage() {
  const { t } = useTranslation(['conference', 'terminal']);
  const [tab, choose] = useTabParam('status', TABS);
  const counts = useCall(reserveOrderStatusCount, {}, { staleTime: 0 });
  const pages = usePagedCall(reserveOrderPage, {
    pageSize: MEETINGS_PAGE_SIZE,
    ...(tab === 'all' ? {} : { status: tab }),
  });
  return (
    <Stack gap="4" pb={{ base: '20', md: '0' }}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('my.title')}
        </Heading>
        <Button asChild size="sm" colorPalette="purple">
          <RouterLink to="/meet">
            <LuPlus aria-hidden /> {t('my.book')}
          </RouterLink>
        </Button>
      </HStack>
      <StateTabs
        tabs={TABS}
        value={tab}
        onChange={choose}
        label={t('my.tabs')}
        labelOf={(s) => t(`state.${s}`)}
        countOf={(s) => (counts.data ? tabCount(counts.data, s) : null)}
        colorPalette="purple"
      >
        <Stack gap="3">
          <QueryList
            query={pages}
            rows={pages.rows}
            label={t(`state.${tab}`)}
            skeletonHeight="24"
            empty={
              <EmptyState title={t('my.empty')}>
                <Button asChild colorPalette="purple">
                  <RouterLink to="/meet">{t('my.book')}</RouterLink>
                </Button>
              </EmptyState>
            }
            errorTitle={t('terminal:loadFailed')}
            rowKey={(row) => row.id}
            renderRow={(row) => <MeetingCard row={row} />}
          />
          <LoadMoreButton pages={pages} data-testid="meetings-more">
            {t('my.more')}
          </LoadMoreButton>
        </Stack>
      </StateTabs>
    </Stack>
  );
}
