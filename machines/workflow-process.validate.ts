/**
 * The check of a workflow definition before it is saved or published (spec §3; code
 * WORKFLOW_INVALID 2410003 with `node` and `context` = the problem, messages
 * `errors:2410003_<problem>` in platform/i18n/locales/workflow-errors.ts).
 *
 * Checks on the definition itself (ids, branches, conditions against the form, candidates),
 * and on the COMPILED machine's graph (xstate/graph `toDirectedGraph` of
 * {@link createWorkflowProcessMachine}): a node whose state the forward transitions (eventless
 * ones, approvals, deadlines) never reach from the start is `unreachable`; a reached node
 * from which `approved` cannot be reached, or a condition node that can stay in its state
 * (no unguarded branch), has `noWayToEnd`. Among a state's eventless transitions, those after
 * an unguarded one are never taken, so they do not count.
 */
import { toDirectedGraph, type DirectedGraphEdge, type DirectedGraphNode } from 'xstate/graph';
import type { FieldType, FormSchema } from '../platform/forms/form-definition';
import type { Candidates, Condition, WorkflowDefinition } from '../platform/workflow/workflow-definition';
import { allNodes, createWorkflowProcessMachine, RETURN_TO_INITIATOR, START_STATE } from './workflow-process.machine';

/** The problems a definition can have, each named in the refusal's `context` and its message key. */
export const WORKFLOW_PROBLEMS = [
  'duplicateId',
  'reservedId',
  'noDefaultBranch',
  'manyDefaultBranches',
  'emptyBranchConditions',
  'unknownField',
  'fieldTypeMismatch',
  'betweenNeedsTwoValues',
  'noCandidates',
  'unreachable',
  'noWayToEnd',
] as const;
export type WorkflowProblemKind = (typeof WORKFLOW_PROBLEMS)[number];

/** One problem: the node (or branch) id it concerns and what is wrong. */
export interface WorkflowProblem {
  node: string;
  problem: WorkflowProblemKind;
}

/** The form field types a condition's `columnType` may compare. */
const COLUMN_FIELD_TYPES: Record<Condition['columnType'], readonly FieldType[]> = {
  number: ['number'],
  money: ['money'],
  date: ['date'],
  choice: ['singleChoice', 'multiChoice'],
  user: ['user'],
  org: ['org'],
};

/** Events that move a process forward (returns and withdrawals go back or stop). */
const FORWARD_EVENTS = new Set(['task.approve', 'task.timeout']);

function conditionProblems(condition: Condition, form: FormSchema | undefined): WorkflowProblemKind[] {
  const out: WorkflowProblemKind[] = [];
  if (condition.columnId === '$initiator') {
    if (condition.columnType !== 'user') out.push('fieldTypeMismatch');
  } else if (condition.columnId === '$initiatorOrg') {
    if (condition.columnType !== 'org') out.push('fieldTypeMismatch');
  } else if (form) {
    const field = form.fields.find((f) => f.id === condition.columnId);
    if (!field) out.push('unknownField');
    else if (!COLUMN_FIELD_TYPES[condition.columnType].includes(field.type)) out.push('fieldTypeMismatch');
  }
  if (condition.optType === 'BETWEEN' && !(Array.isArray(condition.value) && condition.value.length === 2)) {
    out.push('betweenNeedsTwoValues');
  }
  return out;
}

function candidateProblems(candidates: Candidates, form: FormSchema | undefined): WorkflowProblemKind[] {
  if (candidates.type === 'SPECIFIED' && candidates.userIds.length === 0) return ['noCandidates'];
  if (candidates.type === 'ROLE' && candidates.roleIds.length === 0) return ['noCandidates'];
  if (candidates.type === 'VARIABLES') {
    if (!candidates.fieldId) return ['noCandidates'];
    if (!form) return [];
    const field = form.fields.find((f) => f.id === candidates.fieldId);
    if (!field) return ['unknownField'];
    if (field.type !== 'user' && field.type !== 'org') return ['fieldTypeMismatch'];
  }
  return [];
}

/** Every state node of the directed graph, keyed by the state node's id. */
function flatten(root: DirectedGraphNode): Map<string, DirectedGraphNode> {
  const out = new Map<string, DirectedGraphNode>();
  const walk = (node: DirectedGraphNode) => {
    out.set(node.id, node);
    node.children.forEach(walk);
  };
  walk(root);
  return out;
}

/** A forward move of the graph: its target state node id, and whether it is guarded. */
interface ForwardMove {
  target: string;
  guarded: boolean;
  eventless: boolean;
}

