/**
 * The club's money (docs/fitness-cashier.md): the cashier desk, the ledger (`club_payment`), the daily
 * close, income statistics, class sales and attendance, and the payment provider's callback.
 *
 * - Back-office calls need `fitness:<entity>:<action>`; ledger rows, sales and attendance are those of
 *   members in the caller's data scope (the member's organisation when paid). The daily close is the
 *   club's (one per business day, over every row): `fitness:dayClose:*`.
 * - Money in cents (a refund's amount positive, its sign given by its kind), days ISO local dates of the
 *   campus (Asia/Shanghai); a ledger row's `businessDay` is never a closed day.
 * - Cards are sold and topped up at the desk by the card calls (`card/buy`, `card/credit`), refunded by
 *   `card/refund`; `cashier/sell` sells the other items by kind, description and price, `cashier/refund` gives
 *   their money back (all or part).
 * - `pay/callback` is public: the provider signs it (HMAC-SHA256 with a key derived from the server-only
 *   secret); a forged or altered callback is refused and changes nothing; a repeated one answers as the first.
 */
import { z } from 'zod';
import { DESK_ITEM_KINDS, SALE_ITEM_KINDS, type SaleItemKind } from '../fitness/sale-items';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Id, IsoDate, IsoDateTime } from './common';
import { CourseKind } from './membership-card.contract';
import { defineCall } from './define-call';

/** An item kind of the ledger (platform/fitness/sale-items.ts). */
export const SaleItemKindEnum = z.enum(SALE_ITEM_KINDS as unknown as [SaleItemKind, ...SaleItemKind[]]);
/** A kind the desk sells as a priced item. */
export const DeskItemKind = z.enum(DESK_ITEM_KINDS as unknown as [SaleItemKind, ...SaleItemKind[]]);

const Cents = z.number().int().min(1).max(100_000_000);
const Keyword = z.string().trim().max(64);
/** A comma list of item kinds in a query (`class,private`). */
const KindList = z
  .string()
  .regex(/^[a-z]+(,[a-z]+)*$/)
  .optional()
  .transform((v) => (v ? v.split(',') : undefined))
  .pipe(z.array(SaleItemKindEnum).optional());

/** A member the desk may serve (in the caller's data scope). */
export const CashierMember = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  /** The mobile number masked but its last four digits. */
  phone: z.string(),
  orgName: z.string().nullable(),
  /**
   * The member's internal membership valid today (club_inner_member, docs/fitness-gate.md): the card type it
   * names (null: any type with an internal price) and its last day; null when the member is not internal.
   */
  inner: z.object({ cardTypeId: z.number().int().nullable(), validTo: IsoDate }).nullable(),
});

/** A row of the ledger. */
export const LedgerRow = z.object({
  id: z.number().int(),
  kind: z.enum(['sale', 'refund']),
  /** Positive for a sale, negative for a refund. */
  signedCents: z.number().int(),
  amountCents: z.number().int(),
  methodId: z.number().int(),
  methodName: z.string(),
  item: z.string(),
  itemKind: SaleItemKindEnum,
  description: z.string(),
  quantity: z.number().int(),
  cardId: z.number().int().nullable(),
  cardNo: z.string().nullable(),
  cardTypeName: z.string().nullable(),
  userId: z.number().int(),
  memberName: z.string(),
  memberAccount: z.string(),
  staffUserId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  coachName: z.string().nullable(),
  provider: z.string(),
  /** `paid`, or `pending` while a provider's confirmation is awaited. */
  providerState: z.enum(['paid', 'pending']),
  businessDay: IsoDate,
  at: IsoDateTime,
  /** A desk refund: the sale it gives money back for, and why. */
  refundOfId: z.number().int().nullable(),
  reason: z.string(),
  /** A sale: the cents given back by desk refunds so far (0 for none). */
  refundedCents: z.number().int(),
});
export type LedgerRow = z.infer<typeof LedgerRow>;

/** Sums of the rows a filter selects (all pages): sales, refunds, net, in cents; rows counted. */
export const LedgerTotals = z.object({
  salesCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
  count: z.number().int(),
});

/** The ledger's filters: business days, kind, method, item kinds, staff, member keyword. */
export const LedgerQuery = PageQuery.extend({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  kind: z.enum(['sale', 'refund']).optional(),
  methodId: Id.optional(),
  itemKind: KindList,
  staffUserId: Id.optional(),
  keyword: Keyword.optional(),
});

/** The ledger's filters as the handler reads them (item kinds split). */
export type LedgerQueryInput = z.output<typeof LedgerQuery>;

/** A page of the ledger with the totals of every row selected. */
export const LedgerPage = pageOf(LedgerRow).extend({ totals: LedgerTotals });

