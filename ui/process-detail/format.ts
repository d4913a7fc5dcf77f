/**
 * Formatting shared by the process views: a wire time on its own clock in the user's
 * language, and the text of a refused process call (URGE_TOO_SOON with its `retryAt`).
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../platform/http/api-client';
import { Code } from '../../platform/protocol/codes';
import { formatDateTime, offsetOf } from '../terminal-shell/time-format';

/** `2026-11-22T09:00:00+08:00` → EN `22 Nov 2026, 09:00`, CN/TC `2026年11月22日 09:00` (the offset's own clock). */
export function processTime(iso: string, lang: string): string {
  return formatDateTime(iso, offsetOf(iso), lang);
}

/**
 * What to tell the user about a failed process call: for URGE_TOO_SOON whose `data` carries
 * `retryAt` (ISO), `errors:<code>` with that time formatted in `lang`; otherwise the
 * message the client already localized (the server's text, or `errors:<code>`).
 */
export function refusalText(error: unknown, t: TFunction, lang: string): string {
  if (!(error instanceof ApiError)) return t('errors:httpDefault');
  const retryAt = (error.data as { retryAt?: unknown } | null)?.retryAt;
  if (error.code === Code.URGE_TOO_SOON && typeof retryAt === 'string') {
    return t(`errors:${Code.URGE_TOO_SOON}`, { retryAt: processTime(retryAt, lang) });
  }
  return error.message;
}
