/**
 * The statuses of a site's slots for one local day as one viewer sees them (DESIGN.md §4),
 * from what was read: the day's grid (slot-grid.ts), whether a closure covers the day, the
 * active bookings and the live holds overlapping it. Pure: `current/period` (one site, one
 * day) and `scene/period` (every site of a scene, several days, read at once) both answer
 * through it, so the two always agree. `scene/summary` counts the same statuses without
 * building the slots ({@link countsOfDay}, held equal to `slotsOfDay` by a property test).
 */
import type { SiteDaySummary, Slot } from '../../../platform/contracts/reserve.contract';
import { wireClockOf } from './campus-time';
import type { HoldRange } from './holds';
import type { GridSlot } from './slot-grid';

/** What the statuses depend on of a site. */
export interface SlotSite {
  kind: 'single' | 'capacity';
  capacity: number;
  timeZone: string;
}

/** What was read for one site and day: bookings and holds overlapping the day's grid (more do no harm). */
export interface DayReads {
  closed: boolean;
  bookings: readonly { startAt: Date; endAt: Date }[];
  holds: readonly HoldRange[];
}

/** How many bookings a site takes at once. */
export function capacityOf(site: SlotSite): number {
  return site.kind === 'single' ? 1 : site.capacity;
}

/** Wire times of grids already written: a grid shared by several sites (scene-period.ts) is written once. */
const written = new WeakMap<readonly GridSlot[], readonly { start: string; end: string }[]>();

/** The wire `start` and `end` of each slot of `grid` (local `date` in `timeZone`). */
function wireTimesOf(
  grid: readonly GridSlot[],
  date: string,
  timeZone: string,
): readonly { start: string; end: string }[] {
  const known = written.get(grid);
  if (known) return known;
  const wire = wireClockOf(date, timeZone);
  const times = grid.map((slot) => ({ start: wire(slot.start), end: wire(slot.end) }));
  written.set(grid, times);
  return times;
}

/**
 * The slots of `grid` (the site's grid of local `date`) as `viewerId` sees them: all closed
 * on a closure day, else past once started, taken when the active bookings fill it, held
 * when live holds (with the bookings) fill it — `mine` when the viewer's own hold is part
 * of it —, closed outside opening hours, else free. A capacity site's slot that has not
 * started also says how many places remain (`remaining`).
 */
export function slotsOfDay(
  site: SlotSite,
  date: string,
  grid: readonly GridSlot[],
  reads: DayReads,
  now: Date,
  viewerId?: number,
): Slot[] {
  const times = wireTimesOf(grid, date, site.timeZone);
  if (reads.closed) return grid.map((_, i) => ({ start: times[i].start, end: times[i].end, status: 'closed' }));
  const capacity = capacityOf(site);
  // Milliseconds, not Dates: a scene's fortnight compares tens of thousands of slots with their bookings.
  const nowMs = now.getTime();
  const bookings = reads.bookings.map((r) => [r.startAt.getTime(), r.endAt.getTime()] as const);
  const holds = reads.holds.map((h) => [h.startAt.getTime(), h.endAt.getTime(), h.userId === viewerId] as const);
  // One loop per slot and no closure made per slot: a scene's fortnight is tens of thousands of them.
  return grid.map((slot, i): Slot => {
    const { start, end } = times[i];
    const [from, to] = [slot.start.getTime(), slot.end.getTime()];
    if (from <= nowMs) return { start, end, status: 'past' };
    let booked = 0;
    for (const [s, e] of bookings) if (s < to && e > from) booked++;
    let held = 0;
    let mine = false;
    for (const [s, e, own] of holds) {
      if (s < to && e > from) {
        held++;
        mine ||= own;
      }
    }
    if (booked < capacity && !slot.open) return { start, end, status: 'closed' };
    const status: Slot['status'] = booked >= capacity ? 'taken' : booked + held >= capacity ? 'held' : 'free';
    const out: Slot = { start, end, status };
    if (status === 'held' && mine) out.mine = true;
    if (site.kind === 'capacity') out.remaining = Math.max(0, capacity - booked - held);
    return out;
  });
}

/** Ranges as ascending epoch-millisecond starts and ends, each list sorted on its own (scene-period.queries.ts). */
export interface EdgeLists {
  starts: readonly number[];
  ends: readonly number[];
}

/** What the counts depend on for one site and day: a closure, and the day's bookings and holds (more do no harm). */
export interface DayEdges {
  closed: boolean;
  bookings: EdgeLists;
  holds: EdgeLists;
}

/** How many of the ascending `list` are below `x` (or at most `x` when `orEqual`), by binary search. */
function countBelow(list: readonly number[], x: number, orEqual: boolean): number {
  let [lo, hi] = [0, list.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < x || (orEqual && list[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * How many of `ranges` overlap [from, to) (epoch ms): those starting before `to`, less those
 * ending by `from` — every range ends after it starts, so the second are among the first.
 */
function overlapping(ranges: EdgeLists, from: number, to: number): number {
  return countBelow(ranges.starts, to, false) - countBelow(ranges.ends, from, true);
}

/**
 * The day of `slotsOfDay` counted without building it (scene/summary): the grid's slots,
 * how many are `free` and how many `taken`, and whether all are `closed` (also when there
 * is none) — the same rules, the bookings and holds given as edge lists. `nowMs` is epoch ms.
 */
export function countsOfDay(
  site: SlotSite,
  date: string,
  grid: readonly GridSlot[],
  reads: DayEdges,
  nowMs: number,
): SiteDaySummary {
  if (reads.closed) return { date, slots: grid.length, free: 0, taken: 0, closed: true };
  const capacity = capacityOf(site);
  let [free, taken, allClosed] = [0, 0, true];
  for (const slot of grid) {
    const [from, to] = [slot.start.getTime(), slot.end.getTime()];
    if (from <= nowMs) {
      allClosed = false; // past
      continue;
    }
    const booked = overlapping(reads.bookings, from, to);
    if (booked < capacity && !slot.open) continue; // closed
    allClosed = false;
    if (booked >= capacity) taken++;
    else if (booked + overlapping(reads.holds, from, to) < capacity) free++;
  }
  return { date, slots: grid.length, free, taken, closed: allClosed };
}
