/**
 * The server outlives its database going away (docs/operations.md "Failures"): the real
 * server process under concurrent signed reads and bookings, while (1) its PostgreSQL
 * connections are terminated (`pg_terminate_backend`, only those of the test's own
 * database) and (2) its PostgreSQL is stopped and started again. The process must stay
 * up, answer only coded envelopes meanwhile — success, or SERVICE_UNAVAILABLE (HTTP 503,
 * Retry-After), never a broken connection or SERVER_ERROR — and succeed again within
 * seconds once the database is back.
 *
 * (1) runs on DATABASE_URL's PostgreSQL when set (the PostgreSQL pass), else on a
 * private cluster; (2) always on a private cluster (test/support/private-postgres.ts),
 * since the shared PostgreSQL must never be stopped. Both run on both passes of
 * `npm test`: the file needs PostgreSQL whichever the pass, and a second run costs seconds.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Code } from '../../platform/protocol/codes';
import { callAt, type Answer } from '../support/gateway-client';
import { startPrivateCluster, type PrivateCluster } from '../support/private-postgres';
import { runServer, type RunningServer } from '../support/server-process';
import { at, createPostgresDatabase, DEMO, shanghaiDate } from './harness';

let cluster: PrivateCluster | undefined;
/** Undone in reverse order in afterAll, whatever happened. */
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  cluster = await startPrivateCluster();
});
afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo().catch((err: unknown) => console.error('cleanup failed:', err));
  await cluster?.destroy();
});

/** A server process on a fresh database next to `baseUrl`, with its site ids (the open-all-day badminton courts). */
async function serverOn(baseUrl: string): Promise<{ server: RunningServer; dbUrl: string; siteIds: number[] }> {
  const created = await createPostgresDatabase(baseUrl);
  cleanups.push(created.drop);
  const server = await runServer({ DATABASE_URL: created.url, DB_CONNECT_TIMEOUT_MS: '1000' });
  cleanups.push(server.stop);
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    'select id::int as id from site where name_en = any($1) order by id',
    [
      [
        'Badminton Court 1',
        'Badminton Court 2',
        'Badminton Court 3',
        'Badminton Court 4',
        'Badminton Court 5',
        'Badminton Court 6',
      ],
    ],
  );
  await client.end();
  expect(rows).toHaveLength(6);
  return { server, dbUrl: created.url, siteIds: rows.map((r) => r.id) };
}

/** What one call of the load got: an answer, or a fetch failure (no answer at all). */
type Outcome = { answer: Answer<unknown> } | { failure: string };

/**
 * Concurrent clients, each alternating a signed read (its bookings) and a booking of a
 * slot of its own, until `stop()`; every outcome is kept. Bounded: at most 400 calls a client.
 */
