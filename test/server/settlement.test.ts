/**
 * Settlements (spec §7 meetingSettlement, cateringSettlement, summarySettlement, ruleCatering):
 * billing from each hook (served meeting orders, no-shows, late cancellations, confirmed food
 * deliveries, redeemed meal vouchers) into the pending statement of the kind and the summary;
 * the per-order settlements taking their source back; confirm settling the orders through
 * their machines; batch confirm all or nothing; a batch racing a single confirm; invoice
 * rules; the lists, totals, counts, export (read back) and statement; data scope.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fd from '../../platform/contracts/food-delivery.contract';
import * as mv from '../../platform/contracts/meal-voucher.contract';
import * as ro from '../../platform/contracts/reserve-order.contract';
import * as st from '../../platform/contracts/settlement.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { voucherCodeOf } from '../../server/modules/meal-voucher/voucher-code';
import { DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};
let site = 0;
let staff: { token: string };

const one = async (text: ReturnType<typeof sql>) => Number((await server.query<{ id: number }>(text))[0].id);
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** A meeting order stored directly in `status` (the steps under test are then taken through the calls). */
function reserveOrder(
  status: string,
  o: { customer: number | null; total: number; start: string; subject?: string; audited?: boolean },
) {
  const end = new Date(Date.parse(o.start) + 3_600_000).toISOString();
  const no = `RO-ST-${Math.random().toString(36).slice(2, 10)}`;
  return one(sql`insert into mc_reserve_order (order_no, status, sys_no, site_id, start_at, end_at, subject, attendees,
    applicant_user_id, applicant_name, customer_id, total_cents, audited_at, arranged_at)
    values (${no}, ${status}, 1, ${site}, ${o.start}, ${end}, ${o.subject ?? 'Settlement test'}, 5, ${ids.booker},
      'booker', ${o.customer}, ${o.total}, ${o.audited === false ? null : new Date().toISOString()},
      ${status === 'arranged' || status === 'cancelRequested' ? new Date().toISOString() : null})
    returning id`);
}

/** A food delivery of the booker stored directly in `state`. */
function foodOrder(state: string, o: { customer: number | null; total: number; deliverAt: string; date?: string }) {
  const no = `FD-ST-${Math.random().toString(36).slice(2, 10)}`;
  return one(sql`insert into mc_food_delivery_order (order_no, state, applicant_user_id, applicant_name, customer_id,
    delivery_date, time_range_id, time_range_name, start_time, end_time, deliver_at, area, address, receiver_name,
    receiver_phone, total_cents, audited_at)
    values (${no}, ${state}, ${ids.booker}, 'booker', ${o.customer}, ${o.date ?? o.deliverAt.slice(0, 10)},
      ${ids.range}, 'Lunch', '11:30', '13:00', ${o.deliverAt}, 'East Campus Admin Building', 'Room 1', 'R',
      '13800000000',
      ${o.total}, ${new Date().toISOString()}) returning id`);
}

interface StatementRow {
  id: number;
  kind: string;
  state: string;
  period: string;
  sequence: number;
  item_count: number;
  amount_cents: number;
  settlement_no: string;
  confirmed_at: Date | null;
}
/** The stored statements of a customer, by kind then sequence. */
const statementsOf = (customer: number) =>
  server.query<StatementRow>(sql`select id, kind, state, period, sequence, item_count, amount_cents, settlement_no,
    confirmed_at from mc_settlement where customer_id = ${customer} order by kind, period, sequence`);
/** The stored items of a statement. */
const itemsOf = (settlementId: number) =>
  server.query<{ source: string; source_id: number; charge: string; percent: number; amount_cents: number }>(
    sql`select source, source_id, charge, percent, amount_cents from mc_settlement_item
      where settlement_id = ${settlementId} order by id`,
  );
const orderStatus = async (id: number) =>
  (await server.one<{ status: string; settled_at: Date | null }>(
    sql`select status, settled_at from mc_reserve_order where id = ${id}`,
  ))!;
const foodState = async (id: number) =>
  (await server.one<{ state: string; settled_at: Date | null }>(
    sql`select state, settled_at from mc_food_delivery_order where id = ${id}`,
  ))!;
const pendingOf = async (customer: number, kind: string) =>
  (await statementsOf(customer)).filter((s) => s.kind === kind && s.state === 'pending');

