/**
 * Benchmark (b), the slot grid: GET /api/reserve/current/period, the call the terminal's
 * time page makes for one site and one day, timed one call at a time, and as a whole
 * scene's week (every site × every day, the calls a client loading the scene's week that
 * way makes, a few at a time); then the same week in one call, GET /api/reserve/scene/period,
 * timed one call at a time; for each fill of the reservation table.
 */
import type pg from 'pg';
import { currentPeriod, scenePeriod } from '../platform/contracts/reserve.contract';
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
  /** The scene's week in one call (scene/period), one call at a time. */
  sceneCall: Latency;
  /** CPU time per scene/period call, in ms. */
  sceneCallCpu: CpuSpent;
  /** Share of the slots of those answers shown taken (must equal `takenShare`). */
  sceneTakenShare: number;
  /** scene/period calls not answered with code 0, or missing a site's day. */
  sceneFailures: number;
}

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
  const scene = await measureSceneCall(client, token, plan, dates, readCpu);
  return {
    rows,
    fillSeconds,
    failures,
    cpuPerCall: cpuSpent(cpuBefore, cpuAfter, calls.length),
    single: latencyOf(single.latencies),
    sceneWeek: latencyOf(walls),
    sceneWeekCalls: latencyOf(calls),
    takenShare,
    ...scene,
  };
}

/** The scene's week of `dates` in one scene/period call, timed `plan.calls` times one at a time after 5 warm-ups. */
async function measureSceneCall(
  client: ApiClient,
  token: string,
  plan: GridPlan,
  dates: string[],
  readCpu: () => Promise<CpuReading>,
): Promise<Pick<GridFigures, 'sceneCall' | 'sceneCallCpu' | 'sceneTakenShare' | 'sceneFailures'>> {
  let [failures, slots, taken] = [0, 0, 0];
  const week = async () => {
    const input = { sceneId: plan.sceneId, from: dates[0], to: dates[dates.length - 1] };
    const answer = await client.call(scenePeriod, input, token);
    const days = answer.code === 0 ? answer.data.sites.flatMap((s) => s.days) : [];
    if (days.length !== plan.siteIds.length * dates.length) {
      failures++;
      return;
    }
    for (const day of days) {
      slots += day.slots.length;
      taken += day.slots.filter((s) => s.status === 'taken').length;
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
    sceneCall: latencyOf(timed.latencies),
    sceneCallCpu: cpuSpent(cpuBefore, cpuAfter, plan.calls),
    sceneTakenShare: slots ? taken / slots : 0,
    sceneFailures: failures,
  };
}
