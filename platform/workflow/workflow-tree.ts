/**
 * The tree operations of the workflow designer (spec §3 "workflow candidate"): pure functions
 * from a {@link WorkflowDefinition} to the next one, never mutating their input. The designer's
 * machine (machines/workflow-designer.machine.ts) applies them; the server could apply the same.
 *
 * Places in the tree are named by ids, which are unique in the whole definition:
 * - a sequence is the root (`branchId: null`) or the nodes of one branch (`branchId`);
 * - an insertion point is `{ branchId, index }`: the new node comes at `index` of that
 *   sequence (0 = right after the initiator, or at the top of the branch).
 *
 * Invariants every operation keeps (checked by {@link treeProblems}): ids are unique and valid
 * state names; every condition node has at least two branches, exactly one default branch,
 * and it is the last; priorities are 1, 2, … in order. An operation that would break one
 * (removing the default branch, moving a branch past it, an unknown id) returns the
 * definition unchanged — the same object, so callers can tell nothing happened.
 */
import type {
  ApproverNode,
  Branch,
  ConditionNode,
  CopyNode,
  WorkflowDefinition,
  WorkflowNode,
} from './workflow-definition';
import type { LocalText } from '../forms/form-definition';

/** The kinds of node the "+" offers. */
export type NodeKind = WorkflowNode['kind'];

/** Where a new node goes: `index` in the root sequence (`branchId` null) or in a branch's nodes. */
export interface InsertAt {
  branchId: string | null;
  index: number;
}

/**
 * The names new nodes and branches get, in CN/EN/TC (the designer passes its translated
 * texts; the administrator renames them in the drawers). `branch` may hold `{{n}}`, replaced
 * by the branch's priority.
 */
export interface DefaultNames {
  approver: LocalText;
  copy: LocalText;
  condition: LocalText;
  branch: LocalText;
  defaultBranch: LocalText;
}

/** Every id of the definition: nodes and branches, in tree order (depth first). */
export function allIds(definition: WorkflowDefinition): string[] {
  const out: string[] = [];
  const walk = (nodes: WorkflowNode[]) => {
    for (const node of nodes) {
      out.push(node.id);
      if (node.kind === 'condition')
        for (const branch of node.branches) {
          out.push(branch.id);
          walk(branch.nodes);
        }
    }
  };
  walk(definition.nodes);
  return out;
}

/**
 * A fresh id with `prefix` (`approver_3`): one more than the highest number used after any
 * `<word>_` id, so ids stay unique and are never reused while the tree holds a higher one.
 */
