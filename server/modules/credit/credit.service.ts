/**
 * Credit (spec §2 /credit, /breachOfContract; §7 getUserCredit, getSceneCredit).
 *
 * Every user has one score, starting at the default credit rule's initial score (a user
 * without a `user_credit` row has exactly that). A no-show or a late cancellation deducts
 * the points of the credit rule of the booking's scene (else the default rule, else
 * {@link BUILT_IN_CREDIT_RULE}), with a `credit_record` row and a message. When the score
 * falls below that rule's threshold, the user is barred from booking for its `barDays`
 * (a `credit_breach` row, listed on /breachOfContract).
 *
 * A bar ends by itself: once `barredUntil` has passed (or an administrator lifts it), the
 * score is restored to the initial score with a `barEnded` record. That settlement is
 * lazy — {@link settleEndedBars} runs before any read or change of a user's credit — so
 * no sweeper is needed for correctness.
 */
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { creditBreach, creditRecord, creditRule, userCredit } from '../../db/schema/index';
import { notify } from '../message/message.service';
import { addLocalDays, clockTime, localDateOf } from '../reserve/campus-time';

/** Why a score changed (credit_record.reason). */
export type CreditRecordReason = (typeof creditRecord.$inferSelect)['reason'];

/** A credit rule as applied (points and days are whole numbers). */
export interface AppliedCreditRule {
  id: number | null;
  initialScore: number;
  noShowPoints: number;
  lateCancelPoints: number;
  threshold: number;
  barDays: number;
}

/** The rule when none is configured. */
export const BUILT_IN_CREDIT_RULE: AppliedCreditRule = {
  id: null,
  initialScore: 100,
  noShowPoints: 10,
  lateCancelPoints: 5,
  threshold: 60,
  barDays: 7,
};

/** The enabled credit rule of `sceneId`, else the enabled default one, else the built-in one. */
export async function creditRuleFor(db: Db, sceneId: number | null): Promise<AppliedCreditRule> {
  const rows = await db
    .select()
    .from(creditRule)
    .where(
      and(
        eq(creditRule.status, 0),
        sceneId === null ? isNull(creditRule.sceneId) : or(isNull(creditRule.sceneId), eq(creditRule.sceneId, sceneId)),
      ),
    )
    .orderBy(sql`${creditRule.sceneId} is null`, asc(creditRule.id));
  const row = rows[0];
  return row
    ? {
        id: row.id,
        initialScore: row.initialScore,
        noShowPoints: row.noShowPoints,
        lateCancelPoints: row.lateCancelPoints,
        threshold: row.threshold,
        barDays: row.barDays,
      }
    : BUILT_IN_CREDIT_RULE;
}

/** The initial score of everyone (the default rule's). */
async function initialScore(db: Db): Promise<number> {
  return (await creditRuleFor(db, null)).initialScore;
}

/** A user's score now (without settling bars). */
async function scoreOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ score: userCredit.score }).from(userCredit).where(eq(userCredit.userId, userId));
  return row?.score ?? (await initialScore(db));
}

/** Stores `score` as `userId`'s and records the change. */
async function setScore(
  db: Db,
  userId: number,
  score: number,
  delta: number,
  now: Date,
  record: {
    reason: CreditRecordReason;
    reservationId?: number | null;
    penaltyId?: number | null;
    remark?: string | null;
    createdBy?: number | null;
  },
): Promise<void> {
  await db
    .insert(userCredit)
    .values({ userId, score, updatedAt: now })
    .onConflictDoUpdate({ target: userCredit.userId, set: { score, updatedAt: now } });
  await db.insert(creditRecord).values({
    userId,
    delta,
    scoreAfter: score,
    reason: record.reason,
    reservationId: record.reservationId ?? null,
    penaltyId: record.penaltyId ?? null,
    remark: record.remark ?? null,
    createdBy: record.createdBy ?? null,
    createdAt: now,
  });
}

/**
 * Ends the bars of `userId` that have run out by `now`: each gets `liftedAt` = its end and
 * the score goes back to the initial score (a `barEnded` record). Call before reading or
 * changing the user's credit.
 */
export async function settleEndedBars(db: Db, userId: number, now: Date): Promise<void> {
  const ended = await db
    .update(creditBreach)
    .set({ liftedAt: creditBreach.barredUntil })
    .where(and(eq(creditBreach.userId, userId), isNull(creditBreach.liftedAt), lte(creditBreach.barredUntil, now)))
    .returning({ id: creditBreach.id });
  if (ended.length > 0) await restoreScore(db, userId, now, null);
}

