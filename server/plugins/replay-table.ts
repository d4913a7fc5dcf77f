/**
 * The `table` replay store (REPLAY_STORE=table, the default with DATABASE_URL): the nonces in the
 * `api_nonce` table, so every server process on the database shares them. Claiming a nonce is one
 * insert; a primary-key conflict means it was seen before. The table is UNLOGGED (migration 0033):
 * the insert writes no WAL and waits for no flush, which is what made every read a durable write.
 * The price: PostgreSQL empties an unlogged table after a crash (not after a clean restart) and a
 * standby has it empty, so requests captured in the last NONCE_RETENTION_MS before a database
 * crash or failover could be replayed once within their window.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiNonce } from '../db/schema/index';
import { NONCE_RETENTION_MS, type ReplayGuard } from './replay-guard';

/** How often one process prunes old nonces, at most. */
const PRUNE_EVERY_MS = 60 * 1000;

/** Claims nonces in `api_nonce` and prunes the old ones now and then. */
export class TableReplayGuard implements ReplayGuard {
  /** The table is shared: whatever any process saw is remembered. */
  readonly rememberedSince = Number.NEGATIVE_INFINITY;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  /**
   * Records `nonce` as seen at `now`. A database out of reach throws its error, which the
   * gateway answers SERVICE_UNAVAILABLE (server/plugins/errors.ts).
   */
  async claim(nonce: string, now: Date): Promise<boolean> {
    this.maybePrune(now);
    const rows = await this.db
      .insert(apiNonce)
      .values({ nonce, seenAt: now })
      .onConflictDoNothing({ target: apiNonce.nonce })
      .returning({ nonce: apiNonce.nonce });
    return rows.length === 1;
  }

  /** The database is the application's; nothing of its own to release. */
  async close(): Promise<void> {}

  /**
   * Deletes nonces older than the retention, at most once a minute per process, in the
   * background. Harmless when several processes do it at once (a plain ranged delete).
   */
  private maybePrune(now: Date): void {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    const cutoff = new Date(now.getTime() - NONCE_RETENTION_MS);
    this.db
      .delete(apiNonce)
      .where(lt(apiNonce.seenAt, cutoff))
      .then(() => undefined, this.onError);
  }
}
