/**
 * Wall-clock time in a campus's IANA time zone (DESIGN.md §6): local dates, local
 * `HH:mm` instants, week-day codes (spec §9, STA = Saturday) and the ISO-8601 wire form
 * with the campus offset, e.g. `2026-11-22T09:00:00+08:00`.
 *
 * Daylight saving time: a wall-clock time is not always one instant. A forward transition
 * skips one (02:30 on 2026-03-08 in America/New_York), a backward one repeats it (01:30 on
 * 2026-11-01 is −04:00, then −05:00). {@link wallInstants} names every instant of a
 * wall-clock time; {@link localInstant} picks one for a bound (the earliest). Never count
 * minutes from a local midnight: a day has 23, 24 or 25 hours.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import type { WeekDay } from '../../../platform/contracts/common';

/** Week-day codes indexed like `Date#getDay()` (0 = Sunday). */
const WEEK_DAYS: readonly WeekDay[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'STA'];

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Entries each memo below keeps before it starts afresh: far more than the slot bounds of every site's
 * bookable days, so the booking and slot-grid paths compute each offset once (Intl-backed @date-fns/tz
 * calls were among the top costs of a booking, docs/benchmarks.md) with bounded memory.
 */
const MEMO_LIMIT = 100_000;

/** UTC offsets (minutes) by `<time zone> <epoch ms>`; exact keys, so a memo never answers a neighbour. */
const offsets = new Map<string, number>();

/** Epoch ms of a wall-clock time by `<time zone> <date> <minutes>` ({@link localInstant}). */
const instants = new Map<string, number>();

/** `cache`'s value for `key`, computed and kept on a miss (the cache is emptied once it is full). */
function remembered(cache: Map<string, number>, key: string, compute: () => number): number {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= MEMO_LIMIT) cache.clear();
  const value = compute();
  cache.set(key, value);
  return value;
}

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

/**
 * The instant the wall clock of `timeZone` reads `minutes` (`HH:mm` as minutes, 1440: the
 * next midnight) on `date`: the earliest one when a backward transition repeats it, the
 * time shifted forward by the gap when a forward transition skips it (02:30 → 03:30 EDT).
 */
export function localInstant(date: string, minutes: number, timeZone: string): Date {
  const ms = remembered(instants, `${timeZone} ${date} ${minutes}`, () => {
    const [y, m, d] = partsOf(date);
    return new TZDate(y, m - 1, d, 0, minutes, timeZone).getTime();
  });
  return new Date(ms);
}

/** The local calendar date `YYYY-MM-DD` of an instant in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return wallIso(instant, timeZone).slice(0, 10);
}

/** The wire form of an instant: ISO-8601 with the offset of `timeZone`, to the second. */
export function toWireTime(instant: Date, timeZone: string): string {
  const offset = offsetAt(timeZone, instant.getTime());
  return `${wallIso(instant, timeZone, offset).slice(0, 19)}${offsetText(offset)}`;
}

