/**
 * The caller's favourite member groups (spec §7 /user/favorite/…): every read
 * and write goes through {@link ownGroup}, so another user's group id is answered
 * FAVORITE_GROUP_NOT_FOUND before anything is read or changed. Members are enabled users;
 * disabled ones stay stored but are neither listed nor counted.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FavoriteGroup, FavoriteMember, ImportMemberResult } from '../../../platform/contracts/people.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { favoriteGroup, favoriteMember, sysOrg, sysUser } from '../../db/schema/index';
import { toWireTime } from '../reserve/campus-time';
import { peopleByAccounts, peopleByIds, personColumns, personOut } from './people.queries';

/** Time zone of the module's timestamps on the wire (DESIGN.md §6 default). */
const PEOPLE_TIME_ZONE = 'Asia/Shanghai';
/** SQLSTATE of a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';
/** `sys_user.status` of an enabled account. */
const ENABLED = 0;

/** A favourite group row. */
export type FavoriteGroupRow = typeof favoriteGroup.$inferSelect;

/**
 * Group `groupId` if it belongs to `userId`; with `lock`, its row stays locked until the
 * transaction ends (member writes of one group queue).
 * @throws AppError FAVORITE_GROUP_NOT_FOUND when unknown or another user's
 */
export async function ownGroup(db: Db, userId: number, groupId: number, lock = false): Promise<FavoriteGroupRow> {
  const query = db
    .select()
    .from(favoriteGroup)
    .where(and(eq(favoriteGroup.id, groupId), eq(favoriteGroup.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(Code.FAVORITE_GROUP_NOT_FOUND, { id: groupId });
  return row;
}

/** Number of enabled members per group of `groupIds`. */
async function memberCounts(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: favoriteMember.groupId, n: count() })
    .from(favoriteMember)
    .innerJoin(sysUser, eq(sysUser.id, favoriteMember.memberUserId))
    .where(and(inArray(favoriteMember.groupId, groupIds), eq(sysUser.status, ENABLED)))
    .groupBy(favoriteMember.groupId);
  return new Map(rows.map((r) => [r.groupId, r.n]));
}

/** A group on the wire with `memberCount` enabled members. */
function groupOut(row: FavoriteGroupRow, memberCount: number): FavoriteGroup {
  return {
    id: row.id,
    name: row.name,
    sort: row.sort,
    memberCount,
    createdAt: toWireTime(row.createdAt, PEOPLE_TIME_ZONE),
  };
}

/** The groups of `userId` by sort, then creation, with their member counts. */
export async function listGroups(db: Db, userId: number): Promise<FavoriteGroup[]> {
  const rows = await db
    .select()
    .from(favoriteGroup)
    .where(eq(favoriteGroup.userId, userId))
    .orderBy(asc(favoriteGroup.sort), asc(favoriteGroup.id));
  const counts = await memberCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => groupOut(r, counts.get(r.id) ?? 0));
}

/** Group `row` on the wire with its current member count. */
export async function groupWithCount(db: Db, row: FavoriteGroupRow): Promise<FavoriteGroup> {
  return groupOut(row, (await memberCounts(db, [row.id])).get(row.id) ?? 0);
}

/**
 * Runs `write`, a statement guarded by the unique name of a user's group.
 * @throws AppError DUPLICATE (`value` = the name) when the caller already has a group so named
 */
export async function uniqueName<T>(name: string, write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) throw new AppError(Code.DUPLICATE, { value: name });
    throw err;
  }
}

/**
 * Whether `userId` already has a group named `name` other than `exceptId` (checked before
 * writing, so the refusal does not depend on a failed statement).
 */
export async function nameTaken(db: Db, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: favoriteGroup.id })
    .from(favoriteGroup)
    .where(
      and(
        eq(favoriteGroup.userId, userId),
        eq(favoriteGroup.name, name),
        exceptId === undefined ? undefined : sql`${favoriteGroup.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

/** The enabled members of group `groupId`, by name then account. */
export async function listMembers(db: Db, groupId: number): Promise<FavoriteMember[]> {
  const rows = await db
    .select({ ...personColumns, addedAt: favoriteMember.createdAt })
    .from(favoriteMember)
    .innerJoin(sysUser, eq(sysUser.id, favoriteMember.memberUserId))
    .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .where(and(eq(favoriteMember.groupId, groupId), eq(sysUser.status, ENABLED)))
    .orderBy(asc(sysUser.name), asc(sysUser.account));
  return rows.map((r) => ({ ...personOut(r), addedAt: toWireTime(r.addedAt, PEOPLE_TIME_ZONE) }));
}

/** The member user ids of group `groupId` (enabled or not). */
async function memberIds(db: Db, groupId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: favoriteMember.memberUserId })
    .from(favoriteMember)
    .where(eq(favoriteMember.groupId, groupId));
  return new Set(rows.map((r) => r.id));
}

/**
 * Adds enabled user `memberId` to group `group` of `ownerId` (call with the group locked).
 * @returns the new member
 * @throws AppError USER_NOT_FOUND (unknown or disabled), PEOPLE_NOT_SELF (the owner),
 *   FAVORITE_MEMBER_EXISTS (already a member)
 */
export async function addMember(
  db: Db,
  ownerId: number,
  group: FavoriteGroupRow,
  memberId: number,
  now: Date,
): Promise<FavoriteMember> {
  const [person] = await peopleByIds(db, [memberId]);
  if (!person) throw new AppError(Code.USER_NOT_FOUND, { id: memberId });
  if (person.id === ownerId) throw new AppError(Code.PEOPLE_NOT_SELF);
  if ((await memberIds(db, group.id)).has(person.id))
    throw new AppError(Code.FAVORITE_MEMBER_EXISTS, { name: person.name });
  await db.insert(favoriteMember).values({ groupId: group.id, memberUserId: person.id, createdAt: now });
  return { ...personOut(person), addedAt: toWireTime(now, PEOPLE_TIME_ZONE) };
}

/** One row of an import's answer. */
export interface ImportRow {
  account: string;
  result: ImportMemberResult;
  name: string | null;
}

/**
 * Adds the enabled users of `accounts` to group `group` of `ownerId` (call with the group
 * locked): one answer row per account, in order — `added`, `member` (already in the group
 * or earlier in the list), `unknown` (no enabled user), `self` (the owner).
 */
export async function importMembers(
  db: Db,
  ownerId: number,
  group: FavoriteGroupRow,
  accounts: readonly string[],
  now: Date,
): Promise<ImportRow[]> {
  const people = new Map((await peopleByAccounts(db, accounts)).map((p) => [p.account.toLowerCase(), p]));
  const members = await memberIds(db, group.id);
  const toAdd: number[] = [];
  const rows = accounts.map((account): ImportRow => {
    const person = people.get(account.toLowerCase());
    if (!person) return { account, result: 'unknown', name: null };
    if (person.id === ownerId) return { account, result: 'self', name: person.name };
    if (members.has(person.id)) return { account, result: 'member', name: person.name };
    members.add(person.id);
    toAdd.push(person.id);
    return { account, result: 'added', name: person.name };
  });
  if (toAdd.length) {
    await db
      .insert(favoriteMember)
      .values(toAdd.map((memberUserId) => ({ groupId: group.id, memberUserId, createdAt: now })));
  }
  return rows;
}
