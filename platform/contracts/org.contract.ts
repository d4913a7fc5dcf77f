/**
 * Users, administrators, organisations, positions and temporary identities (spec §6, §7
 * 'Back-office permission and organisation').
 *
 * - Users (/user): `/system/org/user/*`. The list and every call on one user obey the
 *   caller's data scope (server/modules/org/data-scope.ts): a user outside it is
 *   NOT_FOUND. Calls on an administrator account (adminUser) need the `admin` role.
 * - Administrators (/admin): users with `adminUser` true and the `admin` role,
 *   `/system/org/user/admin/page`, `…/addAdmin`, `…/editAdmin`, `…/deleteAdmin`.
 * - Organisations (/org, a tree), positions (/position), temporary identities (/ident).
 *
 * Password fields travel encrypted with the response cipher (platform/protocol/cipher.ts,
 * key = the app key), like /system/user/updatePwd. Password hashes never leave the server.
 * `status` everywhere: 0 active, 1 disabled.
 *
 * Not implemented: `POST /system/org/user/{product}/sync` (spec §7): the spec gives the
 * path only; a directory push uses `/system/org/user/syncUser`.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDate, IsoDateTime, NoInput, NullOutput } from './common';
import { UpdatePasswordInput } from './auth.contract';
import { PageQuery, pageOf, sortablePageQuery } from '../protocol/envelope';
import { isValidIdCard } from '../validation/identity';

// --- field rules ---------------------------------------------------------------

/** A sign-in account: 3–32 of letters, digits and `_ . @ -`; unique case-insensitively. */
export const Account = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9_.@-]+$/);
/** A mobile number: 11 digits. */
export const Phone = z
  .string()
  .trim()
  .regex(/^\d{11}$/);
/** An e-mail address. */
export const Email = z.email().max(128);
/** A mainland identity card (spec §5: 18 digits, plausible birth date, last digit or X). */
export const IdCard = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isValidIdCard(v), { message: 'resource:validation.idCard' });
/** 0 active, 1 disabled. */
export const Status = z.union([z.literal(0), z.literal(1)]);
/** A `status` query filter (strings from the URL). */
const StatusFilter = z.coerce.number().pipe(Status);
/** A code of an organisation, position or identity: letters, digits, `_ -`, 1–32. */
export const RecordCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);
const Name = z.string().trim().min(1).max(64);

/** An optional form value: `''` and `null` mean "none" (stored as null). */
function optional<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => null), z.null(), schema]).optional();
}

/** An encrypted password field (platform/protocol/cipher.ts with the app key). */
const Encrypted = z.string().min(1).max(512);

// --- users ---------------------------------------------------------------------

/** A user as the back office shows it (never the password hash). */
export const UserRow = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  nickName: z.string(),
  status: Status,
  adminUser: z.boolean(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  positionId: z.number().int().nullable(),
  positionName: z.string().nullable(),
  /** Code of a temporary identity (sys_ident.code). */
  ident: z.string().nullable(),
  identName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  idCard: z.string().nullable(),
  roleIds: z.array(z.number().int()),
  /** Role names, in `roleIds` order. */
  roleNames: z.array(z.string()),
  createdAt: IsoDateTime,
});
export type UserRow = z.infer<typeof UserRow>;

/** Fields an administrator edits on a user (add and edit). */
const UserFields = {
  name: Name,
  nickName: z.string().trim().max(64).optional(),
  orgId: optional(Id),
  positionId: optional(Id),
  ident: optional(RecordCode),
  phone: optional(Phone),
  email: optional(Email),
  idCard: optional(IdCard),
  status: Status.default(0),
  /**
   * Replaces the user's roles when given: needs system:user:grantRole too; the `admin` role only by an administrator.
   */
  roleIds: z.array(Id).max(50).optional(),
};

/**
 * Input of /system/org/user/add: `password` encrypted; without it the account cannot sign in until a resetPwd (or signs
 * in by SSO).
 */
export const UserAddInput = z.object({ account: Account, password: Encrypted.optional(), ...UserFields });
export type UserAddInput = z.input<typeof UserAddInput>;
/** Input of /system/org/user/edit (the account is not editable). */
export const UserEditInput = z.object({ id: Id, ...UserFields });
export type UserEditInput = z.input<typeof UserEditInput>;

const Ids = z.object({ ids: z.array(Id).min(1).max(500) });
const ById = z.object({ id: Id });

