/**
 * Scenes, sites and bookings (spec §7 /api/site/, /api/reserve/): slot grids, booking
 * rules, own bookings, who sees and cancels what, the back-office list, capacity sites.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sceneDetail, sceneList } from '../../platform/contracts/site.contract';
import {
  addReserve,
  cancelReserveBatch,
  currentDetail,
  currentPage,
  currentPeriod,
  reserveManagePage,
} from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, nextWeekDay, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let booker: string;
let approver: string;
let admin: string;
/** Site ids by name. */
const sites: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  [booker, approver, admin] = await Promise.all(
    [DEMO.booker, DEMO.approver, DEMO.admin].map((who) => server.login(who).then((p) => p.token)),
  );
  for (const row of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[row.name] = row.id;
});
afterAll(async () => {
  await server?.close();
});

const tomorrow = shanghaiDate(1);
const court = (n: number) => sites[`Badminton Court ${n}`];
const reservationCount = async () =>
  (await server.query<{ n: number }>(sql`select count(*)::int as n from reservation`))[0].n;

describe('scenes and sites', () => {
  it('lists the four scenes with their site counts, named in the caller language', async () => {
    const r = await server.call(sceneList, {}, { token: booker, lang: 'CN' });
    expect(r.data.map((s) => [s.code, s.name, s.siteCount])).toEqual([
      ['badminton', '羽毛球', 10],
      ['basketball', '篮球', 7],
      ['tableTennis', '乒乓球', 6],
      ['meetingRoom', '会议室', 6],
    ]);
    const east = await server.query<{ id: number }>(sql`select id from campus where name_en = 'East Campus'`);
    const eastOnly = await server.call(sceneList, { campusId: east[0].id }, { token: booker });
    expect(eastOnly.data.map((s) => s.siteCount)).toEqual([6, 0, 6, 3]);
  });

  it('details a scene with its sites, places and opening hours', async () => {
    const scenes = await server.call(sceneList, {}, { token: booker });
    const badminton = scenes.data.find((s) => s.code === 'badminton')!;
    const r = await server.call(sceneDetail, { id: badminton.id }, { token: booker, lang: 'TC' });
    expect(r.data.sites).toHaveLength(10);
    expect(r.data.sites[0]).toMatchObject({
      name: '羽毛球1號場',
      sceneName: '羽毛球',
      campusName: '東校區',
      buildingName: '體育中心',
      floorName: '1層',
      timeZone: 'Asia/Shanghai',
      kind: 'single',
      slotMinutes: 30,
    });
    expect(r.data.sites[0].openingHours.map((h) => h.weekDay)).toEqual([
      'MON',
      'TUE',
      'WED',
      'THU',
      'FRI',
      'STA',
      'SUN',
    ]);
    expect(r.data.sites[0].openingHours[5]).toEqual({ weekDay: 'STA', open: '00:00', close: '24:00' });
    expect((await server.call(sceneDetail, { id: 999 }, { token: booker })).code).toBe(Code.NOT_FOUND);
  });
});

describe('slots of a day', () => {
  it('shows a round-the-clock court as 48 half-hour slots, started ones past', async () => {
    const today = shanghaiDate(0);
    const r = await server.call(currentPeriod, { siteId: court(1), date: today }, { token: booker });
    expect(r.data.timeZone).toBe('Asia/Shanghai');
    expect(r.data.slots).toHaveLength(48);
    expect(r.data.slots[0]).toEqual({ start: at(today, '00:00'), end: at(today, '00:30'), status: 'past' });
    expect(r.data.slots[47].end).toBe(`${shanghaiDate(1)}T00:00:00+08:00`);
    const tomorrowSlots = await server.call(currentPeriod, { siteId: court(1), date: tomorrow }, { token: booker });
    expect(new Set(tomorrowSlots.data.slots.map((s) => s.status))).toEqual(new Set(['free']));
  });

  it('marks the lunch gap closed and a day without hours closed on its usual grid', async () => {
    const monday = nextWeekDay(1);
    const table = await server.call(
      currentPeriod,
      { siteId: sites['Table Tennis Table 1'], date: monday },
      { token: booker },
    );
    const byStart = Object.fromEntries(table.data.slots.map((s) => [s.start.slice(11, 16), s.status]));
    expect([byStart['11:30'], byStart['12:00'], byStart['13:30'], byStart['14:00']]).toEqual([
      'free',
      'closed',
      'closed',
      'free',
    ]);
    const sunday = nextWeekDay(0);
    const room = await server.call(
      currentPeriod,
      { siteId: sites['Meeting Room 301'], date: sunday },
      { token: booker },
    );
    expect(room.data.slots).toHaveLength(20);
    expect(room.data.slots[0].start).toBe(at(sunday, '08:00'));
    expect(new Set(room.data.slots.map((s) => s.status))).toEqual(new Set(['closed']));
  });

  it('refuses an unknown site', async () => {
    expect((await server.call(currentPeriod, { siteId: 9999, date: tomorrow }, { token: booker })).code).toBe(
      Code.SITE_NOT_FOUND,
    );
  });
});

