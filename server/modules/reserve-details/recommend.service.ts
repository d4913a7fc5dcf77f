/**
 * Alternatives to a taken range (spec §7 /api/reserve/recommend), read from the
 * same slot grid the wizard shows (`periodOf` of the booking engine, so held, taken, past
 * and closed slots are never offered):
 *
 * - same site: free ranges of the asked length, on the asked day nearest the asked start,
 *   then on each following day (up to {@link RECOMMEND_DAYS} days in all) nearest the
 *   asked time of day;
 * - similar sites: the asked range itself, free, on the other enabled sites of the same
 *   scene, those of the same campus first.
 *
 * The answer holds at most {@link RECOMMEND_LIMIT}: up to {@link SAME_SITE_FIRST}
 * same-site ranges, then similar sites, then more same-site ranges to fill it.
 * Reservation rules (booking window, limits) are not applied here: booking an
 * alternative goes through addReserve, which applies them.
 */
import { and, eq, ne } from 'drizzle-orm';
import {
  RECOMMEND_DAYS,
  RECOMMEND_LIMIT,
  type Recommendation,
} from '../../../platform/contracts/reserve-details.contract';
import type { Slot } from '../../../platform/contracts/reserve.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { site as siteTable } from '../../db/schema/index';
import type { Lang } from '../../../platform/i18n/languages';
import { byLang } from '../../plugins/i18n';
import { addDays, addLocalDays, localDateOf, toWireTime } from '../reserve/campus-time';
import { dayGrid } from '../reserve/slot-grid';
import { periodOf } from '../reserve/reserve.service';
import { listSites, type SiteRow } from '../site/site.queries';

/** Same-site ranges placed before the similar sites. */
export const SAME_SITE_FIRST = 3;

/** A range of instants, ms since the epoch. */
export interface Range {
  start: number;
  end: number;
}

/**
 * Every run of `count` consecutive free slots of `slots` (one day's grid, in order; slots
 * meet end to start), as ranges, earliest first.
 */
export function freeWindows(slots: readonly Slot[], count: number): Range[] {
  const out: Range[] = [];
  const times = slots.map((s) => ({ start: Date.parse(s.start), end: Date.parse(s.end), free: s.status === 'free' }));
  for (let i = 0; i + count <= times.length; i++) {
    const run = times.slice(i, i + count);
    const joined = run.every((s, j) => s.free && (j === 0 || run[j - 1].end === s.start));
    if (joined) out.push({ start: run[0].start, end: run[count - 1].end });
  }
  return out;
}

/** Whether the slots of `slots` cover exactly [range.start, range.end) and are all free. */
export function isFreeRange(slots: readonly Slot[], range: Range): boolean {
  const inside = slots.filter((s) => Date.parse(s.start) >= range.start && Date.parse(s.end) <= range.end);
  if (
    inside.length === 0 ||
    Date.parse(inside[0].start) !== range.start ||
    Date.parse(inside[inside.length - 1].end) !== range.end
  ) {
    return false;
  }
  return inside.every(
    (s, i) => s.status === 'free' && (i === 0 || Date.parse(inside[i - 1].end) === Date.parse(s.start)),
  );
}

/**
 * Orders `windows` by closeness to `target` (ms) — the same wall-clock time `dayShift`
 * local days later in `timeZone` for a following day, so the time of day counts — and, at
 * equal distance, the earlier first.
 */
export function nearestFirst(windows: readonly Range[], target: number, dayShift: number, timeZone: string): Range[] {
  const aim = addLocalDays(new Date(target), dayShift, timeZone).getTime();
  return [...windows].sort((a, b) => Math.abs(a.start - aim) - Math.abs(b.start - aim) || a.start - b.start);
}

/**
 * Checks an asked range of `site`: it starts and ends on slots of its local day's grid
 * (slot-grid.ts, which follows daylight saving time), end after start.
 * @returns the number of slots it covers
 * @throws AppError RANGE_INVALID
 */
