/**
 * /meetStatistics — meeting service orders starting in a range of campus dates (default this
 * month), by day or month (/mc/statistics/meet): the summary figures, the amount over time,
 * the orders by state (cancelled and rejected included, counted by state only) and the amount
 * by room, and the table by room with its `.xlsx` export.
 */
import { Box, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { meetStatistics } from '../../platform/contracts/catering-statistics.contract';
import { ErrorState, PageHeader, formatMoney } from '../../ui/components';
import { ChartPanel } from '../../ui/components/chart-panel';
import { useCall, useLang } from '../../ui/runtime';
import { FigureTable, FilterBar, SummaryFigures, useStatisticsFilter } from '../../ui/statistics-frame';

/** The page component (default export: loaded lazily by the route table). */
export default function MeetStatisticsPage() {
  const { t } = useTranslation('cateringStatistics');
  const { lang } = useLang();
  const filter = useStatisticsFilter();
  const stats = useCall(meetStatistics, { from: filter.from, to: filter.to, granularity: filter.granularity });
  const data = stats.data;
  const money = (cents: number) => formatMoney(cents, lang);

  return (
    <Box>
      <PageHeader title={t('meet.title')} description={t('meet.description')} />
      <FilterBar filter={filter} withGranularity />
      {stats.isError ? <ErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      <SummaryFigures
        count={5}
        figures={
          data && [
            { key: 'orders', label: t('meet.orders'), value: data.totals.orders },
            { key: 'attendees', label: t('meet.attendees'), value: data.totals.attendees },
            { key: 'amount', label: t('meet.amount'), value: money(data.totals.amountCents) },
            { key: 'cancelled', label: t('meet.cancelled'), value: data.totals.cancelled },
            { key: 'rejected', label: t('meet.rejected'), value: data.totals.rejected },
          ]
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" mb="6">
        <ChartPanel
          title={t('meet.seriesChart')}
          variant="line"
          valueLabel={t('meet.amount')}
          loading={!data}
          testId="meet-series-chart"
          data={(data?.series ?? []).map((p) => ({ label: p.period, value: p.amountCents / 100 }))}
        />
        <ChartPanel
          title={t('meet.stateChart')}
          variant="pie"
          valueLabel={t('orders')}
          loading={!data}
          testId="meet-state-chart"
          emptyTitle={t('empty')}
          data={(data?.byState ?? []).map((s) => ({ label: t(`meet.state.${s.state}`), value: s.orders }))}
        />
        <ChartPanel
          title={t('meet.roomChart')}
          valueLabel={t('meet.amount')}
          loading={!data}
          testId="meet-room-chart"
          emptyTitle={t('empty')}
          data={(data?.byRoom ?? []).slice(0, 10).map((r) => ({ label: r.siteName, value: r.amountCents / 100 }))}
        />
      </SimpleGrid>
      <FigureTable
        title={t('meet.table')}
        testId="meet-table"
        sheetName={t('meet.title')}
        fileName={t('exportName', { what: 'meetStatistics', from: filter.from, to: filter.to })}
        columns={[
          { header: t('meet.room') },
          { header: t('meet.orders'), numeric: true },
          { header: t('meet.attendees'), numeric: true },
          { header: t('meet.amount'), numeric: true },
        ]}
        rows={data?.byRoom.map((r) => [r.siteName, r.orders, r.attendees, money(r.amountCents)])}
      />
    </Box>
  );
}
