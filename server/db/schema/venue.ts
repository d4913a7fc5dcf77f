/**
 * Campuses, buildings, floors, scenes, sites, opening hours and reservations.
 * The exclusion constraint over active reservations lives in a custom migration
 * (drizzle-kit cannot express it): see migrations/0001_reservation_exclusion.sql.
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, timestamp, boolean, index, bigserial, check } from 'drizzle-orm/pg-core';
import { sysUser } from './system';

/** A campus; `timeZone` is IANA (default Asia/Shanghai, DESIGN.md §6). */
export const campus = pgTable('campus', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  sort: integer('sort').notNull().default(0),
});

export const building = pgTable('building', {
  id: serial('id').primaryKey(),
  campusId: integer('campus_id').notNull().references(() => campus.id),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const floor = pgTable('floor', {
  id: serial('id').primaryKey(),
  buildingId: integer('building_id').notNull().references(() => building.id),
  name: text('name').notNull(),
  level: integer('level').notNull().default(1),
});

/** A kind of site (GLOSSARY.md); names in the three languages. */
export const scene = pgTable('scene', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  nameTc: text('name_tc').notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
});

/** One bookable unit. `kind` single: one booking at a time; capacity: up to `capacity`. */
export const site = pgTable('site', {
  id: serial('id').primaryKey(),
  sceneId: integer('scene_id').notNull().references(() => scene.id),
  floorId: integer('floor_id').notNull().references(() => floor.id),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['single', 'capacity'] }).notNull().default('single'),
  capacity: integer('capacity').notNull().default(1),
  slotMinutes: integer('slot_minutes').notNull().default(60),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('site_scene_idx').on(t.sceneId),
  check('site_slot_minutes_ck', sql`${t.slotMinutes} between 5 and 1440`),
  check('site_capacity_ck', sql`${t.capacity} >= 1`),
]);

/**
 * Opening hours of a site per week day (spec §9 codes MON…SUN, STA = Saturday):
 * local `HH:mm` times in the campus's time zone; several rows make several ranges.
 */
export const siteOpening = pgTable('site_opening', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => site.id, { onDelete: 'cascade' }),
  weekDay: text('week_day', { enum: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'] }).notNull(),
  openTime: text('open_time').notNull(),
  closeTime: text('close_time').notNull(),
}, (t) => [index('site_opening_site_idx').on(t.siteId)]);

/**
 * A reservation: half-open range [start_at, end_at). `exclusive` is copied from the
 * site's kind at insert; the exclusion constraint applies to exclusive rows whose
 * status is active (pendingAudit, approved, checkedIn, completed).
 */
export const reservation = pgTable('reservation', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull().references(() => site.id),
  userId: integer('user_id').notNull().references(() => sysUser.id),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  status: text('status', {
    enum: ['pendingAudit', 'approved', 'rejected', 'checkedIn', 'completed', 'cancelled', 'noShow'],
  }).notNull(),
  exclusive: boolean('exclusive').notNull().default(true),
  subject: text('subject'),
  phone: text('phone'),
  remark: text('remark'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
}, (t) => [
  index('reservation_user_idx').on(t.userId, t.startAt),
  index('reservation_site_idx').on(t.siteId, t.startAt),
  check('reservation_range_ck', sql`${t.endAt} > ${t.startAt}`),
]);
