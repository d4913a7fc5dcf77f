/**
 * The fitness club's people (spec §2 fitness set: /coach, /tags; terminal /fitnessCenter, /coachDetail):
 * tags named in CN, EN and TC of three kinds, and coaches — each one linked to a sys user — with
 * their specialties as tags. Coaches belong to the club, not to an organisation: no data scope.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { material } from './content';
import { sysUser } from './system';

/**
 * A tag of the club (/tags): `kind` coach (a coach's specialty), course (a course's, later) or
 * member; named in CN (required), EN and TC (empty: the CN name shows). Unique per kind by CN
 * name, ignoring case.
 */
export const clubTag = pgTable(
  'club_tag',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['coach', 'course', 'member'] }).notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_tag_kind_name_uq').on(t.kind, sql`lower(${t.nameCn})`),
    check('club_tag_kind_chk', sql`${t.kind} in ('coach', 'course', 'member')`),
  ],
);

/**
 * A coach of the club (/coach): the sys user it is (one coach per user), a display name, an
 * optional photo (an image material of the media library), an introduction in CN, EN and TC,
 * a level, and `status` 0 on (shown on the terminal) or 1 off (kept, hidden).
 */
export const clubCoach = pgTable(
  'club_coach',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'restrict' }),
    displayName: text('display_name').notNull(),
    photoMaterialId: integer('photo_material_id').references(() => material.id, { onDelete: 'set null' }),
    introCn: text('intro_cn').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    introTc: text('intro_tc').notNull().default(''),
    level: text('level', { enum: ['junior', 'intermediate', 'senior', 'master'] }).notNull(),
    status: smallint('status').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_coach_user_uq').on(t.userId),
    index('club_coach_status_idx').on(t.status, t.sort),
    check('club_coach_status_chk', sql`${t.status} in (0, 1)`),
    check('club_coach_level_chk', sql`${t.level} in ('junior', 'intermediate', 'senior', 'master')`),
  ],
);

/** A coach's specialty: a tag of kind `coach` (a tag in use is not deleted: restrict). */
export const clubCoachTag = pgTable(
  'club_coach_tag',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => clubCoach.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => clubTag.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.tagId] }), index('club_coach_tag_tag_idx').on(t.tagId)],
);
