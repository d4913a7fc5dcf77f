/**
 * The process engine (spec §7 /workflow/process/*): a process is its version's machine
 * (machines/workflow-process.machine.ts) persisted as a snapshot in `wf_process`, with an
 * append-only history (`wf_process_history`) and its tasks (`wf_task`) kept as a
 * projection of the snapshot, all written in the caller's transaction.
 *
 * Every change is one event applied through the machine under `select … for update` of
 * the process's row, so concurrent decisions on one process are applied one after the
 * other, each against the state the previous one left: of two OR_SIGN approvers deciding
 * at once, the second finds the node passed and is refused; N COUNTERSIGN approvals
 * advance the process once. An event the machine does not accept in its state (it leaves
 * the snapshot unchanged) is refused with PROCESS_ACTION_NOT_ALLOWED and changes nothing.
 *
 * Business records (a booking that needs approval) own a process through `businessType` /
 * `businessKey`: {@link onProcessEnd} hooks run in the same transaction when such a process
 * ends, and {@link closeBusinessProcess} ends a process when its record goes away.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { createActor, type SnapshotFrom } from 'xstate';
import type { BusinessType, HistoryKind, ProcessStatus } from '../../../platform/contracts/workflow-process.contract';
import { formValuesSchema, formValueProblems } from '../../../platform/forms/form-values-schema';
import type { FormValues } from '../../../platform/forms/form-definition';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { ApproverNode } from '../../../platform/workflow/workflow-definition';
import {
  allNodes,
  openTasks,
  type WorkflowOutcome,
  type WorkflowProcessEvent,
  type WorkflowProcessMachine,
} from '../../../machines/workflow-process.machine';
import type { Db } from '../../db/client';
import { formDefine, formGroup, media, wfProcess, wfProcessHistory, wfTask } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { initiatorOf } from './candidates';
import { assigneesOf, resolvePath } from './process-assignees';
import { runnableVersion, type RunnableVersion } from './process-definitions';
import { notifyProcessChange } from './process-messages';
import { startableCondition, starterOf } from './start-rules';

/** A process's machine snapshot. */
export type ProcessSnapshot = SnapshotFrom<WorkflowProcessMachine>;

/** Statuses of a process still open (a task or the initiator's resubmission pending). */
export const OPEN_STATUSES: readonly ProcessStatus[] = ['RUNNING', 'RETURNED'];

/** What {@link startProcess} needs. */
export interface StartProcessInput {
  defineId: number;
  initiatorId: number;
  formValues: Record<string, unknown>;
  /** The initiator's choice of people per CUSTOM node id. */
  customChoices: Record<string, number[]>;
  businessType: BusinessType;
  /** For RESERVATION: the reservation id. */
  businessKey: string | null;
  /** Whether the initiator must be allowed to start the form (start-rules.ts); bookings start theirs regardless. */
  checkStarter: boolean;
  now: Date;
}

/** How a business record learns that its process ended (called in the process's transaction). */
export type ProcessEndHook = (
  db: Db,
  end: {
    processId: number;
    businessKey: string;
    outcome: WorkflowOutcome;
    /** The comment of the deciding event (a rejection's reason), if any. */
    comment: string | null;
    /** Who decided last (null: the deadline job, or the record itself). */
    actorId: number | null;
    now: Date;
  },
) => Promise<void>;

const endHooks = new Map<BusinessType, ProcessEndHook[]>();

/** Registers `hook` for the processes of `businessType` (module load time). */
export function onProcessEnd(businessType: BusinessType, hook: ProcessEndHook): void {
  endHooks.set(businessType, [...(endHooks.get(businessType) ?? []), hook]);
}

/** Status and current node of a snapshot, as wf_process keeps them for the lists. */
export function statusOf(snapshot: ProcessSnapshot): { status: ProcessStatus; currentNodeId: string | null } {
  if (snapshot.status === 'done') {
    const outcome = snapshot.context.outcome ?? 'approved';
    return { status: outcome.toUpperCase() as ProcessStatus, currentNodeId: null };
  }
  if (snapshot.hasTag('returned')) return { status: 'RETURNED', currentNodeId: null };
  return { status: 'RUNNING', currentNodeId: snapshot.context.current?.nodeId ?? null };
}

