/**
 * Migrations on PostgreSQL under a database lock: several server processes (WORKERS, or
 * N machines behind a proxy) may start at once on one database, and Drizzle's migrator
 * takes no lock of its own — two of them would run the same migration and one would
 * fail. The first to take the session advisory lock migrates; the others wait for it and
 * then find nothing left to do.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Advisory lock key of the migrations (distinct from the seed's and the jobs'). */
const MIGRATE_LOCK = 7_100_001;

/**
 * Applies the pending migrations of `migrationsFolder` on one connection of `pool`,
 * holding an advisory lock meanwhile.
 * @throws when the database cannot be reached or a migration fails
 */
export async function migrateLocked(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK]);
    }
  } finally {
    client.release();
  }
}
