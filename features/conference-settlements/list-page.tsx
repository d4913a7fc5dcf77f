/**
 * /settlement and /cateringSettlement (spec §2 Variant 5): my organisation's statements of one
 * kind (`kind` prop: `meeting` | `catering`), phone-first.
 *
 * - A billing month (`?month=YYYY-MM`; empty: every month) and status tabs — All, Pending,
 *   Confirmed, Invoiced — with their counts (/mc/orgSettlement/getPageCount), the chosen tab in
 *   the URL (`?state=`).
 * - The tab's count and total in cents, shown with formatMoney in the reader's language
 *   (/mc/orgSettlement/getTotalAmount).
 * - The statements (/mc/orgSettlement/page), newest month first, {@link SETTLEMENT_PAGE_SIZE} a
 *   page with "Load more": number, state, organisation billed, month, items and amount; each opens
 *   its detail page.
 */
import { useState, type ChangeEvent } from 'react';
import { Button, Card, Field, HStack, Heading, Input, LinkBox, LinkOverlay, Stack, Tabs, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SETTLEMENT_STATES, type SettlementState } from '../../machines/settlement.machine';
import {
  orgSettlementGetPageCount,
  orgSettlementGetTotalAmount,
  orgSettlementPage,
  type OrgSettlementKind,
} from '../../platform/contracts/org-settlement.contract';
import type { SettlementRow } from '../../platform/contracts/settlement.contract';
import { EmptyState, formatMoney, LoadMoreButton, QueryList } from '../../ui/components';
import { useApi, useCall, useLang } from '../../ui/runtime';
import { SETTLEMENT_PAGES, detailUrl, otherKind } from './kinds';
import { StateBadge, formatMonth } from './parts';

/** Statements per page of the list. */
export const SETTLEMENT_PAGE_SIZE = 10;

/** A tab of the list: every statement, or one state. */
type Tab = 'all' | SettlementState;

const isState = (v: string | null): v is SettlementState =>
  v !== null && (SETTLEMENT_STATES as readonly string[]).includes(v);
const isMonth = (v: string | null): v is string => v !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** Props of {@link OrgSettlementListPage}. */
export interface OrgSettlementListPageProps {
  kind: OrgSettlementKind;
}

/** The list page of my organisation's statements of `kind` (see the module comment). */
export function OrgSettlementListPage({ kind }: OrgSettlementListPageProps) {
  const { t } = useTranslation(['conferenceSettlements', 'terminal']);
  const api = useApi();
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const monthParam = params.get('month');
  const tab: Tab = isState(stateParam) ? stateParam : 'all';
  const period = isMonth(monthParam) ? monthParam : undefined;
  const [monthDraft, setMonthDraft] = useState(period ?? '');

  const filter = { kind, ...(period ? { period } : {}) };
  const tabFilter = { ...filter, ...(tab === 'all' ? {} : { state: tab }) };
  const counts = useCall(orgSettlementGetPageCount, filter, { staleTime: 0 });
  const totals = useCall(orgSettlementGetTotalAmount, tabFilter, { staleTime: 0 });
  const input = { ...tabFilter, pageSize: SETTLEMENT_PAGE_SIZE };
  const pages = useInfiniteQuery({
    queryKey: [orgSettlementPage.path, 'pages', input, lang],
    queryFn: ({ pageParam, signal }) => api(orgSettlementPage, { ...input, pageNo: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
    staleTime: 0,
  });
  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? [];

  const setParam = (key: 'state' | 'month', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '' || value === 'all') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" data-testid="org-settlement-list">
      <Stack gap="1">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h1" size="2xl">
            {t(`title.${kind}`)}
          </Heading>
          <Button asChild size="sm" variant="outline" colorPalette="teal">
            <RouterLink to={SETTLEMENT_PAGES[otherKind(kind)].list}>{t(`list.switchTo.${otherKind(kind)}`)}</RouterLink>
          </Button>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t('list.intro')}
        </Text>
      </Stack>

      <HStack gap="2" align="end">
        <Field.Root flex="1" minW="0">
          <Field.Label>{t('list.month')}</Field.Label>
          <Input
            type="month"
            placeholder="YYYY-MM"
            value={monthDraft}
            onChange={(e: ChangeEvent<HTMLInputElement>) => {
              const value = e.target.value.trim();
              setMonthDraft(value);
              // Browsers without a month picker show a text field: the filter follows once the month is whole.
              if (value === '' || isMonth(value)) setParam('month', value || null);
            }}
            data-testid="settlement-month"
          />
        </Field.Root>
        {period ? (
          <Button
            variant="ghost"
            size="md"
            onClick={() => {
              setMonthDraft('');
              setParam('month', null);
            }}
            data-testid="settlement-all-months"
          >
            {t('list.allMonths')}
          </Button>
        ) : null}
      </HStack>

      <Tabs.Root value={tab} onValueChange={(e) => setParam('state', e.value)} variant="enclosed" colorPalette="teal">
        <Tabs.List bg="bg.muted" overflowX="auto" maxW="full" data-testid="state-tabs">
          {(['all', ...SETTLEMENT_STATES] as const).map((s) => (
            <Tabs.Trigger key={s} value={s} flexShrink={0} data-testid={`tab-${s}`}>
              {t(`state.${s}`)} ({counts.data?.[s] ?? 0})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="4">
          <Stack gap="3">
            {totals.data ? (
              <Text fontWeight="semibold" data-testid="settlement-totals">
                {t('list.totals', { count: totals.data.count, amount: formatMoney(totals.data.amountCents, lang) })}
              </Text>
            ) : null}
            <QueryList
              query={pages}
              rows={rows}
              label={t('list.label')}
              skeletonHeight="24"
              errorTitle={t('terminal:loadFailed')}
              empty={<EmptyState title={t('list.empty')} />}
              rowKey={(row) => row.id}
              renderRow={(row) => <StatementCard kind={kind} row={row} />}
            />
            <LoadMoreButton pages={pages} colorPalette="teal" data-testid="settlement-more">
              {t('list.more')}
            </LoadMoreButton>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/** One statement of the list (an `article` named by its number), opening its detail. */
function StatementCard({ kind, row }: { kind: OrgSettlementKind; row: SettlementRow }) {
  const { t } = useTranslation('conferenceSettlements');
  const { lang } = useLang();
  return (
    <Card.Root
      as="article"
      aria-label={row.settlementNo}
      variant="outline"
      borderRadius="xl"
      data-testid="settlement-card"
    >
      <Card.Body p="4">
        <LinkBox>
          <Stack gap="1">
            <HStack justify="space-between" gap="2" align="flex-start">
              <LinkOverlay asChild fontWeight="semibold" minW="0" truncate>
                <RouterLink to={detailUrl(kind, row.id)}>{row.settlementNo}</RouterLink>
              </LinkOverlay>
              <StateBadge state={row.state} />
            </HStack>
            <Text fontSize="sm">{row.customerName}</Text>
            <HStack justify="space-between" gap="2">
              <Text fontSize="sm" color="fg.muted">
                {formatMonth(row.period, lang)} · {t('list.items', { count: row.itemCount })}
              </Text>
              <Text fontWeight="semibold" data-testid="settlement-amount">
                {formatMoney(row.amountCents, lang)}
              </Text>
            </HStack>
          </Stack>
        </LinkBox>
      </Card.Body>
    </Card.Root>
  );
}
