/**
 * Private sessions and fitness tests (docs/fitness-private.md): coaches' availability and blocked
 * periods; free slots; booking paid by one card use (the shared usage path); no double booking of a
 * coach, buffers included, even for calls at once (the exclusion constraint) — two members on one
 * slot, a weekly series racing a single booking —; weekly series all-or-nothing or the free weeks
 * with the conflicts listed; cancellation before the window (use given back) and after (kept, the
 * penalty hook runs); marking after the start; test types and results validated against their
 * fields; results over time with the change; the coach centre acting on the caller's own record;
 * permissions and the data scope.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../platform/contracts/define-call';
import * as mc from '../../platform/contracts/membership-card.contract';
import * as ps from '../../platform/contracts/private-session.contract';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { privatePenaltyHooks } from '../../server/modules/fitness/private-session.handlers';
import { at, DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let coachId: number;
let coachToken: string;
let liMingToken: string;
let typeId: number;
let testTypeId: number;
const member: Record<string, { id: number; token: string; cardId: number }> = {};
const penalties: { id: number; kind: string }[] = [];
/** A day far enough ahead that the cancel window (24 h) has not begun. */
const D = shanghaiDate(20);

/** Adds a user with role `role` in organisation `orgCode`, signed in. */
async function addUser(account: string, role: string, orgCode = 'cs') {
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

/** Adds a member with a card of the private-session type. */
async function addMember(account: string, orgCode = 'cs') {
  const u = await addUser(account, 'user', orgCode);
  const cash = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
  const r = await server.call(mc.fitnessCardBuy, { typeId, userId: u.id, methodId: cash }, { token: admin });
  expect(r.code, r.msg).toBe(0);
  member[account] = { ...u, cardId: r.data.id };
}

const usesLeft = async (account: string) =>
  (await server.one<{ n: number }>(sql`select uses_left as n from club_card where id = ${member[account].cardId}`))!.n;

/** Books as member `account`. */
const book = (account: string, startAt: string, extra: Partial<CallInput<typeof ps.privateBook>> = {}) =>
  server.call(ps.privateBook, { coachId, startAt, minutes: 60, ...extra } as never, { token: member[account].token });

/** Inserts a booked session of `account` with the test coach starting `hoursAgo` hours ago. */
async function pastSession(account: string, hoursAgo: number, kind: 'private' | 'test' = 'private') {
  return server.idOf(sql`insert into club_private_session
      (kind, coach_id, user_id, org_id, test_type_id, start_at, end_at, busy_until, minutes, state)
    select ${kind}, ${coachId}, u.id, u.org_id, ${kind === 'test' ? testTypeId : null},
      now() - make_interval(hours => ${hoursAgo}), now() - make_interval(hours => ${hoursAgo}) + interval '30 minutes',
      now() - make_interval(hours => ${hoursAgo}) + interval '40 minutes', 30, 'booked'
    from sys_user u where u.id = ${member[account].id} returning id`);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  // The penalty rules (docs/fitness-penalties.md, tested in club-penalties.test.ts): forfeit the use, no fee, no grace.
  await server.query(sql`update club_penalty_rule set forfeit_use = true, fee_cents = 0, grace_count = 0`);
  liMingToken = (await server.login(DEMO.coach)).token;
  const t = await server.call(
    mc.fitnessCardTypeAdd,
    {
      nameCn: '私教测试卡',
      priceCents: 100_000,
      validDays: 365,
      uses: 30,
      admits: { sceneIds: null, courseKinds: ['private', 'test'], hours: null },
    } as never,
    { token: admin },
  );
  expect(t.code, t.msg).toBe(0);
  typeId = t.data.id;
  const c = await addUser('ps_coach', 'coach');
  coachToken = c.token;
  coachId = await server.idOf(sql`insert into club_coach (user_id, display_name, level)
    values (${c.id}, 'Test Coach', 'senior') returning id`);
  const allDay: [number, number][] = [[0, 1440]];
  const hours = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, allDay]));
  const r = await server.call(
    ps.fitnessAllocationEdit,
    { coachId, hours, bufferMinutes: 10, cancelHours: 24, lengths: [{ minutes: 60, priceCents: 0 }] },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  const tt = await server.call(
    ps.fitnessTestTypeAdd,
    {
      nameCn: '体成分',
      nameEn: 'Body',
      fields: [
        { key: 'weight', labelCn: '体重', unit: 'kg', kind: 'number', min: 20, max: 300 },
        { key: 'note', labelCn: '评语', kind: 'text' },
      ],
      minutes: 30,
    } as never,
    { token: admin },
  );
  expect(tt.code, tt.msg).toBe(0);
  testTypeId = tt.data.id;
  for (const a of ['ps_a', 'ps_b', 'ps_c']) await addMember(a);
  await addMember('ps_far', 'hr');
  privatePenaltyHooks.push(async (_db, s, kind) => {
    penalties.push({ id: s.id, kind });
  });
});
afterAll(async () => {
  privatePenaltyHooks.length = 0;
  await server?.close();
});

