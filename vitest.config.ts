/**
 * Vitest projects: `unit` (machines, platform, features, ui — happy-dom) and `server`
 * (Fastify + database, on PGlite, or on PostgreSQL when DATABASE_URL is set).
 */
import { configDefaults, defineConfig } from 'vitest/config';
import { SAME_ON_EITHER_DATABASE } from './test/server/database-passes.mjs';

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
