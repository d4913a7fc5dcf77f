/**
 * The booker's own history and suggestions (spec §7 /api/reserve/commonlyUsed,
 * recommend, history/page; spec §2 /history): the most booked sites of the last 90 days
 * (the caller's only, cancelled and rejected ones not counted); alternatives to a taken
 * range (nearest free ranges on the site that day, then the next days, and the same range
 * on similar sites, same campus first); the past bookings newest first, filtered by scene
 * and date, never another user's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWindows, isFreeRange, nearestFirst } from '../../server/modules/reserve-details/recommend.service';
import { commonlyUsed, historyPage, recommend } from '../../platform/contracts/reserve-details.contract';
import { cancelReserveBatch, type Slot } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, nextWeekDay, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const sites: Record<string, number> = {};
const monday = nextWeekDay(1);
const addDay = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function book(who: string, siteName: string, date: string, from: string, to: string) {
  const booked = await server.book(
    { siteId: sites[siteName], start: at(date, from), end: at(date, to) },
    { token: token[who] },
  );
  expect(booked.code, `${siteName} ${date} ${from}`).toBe(0);
  return booked.data.id;
}

/** Inserts a past booking of `who` directly (the API refuses past ranges). */
async function pastBooking(who: string, siteName: string, daysAgo: number, status: string, createdDaysAgo = daysAgo) {
  const date = shanghaiDate(-daysAgo);
  const [row] = await server.query<{
    id: number;
  }>(sql`insert into reservation (site_id, user_id, start_at, end_at, status, created_at)
    values (${sites[siteName]}, ${userId[who]}, ${at(date, '08:00')}::timestamptz, ${at(date, '09:00')}::timestamptz,
      ${status},
      now() - make_interval(days => ${createdDaysAgo})) returning id::int as id`);
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[s.name] = s.id;
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
});
afterAll(async () => {
  await server?.close();
});

describe('commonlyUsed', () => {
  it('answers the sites the caller booked most in 90 days, with scene and place', async () => {
    await book('booker', 'Badminton Court 2', monday, '08:00', '09:00');
    await book('booker', 'Badminton Court 2', monday, '10:00', '11:00');
    await pastBooking('booker', 'Badminton Court 2', 3, 'completed');
    await book('booker', 'Basketball Court 1', monday, '10:00', '11:00');
    await pastBooking('booker', 'Table Tennis Table 1', 5, 'noShow');
    await pastBooking('booker', 'Table Tennis Table 1', 6, 'completed');
    const cancelled = await book('booker', 'Badminton Court 5', monday, '12:00', '13:00');
    await server.call(cancelReserveBatch, { ids: [cancelled] }, { token: token.booker });
    await pastBooking('booker', 'Badminton Court 6', 100, 'completed');
    await pastBooking('booker', 'Badminton Court 6', 2, 'rejected');
    // Another user's bookings do not count.
    for (const from of ['08:00', '10:00', '12:00', '14:00'])
      await book('approver', 'Basketball Court 2', monday, from, addHour(from));

    const used = await server.call(commonlyUsed, undefined, { token: token.booker, lang: 'EN' });
    expect(used.code).toBe(0);
    expect(used.data.map((s) => [s.siteName, s.count])).toEqual([
      ['Badminton Court 2', 3],
      ['Table Tennis Table 1', 2],
      ['Basketball Court 1', 1],
    ]);
    expect(used.data[0]).toMatchObject({
      siteId: sites['Badminton Court 2'],
      sceneName: 'Badminton',
      sceneCode: 'badminton',
      campusName: 'East Campus',
      buildingName: 'Sports Centre',
      floorName: '1F',
      lastStart: at(monday, '10:00'),
    });
    const cn = await server.call(commonlyUsed, undefined, { token: token.booker, lang: 'CN' });
    expect(cn.data[0].sceneName).toBe('羽毛球');
    // Someone who booked nothing gets nothing.
    expect((await server.call(commonlyUsed, undefined, { token: token.admin })).data).toEqual([]);
  });
});

