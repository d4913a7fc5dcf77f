/**
 * Query helpers of the `…/page` calls (DESIGN.md §4 paging): a literal `ILIKE` pattern,
 * the offset of a page, and the `{ rows, total, pageNo, pageSize }` answer.
 */
import type { PageQuery, Page } from '../../platform/protocol/envelope';

/** An `ILIKE` pattern matching `text` anywhere, with `%`, `_` and `\` taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows to skip for page `pageNo` (from 1) of `pageSize`. */
export function offsetOf(q: PageQuery): number {
  return (q.pageNo - 1) * q.pageSize;
}

/** The `data` of a page call: this page's `rows` and the `total` over all pages. */
export function pageResult<T>(rows: T[], total: number, q: PageQuery): Page<T> {
  return { rows, total, pageNo: q.pageNo, pageSize: q.pageSize };
}
