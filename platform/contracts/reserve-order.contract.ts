/**
 * Meeting service orders (spec §7 reserveOrder, §4 "reserve order: audit, progress audit,
 * reject, cancel, confirm-cancel, settlement"), under /mc/reserveOrder/.
 *
 * - An order holds its room through the booking engine: `add` books the site over the
 *   range in the same transaction (both or neither; SLOT_TAKEN and the engine's other
 *   refusals come from it); reject / cancel / confirmCancel cancel that booking; `edit` of
 *   room or time moves it (a new booking, the old one cancelled, atomically); declineCancel
 *   keeps it (the order returns to audited or arranged, the applicant gets a message).
 * - Each step goes through machines/reserve-order.machine.ts; a step the machine refuses in
 *   the order's state is ORDER_STEP_NOT_ALLOWED (nothing changes).
 * - Lines are priced from the catalogue when ordered: merchandise × quantity, service items
 *   × quantity, and per chosen dining type its first enabled standard × attendees; the total
 *   is their sum, in cents. editMerchandise replaces the merchandise and item lines and
 *   re-prices the order.
 * - page/detail/add/edit/cancel are for every user: their own orders, and those of their
 *   data scope when they hold `mc:reserveOrder:page` (staff). The staff steps need their
 *   button permission. An order out of scope answers NOT_FOUND.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDateTime, NoInput } from './common';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { RESERVE_ORDER_STATES } from '../../machines/reserve-order.machine';
import { Agreement } from './reserve.contract';
import { APPROVAL_START_ERRORS, BOOKING_REFUSALS } from '../protocol/refusals';
import { CustomChoices } from './workflow-process.contract';

/** A stored state of a reserve order. */
export const ReserveOrderState = z.enum(RESERVE_ORDER_STATES);

/** A catalogue row and how many of it (merchandise or service item). */
export const OrderQuantity = z.object({ id: Id, quantity: z.number().int().min(1).max(9999) });

/** sys_no of the application an order belongs to (spec §7: 900–999). */
const SysNo = z.coerce.number().int().min(900).max(999);

/** The fields of the meeting itself (room, time, people, set-up) as add and edit take them. */
export const ReserveOrderFields = z.object({
  siteId: Id,
  start: IsoDateTime,
  end: IsoDateTime,
  subject: z.string().trim().min(1).max(128),
  attendees: z.number().int().min(1).max(10000),
  tableTypeCode: z.string().trim().max(64).nullable().default(null),
  videoLineCodes: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
  diningTypeCodes: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
  customerId: Id.nullable().default(null),
  applicantName: z.string().trim().max(64).default(''),
  applicantPhone: z.string().trim().max(32).default(''),
  remark: z.string().trim().max(500).default(''),
  /** The site's notices and disclaimers accepted (as addReserve: /api/reserve/notices' ids and versions). */
  agreements: z.array(Agreement).max(50).default([]),
  /**
   * For a room whose booking needs approval under a form rule (/api/formRule/forBooking): the form's values and
   * the people chosen per CUSTOM node of its workflow, passed to the room's booking as addReserve passes them.
   */
  formValues: z.record(z.string().max(40), z.unknown()).optional(),
  customChoices: CustomChoices.optional(),
});

/** A line of an order, priced when ordered. */
export const ReserveOrderLine = z.object({
  kind: z.enum(['merchandise', 'item', 'dining']),
  refId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
});

/** An order as lists show it. */
export const ReserveOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: ReserveOrderState,
  sysNo: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  reservationId: z.number().int().nullable(),
  start: IsoDateTime,
  end: IsoDateTime,
  subject: z.string(),
  attendees: z.number().int(),
  tableTypeCode: z.string().nullable(),
  videoLineCodes: z.array(z.string()),
  diningTypeCodes: z.array(z.string()),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  applicantUserId: z.number().int(),
  applicantName: z.string(),
  applicantPhone: z.string(),
  totalCents: z.number().int(),
  remark: z.string(),
  reason: z.string().nullable(),
  /** Where a pending cancel request came from (a declined one returns there). */
  cancelFrom: z.enum(['audited', 'arranged']).nullable(),
  createdAt: IsoDateTime,
  auditedAt: IsoDateTime.nullable(),
  arrangedAt: IsoDateTime.nullable(),
  servedAt: IsoDateTime.nullable(),
  settledAt: IsoDateTime.nullable(),
  cancelledAt: IsoDateTime.nullable(),
});
export type ReserveOrderRow = z.infer<typeof ReserveOrderRow>;

/** An order with its lines. */
export const ReserveOrderDetail = ReserveOrderRow.extend({ lines: z.array(ReserveOrderLine) });
export type ReserveOrderDetail = z.infer<typeof ReserveOrderDetail>;

const ById = z.object({ id: Id });
/**
 * The window and application the status counts and lists filter by: creation time
 * [createStartTime, createEndTime) and meeting start [startFrom, startBefore) (the front desk's days).
 */
const Window = z.object({
  sysNo: SysNo.optional(),
  createStartTime: IsoDateTime.optional(),
  createEndTime: IsoDateTime.optional(),
  startFrom: IsoDateTime.optional(),
  startBefore: IsoDateTime.optional(),
});
const STEP_ERRORS = [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED];

export const reserveOrderPage = defineCall({
  method: 'GET',
  path: '/mc/reserveOrder/page',
  access: 'user',
  summary:
    'Meeting service orders in scope, by state, keyword (order no, subject, applicant), creation and meeting ' +
    'windows; latest first.',
  input: PageQuery.extend(Window.shape).extend({
    status: ReserveOrderState.optional(),
    keyword: z.string().trim().max(64).optional(),
  }),
  output: pageOf(ReserveOrderRow),
  errors: [],
});

