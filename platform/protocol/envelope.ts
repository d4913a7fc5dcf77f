/**
 * The response envelope `{ code, msg, data }` (DESIGN.md §4, spec §8) and the paging
 * shape shared by every `…/page` call.
 */
import { z } from 'zod';
import { Code } from './codes';

/** Every response body (after decryption): `code` 0 is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A successful envelope. */
export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: Code.OK, msg, data };
}

/** A failed envelope; `data` carries optional details (e.g. field errors). */
export function fail(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}

/** Query of every `…/page` call: `pageNo` from 1, `pageSize` default 10, at most 100. */
export const PageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * `PageQuery` of a sortable list: `orderBy` one of `columns` (anything else is refused),
 * `order` `asc` or `desc` (default `asc`). Without `orderBy` the list keeps its natural order.
 */
export function sortablePageQuery<const K extends string>(columns: readonly [K, ...K[]]) {
  return PageQuery.extend({
    orderBy: z.enum(columns).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
  });
}

/** `data` of every `…/page` call. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface Page<T> {
  rows: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** Thrown by server code to answer with a catalogued code; `params` fill the message. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly params: Record<string, unknown> = {},
    readonly details: unknown = null,
  ) {
    super(`AppError ${code}`);
    this.name = 'AppError';
  }
}
