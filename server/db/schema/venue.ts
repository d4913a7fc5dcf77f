/**
 * Campuses, buildings, floors, rooms, scenes, sites (devices, photos, instructions),
 * opening hours and reservations.
 * The exclusion constraint over active reservations lives in a custom migration
 * (drizzle-kit cannot express it): see migrations/0001_reservation_exclusion.sql.
 */
import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  text,
  timestamp,
  boolean,
  index,
  bigserial,
  check,
  jsonb,
  customType,
  primaryKey,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sysUser } from './system';

/** A campus; `timeZone` is IANA (default Asia/Shanghai, DESIGN.md §6). */
export const campus = pgTable('campus', {
  id: serial('id').primaryKey(),
  /** The simplified-Chinese name; also the fallback of a language without its own name. */
  name: text('name').notNull(),
  nameEn: text('name_en'),
  nameTc: text('name_tc'),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  sort: integer('sort').notNull().default(0),
});

export const building = pgTable('building', {
  id: serial('id').primaryKey(),
  campusId: integer('campus_id')
    .notNull()
    .references(() => campus.id),
  /** The simplified-Chinese name; also the fallback of a language without its own name. */
  name: text('name').notNull(),
  nameEn: text('name_en'),
  nameTc: text('name_tc'),
  sort: integer('sort').notNull().default(0),
});

export const floor = pgTable('floor', {
  id: serial('id').primaryKey(),
  buildingId: integer('building_id')
    .notNull()
    .references(() => building.id),
  /** The simplified-Chinese name; also the fallback of a language without its own name. */
  name: text('name').notNull(),
  nameEn: text('name_en'),
  nameTc: text('name_tc'),
  level: integer('level').notNull().default(1),
});

/** A room of a floor (/room): meeting rooms, halls; sites may lie in one. `status` 0 enabled, 1 disabled. */
export const room = pgTable(
  'room',
  {
    id: serial('id').primaryKey(),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floor.id),
    /** The simplified-Chinese name; also the fallback of a language without its own name. */
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameTc: text('name_tc'),
    code: text('code'),
    /** People the room holds. */
    capacity: integer('capacity').notNull().default(0),
    /** Floor area in square metres. */
    areaM2: integer('area_m2'),
    status: smallint('status').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('room_floor_idx').on(t.floorId)],
);

/** A kind of site (GLOSSARY.md); names in the three languages. */
export const scene = pgTable('scene', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  nameTc: text('name_tc').notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
  /**
   * Bookings of the scene ask their participants for a receipt (attend / decline,
   * reservation_receipt, /receipt/reserve/*); off by default.
   */
  receiptEnabled: boolean('receipt_enabled').notNull().default(false),
});

/** One bookable unit. `kind` single: one booking at a time; capacity: up to `capacity`. */
export const site = pgTable(
  'site',
  {
    id: serial('id').primaryKey(),
    sceneId: integer('scene_id')
      .notNull()
      .references(() => scene.id),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floor.id),
    /** The simplified-Chinese name; also the fallback of a language without its own name. */
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameTc: text('name_tc'),
    kind: text('kind', { enum: ['single', 'capacity'] })
      .notNull()
      .default('single'),
    capacity: integer('capacity').notNull().default(1),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    enabled: boolean('enabled').notNull().default(true),
    /** Bookings of this site start as pendingAudit and wait for /audit (spec §2); otherwise approved at once. */
    needsApproval: boolean('needs_approval').notNull().default(false),
    /** The room it lies in, if any (/room). */
    roomId: integer('room_id').references(() => room.id, { onDelete: 'set null' }),
    /** What the site is like, shown on its detail page (administrator's text). */
    description: text('description'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('site_scene_idx').on(t.sceneId),
    check('site_slot_minutes_ck', sql`${t.slotMinutes} between 5 and 1440`),
    check('site_capacity_ck', sql`${t.capacity} >= 1`),
  ],
);

/** A kind of device a site or room may have (/siteRoomDevKind, /devKindPage): projector, scoreboard … */
export const devKind = pgTable('dev_kind', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  nameTc: text('name_tc').notNull(),
  icon: text('icon'),
  status: smallint('status').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/** How many devices of a kind a site has. */
export const siteDevice = pgTable(
  'site_device',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    devKindId: integer('dev_kind_id')
      .notNull()
      .references(() => devKind.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    remark: text('remark'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.devKindId] }), check('site_device_quantity_ck', sql`${t.quantity} >= 1`)],
);

