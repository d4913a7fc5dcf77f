/**
 * Handlers of the organisation tree (/org), positions (/position) and temporary
 * identities (/ident) of platform/contracts/org.contract.ts. Codes are unique
 * (DUPLICATE); an organisation with sub-organisations or users, and a position or
 * identity still held by users, cannot be deleted. Organisations are changed only within
 * the caller's data scope (DESIGN.md §6): one outside it answers as unknown.
 */
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { IdentRow, PositionRow } from '../../../platform/contracts/org.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { sysIdent, sysOrg, sysPosition, sysUser } from '../../db/schema/index';
import * as orgContracts from '../../../platform/contracts/org.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { orgReachCondition, reachOf, type Reach } from './data-scope';
import { toWireTime } from '../reserve/campus-time';
import { loadOrgs, orgForest, orgNode, ORG_TIME_ZONE, subtreeIds } from './org.queries';

/**
 * The result of `write`, guarded by a unique code.
 * @throws AppError DUPLICATE (`value` = the code) on a unique violation
 */
async function uniqueCode<T>(code: string, write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw new AppError(Code.DUPLICATE, { value: code });
    throw err;
  }
}

/**
 * Checks the parent of a new or moved organisation: it exists and is in `reach` (the
 * caller's data scope); a root (no parent) needs scope `all`.
 * @throws AppError BAD_REQUEST when `parentId` names no organisation of the reach;
 *   FORBIDDEN for a root with a limited reach
 */
async function assertParent(db: Db, parentId: number | null | undefined, reach: Reach): Promise<void> {
  if (parentId == null) {
    if (!reach.all) throw new AppError(Code.FORBIDDEN, { permission: 'dataScope' });
    return;
  }
  const found = await db
    .select({ id: sysOrg.id })
    .from(sysOrg)
    .where(and(eq(sysOrg.id, parentId), orgReachCondition(reach, sysOrg.id)));
  if (!found.length) throw new AppError(Code.BAD_REQUEST, { detail: `parentId: no organisation ${parentId}` });
}

/**
 * Checks the leader of a new or edited organisation: an existing user (any organisation: a
 * department may be led from above it).
 * @throws AppError BAD_REQUEST naming `leaderId` when no such user exists
 */
async function assertLeader(db: Db, leaderId: number | null | undefined): Promise<void> {
  if (leaderId == null) return;
  const found = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, leaderId));
  if (!found.length) throw new AppError(Code.BAD_REQUEST, { detail: `leaderId: no user ${leaderId}` });
}

