/**
 * Path tests of the food delivery order machine (DESIGN.md §5): one shortest path to every
 * reachable state, replayed on a running actor and checked step by step against the rule
 * table below (written independently of the machine); at the end of each path every event
 * the table refuses leaves the order unchanged. A second test starts the machine in each
 * stored state (as the server does) and checks every event there, through `nextStoredStep`.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  FOOD_DELIVERY_STATES,
  foodDeliveryOrderMachine,
  type FoodDeliveryEvent,
  type FoodDeliveryState,
} from './food-delivery-order.machine';
import { actorInspection } from './inspection';
import { canStep, nextStoredStep, storedSnapshot } from './stored-step';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

const coverage = recordTransitions(foodDeliveryOrderMachine);

const EVENTS: FoodDeliveryEvent[] = [
  { type: 'order.edit' },
  { type: 'order.audit' },
  { type: 'order.reject', reason: 'Out of stock' },
  { type: 'order.deliver' },
  { type: 'order.delivered' },
  { type: 'order.confirm' },
  { type: 'order.settle' },
  { type: 'order.cancel', reason: 'Meeting moved' },
];

/** The rules as a table: the state `event` leads to from `state`, or null when refused. */
function expected(state: FoodDeliveryState, event: FoodDeliveryEvent): FoodDeliveryState | null {
  switch (`${state} ${event.type}`) {
    case 'submitted order.edit':
      return 'submitted';
    case 'submitted order.audit':
      return 'audited';
    case 'submitted order.reject':
      return 'rejected';
    case 'submitted order.cancel':
    case 'audited order.cancel':
      return 'cancelled';
    case 'audited order.deliver':
      return 'deliveryInProgress';
    case 'deliveryInProgress order.delivered':
      return 'delivered';
    case 'delivered order.confirm':
      return 'confirmed';
    case 'confirmed order.settle':
      return 'settled';
    default:
      return null;
  }
}

/** The reason the machine keeps after `event` from a state without one. */
const reasonAfter = (event: FoodDeliveryEvent) =>
  event.type === 'order.reject' || event.type === 'order.cancel' ? (event.reason ?? null) : null;

const model = createTestModel(foodDeliveryOrderMachine, { events: EVENTS });

describe('food delivery order machine — generated paths', () => {
  const paths = model.getShortestPaths();

  it('passes through every state', () => {
    const seen = new Set(paths.flatMap((p) => [p.state.value, ...p.steps.map((s) => s.state.value)]));
    expect(seen).toEqual(new Set(FOOD_DELIVERY_STATES));
  });

  for (const [i, path] of paths.entries()) {
    const via = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const actor = createActor(foodDeliveryOrderMachine, { inspect: actorInspection }).start();
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          ({ event }: { event: FoodDeliveryEvent }) => {
            const before = actor.getSnapshot();
            actor.send(event);
            const after = actor.getSnapshot();
            const next = expected(before.value as FoodDeliveryState, event);
            expect(after.value).toBe(next ?? before.value);
            if (next && next !== before.value) expect(after.context.reason).toBe(reasonAfter(event));
          },
        ]),
      );
      await path.test({ events });

      const reached = actor.getSnapshot();
      for (const event of EVENTS) {
        if (expected(reached.value as FoodDeliveryState, event)) continue;
        const probe = createActor(foodDeliveryOrderMachine, { snapshot: reached, inspect: actorInspection }).start();
        probe.send(event);
        expect(probe.getSnapshot().value, event.type).toBe(reached.value);
        expect(probe.getSnapshot().context, event.type).toEqual(reached.context);
        probe.stop();
      }
      actor.stop();
    });
  }
});

describe('food delivery order machine — started in a stored state', () => {
  for (const state of FOOD_DELIVERY_STATES) {
    it(`${state}: accepts and refuses every event as the rules say`, () => {
      const context = { reason: null };
      expect(storedSnapshot(foodDeliveryOrderMachine, state, context).value).toBe(state);
      for (const event of EVENTS) {
        const next = expected(state, event);
        expect(canStep(foodDeliveryOrderMachine, state, context, event), `${state} ${event.type}`).toBe(!!next);
        expect(nextStoredStep(foodDeliveryOrderMachine, state, context, event)?.value ?? null).toBe(next);
        // the running actor started in the stored state takes the same step (recorded for coverage)
        const actor = createActor(foodDeliveryOrderMachine, {
          snapshot: storedSnapshot(foodDeliveryOrderMachine, state, context),
          inspect: actorInspection,
        }).start();
        actor.send(event);
        expect(actor.getSnapshot().value).toBe(next ?? state);
        actor.stop();
      }
    });
  }

  it('never cancels once the delivery has started', () => {
    for (const state of ['deliveryInProgress', 'delivered', 'confirmed', 'settled'] as const) {
      expect(canStep(foodDeliveryOrderMachine, state, { reason: null }, { type: 'order.cancel' })).toBe(false);
    }
  });
});

describe('food delivery order machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
