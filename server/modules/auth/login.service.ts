/**
 * Signing in and token rotation (spec §4, DESIGN.md §6): password check with scrypt,
 * a new token family per login, rotation of refresh tokens with reuse detection.
 */
import { eq, sql } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { TokenPair } from '../../../platform/contracts/auth.contract';
import type { Db } from '../../db/client';
import { loginLog, sysUser } from '../../db/schema/index';
import { hashPassword, needsRehash, verifyPassword, type ScryptCost } from './password.service';
import {
  expireAccessTokens,
  familyStart,
  findToken,
  issuePair,
  markUsed,
  newFamily,
  revokeFamily,
} from './token.service';

/** A user row. */
export type UserRow = typeof sysUser.$inferSelect;

const dummyHashes = new Map<string, Promise<string>>();

/** A hash at `cost` to verify against when the account is unknown, so both failures take as long. */
function dummy(cost: ScryptCost): Promise<string> {
  const key = `${cost.N},${cost.r},${cost.p}`;
  if (!dummyHashes.has(key)) dummyHashes.set(key, hashPassword('unknown-account-placeholder', cost));
  return dummyHashes.get(key)!;
}

/** The user of an account name (case-insensitive), or null. */
export async function findUserByAccount(db: Db, account: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(sysUser)
    .where(eq(sql`lower(${sysUser.account})`, account.toLowerCase()));
  return row ?? null;
}

/**
 * Checks an account and password. A hash in the first form or below `cost` is replaced
 * by one at `cost` once the password has matched (the plain password is at hand only now).
 * @returns the user
 * @throws AppError LOGIN_FAILED (unknown account or wrong password — the same answer),
 *   ACCOUNT_DISABLED (right password, disabled account)
 */
export async function authenticate(db: Db, account: string, password: string, cost: ScryptCost): Promise<UserRow> {
  const user = await findUserByAccount(db, account);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummy(cost)));
  if (!user || !matches) throw new AppError(Code.LOGIN_FAILED);
  if (user.status !== 0) throw new AppError(Code.ACCOUNT_DISABLED);
  if (needsRehash(user.passwordHash, cost)) {
    await db
      .update(sysUser)
      .set({ passwordHash: await hashPassword(password, cost) })
      .where(eq(sysUser.id, user.id));
  }
  return user;
}

/**
 * Starts a session: a new family with its first token pair.
 * @param maxAgeMs the login's absolute lifetime (Config.sessionMaxAgeMs)
 */
export function startSession(db: Db, userId: number, now: Date, maxAgeMs: number): Promise<TokenPair> {
  return issuePair(db, userId, newFamily(), now, new Date(now.getTime() + maxAgeMs));
}

/**
 * Rotates a refresh token: marks it used, ends the family's current access token and
 * issues a new pair in its family, within the login's absolute lifetime.
 * @param maxAgeMs the login's absolute lifetime (Config.sessionMaxAgeMs)
 * @param revokeLater schedules the family's revocation so that it survives the refusal
 * @throws AppError REFRESH_INVALID (unknown, expired, or the login older than `maxAgeMs`),
 *   SESSION_REVOKED (revoked, account disabled, or reused — then the whole family is revoked)
 */
export async function rotate(
  db: Db,
  refreshToken: string,
  now: Date,
  maxAgeMs: number,
  revokeLater: (family: string) => void,
): Promise<{ pair: TokenPair; userId: number; account: string }> {
  const row = await findToken(db, refreshToken, 'refresh');
  if (!row) throw new AppError(Code.REFRESH_INVALID);
  if (row.revokedAt) throw new AppError(Code.SESSION_REVOKED);
  if (!row.usedAt && row.expiresAt <= now) throw new AppError(Code.REFRESH_INVALID);
  const sessionEnd = new Date(((await familyStart(db, row.family)) ?? row.createdAt).getTime() + maxAgeMs);
  if (sessionEnd <= now) throw new AppError(Code.REFRESH_INVALID);
  if (row.usedAt || !(await markUsed(db, row.id, now))) {
    revokeLater(row.family);
    throw new AppError(Code.SESSION_REVOKED);
  }
  const [user] = await db.select().from(sysUser).where(eq(sysUser.id, row.userId));
  if (!user || user.status !== 0) throw new AppError(Code.SESSION_REVOKED);
  await expireAccessTokens(db, row.family, now);
  return { pair: await issuePair(db, user.id, row.family, now, sessionEnd), userId: user.id, account: user.account };
}

/**
 * Ends the session of an access token (in any state): revokes its family.
 * @returns who it belonged to, or null for an unknown token (nothing to do)
 */
export async function endSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: number; account: string } | null> {
  const row = await findToken(db, token, 'access');
  if (!row) return null;
  await revokeFamily(db, row.family, now);
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, row.userId));
  return { userId: row.userId, account: user?.account ?? '' };
}

/** One login attempt, as the login log stores it. */
export interface LoginAttempt {
  account: string;
  userId: number | null;
  ip: string;
  userAgent: string;
  outcome: number;
}

/**
 * Stores one login attempt (every attempt, successful or not). Its time is the clock's at
 * the insert, not the transaction's start (`now()`): attempts of one account wait for each
 * other (serializeAccount), so only the insert time orders them as they were decided.
 */
export async function recordLogin(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginLog).values({ ...attempt, createdAt: sql`clock_timestamp()` });
}
