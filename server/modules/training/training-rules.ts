/**
 * Late leave rules of the training courses and the members' training messages (docs/training.md "Late leave
 * rules" and "Messages"): which rule applies to a group (its type's, else the club default), whether a leave is
 * late and whether the term's grace still gives it a token, and the `clubTraining` messages written in the
 * transaction of the change they report (a session moved or cancelled, a late leave waived).
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clubTrainAttendance,
  clubTrainGroup,
  clubTrainRegistration,
  clubTrainRule,
  clubTrainToken,
} from '../../db/schema/index';
import { notify } from '../message/message.service';
import { startOf, type TrainSession } from './training-store';

/** A rule as applied: hours before the start (0: never late), grace count per term, days to waive. */
export interface AppliedRule {
  lateHours: number;
  graceCount: number;
  waiveDays: number;
}

/** The rule of course type `typeId`: its own, else the club default (type null), else null (no leave is late). */
export async function ruleFor(db: Db, typeId: number): Promise<AppliedRule | null> {
  const rows = await db
    .select()
    .from(clubTrainRule)
    .where(or(eq(clubTrainRule.typeId, typeId), isNull(clubTrainRule.typeId)));
  const own = rows.find((r) => r.typeId === typeId) ?? rows.find((r) => r.typeId === null);
  return own ? { lateHours: own.lateHours, graceCount: own.graceCount, waiveDays: own.waiveDays } : null;
}

/**
 * How much of the term's grace registration `registrationId` has used: its late leaves not waived and its
 * no-shows (absent marks). Call under the registration's row lock.
 */
export async function graceUsedOf(db: Db, registrationId: number): Promise<number> {
  const [{ n }] = await db
    .select({
      n: sql<number>`count(*) filter (where (${clubTrainAttendance.late} and ${clubTrainAttendance.waivedAt} is null)
        or ${clubTrainAttendance.status} = 'absent')::int`,
    })
    .from(clubTrainAttendance)
    .where(eq(clubTrainAttendance.registrationId, registrationId));
  return Number(n);
}

/** The verdict on a leave: late or not, whether a token is still due, and the figures that explain it. */
export interface LeaveVerdict {
  late: boolean;
  /** A token is due: the leave is on time, or late within the grace count (the term's cap still applies). */
  tokenDue: boolean;
  lateWhy: 'grace' | 'noGrace' | null;
  lateHours: number;
  graceCount: number;
  /** The grace used before this leave. */
  graceUsed: number;
}

/**
 * Judges a leave of registration `registrationId` (locked) asked at `now` for `session` of a group of type
 * `typeId`: late when fewer than the rule's hours remain before the start (a rule of 0 hours, or none: never).
 */
export async function leaveVerdict(
  db: Db,
  registrationId: number,
  typeId: number,
  session: Pick<TrainSession, 'on' | 'startsAt'>,
  now: Date,
): Promise<LeaveVerdict> {
  const rule = await ruleFor(db, typeId);
  const lateHours = rule?.lateHours ?? 0;
  const graceCount = rule?.graceCount ?? 0;
  const late = lateHours > 0 && startOf(session).getTime() - now.getTime() < lateHours * 3_600_000;
  const graceUsed = rule ? await graceUsedOf(db, registrationId) : 0;
  if (!late) return { late, tokenDue: true, lateWhy: null, lateHours, graceCount, graceUsed };
  const tokenDue = graceUsed < graceCount;
  return { late, tokenDue, lateWhy: tokenDue ? 'grace' : 'noGrace', lateHours, graceCount, graceUsed };
}

/** What a training message tells (the `context` of message kind `clubTraining`). */
export type TrainingNews = 'moved' | 'cancelled' | 'waived';

/**
 * The message parameters naming a session of group `groupName`: campus date, `HH:mm–HH:mm`, place.
 */
export function trainSessionParams(
  groupName: string,
  s: Pick<TrainSession, 'id' | 'on' | 'startsAt' | 'endsAt' | 'place'>,
) {
  return { sessionId: s.id, groupName, date: s.on, time: `${s.startsAt}–${s.endsAt}`, place: s.place };
}

/**
 * The members registered to session `sessionId` of group `groupId`: pending and confirmed registrations of the
 * group and the make-ups booked into the session (pending tokens), each member once.
 */
export async function sessionMembers(db: Db, groupId: number, sessionId: number): Promise<number[]> {
  const regs = await db
    .select({ userId: clubTrainRegistration.userId })
    .from(clubTrainRegistration)
    .where(
      and(eq(clubTrainRegistration.groupId, groupId), inArray(clubTrainRegistration.state, ['pending', 'confirmed'])),
    );
  const makeups = await db
    .select({ userId: clubTrainToken.userId })
    .from(clubTrainToken)
    .where(and(eq(clubTrainToken.makeupSessionId, sessionId), eq(clubTrainToken.state, 'pending')));
  return [...new Set([...regs, ...makeups].map((m) => m.userId))].sort((a, b) => a - b);
}

/**
 * Writes one `clubTraining` message of `context` to each of `userIds` (in the caller's transaction).
 * @returns the ids of the messages written
 */
export async function tellTraining(
  db: Db,
  userIds: readonly number[],
  context: TrainingNews,
  params: Record<string, string | number>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const userId of userIds) ids.push(await notify(db, userId, 'clubTraining', { context, ...params }));
  return ids;
}

/** The name of group `groupId` (for messages). */
export async function groupNameOf(db: Db, groupId: number): Promise<string> {
  const [g] = await db.select({ name: clubTrainGroup.name }).from(clubTrainGroup).where(eq(clubTrainGroup.id, groupId));
  return g?.name ?? '';
}
