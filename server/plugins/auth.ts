/**
 * Who is calling (spec §4, §8): the `token` header names an access token; this resolves
 * it to a Principal or refuses with a session-invalid code the client understands.
 */
import { eq } from 'drizzle-orm';
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import type { Db } from '../db/client';
import { sysUser } from '../db/schema/index';
import { findToken } from '../modules/auth/token.service';
import { grantedPermissionsOf, roleCodesOf } from '../modules/auth/access.queries';
import type { Principal } from './call-handler';
import { ALL_PERMISSIONS, SUPER_ROLE } from '../../platform/permissions/check';

/**
 * Resolves an access token.
 * @throws AppError TOKEN_INVALID (missing or unknown), TOKEN_EXPIRED (older than 2 h),
 *   SESSION_REVOKED (logged out, family revoked, or account disabled).
 */
export async function resolvePrincipal(db: Db, token: string | null, now: Date): Promise<Principal> {
  if (!token) throw new AppError(Code.TOKEN_INVALID);
  const row = await findToken(db, token, 'access');
  if (!row) throw new AppError(Code.TOKEN_INVALID);
  if (row.revokedAt) throw new AppError(Code.SESSION_REVOKED);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(Code.TOKEN_EXPIRED);
  const [user] = await db.select().from(sysUser).where(eq(sysUser.id, row.userId));
  if (!user || user.status !== 0) throw new AppError(Code.SESSION_REVOKED);
  const roles = await roleCodesOf(db, user.id);
  const permissions = roles.includes(SUPER_ROLE) ? [ALL_PERMISSIONS] : await grantedPermissionsOf(db, user.id);
  return { userId: user.id, account: user.account, name: user.name, family: row.family, roles, permissions };
}
