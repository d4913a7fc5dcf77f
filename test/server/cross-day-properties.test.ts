/**
 * Property-based test of cross-day and multi-day bookings under concurrency
 * (correctness under load): fast-check generates batches of random same-day bookings,
 * cross-day bookings (one row over up to three days) and multi-day batches (the same hours
 * on several dates, all or nothing), plus cancellations, by three users on two basketball
 * courts whose rule allows cross-day bookings; each batch runs concurrently through the
 * real server. After every run the stored rows must hold the invariants: no court has
 * overlapping active reservations (however their ranges cross midnight), every multi-day
 * batch that was answered is stored whole with one batch id, nothing is stored for a
 * refused request, and every answer is a success or a named refusal.
 *
 * The courts are open 08:00–22:00 with one-hour slots; a cross-day range starts on a slot
 * of one day and ends on a slot of a later one, taking the nights in between.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReserve, cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { reserveRule, reserveRuleBinding } from '../../server/db/schema/index';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let tokens: string[] = [];
let courts: number[] = [];
const DAYS = [1, 2, 3].map((n) => shanghaiDate(n));
/** Slot `n` (0–13) of a day: 08:00 + n hours, as `HH:mm`. */
const hour = (n: number) => `${String(8 + n).padStart(2, '0')}:00`;

beforeAll(async () => {
  server = await startTestServer({ poolSize: 12 });
  tokens = await Promise.all(
    [DEMO.booker, DEMO.approver, DEMO.admin].map((who) => server.login(who).then((p) => p.token)),
  );
  const rows = await server.query<{ id: number }>(sql`
    select id from site where name_en in ('Basketball Court 1', 'Basketball Court 2') order by name`);
  courts = rows.map((r) => r.id);
  await server.query(sql`delete from reserve_notice`);
  await server.query(sql`delete from site_closure`);
  const [cross] = await server.db
    .insert(reserveRule)
    .values({ name: 'Cross-day property', allowCrossDay: true, maxCrossDays: 3 })
    .returning({ id: reserveRule.id });
  await server.db.insert(reserveRuleBinding).values(courts.map((siteId) => ({ ruleId: cross.id, siteId })));
});
afterAll(async () => {
  await server?.close();
});

type Command =
  | { kind: 'day'; user: number; court: number; day: number; slot: number; slots: number }
  | { kind: 'cross'; user: number; court: number; day: number; slot: number; nights: number; endSlot: number }
  | { kind: 'days'; user: number; court: number; days: number[]; slot: number; slots: number }
  | { kind: 'cancel'; user: number; pick: number };

const user = fc.integer({ min: 0, max: 2 });
const court = fc.integer({ min: 0, max: 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('day' as const),
      user,
      court,
      day: fc.integer({ min: 0, max: 2 }),
      slot: fc.integer({ min: 0, max: 11 }),
      slots: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cross' as const),
      user,
      court,
      day: fc.integer({ min: 0, max: 1 }),
      slot: fc.integer({ min: 6, max: 13 }),
      nights: fc.integer({ min: 1, max: 2 }),
      endSlot: fc.integer({ min: 1, max: 6 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('days' as const),
      user,
      court,
      days: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 3 }).map((d) => [...d].sort()),
      slot: fc.integer({ min: 0, max: 11 }),
      slots: fc.integer({ min: 1, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick: fc.nat({ max: 1000 }) }) },
);
const run = fc.array(fc.array(command, { minLength: 4, maxLength: 10 }), { minLength: 4, maxLength: 8 });

/** Answers a command may get besides success. */
const REFUSALS = new Set<number>([
  Code.SLOT_TAKEN,
  Code.SLOT_HELD,
  Code.DAYS_DAY_REFUSED,
  Code.RESERVATION_NOT_FOUND,
  Code.ACTION_NOT_ALLOWED,
]);

/** What the clients learned in a run: the ids booked, and each answered batch with its size. */
interface Learned {
  ids: number[];
  batches: Map<string, number>;
  rows: number;
}