function addHour(hhmm: string): string {
  return `${String(Number(hhmm.slice(0, 2)) + 1).padStart(2, '0')}:00`;
}

describe('recommend', () => {
  it(
    'offers the nearest free ranges on the site that day, then the same range on similar sites of the ' + 'same campus',
    async () => {
      await book('approver', 'Badminton Court 7', monday, '10:00', '11:00');
      await book('approver', 'Badminton Court 8', monday, '10:00', '11:00');
      const got = await server.call(
        recommend,
        { siteId: sites['Badminton Court 7'], start: at(monday, '10:00'), end: at(monday, '11:00') },
        { token: token.booker },
      );
      expect(got.code).toBe(0);
      expect(got.data.map((r) => [r.kind, r.siteName, r.start, r.end])).toEqual([
        ['sameSite', 'Badminton Court 7', at(monday, '09:00'), at(monday, '10:00')],
        ['sameSite', 'Badminton Court 7', at(monday, '11:00'), at(monday, '12:00')],
        ['sameSite', 'Badminton Court 7', at(monday, '08:00'), at(monday, '09:00')],
        ['similarSite', 'Badminton Court 9', at(monday, '10:00'), at(monday, '11:00')],
        ['similarSite', 'Badminton Court 10', at(monday, '10:00'), at(monday, '11:00')],
      ]);
      expect(got.data[3]).toMatchObject({ sceneName: 'Badminton', campusName: 'West Campus' });
    },
  );

  it('moves to the next days when the day has no free range of that length, and skips closed days', async () => {
    await book('approver', 'Meeting Room 501', monday, '12:00', '13:00');
    await book('approver', 'Meeting Room 502', monday, '08:00', '09:00');
    const got = await server.call(
      recommend,
      { siteId: sites['Meeting Room 501'], start: at(monday, '08:00'), end: at(monday, '20:00') },
      { token: token.booker },
    );
    expect(got.data.map((r) => [r.kind, r.siteName, r.start])).toEqual([
      ['sameSite', 'Meeting Room 501', at(addDay(monday, 1), '08:00')],
      ['sameSite', 'Meeting Room 501', at(addDay(monday, 2), '08:00')],
      ['sameSite', 'Meeting Room 501', at(addDay(monday, 3), '08:00')],
      ['similarSite', 'Meeting Room 503', at(monday, '08:00')],
      ['sameSite', 'Meeting Room 501', at(addDay(monday, 4), '08:00')],
    ]);
  });

  it('refuses a range that is not whole slots of one day, and an unknown site', async () => {
    const odd = await server.call(
      recommend,
      { siteId: sites['Badminton Court 7'], start: at(monday, '10:00'), end: at(monday, '10:45') },
      { token: token.booker },
    );
    expect(odd.code).toBe(Code.RANGE_INVALID);
    const backwards = await server.call(
      recommend,
      { siteId: sites['Badminton Court 7'], start: at(monday, '10:00'), end: at(monday, '09:00') },
      { token: token.booker },
    );
    expect(backwards.code).toBe(Code.RANGE_INVALID);
    const unknown = await server.call(
      recommend,
      { siteId: 999_999, start: at(monday, '10:00'), end: at(monday, '11:00') },
      { token: token.booker },
    );
    expect(unknown.code).toBe(Code.SITE_NOT_FOUND);
  });

  it('finds windows only in free runs that meet end to start', () => {
    const slot = (h: number, status: Slot['status'] = 'free'): Slot => ({
      start: `2030-01-07T${String(h).padStart(2, '0')}:00:00+08:00`,
      end: `2030-01-07T${String(h + 1).padStart(2, '0')}:00:00+08:00`,
      status,
    });
    const grid = [slot(8), slot(9, 'taken'), slot(10), slot(11), slot(13), slot(14)];
    const hours = (ranges: { start: number; end: number }[]) =>
      ranges.map((r) => [new Date(r.start).getUTCHours() + 8, new Date(r.end).getUTCHours() + 8]);
    expect(hours(freeWindows(grid, 2))).toEqual([
      [10, 12],
      [13, 15],
    ]);
    expect(hours(freeWindows(grid, 1))).toEqual([
      [8, 9],
      [10, 11],
      [11, 12],
      [13, 14],
      [14, 15],
    ]);
    expect(isFreeRange(grid, { start: Date.parse(slot(10).start), end: Date.parse(slot(11).end) })).toBe(true);
    expect(isFreeRange(grid, { start: Date.parse(slot(8).start), end: Date.parse(slot(10).end) })).toBe(false);
    expect(isFreeRange(grid, { start: Date.parse(slot(11).start), end: Date.parse(slot(13).end) })).toBe(false);
    const target = Date.parse(slot(12).start);
    expect(hours(nearestFirst(freeWindows(grid, 1), target, 0, 'Asia/Shanghai'))).toEqual([
      [11, 12],
      [13, 14],
      [10, 11],
      [14, 15],
      [8, 9],
    ]);
  });
});

