/**
 * `.xlsx` files in the browser (export / import / templates), with exceljs loaded
 * on demand: building a one-sheet workbook from a header and rows, reading the first
 * sheet back as text cells, the `YYYYMMDD` date stamp of export names, and the download.
 */
import type { CellValue as ExcelCellValue, Workbook } from 'exceljs';
import { saveBlob } from '../components/save-blob';

/** A value written to a cell. Dates are written as dates; null leaves the cell empty. */
export type SheetValue = string | number | boolean | Date | null;

/** The first sheet of a file: header texts and the data rows (1-based sheet row numbers) as text. */
export interface SheetData {
  header: string[];
  rows: { rowNumber: number; cells: string[] }[];
}

/** The mime type of `.xlsx`. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}

/** A value of any shape as something a cell holds (objects as JSON, undefined as empty). */
export function toSheetValue(value: unknown): SheetValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  return JSON.stringify(value);
}

/**
 * A workbook with one sheet `sheetName`: a bold header row, then `rows`; column widths
 * follow the longest text (10–50 characters). Resolves to the `.xlsx` bytes.
 */
export async function buildSheet(sheetName: string, header: string[], rows: SheetValue[][]): Promise<ArrayBuffer> {
  const wb = await newWorkbook();
  const ws = wb.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((col, i) => {
    const longest = Math.max(header[i]?.length ?? 0, ...rows.map((r) => String(r[i] ?? '').length));
    col.width = Math.min(50, Math.max(10, longest + 2));
  });
  const buffer = await wb.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

/** `2026-01-05` of a date in local time (dates of import cells). */
function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * One cell as trimmed text: rich text joined, hyperlinks by their text, formulas by
 * their result, dates as `YYYY-MM-DD` (exceljs reads them as UTC midnight), errors and
 * empties as ''.
 */
export function cellText(value: ExcelCellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text as ExcelCellValue);
    if ('result' in value) return cellText(value.result as ExcelCellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

/** Reads the first sheet of `.xlsx` bytes: row 1 is the header; blank rows are skipped. Rejects on a broken file. */
export async function readSheet(data: ArrayBuffer): Promise<SheetData> {
  const wb = await newWorkbook();
  await wb.xlsx.load(data);
  const ws = wb.worksheets[0];
  if (!ws) return { header: [], rows: [] };
  const width = ws.columnCount;
  const textsOf = (rowNumber: number) =>
    Array.from({ length: width }, (_, i) => cellText(ws.getRow(rowNumber).getCell(i + 1).value));
  const header = textsOf(1);
  const rows: SheetData['rows'] = [];
  for (let n = 2; n <= ws.rowCount; n++) {
    const cells = textsOf(n);
    if (cells.some((c) => c !== '')) rows.push({ rowNumber: n, cells });
  }
  return { header, rows };
}

/** `20260105` of a date in local time (export file names). */
export function dateStamp(d: Date): string {
  return isoDay(d).replaceAll('-', '');
}

/** Makes the browser save `data` as `fileName` (ui/components saveBlob). */
export function downloadFile(data: ArrayBuffer, fileName: string, type: string = XLSX_TYPE): void {
  saveBlob(new Blob([data], { type }), fileName);
}
