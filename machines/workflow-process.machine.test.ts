/**
 * The workflow process machine compiled from a fixed rich definition (machines/workflow-testing.ts):
 * every transition taken by real actors, the classic bugs of approval engines each with a test,
 * and random definitions walked to their end (fast-check).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { actorInspection } from './inspection';
import { recordTransitions, saveCoverageReport } from './transition-coverage';
import {
  createWorkflowProcessMachine,
  nodesOnPath,
  openTasks,
  simulateWorkflow,
  type Assignees,
  type WorkflowProcessEvent,
} from './workflow-process.machine';
import { assigneesArb, definitionArb, formValuesArb, RICH_DEFINITION } from './workflow-testing';

const machine = createWorkflowProcessMachine(RICH_DEFINITION);
const coverage = recordTransitions(machine);

const INITIATOR = { userId: 100, orgPath: [10, 1] };
/** Form values per route through the rich definition. */
const SMALL = { amount: 100000, category: 'sport', day: '2026-12-01' }; // BETWEEN [0, 100000] closed: small
const MID_EVENT = { amount: 100001, category: 'event' };
const MID_OTHER = { amount: 499999, category: 'sport' };
const BIG = { amount: 500000, category: 'event' }; // (100000, 500000) open: the default branch
/** People per node: TURN and COUNTERSIGN nodes ask two, OR_SIGN nodes two. */
const PEOPLE: Assignees = {
  lead: [1, 2],
  deptOr: [3, 4],
  smallCopy: [9],
  board: [3, 4],
  finance: [5, 6],
  ceo: [7, 8],
  archive: [9, 10],
  final: [11, 11],
};

type Actor = ReturnType<typeof start>;

function start(formValues: Record<string, unknown>, assignees: Assignees = PEOPLE, def = machine) {
  // Machines of random definitions share the id `workflowProcess`: they stay off the inspection seam,
  // where the coverage recorder of the rich definition listens.
  const inspect = def === machine ? actorInspection : undefined;
  return createActor(def, { input: { formValues, initiator: INITIATOR, assignees }, inspect }).start();
}

const nodeOf = (actor: Actor) => actor.getSnapshot().context.current?.nodeId ?? null;
const send = (actor: Actor, event: WorkflowProcessEvent) => actor.send(event);

/** Approves every open task until the process waits at `nodeId` (or ends). */
function driveTo(actor: Actor, nodeId: string | null) {
  for (let i = 0; i < 100 && actor.getSnapshot().status === 'active' && nodeOf(actor) !== nodeId; i++) {
    for (const task of openTasks(actor.getSnapshot())) {
      if (actor.getSnapshot().status === 'active') send(actor, { type: 'task.approve', userId: task.userId });
    }
  }
}

/** The route (form values) through each approver node. */
const ROUTE: Record<string, Record<string, unknown>> = {
  lead: SMALL,
  deptOr: SMALL,
  finance: BIG,
  ceo: BIG,
  board: MID_EVENT,
  final: MID_OTHER,
};

