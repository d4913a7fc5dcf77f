/**
 * The replay guard (DESIGN.md §4): a signed request's nonce is accepted once within its
 * window, across every server process. One interface, three stores chosen by REPLAY_STORE
 * (server/config.ts): `memory` (server/plugins/replay-memory.ts), `table`
 * (server/plugins/replay-table.ts) and `redis` (server/plugins/replay-redis.ts).
 */
import { SIGN_WINDOW_MS } from '../../platform/protocol/sign';

/**
 * How long a nonce must be remembered, in ms: a request stamped T is accepted until T + window
 * and may arrive as early as T − window, so two windows after it was first seen.
 */
export const NONCE_RETENTION_MS = 2 * SIGN_WINDOW_MS;

/** Remembers the nonces seen within the signing window. */
export interface ReplayGuard {
  /**
   * Records `nonce` as seen at `now`.
   * @returns true when it is new, false when it was already seen (a replay)
   * @throws AppError SERVICE_UNAVAILABLE when the store cannot be reached (the request is refused, never
   *   accepted unchecked)
   */
  claim(nonce: string, now: Date): Promise<boolean>;
  /**
   * The earliest request timeStamp (ms since the epoch) the store can vouch for: a store that forgets
   * on restart (`memory`) remembers nothing signed before it started; the shared stores answer
   * `-Infinity`. verifySignature refuses earlier stamps as SIGN_STALE.
   */
  readonly rememberedSince: number;
  /** Releases the store's connections (called when the application closes). */
  close(): Promise<void>;
}
