/**
 * Meal vouchers (spec §7 "Catering admin, under /mc/": mealVoucher/*; §4 "meal voucher"):
 * an organisation (a customer) applies for vouchers of ticket types for a list of people
 * over a range of dates; the application goes through audit → finance audit → life-science
 * audit → confirm (machines/meal-voucher.machine.ts), is then distributed person by person
 * by a durable job, and the redeemed vouchers are settled per customer.
 *
 * - add / edit / cancel / page / detail: any signed-in user, on applications in their data
 *   scope (their own; all of their scope with `mc:mealVoucher:page`); others answer NOT_FOUND.
 * - audit / financeAudit / lifeScienceAudit / confirm / retryDistribution / settlement /
 *   writeOff: staff holding `mc:mealVoucher:<action>`.
 * - A step the machine refuses in the application's state → ORDER_STEP_NOT_ALLOWED.
 * - A person asks for `quantityPerDay` vouchers of one ticket type for every day of the
 *   validity; each voucher is valid on its day. Money in cents.
 * - myVouchers / myVoucherDetail: the vouchers issued to the caller as a person of an approved
 *   application (the person's account is the caller), whatever the caller's data scope; another
 *   person's voucher answers NOT_FOUND.
 * - writeOff: a voucher code (`<person>-<yyyymmdd>-<n>.<mac>`, MAC under the server's
 *   secret) is redeemed once; a second scan is refused naming when it was used.
 */
import { z } from 'zod';
import { APPROVAL_START_ERRORS } from '../protocol/refusals';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime, NoInput } from './common';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';

/** The stored states of an application (machines/meal-voucher.machine.ts). */
export const MealVoucherState = z.enum([
  'submitted',
  'audited',
  'financeAudited',
  'lifeScienceAudited',
  'confirmed',
  'distributing',
  'distributed',
  'partiallyDistributed',
  'settled',
  'rejected',
  'cancelled',
]);

/** A person as add / edit take them: an account (`userId`) or a name with an 11-digit phone. */
export const MealVoucherPersonInput = z.object({
  userId: Id.optional(),
  name: z.string().trim().max(64).default(''),
  phone: z.string().trim().max(20).default(''),
  ticketTypeId: Id,
  quantityPerDay: z.number().int().min(1).max(20),
});
export type MealVoucherPersonInput = z.output<typeof MealVoucherPersonInput>;

/** The fields of an application as add and edit take them. */
export const MealVoucherFields = z.object({
  customerId: Id,
  validFrom: IsoDate,
  validTo: IsoDate,
  remark: z.string().trim().max(500).default(''),
  persons: z.array(MealVoucherPersonInput).min(1).max(500),
});
export type MealVoucherFields = z.output<typeof MealVoucherFields>;

/** An application as the list shows it. */
export const MealVoucherRow = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  applicantUserId: z.number().int(),
  applicantName: z.string(),
  validFrom: IsoDate,
  validTo: IsoDate,
  state: MealVoucherState,
  reason: z.string().nullable(),
  remark: z.string(),
  persons: z.number().int(),
  createdAt: IsoDateTime,
});
export type MealVoucherRow = z.infer<typeof MealVoucherRow>;

/** One issued voucher. `code` is the signed code the QR shows. */
export const MealVoucherTicket = z.object({
  id: z.number().int(),
  code: z.string(),
  ticketTypeId: z.number().int(),
  priceCents: z.number().int(),
  validFrom: IsoDate,
  validTo: IsoDate,
  state: z.enum(['issued', 'redeemed', 'expired', 'void']),
  redeemedAt: IsoDateTime.nullable(),
  settledAt: IsoDateTime.nullable(),
});
export type MealVoucherTicket = z.infer<typeof MealVoucherTicket>;

/** A person of an application with their distribution and vouchers. */
export const MealVoucherPersonRow = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  ticketTypeId: z.number().int(),
  ticketTypeName: z.string(),
  quantityPerDay: z.number().int(),
  /** The distribution task: null before confirmation. */
  distribution: z
    .object({
      state: z.enum(['pending', 'done', 'failed']),
      attempts: z.number().int(),
      nextAttemptAt: IsoDateTime,
      /** The last failure: a code of meal-voucher-errors with its params. */
      lastError: z.object({ code: z.number().int(), params: z.record(z.string(), z.unknown()) }).nullable(),
    })
    .nullable(),
  vouchers: z.array(MealVoucherTicket),
});
export type MealVoucherPersonRow = z.infer<typeof MealVoucherPersonRow>;

/** An application with its people. */
export const MealVoucherDetail = MealVoucherRow.extend({
  persons: z.array(MealVoucherPersonRow),
  totalCents: z.number().int(),
});
export type MealVoucherDetail = z.infer<typeof MealVoucherDetail>;

