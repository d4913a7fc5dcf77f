/**
 * Membership cards (docs/fitness.md): card types and payment methods; selling a card (active
 * on purchase, or pending its first visit which activates it); the operations — freeze (never
 * back-dated, moving the end date, refusing visits while it lasts, resumed by the sweep after),
 * transfer, partial refund, delay, renew, upgrade, top-up — each an appended event with its
 * payment in the ledger; refusals by the card's state (machine) and by the type's rules, with
 * nothing stored; the choice of the paying card on a visit (one use taken, even for two visits
 * at once); the caller's own cards on the terminal; the sweep's activation deadline and expiry.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../platform/contracts/define-call';
import * as mc from '../../platform/contracts/membership-card.contract';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { Code } from '../../platform/protocol/codes';
import { runMembershipCardSweep } from '../../server/jobs/membership-card.job';
import { hashPassword } from '../../server/modules/auth/password.service';
import { DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let cash: number;
let storedValue: number;
const member: Record<string, { id: number; token: string }> = {};
const today = () => shanghaiDate(0);

/** Adds a user with role `user` in organisation `orgCode`, signed in. */
async function addMember(account: string, orgCode = 'cs') {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = ${orgCode}))
    returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'user'`,
  );
  const { token } = await server.login({ account, password: 'Member@123' });
  member[account] = { id, token };
  return id;
}

type TypeInput = CallInput<typeof mc.fitnessCardTypeAdd>;
/** Adds a card type as the administrator; expects success. */
async function addType(fields: Partial<TypeInput> & { nameCn: string }) {
  const r = await server.call(
    mc.fitnessCardTypeAdd,
    { priceCents: 100_000, validDays: 30, ...fields },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
/** Sells a card of `typeId` to `userId`; expects success. */
async function buy(typeId: number, userId: number) {
  const r = await server.call(mc.fitnessCardBuy, { typeId, userId, methodId: cash }, { token: admin });
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
const eventsOf = (cardId: number) =>
  server.query<{
    kind: string;
    state_before: string | null;
    state_after: string;
    ends_before: string | null;
    ends_after: string | null;
    days: number | null;
    amount_cents: number;
    fee_cents: number;
  }>(
    sql`select kind, state_before, state_after, ends_before::text, ends_after::text, days, amount_cents, fee_cents
      from club_card_event where card_id = ${cardId} order by id`,
  );
const paymentsOf = (cardId: number) =>
  server.query<{ kind: string; amount_cents: number; item: string; method_id: number }>(
    sql`select kind, amount_cents, item, method_id from club_payment where card_id = ${cardId} order by id`,
  );
const cardRow = (id: number) =>
  server.one<{ state: string; ends_on: string | null; uses_left: number | null; value_left_cents: number | null }>(
    sql`select state, ends_on::text, uses_left, value_left_cents from club_card where id = ${id}`,
  );
/** Counts of the card tables' rows, to show a refusal stored nothing. */
const counts = async () =>
  (
    await server.query<{ cards: number; events: number; payments: number }>(sql`select
      (select count(*)::int from club_card) as cards, (select count(*)::int from club_card_event) as events,
      (select count(*)::int from club_payment) as payments`)
  )[0];

const LEAVE_RULES = {
  leave: {
    allowed: true,
    quota: [
      { minValidDays: 0, days: 7 },
      { minValidDays: 180, days: 30 },
    ],
    minDays: 3,
    maxTimes: 2,
    reasons: ['illness', 'travel'],
    feeCents: 1000,
    approvalRequired: false,
  },
  transfer: { allowed: true, maxTimes: 1, feeCents: 5000 },
  refund: { allowed: true, to: 'original' as const, partial: true },
  delay: { allowed: true, feeCents: 2000, maxDays: 30 },
  upgrade: { allowed: true, windowDays: 7 },
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  cash = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
  storedValue = await server.idOf(sql`select id from club_pay_method where code = 'storedValue'`);
  await addMember('mc_alice');
  await addMember('mc_bob');
  await addMember('mc_carol');
});
afterAll(async () => {
  await server?.close();
});

describe('demo data', () => {
  // First: the sweeps of later tests move the demo cards on (the frozen one resumes, …).
  it('seeds card types of each kind and cards in every state for the demo members', async () => {
    const types = await server.query<{ name_en: string }>(sql`select name_en from club_card_type
      where name_en in ('Gym month card', 'Gym ten-visit card', 'Gym quarter card (3 a week)', 'Stored-value card',
        'Badminton off-peak card', 'Private lesson card')`);
    expect(types).toHaveLength(6);
    const states = await server.query<{ state: string }>(sql`select distinct c.state from club_card c
      join sys_user u on u.id = c.user_id where u.account = 'booker' order by c.state`);
    expect(states.map((s) => s.state)).toEqual([
      'active',
      'expired',
      'frozen',
      'pendingActivation',
      'refunded',
      'transferred',
    ]);
    const booker = (await server.login(DEMO.booker)).token;
    const mine = await server.call(mc.fitnessCardMine, {}, { token: booker });
    expect(mine.data.length).toBeGreaterThanOrEqual(7);
  });
});

describe('card types and payment methods', () => {
  it('adds, lists and edits a type; refuses one without entitlement or with a taken name', async () => {
    const t = await addType({ nameCn: '测试月卡', nameEn: 'Test month', validDays: 30, weekCap: 3 });
    expect(t).toMatchObject({
      name: 'Test month',
      nameCn: '测试月卡',
      validDays: 30,
      weekCap: 3,
      activation: 'purchase',
      enabled: true,
    });
    expect(t.rules.refund).toEqual({ allowed: false, to: 'original', partial: false });
    const before = await server.one(sql`select count(*)::int as n from club_card_type`);
    const none = await server.call(
      mc.fitnessCardTypeAdd,
      { nameCn: '空卡', priceCents: 1, validDays: null, uses: null, valueCents: null },
      { token: admin },
    );
    expect(none.code).toBe(Code.CARD_TYPE_ENTITLEMENT_REQUIRED);
    const dup = await server.call(
      mc.fitnessCardTypeAdd,
      { nameCn: '测试月卡', priceCents: 1, uses: 3 },
      { token: admin, lang: 'EN' },
    );
    expect(dup.code).toBe(Code.DUPLICATE);
    expect(await server.one(sql`select count(*)::int as n from club_card_type`)).toEqual(before);
    const edited = await server.call(
      mc.fitnessCardTypeEdit,
      { id: t.id, nameCn: '测试月卡', nameEn: 'Test month', validDays: 31, priceCents: 120_00 },
      { token: admin, lang: 'EN' },
    );
    expect(edited.data).toMatchObject({ name: 'Test month', validDays: 31, priceCents: 12_000 });
    const page = await server.call(mc.fitnessCardTypePage, { keyword: 'Test month' }, { token: admin });
    expect(page.data.rows.map((r) => r.id)).toEqual([t.id]);
  });

  it('tells a member the types of their own cards, on sale or not, and no one else’s', async () => {
    const held = await addType({ nameCn: '停售卡', nameEn: 'Withdrawn card', uses: 5 });
    const other = await addType({ nameCn: '他人卡', uses: 5 });
    await addMember('mc_types');
    await addMember('mc_types_other');
    await buy(held.id, member.mc_types.id);
    await buy(other.id, member.mc_types_other.id);
    const off = await server.call(
      mc.fitnessCardTypeEdit,
      { id: held.id, nameCn: '停售卡', nameEn: 'Withdrawn card', uses: 5, priceCents: 100_000, enabled: false },
      { token: admin },
    );
    expect(off.code, off.msg).toBe(0);
    const onSale = await server.call(mc.fitnessCardTypeOnSale, {}, { token: member.mc_types.token });
    expect(onSale.data.map((t) => t.id)).not.toContain(held.id);
    const mine = await server.call(mc.fitnessCardTypeMine, {}, { token: member.mc_types.token, lang: 'EN' });
    expect(mine.data.map((t) => [t.id, t.name, t.enabled])).toEqual([[held.id, 'Withdrawn card', false]]);
  });

  it('lists the payment methods the migration adds and adds one (code unique)', async () => {
    const page = await server.call(mc.fitnessPayMethodPage, {}, { token: admin, lang: 'EN' });
    expect(page.data.rows.map((r) => [r.code, r.kind, r.name])).toEqual([
      ['cash', 'cash', 'Cash'],
      ['bankCard', 'bankCard', 'Bank card'],
      ['transfer', 'transfer', 'Bank transfer'],
      ['storedValue', 'storedValue', 'Stored value'],
    ]);
    const added = await server.call(
      mc.fitnessPayMethodAdd,
      { code: 'wechatDesk', nameCn: '微信（前台）', kind: 'transfer', sort: 5 },
      { token: admin },
    );
    expect(added.code, added.msg).toBe(0);
    const dup = await server.call(
      mc.fitnessPayMethodAdd,
      { code: 'cash', nameCn: 'x', kind: 'cash' },
      { token: admin },
    );
    expect(dup.code).toBe(Code.DUPLICATE);
    const off = await server.call(
      mc.fitnessPayMethodEdit,
      { id: added.data.id, code: 'wechatDesk', nameCn: '微信（前台）', kind: 'transfer', enabled: false },
      { token: admin },
    );
    expect(off.data.enabled).toBe(false);
    const t = await addType({ nameCn: '停用方式测试', uses: 1, validDays: null });
    const refused = await server.call(
      mc.fitnessCardBuy,
      { typeId: t.id, userId: member.mc_alice.id, methodId: added.data.id },
      { token: admin },
    );
    expect(refused.code).toBe(Code.PAY_METHOD_UNKNOWN);
  });
});

describe('buying and activating', () => {
  it('sells a card active at once: dates from today, one buy event, one sale in the ledger', async () => {
    const t = await addType({ nameCn: '季卡', validDays: 90, priceCents: 90_000 });
    const card = await buy(t.id, member.mc_alice.id);
    expect(card).toMatchObject({
      state: 'active',
      startsOn: today(),
      endsOn: addIsoDays(today(), 89),
      userId: member.mc_alice.id,
      pricePaidCents: 90_000,
    });
    expect(card.cardNo).toMatch(/^MC\d{8}$/);
    expect(await eventsOf(card.id)).toEqual([
      expect.objectContaining({ kind: 'buy', state_before: null, state_after: 'active', amount_cents: 90_000 }),
    ]);
    expect(await paymentsOf(card.id)).toEqual([{ kind: 'sale', amount_cents: 90_000, item: 'buy', method_id: cash }]);
  });

  it('a first-visit card waits; the first visit activates it and takes a use', async () => {
    const t = await addType({
      nameCn: '十次卡',
      validDays: 60,
      uses: 10,
      activation: 'firstVisit',
      activationDeadlineDays: 30,
    });
    const card = await buy(t.id, member.mc_bob.id);
    expect(card).toMatchObject({
      state: 'pendingActivation',
      startsOn: null,
      endsOn: null,
      activateBy: addIsoDays(today(), 30),
      usesLeft: 10,
    });
    const visit = await server.call(mc.fitnessCardUse, { userId: member.mc_bob.id }, { token: admin, lang: 'EN' });
    expect(visit.code, visit.msg).toBe(0);
    expect(visit.data.card).toMatchObject({
      id: card.id,
      state: 'active',
      startsOn: today(),
      endsOn: addIsoDays(today(), 59),
      usesLeft: 9,
    });
    expect(visit.data.choice).toMatchObject({ cardId: card.id, reason: 'onlyCard' });
    expect((await eventsOf(card.id)).map((e) => e.kind)).toEqual(['buy', 'activate', 'use']);
  });

  it('activates a pending card by hand, and refuses to activate it twice (machine), storing nothing', async () => {
    const t = await addType({ nameCn: '手动激活卡', validDays: 10, activation: 'firstVisit' });
    const card = await buy(t.id, member.mc_carol.id);
    const on = await server.call(mc.fitnessCardActivate, { id: card.id }, { token: admin });
    expect(on.data).toMatchObject({ state: 'active', startsOn: today(), endsOn: addIsoDays(today(), 9) });
    const before = await counts();
    const again = await server.call(mc.fitnessCardActivate, { id: card.id }, { token: admin, lang: 'EN' });
    expect(again.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect(again.msg).toBe(`Membership card ${card.id} cannot be activated while it is active`);
    expect(await counts()).toEqual(before);
  });

  it('the sweep activates a first-visit card the day after its deadline and expires ended cards', async () => {
    const t = await addType({
      nameCn: '限期激活卡',
      validDays: 5,
      activation: 'firstVisit',
      activationDeadlineDays: 2,
    });
    const card = await buy(t.id, member.mc_carol.id);
    const later = new Date(Date.now() + 3 * 86_400_000);
    const changes = await runMembershipCardSweep(server.db, later);
    expect(changes).toContainEqual({ cardId: card.id, change: 'activate' });
    expect(await cardRow(card.id)).toMatchObject({ state: 'active', ends_on: addIsoDays(today(), 2 + 5) });
    const muchLater = new Date(Date.now() + 9 * 86_400_000);
    expect(await runMembershipCardSweep(server.db, muchLater)).toContainEqual({ cardId: card.id, change: 'expire' });
    expect((await cardRow(card.id))?.state).toBe('expired');
    expect((await eventsOf(card.id)).map((e) => [e.kind, e.state_after])).toEqual([
      ['buy', 'pendingActivation'],
      ['activate', 'active'],
      ['expire', 'expired'],
    ]);
  });
});

describe('leave (freeze)', () => {
  it('is never back-dated; from today it freezes, moves the end, refuses visits; resumed after', async () => {
    const t = await addType({ nameCn: '请假月卡', validDays: 30, rules: LEAVE_RULES });
    const id = await addMember('mc_leave');
    const card = await buy(t.id, id);
    const before = await counts();
    const back = await server.call(
      mc.fitnessCardLeave,
      { id: card.id, from: addIsoDays(today(), -1), days: 3, reason: 'illness', methodId: cash },
      { token: admin, lang: 'EN' },
    );
    expect(back.code).toBe(Code.CARD_LEAVE_BACKDATED);
    expect(back.msg).toContain(today());
    expect(await counts()).toEqual(before);
    for (const [input, code] of [
      [{ days: 2, reason: 'illness' }, Code.CARD_LEAVE_TOO_SHORT],
      [{ days: 8, reason: 'illness' }, Code.CARD_LEAVE_QUOTA],
      [{ days: 3, reason: 'boredom' }, Code.CARD_LEAVE_REASON],
    ] as const) {
      const r = await server.call(
        mc.fitnessCardLeave,
        { id: card.id, from: today(), methodId: cash, ...input },
        { token: admin },
      );
      expect(r.code).toBe(code);
    }
    expect(await counts()).toEqual(before);
    const leave = await server.call(
      mc.fitnessCardLeave,
      { id: card.id, from: today(), days: 4, reason: 'travel', methodId: cash },
      { token: admin },
    );
    expect(leave.code, leave.msg).toBe(0);
    expect(leave.data).toMatchObject({
      state: 'frozen',
      endsOn: addIsoDays(today(), 29 + 4),
      frozenUntil: addIsoDays(today(), 3),
      leaves: 1,
      leaveDays: 4,
    });
    expect((await eventsOf(card.id)).at(-1)).toMatchObject({
      kind: 'leave',
      state_before: 'active',
      state_after: 'frozen',
      days: 4,
      ends_before: addIsoDays(today(), 29),
      ends_after: addIsoDays(today(), 33),
      fee_cents: 1000,
    });
    expect((await paymentsOf(card.id)).at(-1)).toMatchObject({ kind: 'sale', amount_cents: 1000, item: 'leave' });
    const visit = await server.call(mc.fitnessCardUse, { userId: id }, { token: admin });
    expect(visit.code).toBe(Code.CARD_NONE_ADMITS);
    expect(visit.data).toEqual({ passed: [{ cardId: card.id, cardNo: card.cardNo, why: 'state' }] });
    const early = await runMembershipCardSweep(server.db, new Date(Date.now() + 2 * 86_400_000));
    expect(early.some((c) => c.cardId === card.id)).toBe(false);
    const after = await runMembershipCardSweep(server.db, new Date(Date.now() + 4 * 86_400_000));
    expect(after).toContainEqual({ cardId: card.id, change: 'resume' });
    expect(await cardRow(card.id)).toMatchObject({ state: 'active', ends_on: addIsoDays(today(), 33) });
    expect((await eventsOf(card.id)).at(-1)).toMatchObject({
      kind: 'resume',
      state_before: 'frozen',
      state_after: 'active',
    });
  });

  it('a coming leave keeps the card active until it starts; resuming early gives the days back', async () => {
    const t = await addType({ nameCn: '请假季卡', validDays: 200, rules: LEAVE_RULES });
    const id = await addMember('mc_leave2');
    const card = await buy(t.id, id);
    const later = await server.call(
      mc.fitnessCardLeave,
      { id: card.id, from: addIsoDays(today(), 2), days: 10, reason: 'travel', methodId: cash },
      { token: admin },
    );
    expect(later.data).toMatchObject({ state: 'active', endsOn: addIsoDays(today(), 209) });
    expect((await server.call(mc.fitnessCardUse, { userId: id }, { token: admin })).code).toBe(0);
    const started = await runMembershipCardSweep(server.db, new Date(Date.now() + 2 * 86_400_000));
    expect(started).toContainEqual({ cardId: card.id, change: 'freeze' });
    expect((await cardRow(card.id))?.state).toBe('frozen');
    // Resumed by staff today: all ten days were not taken, so the end moves back by ten.
    const resumed = await server.call(mc.fitnessCardResume, { id: card.id }, { token: admin });
    expect(resumed.data).toMatchObject({
      state: 'active',
      endsOn: addIsoDays(today(), 199),
      frozenUntil: null,
      leaveDays: 0,
    });
    const again = await server.call(mc.fitnessCardResume, { id: card.id }, { token: admin });
    expect(again.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
  });

  it('a type without leave refuses it by its rules', async () => {
    const t = await addType({ nameCn: '不可请假卡', validDays: 30 });
    const card = await buy(t.id, member.mc_carol.id);
    const r = await server.call(
      mc.fitnessCardLeave,
      { id: card.id, from: today(), days: 3, reason: 'x' },
      { token: admin, lang: 'EN' },
    );
    expect(r.code).toBe(Code.CARD_RULE_FORBIDS);
    expect(r.msg).toBe('This card type does not allow the card to be put on leave');
  });
});

describe('transfer, refund, delay, renew, upgrade, top-up', () => {
  it('transfers for the fee: old card closed, a new one with what is left, once only', async () => {
    const t = await addType({ nameCn: '转让卡', validDays: 30, uses: 8, rules: LEAVE_RULES });
    const from = await addMember('mc_tr_from');
    const to = await addMember('mc_tr_to');
    const third = await addMember('mc_tr_third');
    const card = await buy(t.id, from);
    await server.call(mc.fitnessCardUse, { userId: from }, { token: admin });
    const self = await server.call(
      mc.fitnessCardTransfer,
      { id: card.id, toUserId: from, methodId: cash },
      { token: admin },
    );
    expect(self.code).toBe(Code.CARD_TRANSFER_SAME_MEMBER);
    const moved = await server.call(
      mc.fitnessCardTransfer,
      { id: card.id, toUserId: to, methodId: cash, reason: 'moving' },
      { token: admin },
    );
    expect(moved.code, moved.msg).toBe(0);
    expect(moved.data).toMatchObject({
      userId: to,
      state: 'active',
      usesLeft: 7,
      endsOn: card.endsOn,
      transfers: 1,
      transferredFromId: card.id,
    });
    expect((await cardRow(card.id))?.state).toBe('transferred');
    expect((await eventsOf(card.id)).at(-1)).toMatchObject({
      kind: 'transfer',
      state_after: 'transferred',
      fee_cents: 5000,
    });
    expect(
      await server.query(sql`select user_id, amount_cents, item from club_payment where item = 'transfer'`),
    ).toEqual([{ user_id: to, amount_cents: 5000, item: 'transfer' }]);
    const closed = await server.call(
      mc.fitnessCardTransfer,
      { id: card.id, toUserId: third, methodId: cash },
      { token: admin },
    );
    expect(closed.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    const limit = await server.call(
      mc.fitnessCardTransfer,
      { id: moved.data.id, toUserId: third, methodId: cash },
      { token: admin },
    );
    expect(limit.code).toBe(Code.CARD_TRANSFER_LIMIT);
  });

  it('refunds partly to the original method when the type allows, never above what was paid', async () => {
    const t = await addType({ nameCn: '退款卡', validDays: 30, priceCents: 60_000, rules: LEAVE_RULES });
    const card = await buy(t.id, member.mc_carol.id);
    const before = await counts();
    const much = await server.call(
      mc.fitnessCardRefund,
      { id: card.id, amountCents: 60_001, methodId: cash },
      { token: admin, lang: 'EN' },
    );
    expect(much.code).toBe(Code.CARD_REFUND_TOO_MUCH);
    expect(much.msg).toBe('A refund of 600.01 yuan exceeds the 600 yuan paid');
    const wrongMethod = await server.call(
      mc.fitnessCardRefund,
      { id: card.id, amountCents: 100, methodId: storedValue },
      { token: admin },
    );
    expect(wrongMethod.code).toBe(Code.PAY_METHOD_UNKNOWN);
    expect(await counts()).toEqual(before);
    const part = await server.call(
      mc.fitnessCardRefund,
      { id: card.id, amountCents: 35_000, methodId: cash, reason: 'moving away' },
      { token: admin },
    );
    expect(part.data.state).toBe('refunded');
    expect((await paymentsOf(card.id)).map((p) => [p.kind, p.amount_cents])).toEqual([
      ['sale', 60_000],
      ['refund', 35_000],
    ]);
    expect(
      (await server.call(mc.fitnessCardUse, { userId: member.mc_carol.id, sceneId: 987 }, { token: admin })).data,
    ).not.toMatchObject({
      card: { id: card.id },
    });
  });

  it('refuses a partial refund when the type refunds in full only, and any refund when refunds are off', async () => {
    const full = await addType({
      nameCn: '全额退款卡',
      validDays: 30,
      priceCents: 10_000,
      rules: { refund: { allowed: true, to: 'original', partial: false } },
    });
    const card = await buy(full.id, member.mc_carol.id);
    const r = await server.call(
      mc.fitnessCardRefund,
      { id: card.id, amountCents: 5_000, methodId: cash },
      { token: admin },
    );
    expect(r.code).toBe(Code.CARD_REFUND_PARTIAL_FORBIDDEN);
    const none = await addType({ nameCn: '不可退卡', validDays: 30 });
    const card2 = await buy(none.id, member.mc_carol.id);
    expect(
      (await server.call(mc.fitnessCardRefund, { id: card2.id, amountCents: 0, methodId: cash }, { token: admin }))
        .code,
    ).toBe(Code.CARD_RULE_FORBIDS);
  });

  it('delays for the fee; upgrades paying the difference; renews into a new linked card', async () => {
    const t = await addType({ nameCn: '延期卡', validDays: 30, uses: 10, priceCents: 30_000, rules: LEAVE_RULES });
    const dearer = await addType({ nameCn: '延期卡升级', validDays: 60, uses: 25, priceCents: 50_000 });
    const card = await buy(t.id, member.mc_carol.id);
    expect(
      (await server.call(mc.fitnessCardDelay, { id: card.id, days: 31, methodId: cash }, { token: admin })).code,
    ).toBe(Code.CARD_DELAY_TOO_LONG);
    const d = await server.call(mc.fitnessCardDelay, { id: card.id, days: 5, methodId: cash }, { token: admin });
    expect(d.data.endsOn).toBe(addIsoDays(today(), 34));
    const up = await server.call(
      mc.fitnessCardUpgrade,
      { id: card.id, typeId: dearer.id, methodId: cash },
      { token: admin },
    );
    expect(up.code, up.msg).toBe(0);
    expect(up.data).toMatchObject({
      typeId: dearer.id,
      usesLeft: 25,
      endsOn: addIsoDays(today(), 59),
      pricePaidCents: 50_000,
    });
    expect((await paymentsOf(card.id)).map((p) => [p.item, p.amount_cents])).toEqual([
      ['buy', 30_000],
      ['delay', 2000],
      ['upgrade', 20_000],
    ]);
    const renewed = await server.call(mc.fitnessCardRenew, { id: card.id, methodId: cash }, { token: admin });
    expect(renewed.data).toMatchObject({
      renewedFromId: card.id,
      startsOn: addIsoDays(today(), 60),
      state: 'active',
      typeId: dearer.id,
    });
    const cheaper = await server.call(
      mc.fitnessCardUpgrade,
      { id: card.id, typeId: t.id, methodId: cash },
      { token: admin },
    );
    expect(cheaper.code).toBe(Code.CARD_RULE_FORBIDS);
  });

  it('tops up stored value; a visit takes its price from it; no top-up without value', async () => {
    const t = await addType({ nameCn: '测试储值卡', validDays: null, valueCents: 10_000, priceCents: 10_000 });
    const id = await addMember('mc_value');
    const card = await buy(t.id, id);
    const up = await server.call(
      mc.fitnessCardCredit,
      { id: card.id, amountCents: 5_000, methodId: cash },
      { token: admin },
    );
    expect(up.data.valueLeftCents).toBe(15_000);
    const visit = await server.call(mc.fitnessCardUse, { userId: id, priceCents: 4_000 }, { token: admin });
    expect(visit.data.card.valueLeftCents).toBe(11_000);
    const poor = await server.call(mc.fitnessCardUse, { userId: id, priceCents: 20_000 }, { token: admin });
    expect(poor.code).toBe(Code.CARD_NONE_ADMITS);
    const plain = await addType({ nameCn: '无储值卡', validDays: 10 });
    const c2 = await buy(plain.id, id);
    const electronic = await server.call(
      mc.fitnessCardPage,
      { storedValue: 'true', keyword: 'mc_value', pageSize: 100 },
      { token: admin },
    );
    expect(electronic.data.rows.map((r) => [r.id, r.valueLeftCents])).toEqual([[card.id, 11_000]]);
    const others = await server.call(
      mc.fitnessCardPage,
      { storedValue: 'false', keyword: 'mc_value', pageSize: 100 },
      { token: admin },
    );
    expect(others.data.rows.map((r) => r.id)).toEqual([c2.id]);
    expect(
      (await server.call(mc.fitnessCardCredit, { id: c2.id, amountCents: 1, methodId: cash }, { token: admin })).code,
    ).toBe(Code.CARD_NO_STORED_VALUE);
  });
});

describe('which card pays', () => {
  it('of two admitting cards the one expiring first pays, one use taken from it alone', async () => {
    const long = await addType({ nameCn: '长卡', validDays: 300, uses: 50 });
    const short = await addType({ nameCn: '短卡', validDays: 20, uses: 5 });
    const id = await addMember('mc_two');
    const a = await buy(long.id, id);
    const b = await buy(short.id, id);
    const mine = await server.call(mc.fitnessCardChoose, {}, { token: member.mc_two.token });
    expect(mine.data).toMatchObject({
      cardId: b.id,
      reason: 'expiresFirst',
      passed: [{ cardId: a.id, why: 'expiresLater' }],
    });
    const visit = await server.call(mc.fitnessCardUse, { userId: id }, { token: admin });
    expect(visit.data.choice).toMatchObject({ cardId: b.id, cardNo: b.cardNo, reason: 'expiresFirst' });
    expect((await cardRow(a.id))?.uses_left).toBe(50);
    expect((await cardRow(b.id))?.uses_left).toBe(4);
    expect(
      await server.one(sql`select count(*)::int as n from club_card_event e join club_card c on c.id = e.card_id
      where c.user_id = ${id} and e.kind = 'use'`),
    ).toEqual({ n: 1 });
  });

  it('two visits at once on the last use: one is taken, the other refused; never below zero', async () => {
    const one = await addType({ nameCn: '单次卡', uses: 1, validDays: null });
    const id = await addMember('mc_race');
    const card = await buy(one.id, id);
    const results = await Promise.all([
      server.call(mc.fitnessCardUse, { userId: id }, { token: admin }),
      server.call(mc.fitnessCardUse, { userId: id }, { token: admin }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, Code.CARD_NONE_ADMITS].sort());
    expect((await cardRow(card.id))?.uses_left).toBe(0);
    expect((await eventsOf(card.id)).filter((e) => e.kind === 'use')).toHaveLength(1);
  });

  it('the same visit sent twice with one idempotency key takes one use', async () => {
    const t = await addType({ nameCn: '三次卡', uses: 3, validDays: null });
    const id = await addMember('mc_idem');
    const card = await buy(t.id, id);
    const headers = { 'Idempotency-Key': 'visit-mc-idem-1' };
    const [r1, r2] = await Promise.all([
      server.call(mc.fitnessCardUse, { userId: id }, { token: admin, headers }),
      server.call(mc.fitnessCardUse, { userId: id }, { token: admin, headers }),
    ]);
    expect(r1.code, r1.msg).toBe(0);
    expect(r2.data).toEqual(r1.data);
    expect((await cardRow(card.id))?.uses_left).toBe(2);
  });

  it('a card admitting only another scene is passed over with its reason', async () => {
    const t = await addType({
      nameCn: '游泳卡',
      validDays: 30,
      admits: { sceneIds: [424242], courseKinds: null, hours: null },
    });
    const id = await addMember('mc_scene');
    const card = await buy(t.id, id);
    const r = await server.call(mc.fitnessCardChoose, { sceneId: 1 }, { token: member.mc_scene.token });
    expect(r.data).toEqual({
      cardId: null,
      cardNo: null,
      reason: null,
      endsOn: null,
      passed: [{ cardId: card.id, cardNo: card.cardNo, why: 'scene' }],
    });
  });
});

describe('logs, ledger and own cards', () => {
  it('filters the log by kinds and the ledger by kind; the terminal lists own cards', async () => {
    const leaves = await server.call(
      mc.fitnessCardEventPage,
      { kind: 'leave,resume', pageSize: 100 },
      { token: admin },
    );
    expect(leaves.data.rows.length).toBeGreaterThan(0);
    expect(new Set(leaves.data.rows.map((r) => r.kind))).toEqual(new Set(['leave', 'resume']));
    const refunds = await server.call(mc.fitnessPaymentPage, { kind: 'refund', pageSize: 100 }, { token: admin });
    expect(refunds.data.rows.every((r) => r.kind === 'refund')).toBe(true);
    expect(refunds.data.rows.filter((r) => r.memberName === 'mc_carol').map((r) => [r.amountCents, r.item])).toEqual([
      [35_000, 'refund'],
    ]);
    const mine = await server.call(mc.fitnessCardMine, {}, { token: member.mc_two.token });
    expect(mine.data.map((c) => c.userId)).toEqual([member.mc_two.id, member.mc_two.id]);
    expect(mine.data[0].endsOn! <= mine.data[1].endsOn!).toBe(true);
    const detail = await server.call(mc.fitnessCardDetail, { id: mine.data[0].id }, { token: admin });
    expect(detail.data.events.map((e) => e.kind)).toEqual(['use', 'buy']);
  });

  it('the terminal opens an own card with its operations, and answers another’s card like a missing one', async () => {
    const mine = await server.call(mc.fitnessCardMine, {}, { token: member.mc_two.token });
    const own = await server.call(mc.fitnessCardMineDetail, { id: mine.data[0].id }, { token: member.mc_two.token });
    expect(own.code, own.msg).toBe(0);
    expect([own.data.cardNo, own.data.userId]).toEqual([mine.data[0].cardNo, member.mc_two.id]);
    expect(own.data.events.map((e) => [e.kind, e.cardNo])).toEqual([
      ['use', mine.data[0].cardNo],
      ['buy', mine.data[0].cardNo],
    ]);
    const missing = await server.call(mc.fitnessCardMineDetail, { id: 987_654 }, { token: member.mc_two.token });
    const others = await server.call(
      mc.fitnessCardMineDetail,
      { id: mine.data[0].id },
      { token: member.mc_carol.token },
    );
    expect(missing.code).toBe(Code.NOT_FOUND);
    expect([others.code, others.msg, others.data]).toEqual([missing.code, missing.msg, missing.data]);
  });

  it('the terminal lists the operations on own cards only, newest first, by card and by page', async () => {
    const token = member.mc_two.token;
    const mine = await server.call(mc.fitnessCardMine, {}, { token });
    const stored = await server.query<{ id: number; kind: string }>(sql`select e.id, e.kind from club_card_event e
      join club_card c on c.id = e.card_id where c.user_id = ${member.mc_two.id} order by e.at desc, e.id desc`);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    const all = await server.call(mc.fitnessCardEventMine, { pageSize: 100 }, { token });
    expect(all.code, all.msg).toBe(0);
    expect(all.data.total).toBe(stored.length);
    expect(all.data.rows.map((r) => [r.id, r.kind])).toEqual(stored.map((r) => [r.id, r.kind]));
    expect(new Set(all.data.rows.map((r) => r.memberName))).toEqual(new Set(['mc_two']));
    const one = await server.call(mc.fitnessCardEventMine, { cardId: mine.data[0].id, pageSize: 100 }, { token });
    expect(one.data.rows.map((r) => [r.kind, r.cardNo])).toEqual([
      ['use', mine.data[0].cardNo],
      ['buy', mine.data[0].cardNo],
    ]);
    const first = await server.call(mc.fitnessCardEventMine, { pageNo: 2, pageSize: 1 }, { token });
    expect([first.data.total, first.data.rows.map((r) => r.id)]).toEqual([stored.length, [stored[1].id]]);
    // Another member's card id lists nothing; that member's own operations are not mc_two's.
    const others = await server.call(
      mc.fitnessCardEventMine,
      { cardId: mine.data[0].id, pageSize: 100 },
      { token: member.mc_carol.token },
    );
    expect([others.code, others.data.rows, others.data.total]).toEqual([0, [], 0]);
    const carol = await server.call(mc.fitnessCardEventMine, { pageSize: 100 }, { token: member.mc_carol.token });
    expect(carol.data.rows.every((r) => r.memberName === 'mc_carol')).toBe(true);
  });

  it('staff of another organisation see none of these cards nor sell to these members', async () => {
    const hash = await hashPassword('Scoped@123', TEST_PASSWORD_COST);
    const staff = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
      values ('mc_staff', 'mc_staff', ${hash}, (select id from sys_org where code <> 'cs' order by id limit 1))
      returning id`);
    const role = await server.idOf(
      sql`insert into sys_role (code, name, data_scope) values ('mc_desk', 'mc_desk', 'org') returning id`,
    );
    await server.query(sql`insert into sys_user_role (user_id, role_id) values (${staff}, ${role})`);
    await server.query(
      sql`insert into sys_role_menu (role_id, menu_id)
        select ${role}, id from sys_menu where permission like 'fitness:%'`,
    );
    const { token } = await server.login({ account: 'mc_staff', password: 'Scoped@123' });
    const page = await server.call(mc.fitnessCardPage, { pageSize: 100 }, { token });
    expect(page.code, page.msg).toBe(0);
    expect(page.data.rows).toEqual([]);
    const [aCard] = (await server.call(mc.fitnessCardMine, {}, { token: member.mc_two.token })).data;
    const missing = await server.call(mc.fitnessCardActivate, { id: 987_654 }, { token });
    const other = await server.call(mc.fitnessCardActivate, { id: aCard.id }, { token });
    expect([other.code, other.msg]).toEqual([missing.code, missing.msg]);
    const t = await addType({ nameCn: '范围测试卡', validDays: 3 });
    const sell = await server.call(
      mc.fitnessCardBuy,
      { typeId: t.id, userId: member.mc_two.id, methodId: cash },
      { token },
    );
    expect(sell.code).toBe(Code.CARD_MEMBER_UNKNOWN);
  });
});

