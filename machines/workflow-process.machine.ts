/**
 * An approval process (spec §3, §7 /workflow): a workflow definition
 * (platform/workflow/workflow-definition.ts) compiled into an XState machine by
 * {@link createWorkflowProcessMachine}. The server runs one actor per process, persists
 * `actor.getPersistedSnapshot()` and restores it; everything the process needs is in the
 * (serialisable) context. The machine is pure: the server resolves the people of every
 * approver and copy node beforehand (`assignees`, CUSTOM choices included) and sends the
 * events below, each naming the acting user.
 *
 * ```
 * running ─┬─ one state per node id (approver: waits for decisions; copy and condition: transient)
 *          ├─ all nodes passed ─▶ approved (final)
 *          ├─ task.reject / task.timeout REJECT ─▶ rejected (final)
 *          ├─ task.return to the initiator ─▶ returned ─process.resubmit─▶ running (or back to the returning node)
 *          ├─ task.return to an earlier approver node ─▶ _rewind ─▶ that node, afresh
 *          ├─ process.withdraw (initiator, nobody decided yet) ─▶ withdrawn (final)
 *          └─ process.cancel (its business record: rejected or withdrawn, also from `returned`) ─▶ that final
 * ```
 *
 * Approver nodes decide by examineMode: TURN (assignees one after another), COUNTERSIGN
 * (all must approve; one rejection rejects the process), OR_SIGN (the first decision
 * counts). An approver node with nobody assigned passes on. Each assignee holds a seat:
 * a chain of people deciding in order (the assignee, with those added by `task.addSign`
 * before or after them), and possibly a delegate who must `task.resolve` before the owner
 * decides. Guards refuse events from people without an open task, and double decisions.
 *
 * Tags: `waiting` (an approver node), `returned`, `done` (the finals, also tagged with
 * their outcome). Output: `{ outcome }`.
 */
import { assign, getInitialSnapshot, setup } from 'xstate';
import type { FormValues, LocalText } from '../platform/forms/form-definition';
import type {
  ApproverNode,
  ExamineMode,
  Initiator,
  WorkflowDefinition,
  WorkflowNode,
} from '../platform/workflow/workflow-definition';
import { branchHolds } from './workflow-conditions';

/** People resolved by the server per approver or copy node id (user ids, in the order they decide for TURN). */
export type Assignees = Record<string, number[]>;

/** What a process starts with. */
export interface WorkflowProcessInput {
  formValues: FormValues;
  initiator: Initiator;
  assignees: Assignees;
}

/** The kinds of entry of the decision log. */
export type DecisionKind =
  | 'approve'
  | 'reject'
  | 'return'
  | 'transfer'
  | 'delegate'
  | 'resolve'
  | 'addSign'
  | 'timeoutPass'
  | 'timeoutReject'
  | 'cancel';

/** One entry of the append-only decision log; `userId` null for the deadline job and for `cancel`. */
export interface Decision {
  nodeId: string;
  userId: number | null;
  decision: DecisionKind;
  comment?: string;
  /** transfer, delegate: to whom; addSign: who was added. */
  to?: number[];
  /** return: `initiator` or the node id returned to. */
  returnTo?: string;
}

/**
 * One seat of an approver node: `chain` the people who decide in this seat, in order (the
 * assignee, with people added before or after them), `at` the one whose turn it is
 * (`at === chain.length`: the seat has approved), `delegate` someone the current person
 * handed the task to, who must resolve it first.
 */
export interface Seat {
  chain: number[];
  at: number;
  delegate: number | null;
}

/** The approver node being decided. */
export interface NodeWork {
  nodeId: string;
  mode: ExamineMode;
  seats: Seat[];
}

/** The process's context (serialisable). */
export interface WorkflowProcessContext extends WorkflowProcessInput {
  /** The approver node waiting for decisions; null once the process rests outside (returned, ended). */
  current: NodeWork | null;
  /** Approver and copy nodes passed since the last (re)submission, in order. */
  passed: string[];
  /** Copy nodes passed: who was told (append-only). */
  copies: { nodeId: string; userIds: number[] }[];
  /** Every decision, append-only. */
  decisions: Decision[];
  /** Index in `decisions` where the current submission's decisions start. */
  roundStart: number;
  /** The node that returned the process to the initiator. */
  returnedBy: string | null;
  /** Where `_rewind` goes (a return to a node, a BACK_TO_ME resubmission). */
  resumeAt: string | null;
  outcome: WorkflowOutcome | null;
}

