/**
 * A scene's availability in one call (/api/reserve/scene/period): for every site of the
 * scene and every day of the range it answers exactly what /api/reserve/current/period
 * answers for that site and day (compared over a seeded random arrangement of bookings,
 * holds, a closure and a capacity site; courts 1–6 are open round the clock, so today has begun), refuses a reversed or
 * too long range with a coded, localized error, leaves out disabled sites and shows no
 * one's bookings as the caller's. /api/reserve/scene/summary counts what scene/period lists,
 * also for a booking across midnight, one over two slots, one on a day without hours, a
 * hold over two slots, overlapping bookings of a capacity site and a site without hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentPeriod,
  SCENE_PERIOD_DAYS_MAX,
  scenePeriod,
  sceneSummary,
  type Slot,
} from '../../platform/contracts/reserve.contract';
import { Code, isSessionInvalid } from '../../platform/protocol/codes';
import { weekDayOf } from '../../server/modules/reserve/campus-time';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let booker: string;
let sceneId: number;
/** Badminton court ids by number. */
const court: Record<number, number> = {};
let bookerId: number;
let approverId: number;

const [first, last] = [shanghaiDate(0), shanghaiDate(6)];

/** A small deterministic generator (the arrangement is the same on every run). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/** Inserts a one-hour reservation; an overlap on an exclusive site is skipped (the exclusion constraint). */
async function reserve(siteId: number, userId: number, start: string, status: string, exclusive = true) {
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  await server.query(sql`
    insert into reservation (site_id, user_id, start_at, end_at, status, exclusive)
    values (${siteId}, ${userId}, ${start}, ${end}, ${status}, ${exclusive}) on conflict do nothing`);
}

/** Inserts a hold of `userId` on [start, start + 1 h) running out `minutes` from now. */
async function hold(siteId: number, userId: number, start: string, minutes: number, exclusive = true) {
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  const expires = new Date(Date.now() + minutes * 60_000).toISOString();
  await server.query(sql`
    insert into site_hold (site_id, user_id, start_at, end_at, expires_at, exclusive)
    values (${siteId}, ${userId}, ${start}, ${end}, ${expires}, ${exclusive})`);
}

beforeAll(async () => {
  server = await startTestServer();
  booker = (await server.login(DEMO.booker)).token;
  sceneId = await server.idOf(sql`select id from scene where code = 'badminton'`);
  for (const row of await server.query<{ id: number; name: string }>(
    sql`select id, name_en as name from site where scene_id = ${sceneId}`,
  ))
    court[Number(row.name.replace('Badminton Court ', ''))] = row.id;
  bookerId = await server.idOf(sql`select id from sys_user where account = ${DEMO.booker.account}`);
  approverId = await server.idOf(sql`select id from sys_user where account = ${DEMO.approver.account}`);

  // Court 2 takes two bookings at once.
  await server.query(sql`update site set kind = 'capacity', capacity = 2 where id = ${court[2]}`);
  // Court 3 is closed on the third day.
  await server.query(sql`
    insert into site_closure (site_id, start_date, end_date, reason)
    values (${court[3]}, ${shanghaiDate(2)}, ${shanghaiDate(2)}, 'Floor works')`);

  const next = random(20_261_129);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  for (let i = 0; i < 120; i++) {
    const n = 1 + Math.floor(next() * 10);
    const start = at(
      shanghaiDate(Math.floor(next() * 7)),
      `${String(8 + Math.floor(next() * 13)).padStart(2, '0')}:00`,
    );
    const status = pick(['approved', 'approved', 'pendingAudit', 'completed', 'cancelled', 'rejected']);
    await reserve(court[n], pick([bookerId, approverId]), start, status, n !== 2);
  }
  const tomorrow = shanghaiDate(1);
  // Court 2 at 09:00 tomorrow: two bookings (taken); at 10:00 one booking and the caller's hold (held, mine).
  await reserve(court[2], approverId, at(tomorrow, '09:00'), 'approved', false);
  await reserve(court[2], approverId, at(tomorrow, '09:00'), 'approved', false);
  await server.query(sql`delete from reservation where site_id = ${court[2]} and start_at = ${at(tomorrow, '10:00')}`);
  await reserve(court[2], approverId, at(tomorrow, '10:00'), 'approved', false);
  await hold(court[2], bookerId, at(tomorrow, '10:00'), 10, false);
  // Holds at 07:00 tomorrow (before the random bookings): the caller's, someone else's, one run out.
  await hold(court[4], bookerId, at(tomorrow, '07:00'), 10);
  await hold(court[5], approverId, at(tomorrow, '07:00'), 10);
  await hold(court[6], approverId, at(tomorrow, '07:00'), -1);
});
afterAll(async () => {
  await server?.close();
});

