/**
 * Transition coverage of a machine (DESIGN.md §5, "Seeing and proving"; docs/machines.md
 * "Proving a machine"): which transitions of its DEFINITION a running actor really took.
 *
 * - {@link enumerateTransitions} walks the state nodes of `machine.root` and lists every
 *   transition: each state node × event descriptor × candidate (the guarded branches, in
 *   order), the invocations' done / error / snapshot events, the `after` delays, the
 *   eventless (`always`) branches and the root's own `on`.
 * - {@link recordTransitions} registers an inspection observer (machines/inspection.ts)
 *   that reads the `@xstate.microstep` events: their `_transitions` are the
 *   TransitionDefinitions taken (xstate `macrostep`). It keeps those whose source state
 *   node belongs to a machine with the recorded machine's id, so it counts actors created
 *   anywhere — the path-testing harness, `useActorRef` in a view test, an invoked child
 *   machine (recorded under its own id).
 *
 * A transition is identified by its source state node, its event descriptor and its index
 * among that descriptor's candidates, so a `machine.provide(...)` copy (new StateNode
 * objects, same structure) maps onto the definition. Its readable id looks like
 * `pickingSlots —slots.confirm [hasSlots]→ holding`.
 */
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { addInspectionObserver } from './inspection';

/** The parts of an xstate StateNode read here (xstate keeps most of them out of its public types). */
interface StateNodeLike {
  id: string;
  key: string;
  path: string[];
  type: string;
  machine: { id: string };
  states: Record<string, StateNodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}

/** The parts of an xstate TransitionDefinition read here. */
interface TransitionLike {
  source: StateNodeLike;
  eventType: string;
  guard?: unknown;
  target?: readonly StateNodeLike[];
  delay?: number | string;
}

/** One transition of a machine's definition. */
export interface TransitionEntry {
  /** Readable and stable id: `source —event [guard]→ target`. */
  id: string;
  /** Dot path of the source state node; `(machine)` for the root. */
  source: string;
  /**
   * Event descriptor as in the definition: `xstate.done.actor.<id>`, `xstate.after.<delay>.<node id>`,
   * the empty string for `always`.
   */
  event: string;
  /** Position among the candidates for this event on this state node (0 = first branch). */
  index: number;
  /** Readable guard, `null` when unguarded. */
  guard: string | null;
  /** Dot paths of the targets; empty for a targetless (actions only) transition. */
  targets: string[];
}

/** What a machine's tests proved: counts and the transitions never taken. */
export interface CoverageReport {
  /** The machine's id. */
  machine: string;
  /** Number of state nodes (the root excluded). */
  states: number;
  /** Number of transitions in the definition ({@link enumerateTransitions}). */
  transitions: number;
  /** How many of them were taken at least once. */
  covered: number;
  /** Ids of the transitions never taken, in definition order. */
  missing: string[];
  /** Ids of the transitions taken, in definition order. */
  taken: string[];
}

const ROOT = '(machine)';

function nodePath(node: StateNodeLike): string {
  return node.path.length ? node.path.join('.') : ROOT;
}

/** A readable name for a guard: `name`, `and(a, b)`, `not(a)`, `inline` for an anonymous function. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { name: string; guards?: unknown[] };
    if (composite.guards) return `${composite.name}(${composite.guards.map(guardName).join(', ')})`;
    return composite.name || 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline';
}

/** Readable event: delays as `after <delay>`, eventless as `always`, others as written. */
function eventLabel(t: TransitionLike): string {
  if (t.eventType === '') return 'always';
  if (t.delay !== undefined) return `after ${t.delay}`;
  return t.eventType;
}

function describeTransition(t: TransitionLike, index: number): Omit<TransitionEntry, 'id'> & { label: string } {
  const guard = t.guard === undefined ? null : guardName(t.guard);
  const targets = (t.target ?? []).map(nodePath);
  const to = targets.length ? targets.join(', ') : '(stays)';
  const label = `${nodePath(t.source)} —${eventLabel(t)}${guard ? ` [${guard}]` : ''}→ ${to}`;
  return { source: nodePath(t.source), event: t.eventType, index, guard, targets, label };
}

/** The structural key of a transition: source node id, descriptor and candidate index. */
function keyOf(t: TransitionLike): string | null {
  const list = t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType);
  const index = list ? list.indexOf(t) : -1;
  return index < 0 ? null : `${t.source.id}\u0000${t.eventType}\u0000${index}`;
}

