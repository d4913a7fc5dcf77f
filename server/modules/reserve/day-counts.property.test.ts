/**
 * A day counted (countsOfDay, scene/summary) against the same day listed (slotsOfDay, what
 * current/period and scene/period answer), over random arrangements: time zones with and
 * without daylight saving time (days across a transition included), slot lengths, opening
 * hours with gaps and days without hours, single and capacity sites, bookings and holds of
 * any length (inside, across or outside the hours, across midnight, overlapping each other
 * on a capacity site), slots in the past, and closures. Both must give the same slots, free,
 * taken and closed counts — and the counting must not merely agree with itself: a few of the
 * cases are checked by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WeekDay } from '../../../platform/contracts/common';
import { countsOfDay, slotsOfDay, type EdgeLists } from './day-slots';
import { dayGrid, type OpeningRange } from './slot-grid';

const ZONES = ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'UTC'];
/** Days around the 2026 transitions of those zones, and ordinary ones. */
const DATES = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-06-15', '2026-10-04', '2026-10-25', '2026-11-01'];
const SLOT_LENGTHS = [30, 60, 90];
const SPANS: readonly (readonly [string, string])[] = [
  ['00:00', '24:00'],
  ['08:00', '12:00'],
  ['13:30', '22:00'],
  ['01:00', '03:30'],
];
const HOUR = 3_600_000;

/** Counts of a listed day, as scene/summary has always defined them. */
function countsOfSlots(date: string, slots: { status: string }[]) {
  return {
    date,
    slots: slots.length,
    free: slots.filter((s) => s.status === 'free').length,
    taken: slots.filter((s) => s.status === 'taken').length,
    closed: slots.every((s) => s.status === 'closed'),
  };
}

/** Ranges as the summary's statement returns them: starts ascending, ends ascending. */
function edgesOf(ranges: readonly { startAt: Date; endAt: Date }[]): EdgeLists {
  return {
    starts: ranges.map((r) => r.startAt.getTime()).sort((a, b) => a - b),
    ends: ranges.map((r) => r.endAt.getTime()).sort((a, b) => a - b),
  };
}

const arrangement = fc.record({
  zone: fc.constantFrom(...ZONES),
  date: fc.constantFrom(...DATES),
  slotMinutes: fc.constantFrom(...SLOT_LENGTHS),
  // Per week day (Monday first): which spans are open (none: the day shows the usual grid, all closed).
  hours: fc.array(fc.subarray([...SPANS.keys()]), { minLength: 7, maxLength: 7 }),
  capacity: fc.integer({ min: 1, max: 3 }),
  closed: fc.boolean(),
  // Offsets from the local day's start in quarter hours (−8 … 27 h) and lengths (15 min … 30 h).
  bookings: fc.array(fc.tuple(fc.integer({ min: -32, max: 108 }), fc.integer({ min: 1, max: 120 })), {
    maxLength: 12,
  }),
  holds: fc.array(fc.tuple(fc.integer({ min: -32, max: 108 }), fc.integer({ min: 1, max: 12 }), fc.boolean()), {
    maxLength: 4,
  }),
  // Now, in quarter hours from the day's start (before it, during it, after it).
  now: fc.integer({ min: -8, max: 104 }),
});

