/**
 * The food delivery order's lifecycle (spec §4 "food delivery order: audit, delivery in
 * progress, delivered, settlement, confirm, cancel"; DESIGN.md §5). A stored order rests in
 * one of these states; the server applies each call's step with applyOrderStep
 * (server/modules/catering/order-step.ts) and the pages offer exactly the steps `canStep`
 * accepts.
 *
 * submitted → audited (order.audit) or rejected (order.reject, with a reason)
 * audited → deliveryInProgress (order.deliver) → delivered (order.delivered)
 * delivered → confirmed (order.confirm, by the applicant) → settled (order.settle)
 * submitted | audited → cancelled (order.cancel); never once the delivery has started.
 * submitted accepts order.edit (the applicant changes the order before the audit).
 */
import { assign, setup } from 'xstate';

/** What the machine keeps: the reason of a rejection or cancellation (null otherwise). */
export interface FoodDeliveryContext {
  reason: string | null;
}

/** The steps of a food delivery order. */
export type FoodDeliveryEvent =
  | { type: 'order.edit' }
  | { type: 'order.audit' }
  | { type: 'order.reject'; reason: string }
  | { type: 'order.deliver' }
  | { type: 'order.delivered' }
  | { type: 'order.confirm' }
  | { type: 'order.settle' }
  | { type: 'order.cancel'; reason?: string };

/** The stored states of a food delivery order. */
export const FOOD_DELIVERY_STATES = [
  'submitted',
  'audited',
  'rejected',
  'deliveryInProgress',
  'delivered',
  'confirmed',
  'settled',
  'cancelled',
] as const;
export type FoodDeliveryState = (typeof FOOD_DELIVERY_STATES)[number];

/** The food delivery order machine (`foodDelivery`, also its i18n namespace). */
export const foodDeliveryOrderMachine = setup({
  types: {
    context: {} as FoodDeliveryContext,
    events: {} as FoodDeliveryEvent,
  },
  actions: {
    keepReason: assign({
      reason: ({ event }) => ('reason' in event && event.reason ? event.reason : null),
    }),
  },
}).createMachine({
  id: 'foodDelivery',
  initial: 'submitted',
  context: { reason: null },
  states: {
    submitted: {
      on: {
        'order.edit': { target: 'submitted' },
        'order.audit': { target: 'audited' },
        'order.reject': { target: 'rejected', actions: 'keepReason' },
        'order.cancel': { target: 'cancelled', actions: 'keepReason' },
      },
    },
    audited: {
      on: {
        'order.deliver': { target: 'deliveryInProgress' },
        'order.cancel': { target: 'cancelled', actions: 'keepReason' },
      },
    },
    deliveryInProgress: { on: { 'order.delivered': { target: 'delivered' } } },
    delivered: { on: { 'order.confirm': { target: 'confirmed' } } },
    confirmed: { on: { 'order.settle': { target: 'settled' } } },
    settled: { type: 'final' },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