beforeAll(async () => {
  server = await startTestServer();
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
  staff = { token: token.admin };
  ids.booker = await one(sql`select id from sys_user where account = 'booker'`);
  site = await one(sql`select id from site where kind = 'single' order by id limit 1`);
  ids.range = await one(sql`select id from mc_time_range order by id limit 1`);
  const orgs = await server.query<{ id: number }>(sql`select id from sys_org order by id limit 2`);
  ids.orgA = Number(orgs[0].id);
  ids.orgB = Number(orgs[1].id);
  ids.a = await one(sql`insert into mc_customer (name, kind, org_id, contact_name, invoice_title)
    values ('ST Customer A', 'internal', ${ids.orgA}, 'Ms A', 'A Ltd') returning id`);
  ids.b = await one(sql`insert into mc_customer (name, kind, org_id) values ('ST Customer B', 'internal', ${ids.orgB})
    returning id`);
  ids.x = await one(sql`insert into mc_customer (name, kind) values ('ST Customer X', 'external') returning id`);
  // A user whose data scope is organisation A, holding the settlement permissions.
  const role = await one(sql`insert into sys_role (code, name, data_scope) values ('st_org', 'st_org', 'org')
    returning id`);
  await server.query(sql`insert into sys_role_menu (role_id, menu_id) select ${role}, id from sys_menu
    where permission like 'mc:settlement:%'`);
  const user = await one(sql`insert into sys_user (account, name, password_hash, org_id, phone)
    values ('st_scoped', 'st_scoped', ${await hashPassword('Scoped@123')}, ${ids.orgA}, '13800000001') returning id`);
  await server.query(sql`insert into sys_user_role (user_id, role_id) values (${user}, ${role})`);
  token.scoped = (await server.login({ account: 'st_scoped', password: 'Scoped@123' })).token;
});
afterAll(async () => {
  await server?.close();
});

describe('demo seed', () => {
  it('bills the seeded sources: statements in every state, sums as their items, frozen ones settled', async () => {
    const states = await server.query<{ state: string }>(sql`select distinct state from mc_settlement`);
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(['pending', 'confirmed', 'invoiced']));
    const wrong = await server.query(sql`select s.id from mc_settlement s
      where s.item_count <> (select count(*) from mc_settlement_item i where i.settlement_id = s.id)
         or s.amount_cents <> (select coalesce(sum(i.amount_cents), 0) from mc_settlement_item i
           where i.settlement_id = s.id)`);
    expect(wrong).toEqual([]);
    const unsettled = await server.query(sql`select i.id from mc_settlement_item i
      join mc_settlement s on s.id = i.settlement_id
      left join mc_meal_voucher v on i.source = 'mealVoucher' and v.id = i.source_id
      left join mc_reserve_order o on i.source = 'reserveOrder' and o.id = i.source_id
      left join mc_food_delivery_order f on i.source = 'foodDelivery' and f.id = i.source_id
      where s.state <> 'pending' and v.settled_at is null and coalesce(o.status, f.state, '') <> 'settled'`);
    expect(unsettled).toEqual([]);
    const billedRedeemed = await server.one<{ n: number }>(sql`select count(*)::int as n from mc_meal_voucher v
      where v.state = 'redeemed' and not exists (select 1 from mc_settlement_item i
        where i.source = 'mealVoucher' and i.source_id = v.id and i.kind = 'summary')`);
    expect(billedRedeemed).toEqual({ n: 0 });
  });
});

describe('ruleCatering', () => {
  it('answers the rule and changes it, logged', async () => {
    const before = await server.call(st.ruleCateringDetail, {}, staff);
    expect(before.data).toMatchObject({ lateCancelHours: 24, lateCancelPercent: 50, noShowPercent: 100 });
    const edited = await server.call(
      st.ruleCateringEdit,
      { lateCancelHours: 24, lateCancelPercent: 40, noShowPercent: 80, remark: 'test' },
      staff,
    );
    expect(edited.data).toMatchObject({ lateCancelPercent: 40, noShowPercent: 80, remark: 'test' });
    expect(
      await server.one(sql`select late_cancel_percent, no_show_percent from mc_catering_rule where id = 1`),
    ).toEqual({ late_cancel_percent: 40, no_show_percent: 80 });
    const bad = await server.call(
      st.ruleCateringEdit,
      { lateCancelHours: 24, lateCancelPercent: 101, noShowPercent: 80 } as never,
      staff,
    );
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });
});

