/**
 * The booking's configuration caches (server/modules/config/config-versions.ts): a closure, a rule and a quota
 * changed through the API or straight in SQL count on the very next booking — in this process, whose caches were
 * filled by the bookings before the change, and (on PostgreSQL) in a second server process on the same database.
 * The version rows are bumped by triggers (migration 0036), so a change made by any writer invalidates them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { closureAdd } from '../../platform/contracts/open-rule.contract';
import { quotaRuleAdd } from '../../platform/contracts/quota.contract';
import { Code } from '../../platform/protocol/codes';
import { callAt } from '../support/gateway-client';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';
import {
  at,
  createPostgresDatabase,
  DEMO,
  POSTGRES_URL,
  shanghaiDate,
  sql,
  startTestServer,
  type TestServer,
} from './harness';

const tomorrow = shanghaiDate(1);

describe('in one process', () => {
  let server: TestServer;
  let admin: string;
  let booker: string;
  const sites: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    [admin, booker] = await Promise.all([DEMO.admin, DEMO.booker].map((who) => server.login(who).then((p) => p.token)));
    for (const row of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
      sites[row.name] = row.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Books `court` tomorrow [from, to) as the booker; answers the envelope's code. */
  const book = async (court: string, from: string, to: string) =>
    (await server.book({ siteId: sites[court], start: at(tomorrow, from), end: at(tomorrow, to) }, { token: booker }))
      .code;

  it('a closure added through the API or in SQL refuses the next booking', async () => {
    expect(await book('Badminton Court 1', '10:00', '11:00')).toBe(0);
    const added = await server.call(
      closureAdd,
      { siteId: sites['Badminton Court 1'], startDate: tomorrow, endDate: tomorrow, reason: 'Floor repairs' },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(await book('Badminton Court 1', '11:00', '12:00')).toBe(Code.SITE_CLOSED);

    expect(await book('Badminton Court 2', '10:00', '11:00')).toBe(0);
    await server.query(sql`insert into site_closure (site_id, start_date, end_date, reason)
      values (${sites['Badminton Court 2']}, ${tomorrow}, ${tomorrow}, 'Leak')`);
    expect(await book('Badminton Court 2', '11:00', '12:00')).toBe(Code.SITE_CLOSED);
    // Lifted in SQL: bookable again at once.
    await server.query(sql`delete from site_closure where site_id = ${sites['Badminton Court 2']}`);
    expect(await book('Badminton Court 2', '11:00', '12:00')).toBe(0);
    const [from, to] = [at(tomorrow, '10:00'), at(tomorrow, '13:00')];
    const stored = await server.query<{ n: number }>(sql`select count(*)::int as n from reservation
      where site_id in (${sites['Badminton Court 1']}, ${sites['Badminton Court 2']}) and status = 'approved'
        and start_at >= ${from}::timestamptz and start_at < ${to}::timestamptz`);
    expect(stored[0].n).toBe(3);
  });

  it("a rule's longest booking changed in SQL counts on the next booking", async () => {
    expect(await book('Badminton Court 3', '10:00', '11:00')).toBe(0);
    const [rule] = await server.query<{ id: number; max_minutes: number | null }>(
      sql`select id, max_minutes from reserve_rule where name = 'Standard'`,
    );
    await server.query(sql`update reserve_rule set max_minutes = 30 where id = ${rule.id}`);
    try {
      expect(await book('Badminton Court 3', '11:00', '12:00')).toBe(Code.RULE_TOO_LONG);
      expect(await book('Badminton Court 3', '11:00', '11:30')).toBe(0);
    } finally {
      await server.query(sql`update reserve_rule set max_minutes = ${rule.max_minutes} where id = ${rule.id}`);
    }
    expect(await book('Badminton Court 3', '12:00', '13:00')).toBe(0);
  });

  it('a quota added through the API and raised in SQL counts on the next booking', async () => {
    expect(await book('Badminton Court 4', '10:00', '11:00')).toBe(0);
    const [{ id: sceneId }] = await server.query<{ id: number }>(sql`select id from scene where code = 'badminton'`);
    const rule = await server.call(
      quotaRuleAdd,
      {
        name: 'Badminton: one a day',
        subject: 'user',
        sceneId,
        period: 'day',
        unit: 'count',
        amount: 1,
        orgIds: [],
        status: 0,
        sort: 0,
      },
      { token: admin },
    );
    expect(rule.code).toBe(0);
    expect(await book('Badminton Court 4', '11:00', '12:00')).toBe(Code.QUOTA_EXCEEDED);
    await server.query(sql`update quota_rule set amount = 100 where id = ${rule.data.id}`);
    expect(await book('Badminton Court 4', '11:00', '12:00')).toBe(0);
  });
});

