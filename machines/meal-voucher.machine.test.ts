/**
 * Path tests of the meal-voucher machines (DESIGN.md §5): one shortest path to every state
 * of the application machine, replayed on a running actor and checked step by step against
 * the rule table below (written independently of the machine); then every stored state
 * started as the server does and every event sent there, checked against the table. The
 * per-person distribution machine gets the same. Both must take 100 % of their transitions.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  MEAL_VOUCHER_STATES,
  mealVoucherDistributionMachine,
  mealVoucherMachine,
  type DistributionTaskEvent,
  type DistributionTaskState,
  type MealVoucherEvent,
  type MealVoucherState,
} from './meal-voucher.machine';
import { actorInspection } from './inspection';
import { storedSnapshot } from './stored-step';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

const coverage = recordTransitions(mealVoucherMachine);
const taskCoverage = recordTransitions(mealVoucherDistributionMachine);

const EVENTS: MealVoucherEvent[] = [
  { type: 'voucher.edit' },
  { type: 'voucher.audit', approve: true },
  { type: 'voucher.audit', approve: false, reason: 'budget' },
  { type: 'voucher.audit', approve: false, reason: ' ' },
  { type: 'voucher.financeAudit', approve: true },
  { type: 'voucher.financeAudit', approve: false, reason: 'over budget' },
  { type: 'voucher.lifeScienceAudit', approve: true },
  { type: 'voucher.lifeScienceAudit', approve: false, reason: 'not eligible' },
  { type: 'voucher.cancel' },
  { type: 'voucher.confirm' },
  { type: 'distribution.start' },
  { type: 'distribution.finish', failed: 0 },
  { type: 'distribution.finish', failed: 2 },
  { type: 'voucher.retryDistribution' },
  { type: 'voucher.settlement' },
];

const label = (e: MealVoucherEvent) =>
  `${e.type}${'approve' in e ? (e.approve ? '+' : `-${e.reason?.trim() ? 'reason' : 'noReason'}`) : ''}${
    'failed' in e ? `(${e.failed})` : ''
  }`;

/** The rules as a table: where `event` leads from `state`, or null when refused. */
function expected(state: MealVoucherState, event: MealVoucherEvent): MealVoucherState | null {
  const audit = (next: MealVoucherState) =>
    'approve' in event && event.approve ? next : 'reason' in event && event.reason?.trim() ? 'rejected' : null;
  const cancellable = ['submitted', 'audited', 'financeAudited', 'lifeScienceAudited'];
  if (event.type === 'voucher.cancel') return cancellable.includes(state) ? 'cancelled' : null;
  switch (`${state} ${event.type}`) {
    case 'submitted voucher.edit':
      return 'submitted';
    case 'submitted voucher.audit':
      return audit('audited');
    case 'audited voucher.financeAudit':
      return audit('financeAudited');
    case 'financeAudited voucher.lifeScienceAudit':
      return audit('lifeScienceAudited');
    case 'lifeScienceAudited voucher.confirm':
      return 'confirmed';
    case 'confirmed distribution.start':
      return 'distributing';
    case 'distributing distribution.finish':
      return (event as { failed: number }).failed === 0 ? 'distributed' : 'partiallyDistributed';
    case 'partiallyDistributed voucher.retryDistribution':
      return 'distributing';
    case 'distributed voucher.settlement':
    case 'partiallyDistributed voucher.settlement':
      return 'settled';
    default:
      return null;
  }
}

describe('meal-voucher machine — generated paths', () => {
  const model = createTestModel(mealVoucherMachine, { events: EVENTS });
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    for (const p of paths) visited.add(String(p.state.value));
    expect(visited).toEqual(new Set(MEAL_VOUCHER_STATES));
  });
  for (const [i, path] of paths.entries()) {
    const via = path.steps.map((s) => label(s.event as MealVoucherEvent)).join(' → ') || '(start)';
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const actor = createActor(mealVoucherMachine, { inspect: actorInspection }).start();
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          ({ event }: { event: MealVoucherEvent }) => {
            const before = actor.getSnapshot().value as MealVoucherState;
            actor.send(event);
            expect(actor.getSnapshot().value).toBe(expected(before, event) ?? before);
          },
        ]),
      );
      await path.test({ events });
      actor.stop();
    });
  }
});

/** Starts `machine` resting in `state` (as the server does) and sends `event`; answers the state reached. */
function sendFrom(machine: AnyStateMachine, state: string, event: { type: string }): string {
  const actor = createActor(machine, {
    snapshot: storedSnapshot(machine, state, {}),
    inspect: actorInspection,
  }).start();
  actor.send(event);
  const value = String(actor.getSnapshot().value);
  actor.stop();
  return value;
}

describe('meal-voucher machine — started in a stored state', () => {
  for (const state of MEAL_VOUCHER_STATES) {
    it(`${state}: accepts and refuses every event as the rules say`, () => {
      for (const event of EVENTS)
        expect(sendFrom(mealVoucherMachine, state, event), `${state} ${label(event)}`).toBe(
          expected(state, event) ?? state,
        );
    });
  }
});

const TASK_EVENTS: DistributionTaskEvent[] = [
  { type: 'attempt.succeed' },
  { type: 'attempt.fail', attempts: 1, maxAttempts: 3 },
  { type: 'attempt.fail', attempts: 3, maxAttempts: 3 },
  { type: 'task.retry' },
];

/** The task's rules: where `event` leads from `state`, or null when refused. */
function expectedTask(state: DistributionTaskState, event: DistributionTaskEvent): DistributionTaskState | null {
  if (state === 'pending' && event.type === 'attempt.succeed') return 'done';
  if (state === 'pending' && event.type === 'attempt.fail')
    return event.attempts < event.maxAttempts ? 'pending' : 'failed';
  if (state === 'failed' && event.type === 'task.retry') return 'pending';
  return null;
}

describe('meal-voucher distribution machine', () => {
  for (const state of ['pending', 'done', 'failed'] as const) {
    it(`${state}: accepts and refuses every event as the rules say`, () => {
      for (const event of TASK_EVENTS)
        expect(sendFrom(mealVoucherDistributionMachine, state, event), `${state} ${event.type}`).toBe(
          expectedTask(state, event) ?? state,
        );
    });
  }
  it('reaches every state along generated paths', async () => {
    const model = createTestModel(mealVoucherDistributionMachine, { events: TASK_EVENTS });
    const paths = model.getShortestPaths();
    const visited = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    for (const p of paths) visited.add(String(p.state.value));
    expect(visited).toEqual(new Set(['pending', 'done', 'failed']));
    for (const path of paths) {
      const actor = createActor(mealVoucherDistributionMachine, { inspect: actorInspection }).start();
      const events = Object.fromEntries(
        TASK_EVENTS.map((e) => [
          e.type,
          ({ event }: { event: DistributionTaskEvent }) => {
            const before = actor.getSnapshot().value as DistributionTaskState;
            actor.send(event);
            expect(actor.getSnapshot().value).toBe(expectedTask(before, event) ?? before);
          },
        ]),
      );
      await path.test({ events });
      actor.stop();
    }
  });
});

describe('meal-voucher machines — transition coverage', () => {
  it('takes every transition of both machines', async () => {
    for (const recorder of [coverage, taskCoverage]) {
      const report = recorder.stop();
      await saveCoverageReport(report);
      expect(report.missing).toEqual([]);
      expect(report.covered).toBe(report.transitions);
    }
  });
});