/**
 * The definition `defineId` at its latest version, checked for starting (also what a preview checks).
 * @throws AppError NOT_FOUND (no such definition), FORM_NOT_STARTABLE (nothing saved, disabled, or — with
 *   `principal` — not among the organisations and roles that may start it)
 */
export async function startableVersion(
  db: Db,
  defineId: number,
  principal: Principal | null,
): Promise<RunnableVersion> {
  const [row] = await db
    .select({
      version: formDefine.currentVersion,
      startable: principal
        ? sql<boolean>`${startableCondition(await starterOf(db, principal))}`
        : sql<boolean>`${formDefine.currentVersion} > 0`,
    })
    .from(formDefine)
    .innerJoin(formGroup, eq(formGroup.id, formDefine.groupId))
    .where(eq(formDefine.id, defineId));
  if (!row) throw new AppError(Code.NOT_FOUND);
  if (!row.startable || row.version === 0) throw new AppError(Code.FORM_NOT_STARTABLE);
  return runnableVersion(db, defineId, row.version);
}

/**
 * Form values checked against the version's generated schema (the one the browser uses),
 * and their attachments against their uploader: an attachment field may only list files the
 * initiator uploaded (its readers become the process's people, so naming someone else's
 * file would hand it out).
 * @returns the parsed values (defaults applied)
 * @throws AppError FORM_VALUES_INVALID (`field`, `context`; `invalid` for a file not the initiator's)
 */
export async function checkedValues(
  db: Db,
  runnable: RunnableVersion,
  values: Record<string, unknown>,
  initiatorId: number,
): Promise<FormValues> {
  const problem = formValueProblems(runnable.schema, values as FormValues);
  if (problem) throw new AppError(Code.FORM_VALUES_INVALID, problem, problem);
  const parsed = formValuesSchema(runnable.schema).parse(values) as FormValues;
  for (const field of runnable.schema.fields) {
    const ids = field.type === 'attachment' ? ((parsed[field.id] as number[] | undefined) ?? []) : [];
    if (!ids.length) continue;
    const [{ n }] = await db
      .select({ n: count() })
      .from(media)
      .where(and(inArray(media.id, ids), eq(media.createdBy, initiatorId)));
    if (n !== new Set(ids).size) {
      const refusal = { field: field.id, context: 'invalid' };
      throw new AppError(Code.FORM_VALUES_INVALID, refusal, refusal);
    }
  }
  return parsed;
}

/**
 * Starts a process in the caller's transaction: checks that the form may be started and
 * the values, resolves the people of every node on the path (process-assignees.ts), runs
 * the machine to its first waiting state, and stores the process, its history's first
 * entry, its tasks and messages. A path where nobody is asked ends approved at once (the
 * business hook then runs).
 * @returns the new process's id
 * @throws AppError NOT_FOUND, FORM_NOT_STARTABLE, FORM_VALUES_INVALID, CANDIDATE_REQUIRED, CANDIDATE_OUT_OF_RANGE
 */
export async function startProcess(db: Db, input: StartProcessInput, principal: Principal | null): Promise<number> {
  const runnable = await startableVersion(db, input.defineId, input.checkStarter ? principal : null);
  const formValues = await checkedValues(db, runnable, input.formValues, input.initiatorId);
  const initiator = await initiatorOf(db, input.initiatorId);
  const path = await resolvePath(db, {
    workflow: runnable.workflow,
    schema: runnable.schema,
    formValues,
    initiator,
    customChoices: input.customChoices,
  });
  const actor = createActor(runnable.machine, {
    input: { formValues, initiator, assignees: assigneesOf(path) },
  }).start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  const { status, currentNodeId } = statusOf(snapshot);
  const [row] = await db
    .insert(wfProcess)
    .values({
      defineId: input.defineId,
      version: runnable.version,
      initiatorId: input.initiatorId,
      status,
      currentNodeId,
      snapshot: snapshot.machine.getPersistedSnapshot(snapshot) as object,
      businessType: input.businessType,
      businessKey: input.businessKey,
      seq: 1 + newCopiesOf(null, snapshot).length,
      createdAt: input.now,
      updatedAt: input.now,
      endedAt: snapshot.status === 'done' ? input.now : null,
    })
    .returning({ id: wfProcess.id });
  await db.insert(wfProcessHistory).values({
    processId: row.id,
    seq: 1,
    kind: 'start',
    userId: input.initiatorId,
    createdAt: input.now,
  });
  const change = await projectTasks(db, row.id, runnable, null, snapshot, null, 1, input.now);
  await notifyProcessChange(db, {
    processId: row.id,
    defineId: input.defineId,
    initiatorId: input.initiatorId,
    businessType: input.businessType,
    kind: 'start',
    actorId: input.initiatorId,
    ...change,
    outcome: snapshot.status === 'done' ? snapshot.context.outcome : null,
  });
  if (snapshot.status === 'done')
    await runEndHooks(db, row.id, input, snapshot.context.outcome ?? 'approved', null, input.initiatorId, input.now);
  return row.id;
}