/** How a process ended. */
export type WorkflowOutcome = 'approved' | 'rejected' | 'withdrawn';

/** The machine's output. */
export interface WorkflowProcessOutput {
  outcome: WorkflowOutcome;
}

/** The events the server sends; `userId` is the acting user. */
export type WorkflowProcessEvent =
  | { type: 'task.approve'; userId: number; comment?: string }
  | { type: 'task.reject'; userId: number; comment?: string }
  | { type: 'task.return'; userId: number; to: string; comment?: string }
  | { type: 'process.resubmit'; userId: number; formValues: FormValues; assignees: Assignees }
  | { type: 'process.withdraw'; userId: number }
  | { type: 'task.transfer'; userId: number; to: number }
  | { type: 'task.delegate'; userId: number; to: number }
  | { type: 'task.resolve'; userId: number; comment?: string }
  | { type: 'task.addSign'; userId: number; userIds: number[]; position: 'before' | 'after' }
  | { type: 'task.timeout'; nodeId: string; then: 'PASS' | 'REJECT' }
  /** The business record ended the process (its booking cancelled, or started before approval). */
  | { type: 'process.cancel'; outcome: 'rejected' | 'withdrawn'; comment?: string };

/** `task.return`'s `to` that means the initiator (a node may not be named so: validate's `reservedId`). */
export const RETURN_TO_INITIATOR = 'initiator';

/** State keys of the machine's own transient states (node ids start with a letter, so they never clash). */
export const START_STATE = '_start';
export const REWIND_STATE = '_rewind';

const MACHINE_ID = 'workflowProcess';
const APPROVED = `#${MACHINE_ID}.approved`;
const REJECTED = `#${MACHINE_ID}.rejected`;

/** Every node of the tree, depth first in definition order (branches by priority as written). */
export function allNodes(nodes: WorkflowNode[]): WorkflowNode[] {
  return nodes.flatMap((node) =>
    node.kind === 'condition' ? [node, ...node.branches.flatMap((branch) => allNodes(branch.nodes))] : [node],
  );
}

/** The branches in the order they are tried: by priority, the default ones last. */
export function branchesInOrder<B extends { priority: number; isDefault: boolean }>(branches: B[]): B[] {
  return [...branches].sort((a, b) => Number(a.isDefault) - Number(b.isDefault) || a.priority - b.priority);
}

/** People of a seat whose turn it is; null when the seat has approved. */
function seatHolder(seat: Seat): number | null {
  return seat.at < seat.chain.length ? seat.chain[seat.at] : null;
}

/** Indexes of the seats open now: for TURN the first seat still deciding, otherwise every seat still deciding. */
function openSeatIndexes(work: NodeWork): number[] {
  const open = work.seats.flatMap((seat, index) => (seatHolder(seat) === null ? [] : [index]));
  return work.mode === 'TURN' ? open.slice(0, 1) : open;
}

/** The open seat where `userId` decides now (no pending delegation), or -1. */
function decidingSeat(work: NodeWork | null, userId: number): number {
  if (!work) return -1;
  return (
    openSeatIndexes(work).find((i) => work.seats[i].delegate === null && seatHolder(work.seats[i]) === userId) ?? -1
  );
}

/** The open seat delegated to `userId`, or -1. */
function delegatedSeat(work: NodeWork | null, userId: number): number {
  if (!work) return -1;
  return openSeatIndexes(work).find((i) => work.seats[i].delegate === userId) ?? -1;
}

/** Whether `userId` is anywhere at the node still to decide (a seat's chain ahead, or a delegate). */
function isAtNode(work: NodeWork, userId: number): boolean {
  return work.seats.some((seat) => seat.delegate === userId || seat.chain.slice(seat.at).includes(userId));
}

/** Whether approving in seat `index` completes the node. */
function approvalCompletes(work: NodeWork, index: number): boolean {
  const seat = work.seats[index];
  if (seat.at + 1 < seat.chain.length) return false;
  if (work.mode === 'OR_SIGN') return true;
  return work.seats.every((other, i) => i === index || seatHolder(other) === null);
}

function updateSeat(work: NodeWork, index: number, change: (seat: Seat) => Seat): NodeWork {
  return { ...work, seats: work.seats.map((seat, i) => (i === index ? change(seat) : seat)) };
}

