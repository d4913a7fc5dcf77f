/**
 * Rich-text content of the terminal (spec §2 /siteNews, /siteNotice, /help; §7 /api/ms/…):
 * news and notices (`ms_article`, `kind` news | notice) and help articles (`ms_article`,
 * `kind` help, under a `ms_help_kind`). Titles and bodies in CN, EN and TC; bodies are HTML,
 * sanitised on save (server/modules/content/sanitize.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sysUser } from './system';

/** A help kind (a section of /help): names in CN, EN and TC, sort, `status` 0 shown, 1 hidden. */
export const msHelpKind = pgTable('ms_help_kind', {
  id: serial('id').primaryKey(),
  nameCn: text('name_cn').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  nameTc: text('name_tc').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  status: smallint('status').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A news item, a notice or a help article. Shown in the terminal when `status` is
 * `published` and `publish_at` has come; pinned items first. `help_kind_id` only for help
 * articles. `cover_url` optional (news and notices).
 */
export const msArticle = pgTable(
  'ms_article',
  {
    id: serial('id').primaryKey(),
    /** news | notice | help. */
    kind: text('kind', { enum: ['news', 'notice', 'help'] }).notNull(),
    helpKindId: integer('help_kind_id').references(() => msHelpKind.id, { onDelete: 'restrict' }),
    titleCn: text('title_cn').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    titleTc: text('title_tc').notNull().default(''),
    bodyCn: text('body_cn').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyTc: text('body_tc').notNull().default(''),
    /** draft | published. */
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    pinned: boolean('pinned').notNull().default(false),
    readCount: integer('read_count').notNull().default(0),
    coverUrl: text('cover_url'),
    sort: integer('sort').notNull().default(0),
    createdBy: integer('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ms_article_shown_idx').on(t.kind, t.status, t.pinned, t.publishAt),
    index('ms_article_help_kind_idx')
      .on(t.helpKindId)
      .where(sql`${t.helpKindId} IS NOT NULL`),
  ],
);
