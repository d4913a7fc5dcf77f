/**
 * Membership cards of the fitness club (docs/fitness.md): card types (one entitlement model),
 * payment methods, members' cards and every operation on them, each an append-only event
 * (`club_card_event`) with its payment in the ledger (`club_payment`).
 *
 * - Back-office calls need `fitness:<entity>:<action>`; the calls on a card or member act
 *   within the caller's data scope (the member's organisation): out of scope answers NOT_FOUND
 *   (a member: CARD_MEMBER_UNKNOWN, as an unknown one).
 * - An operation the card's state does not admit (machines/membership-card.machine.ts) is
 *   refused with ORDER_STEP_NOT_ALLOWED naming the card, its state and the operation; one its
 *   type's rules forbid with CARD_RULE_FORBIDS or the rule's own code.
 * - Money in cents, days whole, dates ISO local dates of the campus (Asia/Shanghai).
 * - Terminal calls (`mine`, `mineDetail`, `onSale`, `choose`) act on the caller's own cards.
 */
import { z } from 'zod';
import { COURSE_KINDS } from '../fitness/choose-card';
import { CardTypeRules } from '../fitness/card-rules';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Id, IsoDate, IsoDateTime, NoInput } from './common';
import { defineCall } from './define-call';

/** A card's stored state (machines/membership-card.machine.ts). */
export const CardState = z.enum(['pendingActivation', 'active', 'frozen', 'expired', 'transferred', 'refunded']);
/** A kind of card event. */
export const CardEventKind = z.enum([
  'buy',
  'activate',
  'renew',
  'upgrade',
  'transfer',
  'delay',
  'leave',
  'resume',
  'refund',
  'use',
  'credit',
  'expire',
  /** A member asked for a leave the type requires approved (pending its workflow process). */
  'leaveRequest',
  /** The approver rejected a member's leave request (the card unchanged). */
  'leaveReject',
  /** The member withdrew a pending leave request. */
  'leaveWithdraw',
  /** A use given back: the class it paid was cancelled in time (`detail.useEventId`, `detail.bookingId`). */
  'useReturn',
]);
export type CardEventKind = z.infer<typeof CardEventKind>;
/** A course kind. */
export const CourseKind = z.enum(COURSE_KINDS as unknown as ['league', 'private', 'test', 'training']);

const HourRange = z
  .tuple([z.number().int().min(0).max(1440), z.number().int().min(0).max(1440)])
  .refine(([a, b]) => b > a);
const WeekHours = z.object({
  '1': z.array(HourRange).max(6).optional(),
  '2': z.array(HourRange).max(6).optional(),
  '3': z.array(HourRange).max(6).optional(),
  '4': z.array(HourRange).max(6).optional(),
  '5': z.array(HourRange).max(6).optional(),
  '6': z.array(HourRange).max(6).optional(),
  '7': z.array(HourRange).max(6).optional(),
});
/** What a type admits: scene ids, course kinds, hours per ISO week day (null: all). */
export const Admission = z.object({
  sceneIds: z.array(Id).max(100).nullable().default(null),
  courseKinds: z.array(CourseKind).max(4).nullable().default(null),
  hours: WeekHours.nullable().default(null),
});

const Count = z.number().int().min(1).max(100_000);
const Cents = z.number().int().min(0).max(100_000_000);
const Name = z.string().trim().max(64);

/** The fields of a card type as add and edit take them. */
export const CardTypeFields = z.object({
  nameCn: Name.min(1),
  nameEn: Name.default(''),
  nameTc: Name.default(''),
  validDays: z.number().int().min(1).max(3660).nullable().default(null),
  uses: Count.nullable().default(null),
  weekCap: Count.nullable().default(null),
  monthCap: Count.nullable().default(null),
  valueCents: Cents.nullable().default(null),
  activation: z.enum(['purchase', 'firstVisit']).default('purchase'),
  activationDeadlineDays: z.number().int().min(1).max(3660).nullable().default(null),
  admits: Admission.default({ sceneIds: null, courseKinds: null, hours: null }),
  priceCents: Cents,
  /** What an internal member (club_inner_member) pays for it, cents; null: the list price. */
  innerPriceCents: Cents.nullable().default(null),
  rules: CardTypeRules.default(CardTypeRules.parse({})),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type CardTypeFields = z.output<typeof CardTypeFields>;

/** A card type as listed, named in the caller's language too. */
export const CardTypeRow = CardTypeFields.extend({ id: z.number().int(), name: z.string() });
export type CardTypeRow = z.infer<typeof CardTypeRow>;

/** A payment method's fields. */
export const PayMethodFields = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/),
  nameCn: Name.min(1),
  nameEn: Name.default(''),
  nameTc: Name.default(''),
  kind: z.enum(['cash', 'bankCard', 'transfer', 'storedValue']),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(0),
});
export const PayMethodRow = PayMethodFields.extend({ id: z.number().int(), name: z.string() });
export type PayMethodRow = z.infer<typeof PayMethodRow>;

