/**
 * The sport venue's back office on the product's venue model (docs/fitness-sites.md): groups of
 * scenes shown to the terminal as sports categories, sites split into smaller bookable parts, the
 * fitness-facing details of a sport site (state, price bands), the terminal's popular places, the
 * club's spaces (studios) and the club's profile.
 *
 * The part/whole exclusion: `site_claim` rows are written by the trigger `site_claims_sync`
 * (migration 0047) for the active exclusive reservations of a site that belongs to a family (a
 * whole with parts, or a part); its `EXCLUDE USING gist` constraint makes booking the whole block
 * its parts and booking a part block the whole, by construction (DESIGN.md §6).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubPayMethod, clubPayment } from './fitness';
import { sysOrg, sysUser } from './system';
import { reservation, room, scene, site } from './venue';

/** A group of scenes (/sceneGrouping), e.g. "Ball games": the terminal's sports categories, by `sort`. */
export const sportSceneGroup = pgTable('sport_scene_group', {
  id: serial('id').primaryKey(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  nameTc: text('name_tc').notNull(),
  /** An icon name of the terminal's icon set (or an image URL). */
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A scene's group: the primary key makes a scene belong to at most one group. */
export const sportSceneGroupScene = pgTable(
  'sport_scene_group_scene',
  {
    sceneId: integer('scene_id')
      .primaryKey()
      .references(() => scene.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => sportSceneGroup.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sport_scene_group_scene_group_idx').on(t.groupId)],
);

/**
 * A part of a whole site (/smallScenes), e.g. a half court of a full court: the primary key makes a
 * site the part of at most one whole; a whole is never itself a part (checked under the sites' locks).
 */
export const sitePart = pgTable(
  'site_part',
  {
    partSiteId: integer('part_site_id')
      .primaryKey()
      .references(() => site.id, { onDelete: 'cascade' }),
    wholeSiteId: integer('whole_site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('site_part_whole_idx').on(t.wholeSiteId),
    check('site_part_not_self_ck', sql`${t.partSiteId} <> ${t.wholeSiteId}`),
  ],
);

/**
 * What an active exclusive reservation of a family's site occupies: the site's parts when it is a
 * whole, else the site itself; [start_at, end_at). Written only by the trigger `site_claims_sync`;
 * the exclusion constraint `site_claim_no_overlap` (migration 0047) forbids two overlapping claims
 * of one unit. `site_id` has no foreign key on purpose: a key check would take a share lock on
 * another site's row while the family's whole is locked (a deadlock with a booking of that part).
 */
export const siteClaim = pgTable(
  'site_claim',
  {
    reservationId: bigint('reservation_id', { mode: 'number' })
      .notNull()
      .references(() => reservation.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_claim_reservation_idx').on(t.reservationId)],
);

/** One price band of a sport site: ISO week days 1–7, local `HH:mm` [from, to), price per hour in cents. */
export interface PriceBand {
  weekDays: number[];
  from: string;
  to: string;
  priceCents: number;
}

/**
 * A sport site's fitness-facing details (/siteManagement): its state — `maintenance` takes the site
 * out of booking (the site's `enabled` is kept equal: open ⇔ enabled) — its price bands and a note.
 */
export const sportSite = pgTable(
  'sport_site',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => site.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['open', 'maintenance'] })
      .notNull()
      .default('open'),
    priceBands: jsonb('price_bands').$type<PriceBand[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sport_site_state_ck', sql`${t.state} in ('open','maintenance')`)],
);

/** A site pinned among the terminal's popular places (/popularPlaces), by `sort`. */
export const popularPlace = pgTable('popular_place', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => site.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  pinnedBy: integer('pinned_by').references(() => sysUser.id, { onDelete: 'set null' }),
  pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A room or space of the club (/spaceManage): a studio where group classes take place. */
export const clubSpace = pgTable(
  'club_space',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The venue's room it is, if recorded there (/room). */
    roomId: integer('room_id').references(() => room.id, { onDelete: 'set null' }),
    /** People it holds: a class held there may not have more places. */
    capacity: integer('capacity').notNull(),
    /** Equipment, one item a line (mats, bikes, mirrors …). */
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('club_space_capacity_ck', sql`${t.capacity} >= 1`)],
);

/** The club's profile (/fitnessCenter) as append-only versions: the current one has the highest `version`. */
export const clubProfileVersion = pgTable('club_profile_version', {
  version: integer('version').primaryKey(),
  profile: jsonb('profile').$type<Record<string, unknown>>().notNull(),
  savedBy: integer('saved_by').references(() => sysUser.id, { onDelete: 'set null' }),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sport order's payment at the club's desk (docs/fitness-sites.md "Payment"): one row per reservation (the
 * primary key: paying twice stores one), the cents paid (the bands' price when paid), the method, the ledger's
 * sale row (`club_payment`, item kind `site`) and, once the order is cancelled, its refund row; the booker and
 * their organisation when paid (`org_id`: the data scope's column). The reservation itself is not edited.
 */
export const sportOrderPayment = pgTable(
  'sport_order_payment',
  {
    reservationId: bigint('reservation_id', { mode: 'number' })
      .primaryKey()
      .references(() => reservation.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    orgId: integer('org_id').references(() => sysOrg.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => clubPayMethod.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => clubPayment.id),
    refundPaymentId: integer('refund_payment_id').references(() => clubPayment.id),
    /** `paid`, then `refunded` when the order is cancelled. */
    state: text('state', { enum: ['paid', 'refunded'] })
      .notNull()
      .default('paid'),
    paidBy: integer('paid_by').references(() => sysUser.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    check('sport_order_payment_amount_chk', sql`${t.amountCents} > 0`),
    check('sport_order_payment_state_chk', sql`${t.state} in ('paid','refunded')`),
    check(
      'sport_order_payment_refund_chk',
      sql`(${t.state} = 'refunded') = (${t.refundPaymentId} is not null and ${t.refundedAt} is not null)`,
    ),
  ],
);
