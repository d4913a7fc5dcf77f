/**
 * The test payment provider's signature (docs/fitness-cashier.md "Payment providers"): the provider
 * confirms an order with a callback signed by HMAC-SHA256 under a key derived from the server-only
 * secret (HKDF-SHA256, info `venueflow:fitness-pay:test`), so only the server (and the test provider
 * it plays in tests and demos) can mint one. The signed text is `orderNo|amountCents|status`; altering
 * any of them breaks the signature.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** The callback's fields that are signed. */
export interface PayCallbackFields {
  orderNo: string;
  amountCents: number;
  status: 'paid';
}

/** The key of the test provider's callbacks, derived from `serverSecret` (32 bytes). */
function keyOf(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', 'venueflow:fitness-pay:test', 32));
}

/** The signature (hex, 64 characters) of a callback: what the provider sends (the provider's side). */
export function signPayCallback(fields: PayCallbackFields, serverSecret: string): string {
  return createHmac('sha256', keyOf(serverSecret))
    .update(`${fields.orderNo}|${fields.amountCents}|${fields.status}`)
    .digest('hex');
}

/** Whether `signature` is the callback's, compared in constant time. */
export function isSignedPayCallback(fields: PayCallbackFields, signature: string, serverSecret: string): boolean {
  const expected = Buffer.from(signPayCallback(fields, serverSecret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
