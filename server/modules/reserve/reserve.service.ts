/**
 * Reservations once made: a site's slots for a day, the shape of a
 * bookable range, who may see and cancel a reservation, cancelling, ending early.
 * Making and extending bookings — everything that adds time to a site — is in
 * ./booking.service.ts. Whether a booking may change is the reservation statechart's
 * decision (machines/reservation.machine.ts) under the booking's own time rules.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { Slot } from '../../../platform/contracts/reserve.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { reservation as reservationTable } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { isAdmin } from '../../plugins/permissions';
import { ownOrScope } from '../org/data-scope';
import type { SiteRow } from '../site/site.queries';
import { findClosure } from '../open-rule/closure.queries';
import { localDateOf, localInstant } from './campus-time';
import {
  activeOverlapping,
  gridBookings,
  lockReservations,
  markCancelled,
  type ReservationRow,
} from './reserve.queries';
import { findSite } from '../site/site.queries';
import { accepts, applyReservationEvent, type LifecycleRow } from './reservation-lifecycle';
import { dayGrid, type GridSlot } from './slot-grid';
import { slotsOfDay } from './day-slots';
import { notifyBookings } from '../message/message.service';
import { liveHolds } from './holds';
import { deductCredit } from '../credit/credit.service';
import { storedTimeRules } from '../rules/effective-rule';
import { closeBusinessProcess } from '../workflow/process-engine';

/** Permission that shows every booking (back office /reserveManage). */
export const MANAGE_PERMISSION = 'resv:manage:list';

/** How many of `bookings` overlap [start, end). */
export function overlapCount(bookings: readonly { startAt: Date; endAt: Date }[], start: Date, end: Date): number {
  return bookings.filter((b) => b.startAt < end && b.endAt > start).length;
}

/** The most of `ranges` (half-open) that overlap one instant of [start, end). */
export function peakOverlap(ranges: readonly { startAt: Date; endAt: Date }[], start: Date, end: Date): number {
  const edges = ranges
    .filter((r) => r.startAt < end && r.endAt > start)
    .flatMap((r) => [
      { at: Math.max(r.startAt.getTime(), start.getTime()), step: 1 },
      { at: Math.min(r.endAt.getTime(), end.getTime()), step: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.step - b.step); // an end before a start at the same instant
  let [count, peak] = [0, 0];
  for (const edge of edges) {
    count += edge.step;
    peak = Math.max(peak, count);
  }
  return peak;
}

/** What a closed day's statuses need: nothing but that it is closed. */
const CLOSED_DAY = { closed: true, bookings: [], holds: [] } as const;

/**
 * The slots of `site` on local `date` as `viewerId` sees them ({@link slotsOfDay}): the
 * closure, the bookings and the holds of that day read one query each.
 */
export async function periodOf(db: Db, site: SiteRow, date: string, now: Date, viewerId?: number): Promise<Slot[]> {
  const grid = dayGrid(date, site.timeZone, site.slotMinutes, site.openingHours);
  if (grid.length === 0) return [];
  if (await findClosure(db, site, date)) return slotsOfDay(site, date, grid, CLOSED_DAY, now, viewerId);
  const [from, to] = [grid[0].start, grid[grid.length - 1].end];
  // A whole's booking takes its parts' slots and a part's the whole's (docs/fitness-sites.md): one read of both.
  const bookings =
    site.kind === 'single'
      ? await gridBookings(db, site.id, from, to)
      : await activeOverlapping(db, site.id, from, to, false);
  const holds = await liveHolds(db, site.id, from, to, now);
  return slotsOfDay(site, date, grid, { closed: false, bookings, holds }, now, viewerId);
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

/** Whether the reservation statechart accepts `reservation.cancel` now (pending or approved, before the deadline). */
export function mayCancel(row: LifecycleRow, now: Date): boolean {
  return accepts(row, { type: 'reservation.cancel', now: now.getTime() });
}

/**
 * The SQL condition on reservation rows that `principal` may see: their own, and — with
 * the manage permission — those of the users in their data scope (DESIGN.md §6). A
 * booking outside it is answered as RESERVATION_NOT_FOUND, like one that does not exist.
 */
export function viewScope(db: Db, principal: Principal): Promise<SQL | undefined> {
  return ownOrScope(db, principal, { userId: reservationTable.userId }, MANAGE_PERMISSION);
}

/**
 * The SQL condition on reservation rows that `principal` may change as their owner would (cancel, extend, end early):
 * their own, any for an administrator.
 */
export function ownerScope(principal: Principal): SQL | undefined {
  return isAdmin(principal) ? undefined : eq(reservationTable.userId, principal.userId);
}

/** Whether `principal` may cancel a reservation of `ownerId`: its owner or an administrator. */
export function mayCancelFor(principal: Principal, ownerId: number): boolean {
  return principal.userId === ownerId || isAdmin(principal);
}

/**
 * Hooks run when reservations are cancelled (cancelAll), in the cancel's transaction after the rows are marked
 * cancelled: other modules act on what the booking carried (a sport order's payment is refunded,
 * ../sport-site/order-payment.ts) without this module knowing them.
 */
export const reservationCancelHooks: ((db: Db, ids: number[], principal: Principal, now: Date) => Promise<void>)[] = [];

/**
 * Cancels every reservation of `ids`, or none (call inside a transaction). The owner of a
 * booking cancelled by someone else (an administrator on their behalf) gets the message
 * bookingCancelled naming who cancelled it. A pending booking's open approval process is
 * withdrawn (its end leaves the cancelled booking as it is).
 * A cancellation by the owner less than the booking's `lateCancelMinutes` before its start
 * deducts credit ({@link isLateCancel}). The {@link reservationCancelHooks} run after the rows are marked.
 * @returns the rows as they were before
 * @throws AppError RESERVATION_NOT_FOUND for an unknown id or one the caller may not
 *   cancel (existence is not revealed); ACTION_NOT_ALLOWED when the reservation statechart
 *   refuses the cancel (started, or no longer active)
 */
export async function cancelAll(db: Db, principal: Principal, ids: number[], now: Date): Promise<ReservationRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await lockReservations(db, unique, ownerScope(principal));
  for (const id of unique) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND, { id });
    applyReservationEvent(row, { type: 'reservation.cancel', now: now.getTime() });
  }
  await markCancelled(db, unique, now);
  for (const hook of reservationCancelHooks) await hook(db, unique, principal, now);
  // A pending booking may have an approval process: cancelling withdraws it (approved ones have none open).
  for (const row of rows.filter((r) => r.status === 'pendingAudit'))
    await closeBusinessProcess(db, 'RESERVATION', String(row.id), 'withdrawn', null, now);
  const onBehalf = rows.filter((r) => r.userId !== principal.userId).map((r) => r.id);
  await notifyBookings(db, onBehalf, 'bookingCancelled', { by: principal.name });
  for (const row of rows.filter((r) => r.userId === principal.userId && isLateCancel(r, now))) {
    const place = await findSite(db, row.siteId, 'CN');
    if (!place) continue;
    await deductCredit(
      db,
      {
        userId: row.userId,
        sceneId: place.sceneId,
        reason: 'lateCancel',
        reservationId: row.id,
        timeZone: place.timeZone,
      },
      now,
    );
  }
  return rows;
}