describe('booking', () => {
  it('books whole slots, answers the reservation in the campus offset, and logs the operation', async () => {
    const r = await server.call(
      addReserve,
      { siteId: court(2), start: at(tomorrow, '10:00'), end: at(tomorrow, '11:00'), subject: 'Practice' },
      { token: booker },
    );
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      siteId: court(2),
      siteName: 'Badminton Court 2',
      start: at(tomorrow, '10:00'),
      end: at(tomorrow, '11:00'),
      status: 'approved',
      account: 'booker',
      subject: 'Practice',
      cancellable: true,
      timeZone: 'Asia/Shanghai',
    });
    const [row] = await server.query<{ status: string; exclusive: boolean; start_at: Date }>(
      sql`select status, exclusive, start_at from reservation where id = ${r.data.id}`,
    );
    expect(row).toMatchObject({ status: 'approved', exclusive: true });
    expect(new Date(row.start_at).toISOString()).toBe(new Date(at(tomorrow, '10:00')).toISOString());
    const [op] = await server.query<{ account: string; after: { id: number } }>(
      sql`select account, after from operation_log where path = '/api/reserve/addReserve' order by id desc limit 1`,
    );
    expect(op).toMatchObject({ account: 'booker', after: { id: r.data.id, status: 'approved' } });
    const slots = await server.call(currentPeriod, { siteId: court(2), date: tomorrow }, { token: approver });
    expect(slots.data.slots.filter((s) => s.status === 'taken').map((s) => s.start)).toEqual([
      at(tomorrow, '10:00'),
      at(tomorrow, '10:30'),
    ]);
  });

  it('accepts back-to-back bookings and refuses an overlap with SLOT_TAKEN', async () => {
    const book = (start: string, end: string, token = booker) =>
      server.book({ siteId: court(3), start: at(tomorrow, start), end: at(tomorrow, end) }, { token });
    expect((await book('08:00', '09:00')).code).toBe(0);
    expect((await book('09:00', '09:30', approver)).code).toBe(0);
    const before = await reservationCount();
    const overlap = await book('08:30', '09:30', admin);
    expect([overlap.status, overlap.code]).toEqual([409, Code.SLOT_TAKEN]);
    expect(await reservationCount()).toBe(before);
  });

  it('refuses ranges that are not whole open slots of one day, or have started', async () => {
    const book = (start: string, end: string, siteId = court(4)) =>
      server.book({ siteId, start, end }, { token: booker }).then((r) => r.code);
    const before = await reservationCount();
    expect(await book(at(tomorrow, '10:15'), at(tomorrow, '11:00'))).toBe(Code.RANGE_INVALID);
    expect(await book(at(tomorrow, '11:00'), at(tomorrow, '10:00'))).toBe(Code.RANGE_INVALID);
    expect(await book(at(tomorrow, '23:30'), `${shanghaiDate(2)}T00:30:00+08:00`)).toBe(Code.RANGE_INVALID);
    expect(await book(at(shanghaiDate(0), '00:00'), at(shanghaiDate(0), '00:30'))).toBe(Code.SLOT_PAST);
    const monday = nextWeekDay(1);
    expect(await book(at(monday, '11:30'), at(monday, '12:30'), sites['Table Tennis Table 2'])).toBe(Code.SLOT_CLOSED);
    expect(await book(at(monday, '06:00'), at(monday, '07:00'), sites['Basketball Court 1'])).toBe(Code.SLOT_CLOSED);
    expect(await book(at(nextWeekDay(0), '09:00'), at(nextWeekDay(0), '10:00'), sites['Meeting Room 301'])).toBe(
      Code.SLOT_CLOSED,
    );
    expect(await book(at(tomorrow, '10:00'), at(tomorrow, '11:00'), 9999)).toBe(Code.SITE_NOT_FOUND);
    expect(await reservationCount()).toBe(before);
  });

  it('books the last slot of the day, ending at midnight', async () => {
    const r = await server.book(
      { siteId: court(4), start: at(tomorrow, '23:30'), end: `${shanghaiDate(2)}T00:00:00+08:00` },
      { token: booker },
    );
    expect(r.code).toBe(0);
    expect(r.data.end).toBe(`${shanghaiDate(2)}T00:00:00+08:00`);
  });

  it('lets a capacity site take bookings up to its capacity', async () => {
    const siteId = sites['Basketball Court 4'];
    await server.query(sql`update site set kind = 'capacity', capacity = 2 where id = ${siteId}`);
    const book = (token: string) =>
      server.book({ siteId, start: at(tomorrow, '15:00'), end: at(tomorrow, '16:00') }, { token });
    expect((await book(booker)).code).toBe(0);
    const slots = await server.call(currentPeriod, { siteId, date: tomorrow }, { token: booker });
    expect(slots.data.slots.find((s) => s.start === at(tomorrow, '15:00'))!.status).toBe('free');
    expect((await book(approver)).code).toBe(0);
    expect((await book(admin)).code).toBe(Code.SLOT_TAKEN);
    const full = await server.call(currentPeriod, { siteId, date: tomorrow }, { token: booker });
    expect(full.data.slots.find((s) => s.start === at(tomorrow, '15:00'))!.status).toBe('taken');
    const rows = await server.query<{ exclusive: boolean }>(
      sql`select exclusive from reservation where site_id = ${siteId}`,
    );
    expect(rows).toEqual([{ exclusive: false }, { exclusive: false }]);
  });
});

