/**
 * Which server test files run on which database (vitest.config.ts, scripts/test.mjs; docs/architecture.md "The
 * server suite's pace"). Without DATABASE_URL, `npm test` runs every server file on PGlite. With it (as CI runs),
 * every file runs on PostgreSQL — the production database — except SAME_ON_EITHER_DATABASE, and then those files and
 * EMBEDDED_DATABASE_FILES run on PGlite: every file at least once, and the embedded database's own concerns on it.
 */

/**
 * Files whose outcome does not depend on DATABASE_URL: they always run on PostgreSQL (several server processes on
 * one database, DATABASE_URL's or the local server's), always on a PGlite folder of their own, or on no database.
 * Run in the PGlite pass only. A file that starts a test server on the run's database must not be listed here.
 */
export const SAME_ON_EITHER_DATABASE = [
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
  'server/modules/reserve/campus-time.property.test.ts',
  'server/modules/reserve/day-counts.property.test.ts',
  'server/modules/reserve/slot-grid.property.test.ts',
  'server/modules/reserve/slot-grid.test.ts',
  'server/plugins/operation-summary.test.ts',
];

/**
 * Files that prove what the embedded database (`npm start`'s PGlite: one connection, the write line, the memory
 * replay store, a data folder) must hold as well as PostgreSQL does: no double booking under concurrent clients,
 * acknowledged bookings kept across kill -9, the seed of a first start, migrations over old data, replays refused.
 * With DATABASE_URL set they run on both databases.
 */
export const EMBEDDED_DATABASE_FILES = [
  'test/server/booking-properties.test.ts',
  'test/server/cross-day-properties.test.ts',
  'test/server/concurrency.test.ts',
  'test/server/kill-recovery.test.ts',
  'test/server/seed.test.ts',
  'test/server/calendar.test.ts',
  'test/server/replay-guard.test.ts',
  'server/plugins/write-gate.test.ts',
];