describe('demo data', () => {
  it('seeds availability, test types, the member’s sessions in every state and results over months', async () => {
    const states = await server.query<{ state: string }>(sql`select distinct s.state from club_private_session s
      join sys_user u on u.id = s.user_id where u.account = 'member' order by s.state`);
    expect(states.map((s) => s.state)).toEqual(['attended', 'booked', 'cancelled', 'noShow']);
    const memberToken = (await server.login(DEMO.member)).token;
    const r = await server.call(ps.privateMyResults, {}, { token: memberToken });
    expect(r.code, r.msg).toBe(0);
    const body = r.data.find((s) => s.fields.some((f) => f.key === 'bodyFat'))!;
    expect(body.points).toHaveLength(4);
    expect(body.points[0].change.weight).toBeNull();
    expect(body.points[1].change.weight).toBeCloseTo(-1.3);
    const week = await server.call(ps.coachCentreWeek, { monday: shanghaiDate(0) }, { token: liMingToken });
    expect(week.code, week.msg).toBe(0);
    expect(week.data.availability.lengths.length).toBeGreaterThan(0);
  });
});

describe('slots and booking', () => {
  it('offers free starts with the card that would pay, and books one use', async () => {
    const s = await server.call(ps.privateSlots, { coachId, date: D, minutes: 60 }, { token: member.ps_a.token });
    expect(s.code, s.msg).toBe(0);
    expect(s.data.starts).toContain(at(D, '10:00'));
    expect(s.data.payer.cardId).toBe(member.ps_a.cardId);
    const before = await usesLeft('ps_a');
    const r = await book('ps_a', at(D, '10:00'));
    expect(r.code, r.msg).toBe(0);
    expect(r.data.booked).toHaveLength(1);
    expect(r.data.booked[0]).toMatchObject({ state: 'booked', cardId: member.ps_a.cardId, kind: 'private' });
    expect(await usesLeft('ps_a')).toBe(before - 1);
    const use = await server.one<{ detail: { sessionId: number; courseKind: string } }>(
      sql`select detail from club_card_event where card_id = ${member.ps_a.cardId} and kind = 'use' order by id desc`,
    );
    expect(use!.detail).toMatchObject({ sessionId: r.data.booked[0].id, courseKind: 'private' });
    const again = await server.call(ps.privateSlots, { coachId, date: D, minutes: 60 }, { token: member.ps_b.token });
    expect(again.data.starts).not.toContain(at(D, '10:00'));
    expect(again.data.starts).not.toContain(at(D, '11:00'));
  });

  it('refuses overlaps with the buffer, outside hours, blocked periods, the past and unknown lengths', async () => {
    const before = await usesLeft('ps_b');
    expect((await book('ps_b', at(D, '11:00'))).code).toBe(Code.PRIVATE_SLOT_TAKEN);
    expect((await book('ps_b', at(D, '08:55'))).code).toBe(Code.PRIVATE_SLOT_TAKEN);
    expect((await book('ps_b', at(shanghaiDate(-1), '10:00'))).code).toBe(Code.PRIVATE_IN_PAST);
    expect((await book('ps_b', at(D, '12:00'), { minutes: 45 })).code).toBe(Code.PRIVATE_LENGTH_NOT_OFFERED);
    const block = await server.call(
      ps.fitnessAllocationBlockAdd,
      { coachId, fromAt: at(D, '18:00'), toAt: at(D, '20:00'), reason: 'leave' },
      { token: admin },
    );
    expect(block.code, block.msg).toBe(0);
    expect((await book('ps_b', at(D, '17:30'))).code).toBe(Code.PRIVATE_SLOT_UNAVAILABLE);
    expect(await usesLeft('ps_b')).toBe(before);
    const ok = await book('ps_b', at(D, '11:10'));
    expect(ok.code, ok.msg).toBe(0);
  });

  it('books exactly one of two members asking for one slot at once', async () => {
    const start = at(addIsoDays(D, 1), '09:00');
    const [a, b] = await Promise.all([book('ps_a', start), book('ps_b', start)]);
    expect([a.code, b.code].sort()).toEqual([0, Code.PRIVATE_SLOT_TAKEN].sort());
    const rows = await server.query(sql`select id from club_private_session where coach_id = ${coachId}
      and start_at = ${start}::timestamptz and state = 'booked'`);
    expect(rows).toHaveLength(1);
  });

  it('refuses a weekly series all or nothing, or books the free weeks and lists the conflicts', async () => {
    const day = addIsoDays(D, 2);
    const taken = await book('ps_c', at(addIsoDays(day, 7), '15:00'));
    expect(taken.code, taken.msg).toBe(0);
    const before = await usesLeft('ps_a');
    const all = await book('ps_a', at(day, '15:00'), { weeks: 3, mode: 'all' });
    expect(all.code).toBe(Code.PRIVATE_SLOT_TAKEN);
    expect(await usesLeft('ps_a')).toBe(before);
    const free = await book('ps_a', at(day, '15:00'), { weeks: 3, mode: 'free' });
    expect(free.code, free.msg).toBe(0);
    expect(free.data.booked.map((s) => s.startAt)).toEqual([at(day, '15:00'), at(addIsoDays(day, 14), '15:00')]);
    expect(free.data.conflicts).toEqual([{ startAt: at(addIsoDays(day, 7), '15:00'), code: Code.PRIVATE_SLOT_TAKEN }]);
    expect(new Set(free.data.booked.map((s) => s.seriesId)).size).toBe(1);
    expect(await usesLeft('ps_a')).toBe(before - 2);
  });

  it('never overlaps a weekly series racing a single booking', async () => {
    const day = addIsoDays(D, 3);
    const single = at(addIsoDays(day, 14), '07:30');
    const [series, one] = await Promise.all([
      book('ps_a', at(day, '07:00'), { weeks: 4, mode: 'all' }),
      book('ps_b', single),
    ]);
    expect([series.code, one.code]).toContain(0);
    expect([series.code, one.code]).toContain(Code.PRIVATE_SLOT_TAKEN);
    const overlaps = await server.query(sql`select a.id from club_private_session a join club_private_session b
      on a.coach_id = b.coach_id and a.id < b.id and a.state = 'booked' and b.state = 'booked'
      and tstzrange(a.start_at, a.busy_until) && tstzrange(b.start_at, b.busy_until)`);
    expect(overlaps).toHaveLength(0);
  });
});

