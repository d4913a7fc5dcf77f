/**
 * The workflow designer (spec §3 "workflow candidate", the /building page): the editing
 * states around the tree of approval flows, whose changes are the pure operations of
 * platform/workflow/workflow-tree.ts.
 *
 * ```
 *          node.select                          branch.select
 *  editingNode ◀──────────── idle ─────────────────▶ editingBranch
 *   │ draft.change (self)     │ node.add, branch.add,   │ draft.change (self)
 *   │ node.update ─▶ idle     │ branch.move (self)      │ branch.update ─▶ idle
 *   │ close ─▶ idle           │                         │ close ─▶ idle
 *   │ node.remove             │ node.remove,            │ branch.remove [removable]
 *   └──────────▶ confirmingRemove ◀── branch.remove ────┘
 *                 remove.confirm ─▶ idle (applied) · remove.cancel ─▶ idle
 *  (any state) definition.load ─▶ idle (the page loaded another version)
 * ```
 *
 * - `node.add {at, kind}`: a node of `kind` at `at` (workflow-tree's InsertAt).
 * - `node.select {id}` / `branch.select {id}`: the drawer opens on an approver or copy node /
 *   a branch, with a draft (a copy) the drawer edits through `draft.change {draft}`;
 *   `node.update` / `branch.update` apply the draft, `close` drops it.
 * - `node.remove {id}` / `branch.remove {id}` ask for confirmation first (`pending`).
 * - `branch.add {conditionId}`, `branch.move {id, offset}` apply at once.
 *
 * Every change of the definition is emitted as `{ type: 'definition.change', definition }`
 * (XState v5 `emit`; the view listens with `actor.on`); refused operations (an unknown id, the
 * default branch) change nothing and emit nothing. Tags: `drawer` (editingNode, editingBranch),
 * `confirm` (confirmingRemove).
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { Branch, WorkflowDefinition, WorkflowNode } from '../platform/workflow/workflow-definition';
import {
  addBranch,
  addNode,
  canMoveBranch,
  canRemoveBranch,
  findBranch,
  findNode,
  moveBranch,
  removeBranch,
  removeNode,
  updateBranch,
  updateNode,
  type DefaultNames,
  type InsertAt,
  type NodeKind,
} from '../platform/workflow/workflow-tree';

/** A branch as its drawer edits it. */
export type BranchDraft = Pick<Branch, 'id' | 'name' | 'conditions' | 'priority' | 'isDefault'>;

/** What the designer remembers. */
export interface WorkflowDesignerContext {
  definition: WorkflowDefinition;
  names: DefaultNames;
  /** The node whose drawer is open (a copy being edited), else null. */
  nodeDraft: WorkflowNode | null;
  /** The branch whose drawer is open, else null. */
  branchDraft: BranchDraft | null;
  /** What waits for confirmation of its removal. */
  pending: { kind: 'node' | 'branch'; id: string } | null;
}

/** Input: the definition to edit and the names new nodes get (translated by the view). */
export interface WorkflowDesignerInput {
  definition: WorkflowDefinition;
  names: DefaultNames;
}

/** Events of the designer (DESIGN.md §5 naming). */
export type WorkflowDesignerEvent =
  | { type: 'node.add'; at: InsertAt; kind: NodeKind }
  | { type: 'node.select'; id: string }
  | { type: 'node.remove'; id: string }
  | { type: 'node.update' }
  | { type: 'branch.add'; conditionId: string }
  | { type: 'branch.select'; id: string }
  | { type: 'branch.remove'; id: string }
  | { type: 'branch.move'; id: string; offset: -1 | 1 }
  | { type: 'branch.update' }
  | { type: 'draft.change'; draft: WorkflowNode | BranchDraft }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'close' }
  | { type: 'definition.load'; definition: WorkflowDefinition };

/** What the designer emits after each change of the definition. */
export interface WorkflowDefinitionChange {
  type: 'definition.change';
  definition: WorkflowDefinition;
}

type Ctx = { context: WorkflowDesignerContext };
type Ev<T extends WorkflowDesignerEvent['type']> = Extract<WorkflowDesignerEvent, { type: T }>;