describe('billing from the steps', () => {
  it('bills a served meeting order into the pending meeting statement and summary of its month', async () => {
    ids.served = await reserveOrder('arranged', { customer: ids.a, total: 10_000, start: '2031-03-10T02:00:00Z' });
    const r = await server.call(ro.reserveOrderProgress, { id: ids.served, to: 'served' }, staff);
    expect(r.data.status).toBe('served');
    const rows = await statementsOf(ids.a);
    expect(rows.map((s) => [s.kind, s.period, s.sequence, s.state, s.item_count, s.amount_cents])).toEqual([
      ['meeting', '2031-03', 1, 'pending', 1, 10_000],
      ['summary', '2031-03', 1, 'pending', 1, 10_000],
    ]);
    expect(rows[0].settlement_no).toMatch(/^ST-M-203103-\d{4}$/);
    expect(rows[1].settlement_no).toMatch(/^ST-S-203103-\d{4}$/);
    expect(await itemsOf(rows[0].id)).toEqual([
      { source: 'reserveOrder', source_id: ids.served, charge: 'full', percent: 100, amount_cents: 10_000 },
    ]);
  });

  it('bills a no-show at the rule’s share, into the same pending statement', async () => {
    ids.noShow = await reserveOrder('arranged', { customer: ids.a, total: 5_000, start: '2031-03-12T02:00:00Z' });
    await server.call(ro.reserveOrderProgress, { id: ids.noShow, to: 'served', noShow: true }, staff);
    const [meeting] = await pendingOf(ids.a, 'meeting');
    expect(meeting).toMatchObject({ item_count: 2, amount_cents: 14_000 });
    expect((await itemsOf(meeting.id))[1]).toMatchObject({ charge: 'noShow', percent: 80, amount_cents: 4_000 });
    expect(await pendingOf(ids.a, 'summary')).toEqual([expect.objectContaining({ amount_cents: 14_000 })]);
  });

  it('bills a late cancellation after the audit, not an early one, not an order without customer', async () => {
    ids.late = await reserveOrder('cancelRequested', { customer: ids.b, total: 3_000, start: inHours(2) });
    ids.early = await reserveOrder('cancelRequested', { customer: ids.b, total: 3_000, start: inHours(72) });
    ids.nobody = await reserveOrder('arranged', { customer: null, total: 3_000, start: inHours(3) });
    expect((await server.call(ro.reserveOrderConfirmCancel, { id: ids.late }, staff)).data.status).toBe('cancelled');
    expect((await server.call(ro.reserveOrderConfirmCancel, { id: ids.early }, staff)).data.status).toBe('cancelled');
    await server.call(ro.reserveOrderProgress, { id: ids.nobody, to: 'served' }, staff);
    const [meeting] = await pendingOf(ids.b, 'meeting');
    expect(await itemsOf(meeting.id)).toEqual([
      { source: 'reserveOrder', source_id: ids.late, charge: 'lateCancel', percent: 40, amount_cents: 1_200 },
    ]);
    expect(
      await server.one(sql`select count(*)::int as n from mc_settlement_item where source = 'reserveOrder'
        and source_id in (${ids.early}, ${ids.nobody})`),
    ).toEqual({ n: 0 });
  });

  it('bills a confirmed food delivery and a late-cancelled one into the catering statement', async () => {
    ids.food = await foodOrder('delivered', { customer: ids.a, total: 2_500, deliverAt: '2031-03-11T03:30:00Z' });
    const r = await server.call(fd.foodDeliveryOrderConfirm, { id: ids.food }, { token: token.booker });
    expect(r.data.state).toBe('confirmed');
    ids.foodLate = await foodOrder('audited', { customer: ids.b, total: 6_000, deliverAt: inHours(3) });
    const c = await server.call(fd.foodDeliveryOrderCancel, { id: ids.foodLate }, { token: token.booker });
    expect(c.data.state).toBe('cancelled');
    const [catering] = await pendingOf(ids.a, 'catering');
    expect(catering).toMatchObject({ period: '2031-03', item_count: 1, amount_cents: 2_500 });
    expect(await pendingOf(ids.a, 'summary')).toEqual([
      expect.objectContaining({ item_count: 3, amount_cents: 16_500 }),
    ]);
    const [lateB] = await pendingOf(ids.b, 'catering');
    expect(await itemsOf(lateB.id)).toEqual([
      { source: 'foodDelivery', source_id: ids.foodLate, charge: 'lateCancel', percent: 40, amount_cents: 2_400 },
    ]);
  });

  it('bills a redeemed meal voucher at its price, on the day it is written off', async () => {
    const today = shanghaiDate();
    const type = await one(sql`select id from mc_ticket_type order by id limit 1`);
    const app = await one(sql`insert into mc_meal_voucher_app (application_no, customer_id, applicant_user_id,
      applicant_name, valid_from, valid_to, state) values ('MV-ST-1', ${ids.x}, ${ids.booker}, 'booker', ${today},
      ${today}, 'distributed') returning id`);
    const person = await one(sql`insert into mc_meal_voucher_person (application_id, name, phone, ticket_type_id,
      quantity_per_day) values (${app}, 'Guest', '13800000000', ${type}, 1) returning id`);
    const code = voucherCodeOf(person, today, 1, server.config.serverSecret);
    ids.voucher = await one(sql`insert into mc_meal_voucher (code, application_id, person_id, ticket_type_id,
      price_cents, valid_from, valid_to, state) values (${code}, ${app}, ${person}, ${type}, 1800, ${today},
      ${today}, 'issued') returning id`);
    ids.voucherApp = app;
    expect((await server.call(mv.mealVoucherWriteOff, { code }, staff)).code).toBe(0);
    const rows = await statementsOf(ids.x);
    expect(rows.map((s) => [s.kind, s.period, s.item_count, s.amount_cents])).toEqual([
      ['catering', today.slice(0, 7), 1, 1_800],
      ['summary', today.slice(0, 7), 1, 1_800],
    ]);
  });

  it('takes a meeting order settled on its own out of its pending statements, deleting one left empty', async () => {
    const p = await reserveOrder('arranged', { customer: ids.x, total: 900, start: '2031-01-06T02:00:00Z' });
    await server.call(ro.reserveOrderProgress, { id: p, to: 'served' }, staff);
    const billed = (await statementsOf(ids.x)).filter((s) => s.period === '2031-01');
    expect(billed.map((s) => [s.kind, s.amount_cents])).toEqual([
      ['meeting', 900],
      ['summary', 900],
    ]);
    expect((await server.call(ro.reserveOrderSettle, { id: p }, staff)).data.status).toBe('settled');
    expect((await statementsOf(ids.x)).filter((s) => s.period === '2031-01')).toEqual([]);
  });
});

