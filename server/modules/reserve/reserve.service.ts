/**
 * Booking rules (issue 2): a site's slots for a day, booking a range of whole slots, who
 * may see and cancel a reservation. No double booking by construction (DESIGN.md §6):
 * for single sites the exclusion constraint decides; a capacity site is serialized by a
 * lock on its row before counting.
 */
import type { Slot } from '../../../platform/contracts/reserve.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import type { Principal } from '../../plugins/call-handler';
import { hasPermission, isAdmin } from '../../plugins/permissions';
import type { SiteRow } from '../site/site.queries';
import { localDateOf, localInstant, toWireTime } from './campus-time';
import {
  activeOverlapping, insertReservation, lockReservations, lockSite, markCancelled, type ReservationRow,
} from './reserve.queries';
import { dayGrid, type GridSlot } from './slot-grid';

/** SQLSTATE of an exclusion-constraint violation. */
const EXCLUSION_VIOLATION = '23P01';

/** Permission that shows every booking (back office /reserveManage). */
export const MANAGE_PERMISSION = 'resv:manage:list';

/** How many bookings a site takes at once. */
function capacityOf(site: SiteRow): number {
  return site.kind === 'single' ? 1 : site.capacity;
}

/** How many of `bookings` overlap [start, end). */
function overlapCount(bookings: readonly { startAt: Date; endAt: Date }[], start: Date, end: Date): number {
  return bookings.filter((b) => b.startAt < end && b.endAt > start).length;
}

/**
 * The slots of `site` on local `date`: past once started, taken when the active bookings
 * fill it, closed outside opening hours, else free.
 */
export async function periodOf(db: Db, site: SiteRow, date: string, now: Date): Promise<Slot[]> {
  const grid = dayGrid(date, site.timeZone, site.slotMinutes, site.openingHours);
  if (grid.length === 0) return [];
  const bookings = await activeOverlapping(db, site.id, grid[0].start, grid[grid.length - 1].end);
  return grid.map((slot) => {
    const status: Slot['status'] = slot.start <= now ? 'past'
      : overlapCount(bookings, slot.start, slot.end) >= capacityOf(site) ? 'taken'
        : !slot.open ? 'closed' : 'free';
    return { start: toWireTime(slot.start, site.timeZone), end: toWireTime(slot.end, site.timeZone), status };
  });
}

/**
 * Checks that [start, end) is whole open slots of one local day that has not started.
 * @returns the covered grid slots
 * @throws AppError RANGE_INVALID (empty, spans days, not on the grid), SLOT_CLOSED
 *   (outside opening hours), SLOT_PAST (already started)
 */
export function checkRange(site: SiteRow, start: Date, end: Date, now: Date): GridSlot[] {
  if (end <= start) throw new AppError(Code.RANGE_INVALID);
  const date = localDateOf(start, site.timeZone);
  if (end > localInstant(date, 24 * 60, site.timeZone)) throw new AppError(Code.RANGE_INVALID);
  const grid = dayGrid(date, site.timeZone, site.slotMinutes, site.openingHours);
  if (grid.length === 0 || start < grid[0].start || end > grid[grid.length - 1].end) {
    throw new AppError(Code.SLOT_CLOSED);
  }
  const first = grid.findIndex((s) => s.start.getTime() === start.getTime());
  const last = grid.findIndex((s) => s.end.getTime() === end.getTime());
  if (first < 0 || last < 0) throw new AppError(Code.RANGE_INVALID);
  const covered = grid.slice(first, last + 1);
  if (covered.some((s) => !s.open)) throw new AppError(Code.SLOT_CLOSED);
  if (start <= now) throw new AppError(Code.SLOT_PAST);
  return covered;
}

/** What a booking stores besides its site and range. */
export interface BookingFields { subject?: string; phone?: string; remark?: string }

/**
 * Books [start, end) of `site` for `userId` (status approved); call inside a transaction.
 * @returns the new reservation's id
 * @throws AppError from checkRange, or SLOT_TAKEN when any part is already booked
 */
export async function book(
  db: Db, site: SiteRow, userId: number, start: Date, end: Date, fields: BookingFields, now: Date,
): Promise<number> {
  const covered = checkRange(site, start, end, now);
  const exclusive = site.kind === 'single';
  if (!exclusive) {
    await lockSite(db, site.id);
    const bookings = await activeOverlapping(db, site.id, start, end);
    if (covered.some((s) => overlapCount(bookings, s.start, s.end) >= site.capacity)) throw new AppError(Code.SLOT_TAKEN);
  }
  try {
    return await insertReservation(db, {
      siteId: site.id, userId, startAt: start, endAt: end, status: 'approved', exclusive,
      subject: fields.subject || null, phone: fields.phone || null, remark: fields.remark || null,
    });
  } catch (err) {
    if (sqlStateOf(err) === EXCLUSION_VIOLATION) throw new AppError(Code.SLOT_TAKEN);
    throw err;
  }
}

/** Whether a reservation is in a state that may be cancelled: approved or pending, not started. */
export function mayCancel(row: Pick<ReservationRow, 'status' | 'startAt'>, now: Date): boolean {
  return (row.status === 'approved' || row.status === 'pendingAudit') && row.startAt > now;
}

/** Whether `principal` may see a reservation of `ownerId`: its owner, or a holder of the manage permission. */
export function mayView(principal: Principal, ownerId: number): boolean {
  return principal.userId === ownerId || hasPermission(principal, MANAGE_PERMISSION);
}

/** Whether `principal` may cancel a reservation of `ownerId`: its owner or an administrator. */
export function mayCancelFor(principal: Principal, ownerId: number): boolean {
  return principal.userId === ownerId || isAdmin(principal);
}

/**
 * Cancels every reservation of `ids`, or none (call inside a transaction).
 * @returns the rows as they were before
 * @throws AppError RESERVATION_NOT_FOUND for an unknown id or one the caller may not
 *   cancel (existence is not revealed), STATE_NOT_ALLOWED with the state otherwise
 */
export async function cancelAll(db: Db, principal: Principal, ids: number[], now: Date): Promise<ReservationRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await lockReservations(db, unique);
  for (const id of unique) {
    const row = rows.find((r) => r.id === id);
    if (!row || !mayCancelFor(principal, row.userId)) throw new AppError(Code.RESERVATION_NOT_FOUND, { id });
    if (!mayCancel(row, now)) {
      throw new AppError(Code.STATE_NOT_ALLOWED, { state: row.status }, { id, status: row.status, started: row.startAt <= now });
    }
  }
  await markCancelled(db, unique, now);
  return rows;
}
