/**
 * The line mutating calls wait in before they take a database connection. When a booking
 * window opens, hundreds of bookings arrive at once; each one in flight holds a pool
 * connection for its transaction — also while it waits for the site's row lock — and the
 * pool hands connections out first come, first served, so without a line every read (a slot
 * grid, my bookings) queues behind the whole crowd. The gate lets at most `slots` mutating
 * calls of this process run at once and keeps the rest waiting in memory, in arrival order,
 * which leaves the pool's other connections to reads and jobs. It changes no outcome: a
 * waiting call runs exactly as it would have, its transaction starting when its turn comes.
 */
import pLimit from 'p-limit';
import type { Database } from '../db/client';

/** Runs `call` when a slot is free (at once when there is no line); resolves or rejects as it does. */
export type WriteGate = <T>(call: () => Promise<T>) => Promise<T>;

/** Pool connections left to reads and jobs when mutating calls queue. */
export const CONNECTIONS_KEPT_FOR_READS = 2;

/**
 * How many mutating calls may run at once on `database`: its pool less the connections kept for
 * reads, at least 1; null (no line) on PGlite, whose single connection serializes everything anyway.
 */
export function writeSlotsOf(database: Pick<Database, 'driver' | 'connections'>): number | null {
  if (database.driver === 'pglite') return null;
  return Math.max(1, database.connections - CONNECTIONS_KEPT_FOR_READS);
}

/** A gate of `slots` places (see the module comment); null lets every call through at once. */
export function writeGateOf(slots: number | null): WriteGate {
  if (slots === null) return (call) => call();
  const limit = pLimit(slots);
  return (call) => limit(call);
}
