/**
 * Handlers of platform/contracts/workflow-process.contract.ts: starting processes, the
 * lists and the detail (./process-queries.ts), and every step of approvers and initiators
 * as an event through the process's machine (./process-engine.ts).
 *
 * Each step first finds the process in the caller's view (PROCESS_NOT_FOUND otherwise) and,
 * for an approver's step, the caller's open task on it (TASK_NOT_FOUND: nothing waits for
 * them there); the machine then decides (PROCESS_ACTION_NOT_ALLOWED). Batches lock their
 * processes in id order, so two batches over the same processes never deadlock, and are
 * all or nothing: the first refusal names its process as `id` and rolls the batch back.
 */
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/workflow-process.contract';
import { URGE_INTERVAL_MS } from '../../../platform/contracts/workflow-process.contract';
import type { FormValues } from '../../../platform/forms/form-definition';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import {
  allNodes,
  RETURN_TO_INITIATOR,
  type Assignees,
  type WorkflowProcessEvent,
} from '../../../machines/workflow-process.machine';
import type { Db } from '../../db/client';
import { reservation, sysUser, wfProcess, wfProcessHistory, wfTask } from '../../db/schema/index';
import { implement, type SignedInContext } from '../../plugins/call-handler';
import { pageResult } from '../../db/paging';
import { toWireTime } from '../reserve/campus-time';
import { initiatorOf } from './candidates';
import { WORKFLOW_TIME_ZONE } from './form-define.queries';
import { assigneesOf, resolvePath } from './process-assignees';
import { previewSteps } from './preview-steps';
import { isBookingFormOf } from './form-rule.queries';
import { applyProcessEvent, checkedValues, OPEN_STATUSES, startableVersion, startProcess } from './process-engine';
import { notifyProcess, processParams } from './process-messages';
import { actionsFor, listProcesses, loadVisibleProcess, processDetailOf, processRow } from './process-queries';

/** Whether `userId` holds an open approver task of process `processId` (their own or delegated to them). */
async function hasOpenTask(db: Db, processId: number, userId: number): Promise<boolean> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(wfTask)
    .where(
      and(
        eq(wfTask.processId, processId),
        eq(wfTask.userId, userId),
        eq(wfTask.kind, 'approve'),
        eq(wfTask.status, 'OPEN'),
      ),
    );
  return n > 0;
}

/** A process as the caller sees it (process-queries.ts loadVisibleProcess). */
type VisibleProcess = Awaited<ReturnType<typeof loadVisibleProcess>>;

/**
 * The people of the process's path resolved again (for a return to a node: a disabled
 * user drops out, a changed leader takes over), with the process's form values and
 * initiator. CUSTOM nodes keep the people in force: the initiator's choice is theirs, and
 * a return does not change it (a choice no longer valid is not refused here either).
 */
async function assigneesNow(db: Db, { runnable, snapshot }: VisibleProcess): Promise<Assignees> {
  const { formValues, initiator, assignees } = snapshot.context;
  const custom = Object.fromEntries(
    allNodes(runnable.workflow.nodes)
      .filter((node) => node.kind !== 'condition' && node.candidates.type === 'CUSTOM')
      .map((node) => [node.id, assignees[node.id] ?? []]),
  );
  const path = await resolvePath(db, {
    workflow: runnable.workflow,
    schema: runnable.schema,
    formValues,
    initiator,
    customChoices: custom,
    preview: true,
  });
  return { ...assigneesOf(path), ...custom };
}

/**
 * Applies the caller's step `event` to process `id` as one of its approvers (`event` may
 * be built from the process once it is found and the caller's task checked).
 * @throws AppError PROCESS_NOT_FOUND, TASK_NOT_FOUND, PROCESS_ACTION_NOT_ALLOWED (each with `id`)
 */
async function decide(
  ctx: SignedInContext,
  id: number,
  event: WorkflowProcessEvent | ((process: VisibleProcess) => Promise<WorkflowProcessEvent>),
  comment?: string | null,
): Promise<void> {
  const me = ctx.principal.userId;
  try {
    const process = await loadVisibleProcess(ctx.db, id, me);
    if (!(await hasOpenTask(ctx.db, id, me))) throw new AppError(Code.TASK_NOT_FOUND);
    const sent = typeof event === 'function' ? await event(process) : event;
    await applyProcessEvent(ctx.db, id, sent, { actorId: me, comment, now: ctx.now });
  } catch (err) {
    if (err instanceof AppError)
      throw new AppError(err.code, err.params, { ...((err.details as object | null) ?? {}), id });
    throw err;
  }
}

