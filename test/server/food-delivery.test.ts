/**
 * Food delivery (spec §7 foodDeliveryOrder, orderRule, applicantInfo; spec §4 "food delivery
 * order"): ordering checked against the enabled order rule (cut-off, minimum, areas) and
 * priced from enabled merchandise; every step through the order's machine, refused in a
 * wrong state with nothing changed; cancel never once in delivery; confirm by the applicant
 * only; the data scope; two staff taking the same step at once; stored rows and the
 * operation log; order rules and saved applicants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fd from '../../platform/contracts/food-delivery.contract';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const goods: Record<string, number> = {};
let lunch: number;
let ruleId: number;
const AREA = 'East Campus Admin Building';

/** Campus date `days` from today. */
const day = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const fields = (over: Partial<fd.FoodOrderFields> = {}) => ({
  deliveryDate: day(3),
  timeRangeId: lunch,
  customerId: null,
  area: AREA,
  address: 'Room 101',
  receiverName: 'Li Lei',
  receiverPhone: '13900000000',
  remark: '',
  lines: [
    { merchandiseId: goods.box, quantity: 2 },
    { merchandiseId: goods.water, quantity: 3 },
  ],
  ...over,
});

const orderRow = (id: number) =>
  server.one<Record<string, unknown>>(sql`select * from mc_food_delivery_order where id = ${id}`);

async function order(who = 'booker') {
  const r = await server.call(fd.foodDeliveryOrderAdd, fields(), { token: token[who] });
  expect(r.code, r.msg).toBe(0);
  return r.data.id;
}

/** Takes the steps `path` (staff as catering, confirm as booker) on order `id`. */
async function walk(id: number, path: string[]) {
  for (const s of path) {
    const r = await STEPS[s](id);
    expect(r.code, `${s}: ${r.msg}`).toBe(0);
  }
}

const STEPS: Record<string, (id: number, who?: string) => Promise<{ code: number; msg: string }>> = {
  audit: (id, who = 'catering') =>
    server.call(fd.foodDeliveryOrderAudit, { id, approved: true }, { token: token[who] }),
  reject: (id, who = 'catering') =>
    server.call(fd.foodDeliveryOrderAudit, { id, approved: false, reason: 'Sold out' }, { token: token[who] }),
  deliver: (id, who = 'catering') => server.call(fd.foodDeliveryOrderDeliveryInProgress, { id }, { token: token[who] }),
  delivered: (id, who = 'catering') => server.call(fd.foodDeliveryOrderDelivered, { id }, { token: token[who] }),
  confirm: (id, who = 'booker') => server.call(fd.foodDeliveryOrderConfirm, { id }, { token: token[who] }),
  settle: (id, who = 'catering') => server.call(fd.foodDeliveryOrderSettlement, { id }, { token: token[who] }),
  cancel: (id, who = 'booker') =>
    server.call(fd.foodDeliveryOrderCancel, { id, reason: 'No longer needed' }, { token: token[who] }),
};

beforeAll(async () => {
  server = await startTestServer();
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;
  for (const who of ['admin', 'booker', 'approver', 'catering'] as const)
    token[who] = (await server.login(DEMO[who])).token;
  const cat = await server.idOf(sql`insert into mc_merchandise_category (name_cn) values ('fd_test') returning id`);
  goods.box = await server.idOf(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
    values (${cat}, 'fd_box', 'box', 1250) returning id`);
  goods.water = await server.idOf(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents)
    values (${cat}, 'fd_water', 'bottle', 300) returning id`);
  goods.off = await server.idOf(sql`insert into mc_merchandise (category_id, name_cn, unit, price_cents, status)
    values (${cat}, 'fd_off', 'box', 100, 1) returning id`);
  lunch = await server.idOf(sql`insert into mc_time_range (name_cn, dining_type_code, start_time, end_time)
    values ('fd_lunch', 'lunch', '11:30', '13:00') returning id`);
  ruleId = await server.idOf(sql`select id from mc_order_rule where status = 0`);
});
afterAll(async () => {
  await server?.close();
});

