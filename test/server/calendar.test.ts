/**
 * The personal calendar feed: /api/user/calendar/url creates the caller's token
 * once and keeps it; GET /calendar/<token>.ics (no signature, no session) answers an RFC
 * 5545 calendar that ical.js, a real iCalendar parser, reads: one event per active booking
 * from 30 days back to 180 days ahead, with a stable UID, UTC times, the site (and
 * subject) as summary, campus / building / floor as location, TENTATIVE while pending; a
 * cancelled booking disappears; another user's bookings never appear; reset revokes the
 * old address; unknown tokens are 404. The token is stored only hashed (also the tokens
 * from before, by the migration), depends on SERVER_SECRET and not on the app key, is
 * refused for a disabled user and never appears in the access log.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import ICAL from 'ical.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarReset, calendarUrl } from '../../platform/contracts/message.contract';
import { cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { buildApp } from '../../server/app';
import { MIGRATIONS_DIR, type Db } from '../../server/db/client';
import * as schema from '../../server/db/schema/index';
import { buildFeed, feedToken } from '../../server/modules/message/calendar.service';
import { at, createPostgresDatabase, DEMO, nextWeekDay, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const sites: Record<string, number> = {};
const monday = nextWeekDay(1);
const DAY = 86_400_000;

/** An event of the parsed feed, reduced to what the test checks. */
interface FeedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  status: string;
}

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
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      summary: e.summary,
      location: e.location,
      status: String(v.getFirstPropertyValue('status')),
    };
  });
  return { events, contentType: String(response.headers['content-type']) };
}