/** A member's card as listed. */
export const CardRow = z.object({
  id: z.number().int(),
  cardNo: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  userId: z.number().int(),
  memberName: z.string(),
  memberAccount: z.string(),
  state: CardState,
  startsOn: IsoDate.nullable(),
  endsOn: IsoDate.nullable(),
  activateBy: IsoDate.nullable(),
  usesLeft: z.number().int().nullable(),
  valueLeftCents: z.number().int().nullable(),
  frozenUntil: IsoDate.nullable(),
  transfers: z.number().int(),
  leaves: z.number().int(),
  leaveDays: z.number().int(),
  renewedFromId: z.number().int().nullable(),
  transferredFromId: z.number().int().nullable(),
  pricePaidCents: z.number().int(),
  createdAt: IsoDateTime,
});
export type CardRow = z.infer<typeof CardRow>;

/** One operation on a card (the logs). */
export const CardEventRow = z.object({
  id: z.number().int(),
  cardId: z.number().int(),
  cardNo: z.string(),
  memberName: z.string(),
  kind: CardEventKind,
  actorName: z.string().nullable(),
  feeCents: z.number().int(),
  amountCents: z.number().int(),
  days: z.number().int().nullable(),
  uses: z.number().int().nullable(),
  endsBefore: IsoDate.nullable(),
  endsAfter: IsoDate.nullable(),
  stateBefore: z.string().nullable(),
  stateAfter: z.string(),
  fromOn: IsoDate.nullable(),
  toOn: IsoDate.nullable(),
  reason: z.string(),
  otherCardId: z.number().int().nullable(),
  at: IsoDateTime,
});
export type CardEventRow = z.infer<typeof CardEventRow>;

/** A card with its operations, newest first. */
export const CardDetail = CardRow.extend({ events: z.array(CardEventRow) });

/** How an operation with money is paid: the method (staff record the payment when no provider is set). */
const Payment = z.object({ methodId: Id });
const CardId = z.object({ id: Id });
const Reason = z.string().trim().max(200).default('');

const CARD_ERRORS = [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED] as const;
const TYPE_ERRORS = [Code.CARD_TYPE_ENTITLEMENT_REQUIRED, Code.DUPLICATE] as const;

export const fitnessCardTypePage = defineCall({
  method: 'GET',
  path: '/api/fitness/cardType/page',
  access: 'fitness:cardType:page',
  summary: 'Card types by name keyword and enabled flag, by sort then id.',
  input: PageQuery.extend({ keyword: Name.optional(), enabled: z.enum(['true', 'false']).optional() }),
  output: pageOf(CardTypeRow),
  errors: [],
});

export const fitnessCardTypeAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/cardType/add',
  access: 'fitness:cardType:add',
  summary: 'Add a card type: period, uses, caps, stored value, activation, admission, price, rules.',
  input: CardTypeFields,
  output: CardTypeRow,
  errors: [...TYPE_ERRORS],
});

export const fitnessCardTypeEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/cardType/edit',
  access: 'fitness:cardType:edit',
  summary: 'Edit a card type (cards already sold keep their dates, uses and value).',
  input: CardTypeFields.extend({ id: Id }),
  output: CardTypeRow,
  errors: [Code.NOT_FOUND, ...TYPE_ERRORS],
});

