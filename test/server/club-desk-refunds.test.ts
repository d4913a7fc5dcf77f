/**
 * Refunds of desk items and internal members' prices at the club's cashier (docs/fitness-cashier.md):
 * a desk sale refunded in parts up to what is left, never more even for two refunds at once, each a refund row
 * linked to its sale with the reason, on the open business day; a card's sale is refused (the card refund gives
 * it back); out of the caller's scope is not found; the income statistics count the refund. An internal member
 * valid today buys and renews a type at its internal price (0: free, no ledger row), others at the list price;
 * the desk's member search says who is internal; migration 0049 adds the refund button to a database seeded
 * before.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cc from '../../platform/contracts/club-cashier.contract';
import * as gate from '../../platform/contracts/club-gate.contract';
import * as mc from '../../platform/contracts/membership-card.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let cash: number;
let bank: number;
let alice: number;
let typeId: number;

/** Adds a member of organisation `cs`. */
async function addMember(account: string) {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  return server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
    values (${account}, ${account}, ${hash}, (select id from sys_org where code = 'cs')) returning id`);
}
/** Sells 2 × 50 yuan of a class to Alice in cash; expects success. */
async function sale() {
  const r = await server.call(
    cc.fitnessCashierSell,
    { userId: alice, itemKind: 'class', description: 'Spinning ×2', unitCents: 5000, quantity: 2, methodId: cash },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
const refundsOf = (saleId: number) =>
  server.query<{ amount_cents: number; reason: string; kind: string; method_id: number; item_kind: string }>(
    sql`select amount_cents, reason, kind, method_id, item_kind from club_payment where refund_of_id = ${saleId}
      order by id`,
  );

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  cash = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
  bank = await server.idOf(sql`select id from club_pay_method where kind = 'bankCard' order by id limit 1`);
  alice = await addMember('dr_alice');
  const t = await server.call(
    mc.fitnessCardTypeAdd,
    { nameCn: '内部价测试月卡', priceCents: 30_000, innerPriceCents: 12_000, validDays: 30 },
    { token: admin },
  );
  expect(t.code, t.msg).toBe(0);
  expect(t.data.innerPriceCents).toBe(12_000);
  typeId = t.data.id;
});
afterAll(async () => {
  await server?.close();
});

describe('refunds of desk items', () => {
  it('gives back part, then the rest, each a linked refund row with its reason; never more than was paid', async () => {
    const sold = await sale();
    const part = await server.call(
      cc.fitnessCashierRefund,
      { id: sold.id, amountCents: 3000, reason: 'One class missed' },
      { token: admin },
    );
    expect(part.code, part.msg).toBe(0);
    expect(part.data).toMatchObject({
      kind: 'refund',
      signedCents: -3000,
      itemKind: 'class',
      description: 'Spinning ×2',
      refundOfId: sold.id,
      reason: 'One class missed',
      methodId: cash,
      businessDay: shanghaiDate(0),
    });
    const receipt = await server.call(cc.fitnessCashierReceipt, { id: sold.id }, { token: admin });
    expect(receipt.data.refundedCents).toBe(3000);
    const over = await server.call(
      cc.fitnessCashierRefund,
      { id: sold.id, amountCents: 7001, reason: 'too much' },
      { token: admin },
    );
    expect(over.code).toBe(Code.CASHIER_REFUND_EXCEEDS);
    expect(over.msg).toContain('70');
    const rest = await server.call(
      cc.fitnessCashierRefund,
      { id: sold.id, amountCents: 7000, methodId: bank, reason: 'Moved away' },
      { token: admin },
    );
    expect(rest.code, rest.msg).toBe(0);
    expect(await refundsOf(sold.id)).toEqual([
      { amount_cents: 3000, reason: 'One class missed', kind: 'refund', method_id: cash, item_kind: 'class' },
      { amount_cents: 7000, reason: 'Moved away', kind: 'refund', method_id: bank, item_kind: 'class' },
    ]);
    const none = await server.call(
      cc.fitnessCashierRefund,
      { id: sold.id, amountCents: 1, reason: 'again' },
      { token: admin },
    );
    expect(none.code).toBe(Code.CASHIER_REFUND_EXCEEDS);
    expect((await refundsOf(sold.id)).length).toBe(2);
  });

  it('two refunds of the whole sale at once: one is taken, the other refused', async () => {
    const sold = await sale();
    const both = await Promise.all(
      ['a', 'b'].map((reason) =>
        server.call(cc.fitnessCashierRefund, { id: sold.id, amountCents: 10_000, reason }, { token: admin }),
      ),
    );
    expect(both.map((r) => r.code).sort()).toEqual([0, Code.CASHIER_REFUND_EXCEEDS].sort());
    const stored = await refundsOf(sold.id);
    expect(stored.length).toBe(1);
    expect(stored[0].amount_cents).toBe(10_000);
  });

  it('refuses a card’s sale, a refund row and an unknown id; bad input changes nothing', async () => {
    const bought = await server.call(mc.fitnessCardBuy, { userId: alice, typeId, methodId: cash }, { token: admin });
    expect(bought.code, bought.msg).toBe(0);
    const cardSale = await server.idOf(sql`select id from club_payment where card_id = ${bought.data.id}`);
    const before = await server.one<{ n: number }>(sql`select count(*)::int as n from club_payment`);
    const card = await server.call(
      cc.fitnessCashierRefund,
      { id: cardSale, amountCents: 100, reason: 'x' },
      { token: admin },
    );
    expect(card.code).toBe(Code.CASHIER_REFUND_NOT_ITEM);
    const refundRow = await server.idOf(sql`select id from club_payment where kind = 'refund' order by id limit 1`);
    const ofRefund = await server.call(
      cc.fitnessCashierRefund,
      { id: refundRow, amountCents: 100, reason: 'x' },
      { token: admin },
    );
    expect(ofRefund.code).toBe(Code.NOT_FOUND);
    const unknown = await server.call(
      cc.fitnessCashierRefund,
      { id: 999_999, amountCents: 100, reason: 'x' },
      { token: admin },
    );
    expect(unknown.code).toBe(Code.NOT_FOUND);
    const noReason = await server.call(
      cc.fitnessCashierRefund,
      { id: cardSale, amountCents: 100, reason: '  ' },
      { token: admin },
    );
    expect(noReason.code).toBe(Code.BAD_REQUEST);
    expect(await server.one(sql`select count(*)::int as n from club_payment`)).toEqual(before);
  });

  it('a sale of a member outside the caller’s scope is not found', async () => {
    const sold = await sale();
    const [{ id: roleId }] = await server.query<{ id: number }>(
      sql`insert into sys_role (code, name, data_scope) values ('dr_org', 'dr_org', 'org') returning id`,
    );
    await server.query(sql`insert into sys_role_menu (role_id, menu_id) select ${roleId}, id from sys_menu
      where permission in ('fitness:cashier:page', 'fitness:cashier:refund')`);
    const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
    const staff = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
      values ('dr_staff', 'dr_staff', ${hash}, (select id from sys_org where code = 'sports-east')) returning id`);
    await server.query(sql`insert into sys_user_role (user_id, role_id) values (${staff}, ${roleId})`);
    const token = (await server.login({ account: 'dr_staff', password: 'Member@123' })).token;
    const r = await server.call(cc.fitnessCashierRefund, { id: sold.id, amountCents: 100, reason: 'x' }, { token });
    expect(r.code).toBe(Code.NOT_FOUND);
    expect(await refundsOf(sold.id)).toEqual([]);
  });

  it('the income statistics count a desk refund as refunded and earned back on its day', async () => {
    const day = shanghaiDate(0);
    const stats = async () =>
      (
        await server.call(
          cc.fitnessIncomeStatistics,
          { from: day, to: day, by: 'day', scope: 'group' },
          { token: admin },
        )
      ).data.totals;
    const before = await stats();
    const sold = await sale();
    const r = await server.call(
      cc.fitnessCashierRefund,
      { id: sold.id, amountCents: 2500, reason: 'x' },
      { token: admin },
    );
    expect(r.code, r.msg).toBe(0);
    const after = await stats();
    expect(after.receivedCents - before.receivedCents).toBe(10_000);
    expect(after.refundedCents - before.refundedCents).toBe(2500);
    expect(after.earnedCents - before.earnedCents).toBe(7500);
  });
});

