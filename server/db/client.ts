/**
 * Opens the database (DESIGN.md §1): the embedded PGlite by default, or PostgreSQL
 * through a node-postgres pool when `DATABASE_URL` is set. Both run the same committed
 * migrations and give the same Drizzle type to the rest of the server.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DB_TIMEOUT_DEFAULTS } from '../config';
import * as schema from './schema/index';
import { migrateLocked } from './migrate-lock';
import { lockFolder } from './pglite-lock';

/** The Drizzle database (or an open transaction on it) every query and handler uses. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, which driver it runs on, and how to close it. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Connections the database serves at once: the pool's size on PostgreSQL, 1 on PGlite. */
  connections: number;
  /** Closes the pool or the embedded database; the handle is unusable afterwards. */
  close(): Promise<void>;
  /**
   * Where a PostgreSQL connection that broke (terminated backend, restart, network) is
   * reported; until set, to the console. Such a connection is dropped from the pool and
   * the request using it, if any, gets the error (answered SERVICE_UNAVAILABLE).
   */
  onConnectionError(report: (err: Error) => void): void;
}

/**
 * Where to open (a `Config` fits): a PostgreSQL URL, or else PGlite in
 * `<dataDir>/pglite` (`dataDir: null`: PGlite in memory, for tests).
 */
export interface DatabaseTarget {
  databaseUrl: string | null;
  dataDir: string | null;
  /**
   * In-memory PGlite only: the dump of a data directory (PGlite's `dumpDataDir`) to start from instead of an empty
   * database (tests start from a seeded copy).
   */
  pgliteDump?: Blob;
  /** Pool size for PostgreSQL (default DEFAULT_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL time limits in ms (a `Config` fits; defaults DB_TIMEOUT_DEFAULTS of server/config.ts). */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
}

/** Connections of a server process's PostgreSQL pool unless told otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * A node-postgres pool for `target` that survives its connections breaking: every
 * client gets an 'error' listener for its whole life (pg-pool listens only while a
 * client is idle, and an 'error' event nobody listens to ends the process), the pool's
 * own 'error' (an idle client's) is already reported by that listener. Connecting
 * gives up after `connectTimeoutMs`; the server sets the session's `statement_timeout`
 * and `idle_in_transaction_session_timeout` (PostgreSQL manual §19.11.1).
 */
function createPool(target: DatabaseTarget & { databaseUrl: string }, report: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: target.databaseUrl,
    max: target.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: target.connectTimeoutMs ?? DB_TIMEOUT_DEFAULTS.connectTimeoutMs,
    statement_timeout: target.statementTimeoutMs ?? DB_TIMEOUT_DEFAULTS.statementTimeoutMs,
    idle_in_transaction_session_timeout:
      target.idleInTransactionTimeoutMs ?? DB_TIMEOUT_DEFAULTS.idleInTransactionTimeoutMs,
    keepAlive: true,
  });
  pool.on('connect', (client) => client.on('error', report));
  pool.on('error', () => {
    /* reported by the client's own listener (above) */
  });
  return pool;
}

/** The committed SQL migrations (server/db/migrations). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Ends `pool` and resolves once every connection has closed. `pool.end()` alone resolves
 * as soon as the clients are dropped from the pool, before their connections finish
 * closing (pg-pool emits `remove` only then); a database dropped in that gap kills them
 * with an error nobody listens to.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/**
 * Opens the database and applies every pending migration.
 * @throws when the database cannot be reached or a migration fails.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  let report = (err: Error) => console.warn(`database connection lost: ${err.message}`);
  const onConnectionError = (listener: (err: Error) => void) => {
    report = listener;
  };
  if (target.databaseUrl) {
    const pool = createPool({ ...target, databaseUrl: target.databaseUrl }, (err) => report(err));
    const db = drizzlePg({ client: pool, schema });
    try {
      await migrateLocked(pool, MIGRATIONS_DIR); // several processes may start at once
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db,
      driver: 'postgres',
      connections: target.poolSize ?? DEFAULT_POOL_SIZE,
      close: () => endPool(pool),
      onConnectionError,
    };
  }
  const dir = target.dataDir ? path.join(target.dataDir, 'pglite') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const lock = dir ? lockFolder(dir) : null; // one process per folder: ./pglite-lock.ts
  let client: PGlite | null = null;
  try {
    const loadDataDir = dir ? undefined : target.pgliteDump;
    client = await PGlite.create(dir, { extensions: { btree_gist }, ...(loadDataDir ? { loadDataDir } : {}) });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const opened = client;
    return {
      db,
      driver: 'pglite',
      connections: 1,
      close: async () => {
        await opened.close();
        lock?.release();
      },
      onConnectionError,
    };
  } catch (err) {
    await client?.close();
    lock?.release();
    throw err;
  }
}

/** SQLSTATE of a database error, looking through Drizzle's wrapper (`err.cause`). */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
