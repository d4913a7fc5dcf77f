/**
 * The coach's member pages (docs/training.md "The coach's members"): the list of my members (of my courses, my
 * classes, my private sessions) with search; one member's details; a registration's detail; the coach registering
 * a member on a course of theirs (confirmed, within capacity) and booking a make-up into a session of theirs. The
 * data scope tried as an attacker: another coach's member, registration, session — and a caller who is no coach —
 * answer exactly as a record that does not exist, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cm from '../../platform/contracts/coach-member.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let coach: string;
let memberToken: string;
const id: Record<string, number> = {};
const MISSING = 999_999;
/** What a caller sees of an answer. */
const answer = (r: { code: number; msg: string; data: unknown }) => ({ code: r.code, msg: r.msg, data: r.data });

/** Adds a user `account` (role user, organisation cs) and answers its id. */
async function addUser(account: string, phone = '13912345678') {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  const userId = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, ${phone}, (select id from sys_org where code = 'cs')) returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${userId}, id from sys_role where code = 'user'`,
  );
  return userId;
}
const count = async (table: string) =>
  (await server.one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))!.n;

beforeAll(async () => {
  server = await startTestServer();
  coach = (await server.login(DEMO.coach)).token;
  memberToken = (await server.login(DEMO.member)).token;
  id.member = await server.idOf(sql`select id from sys_user where account = 'member'`);
  id.liMing = await server.idOf(sql`select c.id from club_coach c join sys_user u on u.id = c.user_id
    where u.account = 'coach'`);
  id.myGroup = await server.idOf(sql`select id from club_train_group where name = '成人游泳 · 冬季班'`);
  id.zhaoGroup = await server.idOf(sql`select id from club_train_group where name = '成人游泳 · 周末班'`);
  id.wangGroup = await server.idOf(sql`select id from club_train_group where name = '瑜伽入门 · 冬季班'`);
  // A stranger: registered only on another coach's course.
  id.stranger = await addUser('cm_stranger');
  id.strangerReg = await server.idOf(sql`insert into club_train_registration (group_id, user_id, state, price_cents)
    values (${id.wangGroup}, ${id.stranger}, 'confirmed', 0) returning id`);
  // A member of one of my group classes only.
  id.classy = await addUser('cm_classy', '13700001111');
  const typeId = await server.idOf(sql`insert into club_class_type (name_cn, capacity, duration_min)
    values ('cm_class', 10, 60) returning id`);
  // At 03:00 campus time, when the demo schedule has no class of the coach's (now + 3 days could meet one).
  const startsAt = `${shanghaiDate(3)}T03:00:00+08:00`;
  const sessionId = await server.idOf(sql`insert into club_class_session (type_id, coach_id, starts_at, ends_at,
    capacity) values (${typeId}, ${id.liMing}, ${startsAt}::timestamptz, ${startsAt}::timestamptz + interval '1 hour',
    10) returning id`);
  await server.query(sql`insert into club_class_booking (session_id, user_id, state) values
    (${sessionId}, ${id.classy}, 'booked')`);
  // A second swimming group of mine with a coming session (a make-up place for the member's token).
  const swimType = await server.idOf(sql`select type_id as id from club_train_group where id = ${id.myGroup}`);
  id.mySecondGroup = await server.idOf(sql`insert into club_train_group (type_id, coach_id, name, starts_on,
    ends_on, capacity, price_cents, reg_opens_on, reg_closes_on) values (${swimType}, ${id.liMing}, 'cm_second',
    current_date - 5, current_date + 40, 2, 0, current_date - 5, current_date + 5) returning id`);
  id.mySession = await server.idOf(sql`insert into club_train_session (group_id, "on", starts_at, ends_at)
    values (${id.mySecondGroup}, ${shanghaiDate(3)}, '09:00', '10:00') returning id`);
  id.zhaoSession = await server.idOf(sql`select id from club_train_session where group_id = ${id.zhaoGroup}
    and "on" > ${shanghaiDate(1)} order by "on" limit 1`);
  id.token = await server.idOf(sql`select t.id from club_train_token t join club_train_registration r
    on r.id = t.registration_id where r.group_id = ${id.myGroup} and t.user_id = ${id.member}
    and t.state = 'available' limit 1`);
  id.memberReg = await server.idOf(sql`select id from club_train_registration where group_id = ${id.myGroup}
    and user_id = ${id.member}`);
});
afterAll(async () => {
  await server?.close();
});

describe('my members', () => {
  it('lists the members of my courses and classes, not another coach’s, with search and masked phones', async () => {
    const r = await server.call(cm.trainCoachMembers, { pageSize: 100 }, { token: coach });
    expect(r.code, r.msg).toBe(0);
    const ids = r.data.rows.map((m) => m.userId);
    expect(ids).toEqual(expect.arrayContaining([id.member, id.classy]));
    expect(ids).not.toContain(id.stranger);
    expect(r.data.total).toBe(ids.length);
    const classy = r.data.rows.find((m) => m.userId === id.classy)!;
    expect(classy).toMatchObject({ phone: '137****1111', registrations: 0, classBookings: 1, privateSessions: 0 });
    const search = await server.call(cm.trainCoachMembers, { keyword: 'cm_' }, { token: coach });
    expect(search.data.rows.map((m) => m.userId)).toEqual([id.classy]);
    const stranger = await server.call(cm.trainCoachMembers, { keyword: 'cm_stranger' }, { token: coach });
    expect(stranger.data).toMatchObject({ rows: [], total: 0 });
  });

  it('a caller who is no coach has no members', async () => {
    const r = await server.call(cm.trainCoachMembers, {}, { token: memberToken });
    expect(r.data).toMatchObject({ rows: [], total: 0 });
  });

  it('shows my member’s cards, registrations, marks and classes; another’s member is not found', async () => {
    const r = await server.call(cm.trainCoachMemberDetail, { userId: id.member }, { token: coach });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.member.userId).toBe(id.member);
    expect(r.data.registrations.map((x) => x.groupId)).toEqual([id.myGroup]);
    expect(r.data.attendance.length).toBeGreaterThan(0);
    expect(r.data.attendance.every((a) => a.groupName === '成人游泳 · 冬季班')).toBe(true);
    expect(r.data.cards.length).toBeGreaterThan(0);
    // The attacker's tries: another coach's member, a missing id, and the member asking about themselves.
    const missing = await server.call(cm.trainCoachMemberDetail, { userId: MISSING }, { token: coach });
    const other = await server.call(cm.trainCoachMemberDetail, { userId: id.stranger }, { token: coach });
    expect(missing.code).toBe(Code.NOT_FOUND);
    expect(answer(other)).toEqual(answer(missing));
    const notCoach = await server.call(cm.trainCoachMemberDetail, { userId: id.member }, { token: memberToken });
    expect(notCoach.code).toBe(Code.NOT_FOUND);
  });
});

describe('a registration for its coach', () => {
  it('shows the member, the sessions with marks, leaves and tokens, and the log', async () => {
    const r = await server.call(cm.trainCoachRegistrationDetail, { id: id.memberReg }, { token: coach });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.registration).toMatchObject({ id: id.memberReg, userId: id.member, state: 'confirmed' });
    expect(r.data.sessions.length).toBe(10);
    expect(r.data.sessions.filter((s) => s.attendance === 'leave')).toHaveLength(r.data.leaves);
    expect(r.data.leaves).toBeGreaterThanOrEqual(1);
    expect(r.data.tokens.map((t) => t.id)).toContain(id.token);
    expect(r.data.events.map((e) => e.kind)).toContain('register');
    const missing = await server.call(cm.trainCoachRegistrationDetail, { id: MISSING }, { token: coach });
    const other = await server.call(cm.trainCoachRegistrationDetail, { id: id.strangerReg }, { token: coach });
    expect(answer(other)).toEqual(answer(missing));
    expect(missing.code).toBe(Code.NOT_FOUND);
  });
});

describe('the coach reserves for a member', () => {
  it('registers my member on my course, confirmed; twice or full refused; a stranger not found', async () => {
    const before = await count('club_train_registration');
    const stranger = await server.call(
      cm.trainCoachRegister,
      { groupId: id.mySecondGroup, userId: id.stranger },
      { token: coach },
    );
    const missing = await server.call(
      cm.trainCoachRegister,
      { groupId: id.mySecondGroup, userId: MISSING },
      { token: coach },
    );
    expect(answer(stranger)).toEqual(answer(missing));
    expect(stranger.code).toBe(Code.NOT_FOUND);
    const notMine = await server.call(
      cm.trainCoachRegister,
      { groupId: id.wangGroup, userId: id.classy },
      { token: coach },
    );
    expect(notMine.code).toBe(Code.NOT_FOUND);
    expect(await count('club_train_registration')).toBe(before);

    const r = await server.call(
      cm.trainCoachRegister,
      { groupId: id.mySecondGroup, userId: id.classy },
      { token: coach },
    );
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ groupId: id.mySecondGroup, userId: id.classy, state: 'confirmed' });
    const events = await server.query<{ kind: string; state_after: string }>(
      sql`select kind, state_after from club_train_event where registration_id = ${r.data.id} order by id`,
    );
    expect(events).toEqual([
      { kind: 'register', state_after: 'pending' },
      { kind: 'confirm', state_after: 'confirmed' },
    ]);
    const again = await server.call(
      cm.trainCoachRegister,
      { groupId: id.mySecondGroup, userId: id.classy },
      { token: coach },
    );
    expect(again.code).toBe(Code.TRAIN_ALREADY_REGISTERED);
    // Capacity 2: the member takes the second place; booker (my pending member) finds it full.
    const second = await server.call(
      cm.trainCoachRegister,
      { groupId: id.mySecondGroup, userId: id.member },
      { token: coach },
    );
    expect(second.code, second.msg).toBe(0);
    const booker = await server.idOf(sql`select id from sys_user where account = 'booker'`);
    const full = await server.call(
      cm.trainCoachRegister,
      { groupId: id.mySecondGroup, userId: booker },
      { token: coach },
    );
    expect(full.code).toBe(Code.TRAIN_GROUP_FULL);
    expect(await count('club_train_registration')).toBe(before + 2);
    // Undo the member's second registration (the make-up test below needs the group's places).
    await server.query(sql`delete from club_train_event where registration_id = ${second.data.id}`);
    await server.query(sql`delete from club_train_registration where id = ${second.data.id}`);
  });

  it('books my member’s make-up into a session of mine, confirmed; another coach’s is not found', async () => {
    const targets = await server.call(cm.trainCoachMakeupTargets, { tokenId: id.token }, { token: coach });
    expect(targets.code, targets.msg).toBe(0);
    expect(targets.data.map((s) => s.id)).toEqual([id.mySession]);
    const zhao = await server.call(
      cm.trainCoachMakeupReserve,
      { tokenId: id.token, sessionId: id.zhaoSession },
      { token: coach },
    );
    const nowhere = await server.call(
      cm.trainCoachMakeupReserve,
      { tokenId: id.token, sessionId: MISSING },
      { token: coach },
    );
    expect(answer(zhao)).toEqual(answer(nowhere));
    expect(zhao.code).toBe(Code.NOT_FOUND);
    const strangerToken = await server.call(
      cm.trainCoachMakeupReserve,
      { tokenId: MISSING, sessionId: id.mySession },
      { token: coach },
    );
    expect(strangerToken.code).toBe(Code.NOT_FOUND);
    const r = await server.call(
      cm.trainCoachMakeupReserve,
      { tokenId: id.token, sessionId: id.mySession },
      { token: coach },
    );
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ id: id.token, state: 'pending', makeupConfirmed: true });
    const stored = await server.one<{ state: string; makeup_session_id: number; makeup_confirmed: boolean }>(
      sql`select state, makeup_session_id, makeup_confirmed from club_train_token where id = ${id.token}`,
    );
    expect(stored).toEqual({ state: 'pending', makeup_session_id: id.mySession, makeup_confirmed: true });
    const twice = await server.call(
      cm.trainCoachMakeupReserve,
      { tokenId: id.token, sessionId: id.mySession },
      { token: coach },
    );
    expect(twice.code).toBe(Code.TRAIN_TOKEN_UNAVAILABLE);
  });
});
