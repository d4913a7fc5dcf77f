/**
 * Reads of people: enabled users as the pickers show them (organisation name,
 * phone masked per spec §5), the user search, and users by id or account.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PersonRow } from '../../../platform/contracts/people.contract';
import { USER_SEARCH_LIMIT } from '../../../platform/contracts/people.contract';
import { maskPhone } from '../../../platform/validation/identity';
import type { Db } from '../../db/client';
import { containing } from '../../db/paging';
import { sysOrg, sysUser } from '../../db/schema/index';

/** `sys_user.status` of an enabled account. */
const ENABLED = 0;

/** The columns of a person; `phone` raw (mask it with {@link personOut}). */
export const personColumns = {
  id: sysUser.id,
  name: sysUser.name,
  account: sysUser.account,
  orgName: sysOrg.name,
  phone: sysUser.phone,
};

/** A person as read, before masking. */
export interface PersonView {
  id: number;
  name: string;
  account: string;
  orgName: string | null;
  phone: string | null;
}

/** A person on the wire: the phone masked (spec §5), '' when unknown. */
export function personOut(row: PersonView): PersonRow {
  return { id: row.id, name: row.name, account: row.account, orgName: row.orgName, phone: maskPhone(row.phone) };
}

/** The enabled users matching `where` (on sys_user), with their organisation, ordered by `order`. */
function enabledPeople(db: Db, where: SQL | undefined) {
  return db
    .select(personColumns)
    .from(sysUser)
    .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .where(and(eq(sysUser.status, ENABLED), where));
}

/**
 * Enabled users whose account or name contains `keyword` (case-insensitive, `%` and `_`
 * literal), at most {@link USER_SEARCH_LIMIT}: the exact account first, then accounts
 * starting with it, then the rest, each by account.
 */
export async function searchPeople(db: Db, keyword: string): Promise<PersonView[]> {
  const lower = keyword.toLowerCase();
  const rank = sql`case when lower(${sysUser.account}) = ${lower} then 0
    when lower(${sysUser.account}) like ${`${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 1 else 2 end`;
  return enabledPeople(db, or(ilike(sysUser.account, containing(keyword)), ilike(sysUser.name, containing(keyword))))
    .orderBy(rank, asc(sysUser.account), asc(sysUser.id))
    .limit(USER_SEARCH_LIMIT);
}

/** The enabled users of `ids` (any order; unknown or disabled ids are missing). */
export async function peopleByIds(db: Db, ids: readonly number[]): Promise<PersonView[]> {
  if (ids.length === 0) return [];
  return enabledPeople(db, inArray(sysUser.id, [...ids]));
}

/** The enabled users whose account is one of `accounts` (case-insensitive). */
export async function peopleByAccounts(db: Db, accounts: readonly string[]): Promise<PersonView[]> {
  if (accounts.length === 0) return [];
  const lowered = [...new Set(accounts.map((a) => a.toLowerCase()))];
  return enabledPeople(db, inArray(sql`lower(${sysUser.account})`, lowered));
}
