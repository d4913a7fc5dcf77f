/**
 * Time limits of approver nodes (server/jobs/process-deadline.job.ts) on the seed's people:
 * the booker starts a form whose first node asks the approver with a limit of one reminder
 * an hour, two reminders, then PASS (the process goes on to the administrator), REJECT (it
 * ends rejected) or NOTIFY (the booker is told once, the task stays open). Checked on what
 * was stored: tasks (a task the time limit closed is TIMED_OUT with the timeout as its
 * decision), history (the timeout names whose tasks it closed), messages (the booker's names
 * the time limit, not a decider), and how the approver's /myHaveDone and the detail's path
 * read it. Two passes at the same instant on two connection
 * pools write each reminder once; a decided task is never reminded.
 *
 * Always on PostgreSQL (DATABASE_URL, else the local server), so that the concurrent
 * passes really run in two sessions: fails when it cannot reach it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSchema } from '../../platform/forms/form-definition';
import type { TimeLimit, WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { runProcessDeadlines } from '../../server/jobs/process-deadline.job';
import { renderMessage } from '../../server/modules/message/message.service';
import { applyProcessEvent, startProcess } from '../../server/modules/workflow/process-engine';
import { listProcesses, processDetailOf } from '../../server/modules/workflow/process-queries';
import { createPostgresDatabase, POSTGRES_URL, sql, TEST_PASSWORD_COST } from './harness';

const HOUR = 3_600_000;
const text = (cn: string) => ({ cn, en: cn, tc: cn });
const SCHEMA: FormSchema = {
  fields: [{ id: 'reason', type: 'text', label: text('事由'), required: false, limits: {} }],
};

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let a: Database;
let b: Database;
const id: Record<string, number> = {};
let groupId: number;

async function rows<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await a.db.execute(text)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  created = await createPostgresDatabase(POSTGRES_URL);
  [a, b] = await Promise.all(
    [created.url, created.url].map((url) => openDatabase({ databaseUrl: url, dataDir: null, poolSize: 4 })),
  );
  await seed(a.db, TEST_PASSWORD_COST);
  for (const account of ['admin', 'booker', 'approver'])
    [{ id: id[account] }] = await rows<{ id: number }>(sql`select id from sys_user where account = ${account}`);
  [{ id: groupId }] = await rows<{ id: number }>(sql`insert into form_group (name) values ('Deadlines') returning id`);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await created?.drop();
});

/** An approver node asking `userId`. */
function approver(nodeId: string, userId: number, timeLimit?: TimeLimit) {
  return {
    id: nodeId,
    kind: 'approver' as const,
    name: text(nodeId),
    candidates: {
      type: 'SPECIFIED' as const,
      userIds: [userId],
      roleIds: [],
      directorLevel: 1,
      selectRange: { orgIds: [], roleIds: [], userIds: [] },
      multiple: false,
    },
    examineMode: 'OR_SIGN' as const,
    noCandidate: { action: 'PASS' as const },
    whenInitiator: 'SELF' as const,
    whenRepeated: 'EVERY' as const,
    afterReturn: 'CONTINUE' as const,
    ...(timeLimit ? { timeLimit } : {}),
  };
}

/** Which test form: the limit's `then` with a node `next` after `lead`, or `PASS alone` (PASS, no `next`). */
type FormKind = TimeLimit['then'] | 'PASS alone';

/**
 * A saved form named `Limit <kind>`: node `lead` (the approver) with a limit of 1 hour × 2 reminders, then
 * the kind's `then`; then node `next` (admin, no limit) unless `PASS alone`.
 */
