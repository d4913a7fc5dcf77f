/**
 * Access and refresh tokens (DESIGN.md §6, spec §4): 32 random bytes in base64url,
 * stored only as their SHA-256. Access tokens live 2 h; refresh tokens 7 days and
 * rotate: each use marks it used and issues a new pair in the same family (one login).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
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

/** Issues and stores an access and a refresh token for `userId` in `family`. */
export async function issuePair(db: Db, userId: number, family: string, now: Date): Promise<TokenPair> {
  const token = newToken();
  const refreshToken = newToken();
  await db.insert(authToken).values([
    { tokenHash: hashToken(token), kind: 'access', userId, family, expiresAt: new Date(now.getTime() + ACCESS_TTL_MS) },
    { tokenHash: hashToken(refreshToken), kind: 'refresh', userId, family, expiresAt: new Date(now.getTime() + REFRESH_TTL_MS) },
  ]);
  return { token, refreshToken };
}

/** The stored row of a token of `kind`, whatever its state; null when unknown. */
export async function findToken(db: Db, token: string, kind: TokenRow['kind']): Promise<TokenRow | null> {
  const [row] = await db.select().from(authToken)
    .where(and(eq(authToken.tokenHash, hashToken(token)), eq(authToken.kind, kind)));
  return row ?? null;
}

/**
 * Marks a refresh token used, unless it already was (a concurrent use).
 * @returns true when this call marked it.
 */
export async function markUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(authToken).set({ usedAt: now })
    .where(and(eq(authToken.id, id), isNull(authToken.usedAt))).returning({ id: authToken.id });
  return rows.length === 1;
}

/** Revokes every not yet revoked token of a family (logout, refresh-token reuse). */
export async function revokeFamily(db: Db, family: string, now: Date): Promise<void> {
  await db.update(authToken).set({ revokedAt: now })
    .where(and(eq(authToken.family, family), isNull(authToken.revokedAt)));
}
