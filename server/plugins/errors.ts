/**
 * Every failure becomes an envelope (DESIGN.md §4): never a bare 500 with a stack.
 * AppError → its code and localized message; Fastify's own 4xx errors (bad JSON, too
 * large, wrong content type) → BAD_REQUEST; the database unreachable (down, restarting,
 * connection cut, statement timeout: server/db/unavailable.ts) → SERVICE_UNAVAILABLE,
 * logged as a warning without a stack; anything else → SERVER_ERROR, logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../platform/protocol/codes';
import { AppError, fail, type Envelope } from '../../platform/protocol/envelope';
import type { Lang } from '../../platform/i18n/languages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { messageOf } from './i18n';

/** The envelope of an AppError, in `lang`. */
function appErrorEnvelope(err: AppError, lang: Lang): Envelope {
  return fail(err.code, messageOf(err.code, lang, err.params), err.details);
}

/** The envelope answering any thrown value; unexpected ones are logged with their stack. */
export function errorEnvelope(err: unknown, lang: Lang, log: FastifyBaseLogger): Envelope {
  if (err instanceof AppError) return appErrorEnvelope(err, lang);
  const status = (err as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const detail = err instanceof Error ? err.message : String(err);
    return fail(Code.BAD_REQUEST, messageOf(Code.BAD_REQUEST, lang, { detail }));
  }
  if (isDatabaseUnavailable(err)) {
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'database unavailable');
    return fail(Code.SERVICE_UNAVAILABLE, messageOf(Code.SERVICE_UNAVAILABLE, lang));
  }
  log.error({ err }, 'unexpected error');
  return fail(Code.SERVER_ERROR, messageOf(Code.SERVER_ERROR, lang));
}