/**
 * Checks that `userIds` are enabled users.
 * @throws AppError NOT_FOUND naming the first that is not (`userId`)
 */
async function assertUsers(db: Db, userIds: number[]): Promise<void> {
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, userIds), eq(sysUser.status, 0)));
  const found = new Set(rows.map((r) => r.id));
  const missing = userIds.find((u) => !found.has(u));
  if (missing !== undefined) throw new AppError(Code.NOT_FOUND, { userId: missing }, { userId: missing });
}

/** Registrations of the process calls. */
export const workflowProcessHandlers = implement(contracts, {
  processPreview: async (input, ctx) => {
    // Starting rules as for a submission (the same refusals), without checking the unfinished values.
    // A booking's form may be previewed by its booker; any other only by those who may start it.
    const bookingForm = input.siteId !== undefined && (await isBookingFormOf(ctx.db, input.siteId, input.defineId));
    if (input.siteId !== undefined && !bookingForm) throw new AppError(Code.NOT_FOUND);
    const runnable = await startableVersion(ctx.db, input.defineId, bookingForm ? null : ctx.principal);
    const steps = await previewSteps(ctx.db, {
      def: runnable.workflow,
      schema: runnable.schema,
      formValues: input.formValues as FormValues,
      initiator: await initiatorOf(ctx.db, ctx.principal.userId),
      customChoices: {},
      lang: ctx.lang,
    });
    return { steps };
  },

  processStart: async (input, ctx) => {
    const id = await startProcess(
      ctx.db,
      {
        defineId: input.defineId,
        initiatorId: ctx.principal.userId,
        formValues: input.formValues,
        customChoices: input.customChoices,
        businessType: 'FORM',
        businessKey: null,
        checkStarter: true,
        now: ctx.now,
      },
      ctx.principal,
    );
    const row = await processRow(ctx.db, id, ctx.principal.userId, ctx.lang);
    ctx.audit({ after: { id, defineId: input.defineId, version: row.version } });
    return row;
  },

  processList: async (input, ctx) => {
    const { rows, total } = await listProcesses(ctx.db, ctx.principal.userId, ctx.lang, input);
    return pageResult(rows, total, input);
  },

  processCounts: async (_input, ctx) => {
    const me = ctx.principal.userId;
    const [tasks] = await ctx.db
      .select({
        todo: sql<number>`count(*) filter (where ${wfTask.kind} = 'approve' and ${wfTask.status} = 'OPEN')::int`,
        copiedUnread: sql<number>`count(distinct ${wfTask.processId})
          filter (where ${wfTask.kind} = 'copy' and ${wfTask.status} = 'UNREAD')::int`,
      })
      .from(wfTask)
      .where(eq(wfTask.userId, me));
    const [started] = await ctx.db
      .select({ n: count() })
      .from(wfProcess)
      .where(and(eq(wfProcess.initiatorId, me), inArray(wfProcess.status, [...OPEN_STATUSES])));
    return { todo: tasks.todo, copiedUnread: tasks.copiedUnread, startedOpen: started.n };
  },

  processDetail: async (input, ctx) => processDetailOf(ctx.db, input.id, ctx.principal.userId, ctx.lang, ctx.now),

  processBrief: async (input, ctx) => {
    const me = ctx.principal.userId;
    const row = await processRow(ctx.db, input.id, me, ctx.lang);
    const { row: stored, runnable, snapshot } = await loadVisibleProcess(ctx.db, input.id, me);
    return { ...row, actions: actionsFor(snapshot, runnable, me, ctx.lang, stored.lastUrgedAt, ctx.now) };
  },

  processApprove: async (input, ctx) => {
    const ids = [...new Set(input.ids)].sort((a, b) => a - b);
    for (const id of ids)
      await decide(ctx, id, { type: 'task.approve', userId: ctx.principal.userId, comment: input.comment });
    ctx.audit({ after: { ids, comment: input.comment ?? null } });
    return { approved: ids.length };
  },

  processReject: async (input, ctx) => {
    const ids = [...new Set(input.ids)].sort((a, b) => a - b);
    for (const id of ids)
      await decide(ctx, id, { type: 'task.reject', userId: ctx.principal.userId, comment: input.comment });
    ctx.audit({ after: { ids, comment: input.comment } });
    return { rejected: ids.length };
  },

  processReturn: async (input, ctx) => {
    const event: WorkflowProcessEvent = {
      type: 'task.return',
      userId: ctx.principal.userId,
      to: input.to,
      comment: input.comment,
    };
    // Back to a node: its people (and those of the nodes after it) are resolved again.
    await decide(ctx, input.id, async (process) =>
      input.to === RETURN_TO_INITIATOR ? event : { ...event, assignees: await assigneesNow(ctx.db, process) },
    );
    ctx.audit({ after: { id: input.id, to: input.to, comment: input.comment } });
    return processRow(ctx.db, input.id, ctx.principal.userId, ctx.lang);
  },

  processTransfer: async (input, ctx) => {
    await assertUsers(ctx.db, [input.userId]);
    await decide(
      ctx,
      input.id,
      { type: 'task.transfer', userId: ctx.principal.userId, to: input.userId },
      input.comment,
    );
    ctx.audit({ after: { id: input.id, to: input.userId } });
    return processRow(ctx.db, input.id, ctx.principal.userId, ctx.lang);
  },

  processDelegate: async (input, ctx) => {
    await assertUsers(ctx.db, [input.userId]);
    await decide(
      ctx,
      input.id,
      { type: 'task.delegate', userId: ctx.principal.userId, to: input.userId },
      input.comment,
    );
    ctx.audit({ after: { id: input.id, to: input.userId } });
    return processRow(ctx.db, input.id, ctx.principal.userId, ctx.lang);
  },

  processResolve: async (input, ctx) => {
    await decide(ctx, input.id, { type: 'task.resolve', userId: ctx.principal.userId, comment: input.comment });
    ctx.audit({ after: { id: input.id } });
    return processRow(ctx.db, input.id, ctx.principal.userId, ctx.lang);
  },

  processAddSign: async (input, ctx) => {
    await assertUsers(ctx.db, input.userIds);
    await decide(
      ctx,
      input.id,
      { type: 'task.addSign', userId: ctx.principal.userId, userIds: input.userIds, position: input.position },
      input.comment,
    );
    ctx.audit({ after: { id: input.id, userIds: input.userIds, position: input.position } });
    return processRow(ctx.db, input.id, ctx.principal.userId, ctx.lang);
  },

  processWithdraw: async (input, ctx) => {
    const me = ctx.principal.userId;
    await loadVisibleProcess(ctx.db, input.id, me);
    await applyProcessEvent(ctx.db, input.id, { type: 'process.withdraw', userId: me }, { actorId: me, now: ctx.now });
    ctx.audit({ after: { id: input.id } });
    return processRow(ctx.db, input.id, me, ctx.lang);
  },

  processResubmit: async (input, ctx) => {
    const me = ctx.principal.userId;
    const { row, runnable, snapshot } = await loadVisibleProcess(ctx.db, input.id, me);
    if (row.initiatorId !== me || !snapshot.hasTag('returned')) {
      const refusal = { state: row.status, event: 'process.resubmit' };
      throw new AppError(Code.PROCESS_ACTION_NOT_ALLOWED, refusal, refusal);
    }
    const formValues = await checkedValues(ctx.db, runnable, input.formValues, me);
    const path = await resolvePath(ctx.db, {
      workflow: runnable.workflow,
      schema: runnable.schema,
      formValues,
      initiator: await initiatorOf(ctx.db, me),
      customChoices: input.customChoices,
    });
    await applyProcessEvent(
      ctx.db,
      input.id,
      { type: 'process.resubmit', userId: me, formValues, assignees: assigneesOf(path) },
      { actorId: me, now: ctx.now },
    );
    ctx.audit({ after: { id: input.id } });
    return processRow(ctx.db, input.id, me, ctx.lang);
  },

  processUrge: async (input, ctx) => {
    const me = ctx.principal.userId;
    const { row } = await loadVisibleProcess(ctx.db, input.id, me);
    if (row.initiatorId !== me || row.status !== 'RUNNING') {
      const refusal = { state: row.status, event: 'process.urge' };
      throw new AppError(Code.PROCESS_ACTION_NOT_ALLOWED, refusal, refusal);
    }
    // One statement claims the urge and the history's next number under the row's lock, so two urges at once
    // send one reminder, and a decision or the deadline job waits for this one's entry.
    const since = new Date(ctx.now.getTime() - URGE_INTERVAL_MS);
    const [claimed] = await ctx.db
      .update(wfProcess)
      .set({ lastUrgedAt: ctx.now, seq: sql`${wfProcess.seq} + 1` })
      .where(
        and(eq(wfProcess.id, input.id), or(isNull(wfProcess.lastUrgedAt), sql`${wfProcess.lastUrgedAt} <= ${since}`)),
      )
      .returning({ seq: wfProcess.seq });
    if (!claimed) {
      const [last] = await ctx.db
        .select({ at: wfProcess.lastUrgedAt })
        .from(wfProcess)
        .where(eq(wfProcess.id, input.id));
      const retryAt = toWireTime(new Date((last?.at ?? ctx.now).getTime() + URGE_INTERVAL_MS), WORKFLOW_TIME_ZONE);
      throw new AppError(Code.URGE_TOO_SOON, { retryAt }, { retryAt });
    }
    const open = await ctx.db
      .select({ userId: wfTask.userId, nodeId: wfTask.nodeId })
      .from(wfTask)
      .where(and(eq(wfTask.processId, input.id), eq(wfTask.kind, 'approve'), eq(wfTask.status, 'OPEN')));
    const people = [...new Set(open.map((t) => t.userId))];
    await notifyProcess(ctx.db, input.id, people, 'processUrged', await processParams(ctx.db, row.defineId, me));
    await ctx.db.insert(wfProcessHistory).values({
      processId: input.id,
      seq: claimed.seq,
      kind: 'urge',
      nodeId: open[0]?.nodeId ?? null,
      userId: me,
      toUserIds: people,
      createdAt: ctx.now,
    });
    ctx.audit({ after: { id: input.id, told: people } });
    return null;
  },

  processCopyRead: async (input, ctx) => {
    const updated = await ctx.db
      .update(wfTask)
      .set({ status: 'READ', endedAt: ctx.now })
      .where(
        and(
          inArray(wfTask.processId, input.ids),
          eq(wfTask.userId, ctx.principal.userId),
          eq(wfTask.kind, 'copy'),
          eq(wfTask.status, 'UNREAD'),
        ),
      )
      .returning({ processId: wfTask.processId });
    return { read: new Set(updated.map((r) => r.processId)).size };
  },

  reserveCompleteTask: async (input, ctx) => {
    const me = ctx.principal.userId;
    const [open] = await ctx.db
      .select({ id: wfProcess.id })
      .from(wfProcess)
      .innerJoin(reservation, eq(sql`${reservation.id}::text`, wfProcess.businessKey))
      .where(
        and(
          eq(wfProcess.businessType, 'RESERVATION'),
          eq(wfProcess.businessKey, String(input.id)),
          inArray(wfProcess.status, [...OPEN_STATUSES]),
        ),
      );
    if (!open || !(await hasOpenTask(ctx.db, open.id, me))) {
      // A booking without an open process, or one whose process does not wait for the caller.
      throw new AppError(open ? Code.TASK_NOT_FOUND : Code.RESERVATION_NOT_FOUND, { id: input.id }, { id: input.id });
    }
    const event: WorkflowProcessEvent =
      input.result === 'APPROVE'
        ? { type: 'task.approve', userId: me, comment: input.comment }
        : { type: 'task.reject', userId: me, comment: input.comment };
    await applyProcessEvent(ctx.db, open.id, event, { actorId: me, now: ctx.now });
    ctx.audit({ after: { reservationId: input.id, processId: open.id, result: input.result } });
    return processRow(ctx.db, open.id, me, ctx.lang);
  },
});