describe('countsOfDay', () => {
  it('counts every arrangement exactly as slotsOfDay lists it', () => {
    fc.assert(
      fc.property(arrangement, (a) => {
        const hours: OpeningRange[] = a.hours.flatMap((spans, weekDay) =>
          spans.map((i) => ({ weekDay: WeekDay.options[weekDay], openTime: SPANS[i][0], closeTime: SPANS[i][1] })),
        );
        const grid = dayGrid(a.date, a.zone, a.slotMinutes, hours);
        // The local day's start: the first slot of the round-the-clock grid of that date.
        const dayStart = dayGrid(a.date, a.zone, 30, [
          { weekDay: 'MON', openTime: '00:00', closeTime: '24:00' },
        ])[0].start.getTime();
        const at = (quarters: number) => new Date(dayStart + quarters * (HOUR / 4));
        const site = {
          kind: a.capacity === 1 ? ('single' as const) : ('capacity' as const),
          capacity: a.capacity,
          timeZone: a.zone,
        };
        const bookings = a.bookings.map(([start, length]) => ({ startAt: at(start), endAt: at(start + length) }));
        const holds = a.holds.map(([start, length, mine]) => ({
          startAt: at(start),
          endAt: at(start + length),
          userId: mine ? 1 : 2,
          expiresAt: at(200),
        }));
        const now = at(a.now);
        const listed = slotsOfDay(site, a.date, grid, { closed: a.closed, bookings, holds }, now, 1);
        const counted = countsOfDay(
          site,
          a.date,
          grid,
          { closed: a.closed, bookings: edgesOf(bookings), holds: edgesOf(holds) },
          now.getTime(),
        );
        expect(counted).toEqual(countsOfSlots(a.date, listed));
      }),
      { numRuns: 3000, seed: 20_261_129 },
    );
  });

  it('counts a booking across midnight, one outside the hours, holds and the past by hand', () => {
    const date = '2026-06-15';
    const zone = 'Asia/Shanghai';
    // Hours 20:00–24:00 in one-hour slots: 20, 21, 22, 23.
    const grid = dayGrid(date, zone, 60, [{ weekDay: 'MON', openTime: '20:00', closeTime: '24:00' }]);
    expect(grid).toHaveLength(4);
    const local = (hhmm: string, day = date) => new Date(`${day}T${hhmm}:00+08:00`);
    const single = { kind: 'single' as const, capacity: 1, timeZone: zone };
    const bookings = edgesOf([
      // 23:30 today to 00:30 tomorrow: takes the 23:00 slot.
      { startAt: local('23:30'), endAt: local('00:30', '2026-06-16') },
      // Wholly before the day's grid: takes nothing.
      { startAt: local('10:00'), endAt: local('11:00') },
      // Ends exactly when the 21:00 slot starts: takes the 20:00 slot only.
      { startAt: local('19:30'), endAt: local('21:00') },
    ]);
    const holds = edgesOf([{ startAt: local('22:00'), endAt: local('22:30') }]);
    const before = local('08:00').getTime();
    expect(countsOfDay(single, date, grid, { closed: false, bookings, holds }, before)).toEqual({
      date,
      slots: 4,
      free: 1,
      taken: 2,
      closed: false,
    });
    // At 21:00 the 20:00 and 21:00 slots have started: past, neither free nor taken.
    expect(countsOfDay(single, date, grid, { closed: false, bookings, holds }, local('21:00').getTime())).toEqual({
      date,
      slots: 4,
      free: 0,
      taken: 1,
      closed: false,
    });
    // A closure closes every slot, whatever is booked.
    expect(countsOfDay(single, date, grid, { closed: true, bookings, holds }, before)).toEqual({
      date,
      slots: 4,
      free: 0,
      taken: 0,
      closed: true,
    });
    // A capacity site of 2: the 23:00 slot has one booking and is free; two overlapping bookings take it.
    const pair = { kind: 'capacity' as const, capacity: 2, timeZone: zone };
    const twice = edgesOf([
      { startAt: local('23:30'), endAt: local('00:30', '2026-06-16') },
      { startAt: local('22:45'), endAt: local('23:15') },
    ]);
    const none = edgesOf([]);
    expect(countsOfDay(pair, date, grid, { closed: false, bookings: twice, holds: none }, before)).toMatchObject({
      free: 3,
      taken: 1,
    });
    // No hours that week day: the usual grid, every slot closed; no hours at all: no slot, closed.
    const sunday = '2026-06-14';
    const sundayMorning = local('08:00', sunday).getTime();
    const closedGrid = dayGrid(sunday, zone, 60, [{ weekDay: 'MON', openTime: '20:00', closeTime: '24:00' }]);
    expect(
      countsOfDay(single, sunday, closedGrid, { closed: false, bookings: none, holds: none }, sundayMorning),
    ).toEqual({
      date: sunday,
      slots: 4,
      free: 0,
      taken: 0,
      closed: true,
    });
    // A booking there still shows its slot taken, so the day is not all closed.
    const late = edgesOf([{ startAt: local('21:00', sunday), endAt: local('22:00', sunday) }]);
    expect(
      countsOfDay(single, sunday, closedGrid, { closed: false, bookings: late, holds: none }, sundayMorning),
    ).toEqual({
      date: sunday,
      slots: 4,
      free: 0,
      taken: 1,
      closed: false,
    });
    expect(countsOfDay(single, date, [], { closed: false, bookings: none, holds: none }, before)).toEqual({
      date,
      slots: 0,
      free: 0,
      taken: 0,
      closed: true,
    });
  });
});
