/**
 * The queries of /loginLog and /operationLog (filters + paging) and their round trip
 * through the URL's search parameters, so a reload or a shared link keeps the list.
 * Shapes follow platform/contracts/log.contract.ts; empty strings mean "any".
 */
import { LoginOutcome } from '../../platform/contracts/log.contract';

/** Filters of the login log. `outcome` is `success`, `failure` or ''. */
export interface LoginLogFilters { account: string; outcome: string; dateFrom: string; dateTo: string }
/** Filters of the operation log. `path` is a keyword of the call path. */
export interface OperationLogFilters { account: string; path: string; dateFrom: string; dateTo: string }
/** Paging of both lists. */
export interface Paging { pageNo: number; pageSize: number }

export const DEFAULT_PAGE_SIZE = 10;
export const EMPTY_LOGIN_FILTERS: LoginLogFilters = { account: '', outcome: '', dateFrom: '', dateTo: '' };
export const EMPTY_OPERATION_FILTERS: OperationLogFilters = { account: '', path: '', dateFrom: '', dateTo: '' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const posInt = (s: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(s);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};
const text = (params: URLSearchParams, k: string, max: number) => (params.get(k) ?? '').slice(0, max);
const date = (params: URLSearchParams, k: string) => { const v = params.get(k) ?? ''; return DATE.test(v) ? v : ''; };

/** Paging from URL parameters (page 1 of 10 when absent or malformed; at most 100 a page). */
function pagingOf(params: URLSearchParams): Paging {
  return { pageNo: posInt(params.get('pageNo'), 1), pageSize: posInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, 100) };
}

/** Reads the login-log query from URL parameters; malformed values fall back to "any". */
export function parseLoginLogQuery(params: URLSearchParams): LoginLogFilters & Paging {
  const outcome = params.get('outcome') ?? '';
  return {
    account: text(params, 'account', 64),
    outcome: LoginOutcome.safeParse(outcome).success ? outcome : '',
    dateFrom: date(params, 'dateFrom'), dateTo: date(params, 'dateTo'),
    ...pagingOf(params),
  };
}

/** Reads the operation-log query from URL parameters; malformed values fall back to "any". */
export function parseOperationLogQuery(params: URLSearchParams): OperationLogFilters & Paging {
  return {
    account: text(params, 'account', 64), path: text(params, 'path', 128),
    dateFrom: date(params, 'dateFrom'), dateTo: date(params, 'dateTo'),
    ...pagingOf(params),
  };
}

/** Writes a query as URL parameters, leaving out empty filters and default paging. */
export function toSearchParams(q: Record<string, string | number>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (k === 'pageNo' || k === 'pageSize') continue;
    const s = String(v).trim();
    if (s) p.set(k, s);
  }
  if (q.pageNo !== 1) p.set('pageNo', String(q.pageNo));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) p.set('pageSize', String(q.pageSize));
  return p;
}

/** The call input of a query: trimmed filters, empty ones left out, paging kept. */
export function toCallInput<Q extends Paging>(q: Q): Partial<Record<keyof Q, string>> & Paging {
  const out: Record<string, string | number> = { pageNo: q.pageNo, pageSize: q.pageSize };
  for (const [k, v] of Object.entries(q)) {
    if (k === 'pageNo' || k === 'pageSize') continue;
    const s = String(v).trim();
    if (s) out[k] = s;
  }
  return out as Partial<Record<keyof Q, string>> & Paging;
}
