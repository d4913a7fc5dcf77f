/**
 * The browser's API client (DESIGN.md §3–§4, spec §7–§8), built on ky 1.
 *
 * `createApiClient(opts)` returns `call(contract, input, options?)`, which
 * - signs every request: `appId`, `timeStamp`, `nonce`, `sign` in the query (a fresh
 *   nonce per attempt, replays included); GET input also goes in the query, POST input
 *   as a JSON body, except the fields a `{name}` segment of the path carries (URL-encoded,
 *   platform/contracts/path-params.ts);
 * - sends the headers `token` (when there is one), `lang` and `version: 2.0.0`;
 * - reads the body as text and, when it is not JSON, decrypts it first (AES, decryptBody);
 * - on code 0 resolves with `data`;
 * - on a session-invalid code (spec §8) asks `onSessionInvalid(code)` to refresh — ONE
 *   refresh shared by all requests failing at the same time, none at all when the token
 *   already changed since the request was sent — and replays the request once; a second
 *   session-invalid answer calls `onSessionRevoked`; a refused refresh rejects quietly (the
 *   session owner tells the user);
 * - on 1130008 calls `onSessionRevoked(code, msg)` at once;
 * - on SIGN_STALE (the device clock is more than 5 minutes off the server's) learns the
 *   offset from the response's `Date` header, signs with the corrected time from then on,
 *   and replays the request once — the server refused it before doing anything — so a
 *   kiosk or phone with a wrong clock still works;
 * - on any other code calls `notify(msg, 'error')` and rejects with {@link ApiError};
 * - maps HTTP errors without an envelope to `errors:http401/403/404/httpDefault`, a
 *   timeout to `errors:timeout` ('request timed out') and other network failures to
 *   their own error text.
 */
import ky, { TimeoutError } from 'ky';
import type { i18n } from 'i18next';
import type { CallContract, CallInput, CallOutput } from '../contracts/define-call';
import { byLanguage, initI18n } from '../i18n/i18n-core';
import errors from '../i18n/locales/errors';
import { LANGS, type Lang } from '../i18n/languages';
import { decryptBody, encryptBody } from '../protocol/cipher';
import { Code, clearsSessionAtOnce, isSessionInvalid } from '../protocol/codes';
import { signRequest } from '../protocol/sign';
import { fillPath } from '../contracts/path-params';

/** Codes of failures that never reached an envelope (the HTTP status is used for HTTP errors). */
export const CLIENT_CODES = {
  /** The request took longer than `timeoutMs`. */
  TIMEOUT: -1,
  /** The network failed (no response). */
  NETWORK: -2,
  /** A response arrived but was not a readable envelope. */
  BAD_RESPONSE: -3,
} as const;

/** The protocol version header value (DESIGN.md §4). */
export const PROTOCOL_VERSION = '2.0.0';

/**
 * A failed call: `code` is the envelope's code (or the HTTP status / a {@link CLIENT_CODES}
 * value when there was none), `message` the text shown to the user, `status` the HTTP
 * status (0 without a response), `data` the envelope's `data` (e.g. field errors).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How a message is shown: errors close earlier toasts first (the notifier's job). */
export type NotifyKind = 'error' | 'success';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Proxy base of every path, default `/gateway`. Relative bases resolve against the page. */
  baseUrl?: string;
  appId: string;
  appKey: string;
  /** The current access token, or `null` when signed out. */
  getToken(): string | null;
  /** The current language (the `lang` header). */
  getLang(): Lang;
  /** Refresh the session after a session-invalid code; resolve `true` when refreshed (the request is replayed). */
  onSessionInvalid(code: number): Promise<boolean>;
  /** The session is over (1130008, or the replay failed again): clear it and tell the user `message`. */
  onSessionRevoked(code: number, message: string): void | Promise<void>;
  /** Shows a message (toast). */
  notify(message: string, kind: NotifyKind): void;
  /** Request timeout in ms, default 15000. */
  timeoutMs?: number;
  /** The fetch implementation (tests pass a fake), default the global one. */
  fetch?: typeof fetch;
  /** Translates client-side messages (`errors:timeout` …); default: the bundled resources. */
  translate?: (key: string, lang: Lang) => string;
  /** Clock for signing, in ms (tests). */
  now?: () => number;
}