describe('internal members’ prices', () => {
  it('an internal member buys and renews at the internal price, others at the list price', async () => {
    const inner = await addMember('dr_inner');
    const add = await server.call(
      gate.innerMemberAdd,
      { userId: inner, cardTypeId: typeId, validFrom: shanghaiDate(-1), validTo: shanghaiDate(30) },
      { token: admin },
    );
    expect(add.code, add.msg).toBe(0);
    const found = await server.call(cc.fitnessCashierMembers, { keyword: 'dr_inner' }, { token: admin });
    expect(found.data[0].inner).toEqual({ cardTypeId: typeId, validTo: shanghaiDate(30) });
    const plain = await server.call(cc.fitnessCashierMembers, { keyword: 'dr_alice' }, { token: admin });
    expect(plain.data[0].inner).toBeNull();

    const bought = await server.call(mc.fitnessCardBuy, { userId: inner, typeId, methodId: cash }, { token: admin });
    expect(bought.code, bought.msg).toBe(0);
    const paid = () =>
      server.query<{ item: string; amount_cents: number }>(sql`select item, amount_cents from club_payment
        where user_id = ${inner} order by id`);
    expect(await paid()).toEqual([{ item: 'buy', amount_cents: 12_000 }]);
    const card = await server.one<{ price_paid_cents: number }>(
      sql`select price_paid_cents from club_card where id = ${bought.data.id}`,
    );
    expect(card!.price_paid_cents).toBe(12_000);
    const event = await server.one<{ detail: Record<string, unknown> }>(
      sql`select detail from club_card_event where card_id = ${bought.data.id} and kind = 'buy'`,
    );
    expect(event!.detail).toMatchObject({ innerPrice: true, listPriceCents: 30_000 });
    const renewed = await server.call(mc.fitnessCardRenew, { id: bought.data.id, methodId: cash }, { token: admin });
    expect(renewed.code, renewed.msg).toBe(0);
    expect(await paid()).toEqual([
      { item: 'buy', amount_cents: 12_000 },
      { item: 'renew', amount_cents: 12_000 },
    ]);

    const other = await addMember('dr_other');
    const listed = await server.call(mc.fitnessCardBuy, { userId: other, typeId, methodId: cash }, { token: admin });
    expect(listed.code, listed.msg).toBe(0);
    expect(await server.one(sql`select amount_cents from club_payment where card_id = ${listed.data.id}`)).toEqual({
      amount_cents: 30_000,
    });
  });

  it('an internal membership for any type, not valid yet, or a free internal price', async () => {
    const free = await server.call(
      mc.fitnessCardTypeAdd,
      { nameCn: '内部免费卡', priceCents: 20_000, innerPriceCents: 0, uses: 10 },
      { token: admin },
    );
    expect(free.code, free.msg).toBe(0);
    const anyType = await addMember('dr_any');
    await server.call(
      gate.innerMemberAdd,
      { userId: anyType, cardTypeId: null, validFrom: shanghaiDate(0), validTo: shanghaiDate(0) },
      { token: admin },
    );
    const b = await server.call(
      mc.fitnessCardBuy,
      { userId: anyType, typeId: free.data.id, methodId: cash },
      { token: admin },
    );
    expect(b.code, b.msg).toBe(0);
    expect(await server.query(sql`select id from club_payment where card_id = ${b.data.id}`)).toEqual([]);
    expect(b.data.state).toBe('active');

    const later = await addMember('dr_later');
    await server.call(
      gate.innerMemberAdd,
      { userId: later, cardTypeId: null, validFrom: shanghaiDate(1), validTo: shanghaiDate(9) },
      { token: admin },
    );
    const l = await server.call(mc.fitnessCardBuy, { userId: later, typeId, methodId: cash }, { token: admin });
    expect(l.code, l.msg).toBe(0);
    expect(await server.one(sql`select amount_cents from club_payment where card_id = ${l.data.id}`)).toEqual({
      amount_cents: 30_000,
    });
  });
});