describe('cancelling and marking', () => {
  it('gives the use back before the cancel window and keeps it after (the penalty hook runs)', async () => {
    const early = await book('ps_c', at(addIsoDays(D, 4), '10:00'));
    const before = await usesLeft('ps_c');
    const c1 = await server.call(ps.privateCancel, { id: early.data.booked[0].id }, { token: member.ps_c.token });
    expect(c1.code, c1.msg).toBe(0);
    expect(c1.data).toMatchObject({ state: 'cancelled', useReturned: true });
    expect(await usesLeft('ps_c')).toBe(before + 1);
    const again = await server.call(ps.privateCancel, { id: early.data.booked[0].id }, { token: member.ps_c.token });
    expect(again.code).toBe(Code.PRIVATE_NOT_BOOKED);
    const soon = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    const late = await book('ps_c', soon);
    expect(late.code, late.msg).toBe(0);
    const used = await usesLeft('ps_c');
    const c2 = await server.call(ps.privateCancel, { id: late.data.booked[0].id }, { token: member.ps_c.token });
    expect(c2.data).toMatchObject({ state: 'lateCancelled', useReturned: false });
    expect(await usesLeft('ps_c')).toBe(used);
    expect(penalties).toContainEqual({ id: late.data.booked[0].id, kind: 'lateCancel' });
    // The slot is free again.
    expect((await book('ps_a', soon)).code).toBe(0);
  });

  it('marks only after the start, only the own coach’s sessions, and a no-show keeps the use', async () => {
    const future = await book('ps_b', at(addIsoDays(D, 5), '10:00'));
    const id = future.data.booked[0].id;
    expect((await server.call(ps.coachCentreMark, { id, state: 'attended' }, { token: coachToken })).code).toBe(
      Code.PRIVATE_NOT_STARTED,
    );
    const past = await pastSession('ps_b', 30);
    expect((await server.call(ps.coachCentreMark, { id: past, state: 'noShow' }, { token: liMingToken })).code).toBe(
      Code.NOT_FOUND,
    );
    const r = await server.call(ps.coachCentreMark, { id: past, state: 'noShow' }, { token: coachToken });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.state).toBe('noShow');
    expect(penalties).toContainEqual({ id: past, kind: 'noShow' });
    const past2 = await pastSession('ps_b', 50);
    const s = await server.call(ps.fitnessTeachingMark, { id: past2, state: 'attended' }, { token: admin });
    expect(s.data.state).toBe('attended');
    // Another member's session is not found.
    expect((await server.call(ps.privateCancel, { id }, { token: member.ps_a.token })).code).toBe(Code.NOT_FOUND);
  });

  it('lets staff book on behalf of a member, list and cancel', async () => {
    const r = await server.call(
      ps.fitnessTeachingAdd,
      { userId: member.ps_c.id, coachId, startAt: at(addIsoDays(D, 6), '10:00'), minutes: 60 } as never,
      { token: admin },
    );
    expect(r.code, r.msg).toBe(0);
    const page = await server.call(ps.fitnessTeachingPage, { userId: member.ps_c.id, state: 'booked' } as never, {
      token: admin,
    });
    expect(page.data.rows.map((x) => x.id)).toContain(r.data.booked[0].id);
    const c = await server.call(ps.fitnessTeachingCancel, { id: r.data.booked[0].id }, { token: admin });
    expect(c.data.state).toBe('cancelled');
  });
});

