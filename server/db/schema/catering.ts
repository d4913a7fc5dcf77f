/**
 * The catering and meeting-service catalogue (spec §7 "Catering admin, under /mc/"): what
 * the orders of meeting services, food delivery and meal vouchers are made of — the
 * merchandise and its category tree, the tree of service items, the dining time ranges,
 * the per-person standards — and the customers (ordering units) that orders are billed to.
 *
 * Money is integer cents (DESIGN.md §6). Names are kept in CN, EN and TC (`name_en` /
 * `name_tc` empty: the CN name is shown). `status` 0 enabled, 1 disabled. Local times are
 * `HH:mm` text in the campus's time zone.
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, timestamp, smallint, index, check, uniqueIndex } from 'drizzle-orm/pg-core';
import { sysOrg } from './system';
import { media } from './venue';

/** Common columns of a named catalogue row: the name in three languages, order and status. */
function named() {
  return {
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** A merchandise category (/product's tree, merchandise/category/*); `parentId` null at the root. */
export const mcMerchandiseCategory = pgTable(
  'mc_merchandise_category',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    ...named(),
  },
  (t) => [index('mc_merchandise_category_parent_idx').on(t.parentId)],
);

/**
 * A merchandise item sold with meeting services and food delivery (/product, merchandise/*):
 * its category, unit (e.g. cup, box, person), unit price in cents and photo.
 */
export const mcMerchandise = pgTable(
  'mc_merchandise',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => mcMerchandiseCategory.id),
    ...named(),
    unit: text('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
  },
  (t) => [
    index('mc_merchandise_category_idx').on(t.categoryId),
    check('mc_merchandise_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A service item of a meeting order (/itemForm, itemForm/*): a tree of groups and items
 * (name plates, flowers, projector …); an item may carry a price in cents (0: free).
 */
export const mcItemForm = pgTable(
  'mc_item_form',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    ...named(),
    priceCents: integer('price_cents').notNull().default(0),
  },
  (t) => [
    index('mc_item_form_parent_idx').on(t.parentId),
    check('mc_item_form_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A dining time range (/timeRange, timeRange/*): breakfast, lunch, tea break …, from
 * `startTime` to `endTime` (local `HH:mm`), of a dining type (business dictionary
 * `diningType`, getDiningTypeCodes). Food delivery and meeting meals are ordered per range.
 */
export const mcTimeRange = pgTable(
  'mc_time_range',
  {
    id: serial('id').primaryKey(),
    ...named(),
    diningTypeCode: text('dining_type_code').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [check('mc_time_range_order_check', sql`${t.endTime} > ${t.startTime}`)],
);

/** A dining standard (/standards): the price per person in cents of a dining type. */
export const mcStandard = pgTable(
  'mc_standard',
  {
    id: serial('id').primaryKey(),
    ...named(),
    diningTypeCode: text('dining_type_code').notNull(),
    pricePerPersonCents: integer('price_per_person_cents').notNull(),
  },
  (t) => [check('mc_standard_price_check', sql`${t.pricePerPersonCents} >= 0`)],
);

/**
 * A customer, the ordering unit an order is billed to (/customer, customerManager/*):
 * an internal organisation (`kind` internal, `orgId` set) or an external customer
 * (`kind` external); its contact and billing details (invoice title, tax number, bank,
 * address) as printed on settlement statements.
 */
export const mcCustomer = pgTable(
  'mc_customer',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `internal` | `external` (customerManager/getKinds). */
    kind: text('kind').notNull(),
    orgId: integer('org_id').references(() => sysOrg.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    invoiceTitle: text('invoice_title').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mc_customer_name_key').on(t.name),
    check('mc_customer_kind_check', sql`${t.kind} in ('internal', 'external')`),
  ],
);
