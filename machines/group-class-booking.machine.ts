/**
 * A member's booking of a group class (docs/fitness-classes.md). The states are the stored values
 * of `club_class_booking.state`; the server applies each change through this machine and refuses
 * with ORDER_STEP_NOT_ALLOWED (kind `clubClasses`) a change the booking's state does not admit.
 *
 * ```
 *  booked ─booking.cancel─▶ cancelled          (in time, or the class was cancelled: the use given back)
 *  booked ─booking.lateCancel─▶ lateCancelled  (inside the late-cancel window: the use kept)
 *  booked ─booking.attend─▶ attended ─booking.noShow─▶ noShow ─booking.attend─▶ attended
 *  booked ─booking.noShow─▶ noShow             (staff correct a mark either way after the start)
 * ```
 *
 * Guards-free: the windows (late cancel, the class's start) are checked by the server from the
 * class; the machine answers only "in this state?". Its context is empty.
 */
import { setup } from 'xstate';

/** The stored states of a class booking. */
export type GroupClassBookingState = 'booked' | 'cancelled' | 'lateCancelled' | 'attended' | 'noShow';

/** Every state, in the order of the status filter. */
export const GROUP_CLASS_BOOKING_STATES: readonly GroupClassBookingState[] = [
  'booked',
  'cancelled',
  'lateCancelled',
  'attended',
  'noShow',
];

/** Events of a booking; the action after the dot names the change. */
export type GroupClassBookingEvent =
  { type: 'booking.cancel' } | { type: 'booking.lateCancel' } | { type: 'booking.attend' } | { type: 'booking.noShow' };

/** Every event type of the machine. */
export const GROUP_CLASS_BOOKING_EVENTS: readonly GroupClassBookingEvent['type'][] = [
  'booking.cancel',
  'booking.lateCancel',
  'booking.attend',
  'booking.noShow',
];

/** The group class booking machine (see the module comment). */
export const groupClassBookingMachine = setup({
  types: {} as { context: Record<string, never>; events: GroupClassBookingEvent },
}).createMachine({
  id: 'groupClassBooking',
  context: {},
  initial: 'booked',
  states: {
    booked: {
      on: {
        'booking.cancel': 'cancelled',
        'booking.lateCancel': 'lateCancelled',
        'booking.attend': 'attended',
        'booking.noShow': 'noShow',
      },
    },
    attended: { on: { 'booking.noShow': 'noShow' } },
    noShow: { on: { 'booking.attend': 'attended' } },
    cancelled: { type: 'final' },
    lateCancelled: { type: 'final' },
  },
});
