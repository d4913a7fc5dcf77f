/**
 * The club's late-cancel and no-show penalties (docs/fitness-penalties.md): the rules (copied from the
 * settings' old defaults by migration 0045; a class type's override wins; only overrides are removed);
 * the penalty applied in the late cancel's or no-show's transaction for group classes, private sessions
 * and tests (forfeit or give the use back, the fee, the grace count); waive within and after the window;
 * pay; two waives or pays at once; the unpaid fee as a debt refused at the gate; a booking now admitting
 * entry at the gate; a coach's blocked period cancelling the sessions it covers; the member's own records;
 * staff within their data scope.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cc from '../../platform/contracts/club-class.contract';
import * as gate from '../../platform/contracts/club-gate.contract';
import * as pen from '../../platform/contracts/club-penalty.contract';
import * as mc from '../../platform/contracts/membership-card.contract';
import * as ps from '../../platform/contracts/private-session.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { debtCents, signPass } from '../../server/modules/club-gate/gate-core';
import { DEMO, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let cash: number;
let cardTypeId: number;
let classTypeId: number;
let otherClassTypeId: number;
let classCoach: number;
let privateCoach: number;
let gateDev: { code: string; key: string };
const member: Record<string, { id: number; token: string; cardId: number; cardNo: string }> = {};
const HOUR = 3_600_000;

/** Adds a user with `role` in organisation `orgCode`, signed in. */
async function addUser(account: string, role = 'user', orgCode = 'cs') {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = ${orgCode}))
    returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = ${role}`,
  );
  const { token } = await server.login({ account, password: 'Member@123' });
  return { id, token };
}

/** Adds a member with a 30-use card for classes, private sessions and tests. */
async function addMember(account: string, orgCode = 'cs') {
  const u = await addUser(account, 'user', orgCode);
  const r = await server.call(
    mc.fitnessCardBuy,
    { typeId: cardTypeId, userId: u.id, methodId: cash },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  member[account] = { ...u, cardId: r.data.id, cardNo: r.data.cardNo };
  return member[account];
}

const usesLeft = async (account: string) =>
  (await server.one<{ n: number }>(sql`select uses_left as n from club_card where id = ${member[account].cardId}`))!.n;

/** Sets a rule (a course kind's, or a class type's override); expects success. */
async function saveRule(r: {
  courseKind: pen.PenaltyCourseKind;
  offence: pen.PenaltyOffence;
  classTypeId?: number | null;
  forfeitUse: boolean;
  feeCents: number;
  graceCount: number;
  graceDays?: number;
  waiveDays?: number;
}) {
  const res = await server.call(
    pen.fitnessPenaltyRuleSave,
    { graceDays: 30, waiveDays: 7, classTypeId: null, ...r },
    { token: admin },
  );
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

let slot = 0;
/** A class of `typeId` by the test coach, starting in a fresh slot within a day (so a cancel is late). */
async function addClass(typeId = classTypeId) {
  slot += 1;
  const startsAt = new Date(Date.now() + HOUR + slot * 2 * HOUR);
  const r = await server.call(
    cc.fitnessClassSessionAdd,
    {
      typeId,
      coachId: classCoach,
      place: 'Studio P',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
      lateCancelMin: 1440,
    } as never,
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data.id as number;
}
const bookClass = async (who: string, id: number) => {
  const r = await server.call(cc.fitnessClassBook, { id }, { token: member[who].token });
  expect(r.code, r.msg).toBe(0);
  return r.data.id;
};
const lateCancelClass = async (who: string, bookingId: number) => {
  const r = await server.call(cc.fitnessClassCancel, { id: bookingId }, { token: member[who].token });
  expect(r.code, r.msg).toBe(0);
  expect(r.data.state).toBe('lateCancelled');
};
/** Moves class `id` into the past (started an hour ago), so that it can be marked. */
const startClass = (id: number) =>
  server.query(sql`update club_class_session set starts_at = now() - interval '1 hour' - make_interval(mins => ${id}),
    ends_at = now() - make_interval(mins => ${id}) where id = ${id}`);
const penaltyOf = (sourceKind: string, sourceId: number) =>
  server.one<{
    id: number;
    state: string;
    fee_cents: number;
    forfeited: boolean;
    prior_count: number;
    rule: { ruleId: number | null; classTypeId: number | null };
    return_event_id: number | null;
  }>(sql`select * from club_penalty where source_kind = ${sourceKind} and source_id = ${sourceId}`);

/** Books a private session (or a test) of `who` with the test coach at `startAt`; answers its id. */
async function bookPrivate(who: string, startAt: Date, testTypeId?: number) {
  const r = await server.call(
    ps.privateBook,
    {
      coachId: privateCoach,
      startAt: startAt.toISOString(),
      minutes: 60,
      ...(testTypeId ? { testTypeId } : {}),
    } as never,
    { token: member[who].token },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data.booked[0].id as number;
}
/** An hour boundary `hours` ahead. */
const hoursAhead = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR);

function signedPass(fields: { cardNo: string }) {
  const body = {
    gate: gateDev.code,
    timestamp: Date.now(),
    nonce: randomBytes(16).toString('hex'),
    account: '',
    direction: 'in' as const,
    ...fields,
  };
  return { ...body, sign: signPass(gateDev.key, body) };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  cash = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
  const t = await server.call(
    mc.fitnessCardTypeAdd,
    {
      nameCn: '违约测试卡',
      priceCents: 100_000,
      validDays: 365,
      uses: 30,
      admits: { sceneIds: null, courseKinds: ['league', 'private', 'test'], hours: null },
    } as never,
    { token: admin },
  );
  expect(t.code, t.msg).toBe(0);
  cardTypeId = t.data.id;
  [classTypeId, otherClassTypeId] = (
    await server.query<{ id: number }>(sql`select id from club_class_type order by id limit 2`)
  ).map((r) => r.id);
  await server.query(sql`update club_class_type set day_limit = null, week_limit = null`);
  const c1 = await addUser('pen_coach1', 'coach');
  classCoach = await server.idOf(sql`insert into club_coach (user_id, display_name, level)
    values (${c1.id}, 'Class Coach', 'senior') returning id`);
  const c2 = await addUser('pen_coach2', 'coach');
  privateCoach = await server.idOf(sql`insert into club_coach (user_id, display_name, level)
    values (${c2.id}, 'Private Coach', 'senior') returning id`);
  const allDay: [number, number][] = [[0, 1440]];
  const hours = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, allDay]));
  const a = await server.call(
    ps.fitnessAllocationEdit,
    { coachId: privateCoach, hours, bufferMinutes: 0, cancelHours: 24, lengths: [{ minutes: 60, priceCents: 0 }] },
    { token: admin },
  );
  expect(a.code, a.msg).toBe(0);
  for (const m of ['pen_a', 'pen_b', 'pen_c', 'pen_d', 'pen_e', 'pen_f']) await addMember(m);
  await addMember('pen_far', 'hr');
  const g = await server.call(gate.gateAdd, { code: 'P-GATE', name: 'P', direction: 'both' }, { token: admin });
  expect(g.code, g.msg).toBe(0);
  gateDev = { code: 'P-GATE', key: g.data.key };
  const cur = await server.call(gate.fitnessConfigGet, {}, { token: admin });
  const saved = await server.call(
    gate.fitnessConfigSave,
    {
      version: cur.data.version,
      settings: { ...cur.data.settings, openAt: '00:00', closeAt: '24:00', reentryMinutes: 0, debtAtGate: 'refuse' },
    },
    { token: admin },
  );
  expect(saved.code, saved.msg).toBe(0);
});
afterAll(async () => {
  await server?.close();
});

describe('rules', () => {
  it('holds each course kind’s rule for both offences, copied from the settings’ old defaults', async () => {
    const r = await server.call(pen.fitnessPenaltyRules, undefined, { token: admin });
    expect(r.code, r.msg).toBe(0);
    const base = r.data.rules.filter((x) => x.classTypeId === null);
    expect(r.data.classTypes.map((c) => c.id)).toContain(classTypeId);
    expect(base.map((x) => `${x.courseKind}:${x.offence}`).sort()).toEqual([
      'league:lateCancel',
      'league:noShow',
      'private:lateCancel',
      'private:noShow',
      'test:lateCancel',
      'test:noShow',
    ]);
    expect(base[0]).toMatchObject({ forfeitUse: true, feeCents: 2000, graceCount: 1, graceDays: 30, waiveDays: 1 });
    // The settings no longer carry them.
    const settings = await server.call(gate.fitnessConfigGet, {}, { token: admin });
    expect(settings.data.settings).not.toHaveProperty('penalty');
  });

  it('saves a kind’s rule and a class type’s override; refuses a bad override; removes only overrides', async () => {
    const base = await saveRule({
      courseKind: 'league',
      offence: 'noShow',
      forfeitUse: true,
      feeCents: 900,
      graceCount: 0,
    });
    const again = await saveRule({
      courseKind: 'league',
      offence: 'noShow',
      forfeitUse: true,
      feeCents: 1000,
      graceCount: 0,
    });
    expect(again.id).toBe(base.id);
    expect(again.feeCents).toBe(1000);
    const over = await saveRule({
      courseKind: 'league',
      offence: 'noShow',
      classTypeId: otherClassTypeId,
      forfeitUse: false,
      feeCents: 0,
      graceCount: 0,
    });
    expect(over.classTypeName).toBeTruthy();
    const notLeague = await server.call(
      pen.fitnessPenaltyRuleSave,
      {
        courseKind: 'private',
        offence: 'noShow',
        classTypeId: classTypeId,
        forfeitUse: true,
        feeCents: 0,
        graceCount: 0,
        graceDays: 30,
        waiveDays: 1,
      },
      { token: admin },
    );
    expect(notLeague.code).toBe(Code.PENALTY_OVERRIDE_INVALID);
    const unknown = await server.call(
      pen.fitnessPenaltyRuleSave,
      {
        courseKind: 'league',
        offence: 'noShow',
        classTypeId: 987_654,
        forfeitUse: true,
        feeCents: 0,
        graceCount: 0,
        graceDays: 30,
        waiveDays: 1,
      },
      { token: admin },
    );
    expect(unknown.code).toBe(Code.PENALTY_OVERRIDE_INVALID);
    const baseDelete = await server.call(pen.fitnessPenaltyRuleDelete, { id: base.id }, { token: admin });
    expect(baseDelete.code).toBe(Code.PENALTY_RULE_BASE);
    expect((await server.call(pen.fitnessPenaltyRuleDelete, { id: over.id }, { token: admin })).code).toBe(0);
    expect(await server.one(sql`select id from club_penalty_rule where id = ${over.id}`)).toBeUndefined();
    expect(await server.one(sql`select id from club_penalty_rule where id = ${base.id}`)).toBeTruthy();
    const log = await server.query(sql`select id from operation_log where path like '/api/fitness/breakContract/%'`);
    expect(log.length).toBeGreaterThanOrEqual(4);
  });
});

describe('group classes', () => {
  it('a late cancel follows the rule: no forfeit gives the use back and charges the fee', async () => {
    await saveRule({ courseKind: 'league', offence: 'lateCancel', forfeitUse: false, feeCents: 500, graceCount: 0 });
    const b = await bookClass('pen_a', await addClass());
    const before = await usesLeft('pen_a');
    await lateCancelClass('pen_a', b);
    expect(await usesLeft('pen_a')).toBe(before + 1);
    const p = await penaltyOf('class', b);
    expect(p).toMatchObject({ state: 'charged', fee_cents: 500, forfeited: false });
    expect(p!.return_event_id).toBeTruthy();
    const booking = await server.one<{ r: number }>(
      sql`select return_event_id as r from club_class_booking where id = ${b}`,
    );
    expect(booking!.r).toBe(p!.return_event_id);
    expect(await debtCents(server.db, member.pen_a.id)).toBe(500);
  });

  it('a class type’s override wins, with its grace: the first graced, the second charged and forfeited', async () => {
    await saveRule({
      courseKind: 'league',
      offence: 'lateCancel',
      classTypeId: otherClassTypeId,
      forfeitUse: true,
      feeCents: 1500,
      graceCount: 1,
      graceDays: 30,
    });
    const b1 = await bookClass('pen_b', await addClass(otherClassTypeId));
    const left1 = await usesLeft('pen_b');
    await lateCancelClass('pen_b', b1);
    expect(await penaltyOf('class', b1)).toMatchObject({
      state: 'graced',
      fee_cents: 0,
      forfeited: false,
      prior_count: 0,
    });
    expect(await usesLeft('pen_b')).toBe(left1 + 1);
    const b2 = await bookClass('pen_b', await addClass(otherClassTypeId));
    const left2 = await usesLeft('pen_b');
    await lateCancelClass('pen_b', b2);
    const p2 = await penaltyOf('class', b2);
    expect(p2).toMatchObject({ state: 'charged', fee_cents: 1500, forfeited: true, prior_count: 1 });
    expect(p2!.rule.classTypeId).toBe(otherClassTypeId);
    expect(await usesLeft('pen_b')).toBe(left2);
    // Outside the grace period an earlier offence no longer counts.
    await server.query(sql`update club_penalty set at = now() - interval '40 days' where user_id = ${member.pen_b.id}`);
    const b3 = await bookClass('pen_b', await addClass(otherClassTypeId));
    await lateCancelClass('pen_b', b3);
    expect(await penaltyOf('class', b3)).toMatchObject({ state: 'graced', prior_count: 0 });
  });

  it('a no-show marked by staff is charged by the league rule and keeps the use', async () => {
    await saveRule({ courseKind: 'league', offence: 'noShow', forfeitUse: true, feeCents: 2000, graceCount: 0 });
    const id = await addClass();
    const b = await bookClass('pen_c', id);
    await startClass(id);
    const left = await usesLeft('pen_c');
    const r = await server.call(cc.fitnessClassBookingMark, { id: b, outcome: 'noShow' }, { token: admin });
    expect(r.code, r.msg).toBe(0);
    expect(await penaltyOf('class', b)).toMatchObject({ state: 'charged', fee_cents: 2000, forfeited: true });
    expect(await usesLeft('pen_c')).toBe(left);
    // Corrected to attended and back to no-show: still one record.
    await server.call(cc.fitnessClassBookingMark, { id: b, outcome: 'attended' }, { token: admin });
    await server.call(cc.fitnessClassBookingMark, { id: b, outcome: 'noShow' }, { token: admin });
    const n = await server.one<{ n: number }>(sql`select count(*)::int as n from club_penalty where source_id = ${b}
      and source_kind = 'class'`);
    expect(n!.n).toBe(1);
  });
});

describe('private sessions and tests', () => {
  it('a late cancel of a private session follows the private rule', async () => {
    await saveRule({ courseKind: 'private', offence: 'lateCancel', forfeitUse: false, feeCents: 300, graceCount: 0 });
    const id = await bookPrivate('pen_d', hoursAhead(3));
    const before = await usesLeft('pen_d');
    const r = await server.call(ps.privateCancel, { id }, { token: member.pen_d.token });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ state: 'lateCancelled', useReturned: true });
    expect(await usesLeft('pen_d')).toBe(before + 1);
    expect(await penaltyOf('private', id)).toMatchObject({ state: 'charged', fee_cents: 300, forfeited: false });
  });

  it('a no-show of a test follows the test rule (grace and forfeit)', async () => {
    await saveRule({ courseKind: 'test', offence: 'noShow', forfeitUse: true, feeCents: 800, graceCount: 0 });
    const testTypeId = await server.idOf(sql`select id from club_test_type order by id limit 1`);
    const id = await bookPrivate('pen_d', hoursAhead(30), testTypeId);
    await server.query(sql`update club_private_session set start_at = now() - interval '2 hours',
      end_at = now() - interval '1 hour', busy_until = now() - interval '1 hour' where id = ${id}`);
    const left = await usesLeft('pen_d');
    const r = await server.call(ps.fitnessTeachingMark, { id, state: 'noShow' }, { token: admin });
    expect(r.code, r.msg).toBe(0);
    const p = await penaltyOf('test', id);
    expect(p).toMatchObject({ state: 'charged', fee_cents: 800, forfeited: true });
    expect(await usesLeft('pen_d')).toBe(left);
  });
});

describe('waive and pay', () => {
  it('waives within the window (the forfeited use given back), refuses after it and a second time', async () => {
    await saveRule({
      courseKind: 'league',
      offence: 'lateCancel',
      forfeitUse: true,
      feeCents: 700,
      graceCount: 0,
      waiveDays: 2,
    });
    const b = await bookClass('pen_e', await addClass());
    await lateCancelClass('pen_e', b);
    const p = (await penaltyOf('class', b))!;
    expect(p).toMatchObject({ state: 'charged', forfeited: true });
    const left = await usesLeft('pen_e');
    expect(await debtCents(server.db, member.pen_e.id)).toBe(700);
    const noReason = await server.call(pen.fitnessPenaltyWaive, { id: p.id, reason: '' }, { token: admin });
    expect(noReason.code).toBe(Code.BAD_REQUEST);
    const w = await server.call(pen.fitnessPenaltyWaive, { id: p.id, reason: 'ill' }, { token: admin });
    expect(w.code, w.msg).toBe(0);
    expect(w.data).toMatchObject({ state: 'waived', reason: 'ill', forfeited: false });
    expect(await usesLeft('pen_e')).toBe(left + 1);
    expect(await debtCents(server.db, member.pen_e.id)).toBe(0);
    const twice = await server.call(pen.fitnessPenaltyWaive, { id: p.id, reason: 'again' }, { token: admin });
    expect(twice.code).toBe(Code.PENALTY_NOT_CHARGED);

    const b2 = await bookClass('pen_e', await addClass());
    await lateCancelClass('pen_e', b2);
    const p2 = (await penaltyOf('class', b2))!;
    await server.query(sql`update club_penalty set waive_until = now() - interval '1 minute' where id = ${p2.id}`);
    const late = await server.call(pen.fitnessPenaltyWaive, { id: p2.id, reason: 'late' }, { token: admin });
    expect(late.code).toBe(Code.PENALTY_WAIVE_CLOSED);
    expect((await penaltyOf('class', b2))!.state).toBe('charged');
    const paid = await server.call(pen.fitnessPenaltyPay, { id: p2.id, methodId: cash }, { token: admin });
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data.state).toBe('paid');
    expect(paid.data.resolvedByName).toBeTruthy();
    expect(await debtCents(server.db, member.pen_e.id)).toBe(0);
    const audit = await server.query(sql`select id from operation_log where path in
      ('/api/fitness/breakContract/waive', '/api/fitness/breakContract/pay')`);
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('two waives or pays of one penalty at once give one result', async () => {
    await saveRule({
      courseKind: 'league',
      offence: 'lateCancel',
      forfeitUse: true,
      feeCents: 400,
      graceCount: 0,
      waiveDays: 2,
    });
    const b = await bookClass('pen_f', await addClass());
    await lateCancelClass('pen_f', b);
    const p = (await penaltyOf('class', b))!;
    const left = await usesLeft('pen_f');
    const answers = await Promise.all([
      server.call(pen.fitnessPenaltyWaive, { id: p.id, reason: 'one' }, { token: admin }),
      server.call(pen.fitnessPenaltyPay, { id: p.id, methodId: cash }, { token: admin }),
      server.call(pen.fitnessPenaltyWaive, { id: p.id, reason: 'two' }, { token: admin }),
    ]);
    const ok = answers.filter((a) => a.code === 0);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.code === Code.PENALTY_NOT_CHARGED)).toHaveLength(2);
    const stored = (await penaltyOf('class', b))!;
    expect(stored.state).toBe(ok[0].data.state);
    // A waive gives the use back once; a pay gives nothing back.
    expect(await usesLeft('pen_f')).toBe(stored.state === 'waived' ? left + 1 : left);
    const returns = await server.one<{ n: number }>(sql`select count(*)::int as n from club_card_event
      where card_id = ${member.pen_f.cardId} and kind = 'useReturn' and reason = 'penaltyWaived'`);
    expect(returns!.n).toBe(stored.state === 'waived' ? 1 : 0);
  });
});

describe('the gate', () => {
  it('refuses a member with an unpaid penalty fee (debtAtGate refuse), and opens once it is paid', async () => {
    await saveRule({ courseKind: 'league', offence: 'lateCancel', forfeitUse: true, feeCents: 600, graceCount: 0 });
    const b = await bookClass('pen_c', await addClass());
    await lateCancelClass('pen_c', b);
    const refused = await server.call(gate.gatePass, signedPass({ cardNo: member.pen_c.cardNo }));
    expect(refused.code, refused.msg).toBe(0);
    expect(refused.data).toMatchObject({ open: false, code: Code.GATE_REFUSE_DEBT });
    const charged = await server.query<{ id: number }>(sql`select id from club_penalty
      where user_id = ${member.pen_c.id} and state = 'charged'`);
    for (const c of charged) await server.call(pen.fitnessPenaltyPay, { id: c.id, methodId: cash }, { token: admin });
    const open = await server.call(gate.gatePass, signedPass({ cardNo: member.pen_c.cardNo }));
    expect(open.data.open).toBe(true);
  });

  it('a group class booked for now admits entry without taking a use', async () => {
    const u = await addMember('pen_now');
    const id = await addClass();
    await bookClass('pen_now', id);
    await server.query(sql`update club_class_session set starts_at = now() + interval '10 minutes',
      ends_at = now() + interval '70 minutes' where id = ${id}`);
    const left = await usesLeft('pen_now');
    const r = await server.call(gate.gatePass, signedPass({ cardNo: u.cardNo }));
    expect(r.data).toMatchObject({ open: true, reason: 'booking' });
    expect(await usesLeft('pen_now')).toBe(left);
  });

  it('a private session booked for now admits entry without taking a use', async () => {
    const u = await addMember('pen_now2');
    const id = await bookPrivate('pen_now2', hoursAhead(50));
    await server.query(sql`update club_private_session set start_at = now() - interval '5 minutes',
      end_at = now() + interval '55 minutes', busy_until = now() + interval '55 minutes' where id = ${id}`);
    const left = await usesLeft('pen_now2');
    const r = await server.call(gate.gatePass, signedPass({ cardNo: u.cardNo }));
    expect(r.data).toMatchObject({ open: true, reason: 'booking' });
    expect(await usesLeft('pen_now2')).toBe(left);
  });
});

describe('a coach’s blocked period', () => {
  it('cancels the sessions it covers: the use given back, no penalty, the member told', async () => {
    const start = hoursAhead(72);
    const covered = await bookPrivate('pen_a', start);
    const outside = await bookPrivate('pen_a', new Date(start.getTime() + 5 * HOUR));
    const left = await usesLeft('pen_a');
    const r = await server.call(
      ps.fitnessAllocationBlockAdd,
      {
        coachId: privateCoach,
        fromAt: new Date(start.getTime() - HOUR).toISOString(),
        toAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
        reason: 'leave',
      },
      { token: admin },
    );
    expect(r.code, r.msg).toBe(0);
    const states = await server.query<{ id: number; state: string; r: number | null }>(sql`select id, state,
      return_event_id as r from club_private_session where id in (${covered}, ${outside}) order by id`);
    expect(states.map((s) => s.state)).toEqual(['cancelled', 'booked']);
    expect(states[0].r).toBeTruthy();
    expect(await usesLeft('pen_a')).toBe(left + 1);
    expect(await penaltyOf('private', covered)).toBeUndefined();
    const told = await server.query<{ context: string }>(sql`select params->>'context' as context from user_message
      where user_id = ${member.pen_a.id} and kind = 'clubPrivate'`);
    expect(told.map((m) => m.context)).toEqual(['coachBlocked']);
  });
});

describe('who sees what', () => {
  it('the member reads their own records with the explanation; staff only their data scope', async () => {
    await saveRule({ courseKind: 'league', offence: 'lateCancel', forfeitUse: true, feeCents: 100, graceCount: 0 });
    const far = await bookClass('pen_far', await addClass());
    await lateCancelClass('pen_far', far);
    const mine = await server.call(pen.fitnessPenaltyMine, undefined, { token: member.pen_b.token, lang: 'EN' });
    expect(mine.code, mine.msg).toBe(0);
    expect(mine.data.length).toBe(3);
    expect(mine.data.every((r) => r.userId === member.pen_b.id)).toBe(true);
    expect(mine.data[0]).toMatchObject({ courseKind: 'league', offence: 'lateCancel', coachName: 'Class Coach' });
    expect(mine.data[0].subjectName).toBeTruthy();
    expect(mine.data[0].startsAt).toMatch(/\+08:00$/);
    // A staff member whose data scope is their own organisation (cs): pen_far (hr) is not found.
    const staff = await addUser('pen_staff', 'user');
    const role = await server.idOf(sql`insert into sys_role (code, name, data_scope) values ('pen_role', 'pen', 'org')
      returning id`);
    await server.query(sql`insert into sys_role_menu (role_id, menu_id) select ${role}, id from sys_menu
      where permission like 'fitness:breakContract:%'`);
    await server.query(sql`insert into sys_user_role (user_id, role_id) values (${staff.id}, ${role})`);
    const token = (await server.login({ account: 'pen_staff', password: 'Member@123' })).token;
    const farPenalty = (await penaltyOf('class', far))!;
    const page = await server.call(pen.fitnessPenaltyPage, { pageSize: 100 } as never, { token });
    expect(page.code, page.msg).toBe(0);
    expect(page.data.rows.some((r) => r.id === farPenalty.id)).toBe(false);
    expect(page.data.rows.some((r) => r.userId === member.pen_b.id)).toBe(true);
    const adminPage = await server.call(pen.fitnessPenaltyPage, { pageSize: 100, state: 'charged' } as never, {
      token: admin,
    });
    expect(adminPage.data.rows.some((r) => r.id === farPenalty.id)).toBe(true);
    expect(adminPage.data.rows.every((r) => r.state === 'charged')).toBe(true);
    const waive = await server.call(pen.fitnessPenaltyWaive, { id: farPenalty.id, reason: 'x' }, { token });
    expect(waive.code).toBe(Code.NOT_FOUND);
    expect((await penaltyOf('class', far))!.state).toBe('charged');
    const memberCall = await server.call(pen.fitnessPenaltyPage, { pageSize: 10 } as never, {
      token: member.pen_a.token,
    });
    expect(memberCall.code).toBe(Code.FORBIDDEN);
  });
});

describe('migration 0045 for databases seeded before it', () => {
  it('adds /breakContract, its buttons and grants, the terminal page and the kind rules, once', async () => {
    const dir = new URL('../../server/db/migrations/', import.meta.url);
    const file = readdirSync(dir).find((n) => n.endsWith('_club-penalties.sql'))!;
    const inserts = readFileSync(new URL(file, dir), 'utf8')
      .split('--> statement-breakpoint')
      .filter((st) => /^\s*(--[^\n]*\n\s*)*INSERT/.test(st));
    expect(inserts.length).toBe(6);
    await server.query(sql`delete from sys_menu where permission like 'fitness:breakContract:%'
      or path = '/fitnessCenter/defaultRecords'`);
    const rulesBefore = await server.one<{ n: number }>(sql`select count(*)::int as n from club_penalty_rule`);
    for (let round = 0; round < 2; round++) for (const st of inserts) await server.query(sql.raw(st));
    const menus = await server.query<{ permission: string; roles: string }>(sql`select m.permission,
      (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
        where rm.menu_id = m.id) as roles
      from sys_menu m where m.permission like 'fitness:breakContract:%' order by m.permission`);
    expect(menus).toEqual([
      { permission: 'fitness:breakContract:edit', roles: 'admin' },
      { permission: 'fitness:breakContract:page', roles: 'admin' },
      { permission: 'fitness:breakContract:pay', roles: 'admin' },
      { permission: 'fitness:breakContract:waive', roles: 'admin' },
    ]);
    const terminal = await server.query<{ status: number; roles: string }>(sql`select m.status,
      (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
        where rm.menu_id = m.id) as roles
      from sys_menu m where m.app_code = 'terminal' and m.path = '/fitnessCenter/defaultRecords'`);
    expect(terminal).toEqual([{ status: 1, roles: 'admin,approver,coach,member,user' }]);
    const rulesAfter = await server.one<{ n: number }>(sql`select count(*)::int as n from club_penalty_rule`);
    expect(rulesAfter!.n).toBe(rulesBefore!.n);
  });
});
