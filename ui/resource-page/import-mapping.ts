/**
 * Import sheets → field values: which column holds which field (the header
 * cell is the field's label in CN, EN or TC, or its name; case, spaces and a
 * "required" star are ignored), and one sheet row as a record of the mapped fields.
 */

/** A field that may be imported and every text its header may show. */
export interface ImportColumnSpec {
  name: string;
  /** The label in each language (and any alias). The name itself always matches. */
  labels: string[];
}

/** The result of {@link mapHeader}. */
export interface HeaderMapping {
  /** Per sheet column: the field it fills, or null (ignored column). */
  columns: (string | null)[];
  /** Fields no column matched (in field order). */
  missing: string[];
}

/** Normalises a header text: lower case, no white space, no `*`. */
export function normalizeHeader(text: string): string {
  return text.toLowerCase().replace(/[\s*＊]+/g, '');
}

/** Maps the header cells to fields; the first column of a field wins, later duplicates are ignored. */
export function mapHeader(header: readonly string[], fields: readonly ImportColumnSpec[]): HeaderMapping {
  const byText = new Map<string, string>();
  for (const f of fields) {
    for (const text of [f.name, ...f.labels]) {
      const key = normalizeHeader(text);
      if (key && !byText.has(key)) byText.set(key, f.name);
    }
  }
  const used = new Set<string>();
  const columns = header.map((h) => {
    const name = byText.get(normalizeHeader(h));
    if (!name || used.has(name)) return null;
    used.add(name);
    return name;
  });
  return { columns, missing: fields.map((f) => f.name).filter((n) => !used.has(n)) };
}

/** One row's cells as `{ field: text }` of the mapped columns; empty cells are left out. */
export function rowRecord(cells: readonly string[], columns: readonly (string | null)[]): Record<string, string> {
  const out: Record<string, string> = {};
  columns.forEach((name, i) => {
    const v = (cells[i] ?? '').trim();
    if (name && v !== '') out[name] = v;
  });
  return out;
}

/** The outcome of one failed sheet row: its sheet row number and the message shown. */
export interface ImportFailure {
  rowNumber: number;
  message: string;
}

/** What {@link importRows} needs. */
export interface ImportRun {
  rows: readonly { rowNumber: number; cells: string[] }[];
  columns: readonly (string | null)[];
  /** Validates one record; returns the parsed value, or the messages per field name. */
  validate: (
    record: Record<string, string>,
  ) => { ok: true; value: unknown } | { ok: false; errors: { field: string; message: string }[] };
  /** The label of a field in the user's language (for validation messages). */
  labelOf: (field: string) => string;
  /** Sends one valid row; rejects with the server's error. */
  send: (value: unknown) => Promise<unknown>;
  /** Called after each row with the rows done so far. */
  onProgress?: (done: number) => void;
}

/**
 * Validates and sends the rows one by one (in order). A row that fails validation is
 * not sent; its message lists `label: message` per field. A refused row keeps the
 * server's message. Resolves with the number sent and the failures.
 */
export async function importRows(run: ImportRun): Promise<{ ok: number; failures: ImportFailure[] }> {
  let ok = 0;
  const failures: ImportFailure[] = [];
  for (const [i, row] of run.rows.entries()) {
    const checked = run.validate(rowRecord(row.cells, run.columns));
    if (!checked.ok) {
      failures.push({
        rowNumber: row.rowNumber,
        message: checked.errors.map((e) => (e.field ? `${run.labelOf(e.field)}: ${e.message}` : e.message)).join('; '),
      });
    } else {
      try {
        await run.send(checked.value);
        ok++;
      } catch (error) {
        failures.push({ rowNumber: row.rowNumber, message: error instanceof Error ? error.message : String(error) });
      }
    }
    run.onProgress?.(i + 1);
  }
  return { ok, failures };
}
