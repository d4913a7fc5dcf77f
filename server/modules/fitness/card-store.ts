/**
 * The stored side of membership cards: reading a card within the caller's data scope, applying
 * an operation through machines/membership-card.machine.ts (refused with ORDER_STEP_NOT_ALLOWED,
 * kind `membershipCard`, in a state that does not admit it), appending the operation's event,
 * the rows as the wire shows them, and the hook a freeze calls (classes will cancel the bookings
 * a freeze covers there).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { membershipCardMachine, type MembershipCardEvent } from '../../../machines/membership-card.machine';
import type { CardEventKind, CardEventRow, CardRow } from '../../../platform/contracts/membership-card.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { clubCard, clubCardEvent, clubCardType, sysUser } from '../../db/schema/index';
import { byLang } from '../../plugins/i18n';
import { applyOrderStep } from '../catering/order-step';
import { localDateOf } from '../reserve/campus-time';

/** The campus's zone: card dates are its local dates. */
export const CAMPUS_ZONE = 'Asia/Shanghai';

/** Today in the campus's zone at `now` (ISO date). */
export const todayAt = (now: Date) => localDateOf(now, CAMPUS_ZONE);

export type Card = typeof clubCard.$inferSelect;
export type CardType = typeof clubCardType.$inferSelect;

/** The name of a type (or method) in `lang`, falling back to the Chinese name. */
export const nameIn = (lang: Lang, r: { nameCn: string; nameEn: string; nameTc: string }) =>
  byLang(lang, r.nameCn, r.nameEn || r.nameCn, r.nameTc || r.nameCn);

/**
 * Card `id` within `scope`, its row locked for the operation.
 * @throws AppError NOT_FOUND (also out of scope)
 */
export async function lockCard(db: Db, id: number, scope: SQL | undefined): Promise<Card> {
  const [card] = await db
    .select()
    .from(clubCard)
    .where(and(eq(clubCard.id, id), scope))
    .for('update');
  if (!card) throw new AppError(Code.NOT_FOUND);
  return card;
}

/** The type of a card (it exists: a foreign key). */
export async function typeOf(db: Db, typeId: number): Promise<CardType> {
  const [type] = await db.select().from(clubCardType).where(eq(clubCardType.id, typeId));
  return type;
}

/**
 * Where `event` takes `card`: the state to store.
 * @throws AppError ORDER_STEP_NOT_ALLOWED ({kind: membershipCard, id, state, action})
 */
export function stepOf(card: Pick<Card, 'id' | 'state'>, type: MembershipCardEvent['type']): string {
  const next = applyOrderStep(
    membershipCardMachine,
    { kind: 'membershipCard', id: card.id, state: card.state, context: {} },
    { type } as MembershipCardEvent,
  );
  return next.value as string;
}

/** Fields of an event besides card, kind, state after. */
export interface EventFields {
  actorUserId: number | null;
  stateBefore: string | null;
  feeCents?: number;
  amountCents?: number;
  days?: number | null;
  uses?: number | null;
  endsBefore?: string | null;
  endsAfter?: string | null;
  fromOn?: string | null;
  toOn?: string | null;
  reason?: string;
  otherCardId?: number | null;
  detail?: Record<string, unknown>;
  at: Date;
}

/** Appends one operation on card `cardId`; answers its id. */
export async function appendEvent(
  db: Db,
  cardId: number,
  kind: CardEventKind,
  stateAfter: string,
  fields: EventFields,
): Promise<number> {
  const [row] = await db
    .insert(clubCardEvent)
    .values({ cardId, kind, stateAfter, ...fields })
    .returning({ id: clubCardEvent.id });
  return row.id;
}

/**
 * Stores `patch` on `card` (read and locked in `state`), conditional on that state.
 * @throws AppError NOT_FOUND when the card changed meanwhile (cannot happen under the lock)
 */
export async function updateCard(db: Db, card: Card, patch: Partial<typeof clubCard.$inferInsert>, now: Date) {
  const [after] = await db
    .update(clubCard)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(clubCard.id, card.id), eq(clubCard.state, card.state)))
    .returning();
  if (!after) throw new AppError(Code.NOT_FOUND);
  return after;
}

/** A new card number `MC` + 8 digits of its id; answers the id to insert with and the number. */
export async function nextCardNo(db: Db): Promise<{ id: number; cardNo: string }> {
  const result = (await db.execute(sql`select nextval('club_card_id_seq')::int as id`)) as unknown as {
    rows: { id: number }[];
  };
  const [{ id }] = result.rows;
  return { id: Number(id), cardNo: `MC${String(id).padStart(8, '0')}` };
}