/** Binary data in PostgreSQL (`bytea`), read and written as a Node.js Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An uploaded file kept in the database (site photos): in the same transaction and
 * backup as everything else, on PGlite and PostgreSQL alike. `size` in bytes.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdBy: integer('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A photo of a site, in display order. */
export const sitePhoto = pgTable(
  'site_photo',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('site_photo_site_idx').on(t.siteId)],
);

/**
 * An instruction shown with a site (/resv/instr/getBySiteIdAndType): `type` booking |
 * usage | safety, for one site or (siteId null) every site of a scene; the site's own
 * wins over its scene's.
 */
export const siteInstruction = pgTable(
  'site_instruction',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => site.id, { onDelete: 'cascade' }),
    sceneId: integer('scene_id').references(() => scene.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['booking', 'usage', 'safety'] }).notNull(),
    contentCn: text('content_cn').notNull(),
    contentEn: text('content_en').notNull(),
    contentTc: text('content_tc').notNull(),
    status: smallint('status').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_instruction_site_uq')
      .on(t.siteId, t.type)
      .where(sql`${t.siteId} is not null`),
    uniqueIndex('site_instruction_scene_uq')
      .on(t.sceneId, t.type)
      .where(sql`${t.siteId} is null`),
    check('site_instruction_target_ck', sql`(${t.siteId} is null) <> (${t.sceneId} is null)`),
  ],
);

/**
 * Opening hours of a site per week day (spec §9 codes MON…SUN, STA = Saturday):
 * local `HH:mm` times in the campus's time zone; several rows make several ranges.
 */
export const siteOpening = pgTable(
  'site_opening',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    weekDay: text('week_day', { enum: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'] }).notNull(),
    openTime: text('open_time').notNull(),
    closeTime: text('close_time').notNull(),
  },
  (t) => [index('site_opening_site_idx').on(t.siteId)],
);

/**
 * A closure (holiday, maintenance): the site takes no bookings in [startDate, endDate]
 * (ISO dates, whole days in the campus's time zone). `siteId` null with a `sceneId`
 * closes every site of that scene; both null closes everything.
 */
export const siteClosure = pgTable(
  'site_closure',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => site.id, { onDelete: 'cascade' }),
    sceneId: integer('scene_id').references(() => scene.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_closure_site_idx').on(t.siteId),
    check('site_closure_range_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A reservation: half-open range [start_at, end_at). `exclusive` is copied from the
 * site's kind at insert; the exclusion constraint applies to exclusive rows whose
 * status is active (pendingAudit, approved, checkedIn, completed).
 */
export const reservation = pgTable(
  'reservation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
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
    /** Who approved or rejected it (/audit), when, and the reason given. */
    auditedBy: integer('audited_by').references(() => sysUser.id),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditRemark: text('audit_remark'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /**
     * How it was booked: day (same day, /dayReserve), days (one of a multi-day request,
     * /daysReserve), cross (one booking over several days), period (one of a weekly series
     * by class period, quick/period), quick (quick/current).
     */
    kind: text('kind', { enum: ['day', 'days', 'cross', 'period', 'quick'] })
      .notNull()
      .default('day'),
    /** The bookings made by one multi-day or period request share this id (a UUID). */
    batchId: text('batch_id'),
    /** The reservation rule that admitted it (null: the built-in defaults). */
    ruleId: integer('rule_id'),
    /**
     * The time rules it was booked under (machines/reservation.machine ReservationRules
     * plus lateCancelMinutes): a later edit of the rule does not move its deadlines.
     * Null: the built-in defaults.
     */
    rules: jsonb('rules'),
    /** The notices and disclaimers accepted when booking: `[{id, version}]`. */
    agreements: jsonb('agreements'),
  },
  (t) => [
    index('reservation_user_idx').on(t.userId, t.startAt),
    index('reservation_site_idx').on(t.siteId, t.startAt),
    index('reservation_batch_idx').on(t.batchId),
    check('reservation_range_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);
