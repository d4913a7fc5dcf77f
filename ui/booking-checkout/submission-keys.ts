/**
 * The idempotency key of each booking request (spec §7 `Idempotency-Key`; server/plugins/idempotency.ts).
 *
 * One key per request: a retry of the same request (same JSON body) after a lost answer
 * (network failure, timeout: the outcome is unknown) sends the same key, so the server
 * answers it with the first call's answer and cannot book twice. A changed request gets a
 * new key. Once the server has answered, the next attempt gets a new key as well: the
 * server replays stored refusals for a known key, so reusing it after a refusal would
 * repeat that refusal forever (e.g. "bookings open at 08:00" long after 08:00).
 */
import { ApiError, CLIENT_CODES } from '../../platform/http/api-client';
import { newIdempotencyKey } from '../../platform/http/idempotency-key';

/** Whether a failed call's answer never arrived (its outcome on the server is unknown). */
export function isAnswerLost(error: unknown): boolean {
  return error instanceof ApiError && (error.code === CLIENT_CODES.NETWORK || error.code === CLIENT_CODES.TIMEOUT);
}

/** Keys of one wizard's booking requests (see the module comment). */
export interface SubmissionKeys {
  /** The key to send with `request` (any JSON-serialisable body): the kept one for the same request, else a new one. */
  keyFor(request: unknown): string;
  /** Records the outcome of the attempt with `request`: the key is kept only when the answer was lost. */
  settle(request: unknown, error: unknown | null): void;
}

/** A fresh tracker with no kept key. */
export function createSubmissionKeys(): SubmissionKeys {
  let kept: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const body = JSON.stringify(request);
      if (kept?.request !== body) kept = { request: body, key: newIdempotencyKey() };
      return kept.key;
    },
    settle(request, error) {
      if (kept?.request === JSON.stringify(request) && !(error !== null && isAnswerLost(error))) kept = null;
    },
  };
}
