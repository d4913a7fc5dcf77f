/**
 * Request signing of the wire protocol (DESIGN.md §4, spec §7 and §9).
 *
 * Every call carries the query parameters `appId`, `timeStamp` (ms since epoch),
 * `nonce` (32 random characters) and `sign`, the lowercase hex HMAC-SHA256, keyed
 * with the app key, over `appId=<appId>&nonce=<nonce>&timeStamp=<timeStamp>`.
 * Runs unchanged in the browser and on the server.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes, randomBytes } from '@noble/hashes/utils.js';

/** The signed fields of a request, as they travel in the query string. */
export interface SignedFields {
  appId: string;
  /** Milliseconds since the Unix epoch, as a decimal string or number. */
  timeStamp: string | number;
  /** 32 characters from [A-Za-z0-9]. */
  nonce: string;
}

/** How far a request's timeStamp may be from the server's clock: 5 minutes, in ms. */
export const SIGN_WINDOW_MS = 5 * 60 * 1000;

/** Length of a nonce (spec §9). */
export const NONCE_LENGTH = 32;

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The only nonces the server accepts (spec §9): exactly 32 characters of [A-Za-z0-9]. */
const NONCE_PATTERN = new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`);

/** The exact string that is signed: `appId=…&nonce=…&timeStamp=…`. */
export function signingString(fields: SignedFields): string {
  return `appId=${fields.appId}&nonce=${fields.nonce}&timeStamp=${fields.timeStamp}`;
}

/** Computes `sign` for the given fields: lowercase hex HMAC-SHA256 keyed with `appKey`. */
export function computeSign(fields: SignedFields, appKey: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(appKey), utf8ToBytes(signingString(fields))));
}

/** Whether `nonce` has the spec §9 form: exactly 32 characters of [A-Za-z0-9]. */
export function isNonce(nonce: string): boolean {
  return NONCE_PATTERN.test(nonce);
}

/**
 * A byte is used only below this bound (4 × 62 = 248), so every character of the
 * alphabet is equally likely; the few bytes above it are skipped.
 */
const UNBIASED_BYTE_LIMIT = 256 - (256 % NONCE_ALPHABET.length);

/** A fresh 32-character nonce of [A-Za-z0-9] from a cryptographic random source. */
export function makeNonce(): string {
  let out = '';
  while (out.length < NONCE_LENGTH) {
    for (const b of randomBytes(NONCE_LENGTH)) {
      if (b < UNBIASED_BYTE_LIMIT && out.length < NONCE_LENGTH) out += NONCE_ALPHABET[b % NONCE_ALPHABET.length];
    }
  }
  return out;
}

/**
 * The four query parameters for one request, signed now.
 * @param now clock in ms (injectable for tests)
 */
export function signRequest(appId: string, appKey: string, now: number = Date.now()): SignedFields & { sign: string } {
  const fields = { appId, timeStamp: String(now), nonce: makeNonce() };
  return { ...fields, sign: computeSign(fields, appKey) };
}

/** Constant-time comparison of two hex strings of the same length. */
export function signsEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
