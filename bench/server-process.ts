/**
 * The server under test, in a process of its own so that its event loop is not shared
 * with the load generator: the real application (buildApp) on PostgreSQL, listening on
 * an ephemeral port of 127.0.0.1. Started by bench/server.ts through `fork`.
 *
 * Environment: BENCH_SERVER_DB (database URL), BENCH_APP_POOL (pool size). Sends
 * `{ port }` to the parent once listening; closes and exits on the message `stop`.
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

async function main(): Promise<void> {
  const config = { ...loadConfig({ LOG_LEVEL: 'warn' }), databaseUrl: process.env.BENCH_SERVER_DB! };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: null,
    poolSize: Number(process.env.BENCH_APP_POOL),
  });
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
