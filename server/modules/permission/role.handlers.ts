/**
 * Roles (spec §6, §7 /system/permission/role/*): list, dropdown, add, edit,
 * delete, menu grants and data scope. The role `admin` (SUPER_ROLE) holds everything
 * without grants: it cannot be deleted, re-coded or granted (ROLE_PROTECTED). A role
 * still held by users is not deleted (RECORD_IN_USE): unassign it first, so nobody loses
 * access as a side effect. Grants are read on every call (server/plugins/auth.ts), so a
 * change applies to the holders' next call.
 */
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { DataScope, OrgNode, RoleRow } from '../../../platform/contracts/permission.contract';
import { SUPER_ROLE } from '../../../platform/permissions/check';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { sysMenu, sysOrg, sysRole, sysRoleMenu, sysRoleOrg, sysUserRole } from '../../db/schema/index';
import * as permissionContracts from '../../../platform/contracts/permission.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { toWireTime } from '../reserve/campus-time';

/** Time zone of the role list's times (DESIGN.md §6 default). */
const TIME_ZONE = 'Asia/Shanghai';

type RoleRecord = typeof sysRole.$inferSelect;

/**
 * One role.
 * @throws AppError NOT_FOUND
 */
async function roleById(db: Db, id: number): Promise<RoleRecord> {
  const [row] = await db.select().from(sysRole).where(eq(sysRole.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/**
 * A role that may be granted menus or a data scope.
 * @throws AppError NOT_FOUND, ROLE_PROTECTED for `admin`
 */
async function grantableRole(db: Db, id: number): Promise<RoleRecord> {
  const role = await roleById(db, id);
  if (role.code === SUPER_ROLE) throw new AppError(Code.ROLE_PROTECTED);
  return role;
}

/**
 * Refuses a role code held by another role than `exceptId`.
 * @throws AppError DUPLICATE
 */
async function assertCodeFree(db: Db, code: string, exceptId: number | null): Promise<void> {
  const [row] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, code));
  if (row && row.id !== exceptId) throw new AppError(Code.DUPLICATE, { value: code });
}

/** Menu ids granted to a role (ascending). */
async function grantedMenuIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, roleId))
    .orderBy(asc(sysRoleMenu.menuId));
  return rows.map((r) => r.id);
}

/** Organisation ids of a role's custom data scope (ascending). */
async function scopeOrgIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sysRoleOrg.orgId })
    .from(sysRoleOrg)
    .where(eq(sysRoleOrg.roleId, roleId))
    .orderBy(asc(sysRoleOrg.orgId));
  return rows.map((r) => r.id);
}

/** The organisation tree (by sort, then id). */
async function orgTree(db: Db): Promise<OrgNode[]> {
  const rows = await db.select().from(sysOrg).orderBy(asc(sysOrg.sort), asc(sysOrg.id));
  const ids = new Set(rows.map((r) => r.id));
  const build = (parentId: number | null): OrgNode[] =>
    rows
      .filter((r) => (r.parentId !== null && ids.has(r.parentId) ? r.parentId : null) === parentId)
      .map((r) => ({ id: r.id, code: r.code, name: r.name, status: r.status, children: build(r.id) }));
  return build(null);
}

/**
 * Refuses ids that are not all existing rows of `table`.
 * @throws AppError NOT_FOUND
 */
async function assertAllExist(db: Db, table: typeof sysMenu | typeof sysOrg, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const [{ n }] = await db.select({ n: count() }).from(table).where(inArray(table.id, ids));
  if (n !== ids.length) throw new AppError(Code.NOT_FOUND);
}

const SORTS = { code: sysRole.code, name: sysRole.name, sort: sysRole.sort, createdAt: sysRole.createdAt } as const;

