/**
 * My organisation's statements on the conference-centre terminal (spec §2 Variant 5:
 * /settlement, /settlementDetail, /cateringSettlement, /cateringSettlementDetail; statements of
 * platform/contracts/settlement.contract.ts, machine machines/settlement.machine.ts).
 *
 * The back office's statement calls (`/mc/<kind>Settlement/…`) need the back office's permission
 * `mc:settlement:page` and follow the role's data scope; a booker holds neither (role `user`,
 * scope `self`). So the terminal has calls of its own under `/mc/orgSettlement/`, one set for
 * both kinds (`kind` `meeting` | `catering`):
 *
 * - Whose: the statements of the INTERNAL customers bound to the caller's organisation or to an
 *   organisation below it (sys_user.org_id and its subtree, as data scope `orgAndBelow` reads the
 *   organisation tree) — for every signed-in user, whatever their role's data scope (a statement
 *   bills an organisation, not a person). A caller without an organisation sees none. Any other
 *   statement, and one of the other kind, answers NOT_FOUND and is never counted.
 * - Reads (page, getPageCount, getTotalAmount, detail, statement): access `user`.
 * - confirm: the organisation acknowledges a pending statement — the settlement machine's
 *   `settlement.confirm` (pending → confirmed), exactly as the back office's confirm: the
 *   statement is frozen and its orders settled through their machines, in one transaction,
 *   with the confirming user stored (`confirmedByName`) and an operation-log row. It needs the
 *   button permission `mc:settlement:orgConfirm` (on the terminal's /settlementDetail menu;
 *   granted in the seed to the approvers, who lead organisations). A statement not pending →
 *   ORDER_STEP_NOT_ALLOWED.
 *
 * Money in integer cents; months `YYYY-MM` (campus time zone).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id } from './common';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import {
  GeneratedFile,
  Period,
  SettlementDetail,
  SettlementPageCount,
  SettlementRow,
  SettlementState,
  SettlementTotals,
} from './settlement.contract';

/** The kinds of statement the terminal shows: meeting services, and catering (deliveries and vouchers). */
export const OrgSettlementKind = z.enum(['meeting', 'catering']);
export type OrgSettlementKind = z.infer<typeof OrgSettlementKind>;

/** The permission of the organisation's confirm (a button of the terminal's /settlementDetail menu). */
export const ORG_CONFIRM_PERMISSION = 'mc:settlement:orgConfirm';

/** Filters of the organisation's list, counts and totals. */
export const OrgSettlementFilter = z.object({
  kind: OrgSettlementKind,
  /** One billing month `YYYY-MM`; absent: every month. */
  period: Period.optional(),
  /** One state; ignored by getPageCount (the tabs count every state). */
  state: SettlementState.optional(),
});
export type OrgSettlementFilter = z.infer<typeof OrgSettlementFilter>;

/** One statement of the organisation, by kind and id. */
export const OrgSettlementRef = z.object({ kind: OrgSettlementKind, id: Id });

export const orgSettlementPage = defineCall({
  method: 'GET',
  path: '/mc/orgSettlement/page',
  access: 'user',
  summary: "A page of my organisation's statements of a kind (newest month first), by month and state.",
  input: PageQuery.merge(OrgSettlementFilter),
  output: pageOf(SettlementRow),
  errors: [],
});

export const orgSettlementGetPageCount = defineCall({
  method: 'GET',
  path: '/mc/orgSettlement/getPageCount',
  access: 'user',
  summary: "How many of my organisation's statements of a kind (and month) are in each state.",
  input: OrgSettlementFilter,
  output: SettlementPageCount,
  errors: [],
});

export const orgSettlementGetTotalAmount = defineCall({
  method: 'GET',
  path: '/mc/orgSettlement/getTotalAmount',
  access: 'user',
  summary: "Count and sums in cents of my organisation's filtered statements, per state.",
  input: OrgSettlementFilter,
  output: SettlementTotals,
  errors: [],
});

export const orgSettlementDetail = defineCall({
  method: 'GET',
  path: '/mc/orgSettlement/detail',
  access: 'user',
  summary: "One of my organisation's statements with its items.",
  input: OrgSettlementRef,
  output: SettlementDetail,
  errors: [Code.NOT_FOUND],
});

export const orgSettlementStatement = defineCall({
  method: 'GET',
  path: '/mc/orgSettlement/statement',
  access: 'user',
  summary: "One of my organisation's statements as a printable PDF (base64), in the caller's language.",
  input: OrgSettlementRef,
  output: GeneratedFile,
  errors: [Code.NOT_FOUND],
});

export const orgSettlementConfirm = defineCall({
  method: 'POST',
  path: '/mc/orgSettlement/confirm',
  access: ORG_CONFIRM_PERMISSION,
  summary: 'Confirm a pending statement of my organisation: it is frozen and its orders become settled.',
  input: OrgSettlementRef,
  output: SettlementRow,
  errors: [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED],
});