/** Organisation `id` when it is in `reach`. @throws AppError NOT_FOUND (unknown or out of scope) */
async function orgInReach(db: Db, id: number, reach: Reach): Promise<typeof sysOrg.$inferSelect> {
  const [row] = await db
    .select()
    .from(sysOrg)
    .where(and(eq(sysOrg.id, id), orgReachCondition(reach, sysOrg.id)));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** A row with a code and an optional keyword filter over code and name. */
function codeNameFilter(table: typeof sysPosition | typeof sysIdent, keyword?: string): SQL | undefined {
  return keyword ? or(ilike(table.code, containing(keyword)), ilike(table.name, containing(keyword))) : undefined;
}

/** Users holding each position (raw SQL: drizzle leaves columns of single-table queries unqualified). */
const positionUsers = sql<number>`(select count(*)::int from sys_user u where u.position_id = "sys_position"."id")`;
/** Users holding each identity. */
const identUsers = sql<number>`(select count(*)::int from sys_user u where u.ident = "sys_ident"."code")`;

function positionOut(r: typeof sysPosition.$inferSelect & { userCount: number }): PositionRow {
  return { ...r, status: r.status as 0 | 1, createdAt: toWireTime(r.createdAt, ORG_TIME_ZONE) };
}

function identOut(r: typeof sysIdent.$inferSelect & { userCount: number }): IdentRow {
  return { ...r, status: r.status as 0 | 1, createdAt: toWireTime(r.createdAt, ORG_TIME_ZONE) };
}

async function findPosition(db: Db, id: number): Promise<PositionRow> {
  const [row] = await db
    .select({ ...getTableColumns(sysPosition), userCount: positionUsers })
    .from(sysPosition)
    .where(eq(sysPosition.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return positionOut(row);
}

async function findIdent(db: Db, id: number): Promise<IdentRow> {
  const [row] = await db
    .select({ ...getTableColumns(sysIdent), userCount: identUsers })
    .from(sysIdent)
    .where(eq(sysIdent.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return identOut(row);
}

/** @throws AppError NOT_FOUND for a missing id, RECORD_IN_USE when any row is held by users */
function assertDeletable(rows: { userCount: number }[], wanted: number): void {
  if (rows.length !== wanted) throw new AppError(Code.NOT_FOUND);
  const held = rows.reduce((n, r) => n + r.userCount, 0);
  if (held > 0) throw new AppError(Code.RECORD_IN_USE, { count: held });
}

const POSITION_SORT = {
  code: sysPosition.code,
  name: sysPosition.name,
  sort: sysPosition.sort,
  createdAt: sysPosition.createdAt,
};

/** The handlers of the organisation, position and identity calls: a part, implemented with the module's rest. */
export const catalogHandlers = {
  orgTree: async (_input, ctx) => orgForest(ctx.db),

  orgAdd: async (input, ctx) => {
    await assertParent(ctx.db, input.parentId, await reachOf(ctx.db, ctx.principal));
    await assertLeader(ctx.db, input.leaderId);
    const { leaderId, ...fields } = input;
    const [row] = await uniqueCode(
      input.code,
      ctx.db
        .insert(sysOrg)
        .values({ ...fields, parentId: input.parentId ?? null, leaderUserId: leaderId ?? null })
        .returning(),
    );
    const after = (await orgNode(ctx.db, row.id))!;
    ctx.audit({ after: row });
    return after;
  },

  orgEdit: async (input, ctx) => {
    const reach = await reachOf(ctx.db, ctx.principal);
    const before = await orgInReach(ctx.db, input.id, reach);
    if ((input.parentId ?? null) !== before.parentId) await assertParent(ctx.db, input.parentId, reach);
    const orgs = await loadOrgs(ctx.db);
    if (input.parentId != null && subtreeIds(orgs, [input.id]).includes(input.parentId))
      throw new AppError(Code.ORG_PARENT_INVALID);
    await assertLeader(ctx.db, input.leaderId);
    const { leaderId, ...fields } = input;
    const [after] = await uniqueCode(
      input.code,
      ctx.db
        .update(sysOrg)
        .set({ ...fields, parentId: input.parentId ?? null, leaderUserId: leaderId ?? null })
        .where(eq(sysOrg.id, input.id))
        .returning(),
    );
    ctx.audit({ before, after });
    return (await orgNode(ctx.db, input.id))!;
  },

  orgDelete: async (input, ctx) => {
    const before = await orgInReach(ctx.db, input.id, await reachOf(ctx.db, ctx.principal));
    const [{ children }] = await ctx.db.select({ children: count() }).from(sysOrg).where(eq(sysOrg.parentId, input.id));
    if (children > 0) throw new AppError(Code.ORG_HAS_CHILDREN);
    const [{ users }] = await ctx.db.select({ users: count() }).from(sysUser).where(eq(sysUser.orgId, input.id));
    if (users > 0) throw new AppError(Code.ORG_HAS_USERS);
    await ctx.db.delete(sysOrg).where(eq(sysOrg.id, input.id));
    ctx.audit({ before });
    return null;
  },

  positionPage: async (input, ctx) => {
    const where = and(
      codeNameFilter(sysPosition, input.keyword),
      input.status !== undefined ? eq(sysPosition.status, input.status) : undefined,
    );
    const column = input.orderBy ? POSITION_SORT[input.orderBy] : sysPosition.sort;
    const rows = await ctx.db
      .select({ ...getTableColumns(sysPosition), userCount: positionUsers })
      .from(sysPosition)
      .where(where)
      .orderBy(input.order === 'desc' ? desc(column) : asc(column), asc(sysPosition.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(sysPosition).where(where);
    return pageResult(rows.map(positionOut), total, input);
  },

  positionList: async (_input, ctx) =>
    ctx.db
      .select({ id: sysPosition.id, code: sysPosition.code, name: sysPosition.name })
      .from(sysPosition)
      .where(eq(sysPosition.status, 0))
      .orderBy(asc(sysPosition.sort), asc(sysPosition.id)),

  positionAdd: async (input, ctx) => {
    const [row] = await uniqueCode(
      input.code,
      ctx.db
        .insert(sysPosition)
        .values({ ...input, remark: input.remark ?? null })
        .returning(),
    );
    const after = await findPosition(ctx.db, row.id);
    ctx.audit({ after });
    return after;
  },

  positionEdit: async (input, ctx) => {
    const before = await findPosition(ctx.db, input.id);
    await uniqueCode(
      input.code,
      ctx.db
        .update(sysPosition)
        .set({ ...input, remark: input.remark ?? null })
        .where(eq(sysPosition.id, input.id)),
    );
    const after = await findPosition(ctx.db, input.id);
    ctx.audit({ before, after });
    return after;
  },

  positionDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const rows = await ctx.db
      .select({ ...getTableColumns(sysPosition), userCount: positionUsers })
      .from(sysPosition)
      .where(inArray(sysPosition.id, ids));
    assertDeletable(rows, ids.length);
    await ctx.db.delete(sysPosition).where(inArray(sysPosition.id, ids));
    ctx.audit({ before: rows.map(positionOut) });
    return null;
  },

  identPage: async (input, ctx) => {
    const where = and(
      codeNameFilter(sysIdent, input.keyword),
      input.status !== undefined ? eq(sysIdent.status, input.status) : undefined,
    );
    const rows = await ctx.db
      .select({ ...getTableColumns(sysIdent), userCount: identUsers })
      .from(sysIdent)
      .where(where)
      .orderBy(asc(sysIdent.code), asc(sysIdent.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(sysIdent).where(where);
    return pageResult(rows.map(identOut), total, input);
  },

  identList: async (_input, ctx) =>
    ctx.db
      .select({ id: sysIdent.id, code: sysIdent.code, name: sysIdent.name })
      .from(sysIdent)
      .where(eq(sysIdent.status, 0))
      .orderBy(asc(sysIdent.code)),

  identAdd: async (input, ctx) => {
    const values = {
      ...input,
      validFrom: input.validFrom ?? null,
      validTo: input.validTo ?? null,
      remark: input.remark ?? null,
    };
    const [row] = await uniqueCode(input.code, ctx.db.insert(sysIdent).values(values).returning());
    const after = await findIdent(ctx.db, row.id);
    ctx.audit({ after });
    return after;
  },

  identEdit: async (input, ctx) => {
    const before = await findIdent(ctx.db, input.id);
    const values = {
      ...input,
      validFrom: input.validFrom ?? null,
      validTo: input.validTo ?? null,
      remark: input.remark ?? null,
    };
    await uniqueCode(input.code, ctx.db.update(sysIdent).set(values).where(eq(sysIdent.id, input.id)));
    if (input.code !== before.code)
      await ctx.db.update(sysUser).set({ ident: input.code }).where(eq(sysUser.ident, before.code));
    const after = await findIdent(ctx.db, input.id);
    ctx.audit({ before, after });
    return after;
  },

  identDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const rows = await ctx.db
      .select({ ...getTableColumns(sysIdent), userCount: identUsers })
      .from(sysIdent)
      .where(inArray(sysIdent.id, ids));
    assertDeletable(rows, ids.length);
    await ctx.db.delete(sysIdent).where(inArray(sysIdent.id, ids));
    ctx.audit({ before: rows.map(identOut) });
    return null;
  },
} satisfies PartialHandlersOf<typeof orgContracts>;
