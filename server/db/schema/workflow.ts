/**
 * Forms and their approval workflows (spec §2 /formGroup, /formDefine, /building): groups
 * of forms, form definitions (who may start them), and the saved versions of each
 * definition's fields and workflow. A version is never changed once written: a process keeps
 * the version it started with, and saving inserts the next number.
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, timestamp, jsonb, uniqueIndex, smallint, index } from 'drizzle-orm/pg-core';
import type { FormSchema } from '../../../platform/forms/form-definition';
import type { WorkflowDefinition } from '../../../platform/workflow/workflow-definition';
import { sysUser } from './system';

/** A group of forms (/formGroup); names unique (CN). `status` 0 enabled, 1 disabled. */
export const formGroup = pgTable(
  'form_group',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_group_name_uq').on(t.name)],
);

/**
 * A form definition (/formDefine): its names, group, icon, who may start it and its latest
 * saved version (0 while nothing is saved: it cannot be started then). `startOrgIds`
 * empty = every organisation; `startRoleIds` empty = no restriction by role. Names are
 * unique within a group. `status` 0 enabled, 1 disabled.
 */
export const formDefine = pgTable(
  'form_define',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => formGroup.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    icon: text('icon').notNull().default('form'),
    description: text('description').notNull().default(''),
    startOrgIds: integer('start_org_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    startRoleIds: integer('start_role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    status: smallint('status').notNull().default(0),
    currentVersion: integer('current_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_define_group_name_uq').on(t.groupId, t.name)],
);

/**
 * One saved version of a definition's fields (`schema`) and workflow. Rows are only ever
 * inserted: `version` counts from 1 per definition, taken under a row lock of the
 * definition so two saves never get the same number (and the unique index backs it).
 */
export const formDefineVersion = pgTable(
  'form_define_version',
  {
    id: serial('id').primaryKey(),
    defineId: integer('define_id')
      .notNull()
      .references(() => formDefine.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    schema: jsonb('schema').$type<FormSchema>().notNull(),
    workflow: jsonb('workflow').$type<WorkflowDefinition>().notNull(),
    createdBy: integer('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_define_version_uq').on(t.defineId, t.version)],
);

/**
 * A process (spec §7 /workflow/process/*): one run of a definition's `version`. `snapshot`
 * is the workflow machine's persisted snapshot (machines/workflow-process.machine.ts) and
 * the truth about where it stands; `status` and `currentNodeId` are copies of it for the
 * lists, written in the same statement. Changed only under `select … for update` of its
 * row, one event at a time. `businessType` RESERVATION ties it to reservation
 * `businessKey`, whose approval it decides.
 */
export const wfProcess = pgTable(
  'wf_process',
  {
    id: serial('id').primaryKey(),
    defineId: integer('define_id')
      .notNull()
      .references(() => formDefine.id),
    version: integer('version').notNull(),
    initiatorId: integer('initiator_id')
      .notNull()
      .references(() => sysUser.id),
    /** RUNNING, RETURNED, APPROVED, REJECTED, WITHDRAWN (platform/contracts/workflow-process.contract.ts). */
    status: text('status').notNull(),
    currentNodeId: text('current_node_id'),
    snapshot: jsonb('snapshot').notNull(),
    businessType: text('business_type').notNull().default('FORM'),
    businessKey: text('business_key'),
    /** The `seq` of its last history entry (events, and the copies they sent). */
    seq: integer('seq').notNull().default(0),
    lastUrgedAt: timestamp('last_urged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('wf_process_initiator_idx').on(t.initiatorId, t.createdAt),
    uniqueIndex('wf_process_business_uq')
      .on(t.businessType, t.businessKey)
      .where(sql`business_key is not null and status in ('RUNNING', 'RETURNED')`),
  ],
);

/**
 * The append-only history of a process (never updated or deleted): each event applied
 * (`event`, as sent to the machine), or a copy, reminder or urge, numbered per process.
 */
export const wfProcessHistory = pgTable(
  'wf_process_history',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => wfProcess.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** HistoryKind of the contract. */
    kind: text('kind').notNull(),
    nodeId: text('node_id'),
    userId: integer('user_id').references(() => sysUser.id, { onDelete: 'set null' }),
    toUserIds: integer('to_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    returnTo: text('return_to'),
    comment: text('comment'),
    /** The machine event applied (null for copies, reminders and urges). */
    event: jsonb('event'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wf_process_history_uq').on(t.processId, t.seq)],
);

/**
 * The tasks of a process, a projection of its machine's open tasks kept in the same
 * transaction as the snapshot: `kind` approve (someone's turn at an approver node) or copy
 * (told at a copy node). `status` OPEN, DONE (the holder decided), TIMED_OUT (the node's
 * time limit ran out and passed or rejected it), CANCELLED (the node moved on without them,
 * or the process ended); copies are READ or UNREAD. Reminders and the
 * deadline of a node's time limit are counted on its open tasks.
 */
export const wfTask = pgTable(
  'wf_task',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => wfProcess.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** The holder's decision (HistoryKind) for DONE tasks; timeoutPass / timeoutReject for TIMED_OUT ones. */
    decision: text('decision'),
    reminded: integer('reminded').notNull().default(0),
    /** When the next reminder (or, after the last, the deadline's action) is due; null without a time limit. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('wf_task_user_idx').on(t.userId, t.status),
    index('wf_task_process_idx').on(t.processId),
    index('wf_task_due_idx')
      .on(t.dueAt)
      .where(sql`status = 'OPEN' and due_at is not null`),
  ],
);

/**
 * Which form (and so which workflow) a booking that needs approval goes through (/formRule).
 * A rule binds a form definition to scenes, sites and/or reservation rules (any of the three
 * lists; all empty: every booking); a booking matches it through the most specific list that
 * holds it (site > reservation rule > scene > none), and among matches the more specific,
 * then the higher `priority`, then the older rule wins (server/modules/workflow/form-rule.queries.ts).
 * Names are unique. `status` 0 enabled, 1 disabled.
 */
export const formRule = pgTable(
  'form_rule',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    defineId: integer('define_id')
      .notNull()
      .references(() => formDefine.id, { onDelete: 'cascade' }),
    sceneIds: integer('scene_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    siteIds: integer('site_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    ruleIds: integer('rule_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    priority: integer('priority').notNull().default(0),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_rule_name_uq').on(t.name)],
);
