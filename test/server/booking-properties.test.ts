/**
 * Property-based test of booking under concurrency (correctness under load):
 * fast-check generates batches of random book / hold / cancel / extend / check-in /
 * end-early operations by several users on two single and two capacity sites under a
 * per-user quota of hours per day; each batch runs concurrently through the real server
 * (signed HTTP calls via the harness), some bookings are sent twice at once with the same
 * Idempotency-Key. After every run the stored rows must hold the invariants: no single
 * site has overlapping active reservations, no capacity site has more active reservations
 * than its capacity at any instant, no user's active bookings exceed the quota, and every
 * answer is a success or a named refusal (never a server error).
 *
 * Check-in is simulated by setting the status in the database (the check-in window of
 * tomorrow's bookings is not open), so end-early has checked-in bookings to end.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReserve, cancelReserveBatch, endEarly, extend, lockSite } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let tokens: string[] = [];
/** Test sites: two single, two capacity (2 and 3). */
let siteIds: number[] = [];
const CAPACITY = [1, 1, 2, 3];
/** The quota: each user's active bookings of the badminton scene, at most this many minutes a day. */
const QUOTA_MINUTES = 120;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await Promise.all(
    [DEMO.booker, DEMO.approver, DEMO.admin].map((who) => server.login(who).then((p) => p.token)),
  );
  const rows = await server.query<{ id: number; name: string }>(sql`
    select id, name_en as name from site
    where name_en in ('Badminton Court 1', 'Badminton Court 2', 'Badminton Court 3', 'Badminton Court 4')
    order by name`);
  siteIds = rows.map((r) => r.id);
  await server.query(sql`update site set kind = 'capacity', capacity = 2 where id = ${siteIds[2]}`);
  await server.query(sql`update site set kind = 'capacity', capacity = 3 where id = ${siteIds[3]}`);
  await server.query(sql`insert into quota_rule (name, subject, scene_id, period, unit, amount)
    select 'Daily hours', 'user', id, 'day', 'minutes', ${QUOTA_MINUTES} from scene where code = 'badminton'`);
});
afterAll(async () => {
  await server?.close();
});

const date = shanghaiDate(1);
const SLOT = 30 * 60_000;
/** The first slot of the contested window (tomorrow 08:00 Shanghai); 12 half-hour slots follow. */
const WINDOW_START = Date.parse(at(date, '08:00'));
const slotTime = (n: number) => new Date(WINDOW_START + n * SLOT).toISOString();

type Command =
  | { kind: 'book'; user: number; site: number; slot: number; slots: number; retry: boolean }
  | { kind: 'hold'; user: number; site: number; slot: number; slots: number }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'extend'; user: number; pick: number; slots: number }
  | { kind: 'checkIn'; pick: number }
  | { kind: 'endEarly'; user: number; pick: number };

