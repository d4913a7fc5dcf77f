/**
 * Rooms and room locks (spec §7 "/mc/room", §4 "room: lock and unlock"): free rooms for a
 * range and a size; a lock refuses every booking naming its reason, is refused over active
 * bookings (LOCK_CONFLICT), never both passes with a booking of the same time (the same
 * site lock), ends once (unlock twice → ORDER_STEP_NOT_ALLOWED) and stays in the log; the
 * week view and the bookings list with their meeting service orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAvailable,
  getDynamicPage,
  getLockRoomPage,
  getRoomReserveDynamicPage,
  lock,
  unlock,
} from '../../platform/contracts/catering-room.contract';
import { addReserve, lockSite } from '../../platform/contracts/reserve.contract';
import { waitlistJoin } from '../../platform/contracts/waitlist.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, nextWeekDay, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const sites: Record<string, number> = {};
let meetingScene: number;
const wednesday = nextWeekDay(3);
const sunday = nextWeekDay(0);
const thursday = new Date(Date.parse(`${wednesday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[s.name] = s.id;
  meetingScene = await server.idOf(sql`select id from scene where code = 'meetingRoom'`);
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
});
afterAll(async () => {
  await server?.close();
});

const free = async (date: string, from: string, to: string, attendees: number) => {
  const r = await server.call(
    getAvailable,
    { start: at(date, from), end: at(date, to), attendees, sceneId: meetingScene },
    { token: token.booker },
  );
  expect(r.code).toBe(0);
  return r.data.map((room) => room.name);
};

let booked301: number;
let lock303: number;

describe('getAvailable, lock and the booking engine', () => {
  it('lists open rooms holding the attendees, with where they are and their devices', async () => {
    expect(await free(wednesday, '10:00', '11:00', 10)).toEqual([
      'Meeting Room 301',
      'Meeting Room 303',
      'Meeting Room 501',
      'Meeting Room 502',
      'Meeting Room 503',
    ]);
    const r = await server.call(
      getAvailable,
      { start: at(wednesday, '10:00'), end: at(wednesday, '11:00'), attendees: 25, keyword: '50' },
      { token: token.booker },
    );
    expect(r.data).toEqual([
      {
        id: sites['Meeting Room 503'],
        name: 'Meeting Room 503',
        sceneId: meetingScene,
        campusId: expect.any(Number),
        campusName: 'West Campus',
        buildingName: 'Administration Building',
        floorName: '5F',
        capacity: 30,
        devices: expect.arrayContaining([expect.objectContaining({ code: 'projector', quantity: 2 })]),
      },
    ]);
  });

  it('leaves out closed times: a Sunday, and after the library rooms close', async () => {
    expect(await free(sunday, '10:00', '11:00', 1)).toEqual([]);
    expect(await free(wednesday, '19:00', '20:00', 1)).toEqual([
      'Meeting Room 501',
      'Meeting Room 502',
      'Meeting Room 503',
    ]);
  });

  it('refuses an empty range', async () => {
    const r = await server.call(
      getAvailable,
      { start: at(wednesday, '11:00'), end: at(wednesday, '10:00'), attendees: 1 },
      { token: token.booker },
    );
    expect(r.code).toBe(Code.RANGE_INVALID);
  });

  it('leaves out a booked room and a locked one', async () => {
    const b = await server.book(
      {
        siteId: sites['Meeting Room 301'],
        start: at(wednesday, '10:00'),
        end: at(wednesday, '11:00'),
        subject: 'Budget',
      },
      { token: token.booker },
    );
    expect(b.code).toBe(0);
    booked301 = b.data.id;
    const l = await server.call(
      lock,
      {
        siteId: sites['Meeting Room 303'],
        start: at(wednesday, '09:00'),
        end: at(wednesday, '12:00'),
        reason: 'Painting',
      },
      { token: token.catering },
    );
    expect(l.code).toBe(0);
    lock303 = l.data.id;
    expect(l.data).toMatchObject({
      siteName: 'Meeting Room 303',
      start: at(wednesday, '09:00'),
      end: at(wednesday, '12:00'),
      reason: 'Painting',
      state: 'scheduled',
      lockedByName: expect.any(String),
      unlockedAt: null,
    });
    expect(await free(wednesday, '10:00', '11:00', 10)).toEqual([
      'Meeting Room 501',
      'Meeting Room 502',
      'Meeting Room 503',
    ]);
    // Only the locked hours: the room is free again after the lock.
    expect(await free(wednesday, '13:00', '14:00', 15)).toContain('Meeting Room 303');
  });

  it('refuses a booking in a locked room, naming the lock and its reason (EN and CN)', async () => {
    const input = { siteId: sites['Meeting Room 303'], start: at(wednesday, '11:00'), end: at(wednesday, '12:00') };
    const en = await server.book(input, { token: token.booker, lang: 'EN' });
    expect(en.code).toBe(Code.ROOM_LOCKED);
    expect(en.msg).toBe(`Meeting Room 303 is locked ${wednesday} 09:00–12:00 (Painting) and cannot be booked`);
    const cn = await server.book(input, { token: token.booker, lang: 'CN' });
    expect(cn.code).toBe(Code.ROOM_LOCKED);
    expect(cn.msg).toBe(`会议室303 在 ${wednesday} 09:00–12:00 已锁定（Painting），不能预约`);
    expect(await server.query(sql`select id from reservation where site_id = ${sites['Meeting Room 303']}`)).toEqual(
      [],
    );
    // A hold and a cross-day booking over the lock take the same path.
    const hold = await server.call(lockSite, input, { token: token.booker });
    expect(hold.code).toBe(Code.ROOM_LOCKED);
    const cross = await server.book(
      { ...input, start: at(wednesday, '11:00'), end: at(thursday, '10:00'), crossDay: true },
      { token: token.booker },
    );
    expect(cross.code).toBe(Code.ROOM_LOCKED);
  });

  it('refuses a lock over active bookings, naming how many and the first (LOCK_CONFLICT)', async () => {
    const r = await server.call(
      lock,
      {
        siteId: sites['Meeting Room 301'],
        start: at(wednesday, '08:00'),
        end: at(wednesday, '18:00'),
        reason: 'Audit',
      },
      { token: token.catering, lang: 'EN' },
    );
    expect(r.code).toBe(Code.LOCK_CONFLICT);
    expect(r.msg).toContain('1 active booking(s)');
    expect(r.msg).toContain(`${wednesday} 10:00–11:00 Budget`);
    expect(await server.query(sql`select id from mc_room_lock where site_id = ${sites['Meeting Room 301']}`)).toEqual(
      [],
    );
  });

  it('refuses an empty or past range and an unknown room', async () => {
    const base = { siteId: sites['Meeting Room 502'], reason: 'x' };
    const empty = await server.call(
      lock,
      { ...base, start: at(wednesday, '10:00'), end: at(wednesday, '10:00') },
      { token: token.catering },
    );
    expect(empty.code).toBe(Code.LOCK_RANGE_INVALID);
    const past = await server.call(
      lock,
      { ...base, start: '2020-01-01T08:00:00+08:00', end: '2020-01-01T09:00:00+08:00' },
      { token: token.catering },
    );
    expect(past.code).toBe(Code.LOCK_RANGE_INVALID);
    const unknown = await server.call(
      lock,
      { ...base, siteId: 987_654, start: at(wednesday, '10:00'), end: at(wednesday, '11:00') },
      { token: token.catering },
    );
    expect(unknown.code).toBe(Code.SITE_NOT_FOUND);
  });

  it('unlocks once: the room books again, the lock stays in the log; a second unlock is refused', async () => {
    const r = await server.call(unlock, { id: lock303 }, { token: token.catering });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ id: lock303, state: 'unlocked', unlockedByName: expect.any(String) });
    const again = await server.call(unlock, { id: lock303 }, { token: token.catering, lang: 'EN' });
    expect(again.code).toBe(Code.ORDER_STEP_NOT_ALLOWED);
    expect(again.msg).toBe(`Room lock ${lock303} cannot be unlocked while it is unlocked`);
    const missing = await server.call(unlock, { id: 987_654 }, { token: token.catering });
    expect(missing.code).toBe(Code.NOT_FOUND);

    const catering = await server.idOf(sql`select id from sys_user where account = 'catering'`);
    expect(
      await server.query(
        sql`select state, reason, locked_by, unlocked_by, unlocked_at is not null as unlocked
          from mc_room_lock where id = ${lock303}`,
      ),
    ).toEqual([{ state: 'unlocked', reason: 'Painting', locked_by: catering, unlocked_by: catering, unlocked: true }]);
    const logs = await server.query<{ path: string }>(
      sql`select path from operation_log where path in ('/mc/room/lock', '/mc/room/unlock') order by id`,
    );
    expect(logs.map((l) => l.path)).toEqual(['/mc/room/lock', '/mc/room/unlock']);

    const b = await server.book(
      { siteId: sites['Meeting Room 303'], start: at(wednesday, '11:00'), end: at(wednesday, '12:00') },
      { token: token.booker },
    );
    expect(b.code).toBe(0);
  });

  it('never lets a lock and a booking of the same time both through when they come at once', async () => {
    const tomorrow = shanghaiDate(1);
    const siteId = sites['Badminton Court 2'];
    for (let i = 0; i < 8; i++) {
      const from = `${String(8 + i).padStart(2, '0')}:00`;
      const to = `${String(8 + i).padStart(2, '0')}:30`;
      const [l, b] = await Promise.all([
        server.call(
          lock,
          { siteId, start: at(tomorrow, from), end: at(tomorrow, to), reason: `Race ${i}` },
          {
            token: token.catering,
          },
        ),
        server.call(addReserve, { siteId, start: at(tomorrow, from), end: at(tomorrow, to) }, { token: token.booker }),
      ]);
      const codes = [l.code, b.code].sort();
      expect([[0, Code.LOCK_CONFLICT].sort(), [0, Code.ROOM_LOCKED].sort()]).toContainEqual(codes);
    }
    const [{ locks }] = await server.query<{ locks: number }>(
      sql`select count(*)::int as locks from mc_room_lock where site_id = ${siteId}`,
    );
    const [{ bookings }] = await server.query<{ bookings: number }>(
      sql`select count(*)::int as bookings from reservation where site_id = ${siteId}`,
    );
    expect(locks + bookings).toBe(8);
    const both = await server.query(sql`
      select r.id from reservation r join mc_room_lock l on l.site_id = r.site_id
      where r.site_id = ${siteId} and l.start_at < r.end_at and l.end_at > r.start_at`);
    expect(both).toEqual([]);
  });

  it('refuses to queue for a locked range: no cancellation frees it', async () => {
    const tomorrow = shanghaiDate(1);
    const siteId = sites['Badminton Court 3'];
    const range = { start: at(tomorrow, '10:00'), end: at(tomorrow, '11:00') };
    expect((await server.call(lock, { siteId, ...range, reason: 'Net repair' }, { token: token.catering })).code).toBe(
      0,
    );
    const r = await server.call(waitlistJoin, { siteId, ...range }, { token: token.booker });
    expect(r.code).toBe(Code.ROOM_LOCKED);
    expect(await server.query(sql`select id from waitlist_entry where site_id = ${siteId}`)).toEqual([]);
  });
});

describe('lists', () => {
  it('lists locks by room and state as of now, seeded ones included', async () => {
    const all = await server.call(getLockRoomPage, { pageSize: 100 }, { token: token.catering });
    expect(all.code).toBe(0);
    const seeded = all.data.rows.filter((r) =>
      ['Meeting Room 503', 'Meeting Room 302', 'Meeting Room 501'].includes(r.siteName),
    );
    expect(seeded.map((r) => [r.siteName, r.state]).sort()).toEqual([
      ['Meeting Room 302', 'expired'],
      ['Meeting Room 501', 'unlocked'],
      ['Meeting Room 503', 'active'],
    ]);
    const active = await server.call(getLockRoomPage, { state: 'active', pageSize: 100 }, { token: token.catering });
    expect(active.data.rows.map((r) => r.siteName)).toEqual(['Meeting Room 503']);
    const one = await server.call(
      getLockRoomPage,
      { siteId: sites['Meeting Room 303'], dateFrom: wednesday, dateTo: wednesday },
      { token: token.catering },
    );
    expect(one.data).toMatchObject({ total: 1, rows: [{ id: lock303, state: 'unlocked' }] });
  });

  it('shows the rooms of a range with their bookings and holding locks (week view)', async () => {
    await server.call(
      lock,
      {
        siteId: sites['Meeting Room 502'],
        start: at(wednesday, '14:00'),
        end: at(wednesday, '16:00'),
        reason: 'Training',
      },
      { token: token.catering },
    );
    const r = await server.call(
      getDynamicPage,
      { sceneId: meetingScene, dateFrom: wednesday, dateTo: wednesday, pageSize: 10 },
      { token: token.catering },
    );
    expect(r.code).toBe(0);
    expect(r.data.total).toBe(6);
    const byName = Object.fromEntries(r.data.rows.map((row) => [row.name, row]));
    expect(byName['Meeting Room 301'].bookings).toEqual([
      {
        id: booked301,
        start: at(wednesday, '10:00'),
        end: at(wednesday, '11:00'),
        status: 'pendingAudit',
        subject: 'Budget',
        bookerName: 'Demo Booker',
      },
    ]);
    expect(byName['Meeting Room 303'].locks).toEqual([]); // unlocked
    expect(byName['Meeting Room 502'].locks).toMatchObject([{ reason: 'Training', state: 'scheduled' }]);
    const tooLong = await server.call(
      getDynamicPage,
      { dateFrom: wednesday, dateTo: '2099-01-01' },
      { token: token.catering },
    );
    expect(tooLong.code).toBe(Code.BAD_REQUEST);
  });

  it('lists the bookings of rooms with the meeting service order holding each, newest first', async () => {
    const booker = await server.idOf(sql`select id from sys_user where account = 'booker'`);
    await server.query(sql`
      insert into mc_reserve_order (order_no, site_id, reservation_id, start_at, end_at, subject, attendees,
        applicant_user_id, applicant_name, total_cents)
      values ('RO-TEST-1', ${sites['Meeting Room 301']}, ${booked301}, ${at(wednesday, '10:00')},
        ${at(wednesday, '11:00')}, 'Budget', 9, ${booker}, 'Demo Booker', 12345)`);
    const r = await server.call(
      getRoomReserveDynamicPage,
      { dateFrom: wednesday, dateTo: wednesday, pageSize: 100 },
      { token: token.catering },
    );
    expect(r.code).toBe(0);
    expect(r.data.rows.map((row) => [row.siteName, row.start])).toEqual([
      ['Meeting Room 303', at(wednesday, '11:00')],
      ['Meeting Room 301', at(wednesday, '10:00')],
    ]);
    expect(r.data.rows[1]).toMatchObject({
      id: booked301,
      bookerName: 'Demo Booker',
      order: { orderNo: 'RO-TEST-1', status: 'submitted', attendees: 9, totalCents: 12345 },
    });
    expect(r.data.rows[0].order).toBeNull();
    const bySite = await server.call(
      getRoomReserveDynamicPage,
      { siteId: sites['Meeting Room 303'], status: 'pendingAudit' },
      { token: token.catering },
    );
    expect(bySite.data.rows.map((row) => row.siteName)).toEqual(['Meeting Room 303']);
  });

  it('keeps the back-office calls to their permissions; any signed-in user finds free rooms', async () => {
    for (const [c, input] of [
      [getDynamicPage, { dateFrom: wednesday, dateTo: wednesday }],
      [getRoomReserveDynamicPage, {}],
      [getLockRoomPage, {}],
    ] as const) {
      expect((await server.call(c, input as never, { token: token.booker })).code).toBe(Code.FORBIDDEN);
    }
    const r = await server.call(
      lock,
      { siteId: sites['Meeting Room 502'], start: at(wednesday, '16:00'), end: at(wednesday, '17:00'), reason: 'x' },
      { token: token.booker },
    );
    expect(r.code).toBe(Code.FORBIDDEN);
  });
});
