/**
 * A leave (freeze) of a membership card (docs/fitness.md "leave"): the type's leave rules
 * checked, and the freeze applied — the staff's leave, a member's leave that needs no approval
 * and an approved member's request all freeze through {@link freezeCard}.
 */
import { leaveQuotaOf } from '../../../platform/fitness/card-rules';
import { addIsoDays } from '../../../platform/fitness/choose-card';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { appendEvent, onCardFrozen, stepOf, updateCard, type Card, type CardType } from './card-store';

/** A leave asked for: first day (ISO date, campus), days, reason code. */
export interface LeaveAsk {
  from: string;
  days: number;
  reason: string;
}

/**
 * Checks `ask` on `card` of `type` on `today` (ISO date, campus): the machine admits a freeze in
 * the card's state, the type allows leaves, the card has an end and no leave in force or coming,
 * `from` ≥ today, at least the minimum days, under the max times, an allowed reason, within the
 * quota of days left (the quota row of the type's period, docs/fitness.md).
 * @returns the state a freeze starting today would store
 * @throws AppError ORDER_STEP_NOT_ALLOWED, CARD_RULE_FORBIDS ({action: leave}), CARD_LEAVE_BACKDATED,
 *   CARD_LEAVE_TOO_SHORT, CARD_LEAVE_TIMES, CARD_LEAVE_REASON, CARD_LEAVE_QUOTA
 */
export function checkLeave(card: Card, type: CardType, ask: LeaveAsk, today: string): string {
  const next = stepOf(card, 'card.freeze');
  const rule = type.rules.leave;
  if (!(rule.allowed && card.endsOn !== null && card.frozenFrom === null))
    throw new AppError(Code.CARD_RULE_FORBIDS, { action: 'leave' }, { action: 'leave' });
  if (ask.from < today) throw new AppError(Code.CARD_LEAVE_BACKDATED, { from: ask.from, today });
  if (ask.days < rule.minDays) throw new AppError(Code.CARD_LEAVE_TOO_SHORT, { days: ask.days, min: rule.minDays });
  if (card.leaves >= rule.maxTimes) throw new AppError(Code.CARD_LEAVE_TIMES, { max: rule.maxTimes });
  if (rule.reasons.length && !rule.reasons.includes(ask.reason))
    throw new AppError(Code.CARD_LEAVE_REASON, { reason: ask.reason });
  const left = leaveQuotaOf(type.rules, type.validDays) - card.leaveDays;
  if (ask.days > left) throw new AppError(Code.CARD_LEAVE_QUOTA, { days: ask.days, left: Math.max(0, left) });
  return next;
}

/**
 * Freezes `card` (locked, checked by {@link checkLeave}) for `ask`: its end moves by the days,
 * frozen now when the leave starts `today`, else the sweep freezes it on its first day; one
 * `leave` event appended; the freeze hooks run. Call in the operation's transaction.
 * @returns the card after and the event's id
 */
export async function freezeCard(
  db: Db,
  card: Card,
  type: CardType,
  ask: LeaveAsk,
  meta: { today: string; actorUserId: number | null; now: Date; detail?: Record<string, unknown> },
): Promise<{ after: Card; eventId: number }> {
  const next = stepOf(card, 'card.freeze');
  const to = addIsoDays(ask.from, ask.days - 1);
  const endsOn = addIsoDays(card.endsOn as string, ask.days);
  const state = ask.from === meta.today ? next : card.state;
  const after = await updateCard(
    db,
    card,
    {
      state,
      endsOn,
      frozenFrom: ask.from,
      frozenUntil: to,
      leaves: card.leaves + 1,
      leaveDays: card.leaveDays + ask.days,
    },
    meta.now,
  );
  const eventId = await appendEvent(db, card.id, 'leave', state, {
    actorUserId: meta.actorUserId,
    stateBefore: card.state,
    feeCents: type.rules.leave.feeCents,
    days: ask.days,
    endsBefore: card.endsOn,
    endsAfter: endsOn,
    fromOn: ask.from,
    toOn: to,
    reason: ask.reason,
    detail: meta.detail,
    at: meta.now,
  });
  await onCardFrozen(db, { cardId: card.id, userId: card.userId, from: ask.from, to });
  return { after, eventId };
}
