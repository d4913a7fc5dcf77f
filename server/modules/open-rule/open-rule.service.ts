/**
 * Opening rules (/openRule): which sites a save applies to, the week's checks,
 * replacing the hours in the caller's transaction, and the count of future bookings the
 * new hours leave outside (kept, never cancelled: the administrator decides).
 */
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import {
  WEEK_DAYS,
  minutesOfDay,
  openingProblems,
  type OpeningRange,
} from '../../../platform/contracts/open-rule.contract';
import type { WeekDay } from '../../../platform/contracts/common';
import type { Lang } from '../../../platform/i18n/languages';
import openingRulesTexts from '../../../platform/i18n/locales/opening-rules';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { building, campus, floor, reservation, scene, site, siteOpening } from '../../db/schema/index';
import { localDateOf, wallMinutesOf, weekDayOf } from '../reserve/campus-time';

/** A site as a save sees it. */
export interface RuleSite {
  id: number;
  name: string;
  sceneId: number;
  slotMinutes: number;
  timeZone: string;
}

/** Booking states that count as "active" for the outside-hours report (future ones cannot be completed). */
const HOLDING_STATUSES = ['pendingAudit', 'approved', 'checkedIn'] as const;

/**
 * Sites matching `where` (enabled or not, named in `lang`) with their campus time zone; `lock`: their rows locked
 * for update.
 */
async function ruleSites(db: Db, where: SQL, lock: boolean, lang: Lang): Promise<RuleSite[]> {
  const query = db
    .select({
      id: site.id,
      name: placeName(site, lang),
      sceneId: site.sceneId,
      slotMinutes: site.slotMinutes,
      timeZone: campus.timeZone,
    })
    .from(site)
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .where(where)
    .orderBy(asc(site.sort), asc(site.id));
  return lock ? query.for('update', { of: site }) : query;
}

/** One site (enabled or not, named in `lang`) with its slot length and time zone, or undefined. */
export async function findRuleSite(db: Db, siteId: number, lang: Lang): Promise<RuleSite | undefined> {
  const [row] = await ruleSites(db, eq(site.id, siteId), false, lang);
  return row;
}

/**
 * The sites a save applies to: one site, or every site of a scene; their rows are locked
 * so that concurrent saves of the same site run one after the other; sites named in `lang`.
 * @throws AppError SITE_NOT_FOUND (unknown site), NOT_FOUND (unknown scene)
 */
export async function sitesToSave(
  db: Db,
  target: { siteId?: number; sceneId?: number },
  lang: Lang,
): Promise<RuleSite[]> {
  if (target.siteId !== undefined) {
    const rows = await ruleSites(db, eq(site.id, target.siteId), true, lang);
    if (rows.length === 0) throw new AppError(Code.SITE_NOT_FOUND);
    return rows;
  }
  const [found] = await db.select({ id: scene.id }).from(scene).where(eq(scene.id, target.sceneId!));
  if (!found) throw new AppError(Code.NOT_FOUND);
  return ruleSites(db, eq(site.sceneId, found.id), true, lang);
}

/** The localized name of a week day (openingRules:weekDay.*), for messages. */
export function weekDayName(weekDay: WeekDay, lang: Lang): string {
  return openingRulesTexts[lang].weekDay[weekDay];
}

/**
 * Checks `openings` against the slot length of each site (with no site at all, against
 * whole minutes: ranges must still be ordered and must not overlap).
 * @throws AppError OPENING_RANGE_INVALID, OPENING_OVERLAP or OPENING_NOT_WHOLE_SLOTS for
 *   the first problem, its week day named in `lang`
 */
export function checkWeek(openings: readonly OpeningRange[], slotLengths: readonly number[], lang: Lang): void {
  for (const slotMinutes of new Set(slotLengths.length ? slotLengths : [1])) {
    const [problem] = openingProblems(openings, slotMinutes);
    if (problem)
      throw new AppError(problem.code, { ...problem.params, weekDay: weekDayName(problem.params.weekDay, lang) });
  }
}

/** Openings sorted by week day (MON…SUN) then opening time. */
export function sortedWeek<T extends OpeningRange>(openings: readonly T[]): T[] {
  return [...openings].sort(
    (a, b) =>
      WEEK_DAYS.indexOf(a.weekDay) - WEEK_DAYS.indexOf(b.weekDay) ||
      minutesOfDay(a.openTime) - minutesOfDay(b.openTime),
  );
}

/** The opening rows of `siteIds`, as stored. */
export async function openingsOf(db: Db, siteIds: readonly number[]) {
  if (siteIds.length === 0) return [];
  return db
    .select()
    .from(siteOpening)
    .where(inArray(siteOpening.siteId, [...siteIds]))
    .orderBy(asc(siteOpening.id));
}

/**
 * Replaces the hours of `sites` with `openings` (and their slot length when given); call
 * inside the call's transaction, after {@link checkWeek}.
 */
export async function replaceWeek(
  db: Db,
  sites: readonly RuleSite[],
  openings: readonly OpeningRange[],
  slotMinutes?: number,
): Promise<void> {
  const ids = sites.map((s) => s.id);
  if (ids.length === 0) return;
  await db.delete(siteOpening).where(inArray(siteOpening.siteId, ids));
  const rows = ids.flatMap((siteId) => sortedWeek(openings).map((o) => ({ siteId, ...o })));
  if (rows.length) await db.insert(siteOpening).values(rows);
  if (slotMinutes !== undefined) await db.update(site).set({ slotMinutes }).where(inArray(site.id, ids));
}

/** Whether [start, end) lies inside one of `openings` on its local day in `timeZone`. */
export function insideHours(start: Date, end: Date, timeZone: string, openings: readonly OpeningRange[]): boolean {
  const date = localDateOf(start, timeZone);
  // Wall-clock minutes: a day with a daylight-saving change has 23 or 25 hours.
  const [from, to] = [wallMinutesOf(start, date, timeZone), wallMinutesOf(end, date, timeZone)];
  const weekDay = weekDayOf(date);
  return openings.some(
    (o) => o.weekDay === weekDay && minutesOfDay(o.openTime) <= from && to <= minutesOfDay(o.closeTime),
  );
}

/** How many future active bookings of `sites` (starting after `now`) lie outside `openings`. */
export async function countOutsideHours(
  db: Db,
  sites: readonly RuleSite[],
  openings: readonly OpeningRange[],
  now: Date,
): Promise<number> {
  if (sites.length === 0) return 0;
  const zones = new Map(sites.map((s) => [s.id, s.timeZone]));
  const rows = await db
    .select({ siteId: reservation.siteId, startAt: reservation.startAt, endAt: reservation.endAt })
    .from(reservation)
    .where(
      and(
        inArray(reservation.siteId, [...zones.keys()]),
        inArray(reservation.status, [...HOLDING_STATUSES]),
        gt(reservation.startAt, now),
      ),
    );
  return rows.filter((r) => !insideHours(r.startAt, r.endAt, zones.get(r.siteId)!, openings)).length;
}
