/**
 * Reading processes (spec §7 /workflow/process/list, process/{id}, process/brief/{id}):
 * who sees a process, the lists' rows, and the detail with its path, timeline and the
 * caller's actions, with the people and files its values name (user and attachment fields).
 *
 * Visibility is a condition of every query's SQL ({@link visibleTo}): the initiator, and
 * everyone holding or having held a task of the process (copies are tasks too). A process
 * outside it reads as PROCESS_NOT_FOUND, like one that does not exist.
 *
 * What the caller may do is asked of the machine itself (`snapshot.can`), so a button is
 * shown exactly when the server would accept its event.
 */
import { aliasedTable, and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { createActor } from 'xstate';
import {
  CONFERENCE_BUSINESS_TYPES,
  type BusinessGroup,
  type BusinessSummary,
  type BusinessType,
  type HistoryKind,
  type PathStep,
  type ProcessActions,
  type ProcessDetail,
  type ProcessRow,
  type ProcessStatus,
  type ProcessView,
  type ValuePerson,
} from '../../../platform/contracts/workflow-process.contract';
import type { Attachment } from '../../../platform/contracts/workflow-candidate.contract';
import type { FormSchema, FormValues } from '../../../platform/forms/form-definition';
import { URGE_INTERVAL_MS } from '../../../platform/contracts/workflow-process.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { localText } from '../../../platform/forms/local-text';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import {
  allNodes,
  nodesOnPath,
  openTasks,
  RETURN_TO_INITIATOR,
  type WorkflowProcessEvent,
} from '../../../machines/workflow-process.machine';
import type { Db } from '../../db/client';
import { containing } from '../../db/paging';
import { formDefine, media, sysOrg, sysUser, wfProcess, wfProcessHistory, wfTask } from '../../db/schema/index';
import { toWireTime } from '../reserve/campus-time';
import { WORKFLOW_TIME_ZONE } from './form-define.queries';
import { businessSummaries } from './business-summary';
import { runnableVersion, type RunnableVersion } from './process-definitions';
import type { ProcessSnapshot } from './process-engine';

/** A task of `userId` on the process of the outer query, with `extra` conditions. */
function taskOf(db: Db, userId: number, ...extra: SQL[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(wfTask)
      .where(and(eq(wfTask.processId, wfProcess.id), eq(wfTask.userId, userId), ...extra)),
  );
}

/** The SQL condition "user `userId` sees the process": its initiator, or a holder of one of its tasks. */
export function visibleTo(db: Db, userId: number): SQL {
  return or(eq(wfProcess.initiatorId, userId), taskOf(db, userId))!;
}

/**
 * Statuses of the approve tasks a list of what the caller did shows (/myHaveDone): decided
 * by them (DONE), or closed by their node's time limit while theirs (TIMED_OUT).
 */
const CLOSED_BY_ME = ['DONE', 'TIMED_OUT'] as const;

/** The condition of each list over the processes the caller sees. */
function viewCondition(db: Db, view: ProcessView, me: number): SQL {
  switch (view) {
    case 'todo':
      return taskOf(db, me, eq(wfTask.kind, 'approve'), eq(wfTask.status, 'OPEN'));
    case 'done':
      return taskOf(db, me, eq(wfTask.kind, 'approve'), inArray(wfTask.status, [...CLOSED_BY_ME]));
    case 'copied':
      return taskOf(db, me, eq(wfTask.kind, 'copy'));
    case 'started':
      return eq(wfProcess.initiatorId, me);
  }
}

/** Filters of process/list. */
export interface ProcessFilter {
  keyword?: string;
  status?: ProcessStatus;
  defineId?: number;
  businessType?: BusinessType;
  /** A group of business types (CONFERENCE: the conference centre's three). */
  businessGroup?: BusinessGroup;
  /** One business record's id. */
  businessKey?: string;
}

/** The business types of each group. */
const BUSINESS_GROUPS: Record<BusinessGroup, readonly BusinessType[]> = {
  CONFERENCE: CONFERENCE_BUSINESS_TYPES,
};

/** The filters as one condition. */
function filterCondition(filter: ProcessFilter): SQL | undefined {
  const keyword = filter.keyword
    ? or(
        ilike(formDefine.name, containing(filter.keyword)),
        ilike(formDefine.nameEn, containing(filter.keyword)),
        ilike(formDefine.nameTc, containing(filter.keyword)),
      )
    : undefined;
  return and(
    keyword,
    filter.status ? eq(wfProcess.status, filter.status) : undefined,
    filter.defineId ? eq(wfProcess.defineId, filter.defineId) : undefined,
    filter.businessType ? eq(wfProcess.businessType, filter.businessType) : undefined,
    filter.businessGroup ? inArray(wfProcess.businessType, [...BUSINESS_GROUPS[filter.businessGroup]]) : undefined,
    filter.businessKey ? eq(wfProcess.businessKey, filter.businessKey) : undefined,
  );
}