describe('migrations 0034 and 0037 on a database seeded before them', () => {
  /** The fitness menus: path or permission, type, and the roles granted each. */
  const fitnessMenus = () =>
    server.query(sql`with recursive tree as (
        select id from sys_menu where app_code = 'venue' and path = '/fitnessCards'
        union all select m.id from sys_menu m join tree t on m.parent_id = t.id)
      select m.path, m.type, m.permission, m.title_en,
        (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id and r.code in ('admin', 'user', 'approver', 'catering')) as roles
      from sys_menu m join tree t on t.id = m.id order by m.type, m.path, m.permission`);
  /** Runs the menu statements of migrations 0034 (the folder and its pages) and 0037 (the card views). */
  const runMenuStatements = async () => {
    for (const file of ['0034_membership-cards.sql', '0037_card-views.sql']) {
      const text = readFileSync(new URL(`../../server/db/migrations/${file}`, import.meta.url), 'utf8');
      for (const statement of text.split('--> statement-breakpoint'))
        if (/INSERT INTO "sys_(menu|role_menu)"/.test(statement)) await server.query(sql.raw(statement));
    }
  };

  it('adds the same menus and grants as the seed, once', async () => {
    const seeded = await fitnessMenus();
    expect(seeded.length).toBe(1 + 5 + 6 + 15);
    await runMenuStatements();
    expect(await fitnessMenus()).toEqual(seeded);
    await server.query(sql`delete from sys_role_menu where menu_id in (select id from sys_menu where
      permission like 'fitness:%' or path = '/fitnessCards')`);
    await server.query(sql`delete from sys_menu where permission like 'fitness:%' and type = 2`);
    await server.query(sql`delete from sys_role_menu where menu_id in (select id from sys_menu where permission is null
      and parent_id in (select id from sys_menu where path = '/fitnessCards'))`);
    await server.query(sql`delete from sys_menu where permission is null
      and parent_id in (select id from sys_menu where path = '/fitnessCards')`);
    await server.query(sql`delete from sys_menu where permission like 'fitness:%' or path = '/fitnessCards'`);
    expect(await fitnessMenus()).toEqual([]);
    await runMenuStatements();
    await runMenuStatements();
    expect(await fitnessMenus()).toEqual(seeded);
  });
});
