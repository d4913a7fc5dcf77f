/**
 * A tiny job runner for the server process: every `intervalMs` it runs each
 * job once, one after another, with the clock of that tick. A tick that finds the
 * previous one still running is skipped, so a slow database never piles runs up. Every
 * server process runs the runner; each job's tick is claimed in the database first
 * (./job-tick.ts), so a job runs in one process per tick, and the jobs still lock what
 * they take.
 */
import type { Db } from '../db/client';
import { claimTick, tickOf } from './job-tick';

/** A periodic job: `run` does one pass at `now` and answers how many rows it changed. */
export interface Job {
  name: string;
  run(db: Db, now: Date): Promise<number>;
}

/** Where the runner reports (Fastify's logger fits). */
export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A started runner. */
export interface JobRunner {
  /** Stops the timer and waits for a running tick to end. */
  stop(): Promise<void>;
}

/** What one tick did: the jobs this process ran (having won their tick) and the rows each changed. */
export type TickReport = { job: string; changed: number }[];

/**
 * One tick at `now` (its tick is `now` rounded down to `intervalMs`): runs, in order,
 * each job whose tick this process claims. A failing job is logged and the next still
 * runs; a failing claim counts as a failing job.
 * @param claim how a tick is claimed (default: in `job_tick`, see ./job-tick.ts)
 */
export async function runTick(
  db: Db,
  jobs: readonly Job[],
  now: Date,
  intervalMs: number,
  log: JobLog,
  claim = claimTick,
): Promise<TickReport> {
  const tickAt = tickOf(now, intervalMs);
  const report: TickReport = [];
  for (const job of jobs) {
    try {
      if (!(await claim(db, job.name, tickAt))) continue;
      const changed = await job.run(db, new Date());
      report.push({ job: job.name, changed });
      if (changed > 0) log.info({ job: job.name, changed }, `job ${job.name}: ${changed} row(s)`);
    } catch (err) {
      log.error({ err, job: job.name }, `job ${job.name} failed`);
    }
  }
  return report;
}

/**
 * Starts running `jobs` every `intervalMs` (the first tick after one interval), each
 * tick through {@link runTick}.
 */
export function startJobs(db: Db, jobs: readonly Job[], intervalMs: number, log: JobLog, claim = claimTick): JobRunner {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runTick(db, jobs, new Date(), intervalMs, log, claim).finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
