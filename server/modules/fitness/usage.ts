/**
 * A member's cards as the chooser sees them (platform/fitness/choose-card.ts) on a day: each
 * card with its type's entitlement, the uses already taken in the day's ISO week and month,
 * and the freeze in force on that day (a card frozen that day, or whose coming freeze covers
 * it, counts as frozen).
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CardChoice } from '../../../platform/contracts/membership-card.contract';
import {
  addIsoDays,
  chooseCard,
  paysByValue,
  type CardCandidate,
  type Usage,
} from '../../../platform/fitness/choose-card';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { clubCard, clubCardEvent, clubCardType } from '../../db/schema/index';
import { clockTime } from '../reserve/campus-time';
import { appendEvent, CAMPUS_ZONE, stepOf, todayAt, typeOf, updateCard, type Card, type CardType } from './card-store';

/** The dates of a card activated on `day` of `type`: starts that day, ends after the period. */
export const activeFrom = (type: CardType, day: string) => ({
  startsOn: day,
  endsOn: type.validDays ? addIsoDays(day, type.validDays - 1) : null,
});

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

/**
 * A visit of member `userId` paid now (`card/use`, and the gate's entry): the member's cards locked
 * in id order (two visits at once queue, so a last use is taken once), the paying card chosen
 * (`chooseCard`: the first to expire), one use or the usage's price taken, a pending card
 * activated; `activate` and `use` events appended with `actorUserId` (null: a device) and `detail`.
 * @returns the paying card before and after, and the choice with card numbers
 * @throws AppError CARD_NONE_ADMITS ({count}; details `passed` with card numbers) when no card pays
 */
export async function takeVisit(
  db: Db,
  userId: number,
  usage: Usage,
  actorUserId: number | null,
  now: Date,
  detail: Record<string, unknown> = {},
): Promise<{ card: { before: Card; after: Card }; choice: z.infer<typeof CardChoice> }> {
  const cards = await candidatesOf(db, userId, usage.date, true);
  const choice = chooseCard(
    cards.map((c) => c.candidate),
    usage,
  );
  const numbers = new Map(cards.map((c) => [c.card.id, c.card.cardNo]));
  if (choice.cardId === null)
    throw new AppError(
      Code.CARD_NONE_ADMITS,
      { count: cards.length },
      { passed: choice.passed.map((p) => ({ ...p, cardNo: numbers.get(p.cardId) })) },
    );
  const { card, candidate } = cards.find((c) => c.card.id === choice.cardId)!;
  const type = await typeOf(db, card.typeId);
  const state = stepOf(card, 'card.use');
  const byValue = paysByValue(candidate);
  const dates = card.state === 'pendingActivation' ? activeFrom(type, usage.date) : {};
  const after = await updateCard(
    db,
    card,
    {
      state,
      ...dates,
      usesLeft: card.usesLeft === null ? null : card.usesLeft - 1,
      valueLeftCents: byValue ? (card.valueLeftCents as number) - usage.priceCents : card.valueLeftCents,
    },
    now,
  );
  if (card.state === 'pendingActivation')
    await appendEvent(db, card.id, 'activate', state, {
      actorUserId,
      stateBefore: card.state,
      endsAfter: after.endsOn,
      reason: 'firstVisit',
      at: now,
    });
  await appendEvent(db, card.id, 'use', state, {
    actorUserId,
    stateBefore: state,
    uses: card.usesLeft === null ? null : 1,
    amountCents: byValue ? usage.priceCents : 0,
    endsBefore: after.endsOn,
    endsAfter: after.endsOn,
    reason: choice.reason ?? '',
    detail: { sceneId: usage.sceneId, courseKind: usage.courseKind, ...detail },
    at: now,
  });
  return {
    card: { before: card, after },
    choice: {
      ...choice,
      cardNo: card.cardNo,
      passed: choice.passed.map((p) => ({ ...p, cardNo: numbers.get(p.cardId) ?? '' })),
    },
  };
}
