/**
 * The list query of a resource page (filters, paging, sorting) and its round trip
 * through the URL's search parameters, so a reload or a shared link keeps the list as
 * it was. Filter values are kept as text; `listInputOf` builds the list call's
 * input (trimmed, empty filters left out, `numeric` filters as numbers).
 */
import type { ResourceFilter } from './types';

/** Rows per page when the URL says nothing. */
export const DEFAULT_PAGE_SIZE = 10;
/** The server's largest page (PageQuery). */
export const MAX_PAGE_SIZE = 100;

/** Filters (by input name, '' = any), paging (from 1) and sorting of a list. */
export interface ListQuery {
  filters: Record<string, string>;
  pageNo: number;
  pageSize: number;
  /** A sortable column key, or undefined for the list's natural order. */
  orderBy?: string;
  order: 'asc' | 'desc';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 128;

/** Every URL / input name of the filters (`name`, and `nameTo` of a date range). */
export function filterNames(filters: readonly ResourceFilter[]): string[] {
  return filters.flatMap((f) => (f.kind === 'dateRange' && f.nameTo ? [f.name, f.nameTo] : [f.name]));
}

/** All filters empty. */
export function emptyFilters(filters: readonly ResourceFilter[]): Record<string, string> {
  return Object.fromEntries(filterNames(filters).map((n) => [n, '']));
}

function posInt(s: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(s);
  return s !== null && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/**
 * Reads the query from URL search parameters. Malformed values fall back: dates must be
 * `YYYY-MM-DD`, texts are cut at 128 characters, paging falls back to page 1 of 10 (at
 * most 100 a page), `orderBy` must be one of `sortable`.
 */
export function readListQuery(
  params: URLSearchParams,
  filters: readonly ResourceFilter[],
  sortable: readonly string[] = [],
): ListQuery {
  const values: Record<string, string> = {};
  for (const f of filters) {
    for (const name of f.kind === 'dateRange' && f.nameTo ? [f.name, f.nameTo] : [f.name]) {
      const raw = (params.get(name) ?? '').slice(0, MAX_TEXT);
      values[name] = f.kind === 'date' || f.kind === 'dateRange' ? (DATE.test(raw) ? raw : '') : raw;
    }
  }
  const orderBy = params.get('orderBy') ?? '';
  return {
    filters: values,
    pageNo: posInt(params.get('pageNo'), 1),
    pageSize: posInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    ...(sortable.includes(orderBy) ? { orderBy } : {}),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** Writes the query as URL search parameters, leaving out empty filters and defaults (filters first, in order). */
export function writeListQuery(q: ListQuery): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q.filters)) {
    const s = v.trim();
    if (s) p.set(k, s);
  }
  if (q.pageNo !== 1) p.set('pageNo', String(q.pageNo));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) p.set('pageSize', String(q.pageSize));
  if (q.orderBy) {
    p.set('orderBy', q.orderBy);
    p.set('order', q.order);
  }
  return p;
}

/**
 * `current` with the list query replaced by `q` (see {@link writeListQuery}): parameters
 * the page does not manage (e.g. a selected application) are kept.
 */
export function mergeListQuery(
  current: URLSearchParams,
  q: ListQuery,
  filters: readonly ResourceFilter[],
): URLSearchParams {
  const managed = new Set([...filterNames(filters), 'pageNo', 'pageSize', 'orderBy', 'order']);
  const out = new URLSearchParams([...current].filter(([k]) => !managed.has(k)));
  for (const [k, v] of writeListQuery(q)) out.set(k, v);
  return out;
}

/**
 * The filter part of a list call's input: `fixed` (the page's `listInput`) under the
 * trimmed, non-empty filters; `numeric` filters as numbers.
 */
export function filterInputOf(
  q: Pick<ListQuery, 'filters'>,
  filters: readonly ResourceFilter[],
  fixed: object = {},
): Record<string, unknown> {
  const numeric = new Set(filters.filter((f) => f.numeric).map((f) => f.name));
  const out: Record<string, unknown> = { ...fixed };
  for (const [k, v] of Object.entries(q.filters)) {
    const s = v.trim();
    if (s) out[k] = numeric.has(k) && Number.isFinite(Number(s)) ? Number(s) : s;
  }
  return out;
}

/** The whole input of a `…/page` call: filters (see {@link filterInputOf}), paging and sorting. */
export function listInputOf(
  q: ListQuery,
  filters: readonly ResourceFilter[],
  fixed: object = {},
): Record<string, unknown> {
  return {
    ...filterInputOf(q, filters, fixed),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    ...(q.orderBy ? { orderBy: q.orderBy, order: q.order } : {}),
  };
}

/** The next sort after clicking column `key`: asc → desc → natural order. */
export function nextSort(q: Pick<ListQuery, 'orderBy' | 'order'>, key: string): Pick<ListQuery, 'orderBy' | 'order'> {
  if (q.orderBy !== key) return { orderBy: key, order: 'asc' };
  if (q.order === 'asc') return { orderBy: key, order: 'desc' };
  return { orderBy: undefined, order: 'asc' };
}