/** Who may decide now: one entry per open task (a delegate's task is theirs, not the owner's). */
export function openTasks(snapshot: { context: WorkflowProcessContext }): { nodeId: string; userId: number }[] {
  const work = snapshot.context.current;
  if (!work) return [];
  return openSeatIndexes(work).map((i) => {
    const seat = work.seats[i];
    return { nodeId: work.nodeId, userId: seat.delegate ?? seatHolder(seat)! };
  });
}

/** Distinct positive user ids, in first-seen order (a person decides once per node). */
function distinct(userIds: readonly number[]): number[] {
  return [...new Set(userIds.filter((id) => Number.isInteger(id) && id > 0))];
}

/** Decisions that mean someone has decided (a withdrawal is no longer possible). */
const DECIDING: ReadonlySet<DecisionKind> = new Set(['approve', 'reject', 'return', 'timeoutPass', 'timeoutReject']);

type StateConfig = Record<string, unknown>;

/**
 * Compiles a workflow definition into its process machine (id `workflowProcess`). Node ids
 * name the states of `running`; duplicate ids are the definition's error (validate), the
 * later node's state replaces the earlier one. Condition nodes without a default branch
 * stay in their state when no branch holds (validate's `noWayToEnd`).
 */
export function createWorkflowProcessMachine(def: WorkflowDefinition) {
  const nodes = allNodes(def.nodes);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const approvers = nodes.filter((node): node is ApproverNode => node.kind === 'approver');
  const branches = new Map(
    nodes.flatMap((node) => (node.kind === 'condition' ? node.branches.map((b) => [`${node.id}/${b.id}`, b]) : [])),
  );

  const states: Record<string, StateConfig> = {};
  /** The state to go to for a sequence starting at `index`, `after` when the sequence is done. */
  const entryOf = (sequence: WorkflowNode[], after: string): string =>
    sequence.length ? `#${MACHINE_ID}.running.${sequence[0].id}` : after;
  /** Approver nodes a return can go to: one with an approver after it, or one that asks to be returned to. */
  const returnable = new Set<string>();
  const compile = (sequence: WorkflowNode[], after: string, approverAfter: boolean) => {
    sequence.forEach((node, index) => {
      const rest = sequence.slice(index + 1);
      const next = entryOf(rest, after);
      const approverLater = approverAfter || allNodes(rest).some((n) => n.kind === 'approver');
      if (node.kind === 'copy') {
        states[node.id] = {
          always: { target: next, actions: [{ type: 'recordCopy', params: { nodeId: node.id } }] },
        };
      } else if (node.kind === 'condition') {
        states[node.id] = {
          always: branchesInOrder(node.branches).map((branch) => {
            compile(branch.nodes, next, approverLater);
            const target = entryOf(branch.nodes, next);
            // A branch without conditions always holds (the default one, or a designer's mistake).
            return branch.isDefault || branch.conditions.length === 0
              ? { target }
              : { target, guard: { type: 'branchHolds', params: { nodeId: node.id, branchId: branch.id } } };
          }),
        };
      } else {
        if (approverLater || node.afterReturn === 'BACK_TO_ME') returnable.add(node.id);
        const passTo = { target: next, actions: [{ type: 'passNode', params: { nodeId: node.id } }] };
        states[node.id] = {
          tags: ['waiting'],
          entry: [{ type: 'openNode', params: { nodeId: node.id } }],
          always: { ...passTo, guard: 'nobodyAssigned' },
          on: {
            'task.approve': [
              { ...passTo, guard: 'approvalCompletesNode', actions: ['recordApproval', ...passTo.actions] },
              { guard: 'mayDecide', actions: ['recordApproval'] },
            ],
            'task.timeout': [
              { ...passTo, guard: 'timeoutPasses', actions: ['recordTimeout', ...passTo.actions] },
              { target: REJECTED, guard: 'timeoutRejects', actions: ['recordTimeout'] },
            ],
          },
        };
      }
    });
  };
  compile(def.nodes, APPROVED, false);
  states[START_STATE] = { always: { target: entryOf(def.nodes, APPROVED) } };
  states[REWIND_STATE] = {
    always: approvers
      .filter((node) => returnable.has(node.id))
      .map((node) => ({ target: node.id, guard: { type: 'resumesAt', params: { nodeId: node.id } } })),
  };

  const finalState = (outcome: WorkflowOutcome) => ({
    type: 'final' as const,
    tags: ['done', outcome],
    entry: [{ type: 'setOutcome' as const, params: { outcome } }, 'closeNode' as const],
  });

  return setup({
    types: {
      context: {} as WorkflowProcessContext,
      events: {} as WorkflowProcessEvent,
      input: {} as WorkflowProcessInput,
      output: {} as WorkflowProcessOutput,
    },
    guards: {
      branchHolds: ({ context }, params: { nodeId: string; branchId: string }) => {
        const branch = branches.get(`${params.nodeId}/${params.branchId}`);
        return !!branch && branchHolds(branch, context.formValues, context.initiator);
      },
      nobodyAssigned: ({ context }) => !!context.current && context.current.seats.length === 0,
      mayDecide: ({ context, event }) => 'userId' in event && decidingSeat(context.current, event.userId) >= 0,
      approvalCompletesNode: ({ context, event }) => {
        if (event.type !== 'task.approve' || !context.current) return false;
        const index = decidingSeat(context.current, event.userId);
        return index >= 0 && approvalCompletes(context.current, index);
      },
      mayResolve: ({ context, event }) => 'userId' in event && delegatedSeat(context.current, event.userId) >= 0,
      returnsToInitiator: ({ context, event }) =>
        event.type === 'task.return' &&
        event.to === RETURN_TO_INITIATOR &&
        decidingSeat(context.current, event.userId) >= 0,
      returnsToNode: ({ context, event }) =>
        event.type === 'task.return' &&
        decidingSeat(context.current, event.userId) >= 0 &&
        byId.get(event.to)?.kind === 'approver' &&
        context.passed.includes(event.to) &&
        returnable.has(event.to),
      mayHandOver: ({ context, event }) => {
        if ((event.type !== 'task.transfer' && event.type !== 'task.delegate') || !context.current) return false;
        const valid = Number.isInteger(event.to) && event.to > 0 && event.to !== event.userId;
        return valid && decidingSeat(context.current, event.userId) >= 0 && !isAtNode(context.current, event.to);
      },
      mayAddSign: ({ context, event }) => {
        if (event.type !== 'task.addSign' || !context.current) return false;
        const added = distinct(event.userIds);
        const work = context.current;
        return (
          added.length > 0 &&
          added.length === event.userIds.length &&
          decidingSeat(work, event.userId) >= 0 &&
          added.every((id) => id !== event.userId && !isAtNode(work, id))
        );
      },
      timeoutPasses: ({ context, event }) =>
        event.type === 'task.timeout' && event.then === 'PASS' && context.current?.nodeId === event.nodeId,
      timeoutRejects: ({ context, event }) =>
        event.type === 'task.timeout' && event.then === 'REJECT' && context.current?.nodeId === event.nodeId,
      mayWithdraw: ({ context, event }) =>
        event.type === 'process.withdraw' &&
        event.userId === context.initiator.userId &&
        !context.decisions.slice(context.roundStart).some((d) => DECIDING.has(d.decision)),
      isInitiator: ({ context, event }) => 'userId' in event && event.userId === context.initiator.userId,
      resubmitsBackToReturner: ({ context, event }) => {
        if (event.type !== 'process.resubmit' || event.userId !== context.initiator.userId) return false;
        const node = context.returnedBy ? byId.get(context.returnedBy) : undefined;
        return node?.kind === 'approver' && node.afterReturn === 'BACK_TO_ME';
      },
      resumesAt: ({ context }, params: { nodeId: string }) => context.resumeAt === params.nodeId,
      cancelRejects: ({ event }) => event.type === 'process.cancel' && event.outcome === 'rejected',
    },
    actions: {
      openNode: assign(({ context }, params: { nodeId: string }) => {
        const node = byId.get(params.nodeId) as ApproverNode;
        const seats = distinct(context.assignees[params.nodeId] ?? []).map((id) => ({
          chain: [id],
          at: 0,
          delegate: null,
        }));
        return { current: { nodeId: node.id, mode: node.examineMode, seats } };
      }),
      closeNode: assign({ current: null }),
      setOutcome: assign((_, params: { outcome: WorkflowOutcome }) => ({ outcome: params.outcome })),
      passNode: assign(({ context }, params: { nodeId: string }) => ({ passed: [...context.passed, params.nodeId] })),
      recordCopy: assign(({ context }, params: { nodeId: string }) => ({
        passed: [...context.passed, params.nodeId],
        copies: [
          ...context.copies,
          { nodeId: params.nodeId, userIds: distinct(context.assignees[params.nodeId] ?? []) },
        ],
      })),
      recordApproval: assign(({ context, event }) => {
        if (event.type !== 'task.approve' || !context.current) return {};
        const index = decidingSeat(context.current, event.userId);
        return {
          current: updateSeat(context.current, index, (seat) => ({ ...seat, at: seat.at + 1 })),
          decisions: [
            ...context.decisions,
            {
              nodeId: context.current.nodeId,
              userId: event.userId,
              decision: 'approve' as const,
              comment: event.comment,
            },
          ],
        };
      }),
      recordRejection: assign(({ context, event }) => {
        if (event.type !== 'task.reject' || !context.current) return {};
        const decision: Decision = {
          nodeId: context.current.nodeId,
          userId: event.userId,
          decision: 'reject',
          comment: event.comment,
        };
        return { decisions: [...context.decisions, decision] };
      }),
      recordReturn: assign(({ context, event }) => {
        if (event.type !== 'task.return' || !context.current) return {};
        const nodeId = context.current.nodeId;
        const decision: Decision = {
          nodeId,
          userId: event.userId,
          decision: 'return',
          comment: event.comment,
          returnTo: event.to,
        };
        if (event.to === RETURN_TO_INITIATOR) {
          return { decisions: [...context.decisions, decision], returnedBy: nodeId };
        }
        // The nodes from the one returned to on are passed again.
        return {
          decisions: [...context.decisions, decision],
          resumeAt: event.to,
          passed: context.passed.slice(0, context.passed.indexOf(event.to)),
        };
      }),
      handOver: assign(({ context, event }) => {
        if ((event.type !== 'task.transfer' && event.type !== 'task.delegate') || !context.current) return {};
        const index = decidingSeat(context.current, event.userId);
        const current = updateSeat(context.current, index, (seat) =>
          event.type === 'task.delegate'
            ? { ...seat, delegate: event.to }
            : { ...seat, chain: seat.chain.map((id, i) => (i === seat.at ? event.to : id)) },
        );
        const decision: Decision = {
          nodeId: current.nodeId,
          userId: event.userId,
          decision: event.type === 'task.delegate' ? 'delegate' : 'transfer',
          to: [event.to],
        };
        return { current, decisions: [...context.decisions, decision] };
      }),
      resolve: assign(({ context, event }) => {
        if (event.type !== 'task.resolve' || !context.current) return {};
        const index = delegatedSeat(context.current, event.userId);
        const decision: Decision = {
          nodeId: context.current.nodeId,
          userId: event.userId,
          decision: 'resolve',
          comment: event.comment,
        };
        return {
          current: updateSeat(context.current, index, (seat) => ({ ...seat, delegate: null })),
          decisions: [...context.decisions, decision],
        };
      }),
      addSign: assign(({ context, event }) => {
        if (event.type !== 'task.addSign' || !context.current) return {};
        const index = decidingSeat(context.current, event.userId);
        // before: the added people decide first, then the caller; after: they follow the caller's approval.
        const cut = event.position === 'before' ? 0 : 1;
        const current = updateSeat(context.current, index, (seat) => ({
          ...seat,
          chain: [...seat.chain.slice(0, seat.at + cut), ...event.userIds, ...seat.chain.slice(seat.at + cut)],
        }));
        const decision: Decision = {
          nodeId: current.nodeId,
          userId: event.userId,
          decision: 'addSign',
          to: event.userIds,
        };
        return { current, decisions: [...context.decisions, decision] };
      }),
      recordTimeout: assign(({ context, event }) => {
        if (event.type !== 'task.timeout') return {};
        const decision: Decision = {
          nodeId: event.nodeId,
          userId: null,
          decision: event.then === 'PASS' ? 'timeoutPass' : 'timeoutReject',
        };
        return { decisions: [...context.decisions, decision] };
      }),
      recordCancel: assign(({ context, event }) => {
        if (event.type !== 'process.cancel') return {};
        const decision: Decision = {
          nodeId: context.current?.nodeId ?? '',
          userId: null,
          decision: 'cancel',
          comment: event.comment,
        };
        return { decisions: [...context.decisions, decision] };
      }),
      resubmit: assign(({ context, event }) => {
        if (event.type !== 'process.resubmit') return {};
        const backToMe =
          !!context.returnedBy &&
          (byId.get(context.returnedBy) as ApproverNode | undefined)?.afterReturn === 'BACK_TO_ME';
        return {
          formValues: event.formValues,
          assignees: event.assignees,
          roundStart: context.decisions.length,
          resumeAt: backToMe ? context.returnedBy : null,
          passed: backToMe ? context.passed : [],
          returnedBy: null,
        };
      }),
    },
  }).createMachine({
    id: MACHINE_ID,
    context: ({ input }) => ({
      formValues: input.formValues,
      initiator: input.initiator,
      assignees: input.assignees,
      current: null,
      passed: [],
      copies: [],
      decisions: [],
      roundStart: 0,
      returnedBy: null,
      resumeAt: null,
      outcome: null,
    }),
    initial: 'running',
    output: ({ context }) => ({ outcome: context.outcome ?? 'approved' }),
    states: {
      running: {
        initial: START_STATE,
        // The node states are built from the definition; their shape is checked by the tests.
        states: states as never,
        on: {
          'task.reject': { guard: 'mayDecide', target: REJECTED, actions: ['recordRejection'] },
          'task.return': [
            { guard: 'returnsToInitiator', target: '#workflowProcess.returned', actions: ['recordReturn'] },
            { guard: 'returnsToNode', target: `.${REWIND_STATE}`, actions: ['recordReturn'] },
          ],
          'task.transfer': { guard: 'mayHandOver', actions: ['handOver'] },
          'task.delegate': { guard: 'mayHandOver', actions: ['handOver'] },
          'task.resolve': { guard: 'mayResolve', actions: ['resolve'] },
          'task.addSign': { guard: 'mayAddSign', actions: ['addSign'] },
          'process.withdraw': { guard: 'mayWithdraw', target: 'withdrawn' },
          'process.cancel': [
            { guard: 'cancelRejects', target: '#workflowProcess.rejected', actions: ['recordCancel'] },
            { target: '#workflowProcess.withdrawn', actions: ['recordCancel'] },
          ],
        },
      },
      returned: {
        tags: ['returned'],
        entry: ['closeNode'],
        on: {
          'process.resubmit': [
            { guard: 'resubmitsBackToReturner', target: `running.${REWIND_STATE}`, actions: ['resubmit'] },
            { guard: 'isInitiator', target: 'running', actions: ['resubmit'] },
          ],
          'process.withdraw': { guard: 'isInitiator', target: 'withdrawn' },
          'process.cancel': [
            { guard: 'cancelRejects', target: '#workflowProcess.rejected', actions: ['recordCancel'] },
            { target: '#workflowProcess.withdrawn', actions: ['recordCancel'] },
          ],
        },
      },
      approved: finalState('approved'),
      rejected: finalState('rejected'),
      withdrawn: finalState('withdrawn'),
    },
  });
}

