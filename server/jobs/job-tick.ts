/**
 * Once per tick across processes (DESIGN.md §6): every server process runs the job
 * runner, and before running a job in a tick it claims that tick in `job_tick` — one
 * upsert that moves the job's `tick_at` forward only when it is behind. Of all processes
 * that try the same tick (at once, or later in the same interval because their timers
 * are not in step), exactly one sees its row change and runs the job; the rest skip it.
 *
 * The claim commits before the job runs: a process that dies mid-job loses that tick,
 * and the next tick's run (in whichever process) catches up, since every job sweeps
 * everything due at or before its clock. The per-row locks inside each job stay, so a
 * run overlapping the next tick's run is still safe.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobTick } from '../db/schema/index';

/** Start of the tick `now` falls in, for ticks of `intervalMs` (aligned to the epoch). */
export function tickOf(now: Date, intervalMs: number): Date {
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

/**
 * Claims tick `tickAt` of `job` for this process.
 * @returns true when this call won it (run the job), false when another process has
 *   already claimed this tick or a later one
 */
export async function claimTick(db: Db, job: string, tickAt: Date): Promise<boolean> {
  const won = await db
    .insert(jobTick)
    .values({ job, tickAt })
    .onConflictDoUpdate({ target: jobTick.job, set: { tickAt }, setWhere: lt(jobTick.tickAt, tickAt) })
    .returning({ job: jobTick.job });
  return won.length === 1;
}
