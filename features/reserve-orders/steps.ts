/**
 * The staff's steps on a meeting service order (spec §4 reserve order; /reserves): event of
 * machines/reserve-order.machine, button permission (`mc:reserveOrder:*`, server/db/seed-menus.ts)
 * and call. Progress is two steps, each naming the state it expects (`to`), so a second
 * press never skips one. Cancel and edit are the applicant's, not offered here; a pending
 * cancel request is confirmed (confirmCancel) or declined with a reason (declineCancel).
 */
import type { CallContract } from '../../platform/contracts/define-call';
import {
  reserveOrderAudit,
  reserveOrderConfirmCancel,
  reserveOrderDeclineCancel,
  reserveOrderEditMerchandise,
  reserveOrderProgress,
  reserveOrderReject,
  reserveOrderSettle,
  type ReserveOrderRow,
} from '../../platform/contracts/reserve-order.contract';
import {
  reserveOrderMachine,
  type ReserveOrderContext,
  type ReserveOrderEvent,
} from '../../machines/reserve-order.machine';
import { offeredOrderSteps } from '../../ui/order-page/order-steps';

/** One staff step; `key` names its label `reserveOrder:step.<key>`. */
export interface ReserveStep {
  key: 'audit' | 'arrange' | 'serve' | 'reject' | 'confirmCancel' | 'declineCancel' | 'settle' | 'editMerchandise';
  event: ReserveOrderEvent;
  call: CallContract;
  /** The call's body for order `id` (`reason` typed for a rejection); null for a dialog step. */
  body: ((id: number, reason: string) => unknown) | null;
  needsReason?: boolean;
  /** The reason form's texts of this step (`reserveOrder:` keys), when not the rejection's. */
  reasonTexts?: { reason: string; confirm: string };
  danger?: boolean;
}

const byId = (id: number) => ({ id });

/** The staff steps, in the order of the bar. */
export const RESERVE_STEPS: ReserveStep[] = [
  { key: 'audit', event: { type: 'order.audit' }, call: reserveOrderAudit, body: byId },
  {
    key: 'arrange',
    event: { type: 'order.progress', to: 'arranged' },
    call: reserveOrderProgress,
    body: (id) => ({ id, to: 'arranged' }),
  },
  {
    key: 'serve',
    event: { type: 'order.progress', to: 'served' },
    call: reserveOrderProgress,
    body: (id) => ({ id, to: 'served' }),
  },
  { key: 'settle', event: { type: 'order.settle' }, call: reserveOrderSettle, body: byId },
  { key: 'confirmCancel', event: { type: 'order.confirmCancel' }, call: reserveOrderConfirmCancel, body: byId },
  {
    key: 'declineCancel',
    event: { type: 'order.declineCancel' },
    call: reserveOrderDeclineCancel,
    body: (id, reason) => ({ id, reason }),
    needsReason: true,
    reasonTexts: { reason: 'orders.declineReason', confirm: 'orders.confirmDecline' },
  },
  { key: 'editMerchandise', event: { type: 'order.editMerchandise' }, call: reserveOrderEditMerchandise, body: null },
  {
    key: 'reject',
    event: { type: 'order.reject' },
    call: reserveOrderReject,
    body: (id, reason) => ({ id, reason }),
    needsReason: true,
    danger: true,
  },
];

/** The machine context of a stored row (the pending cancel request's origin). */
export function contextOf(row: Pick<ReserveOrderRow, 'cancelFrom'>): ReserveOrderContext {
  return { cancelFrom: row.cancelFrom };
}

/** The steps offered on `row` to a user for whom `allowed(permission)` holds. */
export function offeredReserveSteps(
  row: Pick<ReserveOrderRow, 'status' | 'cancelFrom'>,
  allowed: (permission: string) => boolean,
): ReserveStep[] {
  return offeredOrderSteps(
    reserveOrderMachine,
    row.status,
    contextOf(row),
    RESERVE_STEPS.map((s) => ({ ...s, permission: s.call.access })),
    allowed,
  );
}