describe('confirm', () => {
  it('confirms a meeting statement: orders settle, a late cancellation stays, the summary stays pending', async () => {
    const [meeting] = await pendingOf(ids.a, 'meeting');
    const r = await server.call(st.meetingSettlementConfirm, { id: meeting.id }, staff);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ state: 'confirmed', amountCents: 14_000, meetingCents: 14_000, cateringCents: 0 });
    expect(r.data.confirmedByName).toBe('Administrator');
    expect((await orderStatus(ids.served)).status).toBe('settled');
    expect((await orderStatus(ids.noShow)).status).toBe('settled');
    expect(await pendingOf(ids.a, 'summary')).toHaveLength(1);
    // B's late cancellation: its statement confirms, the cancelled order is left as it is.
    const [lateB] = await pendingOf(ids.b, 'meeting');
    expect((await server.call(st.meetingSettlementConfirm, { id: lateB.id }, staff)).code).toBe(0);
    expect((await orderStatus(ids.late)).status).toBe('cancelled');
  });

  it('opens the month’s next statement for what is billed after the confirm', async () => {
    ids.after = await reserveOrder('arranged', { customer: ids.a, total: 2_000, start: '2031-03-20T02:00:00Z' });
    await server.call(ro.reserveOrderProgress, { id: ids.after, to: 'served' }, staff);
    const meetings = (await statementsOf(ids.a)).filter((s) => s.kind === 'meeting');
    expect(meetings.map((s) => [s.sequence, s.state, s.amount_cents])).toEqual([
      [1, 'confirmed', 14_000],
      [2, 'pending', 2_000],
    ]);
    expect(meetings[1].settlement_no).not.toBe(meetings[0].settlement_no);
    expect(await pendingOf(ids.a, 'summary')).toEqual([
      expect.objectContaining({ item_count: 4, amount_cents: 18_500 }),
    ]);
  });

  it('confirms a summary with the pending statements holding its items, settling what is not settled yet', async () => {
    const settledBefore = (await orderStatus(ids.served)).settled_at;
    const [summary] = await pendingOf(ids.a, 'summary');
    const r = await server.call(st.summarySettlementConfirm, { id: summary.id }, staff);
    expect(r.data).toMatchObject({ state: 'confirmed', meetingCents: 16_000, cateringCents: 2_500 });
    expect((await statementsOf(ids.a)).map((s) => [s.kind, s.sequence, s.state])).toEqual([
      ['catering', 1, 'confirmed'],
      ['meeting', 1, 'confirmed'],
      ['meeting', 2, 'confirmed'],
      ['summary', 1, 'confirmed'],
    ]);
    expect((await foodState(ids.food)).state).toBe('settled');
    expect((await orderStatus(ids.after)).status).toBe('settled');
    expect((await orderStatus(ids.served)).settled_at).toEqual(settledBefore);
  });

  it('refuses to confirm a confirmed statement, naming it in the caller’s language, changing nothing', async () => {
    const [summary] = (await statementsOf(ids.a)).filter((s) => s.kind === 'summary');
    const r = await server.call(st.summarySettlementConfirm, { id: summary.id }, { ...staff, lang: 'EN' });
    expect(r.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect(r.msg).toBe(`Statement ${summary.id} cannot be confirmed while it is confirmed`);
    expect((await statementsOf(ids.a)).find((s) => s.id === summary.id)?.confirmed_at).toEqual(summary.confirmed_at);
  });

  it('answers NOT_FOUND for a statement of another kind', async () => {
    const [summary] = (await statementsOf(ids.x)).filter((s) => s.kind === 'summary');
    expect((await server.call(st.meetingSettlementConfirm, { id: summary.id }, staff)).code).toBe(Code.NOT_FOUND);
    expect((await server.call(st.meetingSettlementDetail, { id: summary.id }, staff)).code).toBe(Code.NOT_FOUND);
  });

  it('confirms a catering statement: the voucher is settled and its application closed', async () => {
    const [catering] = await pendingOf(ids.x, 'catering');
    expect((await server.call(st.cateringSettlementConfirm, { id: catering.id }, staff)).code).toBe(0);
    expect(
      await server.one(sql`select settled_at is not null as settled from mc_meal_voucher where id = ${ids.voucher}`),
    ).toEqual({ settled: true });
    expect(await server.one(sql`select state from mc_meal_voucher_app where id = ${ids.voucherApp}`)).toEqual({
      state: 'settled',
    });
  });
});

