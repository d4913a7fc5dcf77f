/**
 * Reads of the org module: the organisation tree (loaded whole: it is small), its
 * subtrees, and the user view the back office shows (organisation, position, identity
 * and role names joined; never the password hash).
 */
import { asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { OrgNode, UserRow } from '../../../platform/contracts/org.contract';
import type { Db } from '../../db/client';
import { sysIdent, sysOrg, sysPosition, sysRole, sysUser, sysUserRole } from '../../db/schema/index';
import { toWireTime } from '../reserve/campus-time';

/** Time zone of the module's timestamps on the wire (DESIGN.md §6 default). */
export const ORG_TIME_ZONE = 'Asia/Shanghai';

/** An organisation row. */
export type OrgRow = typeof sysOrg.$inferSelect;

/** Every organisation, by sort then name. */
export async function loadOrgs(db: Db): Promise<OrgRow[]> {
  return db.select().from(sysOrg).orderBy(asc(sysOrg.sort), asc(sysOrg.name), asc(sysOrg.id));
}

/** Ids of `roots` and of every organisation below them. */
export function subtreeIds(orgs: readonly OrgRow[], roots: readonly number[]): number[] {
  const children = new Map<number, number[]>();
  for (const o of orgs) if (o.parentId != null) children.set(o.parentId, [...(children.get(o.parentId) ?? []), o.id]);
  const seen = new Set<number>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...seen];
}

/** Number of users per organisation id. */
async function userCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ orgId: sysUser.orgId, n: count() })
    .from(sysUser)
    .where(isNotNull(sysUser.orgId))
    .groupBy(sysUser.orgId);
  return new Map(rows.map((r) => [r.orgId!, r.n]));
}

/** The name of every user leading an organisation, by user id. */
async function leaderNames(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .selectDistinct({ id: sysUser.id, name: sysUser.name })
    .from(sysUser)
    .innerJoin(sysOrg, eq(sysOrg.leaderUserId, sysUser.id));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The organisation forest (roots: no parent, or a parent that no longer exists), each with its leader. */
export async function orgForest(db: Db): Promise<OrgNode[]> {
  const [orgs, counts, leaders] = await Promise.all([loadOrgs(db), userCounts(db), leaderNames(db)]);
  const nodes = new Map<number, OrgNode>(
    orgs.map((o) => [
      o.id,
      {
        id: o.id,
        parentId: o.parentId,
        name: o.name,
        code: o.code,
        sort: o.sort,
        status: o.status as 0 | 1,
        userCount: counts.get(o.id) ?? 0,
        leaderId: o.leaderUserId,
        leaderName: o.leaderUserId != null ? (leaders.get(o.leaderUserId) ?? null) : null,
        children: [],
      },
    ]),
  );
  const roots: OrgNode[] = [];
  for (const o of orgs) {
    const parent = o.parentId != null ? nodes.get(o.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(o.id)!);
  }
  return roots;
}

/** One organisation as a node with its subtree, or null. */
export async function orgNode(db: Db, id: number): Promise<OrgNode | null> {
  const find = (nodes: OrgNode[]): OrgNode | null => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const hit = find(n.children);
      if (hit) return hit;
    }
    return null;
  };
  return find(await orgForest(db));
}

/** Sort keys of the user lists. */
export type UserSortKey = 'account' | 'name' | 'status' | 'createdAt';
const USER_SORT = {
  account: sysUser.account,
  name: sysUser.name,
  status: sysUser.status,
  createdAt: sysUser.createdAt,
};

function userViewQuery(db: Db) {
  return db
    .select({
      id: sysUser.id,
      account: sysUser.account,
      name: sysUser.name,
      nickName: sysUser.nickName,
      status: sysUser.status,
      adminUser: sysUser.adminUser,
      orgId: sysUser.orgId,
      orgName: sysOrg.name,
      positionId: sysUser.positionId,
      positionName: sysPosition.name,
      ident: sysUser.ident,
      identName: sysIdent.name,
      phone: sysUser.phone,
      email: sysUser.email,
      idCard: sysUser.idCard,
      createdAt: sysUser.createdAt,
    })
    .from(sysUser)
    .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .leftJoin(sysPosition, eq(sysPosition.id, sysUser.positionId))
    .leftJoin(sysIdent, eq(sysIdent.code, sysUser.ident));
}

type UserViewRow = Awaited<ReturnType<ReturnType<typeof userViewQuery>['execute']>>[number];

/** Adds each user's roles (ids and names, by role sort) and puts the row in wire form. */
async function withRoles(db: Db, rows: UserViewRow[]): Promise<UserRow[]> {
  const ids = rows.map((r) => r.id);
  const roles = ids.length
    ? await db
        .select({ userId: sysUserRole.userId, id: sysRole.id, name: sysRole.name })
        .from(sysUserRole)
        .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
        .where(inArray(sysUserRole.userId, ids))
        .orderBy(asc(sysRole.sort), asc(sysRole.id))
    : [];
  return rows.map((r) => {
    const mine = roles.filter((x) => x.userId === r.id);
    return {
      ...r,
      status: r.status as 0 | 1,
      roleIds: mine.map((x) => x.id),
      roleNames: mine.map((x) => x.name),
      createdAt: toWireTime(r.createdAt, ORG_TIME_ZONE),
    };
  });
}

/** One page of users matching `where`, sorted by `orderBy` (default newest first), and the total. */
export async function pageUsers(
  db: Db,
  where: SQL | undefined,
  q: { pageNo: number; pageSize: number; orderBy?: UserSortKey; order: 'asc' | 'desc' },
): Promise<{ rows: UserRow[]; total: number }> {
  const sort = q.orderBy
    ? q.order === 'desc'
      ? desc(USER_SORT[q.orderBy])
      : asc(USER_SORT[q.orderBy])
    : desc(sysUser.createdAt);
  const rows = await userViewQuery(db)
    .where(where)
    .orderBy(sort, asc(sysUser.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(sysUser).where(where);
  return { rows: await withRoles(db, rows), total };
}

/** One user in wire form (`where` adds e.g. the data scope), or null. */
export async function findUser(db: Db, id: number, where?: SQL): Promise<UserRow | null> {
  const rows = await userViewQuery(db).where(where ? sql`${eq(sysUser.id, id)} and ${where}` : eq(sysUser.id, id));
  return rows.length ? (await withRoles(db, rows))[0] : null;
}
