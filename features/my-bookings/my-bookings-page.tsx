/**
 * /my (spec §2, variants 0 and 3): the signed-in user's bookings from `currentPage`,
 * in tabs — Upcoming (scope `upcoming`, the default, soonest first) and All (latest first) — paged by 10, with the
 * tab and page in the URL (`?tab=all&page=2`), and Waitlist (the caller's
 * places in line, ./waitlist-list.tsx). "Cancel booking" asks in the spec's
 * dialog (title `common:systemPrompt`, OK / Cancel), calls `cancelReserveBatch`, then
 * refreshes the list; a booking cancelled here stays on screen, marked Cancelled, until
 * the tab or page changes (the Upcoming filter would otherwise drop it silently), in the
 * page's language (./kept-rows.ts).
 */
import { useMemo, useState } from 'react';
import { Button, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { cancelReserveBatch, currentPage } from '../../platform/contracts/reserve.contract';
import type { Lang } from '../../platform/i18n/languages';
import { useCall, useLang, useMutationCall, toaster } from '../../ui/runtime';
import { ConfirmDialog, EmptyState, QueryList } from '../../ui/components';
import { formatDate, formatTimeRange } from '../../ui/terminal-shell/time-format';
import { BookingCard, zoneOfRow, type BookingRow } from './booking-card';
import { WaitlistList } from './waitlist-list';
import { useKeptRowsInLang, type KeptRows } from './kept-rows';
import { TerminalPager } from '../../ui/terminal-shell/terminal-pager';

/** Rows per page of /my. */
export const MY_PAGE_SIZE = 10;

/** No rows kept (another tab or page than the one cancelled on). */
const NONE_KEPT: KeptRows = new Map();

/** The tabs of /my. */
export type MyTab = 'upcoming' | 'all' | 'waitlist';

/**
 * Rows to show: the fetched `rows`, with each locally `cancelled` row (by id, with its
 * former index) put back at its place when the refreshed list no longer holds it, and
 * shown as cancelled either way.
 */
export function mergeCancelled(rows: readonly BookingRow[], cancelled: KeptRows): BookingRow[] {
  const out = rows.map((r) => (cancelled.has(r.id) ? { ...r, status: 'cancelled' as const } : r));
  const missing = [...cancelled.values()]
    .filter(({ row }) => !rows.some((r) => r.id === row.id))
    .sort((a, b) => a.index - b.index);
  for (const { row, index } of missing) out.splice(Math.min(index, out.length), 0, { ...row, status: 'cancelled' });
  return out;
}

/** The /my page. */
export function MyBookingsPage() {
  const { t, i18n } = useTranslation(['myBookings', 'common', 'terminal']);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: MyTab = tabParam === 'all' || tabParam === 'waitlist' ? tabParam : 'upcoming';
  const pageNo = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const scope = tab === 'all' ? 'all' : 'upcoming';
  const list = useCall(
    currentPage,
    { scope, pageNo, pageSize: MY_PAGE_SIZE },
    {
      staleTime: 0,
      placeholderData: keepPreviousData,
      enabled: tab !== 'waitlist',
    },
  );
  const cancel = useMutationCall(cancelReserveBatch);
  const [target, setTarget] = useState<BookingRow | null>(null);
  const { lang } = useLang();
  const [cancelled, setCancelled] = useState<{
    key: string;
    lang: Lang;
    rows: Map<number, { row: BookingRow; index: number }>;
  }>({ key: '', lang, rows: new Map() });
  const viewKey = `${tab}:${pageNo}`;
  const fetched = list.data?.rows;
  const kept = useKeptRowsInLang(cancelled.key === viewKey ? cancelled.rows : NONE_KEPT, cancelled.lang);
  const rows = useMemo(() => mergeCancelled(fetched ?? [], kept), [fetched, kept]);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MY_PAGE_SIZE));

  const go = (next: { tab?: MyTab; page?: number }) => {
    const p = new URLSearchParams(params);
    const nextTab = next.tab ?? tab;
    if (nextTab === 'upcoming') p.delete('tab');
    else p.set('tab', nextTab);
    const nextPage = next.page ?? (next.tab ? 1 : pageNo);
    if (nextPage > 1) p.set('page', String(nextPage));
    else p.delete('page');
    setParams(p);
  };

  const confirmCancel = async () => {
    if (!target) return;
    try {
      await cancel.mutateAsync({ ids: [target.id] });
      const index = rows.findIndex((r) => r.id === target.id);
      setCancelled((prev) => {
        const map = new Map(prev.key === viewKey ? kept : []);
        map.set(target.id, { row: target, index: Math.max(0, index) });
        return { key: viewKey, lang, rows: map };
      });
      toaster.create({ type: 'success', title: t('cancelled') });
      setTarget(null);
      void list.refetch();
    } catch {
      // The runtime has already shown the server's message (spec §8); keep the dialog closed.
      setTarget(null);
      void list.refetch();
    }
  };

  const zone = target ? zoneOfRow(target) : 'UTC';
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => go({ tab: e.value as MyTab })}
        variant="enclosed"
        colorPalette="teal"
        fitted
      >
        <Tabs.List aria-label={t('tabs.label')} bg="bg.muted">
          <Tabs.Trigger value="upcoming">{t('tabs.upcoming')}</Tabs.Trigger>
          <Tabs.Trigger value="all">{t('tabs.all')}</Tabs.Trigger>
          <Tabs.Trigger value="waitlist">{t('tabs.waitlist')}</Tabs.Trigger>
        </Tabs.List>
        {/* One panel, the chosen tab's: the triggers' aria-controls names it. */}
        <Tabs.Content value={tab} pt="5">
          <Stack gap="5">
            {tab === 'waitlist' ? (
              <WaitlistList />
            ) : (
              <QueryList
                query={list}
                rows={rows}
                label={t(`tabs.${tab}`)}
                skeletonHeight="36"
                empty={
                  <EmptyState title={tab === 'upcoming' ? t('emptyUpcoming') : t('empty')}>
                    <Button asChild colorPalette="teal">
                      <RouterLink to="/appointment/gymnasium">{t('bookNow')}</RouterLink>
                    </Button>
                  </EmptyState>
                }
                errorTitle={t('terminal:loadFailed')}
                rowKey={(row) => row.id}
                renderRow={(row) => <BookingCard booking={row} onCancel={setTarget} />}
              />
            )}
            {tab !== 'waitlist' ? <TerminalPager pageNo={pageNo} pages={pages} onGo={(page) => go({ page })} /> : null}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={target !== null}
        tone="red"
        pending={cancel.isPending}
        message={
          target
            ? t('confirmCancel', {
                site: target.siteName,
                date: formatDate(target.start, zone, i18n.language),
                time: formatTimeRange(target.start, target.end, zone, i18n.language),
              })
            : ''
        }
        onConfirm={() => void confirmCancel()}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
