/**
 * The club's late-cancel and no-show penalties applied (docs/fitness-penalties.md): the rule of an
 * offence (a class type's override, else its course kind's, else "forfeit the use, no fee"), the grace
 * count within a rolling period, the forfeited use given back when the rule does not forfeit it, one
 * `club_penalty` record per offence, and the unpaid fees as a member's debt at the gate. Registered on
 * `classPenaltyHooks` (class-store.ts), `privatePenaltyHooks` (private-session.handlers.ts) and
 * `debtSources` (club-gate/gate-core.ts) when this module is loaded; every function runs in its caller's
 * one transaction (the late cancel's or the no-show's).
 */
import { and, asc, count, eq, gt, isNull, or, sql, sum } from 'drizzle-orm';
import type { PenaltyCourseKind, PenaltyOffence } from '../../../platform/contracts/club-penalty.contract';
import type { Db } from '../../db/client';
import {
  clubClassBooking,
  clubClassSession,
  clubClassType,
  clubCoach,
  clubPenalty,
  clubPenaltyRule,
  clubPrivateSession,
  clubTestType,
  type PenaltyRuleSnapshot,
  type PenaltySubject,
} from '../../db/schema/index';
import { debtSources } from '../club-gate/gate-core';
import { deductPenaltyCredit } from '../credit/credit.service';
import { toWireTime } from '../reserve/campus-time';
import { CAMPUS_ZONE } from './card-store';
import { classPenaltyHooks, type ClassBooking } from './class-store';
import { privatePenaltyHooks, type PenaltyKind } from './private-session.handlers';
import { returnUse } from './usage';

const DAY = 86_400_000;
/** The advisory lock class serializing one member's offences (the grace count counts them one after the other). */
const LOCK_PENALTY = 2_580_001;

/** The rule when none is stored for an offence: the use forfeited (the club's behaviour before rules), no fee. */
export const NO_RULE: PenaltyRuleSnapshot = {
  ruleId: null,
  classTypeId: null,
  forfeitUse: true,
  feeCents: 0,
  graceCount: 0,
  graceDays: 30,
  waiveDays: 0,
  creditPoints: 0,
};

/**
 * The rule of `offence` for `courseKind`: the override of class type `classTypeId` when one is stored
 * (most specific wins), else the course kind's own rule, else {@link NO_RULE}.
 */
export async function ruleFor(
  db: Db,
  courseKind: PenaltyCourseKind,
  offence: PenaltyOffence,
  classTypeId: number | null,
): Promise<PenaltyRuleSnapshot> {
  const [r] = await db
    .select()
    .from(clubPenaltyRule)
    .where(
      and(
        eq(clubPenaltyRule.courseKind, courseKind),
        eq(clubPenaltyRule.offence, offence),
        classTypeId === null
          ? isNull(clubPenaltyRule.classTypeId)
          : or(isNull(clubPenaltyRule.classTypeId), eq(clubPenaltyRule.classTypeId, classTypeId)),
      ),
    )
    .orderBy(sql`${clubPenaltyRule.classTypeId} is null`, asc(clubPenaltyRule.id))
    .limit(1);
  if (!r) return NO_RULE;
  return {
    ruleId: r.id,
    classTypeId: r.classTypeId,
    forfeitUse: r.forfeitUse,
    feeCents: r.feeCents,
    graceCount: r.graceCount,
    graceDays: r.graceDays,
    waiveDays: r.waiveDays,
    creditPoints: r.creditPoints,
  };
}

/** An offence to record: whose, about what, the use it took, and the row to note a given-back use on. */
export interface Offence {
  userId: number;
  orgId: number | null;
  sourceKind: 'class' | 'private' | 'test';
  sourceId: number;
  courseKind: PenaltyCourseKind;
  offence: PenaltyOffence;
  classTypeId: number | null;
  subject: PenaltySubject;
  cardId: number | null;
  useEventId: number | null;
  actorUserId: number | null;
  now: Date;
}

/**
 * Applies the rule to `o` and records it: the member's offences serialized (an advisory lock), the
 * offences of the same course kind and kind within the rule's grace period counted — fewer than its
 * grace count: `graced` (no fee, the use given back); else `charged` with the rule's fee (0 possible),
 * the use forfeited or given back (`returnUse`) as the rule says, and the rule's credit points deducted. A source
 * already recorded for that offence (a mark corrected back to no-show) records nothing again.
 * @returns the record, and the `useReturn` event's id when the use was given back (else null)
 */