describe('batch confirm', () => {
  /** Two customers' pending meeting statements of May 2031 with one served order each. */
  async function twoPending(total = 1_000) {
    const out: { statement: number; order: number }[] = [];
    for (const customer of [ids.a, ids.b]) {
      const order = await reserveOrder('arranged', { customer, total, start: '2031-05-03T02:00:00Z' });
      await server.call(ro.reserveOrderProgress, { id: order, to: 'served' }, staff);
      const statement = (await pendingOf(customer, 'meeting')).find((s) => s.period === '2031-05')!.id;
      out.push({ statement, order });
    }
    return out;
  }

  it('is all or nothing: one confirmed statement in the batch is named and nothing changes', async () => {
    const [p, q] = await twoPending();
    const served = await reserveOrder('arranged', { customer: ids.x, total: 500, start: '2031-04-03T02:00:00Z' });
    await server.call(ro.reserveOrderProgress, { id: served, to: 'served' }, staff);
    const [done] = (await pendingOf(ids.x, 'meeting')).filter((s) => s.period === '2031-04');
    expect((await server.call(st.meetingSettlementConfirm, { id: done.id }, staff)).code).toBe(0);
    const before = await server.query(sql`select id, state, confirmed_at from mc_settlement order by id`);
    const r = await server.call(
      st.meetingSettlementBatchConfirm,
      { ids: [p.statement, done.id, q.statement] },
      { ...staff, lang: 'EN' },
    );
    expect(r.code).toBe(Code.SETTLEMENT_BATCH_REFUSED);
    expect(r.msg).toContain(done.settlement_no);
    expect(r.msg).toContain('confirmed');
    expect(await server.query(sql`select id, state, confirmed_at from mc_settlement order by id`)).toEqual(before);
    expect((await orderStatus(p.order)).status).toBe('served');
    const ok = await server.call(st.meetingSettlementBatchConfirm, { ids: [q.statement, p.statement] }, staff);
    expect(ok.data.confirmed).toEqual([p.statement, q.statement].sort((a, b) => a - b));
    expect((await orderStatus(p.order)).status).toBe('settled');
    expect((await orderStatus(q.order)).status).toBe('settled');
  });

  it('answers NOT_FOUND when one id is missing, changing nothing', async () => {
    const [p] = await twoPending(1_100);
    const r = await server.call(st.meetingSettlementBatchConfirm, { ids: [p.statement, 987_654] }, staff);
    expect(r.code).toBe(Code.NOT_FOUND);
    expect((await pendingOf(ids.a, 'meeting')).map((s) => s.id)).toContain(p.statement);
  });

  it('racing a single confirm of the same statements: each is confirmed once, each order settled once', async () => {
    const pairs = await twoPending(1_300);
    const targets = pairs.map((p) => p.statement).sort((a, b) => a - b);
    const orders = (
      await server.query<{ source_id: number }>(sql`select source_id from mc_settlement_item
        where settlement_id in ${targets}`)
    ).map((o) => Number(o.source_id));
    const [batch, single] = await Promise.all([
      server.call(st.meetingSettlementBatchConfirm, { ids: targets }, staff),
      server.call(st.meetingSettlementConfirm, { id: targets[1] }, { token: token.catering }),
    ]);
    const codes = [batch.code, single.code];
    expect([
      [0, Code.ORDER_STEP_NOT_ALLOWED],
      [Code.SETTLEMENT_BATCH_REFUSED, 0],
    ]).toContainEqual(codes);
    const states = await server.query<{ state: string; confirmed_by: number }>(
      sql`select state, confirmed_by from mc_settlement where id in ${targets} order by id`,
    );
    if (batch.code === 0) expect(states.every((s) => s.state === 'confirmed')).toBe(true);
    else expect(states.map((s) => s.state).sort()).toEqual(['confirmed', 'pending']);
    const settled = await server.query<{ status: string; settled_at: Date }>(
      sql`select status, settled_at from mc_reserve_order where id in ${orders}`,
    );
    const confirmedAt = await server.query<{ confirmed_at: Date }>(
      sql`select confirmed_at from mc_settlement where id in ${targets} and state = 'confirmed'`,
    );
    // Every settled order carries the confirm time of the one call that settled it.
    expect(settled.every((o) => o.status === 'settled') || batch.code !== 0).toBe(true);
    for (const o of settled.filter((s) => s.status === 'settled'))
      expect(confirmedAt.map((c) => new Date(c.confirmed_at).getTime())).toContain(new Date(o.settled_at).getTime());
  });
});

