/**
 * A member's cards as the chooser sees them (platform/fitness/choose-card.ts) on a day: each
 * card with its type's entitlement, the uses already taken in the day's ISO week and month,
 * and the freeze in force on that day (a card frozen that day, or whose coming freeze covers
 * it, counts as frozen).
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { addIsoDays, type CardCandidate, type Usage } from '../../../platform/fitness/choose-card';
import type { Db } from '../../db/client';
import { clubCard, clubCardEvent, clubCardType } from '../../db/schema/index';
import { clockTime } from '../reserve/campus-time';
import { CAMPUS_ZONE, todayAt, type Card } from './card-store';

/** ISO week day 1 (Monday) … 7 (Sunday) of an ISO date. */
export function isoWeekDay(date: string): Usage['weekDay'] {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (d === 0 ? 7 : d) as Usage['weekDay'];
}

/** The usage `now` in the campus's zone for `input`. */
export function usageAt(
  now: Date,
  input: { sceneId: number | null; courseKind: Usage['courseKind']; priceCents: number },
): Usage {
  const date = todayAt(now);
  const [h, m] = clockTime(now, CAMPUS_ZONE).slice(0, 5).split(':').map(Number);
  return { date, weekDay: isoWeekDay(date), minute: h * 60 + m, ...input };
}

/**
 * The cards of member `userId` that might pay (active or pending activation) with their
 * candidates for `date`; locked for update (in id order, so two uses at once queue) when `lock`.
 */
export async function candidatesOf(
  db: Db,
  userId: number,
  date: string,
  lock: boolean,
): Promise<{ card: Card; candidate: CardCandidate }[]> {
  const query = db
    .select({ card: clubCard, type: clubCardType })
    .from(clubCard)
    .innerJoin(clubCardType, eq(clubCardType.id, clubCard.typeId))
    .where(and(eq(clubCard.userId, userId), inArray(clubCard.state, ['active', 'pendingActivation', 'frozen'])))
    .orderBy(asc(clubCard.id));
  const rows = await (lock ? query.for('update', { of: clubCard }) : query);
  if (!rows.length) return [];
  const weekStart = addIsoDays(date, 1 - isoWeekDay(date));
  const monthStart = `${date.slice(0, 8)}01`;
  const from = weekStart < monthStart ? weekStart : monthStart;
  const used = await db
    .select({
      cardId: clubCardEvent.cardId,
      on: sql<string>`(${clubCardEvent.at} at time zone ${CAMPUS_ZONE})::date::text`,
    })
    .from(clubCardEvent)
    .where(
      and(
        inArray(
          clubCardEvent.cardId,
          rows.map((r) => r.card.id),
        ),
        eq(clubCardEvent.kind, 'use'),
        gte(clubCardEvent.at, sql`(${from}::date - 1)::timestamptz`),
        lte(clubCardEvent.at, sql`(${date}::date + 2)::timestamptz`),
      ),
    );
  return rows.map(({ card, type }) => {
    const mine = used.filter((u) => u.cardId === card.id && u.on <= date);
    const frozenToday = card.frozenFrom && card.frozenUntil && card.frozenFrom <= date && date <= card.frozenUntil;
    return {
      card,
      candidate: {
        id: card.id,
        state: frozenToday ? 'frozen' : card.state,
        startsOn: card.startsOn,
        endsOn: card.endsOn,
        validDays: type.validDays,
        activateBy: card.activateBy,
        usesLeft: card.usesLeft,
        valueLeftCents: card.valueLeftCents,
        weekCap: type.weekCap,
        monthCap: type.monthCap,
        usedThisWeek: mine.filter((u) => u.on >= weekStart).length,
        usedThisMonth: mine.filter((u) => u.on >= monthStart).length,
        admits: type.admits,
      },
    };
  });
}
