/**
 * Benchmark (b), the slot grid: GET /api/reserve/current/period, the call the terminal's
 * time page makes for one site and one day, timed one call at a time, and as a whole
 * scene's week (every site × every day, the calls a client loading the scene's week that
 * way makes, a few at a time); then the same week in one call — GET /api/reserve/scene/period
 * (every slot) and GET /api/reserve/scene/summary (each day counted, what the terminal's week at a
 * glance loads) — timed one call at a time; for each fill of the reservation table.
 */
import type pg from 'pg';
import { currentPeriod, scenePeriod, sceneSummary } from '../platform/contracts/reserve.contract';
import type { ApiClient } from './client';
import { cpuSpent, type CpuReading, type CpuSpent } from './cpu';
import { fillReservations } from './database';
import { latencyOf, runAll, type Latency } from './stats';

/** What is measured and how often (see BenchOptions). */
export interface GridPlan {
  sceneId: number;
  siteIds: number[];
  userIds: number[];
  days: number;
  calls: number;
  loads: number;
  concurrency: number;
}

/** Figures of one fill level. */
export interface GridFigures {
  /** Rows in the reservation table. */
  rows: number;
  /** Time the bulk fill (with VACUUM ANALYZE) took, in s. */
  fillSeconds: number;
  /** One call at a time. */
  single: Latency;
  /** Wall time of whole-scene week loads. */
  sceneWeek: Latency;
  /** Calls inside those loads. */
  sceneWeekCalls: Latency;
  /** Share of the week's slots shown taken (a check that the fill reaches the grid). */
  takenShare: number;
  /** Calls not answered with code 0. */
  failures: number;
  /** CPU time per call during the week loads: the server process and the database backends, in ms. */
  cpuPerCall: CpuSpent;
  /** The scene's week in one call: scene/period, then scene/summary. */
  sceneCalls: SceneCallFigures[];
}

/** The scene's week in one call of `path`, one call at a time. */
export interface SceneCallFigures {
  path: string;
  latency: Latency;
  /** CPU time per call, in ms. */
  cpu: CpuSpent;
  /** Share of the slots of those answers shown taken (must equal the grid's `takenShare`). */
  takenShare: number;
  /** Calls not answered with code 0, or missing a site's day. */
  failures: number;
}

/** A scene's week as one call answers it: per site and day, its slots and the taken ones; null on a refusal. */
type WeekReader = (input: {
  sceneId: number;
  from: string;
  to: string;
}) => Promise<{ slots: number; taken: number }[] | null>;

/** The local dates (`YYYY-MM-DD`, +08:00) of `days` days from tomorrow. */
function weekDates(days: number): string[] {
  const today = Date.now() + 8 * 3_600_000;
  return Array.from({ length: days }, (_, i) => new Date(today + (i + 1) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * Fills the table to `rows` reservations around the measured week, then times the grid.
 * @param token a signed-in user's access token
 * @param readCpu reads the CPU time of the server and of the database backends so far
 */
export async function measureGrid(
  client: ApiClient,
  token: string,
  pool: pg.Pool,
  rows: number,
  plan: GridPlan,
  readCpu: () => Promise<CpuReading>,
): Promise<GridFigures> {
  const dates = weekDates(plan.days);
  const centre = new Date(Date.parse(`${dates[0]}T00:00:00+08:00`) + (plan.days / 2) * 86_400_000);
  const fillStarted = Date.now();
  await fillReservations(pool, rows, plan.siteIds, plan.userIds, centre);
  const fillSeconds = (Date.now() - fillStarted) / 1000;

  let failures = 0;
  let slots = 0;
  let taken = 0;
  const grid = async (siteId: number, date: string) => {
    const answer = await client.call(currentPeriod, { siteId, date }, token);
    if (answer.code !== 0) {
      failures++;
      return;
    }
    slots += answer.data.slots.length;
    taken += answer.data.slots.filter((s) => s.status === 'taken').length;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  const randomCall = () => grid(pick(plan.siteIds), pick(dates));

  await runAll(
    Array.from({ length: 20 }, () => randomCall),
    1,
  ); // warm-up: connections, plans, caches
  const single = await runAll(
    Array.from({ length: plan.calls }, () => randomCall),
    1,
  );
  slots = 0;
  taken = 0;
  const walls: number[] = [];
  const calls: number[] = [];
  const cpuBefore = await readCpu();
  for (let i = 0; i < plan.loads; i++) {
    const load = await runAll(
      plan.siteIds.flatMap((siteId) => dates.map((date) => () => grid(siteId, date))),
      plan.concurrency,
    );
    walls.push(load.wallMs);
    calls.push(...load.latencies);
  }
  const cpuAfter = await readCpu();
  const takenShare = slots ? taken / slots : 0;
  const byPeriod: WeekReader = async (input) => {
    const answer = await client.call(scenePeriod, input, token);
    if (answer.code !== 0) return null;
    return answer.data.sites.flatMap((site) =>
      site.days.map((day) => ({
        slots: day.slots.length,
        taken: day.slots.filter((slot) => slot.status === 'taken').length,
      })),
    );
  };
  const bySummary: WeekReader = async (input) => {
    const answer = await client.call(sceneSummary, input, token);
    return answer.code === 0 ? answer.data.sites.flatMap((site) => site.days) : null;
  };
  const sceneCalls = [
    await measureSceneCall(scenePeriod.path, byPeriod, plan, dates, readCpu),
    await measureSceneCall(sceneSummary.path, bySummary, plan, dates, readCpu),
  ];
  return {
    rows,
    fillSeconds,
    failures,
    cpuPerCall: cpuSpent(cpuBefore, cpuAfter, calls.length),
    single: latencyOf(single.latencies),
    sceneWeek: latencyOf(walls),
    sceneWeekCalls: latencyOf(calls),
    takenShare,
    sceneCalls,
  };
}

/**
 * The scene's week of `dates` in one call of `path` (read by `read`), timed `plan.calls` times one
 * at a time after 5 warm-ups.
 */
async function measureSceneCall(
  path: string,
  read: WeekReader,
  plan: GridPlan,
  dates: string[],
  readCpu: () => Promise<CpuReading>,
): Promise<SceneCallFigures> {
  let [failures, slots, taken] = [0, 0, 0];
  const week = async () => {
    const days = (await read({ sceneId: plan.sceneId, from: dates[0], to: dates[dates.length - 1] })) ?? [];
    if (days.length !== plan.siteIds.length * dates.length) {
      failures++;
      return;
    }
    for (const day of days) {
      slots += day.slots;
      taken += day.taken;
    }
  };
  await runAll(
    Array.from({ length: 5 }, () => week),
    1,
  );
  [failures, slots, taken] = [0, 0, 0];
  const cpuBefore = await readCpu();
  const timed = await runAll(
    Array.from({ length: plan.calls }, () => week),
    1,
  );
  const cpuAfter = await readCpu();
  return {
    path,
    latency: latencyOf(timed.latencies),
    cpu: cpuSpent(cpuBefore, cpuAfter, plan.calls),
    takenShare: slots ? taken / slots : 0,
    failures,
  };
}
