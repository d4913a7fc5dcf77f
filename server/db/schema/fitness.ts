/**
 * The fitness club's membership cards (docs/fitness.md): card types with one entitlement
 * model, members' cards, the append-only audited record of every operation on a card,
 * payment methods and the payment ledger. Money is integer cents; card dates are ISO local
 * dates of the campus (Asia/Shanghai); a card's state is the state of
 * machines/membership-card.machine.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Admission } from '../../../platform/fitness/choose-card';
import type { CardTypeRules } from '../../../platform/fitness/card-rules';
import { sysOrg, sysUser } from './system';

/**
 * A card type: period (`valid_days`), uses, caps per ISO week / calendar month, stored value
 * (cents), alone or combined (at least one of period, uses, value); activation on purchase or
 * on first visit (then by itself `activation_deadline_days` after the purchase); what it admits
 * (JSON Admission); its price (cents) and its operation rules (JSON CardTypeRules).
 */
export const clubCardType = pgTable(
  'club_card_type',
  {
    id: serial('id').primaryKey(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    validDays: integer('valid_days'),
    uses: integer('uses'),
    weekCap: integer('week_cap'),
    monthCap: integer('month_cap'),
    valueCents: integer('value_cents'),
    /** `purchase` or `firstVisit`. */
    activation: text('activation').notNull().default('purchase'),
    activationDeadlineDays: integer('activation_deadline_days'),
    admits: jsonb('admits').$type<Admission>().notNull(),
    priceCents: integer('price_cents').notNull(),
    /**
     * The price an internal member pays (club_inner_member valid on the day, for this type or any),
     * cents; null: internal members pay the list price. 0: free.
     */
    innerPriceCents: integer('inner_price_cents'),
    rules: jsonb('rules').$type<CardTypeRules>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_card_type_name_key').on(t.nameCn),
    check('club_card_type_price_check', sql`${t.priceCents} >= 0`),
    check('club_card_type_inner_price_check', sql`${t.innerPriceCents} >= 0`),
    check(
      'club_card_type_entitlement_check',
      sql`${t.validDays} is not null or ${t.uses} is not null or ${t.valueCents} is not null`,
    ),
    check(
      'club_card_type_positive_check',
      sql`coalesce(${t.validDays}, 1) > 0 and coalesce(${t.uses}, 1) > 0 and coalesce(${t.weekCap}, 1) > 0
        and coalesce(${t.monthCap}, 1) > 0 and coalesce(${t.valueCents}, 0) >= 0`,
    ),
    check('club_card_type_activation_check', sql`${t.activation} in ('purchase', 'firstVisit')`),
  ],
);

/**
 * A member's card. `org_id` is the member's organisation when sold (the data scope's column);
 * `starts_on` / `ends_on` are null until activation (and `ends_on` for a type without a
 * period); `activate_by` the last day of a first-visit card's own activation; `uses_left`
 * and `value_left_cents` null when the type carries none. `renewed_from_id` links a renewal
 * to the card it renewed, `transferred_from_id` a transferred card to the one it replaced.
 * `frozen_from` / `frozen_until`: the first and last day of the current or coming freeze (null when none).
 */
export const clubCard = pgTable(
  'club_card',
  {
    id: serial('id').primaryKey(),
    cardNo: text('card_no').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => clubCardType.id),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    orgId: integer('org_id').references(() => sysOrg.id),
    state: text('state').notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    activateBy: date('activate_by'),
    usesLeft: integer('uses_left'),
    valueLeftCents: integer('value_left_cents'),
    frozenFrom: date('frozen_from'),
    frozenUntil: date('frozen_until'),
    transfers: integer('transfers').notNull().default(0),
    leaves: integer('leaves').notNull().default(0),
    leaveDays: integer('leave_days').notNull().default(0),
    renewedFromId: integer('renewed_from_id'),
    transferredFromId: integer('transferred_from_id'),
    pricePaidCents: integer('price_paid_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_card_no_key').on(t.cardNo),
    index('club_card_user_idx').on(t.userId, t.state),
    index('club_card_frozen_idx')
      .on(t.frozenUntil)
      .where(sql`${t.state} = 'frozen'`),
    check('club_card_uses_check', sql`coalesce(${t.usesLeft}, 0) >= 0`),
    check('club_card_value_check', sql`coalesce(${t.valueLeftCents}, 0) >= 0`),
    check('club_card_range_check', sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** The event kinds, as the check constraint lists them. */
const EVENT_KINDS_SQL =
  "('buy','activate','renew','upgrade','transfer','delay','leave','resume','refund','use','credit','expire'," +
  "'leaveRequest','leaveReject','leaveWithdraw','useReturn')";

/**
 * One operation on a card, never edited: buy, activate, renew, upgrade, transfer, delay,
 * leave, resume, refund, use, credit, expire, and `useReturn` (a class's use given back:
 * `detail.useEventId`). Actor (null: the system's job), fee and amount
 * (cents), days, the end date before → after, the state before → after, reason; a leave's
 * own period (`from_on`–`to_on`); a use's scene and course kind in `detail`.
 */
export const clubCardEvent = pgTable(
  'club_card_event',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => clubCard.id),
    kind: text('kind').notNull(),
    actorUserId: integer('actor_user_id'),
    feeCents: integer('fee_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull().default(0),
    days: integer('days'),
    uses: integer('uses'),
    endsBefore: date('ends_before'),
    endsAfter: date('ends_after'),
    stateBefore: text('state_before'),
    stateAfter: text('state_after').notNull(),
    fromOn: date('from_on'),
    toOn: date('to_on'),
    reason: text('reason').notNull().default(''),
    /** The other card of a transfer or renewal. */
    otherCardId: integer('other_card_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_card_event_card_idx').on(t.cardId, t.at),
    index('club_card_event_kind_idx').on(t.kind, t.at),
    check('club_card_event_kind_check', sql`${t.kind} in ${sql.raw(EVENT_KINDS_SQL)}`),
  ],
);

/** A payment method (/payConfig): code, names, kind (cash, bankCard, transfer, storedValue), enabled. */
export const clubPayMethod = pgTable(
  'club_pay_method',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_pay_method_code_key').on(t.code),
    check('club_pay_method_kind_check', sql`${t.kind} in ('cash','bankCard','transfer','storedValue')`),
  ],
);

/**
 * The payment ledger: one row per sale or refund (cents, positive), its method, what was paid
 * (`item`: buy, renew, upgrade, transfer, delay, leave, credit, refund), the card and event,
 * the member, the staff who recorded it and when; `provider` and `provider_ref` name the
 * payment provider's transaction (`manual` when staff record it).
 */
export const clubPayment = pgTable(
  'club_payment',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => clubPayMethod.id),
    item: text('item').notNull(),
    cardId: integer('card_id').references(() => clubCard.id),
    eventId: integer('event_id').references(() => clubCardEvent.id),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    staffUserId: integer('staff_user_id'),
    provider: text('provider').notNull().default('manual'),
    providerRef: text('provider_ref'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The member's organisation when paid (the data scope's column). */
    orgId: integer('org_id').references(() => sysOrg.id),
    /**
     * The business day the row counts in: the campus day of `at`, or the first day after it not
     * closed yet (a refund after the day's close belongs to the next day). Never a closed day.
     */
    businessDay: date('business_day').notNull(),
    /**
     * What kind of item was sold (platform/fitness/sale-items.ts): card, class, private, training, other, site (a
     * sport order paid at the desk, `sport_order_payment`), penalty (a club penalty's fee, `club_penalty.payment_id`).
     */
    itemKind: text('item_kind').notNull().default('card'),
    /** The desk's description of an item sold by kind and price (empty for card operations). */
    description: text('description').notNull().default(''),
    /** How many of the item (a desk sale); the row's amount is the whole line's. */
    quantity: integer('quantity').notNull().default(1),
    /** The coach of a class sale, when known. */
    coachId: integer('coach_id'),
    /** The sale a refund of a desk item gives money back for (null: a card refund, or a sale). */
    refundOfId: integer('refund_of_id').references((): AnyPgColumn => clubPayment.id),
    /** Why the money was given back (a desk item's refund). */
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('club_payment_card_idx').on(t.cardId),
    index('club_payment_at_idx').on(t.at),
    index('club_payment_day_idx').on(t.businessDay, t.itemKind),
    check(
      'club_payment_item_kind_check',
      sql`${t.itemKind} in ('card','class','private','training','other','site','penalty')`,
    ),
    check('club_payment_quantity_check', sql`${t.quantity} > 0`),
    check('club_payment_kind_check', sql`${t.kind} in ('sale','refund')`),
    check('club_payment_amount_check', sql`${t.amountCents} > 0`),
    check('club_payment_refund_of_check', sql`${t.refundOfId} is null or ${t.kind} = 'refund'`),
    index('club_payment_refund_of_idx').on(t.refundOfId),
  ],
);

