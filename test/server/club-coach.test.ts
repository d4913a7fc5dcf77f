/**
 * The coaches' side of the club (docs/fitness-coaches.md): a member rates their own attended classes
 * and sessions once, within the window (two ratings at once: one stored); the coach centre's today,
 * classes, comments with averages and adjustments; the back office's comments (filters, averages, hide
 * audited) within the data scope; pay rules (precedence, refusals) and the month's pay log with its
 * totals and .xlsx; the adjustment of a group class (refusing an overlap of the coach, members told)
 * and of a private session (the exclusion constraint); permissions.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cc from '../../platform/contracts/club-coach.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { DEMO, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
const users: Record<string, { id: number; token: string }> = {};
let coachA: number;
let coachB: number;
let typeId: number;
/** Classes of coach A: held 2 days ago (attended), held 20 days ago (attended, out of the window), coming. */
const cls: Record<string, number> = {};
/** Private sessions of coach A: attended yesterday (m1), attended (m2), booked in 3 days (m1). */
const pvt: Record<string, number> = {};
/** The campus month of "2 days ago" (the pay log's month in the tests). */
let month: string;

const H = 3_600_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

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
  users[account] = { id, token };
  return users[account];
}

/** A class of coach `coach` starting `hoursFromNow` hours from now, 60 minutes long. */
const addClass = (coach: number, hoursFromNow: number, state = 'scheduled') =>
  server.idOf(sql`insert into club_class_session (type_id, coach_id, place, starts_at, ends_at, capacity, state)
    values (${typeId}, ${coach}, 'Room 1', ${iso(hoursFromNow * H)}, ${iso(hoursFromNow * H + H)}, 10, ${state})
    returning id`);
/** A booking of `account` of class `session` in `state`. */
const addBooking = (session: number, account: string, state: string) =>
  server.idOf(sql`insert into club_class_booking (session_id, user_id, org_id, state)
    select ${session}, id, org_id, ${state} from sys_user where account = ${account} returning id`);
/** A private session of `account` with coach `coach` starting `hoursFromNow` hours from now, 60 minutes. */
const addPrivate = (coach: number, account: string, hoursFromNow: number, state: string) =>
  server.idOf(sql`insert into club_private_session (kind, coach_id, user_id, org_id, start_at, end_at, busy_until,
      minutes, state)
    select 'private', ${coach}, id, org_id, ${iso(hoursFromNow * H)}, ${iso(hoursFromNow * H + H)},
      ${iso(hoursFromNow * H + H + 10 * 60_000)}, 60, ${state} from sys_user where account = ${account} returning id`);

const rate = (account: string, kind: 'league' | 'private', sourceId: number, over: Record<string, unknown> = {}) =>
  server.call(
    cc.evaluationAdd,
    { kind, sourceId, trainerScore: 5, serviceScore: 4, comment: 'Great', ...over } as never,
    {
      token: users[account].token,
    },
  );
const ratingsOf = (kind: string, sourceId: number) =>
  server.query<{ user_id: number; trainer_score: number }>(
    sql`select user_id, trainer_score from club_rating where kind = ${kind} and source_id = ${sourceId}`,
  );

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  const a = await addUser('cc_coach_a', 'coach');
  const b = await addUser('cc_coach_b', 'coach');
  coachA = await server.idOf(sql`insert into club_coach (user_id, display_name, level)
    values (${a.id}, 'Coach A', 'senior') returning id`);
  coachB = await server.idOf(sql`insert into club_coach (user_id, display_name, level)
    values (${b.id}, 'Coach B', 'junior') returning id`);
  for (const m of ['cc_m1', 'cc_m2']) await addUser(m, 'user');
  await addUser('cc_far', 'user', 'hr');
  typeId = await server.idOf(sql`insert into club_class_type (name_cn, name_en, capacity, duration_min)
    values ('教练测试课', 'Coach test class', 10, 60) returning id`);
  cls.held = await addClass(coachA, -48, 'finished');
  await addBooking(cls.held, 'cc_m1', 'attended');
  await addBooking(cls.held, 'cc_m2', 'attended');
  await addBooking(cls.held, 'cc_far', 'noShow');
  cls.old = await addClass(coachA, -20 * 24, 'finished');
  await addBooking(cls.old, 'cc_m1', 'attended');
  cls.coming = await addClass(coachA, 72);
  await addBooking(cls.coming, 'cc_m1', 'booked');
  cls.bBusy = await addClass(coachB, 96);
  pvt.m1 = await addPrivate(coachA, 'cc_m1', -24, 'attended');
  pvt.m2 = await addPrivate(coachA, 'cc_m2', -30, 'attended');
  pvt.far = await addPrivate(coachA, 'cc_far', -26, 'attended');
  pvt.coming = await addPrivate(coachA, 'cc_m1', 72, 'booked');
  pvt.bBusy = await addPrivate(coachB, 'cc_m2', 120, 'booked');
  month = new Date(Date.now() - 48 * H + 8 * H).toISOString().slice(0, 7);
});
afterAll(async () => {
  await server?.close();
});

