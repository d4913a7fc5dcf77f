/**
 * Messages of the conference centre's lifecycles (server/modules/message/order-messages.ts): the applicant
 * of a meeting service order, a food-delivery order or a meal-voucher application hears of each new state
 * someone else gives it (not of their own steps), in CN, EN and TC, with its terminal page; a person hears
 * once per application that their meal vouchers arrived, however often the distribution runs; the reminder
 * of a meeting service order's booking names the meeting and opens its page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fd from '../../platform/contracts/food-delivery.contract';
import * as mv from '../../platform/contracts/meal-voucher.contract';
import { messagePage } from '../../platform/contracts/message.contract';
import * as ro from '../../platform/contracts/reserve-order.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import type { Lang } from '../../platform/i18n/languages';
import { runReminderSweep } from '../../server/jobs/reminder.job';
import { runMealVoucherDistribution } from '../../server/modules/meal-voucher/distribution';
import { at, DEMO, nextWeekDay, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};

/** The messages of `who` read in `lang` (newest first). */
async function messagesOf(who: string, lang: Lang = 'EN') {
  const r = await server.call(messagePage, { pageNo: 1, pageSize: 100 }, { token: token[who], lang });
  expect(r.code, r.msg).toBe(0);
  return r.data.rows;
}

/** The stored messages of `kind` to `who` whose params hold `match`. */
const stored = (who: string, kind: string, match: Record<string, unknown>) =>
  server.query<{ params: Record<string, unknown> }>(sql`select params from user_message
    where user_id = ${userId[who]} and kind = ${kind} and params @> ${JSON.stringify(match)}::jsonb order by id`);

/** Orders Meeting Room `room` on next Wednesday [from, to) as `who`. */
async function addMeeting(who: string, room: string, from: string, to: string) {
  const siteId = await server.idOf(sql`select id from site where name_en = ${room}`);
  const notices = await server.call(reserveNotices, { siteId }, { token: token[who] });
  const day = nextWeekDay(3);
  const r = await server.call(
    ro.reserveOrderAdd,
    {
      siteId,
      start: at(day, from),
      end: at(day, to),
      subject: 'Quarterly review',
      attendees: 6,
      diningTypeCodes: [],
      merchandise: [],
      items: [],
      agreements: notices.code === 0 ? notices.data.map((n) => ({ id: n.id, version: n.version })) : [],
    } as never,
    { token: token[who] },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;
  for (const who of ['booker', 'approver', 'catering'] as const) token[who] = (await server.login(DEMO[who])).token;
});
afterAll(async () => {
  await server?.close();
});

describe('meeting service orders', () => {
  it("tells the applicant of staff's steps in three languages, linking to the meeting; not of their own", async () => {
    const order = await addMeeting('booker', 'Meeting Room 301', '09:00', '10:00');
    const audit = await server.call(ro.reserveOrderAudit, { id: order.id }, { token: token.catering });
    expect(audit.code, audit.msg).toBe(0);

    expect(await stored('booker', 'orderStepped', { kind: 'reserveOrder', id: order.id })).toEqual([
      { params: { kind: 'reserveOrder', id: order.id, orderNo: order.orderNo, state: 'audited' } },
    ]);
    expect(await stored('catering', 'orderStepped', { id: order.id })).toEqual([]);
    const texts: Record<Lang, string> = { CN: '', EN: '', TC: '' };
    for (const lang of ['CN', 'EN', 'TC'] as const) {
      const [m] = (await messagesOf('booker', lang)).filter((x) => x.kind === 'orderStepped');
      expect(m.link).toBe(`/conferenceDetails?id=${order.id}`);
      expect(m.text).toContain(order.orderNo);
      texts[lang] = m.text;
    }
    expect(texts.EN).toBe(`Your Meeting service order ${order.orderNo} is now "audited".`);
    expect(texts.CN).toContain('会议服务订单');
    expect(texts.CN).toContain('已审核');
    expect(texts.TC).toContain('會議服務訂單');
    expect(new Set(Object.values(texts)).size).toBe(3);

    // The applicant's own step (cancelling their own order) tells nobody.
    const own = await addMeeting('booker', 'Meeting Room 302', '09:00', '10:00');
    const cancel = await server.call(ro.reserveOrderCancel, { id: own.id }, { token: token.booker });
    expect(cancel.code, cancel.msg).toBe(0);
    expect(cancel.data.status).toBe('cancelled');
    expect(await stored('booker', 'orderStepped', { id: own.id })).toEqual([]);
  });

  it('reminds of the booking of a meeting service order as that meeting, once', async () => {
    const order = await addMeeting('booker', 'Meeting Room 301', '14:00', '15:00');
    await server.query(sql`update reservation set status = 'approved', created_at = now() - interval '2 days'
      where id = ${order.reservationId}`);
    const now = new Date(new Date(at(nextWeekDay(3), '14:00')).getTime() - 20 * 60_000);
    expect(await runReminderSweep(server.db, now)).toHaveLength(1);
    expect(await runReminderSweep(server.db, now)).toEqual([]);
    const [m] = (await messagesOf('booker', 'EN')).filter((x) => x.kind === 'reminder');
    expect(m.title).toBe('Meeting starts soon');
    expect(m.text).toMatch(/^Your meeting "Quarterly review" \(Meeting Room 301, .+, 14:00–15:00, order RO\d+-\d+\)/);
    expect(m.link).toBe(`/conferenceDetails?id=${order.id}`);
    const [cn] = (await messagesOf('booker', 'CN')).filter((x) => x.kind === 'reminder');
    expect(cn.text).toContain('会议“Quarterly review”');
  });
});

