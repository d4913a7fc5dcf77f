/**
 * /trainStatistics (docs/training.md): per course type and group — registered, confirmed, attendance rate
 * (present of the marked present or absent), make-up tokens issued, used and expired — within the caller's data
 * scope (`train/statistics`); a chart of the attendance rate per group and the table, exported to `.xlsx` as the
 * other statistics pages do. Texts: the `training` namespace.
 */
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { trainStatistics } from '../../platform/contracts/training.contract';
import { ErrorState, PageHeader } from '../../ui/components';
import { ChartPanel } from '../../ui/components/chart-panel';
import { useCall } from '../../ui/runtime';
import { FigureTable } from '../../ui/statistics-frame';

/** A rate 0–1 as a percentage with one decimal. */
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** /trainStatistics. */
export function TrainStatisticsPage() {
  const { t } = useTranslation('training');
  const stats = useCall(trainStatistics, {});
  const rows = stats.data;
  return (
    <Box>
      <PageHeader title={t('stats.title')} />
      {stats.isError ? <ErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      <Box mb="6">
        <ChartPanel
          title={t('stats.chart')}
          valueLabel={t('stats.rate')}
          loading={!rows}
          testId="train-rate-chart"
          emptyTitle={t('coach.empty')}
          data={(rows ?? [])
            .filter((r) => r.groupId !== null)
            .map((r) => ({ label: r.groupName ?? '', value: Math.round(r.attendanceRate * 1000) / 10 }))}
        />
      </Box>
      <FigureTable
        title={t('stats.table')}
        testId="train-stats-table"
        emptyTitle={t('coach.empty')}
        sheetName={t('stats.title')}
        fileName={t('stats.fileName')}
        columns={[
          { header: t('admin.type') },
          { header: t('admin.group') },
          { header: t('stats.registered'), numeric: true },
          { header: t('stats.confirmed'), numeric: true },
          { header: t('stats.rate'), numeric: true },
          { header: t('stats.issued'), numeric: true },
          { header: t('stats.used'), numeric: true },
          { header: t('stats.expired'), numeric: true },
        ]}
        rows={rows?.map((r) => [
          r.typeName,
          r.groupName ?? t('stats.all'),
          r.registered,
          r.confirmed,
          percent(r.attendanceRate),
          r.tokensIssued,
          r.tokensUsed,
          r.tokensExpired,
        ])}
      />
    </Box>
  );
}