/** Per-call options. */
export interface CallOptions {
  /** Show failures with `notify` (default true). */
  notify?: boolean;
  /**
   * Handle session-invalid codes (refresh, replay, revoke; default true). The session's
   * own calls (login, refresh, getLoginUser, logout) pass false: their failures go to
   * the session machine instead.
   */
  session?: boolean;
  /** Aborts the request (e.g. a query cancelled); an aborted call rejects without notifying. */
  signal?: AbortSignal;
  /** The `token` header to send instead of `getToken()` (`null`: none); used by the session's own calls. */
  token?: string | null;
  /**
   * The `Idempotency-Key` header (1–64 visible ASCII characters) for a contract marked
   * `idempotent`: one key per user action, reused when that action is retried, so the
   * server answers a retry with the first answer.
   */
  idempotencyKey?: string;
}

/** The typed call function: `call(contract, input)` → the contract's `data`. */
export type ApiCall = <C extends CallContract>(
  contract: C,
  input: CallInput<C>,
  options?: CallOptions,
) => Promise<CallOutput<C>>;

interface RawEnvelope {
  code: number;
  msg?: unknown;
  data?: unknown;
  errorCode?: unknown;
}

let bundled: i18n | null = null;
/** The domains' error texts arriving (locales/errors-all.ts); `null` until asked for, or after a failed fetch. */
let allErrors: Promise<void> | null = null;

/** The client's own i18next instance of the `errors` namespace, made on first use. */
function bundledTexts(lang: Lang): i18n {
  bundled ??= initI18n(lang, byLanguage({ errors }));
  return bundled;
}

/**
 * Starts fetching the domains' error texts into the client's instance, once (a failed fetch is tried
 * again on the next call): the first page carries the catalogue's own codes only (locales/errors.ts).
 */
function loadAllErrors(lang: Lang): void {
  allErrors ??= import('../i18n/locales/errors-all').then(
    (all) => {
      // Deep, not overwriting: the same texts as the first page's, plus the domains'.
      for (const lng of LANGS) bundledTexts(lang).addResourceBundle(lng, 'errors', all.default[lng], true, false);
    },
    () => {
      allErrors = null;
    },
  );
}

/**
 * Translates `key` of the `errors` namespace (e.g. `errors:timeout`) into `lang` with the bundled
 * texts (platform/i18n): that namespace only, so the client carries no other texts. A domain's code
 * asked for before its texts have arrived (see {@link loadAllErrors}; our server sends every message
 * translated, so only an envelope without one asks) reads as its key.
 */
export function translateBundled(key: string, lang: Lang): string {
  loadAllErrors(lang);
  return bundledTexts(lang).t(key, { lng: lang });
}

/** Parses a response body: JSON, or the encrypted base64 form (DESIGN.md §4). `null` when neither. */
export function parseBody(text: string, appKey: string): unknown {
  const body = text.trim();
  if (!body) return null;
  if (body.startsWith('{') || body.startsWith('[')) {
    try {
      return JSON.parse(body);
    } catch {
      return null;
    }
  }
  try {
    return JSON.parse(decryptBody(body, appKey));
  } catch {
    return null;
  }
}

function asEnvelope(value: unknown): RawEnvelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const code = (value as { code?: unknown }).code;
  const num = typeof code === 'string' && /^-?\d+$/.test(code) ? Number(code) : code;
  return typeof num === 'number' ? ({ ...(value as object), code: num } as RawEnvelope) : null;
}

function appendQuery(url: URL, input: unknown): void {
  if (typeof input !== 'object' || input === null) return;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
    else url.searchParams.set(key, String(value));
  }
}

/**
 * Encrypts a password field for the wire (spec §3: the password-change payload travels
 * encrypted) with the response cipher and the app key; the server decrypts it.
 */
export function encryptField(value: string, appKey: string): string {
  return encryptBody(value, appKey);
}