describe('invoice', () => {
  it('refuses a pending statement, a wrong amount, a taken number; records a right one', async () => {
    const o = await reserveOrder('arranged', { customer: ids.a, total: 4_200, start: '2031-06-03T02:00:00Z' });
    await server.call(ro.reserveOrderProgress, { id: o, to: 'served' }, staff);
    const [pending] = (await pendingOf(ids.a, 'meeting')).filter((s) => s.period === '2031-06');
    const input = { id: pending.id, invoiceNo: 'INV-ST-1', invoiceDate: '2031-07-01', amountCents: 4_200 };
    expect((await server.call(st.meetingSettlementInvoice, input, staff)).code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    await server.call(st.meetingSettlementConfirm, { id: pending.id }, staff);
    const wrong = await server.call(
      st.meetingSettlementInvoice,
      { ...input, amountCents: 4_000 },
      {
        ...staff,
        lang: 'EN',
      },
    );
    expect(wrong.code).toBe(Code.SETTLEMENT_INVOICE_AMOUNT_MISMATCH);
    expect(wrong.msg).toBe('The invoice amount ¥40.00 is not the statement amount ¥42.00');
    const ok = await server.call(st.meetingSettlementInvoice, input, staff);
    expect(ok.data).toMatchObject({
      state: 'invoiced',
      invoiceNo: 'INV-ST-1',
      invoiceDate: '2031-07-01',
      invoiceAmountCents: 4_200,
    });
    expect((await server.call(st.meetingSettlementInvoice, input, staff)).code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    const [summary] = (await statementsOf(ids.a)).filter((s) => s.kind === 'summary' && s.period === '2031-06');
    await server.call(st.summarySettlementConfirm, { id: summary.id }, staff);
    const taken = await server.call(
      st.summarySettlementInvoice,
      { ...input, id: summary.id },
      { ...staff, lang: 'EN' },
    );
    expect(taken.code).toBe(Code.SETTLEMENT_INVOICE_NO_TAKEN);
    expect(taken.msg).toContain(pending.settlement_no);
    expect((await statementsOf(ids.a)).find((s) => s.id === summary.id)?.state).toBe('confirmed');
  });
});

describe('lists, totals, counts', () => {
  it('pages with filters and answers the parts of the amount', async () => {
    const page = await server.call(st.summarySettlementPage, { pageSize: 50, customerId: ids.a } as never, staff);
    expect(page.data.rows.every((r) => r.customerId === ids.a && r.kind === 'summary')).toBe(true);
    expect(page.data.rows.map((r) => r.period)).toEqual(['2031-06', '2031-05', '2031-03']);
    const march = page.data.rows.find((r) => r.period === '2031-03')!;
    expect(march).toMatchObject({ amountCents: 18_500, meetingCents: 16_000, cateringCents: 2_500 });
    const range = await server.call(
      st.meetingSettlementPage,
      { pageSize: 50, periodFrom: '2031-04', periodTo: '2031-06', keyword: 'ST Customer' } as never,
      staff,
    );
    expect(new Set(range.data.rows.map((r) => r.period))).toEqual(new Set(['2031-04', '2031-05', '2031-06']));
    const byNo = await server.call(
      st.meetingSettlementPage,
      { pageSize: 50, keyword: range.data.rows[0].settlementNo } as never,
      staff,
    );
    expect(byNo.data.rows.map((r) => r.id)).toEqual([range.data.rows[0].id]);
    const pending = await server.call(
      st.meetingSettlementPage,
      { pageSize: 50, customerId: ids.a, state: 'pending' } as never,
      staff,
    );
    expect(pending.data.rows.every((r) => r.state === 'pending')).toBe(true);
  });

  it('sums and counts the filtered statements per state', async () => {
    const stored = (await statementsOf(ids.a)).filter((s) => s.kind === 'meeting');
    const sum = (state?: string) =>
      stored.filter((s) => !state || s.state === state).reduce((t, s) => t + s.amount_cents, 0);
    const totals = await server.call(st.meetingSettlementGetTotalAmount, { customerId: ids.a } as never, staff);
    expect(totals.data).toEqual({
      count: stored.length,
      amountCents: sum(),
      pendingCents: sum('pending'),
      confirmedCents: sum('confirmed'),
      invoicedCents: sum('invoiced'),
    });
    const counts = await server.call(
      st.meetingSettlementGetPageCount,
      { customerId: ids.a, state: 'pending' } as never,
      staff,
    );
    expect(counts.data).toEqual({
      all: stored.length,
      pending: stored.filter((s) => s.state === 'pending').length,
      confirmed: stored.filter((s) => s.state === 'confirmed').length,
      invoiced: stored.filter((s) => s.state === 'invoiced').length,
    });
  });

  it('answers a detail with its items and the customer’s billing details', async () => {
    const [summary] = (await statementsOf(ids.a)).filter((s) => s.kind === 'summary' && s.period === '2031-03');
    const d = await server.call(st.summarySettlementDetail, { id: summary.id }, staff);
    expect(d.data.items.map((i) => [i.source, i.charge, i.amountCents])).toEqual([
      ['reserveOrder', 'full', 10_000],
      ['foodDelivery', 'full', 2_500],
      ['reserveOrder', 'noShow', 4_000],
      ['reserveOrder', 'full', 2_000],
    ]);
    expect(d.data.customer).toMatchObject({ contactName: 'Ms A', invoiceTitle: 'A Ltd' });
  });
});

describe('export and statement', () => {
  it('exports the filtered statements and their items as an .xlsx whose sums are right, headers in EN', async () => {
    const r = await server.call(st.summarySettlementExport, { customerId: ids.a } as never, { ...staff, lang: 'EN' });
    expect(r.data.fileName).toMatch(/^summary-settlements-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(r.data.contentBase64, 'base64') as never);
    const [statements, items] = book.worksheets;
    expect(statements.name).toBe('Statements');
    expect(statements.getRow(1).getCell(10).value).toBe('Amount (¥)');
    const stored = (await statementsOf(ids.a)).filter((s) => s.kind === 'summary');
    expect(statements.rowCount).toBe(stored.length + 2);
    const amounts = [];
    for (let i = 2; i <= stored.length + 1; i++) amounts.push(Number(statements.getRow(i).getCell(10).value));
    const total = stored.reduce((t, s) => t + s.amount_cents, 0) / 100;
    expect(amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(total, 2);
    const totals = statements.getRow(stored.length + 2);
    expect(totals.getCell(1).value).toBe('Total');
    expect((totals.getCell(10).value as { result: number }).result).toBeCloseTo(total, 2);
    expect(items.name).toBe('Items');
    const itemCount = stored.reduce((t, s) => t + s.item_count, 0);
    expect(items.rowCount).toBe(itemCount + 1);
    let itemSum = 0;
    for (let i = 2; i <= itemCount + 1; i++) itemSum += Number(items.getRow(i).getCell(9).value);
    expect(itemSum).toBeCloseTo(total, 2);
    expect(items.getRow(2).getCell(2).value).toMatch(/Meeting order|Food delivery/);
  });

  it('answers a statement as a PDF; another kind’s id is NOT_FOUND', async () => {
    const [meeting] = (await statementsOf(ids.a)).filter((s) => s.kind === 'meeting');
    const r = await server.call(st.meetingSettlementStatement, { id: meeting.id }, staff);
    expect(r.data.fileName).toBe(`${meeting.settlement_no}.pdf`);
    const bytes = Buffer.from(r.data.contentBase64, 'base64');
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await server.call(st.cateringSettlementStatement, { id: meeting.id }, staff)).code).toBe(Code.NOT_FOUND);
  });
});

describe('data scope', () => {
  it('shows an org-scoped caller the statements of internal customers of their organisation only', async () => {
    const scoped = { token: token.scoped };
    const page = await server.call(st.meetingSettlementPage, { pageSize: 100 } as never, scoped);
    expect(page.code).toBe(0);
    const customers = new Set(page.data.rows.map((r) => r.customerId));
    expect(customers.has(ids.a)).toBe(true);
    expect(customers.has(ids.b)).toBe(false);
    expect(customers.has(ids.x)).toBe(false);
    const inScope = await server.query<{ n: number; cents: number }>(sql`select count(*)::int as n,
      coalesce(sum(s.amount_cents), 0)::int as cents from mc_settlement s join mc_customer c on c.id = s.customer_id
      where s.kind = 'meeting' and c.kind = 'internal' and c.org_id = ${ids.orgA}`);
    const totals = await server.call(st.meetingSettlementGetTotalAmount, {} as never, scoped);
    expect(totals.data).toMatchObject({ count: inScope[0].n, amountCents: inScope[0].cents });
    expect((await server.call(st.meetingSettlementGetPageCount, {} as never, scoped)).data.all).toBe(inScope[0].n);
    const [ofB] = (await statementsOf(ids.b)).filter((s) => s.kind === 'meeting');
    for (const r of [
      await server.call(st.meetingSettlementDetail, { id: ofB.id }, scoped),
      await server.call(st.meetingSettlementStatement, { id: ofB.id }, scoped),
      await server.call(st.meetingSettlementConfirm, { id: ofB.id }, scoped),
    ])
      expect(r.code).toBe(Code.NOT_FOUND);
    const [ofA] = (await statementsOf(ids.a)).filter((s) => s.kind === 'meeting');
    expect((await server.call(st.meetingSettlementDetail, { id: ofA.id }, scoped)).code).toBe(0);
  });
});
