/**
 * Idempotency keys of booking writes (spec §7 `Idempotency-Key`; server/plugins/idempotency.ts):
 * the server answers a repeated key of the same user with the first answer and runs nothing,
 * so a retry after a lost answer cannot book twice. The caller keeps one key per request.
 */

/**
 * A fresh idempotency key: 32 random hex characters (128 bits from `crypto.getRandomValues`,
 * which works outside secure contexts too, unlike `crypto.randomUUID`).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
