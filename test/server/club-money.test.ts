/**
 * The club's money (docs/fitness-sites.md "Payment at the desk", docs/fitness-penalties.md, docs/fitness-cashier.md):
 * a sport order paid at the desk — one ledger row of kind site and its payment row keyed by the reservation, twice at
 * once still one, the test provider pending until its callback, a cancel refunding it in its transaction, the income
 * statistics' site category, the order's payment states; a penalty fee paid with a method writes a ledger row of kind
 * penalty (on the open business day); a charged club penalty deducts the rule's credit points (a credit record
 * pointing at the penalty, never at both), a waiver gives them back, the member's credit shows the reason; migration
 * 0051 adds the desk's pay button once. Each answer is checked against what was stored.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cash from '../../platform/contracts/club-cashier.contract';
import * as cc from '../../platform/contracts/club-class.contract';
import * as pen from '../../platform/contracts/club-penalty.contract';
import { getUserCredit } from '../../platform/contracts/credit.contract';
import * as mc from '../../platform/contracts/membership-card.contract';
import { addReserve, cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import * as sport from '../../platform/contracts/sport-site.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { signPayCallback } from '../../server/modules/fitness/test-provider';
import { at, DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
let cashId: number;
let bankId: number;
let courtId: number;
let freeCourtId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer({ poolSize: 12 });
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  cashId = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
  bankId = await server.idOf(sql`select id from club_pay_method where kind = 'bankCard' order by id limit 1`);
  courtId = await server.idOf(sql`select id from site where name_en = 'Basketball Court 2'`);
  freeCourtId = await server.idOf(sql`select id from site where name_en = 'Basketball Court 3'`);
  // 60.00 an hour every day on court 2; court 3 without bands is free.
  const days = [1, 2, 3, 4, 5, 6, 7];
  const saved = await server.call(
    sport.sportSiteSave,
    { siteId: courtId, state: 'open', priceBands: [{ weekDays: days, from: '00:00', to: '24:00', priceCents: 6000 }] },
    { token: admin },
  );
  expect(saved.code, saved.msg).toBe(0);
  const free = await server.call(
    sport.sportSiteSave,
    { siteId: freeCourtId, state: 'open', priceBands: [] },
    {
      token: admin,
    },
  );
  expect(free.code, free.msg).toBe(0);
});
afterAll(async () => {
  await server?.close();
});

let hourSlot = 7;
/** Books an hour of `siteId` for the demo booker some days ahead; confirmed (approved) when the scene audits. */
async function order(siteId = courtId): Promise<number> {
  hourSlot += 1;
  const date = shanghaiDate(3 + Math.floor(hourSlot / 12));
  const hh = String(8 + (hourSlot % 12)).padStart(2, '0');
  const next = String(9 + (hourSlot % 12)).padStart(2, '0');
  const made = await server.call(
    addReserve,
    { siteId, start: at(date, `${hh}:00`), end: at(date, `${next}:00`) },
    {
      token: booker,
    },
  );
  expect(made.code, made.msg).toBe(0);
  const id = made.data!.id;
  await server.query(sql`update reservation set status = 'approved' where id = ${id} and status = 'pendingAudit'`);
  return id;
}
const pay = (id: number, methodId = cashId) => server.call(sport.sportOrderPay, { id, methodId }, { token: admin });
const detail = async (id: number) => (await server.call(sport.sportOrderDetail, { id }, { token: admin })).data!;
const ledgerOf = (reservationId: number) =>
  server.query<{
    id: number;
    kind: string;
    amount_cents: number;
    method_id: number;
    item_kind: string;
    refund_of_id: number | null;
  }>(
    sql`select c.id, c.kind, c.amount_cents, c.method_id, c.item_kind, c.refund_of_id from club_payment c
      where c.id in (select payment_id from sport_order_payment where reservation_id = ${reservationId})
         or c.id in (select refund_payment_id from sport_order_payment where reservation_id = ${reservationId})
      order by c.id`,
  );