/** Two server processes on one PostgreSQL database: each has its own caches. */
describe('across two server processes on PostgreSQL', () => {
  const ports = [8486, 8487];
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let processes: ServerProcess[] = [];
  let db: pg.Client;

  beforeAll(async () => {
    created = await createPostgresDatabase(POSTGRES_URL);
    // One starts first (migrations and seed), then the other.
    processes = [startServerProcess({ DATABASE_URL: created.url, PORT: String(ports[0]) })];
    await processes[0].ready;
    processes.push(startServerProcess({ DATABASE_URL: created.url, PORT: String(ports[1]) }));
    await processes[1].ready;
    db = new pg.Client({ connectionString: created.url });
    await db.connect();
  }, 240_000);
  afterAll(async () => {
    await db?.end();
    for (const p of processes) await stopServerProcess(p, 'SIGKILL');
    await created?.drop();
  });

  const signIn = async (base: string, who: { account: string; password: string }) =>
    (await callAt<{ token: string }>(base, 'POST', '/system/login/accessToken', who)).envelope.data.token;

  it("a change through one process's API or in SQL counts on the other's very next booking", async () => {
    const booker = await signIn(bases[0], DEMO.booker);
    const admin = await signIn(bases[1], DEMO.admin);
    const { rows } = await db.query<{ id: number }>(`select id from site where name_en = 'Badminton Court 5'`);
    const siteId = rows[0].id;
    /** Books the court tomorrow [from, to) through the first process (notices accepted); answers the code. */
    const book = async (from: string, to: string) => {
      const notices = await callAt<{ id: number; version: number }[]>(
        bases[0],
        'GET',
        '/api/reserve/notices',
        { siteId },
        booker,
      );
      const agreements = (notices.envelope.data ?? []).map((n) => ({ id: n.id, version: n.version }));
      const input = { siteId, start: at(tomorrow, from), end: at(tomorrow, to), agreements };
      return (await callAt(bases[0], 'POST', '/api/reserve/addReserve', input, booker)).envelope.code;
    };

    expect(await book('10:00', '11:00')).toBe(0); // fills the first process's caches
    const closed = await callAt<{ id: number }>(
      bases[1],
      'POST',
      '/resv/closure/add',
      { siteId, startDate: tomorrow, endDate: tomorrow, reason: 'Floor repairs' },
      admin,
    );
    expect(closed.envelope.code).toBe(0);
    expect(await book('11:00', '12:00')).toBe(Code.SITE_CLOSED);
    await db.query(`delete from site_closure where site_id = $1`, [siteId]);
    expect(await book('11:00', '12:00')).toBe(0);

    await db.query(`update reserve_rule set max_minutes = 30 where name = 'Standard'`);
    expect(await book('12:00', '13:00')).toBe(Code.RULE_TOO_LONG);
    await db.query(`update reserve_rule set max_minutes = null where name = 'Standard'`);
    expect(await book('12:00', '13:00')).toBe(0);

    const { rows: stored } = await db.query<{ n: number }>(
      `select count(*)::int as n from reservation where site_id = $1 and status = 'approved'
        and start_at >= $2::timestamptz and start_at < $3::timestamptz`,
      [siteId, at(tomorrow, '10:00'), at(tomorrow, '13:00')],
    );
    expect(stored[0].n).toBe(3);
  }, 60_000);
});
