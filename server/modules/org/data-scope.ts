/**
 * Data scope (spec §6 grantData): which users' records a caller may see on the
 * pages it governs (/user and /reserveManage). Each role has `sys_role.data_scope`
 * (DataScope of platform/contracts/permission.contract.ts, set by grantData):
 *
 * - `all`: everyone (the `admin` role always counts as `all`);
 * - `org`: users of the caller's own organisation;
 * - `orgAndBelow`: the caller's organisation and every organisation below it;
 * - `custom`: the organisations listed for the role in `sys_role_org` (exactly those);
 * - `self`: only the caller.
 *
 * A caller with several roles gets the union (the widest reach). Every caller sees
 * their own records, whatever the scope. A caller without roles sees only themselves.
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SUPER_ROLE } from '../../../platform/permissions/check';
import type { Db } from '../../db/client';
import { sysRole, sysRoleOrg, sysUser, sysUserRole } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { hasPermission } from '../../plugins/permissions';
import { loadOrgs, subtreeIds } from './org.queries';

/** A caller's reach: everything, or the users of `orgIds` plus the caller (`userId`). */
export type Reach = { all: true } | { all: false; userId: number; orgIds: number[] };

/**
 * The union of the data scopes of the caller's roles (read from the database, so a
 * grantData applies at the next call).
 */
export async function reachOf(db: Db, principal: Principal): Promise<Reach> {
  if (principal.roles.includes(SUPER_ROLE)) return { all: true };
  const roles = await db
    .select({ id: sysRole.id, code: sysRole.code, dataScope: sysRole.dataScope })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, principal.userId));
  if (roles.some((r) => r.code === SUPER_ROLE || r.dataScope === 'all')) return { all: true };

  const orgIds = new Set<number>();
  const scopes = new Set(roles.map((r) => r.dataScope));
  if (scopes.has('org') || scopes.has('orgAndBelow')) {
    const [me] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.id, principal.userId));
    if (me?.orgId != null) {
      if (scopes.has('orgAndBelow')) for (const id of subtreeIds(await loadOrgs(db), [me.orgId])) orgIds.add(id);
      else orgIds.add(me.orgId);
    }
  }
  const custom = roles.filter((r) => r.dataScope === 'custom').map((r) => r.id);
  if (custom.length) {
    const granted = await db
      .select({ orgId: sysRoleOrg.orgId })
      .from(sysRoleOrg)
      .where(inArray(sysRoleOrg.roleId, custom));
    for (const g of granted) orgIds.add(g.orgId);
  }
  return { all: false, userId: principal.userId, orgIds: [...orgIds].sort((a, b) => a - b) };
}

/** The columns that place a row: its user, and (when the query joins it) that user's organisation. */
export interface ScopeColumns {
  /** The user the row belongs to (sys_user.id, reservation.user_id …). */
  userId: AnyPgColumn;
  /** That user's organisation (sys_user.org_id of a joined user); without it a subquery on sys_user is used. */
  orgId?: AnyPgColumn;
}

/** The SQL condition of `reach` over `columns`; `undefined` for `all` (no condition). */
export function reachCondition(reach: Reach, columns: ScopeColumns): SQL | undefined {
  if (reach.all) return undefined;
  const own = eq(columns.userId, reach.userId);
  if (!reach.orgIds.length) return own;
  const inOrgs = columns.orgId
    ? inArray(columns.orgId, reach.orgIds)
    : sql`${columns.userId} in (select su.id from sys_user su where su.org_id in ${reach.orgIds})`;
  return or(own, inOrgs);
}

/**
 * The caller's data-scope condition for a query over rows of users, e.g.
 * `where(and(filters, await scopeCondition(ctx.db, me, { userId: reservation.userId, orgId: sysUser.orgId })))`.
 * @returns undefined when the caller sees everything
 */
export async function scopeCondition(db: Db, principal: Principal, columns: ScopeColumns): Promise<SQL | undefined> {
  return reachCondition(await reachOf(db, principal), columns);
}

/**
 * The condition on rows of users that `principal` sees through `permission` (e.g. the
 * back office's `resv:manage:list` on bookings): always their own rows; when they hold
 * `permission`, also the rows of the users in their data scope. Without the permission a
 * caller sees only their own rows, whatever their scope.
 * @returns undefined when the caller holds the permission and sees everything
 */
export async function ownOrScope(
  db: Db,
  principal: Principal,
  columns: ScopeColumns,
  permission: string,
): Promise<SQL | undefined> {
  if (!hasPermission(principal, permission)) return eq(columns.userId, principal.userId);
  return scopeCondition(db, principal, columns);
}

/**
 * The condition of `reach` over rows that ARE organisations or belong to one without a
 * user (sys_org.id, quota subjects per organisation): the organisations of the reach;
 * nothing at all for a reach without organisations (scope `self`).
 * @returns undefined for `all`
 */
export function orgReachCondition(reach: Reach, orgId: AnyPgColumn): SQL | undefined {
  if (reach.all) return undefined;
  return reach.orgIds.length ? inArray(orgId, reach.orgIds) : sql`false`;
}
