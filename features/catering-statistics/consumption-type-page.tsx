/**
 * /consumptionTypeStatistics — amounts by consumption type in a range of campus dates (default
 * this month) (/mc/statistics/consumptionType): merchandise by category, dining standards,
 * service items and the ticket types of redeemed meal vouchers; the sum of each kind as
 * figures and a chart, the ten largest types, and the table with its `.xlsx` export.
 */
import { Box, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { consumptionTypeStatistics, type ConsumptionRow } from '../../platform/contracts/catering-statistics.contract';
import { ErrorState, PageHeader, formatMoney } from '../../ui/components';
import { ChartPanel } from '../../ui/components/chart-panel';
import { useCall, useLang } from '../../ui/runtime';
import { FigureTable, FilterBar, SummaryFigures, useStatisticsFilter } from '../../ui/statistics-frame';

/** The page component (default export: loaded lazily by the route table). */
export default function ConsumptionTypePage() {
  const { t } = useTranslation('cateringStatistics');
  const { lang } = useLang();
  const filter = useStatisticsFilter();
  const stats = useCall(consumptionTypeStatistics, { from: filter.from, to: filter.to });
  const data = stats.data;
  const money = (cents: number) => formatMoney(cents, lang);
  // A merchandise line whose merchandise is gone has no category (id 0, no name).
  const nameOf = (r: ConsumptionRow) => r.name || t('consumption.other');

  return (
    <Box>
      <PageHeader title={t('consumption.title')} description={t('consumption.description')} />
      <FilterBar filter={filter} />
      {stats.isError ? <ErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      <SummaryFigures
        count={5}
        figures={
          data && [
            ...data.byKind.map((k) => ({
              key: k.kind,
              label: t(`consumption.kind.${k.kind}`),
              value: money(k.amountCents),
            })),
            { key: 'total', label: t('consumption.totalAmount'), value: money(data.totalCents) },
          ]
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" mb="6">
        <ChartPanel
          title={t('consumption.kindChart')}
          variant="pie"
          valueLabel={t('amount')}
          loading={!data}
          testId="consumption-kind-chart"
          emptyTitle={t('empty')}
          data={(data?.byKind ?? [])
            .filter((k) => k.amountCents > 0)
            .map((k) => ({ label: t(`consumption.kind.${k.kind}`), value: k.amountCents / 100 }))}
        />
        <ChartPanel
          title={t('consumption.topChart')}
          valueLabel={t('amount')}
          loading={!data}
          testId="consumption-top-chart"
          emptyTitle={t('empty')}
          data={[...(data?.rows ?? [])]
            .sort((a, b) => b.amountCents - a.amountCents)
            .slice(0, 10)
            .map((r) => ({ label: nameOf(r), value: r.amountCents / 100 }))}
        />
      </SimpleGrid>
      <FigureTable
        title={t('consumption.title')}
        testId="consumption-table"
        sheetName={t('consumption.title')}
        fileName={t('exportName', { what: 'consumptionTypeStatistics', from: filter.from, to: filter.to })}
        columns={[
          { header: t('consumption.kindLabel') },
          { header: t('consumption.name') },
          { header: t('consumption.quantity'), numeric: true },
          { header: t('amount'), numeric: true },
        ]}
        rows={data?.rows.map((r) => [t(`consumption.kind.${r.kind}`), nameOf(r), r.quantity, money(r.amountCents)])}
      />
    </Box>
  );
}
