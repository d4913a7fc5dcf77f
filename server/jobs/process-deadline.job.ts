/**
 * Time limits of approver nodes (platform/workflow/workflow-definition.ts `TimeLimit`): an
 * open approve task whose `due_at` has come is reminded (`processReminder` to its holder,
 * a `remind` history entry, the next reminder due `remindEveryHours` later) until it has
 * had `maxReminds` reminders; when the next one falls due, the node's `then` happens:
 * PASS or REJECT is the machine's `task.timeout` event through the engine (which closes
 * the node's other tasks), NOTIFY tells the initiator (`processOverdue`) and the task
 * stays open with nothing more due.
 *
 * Once only, with several processes: each process is handled in its own transaction under
 * its row's lock (`for update skip locked`, the lock applyProcessEvent takes), and its due
 * tasks are read after the lock is held. Every change to a process's tasks happens under
 * that lock, so a second pass either skips a process the first one holds (leaving it to
 * the next tick) or finds what the first one committed — tasks no longer due. A process
 * that fails is rolled back alone; the rest still run.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ApproverNode, TimeLimit } from '../../platform/workflow/workflow-definition';
import { allNodes } from '../../machines/workflow-process.machine';
import type { Db } from '../db/client';
import { wfProcess, wfProcessHistory, wfTask } from '../db/schema/index';
import { applyProcessEvent } from '../modules/workflow/process-engine';
import { notifyProcess, processParams } from '../modules/workflow/process-messages';
import { runnableVersion } from '../modules/workflow/process-definitions';
import type { Job } from './runner';

const HOUR_MS = 3_600_000;

/** What a pass did to one node of one process. */
export interface DeadlineAction {
  processId: number;
  nodeId: string;
  /** remind: holders reminded; PASS / REJECT: the node timed out; NOTIFY: the initiator was told. */
  action: 'remind' | 'PASS' | 'REJECT' | 'NOTIFY';
  /** The people told (holders for remind, the initiator for NOTIFY; empty for PASS / REJECT). */
  userIds: number[];
}

/** Open approve tasks due at or before `now`. */
const isDue = (now: Date) =>
  and(eq(wfTask.kind, 'approve'), eq(wfTask.status, 'OPEN'), isNotNull(wfTask.dueAt), lte(wfTask.dueAt, now));

/**
 * When a task reminded at `now` is next due: one interval after it was due, or — when the
 * job fell behind so far that this has passed — one interval from `now` (one reminder, not a burst).
 */
function nextDue(due: Date, limit: TimeLimit, now: Date): Date {
  const next = due.getTime() + limit.remindEveryHours * HOUR_MS;
  return new Date(next > now.getTime() ? next : now.getTime() + limit.remindEveryHours * HOUR_MS);
}