/** The machine type of a compiled definition. */
export type WorkflowProcessMachine = ReturnType<typeof createWorkflowProcessMachine>;

/**
 * The approver and copy nodes a process with these form values and this initiator visits,
 * in order (branches chosen by the compiled machine's own guards). The server resolves the
 * assignees of these; the initiator picks the CUSTOM ones.
 */
export function nodesOnPath(def: WorkflowDefinition, formValues: FormValues, initiator: Initiator): WorkflowNode[] {
  const byId = new Map(allNodes(def.nodes).map((node) => [node.id, node]));
  // With nobody assigned every approver node passes on: the machine walks the whole path at once.
  const snapshot = getInitialSnapshot(createWorkflowProcessMachine(def), { formValues, initiator, assignees: {} });
  return snapshot.context.passed.map((id) => byId.get(id)!);
}

/** One step of the designer's simulation. */
export interface SimulationStep {
  nodeId: string;
  kind: 'approver' | 'copy';
  name: LocalText;
  /** null for a copy node. */
  examineMode: ExamineMode | null;
  /** The people (assignees as given, each once); empty: an approver node passes on. */
  userIds: number[];
}

/** The steps a process would take with this input (the designer's simulator). */
export function simulateWorkflow(def: WorkflowDefinition, input: WorkflowProcessInput): SimulationStep[] {
  return nodesOnPath(def, input.formValues, input.initiator).map((node) => ({
    nodeId: node.id,
    kind: node.kind as 'approver' | 'copy',
    name: node.name,
    examineMode: node.kind === 'approver' ? node.examineMode : null,
    userIds: distinct(input.assignees[node.id] ?? []),
  }));
}
