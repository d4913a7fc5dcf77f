/**
 * Group classes held in the club's spaces (docs/fitness-classes.md "Spaces"): the forms' choice of enabled spaces;
 * a class or plan entry stores its space and shows its name as `place`; its places never exceed the space's
 * capacity (CLASS_SPACE_TOO_SMALL); a space never holds two live classes at overlapping times (CLASS_SPACE_BUSY,
 * also for two schedulings at once, an edit, an adjustment and a plan's generation, backed by the exclusion
 * constraint); a space with a coming class is not deleted (SPACE_IN_USE); a rename follows into the classes;
 * migration 0050 moves classes whose place is a space's name onto it; the demo's classes are in the demo studios.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cc from '../../platform/contracts/club-class.contract';
import * as coach from '../../platform/contracts/club-coach.contract';
import * as ss from '../../platform/contracts/sport-site.contract';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let coaches: number[];
let typeId: number;

/** Adds a space; expects success. */
async function addSpace(name: string, capacity: number, enabled = true) {
  const r = await server.call(ss.clubSpaceSave, { name, capacity, enabled }, { token: admin });
  expect(r.code, r.msg).toBe(0);
  return r.data;
}

/** Schedules a class of the test type (coach index `c`) on `date` from `from` to `to` with `fields`. */
const schedule = (
  date: string,
  from: string,
  to: string,
  c: number,
  fields: { spaceId?: number | null; place?: string; capacity?: number } = {},
) =>
  server.call(
    cc.fitnessClassSessionAdd,
    { typeId, coachId: coaches[c], startsAt: at(date, from), endsAt: at(date, to), capacity: 6, ...fields },
    { token: admin, lang: 'EN' },
  );

const classesIn = async (spaceId: number) =>
  (await server.one<{ n: number }>(sql`select count(*)::int as n from club_class_session where space_id = ${spaceId}`))!
    .n;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  coaches = (await server.query<{ id: number }>(sql`select id from club_coach where status = 0 order by id`)).map(
    (r) => r.id,
  );
  expect(coaches.length).toBeGreaterThanOrEqual(3);
  const t = await server.call(
    cc.fitnessClassTypeAdd,
    { nameCn: '空间测试课', nameEn: 'Space test class', capacity: 6, minSignups: 0, durationMin: 60 },
    { token: admin },
  );
  expect(t.code, t.msg).toBe(0);
  typeId = t.data.id;
});
afterAll(async () => {
  await server?.close();
});

describe('the demo and the forms', () => {
  it('puts the demo classes and plan entries in the demo studios', async () => {
    const loose = await server.one<{ n: number }>(
      sql`select count(*)::int as n from club_class_session s join club_space sp on sp.name = s.place
        where s.space_id is distinct from sp.id`,
    );
    expect(loose!.n).toBe(0);
    const held = await server.one<{ classes: number; plans: number }>(
      sql`select (select count(*)::int from club_class_session where space_id is not null) as classes,
        (select count(*)::int from club_class_plan where space_id is not null) as plans`,
    );
    expect(held!.classes).toBeGreaterThan(0);
    expect(held!.plans).toBeGreaterThan(0);
  });

  it('offers the enabled spaces with their capacity, in their order', async () => {
    const off = await addSpace('Closed studio', 30, false);
    const r = await server.call(cc.fitnessClassSpaceOptions, {}, { token: admin });
    expect(r.code, r.msg).toBe(0);
    expect(r.data.slice(0, 3)).toEqual([
      { id: expect.any(Number), name: '瑜伽室 A', capacity: 20 },
      { id: expect.any(Number), name: '瑜伽室 B', capacity: 16 },
      { id: expect.any(Number), name: '单车房', capacity: 12 },
    ]);
    expect(r.data.map((s) => s.id)).not.toContain(off.id);
  });
});