/** The handlers of the role calls: a part, implemented with the module's rest. */
export const roleHandlers = {
  rolePage: async (input, ctx) => {
    const where = and(
      input.name ? ilike(sysRole.name, containing(input.name)) : undefined,
      input.code ? ilike(sysRole.code, containing(input.code)) : undefined,
    );
    const order = input.orderBy
      ? [input.order === 'desc' ? desc(SORTS[input.orderBy]) : asc(SORTS[input.orderBy])]
      : [asc(sysRole.sort)];
    const userCount = ctx.db.$with('user_count').as(
      ctx.db
        .select({ roleId: sysUserRole.roleId, n: count().as('n') })
        .from(sysUserRole)
        .groupBy(sysUserRole.roleId),
    );
    const rows = await ctx.db
      .with(userCount)
      .select({ role: sysRole, n: userCount.n })
      .from(sysRole)
      .leftJoin(userCount, eq(userCount.roleId, sysRole.id))
      .where(where)
      .orderBy(...order, asc(sysRole.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(sysRole).where(where);
    return pageResult(
      rows.map(({ role, n }): RoleRow => ({
        id: role.id,
        code: role.code,
        name: role.name,
        dataScope: role.dataScope as DataScope,
        sort: role.sort,
        userCount: Number(n ?? 0),
        createdAt: toWireTime(role.createdAt, TIME_ZONE),
      })),
      total,
      input,
    );
  },

  roleOwnMenu: async (input, ctx) => {
    const role = await roleById(ctx.db, input.id);
    if (role.code !== SUPER_ROLE) return grantedMenuIds(ctx.db, role.id);
    return (await ctx.db.select({ id: sysMenu.id }).from(sysMenu).orderBy(asc(sysMenu.id))).map((r) => r.id);
  },

  roleDropDown: async (_input, ctx) =>
    ctx.db
      .select({ id: sysRole.id, code: sysRole.code, name: sysRole.name })
      .from(sysRole)
      .orderBy(asc(sysRole.sort), asc(sysRole.id)),

  roleAdd: async (input, ctx) => {
    await assertCodeFree(ctx.db, input.code, null);
    const [row] = await ctx.db
      .insert(sysRole)
      .values({ code: input.code, name: input.name, sort: input.sort })
      .returning();
    ctx.audit({ after: row });
    return { id: row.id };
  },

  roleEdit: async (input, ctx) => {
    const before = await roleById(ctx.db, input.id);
    if (before.code === SUPER_ROLE && input.code !== SUPER_ROLE) throw new AppError(Code.ROLE_PROTECTED);
    await assertCodeFree(ctx.db, input.code, before.id);
    const [after] = await ctx.db
      .update(sysRole)
      .set({ code: input.code, name: input.name, sort: input.sort })
      .where(eq(sysRole.id, before.id))
      .returning();
    ctx.audit({ before, after });
    return null;
  },

  roleDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const roles = await ctx.db.select().from(sysRole).where(inArray(sysRole.id, ids));
    if (roles.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    if (roles.some((r) => r.code === SUPER_ROLE)) throw new AppError(Code.ROLE_PROTECTED);
    const [{ n }] = await ctx.db.select({ n: count() }).from(sysUserRole).where(inArray(sysUserRole.roleId, ids));
    if (n > 0) throw new AppError(Code.RECORD_IN_USE, { count: n });
    await ctx.db.delete(sysRole).where(inArray(sysRole.id, ids));
    ctx.audit({ before: roles });
    return null;
  },

  roleGrantMenu: async (input, ctx) => {
    const role = await grantableRole(ctx.db, input.id);
    const menuIds = [...new Set(input.menuIds)].sort((a, b) => a - b);
    await assertAllExist(ctx.db, sysMenu, menuIds);
    const before = await grantedMenuIds(ctx.db, role.id);
    await ctx.db.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, role.id));
    if (menuIds.length) await ctx.db.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId: role.id, menuId })));
    ctx.audit({ before: { role: role.code, menuIds: before }, after: { role: role.code, menuIds } });
    return null;
  },

  roleDataForGrant: async (input, ctx) => {
    const role = await roleById(ctx.db, input.id);
    return {
      id: role.id,
      dataScope: role.dataScope as DataScope,
      orgIds: await scopeOrgIds(ctx.db, role.id),
      orgTree: await orgTree(ctx.db),
    };
  },

  roleGrantData: async (input, ctx) => {
    const role = await grantableRole(ctx.db, input.id);
    const orgIds = input.dataScope === 'custom' ? [...new Set(input.orgIds)].sort((a, b) => a - b) : [];
    await assertAllExist(ctx.db, sysOrg, orgIds);
    const before = { dataScope: role.dataScope, orgIds: await scopeOrgIds(ctx.db, role.id) };
    await ctx.db.update(sysRole).set({ dataScope: input.dataScope }).where(eq(sysRole.id, role.id));
    await ctx.db.delete(sysRoleOrg).where(eq(sysRoleOrg.roleId, role.id));
    if (orgIds.length) await ctx.db.insert(sysRoleOrg).values(orgIds.map((orgId) => ({ roleId: role.id, orgId })));
    ctx.audit({ before, after: { dataScope: input.dataScope, orgIds } });
    return null;
  },
} satisfies PartialHandlersOf<typeof permissionContracts>;
