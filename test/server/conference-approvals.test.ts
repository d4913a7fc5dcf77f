/**
 * The conference centre's department approvals on the workflow engine (spec §2 variant 5
 * /auditing, /mealVoucherAudit, /foodDeliveryAudit; server/modules/conference-approval) against
 * the real server and the seeded demo, where the dictionary `mcApprovalForm` binds the three kinds
 * to the "Conference-centre approval" form (LEADER level 1: the booker of the School of Computer
 * Science, which has no leader, is approved by the university's leader, the administrator; a
 * person of the East Campus Sports Office by Demo Approver):
 * - a meeting order, a delivery, a meal-voucher application start their process in the add call;
 *   the approver's queue (process/list todo, business group or type) shows each with its summary;
 * - approve → the record's audit step (submitted → audited), the finance audit still the staff's;
 * - reject → the record rejected with the approver's comment (a meeting order's booking released);
 * - the applicant cancelling closes the process; the staff auditing or rejecting in the back office
 *   closes it (the approver's task disappears);
 * - another department's approver neither sees nor decides the task, nor reads the record's summary;
 * - with no workflow configured (the dictionary item disabled) the records wait for the staff as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fd from '../../platform/contracts/food-delivery.contract';
import * as mv from '../../platform/contracts/meal-voucher.contract';
import * as ro from '../../platform/contracts/reserve-order.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import {
  processApprove,
  processDetail,
  processList,
  processReject,
  type BusinessType,
  type ProcessRow,
} from '../../platform/contracts/workflow-process.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { localDateOf } from '../../server/modules/reserve/campus-time';
import { at, DEMO, nextWeekDay, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const ids: Record<string, number> = {};
const today = () => localDateOf(new Date(), 'Asia/Shanghai');
/** Campus date `days` from today. */
const day = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The process of record `key` of `type` as stored. */
const processOf = (type: BusinessType, key: number) =>
  server.one<{ id: number; status: string; initiator_id: number }>(
    sql`select id, status, initiator_id from wf_process where business_type = ${type} and business_key = ${String(key)}
      order by id desc limit 1`,
  );

/** The open approve tasks of process `id`: their holders. */
const openTaskHolders = async (id: number) =>
  (
    await server.query<{ user_id: number }>(
      sql`select user_id from wf_task where process_id = ${id} and kind = 'approve' and status = 'OPEN'`,
    )
  ).map((r) => r.user_id);

