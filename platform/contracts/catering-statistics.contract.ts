/**
 * Catering and meeting statistics (spec §7 "Catering admin, under /mc/": POST
 * statistics/getLifeScienceStatistics; the back office's report pages /cateringStatistics,
 * /meetStatistics, /orderingUnit and /consumptionTypeStatistics of spec §2).
 *
 * Rules shared by every call:
 * - A range `from` … `to` of campus dates (Asia/Shanghai, both inclusive), at most
 *   {@link MAX_STATISTICS_DAYS} days; an inverted or longer one answers
 *   STATISTICS_RANGE_INVALID (params `from`, `to`, `maxDays`).
 * - Which day a record counts on: a meeting order its start's campus date, a food delivery
 *   its delivery date, a meal voucher the day it is valid on (each voucher is valid on one day).
 * - Money is integer cents. Cancelled and rejected orders are never in an amount or an order
 *   count (they are counted only by state); void vouchers (of a cancelled application) are
 *   not counted. Late-cancellation and no-show charges are settlements' business
 *   (settlement.contract.ts), not figures here.
 * - Data scope: only the records whose applicant is in the caller's data scope are counted
 *   (the caller's own, plus their scope's, as the order lists); the rest are not counted at
 *   all and no name of theirs shows.
 * - A series has one point per day (`YYYY-MM-DD`) or per month (`YYYY-MM`) of the range,
 *   zeros included, by `granularity`.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { IsoDate } from './common';
import { Code } from '../protocol/codes';
import { RESERVE_ORDER_STATES } from '../../machines/reserve-order.machine';

/** The longest range of a statistics call, in days (both ends included). */
export const MAX_STATISTICS_DAYS = 366;

/** The bucket of a series: one point per campus day or per campus month. */
export const Granularity = z.enum(['day', 'month']);
export type Granularity = z.infer<typeof Granularity>;

/** A range of campus dates, both inclusive. */
export const StatisticsRange = z.object({ from: IsoDate, to: IsoDate });
export type StatisticsRange = z.infer<typeof StatisticsRange>;

/** A range with the granularity of its series (default `day`). */
export const SeriesRange = StatisticsRange.extend({ granularity: Granularity.default('day') });
export type SeriesRange = z.output<typeof SeriesRange>;

const Count = z.number().int();
const Cents = z.number().int();
/** A series bucket: `YYYY-MM-DD` (day) or `YYYY-MM` (month). */
const Period = z.string();

const ERRORS = [Code.STATISTICS_RANGE_INVALID];

// --- meal vouchers for the life-science audit and finance ---------------------------------

/** The voucher figures of one group (vouchers valid on a day of the range). */
export const VoucherFigures = z.object({
  /** Every voucher issued (void ones excepted). */
  issued: Count,
  /** Written off. */
  redeemed: Count,
  /** Issued, not written off, still usable (valid today or later). */
  unused: Count,
  /** Not written off and past its day (or closed as expired by a settlement). */
  expired: Count,
  /** Face value of `issued`, cents. */
  issuedCents: Cents,
  /** Face value of `redeemed`, cents. */
  redeemedCents: Cents,
});
export type VoucherFigures = z.infer<typeof VoucherFigures>;

/** One customer (ordering unit) and ticket type. */
export const LifeScienceRow = VoucherFigures.extend({
  customerId: z.number().int(),
  customerName: z.string(),
  ticketTypeId: z.number().int(),
  /** In the caller's language (CN when not translated). */
  ticketTypeName: z.string(),
});
export type LifeScienceRow = z.infer<typeof LifeScienceRow>;

/** A point of the voucher series. */
export const VoucherPoint = z.object({
  period: Period,
  issued: Count,
  redeemed: Count,
  redeemedCents: Cents,
});
export type VoucherPoint = z.infer<typeof VoucherPoint>;

/** Input of getLifeScienceStatistics: the range, granularity, and optionally one customer or ticket type. */
export const LifeScienceInput = SeriesRange.extend({
  customerId: z.coerce.number().int().positive().optional(),
  ticketTypeId: z.coerce.number().int().positive().optional(),
});

