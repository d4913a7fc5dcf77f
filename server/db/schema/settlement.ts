/**
 * Settlements of the catering and meeting services (spec §7 meetingSettlement,
 * cateringSettlement, summarySettlement, ruleCatering; §4 "catering and summary
 * settlements: confirm, batch confirm, invoice").
 *
 * A settlement is a customer's statement for a month (`period`, `YYYY-MM` in the campus time
 * zone) of one kind:
 * - `meeting`: meeting service orders (served, or a late-cancellation / no-show charge);
 * - `catering`: food delivery orders (confirmed by the receiver) and redeemed meal vouchers;
 * - `summary`: everything of that customer and month, both kinds together (what is invoiced).
 *
 * An order becomes billable in the same transaction as the step that makes it so; it is then
 * an item of the pending statement of its kind and of the pending summary of its customer and
 * month (one of each is created when none is pending: `sequence` 2, 3 … when that month's
 * earlier statement is already confirmed). `state` is the state of machines/settlement.machine:
 * pending → confirmed (the orders become settled) → invoiced. Amounts are integer cents.
 */
import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  text,
  timestamp,
  date,
  smallint,
  index,
  check,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sysUser } from './system';
import { mcCustomer } from './catering';

/** A statement of one kind for a customer and month (/settlement, `<kind>Settlement/*`). */
export const mcSettlement = pgTable(
  'mc_settlement',
  {
    id: serial('id').primaryKey(),
    /** Human number, unique, e.g. `ST-M-202611-0001` (M meeting, C catering, S summary). */
    settlementNo: text('settlement_no').notNull(),
    /** `meeting` | `catering` | `summary`. */
    kind: text('kind').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => mcCustomer.id),
    /** The month billed, `YYYY-MM` (campus time zone). */
    period: text('period').notNull(),
    /** 1 for a month's first statement of this kind; 2, 3 … for items billed after it was confirmed. */
    sequence: smallint('sequence').notNull().default(1),
    /** `pending` | `confirmed` | `invoiced` (machines/settlement.machine.ts). */
    state: text('state').notNull().default('pending'),
    itemCount: integer('item_count').notNull().default(0),
    amountCents: integer('amount_cents').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => sysUser.id),
    invoiceNo: text('invoice_no'),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    invoiceAmountCents: integer('invoice_amount_cents'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    invoicedBy: integer('invoiced_by').references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mc_settlement_no_key').on(t.settlementNo),
    uniqueIndex('mc_settlement_key').on(t.kind, t.customerId, t.period, t.sequence),
    // At most one pending statement per kind, customer and month: billing adds to it.
    uniqueIndex('mc_settlement_pending_key')
      .on(t.kind, t.customerId, t.period)
      .where(sql`${t.state} = 'pending'`),
    index('mc_settlement_period_idx').on(t.kind, t.period, t.state),
    check('mc_settlement_kind_check', sql`${t.kind} in ('meeting', 'catering', 'summary')`),
    check('mc_settlement_state_check', sql`${t.state} in ('pending', 'confirmed', 'invoiced')`),
    check('mc_settlement_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('mc_settlement_amount_check', sql`${t.amountCents} >= 0 and ${t.itemCount} >= 0`),
  ],
);

/**
 * A billed item of a statement: one order or one redeemed voucher, or the charge of a late
 * cancellation or a no-show (`charge`, at `percent` of `baseCents` per ruleCatering). The
 * same source is an item of its kind's statement and of the summary (never twice in one
 * statement, never in two statements of one kind).
 */
export const mcSettlementItem = pgTable(
  'mc_settlement_item',
  {
    id: serial('id').primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => mcSettlement.id, { onDelete: 'cascade' }),
    /** The statement's kind, copied so that one source is billed once per kind (unique below). */
    kind: text('kind').notNull(),
    /** `reserveOrder` | `foodDelivery` | `mealVoucher`. */
    source: text('source').notNull(),
    sourceId: integer('source_id').notNull(),
    /** The order number or voucher code shown on the statement. */
    sourceNo: text('source_no').notNull(),
    /** `full` | `lateCancel` | `noShow`. */
    charge: text('charge').notNull().default('full'),
    /** When the service was (or was to be) given, campus date. */
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    baseCents: integer('base_cents').notNull(),
    /** Share of `baseCents` billed, 0–100 (100 for `full`). */
    percent: smallint('percent').notNull().default(100),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mc_settlement_item_source_key').on(t.kind, t.source, t.sourceId),
    index('mc_settlement_item_settlement_idx').on(t.settlementId),
    check('mc_settlement_item_source_check', sql`${t.source} in ('reserveOrder', 'foodDelivery', 'mealVoucher')`),
    check('mc_settlement_item_charge_check', sql`${t.charge} in ('full', 'lateCancel', 'noShow')`),
    check(
      'mc_settlement_item_amount_check',
      sql`${t.percent} between 0 and 100 and ${t.baseCents} >= 0 and ${t.amountCents} >= 0`,
    ),
  ],
);

/**
 * The catering billing rule (ruleCatering/*), one row (`id` 1): what is billed when an order
 * is not used as ordered. A meeting order or food delivery cancelled after its audit less
 * than `lateCancelHours` before its service bills `lateCancelPercent` of its amount; a
 * meeting order marked a no-show bills `noShowPercent`.
 */
export const mcCateringRule = pgTable(
  'mc_catering_rule',
  {
    id: integer('id').primaryKey().default(1),
    lateCancelHours: integer('late_cancel_hours').notNull().default(24),
    lateCancelPercent: smallint('late_cancel_percent').notNull().default(50),
    noShowPercent: smallint('no_show_percent').notNull().default(100),
    remark: text('remark').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => sysUser.id),
  },
  (t) => [
    check('mc_catering_rule_singleton', sql`${t.id} = 1`),
    check(
      'mc_catering_rule_values_check',
      sql`${t.lateCancelHours} between 0 and 720 and ${t.lateCancelPercent} between 0 and 100
        and ${t.noShowPercent} between 0 and 100`,
    ),
  ],
);