/**
 * Whether cancelling `row` at `now` is late: less than its `lateCancelMinutes` before the
 * start (its stored time rules). Only the owner's own cancellations count; one made by an
 * administrator on their behalf never costs them credit.
 */
export function isLateCancel(row: Pick<ReservationRow, 'startAt' | 'rules'>, now: Date): boolean {
  const { lateCancelMinutes } = storedTimeRules(row.rules);
  return lateCancelMinutes > 0 && now.getTime() > row.startAt.getTime() - lateCancelMinutes * 60_000;
}

/**
 * Locks the reservation `id` for a change by `principal` (its owner or an administrator,
 * as for cancelling).
 * @throws AppError RESERVATION_NOT_FOUND when unknown or not the caller's (existence is not revealed)
 */
async function lockOwnReservation(db: Db, principal: Principal, id: number): Promise<ReservationRow> {
  const [row] = await lockReservations(db, [id], ownerScope(principal));
  if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND, { id });
  return row;
}

/**
 * Ends checked-in reservation `id` now (spec §7 /api/reserve/endEarly); call inside
 * a transaction. It becomes completed and ends at `now` rounded up to the site's slot grid
 * ({@link earlyEnd}), so the slots after it are free again and the stored range stays
 * whole slots.
 * @returns the row as it was before
 * @throws AppError RESERVATION_NOT_FOUND, ACTION_NOT_ALLOWED (not checked in, or ended)
 */
export async function endReservationEarly(
  db: Db,
  principal: Principal,
  id: number,
  now: Date,
): Promise<ReservationRow> {
  const row = await lockOwnReservation(db, principal, id);
  const step = applyReservationEvent(row, { type: 'reservation.endEarly', now: now.getTime() });
  const site = await findSite(db, row.siteId, 'CN');
  const endAt = site ? earlyEnd(row, site, now) : now;
  await db
    .update(reservationTable)
    .set({ status: step.status, endAt, updatedAt: now })
    .where(eq(reservationTable.id, id));
  return row;
}

/**
 * Where [startAt, endAt) ends when ended at `now`: the end of the slot of the site's grid
 * that `now` falls in (or ends at) on its local day, the grid that follows daylight saving
 * time; outside the day's grid (the night of a cross-day booking) `now` rounded up to
 * whole slot lengths from the start; never before one slot nor after `endAt`.
 */
export function earlyEnd(row: { startAt: Date; endAt: Date }, site: SiteRow, now: Date): Date {
  const grid = dayGrid(localDateOf(now, site.timeZone), site.timeZone, site.slotMinutes, site.openingHours);
  const current = grid.find((s) => s.start <= now && s.end >= now && s.end > row.startAt);
  const slotMs = site.slotMinutes * 60_000;
  const rounded =
    row.startAt.getTime() + Math.max(1, Math.ceil((now.getTime() - row.startAt.getTime()) / slotMs)) * slotMs;
  return new Date(Math.min(row.endAt.getTime(), current ? current.end.getTime() : rounded));
}
