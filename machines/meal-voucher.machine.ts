/**
 * A meal-voucher application's life (spec §4 "meal voucher: audit, finance audit,
 * life-science audit, confirm, settlement, cancel, retry distribution"). The states are the
 * stored values of `mc_meal_voucher_app.state`; the server applies each step with
 * applyOrderStep (server/modules/catering/order-step.ts, kind `mealVoucher`), views offer a
 * step exactly when canStep accepts it.
 *
 * ```
 *  submitted ─voucher.audit─▶ audited ─voucher.financeAudit─▶ financeAudited
 *  financeAudited ─voucher.lifeScienceAudit─▶ lifeScienceAudited
 *   ⟲ voucher.edit   each audit with approve=false (and a reason) ─▶ rejected
 *   submitted … lifeScienceAudited ─voucher.cancel─▶ cancelled
 *  lifeScienceAudited ─voucher.confirm─▶ confirmed ─distribution.start─▶ distributing
 *  distributing ─distribution.finish {failed = 0}─▶ distributed
 *               ─distribution.finish {failed > 0}─▶ partiallyDistributed ─voucher.retryDistribution─▶ distributing
 *  distributed | partiallyDistributed ─voucher.settlement─▶ settled
 * ```
 *
 * Per-person distribution: each person's distribution is its own small machine,
 * {@link mealVoucherDistributionMachine} (pending → done, or failed after the last attempt;
 * failed → pending on a retry), one per person — the "friends list" of the application —
 * but NOT spawned as in-memory child actors: a spawned actor lives only as long as its
 * process, while a distribution must survive a restart and be shared by several server
 * processes. So each child's state is a row of `mc_meal_voucher_task` (the durable job of
 * server/modules/meal-voucher/distribution.ts steps it through this machine), and the
 * parent learns the outcome through `distribution.finish {failed}` once no child is
 * pending. The parent's guards read facts carried by the events only; its context is empty.
 *
 * Settlement (design): vouchers are settled one by one (their `settled_at`, settlement call
 * per customer and period); `voucher.settlement` closes an application once none of its
 * vouchers is still usable and every redeemed one is settled — the server decides that and
 * sends the event.
 */
import { setup } from 'xstate';

/** The stored states of an application. */
export type MealVoucherState =
  | 'submitted'
  | 'audited'
  | 'financeAudited'
  | 'lifeScienceAudited'
  | 'confirmed'
  | 'distributing'
  | 'distributed'
  | 'partiallyDistributed'
  | 'settled'
  | 'rejected'
  | 'cancelled';

/** Every state, in the order of the status tabs. */
export const MEAL_VOUCHER_STATES: readonly MealVoucherState[] = [
  'submitted',
  'audited',
  'financeAudited',
  'lifeScienceAudited',
  'confirmed',
  'distributing',
  'distributed',
  'partiallyDistributed',
  'settled',
  'rejected',
  'cancelled',
];

/** An audit's decision: approve, or reject with a reason (a rejection without one is refused). */
export interface AuditDecision {
  approve: boolean;
  reason?: string;
}

/** Events of an application (DESIGN.md §5 naming); the action name after the dot is the wire call's name. */
export type MealVoucherEvent =
  | { type: 'voucher.edit' }
  | ({ type: 'voucher.audit' } & AuditDecision)
  | ({ type: 'voucher.financeAudit' } & AuditDecision)
  | ({ type: 'voucher.lifeScienceAudit' } & AuditDecision)
  | { type: 'voucher.cancel' }
  | { type: 'voucher.confirm' }
  | { type: 'distribution.start' }
  | { type: 'distribution.finish'; failed: number }
  | { type: 'voucher.retryDistribution' }
  | { type: 'voucher.settlement' };

/** The context of an application: nothing — the guards read the events' facts. */
export type MealVoucherContext = Record<string, never>;

const approved = ({ event }: { event: MealVoucherEvent }) => 'approve' in event && event.approve;
const rejectedWithReason = ({ event }: { event: MealVoucherEvent }) =>
  'approve' in event && !event.approve && !!event.reason?.trim();

/** An audit step: approve → `next`, reject with a reason → rejected. */
const auditTo = (next: MealVoucherState) => [
  { guard: 'approved' as const, target: next },
  { guard: 'rejectedWithReason' as const, target: 'rejected' },
];

/** The meal-voucher application machine (see the module comment). */
export const mealVoucherMachine = setup({
  types: {} as { context: MealVoucherContext; events: MealVoucherEvent },
  guards: {
    approved,
    rejectedWithReason,
    noneFailed: ({ event }) => event.type === 'distribution.finish' && event.failed === 0,
    someFailed: ({ event }) => event.type === 'distribution.finish' && event.failed > 0,
  },
}).createMachine({
  id: 'mealVoucher',
  context: {},
  initial: 'submitted',
  states: {
    submitted: {
      on: {
        'voucher.edit': { target: 'submitted', reenter: true },
        'voucher.audit': auditTo('audited'),
        'voucher.cancel': 'cancelled',
      },
    },
    audited: {
      on: { 'voucher.financeAudit': auditTo('financeAudited'), 'voucher.cancel': 'cancelled' },
    },
    financeAudited: {
      on: { 'voucher.lifeScienceAudit': auditTo('lifeScienceAudited'), 'voucher.cancel': 'cancelled' },
    },
    lifeScienceAudited: {
      on: { 'voucher.confirm': 'confirmed', 'voucher.cancel': 'cancelled' },
    },
    confirmed: { on: { 'distribution.start': 'distributing' } },
    distributing: {
      on: {
        'distribution.finish': [
          { guard: 'noneFailed', target: 'distributed' },
          { guard: 'someFailed', target: 'partiallyDistributed' },
        ],
      },
    },
    distributed: { on: { 'voucher.settlement': 'settled' } },
    partiallyDistributed: {
      on: { 'voucher.retryDistribution': 'distributing', 'voucher.settlement': 'settled' },
    },
    settled: { type: 'final' },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The stored states of one person's distribution task. */
export type DistributionTaskState = 'pending' | 'done' | 'failed';

/** Events of a distribution task; `attempts` is the count after this attempt, `maxAttempts` the limit. */
export type DistributionTaskEvent =
  | { type: 'attempt.succeed' }
  | { type: 'attempt.fail'; attempts: number; maxAttempts: number }
  | { type: 'task.retry' };

/**
 * One person's distribution (a child of the application, stored in mc_meal_voucher_task):
 * pending → done when the vouchers are issued; a failed attempt stays pending (to be tried
 * again after a backoff) until the last attempt, which leaves it failed; retryDistribution
 * puts a failed task back to pending.
 */
export const mealVoucherDistributionMachine = setup({
  types: {} as { context: Record<string, never>; events: DistributionTaskEvent },
  guards: {
    attemptsLeft: ({ event }) => event.type === 'attempt.fail' && event.attempts < event.maxAttempts,
  },
}).createMachine({
  id: 'mealVoucherDistribution',
  context: {},
  initial: 'pending',
  states: {
    pending: {
      on: {
        'attempt.succeed': 'done',
        'attempt.fail': [{ guard: 'attemptsLeft', target: 'pending', reenter: true }, { target: 'failed' }],
      },
    },
    done: { type: 'final' },
    failed: { on: { 'task.retry': 'pending' } },
  },
});