export const fitnessCardTypeOnSale = defineCall({
  method: 'GET',
  path: '/api/fitness/cardType/onSale',
  access: 'user',
  summary: 'The enabled card types with their entitlements and prices (the terminal’s card shop).',
  input: NoInput,
  output: z.array(CardTypeRow),
  errors: [],
});

export const fitnessCardTypeMine = defineCall({
  method: 'GET',
  path: '/api/fitness/cardType/mine',
  access: 'user',
  summary: 'The types of the caller’s own cards, on sale or not (their rules: whether a leave may be asked, and how).',
  input: NoInput,
  output: z.array(CardTypeRow),
  errors: [],
});

export const fitnessPayMethodPage = defineCall({
  method: 'GET',
  path: '/api/fitness/payMethod/page',
  access: 'fitness:payConfig:page',
  summary: 'Payment methods, by sort then id.',
  input: PageQuery.extend({ enabled: z.enum(['true', 'false']).optional() }),
  output: pageOf(PayMethodRow),
  errors: [],
});

export const fitnessPayMethodAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/payMethod/add',
  access: 'fitness:payConfig:add',
  summary: 'Add a payment method (code unique).',
  input: PayMethodFields,
  output: PayMethodRow,
  errors: [Code.DUPLICATE],
});

export const fitnessPayMethodEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/payMethod/edit',
  access: 'fitness:payConfig:edit',
  summary: 'Edit a payment method.',
  input: PayMethodFields.extend({ id: Id }),
  output: PayMethodRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const fitnessCardPage = defineCall({
  method: 'GET',
  path: '/api/fitness/card/page',
  access: 'fitness:card:page',
  summary:
    'Members’ cards of the caller’s data scope, by state, type, member, card number and whether they carry ' +
    'stored value; newest first.',
  input: PageQuery.extend({
    state: CardState.optional(),
    /** `true`: only the cards carrying stored value (electronic cards); `false`: only those without. */
    storedValue: z.enum(['true', 'false']).optional(),
    typeId: Id.optional(),
    userId: Id.optional(),
    keyword: Name.optional(),
  }),
  output: pageOf(CardRow),
  errors: [],
});

export const fitnessCardDetail = defineCall({
  method: 'GET',
  path: '/api/fitness/card/detail',
  access: 'fitness:card:page',
  summary: 'A card with every operation on it, newest first.',
  input: CardId,
  output: CardDetail,
  errors: [Code.NOT_FOUND],
});

export const fitnessCardBuy = defineCall({
  method: 'POST',
  path: '/api/fitness/card/buy',
  access: 'fitness:card:buy',
  summary: 'Sell a card of a type to a member, the payment recorded; active at once or pending first visit.',
  input: Payment.extend({ userId: Id, typeId: Id }),
  output: CardRow,
  errors: [Code.CARD_TYPE_UNKNOWN, Code.CARD_MEMBER_UNKNOWN, Code.PAY_METHOD_UNKNOWN],
  idempotent: true,
});

export const fitnessCardActivate = defineCall({
  method: 'POST',
  path: '/api/fitness/card/activate',
  access: 'fitness:card:activate',
  summary: 'Activate a card pending first visit today (its period starts today).',
  input: CardId,
  output: CardRow,
  errors: [...CARD_ERRORS],
});

export const fitnessCardRenew = defineCall({
  method: 'POST',
  path: '/api/fitness/card/renew',
  access: 'fitness:card:renew',
  summary: 'Renew a card: a new card of the same type, starting the day after this one ends (or today), linked to it.',
  input: CardId.merge(Payment),
  output: CardRow,
  errors: [...CARD_ERRORS, Code.CARD_RULE_FORBIDS, Code.CARD_TYPE_UNKNOWN, Code.PAY_METHOD_UNKNOWN],
  idempotent: true,
});

export const fitnessCardUpgrade = defineCall({
  method: 'POST',
  path: '/api/fitness/card/upgrade',
  access: 'fitness:card:upgrade',
  summary: 'Upgrade an active card to a dearer type within the window, paying the difference; dates recomputed.',
  input: CardId.merge(Payment).extend({ typeId: Id }),
  output: CardRow,
  errors: [
    ...CARD_ERRORS,
    Code.CARD_RULE_FORBIDS,
    Code.CARD_TYPE_UNKNOWN,
    Code.CARD_UPGRADE_WINDOW_PASSED,
    Code.CARD_UPGRADE_NOT_DEARER,
    Code.PAY_METHOD_UNKNOWN,
  ],
});

