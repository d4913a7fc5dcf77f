/**
 * Bookings that need approval under a form rule go through an approval process (spec §2
 * /formRule): booking starts a process of the rule's form with the booker as initiator (the
 * booking stays pendingAudit, holding its slot); approving the process approves the booking;
 * rejecting it rejects the booking and frees the slot; cancelling the booking withdraws the
 * process; a process still open when its booking starts is rejected by the job. Without a
 * form rule a booking that needs approval waits for /audit as before, with no process; /audit
 * shows a booking's process and refuses to decide it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApprove, auditPage, auditReject } from '../../platform/contracts/audit.contract';
import { formRuleAdd } from '../../platform/contracts/form-rule.contract';
import { cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { formDefineAdd, formDefineSave, formGroupAdd } from '../../platform/contracts/workflow.contract';
import { processApprove, processReject } from '../../platform/contracts/workflow-process.contract';
import type { FormSchema } from '../../platform/forms/form-definition';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { Code } from '../../platform/protocol/codes';
import { runApprovalStartSweep } from '../../server/jobs/approval-start.job';
import { at, DEMO, nextWeekDay, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
let approver: string;
let governed: number;
let ungoverned: number;

const text = (cn: string) => ({ cn, en: cn, tc: cn });
const SCHEMA: FormSchema = {
  fields: [{ id: 'purpose', type: 'text', label: text('Purpose'), required: true, limits: {} }],
};

/** One approver node asking the demo approver. */
function workflowFor(approverId: number): WorkflowDefinition {
  return {
    nodes: [
      {
        id: 'head',
        kind: 'approver',
        name: { cn: '负责人', en: 'Head', tc: '負責人' },
        candidates: {
          type: 'SPECIFIED',
          userIds: [approverId],
          roleIds: [],
          directorLevel: 1,
          selectRange: { orgIds: [], roleIds: [], userIds: [] },
          multiple: false,
        },
        examineMode: 'TURN',
        noCandidate: { action: 'PASS' },
        whenInitiator: 'SELF',
        whenRepeated: 'EVERY',
        afterReturn: 'CONTINUE',
      },
    ],
  };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  approver = (await server.login(DEMO.approver)).token;
  await server.query(sql`update reserve_rule set per_day = null, per_week = null`);
  governed = await server.idOf(sql`select id from site where name_en = 'Meeting Room 302'`);
  ungoverned = await server.idOf(sql`select id from site where name_en = 'Meeting Room 303'`);
  const approverId = await server.idOf(sql`select id from sys_user where account = 'approver'`);
  const group = await server.call(formGroupAdd, { name: 'Rooms' }, { token: admin });
  const define = await server.call(formDefineAdd, { groupId: group.data.id, name: 'Room request' }, { token: admin });
  const saved = await server.call(
    formDefineSave,
    { id: define.data.id, schema: SCHEMA, workflow: workflowFor(approverId) },
    { token: admin },
  );
  expect(saved.code).toBe(0);
  const rule = await server.call(
    formRuleAdd,
    { name: 'Room 302', defineId: define.data.id, siteIds: [governed] },
    { token: admin },
  );
  expect(rule.code).toBe(0);
});
afterAll(async () => {
  await server?.close();
});

const day = nextWeekDay(3);
let hour = 8;
/** Books the next free hour of `siteId` on `day` with the form's values. */
async function bookNext(siteId = governed, formValues: Record<string, unknown> = { purpose: 'Board meeting' }) {
  hour++;
  const from = `${String(hour).padStart(2, '0')}:00`;
  const to = `${String(hour + 1).padStart(2, '0')}:00`;
  const r = await server.book({ siteId, start: at(day, from), end: at(day, to), formValues }, { token: booker });
  return r;
}

const processOf = (id: number) =>
  server.one<{ id: number; status: string; initiator_id: number }>(
    sql`select id, status, initiator_id from wf_process where business_type = 'RESERVATION'
      and business_key = ${String(id)} order by id desc limit 1`,
  );
const statusOf = async (id: number) =>
  (await server.one<{ status: string }>(sql`select status from reservation where id = ${id}`))!.status;

