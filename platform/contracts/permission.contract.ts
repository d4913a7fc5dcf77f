/**
 * Roles, applications and menus (spec §6, §7 'Back-office permission and organisation'),
 * under `/system/permission/*`.
 *
 * - Roles carry menu grants (`grantMenu`: exactly the checked ids) and a data scope
 *   (`grantData`). A user's permission codes are the codes on the menu nodes granted to
 *   their roles (server/modules/auth/access.queries.ts), read afresh on every call. The
 *   role `admin` holds everything: it cannot be deleted, re-coded or granted.
 * - Applications are the back office's tabs; exactly one is the default. A copy takes
 *   the whole menu tree; a permission code lives on one node only, so the copy's codes get
 *   the suffix `@<new app code>` (they grant nothing until an administrator edits them).
 * - Menus: type 0 folder, 1 page, 2 button (permission only). The menu base
 *   (server/db/seed-menus.ts) restores an application's name and its base nodes.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, NoInput, NullOutput } from './common';
import { MenuNode } from './auth.contract';
import { pageOf, sortablePageQuery } from '../protocol/envelope';

/** `{ id }` of one record. */
export const IdInput = z.object({ id: Id });
/** `{ ids }` of several records (1–100). */
export const IdsInput = z.object({ ids: z.array(Id).min(1).max(100) });
/** `{ id }` of a created record. */
export const Created = z.object({ id: z.number().int() });

/** A role or application code: a letter, then letters, digits, `_` or `-` (max 64). */
export const AccessCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/);
/** A display name (1–64 characters). */
const Name = z.string().trim().min(1).max(64);
/** Sort order, ascending. */
const Sort = z.coerce.number().int().min(0).max(9999).default(0);
/** 0 enabled, 1 disabled. */
export const Status = z.union([z.literal(0), z.literal(1)]);

// ---------------------------------------------------------------- roles

/**
 * Data scope of a role (which organisations' records its users see): `all`, `org` (own
 * organisation), `orgAndBelow` (own and its descendants), `self` (own records only),
 * `custom` (the organisations chosen in grantData).
 */
export const DataScope = z.enum(['all', 'org', 'orgAndBelow', 'self', 'custom']);
export type DataScope = z.infer<typeof DataScope>;

/** A role as the role page lists it; `userCount` = users holding it. */
export const RoleRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  dataScope: DataScope,
  sort: z.number().int(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type RoleRow = z.infer<typeof RoleRow>;

/** A role of a dropdown. */
export const RoleOption = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof RoleOption>;

export const rolePage = defineCall({
  method: 'GET',
  path: '/system/permission/role/page',
  access: 'system:role:page',
  summary: 'Roles, filtered by name and code (contained, case-insensitive); sortable by code, name, sort or createdAt.',
  input: sortablePageQuery(['code', 'name', 'sort', 'createdAt']).extend({
    name: z.string().trim().max(64).optional(),
    code: z.string().trim().max(64).optional(),
  }),
  output: pageOf(RoleRow),
  errors: [],
});

export const roleOwnMenu = defineCall({
  method: 'GET',
  path: '/system/permission/role/ownMenu',
  access: 'system:role:page',
  summary: 'Ids of the menu nodes granted to a role (every node for `admin`).',
  input: IdInput,
  output: z.array(z.number().int()),
  errors: [Code.NOT_FOUND],
});

export const roleDropDown = defineCall({
  method: 'GET',
  path: '/system/permission/role/dropDown',
  access: 'user',
  summary: 'Every role as {id, code, name}, in sort order: the choices of role selectors (e.g. the user page).',
  input: NoInput,
  output: z.array(RoleOption),
  errors: [],
});

/** Fields of a role form; `code` `admin` is reserved. */
const RoleFields = z.object({ code: AccessCode, name: Name, sort: Sort });

export const roleAdd = defineCall({
  method: 'POST',
  path: '/system/permission/role/add',
  access: 'system:role:add',
  summary: 'Add a role (data scope `self`, no menus). Refuses a code already used.',
  input: RoleFields,
  output: Created,
  errors: [Code.DUPLICATE],
});

export const roleEdit = defineCall({
  method: 'POST',
  path: '/system/permission/role/edit',
  access: 'system:role:edit',
  summary: "Edit a role's code, name and sort. The role `admin` keeps its code.",
  input: RoleFields.extend({ id: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.DUPLICATE, Code.ROLE_PROTECTED],
});

export const roleDelete = defineCall({
  method: 'POST',
  path: '/system/permission/role/delete',
  access: 'system:role:delete',
  summary: 'Delete roles with their grants. Refuses `admin` and roles still held by users (nothing is deleted then).',
  input: IdsInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE, Code.ROLE_PROTECTED],
});

export const roleGrantMenu = defineCall({
  method: 'POST',
  path: '/system/permission/role/grantMenu',
  access: 'system:role:grantMenu',
  summary: "Replace a role's menu grants with exactly `menuIds` (all must exist). Refuses `admin`.",
  input: z.object({ id: Id, menuIds: z.array(Id).max(5000) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.ROLE_PROTECTED],
});

/** An organisation of the data-scope tree; `status` 1 = disabled. */
export interface OrgNode {
  id: number;
  code: string;
  name: string;
  status: number;
  children: OrgNode[];
}
export const OrgNode: z.ZodType<OrgNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    status: z.number().int(),
    children: z.array(OrgNode),
  }),
);

