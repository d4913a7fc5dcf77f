/**
 * Demo data of private sessions and fitness tests (docs/fitness-private.md): every demo coach's
 * weekly hours (Mon–Fri 09:00–12:00 and 14:00–20:00, Saturday 09:00–17:00), buffer 10 min, cancel
 * window 24 h, 60 and 90 minute sessions; a coming leave of the second coach; two test types (body
 * composition, endurance); the demo member's private sessions with coach Li Ming (the `coach`
 * account) — attended, no-show, cancelled in time, booked — and tests with results over four
 * months. Sessions within the member's month card's validity are paid by it (their `use` events).
 */
import { and, eq } from 'drizzle-orm';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { campusInstant } from '../../platform/fitness/private-slots';
import { localDateOf } from '../modules/reserve/campus-time';
import type { Db } from './client';
import {
  clubCard,
  clubCardEvent,
  clubCardType,
  clubCoach,
  clubCoachBlock,
  clubCoachSetting,
  clubPrivateSession,
  clubTestResult,
  clubTestType,
  sysUser,
} from './schema/index';

const DAY: [number, number][] = [
  [9 * 60, 12 * 60],
  [14 * 60, 20 * 60],
];

/** Writes the demo availability, test types, sessions and results (after seedMembershipCards). */
export async function seedPrivateSessions(tx: Db, now: Date = new Date()): Promise<void> {
  const today = localDateOf(now, 'Asia/Shanghai');
  const coaches = await tx.select().from(clubCoach).orderBy(clubCoach.id);
  if (!coaches.length) return;
  await tx.insert(clubCoachSetting).values(
    coaches.map((c) => ({
      coachId: c.id,
      hours: { '1': DAY, '2': DAY, '3': DAY, '4': DAY, '5': DAY, '6': [[9 * 60, 17 * 60]] as [number, number][] },
      lengths: [
        { minutes: 60, priceCents: 30_000 },
        { minutes: 90, priceCents: 42_000 },
      ],
    })),
  );
  if (coaches[1])
    await tx.insert(clubCoachBlock).values({
      coachId: coaches[1].id,
      fromAt: new Date(campusInstant(addIsoDays(today, 7), 0)),
      toAt: new Date(campusInstant(addIsoDays(today, 10), 0)),
      reason: 'Annual leave',
    });
  const [body, endurance] = await tx
    .insert(clubTestType)
    .values([
      {
        nameCn: '体成分测试',
        nameEn: 'Body composition',
        nameTc: '體成分測試',
        minutes: 30,
        sort: 1,
        fields: [
          {
            key: 'weight',
            labelCn: '体重',
            labelEn: 'Weight',
            labelTc: '體重',
            unit: 'kg',
            kind: 'number',
            min: 20,
            max: 300,
          },
          {
            key: 'bodyFat',
            labelCn: '体脂率',
            labelEn: 'Body fat',
            labelTc: '體脂率',
            unit: '%',
            kind: 'number',
            min: 2,
            max: 70,
          },
          { key: 'bmi', labelCn: 'BMI', labelEn: 'BMI', labelTc: 'BMI', unit: '', kind: 'number', min: 10, max: 60 },
        ],
      },
      {
        nameCn: '耐力测试',
        nameEn: 'Endurance',
        nameTc: '耐力測試',
        minutes: 30,
        sort: 2,
        fields: [
          {
            key: 'run12',
            labelCn: '12 分钟跑',
            labelEn: '12-minute run',
            labelTc: '12 分鐘跑',
            unit: 'm',
            kind: 'number',
            min: 0,
            max: 6000,
          },
          {
            key: 'restingHr',
            labelCn: '静息心率',
            labelEn: 'Resting heart rate',
            labelTc: '靜息心率',
            unit: 'bpm',
            kind: 'number',
            min: 30,
            max: 220,
          },
          {
            key: 'note',
            labelCn: '评语',
            labelEn: 'Note',
            labelTc: '評語',
            unit: '',
            kind: 'text',
            min: null,
            max: null,
          },
        ],
      },
    ])
    .returning();
  const [member] = await tx.select().from(sysUser).where(eq(sysUser.account, 'member'));
  const [admin] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'admin'));
  const coach = coaches.find((c) => c.displayName === 'Li Ming') ?? coaches[0];
  if (!member) return;
  const [monthCard] = await tx
    .select({ id: clubCard.id, startsOn: clubCard.startsOn, endsOn: clubCard.endsOn })
    .from(clubCard)
    .innerJoin(clubCardType, eq(clubCardType.id, clubCard.typeId))
    .where(
      and(eq(clubCard.userId, member.id), eq(clubCard.state, 'active'), eq(clubCardType.nameEn, 'Gym month card')),
    );

  /** One session of the member with Li Ming on `days` from today at `minute`; answers its id. */
  const session = async (
    days: number,
    minute: number,
    state: string,
    test?: { typeId: number; values: Record<string, number | string> },
  ) => {
    const date = addIsoDays(today, days);
    const start = campusInstant(date, minute);
    const minutes = test ? 30 : 60;
    const paid = monthCard && monthCard.startsOn! <= date && date <= monthCard.endsOn!;
    const bookedAt = new Date(Math.min(start - 3 * 86_400_000, now.getTime()));
    const [row] = await tx
      .insert(clubPrivateSession)
      .values({
        kind: test ? 'test' : 'private',
        coachId: coach.id,
        userId: member.id,
        orgId: member.orgId,
        testTypeId: test?.typeId ?? null,
        startAt: new Date(start),
        endAt: new Date(start + minutes * 60_000),
        busyUntil: new Date(start + (minutes + 10) * 60_000),
        minutes,
        priceCents: test ? 0 : 30_000,
        state,
        bookedBy: member.id,
        cardId: paid ? monthCard.id : null,
        markedBy: state === 'attended' || state === 'noShow' ? (admin?.id ?? null) : null,
        markedAt: state === 'attended' || state === 'noShow' ? new Date(start) : null,
        cancelledBy: state === 'cancelled' ? member.id : null,
        cancelledAt: state === 'cancelled' ? now : null,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning();
    if (paid) {
      const [use] = await tx
        .insert(clubCardEvent)
        .values({
          cardId: monthCard.id,
          kind: 'use',
          actorUserId: member.id,
          stateBefore: 'active',
          stateAfter: 'active',
          reason: 'onlyCard',
          detail: { sceneId: null, courseKind: test ? 'test' : 'private', sessionId: row.id },
          at: bookedAt,
        })
        .returning();
      let returnEventId: number | null = null;
      if (state === 'cancelled') {
        const [credit] = await tx
          .insert(clubCardEvent)
          .values({
            cardId: monthCard.id,
            kind: 'useReturn',
            actorUserId: member.id,
            stateBefore: 'active',
            stateAfter: 'active',
            reason: 'sessionCancelled',
            detail: { useEventId: use.id, sessionId: row.id },
            at: now,
          })
          .returning();
        returnEventId = credit.id;
      }
      await tx
        .update(clubPrivateSession)
        .set({ useEventId: use.id, returnEventId })
        .where(eq(clubPrivateSession.id, row.id));
    }
    if (test)
      await tx
        .insert(clubTestResult)
        .values({ sessionId: row.id, values: test.values, recordedBy: admin?.id ?? null, recordedAt: new Date(start) });
    return row.id;
  };
  await session(-8, 10 * 60, 'attended');
  await session(-5, 10 * 60, 'noShow');
  await session(3, 15 * 60, 'cancelled');
  await session(2, 10 * 60, 'booked');
  await session(9, 10 * 60, 'booked');
  const points: [number, number, number, number][] = [
    [-120, 78.4, 26.1, 25.6],
    [-90, 77.1, 25.0, 25.2],
    [-60, 75.6, 23.8, 24.7],
    [-30, 74.2, 22.9, 24.2],
  ];
  for (const [days, weight, bodyFat, bmi] of points)
    await session(days, 16 * 60, 'attended', { typeId: body.id, values: { weight, bodyFat, bmi } });
  await session(-90, 17 * 60, 'attended', {
    typeId: endurance.id,
    values: { run12: 2150, restingHr: 72, note: 'Good base; build aerobic volume' },
  });
  await session(-30, 17 * 60, 'attended', {
    typeId: endurance.id,
    values: { run12: 2400, restingHr: 66, note: 'Clear progress' },
  });
}