export async function applyPenalty(
  db: Db,
  o: Offence,
): Promise<{ record: typeof clubPenalty.$inferSelect | null; returnEventId: number | null }> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_PENALTY}, ${o.userId})`);
  const [already] = await db
    .select({ id: clubPenalty.id })
    .from(clubPenalty)
    .where(
      and(
        eq(clubPenalty.sourceKind, o.sourceKind),
        eq(clubPenalty.sourceId, o.sourceId),
        eq(clubPenalty.offence, o.offence),
      ),
    );
  if (already) return { record: null, returnEventId: null };
  const rule = await ruleFor(db, o.courseKind, o.offence, o.classTypeId);
  const [{ prior }] = await db
    .select({ prior: count() })
    .from(clubPenalty)
    .where(
      and(
        eq(clubPenalty.userId, o.userId),
        eq(clubPenalty.courseKind, o.courseKind),
        eq(clubPenalty.offence, o.offence),
        gt(clubPenalty.at, new Date(o.now.getTime() - rule.graceDays * DAY)),
      ),
    );
  const graced = prior < rule.graceCount;
  const forfeit = rule.forfeitUse && !graced;
  const returnEventId =
    !forfeit && o.useEventId
      ? await returnUse(db, o.useEventId, {
          actorUserId: o.actorUserId,
          now: o.now,
          reason: graced ? 'penaltyGraced' : 'penaltyNoForfeit',
          detail: { sourceKind: o.sourceKind, sourceId: o.sourceId, offence: o.offence },
        })
      : null;
  const [record] = await db
    .insert(clubPenalty)
    .values({
      userId: o.userId,
      orgId: o.orgId,
      sourceKind: o.sourceKind,
      sourceId: o.sourceId,
      courseKind: o.courseKind,
      offence: o.offence,
      subject: o.subject,
      rule,
      priorCount: prior,
      feeCents: graced ? 0 : rule.feeCents,
      forfeited: Boolean(o.useEventId) && returnEventId === null,
      cardId: o.cardId,
      useEventId: o.useEventId,
      returnEventId,
      state: graced ? 'graced' : 'charged',
      waiveUntil: new Date(o.now.getTime() + rule.waiveDays * DAY),
      creditPoints: graced ? 0 : (rule.creditPoints ?? 0),
      at: o.now,
    })
    .returning();
  // A charged offence costs the rule's credit points, as a venue breach does (the record points at the penalty).
  if (record.creditPoints > 0)
    await deductPenaltyCredit(
      db,
      { userId: o.userId, penaltyId: record.id, points: record.creditPoints, timeZone: CAMPUS_ZONE },
      o.now,
    );
  return { record, returnEventId };
}

/** Notes on the class booking or session that its use was given back by event `eventId`. */
export async function noteReturn(db: Db, sourceKind: Offence['sourceKind'], sourceId: number, eventId: number) {
  if (sourceKind === 'class')
    await db.update(clubClassBooking).set({ returnEventId: eventId }).where(eq(clubClassBooking.id, sourceId));
  else await db.update(clubPrivateSession).set({ returnEventId: eventId }).where(eq(clubPrivateSession.id, sourceId));
}

/** The penalty hook of group classes (classPenaltyHooks): the class type's rule or the league rule. */
export async function penalizeClassBooking(db: Db, b: ClassBooking, kind: PenaltyKind): Promise<void> {
  const [s] = await db
    .select({ session: clubClassSession, type: clubClassType, coachName: clubCoach.displayName })
    .from(clubClassSession)
    .innerJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
    .innerJoin(clubCoach, eq(clubCoach.id, clubClassSession.coachId))
    .where(eq(clubClassSession.id, b.sessionId));
  const { returnEventId } = await applyPenalty(db, {
    userId: b.userId,
    orgId: b.orgId,
    sourceKind: 'class',
    sourceId: b.id,
    courseKind: 'league',
    offence: kind,
    classTypeId: s.type.id,
    subject: {
      nameCn: s.type.nameCn,
      nameEn: s.type.nameEn,
      nameTc: s.type.nameTc,
      coachName: s.coachName,
      startsAt: toWireTime(s.session.startsAt, CAMPUS_ZONE),
    },
    cardId: b.cardId,
    useEventId: b.useEventId,
    actorUserId: b.actorUserId,
    now: b.updatedAt,
  });
  if (returnEventId) await noteReturn(db, 'class', b.id, returnEventId);
}

/** The penalty hook of private sessions and tests (privatePenaltyHooks): the `private` or `test` rule. */
export async function penalizePrivateSession(
  db: Db,
  s: typeof clubPrivateSession.$inferSelect,
  kind: PenaltyKind,
): Promise<void> {
  const [coach] = await db.select().from(clubCoach).where(eq(clubCoach.id, s.coachId));
  const [test] = s.testTypeId ? await db.select().from(clubTestType).where(eq(clubTestType.id, s.testTypeId)) : [];
  const courseKind = s.kind === 'test' ? 'test' : 'private';
  const { returnEventId } = await applyPenalty(db, {
    userId: s.userId,
    orgId: s.orgId,
    sourceKind: courseKind,
    sourceId: s.id,
    courseKind,
    offence: kind,
    classTypeId: null,
    subject: {
      nameCn: test?.nameCn ?? '',
      nameEn: test?.nameEn ?? '',
      nameTc: test?.nameTc ?? '',
      coachName: coach?.displayName ?? '',
      startsAt: toWireTime(s.startAt, CAMPUS_ZONE),
    },
    cardId: s.cardId,
    useEventId: s.useEventId,
    actorUserId: kind === 'lateCancel' ? s.cancelledBy : s.markedBy,
    now: s.updatedAt,
  });
  if (returnEventId) await noteReturn(db, courseKind, s.id, returnEventId);
}

/** The debt source of penalties (debtSources): the fees of the member's `charged` records, in cents. */
export async function penaltyDebtCents(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(clubPenalty.feeCents) })
    .from(clubPenalty)
    .where(and(eq(clubPenalty.userId, userId), eq(clubPenalty.state, 'charged')));
  return Number(row?.total ?? 0);
}

if (!classPenaltyHooks.includes(penalizeClassBooking)) classPenaltyHooks.push(penalizeClassBooking);
if (!privatePenaltyHooks.includes(penalizePrivateSession)) privatePenaltyHooks.push(penalizePrivateSession);
if (!debtSources.includes(penaltyDebtCents)) debtSources.push(penaltyDebtCents);
