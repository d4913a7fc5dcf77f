/**
 * The code of a meal voucher (its QR, writeOff): `<personId>-<yyyymmdd>-<n>.<mac>` with
 * `mac` the first 16 bytes of HMAC-SHA256("mealVoucher:<body>") under SERVER_SECRET,
 * base64url. The secret never leaves the server (DESIGN.md §6), so nobody can mint or
 * alter a code; the body is deterministic (person, day, n-th voucher of that day), which
 * makes issuing idempotent: the code is unique, a second issue of the same voucher inserts
 * nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The MAC of `body` under `serverSecret` (base64url, 22 characters). */
function macOf(body: string, serverSecret: string): string {
  return createHmac('sha256', serverSecret)
    .update(`mealVoucher:${body}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * The code of the `n`-th voucher (1-based) of person `personId` valid on `day` (`YYYY-MM-DD`),
 * signed with `serverSecret` (Config.serverSecret).
 */
export function voucherCodeOf(personId: number, day: string, n: number, serverSecret: string): string {
  const body = `${personId}-${day.replace(/-/g, '')}-${n}`;
  return `${body}.${macOf(body, serverSecret)}`;
}

/** Whether `code` is well formed and signed with `serverSecret` (constant-time comparison). */
export function isSignedVoucherCode(code: string, serverSecret: string): boolean {
  const match = /^([1-9][0-9]{0,9}-[0-9]{8}-[1-9][0-9]?)\.([A-Za-z0-9_-]{22})$/.exec(code);
  if (!match) return false;
  const expected = Buffer.from(macOf(match[1], serverSecret));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
