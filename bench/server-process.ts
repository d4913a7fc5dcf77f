/**
 * The server under test, in a process of its own so that its event loop is not shared
 * with the load generator: the real application (buildApp), listening on an ephemeral port
 * of 127.0.0.1. Started by bench/server.ts through `fork`.
 *
 * Environment: BENCH_SERVER_DB (PostgreSQL URL) with BENCH_APP_POOL (pool size per process), or
 * BENCH_SERVER_DATA_DIR (an embedded PGlite folder, migrated and given the demo data as
 * `npm start` does); BENCH_REPLAY_STORE sets REPLAY_STORE. With BENCH_WORKERS = N > 1 (PostgreSQL only)
 * this process is a node:cluster primary serving nothing itself, as server/cluster.ts is under `WORKERS`:
 * it forks N workers running this same file, which share one port, connections handed out in turn. Sends
 * `{ port, pids, replayStore }` (the processes that serve) to the parent once listening; closes and exits
 * on the message `stop`. On PostgreSQL each serving process counts the SQL statements it sends
 * (bench/statement-count.ts); a primary sums its workers' counts.
 */
import cluster from 'node:cluster';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';
import { writeSlotsOf } from '../server/plugins/write-gate';
import { CROWD_PASSWORD_COST } from './database';
import { askStatements, countStatementsForParent, isStatementRequest, sumTallies } from './statement-count';

/** The bench server's settings, from this process's BENCH_* environment. */
function benchConfig() {
  const dataDir = process.env.BENCH_SERVER_DATA_DIR || null;
  // Every bench user signs in from this one address at once: the sign-in limits of a real campus
  // (spec'd per address and account, server/config.ts) would refuse most of them.
  const limits = { RATE_LIMIT_PER_ADDRESS: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' };
  // DATABASE_URL picks the replay store's default; BENCH_REPLAY_STORE (bench/run.ts) another.
  const store = process.env.BENCH_REPLAY_STORE ? { REPLAY_STORE: process.env.BENCH_REPLAY_STORE } : {};
  const onPg = dataDir ? {} : { DATABASE_URL: process.env.BENCH_SERVER_DB! };
  const config = {
    ...loadConfig({ LOG_LEVEL: 'warn', ...limits, ...onPg, ...store }),
    databaseUrl: dataDir ? null : process.env.BENCH_SERVER_DB!,
    // The flash crowd's accounts are hashed at this lower cost (sign-in is its setup, not its
    // measure); the production cost here would rehash each of them at its first sign-in.
    passwordCost: CROWD_PASSWORD_COST,
  };
  return { config, dataDir };
}

/** Starts the application in this process; resolves with the port once it listens. */
async function serve(): Promise<{ port: number; replayStore: string; stop: () => Promise<void> }> {
  const { config, dataDir } = benchConfig();
  if (!dataDir) countStatementsForParent();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir,
    poolSize: Number(process.env.BENCH_APP_POOL || 10),
  });
  if (dataDir) await seed(database.db, undefined, config.serverSecret);
  // BENCH_WRITE_GATE=0 measures the server without its write line, for comparison.
  const writeSlots = process.env.BENCH_WRITE_GATE === '0' ? null : writeSlotsOf(database);
  const app = await buildApp({ config, db: database.db, writeSlots });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    replayStore: config.replay.store,
    stop: () => app.close().then(() => database.close()),
  };
}

/** The primary of `workers` workers: reports their shared port and pids, passes `stop` on. */
function runPrimary(workers: number): void {
  const pids: number[] = [];
  cluster.on('listening', (worker, address) => {
    pids.push(worker.process.pid!);
    if (pids.length === workers) {
      process.send!({ port: address.port, pids, replayStore: benchConfig().config.replay.store });
    }
  });
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(`bench server worker ${worker.process.pid} exited with code ${code}`);
      process.exit(1);
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  let stopping = false;
  process.on('message', (message) => {
    if (isStatementRequest(message)) {
      const workersNow = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      void Promise.all(workersNow.map((w) => askStatements(w, message.statements))).then((tallies) =>
        process.send!({ tally: sumTallies(tallies) }),
      );
      return;
    }
    if (message !== 'stop') return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send('stop');
  });
  for (let i = 0; i < workers; i++) cluster.fork();
}

async function main(): Promise<void> {
  const workers = Number(process.env.BENCH_WORKERS || 1);
  if (workers > 1 && cluster.isPrimary) return runPrimary(workers);
  const server = await serve();
  // A worker's port is the primary's shared handle: the primary reports it.
  if (cluster.isPrimary) process.send!({ port: server.port, pids: [process.pid], replayStore: server.replayStore });
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void server.stop().then(() => process.exit(0));
  });
}

main().catch((err: unknown) => {
  console.error('bench server failed to start:', err);
  process.exit(1);
});
