/**
 * Path tests of the group class booking machine (docs/fitness-classes.md): one shortest path to every
 * state, replayed on a running actor and checked step by step against the rule table below
 * (written independently of the machine); then every stored state started as the server
 * does and every event sent there. Must take 100 % of the transitions.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  GROUP_CLASS_BOOKING_EVENTS,
  GROUP_CLASS_BOOKING_STATES,
  groupClassBookingMachine,
  type GroupClassBookingEvent,
  type GroupClassBookingState,
} from './group-class-booking.machine';
import { actorInspection } from './inspection';
import { storedSnapshot } from './stored-step';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

const coverage = recordTransitions(groupClassBookingMachine);
const EVENTS: GroupClassBookingEvent[] = GROUP_CLASS_BOOKING_EVENTS.map((type) => ({ type }) as GroupClassBookingEvent);

/** The rules as a table: where `event` leads from `state`, or null when refused. */
function expected(state: GroupClassBookingState, event: GroupClassBookingEvent): GroupClassBookingState | null {
  const op = event.type.slice('booking.'.length);
  const table: Record<GroupClassBookingState, Record<string, GroupClassBookingState>> = {
    booked: { cancel: 'cancelled', lateCancel: 'lateCancelled', attend: 'attended', noShow: 'noShow' },
    attended: { noShow: 'noShow' },
    noShow: { attend: 'attended' },
    cancelled: {},
    lateCancelled: {},
  };
  return table[state][op] ?? null;
}

describe('group class booking machine — generated paths', () => {
  const model = createTestModel(groupClassBookingMachine, { events: EVENTS });
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    for (const p of paths) visited.add(String(p.state.value));
    expect(visited).toEqual(new Set(GROUP_CLASS_BOOKING_STATES));
  });
  for (const [i, path] of paths.entries()) {
    const via = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const actor = createActor(groupClassBookingMachine, { inspect: actorInspection }).start();
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          ({ event }: { event: GroupClassBookingEvent }) => {
            const before = actor.getSnapshot().value as GroupClassBookingState;
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

describe('group class booking machine — started in a stored state', () => {
  for (const state of GROUP_CLASS_BOOKING_STATES) {
    it(`${state}: accepts and refuses every event as the rules say`, () => {
      for (const event of EVENTS) {
        const actor = createActor(groupClassBookingMachine, {
          snapshot: storedSnapshot(groupClassBookingMachine, state, {}),
          inspect: actorInspection,
        }).start();
        actor.send(event);
        expect(String(actor.getSnapshot().value), `${state} ${event.type}`).toBe(expected(state, event) ?? state);
        actor.stop();
      }
    });
  }
});

describe('group class booking machine — transition coverage', () => {
  it('takes every transition', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