export const userPage = defineCall({
  method: 'GET',
  path: '/system/org/user/page',
  access: 'system:user:page',
  summary:
    "Users in the caller's data scope, filtered by account/name keyword, organisation (with " +
    'sub-organisations), status, role and identity.',
  input: sortablePageQuery(['account', 'name', 'status', 'createdAt']).extend({
    /** Contained in the account or the name, case-insensitive. */
    keyword: z.string().trim().max(64).optional(),
    /** The organisation and every organisation below it. */
    orgId: Id.optional(),
    status: StatusFilter.optional(),
    roleId: Id.optional(),
    ident: z.string().trim().max(32).optional(),
  }),
  output: pageOf(UserRow),
  errors: [],
});

export const userDetail = defineCall({
  method: 'GET',
  path: '/system/org/user/detail',
  access: 'system:user:detail',
  summary: "One user (in the caller's data scope).",
  input: ById,
  output: UserRow,
  errors: [Code.NOT_FOUND],
});

export const userOwnRole = defineCall({
  method: 'GET',
  path: '/system/org/user/ownRole',
  access: 'system:user:grantRole',
  summary: 'Ids of the roles a user holds.',
  input: ById,
  output: z.array(z.number().int()),
  errors: [Code.NOT_FOUND],
});

export const userAdd = defineCall({
  method: 'POST',
  path: '/system/org/user/add',
  access: 'system:user:add',
  summary: 'Create a user; the account must be unused (case-insensitive).',
  input: UserAddInput,
  output: UserRow,
  errors: [Code.PASSWORD_RULE, Code.PASSWORD_CHINESE, Code.PASSWORD_MISMATCH, Code.ACCOUNT_EXISTS],
});

export const userEdit = defineCall({
  method: 'POST',
  path: '/system/org/user/edit',
  access: 'system:user:edit',
  summary: "Edit a user's profile, organisation, position, identity, status (and roles when given).",
  input: UserEditInput,
  output: UserRow,
  errors: [Code.NOT_FOUND, Code.NOT_ON_SELF, Code.LAST_ADMIN],
});

export const userDelete = defineCall({
  method: 'POST',
  path: '/system/org/user/delete',
  access: 'system:user:delete',
  summary: 'Delete users (not oneself, not users with bookings: disable those).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.USER_HAS_BOOKINGS, Code.NOT_ON_SELF, Code.LAST_ADMIN],
});

export const userChangeStatus = defineCall({
  method: 'POST',
  path: '/system/org/user/changeStatus',
  access: 'system:user:changeStatus',
  summary: "Enable (0) or disable (1) a user; disabling ends the user's sessions.",
  input: z.object({ id: Id, status: Status }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.NOT_ON_SELF, Code.LAST_ADMIN],
});

export const userResetPwd = defineCall({
  method: 'POST',
  path: '/system/org/user/resetPwd',
  access: 'system:user:resetPwd',
  summary: "Set a user's password without the old one (fields encrypted; spec §5 rule).",
  input: z.object({ id: Id, newPassword: Encrypted, repeatPassword: Encrypted }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.PASSWORD_RULE, Code.PASSWORD_CHINESE, Code.PASSWORD_MISMATCH],
});

