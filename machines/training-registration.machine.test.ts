/**
 * Path tests of the training registration machine (DESIGN.md §5): one shortest path to every
 * state, replayed on a running actor and checked step by step against the rule table below
 * (written independently of the machine); then every stored state started as the server
 * does and every event sent there. Must take 100 % of the transitions.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  TRAINING_REGISTRATION_EVENTS,
  TRAINING_REGISTRATION_STATES,
  trainingRegistrationMachine,
  type TrainingRegistrationEvent,
  type TrainingRegistrationState,
} from './training-registration.machine';
import { actorInspection } from './inspection';
import { storedSnapshot } from './stored-step';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

const coverage = recordTransitions(trainingRegistrationMachine);
const EVENTS: TrainingRegistrationEvent[] = TRAINING_REGISTRATION_EVENTS.map(
  (type) => ({ type }) as TrainingRegistrationEvent,
);

/** The rules as a table: where `event` leads from `state`, or null when refused. */
function expected(
  state: TrainingRegistrationState,
  event: TrainingRegistrationEvent,
): TrainingRegistrationState | null {
  const op = event.type.slice('train.'.length);
  const table: Record<TrainingRegistrationState, Record<string, TrainingRegistrationState>> = {
    pending: { confirm: 'confirmed', reject: 'rejected', withdraw: 'withdrawn' },
    confirmed: { complete: 'completed', withdraw: 'withdrawn' },
    rejected: {},
    withdrawn: {},
    completed: {},
  };
  return table[state][op] ?? null;
}

describe('training registration machine — generated paths', () => {
  const model = createTestModel(trainingRegistrationMachine, { events: EVENTS });
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    for (const p of paths) visited.add(String(p.state.value));
    expect(visited).toEqual(new Set(TRAINING_REGISTRATION_STATES));
  });
  for (const [i, path] of paths.entries()) {
    const via = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const actor = createActor(trainingRegistrationMachine, { inspect: actorInspection }).start();
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          ({ event }: { event: TrainingRegistrationEvent }) => {
            const before = actor.getSnapshot().value as TrainingRegistrationState;
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

describe('training registration machine — started in a stored state', () => {
  for (const state of TRAINING_REGISTRATION_STATES) {
    it(`${state}: accepts and refuses every event as the rules say`, () => {
      for (const event of EVENTS) {
        const actor = createActor(trainingRegistrationMachine, {
          snapshot: storedSnapshot(trainingRegistrationMachine, state, {}),
          inspect: actorInspection,
        }).start();
        actor.send(event);
        expect(String(actor.getSnapshot().value), `${state} ${event.type}`).toBe(expected(state, event) ?? state);
        actor.stop();
      }
    });
  }
});

describe('training registration machine — transition coverage', () => {
  it('takes every transition', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