describe('a booking under a form rule', () => {
  it('starts a process with the booker as initiator and stays pending', async () => {
    const r = await bookNext();
    expect(r.code).toBe(0);
    expect(r.data.status).toBe('pendingAudit');
    const p = await processOf(r.data.id);
    expect(p).toMatchObject({ status: 'RUNNING' });
    expect(p!.initiator_id).toBe(await server.idOf(sql`select id from sys_user where account = 'booker'`));
  });

  it('refuses values that do not fit the form and books nothing', async () => {
    const before = await server.one<{ n: number }>(sql`select count(*)::int as n from reservation`);
    const r = await bookNext(governed, {});
    expect(r.code).toBe(Code.FORM_VALUES_INVALID);
    expect(await server.one(sql`select count(*)::int as n from reservation`)).toEqual(before);
  });

  it('is approved when its process is approved', async () => {
    const r = await bookNext();
    const p = (await processOf(r.data.id))!;
    const approved = await server.call(processApprove, { ids: [p.id], comment: 'Fine' }, { token: approver });
    expect(approved.code).toBe(0);
    expect(await statusOf(r.data.id)).toBe('approved');
    expect((await processOf(r.data.id))!.status).toBe('APPROVED');
    expect(
      await server.one(sql`select kind from user_message where reservation_id = ${r.data.id}
        and kind = 'bookingApproved'`),
    ).toEqual({ kind: 'bookingApproved' });
  });

  it('is rejected when its process is rejected, which frees the slot', async () => {
    const r = await bookNext();
    const p = (await processOf(r.data.id))!;
    const rejected = await server.call(processReject, { ids: [p.id], comment: 'Exams' }, { token: approver });
    expect(rejected.code).toBe(0);
    expect(await statusOf(r.data.id)).toBe('rejected');
    const again = await server.book(
      { siteId: governed, start: r.data.start, end: r.data.end, formValues: { purpose: 'Again' } },
      { token: admin },
    );
    expect(again.code).toBe(0);
  });

  it('withdraws its process when the booking is cancelled', async () => {
    const r = await bookNext();
    expect((await server.call(cancelReserveBatch, { ids: [r.data.id] }, { token: booker })).code).toBe(0);
    expect(await statusOf(r.data.id)).toBe('cancelled');
    expect((await processOf(r.data.id))!.status).toBe('WITHDRAWN');
  });

  it('is rejected by the job when it starts before its process ends', async () => {
    const r = await bookNext();
    await runApprovalStartSweep(server.db, new Date(Date.parse(r.data.start) - 60_000));
    expect(await statusOf(r.data.id)).toBe('pendingAudit');
    expect(await runApprovalStartSweep(server.db, new Date(Date.parse(r.data.start) + 60_000))).toBeGreaterThan(0);
    expect(await statusOf(r.data.id)).toBe('rejected');
    expect((await processOf(r.data.id))!.status).toBe('REJECTED');
    expect(await runApprovalStartSweep(server.db, new Date(Date.parse(r.data.start) + 120_000))).toBe(0);
  });

  it('shows in /audit with its process, which /audit may not decide', async () => {
    const r = await bookNext();
    const p = (await processOf(r.data.id))!;
    const page = await server.call(auditPage, { pageSize: 100 }, { token: admin, lang: 'EN' });
    expect(page.data.rows.find((row) => row.id === r.data.id)?.process).toEqual({
      id: p.id,
      status: 'RUNNING',
      currentNodeName: 'Head',
    });
    for (const call of [auditApprove, auditReject]) {
      const refused = await server.call(call, { ids: [r.data.id], remark: 'No' }, { token: admin, lang: 'EN' });
      expect(refused.code).toBe(Code.ACTION_NOT_ALLOWED);
      expect(refused.msg).toBe(`Booking ${r.data.id} is decided through its approval process ${p.id}`);
    }
    expect(await statusOf(r.data.id)).toBe('pendingAudit');
  });

  it('without a form rule waits for /audit with no process', async () => {
    const r = await bookNext(ungoverned, {});
    expect(r.code).toBe(0);
    expect(r.data.status).toBe('pendingAudit');
    expect(await processOf(r.data.id)).toBeUndefined();
  });
});