/** The designer machine; needs no implementations (its side effect is the emitted change). */
export const workflowDesignerMachine = setup({
  types: {
    context: {} as WorkflowDesignerContext,
    events: {} as WorkflowDesignerEvent,
    input: {} as WorkflowDesignerInput,
    emitted: {} as WorkflowDefinitionChange,
  },
  actions: {
    /** Replaces the definition by `params.next` and emits it, when it is another one (a refused operation is not). */
    apply: enqueueActions(({ context, enqueue }, params: { next: WorkflowDefinition }) => {
      if (params.next === context.definition) return;
      enqueue.assign({ definition: params.next });
      enqueue.emit({ type: 'definition.change', definition: params.next });
    }),
    openNode: assign(({ context }, params: { id: string }) => ({
      nodeDraft: structuredClone(findNode(context.definition, params.id) ?? null),
    })),
    openBranch: assign(({ context }, params: { id: string }) => {
      const branch = findBranch(context.definition, params.id)?.branch;
      return {
        branchDraft: branch
          ? structuredClone({
              id: branch.id,
              name: branch.name,
              conditions: branch.conditions,
              priority: branch.priority,
              isDefault: branch.isDefault,
            })
          : null,
      };
    }),
    changeDraft: assign(({ context }, params: { draft: WorkflowNode | BranchDraft }) =>
      context.nodeDraft ? { nodeDraft: params.draft as WorkflowNode } : { branchDraft: params.draft as BranchDraft },
    ),
    closeDrafts: assign({ nodeDraft: null, branchDraft: null }),
    askRemove: assign((_, params: { kind: 'node' | 'branch'; id: string }) => ({ pending: params })),
    clearPending: assign({ pending: null }),
    load: assign((_, params: { definition: WorkflowDefinition }) => ({
      definition: params.definition,
      nodeDraft: null,
      branchDraft: null,
      pending: null,
    })),
  },
  guards: {
    /** An approver or copy node with this id exists (a condition node has no drawer of its own). */
    isEditableNode: ({ context }, params: { id: string }) => {
      const node = findNode(context.definition, params.id);
      return !!node && node.kind !== 'condition';
    },
    isNode: ({ context }, params: { id: string }) => !!findNode(context.definition, params.id),
    isBranch: ({ context }, params: { id: string }) => !!findBranch(context.definition, params.id),
    isRemovableBranch: ({ context }, params: { id: string }) => canRemoveBranch(context.definition, params.id),
    isMovableBranch: ({ context }, params: { id: string; offset: -1 | 1 }) =>
      canMoveBranch(context.definition, params.id, params.offset),
  },
}).createMachine({
  id: 'workflowDesigner',
  context: ({ input }) => ({
    definition: input.definition,
    names: input.names,
    nodeDraft: null,
    branchDraft: null,
    pending: null,
  }),
  initial: 'idle',
  on: {
    'definition.load': {
      target: '.idle',
      actions: { type: 'load', params: ({ event }) => ({ definition: event.definition }) },
    },
  },
  states: {
    idle: {
      // The drafts and the pending removal are read by the transition that leaves a state, so they are cleared here.
      entry: ['closeDrafts', 'clearPending'],
      on: {
        'node.add': {
          actions: [
            {
              type: 'apply',
              params: ({ context, event }: Ctx & { event: Ev<'node.add'> }) => ({
                next: addNode(context.definition, event.at, event.kind, context.names).definition,
              }),
            },
          ],
        },
        'node.select': {
          guard: { type: 'isEditableNode', params: ({ event }) => ({ id: event.id }) },
          target: 'editingNode',
          actions: { type: 'openNode', params: ({ event }) => ({ id: event.id }) },
        },
        'branch.select': {
          guard: { type: 'isBranch', params: ({ event }) => ({ id: event.id }) },
          target: 'editingBranch',
          actions: { type: 'openBranch', params: ({ event }) => ({ id: event.id }) },
        },
        'node.remove': {
          guard: { type: 'isNode', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingRemove',
          actions: { type: 'askRemove', params: ({ event }) => ({ kind: 'node' as const, id: event.id }) },
        },
        'branch.remove': {
          guard: { type: 'isRemovableBranch', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingRemove',
          actions: { type: 'askRemove', params: ({ event }) => ({ kind: 'branch' as const, id: event.id }) },
        },
        'branch.add': {
          actions: [
            {
              type: 'apply',
              params: ({ context, event }: Ctx & { event: Ev<'branch.add'> }) => ({
                next: addBranch(context.definition, event.conditionId, context.names).definition,
              }),
            },
          ],
        },
        'branch.move': {
          guard: { type: 'isMovableBranch', params: ({ event }) => ({ id: event.id, offset: event.offset }) },
          actions: [
            {
              type: 'apply',
              params: ({ context, event }: Ctx & { event: Ev<'branch.move'> }) => ({
                next: moveBranch(context.definition, event.id, event.offset),
              }),
            },
          ],
        },
      },
    },
    editingNode: {
      tags: ['drawer'],
      on: {
        'draft.change': { actions: { type: 'changeDraft', params: ({ event }) => ({ draft: event.draft }) } },
        'node.update': {
          target: 'idle',
          actions: [
            {
              type: 'apply',
              params: ({ context }: Ctx) => ({
                next: context.nodeDraft ? updateNode(context.definition, context.nodeDraft) : context.definition,
              }),
            },
          ],
        },
        'node.remove': {
          guard: { type: 'isNode', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingRemove',
          actions: { type: 'askRemove', params: ({ event }) => ({ kind: 'node' as const, id: event.id }) },
        },
        close: 'idle',
      },
    },
    editingBranch: {
      tags: ['drawer'],
      on: {
        'draft.change': { actions: { type: 'changeDraft', params: ({ event }) => ({ draft: event.draft }) } },
        'branch.update': {
          target: 'idle',
          actions: [
            {
              type: 'apply',
              params: ({ context }: Ctx) => ({
                next: context.branchDraft ? updateBranch(context.definition, context.branchDraft) : context.definition,
              }),
            },
          ],
        },
        'branch.remove': {
          guard: { type: 'isRemovableBranch', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingRemove',
          actions: { type: 'askRemove', params: ({ event }) => ({ kind: 'branch' as const, id: event.id }) },
        },
        close: 'idle',
      },
    },
    confirmingRemove: {
      tags: ['confirm'],
      on: {
        'remove.confirm': {
          target: 'idle',
          actions: [
            {
              type: 'apply',
              params: ({ context }: Ctx) => ({
                next:
                  context.pending?.kind === 'branch'
                    ? removeBranch(context.definition, context.pending.id)
                    : removeNode(context.definition, context.pending?.id ?? ''),
              }),
            },
          ],
        },
        'remove.cancel': 'idle',
      },
    },
  },
});
