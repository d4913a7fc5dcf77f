/**
 * The steps the back office offers on a food delivery order: each with its call, its
 * permission and its machine event. A step is offered exactly when the order's machine
 * accepts its event in the order's state (`canStep`) and the user holds the permission.
 */
import type { CallContract } from '../../platform/contracts/define-call';
import {
  foodDeliveryOrderAudit,
  foodDeliveryOrderDeliveryInProgress,
  foodDeliveryOrderDelivered,
  foodDeliveryOrderSettlement,
  type FoodOrderRow,
} from '../../platform/contracts/food-delivery.contract';
import { foodDeliveryOrderMachine, type FoodDeliveryEvent } from '../../machines/food-delivery-order.machine';
import { offeredOrderSteps } from '../../ui/order-page/order-steps';

/** One step of the back office: `action` names its label (`foodDelivery:action.<action>`). */
export interface OrderStep {
  action: 'audit' | 'reject' | 'deliver' | 'delivered' | 'settle';
  event: FoodDeliveryEvent;
  call: CallContract;
  permission: string;
  /** Whether it asks a reason first. */
  needsReason: boolean;
  danger: boolean;
}

/** The staff's steps (cancel and confirm are the applicant's, on the terminal). */
export const STAFF_STEPS: OrderStep[] = [
  {
    action: 'audit',
    event: { type: 'order.audit' },
    call: foodDeliveryOrderAudit,
    permission: foodDeliveryOrderAudit.access,
    needsReason: false,
    danger: false,
  },
  {
    action: 'reject',
    event: { type: 'order.reject', reason: '-' },
    call: foodDeliveryOrderAudit,
    permission: foodDeliveryOrderAudit.access,
    needsReason: true,
    danger: true,
  },
  {
    action: 'deliver',
    event: { type: 'order.deliver' },
    call: foodDeliveryOrderDeliveryInProgress,
    permission: foodDeliveryOrderDeliveryInProgress.access,
    needsReason: false,
    danger: false,
  },
  {
    action: 'delivered',
    event: { type: 'order.delivered' },
    call: foodDeliveryOrderDelivered,
    permission: foodDeliveryOrderDelivered.access,
    needsReason: false,
    danger: false,
  },
  {
    action: 'settle',
    event: { type: 'order.settle' },
    call: foodDeliveryOrderSettlement,
    permission: foodDeliveryOrderSettlement.access,
    needsReason: false,
    danger: false,
  },
];

/** The steps offered on `row` to a user for whom `allowed(permission)` holds. */
export function offeredSteps(row: Pick<FoodOrderRow, 'state' | 'reason'>, allowed: (p: string) => boolean) {
  return offeredOrderSteps(
    foodDeliveryOrderMachine,
    row.state,
    { reason: row.reason },
    STAFF_STEPS.map((s) => ({ ...s, key: s.action })),
    allowed,
  );
}

/** The call input of `step` on order `id` (`reason` for a rejection). */
export function stepInput(step: OrderStep, id: number, reason = ''): unknown {
  if (step.action === 'audit') return { id, approved: true };
  if (step.action === 'reject') return { id, approved: false, reason };
  return { id };
}
