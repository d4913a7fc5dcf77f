/**
 * Food delivery (spec §7 "Catering admin, under /mc/": foodDeliveryOrder, orderRule,
 * applicantInfo; spec §4 "food delivery order"). Money is integer cents; dates local ISO
 * dates and times `HH:mm` of the campus (Asia/Shanghai); timestamps ISO-8601 with offset.
 *
 * - Orders (/mc/foodDeliveryOrder/*): a user orders merchandise for a date and dining time
 *   range to an address; add and edit (only while submitted) check the enabled order rule —
 *   FOOD_ORDER_NO_RULE, FOOD_ORDER_CUTOFF_PASSED, FOOD_ORDER_BELOW_MINIMUM,
 *   FOOD_ORDER_AREA_NOT_SERVED — and price each line from the enabled merchandise. The
 *   steps follow machines/food-delivery-order.machine.ts; a step the order's state refuses
 *   answers ORDER_STEP_NOT_ALLOWED and changes nothing. Reads and writes carry the caller's
 *   data scope (own orders, plus the scope's with `mc:foodDelivery:page`); confirm is the
 *   applicant's only (anyone else: NOT_FOUND).
 * - Order rules (/mc/orderRule/*): the cut-off, minimum amount and delivery areas; at most
 *   one enabled (enabling one disables the others). `current` answers the enabled one to
 *   any user, so the ordering page can show the limits.
 * - Applicant infos (/mc/applicantInfo/*): each user's saved receivers and addresses (their
 *   own only; another's is NOT_FOUND); the back office's page lists those in the caller's
 *   data scope.
 */
import { z } from 'zod';
import { APPROVAL_START_ERRORS } from '../protocol/refusals';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime, NoInput, NullOutput } from './common';
import { HhMm } from './open-rule.contract';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { FOOD_DELIVERY_STATES } from '../../machines/food-delivery-order.machine';

const Text64 = z.string().trim().min(1).max(64);
const Phone = z.string().trim().min(1).max(32);
const Area = z.string().trim().min(1).max(64);
const Address = z.string().trim().min(1).max(200);
const Reason = z.string().trim().min(1).max(200);
const Ids = z.object({ ids: z.array(Id).min(1).max(100) });
const ById = z.object({ id: Id });
const Cents = z.number().int().min(0).max(100_000_000);

/** A stored state of a food delivery order. */
export const FoodDeliveryState = z.enum(FOOD_DELIVERY_STATES);

// --- orders --------------------------------------------------------------------------

/** One ordered line: enabled merchandise and a quantity (priced by the server). */
export const FoodOrderLineInput = z.object({ merchandiseId: Id, quantity: z.number().int().min(1).max(9999) });

/** The fields of an order as add and edit take them. */
export const FoodOrderFields = z.object({
  deliveryDate: IsoDate,
  timeRangeId: Id,
  customerId: Id.nullable().default(null),
  area: Area,
  address: Address,
  receiverName: Text64,
  receiverPhone: Phone,
  remark: z.string().trim().max(500).default(''),
  lines: z.array(FoodOrderLineInput).min(1).max(50),
});
export type FoodOrderFields = z.output<typeof FoodOrderFields>;

/** An order as the lists show it. */
export const FoodOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  state: FoodDeliveryState,
  applicantUserId: z.number().int(),
  applicantName: z.string(),
  customerId: z.number().int().nullable(),
  deliveryDate: IsoDate,
  timeRangeId: z.number().int(),
  timeRangeName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  area: z.string(),
  address: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  totalCents: z.number().int(),
  remark: z.string(),
  reason: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type FoodOrderRow = z.infer<typeof FoodOrderRow>;

/** A line of an order, priced when ordered. */
export const FoodOrderLine = z.object({
  id: z.number().int(),
  merchandiseId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
});
export type FoodOrderLine = z.infer<typeof FoodOrderLine>;

/** An order with its lines and the time of each step taken (null: not taken). */
export const FoodOrderDetail = FoodOrderRow.extend({
  lines: z.array(FoodOrderLine),
  auditedAt: IsoDateTime.nullable(),
  rejectedAt: IsoDateTime.nullable(),
  deliveringAt: IsoDateTime.nullable(),
  deliveredAt: IsoDateTime.nullable(),
  confirmedAt: IsoDateTime.nullable(),
  settledAt: IsoDateTime.nullable(),
  cancelledAt: IsoDateTime.nullable(),
});
export type FoodOrderDetail = z.infer<typeof FoodOrderDetail>;

/**
 * Delivery days from `deliveryFrom` to `deliveryTo`, both included (campus dates; the front desk's
 * days); `mine` ('true'): only the caller's own orders, even for a user whose data scope holds
 * others' (the terminal's "my deliveries").
 */