describe('food delivery', () => {
  it("tells the applicant of the staff's audit, linking to /foodDeliveryOrder; not of their own cancel", async () => {
    const cat = await server.idOf(sql`insert into mc_merchandise_category (name_cn) values ('om_test') returning id`);
    const box = await server.idOf(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
      values (${cat}, 'om_box', 'box', 5000) returning id`);
    const lunch = await server.idOf(sql`insert into mc_time_range (name_cn, dining_type_code, start_time, end_time)
      values ('om_lunch', 'lunch', '11:30', '13:00') returning id`);
    const add = () =>
      server.call(
        fd.foodDeliveryOrderAdd,
        {
          deliveryDate: shanghaiDate(3),
          timeRangeId: lunch,
          customerId: null,
          area: 'East Campus Admin Building',
          address: 'Room 101',
          receiverName: 'Li Lei',
          receiverPhone: '13900000000',
          remark: '',
          lines: [{ merchandiseId: box, quantity: 2 }],
        },
        { token: token.booker },
      );
    const first = await add();
    expect(first.code, first.msg).toBe(0);
    const audit = await server.call(
      fd.foodDeliveryOrderAudit,
      { id: first.data.id, approved: true },
      { token: token.catering },
    );
    expect(audit.code, audit.msg).toBe(0);
    expect(await stored('booker', 'orderStepped', { kind: 'foodDelivery', id: first.data.id })).toHaveLength(1);
    const [m] = (await messagesOf('booker', 'EN')).filter((x) => x.text.includes(first.data.orderNo));
    expect(m.link).toBe('/foodDeliveryOrder');

    const second = await add();
    const cancel = await server.call(
      fd.foodDeliveryOrderCancel,
      { id: second.data.id, reason: 'No longer needed' },
      { token: token.booker },
    );
    expect(cancel.code, cancel.msg).toBe(0);
    expect(await stored('booker', 'orderStepped', { kind: 'foodDelivery', id: second.data.id })).toEqual([]);
  });
});

describe('meal vouchers', () => {
  it('tells the applicant of each step and each person once that vouchers arrived', async () => {
    const customerId = await server.idOf(sql`select id from mc_customer where status = 0 order by id limit 1`);
    const types = await server.call(mv.mealVoucherGetTicketTypes, {}, { token: token.booker });
    const add = await server.call(
      mv.mealVoucherAdd,
      {
        customerId,
        validFrom: shanghaiDate(0),
        validTo: shanghaiDate(1),
        remark: '',
        persons: [
          { userId: userId.approver, ticketTypeId: types.data[0].id, quantityPerDay: 2 },
          { name: '王芳', phone: '13800138000', ticketTypeId: types.data[0].id, quantityPerDay: 1 },
        ],
      },
      { token: token.booker },
    );
    expect(add.code, add.msg).toBe(0);
    const id = add.data.id;
    for (const c of [mv.mealVoucherAudit, mv.mealVoucherFinanceAudit, mv.mealVoucherLifeScienceAudit]) {
      const r = await server.call(c, { id, approve: true }, { token: token.catering });
      expect(r.code, r.msg).toBe(0);
    }
    const confirm = await server.call(mv.mealVoucherConfirm, { id }, { token: token.catering });
    expect(confirm.code, confirm.msg).toBe(0);
    await runMealVoucherDistribution(server.db, new Date(), server.config.serverSecret);
    // A repeated run, and a task worked again (as after an interrupted run), tell nobody twice.
    await runMealVoucherDistribution(server.db, new Date(), server.config.serverSecret);
    await server.query(sql`update mc_meal_voucher_task set state = 'pending', next_attempt_at = now()
      where application_id = ${id}`);
    await server.query(sql`update mc_meal_voucher_app set state = 'distributing' where id = ${id}`);
    await runMealVoucherDistribution(server.db, new Date(), server.config.serverSecret);

    const states = (await stored('booker', 'orderStepped', { kind: 'mealVoucher', id })).map((r) => r.params.state);
    expect(states.slice(0, 4)).toEqual(['audited', 'financeAudited', 'lifeScienceAudited', 'confirmed']);
    expect(states).toContain('distributed');
    expect(await stored('approver', 'mealVoucherArrived', { applicationId: id })).toHaveLength(1);
    expect(await stored('booker', 'mealVoucherArrived', { applicationId: id })).toEqual([]);
    const arrived = (await messagesOf('approver', 'TC')).filter(
      (x) => x.kind === 'mealVoucherArrived' && x.text.includes(add.data.applicationNo),
    );
    expect(arrived).toHaveLength(1);
    expect(arrived[0].link).toBe('/myMealVoucher');
    expect(arrived[0].title).toBe('餐券已到帳');
    const [applied] = (await messagesOf('booker', 'CN')).filter((x) => x.kind === 'orderStepped');
    expect(applied.link).toBe('/mealVouchers');
  });
});