/** An offset in minutes as the wire writes it: `+08:00`, `-04:00`. */
function offsetText(offset: number): string {
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * {@link toWireTime} for the instants of one local `date` in `timeZone` (from its midnight
 * to the next). On a day far from any transition (as {@link wallClockOf} decides) it formats
 * by arithmetic with the day's one offset, without asking the time-zone database per
 * instant (which a grid of many sites and days would do tens of thousands of times).
 */
export function wireClockOf(date: string, timeZone: string): (instant: Date) => string {
  const midnight = wallMs(date, 0);
  const offsets = [-DAY_MS, 2 * DAY_MS].map((shift) => offsetAt(timeZone, midnight + shift));
  if (offsets[0] !== offsets[1]) return (instant) => toWireTime(instant, timeZone);
  const [shift, suffix, next] = [offsets[0] * MINUTE_MS, offsetText(offsets[0]), addDays(date, 1)];
  return (instant) => {
    const wall = instant.getTime() + shift - midnight;
    // Whole minutes of this day or the next (a grid's last slot ends at the next midnight): by table.
    if (wall >= 0 && wall < 2 * DAY_MS && wall % MINUTE_MS === 0) {
      const minutes = (wall / MINUTE_MS) % 1440;
      return `${wall < DAY_MS ? date : next}T${CLOCK[minutes]}:00${suffix}`;
    }
    return `${new Date(instant.getTime() + shift).toISOString().slice(0, 19)}${suffix}`;
  };
}

/** `HH:mm` of every minute of a day, by minutes since midnight. */
const CLOCK: readonly string[] = Array.from(
  { length: 1440 },
  (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
);

/** The wall clock of `instant` in `timeZone` as ISO text without offset (`2026-11-01T01:00:00.000`). */
function wallIso(instant: Date, timeZone: string, offset = offsetAt(timeZone, instant.getTime())): string {
  return new Date(instant.getTime() + offset * MINUTE_MS).toISOString().slice(0, 23);
}

/** Milliseconds of `minutes` past midnight of `date`, read as if the wall clock were UTC. */
function wallMs(date: string, minutes: number): number {
  const [y, m, d] = partsOf(date);
  return Date.UTC(y, m - 1, d, 0, minutes);
}

/** The UTC offset of `timeZone` at `ms`, in minutes. */
function offsetAt(timeZone: string, ms: number): number {
  return remembered(offsets, `${timeZone} ${ms}`, () => tzOffset(timeZone, new Date(ms)));
}

/**
 * Every instant at which the wall clock of `timeZone` reads `minutes` past midnight of
 * `date`, ascending: none for a time a forward transition skips, two for one a backward
 * transition repeats, else one. Assumes at most one transition within a day of it (true of
 * every zone in the tz database).
 */
export function wallInstants(date: string, minutes: number, timeZone: string): Date[] {
  const wall = wallMs(date, minutes);
  const offsets = new Set([wall - DAY_MS, wall, wall + DAY_MS].map((t) => offsetAt(timeZone, t)));
  return [...offsets]
    .map((o) => wall - o * MINUTE_MS)
    .filter((t) => offsetAt(timeZone, t) * MINUTE_MS === wall - t)
    .sort((a, b) => a - b)
    .map((t) => new Date(t));
}

/**
 * The wall clock of one local `date` in `timeZone`: a function from minutes past its
 * midnight (up to 1440) to the instants that read them ({@link wallInstants}). On a day
 * far from any transition (the same offset a day before and two days after) it answers by
 * arithmetic with the day's one offset.
 */
export function wallClockOf(date: string, timeZone: string): (minutes: number) => Date[] {
  const midnight = wallMs(date, 0);
  // The day's instants lie within [midnight − 14 h, midnight + 36 h] for any offset.
  const offsets = [-DAY_MS, 2 * DAY_MS].map((shift) => offsetAt(timeZone, midnight + shift));
  if (offsets[0] === offsets[1]) {
    const base = midnight - offsets[0] * MINUTE_MS;
    return (minutes) => [new Date(base + minutes * MINUTE_MS)];
  }
  return (minutes) => wallInstants(date, minutes, timeZone);
}

/**
 * The wall-clock minutes of `instant` in `timeZone` counted from midnight of `date` (so the
 * next day's 00:00 is 1440). Both 01:00 −04:00 and 01:00 −05:00 give 60.
 */
export function wallMinutesOf(instant: Date, date: string, timeZone: string): number {
  return (instant.getTime() + offsetAt(timeZone, instant.getTime()) * MINUTE_MS - wallMs(date, 0)) / MINUTE_MS;
}

/**
 * The instant `days` local days after `instant` at the same wall-clock time in `timeZone` (a day may have 23 or 25
 * hours).
 */
export function addLocalDays(instant: Date, days: number, timeZone: string): Date {
  const date = localDateOf(instant, timeZone);
  return localInstant(addDays(date, days), wallMinutesOf(instant, date, timeZone), timeZone);
}

/**
 * `HH:mm` of `instant` in `timeZone`, as messages and refusals print it. A time the clock
 * reads twice that day (a backward daylight-saving change) adds its UTC offset so the two
 * are told apart: `01:00 (UTC-04:00)`, `01:00 (UTC-05:00)` (message.service.ts prints
 * stored times the same way in SQL).
 */
export function clockTime(instant: Date, timeZone: string): string {
  const wire = toWireTime(instant, timeZone);
  const date = wire.slice(0, 10);
  const repeated = wallInstants(date, Math.floor(wallMinutesOf(instant, date, timeZone)), timeZone).length > 1;
  return repeated ? `${wire.slice(11, 16)} (UTC${wire.slice(19)})` : wire.slice(11, 16);
}