/** The scene's week as the booker sees it. */
async function week() {
  const r = await server.call(scenePeriod, { sceneId, from: first, to: last }, { token: booker });
  expect(r.code).toBe(0);
  return r.data;
}

/** The slots of `siteId` on `date` in `answer`. */
function dayOf(answer: Awaited<ReturnType<typeof week>>, siteId: number, date: string): Slot[] {
  return answer.sites.find((s) => s.siteId === siteId)!.days.find((d) => d.date === date)!.slots;
}

describe('scene/period', () => {
  it('answers every site and day exactly as current/period does', async () => {
    const answer = await week();
    expect(answer.sites.map((s) => s.siteId).sort((a, b) => a - b)).toEqual(Object.values(court).sort((a, b) => a - b));
    for (const s of answer.sites) {
      expect(s.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => shanghaiDate(i)));
      for (const day of s.days) {
        const one = await server.call(currentPeriod, { siteId: s.siteId, date: day.date }, { token: booker });
        expect({ site: s.siteId, date: day.date, slots: day.slots }).toEqual({
          site: s.siteId,
          date: day.date,
          slots: one.data.slots,
        });
      }
    }
  });

  it('shows past, taken, held (the caller’s own as mine), closed and free slots', async () => {
    const answer = await week();
    const all = answer.sites.flatMap((s) => s.days.flatMap((d) => d.slots));
    expect(new Set(all.map((s) => s.status))).toEqual(new Set(['past', 'taken', 'held', 'closed', 'free']));
    expect(dayOf(answer, court[1], first)[0]).toMatchObject({ start: at(first, '00:00'), status: 'past' });
    expect(new Set(dayOf(answer, court[3], shanghaiDate(2)).map((s) => s.status))).toEqual(new Set(['closed']));
    const seven = (n: number) =>
      dayOf(answer, court[n], shanghaiDate(1)).find((s) => s.start.endsWith('T07:00:00+08:00'));
    expect([seven(4)?.status, seven(4)?.mine]).toEqual(['held', true]);
    expect([seven(5)?.status, seven(5)?.mine]).toEqual(['held', undefined]);
    expect(seven(6)?.status).toBe('free');
  });

  it('says how many places a capacity site has left, and nothing of the kind on single sites', async () => {
    const answer = await week();
    const tomorrow = shanghaiDate(1);
    const slotAt = (hhmm: string) => dayOf(answer, court[2], tomorrow).find((s) => s.start === at(tomorrow, hhmm));
    expect(slotAt('09:00')).toMatchObject({ status: 'taken', remaining: 0 });
    expect(slotAt('10:00')).toMatchObject({ status: 'held', mine: true, remaining: 0 });
    const capacity = answer.sites.find((s) => s.siteId === court[2])!;
    expect([capacity.kind, capacity.capacity]).toEqual(['capacity', 2]);
    const upcoming = capacity.days.flatMap((d) => d.slots).filter((s) => s.status !== 'past' && s.status !== 'closed');
    expect(upcoming.every((s) => s.remaining !== undefined)).toBe(true);
    expect(upcoming.some((s) => s.status === 'free' && s.remaining === 2)).toBe(true);
    const single = answer.sites.filter((s) => s.kind === 'single').flatMap((s) => s.days.flatMap((d) => d.slots));
    expect(single.some((s) => 'remaining' in s)).toBe(false);
  });

  it('refuses a range that ends before it starts or is too long, in the caller language', async () => {
    const reversed = await server.call(scenePeriod, { sceneId, from: last, to: first }, { token: booker, lang: 'EN' });
    expect([reversed.code, reversed.msg]).toEqual([
      Code.DATE_RANGE_INVALID,
      `Invalid dates: the end date must not be before the start date, and at most ${SCENE_PERIOD_DAYS_MAX} days ` +
        'may be shown',
    ]);
    const longest = shanghaiDate(SCENE_PERIOD_DAYS_MAX - 1);
    const tooLong = await server.call(
      scenePeriod,
      { sceneId, from: first, to: shanghaiDate(SCENE_PERIOD_DAYS_MAX) },
      { token: booker, lang: 'CN' },
    );
    expect([tooLong.code, tooLong.msg]).toEqual([
      Code.DATE_RANGE_INVALID,
      '日期范围无效：结束日期不得早于开始日期，且最多 14 天',
    ]);
    const fortnight = await server.call(scenePeriod, { sceneId, from: first, to: longest }, { token: booker });
    expect(fortnight.data.sites[0].days).toHaveLength(SCENE_PERIOD_DAYS_MAX);
    const badDate = await server.call(scenePeriod, { sceneId, from: '2026-13-01', to: first } as never, {
      token: booker,
    });
    expect(badDate.code).toBe(Code.BAD_REQUEST);
  });

  it('leaves out disabled sites and answers an unknown scene with no sites', async () => {
    await server.query(sql`update site set enabled = false where id = ${court[10]}`);
    const answer = await week();
    expect(answer.sites.map((s) => s.siteId)).not.toContain(court[10]);
    expect(answer.sites).toHaveLength(9);
    await server.query(sql`update site set enabled = true where id = ${court[10]}`);
    const unknown = await server.call(scenePeriod, { sceneId: 999_999, from: first, to: last }, { token: booker });
    expect(unknown.data).toEqual({ sceneId: 999_999, from: first, to: last, sites: [] });
  });

  it('is refused without a session', async () => {
    const r = await server.call(scenePeriod, { sceneId, from: first, to: last });
    expect(isSessionInvalid(r.code)).toBe(true);
  });
});

