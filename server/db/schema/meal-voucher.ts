/**
 * Meal vouchers (spec §7 mealVoucher/*, §4 "meal voucher"): an organisation (a customer,
 * mc_customer) applies for vouchers of ticket types for a list of people over a range of
 * dates; after the audit chain (audit → finance audit → life-science audit) and the
 * confirmation, a durable job distributes them person by person (one task row each,
 * server/modules/meal-voucher/distribution.ts), issuing one voucher row per voucher, each
 * with a code signed under SERVER_SECRET. The catering app writes a voucher off once
 * (writeOff); redeemed vouchers are settled per customer.
 *
 * Design: a person asks for `quantity_per_day` vouchers of one ticket type for every day
 * of the application's validity; each voucher is valid on its own day (valid_from =
 * valid_to = that day). Money is integer cents; the price is copied onto each voucher
 * when issued, so later price changes do not alter issued vouchers.
 */
import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  text,
  timestamp,
  boolean,
  date,
  index,
  check,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mcCustomer } from './catering';
import { sysUser } from './system';

/** A ticket type (getTicketTypes): breakfast ¥10, lunch ¥20 …, of a dining type (business dictionary mcDiningType). */
export const mcTicketType = pgTable(
  'mc_ticket_type',
  {
    id: serial('id').primaryKey(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    diningTypeCode: text('dining_type_code').notNull(),
    priceCents: integer('price_cents').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mc_ticket_type_name_key').on(t.nameCn),
    check('mc_ticket_type_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A voucher application. `state` is the state of machines/meal-voucher.machine (submitted,
 * audited, financeAudited, lifeScienceAudited, confirmed, distributing, distributed,
 * partiallyDistributed, settled, rejected, cancelled). The applicant places it in the
 * data scope.
 */
export const mcMealVoucherApp = pgTable(
  'mc_meal_voucher_app',
  {
    id: serial('id').primaryKey(),
    /** Human number, unique, e.g. `MV20261126-0001`. */
    applicationNo: text('application_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => mcCustomer.id),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => sysUser.id),
    applicantName: text('applicant_name').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    state: text('state').notNull().default('submitted'),
    remark: text('remark').notNull().default(''),
    /** The reason of a rejection (or of a cancellation). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    financeAuditedAt: timestamp('finance_audited_at', { withTimezone: true }),
    lifeScienceAuditedAt: timestamp('life_science_audited_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    distributedAt: timestamp('distributed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mc_meal_voucher_app_no_key').on(t.applicationNo),
    index('mc_meal_voucher_app_state_idx').on(t.state, t.createdAt),
    index('mc_meal_voucher_app_applicant_idx').on(t.applicantUserId),
    check('mc_meal_voucher_app_range_check', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

/**
 * A person of an application: an account (`user_id`, name and phone copied) or a name with
 * an 11-digit phone; `quantity_per_day` vouchers of `ticket_type_id` for every valid day.
 * `user_id` has no foreign key on purpose: a deleted account is a distribution failure
 * that the task records, not a cascade.
 */
export const mcMealVoucherPerson = pgTable(
  'mc_meal_voucher_person',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => mcMealVoucherApp.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => mcTicketType.id),
    quantityPerDay: integer('quantity_per_day').notNull(),
  },
  (t) => [
    index('mc_meal_voucher_person_app_idx').on(t.applicationId),
    check('mc_meal_voucher_person_quantity_check', sql`${t.quantityPerDay} between 1 and 20`),
  ],
);

/**
 * The durable distribution task of one person (server/modules/meal-voucher/distribution.ts):
 * `state` pending / done / failed (machines/meal-voucher-distribution.machine), `attempts`
 * made, `next_attempt_at` (exponential backoff), `last_error` (an error code of
 * meal-voucher-errors with its params, JSON). Claimed with FOR UPDATE SKIP LOCKED.
 */
export const mcMealVoucherTask = pgTable(
  'mc_meal_voucher_task',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => mcMealVoucherApp.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => mcMealVoucherPerson.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mc_meal_voucher_task_person_key').on(t.personId),
    index('mc_meal_voucher_task_due_idx').on(t.state, t.nextAttemptAt),
    index('mc_meal_voucher_task_app_idx').on(t.applicationId),
    check('mc_meal_voucher_task_state_check', sql`${t.state} in ('pending', 'done', 'failed')`),
  ],
);

/**
 * One issued voucher: its signed `code` (unique — it is derived from person, day and
 * sequence, so issuing twice inserts nothing the second time), the person, ticket type,
 * price copied, valid days, `state` issued / redeemed / expired / void, when and by whom
 * it was redeemed (writeOff), when it was settled.
 */
export const mcMealVoucher = pgTable(
  'mc_meal_voucher',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => mcMealVoucherApp.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => mcMealVoucherPerson.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => mcTicketType.id),
    priceCents: integer('price_cents').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    state: text('state').notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: integer('redeemed_by').references(() => sysUser.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mc_meal_voucher_code_key').on(t.code),
    index('mc_meal_voucher_person_idx').on(t.personId),
    index('mc_meal_voucher_app_idx').on(t.applicationId),
    index('mc_meal_voucher_redeemed_idx').on(t.state, t.redeemedAt),
    check('mc_meal_voucher_state_check', sql`${t.state} in ('issued', 'redeemed', 'expired', 'void')`),
    check('mc_meal_voucher_settled_check', sql`${t.settledAt} is null or ${t.state} = 'redeemed'`),
  ],
);
