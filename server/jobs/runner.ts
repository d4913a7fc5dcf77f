/**
 * A tiny job runner for the server process (issue 4): every `intervalMs` it runs each
 * job once, one after another, with the clock of that tick. A tick that finds the
 * previous one still running is skipped, so a slow database never piles runs up. Jobs
 * are written to be safe with several processes running them at once (each locks what it
 * takes), so every server process may run the runner.
 */
import type { Db } from '../db/client';

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

/**
 * Starts running `jobs` every `intervalMs` (the first tick after one interval).
 * A failing job is logged and the others still run.
 */
export function startJobs(db: Db, jobs: readonly Job[], intervalMs: number, log: JobLog): JobRunner {
  let running: Promise<void> | null = null;
  const tick = async () => {
    for (const job of jobs) {
      try {
        const changed = await job.run(db, new Date());
        if (changed > 0) log.info({ job: job.name, changed }, `job ${job.name}: ${changed} row(s)`);
      } catch (err) {
        log.error({ err, job: job.name }, `job ${job.name} failed`);
      }
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick().finally(() => { running = null; });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
