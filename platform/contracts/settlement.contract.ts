/**
 * Settlements (spec §7 "Catering admin, under /mc/": meetingSettlement, cateringSettlement,
 * summarySettlement — page, detail, confirm, batchConfirm, getTotalAmount, export,
 * getPageCount; ruleCatering; §4 "catering and summary settlements: confirm, batch confirm,
 * invoice").
 *
 * A statement bills one customer for one month (`period` `YYYY-MM`, campus time zone):
 * `meeting` the meeting service orders, `catering` the food deliveries and redeemed meal
 * vouchers, `summary` both (server/db/schema/settlement.ts). Its state is that of
 * machines/settlement.machine.ts: pending → confirmed → invoiced.
 *
 * - The three kinds answer the same nine calls under their own path (`/mc/<kind>Settlement/…`);
 *   each acts only on statements of its kind (another kind's id answers NOT_FOUND).
 * - Reads (page, detail, getTotalAmount, getPageCount, statement): `mc:settlement:page`;
 *   confirm and batchConfirm: `mc:settlement:confirm`; invoice: `mc:settlement:invoice`;
 *   export: `mc:settlement:export`. Statements of customers outside the caller's data scope
 *   answer NOT_FOUND and are not counted.
 * - confirm settles the statement's orders through their machines, in one transaction;
 *   batchConfirm is all or nothing and names the first statement refused
 *   (SETTLEMENT_BATCH_REFUSED). A step the machine refuses → ORDER_STEP_NOT_ALLOWED.
 * - export answers the filtered statements with their items as an `.xlsx` (base64); statement
 *   answers one statement as a printable PDF (base64). Money in integer cents.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime, NoInput } from './common';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';

/** The three kinds of statement. */
export const SettlementKind = z.enum(['meeting', 'catering', 'summary']);
export type SettlementKind = z.infer<typeof SettlementKind>;

/** The stored states of a statement (machines/settlement.machine.ts). */
export const SettlementState = z.enum(['pending', 'confirmed', 'invoiced']);
export type SettlementState = z.infer<typeof SettlementState>;

/** What a statement item bills: a meeting order, a food delivery or a redeemed meal voucher. */
export const SettlementSource = z.enum(['reserveOrder', 'foodDelivery', 'mealVoucher']);
export type SettlementSource = z.infer<typeof SettlementSource>;

/** Why an item is billed: as ordered, or the charge of a late cancellation or a no-show (ruleCatering). */
export const SettlementCharge = z.enum(['full', 'lateCancel', 'noShow']);
export type SettlementCharge = z.infer<typeof SettlementCharge>;

/** A billing month, `YYYY-MM`. */
export const Period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** A statement as the lists show it. */
export const SettlementRow = z.object({
  id: z.number().int(),
  settlementNo: z.string(),
  kind: SettlementKind,
  customerId: z.number().int(),
  customerName: z.string(),
  /** `internal` | `external` (customerManager/getKinds). */
  customerKind: z.string(),
  period: z.string(),
  /** 1 for the month's first statement of this kind; 2, 3 … for later ones. */
  sequence: z.number().int(),
  state: SettlementState,
  itemCount: z.number().int(),
  amountCents: z.number().int(),
  /** Of `amountCents`: the meeting orders' part and the catering part (deliveries and vouchers). */
  meetingCents: z.number().int(),
  cateringCents: z.number().int(),
  confirmedAt: IsoDateTime.nullable(),
  confirmedByName: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  invoiceDate: IsoDate.nullable(),
  invoiceAmountCents: z.number().int().nullable(),
  invoicedAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type SettlementRow = z.infer<typeof SettlementRow>;

/** A billed item of a statement. */
export const SettlementItem = z.object({
  id: z.number().int(),
  source: SettlementSource,
  sourceId: z.number().int(),
  /** Order number or voucher code. */
  sourceNo: z.string(),
  charge: SettlementCharge,
  serviceDate: IsoDate,
  description: z.string(),
  baseCents: z.number().int(),
  /** Share of `baseCents` billed, 0–100. */
  percent: z.number().int(),
  amountCents: z.number().int(),
});
export type SettlementItem = z.infer<typeof SettlementItem>;

/** A statement with its items and the customer's billing details as printed. */
export const SettlementDetail = SettlementRow.extend({
  items: z.array(SettlementItem),
  customer: z.object({
    contactName: z.string(),
    contactPhone: z.string(),
    invoiceTitle: z.string(),
    taxNumber: z.string(),
    bankAccount: z.string(),
    address: z.string(),
  }),
});
export type SettlementDetail = z.infer<typeof SettlementDetail>;

/** Filters of the lists, totals, counts and export. */
export const SettlementFilter = z.object({
  customerId: Id.optional(),
  /** One month, or a range of months (`periodFrom` … `periodTo`, inclusive). */
  period: Period.optional(),
  periodFrom: Period.optional(),
  periodTo: Period.optional(),
  state: SettlementState.optional(),
  /** Part of the customer's name or of the settlement number. */
  keyword: z.string().trim().max(64).optional(),
});
export type SettlementFilter = z.infer<typeof SettlementFilter>;

/** The invoice recorded on a confirmed statement. */
export const SettlementInvoiceInput = z.object({
  id: Id,
  invoiceNo: z.string().trim().min(1).max(40),
  invoiceDate: IsoDate,
  amountCents: z.number().int().min(0),
});

/** A generated file: its name and its bytes in base64. */
export const GeneratedFile = z.object({ fileName: z.string(), contentBase64: z.string() });

/** Counts per state for the status tabs (the `state` filter is ignored). */
export const SettlementPageCount = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  invoiced: z.number().int(),
});

