/**
 * The designer's tree operations (platform/workflow/workflow-tree.ts): each operation's result
 * on a small tree, the refusals that leave the definition unchanged, and — with fast-check —
 * that any sequence of operations keeps ids unique and exactly one default branch, last, in
 * every condition node, and that every result still passes the definition's zod schema.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WorkflowDefinition } from './workflow-definition';
import type { ConditionNode, WorkflowDefinition as Definition } from './workflow-definition';
import {
  addBranch,
  addNode,
  allIds,
  canMoveBranch,
  canRemoveBranch,
  findBranch,
  findNode,
  moveBranch,
  removeBranch,
  removeNode,
  treeProblems,
  updateBranch,
  updateNode,
  type DefaultNames,
  type NodeKind,
} from './workflow-tree';

const NAMES: DefaultNames = {
  approver: { cn: '审批人', en: 'Approver', tc: '審批人' },
  copy: { cn: '抄送人', en: 'CC', tc: '抄送人' },
  condition: { cn: '条件', en: 'Condition', tc: '條件' },
  branch: { cn: '条件{{n}}', en: 'Condition {{n}}', tc: '條件{{n}}' },
  defaultBranch: { cn: '其他情况', en: 'Otherwise', tc: '其他情況' },
};

const EMPTY: Definition = { nodes: [] };

/** A root with an approver, then a condition node (two branches), then a copy node. */
function sample() {
  let def = EMPTY;
  def = addNode(def, { branchId: null, index: 0 }, 'approver', NAMES).definition;
  def = addNode(def, { branchId: null, index: 1 }, 'condition', NAMES).definition;
  def = addNode(def, { branchId: null, index: 2 }, 'copy', NAMES).definition;
  return def;
}

describe('workflow tree operations', () => {
  it('adds nodes with fresh ids at the insertion point', () => {
    const def = sample();
    expect(def.nodes.map((n) => n.id)).toEqual(['approver_1', 'condition_2', 'copy_5']);
    const condition = def.nodes[1] as ConditionNode;
    expect(condition.branches.map((b) => [b.id, b.priority, b.isDefault, b.name.en])).toEqual([
      ['branch_3', 1, false, 'Condition 1'],
      ['branch_4', 2, true, 'Otherwise'],
    ]);
    const inBranch = addNode(def, { branchId: 'branch_4', index: 0 }, 'approver', NAMES);
    expect(inBranch.id).toBe('approver_6');
    expect(findBranch(inBranch.definition, 'branch_4')?.branch.nodes.map((n) => n.id)).toEqual(['approver_6']);
    expect(def.nodes).toHaveLength(3); // the input is not changed
  });

  it('refuses an insertion point that does not exist', () => {
    const def = sample();
    expect(addNode(def, { branchId: 'nope', index: 0 }, 'copy', NAMES)).toEqual({ definition: def, id: null });
    expect(addNode(def, { branchId: null, index: 9 }, 'copy', NAMES).definition).toBe(def);
  });

  it('removes a node, a condition node with its branches', () => {
    const def = removeNode(sample(), 'condition_2');
    expect(allIds(def)).toEqual(['approver_1', 'copy_5']);
    expect(removeNode(def, 'nope')).toBe(def);
  });

  it('updates an approver node and only the name of a condition node', () => {
    const def = sample();
    const approver = findNode(def, 'approver_1');
    if (approver?.kind !== 'approver') throw new Error('no approver');
    const next = updateNode(def, { ...approver, examineMode: 'COUNTERSIGN' });
    expect(findNode(next, 'approver_1')).toMatchObject({ examineMode: 'COUNTERSIGN' });
    const condition = findNode(def, 'condition_2') as ConditionNode;
    const renamed = updateNode(def, { ...condition, name: { cn: '金额', en: '', tc: '' }, branches: [] });
    expect(findNode(renamed, 'condition_2')).toMatchObject({ name: { cn: '金额' }, branches: condition.branches });
  });

  it('adds branches before the default one, removes and moves them but never the default', () => {
    let def = sample();
    const added = addBranch(def, 'condition_2', NAMES);
    expect(added.id).toBe('branch_6');
    def = added.definition;
    const ids = () => (findNode(def, 'condition_2') as ConditionNode).branches.map((b) => `${b.id}:${b.priority}`);
    expect(ids()).toEqual(['branch_3:1', 'branch_6:2', 'branch_4:3']);
    expect(canMoveBranch(def, 'branch_6', 1)).toBe(false);
    expect(moveBranch(def, 'branch_6', 1)).toBe(def);
    expect(moveBranch(def, 'branch_4', -1)).toBe(def);
    def = moveBranch(def, 'branch_6', -1);
    expect(ids()).toEqual(['branch_6:1', 'branch_3:2', 'branch_4:3']);
    expect(canRemoveBranch(def, 'branch_4')).toBe(false);
    expect(removeBranch(def, 'branch_4')).toBe(def);
    def = removeBranch(def, 'branch_6');
    expect(ids()).toEqual(['branch_3:1', 'branch_4:2']);
    // two branches left: the last one with conditions stays (remove the condition node instead)
    expect(removeBranch(def, 'branch_3')).toBe(def);
  });

  it('updates a branch: conditions, name and priority; the default branch stays last without conditions', () => {
    let def = addBranch(sample(), 'condition_2', NAMES).definition;
    const condition = { columnId: 'amount', columnType: 'money' as const, optType: 'GT' as const, value: 100000 };
    def = updateBranch(def, {
      id: 'branch_6',
      name: { cn: '大额', en: 'Large', tc: '大額' },
      priority: 1,
      conditions: [{ ...condition, lowOpen: false, highOpen: false }],
    });
    const node = findNode(def, 'condition_2') as ConditionNode;
    expect(node.branches.map((b) => b.id)).toEqual(['branch_6', 'branch_3', 'branch_4']);
    expect(node.branches[0]).toMatchObject({ priority: 1, name: { en: 'Large' }, conditions: [condition] });
    def = updateBranch(def, { id: 'branch_4', name: NAMES.copy, priority: 1, conditions: node.branches[0].conditions });
    expect((findNode(def, 'condition_2') as ConditionNode).branches[2]).toMatchObject({
      id: 'branch_4',
      name: NAMES.copy,
      conditions: [],
      isDefault: true,
    });
    expect(treeProblems(def)).toEqual([]);
  });

  it('finds broken invariants', () => {
    const node = sample().nodes[1] as ConditionNode;
    const broken: Definition = { nodes: [{ ...node, branches: [...node.branches].reverse() }, node] };
    expect(treeProblems(broken)).toEqual(
      expect.arrayContaining(['duplicate id condition_2', 'condition_2: default branch not last']),
    );
  });
});

