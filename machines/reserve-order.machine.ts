/**
 * A meeting service order's life (spec §4 "reserve order: audit, progress audit, reject,
 * cancel, confirm-cancel, settlement"; DESIGN.md §5). The states are the stored values of
 * `mc_reserve_order.status` (server/db/schema/catering.ts); the server starts the machine
 * in a row's state and applies one event per call (server/modules/catering/order-step.ts).
 *
 * ```
 *  submitted ─order.audit─▶ audited ─order.progress{to:arranged}─▶ arranged
 *  arranged ─order.progress{to:served}─▶ served ─order.settle─▶ settled
 *  submitted, audited ─order.reject─▶ rejected
 *  submitted ─order.cancel─▶ cancelled
 *  audited, arranged ─order.cancel─▶ cancelRequested ─order.confirmCancel─▶ cancelled
 *  cancelRequested ─order.declineCancel─▶ audited / arranged (where it came from: context.cancelFrom)
 * ```
 *
 * - `order.progress` names the step it expects (`to`), so two staff pressing at once never
 *   skip a step: the second finds the order already there and is refused.
 * - `order.reject` (a reason is required by the call) from submitted and from audited: an
 *   audited order is not arranged yet, staff may still find they cannot serve it.
 * - `order.cancel` by the applicant: a submitted order is cancelled at once; after the audit
 *   (audited, arranged) it becomes cancelRequested and remembers where it was
 *   (`cancelFrom`); staff confirm it (`order.confirmCancel` → cancelled) or decline it
 *   (`order.declineCancel` → back to `cancelFrom`). A served order can no longer be cancelled.
 * - `order.editMerchandise` (re-prices the order) while not yet served: submitted, audited,
 *   arranged; `order.edit` (room, time, attendees …) only while submitted. Both stay put.
 * settled, rejected and cancelled are final.
 */
import { assign, setup } from 'xstate';

/** The stored states of a reserve order. */
export const RESERVE_ORDER_STATES = [
  'submitted',
  'audited',
  'arranged',
  'served',
  'settled',
  'rejected',
  'cancelled',
  'cancelRequested',
] as const;
/** A stored state of a reserve order. */
export type ReserveOrderState = (typeof RESERVE_ORDER_STATES)[number];

/** Where a cancel request came from (and where a declined one returns). */
export type CancelFrom = 'audited' | 'arranged';

/**
 * What the machine knows of an order: where a pending cancel request came from (null
 * otherwise). The server derives it from the row: `arranged_at` set → arranged, else audited.
 */
export interface ReserveOrderContext {
  cancelFrom: CancelFrom | null;
}

/** Events of a reserve order (DESIGN.md §5 naming). */
export type ReserveOrderEvent =
  | { type: 'order.audit' }
  | { type: 'order.progress'; to: 'arranged' | 'served' }
  | { type: 'order.reject' }
  | { type: 'order.cancel' }
  | { type: 'order.confirmCancel' }
  | { type: 'order.declineCancel' }
  | { type: 'order.settle' }
  | { type: 'order.edit' }
  | { type: 'order.editMerchandise' };

/** The reserve order machine (`reserveOrder`). */
export const reserveOrderMachine = setup({
  types: {
    context: {} as ReserveOrderContext,
    events: {} as ReserveOrderEvent,
  },
  guards: {
    toArranged: ({ event }) => event.type === 'order.progress' && event.to === 'arranged',
    toServed: ({ event }) => event.type === 'order.progress' && event.to === 'served',
    fromArranged: ({ context }) => context.cancelFrom === 'arranged',
  },
  actions: {
    // The step itself is the server's (edit, re-price); the machine only has to accept it. A targetless
    // transition needs an action to count as accepted (`snapshot.can`).
    changeInPlace: () => {},
  },
}).createMachine({
  id: 'reserveOrder',
  initial: 'submitted',
  // A stored order is resolved with its own context (machines/stored-step.ts); a new one has no request.
  context: { cancelFrom: null },
  states: {
    submitted: {
      on: {
        'order.audit': 'audited',
        'order.reject': 'rejected',
        'order.cancel': 'cancelled',
        'order.edit': { actions: 'changeInPlace' },
        'order.editMerchandise': { actions: 'changeInPlace' },
      },
    },
    audited: {
      on: {
        'order.progress': { guard: 'toArranged', target: 'arranged' },
        'order.reject': 'rejected',
        'order.cancel': { target: 'cancelRequested', actions: assign({ cancelFrom: 'audited' as const }) },
        'order.editMerchandise': { actions: 'changeInPlace' },
      },
    },
    arranged: {
      on: {
        'order.progress': { guard: 'toServed', target: 'served' },
        'order.cancel': { target: 'cancelRequested', actions: assign({ cancelFrom: 'arranged' as const }) },
        'order.editMerchandise': { actions: 'changeInPlace' },
      },
    },
    served: { on: { 'order.settle': 'settled' } },
    cancelRequested: {
      on: {
        'order.confirmCancel': { target: 'cancelled', actions: assign({ cancelFrom: null }) },
        'order.declineCancel': [
          { guard: 'fromArranged', target: 'arranged', actions: assign({ cancelFrom: null }) },
          { target: 'audited', actions: assign({ cancelFrom: null }) },
        ],
      },
    },
    settled: { type: 'final' },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
