/**
 * The club's money (docs/fitness-cashier.md): the desk's member search and sale of priced items with
 * their receipts; the ledger with its filters and totals (card sales and refunds included); the daily
 * close — figures per method, the counted cash's difference, one close per day even for two at once,
 * no row dated in a closed day afterwards (a refund after the close counts the next day); income
 * statistics (received, refunded, earned, deferred); class sales and attendance; the test payment
 * provider's signed callback (forged signature, altered amount, unknown order, replay).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cc from '../../platform/contracts/club-cashier.contract';
import * as mc from '../../platform/contracts/membership-card.contract';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { signPayCallback } from '../../server/modules/fitness/test-provider';
import { DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let cash: number;
let bank: number;
let alice: number;
const today = () => shanghaiDate(0);

/** Adds a member of organisation `cs` with a mobile number. */
async function addMember(account: string, phone: string) {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  return server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, ${phone}, (select id from sys_org where code = 'cs')) returning id`);
}
/** Sells a priced item as the administrator; expects success. */
async function sell(itemKind: 'class' | 'private' | 'training' | 'other', unitCents: number, methodId = cash) {
  const r = await server.call(
    cc.fitnessCashierSell,
    { userId: alice, itemKind, description: `${itemKind} item`, unitCents, quantity: 2, methodId },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
const rowsCount = async () => {
  const row = await server.one<{ n: number }>(sql`select (select count(*) from club_payment)::int
    + (select count(*) from club_day_close)::int
    + (select count(*) from club_pay_order where state = 'paid')::int as n`);
  return row!.n;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  cash = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
  bank = await server.idOf(sql`select id from club_pay_method where kind = 'bankCard' order by id limit 1`);
  alice = await addMember('cc_alice', '13811112222');
});
afterAll(async () => {
  await server?.close();
});

describe('the desk', () => {
  it('finds members by account, name or mobile, the mobile masked', async () => {
    const r = await server.call(cc.fitnessCashierMembers, { keyword: '1381111' }, { token: admin });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toEqual([expect.objectContaining({ id: alice, account: 'cc_alice', phone: '138****2222' })]);
  });

  it('sells a priced item: one ledger row of its kind on today, with the member’s organisation', async () => {
    const row = await sell('class', 5000);
    expect(row).toMatchObject({
      kind: 'sale',
      itemKind: 'class',
      amountCents: 10_000,
      signedCents: 10_000,
      quantity: 2,
      memberAccount: 'cc_alice',
      businessDay: today(),
      providerState: 'paid',
    });
    const stored = await server.one<{ org_id: number; org: number }>(sql`select org_id,
      (select org_id from sys_user where id = ${alice}) as org from club_payment where id = ${row.id}`);
    expect(stored!.org_id).toBe(stored!.org);
    const receipt = await server.call(cc.fitnessCashierReceipt, { id: row.id }, { token: admin });
    expect(receipt.data).toEqual(row);
  });

  it('refuses an unknown member or method, storing nothing', async () => {
    const before = await rowsCount();
    const r = await server.call(
      cc.fitnessCashierSell,
      { userId: 999_999, itemKind: 'other', description: 'x', unitCents: 100, methodId: cash },
      { token: admin },
    );
    expect(r.code).toBe(Code.CARD_MEMBER_UNKNOWN);
    const m = await server.call(
      cc.fitnessCashierSell,
      { userId: alice, itemKind: 'other', description: 'x', unitCents: 100, methodId: 999_999 },
      { token: admin },
    );
    expect(m.code).toBe(Code.PAY_METHOD_UNKNOWN);
    expect(await rowsCount()).toBe(before);
  });
});

describe('the ledger', () => {
  it('lists sales and card refunds with filters and totals', async () => {
    const type = await server.call(
      mc.fitnessCardTypeAdd,
      {
        nameCn: '收银测试卡',
        priceCents: 30_000,
        uses: 3,
        rules: { refund: { allowed: true, to: 'original', partial: true } },
      },
      { token: admin },
    );
    expect(type.code, type.msg).toBe(0);
    const card = await server.call(
      mc.fitnessCardBuy,
      { typeId: type.data.id, userId: alice, methodId: bank },
      { token: admin },
    );
    expect(card.code, card.msg).toBe(0);
    const refund = await server.call(
      mc.fitnessCardRefund,
      { id: card.data.id, methodId: bank, amountCents: 10_000, reason: 'test' },
      { token: admin },
    );
    expect(refund.code, refund.msg).toBe(0);
    const all = await server.call(cc.fitnessLedgerPage, { keyword: 'cc_alice', pageSize: 50 }, { token: admin });
    expect(all.code, all.msg).toBe(0);
    expect(all.data.totals).toEqual({ salesCents: 40_000, refundsCents: 10_000, netCents: 30_000, count: 3 });
    const refunds = await server.call(cc.fitnessLedgerPage, { keyword: 'cc_alice', kind: 'refund' }, { token: admin });
    expect(refunds.data.rows).toEqual([
      expect.objectContaining({ kind: 'refund', signedCents: -10_000, itemKind: 'card', cardId: card.data.id }),
    ]);
    const byBank = await server.call(
      cc.fitnessLedgerPage,
      { keyword: 'cc_alice', methodId: bank, itemKind: 'card' as never },
      { token: admin },
    );
    expect(byBank.data.totals.count).toBe(2);
    const classes = await server.call(cc.fitnessClassSalePage, { keyword: 'cc_alice' }, { token: admin });
    expect(classes.data.rows.map((r) => r.itemKind)).toEqual(['class']);
  });
});

describe('statistics', () => {
  it('class sales by kind and coach, attendance by day and course kind', async () => {
    const s = await server.call(cc.fitnessClassSaleStatistics, { from: today(), to: today() }, { token: admin });
    expect(s.code, s.msg).toBe(0);
    // The same as the ledger's class rows of the day (the demo's sale today among them).
    const classes = await server.call(
      cc.fitnessLedgerPage,
      { from: today(), to: today(), itemKind: 'class' as never },
      { token: admin },
    );
    const t = classes.data.totals;
    expect(t.count).toBeGreaterThanOrEqual(1);
    expect(s.data.byKind).toContainEqual({ itemKind: 'class', count: t.count, netCents: t.netCents });
    const type = await server.call(
      mc.fitnessCardTypeAdd,
      { nameCn: '课程卡', priceCents: 20_000, uses: 4 },
      { token: admin },
    );
    const card = await server.call(
      mc.fitnessCardBuy,
      { typeId: type.data.id, userId: alice, methodId: cash },
      { token: admin },
    );
    expect(card.code, card.msg).toBe(0);
    // The demo's class bookings and sessions take uses today too: the visit adds one to what was counted.
    const leagueToday = async () => {
      const a = await server.call(cc.fitnessAttendanceStatistics, { from: today(), to: today() }, { token: admin });
      expect(a.code, a.msg).toBe(0);
      return a.data.find((r) => r.day === today() && r.courseKind === 'league')?.count ?? 0;
    };
    const before = await leagueToday();
    const use = await server.call(mc.fitnessCardUse, { userId: alice, courseKind: 'league' }, { token: admin });
    expect(use.code, use.msg).toBe(0);
    expect(await leagueToday()).toBe(before + 1);
    const page = await server.call(cc.fitnessAttendancePage, { courseKind: 'league' }, { token: admin });
    expect(page.data.rows[0]).toMatchObject({ cardId: card.data.id, memberName: 'cc_alice' });
  });

  it('income: received, refunded, earned (a use of a uses card, the class at once), deferred', async () => {
    const r = await server.call(cc.fitnessIncomeStatistics, { from: today(), to: today() }, { token: admin });
    expect(r.code, r.msg).toBe(0);
    const ledger = await server.call(cc.fitnessLedgerPage, { from: today(), to: today() }, { token: admin });
    expect(r.data.totals.receivedCents).toBe(ledger.data.totals.salesCents);
    expect(r.data.totals.refundedCents).toBe(ledger.data.totals.refundsCents);
    const vip = await server.call(
      cc.fitnessIncomeStatistics,
      { from: addIsoDays(today(), -1), to: today(), scope: 'vip' },
      { token: admin },
    );
    const mine = await server.call(
      cc.fitnessIncomeStatistics,
      { from: today(), to: today(), scope: 'group' },
      { token: admin },
    );
    // The class sold today is earned today.
    expect(mine.data.totals.earnedCents).toBeGreaterThanOrEqual(10_000);
    expect(vip.data.rows).toHaveLength(2);
    const t = vip.data.totals;
    expect(t.deferredCents).toBe(vip.data.rows[1].deferredCents);
    // received − refunded − earned over all time = deferred (nothing before yesterday but the demo's).
    const month = await server.call(
      cc.fitnessIncomeStatistics,
      { from: addIsoDays(today(), -40), to: today(), by: 'month', scope: 'vip' },
      { token: admin },
    );
    expect(month.data.rows.length).toBeGreaterThanOrEqual(2);
    expect(month.data.totals.deferredCents).toBe(t.deferredCents);
  });

  it('refuses a reversed or too long range', async () => {
    const r = await server.call(
      cc.fitnessIncomeStatistics,
      { from: today(), to: addIsoDays(today(), -1) },
      { token: admin },
    );
    expect(r.code).toBe(Code.STATISTICS_RANGE_INVALID);
    const long = await server.call(
      cc.fitnessClassSaleStatistics,
      { from: addIsoDays(today(), -400), to: today() },
      { token: admin },
    );
    expect(long.code).toBe(Code.STATISTICS_RANGE_INVALID);
  });
});

describe('data scope', () => {
  it('counts in statistics only the members of the caller’s organisation', async () => {
    const [{ id: roleId }] = await server.query<{ id: number }>(
      sql`insert into sys_role (code, name, data_scope) values ('cc_org', 'cc_org', 'org') returning id`,
    );
    await server.query(sql`insert into sys_role_menu (role_id, menu_id) select ${roleId}, id from sys_menu
      where permission in ('fitness:income:page', 'fitness:ledger:page', 'fitness:classSale:page')`);
    const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
    const staff = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
      values ('cc_staff', 'cc_staff', ${hash}, (select id from sys_org where code = 'sports-east')) returning id`);
    await server.query(sql`insert into sys_user_role (user_id, role_id) values (${staff}, ${roleId})`);
    const token = (await server.login({ account: 'cc_staff', password: 'Member@123' })).token;
    const range = { from: addIsoDays(today(), -3), to: today() };
    const mine = await server.call(cc.fitnessLedgerPage, { ...range, pageSize: 100 }, { token });
    expect(mine.code, mine.msg).toBe(0);
    expect(mine.data.rows.some((r) => r.memberAccount === 'cc_alice')).toBe(false);
    const income = await server.call(cc.fitnessIncomeStatistics, range, { token });
    expect(income.data.totals.receivedCents).toBe(mine.data.totals.salesCents);
    const all = await server.call(cc.fitnessIncomeStatistics, range, { token: admin });
    expect(all.data.totals.receivedCents).toBeGreaterThan(income.data.totals.receivedCents);
    const classes = await server.call(cc.fitnessClassSaleStatistics, range, { token });
    const counted = classes.data.byKind.reduce((n, k) => n + k.count, 0);
    const listed = await server.call(cc.fitnessClassSalePage, { ...range, kind: 'sale', pageSize: 100 }, { token });
    expect(counted).toBe(listed.data.totals.count);
  });
});

