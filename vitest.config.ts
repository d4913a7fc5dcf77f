/**
 * Vitest projects: `unit` (machines, platform, features, ui — happy-dom) and `server`
 * (Fastify + database, on PGlite, or on PostgreSQL when DATABASE_URL is set).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{machines,platform,features,ui,apps}/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'test/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