describe('rating attended classes and sessions', () => {
  it('lists what the member may rate: their own attended ones within the window', async () => {
    const r = await server.call(cc.evaluationMine, {}, { token: users.cc_m1.token });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.toRate.map((x) => `${x.kind}:${x.sourceId}`).sort()).toEqual(
      [`league:${cls.held}`, `private:${pvt.m1}`].sort(),
    );
    expect(r.data.toRate.find((x) => x.kind === 'league')?.title).toBe('Coach test class');
    expect(r.data.given).toEqual([]);
  });

  it('stores one rating; a second of the same class is refused and nothing more is stored', async () => {
    const first = await rate('cc_m1', 'league', cls.held);
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toMatchObject({ coachId: coachA, trainerScore: 5, serviceScore: 4, comment: 'Great' });
    const second = await rate('cc_m1', 'league', cls.held, { trainerScore: 1 });
    expect(second.code).toBe(Code.RATING_ALREADY_GIVEN);
    expect(await ratingsOf('league', cls.held)).toEqual([{ user_id: users.cc_m1.id, trainer_score: 5 }]);
    const mine = await server.call(cc.evaluationMine, {}, { token: users.cc_m1.token });
    expect(mine.data.given.map((g) => g.sourceId)).toEqual([cls.held]);
    expect(mine.data.toRate.map((x) => x.kind)).toEqual(['private']);
  });

  it('refuses another member’s session, a no-show, a coming class and scores or comments out of bounds', async () => {
    expect((await rate('cc_m2', 'private', pvt.m1)).code).toBe(Code.NOT_FOUND);
    expect((await rate('cc_far', 'league', cls.held)).code).toBe(Code.NOT_FOUND);
    expect((await rate('cc_m1', 'league', cls.coming)).code).toBe(Code.NOT_FOUND);
    expect((await rate('cc_m2', 'league', cls.held, { trainerScore: 6 })).code).toBe(Code.BAD_REQUEST);
    expect((await rate('cc_m2', 'league', cls.held, { comment: 'x'.repeat(501) })).code).toBe(Code.BAD_REQUEST);
    expect(await ratingsOf('league', cls.held)).toHaveLength(1);
  });

  it('refuses a class older than the window', async () => {
    const r = await rate('cc_m1', 'league', cls.old);
    expect(r.code).toBe(Code.RATING_WINDOW_CLOSED);
    expect(r.msg).toContain(String(cc.RATING_WINDOW_DAYS));
    expect(await ratingsOf('league', cls.old)).toEqual([]);
  });

  it('stores one of two ratings of the same session sent at once', async () => {
    const [x, y] = await Promise.all([
      rate('cc_m2', 'private', pvt.m2, { trainerScore: 3 }),
      rate('cc_m2', 'private', pvt.m2, { trainerScore: 2 }),
    ]);
    expect([x.code, y.code].sort()).toEqual([0, Code.RATING_ALREADY_GIVEN].sort());
    expect(await ratingsOf('private', pvt.m2)).toHaveLength(1);
  });
});

