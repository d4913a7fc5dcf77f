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
import { Button, Card, Field, HStack, Heading, Input, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
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
import { EmptyState, formatMoney, LoadMoreButton, QueryList, StateTabs, useTabParam } from '../../ui/components';
import { useCall, useLang, usePagedCall } from '../../ui/runtime';
import { SETTLEMENT_PAGES, detailUrl, otherKind } from './kinds';
import { StateBadge, formatMonth } from './parts';

/** Statements per page of the list. */
export const SETTLEMENT_PAGE_SIZE = 10;

/** A tab of the list: every statement, or one state. */
type Tab = 'all' | SettlementState;

/** The tabs: every statement, then each state of the settlement machine. */
const TABS: readonly Tab[] = ['all', ...SETTLEMENT_STATES];

/** Whether `v` is a month `YYYY-MM`. */
const isMonth = (v: string | null): v is string => v !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** Props of {@link OrgSettlementListPage}. */
export interface OrgSettlementListPageProps {
  kind: OrgSettlementKind;
}

/** The list page of my organisation's statements of `kind` (see the module comment). */
export function OrgSettlementListPage({ kind }: OrgSettlementListPageProps) {
  const { t } = useTranslation(['conferenceSettlements', 'terminal']);
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const [tab, chooseTab] = useTabParam('state', TABS);
  const monthParam = params.get('month');
  const period = isMonth(monthParam) ? monthParam : undefined;
  const [monthDraft, setMonthDraft] = useState(period ?? '');

  const filter = { kind, ...(period ? { period } : {}) };
  const tabFilter = { ...filter, ...(tab === 'all' ? {} : { state: tab }) };
  const counts = useCall(orgSettlementGetPageCount, filter, { staleTime: 0 });
  const totals = useCall(orgSettlementGetTotalAmount, tabFilter, { staleTime: 0 });
  const pages = usePagedCall(orgSettlementPage, { ...tabFilter, pageSize: SETTLEMENT_PAGE_SIZE });

  const setMonth = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('month', value);
    else next.delete('month');
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
              if (value === '' || isMonth(value)) setMonth(value || null);
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
              setMonth(null);
            }}
            data-testid="settlement-all-months"
          >
            {t('list.allMonths')}
          </Button>
        ) : null}
      </HStack>

      <StateTabs
        tabs={TABS}
        value={tab}
        onChange={chooseTab}
        label={t('list.tabs')}
        labelOf={(s) => t(`state.${s}`)}
        countOf={(s) => counts.data?.[s] ?? 0}
        colorPalette="teal"
      >
        <Stack gap="3">
          {totals.data ? (
            <Text fontWeight="semibold" data-testid="settlement-totals">
              {t('list.totals', { count: totals.data.count, amount: formatMoney(totals.data.amountCents, lang) })}
            </Text>
          ) : null}
          <QueryList
            query={pages}
            rows={pages.rows}
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
      </StateTabs>
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
