/**
 * The server under test, in a process of its own so that its event loop is not shared
 * with the load generator: the real application (buildApp), listening on an ephemeral port
 * of 127.0.0.1. Started by bench/server.ts through `fork`.
 *
 * Environment: BENCH_SERVER_DB (PostgreSQL URL) with BENCH_APP_POOL (pool size), or
 * BENCH_SERVER_DATA_DIR (an embedded PGlite folder, migrated and given the demo data as
 * `npm start` does). Sends `{ port }` to the parent once listening; closes and exits on the
 * message `stop`. On PostgreSQL it counts the SQL statements it sends (bench/statement-count.ts).
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';
import { countStatementsForParent } from './statement-count';

async function main(): Promise<void> {
  const dataDir = process.env.BENCH_SERVER_DATA_DIR || null;
  if (!dataDir) countStatementsForParent();
  // Every bench user signs in from this one address at once: the sign-in limits of a real campus
  // (spec'd per address and account, server/config.ts) would refuse most of them.
  const limits = { RATE_LIMIT_PER_ADDRESS: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' };
  const config = {
    ...loadConfig({ LOG_LEVEL: 'warn', ...limits }),
    databaseUrl: dataDir ? null : process.env.BENCH_SERVER_DB!,
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir,
    poolSize: Number(process.env.BENCH_APP_POOL || 10),
  });
  if (dataDir) await seed(database.db, undefined, config.serverSecret);
  const app = await buildApp({ config, db: database.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

main().catch((err: unknown) => {
  console.error('bench server failed to start:', err);
  process.exit(1);
});