/** A role's data scope, its chosen organisations (custom) and the organisation tree to choose from. */
export const RoleDataGrant = z.object({
  id: z.number().int(),
  dataScope: DataScope,
  orgIds: z.array(z.number().int()),
  orgTree: z.array(OrgNode),
});
export type RoleDataGrant = z.infer<typeof RoleDataGrant>;

export const roleDataForGrant = defineCall({
  method: 'POST',
  path: '/system/permission/role/roleDataForGrant',
  access: 'system:role:grantData',
  mutates: false,
  summary: "A role's data scope and custom organisations, with the organisation tree (for the data-scope dialog).",
  input: IdInput,
  output: RoleDataGrant,
  errors: [Code.NOT_FOUND],
});

export const roleGrantData = defineCall({
  method: 'POST',
  path: '/system/permission/role/grantData',
  access: 'system:role:grantData',
  summary:
    "Set a role's data scope; `custom` stores `orgIds` (at least one, all existing), other scopes clear " +
    'them. Refuses `admin`.',
  input: z
    .object({ id: Id, dataScope: DataScope, orgIds: z.array(Id).max(5000).default([]) })
    .refine((v) => v.dataScope !== 'custom' || v.orgIds.length > 0, {
      path: ['orgIds'],
      message: 'resource:validation.customScopeOrgs',
    }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.ROLE_PROTECTED],
});

// ---------------------------------------------------------------- applications

/** An application (spec §3: code, name, sys_no, active) with its names per language and its menu count. */
export const AppRow = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the caller's language. */
  name: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  sys_no: z.number().int(),
  active: z.boolean(),
  isDefault: z.boolean(),
  status: z.number().int(),
  sort: z.number().int(),
  menuCount: z.number().int(),
  /** Whether the menu base (server/db/seed-menus.ts) has this application (restore possible). */
  inBase: z.boolean(),
});
export type AppRow = z.infer<typeof AppRow>;

export const appList = defineCall({
  method: 'GET',
  path: '/system/permission/app/list',
  access: 'user',
  summary: 'Every application in sort order: the choices of application selectors (menu page, grant dialog).',
  input: NoInput,
  output: z.array(AppRow),
  errors: [],
});

export const appPage = defineCall({
  method: 'GET',
  path: '/system/permission/app/page',
  access: 'system:app:page',
  summary: 'Applications, filtered by name (any language) or code and status; sortable by code, sys_no or sort.',
  input: sortablePageQuery(['code', 'sys_no', 'sort']).extend({
    name: z.string().trim().max(64).optional(),
    code: z.string().trim().max(64).optional(),
    status: z.coerce.number().pipe(Status).optional(),
  }),
  output: pageOf(AppRow),
  errors: [],
});

/** Fields of an application form. */
const AppFields = z.object({
  nameCn: Name,
  nameEn: Name,
  nameTc: Name,
  sys_no: z.coerce.number().int().min(0).max(99999),
  sort: Sort,
});

export const appAdd = defineCall({
  method: 'POST',
  path: '/system/permission/app/add',
  access: 'system:app:add',
  summary: 'Add an application (enabled, not default, no menus). Refuses a code already used.',
  input: AppFields.extend({ code: AccessCode }),
  output: Created,
  errors: [Code.DUPLICATE],
});

