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

/** How many of `bookings` overlap [start, end). */
export function overlapCount(bookings: readonly { startAt: Date; endAt: Date }[], start: Date, end: Date): number {
  return bookings.filter((b) => b.startAt < end && b.endAt > start).length;
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
  const wire = wireClockOf(date, site.timeZone);
  const times = (slot: GridSlot) => ({ start: wire(slot.start), end: wire(slot.end) });
  if (reads.closed) return grid.map((slot) => ({ ...times(slot), status: 'closed' }));
  const capacity = capacityOf(site);
  return grid.map((slot): Slot => {
    const at = times(slot);
    if (slot.start <= now) return { ...at, status: 'past' };
    const booked = overlapCount(reads.bookings, slot.start, slot.end);
    const held = reads.holds.filter((h) => h.startAt < slot.end && h.endAt > slot.start);
    const places = site.kind === 'capacity' ? { remaining: Math.max(0, capacity - booked - held.length) } : {};
    if (booked >= capacity) return { ...at, status: 'taken', ...places };
    if (!slot.open) return { ...at, status: 'closed' };
    if (booked + held.length >= capacity) {
      return held.some((h) => h.userId === viewerId)
        ? { ...at, status: 'held', mine: true, ...places }
        : { ...at, status: 'held', ...places };
    }
    return { ...at, status: 'free', ...places };
  });
}
