/**
 * QueryList: a list fed by one query, with the states every such list needs — three
 * skeleton cards while it loads, ErrorState with Retry when it failed, an empty state when
 * it holds nothing, else the rows as a labelled `<ul>` (one `<li>` per row).
 */
import type { Key, ReactNode } from 'react';
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { ErrorState } from './states';

/** What QueryList reads of a query (TanStack Query's result has it). */
export interface QueryListSource {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Props of {@link QueryList}. */
export interface QueryListProps<Row> {
  /** The query the rows come from. */
  query: QueryListSource;
  /** The rows to show once loaded. */
  rows: readonly Row[];
  /** The list's accessible name (usually the page or tab title). */
  label: string;
  /** Shown when the query succeeded with no row (an EmptyState, maybe with a call to action). */
  empty: ReactNode;
  /** Title of the error state (ErrorState's default otherwise). */
  errorTitle?: ReactNode;
  /** Height of the loading skeleton cards (a Chakra size token, e.g. "24"). */
  skeletonHeight?: string;
  /** The row's React key. */
  rowKey: (row: Row) => Key;
  /** One row's content, inside its `<li>`. */
  renderRow: (row: Row) => ReactNode;
}

/** A query-fed list with its loading, failed and empty states. */
export function QueryList<Row>({
  query,
  rows,
  label,
  empty,
  errorTitle,
  skeletonHeight = '24',
  rowKey,
  renderRow,
}: QueryListProps<Row>) {
  if (query.isPending) {
    return (
      <Stack gap="3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={skeletonHeight} borderRadius="lg" />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <>{empty}</>;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={label}>
      {rows.map((row) => (
        <Box as="li" key={rowKey(row)}>
          {renderRow(row)}
        </Box>
      ))}
    </Stack>
  );
}