async function formWith(kind: FormKind): Promise<number> {
  const then = kind === 'PASS alone' ? 'PASS' : kind;
  const lead = approver('lead', id.approver, { remindEveryHours: 1, maxReminds: 2, then });
  const workflow: WorkflowDefinition = {
    nodes: kind === 'PASS alone' ? [lead] : [lead, approver('next', id.admin)],
  };
  const [{ id: defineId }] = await rows<{ id: number }>(sql`insert into form_define (group_id, name, current_version)
    values (${groupId}, ${`Limit ${kind}`}, 1) returning id`);
  await a.db.execute(sql`insert into form_define_version (define_id, version, schema, workflow)
    values (${defineId}, 1, ${JSON.stringify(SCHEMA)}::jsonb, ${JSON.stringify(workflow)}::jsonb)`);
  return defineId;
}

const forms: Record<string, number> = {};

/** Starts a process of form `kind` as the booker at `now`; answers its id. */
function start(kind: FormKind, now: Date): Promise<number> {
  return a.db.transaction(async (tx) => {
    forms[kind] ??= await formWith(kind);
    return startProcess(
      tx as Db,
      {
        defineId: forms[kind],
        initiatorId: id.booker,
        formValues: {},
        customChoices: {},
        businessType: 'FORM',
        businessKey: null,
        checkStarter: false,
        now,
      },
      null,
    );
  });
}

/** One pass at `now` on pool `db`, only what it did to `processId`: `node:action`. */
async function pass(processId: number, now: Date, db: Db = a.db): Promise<string[]> {
  return (await runProcessDeadlines(db, now))
    .filter((x) => x.processId === processId)
    .map((x) => `${x.nodeId}:${x.action}`);
}

/** The stored approve tasks: `node:account:status:reminded`, by id. */
async function tasksOf(processId: number): Promise<string[]> {
  const list = await rows<{ node: string; account: string; status: string; reminded: number }>(sql`
    select t.node_id as node, u.account, t.status, t.reminded from wf_task t join sys_user u on u.id = t.user_id
    where t.process_id = ${processId} and t.kind = 'approve' order by t.id`);
  return list.map((r) => `${r.node}:${r.account}:${r.status}:${r.reminded}`);
}

/** The stored history: `seq:kind:node[:to accounts]` in order. */
async function historyOf(processId: number): Promise<string[]> {
  const list = await rows<{ seq: number; kind: string; node: string | null; to: string[] }>(sql`
    select h.seq, h.kind, h.node_id as node,
      array(select account from sys_user u where u.id = any(h.to_user_ids) order by account) as to
    from wf_process_history h where h.process_id = ${processId} order by h.seq`);
  return list.map((r) => [r.seq, r.kind, r.node ?? '', ...r.to].join(':'));
}

/** The approve tasks' decisions and end times: `node:account:decision`, by id (ended tasks only). */
async function decisionsOf(processId: number): Promise<string[]> {
  const list = await rows<{ node: string; account: string; decision: string | null }>(sql`
    select t.node_id as node, u.account, t.decision from wf_task t join sys_user u on u.id = t.user_id
    where t.process_id = ${processId} and t.kind = 'approve' and t.ended_at is not null order by t.id`);
  return list.map((r) => `${r.node}:${r.account}:${r.decision ?? ''}`);
}

/** The booker's last message about `processId`: its kind, stored params, and its text in EN, CN and TC. */
async function bookerMessage(processId: number) {
  const [m] = await rows<{ kind: string; params: Record<string, unknown> }>(sql`
    select kind, params from user_message where process_id = ${processId} and user_id = ${id.booker}
    order by id desc limit 1`);
  const text = (lang: 'EN' | 'CN' | 'TC') => renderMessage(m.kind, m.params, lang).text;
  return { kind: m.kind, params: m.params, en: text('EN'), cn: text('CN'), tc: text('TC') };
}

/** The messages about `processId`: `account:kind`, in order. */
async function messagesOf(processId: number): Promise<string[]> {
  const list = await rows<{ account: string; kind: string }>(sql`
    select u.account, m.kind from user_message m join sys_user u on u.id = m.user_id
    where m.process_id = ${processId} order by m.id`);
  return list.map((r) => `${r.account}:${r.kind}`);
}

