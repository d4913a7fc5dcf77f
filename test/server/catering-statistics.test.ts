/**
 * Catering and meeting statistics (platform/contracts/catering-statistics.contract.ts): the
 * figures of each call on data this file stores in May 2031 (no demo data there) — meal
 * vouchers per customer and ticket type, food deliveries and vouchers over time, meeting
 * orders by state, room and day, the ordering units ranked, the consumption types — with a
 * cancelled and a rejected order left out of the amounts, a void voucher not counted, a
 * meeting order counted on its campus date (not its UTC date), the records of an applicant
 * outside the caller's data scope not counted (the administrator's scope counts them), and
 * a range inverted or longer than 366 days refused with STATISTICS_RANGE_INVALID.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as st from '../../platform/contracts/catering-statistics.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { DEMO, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let caller: string;
let admin: string;
const f: Record<string, number> = {};
const MAY = { from: '2031-05-01', to: '2031-05-31' };
const PASSWORD = 'Stats@1234';

/** Adds a user of organisation `orgCode` (role `user`). */
async function addUser(account: string, orgCode: string): Promise<number> {
  const hash = await hashPassword(PASSWORD, TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = ${orgCode}))
    returning id`);
  await server.query(sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role
    where code = 'user'`);
  return id;
}

/** A meal-voucher application of `applicant` for `customerId`, with one person; returns [app, person]. */
async function voucherApp(no: string, applicant: number, customerId: number, ticketTypeId: number) {
  const app = await server.idOf(sql`insert into mc_meal_voucher_app (application_no, customer_id, applicant_user_id,
    applicant_name, valid_from, valid_to, state) values (${no}, ${customerId}, ${applicant}, 'x', '2031-05-01',
    '2031-06-30', 'distributed') returning id`);
  const person = await server.idOf(sql`insert into mc_meal_voucher_person (application_id, name, ticket_type_id,
    quantity_per_day) values (${app}, 'Person', ${ticketTypeId}, 1) returning id`);
  return [app, person] as const;
}

/** One voucher of `day` in `state`. */
async function voucher(
  code: string,
  app: readonly [number, number],
  ticketTypeId: number,
  cents: number,
  day: string,
  state: string,
) {
  await server.query(sql`insert into mc_meal_voucher (code, application_id, person_id, ticket_type_id, price_cents,
    valid_from, valid_to, state, redeemed_at) values (${code}, ${app[0]}, ${app[1]}, ${ticketTypeId}, ${cents},
    ${day}, ${day}, ${state}, ${state === 'redeemed' ? sql`now()` : null})`);
}

/** A food delivery of `applicant` on `day` in `state`, with one merchandise line. */
async function delivery(
  no: string,
  applicant: number,
  customerId: number | null,
  day: string,
  state: string,
  line: { merchandiseId: number; price: number; qty: number },
) {
  const id = await server.idOf(sql`insert into mc_food_delivery_order (order_no, state, applicant_user_id,
    applicant_name, customer_id, delivery_date, time_range_id, time_range_name, start_time, end_time, deliver_at,
    area, address, receiver_name, receiver_phone, total_cents) values (${no}, ${state}, ${applicant}, 'x',
    ${customerId}, ${day}, ${f.range}, 'st_noon', '11:30', '13:00', ${`${day}T11:30:00+08:00`}, 'A', 'B', 'C',
    '13900000000', ${line.price * line.qty}) returning id`);
  await server.query(sql`insert into mc_food_delivery_order_line (order_id, merchandise_id, name, unit_price_cents,
    quantity, amount_cents) values (${id}, ${line.merchandiseId}, 'x', ${line.price}, ${line.qty},
    ${line.price * line.qty})`);
}

