/**
 * The response codes of the wire protocol (spec §8, DESIGN.md §4).
 *
 * `0` is success. Every other code has a localized message under the i18n key
 * `errors:<code>` (platform/i18n/locales/errors.ts) and an HTTP status the server
 * answers with. The session-invalid codes are the spec's own list.
 */
export const Code = {
  OK: 0,

  // --- session (spec §8 session-invalid list) ---
  /** No token, or a token the server does not know. Triggers refresh-and-replay. */
  TOKEN_INVALID: 1130001,
  /** The access token has expired (2 h). Triggers refresh-and-replay. */
  TOKEN_EXPIRED: 1130002,
  /** The session was revoked (reused refresh token, disabled account): cleared at once. */
  SESSION_REVOKED: 1130008,
  /** The refresh token is unknown, expired or already used. */
  REFRESH_INVALID: 1130009,

  // --- generic ---
  /** Input failed validation against the call's contract. */
  BAD_REQUEST: 1000400,
  /** The caller lacks the permission the call's contract names. */
  FORBIDDEN: 1000403,
  /** No such call, or no such record. */
  NOT_FOUND: 1000404,
  /** Unexpected failure; never a bare 500 with a stack. */
  SERVER_ERROR: 1000500,

  // --- request signing (DESIGN.md §4) ---
  SIGN_MISSING: 1000201,
  SIGN_UNKNOWN_APP: 1000202,
  SIGN_INVALID: 1000203,
  SIGN_STALE: 1000204,
  SIGN_REPLAYED: 1000205,

  // --- accounts and passwords (spec §5) ---
  LOGIN_FAILED: 1100001,
  ACCOUNT_DISABLED: 1100002,
  ACCOUNT_LOCKED: 1100003,
  CAPTCHA_REQUIRED: 1100004,
  CAPTCHA_WRONG: 1100005,
  PASSWORD_RULE: 1100010,
  PASSWORD_CHINESE: 1100011,
  PASSWORD_MISMATCH: 1100012,
  OLD_PASSWORD_WRONG: 1100013,

  // --- single sign-on (CAS 3.0, server/modules/cas/) ---
  /** Single sign-on is not the login mode, or no CAS server is configured. */
  CAS_NOT_CONFIGURED: 1100020,
  /** A `service` or `redirectUrl` outside our own origins. */
  CAS_SERVICE_INVALID: 1100021,
  /** The CAS server refused the ticket (unknown, used, expired, or for another service). */
  CAS_TICKET_INVALID: 1100022,
  /** The CAS user has no local account. */
  CAS_USER_UNKNOWN: 1100023,
  /** The CAS server did not answer in time or answered something unreadable. */
  CAS_UNAVAILABLE: 1100024,

  // --- booking ---
  /** The slot is already booked (exclusion constraint, SQLSTATE 23P01). */
  SLOT_TAKEN: 2000001,
  /** The requested range starts in the past. */
  SLOT_PAST: 2000002,
  /** The requested range is outside the site's opening hours. */
  SLOT_CLOSED: 2000003,
  /** The range is not whole slots, ends before it starts, or spans days. */
  RANGE_INVALID: 2000004,
  SITE_NOT_FOUND: 2000005,
  RESERVATION_NOT_FOUND: 2000006,
  /** The reservation's state machine does not accept the event in its current state. */
  STATE_NOT_ALLOWED: 2000007,
} as const;

/** A code of the catalogue. */
export type CodeValue = (typeof Code)[keyof typeof Code];

/**
 * Session-invalid codes, exactly as spec §8 lists them (`code` or `errorCode`).
 * On one of these the client refreshes the token once and replays the request once.
 */
export const SESSION_INVALID_CODES: readonly number[] = [
  300, 301, 401, 1030002, 1130001, 1130002, 1130008, 1130009, 11300011, 11300012, 11300013,
];

/** True when `code` means the session is no longer valid (spec §8). */
export function isSessionInvalid(code: number): boolean {
  return SESSION_INVALID_CODES.includes(code);
}

/** Code 1130008 clears the session at once, without a refresh attempt (spec §8). */
export function clearsSessionAtOnce(code: number): boolean {
  return code === Code.SESSION_REVOKED;
}

/** HTTP status the server answers with for a code (the envelope is the real answer). */
export function httpStatusOf(code: number): number {
  if (code === Code.OK) return 200;
  if (isSessionInvalid(code)) return 401;
  switch (code) {
    case Code.FORBIDDEN: return 403;
    case Code.NOT_FOUND: case Code.SITE_NOT_FOUND: case Code.RESERVATION_NOT_FOUND: return 404;
    case Code.SLOT_TAKEN: case Code.STATE_NOT_ALLOWED: return 409;
    case Code.SERVER_ERROR: return 500;
    case Code.CAS_UNAVAILABLE: return 502;
    default: return code >= 1000200 && code < 1000300 ? 401 : 400;
  }
}
