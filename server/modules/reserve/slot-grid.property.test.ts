/**
 * The slot grid under daylight saving time, over every IANA zone of the runtime and every
 * day of 2026 (slot-grid.ts): slots last exactly the site's slot length, ascend without
 * overlapping, start at a wall-clock time of the usual grid inside the opening hours (read
 * back through Intl, independently of the grid's own arithmetic), and survive the wire
 * format (ISO-8601 with offset, validated and parsed as the server does) unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IsoDateTime } from '../../../platform/contracts/common';
import { addDays, minutesOf, toWireTime, weekDayOf } from './campus-time';
import { dayGrid, type GridSlot } from './slot-grid';

const ZONES = Intl.supportedValuesOf('timeZone');
const DATES = Array.from({ length: 365 }, (_, i) => addDays('2026-01-01', i));
const SLOT_LENGTHS = [30, 45, 60, 90, 120];
const HOURS: readonly (readonly [string, string])[] = [
  ['00:00', '24:00'],
  ['00:30', '03:30'],
  ['01:00', '02:30'],
  ['08:00', '22:00'],
  ['22:00', '24:00'],
];

const clocks = new Map<string, Intl.DateTimeFormat>();
/** The local date and wall-clock minutes of `instant` in `timeZone`, as Intl reads them. */
function wallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** The UTC offset of `timeZone` at `instant` in minutes, as Intl reads it. */
function offsetOf(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  return Math.round((Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * 60_000 - instant.getTime()) / 60_000);
}

/**
 * The wall clocks of the starts of `grid`: read through Intl for the first and last; when
 * the clock between them moved as much as real time did (no transition between them), the
 * others by arithmetic, else each through Intl.
 */
function wallStarts(grid: readonly GridSlot[], timeZone: string): { date: string; minutes: number }[] {
  if (grid.length === 0) return [];
  const [first, last] = [wallClock(grid[0].start, timeZone), wallClock(grid[grid.length - 1].start, timeZone)];
  const realMinutes = (slot: GridSlot) => (slot.start.getTime() - grid[0].start.getTime()) / 60_000;
  if (first.date === last.date && last.minutes - first.minutes === realMinutes(grid[grid.length - 1])) {
    return grid.map((slot) => ({ date: first.date, minutes: first.minutes + realMinutes(slot) }));
  }
  return grid.map((slot) => wallClock(slot.start, timeZone));
}

/** Every broken rule of `grid` (empty when it keeps them all). */
function problemsOf(
  date: string,
  timeZone: string,
  slotMinutes: number,
  [open, close]: readonly [string, string],
  wire: boolean,
): string[] {
  const grid = dayGrid(date, timeZone, slotMinutes, [{ weekDay: weekDayOf(date), openTime: open, closeTime: close }]);
  const problems: string[] = [];
  const [first, last] = [minutesOf(open), minutesOf(close)];
  const walls = wallStarts(grid, timeZone);
  grid.forEach((slot, i) => {
    const at = `${timeZone} ${date} ${slotMinutes} min ${open}–${close} slot ${i}`;
    const length = (slot.end.getTime() - slot.start.getTime()) / 60_000;
    if (length !== slotMinutes) problems.push(`${at}: ${length} minutes long`);
    if (i > 0 && slot.start < grid[i - 1].end) problems.push(`${at}: overlaps or precedes the slot before`);
    const wall = walls[i];
    if (
      wall.date !== date ||
      wall.minutes < first ||
      wall.minutes + slotMinutes > last ||
      (wall.minutes - first) % slotMinutes !== 0
    ) {
      problems.push(`${at}: starts at ${wall.date} ${wall.minutes} min, off the day's grid`);
    }
    if (wire) {
      for (const instant of [slot.start, slot.end]) {
        const text = toWireTime(instant, timeZone);
        if (!IsoDateTime.safeParse(text).success || new Date(text).getTime() !== instant.getTime())
          problems.push(`${at}: ${text} does not round-trip`);
      }
    }
  });
  return problems;
}

/**
 * The days of 2026 on which `timeZone` changes its offset (with the day before, as the change may fall on either local
 * date).
 */
function transitionDays(timeZone: string): string[] {
  const noon = (i: number) => offsetOf(new Date(Date.parse(`${DATES[0]}T12:00:00Z`) + i * 86_400_000), timeZone);
  const days: string[] = [];
  for (let week = 0; week * 7 < DATES.length; week++) {
    const [from, to] = [week * 7, Math.min(week * 7 + 7, DATES.length - 1)];
    if (noon(from) === noon(to)) continue;
    let [lo, hi] = [from, to];
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (noon(mid) === noon(lo)) lo = mid;
      else hi = mid;
    }
    days.push(DATES[lo], DATES[hi]);
  }
  return days;
}

describe('dayGrid over every time zone and day of 2026', () => {
  it('keeps whole, ordered slots on the wall-clock grid of every day', () => {
    const problems: string[] = [];
    for (const zone of ZONES) {
      DATES.forEach((date, i) => {
        // Every zone and day with one variant; slot lengths and opening hours take turns.
        problems.push(
          ...problemsOf(date, zone, SLOT_LENGTHS[i % SLOT_LENGTHS.length], HOURS[(i * 3) % HOURS.length], false),
        );
      });
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('keeps them on every day that changes offset, for every slot length, and round-trips the wire format', () => {
    const days = ZONES.flatMap((zone) => transitionDays(zone).map((date) => [zone, date] as const));
    expect(days.length).toBeGreaterThan(100);
    expect(days).toContainEqual(['America/New_York', '2026-11-01']);
    const problems = days.flatMap(([zone, date]) =>
      SLOT_LENGTHS.flatMap((slotMinutes) =>
        HOURS.slice(0, 3).flatMap((hours) => problemsOf(date, zone, slotMinutes, hours, true)),
      ),
    );
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('holds for any zone, day, slot length and opening hours (sampled)', () => {
    const halfHour = fc.integer({ min: 0, max: 48 }).map((h) => h * 30);
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...DATES),
        fc.constantFrom(...SLOT_LENGTHS, 15, 20, 180),
        halfHour,
        halfHour,
        (zone, date, slotMinutes, a, b) => {
          fc.pre(a < b);
          expect(problemsOf(date, zone, slotMinutes, [hhmm(a), hhmm(b)], true)).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lays out the transition days of America/New_York and Europe/London as the clock reads them', () => {
    const starts = (date: string, zone: string) =>
      dayGrid(date, zone, 60, [{ weekDay: 'SUN', openTime: '00:00', closeTime: '04:00' }]).map(
        (s) => `${toWireTime(s.start, zone).slice(11)}/${(s.end.getTime() - s.start.getTime()) / 60_000}`,
      );
    expect(starts('2026-03-08', 'America/New_York')).toEqual([
      '00:00:00-05:00/60',
      '01:00:00-05:00/60',
      '03:00:00-04:00/60',
    ]);
    expect(starts('2026-11-01', 'America/New_York')).toEqual([
      '00:00:00-04:00/60',
      '01:00:00-04:00/60',
      '01:00:00-05:00/60',
      '02:00:00-05:00/60',
      '03:00:00-05:00/60',
    ]);
    expect(starts('2026-03-29', 'Europe/London')).toEqual([
      '00:00:00+00:00/60',
      '02:00:00+01:00/60',
      '03:00:00+01:00/60',
    ]);
    expect(starts('2026-10-25', 'Europe/London')).toEqual([
      '00:00:00+01:00/60',
      '01:00:00+01:00/60',
      '01:00:00+00:00/60',
      '02:00:00+00:00/60',
      '03:00:00+00:00/60',
    ]);
  });
});
