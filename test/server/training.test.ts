/**
 * Training courses (docs/training.md): course types, groups and sessions in the back office; the coach
 * allocation (no coach on two overlapping sessions); registering (window, capacity, once), the coach's
 * confirmation or rejection through the registration's machine, withdrawing; a leave before a session
 * issuing a make-up token within the term's cap; booking a make-up into another group's session of the
 * same type, its coach's confirmation and the roll call using it; attendance; the logs, the desk's payment
 * and the statistics; the daily sweep (tokens expire, terms complete). Coach calls act only on the
 * caller's own groups; terminal calls only on the caller's own registrations and tokens. Concurrency: the
 * last place taken by two members at once, and the token cap under two leaves at once. Migration 0041's menus on a
 * database seeded before it equal the seed's.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tr from '../../platform/contracts/training.contract';
import type { CallInput } from '../../platform/contracts/define-call';
import { Code } from '../../platform/protocol/codes';
import { runTrainingSweep } from '../../server/jobs/training.job';
import { hashPassword } from '../../server/modules/auth/password.service';
import { DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let coach: string;
let zhao: string;
let coachId: number;
let zhaoId: number;
let swimType: number;
const member: Record<string, { id: number; token: string }> = {};
const day = (n: number) => shanghaiDate(n);

/** Adds a user with role `member`, signed in. */
async function addMember(account: string) {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = 'cs')) returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'member'`,
  );
  const { token } = await server.login({ account, password: 'Member@123' });
  member[account] = { id, token };
  return member[account];
}

type GroupInput = CallInput<typeof tr.trainGroupAdd>;
let slot = 0;
/** A start and end hour no other group of these tests uses (so allocating one coach never overlaps). */
function nextTime(): [string, string] {
  const h = 6 + (slot++ % 15);
  return [`${String(h).padStart(2, '0')}:00`, `${String(h).padStart(2, '0')}:50`];
}

/** Adds a group of the swimming type (future sessions at days `offsets`); expects success. */
async function addGroup(over: Partial<GroupInput['group']> = {}, offsets = [3, 10], time = nextTime()) {
  const r = await server.call(
    tr.trainGroupAdd,
    {
      group: {
        typeId: swimType,
        name: `G${Math.random().toString(36).slice(2, 7)}`,
        startsOn: day(-30),
        endsOn: day(60),
        capacity: 2,
        priceCents: 50_000,
        regOpensOn: day(-1),
        regClosesOn: day(20),
        tokenCap: 2,
        tokenDays: null,
        ...over,
      },
      sessions: offsets.map((o) => ({ on: day(o), startsAt: time[0], endsAt: time[1], place: 'Pool' })),
    },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
/** Registers `who` for `groupId` and has the group's coach (`by`) confirm it; expects success. */
async function confirmed(who: { token: string }, groupId: number, by = coach) {
  const r = await server.call(tr.trainRegister, { groupId }, { token: who.token });
  expect(r.code, r.msg).toBe(0);
  const c = await server.call(tr.trainCoachDecide, { id: r.data.id, decision: 'confirm' }, { token: by });
  expect(c.code, c.msg).toBe(0);
  return c.data;
}
/** Assigns coach `id` to group `groupId`; expects success. */
async function allocate(groupId: number, id: number) {
  const r = await server.call(tr.trainAllocate, { id: groupId, coachId: id }, { token: admin });
  expect(r.code, r.msg).toBe(0);
}
const counts = async () =>
  (
    await server.query<{ r: number; e: number; t: number; a: number }>(sql`select
      (select count(*)::int from club_train_registration) as r, (select count(*)::int from club_train_event) as e,
      (select count(*)::int from club_train_token) as t, (select count(*)::int from club_train_attendance) as a`)
  )[0];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  coach = (await server.login(DEMO.coach)).token;
  const hash = await hashPassword('Coach@123', TEST_PASSWORD_COST);
  await server.query(sql`update sys_user set password_hash = ${hash} where account = 'coach.zhao'`);
  zhao = (await server.login({ account: 'coach.zhao', password: 'Coach@123' })).token;
  coachId = await server.idOf(sql`select c.id from club_coach c join sys_user u on u.id = c.user_id
    where u.account = 'coach'`);
  zhaoId = await server.idOf(sql`select c.id from club_coach c join sys_user u on u.id = c.user_id
    where u.account = 'coach.zhao'`);
  const t = await server.call(
    tr.trainTypeAdd,
    { nameCn: '测试游泳', nameEn: 'Test swimming', priceCents: 50_000, sessions: 10, capacity: 2 },
    { token: admin },
  );
  expect(t.code, t.msg).toBe(0);
  swimType = t.data.id;
  for (const a of ['tr_ann', 'tr_ben', 'tr_cat', 'tr_dan']) await addMember(a);
});
afterAll(async () => {
  await server?.close();
});

describe('demo data', () => {
  it('seeds the current term of coach Li Ming with the member confirmed, booker pending, tokens', async () => {
    const m = (await server.login(DEMO.member)).token;
    const mine = await server.call(tr.trainMine, undefined, { token: m });
    expect(mine.code, mine.msg).toBe(0);
    const states = mine.data.registrations.map((r) => r.state).sort();
    expect(states).toEqual(['completed', 'confirmed']);
    const current = mine.data.registrations.find((r) => r.state === 'confirmed')!;
    expect(current.coachName).toBe('Li Ming');
    expect(current.sessions.map((s) => s.attendance).slice(0, 3)).toEqual(['present', 'leave', 'absent']);
    expect(mine.data.tokens.map((t) => t.state).sort()).toEqual(['available', 'expired']);
    const pending = await server.call(tr.trainCoachRegistrations, { state: 'pending' }, { token: coach });
    expect(pending.data.map((r) => r.memberAccount)).toContain('booker');
    const types = await server.call(tr.trainTypeList, undefined, { token: m });
    expect(types.data.map((t) => t.nameEn)).toEqual(
      expect.arrayContaining(['Adult swimming course', 'Yoga for beginners']),
    );
  });
});

describe('back office: types, groups, sessions, allocation', () => {
  it('adds and edits types; a duplicate CN name is refused', async () => {
    const dup = await server.call(
      tr.trainTypeAdd,
      { nameCn: '测试游泳', priceCents: 0, sessions: 1, capacity: 1 },
      { token: admin },
    );
    expect(dup.code).toBe(Code.DUPLICATE);
    const page = await server.call(tr.trainTypePage, { keyword: 'Test swim' }, { token: admin });
    expect(page.data.rows.map((r) => r.id)).toEqual([swimType]);
    const edit = await server.call(
      tr.trainTypeEdit,
      {
        id: swimType,
        nameCn: '测试游泳',
        nameEn: 'Test swimming',
        priceCents: 50_000,
        sessions: 10,
        capacity: 2,
        description: 'x',
      },
      { token: admin },
    );
    expect(edit.data.description).toBe('x');
    const missing = await server.call(
      tr.trainTypeEdit,
      { id: 987_654, nameCn: 'nope', priceCents: 0, sessions: 1, capacity: 1 },
      { token: admin },
    );
    expect(missing.code).toBe(Code.NOT_FOUND);
  });

  it('adds a group with sessions; a session outside the term stores nothing', async () => {
    const before = await server.one<{ n: number }>(sql`select count(*)::int as n from club_train_group`);
    const out = await server.call(
      tr.trainGroupAdd,
      {
        group: {
          typeId: swimType,
          name: 'Out',
          startsOn: day(0),
          endsOn: day(10),
          capacity: 2,
          priceCents: 0,
          regOpensOn: day(0),
          regClosesOn: day(5),
        },
        sessions: [{ on: day(11), startsAt: '09:00', endsAt: '10:00' }],
      },
      { token: admin },
    );
    expect(out.code).toBe(Code.TRAIN_SESSION_OUTSIDE_TERM);
    expect((await server.one<{ n: number }>(sql`select count(*)::int as n from club_train_group`))?.n).toBe(before?.n);
    const g = await addGroup();
    expect(g.sessions).toHaveLength(2);
    expect(g.group.free).toBe(2);
    const detail = await server.call(tr.trainGroupDetail, { id: g.group.id }, { token: admin });
    expect(detail.data.sessions.map((s) => s.on)).toEqual([day(3), day(10)]);
    const edited = await server.call(
      tr.trainGroupEdit,
      { id: g.group.id, group: { ...addFields(g.group), name: 'Renamed' } },
      { token: admin },
    );
    expect(edited.data.group.name).toBe('Renamed');
    const page = await server.call(tr.trainGroupPage, { keyword: 'Renamed' }, { token: admin });
    expect(page.data.total).toBe(1);
    const saved = await server.call(
      tr.trainSessionSave,
      { groupId: g.group.id, session: { on: day(17), startsAt: '09:00', endsAt: '10:00', place: 'Pool' } },
      { token: admin },
    );
    expect(saved.code, saved.msg).toBe(0);
    expect((await server.call(tr.trainSessionDelete, { id: saved.data.id }, { token: admin })).code).toBe(0);
    expect((await server.call(tr.trainGroupDelete, { id: g.group.id }, { token: admin })).code).toBe(0);
    expect((await server.call(tr.trainGroupDetail, { id: g.group.id }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });

  it('assigns a coach unless one of the group’s sessions overlaps the coach’s own', async () => {
    const a = await addGroup({}, [4], ['14:00', '15:00']);
    const b = await addGroup({}, [4], ['14:30', '15:30']);
    expect((await server.call(tr.trainAllocate, { id: a.group.id, coachId: zhaoId }, { token: admin })).code).toBe(0);
    const clash = await server.call(tr.trainAllocate, { id: b.group.id, coachId: zhaoId }, { token: admin });
    expect(clash.code).toBe(Code.TRAIN_COACH_OVERLAP);
    expect(clash.msg).toContain(a.group.name);
    const unknown = await server.call(tr.trainAllocate, { id: b.group.id, coachId: 987_654 }, { token: admin });
    expect(unknown.code).toBe(Code.TRAIN_COACH_UNKNOWN);
    // A session added to a coached group may not overlap the coach's other sessions either.
    const add = await server.call(
      tr.trainSessionSave,
      { groupId: a.group.id, session: { on: day(4), startsAt: '14:45', endsAt: '15:45', place: '' } },
      { token: admin },
    );
    expect(add.code).toBe(Code.TRAIN_COACH_OVERLAP);
    // A group with a registration is not deleted.
    await server.call(tr.trainRegister, { groupId: a.group.id }, { token: member.tr_dan.token });
    const del = await server.call(tr.trainGroupDelete, { id: a.group.id }, { token: admin });
    expect(del.code).toBe(Code.TRAIN_GROUP_IN_USE);
  });
});

/** The group's fields as add takes them, from its row. */
function addFields(g: tr.TrainGroupRow) {
  return {
    typeId: g.typeId,
    name: g.name,
    startsOn: g.startsOn,
    endsOn: g.endsOn,
    capacity: g.capacity,
    priceCents: g.priceCents,
    regOpensOn: g.regOpensOn,
    regClosesOn: g.regClosesOn,
    tokenCap: g.tokenCap,
    tokenDays: g.tokenDays,
  };
}

describe('registration', () => {
  it('refuses outside the window, twice, and when full; the last place taken by two at once goes once', async () => {
    const closed = await addGroup({ regOpensOn: day(2), regClosesOn: day(5) });
    const early = await server.call(tr.trainRegister, { groupId: closed.group.id }, { token: member.tr_ann.token });
    expect(early.code).toBe(Code.TRAIN_REGISTRATION_CLOSED);
    const g = await addGroup({ capacity: 2 });
    await allocate(g.group.id, coachId);
    const first = await server.call(tr.trainRegister, { groupId: g.group.id }, { token: member.tr_ann.token });
    expect(first.data.state).toBe('pending');
    const again = await server.call(tr.trainRegister, { groupId: g.group.id }, { token: member.tr_ann.token });
    expect(again.code).toBe(Code.TRAIN_ALREADY_REGISTERED);
    const before = await counts();
    const race = await Promise.all(
      ['tr_ben', 'tr_cat'].map((a) =>
        server.call(tr.trainRegister, { groupId: g.group.id }, { token: member[a].token }),
      ),
    );
    expect(race.map((r) => r.code).sort()).toEqual([0, Code.TRAIN_GROUP_FULL].sort());
    const after = await counts();
    expect(after.r - before.r).toBe(1);
    const view = await server.call(tr.trainGroupView, { id: g.group.id }, { token: member.tr_ann.token });
    expect(view.data.group.free).toBe(0);
    expect(view.data.mine?.state).toBe('pending');
  });

  it('the coach confirms or rejects own groups’ registrations only; the machine refuses a second step', async () => {
    const g = await addGroup();
    await allocate(g.group.id, coachId);
    const r = await server.call(tr.trainRegister, { groupId: g.group.id }, { token: member.tr_dan.token });
    const other = await server.call(tr.trainCoachDecide, { id: r.data.id, decision: 'confirm' }, { token: zhao });
    expect(other.code).toBe(Code.NOT_FOUND);
    const unconfirmed = await server.call(tr.trainCoachRegistrations, { state: 'pending' }, { token: coach });
    expect(unconfirmed.data.map((x) => x.id)).toContain(r.data.id);
    expect((await server.call(tr.trainCoachRegistrations, {}, { token: zhao })).data.map((x) => x.id)).not.toContain(
      r.data.id,
    );
    const ok = await server.call(
      tr.trainCoachDecide,
      { id: r.data.id, decision: 'reject', reason: 'full' },
      { token: coach },
    );
    expect(ok.data.state).toBe('rejected');
    const twice = await server.call(tr.trainCoachDecide, { id: r.data.id, decision: 'confirm' }, { token: coach });
    expect(twice.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    const events = await server.call(tr.trainEventPage, { registrationId: r.data.id }, { token: admin });
    expect(events.data.rows.map((e) => `${e.kind}:${e.stateAfter}`)).toEqual(['reject:rejected', 'register:pending']);
  });

  it('the member withdraws own registrations only; the desk records a payment once', async () => {
    const g = await addGroup();
    await allocate(g.group.id, coachId);
    const reg = await confirmed(member.tr_ann, g.group.id);
    const cash = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
    const pay = await server.call(tr.trainRegistrationPay, { id: reg.id, methodId: cash }, { token: admin });
    expect(pay.data.paid).toBe(true);
    const ledger = await server.query<{ amount_cents: number; item: string }>(
      sql`select amount_cents, item from club_payment where id = (select payment_id from club_train_registration
        where id = ${reg.id})`,
    );
    expect(ledger).toEqual([{ amount_cents: 50_000, item: 'training' }]);
    const again = await server.call(tr.trainRegistrationPay, { id: reg.id, methodId: cash }, { token: admin });
    expect(again.code).toBe(Code.TRAIN_NOTHING_TO_PAY);
    const notMine = await server.call(tr.trainWithdraw, { id: reg.id }, { token: member.tr_ben.token });
    expect(notMine.code).toBe(Code.NOT_FOUND);
    const w = await server.call(tr.trainWithdraw, { id: reg.id }, { token: member.tr_ann.token });
    expect(w.data.state).toBe('withdrawn');
    expect((await server.call(tr.trainWithdraw, { id: reg.id }, { token: member.tr_ann.token })).code).toBe(
      Code.ORDER_STEP_NOT_ALLOWED,
    );
    const ops = await server.call(tr.trainMyEvents, { pageSize: 50 }, { token: member.tr_ann.token });
    expect(ops.data.rows.some((e) => e.registrationId === reg.id && e.kind === 'withdraw')).toBe(true);
    const log = await server.call(tr.trainRegistrationPage, { groupId: g.group.id }, { token: admin });
    expect(log.data.rows.map((r) => r.state)).toEqual(['withdrawn']);
  });
});

describe('leave, tokens and make-ups', () => {
  it('a leave before the session issues a token; refused once started; the cap holds under a race', async () => {
    const g = await addGroup({ tokenCap: 1, tokenDays: 20 }, [-2, 3, 10]);
    await allocate(g.group.id, coachId);
    const reg = await confirmed(member.tr_cat, g.group.id);
    const [past, s1, s2] = g.sessions;
    const late = await server.call(
      tr.trainLeave,
      { registrationId: reg.id, sessionId: past.id },
      { token: member.tr_cat.token },
    );
    expect(late.code).toBe(Code.TRAIN_SESSION_STARTED);
    const notMine = await server.call(
      tr.trainLeave,
      { registrationId: reg.id, sessionId: s1.id },
      { token: member.tr_ben.token },
    );
    expect(notMine.code).toBe(Code.NOT_FOUND);
    const before = await counts();
    const race = await Promise.all(
      [s1, s2].map((s) =>
        server.call(tr.trainLeave, { registrationId: reg.id, sessionId: s.id }, { token: member.tr_cat.token }),
      ),
    );
    expect(race.map((r) => r.code).sort()).toEqual([0, Code.TRAIN_TOKEN_CAP].sort());
    const after = await counts();
    expect([after.t - before.t, after.a - before.a]).toEqual([1, 1]);
    const token = race.find((r) => r.code === 0)!.data.token!;
    expect(token.state).toBe('available');
    expect(token.expiresOn).toBe(day(token.sourceOn === day(3) ? 23 : 30));
    const leaves = await server.call(tr.trainCoachLeaves, undefined, { token: coach });
    expect(leaves.data.some((l) => l.sessionId === token.sourceSessionId)).toBe(true);
  });

  it('books a make-up into another group of the type, the coach confirms, the roll call uses it', async () => {
    const home = await addGroup({}, [5, 12]);
    await allocate(home.group.id, coachId);
    const reg = await confirmed(member.tr_ben, home.group.id);
    const leave = await server.call(
      tr.trainLeave,
      { registrationId: reg.id, sessionId: home.sessions[0].id },
      { token: member.tr_ben.token },
    );
    expect(leave.code, leave.msg).toBe(0);
    const target = await addGroup({ capacity: 1 }, [6, 13], ['16:00', '17:00']);
    await allocate(target.group.id, zhaoId);
    await confirmed(member.tr_dan, target.group.id, zhao);
    // The target's first session is full (capacity 1); a leave frees its second's place? No: it is full too.
    const full = await server.call(
      tr.trainMakeupBook,
      { tokenId: leave.data.token!.id, sessionId: target.sessions[0].id },
      { token: member.tr_ben.token },
    );
    expect(full.code, full.msg).toBe(Code.TRAIN_SESSION_FULL);
    const own = await server.call(
      tr.trainMakeupBook,
      { tokenId: leave.data.token!.id, sessionId: home.sessions[1].id },
      { token: member.tr_ben.token },
    );
    expect(own.code).toBe(Code.TRAIN_MAKEUP_INVALID);
    await server.call(
      tr.trainGroupEdit,
      { id: target.group.id, group: { ...addFields(target.group), capacity: 2 } },
      {
        token: admin,
      },
    );
    const options = await server.call(
      tr.trainMakeupOptions,
      { tokenId: leave.data.token!.id },
      { token: member.tr_ben.token },
    );
    expect(options.data.map((s) => s.id)).toEqual(expect.arrayContaining(target.sessions.map((s) => s.id)));
    expect(options.data.map((s) => s.groupId)).not.toContain(home.group.id);
    const booked = await server.call(
      tr.trainMakeupBook,
      { tokenId: leave.data.token!.id, sessionId: target.sessions[0].id },
      { token: member.tr_ben.token },
    );
    expect(booked.data.state).toBe('pending');
    const twice = await server.call(
      tr.trainMakeupBook,
      { tokenId: leave.data.token!.id, sessionId: target.sessions[1].id },
      { token: member.tr_ben.token },
    );
    expect(twice.code).toBe(Code.TRAIN_TOKEN_UNAVAILABLE);
    // Li Ming is not the target's coach: not found; Zhao sees it unconfirmed and confirms.
    const wrong = await server.call(
      tr.trainCoachMakeupDecide,
      { tokenId: leave.data.token!.id, decision: 'confirm' },
      { token: coach },
    );
    expect(wrong.code).toBe(Code.NOT_FOUND);
    const queue = await server.call(tr.trainCoachMakeups, { unconfirmed: true }, { token: zhao });
    expect(queue.data.map((t) => t.id)).toContain(leave.data.token!.id);
    const ok = await server.call(
      tr.trainCoachMakeupDecide,
      { tokenId: leave.data.token!.id, decision: 'confirm' },
      { token: zhao },
    );
    expect(ok.data.makeupConfirmed).toBe(true);
    const roll = await server.call(tr.trainCoachRoll, { sessionId: target.sessions[0].id }, { token: zhao });
    expect(roll.data.lines).toHaveLength(2);
    expect((await server.call(tr.trainCoachRoll, { sessionId: target.sessions[0].id }, { token: coach })).code).toBe(
      Code.NOT_FOUND,
    );
    const call = await server.call(
      tr.trainCoachRollCall,
      {
        sessionId: target.sessions[0].id,
        marks: roll.data.lines.map((l) => ({
          registrationId: l.registrationId ?? undefined,
          tokenId: l.tokenId ?? undefined,
          status: l.tokenId ? ('present' as const) : ('absent' as const),
        })),
      },
      { token: zhao },
    );
    expect(call.code, call.msg).toBe(0);
    expect(call.data.lines.map((l) => l.status).sort()).toEqual(['absent', 'present']);
    const used = await server.one<{ state: string }>(
      sql`select state from club_train_token where id = ${leave.data.token!.id}`,
    );
    expect(used?.state).toBe('used');
    // Absent without leave issues no token.
    const danTokens = await server.one<{ n: number }>(
      sql`select count(*)::int as n from club_train_token where user_id = ${member.tr_dan.id}`,
    );
    expect(danTokens?.n).toBe(0);
    const notOnRoll = await server.call(
      tr.trainCoachRollCall,
      { sessionId: target.sessions[0].id, marks: [{ registrationId: reg.id, status: 'present' }] },
      { token: zhao },
    );
    expect(notOnRoll.code).toBe(Code.TRAIN_NOT_ON_ROLL);
    const log = await server.call(tr.trainAttendancePage, { groupId: target.group.id }, { token: admin });
    expect(log.data.rows.map((r) => r.status)).toEqual(['absent']);
    const stats = await server.call(tr.trainStatistics, { typeId: swimType }, { token: admin });
    const line = stats.data.find((s) => s.groupId === home.group.id)!;
    expect([line.tokensIssued, line.tokensUsed, line.confirmed]).toEqual([1, 1, 1]);
    const typeLine = stats.data.find((s) => s.groupId === null)!;
    expect(typeLine.typeId).toBe(swimType);
    const groups = await server.call(tr.trainCoachGroups, undefined, { token: zhao });
    expect(groups.data.map((x) => x.group.id)).toContain(target.group.id);
  });

  it('the sweep expires tokens past their day and completes ended terms', async () => {
    const g = await addGroup({ startsOn: day(-40), endsOn: day(-1), regOpensOn: day(-1), regClosesOn: day(0) }, [-30]);
    const r = await server.call(tr.trainRegister, { groupId: g.group.id }, { token: member.tr_ann.token });
    await server.query(sql`update club_train_registration set state = 'confirmed' where id = ${r.data.id}`);
    const t = await server.idOf(sql`insert into club_train_token (registration_id, user_id, type_id, source_session_id,
      expires_on) values (${r.data.id}, ${member.tr_ann.id}, ${swimType},
      ${g.sessions[0].id}, ${day(-1)}) returning id`);
    const out = await runTrainingSweep(server.db, new Date());
    expect(out.expiredTokens).toContain(t);
    expect(out.completed).toContain(r.data.id);
    const again = await runTrainingSweep(server.db, new Date());
    expect(again.completed).not.toContain(r.data.id);
  });
});

describe('migration 0041 on a database seeded before it', () => {
  /** The training menus (back-office folder and pages, their buttons, the terminal pages) with their roles. */
  const trainingMenus = () =>
    server.query(sql`select m.app_code, m.path, m.type, m.permission, m.title_en, m.status,
        (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id) as roles
      from sys_menu m where m.name = 'fitnessTraining' or m.permission like 'fitness:train%'
        or m.permission = 'fitness:classLog:page'
        or (m.app_code = 'terminal' and m.path in ('/train', '/type', '/trainDetail', '/trainReserve', '/userDetail',
          '/trainCoach', '/member'))
      order by m.app_code, m.type, m.path, m.permission`);
  /**
   * Runs the menu statements of migration 0041, then those of 0048 that make /member and /userDetail the coach's
   * pages (as a database seeded before both gets them, in order).
   */
  const runMenuStatements = async () => {
    const text = readFileSync(new URL('../../server/db/migrations/0041_training-courses.sql', import.meta.url), 'utf8');
    for (const statement of text.split('--> statement-breakpoint'))
      if (/INSERT INTO "sys_(menu|role_menu)"/.test(statement)) await server.query(sql.raw(statement));
    const later = readFileSync(new URL('../../server/db/migrations/0048_class-plan.sql', import.meta.url), 'utf8');
    const coachPages = later.slice(later.indexOf("-- The coach's member pages of the terminal"));
    for (const statement of coachPages.split('--> statement-breakpoint'))
      if (statement.trim()) await server.query(sql.raw(statement));
  };

  it('adds the same menus and grants as the seed, once', async () => {
    const seeded = await trainingMenus();
    expect(seeded.length).toBe(1 + 5 + 7 + 7);
    await runMenuStatements();
    expect(await trainingMenus()).toEqual(seeded);
    const ids = sql`(select id from sys_menu where name = 'fitnessTraining' or permission like 'fitness:train%'
      or permission = 'fitness:classLog:page' or (app_code = 'terminal' and path in ('/train', '/type', '/trainDetail',
      '/trainReserve', '/userDetail', '/trainCoach', '/member')))`;
    await server.query(sql`delete from sys_role_menu where menu_id in ${ids}`);
    await server.query(sql`delete from sys_menu where id in ${ids}`);
    expect(await trainingMenus()).toEqual([]);
    await runMenuStatements();
    await runMenuStatements();
    expect(await trainingMenus()).toEqual(seeded);
  });
});
