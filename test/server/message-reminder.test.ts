/**
 * The reminder before start (server/jobs/reminder.job.ts): an approved booking
 * starting within 30 minutes gets exactly one `reminder` message, however often and by
 * however many processes the sweep runs; bookings starting later, not approved, or made
 * inside the window get none.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runReminderSweep } from '../../server/jobs/reminder.job';
import { sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let booker: number;
/** One site per booking (single sites refuse overlaps). */
let courts: number[];
const MIN = 60_000;
/**
 * 10:00 in Shanghai (02:00 UTC) three days ahead: a slot boundary whose bookings end the same local day, whatever time
 * the suite runs.
 */
const now = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 3, 2));

/**
 * Inserts a one-hour booking of the booker, on the next free court, starting `startIn` minutes after `now`, made
 * `madeAgo` minutes before `now`.
 */
async function insertBooking(startIn: number, status: string, madeAgo = 24 * 60): Promise<number> {
  const court = courts.shift()!;
  const start = new Date(now.getTime() + startIn * MIN);
  const [row] = await server.query<{
    id: number;
  }>(sql`insert into reservation (site_id, user_id, start_at, end_at, status, created_at)
    values (${court}, ${booker}, ${start.toISOString()}::timestamptz,
      ${new Date(start.getTime() + 60 * MIN).toISOString()}::timestamptz,
            ${status}, ${new Date(now.getTime() - madeAgo * MIN).toISOString()}::timestamptz) returning id`);
  return Number(row.id);
}

const reminders = () =>
  server.query<{ reservation_id: number; params: Record<string, unknown> }>(
    sql`select reservation_id, params from user_message where kind = 'reminder' order by reservation_id`,
  );

beforeAll(async () => {
  server = await startTestServer();
  [{ id: booker }] = await server.query<{ id: number }>(sql`select id from sys_user where account = 'booker'`);
  courts = (
    await server.query<{ id: number }>(sql`select id from site where name_en like 'Badminton Court %' order by id`)
  ).map((r) => r.id);
});
afterAll(async () => {
  await server?.close();
});

it('reminds each due booking once, even with concurrent sweeps', async () => {
  const due = await insertBooking(30, 'approved');
  const dueSoon = await insertBooking(5, 'approved');
  const later = await insertBooking(31, 'approved'); // not yet
  await insertBooking(-5, 'approved'); // already started
  await insertBooking(10, 'pendingAudit');
  await insertBooking(15, 'cancelled');
  await insertBooking(20, 'approved', 5); // booked inside the window

  const runs = await Promise.all([runReminderSweep(server.db, now), runReminderSweep(server.db, now)]);
  expect(runs.flat()).toHaveLength(2);
  expect((await reminders()).map((r) => r.reservation_id)).toEqual([due, dueSoon].sort((x, y) => x - y));
  const [{ params }] = (await reminders()).filter((r) => r.reservation_id === due);
  expect(params).toMatchObject({
    site: expect.stringMatching(/^羽毛球\d+号场$/),
    siteEn: expect.stringMatching(/^Badminton Court \d+$/),
    siteTc: expect.stringMatching(/^羽毛球\d+號場$/),
    time: expect.stringMatching(/^\d\d:\d\d–\d\d:\d\d$/),
  });

  // Two minutes on, only the booking that has entered the window since is reminded.
  expect(await runReminderSweep(server.db, new Date(now.getTime() + 2 * MIN))).toHaveLength(1);
  expect((await reminders()).map((r) => r.reservation_id)).toEqual([due, dueSoon, later].sort((x, y) => x - y));
  expect(await runReminderSweep(server.db, new Date(now.getTime() + 3 * MIN))).toEqual([]);
});

it('a sweep running while another one has not committed yet writes no second reminder', async () => {
  const due = await insertBooking(25, 'approved');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The first sweep's transaction stays open until released (another process, mid-sweep).
  const first = server.db.transaction(async (tx) => {
    const written = await runReminderSweep(tx, now);
    await gate;
    return written;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const second = runReminderSweep(server.db, now);
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  expect([(await first).length, (await second).length]).toEqual([1, 0]);
  expect((await reminders()).filter((r) => r.reservation_id === due)).toHaveLength(1);
});