const processRow = async (processId: number) =>
  (
    await rows<{ status: string; seq: number; node: string | null }>(
      sql`select status, seq, current_node_id as node from wf_process where id = ${processId}`,
    )
  )[0];

describe('a node with a time limit', () => {
  it('PASS: reminds the approver after one hour and after two, then passes the node', async () => {
    const t0 = new Date(Date.UTC(2030, 0, 7, 2));
    const p = await start('PASS', t0);
    expect(await pass(p, new Date(t0.getTime() + HOUR - 1))).toEqual([]);

    expect(await pass(p, new Date(t0.getTime() + HOUR))).toEqual(['lead:remind']);
    expect(await tasksOf(p)).toEqual(['lead:approver:OPEN:1']);
    expect(await historyOf(p)).toEqual(['1:start:', '2:remind:lead:approver']);
    expect(await messagesOf(p)).toEqual(['approver:processTask', 'approver:processReminder']);
    expect(await pass(p, new Date(t0.getTime() + HOUR + 60_000))).toEqual([]);

    expect(await pass(p, new Date(t0.getTime() + 2 * HOUR))).toEqual(['lead:remind']);
    expect(await tasksOf(p)).toEqual(['lead:approver:OPEN:2']);
    expect(await historyOf(p)).toEqual(['1:start:', '2:remind:lead:approver', '3:remind:lead:approver']);

    expect(await pass(p, new Date(t0.getTime() + 3 * HOUR))).toEqual(['lead:PASS']);
    expect(await processRow(p)).toEqual({ status: 'RUNNING', seq: 4, node: 'next' });
    expect(await historyOf(p)).toEqual([
      '1:start:',
      '2:remind:lead:approver',
      '3:remind:lead:approver',
      '4:timeoutPass:lead:approver',
    ]);
    const [entry] = await rows<{ user_id: number | null; event: unknown }>(
      sql`select user_id, event from wf_process_history where process_id = ${p} and seq = 4`,
    );
    expect(entry).toEqual({ user_id: null, event: { type: 'task.timeout', nodeId: 'lead', then: 'PASS' } });
    expect(await tasksOf(p)).toEqual(['lead:approver:TIMED_OUT:2', 'next:admin:OPEN:0']);
    expect(await decisionsOf(p)).toEqual(['lead:approver:timeoutPass']);
    expect(await messagesOf(p)).toEqual([
      'approver:processTask',
      'approver:processReminder',
      'approver:processReminder',
      'admin:processTask',
      'booker:processDecided',
    ]);
    const decided = await bookerMessage(p);
    expect(decided.params).toEqual({
      formCn: 'Limit PASS',
      formEn: 'Limit PASS',
      formTc: 'Limit PASS',
      initiator: expect.any(String),
      decision: 'timeoutPass',
    });
    expect(decided.en).toBe('Your “Limit PASS”: time limit reached — approved automatically.');
    expect(decided.cn).toBe('您提交的“Limit PASS”：已到审批时限，自动通过。');
    expect(decided.tc).toBe('您提交的「Limit PASS」：已到審批時限，自動通過。');

    // The approver: in /myHaveDone with the time limit's decision, and so on the detail's path and timeline.
    const done = await listProcesses(a.db, id.approver, 'EN', { view: 'done', pageNo: 1, pageSize: 50 });
    const row = done.rows.find((r) => r.id === p);
    expect(row?.myDecision).toBe('timeoutPass');
    expect(row?.myDecidedAt).not.toBeNull();
    const detail = await processDetailOf(a.db, p, id.approver, 'EN', new Date(t0.getTime() + 3 * HOUR));
    const lead = detail.path.find((s) => s.nodeId === 'lead');
    expect(lead?.state).toBe('done');
    expect(lead?.people.map((x) => [x.userId, x.decision, x.open, !!x.decidedAt])).toEqual([
      [id.approver, 'timeoutPass', false, true],
    ]);
    expect(detail.history.at(-1)).toMatchObject({ kind: 'timeoutPass', nodeId: 'lead', userId: null });
    expect(detail.history.at(-1)?.toNames).toHaveLength(1);
    // The next node has no limit: nothing more is ever due.
    expect(await pass(p, new Date(t0.getTime() + 100 * HOUR))).toEqual([]);
  });

  it('REJECT: after the reminders the process ends rejected and the booker is told', async () => {
    const t0 = new Date(Date.UTC(2030, 0, 14, 2));
    const p = await start('REJECT', t0);
    for (const h of [1, 2]) expect(await pass(p, new Date(t0.getTime() + h * HOUR))).toEqual(['lead:remind']);
    expect(await pass(p, new Date(t0.getTime() + 3 * HOUR))).toEqual(['lead:REJECT']);
    expect((await processRow(p)).status).toBe('REJECTED');
    expect((await historyOf(p)).at(-1)).toBe('4:timeoutReject:lead:approver');
    expect(await tasksOf(p)).toEqual(['lead:approver:TIMED_OUT:2']);
    expect(await decisionsOf(p)).toEqual(['lead:approver:timeoutReject']);
    expect((await messagesOf(p)).filter((m) => m.startsWith('booker:'))).toEqual(['booker:processEnded']);
    const ended = await bookerMessage(p);
    expect(ended.params).toMatchObject({ outcome: 'rejected', context: 'timeLimit' });
    expect(ended.params).not.toHaveProperty('by');
    expect(ended.en).toBe('Your “Limit REJECT” reached its time limit and was rejected automatically.');
    expect(ended.cn).toBe('您提交的“Limit REJECT”已到审批时限，自动驳回。');
    expect(ended.tc).toBe('您提交的「Limit REJECT」已到審批時限，自動駁回。');
    const done = await listProcesses(a.db, id.approver, 'EN', { view: 'done', pageNo: 1, pageSize: 50 });
    expect(done.rows.find((r) => r.id === p)?.myDecision).toBe('timeoutReject');
    // The path ends at the step its time limit rejected, the approver marked with that decision.
    const detail = await processDetailOf(a.db, p, id.approver, 'EN', new Date(t0.getTime() + 3 * HOUR));
    const lead = detail.path.find((s) => s.nodeId === 'lead');
    expect(lead?.state).toBe('rejected');
    expect(lead?.people.map((x) => [x.userId, x.decision, x.open, !!x.decidedAt])).toEqual([
      [id.approver, 'timeoutReject', false, true],
    ]);
    expect(await pass(p, new Date(t0.getTime() + 10 * HOUR))).toEqual([]);
  });

  it('PASS at the last node: the process ends approved, the booker reads that the time limit did it', async () => {
    const t0 = new Date(Date.UTC(2030, 0, 17, 2));
    const p = await start('PASS alone', t0);
    for (const h of [1, 2]) expect(await pass(p, new Date(t0.getTime() + h * HOUR))).toEqual(['lead:remind']);
    expect(await pass(p, new Date(t0.getTime() + 3 * HOUR))).toEqual(['lead:PASS']);
    expect((await processRow(p)).status).toBe('APPROVED');
    expect(await tasksOf(p)).toEqual(['lead:approver:TIMED_OUT:2']);
    const ended = await bookerMessage(p);
    expect(ended).toMatchObject({ kind: 'processEnded', params: { outcome: 'approved', context: 'timeLimit' } });
    expect(ended.en).toBe('Your “Limit PASS alone” reached its time limit and was approved automatically.');
    expect(ended.cn).toBe('您提交的“Limit PASS alone”已到审批时限，自动通过。');
    expect(ended.tc).toBe('您提交的「Limit PASS alone」已到審批時限，自動通過。');
  });

  it('NOTIFY: after the reminders the booker is told once and the task stays open', async () => {
    const t0 = new Date(Date.UTC(2030, 0, 21, 2));
    const p = await start('NOTIFY', t0);
    for (const h of [1, 2]) expect(await pass(p, new Date(t0.getTime() + h * HOUR))).toEqual(['lead:remind']);
    expect(await pass(p, new Date(t0.getTime() + 3 * HOUR))).toEqual(['lead:NOTIFY']);
    expect(await pass(p, new Date(t0.getTime() + 30 * HOUR))).toEqual([]);
    expect(await processRow(p)).toEqual({ status: 'RUNNING', seq: 3, node: 'lead' });
    expect(await tasksOf(p)).toEqual(['lead:approver:OPEN:2']);
    expect((await messagesOf(p)).filter((m) => m.startsWith('booker:'))).toEqual(['booker:processOverdue']);
    const [due] = await rows<{ due_at: string | null }>(sql`select due_at from wf_task where process_id = ${p}`);
    expect(due.due_at).toBeNull();
  });

  it('a pass that fell behind sends one reminder, the next due an interval after that pass', async () => {
    const t0 = new Date(Date.UTC(2030, 0, 28, 2));
    const p = await start('PASS', t0);
    const late = new Date(t0.getTime() + 5 * HOUR + 60_000);
    expect(await pass(p, late)).toEqual(['lead:remind']);
    expect(await pass(p, new Date(late.getTime() + 60_000))).toEqual([]);
    const [due] = await rows<{ due_at: Date }>(sql`select due_at from wf_task where process_id = ${p}`);
    expect(new Date(due.due_at).getTime()).toBe(late.getTime() + HOUR);
  });
});

