/**
 * The performance goals (docs/benchmarks.md "Performance goals") checked against what the
 * phases of one run measured: one function per figure, each taking the phases' results (absent
 * when the phase did not run; an optional figure absent when its phase does not measure it yet),
 * and the table printed at the end of `npm run bench`.
 */
import type { FlashFigures } from './flash-crowd';
import { printTable } from './stats';

/** What the booking phase (a) measured. */
export interface BookingResult {
  /** Bookings per second through the API / through raw INSERTs (a ratio, 0.3 = 30 %). */
  apiVsRaw: number;
  /** Booking latency p99 (ms) and the clients it was measured with. */
  p99Ms: number;
  clients: number;
  /** CPU per booking (ms) of the server processes and of the PostgreSQL backends; null: unknown. */
  serverCpuMs: number | null;
  pgCpuMs: number | null;
  /** SQL statements one booking sends; absent until the phase counts them. */
  statementsPerBooking?: number;
}

/** What the slot-grid phase (b) measured at its largest fill. */
export interface GridResult {
  /** Reservations in the table. */
  rows: number;
  /** A scene's week fetched in one call, p50 (ms); absent until the phase measures it. */
  sceneWeekOneCallP50Ms?: number;
}

/** What the read phase (c) measured: API / floor reads per second (ratios). */
export interface ReadsResult {
  postgres: number;
  pglite: number;
}

/** What the web phase measured: the terminal's first page, gzipped, over the floor page's (a ratio). */
export interface WebResult {
  firstRouteVsFloor: number;
}

/** The phases' results of one run; a phase that did not run is absent. */
export interface RunResults {
  booking?: BookingResult;
  grid?: GridResult;
  reads?: ReadsResult;
  flash?: FlashFigures;
  web?: WebResult;
}

/** One row of the goals table. */
export interface GoalRow {
  figure: string;
  now: string;
  goal: string;
  /** `yes`, `no`, or `-` when there is nothing to judge. */
  met: string;
}

const NOT_RUN = 'not run';
const NOT_MEASURED = 'not measured';
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const yesNo = (ok: boolean) => (ok ? 'yes' : 'no');

/** A row without a figure (`now` says why). */
function missing(figure: string, goal: string, now: string): GoalRow {
  return { figure, now, goal, met: '-' };
}

/** API bookings per second vs raw INSERTs ≥ 30 %. */
export function apiVsRawGoal(r: RunResults): GoalRow {
  const figure = 'API bookings / raw INSERTs';
  const goal = '≥ 30 %';
  if (!r.booking) return missing(figure, goal, NOT_RUN);
  return { figure, now: pct(r.booking.apiVsRaw), goal, met: yesNo(r.booking.apiVsRaw >= 0.3) };
}

/** Booking latency p99 ≤ 100 ms at 64 clients (judged only when measured at 64). */
export function bookingP99Goal(r: RunResults): GoalRow {
  const figure = 'booking latency p99';
  const goal = '≤ 100 ms at 64 clients';
  if (!r.booking) return missing(figure, goal, NOT_RUN);
  const now = `${ms(r.booking.p99Ms)} at ${r.booking.clients} clients`;
  return { figure, now, goal, met: r.booking.clients === 64 ? yesNo(r.booking.p99Ms <= 100) : '-' };
}

/** SQL statements per booking ≤ 8. */
export function statementsGoal(r: RunResults): GoalRow {
  const figure = 'SQL statements per booking';
  const goal = '≤ 8';
  if (!r.booking) return missing(figure, goal, NOT_RUN);
  const n = r.booking.statementsPerBooking;
  if (n === undefined) return missing(figure, goal, NOT_MEASURED);
  return { figure, now: n.toFixed(1), goal, met: yesNo(n <= 8) };
}

/** CPU per booking ≤ 1.5 ms in the server and ≤ 1.5 ms in PostgreSQL. */
export function cpuGoal(r: RunResults): GoalRow {
  const figure = 'CPU per booking (server / PG)';
  const goal = '≤ 1.5 ms each';
  if (!r.booking) return missing(figure, goal, NOT_RUN);
  const { serverCpuMs, pgCpuMs } = r.booking;
  if (serverCpuMs === null || pgCpuMs === null) return missing(figure, goal, NOT_MEASURED);
  return { figure, now: `${ms(serverCpuMs)} / ${ms(pgCpuMs)}`, goal, met: yesNo(serverCpuMs <= 1.5 && pgCpuMs <= 1.5) };
}