const initiator = aliasedTable(sysUser, 'initiator');

/** The columns of a list row; `me` for the per-caller columns of the copied and done views. */
function rowColumns(me: number) {
  return {
    id: wfProcess.id,
    defineId: wfProcess.defineId,
    version: wfProcess.version,
    formCn: formDefine.name,
    formEn: formDefine.nameEn,
    formTc: formDefine.nameTc,
    icon: formDefine.icon,
    initiatorId: wfProcess.initiatorId,
    initiatorName: initiator.name,
    initiatorOrgName: sysOrg.name,
    status: wfProcess.status,
    currentNodeId: wfProcess.currentNodeId,
    businessType: wfProcess.businessType,
    businessKey: wfProcess.businessKey,
    createdAt: wfProcess.createdAt,
    updatedAt: wfProcess.updatedAt,
    endedAt: wfProcess.endedAt,
    lastUrgedAt: wfProcess.lastUrgedAt,
    currentApprovers: sql<string[]>`array(select u.name from wf_task t join sys_user u on u.id = t.user_id
      where t.process_id = ${wfProcess.id} and t.kind = 'approve' and t.status = 'OPEN' order by t.id)`,
    copyRead: sql<boolean | null>`(select bool_or(t.status = 'READ') from wf_task t
      where t.process_id = ${wfProcess.id} and t.user_id = ${me} and t.kind = 'copy')`,
    myDecision: sql<string | null>`(select t.decision from wf_task t where t.process_id = ${wfProcess.id}
      and t.user_id = ${me} and t.kind = 'approve' and t.status in ('DONE', 'TIMED_OUT')
      order by t.ended_at desc, t.id desc limit 1)`,
    myDecidedAt: sql<Date | null>`(select max(t.ended_at) from wf_task t where t.process_id = ${wfProcess.id}
      and t.user_id = ${me} and t.kind = 'approve' and t.status in ('DONE', 'TIMED_OUT'))`,
  };
}

