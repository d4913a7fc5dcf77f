/**
 * A booking's life (DESIGN.md §5): the states are the stored statuses of
 * `reservation.status` (server/db/schema/venue.ts), so a row's status is the machine's
 * state value and the server starts the machine in it ({@link reservationSnapshot}).
 *
 * ```
 *   pendingAudit ──audit.approve──▶ approved ──reservation.checkIn──▶ checkedIn
 *     │  │                           │  │  ⟲ reservation.extend        │  ⟲ reservation.extend
 *     │  └─audit.reject──▶ rejected  │  └─reservation.noShow──▶ noShow │
 *     │                              │                                 ├─reservation.complete──▶ completed
 *     └─reservation.cancel──▶ cancelled ◀──reservation.cancel──┘       └─reservation.endEarly──▶ completed
 * ```
 *
 * The machine is pure: every event carries the request's clock `now` (epoch ms) and the
 * context holds the booking's range and the rules that apply to it, so the guards decide
 * from facts alone:
 * - `audit.approve` while the booking has not ended (`hasNotEnded`); `audit.reject` any time;
 * - `reservation.cancel` (pendingAudit, approved) before the cancellation deadline,
 *   `rules.cancelBeforeMinutes` before the start (`isBeforeCancelDeadline`);
 * - `reservation.checkIn` inside the check-in window, from `checkInBeforeMinutes` before
 *   the start to `checkInAfterMinutes` after it and never after the end (`isInCheckInWindow`);
 * - `reservation.noShow` once that window has closed without a check-in (`isCheckInWindowOver`);
 * - `reservation.extend {end}` (approved, checkedIn) before the end, to a later end
 *   (`isLaterEnd`); the context's `end` becomes the new one;
 * - `reservation.endEarly` while checked in and before the end (`hasNotEnded`): completed,
 *   the context's `end` becomes `now`;
 * - `reservation.complete` of a checked-in booking once it has ended (`hasEnded`).
 * rejected, completed, cancelled and noShow are final. The approval-chain engine (later)
 * drives pendingAudit with the same `audit.approve` / `audit.reject` events.
 */
import { assign, getNextSnapshot, setup, type SnapshotFrom } from 'xstate';
import type { ReservationStatus } from '../platform/contracts/reserve.contract';

/** The time rules of a booking (minutes); the reservation rules of its scene or site supply them. */
export interface ReservationRules {
  /** Cancelling is allowed until this long before the start (0: until the start). */
  cancelBeforeMinutes: number;
  /** The check-in window opens this long before the start … */
  checkInBeforeMinutes: number;
  /** … and closes this long after it (at the latest at the end). */
  checkInAfterMinutes: number;
}

/** Rules used when a booking's scene or site sets none. */
export const DEFAULT_RESERVATION_RULES: ReservationRules = {
  cancelBeforeMinutes: 0,
  checkInBeforeMinutes: 15,
  checkInAfterMinutes: 15,
};

/** What the machine knows of a booking: its range [start, end) in epoch ms and its rules. */
export interface ReservationContext {
  start: number;
  end: number;
  rules: ReservationRules;
}

/** Events of a booking (DESIGN.md §5 naming); `now` is the request's clock in epoch ms. */
export type ReservationEvent =
  | { type: 'audit.approve'; now: number }
  | { type: 'audit.reject'; now: number }
  | { type: 'reservation.cancel'; now: number }
  | { type: 'reservation.checkIn'; now: number }
  | { type: 'reservation.noShow'; now: number }
  | { type: 'reservation.extend'; now: number; end: number }
  | { type: 'reservation.endEarly'; now: number }
  | { type: 'reservation.complete'; now: number };

/** The event types, e.g. for naming the refused action. */
export type ReservationEventType = ReservationEvent['type'];

const MINUTE = 60_000;

/** When the check-in window closes: `checkInAfterMinutes` after the start, at the latest the end. */
function checkInCloses(context: ReservationContext): number {
  return Math.min(context.start + context.rules.checkInAfterMinutes * MINUTE, context.end);
}

/** The reservation machine (see the module comment); start it in a stored state with {@link reservationSnapshot}. */
export const reservationMachine = setup({
  types: {
    context: {} as ReservationContext,
    events: {} as ReservationEvent,
    input: {} as ReservationContext,
  },
  actions: {
    /** The booking now ends at `params.end` (extended or ended early). */
    setEnd: assign((_, params: { end: number }) => ({ end: params.end })),
  },
  guards: {
    hasNotEnded: ({ context, event }) => event.now < context.end,
    hasEnded: ({ context, event }) => event.now >= context.end,
    isBeforeCancelDeadline: ({ context, event }) =>
      event.now < context.start - context.rules.cancelBeforeMinutes * MINUTE,
    isInCheckInWindow: ({ context, event }) =>
      event.now >= context.start - context.rules.checkInBeforeMinutes * MINUTE && event.now < checkInCloses(context),
    isCheckInWindowOver: ({ context, event }) => event.now >= checkInCloses(context),
    isLaterEnd: ({ context, event }) =>
      event.type === 'reservation.extend' && event.now < context.end && event.end > context.end,
  },
}).createMachine({
  id: 'reservation',
  initial: 'pendingAudit',
  context: ({ input }) => ({ start: input.start, end: input.end, rules: { ...input.rules } }),
  states: {
    pendingAudit: {
      on: {
        'audit.approve': { guard: 'hasNotEnded', target: 'approved' },
        'audit.reject': { target: 'rejected' },
        'reservation.cancel': { guard: 'isBeforeCancelDeadline', target: 'cancelled' },
      },
    },
    approved: {
      on: {
        'reservation.cancel': { guard: 'isBeforeCancelDeadline', target: 'cancelled' },
        'reservation.checkIn': { guard: 'isInCheckInWindow', target: 'checkedIn' },
        'reservation.noShow': { guard: 'isCheckInWindowOver', target: 'noShow' },
        'reservation.extend': {
          guard: 'isLaterEnd',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: (event as { end: number }).end }) },
        },
      },
    },
    checkedIn: {
      on: {
        'reservation.extend': {
          guard: 'isLaterEnd',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: (event as { end: number }).end }) },
        },
        'reservation.endEarly': {
          guard: 'hasNotEnded',
          target: 'completed',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: event.now }) },
        },
        'reservation.complete': { guard: 'hasEnded', target: 'completed' },
      },
    },
    rejected: { type: 'final' },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
    noShow: { type: 'final' },
  },
});

/** A snapshot of the machine. */
export type ReservationSnapshot = SnapshotFrom<typeof reservationMachine>;

/** The machine resting in the stored `status` with `context` (a booking read from its row). */
export function reservationSnapshot(status: ReservationStatus, context: ReservationContext): ReservationSnapshot {
  return reservationMachine.resolveState({ value: status, context: { ...context, rules: { ...context.rules } } });
}

/** Where an accepted event leads: the new status and the (possibly moved) end in epoch ms. */
export interface ReservationStep {
  status: ReservationStatus;
  end: number;
}

/**
 * Applies `event` to a booking in `status`: the state and end it leads to, or `null` when
 * the machine does not accept the event there (the booking is unchanged).
 */
export function nextReservationStep(
  status: ReservationStatus,
  context: ReservationContext,
  event: ReservationEvent,
): ReservationStep | null {
  const snapshot = reservationSnapshot(status, context);
  if (!snapshot.can(event)) return null;
  const next = getNextSnapshot(reservationMachine, snapshot, event);
  return { status: next.value as ReservationStatus, end: next.context.end };
}
