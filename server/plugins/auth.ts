/**
 * Who is calling (spec §4, §8): the `token` header names an access token; this resolves
 * it to a Principal or refuses with a session-invalid code the client understands.
 */
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import type { Db } from '../db/client';
import { hashToken } from '../modules/auth/token.service';
import { principalByTokenHash } from '../modules/auth/access.queries';
import type { Principal } from './call-handler';
import { ALL_PERMISSIONS, SUPER_ROLE } from '../../platform/permissions/check';

/**
 * Resolves an access token.
 * @throws AppError TOKEN_INVALID (missing or unknown), TOKEN_EXPIRED (older than 2 h),
 *   SESSION_REVOKED (logged out, family revoked, or account disabled).
 */
export async function resolvePrincipal(db: Db, token: string | null, now: Date): Promise<Principal> {
  if (!token) throw new AppError(Code.TOKEN_INVALID);
  // One statement, no cache: a sign-out, a disabled account or a changed grant counts from the next request.
  const row = await principalByTokenHash(db, hashToken(token));
  if (!row) throw new AppError(Code.TOKEN_INVALID);
  if (row.revokedAt) throw new AppError(Code.SESSION_REVOKED);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(Code.TOKEN_EXPIRED);
  if (row.account === null || row.name === null || row.status !== 0) throw new AppError(Code.SESSION_REVOKED);
  const { roles } = row;
  const permissions = roles.includes(SUPER_ROLE) ? [ALL_PERMISSIONS] : [...row.permissions].sort();
  return { userId: row.userId, account: row.account, name: row.name, family: row.family, roles, permissions };
}