/** The meal-voucher statistics of a range. */
export const LifeScienceStatistics = z.object({
  from: IsoDate,
  to: IsoDate,
  granularity: Granularity,
  totals: VoucherFigures,
  /** By customer name, then ticket type. */
  rows: z.array(LifeScienceRow),
  series: z.array(VoucherPoint),
});
export type LifeScienceStatistics = z.infer<typeof LifeScienceStatistics>;

export const getLifeScienceStatistics = defineCall({
  method: 'POST',
  path: '/mc/statistics/getLifeScienceStatistics',
  access: 'mc:statistics:catering',
  summary:
    'Meal vouchers valid in a range (at most 366 days) per customer and ticket type: issued, redeemed, unused, ' +
    'expired, amounts in cents, and a daily or monthly series; void vouchers and out-of-scope applications excluded.',
  input: LifeScienceInput,
  output: LifeScienceStatistics,
  errors: ERRORS,
  // A read sent as POST by the spec: no transaction, no operation-log row.
  mutates: false,
});

// --- catering: food deliveries and vouchers ------------------------------------------------

/** A point of the catering series. */
export const CateringPoint = z.object({
  period: Period,
  deliveryOrders: Count,
  deliveryCents: Cents,
  vouchersRedeemed: Count,
  voucherCents: Cents,
});
export type CateringPoint = z.infer<typeof CateringPoint>;

/** Food deliveries of one dining time range. */
export const CateringTimeRangeRow = z.object({
  timeRangeId: z.number().int(),
  /** In the caller's language (the name copied onto the orders when the range is gone). */
  name: z.string(),
  diningTypeCode: z.string(),
  orders: Count,
  amountCents: Cents,
});
export type CateringTimeRangeRow = z.infer<typeof CateringTimeRangeRow>;

/** Deliveries and redeemed vouchers of one dining type (business dictionary `mcDiningType`). */
export const CateringDiningRow = z.object({
  diningTypeCode: z.string(),
  /** The dictionary's label in the caller's language (the code when it has none). */
  name: z.string(),
  deliveryOrders: Count,
  deliveryCents: Cents,
  vouchersRedeemed: Count,
  voucherCents: Cents,
});
export type CateringDiningRow = z.infer<typeof CateringDiningRow>;

/** The catering statistics of a range. */
export const CateringStatistics = z.object({
  from: IsoDate,
  to: IsoDate,
  granularity: Granularity,
  totals: z.object({
    deliveryOrders: Count,
    deliveryCents: Cents,
    vouchersRedeemed: Count,
    voucherCents: Cents,
    /** `deliveryCents + voucherCents`. */
    totalCents: Cents,
    /** Cancelled or rejected deliveries of the range (not in any other figure). */
    cancelledOrders: Count,
  }),
  series: z.array(CateringPoint),
  /** By the time range's start. */
  byTimeRange: z.array(CateringTimeRangeRow),
  /** By amount, largest first. */
  byDiningType: z.array(CateringDiningRow),
});
export type CateringStatistics = z.infer<typeof CateringStatistics>;

export const cateringStatistics = defineCall({
  method: 'GET',
  path: '/mc/statistics/catering',
  access: 'mc:statistics:catering',
  summary:
    'Food deliveries and redeemed meal vouchers of a range (at most 366 days): totals, a daily or monthly series, ' +
    'by dining time range and by dining type; cancelled and rejected deliveries excluded from amounts.',
  input: SeriesRange,
  output: CateringStatistics,
  errors: ERRORS,
});

// --- meeting orders --------------------------------------------------------------------------

/** A stored state of a meeting order (machines/reserve-order.machine.ts). */
const MeetState = z.enum(RESERVE_ORDER_STATES);

/** A point of the meeting series. */
export const MeetPoint = z.object({ period: Period, orders: Count, attendees: Count, amountCents: Cents });
export type MeetPoint = z.infer<typeof MeetPoint>;

/** The meeting orders of one room. */
export const MeetRoomRow = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  orders: Count,
  attendees: Count,
  amountCents: Cents,
});
export type MeetRoomRow = z.infer<typeof MeetRoomRow>;

/** The meeting statistics of a range. */
export const MeetStatistics = z.object({
  from: IsoDate,
  to: IsoDate,
  granularity: Granularity,
  totals: z.object({
    /** Orders neither cancelled nor rejected. */
    orders: Count,
    attendees: Count,
    amountCents: Cents,
    cancelled: Count,
    rejected: Count,
  }),
  /** Every order of the range by its state, cancelled and rejected included (states without orders omitted). */
  byState: z.array(z.object({ state: MeetState, orders: Count })),
  /** By amount, largest first. */
  byRoom: z.array(MeetRoomRow),
  series: z.array(MeetPoint),
});
export type MeetStatistics = z.infer<typeof MeetStatistics>;

