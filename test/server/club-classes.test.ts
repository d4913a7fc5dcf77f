/**
 * Group classes of the fitness club (docs/fitness-classes.md): class types; scheduling (a coach never
 * teaches two overlapping classes) (the weekly plan: class-plan.test.ts); booking
 * (one card use taken through usage.ts, one booking per member, per-day limit, capacity); the waitlist
 * (promotion only of a member whose card can pay, the others skipped and told, nothing taken); cancels
 * in time (use given back) and late (use kept); a class cancelled (every use given back, everyone
 * told); the sweep (too few sign-ups, the waitlist expired, classes finished); a card's leave cancelling
 * the bookings it covers; races on the last place, the per-day limit and a freeze; the member's own
 * calls only; staff within their data scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../platform/contracts/define-call';
import * as cc from '../../platform/contracts/club-class.contract';
import * as mc from '../../platform/contracts/membership-card.contract';
import { Code } from '../../platform/protocol/codes';
import { runClubClassSweep } from '../../server/jobs/club-class.job';
import { hashPassword } from '../../server/modules/auth/password.service';
import { at, DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let cash: number;
let cardTypeId: number;
let coaches: number[];
let typeId: number;
const member: Record<string, { id: number; token: string; cardId: number | null }> = {};
const HOUR = 3_600_000;

/** Adds a user with role `user` in organisation `orgCode`, signed in; with a 10-use league card unless `noCard`. */
async function addMember(account: string, { noCard = false, orgCode = 'cs' } = {}) {
  const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
  const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
    values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = ${orgCode}))
    returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'user'`,
  );
  const { token } = await server.login({ account, password: 'Member@123' });
  let cardId: number | null = null;
  if (!noCard) {
    const r = await server.call(
      mc.fitnessCardBuy,
      { typeId: cardTypeId, userId: id, methodId: cash },
      { token: admin },
    );
    expect(r.code, r.msg).toBe(0);
    cardId = r.data.id;
  }
  member[account] = { id, token, cardId };
  return member[account];
}

type SessionInput = CallInput<typeof cc.fitnessClassSessionAdd>;
let slot = 0;
/** Schedules a class (a fresh coach-free slot unless times are given); expects success. */
async function addSession(fields: Partial<SessionInput> = {}) {
  slot += 1;
  const startsAt = new Date(Date.now() + 24 * HOUR + slot * 2 * HOUR);
  const r = await server.call(
    cc.fitnessClassSessionAdd,
    {
      typeId,
      coachId: coaches[0],
      place: 'Studio A',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
      ...fields,
    },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}
const book = (who: string, id: number) => server.call(cc.fitnessClassBook, { id }, { token: member[who].token });
const usesLeft = async (cardId: number | null) =>
  (await server.one<{ n: number }>(sql`select uses_left as n from club_card where id = ${cardId}`))?.n;
const messagesOf = (userId: number) =>
  server.query<{ context: string; why: string }>(
    sql`select params->>'context' as context, params->>'why' as why from user_message
      where user_id = ${userId} and kind = 'clubClass' order by id`,
  );
const bookingState = async (id: number) =>
  (await server.one<{ state: string }>(sql`select state from club_class_booking where id = ${id}`))?.state;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  // The penalty rules (docs/fitness-penalties.md, tested in club-penalties.test.ts): forfeit the use, no fee, no grace.
  await server.query(sql`update club_penalty_rule set forfeit_use = true, fee_cents = 0, grace_count = 0`);
  cash = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
  const t = await server.call(
    mc.fitnessCardTypeAdd,
    {
      nameCn: '团课十次卡测试',
      priceCents: 50_000,
      validDays: 60,
      uses: 10,
      admits: { sceneIds: null, courseKinds: ['league'], hours: null },
      rules: {
        leave: {
          allowed: true,
          quota: [{ minValidDays: 0, days: 30 }],
          minDays: 1,
          maxTimes: 5,
          reasons: ['illness'],
          feeCents: 0,
          approvalRequired: false,
        },
      },
    },
    { token: admin },
  );
  expect(t.code, t.msg).toBe(0);
  cardTypeId = t.data.id;
  // Two coaches of the file's own: the demo's coaches teach the demo's classes, whose times the file's would meet
  // on some hours of the day the run starts at.
  const coachHash = await hashPassword('Coach@123', TEST_PASSWORD_COST);
  coaches = [];
  for (const account of ['cl_coach1', 'cl_coach2']) {
    const userId = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
      values (${account}, ${account}, ${coachHash}, '13900000001', (select id from sys_org where code = 'cs'))
      returning id`);
    coaches.push(
      await server.idOf(sql`insert into club_coach (user_id, display_name, level)
        values (${userId}, ${account}, 'senior') returning id`),
    );
  }
  const ct = await server.call(
    cc.fitnessClassTypeAdd,
    { nameCn: '测试瑜伽', nameEn: 'Test yoga', capacity: 2, minSignups: 0, durationMin: 60 },
    { token: admin },
  );
  expect(ct.code, ct.msg).toBe(0);
  typeId = ct.data.id;
  for (const a of ['cl_alice', 'cl_bob', 'cl_carol', 'cl_erin', 'cl_fay', 'cl_gus']) await addMember(a);
  await addMember('cl_dave', { noCard: true });
});
afterAll(async () => {
  await server?.close();
});