/** Sums of the filtered statements, cents. */
export const SettlementTotals = z.object({
  count: z.number().int(),
  amountCents: z.number().int(),
  pendingCents: z.number().int(),
  confirmedCents: z.number().int(),
  invoicedCents: z.number().int(),
});

const STEP_ERRORS = [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED] as const;

/** The nine calls of one kind of statement under `/mc/<base>/`. */
function settlementCalls(kind: SettlementKind, base: string) {
  const what = `${kind} statements`;
  return {
    page: defineCall({
      method: 'GET',
      path: `/mc/${base}/page`,
      access: 'mc:settlement:page',
      summary: `A page of ${what} (newest month first), filtered.`,
      input: PageQuery.merge(SettlementFilter),
      output: pageOf(SettlementRow),
      errors: [],
    }),
    detail: defineCall({
      method: 'GET',
      path: `/mc/${base}/detail`,
      access: 'mc:settlement:page',
      summary: `One of the ${what} with its items.`,
      input: z.object({ id: Id }),
      output: SettlementDetail,
      errors: [Code.NOT_FOUND],
    }),
    confirm: defineCall({
      method: 'POST',
      path: `/mc/${base}/confirm`,
      access: 'mc:settlement:confirm',
      summary: `Confirm one of the ${what}: it is frozen and its orders become settled.`,
      input: z.object({ id: Id }),
      output: SettlementRow,
      errors: STEP_ERRORS,
    }),
    batchConfirm: defineCall({
      method: 'POST',
      path: `/mc/${base}/batchConfirm`,
      access: 'mc:settlement:confirm',
      summary: `Confirm several ${what}, all or nothing; the first refused one is named.`,
      input: z.object({ ids: z.array(Id).min(1).max(200) }),
      output: z.object({ confirmed: z.array(z.number().int()) }),
      errors: [Code.NOT_FOUND, Code.SETTLEMENT_BATCH_REFUSED],
    }),
    getTotalAmount: defineCall({
      method: 'GET',
      path: `/mc/${base}/getTotalAmount`,
      access: 'mc:settlement:page',
      summary: `Count and sums in cents of the filtered ${what}, per state.`,
      input: SettlementFilter,
      output: SettlementTotals,
      errors: [],
    }),
    getPageCount: defineCall({
      method: 'GET',
      path: `/mc/${base}/getPageCount`,
      access: 'mc:settlement:page',
      summary: `How many of the filtered ${what} are in each state (the status tabs).`,
      input: SettlementFilter,
      output: SettlementPageCount,
      errors: [],
    }),
    export: defineCall({
      method: 'GET',
      path: `/mc/${base}/export`,
      access: 'mc:settlement:export',
      summary: `The filtered ${what} and their items as an .xlsx (base64), totals included.`,
      input: SettlementFilter,
      output: GeneratedFile,
      errors: [],
    }),
    invoice: defineCall({
      method: 'POST',
      path: `/mc/${base}/invoice`,
      access: 'mc:settlement:invoice',
      summary: `Record the invoice of a confirmed one of the ${what} (number, date, amount).`,
      input: SettlementInvoiceInput,
      output: SettlementRow,
      errors: [...STEP_ERRORS, Code.SETTLEMENT_INVOICE_NO_TAKEN, Code.SETTLEMENT_INVOICE_AMOUNT_MISMATCH],
    }),
    statement: defineCall({
      method: 'GET',
      path: `/mc/${base}/statement`,
      access: 'mc:settlement:page',
      summary: `One of the ${what} as a printable PDF (base64), in the caller's language.`,
      input: z.object({ id: Id }),
      output: GeneratedFile,
      errors: [Code.NOT_FOUND],
    }),
  };
}

