/**
 * Benchmark (d), the flash crowd (docs/benchmarks.md): a venue whose bookings open at a fixed
 * time (the reservation rule's "a day's bookings open `openDaysBefore` days before it at
 * `openTime`", server/modules/rules/booking-checks.ts checkWindow) and a crowd of signed-in
 * users pressing "book" at that instant, each for one of a few contested one-hour slots (every
 * slot wanted by someone, the rest of the crowd skewed towards the popular ones, Zipf-like).
 * Meanwhile a few other signed-in users keep reading the slot grid and their bookings. Measures
 * how long the crowd waits, what it got (bookings, refusals by code, HTTP 5xx, network errors)
 * and what is stored (active rows, overlaps).
 */
import type pg from 'pg';
import { performance } from 'node:perf_hooks';
import { Agent } from 'undici';
import { addReserve, currentPage, currentPeriod, siteRule } from '../platform/contracts/reserve.contract';
import { codeNameOf } from '../platform/protocol/refusals';
import { signInAll, type FailureNotes } from './booking';
import { ApiClient, type Answer } from './client';
import { BENCH_PASSWORD, overlapCount, setUpCrowd } from './database';
import { latencyOf, type Latency } from './stats';

/** Slots per site: one-hour slots from FIRST_HOUR on the opened day. */
const SLOTS_PER_SITE = 10;
const FIRST_HOUR = 8;
/** The window opens on the first whole minute at least this long after the crowd has signed in (ms). */
const OPENING_LEAD_MS = 5_000;
/** The rule's "open N days before" (a campus's "two days ahead at 08:00"). */
const OPEN_DAYS_BEFORE = 2;
/** Exponent of the skewed demand: the slot of popularity rank r is wanted ∝ 1 / r^s. */
const ZIPF_EXPONENT = 1;
/** The bench campus's offset (Asia/Shanghai, no daylight saving), ms. */
const CAMPUS_OFFSET_MS = 8 * 3_600_000;

/** What the crowd is (see BenchOptions). */
export interface FlashPlan {
  users: number;
  slots: number;
  connections: number;
  readers: number;
}

/** The server and database the crowd meets. */
export interface FlashTarget {
  baseUrl: string;
  appId: string;
  appKey: string;
  /** The bench database (the crowd's venue and users are added to it). */
  databaseUrl: string;
  pool: pg.Pool;
  /** The bench floor the crowd's sites stand on. */
  floorId: number;
  /** Signed-in users who are not in the crowd: the readers (and the early probe) use them. */
  readerTokens: readonly string[];
}

/** Figures of one flash crowd. */
export interface FlashFigures {
  plan: FlashPlan;
  /** Sign-in of the whole crowd, ms. */
  signInMs: number;
  /** The instant the booking window opened. */
  opening: Date;
  /** Code of a booking sent before the opening (`RULE_NOT_OPEN_YET` expected). */
  beforeOpening: string;
  /** Distinct slots the crowd wanted (the slots when demand covers them all). */
  slotsWanted: number;
  /** From the opening until the last request was answered, ms. */
  answeredMs: number;
  /** Requests answered with code 0. */
  booked: number;
  /** Refusals by code name (`SLOT_TAKEN`, …). */
  refusals: Record<string, number>;
  /** Refusals whose data offers the waitlist. */
  waitlistInRefusal: number;
  /** Whether the sites' rule lets users queue for a full slot (what the booking page offers on SLOT_TAKEN). */
  ruleOffersWaitlist: boolean;
  http5xx: number;
  networkErrors: number;
  /** From the opening until each answer, ms (the crowd presses at the same instant). */
  latency: Latency;
  /**
   * Most backends of the bench database seen at once, sampled during the crowd: inside a
   * transaction or a statement (each holds one of the server's pool connections), and waiting for
   * a lock (e.g. a site's row lock: bookings of one site queue there).
   */
  peakBusy: number;
  peakLockWaits: number;
  /** Active reservations stored on the crowd's sites, and overlapping active pairs in the table. */
  storedRows: number;
  overlaps: number;
  /** Other users' reads (slot grid, my bookings) started while the crowd was being answered, ms. */
  reads: Latency;
  readFailures: number;
  /** First message of each failure kind. */
  notes: FailureNotes;
}

/** One slot of the crowd's day. */
interface Slot {
  siteId: number;
  start: string;
  end: string;
}

