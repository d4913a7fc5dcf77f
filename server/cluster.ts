/**
 * `WORKERS=N` (N > 1): one machine runs N server processes on one port with node:cluster
 * (DESIGN.md §1 "N stateless app processes … on one PostgreSQL"). This primary process
 * serves nothing itself:
 *
 * 1. it migrates the database and seeds the demo data once, before any worker starts
 *    (both also take database locks, so N processes on N machines are safe too);
 * 2. it forks N workers — each the normal single-process server (server/main.ts), all
 *    listening on PORT, connections handed out by the primary in turn;
 * 3. it restarts a worker that dies, after a pause that doubles while workers keep
 *    dying right after their start (a database that is down does not make it spin);
 * 4. on SIGTERM or SIGINT it passes SIGTERM on, waits for every worker's graceful
 *    shutdown (running requests and jobs finish), and exits — 0 when they all stopped
 *    cleanly, 1 otherwise or after {@link SHUTDOWN_GRACE_MS}.
 *
 * PGlite (no DATABASE_URL) is one process's database: loadConfig refuses WORKERS > 1
 * without DATABASE_URL.
 */
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';

/** How long workers get to finish after SIGTERM before they are killed. */
export const SHUTDOWN_GRACE_MS = 30_000;
/** A worker that dies sooner than this after its start counts as a failed start. */
const QUICK_DEATH_MS = 10_000;
/** Pause before restarting a worker: doubled per failed start in a row, up to 30 s. */
const RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;

/** The server entry every worker runs. */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** A log line in the JSON shape of the workers' (pino) lines. */
function log(level: 'info' | 'warn' | 'error', msg: string): void {
  const line = JSON.stringify({
    level: { info: 30, warn: 40, error: 50 }[level],
    time: Date.now(),
    pid: process.pid,
    role: 'primary',
    msg,
  });
  (level === 'info' ? console.log : console.error)(line);
}

/** Whether this process is the primary of a `WORKERS` > 1 start (the workers are not). */
export function isClusterPrimary(config: Pick<Config, 'workers'>): boolean {
  return config.workers > 1 && cluster.isPrimary;
}

/**
 * Runs the primary of `config.workers` workers until SIGTERM or SIGINT.
 * @throws when the database cannot be reached or migrated (before any worker starts)
 */
export async function runPrimary(config: Config): Promise<void> {
  const database = await openDatabase(config);
  try {
    if (await seed(database.db, undefined, config.serverSecret))
      log('info', 'seeded the demo data (accounts admin, booker, approver)');
  } finally {
    await database.close();
  }

  // Workers run main.ts through tsx, however this process was started (npm start or node --import tsx).
  const execArgv = process.execArgv.includes('tsx') ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
  cluster.setupPrimary({ exec: MAIN, execArgv });

  let stopping = false;
  let allStoppedCleanly = true;
  let failedStarts = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    log('info', `worker ${worker.process.pid} started`);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) allStoppedCleanly = false;
      if (startedAt.size === 0) process.exit(allStoppedCleanly ? 0 : 1);
      return;
    }
    failedStarts = lived < QUICK_DEATH_MS ? failedStarts + 1 : 0;
    const delay = Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** Math.max(0, failedStarts - 1));
    log('warn', `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', `${signal}: stopping ${startedAt.size} worker(s)`);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log('error', `workers still running after ${SHUTDOWN_GRACE_MS} ms: killing them`);
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < config.workers; i++) fork();
  log('info', `${config.workers} workers on port ${config.port}`);
}