describe('migration 0049', () => {
  it('adds the desk’s refund button, granted to the administrators, to a database seeded before, once', async () => {
    const button = () =>
      server.query(sql`select m.name, m.type, m.title_cn, m.title_en, m.title_tc, m.sort,
        (select permission from sys_menu p where p.id = m.parent_id) as parent,
        (select count(*)::int from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id and r.code = 'admin') as granted
        from sys_menu m where m.permission = 'fitness:cashier:refund'`);
    const seeded = await button();
    expect(seeded).toEqual([
      {
        name: 'fitness-cashier-refund',
        type: 2,
        title_cn: '退款',
        title_en: 'Refund',
        title_tc: '退款',
        sort: 1,
        parent: 'fitness:cashier:page',
        granted: 1,
      },
    ]);
    const text = readFileSync(new URL('../../server/db/migrations/0049_desk-refunds.sql', import.meta.url), 'utf8');
    const menuPart = text.slice(text.indexOf('-- A desk item'));
    const run = async () => {
      for (const statement of menuPart.split('--> statement-breakpoint'))
        if (statement.trim()) await server.query(sql.raw(statement));
    };
    await server.query(sql`delete from sys_role_menu where menu_id in
      (select id from sys_menu where permission = 'fitness:cashier:refund')`);
    await server.query(sql`delete from sys_menu where permission = 'fitness:cashier:refund'`);
    await run();
    await run();
    expect(await button()).toEqual(seeded);
  });
});