async function execute(c: Command, learned: Learned, codes: number[]): Promise<void> {
  const token = tokens[c.user];
  if (c.kind === 'cancel') {
    if (learned.ids.length === 0) return;
    codes.push(
      (await server.call(cancelReserveBatch, { ids: [learned.ids[c.pick % learned.ids.length]] }, { token })).code,
    );
    return;
  }
  const siteId = courts[c.court];
  const input =
    c.kind === 'day'
      ? { siteId, start: at(DAYS[c.day], hour(c.slot)), end: at(DAYS[c.day], hour(c.slot + c.slots)) }
      : c.kind === 'cross'
        ? {
            siteId,
            start: at(DAYS[c.day], hour(c.slot)),
            end: at(DAYS[Math.min(2, c.day + c.nights)], hour(c.endSlot)),
            crossDay: true,
          }
        : {
            siteId,
            start: at(DAYS[c.days[0]], hour(c.slot)),
            end: at(DAYS[c.days[0]], hour(c.slot + c.slots)),
            dates: c.days.map((d) => DAYS[d]),
          };
  const r = await server.call(addReserve, input, { token });
  codes.push(r.code);
  if (r.code !== 0) return;
  const ids = r.data.ids ?? [r.data.id];
  learned.ids.push(...ids);
  learned.rows += ids.length;
  if (c.kind === 'days') {
    expect(r.data.batchId).toBeTruthy();
    expect(ids).toHaveLength(c.days.length);
    learned.batches.set(r.data.batchId!, c.days.length);
  }
}

const inCourts = () =>
  sql`(${sql.join(
    courts.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** Pairs of active reservations of one court whose ranges overlap. */
async function overlaps(): Promise<number> {
  const [{ n }] = await server.query<{ n: number }>(sql`
    select count(*)::int as n from reservation a join reservation b
      on a.site_id = b.site_id and a.id < b.id and a.start_at < b.end_at and b.start_at < a.end_at
    where a.site_id in ${inCourts()}
      and a.status in ('pendingAudit', 'approved', 'checkedIn', 'completed')
      and b.status in ('pendingAudit', 'approved', 'checkedIn', 'completed')`);
  return n;
}

describe('cross-day and multi-day booking under concurrency (property)', () => {
  it('never overlaps a court, stores every answered batch whole and nothing of a refused request', async () => {
    let operations = 0;
    const outcomes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(run, async (batches) => {
        await server.query(sql`delete from reservation where site_id in ${inCourts()}`);
        await server.query(sql`delete from site_hold`);
        const learned: Learned = { ids: [], batches: new Map(), rows: 0 };
        const codes: number[] = [];
        for (const batch of batches) await Promise.all(batch.map((c) => execute(c, learned, codes)));
        operations += codes.length;
        for (const code of codes) outcomes.set(code, (outcomes.get(code) ?? 0) + 1);

        expect(codes.filter((code) => code !== 0 && !REFUSALS.has(code))).toEqual([]);
        expect(await overlaps()).toBe(0);
        // Every row (cancelled ones included) belongs to an answered request: nothing of a refusal.
        const [{ n }] = await server.query<{ n: number }>(
          sql`select count(*)::int as n from reservation where site_id in ${inCourts()}`,
        );
        expect(n).toBe(learned.rows);
        // Every batch is stored whole, under one id.
        const stored = await server.query<{ batch: string; n: number }>(sql`
          select batch_id as batch, count(*)::int as n from reservation
          where site_id in ${inCourts()} and batch_id is not null group by batch_id`);
        expect(new Map(stored.map((s) => [s.batch, s.n]))).toEqual(learned.batches);
      }),
      { numRuns: 25, endOnFailure: true },
    );
    // A real contest: successes and refusals of each kind.
    expect(operations).toBeGreaterThan(400);
    expect(outcomes.get(0)).toBeGreaterThan(100);
    expect(outcomes.get(Code.SLOT_TAKEN)).toBeGreaterThan(10);
    expect(outcomes.get(Code.DAYS_DAY_REFUSED)).toBeGreaterThan(0);
  }, 180_000);
});
