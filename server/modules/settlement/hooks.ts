/**
 * The billing hooks of the order steps (spec §7 ruleCatering, server/db/schema/settlement.ts):
 * one call from each step that makes a source billable, in the step's transaction.
 *
 * - meeting order: `served` bills its total (a no-show: `noShowPercent` of it, charge
 *   `noShow`); `cancelled` after its audit less than `lateCancelHours` before its start bills
 *   `lateCancelPercent` (charge `lateCancel`); `settled` on its own leaves its pending statements;
 * - food delivery: `confirmed` bills its total; `cancelled` after its audit inside the late
 *   window bills the late-cancellation charge; `settled` on its own leaves its pending statements;
 * - meal voucher: a redeemed voucher bills its price.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  mcCateringRule,
  mcFoodDeliveryOrder,
  mcMealVoucher,
  mcMealVoucherApp,
  mcReserveOrder,
  mcTicketType,
} from '../../db/schema/index';
import { localDateOf } from '../reserve/campus-time';
import { billSource, unbillSource } from './billing';

/** The campus's zone: service dates and billing months are its local dates. */
export const CAMPUS_ZONE = 'Asia/Shanghai';

/** The billing rule as stored (row 1; the migration inserts it). */
export type CateringRuleRecord = typeof mcCateringRule.$inferSelect;

/** The billing rule; its column defaults when the row is missing. */
export async function loadRule(
  db: Db,
): Promise<Pick<CateringRuleRecord, 'lateCancelHours' | 'lateCancelPercent' | 'noShowPercent'>> {
  const [rule] = await db.select().from(mcCateringRule).where(eq(mcCateringRule.id, 1));
  return rule ?? { lateCancelHours: 24, lateCancelPercent: 50, noShowPercent: 100 };
}

/** True when a cancellation at `now` of a service starting at `start` is late: less than `hours` before it. */
export function isLate(start: Date, now: Date, hours: number): boolean {
  return start.getTime() - now.getTime() < hours * 3_600_000;
}

type ReserveOrder = typeof mcReserveOrder.$inferSelect;
type FoodOrder = typeof mcFoodDeliveryOrder.$inferSelect;

/** Bills meeting order `order` with `charge` at `percent` of its total. */
export function billReserveOrder(
  db: Db,
  order: ReserveOrder,
  charge: 'full' | 'lateCancel' | 'noShow',
  percent: number,
  now: Date,
) {
  return billSource(db, {
    kind: 'meeting',
    source: 'reserveOrder',
    sourceId: order.id,
    sourceNo: order.orderNo,
    customerId: order.customerId,
    serviceDate: localDateOf(order.startAt, CAMPUS_ZONE),
    description: order.subject,
    baseCents: order.totalCents,
    charge,
    percent,
    now,
  });
}

/** Bills food delivery `order` with `charge` at `percent` of its total. */
export function billFoodDelivery(db: Db, order: FoodOrder, charge: 'full' | 'lateCancel', percent: number, now: Date) {
  return billSource(db, {
    kind: 'catering',
    source: 'foodDelivery',
    sourceId: order.id,
    sourceNo: order.orderNo,
    customerId: order.customerId,
    serviceDate: order.deliveryDate,
    description: `${order.timeRangeName} ${order.address}`.trim(),
    baseCents: order.totalCents,
    charge,
    percent,
    now,
  });
}

/**
 * The billing of meeting order `orderId` after a step (reserve-order handlers): see the
 * module comment. `noShow` marks a `served` step as a no-show.
 */
export async function onReserveOrderStep(db: Db, orderId: number, now: Date, opts: { noShow?: boolean } = {}) {
  const [order] = await db.select().from(mcReserveOrder).where(eq(mcReserveOrder.id, orderId));
  if (!order) return;
  if (order.status === 'settled') {
    await unbillSource(db, 'reserveOrder', [order.id], now);
    return;
  }
  const rule = await loadRule(db);
  if (order.status === 'served') {
    if (opts.noShow) await billReserveOrder(db, order, 'noShow', rule.noShowPercent, now);
    else await billReserveOrder(db, order, 'full', 100, now);
  } else if (order.status === 'cancelled' && order.auditedAt && isLate(order.startAt, now, rule.lateCancelHours)) {
    await billReserveOrder(db, order, 'lateCancel', rule.lateCancelPercent, now);
  }
}

/** The billing of food delivery `order` (as stored after a step): see the module comment. */
export async function onFoodDeliveryStep(db: Db, order: FoodOrder, now: Date) {
  if (order.state === 'settled') {
    await unbillSource(db, 'foodDelivery', [order.id], now);
    return;
  }
  if (order.state === 'confirmed') {
    await billFoodDelivery(db, order, 'full', 100, now);
    return;
  }
  if (order.state !== 'cancelled' || !order.auditedAt) return;
  const rule = await loadRule(db);
  if (isLate(order.deliverAt, now, rule.lateCancelHours))
    await billFoodDelivery(db, order, 'lateCancel', rule.lateCancelPercent, now);
}

/** Bills redeemed meal voucher `voucherId` at its price (its application's customer, its redemption day). */
export async function billMealVoucher(db: Db, voucherId: number, now: Date) {
  const [row] = await db
    .select({ voucher: mcMealVoucher, customerId: mcMealVoucherApp.customerId, typeName: mcTicketType.nameCn })
    .from(mcMealVoucher)
    .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
    .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucher.ticketTypeId))
    .where(eq(mcMealVoucher.id, voucherId));
  if (!row || row.voucher.state !== 'redeemed' || !row.voucher.redeemedAt) return [];
  return billSource(db, {
    kind: 'catering',
    source: 'mealVoucher',
    sourceId: row.voucher.id,
    sourceNo: row.voucher.code,
    customerId: row.customerId,
    serviceDate: localDateOf(row.voucher.redeemedAt, CAMPUS_ZONE),
    description: row.typeName,
    baseCents: row.voucher.priceCents,
    charge: 'full',
    percent: 100,
    now,
  });
}
