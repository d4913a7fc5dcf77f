/**
 * Benchmark (a), booking throughput: concurrent clients book random one-hour slots of
 * random sites through the full HTTP API (signed, signed in), then the same number of
 * connections insert reservation rows straight into the same table (the floor any API
 * could reach: one INSERT checked by the exclusion constraint), then the overlap count
 * on the stored rows.
 */
import type pg from 'pg';
import { addReserve } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import type { ApiClient } from './client';
import { overlapCount } from './database';
import { runAll, runFor, type Outcome, type TimedRun } from './stats';

/** SQLSTATE of an exclusion-constraint violation (the slot is taken). */
const EXCLUSION_VIOLATION = '23P01';

/** The booking space: sites and days (from tomorrow) a random slot is drawn from. */
export interface BookingSpace {
  siteIds: number[];
  days: number;
}

/** `ms` since the epoch as an ISO time in the bench campus's offset, e.g. `2026-11-23T10:00:00+08:00`. */
function shanghaiIso(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** A random one-hour slot of the space (on the hour, within `days` days from tomorrow). */
function randomSlot(space: BookingSpace): { siteId: number; start: string; end: string } {
  const siteId = space.siteIds[Math.floor(Math.random() * space.siteIds.length)];
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const midnight = Date.parse(`${today}T00:00:00+08:00`);
  const hour = 24 + Math.floor(Math.random() * space.days * 24);
  const start = midnight + hour * 3_600_000;
  return { siteId, start: shanghaiIso(start), end: shanghaiIso(start + 3_600_000) };
}

/** First message of each failure kind seen, to print under the figures. */
export type FailureNotes = Map<Outcome, string>;

/** Signs in every account (password `password`) with at most 8 sign-ins at once; returns the tokens in order. */
export async function signInAll(
  client: ApiClient,
  accounts: readonly string[],
  password: string,
): Promise<{ tokens: string[]; ms: number }> {
  const tokens: string[] = [];
  const { wallMs } = await runAll(
    accounts.map((account, i) => async () => {
      tokens[i] = await client.signIn(account, password);
    }),
    8,
  );
  return { tokens, ms: wallMs };
}

/**
 * Each client (one token each) books random slots through POST /api/reserve/addReserve
 * for `seconds`. Outcomes: `booked`, `taken` (SLOT_TAKEN), `code <n>` (another refusal),
 * `network error`.
 */
export function bookThroughApi(
  client: ApiClient,
  tokens: readonly string[],
  space: BookingSpace,
  seconds: number,
  notes: FailureNotes,
): Promise<TimedRun> {
  return runFor(seconds, tokens.length, async (worker) => {
    try {
      const answer = await client.call(addReserve, randomSlot(space), tokens[worker]);
      if (answer.code === 0) return 'booked';
      if (answer.code === Code.SLOT_TAKEN) return 'taken';
      const outcome = `code ${answer.code}`;
      if (!notes.has(outcome)) notes.set(outcome, answer.msg);
      return outcome;
    } catch (err) {
      if (!notes.has('network error')) notes.set('network error', String(err));
      return 'network error';
    }
  });
}

/**
 * `connections` workers insert random reservations with plain INSERTs (autocommit) for
 * `seconds`. Outcomes: `booked`, `taken` (23P01), `sql error`.
 */
export function bookThroughSql(
  pool: pg.Pool,
  connections: number,
  userIds: readonly number[],
  space: BookingSpace,
  seconds: number,
  notes: FailureNotes,
): Promise<TimedRun> {
  return runFor(seconds, connections, async (worker) => {
    const slot = randomSlot(space);
    try {
      await pool.query(
        `insert into reservation (site_id, user_id, start_at, end_at, status, exclusive) values ($1, $2, $3, $4,
          'approved', true)`,
        [slot.siteId, userIds[worker % userIds.length], slot.start, slot.end],
      );
      return 'booked';
    } catch (err) {
      if ((err as { code?: string }).code === EXCLUSION_VIOLATION) return 'taken';
      if (!notes.has('sql error')) notes.set('sql error', String(err));
      return 'sql error';
    }
  });
}

/**
 * Rows of the booking scene's sites in the reservation table (the demo seed's own reservations elsewhere are not
 * counted, so the figure can be set beside the bookings the run made), and overlapping active pairs over the whole
 * table (must be 0).
 */
export async function tableCheck(pool: pg.Pool, space: BookingSpace): Promise<{ rows: number; overlaps: number }> {
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from reservation where site_id = any($1::int[])',
    [space.siteIds],
  );
  return { rows: rows[0].n, overlaps: await overlapCount(pool) };
}

/** Books one random slot through the API with `token`; returns the outcome (`booked`, `code <n>`). */
export async function bookOnce(client: ApiClient, token: string, space: BookingSpace): Promise<string> {
  const answer = await client.call(addReserve, randomSlot(space), token);
  return answer.code === 0 ? 'booked' : `code ${answer.code}`;
}
