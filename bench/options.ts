/**
 * Settings of `npm run bench`, read from the environment (docs/benchmarks.md). The
 * defaults finish in under five minutes on a 2-core machine.
 */
import { REPLAY_STORES } from '../server/config';

/** What one benchmark run does. */
export interface BenchOptions {
  /** `BENCH_DATABASE_URL`: an admin connection; the run creates and drops its own database next to it. */
  adminUrl: string;
  /** `BENCH_SECONDS`: duration of each booking phase (API, raw SQL), in seconds. Default 15. */
  seconds: number;
  /** `BENCH_CLIENTS`: concurrent clients of the booking phases. Default 64. */
  clients: number;
  /** `BENCH_SITES`: single-capacity sites the booking phases book. Default 200. */
  bookingSites: number;
  /** `BENCH_DAYS`: the booking phases pick a slot within this many days from tomorrow. Default 14. */
  bookingDays: number;
  /** `BENCH_APP_POOL`: PostgreSQL pool size of the server under test. Default 10 (the server's own default). */
  appPool: number;
  /** `BENCH_GRID_SITES`: sites of the slot-grid scene. Default 100. */
  gridSites: number;
  /** `BENCH_GRID_DAYS`: days of the slot grid (a week). Default 7. */
  gridDays: number;
  /** `BENCH_GRID_CALLS`: single slot-grid calls timed one after another per fill level. Default 200. */
  gridCalls: number;
  /** `BENCH_GRID_LOADS`: whole-scene loads (sites × days calls) timed per fill level. Default 5. */
  gridLoads: number;
  /** `BENCH_GRID_CONCURRENCY`: parallel calls of one whole-scene load (a browser's per-host limit). Default 6. */
  gridConcurrency: number;
  /** `BENCH_FILLS`: reservation counts of the slot-grid measurements, comma-separated. Default `10000,1000000`. */
  fills: number[];
  /** `BENCH_PROFILE`: a folder where the server under test writes a CPU profile (`.cpuprofile`). Default none. */
  profileDir: string | null;
  /** `BENCH_READ_CLIENTS`: concurrent clients of the read beside its floor. Default 32. */
  readClients: number;
  /** `BENCH_WORKERS`: server processes on one port (node:cluster, like the server's `WORKERS`). Default 1. */
  workers: number;
  /** `BENCH_FLASH_USERS`: signed-in users of the flash crowd, each sending one booking at the opening. Default 1000. */
  flashUsers: number;
  /** `BENCH_FLASH_SLOTS`: one-hour slots the flash crowd competes for. Default 200. */
  flashSlots: number;
  /** `BENCH_FLASH_CONNECTIONS`: keep-alive connections the flash crowd's requests share. Default 128. */
  flashConnections: number;
  /** `BENCH_FLASH_READERS`: other signed-in users reading in a loop during the crowd. Default 4. */
  flashReaders: number;
  /** `BENCH_PHASES`: which parts run, comma-separated among `booking`, `reads`, `grid`, `flash`, `web`. Default all. */
  phases: ReadonlySet<BenchPhase>;
  /**
   * `BENCH_REPLAY_STORES`: the replay stores (REPLAY_STORE) the read (c) runs on PostgreSQL with, one
   * server each, comma-separated among `table`, `redis`, `memory`. Default: only the server's default.
   */
  replayStores: string[];
}

/** The parts of the run (docs/benchmarks.md (a), (c), (b), (d), and the web apps' first page). */
export const BENCH_PHASES = ['booking', 'reads', 'grid', 'flash', 'web'] as const;
/** One part of the run. */
export type BenchPhase = (typeof BENCH_PHASES)[number];

/**
 * The phases named in `raw` (comma-separated), all when empty.
 * @throws Error naming an unknown phase
 */
function phasesOf(raw: string | undefined): ReadonlySet<BenchPhase> {
  if (!raw) return new Set(BENCH_PHASES);
  const names = raw.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => !(BENCH_PHASES as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`BENCH_PHASES lists unknown phases: ${unknown.join(', ')}.`);
  return new Set(names as BenchPhase[]);
}

/**
 * The stores named in `raw` (comma-separated); `['']` (the server's default) when empty.
 * @throws Error naming an unknown store
 */
function replayStoresOf(raw: string | undefined): string[] {
  if (!raw) return [''];
  const names = raw.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => !(REPLAY_STORES as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`BENCH_REPLAY_STORES lists unknown stores: ${unknown.join(', ')}.`);
  return names;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}".`);
  return value;
}

/**
 * Reads the options from `env`.
 * @throws Error naming the variable when a number is not a positive integer or a phase is unknown
 */
export function readOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const fills = (env.BENCH_FILLS || '10000,1000000').split(',').map((s) => Number(s.trim()));
  if (fills.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`BENCH_FILLS must list positive integers, got "${env.BENCH_FILLS}".`);
  return {
    adminUrl: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    seconds: positiveInt(env, 'BENCH_SECONDS', 15),
    clients: positiveInt(env, 'BENCH_CLIENTS', 64),
    bookingSites: positiveInt(env, 'BENCH_SITES', 200),
    bookingDays: positiveInt(env, 'BENCH_DAYS', 14),
    appPool: positiveInt(env, 'BENCH_APP_POOL', 10),
    gridSites: positiveInt(env, 'BENCH_GRID_SITES', 100),
    gridDays: positiveInt(env, 'BENCH_GRID_DAYS', 7),
    gridCalls: positiveInt(env, 'BENCH_GRID_CALLS', 200),
    gridLoads: positiveInt(env, 'BENCH_GRID_LOADS', 5),
    gridConcurrency: positiveInt(env, 'BENCH_GRID_CONCURRENCY', 6),
    fills,
    profileDir: env.BENCH_PROFILE || null,
    readClients: positiveInt(env, 'BENCH_READ_CLIENTS', 32),
    workers: positiveInt(env, 'BENCH_WORKERS', 1),
    flashUsers: positiveInt(env, 'BENCH_FLASH_USERS', 1000),
    flashSlots: positiveInt(env, 'BENCH_FLASH_SLOTS', 200),
    flashConnections: positiveInt(env, 'BENCH_FLASH_CONNECTIONS', 128),
    flashReaders: positiveInt(env, 'BENCH_FLASH_READERS', 4),
    phases: phasesOf(env.BENCH_PHASES),
    replayStores: replayStoresOf(env.BENCH_REPLAY_STORES),
  };
}
