/**
 * Handlers of the user and administrator calls of platform/contracts/org.contract.ts
 * (spec §7 /system/org/user/*). The user list and every call on one user obey
 * the caller's data scope (./data-scope.ts): a user outside it is NOT_FOUND; a new or
 * moved user must land inside it (FORBIDDEN otherwise). Administrator accounts are
 * handled on /user only by administrators and on /admin by holders of system:admin:*.
 * Roles given with add/edit (`roleIds`) also need system:user:grantRole.
 */
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { userGrantRole, type UserRow } from '../../../platform/contracts/org.contract';
import { SUPER_ROLE } from '../../../platform/permissions/check';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { containing } from '../../db/paging';
import { sysUser } from '../../db/schema/index';
import * as orgContracts from '../../../platform/contracts/org.contract';
import type { PartialHandlersOf, CallContext, Principal, SignedInContext } from '../../plugins/call-handler';
import { hasPermission, isAdmin } from '../../plugins/permissions';
import { changePassword } from '../auth/change-password.service';
import { revokeUserSessions } from '../auth/token.service';
import { reachCondition, reachOf, type Reach } from './data-scope';
import { findUser, loadOrgs, pageUsers, subtreeIds } from './org.queries';
import {
  assertAdminRemains,
  decryptField,
  deleteUsers,
  grantAdminRole,
  insertUser,
  newPasswordHash,
  NO_PASSWORD,
  roleIdsOf,
  setRoles,
  syncUsers,
  updateUser,
  type UserProfile,
} from './user.service';
import { operationSummary } from '../../plugins/operation-summary';

/** The columns that place a sys_user row for the data scope. */
const USER_SCOPE = { userId: sysUser.id, orgId: sysUser.orgId };

/** The profile fields of an add/edit input; edit replaces the whole profile, so an absent field is cleared. */
function profileOf(input: UserProfile): UserProfile {
  const { name, nickName, orgId, positionId, ident, phone, email, idCard, status } = input;
  return {
    name,
    nickName: nickName ?? '',
    status,
    orgId: orgId ?? null,
    positionId: positionId ?? null,
    ident: ident ?? null,
    phone: phone ?? null,
    email: email ?? null,
    idCard: idCard ?? null,
  };
}

/**
 * A user the caller may act on: inside the caller's data scope (NOT_FOUND otherwise);
 * an administrator account only for an administrator (FORBIDDEN) unless `adminPage`.
 */
async function targetUser(ctx: SignedInContext, id: number, { adminPage = false } = {}): Promise<UserRow> {
  const me = ctx.principal;
  const user = adminPage
    ? await findUser(ctx.db, id, eq(sysUser.adminUser, true))
    : await findUser(ctx.db, id, reachCondition(await reachOf(ctx.db, me), USER_SCOPE));
  if (!user) throw new AppError(Code.NOT_FOUND);
  if (!adminPage && user.adminUser && !isAdmin(me)) throw new AppError(Code.FORBIDDEN, { permission: SUPER_ROLE });
  return user;
}

/** @throws AppError FORBIDDEN when a caller with a limited scope places a user in an organisation outside it */
function assertOrgInReach(reach: Reach, orgId: number | null | undefined): void {
  if (!reach.all && (orgId == null || !reach.orgIds.includes(orgId)))
    throw new AppError(Code.FORBIDDEN, { permission: 'dataScope' });
}

/** Applies a status change's guards and effects: not oneself, never the last administrator; disabling ends sessions. */
async function applyStatus(ctx: CallContext, me: Principal, user: UserRow, status: 0 | 1): Promise<void> {
  if (status === 1 && user.status === 0) {
    if (user.id === me.userId) throw new AppError(Code.NOT_ON_SELF);
    if (user.adminUser) await assertAdminRemains(ctx.db, [user.id]);
    await revokeUserSessions(ctx.db, user.id, ctx.now);
  }
}

