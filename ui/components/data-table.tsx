/**
 * DataTable: a bordered table with header, loading skeleton, empty and error states,
 * server-side paging (pageNo from 1, pageSize, total — DESIGN.md §4 paging), and
 * optionally sortable headers and row selection check boxes (resource pages).
 */
import type { ReactNode } from 'react';
import {
  Box,
  ButtonGroup,
  Checkbox,
  chakra,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Pagination,
  Progress,
  Skeleton,
  Table,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { EmptyState, ErrorState } from './states';

/** One column: a header and how to render a row's cell. */
export interface DataTableColumn<T> {
  /** Stable key (also the cell's `data-column`). */
  key: string;
  /** Header text (translated). */
  header: ReactNode;
  /** The cell's content for one row. */
  render: (row: T) => ReactNode;
  /** Text alignment of header and cells. Default start. */
  align?: 'start' | 'center' | 'end';
  /** CSS width, e.g. `'8rem'`. */
  width?: string;
  /** Keep the cell on one line. */
  nowrap?: boolean;
  /** The header is a sort button (needs `sort` on the table). */
  sortable?: boolean;
}

/** Sorting state of the table: the sorted column and direction, and the header click handler. */
export interface DataTableSort {
  orderBy?: string;
  order: 'asc' | 'desc';
  /** Called with the clicked sortable column's key. */
  onSort: (key: string) => void;
}

/** Row selection: the selected row keys and the change handler (called with the new key list). */
export interface DataTableSelection {
  selected: ReadonlySet<string | number>;
  onChange: (keys: (string | number)[]) => void;
}

/** Server paging state and its change handler. */
export interface DataTablePaging {
  /** Current page, from 1. */
  pageNo: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows in all pages. */
  total: number;
  /** Called with the new page and size (size changes reset to page 1). */
  onChange: (pageNo: number, pageSize: number) => void;
  /** Choices of the page-size select. Default 10, 20, 50, 100 (the server allows at most 100). */
  pageSizes?: number[];
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  /** A unique key per row. */
  rowKey: (row: T) => string | number;
  /** First load: skeleton rows; reload with rows present: rows dimmed. */
  loading?: boolean;
  /** When set (and not loading), the error state replaces the body. */
  error?: unknown;
  /** Retry handler for the error state. */
  onRetry?: () => void;
  /** Replaces the default empty state. */
  empty?: ReactNode;
  /** Paging bar under the table; omitted when undefined. */
  paging?: DataTablePaging;
  /** Accessible name of the table. */
  label?: string;
  /** Sorting of `sortable` columns. */
  sort?: DataTableSort;
  /** Check boxes in a first column (and "select all" in its header). */
  selection?: DataTableSelection;
}

const DEFAULT_SIZES = [10, 20, 50, 100];

/**
 * A data table. Renders rows with `columns`, a skeleton while loading, `empty` when there
 * are no rows, an error state with Retry on failure, and a paging bar (total, page
 * buttons, page size) when `paging` is given.
 */
export function DataTable<T>({
  columns: given,
  rows,
  rowKey,
  loading = false,
  error,
  onRetry,
  empty,
  paging,
  label,
  sort,
  selection,
}: DataTableProps<T>) {
  const { t } = useTranslation('resource');
  const columns = selection ? [selectionColumn(rows, rowKey, selection, t), ...given] : given;
  const showSkeleton = loading && rows.length === 0;
  const showError = !loading && !!error;
  const showEmpty = !loading && !error && rows.length === 0;
  // Rows already shown stay at full contrast while the next page or filter loads (dimmed
  // text would fail WCAG 1.4.3); a thin bar above them says that more is coming.
  const refreshing = loading && rows.length > 0;
  return (
    <Box position="relative">
      {refreshing ? (
        <Progress.Root
          value={null}
          size="xs"
          colorPalette="teal"
          position="absolute"
          top="0"
          insetX="0"
          zIndex="1"
          aria-label={t('common:loading')}
        >
          <Progress.Track bg="transparent">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg">
        <Table.Root size="sm" interactive aria-label={label} aria-busy={loading || undefined} stickyHeader>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {columns.map((c) => (
                <Table.ColumnHeader
                  key={c.key}
                  textAlign={c.align}
                  width={c.width}
                  whiteSpace="nowrap"
                  color="fg.muted"
                  fontWeight="semibold"
                  py="3"
                  aria-sort={
                    sort && c.sortable && sort.orderBy === c.key
                      ? sort.order === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {sort && c.sortable ? <SortButton column={c.key} header={c.header} sort={sort} /> : c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {showSkeleton
              ? Array.from({ length: 5 }, (_, i) => (
                  <Table.Row key={`sk${i}`}>
                    {columns.map((c) => (
                      <Table.Cell key={c.key} py="3">
                        <Skeleton height="4" />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              : null}
            {showError || showEmpty ? (
              <Table.Row _hover={{ bg: 'transparent' }}>
                <Table.Cell colSpan={columns.length} py="6">
                  {showError ? <ErrorState error={error} onRetry={onRetry} /> : (empty ?? <EmptyState />)}
                </Table.Cell>
              </Table.Row>
            ) : null}
            {!showSkeleton && !showError
              ? rows.map((row) => (
                  <Table.Row key={rowKey(row)} data-testid="data-row">
                    {columns.map((c) => (
                      <Table.Cell
                        key={c.key}
                        data-column={c.key}
                        textAlign={c.align}
                        whiteSpace={c.nowrap ? 'nowrap' : undefined}
                        py="3"
                      >
                        {c.render(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {paging ? <PagingBar {...paging} /> : null}
    </Box>
  );
}

/** A sortable header: the header text and an arrow showing the direction. */
function SortButton({ column, header, sort }: { column: string; header: ReactNode; sort: DataTableSort }) {
  const active = sort.orderBy === column;
  const Icon = !active ? LuArrowUpDown : sort.order === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      cursor="pointer"
      fontWeight="inherit"
      color={active ? 'fg' : 'inherit'}
      onClick={() => sort.onSort(column)}
      data-testid={`sort-${column}`}
    >
      {header}
      <Icon aria-hidden />
    </chakra.button>
  );
}

/** One check box (row or "select all"). */
function SelectBox({
  checked,
  label,
  onChange,
}: {
  checked: boolean | 'indeterminate';
  label: string;
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} aria-label={label}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The check box column of a selectable table. */
function selectionColumn<T>(
  rows: T[],
  rowKey: (row: T) => string | number,
  { selected, onChange }: DataTableSelection,
  t: (k: string) => string,
): DataTableColumn<T> {
  const keys = rows.map(rowKey);
  const count = keys.filter((k) => selected.has(k)).length;
  const all = count > 0 && count === keys.length ? true : count > 0 ? 'indeterminate' : false;
  return {
    key: '__select',
    width: '2.5rem',
    header: <SelectBox checked={all} label={t('selectAll')} onChange={(on) => onChange(on ? keys : [])} />,
    render: (row) => {
      const k = rowKey(row);
      return (
        <SelectBox
          checked={selected.has(k)}
          label={t('selectRow')}
          onChange={(on) =>
            onChange(on ? [...keys.filter((x) => selected.has(x)), k] : [...selected].filter((x) => x !== k))
          }
        />
      );
    },
  };
}

/** The paging bar: "N in total", page buttons, page-size select. */
export function PagingBar({ pageNo, pageSize, total, onChange, pageSizes = DEFAULT_SIZES }: DataTablePaging) {
  const { t } = useTranslation('admin');
  return (
    <Flex mt="4" align="center" justify="flex-end" gap="4" wrap="wrap" data-testid="paging">
      <Text textStyle="sm" color="fg.muted">
        {t('table.total', { total })}
      </Text>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={pageNo}
        siblingCount={1}
        onPageChange={(e) => onChange(e.page, pageSize)}
      >
        <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label={t('table.prevPage')}>
              <LuChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(page) => (
              <IconButton
                aria-label={t('table.page', { page: page.value })}
                variant={{ base: 'ghost', _selected: 'solid' }}
                colorPalette={{ base: 'gray', _selected: 'blue' }}
              >
                {page.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label={t('table.nextPage')}>
              <LuChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
      <HStack gap="2">
        <NativeSelect.Root size="sm" width="7.5rem">
          <NativeSelect.Field
            aria-label={t('table.rowsPerPage')}
            value={String(pageSize)}
            onChange={(e) => onChange(1, Number(e.currentTarget.value))}
          >
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {t('table.pageSize', { size: s })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </Flex>
  );
}
