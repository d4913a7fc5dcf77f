/**
 * Retrying a transaction that PostgreSQL aborted for a reason that says nothing about the
 * request itself: a deadlock (SQLSTATE 40P01) or a serialization failure (40001). The
 * PostgreSQL manual (§13.6, "Deadlocks"; §13.2.3) names retrying the whole transaction
 * as the remedy. Locks taken in a fixed order keep these rare (server/modules/reserve);
 * this is the net for the cases no order avoids, e.g. two requests whose rows are checked
 * by the same exclusion constraint at the same moment.
 */
import { sqlStateOf } from './client';

/** SQLSTATEs after which the same transaction, run again, may well succeed. */
const TRANSIENT_STATES = new Set(['40P01', '40001']);

/** How many times a transaction runs at most (the first try included). */
export const MAX_ATTEMPTS = 4;

/** Whether `err` (possibly wrapped by Drizzle in `cause`) is a deadlock or serialization failure. */
export function isTransientConflict(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state !== undefined && TRANSIENT_STATES.has(state);
}

/** A random pause before retry `attempt` (1-based): 5–20 ms × attempt, so two victims do not collide again in step. */
function backoffMs(attempt: number): number {
  return (5 + Math.random() * 15) * attempt;
}

/**
 * Runs `attempt` and runs it again (at most {@link MAX_ATTEMPTS} times in all) while it
 * fails with a transient conflict. `attempt` must start its own transaction, so that a
 * failed try left nothing behind.
 * @returns the first successful result
 * @throws the last error: any non-transient one at once, a transient one after the last try
 */
export async function retryTransient<T>(attempt: (n: number) => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (err) {
      if (n >= MAX_ATTEMPTS || !isTransientConflict(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(n)));
    }
  }
}