describe('comments: the coach centre and the back office', () => {
  beforeAll(async () => {
    expect((await rate('cc_m2', 'league', cls.held, { trainerScore: 3, serviceScore: 2 })).code).toBe(0);
    expect((await rate('cc_far', 'private', pvt.far, { trainerScore: 1, serviceScore: 1, comment: 'far' })).code).toBe(
      0,
    );
  });

  it('shows the coach the comments about them with averages, without the members’ names', async () => {
    const r = await server.call(cc.coachCentreComments, { pageNo: 1, pageSize: 10 }, { token: users.cc_coach_a.token });
    expect(r.code, r.msg).toBe(0);
    // league m1 5/4, league m2 3/2, private m2 (3 or 2), private far 1/1.
    expect(r.data.averages.count).toBe(4);
    expect(r.data.page.rows.every((x) => x.memberName === '')).toBe(true);
    const other = await server.call(
      cc.coachCentreComments,
      { pageNo: 1, pageSize: 10 },
      { token: users.cc_coach_b.token },
    );
    expect(other.data.averages).toEqual({ count: 0, trainerAvg: null, serviceAvg: null });
    expect(
      (await server.call(cc.coachCentreComments, { pageNo: 1, pageSize: 10 }, { token: users.cc_m1.token })).code,
    ).toBe(Code.NOT_FOUND);
  });

  it('lists, filters and averages the comments of the caller’s scope; hides one with a reason, audited', async () => {
    const page = await server.call(
      cc.fitnessCommentPage,
      { pageNo: 1, pageSize: 50, coachId: coachA },
      { token: admin },
    );
    expect(page.data.total).toBe(4);
    const ones = await server.call(cc.fitnessCommentPage, { pageNo: 1, pageSize: 50, score: 1 }, { token: admin });
    expect(ones.data.rows.map((x) => x.comment)).toEqual(['far']);
    const avg = await server.call(cc.fitnessCommentAverages, { coachId: coachA }, { token: admin });
    expect(avg.data).toHaveLength(1);
    expect(avg.data[0].count).toBe(4);

    const id = ones.data.rows[0].id;
    const hidden = await server.call(cc.fitnessCommentHide, { id, reason: 'Rude' }, { token: admin });
    expect(hidden.code, hidden.msg).toBe(0);
    expect(hidden.data).toMatchObject({ hidden: true, hiddenReason: 'Rude' });
    const again = await server.call(cc.fitnessCommentHide, { id, reason: 'Again' }, { token: admin });
    expect(again.code).toBe(Code.RATING_ALREADY_HIDDEN);
    const row = await server.one<{ hidden: number; hidden_reason: string }>(
      sql`select hidden, hidden_reason from club_rating where id = ${id}`,
    );
    expect(row).toEqual({ hidden: 1, hidden_reason: 'Rude' });
    const log = await server.query(
      sql`select id from operation_log where path = '/api/fitness/comment/hide' and (after->>'hidden')::int = 1`,
    );
    expect(log).toHaveLength(1);
    const after = await server.call(cc.fitnessCommentAverages, { coachId: coachA }, { token: admin });
    expect(after.data[0].count).toBe(3);
    const coach = await server.call(
      cc.coachCentreComments,
      { pageNo: 1, pageSize: 10 },
      { token: users.cc_coach_a.token },
    );
    expect(coach.data.averages.count).toBe(3);
  });

  it('keeps the comments of members outside the caller’s organisation out of lists and averages', async () => {
    const staff = await addUser('cc_staff', 'user');
    await server.query(sql`insert into sys_role (code, name, data_scope) values ('cc_scope', 'cc scope', 'org')`);
    await server.query(sql`insert into sys_user_role (user_id, role_id) select ${staff.id}, id from sys_role
      where code = 'cc_scope'`);
    await server.query(sql`insert into sys_role_menu (role_id, menu_id) select r.id, m.id from sys_role r, sys_menu m
      where r.code = 'cc_scope' and m.permission like 'fitness:comment:%'`);
    const { token } = await server.login({ account: 'cc_staff', password: 'Member@123' });
    const page = await server.call(cc.fitnessCommentPage, { pageNo: 1, pageSize: 50 }, { token });
    expect(page.code, page.msg).toBe(0);
    expect(
      page.data.rows
        .map((r) => r.memberName)
        .filter((n) => n.startsWith('cc_'))
        .sort(),
    ).toEqual(['cc_m1', 'cc_m2', 'cc_m2']);
    const avg = await server.call(cc.fitnessCommentAverages, {}, { token });
    expect(avg.data.find((a) => a.coachId === coachA)?.count).toBe(3);
    const far = (await server.one<{ id: number }>(sql`select id from club_rating where comment = 'far'`))!.id;
    expect((await server.call(cc.fitnessCommentHide, { id: far, reason: 'x' }, { token })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses staff calls to a caller without the permission', async () => {
    expect((await server.call(cc.fitnessCommentPage, { pageNo: 1, pageSize: 10 }, { token: booker })).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await server.call(cc.fitnessCoachLogMonth, { month }, { token: booker })).code).toBe(Code.FORBIDDEN);
    expect(
      (
        await server.call(
          cc.fitnessClassSessionAdjust,
          { id: cls.coming, coachId: coachB, reason: 'x' },
          { token: booker },
        )
      ).code,
    ).toBe(Code.FORBIDDEN);
  });
});

describe('pay rules and the pay log', () => {
  it('refuses a rule naming both a class type and a course kind, or an unknown coach', async () => {
    const both = await server.call(
      cc.fitnessCoachPayRuleAdd,
      { classTypeId: typeId, courseKind: 'league', basis: 'perClass', amountCents: 100 } as never,
      { token: admin },
    );
    expect(both.code).toBe(Code.PAY_RULE_INVALID);
    const ghost = await server.call(
      cc.fitnessCoachPayRuleAdd,
      { coachId: 987654, basis: 'perClass', amountCents: 100 } as never,
      { token: admin },
    );
    expect(ghost.code).toBe(Code.PAY_RULE_INVALID);
    expect(await server.query(sql`select id from club_coach_pay_rule where amount_cents = 100`)).toEqual([]);
  });

  it('pays each class and session by its most specific rule and totals per coach', async () => {
    const add = async (v: Record<string, unknown>) => {
      const r = await server.call(cc.fitnessCoachPayRuleAdd, v as never, { token: admin });
      expect(r.code, r.msg).toBe(0);
      return r.data.id;
    };
    const byDefault = await add({ basis: 'perClass', amountCents: 10_000 });
    const perHead = await add({ classTypeId: typeId, basis: 'perHead', amountCents: 2_000 });
    const coachPrivate = await add({ coachId: coachA, courseKind: 'private', basis: 'perHour', amountCents: 15_000 });
    const r = await server.call(cc.fitnessCoachLogMonth, { month, coachId: coachA }, { token: admin });
    expect(r.code, r.msg).toBe(0);
    const held = r.data.lines.find((l) => l.kind === 'league' && l.sourceId === cls.held)!;
    // Two attendees marked attended (the no-show does not count) × 20.00.
    expect(held).toMatchObject({ ruleId: perHead, basis: 'perHead', attendees: 2, amountCents: 4_000 });
    const sessions = r.data.lines.filter((l) => l.kind === 'private');
    expect(sessions.every((l) => l.ruleId === coachPrivate && l.amountCents === 15_000)).toBe(true);
    expect(r.data.lines.some((l) => l.sourceId === cls.coming && l.kind === 'league')).toBe(false);
    expect(r.data.lines.some((l) => l.sourceId === pvt.coming && l.kind === 'private')).toBe(false);
    const expected = r.data.lines.reduce((s, l) => s + l.amountCents, 0);
    expect(r.data.totals).toEqual([
      { coachId: coachA, coachName: 'Coach A', items: r.data.lines.length, amountCents: expected },
    ]);
    expect(r.data.totalCents).toBe(expected);

    // The coach and class type rule beats the class type's.
    const mine = await add({ coachId: coachA, classTypeId: typeId, basis: 'perClass', amountCents: 30_000 });
    const again = await server.call(cc.fitnessCoachLogMonth, { month, coachId: coachA }, { token: admin });
    expect(again.data.lines.find((l) => l.kind === 'league' && l.sourceId === cls.held)).toMatchObject({
      ruleId: mine,
      amountCents: 30_000,
    });
    const list = await server.call(cc.fitnessCoachPayRuleList, {}, { token: admin });
    const ours = [mine, coachPrivate, perHead, byDefault];
    expect(list.data.map((x) => x.id).filter((id) => ours.includes(id))).toEqual(ours);

    const file = await server.call(cc.fitnessCoachLogExport, { month, coachId: coachA }, { token: admin });
    expect(file.code, file.msg).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.data.contentBase64, 'base64') as never);
    expect(book.worksheets).toHaveLength(2);
    expect(book.worksheets[0].rowCount).toBe(again.data.lines.length + 1);
  });
});