/** Creates the call function; see the module comment for the behaviour. */
export function createApiClient(opts: ApiClientOptions): ApiCall {
  const baseUrl = (opts.baseUrl ?? '/gateway').replace(/\/$/, '');
  const translate = opts.translate ?? translateBundled;
  // The domains' error texts, fetched after the first page rather than when a message needs one.
  if (!opts.translate) loadAllErrors(opts.getLang());
  const now = opts.now ?? Date.now;
  const http = ky.create({
    retry: 0,
    throwHttpErrors: false,
    timeout: opts.timeoutMs ?? 15_000,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  let refreshing: Promise<boolean> | null = null;
  /** Server clock minus this device's clock, in ms, learned from a SIGN_STALE answer. */
  let clockSkewMs = 0;

  function refreshOnce(code: number, tokenUsed: string | null): Promise<boolean> {
    if (refreshing) return refreshing;
    const current = opts.getToken();
    if (current && current !== tokenUsed) return Promise.resolve(true); // refreshed since this request left
    const pending = Promise.resolve()
      .then(() => opts.onSessionInvalid(code))
      .catch(() => false)
      .finally(() => {
        if (refreshing === pending) refreshing = null;
      });
    refreshing = pending;
    return pending;
  }

  function fail(error: ApiError, options: CallOptions): never {
    if (options.notify !== false) opts.notify(error.message, 'error');
    throw error;
  }

  async function attempt<C extends CallContract>(
    contract: C,
    input: unknown,
    options: CallOptions,
    replayed: boolean,
    clockFixed = false,
  ): Promise<CallOutput<C>> {
    const lang = opts.getLang();
    const token = options.token !== undefined ? options.token : opts.getToken();
    const base =
      typeof location !== 'undefined' && /^https?:$/.test(location.protocol) ? location.href : 'http://localhost/';
    // Path parameters (`{id}`) take their URL-encoded value from the input and leave the query/body.
    const { path, rest } = fillPath(contract.path, input);
    const url = new URL(baseUrl + path, base);
    const signed = signRequest(opts.appId, opts.appKey, now() + clockSkewMs);
    for (const [k, v] of Object.entries(signed)) url.searchParams.set(k, String(v));
    if (contract.method === 'GET') appendQuery(url, rest);
    const headers: Record<string, string> = { lang, version: PROTOCOL_VERSION, accept: 'application/json, text/plain' };
    if (token) headers.token = token;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

    let status = 0;
    let serverDate: string | null = null;
    let text: string;
    try {
      const response = await http(url, {
        method: contract.method,
        headers,
        ...(contract.method === 'POST' ? { json: rest ?? {} } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      status = response.status;
      serverDate = response.headers.get('date');
      text = await response.text();
    } catch (err) {
      if (options.signal?.aborted) throw err;
      if (err instanceof TimeoutError)
        return fail(new ApiError(CLIENT_CODES.TIMEOUT, translate('errors:timeout', lang), 0), options);
      const message = err instanceof Error && err.message ? err.message : String(err);
      return fail(new ApiError(CLIENT_CODES.NETWORK, message, 0), options);
    }

    const envelope = asEnvelope(parseBody(text, opts.appKey));
    if (!envelope) {
      if (status >= 200 && status < 300)
        return fail(new ApiError(CLIENT_CODES.BAD_RESPONSE, translate('errors:httpDefault', lang), status), options);
      const key =
        status === 401
          ? 'errors:http401'
          : status === 403
            ? 'errors:http403'
            : status === 404
              ? 'errors:http404'
              : 'errors:httpDefault';
      return fail(new ApiError(status, translate(key, lang), status), options);
    }
    if (envelope.code === 0) return envelope.data as CallOutput<C>;

    if (envelope.code === Code.SIGN_STALE && !clockFixed && serverDate && !Number.isNaN(Date.parse(serverDate))) {
      clockSkewMs = Date.parse(serverDate) - now();
      return attempt(contract, input, options, replayed, true);
    }

    const errorCode = typeof envelope.errorCode === 'number' ? envelope.errorCode : Number(envelope.errorCode);
    const sessionCode = isSessionInvalid(envelope.code)
      ? envelope.code
      : isSessionInvalid(errorCode)
        ? errorCode
        : null;
    const message =
      typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : translate(`errors:${envelope.code}`, lang);
    const error = new ApiError(envelope.code, message, status, envelope.data ?? null);

    if (sessionCode !== null && options.session !== false) {
      if (clearsSessionAtOnce(sessionCode) || replayed) {
        await opts.onSessionRevoked(sessionCode, message);
        throw error;
      }
      if (await refreshOnce(sessionCode, token)) return attempt(contract, input, options, true);
      throw error;
    }
    return fail(error, options);
  }

  return (contract, input, options = {}) => attempt(contract, input, options, false);
}