describe('class types', () => {
  it('adds, lists, edits; a duplicate name is refused', async () => {
    const page = await server.call(cc.fitnessClassTypePage, { keyword: 'Test yoga' }, { token: admin });
    expect(page.data.rows.map((r) => r.courseKind)).toEqual(['league']);
    const dup = await server.call(
      cc.fitnessClassTypeAdd,
      { nameCn: '测试瑜伽', capacity: 5, durationMin: 45 },
      { token: admin },
    );
    expect(dup.code).toBe(Code.DUPLICATE);
    const edited = await server.call(
      cc.fitnessClassTypeEdit,
      { id: typeId, nameCn: '测试瑜伽', nameEn: 'Test yoga', capacity: 2, durationMin: 60, priceCents: 0 },
      { token: admin, lang: 'EN' },
    );
    expect(edited.data.name).toBe('Test yoga');
  });
});

describe('scheduling', () => {
  it('refuses a coach two overlapping classes, back to back is fine; bad times refused', async () => {
    const s = await addSession();
    const clash = await server.call(
      cc.fitnessClassSessionAdd,
      {
        typeId,
        coachId: coaches[0],
        startsAt: new Date(Date.parse(s.startsAt) + 30 * 60_000).toISOString(),
        endsAt: new Date(Date.parse(s.endsAt) + 30 * 60_000).toISOString(),
      },
      { token: admin, lang: 'EN' },
    );
    expect(clash.code).toBe(Code.CLASS_COACH_BUSY);
    expect(clash.msg).toContain('The coach teaches another class');
    const next = await server.call(
      cc.fitnessClassSessionAdd,
      { typeId, coachId: coaches[0], startsAt: s.endsAt, endsAt: new Date(Date.parse(s.endsAt) + HOUR).toISOString() },
      { token: admin },
    );
    expect(next.code, next.msg).toBe(0);
    const past = await server.call(
      cc.fitnessClassSessionAdd,
      { typeId, coachId: coaches[1], startsAt: new Date(Date.now() - HOUR).toISOString(), endsAt: s.endsAt },
      { token: admin },
    );
    expect(past.code).toBe(Code.CLASS_TIME_INVALID);
    // Editing into the other class's time is refused too.
    const moved = await server.call(
      cc.fitnessClassSessionEdit,
      { id: next.data.id, typeId, coachId: coaches[0], startsAt: s.startsAt, endsAt: s.endsAt },
      { token: admin },
    );
    expect(moved.code).toBe(Code.CLASS_COACH_BUSY);
  });
});

