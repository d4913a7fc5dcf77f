/**
 * The parts every statistics page shares (catering, the club's cashier, training): the range
 * filter (campus dates, by default this month in Asia/Shanghai) with the granularity where a
 * page has a series, the summary figures, and a figure table with its `.xlsx` export
 * (ui/resource-page/sheet.ts, the resource pages' helper). Texts come from the
 * `statisticsFrame` namespace.
 */
import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  Field,
  HStack,
  Heading,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stat,
  Table,
} from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { DateRangeFields, EmptyState } from '../components';
import { buildSheet, downloadFile, type SheetValue } from '../resource-page/sheet';

/** A statistics series' granularity: one point per campus day or per month. */
export type Granularity = 'day' | 'month';

/** Today's campus date `YYYY-MM-DD` (Asia/Shanghai, UTC+8 without daylight saving). */
export function campusToday(now: number = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The first and last campus dates of the month holding `today` (`YYYY-MM-DD`). */
export function monthOf(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** The filter of a page: a range of campus dates (default this month) and a granularity (default by day). */
export function useStatisticsFilter() {
  const [range, setRange] = useState(() => monthOf(campusToday()));
  const [granularity, setGranularity] = useState<Granularity>('day');
  return { ...range, granularity, setRange, setGranularity };
}

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  filter: ReturnType<typeof useStatisticsFilter>;
  /** Shows the granularity select (pages with a series). */
  withGranularity?: boolean;
}

/** The range inputs (each bounded by the other) and, where it applies, the granularity. */
export function FilterBar({ filter, withGranularity = false }: FilterBarProps) {
  const { t } = useTranslation('statisticsFrame');
  return (
    <HStack gap="3" mb="5" align="flex-end" maxW="3xl" data-testid="statistics-filter">
      <DateRangeFields
        from={filter.from}
        to={filter.to}
        fromLabel={t('from')}
        toLabel={t('to')}
        onFromChange={(from) => from && filter.setRange({ from, to: filter.to })}
        onToChange={(to) => to && filter.setRange({ from: filter.from, to })}
      />
      {withGranularity ? (
        <Field.Root>
          <Field.Label>{t('granularity')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="granularity"
              value={filter.granularity}
              onChange={(e) => filter.setGranularity(e.currentTarget.value as Granularity)}
            >
              <option value="day">{t('day')}</option>
              <option value="month">{t('month')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
    </HStack>
  );
}

/** One summary figure: its label and the value as shown (money already formatted). */
export interface Figure {
  key: string;
  label: string;
  value: string | number;
}

/** The summary figures as a row of cards (skeletons while `figures` is undefined). */
export function SummaryFigures({ figures, count }: { figures: Figure[] | undefined; count: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: Math.min(count, 6) }} gap="3" mb="5">
      {(figures ?? Array.from({ length: count }, (_, i) => ({ key: String(i), label: '', value: '' }))).map((f) => (
        <Card.Root key={f.key} size="sm" variant="outline" borderColor="border.muted" data-testid={`figure-${f.key}`}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{f.label || <Skeleton h="4" w="20" />}</Stat.Label>
              {figures ? <Stat.ValueText>{f.value}</Stat.ValueText> : <Skeleton h="8" w="16" />}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** A column of a {@link FigureTable}: its header and whether it holds numbers (right-aligned). */
export interface FigureColumn {
  header: string;
  numeric?: boolean;
}

/** Props of {@link FigureTable}. */
export interface FigureTableProps {
  title: ReactNode;
  columns: FigureColumn[];
  /** The cells as shown, row by row (money already formatted; counts as numbers). */
  rows: SheetValue[][] | undefined;
  /** Sheet name and file name stem of the export. */
  sheetName: string;
  fileName: string;
  /** Test id of the table card; the export button is `<testId>-export`. */
  testId: string;
  /** What an empty table says (default: no data in the chosen period). */
  emptyTitle?: string;
}

/** A titled table of figures with an export of exactly its cells to `.xlsx`. */
export function FigureTable({ title, columns, rows, sheetName, fileName, testId, emptyTitle }: FigureTableProps) {
  const { t } = useTranslation('statisticsFrame');
  const [exporting, setExporting] = useState(false);
  const exportSheet = async () => {
    if (!rows) return;
    setExporting(true);
    try {
      const data = await buildSheet(
        sheetName,
        columns.map((c) => c.header),
        rows,
      );
      downloadFile(data, fileName);
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
          <LuDownload />
          {t('export')}
        </Button>
      </HStack>
      {!rows ? (
        <Skeleton h="40" />
      ) : rows.length === 0 ? (
        <EmptyState title={emptyTitle ?? t('empty')} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" stickyHeader>
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