/** A meeting order of `applicant` starting at `start` (campus time) in `status`, with its lines. */
async function meeting(
  no: string,
  applicant: number,
  customerId: number | null,
  siteId: number,
  start: string,
  status: string,
  attendees: number,
  lines: { kind: string; refId: number; price: number; qty: number }[],
) {
  const total = lines.reduce((s, l) => s + l.price * l.qty, 0);
  const startAt = new Date(`${start}:00+08:00`);
  const id = await server.idOf(sql`insert into mc_reserve_order (order_no, status, site_id, start_at, end_at,
    subject, attendees, customer_id, applicant_user_id, applicant_name, total_cents) values (${no}, ${status},
    ${siteId}, ${startAt.toISOString()}, ${new Date(startAt.getTime() + 3_600_000).toISOString()}, 'st meeting',
    ${attendees}, ${customerId}, ${applicant}, 'x', ${total}) returning id`);
  for (const l of lines) {
    await server.query(sql`insert into mc_reserve_order_line (order_id, kind, ref_id, name, unit_price_cents,
      quantity, amount_cents) values (${id}, ${l.kind}, ${l.refId}, 'copied', ${l.price}, ${l.qty},
      ${l.price * l.qty})`);
  }
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  const role = await server.idOf(sql`insert into sys_role (code, name, data_scope) values ('st_org', 'st_org', 'org')
    returning id`);
  await server.query(sql`insert into sys_role_menu (role_id, menu_id) select ${role}, id from sys_menu
    where permission like 'mc:statistics:%'`);
  const callerId = await addUser('st_caller', 'sports-east');
  await server.query(sql`insert into sys_user_role (user_id, role_id) values (${callerId}, ${role})`);
  caller = (await server.login({ account: 'st_caller', password: PASSWORD })).token;
  const mine = await addUser('st_mine', 'sports-east');
  f.mine = mine;
  const other = await addUser('st_other', 'cs');

  const customer = (name: string, kind: string) =>
    server.idOf(sql`insert into mc_customer (name, kind) values (${name}, ${kind}) returning id`);
  f.alpha = await customer('st_alpha', 'internal');
  f.beta = await customer('st_beta', 'external');
  f.gamma = await customer('st_gamma', 'external');
  f.lunch = await server.idOf(sql`insert into mc_ticket_type (name_cn, name_en, dining_type_code, price_cents, sort)
    values ('st午餐', 'st lunch', 'lunch', 2000, -2) returning id`);
  f.breakfast = await server.idOf(sql`insert into mc_ticket_type (name_cn, dining_type_code, price_cents, sort)
    values ('st早餐', 'breakfast', 800, -1) returning id`);
  f.range = await server.idOf(sql`insert into mc_time_range (name_cn, name_en, dining_type_code, start_time, end_time)
    values ('st午间', 'st noon', 'lunch', '11:30', '13:00') returning id`);
  f.cat1 = await server.idOf(sql`insert into mc_merchandise_category (name_cn, name_en) values ('st饮品', 'st drinks')
    returning id`);
  f.cat2 = await server.idOf(sql`insert into mc_merchandise_category (name_cn) values ('st水果') returning id`);
  f.goods1 = await server.idOf(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
    values (${f.cat1}, 'st coffee', 'cup', 2500) returning id`);
  f.goods2 = await server.idOf(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
    values (${f.cat2}, 'st fruit', 'box', 1200) returning id`);
  f.standard = await server.idOf(sql`insert into mc_standard (name_cn, name_en, dining_type_code,
    price_per_person_cents) values ('st标准', 'st standard', 'lunch', 2000) returning id`);
  f.item = await server.idOf(sql`insert into mc_item_form (name_cn, name_en, price_cents)
    values ('st桌牌', 'st name plate', 5000) returning id`);
  const sites = await server.query<{ id: number }>(sql`select id from site order by id limit 2`);
  [f.room1, f.room2] = sites.map((s) => Number(s.id));

  // Meal vouchers: the caller's scope (st_mine for st_alpha), and outside it (st_other for st_gamma).
  const appLunch = await voucherApp('ST-MV-1', mine, f.alpha, f.lunch);
  await voucher('st-v1', appLunch, f.lunch, 2000, '2031-05-03', 'redeemed');
  await voucher('st-v2', appLunch, f.lunch, 2000, '2031-05-03', 'issued');
  await voucher('st-v5', appLunch, f.lunch, 2000, '2031-05-04', 'void');
  await voucher('st-v6', appLunch, f.lunch, 2000, '2031-06-01', 'redeemed');
  const appBreakfast = await voucherApp('ST-MV-2', mine, f.alpha, f.breakfast);
  await voucher('st-v3', appBreakfast, f.breakfast, 800, '2031-05-20', 'redeemed');
  await voucher('st-v4', appBreakfast, f.breakfast, 800, '2031-05-21', 'expired');
  await voucher('st-v8', appBreakfast, f.breakfast, 800, '2019-01-10', 'issued');
  const appOther = await voucherApp('ST-MV-3', other, f.gamma, f.lunch);
  await voucher('st-v7', appOther, f.lunch, 2000, '2031-05-03', 'redeemed');

  // Food deliveries.
  await delivery('ST-FD-1', mine, f.alpha, '2031-05-03', 'delivered', { merchandiseId: f.goods1, price: 2500, qty: 2 });
  await delivery('ST-FD-2', mine, f.beta, '2031-05-04', 'submitted', { merchandiseId: f.goods2, price: 1200, qty: 1 });
  await delivery('ST-FD-3', mine, f.alpha, '2031-05-03', 'cancelled', { merchandiseId: f.goods1, price: 3300, qty: 3 });
  await delivery('ST-FD-4', other, f.gamma, '2031-05-03', 'delivered', {
    merchandiseId: f.goods1,
    price: 3500,
    qty: 2,
  });

  // Meeting orders.
  await meeting('ST-RO-1', mine, f.alpha, f.room1, '2031-05-03T09:00', 'arranged', 10, [
    { kind: 'merchandise', refId: f.goods1, price: 2500, qty: 2 },
    { kind: 'dining', refId: f.standard, price: 2000, qty: 10 },
    { kind: 'item', refId: f.item, price: 5000, qty: 1 },
  ]);
  // 00:30 on May 10th campus time is May 9th in UTC: it counts on the 10th.
  await meeting('ST-RO-2', mine, f.beta, f.room2, '2031-05-10T00:30', 'submitted', 4, []);
  await meeting('ST-RO-3', mine, f.alpha, f.room1, '2031-05-11T09:00', 'cancelled', 6, [
    { kind: 'merchandise', refId: f.goods1, price: 4000, qty: 2 },
  ]);
  await meeting('ST-RO-4', mine, null, f.room1, '2031-05-12T09:00', 'rejected', 3, [
    { kind: 'item', refId: f.item, price: 9000, qty: 1 },
  ]);
  await meeting('ST-RO-5', other, f.gamma, f.room1, '2031-05-03T14:00', 'arranged', 20, [
    { kind: 'dining', refId: f.standard, price: 2500, qty: 20 },
  ]);
  // 23:30 on April 30th campus time is outside May although it ends in May.
  await meeting('ST-RO-6', mine, f.alpha, f.room1, '2031-04-30T23:30', 'arranged', 5, [
    { kind: 'item', refId: f.item, price: 1000, qty: 1 },
  ]);
  await meeting('ST-RO-7', mine, null, f.room2, '2031-05-15T10:00', 'served', 2, [
    { kind: 'item', refId: f.item, price: 1500, qty: 1 },
  ]);
});
afterAll(async () => {
  await server?.close();
});

