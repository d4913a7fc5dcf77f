/**
 * Handlers of platform/contracts/club-coach.contract.ts (docs/fitness-coaches.md): members' ratings of
 * the classes and sessions they attended, the coach centre's reads, the back office's comments, pay
 * rules and pay log, and the adjustment (调课) of a group class or a private session. Every change runs
 * in the call's one transaction and is audited. Ratings are in the data scope of the member's
 * organisation (`club_rating.org_id`); a private session's adjustment in that of its member. Pay rules,
 * the pay log and the adjustments' log are the club's (coaches belong to no organisation: not scoped).
 */
import { and, asc, count, desc, eq, gte, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import * as calls from '../../../platform/contracts/club-coach.contract';
import {
  RATING_WINDOW_DAYS,
  type AdjustmentRow,
  type Averages,
  type CoachItem,
  type PayLog,
  type PayRuleRow,
  type RatedKind,
  type RatingRow,
  type ToRateRow,
} from '../../../platform/contracts/club-coach.contract';
import { payOf, pickRule, type HeldItem, type PayRule } from '../../../platform/fitness/coach-pay';
import { campusInstant } from '../../../platform/fitness/private-slots';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { offsetOf, pageResult } from '../../db/paging';
import {
  clubClassBooking,
  clubClassSession,
  clubClassType,
  clubCoach,
  clubCoachAdjustment,
  clubCoachPayRule,
  clubCoachSetting,
  clubPrivateSession,
  clubRating,
  clubTestType,
  sysUser,
} from '../../db/schema/index';
import { implement, type Principal, type SignedInContext } from '../../plugins/call-handler';
import { i18nOf } from '../../plugins/i18n';
import { notify } from '../message/message.service';
import { scopeCondition } from '../org/data-scope';
import { clockTime, toWireTime } from '../reserve/campus-time';
import { CAMPUS_ZONE, nameIn, todayAt } from './card-store';
import { checkSpaceFree } from './class-space';
import { classParams, lockSession } from './class-store';
import { checkCoachFree, guarded } from './club-class.handlers';

const DAY = 86_400_000;
const MINUTE = 60_000;
const wire = (d: Date | number) => toWireTime(new Date(d), CAMPUS_ZONE);
type Named = { nameCn: string | null; nameEn: string | null; nameTc: string | null } | null;

/** A name of a joined type (class or test type) in `lang`; '' when none was joined. */
function titleOf(lang: Lang, ...types: Named[]): string {
  for (const t of types)
    if (t?.nameCn) return nameIn(lang, { nameCn: t.nameCn, nameEn: t.nameEn ?? '', nameTc: t.nameTc ?? '' });
  return '';
}

/** Average of a numeric column, two decimals (null without rows). */
const avgOf = (col: AnyColumn) => sql<string | null>`round(avg(${col}), 2)`;
const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The caller's coach record.
 * @throws AppError NOT_FOUND when the caller is no coach
 */
async function myCoach(db: Db, me: Principal) {
  const [coach] = await db
    .select({ id: clubCoach.id, displayName: clubCoach.displayName })
    .from(clubCoach)
    .where(eq(clubCoach.userId, me.userId));
  if (!coach) throw new AppError(Code.NOT_FOUND);
  return coach;
}

/** The campus date of a timestamp column (for date filters). */
const campusDate = (col: typeof clubRating.heldAt) => sql`(${col} at time zone ${CAMPUS_ZONE})::date`;

// --- ratings ------------------------------------------------------------------------------------

/** Ratings matching `where` with their coach, member and the rated class's or session's type. */
async function ratingRows(
  db: Db,
  lang: Lang,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<RatingRow[]> {
  const q = db
    .select({
      r: clubRating,
      coachName: clubCoach.displayName,
      memberName: sysUser.name,
      type: { nameCn: clubClassType.nameCn, nameEn: clubClassType.nameEn, nameTc: clubClassType.nameTc },
      test: { nameCn: clubTestType.nameCn, nameEn: clubTestType.nameEn, nameTc: clubTestType.nameTc },
    })
    .from(clubRating)
    .innerJoin(clubCoach, eq(clubCoach.id, clubRating.coachId))
    .innerJoin(sysUser, eq(sysUser.id, clubRating.userId))
    .leftJoin(clubClassSession, and(eq(clubRating.kind, 'league'), eq(clubClassSession.id, clubRating.sourceId)))
    .leftJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
    .leftJoin(clubPrivateSession, and(eq(clubRating.kind, 'private'), eq(clubPrivateSession.id, clubRating.sourceId)))
    .leftJoin(clubTestType, eq(clubTestType.id, clubPrivateSession.testTypeId))
    .where(where)
    .orderBy(desc(clubRating.createdAt), desc(clubRating.id));
  const rows = await (page ? q.limit(page.limit).offset(page.offset) : q.limit(200));
  return rows.map(({ r, coachName, memberName, type, test }) => ({
    id: r.id,
    kind: r.kind as RatedKind,
    sourceId: r.sourceId,
    title: titleOf(lang, type, test),
    coachId: r.coachId,
    coachName,
    memberName,
    heldAt: wire(r.heldAt),
    trainerScore: r.trainerScore,
    serviceScore: r.serviceScore,
    comment: r.comment,
    hidden: r.hidden === 1,
    hiddenReason: r.hiddenReason,
    createdAt: wire(r.createdAt),
  }));
}

/** Rating `id` as a row (no scope: the caller has just operated on it). */
async function ratingRowOf(db: Db, lang: Lang, id: number): Promise<RatingRow> {
  const [row] = await ratingRows(db, lang, eq(clubRating.id, id));
  return row;
}

/** The member's attended classes and sessions of the last RATING_WINDOW_DAYS days not rated yet. */
async function toRate(db: Db, lang: Lang, userId: number, now: Date): Promise<ToRateRow[]> {
  const since = new Date(now.getTime() - RATING_WINDOW_DAYS * DAY);
  const notRated = (kind: RatedKind, source: AnyColumn) =>
    sql`not exists (select 1 from club_rating cr where cr.kind = ${kind} and cr.source_id = ${source}
      and cr.user_id = ${userId})`;
  const classes = await db
    .select({
      id: clubClassSession.id,
      startAt: clubClassSession.startsAt,
      coachId: clubCoach.id,
      coachName: clubCoach.displayName,
      type: { nameCn: clubClassType.nameCn, nameEn: clubClassType.nameEn, nameTc: clubClassType.nameTc },
    })
    .from(clubClassBooking)
    .innerJoin(clubClassSession, eq(clubClassSession.id, clubClassBooking.sessionId))
    .innerJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
    .innerJoin(clubCoach, eq(clubCoach.id, clubClassSession.coachId))
    .where(
      and(
        eq(clubClassBooking.userId, userId),
        eq(clubClassBooking.state, 'attended'),
        gte(clubClassSession.startsAt, since),
        lt(clubClassSession.startsAt, now),
        notRated('league', clubClassSession.id),
      ),
    );
  const sessions = await db
    .select({
      id: clubPrivateSession.id,
      startAt: clubPrivateSession.startAt,
      coachId: clubCoach.id,
      coachName: clubCoach.displayName,
      test: { nameCn: clubTestType.nameCn, nameEn: clubTestType.nameEn, nameTc: clubTestType.nameTc },
    })
    .from(clubPrivateSession)
    .innerJoin(clubCoach, eq(clubCoach.id, clubPrivateSession.coachId))
    .leftJoin(clubTestType, eq(clubTestType.id, clubPrivateSession.testTypeId))
    .where(
      and(
        eq(clubPrivateSession.userId, userId),
        eq(clubPrivateSession.state, 'attended'),
        gte(clubPrivateSession.startAt, since),
        lt(clubPrivateSession.startAt, now),
        notRated('private', clubPrivateSession.id),
      ),
    );
  const rows: ToRateRow[] = [
    ...classes.map((c) => ({ kind: 'league' as const, ...c, title: titleOf(lang, c.type) })),
    ...sessions.map((s) => ({ kind: 'private' as const, ...s, title: titleOf(lang, s.test) })),
  ]
    .sort((a, b) => b.startAt.getTime() - a.startAt.getTime())
    .map((r) => ({
      kind: r.kind,
      sourceId: r.id,
      title: r.title,
      coachId: r.coachId,
      coachName: r.coachName,
      startAt: wire(r.startAt),
      rateBy: wire(r.startAt.getTime() + RATING_WINDOW_DAYS * DAY),
    }));
  return rows;
}

/**
 * What the member rates: their own attended class booking or private session `sourceId`.
 * @throws AppError NOT_FOUND (not theirs, not attended, unknown)
 */
async function ratedSource(db: Db, userId: number, kind: RatedKind, sourceId: number) {
  if (kind === 'league') {
    const [row] = await db
      .select({ coachId: clubClassSession.coachId, heldAt: clubClassSession.startsAt, orgId: clubClassBooking.orgId })
      .from(clubClassBooking)
      .innerJoin(clubClassSession, eq(clubClassSession.id, clubClassBooking.sessionId))
      .where(
        and(
          eq(clubClassBooking.sessionId, sourceId),
          eq(clubClassBooking.userId, userId),
          eq(clubClassBooking.state, 'attended'),
        ),
      )
      .limit(1);
    if (!row) throw new AppError(Code.NOT_FOUND);
    return row;
  }
  const [row] = await db
    .select({
      coachId: clubPrivateSession.coachId,
      heldAt: clubPrivateSession.startAt,
      orgId: clubPrivateSession.orgId,
    })
    .from(clubPrivateSession)
    .where(
      and(
        eq(clubPrivateSession.id, sourceId),
        eq(clubPrivateSession.userId, userId),
        eq(clubPrivateSession.state, 'attended'),
      ),
    );
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** Averages of the ratings matching `where`. */
async function averagesOf(db: Db, where: SQL | undefined): Promise<Averages> {
  const [a] = await db
    .select({ n: count(), trainer: avgOf(clubRating.trainerScore), service: avgOf(clubRating.serviceScore) })
    .from(clubRating)
    .where(where);
  return { count: a.n, trainerAvg: num(a.trainer), serviceAvg: num(a.service) };
}

/** The back office's filters of ratings. */
function commentFilter(q: { coachId?: number; from?: string; to?: string; score?: number; hidden?: '0' | '1' }) {
  return and(
    q.coachId ? eq(clubRating.coachId, q.coachId) : undefined,
    q.from ? sql`${campusDate(clubRating.heldAt)} >= ${q.from}::date` : undefined,
    q.to ? sql`${campusDate(clubRating.heldAt)} <= ${q.to}::date` : undefined,
    q.score ? eq(clubRating.trainerScore, q.score) : undefined,
    q.hidden ? eq(clubRating.hidden, Number(q.hidden)) : undefined,
  );
}

/** The data-scope condition over ratings (the member and the member's organisation when rated). */
const ratingScope = (db: Db, me: Principal) =>
  scopeCondition(db, me, { userId: clubRating.userId, orgId: clubRating.orgId });

// --- the coach centre ------------------------------------------------------------------------------

const attendedOf = sql<number>`(select count(*)::int from club_class_booking b
  where b.session_id = ${clubClassSession.id} and b.state = 'attended')`;
const liveOf = sql<number>`(select count(*)::int from club_class_booking b
  where b.session_id = ${clubClassSession.id} and b.state in ('booked', 'attended', 'noShow'))`;

/**
 * A coach's classes and sessions matching the time conditions, merged by start (ascending or
 * descending), the first `limit` after `offset`, and their total.
 */
async function coachItems(
  db: Db,
  lang: Lang,
  coachId: number,
  range: { from?: Date; to?: Date },
  order: 'asc' | 'desc',
  page: { limit: number; offset: number },
): Promise<{ items: CoachItem[]; total: number }> {
  const by = order === 'asc' ? asc : desc;
  const classWhere = and(
    eq(clubClassSession.coachId, coachId),
    range.from ? gte(clubClassSession.startsAt, range.from) : undefined,
    range.to ? lt(clubClassSession.startsAt, range.to) : undefined,
  );
  const sessionWhere = and(
    eq(clubPrivateSession.coachId, coachId),
    range.from ? gte(clubPrivateSession.startAt, range.from) : undefined,
    range.to ? lt(clubPrivateSession.startAt, range.to) : undefined,
  );
  const take = page.offset + page.limit;
  const classes = await db
    .select({
      s: clubClassSession,
      type: { nameCn: clubClassType.nameCn, nameEn: clubClassType.nameEn, nameTc: clubClassType.nameTc },
      booked: liveOf,
      attended: attendedOf,
    })
    .from(clubClassSession)
    .innerJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
    .where(classWhere)
    .orderBy(by(clubClassSession.startsAt), asc(clubClassSession.id))
    .limit(take);
  const sessions = await db
    .select({
      s: clubPrivateSession,
      test: { nameCn: clubTestType.nameCn, nameEn: clubTestType.nameEn, nameTc: clubTestType.nameTc },
    })
    .from(clubPrivateSession)
    .leftJoin(clubTestType, eq(clubTestType.id, clubPrivateSession.testTypeId))
    .where(sessionWhere)
    .orderBy(by(clubPrivateSession.startAt), asc(clubPrivateSession.id))
    .limit(take);
  const [{ n: nc }] = await db.select({ n: count() }).from(clubClassSession).where(classWhere);
  const [{ n: ns }] = await db.select({ n: count() }).from(clubPrivateSession).where(sessionWhere);
  const items = [
    ...classes.map(({ s, type, booked, attended }) => ({
      at: s.startsAt.getTime(),
      item: {
        kind: 'league' as const,
        id: s.id,
        title: titleOf(lang, type),
        startAt: wire(s.startsAt),
        endAt: wire(s.endsAt),
        place: s.place,
        state: s.state,
        booked: Number(booked),
        attended: Number(attended),
        capacity: s.capacity,
      },
    })),
    ...sessions.map(({ s, test }) => ({
      at: s.startAt.getTime(),
      item: {
        kind: s.kind as 'private' | 'test',
        id: s.id,
        title: titleOf(lang, test),
        startAt: wire(s.startAt),
        endAt: wire(s.endAt),
        place: '',
        state: s.state,
        booked: ['booked', 'attended', 'noShow'].includes(s.state) ? 1 : 0,
        attended: s.state === 'attended' ? 1 : 0,
        capacity: 1,
      },
    })),
  ]
    .sort((a, b) => (order === 'asc' ? a.at - b.at : b.at - a.at))
    .slice(page.offset, take)
    .map((x) => x.item);
  return { items, total: nc + ns };
}

// --- adjustments ----------------------------------------------------------------------------------

/** Adjustments matching `where`, the latest first, with both coaches and the class's or session's type. */
async function adjustmentRows(
  db: Db,
  lang: Lang,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<AdjustmentRow[]> {
  const fromCoach = alias(clubCoach, 'from_coach');
  const toCoach = alias(clubCoach, 'to_coach');
  const rows = await db
    .select({
      a: clubCoachAdjustment,
      fromName: fromCoach.displayName,
      toName: toCoach.displayName,
      type: { nameCn: clubClassType.nameCn, nameEn: clubClassType.nameEn, nameTc: clubClassType.nameTc },
      test: { nameCn: clubTestType.nameCn, nameEn: clubTestType.nameEn, nameTc: clubTestType.nameTc },
    })
    .from(clubCoachAdjustment)
    .innerJoin(fromCoach, eq(fromCoach.id, clubCoachAdjustment.fromCoachId))
    .innerJoin(toCoach, eq(toCoach.id, clubCoachAdjustment.toCoachId))
    .leftJoin(
      clubClassSession,
      and(eq(clubCoachAdjustment.kind, 'league'), eq(clubClassSession.id, clubCoachAdjustment.sourceId)),
    )
    .leftJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
    .leftJoin(
      clubPrivateSession,
      and(eq(clubCoachAdjustment.kind, 'private'), eq(clubPrivateSession.id, clubCoachAdjustment.sourceId)),
    )
    .leftJoin(clubTestType, eq(clubTestType.id, clubPrivateSession.testTypeId))
    .where(where)
    .orderBy(desc(clubCoachAdjustment.createdAt), desc(clubCoachAdjustment.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ a, fromName, toName, type, test }) => ({
    id: a.id,
    kind: a.kind as RatedKind,
    sourceId: a.sourceId,
    title: titleOf(lang, type, test),
    fromCoachId: a.fromCoachId,
    fromCoachName: fromName,
    toCoachId: a.toCoachId,
    toCoachName: toName,
    fromStart: wire(a.fromStart),
    toStart: wire(a.toStart),
    reason: a.reason,
    createdAt: wire(a.createdAt),
  }));
}

/** Appends an adjustment and answers it as a row. */
async function recordAdjustment(
  ctx: SignedInContext,
  v: { kind: RatedKind; sourceId: number; fromCoachId: number; toCoachId: number; fromStart: Date; toStart: Date },
  reason: string,
): Promise<AdjustmentRow> {
  const [a] = await ctx.db
    .insert(clubCoachAdjustment)
    .values({ ...v, reason, actorId: ctx.principal.userId, createdAt: ctx.now })
    .returning();
  const [row] = await adjustmentRows(ctx.db, ctx.lang, eq(clubCoachAdjustment.id, a.id), { limit: 1, offset: 0 });
  return row;
}

/**
 * Moves group class `id` and / or hands it to another coach: a coming scheduled class only; the length
 * is kept; the coach must be on and free (no overlap: CLASS_COACH_BUSY, backed by the exclusion
 * constraint); its space, if any, free then (CLASS_SPACE_BUSY). Its booked members are told (message
 * `clubClass`, context `adjusted`).
 * @throws AppError NOT_FOUND, ADJUST_STARTED, ADJUST_NOTHING, CLASS_TIME_INVALID, CLASS_COACH_UNKNOWN,
 *   CLASS_COACH_BUSY, CLASS_SPACE_BUSY
 */
async function adjustClass(
  ctx: SignedInContext,
  input: { id: number; startAt?: string; coachId?: number; reason: string },
) {
  const before = await lockSession(ctx.db, input.id);
  if (before.state !== 'scheduled' || before.startsAt <= ctx.now) throw new AppError(Code.ADJUST_STARTED);
  const startsAt = input.startAt ? new Date(input.startAt) : before.startsAt;
  const coachId = input.coachId ?? before.coachId;
  if (startsAt.getTime() === before.startsAt.getTime() && coachId === before.coachId)
    throw new AppError(Code.ADJUST_NOTHING);
  if (startsAt <= ctx.now) throw new AppError(Code.CLASS_TIME_INVALID);
  const endsAt = new Date(startsAt.getTime() + (before.endsAt.getTime() - before.startsAt.getTime()));
  // The class keeps its space: it must be free at the new time (the space before the coach: class-space.ts).
  const space = before.spaceId ? { id: before.spaceId, name: before.place, capacity: before.capacity } : null;
  if (space) await checkSpaceFree(ctx.db, space, startsAt, endsAt, before.id);
  await checkCoachFree(ctx.db, coachId, startsAt, endsAt, before.id);
  const [after] = await guarded(
    startsAt,
    () =>
      ctx.db
        .update(clubClassSession)
        .set({ startsAt, endsAt, coachId, updatedAt: ctx.now })
        .where(eq(clubClassSession.id, before.id))
        .returning(),
    space?.name,
  );
  const row = await recordAdjustment(
    ctx,
    {
      kind: 'league',
      sourceId: before.id,
      fromCoachId: before.coachId,
      toCoachId: coachId,
      fromStart: before.startsAt,
      toStart: startsAt,
    },
    input.reason,
  );
  const members = await ctx.db
    .select({ userId: clubClassBooking.userId })
    .from(clubClassBooking)
    .where(and(eq(clubClassBooking.sessionId, before.id), eq(clubClassBooking.state, 'booked')));
  const params = await classParams(ctx.db, after);
  for (const m of members)
    await notify(ctx.db, m.userId, 'clubClass', {
      context: 'adjusted',
      ...params,
      why: '',
      fromDate: todayAt(before.startsAt),
      fromTime: clockTime(before.startsAt, CAMPUS_ZONE).slice(0, 5),
      fromCoachName: row.fromCoachName ?? '',
      coachName: row.toCoachName,
    });
  ctx.audit({ before, after: { ...after, adjustment: row } });
  return row;
}

/**
 * Moves booked private session `id` of a member in scope and / or hands it to another coach (on); the
 * length is kept, the buffer is the new coach's. The coach's hours are not checked (staff decide), the
 * exclusion constraint is: an overlap answers PRIVATE_SLOT_TAKEN. The member is told old → new (message
 * `clubPrivate`, context `adjusted`).
 * @throws AppError NOT_FOUND (also out of scope, an unknown or off coach), ADJUST_STARTED, ADJUST_NOTHING,
 *   PRIVATE_IN_PAST, PRIVATE_SLOT_TAKEN
 */
async function adjustSession(
  ctx: SignedInContext,
  input: { id: number; startAt?: string; coachId?: number; reason: string },
) {
  const scope = await scopeCondition(ctx.db, ctx.principal, {
    userId: clubPrivateSession.userId,
    orgId: clubPrivateSession.orgId,
  });
  const [before] = await ctx.db
    .select()
    .from(clubPrivateSession)
    .where(and(eq(clubPrivateSession.id, input.id), scope))
    .for('update');
  if (!before) throw new AppError(Code.NOT_FOUND);
  if (before.state !== 'booked' || before.startAt <= ctx.now) throw new AppError(Code.ADJUST_STARTED);
  const startAt = input.startAt ? new Date(input.startAt) : before.startAt;
  const coachId = input.coachId ?? before.coachId;
  if (startAt.getTime() === before.startAt.getTime() && coachId === before.coachId)
    throw new AppError(Code.ADJUST_NOTHING);
  if (startAt <= ctx.now) throw new AppError(Code.PRIVATE_IN_PAST, { startAt: wire(startAt) });
  const [coach] = await ctx.db
    .select({ id: clubCoach.id })
    .from(clubCoach)
    .where(and(eq(clubCoach.id, coachId), eq(clubCoach.status, 0)));
  if (!coach) throw new AppError(Code.NOT_FOUND);
  const [setting] = await ctx.db
    .select({ buffer: clubCoachSetting.bufferMinutes })
    .from(clubCoachSetting)
    .where(eq(clubCoachSetting.coachId, coachId));
  const endAt = new Date(startAt.getTime() + before.minutes * MINUTE);
  const busyUntil = new Date(endAt.getTime() + (setting?.buffer ?? 10) * MINUTE);
  let after;
  try {
    [after] = await ctx.db
      .update(clubPrivateSession)
      .set({ startAt, endAt, busyUntil, coachId, updatedAt: ctx.now })
      .where(eq(clubPrivateSession.id, before.id))
      .returning();
  } catch (err) {
    if (sqlStateOf(err) === '23P01') throw new AppError(Code.PRIVATE_SLOT_TAKEN, { startAt: wire(startAt) });
    throw err;
  }
  const row = await recordAdjustment(
    ctx,
    {
      kind: 'private',
      sourceId: before.id,
      fromCoachId: before.coachId,
      toCoachId: coachId,
      fromStart: before.startAt,
      toStart: startAt,
    },
    input.reason,
  );
  // The member is told old → new (time and coach), in this transaction.
  const [fromDate, fromTime] = wire(before.startAt).split('T');
  const [date, time] = wire(startAt).split('T');
  await notify(ctx.db, before.userId, 'clubPrivate', {
    context: 'adjusted',
    sessionId: before.id,
    kind: before.kind,
    fromDate,
    fromTime: fromTime.slice(0, 5),
    fromCoachName: row.fromCoachName ?? '',
    date,
    time: time.slice(0, 5),
    coachName: row.toCoachName ?? '',
  });
  ctx.audit({ before, after: { ...after, adjustment: row } });
  return row;
}

// --- pay rules and the pay log --------------------------------------------------------------------

/** Every pay rule with its coach's and class type's names, the most specific first. */
async function payRules(db: Db, lang: Lang, where?: SQL): Promise<PayRuleRow[]> {
  const rows = await db
    .select({
      r: clubCoachPayRule,
      coachName: clubCoach.displayName,
      type: { nameCn: clubClassType.nameCn, nameEn: clubClassType.nameEn, nameTc: clubClassType.nameTc },
    })
    .from(clubCoachPayRule)
    .leftJoin(clubCoach, eq(clubCoach.id, clubCoachPayRule.coachId))
    .leftJoin(clubClassType, eq(clubClassType.id, clubCoachPayRule.classTypeId))
    .where(where)
    .orderBy(
      sql`${clubCoachPayRule.coachId} is null`,
      sql`${clubCoachPayRule.classTypeId} is null`,
      sql`${clubCoachPayRule.courseKind} is null`,
      asc(clubCoachPayRule.id),
    );
  return rows.map(({ r, coachName, type }) => ({
    id: r.id,
    coachId: r.coachId,
    coachName,
    classTypeId: r.classTypeId,
    classTypeName: r.classTypeId ? titleOf(lang, type) : null,
    courseKind: r.courseKind as PayRuleRow['courseKind'],
    basis: r.basis as PayRuleRow['basis'],
    amountCents: r.amountCents,
    note: r.note,
  }));
}

/**
 * Checks a rule's references: not both a class type and a course kind; the coach and class type exist.
 * @throws AppError PAY_RULE_INVALID
 */
async function checkRule(db: Db, v: { coachId: number | null; classTypeId: number | null; courseKind: string | null }) {
  if (v.classTypeId !== null && v.courseKind !== null) throw new AppError(Code.PAY_RULE_INVALID);
  if (v.coachId !== null) {
    const [c] = await db.select({ id: clubCoach.id }).from(clubCoach).where(eq(clubCoach.id, v.coachId));
    if (!c) throw new AppError(Code.PAY_RULE_INVALID);
  }
  if (v.classTypeId !== null) {
    const [t] = await db
      .select({ id: clubClassType.id })
      .from(clubClassType)
      .where(eq(clubClassType.id, v.classTypeId));
    if (!t) throw new AppError(Code.PAY_RULE_INVALID);
  }
}

/** The first instant of campus month `YYYY-MM` and of the month after. */
function monthRange(month: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [new Date(campusInstant(`${month}-01`, 0)), new Date(campusInstant(`${next}-01`, 0))];
}

/**
 * The pay log of campus month `month` (optionally one coach): every group class held (not cancelled,
 * started before `now`) with its attendees (bookings marked attended), every private session or test
 * attended, each paid by the most specific rule (platform/fitness/coach-pay.ts); totals per coach.
 */
export async function payLogOf(db: Db, lang: Lang, q: { month: string; coachId?: number }, now: Date): Promise<PayLog> {
  const [from, to] = monthRange(q.month);
  const until = to < now ? to : now;
  const rules: PayRule[] = (await db.select().from(clubCoachPayRule)).map((r) => ({
    ...r,
    courseKind: r.courseKind as PayRule['courseKind'],
    basis: r.basis as PayRule['basis'],
  }));
  const classes = await db
    .select({
      s: clubClassSession,
      coachName: clubCoach.displayName,
      type: { nameCn: clubClassType.nameCn, nameEn: clubClassType.nameEn, nameTc: clubClassType.nameTc },
      attended: attendedOf,
    })
    .from(clubClassSession)
    .innerJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
    .innerJoin(clubCoach, eq(clubCoach.id, clubClassSession.coachId))
    .where(
      and(
        ne(clubClassSession.state, 'cancelled'),
        gte(clubClassSession.startsAt, from),
        lt(clubClassSession.startsAt, until),
        q.coachId ? eq(clubClassSession.coachId, q.coachId) : undefined,
      ),
    );
  const sessions = await db
    .select({
      s: clubPrivateSession,
      coachName: clubCoach.displayName,
      test: { nameCn: clubTestType.nameCn, nameEn: clubTestType.nameEn, nameTc: clubTestType.nameTc },
    })
    .from(clubPrivateSession)
    .innerJoin(clubCoach, eq(clubCoach.id, clubPrivateSession.coachId))
    .leftJoin(clubTestType, eq(clubTestType.id, clubPrivateSession.testTypeId))
    .where(
      and(
        eq(clubPrivateSession.state, 'attended'),
        gte(clubPrivateSession.startAt, from),
        lt(clubPrivateSession.startAt, to),
        q.coachId ? eq(clubPrivateSession.coachId, q.coachId) : undefined,
      ),
    );
  const held: { item: HeldItem; sourceId: number; coachName: string; title: string; startAt: Date }[] = [
    ...classes.map(({ s, coachName, type, attended }) => ({
      item: {
        coachId: s.coachId,
        courseKind: 'league' as const,
        classTypeId: s.typeId,
        minutes: Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / MINUTE),
        attendees: Number(attended),
      },
      sourceId: s.id,
      coachName,
      title: titleOf(lang, type),
      startAt: s.startsAt,
    })),
    ...sessions.map(({ s, coachName, test }) => ({
      item: {
        coachId: s.coachId,
        courseKind: s.kind as 'private' | 'test',
        classTypeId: null,
        minutes: s.minutes,
        attendees: 1,
      },
      sourceId: s.id,
      coachName,
      title: titleOf(lang, test),
      startAt: s.startAt,
    })),
  ];
  held.sort((a, b) => a.item.coachId - b.item.coachId || a.startAt.getTime() - b.startAt.getTime());
  const totals = new Map<number, { coachId: number; coachName: string; items: number; amountCents: number }>();
  const lines = held.map(({ item, sourceId, coachName, title, startAt }) => {
    const rule = pickRule(rules, item);
    const amountCents = payOf(rule, item);
    const t = totals.get(item.coachId) ?? { coachId: item.coachId, coachName, items: 0, amountCents: 0 };
    t.items += 1;
    t.amountCents += amountCents;
    totals.set(item.coachId, t);
    return {
      kind: item.courseKind,
      sourceId,
      coachId: item.coachId,
      coachName,
      title,
      startAt: wire(startAt),
      minutes: item.minutes,
      attendees: item.attendees,
      ruleId: rule?.id ?? null,
      basis: rule?.basis ?? null,
      rateCents: rule?.amountCents ?? null,
      amountCents,
    };
  });
  const all = [...totals.values()];
  return { month: q.month, lines, totals: all, totalCents: all.reduce((s, t) => s + t.amountCents, 0) };
}

/** The pay log as an .xlsx: the lines (money in yuan) and the totals per coach, in `lang`. */
async function payLogWorkbook(log: PayLog, lang: Lang): Promise<Buffer> {
  const t = i18nOf(lang).getFixedT(lang, 'clubCoach');
  const book = new ExcelJS.Workbook();
  const money = '#,##0.00';
  const lines = book.addWorksheet(t('export.lines'));
  lines.columns = [
    { header: t('field.coach'), key: 'coach', width: 16 },
    { header: t('field.kind'), key: 'kind', width: 12 },
    { header: t('field.title'), key: 'title', width: 18 },
    { header: t('field.startAt'), key: 'startAt', width: 22 },
    { header: t('field.minutes'), key: 'minutes', width: 8 },
    { header: t('field.attendees'), key: 'attendees', width: 8 },
    { header: t('field.rule'), key: 'rule', width: 14 },
    { header: t('field.amount'), key: 'amount', width: 12, style: { numFmt: money } },
  ];
  for (const l of log.lines)
    lines.addRow({
      coach: l.coachName,
      kind: t(`kind.${l.kind}`),
      title: l.title,
      startAt: l.startAt,
      minutes: l.minutes,
      attendees: l.attendees,
      rule: l.basis ? `#${l.ruleId} ${t(`basis.${l.basis}`)}` : t('noRule'),
      amount: l.amountCents / 100,
    });
  const totals = book.addWorksheet(t('export.totals'));
  totals.columns = [
    { header: t('field.coach'), key: 'coach', width: 16 },
    { header: t('field.items'), key: 'items', width: 8 },
    { header: t('field.amount'), key: 'amount', width: 12, style: { numFmt: money } },
  ];
  for (const x of log.totals) totals.addRow({ coach: x.coachName, items: x.items, amount: x.amountCents / 100 });
  totals.addRow({ coach: t('export.total'), items: log.lines.length, amount: log.totalCents / 100 });
  return Buffer.from(await book.xlsx.writeBuffer());
}

// --- the handlers -----------------------------------------------------------------------------------

export const clubCoachHandlers = implement(calls, {
  evaluationMine: async (_q, ctx) => ({
    toRate: await toRate(ctx.db, ctx.lang, ctx.principal.userId, ctx.now),
    given: await ratingRows(ctx.db, ctx.lang, eq(clubRating.userId, ctx.principal.userId)),
  }),
  evaluationAdd: async (v, ctx) => {
    const me = ctx.principal.userId;
    const source = await ratedSource(ctx.db, me, v.kind, v.sourceId);
    if (ctx.now.getTime() > source.heldAt.getTime() + RATING_WINDOW_DAYS * DAY)
      throw new AppError(Code.RATING_WINDOW_CLOSED, { days: RATING_WINDOW_DAYS });
    if (ctx.now < source.heldAt) throw new AppError(Code.NOT_FOUND);
    const [row] = await ctx.db
      .insert(clubRating)
      .values({
        kind: v.kind,
        sourceId: v.sourceId,
        userId: me,
        orgId: source.orgId,
        coachId: source.coachId,
        heldAt: source.heldAt,
        trainerScore: v.trainerScore,
        serviceScore: v.serviceScore,
        comment: v.comment,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(Code.RATING_ALREADY_GIVEN);
    ctx.audit({ after: row });
    return ratingRowOf(ctx.db, ctx.lang, row.id);
  },

  coachCentreToday: async (_q, ctx) => {
    const coach = await myCoach(ctx.db, ctx.principal);
    const date = todayAt(ctx.now);
    const range = { from: new Date(campusInstant(date, 0)), to: new Date(campusInstant(date, 1440)) };
    const { items } = await coachItems(ctx.db, ctx.lang, coach.id, range, 'asc', { limit: 100, offset: 0 });
    return { date, coachName: coach.displayName, items };
  },
  coachCentreClasses: async (q, ctx) => {
    const coach = await myCoach(ctx.db, ctx.principal);
    const upcoming = q.when === 'upcoming';
    const { items, total } = await coachItems(
      ctx.db,
      ctx.lang,
      coach.id,
      upcoming ? { from: ctx.now } : { to: ctx.now },
      upcoming ? 'asc' : 'desc',
      { limit: q.pageSize, offset: offsetOf(q) },
    );
    return pageResult(items, total, q);
  },
  coachCentreComments: async (q, ctx) => {
    const coach = await myCoach(ctx.db, ctx.principal);
    const where = and(eq(clubRating.coachId, coach.id), eq(clubRating.hidden, 0));
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubRating).where(where);
    const rows = await ratingRows(ctx.db, ctx.lang, where, { limit: q.pageSize, offset: offsetOf(q) });
    // The coach reads what was said, not who said it.
    const anonymous = rows.map((r) => ({ ...r, memberName: '' }));
    return { averages: await averagesOf(ctx.db, where), page: pageResult(anonymous, total, q) };
  },
  coachCentreAdjustments: async (q, ctx) => {
    const coach = await myCoach(ctx.db, ctx.principal);
    const where = or(eq(clubCoachAdjustment.fromCoachId, coach.id), eq(clubCoachAdjustment.toCoachId, coach.id));
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubCoachAdjustment).where(where);
    const rows = await adjustmentRows(ctx.db, ctx.lang, where, { limit: q.pageSize, offset: offsetOf(q) });
    return pageResult(rows, total, q);
  },

  fitnessCommentPage: async (q, ctx) => {
    const where = and(commentFilter(q), await ratingScope(ctx.db, ctx.principal));
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubRating).where(where);
    const rows = await ratingRows(ctx.db, ctx.lang, where, { limit: q.pageSize, offset: offsetOf(q) });
    return pageResult(rows, total, q);
  },
  fitnessCommentAverages: async (q, ctx) => {
    const where = and(commentFilter(q), eq(clubRating.hidden, 0), await ratingScope(ctx.db, ctx.principal));
    const rows = await ctx.db
      .select({
        coachId: clubRating.coachId,
        coachName: clubCoach.displayName,
        n: count(),
        trainer: avgOf(clubRating.trainerScore),
        service: avgOf(clubRating.serviceScore),
      })
      .from(clubRating)
      .innerJoin(clubCoach, eq(clubCoach.id, clubRating.coachId))
      .where(where)
      .groupBy(clubRating.coachId, clubCoach.displayName)
      .orderBy(asc(clubRating.coachId));
    return rows.map((r) => ({
      coachId: r.coachId,
      coachName: r.coachName,
      count: r.n,
      trainerAvg: num(r.trainer),
      serviceAvg: num(r.service),
    }));
  },
  fitnessCommentHide: async ({ id, reason }, ctx) => {
    const [before] = await ctx.db
      .select()
      .from(clubRating)
      .where(and(eq(clubRating.id, id), await ratingScope(ctx.db, ctx.principal)))
      .for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    if (before.hidden === 1) throw new AppError(Code.RATING_ALREADY_HIDDEN);
    const [after] = await ctx.db
      .update(clubRating)
      .set({ hidden: 1, hiddenReason: reason, hiddenBy: ctx.principal.userId, hiddenAt: ctx.now })
      .where(eq(clubRating.id, id))
      .returning();
    ctx.audit({ before, after });
    return ratingRowOf(ctx.db, ctx.lang, id);
  },

  fitnessCoachPayRuleList: async (_q, ctx) => payRules(ctx.db, ctx.lang),
  fitnessCoachPayRuleAdd: async (v, ctx) => {
    await checkRule(ctx.db, v);
    const [row] = await ctx.db
      .insert(clubCoachPayRule)
      .values({ ...v, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    ctx.audit({ after: row });
    const [out] = await payRules(ctx.db, ctx.lang, eq(clubCoachPayRule.id, row.id));
    return out;
  },
  fitnessCoachPayRuleEdit: async ({ id, ...v }, ctx) => {
    const [before] = await ctx.db.select().from(clubCoachPayRule).where(eq(clubCoachPayRule.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    await checkRule(ctx.db, v);
    const [after] = await ctx.db
      .update(clubCoachPayRule)
      .set({ ...v, updatedAt: ctx.now })
      .where(eq(clubCoachPayRule.id, id))
      .returning();
    ctx.audit({ before, after });
    const [out] = await payRules(ctx.db, ctx.lang, eq(clubCoachPayRule.id, id));
    return out;
  },
  fitnessCoachPayRuleDelete: async ({ id }, ctx) => {
    const [before] = await ctx.db.delete(clubCoachPayRule).where(eq(clubCoachPayRule.id, id)).returning();
    if (!before) throw new AppError(Code.NOT_FOUND);
    ctx.audit({ before });
    return null;
  },
  fitnessCoachLogMonth: async (q, ctx) => payLogOf(ctx.db, ctx.lang, q, ctx.now),
  fitnessCoachLogExport: async (q, ctx) => {
    const log = await payLogOf(ctx.db, ctx.lang, q, ctx.now);
    const bytes = await payLogWorkbook(log, ctx.lang);
    return { fileName: `coach-pay-${q.month}.xlsx`, contentBase64: bytes.toString('base64') };
  },

  fitnessClassSessionAdjust: async (input, ctx) => adjustClass(ctx, input),
  fitnessTeachingAdjust: async (input, ctx) => adjustSession(ctx, input),
  fitnessCoachAdjustPage: async (q, ctx) => {
    const where = q.coachId
      ? or(eq(clubCoachAdjustment.fromCoachId, q.coachId), eq(clubCoachAdjustment.toCoachId, q.coachId))
      : undefined;
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubCoachAdjustment).where(where);
    const rows = await adjustmentRows(ctx.db, ctx.lang, where, { limit: q.pageSize, offset: offsetOf(q) });
    return pageResult(rows, total, q);
  },
});