describe('adjustments (调课)', () => {
  it('refuses to hand a class to a coach teaching at that time, changing nothing', async () => {
    const busyAt = (await server.one<{ ms: number }>(
      sql`select (extract(epoch from starts_at) * 1000)::bigint as ms from club_class_session where id = ${cls.bBusy}`,
    ))!.ms;
    const r = await server.call(
      cc.fitnessClassSessionAdjust,
      {
        id: cls.coming,
        coachId: coachB,
        startAt: new Date(Number(busyAt) + 30 * 60_000).toISOString(),
        reason: 'Ill',
      },
      { token: admin },
    );
    expect(r.code).toBe(Code.CLASS_COACH_BUSY);
    const row = await server.one<{ coach_id: number }>(
      sql`select coach_id from club_class_session where id = ${cls.coming}`,
    );
    expect(row?.coach_id).toBe(coachA);
    expect(await server.query(sql`select id from club_coach_adjustment`)).toEqual([]);
  });

  it('refuses an adjustment that changes nothing, or of a class already held', async () => {
    expect(
      (await server.call(cc.fitnessClassSessionAdjust, { id: cls.coming, reason: 'x' }, { token: admin })).code,
    ).toBe(Code.ADJUST_NOTHING);
    expect(
      (
        await server.call(
          cc.fitnessClassSessionAdjust,
          { id: cls.held, coachId: coachB, reason: 'x' },
          { token: admin },
        )
      ).code,
    ).toBe(Code.ADJUST_STARTED);
  });

  it('moves a class to another time and coach, records it and tells its booked members', async () => {
    const startAt = iso(100 * H);
    const r = await server.call(
      cc.fitnessClassSessionAdjust,
      { id: cls.coming, coachId: coachB, startAt, reason: 'Coach A ill' },
      { token: admin },
    );
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ kind: 'league', fromCoachId: coachA, toCoachId: coachB, reason: 'Coach A ill' });
    const row = await server.one<{ coach_id: number; starts: number; len: number }>(
      sql`select coach_id, (extract(epoch from starts_at) * 1000)::bigint as starts,
        extract(epoch from ends_at - starts_at)::int as len from club_class_session where id = ${cls.coming}`,
    );
    expect(row?.coach_id).toBe(coachB);
    expect(Number(row?.starts)).toBe(Date.parse(startAt));
    expect(row?.len).toBe(3600);
    const told = await server.query<{ context: string; from: string; coach: string }>(
      sql`select params->>'context' as context, params->>'fromCoachName' as from, params->>'coachName' as coach
        from user_message where user_id = ${users.cc_m1.id} and kind = 'clubClass'`,
    );
    // Old → new: the coach it had and the one it has now (the text names both).
    expect(told).toEqual([{ context: 'adjusted', from: 'Coach A', coach: 'Coach B' }]);
    for (const who of ['cc_coach_a', 'cc_coach_b']) {
      const log = await server.call(
        cc.coachCentreAdjustments,
        { pageNo: 1, pageSize: 10 },
        { token: users[who].token },
      );
      expect(log.data.rows.map((x) => x.sourceId)).toEqual([cls.coming]);
    }
    const audit = await server.query(sql`select id from operation_log where path = '/api/fitness/classSession/adjust'`);
    expect(audit).toHaveLength(1);
  });

  it('refuses to move a private session onto another of the coach’s, and moves it to a free time', async () => {
    const before = await server.one<{ start_at: string }>(
      sql`select to_char(start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start_at
        from club_private_session where id = ${pvt.coming}`,
    );
    const onto = await server.call(
      cc.fitnessTeachingAdjust,
      { id: pvt.coming, coachId: coachB, startAt: iso(120 * H + 30 * 60_000), reason: 'swap' },
      { token: admin },
    );
    expect(onto.code).toBe(Code.PRIVATE_SLOT_TAKEN);
    const still = await server.one<{ coach_id: number }>(
      sql`select coach_id from club_private_session where id = ${pvt.coming}`,
    );
    expect(still?.coach_id).toBe(coachA);
    const privateTold = sql`select params from user_message where kind = 'clubPrivate' and user_id = ${users.cc_m1.id}
      and params->>'context' = 'adjusted'`;
    // A refused adjustment tells nobody.
    expect(await server.query(privateTold)).toEqual([]);
    const target = iso(200 * H);
    const ok = await server.call(
      cc.fitnessTeachingAdjust,
      { id: pvt.coming, coachId: coachB, startAt: target, reason: 'swap' },
      { token: admin },
    );
    expect(ok.code, ok.msg).toBe(0);
    const moved = await server.one<{ coach_id: number; busy: number }>(sql`select coach_id,
      extract(epoch from busy_until - end_at)::int as busy from club_private_session where id = ${pvt.coming}`);
    expect(moved).toEqual({ coach_id: coachB, busy: 600 });
    // The member is told once, old → new: time and coach.
    const told = await server.query<{ params: Record<string, string | number> }>(privateTold);
    expect(told).toHaveLength(1);
    const wall = (at: number) => new Date(at + 8 * H).toISOString();
    const [was, now] = [wall(Date.parse(before!.start_at)), wall(Date.parse(target))];
    expect(told[0].params).toMatchObject({
      sessionId: pvt.coming,
      fromCoachName: 'Coach A',
      coachName: 'Coach B',
      fromDate: was.slice(0, 10),
      fromTime: was.slice(11, 16),
      date: now.slice(0, 10),
      time: now.slice(11, 16),
    });
    const page = await server.call(
      cc.fitnessCoachAdjustPage,
      { pageNo: 1, pageSize: 10, coachId: coachA },
      { token: admin },
    );
    expect(page.data.total).toBe(2);
  });
});

