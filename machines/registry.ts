/**
 * Every statechart of the product, in one list (DESIGN.md §5): the back office's machine
 * gallery draws each entry, and `registry.test.ts` fails when a `*.machine.ts` exports a
 * machine that is missing here. A new machine is one line below.
 */
import type { AnyStateMachine } from 'xstate';
import { appTabsMachine } from './app-tabs.machine';
import { bookingCheckoutMachine } from './booking-checkout.machine';
import { crossDayBookingMachine } from './cross-day-booking.machine';
import { foodDeliveryOrderMachine } from './food-delivery-order.machine';
import { formDesignerMachine } from './form-designer.machine';
import { mealVoucherDistributionMachine, mealVoucherMachine } from './meal-voucher.machine';
import { membershipCardMachine } from './membership-card.machine';
import { groupClassBookingMachine } from './group-class-booking.machine';
import { quickBookingMachine } from './quick-booking.machine';
import { reservationMachine } from './reservation.machine';
import { roomLockMachine } from './room-lock.machine';
import { reserveOrderMachine } from './reserve-order.machine';
import { sameDayBookingMachine } from './same-day-booking.machine';
import { sessionMachine } from './session.machine';
import { settlementMachine } from './settlement.machine';
import { trainingRegistrationMachine } from './training-registration.machine';
import { workflowDesignerMachine } from './workflow-designer.machine';
import { workflowProcessSampleMachine } from './workflow-process.sample';

/** A machine of the gallery: its root id (`machine.id`, also the name live actors report) and the machine. */
export interface RegisteredMachine {
  id: string;
  machine: AnyStateMachine;
}

/**
 * All machines, in the gallery's order: session first, then the booking flows, then the designers and a sample
 * approval process.
 */
export const machineRegistry: readonly RegisteredMachine[] = [
  sessionMachine,
  appTabsMachine,
  reservationMachine,
  sameDayBookingMachine,
  crossDayBookingMachine,
  quickBookingMachine,
  bookingCheckoutMachine,
  // Catering: room locks (stored in mc_room_lock).
  roomLockMachine,
  // The catering lifecycles, stored in their rows.
  foodDeliveryOrderMachine,
  workflowDesignerMachine,
  formDesignerMachine,
  // Catering: meal-voucher applications and each person's distribution.
  mealVoucherMachine,
  mealVoucherDistributionMachine,
  // Catering lifecycles.
  reserveOrderMachine,
  settlementMachine,
  // The fitness club: membership cards (stored in club_card).
  membershipCardMachine,
  // The fitness club: training course registrations (stored in club_train_registration).
  trainingRegistrationMachine,
  // The fitness club: a member's booking of a group class (stored in club_class_booking).
  groupClassBookingMachine,
  // Compiled per workflow definition; the gallery shows a sample one.
  workflowProcessSampleMachine,
].map((machine) => ({ id: machine.id, machine }));

/** The registered machine whose root id is `id`, or undefined. */
export function findMachine(id: string): RegisteredMachine | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}
