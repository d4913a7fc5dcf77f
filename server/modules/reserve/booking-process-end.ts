/**
 * What the end of a booking's approval process does to the booking (spec §2 /formRule,
 * /audit): approved → the reservation statechart's `audit.approve`; rejected or withdrawn →
 * `audit.reject`, which frees the slot (the waitlist job then offers it to the first in line).
 * The decision is stored as /audit stores one (who, when, the comment) and the booker is told
 * as after /audit (bookingApproved, or bookingRejected with the comment as the reason). A
 * booking no longer pending — cancelled, which withdrew its process — is left as it is.
 * Registered with the process engine when this module loads (the reserve handlers import it);
 * runs in the transaction that ends the process, under the reservation's row lock. The engine
 * does not run it when a booking closes its own process (closeBusinessProcess): cancelling
 * needs nothing more, and the start job (server/jobs/approval-start.job.ts) calls it itself.
 */
import type { Db } from '../../db/client';
import { markAudited } from '../audit/audit.queries';
import { notifyBookings } from '../message/message.service';
import { onProcessEnd, type ProcessEndHook } from '../workflow/process-engine';
import { lockReservations } from './reserve.queries';
import { applyReservationEvent } from './reservation-lifecycle';

/** How a booking's process ended (the engine's end record). */
export type BookingProcessEnd = Parameters<ProcessEndHook>[1];

/**
 * Applies the end of a process to its booking (see the module comment).
 * @throws AppError ACTION_NOT_ALLOWED when the statechart refuses the decision (an approval after the booking ended)
 */
export async function applyBookingProcessEnd(db: Db, end: BookingProcessEnd): Promise<void> {
  const [row] = await lockReservations(db, [Number(end.businessKey)]);
  if (!row || row.status !== 'pendingAudit') return;
  const approve = end.outcome === 'approved';
  applyReservationEvent(row, { type: approve ? 'audit.approve' : 'audit.reject', now: end.now.getTime() });
  await markAudited(db, [row.id], {
    status: approve ? 'approved' : 'rejected',
    auditorId: end.actorId,
    remark: end.comment,
    now: end.now,
  });
  if (approve) await notifyBookings(db, [row.id], 'bookingApproved');
  else await notifyBookings(db, [row.id], 'bookingRejected', { reason: end.comment ?? '' });
}

onProcessEnd('RESERVATION', applyBookingProcessEnd);
