/**
 * A member's own leave request of a membership card (docs/fitness.md "A member's leave request"):
 * checked by the type's leave rules (never back-dated, quota, reasons, fee at the desk) with
 * nothing stored on a refusal; frozen at once when the type needs no approval; else pending on a
 * workflow process (business type CARD_LEAVE) in the club approver's to-do and the staff's leave
 * log, the card frozen only when approved (an approval after the first day starts the freeze that
 * day), unchanged when rejected (the member told) or withdrawn; another member's card or request
 * is not found; an approval racing a visit on the card's last day of use (PostgreSQL with
 * DATABASE_URL): the visit is taken before the freeze or refused by it, never both.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cl from '../../platform/contracts/card-leave.contract';
import type { CallInput } from '../../platform/contracts/define-call';
import * as mc from '../../platform/contracts/membership-card.contract';
import type { CardTypeRules } from '../../platform/fitness/card-rules';
import {
  processApprove,
  processDetail,
  processList,
  processReject,
} from '../../platform/contracts/workflow-process.contract';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { Code } from '../../platform/protocol/codes';
import { CARD_LEAVE_FORM_SCHEMA, cardLeaveWorkflow } from '../../server/db/seed-card-leave';
import { hashPassword } from '../../server/modules/auth/password.service';
import { applyProcessEvent } from '../../server/modules/workflow/process-engine';
import { DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let approver: { id: number; token: string };
let cash: number;
const today = () => shanghaiDate(0);

/** Adds a member (role `user`, organisation cs), signed in. */
async function addMember(account: string) {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = 'cs')) returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'user'`,
  );
  const { token } = await server.login({ account, password: 'Member@123' });
  return { id, token };
}

type TypeInput = CallInput<typeof mc.fitnessCardTypeAdd>;
/** A 30-day card type with uses whose leave rules are given (approval required unless said). */
async function addType(nameCn: string, leave: Partial<CardTypeRules['leave']> = {}) {
  const r = await server.call(
    mc.fitnessCardTypeAdd,
    {
      nameCn,
      priceCents: 100_000,
      validDays: 30,
      uses: 10,
      rules: {
        leave: {
          allowed: true,
          quota: [{ minValidDays: 0, days: 7 }],
          minDays: 2,
          maxTimes: 2,
          reasons: ['illness', 'travel'],
          feeCents: 0,
          approvalRequired: true,
          ...leave,
        },
      },
    } as TypeInput,
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
/** Sells a card of `typeId` to `userId`. */
async function buy(typeId: number, userId: number) {
  const r = await server.call(mc.fitnessCardBuy, { typeId, userId, methodId: cash }, { token: admin });
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
const cardRow = (id: number) =>
  server.one<{
    state: string;
    ends_on: string;
    frozen_from: string | null;
    frozen_until: string | null;
    leaves: number;
    leave_days: number;
    uses_left: number;
  }>(sql`select state, ends_on::text, frozen_from::text, frozen_until::text, leaves, leave_days, uses_left
    from club_card where id = ${id}`);
const kindsOf = async (cardId: number) =>
  (
    await server.query<{ kind: string }>(sql`select kind from club_card_event where card_id = ${cardId} order by id`)
  ).map((e) => e.kind);
const processOf = (requestId: number) =>
  server.one<{ id: number; status: string; initiator_id: number }>(sql`select id, status, initiator_id from wf_process
    where business_type = 'CARD_LEAVE' and business_key = ${String(requestId)}`);
/** Whether process `id` is in the demo approver's to-do. */
async function inTodo(id: number) {
  const r = await server.call(
    processList,
    { view: 'todo', pageNo: 1, pageSize: 100, businessType: 'CARD_LEAVE' },
    { token: approver.token },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data.rows.some((p) => p.id === id);
}
const counts = async () =>
  (
    await server.query<{ events: number; processes: number; cards: string }>(sql`select
      (select count(*)::int from club_card_event) as events, (select count(*)::int from wf_process) as processes,
      (select string_agg(id || state || ends_on || coalesce(frozen_from::text, '-'), ',' order by id)
        from club_card) as cards`)
  )[0];

/** Asks for a leave of `cardId` as `token`. */
const request = (token: string, id: number, from: string, to: string, reason = 'illness', lang?: 'EN') =>
  server.call(cl.fitnessCardLeaveRequest, { id, from, to, reason }, { token, lang });

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  approver = {
    id: await server.idOf(sql`select id from sys_user where account = 'approver'`),
    token: (await server.login(DEMO.approver)).token,
  };
  cash = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
});
afterAll(async () => {
  await server?.close();
});

describe('a leave that needs approval', () => {
  it('waits pending in the to-do and the leave log; approved, the card is frozen and its end moved', async () => {
    const type = await addType('审批请假卡');
    const ann = await addMember('lr_ann');
    const card = await buy(type.id, ann.id);
    const asked = await request(ann.token, card.id, today(), addIsoDays(today(), 3));
    expect(asked.code, asked.msg).toBe(0);
    expect(asked.data.outcome).toBe('pending');
    expect(asked.data.card).toMatchObject({ state: 'active', endsOn: card.endsOn, frozenUntil: null, leaves: 0 });
    const req = asked.data.request!;
    expect(req).toMatchObject({
      cardId: card.id,
      from: today(),
      to: addIsoDays(today(), 3),
      days: 4,
      status: 'pending',
    });
    expect(await cardRow(card.id)).toMatchObject({ state: 'active', ends_on: card.endsOn, frozen_from: null });
    const process = await processOf(req.id);
    expect(process).toMatchObject({ id: req.processId, status: 'RUNNING', initiator_id: ann.id });
    expect(await inTodo(process!.id)).toBe(true);
    // The approver reads the request on the form: the member, the card, the period, its days and the reason.
    const shown = await server.call(processDetail, { id: process!.id }, { token: approver.token });
    expect(shown.code, shown.msg).toBe(0);
    expect(shown.data.schema).toEqual(CARD_LEAVE_FORM_SCHEMA);
    expect(shown.data.formValues).toEqual({
      member: ann.id,
      card: card.cardNo,
      cardType: '审批请假卡',
      period: [today(), addIsoDays(today(), 3)],
      days: 4,
      reason: 'illness',
    });
    const log = await server.call(
      mc.fitnessCardEventPage,
      { kind: 'leave,leaveRequest', cardId: card.id },
      { token: admin },
    );
    expect(log.data.rows.map((r) => [r.kind, r.fromOn, r.toOn, r.days])).toEqual([
      ['leaveRequest', today(), addIsoDays(today(), 3), 4],
    ]);
    // A second request while one is pending is refused.
    const again = await request(ann.token, card.id, addIsoDays(today(), 10), addIsoDays(today(), 11), 'travel', 'EN');
    expect(again.code).toBe(Code.CARD_LEAVE_PENDING);
    expect(again.msg).toBe('A leave request of this card is already pending approval');

    const approved = await server.call(processApprove, { ids: [process!.id] }, { token: approver.token });
    expect(approved.code, approved.msg).toBe(0);
    expect(await cardRow(card.id)).toEqual({
      state: 'frozen',
      ends_on: addIsoDays(card.endsOn!, 4),
      frozen_from: today(),
      frozen_until: addIsoDays(today(), 3),
      leaves: 1,
      leave_days: 4,
      uses_left: 10,
    });
    expect(await kindsOf(card.id)).toEqual(['buy', 'leaveRequest', 'leave']);
    expect(await inTodo(process!.id)).toBe(false);
    const mine = await server.call(cl.fitnessCardLeaveMine, {}, { token: ann.token });
    expect(mine.data).toEqual([expect.objectContaining({ id: req.id, status: 'approved', comment: null })]);
    // Frozen: a visit is refused.
    const visit = await server.call(mc.fitnessCardUse, { userId: ann.id }, { token: admin });
    expect(visit.code).toBe(Code.CARD_NONE_ADMITS);
  });

  it('approved after its first day: the freeze starts on the approval day for the same days', async () => {
    const type = await addType('迟批请假卡');
    const ben = await addMember('lr_ben');
    const card = await buy(type.id, ben.id);
    const asked = await request(ben.token, card.id, addIsoDays(today(), 1), addIsoDays(today(), 3));
    expect(asked.code, asked.msg).toBe(0);
    const later = new Date(Date.now() + 3 * 86_400_000);
    const approvalDay = shanghaiDate(3);
    await server.db.transaction((tx) =>
      applyProcessEvent(
        tx,
        asked.data.request!.processId!,
        { type: 'task.approve', userId: approver.id },
        { actorId: approver.id, now: later },
      ),
    );
    expect(await cardRow(card.id)).toMatchObject({
      state: 'frozen',
      ends_on: addIsoDays(card.endsOn!, 3),
      frozen_from: approvalDay,
      frozen_until: addIsoDays(approvalDay, 2),
      leave_days: 3,
    });
    const [leave] = await server.query<{ from_on: string; detail: { asked: { from: string } } }>(
      sql`select from_on::text, detail from club_card_event where card_id = ${card.id} and kind = 'leave'`,
    );
    expect(leave).toEqual({
      from_on: approvalDay,
      detail: expect.objectContaining({ asked: expect.objectContaining({ from: addIsoDays(today(), 1) }) }),
    });
  });

  it('rejected: the card is unchanged and the member is told', async () => {
    const type = await addType('驳回请假卡');
    const cal = await addMember('lr_cal');
    const card = await buy(type.id, cal.id);
    const asked = await request(cal.token, card.id, addIsoDays(today(), 2), addIsoDays(today(), 4));
    expect(asked.code, asked.msg).toBe(0);
    const processId = asked.data.request!.processId!;
    const rejected = await server.call(
      processReject,
      { ids: [processId], comment: 'busy season' },
      { token: approver.token },
    );
    expect(rejected.code, rejected.msg).toBe(0);
    expect(await cardRow(card.id)).toMatchObject({
      state: 'active',
      ends_on: card.endsOn,
      frozen_from: null,
      leaves: 0,
    });
    expect(await kindsOf(card.id)).toEqual(['buy', 'leaveRequest', 'leaveReject']);
    const told = await server.one<{ n: number }>(sql`select count(*)::int as n from user_message
      where user_id = ${cal.id} and process_id = ${processId} and kind = 'processEnded'
        and params->>'outcome' = 'rejected'`);
    expect(told!.n).toBe(1);
    const mine = await server.call(cl.fitnessCardLeaveMine, {}, { token: cal.token });
    expect(mine.data[0]).toMatchObject({ status: 'rejected', comment: 'busy season' });
  });

  it('withdrawn by the member: the process ends, the to-do forgets it, the card is unchanged', async () => {
    const type = await addType('撤回请假卡');
    const dee = await addMember('lr_dee');
    const card = await buy(type.id, dee.id);
    const asked = await request(dee.token, card.id, addIsoDays(today(), 2), addIsoDays(today(), 4));
    const req = asked.data.request!;
    const other = await addMember('lr_eve');
    const foreign = await server.call(cl.fitnessCardLeaveWithdraw, { id: req.id }, { token: other.token });
    expect(foreign.code).toBe(Code.NOT_FOUND);
    const withdrawn = await server.call(cl.fitnessCardLeaveWithdraw, { id: req.id }, { token: dee.token });
    expect(withdrawn.code, withdrawn.msg).toBe(0);
    expect(withdrawn.data).toMatchObject({ id: req.id, status: 'withdrawn' });
    expect((await processOf(req.id))?.status).toBe('WITHDRAWN');
    expect(await inTodo(req.processId!)).toBe(false);
    expect(await cardRow(card.id)).toMatchObject({ state: 'active', ends_on: card.endsOn, frozen_from: null });
    expect(await kindsOf(card.id)).toEqual(['buy', 'leaveRequest', 'leaveWithdraw']);
    const twice = await server.call(cl.fitnessCardLeaveWithdraw, { id: req.id }, { token: dee.token, lang: 'EN' });
    expect(twice.code).toBe(Code.CARD_LEAVE_NOT_PENDING);
    expect(twice.msg).toBe('This leave request is no longer pending');
    // Deciding it now finds no task.
    const late = await server.call(processApprove, { ids: [req.processId!] }, { token: approver.token });
    expect(late.code).not.toBe(0);
    expect(await cardRow(card.id)).toMatchObject({ state: 'active', frozen_from: null });
  });
});

describe('refusals store nothing', () => {
  it('back-dated, too short, over quota, unknown reason, a fee, another member’s card', async () => {
    const type = await addType('拒绝请假卡');
    const fee = await addType('收费请假卡', { feeCents: 1500 });
    const fay = await addMember('lr_fay');
    const card = await buy(type.id, fay.id);
    const paid = await buy(fee.id, fay.id);
    const gus = await addMember('lr_gus');
    const before = await counts();
    const back = await request(fay.token, card.id, addIsoDays(today(), -1), addIsoDays(today(), 2), 'illness', 'EN');
    expect(back.code).toBe(Code.CARD_LEAVE_BACKDATED);
    expect(back.msg).toBe(`A leave cannot start before today (${today()}); it starts on ${addIsoDays(today(), -1)}`);
    const quota = await request(fay.token, card.id, today(), addIsoDays(today(), 7), 'illness', 'EN');
    expect(quota.code).toBe(Code.CARD_LEAVE_QUOTA);
    expect(quota.msg).toBe('A leave of 8 days exceeds the 7 days left');
    expect((await request(fay.token, card.id, today(), today())).code).toBe(Code.CARD_LEAVE_TOO_SHORT);
    expect((await request(fay.token, card.id, today(), addIsoDays(today(), 2), 'boredom')).code).toBe(
      Code.CARD_LEAVE_REASON,
    );
    const charged = await server.call(
      cl.fitnessCardLeaveRequest,
      { id: paid.id, from: today(), to: addIsoDays(today(), 2), reason: 'illness' },
      { token: fay.token, lang: 'CN' },
    );
    expect(charged.code).toBe(Code.CARD_LEAVE_FEE_AT_DESK);
    expect(charged.msg).toBe('该卡类型请假须缴费 15 元，请到前台办理');
    const reversed = await request(fay.token, card.id, addIsoDays(today(), 3), today());
    expect(reversed.code).not.toBe(0);
    const foreign = await request(gus.token, card.id, today(), addIsoDays(today(), 2));
    const missing = await request(gus.token, 987_654, today(), addIsoDays(today(), 2));
    expect(foreign.code).toBe(Code.NOT_FOUND);
    const answer = (r: typeof foreign) => ({ status: r.status, code: r.code, msg: r.msg, data: r.data });
    expect(answer(foreign)).toEqual(answer(missing));
    expect(await counts()).toEqual(before);
    expect((await server.call(cl.fitnessCardLeaveMine, {}, { token: gus.token })).data).toEqual([]);
  });
});

describe('a leave without approval', () => {
  it('freezes the card at once, as the staff’s leave does', async () => {
    const type = await addType('自助请假卡', { approvalRequired: false });
    const hal = await addMember('lr_hal');
    const card = await buy(type.id, hal.id);
    const before = await counts();
    const r = await request(hal.token, card.id, today(), addIsoDays(today(), 1));
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ outcome: 'frozen', request: null, card: { state: 'frozen', leaveDays: 2 } });
    expect(await cardRow(card.id)).toMatchObject({
      ends_on: addIsoDays(card.endsOn!, 2),
      frozen_until: addIsoDays(today(), 1),
    });
    expect(await kindsOf(card.id)).toEqual(['buy', 'leave']);
    expect((await counts()).processes).toBe(before.processes);
  });
});

describe('an approval racing a visit', () => {
  it('the visit is taken before the freeze or refused by it, never both; later visits are refused', async () => {
    for (let round = 0; round < 3; round++) {
      const type = await addType(`竞态请假卡${round}`);
      const ivy = await addMember(`lr_ivy${round}`);
      const card = await buy(type.id, ivy.id);
      const asked = await request(ivy.token, card.id, today(), addIsoDays(today(), 2));
      expect(asked.code, asked.msg).toBe(0);
      const [approved, visit] = await Promise.all([
        server.call(processApprove, { ids: [asked.data.request!.processId!] }, { token: approver.token }),
        server.call(mc.fitnessCardUse, { userId: ivy.id }, { token: admin }),
      ]);
      expect(approved.code, approved.msg).toBe(0);
      const after = await cardRow(card.id);
      expect(after).toMatchObject({ state: 'frozen', frozen_from: today() });
      const kinds = await kindsOf(card.id);
      if (visit.code === 0) {
        expect(kinds).toEqual(['buy', 'leaveRequest', 'use', 'leave']);
        expect(after!.uses_left).toBe(9);
      } else {
        expect(visit.code).toBe(Code.CARD_NONE_ADMITS);
        expect(kinds).toEqual(['buy', 'leaveRequest', 'leave']);
        expect(after!.uses_left).toBe(10);
      }
      const next = await server.call(mc.fitnessCardUse, { userId: ivy.id }, { token: admin });
      expect(next.code).toBe(Code.CARD_NONE_ADMITS);
      expect((await cardRow(card.id))!.uses_left).toBe(after!.uses_left);
    }
  });
});

describe('migration 0044 on a database seeded before the leave form', () => {
  const migration = readFileSync(
    new URL('../../server/db/migrations/0044_card-leave-form.sql', import.meta.url),
    'utf8',
  );
  /** The form bound to CARD_LEAVE: its id, current version, and that version's schema and workflow. */
  const boundForm = () =>
    server.one<{ id: number; current_version: number; schema: unknown; workflow: unknown; versions: number }>(sql`
      select d.id, d.current_version, v.schema, v.workflow,
        (select count(*)::int from form_define_version w where w.define_id = d.id) as versions
      from sys_dict_item i join sys_dict_type t on t.id = i.type_id and t.code = 'clubApprovalForm'
      join form_define d on i.value = 'CARD_LEAVE:' || d.id
      join form_define_version v on v.define_id = d.id and v.version = d.current_version`);

  it('adds the form, workflow and dictionary where they are missing, and the fields where they are', async () => {
    const roleId = await server.idOf(sql`select id from sys_role where code = 'approver'`);
    const adminId = await server.idOf(sql`select id from sys_user where account = 'admin'`);
    // Before the leave requests: no dictionary (the seeded form renamed away, as if someone else's).
    await server.query(sql`update sys_dict_type set code = 'clubApprovalFormBefore' where code = 'clubApprovalForm'`);
    await server.query(sql`update form_define set name = '会员卡请假（旧）' where name = '会员卡请假'`);
    await server.query(sql.raw(migration));
    const added = await boundForm();
    expect(added).toMatchObject({ current_version: 1, versions: 1, schema: CARD_LEAVE_FORM_SCHEMA });
    expect(added!.workflow).toEqual(cardLeaveWorkflow(roleId, adminId));
    // Seeded after the requests but before they filled the form: a version without fields gets its successor.
    await server.query(sql`update form_define_version set schema = '{"fields": []}' where define_id = ${added!.id}`);
    await server.query(sql.raw(migration));
    expect(await boundForm()).toMatchObject({
      id: added!.id,
      current_version: 2,
      versions: 2,
      schema: CARD_LEAVE_FORM_SCHEMA,
      workflow: added!.workflow,
    });
    // Nothing the second time.
    await server.query(sql.raw(migration));
    expect(await boundForm()).toMatchObject({ id: added!.id, current_version: 2, versions: 2 });
  });
});
