/**
 * Machine-level path tests of the workflow designer (docs/machines.md, "Proving a machine"):
 * one path per transition of the machine's graph, generated from its model and replayed on the
 * real actor. Each step is checked against the pure tree operations of
 * platform/workflow/workflow-tree.ts applied to the context before it: the definition reached,
 * the `definition.change` emitted (exactly one per change, none for a refused operation), the
 * drafts and the pending removal. The view drives the same events in
 * features/form-building/workflow-designer/workflow-designer.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { WorkflowDefinition } from '../platform/workflow/workflow-definition';
import {
  addBranch,
  addNode,
  moveBranch,
  removeBranch,
  removeNode,
  treeProblems,
  updateBranch,
  updateNode,
  type DefaultNames,
} from '../platform/workflow/workflow-tree';
import { actorInspection } from './inspection';
import { createPromiseHarness, getTransitionPaths } from './path-testing';
import { recordTransitions, saveCoverageReport } from './transition-coverage';
import {
  workflowDesignerMachine,
  type WorkflowDesignerContext,
  type WorkflowDesignerEvent,
  type WorkflowDesignerInput,
} from './workflow-designer.machine';

/** Transitions the real actors of this file take (asserted by the last test). */
const coverage = recordTransitions(workflowDesignerMachine);

const NAMES: DefaultNames = {
  approver: { cn: '审批人', en: 'Approver', tc: '審批人' },
  copy: { cn: '抄送人', en: 'CC', tc: '抄送人' },
  condition: { cn: '条件', en: 'Condition', tc: '條件' },
  branch: { cn: '条件{{n}}', en: 'Condition {{n}}', tc: '條件{{n}}' },
  defaultBranch: { cn: '其他情况', en: 'Otherwise', tc: '其他情況' },
};

/** approver_1, then condition_2 with branch_3, branch_5 and the default branch_4. */
function startDefinition(): WorkflowDefinition {
  let def: WorkflowDefinition = { nodes: [] };
  def = addNode(def, { branchId: null, index: 0 }, 'approver', NAMES).definition;
  def = addNode(def, { branchId: null, index: 1 }, 'condition', NAMES).definition;
  return addBranch(def, 'condition_2', NAMES).definition;
}
const INPUT: WorkflowDesignerInput = { definition: startDefinition(), names: NAMES };
const LOADED: WorkflowDefinition = addNode({ nodes: [] }, { branchId: null, index: 0 }, 'copy', NAMES).definition;

/** The events of the graph; `draft.change` renames the open draft. */
function eventsFor(snapshot: { context: WorkflowDesignerContext }): WorkflowDesignerEvent[] {
  const draft = snapshot.context.nodeDraft ?? snapshot.context.branchDraft;
  return [
    { type: 'node.add', at: { branchId: null, index: 0 }, kind: 'copy' },
    { type: 'node.select', id: 'approver_1' },
    { type: 'branch.select', id: 'branch_5' },
    { type: 'node.remove', id: 'approver_1' },
    { type: 'branch.remove', id: 'branch_5' },
    { type: 'branch.add', conditionId: 'condition_2' },
    { type: 'branch.move', id: 'branch_5', offset: -1 },
    ...(draft
      ? [{ type: 'draft.change' as const, draft: { ...draft, name: { cn: '改名', en: 'Renamed', tc: '改名' } } }]
      : []),
    { type: 'node.update' },
    { type: 'branch.update' },
    { type: 'remove.confirm' },
    { type: 'remove.cancel' },
    { type: 'close' },
    { type: 'definition.load', definition: LOADED },
  ];
}

const abstractState = (state: { value: unknown; context: WorkflowDesignerContext }) =>
  JSON.stringify([state.value, state.context.pending?.kind ?? null, !!state.context.nodeDraft]);

const model = createTestModel(workflowDesignerMachine, {
  events: eventsFor as never,
  input: INPUT,
  serializeState: ((state: never) => abstractState(state)) as never,
});

/** The definition an event should lead to, from the context before it (the pure operations). */
function expectedDefinition(before: WorkflowDesignerContext, event: WorkflowDesignerEvent): WorkflowDefinition {
  const def = before.definition;
  switch (event.type) {
    case 'node.add':
      return addNode(def, event.at, event.kind, NAMES).definition;
    case 'branch.add':
      return addBranch(def, event.conditionId, NAMES).definition;
    case 'branch.move':
      return moveBranch(def, event.id, event.offset);
    case 'node.update':
      return before.nodeDraft ? updateNode(def, before.nodeDraft) : def;
    case 'branch.update':
      return before.branchDraft ? updateBranch(def, before.branchDraft) : def;
    case 'remove.confirm':
      if (!before.pending) return def;
      return before.pending.kind === 'node' ? removeNode(def, before.pending.id) : removeBranch(def, before.pending.id);
    case 'definition.load':
      return event.definition;
    default:
      return def;
  }
}

