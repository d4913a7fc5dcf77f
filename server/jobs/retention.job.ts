/**
 * Retention: what the database need not keep for ever is pruned by a periodic job (once
 * per tick across processes, like every job: ./job-tick.ts).
 *
 * - `login_log` and `operation_log` rows older than `LOG_RETENTION_DAYS` (default 365).
 * - `auth_token` rows that expired more than {@link REFRESH_TTL_MS} (7 days) ago. Not
 *   right at expiry: an expired access token answers TOKEN_EXPIRED, which makes the client
 *   refresh its session, while an unknown one answers TOKEN_INVALID, which ends it — so an
 *   access token is kept as long as the refresh token issued with it can be alive.
 *
 * Rows go in batches of {@link RETENTION_BATCH}, one short statement (and transaction)
 * each, so the tables are never locked for long. Not here: `api_nonce` rows are pruned
 * by the replay guard (server/plugins/replay-table.ts), idempotency keys by the calls that
 * store new ones (server/plugins/idempotency.ts), captchas when new ones are made.
 */
import { inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { authToken, loginLog, operationLog } from '../db/schema/index';
import { REFRESH_TTL_MS } from '../modules/auth/token.service';
import type { Job } from './runner';

/** Rows deleted per statement. */
export const RETENTION_BATCH = 1000;

const DAY_MS = 86_400_000;

/** Deletes the rows of `table` matching `where`, `batchSize` per statement. @returns how many */
async function pruneInBatches(db: Db, table: PgTable, id: PgColumn, where: SQL, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(where).limit(batchSize);
    const deleted = await db.delete(table).where(inArray(id, batch)).returning({ id });
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}

/**
 * Prunes, at `now`, the logs older than `logRetentionDays` days and the tokens expired
 * more than 7 days ago.
 * @returns the rows deleted per table
 */
export async function runRetention(
  db: Db,
  now: Date,
  { logRetentionDays }: Pick<Config, 'logRetentionDays'>,
  batchSize = RETENTION_BATCH,
): Promise<{ loginLog: number; operationLog: number; authToken: number }> {
  const logCutoff = new Date(now.getTime() - logRetentionDays * DAY_MS);
  return {
    loginLog: await pruneInBatches(db, loginLog, loginLog.id, lt(loginLog.createdAt, logCutoff), batchSize),
    operationLog: await pruneInBatches(
      db,
      operationLog,
      operationLog.id,
      lt(operationLog.createdAt, logCutoff),
      batchSize,
    ),
    authToken: await pruneInBatches(
      db,
      authToken,
      authToken.id,
      lt(authToken.expiresAt, new Date(now.getTime() - REFRESH_TTL_MS)),
      batchSize,
    ),
  };
}

/** The retention job of the server process, keeping logs for `settings.logRetentionDays`. */
export function retentionJob(settings: Pick<Config, 'logRetentionDays'>): Job {
  return {
    name: 'retention',
    run: async (db, now) => {
      const deleted = await runRetention(db, now, settings);
      return deleted.loginLog + deleted.operationLog + deleted.authToken;
    },
  };
}
