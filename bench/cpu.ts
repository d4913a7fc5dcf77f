/**
 * CPU time of processes on this machine, read from /proc (Linux): the server under test
 * and the PostgreSQL backends serving the bench database. Elsewhere the figures are
 * unknown (null) and the tables show `-`.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * Time process `pid` has spent on a CPU, in ms, from /proc/<pid>/schedstat (nanosecond
 * precision, unlike the clock ticks of /proc/<pid>/stat); null when /proc cannot tell
 * (another OS, another machine, process gone).
 */
export function processCpuMs(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/** CPU time (ms) of each PostgreSQL backend connected to the current database, by pid. */
export type BackendCpu = Map<number, number>;

/** Reads the CPU time of the current database's backends; null when any is unreadable. */
async function backendCpu(pool: pg.Pool): Promise<BackendCpu | null> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const out: BackendCpu = new Map();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    out.set(pid, ms);
  }
  return out;
}

/**
 * CPU the backends used between two readings (a backend started in between counts from
 * zero; one that ended in between is lost, so keep pools busy or idle-proof meanwhile).
 */
function backendCpuSpent(before: BackendCpu | null, after: BackendCpu | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * CPU time (ms) of this process (the load generator), of the server process and of the bench database's backends at one
 * moment.
 */
export interface CpuReading {
  client: number;
  server: number | null;
  backends: BackendCpu | null;
}

/** CPU spent between two readings, in ms (null: unknown). */
export interface CpuSpent {
  client: number;
  server: number | null;
  database: number | null;
}

/**
 * Reads the CPU time of this process, of the server processes `serverPids` together (null when any
 * is unreadable) and of the backends of `pool`'s database.
 */
export async function readCpu(serverPids: readonly number[], pool: pg.Pool): Promise<CpuReading> {
  const backends = await backendCpu(pool);
  const { user, system } = process.cpuUsage();
  const servers = serverPids.map(processCpuMs);
  const server = servers.includes(null) ? null : (servers as number[]).reduce((a, b) => a + b, 0);
  return { client: (user + system) / 1000, server, backends };
}

/** CPU spent from `before` to `after`, divided by `per` (e.g. per request). */
export function cpuSpent(before: CpuReading, after: CpuReading, per = 1): CpuSpent {
  const database = backendCpuSpent(before.backends, after.backends);
  return {
    client: (after.client - before.client) / per,
    server: before.server === null || after.server === null ? null : (after.server - before.server) / per,
    database: database === null ? null : database / per,
  };
}
