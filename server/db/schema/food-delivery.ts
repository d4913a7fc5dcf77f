/**
 * Food delivery (spec §7 /mc/foodDeliveryOrder, /mc/orderRule, /mc/applicantInfo; spec §4
 * "food delivery order"): orders of merchandise delivered to an address at a dining time
 * range of a date, the rule that limits ordering (cut-off, minimum amount, delivery areas),
 * and the applicants' saved receivers and addresses.
 *
 * Money is integer cents (DESIGN.md §6). `state` is the state of
 * machines/food-delivery-order.machine.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mcCustomer, mcMerchandise, mcTimeRange } from './catering';
import { sysUser } from './system';

/**
 * A food delivery order: who ordered (the data scope places it by this user), for which
 * customer, delivered on `deliveryDate` within the time range (`deliverAt` is the range's
 * start on that date, campus time), to `area` / `address`, received by `receiverName`.
 * One timestamp per step of its machine.
 */
export const mcFoodDeliveryOrder = pgTable(
  'mc_food_delivery_order',
  {
    id: serial('id').primaryKey(),
    /** Human order number, unique, e.g. `FD20261126-0001`. */
    orderNo: text('order_no').notNull(),
    state: text('state').notNull().default('submitted'),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => sysUser.id),
    applicantName: text('applicant_name').notNull(),
    applicantPhone: text('applicant_phone').notNull().default(''),
    customerId: integer('customer_id').references(() => mcCustomer.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    timeRangeId: integer('time_range_id')
      .notNull()
      .references(() => mcTimeRange.id),
    /** The time range's name and hours copied when ordered (`HH:mm`). */
    timeRangeName: text('time_range_name').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    area: text('area').notNull(),
    address: text('address').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    totalCents: integer('total_cents').notNull().default(0),
    remark: text('remark').notNull().default(''),
    /** The reason given with a rejecting audit or a cancellation. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    deliveringAt: timestamp('delivering_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mc_food_delivery_order_no_key').on(t.orderNo),
    index('mc_food_delivery_order_state_idx').on(t.state, t.deliverAt),
    index('mc_food_delivery_order_applicant_idx').on(t.applicantUserId),
    check('mc_food_delivery_order_total_check', sql`${t.totalCents} >= 0`),
    check(
      'mc_food_delivery_order_state_check',
      sql`${t.state} in ('submitted', 'audited', 'rejected', 'deliveryInProgress', 'delivered', 'confirmed',
        'settled', 'cancelled')`,
    ),
  ],
);

/** A line of a food delivery order: the merchandise, its name, unit and price copied when ordered, the quantity. */
export const mcFoodDeliveryOrderLine = pgTable(
  'mc_food_delivery_order_line',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mcFoodDeliveryOrder.id, { onDelete: 'cascade' }),
    merchandiseId: integer('merchandise_id')
      .notNull()
      .references(() => mcMerchandise.id),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('mc_food_delivery_order_line_order_idx').on(t.orderId),
    check('mc_food_delivery_order_line_quantity_check', sql`${t.quantity} > 0`),
    check(
      'mc_food_delivery_order_line_amount_check',
      sql`${t.unitPriceCents} >= 0 and ${t.amountCents} = ${t.unitPriceCents} * ${t.quantity}`,
    ),
  ],
);

/**
 * An order rule (/orderRule): the cut-off (`minutesBefore`: `cutoffMinutes` before the time
 * range starts; `dayBefore`: by `cutoffTime` HH:mm campus time the day before the delivery
 * date), the minimum order amount in cents and the delivery areas. At most one rule is
 * enabled (`status` 0): enabling one disables the others (partial unique index).
 */
export const mcOrderRule = pgTable(
  'mc_order_rule',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cutoffKind: text('cutoff_kind').notNull(),
    cutoffMinutes: integer('cutoff_minutes').notNull().default(0),
    cutoffTime: text('cutoff_time').notNull().default('17:00'),
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remark: text('remark').notNull().default(''),
    /** 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mc_order_rule_enabled_key')
      .on(t.status)
      .where(sql`${t.status} = 0`),
    check('mc_order_rule_kind_check', sql`${t.cutoffKind} in ('minutesBefore', 'dayBefore')`),
    check('mc_order_rule_amount_check', sql`${t.minAmountCents} >= 0 and ${t.cutoffMinutes} >= 0`),
  ],
);

/** A saved applicant (receiver) of a user: name, phone, area, address; at most one default per user. */
export const mcApplicantInfo = pgTable(
  'mc_applicant_info',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    area: text('area').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mc_applicant_info_user_idx').on(t.userId),
    uniqueIndex('mc_applicant_info_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
