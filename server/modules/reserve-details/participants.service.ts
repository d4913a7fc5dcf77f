/**
 * The participants of a booking (GLOSSARY "participants / leader"): the bounds
 * of its reservation rule, checking a list given by a booker, and storing and reading it
 * (table reservation_participant). Meant for every writer of participants: the
 * details/update call here, and addReserve when it takes participants.
 */
import { asc, eq } from 'drizzle-orm';
import type { Participant, ParticipantInput } from '../../../platform/contracts/reserve-details.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { reservationParticipant, reserveRule, sysUser } from '../../db/schema/index';
import { peopleByIds } from '../people/people.queries';

/** How many participants a booking needs: at least `min`, at most `max` (null: no limit). */
export interface ParticipantBounds {
  min: number;
  max: number | null;
}

/** No limit: a booking without a rule (or whose rule is gone). */
export const NO_BOUNDS: ParticipantBounds = { min: 0, max: null };

/** The participant bounds of reservation rule `ruleId` (`reservation.rule_id`); null or unknown: {@link NO_BOUNDS}. */
export async function boundsOfRule(db: Db, ruleId: number | null): Promise<ParticipantBounds> {
  if (ruleId === null) return NO_BOUNDS;
  const [rule] = await db
    .select({ min: reserveRule.participantsMin, max: reserveRule.participantsMax })
    .from(reserveRule)
    .where(eq(reserveRule.id, ruleId));
  return rule ?? NO_BOUNDS;
}

/** A participant ready to store: a user's name is the account's, a guest's as given; '' phones become null. */
export interface ResolvedParticipant {
  userId: number | null;
  name: string;
  phone: string | null;
  isLeader: boolean;
}

/**
 * Checks the participants a booker (`ownerId`) gives for a booking with `bounds`.
 * @returns them in the given order, users named from their accounts
 * @throws AppError PARTICIPANT_LEADERS (more than one leader), PARTICIPANTS_TOO_FEW /
 *   PARTICIPANTS_TOO_MANY (`min` / `max`, `count`), PEOPLE_NOT_SELF (the booker listed),
 *   PARTICIPANT_DUPLICATE (a user twice, `name`), USER_NOT_FOUND (unknown or disabled, `id`)
 */
export async function resolveParticipants(
  db: Db,
  ownerId: number,
  given: readonly ParticipantInput[],
  bounds: ParticipantBounds,
): Promise<ResolvedParticipant[]> {
  if (given.filter((p) => p.isLeader).length > 1) throw new AppError(Code.PARTICIPANT_LEADERS);
  const count = given.length;
  if (count < bounds.min) throw new AppError(Code.PARTICIPANTS_TOO_FEW, { min: bounds.min, count });
  if (bounds.max !== null && count > bounds.max)
    throw new AppError(Code.PARTICIPANTS_TOO_MANY, { max: bounds.max, count });
  const userIds = given.flatMap((p) => (p.userId === undefined ? [] : [p.userId]));
  if (userIds.includes(ownerId)) throw new AppError(Code.PEOPLE_NOT_SELF);
  const people = new Map((await peopleByIds(db, userIds)).map((p) => [p.id, p]));
  const seen = new Set<number>();
  return given.map((p) => {
    const phone = p.phone?.trim() || null;
    const isLeader = p.isLeader;
    if (p.userId === undefined) return { userId: null, name: p.name.trim(), phone, isLeader };
    const person = people.get(p.userId);
    if (!person) throw new AppError(Code.USER_NOT_FOUND, { id: p.userId });
    if (seen.has(person.id)) throw new AppError(Code.PARTICIPANT_DUPLICATE, { name: person.name });
    seen.add(person.id);
    return { userId: person.id, name: person.name, phone, isLeader };
  });
}

/** Replaces the participants of reservation `reservationId` with `participants` (in order). */
export async function replaceParticipants(
  db: Db,
  reservationId: number,
  participants: readonly ResolvedParticipant[],
): Promise<void> {
  await db.delete(reservationParticipant).where(eq(reservationParticipant.reservationId, reservationId));
  if (participants.length === 0) return;
  await db.insert(reservationParticipant).values(participants.map((p) => ({ reservationId, ...p })));
}

/** The participants of reservation `reservationId`, in the order they were stored, with users' accounts. */
export async function listParticipants(db: Db, reservationId: number): Promise<Participant[]> {
  return db
    .select({
      id: reservationParticipant.id,
      userId: reservationParticipant.userId,
      account: sysUser.account,
      name: reservationParticipant.name,
      phone: reservationParticipant.phone,
      isLeader: reservationParticipant.isLeader,
    })
    .from(reservationParticipant)
    .leftJoin(sysUser, eq(sysUser.id, reservationParticipant.userId))
    .where(eq(reservationParticipant.reservationId, reservationId))
    .orderBy(asc(reservationParticipant.id));
}
