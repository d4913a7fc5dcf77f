/**
 * /cateringStatistics — food deliveries and redeemed meal vouchers over a range of campus
 * dates (default this month), by day or month (/mc/statistics/catering): the summary figures,
 * the amount over time, by dining time range and by dining type, the table of the series; and
 * the meal-voucher statistics of the life-science audit and finance per ordering unit and
 * ticket type (POST /mc/statistics/getLifeScienceStatistics). Cancelled and rejected orders
 * are not in the amounts (the server's rule). Each table exports to `.xlsx`.
 */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { cateringStatistics, getLifeScienceStatistics } from '../../platform/contracts/catering-statistics.contract';
import { ErrorState, PageHeader, formatMoney } from '../../ui/components';
import { ChartPanel } from '../../ui/components/chart-panel';
import { useCall, useLang } from '../../ui/runtime';
import { FigureTable, FilterBar, SummaryFigures, useStatisticsFilter } from '../../ui/statistics-frame';

/** The page component (default export: loaded lazily by the route table). */
export default function CateringStatisticsPage() {
  const { t } = useTranslation('cateringStatistics');
  const { lang } = useLang();
  const filter = useStatisticsFilter();
  const input = { from: filter.from, to: filter.to, granularity: filter.granularity };
  const stats = useCall(cateringStatistics, input);
  const vouchers = useCall(getLifeScienceStatistics, input);
  const data = stats.data;
  const money = (cents: number) => formatMoney(cents, lang);
  const range = { from: filter.from, to: filter.to };

  return (
    <Box>
      <PageHeader title={t('catering.title')} description={t('catering.description')} />
      <FilterBar filter={filter} withGranularity />
      {stats.isError ? <ErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      <SummaryFigures
        count={6}
        figures={
          data && [
            { key: 'deliveryOrders', label: t('catering.deliveryOrders'), value: data.totals.deliveryOrders },
            { key: 'deliveryAmount', label: t('catering.deliveryAmount'), value: money(data.totals.deliveryCents) },
            { key: 'vouchersRedeemed', label: t('catering.vouchersRedeemed'), value: data.totals.vouchersRedeemed },
            { key: 'voucherAmount', label: t('catering.voucherAmount'), value: money(data.totals.voucherCents) },
            { key: 'totalAmount', label: t('catering.totalAmount'), value: money(data.totals.totalCents) },
            { key: 'cancelled', label: t('catering.cancelledOrders'), value: data.totals.cancelledOrders },
          ]
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" mb="6">
        <ChartPanel
          title={t('catering.seriesChart')}
          variant="line"
          valueLabel={t('catering.totalAmount')}
          loading={!data}
          testId="catering-series-chart"
          data={(data?.series ?? []).map((p) => ({
            label: p.period,
            value: (p.deliveryCents + p.voucherCents) / 100,
          }))}
        />
        <ChartPanel
          title={t('catering.timeRangeChart')}
          valueLabel={t('catering.deliveryAmount')}
          loading={!data}
          testId="catering-range-chart"
          emptyTitle={t('empty')}
          data={(data?.byTimeRange ?? []).map((r) => ({ label: r.name, value: r.amountCents / 100 }))}
        />
        <ChartPanel
          title={t('catering.diningChart')}
          variant="pie"
          valueLabel={t('catering.totalAmount')}
          loading={!data}
          testId="catering-dining-chart"
          emptyTitle={t('empty')}
          data={(data?.byDiningType ?? [])
            .filter((d) => d.deliveryCents + d.voucherCents > 0)
            .map((d) => ({ label: d.name, value: (d.deliveryCents + d.voucherCents) / 100 }))}
        />
      </SimpleGrid>
      <FigureTable
        title={t('catering.table')}
        testId="catering-table"
        sheetName={t('catering.title')}
        fileName={t('exportName', { what: 'cateringStatistics', ...range })}
        columns={[
          { header: t('period') },
          { header: t('catering.deliveryOrders'), numeric: true },
          { header: t('catering.deliveryAmount'), numeric: true },
          { header: t('catering.vouchersRedeemed'), numeric: true },
          { header: t('catering.voucherAmount'), numeric: true },
          { header: t('catering.totalAmount'), numeric: true },
        ]}
        rows={data?.series
          .filter((p) => p.deliveryOrders + p.vouchersRedeemed > 0)
          .map((p) => [
            p.period,
            p.deliveryOrders,
            money(p.deliveryCents),
            p.vouchersRedeemed,
            money(p.voucherCents),
            money(p.deliveryCents + p.voucherCents),
          ])}
      />
      <Text textStyle="sm" color="fg.muted" mb="2">
        {t('lifeScience.description')}
      </Text>
      {vouchers.isError ? <ErrorState error={vouchers.error} onRetry={() => void vouchers.refetch()} /> : null}
      <FigureTable
        title={t('lifeScience.title')}
        testId="life-science-table"
        sheetName={t('lifeScience.sheet')}
        fileName={t('exportName', { what: 'lifeScienceStatistics', ...range })}
        columns={[
          { header: t('lifeScience.customer') },
          { header: t('lifeScience.ticketType') },
          { header: t('lifeScience.issued'), numeric: true },
          { header: t('lifeScience.redeemed'), numeric: true },
          { header: t('lifeScience.unused'), numeric: true },
          { header: t('lifeScience.expired'), numeric: true },
          { header: t('lifeScience.issuedAmount'), numeric: true },
          { header: t('lifeScience.redeemedAmount'), numeric: true },
        ]}
        rows={vouchers.data?.rows.map((r) => [
          r.customerName,
          r.ticketTypeName,
          r.issued,
          r.redeemed,
          r.unused,
          r.expired,
          money(r.issuedCents),
          money(r.redeemedCents),
        ])}
      />
    </Box>
  );
}
