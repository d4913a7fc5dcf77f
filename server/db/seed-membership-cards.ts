/**
 * Demo membership cards (docs/fitness.md): card types of each kind — a period card, a
 * first-visit ten-use card, a period card capped per week, a stored-value card, a badminton
 * off-peak card (scene and hours) and a private-lesson card — and, for the demo members
 * `booker`, `approver` and `member` (the last only when that account exists at seed time;
 * skipped silently otherwise), cards in every state: active, pending activation, frozen
 * (a leave from today), expired, transferred (with the card it became) and refunded. Each
 * card carries the events and payments its history implies. Written inside the seed's
 * transaction, after the accounts, the scenes and the migration's payment methods.
 */
import { eq, inArray } from 'drizzle-orm';
import { CardTypeRules } from '../../platform/fitness/card-rules';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { localDateOf } from '../modules/reserve/campus-time';
import type { Db } from './client';
import { clubCard, clubCardEvent, clubCardType, clubPayment, clubPayMethod, scene, sysUser } from './schema/index';

const ZONE = 'Asia/Shanghai';
const OPEN_RULES = CardTypeRules.parse({
  renew: { allowed: true },
  upgrade: { allowed: true, windowDays: 7 },
  transfer: { allowed: true, maxTimes: 1, feeCents: 5000 },
  delay: { allowed: true, feeCents: 2000, maxDays: 30 },
  leave: {
    allowed: true,
    quota: [
      { minValidDays: 0, days: 7 },
      { minValidDays: 90, days: 15 },
      { minValidDays: 365, days: 30 },
    ],
    minDays: 3,
    maxTimes: 3,
    reasons: ['illness', 'travel', 'work'],
    feeCents: 0,
    approvalRequired: false,
  },
  refund: { allowed: true, to: 'original', partial: true },
});
const ALL = { sceneIds: null, courseKinds: null, hours: null };

