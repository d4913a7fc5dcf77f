/**
 * The steps the front desk offers on an order card (spec §4 "reserve order" and "food
 * delivery order"): each with its call, its permission (the call's access code) and its
 * machine event. A step is offered exactly when the order's machine accepts the event in
 * the order's state (`canStep`) AND the user holds the permission; the server applies the
 * same machine, so a step someone else took first is refused there (ORDER_STEP_NOT_ALLOWED).
 */
import type { CallContract } from '../../platform/contracts/define-call';
import {
  reserveOrderAudit,
  reserveOrderConfirmCancel,
  reserveOrderDeclineCancel,
  reserveOrderProgress,
  reserveOrderReject,
  reserveOrderSettle,
  type ReserveOrderRow,
} from '../../platform/contracts/reserve-order.contract';
import {
  foodDeliveryOrderAudit,
  foodDeliveryOrderDeliveryInProgress,
  foodDeliveryOrderDelivered,
  type FoodOrderRow,
} from '../../platform/contracts/food-delivery.contract';
import { reserveOrderMachine, type ReserveOrderEvent } from '../../machines/reserve-order.machine';
import { foodDeliveryOrderMachine, type FoodDeliveryEvent } from '../../machines/food-delivery-order.machine';
import { canStep } from '../../machines/stored-step';

/** The label key of a step: `cateringDesk:step.<action>`. */
export type DeskAction =
  'audit' | 'reject' | 'arrange' | 'serve' | 'settle' | 'confirmCancel' | 'declineCancel' | 'deliver' | 'delivered';

/** One step of the desk on an order of kind `O` (a row of its list). */
export interface DeskStep<E> {
  action: DeskAction;
  event: E;
  call: CallContract;
  permission: string;
  /** Whether it asks a reason first (reject, declineCancel). */
  needsReason: boolean;
  /** The reason form's label, placeholder and confirm button (`cateringDesk:` keys), when not the rejection's. */
  reasonTexts?: { reason: string; placeholder: string; confirm: string };
  /** The board column the step moves the order to (a drop there takes it), or null (leaves the board). */
  target: string | null;
  /** The call's input for order `id` (`reason` for a rejection). */
  input: (id: number, reason: string) => unknown;
}

/**
 * Meeting service order steps (cancel is the applicant's). A cancel request (its own column) is
 * confirmed or declined with a reason; declined, the order returns to audited or arranged.
 */
export const MEETING_STEPS: DeskStep<ReserveOrderEvent>[] = [
  {
    action: 'audit',
    target: 'audited',
    event: { type: 'order.audit' },
    call: reserveOrderAudit,
    permission: reserveOrderAudit.access,
    needsReason: false,
    input: (id) => ({ id }),
  },
  {
    action: 'arrange',
    target: 'arranged',
    event: { type: 'order.progress', to: 'arranged' },
    call: reserveOrderProgress,
    permission: reserveOrderProgress.access,
    needsReason: false,
    input: (id) => ({ id, to: 'arranged' }),
  },
  {
    action: 'serve',
    target: 'served',
    event: { type: 'order.progress', to: 'served' },
    call: reserveOrderProgress,
    permission: reserveOrderProgress.access,
    needsReason: false,
    input: (id) => ({ id, to: 'served' }),
  },
  {
    action: 'settle',
    target: null,
    event: { type: 'order.settle' },
    call: reserveOrderSettle,
    permission: reserveOrderSettle.access,
    needsReason: false,
    input: (id) => ({ id }),
  },
  {
    action: 'confirmCancel',
    target: null,
    event: { type: 'order.confirmCancel' },
    call: reserveOrderConfirmCancel,
    permission: reserveOrderConfirmCancel.access,
    needsReason: false,
    input: (id) => ({ id }),
  },
  {
    action: 'declineCancel',
    target: null,
    event: { type: 'order.declineCancel' },
    call: reserveOrderDeclineCancel,
    permission: reserveOrderDeclineCancel.access,
    needsReason: true,
    reasonTexts: { reason: 'declineReason', placeholder: 'declinePlaceholder', confirm: 'confirmDecline' },
    input: (id, reason) => ({ id, reason }),
  },
  {
    action: 'reject',
    target: null,
    event: { type: 'order.reject' },
    call: reserveOrderReject,
    permission: reserveOrderReject.access,
    needsReason: true,
    input: (id, reason) => ({ id, reason }),
  },
];

/** Food delivery order steps (confirm is the applicant's; settle needs `confirmed`, not on the board). */
export const FOOD_STEPS: DeskStep<FoodDeliveryEvent>[] = [
  {
    action: 'audit',
    target: 'audited',
    event: { type: 'order.audit' },
    call: foodDeliveryOrderAudit,
    permission: foodDeliveryOrderAudit.access,
    needsReason: false,
    input: (id) => ({ id, approved: true }),
  },
  {
    action: 'deliver',
    target: 'deliveryInProgress',
    event: { type: 'order.deliver' },
    call: foodDeliveryOrderDeliveryInProgress,
    permission: foodDeliveryOrderDeliveryInProgress.access,
    needsReason: false,
    input: (id) => ({ id }),
  },
  {
    action: 'delivered',
    target: 'delivered',
    event: { type: 'order.delivered' },
    call: foodDeliveryOrderDelivered,
    permission: foodDeliveryOrderDelivered.access,
    needsReason: false,
    input: (id) => ({ id }),
  },
  {
    action: 'reject',
    target: null,
    event: { type: 'order.reject', reason: '-' },
    call: foodDeliveryOrderAudit,
    permission: foodDeliveryOrderAudit.access,
    needsReason: true,
    input: (id, reason) => ({ id, approved: false, reason }),
  },
];

/** A step of either kind, as the cards handle them. */
export type AnyDeskStep = DeskStep<ReserveOrderEvent> | DeskStep<FoodDeliveryEvent>;

/** The steps offered on a meeting order to a user for whom `allowed(permission)` holds. */
export function meetingSteps(
  row: Pick<ReserveOrderRow, 'status' | 'cancelFrom'>,
  allowed: (permission: string) => boolean,
): DeskStep<ReserveOrderEvent>[] {
  return MEETING_STEPS.filter(
    (s) => allowed(s.permission) && canStep(reserveOrderMachine, row.status, { cancelFrom: row.cancelFrom }, s.event),
  );
}

/** The steps offered on a food delivery order to a user for whom `allowed(permission)` holds. */
export function foodSteps(
  row: Pick<FoodOrderRow, 'state' | 'reason'>,
  allowed: (permission: string) => boolean,
): DeskStep<FoodDeliveryEvent>[] {
  return FOOD_STEPS.filter(
    (s) => allowed(s.permission) && canStep(foodDeliveryOrderMachine, row.state, { reason: row.reason }, s.event),
  );
}

/** The step a drop of an order with `offered` steps on `column` takes, or undefined (not a drop target). */
export function dropStep(offered: readonly AnyDeskStep[], column: string): AnyDeskStep | undefined {
  return offered.find((s) => s.target === column && !s.needsReason);
}
