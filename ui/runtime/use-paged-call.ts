/**
 * A list read page after page (spec §2 "a long list loads by page as one scrolls"): a read call
 * whose input takes `pageNo` and whose answer is `{ rows, total, pageNo, pageSize }`, as a TanStack
 * infinite query keyed like {@link useCall} (`[path, 'pages', input, lang]`), always read fresh.
 * Pair it with ui/components LoadMoreButton, which reads the next page when it scrolls into view.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallContract, CallInput, CallOutput } from '../../platform/contracts/define-call';
import { useApi, useLang } from './hooks';

/** The answer of a paged read (platform/contracts/common.ts pages). */
export interface PagedAnswer<Row> {
  rows: Row[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** The row type of a paged call. */
export type PagedRow<C extends CallContract> = CallOutput<C> extends PagedAnswer<infer Row> ? Row : never;

/** The page number after `last`, or undefined when `last` holds the final rows. */
export function nextPageNo(last: PagedAnswer<unknown>): number | undefined {
  return last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;
}

/**
 * Reads `contract` page by page from page 1 with `input` (everything but `pageNo`); `rows` are the rows of
 * every page read so far, in order. Failures were already shown as toasts by the client.
 */
export function usePagedCall<C extends CallContract>(
  contract: C,
  input: Omit<CallInput<C>, 'pageNo'>,
  options: { enabled?: boolean } = {},
) {
  const api = useApi();
  const { lang } = useLang();
  const query = useInfiniteQuery({
    queryKey: [contract.path, 'pages', input, lang],
    queryFn: ({ pageParam, signal }) =>
      api(contract, { ...input, pageNo: pageParam } as CallInput<C>, { signal }) as Promise<
        CallOutput<C> & PagedAnswer<PagedRow<C>>
      >,
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: 0,
    enabled: options.enabled,
  });
  const rows: PagedRow<C>[] = query.data?.pages.flatMap((page) => page.rows) ?? [];
  return { ...query, rows };
}