export function newId(definition: WorkflowDefinition, prefix: string): string {
  let highest = 0;
  for (const id of allIds(definition)) {
    const match = /_(\d+)$/.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${prefix}_${highest + 1}`;
}

/** The node with `id`, or undefined. */
export function findNode(definition: WorkflowDefinition, id: string): WorkflowNode | undefined {
  let found: WorkflowNode | undefined;
  mapSequences(definition, (nodes) => {
    found ??= nodes.find((node) => node.id === id);
    return nodes;
  });
  return found;
}

/** The branch with `id` and its condition node, or undefined. */
export function findBranch(
  definition: WorkflowDefinition,
  id: string,
): { branch: Branch; condition: ConditionNode } | undefined {
  let found: { branch: Branch; condition: ConditionNode } | undefined;
  mapSequences(definition, (nodes) => {
    for (const node of nodes) {
      const branch = node.kind === 'condition' ? node.branches.find((b) => b.id === id) : undefined;
      if (branch && node.kind === 'condition') found ??= { branch, condition: node };
    }
    return nodes;
  });
  return found;
}

/**
 * Rebuilds the tree bottom-up, passing every sequence (each branch's nodes, then the root's)
 * through `change`. Returns the same definition when no sequence changed.
 */
function mapSequences(
  definition: WorkflowDefinition,
  change: (nodes: WorkflowNode[], branchId: string | null) => WorkflowNode[],
): WorkflowDefinition {
  const walk = (nodes: WorkflowNode[], branchId: string | null): WorkflowNode[] => {
    let changed = false;
    const inner = nodes.map((node) => {
      if (node.kind !== 'condition') return node;
      let branchChanged = false;
      const branches = node.branches.map((branch) => {
        const next = walk(branch.nodes, branch.id);
        if (next === branch.nodes) return branch;
        branchChanged = true;
        return { ...branch, nodes: next };
      });
      if (!branchChanged) return node;
      changed = true;
      return { ...node, branches };
    });
    return change(changed ? inner : nodes, branchId);
  };
  const nodes = walk(definition.nodes, null);
  return nodes === definition.nodes ? definition : { ...definition, nodes };
}

/** Replaces the condition node holding branch `branchId` by `change(node)`; unchanged when none does. */
function mapConditionOfBranch(
  definition: WorkflowDefinition,
  branchId: string,
  change: (node: ConditionNode) => ConditionNode,
): WorkflowDefinition {
  return mapSequences(definition, (nodes) => {
    const at = nodes.findIndex((n) => n.kind === 'condition' && n.branches.some((b) => b.id === branchId));
    if (at < 0) return nodes;
    const next = change(nodes[at] as ConditionNode);
    if (next === nodes[at]) return nodes;
    return nodes.map((n, i) => (i === at ? next : n));
  });
}

/** The branches with priorities 1, 2, … in their order, and branch names following `{{n}}` kept as they are. */
function renumber(branches: Branch[]): Branch[] {
  return branches.map((branch, i) => (branch.priority === i + 1 ? branch : { ...branch, priority: i + 1 }));
}

const withNumber = (text: LocalText, n: number): LocalText => ({
  cn: text.cn.replace('{{n}}', String(n)),
  en: text.en.replace('{{n}}', String(n)),
  tc: text.tc.replace('{{n}}', String(n)),
});

/** The number after `_` that a new id takes: one more than the highest used (see {@link newId}). */
function nextNumber(definition: WorkflowDefinition): number {
  return Number(newId(definition, 'x').slice(2));
}

/**
 * A new node of `kind`: an approver or copy node asking specified people (none chosen yet), or
 * a condition node with one branch without conditions and the default branch.
 */
function createNode(kind: NodeKind, definition: WorkflowDefinition, names: DefaultNames): WorkflowNode {
  const n = nextNumber(definition);
  const candidates = {
    type: 'SPECIFIED' as const,
    userIds: [],
    roleIds: [],
    directorLevel: 1,
    selectRange: { orgIds: [], roleIds: [], userIds: [] },
    multiple: false,
  };
  if (kind === 'approver') {
    const node: ApproverNode = {
      id: `approver_${n}`,
      kind: 'approver',
      name: names.approver,
      candidates,
      examineMode: 'OR_SIGN',
      noCandidate: { action: 'PASS' },
      whenInitiator: 'SELF',
      whenRepeated: 'EVERY',
      afterReturn: 'CONTINUE',
    };
    return node;
  }
  if (kind === 'copy') return { id: `copy_${n}`, kind: 'copy', name: names.copy, candidates } satisfies CopyNode;
  return {
    id: `condition_${n}`,
    kind: 'condition',
    name: names.condition,
    branches: [
      {
        id: `branch_${n + 1}`,
        name: withNumber(names.branch, 1),
        priority: 1,
        conditions: [],
        isDefault: false,
        nodes: [],
      },
      { id: `branch_${n + 2}`, name: names.defaultBranch, priority: 2, conditions: [], isDefault: true, nodes: [] },
    ],
  } satisfies ConditionNode;
}

/**
 * Inserts a new node of `kind` at `at`. Returns the next definition and the new node's id;
 * the definition unchanged and `id` null when `at` names no sequence or an index outside it.
 */
export function addNode(
  definition: WorkflowDefinition,
  at: InsertAt,
  kind: NodeKind,
  names: DefaultNames,
): { definition: WorkflowDefinition; id: string | null } {
  const node = createNode(kind, definition, names);
  const next = mapSequences(definition, (nodes, branchId) => {
    if (branchId !== at.branchId || at.index < 0 || at.index > nodes.length) return nodes;
    return [...nodes.slice(0, at.index), node, ...nodes.slice(at.index)];
  });
  return next === definition ? { definition, id: null } : { definition: next, id: node.id };
}

/** Removes the node `id` (a condition node with all its branches); unchanged when there is none. */
export function removeNode(definition: WorkflowDefinition, id: string): WorkflowDefinition {
  return mapSequences(definition, (nodes) => {
    const next = nodes.filter((node) => node.id !== id);
    return next.length === nodes.length ? nodes : next;
  });
}

/**
 * Replaces the approver or copy node whose id is `node.id` by `node` (same kind); a condition
 * node keeps its branches and takes only the new name. Unchanged when there is no such node.
 */
export function updateNode(definition: WorkflowDefinition, node: WorkflowNode): WorkflowDefinition {
  return mapSequences(definition, (nodes) => {
    const at = nodes.findIndex((n) => n.id === node.id && n.kind === node.kind);
    if (at < 0) return nodes;
    const current = nodes[at];
    const next: WorkflowNode = current.kind === 'condition' ? { ...current, name: node.name } : node;
    return nodes.map((n, i) => (i === at ? next : n));
  });
}

/** Whether `branchId` is a branch the administrator may remove: not the default, and two others remain. */
export function canRemoveBranch(definition: WorkflowDefinition, branchId: string): boolean {
  const found = findBranch(definition, branchId);
  return !!found && !found.branch.isDefault && found.condition.branches.length > 2;
}

/** Whether branch `branchId` can move by `offset` (−1 left, +1 right) without passing the default branch. */
export function canMoveBranch(definition: WorkflowDefinition, branchId: string, offset: -1 | 1): boolean {
  const found = findBranch(definition, branchId);
  if (!found || found.branch.isDefault) return false;
  const to = found.condition.branches.indexOf(found.branch) + offset;
  return to >= 0 && to < found.condition.branches.length - 1;
}

/**
 * Adds a branch without conditions to the condition node `conditionId`, just before its
 * default branch. Returns the new branch's id (null and the definition unchanged when there
 * is no such condition node or it has 20 branches, the schema's limit).
 */
export function addBranch(
  definition: WorkflowDefinition,
  conditionId: string,
  names: DefaultNames,
): { definition: WorkflowDefinition; id: string | null } {
  const id = newId(definition, 'branch');
  const next = mapSequences(definition, (nodes) => {
    const at = nodes.findIndex((n) => n.id === conditionId && n.kind === 'condition');
    if (at < 0) return nodes;
    const node = nodes[at] as ConditionNode;
    if (node.branches.length >= 20) return nodes;
    const n = node.branches.length;
    const branch: Branch = {
      id,
      name: withNumber(names.branch, n),
      priority: n,
      conditions: [],
      isDefault: false,
      nodes: [],
    };
    const branches = renumber([...node.branches.slice(0, -1), branch, node.branches[n - 1]]);
    return nodes.map((x, i) => (i === at ? { ...node, branches } : x));
  });
  return next === definition ? { definition, id: null } : { definition: next, id };
}

/** Removes branch `branchId` with its nodes when {@link canRemoveBranch}; otherwise unchanged. */
export function removeBranch(definition: WorkflowDefinition, branchId: string): WorkflowDefinition {
  if (!canRemoveBranch(definition, branchId)) return definition;
  return mapConditionOfBranch(definition, branchId, (node) => ({
    ...node,
    branches: renumber(node.branches.filter((b) => b.id !== branchId)),
  }));
}

/** Moves branch `branchId` one place left (−1, a higher priority) or right (+1) when {@link canMoveBranch}. */
export function moveBranch(definition: WorkflowDefinition, branchId: string, offset: -1 | 1): WorkflowDefinition {
  if (!canMoveBranch(definition, branchId, offset)) return definition;
  return mapConditionOfBranch(definition, branchId, (node) => {
    const from = node.branches.findIndex((b) => b.id === branchId);
    const branches = [...node.branches];
    [branches[from], branches[from + offset]] = [branches[from + offset], branches[from]];
    return { ...node, branches: renumber(branches) };
  });
}

/**
 * Sets a branch's name and conditions and moves it to `priority` (1 = tried first), clamped
 * to the places before the default branch. The default branch keeps no conditions and stays
 * last (only its name changes). Unchanged when there is no branch `branch.id`.
 */
export function updateBranch(
  definition: WorkflowDefinition,
  branch: Pick<Branch, 'id' | 'name' | 'conditions' | 'priority'>,
): WorkflowDefinition {
  return mapConditionOfBranch(definition, branch.id, (node) => {
    const current = node.branches.find((b) => b.id === branch.id)!;
    if (current.isDefault) {
      return { ...node, branches: node.branches.map((b) => (b === current ? { ...b, name: branch.name } : b)) };
    }
    const others = node.branches.filter((b) => b !== current);
    const to = Math.min(Math.max(Math.trunc(branch.priority) - 1, 0), others.length - 1);
    const updated: Branch = { ...current, name: branch.name, conditions: branch.conditions };
    return { ...node, branches: renumber([...others.slice(0, to), updated, ...others.slice(to)]) };
  });
}

/**
 * What breaks the invariants of the module comment, as readable sentences (empty: none).
 * For tests and for a check before saving.
 */
export function treeProblems(definition: WorkflowDefinition): string[] {
  const problems: string[] = [];
  const ids = allIds(definition);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`duplicate id ${id}`);
    if (!/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(id)) problems.push(`invalid id ${id}`);
    seen.add(id);
  }
  const walk = (nodes: WorkflowNode[]) => {
    for (const node of nodes) {
      if (node.kind !== 'condition') continue;
      const defaults = node.branches.filter((b) => b.isDefault);
      if (node.branches.length < 2) problems.push(`${node.id} has fewer than two branches`);
      if (defaults.length !== 1) problems.push(`${node.id} has ${defaults.length} default branches`);
      if (!node.branches[node.branches.length - 1]?.isDefault) problems.push(`${node.id}: default branch not last`);
      node.branches.forEach((b, i) => {
        if (b.priority !== i + 1) problems.push(`${b.id} has priority ${b.priority} at place ${i + 1}`);
        walk(b.nodes);
      });
    }
  };
  walk(definition.nodes);
  return problems;
}
