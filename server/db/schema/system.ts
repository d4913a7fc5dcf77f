/**
 * Accounts, roles, applications, menus, sessions, settings and logs (spec §3, §6).
 */
import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  timestamp,
  jsonb,
  primaryKey,
  index,
  uniqueIndex,
  bigserial,
  smallint,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Organisations (tree). */
export const sysOrg = pgTable('sys_org', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  /** 0 active, 1 disabled. */
  status: smallint('status').notNull().default(0),
  /**
   * The organisation's leader (spec §3 "workflow candidate": LEADER / MULTI_LEADER candidates,
   * an organisation field's approver); null: none — the workflow then asks the next level up.
   * A deleted user leaves the organisation without a leader.
   */
  leaderUserId: integer('leader_user_id').references((): AnyPgColumn => sysUser.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A job position (/position). `status` 0 active, 1 disabled. */
export const sysPosition = pgTable('sys_position', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  status: smallint('status').notNull().default(0),
  remark: text('remark'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A temporary identity (/ident): a kind of visitor or guest identity a user can be given
 * for a period (e.g. "visiting scholar", "conference guest"). `sys_user.ident` names one
 * by `code`; outside [validFrom, validTo] (ISO dates, campus time) it grants nothing extra.
 */
export const sysIdent = pgTable('sys_ident', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  validFrom: text('valid_from'),
  validTo: text('valid_to'),
  status: smallint('status').notNull().default(0),
  remark: text('remark'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person who signs in. `status` 0 active, 1 disabled. Passwords: scrypt (DESIGN.md §6). */
export const sysUser = pgTable(
  'sys_user',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    name: text('name').notNull(),
    nickName: text('nick_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    status: smallint('status').notNull().default(0),
    adminUser: boolean('admin_user').notNull().default(false),
    orgId: integer('org_id').references(() => sysOrg.id),
    positionId: integer('position_id').references(() => sysPosition.id),
    ident: text('ident'),
    phone: text('phone'),
    email: text('email'),
    idCard: text('id_card'),
    avatar: text('avatar'),
    /** The application tab this user last chose (/system/menu/change); null: the default one. */
    activeApp: text('active_app'),
    /**
     * Hex SHA-256 of the token of the personal calendar feed URL (RFC 5545 ICS), so a copy
     * of the database does not reveal the address; null until first asked for. The token
     * itself is derived from SERVER_SECRET and `calendarSeed` (message/calendar.service.ts).
     */
    calendarTokenHash: text('calendar_token_hash').unique(),
    /** Random seed of the current calendar feed token; replaced when the user resets the address. */
    calendarSeed: text('calendar_seed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_user_account_uq').on(sql`lower(${t.account})`)],
);

/** A role; `code` `admin` passes every role check (spec §6). */
export const sysRole = pgTable('sys_role', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** all | org | orgAndBelow | self | custom. */
  dataScope: text('data_scope').notNull().default('self'),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Organisations of a role whose data scope is `custom` (grantData). */
export const sysRoleOrg = pgTable(
  'sys_role_org',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => sysOrg.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.orgId] })],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** An application (tab) of the back office (spec §3): code, name, sys_no, active flag. */
export const sysApp = pgTable('sys_app', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  nameTc: text('name_tc').notNull(),
  sysNo: integer('sys_no').notNull(),
  active: boolean('active').notNull().default(false),
  /** The application opened first after login (setAsDefault); at most one row is true. */
  isDefault: boolean('is_default').notNull().default(false),
  status: smallint('status').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/**
 * A menu node (spec §3): type 0 folder, 1 page, 2 button (permission only, never shown).
 * `permission` is the code a role gains with the node, e.g. `resv:manage:list`.
 */
export const sysMenu = pgTable(
  'sys_menu',
  {
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
    /** 0 shown, 1 hidden (kept for its permission, not shown in the side menu). */
    status: smallint('status').notNull().default(0),
  },
  (t) => [index('sys_menu_app_idx').on(t.appCode)],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => sysMenu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/**
 * Issued tokens, stored as SHA-256 hashes (DESIGN.md §6). Access tokens live 2 h;
 * refresh tokens rotate: using one marks it `usedAt`, and reusing a used one revokes
 * every token of its `family` (one login).
 */
export const authToken = pgTable(
  'auth_token',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_token_family_idx').on(t.family), index('auth_token_expires_idx').on(t.expiresAt)],
);

/**
 * Nonces seen within the signing window (DESIGN.md §4) by the `table` replay store
 * (server/plugins/replay-table.ts), shared by every server process: a replay is an insert
 * that hits the primary key. UNLOGGED since migration 0033 (drizzle cannot declare it).
 */
export const apiNonce = pgTable(
  'api_nonce',
  {
    nonce: text('nonce').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_nonce_seen_idx').on(t.seenAt)],
);

/** Settings applied without a restart (`school`, `loginMode`, `language`, `encrypt` …). */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per state-changing call (DESIGN.md §6): who, when, what, before/after. */
export const operationLog = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    account: text('account'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** The summary in English (searchable; the only text of rows written before summary keys). */
    summary: text('summary').notNull(),
    /** What was done: a key of the `operations` locale namespace (server/plugins/operation-summary.ts). */
    summaryKey: text('summary_key'),
    /** The parameters `summary_key`'s text interpolates, e.g. `{ "account": "alice" }`. */
    summaryParams: jsonb('summary_params').$type<Record<string, string | number>>(),
    input: jsonb('input'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_log_created_idx').on(t.createdAt)],
);

/**
 * One row per login attempt: time, account, address, user agent and outcome code. The
 * login hardening (server/modules/auth/login-guard.service.ts) counts failures from these
 * rows per account (case-insensitive) and per address, hence the two indexes.
 */
export const loginLog = pgTable(
  'login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    userId: integer('user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    outcome: integer('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_log_account_idx').on(sql`lower(${t.account})`, t.createdAt),
    index('login_log_ip_idx').on(t.ip, t.createdAt),
    index('login_log_created_idx').on(t.createdAt),
  ],
);

/**
 * Request counters of the rate limits (server/plugins/rate-limits.ts), shared by every
 * server process: `key` names the call and the address or account, `count` the calls in
 * the window that ends at `expiresAt`.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_expires_idx').on(t.expiresAt)],
);

/**
 * Login captchas: `reqNo` is the public handle, the answer is stored only as
 * SHA-256 of `reqNo:answer-lowercased`; a captcha expires at `expiresAt` and is spent
 * (`usedAt`) by the first login that presents it, right or wrong.
 */
export const loginCaptcha = pgTable(
  'login_captcha',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reqNo: text('req_no').notNull().unique(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_captcha_expires_idx').on(t.expiresAt)],
);

/**
 * A typed code list (/systemDictionary, /businessDictionary): `kind` `system` lists are
 * shipped with the product (genders, statuses), `business` lists are the site's own
 * (booking purposes, payment types). Forms read items by the type's `code`.
 */
export const sysDictType = pgTable('sys_dict_type', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['system', 'business'] }).notNull(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  status: smallint('status').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  remark: text('remark'),
});

/** One entry of a dictionary: a stored `value` and its label in each language. */
export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => sysDictType.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    labelCn: text('label_cn').notNull(),
    labelEn: text('label_en').notNull(),
    labelTc: text('label_tc').notNull(),
    status: smallint('status').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_dict_item_value_uq').on(t.typeId, t.value)],
);

/**
 * /moreLanguage: an administrator's override of one UI text — i18next namespace `ns`,
 * `key` (dotted) and language — served to both apps on top of the shipped resources.
 */
export const sysTextOverride = pgTable(
  'sys_text_override',
  {
    id: serial('id').primaryKey(),
    lang: text('lang', { enum: ['CN', 'EN', 'TC'] }).notNull(),
    ns: text('ns').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_text_override_uq').on(t.lang, t.ns, t.key)],
);

/**
 * /flexibleMenu: the entries of the reservation terminal's home page (quick links), set
 * by administrators: a title per language, an icon, an in-app path or an external link.
 */
export const sysFlexibleMenu = pgTable('sys_flexible_menu', {
  id: serial('id').primaryKey(),
  titleCn: text('title_cn').notNull(),
  titleEn: text('title_en').notNull(),
  titleTc: text('title_tc').notNull(),
  icon: text('icon'),
  path: text('path'),
  link: text('link'),
  target: text('target'),
  sort: integer('sort').notNull().default(0),
  status: smallint('status').notNull().default(0),
});

/**
 * An in-app message to a user (spec §7 /resvMsg/save, /api/user/updateMessageType): booking
 * confirmed, approved / rejected, reminder, waitlist promotion, no-show, credit change.
 * `params` holds what the text is built from, so it is shown in the reader's language.
 */
export const userMessage = pgTable(
  'user_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull().default({}),
    reservationId: integer('reservation_id'),
    /** The approval process it is about (opens /examine or /auditDetail), if any. */
    processId: integer('process_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_message_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Idempotency keys of booking POSTs: a retried request with the same `Idempotency-Key`
 * header from the same user and call answers the stored first result.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: integer('user_id').notNull(),
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** The first answer's envelope (`{code,msg,data}`). */
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.path, t.key] }), index('idempotency_key_created_idx').on(t.createdAt)],
);

/**
 * The last tick each periodic job ran at (server/jobs/job-tick.ts): one row per job. A
 * process runs a job in a tick only when it moves `tick_at` forward, which one process
 * per tick can do, so each job runs once per tick however many processes run the jobs.
 */
export const jobTick = pgTable('job_tick', {
  job: text('job').primaryKey(),
  /** Start of the last claimed tick (the tick's time rounded down to the interval). */
  tickAt: timestamp('tick_at', { withTimezone: true }).notNull(),
});