const call = async <C extends (typeof st)[keyof typeof st]>(c: C, input: unknown, token = caller) => {
  const r = await server.call(c as never, input as never, { token, lang: 'EN' });
  expect(r.code, r.msg).toBe(0);
  return r.data as never;
};

describe('getLifeScienceStatistics', () => {
  it('counts the vouchers of the range per customer and ticket type, without void or out-of-scope ones', async () => {
    const data: st.LifeScienceStatistics = await call(st.getLifeScienceStatistics, MAY);
    expect(data.rows).toEqual([
      {
        customerId: f.alpha,
        customerName: 'st_alpha',
        ticketTypeId: f.lunch,
        ticketTypeName: 'st lunch',
        issued: 2,
        redeemed: 1,
        unused: 1,
        expired: 0,
        issuedCents: 4000,
        redeemedCents: 2000,
      },
      {
        customerId: f.alpha,
        customerName: 'st_alpha',
        ticketTypeId: f.breakfast,
        // No English name: the Chinese one.
        ticketTypeName: 'st早餐',
        issued: 2,
        redeemed: 1,
        unused: 0,
        expired: 1,
        issuedCents: 1600,
        redeemedCents: 800,
      },
    ]);
    expect(data.totals).toEqual({
      issued: 4,
      redeemed: 2,
      unused: 1,
      expired: 1,
      issuedCents: 5600,
      redeemedCents: 2800,
    });
    expect(data.series).toHaveLength(31);
    expect(data.series.filter((p) => p.issued > 0)).toEqual([
      { period: '2031-05-03', issued: 2, redeemed: 1, redeemedCents: 2000 },
      { period: '2031-05-20', issued: 1, redeemed: 1, redeemedCents: 800 },
      { period: '2031-05-21', issued: 1, redeemed: 0, redeemedCents: 0 },
    ]);
    expect(JSON.stringify(data)).not.toContain('st_gamma');
  });

  it('sums by month, filters by ticket type, and counts an unused voucher of a past day as expired', async () => {
    const month: st.LifeScienceStatistics = await call(st.getLifeScienceStatistics, {
      from: '2031-04-15',
      to: '2031-06-15',
      granularity: 'month',
    });
    expect(month.series).toEqual([
      { period: '2031-04', issued: 0, redeemed: 0, redeemedCents: 0 },
      { period: '2031-05', issued: 4, redeemed: 2, redeemedCents: 2800 },
      { period: '2031-06', issued: 1, redeemed: 1, redeemedCents: 2000 },
    ]);
    const lunch: st.LifeScienceStatistics = await call(st.getLifeScienceStatistics, { ...MAY, ticketTypeId: f.lunch });
    expect(lunch.rows.map((r) => r.ticketTypeId)).toEqual([f.lunch]);
    const past: st.LifeScienceStatistics = await call(st.getLifeScienceStatistics, {
      from: '2019-01-10',
      to: '2019-01-10',
      customerId: f.alpha,
    });
    expect(past.totals).toMatchObject({ issued: 1, unused: 0, expired: 1, redeemedCents: 0 });
  });

  it('counts the other organisation’s vouchers for the administrator (scope all)', async () => {
    const data: st.LifeScienceStatistics = await call(st.getLifeScienceStatistics, MAY, admin);
    const gamma = data.rows.filter((r) => r.customerName === 'st_gamma');
    expect(gamma).toMatchObject([{ issued: 1, redeemed: 1, redeemedCents: 2000 }]);
  });
});

