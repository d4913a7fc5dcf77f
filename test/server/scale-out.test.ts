/**
 * Scale-out (docs/operations.md): two server processes on one PostgreSQL database — one
 * started with WORKERS=2 (node:cluster, server/cluster.ts), one single — start at once on
 * an empty database (migrations and seed run once, under locks) and take concurrent
 * signed bookings through both ports: no two active bookings of a site overlap and every
 * success is stored once. A worker killed with SIGKILL is restarted; SIGTERM stops the
 * primary and all its workers cleanly. A role change and a sign-out through one process count on the
 * other's next call (the principal is read fresh on every call, docs/architecture.md).
 *
 * Always on PostgreSQL (DATABASE_URL, else the local server): fails when it cannot reach it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { Code } from '../../platform/protocol/codes';
import { callAt } from '../support/gateway-client';
import {
  LISTENING,
  occurrences,
  outputWhen,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../support/server-process';
import { createPostgresDatabase, POSTGRES_URL, shanghaiDate, at } from './harness';

const CLUSTER_PORT = 8484;
const SINGLE_PORT = 8485;
const bases = [CLUSTER_PORT, SINGLE_PORT].map((port) => `http://127.0.0.1:${port}`);

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let clustered: ServerProcess;
let single: ServerProcess;
let db: pg.Client;

beforeAll(async () => {
  created = await createPostgresDatabase(POSTGRES_URL);
  clustered = startServerProcess({ DATABASE_URL: created.url, PORT: String(CLUSTER_PORT), WORKERS: '2' });
  single = startServerProcess({ DATABASE_URL: created.url, PORT: String(SINGLE_PORT) });
  await Promise.all([outputWhen(clustered, (out) => occurrences(out, LISTENING) === 2), single.ready]);
  db = new pg.Client({ connectionString: created.url });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await db?.end();
  for (const server of [clustered, single]) if (server) await stopServerProcess(server, 'SIGKILL');
  await created?.drop();
});

/** Worker pids the primary announced, in order. */
const workerPids = (out: string) => [...out.matchAll(/worker (\d+) started/g)].map((m) => Number(m[1]));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it('seeds once and books through both processes without overlaps, each success stored once', async () => {
  expect(occurrences(clustered.output() + single.output(), 'seeded the demo data')).toBe(1);

  const logins = await Promise.all(
    ['booker', 'approver', 'admin'].map((account, i) =>
      callAt<{ token: string }>(bases[i % 2], 'POST', '/system/login/accessToken', {
        account,
        password: `${account[0].toUpperCase()}${account.slice(1)}@123`,
      }).then((a) => a.envelope),
    ),
  );
  expect(logins.map((l) => l.code)).toEqual([0, 0, 0]);
  const tokens = logins.map((l) => l.data.token);

  const { rows: sites } = await db.query<{ id: number }>(
    `select id from site where name_en in ('Badminton Court 1', 'Badminton Court 2') order by id`,
  );
  const date = shanghaiDate(2);
  // Overlapping ranges on two sites (30-minute slots), each asked for several times.
  const ranges = [
    ['10:00', '11:00'],
    ['10:30', '11:30'],
    ['11:00', '12:00'],
    ['10:00', '10:30'],
  ];
  const requests = Array.from({ length: 24 }, (_, i) => {
    const [start, end] = ranges[i % ranges.length];
    return {
      siteId: sites[Math.floor(i / ranges.length) % sites.length].id,
      start: at(date, start),
      end: at(date, end),
    };
  });
  const results = await Promise.all(
    requests.map((input, i) =>
      callAt<{ id: number }>(bases[i % 2], 'POST', '/api/reserve/addReserve', input, tokens[i % tokens.length]).then(
        (a) => a.envelope,
      ),
    ),
  );

  const successes = results.flatMap((r, i) => (r.code === 0 ? [{ id: r.data.id, ...requests[i] }] : []));
  expect(successes.length).toBeGreaterThanOrEqual(2); // at least one per site
  // The rest are refusals of the booking rules (taken, limits), never a server error.
  expect(results.filter((r) => r.code !== 0 && (r.code === Code.SERVER_ERROR || !r.msg))).toEqual([]);
  expect(results.filter((r) => r.code === Code.SLOT_TAKEN).length).toBeGreaterThan(0);
  const { rows: stored } = await db.query<{ id: string; site_id: number; start_at: Date; end_at: Date }>(
    // The demo's meeting service orders hold bookings made by the seed, not by this test's clients.
    `select id, site_id, start_at, end_at from reservation r where status in ('pendingAudit', 'approved', 'checkedIn',
      'completed') and not exists (select 1 from mc_reserve_order o where o.reservation_id = r.id) order by id`,
  );
  expect(stored.map((r) => Number(r.id))).toEqual(successes.map((s) => s.id).sort((x, y) => x - y));
  for (const s of successes) {
    const row = stored.find((r) => Number(r.id) === s.id)!;
    expect([row.site_id, row.start_at.getTime(), row.end_at.getTime()]).toEqual([
      s.siteId,
      Date.parse(s.start),
      Date.parse(s.end),
    ]);
  }
  const { rows: overlaps } = await db.query(`
    select a.id from reservation a join reservation b on a.site_id = b.site_id and a.id < b.id
      and tstzrange(a.start_at, a.end_at, '[)') && tstzrange(b.start_at, b.end_at, '[)')
    where a.status in ('pendingAudit', 'approved', 'checkedIn', 'completed')
      and b.status in ('pendingAudit', 'approved', 'checkedIn', 'completed')`);
  expect(overlaps).toEqual([]);
});