const DeliveryWindow = z.object({
  deliveryFrom: IsoDate.optional(),
  deliveryTo: IsoDate.optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

const OrderFilter = PageQuery.extend({
  state: FoodDeliveryState.optional(),
  keyword: z.string().trim().max(64).optional(),
  deliveryDate: IsoDate.optional(),
}).extend(DeliveryWindow.shape);

const STEP_ERRORS = [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED];
const RULE_ERRORS = [
  Code.FOOD_ORDER_NO_RULE,
  Code.FOOD_ORDER_CUTOFF_PASSED,
  Code.FOOD_ORDER_BELOW_MINIMUM,
  Code.FOOD_ORDER_AREA_NOT_SERVED,
  Code.FOOD_ORDER_MERCHANDISE_UNAVAILABLE,
  Code.FOOD_ORDER_TIME_RANGE_UNAVAILABLE,
];

export const foodDeliveryOrderAdd = defineCall({
  method: 'POST',
  path: '/mc/foodDeliveryOrder/add',
  access: 'user',
  summary: 'Order food for delivery as the caller (submitted), checked against the enabled order rule.',
  input: FoodOrderFields,
  output: FoodOrderDetail,
  errors: [Code.NOT_FOUND, ...RULE_ERRORS, ...APPROVAL_START_ERRORS],
});

export const foodDeliveryOrderEdit = defineCall({
  method: 'POST',
  path: '/mc/foodDeliveryOrder/edit',
  access: 'user',
  summary: 'Change an order in scope while it is submitted (lines re-priced, the rule checked again).',
  input: FoodOrderFields.extend({ id: Id }),
  output: FoodOrderDetail,
  errors: [...STEP_ERRORS, ...RULE_ERRORS],
});

export const foodDeliveryOrderPage = defineCall({
  method: 'GET',
  path: '/mc/foodDeliveryOrder/page',
  access: 'user',
  summary:
    'Orders in scope (own; with mc:foodDelivery:page the data scope; `mine`: own only), by state, keyword, date.',
  input: OrderFilter,
  output: pageOf(FoodOrderRow),
  errors: [],
});

export const foodDeliveryOrderStateCount = defineCall({
  method: 'GET',
  path: '/mc/foodDeliveryOrder/getStateCount',
  access: 'user',
  summary:
    'Number of orders in scope per state (for the status tabs), optionally of delivery days from–to, or own only.',
  input: DeliveryWindow.optional(),
  output: z.record(z.string(), z.number().int()),
  errors: [],
});

export const foodDeliveryOrderDetail = defineCall({
  method: 'GET',
  path: '/mc/foodDeliveryOrder/detail',
  access: 'user',
  summary: 'One order in scope with its lines.',
  input: ById,
  output: FoodOrderDetail,
  errors: [Code.NOT_FOUND],
});

export const foodDeliveryOrderCancel = defineCall({
  method: 'POST',
  path: '/mc/foodDeliveryOrder/cancel',
  access: 'user',
  summary: 'Cancel an order in scope while submitted or audited (never once in delivery).',
  input: ById.extend({ reason: z.string().trim().max(200).optional() }),
  output: FoodOrderDetail,
  errors: STEP_ERRORS,
});

export const foodDeliveryOrderAudit = defineCall({
  method: 'POST',
  path: '/mc/foodDeliveryOrder/audit',
  access: 'mc:foodDelivery:audit',
  summary: 'Audit a submitted order: approve (audited) or reject with a reason (rejected).',
  input: z.union([
    ById.extend({ approved: z.literal(true) }),
    ById.extend({ approved: z.literal(false), reason: Reason }),
  ]),
  output: FoodOrderDetail,
  errors: STEP_ERRORS,
});

export const foodDeliveryOrderDeliveryInProgress = defineCall({
  method: 'POST',
  path: '/mc/foodDeliveryOrder/deliveryInProgress',
  access: 'mc:foodDelivery:deliver',
  summary: 'Send an audited order out for delivery.',
  input: ById,
  output: FoodOrderDetail,
  errors: STEP_ERRORS,
});

export const foodDeliveryOrderDelivered = defineCall({
  method: 'POST',
  path: '/mc/foodDeliveryOrder/delivered',
  access: 'mc:foodDelivery:delivered',
  summary: 'Mark an order out for delivery as delivered.',
  input: ById,
  output: FoodOrderDetail,
  errors: STEP_ERRORS,
});

export const foodDeliveryOrderConfirm = defineCall({
  method: 'POST',
  path: '/mc/foodDeliveryOrder/confirm',
  access: 'user',
  summary: "The applicant confirms receiving a delivered order (anyone else's: NOT_FOUND).",
  input: ById,
  output: FoodOrderDetail,
  errors: STEP_ERRORS,
});

export const foodDeliveryOrderSettlement = defineCall({
  method: 'POST',
  path: '/mc/foodDeliveryOrder/settlement',
  access: 'mc:foodDelivery:settle',
  summary: 'Settle a confirmed order.',
  input: ById,
  output: FoodOrderDetail,
  errors: STEP_ERRORS,
});

// --- order rules ---------------------------------------------------------------------

/** The fields of an order rule. `cutoffMinutes` counts for `minutesBefore`, `cutoffTime` for `dayBefore`. */
export const OrderRuleFields = z.object({
  name: Text64,
  cutoffKind: z.enum(['minutesBefore', 'dayBefore']),
  cutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(0),
  cutoffTime: HhMm.default('17:00'),
  minAmountCents: Cents.default(0),
  areas: z.array(Area).min(1).max(100),
  remark: z.string().trim().max(500).default(''),
  status: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type OrderRuleFields = z.output<typeof OrderRuleFields>;

/** An order rule as stored. */
export const OrderRuleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  cutoffKind: z.enum(['minutesBefore', 'dayBefore']),
  cutoffMinutes: z.number().int(),
  cutoffTime: z.string(),
  minAmountCents: z.number().int(),
  areas: z.array(z.string()),
  remark: z.string(),
  status: z.number().int(),
  updatedAt: IsoDateTime,
});
export type OrderRuleRow = z.infer<typeof OrderRuleRow>;

export const orderRulePage = defineCall({
  method: 'GET',
  path: '/mc/orderRule/page',
  access: 'mc:orderRule:page',
  summary: 'Order rules, the enabled one first.',
  input: PageQuery.extend({ keyword: z.string().trim().max(64).optional() }),
  output: pageOf(OrderRuleRow),
  errors: [],
});

export const orderRuleDetail = defineCall({
  method: 'GET',
  path: '/mc/orderRule/detail',
  access: 'mc:orderRule:detail',
  summary: 'One order rule.',
  input: ById,
  output: OrderRuleRow,
  errors: [Code.NOT_FOUND],
});

export const orderRuleAdd = defineCall({
  method: 'POST',
  path: '/mc/orderRule/add',
  access: 'mc:orderRule:add',
  summary: 'Create an order rule (enabled: the others are disabled).',
  input: OrderRuleFields,
  output: OrderRuleRow,
  errors: [],
});

export const orderRuleEdit = defineCall({
  method: 'POST',
  path: '/mc/orderRule/edit',
  access: 'mc:orderRule:edit',
  summary: 'Edit an order rule (enabled: the others are disabled).',
  input: OrderRuleFields.extend({ id: Id }),
  output: OrderRuleRow,
  errors: [Code.NOT_FOUND],
});

export const orderRuleDelete = defineCall({
  method: 'POST',
  path: '/mc/orderRule/delete',
  access: 'mc:orderRule:delete',
  summary: 'Delete order rules (all or nothing); orders already taken stay.',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const orderRuleCurrent = defineCall({
  method: 'GET',
  path: '/mc/orderRule/current',
  access: 'user',
  summary: 'The enabled order rule (null: food delivery takes no orders).',
  input: NoInput,
  output: OrderRuleRow.nullable(),
  errors: [],
});

// --- applicant infos -----------------------------------------------------------------

/** The fields of a saved applicant. */
export const ApplicantInfoFields = z.object({
  name: Text64,
  phone: Phone,
  area: Area,
  address: Address,
  isDefault: z.boolean().default(false),
});
export type ApplicantInfoFields = z.output<typeof ApplicantInfoFields>;

/** A saved applicant; `userName` the account it belongs to. */
export const ApplicantInfoRow = ApplicantInfoFields.extend({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  updatedAt: IsoDateTime,
});
export type ApplicantInfoRow = z.infer<typeof ApplicantInfoRow>;

export const applicantInfoPage = defineCall({
  method: 'GET',
  path: '/mc/applicantInfo/page',
  access: 'mc:applicantInfo:page',
  summary: "Saved applicants of the users in the caller's data scope, by keyword.",
  input: PageQuery.extend({ keyword: z.string().trim().max(64).optional() }),
  output: pageOf(ApplicantInfoRow),
  errors: [],
});

export const applicantInfoDropdown = defineCall({
  method: 'GET',
  path: '/mc/applicantInfo/dropdown',
  access: 'user',
  summary: "The caller's saved applicants, the default first.",
  input: NoInput,
  output: z.array(ApplicantInfoRow),
  errors: [],
});

export const applicantInfoAdd = defineCall({
  method: 'POST',
  path: '/mc/applicantInfo/add',
  access: 'user',
  summary: 'Save an applicant of the caller (default: the previous default is no longer).',
  input: ApplicantInfoFields,
  output: ApplicantInfoRow,
  errors: [],
});

export const applicantInfoEdit = defineCall({
  method: 'POST',
  path: '/mc/applicantInfo/edit',
  access: 'user',
  summary: "Edit one of the caller's saved applicants (another's: NOT_FOUND).",
  input: ApplicantInfoFields.extend({ id: Id }),
  output: ApplicantInfoRow,
  errors: [Code.NOT_FOUND],
});

export const applicantInfoDelete = defineCall({
  method: 'POST',
  path: '/mc/applicantInfo/delete',
  access: 'user',
  summary: "Delete the caller's saved applicants (all or nothing; another's: NOT_FOUND).",
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});