/** How an applied event is recorded besides the machine event itself. */
export interface EventMeta {
  /** Who acts (null: the deadline job, or the business record). */
  actorId: number | null;
  /** A comment for the history (transfers and delegations carry theirs here). */
  comment?: string | null;
  now: Date;
  /** Whether the business record's hooks run when this event ends the process (false when the record ended it). */
  runHooks?: boolean;
}

/** The history kind of a machine event. */
function historyKindOf(event: WorkflowProcessEvent): HistoryKind {
  switch (event.type) {
    case 'task.timeout':
      return event.then === 'PASS' ? 'timeoutPass' : 'timeoutReject';
    case 'process.cancel':
      return 'cancel';
    default:
      return event.type.split('.')[1] as HistoryKind;
  }
}

/**
 * Users an event hands the task to or adds, or — for a timeout — whose open tasks at the
 * node ran out of time (history `toUserIds`); `before` is the snapshot the event applies to.
 */
function toUsersOf(event: WorkflowProcessEvent, before: ProcessSnapshot): number[] {
  if (event.type === 'task.transfer' || event.type === 'task.delegate') return [event.to];
  if (event.type === 'task.addSign') return event.userIds;
  if (event.type === 'task.timeout')
    return [...new Set(openTasks(before).flatMap((t) => (t.nodeId === event.nodeId ? [t.userId] : [])))];
  return [];
}

/**
 * Applies `event` to process `processId` through its machine, under the row's lock, in
 * the caller's transaction: stores the new snapshot, the history entry, the tasks and
 * messages; runs the business hooks when the process ends (unless `meta.runHooks` is false).
 * @returns the process's status after the event
 * @throws AppError PROCESS_NOT_FOUND (no such process), PROCESS_ACTION_NOT_ALLOWED (`state`, `event`:
 *   the machine does not accept the event in its state)
 */
