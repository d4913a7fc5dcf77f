/**
 * Idempotency keys of booking POSTs, for correctness under load. A caller sends
 * `Idempotency-Key: <1–64 visible ASCII characters>` with a call whose contract is
 * `idempotent`; the first call with a key stores its answer's envelope in
 * `idempotency_key` (user, path, key) inside the call's own transaction, and a retry by
 * the same user with the same key within {@link KEY_TTL_MS} gets that envelope back
 * without the handler running again.
 *
 * - Concurrent retries: the key row is inserted first in the transaction, so a second
 *   call with the same key waits on the primary key until the first commits and then
 *   reads its answer (or, if the first rolled back, runs itself).
 * - Refusals are replayed (as Stripe does): an AppError answer (SLOT_TAKEN, …) is stored
 *   and the retry gets the same refusal. Answers given before the handler runs (bad
 *   signature, token, permission, input validation) and unexpected server errors are
 *   not stored: the call never ran or rolled back, so a retry runs afresh.
 * - The key is not bound to the request body: reusing a key for a different request
 *   replays the first answer (clients make one key per submission attempt).
 * - Keys older than 24 h are ignored and deleted opportunistically after a new key is
 *   stored (a few per call); no sweeper is needed for correctness.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { Code } from '../../platform/protocol/codes';
import { AppError, type Envelope } from '../../platform/protocol/envelope';
import type { Db } from '../db/client';
import { idempotencyKey } from '../db/schema/index';

/** The request header carrying the key (HTTP headers are case-insensitive). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a stored answer is replayed: 24 h in ms. */
export const KEY_TTL_MS = 24 * 3_600_000;

/** How many expired keys one call deletes at most. */
const PRUNE_BATCH = 50;

const KEY_PATTERN = /^[\x21-\x7e]{1,64}$/;

/** Whose key for which call: the primary key of a stored answer. */
export interface KeyRef {
  userId: number;
  path: string;
  key: string;
}

/**
 * The `Idempotency-Key` header of `request`, or null when absent.
 * @throws AppError BAD_REQUEST when present but not 1–64 visible ASCII characters
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  if (!KEY_PATTERN.test(value))
    throw new AppError(Code.BAD_REQUEST, { detail: 'Idempotency-Key: 1–64 visible ASCII characters' });
  return value;
}

function whereKey(ref: KeyRef) {
  return and(eq(idempotencyKey.userId, ref.userId), eq(idempotencyKey.path, ref.path), eq(idempotencyKey.key, ref.key));
}

/**
 * Claims `ref` in the call's transaction `tx`: inserts its row (waiting for a concurrent
 * holder of the same key to finish) unless an answer younger than 24 h is stored.
 * @returns the stored envelope to replay, or null when the call is the first and must run
 */
export async function claimKey(tx: Db, ref: KeyRef, now: Date): Promise<Envelope | null> {
  await tx
    .delete(idempotencyKey)
    .where(and(whereKey(ref), lt(idempotencyKey.createdAt, new Date(now.getTime() - KEY_TTL_MS))));
  const inserted = await tx
    .insert(idempotencyKey)
    .values({ ...ref, response: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  if (inserted.length > 0) return null;
  const [stored] = await tx.select({ response: idempotencyKey.response }).from(idempotencyKey).where(whereKey(ref));
  return stored.response as Envelope;
}

/** Stores the answer of the call that claimed `ref` (same transaction). */
export async function storeAnswer(tx: Db, ref: KeyRef, envelope: Envelope): Promise<void> {
  await tx.update(idempotencyKey).set({ response: envelope }).where(whereKey(ref));
}

/** Deletes up to a few keys older than 24 h, skipping rows other calls hold. */
export async function pruneKeys(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - KEY_TTL_MS).toISOString();
  await db.execute(sql`
    DELETE FROM idempotency_key WHERE (user_id, path, key) IN (
      SELECT user_id, path, key FROM idempotency_key WHERE created_at < ${cutoff}::timestamptz
      LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`);
}