describe('fitness tests', () => {
  it('refuses invalid type fields', async () => {
    const r = await server.call(
      ps.fitnessTestTypeAdd,
      {
        nameCn: '坏',
        fields: [{ key: 'a', labelCn: 'a', kind: 'number', min: 5, max: 1 }],
      } as never,
      { token: admin },
    );
    expect(r.code).toBe(Code.PRIVATE_TEST_FIELDS_INVALID);
    const dup = await server.call(
      ps.fitnessTestTypeAdd,
      {
        nameCn: '坏',
        fields: [
          { key: 'a', labelCn: 'a', kind: 'number' },
          { key: 'a', labelCn: 'b', kind: 'text' },
        ],
      } as never,
      { token: admin },
    );
    expect(dup.code).toBe(Code.PRIVATE_TEST_FIELDS_INVALID);
  });

  it('books a test, validates results against the fields and shows the change over time', async () => {
    const b = await book('ps_a', at(addIsoDays(D, 7), '10:00'), { minutes: undefined, testTypeId });
    expect(b.code, b.msg).toBe(0);
    expect(b.data.booked[0]).toMatchObject({ kind: 'test', minutes: 30, testTypeId });
    const early = await server.call(
      ps.coachCentreRecord,
      { id: b.data.booked[0].id, values: { weight: 70, note: 'x' } },
      { token: coachToken },
    );
    expect(early.code).toBe(Code.PRIVATE_NOT_STARTED);
    const first = await pastSession('ps_a', 24 * 30, 'test');
    const second = await pastSession('ps_a', 24 * 2, 'test');
    const invalid: Record<string, number | string>[] = [
      { weight: 10, note: 'x' },
      { weight: 70 },
      { weight: '70', note: 'x' },
      { weight: 70, note: 'x', z: 1 },
    ];
    for (const values of invalid) {
      const r = await server.call(ps.fitnessTestRecord, { id: first, values }, { token: admin });
      expect(r.code).toBe(Code.PRIVATE_RESULT_INVALID);
    }
    const r1 = await server.call(
      ps.fitnessTestRecord,
      { id: first, values: { weight: 72.5, note: 'start' } },
      { token: admin },
    );
    expect(r1.code, r1.msg).toBe(0);
    expect(r1.data).toMatchObject({ state: 'attended', hasResult: true, values: { weight: 72.5 } });
    const r2 = await server.call(
      ps.coachCentreRecord,
      { id: second, values: { weight: 70, note: 'better' } },
      { token: coachToken },
    );
    expect(r2.code, r2.msg).toBe(0);
    const mine = await server.call(ps.privateMyResults, {}, { token: member.ps_a.token });
    const series = mine.data.find((s) => s.testTypeId === testTypeId)!;
    expect(series.points.map((p) => p.change.weight)).toEqual([null, -2.5]);
    const log = await server.call(ps.coachCentreTests, {} as never, { token: coachToken });
    expect(log.data.rows.map((x) => x.id)).toEqual(expect.arrayContaining([first, second]));
    expect(
      (
        await server.call(
          ps.coachCentreRecord,
          { id: first, values: { weight: 70, note: 'x' } },
          { token: liMingToken },
        )
      ).code,
    ).toBe(Code.NOT_FOUND);
  });
});