/** Handles the due tasks of process `processId` in transaction `tx` (see the module comment). */
async function handleProcess(tx: Db, processId: number, now: Date): Promise<DeadlineAction[]> {
  const [row] = await tx
    .select({
      defineId: wfProcess.defineId,
      version: wfProcess.version,
      initiatorId: wfProcess.initiatorId,
    })
    .from(wfProcess)
    .where(eq(wfProcess.id, processId))
    .for('update', { skipLocked: true });
  if (!row) return [];
  const due = await tx
    .select({
      id: wfTask.id,
      nodeId: wfTask.nodeId,
      userId: wfTask.userId,
      reminded: wfTask.reminded,
      dueAt: wfTask.dueAt,
    })
    .from(wfTask)
    .where(and(eq(wfTask.processId, processId), isDue(now)))
    .orderBy(asc(wfTask.id));
  if (!due.length) return [];
  const runnable = await runnableVersion(tx, row.defineId, row.version);
  const nodes = new Map(allNodes(runnable.workflow.nodes).map((n) => [n.id, n]));
  const limitOf = (nodeId: string) => (nodes.get(nodeId) as ApproverNode | undefined)?.timeLimit;

  // Only the engine sets due_at, from the node's limit; a task due without one is just left without a due time.
  const unlimited = due.filter((t) => !limitOf(t.nodeId)).map((t) => t.id);
  if (unlimited.length) await tx.update(wfTask).set({ dueAt: null }).where(inArray(wfTask.id, unlimited));
  const limited = due.filter((t) => limitOf(t.nodeId));
  const expired = limited.filter((t) => t.reminded >= limitOf(t.nodeId)!.maxReminds);
  const toRemind = limited.filter((t) => t.reminded < limitOf(t.nodeId)!.maxReminds);

  // PASS / REJECT: one event moves the process on; what else was due belongs to the node it closed.
  const decisive = expired.find((t) => limitOf(t.nodeId)!.then !== 'NOTIFY');
  if (decisive) {
    const then = limitOf(decisive.nodeId)!.then as 'PASS' | 'REJECT';
    await applyProcessEvent(
      tx,
      processId,
      { type: 'task.timeout', nodeId: decisive.nodeId, then },
      { actorId: null, now },
    );
    return [{ processId, nodeId: decisive.nodeId, action: then, userIds: [] }];
  }

  const actions: DeadlineAction[] = [];
  const params = await processParams(tx, row.defineId, row.initiatorId);
  if (expired.length) {
    const stopped = expired.map((t) => t.id);
    await tx.update(wfTask).set({ dueAt: null }).where(inArray(wfTask.id, stopped));
    await notifyProcess(tx, processId, [row.initiatorId], 'processOverdue', params);
    for (const nodeId of new Set(expired.map((t) => t.nodeId)))
      actions.push({ processId, nodeId, action: 'NOTIFY', userIds: [row.initiatorId] });
  }
  if (toRemind.length) {
    for (const t of toRemind)
      await tx
        .update(wfTask)
        .set({ reminded: t.reminded + 1, dueAt: nextDue(t.dueAt!, limitOf(t.nodeId)!, now) })
        .where(eq(wfTask.id, t.id));
    const holders = [...new Set(toRemind.map((t) => t.userId))];
    await notifyProcess(tx, processId, holders, 'processReminder', params);
    const [{ seq }] = await tx
      .update(wfProcess)
      .set({ seq: sql`${wfProcess.seq} + 1` })
      .where(eq(wfProcess.id, processId))
      .returning({ seq: wfProcess.seq });
    await tx.insert(wfProcessHistory).values({
      processId,
      seq,
      kind: 'remind',
      nodeId: toRemind[0].nodeId,
      toUserIds: holders,
      createdAt: now,
    });
    actions.push({ processId, nodeId: toRemind[0].nodeId, action: 'remind', userIds: holders });
  }
  return actions;
}

/**
 * One pass at `now` over every process with an approve task due: reminders, then the
 * nodes' deadlines (see the module comment). Each process in its own transaction.
 * @returns what this pass did (not what a concurrent pass did), by process id
 * @throws Error (its `cause`: the failures by process id) when some processes failed, after all the others ran
 */
export async function runProcessDeadlines(db: Db, now: Date): Promise<DeadlineAction[]> {
  const candidates = await db
    .selectDistinct({ processId: wfTask.processId })
    .from(wfTask)
    .where(isDue(now))
    .orderBy(asc(wfTask.processId));
  const actions: DeadlineAction[] = [];
  const failures: { processId: number; err: unknown }[] = [];
  for (const { processId } of candidates) {
    try {
      actions.push(...(await db.transaction((tx) => handleProcess(tx, processId, now))));
    } catch (err) {
      failures.push({ processId, err });
    }
  }
  if (failures.length)
    throw new Error(`process deadlines failed for ${failures.map((f) => f.processId).join(', ')}`, {
      cause: failures,
    });
  return actions;
}

/** The time limits of approver nodes as a job of the server process. */
export const processDeadlineJob: Job = {
  name: 'process-deadline',
  run: async (db, now) => (await runProcessDeadlines(db, now)).length,
};