export const appEdit = defineCall({
  method: 'POST',
  path: '/system/permission/app/edit',
  access: 'system:app:edit',
  summary: "Edit an application's names, sys_no and sort (the code never changes: menus refer to it).",
  input: AppFields.extend({ id: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const appDelete = defineCall({
  method: 'POST',
  path: '/system/permission/app/delete',
  access: 'system:app:delete',
  summary: 'Delete applications. Refuses the default one and any that still has menus (nothing is deleted then).',
  input: IdsInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.APP_DEFAULT_PROTECTED, Code.APP_HAS_MENUS],
});

export const appChangeStatus = defineCall({
  method: 'POST',
  path: '/system/permission/app/changeStatus',
  access: 'system:app:changeStatus',
  summary: 'Enable (0) or disable (1) an application; the default one cannot be disabled.',
  input: z.object({ id: Id, status: Status }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.APP_DEFAULT_PROTECTED],
});

export const appSetAsDefault = defineCall({
  method: 'POST',
  path: '/system/permission/app/setAsDefault',
  access: 'system:app:setAsDefault',
  summary: 'Make an enabled application the only default one (the tab opened first after login).',
  input: IdInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.APP_DISABLED],
});

export const appCopy = defineCall({
  method: 'POST',
  path: '/system/permission/app/copy',
  access: 'system:app:copy',
  summary:
    "Copy an application (names default to the source's) and its whole menu tree under a new code: " +
    'enabled, not default, no grants; copied permission codes get the suffix `@<code>`.',
  input: z.object({
    id: Id,
    code: AccessCode,
    nameCn: Name.optional(),
    nameEn: Name.optional(),
    nameTc: Name.optional(),
  }),
  output: Created,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const appUpdateFromBase = defineCall({
  method: 'POST',
  path: '/system/permission/app/updateAppFromAppBase',
  access: 'system:app:restore',
  summary:
    "Restore an application's names, sys_no and base menus from the menu base; keeps extra menus and role grants.",
  input: IdInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.APP_NOT_IN_BASE],
});

// ---------------------------------------------------------------- menus

/** Node types: 0 folder, 1 page, 2 button (spec §3; buttons carry a permission only). */
export const MenuType = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A menu node as the menu page edits it: titles in the caller's language and per language. */
export const MenuRow = z.object({
  id: z.number().int(),
  application: z.string(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  path: z.string(),
  type: MenuType,
  permission: z.string().nullable(),
  /** In the caller's language. */
  title: z.string(),
  titleCn: z.string(),
  titleEn: z.string(),
  titleTc: z.string(),
  icon: z.string().nullable(),
  target: z.string().nullable(),
  link: z.string().nullable(),
  sort: z.number().int(),
  /** 0 shown, 1 hidden (kept for its permission). */
  status: z.number().int(),
});
export type MenuRow = z.infer<typeof MenuRow>;

/** A MenuRow with its children (all types, buttons included). */
export type MenuTreeNode = MenuRow & { children: MenuTreeNode[] };
export const MenuTreeNode: z.ZodType<MenuTreeNode> = z.lazy(() => MenuRow.extend({ children: z.array(MenuTreeNode) }));

/** A node of the role grant dialog's tree. */
export interface GrantNode {
  id: number;
  title: string;
  type: 0 | 1 | 2;
  children: GrantNode[];
}
export const GrantNode: z.ZodType<GrantNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    type: MenuType,
    children: z.array(GrantNode),
  }),
);

/** One application's grantable tree. */
export const GrantApp = z.object({ code: z.string(), name: z.string(), menus: z.array(GrantNode) });
export type GrantApp = z.infer<typeof GrantApp>;

/** `{ application }`: an application code. */
export const AppCodeInput = z.object({ application: AccessCode });

export const menuList = defineCall({
  method: 'GET',
  path: '/system/permission/menu/list',
  access: 'system:menu:page',
  summary: 'Every node of an application, flat, in tree order (parent before children, by sort).',
  input: AppCodeInput,
  output: z.array(MenuRow),
  errors: [],
});

export const menuDetail = defineCall({
  method: 'GET',
  path: '/system/permission/menu/detail',
  access: 'system:menu:page',
  summary: 'One menu node.',
  input: IdInput,
  output: MenuRow,
  errors: [Code.NOT_FOUND],
});

export const menuTree = defineCall({
  method: 'GET',
  path: '/system/permission/menu/tree',
  access: 'system:menu:page',
  summary: 'The menu tree of an application, buttons included.',
  input: AppCodeInput,
  output: z.array(MenuTreeNode),
  errors: [],
});

export const menuTreeForGrant = defineCall({
  method: 'GET',
  path: '/system/permission/menu/treeForGrant',
  access: 'system:role:grantMenu',
  summary: 'Every application with its menu tree (id, title, type, children), for the role grant dialog.',
  input: NoInput,
  output: z.array(GrantApp),
  errors: [],
});

/** `_self` opens in the back office; `_blank` opens `link` in a new window (spec §2). */
export const MenuTarget = z.enum(['_self', '_blank']);

/**
 * Fields of a menu form, with the spec's rules: a page needs a path or a link, `_blank` needs a link, a button a
 * permission and a parent.
 */
const MenuFields = z.object({
  parentId: Id.nullable().default(null),
  name: AccessCode,
  type: MenuType,
  path: z
    .string()
    .trim()
    .max(200)
    .regex(/^(\/[\w\-./:]*)?$/)
    .default(''),
  permission: z
    .string()
    .trim()
    .regex(/^[\w-]+:[\w-]+:[\w-]+(@[\w-]+)?$/)
    .nullable()
    .default(null),
  titleCn: Name,
  titleEn: Name,
  titleTc: Name,
  icon: z.string().trim().max(64).nullable().default(null),
  target: MenuTarget.nullable().default(null),
  link: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .default(null),
  sort: Sort,
  status: Status.default(0),
});

/** The cross-field rules of MenuFields (shared by add and edit, and by the menu form). */
export function menuRules<T extends z.ZodType<z.output<typeof MenuFields>>>(schema: T) {
  return schema
    .refine((m) => m.type !== 1 || m.path !== '' || m.link !== null, {
      path: ['path'],
      message: 'resource:validation.pathOrLink',
    })
    .refine((m) => m.target !== '_blank' || m.link !== null, {
      path: ['link'],
      message: 'resource:validation.blankNeedsLink',
    })
    .refine((m) => m.type !== 2 || m.permission !== null, {
      path: ['permission'],
      message: 'resource:validation.buttonPermission',
    })
    .refine((m) => m.type !== 2 || m.parentId !== null, {
      path: ['parentId'],
      message: 'resource:validation.buttonParent',
    });
}

export const MenuAddInput = menuRules(MenuFields.extend({ application: AccessCode }));
export const MenuEditInput = menuRules(MenuFields.extend({ id: Id }));

export const menuAdd = defineCall({
  method: 'POST',
  path: '/system/permission/menu/add',
  access: 'system:menu:add',
  summary:
    'Add a menu node. The parent must be a folder or page of the same application; name (per application) ' +
    'and permission are unique.',
  input: MenuAddInput,
  output: Created,
  errors: [Code.NOT_FOUND, Code.DUPLICATE, Code.MENU_PARENT_INVALID],
});

export const menuEdit = defineCall({
  method: 'POST',
  path: '/system/permission/menu/edit',
  access: 'system:menu:edit',
  summary: 'Edit a menu node (same rules as add; the parent cannot be the node or one of its descendants).',
  input: MenuEditInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.DUPLICATE, Code.MENU_PARENT_INVALID],
});

export const menuDelete = defineCall({
  method: 'POST',
  path: '/system/permission/menu/delete',
  access: 'system:menu:delete',
  summary: 'Delete a menu node with its whole subtree and their grants.',
  input: IdInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const menuUpdateFromBase = defineCall({
  method: 'POST',
  path: '/system/permission/menu/updateMenuFromMenuBase',
  access: 'system:menu:restore',
  summary:
    "Restore an application's base menus from the menu base: re-insert missing nodes, reset matched ones " +
    '(by name); keep extra nodes and grants.',
  input: AppCodeInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.APP_NOT_IN_BASE],
});

export const menuChange = defineCall({
  method: 'POST',
  path: '/system/permission/menu/change',
  access: 'user',
  summary:
    "Make `application` (one of the caller's tabs) the caller's active application; answers its menu " +
    'tree (as /system/menu/change).',
  input: AppCodeInput,
  output: z.array(MenuNode),
  errors: [],
});
