/**
 * The shape of a cross-day range (spec §2 /appointment/crossdaytable): one
 * reservation from an open slot of one day to an open slot of a later day, the site
 * taken in between (nights included). The rule must allow it (`allowCrossDay`) and the
 * range may touch at most `maxCrossDays` local days; no day of it may be closed.
 */
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { closureOn, closuresBetween, refuseIfClosed } from '../open-rule/closure.queries';
import { effectiveRule, type EffectiveRule } from '../rules/effective-rule';
import type { SiteRow } from '../site/site.queries';
import { addDays, localDateOf, localInstant } from './campus-time';
import { liveHolds } from './holds';
import { activeOverlapping } from './reserve.queries';
import { overlapCount } from './reserve.service';
import { dayGrid } from './slot-grid';

/** The local dates [first, …, last] a range [start, end) touches (an end at midnight stays on the day before). */
export function crossDates(start: Date, end: Date, timeZone: string): string[] {
  const first = localDateOf(start, timeZone);
  const last = localDateOf(new Date(end.getTime() - 1), timeZone);
  const dates = [first];
  while (dates[dates.length - 1] < last) dates.push(addDays(dates[dates.length - 1], 1));
  return dates;
}

/**
 * Whether [start, end) begins at an open slot of its day and ends with an open slot of
 * its last day (the slots in between are not asked for: the site is taken throughout).
 */
export function isCrossShape(site: SiteRow, start: Date, end: Date): boolean {
  const dates = crossDates(start, end, site.timeZone);
  const first = dayGrid(dates[0], site.timeZone, site.slotMinutes, site.openingHours);
  const last = dayGrid(dates[dates.length - 1], site.timeZone, site.slotMinutes, site.openingHours);
  return (
    first.some((s) => s.open && s.start.getTime() === start.getTime()) &&
    last.some((s) => s.open && s.end.getTime() === end.getTime())
  );
}

/**
 * Checks a cross-day range of `site` under `rule` at `now`.
 * @returns the local dates it touches
 * @throws AppError CROSS_DAY_NOT_ALLOWED (the rule does not allow it), RANGE_INVALID
 *   (empty, or within one day), CROSS_DAY_TOO_MANY (`days`, `limit`), SLOT_CLOSED (start
 *   or end not on an open slot), SLOT_PAST, SITE_CLOSED (a closed day in between)
 */
export async function checkCrossRange(
  db: Db,
  site: SiteRow,
  rule: EffectiveRule,
  start: Date,
  end: Date,
  now: Date,
): Promise<string[]> {
  if (!rule.allowCrossDay) throw new AppError(Code.CROSS_DAY_NOT_ALLOWED);
  if (end <= start) throw new AppError(Code.RANGE_INVALID);
  const dates = crossDates(start, end, site.timeZone);
  if (dates.length < 2) throw new AppError(Code.RANGE_INVALID);
  if (dates.length > rule.maxCrossDays)
    throw new AppError(Code.CROSS_DAY_TOO_MANY, { days: dates.length, limit: rule.maxCrossDays });
  if (!isCrossShape(site, start, end)) throw new AppError(Code.SLOT_CLOSED);
  if (start <= now) throw new AppError(Code.SLOT_PAST);
  for (const date of dates) await refuseIfClosed(db, site, date);
  return dates;
}

/**
 * The earliest cross-day range of `minutes` length starting at or after `from` on one of
 * `sites` (in their order, earliest start first) that `userId` could book at `now`: the
 * site's rule allows it, the range has the cross-day shape, keeps to `maxCrossDays` and
 * the booking window's last day, touches no closed day, and the active bookings and
 * others' live holds leave room for it (a snapshot; booking checks again under locks).
 * Null when none.
 */
export async function firstFreeCross(
  db: Db,
  sites: readonly SiteRow[],
  userId: number,
  from: Date,
  minutes: number,
  now: Date,
): Promise<{ site: SiteRow; start: Date; end: Date } | null> {
  let best: { site: SiteRow; start: Date; end: Date } | null = null;
  for (const site of sites) {
    const rule = await effectiveRule(db, site);
    if (!rule.allowCrossDay) continue;
    const found = await firstFreeOnSite(db, site, rule, userId, from, minutes, now);
    if (found && (!best || found.start < best.start)) best = { site, ...found };
  }
  return best;
}

/** {@link firstFreeCross} for one site under its `rule`. */
async function firstFreeOnSite(
  db: Db,
  site: SiteRow,
  rule: EffectiveRule,
  userId: number,
  from: Date,
  minutes: number,
  now: Date,
): Promise<{ start: Date; end: Date } | null> {
  const firstDate = localDateOf(from > now ? from : now, site.timeZone);
  const lastDate = addDays(localDateOf(now, site.timeZone), rule.advanceDays);
  if (firstDate > lastDate) return null;
  const horizon = localInstant(addDays(lastDate, rule.maxCrossDays + 1), 0, site.timeZone);
  const windowStart = new Date(Math.max(from.getTime(), now.getTime()) - 24 * 3_600_000);
  const bookings = await activeOverlapping(db, site.id, windowStart, horizon, false);
  const holds = (await liveHolds(db, site.id, windowStart, horizon, now)).filter((h) => h.userId !== userId);
  const closures = await closuresBetween(db, [site], firstDate, addDays(lastDate, rule.maxCrossDays));
  const capacity = site.kind === 'single' ? 1 : site.capacity;
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    for (const slot of dayGrid(date, site.timeZone, site.slotMinutes, site.openingHours)) {
      if (!slot.open || slot.start < from || slot.start <= now) continue;
      const end = new Date(slot.start.getTime() + minutes * 60_000);
      const dates = crossDates(slot.start, end, site.timeZone);
      if (dates.length < 2 || dates.length > rule.maxCrossDays || !isCrossShape(site, slot.start, end)) continue;
      if (dates.some((d) => closureOn(closures, site, d))) continue;
      if (overlapCount(bookings, slot.start, end) + overlapCount(holds, slot.start, end) >= capacity) continue;
      return { start: slot.start, end };
    }
  }
  return null;
}
