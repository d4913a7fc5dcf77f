/**
 * People of the user side: the user search (spec §7 /api/org/userSearch) and the
 * caller's favourite member groups (spec §7 /user/favorite/…, GLOSSARY "favourite group").
 *
 * Every favourite call is the caller's own: a group id of another user's group is answered
 * FAVORITE_GROUP_NOT_FOUND and nothing changes, so other users' groups are never revealed.
 * Phones of other users are masked on the wire (spec §5: first 3 + last 4 of 11 digits).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NoInput } from './common';

/** Longest search keyword and the most users one search answers. */
export const USER_SEARCH_MAX_KEYWORD = 64;
export const USER_SEARCH_LIMIT = 20;

/**
 * A user as the people pickers show them: `orgName` null without an organisation;
 * `phone` masked per spec §5 ('' when unknown).
 */
export const PersonRow = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string(),
  orgName: z.string().nullable(),
  phone: z.string(),
});
export type PersonRow = z.infer<typeof PersonRow>;

export const userSearch = defineCall({
  method: 'GET',
  path: '/api/org/userSearch',
  access: 'user',
  summary:
    'Enabled users whose account or name contains the keyword (exact and leading account matches first), ' +
    'at most 20; phones masked.',
  input: z.object({ keyword: z.string().trim().min(1).max(USER_SEARCH_MAX_KEYWORD) }),
  output: z.array(PersonRow),
  errors: [],
});

/** Longest group name. */
export const FAVORITE_GROUP_NAME_MAX = 50;

/** One of the caller's favourite groups with its number of members. */
export const FavoriteGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  memberCount: z.number().int().min(0),
  /** When it was created (ISO-8601, Asia/Shanghai offset). */
  createdAt: IsoDateTime,
});
export type FavoriteGroup = z.infer<typeof FavoriteGroup>;

/** A member of a favourite group: the user (as {@link PersonRow}, `id` = the user's id) and when added. */
export const FavoriteMember = PersonRow.extend({ addedAt: IsoDateTime });
export type FavoriteMember = z.infer<typeof FavoriteMember>;

const GroupName = z.string().trim().min(1).max(FAVORITE_GROUP_NAME_MAX);
const GroupSort = z.number().int().min(0).max(9999);

export const favoriteGroupsDetails = defineCall({
  method: 'GET',
  path: '/user/favorite/groups/details',
  access: 'user',
  summary: "The caller's favourite groups (by sort, then creation), each with its member count.",
  input: NoInput,
  output: z.array(FavoriteGroup),
  errors: [],
});

export const favoriteGroupsSave = defineCall({
  method: 'POST',
  path: '/user/favorite/groups/save',
  access: 'user',
  summary: 'Creates a favourite group of the caller; a name the caller already uses is refused (DUPLICATE).',
  input: z.object({ name: GroupName, sort: GroupSort.default(0) }),
  output: FavoriteGroup,
  errors: [Code.DUPLICATE],
});

export const favoriteGroupsEdit = defineCall({
  method: 'POST',
  path: '/user/favorite/groups/edit',
  access: 'user',
  summary: "Renames (and re-sorts) one of the caller's favourite groups.",
  input: z.object({ id: Id, name: GroupName, sort: GroupSort.optional() }),
  output: FavoriteGroup,
  errors: [Code.DUPLICATE, Code.FAVORITE_GROUP_NOT_FOUND],
});

export const favoriteGroupsDelete = defineCall({
  method: 'POST',
  path: '/user/favorite/groups/delete',
  access: 'user',
  summary: "Deletes one of the caller's favourite groups with its member list (the users stay).",
  input: z.object({ id: Id }),
  output: z.object({ id: z.number().int() }),
  errors: [Code.FAVORITE_GROUP_NOT_FOUND],
});

export const favoriteGroupMember = defineCall({
  method: 'GET',
  path: '/user/favorite/group/member',
  access: 'user',
  summary: "The members of one of the caller's favourite groups, by name; disabled users are left out.",
  input: z.object({ groupId: Id }),
  output: z.array(FavoriteMember),
  errors: [Code.FAVORITE_GROUP_NOT_FOUND],
});

export const favoriteMemberSave = defineCall({
  method: 'POST',
  path: '/user/favorite/member/save',
  access: 'user',
  summary: "Adds an enabled user to one of the caller's favourite groups (not the caller; not twice).",
  input: z.object({ groupId: Id, userId: Id }),
  output: FavoriteMember,
  errors: [Code.FAVORITE_GROUP_NOT_FOUND, Code.FAVORITE_MEMBER_EXISTS, Code.USER_NOT_FOUND, Code.PEOPLE_NOT_SELF],
});

export const favoriteMemberDelete = defineCall({
  method: 'POST',
  path: '/user/favorite/member/delete',
  access: 'user',
  summary: "Removes a user from one of the caller's favourite groups.",
  input: z.object({ groupId: Id, userId: Id }),
  output: z.object({ removed: z.number().int().min(0).max(1) }),
  errors: [Code.FAVORITE_GROUP_NOT_FOUND],
});

/** Most accounts one import takes. */
export const IMPORT_MEMBER_MAX = 500;

/**
 * What became of one account of an import: `added`; `member` (already in the group, or
 * listed earlier in the same import); `unknown` (no enabled user has this account);
 * `self` (the caller's own account).
 */
export const ImportMemberResult = z.enum(['added', 'member', 'unknown', 'self']);
export type ImportMemberResult = z.infer<typeof ImportMemberResult>;

export const favoriteImportMember = defineCall({
  method: 'POST',
  path: '/user/favorite/import/member',
  access: 'user',
  summary:
    "Adds many users to one of the caller's favourite groups by account (case-insensitive), answering per account.",
  input: z.object({
    groupId: Id,
    accounts: z.array(z.string().trim().min(1).max(USER_SEARCH_MAX_KEYWORD)).min(1).max(IMPORT_MEMBER_MAX),
  }),
  output: z.object({
    /** One row per input account, in input order; `name` is the user's when known. */
    rows: z.array(z.object({ account: z.string(), result: ImportMemberResult, name: z.string().nullable() })),
    added: z.number().int().min(0),
  }),
  errors: [Code.FAVORITE_GROUP_NOT_FOUND],
});
