/**
 * Settling the sources of confirmed statements, each through its own lifecycle: a meeting
 * order `order.settle` (machines/reserve-order.machine), a food delivery `order.settle`
 * (machines/food-delivery-order.machine), a meal voucher `settled_at` and, once nothing of
 * its application is left open, the application's `voucher.settlement`
 * (closeSettledApplications). Sources already settled are skipped (settled on their own, or
 * through an earlier statement), as are late-cancellation charges (their order is cancelled).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { foodDeliveryOrderMachine } from '../../../machines/food-delivery-order.machine';
import { reserveOrderMachine } from '../../../machines/reserve-order.machine';
import type { Db } from '../../db/client';
import { mcFoodDeliveryOrder, mcMealVoucher, mcReserveOrder, mcSettlementItem } from '../../db/schema/index';
import type { SignedInContext } from '../../plugins/call-handler';
import { applyOrderStep } from '../catering/order-step';
import { notifyOrderStep } from '../message/order-messages';
import { closeSettledApplications } from '../meal-voucher/meal-voucher.handlers';

type Item = typeof mcSettlementItem.$inferSelect;

/** What settling a statement's sources changed (for the audit log). */
export interface SettledSources {
  reserveOrders: number[];
  foodDeliveries: number[];
  mealVouchers: number[];
  closedApplications: number[];
}

/** Settles meeting order `id` unless settled already. @throws AppError ORDER_STEP_NOT_ALLOWED */
async function settleReserveOrder(db: Db, id: number, now: Date, actorUserId: number): Promise<boolean> {
  const [order] = await db.select().from(mcReserveOrder).where(eq(mcReserveOrder.id, id)).for('update');
  if (!order || order.status === 'settled') return false;
  const step = applyOrderStep(
    reserveOrderMachine,
    { kind: 'reserveOrder', id, state: order.status, context: { cancelFrom: null } },
    { type: 'order.settle' },
  );
  await db
    .update(mcReserveOrder)
    .set({ status: String(step.value), settledAt: now, updatedAt: now })
    .where(eq(mcReserveOrder.id, id));
  await notifyOrderStep(db, 'reserveOrder', id, order.status, actorUserId);
  return true;
}

/** Settles food delivery `id` unless settled already. @throws AppError ORDER_STEP_NOT_ALLOWED */
async function settleFoodDelivery(db: Db, id: number, now: Date, actorUserId: number): Promise<boolean> {
  const [order] = await db.select().from(mcFoodDeliveryOrder).where(eq(mcFoodDeliveryOrder.id, id)).for('update');
  if (!order || order.state === 'settled') return false;
  const step = applyOrderStep(
    foodDeliveryOrderMachine,
    { kind: 'foodDelivery', id, state: order.state, context: { reason: order.reason } },
    { type: 'order.settle' },
  );
  await db
    .update(mcFoodDeliveryOrder)
    .set({ state: String(step.value), settledAt: now, updatedAt: now })
    .where(eq(mcFoodDeliveryOrder.id, id));
  await notifyOrderStep(db, 'foodDelivery', id, order.state, actorUserId);
  return true;
}

/**
 * Settles the sources of `items` (each source once, in id order).
 * @throws AppError ORDER_STEP_NOT_ALLOWED when an order's machine refuses `order.settle`
 */
export async function settleSources(ctx: SignedInContext, items: readonly Item[]): Promise<SettledSources> {
  const ids = (source: string) =>
    [...new Set(items.filter((i) => i.source === source && i.charge !== 'lateCancel').map((i) => i.sourceId))].sort(
      (a, b) => a - b,
    );
  const out: SettledSources = { reserveOrders: [], foodDeliveries: [], mealVouchers: [], closedApplications: [] };
  for (const id of ids('reserveOrder'))
    if (await settleReserveOrder(ctx.db, id, ctx.now, ctx.principal.userId)) out.reserveOrders.push(id);
  for (const id of ids('foodDelivery'))
    if (await settleFoodDelivery(ctx.db, id, ctx.now, ctx.principal.userId)) out.foodDeliveries.push(id);
  const vouchers = ids('mealVoucher');
  if (vouchers.length) {
    const settled = await ctx.db
      .update(mcMealVoucher)
      .set({ settledAt: ctx.now })
      .where(
        and(inArray(mcMealVoucher.id, vouchers), eq(mcMealVoucher.state, 'redeemed'), isNull(mcMealVoucher.settledAt)),
      )
      .returning({ id: mcMealVoucher.id, applicationId: mcMealVoucher.applicationId });
    out.mealVouchers = settled.map((v) => v.id).sort((a, b) => a - b);
    out.closedApplications = await closeSettledApplications(
      ctx,
      settled.map((v) => v.applicationId),
    );
  }
  return out;
}