describe('booking and the waitlist', () => {
  it('books with one use taken, linked to the booking; one booking per member; full offers the waitlist', async () => {
    const s = await addSession();
    const alice = member.cl_alice;
    const r = await book('cl_alice', s.id);
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ state: 'booked', cardId: alice.cardId, source: 'booking' });
    expect(await usesLeft(alice.cardId)).toBe(9);
    const use = await server.one<{ kind: string; booking: string }>(
      sql`select e.kind, e.detail->>'classBookingId' as booking from club_class_booking b
        join club_card_event e on e.id = b.use_event_id where b.id = ${r.data.id}`,
    );
    expect(use).toEqual({ kind: 'use', booking: String(r.data.id) });
    expect((await book('cl_alice', s.id)).code).toBe(Code.CLASS_ALREADY_BOOKED);
    expect((await book('cl_bob', s.id)).code).toBe(0);
    const full = await book('cl_carol', s.id);
    expect(full.code).toBe(Code.CLASS_FULL);
    expect(await usesLeft(member.cl_carol.cardId)).toBe(10);
    const week = await server.call(cc.fitnessClassWeek, { from: s.date }, { token: member.cl_carol.token });
    expect(week.data.find((x) => x.id === s.id)).toMatchObject({ offer: 'waitlist', placesLeft: 0 });
  });

  it('a cancel in time gives the use back and promotes the first waiting member whose card can pay', async () => {
    const s = await addSession();
    const a = await book('cl_alice', s.id);
    await book('cl_bob', s.id);
    // Dave (no card) waits first, then Carol.
    const dave = await server.call(cc.fitnessClassWaitlistJoin, { id: s.id }, { token: member.cl_dave.token });
    expect(dave.code, dave.msg).toBe(0);
    expect(dave.data.position).toBe(1);
    const carol = await server.call(cc.fitnessClassWaitlistJoin, { id: s.id }, { token: member.cl_carol.token });
    expect(carol.data.position).toBe(2);
    const again = await server.call(cc.fitnessClassWaitlistJoin, { id: s.id }, { token: member.cl_carol.token });
    expect(again.code).toBe(Code.CLASS_ALREADY_WAITING);
    const before = await usesLeft(member.cl_alice.cardId);
    const cancel = await server.call(cc.fitnessClassCancel, { id: a.data.id }, { token: member.cl_alice.token });
    expect(cancel.code, cancel.msg).toBe(0);
    expect(cancel.data.state).toBe('cancelled');
    expect(await usesLeft(member.cl_alice.cardId)).toBe((before as number) + 1);
    const kinds = await server.query<{ kind: string }>(
      sql`select kind from club_card_event where card_id = ${member.cl_alice.cardId} order by id desc limit 1`,
    );
    expect(kinds[0].kind).toBe('useReturn');
    // Dave was skipped (told why, nothing taken), Carol promoted (told, one use taken).
    expect((await messagesOf(member.cl_dave.id)).at(-1)).toEqual({ context: 'skipped', why: 'noCard' });
    expect((await messagesOf(member.cl_carol.id)).at(-1)?.context).toBe('promoted');
    const mine = await server.call(cc.fitnessClassMine, undefined, { token: member.cl_carol.token });
    expect(mine.data.bookings.find((b) => b.sessionId === s.id)).toMatchObject({ state: 'booked', source: 'waitlist' });
    expect(mine.data.waitlist.find((w) => w.sessionId === s.id)?.state).toBe('promoted');
    const daveMine = await server.call(cc.fitnessClassMine, undefined, { token: member.cl_dave.token, lang: 'EN' });
    expect(daveMine.data.waitlist.find((w) => w.sessionId === s.id)).toMatchObject({
      state: 'skipped',
      reason: 'noCard',
    });
  });

  it('a late cancel keeps the use', async () => {
    const startsAt = new Date(Date.now() + HOUR);
    const s = await addSession({
      coachId: coaches[1],
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + HOUR).toISOString(),
      lateCancelMin: 120,
    });
    const b = await book('cl_erin', s.id);
    expect(b.data.lateNow).toBe(true);
    const left = await usesLeft(member.cl_erin.cardId);
    const r = await server.call(cc.fitnessClassCancel, { id: b.data.id }, { token: member.cl_erin.token });
    expect(r.data.state).toBe('lateCancelled');
    expect(await usesLeft(member.cl_erin.cardId)).toBe(left);
    const again = await server.call(cc.fitnessClassCancel, { id: b.data.id }, { token: member.cl_erin.token });
    expect(again.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
  });

  it('another member’s booking is not found; marks wait for the start', async () => {
    const s = await addSession();
    const b = await book('cl_alice', s.id);
    const other = await server.call(cc.fitnessClassCancel, { id: b.data.id }, { token: member.cl_bob.token });
    expect(other.code).toBe(Code.NOT_FOUND);
    const early = await server.call(
      cc.fitnessClassBookingMark,
      { id: b.data.id, outcome: 'attended' },
      { token: admin },
    );
    expect(early.code).toBe(Code.CLASS_NOT_STARTED);
    const detail = await server.call(cc.fitnessClassDetail, { id: s.id }, { token: member.cl_dave.token });
    expect(detail.data.choice.cardId).toBeNull();
    const mineDetail = await server.call(cc.fitnessClassDetail, { id: s.id }, { token: member.cl_bob.token });
    expect(mineDetail.data.choice.cardId).toBe(member.cl_bob.cardId);
  });

  it('cancelling a class cancels every booking, gives every use back and tells everyone', async () => {
    const s = await addSession();
    await book('cl_alice', s.id);
    await book('cl_bob', s.id);
    await server.call(cc.fitnessClassWaitlistJoin, { id: s.id }, { token: member.cl_fay.token });
    const uses = [await usesLeft(member.cl_alice.cardId), await usesLeft(member.cl_bob.cardId)];
    const r = await server.call(cc.fitnessClassSessionCancel, { id: s.id, reason: 'coach ill' }, { token: admin });
    expect(r.code, r.msg).toBe(0);
    expect(r.data).toMatchObject({ state: 'cancelled', booked: 0, waiting: 0 });
    expect([await usesLeft(member.cl_alice.cardId), await usesLeft(member.cl_bob.cardId)]).toEqual(
      uses.map((u) => (u as number) + 1),
    );
    expect((await messagesOf(member.cl_fay.id)).at(-1)?.context).toBe('cancelled');
    expect((await book('cl_carol', s.id)).code).toBe(Code.CLASS_NOT_SCHEDULED);
  });
});