describe('the range', () => {
  const calls = [
    st.getLifeScienceStatistics,
    st.cateringStatistics,
    st.meetStatistics,
    st.orderingUnitStatistics,
    st.consumptionTypeStatistics,
  ];

  it.each(calls.map((c) => [c.path, c] as const))('%s refuses a range over 366 days or inverted', async (_, c) => {
    const long = await server.call(c as never, { from: '2031-01-01', to: '2032-01-02' } as never, {
      token: caller,
      lang: 'EN',
    });
    expect(long.code).toBe(Code.STATISTICS_RANGE_INVALID);
    expect(long.msg).toBe(
      'Invalid statistics range (2031-01-01 to 2032-01-02): the end cannot precede the start, and at most 366 days',
    );
    const inverted = await server.call(c as never, { from: '2031-05-02', to: '2031-05-01' } as never, {
      token: caller,
      lang: 'TC',
    });
    expect(inverted.code).toBe(Code.STATISTICS_RANGE_INVALID);
    expect(inverted.msg).toContain('2031-05-02 至 2031-05-01');
    const longest = await server.call(c as never, { from: '2031-01-01', to: '2032-01-01' } as never, {
      token: caller,
    });
    expect(longest.code, longest.msg).toBe(0);
  });
});

describe('cateringStatistics', () => {
  it('sums deliveries and redeemed vouchers, leaving out the cancelled delivery and other organisations', async () => {
    const data: st.CateringStatistics = await call(st.cateringStatistics, { ...MAY, granularity: 'day' });
    expect(data.totals).toEqual({
      deliveryOrders: 2,
      deliveryCents: 6200,
      vouchersRedeemed: 2,
      voucherCents: 2800,
      totalCents: 9000,
      cancelledOrders: 1,
    });
    expect(data.series.filter((p) => p.deliveryOrders + p.vouchersRedeemed > 0)).toEqual([
      { period: '2031-05-03', deliveryOrders: 1, deliveryCents: 5000, vouchersRedeemed: 1, voucherCents: 2000 },
      { period: '2031-05-04', deliveryOrders: 1, deliveryCents: 1200, vouchersRedeemed: 0, voucherCents: 0 },
      { period: '2031-05-20', deliveryOrders: 0, deliveryCents: 0, vouchersRedeemed: 1, voucherCents: 800 },
    ]);
    expect(data.byTimeRange).toEqual([
      { timeRangeId: f.range, name: 'st noon', diningTypeCode: 'lunch', orders: 2, amountCents: 6200 },
    ]);
    expect(data.byDiningType).toEqual([
      {
        diningTypeCode: 'lunch',
        name: 'Lunch',
        deliveryOrders: 2,
        deliveryCents: 6200,
        vouchersRedeemed: 1,
        voucherCents: 2000,
      },
      {
        diningTypeCode: 'breakfast',
        name: 'Breakfast',
        deliveryOrders: 0,
        deliveryCents: 0,
        vouchersRedeemed: 1,
        voucherCents: 800,
      },
    ]);
    const all: st.CateringStatistics = await call(st.cateringStatistics, MAY, admin);
    expect(all.totals.deliveryCents - data.totals.deliveryCents).toBeGreaterThanOrEqual(7000);
  });
});

