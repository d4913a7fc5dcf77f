/**
 * The replay guard's memory (DESIGN.md §4): nonces seen within the signing window live
 * in the `api_nonce` table, so every server process shares them. Claiming a nonce is
 * one insert; a primary-key conflict means it was seen before.
 */
import { lt } from 'drizzle-orm';
import { SIGN_WINDOW_MS } from '../../platform/protocol/sign';
import type { Db } from '../db/client';
import { apiNonce } from '../db/schema/index';

/**
 * How long a nonce must be remembered: a request stamped T is accepted until T + window
 * and may arrive as early as T − window, so two windows after it was first seen.
 */
export const NONCE_RETENTION_MS = 2 * SIGN_WINDOW_MS;

/** How often one process prunes old nonces, at most. */
const PRUNE_EVERY_MS = 60 * 1000;

/** Claims nonces and prunes the old ones now and then. */
export class NonceStore {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  /**
   * Records `nonce` as seen at `now`.
   * @returns true when it is new, false when it was already seen (a replay).
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
