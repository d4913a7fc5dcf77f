/**
 * Approval processes through the calls (server/modules/workflow/process-*.ts) on the seed's
 * organisations: the booker (School of Computer Science, no leader of its own) starts an
 * expense form whose workflow asks the booker's leader (the university's: admin), then —
 * by the amount — a COUNTERSIGN node of three finance people or an OR_SIGN node of two,
 * then copies the approver. Checked on what the calls answer and on what was stored:
 * tasks, history, messages; concurrent decisions on one node; every refusal leaving the
 * process as it was.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formDefineAdd,
  formDefineDelete,
  formDefineSave,
  formGroupAdd,
} from '../../platform/contracts/workflow.contract';
import * as wp from '../../platform/contracts/workflow-process.contract';
import * as wc from '../../platform/contracts/workflow-candidate.contract';
import type { FormSchema } from '../../platform/forms/form-definition';
import { Code } from '../../platform/protocol/codes';
import type { Candidates, WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { hashPassword } from '../../server/modules/auth/password.service';
import { closeBusinessProcess } from '../../server/modules/workflow/process-engine';
import {
  DEMO,
  grantClubRolesTheTerminalMenus,
  sql,
  startTestServer,
  TEST_PASSWORD_COST,
  type TestServer,
} from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let defineId: number;

const PASSWORD = 'Finance@123';
const text = (cn: string) => ({ cn, en: `${cn} (EN)`, tc: cn });
const SCHEMA: FormSchema = {
  fields: [
    { id: 'reason', type: 'text', label: text('事由'), required: true, limits: { maxLength: 50 } },
    { id: 'amount', type: 'money', label: text('金额'), required: true, limits: { min: 0 } },
    { id: 'receipt', type: 'attachment', label: text('票据'), required: false, limits: {} },
    { id: 'payee', type: 'user', label: text('收款人'), required: false, limits: {} },
  ],
};

/** Candidates of SPECIFIED users. */
function specified(userIds: number[]): Candidates {
  return {
    type: 'SPECIFIED' as const,
    userIds,
    roleIds: [],
    directorLevel: 1,
    selectRange: { orgIds: [], roleIds: [], userIds: [] },
    multiple: false,
  };
}

function approverNode(nodeId: string, examineMode: 'TURN' | 'COUNTERSIGN' | 'OR_SIGN', candidates: Candidates) {
  return {
    id: nodeId,
    kind: 'approver' as const,
    name: text(nodeId),
    candidates,
    examineMode,
    noCandidate: { action: 'PASS' as const },
    whenInitiator: 'SELF' as const,
    whenRepeated: 'EVERY' as const,
    afterReturn: 'CONTINUE' as const,
  };
}

