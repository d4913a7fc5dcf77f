/**
 * A member's cards as the chooser sees them (platform/fitness/choose-card.ts) on a day: each
 * card with its type's entitlement, the uses already taken in the day's ISO week and month
 * (a use given back by a `useReturn` event no longer counts), and the freeze in force on that day
 * (a card frozen that day, or whose coming freeze covers it, counts as frozen). The usage path
 * itself — take one use of the paying card ({@link takeUse}: `card/use`, the gate, class bookings,
 * private sessions, tests) and give it back ({@link returnUse}: a class or session cancelled in
 * time) — lives here so every caller shares it.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  addIsoDays,
  chooseCard,
  paysByValue,
  type CardCandidate,
  type Choice,
  type Usage,
} from '../../../platform/fitness/choose-card';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { clubCard, clubCardEvent, clubCardType } from '../../db/schema/index';
import { clockTime } from '../reserve/campus-time';
import { appendEvent, CAMPUS_ZONE, stepOf, todayAt, typeOf, updateCard, type Card, type CardType } from './card-store';

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
        // A use given back (a class or session cancelled in time) no longer counts against the caps.
        sql`not exists (select 1 from club_card_event r where r.card_id = ${clubCardEvent.cardId}
          and r.kind = 'useReturn' and r.detail->>'useEventId' = ${clubCardEvent.id}::text)`,
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

/** The dates of a card activated on `day` of `type`: starts that day, ends after the period. */
export const activeFrom = (type: CardType, day: string) => ({
  startsOn: day,
  endsOn: type.validDays ? addIsoDays(day, type.validDays - 1) : null,
});

/** A use taken: the card after it, the choice (with card numbers), the use event and whether value paid. */
export interface UseTaken {
  card: Card;
  before: Card;
  choice: Choice & { cardNo: string; passed: (Choice['passed'][number] & { cardNo: string })[] };
  eventId: number;
  byValue: boolean;
}

/**
 * Takes one use (or `usage.priceCents` from stored value) of the card of member `userId` that
 * pays for `usage` (chooseCard: the one that expires first), in the caller's transaction: the
 * member's cards locked in id order, a card pending first visit activated from the usage's date
 * (an `activate` event), the card updated and one `use` event appended with `detail`.
 * @throws AppError CARD_NONE_ADMITS ({count}; payload: each card passed over and why)
 */
export async function takeUse(
  db: Db,
  p: { userId: number; usage: Usage; actorUserId: number | null; now: Date; detail?: Record<string, unknown> },
): Promise<UseTaken> {
  const { usage } = p;
  const cards = await candidatesOf(db, p.userId, usage.date, true);
  const choice = chooseCard(
    cards.map((c) => c.candidate),
    usage,
  );
  const numbers = new Map(cards.map((c) => [c.card.id, c.card.cardNo]));
  if (choice.cardId === null)
    throw new AppError(
      Code.CARD_NONE_ADMITS,
      { count: cards.length },
      { passed: choice.passed.map((x) => ({ ...x, cardNo: numbers.get(x.cardId) })) },
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
    p.now,
  );
  if (card.state === 'pendingActivation')
    await appendEvent(db, card.id, 'activate', state, {
      actorUserId: p.actorUserId,
      stateBefore: card.state,
      endsAfter: after.endsOn,
      reason: 'firstVisit',
      at: p.now,
    });
  const eventId = await appendEvent(db, card.id, 'use', state, {
    actorUserId: p.actorUserId,
    stateBefore: state,
    uses: card.usesLeft === null ? null : 1,
    amountCents: byValue ? usage.priceCents : 0,
    endsBefore: after.endsOn,
    endsAfter: after.endsOn,
    reason: choice.reason ?? '',
    detail: { sceneId: usage.sceneId, courseKind: usage.courseKind, ...p.detail },
    at: p.now,
  });
  return {
    card: after,
    before: card,
    eventId,
    byValue,
    choice: {
      ...choice,
      cardNo: card.cardNo,
      passed: choice.passed.map((x) => ({ ...x, cardNo: numbers.get(x.cardId) ?? '' })),
    },
  };
}

/**
 * Gives back the use (or the stored value) that `use` event `useEventId` took, in the caller's
 * transaction: the card locked, the step `card.useReturn` applied (active, frozen or expired; a
 * card transferred or refunded meanwhile gets nothing back: answers null), its uses or value
 * restored, a `useReturn` event appended (`detail.useEventId`, plus `detail`).
 * @returns the `useReturn` event's id, or null when nothing was given back
 */
export async function returnUse(
  db: Db,
  useEventId: number,
  {
    actorUserId,
    now,
    reason,
    detail = {},
  }: { actorUserId: number | null; now: Date; reason: string; detail?: Record<string, unknown> },
): Promise<number | null> {
  const [use] = await db.select().from(clubCardEvent).where(eq(clubCardEvent.id, useEventId));
  if (!use || use.kind !== 'use') return null;
  const [card] = await db.select().from(clubCard).where(eq(clubCard.id, use.cardId)).for('update');
  if (card.state === 'transferred' || card.state === 'refunded') return null;
  const state = stepOf(card, 'card.useReturn');
  const after = await updateCard(
    db,
    card,
    {
      state,
      usesLeft: card.usesLeft === null ? null : card.usesLeft + (use.uses ?? 0),
      valueLeftCents: card.valueLeftCents === null ? null : card.valueLeftCents + use.amountCents,
    },
    now,
  );
  return appendEvent(db, card.id, 'useReturn', state, {
    actorUserId,
    stateBefore: card.state,
    uses: use.uses,
    amountCents: use.amountCents,
    endsBefore: after.endsOn,
    endsAfter: after.endsOn,
    reason,
    detail: { useEventId, ...detail },
    at: now,
  });
}