function slotsOfRange(site: SiteRow, start: Date, end: Date): number {
  const grid = dayGrid(localDateOf(start, site.timeZone), site.timeZone, site.slotMinutes, site.openingHours);
  const first = grid.findIndex((s) => s.start.getTime() === start.getTime());
  const last = grid.findIndex((s) => s.end.getTime() === end.getTime());
  if (first < 0 || last < first) throw new AppError(Code.RANGE_INVALID);
  return last - first + 1;
}

/** An alternative on the wire. */
function recommendationOf(kind: Recommendation['kind'], site: SiteRow, range: Range, lang: Lang): Recommendation {
  return {
    kind,
    siteId: site.id,
    siteName: site.name,
    sceneId: site.sceneId,
    sceneName: byLang(lang, site.scene.nameCn, site.scene.nameEn, site.scene.nameTc),
    campusName: site.campusName,
    start: toWireTime(new Date(range.start), site.timeZone),
    end: toWireTime(new Date(range.end), site.timeZone),
  };
}

/** Up to `limit` free ranges of `count` slots on `site`, nearest the asked one first (see the module comment). */
async function sameSiteRanges(
  db: Db,
  site: SiteRow,
  asked: Range,
  count: number,
  now: Date,
  limit: number,
): Promise<Range[]> {
  const firstDay = localDateOf(new Date(asked.start), site.timeZone);
  const found: Range[] = [];
  for (let day = 0; day < RECOMMEND_DAYS && found.length < limit; day++) {
    const slots = await periodOf(db, site, addDays(firstDay, day), now);
    const windows = freeWindows(slots, count).filter((w) => w.start !== asked.start || w.end !== asked.end);
    found.push(...nearestFirst(windows, asked.start, day, site.timeZone));
  }
  return found.slice(0, limit);
}

/** Up to `limit` other sites of the scene of `site` where the asked range is free, same campus first. */
async function similarSites(
  db: Db,
  site: SiteRow,
  asked: Range,
  now: Date,
  limit: number,
  lang: Lang,
): Promise<SiteRow[]> {
  const others = await listSites(db, and(eq(siteTable.sceneId, site.sceneId), ne(siteTable.id, site.id)), lang);
  const ordered = [
    ...others.filter((s) => s.campusId === site.campusId),
    ...others.filter((s) => s.campusId !== site.campusId),
  ];
  const found: SiteRow[] = [];
  for (const other of ordered) {
    if (found.length >= limit) break;
    const slots = await periodOf(db, other, localDateOf(new Date(asked.start), other.timeZone), now);
    if (isFreeRange(slots, asked)) found.push(other);
  }
  return found;
}

/**
 * The alternatives to [start, end) of `site` (see the module comment), in the caller's language.
 * @throws AppError RANGE_INVALID when the range is empty, spans days or is not whole slots
 */
export async function recommendFor(
  db: Db,
  site: SiteRow,
  start: Date,
  end: Date,
  now: Date,
  lang: Lang,
): Promise<Recommendation[]> {
  const count = slotsOfRange(site, start, end);
  const asked = { start: start.getTime(), end: end.getTime() };
  const same = await sameSiteRanges(db, site, asked, count, now, RECOMMEND_LIMIT);
  const head = same.slice(0, SAME_SITE_FIRST);
  const similar = await similarSites(db, site, asked, now, RECOMMEND_LIMIT - head.length, lang);
  const tail = same.slice(SAME_SITE_FIRST, SAME_SITE_FIRST + RECOMMEND_LIMIT - head.length - similar.length);
  return [
    ...head.map((r) => recommendationOf('sameSite', site, r, lang)),
    ...similar.map((s) => recommendationOf('similarSite', s, asked, lang)),
    ...tail.map((r) => recommendationOf('sameSite', site, r, lang)),
  ];
}
