/**
 * The weekly class plan and class editing (docs/fitness-classes.md "Weekly plan", "Classes"): plan entries added,
 * listed and edited; generation for a date range creating one class per entry and matching campus date, idempotent
 * (a second run, or two at once, creates nothing more), listing a date where the coach teaches another class
 * instead of failing; a class edited: capacity never below its bookings, a time change telling the booked members,
 * the coach's overlap answered CLASS_COACH_BUSY; the permissions of the plan's calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cc from '../../platform/contracts/club-class.contract';
import * as mc from '../../platform/contracts/membership-card.contract';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { at, DEMO, shanghaiDate, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
let coaches: number[];
let typeId: number;

/** ISO week day (1 Monday … 7 Sunday) of an ISO date. */
const weekDayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const sessionsOfPlan = (planId: number) =>
  server.query<{ id: number; plan_date: string; capacity: number; place: string }>(
    sql`select id, to_char(plan_date, 'YYYY-MM-DD') as plan_date, capacity, place from club_class_session
      where plan_id = ${planId} order by plan_date`,
  );

/** Adds a plan entry; expects success. */
async function addPlan(fields: Partial<cc.ClassPlanFields> & { weekDay: number; startTime: string }) {
  const r = await server.call(
    cc.fitnessClassPlanAdd,
    { typeId, coachId: coaches[0], durationMin: 60, capacity: 8, place: 'Studio P', ...fields },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  coaches = (await server.query<{ id: number }>(sql`select id from club_coach where status = 0 order by id`)).map(
    (r) => r.id,
  );
  const t = await server.call(
    cc.fitnessClassTypeAdd,
    { nameCn: '计划测试课', nameEn: 'Plan test class', capacity: 20, minSignups: 0, durationMin: 45 },
    { token: admin },
  );
  expect(t.code, t.msg).toBe(0);
  typeId = t.data.id;
});
afterAll(async () => {
  await server?.close();
});

