/**
 * Support for the machines' generated path tests (DESIGN.md §5: `createTestModel` from
 * `xstate/graph`). Test-only code, imported by `*.machine.test.ts`.
 *
 * `createTestModel` refuses machines that invoke actors, so a test builds two things
 * from the same machine:
 * - the MODEL: {@link toTestModelMachine} turns each `invoke {id, onDone, onError}` into
 *   plain transitions on `xstate.done.actor.<id>` / `xstate.error.actor.<id>`; the graph
 *   traversal then feeds those events (with the `output` / `error` the test lists) like
 *   any other event (actions that address the child, e.g. a wizard's
 *   `forwardToCheckout`, must be provided as no-ops on the model: it has no child);
 * - the SYSTEM UNDER TEST: {@link createPromiseHarness} runs the REAL machine with each
 *   named promise actor replaced by a controllable one; a done/error step of a path
 *   settles the pending promise, any other step is sent to the actor.
 * After each step the test compares the SUT's snapshot with the model's and asserts on
 * the context of the state reached.
 */
import {
  createActor,
  createMachine,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { actorInspection } from './inspection';

type Config = Record<string, unknown>;

function transformNode(node: Config): Config {
  const out: Config = { ...node };
  if (node.invoke) {
    const invokes = (Array.isArray(node.invoke) ? node.invoke : [node.invoke]) as Config[];
    const on: Config = { ...((node.on as Config | undefined) ?? {}) };
    for (const inv of invokes) {
      const id = inv.id;
      if (typeof id !== 'string') throw new Error('toTestModelMachine: every invoke needs an explicit id');
      if (inv.onDone) on[`xstate.done.actor.${id}`] = inv.onDone;
      if (inv.onError) on[`xstate.error.actor.${id}`] = inv.onError;
    }
    delete out.invoke;
    out.on = on;
  }
  if (node.states) {
    const states: Config = {};
    for (const [key, child] of Object.entries(node.states as Config)) states[key] = transformNode(child as Config);
    out.states = states;
  }
  return out;
}

/**
 * The machine's model for `createTestModel`: the same states, guards, actions and
 * context, with every invocation replaced by transitions on its done/error events.
 * @throws Error when an invoke has no explicit `id`.
 */
export function toTestModelMachine<M extends AnyStateMachine>(machine: M): M {
  const config = transformNode(machine.config as unknown as Config);
  return createMachine(config as never, machine.implementations as never) as unknown as M;
}

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A running machine whose promise actors the test settles by hand. */
export interface PromiseHarness<M extends AnyStateMachine> {
  actor: ReturnType<typeof createActor<M>>;
  /** Inputs each actor was invoked with, in order. */
  calls: Record<string, unknown[]>;
  /** Performs one step of a generated path on the real actor, then lets promises settle. */
  exec(event: { type: string; output?: unknown; error?: unknown; [key: string]: unknown }): Promise<void>;
}

/** Lets settled promises and the actor's resulting transitions run (microtasks only). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/**
 * Starts `machine` with each actor in `actorNames` (invoke `src` = invoke `id`, unless
 * `invokeIds` maps an invoke id to its `src`, e.g. `{ checkout: 'bookingCheckout' }`) replaced
 * by a promise the test settles through {@link PromiseHarness.exec} — a child machine too,
 * whose output is then the promise's value; `implementations` (actions, guards) are
 * provided as well, e.g. to record side effects.
 */
export function createPromiseHarness<M extends AnyStateMachine>(
  machine: M,
  actorNames: readonly string[],
  implementations: { actions?: Record<string, unknown>; input?: unknown; invokeIds?: Record<string, string> } = {},
): PromiseHarness<M> {
  const pending: Record<string, Deferred | undefined> = {};
  const calls: Record<string, unknown[]> = {};
  const actors: Record<string, unknown> = {};
  for (const name of actorNames) {
    calls[name] = [];
    actors[name] = fromPromise(({ input }) => {
      calls[name].push(input);
      return new Promise((resolve, reject) => {
        pending[name] = { resolve, reject };
      });
    });
  }
  const provided = machine.provide({
    actors,
    ...(implementations.actions ? { actions: implementations.actions } : {}),
  } as never);
  // Through the inspection seam, so the transition-coverage recorder sees the harness's actors.
  const input = implementations.input === undefined ? {} : { input: implementations.input };
  const options = { inspect: actorInspection, ...input };
  const actor = (createActor as (logic: AnyStateMachine, options: object) => ReturnType<typeof createActor<M>>)(
    provided,
    options,
  );
  actor.start();
  return {
    actor,
    calls,
    async exec(event) {
      const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (done) {
        const name = implementations.invokeIds?.[done[2]] ?? done[2];
        const d = pending[name];
        if (!d) throw new Error(`no pending invocation of ${name}`);
        pending[name] = undefined;
        if (done[1] === 'done') d.resolve(event.output);
        else d.reject(event.error);
        await settle();
      } else {
        actor.send(event as never);
      }
    },
  };
}

/** One step of a path: the event sent and the snapshot it leads to. */
interface PathStep {
  event: { type: string };
  state: AnySnapshotWithCan;
}
type AnySnapshotWithCan = { value: unknown; can(event: never): boolean };

/**
 * A path of {@link getTransitionPaths}: its last snapshot, its steps, and `test()` as for
 * `createTestModel`'s paths.
 */
export interface TransitionPath {
  state: AnySnapshotWithCan;
  steps: PathStep[];
  weight: number;
  test(params: unknown): Promise<unknown>;
}

/** The part of a `createTestModel` model that {@link getTransitionPaths} uses. */
interface ModelLike {
  options: { serializeState(state: never, event: never, prev: never): string };
  getAdjacencyMap(): Record<string, { state: AnySnapshotWithCan; transitions: Record<string, PathStep> }>;
  testPath(path: object, params: never): Promise<unknown>;
}

/**
 * One path per transition of the model's graph: a shortest path (breadth-first) to each
 * state of the graph, extended by each of its transitions that the state accepts
 * (`snapshot.can`; ignored events are left out) — so every state × event × guarded branch
 * the listed events exercise, invoke done/error included, is traversed once (`always`
 * transitions are taken on the way).
 */
export function getTransitionPaths(model: ModelLike): TransitionPath[] {
  const adjacency = model.getAdjacencyMap();
  const serialize = (state: unknown, event?: unknown, prev?: unknown) =>
    model.options.serializeState(state as never, event as never, prev as never);
  const [initialKey] = Object.keys(adjacency);
  const initial = adjacency[initialKey].state;
  const pathTo = new Map<string, PathStep[]>([[initialKey, [{ event: { type: 'xstate.init' }, state: initial }]]]);
  const queue = [initialKey];
  const paths: TransitionPath[] = [];
  while (queue.length > 0) {
    const key = queue.shift()!;
    const { state, transitions } = adjacency[key];
    for (const { event, state: next } of Object.values(transitions)) {
      if (!state.can(event as never)) continue;
      const steps = [...pathTo.get(key)!, { event, state: next }];
      const extended = { state: next, steps, weight: steps.length - 1 };
      paths.push({ ...extended, test: (params) => model.testPath(extended, params as never) });
      const nextKey = serialize(next, event, state);
      if (!pathTo.has(nextKey) && adjacency[nextKey]) {
        pathTo.set(nextKey, steps);
        queue.push(nextKey);
      }
    }
  }
  return paths;
}

/** Options of {@link getViewTransitionPaths}. */
export interface ViewTransitionPathOptions<TSnapshot, TEvent> {
  /** The events to try in each state (a list, or per state: e.g. only what a view can send there). */
  events: readonly TEvent[] | ((state: TSnapshot) => readonly TEvent[]);
  /** The machine's input. */
  input?: unknown;
  /**
   * The abstraction of a state that keeps the graph small: two snapshots with the same key
   * are the same node (default: value and context as JSON).
   */
  abstract?: (state: TSnapshot) => unknown;
}

/** One generated path: the events in order, each with the model's state reached. */
export interface ViewTransitionPath<TSnapshot, TEvent> {
  steps: { event: TEvent; state: TSnapshot }[];
}

/**
 * For view tests, which replay the steps as user actions themselves (whereas
 * {@link getTransitionPaths} serves `createTestModel` models and their `path.test`):
 * paths through `model` (a machine without invocations, e.g. {@link toTestModelMachine})
 * that together take every transition of its abstract graph: one shortest path to every
 * (abstract state, accepted event) pair, paths that are a prefix of another dropped.
 * Built on `getShortestPaths` of `xstate/graph` with a node key made of the previous
 * state, the event and the state reached (so each edge is a node); events the state
 * refuses (`can` false) end no path.
 */
export function getViewTransitionPaths<M extends AnyStateMachine>(
  model: M,
  options: ViewTransitionPathOptions<SnapshotFrom<M>, EventFromLogic<M>>,
): ViewTransitionPath<SnapshotFrom<M>, EventFromLogic<M>>[] {
  const abstract = (options.abstract ?? ((s: AnyMachineSnapshot) => ({ value: s.value, context: s.context }))) as (
    s: AnyMachineSnapshot,
  ) => unknown;
  const key = (s: AnyMachineSnapshot) => JSON.stringify(abstract(s));
  const serializeState = (state: AnyMachineSnapshot, event: EventObject | undefined, prev?: AnyMachineSnapshot) =>
    `${prev ? key(prev) : ''}|${event ? JSON.stringify(event) : ''}|${key(state)}`;
  const paths = getShortestPaths(
    model as AnyStateMachine,
    {
      events: options.events as never,
      input: options.input,
      serializeState,
    } as never,
  ) as { steps: { event: EventObject; state: AnyMachineSnapshot }[] }[];
  const taken = paths
    .map((p) => ({ steps: p.steps.filter((s) => s.event.type !== 'xstate.init') }))
    .filter((p) => p.steps.length > 0)
    .filter((p) => accepted(model, p.steps, options.input));
  const sig = (p: { steps: { event: unknown }[] }) => p.steps.map((s) => JSON.stringify(s.event));
  const kept = taken.filter((p) => {
    const mine = sig(p);
    return !taken.some(
      (other) => other !== p && other.steps.length > p.steps.length && mine.every((e, i) => e === sig(other)[i]),
    );
  });
  return kept as unknown as ViewTransitionPath<SnapshotFrom<M>, EventFromLogic<M>>[];
}

/** Whether every step was accepted by the state before it (a refused event is no transition). */
function accepted(
  model: AnyStateMachine,
  steps: { event: EventObject; state: AnyMachineSnapshot }[],
  input: unknown,
): boolean {
  const start = (createActor as (logic: AnyStateMachine, options: object) => { getSnapshot(): AnyMachineSnapshot })(
    model,
    input === undefined ? {} : { input },
  );
  let before = start.getSnapshot();
  for (const step of steps) {
    if (!before.can(step.event)) return false;
    before = step.state;
  }
  return true;
}