export const fitnessCardTransfer = defineCall({
  method: 'POST',
  path: '/api/fitness/card/transfer',
  access: 'fitness:card:transfer',
  summary: 'Transfer a card to another member for the type’s fee: a new card with what is left, this one closed.',
  input: CardId.merge(Payment).extend({ toUserId: Id, reason: Reason }),
  output: CardRow,
  errors: [
    ...CARD_ERRORS,
    Code.CARD_RULE_FORBIDS,
    Code.CARD_TRANSFER_LIMIT,
    Code.CARD_TRANSFER_SAME_MEMBER,
    Code.CARD_MEMBER_UNKNOWN,
    Code.PAY_METHOD_UNKNOWN,
  ],
});

export const fitnessCardDelay = defineCall({
  method: 'POST',
  path: '/api/fitness/card/delay',
  access: 'fitness:card:delay',
  summary: 'Extend a card’s end by some days for the type’s fee (an expired card extended past today is active again).',
  input: CardId.merge(Payment).extend({ days: z.number().int().min(1).max(3650), reason: Reason }),
  output: CardRow,
  errors: [...CARD_ERRORS, Code.CARD_RULE_FORBIDS, Code.CARD_DELAY_TOO_LONG, Code.PAY_METHOD_UNKNOWN],
});

export const fitnessCardLeave = defineCall({
  method: 'POST',
  path: '/api/fitness/card/leave',
  access: 'fitness:card:leave',
  summary:
    'Freeze a card from a day (today or later, never back-dated) for some days: its end moves by those days; ' +
    'entry and booking refused while it lasts; resumed by itself after.',
  input: CardId.extend({
    from: IsoDate,
    days: z.number().int().min(1).max(3650),
    reason: z.string().trim().min(1).max(64),
    methodId: Id.optional(),
  }),
  output: CardRow,
  errors: [
    ...CARD_ERRORS,
    Code.CARD_RULE_FORBIDS,
    Code.CARD_LEAVE_BACKDATED,
    Code.CARD_LEAVE_TOO_SHORT,
    Code.CARD_LEAVE_QUOTA,
    Code.CARD_LEAVE_TIMES,
    Code.CARD_LEAVE_REASON,
    Code.PAY_METHOD_UNKNOWN,
  ],
});

export const fitnessCardResume = defineCall({
  method: 'POST',
  path: '/api/fitness/card/resume',
  access: 'fitness:card:resume',
  summary: 'End a freeze early: the days not taken are given back (the end moves back by them).',
  input: CardId,
  output: CardRow,
  errors: [...CARD_ERRORS],
});

export const fitnessCardRefund = defineCall({
  method: 'POST',
  path: '/api/fitness/card/refund',
  access: 'fitness:card:refund',
  summary: 'Refund a card, fully or (when the type allows) partly, to the original method or as stored value; closed.',
  input: CardId.merge(Payment).extend({ amountCents: Cents, reason: Reason }),
  output: CardRow,
  errors: [
    ...CARD_ERRORS,
    Code.CARD_RULE_FORBIDS,
    Code.CARD_REFUND_TOO_MUCH,
    Code.CARD_REFUND_PARTIAL_FORBIDDEN,
    Code.PAY_METHOD_UNKNOWN,
  ],
});

export const fitnessCardCredit = defineCall({
  method: 'POST',
  path: '/api/fitness/card/credit',
  access: 'fitness:card:credit',
  summary: 'Top up the stored value of an active card (cents), the payment recorded.',
  input: CardId.merge(Payment).extend({ amountCents: Cents.min(1) }),
  output: CardRow,
  errors: [...CARD_ERRORS, Code.CARD_NO_STORED_VALUE, Code.PAY_METHOD_UNKNOWN],
});

/** A usage to pay: where (scene), what (course kind, none for a plain visit), when, the price in cents. */
export const UsageInput = z.object({
  sceneId: Id.nullable().default(null),
  courseKind: CourseKind.nullable().default(null),
  priceCents: Cents.default(0),
});