const member = alias(sysUser, 'member');
const actor = alias(sysUser, 'actor');

/** The select list of a card row (joined with its type and member). */
export const cardColumns = {
  card: clubCard,
  type: { nameCn: clubCardType.nameCn, nameEn: clubCardType.nameEn, nameTc: clubCardType.nameTc },
  memberName: member.name,
  memberAccount: member.account,
};

/** A card query joined with its type and member, for cardColumns. */
export function cardQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(clubCard)
    .innerJoin(clubCardType, eq(clubCardType.id, clubCard.typeId))
    .innerJoin(member, eq(member.id, clubCard.userId));
}

/** The member alias of cardQuery, for filters (`member.orgId`, `member.name`). */
export const cardMember = member;

type JoinedCard = {
  card: Card;
  type: { nameCn: string; nameEn: string; nameTc: string };
  memberName: string;
  memberAccount: string;
};

/** A joined card as the wire shows it. */
export function toCardRow(r: JoinedCard, lang: Lang): CardRow {
  const c = r.card;
  return {
    id: c.id,
    cardNo: c.cardNo,
    typeId: c.typeId,
    typeName: nameIn(lang, r.type),
    userId: c.userId,
    memberName: r.memberName,
    memberAccount: r.memberAccount,
    state: c.state as CardRow['state'],
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    activateBy: c.activateBy,
    usesLeft: c.usesLeft,
    valueLeftCents: c.valueLeftCents,
    frozenUntil: c.frozenUntil,
    transfers: c.transfers,
    leaves: c.leaves,
    leaveDays: c.leaveDays,
    renewedFromId: c.renewedFromId,
    transferredFromId: c.transferredFromId,
    pricePaidCents: c.pricePaidCents,
    createdAt: c.createdAt.toISOString(),
  };
}

/** Card `id` as the wire shows it (no scope: the caller has just operated on it). */
export async function cardRowOf(db: Db, id: number, lang: Lang): Promise<CardRow> {
  const [row] = await cardQuery(db).where(eq(clubCard.id, id));
  return toCardRow(row, lang);
}

/** An event query joined with its card, the card's member and the actor. */
export function eventQuery(db: Db) {
  return db
    .select({ event: clubCardEvent, cardNo: clubCard.cardNo, memberName: member.name, actorName: actor.name })
    .from(clubCardEvent)
    .innerJoin(clubCard, eq(clubCard.id, clubCardEvent.cardId))
    .innerJoin(member, eq(member.id, clubCard.userId))
    .leftJoin(actor, eq(actor.id, clubCardEvent.actorUserId));
}

/** A joined event as the wire shows it. */
export function toEventRow(r: {
  event: typeof clubCardEvent.$inferSelect;
  cardNo: string;
  memberName: string;
  actorName: string | null;
}): CardEventRow {
  const e = r.event;
  return {
    id: e.id,
    cardId: e.cardId,
    cardNo: r.cardNo,
    memberName: r.memberName,
    kind: e.kind as CardEventKind,
    actorName: r.actorName,
    feeCents: e.feeCents,
    amountCents: e.amountCents,
    days: e.days,
    uses: e.uses,
    endsBefore: e.endsBefore,
    endsAfter: e.endsAfter,
    stateBefore: e.stateBefore,
    stateAfter: e.stateAfter,
    fromOn: e.fromOn,
    toOn: e.toOn,
    reason: e.reason,
    otherCardId: e.otherCardId,
    at: e.at.toISOString(),
  };
}

/** A freeze as its hooks see it: the card, the first and last frozen day (ISO dates). */
export interface CardFreeze {
  cardId: number;
  userId: number;
  from: string;
  to: string;
}

/**
 * Run in the freeze's transaction when a card is frozen (its leave recorded). Group classes
 * (class-store.ts) add `cancelBookingsCoveredByFreeze`: the member's bookings paid by this card
 * within [from, to] are cancelled, the uses given back.
 */
export const cardFreezeHooks: ((db: Db, freeze: CardFreeze) => Promise<void>)[] = [];

/** Runs the freeze hooks (see cardFreezeHooks). */
export async function onCardFrozen(db: Db, freeze: CardFreeze): Promise<void> {
  for (const hook of cardFreezeHooks) await hook(db, freeze);
}
