/**
 * Demo settlements (spec §7 meetingSettlement, cateringSettlement, summarySettlement), written
 * LAST in the seed's transaction over whatever orders and vouchers the other seeds made:
 *
 * 1. every source already settled (meeting orders `settled`, food deliveries `settled`,
 *    redeemed vouchers with `settled_at`) is billed (server/modules/settlement/billing.ts), and
 *    the pending statements whose items are all settled are confirmed by the `catering`
 *    account — without settling anything again;
 * 2. the summaries of the earliest month so confirmed are invoiced (`INV-<period>-<id>`);
 * 3. every source billable but not yet settled (meeting orders `served`, food deliveries
 *    `confirmed`, redeemed vouchers not settled) is billed: these stay pending (a month
 *    whose statements were confirmed in step 1 gets its next statement).
 *
 * Sources without a customer are not billed; a source billed already is left alone.
 *
 * What the demo's organisations then see on the terminal (/settlement, /cateringSettlement; the
 * customers of seed-catering-catalogue.ts, the orders of seed-reserve-orders.ts and
 * seed-food-delivery.ts): the booker's school (customer "School of Computer Science") a confirmed
 * meeting statement (its settled budget review) and catering statements of its deliveries, pending
 * and confirmed; the approver's department (customer "Sports Department") a pending meeting
 * statement (its served staff meeting) that the approver, holding mc:settlement:orgConfirm, may
 * confirm; the administration office the catering statements of its meal vouchers.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from './client';
import {
  mcFoodDeliveryOrder,
  mcMealVoucher,
  mcReserveOrder,
  mcSettlement,
  mcSettlementItem,
  sysUser,
} from './schema/index';
import { localDateOf } from '../modules/reserve/campus-time';
import { billFoodDelivery, billMealVoucher, billReserveOrder } from '../modules/settlement/hooks';

/** Bills the meeting orders, food deliveries and redeemed vouchers that are settled (`settled`) or not. */
async function billAll(tx: Db, settled: boolean, now: Date): Promise<void> {
  const orders = await tx
    .select()
    .from(mcReserveOrder)
    .where(eq(mcReserveOrder.status, settled ? 'settled' : 'served'))
    .orderBy(asc(mcReserveOrder.id));
  for (const o of orders) await billReserveOrder(tx, o, 'full', 100, now);
  const deliveries = await tx
    .select()
    .from(mcFoodDeliveryOrder)
    .where(eq(mcFoodDeliveryOrder.state, settled ? 'settled' : 'confirmed'))
    .orderBy(asc(mcFoodDeliveryOrder.id));
  for (const d of deliveries) await billFoodDelivery(tx, d, 'full', 100, now);
  const vouchers = await tx
    .select({ id: mcMealVoucher.id })
    .from(mcMealVoucher)
    .where(
      and(
        eq(mcMealVoucher.state, 'redeemed'),
        settled ? isNotNull(mcMealVoucher.settledAt) : isNull(mcMealVoucher.settledAt),
      ),
    )
    .orderBy(asc(mcMealVoucher.id));
  for (const v of vouchers) await billMealVoucher(tx, v.id, now);
}

/** True when the source of `item` is settled already. */
async function isSettled(tx: Db, item: typeof mcSettlementItem.$inferSelect): Promise<boolean> {
  if (item.source === 'reserveOrder') {
    const [o] = await tx.select().from(mcReserveOrder).where(eq(mcReserveOrder.id, item.sourceId));
    return o?.status === 'settled';
  }
  if (item.source === 'foodDelivery') {
    const [o] = await tx.select().from(mcFoodDeliveryOrder).where(eq(mcFoodDeliveryOrder.id, item.sourceId));
    return o?.state === 'settled';
  }
  const [v] = await tx.select().from(mcMealVoucher).where(eq(mcMealVoucher.id, item.sourceId));
  return v?.settledAt != null;
}

/** Seeds the demo statements (see the module comment). */
export async function seedSettlements(tx: Db): Promise<void> {
  const now = new Date();
  const [staff] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'catering'));
  await billAll(tx, true, now);
  const pending = await tx
    .select()
    .from(mcSettlement)
    .where(eq(mcSettlement.state, 'pending'))
    .orderBy(asc(mcSettlement.id));
  const confirmed: (typeof mcSettlement.$inferSelect)[] = [];
  for (const s of pending) {
    const items = await tx.select().from(mcSettlementItem).where(eq(mcSettlementItem.settlementId, s.id));
    let all = items.length > 0;
    for (const item of items) all = all && (await isSettled(tx, item));
    if (all) confirmed.push(s);
  }
  if (confirmed.length)
    await tx
      .update(mcSettlement)
      .set({ state: 'confirmed', confirmedAt: now, confirmedBy: staff?.id ?? null, updatedAt: now })
      .where(
        inArray(
          mcSettlement.id,
          confirmed.map((s) => s.id),
        ),
      );
  const summaries = confirmed.filter((s) => s.kind === 'summary');
  const earliest = summaries.map((s) => s.period).sort()[0];
  for (const s of summaries.filter((x) => x.period === earliest)) {
    const [row] = await tx.select().from(mcSettlement).where(eq(mcSettlement.id, s.id));
    await tx
      .update(mcSettlement)
      .set({
        state: 'invoiced',
        invoiceNo: `INV-${s.period.replace('-', '')}-${String(s.id).padStart(4, '0')}`,
        invoiceDate: localDateOf(now, 'Asia/Shanghai'),
        invoiceAmountCents: row.amountCents,
        invoicedAt: now,
        invoicedBy: staff?.id ?? null,
        updatedAt: now,
      })
      .where(eq(mcSettlement.id, s.id));
  }
  await billAll(tx, false, now);
}