/** Per method: the cents of sales, of refunds and the net of one day, rows counted. */
export const MethodTotal = z.object({
  methodId: z.number().int(),
  methodName: z.string(),
  methodKind: z.string(),
  salesCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
  count: z.number().int(),
});

/** A day's figures: per method, the sums, and the cash expected in the drawer (net of the cash methods). */
export const DayFigures = z.object({
  day: IsoDate,
  methods: z.array(MethodTotal),
  salesCents: z.number().int(),
  refundsCents: z.number().int(),
  expectedCashCents: z.number().int(),
});

/** A daily close as listed. */
export const DayCloseRow = DayFigures.extend({
  id: z.number().int(),
  countedCashCents: z.number().int(),
  differenceCents: z.number().int(),
  note: z.string(),
  staffName: z.string(),
  at: IsoDateTime,
});

/** One period of the income statistics (cents). */
export const IncomeRow = z.object({
  /** `YYYY-MM-DD` (by day) or `YYYY-MM` (by month). */
  period: z.string(),
  /** Money taken (sales). */
  receivedCents: z.number().int(),
  /** Money given back (refunds). */
  refundedCents: z.number().int(),
  /** Revenue earned in the period (platform/fitness/earning.ts). */
  earnedCents: z.number().int(),
  /** Revenue deferred at the period's end: taken, not given back, not earned yet. */
  deferredCents: z.number().int(),
});

/** A statistics range (at most 366 days). */
const Range = z.object({ from: IsoDate, to: IsoDate });

export const fitnessCashierMembers = defineCall({
  method: 'GET',
  path: '/api/fitness/cashier/members',
  access: 'fitness:cashier:page',
  summary: 'Members of the caller’s data scope by account, name or mobile (at most 20), for the desk.',
  input: z.object({ keyword: Keyword.min(1) }),
  output: z.array(CashierMember),
  errors: [],
});

export const fitnessCashierSell = defineCall({
  method: 'POST',
  path: '/api/fitness/cashier/sell',
  access: 'fitness:cashier:sell',
  summary:
    'Sell a priced item (class, private session, training, other) to a member: one ledger row on the ' +
    'open business day; answers the receipt.',
  input: z.object({
    userId: Id,
    itemKind: DeskItemKind,
    description: z.string().trim().min(1).max(100),
    unitCents: Cents,
    quantity: z.number().int().min(1).max(100).default(1),
    methodId: Id,
    coachId: Id.optional(),
  }),
  output: LedgerRow,
  /** NOT_FOUND: the coach named is unknown. */
  errors: [Code.CARD_MEMBER_UNKNOWN, Code.PAY_METHOD_UNKNOWN, Code.NOT_FOUND],
  idempotent: true,
});

export const fitnessCashierRefund = defineCall({
  method: 'POST',
  path: '/api/fitness/cashier/refund',
  access: 'fitness:cashier:refund',
  summary:
    'Give back money for a desk item’s sale (a member in the caller’s scope): all or part of what is left of it, ' +
    'by a method, with a reason; one refund row on the open business day; answers its receipt.',
  input: z.object({
    /** The sale's ledger row. */
    id: Id,
    amountCents: Cents,
    /** Default: the sale's method. */
    methodId: Id.optional(),
    reason: z.string().trim().min(1).max(200),
  }),
  output: LedgerRow,
  /** NOT_FOUND: no sale of the caller's scope with this id (a refund row is not a sale either). */
  errors: [Code.NOT_FOUND, Code.CASHIER_REFUND_NOT_ITEM, Code.CASHIER_REFUND_EXCEEDS, Code.PAY_METHOD_UNKNOWN],
  idempotent: true,
});

export const fitnessCashierReceipt = defineCall({
  method: 'GET',
  path: '/api/fitness/cashier/receipt',
  access: 'fitness:cashier:page',
  summary: 'The receipt of a ledger row (a sale or refund of a member in the caller’s scope), for a copy.',
  input: z.object({ id: Id }),
  output: LedgerRow,
  errors: [Code.NOT_FOUND],
});

export const fitnessLedgerPage = defineCall({
  method: 'GET',
  path: '/api/fitness/ledger/page',
  access: 'fitness:ledger:page',
  summary:
    'The ledger of the caller’s data scope by business days, kind, method, item kinds, staff and member; ' +
    'newest first, with the totals of every row selected.',
  input: LedgerQuery,
  output: LedgerPage,
  errors: [],
});

export const fitnessDayClosePreview = defineCall({
  method: 'GET',
  path: '/api/fitness/dayClose/preview',
  access: 'fitness:dayClose:page',
  summary: 'The figures of a business day as a close would record them, and whether it is closed.',
  input: z.object({ day: IsoDate }),
  output: DayFigures.extend({ closed: z.boolean() }),
  errors: [],
});

