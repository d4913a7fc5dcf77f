/**
 * A scene's availability over several days (spec §7 style /api/reserve/scene/period): the
 * slots of every enabled site of a scene for each local date of a range, each day exactly
 * as `current/period` answers it (day-slots.ts), read with the sites and their hours (two
 * queries, site.queries.ts), the closures (one) and the bookings and holds of all sites and
 * days at once (one, scene-period.queries.ts) — however many sites and days. Its summary
 * (scene/summary) makes the same reads, the bookings and holds aggregated per site, and
 * counts each day's statuses without building its slots.
 */
import { eq } from 'drizzle-orm';
import { SCENE_PERIOD_DAYS_MAX, type SitePeriod, type SiteSummary } from '../../../platform/contracts/reserve.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { site as siteTable } from '../../db/schema/index';
import { closureOn, closuresBetween } from '../open-rule/closure.queries';
import { listSites, type SiteRow } from '../site/site.queries';
import { addDays } from './campus-time';
import { countsOfDay, slotsOfDay } from './day-slots';
import { NO_RANGES, sceneEdges, sceneReads } from './scene-period.queries';
import { dayGrid, type GridSlot } from './slot-grid';

/**
 * The dates `from` … `to` (`YYYY-MM-DD`, both included).
 * @throws AppError DATE_RANGE_INVALID (`max`) when `to` is before `from` or the range has
 *   more than {@link SCENE_PERIOD_DAYS_MAX} dates
 */
export function periodDates(from: string, to: string): string[] {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (!(days >= 1 && days <= SCENE_PERIOD_DAYS_MAX)) {
    throw new AppError(Code.DATE_RANGE_INVALID, { max: SCENE_PERIOD_DAYS_MAX });
  }
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/**
 * The enabled sites of scene `sceneId` (site order, names in `lang`) with their slots on
 * each of `dates` (local to each site's campus) as `viewerId` sees them at `now`.
 */
export async function scenePeriodOf(
  db: Db,
  sceneId: number,
  dates: readonly string[],
  now: Date,
  viewerId: number,
  lang: Lang,
): Promise<SitePeriod[]> {
  const sites = await listSites(db, eq(siteTable.sceneId, sceneId), lang);
  const sharedGrid = gridsOfCall();
  const grids = sites.map((s) => dates.map((date) => sharedGrid(date, s)));
  const range = rangeOf(grids);
  if (!range) return sites.map((s) => ({ ...periodHead(s), days: dates.map((date) => ({ date, slots: [] })) }));
  const { from, to } = range;
  const closures = await closuresBetween(db, sites, dates[0], dates[dates.length - 1]);
  const reads = await sceneReads(db, sites, from, to, now);
  return sites.map((s, i) => {
    const bookings = withMs(reads.bookings.get(s.id) ?? []);
    const holds = withMs(reads.holds.get(s.id) ?? []);
    const days = dates.map((date, d) => {
      const grid = grids[i][d];
      if (grid.length === 0) return { date, slots: [] };
      const [dayFrom, dayTo] = [grid[0].start.getTime(), grid[grid.length - 1].end.getTime()];
      const day = {
        closed: closureOn(closures, s, date) !== undefined,
        bookings: during(bookings, dayFrom, dayTo),
        holds: during(holds, dayFrom, dayTo),
      };
      return { date, slots: slotsOfDay(s, date, grid, day, now, viewerId) };
    });
    return { ...periodHead(s), days };
  });
}

/** Each of `list` with its range in milliseconds (compared many times: a Date compares through valueOf). */
function withMs<T extends { startAt: Date; endAt: Date }>(list: readonly T[]): [number, number, T][] {
  return list.map((r) => [r.startAt.getTime(), r.endAt.getTime(), r]);
}

/** The items of `list` (withMs) whose range overlaps [from, to) in milliseconds. */
function during<T>(list: readonly [number, number, T][], from: number, to: number): T[] {
  const out: T[] = [];
  for (const [start, end, item] of list) if (start < to && end > from) out.push(item);
  return out;
}

/**
 * The grid of `date` for a site, the same array for every site with the same time zone, slot
 * length and hours (the sites of a scene usually share them): built, and written for the wire
 * (day-slots.ts), once per call and not once per site. Grids are never changed once built.
 */
function gridsOfCall(): (date: string, s: SiteRow) => GridSlot[] {
  const built = new Map<string, GridSlot[]>();
  return (date, s) => {
    const key = JSON.stringify([date, s.timeZone, s.slotMinutes, s.openingHours]);
    let grid = built.get(key);
    if (!grid) built.set(key, (grid = dayGrid(date, s.timeZone, s.slotMinutes, s.openingHours)));
    return grid;
  };
}

/** What the wire says of a site besides its days. */
function periodHead(s: { id: number; name: string; kind: 'single' | 'capacity'; capacity: number; timeZone: string }) {
  return { siteId: s.id, siteName: s.name, kind: s.kind, capacity: s.capacity, timeZone: s.timeZone };
}

/**
 * The enabled sites of scene `sceneId` (site order, names in `lang`) with each of `dates`
 * counted as {@link scenePeriodOf} lists it at `now` (scene/summary): the day's slots, the
 * free and the taken ones, and whether it is closed (no slot, or every slot closed). The
 * same reads, the bookings and holds aggregated per site in SQL; no slot is built.
 */
export async function sceneSummaryOf(
  db: Db,
  sceneId: number,
  dates: readonly string[],
  now: Date,
  lang: Lang,
): Promise<SiteSummary[]> {
  const sites = await listSites(db, eq(siteTable.sceneId, sceneId), lang);
  const sharedGrid = gridsOfCall();
  const grids = sites.map((s) => dates.map((date) => sharedGrid(date, s)));
  const range = rangeOf(grids);
  const noSlot = (date: string) => ({ date, slots: 0, free: 0, taken: 0, closed: true });
  if (!range) return sites.map((s) => ({ ...periodHead(s), days: dates.map(noSlot) }));
  const closures = await closuresBetween(db, sites, dates[0], dates[dates.length - 1]);
  const edges = await sceneEdges(db, sites, range.from, range.to, now);
  const nowMs = now.getTime();
  return sites.map((s, i) => {
    const { bookings, holds } = edges.get(s.id) ?? { bookings: NO_RANGES, holds: NO_RANGES };
    const days = dates.map((date, d) => {
      const closed = closureOn(closures, s, date) !== undefined;
      return countsOfDay(s, date, grids[i][d], { closed, bookings, holds }, nowMs);
    });
    return { ...periodHead(s), days };
  });
}

/**
 * The instants a call reads bookings over: from the earliest first slot of `grids` (each
 * day's grid ascends) to the latest last one; null when no day has a slot.
 */
function rangeOf(grids: readonly (readonly GridSlot[])[][]): { from: Date; to: Date } | null {
  const openDays = grids.flat().filter((grid) => grid.length > 0);
  if (openDays.length === 0) return null;
  return {
    from: new Date(Math.min(...openDays.map((grid) => grid[0].start.getTime()))),
    to: new Date(Math.max(...openDays.map((grid) => grid[grid.length - 1].end.getTime()))),
  };
}
