/**
 * A settlement statement's life (spec §4 "catering and summary settlements: confirm, batch
 * confirm, invoice"; stored in mc_settlement.state, applied by the server through
 * server/modules/catering/order-step.ts, kind `settlement`):
 *
 * ```
 *  pending ─settlement.confirm─▶ confirmed ─settlement.invoice─▶ invoiced
 * ```
 *
 * - pending: the statement collects the customer's billable orders of its month; confirming
 *   it freezes it and settles its orders (each through its own machine).
 * - confirmed → invoiced when finance records the invoice (number, date, amount).
 * invoiced is final. A batch confirm applies `settlement.confirm` to each statement, all or
 * nothing: the first one the machine refuses names itself and nothing changes.
 */
import { setup } from 'xstate';

/** The stored states of a statement (mc_settlement.state). */
export const SETTLEMENT_STATES = ['pending', 'confirmed', 'invoiced'] as const;
/** A stored state of a statement. */
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/** Events of a statement (DESIGN.md §5 naming). */
export type SettlementEvent = { type: 'settlement.confirm' } | { type: 'settlement.invoice' };

/** The settlement statechart (see the module comment). */
export const settlementMachine = setup({
  types: { events: {} as SettlementEvent },
}).createMachine({
  id: 'settlement',
  initial: 'pending',
  states: {
    pending: { on: { 'settlement.confirm': 'confirmed' } },
    confirmed: { on: { 'settlement.invoice': 'invoiced' } },
    invoiced: { type: 'final' },
  },
});