describe('meetStatistics', () => {
  it('counts orders by state, sums the active ones by room and campus day', async () => {
    const data: st.MeetStatistics = await call(st.meetStatistics, MAY);
    expect(data.totals).toEqual({ orders: 3, attendees: 16, amountCents: 31500, cancelled: 1, rejected: 1 });
    expect(data.byState).toEqual([
      { state: 'arranged', orders: 1 },
      { state: 'cancelled', orders: 1 },
      { state: 'rejected', orders: 1 },
      { state: 'served', orders: 1 },
      { state: 'submitted', orders: 1 },
    ]);
    expect(data.byRoom.map((r) => [r.siteId, r.orders, r.attendees, r.amountCents])).toEqual([
      [f.room1, 1, 10, 30000],
      [f.room2, 2, 6, 1500],
    ]);
    expect(data.series.filter((p) => p.orders > 0)).toEqual([
      { period: '2031-05-03', orders: 1, attendees: 10, amountCents: 30000 },
      { period: '2031-05-10', orders: 1, attendees: 4, amountCents: 0 },
      { period: '2031-05-15', orders: 1, attendees: 2, amountCents: 1500 },
    ]);
    const all: st.MeetStatistics = await call(st.meetStatistics, MAY, admin);
    expect(all.byRoom.find((r) => r.siteId === f.room1)!.attendees).toBeGreaterThanOrEqual(30);
  });
});

describe('orderingUnitStatistics', () => {
  it('ranks the customers in scope by their total; orders without a customer form one row', async () => {
    const data: st.OrderingUnitStatistics = await call(st.orderingUnitStatistics, MAY);
    expect(data.rows).toEqual([
      {
        rank: 1,
        customerId: f.alpha,
        customerName: 'st_alpha',
        customerKind: 'internal',
        meetingOrders: 1,
        meetingCents: 30000,
        deliveryOrders: 1,
        deliveryCents: 5000,
        vouchersIssued: 4,
        vouchersRedeemed: 2,
        voucherCents: 2800,
        totalCents: 37800,
      },
      {
        rank: 2,
        customerId: null,
        customerName: null,
        customerKind: null,
        meetingOrders: 1,
        meetingCents: 1500,
        deliveryOrders: 0,
        deliveryCents: 0,
        vouchersIssued: 0,
        vouchersRedeemed: 0,
        voucherCents: 0,
        totalCents: 1500,
      },
      {
        rank: 3,
        customerId: f.beta,
        customerName: 'st_beta',
        customerKind: 'external',
        meetingOrders: 1,
        meetingCents: 0,
        deliveryOrders: 1,
        deliveryCents: 1200,
        vouchersIssued: 0,
        vouchersRedeemed: 0,
        voucherCents: 0,
        totalCents: 1200,
      },
    ]);
    expect(data.totals).toMatchObject({ meetingOrders: 3, deliveryOrders: 2, totalCents: 40500 });
    expect(JSON.stringify(data)).not.toContain('st_gamma');
    const all: st.OrderingUnitStatistics = await call(st.orderingUnitStatistics, MAY, admin);
    expect(all.rows.find((r) => r.customerName === 'st_gamma')).toMatchObject({
      meetingOrders: 1,
      meetingCents: 50000,
      deliveryCents: 7000,
      voucherCents: 2000,
      totalCents: 59000,
    });
  });
});

