/**
 * The check-in code of a booking (issue 4, /sign): `<id>.<mac>` with `mac` the first 16
 * bytes of HMAC-SHA256("checkin:<id>") under the app key, base64url. Only a holder of the
 * key can make one, so a code names exactly one booking; who may check it in is still
 * decided by the caller's identity (owner or staff).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The MAC of reservation `id` under `appKey` (base64url, 22 characters). */
function macOf(id: number, appKey: string): string {
  return createHmac('sha256', appKey).update(`checkin:${id}`).digest().subarray(0, 16).toString('base64url');
}

/** The check-in code of reservation `id`. */
export function checkInCodeOf(id: number, appKey: string): string {
  return `${id}.${macOf(id, appKey)}`;
}

/** The reservation id a code names, or null when the code is malformed or forged. */
export function reservationIdOf(code: string, appKey: string): number | null {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})$/.exec(code);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return null;
  const expected = Buffer.from(macOf(id, appKey));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
