/**
 * The transition-coverage helper on a small machine with every kind of transition: guarded
 * branches, `after`, `always`, an invoked promise and an invoked child machine, nested and
 * parallel states, root-level `on`. Enumeration is checked id by id; recording is checked
 * against the transitions a real actor takes, and a missing path shows up as missing.
 */
import { act, renderHook } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, type AnyActorRef } from 'xstate';
import { actorInspection } from './inspection';
import { coverageReport, countStates, enumerateTransitions, recordTransitions } from './transition-coverage';

const childMachine = setup({}).createMachine({
  id: 'child',
  initial: 'working',
  states: {
    working: { on: { 'child.finish': 'finished' } },
    finished: { type: 'final' },
  },
});

let promiseResult: () => Promise<string> = () => Promise.resolve('ok');

const sampleMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'go' } | { type: 'bump' } | { type: 'reset' } | { type: 'toggle' },
  },
  actors: { load: fromPromise(() => promiseResult()), child: childMachine },
  guards: { isBig: ({ context }) => context.count > 1, isZero: ({ context }) => context.count === 0 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  context: { count: 0 },
  on: { reset: { target: '.idle', actions: () => {} } },
  states: {
    idle: {
      on: {
        go: [{ guard: 'isBig', target: 'loading' }, { target: 'counting' }],
        bump: { actions: assign({ count: ({ context }) => context.count + 1 }) },
      },
    },
    counting: {
      initial: 'low',
      states: {
        low: { always: { guard: 'isZero', target: 'high' } },
        high: { after: { 1000: '#sample.idle' } },
      },
    },
    loading: {
      invoke: { id: 'load', src: 'load', onDone: 'both', onError: 'idle' },
    },
    both: {
      type: 'parallel',
      states: {
        left: {
          initial: 'off',
          states: { off: { on: { toggle: 'on' } }, on: {} },
        },
        right: {
          initial: 'waiting',
          states: {
            waiting: { invoke: { id: 'kid', src: 'child', onDone: 'done' } },
            done: {},
          },
        },
      },
    },
  },
});

const EXPECTED_IDS = [
  '(machine) —reset→ idle',
  'idle —go [isBig]→ loading',
  'idle —go→ counting',
  'idle —bump→ (stays)',
  'counting.low —always [isZero]→ counting.high',
  'counting.high —after 1000→ idle',
  'loading —xstate.done.actor.load→ both',
  'loading —xstate.error.actor.load→ idle',
  'both.left.off —toggle→ both.left.on',
  'both.right.waiting —xstate.done.actor.kid→ both.right.done',
];

afterEach(() => {
  vi.useRealTimers();
  promiseResult = () => Promise.resolve('ok');
});

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function start() {
  const actor = createActor(sampleMachine, { inspect: actorInspection });
  actor.start();
  return actor;
}

describe('enumerateTransitions', () => {
  it('lists every transition of the definition, guarded branches and invocations included', () => {
    expect(enumerateTransitions(sampleMachine).map((t) => t.id)).toEqual(EXPECTED_IDS);
    expect(countStates(sampleMachine)).toBe(12);
  });

  it('describes each transition by source, event, branch index, guard and targets', () => {
    const byId = new Map(enumerateTransitions(sampleMachine).map((t) => [t.id, t]));
    expect(byId.get('idle —go→ counting')).toEqual({
      id: 'idle —go→ counting',
      source: 'idle',
      event: 'go',
      index: 1,
      guard: null,
      targets: ['counting'],
    });
    expect(byId.get('counting.high —after 1000→ idle')?.event).toBe('xstate.after.1000.sample.counting.high');
    expect(byId.get('counting.low —always [isZero]→ counting.high')?.event).toBe('');
    expect(byId.get('idle —bump→ (stays)')?.targets).toEqual([]);
  });

  it('enumerates the child machine on its own', () => {
    expect(enumerateTransitions(childMachine).map((t) => t.id)).toEqual(['working —child.finish→ finished']);
  });
});

