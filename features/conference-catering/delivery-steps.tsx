/**
 * The applicant's steps on their own food delivery order (spec §4 "food delivery order:
 * confirm, cancel"; machines/food-delivery-order.machine.ts): "Confirm receipt"
 * (/mc/foodDeliveryOrder/confirm, event `order.confirm`) and "Cancel order"
 * (/mc/foodDeliveryOrder/cancel, event `order.cancel`, asked first by the page). A step is
 * offered exactly when the order's machine accepts its event in the order's stored state
 * (ui/order-page: OrderStepBar and `offeredOrderSteps`) — never a list of states here. Both
 * calls are open to every signed-in user; the server's data scope decides whose order.
 */
import type { EventFromLogic } from 'xstate';
import { foodDeliveryOrderMachine } from '../../machines/food-delivery-order.machine';
import { foodDeliveryOrderConfirm, type FoodOrderRow } from '../../platform/contracts/food-delivery.contract';
import { OrderStepBar, offeredOrderSteps, type OrderStepSpec } from '../../ui/order-page';
import { useApi } from '../../ui/runtime';

type Machine = typeof foodDeliveryOrderMachine;

/** The applicant's step keys (labels `conferenceCatering:action.<key>`). */
export type ApplicantStepKey = 'confirm' | 'cancel';

/** The machine event of each applicant step. */
export const APPLICANT_STEP_EVENTS: Readonly<Record<ApplicantStepKey, EventFromLogic<Machine>>> = {
  confirm: { type: 'order.confirm' },
  cancel: { type: 'order.cancel' },
};

/** The keys of the applicant steps `order`'s machine accepts in its state, in button order. */
export function applicantSteps(order: Pick<FoodOrderRow, 'state' | 'reason'>): ApplicantStepKey[] {
  const specs = (Object.keys(APPLICANT_STEP_EVENTS) as ApplicantStepKey[]).map((key) => ({
    key,
    event: APPLICANT_STEP_EVENTS[key],
  }));
  return offeredOrderSteps(foodDeliveryOrderMachine, order.state, { reason: order.reason }, specs, () => true).map(
    (s) => s.key,
  );
}

/** Props of {@link DeliverySteps}: the order, and the page's cancel question to open. */
export interface DeliveryStepsProps {
  order: Pick<FoodOrderRow, 'id' | 'state' | 'reason' | 'orderNo'>;
  onCancel(order: DeliveryStepsProps['order']): void;
}

/** The step buttons of one order (`order-steps`, `step-confirm`, `step-cancel`). */
export function DeliverySteps({ order, onCancel }: DeliveryStepsProps) {
  const api = useApi();
  const steps: OrderStepSpec<Machine>[] = [
    {
      key: 'confirm',
      event: APPLICANT_STEP_EVENTS.confirm,
      run: () => api(foodDeliveryOrderConfirm, { id: order.id }),
    },
    { key: 'cancel', event: APPLICANT_STEP_EVENTS.cancel, danger: true, open: () => onCancel(order) },
  ];
  return (
    <OrderStepBar
      ns="conferenceCatering"
      machine={foodDeliveryOrderMachine}
      state={order.state}
      context={{ reason: order.reason }}
      steps={steps}
    />
  );
}
