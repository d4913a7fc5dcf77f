/**
 * Path tests of the reserve order machine (spec §4): one shortest path to every reachable
 * (state, context), replayed on a running actor and checked step by step against the rule
 * table below (written apart from the machine); at the end of each path every event the
 * table refuses must leave the order unchanged. Then every stored state is checked through
 * `nextStoredStep` as the server uses it, and the transition coverage must be 100 %.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { actorInspection } from './inspection';
import {
  reserveOrderMachine,
  RESERVE_ORDER_STATES,
  type ReserveOrderContext,
  type ReserveOrderEvent,
  type ReserveOrderState,
} from './reserve-order.machine';
import { nextStoredStep } from './stored-step';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

const coverage = recordTransitions(reserveOrderMachine);

const EVENTS: ReserveOrderEvent[] = [
  { type: 'order.audit' },
  { type: 'order.progress', to: 'arranged' },
  { type: 'order.progress', to: 'served' },
  { type: 'order.reject' },
  { type: 'order.cancel' },
  { type: 'order.confirmCancel' },
  { type: 'order.declineCancel' },
  { type: 'order.settle' },
  { type: 'order.edit' },
  { type: 'order.editMerchandise' },
];
const label = (e: ReserveOrderEvent) => ('to' in e ? `${e.type}→${e.to}` : e.type);

type Rest = { state: ReserveOrderState; context: ReserveOrderContext };

/** The rules as a table: where `event` leads an order resting in `rest`, or null when refused. */
function expected(rest: Rest, event: ReserveOrderEvent): Rest | null {
  const { state, context } = rest;
  const stay = { state, context };
  const to = (s: ReserveOrderState, cancelFrom: ReserveOrderContext['cancelFrom'] = null): Rest => ({
    state: s,
    context: { cancelFrom },
  });
  switch (`${state} ${label(event)}`) {
    case 'submitted order.audit':
      return to('audited');
    case 'audited order.progress→arranged':
      return to('arranged');
    case 'arranged order.progress→served':
      return to('served');
    case 'served order.settle':
      return to('settled');
    case 'submitted order.reject':
    case 'audited order.reject':
      return to('rejected');
    case 'submitted order.cancel':
      return to('cancelled');
    case 'audited order.cancel':
      return to('cancelRequested', 'audited');
    case 'arranged order.cancel':
      return to('cancelRequested', 'arranged');
    case 'cancelRequested order.confirmCancel':
      return to('cancelled');
    case 'cancelRequested order.declineCancel':
      return to(context.cancelFrom ?? 'audited');
    case 'submitted order.edit':
    case 'submitted order.editMerchandise':
    case 'audited order.editMerchandise':
    case 'arranged order.editMerchandise':
      return stay;
    default:
      return null;
  }
}

const model = createTestModel(reserveOrderMachine, { events: EVENTS });

describe('reserve order machine — generated paths', () => {
  for (const [i, path] of model.getShortestPaths().entries()) {
    const via = path.steps.map((s) => label(s.event as ReserveOrderEvent)).join(' → ') || '(start)';
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const actor = createActor(reserveOrderMachine, { inspect: actorInspection }).start();
      const rest = (): Rest => {
        const s = actor.getSnapshot();
        return { state: s.value as ReserveOrderState, context: s.context };
      };
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          ({ event }: { event: ReserveOrderEvent }) => {
            const before = rest();
            actor.send(event);
            expect(rest()).toEqual(expected(before, event) ?? before);
          },
        ]),
      );
      await path.test({ events });

      const reached = actor.getSnapshot();
      for (const event of EVENTS) {
        const rule = expected(rest(), event);
        if (rule) {
          // steps that stay put (edits) are not on any shortest path: take them here
          if (rule.state === reached.value) {
            const probe = createActor(reserveOrderMachine, { snapshot: reached, inspect: actorInspection }).start();
            probe.send(event);
            expect({ state: probe.getSnapshot().value, context: probe.getSnapshot().context }).toEqual(rule);
            probe.stop();
          }
          continue;
        }
        const probe = createActor(reserveOrderMachine, { snapshot: reached, inspect: actorInspection }).start();
        probe.send(event);
        expect(probe.getSnapshot().value, label(event)).toBe(reached.value);
        expect(probe.getSnapshot().context, label(event)).toEqual(reached.context);
        probe.stop();
      }
      actor.stop();
    });
  }
});

describe('reserve order machine — started in a stored state', () => {
  for (const state of RESERVE_ORDER_STATES) {
    // The server stores a cancelFrom only with a pending cancel request.
    const origins = state === 'cancelRequested' ? (['audited', 'arranged'] as const) : ([null] as const);
    for (const cancelFrom of origins) {
      it(`${state} (cancelFrom ${cancelFrom}): accepts and refuses every event as the rules say`, () => {
        const context = { cancelFrom };
        for (const event of EVENTS) {
          const step = nextStoredStep(reserveOrderMachine, state, context, event);
          const rule = expected({ state, context }, event);
          expect(step && { state: step.value, context: step.context }, `${state} ${label(event)}`).toEqual(rule);
          // the same step on a live actor started in the stored state
          const snapshot = reserveOrderMachine.resolveState({ value: state, context });
          const probe = createActor(reserveOrderMachine, { snapshot, inspect: actorInspection }).start();
          probe.send(event);
          expect({ state: probe.getSnapshot().value, context: probe.getSnapshot().context }).toEqual(
            rule ?? { state, context },
          );
          probe.stop();
        }
      });
    }
  }
});

describe('reserve order machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