export const userGrantRole = defineCall({
  method: 'POST',
  path: '/system/org/user/grantRole',
  access: 'system:user:grantRole',
  summary: "Replace a user's roles (the admin role only by an administrator).",
  input: z.object({ id: Id, roleIds: z.array(Id).max(50) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

/** One user pushed by an external directory; `orgCode`/`positionCode`/`ident` name existing codes. */
export const SyncUserItem = z.object({
  account: z.string(),
  name: z.string(),
  orgCode: z.string().nullable().optional(),
  positionCode: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  ident: z.string().nullable().optional(),
});
export type SyncUserItem = z.infer<typeof SyncUserItem>;

/** What a sync did: counts and the refused entries with their reason (in the caller's language). */
export const SyncResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.array(z.object({ account: z.string(), message: z.string() })),
});
export type SyncResult = z.infer<typeof SyncResult>;

export const userSyncUser = defineCall({
  method: 'POST',
  path: '/system/org/user/syncUser',
  access: 'system:user:sync',
  summary:
    'Upsert users pushed by an external directory, by account (case-insensitive); new accounts get no ' +
    'usable password (SSO or resetPwd).',
  input: z.object({ users: z.array(SyncUserItem).min(1).max(5000) }),
  output: SyncResult,
  errors: [],
});

export const orgUserUpdatePwd = defineCall({
  method: 'POST',
  path: '/system/org/user/updatePwd',
  access: 'user',
  summary:
    "Back-office change of the signed-in user's own password (old password required; `id`, when sent, " +
    "must be the caller's).",
  input: UpdatePasswordInput,
  output: NullOutput,
  errors: [Code.PASSWORD_RULE, Code.PASSWORD_CHINESE, Code.PASSWORD_MISMATCH, Code.OLD_PASSWORD_WRONG],
});

// --- administrators ------------------------------------------------------------

export const adminPage = defineCall({
  method: 'GET',
  path: '/system/org/user/admin/page',
  access: 'system:admin:page',
  summary: 'Administrators (adminUser), filtered by account/name keyword and status.',
  input: sortablePageQuery(['account', 'name', 'createdAt']).extend({
    keyword: z.string().trim().max(64).optional(),
    status: StatusFilter.optional(),
  }),
  output: pageOf(UserRow),
  errors: [],
});

/** Input of addAdmin: a new account with the admin role; `password` (encrypted) is required. */
export const AdminAddInput = z.object({
  account: Account,
  password: Encrypted,
  name: Name,
  nickName: z.string().trim().max(64).optional(),
  orgId: optional(Id),
  phone: optional(Phone),
  email: optional(Email),
  status: Status.default(0),
});
export type AdminAddInput = z.input<typeof AdminAddInput>;
export const AdminEditInput = AdminAddInput.omit({ account: true, password: true }).extend({ id: Id });
export type AdminEditInput = z.input<typeof AdminEditInput>;

export const addAdmin = defineCall({
  method: 'POST',
  path: '/system/org/user/addAdmin',
  access: 'system:admin:add',
  summary: 'Create an administrator account (adminUser, role admin).',
  input: AdminAddInput,
  output: UserRow,
  errors: [Code.PASSWORD_RULE, Code.PASSWORD_CHINESE, Code.PASSWORD_MISMATCH, Code.ACCOUNT_EXISTS],
});

export const editAdmin = defineCall({
  method: 'POST',
  path: '/system/org/user/editAdmin',
  access: 'system:admin:edit',
  summary: "Edit an administrator's profile and status (never the last active administrator to disabled).",
  input: AdminEditInput,
  output: UserRow,
  errors: [Code.NOT_FOUND, Code.NOT_ON_SELF, Code.LAST_ADMIN],
});

export const deleteAdmin = defineCall({
  method: 'POST',
  path: '/system/org/user/deleteAdmin',
  access: 'system:admin:delete',
  summary: 'Delete administrator accounts (not oneself, never the last active administrator, not with bookings).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.USER_HAS_BOOKINGS, Code.NOT_ON_SELF, Code.LAST_ADMIN],
});

// --- organisations -------------------------------------------------------------

/** An organisation with its children (sorted by `sort`, then name). */
export interface OrgNode {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  sort: number;
  status: 0 | 1;
  /** Users directly in this organisation. */
  userCount: number;
  /** The organisation's leader (user id and name; spec §3 workflow LEADER candidates), or null. */
  leaderId: number | null;
  leaderName: string | null;
  children: OrgNode[];
}
export const OrgNode: z.ZodType<OrgNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    code: z.string(),
    sort: z.number().int(),
    status: Status,
    userCount: z.number().int(),
    leaderId: z.number().int().nullable(),
    leaderName: z.string().nullable(),
    children: z.array(OrgNode),
  }),
);

const OrgFields = {
  /** Null: a top-level organisation. */
  parentId: optional(Id),
  name: Name,
  code: RecordCode,
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: Status.default(0),
  /** The organisation's leader (a user id; workflow LEADER candidates); null or absent: none. */
  leaderId: optional(Id),
};
export const OrgAddInput = z.object(OrgFields);
export type OrgAddInput = z.input<typeof OrgAddInput>;
export const OrgEditInput = z.object({ id: Id, ...OrgFields });

export const orgTree = defineCall({
  method: 'GET',
  path: '/system/org/tree',
  access: 'user',
  summary: 'The organisation tree (names only; used by the forms and filters of several pages).',
  input: NoInput,
  output: z.array(OrgNode),
  errors: [],
});

export const orgAdd = defineCall({
  method: 'POST',
  path: '/system/org/add',
  access: 'system:org:add',
  summary: 'Create an organisation; the code must be unused.',
  input: OrgAddInput,
  output: OrgNode,
  errors: [Code.DUPLICATE],
});

export const orgEdit = defineCall({
  method: 'POST',
  path: '/system/org/edit',
  access: 'system:org:edit',
  summary: 'Edit an organisation; its parent may not be itself or below it.',
  input: OrgEditInput,
  output: OrgNode,
  errors: [Code.NOT_FOUND, Code.DUPLICATE, Code.ORG_PARENT_INVALID],
});