export const fitnessDayCloseClose = defineCall({
  method: 'POST',
  path: '/api/fitness/dayClose/close',
  access: 'fitness:dayClose:close',
  summary:
    'Close a business day (today or before) with the cash counted: the figures and the difference recorded; ' +
    'no ledger row is dated in it afterwards.',
  input: z.object({
    day: IsoDate,
    countedCashCents: z.number().int().min(0).max(1_000_000_000),
    note: z.string().trim().max(200).default(''),
  }),
  output: DayCloseRow,
  errors: [Code.CASHIER_DAY_CLOSED, Code.CASHIER_CLOSE_FUTURE],
});

export const fitnessDayClosePage = defineCall({
  method: 'GET',
  path: '/api/fitness/dayClose/page',
  access: 'fitness:dayClose:page',
  summary: 'The daily closes with their figures, newest day first.',
  input: PageQuery.extend({ from: IsoDate.optional(), to: IsoDate.optional() }),
  output: pageOf(DayCloseRow),
  errors: [],
});

export const fitnessIncomeStatistics = defineCall({
  method: 'GET',
  path: '/api/fitness/income/statistics',
  access: 'fitness:income:page',
  summary:
    'Income of the caller’s data scope by day or month over a range: received, refunded, earned and deferred; ' +
    'all items, cards, private sessions, group classes or sport site orders.',
  input: Range.extend({
    by: z.enum(['day', 'month']).default('day'),
    scope: z.enum(['all', 'vip', 'private', 'group', 'site']).default('all'),
  }),
  output: z.object({ rows: z.array(IncomeRow), totals: IncomeRow }),
  errors: [Code.STATISTICS_RANGE_INVALID],
});

export const fitnessClassSalePage = defineCall({
  method: 'GET',
  path: '/api/fitness/classSale/page',
  access: 'fitness:classSale:page',
  summary: 'Class sales (ledger rows of kind class, private, training) of the caller’s data scope, newest first.',
  input: LedgerQuery.omit({ itemKind: true }),
  output: LedgerPage,
  errors: [],
});

export const fitnessClassSaleStatistics = defineCall({
  method: 'GET',
  path: '/api/fitness/classSale/statistics',
  access: 'fitness:classSale:page',
  summary: 'Class sales over a range by kind and by coach (when known): sales counted, cents net of refunds.',
  input: Range,
  output: z.object({
    byKind: z.array(z.object({ itemKind: SaleItemKindEnum, count: z.number().int(), netCents: z.number().int() })),
    byCoach: z.array(
      z.object({
        coachId: z.number().int().nullable(),
        coachName: z.string().nullable(),
        count: z.number().int(),
        netCents: z.number().int(),
      }),
    ),
  }),
  errors: [Code.STATISTICS_RANGE_INVALID],
});

/** A class attended: a card's use event with a course kind. */
export const AttendanceRow = z.object({
  id: z.number().int(),
  cardId: z.number().int(),
  cardNo: z.string(),
  memberName: z.string(),
  courseKind: CourseKind,
  amountCents: z.number().int(),
  at: IsoDateTime,
});

export const fitnessAttendancePage = defineCall({
  method: 'GET',
  path: '/api/fitness/attendance/page',
  access: 'fitness:attendance:page',
  summary: 'Classes attended (card uses with a course kind) by the members of the caller’s data scope; newest first.',
  input: PageQuery.extend({ from: IsoDate.optional(), to: IsoDate.optional(), courseKind: CourseKind.optional() }),
  output: pageOf(AttendanceRow),
  errors: [],
});

export const fitnessAttendanceStatistics = defineCall({
  method: 'GET',
  path: '/api/fitness/attendance/statistics',
  access: 'fitness:attendance:page',
  summary: 'Classes attended over a range, per day and course kind.',
  input: Range,
  output: z.array(z.object({ day: IsoDate, courseKind: CourseKind, count: z.number().int() })),
  errors: [Code.STATISTICS_RANGE_INVALID],
});

/** What a provider's callback says: the order, the cents paid, the outcome, its signature (hex). */
export const PayCallback = z.object({
  orderNo: z.string().trim().min(1).max(64),
  amountCents: z.number().int().min(0).max(100_000_000),
  status: z.literal('paid'),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export const fitnessPayCallback = defineCall({
  method: 'POST',
  path: '/api/fitness/pay/callback',
  access: 'public',
  summary:
    'A payment provider confirms an order (signed HMAC-SHA256); a repeated callback answers as the first, ' +
    'a forged or altered one is refused.',
  input: PayCallback,
  output: z.object({ orderNo: z.string(), state: z.literal('paid'), repeated: z.boolean() }),
  errors: [Code.PAY_CALLBACK_SIGNATURE, Code.PAY_CALLBACK_ORDER, Code.PAY_CALLBACK_AMOUNT],
});