describe('once only', () => {
  it('two passes at the same instant on two pools remind each task once, and time each node out once', async () => {
    const t0 = new Date(Date.UTC(2030, 1, 4, 2));
    const ps = [await start('PASS', t0), await start('PASS', t0), await start('REJECT', t0), await start('NOTIFY', t0)];
    for (const h of [1, 2, 3]) {
      const now = new Date(t0.getTime() + h * HOUR);
      const both = await Promise.all([runProcessDeadlines(a.db, now), runProcessDeadlines(b.db, now)]);
      const done = both.flat().filter((x) => ps.includes(x.processId));
      // Each process handled by exactly one of the two passes.
      expect(done.map((x) => x.processId).sort()).toEqual([...ps].sort());
    }
    for (const p of ps) {
      const history = await historyOf(p);
      expect(history.filter((h) => h.includes(':remind:'))).toHaveLength(2);
      expect(history.filter((h) => /:timeout(Pass|Reject):/.test(h)).length).toBeLessThanOrEqual(1);
      const messages = await messagesOf(p);
      expect(messages.filter((m) => m === 'approver:processReminder')).toHaveLength(2);
    }
    expect((await historyOf(ps[0])).at(-1)).toBe('4:timeoutPass:lead:approver');
    expect((await processRow(ps[2])).status).toBe('REJECTED');
    expect((await messagesOf(ps[3])).filter((m) => m === 'booker:processOverdue')).toHaveLength(1);
  });

  it('a decided task is never reminded', async () => {
    const t0 = new Date(Date.UTC(2030, 1, 11, 2));
    const p = await start('PASS', t0);
    await a.db.transaction((tx) =>
      applyProcessEvent(tx as Db, p, { type: 'task.approve', userId: id.approver }, { actorId: id.approver, now: t0 }),
    );
    for (const h of [1, 2, 3, 4]) expect(await pass(p, new Date(t0.getTime() + h * HOUR))).toEqual([]);
    expect(await tasksOf(p)).toEqual(['lead:approver:DONE:0', 'next:admin:OPEN:0']);
    expect((await messagesOf(p)).filter((m) => m.endsWith('processReminder'))).toEqual([]);
    expect((await historyOf(p)).map((h) => h.split(':')[1])).toEqual(['start', 'approve']);
  });
});