describe('sport orders paid at the desk', () => {
  it('pays an unpaid order once: one ledger row of kind site, its payment row, the order paid', async () => {
    const id = await order();
    expect(await detail(id)).toMatchObject({ amountCents: 6000, payState: 'unpaid', paymentId: null });
    const paid = await pay(id);
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data).toMatchObject({ id, amountCents: 6000, payState: 'paid' });
    const ledger = await ledgerOf(id);
    expect(ledger).toEqual([
      {
        id: paid.data!.paymentId,
        kind: 'sale',
        amount_cents: 6000,
        method_id: cashId,
        item_kind: 'site',
        refund_of_id: null,
      },
    ]);
    expect(
      await server.query(sql`select state, amount_cents, method_id, refund_payment_id, user_id = (select id from
        sys_user where account = 'booker') as booker, org_id = (select org_id from sys_user where account = 'booker')
        as org from sport_order_payment where reservation_id = ${id}`),
    ).toEqual([
      { state: 'paid', amount_cents: 6000, method_id: cashId, refund_payment_id: null, booker: true, org: true },
    ]);
    // The reservation itself is not edited by the payment; the receipt is the ledger's.
    const receipt = await server.call(cash.fitnessCashierReceipt, { id: paid.data!.paymentId! }, { token: admin });
    expect(receipt.data).toMatchObject({ itemKind: 'site', amountCents: 6000, memberAccount: 'booker' });
    const again = await pay(id, bankId);
    expect(again.code).toBe(Code.SPORT_ORDER_PAID);
    expect(await ledgerOf(id)).toHaveLength(1);
    // The desk's item refund does not give a site order's money back (the cancel does).
    const refund = await server.call(
      cash.fitnessCashierRefund,
      { id: paid.data!.paymentId!, amountCents: 100, reason: 'x' },
      { token: admin },
    );
    expect(refund.code).toBe(Code.CASHIER_REFUND_NOT_ITEM);
    const audit = await server.query(sql`select id from operation_log where path = '/api/fitness/sportOrder/pay'`);
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('two payments of one order at once store one payment and one ledger row', async () => {
    const id = await order();
    const answers = await Promise.all([pay(id), pay(id, bankId), pay(id)]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === Code.SPORT_ORDER_PAID)).toHaveLength(2);
    expect(await ledgerOf(id)).toHaveLength(1);
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int as n from club_payment
      where item_kind = 'site' and description like ${`%${(await detail(id)).start.slice(0, 16)}%`}`);
    expect(n).toBe(1);
  });

  it('refuses a free order, one awaiting approval and a cancelled one; nothing is stored', async () => {
    const free = await order(freeCourtId);
    const f = await pay(free);
    expect(f.code).toBe(Code.SPORT_ORDER_NOT_PAYABLE);
    const pending = await order();
    await server.query(sql`update reservation set status = 'pendingAudit' where id = ${pending}`);
    const p = await pay(pending);
    expect(p.code).toBe(Code.SPORT_ORDER_NOT_PAYABLE);
    // The status in words of the caller's language, not the stored code.
    expect(p.msg).toContain('Pending approval');
    expect(p.msg).not.toContain('pendingAudit');
    const cancelled = await order();
    expect((await server.call(cancelReserveBatch, { ids: [cancelled] }, { token: admin })).code).toBe(0);
    expect((await pay(cancelled)).code).toBe(Code.SPORT_ORDER_NOT_PAYABLE);
    expect((await pay(999_999_999)).code).toBe(Code.RESERVATION_NOT_FOUND);
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int as n from sport_order_payment
      where reservation_id in (${free}, ${pending}, ${cancelled})`);
    expect(n).toBe(0);
  });

  it('refunds a paid order cancelled, in the cancel, to the method paid; site income counted apart', async () => {
    const today = shanghaiDate();
    const statsBefore = await server.call(
      cash.fitnessIncomeStatistics,
      { from: today, to: today, by: 'day', scope: 'site' },
      { token: admin },
    );
    expect(statsBefore.code, statsBefore.msg).toBe(0);
    const id = await order();
    const paid = await pay(id, bankId);
    expect(paid.code, paid.msg).toBe(0);
    const cancel = await server.call(cancelReserveBatch, { ids: [id] }, { token: admin });
    expect(cancel.code, cancel.msg).toBe(0);
    const ledger = await ledgerOf(id);
    expect(ledger).toHaveLength(2);
    expect(ledger[1]).toMatchObject({
      kind: 'refund',
      amount_cents: 6000,
      method_id: bankId,
      item_kind: 'site',
      refund_of_id: ledger[0].id,
    });
    expect(
      await server.query(sql`select state, refund_payment_id, refunded_at is not null as at from sport_order_payment
        where reservation_id = ${id}`),
    ).toEqual([{ state: 'refunded', refund_payment_id: ledger[1].id, at: true }]);
    expect(await detail(id)).toMatchObject({ payState: 'refunded', status: 'cancelled' });
    const stats = await server.call(
      cash.fitnessIncomeStatistics,
      { from: today, to: today, by: 'day', scope: 'site' },
      { token: admin },
    );
    expect(stats.data!.totals.receivedCents - statsBefore.data!.totals.receivedCents).toBe(6000);
    expect(stats.data!.totals.refundedCents - statsBefore.data!.totals.refundedCents).toBe(6000);
    // The group classes' category does not count site income.
    const group = await server.call(
      cash.fitnessIncomeStatistics,
      { from: today, to: today, by: 'day', scope: 'group' },
      { token: admin },
    );
    const [{ site }] = await server.query<{ site: number }>(sql`select coalesce(sum(amount_cents), 0)::int as site
      from club_payment where item_kind = 'site' and kind = 'sale' and business_day = ${today}`);
    expect(site).toBeGreaterThan(0);
    expect(group.data!.totals.receivedCents).toBe(
      (await server.one<{ n: number }>(sql`select coalesce(sum(amount_cents), 0)::int as n from club_payment
        where item_kind = 'class' and kind = 'sale' and business_day = ${today}`))!.n,
    );
  });

  it('with the test provider the payment is pending until its signed callback', async () => {
    const id = await order();
    server.config.paymentProvider = 'test';
    const paid = await pay(id);
    server.config.paymentProvider = 'manual';
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data!.payState).toBe('pending');
    const { order_no: orderNo } = (await server.one<{ order_no: string }>(sql`select order_no from club_pay_order
      where payment_id = ${paid.data!.paymentId}`))!;
    const fields = { orderNo, amountCents: 6000, status: 'paid' as const };
    const cb = await server.call(cash.fitnessPayCallback, {
      ...fields,
      signature: signPayCallback(fields, server.config.serverSecret),
    });
    expect(cb.code, cb.msg).toBe(0);
    expect((await detail(id)).payState).toBe('paid');
  });
});

