/**
 * The accounts of a member import (/favorites), read from what the user gives:
 * typed text (one account per line, or several separated by commas, semicolons or tabs)
 * or the first sheet of an `.xlsx` file (the column headed "account" in any language,
 * else the first column). Each account keeps where it came from: its line, or its sheet
 * row, for the per-row report.
 */
import type { SheetData } from '../../ui/resource-page/sheet';

/** One account and its line (typed text, from 1) or sheet row (1-based, the header is row 1). */
export interface AccountLine {
  line: number;
  account: string;
}

/** The accounts of typed text, in order; blank entries are skipped. */
export function accountsFromText(text: string): AccountLine[] {
  return text.split(/\r?\n/).flatMap((row, i) =>
    row
      .split(/[,，;；\t]/)
      .map((a) => a.trim())
      .filter(Boolean)
      .map((account) => ({ line: i + 1, account })),
  );
}

/**
 * The accounts of a sheet: the column whose header equals one of `headers`
 * (case-insensitive, trimmed), else the first column; rows with that cell blank are skipped.
 */
export function accountsFromSheet(sheet: SheetData, headers: readonly string[]): AccountLine[] {
  const wanted = headers.map((h) => h.trim().toLowerCase());
  const found = sheet.header.findIndex((h) => wanted.includes(h.trim().toLowerCase()));
  const column = found >= 0 ? found : 0;
  return sheet.rows.flatMap((r) => {
    const account = (r.cells[column] ?? '').trim();
    return account ? [{ line: r.rowNumber, account }] : [];
  });
}
