/**
 * Writes on users: create and edit with checked references, roles, status,
 * password reset, deletion, and the directory sync (upsert by account). Guards:
 * accounts unique case-insensitively (ACCOUNT_EXISTS), the `admin` role and
 * administrator accounts only for administrators (FORBIDDEN), never oneself for delete
 * or disable (NOT_ON_SELF), never the last active administrator (LAST_ADMIN), never a
 * user with bookings (USER_HAS_BOOKINGS: disable instead).
 */
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { SyncResult, SyncUserItem } from '../../../platform/contracts/org.contract';
import { Account, Email, Phone } from '../../../platform/contracts/org.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { SUPER_ROLE } from '../../../platform/permissions/check';
import { decryptBody } from '../../../platform/protocol/cipher';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { checkPasswordRule } from '../../../platform/validation/password';
import { sqlStateOf, type Db } from '../../db/client';
import { reservation, sysIdent, sysOrg, sysPosition, sysRole, sysUser, sysUserRole } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { messageOf } from '../../plugins/i18n';
import { isAdmin } from '../../plugins/permissions';
import { hashPassword, type ScryptCost } from '../auth/password.service';

/** Stored instead of a hash for accounts without a password: no password ever matches it. */
export const NO_PASSWORD = '!';

/** A user's editable profile as handlers pass it (null clears a field). */
export interface UserProfile {
  name: string;
  nickName?: string;
  orgId?: number | null;
  positionId?: number | null;
  ident?: string | null;
  phone?: string | null;
  email?: string | null;
  idCard?: string | null;
  status: 0 | 1;
}

/** Decrypts one password field (app-key cipher). @throws AppError BAD_REQUEST if it is not decryptable */
export function decryptField(value: string, appKey: string): string {
  try {
    return decryptBody(value, appKey);
  } catch {
    throw new AppError(Code.BAD_REQUEST, { detail: 'password fields must be encrypted with the app key' });
  }
}

/**
 * The scrypt hash of a new password after the spec §5 checks.
 * @throws AppError PASSWORD_CHINESE, PASSWORD_RULE, PASSWORD_MISMATCH
 */
export async function newPasswordHash(password: string, cost: ScryptCost, repeat: string = password): Promise<string> {
  const rule = checkPasswordRule(password);
  if (rule === 'chinese') throw new AppError(Code.PASSWORD_CHINESE);
  if (rule === 'rule') throw new AppError(Code.PASSWORD_RULE);
  if (password !== repeat) throw new AppError(Code.PASSWORD_MISMATCH);
  return hashPassword(password, cost);
}

/** @throws AppError ACCOUNT_EXISTS when `account` (any case) is taken by another user */
async function assertAccountFree(db: Db, account: string): Promise<void> {
  const [taken] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(sql`lower(${sysUser.account}) = lower(${account})`);
  if (taken) throw new AppError(Code.ACCOUNT_EXISTS, { account });
}

/** @throws AppError BAD_REQUEST naming the first organisation, position or identity that does not exist */
async function assertReferences(db: Db, p: Pick<UserProfile, 'orgId' | 'positionId' | 'ident'>): Promise<void> {
  if (p.orgId != null && !(await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.id, p.orgId))).length) {
    throw new AppError(Code.BAD_REQUEST, { detail: `orgId: no organisation ${p.orgId}` });
  }
  if (
    p.positionId != null &&
    !(await db.select({ id: sysPosition.id }).from(sysPosition).where(eq(sysPosition.id, p.positionId))).length
  ) {
    throw new AppError(Code.BAD_REQUEST, { detail: `positionId: no position ${p.positionId}` });
  }
  if (
    p.ident != null &&
    !(await db.select({ id: sysIdent.id }).from(sysIdent).where(eq(sysIdent.code, p.ident))).length
  ) {
    throw new AppError(Code.BAD_REQUEST, { detail: `ident: no identity ${p.ident}` });
  }
}

/**
 * Inserts a user; returns its id.
 * @param passwordHash scrypt hash, or NO_PASSWORD
 * @throws AppError ACCOUNT_EXISTS, BAD_REQUEST (unknown reference)
 */