/** Each day of `listed` (a scene/period answer) counted as scene/summary answers it. */
function countsOf(listed: Awaited<ReturnType<typeof week>>) {
  return listed.sites.map(({ days, ...head }) => ({
    ...head,
    days: days.map(({ date, slots }) => ({
      date,
      slots: slots.length,
      free: slots.filter((slot) => slot.status === 'free').length,
      taken: slots.filter((slot) => slot.status === 'taken').length,
      closed: slots.every((slot) => slot.status === 'closed'),
    })),
  }));
}

describe('scene/summary', () => {
  it("counts each site's day as scene/period lists it, and refuses what scene/period refuses", async () => {
    const listed = await week();
    const counted = await server.call(sceneSummary, { sceneId, from: first, to: last }, { token: booker });
    expect(counted.code).toBe(0);
    expect(counted.data.sites).toEqual(countsOf(listed));
    // The closure of court 3 on the third day shows as a closed day; the seeded bookings as taken slots.
    const third = counted.data.sites.find((s) => s.siteId === court[3])!.days[2];
    expect(third).toMatchObject({ date: shanghaiDate(2), free: 0, closed: true });
    expect(counted.data.sites.some((s) => s.days.some((d) => d.taken > 0 && d.free > 0))).toBe(true);
    const reversed = await server.call(sceneSummary, { sceneId, from: last, to: first }, { token: booker });
    expect(reversed.code).toBe(Code.DATE_RANGE_INVALID);
    const anonymous = await server.call(sceneSummary, { sceneId, from: first, to: last });
    expect(isSessionInvalid(anonymous.code)).toBe(true);
  });

  it('counts bookings and holds over slot and day edges, days and sites without hours, as listed', async () => {
    const [d3, d4, d5, d6] = [3, 4, 5, 6].map(shanghaiDate);
    // Court 1 (round the clock, 30-minute slots): from 23:30 on one day to 00:30 on the next.
    await server.query(sql`
      insert into reservation (site_id, user_id, start_at, end_at, status, exclusive)
      values (${court[1]}, ${approverId}, ${at(d3, '23:30')}, ${at(d4, '00:30')}, 'approved', true)`);
    // Court 8 (one-hour slots): 90 minutes from 12:30 (two slots); no hours on d5's week day, yet one booking.
    await server.query(sql`delete from reservation where site_id = ${court[8]} and start_at >= ${at(d5, '00:00')}`);
    await server.query(sql`
      insert into reservation (site_id, user_id, start_at, end_at, status, exclusive)
      values (${court[8]}, ${approverId}, ${at(d6, '12:30')}, ${at(d6, '14:00')}, 'approved', true),
        (${court[8]}, ${approverId}, ${at(d5, '10:00')}, ${at(d5, '11:00')}, 'approved', true)`);
    await server.query(sql`delete from site_opening where site_id = ${court[8]} and week_day = ${weekDayOf(d5)}`);
    // Court 2 (capacity 2): three bookings over each other, shifted by half an hour.
    for (const start of ['10:00', '10:30', '11:00'])
      await reserve(court[2], approverId, at(d4, start), 'approved', false);
    // Court 7: someone else's hold of an hour from 14:30 (over two one-hour slots), cleared of bookings.
    await server.query(sql`
      delete from reservation
      where site_id = ${court[7]} and start_at >= ${at(d4, '00:00')} and start_at < ${at(d5, '00:00')}`);
    await hold(court[7], approverId, at(d4, '14:30'), 10);
    // Court 9: no opening hours at all.
    await server.query(sql`delete from site_opening where site_id = ${court[9]}`);

    const listed = await week();
    const counted = await server.call(sceneSummary, { sceneId, from: first, to: last }, { token: booker });
    expect(counted.data.sites).toEqual(countsOf(listed));

    // The arrangement reached the listed slots as meant.
    const status = (n: number, date: string, hhmm: string) =>
      dayOf(listed, court[n], date).find((slot) => slot.start === at(date, hhmm))?.status;
    expect([status(1, d3, '23:30'), status(1, d4, '00:00'), status(1, d4, '00:30')]).toEqual([
      'taken',
      'taken',
      'free',
    ]);
    expect([status(8, d6, '12:00'), status(8, d6, '13:00'), status(8, d6, '14:00')]).toEqual([
      'taken',
      'taken',
      'free',
    ]);
    expect([status(7, d4, '14:00'), status(7, d4, '15:00'), status(7, d4, '16:00')]).toEqual(['held', 'held', 'free']);
    expect([status(2, d4, '10:30'), status(2, d4, '11:00')]).toEqual(['taken', 'taken']);
    const summaryOf = (n: number, date: string) =>
      counted.data.sites.find((s) => s.siteId === court[n])!.days.find((d) => d.date === date)!;
    expect(summaryOf(8, d5)).toMatchObject({ free: 0, taken: 1, closed: false });
    expect(summaryOf(8, d5).slots).toBeGreaterThan(1);
    expect(counted.data.sites.find((s) => s.siteId === court[9])!.days).toEqual(
      listed.sites[0].days.map(({ date }) => ({ date, slots: 0, free: 0, taken: 0, closed: true })),
    );
  });
});