/**
 * The daily close of the desk (/dayClose): one per business day for the club. Per method the
 * cents of sales, of refunds and the net (`totals`), the cash expected (net of the cash methods),
 * the cash counted by staff and the difference (counted − expected); who closed and when. After
 * it, no ledger row is dated in that day.
 */
export const clubDayClose = pgTable(
  'club_day_close',
  {
    id: serial('id').primaryKey(),
    day: date('day').notNull(),
    totals: jsonb('totals')
      .$type<{ methodId: number; salesCents: number; refundsCents: number; netCents: number; count: number }[]>()
      .notNull(),
    salesCents: integer('sales_cents').notNull(),
    refundsCents: integer('refunds_cents').notNull(),
    expectedCashCents: integer('expected_cash_cents').notNull(),
    countedCashCents: integer('counted_cash_cents').notNull(),
    differenceCents: integer('difference_cents').notNull(),
    note: text('note').notNull().default(''),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => sysUser.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('club_day_close_day_key').on(t.day)],
);

/**
 * A payment awaiting its provider's confirmation (a provider that answers "pending", such as the
 * test provider): the ledger row it belongs to, the order number the provider knows, the cents,
 * its state (`pending` until the signed callback, then `paid`) and when it was confirmed.
 */
export const clubPayOrder = pgTable(
  'club_pay_order',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => clubPayment.id),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('club_pay_order_no_key').on(t.orderNo),
    check('club_pay_order_state_check', sql`${t.state} in ('pending','paid')`),
  ],
);
