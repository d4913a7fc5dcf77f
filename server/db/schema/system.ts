/**
 * Accounts, roles, applications, menus, sessions, settings and logs (spec §3, §6).
 */
import { sql } from 'drizzle-orm';
import {
  pgTable, serial, integer, text, boolean, timestamp, jsonb, primaryKey, index, uniqueIndex, bigserial, smallint,
} from 'drizzle-orm/pg-core';

/** Organisations (tree). */
export const sysOrg = pgTable('sys_org', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person who signs in. `status` 0 active, 1 disabled. Passwords: scrypt (DESIGN.md §6). */
export const sysUser = pgTable('sys_user', {
  id: serial('id').primaryKey(),
  account: text('account').notNull(),
  name: text('name').notNull(),
  nickName: text('nick_name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  status: smallint('status').notNull().default(0),
  adminUser: boolean('admin_user').notNull().default(false),
  orgId: integer('org_id').references(() => sysOrg.id),
  ident: text('ident'),
  phone: text('phone'),
  email: text('email'),
  idCard: text('id_card'),
  avatar: text('avatar'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('sys_user_account_uq').on(sql`lower(${t.account})`)]);

/** A role; `code` `admin` passes every role check (spec §6). */
export const sysRole = pgTable('sys_role', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** all | org | orgAndBelow | self | custom (issue 3). */
  dataScope: text('data_scope').notNull().default('self'),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sysUserRole = pgTable('sys_user_role', {
  userId: integer('user_id').notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => sysRole.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] })]);

/** An application (tab) of the back office (spec §3): code, name, sys_no, active flag. */
export const sysApp = pgTable('sys_app', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  nameTc: text('name_tc').notNull(),
  sysNo: integer('sys_no').notNull(),
  active: boolean('active').notNull().default(false),
  status: smallint('status').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/**
 * A menu node (spec §3): type 0 folder, 1 page, 2 button (permission only, never shown).
 * `permission` is the code a role gains with the node, e.g. `resv:manage:list`.
 */
export const sysMenu = pgTable('sys_menu', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  path: text('path').notNull().default(''),
  type: smallint('type').notNull(),
  permission: text('permission'),
  titleCn: text('title_cn').notNull(),
  titleEn: text('title_en').notNull(),
  titleTc: text('title_tc').notNull(),
  icon: text('icon'),
  target: text('target'),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('sys_menu_app_idx').on(t.appCode)]);

export const sysRoleMenu = pgTable('sys_role_menu', {
  roleId: integer('role_id').notNull().references(() => sysRole.id, { onDelete: 'cascade' }),
  menuId: integer('menu_id').notNull().references(() => sysMenu.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

/**
 * Issued tokens, stored as SHA-256 hashes (DESIGN.md §6). Access tokens live 2 h;
 * refresh tokens rotate: using one marks it `usedAt`, and reusing a used one revokes
 * every token of its `family` (one login).
 */
export const authToken = pgTable('auth_token', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
  userId: integer('user_id').notNull().references(() => sysUser.id, { onDelete: 'cascade' }),
  family: text('family').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('auth_token_family_idx').on(t.family)]);

/**
 * Nonces seen within the signing window (DESIGN.md §4), shared by every server
 * process: a replay is an insert that hits the primary key.
 */
export const apiNonce = pgTable('api_nonce', {
  nonce: text('nonce').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('api_nonce_seen_idx').on(t.seenAt)]);

/** Settings applied without a restart (`school`, `loginMode`, `language`, `encrypt` …). */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per state-changing call (DESIGN.md §6): who, when, what, before/after. */
export const operationLog = pgTable('operation_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id'),
  account: text('account'),
  method: text('method').notNull(),
  path: text('path').notNull(),
  summary: text('summary').notNull(),
  input: jsonb('input'),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per login attempt: time, account, address, user agent and outcome code. The
 * login hardening (server/modules/auth/login-guard.service.ts) counts failures from these
 * rows per account (case-insensitive) and per address, hence the two indexes.
 */
export const loginLog = pgTable('login_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  account: text('account').notNull(),
  userId: integer('user_id'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  outcome: integer('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('login_log_account_idx').on(sql`lower(${t.account})`, t.createdAt),
  index('login_log_ip_idx').on(t.ip, t.createdAt),
]);

/**
 * Login captchas (issue 3): `reqNo` is the public handle, the answer is stored only as
 * SHA-256 of `reqNo:answer-lowercased`; a captcha expires at `expiresAt` and is spent
 * (`usedAt`) by the first login that presents it, right or wrong.
 */
export const loginCaptcha = pgTable('login_captcha', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reqNo: text('req_no').notNull().unique(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('login_captcha_expires_idx').on(t.expiresAt)]);
