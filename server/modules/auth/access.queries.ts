/**
 * What a user may do: role codes, the menus granted through those roles, and the
 * permission codes those menus carry (spec §6).
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema/index';

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
