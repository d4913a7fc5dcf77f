/**
 * /incomeStatistics, /incomeStatisticsVip, /incomeStatisticsPrivate, /incomeStatisticsGroup — the club's
 * income over a range of campus dates by day or month (docs/fitness-cashier.md "Income statistics"): money
 * received and refunded, revenue earned (the earning rule, platform/fitness/earning.ts) and deferred, as
 * figures, a chart and a table with its `.xlsx` export. The frame (range, figures, table, export) is the shared
 * statistics frame (ui/statistics-frame).
 */
import { Box, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fitnessIncomeStatistics } from '../../platform/contracts/club-cashier.contract';
import type { IncomeScope } from '../../platform/fitness/sale-items';
import { ErrorState, PageHeader } from '../../ui/components';
import { ChartPanel } from '../../ui/components/chart-panel';
import { useCall } from '../../ui/runtime';
import { FigureTable, FilterBar, SummaryFigures, useStatisticsFilter } from '../../ui/statistics-frame';
import { yuan } from './shared';

const TITLES: Record<IncomeScope, string> = {
  all: 'title.income',
  vip: 'title.incomeVip',
  private: 'title.incomePrivate',
  group: 'title.incomeGroup',
  site: 'title.incomeSite',
};

/** The income page of `scope`. */
export function IncomePage({ scope }: { scope: IncomeScope }) {
  const { t } = useTranslation('clubCashier');
  const filter = useStatisticsFilter();
  const stats = useCall(fitnessIncomeStatistics, { from: filter.from, to: filter.to, by: filter.granularity, scope });
  const data = stats.data;
  const columns = ['period', 'received', 'refunded', 'earned', 'deferred'] as const;
  return (
    <Box>
      <PageHeader title={t(TITLES[scope])} />
      <FilterBar filter={filter} withGranularity />
      {stats.isError ? <ErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      <SummaryFigures
        count={4}
        figures={
          data && [
            { key: 'received', label: t('stats.received'), value: yuan(data.totals.receivedCents) },
            { key: 'refunded', label: t('stats.refunded'), value: yuan(data.totals.refundedCents) },
            { key: 'earned', label: t('stats.earned'), value: yuan(data.totals.earnedCents) },
            { key: 'deferred', label: t('stats.deferred'), value: yuan(data.totals.deferredCents) },
          ]
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" mb="6">
        <ChartPanel
          title={t('stats.received')}
          variant="line"
          valueLabel={t('stats.received')}
          loading={!data}
          testId="income-received-chart"
          data={(data?.rows ?? []).map((r) => ({ label: r.period, value: r.receivedCents / 100 }))}
        />
        <ChartPanel
          title={t('stats.earned')}
          variant="line"
          valueLabel={t('stats.earned')}
          loading={!data}
          testId="income-earned-chart"
          data={(data?.rows ?? []).map((r) => ({ label: r.period, value: r.earnedCents / 100 }))}
        />
      </SimpleGrid>
      <FigureTable
        title={t('stats.table')}
        testId="income-table"
        sheetName={t(TITLES[scope])}
        fileName={`${t(TITLES[scope])}-${filter.from}-${filter.to}.xlsx`}
        columns={columns.map((c, i) => ({ header: t(`stats.${c}`), numeric: i > 0 }))}
        rows={data?.rows.map((r) => [
          r.period,
          yuan(r.receivedCents),
          yuan(r.refundedCents),
          yuan(r.earnedCents),
          yuan(r.deferredCents),
        ])}
      />
    </Box>
  );
}

/** /incomeStatistics. */
export default function IncomeStatisticsPage() {
  return <IncomePage scope="all" />;
}
/** /incomeStatisticsVip. */
export function IncomeVipPage() {
  return <IncomePage scope="vip" />;
}
/** /incomeStatisticsPrivate. */
export function IncomePrivatePage() {
  return <IncomePage scope="private" />;
}
/** /incomeStatisticsGroup. */
export function IncomeGroupPage() {
  return <IncomePage scope="group" />;
}