describe('the sweep', () => {
  it('cancels a class below its minimum when decided, expires the waitlist, finishes past classes', async () => {
    const s = await addSession({ coachId: coaches[1], minSignups: 2, capacity: 1 });
    await book('cl_gus', s.id);
    await server.call(cc.fitnessClassWaitlistJoin, { id: s.id }, { token: member.cl_fay.token });
    const left = await usesLeft(member.cl_gus.cardId);
    const decide = new Date(Date.parse(s.startsAt) - 119 * 60_000);
    const changes = await runClubClassSweep(server.db, decide);
    expect(changes).toContainEqual({ sessionId: s.id, change: 'minNotMet' });
    expect(await usesLeft(member.cl_gus.cardId)).toBe((left as number) + 1);
    expect((await messagesOf(member.cl_gus.id)).at(-1)?.context).toBe('minNotMet');

    const w = await addSession({ coachId: coaches[1], capacity: 1, waitlistCloseMin: 60 });
    await book('cl_gus', w.id);
    await server.call(cc.fitnessClassWaitlistJoin, { id: w.id }, { token: member.cl_fay.token });
    const closed = await runClubClassSweep(server.db, new Date(Date.parse(w.startsAt) - 59 * 60_000));
    expect(closed).toContainEqual({ sessionId: w.id, change: 'waitlistExpired' });
    expect((await messagesOf(member.cl_fay.id)).at(-1)?.context).toBe('expired');
    const ended = await runClubClassSweep(server.db, new Date(Date.parse(w.endsAt) + 1000));
    expect(ended).toContainEqual({ sessionId: w.id, change: 'finished' });
  });
});