/** Puts the score of `userId` back to the initial score after a bar. */
async function restoreScore(db: Db, userId: number, now: Date, by: number | null): Promise<void> {
  const [before, initial] = [await scoreOf(db, userId), await initialScore(db)];
  if (before < initial)
    await setScore(db, userId, initial, initial - before, now, { reason: 'barEnded', createdBy: by });
}

/** The bar of `userId` in force at `now`, if any; settles ended bars first (only when there are some). */
export async function activeBar(db: Db, userId: number, now: Date): Promise<typeof creditBreach.$inferSelect | null> {
  const open = await db
    .select()
    .from(creditBreach)
    .where(and(eq(creditBreach.userId, userId), isNull(creditBreach.liftedAt)))
    .orderBy(asc(creditBreach.barredUntil));
  if (open.some((bar) => bar.barredUntil <= now)) await settleEndedBars(db, userId, now);
  return open.find((bar) => bar.barredUntil > now) ?? null;
}

/** An open (not lifted) bar as a check needs it. */
export interface OpenBar {
  scoreAt: number;
  barredUntil: Date;
}

/**
 * Refuses a booker who is barred at `now`: of their `open` bars when already read (under the booker's lock,
 * ../reserve/booking-locks.ts — ended ones are settled first, as {@link activeBar} does), else read now.
 * @throws AppError CREDIT_BARRED (`score`, `untilDate`, `untilTime`: campus-local in `timeZone`)
 */
export async function refuseIfBarred(
  db: Db,
  userId: number,
  now: Date,
  timeZone: string,
  open?: readonly OpenBar[],
): Promise<void> {
  let bar: OpenBar | null;
  if (open) {
    if (open.some((b) => b.barredUntil <= now)) await settleEndedBars(db, userId, now);
    bar = open.find((b) => b.barredUntil > now) ?? null;
  } else bar = await activeBar(db, userId, now);
  if (!bar) return;
  const until = localDateTime(bar.barredUntil, timeZone);
  throw new AppError(Code.CREDIT_BARRED, { score: bar.scoreAt, untilDate: until.date, untilTime: until.time });
}

/** A user's credit as the terminal shows it. */
export interface CreditStanding {
  score: number;
  /** The bar in force, if any. */
  barredUntil: Date | null;
}

/** The standing of `userId` at `now` (after settling ended bars). */
export async function creditStanding(db: Db, userId: number, now: Date): Promise<CreditStanding> {
  const bar = await activeBar(db, userId, now);
  return { score: await scoreOf(db, userId), barredUntil: bar?.barredUntil ?? null };
}

/**
 * Deducts the points of a breach (`noShow` or `lateCancel` of `reservationId` at a site of
 * `sceneId`) from `userId`'s score, writes the record and the message `creditDeducted`,
 * and bars the user (message `creditBarred`) when the score falls below the threshold and
 * no bar is in force. Call inside the transaction of the change that caused it.
 * @returns the new score and the new bar's end (null when none was started)
 */