/** Roles set through add/edit need system:user:grantRole as well. @throws AppError FORBIDDEN */
function assertMayGrant(me: Principal, roleIds: number[] | undefined, current: number[]): void {
  const same =
    roleIds === undefined || (roleIds.length === current.length && roleIds.every((id) => current.includes(id)));
  if (!same && !hasPermission(me, userGrantRole.access))
    throw new AppError(Code.FORBIDDEN, { permission: userGrantRole.access });
}

/** A list filter: account or name contains `keyword` (case-insensitive). */
function keywordFilter(keyword?: string): SQL | undefined {
  return keyword
    ? or(ilike(sysUser.account, containing(keyword)), ilike(sysUser.name, containing(keyword)))
    : undefined;
}

/** The user, re-read after a write (it exists: the call's transaction wrote it). */
async function reread(ctx: CallContext, id: number): Promise<UserRow> {
  return (await findUser(ctx.db, id))!;
}

/** The handlers of the user and administrator calls: a part, implemented with the module's rest. */
export const userHandlers = {
  userPage: async (input, ctx) => {
    const me = ctx.principal;
    const where = and(
      keywordFilter(input.keyword),
      input.orgId ? inArray(sysUser.orgId, subtreeIds(await loadOrgs(ctx.db), [input.orgId])) : undefined,
      input.status !== undefined ? eq(sysUser.status, input.status) : undefined,
      input.roleId
        ? sql`exists (select 1 from sys_user_role ur where ur.user_id = "sys_user"."id" and ur.role_id =
          ${input.roleId})`
        : undefined,
      input.ident ? eq(sysUser.ident, input.ident) : undefined,
      reachCondition(await reachOf(ctx.db, me), USER_SCOPE),
    );
    const { rows, total } = await pageUsers(ctx.db, where, input);
    return { rows, total, pageNo: input.pageNo, pageSize: input.pageSize };
  },

  userDetail: async (input, ctx) => {
    const me = ctx.principal;
    const user = await findUser(ctx.db, input.id, reachCondition(await reachOf(ctx.db, me), USER_SCOPE));
    if (!user) throw new AppError(Code.NOT_FOUND);
    return user;
  },

  userOwnRole: async (input, ctx) => roleIdsOf(ctx.db, (await targetUser(ctx, input.id)).id),

  userAdd: async (input, ctx) => {
    const me = ctx.principal;
    assertOrgInReach(await reachOf(ctx.db, me), input.orgId);
    assertMayGrant(me, input.roleIds, []);
    const hash = input.password
      ? await newPasswordHash(decryptField(input.password, ctx.config.appKey), ctx.config.passwordCost)
      : NO_PASSWORD;
    const id = await insertUser(ctx.db, input.account, profileOf(input), hash, ctx.now);
    if (input.roleIds) await setRoles(ctx.db, id, input.roleIds, me, false);
    const after = await reread(ctx, id);
    ctx.audit({ after });
    return after;
  },

  userEdit: async (input, ctx) => {
    const me = ctx.principal;
    const before = await targetUser(ctx, input.id);
    if (input.orgId !== before.orgId) assertOrgInReach(await reachOf(ctx.db, me), input.orgId);
    assertMayGrant(me, input.roleIds, before.roleIds);
    await applyStatus(ctx, me, before, input.status);
    await updateUser(ctx.db, input.id, profileOf(input), ctx.now);
    if (input.roleIds) await setRoles(ctx.db, input.id, input.roleIds, me, before.adminUser);
    const after = await reread(ctx, input.id);
    ctx.audit({ before, after });
    return after;
  },

  userDelete: async (input, ctx) => {
    const me = ctx.principal;
    const users = [];
    for (const id of new Set(input.ids)) users.push(await targetUser(ctx, id));
    await deleteUsers(ctx.db, users, me);
    ctx.audit({ before: users });
    return null;
  },

  userChangeStatus: async (input, ctx) => {
    const me = ctx.principal;
    const user = await targetUser(ctx, input.id);
    await applyStatus(ctx, me, user, input.status);
    await ctx.db.update(sysUser).set({ status: input.status, updatedAt: ctx.now }).where(eq(sysUser.id, user.id));
    ctx.audit({
      before: { id: user.id, account: user.account, status: user.status },
      after: { id: user.id, account: user.account, status: input.status },
    });
    return null;
  },

  userResetPwd: async (input, ctx) => {
    const me = ctx.principal;
    const user = await targetUser(ctx, input.id);
    const key = ctx.config.appKey;
    const hash = await newPasswordHash(
      decryptField(input.newPassword, key),
      ctx.config.passwordCost,
      decryptField(input.repeatPassword, key),
    );
    await ctx.db.update(sysUser).set({ passwordHash: hash, updatedAt: ctx.now }).where(eq(sysUser.id, user.id));
    // Every session of the user ends; an administrator resetting their own keeps the current one.
    await revokeUserSessions(ctx.db, user.id, ctx.now, user.id === me.userId ? me.family : undefined);
    ctx.audit({
      summary: operationSummary('passwordReset', { account: user.account }),
      after: { id: user.id, account: user.account },
    });
    return null;
  },

  userGrantRole: async (input, ctx) => {
    const me = ctx.principal;
    const user = await targetUser(ctx, input.id);
    await setRoles(ctx.db, user.id, input.roleIds, me, user.adminUser);
    ctx.audit({
      before: { id: user.id, roleIds: user.roleIds },
      after: { id: user.id, roleIds: await roleIdsOf(ctx.db, user.id) },
    });
    return null;
  },

  userSyncUser: async (input, ctx) => {
    const result = await syncUsers(ctx.db, input.users, ctx.lang, ctx.now);
    const counts = { created: result.created, updated: result.updated, failed: result.failed.length };
    ctx.audit({ summary: operationSummary('usersSynchronized', counts), after: result });
    return result;
  },

  orgUserUpdatePwd: async (input, ctx) => {
    const me = ctx.principal;
    if (input.id !== undefined && input.id !== me.userId) throw new AppError(Code.FORBIDDEN);
    await changePassword(ctx.db, me, input, ctx.config, ctx.now);
    ctx.audit({ summary: operationSummary('ownPasswordChanged') });
    return null;
  },

  adminPage: async (input, ctx) => {
    const where = and(
      eq(sysUser.adminUser, true),
      keywordFilter(input.keyword),
      input.status !== undefined ? eq(sysUser.status, input.status) : undefined,
    );
    const { rows, total } = await pageUsers(ctx.db, where, input);
    return { rows, total, pageNo: input.pageNo, pageSize: input.pageSize };
  },

  addAdmin: async (input, ctx) => {
    const hash = await newPasswordHash(decryptField(input.password, ctx.config.appKey), ctx.config.passwordCost);
    const id = await insertUser(ctx.db, input.account, profileOf(input), hash, ctx.now, true);
    await grantAdminRole(ctx.db, id);
    const after = await reread(ctx, id);
    ctx.audit({ after });
    return after;
  },

  editAdmin: async (input, ctx) => {
    const me = ctx.principal;
    const before = await targetUser(ctx, input.id, { adminPage: true });
    await applyStatus(ctx, me, before, input.status);
    const profile = profileOf({ ...input, positionId: before.positionId, ident: before.ident, idCard: before.idCard });
    await updateUser(ctx.db, input.id, profile, ctx.now);
    const after = await reread(ctx, input.id);
    ctx.audit({ before, after });
    return after;
  },

  deleteAdmin: async (input, ctx) => {
    const me = ctx.principal;
    const users = [];
    for (const id of new Set(input.ids)) users.push(await targetUser(ctx, id, { adminPage: true }));
    await deleteUsers(ctx.db, users, me);
    ctx.audit({ before: users });
    return null;
  },
} satisfies PartialHandlersOf<typeof orgContracts>;
