/**
 * Site content of the back office's "Content" folder (spec §2 /MaterialGroup, /siteBanner):
 * the media library (groups of materials, each one stored `media` row) and the terminal's
 * banners, which show an image material of the library.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sysUser } from './system';
import { media } from './venue';

/** A group (folder) of the media library. */
export const materialGroup = pgTable('material_group', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A material of the library: `kind` image | file, its bytes in `media` (the media route serves
 * them). Deleting the group deletes nothing: a group holding materials is refused.
 */
export const material = pgTable(
  'material',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => materialGroup.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['image', 'file'] }).notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_group_idx').on(t.groupId), index('material_media_idx').on(t.mediaId)],
);

/**
 * A banner of the terminal: for one variant (`school` 0–5, or null: every variant) and a
 * position, titled in CN (EN, TC empty: CN shows), an image material, an optional link
 * (an in-app path or an https URL), shown between `startAt` and `endAt` (null: open) when
 * `status` is 0 (enabled).
 */
export const siteBanner = pgTable(
  'site_banner',
  {
    id: serial('id').primaryKey(),
    school: smallint('school'),
    position: text('position').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleTc: text('title_tc').notNull().default(''),
    materialId: integer('material_id')
      .notNull()
      .references(() => material.id, { onDelete: 'restrict' }),
    link: text('link'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_banner_position_idx').on(t.position, t.status),
    check('site_banner_schedule_chk', sql`${t.startAt} is null or ${t.endAt} is null or ${t.startAt} < ${t.endAt}`),
  ],
);