/** A ticket type (getTicketTypes). */
export const TicketTypeRow = z.object({
  id: z.number().int(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  /** The name in the caller's language. */
  name: z.string(),
  diningTypeCode: z.string(),
  priceCents: z.number().int(),
});
export type TicketTypeRow = z.infer<typeof TicketTypeRow>;

/** An audit's decision on an application: approve, or reject with a reason. */
export const AuditInput = z.object({
  id: Id,
  approve: z.boolean(),
  reason: z.string().trim().max(500).optional(),
});

const IdInput = z.object({ id: Id });

/** A period of redemption (local dates, inclusive) and optionally one customer. */
export const SettlementFilter = z.object({
  customerId: Id.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});

/** Largest accepted .xlsx upload, bytes. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** A row error of an import: the sheet row (1-based, header row 1), the column, a code of meal-voucher-errors. */
export const ImportRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  code: z.number().int(),
  params: z.record(z.string(), z.unknown()),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

/** The column headers of the import sheet (any of these languages' texts is accepted). */
export const IMPORT_COLUMNS = ['account', 'name', 'phone', 'ticketType', 'quantityPerDay'] as const;

const APP_ERRORS = [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED] as const;
const FIELD_ERRORS = [
  Code.MEAL_VOUCHER_TICKET_TYPE_UNKNOWN,
  Code.MEAL_VOUCHER_CUSTOMER_UNKNOWN,
  Code.MEAL_VOUCHER_RANGE_INVALID,
  Code.MEAL_VOUCHER_PERSON_INVALID,
] as const;

export const mealVoucherAdd = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/add',
  access: 'user',
  summary: 'Apply for meal vouchers for a customer: people, ticket types, daily quantity, validity (submitted).',
  input: MealVoucherFields,
  output: MealVoucherRow,
  errors: [...FIELD_ERRORS, ...APPROVAL_START_ERRORS],
});

export const mealVoucherEdit = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/edit',
  access: 'user',
  summary: 'Edit a submitted application of the caller’s data scope (its people are replaced).',
  input: MealVoucherFields.extend({ id: Id }),
  output: MealVoucherRow,
  errors: [...APP_ERRORS, ...FIELD_ERRORS],
});

export const mealVoucherPage = defineCall({
  method: 'GET',
  path: '/mc/mealVoucher/page',
  access: 'user',
  summary: 'Applications of the caller’s data scope, by state, customer and number keyword; newest first.',
  input: PageQuery.extend({
    state: MealVoucherState.optional(),
    customerId: Id.optional(),
    keyword: z.string().trim().max(64).optional(),
    /** `me`: only the caller's own applications, whatever their data scope (the terminal's /mealVouchers). */
    applicant: z.enum(['me']).optional(),
  }),
  output: pageOf(MealVoucherRow),
  errors: [],
});

export const mealVoucherDetail = defineCall({
  method: 'GET',
  path: '/mc/mealVoucher/detail',
  access: 'user',
  summary: 'An application with its people, their distribution and their vouchers (codes signed).',
  input: IdInput,
  output: MealVoucherDetail,
  errors: [Code.NOT_FOUND],
});

export const mealVoucherCancel = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/cancel',
  access: 'user',
  summary: 'Cancel an application before its confirmation.',
  input: IdInput.extend({ reason: z.string().trim().max(500).optional() }),
  output: MealVoucherRow,
  errors: [...APP_ERRORS],
});

export const mealVoucherAudit = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/audit',
  access: 'mc:mealVoucher:audit',
  summary: 'First audit of a submitted application: approve, or reject with a reason.',
  input: AuditInput,
  output: MealVoucherRow,
  errors: [...APP_ERRORS, Code.MEAL_VOUCHER_REASON_REQUIRED],
});

export const mealVoucherFinanceAudit = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/financeAudit',
  access: 'mc:mealVoucher:financeAudit',
  summary: 'Finance audit of an audited application: approve, or reject with a reason.',
  input: AuditInput,
  output: MealVoucherRow,
  errors: [...APP_ERRORS, Code.MEAL_VOUCHER_REASON_REQUIRED],
});

export const mealVoucherLifeScienceAudit = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/lifeScienceAudit',
  access: 'mc:mealVoucher:lifeScienceAudit',
  summary: 'Life-science audit of a finance-audited application: approve, or reject with a reason.',
  input: AuditInput,
  output: MealVoucherRow,
  errors: [...APP_ERRORS, Code.MEAL_VOUCHER_REASON_REQUIRED],
});

export const mealVoucherConfirm = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/confirm',
  access: 'mc:mealVoucher:confirm',
  summary: 'Confirm a fully audited application: one distribution task per person is queued for the job.',
  input: IdInput,
  output: MealVoucherRow,
  errors: [...APP_ERRORS],
});

export const mealVoucherRetryDistribution = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/retryDistribution',
  access: 'mc:mealVoucher:retryDistribution',
  summary: 'Queue the failed distributions of a partially distributed application again (only those).',
  input: IdInput,
  output: MealVoucherRow,
  errors: [...APP_ERRORS],
});