it("a role change and a sign-out made through one process count on the other's very next call", async () => {
  const signIn = (base: string, account: string) =>
    callAt<{ token: string }>(base, 'POST', '/system/login/accessToken', {
      account,
      password: `${account[0].toUpperCase()}${account.slice(1)}@123`,
    }).then((a) => a.envelope.data.token);
  const [admin, approver] = [await signIn(bases[0], 'admin'), await signIn(bases[1], 'approver')];
  const me = () =>
    callAt<{ permissions: string[] }>(bases[0], 'GET', '/system/login/getLoginUser', {}, approver).then(
      (a) => a.envelope,
    );
  const before = await me();
  expect([before.code, before.data.permissions.length > 0]).toEqual([0, true]);

  // The approver's roles taken away through the single process: the cluster's next call sees none.
  const { rows } = await db.query<{ id: number }>(`select id from sys_user where account = 'approver'`);
  const grant = await callAt(bases[1], 'POST', '/system/org/user/grantRole', { id: rows[0].id, roleIds: [] }, admin);
  expect(grant.envelope.code).toBe(0);
  const after = await me();
  expect([after.code, after.data.permissions]).toEqual([0, []]);

  // Signed out through the single process: the cluster refuses the token on the next call.
  expect((await callAt(bases[1], 'POST', '/system/login/logout', undefined, approver)).envelope.code).toBe(0);
  expect((await me()).code).toBe(Code.SESSION_REVOKED);
});

it('restarts a worker that dies, and stops every worker on SIGTERM', async () => {
  const [first, second] = workerPids(clustered.output());
  process.kill(first, 'SIGKILL');
  const out = await outputWhen(clustered, (o) => workerPids(o).length === 3 && occurrences(o, LISTENING) === 3);
  expect(out).toContain(`worker ${first} exited (SIGKILL)`);
  const replacement = workerPids(out)[2];
  expect(alive(replacement)).toBe(true);
  const { envelope: again } = await callAt(bases[0], 'POST', '/system/login/accessToken', {
    account: 'booker',
    password: 'Booker@123',
  });
  expect(again.code).toBe(0); // still serving

  expect(await stopServerProcess(clustered)).toEqual({ code: 0, signal: null });
  expect([second, replacement].filter(alive)).toEqual([]);
  expect(occurrences(clustered.output(), 'SIGTERM: shutting down')).toBe(2); // each worker closed itself
  expect(await stopServerProcess(single)).toEqual({ code: 0, signal: null });
}, 180_000);