// --- penalties ----------------------------------------------------------------------------------------------------

let cardTypeId: number;
let classTypeId: number;
let coachId: number;
let slot = 0;
const members: Record<string, { id: number; token: string }> = {};

/** Adds a member of organisation `cs` with a card for group classes, signed in. */
async function addMember(account: string) {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = 'cs')) returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'user'`,
  );
  const { token } = await server.login({ account, password: 'Member@123' });
  const card = await server.call(
    mc.fitnessCardBuy,
    { typeId: cardTypeId, userId: id, methodId: cashId },
    {
      token: admin,
    },
  );
  expect(card.code, card.msg).toBe(0);
  members[account] = { id, token };
  return members[account];
}

/** A late-cancelled class of `who` (a class in a fresh slot, booked, cancelled inside its window); its penalty. */
async function lateCancel(who: string) {
  slot += 1;
  const startsAt = new Date(Date.now() + HOUR + slot * 2 * HOUR);
  const session = await server.call(
    cc.fitnessClassSessionAdd,
    {
      typeId: classTypeId,
      coachId,
      place: 'Studio M',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
      lateCancelMin: 1440,
    } as never,
    { token: admin },
  );
  expect(session.code, session.msg).toBe(0);
  const booked = await server.call(cc.fitnessClassBook, { id: session.data.id }, { token: members[who].token });
  expect(booked.code, booked.msg).toBe(0);
  const cancelled = await server.call(cc.fitnessClassCancel, { id: booked.data.id }, { token: members[who].token });
  expect(cancelled.code, cancelled.msg).toBe(0);
  return (await server.one<{ id: number; state: string; fee_cents: number; credit_points: number }>(
    sql`select id, state, fee_cents, credit_points from club_penalty where source_kind = 'class'
      and source_id = ${booked.data.id}`,
  ))!;
}
const rule = (fields: { feeCents: number; creditPoints: number; graceCount?: number }) =>
  server.call(
    pen.fitnessPenaltyRuleSave,
    {
      courseKind: 'league',
      offence: 'lateCancel',
      classTypeId: null,
      forfeitUse: true,
      graceCount: 0,
      graceDays: 30,
      waiveDays: 7,
      ...fields,
    },
    { token: admin },
  );
const scoreOf = async (userId: number) =>
  (await server.one<{ score: number }>(sql`select score from user_credit where user_id = ${userId}`))?.score ?? 100;

describe('penalties: the fee in the ledger, credit points', () => {
  beforeAll(async () => {
    const t = await server.call(
      mc.fitnessCardTypeAdd,
      {
        nameCn: '收银违约测试卡',
        priceCents: 50_000,
        validDays: 365,
        uses: 30,
        admits: { sceneIds: null, courseKinds: ['league'], hours: null },
      } as never,
      { token: admin },
    );
    expect(t.code, t.msg).toBe(0);
    cardTypeId = t.data.id;
    classTypeId = await server.idOf(sql`select id from club_class_type order by id limit 1`);
    await server.query(sql`update club_class_type set day_limit = null, week_limit = null`);
    const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
    const u = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
      values ('money_coach', 'money_coach', ${hash}, (select id from sys_org where code = 'cs')) returning id`);
    coachId = await server.idOf(sql`insert into club_coach (user_id, display_name, level)
      values (${u}, 'Money Coach', 'senior') returning id`);
    for (const m of ['money_a', 'money_b', 'money_c']) await addMember(m);
  });

  it('a fee paid by the method chosen writes one penalty ledger row, counted by the statistics', async () => {
    const saved = await rule({ feeCents: 2500, creditPoints: 0 });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data!.creditPoints).toBe(0);
    const p = await lateCancel('money_a');
    expect(p).toMatchObject({ state: 'charged', fee_cents: 2500, credit_points: 0 });
    // No method for a fee: refused, nothing stored.
    const none = await server.call(pen.fitnessPenaltyPay, { id: p.id }, { token: admin });
    expect(none.code).toBe(Code.PAY_METHOD_UNKNOWN);
    expect((await server.one<{ state: string }>(sql`select state from club_penalty where id = ${p.id}`))!.state).toBe(
      'charged',
    );
    const today = shanghaiDate();
    const before = await server.call(
      cash.fitnessIncomeStatistics,
      { from: today, to: today, by: 'day', scope: 'all' },
      {
        token: admin,
      },
    );
    const paid = await server.call(pen.fitnessPenaltyPay, { id: p.id, methodId: bankId }, { token: admin });
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data).toMatchObject({ state: 'paid', paymentId: expect.any(Number) });
    expect(
      await server.query(sql`select kind, amount_cents, method_id, item_kind, item, user_id, business_day
        from club_payment where id = ${paid.data!.paymentId}`),
    ).toEqual([
      {
        kind: 'sale',
        amount_cents: 2500,
        method_id: bankId,
        item_kind: 'penalty',
        item: 'penalty',
        user_id: members.money_a.id,
        business_day: today,
      },
    ]);
    const after = await server.call(
      cash.fitnessIncomeStatistics,
      { from: today, to: today, by: 'day', scope: 'all' },
      {
        token: admin,
      },
    );
    expect(after.data!.totals.receivedCents - before.data!.totals.receivedCents).toBe(2500);
    expect(after.data!.totals.earnedCents - before.data!.totals.earnedCents).toBe(2500);
  });

  it('paying after the day is closed dates the row on the next open business day', async () => {
    const p = await lateCancel('money_b');
    const today = shanghaiDate();
    const close = await server.call(
      cash.fitnessDayCloseClose,
      { day: today, countedCashCents: 0, note: '' },
      {
        token: admin,
      },
    );
    expect([0, Code.CASHIER_DAY_CLOSED]).toContain(close.code);
    const paid = await server.call(pen.fitnessPenaltyPay, { id: p.id, methodId: cashId }, { token: admin });
    expect(paid.code, paid.msg).toBe(0);
    const row = await server.one<{ business_day: string }>(sql`select business_day from club_payment
      where id = ${paid.data!.paymentId}`);
    expect(row!.business_day).toBe(shanghaiDate(1));
    await server.query(sql`delete from club_day_close where day = ${today}`);
  });

  it('a charged offence deducts the rule’s credit points; a waiver gives them back (own records)', async () => {
    const saved = await rule({ feeCents: 0, creditPoints: 7 });
    expect(saved.data!.creditPoints).toBe(7);
    const who = members.money_c;
    const start = await scoreOf(who.id);
    const p = await lateCancel('money_c');
    expect(p).toMatchObject({ state: 'charged', credit_points: 7 });
    expect(await scoreOf(who.id)).toBe(start - 7);
    expect(
      await server.query(sql`select reason, delta, reservation_id, penalty_id from credit_record
        where user_id = ${who.id} order by id`),
    ).toEqual([{ reason: 'clubPenalty', delta: -7, reservation_id: null, penalty_id: p.id }]);
    const credit = await server.call(getUserCredit, {}, { token: who.token, lang: 'EN' });
    expect(credit.code, credit.msg).toBe(0);
    expect(credit.data!.records[0]).toMatchObject({ reason: 'clubPenalty', penaltyId: p.id, delta: -7 });

    const waived = await server.call(pen.fitnessPenaltyWaive, { id: p.id, reason: 'ill' }, { token: admin });
    expect(waived.code, waived.msg).toBe(0);
    expect(await scoreOf(who.id)).toBe(start);
    expect(
      await server.query(sql`select reason, delta, penalty_id from credit_record where user_id = ${who.id}
        order by id`),
    ).toEqual([
      { reason: 'clubPenalty', delta: -7, penalty_id: p.id },
      { reason: 'clubPenaltyWaived', delta: 7, penalty_id: p.id },
    ]);
    // A forgiven offence (grace) costs nothing.
    await rule({ feeCents: 0, creditPoints: 7, graceCount: 100 });
    const graced = await lateCancel('money_c');
    expect(graced).toMatchObject({ state: 'graced', credit_points: 0 });
    expect(await scoreOf(who.id)).toBe(start);
    await rule({ feeCents: 0, creditPoints: 0 });
  });

  it('a club penalty that takes the score below the threshold bars the member by the default credit rule', async () => {
    await rule({ feeCents: 0, creditPoints: 50 });
    const who = members.money_c;
    const start = await scoreOf(who.id);
    const p = await lateCancel('money_c');
    expect(p).toMatchObject({ state: 'charged', credit_points: 50 });
    expect(await scoreOf(who.id)).toBe(start - 50);
    const bars = await server.query<{ score_at: number; days: number }>(sql`select score_at,
      round(extract(epoch from barred_until - barred_from) / 86400)::int as days from credit_breach
      where user_id = ${who.id}`);
    expect(bars).toHaveLength(1);
    expect(bars[0].score_at).toBe(start - 50);
    expect(bars[0].days).toBeGreaterThan(0);
    const told = await server.query<{ kind: string }>(
      sql`select kind from user_message where user_id = ${who.id} and kind = 'creditBarred'`,
    );
    expect(told).toHaveLength(1);
    const credit = await server.call(getUserCredit, {}, { token: who.token, lang: 'EN' });
    expect(credit.data!.barredUntil).not.toBeNull();
    // Leave the member as the other tests expect: no bar, the score back, no points per offence.
    await server.query(sql`delete from credit_breach where user_id = ${who.id}`);
    const waived = await server.call(pen.fitnessPenaltyWaive, { id: p.id, reason: 'test' }, { token: admin });
    expect(waived.code, waived.msg).toBe(0);
    expect(await scoreOf(who.id)).toBe(start);
    await rule({ feeCents: 0, creditPoints: 0 });
  });

  it('a credit record points at a booking or a penalty, never both', async () => {
    const booking = await order();
    const p = await server.one<{ id: number }>(sql`select id from club_penalty order by id limit 1`);
    await expect(
      server.query(sql`insert into credit_record (user_id, delta, score_after, reason, reservation_id, penalty_id)
        values (${members.money_a.id}, -1, 99, 'noShow', ${booking}, ${p!.id})`),
    ).rejects.toThrow();
  });
});

describe('migration 0051', () => {
  it('adds the desk’s sport order pay button, granted to the administrators, once', async () => {
    const button = () =>
      server.query(sql`select m.name, m.type, (select permission from sys_menu p where p.id = m.parent_id) as parent,
        (select count(*)::int from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id and r.code = 'admin') as granted
        from sys_menu m where m.permission = 'fitness:sportOrder:pay'`);
    const seeded = await button();
    expect(seeded).toEqual([{ name: 'fitness-sportOrder-pay', type: 2, parent: 'fitness:cashier:page', granted: 1 }]);
    const text = readFileSync(new URL('../../server/db/migrations/0051_club-money.sql', import.meta.url), 'utf8');
    const menuPart = text.slice(text.indexOf('-- A sport order paid at the desk'));
    const run = async () => {
      for (const statement of menuPart.split('--> statement-breakpoint'))
        if (statement.trim()) await server.query(sql.raw(statement));
    };
    await server.query(sql`delete from sys_role_menu where menu_id in
      (select id from sys_menu where permission = 'fitness:sportOrder:pay')`);
    await server.query(sql`delete from sys_menu where permission = 'fitness:sportOrder:pay'`);
    await run();
    await run();
    expect(await button()).toEqual(seeded);
  });
});
