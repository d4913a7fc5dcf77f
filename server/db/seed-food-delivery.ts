/**
 * Demo food delivery (spec §7 foodDeliveryOrder, orderRule, applicantInfo): an enabled order
 * rule (two campus areas, minimum ¥30.00, ordering closes 60 minutes before the dining time
 * starts), two saved applicants of `booker`, and one order of `booker` (billed to the customer of
 * booker's organisation) in every state of
 * machines/food-delivery-order.machine.ts with dates that fit the state (waiting ones ahead,
 * the one out for delivery today, finished ones in the past). Its goods are its own: a root
 * merchandise category "送餐" (CN/EN/TC names, after the catalogue's categories) holding the
 * three delivery goods, whatever other categories exist. The dining times are looked up by
 * `name_cn` (the catalogue's 午餐 / 晚餐) and created when the catalogue's seed has not made
 * them. Written inside the seed's transaction, after the accounts and the catalogue.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import type { FoodDeliveryState } from '../../machines/food-delivery-order.machine';
import type { Db } from './client';
import {
  mcApplicantInfo,
  mcCustomer,
  mcFoodDeliveryOrder,
  mcFoodDeliveryOrderLine,
  mcMerchandise,
  mcMerchandiseCategory,
  mcOrderRule,
  mcTimeRange,
  sysUser,
} from './schema/index';

/** The demo delivery areas. */
export const DEMO_AREAS = ['East Campus Admin Building', 'West Campus Library'];

/** The delivery goods' own category (names CN, EN, TC). */
export const DELIVERY_CATEGORY = { nameCn: '送餐', nameEn: 'Food delivery', nameTc: '送餐' };
/** The delivery goods: names, unit, price in cents. */
export const DELIVERY_GOODS = [
  { nameCn: '工作餐', nameEn: 'Set lunch box', nameTc: '工作餐', unit: 'box', priceCents: 2500 },
  { nameCn: '矿泉水', nameEn: 'Mineral water', nameTc: '礦泉水', unit: 'bottle', priceCents: 300 },
  { nameCn: '果盘', nameEn: 'Fruit platter', nameTc: '果盤', unit: 'plate', priceCents: 4800 },
];
const RANGES = [
  { nameCn: '午餐', nameEn: 'Lunch', nameTc: '午餐', diningTypeCode: 'lunch', startTime: '11:30', endTime: '13:00' },
  { nameCn: '晚餐', nameEn: 'Dinner', nameTc: '晚餐', diningTypeCode: 'dinner', startTime: '17:30', endTime: '19:00' },
];

/**
 * The customer the demo deliveries are billed to: the internal customer of the booker's
 * organisation, else the first internal customer, else none (then they are not billed).
 */
async function billedCustomer(tx: Db, orgId: number | null): Promise<number | null> {
  const internal = await tx
    .select({ id: mcCustomer.id, orgId: mcCustomer.orgId })
    .from(mcCustomer)
    .where(eq(mcCustomer.kind, 'internal'))
    .orderBy(mcCustomer.sort, mcCustomer.id);
  return (internal.find((c) => orgId !== null && c.orgId === orgId) ?? internal[0])?.id ?? null;
}

