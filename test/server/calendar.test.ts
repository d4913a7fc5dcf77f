/**
 * The personal calendar feed (issue 4): /api/user/calendar/url creates the caller's token
 * once and keeps it; GET /calendar/<token>.ics (no signature, no session) answers an RFC
 * 5545 calendar that ical.js, a real iCalendar parser, reads: one event per active booking
 * from 30 days back to 180 days ahead, with a stable UID, UTC times, the site (and
 * subject) as summary, campus / building / floor as location, TENTATIVE while pending; a
 * cancelled booking disappears; another user's bookings never appear; reset revokes the
 * old address; unknown tokens are 404.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarReset, calendarUrl } from '../../platform/contracts/message.contract';
import { cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { at, DEMO, nextWeekDay, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const sites: Record<string, number> = {};
const monday = nextWeekDay(1);
const DAY = 86_400_000;

/** An event of the parsed feed, reduced to what the test checks. */
interface FeedEvent { uid: string; start: string; end: string; summary: string; location: string; status: string }

/** Fetches and parses a feed; null when not 200. */
async function feed(path: string): Promise<{ events: FeedEvent[]; contentType: string } | null> {
  const response = await server.app.inject({ method: 'GET', url: path });
  if (response.statusCode !== 200) return null;
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid, start: e.startDate.toJSDate().toISOString(), end: e.endDate.toJSDate().toISOString(),
      summary: e.summary, location: e.location, status: String(v.getFirstPropertyValue('status')),
    };
  });
  return { events, contentType: String(response.headers['content-type']) };
}

/** Inserts a booking of `who` directly (for dates the API refuses: the past, far ahead). */
async function insertBooking(who: string, siteName: string, startMs: number, status: string): Promise<number> {
  const [row] = await server.query<{ id: number }>(sql`insert into reservation (site_id, user_id, start_at, end_at, status)
    values (${sites[siteName]}, ${userId[who]}, ${new Date(startMs).toISOString()}::timestamptz,
            ${new Date(startMs + 3_600_000).toISOString()}::timestamptz, ${status}) returning id`);
  return Number(row.id);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`)) userId[u.account] = u.id;
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name from site`)) sites[s.name] = s.id;
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
});
afterAll(async () => { await server?.close(); });

let path: string;
let court: number;
let room: number;

describe('the feed address', () => {
  it('is created on first use and stays the same', async () => {
    expect((await server.query(sql`select calendar_token from sys_user where id = ${userId.booker}`))[0]).toEqual({ calendar_token: null });
    const first = await server.call(calendarUrl, undefined, { token: token.booker });
    expect(first.code).toBe(0);
    path = first.data.path;
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const [{ calendar_token: stored }] = await server.query<{ calendar_token: string }>(sql`select calendar_token from sys_user where id = ${userId.booker}`);
    expect(path).toBe(`/calendar/${stored}.ics`);
    expect((await server.call(calendarUrl, undefined, { token: token.booker })).data.path).toBe(path);
    const other = await server.call(calendarUrl, undefined, { token: token.approver });
    expect(other.data.path).not.toBe(path);
  });

  it('needs a session to read, but the feed itself needs none', async () => {
    const anonymous = await server.call(calendarUrl, undefined, {});
    expect(anonymous.code).not.toBe(0);
    const empty = await feed(path);
    expect(empty).toEqual({ events: [], contentType: 'text/calendar; charset=utf-8' });
  });
});

describe('the feed', () => {
  it('holds the active bookings of the window, parsed by ical.js', async () => {
    const courtBooking = await server.book({
      siteId: sites['Badminton Court 1'], start: at(monday, '09:00'), end: at(monday, '10:30'), subject: 'Club training',
    }, { token: token.booker });
    const roomBooking = await server.book({
      siteId: sites['Meeting Room 301'], start: at(monday, '14:00'), end: at(monday, '15:00'),
    }, { token: token.booker });
    court = courtBooking.data.id;
    room = roomBooking.data.id;
    expect(roomBooking.data.status).toBe('pendingAudit');
    const now = Date.now();
    const completed = await insertBooking('booker', 'Badminton Court 2', now - 10 * DAY, 'completed');
    await insertBooking('booker', 'Badminton Court 2', now - 40 * DAY, 'completed'); // before the window
    await insertBooking('booker', 'Badminton Court 2', now + 200 * DAY, 'approved'); // after the window
    await insertBooking('booker', 'Badminton Court 3', now + 5 * DAY, 'cancelled');
    await insertBooking('approver', 'Badminton Court 4', now + 5 * DAY, 'approved'); // someone else's

    const parsed = await feed(path);
    const byUid = Object.fromEntries(parsed!.events.map((e) => [e.uid, e]));
    expect(Object.keys(byUid).sort()).toEqual([court, room, completed].map((id) => `reservation-${id}@venueflow`).sort());
    expect(byUid[`reservation-${court}@venueflow`]).toEqual({
      uid: `reservation-${court}@venueflow`,
      start: new Date(at(monday, '09:00')).toISOString(), end: new Date(at(monday, '10:30')).toISOString(),
      summary: 'Badminton Court 1 — Club training', location: 'East Campus / Sports Centre / 1F', status: 'CONFIRMED',
    });
    expect(byUid[`reservation-${room}@venueflow`]).toMatchObject({
      start: new Date(at(monday, '14:00')).toISOString(), end: new Date(at(monday, '15:00')).toISOString(),
      summary: 'Meeting Room 301', location: 'East Campus / Library / 3F', status: 'TENTATIVE',
    });
    expect(byUid[`reservation-${completed}@venueflow`].status).toBe('CONFIRMED');
  });

  it('drops a cancelled booking and keeps the UIDs of the others', async () => {
    expect((await server.call(cancelReserveBatch, { ids: [court] }, { token: token.booker })).code).toBe(0);
    const uids = (await feed(path))!.events.map((e) => e.uid);
    expect(uids).not.toContain(`reservation-${court}@venueflow`);
    expect(uids).toContain(`reservation-${room}@venueflow`);
  });

  it('answers 404 for unknown or malformed tokens, and reset revokes the old address', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/calendar/x.ics' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: path.replace('.ics', '.txt') })).statusCode).toBe(404);

    const reset = await server.call(calendarReset, undefined, { token: token.booker });
    expect(reset.code).toBe(0);
    expect(reset.data.path).not.toBe(path);
    expect(await feed(path)).toBeNull();
    expect((await feed(reset.data.path))!.events.map((e) => e.uid)).toContain(`reservation-${room}@venueflow`);
    // The operation log records the reset, never the token.
    const [log] = await server.query<{ summary: string; text: string }>(sql`select summary, coalesce(input::text, '') || coalesce(after::text, '') as text
      from operation_log where path = '/api/user/calendar/reset'`);
    expect(log.summary).toBe('Replaced the calendar feed token');
    expect(log.text).not.toContain(reset.data.path.slice('/calendar/'.length, -'.ics'.length));
  });
});