describe('history/page', () => {
  it(
    "lists the caller's ended, cancelled, rejected and no-show bookings, newest first; never upcoming or " + "others'",
    async () => {
      const page = await server.call(historyPage, { pageSize: 100 }, { token: token.booker });
      expect(page.code).toBe(0);
      // From commonlyUsed: 3 completed / noShow / rejected in the past, 1 old completed, 1 cancelled upcoming.
      const rows = page.data.rows.map((r) => [r.siteName, r.status]);
      expect(rows).toEqual([
        ['Badminton Court 5', 'cancelled'],
        ['Badminton Court 6', 'rejected'],
        ['Badminton Court 2', 'completed'],
        ['Table Tennis Table 1', 'noShow'],
        ['Table Tennis Table 1', 'completed'],
        ['Badminton Court 6', 'completed'],
      ]);
      expect(page.data.total).toBe(6);
      expect(page.data.rows.every((r) => r.userId === userId.booker)).toBe(true);

      // A booking whose time has passed belongs to the history whatever its stored status.
      const ended = await pastBooking('booker', 'Basketball Court 3', 1, 'approved');
      const withEnded = await server.call(historyPage, { pageSize: 100 }, { token: token.booker });
      expect(withEnded.data.rows.map((r) => r.id)).toContain(ended);
      expect((await server.call(historyPage, {}, { token: token.admin })).data.total).toBe(0);
    },
  );

  it('filters by scene and by start date, and pages', async () => {
    const [badminton] = await server.query<{ id: number }>(sql`select id from scene where code = 'badminton'`);
    const byScene = await server.call(historyPage, { sceneId: badminton.id, pageSize: 100 }, { token: token.booker });
    expect(byScene.data.rows.map((r) => r.siteName)).toEqual([
      'Badminton Court 5',
      'Badminton Court 6',
      'Badminton Court 2',
      'Badminton Court 6',
    ]);

    const range = await server.call(
      historyPage,
      { dateFrom: shanghaiDate(-5), dateTo: shanghaiDate(-2), pageSize: 100 },
      { token: token.booker },
    );
    expect(range.data.rows.map((r) => [r.siteName, r.status])).toEqual([
      ['Badminton Court 6', 'rejected'],
      ['Badminton Court 2', 'completed'],
      ['Table Tennis Table 1', 'noShow'],
    ]);

    const second = await server.call(historyPage, { pageNo: 2, pageSize: 2 }, { token: token.booker });
    expect(second.data).toMatchObject({ pageNo: 2, pageSize: 2, total: 7 });
    expect(second.data.rows.map((r) => r.siteName)).toEqual(['Badminton Court 6', 'Badminton Court 2']);
  });
});