export async function insertUser(
  db: Db,
  account: string,
  profile: UserProfile,
  passwordHash: string,
  now: Date,
  adminUser = false,
): Promise<number> {
  await assertAccountFree(db, account);
  await assertReferences(db, profile);
  try {
    const [row] = await db
      .insert(sysUser)
      .values({
        account,
        passwordHash,
        adminUser,
        createdAt: now,
        updatedAt: now,
        ...profile,
        nickName: profile.nickName ?? '',
      })
      .returning({ id: sysUser.id });
    return row.id;
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw new AppError(Code.ACCOUNT_EXISTS, { account });
    throw err;
  }
}

/** Updates a user's profile. @throws AppError BAD_REQUEST (unknown reference) */
export async function updateUser(db: Db, id: number, profile: UserProfile, now: Date): Promise<void> {
  await assertReferences(db, profile);
  await db
    .update(sysUser)
    .set({ ...profile, nickName: profile.nickName ?? '', updatedAt: now })
    .where(eq(sysUser.id, id));
}

/** Id of the `admin` role. */
async function adminRoleId(db: Db): Promise<number> {
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, SUPER_ROLE));
  return role.id;
}

/**
 * Replaces a user's roles. An administrator account keeps the admin role.
 * @throws AppError BAD_REQUEST (unknown role), FORBIDDEN (the admin role by a non-administrator)
 */
export async function setRoles(
  db: Db,
  userId: number,
  roleIds: number[],
  me: Principal,
  adminUser: boolean,
): Promise<void> {
  const wanted = [...new Set(roleIds)];
  const known = wanted.length
    ? await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, wanted))
    : [];
  if (known.length !== wanted.length) throw new AppError(Code.BAD_REQUEST, { detail: 'roleIds: unknown role' });
  const adminRole = await adminRoleId(db);
  const current = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId));
  const hadAdmin = current.some((r) => r.roleId === adminRole);
  if (wanted.includes(adminRole) !== hadAdmin && !adminUser && !isAdmin(me))
    throw new AppError(Code.FORBIDDEN, { permission: SUPER_ROLE });
  if (adminUser && !wanted.includes(adminRole)) wanted.push(adminRole);
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (wanted.length) await db.insert(sysUserRole).values(wanted.map((roleId) => ({ userId, roleId })));
}

/** Ids of a user's roles, ascending. */
export async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId));
  return rows.map((r) => r.roleId).sort((a, b) => a - b);
}

/** Gives a new administrator account the admin role. */
export async function grantAdminRole(db: Db, userId: number): Promise<void> {
  await db.insert(sysUserRole).values({ userId, roleId: await adminRoleId(db) });
}

/**
 * @throws AppError LAST_ADMIN when disabling or removing `userIds` would leave no active
 *   administrator account
 */
export async function assertAdminRemains(db: Db, userIds: number[]): Promise<void> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sysUser)
    .where(and(eq(sysUser.adminUser, true), eq(sysUser.status, 0), notInArray(sysUser.id, userIds)));
  if (n === 0) throw new AppError(Code.LAST_ADMIN);
}

/**
 * Deletes users (their roles and tokens go with them).
 * @throws AppError NOT_ON_SELF, USER_HAS_BOOKINGS, LAST_ADMIN
 */
export async function deleteUsers(
  db: Db,
  users: { id: number; account: string; adminUser: boolean }[],
  me: Principal,
): Promise<void> {
  if (users.some((u) => u.id === me.userId)) throw new AppError(Code.NOT_ON_SELF);
  const ids = users.map((u) => u.id);
  const [booked] = await db
    .select({ userId: reservation.userId })
    .from(reservation)
    .where(inArray(reservation.userId, ids))
    .limit(1);
  if (booked)
    throw new AppError(Code.USER_HAS_BOOKINGS, { account: users.find((u) => u.id === booked.userId)!.account });
  if (users.some((u) => u.adminUser)) await assertAdminRemains(db, ids);
  await db.delete(sysUser).where(inArray(sysUser.id, ids));
}