describe('workflow process — paths of the rich definition', () => {
  it('walks each route to approved, visiting the nodes of nodesOnPath with copies recorded', () => {
    const expected: [Record<string, unknown>, string[]][] = [
      [SMALL, ['lead', 'deptOr', 'smallCopy', 'archive', 'final']],
      [MID_EVENT, ['lead', 'board', 'archive', 'final']],
      [MID_OTHER, ['lead', 'archive', 'final']],
      [BIG, ['lead', 'finance', 'ceo', 'archive', 'final']],
    ];
    for (const [values, path] of expected) {
      expect(nodesOnPath(RICH_DEFINITION, values, INITIATOR).map((n) => n.id)).toEqual(path);
      const actor = start(values);
      expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
      driveTo(actor, null);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('approved');
      expect(snapshot.hasTag('done')).toBe(true);
      expect(snapshot.output).toEqual({ outcome: 'approved' });
      expect(snapshot.context.passed).toEqual(path);
      expect(snapshot.context.copies.map((c) => c.nodeId)).toEqual(path.filter((id) => /Copy|archive/.test(id)));
    }
  });

  it('takes the turns of a TURN node in order, one open task at a time', () => {
    const actor = start(SMALL);
    expect(openTasks(actor.getSnapshot())).toEqual([{ nodeId: 'lead', userId: 1 }]);
    send(actor, { type: 'task.approve', userId: 2 }); // not their turn
    expect(actor.getSnapshot().context.decisions).toEqual([]);
    send(actor, { type: 'task.approve', userId: 1, comment: 'ok' });
    expect(openTasks(actor.getSnapshot())).toEqual([{ nodeId: 'lead', userId: 2 }]);
    send(actor, { type: 'task.approve', userId: 2 });
    expect(openTasks(actor.getSnapshot())).toEqual([
      { nodeId: 'deptOr', userId: 3 },
      { nodeId: 'deptOr', userId: 4 },
    ]);
    expect(actor.getSnapshot().context.decisions).toEqual([
      { nodeId: 'lead', userId: 1, decision: 'approve', comment: 'ok' },
      { nodeId: 'lead', userId: 2, decision: 'approve', comment: undefined },
    ]);
  });

  it('passes on approver nodes with nobody assigned', () => {
    for (const values of [SMALL, MID_EVENT, BIG]) {
      const actor = start(values, { smallCopy: [9] });
      expect(actor.getSnapshot().value).toBe('approved');
    }
  });

  it('at every approver node: added signers after the caller, deadlines that pass and reject', () => {
    for (const [nodeId, values] of Object.entries(ROUTE)) {
      const added = start(values);
      driveTo(added, nodeId);
      const [first] = openTasks(added.getSnapshot());
      send(added, { type: 'task.addSign', userId: first.userId, userIds: [50], position: 'after' });
      send(added, { type: 'task.approve', userId: first.userId });
      expect(nodeOf(added)).toBe(nodeId);
      expect(openTasks(added.getSnapshot())).toContainEqual({ nodeId, userId: 50 });
      driveTo(added, null);
      expect(added.getSnapshot().value).toBe('approved');

      const passes = start(values);
      driveTo(passes, nodeId);
      send(passes, { type: 'task.timeout', nodeId: 'other', then: 'PASS' }); // another node's deadline
      expect(nodeOf(passes)).toBe(nodeId);
      send(passes, { type: 'task.timeout', nodeId, then: 'PASS' });
      expect(passes.getSnapshot().context.passed).toContain(nodeId);
      expect(passes.getSnapshot().context.decisions.at(-1)).toEqual({ nodeId, userId: null, decision: 'timeoutPass' });

      const rejects = start(values);
      driveTo(rejects, nodeId);
      send(rejects, { type: 'task.timeout', nodeId, then: 'REJECT' });
      expect(rejects.getSnapshot().value).toBe('rejected');
      expect(rejects.getSnapshot().output).toEqual({ outcome: 'rejected' });
    }
  });

  it('returns to an earlier approver node, which starts afresh with the assignees of that time', () => {
    for (const nodeId of ['lead', 'deptOr', 'finance', 'ceo', 'board']) {
      const actor = start(ROUTE[nodeId]);
      driveTo(actor, 'final');
      send(actor, { type: 'task.return', userId: 11, to: 'archive' }); // a copy node: refused
      send(actor, { type: 'task.return', userId: 12, to: nodeId }); // nobody's task: refused
      expect(nodeOf(actor)).toBe('final');
      send(actor, { type: 'task.return', userId: 11, to: nodeId, comment: 'again' });
      expect(nodeOf(actor)).toBe(nodeId);
      expect(actor.getSnapshot().context.passed).not.toContain(nodeId);
      expect(openTasks(actor.getSnapshot()).map((t) => t.userId)).toEqual(nodeId === 'lead' ? [1] : PEOPLE[nodeId]);
      driveTo(actor, null);
      expect(actor.getSnapshot().value).toBe('approved');
    }
  });

  it('returns to the initiator; a resubmission continues from the first node, or back to a BACK_TO_ME node', () => {
    const continues = start(SMALL);
    driveTo(continues, 'deptOr');
    send(continues, { type: 'task.return', userId: 3, to: 'initiator' });
    expect(continues.getSnapshot().hasTag('returned')).toBe(true);
    expect(openTasks(continues.getSnapshot())).toEqual([]);
    send(continues, { type: 'process.resubmit', userId: 3, formValues: BIG, assignees: PEOPLE }); // not the initiator
    expect(continues.getSnapshot().value).toBe('returned');
    send(continues, { type: 'process.resubmit', userId: 100, formValues: BIG, assignees: PEOPLE });
    expect(nodeOf(continues)).toBe('lead');
    driveTo(continues, null);
    expect(continues.getSnapshot().context.passed).toEqual(['lead', 'finance', 'ceo', 'archive', 'final']);

    const back = start(SMALL);
    send(back, { type: 'task.approve', userId: 1 });
    send(back, { type: 'task.return', userId: 2, to: 'initiator' });
    send(back, { type: 'process.resubmit', userId: 100, formValues: SMALL, assignees: { ...PEOPLE, lead: [2] } });
    expect(openTasks(back.getSnapshot())).toEqual([{ nodeId: 'lead', userId: 2 }]);

    const withdrawn = start(SMALL);
    send(withdrawn, { type: 'task.return', userId: 1, to: 'initiator' });
    send(withdrawn, { type: 'process.withdraw', userId: 1 });
    expect(withdrawn.getSnapshot().value).toBe('returned');
    send(withdrawn, { type: 'process.withdraw', userId: 100 });
    expect(withdrawn.getSnapshot().output).toEqual({ outcome: 'withdrawn' });
  });

  it('rejects, transfers, delegates and resolves, adds signers before, withdraws', () => {
    const rejected = start(BIG);
    driveTo(rejected, 'finance');
    send(rejected, { type: 'task.reject', userId: 1 });
    expect(nodeOf(rejected)).toBe('finance');
    send(rejected, { type: 'task.reject', userId: 6, comment: 'no' });
    expect(rejected.getSnapshot().value).toBe('rejected');

    const handed = start(SMALL);
    send(handed, { type: 'task.transfer', userId: 1, to: 2 }); // already at the node: refused
    send(handed, { type: 'task.transfer', userId: 1, to: 20 });
    expect(openTasks(handed.getSnapshot())).toEqual([{ nodeId: 'lead', userId: 20 }]);
    send(handed, { type: 'task.delegate', userId: 20, to: 21 });
    expect(openTasks(handed.getSnapshot())).toEqual([{ nodeId: 'lead', userId: 21 }]);
    send(handed, { type: 'task.approve', userId: 20 }); // delegated: the owner waits
    send(handed, { type: 'task.approve', userId: 21 }); // the delegate only resolves
    expect(handed.getSnapshot().context.decisions.map((d) => d.decision)).toEqual(['transfer', 'delegate']);
    send(handed, { type: 'task.resolve', userId: 21, comment: 'looked at it' });
    send(handed, { type: 'task.resolve', userId: 21 });
    expect(openTasks(handed.getSnapshot())).toEqual([{ nodeId: 'lead', userId: 20 }]);
    send(handed, { type: 'task.addSign', userId: 20, userIds: [30, 31], position: 'before' });
    send(handed, { type: 'task.addSign', userId: 30, userIds: [20], position: 'before' }); // already there
    expect(openTasks(handed.getSnapshot())).toEqual([{ nodeId: 'lead', userId: 30 }]);
    send(handed, { type: 'task.approve', userId: 30 });
    send(handed, { type: 'task.approve', userId: 31 });
    send(handed, { type: 'task.approve', userId: 20 });
    expect(openTasks(handed.getSnapshot())).toEqual([{ nodeId: 'lead', userId: 2 }]);
    expect(handed.getSnapshot().context.decisions.map((d) => d.decision)).toEqual([
      'transfer',
      'delegate',
      'resolve',
      'addSign',
      'approve',
      'approve',
      'approve',
    ]);

    const withdrawn = start(SMALL);
    send(withdrawn, { type: 'process.withdraw', userId: 1 });
    send(withdrawn, { type: 'process.withdraw', userId: 100 });
    expect(withdrawn.getSnapshot().value).toBe('withdrawn');
    expect(openTasks(withdrawn.getSnapshot())).toEqual([]);
  });

  it('restores a persisted snapshot and goes on', () => {
    const actor = start(BIG);
    driveTo(actor, 'finance');
    send(actor, { type: 'task.approve', userId: 5 });
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    // The input is required by the types and ignored when a snapshot is restored.
    const input = { formValues: {}, initiator: INITIATOR, assignees: {} };
    const restored = createActor(machine, { snapshot: stored, input, inspect: actorInspection }).start();
    expect(openTasks(restored.getSnapshot())).toEqual([{ nodeId: 'finance', userId: 6 }]);
    driveTo(restored as Actor, null);
    expect(restored.getSnapshot().value).toBe('approved');
  });

  it('simulates the steps with examine modes and people', () => {
    expect(simulateWorkflow(RICH_DEFINITION, { formValues: BIG, initiator: INITIATOR, assignees: PEOPLE })).toEqual([
      { nodeId: 'lead', kind: 'approver', name: expect.anything(), examineMode: 'TURN', userIds: [1, 2] },
      { nodeId: 'finance', kind: 'approver', name: expect.anything(), examineMode: 'COUNTERSIGN', userIds: [5, 6] },
      { nodeId: 'ceo', kind: 'approver', name: expect.anything(), examineMode: 'OR_SIGN', userIds: [7, 8] },
      { nodeId: 'archive', kind: 'copy', name: expect.anything(), examineMode: null, userIds: [9, 10] },
      { nodeId: 'final', kind: 'approver', name: expect.anything(), examineMode: 'TURN', userIds: [11] },
    ]);
  });
});