/** One operation of a random sequence, with indexes resolved against the tree it is applied to. */
type Op =
  | { op: 'addNode'; seq: number; index: number; kind: NodeKind }
  | { op: 'removeNode' | 'updateNode'; pick: number }
  | { op: 'addBranch'; pick: number }
  | { op: 'removeBranch'; pick: number }
  | { op: 'moveBranch'; pick: number; offset: -1 | 1 }
  | { op: 'updateBranch'; pick: number; priority: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('addNode' as const),
    seq: fc.nat(50),
    index: fc.nat(10),
    kind: fc.constantFrom<NodeKind>('approver', 'copy', 'condition'),
  }),
  fc.record({ op: fc.constantFrom('removeNode' as const, 'updateNode' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('addBranch' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('removeBranch' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('moveBranch' as const), pick: fc.nat(50), offset: fc.constantFrom<-1 | 1>(-1, 1) }),
  fc.record({ op: fc.constant('updateBranch' as const), pick: fc.nat(50), priority: fc.integer({ min: -2, max: 8 }) }),
);

function apply(def: Definition, op: Op): Definition {
  const ids = allIds(def);
  const branchIds = ids.filter((id) => findBranch(def, id));
  const nodeIds = ids.filter((id) => findNode(def, id));
  const conditionIds = nodeIds.filter((id) => findNode(def, id)?.kind === 'condition');
  const pickOf = (list: string[], n: number) => (list.length ? list[n % list.length] : 'none');
  switch (op.op) {
    case 'addNode': {
      const sequences = [null, ...branchIds];
      const branchId = sequences[op.seq % sequences.length];
      const length = branchId === null ? def.nodes.length : findBranch(def, branchId)!.branch.nodes.length;
      return addNode(def, { branchId, index: op.index % (length + 1) }, op.kind, NAMES).definition;
    }
    case 'removeNode':
      return removeNode(def, pickOf(nodeIds, op.pick));
    case 'updateNode': {
      const node = findNode(def, pickOf(nodeIds, op.pick));
      return node ? updateNode(def, { ...node, name: { cn: 'x', en: '', tc: '' } }) : def;
    }
    case 'addBranch':
      return addBranch(def, pickOf(conditionIds, op.pick), NAMES).definition;
    case 'removeBranch':
      return removeBranch(def, pickOf(branchIds, op.pick));
    case 'moveBranch':
      return moveBranch(def, pickOf(branchIds, op.pick), op.offset);
    case 'updateBranch': {
      const found = findBranch(def, pickOf(branchIds, op.pick));
      return found ? updateBranch(def, { ...found.branch, priority: op.priority }) : def;
    }
  }
}

describe('workflow tree operations — properties', () => {
  it('keep ids unique and exactly one default branch, last, in every condition node', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let def = EMPTY;
        for (const op of ops) {
          def = apply(def, op);
          expect(treeProblems(def)).toEqual([]);
        }
        expect(WorkflowDefinition.safeParse(def).success || def.nodes.length > 50).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never change their input', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 20 }), opArb, (ops, last) => {
        const def = ops.reduce(apply, EMPTY);
        const copy = structuredClone(def);
        apply(def, last);
        expect(def).toEqual(copy);
      }),
      { numRuns: 200 },
    );
  });
});