/** A scene's week in one call ≤ 30 ms p50 at 1 M reservations. */
export function sceneWeekGoal(r: RunResults): GoalRow {
  const figure = 'scene week in one call, p50';
  const goal = '≤ 30 ms at 1 M reservations';
  if (!r.grid) return missing(figure, goal, NOT_RUN);
  const p50 = r.grid.sceneWeekOneCallP50Ms;
  if (p50 === undefined) return missing(figure, goal, NOT_MEASURED);
  const now = `${ms(p50)} at ${r.grid.rows.toLocaleString('en-US')}`;
  return { figure, now, goal, met: r.grid.rows >= 1_000_000 ? yesNo(p50 <= 30) : '-' };
}

/** A signed read vs its floor ≥ 40 % on PostgreSQL and ≥ 25 % on PGlite. */
export function readsGoal(r: RunResults): GoalRow {
  const figure = 'signed read / floor (PG / PGlite)';
  const goal = '≥ 40 % / ≥ 25 %';
  if (!r.reads) return missing(figure, goal, NOT_RUN);
  const { postgres, pglite } = r.reads;
  return { figure, now: `${pct(postgres)} / ${pct(pglite)}`, goal, met: yesNo(postgres >= 0.4 && pglite >= 0.25) };
}

/**
 * The flash crowd: exactly the slots booked (and stored), 0 overlaps, 0 HTTP 5xx, 0 network
 * errors, other users' read p99 < 200 ms.
 */
export function flashGoal(r: RunResults): GoalRow {
  const figure = 'flash crowd';
  const goal = 'booked = slots, 0 overlaps, 0 5xx, 0 network errors, reads p99 < 200 ms';
  const f = r.flash;
  if (!f) return missing(figure, goal, NOT_RUN);
  const now =
    `booked ${f.booked}/${f.plan.slots} (stored ${f.storedRows}), overlaps ${f.overlaps}, 5xx ${f.http5xx}, ` +
    `network ${f.networkErrors}, reads p99 ${ms(f.reads.p99)}`;
  const ok =
    f.booked === f.plan.slots &&
    f.storedRows === f.plan.slots &&
    f.overlaps === 0 &&
    f.http5xx === 0 &&
    f.networkErrors === 0 &&
    f.reads.count > 0 &&
    f.reads.p99 < 200;
  return { figure, now, goal, met: yesNo(ok) };
}

/** The web apps' first route ≤ 1.15 × its floor. */
export function webGoal(r: RunResults): GoalRow {
  const figure = 'web first route / floor';
  const goal = '≤ 1.15 ×';
  if (!r.web) return missing(figure, goal, NOT_RUN);
  const ratio = r.web.firstRouteVsFloor;
  return { figure, now: `${ratio.toFixed(2)} ×`, goal, met: yesNo(ratio <= 1.15) };
}

/**
 * For each figure, why it missed its goal when last measured and the next step: the short form of
 * docs/benchmarks.md "The goals, where they stand", printed beside a goal this run did not meet.
 */
export const WHY_NOT_AND_NEXT: Readonly<Record<string, string>> = {
  'API bookings / raw INSERTs': 'CPU per booking (below); next: a CPU profile of what remains',
  'booking latency p99': '64 clients queue on 10 connections behind the CPU per booking; next: the CPU below',
  'SQL statements per booking':
    'cold configuration caches (1 statement per site, month, user); next: warm them at start',
  'CPU per booking (server / PG)':
    '4.0 / 4.2 ms quiet (11-30); server: socket writes 26 %, Drizzle 16 %, GC 15 %; next: fewer round trips',
  'scene week in one call, p50':
    '31.2 ms quiet (11-30), server CPU 18 ms a call; next: one round trip, sites and hours cached by version',
  'signed read / floor (PG / PGlite)':
    'principal, replay guard, envelope per call; next: the envelope and settings read',
  'flash crowd':
    'a wrong booking is a fault to find; readers missing 200 ms share the cores with the crowd: next, CPU per booking',
  'web first route / floor': 'i18next, TanStack Query, ky with signing, first texts; next: the cipher on first use',
};

/** Every goal's row, in the order of the table. */
export function goalRows(r: RunResults): GoalRow[] {
  return [
    apiVsRawGoal(r),
    bookingP99Goal(r),
    statementsGoal(r),
    cpuGoal(r),
    sceneWeekGoal(r),
    readsGoal(r),
    flashGoal(r),
    webGoal(r),
  ];
}

/** Prints the goals table of `r`, with the reason and the next step beside each goal not met. */
export function printGoals(r: RunResults): void {
  printTable(
    'Performance goals, from this run',
    ['figure', 'now', 'goal', 'met?', 'if not: why, and the next step (docs/benchmarks.md)'],
    goalRows(r).map((g) => [g.figure, g.now, g.goal, g.met, g.met === 'no' ? WHY_NOT_AND_NEXT[g.figure] : '']),
    5,
  );
}