const user = fc.integer({ min: 0, max: 2 });
const pick = fc.nat({ max: 1000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      user,
      site: fc.integer({ min: 0, max: 3 }),
      slot: fc.integer({ min: 0, max: 11 }),
      slots: fc.integer({ min: 1, max: 3 }),
      retry: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('hold' as const),
      user,
      site: fc.integer({ min: 0, max: 3 }),
      slot: fc.integer({ min: 0, max: 11 }),
      slots: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('extend' as const), user, pick, slots: fc.integer({ min: 1, max: 3 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('checkIn' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('endEarly' as const), user, pick }) },
);
/** A run: batches of commands; the commands of one batch run concurrently. */
const run = fc.array(fc.array(command, { minLength: 4, maxLength: 10 }), { minLength: 6, maxLength: 12 });

/** Answers a command may get besides success. */
const REFUSALS = new Set<number>([
  Code.SLOT_TAKEN,
  Code.SLOT_HELD,
  Code.QUOTA_EXCEEDED,
  Code.ACTION_NOT_ALLOWED,
  Code.RESERVATION_NOT_FOUND,
]);

/** What the clients know of the bookings made in a run: id → last known end (epoch ms). */
type Known = Map<number, number>;

async function execute(c: Command, known: Known, codes: number[], keySeq: { n: number }): Promise<void> {
  const ids = [...known.keys()];
  const target = 'pick' in c && ids.length > 0 ? ids[c.pick % ids.length] : null;
  switch (c.kind) {
    case 'book': {
      const input = { siteId: siteIds[c.site], start: slotTime(c.slot), end: slotTime(c.slot + c.slots) };
      const options = { token: tokens[c.user], headers: { 'Idempotency-Key': `prop-${keySeq.n++}` } };
      const answers = await Promise.all((c.retry ? [1, 2] : [1]).map(() => server.call(addReserve, input, options)));
      // A retry with the same key gets the first answer (jsonb may reorder its keys).
      for (const a of answers) expect([a.code, a.data]).toEqual([answers[0].code, answers[0].data]);
      codes.push(answers[0].code);
      if (answers[0].code === 0) known.set(answers[0].data.id, Date.parse(answers[0].data.end));
      return;
    }
    case 'hold': {
      const input = { siteId: siteIds[c.site], start: slotTime(c.slot), end: slotTime(c.slot + c.slots) };
      codes.push((await server.call(lockSite, input, { token: tokens[c.user] })).code);
      return;
    }
    case 'cancel': {
      if (target === null) return;
      codes.push((await server.call(cancelReserveBatch, { ids: [target] }, { token: tokens[c.user] })).code);
      return;
    }
    case 'extend': {
      if (target === null) return;
      const end = new Date(known.get(target)! + c.slots * SLOT).toISOString();
      const r = await server.call(extend, { id: target, end }, { token: tokens[c.user] });
      codes.push(r.code);
      if (r.code === 0) known.set(target, Date.parse(r.data.end));
      return;
    }
    case 'checkIn': {
      if (target === null) return;
      await server.query(sql`update reservation set status = 'checkedIn', checked_in_at = now() where id = ${target}
        and status =
          'approved'`);
      return;
    }
    case 'endEarly': {
      if (target === null) return;
      const r = await server.call(endEarly, { id: target }, { token: tokens[c.user] });
      codes.push(r.code);
      if (r.code === 0) known.set(target, Date.parse(r.data.end));
    }
  }
}

/** Active reservations of a single site that overlap another (pairs). */
async function singleOverlaps(): Promise<number> {
  const [{ n }] = await server.query<{ n: number }>(sql`
    select count(*)::int as n from reservation a join reservation b
      on a.site_id = b.site_id and a.id < b.id and a.start_at < b.end_at and b.start_at < a.end_at
    where a.site_id in (${siteIds[0]}, ${siteIds[1]})
      and a.status in ('pendingAudit', 'approved', 'checkedIn', 'completed')
      and b.status in ('pendingAudit', 'approved', 'checkedIn', 'completed')`);
  return n;
}

/**
 * The largest number of active reservations of each capacity site at one instant (the
 * maximum is reached at some reservation's start).
 */
async function peakLoads(): Promise<Record<number, number>> {
  const rows = await server.query<{ site_id: number; peak: number }>(sql`
    select r.site_id, max(c.n)::int as peak from reservation r
    cross join lateral (
      select count(*) as n from reservation o
      where o.site_id = r.site_id and o.status in ('pendingAudit', 'approved', 'checkedIn', 'completed')
        and o.start_at <= r.start_at and o.end_at > r.start_at) c
    where r.site_id in (${siteIds[2]}, ${siteIds[3]}) and r.status in ('pendingAudit', 'approved', 'checkedIn',
      'completed')
    group by r.site_id`);
  return Object.fromEntries(rows.map((r) => [r.site_id, r.peak]));
}

/** The most minutes of active bookings any one user holds on the contested day. */
async function mostMinutesOfOneUser(): Promise<number> {
  const [row] = await server.query<{ most: number | null }>(sql`
    select max(minutes)::int as most from (
      select user_id, sum(extract(epoch from end_at - start_at) / 60) as minutes from reservation
      where site_id in (${sql.join(
        siteIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and status in ('pendingAudit', 'approved', 'checkedIn', 'completed')
      group by user_id) per_user`);
  return row.most ?? 0;
}

describe('booking under concurrency (property)', () => {
  it('never overlaps a single site nor exceeds a capacity, whatever concurrent clients do', async () => {
    const keySeq = { n: 0 };
    let operations = 0;
    const outcomes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(run, async (batches) => {
        await server.query(
          sql`delete from reservation where site_id in (${sql.join(
            siteIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        await server.query(sql`delete from site_hold`);
        const known: Known = new Map();
        const codes: number[] = [];
        for (const batch of batches) {
          await Promise.all(batch.map((c) => execute(c, known, codes, keySeq)));
        }
        operations += codes.length;
        for (const code of codes) outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
        expect(codes.filter((code) => code !== 0 && !REFUSALS.has(code))).toEqual([]);
        expect(await singleOverlaps()).toBe(0);
        const peaks = await peakLoads();
        for (const i of [2, 3]) expect(peaks[siteIds[i]] ?? 0).toBeLessThanOrEqual(CAPACITY[i]);
        expect(await mostMinutesOfOneUser()).toBeLessThanOrEqual(QUOTA_MINUTES);
      }),
      // No shrinking: each shrink step replays a whole run; the counterexample is printed as found.
      { numRuns: 30, endOnFailure: true },
    );
    // The run was a real contest: many operations, successes and refusals of each kind.
    expect(operations).toBeGreaterThan(1000);
    expect(outcomes.get(0)).toBeGreaterThan(100);
    expect(outcomes.get(Code.SLOT_TAKEN)).toBeGreaterThan(10);
    expect(outcomes.get(Code.ACTION_NOT_ALLOWED)).toBeGreaterThan(10);
    expect(outcomes.get(Code.QUOTA_EXCEEDED)).toBeGreaterThan(10);
    expect(outcomes.get(Code.SLOT_HELD)).toBeGreaterThan(0);
  }, 120_000);
});
