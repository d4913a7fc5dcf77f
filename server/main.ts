/**
 * Entry point of `npm start` (`node --import tsx server/main.ts`): read the settings,
 * open the database (PGlite in DATA_DIR unless DATABASE_URL) and migrate it, seed the
 * demo data when empty, start the periodic jobs (server/jobs/: no-shows, completions;
 * `JOBS=off` skips them), listen on 0.0.0.0:PORT, and shut down cleanly on SIGINT/SIGTERM.
 * With `WORKERS` > 1 this process becomes the primary of that many such processes
 * (server/cluster.ts).
 */
import { buildApp } from './app';
import { isClusterPrimary, runPrimary } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { FolderInUseError } from './db/pglite-lock';
import { seed } from './db/seed';
import { writeSlotsOf } from './plugins/write-gate';
import { JOB_INTERVAL_MS, jobsEnabled, serverJobs, startJobs } from './jobs/index';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (isClusterPrimary(config)) return runPrimary(config); // WORKERS > 1: ./cluster.ts
  const database = await openDatabase(config);
  const app = await buildApp({ config, db: database.db, writeSlots: writeSlotsOf(database) });
  database.onConnectionError((err) =>
    app.log.warn({ reason: err.message }, 'database connection lost; requests answer 503 until it is back'),
  );
  app.log.info(`database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  app.log.info(`replay store: ${config.replay.store} (REPLAY_STORE)`);
  if (await seed(database.db, undefined, config.serverSecret))
    app.log.info('seeded the demo data (accounts admin, booker, approver)');
  const jobs = jobsEnabled() ? startJobs(database.db, serverJobs(config), JOB_INTERVAL_MS, app.log) : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await jobs?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: '0.0.0.0', port: config.port });
  const origin = `http://localhost:${config.port}`;
  app.log.info(`Venueflow: terminal ${origin}/ · back office ${origin}/admin/ · API ${origin}/gateway/docs`);
}

main().catch((err: unknown) => {
  console.error('Venueflow failed to start:', err instanceof FolderInUseError ? err.message : err);
  process.exit(1);
});
