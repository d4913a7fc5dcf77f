/**
 * /orderingUnit — each ordering unit's (customer's) meeting orders, food deliveries and meal
 * vouchers in a range of campus dates (default this month), ranked by total
 * (/mc/statistics/orderingUnit): the summary figures, the ten largest totals as a chart, and
 * the ranked table with its `.xlsx` export. Orders without a customer form one row.
 */
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { orderingUnitStatistics, type OrderingUnitRow } from '../../platform/contracts/catering-statistics.contract';
import { ErrorState, PageHeader, formatMoney } from '../../ui/components';
import { ChartPanel } from '../../ui/components/chart-panel';
import { useCall, useLang } from '../../ui/runtime';
import { FigureTable, FilterBar, SummaryFigures, useStatisticsFilter } from '../../ui/statistics-frame';

/** The page component (default export: loaded lazily by the route table). */
export default function OrderingUnitPage() {
  const { t } = useTranslation('cateringStatistics');
  const { lang } = useLang();
  const filter = useStatisticsFilter();
  const stats = useCall(orderingUnitStatistics, { from: filter.from, to: filter.to });
  const data = stats.data;
  const money = (cents: number) => formatMoney(cents, lang);
  const nameOf = (r: OrderingUnitRow) => r.customerName ?? t('orderingUnit.noCustomer');
  const kindOf = (r: OrderingUnitRow) =>
    r.customerKind === 'internal'
      ? t('orderingUnit.kindInternal')
      : r.customerKind === 'external'
        ? t('orderingUnit.kindExternal')
        : '';

  return (
    <Box>
      <PageHeader title={t('orderingUnit.title')} description={t('orderingUnit.description')} />
      <FilterBar filter={filter} />
      {stats.isError ? <ErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      <SummaryFigures
        count={5}
        figures={
          data && [
            { key: 'units', label: t('orderingUnit.units'), value: data.rows.length },
            { key: 'meetingAmount', label: t('orderingUnit.meetingAmount'), value: money(data.totals.meetingCents) },
            {
              key: 'deliveryAmount',
              label: t('orderingUnit.deliveryAmount'),
              value: money(data.totals.deliveryCents),
            },
            { key: 'voucherAmount', label: t('orderingUnit.voucherAmount'), value: money(data.totals.voucherCents) },
            { key: 'totalAmount', label: t('orderingUnit.totalAmount'), value: money(data.totals.totalCents) },
          ]
        }
      />
      <Box mb="6">
        <ChartPanel
          title={t('orderingUnit.chart')}
          valueLabel={t('orderingUnit.totalAmount')}
          loading={!data}
          testId="ordering-unit-chart"
          emptyTitle={t('empty')}
          data={(data?.rows ?? []).slice(0, 10).map((r) => ({ label: nameOf(r), value: r.totalCents / 100 }))}
        />
      </Box>
      <FigureTable
        title={t('orderingUnit.title')}
        testId="ordering-unit-table"
        sheetName={t('orderingUnit.title')}
        fileName={t('exportName', { what: 'orderingUnit', from: filter.from, to: filter.to })}
        columns={[
          { header: t('orderingUnit.rank'), numeric: true },
          { header: t('orderingUnit.customer') },
          { header: t('orderingUnit.kind') },
          { header: t('orderingUnit.meetingOrders'), numeric: true },
          { header: t('orderingUnit.meetingAmount'), numeric: true },
          { header: t('orderingUnit.deliveryOrders'), numeric: true },
          { header: t('orderingUnit.deliveryAmount'), numeric: true },
          { header: t('orderingUnit.vouchersIssued'), numeric: true },
          { header: t('orderingUnit.vouchersRedeemed'), numeric: true },
          { header: t('orderingUnit.voucherAmount'), numeric: true },
          { header: t('orderingUnit.totalAmount'), numeric: true },
        ]}
        rows={data?.rows.map((r) => [
          r.rank,
          nameOf(r),
          kindOf(r),
          r.meetingOrders,
          money(r.meetingCents),
          r.deliveryOrders,
          money(r.deliveryCents),
          r.vouchersIssued,
          r.vouchersRedeemed,
          money(r.voucherCents),
          money(r.totalCents),
        ])}
      />
    </Box>
  );
}
