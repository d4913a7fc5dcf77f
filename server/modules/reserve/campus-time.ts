/**
 * Wall-clock time in a campus's IANA time zone (DESIGN.md §6): local dates, local
 * `HH:mm` instants, week-day codes (spec §9, STA = Saturday) and the ISO-8601 wire form
 * with the campus offset, e.g. `2026-11-22T09:00:00+08:00`.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { WeekDay } from '../../../platform/contracts/common';

/** Week-day codes indexed like `Date#getDay()` (0 = Sunday). */
const WEEK_DAYS: readonly WeekDay[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'STA'];

function partsOf(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

/** The week-day code of a calendar date `YYYY-MM-DD`. */
export function weekDayOf(date: string): WeekDay {
  const [y, m, d] = partsOf(date);
  return WEEK_DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/** The calendar date `n` days after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = partsOf(date);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Minutes since midnight of an `HH:mm` text (`24:00` is 1440). */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** The instant at `minutes` past local midnight of `date` in `timeZone` (1440: next midnight). */
export function localInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = partsOf(date);
  return new Date(new TZDate(y, m - 1, d, 0, minutes, timeZone).getTime());
}

/** The local calendar date `YYYY-MM-DD` of an instant in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The wire form of an instant: ISO-8601 with the offset of `timeZone`, to the second. */
export function toWireTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx");
}