describe('the test payment provider', () => {
  let orderNo = '';
  let paymentId = 0;
  beforeAll(async () => {
    server.config.paymentProvider = 'test';
    const row = await sell('other', 1234);
    expect(row.providerState).toBe('pending');
    paymentId = row.id;
    orderNo = (await server.one<{ order_no: string }>(sql`select order_no from club_pay_order
      where payment_id = ${row.id}`))!.order_no;
    server.config.paymentProvider = 'manual';
  });
  const callback = (fields: { orderNo: string; amountCents: number }, secret = server.config.serverSecret) => ({
    ...fields,
    status: 'paid' as const,
    signature: signPayCallback({ ...fields, status: 'paid' }, secret),
  });
  const state = async () =>
    (await server.one<{ state: string }>(sql`select state from club_pay_order where order_no = ${orderNo}`))!.state;

  it('refuses a forged signature, an altered amount and an unknown order; nothing changes', async () => {
    const forged = await server.call(cc.fitnessPayCallback, callback({ orderNo, amountCents: 2468 }, 'another-secret'));
    expect(forged.code).toBe(Code.PAY_CALLBACK_SIGNATURE);
    const altered = { ...callback({ orderNo, amountCents: 2468 }), amountCents: 1 };
    expect((await server.call(cc.fitnessPayCallback, altered)).code).toBe(Code.PAY_CALLBACK_SIGNATURE);
    // Signed by the server's key, but not the order's amount (a provider's bug or a mix-up).
    const wrong = await server.call(cc.fitnessPayCallback, callback({ orderNo, amountCents: 1 }));
    expect(wrong.code).toBe(Code.PAY_CALLBACK_AMOUNT);
    const unknown = await server.call(cc.fitnessPayCallback, callback({ orderNo: 'T0', amountCents: 2468 }));
    expect(unknown.code).toBe(Code.PAY_CALLBACK_ORDER);
    expect(await state()).toBe('pending');
  });

  it('confirms the order once; a replay answers as the first and changes nothing', async () => {
    const ok = await server.call(cc.fitnessPayCallback, callback({ orderNo, amountCents: 2468 }));
    expect(ok.code, ok.msg).toBe(0);
    expect(ok.data).toEqual({ orderNo, state: 'paid', repeated: false });
    const paidAt = await server.one(sql`select paid_at from club_pay_order where order_no = ${orderNo}`);
    const again = await server.call(cc.fitnessPayCallback, callback({ orderNo, amountCents: 2468 }));
    expect(again.data).toEqual({ orderNo, state: 'paid', repeated: true });
    expect(await server.one(sql`select paid_at from club_pay_order where order_no = ${orderNo}`)).toEqual(paidAt);
    const receipt = await server.call(cc.fitnessCashierReceipt, { id: paymentId }, { token: admin });
    expect(receipt.data.providerState).toBe('paid');
  });
});