function allNodes(root: StateNodeLike): StateNodeLike[] {
  const out: StateNodeLike[] = [];
  const walk = (node: StateNodeLike) => {
    out.push(node);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(root);
  return out;
}

function enumerateWithKeys(machine: AnyStateMachine): { key: string; entry: TransitionEntry }[] {
  const found: { key: string; entry: TransitionEntry; label: string }[] = [];
  for (const node of allNodes(machine.root as unknown as StateNodeLike)) {
    const lists = [...node.transitions.values()];
    if (node.always) lists.push(node.always);
    for (const list of lists) {
      list.forEach((t, index) => {
        const { label, ...rest } = describeTransition(t, index);
        found.push({ key: keyOf(t)!, label, entry: { id: label, ...rest } });
      });
    }
  }
  // Two branches can only read alike with anonymous guards; the candidate index tells them apart.
  const counts = new Map<string, number>();
  for (const f of found) counts.set(f.label, (counts.get(f.label) ?? 0) + 1);
  return found.map((f) => ({
    key: f.key,
    entry: counts.get(f.label)! > 1 ? { ...f.entry, id: `${f.label} #${f.entry.index}` } : f.entry,
  }));
}

/**
 * Every transition of `machine`'s definition, in document order (state nodes depth first;
 * per node: `on` descriptors, state `onDone`, invocations' done/error/snapshot, `after`,
 * then `always`).
 */
export function enumerateTransitions(machine: AnyStateMachine): TransitionEntry[] {
  return enumerateWithKeys(machine).map((x) => x.entry);
}

/** Number of state nodes of `machine`, the root excluded. */
export function countStates(machine: AnyStateMachine): number {
  return allNodes(machine.root as unknown as StateNodeLike).length - 1;
}

/** The transitions one actor-independent recorder has seen, and its report. */
export interface TransitionRecorder {
  /** Ids of the transitions taken so far (definition ids). */
  readonly taken: ReadonlySet<string>;
  /**
   * The report for what was recorded until now.
   * @throws Error when an actor with the machine's id took a transition its definition lacks
   *   (a different machine under the same id).
   */
  report(): CoverageReport;
  /** Stops recording (unregisters the observer) and answers the final report (throws as {@link report}). */
  stop(): CoverageReport;
}

/** Builds the report of `machine` for a set of taken transition ids (e.g. merged from several test files). */
export function coverageReport(machine: AnyStateMachine, taken: ReadonlySet<string>): CoverageReport {
  const all = enumerateTransitions(machine);
  const ids = all.map((t) => t.id);
  return {
    machine: machine.id,
    states: countStates(machine),
    transitions: all.length,
    covered: ids.filter((id) => taken.has(id)).length,
    missing: ids.filter((id) => !taken.has(id)),
    taken: ids.filter((id) => taken.has(id)),
  };
}

/**
 * Starts recording the transitions that actors of `machine` (any actor whose machine has
 * the same id: provided copies, invoked children) take, through the inspection seam.
 * Actors must be created with `inspect: actorInspection` (machines/inspection.ts).
 */
export function recordTransitions(machine: AnyStateMachine): TransitionRecorder {
  const idByKey = new Map(enumerateWithKeys(machine).map(({ key, entry }) => [key, entry.id]));
  const taken = new Set<string>();
  // Transitions of another machine with the same id; never thrown from inside the actor's step.
  const strangers: string[] = [];
  const observe = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const t of event._transitions as unknown as TransitionLike[]) {
      if (t.source.machine.id !== machine.id) continue;
      const key = keyOf(t);
      const id = key === null ? undefined : idByKey.get(key);
      if (id === undefined) strangers.push(describeTransition(t, -1).label);
      else taken.add(id);
    }
  };
  const report = () => {
    if (strangers.length) {
      const list = strangers.join('; ');
      throw new Error(`transition coverage: "${machine.id}" took transitions not in its definition: ${list}`);
    }
    return coverageReport(machine, taken);
  };
  const unregister = addInspectionObserver(observe);
  return {
    taken,
    report,
    stop() {
      unregister();
      return report();
    },
  };
}

/** Names the directory {@link saveCoverageReport} writes to (set by `npm run machines:coverage`). */
export const COVERAGE_DIR_VARIABLE = 'MACHINE_COVERAGE_DIR';

/**
 * When `MACHINE_COVERAGE_DIR` is set (Node only), writes `report` there as
 * `<machine>.<random>.json`, one file per test file and machine; scripts/machines-coverage.ts
 * merges them. Does nothing otherwise.
 */
export async function saveCoverageReport(report: CoverageReport): Promise<void> {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  const dir = env?.[COVERAGE_DIR_VARIABLE];
  if (!dir) return;
  const { writeFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const file = join(dir, `${report.machine}.${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
}
