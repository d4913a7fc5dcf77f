/**
 * Vitest projects: `unit` (machines, platform, features, ui — happy-dom) and `server`
 * (Fastify + database, on PGlite, or on PostgreSQL when DATABASE_URL is set).
 */
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files whose outcome does not depend on DATABASE_URL: they always run on PostgreSQL (several server
 * processes on one database, DATABASE_URL's or the local server's), always on a PGlite folder of their own, or on
 * no database at all. The PostgreSQL pass of `npm test` (DATABASE_URL set) leaves them out: the PGlite pass of the
 * same run has already run them exactly as the PostgreSQL pass would.
 */
const SAME_ON_EITHER_DATABASE = [
  'test/server/scale-out.test.ts',
  'test/server/jobs-across-processes.test.ts',
  'test/server/process-deadline.test.ts',
  'test/server/pglite-folder-lock.test.ts',
  'test/server/reservation-machine.test.ts',
  'test/server/implement.test.ts',
  'server/db/pglite-lock.test.ts',
  'server/db/transient-retry.test.ts',
  'server/db/unavailable.test.ts',
  'server/jobs/runner.test.ts',
  'server/modules/reserve/*.property.test.ts',
  'server/modules/reserve/slot-grid.test.ts',
  'server/plugins/operation-summary.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        // Speed: the project's time goes into rendering whole pages (React in development mode, Chakra UI,
        // happy-dom) and, per file, into loading that module graph and a fresh window again. So files are
        // not isolated: a worker thread keeps its modules and window from file to file, and the setup file
        // gives each file a clean start (renders unmounted, real timers, default waits, empty storage).
        // One worker on 2 cores (vitest's default): with two, page tests competing with each other and
        // with Vite's transforms missed their one-second waits.
        test: {
          name: 'unit',
          include: ['{machines,platform,features,ui,apps}/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/unit/setup.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          // Two files at once on the 2-core machines (vitest's default would be one): a file waits on its database,
          // its server processes and its sleeps for much of its time, and the other file uses the core meanwhile.
          maxWorkers: 2,
          include: ['server/**/*.test.ts', 'test/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? SAME_ON_EITHER_DATABASE : [])],
          environment: 'node',
          // Migrates and seeds once per run the database the test servers copy (test/server/harness.ts).
          globalSetup: ['test/server/seeded-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