function startSut() {
  const h = createPromiseHarness(workflowDesignerMachine, [], { input: INPUT });
  const emitted: WorkflowDefinition[] = [];
  h.actor.on('definition.change', (e) => emitted.push(e.definition));
  return { h, emitted };
}
type Sut = ReturnType<typeof startSut>;

const stateChecks = (sut: Sut): Record<string, () => void> => {
  const snap = () => sut.h.actor.getSnapshot();
  return {
    idle: () => {
      expect(snap().context).toMatchObject({ nodeDraft: null, branchDraft: null, pending: null });
      expect(snap().hasTag('drawer')).toBe(false);
    },
    editingNode: () => {
      expect(snap().context.nodeDraft?.id).toBe('approver_1');
      expect(snap().hasTag('drawer')).toBe(true);
    },
    editingBranch: () => {
      expect(snap().context.branchDraft?.id).toBe('branch_5');
      expect(snap().hasTag('drawer')).toBe(true);
    },
    confirmingRemove: () => {
      expect(snap().context.pending).not.toBeNull();
      expect(snap().hasTag('confirm')).toBe(true);
    },
  };
};

describe('workflow designer machine — every transition', () => {
  const paths = getTransitionPaths(model as never);

  it('has a path for every event of every state', () => {
    expect(paths.length).toBeGreaterThanOrEqual(18);
  });

  for (const [i, path] of paths.entries()) {
    const via = path.steps.map((s) => s.event.type).join(' → ');
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const sut = startSut();
      const checks = stateChecks(sut);
      const types = [
        ...new Set(eventsFor({ context: { ...INPUT, nodeDraft: null, branchDraft: null, pending: null } })),
      ];
      const events = Object.fromEntries(
        [...types.map((e) => e.type), 'draft.change'].map((type) => [
          type,
          async ({ event }: { event: WorkflowDesignerEvent }) => {
            const before = sut.h.actor.getSnapshot().context;
            const emittedBefore = sut.emitted.length;
            await sut.h.exec(event);
            const after = sut.h.actor.getSnapshot().context;
            const expected = expectedDefinition(before, event);
            expect(after.definition).toEqual(expected);
            expect(treeProblems(after.definition)).toEqual([]);
            const changed = expected !== before.definition && event.type !== 'definition.load';
            expect(sut.emitted.slice(emittedBefore)).toEqual(changed ? [expected] : []);
            if (event.type === 'draft.change') {
              expect(after.nodeDraft ?? after.branchDraft).toEqual(event.draft);
              expect(after.definition).toBe(before.definition);
            }
          },
        ]),
      );
      await path.test({ states: checks, events } as never);
    });
  }
});

describe('workflow designer machine — refusals and drafts', () => {
  it('opens no drawer on a condition node or an unknown id, never removes the default branch', () => {
    const actor = createActor(workflowDesignerMachine, { input: INPUT, inspect: actorInspection }).start();
    actor.send({ type: 'node.select', id: 'condition_2' });
    actor.send({ type: 'branch.select', id: 'nope' });
    actor.send({ type: 'branch.remove', id: 'branch_4' });
    actor.send({ type: 'branch.move', id: 'branch_4', offset: -1 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.definition).toBe(INPUT.definition);
  });

  it('applies a renamed node draft on node.update and emits the definition once; close drops a draft', () => {
    const actor = createActor(workflowDesignerMachine, { input: INPUT, inspect: actorInspection }).start();
    const emitted: WorkflowDefinition[] = [];
    actor.on('definition.change', (e) => emitted.push(e.definition));
    actor.send({ type: 'node.select', id: 'approver_1' });
    const draft = actor.getSnapshot().context.nodeDraft!;
    actor.send({ type: 'draft.change', draft: { ...draft, name: { cn: '经理', en: 'Manager', tc: '經理' } } });
    actor.send({ type: 'close' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'node.select', id: 'approver_1' });
    actor.send({ type: 'draft.change', draft: { ...draft, name: { cn: '经理', en: 'Manager', tc: '經理' } } });
    actor.send({ type: 'node.update' });
    expect(emitted).toHaveLength(1);
    expect(emitted[0].nodes[0].name.en).toBe('Manager');
  });
});

/** Every transition of the definition was taken by the real actors above (docs/machines.md, "Proving a machine"). */
describe('workflow designer machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