/** Inserts a booking of `who` directly (for dates the API refuses: the past, far ahead). */
async function insertBooking(who: string, siteName: string, startMs: number, status: string): Promise<number> {
  const [row] = await server.query<{
    id: number;
  }>(sql`insert into reservation (site_id, user_id, start_at, end_at, status)
    values (${sites[siteName]}, ${userId[who]}, ${new Date(startMs).toISOString()}::timestamptz,
            ${new Date(startMs + 3_600_000).toISOString()}::timestamptz, ${status}) returning id`);
  return Number(row.id);
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

let path: string;
let court: number;
let room: number;

/** The token of a feed path `/calendar/<token>.ics`. */
const tokenOf = (feedPath: string) => feedPath.slice('/calendar/'.length, -'.ics'.length);
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the feed address', () => {
  it('is created on first use and stays the same', async () => {
    expect(
      await server.one(sql`select calendar_token_hash, calendar_seed from sys_user where id = ${userId.booker}`),
    ).toEqual({ calendar_token_hash: null, calendar_seed: null });
    const first = await server.call(calendarUrl, undefined, { token: token.booker });
    expect(first.code).toBe(0);
    path = first.data.path;
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await server.call(calendarUrl, undefined, { token: token.booker })).data.path).toBe(path);
    const other = await server.call(calendarUrl, undefined, { token: token.approver });
    expect(other.data.path).not.toBe(path);
  });

  it('is stored only as its SHA-256: nothing in the database reveals it', async () => {
    const row = await server.one<{ calendar_token_hash: string; everything: string }>(sql`
      select calendar_token_hash, u::text as everything from sys_user u where id = ${userId.booker}`);
    expect(row!.calendar_token_hash).toBe(sha256Hex(tokenOf(path)));
    expect(row!.everything).not.toContain(tokenOf(path));
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
    const courtBooking = await server.book(
      {
        siteId: sites['Badminton Court 1'],
        start: at(monday, '09:00'),
        end: at(monday, '10:30'),
        subject: 'Club training',
      },
      { token: token.booker },
    );
    const roomBooking = await server.book(
      {
        siteId: sites['Meeting Room 301'],
        start: at(monday, '14:00'),
        end: at(monday, '15:00'),
      },
      { token: token.booker },
    );
    court = courtBooking.data.id;
    room = roomBooking.data.id;
    expect(roomBooking.data.status).toBe('pendingAudit');
    const now = Date.now();
    const completed = await insertBooking('booker', 'Badminton Court 2', now - 10 * DAY, 'completed');
    await insertBooking('booker', 'Badminton Court 2', now - 40 * DAY, 'completed'); // before the window
    await insertBooking('booker', 'Badminton Court 2', now + 200 * DAY, 'approved'); // after the window
    await insertBooking('booker', 'Badminton Court 3', now + 5 * DAY, 'cancelled');
    await insertBooking('approver', 'Badminton Court 4', now + 5 * DAY, 'approved'); // someone else's

    // A calendar application sends no language: the address names it (`?lang=`), CN when it does not.
    const parsed = await feed(`${path}?lang=EN`);
    const byUid = Object.fromEntries(parsed!.events.map((e) => [e.uid, e]));
    expect(Object.keys(byUid).sort()).toEqual(
      [court, room, completed].map((id) => `reservation-${id}@venueflow`).sort(),
    );
    expect(byUid[`reservation-${court}@venueflow`]).toEqual({
      uid: `reservation-${court}@venueflow`,
      start: new Date(at(monday, '09:00')).toISOString(),
      end: new Date(at(monday, '10:30')).toISOString(),
      summary: 'Badminton Court 1 — Club training',
      location: 'East Campus / Sports Centre / 1F',
      status: 'CONFIRMED',
    });
    expect(byUid[`reservation-${room}@venueflow`]).toMatchObject({
      start: new Date(at(monday, '14:00')).toISOString(),
      end: new Date(at(monday, '15:00')).toISOString(),
      summary: 'Meeting Room 301',
      location: 'East Campus / Library / 3F',
      status: 'TENTATIVE',
    });
    expect(byUid[`reservation-${completed}@venueflow`].status).toBe('CONFIRMED');
    const courtIn = async (query: string) =>
      (await feed(`${path}${query}`))!.events.find((e) => e.uid === `reservation-${court}@venueflow`);
    expect(await courtIn('?lang=TC')).toMatchObject({
      summary: '羽毛球1號場 — Club training',
      location: '東校區 / 體育中心 / 1層',
    });
    expect(await courtIn('')).toMatchObject({
      summary: '羽毛球1号场 — Club training',
      location: '东校区 / 体育中心 / 1层',
    });
  });

  it('drops a cancelled booking and keeps the UIDs of the others', async () => {
    expect((await server.call(cancelReserveBatch, { ids: [court] }, { token: token.booker })).code).toBe(0);
    const uids = (await feed(path))!.events.map((e) => e.uid);
    expect(uids).not.toContain(`reservation-${court}@venueflow`);
    expect(uids).toContain(`reservation-${room}@venueflow`);
  });

  it('answers 404 for unknown or malformed tokens, and reset revokes the old address', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode,
    ).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/calendar/x.ics' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: path.replace('.ics', '.txt') })).statusCode).toBe(404);

    const reset = await server.call(calendarReset, undefined, { token: token.booker });
    expect(reset.code).toBe(0);
    expect(reset.data.path).not.toBe(path);
    expect(await feed(path)).toBeNull();
    expect((await feed(reset.data.path))!.events.map((e) => e.uid)).toContain(`reservation-${room}@venueflow`);
    // The operation log records the reset, never the token.
    const [log] = await server.query<{
      summary: string;
      text: string;
    }>(sql`select summary, coalesce(input::text, '') || coalesce(after::text, '') as text
      from operation_log where path = '/api/user/calendar/reset'`);
    expect(log.summary).toBe('Replaced the calendar feed token');
    expect(log.text).not.toContain(reset.data.path.slice('/calendar/'.length, -'.ics'.length));
  });
});

