/**
 * The applicant's steps on their own meeting order (spec §4 reserve order "cancel"; §7
 * reserveOrder/cancel, /edit), read from machines/reserve-order.machine — never a list of
 * statuses:
 * - `order.cancel` is offered where the machine accepts it; its label says what it does
 *   there: "cancel" when it leads straight to `cancelled` (a submitted order), "request
 *   cancellation" when it leads to `cancelRequested` (after the audit: staff confirm it).
 *   Both ask a reason and call /mc/reserveOrder/cancel.
 * - `order.edit` (only while submitted) opens the booking form on the order (/conference?edit=).
 * The calls need no button permission: the server's data scope admits the applicant's own orders.
 */
import type { ApiCall } from '../../platform/http/api-client';
import { reserveOrderCancel, type ReserveOrderRow } from '../../platform/contracts/reserve-order.contract';
import {
  reserveOrderMachine,
  type ReserveOrderContext,
  type ReserveOrderEvent,
} from '../../machines/reserve-order.machine';
import { canStep, nextStoredStep } from '../../machines/stored-step';
import { offeredOrderSteps, type OrderStepSpec } from '../../ui/order-page';

/** The keys of the applicant's steps (labels `conference:action.<key>`, buttons `step-<key>`). */
export type ApplicantStepKey = 'cancel' | 'requestCancel' | 'edit';

/** One applicant step: a step of the shared step bar with its key narrowed. */
export type ApplicantStep = OrderStepSpec<typeof reserveOrderMachine> & { key: ApplicantStepKey };

const CANCEL: ReserveOrderEvent = { type: 'order.cancel' };
const EDIT: ReserveOrderEvent = { type: 'order.edit' };

/** The machine context of a stored row. */
function contextOf(row: Pick<ReserveOrderRow, 'cancelFrom'>): ReserveOrderContext {
  return { cancelFrom: row.cancelFrom };
}

/**
 * The key of the cancel step on `row`: `cancel` where the machine cancels at once,
 * `requestCancel` where it files a request; null where it refuses `order.cancel`.
 */
export function cancelKeyOf(row: Pick<ReserveOrderRow, 'status' | 'cancelFrom'>): 'cancel' | 'requestCancel' | null {
  const next = nextStoredStep(reserveOrderMachine, row.status, contextOf(row), CANCEL);
  if (!next) return null;
  return next.value === 'cancelled' ? 'cancel' : 'requestCancel';
}

/**
 * The applicant's steps offered on `row`: cancel or request cancellation (with a reason,
 * through `api`), and edit (`openEdit`), each only where the machine accepts its event.
 */
export function applicantSteps(
  row: Pick<ReserveOrderRow, 'id' | 'status' | 'cancelFrom'>,
  api: ApiCall,
  openEdit: () => void,
): ApplicantStep[] {
  const cancelKey = cancelKeyOf(row) ?? 'cancel';
  const all: ApplicantStep[] = [
    { key: 'edit', event: EDIT, open: openEdit },
    {
      key: cancelKey,
      event: CANCEL,
      needsReason: true,
      danger: true,
      run: (reason) => api(reserveOrderCancel, { id: row.id, reason }),
    },
  ];
  return offeredOrderSteps(reserveOrderMachine, row.status, contextOf(row), all, () => true);
}

/**
 * Whether the order's room booking still stands ahead of the meeting — what the check-in code
 * is for: the order has a booking and its machine can still cancel it (`order.cancel`, or a
 * pending request's `order.confirmCancel`); served, settled, rejected and cancelled orders cannot.
 */
export function bookingStands(row: Pick<ReserveOrderRow, 'status' | 'cancelFrom' | 'reservationId'>): boolean {
  if (row.reservationId === null) return false;
  const ctx = contextOf(row);
  return (
    canStep(reserveOrderMachine, row.status, ctx, CANCEL) ||
    canStep(reserveOrderMachine, row.status, ctx, { type: 'order.confirmCancel' })
  );
}