describe('own bookings, detail and cancel', () => {
  let mine: number;
  let theirs: number;

  beforeAll(async () => {
    const date = shanghaiDate(2);
    mine = (
      await server.book({ siteId: court(5), start: at(date, '18:00'), end: at(date, '19:00') }, { token: booker })
    ).data.id;
    theirs = (
      await server.book({ siteId: court(5), start: at(date, '19:00'), end: at(date, '20:00') }, { token: approver })
    ).data.id;
  });

  it('lists only the caller bookings, newest start first, paged', async () => {
    const page = await server.call(currentPage, { pageNo: 1, pageSize: 100 }, { token: booker });
    expect(page.data.rows.length).toBeGreaterThan(1);
    expect(page.data.rows.every((r) => r.account === 'booker')).toBe(true);
    expect(page.data.rows.map((r) => r.id)).toContain(mine);
    expect(page.data.rows.map((r) => r.id)).not.toContain(theirs);
    const starts = page.data.rows.map((r) => Date.parse(r.start));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from reservation r join sys_user u on u.id = r.user_id where u.account = 'booker'`,
    );
    expect(page.data.total).toBe(n);
    const first = await server.call(currentPage, { pageNo: 1, pageSize: 1 }, { token: booker });
    expect([first.data.rows.length, first.data.total, first.data.pageSize]).toEqual([1, n, 1]);
  });

  it('lists the upcoming bookings soonest first, so that the next one is on the first page', async () => {
    const later = (
      await server.book(
        { siteId: court(5), start: at(shanghaiDate(4), '18:00'), end: at(shanghaiDate(4), '19:00') },
        { token: booker },
      )
    ).data.id;
    const page = await server.call(currentPage, { scope: 'upcoming', pageSize: 100 }, { token: booker });
    const ids = page.data.rows.map((r) => r.id);
    expect(ids.indexOf(mine)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(mine)).toBeLessThan(ids.indexOf(later));
    const starts = page.data.rows.map((r) => Date.parse(r.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // Gone again, so that the back office's counts below see only this file's bookings.
    await server.query(sql`delete from reservation where id = ${later}`);
  });

  it('lists only the bookings overlapping [from, to) when asked (the booking calendar)', async () => {
    const date = shanghaiDate(2);
    const within = await server.call(
      currentPage,
      { pageNo: 1, pageSize: 100, from: at(date, '18:30'), to: at(date, '18:45') },
      { token: booker },
    );
    expect(within.data.rows.map((r) => r.id)).toEqual([mine]);
    const touching = await server.call(
      currentPage,
      { pageNo: 1, pageSize: 100, from: at(date, '19:00'), to: at(date, '20:00') },
      { token: booker },
    );
    expect(touching.data.rows.map((r) => r.id)).not.toContain(mine);
  });

  it('shows a booking to its owner and to the back office within its data scope, not to another user', async () => {
    expect((await server.call(currentDetail, { id: mine }, { token: booker })).data).toMatchObject({
      id: mine,
      cancellable: true,
    });
    // The approver's scope (sports and below) does not hold the booker (cs): as if it did not exist.
    const outOfScope = await server.call(currentDetail, { id: mine }, { token: approver });
    const absent = await server.call(currentDetail, { id: 999999 }, { token: approver });
    expect([outOfScope.code, outOfScope.msg, outOfScope.status]).toEqual([absent.code, absent.msg, absent.status]);
    expect(outOfScope.code).toBe(Code.RESERVATION_NOT_FOUND);
    expect((await server.call(currentDetail, { id: mine }, { token: admin })).data).toMatchObject({
      id: mine,
      cancellable: true,
    });
    const other = await server.call(currentDetail, { id: theirs }, { token: booker });
    const missing = await server.call(currentDetail, { id: 999999 }, { token: booker });
    expect([other.code, other.msg]).toEqual([missing.code, missing.msg]);
    expect(other.code).toBe(Code.RESERVATION_NOT_FOUND);
  });

  it("refuses to cancel someone else's booking and leaves everything unchanged", async () => {
    const r = await server.call(cancelReserveBatch, { ids: [mine, theirs] }, { token: booker });
    expect(r.code).toBe(Code.RESERVATION_NOT_FOUND);
    const rows = await server.query<{ status: string }>(
      sql`select status from reservation where id in (${mine}, ${theirs}) order by id`,
    );
    expect(rows).toEqual([{ status: 'approved' }, { status: 'approved' }]);
  });

  it('cancels own bookings, logging before and after, and frees the slot', async () => {
    const r = await server.call(cancelReserveBatch, { ids: [mine] }, { token: booker });
    expect(r).toMatchObject({ code: 0, data: { cancelled: 1 } });
    const [row] = await server.query<{ status: string; cancelled_at: Date | null }>(
      sql`select status, cancelled_at from reservation where id = ${mine}`,
    );
    expect(row.status).toBe('cancelled');
    expect(row.cancelled_at).not.toBeNull();
    const [op] = await server.query<{ before: unknown; after: unknown }>(
      sql`select before, after from operation_log where path = '/api/reserve/cancelReserveBatch' order by id desc limit
        1`,
    );
    expect(op).toEqual({ before: [{ id: mine, status: 'approved' }], after: [{ id: mine, status: 'cancelled' }] });
    const upcoming = await server.call(currentPage, { scope: 'upcoming', pageSize: 100 }, { token: booker });
    expect(upcoming.data.rows.map((x) => x.id)).not.toContain(mine);
    const again = await server.book(
      { siteId: court(5), start: at(shanghaiDate(2), '18:00'), end: at(shanghaiDate(2), '19:00') },
      { token: approver },
    );
    expect(again.code).toBe(0);
  });

  it('refuses a state that may not be cancelled, all or nothing', async () => {
    const date = shanghaiDate(3);
    const fresh = (
      await server.book({ siteId: court(6), start: at(date, '09:00'), end: at(date, '09:30') }, { token: booker })
    ).data.id;
    const r = await server.call(cancelReserveBatch, { ids: [fresh, mine] }, { token: booker, lang: 'EN' });
    expect(r.code).toBe(Code.ACTION_NOT_ALLOWED);
    expect(r.msg).toBe(`Booking ${mine} cannot be cancelled while it is Cancelled`);
    const [row] = await server.query<{ status: string }>(sql`select status from reservation where id = ${fresh}`);
    expect(row.status).toBe('approved');
  });

  it("lets an administrator cancel anyone's booking", async () => {
    const r = await server.call(cancelReserveBatch, { ids: [theirs] }, { token: admin });
    expect(r.data.cancelled).toBe(1);
  });
});

describe('back office: all bookings', () => {
  it('lists every booking with filters and paging', async () => {
    const all = await server.call(reserveManagePage, { pageSize: 100 }, { token: admin });
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int as n from reservation`);
    expect(all.data.total).toBe(n);
    expect(new Set(all.data.rows.map((r) => r.account))).toEqual(new Set(['booker', 'approver']));

    const byAccount = await server.call(reserveManagePage, { keyword: 'approv', pageSize: 100 }, { token: approver });
    expect(byAccount.data.rows.length).toBeGreaterThan(0);
    expect(byAccount.data.rows.every((r) => r.account === 'approver')).toBe(true);

    const bySite = await server.call(reserveManagePage, { keyword: 'Court 3', pageSize: 100 }, { token: admin });
    expect(bySite.data.rows.map((r) => r.siteName)).toEqual(['Badminton Court 3', 'Badminton Court 3']);

    const cancelled = await server.call(reserveManagePage, { status: 'cancelled', pageSize: 100 }, { token: admin });
    expect(cancelled.data.rows.every((r) => r.status === 'cancelled')).toBe(true);
    expect(cancelled.data.total).toBe(2);

    const later = await server.call(
      reserveManagePage,
      { dateFrom: shanghaiDate(2), dateTo: shanghaiDate(3), pageSize: 100 },
      { token: admin },
    );
    expect(later.data.rows.length).toBe(4);
    expect(later.data.rows.every((r) => r.start >= shanghaiDate(2))).toBe(true);

    const scenes = await server.call(sceneList, {}, { token: admin });
    const basketball = scenes.data.find((s) => s.code === 'basketball')!.id;
    const byScene = await server.call(reserveManagePage, { sceneId: basketball }, { token: admin });
    expect(byScene.data.total).toBe(2);

    const page2 = await server.call(reserveManagePage, { pageNo: 2, pageSize: 3 }, { token: admin });
    expect([page2.data.pageNo, page2.data.rows.length]).toEqual([2, 3]);
    expect((await server.call(reserveManagePage, { pageSize: 101 }, { token: admin })).code).toBe(Code.BAD_REQUEST);
  });
});
