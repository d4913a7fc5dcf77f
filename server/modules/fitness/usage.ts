/**
 * A member's cards as the chooser sees them (platform/fitness/choose-card.ts) on a day: each
 * card with its type's entitlement, the uses already taken in the day's ISO week and month
 * (a use given back by `useReturn` no longer counts), and the freeze in force on that day (a
 * card frozen that day, or whose coming freeze covers it, counts as frozen). Also the one code
 * path that takes a use (`takeUse`: the gate's `card/use` and class bookings) and gives it back
 * (`returnUse`: a class cancelled in time).
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
import { appendEvent, CAMPUS_ZONE, stepOf, todayAt, typeOf, updateCard, type Card } from './card-store';

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

/** What `takeUse` took: the card after, its use event, the choice and the card numbers of the choice. */
export interface TakenUse {
  card: Card;
  after: Card;
  useEventId: number;
  choice: Choice;
  /** Card numbers by id, of every card the chooser saw. */
  numbers: Map<number, string>;
  /** The price taken from the stored value (cents), 0 when a use was taken. */
  amountCents: number;
}

/**
 * Takes one use (or the price from the stored value) of the card of member `userId` that pays
 * for `usage` (`chooseCard`: the first to expire among those admitting it), in the caller's
 * transaction: the member's cards locked in id order (two uses at once queue), a pending card
 * activated (its `activate` event), then the `use` event (`detail` adds to its scene and kind).
 * @param actorUserId who records it (null: the system)
 * @throws AppError CARD_NONE_ADMITS ({count}; extras: passed cards with their reasons)
 */
export async function takeUse(
  db: Db,
  userId: number,
  usage: Usage,
  { actorUserId, now, detail = {} }: { actorUserId: number | null; now: Date; detail?: Record<string, unknown> },
): Promise<TakenUse> {
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
  const dates =
    card.state === 'pendingActivation'
      ? { startsOn: usage.date, endsOn: type.validDays ? addIsoDays(usage.date, type.validDays - 1) : null }
      : {};
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
  const amountCents = byValue ? usage.priceCents : 0;
  const useEventId = await appendEvent(db, card.id, 'use', state, {
    actorUserId,
    stateBefore: state,
    uses: card.usesLeft === null ? null : 1,
    amountCents,
    endsBefore: after.endsOn,
    endsAfter: after.endsOn,
    reason: choice.reason ?? '',
    detail: { sceneId: usage.sceneId, courseKind: usage.courseKind, ...detail },
    at: now,
  });
  return { card, after, useEventId, choice, numbers, amountCents };
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
