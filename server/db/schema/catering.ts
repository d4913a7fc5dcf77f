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
import {
  pgTable,
  serial,
  integer,
  bigint,
  text,
  timestamp,
  smallint,
  index,
  check,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sysOrg, sysUser } from './system';
import { media, reservation, site } from './venue';

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
    /**
     * The name in simplified Chinese (unique), and the fallback of a language whose own name is missing or
     * empty — as places name themselves (docs/architecture.md "Place names"; reads through placeName).
     */
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameTc: text('name_tc'),
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

/**
 * A meeting service order (/reserves, reserveOrder/*): a meeting room over a time, with its
 * attendees, table type, video lines, dining and merchandise, ordered by an applicant for
 * a customer. The room is held by the booking engine through `reservationId` (a booking of
 * the site over the same range, so an order can never double-book a room); cancelling or
 * rejecting the order cancels that booking.
 *
 * `status` is the state of machines/reserve-order.machine (spec §4): submitted → audited →
 * arranged → served → settled; rejected, cancelled; cancelRequested (a cancellation asked
 * for after the audit, waiting for staff's confirmCancel). Amounts are cents: the lines'
 * sum, re-priced when the merchandise changes (editMerchandise). `sysNo` is the
 * application the order belongs to (the progress badge counts per sys_no, spec §7).
 */
export const mcReserveOrder = pgTable(
  'mc_reserve_order',
  {
    id: serial('id').primaryKey(),
    /** Human order number, unique, e.g. `RO20261126-0001`. */
    orderNo: text('order_no').notNull(),
    status: text('status').notNull().default('submitted'),
    sysNo: integer('sys_no').notNull().default(901),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id),
    reservationId: bigint('reservation_id', { mode: 'number' }).references(() => reservation.id, {
      onDelete: 'set null',
    }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    subject: text('subject').notNull(),
    attendees: integer('attendees').notNull(),
    /** Business dictionary `tableType` (getTableTypes). */
    tableTypeCode: text('table_type_code'),
    /** Business dictionary `videoLine` (getVideoLines). */
    videoLineCodes: text('video_line_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Business dictionary `diningType` (getDiningTypeCodes). */
    diningTypeCodes: text('dining_type_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customerId: integer('customer_id').references(() => mcCustomer.id),
    /** Who ordered (the data scope places the order by this user and their organisation). */
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => sysUser.id),
    applicantName: text('applicant_name').notNull(),
    applicantPhone: text('applicant_phone').notNull().default(''),
    totalCents: integer('total_cents').notNull().default(0),
    remark: text('remark').notNull().default(''),
    /** The reason given with rejectOrder, or with a cancellation. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    arrangedAt: timestamp('arranged_at', { withTimezone: true }),
    servedAt: timestamp('served_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mc_reserve_order_no_key').on(t.orderNo),
    index('mc_reserve_order_status_idx').on(t.status, t.startAt),
    index('mc_reserve_order_site_idx').on(t.siteId, t.startAt),
    index('mc_reserve_order_applicant_idx').on(t.applicantUserId),
    check('mc_reserve_order_range_check', sql`${t.endAt} > ${t.startAt}`),
    check('mc_reserve_order_attendees_check', sql`${t.attendees} > 0`),
    check('mc_reserve_order_total_check', sql`${t.totalCents} >= 0`),
  ],
);

/**
 * A line of a reserve order: merchandise, a service item or a dining standard, with the
 * name and unit price copied when ordered (later catalogue edits do not re-price it;
 * editMerchandise does), the quantity and the amount in cents.
 */
export const mcReserveOrderLine = pgTable(
  'mc_reserve_order_line',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mcReserveOrder.id, { onDelete: 'cascade' }),
    /** `merchandise` (mc_merchandise), `item` (mc_item_form) or `dining` (mc_standard). */
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('mc_reserve_order_line_order_idx').on(t.orderId),
    check('mc_reserve_order_line_kind_check', sql`${t.kind} in ('merchandise', 'item', 'dining')`),
    check('mc_reserve_order_line_quantity_check', sql`${t.quantity} > 0`),
    check(
      'mc_reserve_order_line_amount_check',
      sql`${t.unitPriceCents} >= 0 and ${t.amountCents} = ${t.unitPriceCents} * ${t.quantity}`,
    ),
  ],
);
