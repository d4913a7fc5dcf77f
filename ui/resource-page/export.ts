/**
 * Export of a resource list: every page of the list call with the current
 * filters (100 rows a call, the server's maximum), and the sheet's header and values
 * from the exportable columns.
 */
import { toSheetValue, type SheetValue } from './sheet';
import type { ResourceColumn } from './types';

/** One page of a `…/page` call. */
export interface PageChunk<Row> {
  rows: Row[];
  total: number;
}

/** Page size of the export loop. */
export const EXPORT_PAGE_SIZE = 100;

/** Loads pages 1, 2, … until `total` rows (or a short page) arrived; rejects with the first failing call's error. */
export async function fetchAllRows<Row>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<PageChunk<Row>>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPage(pageNo, EXPORT_PAGE_SIZE);
    rows.push(...page.rows);
    if (page.rows.length < EXPORT_PAGE_SIZE || rows.length >= page.total) return rows;
  }
}

/**
 * The export table: header = the translated labels of the columns not marked `noExport`,
 * values = `exportValue(row)` or `row[key]` (objects as JSON).
 */
export function exportTable<Row>(
  columns: readonly ResourceColumn<Row>[],
  rows: readonly Row[],
  translate: (key: string) => string,
): { header: string[]; values: SheetValue[][] } {
  const cols = columns.filter((c) => !c.noExport);
  return {
    header: cols.map((c) => translate(c.label)),
    values: rows.map((row) =>
      cols.map((c) => toSheetValue(c.exportValue ? c.exportValue(row) : (row as Record<string, unknown>)[c.key])),
    ),
  };
}