describe('consumptionTypeStatistics', () => {
  it('sums merchandise by category, standards, service items and redeemed ticket types', async () => {
    const data: st.ConsumptionStatistics = await call(st.consumptionTypeStatistics, MAY);
    expect(data.rows).toEqual([
      { kind: 'merchandiseCategory', id: f.cat1, name: 'st drinks', quantity: 4, amountCents: 10000 },
      { kind: 'merchandiseCategory', id: f.cat2, name: 'st水果', quantity: 1, amountCents: 1200 },
      { kind: 'standard', id: f.standard, name: 'st standard', quantity: 10, amountCents: 20000 },
      { kind: 'item', id: f.item, name: 'st name plate', quantity: 2, amountCents: 6500 },
      { kind: 'ticketType', id: f.lunch, name: 'st lunch', quantity: 1, amountCents: 2000 },
      { kind: 'ticketType', id: f.breakfast, name: 'st早餐', quantity: 1, amountCents: 800 },
    ]);
    expect(data.byKind).toEqual([
      { kind: 'merchandiseCategory', amountCents: 11200 },
      { kind: 'standard', amountCents: 20000 },
      { kind: 'item', amountCents: 6500 },
      { kind: 'ticketType', amountCents: 2800 },
    ]);
    expect(data.totalCents).toBe(40500);
  });

  it('names a deleted service item by the name copied onto its lines', async () => {
    const gone = await server.idOf(sql`insert into mc_item_form (name_cn) values ('st gone') returning id`);
    await meeting('ST-RO-8', f.mine, f.alpha, f.room1, '2031-05-30T09:00', 'audited', 1, [
      { kind: 'item', refId: gone, price: 100, qty: 1 },
    ]);
    await server.query(sql`delete from mc_item_form where id = ${gone}`);
    const data: st.ConsumptionStatistics = await call(st.consumptionTypeStatistics, MAY);
    expect(data.rows.find((r) => r.kind === 'item' && r.id === gone)).toEqual({
      kind: 'item',
      id: gone,
      name: 'copied',
      quantity: 1,
      amountCents: 100,
    });
  });
});

describe('on the demo data', () => {
  it('answers the catering staff for this year with totals that are the sums of their parts', async () => {
    const staff = (await server.login(DEMO.catering)).token;
    const year = new Date().toISOString().slice(0, 4);
    const range = { from: `${year}-01-01`, to: `${year}-12-31`, granularity: 'month' };
    const catering: st.CateringStatistics = await call(st.cateringStatistics, range, staff);
    expect(catering.series).toHaveLength(12);
    // The demo data has deliveries and redeemed vouchers this year (no meeting orders).
    expect([catering.totals.deliveryOrders, catering.totals.vouchersRedeemed].every((n) => n > 0)).toBe(true);
    expect(catering.totals.deliveryCents).toBe(catering.byTimeRange.reduce((s, r) => s + r.amountCents, 0));
    const meet: st.MeetStatistics = await call(st.meetStatistics, range, staff);
    expect(meet.totals.amountCents).toBe(meet.series.reduce((s, p) => s + p.amountCents, 0));
    expect(meet.byState.reduce((s, x) => s + x.orders, 0)).toBe(
      meet.totals.orders + meet.totals.cancelled + meet.totals.rejected,
    );
    const units: st.OrderingUnitStatistics = await call(st.orderingUnitStatistics, range, staff);
    expect(units.totals.meetingCents).toBe(meet.totals.amountCents);
    expect(units.totals.deliveryCents).toBe(catering.totals.deliveryCents);
    expect(units.totals.voucherCents).toBe(catering.totals.voucherCents);
    const vouchers: st.LifeScienceStatistics = await call(st.getLifeScienceStatistics, range, staff);
    expect(vouchers.totals.redeemedCents).toBe(catering.totals.voucherCents);
    expect(vouchers.totals.issued).toBe(vouchers.totals.redeemed + vouchers.totals.unused + vouchers.totals.expired);
    const consumption: st.ConsumptionStatistics = await call(st.consumptionTypeStatistics, range, staff);
    expect(consumption.byKind.find((k) => k.kind === 'ticketType')!.amountCents).toBe(catering.totals.voucherCents);
  });
});