describe('a class in a space', () => {
  it('stores the space and shows its name; refuses more places than it holds and a switched-off space', async () => {
    const space = await addSpace('Studio S1', 6);
    const date = shanghaiDate(40);
    const ok = await schedule(date, '09:00', '10:00', 0, { spaceId: space.id, place: 'ignored' });
    expect(ok.code, ok.msg).toBe(0);
    expect(ok.data).toMatchObject({ spaceId: space.id, place: 'Studio S1', capacity: 6 });
    expect(await server.one(sql`select space_id, place from club_class_session where id = ${ok.data.id}`)).toEqual({
      space_id: space.id,
      place: 'Studio S1',
    });

    const big = await schedule(date, '11:00', '12:00', 0, { spaceId: space.id, capacity: 7 });
    expect(big.code).toBe(Code.CLASS_SPACE_TOO_SMALL);
    expect(big.msg).toBe('The class has 7 places; the space “Studio S1” holds 6');
    const off = await addSpace('Studio S1 off', 20, false);
    const unknown = await schedule(date, '11:00', '12:00', 0, { spaceId: off.id });
    expect(unknown.code).toBe(Code.CLASS_SPACE_UNKNOWN);
    expect(await classesIn(space.id)).toBe(1);
    expect(await classesIn(off.id)).toBe(0);

    // An edit beyond the space's capacity is refused too, and nothing changes.
    const edit = await server.call(
      cc.fitnessClassSessionEdit,
      { ...ok.data, id: ok.data.id, capacity: 8 },
      { token: admin },
    );
    expect(edit.code).toBe(Code.CLASS_SPACE_TOO_SMALL);
    expect(await server.one(sql`select capacity from club_class_session where id = ${ok.data.id}`)).toEqual({
      capacity: 6,
    });
  });

  it('never holds two live classes at overlapping times; back to back and after a cancel are fine', async () => {
    const space = await addSpace('Studio S2', 10);
    const date = shanghaiDate(41);
    const first = await schedule(date, '09:00', '10:00', 0, { spaceId: space.id });
    expect(first.code, first.msg).toBe(0);
    const clash = await schedule(date, '09:30', '10:30', 1, { spaceId: space.id });
    expect(clash.code).toBe(Code.CLASS_SPACE_BUSY);
    expect(clash.msg).toBe(`The space “Studio S2” holds another class at ${date} 09:00`);
    const next = await schedule(date, '10:00', '11:00', 1, { spaceId: space.id });
    expect(next.code, next.msg).toBe(0);
    expect(await classesIn(space.id)).toBe(2);

    // Moving the second class into the first's hour by an edit, or by an adjustment (调课), is refused.
    const edit = await server.call(
      cc.fitnessClassSessionEdit,
      { ...next.data, id: next.data.id, startsAt: at(date, '09:30'), endsAt: at(date, '10:30') },
      { token: admin },
    );
    expect(edit.code).toBe(Code.CLASS_SPACE_BUSY);
    const adjust = await server.call(
      coach.fitnessClassSessionAdjust,
      { id: next.data.id, startAt: at(date, '09:15'), reason: 'test' },
      { token: admin },
    );
    expect(adjust.code).toBe(Code.CLASS_SPACE_BUSY);
    expect(
      await server.one(sql`select starts_at = ${at(date, '10:00')}::timestamptz as kept from club_class_session
        where id = ${next.data.id}`),
    ).toEqual({ kept: true });

    // A cancelled class frees its hour.
    const cancel = await server.call(cc.fitnessClassSessionCancel, { id: first.data.id }, { token: admin });
    expect(cancel.code, cancel.msg).toBe(0);
    const again = await schedule(date, '09:00', '10:00', 2, { spaceId: space.id });
    expect(again.code, again.msg).toBe(0);

    // The constraint itself refuses an overlap written around the handlers.
    await expect(
      server.query(sql`insert into club_class_session (type_id, coach_id, space_id, place, starts_at, ends_at, capacity)
        values (${typeId}, ${coaches[2]}, ${space.id}, 'Studio S2', ${at(date, '10:30')}::timestamptz,
          ${at(date, '11:30')}::timestamptz, 5)`),
    ).rejects.toThrow();
  });

  it('two schedulings in one space at once: exactly one stored, the other told the space is busy', async () => {
    const space = await addSpace('Studio S3', 10);
    const date = shanghaiDate(42);
    const results = await Promise.all([
      schedule(date, '18:00', '19:00', 0, { spaceId: space.id }),
      schedule(date, '18:30', '19:30', 1, { spaceId: space.id }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, Code.CLASS_SPACE_BUSY]);
    expect(await classesIn(space.id)).toBe(1);
  });

  it('a space with a coming class is not deleted; a rename follows into its classes', async () => {
    const space = await addSpace('Studio S4', 10);
    const date = shanghaiDate(43);
    const s = await schedule(date, '09:00', '10:00', 0, { spaceId: space.id });
    expect(s.code, s.msg).toBe(0);
    const del = await server.call(ss.clubSpaceDelete, { id: space.id }, { token: admin });
    expect(del.code).toBe(Code.SPACE_IN_USE);
    expect(await server.one(sql`select count(*)::int as n from club_space where id = ${space.id}`)).toEqual({ n: 1 });
    const low = await server.call(ss.clubSpaceSave, { ...space, capacity: 5 }, { token: admin });
    expect(low.code).toBe(Code.SPACE_CAPACITY_BELOW_CLASS);

    const renamed = await server.call(ss.clubSpaceSave, { ...space, name: 'Studio S4 new' }, { token: admin });
    expect(renamed.code, renamed.msg).toBe(0);
    expect(await server.one(sql`select place from club_class_session where id = ${s.data.id}`)).toEqual({
      place: 'Studio S4 new',
    });

    // Once the class is past, the space goes; the class keeps its place's name.
    await server.query(sql`update club_class_session set starts_at = '2001-01-01T09:00:00+08:00',
      ends_at = '2001-01-01T10:00:00+08:00', state = 'finished' where id = ${s.data.id}`);
    const gone = await server.call(ss.clubSpaceDelete, { id: space.id }, { token: admin });
    expect(gone.code, gone.msg).toBe(0);
    expect(await server.one(sql`select space_id, place from club_class_session where id = ${s.data.id}`)).toEqual({
      space_id: null,
      place: 'Studio S4 new',
    });
  });
});

describe('the weekly plan in a space', () => {
  it('refuses an entry bigger than its space and lists a date the space is taken', async () => {
    const space = await addSpace('Studio P1', 8);
    const big = await server.call(
      cc.fitnessClassPlanAdd,
      { typeId, coachId: coaches[0], weekDay: 3, startTime: '07:00', durationMin: 60, capacity: 9, spaceId: space.id },
      { token: admin },
    );
    expect(big.code).toBe(Code.CLASS_SPACE_TOO_SMALL);
    const from = shanghaiDate(50);
    const weekDay = ((new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const plan = await server.call(
      cc.fitnessClassPlanAdd,
      { typeId, coachId: coaches[0], weekDay, startTime: '07:00', durationMin: 60, capacity: 8, spaceId: space.id },
      { token: admin },
    );
    expect(plan.code, plan.msg).toBe(0);
    expect(plan.data).toMatchObject({ spaceId: space.id, place: 'Studio P1' });
    // Another coach's class in the space on the first date.
    const other = await schedule(from, '07:30', '08:30', 1, { spaceId: space.id });
    expect(other.code, other.msg).toBe(0);
    const r = await server.call(
      cc.fitnessClassPlanGenerate,
      { from, to: addIsoDays(from, 7), planIds: [plan.data.id] },
      { token: admin },
    );
    expect(r.code, r.msg).toBe(0);
    expect(r.data.conflicts).toEqual([
      {
        planId: plan.data.id,
        date: from,
        reason: 'spaceBusy',
        otherId: other.data.id,
        otherStartsAt: new Date(at(from, '07:30')).toISOString(),
      },
    ]);
    expect(r.data.created.map((c) => c.date)).toEqual([addIsoDays(from, 7)]);
    expect(
      await server.one(sql`select space_id, place from club_class_session where id = ${r.data.created[0].id}`),
    ).toEqual({ space_id: space.id, place: 'Studio P1' });
  });
});

describe('migration 0050', () => {
  it('moves classes and entries whose place is a space name; of two overlapping live ones, the first', async () => {
    const space = await addSpace('Legacy room', 30);
    const date = shanghaiDate(60);
    const insert = (from: string, to: string, c: number, state = 'scheduled') =>
      server.one<{ id: number }>(sql`insert into club_class_session (type_id, coach_id, place, starts_at, ends_at,
        capacity, state) values (${typeId}, ${coaches[c]}, 'Legacy room', ${at(date, from)}::timestamptz,
        ${at(date, to)}::timestamptz, 5, ${state}) returning id`);
    const a = (await insert('09:00', '10:00', 0))!.id;
    const b = (await insert('09:30', '10:30', 1))!.id;
    const cancelled = (await insert('09:00', '10:00', 2, 'cancelled'))!.id;
    const elsewhere = (await server.one<{
      id: number;
    }>(sql`insert into club_class_session (type_id, coach_id, place, starts_at,
        ends_at, capacity) values (${typeId}, ${coaches[2]}, 'Nowhere', ${at(date, '12:00')}::timestamptz,
        ${at(date, '13:00')}::timestamptz, 5) returning id`))!.id;
    const plan = (await server.one<{
      id: number;
    }>(sql`insert into club_class_plan (type_id, coach_id, week_day, start_time,
        duration_min, capacity, place) values (${typeId}, ${coaches[0]}, 1, '06:00', 60, 5, 'Legacy room')
        returning id`))!.id;
    const file = readFileSync(new URL('../../server/db/migrations/0050_class-space.sql', import.meta.url), 'utf8');
    const moves = file
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => s.startsWith('UPDATE'));
    expect(moves).toHaveLength(2);
    for (const statement of moves) await server.query(sql.raw(statement));
    const rows = await server.query<{ id: number; space_id: number | null }>(
      sql`select id, space_id from club_class_session where id in (${a}, ${b}, ${cancelled}, ${elsewhere})
        order by id`,
    );
    expect(rows).toEqual([
      { id: a, space_id: space.id },
      { id: b, space_id: null },
      { id: cancelled, space_id: space.id },
      { id: elsewhere, space_id: null },
    ]);
    expect(await server.one(sql`select space_id from club_class_plan where id = ${plan}`)).toEqual({
      space_id: space.id,
    });
  });
});
