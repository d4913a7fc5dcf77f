/**
 * Login hardening: account lockout and the captcha switch, both counted from
 * the `login_log` rows (never from process memory: several server processes share the
 * database). A failure is an attempt answered LOGIN_FAILED (unknown account or wrong
 * password); refusals for a lock, a missing or wrong captcha do not count. The sign-ins
 * of one account run one at a time (serializeAccount), each stored before the next checks.
 *
 * The thresholds are constants for now; a settings row may replace them later.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { loginLog } from '../../db/schema/index';

/** How far back failures count: 15 minutes, in ms. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account (since its last successful sign-in, within the window) that lock it. */
export const LOCK_AFTER_ACCOUNT_FAILURES = 5;
/** How long a lock lasts, from the failure that triggered it: 15 minutes, in ms. */
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** Failures of one account (since its last successful sign-in, within the window) that turn the captcha on. */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
/**
 * Failures from one client address (any account, within the window) that turn the captcha
 * on. Higher than the per-account count because many users may share one address (NAT).
 */
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 5;

const accountIs = (account: string) => sql`lower(${loginLog.account}) = ${account.toLowerCase()}`;

/** The time of the account's last successful sign-in, or null. */
async function lastSuccess(db: Db, account: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: loginLog.createdAt })
    .from(loginLog)
    .where(and(accountIs(account), eq(loginLog.outcome, Code.OK)))
    .orderBy(desc(loginLog.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Times of the account's most recent failures (newest first, at most `limit`), after its
 * last success and after `since`.
 */
async function accountFailures(db: Db, account: string, since: Date, limit: number): Promise<Date[]> {
  const success = await lastSuccess(db, account);
  const from = success && success > since ? success : since;
  const rows = await db
    .select({ at: loginLog.createdAt })
    .from(loginLog)
    .where(and(accountIs(account), eq(loginLog.outcome, Code.LOGIN_FAILED), gt(loginLog.createdAt, from)))
    .orderBy(desc(loginLog.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

/**
 * Until when the account is locked, or null when it is not. The account is locked when its
 * last LOCK_AFTER_ACCOUNT_FAILURES failures (after its last success) fall within
 * FAILURE_WINDOW_MS; the lock ends LOCK_DURATION_MS after the newest of them. Accounts
 * that do not exist lock alike, so a lock does not reveal whether an account exists.
 */
export async function lockedUntil(db: Db, account: string, now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS - LOCK_DURATION_MS);
  const failures = await accountFailures(db, account, since, LOCK_AFTER_ACCOUNT_FAILURES);
  if (failures.length < LOCK_AFTER_ACCOUNT_FAILURES) return null;
  const newest = failures[0]!;
  const oldest = failures[failures.length - 1]!;
  if (newest.getTime() - oldest.getTime() > FAILURE_WINDOW_MS) return null;
  const until = new Date(newest.getTime() + LOCK_DURATION_MS);
  return until > now ? until : null;
}

/**
 * Serializes the sign-ins of one account (case-insensitive) until the caller's
 * transaction ends: a transaction-scoped advisory lock keyed by the account. Check,
 * verify and record then run as one step per account, so concurrent guesses cannot all
 * pass the lock check before any failure is stored.
 */
export async function serializeAccount(db: Db, account: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${account.toLowerCase()}`}, 0))`);
}

/**
 * @throws AppError ACCOUNT_LOCKED with param `until` (ISO time) while the account is locked
 */
export async function assertNotLocked(db: Db, account: string, now: Date): Promise<void> {
  const until = await lockedUntil(db, account, now);
  if (until) throw new AppError(Code.ACCOUNT_LOCKED, { until: until.toISOString() });
}

/**
 * Whether a sign-in must carry a captcha: CAPTCHA_AFTER_ADDRESS_FAILURES failures from `ip`
 * within the window, or (when `account` is given) CAPTCHA_AFTER_ACCOUNT_FAILURES failures of
 * the account within the window since its last success.
 */
export async function captchaNeeded(db: Db, ip: string, account: string | undefined, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginLog)
    .where(and(eq(loginLog.ip, ip), eq(loginLog.outcome, Code.LOGIN_FAILED), gt(loginLog.createdAt, since)));
  if (Number(n) >= CAPTCHA_AFTER_ADDRESS_FAILURES) return true;
  if (!account) return false;
  const failures = await accountFailures(db, account, since, CAPTCHA_AFTER_ACCOUNT_FAILURES);
  return failures.length >= CAPTCHA_AFTER_ACCOUNT_FAILURES;
}