/** The expense workflow (see the module comment); users known once the seed runs. */
function expenseWorkflow(): WorkflowDefinition {
  return {
    nodes: [
      approverNode('lead', 'TURN', { ...specified([]), type: 'LEADER' }),
      {
        id: 'byAmount',
        kind: 'condition',
        name: text('byAmount'),
        branches: [
          {
            id: 'big',
            name: text('big'),
            priority: 1,
            isDefault: false,
            conditions: [
              {
                columnId: 'amount',
                columnType: 'money',
                optType: 'GT',
                value: 100000,
                lowOpen: false,
                highOpen: false,
              },
            ],
            nodes: [approverNode('finance', 'COUNTERSIGN', specified([id.fin1, id.fin2, id.fin3]))],
          },
          {
            id: 'small',
            name: text('small'),
            priority: 2,
            isDefault: true,
            conditions: [],
            nodes: [approverNode('office', 'OR_SIGN', specified([id.fin1, id.fin2]))],
          },
        ],
      },
      { id: 'cc', kind: 'copy', name: text('cc'), candidates: specified([id.approver]) },
    ],
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const hash = await hashPassword(PASSWORD, TEST_PASSWORD_COST);
  for (const account of ['fin1', 'fin2', 'fin3'])
    id[account] = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
      values (${account}, ${'Finance ' + account}, ${hash}, (select id from sys_org where code = 'sports'))
      returning id`);
  for (const account of ['admin', 'booker', 'approver'] as const) {
    id[account] = await server.idOf(sql`select id from sys_user where account = ${account}`);
    token[account] = (await server.login(DEMO[account])).token;
  }
  for (const account of ['fin1', 'fin2', 'fin3'])
    token[account] = (await server.login({ account, password: PASSWORD })).token;
  const group = await server.call(formGroupAdd, { name: 'Finance' }, { token: token.admin });
  const define = await server.call(
    formDefineAdd,
    { groupId: group.data.id, name: '报销', nameEn: 'Expenses' },
    { token: token.admin },
  );
  defineId = define.data.id;
  const saved = await server.call(
    formDefineSave,
    { id: defineId, schema: SCHEMA, workflow: expenseWorkflow() },
    { token: token.admin },
  );
  expect(saved.code).toBe(0);
});
afterAll(async () => {
  await server?.close();
});

/** Starts an expense of `amount` cents as the booker; answers the new process's id. */
async function start(amount: number): Promise<number> {
  const r = await server.call(
    wp.processStart,
    { defineId, formValues: { reason: 'Taxi', amount }, customChoices: {} },
    { token: token.booker, lang: 'EN' },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data.id;
}

/** The stored tasks of a process: `node:account:kind:status[:decision]`, by id. */
async function tasksOf(processId: number): Promise<string[]> {
  const rows = await server.query<{ node: string; account: string; kind: string; status: string; decision: string }>(
    sql`select t.node_id as node, u.account, t.kind, t.status, t.decision from wf_task t
      join sys_user u on u.id = t.user_id where t.process_id = ${processId} order by t.id`,
  );
  return rows.map((r) => [r.node, r.account, r.kind, r.status, ...(r.decision ? [r.decision] : [])].join(':'));
}

/** The stored history: `seq:kind:node` in order. */
async function historyOf(processId: number): Promise<string[]> {
  const rows = await server.query<{ seq: number; kind: string; node: string | null }>(
    sql`select seq, kind, node_id as node from wf_process_history where process_id = ${processId} order by seq`,
  );
  return rows.map((r) => `${r.seq}:${r.kind}:${r.node ?? ''}`);
}

async function statusOf(processId: number): Promise<string> {
  const row = await server.one<{ status: string }>(sql`select status from wf_process where id = ${processId}`);
  return row!.status;
}

async function approve(account: string, processId: number, comment?: string) {
  return server.call(wp.processApprove, { ids: [processId], comment }, { token: token[account], lang: 'EN' });
}

describe('starting', () => {
  it('starts at the booker’s leader, tells them, and shows it in the right lists only', async () => {
    const before = await server.one<{ n: number }>(sql`select count(*)::int as n from user_message
      where user_id = ${id.admin} and kind = 'processTask'`);
    const p = await start(5000);
    expect(await statusOf(p)).toBe('RUNNING');
    expect(await tasksOf(p)).toEqual(['lead:admin:approve:OPEN']);
    expect(await historyOf(p)).toEqual(['1:start:']);
    const after = await server.one<{ n: number }>(sql`select count(*)::int as n from user_message
      where user_id = ${id.admin} and kind = 'processTask' and process_id = ${p}`);
    expect(after!.n).toBe(1);
    expect(before!.n).toBeGreaterThanOrEqual(0);

    const todo = await server.call(wp.processList, { view: 'todo', pageSize: 100 }, { token: token.admin, lang: 'CN' });
    expect(todo.data.rows.map((r) => r.id)).toContain(p);
    const row = todo.data.rows.find((r) => r.id === p)!;
    expect(row).toMatchObject({ formName: '报销', status: 'RUNNING', currentNodeId: 'lead', currentNodeName: 'lead' });
    expect(row.currentApprovers).toEqual(['Administrator']);
    const started = await server.call(
      wp.processList,
      { view: 'started', pageSize: 100 },
      { token: token.booker, lang: 'EN' },
    );
    expect(started.data.rows.find((r) => r.id === p)?.formName).toBe('Expenses');
    const notMine = await server.call(wp.processList, { view: 'todo', pageSize: 100 }, { token: token.fin1 });
    expect(notMine.data.rows.map((r) => r.id)).not.toContain(p);

    // Someone with no part in it cannot read it, as if it did not exist.
    const outsider = await server.call(wp.processDetail, { id: p }, { token: token.fin1, lang: 'EN' });
    expect(outsider.code).toBe(Code.PROCESS_NOT_FOUND);
  });

  it('refuses values that do not fit the form, and stores nothing', async () => {
    const count = async () => (await server.one<{ n: number }>(sql`select count(*)::int as n from wf_process`))!.n;
    const before = await count();
    const r = await server.call(
      wp.processStart,
      { defineId, formValues: { reason: 'x'.repeat(51), amount: 10 }, customChoices: {} },
      { token: token.booker, lang: 'EN' },
    );
    expect(r.code).toBe(Code.FORM_VALUES_INVALID);
    expect(r.data).toMatchObject({ field: 'reason' });
    expect(await count()).toBe(before);
  });

  it('a form with processes cannot be deleted', async () => {
    const r = await server.call(formDefineDelete, { ids: [defineId] }, { token: token.admin, lang: 'EN' });
    expect(r.code).toBe(Code.RECORD_IN_USE);
    expect(r.msg).toBe('The form “报销” has 1 request(s) and cannot be deleted; disable it instead');
  });

  it('an attachment is the initiator’s own, and then readable by the process’s people only', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n').toString('base64');
    const upload = async (account: string) =>
      (
        await server.call(
          wc.attachmentUpload,
          { name: 'receipt.pdf', contentType: 'application/pdf', data: pdf },
          { token: token[account] },
        )
      ).data.id;
    const someoneElses = await upload('fin3');
    const stolen = await server.call(
      wp.processStart,
      { defineId, formValues: { reason: 'Taxi', amount: 10, receipt: [someoneElses] }, customChoices: {} },
      { token: token.booker, lang: 'EN' },
    );
    expect(stolen.code).toBe(Code.FORM_VALUES_INVALID);
    expect(stolen.data).toMatchObject({ field: 'receipt', context: 'invalid' });

    const mine = await upload('booker');
    const read = (account: string, fileId: number) =>
      server.app.inject({
        method: 'GET',
        url: `/gateway/workflow/attachment/file/${fileId}`,
        headers: { token: token[account] },
      });
    expect((await read('admin', mine)).statusCode).toBe(404); // not submitted yet
    const r = await server.call(
      wp.processStart,
      { defineId, formValues: { reason: 'Taxi', amount: 10, receipt: [mine] }, customChoices: {} },
      { token: token.booker },
    );
    expect(r.code).toBe(0);
    expect((await read('booker', mine)).statusCode).toBe(200);
    expect((await read('admin', mine)).statusCode).toBe(200); // the approver whose turn it is
    expect((await read('fin1', mine)).statusCode).toBe(404); // not asked yet
    expect((await read('booker', someoneElses)).statusCode).toBe(404);
  });

  it('the detail names the people and files of the values, to the process’s people only', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n').toString('base64');
    const uploaded = await server.call(
      wc.attachmentUpload,
      { name: '发票 March.pdf', contentType: 'application/pdf', data: pdf },
      { token: token.booker },
    );
    expect(uploaded.code).toBe(0);
    const file = uploaded.data;
    const r = await server.call(
      wp.processStart,
      { defineId, formValues: { reason: 'Taxi', amount: 10, receipt: [file.id], payee: id.fin2 }, customChoices: {} },
      { token: token.booker, lang: 'EN' },
    );
    expect(r.code, r.msg).toBe(0);

    // The approver whose turn it is (admin) sees the payee's stored name and the file's metadata.
    const detail = await server.call(wp.processDetail, { id: r.data.id }, { token: token.admin, lang: 'EN' });
    expect(detail.code).toBe(0);
    expect(detail.data.people).toEqual([{ id: id.fin2, name: 'Finance fin2' }]);
    expect(detail.data.attachments).toEqual([file]);
    expect(detail.data.attachments[0]).toMatchObject({ name: '发票 March.pdf', contentType: 'application/pdf' });
    // The same for the initiator; an id naming no user, or no such values, name nobody.
    const mine = await server.call(wp.processDetail, { id: r.data.id }, { token: token.booker, lang: 'EN' });
    expect(mine.data).toMatchObject({ people: detail.data.people, attachments: detail.data.attachments });
    const unknown = await server.call(
      wp.processStart,
      { defineId, formValues: { reason: 'Taxi', amount: 10, payee: 2_000_000_000 }, customChoices: {} },
      { token: token.booker, lang: 'EN' },
    );
    expect(unknown.code, unknown.msg).toBe(0);
    const plain = await server.call(wp.processDetail, { id: unknown.data.id }, { token: token.admin, lang: 'EN' });
    expect(plain.data).toMatchObject({ formValues: { payee: 2_000_000_000 }, people: [], attachments: [] });

    // Someone outside the process (fin2 is only named in it) still gets nothing.
    const outsider = await server.call(wp.processDetail, { id: r.data.id }, { token: token.fin2, lang: 'EN' });
    expect(outsider.code).toBe(Code.PROCESS_NOT_FOUND);
    expect(outsider.data).toBeNull();
  });

  it('previews the path by the values: the small branch, then the big one', async () => {
    const small = await server.call(
      wp.processPreview,
      { defineId, formValues: { amount: 100 } },
      { token: token.booker, lang: 'EN' },
    );
    expect(small.data.steps.map((s) => [s.nodeId, s.users.map((u) => u.account)])).toEqual([
      ['lead', ['admin']],
      ['office', ['fin1', 'fin2']],
      ['cc', ['approver']],
    ]);
    const big = await server.call(
      wp.processPreview,
      { defineId, formValues: { amount: 100001 } },
      { token: token.booker, lang: 'EN' },
    );
    expect(big.data.steps.map((s) => s.nodeId)).toEqual(['lead', 'finance', 'cc']);
    expect(big.data.steps[1]).toMatchObject({ name: 'finance (EN)', examineMode: 'COUNTERSIGN', chooses: false });
  });
});

describe('deciding', () => {
  it('OR_SIGN: two approvers deciding at the same moment — exactly one decision counts', async () => {
    const p = await start(5000);
    expect((await approve('admin', p)).code).toBe(0);
    const answers = await Promise.all([approve('fin1', p, 'ok 1'), approve('fin2', p, 'ok 2')]);
    const codes = answers.map((a) => a.code).sort();
    expect(codes[0]).toBe(0);
    expect([Code.TASK_NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED]).toContain(codes[1]);
    expect(await statusOf(p)).toBe('APPROVED');
    const history = await historyOf(p);
    expect(history.filter((h) => h.endsWith(':approve:office'))).toHaveLength(1);
    expect(history).toEqual(['1:start:', '2:approve:lead', '3:approve:office', '4:copy:cc']);
    const tasks = await tasksOf(p);
    expect(tasks.filter((t) => t.startsWith('office:') && t.endsWith(':DONE:approve'))).toHaveLength(1);
    expect(tasks.filter((t) => t.startsWith('office:') && t.endsWith(':CANCELLED'))).toHaveLength(1);
    expect(tasks).toContain('cc:approver:copy:UNREAD');
    // The initiator heard of the end; the copied approver was told.
    const ended = await server.one<{ n: number }>(sql`select count(*)::int as n from user_message
      where user_id = ${id.booker} and process_id = ${p} and kind = 'processEnded'
        and params->>'outcome' = 'approved'`);
    expect(ended!.n).toBe(1);
    const copied = await server.one<{ n: number }>(sql`select count(*)::int as n from user_message
      where user_id = ${id.approver} and process_id = ${p} and kind = 'processCopied'`);
    expect(copied!.n).toBe(1);
  });

  it('COUNTERSIGN: three approving at once — each counted once, the process advances once', async () => {
    const p = await start(200000);
    expect((await approve('admin', p)).code).toBe(0);
    expect(await tasksOf(p)).toEqual([
      'lead:admin:approve:DONE:approve',
      'finance:fin1:approve:OPEN',
      'finance:fin2:approve:OPEN',
      'finance:fin3:approve:OPEN',
    ]);
    const answers = await Promise.all(['fin1', 'fin2', 'fin3'].map((a) => approve(a, p)));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(await statusOf(p)).toBe('APPROVED');
    const history = await historyOf(p);
    expect(history.filter((h) => h.endsWith(':approve:finance'))).toHaveLength(3);
    expect(history.filter((h) => h.includes(':copy:'))).toHaveLength(1);
    const detail = await server.call(wp.processDetail, { id: p }, { token: token.booker, lang: 'EN' });
    expect(detail.data.stateValue).toBe('approved');
    expect(detail.data.path.map((s) => [s.nodeId, s.state])).toEqual([
      ['lead', 'done'],
      ['finance', 'done'],
      ['cc', 'done'],
    ]);
    expect(detail.data.path[1].people.map((x) => x.decision)).toEqual(['approve', 'approve', 'approve']);
  });

  it('a rejection needs its task; it ends the process and the initiator is told', async () => {
    const p = await start(5000);
    const early = await server.call(wp.processReject, { ids: [p], comment: 'no' }, { token: token.fin1, lang: 'EN' });
    expect(early.code).toBe(Code.PROCESS_NOT_FOUND); // not theirs to see yet
    const r = await server.call(wp.processReject, { ids: [p], comment: 'Not a business trip' }, { token: token.admin });
    expect(r.code).toBe(0);
    expect(await statusOf(p)).toBe('REJECTED');
    expect(await tasksOf(p)).toEqual(['lead:admin:approve:DONE:reject']);
    // The path ends at the step that rejected it, marked, with the decision.
    const detail = await server.call(wp.processDetail, { id: p }, { token: token.booker });
    expect(detail.data.path.map((s) => [s.nodeId, s.state])).toEqual([['lead', 'rejected']]);
    expect(detail.data.path[0].people.map((x) => x.decision)).toEqual(['reject']);
    const again = await approve('admin', p);
    expect(again.code).toBe(Code.TASK_NOT_FOUND);
    expect(again.data).toMatchObject({ id: p });
  });

  it('a batch is all or nothing', async () => {
    const a = await start(5000);
    const b = await start(5000);
    await server.call(wp.processWithdraw, { id: b }, { token: token.booker });
    const r = await server.call(wp.processApprove, { ids: [a, b] }, { token: token.admin, lang: 'EN' });
    expect(r.code).toBe(Code.TASK_NOT_FOUND);
    expect(r.data).toMatchObject({ id: b });
    expect(await tasksOf(a)).toEqual(['lead:admin:approve:OPEN']);
  });

  it('returns to the initiator, who corrects and resubmits; withdrawal only while nobody has decided', async () => {
    const p = await start(5000);
    const detail = await server.call(wp.processDetail, { id: p }, { token: token.admin, lang: 'EN' });
    expect(detail.data.actions).toMatchObject({ approve: true, reject: true, withdraw: false, transfer: true });
    expect(detail.data.actions.returnTo.map((t) => t.nodeId)).toEqual(['initiator']);
    const mine = await server.call(wp.processBrief, { id: p }, { token: token.booker, lang: 'EN' });
    expect(mine.data.actions).toMatchObject({ approve: false, withdraw: true, urge: true });

    const back = await server.call(
      wp.processReturn,
      { id: p, to: 'initiator', comment: 'Attach the receipt' },
      { token: token.admin },
    );
    expect(back.code).toBe(0);
    expect(back.data.status).toBe('RETURNED');
    expect(await tasksOf(p)).toEqual(['lead:admin:approve:DONE:return']);
    const decided = await server.one<{ n: number }>(sql`select count(*)::int as n from user_message
      where user_id = ${id.booker} and process_id = ${p} and kind = 'processDecided'
        and params->>'decision' = 'return'`);
    expect(decided!.n).toBe(1);

    const bad = await server.call(
      wp.processResubmit,
      { id: p, formValues: { reason: '', amount: 5000 }, customChoices: {} },
      { token: token.booker },
    );
    expect(bad.code).toBe(Code.FORM_VALUES_INVALID);
    expect(await statusOf(p)).toBe('RETURNED');
    const again = await server.call(
      wp.processResubmit,
      { id: p, formValues: { reason: 'Taxi, receipt attached', amount: 200000 }, customChoices: {} },
      { token: token.booker },
    );
    expect(again.code).toBe(0);
    expect(await tasksOf(p)).toEqual(['lead:admin:approve:DONE:return', 'lead:admin:approve:OPEN']);
    expect((await approve('admin', p)).code).toBe(0);
    // The new values took the big branch.
    expect((await tasksOf(p)).filter((t) => t.startsWith('finance:'))).toHaveLength(3);
    const historyBefore = await historyOf(p);
    const late = await server.call(wp.processWithdraw, { id: p }, { token: token.booker });
    expect(late.code).toBe(Code.PROCESS_ACTION_NOT_ALLOWED);
    expect(await statusOf(p)).toBe('RUNNING');
    expect(await historyOf(p)).toEqual(historyBefore);
  });

  it('transfers and delegates: the task moves, and a delegated one comes back to its owner', async () => {
    const p = await start(5000);
    const unknown = await server.call(wp.processTransfer, { id: p, userId: 999999 }, { token: token.admin });
    expect(unknown.code).toBe(Code.NOT_FOUND);
    const t = await server.call(
      wp.processTransfer,
      { id: p, userId: id.approver, comment: 'On leave' },
      { token: token.admin },
    );
    expect(t.code).toBe(0);
    expect(await tasksOf(p)).toEqual(['lead:admin:approve:DONE:transfer', 'lead:approver:approve:OPEN']);
    const d = await server.call(wp.processDelegate, { id: p, userId: id.fin3 }, { token: token.approver });
    expect(d.code).toBe(0);
    const notYet = await approve('approver', p);
    expect(notYet.code).toBe(Code.TASK_NOT_FOUND);
    const resolved = await server.call(wp.processResolve, { id: p, comment: 'Looks fine' }, { token: token.fin3 });
    expect(resolved.code).toBe(0);
    expect((await approve('approver', p)).code).toBe(0);
    expect(await historyOf(p)).toEqual([
      '1:start:',
      '2:transfer:lead',
      '3:delegate:lead',
      '4:resolve:lead',
      '5:approve:lead',
    ]);
  });

  it('urges once an hour; copies are marked read; counts follow', async () => {
    const p = await start(5000);
    const urged = await server.call(wp.processUrge, { id: p }, { token: token.booker });
    expect(urged.code).toBe(0);
    const message = await server.one<{ n: number }>(sql`select count(*)::int as n from user_message
      where user_id = ${id.admin} and process_id = ${p} and kind = 'processUrged'`);
    expect(message!.n).toBe(1);
    const soon = await server.call(wp.processUrge, { id: p }, { token: token.booker, lang: 'EN' });
    expect(soon.code).toBe(Code.URGE_TOO_SOON);
    expect(soon.msg).toMatch(/try again after/);
    const notMine = await server.call(wp.processUrge, { id: p }, { token: token.admin });
    expect(notMine.code).toBe(Code.PROCESS_ACTION_NOT_ALLOWED);

    const counts = await server.call(wp.processCounts, {}, { token: token.approver });
    expect(counts.data.copiedUnread).toBeGreaterThan(0);
    const copied = await server.call(wp.processList, { view: 'copied', pageSize: 100 }, { token: token.approver });
    const unread = copied.data.rows.filter((r) => r.read === false).map((r) => r.id);
    expect(unread.length).toBeGreaterThan(0);
    const read = await server.call(wp.processCopyRead, { ids: unread }, { token: token.approver });
    expect(read.data.read).toBe(unread.length);
    expect((await server.call(wp.processCounts, {}, { token: token.approver })).data.copiedUnread).toBe(0);
  });

  it('a return to a node asks its people as they are now: the new leader, not a disabled user', async () => {
    const p = await start(5000);
    expect((await approve('admin', p)).code).toBe(0);
    expect(await tasksOf(p)).toContain('office:fin1:approve:OPEN');
    // After the submission the booker's school gets a leader (fin3) and fin1 leaves.
    const org = await server.one<{ id: number; leader: number | null }>(sql`select o.id, o.leader_user_id as leader
      from sys_org o join sys_user u on u.org_id = o.id where u.id = ${id.booker}`);
    await server.query(sql`update sys_org set leader_user_id = ${id.fin3} where id = ${org!.id}`);
    await server.query(sql`update sys_user set status = 1 where id = ${id.fin1}`);
    try {
      const back = await server.call(wp.processReturn, { id: p, to: 'lead', comment: 'Again' }, { token: token.fin2 });
      expect(back.code, back.msg).toBe(0);
      expect((await tasksOf(p)).filter((t) => t.endsWith(':OPEN'))).toEqual(['lead:fin3:approve:OPEN']);
      expect((await approve('fin3', p)).code).toBe(0);
      expect((await tasksOf(p)).filter((t) => t.endsWith(':OPEN'))).toEqual(['office:fin2:approve:OPEN']);
      expect((await approve('fin2', p)).code).toBe(0);
      expect(await statusOf(p)).toBe('APPROVED');
      expect(await historyOf(p)).toEqual([
        '1:start:',
        '2:approve:lead',
        '3:return:office',
        '4:approve:lead',
        '5:approve:office',
        '6:copy:cc',
      ]);
    } finally {
      await server.query(sql`update sys_org set leader_user_id = ${org!.leader} where id = ${org!.id}`);
      await server.query(sql`update sys_user set status = 0 where id = ${id.fin1}`);
    }
  });

  it('a return to a CUSTOM node asks the person the initiator chose', async () => {
    const group = await server.call(formGroupAdd, { name: 'Chosen' }, { token: token.admin });
    const define = await server.call(
      formDefineAdd,
      { groupId: group.data.id, name: '自选', nameEn: 'Chosen' },
      { token: token.admin },
    );
    const workflow: WorkflowDefinition = {
      nodes: [
        approverNode('pick', 'TURN', { ...specified([]), type: 'CUSTOM' }),
        approverNode('check', 'TURN', specified([id.fin2])),
      ],
    };
    const saved = await server.call(
      formDefineSave,
      { id: define.data.id, schema: SCHEMA, workflow },
      { token: token.admin },
    );
    expect(saved.code, saved.msg).toBe(0);
    const started = await server.call(
      wp.processStart,
      { defineId: define.data.id, formValues: { reason: 'Taxi', amount: 1 }, customChoices: { pick: [id.fin1] } },
      { token: token.booker },
    );
    expect(started.code, started.msg).toBe(0);
    const p = started.data.id;
    expect((await approve('fin1', p)).code).toBe(0);
    const back = await server.call(wp.processReturn, { id: p, to: 'pick', comment: 'Again' }, { token: token.fin2 });
    expect(back.code, back.msg).toBe(0);
    expect((await tasksOf(p)).filter((t) => t.endsWith(':OPEN'))).toEqual(['pick:fin1:approve:OPEN']);
  });

  it('a business record ends its open process without its hooks', async () => {
    const p = await start(5000);
    await server.query(sql`update wf_process set business_type = 'RESERVATION', business_key = 'test-1'
      where id = ${p}`);
    const ended = await server.db.transaction((tx) =>
      closeBusinessProcess(tx, 'RESERVATION', 'test-1', 'withdrawn', 'Booking cancelled', new Date()),
    );
    expect(ended).toBe(true);
    expect(await statusOf(p)).toBe('WITHDRAWN');
    expect(await tasksOf(p)).toEqual(['lead:admin:approve:CANCELLED']);
    expect((await historyOf(p)).at(-1)).toBe('2:cancel:lead');
  });
});

describe('the Approvals menus', () => {
  const MIGRATION = new URL('../../server/db/migrations/0015_workflow-processes.sql', import.meta.url);
  /** The back office's Approvals nodes and the terminal's approval pages, with the roles holding each. */
  const nodes = () =>
    server.query<{ app: string; path: string; status: number; roles: string | null }>(sql`
      select m.app_code as app, m.path, m.status,
        (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id) as roles
      from sys_menu m
      where (m.app_code = 'venue' and (m.name = 'approvals' or m.path in
          ('/workflowStart', '/start', '/myTodo', '/myHaveDone', '/myCopy', '/myWorkflow')))
        or (m.app_code = 'terminal' and m.path in ('/apply', '/auditCenter', '/auditDetail', '/examine'))
      order by m.app_code, m.path`);
  const EXPECTED = [
    { app: 'terminal', path: '/apply', status: 0, roles: 'admin,approver,coach,member,user' },
    { app: 'terminal', path: '/auditCenter', status: 0, roles: 'admin,approver,coach,member,user' },
    { app: 'terminal', path: '/auditDetail', status: 1, roles: 'admin,approver,coach,member,user' },
    { app: 'terminal', path: '/examine', status: 1, roles: 'admin,approver,coach,member,user' },
    { app: 'venue', path: '/approvals', status: 0, roles: 'admin,approver' },
    { app: 'venue', path: '/myCopy', status: 0, roles: 'admin,approver' },
    { app: 'venue', path: '/myHaveDone', status: 0, roles: 'admin,approver' },
    { app: 'venue', path: '/myTodo', status: 0, roles: 'admin,approver' },
    { app: 'venue', path: '/myWorkflow', status: 0, roles: 'admin,approver' },
    { app: 'venue', path: '/start', status: 1, roles: 'admin,approver' },
    { app: 'venue', path: '/workflowStart', status: 0, roles: 'admin,approver' },
  ];

  it('is seeded for the approvers and the terminal’s users, the detail pages hidden', async () => {
    expect(await nodes()).toEqual(EXPECTED);
  });

  it('reaches a database seeded without them, once', async () => {
    await server.query(sql`delete from sys_menu where id in (select m.id from sys_menu m
      where (m.app_code = 'venue' and (m.name = 'approvals' or m.path in
          ('/workflowStart', '/start', '/myTodo', '/myHaveDone', '/myCopy', '/myWorkflow')))
        or (m.app_code = 'terminal' and m.path in ('/apply', '/auditCenter', '/auditDetail', '/examine')))`);
    expect(await nodes()).toEqual([]);
    const statements = readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => s.includes('sys_menu') || s.includes('sys_role_menu'));
    for (let run = 0; run < 2; run++) for (const statement of statements) await server.query(sql.raw(statement));
    await grantClubRolesTheTerminalMenus(server);
    expect(await nodes()).toEqual(EXPECTED);
  });
});