describe('recordTransitions', () => {
  it('records exactly the transitions a real actor takes, always and after included', async () => {
    vi.useFakeTimers();
    const recorder = recordTransitions(sampleMachine);
    const actor = start();
    actor.send({ type: 'go' }); // count 0: counting, then always to high
    expect(actor.getSnapshot().value).toEqual({ counting: 'high' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
    const report = recorder.stop();
    expect(report.taken).toEqual([
      'idle —go→ counting',
      'counting.low —always [isZero]→ counting.high',
      'counting.high —after 1000→ idle',
    ]);
    expect(report).toMatchObject({ machine: 'sample', states: 12, transitions: 10, covered: 3 });
    expect(report.missing).toHaveLength(7);
  });

  it('reaches 100 % over every path; provided copies count, invoked children under their own id', async () => {
    const sample = recordTransitions(sampleMachine);
    const child = recordTransitions(childMachine);
    // a provided copy (new state node objects, same structure) maps onto the definition
    const actor = createActor(sampleMachine.provide({}), { inspect: actorInspection }).start();
    actor.send({ type: 'bump' });
    actor.send({ type: 'bump' });
    actor.send({ type: 'go' }); // isBig: loading
    await flush();
    expect(actor.getSnapshot().value).toEqual({ both: { left: 'off', right: 'waiting' } });
    actor.send({ type: 'toggle' });
    (actor.getSnapshot().children as Record<string, AnyActorRef>).kid.send({ type: 'child.finish' });
    expect(actor.getSnapshot().value).toEqual({ both: { left: 'on', right: 'done' } });
    actor.send({ type: 'reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    promiseResult = () => Promise.reject(new Error('down'));
    actor.send({ type: 'go' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'reset' });
    actor.stop();
    // the branch for a small count and the timer were not walked in this test
    expect(sample.report().missing).toEqual([
      'idle —go→ counting',
      'counting.low —always [isZero]→ counting.high',
      'counting.high —after 1000→ idle',
    ]);
    expect(child.stop()).toMatchObject({ machine: 'child', transitions: 1, covered: 1, missing: [] });
    vi.useFakeTimers();
    const second = start();
    second.send({ type: 'go' });
    vi.advanceTimersByTime(1000);
    second.stop();
    expect(sample.stop()).toMatchObject({ transitions: 10, covered: 10, missing: [] });
  });

  it('fails a 100 % assertion when a path is missing', () => {
    const recorder = recordTransitions(sampleMachine);
    const actor = start();
    actor.send({ type: 'bump' });
    actor.stop();
    const report = recorder.stop();
    expect(report.covered).toBe(1);
    expect(report.missing).toContain('idle —go [isBig]→ loading');
    const assertFull = () => expect(report.covered, report.missing.join('\n')).toBe(report.transitions);
    expect(assertFull).toThrow(/idle —go \[isBig\]→ loading/);
  });

  it('records an actor that React creates (useActorRef in a view)', () => {
    const recorder = recordTransitions(sampleMachine);
    const { result, unmount } = renderHook(() => useActorRef(sampleMachine, { inspect: actorInspection }));
    act(() => {
      result.current.send({ type: 'bump' });
    });
    unmount();
    expect(recorder.stop().taken).toEqual(['idle —bump→ (stays)']);
  });

  it('ignores actors of other machines and stops recording when stopped', () => {
    const recorder = recordTransitions(sampleMachine);
    const other = createActor(childMachine, { inspect: actorInspection }).start();
    other.send({ type: 'child.finish' });
    recorder.stop();
    const actor = start();
    actor.send({ type: 'bump' });
    actor.stop();
    expect(recorder.report().covered).toBe(0);
  });

  it('refuses a different machine recorded under the same id', () => {
    const impostor = setup({}).createMachine({ id: 'sample', initial: 'a', states: { a: { on: { x: 'b' } }, b: {} } });
    const recorder = recordTransitions(sampleMachine);
    const actor = createActor(impostor, { inspect: actorInspection }).start();
    actor.send({ type: 'x' });
    expect(() => recorder.stop()).toThrow(/a —x→ b/);
  });

  it('builds a report from taken ids merged elsewhere', () => {
    expect(coverageReport(sampleMachine, new Set(EXPECTED_IDS))).toMatchObject({ covered: 10, missing: [] });
  });
});
