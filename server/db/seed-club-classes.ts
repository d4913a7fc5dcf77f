/**
 * Demo group classes (docs/fitness-classes.md): three class types (yoga, spinning, Pilates with a
 * price), a week of classes around today (three days back, four ahead) taught by the demo coaches
 * (seed-club-people.ts), and the demo members' bookings in every state: `member` booked into coming
 * classes (one use of their card taken through usage.ts `takeUse`, the code path of real bookings),
 * attended and no-show in past ones, a cancelled and a late-cancelled booking; tomorrow evening's
 * spinning class is full (`booker` and `approver`) with `member` on its waitlist; one coming class is
 * cancelled. Past classes are finished. Written inside the seed's transaction, after the coaches and
 * the membership cards; a member whose cards cannot pay a class is booked without a card. The weekly plan has six
 * entries, not generated.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { addIsoDays } from '../../platform/fitness/choose-card';
import { AppError } from '../../platform/protocol/envelope';
import { returnUse, takeUse, usageAt } from '../modules/fitness/usage';
import { localDateOf, localInstant } from '../modules/reserve/campus-time';
import type { Db } from './client';
import {
  clubClassPlan,
  clubClassBooking,
  clubClassSession,
  clubClassType,
  clubClassWaitlist,
  clubCoach,
  sysUser,
} from './schema/index';

const ZONE = 'Asia/Shanghai';

/** Writes the demo class types, classes and bookings relative to `now`. */
export async function seedClubClasses(tx: Db, now: Date = new Date()): Promise<void> {
  const coaches = (await tx.select({ id: clubCoach.id }).from(clubCoach).orderBy(asc(clubCoach.id))).map((c) => c.id);
  if (!coaches.length) return;
  const coach = (i: number) => coaches[i % coaches.length];
  const [yoga, spinning, pilates] = await tx
    .insert(clubClassType)
    .values([
      {
        nameCn: '流瑜伽',
        nameEn: 'Flow yoga',
        nameTc: '流瑜伽',
        capacity: 12,
        minSignups: 3,
        durationMin: 60,
        dayLimit: 1,
        weekLimit: 4,
        description: '舒展身体、调整呼吸的流动瑜伽，适合各个水平。',
        sort: 1,
      },
      {
        nameCn: '动感单车',
        nameEn: 'Spinning',
        nameTc: '動感單車',
        capacity: 8,
        minSignups: 2,
        durationMin: 45,
        dayLimit: 1,
        description: '跟随音乐节奏的高强度单车课程。',
        sort: 2,
      },
      {
        nameCn: '普拉提',
        nameEn: 'Pilates',
        nameTc: '普拉提',
        capacity: 10,
        minSignups: 0,
        durationMin: 50,
        priceCents: 3000,
        description: '核心力量与体态训练（储值卡每节 30 元）。',
        sort: 3,
      },
    ])
    .returning();
  const today = localDateOf(now, ZONE);
  const sessions: { id: number; key: string; startsAt: Date; typeId: number }[] = [];
  for (let d = -3; d <= 4; d += 1) {
    const date = addIsoDays(today, d);
    const plan: [string, typeof yoga, number, string, number | null][] = [
      ['yoga', yoga, 8 * 60, '瑜伽室 A', null],
      ['spinning', spinning, 19 * 60, '单车房', d === 1 ? 2 : null],
    ];
    if (d % 2 === 0) plan.push(['pilates', pilates, 12 * 60, '瑜伽室 B', null]);
    for (const [i, [name, type, minute, place, capacity]] of plan.entries()) {
      const startsAt = localInstant(date, minute, ZONE);
      const endsAt = new Date(startsAt.getTime() + type.durationMin * 60_000);
      const cancelled = d === 3 && name === 'pilates';
      const [s] = await tx
        .insert(clubClassSession)
        .values({
          typeId: type.id,
          coachId: coach(i + d + 3),
          place,
          startsAt,
          endsAt,
          capacity: capacity ?? type.capacity,
          minSignups: type.minSignups,
          state: endsAt <= now ? 'finished' : cancelled ? 'cancelled' : 'scheduled',
          cancelReason: cancelled ? '教练外出培训' : '',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      sessions.push({ id: s.id, key: `${name}${d}`, startsAt, typeId: type.id });
    }
  }
  const users = await tx
    .select({ id: sysUser.id, account: sysUser.account, orgId: sysUser.orgId })
    .from(sysUser)
    .where(inArray(sysUser.account, ['booker', 'approver', 'member']));
  const user = new Map(users.map((u) => [u.account, u]));
  /** Books `account` into class `key` in `state`, taking a card use when one of their cards can pay. */
  const booking = async (account: string, key: string, state: string, reason = '') => {
    const u = user.get(account);
    const s = sessions.find((x) => x.key === key);
    if (!u || !s) return;
    const [type] = await tx.select().from(clubClassType).where(eq(clubClassType.id, s.typeId));
    let paid: { cardId: number; useEventId: number } | null = null;
    try {
      const taken = await takeUse(tx, {
        userId: u.id,
        usage: usageAt(s.startsAt, { sceneId: null, courseKind: 'league', priceCents: type.priceCents }),
        actorUserId: u.id,
        now,
        detail: { classSessionId: s.id },
      });
      paid = { cardId: taken.card.id, useEventId: taken.eventId };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
    // A booking cancelled in time has its use back, as the real cancel does.
    const returned =
      state === 'cancelled' && paid
        ? await returnUse(tx, paid.useEventId, { actorUserId: u.id, now, reason: reason || 'member' })
        : null;
    await tx.insert(clubClassBooking).values({
      sessionId: s.id,
      returnEventId: returned,
      userId: u.id,
      orgId: u.orgId,
      cardId: paid?.cardId ?? null,
      useEventId: paid?.useEventId ?? null,
      state,
      reason,
      actorUserId: u.id,
      createdAt: now,
      updatedAt: now,
    });
  };
  await booking('member', 'yoga-2', 'attended');
  await booking('member', 'spinning-1', 'noShow');
  await booking('member', 'yoga1', 'booked');
  await booking('member', 'pilates2', 'booked');
  await booking('member', 'yoga3', 'lateCancelled', 'lateCancel');
  await booking('member', 'pilates4', 'cancelled', 'member');
  await booking('booker', 'spinning1', 'booked');
  await booking('approver', 'spinning1', 'booked');
  await booking('booker', 'yoga1', 'booked');
  const member = user.get('member');
  const full = sessions.find((x) => x.key === 'spinning1');
  if (member && full)
    await tx.insert(clubClassWaitlist).values({ sessionId: full.id, userId: member.id, orgId: member.orgId });
  // The weekly plan (/plan): yoga Monday, Wednesday and Friday mornings, spinning Tuesday and Thursday evenings,
  // Pilates Saturday; not generated yet — generating this week lists the days the seeded classes keep a coach busy.
  await tx.insert(clubClassPlan).values(
    [
      ...[1, 3, 5].map((weekDay) => ({ typeId: yoga.id, coachId: coach(0), weekDay, startTime: '08:00' })),
      ...[2, 4].map((weekDay) => ({ typeId: spinning.id, coachId: coach(1), weekDay, startTime: '19:00' })),
      { typeId: pilates.id, coachId: coach(2), weekDay: 6, startTime: '10:00' },
    ].map((e) => {
      const type = [yoga, spinning, pilates].find((t) => t.id === e.typeId)!;
      const place = type === spinning ? '单车房' : type === yoga ? '瑜伽室 A' : '瑜伽室 B';
      return { ...e, durationMin: type.durationMin, capacity: type.capacity, place, createdAt: now, updatedAt: now };
    }),
  );
}