describe('workflow process — the classic bugs', () => {
  it('a return inside a COUNTERSIGN node leaves no stray open task', () => {
    const actor = start(MID_EVENT);
    driveTo(actor, 'board');
    send(actor, { type: 'task.approve', userId: 3 });
    send(actor, { type: 'task.return', userId: 4, to: 'lead' });
    expect(openTasks(actor.getSnapshot())).toEqual([{ nodeId: 'lead', userId: 1 }]);
    send(actor, { type: 'task.approve', userId: 3 }); // the old board task is gone
    expect(actor.getSnapshot().context.decisions.filter((d) => d.nodeId === 'board')).toHaveLength(2);
  });

  it('a second OR_SIGN approval is refused, not counted', () => {
    const actor = start(SMALL);
    driveTo(actor, 'deptOr');
    send(actor, { type: 'task.approve', userId: 3 });
    send(actor, { type: 'task.approve', userId: 4 });
    const { decisions } = actor.getSnapshot().context;
    expect(decisions.filter((d) => d.nodeId === 'deptOr')).toEqual([
      { nodeId: 'deptOr', userId: 3, decision: 'approve', comment: undefined },
    ]);
    expect(nodeOf(actor)).toBe('final');
  });

  it('a COUNTERSIGN node counts each approver once', () => {
    const actor = start(BIG, { ...PEOPLE, finance: [5, 5, 6] });
    driveTo(actor, 'finance');
    send(actor, { type: 'task.approve', userId: 5 });
    send(actor, { type: 'task.approve', userId: 5 });
    expect(nodeOf(actor)).toBe('finance');
    expect(openTasks(actor.getSnapshot())).toEqual([{ nodeId: 'finance', userId: 6 }]);
  });

  it('nested branches and a branch ending in a copy node reach the end', () => {
    for (const values of [SMALL, MID_EVENT]) {
      const actor = start(values);
      driveTo(actor, null);
      expect(actor.getSnapshot().output).toEqual({ outcome: 'approved' });
    }
  });

  it('its business record ends it: rejected or withdrawn, running or returned, whoever decided', () => {
    const rejected = start(SMALL);
    send(rejected, { type: 'task.approve', userId: 1 });
    send(rejected, { type: 'process.cancel', outcome: 'rejected', comment: 'started' });
    expect(rejected.getSnapshot().output).toEqual({ outcome: 'rejected' });
    expect(rejected.getSnapshot().context.decisions.at(-1)).toEqual({
      nodeId: 'lead',
      userId: null,
      decision: 'cancel',
      comment: 'started',
    });
    expect(openTasks(rejected.getSnapshot())).toEqual([]);

    const withdrawn = start(SMALL);
    send(withdrawn, { type: 'task.approve', userId: 1 });
    send(withdrawn, { type: 'process.cancel', outcome: 'withdrawn' });
    expect(withdrawn.getSnapshot().value).toBe('withdrawn');

    for (const outcome of ['rejected', 'withdrawn'] as const) {
      const returned = start(SMALL);
      send(returned, { type: 'task.return', userId: 1, to: 'initiator' });
      send(returned, { type: 'process.cancel', outcome });
      expect(returned.getSnapshot().value).toBe(outcome);
    }
  });

  it('a withdrawal is refused once someone has decided', () => {
    const actor = start(SMALL);
    send(actor, { type: 'task.approve', userId: 1 });
    send(actor, { type: 'process.withdraw', userId: 100 });
    expect(actor.getSnapshot().value).toEqual({ running: 'lead' });
  });
});

