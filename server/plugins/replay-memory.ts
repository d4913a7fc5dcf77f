/**
 * The `memory` replay store (REPLAY_STORE=memory, the default on the embedded PGlite): the
 * nonces of the last NONCE_RETENTION_MS in this process's memory, no write per request. Only
 * right when this process is the only one answering for the data (PGlite belongs to one process;
 * server/config.ts refuses it with WORKERS > 1).
 *
 * Memory stays bounded: nonces are filed in one-minute buckets, and a bucket is dropped as a whole
 * once its newest nonce is older than the retention — at most once a minute, each nonce deleted
 * once, no scan per request. So it holds about (retention + 1 minute) × request rate nonces
 * (~100 bytes each: 11 minutes at 100 requests/s ≈ 7 MB).
 *
 * A restart forgets every nonce. Rather than persisting them (a write per request again), the
 * store refuses every request signed before it started ({@link MemoryReplayGuard.rememberedSince},
 * answered SIGN_STALE): a request captured before the restart can then not be replayed after it,
 * while clients lose nothing — they sign each attempt afresh (platform/http/api-client.ts), and a
 * request in flight across the restart found no server anyway. A client whose clock runs behind
 * the server's is refused once and signs again with the server's time (the client learns the
 * offset from SIGN_STALE's `Date` header). What remains open: a request signed by a client whose
 * clock ran *ahead* of the server by more than the restart took, and sent before the restart,
 * carries a timeStamp after the start and could be replayed once within its window; closing that
 * too would mean refusing every request for a whole window after each start.
 */
import type { ReplayGuard } from './replay-guard';
import { NONCE_RETENTION_MS } from './replay-guard';

/** Width of one bucket of nonces, in ms. */
const BUCKET_MS = 60 * 1000;

/** The nonces of the last NONCE_RETENTION_MS (and up to one bucket more), in this process. */
export class MemoryReplayGuard implements ReplayGuard {
  private readonly seen = new Set<string>();
  /** Bucket number (ms / BUCKET_MS, floored) → the nonces first seen in it. */
  private readonly buckets = new Map<number, string[]>();
  private currentBucket = Number.NEGATIVE_INFINITY;

  /** @param rememberedSince when the store started, in ms since the epoch (default now) */
  constructor(readonly rememberedSince: number = Date.now()) {}

  /** Records `nonce`; a nonce seen within the retention is refused. */
  async claim(nonce: string, now: Date): Promise<boolean> {
    const bucket = Math.floor(now.getTime() / BUCKET_MS);
    if (bucket !== this.currentBucket) this.rollTo(bucket);
    if (this.seen.has(nonce)) return false;
    this.seen.add(nonce);
    let list = this.buckets.get(bucket);
    if (!list) this.buckets.set(bucket, (list = []));
    list.push(nonce);
    return true;
  }

  /** How many nonces are remembered (for tests of the pruning). */
  get size(): number {
    return this.seen.size;
  }

  /** Nothing to release. */
  async close(): Promise<void> {}

  /**
   * Drops the buckets whose every nonce is older than the retention: a bucket ends at
   * (b + 1) × BUCKET_MS, so it goes once that end is NONCE_RETENTION_MS behind the bucket of now.
   * Runs when the bucket of now changes (the few buckets are all looked at: a clock set back may
   * have filed a nonce in an earlier bucket after later ones).
   */
  private rollTo(bucket: number): void {
    this.currentBucket = bucket;
    const cutoff = bucket * BUCKET_MS - NONCE_RETENTION_MS;
    for (const [key, nonces] of this.buckets) {
      if ((key + 1) * BUCKET_MS > cutoff) continue;
      for (const n of nonces) this.seen.delete(n);
      this.buckets.delete(key);
    }
  }
}