/** The processes joined to their form, initiator and the initiator's organisation. */
function rowQuery(db: Db, me: number) {
  return db
    .select(rowColumns(me))
    .from(wfProcess)
    .innerJoin(formDefine, eq(formDefine.id, wfProcess.defineId))
    .innerJoin(initiator, eq(initiator.id, wfProcess.initiatorId))
    .leftJoin(sysOrg, eq(sysOrg.id, initiator.orgId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof rowQuery>['where']>>[number];

/** The name of node `nodeId` of a version in `lang` ('' when unknown). */
function nodeName(runnable: RunnableVersion, nodeId: string | null, lang: Lang): string {
  if (!nodeId) return '';
  return localText(allNodes(runnable.workflow.nodes).find((n) => n.id === nodeId)?.name, lang);
}

/**
 * A selected row in wire form; `view` says which per-caller columns are filled, `business` is
 * the business record's summary (./business-summary.ts) when there is one.
 */
async function rowOut(
  db: Db,
  r: SelectedRow,
  lang: Lang,
  view: ProcessView | null,
  business: BusinessSummary | null,
): Promise<ProcessRow> {
  const wire = (d: Date | null) => (d ? toWireTime(new Date(d), WORKFLOW_TIME_ZONE) : null);
  const runnable = await runnableVersion(db, r.defineId, r.version);
  return {
    id: r.id,
    defineId: r.defineId,
    version: r.version,
    formName: lang === 'EN' ? r.formEn || r.formCn : lang === 'TC' ? r.formTc || r.formCn : r.formCn,
    icon: r.icon,
    initiatorId: r.initiatorId,
    initiatorName: r.initiatorName,
    initiatorOrgName: r.initiatorOrgName,
    status: r.status as ProcessStatus,
    currentNodeId: r.currentNodeId,
    currentNodeName: r.currentNodeId ? nodeName(runnable, r.currentNodeId, lang) : null,
    currentApprovers: r.currentApprovers,
    businessType: r.businessType as BusinessType,
    businessKey: r.businessKey,
    business,
    createdAt: wire(r.createdAt)!,
    updatedAt: wire(r.updatedAt)!,
    endedAt: wire(r.endedAt),
    read: view === 'copied' ? !!r.copyRead : null,
    myDecision: view === 'done' ? (r.myDecision as HistoryKind | null) : null,
    myDecidedAt: view === 'done' ? wire(r.myDecidedAt) : null,
  };
}

/** One page of a view of the caller's processes, with its total. */
export async function listProcesses(
  db: Db,
  me: number,
  lang: Lang,
  input: ProcessFilter & { view: ProcessView; pageNo: number; pageSize: number },
): Promise<{ rows: ProcessRow[]; total: number }> {
  const where = and(viewCondition(db, input.view, me), filterCondition(input));
  const order =
    input.view === 'todo'
      ? [
          asc(sql`(select min(t.created_at) from wf_task t where t.process_id = ${wfProcess.id}
            and t.user_id = ${me} and t.status = 'OPEN')`),
          asc(wfProcess.id),
        ]
      : input.view === 'done'
        ? [desc(rowColumns(me).myDecidedAt), desc(wfProcess.id)]
        : [desc(wfProcess.createdAt), desc(wfProcess.id)];
  const rows = await rowQuery(db, me)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(wfProcess)
    .innerJoin(formDefine, eq(formDefine.id, wfProcess.defineId))
    .where(where);
  const summaries = await businessSummaries(db, visibleTo(db, me), lang, rows);
  return {
    rows: await Promise.all(rows.map((r) => rowOut(db, r, lang, input.view, summaries.get(r.id) ?? null))),
    total,
  };
}

/** The process `id` as the caller's lists show it. @throws AppError PROCESS_NOT_FOUND (absent or out of view) */
export async function processRow(db: Db, id: number, me: number, lang: Lang): Promise<ProcessRow> {
  const [row] = await rowQuery(db, me).where(and(eq(wfProcess.id, id), visibleTo(db, me)));
  if (!row) throw new AppError(Code.PROCESS_NOT_FOUND);
  const summaries = await businessSummaries(db, visibleTo(db, me), lang, [row]);
  return rowOut(db, row, lang, null, summaries.get(row.id) ?? null);
}

/** A persisted snapshot restored on its version's machine. */
export function restoreSnapshot(runnable: RunnableVersion, persisted: unknown): ProcessSnapshot {
  // A restored actor takes no input: its context is in the snapshot.
  const actor = createActor(runnable.machine, { snapshot: persisted, input: undefined } as never);
  const snapshot = actor.getSnapshot();
  return snapshot as ProcessSnapshot;
}

/** A user id no task can hold: asks the machine whether a hand-over to "someone else" would be accepted. */
const SOMEONE_ELSE = 2_147_483_647;

/**
 * What `me` may do on a process now, asked of its machine (see the module comment); urge
 * also needs the last urge an hour back.
 */
export function actionsFor(
  snapshot: ProcessSnapshot,
  runnable: RunnableVersion,
  me: number,
  lang: Lang,
  lastUrgedAt: Date | null,
  now: Date,
): ProcessActions {
  const can = (event: WorkflowProcessEvent) => snapshot.status === 'active' && snapshot.can(event);
  const ctx = snapshot.context;
  const returnTargets = [RETURN_TO_INITIATOR, ...ctx.passed].filter((to) =>
    can({ type: 'task.return', userId: me, to }),
  );
  return {
    approve: can({ type: 'task.approve', userId: me }),
    reject: can({ type: 'task.reject', userId: me }),
    returnTo: returnTargets.map((nodeId) => ({
      nodeId,
      name: nodeId === RETURN_TO_INITIATOR ? '' : nodeName(runnable, nodeId, lang),
    })),
    transfer: can({ type: 'task.transfer', userId: me, to: SOMEONE_ELSE }),
    delegate: can({ type: 'task.delegate', userId: me, to: SOMEONE_ELSE }),
    resolve: can({ type: 'task.resolve', userId: me }),
    addSign: can({ type: 'task.addSign', userId: me, userIds: [SOMEONE_ELSE], position: 'after' }),
    withdraw: can({ type: 'process.withdraw', userId: me }),
    resubmit: can({ type: 'process.resubmit', userId: me, formValues: ctx.formValues, assignees: ctx.assignees }),
    urge:
      me === ctx.initiator.userId &&
      snapshot.status === 'active' &&
      !snapshot.hasTag('returned') &&
      (!lastUrgedAt || now.getTime() - new Date(lastUrgedAt).getTime() >= URGE_INTERVAL_MS),
  };
}

/** The process row (locked or not) with its version and restored snapshot, as the caller may see it. */
export async function loadVisibleProcess(db: Db, id: number, me: number) {
  const [row] = await db
    .select()
    .from(wfProcess)
    .where(and(eq(wfProcess.id, id), visibleTo(db, me)));
  if (!row) throw new AppError(Code.PROCESS_NOT_FOUND);
  const runnable = await runnableVersion(db, row.defineId, row.version);
  return { row, runnable, snapshot: restoreSnapshot(runnable, row.snapshot) };
}

/** Names of users by id, in one query. */
async function userNames(db: Db, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The ids the fields of `type` name in `values`: a user field holds one id, an attachment
 * field a list; anything else (a value not of the field's shape) is skipped. Distinct, in
 * field order.
 */
export function idsOfFields(schema: FormSchema, values: FormValues, type: 'user' | 'attachment'): number[] {
  const ids = new Set<number>();
  for (const field of schema.fields) {
    if (field.type !== type) continue;
    const value = values[field.id];
    for (const v of Array.isArray(value) ? value : [value])
      if (Number.isInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647) ids.add(v as number);
  }
  return [...ids];
}

/** The users of `ids` with their names as stored, in one query (unknown ids left out). */
async function valuePeople(db: Db, ids: number[]): Promise<ValuePerson[]> {
  if (!ids.length) return [];
  return db
    .select({ id: sysUser.id, name: sysUser.name })
    .from(sysUser)
    .where(inArray(sysUser.id, ids))
    .orderBy(asc(sysUser.id));
}

/**
 * The attachments of `ids` that `initiatorId` uploaded — the files the download route
 * (attachment.route.ts) serves to the process's people — in one query, without their
 * bytes; other ids are left out.
 */
async function valueAttachments(db: Db, ids: number[], initiatorId: number): Promise<Attachment[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: media.id,
      name: media.name,
      contentType: media.contentType,
      size: media.size,
      createdAt: media.createdAt,
    })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.createdBy, initiatorId)))
    .orderBy(asc(media.id));
  return rows.map((r) => ({ ...r, createdAt: toWireTime(new Date(r.createdAt), WORKFLOW_TIME_ZONE) }));
}

