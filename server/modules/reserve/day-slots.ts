/**
 * The statuses of a site's slots for one local day as one viewer sees them (DESIGN.md §4),
 * from what was read: the day's grid (slot-grid.ts), whether a closure covers the day, the
 * active bookings and the live holds overlapping it. Pure: `current/period` (one site, one
 * day) and `scene/period` (every site of a scene, several days, read at once) both answer
 * through it, so the two always agree.
 */
import type { Slot } from '../../../platform/contracts/reserve.contract';
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