describe('the coach centre: today and my classes', () => {
  it('lists the coach’s upcoming and past classes and sessions with attendance', async () => {
    const past = await server.call(
      cc.coachCentreClasses,
      { when: 'past', pageNo: 1, pageSize: 50 },
      {
        token: users.cc_coach_a.token,
      },
    );
    expect(past.code, past.msg).toBe(0);
    const held = past.data.rows.find((x) => x.kind === 'league' && x.id === cls.held)!;
    expect(held).toMatchObject({ booked: 3, attended: 2, capacity: 10 });
    expect(past.data.total).toBe(5);
    expect(past.data.rows.map((x) => x.startAt)).toEqual([...past.data.rows.map((x) => x.startAt)].sort().reverse());
    const coming = await server.call(
      cc.coachCentreClasses,
      { when: 'upcoming', pageNo: 1, pageSize: 50 },
      {
        token: users.cc_coach_b.token,
      },
    );
    expect(coming.data.rows.map((x) => `${x.kind}:${x.id}`)).toEqual([
      `league:${cls.bBusy}`,
      `league:${cls.coming}`,
      `private:${pvt.bBusy}`,
      `private:${pvt.coming}`,
    ]);
    const today = await server.call(cc.coachCentreToday, {}, { token: users.cc_coach_a.token });
    expect(today.code, today.msg).toBe(0);
    expect(today.data.coachName).toBe('Coach A');
    expect((await server.call(cc.coachCentreToday, {}, { token: users.cc_m1.token })).code).toBe(Code.NOT_FOUND);
  });
});