describe('workflow process — random definitions', () => {
  const input = fc
    .tuple(definitionArb, formValuesArb)
    .chain(([def, formValues]) => assigneesArb(def).map((assignees) => ({ def, formValues, assignees })));

  it('approving every open task ends approved, visiting every node of nodesOnPath; a rejection rejects', () => {
    fc.assert(
      fc.property(input, ({ def, formValues, assignees }) => {
        const compiled = createWorkflowProcessMachine(def);
        const path = nodesOnPath(def, formValues, INITIATOR).map((n) => n.id);
        const approving = start(formValues, assignees, compiled);
        driveTo(approving, null);
        expect(approving.getSnapshot().value).toBe('approved');
        expect(approving.getSnapshot().context.passed).toEqual(path);

        const rejecting = start(formValues, assignees, compiled);
        const [task] = openTasks(rejecting.getSnapshot());
        if (task) send(rejecting, { type: 'task.reject', userId: task.userId });
        expect(rejecting.getSnapshot().value).toBe(task ? 'rejected' : 'approved');
      }),
      { numRuns: 200 },
    );
  });
});

/** Every transition of the rich definition's machine was taken by the real actors above. */
describe('workflow process — transition coverage', () => {
  let report: ReturnType<typeof coverage.stop> | undefined;
  afterAll(async () => {
    if (report) await saveCoverageReport(report);
  });
  it('takes every transition of the machine', () => {
    report = coverage.stop();
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
