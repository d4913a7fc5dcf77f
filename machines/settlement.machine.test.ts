/**
 * Path tests of the settlement machine (DESIGN.md §5): one shortest path to every reachable
 * state, replayed on a running actor and checked after each step against the rule table
 * below (written independently of the machine); at the end of each path every event the
 * table refuses must leave the statement unchanged. A second test starts the machine in each
 * stored state, as the server does; the last asserts that the actors took every transition.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { SETTLEMENT_STATES, settlementMachine, type SettlementEvent, type SettlementState } from './settlement.machine';
import { nextStoredStep } from './stored-step';
import { actorInspection } from './inspection';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

const coverage = recordTransitions(settlementMachine);

const EVENTS: SettlementEvent[] = [{ type: 'settlement.confirm' }, { type: 'settlement.invoice' }];

/** The rules as a table: the state `event` leads to from `state`, or null when refused. */
function expected(state: SettlementState, event: SettlementEvent): SettlementState | null {
  switch (`${state} ${event.type}`) {
    case 'pending settlement.confirm':
      return 'confirmed';
    case 'confirmed settlement.invoice':
      return 'invoiced';
    default:
      return null;
  }
}

const model = createTestModel(settlementMachine, { events: EVENTS });

describe('settlement machine — generated paths', () => {
  const paths = model.getShortestPaths();
  it('passes through every state', () => {
    const visited = paths.flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]);
    expect(new Set(visited)).toEqual(new Set(SETTLEMENT_STATES));
  });

  for (const [i, path] of paths.entries()) {
    const via =
      path.steps
        .filter((s) => (s.event.type as string) !== 'xstate.init')
        .map((s) => s.event.type)
        .join(' → ') || '(start)';
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const actor = createActor(settlementMachine, { inspect: actorInspection }).start();
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          ({ event }: { event: SettlementEvent }) => {
            const before = actor.getSnapshot().value as SettlementState;
            actor.send(event);
            expect(actor.getSnapshot().value).toBe(expected(before, event) ?? before);
          },
        ]),
      );
      await path.test({ events });

      const reached = actor.getSnapshot();
      // A final state's actor is stopped: its refusals are checked from the stored state below.
      if (reached.status === 'done') return actor.stop();
      for (const event of EVENTS) {
        if (expected(reached.value as SettlementState, event)) continue;
        const probe = createActor(settlementMachine, { snapshot: reached, inspect: actorInspection });
        probe.start();
        probe.send(event);
        expect(probe.getSnapshot().value, event.type).toBe(reached.value);
        probe.stop();
      }
      actor.stop();
    });
  }
});

describe('settlement machine — started in a stored state', () => {
  for (const state of SETTLEMENT_STATES) {
    it(`${state}: accepts and refuses every event as the rules say`, () => {
      for (const event of EVENTS) {
        expect(nextStoredStep(settlementMachine, state, {}, event)?.value ?? null, `${state} ${event.type}`).toBe(
          expected(state, event),
        );
      }
    });
  }

  it('invoiced is final', () => {
    const actor = createActor(settlementMachine).start();
    actor.send({ type: 'settlement.confirm' });
    actor.send({ type: 'settlement.invoice' });
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });
});

describe('settlement machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
