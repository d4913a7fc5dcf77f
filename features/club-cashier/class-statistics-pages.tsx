/**
 * /sellclassStatistics (class sales by kind and by coach: ledger rows of kind class, private, training) and
 * /gotoclassStatistics (classes attended: card uses with a course kind, per day and kind) over a range of
 * campus dates (docs/fitness-cashier.md), each with a chart and its table's `.xlsx` export; the frame is the shared
 * statistics frame (ui/statistics-frame).
 */
import { Box, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  fitnessAttendanceStatistics,
  fitnessClassSaleStatistics,
} from '../../platform/contracts/club-cashier.contract';
import { COURSE_KINDS } from '../../platform/fitness/choose-card';
import { ErrorState, PageHeader } from '../../ui/components';
import { ChartPanel } from '../../ui/components/chart-panel';
import { useCall } from '../../ui/runtime';
import { FigureTable, FilterBar, useStatisticsFilter } from '../../ui/statistics-frame';
import { yuan } from './shared';

/** /sellclassStatistics (default export: loaded lazily by the route table). */
export default function SellclassStatisticsPage() {
  const { t } = useTranslation('clubCashier');
  const filter = useStatisticsFilter();
  const stats = useCall(fitnessClassSaleStatistics, { from: filter.from, to: filter.to });
  const data = stats.data;
  return (
    <Box>
      <PageHeader title={t('title.sellclassStatistics')} />
      <FilterBar filter={filter} />
      {stats.isError ? <ErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" mb="6">
        <ChartPanel
          title={t('stats.byKind')}
          variant="pie"
          valueLabel={t('stats.net')}
          loading={!data}
          testId="class-sale-kind-chart"
          data={(data?.byKind ?? []).map((k) => ({ label: t(`kind.${k.itemKind}`), value: k.netCents / 100 }))}
        />
        <ChartPanel
          title={t('stats.byCoach')}
          valueLabel={t('stats.net')}
          loading={!data}
          testId="class-sale-coach-chart"
          data={(data?.byCoach ?? []).map((c) => ({
            label: c.coachName ?? t('stats.noCoach'),
            value: c.netCents / 100,
          }))}
        />
      </SimpleGrid>
      <FigureTable
        title={t('stats.byKind')}
        testId="class-sale-kind-table"
        sheetName={t('title.sellclassStatistics')}
        fileName={`${t('title.sellclassStatistics')}-${filter.from}-${filter.to}.xlsx`}
        columns={[
          { header: t('col.itemKind') },
          { header: t('stats.sales'), numeric: true },
          { header: t('stats.net'), numeric: true },
        ]}
        rows={data?.byKind.map((k) => [t(`kind.${k.itemKind}`), k.count, yuan(k.netCents)])}
      />
      <FigureTable
        title={t('stats.byCoach')}
        testId="class-sale-coach-table"
        sheetName={t('stats.byCoach')}
        fileName={`${t('stats.byCoach')}-${filter.from}-${filter.to}.xlsx`}
        columns={[
          { header: t('col.coach') },
          { header: t('stats.sales'), numeric: true },
          { header: t('stats.net'), numeric: true },
        ]}
        rows={data?.byCoach.map((c) => [c.coachName ?? t('stats.noCoach'), c.count, yuan(c.netCents)])}
      />
    </Box>
  );
}

/** /gotoclassStatistics. */
export function GotoclassStatisticsPage() {
  const { t } = useTranslation('clubCashier');
  const filter = useStatisticsFilter();
  const stats = useCall(fitnessAttendanceStatistics, { from: filter.from, to: filter.to });
  const data = stats.data;
  const days = [...new Set((data ?? []).map((r) => r.day))];
  const countOf = (day: string, kind: string) => data?.find((r) => r.day === day && r.courseKind === kind)?.count ?? 0;
  return (
    <Box>
      <PageHeader title={t('title.gotoclassStatistics')} />
      <FilterBar filter={filter} />
      {stats.isError ? <ErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" mb="6">
        <ChartPanel
          title={t('stats.byDay')}
          variant="line"
          valueLabel={t('stats.attendance')}
          loading={!data}
          testId="attendance-day-chart"
          data={days.map((d) => ({ label: d, value: COURSE_KINDS.reduce((s, k) => s + countOf(d, k), 0) }))}
        />
        <ChartPanel
          title={t('stats.byKind')}
          variant="pie"
          valueLabel={t('stats.attendance')}
          loading={!data}
          testId="attendance-kind-chart"
          data={COURSE_KINDS.map((k) => ({
            label: t(`course.${k}`),
            value: (data ?? []).filter((r) => r.courseKind === k).reduce((s, r) => s + r.count, 0),
          })).filter((p) => p.value > 0)}
        />
      </SimpleGrid>
      <FigureTable
        title={t('stats.byDay')}
        testId="attendance-table"
        sheetName={t('title.gotoclassStatistics')}
        fileName={`${t('title.gotoclassStatistics')}-${filter.from}-${filter.to}.xlsx`}
        columns={[{ header: t('col.day') }, ...COURSE_KINDS.map((k) => ({ header: t(`course.${k}`), numeric: true }))]}
        rows={data ? days.map((d) => [d, ...COURSE_KINDS.map((k) => countOf(d, k))]) : undefined}
      />
    </Box>
  );
}
