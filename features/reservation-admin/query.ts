/**
 * The /reserveManage query (filters + paging) and its round trip through the URL's
 * search parameters, so a reload or a shared link keeps the list as it was. Shapes
 * follow the reserveManagePage contract (platform/contracts/reserve.contract.ts).
 */
import { ReservationStatus } from '../../platform/contracts/reserve.contract';

/** Filters of the list; empty strings mean "any". */
export interface ReserveFilters {
  keyword: string;
  /** Scene id as text ('' = all scenes). */
  sceneId: string;
  /** A ReservationStatus or '' (all). */
  status: string;
  /** `YYYY-MM-DD` or ''. */
  dateFrom: string;
  /** `YYYY-MM-DD` or ''. */
  dateTo: string;
}

/** Filters plus paging. */
export interface ReserveQuery extends ReserveFilters {
  pageNo: number;
  pageSize: number;
}

/** No filter, first page of 10. */
export const EMPTY_FILTERS: ReserveFilters = { keyword: '', sceneId: '', status: '', dateFrom: '', dateTo: '' };
export const DEFAULT_PAGE_SIZE = 10;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const posInt = (s: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(s);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** Reads the query from URL search parameters; anything malformed falls back to "any". */
export function parseReserveQuery(params: URLSearchParams): ReserveQuery {
  const status = params.get('status') ?? '';
  const sceneId = params.get('sceneId') ?? '';
  const dateFrom = params.get('dateFrom') ?? '';
  const dateTo = params.get('dateTo') ?? '';
  return {
    keyword: (params.get('keyword') ?? '').slice(0, 64),
    sceneId: /^\d+$/.test(sceneId) ? sceneId : '',
    status: ReservationStatus.safeParse(status).success ? status : '',
    dateFrom: DATE.test(dateFrom) ? dateFrom : '',
    dateTo: DATE.test(dateTo) ? dateTo : '',
    pageNo: posInt(params.get('pageNo'), 1),
    pageSize: posInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, 100),
  };
}

/** Writes the query as URL search parameters, leaving out defaults and empty filters. */
export function toSearchParams(q: ReserveQuery): URLSearchParams {
  const p = new URLSearchParams();
  for (const k of ['keyword', 'sceneId', 'status', 'dateFrom', 'dateTo'] as const) {
    const v = q[k].trim();
    if (v) p.set(k, v);
  }
  if (q.pageNo !== 1) p.set('pageNo', String(q.pageNo));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) p.set('pageSize', String(q.pageSize));
  return p;
}

/** The call input of reserveManagePage for a query (empty filters left out). */
export function toCallInput(q: ReserveQuery) {
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    ...(q.keyword.trim() ? { keyword: q.keyword.trim() } : {}),
    ...(q.sceneId ? { sceneId: Number(q.sceneId) } : {}),
    ...(q.status ? { status: q.status as ReservationStatus } : {}),
    ...(q.dateFrom ? { dateFrom: q.dateFrom } : {}),
    ...(q.dateTo ? { dateTo: q.dateTo } : {}),
  };
}
