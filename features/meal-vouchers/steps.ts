/**
 * The steps /vouchers offers on a meal-voucher application (spec §4 "meal voucher: audit,
 * finance audit, life-science audit, confirm, settlement, cancel, retry distribution"): each
 * with its event of machines/meal-voucher.machine, its call and the button permission the
 * call needs (`mc:mealVoucher:*`, server/db/seed-menus.ts; none for edit and cancel, open to
 * the applicant within their data scope). A step is offered exactly when the machine accepts
 * its event in the application's state and the user holds the permission
 * (ui/order-page `offeredOrderSteps`).
 */
import type { CallContract } from '../../platform/contracts/define-call';
import {
  mealVoucherAudit,
  mealVoucherCancel,
  mealVoucherConfirm,
  mealVoucherFinanceAudit,
  mealVoucherLifeScienceAudit,
  mealVoucherRetryDistribution,
  mealVoucherSettlement,
  type MealVoucherRow,
} from '../../platform/contracts/meal-voucher.contract';
import { mealVoucherMachine, type MealVoucherEvent } from '../../machines/meal-voucher.machine';
import { offeredOrderSteps } from '../../ui/order-page/order-steps';

/** One step on an application; `key` names its label `mealVoucher:step.<key>` and its button `step-<key>`. */
export interface VoucherStep {
  key:
    | 'audit'
    | 'auditReject'
    | 'financeAudit'
    | 'financeAuditReject'
    | 'lifeScienceAudit'
    | 'lifeScienceAuditReject'
    | 'confirm'
    | 'retryDistribution'
    | 'settlement'
    | 'edit'
    | 'cancel';
  event: MealVoucherEvent;
  /** The call that takes it; null for edit, which opens the application form. */
  call: CallContract | null;
  /** The call's body for `app` (`reason`: typed for a rejection). */
  body: (app: Pick<MealVoucherRow, 'id' | 'customerId'>, reason: string) => unknown;
  /** The button permission; absent: every signed-in user (the call's access is `user`). */
  permission?: string;
  needsReason?: boolean;
  danger?: boolean;
}

const byId = (app: Pick<MealVoucherRow, 'id'>) => ({ id: app.id });

type AuditCall = typeof mealVoucherAudit | typeof mealVoucherFinanceAudit | typeof mealVoucherLifeScienceAudit;

/** An audit's two steps: approve, and reject with a reason (the machine's `rejectedWithReason`). */
function auditSteps(key: 'audit' | 'financeAudit' | 'lifeScienceAudit', call: AuditCall): VoucherStep[] {
  const type = `voucher.${key}` as const;
  return [
    {
      key,
      event: { type, approve: true },
      call,
      permission: call.access,
      body: (app) => ({ id: app.id, approve: true }),
    },
    {
      key: `${key}Reject`,
      // Any non-blank reason: what `canStep` is asked; the typed one is sent.
      event: { type, approve: false, reason: '-' },
      call,
      permission: call.access,
      body: (app, reason) => ({ id: app.id, approve: false, reason }),
      needsReason: true,
      danger: true,
    },
  ];
}

/** The steps, in the order of the bar. */
export const VOUCHER_STEPS: VoucherStep[] = [
  ...auditSteps('audit', mealVoucherAudit),
  ...auditSteps('financeAudit', mealVoucherFinanceAudit),
  ...auditSteps('lifeScienceAudit', mealVoucherLifeScienceAudit),
  {
    key: 'confirm',
    event: { type: 'voucher.confirm' },
    call: mealVoucherConfirm,
    permission: mealVoucherConfirm.access,
    body: byId,
  },
  {
    key: 'retryDistribution',
    event: { type: 'voucher.retryDistribution' },
    call: mealVoucherRetryDistribution,
    permission: mealVoucherRetryDistribution.access,
    body: byId,
  },
  {
    // Settlement is per customer (spec §7 mealVoucher/settlement): it settles the redeemed,
    // unsettled vouchers of the application's customer; the server closes each application
    // with nothing left to use or settle.
    key: 'settlement',
    event: { type: 'voucher.settlement' },
    call: mealVoucherSettlement,
    permission: mealVoucherSettlement.access,
    body: (app) => ({ customerId: app.customerId }),
  },
  { key: 'edit', event: { type: 'voucher.edit' }, call: null, body: byId },
  { key: 'cancel', event: { type: 'voucher.cancel' }, call: mealVoucherCancel, body: byId, danger: true },
];

/** The steps offered on `app` to a user for whom `allowed(permission)` holds. */
export function offeredVoucherSteps(
  app: Pick<MealVoucherRow, 'state'>,
  allowed: (permission: string) => boolean,
): VoucherStep[] {
  return offeredOrderSteps(mealVoucherMachine, app.state, {}, VOUCHER_STEPS, allowed);
}
