/**
 * Demo money of the club's cashier (docs/fitness-cashier.md): for the demo members `booker`,
 * `approver` and `member` (those present), desk sales of classes, private sessions, training and
 * other items over the last four days in cash and by bank card, a refund, classes attended on their
 * active cards, and the day before yesterday closed (its figures taken from its rows, 10 yuan short in
 * the drawer). Written inside the seed's transaction after the membership cards.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addIsoDays } from '../../platform/fitness/choose-card';
import type { SaleItemKind } from '../../platform/fitness/sale-items';
import { localDateOf } from '../modules/reserve/campus-time';
import type { Db } from './client';
import { clubCard, clubCardEvent, clubCoach, clubDayClose, clubPayMethod, clubPayment, sysUser } from './schema/index';

const ZONE = 'Asia/Shanghai';

/** The cents of the grouped ledger rows of `kind`, as SQL. */
const sumOf = (kind: string) =>
  sql<number>`coalesce(sum(case when ${clubPayment.kind} = ${kind} then ${clubPayment.amountCents} end), 0)::int`;

/** Writes the demo ledger rows, attendance and one closed day relative to `now`. */
export async function seedClubCashier(tx: Db, now: Date = new Date()): Promise<void> {
  const today = localDateOf(now, ZONE);
  const methods = await tx
    .select()
    .from(clubPayMethod)
    .where(inArray(clubPayMethod.code, ['cash', 'bankCard']));
  const cash = methods.find((m) => m.code === 'cash') ?? methods[0];
  const bank = methods.find((m) => m.code === 'bankCard') ?? cash;
  const [staff] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  const members = await tx
    .select({ id: sysUser.id, orgId: sysUser.orgId })
    .from(sysUser)
    .where(inArray(sysUser.account, ['booker', 'approver', 'member']));
  if (!cash || !staff || !members.length) return;
  const [coach] = await tx.select({ id: clubCoach.id }).from(clubCoach).limit(1);
  const sales: [number, SaleItemKind, string, number, boolean][] = [
    [3, 'class', '动感单车团课', 6000, true],
    [3, 'other', '毛巾', 1500, true],
    [2, 'private', '私教课 60 分钟', 30_000, false],
    [2, 'training', '减脂训练营', 80_000, false],
    [2, 'other', '运动饮料', 800, true],
    [1, 'class', '瑜伽团课', 5000, true],
    [1, 'private', '私教课 60 分钟', 30_000, false],
    [0, 'class', '普拉提团课', 5000, true],
  ];
  const rows = sales.map(([daysAgo, itemKind, description, cents, byCash], i) => {
    const m = members[i % members.length];
    const day = addIsoDays(today, -daysAgo);
    return {
      kind: 'sale',
      amountCents: cents,
      methodId: (byCash ? cash : bank).id,
      item: 'item',
      itemKind,
      description,
      coachId: itemKind === 'private' || itemKind === 'training' ? (coach?.id ?? null) : null,
      userId: m.id,
      orgId: m.orgId,
      staffUserId: staff.id,
      at: new Date(Date.parse(`${day}T02:00:00Z`) + i * 600_000),
      businessDay: day,
    };
  });
  // A drink given back the day it was sold (a refund row of the ledger).
  const refundDay = addIsoDays(today, -2);
  rows.push({
    ...rows[4],
    kind: 'refund',
    item: 'refund',
    description: '运动饮料（退）',
    at: new Date(Date.parse(`${refundDay}T06:00:00Z`)),
  });
  await tx.insert(clubPayment).values(rows);
  // Classes attended on the members' active cards.
  const cards = await tx
    .select({ id: clubCard.id })
    .from(clubCard)
    .where(
      and(
        inArray(
          clubCard.userId,
          members.map((m) => m.id),
        ),
        eq(clubCard.state, 'active'),
      ),
    )
    .limit(3);
  const kinds = ['league', 'private', 'training', 'league'];
  const uses = cards.flatMap((c, i) =>
    [1, 2].map((daysAgo, k) => ({
      cardId: c.id,
      kind: 'use',
      actorUserId: staff.id,
      stateBefore: 'active',
      stateAfter: 'active',
      reason: 'onlyCard',
      detail: { sceneId: null, courseKind: kinds[(i + k) % kinds.length] },
      at: new Date(Date.parse(`${addIsoDays(today, -daysAgo)}T03:00:00Z`)),
    })),
  );
  if (uses.length) await tx.insert(clubCardEvent).values(uses);
  // The day before yesterday closed from its rows.
  const figures = await tx
    .select({
      methodId: clubPayment.methodId,
      kind: clubPayMethod.kind,
      count: sql<number>`count(*)::int`,
      sales: sumOf('sale'),
      refunds: sumOf('refund'),
    })
    .from(clubPayment)
    .innerJoin(clubPayMethod, eq(clubPayMethod.id, clubPayment.methodId))
    .where(eq(clubPayment.businessDay, refundDay))
    .groupBy(clubPayment.methodId, clubPayMethod.kind);
  const totals = figures.map((f) => ({
    methodId: f.methodId,
    salesCents: Number(f.sales),
    refundsCents: Number(f.refunds),
    netCents: Number(f.sales) - Number(f.refunds),
    count: Number(f.count),
  }));
  const expected = figures
    .filter((f) => f.kind === 'cash')
    .reduce((s, f) => s + Number(f.sales) - Number(f.refunds), 0);
  await tx.insert(clubDayClose).values({
    day: refundDay,
    totals,
    salesCents: totals.reduce((s, t) => s + t.salesCents, 0),
    refundsCents: totals.reduce((s, t) => s + t.refundsCents, 0),
    expectedCashCents: expected,
    countedCashCents: expected - 1000,
    differenceCents: -1000,
    note: '现金短款 10 元',
    staffUserId: staff.id,
    at: new Date(Date.parse(`${refundDay}T13:00:00Z`)),
  });
}