describe('coach centre, permissions and scope', () => {
  it('lets a coach edit own availability and blocks; a non-coach is not found', async () => {
    const before = await server.call(ps.coachCentreWeek, { monday: D }, { token: coachToken });
    expect(before.code, before.msg).toBe(0);
    const blk = await server.call(
      ps.coachCentreBlockAdd,
      { fromAt: at(addIsoDays(D, 8), '00:00'), toAt: at(addIsoDays(D, 9), '00:00'), reason: 'holiday' },
      { token: coachToken },
    );
    expect(blk.code, blk.msg).toBe(0);
    const slots = await server.call(ps.privateSlots, { coachId, date: addIsoDays(D, 8) }, { token: member.ps_a.token });
    expect(slots.data.starts).toEqual([]);
    expect((await server.call(ps.coachCentreBlockDelete, { id: blk.data.id }, { token: liMingToken })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await server.call(ps.coachCentreBlockDelete, { id: blk.data.id }, { token: coachToken })).code).toBe(0);
    const bad = await server.call(
      ps.coachCentreAvailability,
      { hours: { '1': [[600, 500]] }, bufferMinutes: 10, cancelHours: 24, lengths: [] },
      { token: coachToken },
    );
    expect(bad.code).toBe(Code.PRIVATE_HOURS_INVALID);
    expect((await server.call(ps.coachCentreWeek, { monday: D }, { token: member.ps_a.token })).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('refuses back-office calls without their permission', async () => {
    expect((await server.call(ps.fitnessTeachingPage, {} as never, { token: member.ps_a.token })).code).toBe(
      Code.FORBIDDEN,
    );
    expect(
      (await server.call(ps.fitnessAllocationEdit, { coachId, hours: {}, lengths: [] } as never, { token: coachToken }))
        .code,
    ).toBe(Code.FORBIDDEN);
  });
});

describe('migration 0040', () => {
  // The teaching page's Adjust button is the coaches' side's (migration 0046).
  const MINE = sql`((permission like 'fitness:allocation:%' or permission like 'fitness:teaching:%'
    or permission like 'fitness:testType:%' or permission like 'fitness:test:%')
    and permission <> 'fitness:teaching:adjust')`;
  const menus = () =>
    server.query(sql`select m.path, m.type, m.permission, m.title_en, p.name as parent,
        (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id) as roles
      from sys_menu m join sys_menu p on p.id = m.parent_id where m.id in (select id from sys_menu where ${MINE})
      order by m.type, m.path, m.permission`);
  /** Runs the menu statements of migration 0040. */
  const runMenuStatements = async () => {
    const text = readFileSync(new URL('../../server/db/migrations/0040_private-sessions.sql', import.meta.url), 'utf8');
    for (const statement of text.split('--> statement-breakpoint'))
      if (/INSERT INTO "sys_(menu|role_menu)"/.test(statement)) await server.query(sql.raw(statement));
  };

  it('adds the same menus, buttons and grants as the seed, once', async () => {
    const seeded = await menus();
    expect(seeded.length).toBe(4 + 7);
    await server.query(sql`delete from sys_role_menu where menu_id in (select id from sys_menu where ${MINE})`);
    await server.query(sql`delete from sys_menu where ${MINE} and type = 2`);
    await server.query(sql`delete from sys_menu where ${MINE}`);
    expect(await menus()).toEqual([]);
    await runMenuStatements();
    await runMenuStatements();
    expect(await menus()).toEqual(seeded);
  });
});