/** The calls of each kind, for pages and handlers that serve all three alike. */
export const SETTLEMENT_CALLS = {
  meeting: settlementCalls('meeting', 'meetingSettlement'),
  catering: settlementCalls('catering', 'cateringSettlement'),
  summary: settlementCalls('summary', 'summarySettlement'),
};

export const {
  page: meetingSettlementPage,
  detail: meetingSettlementDetail,
  confirm: meetingSettlementConfirm,
  batchConfirm: meetingSettlementBatchConfirm,
  getTotalAmount: meetingSettlementGetTotalAmount,
  getPageCount: meetingSettlementGetPageCount,
  export: meetingSettlementExport,
  invoice: meetingSettlementInvoice,
  statement: meetingSettlementStatement,
} = SETTLEMENT_CALLS.meeting;

export const {
  page: cateringSettlementPage,
  detail: cateringSettlementDetail,
  confirm: cateringSettlementConfirm,
  batchConfirm: cateringSettlementBatchConfirm,
  getTotalAmount: cateringSettlementGetTotalAmount,
  getPageCount: cateringSettlementGetPageCount,
  export: cateringSettlementExport,
  invoice: cateringSettlementInvoice,
  statement: cateringSettlementStatement,
} = SETTLEMENT_CALLS.catering;

export const {
  page: summarySettlementPage,
  detail: summarySettlementDetail,
  confirm: summarySettlementConfirm,
  batchConfirm: summarySettlementBatchConfirm,
  getTotalAmount: summarySettlementGetTotalAmount,
  getPageCount: summarySettlementGetPageCount,
  export: summarySettlementExport,
  invoice: summarySettlementInvoice,
  statement: summarySettlementStatement,
} = SETTLEMENT_CALLS.summary;

/** The billing rule (ruleCatering): late cancellations and no-shows. */
export const CateringRule = z.object({
  /** A cancellation after the audit less than this many hours before the service is late. 0–720. */
  lateCancelHours: z.number().int().min(0).max(720),
  /** Share of the order's amount billed for a late cancellation, 0–100. */
  lateCancelPercent: z.number().int().min(0).max(100),
  /** Share of a meeting order's amount billed when it is marked a no-show, 0–100. */
  noShowPercent: z.number().int().min(0).max(100),
  remark: z.string().trim().max(500).default(''),
});
export type CateringRule = z.infer<typeof CateringRule>;

export const ruleCateringDetail = defineCall({
  method: 'GET',
  path: '/mc/ruleCatering/detail',
  access: 'mc:settlement:page',
  summary: 'The billing rule for late cancellations and no-shows.',
  input: NoInput,
  output: CateringRule.extend({ updatedAt: IsoDateTime }),
  errors: [],
});

export const ruleCateringEdit = defineCall({
  method: 'POST',
  path: '/mc/ruleCatering/edit',
  access: 'mc:ruleCatering:edit',
  summary: 'Change the billing rule; it applies to charges billed from now on.',
  input: CateringRule,
  output: CateringRule.extend({ updatedAt: IsoDateTime }),
  errors: [],
});