describe('the feed token', () => {
  /** The same product on the same database with other settings, as another process would run it. */
  const appWith = (over: Partial<TestServer['config']>, logStream?: { write(line: string): void }) =>
    buildApp({
      config: { ...server.config, ...over },
      db: server.db,
      settingsTtlMs: 0,
      distDir: '/nonexistent-dist',
      logStream,
    });

  it('depends on SERVER_SECRET, not on the app key every client holds', async () => {
    const current = (await server.call(calendarUrl, undefined, { token: token.booker })).data.path;
    const otherKey = await appWith({ appKey: 'another-app-key-of-at-least-32-bytes' });
    const otherSecret = await appWith({ serverSecret: 'another-server-secret-of-32-bytes-or-more' });
    try {
      expect((await otherKey.inject({ method: 'GET', url: current })).statusCode).toBe(200);
      // a new SERVER_SECRET revokes the address, even though its hash is still stored
      expect((await otherSecret.inject({ method: 'GET', url: current })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: current })).statusCode).toBe(200);
    } finally {
      await otherKey.close();
      await otherSecret.close();
    }
  });

  it('never appears in the access log', async () => {
    const current = (await server.call(calendarUrl, undefined, { token: token.booker })).data.path;
    const unknown = `/calendar/${'Q'.repeat(32)}.ics`;
    const lines: string[] = [];
    const app = await appWith(
      { logLevel: 'info' },
      {
        write: (line) => {
          lines.push(line);
        },
      },
    );
    try {
      expect((await app.inject({ method: 'GET', url: current })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `${current}?refresh=1` })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    const urls = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.req)
      .map((entry) => entry.req.url);
    expect(urls).toEqual(['/calendar/[redacted]', '/calendar/[redacted]?refresh=1', '/calendar/[redacted]']);
    const logged = lines.join('');
    expect(logged).not.toContain(tokenOf(current));
    expect(logged).not.toContain(tokenOf(unknown));
  });

  it('is refused for a disabled user, exactly as an unknown token', async () => {
    const current = (await server.call(calendarUrl, undefined, { token: token.booker })).data.path;
    const unknown = await server.app.inject({ method: 'GET', url: `/calendar/${'Q'.repeat(32)}.ics` });
    await server.query(sql`update sys_user set status = 1 where id = ${userId.booker}`);
    try {
      const refused = await server.app.inject({ method: 'GET', url: current });
      expect([refused.statusCode, refused.body, refused.headers['content-type']]).toEqual([
        unknown.statusCode,
        unknown.body,
        unknown.headers['content-type'],
      ]);
      expect(refused.statusCode).toBe(404);
    } finally {
      await server.query(sql`update sys_user set status = 0 where id = ${userId.booker}`);
    }
    expect((await server.app.inject({ method: 'GET', url: current })).statusCode).toBe(200);
  });
});

/**
 * A fresh database (PGlite, or PostgreSQL next to DATABASE_URL) migrated up to, not
 * including, the migration tagged `*_<name>`; `migrateAll` then applies the rest.
 */
async function databaseBefore(
  name: string,
): Promise<{ db: Db; migrateAll: () => Promise<void>; close: () => Promise<void> }> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((e) => e.tag.endsWith(`_${name}`));
  expect(upTo).toBeGreaterThan(0);
  const before = mkdtempSync(join(tmpdir(), 'vf-migrations-'));
  mkdirSync(join(before, 'meta'));
  writeFileSync(
    join(before, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
  );
  for (const e of journal.entries.slice(0, upTo))
    copyFileSync(join(MIGRATIONS_DIR, `${e.tag}.sql`), join(before, `${e.tag}.sql`));
  const removeCopy = () => rmSync(before, { recursive: true, force: true });

  if (process.env.DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.DATABASE_URL);
    const pool = new pg.Pool({ connectionString: created.url, max: 2 });
    pool.on('error', () => {}); // connections ended by the DROP below
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: before });
    return {
      db,
      migrateAll: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await pool.end();
        await created.drop();
        removeCopy();
      },
    };
  }
  const client = await PGlite.create({ extensions: { btree_gist } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: before });
  return {
    db,
    migrateAll: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      removeCopy();
    },
  };
}

describe('tokens stored before they were hashed', () => {
  it('are hashed by the migration; the old address works until its owner gets the new one', async () => {
    const { db, migrateAll, close } = await databaseBefore('calendar_token_hash');
    const secret = server.config.serverSecret;
    const old = 'OldPlainToken_0123456789abcdefgh';
    try {
      const inserted = await db.execute(sql`insert into sys_user (account, name, password_hash, calendar_token)
        values ('legacy', 'Legacy User', 'x', ${old}) returning id`);
      const id = Number((inserted as unknown as { rows: { id: number }[] }).rows[0].id);
      await migrateAll();

      const stored = await db.execute(
        sql`select calendar_token_hash, calendar_seed, u::text as everything from sys_user u where id = ${id}`,
      );
      const row = (
        stored as unknown as { rows: { calendar_token_hash: string; calendar_seed: null; everything: string }[] }
      ).rows[0];
      expect(row).toMatchObject({ calendar_token_hash: sha256Hex(old), calendar_seed: null });
      expect(row.everything).not.toContain(old);
      expect(await buildFeed(db, old, secret, new Date(), 'CN')).toContain('BEGIN:VCALENDAR');
      expect(await buildFeed(db, old.replace('O', 'P'), secret, new Date(), 'CN')).toBeNull();

      const fresh = await feedToken(db, id, secret);
      expect(fresh).not.toBe(old);
      expect(await buildFeed(db, old, secret, new Date(), 'CN')).toBeNull();
      expect(await buildFeed(db, fresh, secret, new Date(), 'CN')).toContain('BEGIN:VCALENDAR');
      expect(await feedToken(db, id, secret)).toBe(fresh);
    } finally {
      await close();
    }
  });
});