export const reserveOrderDetail = defineCall({
  method: 'GET',
  path: '/mc/reserveOrder/detail',
  access: 'user',
  summary: 'One order in scope with its lines (NOT_FOUND otherwise).',
  input: ById,
  output: ReserveOrderDetail,
  errors: [Code.NOT_FOUND],
});

export const reserveOrderAdd = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/add',
  access: 'user',
  summary: 'Order a meeting with services: books the room and prices the lines in one transaction.',
  input: ReserveOrderFields.extend({
    sysNo: SysNo.default(901),
    merchandise: z.array(OrderQuantity).max(100).default([]),
    items: z.array(OrderQuantity).max(100).default([]),
  }),
  output: ReserveOrderDetail,
  errors: [Code.NOT_FOUND, Code.SITE_NOT_FOUND, ...BOOKING_REFUSALS, ...APPROVAL_START_ERRORS],
});

export const reserveOrderEdit = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/edit',
  access: 'user',
  summary: 'Edit the meeting of a submitted order; a new room or time moves its booking; dining re-priced.',
  input: ReserveOrderFields.extend({ id: Id }),
  output: ReserveOrderDetail,
  errors: [
    ...STEP_ERRORS,
    Code.SITE_NOT_FOUND,
    ...BOOKING_REFUSALS,
    Code.FORM_VALUES_INVALID,
    Code.CANDIDATE_REQUIRED,
    Code.CANDIDATE_OUT_OF_RANGE,
    Code.ACTION_NOT_ALLOWED,
  ],
});

export const reserveOrderCancel = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/cancel',
  access: 'user',
  summary: 'Cancel an order: at once while submitted (its booking cancelled), else a cancel request for staff.',
  input: ById.extend({ reason: z.string().trim().max(500).optional() }),
  output: ReserveOrderDetail,
  errors: STEP_ERRORS,
});

export const reserveOrderConfirmCancel = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/confirmCancel',
  access: 'mc:reserveOrder:confirmCancel',
  summary: 'Confirm a cancel request: the order is cancelled and its booking too.',
  input: ById,
  output: ReserveOrderDetail,
  errors: STEP_ERRORS,
});

export const reserveOrderDeclineCancel = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/declineCancel',
  access: 'mc:reserveOrder:confirmCancel',
  summary:
    'Decline a cancel request with a reason: the order returns to where it was (audited or arranged) and keeps ' +
    'its booking; the applicant is told.',
  input: ById.extend({ reason: z.string().trim().min(1).max(500) }),
  output: ReserveOrderDetail,
  errors: STEP_ERRORS,
});

export const reserveOrderAudit = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/auditOrder',
  access: 'mc:reserveOrder:audit',
  summary: 'Audit a submitted order.',
  input: ById,
  output: ReserveOrderDetail,
  errors: STEP_ERRORS,
});

export const reserveOrderProgress = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/progressAuditOrder',
  access: 'mc:reserveOrder:progress',
  summary: 'Advance an order one step, naming the step expected (`to` arranged or served).',
  input: ById.extend({
    to: z.enum(['arranged', 'served']),
    /** Marking it served: nobody came; it bills ruleCatering's no-show share instead of its total. */
    noShow: z.boolean().optional(),
  }),
  output: ReserveOrderDetail,
  errors: STEP_ERRORS,
});

export const reserveOrderReject = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/rejectOrder',
  access: 'mc:reserveOrder:reject',
  summary: 'Reject a submitted or audited order with a reason; its booking is cancelled.',
  input: ById.extend({ reason: z.string().trim().min(1).max(500) }),
  output: ReserveOrderDetail,
  errors: STEP_ERRORS,
});

export const reserveOrderSettle = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/settlement',
  access: 'mc:reserveOrder:settle',
  summary: 'Settle a served order.',
  input: ById,
  output: ReserveOrderDetail,
  errors: STEP_ERRORS,
});

export const reserveOrderEditMerchandise = defineCall({
  method: 'POST',
  path: '/mc/reserveOrder/editMerchandise',
  access: 'mc:reserveOrder:editMerchandise',
  summary: 'Replace the merchandise and item lines of an order not yet served and re-price it.',
  input: ById.extend({
    merchandise: z.array(OrderQuantity).max(100).default([]),
    items: z.array(OrderQuantity).max(100).default([]),
  }),
  output: ReserveOrderDetail,
  errors: STEP_ERRORS,
});

export const reserveOrderStatusCount = defineCall({
  method: 'GET',
  path: '/mc/reserveOrder/getProgressStatusCount',
  access: 'user',
  summary: 'Number of orders in scope per state (the status tabs), optionally per sysNo, creation and meeting window.',
  input: Window,
  output: z.record(ReserveOrderState, z.number().int().min(0)),
  errors: [],
});

/** A business dictionary's option in the caller's language. */
export const DictOption = z.object({ value: z.string(), label: z.string() });

export const reserveOrderTableTypes = defineCall({
  method: 'GET',
  path: '/mc/reserveOrder/getTableTypes',
  access: 'user',
  summary: "Table types (business dictionary mcTableType) in the caller's language.",
  input: NoInput,
  output: z.array(DictOption),
  errors: [],
});

export const reserveOrderVideoLines = defineCall({
  method: 'GET',
  path: '/mc/reserveOrder/getVideoLines',
  access: 'user',
  summary: "Video lines (business dictionary mcVideoLine) in the caller's language.",
  input: NoInput,
  output: z.array(DictOption),
  errors: [],
});

export const reserveOrderDiningTypes = defineCall({
  method: 'GET',
  path: '/mc/reserveOrder/getDiningTypeCodes',
  access: 'user',
  summary: "Dining types (business dictionary mcDiningType) in the caller's language.",
  input: NoInput,
  output: z.array(DictOption),
  errors: [],
});
