/**
 * Forms and their approval workflows (spec §2 /formGroup, /formDefine, /building): groups
 * of forms, form definitions (who may start them), and the saved versions of each
 * definition's fields and workflow. A version is never changed once written: a process keeps
 * the version it started with, and saving inserts the next number.
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, timestamp, jsonb, uniqueIndex, smallint } from 'drizzle-orm/pg-core';
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