/**
 * The path of a process: the approver and copy nodes its values lead through, each done
 * (passed this submission), current or pending, with its people — their decision this
 * submission (from the machine's decision log) and when (their task's end).
 */
function pathOf(
  snapshot: ProcessSnapshot,
  runnable: RunnableVersion,
  lang: Lang,
  names: Map<number, string>,
  decidedAt: Map<string, Date>,
  wire: (d: Date) => string,
): PathStep[] {
  const ctx = snapshot.context;
  const round = ctx.decisions.slice(ctx.roundStart);
  const passed = new Set(ctx.passed);
  const open = new Set(openTasks(snapshot).map((t) => `${t.nodeId}:${t.userId}`));
  const ended = snapshot.status === 'done';
  const steps: PathStep[] = [];
  for (const node of nodesOnPath(runnable.workflow, ctx.formValues, ctx.initiator)) {
    if (node.kind === 'condition') continue;
    // The step that rejected an ended process (a person or its time limit) stays on the path, marked.
    const rejectedHere =
      ended && round.some((d) => d.nodeId === node.id && (d.decision === 'reject' || d.decision === 'timeoutReject'));
    const state = passed.has(node.id)
      ? 'done'
      : rejectedHere
        ? 'rejected'
        : ctx.current?.nodeId === node.id
          ? 'current'
          : 'pending';
    // An ended process goes no further: what it did not reach is not its path.
    if (ended && state !== 'done' && state !== 'rejected') continue;
    const seated =
      ctx.current?.nodeId === node.id
        ? ctx.current.seats.flatMap((s) => [...s.chain, ...(s.delegate ? [s.delegate] : [])])
        : node.kind === 'copy'
          ? ctx.copies.filter((c) => c.nodeId === node.id).flatMap((c) => c.userIds)
          : [];
    const decidedHere = round.filter((d) => d.nodeId === node.id && d.userId !== null);
    const people = [...new Set([...(ctx.assignees[node.id] ?? []), ...seated, ...decidedHere.map((d) => d.userId!)])];
    steps.push({
      nodeId: node.id,
      kind: node.kind,
      name: localText(node.name, lang),
      examineMode: node.kind === 'approver' ? node.examineMode : null,
      state,
      people: people.map((userId) => {
        const decision = decidedHere.filter((d) => d.userId === userId).at(-1)?.decision ?? null;
        const at = decision ? decidedAt.get(`${node.id}:${userId}`) : undefined;
        return {
          userId,
          name: names.get(userId) ?? '',
          decision: decision as HistoryKind | null,
          decidedAt: at ? wire(at) : null,
          open: open.has(`${node.id}:${userId}`),
        };
      }),
    });
  }
  return steps;
}

