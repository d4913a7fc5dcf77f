/**
 * /conference-center of the variant-5 terminal (spec §2 Variant 5: the conference-center
 * page): "my meetings" — the user's meeting orders (`/mc/reserveOrder/page`, the server's
 * data scope: a booker sees their own), latest first, in status tabs with their counts
 * (`/mc/reserveOrder/getProgressStatusCount`; the tab in the URL, `?status=`), loaded page
 * after page ("Load more"), each card opening /conferenceDetails?id=.
 */
import { Box, Button, Card, HStack, Heading, LinkBox, LinkOverlay, Stack, Tabs, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import {
  reserveOrderPage,
  reserveOrderStatusCount,
  type ReserveOrderRow,
} from '../../platform/contracts/reserve-order.contract';
import { RESERVE_ORDER_STATES, type ReserveOrderState } from '../../machines/reserve-order.machine';
import { EmptyState, QueryList, formatMoney, LoadMoreButton } from '../../ui/components';
import { useApi, useCall, useLang } from '../../ui/runtime';
import { OrderStateBadge } from './order-summary';
import { meetingTimeText } from './time';

/** Orders per page of the list. */
export const MEETINGS_PAGE_SIZE = 10;

/** A tab: every state, or one. */
export type MeetingsTab = 'all' | ReserveOrderState;

/** The tab of a `?status=` query. */
export function tabOfParams(params: URLSearchParams): MeetingsTab {
  const s = params.get('status');
  return (RESERVE_ORDER_STATES as readonly string[]).includes(s ?? '') ? (s as ReserveOrderState) : 'all';
}

/** The pages of the user's orders in `tab`, one after another. */
function useMeetingPages(tab: MeetingsTab) {
  const api = useApi();
  const { lang } = useLang();
  const input = { pageSize: MEETINGS_PAGE_SIZE, ...(tab === 'all' ? {} : { status: tab }) };
  return useInfiniteQuery({
    queryKey: [reserveOrderPage.path, 'pages', input, lang],
    queryFn: ({ pageParam, signal }) => api(reserveOrderPage, { ...input, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
    staleTime: 0,
  });
}

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
  const [params, setParams] = useSearchParams();
  const tab = tabOfParams(params);
  const counts = useCall(reserveOrderStatusCount, {}, { staleTime: 0 });
  const pages = useMeetingPages(tab);
  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? [];
  const countOf = (s: MeetingsTab) => {
    const c = counts.data;
    if (!c) return null;
    return s === 'all' ? Object.values(c).reduce((a, b) => a + b, 0) : c[s];
  };
  const go = (next: string) => {
    const p = new URLSearchParams(params);
    if (next === 'all') p.delete('status');
    else p.set('status', next);
    setParams(p, { replace: true });
  };
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
      <Tabs.Root value={tab} onValueChange={(e) => go(e.value)} variant="enclosed" colorPalette="purple">
        <Box overflowX="auto" mx={{ base: '-2', md: '0' }} px={{ base: '2', md: '0' }}>
          <Tabs.List aria-label={t('my.tabs')} bg="bg.muted" w="max-content" minW="full">
            {(['all', ...RESERVE_ORDER_STATES] as MeetingsTab[]).map((s) => {
              const n = countOf(s);
              return (
                <Tabs.Trigger key={s} value={s} data-testid={`tab-${s}`} whiteSpace="nowrap">
                  {t(`state.${s}`)}
                  {n === null ? '' : ` (${n})`}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </Box>
        <Tabs.Content value={tab} pt="4">
          <Stack gap="3">
            <QueryList
              query={pages}
              rows={rows}
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
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
