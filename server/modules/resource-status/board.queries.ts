/**
 * The one read of the live board (/resourceStatus): every enabled site (of a
 * campus / scene) with its place, the booking covering now, the next booking and its
 * live holds, in one statement whose per-site lookups stay index-bound however large the
 * reservation table grows:
 *
 * - now, single sites: the exclusion constraint's own predicate (`exclusive`, the four
 *   active states, `tstzrange(start_at, end_at, '[)') && [now, now]` with `site_id = …`),
 *   answered by its GiST index (reserve.queries.ts `activeOverlapping`, docs/benchmarks.md);
 * - now, capacity sites (outside that partial index): the `(site_id, start_at)` B-tree,
 *   bounded below by the longest booking any rule allows (`spanDays`), so it reads the last
 *   few days of the site, not its history;
 * - next: the same B-tree from now on, first match;
 * - holds: `site_hold` rows of the site still live (the table only ever holds a few).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Lang } from '../../../platform/i18n/languages';
import { placeNameOf } from '../../db/place-name';

/** The active states of the exclusion constraint's predicate (migration 0001), spelled as it does. */
const CONSTRAINT_STATES = sql`('pendingAudit', 'approved', 'checkedIn', 'completed')`;

/** A booking of the board as read. */
export interface BoardBookingRow {
  id: number;
  startAt: Date;
  endAt: Date;
  status: string;
  userName: string;
  account: string;
}

/** One site of the board as read. */
export interface BoardRow {
  siteId: number;
  siteName: string;
  sceneId: number;
  kind: 'single' | 'capacity';
  capacity: number;
  slotMinutes: number;
  scene: { nameCn: string; nameEn: string; nameTc: string };
  campusId: number;
  campusName: string;
  buildingName: string;
  floorName: string;
  timeZone: string;
  current: BoardBookingRow | null;
  currentCount: number;
  next: BoardBookingRow | null;
  heldUntil: Date | null;
}

/**
 * The longest a booking can last, in whole days: one day, or the most days of a
 * cross-day rule (any rule, enabled or not: bookings keep the rule they were made under),
 * plus one day of margin.
 */
export async function longestBookingDays(db: Db): Promise<number> {
  const [row] = rowsOf<{ days: number }>(
    await db.execute(sql`
    select coalesce(max(case when allow_cross_day then max_cross_days else 1 end), 1)::int + 1 as days
    from reserve_rule`),
  );
  return Number(row.days);
}

/** The rows of a raw statement's result (both drivers answer `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A timestamp as either driver returns it (a Date, or ISO text). */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function booking(prefix: string, r: Record<string, unknown>): BoardBookingRow | null {
  if (r[`${prefix}_id`] === null || r[`${prefix}_id`] === undefined) return null;
  return {
    id: Number(r[`${prefix}_id`]),
    startAt: toDate(r[`${prefix}_start`]),
    endAt: toDate(r[`${prefix}_end`]),
    status: String(r[`${prefix}_status`]),
    userName: String(r[`${prefix}_user`]),
    account: String(r[`${prefix}_account`]),
  };
}

/** Filters of the board. */
export interface BoardFilter {
  campusId?: number;
  sceneId?: number;
}

/**
 * The board's statement at `now`, places named in `lang` (exported so tests can EXPLAIN it).
 * @param spanDays see {@link longestBookingDays}
 */
