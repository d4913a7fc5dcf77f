/**
 * The membership cards' daily changes, in the campus's dates (docs/fitness.md):
 * - a card pending first visit whose activation deadline has passed activates by itself,
 *   starting the day after the deadline;
 * - a coming freeze whose first day has come freezes its card (its leave event is already recorded);
 * - a frozen card whose freeze has ended resumes (event `resume`, no actor);
 * - an active card whose last day has passed expires (event `expire`).
 * Each card is changed under its row's lock (`for update skip locked`), through its machine;
 * a second process skips the cards the first holds, and finds the others already changed.
 */
import { and, asc, eq, isNotNull, lt, lte } from 'drizzle-orm';
import { addIsoDays } from '../../platform/fitness/choose-card';
import type { Db } from '../db/client';
import { clubCard, clubCardType } from '../db/schema/index';
import { appendEvent, stepOf, todayAt, type Card } from '../modules/fitness/card-store';
import type { Job } from './runner';

/** What the sweep did to one card. */
export interface CardSweepChange {
  cardId: number;
  change: 'activate' | 'freeze' | 'resume' | 'expire';
}

/** Cards matching `where`, locked, skipping those another process holds. */
const claim = (tx: Db, where: ReturnType<typeof and>) =>
  tx.select().from(clubCard).where(where).orderBy(asc(clubCard.id)).limit(500).for('update', { skipLocked: true });

/** Stores `patch` on `card` (locked) with its new state. */
async function store(tx: Db, card: Card, patch: Partial<Card>, now: Date) {
  await tx
    .update(clubCard)
    .set({ ...patch, updatedAt: now })
    .where(eq(clubCard.id, card.id));
}

/**
 * Runs the sweep at `now` (see the module comment).
 * @returns the changes made, card by card
 */
export async function runMembershipCardSweep(db: Db, now: Date): Promise<CardSweepChange[]> {
  const today = todayAt(now);
  return db.transaction(async (tx) => {
    const changes: CardSweepChange[] = [];
    for (const card of await claim(
      tx,
      and(eq(clubCard.state, 'pendingActivation'), isNotNull(clubCard.activateBy), lt(clubCard.activateBy, today)),
    )) {
      const [type] = await tx.select().from(clubCardType).where(eq(clubCardType.id, card.typeId));
      const state = stepOf(card, 'card.activate');
      const startsOn = addIsoDays(card.activateBy as string, 1);
      const endsOn = type.validDays ? addIsoDays(startsOn, type.validDays - 1) : null;
      await store(tx, card, { state, startsOn, endsOn }, now);
      await appendEvent(tx, card.id, 'activate', state, {
        actorUserId: null,
        stateBefore: card.state,
        endsAfter: endsOn,
        reason: 'deadline',
        at: now,
      });
      changes.push({ cardId: card.id, change: 'activate' });
    }
    for (const card of await claim(
      tx,
      and(eq(clubCard.state, 'active'), isNotNull(clubCard.frozenFrom), lte(clubCard.frozenFrom, today)),
    )) {
      if ((card.frozenUntil as string) < today) {
        // The whole freeze passed while no sweep ran: it is over, nothing to freeze.
        await store(tx, card, { frozenFrom: null, frozenUntil: null }, now);
        continue;
      }
      await store(tx, card, { state: stepOf(card, 'card.freeze') }, now);
      changes.push({ cardId: card.id, change: 'freeze' });
    }
    for (const card of await claim(tx, and(eq(clubCard.state, 'frozen'), lt(clubCard.frozenUntil, today)))) {
      const state = stepOf(card, 'card.resume');
      await store(tx, card, { state, frozenFrom: null, frozenUntil: null }, now);
      await appendEvent(tx, card.id, 'resume', state, {
        actorUserId: null,
        stateBefore: card.state,
        days: 0,
        endsBefore: card.endsOn,
        endsAfter: card.endsOn,
        fromOn: card.frozenFrom,
        toOn: card.frozenUntil,
        reason: 'leaveEnded',
        at: now,
      });
      changes.push({ cardId: card.id, change: 'resume' });
    }
    for (const card of await claim(tx, and(eq(clubCard.state, 'active'), lt(clubCard.endsOn, today)))) {
      const state = stepOf(card, 'card.expire');
      await store(tx, card, { state }, now);
      await appendEvent(tx, card.id, 'expire', state, {
        actorUserId: null,
        stateBefore: card.state,
        endsBefore: card.endsOn,
        endsAfter: card.endsOn,
        at: now,
      });
      changes.push({ cardId: card.id, change: 'expire' });
    }
    return changes;
  });
}

/** The membership card sweep as a job of the server process. */
export const membershipCardJob: Job = {
  name: 'membership-card',
  run: async (db, now) => (await runMembershipCardSweep(db, now)).length,
};
