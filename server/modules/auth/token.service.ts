/**
 * Access and refresh tokens (DESIGN.md §6, spec §4): 32 random bytes in base64url,
 * stored only as their SHA-256. Access tokens live 2 h; refresh tokens 7 days and
 * rotate: each use marks it used and issues a new pair in the same family (one login).
 * No token outlives its login's absolute lifetime (setting SESSION_MAX_AGE_DAYS), however
 * often it is refreshed.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, min, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authToken } from '../../db/schema/index';
import type { TokenPair } from '../../../platform/contracts/auth.contract';

/** Lifetime of an access token: 2 hours, in ms. */
export const ACCESS_TTL_MS = 2 * 60 * 60 * 1000;
/** Lifetime of a refresh token: 7 days, in ms. */
export const REFRESH_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A stored token row. */
export type TokenRow = typeof authToken.$inferSelect;

/** The stored form of a token: lowercase hex SHA-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session family id (one per login). */
export function newFamily(): string {
  return randomUUID();
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Issues and stores an access and a refresh token for `userId` in `family`; neither
 * expires after `sessionEnd` (the end of the login's absolute lifetime).
 */
export async function issuePair(
  db: Db,
  userId: number,
  family: string,
  now: Date,
  sessionEnd: Date,
): Promise<TokenPair> {
  const token = newToken();
  const refreshToken = newToken();
  const until = (ttl: number) => new Date(Math.min(now.getTime() + ttl, sessionEnd.getTime()));
  await db.insert(authToken).values([
    { tokenHash: hashToken(token), kind: 'access', userId, family, expiresAt: until(ACCESS_TTL_MS) },
    { tokenHash: hashToken(refreshToken), kind: 'refresh', userId, family, expiresAt: until(REFRESH_TTL_MS) },
  ]);
  return { token, refreshToken };
}

/** When the login of `family` started: its first token's creation time (null for an unknown family). */
export async function familyStart(db: Db, family: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(authToken.createdAt) })
    .from(authToken)
    .where(eq(authToken.family, family));
  return row?.at ?? null;
}

/**
 * Ends the family's access tokens that are still valid (after a refresh the old access
 * token stops working): they expire now, so they answer TOKEN_EXPIRED.
 */
export async function expireAccessTokens(db: Db, family: string, now: Date): Promise<void> {
  await db
    .update(authToken)
    .set({ expiresAt: now })
    .where(and(eq(authToken.family, family), eq(authToken.kind, 'access'), gt(authToken.expiresAt, now)));
}

/** The stored row of a token of `kind`, whatever its state; null when unknown. */
export async function findToken(db: Db, token: string, kind: TokenRow['kind']): Promise<TokenRow | null> {
  const [row] = await db
    .select()
    .from(authToken)
    .where(and(eq(authToken.tokenHash, hashToken(token)), eq(authToken.kind, kind)));
  return row ?? null;
}

/**
 * Marks a refresh token used, unless it already was (a concurrent use).
 * @returns true when this call marked it.
 */
export async function markUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(authToken)
    .set({ usedAt: now })
    .where(and(eq(authToken.id, id), isNull(authToken.usedAt)))
    .returning({ id: authToken.id });
  return rows.length === 1;
}

/**
 * Revokes every session of `userId` (password change or reset, disabled account) but the
 * family `keep` when given (the session that changed its own password).
 */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keep?: string): Promise<void> {
  await db
    .update(authToken)
    .set({ revokedAt: now })
    .where(
      and(eq(authToken.userId, userId), isNull(authToken.revokedAt), keep ? ne(authToken.family, keep) : undefined),
    );
}

/** Revokes every not yet revoked token of a family (logout, refresh-token reuse). */
export async function revokeFamily(db: Db, family: string, now: Date): Promise<void> {
  await db
    .update(authToken)
    .set({ revokedAt: now })
    .where(and(eq(authToken.family, family), isNull(authToken.revokedAt)));
}
