/**
 * Which codes a call may refuse with (docs/api-protocol.md, "Refusals per call").
 *
 * Every call may answer COMMON_REFUSALS: they come from the gateway around the handler, not
 * from the handler's own rules. Each contract lists the rest in its `errors`
 * (platform/contracts/define-call.ts); OpenAPI shows both, and outside production the gateway
 * reports a refusal whose code is in neither (server/plugins/refusal-check.ts).
 */
import { Code, type CodeValue } from './codes';

/**
 * The codes any call may answer, whatever its handler does:
 * - signature (DESIGN.md §4): SIGN_* — every call is signed;
 * - session and permission: TOKEN_INVALID, TOKEN_EXPIRED, SESSION_REVOKED, FORBIDDEN — only for
 *   calls whose access is not `public` (server/plugins/auth.ts, permissions.ts);
 * - BAD_REQUEST — input failing the contract's schema (or a NUL character, a bad
 *   `Idempotency-Key`, a malformed body);
 * - RATE_LIMITED — the request limits (server/plugins/rate-limits.ts);
 * - SERVER_ERROR — an unexpected failure; SERVICE_UNAVAILABLE — the database out of reach.
 */
export const COMMON_REFUSALS: readonly CodeValue[] = [
  Code.SIGN_MISSING,
  Code.SIGN_UNKNOWN_APP,
  Code.SIGN_INVALID,
  Code.SIGN_STALE,
  Code.SIGN_REPLAYED,
  Code.SIGN_NONCE_INVALID,
  Code.TOKEN_INVALID,
  Code.TOKEN_EXPIRED,
  Code.SESSION_REVOKED,
  Code.FORBIDDEN,
  Code.BAD_REQUEST,
  Code.RATE_LIMITED,
  Code.SERVER_ERROR,
  Code.SERVICE_UNAVAILABLE,
];

/**
 * What checking a requested booking may refuse, before anything is stored: the range (past,
 * closed, invalid, across days), the site's opening, the reservation rule's window and
 * length, eligibility, the people named and the notices to accept (server/modules/reserve,
 * server/modules/rules).
 */
export const BOOKING_CHECK_REFUSALS: readonly CodeValue[] = [
  Code.SLOT_PAST,
  Code.SLOT_CLOSED,
  Code.RANGE_INVALID,
  Code.SITE_CLOSED,
  Code.RULE_NOT_ELIGIBLE,
  Code.RULE_TOO_FAR_AHEAD,
  Code.RULE_NOT_OPEN_YET,
  Code.RULE_TOO_SHORT,
  Code.RULE_TOO_LONG,
  Code.PARTICIPANTS_TOO_FEW,
  Code.PARTICIPANTS_TOO_MANY,
  Code.NOTICE_NOT_ACCEPTED,
  Code.CROSS_DAY_NOT_ALLOWED,
  Code.CROSS_DAY_TOO_MANY,
  Code.USER_NOT_FOUND,
  Code.PEOPLE_NOT_SELF,
  Code.PARTICIPANT_DUPLICATE,
  Code.PARTICIPANT_LEADERS,
];

/**
 * What taking a booking or a hold may refuse: {@link BOOKING_CHECK_REFUSALS}, the site
 * unknown, someone else's booking or hold on the range, a room lock over it, the per-day and per-week limits, a
 * credit bar, the quota, and a sensitive word in the subject or remark (WORD_REFUSED).
 */
export const BOOKING_REFUSALS: readonly CodeValue[] = [
  ...BOOKING_CHECK_REFUSALS,
  Code.SLOT_TAKEN,
  Code.SLOT_HELD,
  Code.ROOM_LOCKED,
  Code.SITE_NOT_FOUND,
  Code.RULE_PER_DAY,
  Code.RULE_PER_WEEK,
  Code.CREDIT_BARRED,
  Code.QUOTA_EXCEEDED,
  Code.WORD_REFUSED,
];

/**
 * What starting a business record's approval process may refuse (the engine's checks of the form's
 * values and of the people its nodes need), rolling the record's add back: the conference centre's
 * department approvals (server/modules/conference-approval).
 */
export const APPROVAL_START_ERRORS: readonly CodeValue[] = [
  Code.FORM_VALUES_INVALID,
  Code.CANDIDATE_REQUIRED,
  Code.CANDIDATE_OUT_OF_RANGE,
];

/** True when a call listing `errors` may answer `code` (0, success, always). */
export function mayRefuseWith(errors: readonly number[], code: number): boolean {
  return code === Code.OK || COMMON_REFUSALS.includes(code as CodeValue) || errors.includes(code);
}

/** The name of a code in the catalogue (`SLOT_TAKEN`), or the number as text when unknown. */
export function codeNameOf(code: number): string {
  return Object.entries(Code).find(([, value]) => value === code)?.[0] ?? String(code);
}
