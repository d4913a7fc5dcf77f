/**
 * Sends an envelope `{code, msg, data}` (DESIGN.md §4): HTTP status from the code, the
 * `version` header, `Retry-After` on a 503, and — when the `encrypt` setting is on — the
 * JSON as an encrypted base64 text (AES-256-CBC, zero IV, key SHA-256(app key)) with
 * content type text/plain.
 */
import type { FastifyReply } from 'fastify';
import { encryptBody } from '../../platform/protocol/cipher';
import { Code, httpStatusOf } from '../../platform/protocol/codes';
import type { Envelope } from '../../platform/protocol/envelope';

/** The protocol version the clients send and the server answers in the `version` header. */
export const PROTOCOL_VERSION = '2.0.0';

/** Seconds a client is asked to wait (`Retry-After`, RFC 9110 §10.2.3) after SERVICE_UNAVAILABLE. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Writes `envelope` to `reply`.
 * @param encrypt the current `encrypt` setting
 * @param appKey key of the response cipher
 */
export function sendEnvelope(reply: FastifyReply, envelope: Envelope, encrypt: boolean, appKey: string): FastifyReply {
  reply.code(httpStatusOf(envelope.code)).header('version', PROTOCOL_VERSION).header('cache-control', 'no-store');
  if (envelope.code === Code.SERVICE_UNAVAILABLE) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  if (!encrypt) return reply.type('application/json; charset=utf-8').send(JSON.stringify(envelope));
  return reply.type('text/plain; charset=utf-8').send(encryptBody(JSON.stringify(envelope), appKey));
}