export async function deductCredit(
  db: Db,
  breach: { userId: number; sceneId: number; reason: 'noShow' | 'lateCancel'; reservationId: number; timeZone: string },
  now: Date,
): Promise<{ score: number; barredUntil: Date | null }> {
  const rule = await creditRuleFor(db, breach.sceneId);
  const points = breach.reason === 'noShow' ? rule.noShowPoints : rule.lateCancelPoints;
  // Serializes credit changes of one user (two sweeps or a sweep and a cancel at once).
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CREDIT}, ${breach.userId})`);
  const barred = await activeBar(db, breach.userId, now);
  const score = (await scoreOf(db, breach.userId)) - points;
  if (points > 0) {
    await setScore(db, breach.userId, score, -points, now, {
      reason: breach.reason,
      reservationId: breach.reservationId,
    });
    await notify(db, breach.userId, 'creditDeducted', { points, score, reason: breach.reason }, breach.reservationId);
  }
  if (barred) return { score, barredUntil: null };
  return { score, barredUntil: await barWhenBelow(db, breach.userId, score, rule, now, breach.timeZone) };
}

/**
 * Bars `userId` from `now` for the rule's days (a `credit_breach` row and the message `creditBarred`) when `score`
 * is below the rule's threshold; the caller holds the user's credit lock and has found no bar in force.
 * @returns the bar's end, or null when the score is not below the threshold
 */
async function barWhenBelow(
  db: Db,
  userId: number,
  score: number,
  rule: AppliedCreditRule,
  now: Date,
  timeZone: string,
): Promise<Date | null> {
  if (score >= rule.threshold) return null;
  const barredUntil = addLocalDays(now, rule.barDays, timeZone);
  await db.insert(creditBreach).values({ userId, scoreAt: score, barredFrom: now, barredUntil, createdAt: now });
  const until = localDateTime(barredUntil, timeZone);
  await notify(db, userId, 'creditBarred', {
    score,
    threshold: rule.threshold,
    untilDate: until.date,
    untilTime: until.time,
  });
  return barredUntil;
}

/**
 * Deducts `points` for club penalty `penaltyId` (a charged late cancel or no-show at the fitness club, its rule's
 * credit points; docs/fitness-penalties.md) from `userId`'s score: a `clubPenalty` record pointing at the penalty,
 * the message `creditDeducted`, and a bar by the default credit rule's threshold and days (the club has no scene)
 * when the score falls below it and no bar is in force. Nothing for 0 points. Call inside the penalty's transaction.
 * @returns the new score and the new bar's end (null when none was started)
 */
export async function deductPenaltyCredit(
  db: Db,
  penalty: { userId: number; penaltyId: number; points: number; timeZone: string },
  now: Date,
): Promise<{ score: number; barredUntil: Date | null }> {
  if (penalty.points <= 0) return { score: await scoreOf(db, penalty.userId), barredUntil: null };
  const rule = await creditRuleFor(db, null);
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CREDIT}, ${penalty.userId})`);
  const barred = await activeBar(db, penalty.userId, now);
  const score = (await scoreOf(db, penalty.userId)) - penalty.points;
  await setScore(db, penalty.userId, score, -penalty.points, now, {
    reason: 'clubPenalty',
    penaltyId: penalty.penaltyId,
  });
  await notify(db, penalty.userId, 'creditDeducted', { points: penalty.points, score, reason: 'clubPenalty' });
  if (barred) return { score, barredUntil: null };
  return { score, barredUntil: await barWhenBelow(db, penalty.userId, score, rule, now, penalty.timeZone) };
}

/**
 * Gives back the `points` a waived club penalty `penaltyId` deducted: a `clubPenaltyWaived` record of its own
 * pointing at the penalty, by staff `by`. A bar the deduction started stays (staff lift it on /breachOfContract).
 * Nothing for 0 points. Call inside the waiver's transaction.
 * @returns the new score
 */
export async function returnPenaltyCredit(
  db: Db,
  penalty: { userId: number; penaltyId: number; points: number },
  by: number,
  now: Date,
): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CREDIT}, ${penalty.userId})`);
  await settleEndedBars(db, penalty.userId, now);
  const before = await scoreOf(db, penalty.userId);
  if (penalty.points <= 0) return before;
  const score = before + penalty.points;
  await setScore(db, penalty.userId, score, penalty.points, now, {
    reason: 'clubPenaltyWaived',
    penaltyId: penalty.penaltyId,
    createdBy: by,
  });
  return score;
}

/**
 * An administrator's change of `userId`'s score by `delta` (manual, with a remark).
 * @returns the new score
 */
export async function adjustCredit(
  db: Db,
  userId: number,
  delta: number,
  remark: string,
  by: number,
  now: Date,
): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CREDIT}, ${userId})`);
  await settleEndedBars(db, userId, now);
  const score = (await scoreOf(db, userId)) + delta;
  await setScore(db, userId, score, delta, now, { reason: 'manual', remark, createdBy: by });
  return score;
}

/**
 * Lifts bar `breachId` now (an administrator's decision) and restores the user's score.
 * @throws AppError NOT_FOUND when there is no such bar in force
 */
export async function liftBar(
  db: Db,
  breachId: number,
  by: number,
  now: Date,
): Promise<typeof creditBreach.$inferSelect> {
  const [found] = await db
    .select({ userId: creditBreach.userId })
    .from(creditBreach)
    .where(eq(creditBreach.id, breachId));
  if (!found) throw new AppError(Code.NOT_FOUND);
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CREDIT}, ${found.userId})`);
  const [bar] = await db
    .update(creditBreach)
    .set({ liftedAt: now, liftedBy: by })
    .where(and(eq(creditBreach.id, breachId), isNull(creditBreach.liftedAt), gt(creditBreach.barredUntil, now)))
    .returning();
  if (!bar) throw new AppError(Code.NOT_FOUND);
  await restoreScore(db, bar.userId, now, by);
  return bar;
}

/**
 * The local date `YYYY-MM-DD` and time `HH:mm` of `instant` in `timeZone` (with its offset in a repeated hour: {@link
 * clockTime}).
 */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  return { date: localDateOf(instant, timeZone), time: clockTime(instant, timeZone) };
}

/** Advisory-lock namespace of credit changes (first key). */
const LOCK_CREDIT = 7_200_003;
