/**
 * View-model of the reservation machine (DESIGN.md §5): which actions a list or detail
 * may offer for a booking now, decided by the same statechart the server applies, so
 * no view repeats the rules. The server still decides: a button shown on a
 * stale row is answered with ACTION_NOT_ALLOWED.
 */
import type { ReservationStatus } from '../platform/contracts/reserve.contract';
import {
  DEFAULT_RESERVATION_RULES,
  nextReservationStep,
  type ReservationEvent,
  type ReservationRules,
} from './reservation.machine';

/** A booking as the wire carries it: state and ISO-8601 range. */
export interface BookingFacts {
  status: ReservationStatus;
  start: string;
  end: string;
}

/** What may be done to a booking now. */
export interface ReservationView {
  /** `audit.approve` is accepted (pending and not ended). */
  canApprove: boolean;
  /** `audit.reject` is accepted (pending). */
  canReject: boolean;
  /** `reservation.cancel` is accepted (pending or approved, before the cancellation deadline). */
  canCancel: boolean;
  /** `reservation.extend` to a later end is accepted (approved or checked in, not ended). */
  canExtend: boolean;
  /** `reservation.endEarly` is accepted (checked in, not ended). */
  canEndEarly: boolean;
}

/** The {@link ReservationView} of `booking` at `now` (epoch ms, default the clock) under `rules`. */
export function connectReservation(
  booking: BookingFacts,
  now: number = Date.now(),
  rules: ReservationRules = DEFAULT_RESERVATION_RULES,
): ReservationView {
  const context = { start: Date.parse(booking.start), end: Date.parse(booking.end), rules };
  const accepts = (type: Exclude<ReservationEvent['type'], 'reservation.extend'>) =>
    nextReservationStep(booking.status, context, { type, now }) !== null;
  return {
    canApprove: accepts('audit.approve'),
    canReject: accepts('audit.reject'),
    canCancel: accepts('reservation.cancel'),
    canExtend:
      nextReservationStep(booking.status, context, { type: 'reservation.extend', now, end: context.end + 1 }) !== null,
    canEndEarly: accepts('reservation.endEarly'),
  };
}