describe('ordering', () => {
  it('adds an order priced from the merchandise, with lines and a log row', async () => {
    const r = await server.call(fd.foodDeliveryOrderAdd, fields(), { token: token.booker });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({
      state: 'submitted',
      totalCents: 2 * 1250 + 3 * 300,
      applicantUserId: userId.booker,
    });
    expect(r.data.orderNo).toMatch(/^FD\d{8}-\d{4,}$/);
    const lines = await server.query(sql`select name, unit, unit_price_cents, quantity, amount_cents
      from mc_food_delivery_order_line where order_id = ${r.data.id} order by id`);
    expect(lines).toEqual([
      { name: 'fd_box', unit: 'box', unit_price_cents: 1250, quantity: 2, amount_cents: 2500 },
      { name: 'fd_water', unit: 'bottle', unit_price_cents: 300, quantity: 3, amount_cents: 900 },
    ]);
    const stored = await orderRow(r.data.id);
    expect(stored).toMatchObject({ state: 'submitted', total_cents: 3400, area: AREA, start_time: '11:30' });
    expect(new Date(stored!.deliver_at as string).toISOString()).toBe(
      new Date(`${day(3)}T11:30:00+08:00`).toISOString(),
    );
    const [log] = await server.query<{ after: { id: number } }>(sql`select after from operation_log
      where path = '/mc/foodDeliveryOrder/add' order by id desc limit 1`);
    expect(log.after.id).toBe(r.data.id);
  });

  it('refuses each limit of the rule with a code naming it, storing nothing', async () => {
    const before = await server.one<{ n: number }>(sql`select count(*)::int n from mc_food_delivery_order`);
    const cases: [Partial<fd.FoodOrderFields>, number][] = [
      [{ deliveryDate: day(-1) }, Code.FOOD_ORDER_CUTOFF_PASSED],
      [{ area: 'Moon Base' }, Code.FOOD_ORDER_AREA_NOT_SERVED],
      [{ lines: [{ merchandiseId: goods.water, quantity: 2 }] }, Code.FOOD_ORDER_BELOW_MINIMUM],
      [{ lines: [{ merchandiseId: goods.off, quantity: 90 }] }, Code.FOOD_ORDER_MERCHANDISE_UNAVAILABLE],
      [{ timeRangeId: 987654 }, Code.FOOD_ORDER_TIME_RANGE_UNAVAILABLE],
    ];
    for (const [over, code] of cases) {
      const r = await server.call(fd.foodDeliveryOrderAdd, fields(over), { token: token.booker, lang: 'EN' });
      expect(r.code, JSON.stringify(over)).toBe(code);
    }
    const below = await server.call(
      fd.foodDeliveryOrderAdd,
      fields({ lines: [{ merchandiseId: goods.water, quantity: 2 }] }),
      {
        token: token.booker,
        lang: 'EN',
      },
    );
    expect(below.msg).toBe('The order total ¥6.00 is below the minimum of ¥30.00');
    const area = await server.call(fd.foodDeliveryOrderAdd, fields({ area: 'Moon Base' }), {
      token: token.booker,
      lang: 'EN',
    });
    expect(area.msg).toContain('"Moon Base" is outside the delivery areas');
    expect(await server.one(sql`select count(*)::int n from mc_food_delivery_order`)).toEqual(before);
  });

  it('applies a day-before cut-off, and refuses everything without an enabled rule', async () => {
    const rule = (await server.call(fd.orderRuleDetail, { id: ruleId }, { token: token.catering })).data;
    const { id, updatedAt, ...ruleFields } = rule;
    void updatedAt;
    // closes at 00:00 the day before: an order for tomorrow is already too late
    let r = await server.call(
      fd.orderRuleEdit,
      { ...ruleFields, id, status: 0 as const, cutoffKind: 'dayBefore' as const, cutoffTime: '00:00' },
      {
        token: token.catering,
      },
    );
    expect(r.code, r.msg).toBe(0);
    expect(
      (await server.call(fd.foodDeliveryOrderAdd, fields({ deliveryDate: day(1) }), { token: token.booker })).code,
    ).toBe(Code.FOOD_ORDER_CUTOFF_PASSED);
    expect(
      (await server.call(fd.foodDeliveryOrderAdd, fields({ deliveryDate: day(3) }), { token: token.booker })).code,
    ).toBe(0);
    r = await server.call(fd.orderRuleEdit, { ...ruleFields, id, status: 1 }, { token: token.catering });
    expect(r.code).toBe(0);
    expect((await server.call(fd.orderRuleCurrent, undefined, { token: token.booker })).data).toBeNull();
    expect((await server.call(fd.foodDeliveryOrderAdd, fields(), { token: token.booker })).code).toBe(
      Code.FOOD_ORDER_NO_RULE,
    );
    r = await server.call(fd.orderRuleEdit, { ...ruleFields, id, status: 0 as const }, { token: token.catering });
    expect(r.code).toBe(0);
    expect((await server.call(fd.orderRuleCurrent, undefined, { token: token.booker })).data).toMatchObject({
      id,
      minAmountCents: 3000,
      cutoffKind: 'minutesBefore',
    });
  });

  it('edits while submitted (re-priced, lines replaced), and only then', async () => {
    const id = await order();
    const r = await server.call(
      fd.foodDeliveryOrderEdit,
      { ...fields({ lines: [{ merchandiseId: goods.box, quantity: 4 }] }), id },
      {
        token: token.booker,
      },
    );
    expect(r.code, r.msg).toBe(0);
    expect(r.data.totalCents).toBe(5000);
    expect(r.data.lines).toHaveLength(1);
    await walk(id, ['audit']);
    const refused = await server.call(
      fd.foodDeliveryOrderEdit,
      { ...fields(), id },
      { token: token.booker, lang: 'EN' },
    );
    expect(refused.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect(refused.msg).toBe(`Food delivery order ${id} cannot be edited while it is Audited`);
    expect((await orderRow(id))!.total_cents).toBe(5000);
  });
});

describe('the lifecycle', () => {
  it('walks submitted → audited → in delivery → delivered → confirmed → settled, stamping each step', async () => {
    const id = await order();
    await walk(id, ['audit', 'deliver', 'delivered', 'confirm', 'settle']);
    const row = await orderRow(id);
    expect(row!.state).toBe('settled');
    for (const c of ['audited_at', 'delivering_at', 'delivered_at', 'confirmed_at', 'settled_at'])
      expect(row![c]).not.toBeNull();
    expect(row!.cancelled_at).toBeNull();
    const logs = await server.query<{ path: string }>(sql`select path from operation_log
      where (after->>'id')::int = ${id} and path like '/mc/foodDeliveryOrder/%' order by id`);
    expect(logs.map((l) => l.path)).toEqual([
      '/mc/foodDeliveryOrder/add',
      '/mc/foodDeliveryOrder/audit',
      '/mc/foodDeliveryOrder/deliveryInProgress',
      '/mc/foodDeliveryOrder/delivered',
      '/mc/foodDeliveryOrder/confirm',
      '/mc/foodDeliveryOrder/settlement',
    ]);
  });

  it('rejects with a reason', async () => {
    const id = await order();
    await walk(id, ['reject']);
    expect(await orderRow(id)).toMatchObject({ state: 'rejected', reason: 'Sold out' });
    const noReason = await server.call(fd.foodDeliveryOrderAudit, { id, approved: false } as never, {
      token: token.catering,
    });
    expect(noReason.code).toBe(Code.BAD_REQUEST);
  });

  it('cancels while submitted or audited, never once in delivery', async () => {
    const a = await order();
    await walk(a, ['cancel']);
    expect(await orderRow(a)).toMatchObject({ state: 'cancelled', reason: 'No longer needed' });
    const b = await order();
    await walk(b, ['audit', 'cancel']);
    expect((await orderRow(b))!.state).toBe('cancelled');
    const c = await order();
    await walk(c, ['audit', 'deliver']);
    const before = await orderRow(c);
    const r = await STEPS.cancel(c);
    expect(r.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect(await orderRow(c)).toEqual(before);
  });

  /** From each state, every step it refuses answers ORDER_STEP_NOT_ALLOWED and changes nothing. */
  const PATHS: Record<string, string[]> = {
    submitted: [],
    audited: ['audit'],
    rejected: ['reject'],
    deliveryInProgress: ['audit', 'deliver'],
    delivered: ['audit', 'deliver', 'delivered'],
    confirmed: ['audit', 'deliver', 'delivered', 'confirm'],
    settled: ['audit', 'deliver', 'delivered', 'confirm', 'settle'],
    cancelled: ['cancel'],
  };
  const ACCEPTS: Record<string, string[]> = {
    submitted: ['audit', 'reject', 'cancel'],
    audited: ['deliver', 'cancel'],
    deliveryInProgress: ['delivered'],
    delivered: ['confirm'],
    confirmed: ['settle'],
  };
  it.each(Object.keys(PATHS))('refuses every wrong step in %s, changing nothing', async (state) => {
    const id = await order();
    await walk(id, PATHS[state]);
    const before = await orderRow(id);
    expect(before!.state).toBe(state);
    const lines = await server.query(sql`select * from mc_food_delivery_order_line where order_id = ${id}`);
    for (const s of Object.keys(STEPS).filter((s) => !(ACCEPTS[state] ?? []).includes(s))) {
      const r = await STEPS[s](id);
      expect(r.code, `${state} ${s}`).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    }
    expect(await orderRow(id)).toEqual(before);
    expect(await server.query(sql`select * from mc_food_delivery_order_line where order_id = ${id}`)).toEqual(lines);
  });

  it('lets only the applicant confirm: anyone else gets NOT_FOUND', async () => {
    const id = await order();
    await walk(id, ['audit', 'deliver', 'delivered']);
    for (const who of ['catering', 'admin', 'approver']) {
      expect((await STEPS.confirm(id, who)).code, who).toBe(Code.NOT_FOUND);
    }
    expect((await orderRow(id))!.state).toBe('delivered');
    expect((await STEPS.confirm(id)).code).toBe(0);
  });

  it('of two staff marking delivered at once, exactly one succeeds', async () => {
    const id = await order();
    await walk(id, ['audit', 'deliver']);
    const results = await Promise.all([STEPS.delivered(id, 'catering'), STEPS.delivered(id, 'admin')]);
    expect(results.map((r) => r.code).sort()).toEqual([0, Code.ORDER_STEP_NOT_ALLOWED].sort());
    expect((await orderRow(id))!.state).toBe('delivered');
    const logs = await server.query(sql`select id from operation_log where path = '/mc/foodDeliveryOrder/delivered'
      and (after->>'id')::int = ${id}`);
    expect(logs).toHaveLength(1);
  });
});

describe('data scope', () => {
  it('shows users their own orders only; staff with the page permission see all', async () => {
    const mine = await order('booker');
    const other = await order('approver');
    const page = async (who: string) =>
      (await server.call(fd.foodDeliveryOrderPage, { pageNo: 1, pageSize: 100 }, { token: token[who] })).data.rows.map(
        (r) => r.id,
      );
    expect(await page('booker')).toContain(mine);
    expect(await page('booker')).not.toContain(other);
    expect(await page('catering')).toEqual(expect.arrayContaining([mine, other]));
    expect((await server.call(fd.foodDeliveryOrderDetail, { id: other }, { token: token.booker })).code).toBe(
      Code.NOT_FOUND,
    );
    expect(
      (await server.call(fd.foodDeliveryOrderDetail, { id: other }, { token: token.catering })).data.lines,
    ).toHaveLength(2);
    expect((await STEPS.cancel(other, 'booker')).code).toBe(Code.NOT_FOUND);
    expect(
      (await server.call(fd.foodDeliveryOrderEdit, { ...fields(), id: other }, { token: token.booker })).code,
    ).toBe(Code.NOT_FOUND);
    const counts = (await server.call(fd.foodDeliveryOrderStateCount, undefined, { token: token.booker })).data;
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int n from mc_food_delivery_order
      where applicant_user_id = ${userId.booker} and state = 'submitted'`);
    expect(counts.submitted).toBe(n);
  });

  it('counts and lists the orders of delivery days from–to (both included)', async () => {
    const days = await server.query<{ d: string }>(sql`select distinct to_char(delivery_date, 'YYYY-MM-DD') as d
      from mc_food_delivery_order order by 1`);
    const window = { deliveryFrom: days[0].d, deliveryTo: days[1].d };
    const stored = await server.query<{ state: string; n: number }>(sql`select state, count(*)::int n
      from mc_food_delivery_order where delivery_date between ${window.deliveryFrom} and ${window.deliveryTo}
      group by state`);
    const counts = (await server.call(fd.foodDeliveryOrderStateCount, window, { token: token.catering })).data;
    expect(counts).toEqual(Object.fromEntries(stored.map((r) => [r.state, r.n])));
    const page = await server.call(
      fd.foodDeliveryOrderPage,
      { pageNo: 1, pageSize: 100, ...window },
      {
        token: token.catering,
      },
    );
    expect(page.data.total).toBe(stored.reduce((a, r) => a + r.n, 0));
    expect(page.data.rows.every((r) => r.deliveryDate >= days[0].d && r.deliveryDate <= days[1].d)).toBe(true);
    const all = await server.call(fd.foodDeliveryOrderPage, { pageNo: 1, pageSize: 100 }, { token: token.catering });
    expect(all.data.total).toBeGreaterThan(page.data.total);
  });

  it("lists and counts only the caller's own orders with `mine`, even for staff who see all", async () => {
    const own = await order('catering');
    const other = await order('booker');
    const ids = async (mine?: 'true' | 'false') =>
      (
        await server.call(fd.foodDeliveryOrderPage, { pageNo: 1, pageSize: 100, mine }, { token: token.catering })
      ).data.rows.map((r) => r.id);
    expect(await ids()).toEqual(expect.arrayContaining([own, other]));
    expect(await ids('false')).toEqual(expect.arrayContaining([own, other]));
    const mine = await ids('true');
    expect(mine).toContain(own);
    expect(mine).not.toContain(other);
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int n from mc_food_delivery_order
      where applicant_user_id = ${userId.catering}`);
    expect(mine).toHaveLength(n);
    const counts = (await server.call(fd.foodDeliveryOrderStateCount, { mine: 'true' }, { token: token.catering }))
      .data;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(n);
  });

  it('refuses the staff steps to a user without the button permission', async () => {
    const id = await order();
    expect((await STEPS.audit(id, 'booker')).code).toBe(Code.FORBIDDEN);
  });
});

describe('order rules', () => {
  it('adds, pages, edits and deletes; enabling one disables the others', async () => {
    const add = await server.call(
      fd.orderRuleAdd,
      {
        name: 'fd_rule',
        cutoffKind: 'dayBefore',
        cutoffMinutes: 0,
        cutoffTime: '16:00',
        minAmountCents: 0,
        areas: ['A'],
        remark: '',
        status: 0,
      },
      { token: token.catering },
    );
    expect(add.code, add.msg).toBe(0);
    const enabled = await server.query<{ id: number }>(sql`select id from mc_order_rule where status = 0`);
    expect(enabled.map((r) => r.id)).toEqual([add.data.id]);
    const page = await server.call(fd.orderRulePage, { pageNo: 1, pageSize: 10 }, { token: token.catering });
    expect(page.data.rows[0].id).toBe(add.data.id);
    expect(
      (await server.call(fd.orderRuleDelete, { ids: [add.data.id, 987654] }, { token: token.catering })).code,
    ).toBe(Code.NOT_FOUND);
    expect((await server.call(fd.orderRuleDelete, { ids: [add.data.id] }, { token: token.catering })).code).toBe(0);
    await server.query(sql`update mc_order_rule set status = 0 where id = ${ruleId}`);
    expect((await server.call(fd.orderRuleCurrent, undefined, { token: token.booker })).data?.id).toBe(ruleId);
  });
});

describe('applicant infos', () => {
  it("keeps each user's own, one default each; another's is NOT_FOUND; staff page them", async () => {
    const info = { name: 'Han Meimei', phone: '13700000000', area: AREA, address: 'Room 9', isDefault: true };
    const a = await server.call(fd.applicantInfoAdd, info, { token: token.approver });
    expect(a.code, a.msg).toBe(0);
    const b = await server.call(fd.applicantInfoAdd, { ...info, address: 'Room 10' }, { token: token.approver });
    const list = (await server.call(fd.applicantInfoDropdown, undefined, { token: token.approver })).data;
    expect(list.map((r) => [r.id, r.isDefault])).toEqual([
      [b.data.id, true],
      [a.data.id, false],
    ]);
    const bookers = (await server.call(fd.applicantInfoDropdown, undefined, { token: token.booker })).data;
    expect(bookers.every((r) => r.userId === userId.booker)).toBe(true);
    expect((await server.call(fd.applicantInfoEdit, { ...info, id: a.data.id }, { token: token.booker })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await server.call(fd.applicantInfoDelete, { ids: [a.data.id] }, { token: token.booker })).code).toBe(
      Code.NOT_FOUND,
    );
    const edit = await server.call(
      fd.applicantInfoEdit,
      { ...info, address: 'Room 11', id: a.data.id },
      { token: token.approver },
    );
    expect(edit.data).toMatchObject({ address: 'Room 11', isDefault: true });
    expect(
      await server.query(sql`select id from mc_applicant_info where user_id = ${userId.approver} and is_default`),
    ).toEqual([{ id: a.data.id }]);
    const page = await server.call(fd.applicantInfoPage, { pageNo: 1, pageSize: 100 }, { token: token.catering });
    expect(page.data.rows.map((r) => r.id)).toEqual(expect.arrayContaining([a.data.id, b.data.id]));
    expect((await server.call(fd.applicantInfoPage, { pageNo: 1, pageSize: 100 }, { token: token.booker })).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await server.call(fd.applicantInfoDelete, { ids: [b.data.id] }, { token: token.approver })).code).toBe(0);
    expect(await server.one(sql`select id from mc_applicant_info where id = ${b.data.id}`)).toBeUndefined();
  });
});
