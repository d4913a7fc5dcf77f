/**
 * The check-in code of a booking (/sign): `<id>.<mac>` with `mac` the first 16
 * bytes of HMAC-SHA256("checkin:<id>") under SERVER_SECRET, base64url. The secret never
 * leaves the server (DESIGN.md §6; the app key is in every browser, so a MAC under it could
 * be minted by any user), so a code names exactly one booking and only the server makes
 * one; who may check it in is still decided by the caller's identity (owner or staff).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The MAC of reservation `id` under `serverSecret` (base64url, 22 characters). */
function macOf(id: number, serverSecret: string): string {
  return createHmac('sha256', serverSecret).update(`checkin:${id}`).digest().subarray(0, 16).toString('base64url');
}

/** The check-in code of reservation `id`, signed with `serverSecret` (Config.serverSecret). */
export function checkInCodeOf(id: number, serverSecret: string): string {
  return `${id}.${macOf(id, serverSecret)}`;
}

/** The reservation id a code names, or null when the code is malformed or not signed with `serverSecret`. */
export function reservationIdOf(code: string, serverSecret: string): number | null {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})$/.exec(code);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return null;
  const expected = Buffer.from(macOf(id, serverSecret));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