describe('the weekly plan', () => {
  it('adds, lists and edits entries; an unknown type or coach is refused and nothing stored', async () => {
    const entries = async () =>
      (await server.one<{ n: number }>(sql`select count(*)::int as n from club_class_plan`))!.n;
    const seeded = await entries();
    const p = await addPlan({ weekDay: 2, startTime: '07:00' });
    expect(p).toMatchObject({
      weekDay: 2,
      startTime: '07:00',
      capacity: 8,
      typeName: 'Plan test class',
      enabled: true,
    });
    const bad = await server.call(
      cc.fitnessClassPlanAdd,
      { typeId: 999_999, coachId: coaches[0], weekDay: 1, startTime: '07:00', durationMin: 60, capacity: 5 },
      { token: admin },
    );
    expect(bad.code).toBe(Code.CLASS_TYPE_UNKNOWN);
    const noCoach = await server.call(
      cc.fitnessClassPlanAdd,
      { typeId, coachId: 999_999, weekDay: 1, startTime: '07:00', durationMin: 60, capacity: 5 },
      { token: admin },
    );
    expect(noCoach.code).toBe(Code.CLASS_COACH_UNKNOWN);
    expect(await entries()).toBe(seeded + 1);
    const e = await server.call(
      cc.fitnessClassPlanEdit,
      { ...p, id: p.id, startTime: '07:30', enabled: false },
      { token: admin },
    );
    expect(e.code, e.msg).toBe(0);
    const stored = await server.one<{ start_time: string; enabled: boolean }>(
      sql`select start_time, enabled from club_class_plan where id = ${p.id}`,
    );
    expect(stored).toEqual({ start_time: '07:30', enabled: false });
    const page = await server.call(cc.fitnessClassPlanPage, { weekDay: 2 }, { token: admin });
    expect(page.data.rows.map((r) => r.id)).toContain(p.id);
    const missing = await server.call(cc.fitnessClassPlanEdit, { ...p, id: 999_999 }, { token: admin });
    expect(missing.code).toBe(Code.NOT_FOUND);
  });

  it('generates one class per entry and matching date, lists a busy date, and never twice', async () => {
    const from = shanghaiDate(30);
    const to = addIsoDays(from, 13);
    const day = weekDayOf(addIsoDays(from, 2));
    const p = await addPlan({ weekDay: day, startTime: '19:00', capacity: 6, coachId: coaches[1] });
    // The coach's own class on the first of the two dates, overlapping the entry's hour.
    const busyDate = addIsoDays(from, 2);
    const other = await server.call(
      cc.fitnessClassSessionAdd,
      { typeId, coachId: coaches[1], startsAt: at(busyDate, '19:30'), endsAt: at(busyDate, '20:30') },
      { token: admin },
    );
    expect(other.code, other.msg).toBe(0);
    const r = await server.call(cc.fitnessClassPlanGenerate, { from, to, planIds: [p.id] }, { token: admin });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.created.map((c) => c.date)).toEqual([addIsoDays(from, 9)]);
    expect(r.data.conflicts).toEqual([
      {
        planId: p.id,
        date: busyDate,
        reason: 'coachBusy',
        otherId: other.data.id,
        otherStartsAt: new Date(at(busyDate, '19:30')).toISOString(),
      },
    ]);
    const rows = await sessionsOfPlan(p.id);
    expect(rows).toEqual([
      { id: r.data.created[0].id, plan_date: addIsoDays(from, 9), capacity: 6, place: 'Studio P' },
    ]);
    const s = await server.one<{ starts_at: string; ends_at: string }>(
      sql`select starts_at::text, ends_at::text from club_class_session where id = ${rows[0].id}`,
    );
    expect(new Date(s!.starts_at).toISOString()).toBe(new Date(at(addIsoDays(from, 9), '19:00')).toISOString());
    expect(new Date(s!.ends_at).getTime() - new Date(s!.starts_at).getTime()).toBe(3_600_000);

    // Again: the generated date is counted as existing; the busy date is still listed, nothing created.
    const again = await server.call(cc.fitnessClassPlanGenerate, { from, to, planIds: [p.id] }, { token: admin });
    expect(again.data).toMatchObject({ created: [], existing: 1 });
    expect(again.data.conflicts.map((c) => c.date)).toEqual([busyDate]);
    expect(await sessionsOfPlan(p.id)).toHaveLength(1);

    // The other class cancelled: the busy date is generated now; a generated class cancelled is not made again.
    await server.call(cc.fitnessClassSessionCancel, { id: other.data.id }, { token: admin });
    await server.call(cc.fitnessClassSessionCancel, { id: rows[0].id }, { token: admin });
    const third = await server.call(cc.fitnessClassPlanGenerate, { from, to, planIds: [p.id] }, { token: admin });
    expect(third.data.created.map((c) => c.date)).toEqual([busyDate]);
    expect(third.data).toMatchObject({ existing: 1, conflicts: [] });
    expect((await sessionsOfPlan(p.id)).map((x) => x.plan_date)).toEqual([busyDate, addIsoDays(from, 9)]);
  });

  it('two generations at once create each class once', async () => {
    const from = shanghaiDate(60);
    const to = addIsoDays(from, 6);
    const p = await addPlan({ weekDay: weekDayOf(addIsoDays(from, 3)), startTime: '06:00', coachId: coaches[0] });
    const [a, b] = await Promise.all([
      server.call(cc.fitnessClassPlanGenerate, { from, to, planIds: [p.id] }, { token: admin }),
      server.call(cc.fitnessClassPlanGenerate, { from, to, planIds: [p.id] }, { token: admin }),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.data.created.length + b.data.created.length).toBe(1);
    expect(a.data.existing + b.data.existing).toBe(1);
    expect(await sessionsOfPlan(p.id)).toHaveLength(1);
  });

  it('lists past dates, skips disabled entries and refuses a range over a year', async () => {
    const today = shanghaiDate(0);
    const p = await addPlan({ weekDay: weekDayOf(addIsoDays(today, -1)), startTime: '05:00' });
    const r = await server.call(
      cc.fitnessClassPlanGenerate,
      { from: addIsoDays(today, -1), to: addIsoDays(today, -1), planIds: [p.id] },
      { token: admin },
    );
    expect(r.data.conflicts).toEqual([
      { planId: p.id, date: addIsoDays(today, -1), reason: 'past', otherId: null, otherStartsAt: null },
    ]);
    await server.call(cc.fitnessClassPlanEdit, { ...p, id: p.id, enabled: false }, { token: admin });
    const off = await server.call(
      cc.fitnessClassPlanGenerate,
      { from: today, to: addIsoDays(today, 20), planIds: [p.id] },
      { token: admin },
    );
    expect(off.data).toEqual({ created: [], existing: 0, conflicts: [] });
    const long = await server.call(
      cc.fitnessClassPlanGenerate,
      { from: today, to: addIsoDays(today, 400) },
      { token: admin },
    );
    expect(long.code).toBe(Code.PLAN_RANGE_TOO_LONG);
    expect(await sessionsOfPlan(p.id)).toHaveLength(0);
  });

  it('refuses callers without the plan permissions, storing nothing', async () => {
    const before = await server.one<{ n: number }>(sql`select count(*)::int as n from club_class_session`);
    const from = shanghaiDate(1);
    for (const call of [
      server.call(cc.fitnessClassPlanPage, {}, { token: booker }),
      server.call(
        cc.fitnessClassPlanAdd,
        { typeId, coachId: coaches[0], weekDay: 1, startTime: '07:00', durationMin: 60, capacity: 5 },
        { token: booker },
      ),
      server.call(cc.fitnessClassPlanGenerate, { from, to: addIsoDays(from, 7) }, { token: booker }),
    ]) {
      expect((await call).code).toBe(Code.FORBIDDEN);
    }
    const after = await server.one<{ n: number }>(sql`select count(*)::int as n from club_class_session`);
    expect(after).toEqual(before);
  });
});

