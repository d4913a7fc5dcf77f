/**
 * The signature check of every gateway call (DESIGN.md §4, spec §7/§9): query
 * `appId`, `timeStamp`, `nonce`, `sign`; each kind of refusal has its own code.
 */
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import { computeSign, isNonce, SIGN_WINDOW_MS, signsEqual } from '../../platform/protocol/sign';
import type { ReplayGuard } from './replay-guard';

/** The query parameters of the signature, removed before a GET input is parsed. */
export const SIGN_PARAMS = ['appId', 'timeStamp', 'nonce', 'sign'] as const;

function single(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : null;
}

/**
 * Verifies the signed query of one request, then claims its nonce.
 * @param query the parsed query string
 * @throws AppError SIGN_MISSING (a parameter absent or malformed), SIGN_NONCE_INVALID (not
 *   32 characters of [A-Za-z0-9], spec §9: checked before anything is stored),
 *   SIGN_UNKNOWN_APP, SIGN_INVALID (wrong HMAC), SIGN_STALE (more than 5 minutes off, or signed
 *   before the replay store's memory begins: server/plugins/replay-memory.ts), SIGN_REPLAYED;
 *   SERVICE_UNAVAILABLE when the replay store is out of reach.
 */
export async function verifySignature(
  query: Record<string, unknown>,
  app: { appId: string; appKey: string },
  nonces: ReplayGuard,
  now: Date,
): Promise<void> {
  const [appId, timeStamp, nonce, sign] = SIGN_PARAMS.map((k) => single(query[k]));
  if (!appId || !timeStamp || !nonce || !sign || !/^\d{1,16}$/.test(timeStamp)) {
    throw new AppError(Code.SIGN_MISSING);
  }
  if (!isNonce(nonce)) throw new AppError(Code.SIGN_NONCE_INVALID);
  if (appId !== app.appId) throw new AppError(Code.SIGN_UNKNOWN_APP, { appId });
  if (!signsEqual(sign.toLowerCase(), computeSign({ appId, timeStamp, nonce }, app.appKey))) {
    throw new AppError(Code.SIGN_INVALID);
  }
  const signedAt = Number(timeStamp);
  if (Math.abs(now.getTime() - signedAt) > SIGN_WINDOW_MS || signedAt < nonces.rememberedSince) {
    throw new AppError(Code.SIGN_STALE);
  }
  if (!(await nonces.claim(nonce, now))) throw new AppError(Code.SIGN_REPLAYED);
}