/** The parts of an xstate TransitionDefinition read here (`always` is outside toDirectedGraph's edges). */
interface TransitionLike {
  guard?: unknown;
  target?: readonly { id: string }[];
}

/**
 * The forward moves that can be taken from a state: approvals and deadlines (the graph's
 * edges) and the eventless transitions up to the first unguarded one (read from the state
 * node, since toDirectedGraph leaves them out).
 */
function forwardMoves(node: DirectedGraphNode): ForwardMove[] {
  const moves: ForwardMove[] = node.edges
    .filter((edge: DirectedGraphEdge) => FORWARD_EVENTS.has(edge.transition.eventType))
    .map((edge) => ({ target: edge.target.id, guarded: !!edge.transition.guard, eventless: false }));
  const always = ((node.stateNode as unknown as { always?: TransitionLike[] }).always ?? []) as TransitionLike[];
  for (const t of always) {
    for (const target of t.target ?? []) moves.push({ target: target.id, guarded: !!t.guard, eventless: true });
    if (!t.guard) break;
  }
  return moves;
}

function closure(start: string[], next: (id: string) => string[]): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length) for (const id of next(queue.shift()!)) if (!seen.has(id)) (seen.add(id), queue.push(id));
  return seen;
}

/** Reachability and a way to the end, read from the compiled machine's graph. */
function graphProblems(def: WorkflowDefinition): WorkflowProblem[] {
  const machine = createWorkflowProcessMachine(def);
  const graph = flatten(toDirectedGraph(machine));
  const running = `${machine.id}.running`;
  const approved = `${machine.id}.approved`;
  const stateOf = (nodeId: string) => `${running}.${nodeId}`;
  const successors = new Map<string, string[]>();
  const predecessors = new Map<string, string[]>();
  for (const [id, node] of graph) {
    for (const { target } of forwardMoves(node)) {
      successors.set(id, [...(successors.get(id) ?? []), target]);
      predecessors.set(target, [...(predecessors.get(target) ?? []), id]);
    }
  }
  const reached = closure([stateOf(START_STATE)], (id) => successors.get(id) ?? []);
  const reachesEnd = closure([approved], (id) => predecessors.get(id) ?? []);
  const problems: WorkflowProblem[] = [];
  for (const node of allNodes(def.nodes)) {
    const id = stateOf(node.id);
    if (!reached.has(id)) problems.push({ node: node.id, problem: 'unreachable' });
    else if (!reachesEnd.has(id)) problems.push({ node: node.id, problem: 'noWayToEnd' });
    else if (node.kind === 'condition') {
      const always = forwardMoves(graph.get(id)!).filter((move) => move.eventless);
      if (always.every((move) => move.guarded)) problems.push({ node: node.id, problem: 'noWayToEnd' });
    }
  }
  return problems;
}

/**
 * The problems of a workflow definition, in definition order; empty when it can be saved.
 * With `form`, conditions and VARIABLES candidates are checked against its fields.
 */
export function validateWorkflowDefinition(def: WorkflowDefinition, form?: FormSchema): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  const seen = new Set<string>();
  const add = (node: string, list: WorkflowProblemKind[]) =>
    list.forEach((problem) => problems.push({ node, problem }));
  for (const node of allNodes(def.nodes)) {
    if (seen.has(node.id)) add(node.id, ['duplicateId']);
    seen.add(node.id);
    if (node.id === RETURN_TO_INITIATOR) add(node.id, ['reservedId']);
    if (node.kind === 'condition') {
      const defaults = node.branches.filter((b) => b.isDefault).length;
      if (defaults === 0) add(node.id, ['noDefaultBranch']);
      if (defaults > 1) add(node.id, ['manyDefaultBranches']);
      for (const branch of node.branches) {
        if (!branch.isDefault && branch.conditions.length === 0) add(branch.id, ['emptyBranchConditions']);
        for (const condition of branch.conditions) add(branch.id, conditionProblems(condition, form));
      }
    } else {
      add(node.id, candidateProblems(node.candidates, form));
      if (node.kind === 'approver' && node.noCandidate.action === 'ADMIN' && !node.noCandidate.adminUserId) {
        add(node.id, ['noCandidates']);
      }
    }
  }
  // Duplicate ids make one state of two nodes: the graph would not tell them apart.
  if (problems.some((p) => p.problem === 'duplicateId')) return problems;
  return [...problems, ...graphProblems(def)];
}