/** The role a user created by the sync gets (ordinary booker). */
export const SYNC_DEFAULT_ROLE = 'user';

/** Ids of organisations, positions and identities by code, for the sync. */
async function codeMaps(db: Db) {
  const [orgs, positions, idents] = await Promise.all([
    db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg),
    db.select({ id: sysPosition.id, code: sysPosition.code }).from(sysPosition),
    db.select({ code: sysIdent.code }).from(sysIdent),
  ]);
  return {
    org: new Map(orgs.map((o) => [o.code, o.id])),
    position: new Map(positions.map((p) => [p.code, p.id])),
    ident: new Set(idents.map((i) => i.code)),
  };
}

/** A reference by code: undefined keeps, null or '' clears, an unknown code fails. */
function byCode<T>(
  code: string | null | undefined,
  known: (code: string) => T | undefined,
  what: string,
): T | null | undefined {
  if (code === undefined) return undefined;
  if (code === null || code === '') return null;
  const found = known(code);
  if (found === undefined) throw new Error(`${what} ${code} does not exist`);
  return found;
}

/** A sync field: undefined keeps, null or '' clears, otherwise it must pass `check`. */
function checked(
  value: string | null | undefined,
  check: (v: string) => boolean,
  what: string,
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (!check(value)) throw new Error(`invalid ${what}: ${value}`);
  return value;
}

/**
 * Upserts users pushed by an external directory, by account (case-insensitive). Each
 * entry is written in its own savepoint: a refused entry (bad field, unknown code,
 * administrator account) is reported and the others are kept. New accounts get
 * NO_PASSWORD (they sign in by SSO, or after a resetPwd) and the role SYNC_DEFAULT_ROLE.
 */
export async function syncUsers(db: Db, items: SyncUserItem[], lang: Lang, now: Date): Promise<SyncResult> {
  const codes = await codeMaps(db);
  const [defaultRole] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, SYNC_DEFAULT_ROLE));
  const result: SyncResult = { created: 0, updated: 0, failed: [] };
  for (const item of items) {
    try {
      const account = Account.parse(item.account);
      const name = item.name.trim();
      if (!name || name.length > 64) throw new Error('name must be 1 to 64 characters');
      const fields = {
        name,
        orgId: byCode(item.orgCode, (c) => codes.org.get(c), 'organisation'),
        positionId: byCode(item.positionCode, (c) => codes.position.get(c), 'position'),
        ident: byCode(item.ident, (c) => (codes.ident.has(c) ? c : undefined), 'identity'),
        phone: checked(item.phone, (v) => Phone.safeParse(v).success, 'phone'),
        email: checked(item.email, (v) => Email.safeParse(v).success, 'email'),
      };
      await db.transaction(async (sp) => {
        const [existing] = await sp
          .select({ id: sysUser.id, adminUser: sysUser.adminUser })
          .from(sysUser)
          .where(sql`lower(${sysUser.account}) = lower(${account})`);
        if (existing?.adminUser) throw new AppError(Code.FORBIDDEN, { permission: SUPER_ROLE });
        if (existing) {
          await sp
            .update(sysUser)
            .set({ ...fields, updatedAt: now })
            .where(eq(sysUser.id, existing.id));
          result.updated += 1;
        } else {
          const [row] = await sp
            .insert(sysUser)
            .values({ ...fields, account, passwordHash: NO_PASSWORD, createdAt: now, updatedAt: now })
            .returning({ id: sysUser.id });
          if (defaultRole) await sp.insert(sysUserRole).values({ userId: row.id, roleId: defaultRole.id });
          result.created += 1;
        }
      });
    } catch (err) {
      const message =
        err instanceof AppError
          ? messageOf(err.code, lang, err.params)
          : err instanceof Error && 'issues' in err
            ? 'account must be 3 to 32 letters, digits or _ . @ -'
            : err instanceof Error
              ? err.message
              : String(err);
      result.failed.push({ account: String(item.account), message });
    }
  }
  return result;
}