/**
 * `path` with the time limits' decisions of this submission: on a step that its time limit
 * passed (done) or rejected (rejected), the people whose tasks it closed (the `toUserIds` of the node's last timeout
 * history entry) and who did not decide themselves get that decision (timeoutPass /
 * timeoutReject) and its time.
 */
function withTimedOut(
  path: PathStep[],
  snapshot: ProcessSnapshot,
  history: { kind: string; nodeId: string | null; toUserIds: number[]; createdAt: Date }[],
  wire: (d: Date) => string,
): PathStep[] {
  const round = snapshot.context.decisions.slice(snapshot.context.roundStart);
  return path.map((step) => {
    const timeout = round.find(
      (d) => d.nodeId === step.nodeId && (d.decision === 'timeoutPass' || d.decision === 'timeoutReject'),
    );
    const entry = timeout && history.findLast((h) => h.nodeId === step.nodeId && h.kind === timeout.decision);
    if ((step.state !== 'done' && step.state !== 'rejected') || !timeout || !entry) return step;
    const closed = new Set(entry.toUserIds);
    const people = step.people.map((p) =>
      p.decision === null && closed.has(p.userId)
        ? { ...p, decision: timeout.decision as HistoryKind, decidedAt: wire(entry.createdAt) }
        : p,
    );
    return { ...step, people };
  });
}

/**
 * The detail of process `id` for `me`: its row, form, values, workflow, state, path,
 * timeline and actions, and the people and attachments its values name (one query each,
 * only for ids in the values; see ProcessDetail).
 * @throws AppError PROCESS_NOT_FOUND (absent or out of view)
 */
export async function processDetailOf(db: Db, id: number, me: number, lang: Lang, now: Date): Promise<ProcessDetail> {
  const row = await processRow(db, id, me, lang);
  const { row: stored, runnable, snapshot } = await loadVisibleProcess(db, id, me);
  const ctx = snapshot.context;
  const history = await db
    .select()
    .from(wfProcessHistory)
    .where(eq(wfProcessHistory.processId, id))
    .orderBy(asc(wfProcessHistory.seq));
  const tasks = await db
    .select({ nodeId: wfTask.nodeId, userId: wfTask.userId, endedAt: wfTask.endedAt })
    .from(wfTask)
    .where(and(eq(wfTask.processId, id), eq(wfTask.status, 'DONE')))
    .orderBy(asc(wfTask.endedAt));
  const decidedAt = new Map(tasks.map((t) => [`${t.nodeId}:${t.userId}`, t.endedAt!]));
  const names = await userNames(db, [
    ...Object.values(ctx.assignees).flat(),
    ...ctx.decisions.flatMap((d) => (d.userId !== null ? [d.userId, ...(d.to ?? [])] : (d.to ?? []))),
    ...(ctx.current?.seats.flatMap((s) => [...s.chain, ...(s.delegate ? [s.delegate] : [])]) ?? []),
    ...ctx.copies.flatMap((c) => c.userIds),
    ...history.flatMap((h) => [...(h.userId !== null ? [h.userId] : []), ...h.toUserIds]),
  ]);
  const people = await valuePeople(db, idsOfFields(runnable.schema, ctx.formValues, 'user'));
  const attachments = await valueAttachments(
    db,
    idsOfFields(runnable.schema, ctx.formValues, 'attachment'),
    row.initiatorId,
  );
  const wire = (d: Date) => toWireTime(new Date(d), WORKFLOW_TIME_ZONE);
  return {
    ...row,
    schema: runnable.schema,
    formValues: ctx.formValues,
    people,
    attachments,
    workflow: runnable.workflow,
    stateValue: snapshot.value as ProcessDetail['stateValue'],
    path: withTimedOut(pathOf(snapshot, runnable, lang, names, decidedAt, wire), snapshot, history, wire),
    history: history.map((h) => ({
      seq: h.seq,
      kind: h.kind as HistoryKind,
      at: wire(h.createdAt),
      nodeId: h.nodeId,
      nodeName: h.nodeId ? nodeName(runnable, h.nodeId, lang) || null : null,
      userId: h.userId,
      userName: h.userId !== null ? (names.get(h.userId) ?? null) : null,
      toNames: h.toUserIds.map((u) => names.get(u) ?? ''),
      returnTo: h.returnTo,
      comment: h.comment,
    })),
    actions: actionsFor(snapshot, runnable, me, lang, stored.lastUrgedAt, now),
  };
}
