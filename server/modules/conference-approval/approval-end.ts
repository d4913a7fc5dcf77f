/**
 * What the end of a conference-centre record's department approval does to the record (spec §2
 * variant 5 /auditing): registered with the process engine when this module loads, run in the
 * transaction that ends the process, on the record's row locked `for update`, each step through
 * the record's machine (server/modules/catering/order-step.ts):
 * - approved → the department's audit step: a meeting service order `order.audit` (submitted →
 *   audited), a food-delivery order `order.audit` (submitted → audited), a meal-voucher
 *   application `voucher.audit` approving (submitted → audited; the finance and the centre's
 *   later audits stay with the staff);
 * - rejected → `order.reject` / `voucher.audit` rejecting, with the approver's comment as the
 *   record's reason; a meeting order's room booking is released;
 * - withdrawn (the applicant withdrew the process) → the record's cancel step (a meeting order's
 *   booking released).
 * A record no longer `submitted` (the staff audited it, its applicant cancelled it — which closed
 * the process without this hook) is left as it is; so is a meal-voucher application rejected
 * without a comment (a time limit's rejection): its machine needs a reason, the staff decide it.
 */
import { and, eq } from 'drizzle-orm';
import { foodDeliveryOrderMachine, type FoodDeliveryEvent } from '../../../machines/food-delivery-order.machine';
import { mealVoucherMachine, type MealVoucherEvent } from '../../../machines/meal-voucher.machine';
import { reserveOrderMachine, type ReserveOrderEvent } from '../../../machines/reserve-order.machine';
import type { Db } from '../../db/client';
import { mcFoodDeliveryOrder, mcMealVoucherApp, mcReserveOrder } from '../../db/schema/index';
import { applyOrderStep } from '../catering/order-step';
import { accepts, applyReservationEvent } from '../reserve/reservation-lifecycle';
import { lockReservations, markCancelled } from '../reserve/reserve.queries';
import { onProcessEnd, type ProcessEndHook } from '../workflow/process-engine';

/** How a record's process ended (the engine's end record). */
export type ApprovalEnd = Parameters<ProcessEndHook>[1];

/** The state every department approval starts from. */
const SUBMITTED = 'submitted';

/** Cancels a meeting order's room booking when the booking's machine still accepts it. */
async function releaseBooking(db: Db, reservationId: number | null, now: Date): Promise<void> {
  if (reservationId === null) return;
  const [row] = await lockReservations(db, [reservationId]);
  if (!row || !accepts(row, { type: 'reservation.cancel', now: now.getTime() })) return;
  applyReservationEvent(row, { type: 'reservation.cancel', now: now.getTime() });
  await markCancelled(db, [reservationId], now);
}

/** Applies the end of a meeting service order's approval (see the module comment). */
export async function applyReserveOrderApproval(db: Db, end: ApprovalEnd): Promise<void> {
  const id = Number(end.businessKey);
  const [order] = await db.select().from(mcReserveOrder).where(eq(mcReserveOrder.id, id)).for('update');
  if (!order || order.status !== SUBMITTED) return;
  const event: ReserveOrderEvent =
    end.outcome === 'approved'
      ? { type: 'order.audit' }
      : end.outcome === 'rejected'
        ? { type: 'order.reject' }
        : { type: 'order.cancel' };
  const next = String(
    applyOrderStep(
      reserveOrderMachine,
      { kind: 'reserveOrder', id, state: order.status, context: { cancelFrom: null } },
      event,
    ).value,
  );
  const stamps =
    next === 'audited'
      ? { auditedAt: end.now }
      : next === 'cancelled'
        ? { cancelledAt: end.now }
        : { reason: end.comment ?? order.reason };
  await db
    .update(mcReserveOrder)
    .set({ status: next, updatedAt: end.now, ...stamps })
    .where(eq(mcReserveOrder.id, id));
  if (next !== 'audited') await releaseBooking(db, order.reservationId, end.now);
}

/** Applies the end of a food-delivery order's approval (see the module comment). */
export async function applyFoodDeliveryApproval(db: Db, end: ApprovalEnd): Promise<void> {
  const id = Number(end.businessKey);
  const [order] = await db.select().from(mcFoodDeliveryOrder).where(eq(mcFoodDeliveryOrder.id, id)).for('update');
  if (!order || order.state !== SUBMITTED) return;
  const event: FoodDeliveryEvent =
    end.outcome === 'approved'
      ? { type: 'order.audit' }
      : end.outcome === 'rejected'
        ? { type: 'order.reject', reason: end.comment ?? '' }
        : { type: 'order.cancel' };
  const next = applyOrderStep(
    foodDeliveryOrderMachine,
    { kind: 'foodDelivery', id, state: order.state, context: { reason: null } },
    event,
  );
  const state = String(next.value);
  const stamp = { audited: 'auditedAt', rejected: 'rejectedAt', cancelled: 'cancelledAt' }[state];
  await db
    .update(mcFoodDeliveryOrder)
    .set({
      state,
      reason: next.context.reason ?? order.reason,
      updatedAt: end.now,
      ...(stamp ? { [stamp]: end.now } : {}),
    })
    .where(and(eq(mcFoodDeliveryOrder.id, id), eq(mcFoodDeliveryOrder.state, SUBMITTED)));
}

/** Applies the end of a meal-voucher application's department approval (see the module comment). */
export async function applyMealVoucherApproval(db: Db, end: ApprovalEnd): Promise<void> {
  const id = Number(end.businessKey);
  const [app] = await db.select().from(mcMealVoucherApp).where(eq(mcMealVoucherApp.id, id)).for('update');
  if (!app || app.state !== SUBMITTED) return;
  const reason = end.comment?.trim() || null;
  if (end.outcome === 'rejected' && !reason) return;
  const event: MealVoucherEvent =
    end.outcome === 'approved'
      ? { type: 'voucher.audit', approve: true }
      : end.outcome === 'rejected'
        ? { type: 'voucher.audit', approve: false, reason: reason! }
        : { type: 'voucher.cancel' };
  const next = String(
    applyOrderStep(mealVoucherMachine, { kind: 'mealVoucher', id, state: app.state, context: {} }, event).value,
  );
  const patch =
    next === 'audited' ? { auditedAt: end.now } : next === 'cancelled' ? { cancelledAt: end.now } : { reason };
  await db
    .update(mcMealVoucherApp)
    .set({ ...patch, state: next, updatedAt: end.now })
    .where(and(eq(mcMealVoucherApp.id, id), eq(mcMealVoucherApp.state, SUBMITTED)));
}

onProcessEnd('RESERVE_ORDER', applyReserveOrderApproval);
onProcessEnd('FOOD_DELIVERY', applyFoodDeliveryApproval);
onProcessEnd('MEAL_VOUCHER', applyMealVoucherApproval);
