/**
 * What a user may do: role codes, the menus granted through those roles, and the
 * permission codes those menus carry (spec §6).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authToken, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema/index';

/** A menu row. */
export type MenuRow = typeof sysMenu.$inferSelect;

/** Role codes of a user. */
export async function roleCodesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ code: sysRole.code })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId))
    .orderBy(asc(sysRole.sort));
  return rows.map((r) => r.code);
}

/** Distinct permission codes of the menus granted to a user's roles. */
export async function grantedPermissionsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ permission: sysMenu.permission })
    .from(sysUserRole)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysUserRole.roleId))
    .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
    .where(and(eq(sysUserRole.userId, userId), isNotNull(sysMenu.permission)));
  return rows.map((r) => r.permission!).sort();
}

/** Menus of every application granted to a user's roles; `all` gives every menu (admin). */
export async function grantedMenusOf(db: Db, userId: number, all: boolean): Promise<MenuRow[]> {
  if (all) return db.select().from(sysMenu).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
  const granted = db
    .selectDistinct({ id: sysRoleMenu.menuId })
    .from(sysUserRole)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));
  return db.select().from(sysMenu).where(inArray(sysMenu.id, granted)).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
}

/** Role codes of the user `userId` (an SQL expression of the outer query), in role order. */
const roleCodesSql = (userId: typeof sysUser.id) =>
  sql<
    string[]
  >`array(select ${sysRole.code} from ${sysUserRole} join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId}
    where ${sysUserRole.userId} = ${userId} order by ${sysRole.sort})`;

/** Distinct permission codes of the menus granted to the roles of `userId` (unordered). */
const permissionsSql = (userId: typeof sysUser.id) =>
  sql<string[]>`array(select distinct ${sysMenu.permission} from ${sysUserRole}
    join ${sysRoleMenu} on ${sysRoleMenu.roleId} = ${sysUserRole.roleId}
    join ${sysMenu} on ${sysMenu.id} = ${sysRoleMenu.menuId}
    where ${sysUserRole.userId} = ${userId} and ${sysMenu.permission} is not null)`;

/** The statement of {@link principalByTokenHash}, built once per database handle. */
function principalStatement(db: Db) {
  return db
    .select({
      userId: authToken.userId,
      family: authToken.family,
      expiresAt: authToken.expiresAt,
      revokedAt: authToken.revokedAt,
      account: sysUser.account,
      name: sysUser.name,
      status: sysUser.status,
      roles: roleCodesSql(sysUser.id),
      permissions: permissionsSql(sysUser.id),
    })
    .from(authToken)
    .leftJoin(sysUser, eq(sysUser.id, authToken.userId))
    .where(and(eq(authToken.tokenHash, sql.placeholder('hash')), eq(authToken.kind, 'access')))
    .prepare('principal_by_token');
}

/** The token, its user (null fields when gone) with roles and granted permissions, as one row. */
export type PrincipalRow = Awaited<ReturnType<ReturnType<typeof principalStatement>['execute']>>[number];

const principalStatements = new WeakMap<Db, ReturnType<typeof principalStatement>>();

/**
 * The access token whose hash is `tokenHash` with its user, the user's role codes and the permission codes
 * granted through those roles (permissions unsorted), in one statement: read fresh on every call, so a
 * revoked session or a changed grant counts from the next request on, in every process. A named prepared
 * statement on PostgreSQL (parsed and planned once per connection). Null for an unknown token.
 */
export async function principalByTokenHash(db: Db, tokenHash: string): Promise<PrincipalRow | null> {
  let statement = principalStatements.get(db);
  if (!statement) principalStatements.set(db, (statement = principalStatement(db)));
  const [row] = await statement.execute({ hash: tokenHash });
  return row ?? null;
}