/** `ms` since the epoch as an ISO time in the bench campus's offset. */
function campusIso(ms: number): string {
  return `${new Date(ms + CAMPUS_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** The first whole minute at least OPENING_LEAD_MS from now. */
function nextOpening(): Date {
  return new Date(Math.ceil((Date.now() + OPENING_LEAD_MS) / 60_000) * 60_000);
}

/** The slots of the day that opens at `opening`: `count` one-hour slots spread over `siteIds`. */
function slotsOf(siteIds: readonly number[], opening: Date, count: number): { date: string; slots: Slot[] } {
  const localOpening = opening.getTime() + CAMPUS_OFFSET_MS;
  const date = new Date(localOpening + OPEN_DAYS_BEFORE * 86_400_000).toISOString().slice(0, 10);
  const midnight = Date.parse(`${date}T00:00:00+08:00`);
  const slots = Array.from({ length: count }, (_, k) => {
    const start = midnight + (FIRST_HOUR + Math.floor(k / siteIds.length)) * 3_600_000;
    return { siteId: siteIds[k % siteIds.length], start: campusIso(start), end: campusIso(start + 3_600_000) };
  });
  return { date, slots };
}

/**
 * The slot each of `users` wants: user i < `slots` wants slot i (every slot has someone), the
 * others draw one Zipf-like (slot k with weight 1 / (k + 1)^ZIPF_EXPONENT); in random order.
 */
function demandOf(users: number, slots: number): number[] {
  const weights = Array.from({ length: slots }, (_, k) => 1 / (k + 1) ** ZIPF_EXPONENT);
  const total = weights.reduce((a, b) => a + b, 0);
  const draw = () => {
    let r = Math.random() * total;
    for (let k = 0; k < slots; k++) if ((r -= weights[k]) < 0) return k;
    return slots - 1;
  };
  const wants = Array.from({ length: users }, (_, i) => (i < slots ? i : draw()));
  for (let i = wants.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [wants[i], wants[j]] = [wants[j], wants[i]];
  }
  return wants;
}

/**
 * Binds a rule to scene `sceneId` under which a day's bookings open OPEN_DAYS_BEFORE days before
 * it at the local time of `opening` (HH:mm in the campus's zone).
 */
async function scheduleOpening(pool: pg.Pool, sceneId: number, opening: Date): Promise<void> {
  const openTime = new Date(opening.getTime() + CAMPUS_OFFSET_MS).toISOString().slice(11, 16);
  const { rows } = await pool.query<{ id: number }>(
    `insert into reserve_rule (name, advance_days, open_days_before, open_time) values ('bench flash', 7, $1, $2)
     returning id`,
    [OPEN_DAYS_BEFORE, openTime],
  );
  await pool.query('insert into reserve_rule_binding (rule_id, scene_id) values ($1, $2)', [rows[0].id, sceneId]);
}

/** Waits until the wall clock reaches `at` (never returns early: timers may fire a little before). */
async function waitUntil(at: Date): Promise<void> {
  while (Date.now() < at.getTime())
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, at.getTime() - Date.now())));
}

/** Whether a refusal's data offers the waitlist (a `waitlist` field that is set). */
function offersWaitlist(answer: Answer<unknown>): boolean {
  const data = answer.data as Record<string, unknown> | null | undefined;
  return typeof data === 'object' && data !== null && Boolean(data.waitlist);
}

/** Readers' loops until `stop()`: each reader alternately reads the slot grid and its own bookings. */
function startReaders(
  client: ApiClient,
  tokens: readonly string[],
  grid: { siteId: number; date: string },
): { stop: () => Promise<{ startedAt: number; ms: number; ok: boolean }[]> } {
  const samples: { startedAt: number; ms: number; ok: boolean }[] = [];
  let running = true;
  const loops = tokens.map(async (token, reader) => {
    for (let i = reader; running; i++) {
      const startedAt = performance.now();
      let ok = false;
      try {
        const answer =
          i % 2 === 0
            ? await client.call(currentPeriod, grid, token)
            : await client.call(currentPage, { pageNo: 1, pageSize: 10, scope: 'upcoming' }, token);
        ok = answer.code === 0;
      } catch {
        ok = false;
      }
      samples.push({ startedAt, ms: performance.now() - startedAt, ok });
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Interval of the backend sampler, ms. */
const SAMPLE_MS = 50;

/** Samples the bench database's backends (besides the sampler's) until `stop()`; answers the peaks. */
function startBackendSampler(pool: pg.Pool): { stop: () => Promise<{ busy: number; lockWaits: number }> } {
  const peak = { busy: 0, lockWaits: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await pool.query<{ busy: number; waiting: number }>(
        `select count(*) filter (where state in ('active', 'idle in transaction'))::int as busy,
                count(*) filter (where wait_event_type = 'Lock')::int as waiting
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      peak.busy = Math.max(peak.busy, rows[0].busy);
      peak.lockWaits = Math.max(peak.lockWaits, rows[0].waiting);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

/**
 * Sets up the crowd (scene, sites, users signed in over `plan.connections` keep-alive
 * connections), opens the window on the next whole minute, fires every booking at that instant
 * and measures until the last is answered.
 * @throws Error when a sign-in is refused or the readers cannot read
 */
export async function runFlashCrowd(target: FlashTarget, plan: FlashPlan): Promise<FlashFigures> {
  const sites = Math.ceil(plan.slots / SLOTS_PER_SITE);
  const venue = await setUpCrowd(target.databaseUrl, target.floorId, { sites, users: plan.users });
  const agent = new Agent({ connections: plan.connections });
  const notes: FailureNotes = new Map();
  try {
    const crowd = new ApiClient(target.baseUrl, target.appId, target.appKey, agent);
    const others = new ApiClient(target.baseUrl, target.appId, target.appKey);
    const signIn = await signInAll(
      crowd,
      venue.users.map((u) => u.account),
      BENCH_PASSWORD,
    );
    const opening = nextOpening();
    await scheduleOpening(target.pool, venue.sceneId, opening);
    const { date, slots } = slotsOf(venue.siteIds, opening, plan.slots);
    const wants = demandOf(plan.users, plan.slots);
    const rule = await others.call(siteRule, { siteId: slots[0].siteId }, target.readerTokens[0]);
    const probe = await others.call(addReserve, slots[0], target.readerTokens[0]);
    const readers = startReaders(others, target.readerTokens.slice(0, plan.readers), {
      siteId: slots[0].siteId,
      date,
    });

    await waitUntil(opening);
    const sampler = startBackendSampler(target.pool);
    const fired = performance.now();
    const latencies: number[] = [];
    const refusals: Record<string, number> = {};
    let booked = 0;
    let http5xx = 0;
    let networkErrors = 0;
    let waitlistInRefusal = 0;
    await Promise.all(
      wants.map(async (slot, user) => {
        try {
          const response = await crowd.fetch(addReserve, slots[slot], signIn.tokens[user]);
          if (response.status >= 500) {
            http5xx++;
            if (!notes.has('HTTP 5xx')) notes.set('HTTP 5xx', `${response.status} ${await response.text()}`);
            return;
          }
          const answer = await crowd.decode<typeof addReserve>(response);
          if (answer.code === 0) booked++;
          else {
            const name = codeNameOf(answer.code);
            refusals[name] = (refusals[name] ?? 0) + 1;
            if (offersWaitlist(answer)) waitlistInRefusal++;
            if (!notes.has(name)) notes.set(name, `${answer.msg} ${JSON.stringify(answer.data)}`);
          }
        } catch (err) {
          networkErrors++;
          if (!notes.has('network error')) notes.set('network error', String(err));
        } finally {
          latencies.push(performance.now() - fired);
        }
      }),
    );
    const answered = performance.now();
    const backends = await sampler.stop();
    const samples = (await readers.stop()).filter((s) => s.startedAt >= fired && s.startedAt < answered);

    const { rows } = await target.pool.query<{ n: number }>(
      `select count(*)::int as n from reservation
       where site_id = any($1) and status in ('pendingAudit', 'approved', 'checkedIn', 'completed')`,
      [venue.siteIds],
    );
    return {
      plan,
      signInMs: signIn.ms,
      opening,
      beforeOpening: probe.code === 0 ? 'booked' : codeNameOf(probe.code),
      slotsWanted: new Set(wants).size,
      answeredMs: answered - fired,
      booked,
      refusals,
      waitlistInRefusal,
      ruleOffersWaitlist: rule.code === 0 && rule.data.waitlist,
      http5xx,
      networkErrors,
      latency: latencyOf(latencies),
      peakBusy: backends.busy,
      peakLockWaits: backends.lockWaits,
      storedRows: rows[0].n,
      overlaps: await overlapCount(target.pool),
      reads: latencyOf(samples.map((s) => s.ms)),
      readFailures: samples.filter((s) => !s.ok).length,
      notes,
    };
  } finally {
    await agent.close();
  }
}
