/**
 * What a refused call must leave as it was, read in one statement: a figure of every public base table of the
 * test server's database — its row count, or a digest of its contents (md5 of its rows' text, in order). The
 * matrices compare the figures before and after each of their thousands of calls, so one round trip instead of one
 * per table keeps them to seconds on PGlite.
 */
import { sql } from 'drizzle-orm';
import type { TestServer } from './harness';

/** What to read of each table: its row count, or a digest of its rows. */
export type TableFigure = 'rows' | 'digest';

/** The public base tables of the server's database, by name. */
async function publicTables(server: TestServer): Promise<string[]> {
  const rows = await server.query<{ name: string }>(sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rows.map((r) => r.name);
}

/**
 * The figure of each public base table except those named in `except` (tables any request writes to), keyed by table
 * name: a count (`rows`) or an md5 digest of the rows' text in order (`digest`).
 */
export async function tableFigures(
  server: TestServer,
  figure: TableFigure,
  except: ReadonlySet<string>,
): Promise<Record<string, number | string>> {
  const tables = (await publicTables(server)).filter((t) => !except.has(t));
  const parts = tables.map((t) =>
    figure === 'rows'
      ? sql`select ${t}::text as t, (select count(*)::int from ${sql.identifier(t)})::text as v`
      : sql`select ${t}::text as t, (select md5(coalesce(string_agg(x::text, '|' order by x::text), ''))
          from ${sql.identifier(t)} x) as v`,
  );
  const rows = await server.query<{ t: string; v: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.t, figure === 'rows' ? Number(r.v) : r.v]));
}