describe('the daily close', () => {
  const yesterday = () => addIsoDays(today(), -1);
  let expected = 0;

  it('shows a day’s figures per method and the cash expected', async () => {
    const before = await server.call(cc.fitnessDayClosePreview, { day: yesterday() }, { token: admin });
    await server.query(sql`insert into club_payment (kind, amount_cents, method_id, item, item_kind, user_id,
      business_day, at, description) values
      ('sale', 7000, ${cash}, 'item', 'other', ${alice}, ${yesterday()}, now() - interval '1 day', 'water'),
      ('refund', 2000, ${cash}, 'refund', 'card', ${alice}, ${yesterday()}, now() - interval '1 day', ''),
      ('sale', 3000, ${bank}, 'item', 'other', ${alice}, ${yesterday()}, now() - interval '1 day', 'towel')`);
    const r = await server.call(cc.fitnessDayClosePreview, { day: yesterday() }, { token: admin });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.closed).toBe(false);
    expect(r.data.expectedCashCents - before.data.expectedCashCents).toBe(5000);
    expect(r.data.salesCents - before.data.salesCents).toBe(10_000);
    expect(r.data.refundsCents - before.data.refundsCents).toBe(2000);
    expected = r.data.expectedCashCents;
  });

  it('closes a day once, even for two closes at once, with the difference of the cash counted', async () => {
    const [a, b] = await Promise.all(
      [4900, 5000].map((countedCashCents) =>
        server.call(cc.fitnessDayCloseClose, { day: yesterday(), countedCashCents }, { token: admin }),
      ),
    );
    expect([a.code, b.code].sort()).toEqual([0, Code.CASHIER_DAY_CLOSED].sort());
    const done = a.code === 0 ? a.data : b.data;
    expect(done.expectedCashCents).toBe(expected);
    expect(done.differenceCents).toBe(done.countedCashCents - expected);
    const n = await server.one<{ n: number }>(
      sql`select count(*)::int as n from club_day_close where day = ${yesterday()}`,
    );
    expect(n!.n).toBe(1);
    const list = await server.call(cc.fitnessDayClosePage, {}, { token: admin });
    expect(list.data.rows[0]).toMatchObject({ day: yesterday(), expectedCashCents: expected });
    expect(list.data.rows[0].methods.length).toBeGreaterThanOrEqual(2);
    const again = await server.call(cc.fitnessDayClosePreview, { day: yesterday() }, { token: admin });
    expect(again.data.closed).toBe(true);
  });

  it('refuses a future day', async () => {
    const r = await server.call(
      cc.fitnessDayCloseClose,
      { day: addIsoDays(today(), 1), countedCashCents: 0 },
      { token: admin },
    );
    expect(r.code).toBe(Code.CASHIER_CLOSE_FUTURE);
  });

  it('after today’s close, a sale and a card refund are dated the next day', async () => {
    // Sales racing the close: each lands wholly before it (counted in its figures) or after it (the next day).
    const sale = () =>
      server.call(
        cc.fitnessCashierSell,
        { userId: alice, itemKind: 'other', description: 'race', unitCents: 100, methodId: cash },
        { token: admin },
      );
    const [close, ...raced] = await Promise.all([
      server.call(cc.fitnessDayCloseClose, { day: today(), countedCashCents: 0 }, { token: admin }),
      sale(),
      sale(),
      sale(),
    ]);
    expect(close.code, close.msg).toBe(0);
    expect(raced.map((r) => r.code)).toEqual([0, 0, 0]);
    const dated = await server.one<{ sales: number }>(sql`select coalesce(sum(amount_cents), 0)::int as sales
      from club_payment where business_day = ${today()} and kind = 'sale'`);
    expect(close.data.salesCents).toBe(dated!.sales);
    const before = await server.one<{ n: number }>(sql`select count(*)::int as n from club_payment
      where business_day = ${today()}`);
    const row = await sell('private', 100);
    expect(row.businessDay).toBe(addIsoDays(today(), 1));
    const type = await server.call(
      mc.fitnessCardTypeAdd,
      {
        nameCn: '日结后退卡',
        priceCents: 500,
        uses: 1,
        rules: { refund: { allowed: true, to: 'original', partial: true } },
      },
      { token: admin },
    );
    const card = await server.call(
      mc.fitnessCardBuy,
      { typeId: type.data.id, userId: alice, methodId: cash },
      { token: admin },
    );
    await server.call(mc.fitnessCardRefund, { id: card.data.id, methodId: cash, amountCents: 500 }, { token: admin });
    const days = await server.query<{ business_day: string }>(sql`select business_day::text from club_payment
      where card_id = ${card.data.id}`);
    expect(days.map((d) => d.business_day)).toEqual([addIsoDays(today(), 1), addIsoDays(today(), 1)]);
    const after = await server.one<{ n: number }>(sql`select count(*)::int as n from club_payment
      where business_day = ${today()}`);
    expect(after).toEqual(before);
  });
});