/** The choice of the paying card, with the reasons (keys under `membershipCard:why.`). */
export const CardChoice = z.object({
  cardId: z.number().int().nullable(),
  cardNo: z.string().nullable(),
  reason: z.string().nullable(),
  endsOn: IsoDate.nullable(),
  passed: z.array(z.object({ cardId: z.number().int(), cardNo: z.string(), why: z.string() })),
});

export const fitnessCardUse = defineCall({
  method: 'POST',
  path: '/api/fitness/card/use',
  access: 'fitness:card:use',
  summary:
    'Record a member’s visit now: the card that pays is chosen (the first to expire among those admitting it), ' +
    'one use or the price taken; a first-visit card is activated.',
  input: UsageInput.extend({ userId: Id }),
  output: z.object({ card: CardRow, choice: CardChoice }),
  errors: [Code.CARD_MEMBER_UNKNOWN, Code.CARD_NONE_ADMITS],
  idempotent: true,
});

export const fitnessCardEventPage = defineCall({
  method: 'GET',
  path: '/api/fitness/cardEvent/page',
  access: 'fitness:cardLog:page',
  summary:
    'Operations on the cards of the caller’s data scope (the log pages), by kind, card and period; newest first.',
  input: PageQuery.extend({
    kind: z
      .union([CardEventKind, z.string().regex(/^[a-zA-Z]+(,[a-zA-Z]+)*$/)])
      .optional()
      .transform((v) => (v ? v.split(',') : undefined))
      .pipe(z.array(CardEventKind).optional()),
    cardId: Id.optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  }),
  output: pageOf(CardEventRow),
  errors: [],
});

/** A row of the payment ledger. */
export const PaymentRow = z.object({
  id: z.number().int(),
  kind: z.enum(['sale', 'refund']),
  amountCents: z.number().int(),
  methodName: z.string(),
  item: z.string(),
  cardId: z.number().int().nullable(),
  cardNo: z.string().nullable(),
  memberName: z.string(),
  staffName: z.string().nullable(),
  provider: z.string(),
  at: IsoDateTime,
});

export const fitnessPaymentPage = defineCall({
  method: 'GET',
  path: '/api/fitness/payment/page',
  access: 'fitness:payment:page',
  summary: 'The payment ledger of the caller’s data scope (sales and refunds), by kind and period; newest first.',
  input: PageQuery.extend({
    kind: z.enum(['sale', 'refund']).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  }),
  output: pageOf(PaymentRow),
  errors: [],
});

export const fitnessCardMine = defineCall({
  method: 'GET',
  path: '/api/fitness/card/mine',
  access: 'user',
  summary: 'The caller’s own cards, usable ones first (soonest to expire first), then the others newest first.',
  input: NoInput,
  output: z.array(CardRow),
  errors: [],
});

export const fitnessCardMineDetail = defineCall({
  method: 'GET',
  path: '/api/fitness/card/mineDetail',
  access: 'user',
  summary: 'One of the caller’s own cards with every operation on it, newest first (another’s card: not found).',
  input: CardId,
  output: CardDetail,
  errors: [Code.NOT_FOUND],
});

/**
 * The caller's own card operations (the terminal's /fitnessCenter/operationRecords): every operation on the caller's
 * cards — purchase, uses, leaves, renewals, refunds… — newest first, optionally of one card (another's card: empty).
 */
export const fitnessCardEventMine = defineCall({
  method: 'GET',
  path: '/api/fitness/cardEvent/mine',
  access: 'user',
  summary: 'The operations on the caller’s own cards, newest first, optionally of one card (another’s: none).',
  input: PageQuery.extend({ cardId: Id.optional() }),
  output: pageOf(CardEventRow),
  errors: [],
});

export const fitnessCardChoose = defineCall({
  method: 'GET',
  path: '/api/fitness/card/choose',
  access: 'user',
  summary: 'Which of the caller’s cards would pay for a usage now, and why each other card would not.',
  input: z.object({
    sceneId: Id.optional(),
    courseKind: CourseKind.optional(),
    priceCents: z.coerce.number().int().min(0).max(100_000_000).default(0),
  }),
  output: CardChoice,
  errors: [],
});