describe('menus', () => {
  /** The venue menus of the coaches' side with their parent and roles. */
  const menus = () =>
    server.query<Record<string, unknown>>(sql`select m.name, m.path, m.type, m.permission, m.title_en, p.name as parent,
        (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id) as roles
      from sys_menu m left join sys_menu p on p.id = m.parent_id
      where m.app_code = 'venue' and (m.permission like 'fitness:comment:%' or m.permission like 'fitness:coachLog:%'
        or m.permission in ('fitness:classSession:adjust', 'fitness:teaching:adjust'))
      `);

  it('migration 0046 adds the seeded pages, buttons and grants to a database seeded before, once', async () => {
    const byPermission = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a.permission) < String(b.permission) ? -1 : 1;
    const seeded = (await menus()).sort(byPermission);
    expect(seeded).toHaveLength(9);
    expect(seeded.filter((m) => m.type === 1).map((m) => [m.path, m.parent])).toEqual([
      ['/coachLog', 'fitnessClub'],
      ['/comment', 'fitnessClub'],
    ]);
    expect(seeded.every((m) => String(m.roles).split(',').includes('admin'))).toBe(true);
    await server.query(sql`delete from sys_menu where app_code = 'venue' and (permission like 'fitness:comment:%'
      or permission like 'fitness:coachLog:%'
      or permission in ('fitness:classSession:adjust', 'fitness:teaching:adjust'))`);
    expect(await menus()).toEqual([]);
    const file = readFileSync(new URL('../../server/db/migrations/0046_club-coach-pay.sql', import.meta.url), 'utf8');
    const data = file
      .split('--> statement-breakpoint')
      .filter((s) => s.includes('"sys_menu"') || s.includes('"sys_role_menu"'));
    expect(data).toHaveLength(3);
    for (let i = 0; i < 2; i++) for (const statement of data) await server.query(sql.raw(statement));
    const migrated = (await menus()).sort(byPermission);
    expect(
      migrated.map(({ name, path, type, permission, title_en, parent }) => ({
        name,
        path,
        type,
        permission,
        title_en,
        parent,
      })),
    ).toEqual(seeded.map(({ roles: _roles, ...m }) => m));
    expect(migrated.every((m) => String(m.roles).split(',').includes('admin'))).toBe(true);
  });
});