export async function applyProcessEvent(
  db: Db,
  processId: number,
  event: WorkflowProcessEvent,
  meta: EventMeta,
): Promise<ProcessStatus> {
  const [row] = await db.select().from(wfProcess).where(eq(wfProcess.id, processId)).for('update');
  if (!row) throw new AppError(Code.PROCESS_NOT_FOUND);
  const runnable = await runnableVersion(db, row.defineId, row.version);
  // A restored actor takes no input: its context is in the snapshot.
  const actor = createActor(runnable.machine, { snapshot: row.snapshot, input: undefined } as never).start();
  const before = actor.getSnapshot();
  // Compared as XState writes it (jsonb reorders keys, so the stored text would always differ).
  const persistedBefore = JSON.stringify(before.machine.getPersistedSnapshot(before));
  actor.send(event);
  const after = actor.getSnapshot();
  actor.stop();
  const persisted = after.machine.getPersistedSnapshot(after) as object;
  if (JSON.stringify(persisted) === persistedBefore) {
    const refusal = { state: row.status, event: event.type };
    throw new AppError(Code.PROCESS_ACTION_NOT_ALLOWED, refusal, refusal);
  }
  const { status, currentNodeId } = statusOf(after);
  const ended = after.status === 'done';
  const seq = row.seq + 1;
  await db
    .update(wfProcess)
    .set({
      snapshot: persisted,
      status,
      currentNodeId,
      seq: seq + newCopiesOf(before, after).length,
      updatedAt: meta.now,
      endedAt: ended ? meta.now : null,
    })
    .where(eq(wfProcess.id, processId));
  const comment = meta.comment ?? ('comment' in event ? (event.comment ?? null) : null);
  await db.insert(wfProcessHistory).values({
    processId,
    seq,
    kind: historyKindOf(event),
    nodeId: before.context.current?.nodeId ?? (event.type === 'task.timeout' ? event.nodeId : null),
    userId: meta.actorId,
    toUserIds: toUsersOf(event, before),
    returnTo: event.type === 'task.return' ? event.to : null,
    comment,
    event: event as object,
    createdAt: meta.now,
  });
  const decided: Closing | null =
    event.type === 'task.timeout'
      ? { timedOutAt: event.nodeId, kind: historyKindOf(event) }
      : meta.actorId !== null
        ? { userId: meta.actorId, kind: historyKindOf(event) }
        : null;
  const change = await projectTasks(db, processId, runnable, before, after, decided, seq, meta.now);
  await notifyProcessChange(db, {
    processId,
    defineId: row.defineId,
    initiatorId: row.initiatorId,
    businessType: row.businessType as BusinessType,
    kind: historyKindOf(event),
    actorId: meta.actorId,
    ...change,
    outcome: ended ? after.context.outcome : null,
  });
  if (ended && meta.runHooks !== false && row.businessKey !== null)
    await runEndHooks(
      db,
      processId,
      { businessType: row.businessType as BusinessType, businessKey: row.businessKey },
      after.context.outcome ?? 'approved',
      comment,
      meta.actorId,
      meta.now,
    );
  return status;
}

/** Runs the hooks of a business process that ended. */
async function runEndHooks(
  db: Db,
  processId: number,
  business: { businessType: BusinessType; businessKey: string | null },
  outcome: WorkflowOutcome,
  comment: string | null,
  actorId: number | null,
  now: Date,
): Promise<void> {
  if (business.businessKey === null) return;
  for (const hook of endHooks.get(business.businessType) ?? [])
    await hook(db, { processId, businessKey: business.businessKey, outcome, comment, actorId, now });
}

/**
 * Ends the open process of a business record (its booking cancelled: `withdrawn`; the
 * booking started before it was approved: `rejected`), under its row lock, without running
 * the record's own hooks. Nothing happens when the record has no open process.
 * @returns whether a process was ended
 */
export async function closeBusinessProcess(
  db: Db,
  businessType: BusinessType,
  businessKey: string,
  outcome: 'rejected' | 'withdrawn',
  comment: string | null,
  now: Date,
): Promise<boolean> {
  const [open] = await db
    .select({ id: wfProcess.id })
    .from(wfProcess)
    .where(
      and(
        eq(wfProcess.businessType, businessType),
        eq(wfProcess.businessKey, businessKey),
        inArray(wfProcess.status, [...OPEN_STATUSES]),
      ),
    );
  if (!open) return false;
  await applyProcessEvent(
    db,
    open.id,
    { type: 'process.cancel', outcome, comment: comment ?? undefined },
    { actorId: null, now, runHooks: false },
  );
  return true;
}

/** The copy nodes an event passed that told someone (each gets a history entry after the event's). */
function newCopiesOf(before: ProcessSnapshot | null, after: ProcessSnapshot) {
  return after.context.copies.slice(before?.context.copies.length ?? 0).filter((c) => c.userIds.length > 0);
}

/** New tasks and copies a change produced (whom to tell). */
export interface TaskChange {
  /** Approver tasks opened: user ids. */
  opened: number[];
  /** Copies sent: user ids. */
  copied: number[];
}

/** Hours of a node's reminder interval, in ms. */
const HOUR_MS = 3_600_000;

/**
 * What closes the tasks an event ends: a holder's decision (`userId`), or the time limit
 * of node `timedOutAt` (the deadline job's `task.timeout`); `kind` is the event's history kind.
 */
