/**
 * Global setup of the server suite: migrates and seeds one database per test run — the
 * seed most files start from (TEST_PASSWORD_COST, no demo orders) — which the harness
 * copies for each test server instead of migrating and seeding anew. On PostgreSQL
 * (DATABASE_URL) it is a database `vf_tpl_<random>` that takes no connections, copied by
 * `CREATE DATABASE … TEMPLATE` and dropped at the end of the run; on PGlite, a dump of
 * its data directory in a temporary file, loaded into each in-memory server.
 * The seed signs the demo meal vouchers' codes with the server secret, so every copy
 * runs with the run's one secret; and it writes dates relative to its day in
 * Asia/Shanghai, so the harness seeds afresh once that day is over.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema/index';
import { seed } from '../../server/db/seed';
import { createPostgresDatabase, shanghaiDate, TEST_PASSWORD_COST } from './harness';

/** The seeded database of the run that test servers start from (one of the two fields is set). */
export interface SeededTemplate {
  /** The server secret the seed signed with; copies must run with it. */
  serverSecret: string;
  /** The date `YYYY-MM-DD` in Asia/Shanghai the seed's relative dates were written on. */
  seededOn: string;
  /** PostgreSQL: the template database's name, on DATABASE_URL's server. */
  postgresDatabase: string | null;
  /** PGlite: the file holding the dump (uncompressed tar) of the seeded data directory. */
  pgliteDump: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** Seeds a PostgreSQL template database next to `baseUrl`'s; returns its name and how to drop it. */
async function seedPostgresTemplate(
  baseUrl: string,
  serverSecret: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const created = await createPostgresDatabase(baseUrl, { prefix: 'vf_tpl_' });
  const database = await openDatabase({ databaseUrl: created.url, dataDir: null, poolSize: 1 });
  try {
    await seed(database.db, TEST_PASSWORD_COST, serverSecret, { reserveOrders: false });
  } finally {
    await database.close();
  }
  // A copy fails while anyone is connected to its template: refuse connections from now on.
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${created.name} ALLOW_CONNECTIONS false`);
  await admin.end();
  return { name: created.name, drop: created.drop };
}

/** Seeds an in-memory PGlite and dumps its data directory into a temporary file; returns the file. */
async function seedPgliteTemplate(serverSecret: string): Promise<{ file: string; remove: () => void }> {
  const client = await PGlite.create(undefined, { extensions: { btree_gist } });
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await seed(db, TEST_PASSWORD_COST, serverSecret, { reserveOrders: false });
    const dump = await client.dumpDataDir('none');
    const dir = mkdtempSync(path.join(tmpdir(), 'vf-template-'));
    const file = path.join(dir, 'pgdata.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await client.close();
  }
}

/**
 * Seeds the run's template on the run's database (PostgreSQL when DATABASE_URL is set, else PGlite),
 * provides it to the test files as `seededTemplate` and returns the teardown removing it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverSecret = randomBytes(32).toString('base64url');
  const seededOn = shanghaiDate();
  const baseUrl = process.env.DATABASE_URL || null;
  if (baseUrl) {
    const template = await seedPostgresTemplate(baseUrl, serverSecret);
    project.provide('seededTemplate', { serverSecret, seededOn, postgresDatabase: template.name, pgliteDump: null });
    return template.drop;
  }
  const template = await seedPgliteTemplate(serverSecret);
  project.provide('seededTemplate', { serverSecret, seededOn, postgresDatabase: null, pgliteDump: template.file });
  return async () => template.remove();
}