/** Creates the delivery category at the root, sorted after the categories already there. */
async function deliveryCategory(tx: Db): Promise<number> {
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${mcMerchandiseCategory.sort}), -1)::int` })
    .from(mcMerchandiseCategory)
    .where(isNull(mcMerchandiseCategory.parentId));
  const [made] = await tx
    .insert(mcMerchandiseCategory)
    .values({ ...DELIVERY_CATEGORY, sort: last + 1 })
    .returning({ id: mcMerchandiseCategory.id });
  return made.id;
}

/** Campus date `days` from `now`. */
const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds the demo food delivery data (once: the seed runs it on an empty database). */
export async function seedFoodDelivery(tx: Db, now = new Date()): Promise<void> {
  const category = await deliveryCategory(tx);
  const goods = await tx
    .insert(mcMerchandise)
    .values(DELIVERY_GOODS.map((g, sort) => ({ ...g, categoryId: category, sort })))
    .returning();
  const ranges = [];
  for (const r of RANGES) {
    const [found] = await tx.select().from(mcTimeRange).where(eq(mcTimeRange.nameCn, r.nameCn));
    ranges.push(found ?? (await tx.insert(mcTimeRange).values(r).returning())[0]);
  }

  const [rule] = await tx.select({ id: mcOrderRule.id }).from(mcOrderRule).where(eq(mcOrderRule.status, 0));
  if (!rule) {
    await tx.insert(mcOrderRule).values({
      name: '默认送餐规则',
      cutoffKind: 'minutesBefore',
      cutoffMinutes: 60,
      cutoffTime: '17:00',
      minAmountCents: 3000,
      areas: DEMO_AREAS,
      remark: 'Orders close 60 minutes before the dining time starts.',
    });
  }

  const [booker] = await tx.select().from(sysUser).where(eq(sysUser.account, 'booker'));
  if (!booker) return;
  const customerId = await billedCustomer(tx, booker.orgId);
  await tx.insert(mcApplicantInfo).values([
    {
      userId: booker.id,
      name: booker.name,
      phone: booker.phone ?? '13800000001',
      area: DEMO_AREAS[0],
      address: 'Room 301',
      isDefault: true,
    },
    {
      userId: booker.id,
      name: booker.name,
      phone: booker.phone ?? '13800000001',
      area: DEMO_AREAS[1],
      address: 'Reading room 2',
    },
  ]);

  // One order per state; the day offset fits the state.
  const orders: [FoodDeliveryState, number][] = [
    ['submitted', 3],
    ['audited', 2],
    ['rejected', 1],
    ['deliveryInProgress', 0],
    ['delivered', -1],
    ['confirmed', -2],
    ['settled', -5],
    ['cancelled', -3],
  ];
  const stamps: Partial<Record<FoodDeliveryState, string[]>> = {
    audited: ['auditedAt'],
    rejected: ['rejectedAt'],
    deliveryInProgress: ['auditedAt', 'deliveringAt'],
    delivered: ['auditedAt', 'deliveringAt', 'deliveredAt'],
    confirmed: ['auditedAt', 'deliveringAt', 'deliveredAt', 'confirmedAt'],
    settled: ['auditedAt', 'deliveringAt', 'deliveredAt', 'confirmedAt', 'settledAt'],
    cancelled: ['cancelledAt'],
  };
  for (const [i, [state, offset]] of orders.entries()) {
    const date = dayFrom(now, offset);
    const range = ranges[i % ranges.length];
    const deliverAt = new Date(`${date}T${range.startTime}:00+08:00`);
    const orderedAt = new Date(deliverAt.getTime() - 2 * 86_400_000);
    const lines = [
      { g: goods[0], quantity: 2 + (i % 3) },
      { g: goods[1], quantity: 4 },
    ].map(({ g, quantity }) => ({
      merchandiseId: g.id,
      name: g.nameCn,
      unit: g.unit,
      unitPriceCents: g.priceCents,
      quantity,
      amountCents: g.priceCents * quantity,
    }));
    const stepAt = new Date(Math.min(deliverAt.getTime(), now.getTime()));
    const [order] = await tx
      .insert(mcFoodDeliveryOrder)
      .values({
        orderNo: `FD${date.replace(/-/g, '')}-D${String(i + 1).padStart(3, '0')}`,
        state,
        applicantUserId: booker.id,
        applicantName: booker.name,
        customerId,
        applicantPhone: booker.phone ?? '',
        deliveryDate: date,
        timeRangeId: range.id,
        timeRangeName: range.nameCn,
        startTime: range.startTime,
        endTime: range.endTime,
        deliverAt,
        area: DEMO_AREAS[i % 2],
        address: i % 2 ? 'Reading room 2' : 'Room 301',
        receiverName: booker.name,
        receiverPhone: booker.phone ?? '13800000001',
        totalCents: lines.reduce((s, l) => s + l.amountCents, 0),
        reason: state === 'rejected' ? 'Kitchen closed for inspection' : state === 'cancelled' ? 'Meeting moved' : null,
        createdAt: orderedAt,
        updatedAt: orderedAt,
        ...Object.fromEntries((stamps[state] ?? []).map((k) => [k, stepAt])),
      })
      .returning({ id: mcFoodDeliveryOrder.id });
    await tx.insert(mcFoodDeliveryOrderLine).values(lines.map((l) => ({ ...l, orderId: order.id })));
  }
}