/** Every row of `who`'s conference-centre queue in `view` (one page of 100). */
async function queue(who: string, view: 'todo' | 'done' = 'todo', filter: Record<string, unknown> = {}) {
  const r = await server.call(
    processList,
    { view, pageNo: 1, pageSize: 100, businessGroup: 'CONFERENCE', ...filter } as never,
    { token: token[who], lang: 'EN' },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data.rows as ProcessRow[];
}

/** Adds a user with role `user` in organisation `orgCode` and signs them in. */
async function addUser(account: string, orgCode: string): Promise<void> {
  const hash = await hashPassword('Approve@123', TEST_PASSWORD_COST);
  userId[account] = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = ${orgCode}))
    returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${userId[account]}, id from sys_role where code = 'user'`,
  );
  token[account] = (await server.login({ account, password: 'Approve@123' })).token;
}

/** Books Meeting Room 301 on `date` [from, to) with 4 bottles of water as `who`; expects success. */
async function meetingOrder(who: string, date: string, from: string, to: string) {
  const notices = await server.call(reserveNotices, { siteId: ids.room }, { token: token[who] });
  const agreements = notices.code === 0 ? notices.data.map((n) => ({ id: n.id, version: n.version })) : [];
  const r = await server.call(
    ro.reserveOrderAdd,
    {
      siteId: ids.room,
      start: at(date, from),
      end: at(date, to),
      subject: 'Budget review',
      attendees: 6,
      diningTypeCodes: [],
      merchandise: [{ id: ids.water, quantity: 4 }],
      items: [],
      agreements,
    } as never,
    { token: token[who] },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}

/** Orders a delivery (2 boxes and 3 bottles: above the demo rule's minimum) as `who`; expects success. */
async function delivery(who: string) {
  const r = await server.call(
    fd.foodDeliveryOrderAdd,
    {
      deliveryDate: day(3),
      timeRangeId: ids.lunchRange,
      customerId: null,
      area: 'East Campus Admin Building',
      address: 'Room 101',
      receiverName: 'Li Lei',
      receiverPhone: '13900000000',
      remark: '',
      lines: [
        { merchandiseId: ids.box, quantity: 2 },
        { merchandiseId: ids.water, quantity: 3 },
      ],
    },
    { token: token[who] },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}

/** Applies for meal vouchers (a guest, 2 a day, two days) as `who`; expects success. */
async function vouchers(who: string) {
  const r = await server.call(
    mv.mealVoucherAdd,
    {
      customerId: ids.customer,
      validFrom: today(),
      validTo: day(1),
      persons: [{ name: '王芳', phone: '13800138000', ticketTypeId: ids.ticket, quantityPerDay: 2 }],
    },
    { token: token[who] },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'booker', 'approver', 'catering'] as const) {
    token[who] = (await server.login(DEMO[who])).token;
    userId[who] = await server.idOf(sql`select id from sys_user where account = ${who}`);
  }
  await addUser('east_sports', 'sports-east');
  ids.room = await server.idOf(sql`select id from site where name_en = 'Meeting Room 301'`);
  const category = await server.idOf(
    sql`insert into mc_merchandise_category (name_cn) values ('ca_test') returning id`,
  );
  ids.water = await server.idOf(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
    values (${category}, 'ca_water', 'bottle', 300) returning id`);
  ids.box = await server.idOf(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
    values (${category}, 'ca_box', 'box', 1250) returning id`);
  ids.lunchRange = await server.idOf(sql`insert into mc_time_range (name_cn, dining_type_code, start_time, end_time)
    values ('ca_lunch', 'lunch', '11:30', '13:00') returning id`);
  ids.customer = await server.idOf(sql`select id from mc_customer where name_en = 'Administration Office'`);
  const types = await server.call(mv.mealVoucherGetTicketTypes, {}, { token: token.booker });
  const lunch = types.data.find((t) => t.diningTypeCode === 'lunch')!;
  ids.ticket = lunch.id;
  ids.ticketPrice = lunch.priceCents;
});
afterAll(async () => {
  await server?.close();
});

describe('approve', () => {
  it("starts the meeting order's process for the booker's department leader, who approves it: audited", async () => {
    const order = await meetingOrder('booker', nextWeekDay(3), '09:00', '10:00');
    expect(order.status).toBe('submitted');
    const process = await processOf('RESERVE_ORDER', order.id);
    expect(process).toMatchObject({ status: 'RUNNING', initiator_id: userId.booker });
    // The School of Computer Science has no leader: the university's (the administrator) decides.
    expect(await openTaskHolders(process!.id)).toEqual([userId.admin]);

    const row = (await queue('admin')).find((r) => r.id === process!.id);
    expect(row?.business).toMatchObject({
      kind: 'RESERVE_ORDER',
      id: order.id,
      no: order.orderNo,
      state: 'submitted',
      applicantName: 'Demo Booker',
      applicantOrgName: 'School of Computer Science',
      place: 'Meeting Room 301',
      subject: 'Budget review',
      start: new Date(at(nextWeekDay(3), '09:00')).toISOString(),
      count: 6,
      amountCents: 4 * 300,
      lines: [{ name: 'ca_water', quantity: 4, amountCents: 1200 }],
    });
    const approved = await server.call(processApprove, { ids: [process!.id] }, { token: token.admin });
    expect(approved.code, approved.msg).toBe(0);

    const stored = await server.one<{ status: string; audited_at: Date | null }>(
      sql`select status, audited_at from mc_reserve_order where id = ${order.id}`,
    );
    expect(stored?.status).toBe('audited');
    expect(stored?.audited_at).not.toBeNull();
    expect((await processOf('RESERVE_ORDER', order.id))?.status).toBe('APPROVED');
    expect((await queue('admin')).some((r) => r.id === process!.id)).toBe(false);
    const done = (await queue('admin', 'done')).find((r) => r.id === process!.id);
    expect(done).toMatchObject({ myDecision: 'approve', business: { state: 'audited' } });
    // The catering staff go on from there as today.
    const arranged = await server.call(ro.reserveOrderProgress, { id: order.id, to: 'arranged' } as never, {
      token: token.catering,
    });
    expect(arranged.code, arranged.msg).toBe(0);
  });

  it('approves a meal-voucher application at the department step; the finance audit stays with the staff', async () => {
    const app = await vouchers('booker');
    const process = await processOf('MEAL_VOUCHER', app.id);
    const row = (await queue('admin', 'todo', { businessGroup: undefined, businessType: 'MEAL_VOUCHER' })).find(
      (r) => r.id === process!.id,
    );
    expect(row?.business).toMatchObject({ kind: 'MEAL_VOUCHER', count: 4, amountCents: 4 * ids.ticketPrice });
    expect((await server.call(processApprove, { ids: [process!.id] }, { token: token.admin })).code).toBe(0);
    const stored = await server.one<{ state: string }>(sql`select state from mc_meal_voucher_app where id = ${app.id}`);
    expect(stored?.state).toBe('audited');
    const finance = await server.call(
      mv.mealVoucherFinanceAudit,
      { id: app.id, approve: true },
      { token: token.catering },
    );
    expect(finance.code, finance.msg).toBe(0);
  });

  it("filters the queue to one kind (the /foodDeliveryAudit page's call)", async () => {
    const order = await delivery('booker');
    const process = await processOf('FOOD_DELIVERY', order.id);
    const foods = await queue('admin', 'todo', { businessGroup: undefined, businessType: 'FOOD_DELIVERY' });
    expect(foods.map((r) => r.businessType)).toEqual(foods.map(() => 'FOOD_DELIVERY'));
    expect(foods.find((r) => r.id === process!.id)?.business).toMatchObject({
      kind: 'FOOD_DELIVERY',
      place: 'Room 101',
      date: day(3),
      timeRange: '11:30–13:00',
      count: 5,
      amountCents: 2 * 1250 + 3 * 300,
    });
    const vouchersOnly = await queue('admin', 'todo', { businessGroup: undefined, businessType: 'MEAL_VOUCHER' });
    expect(vouchersOnly.some((r) => r.id === process!.id)).toBe(false);
  });
});

describe('reject', () => {
  it("rejects a food-delivery order with the approver's comment as its reason", async () => {
    const order = await delivery('booker');
    const process = await processOf('FOOD_DELIVERY', order.id);
    const r = await server.call(
      processReject,
      { ids: [process!.id], comment: 'Not within budget' },
      { token: token.admin },
    );
    expect(r.code, r.msg).toBe(0);
    const stored = await server.one<{ state: string; reason: string | null; rejected_at: Date | null }>(
      sql`select state, reason, rejected_at from mc_food_delivery_order where id = ${order.id}`,
    );
    expect(stored).toMatchObject({ state: 'rejected', reason: 'Not within budget' });
    expect(stored?.rejected_at).not.toBeNull();
    expect((await processOf('FOOD_DELIVERY', order.id))?.status).toBe('REJECTED');
  });

  it('rejects a meeting order with the comment and releases its room booking', async () => {
    const order = await meetingOrder('booker', nextWeekDay(3), '11:00', '12:00');
    const process = await processOf('RESERVE_ORDER', order.id);
    const r = await server.call(
      processReject,
      { ids: [process!.id], comment: 'Use the small room' },
      { token: token.admin },
    );
    expect(r.code, r.msg).toBe(0);
    const stored = await server.one<{ status: string; reason: string | null }>(
      sql`select status, reason from mc_reserve_order where id = ${order.id}`,
    );
    expect(stored).toEqual({ status: 'rejected', reason: 'Use the small room' });
    const booking = await server.one<{ status: string }>(
      sql`select status from reservation where id = ${order.reservationId}`,
    );
    expect(booking?.status).toBe('cancelled');
  });
});

describe('closing the process', () => {
  it("closes it when the applicant cancels: the approver's task goes", async () => {
    const app = await vouchers('booker');
    const process = await processOf('MEAL_VOUCHER', app.id);
    expect((await queue('admin')).some((r) => r.id === process!.id)).toBe(true);
    const cancel = await server.call(mv.mealVoucherCancel, { id: app.id }, { token: token.booker });
    expect(cancel.code, cancel.msg).toBe(0);
    expect((await processOf('MEAL_VOUCHER', app.id))?.status).toBe('WITHDRAWN');
    expect(await openTaskHolders(process!.id)).toEqual([]);
    expect((await queue('admin')).some((r) => r.id === process!.id)).toBe(false);
    // Deciding it now is refused and changes nothing.
    const late = await server.call(processApprove, { ids: [process!.id] }, { token: token.admin });
    expect(late.code).toBe(Code.TASK_NOT_FOUND);
    expect(
      (await server.one<{ state: string }>(sql`select state from mc_meal_voucher_app where id = ${app.id}`))?.state,
    ).toBe('cancelled');
  });

  it('closes it when the applicant cancels a submitted meeting order', async () => {
    const order = await meetingOrder('booker', nextWeekDay(4), '09:00', '10:00');
    const cancel = await server.call(ro.reserveOrderCancel, { id: order.id }, { token: token.booker });
    expect(cancel.code, cancel.msg).toBe(0);
    expect((await processOf('RESERVE_ORDER', order.id))?.status).toBe('WITHDRAWN');
  });

  it('closes it when the staff audit the order in the back office', async () => {
    const order = await meetingOrder('booker', nextWeekDay(4), '11:00', '12:00');
    const process = await processOf('RESERVE_ORDER', order.id);
    const audit = await server.call(ro.reserveOrderAudit, { id: order.id }, { token: token.catering });
    expect(audit.code, audit.msg).toBe(0);
    expect(audit.data.status).toBe('audited');
    expect((await processOf('RESERVE_ORDER', order.id))?.status).toBe('WITHDRAWN');
    expect((await queue('admin')).some((r) => r.id === process!.id)).toBe(false);
    const task = await server.one<{ status: string }>(
      sql`select status from wf_task where process_id = ${process!.id}`,
    );
    expect(task?.status).toBe('CANCELLED');
  });

  it("closes it rejected with the staff's reason when the staff reject a delivery", async () => {
    const order = await delivery('booker');
    const r = await server.call(
      fd.foodDeliveryOrderAudit,
      { id: order.id, approved: false, reason: 'Sold out' },
      {
        token: token.catering,
      },
    );
    expect(r.code, r.msg).toBe(0);
    expect((await processOf('FOOD_DELIVERY', order.id))?.status).toBe('REJECTED');
  });

  it('closes it when the staff audit a meal-voucher application', async () => {
    const app = await vouchers('booker');
    const r = await server.call(mv.mealVoucherAudit, { id: app.id, approve: true }, { token: token.catering });
    expect(r.code, r.msg).toBe(0);
    expect((await processOf('MEAL_VOUCHER', app.id))?.status).toBe('WITHDRAWN');
  });
});

describe("another department's approver", () => {
  it('neither sees nor decides the task, nor reads the record through it', async () => {
    const order = await delivery('booker');
    const process = await processOf('FOOD_DELIVERY', order.id);
    // Demo Approver leads the sports department, not the booker's.
    expect((await queue('approver')).some((r) => r.id === process!.id)).toBe(false);
    const guessed = await server.call(
      processList,
      { view: 'todo', pageNo: 1, pageSize: 100, businessType: 'FOOD_DELIVERY', businessKey: String(order.id) },
      { token: token.approver },
    );
    expect(guessed.data.rows).toEqual([]);
    const detail = await server.call(processDetail, { id: process!.id }, { token: token.approver });
    expect(detail.code).toBe(Code.PROCESS_NOT_FOUND);
    const approve = await server.call(processApprove, { ids: [process!.id] }, { token: token.approver });
    expect(approve.code).toBe(Code.PROCESS_NOT_FOUND);
    const reject = await server.call(processReject, { ids: [process!.id], comment: 'x' }, { token: token.approver });
    expect(reject.code).toBe(Code.PROCESS_NOT_FOUND);
    expect(
      (await server.one<{ state: string }>(sql`select state from mc_food_delivery_order where id = ${order.id}`))
        ?.state,
    ).toBe('submitted');
    expect(await openTaskHolders(process!.id)).toEqual([userId.admin]);
  });

  it("gets the tasks of their own department's people, which the administrator does not see", async () => {
    const order = await delivery('east_sports');
    const process = await processOf('FOOD_DELIVERY', order.id);
    expect(await openTaskHolders(process!.id)).toEqual([userId.approver]);
    const row = (await queue('approver')).find((r) => r.id === process!.id);
    expect(row?.business).toMatchObject({ applicantOrgName: 'East Campus Sports Office' });
    expect((await queue('admin')).some((r) => r.id === process!.id)).toBe(false);
    const detail = await server.call(processDetail, { id: process!.id }, { token: token.admin });
    expect(detail.code).toBe(Code.PROCESS_NOT_FOUND);
    // The applicant sees their own process, waiting for Demo Approver (the /conferenceDetails notice's call).
    const mine = await server.call(
      processList,
      {
        view: 'started',
        pageNo: 1,
        pageSize: 10,
        businessType: 'FOOD_DELIVERY',
        businessKey: String(order.id),
        status: 'RUNNING',
      },
      { token: token.east_sports },
    );
    expect(mine.data.rows.map((r) => r.currentApprovers)).toEqual([['Demo Approver']]);
    expect((await server.call(processApprove, { ids: [process!.id] }, { token: token.approver })).code).toBe(0);
    expect(
      (await server.one<{ state: string }>(sql`select state from mc_food_delivery_order where id = ${order.id}`))
        ?.state,
    ).toBe('audited');
  });
});

describe('no workflow configured', () => {
  it('leaves the records waiting for the staff exactly as before', async () => {
    await server.query(sql`update sys_dict_item set status = 1
      where type_id = (select id from sys_dict_type where code = 'mcApprovalForm')`);
    try {
      const order = await meetingOrder('booker', nextWeekDay(5), '09:00', '10:00');
      const food = await delivery('booker');
      const app = await vouchers('booker');
      expect(await processOf('RESERVE_ORDER', order.id)).toBeUndefined();
      expect(await processOf('FOOD_DELIVERY', food.id)).toBeUndefined();
      expect(await processOf('MEAL_VOUCHER', app.id)).toBeUndefined();
      expect([order.status, food.state, app.state]).toEqual(['submitted', 'submitted', 'submitted']);
      const audit = await server.call(ro.reserveOrderAudit, { id: order.id }, { token: token.catering });
      expect(audit.data.status).toBe('audited');
      const foodAudit = await server.call(
        fd.foodDeliveryOrderAudit,
        { id: food.id, approved: true },
        {
          token: token.catering,
        },
      );
      expect(foodAudit.data.state).toBe('audited');
      const voucherAudit = await server.call(
        mv.mealVoucherAudit,
        { id: app.id, approve: true },
        { token: token.catering },
      );
      expect(voucherAudit.data.state).toBe('audited');
    } finally {
      await server.query(sql`update sys_dict_item set status = 0
        where type_id = (select id from sys_dict_type where code = 'mcApprovalForm')`);
    }
  });
});
