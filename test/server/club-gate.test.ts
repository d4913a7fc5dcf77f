/**
 * The club's gate (docs/fitness-gate.md): gates and their keys; the turnstile's signed pass — a valid
 * entry opens and takes one use, a forged signature, a replayed nonce and a stale stamp are refused
 * with nothing stored; exits are recorded only; a frozen card is refused and a staff override opens
 * the member's next entry once; the whitelist, re-entry and debt; two passes at once with a card's
 * last use take it once; the records and check-ins; the club's versioned settings; internal members.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as gate from '../../platform/contracts/club-gate.contract';
import type { CallInput } from '../../platform/contracts/define-call';
import * as mc from '../../platform/contracts/membership-card.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { debtCents, debtSources, signPass } from '../../server/modules/club-gate/gate-core';
import { DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let memberToken: string;
let cash: number;
let typeId: number;
const user: Record<string, number> = {};
let main: { code: string; key: string; id: number };
let inOnly: { code: string; key: string; id: number };

/** Adds a user with role `user` in organisation `cs`. */
async function addUser(account: string) {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
    values (${account}, ${account}, ${hash}, (select id from sys_org where code = 'cs')) returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'user'`,
  );
  user[account] = id;
  return id;
}
/** Sells a card of the test type (10 uses) to `userId`; answers the card. */
async function buy(userId: number, type = typeId) {
  const r = await server.call(mc.fitnessCardBuy, { typeId: type, userId, methodId: cash }, { token: admin });
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
type Fields = Partial<Omit<CallInput<typeof gate.gatePass>, 'sign'>>;
/** A turnstile's signed pass at gate `g` (fresh nonce and stamp unless given); `key` overrides the signing key. */
function signed(g: { code: string; key: string }, fields: Fields, key = g.key) {
  const body = {
    gate: g.code,
    timestamp: Date.now(),
    nonce: randomBytes(16).toString('hex'),
    cardNo: '',
    account: '',
    direction: 'in' as const,
    ...fields,
  };
  return { ...body, sign: signPass(key, body) };
}
const pass = (g: { code: string; key: string }, fields: Fields) => server.call(gate.gatePass, signed(g, fields));
const passCount = async () =>
  Number((await server.one<{ n: number }>(sql`select count(*)::int as n from club_gate_pass`))!.n);
const usesLeft = async (cardId: number) =>
  (await server.one<{ u: number }>(sql`select uses_left as u from club_card where id = ${cardId}`))!.u;

/** Saves the club's settings over the current version; expects success. */
async function settings(patch: Partial<gate.ClubSettings>) {
  const cur = await server.call(gate.fitnessConfigGet, {}, { token: admin });
  const r = await server.call(
    gate.fitnessConfigSave,
    { version: cur.data.version, settings: { ...cur.data.settings, ...patch } },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  memberToken = (await server.login(DEMO.member)).token;
  cash = await server.idOf(sql`select id from club_pay_method where kind = 'cash' order by id limit 1`);
  const t = await server.call(
    mc.fitnessCardTypeAdd,
    { nameCn: '闸机测试十次卡', priceCents: 50_000, validDays: 30, uses: 10 },
    { token: admin },
  );
  expect(t.code, t.msg).toBe(0);
  typeId = t.data.id;
  for (const a of ['g_alice', 'g_bob', 'g_frozen', 'g_last', 'g_white', 'g_nocard']) await addUser(a);
  for (const [code, direction] of [
    ['T-MAIN', 'both'],
    ['T-IN', 'in'],
  ] as const) {
    const r = await server.call(gate.gateAdd, { code, name: code, direction, place: 'Lobby' }, { token: admin });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.key).toMatch(/^[0-9a-f]{64}$/);
    const g = { code, key: r.data.key, id: r.data.gate.id };
    if (code === 'T-MAIN') main = g;
    else inOnly = g;
  }
  // Open all day and no re-entry grace, so that each test decides what it needs.
  await settings({ openAt: '00:00', closeAt: '24:00', reentryMinutes: 0, debtAtGate: 'refuse' });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  debtSources.length = 0;
});

describe('gates', () => {
  it('lists gates without keys and refuses a taken code', async () => {
    const page = await server.call(gate.gatePage, { pageSize: 50 }, { token: admin });
    expect(page.data.rows.map((g) => g.code)).toEqual(expect.arrayContaining(['T-MAIN', 'T-IN']));
    expect(JSON.stringify(page.data)).not.toContain(main.key);
    const dup = await server.call(gate.gateAdd, { code: 'T-MAIN', name: 'x', direction: 'in' }, { token: admin });
    expect(dup.code).toBe(Code.DUPLICATE);
  });

  it('a reset key retires the old one', async () => {
    const r = await server.call(gate.gateAdd, { code: 'T-RESET', name: 'Reset', direction: 'both' }, { token: admin });
    const old = { code: 'T-RESET', key: r.data.key };
    const reset = await server.call(gate.gateResetKey, { id: r.data.gate.id }, { token: admin });
    expect(reset.data.key).not.toBe(old.key);
    expect((await pass(old, { account: 'g_alice', direction: 'out' })).code).toBe(Code.GATE_SIGN_INVALID);
    expect((await pass({ code: 'T-RESET', key: reset.data.key }, { account: 'g_alice', direction: 'out' })).code).toBe(
      0,
    );
  });
});

describe('the signed pass', () => {
  it('a valid entry opens and takes one use; the exit is recorded only', async () => {
    const card = await buy(user.g_alice);
    const r = await pass(main, { cardNo: card.cardNo });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ open: true, result: 'open', reason: 'card', code: null, cardNo: card.cardNo });
    expect(await usesLeft(card.id)).toBe(9);
    const [p] = await server.query(
      sql`select used_use, card_id, org_id from club_gate_pass where id = ${r.data.passId}`,
    );
    expect(p).toMatchObject({ used_use: true, card_id: card.id });
    expect(p.org_id).not.toBeNull();
    const out = await pass(main, { account: 'g_alice', direction: 'out' });
    expect(out.data).toMatchObject({ open: true, reason: 'exit' });
    expect(await usesLeft(card.id)).toBe(9);
  });

  it('refuses a forged signature, a replayed nonce and a stale stamp, storing nothing', async () => {
    const card = await buy(user.g_bob);
    const before = await passCount();
    const forged = await server.call(gate.gatePass, signed(main, { cardNo: card.cardNo }, inOnly.key));
    expect(forged.code).toBe(Code.GATE_SIGN_INVALID);
    const unknown = await server.call(gate.gatePass, signed({ code: 'NOPE', key: main.key }, { cardNo: card.cardNo }));
    expect(unknown.code).toBe(Code.GATE_SIGN_INVALID);
    const stale = await server.call(
      gate.gatePass,
      signed(main, { cardNo: card.cardNo, timestamp: Date.now() - 6 * 60_000 }),
    );
    expect(stale.code).toBe(Code.GATE_SIGN_STALE);
    expect(await passCount()).toBe(before);
    expect(await usesLeft(card.id)).toBe(10);

    const once = signed(main, { cardNo: card.cardNo });
    expect((await server.call(gate.gatePass, once)).code).toBe(0);
    const again = await server.call(gate.gatePass, once);
    expect(again.code).toBe(Code.GATE_NONCE_REPLAYED);
    expect(await passCount()).toBe(before + 1);
    expect(await usesLeft(card.id)).toBe(9);
  });

  it('refuses an unknown member and a direction the gate does not open', async () => {
    const r = await pass(main, { account: 'nobody-here' });
    expect(r.data).toMatchObject({ open: false, reason: 'unknownMember', code: Code.GATE_REFUSE_UNKNOWN_MEMBER });
    const out = await pass(inOnly, { account: 'g_alice', direction: 'out' });
    expect(out.data).toMatchObject({ open: false, code: Code.GATE_REFUSE_DIRECTION });
    const none = await pass(main, { account: 'g_nocard' });
    expect(none.data).toMatchObject({ open: false, reason: 'noCard', code: Code.GATE_REFUSE_NO_CARD });
  });

  it('refuses outside the opening hours', async () => {
    await settings({ openAt: '00:00', closeAt: '00:01' });
    const card = await buy(user.g_last);
    const r = await pass(main, { cardNo: card.cardNo });
    await settings({ openAt: '00:00', closeAt: '24:00' });
    // At 00:00 the club is open for this minute: the test only runs what the clock allows.
    if (r.data.reason !== 'card') expect(r.data).toMatchObject({ open: false, code: Code.GATE_REFUSE_CLOSED });
    await server.query(sql`update club_card set state = 'refunded' where id = ${card.id}`);
  });
});

describe('a frozen card and the override', () => {
  it('refuses the frozen card; an override opens the next entry at that gate once, audited', async () => {
    const card = await buy(user.g_frozen);
    const today = shanghaiDate(0);
    await server.query(sql`update club_card set state = 'frozen', frozen_from = ${today}, frozen_until = ${today}
      where id = ${card.id}`);
    const refused = await pass(main, { cardNo: card.cardNo });
    expect(refused.data).toMatchObject({
      open: false,
      result: 'refuse',
      reason: 'frozen',
      code: Code.GATE_REFUSE_FROZEN,
    });

    const denied = await server.call(
      gate.gateOverride,
      { passId: refused.data.passId, reason: 'x' },
      { token: memberToken },
    );
    expect(denied.code).not.toBe(0);
    const o = await server.call(
      gate.gateOverride,
      { passId: refused.data.passId, reason: 'Leave ends today, desk checked' },
      { token: admin },
    );
    expect(o.code, o.msg).toBe(0);
    const [row] = await server.query(sql`select staff_user_id, reason from club_gate_override where id = ${o.data.id}`);
    expect(row.reason).toBe('Leave ends today, desk checked');

    const atOther = await pass(inOnly, { cardNo: card.cardNo });
    expect(atOther.data.open).toBe(false);
    const opened = await pass(main, { cardNo: card.cardNo });
    expect(opened.data).toMatchObject({ open: true, reason: 'override' });
    expect(await usesLeft(card.id)).toBe(10);
    const second = await pass(main, { cardNo: card.cardNo });
    expect(second.data).toMatchObject({ open: false, reason: 'frozen' });

    const notRefused = await server.call(
      gate.gateOverride,
      { passId: opened.data.passId, reason: 'x' },
      { token: admin },
    );
    expect(notRefused.code).toBe(Code.GATE_OVERRIDE_NOT_REFUSED);
  });

  it('an override past its 60 s opens nothing', async () => {
    const refused = await pass(main, { account: 'g_nocard' });
    const o = await server.call(gate.gateOverride, { passId: refused.data.passId, reason: 'late' }, { token: admin });
    await server.query(sql`update club_gate_override set at = at - interval '61 seconds' where id = ${o.data.id}`);
    expect((await pass(main, { account: 'g_nocard' })).data.open).toBe(false);
  });
});

describe('whitelist, re-entry and debt', () => {
  it('a whitelisted user passes without a card; validity and user are checked', async () => {
    const bad = await server.call(
      gate.enterWhiteAdd,
      { userId: user.g_white, kind: 'staff', validFrom: '2030-02-01', validTo: '2030-01-01' },
      { token: admin },
    );
    expect(bad.code).toBe(Code.GATE_DATES_INVALID);
    const unknown = await server.call(gate.enterWhiteAdd, { userId: 999_999, kind: 'staff' }, { token: admin });
    expect(unknown.code).toBe(Code.GATE_USER_UNKNOWN);
    const w = await server.call(gate.enterWhiteAdd, { userId: user.g_white, kind: 'staff' }, { token: admin });
    expect(w.code, w.msg).toBe(0);
    expect(w.data).toMatchObject({ name: 'g_white', account: 'g_white' });
    const guest = await server.call(
      gate.enterWhiteAdd,
      { name: 'Visiting coach', kind: 'guest', validFrom: shanghaiDate(0), validTo: shanghaiDate(2) },
      { token: admin },
    );
    expect(guest.code, guest.msg).toBe(0);
    const edited = await server.call(
      gate.enterWhiteEdit,
      { id: guest.data.id, name: 'Visiting coach Z', kind: 'guest', note: 'week' },
      { token: admin },
    );
    expect(edited.data.name).toBe('Visiting coach Z');
    const r = await pass(main, { account: 'g_white' });
    expect(r.data).toMatchObject({ open: true, reason: 'whitelist' });
    const page = await server.call(gate.enterWhitePage, { pageSize: 50, kind: 'guest' }, { token: admin });
    expect(page.data.rows.map((x) => x.name)).toContain('Visiting coach Z');
    const del = await server.call(gate.enterWhiteDelete, { ids: [w.data.id, guest.data.id] }, { token: admin });
    expect(del.code).toBe(0);
    expect((await pass(main, { account: 'g_white' })).data.reason).toBe('noCard');
  });

  it('a re-entry within the interval takes no second use', async () => {
    await settings({ reentryMinutes: 60 });
    const id = await addUser('g_reentry');
    const card = await buy(id);
    expect((await pass(main, { cardNo: card.cardNo })).data.reason).toBe('card');
    expect((await pass(main, { cardNo: card.cardNo })).data).toMatchObject({ open: true, reason: 'reentry' });
    expect(await usesLeft(card.id)).toBe(9);
    await settings({ reentryMinutes: 0 });
  });

  it('debt refuses or flags by the setting', async () => {
    const id = await addUser('g_debtor');
    const card = await buy(id);
    debtSources.push(async (_db, userId) => (userId === id ? 1500 : 0));
    const refused = await pass(main, { cardNo: card.cardNo });
    expect(refused.data).toMatchObject({ open: false, reason: 'debt', code: Code.GATE_REFUSE_DEBT });
    expect(await usesLeft(card.id)).toBe(10);
    await settings({ debtAtGate: 'warn' });
    const flagged = await pass(main, { cardNo: card.cardNo });
    expect(flagged.data).toMatchObject({ open: true, result: 'warn', code: Code.GATE_REFUSE_DEBT });
    expect(await usesLeft(card.id)).toBe(9);
    await settings({ debtAtGate: 'refuse' });
  });

  it('debtCents sums the registered sources, never below zero each', async () => {
    expect(await debtCents(server.db, 1)).toBe(0);
    debtSources.push(
      async () => 300,
      async () => -50,
      async () => 200,
    );
    expect(await debtCents(server.db, 1)).toBe(500);
  });
});

describe('concurrency', () => {
  it('two passes at once with the last use: one takes it, the other is refused', async () => {
    const card = await buy(user.g_last);
    await server.query(sql`update club_card set uses_left = 1 where id = ${card.id}`);
    const answers = await Promise.all([pass(main, { cardNo: card.cardNo }), pass(inOnly, { cardNo: card.cardNo })]);
    expect(answers.map((a) => a.code)).toEqual([0, 0]);
    expect(answers.filter((a) => a.data.open)).toHaveLength(1);
    expect(answers.find((a) => !a.data.open)?.data.code).toBe(Code.GATE_REFUSE_NO_USES);
    expect(await usesLeft(card.id)).toBe(0);
    const uses = await server.query(sql`select id from club_card_event where card_id = ${card.id} and kind = 'use'`);
    expect(uses).toHaveLength(1);
  });
});

describe('records', () => {
  it('lists entries and exits with filters, and check-ins per member per day', async () => {
    const all = await server.call(gate.enterExitPage, { pageSize: 100, userId: user.g_alice }, { token: admin });
    expect(all.code, all.msg).toBe(0);
    expect(new Set(all.data.rows.map((r) => r.direction))).toEqual(new Set(['in', 'out']));
    expect(all.data.rows.filter((r) => r.usedUse)).toHaveLength(1);
    const refused = await server.call(gate.enterExitPage, { pageSize: 100, result: 'refuse' }, { token: admin });
    expect(refused.data.rows.every((r) => r.result === 'refuse')).toBe(true);
    expect(refused.data.rows.some((r) => r.reason === 'frozen' && r.memberName === 'g_frozen')).toBe(true);
    const today = shanghaiDate(0);
    const signs = await server.call(gate.signLogPage, { pageSize: 100, from: today, to: today }, { token: admin });
    expect(signs.code, signs.msg).toBe(0);
    const frozen = signs.data.rows.find((r) => r.userId === user.g_frozen);
    expect(frozen).toMatchObject({ day: today, entries: 1 });
    const reentry = signs.data.rows.find((r) => r.memberName === 'g_reentry');
    expect(reentry?.entries).toBe(2);
    expect(signs.data.rows.some((r) => r.userId === user.g_nocard)).toBe(false);
  });
});

describe('the club settings', () => {
  it('saves versions, refuses an outdated version and bad hours, nothing saved', async () => {
    const cur = await server.call(gate.fitnessConfigGet, {}, { token: admin });
    const outdated = await server.call(
      gate.fitnessConfigSave,
      { version: cur.data.version - 1, settings: cur.data.settings },
      { token: admin },
    );
    expect(outdated.code).toBe(Code.GATE_CONFIG_OUTDATED);
    const hours = await server.call(
      gate.fitnessConfigSave,
      { version: cur.data.version, settings: { ...cur.data.settings, openAt: '22:00', closeAt: '06:00' } },
      { token: admin },
    );
    expect(hours.code).toBe(Code.GATE_HOURS_INVALID);
    const saved = await server.call(
      gate.fitnessConfigSave,
      {
        version: cur.data.version,
        settings: { ...cur.data.settings, reentryMinutes: 90 },
      },
      { token: admin },
    );
    expect(saved.data.version).toBe(cur.data.version + 1);
    const again = await server.call(gate.fitnessConfigGet, {}, { token: admin });
    expect(again.data.settings.reentryMinutes).toBe(90);
    const versions = await server.query(sql`select version from club_config_version order by version`);
    expect(versions.length).toBe(again.data.version);
  });
});

describe('internal members', () => {
  it('adds, lists and removes; refuses a duplicate, bad dates, an unknown type', async () => {
    const id = await addUser('g_inner');
    const input = { userId: id, cardTypeId: typeId, validFrom: shanghaiDate(0), validTo: shanghaiDate(365) };
    const r = await server.call(gate.innerMemberAdd, input, { token: admin });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ account: 'g_inner', cardTypeName: '闸机测试十次卡' });
    expect((await server.call(gate.innerMemberAdd, input, { token: admin })).code).toBe(Code.DUPLICATE);
    const dates = await server.call(gate.innerMemberAdd, { ...input, validTo: '2000-01-01' }, { token: admin });
    expect(dates.code).toBe(Code.GATE_DATES_INVALID);
    const type = await server.call(
      gate.innerMemberAdd,
      { ...input, userId: user.g_bob, cardTypeId: 999_999 },
      { token: admin },
    );
    expect(type.code).toBe(Code.GATE_CARD_TYPE_UNKNOWN);
    const page = await server.call(
      gate.innerMemberPage,
      { pageSize: 50, keyword: 'g_inner', current: 'true' },
      { token: admin },
    );
    expect(page.data.rows).toHaveLength(1);
    expect((await server.call(gate.innerMemberDelete, { ids: [r.data.id, 999_999] }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await server.call(gate.innerMemberDelete, { ids: [r.data.id] }, { token: admin })).code).toBe(0);
  });
});

describe('demo data', () => {
  it('shows the seed’s passes, check-ins, gates, whitelist and settings', async () => {
    const passes = await server.call(gate.enterExitPage, { pageSize: 100 }, { token: admin });
    expect(passes.code, passes.msg).toBe(0);
    expect(passes.data.rows.some((r) => r.reason === 'override' && r.overridden)).toBe(true);
    expect(passes.data.rows.some((r) => r.gateName === '羽毛球馆闸机' && r.reason === 'frozen')).toBe(true);
    const signs = await server.call(gate.signLogPage, { pageSize: 100 }, { token: admin });
    expect(signs.code, signs.msg).toBe(0);
    expect(signs.data.total).toBeGreaterThan(5);
    const white = await server.call(gate.enterWhitePage, { pageSize: 100 }, { token: admin });
    expect(white.data.rows.map((r) => r.name)).toContain('Visiting inspector');
    const choose = await server.call(mc.fitnessCardChoose, {}, { token: memberToken });
    expect(choose.code, choose.msg).toBe(0);
  });
});

describe('migration 0043 on a database seeded before it', () => {
  /** The gate's menus: path or permission, type, and the roles granted each. */
  const gateMenus = () =>
    server.query(sql`select m.path, m.type, m.permission, m.title_en,
        (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id) as roles
      from sys_menu m where m.permission similar to 'fitness:(enterExit|signLog|enterWhite|innerMember|config|gate):%'
      order by m.type, m.path, m.permission`);
  /** Runs the menu statements of migration 0043. */
  const runMenuStatements = async () => {
    const text = readFileSync(new URL('../../server/db/migrations/0043_club-gate.sql', import.meta.url), 'utf8');
    for (const statement of text.split('--> statement-breakpoint'))
      if (/INSERT INTO "sys_(menu|role_menu)"/.test(statement)) await server.query(sql.raw(statement));
  };

  it('adds the same menus and grants as the seed, once', async () => {
    const seeded = await gateMenus();
    expect(seeded.length).toBe(5 + 9);
    await runMenuStatements();
    expect(await gateMenus()).toEqual(seeded);
    const gateMenu = sql`permission similar to 'fitness:(enterExit|signLog|enterWhite|innerMember|config|gate):%'`;
    await server.query(sql`delete from sys_role_menu where menu_id in (select id from sys_menu where ${gateMenu})`);
    await server.query(sql`delete from sys_menu where type = 2 and ${gateMenu}`);
    await server.query(sql`delete from sys_menu where ${gateMenu}`);
    expect(await gateMenus()).toEqual([]);
    await runMenuStatements();
    await runMenuStatements();
    expect(await gateMenus()).toEqual(seeded);
  });
});