export const mealVoucherSettlement = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/settlement',
  access: 'mc:mealVoucher:settlement',
  summary:
    'Settle the redeemed, unsettled vouchers of a customer redeemed in a period; ' +
    'closes the applications with nothing left.',
  input: SettlementFilter.extend({ customerId: Id }),
  output: z.object({ count: z.number().int(), totalCents: z.number().int(), settledApplications: z.array(z.number()) }),
  errors: [Code.MEAL_VOUCHER_NOTHING_TO_SETTLE],
});

export const mealVoucherGetSettlementPage = defineCall({
  method: 'GET',
  path: '/mc/mealVoucher/getSettlementPage',
  access: 'mc:mealVoucher:settlement',
  summary: 'Redeemed, unsettled vouchers grouped per customer (period of redemption filter), sums in cents.',
  input: PageQuery.merge(SettlementFilter),
  output: pageOf(
    z.object({
      customerId: z.number().int(),
      customerName: z.string(),
      count: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  errors: [],
});

export const mealVoucherGetTicketTypes = defineCall({
  method: 'GET',
  path: '/mc/mealVoucher/getTicketTypes',
  access: 'user',
  summary: 'The enabled ticket types with their prices in cents.',
  input: NoInput,
  output: z.array(TicketTypeRow),
  errors: [],
});

export const mealVoucherImportMealVoucherUser = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/importMealVoucherUser',
  access: 'user',
  mutates: false,
  summary:
    'Check the people of an .xlsx (base64) row by row; answers the valid rows and the row errors, stores nothing.',
  input: z.object({ data: z.base64().max(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 4) }),
  output: z.object({
    rows: z.array(MealVoucherPersonInput.extend({ row: z.number().int() })),
    errors: z.array(ImportRowError),
  }),
  errors: [Code.MEAL_VOUCHER_IMPORT_FILE_INVALID],
  bodyLimit: IMPORT_MAX_BYTES * 2,
});

export const mealVoucherWriteOff = defineCall({
  method: 'POST',
  path: '/mc/mealVoucher/writeOff',
  access: 'mc:mealVoucher:writeOff',
  summary: 'Redeem a valid voucher by its code, once (the catering app’s /sign).',
  input: z.object({ code: z.string().trim().min(1).max(200) }),
  output: z.object({
    id: z.number().int(),
    personName: z.string(),
    ticketTypeName: z.string(),
    priceCents: z.number().int(),
    /** The voucher's validity (local dates, inclusive), shown on the check-in card. */
    validFrom: IsoDate,
    validTo: IsoDate,
    redeemedAt: IsoDateTime,
  }),
  errors: [
    Code.MEAL_VOUCHER_CODE_INVALID,
    Code.NOT_FOUND,
    Code.MEAL_VOUCHER_USED,
    Code.MEAL_VOUCHER_EXPIRED,
    Code.MEAL_VOUCHER_NOT_YET_VALID,
    Code.MEAL_VOUCHER_VOID,
  ],
});

/**
 * How a voucher one holds is shown: `unused` (issued, valid today or later), `used` (redeemed),
 * `expired` (issued but past its last day, or closed unused at settlement), `void`.
 */
export const HeldVoucherStatus = z.enum(['unused', 'used', 'expired', 'void']);
export type HeldVoucherStatus = z.infer<typeof HeldVoucherStatus>;

/**
 * A voucher the caller holds (myVouchers, myVoucherDetail): `code` is the signed code its QR
 * shows and the catering app's write-off accepts; validity in local dates (inclusive); `used`
 * and `redeemedAt` once written off; the ticket type named in the caller's language.
 */
export const HeldVoucher = z.object({
  id: z.number().int(),
  code: z.string(),
  applicationId: z.number().int(),
  applicationNo: z.string(),
  customerName: z.string(),
  personName: z.string(),
  ticketTypeId: z.number().int(),
  ticketTypeName: z.string(),
  priceCents: z.number().int(),
  validFrom: IsoDate,
  validTo: IsoDate,
  state: MealVoucherTicket.shape.state,
  status: HeldVoucherStatus,
  used: z.boolean(),
  redeemedAt: IsoDateTime.nullable(),
});
export type HeldVoucher = z.infer<typeof HeldVoucher>;

export const mealVoucherMyVouchers = defineCall({
  method: 'GET',
  path: '/mc/mealVoucher/myVouchers',
  access: 'user',
  summary:
    'The vouchers issued to the caller (by status: unused first by day, else newest day first); ' +
    'codes signed, whether used.',
  input: PageQuery.extend({ status: HeldVoucherStatus.optional() }),
  output: pageOf(HeldVoucher),
  errors: [],
});

export const mealVoucherMyVoucherDetail = defineCall({
  method: 'GET',
  path: '/mc/mealVoucher/myVoucherDetail',
  access: 'user',
  summary: 'One voucher issued to the caller, with its signed code; another person’s answers NOT_FOUND.',
  input: IdInput,
  output: HeldVoucher,
  errors: [Code.NOT_FOUND],
});
