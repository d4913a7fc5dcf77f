/**
 * Several processes on one PostgreSQL database (DESIGN.md §6): two "processes" — two
 * connection pools, each with its own job runner — start on one empty database at once
 * (migrations and seed under database locks), then tick together and one after the
 * other within a tick. Each job runs in exactly one process per tick (server/jobs/
 * job-tick.ts), and what the jobs write is written once: one reminder per booking due,
 * one no-show message and one credit penalty per no-show.
 *
 * Always on PostgreSQL (DATABASE_URL, else the local server): fails when it cannot reach it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { serverJobs } from '../../server/jobs/index';
import { runTick, type TickReport } from '../../server/jobs/runner';
import { createPostgresDatabase, POSTGRES_URL, sql } from './harness';

const MIN = 60_000;
const INTERVAL = MIN;
const jobs = serverJobs({ logRetentionDays: 365, serverSecret: 'jobs-across-processes-secret' });
const silent = {
  info: () => undefined,
  error: (obj: object) => {
    throw new Error(`job failed: ${JSON.stringify(obj)}`);
  },
};

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let a: Database;
let b: Database;

async function rows<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await a.db.execute(text)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  created = await createPostgresDatabase(POSTGRES_URL);
  // Both start at once on the empty database: one migrates and seeds, the other waits and finds it done.
  [a, b] = await Promise.all(
    [created.url, created.url].map((url) => openDatabase({ databaseUrl: url, dataDir: null, poolSize: 4 })),
  );
  // Without the demo's meeting service orders: the test counts every booking of the database as its own.
  const seeded = await Promise.all([a, b].map((p) => seed(p.db, undefined, undefined, { reserveOrders: false })));
  expect(seeded.filter(Boolean)).toHaveLength(1);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await created?.drop();
});

/** Which jobs ran, over the reports of every process's run of one tick. */
const ran = (...reports: TickReport[]) =>
  reports
    .flat()
    .map((r) => r.job)
    .sort();

it('runs each job once per tick across processes, and writes each reminder and penalty once', async () => {
  const [{ id: booker }] = await rows<{ id: number }>(sql`select id from sys_user where account = 'booker'`);
  const courts = (
    await rows<{ id: number }>(sql`select id from site where name_en like 'Badminton Court %' order by id limit 6`)
  ).map((r) => r.id);
  const at = (minutes: number) => new Date(Date.now() + minutes * MIN).toISOString();
  const insert = async (court: number, startIn: number) =>
    Number(
      (
        await rows<{ id: number }>(sql`
    insert into reservation (site_id, user_id, start_at, end_at, status, created_at)
    values (${court}, ${booker}, ${at(startIn)}::timestamptz, ${at(startIn + 60)}::timestamptz, 'approved',
      ${at(-2 * 24 * 60)}::timestamptz)
    returning id`)
      )[0].id,
    );
  const dueForReminder = [await insert(courts[0], 20), await insert(courts[1], 25), await insert(courts[2], 29)];
  const noShows = [await insert(courts[3], -180), await insert(courts[4], -150), await insert(courts[5], -120)];

  // One tick: both processes at once, then one of them again later in the same tick.
  const tick = Math.floor(Date.now() / INTERVAL) * INTERVAL;
  const together = await Promise.all([a, b].map((p) => runTick(p.db, jobs, new Date(tick + 1_000), INTERVAL, silent)));
  const later = await runTick(b.db, jobs, new Date(tick + 59_000), INTERVAL, silent);
  expect(ran(...together, later)).toEqual(jobs.map((j) => j.name).sort());
  expect(later).toEqual([]);
  // The next tick runs every job again, once.
  const next = await Promise.all([b, a].map((p) => runTick(p.db, jobs, new Date(tick + INTERVAL), INTERVAL, silent)));
  expect(ran(...next)).toEqual(jobs.map((j) => j.name).sort());

  const reminders = await rows<{ reservation_id: string; n: number }>(sql`
    select reservation_id, count(*)::int as n from user_message where kind = 'reminder' group by reservation_id order
      by reservation_id`);
  expect(reminders.map((r) => [Number(r.reservation_id), r.n])).toEqual(dueForReminder.map((id) => [id, 1]));
  const noShowMessages = await rows<{ reservation_id: string; n: number }>(sql`
    select reservation_id, count(*)::int as n from user_message where kind = 'noShow'
    group by reservation_id order by reservation_id`);
  expect(noShowMessages.map((r) => [Number(r.reservation_id), r.n])).toEqual(noShows.map((id) => [id, 1]));
  const penalties = await rows<{ reservation_id: string; n: number; delta: number }>(sql`
    select reservation_id, count(*)::int as n, sum(delta)::int as delta from credit_record where reason = 'noShow'
    group by reservation_id order by reservation_id`);
  expect(penalties.map((r) => [Number(r.reservation_id), r.n, r.delta])).toEqual(noShows.map((id) => [id, 1, -10]));
  const statuses = await rows<{ id: string; status: string }>(sql`select id, status from reservation order by id`);
  expect(statuses.map((r) => [Number(r.id), r.status])).toEqual([
    ...dueForReminder.map((id) => [id, 'approved']),
    ...noShows.map((id) => [id, 'noShow']),
  ]);
});