describe('editing a class with bookings', () => {
  it('refuses a capacity below the booked count, tells the booked members of a new time', async () => {
    // A member with a league card books the class.
    const cash = await server.idOf(sql`select id from club_pay_method where code = 'cash'`);
    const ct = await server.call(
      mc.fitnessCardTypeAdd,
      {
        nameCn: '计划测试卡',
        priceCents: 100,
        validDays: 60,
        uses: 5,
        admits: { sceneIds: null, courseKinds: ['league'], hours: null },
      },
      { token: admin },
    );
    expect(ct.code, ct.msg).toBe(0);
    const ids: number[] = [];
    const tokens: string[] = [];
    for (const account of ['pl_ann', 'pl_ben']) {
      const hash = await hashPassword('Member@123', TEST_PASSWORD_COST);
      const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, phone, org_id)
        values (${account}, ${account}, ${hash}, '13900000000', (select id from sys_org where code = 'cs'))
        returning id`);
      await server.query(
        sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'user'`,
      );
      const buy = await server.call(
        mc.fitnessCardBuy,
        { typeId: ct.data.id, userId: id, methodId: cash },
        { token: admin },
      );
      expect(buy.code, buy.msg).toBe(0);
      ids.push(id);
      tokens.push((await server.login({ account, password: 'Member@123' })).token);
    }
    const date = shanghaiDate(2);
    const s = await server.call(
      cc.fitnessClassSessionAdd,
      { typeId, coachId: coaches[0], startsAt: at(date, '10:00'), endsAt: at(date, '11:00'), capacity: 5 },
      { token: admin },
    );
    expect(s.code, s.msg).toBe(0);
    for (const token of tokens)
      expect((await server.call(cc.fitnessClassBook, { id: s.data.id }, { token })).code).toBe(0);
    const edit = (over: Partial<cc.ClassSessionRow>) =>
      server.call(
        cc.fitnessClassSessionEdit,
        {
          id: s.data.id,
          typeId,
          coachId: coaches[0],
          startsAt: s.data.startsAt,
          endsAt: s.data.endsAt,
          capacity: 5,
          ...over,
        },
        { token: admin },
      );
    const low = await edit({ capacity: 1 });
    expect(low.code).toBe(Code.CLASS_CAPACITY_BELOW_BOOKED);
    expect(low.msg).toContain('2');
    const kept = await server.one<{ capacity: number }>(
      sql`select capacity from club_class_session where id = ${s.data.id}`,
    );
    expect(kept?.capacity).toBe(5);

    const moved = await edit({ startsAt: at(date, '15:00'), endsAt: at(date, '16:00'), capacity: 2 });
    expect(moved.code, moved.msg).toBe(0);
    const told = await server.query<{ user_id: number; was_time: string; time: string }>(
      sql`select user_id, params->>'wasTime' as was_time, params->>'time' as time from user_message
        where kind = 'clubClass' and params->>'context' = 'moved' and (params->>'sessionId')::int = ${s.data.id}
        order by user_id`,
    );
    expect(told).toEqual(ids.map((id) => ({ user_id: id, was_time: '10:00', time: '15:00' })));

    // Same time, new place: nobody told again.
    const placeOnly = await edit({ startsAt: at(date, '15:00'), endsAt: at(date, '16:00'), capacity: 2, place: 'B' });
    expect(placeOnly.code, placeOnly.msg).toBe(0);
    const count = await server.one<{ n: number }>(
      sql`select count(*)::int as n from user_message where kind = 'clubClass' and params->>'context' = 'moved'`,
    );
    expect(count?.n).toBe(2);

    // The coach's overlap: coded and localized.
    const clash = await server.call(
      cc.fitnessClassSessionAdd,
      { typeId, coachId: coaches[0], startsAt: at(date, '15:30'), endsAt: at(date, '16:30') },
      { token: admin, lang: 'EN' },
    );
    expect(clash.code).toBe(Code.CLASS_COACH_BUSY);
    expect(clash.msg).toBe(`The coach teaches another class at ${date} 15:00`);
  });
});