describe('migration 0042', () => {
  /** The Cashier folder's menus and the administrators' grants of them, comparable across databases. */
  const menus = () =>
    server.query(sql`select m.name, m.path, m.type, m.permission, m.title_en, m.sort,
      (select count(*)::int from sys_role_menu rm join sys_role r on r.id = rm.role_id
        where rm.menu_id = m.id and r.code = 'admin') as granted
      from sys_menu m where m.app_code = 'venue' and (m.name = 'fitnessCashier'
        or m.parent_id in (select id from sys_menu where name = 'fitnessCashier')
        or m.permission in ('fitness:cashier:sell', 'fitness:dayClose:close'))
      order by m.type, m.sort, m.name`);

  it('adds the Cashier menus as the seed has them to a database seeded before, once', async () => {
    const seeded = await menus();
    expect(seeded.length).toBe(17);
    const sqlText = readFileSync(new URL('../../server/db/migrations/0042_club-cashier.sql', import.meta.url), 'utf8');
    const menuPart = sqlText.slice(sqlText.indexOf('-- The back office\'s "Cashier" folder'));
    const run = async () => {
      for (const statement of menuPart.split('--> statement-breakpoint'))
        if (statement.trim()) await server.query(sql.raw(statement));
    };
    await server.query(sql`delete from sys_role_menu where menu_id in (select id from sys_menu where app_code = 'venue'
      and (name = 'fitnessCashier' or parent_id in (select id from sys_menu where name = 'fitnessCashier')
      or permission in ('fitness:cashier:sell', 'fitness:dayClose:close')))`);
    await server.query(
      sql`delete from sys_menu where permission in ('fitness:cashier:sell', 'fitness:dayClose:close')`,
    );
    await server.query(
      sql`delete from sys_menu where parent_id in (select id from sys_menu where name = 'fitnessCashier')`,
    );
    await server.query(sql`delete from sys_menu where name = 'fitnessCashier'`);
    await run();
    await run();
    const strip = (rows: Record<string, unknown>[]) => rows.map((r) => (r.type === 0 ? { ...r, sort: 0 } : r));
    expect(strip(await menus())).toEqual(strip(seeded));
  });
});