export const meetStatistics = defineCall({
  method: 'GET',
  path: '/mc/statistics/meet',
  access: 'mc:statistics:meet',
  summary:
    'Meeting service orders starting in a range (at most 366 days): counts by state, by room, attendees, amounts ' +
    'and a daily or monthly series; cancelled and rejected orders counted by state only.',
  input: SeriesRange,
  output: MeetStatistics,
  errors: ERRORS,
});

// --- ordering units ----------------------------------------------------------------------------

/** One customer's figures; `customerId` null gathers the orders placed without a customer. */
export const OrderingUnitRow = z.object({
  /** 1 for the largest total; equal totals share a rank. */
  rank: z.number().int(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  /** `internal` | `external` (customerManager/getKinds); null without a customer. */
  customerKind: z.string().nullable(),
  meetingOrders: Count,
  meetingCents: Cents,
  deliveryOrders: Count,
  deliveryCents: Cents,
  vouchersIssued: Count,
  vouchersRedeemed: Count,
  voucherCents: Cents,
  /** `meetingCents + deliveryCents + voucherCents` (redeemed vouchers). */
  totalCents: Cents,
});
export type OrderingUnitRow = z.infer<typeof OrderingUnitRow>;

/** The ordering-unit statistics of a range: the customers with any figure, ranked by total. */
export const OrderingUnitStatistics = z.object({
  from: IsoDate,
  to: IsoDate,
  rows: z.array(OrderingUnitRow),
  totals: OrderingUnitRow.omit({ rank: true, customerId: true, customerName: true, customerKind: true }),
});
export type OrderingUnitStatistics = z.infer<typeof OrderingUnitStatistics>;

export const orderingUnitStatistics = defineCall({
  method: 'GET',
  path: '/mc/statistics/orderingUnit',
  access: 'mc:statistics:orderingUnit',
  summary:
    'Per customer (ordering unit), in a range (at most 366 days): meeting orders, food deliveries, meal vouchers and ' +
    'their amounts, ranked by total; cancelled and rejected orders excluded.',
  input: StatisticsRange,
  output: OrderingUnitStatistics,
  errors: ERRORS,
});

// --- consumption types ---------------------------------------------------------------------------

/**
 * What was consumed: merchandise by its category (meeting orders and deliveries), dining
 * standards and service items (meeting orders), meal vouchers redeemed by ticket type.
 */
export const ConsumptionKind = z.enum(['merchandiseCategory', 'standard', 'item', 'ticketType']);
export type ConsumptionKind = z.infer<typeof ConsumptionKind>;

/** One consumption type. */
export const ConsumptionRow = z.object({
  kind: ConsumptionKind,
  /** The category, standard, service item or ticket type id. */
  id: z.number().int(),
  /** In the caller's language (the name copied onto the order line when the entry is gone). */
  name: z.string(),
  quantity: Count,
  amountCents: Cents,
});
export type ConsumptionRow = z.infer<typeof ConsumptionRow>;

/** The consumption-type statistics of a range. */
export const ConsumptionStatistics = z.object({
  from: IsoDate,
  to: IsoDate,
  /** By kind (in {@link ConsumptionKind}'s order), then amount, largest first. */
  rows: z.array(ConsumptionRow),
  /** Sum of each kind, cents (every kind present). */
  byKind: z.array(z.object({ kind: ConsumptionKind, amountCents: Cents })),
  totalCents: Cents,
});
export type ConsumptionStatistics = z.infer<typeof ConsumptionStatistics>;

export const consumptionTypeStatistics = defineCall({
  method: 'GET',
  path: '/mc/statistics/consumptionType',
  access: 'mc:statistics:consumptionType',
  summary:
    'Amounts by consumption type in a range (at most 366 days): merchandise categories, dining standards, service ' +
    'items and ticket types of redeemed vouchers; cancelled and rejected orders excluded.',
  input: StatisticsRange,
  output: ConsumptionStatistics,
  errors: ERRORS,
});