/** Writes the demo card types and cards relative to `now`. */
export async function seedMembershipCards(tx: Db, now: Date = new Date()): Promise<void> {
  const today = localDateOf(now, ZONE);
  const [badminton] = await tx.select({ id: scene.id }).from(scene).where(eq(scene.code, 'badminton'));
  const offPeak: [number, number][] = [[8 * 60, 17 * 60]];
  const types = await tx
    .insert(clubCardType)
    .values([
      {
        nameCn: '健身月卡',
        nameEn: 'Gym month card',
        nameTc: '健身月卡',
        validDays: 30,
        admits: ALL,
        priceCents: 30_000,
        rules: OPEN_RULES,
        sort: 1,
      },
      {
        nameCn: '健身十次卡',
        nameEn: 'Gym ten-visit card',
        nameTc: '健身十次卡',
        validDays: 90,
        uses: 10,
        activation: 'firstVisit',
        activationDeadlineDays: 30,
        admits: ALL,
        priceCents: 40_000,
        rules: OPEN_RULES,
        sort: 2,
      },
      {
        nameCn: '健身季卡（每周三次）',
        nameEn: 'Gym quarter card (3 a week)',
        nameTc: '健身季卡（每週三次）',
        validDays: 90,
        weekCap: 3,
        admits: ALL,
        priceCents: 60_000,
        rules: OPEN_RULES,
        sort: 3,
      },
      {
        nameCn: '储值卡',
        nameEn: 'Stored-value card',
        nameTc: '儲值卡',
        valueCents: 100_000,
        admits: ALL,
        priceCents: 100_000,
        rules: CardTypeRules.parse({ refund: { allowed: true, to: 'original', partial: true } }),
        sort: 4,
      },
      {
        nameCn: '羽毛球闲时卡',
        nameEn: 'Badminton off-peak card',
        nameTc: '羽毛球閒時卡',
        validDays: 180,
        uses: 40,
        monthCap: 10,
        admits: {
          sceneIds: badminton ? [badminton.id] : null,
          courseKinds: null,
          hours: { '1': offPeak, '2': offPeak, '3': offPeak, '4': offPeak, '5': offPeak },
        },
        priceCents: 80_000,
        rules: OPEN_RULES,
        sort: 5,
      },
      {
        nameCn: '私教课卡',
        nameEn: 'Private lesson card',
        nameTc: '私教課卡',
        validDays: 180,
        uses: 12,
        admits: { sceneIds: null, courseKinds: ['private' as const], hours: null },
        priceCents: 360_000,
        rules: OPEN_RULES,
        sort: 6,
      },
    ])
    .returning();
  const [month, tenVisits, quarter, value] = types;
  const [cash] = await tx.select({ id: clubPayMethod.id }).from(clubPayMethod).where(eq(clubPayMethod.code, 'cash'));
  const [staff] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  const members = await tx
    .select({ id: sysUser.id, account: sysUser.account, orgId: sysUser.orgId })
    .from(sysUser)
    .where(inArray(sysUser.account, ['booker', 'approver', 'member']));
  if (!cash || !staff) return;
  let n = 0;
  /** One card with its buy event and sale, plus `more` events; answers its id. */
  const card = async (
    m: (typeof members)[number],
    type: (typeof types)[number],
    fields: Partial<typeof clubCard.$inferInsert>,
    boughtDaysAgo: number,
    more: Omit<typeof clubCardEvent.$inferInsert, 'cardId'>[] = [],
  ) => {
    n += 1;
    const at = new Date(now.getTime() - boughtDaysAgo * 86_400_000);
    const [row] = await tx
      .insert(clubCard)
      .values({
        cardNo: `MC9${String(n).padStart(7, '0')}`,
        typeId: type.id,
        userId: m.id,
        orgId: m.orgId,
        state: 'active',
        usesLeft: type.uses,
        valueLeftCents: type.valueCents,
        pricePaidCents: type.priceCents,
        createdAt: at,
        ...fields,
      })
      .returning();
    const [buy] = await tx
      .insert(clubCardEvent)
      .values({
        cardId: row.id,
        kind: 'buy',
        actorUserId: staff.id,
        stateBefore: null,
        stateAfter: type.activation === 'firstVisit' ? 'pendingActivation' : 'active',
        amountCents: type.priceCents,
        endsAfter: type.activation === 'firstVisit' ? null : row.endsOn,
        at,
      })
      .returning();
    await tx.insert(clubPayment).values({
      kind: 'sale',
      amountCents: type.priceCents,
      methodId: cash.id,
      item: 'buy',
      cardId: row.id,
      eventId: buy.id,
      userId: m.id,
      orgId: m.orgId,
      staffUserId: staff.id,
      at,
      businessDay: localDateOf(at, ZONE),
    });
    if (more.length) await tx.insert(clubCardEvent).values(more.map((e) => ({ ...e, cardId: row.id })));
    return row.id;
  };
  for (const m of members) {
    const other = members.find((o) => o.id !== m.id) ?? m;
    const started = addIsoDays(today, -10);
    await card(m, month, { startsOn: started, endsOn: addIsoDays(started, 29) }, 10);
    await card(m, tenVisits, { state: 'pendingActivation', activateBy: addIsoDays(today, 28) }, 2);
    const frozenEnds = addIsoDays(addIsoDays(today, -20), 89 + 5);
    await card(
      m,
      quarter,
      {
        state: 'frozen',
        startsOn: addIsoDays(today, -20),
        endsOn: frozenEnds,
        frozenFrom: today,
        frozenUntil: addIsoDays(today, 4),
        leaves: 1,
        leaveDays: 5,
      },
      20,
      [
        {
          kind: 'leave',
          actorUserId: staff.id,
          stateBefore: 'active',
          stateAfter: 'frozen',
          days: 5,
          endsBefore: addIsoDays(frozenEnds, -5),
          endsAfter: frozenEnds,
          fromOn: today,
          toOn: addIsoDays(today, 4),
          reason: 'travel',
          at: now,
        },
      ],
    );
    const oldStart = addIsoDays(today, -60);
    await card(m, month, { state: 'expired', startsOn: oldStart, endsOn: addIsoDays(oldStart, 29) }, 60, [
      {
        kind: 'expire',
        stateBefore: 'active',
        stateAfter: 'expired',
        endsBefore: addIsoDays(oldStart, 29),
        endsAfter: addIsoDays(oldStart, 29),
        at: now,
      },
    ]);
    await card(m, value, { valueLeftCents: 62_000 }, 30);
    const refunded = await card(
      m,
      month,
      { state: 'refunded', startsOn: addIsoDays(today, -5), endsOn: addIsoDays(today, 24) },
      5,
      [
        {
          kind: 'refund',
          actorUserId: staff.id,
          stateBefore: 'active',
          stateAfter: 'refunded',
          amountCents: 25_000,
          reason: 'moving away',
          at: now,
        },
      ],
    );
    await tx.insert(clubPayment).values({
      kind: 'refund',
      amountCents: 25_000,
      methodId: cash.id,
      item: 'refund',
      cardId: refunded,
      userId: m.id,
      orgId: m.orgId,
      staffUserId: staff.id,
      at: now,
      businessDay: today,
    });
    if (other.id !== m.id) {
      const tStart = addIsoDays(today, -3);
      const from = await card(m, month, { state: 'transferred', startsOn: tStart, endsOn: addIsoDays(tStart, 29) }, 3);
      await card(
        other,
        month,
        { startsOn: tStart, endsOn: addIsoDays(tStart, 29), transfers: 1, transferredFromId: from, pricePaidCents: 0 },
        0,
        [
          {
            kind: 'transfer',
            actorUserId: staff.id,
            stateBefore: null,
            stateAfter: 'active',
            otherCardId: from,
            at: now,
          },
        ],
      );
      await tx.insert(clubCardEvent).values({
        cardId: from,
        kind: 'transfer',
        actorUserId: staff.id,
        stateBefore: 'active',
        stateAfter: 'transferred',
        feeCents: 5000,
        at: now,
      });
    }
  }
}
