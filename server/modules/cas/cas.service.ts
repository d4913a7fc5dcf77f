/**
 * The client side of the CAS 3.0 protocol (Apereo CAS protocol spec; spec §1 login mode 1,
 * §7 /cas/*): login and logout URLs of the configured CAS server, return addresses limited
 * to our own origins, and service-ticket validation with `/p3/serviceValidate`.
 */
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Settings } from '../config/settings.service';

/** How long the CAS server may take to validate a ticket, in ms. */
export const CAS_TIMEOUT_MS = 5000;

/** The CAS setup in force: the server's base URL (no trailing slash) and the allowed origins. */
export interface CasSetup {
  serverUrl: string;
  origins: string[];
}

/**
 * The CAS setup of the current settings.
 * @throws AppError CAS_NOT_CONFIGURED when loginMode is not 1 (SSO) or casServerUrl is unset
 */
export function casSetup(settings: Settings): CasSetup {
  if (settings.loginMode !== 1 || !settings.casServerUrl) throw new AppError(Code.CAS_NOT_CONFIGURED);
  return {
    serverUrl: settings.casServerUrl.replace(/\/+$/, ''),
    origins: settings.casServiceOrigins.map((o) => new URL(o).origin),
  };
}

/**
 * Resolves a return address (a CAS `service` or a logout `redirectUrl`) to an absolute URL.
 * A path (`/x`, not `//x`) resolves against the first allowed origin (our public origin);
 * an absolute URL must be http(s), carry no credentials, and have an allowed origin.
 * @throws AppError CAS_SERVICE_INVALID otherwise
 */
export function resolveReturnAddress(address: string, origins: readonly string[]): string {
  const refuse = () => new AppError(Code.CAS_SERVICE_INVALID);
  const isPath = address.startsWith('/') && !address.startsWith('//') && !address.includes('\\');
  let url: URL;
  try {
    if (isPath) {
      if (!origins[0]) throw refuse();
      url = new URL(address, origins[0]);
    } else {
      url = new URL(address);
    }
  } catch {
    throw refuse();
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) throw refuse();
  if (!origins.includes(url.origin)) throw refuse();
  return url.href;
}

/** `<serverUrl><path>?<params>` with the parameters URL-encoded. */
export function casUrl(serverUrl: string, path: string, params: Record<string, string>): string {
  return `${serverUrl}${path}?${new URLSearchParams(params).toString()}`;
}

/** A parsed `cas:serviceResponse`. */
export type ServiceResponse = { ok: true; user: string } | { ok: false; code: string; message: string };

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&');
}

/**
 * Reads a CAS 3.0 `serviceValidate` answer: `<cas:serviceResponse>` with either
 * `<cas:authenticationSuccess><cas:user>…</cas:user>` or
 * `<cas:authenticationFailure code="…">message</cas:authenticationFailure>`.
 * Any namespace prefix is accepted. Returns null when the XML is neither.
 */
export function parseServiceResponse(xml: string): ServiceResponse | null {
  if (!/<(?:\w+:)?serviceResponse[\s>]/.test(xml)) return null;
  const failure = /<(?:\w+:)?authenticationFailure\b([^>]*)>([\s\S]*?)<\/(?:\w+:)?authenticationFailure>/.exec(xml);
  if (failure) {
    const code = /\bcode\s*=\s*["']([^"']*)["']/.exec(failure[1] ?? '')?.[1] ?? 'UNKNOWN';
    return { ok: false, code: unescapeXml(code), message: unescapeXml((failure[2] ?? '').trim()) };
  }
  const success = /<(?:\w+:)?authenticationSuccess[\s>]([\s\S]*?)<\/(?:\w+:)?authenticationSuccess>/.exec(xml);
  const user = success && /<(?:\w+:)?user>([\s\S]*?)<\/(?:\w+:)?user>/.exec(success[1] ?? '');
  const name = user ? unescapeXml((user[1] ?? '').trim()) : '';
  return name ? { ok: true, user: name } : null;
}

/**
 * Validates a service ticket with the CAS server's `/p3/serviceValidate`.
 * @returns the CAS user name (`cas:user`)
 * @throws AppError CAS_TICKET_INVALID (authenticationFailure; `details` has the CAS code),
 *   CAS_UNAVAILABLE (no answer within `timeoutMs`, HTTP error, unreadable XML)
 */
export async function validateTicket(
  setup: CasSetup,
  service: string,
  ticket: string,
  timeoutMs = CAS_TIMEOUT_MS,
): Promise<string> {
  const url = casUrl(setup.serverUrl, '/p3/serviceValidate', { service, ticket });
  let body: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.text();
  } catch (err) {
    throw new AppError(Code.CAS_UNAVAILABLE, {}, { cause: err instanceof Error ? err.message : String(err) });
  }
  const answer = parseServiceResponse(body);
  if (!answer) throw new AppError(Code.CAS_UNAVAILABLE, {}, { cause: 'unreadable serviceValidate answer' });
  if (!answer.ok) throw new AppError(Code.CAS_TICKET_INVALID, {}, { casCode: answer.code });
  return answer.user;
}