describe('a card’s leave', () => {
  it('cancels the bookings paid by the card in the leave and gives the uses back', async () => {
    const s = await addSession({
      coachId: coaches[1],
      startsAt: at(shanghaiDate(3), '07:00'),
      endsAt: at(shanghaiDate(3), '08:00'),
    });
    const b = await book('cl_fay', s.id);
    expect(b.code, b.msg).toBe(0);
    const left = await usesLeft(member.cl_fay.cardId);
    const leave = await server.call(
      mc.fitnessCardLeave,
      { id: member.cl_fay.cardId as number, from: shanghaiDate(2), days: 3, reason: 'illness', methodId: cash },
      { token: admin },
    );
    expect(leave.code, leave.msg).toBe(0);
    expect(await bookingState(b.data.id)).toBe('cancelled');
    expect(await usesLeft(member.cl_fay.cardId)).toBe((left as number) + 1);
    expect((await messagesOf(member.cl_fay.id)).at(-1)?.context).toBe('frozen');
    // Booking a class in the leave is refused: the card is frozen then.
    expect((await book('cl_fay', s.id)).code).toBe(Code.CARD_NONE_ADMITS);
  });
});

describe('races', () => {
  it('the last place taken by two members at once: exactly one booked, the other offered the waitlist', async () => {
    const s = await addSession({ capacity: 1 });
    const uses = [await usesLeft(member.cl_alice.cardId), await usesLeft(member.cl_bob.cardId)];
    const results = await Promise.all([book('cl_alice', s.id), book('cl_bob', s.id)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, Code.CLASS_FULL].sort());
    const live = await server.one<{ n: number }>(
      sql`select count(*)::int as n from club_class_booking where session_id = ${s.id} and state = 'booked'`,
    );
    expect(live?.n).toBe(1);
    const after = [await usesLeft(member.cl_alice.cardId), await usesLeft(member.cl_bob.cardId)];
    expect((uses[0] as number) + (uses[1] as number) - (after[0] as number) - (after[1] as number)).toBe(1);
  });

  it('a member’s two bookings racing the per-day limit: one booked', async () => {
    const t = await server.call(
      cc.fitnessClassTypeAdd,
      { nameCn: '测试单车', capacity: 5, durationMin: 45, dayLimit: 1 },
      { token: admin },
    );
    const day = shanghaiDate(5);
    const one = await addSession({ typeId: t.data.id, startsAt: at(day, '08:00'), endsAt: at(day, '08:45') });
    const two = await addSession({ typeId: t.data.id, startsAt: at(day, '09:00'), endsAt: at(day, '09:45') });
    const results = await Promise.all([book('cl_carol', one.id), book('cl_carol', two.id)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, Code.CLASS_DAY_LIMIT].sort());
  });

  it('a freeze racing a booking: the booking is refused or cancelled, never kept during the leave', async () => {
    const s = await addSession({
      coachId: coaches[1],
      startsAt: at(shanghaiDate(4), '07:00'),
      endsAt: at(shanghaiDate(4), '08:00'),
    });
    const [booked, leave] = await Promise.all([
      book('cl_erin', s.id),
      server.call(
        mc.fitnessCardLeave,
        { id: member.cl_erin.cardId as number, from: shanghaiDate(3), days: 3, reason: 'illness', methodId: cash },
        { token: admin },
      ),
    ]);
    expect(leave.code, leave.msg).toBe(0);
    if (booked.code === 0) expect(await bookingState(booked.data.id)).toBe('cancelled');
    else expect(booked.code).toBe(Code.CARD_NONE_ADMITS);
    const kept = await server.one<{ n: number }>(
      sql`select count(*)::int as n from club_class_booking where session_id = ${s.id} and state = 'booked'`,
    );
    expect(kept?.n).toBe(0);
  });
});

describe('the back office’s bookings', () => {
  it('lists bookings with filters; staff cancel gives the use back', async () => {
    const s = await addSession();
    const b = await book('cl_gus', s.id);
    const page = await server.call(cc.fitnessClassBookingPage, { sessionId: s.id }, { token: admin });
    expect(page.data.rows.map((r) => r.memberName)).toEqual(['cl_gus']);
    const open = await server.call(cc.fitnessClassOpenPage, { pageSize: 100 }, { token: admin });
    expect(open.data.rows.find((r) => r.id === s.id)?.booked).toBe(1);
    const left = await usesLeft(member.cl_gus.cardId);
    const r = await server.call(cc.fitnessClassBookingCancel, { id: b.data.id }, { token: admin });
    expect(r.data.state).toBe('cancelled');
    expect(await usesLeft(member.cl_gus.cardId)).toBe((left as number) + 1);
  });
});