export const orgDelete = defineCall({
  method: 'POST',
  path: '/system/org/delete',
  access: 'system:org:delete',
  summary: 'Delete an organisation without sub-organisations and without users.',
  input: ById,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.ORG_HAS_CHILDREN, Code.ORG_HAS_USERS],
});

// --- positions -----------------------------------------------------------------

export const PositionRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: Status,
  remark: z.string().nullable(),
  /** Users holding the position. */
  userCount: z.number().int(),
  createdAt: IsoDateTime,
});
export type PositionRow = z.infer<typeof PositionRow>;

const PositionFields = {
  code: RecordCode,
  name: Name,
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: Status.default(0),
  remark: optional(z.string().trim().max(255)),
};
export const PositionAddInput = z.object(PositionFields);
export type PositionAddInput = z.input<typeof PositionAddInput>;
export const PositionEditInput = z.object({ id: Id, ...PositionFields });

/** A choice of a select: id, code and name (active records only). */
export const Choice = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Choice = z.infer<typeof Choice>;

export const positionPage = defineCall({
  method: 'GET',
  path: '/system/position/page',
  access: 'system:position:page',
  summary: 'Positions, filtered by code/name keyword and status.',
  input: sortablePageQuery(['code', 'name', 'sort', 'createdAt']).extend({
    keyword: z.string().trim().max(64).optional(),
    status: StatusFilter.optional(),
  }),
  output: pageOf(PositionRow),
  errors: [],
});

export const positionList = defineCall({
  method: 'GET',
  path: '/system/position/list',
  access: 'user',
  summary: 'Active positions for selects (names only).',
  input: NoInput,
  output: z.array(Choice),
  errors: [],
});

export const positionAdd = defineCall({
  method: 'POST',
  path: '/system/position/add',
  access: 'system:position:add',
  summary: 'Create a position; the code must be unused.',
  input: PositionAddInput,
  output: PositionRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const positionEdit = defineCall({
  method: 'POST',
  path: '/system/position/edit',
  access: 'system:position:edit',
  summary: 'Edit a position.',
  input: PositionEditInput,
  output: PositionRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const positionDelete = defineCall({
  method: 'POST',
  path: '/system/position/delete',
  access: 'system:position:delete',
  summary: 'Delete positions no user holds.',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});

// --- temporary identities ------------------------------------------------------

export const IdentRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** First and last day (campus dates) the identity applies; null: open-ended. */
  validFrom: IsoDate.nullable(),
  validTo: IsoDate.nullable(),
  status: Status,
  remark: z.string().nullable(),
  userCount: z.number().int(),
  createdAt: IsoDateTime,
});
export type IdentRow = z.infer<typeof IdentRow>;

const IdentFields = {
  code: RecordCode,
  name: Name,
  validFrom: optional(IsoDate),
  validTo: optional(IsoDate),
  status: Status.default(0),
  remark: optional(z.string().trim().max(255)),
};
const validRange = (v: { validFrom?: string | null; validTo?: string | null }) =>
  !v.validFrom || !v.validTo || v.validFrom <= v.validTo;
const rangeMessage = { message: 'resource:validation.dateOrder', path: ['validTo'] };
export const IdentAddInput = z.object(IdentFields).refine(validRange, rangeMessage);
export type IdentAddInput = z.input<typeof IdentAddInput>;
export const IdentEditInput = z.object({ id: Id, ...IdentFields }).refine(validRange, rangeMessage);

export const identPage = defineCall({
  method: 'GET',
  path: '/system/ident/page',
  access: 'system:ident:page',
  summary: 'Temporary identities, filtered by code/name keyword and status.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    status: StatusFilter.optional(),
  }),
  output: pageOf(IdentRow),
  errors: [],
});

export const identList = defineCall({
  method: 'GET',
  path: '/system/ident/list',
  access: 'user',
  summary: 'Active temporary identities for selects (names only).',
  input: NoInput,
  output: z.array(Choice),
  errors: [],
});

export const identAdd = defineCall({
  method: 'POST',
  path: '/system/ident/add',
  access: 'system:ident:add',
  summary: 'Create a temporary identity; the code must be unused.',
  input: IdentAddInput,
  output: IdentRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const identEdit = defineCall({
  method: 'POST',
  path: '/system/ident/edit',
  access: 'system:ident:edit',
  summary: 'Edit a temporary identity; a new code is carried over to the users holding it.',
  input: IdentEditInput,
  output: IdentRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const identDelete = defineCall({
  method: 'POST',
  path: '/system/ident/delete',
  access: 'system:ident:delete',
  summary: 'Delete temporary identities no user holds.',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});
