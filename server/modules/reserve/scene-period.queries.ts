/**
 * The one read of a scene's bookings and holds for a date range (`scene/period`): the
 * active reservations and the live holds of every site of the scene overlapping
 * [from, to), in one statement whose per-site lookups stay index-bound however large the
 * reservation table grows (as `activeOverlapping` reads one site, reserve.queries.ts):
 *
 * - single sites: for each site (`unnest` + `lateral`), the exclusion constraint's own
 *   predicate (`exclusive`, the four active states, `tstzrange(start_at, end_at, '[)') &&
 *   [from, to)` with `site_id = …`), answered by its GiST index; a plain `site_id = any(…)`
 *   is no index condition of a GiST index, so the lateral form keeps one index probe per site;
 * - capacity sites (outside that partial index): the `(site_id, start_at)` B-tree, as
 *   `activeOverlapping` reads them;
 * - the family's bookings (a whole and its parts, docs/fitness-sites.md): a whole's slot is taken by a booking of
 *   one of its parts and a part's by a booking of its whole, read from the claims the exclusion constraint
 *   `site_claim_no_overlap` keeps (a whole's units are its parts, a part's unit is itself) through that
 *   constraint's GiST index, leaving out the site's own bookings (already read above). A whole booked claims
 *   each part once and two parts claim nothing in common, so no booking is read twice for one site; sites in no
 *   family have no `site_part` row and cost one probe of that small table;
 * - holds: `site_hold` rows still live (the table only ever holds a few).
 *
 * `scene/summary` reads the same rows through the same statement, each range as two epoch
 * milliseconds, gathered per site and kind into ascending starts and ends: what counting
 * the slots needs, without a Date or a slot per booking ({@link sceneEdges}).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HoldRange } from './holds';
import { ACTIVE_STATUSES } from './reserve.queries';

/** The active states spelled as literals, as the exclusion constraint's predicate spells them (migration 0001). */
const CONSTRAINT_STATES = sql.raw(`(${ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** A site as the statement needs it. */
export interface ScenePeriodSite {
  id: number;
  kind: 'single' | 'capacity';
}

/** What the statement read, per site id. */
export interface SceneReads {
  bookings: Map<number, { startAt: Date; endAt: Date }[]>;
  holds: Map<number, HoldRange[]>;
}

/** An int[] parameter as PostgreSQL array text (both drivers send it as one value). */
function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** The statement (exported so tests and the benchmark notes can EXPLAIN it). */
export function sceneReadsSql(sites: readonly ScenePeriodSite[], from: Date, to: Date, now: Date): SQL {
  return rangesSql(sites, from, to, now);
}

/**
 * The active bookings (`what` 'b', the family's bookings that take a single site's slots included) and live holds
 * ('h') of `sites` overlapping [from, to) at `now`: `what, site_id, start_at, end_at, user_id, expires_at`, one
 * row each.
 */
function rangesSql(sites: readonly ScenePeriodSite[], from: Date, to: Date, now: Date): SQL {
  const [lo, hi, at] = [from.toISOString(), to.toISOString(), now.toISOString()];
  const single = sites.filter((s) => s.kind === 'single').map((s) => s.id);
  const capacity = sites.filter((s) => s.kind !== 'single').map((s) => s.id);
  return sql`
    select 'b' as what, r.site_id, r.start_at, r.end_at, null::int as user_id, null::timestamptz as expires_at
    from unnest(${idArray(single)}) as s(id)
    cross join lateral (
      select r1.site_id, r1.start_at, r1.end_at from reservation r1
      where r1.site_id = s.id and r1.exclusive and r1.status in ${CONSTRAINT_STATES}
        and tstzrange(r1.start_at, r1.end_at, '[)') && tstzrange(${lo}::timestamptz, ${hi}::timestamptz, '[)')
    ) r
    union all
    select 'b', r2.site_id, r2.start_at, r2.end_at, null, null from reservation r2
    where r2.site_id = any(${idArray(capacity)}) and r2.status in ${CONSTRAINT_STATES}
      and r2.start_at < ${hi}::timestamptz and r2.end_at > ${lo}::timestamptz
    union all
    select 'b', f.site_id, c.start_at, c.end_at, null, null
    from (
      select p1.whole_site_id as site_id, p1.part_site_id as unit from site_part p1
      where p1.whole_site_id = any(${idArray(single)})
      union all
      select p2.part_site_id, p2.part_site_id from site_part p2 where p2.part_site_id = any(${idArray(single)})
    ) f
    join site_claim c on c.site_id = f.unit
      and tstzrange(c.start_at, c.end_at, '[)') && tstzrange(${lo}::timestamptz, ${hi}::timestamptz, '[)')
    join reservation r3 on r3.id = c.reservation_id and r3.site_id <> f.site_id
    union all
    select 'h', h.site_id, h.start_at, h.end_at, h.user_id, h.expires_at from site_hold h
    where h.site_id = any(${idArray(sites.map((s) => s.id))}) and h.expires_at > ${at}::timestamptz
      and h.start_at < ${hi}::timestamptz and h.end_at > ${lo}::timestamptz`;
}

/** A timestamp as either driver returns it (a Date, or ISO text). */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** Appends `value` to the list of `key`. */
function push<T>(map: Map<number, T[]>, key: number, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The active bookings and live holds of `sites` overlapping [from, to) at `now`, by site, in one statement. */
export async function sceneReads(
  db: Db,
  sites: readonly ScenePeriodSite[],
  from: Date,
  to: Date,
  now: Date,
): Promise<SceneReads> {
  const result = (await db.execute(sceneReadsSql(sites, from, to, now))) as unknown as {
    rows: Record<string, unknown>[];
  };
  const reads: SceneReads = { bookings: new Map(), holds: new Map() };
  for (const r of result.rows) {
    const siteId = Number(r.site_id);
    const range = { startAt: toDate(r.start_at), endAt: toDate(r.end_at) };
    if (r.what === 'b') push(reads.bookings, siteId, range);
    else push(reads.holds, siteId, { ...range, userId: Number(r.user_id), expiresAt: toDate(r.expires_at) });
  }
  return reads;
}

/**
 * Ranges of one kind (bookings or holds) of one site as two ascending lists of epoch
 * milliseconds: their starts, and their ends (each sorted on its own).
 */
export interface RangeEdges {
  starts: number[];
  ends: number[];
}

/** What the summary's statement read, per site id (a site without bookings or holds is absent). */
export type SceneEdges = Map<number, { bookings: RangeEdges; holds: RangeEdges }>;

/** No range at all. */
export const NO_RANGES: RangeEdges = { starts: [], ends: [] };

/**
 * The summary's statement: {@link sceneReadsSql}'s rows with each range as epoch
 * milliseconds (truncated, as a driver's Date is; {@link epochMs}) and nothing else — no timestamp to write
 * out and parse back per row. Aggregating per site in SQL (`string_agg … order by`) was
 * measured slower: PostgreSQL sorted every site's group twice.
 */
export function sceneEdgesSql(sites: readonly ScenePeriodSite[], from: Date, to: Date, now: Date): SQL {
  return sql`
    select x.what, x.site_id, ${epochMs(sql`x.start_at`)} as start_ms, ${epochMs(sql`x.end_at`)} as end_ms
    from (${rangesSql(sites, from, to, now)}) x`;
}

/**
 * A timestamptz as whole epoch milliseconds, exact in double precision (cheaper than
 * numeric `extract`): the whole minute's epoch (an integer) × 1000, plus the milliseconds
 * within the minute, truncated.
 */
function epochMs(column: SQL): SQL {
  const minute = sql`date_part('epoch', date_trunc('minute', ${column})) * 1000`;
  return sql`(${minute} + floor(date_part('milliseconds', ${column})))`;
}

/**
 * The active bookings and live holds of `sites` overlapping [from, to) at `now`, by site, as
 * ascending starts and ends in epoch milliseconds, in one statement (scene/summary).
 */
export async function sceneEdges(
  db: Db,
  sites: readonly ScenePeriodSite[],
  from: Date,
  to: Date,
  now: Date,
): Promise<SceneEdges> {
  const result = (await db.execute(sceneEdgesSql(sites, from, to, now))) as unknown as {
    rows: Record<string, unknown>[];
  };
  const edges: SceneEdges = new Map();
  for (const r of result.rows) {
    const siteId = Number(r.site_id);
    let site = edges.get(siteId);
    if (!site) edges.set(siteId, (site = { bookings: { starts: [], ends: [] }, holds: { starts: [], ends: [] } }));
    const ranges = r.what === 'b' ? site.bookings : site.holds;
    ranges.starts.push(Number(r.start_ms));
    ranges.ends.push(Number(r.end_ms));
  }
  const ascending = (a: number, b: number) => a - b;
  for (const { bookings, holds } of edges.values()) {
    for (const list of [bookings.starts, bookings.ends, holds.starts, holds.ends]) list.sort(ascending);
  }
  return edges;
}
