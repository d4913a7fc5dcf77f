/**
 * /trainStatistics (docs/training.md): per course type and group — registered, confirmed, attendance rate
 * (present of the marked present or absent), make-up tokens issued, used and expired — within the caller's data
 * scope (`train/statistics`); a chart of the attendance rate per group and the table, exported to `.xlsx` as the
 * other statistics pages do. Texts: the `training` namespace.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Skeleton, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { trainStatistics } from '../../platform/contracts/training.contract';
import { EmptyState, ErrorState, PageHeader } from '../../ui/components';
import { ChartPanel } from '../../ui/components/chart-panel';
import { buildSheet, downloadFile, type SheetValue } from '../../ui/resource-page/sheet';
import { useCall } from '../../ui/runtime';

/** Props of {@link FigureTable}: headers (numeric ones right-aligned), the cells as shown, the export's names. */
interface FigureTableProps {
  title: string;
  columns: { header: string; numeric?: boolean }[];
  rows: SheetValue[][] | undefined;
  sheetName: string;
  fileName: string;
  testId: string;
}

/**
 * A titled table of figures with an export of exactly its cells to `.xlsx` (the catering statistics' table,
 * features may not share components: a candidate for ui/).
 */
function FigureTable({ title, columns, rows, sheetName, fileName, testId }: FigureTableProps) {
  const { t } = useTranslation('training');
  const [exporting, setExporting] = useState(false);
  const exportSheet = async () => {
    if (!rows) return;
    setExporting(true);
    try {
      downloadFile(
        await buildSheet(
          sheetName,
          columns.map((c) => c.header),
          rows,
        ),
        fileName,
      );
    } finally {
      setExporting(false);
    }
  };
  return (
    <Box mb="6" data-testid={testId}>
      <HStack justify="space-between" mb="2">
        <Heading size="sm">{title}</Heading>
        <Button
          size="sm"
          variant="outline"
          disabled={!rows?.length}
          loading={exporting}
          onClick={() => void exportSheet()}
          data-testid={`${testId}-export`}
        >
          {t('stats.export')}
        </Button>
      </HStack>
      {!rows ? (
        <Skeleton h="40" />
      ) : rows.length === 0 ? (
        <EmptyState title={t('coach.empty')} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.header} textAlign={c.numeric ? 'end' : undefined}>
                    {c.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r, i) => (
                <Table.Row key={i} data-testid={`${testId}-row`}>
                  {r.map((cell, j) => (
                    <Table.Cell key={j} textAlign={columns[j]?.numeric ? 'end' : undefined}>
                      {cell === null ? '' : String(cell)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}

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