export function boardSql(now: Date, spanDays: number, filter: BoardFilter, lang: Lang): SQL {
  const at = now.toISOString();
  const since = new Date(now.getTime() - spanDays * 86_400_000).toISOString();
  const where: SQL[] = [sql`s.enabled`];
  if (filter.campusId) where.push(sql`c.id = ${filter.campusId}`);
  if (filter.sceneId) where.push(sql`s.scene_id = ${filter.sceneId}`);
  return sql`
    select s.id as site_id, ${placeNameOf('s', lang)} as site_name, s.scene_id, s.kind, s.capacity, s.slot_minutes,
      sc.name_cn, sc.name_en, sc.name_tc, c.id as campus_id, ${placeNameOf('c', lang)} as campus_name, c.time_zone,
      ${placeNameOf('b', lang)} as building_name, ${placeNameOf('f', lang)} as floor_name,
      cur.id as cur_id, cur.start_at as cur_start, cur.end_at as cur_end, cur.status as cur_status,
      cur.user_name as cur_user, cur.account as cur_account, coalesce(cur.n, 0)::int as cur_count,
      nxt.id as nxt_id, nxt.start_at as nxt_start, nxt.end_at as nxt_end, nxt.status as nxt_status,
      nxt.user_name as nxt_user, nxt.account as nxt_account,
      hold.until as held_until
    from site s
    join scene sc on sc.id = s.scene_id
    join floor f on f.id = s.floor_id
    join building b on b.id = f.building_id
    join campus c on c.id = b.campus_id
    left join lateral (
      select r.id, r.start_at, r.end_at, r.status, u.name as user_name, u.account, count(*) over () as n
      from (
        select r1.id, r1.start_at, r1.end_at, r1.status, r1.user_id from reservation r1
        where s.kind = 'single' and r1.site_id = s.id and r1.exclusive and r1.status in ${CONSTRAINT_STATES}
          and tstzrange(r1.start_at, r1.end_at, '[)') && tstzrange(${at}::timestamptz, ${at}::timestamptz, '[]')
        union all
        select r2.id, r2.start_at, r2.end_at, r2.status, r2.user_id from reservation r2
        where s.kind = 'capacity' and r2.site_id = s.id
          and r2.start_at <= ${at}::timestamptz and r2.start_at > ${since}::timestamptz and r2.end_at >
            ${at}::timestamptz
      ) r
      join sys_user u on u.id = r.user_id
      where r.status in ('pendingAudit', 'approved', 'checkedIn')
      order by (r.status = 'pendingAudit'), r.start_at, r.id
      limit 1
    ) cur on true
    left join lateral (
      select r.id, r.start_at, r.end_at, r.status, u.name as user_name, u.account
      from reservation r join sys_user u on u.id = r.user_id
      where r.site_id = s.id and r.start_at > ${at}::timestamptz and r.status in ('pendingAudit', 'approved')
      order by r.start_at, r.id
      limit 1
    ) nxt on true
    left join lateral (
      select max(h.expires_at) as until from site_hold h where h.site_id = s.id and h.expires_at > ${at}::timestamptz
    ) hold on true
    where ${sql.join(where, sql` and `)}
    order by c.sort, c.id, b.sort, b.id, f.level, f.id, s.sort, s.id`;
}

/**
 * The board's rows at `now` for enabled sites matching the filters, in place order
 * (campus, building, floor, site sort), places named in `lang`.
 * @param spanDays see {@link longestBookingDays}
 */
export async function boardRows(
  db: Db,
  now: Date,
  spanDays: number,
  filter: BoardFilter,
  lang: Lang,
): Promise<BoardRow[]> {
  return rowsOf<Record<string, unknown>>(await db.execute(boardSql(now, spanDays, filter, lang))).map((r) => ({
    siteId: Number(r.site_id),
    siteName: String(r.site_name),
    sceneId: Number(r.scene_id),
    kind: r.kind as BoardRow['kind'],
    capacity: Number(r.capacity),
    slotMinutes: Number(r.slot_minutes),
    scene: { nameCn: String(r.name_cn), nameEn: String(r.name_en), nameTc: String(r.name_tc) },
    campusId: Number(r.campus_id),
    campusName: String(r.campus_name),
    buildingName: String(r.building_name),
    floorName: String(r.floor_name),
    timeZone: String(r.time_zone),
    current: booking('cur', r),
    currentCount: Number(r.cur_count),
    next: booking('nxt', r),
    heldUntil: r.held_until === null || r.held_until === undefined ? null : toDate(r.held_until),
  }));
}
