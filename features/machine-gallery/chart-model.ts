/**
 * A statechart as plain data, read from an XState v5 machine's `root` StateNodes: the
 * states (with their parent, kind, whether they are their parent's initial state, their
 * invoked actors and their target-less transitions) and the transitions that lead
 * somewhere, one per target, each with a human label "event [guard] / actions".
 * Pure: the gallery lays this out with ELK and draws it with React Flow.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** The kind of a state node (XState's `StateNode.type`). */
export type ChartStateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/**
 * What triggers a transition: a named event, an `after` delay, `always`, an invoked actor's done/error, a state's done.
 */
export type ChartTriggerKind = 'event' | 'after' | 'always' | 'invokeDone' | 'invokeError' | 'stateDone';

/** One state of the chart. `id` is XState's state id (e.g. `sameDayBooking.holding`). */
export interface ChartState {
  id: string;
  /** The key in its parent (`holding`); the machine id for the root. */
  key: string;
  kind: ChartStateKind;
  /** The enclosing state's id; null for the root. */
  parentId: string | null;
  /** Whether this is its parent's initial state. */
  initial: boolean;
  /** The `src` (or id) of each actor the state invokes. */
  invokes: string[];
  /** Labels of the transitions without a target (actions only), shown inside the state. */
  internal: string[];
}

/** One transition from `source` to `target` (state ids). */
export interface ChartTransition {
  /** Unique within the chart: `source:index:target`. */
  id: string;
  source: string;
  target: string;
  trigger: ChartTriggerKind;
  /** `event [guard] / action, action`. */
  label: string;
  /** The label on several short lines, as drawn: the event, `[guard]`, `/ actions` (wrapped). */
  labelLines: string[];
}

/** A whole machine as data: its states in document order (parents before children) and its transitions. */
export interface Chart {
  machineId: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

/** A guard or action as XState keeps it: a name, `{ type, params }`, or an inline function. */
type Named = string | { type?: unknown } | ((...args: never[]) => unknown) | null | undefined;

/** The display name of a guard or action (`inline` for anonymous functions). */
export function nameOf(item: Named): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') return item.name || 'inline';
  if (item && typeof item.type === 'string') return item.type;
  return 'inline';
}

/** Shape of an XState transition definition, as far as the chart reads it. */
interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: Named;
  actions: readonly Named[];
}

/** The srcs of `node`'s invokes, by their invoke id. */
function invokeSources(node: AnyStateNode): Map<string, string> {
  return new Map(node.invoke.map((inv) => [inv.id, typeof inv.src === 'string' ? inv.src : inv.id]));
}

/**
 * The trigger of a transition and its event text: `after 1000ms`, `always`,
 * `done: holdSlots`, `error: holdSlots`, `done` (the state's own done event), else the event type.
 */
export function describeTrigger(
  eventType: string,
  node: AnyStateNode,
  delay?: unknown,
): { trigger: ChartTriggerKind; text: string } {
  const sources = invokeSources(node);
  if (eventType === '') return { trigger: 'always', text: 'always' };
  if (eventType.startsWith('xstate.after.')) {
    const shown =
      typeof delay === 'number' ? `${delay}ms` : typeof delay === 'string' ? delay : eventType.split('.')[2];
    return { trigger: 'after', text: `after ${shown}` };
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return { trigger: 'invokeDone', text: `done: ${sources.get(done[1]) ?? done[1]}` };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return { trigger: 'invokeError', text: `error: ${sources.get(error[1]) ?? error[1]}` };
  if (eventType.startsWith('xstate.done.state.')) return { trigger: 'stateDone', text: 'done' };
  return { trigger: 'event', text: eventType };
}

/** `text [guard] / a, b` for a transition. */
export function transitionLabel(text: string, transition: TransitionLike): string {
  const guard = transition.guard ? ` [${nameOf(transition.guard)}]` : '';
  const actions = transition.actions.length ? ` / ${transition.actions.map(nameOf).join(', ')}` : '';
  return `${text}${guard}${actions}`;
}

/** Longest line of actions on a drawn label (characters). */
const ACTION_LINE = 28;

/** The label's lines: `text`, `[guard]`, then `/ a, b` wrapped near {@link ACTION_LINE} characters. */
export function transitionLabelLines(text: string, transition: TransitionLike): string[] {
  const lines = [text];
  if (transition.guard) lines.push(`[${nameOf(transition.guard)}]`);
  let line = '';
  for (const action of transition.actions.map(nameOf)) {
    if (!line) line = `/ ${action}`;
    else if (line.length + action.length + 2 > ACTION_LINE) {
      lines.push(`${line},`);
      line = `  ${action}`;
    } else line = `${line}, ${action}`;
  }
  if (line) lines.push(line);
  return lines;
}

/** Every transition of `node`: its `on` (incl. after and done/error, in XState's Map) and `always`. */
function transitionsOf(node: AnyStateNode): { transition: TransitionLike; delay?: unknown }[] {
  const delays = new Map(node.after.map((t) => [t.eventType, t.delay]));
  const out: { transition: TransitionLike; delay?: unknown }[] = [];
  for (const [eventType, list] of node.transitions) {
    for (const transition of list) out.push({ transition: transition as TransitionLike, delay: delays.get(eventType) });
  }
  for (const transition of node.always ?? []) out.push({ transition: transition as TransitionLike });
  return out;
}

/** Converts a machine into its chart; walks `machine.root` depth-first. */
export function machineToChart(machine: AnyStateMachine): Chart {
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const internal: string[] = [];
    transitionsOf(node).forEach(({ transition, delay }, index) => {
      const { trigger, text } = describeTrigger(transition.eventType, node, delay);
      const label = transitionLabel(text, transition);
      const labelLines = transitionLabelLines(text, transition);
      const targets = transition.target ?? [];
      if (!targets.length) internal.push(label);
      for (const target of targets) {
        transitions.push({
          id: `${node.id}:${index}:${target.id}`,
          source: node.id,
          target: target.id,
          trigger,
          label,
          labelLines,
        });
      }
    });
    const initialIds = parent?.initial?.target?.map((t: AnyStateNode) => t.id) ?? [];
    states.push({
      id: node.id,
      key: parent ? node.key : machine.id,
      kind: node.type as ChartStateKind,
      parentId: parent?.id ?? null,
      initial: initialIds.includes(node.id),
      invokes: [...invokeSources(node).values()],
      internal,
    });
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child, node);
  };
  visit(machine.root, null);
  return { machineId: machine.id, states, transitions };
}

/**
 * The ids of the states `value` (a snapshot's `value`, e.g. `'holding'` or `{ a: 'b' }`)
 * makes active, ancestors included, the root first. Unknown keys are ignored (a
 * snapshot from a newer build of the machine).
 */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [machine.root.id];
  const walk = (node: AnyStateNode, v: unknown) => {
    if (typeof v === 'string') {
      const child = node.states[v] as AnyStateNode | undefined;
      if (child) ids.push(child.id);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v)) {
        const child = node.states[key] as AnyStateNode | undefined;
        if (!child) continue;
        ids.push(child.id);
        walk(child, sub);
      }
    }
  };
  walk(machine.root, value);
  return ids;
}
