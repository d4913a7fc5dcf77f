/**
 * A meeting service order of a room bound to a form through a form rule (spec §2 /formRule): the order
 * passes the approval form's values (and chosen approvers) to its room's booking as addReserve does, so
 * the booking starts its approval process with them; without the required field it is refused with
 * FORM_VALUES_INVALID and nothing is stored (neither order nor booking).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formRuleAdd } from '../../platform/contracts/form-rule.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import * as ro from '../../platform/contracts/reserve-order.contract';
import { formDefineAdd, formDefineSave, formGroupAdd } from '../../platform/contracts/workflow.contract';
import type { FormSchema } from '../../platform/forms/form-definition';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, nextWeekDay, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
let roomId: number;

const text = (s: string) => ({ cn: s, en: s, tc: s });
const SCHEMA: FormSchema = {
  fields: [{ id: 'field_1', type: 'text', label: text('Purpose'), required: true, limits: {} }],
};

/** One approver node asking `approverId`. */
function workflowFor(approverId: number): WorkflowDefinition {
  return {
    nodes: [
      {
        id: 'head',
        kind: 'approver',
        name: text('Head'),
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

/** Orders the bound room next Wednesday [from, to) with `extra` fields, as the conference form sends it. */
async function order(from: string, to: string, extra: Record<string, unknown>) {
  const notices = await server.call(reserveNotices, { siteId: roomId }, { token: booker });
  const day = nextWeekDay(3);
  return server.call(
    ro.reserveOrderAdd,
    {
      siteId: roomId,
      start: at(day, from),
      end: at(day, to),
      subject: 'Budget review',
      attendees: 8,
      agreements: notices.code === 0 ? notices.data.map((n) => ({ id: n.id, version: n.version })) : [],
      ...extra,
    } as never,
    { token: booker },
  );
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  await server.query(sql`update reserve_rule set per_day = null, per_week = null`);
  roomId = await server.idOf(sql`select id from site where name_en = 'Meeting Room 302'`);
  await server.query(sql`update site set needs_approval = true where id = ${roomId}`);
  const approverId = await server.idOf(sql`select id from sys_user where account = 'approver'`);
  const group = await server.call(formGroupAdd, { name: 'Rooms' }, { token: admin });
  const define = await server.call(formDefineAdd, { groupId: group.data.id, name: 'Room request' }, { token: admin });
  const saved = await server.call(
    formDefineSave,
    { id: define.data.id, schema: SCHEMA, workflow: workflowFor(approverId) },
    { token: admin },
  );
  expect(saved.code, saved.msg).toBe(0);
  const rule = await server.call(
    formRuleAdd,
    { name: 'Room 302', defineId: define.data.id, siteIds: [roomId] },
    { token: admin },
  );
  expect(rule.code, rule.msg).toBe(0);
});
afterAll(async () => {
  await server?.close();
});

describe('ordering a form-bound room', () => {
  it('is refused without the required field, storing nothing', async () => {
    const count = () =>
      server.one(sql`select (select count(*)::int from mc_reserve_order) as orders,
        (select count(*)::int from reservation) as bookings`);
    const before = await count();
    const r = await order('09:00', '10:00', {});
    expect(r.code).toBe(Code.FORM_VALUES_INVALID);
    expect(await count()).toEqual(before);
  });

  it('books with the field filled: the booking waits for its process, which holds the values', async () => {
    const r = await order('10:00', '11:00', { formValues: { field_1: 'Quarterly budget' } });
    expect(r.code, r.msg).toBe(0);
    const booking = await server.one<{ status: string }>(
      sql`select status from reservation where id = ${r.data.reservationId}`,
    );
    expect(booking?.status).toBe('pendingAudit');
    const process = await server.one<{ status: string; values: string }>(sql`select status, snapshot::text as values
      from wf_process where business_type = 'RESERVATION' and business_key = ${String(r.data.reservationId)}`);
    expect(process?.status).toBe('RUNNING');
    expect(process?.values).toContain('Quarterly budget');
    expect(await server.one(sql`select subject from mc_reserve_order where id = ${r.data.id}`)).toEqual({
      subject: 'Budget review',
    });
  });
});