type Closing = { userId: number; kind: HistoryKind } | { timedOutAt: string; kind: HistoryKind };

/**
 * Brings `wf_task` in line with the snapshot after an event: tasks no longer open are
 * closed — DONE with the decision when their holder made it, TIMED_OUT with the timeout's
 * kind (timeoutPass / timeoutReject) when their node's time limit closed them, else
 * CANCELLED (the node moved on without them, or the process ended); newly open
 * ones are inserted with the node's first reminder due; copies passed by the event become
 * UNREAD copy tasks with a `copy` history entry each, numbered after the event's `eventSeq`
 * (the caller counts them in the process's `seq` with newCopiesOf).
 */
async function projectTasks(
  db: Db,
  processId: number,
  runnable: RunnableVersion,
  before: ProcessSnapshot | null,
  after: ProcessSnapshot,
  decided: Closing | null,
  eventSeq: number,
  now: Date,
): Promise<TaskChange> {
  const key = (t: { nodeId: string; userId: number }) => `${t.nodeId}:${t.userId}`;
  const open = after.status === 'done' ? [] : openTasks(after);
  const openKeys = new Set(open.map(key));
  const existing = before
    ? await db
        .select({ id: wfTask.id, nodeId: wfTask.nodeId, userId: wfTask.userId })
        .from(wfTask)
        .where(and(eq(wfTask.processId, processId), eq(wfTask.kind, 'approve'), eq(wfTask.status, 'OPEN')))
    : [];
  const existingKeys = new Set(existing.map(key));
  const closing = existing.filter((t) => !openKeys.has(key(t)));
  const byHolder = (t: { userId: number }) => decided !== null && 'userId' in decided && decided.userId === t.userId;
  const byTimeLimit = (t: { nodeId: string }) =>
    decided !== null && 'timedOutAt' in decided && decided.timedOutAt === t.nodeId;
  const done = closing.filter(byHolder).map((t) => t.id);
  const timedOut = closing.filter(byTimeLimit).map((t) => t.id);
  const cancelled = closing.filter((t) => !byHolder(t) && !byTimeLimit(t)).map((t) => t.id);
  if (done.length)
    await db
      .update(wfTask)
      .set({ status: 'DONE', decision: decided!.kind, endedAt: now })
      .where(inArray(wfTask.id, done));
  if (timedOut.length)
    await db
      .update(wfTask)
      .set({ status: 'TIMED_OUT', decision: decided!.kind, endedAt: now })
      .where(inArray(wfTask.id, timedOut));
  if (cancelled.length)
    await db.update(wfTask).set({ status: 'CANCELLED', endedAt: now }).where(inArray(wfTask.id, cancelled));

  const byId = new Map(allNodes(runnable.workflow.nodes).map((n) => [n.id, n]));
  const opening = open.filter((t) => !existingKeys.has(key(t)));
  if (opening.length)
    await db.insert(wfTask).values(
      opening.map((t) => {
        const limit = (byId.get(t.nodeId) as ApproverNode | undefined)?.timeLimit;
        return {
          processId,
          nodeId: t.nodeId,
          userId: t.userId,
          kind: 'approve',
          status: 'OPEN',
          dueAt: limit ? new Date(now.getTime() + limit.remindEveryHours * HOUR_MS) : null,
          createdAt: now,
        };
      }),
    );

  const newCopies = newCopiesOf(before, after);
  const copied = [...new Set(newCopies.flatMap((c) => c.userIds))];
  if (newCopies.length) {
    await db.insert(wfTask).values(
      newCopies.flatMap((copy) =>
        copy.userIds.map((userId) => ({
          processId,
          nodeId: copy.nodeId,
          userId,
          kind: 'copy',
          status: 'UNREAD',
          createdAt: now,
        })),
      ),
    );
    await db.insert(wfProcessHistory).values(
      newCopies.map((copy, i) => ({
        processId,
        seq: eventSeq + 1 + i,
        kind: 'copy',
        nodeId: copy.nodeId,
        toUserIds: copy.userIds,
        createdAt: now,
      })),
    );
  }
  return { opened: [...new Set(opening.map((t) => t.userId))], copied };
}