function startLoad(base: string, tokens: string[], siteIds: number[]): { outcomes: Outcome[]; stop(): Promise<void> } {
  const outcomes: Outcome[] = [];
  let running = true;
  const clients = tokens.map(async (token, client) => {
    for (let i = 0; running && i < 400; i++) {
      const slot = client * 400 + i;
      const date = shanghaiDate(1 + (slot % 12));
      const hour = String(Math.floor(slot / 12) % 24).padStart(2, '0');
      const request =
        i % 2 === 0
          ? callAt(base, 'GET', '/api/reserve/current/page', { pageNo: 1, pageSize: 5 }, token)
          : callAt(
              base,
              'POST',
              '/api/reserve/addReserve',
              {
                siteId: siteIds[Math.floor(slot / 288) % siteIds.length],
                start: at(date, `${hour}:00`),
                end: at(date, `${hour}:30`),
              },
              token,
            );
      outcomes.push(
        await request.then(
          (answer) => ({ answer }),
          (err: unknown) => ({ failure: String((err as Error).cause ?? err) }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** Logs in as each demo account over HTTP, twice over (six clients). */
async function tokensAt(base: string): Promise<string[]> {
  const tokens: string[] = [];
  for (const who of [DEMO.admin, DEMO.booker, DEMO.approver, DEMO.admin, DEMO.booker, DEMO.approver]) {
    const { envelope } = await callAt<{ token: string }>(base, 'POST', '/system/login/accessToken', { ...who });
    expect(envelope.code).toBe(0);
    tokens.push(envelope.data.token);
  }
  return tokens;
}

/** Waits (at most `ms`, polling every 100 ms) until `done()`. */
async function waitFor(done: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return done();
}

/**
 * Asserts that every outcome is a coded answer: success or SERVICE_UNAVAILABLE with 503 and Retry-After, never
 * SERVER_ERROR.
 */
function expectOnlyCodedAnswers(outcomes: Outcome[], server: RunningServer): { ok: number; unavailable: number } {
  const failures = outcomes.flatMap((o) => ('failure' in o ? [o.failure] : []));
  expect(failures, server.output().slice(-3000)).toEqual([]);
  const answers = outcomes.flatMap((o) => ('answer' in o ? [o.answer] : []));
  const unexpected = answers.filter(
    (a) => a.envelope.code !== 0 && a.envelope.code !== Code.SERVICE_UNAVAILABLE && a.envelope.code !== Code.SLOT_TAKEN,
  );
  expect(unexpected.map((a) => `${a.status} ${a.envelope.code} ${a.envelope.msg}`)).toEqual([]);
  const unavailable = answers.filter((a) => a.envelope.code === Code.SERVICE_UNAVAILABLE);
  for (const a of unavailable) {
    expect(a.status).toBe(503);
    expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(a.envelope.msg).toBe('The service is temporarily unavailable, please try again in a moment');
  }
  return { ok: answers.filter((a) => a.envelope.code === 0).length, unavailable: unavailable.length };
}

/** Whether a signed read as `token` succeeds now. */
async function answersAgain(base: string, token: string): Promise<boolean> {
  const { envelope } = await callAt(base, 'GET', '/api/reserve/current/page', { pageNo: 1, pageSize: 5 }, token).catch(
    () => ({ envelope: { code: -1 } }),
  );
  return envelope.code === 0;
}

it('keeps serving when the database terminates its connections under load', async () => {
  const { server, dbUrl, siteIds } = await serverOn(process.env.DATABASE_URL || cluster!.url);
  const tokens = await tokensAt(server.base);
  const load = startLoad(server.base, tokens, siteIds);
  const killer = new pg.Client({ connectionString: dbUrl });
  await killer.connect();
  let terminated = 0;
  try {
    for (let round = 0; round < 8; round++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const { rows } = await killer.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = ' +
          'current_database() and pid <> pg_backend_pid()',
      );
      terminated += rows[0].n;
    }
  } finally {
    await killer.end();
  }
  const back = await waitFor(() => answersAgain(server.base, tokens[0]), 10_000);
  await load.stop();

  expect(terminated).toBeGreaterThan(0);
  expect(server.alive(), server.output().slice(-3000)).toBe(true);
  expect(back).toBe(true);
  const { ok } = expectOnlyCodedAnswers(load.outcomes, server);
  expect(ok).toBeGreaterThan(0);
}, 240_000);

it('answers 503 while PostgreSQL is down and serves again once it is back', async () => {
  const { server, siteIds } = await serverOn(cluster!.url);
  const tokens = await tokensAt(server.base);
  const load = startLoad(server.base, tokens, siteIds);
  await waitFor(() => load.outcomes.length >= 30, 10_000);
  await cluster!.stop();
  const downFrom = load.outcomes.length;
  const sawUnavailable = await waitFor(
    () =>
      load.outcomes.slice(downFrom).filter((o) => 'answer' in o && o.answer.envelope.code === Code.SERVICE_UNAVAILABLE)
        .length >= 20,
    10_000,
  );
  await cluster!.start();
  const back = await waitFor(() => answersAgain(server.base, tokens[0]), 15_000);
  await load.stop();

  expect(server.alive(), server.output().slice(-3000)).toBe(true);
  expect(sawUnavailable).toBe(true);
  expect(back).toBe(true);
  const { ok, unavailable } = expectOnlyCodedAnswers(load.outcomes, server);
  expect(unavailable).toBeGreaterThanOrEqual(20);
  expect(ok).toBeGreaterThan(0);
}, 240_000);
