/**
 * Path tests of the room lock machine (DESIGN.md §5): one shortest path to every reachable
 * state for a lock 10:00–12:00, replayed on a running actor and checked after each step
 * against the rule table below (written independently of the machine); at the end of each
 * path every event the table refuses must leave the lock unchanged. A second test starts
 * the machine in each stored state, as the server does; the last asserts that the actors
 * took every transition of the definition.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  roomLockMachine,
  roomLockStateAt,
  type RoomLockContext,
  type RoomLockEvent,
  type RoomLockState,
} from './room-lock.machine';
import { nextStoredStep } from './stored-step';
import { actorInspection } from './inspection';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

const coverage = recordTransitions(roomLockMachine);

const MIN = 60_000;
const START = Date.parse('2026-11-23T02:00:00Z');
const END = START + 120 * MIN;
const INPUT: RoomLockContext = { start: START, end: END };

const BEFORE = START - 30 * MIN;
const DURING = START + 30 * MIN;
const AFTER = END + 10 * MIN;

const EVENTS: RoomLockEvent[] = [
  { type: 'lock.tick', now: BEFORE },
  { type: 'lock.tick', now: DURING },
  { type: 'lock.tick', now: AFTER },
  { type: 'lock.unlock', now: BEFORE },
  { type: 'lock.unlock', now: DURING },
  { type: 'lock.unlock', now: AFTER },
];

/** The rules as a table: the state `event` leads to from `state`, or null when refused. */
function expected(state: RoomLockState, event: RoomLockEvent): RoomLockState | null {
  const t = event.now;
  switch (`${state} ${event.type}`) {
    case 'scheduled lock.tick':
      return t >= END ? 'expired' : t >= START ? 'active' : null;
    case 'active lock.tick':
      return t >= END ? 'expired' : null;
    case 'scheduled lock.unlock':
    case 'active lock.unlock':
      return t < END ? 'unlocked' : null;
    default:
      return null;
  }
}

const STATES: RoomLockState[] = ['scheduled', 'active', 'expired', 'unlocked'];
const label = (e: RoomLockEvent) => `${e.type}@${(e.now - START) / MIN}m`;

const model = createTestModel(roomLockMachine, { events: EVENTS, input: INPUT });

describe('room lock machine — generated paths', () => {
  const paths = model.getShortestPaths();
  it('reaches every state after the initial one', () => {
    expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(['active', 'expired', 'unlocked']));
  });

  for (const [i, path] of paths.entries()) {
    const via =
      path.steps
        .filter((s) => (s.event.type as string) !== 'xstate.init')
        .map((s) => label(s.event as RoomLockEvent))
        .join(' → ') || '(start)';
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const actor = createActor(roomLockMachine, { input: INPUT, inspect: actorInspection }).start();
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          ({ event }: { event: RoomLockEvent }) => {
            const before = actor.getSnapshot().value as RoomLockState;
            actor.send(event);
            expect(actor.getSnapshot().value).toBe(expected(before, event) ?? before);
          },
        ]),
      );
      await path.test({ events });

      const reached = actor.getSnapshot();
      for (const event of EVENTS) {
        if (expected(reached.value as RoomLockState, event)) continue;
        const probe = createActor(roomLockMachine, { snapshot: reached, input: INPUT, inspect: actorInspection });
        probe.start();
        probe.send(event);
        expect(probe.getSnapshot().value, label(event)).toBe(reached.value);
        expect(probe.getSnapshot().context, label(event)).toEqual(INPUT);
        probe.stop();
      }
      actor.stop();
    });
  }
});

describe('room lock machine — started in a stored state', () => {
  for (const state of STATES) {
    it(`${state}: accepts and refuses every event as the rules say`, () => {
      for (const event of EVENTS) {
        expect(nextStoredStep(roomLockMachine, state, INPUT, event)?.value ?? null, `${state} ${label(event)}`).toBe(
          expected(state, event),
        );
      }
    });
  }

  it('tells the state of a stored lock at a moment (time passing, finals unchanged)', () => {
    expect(roomLockStateAt('scheduled', INPUT, BEFORE)).toBe('scheduled');
    expect(roomLockStateAt('scheduled', INPUT, DURING)).toBe('active');
    expect(roomLockStateAt('scheduled', INPUT, AFTER)).toBe('expired');
    expect(roomLockStateAt('active', INPUT, AFTER)).toBe('expired');
    expect(roomLockStateAt('unlocked', INPUT, DURING)).toBe('unlocked');
  });
});

describe('room lock machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
