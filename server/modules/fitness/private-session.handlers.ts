/**
 * Handlers of platform/contracts/private-session.contract.ts (docs/fitness-private.md): coaches'
 * availability and blocked periods, private sessions and fitness tests booked with a coach, paid
 * by one use of the member's card (server/modules/fitness/usage.ts), cancelled (the use given
 * back before the coach's cancel window, kept after), marked attended or no-show, test results.
 * Every change runs in the call's one transaction. No double booking of a coach: the exclusion
 * constraint `club_private_session_no_overlap` (migration 0040) has the last word (23P01 →
 * PRIVATE_SLOT_TAKEN). Sessions are in the data scope of the member's organisation for staff; the
 * terminal acts on the caller's own sessions, the coach centre on the caller's own coach record.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, exists, gt, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as calls from '../../../platform/contracts/private-session.contract';
import type {
  Availability,
  AvailabilityFields,
  BlockRow,
  SessionRow,
  TestField,
  TestRow,
  TestTypeFields,
  TestTypeRow,
} from '../../../platform/contracts/private-session.contract';
import { chooseCard, type CourseKind, type Usage } from '../../../platform/fitness/choose-card';
import {
  campusClock,
  campusInstant,
  freeStarts,
  isoWeekDayOf,
  refusalAt,
  type Busy,
} from '../../../platform/fitness/private-slots';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { offsetOf, pageResult } from '../../db/paging';
import {
  clubCard,
  clubCoach,
  clubCoachBlock,
  clubCoachSetting,
  clubPrivateSession,
  clubTestResult,
  clubTestType,
  sysUser,
} from '../../db/schema/index';
import { implement, type Principal, type SignedInContext } from '../../plugins/call-handler';
import { scopeCondition } from '../org/data-scope';
import { toWireTime } from '../reserve/campus-time';
import { CAMPUS_ZONE, nameIn, todayAt } from './card-store';
import { notify } from '../message/message.service';
import { memberOf } from './membership-card.handlers';
import { candidatesOf, returnUse, takeUse } from './usage';

type Session = typeof clubPrivateSession.$inferSelect;
type Setting = Omit<typeof clubCoachSetting.$inferSelect, 'updatedAt'>;

/** States in which a session holds its coach's slot (the exclusion constraint's condition). */
const HOLDING = ['booked', 'attended', 'noShow'] as const;
const MINUTE = 60_000;
const WEEK = 7 * 86_400_000;
const wire = (d: Date | number) => toWireTime(new Date(d), CAMPUS_ZONE);

/** Why a session's use was not given back: a cancel after the window, or a no-show. */
export type PenaltyKind = 'lateCancel' | 'noShow';

/**
 * Run in the transaction of a late cancel or a no-show, after the session's state is stored (the use
 * still taken). The club's penalty rules register here (penalty.ts `penalizePrivateSession`: the rule
 * decides whether the use is forfeited, the fee, the grace).
 */
export const privatePenaltyHooks: ((db: Db, session: Session, kind: PenaltyKind) => Promise<void>)[] = [];

/** Runs the penalty hooks (see privatePenaltyHooks). */
async function onPenalty(db: Db, session: Session, kind: PenaltyKind) {
  for (const hook of privatePenaltyHooks) await hook(db, session, kind);
}

// --- coaches and availability ----------------------------------------------------------------

/**
 * Coach `id` (enabled only when `enabled`).
 * @throws AppError NOT_FOUND
 */
async function coachOf(db: Db, id: number, enabled: boolean) {
  const [coach] = await db
    .select()
    .from(clubCoach)
    .where(and(eq(clubCoach.id, id), enabled ? eq(clubCoach.status, 0) : undefined));
  if (!coach) throw new AppError(Code.NOT_FOUND);
  return coach;
}

/**
 * The coach record of the caller.
 * @throws AppError NOT_FOUND when the caller is no coach
 */
async function myCoachId(db: Db, me: Principal): Promise<number> {
  const [coach] = await db.select({ id: clubCoach.id }).from(clubCoach).where(eq(clubCoach.userId, me.userId));
  if (!coach) throw new AppError(Code.NOT_FOUND);
  return coach.id;
}

/** A coach's settings (the defaults when none are stored: no hours, buffer 10, window 24 h, no lengths). */
async function settingOf(db: Db, coachId: number, lock = false): Promise<Setting> {
  const q = db.select().from(clubCoachSetting).where(eq(clubCoachSetting.coachId, coachId));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? { coachId, hours: {}, bufferMinutes: 10, cancelHours: 24, lengths: [] };
}

const toBlockRow = (b: typeof clubCoachBlock.$inferSelect): BlockRow => ({
  id: b.id,
  coachId: b.coachId,
  fromAt: wire(b.fromAt),
  toAt: wire(b.toAt),
  reason: b.reason,
});

/** A coach's availability with the blocked periods not yet over at `now`. */
async function availabilityOf(db: Db, coach: { id: number; displayName: string }, now: Date): Promise<Availability> {
  const s = await settingOf(db, coach.id);
  const blocks = await db
    .select()
    .from(clubCoachBlock)
    .where(and(eq(clubCoachBlock.coachId, coach.id), gt(clubCoachBlock.toAt, now)))
    .orderBy(asc(clubCoachBlock.fromAt));
  return {
    coachId: coach.id,
    coachName: coach.displayName,
    hours: s.hours,
    bufferMinutes: s.bufferMinutes,
    cancelHours: s.cancelHours,
    lengths: s.lengths,
    blocks: blocks.map(toBlockRow),
  };
}

/**
 * Stores a coach's settings (sessions already booked keep their times and buffers).
 * @throws AppError PRIVATE_HOURS_INVALID (a range with from ≥ to)
 */
async function saveAvailability(db: Db, coachId: number, v: AvailabilityFields, now: Date) {
  for (const ranges of Object.values(v.hours))
    if (ranges?.some(([from, to]) => from >= to)) throw new AppError(Code.PRIVATE_HOURS_INVALID);
  const values = { hours: v.hours, bufferMinutes: v.bufferMinutes, cancelHours: v.cancelHours, lengths: v.lengths };
  await db
    .insert(clubCoachSetting)
    .values({ coachId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: clubCoachSetting.coachId, set: { ...values, updatedAt: now } });
}

/**
 * Cancels coach `coachId`'s booked sessions overlapping `[fromAt, toAt)` (a blocked period added over
 * them): each locked, `cancelled` with its use given back (`returnUse`), no penalty, the member told
 * (message `clubPrivate`, context `coachBlocked`).
 * @returns the ids of the sessions cancelled
 */
async function cancelCoveredSessions(ctx: SignedInContext, coachId: number, fromAt: Date, toAt: Date) {
  const covered = await ctx.db
    .select()
    .from(clubPrivateSession)
    .where(
      and(
        eq(clubPrivateSession.coachId, coachId),
        eq(clubPrivateSession.state, 'booked'),
        lt(clubPrivateSession.startAt, toAt),
        gt(clubPrivateSession.endAt, fromAt),
      ),
    )
    .orderBy(asc(clubPrivateSession.id))
    .for('update');
  const [coach] = await ctx.db.select().from(clubCoach).where(eq(clubCoach.id, coachId));
  for (const s of covered) {
    const returnEventId =
      s.cardId && s.useEventId
        ? await returnUse(ctx.db, s.useEventId, {
            actorUserId: ctx.principal.userId,
            now: ctx.now,
            reason: 'coachBlocked',
            detail: { sessionId: s.id },
          })
        : null;
    await ctx.db
      .update(clubPrivateSession)
      .set({
        state: 'cancelled',
        returnEventId,
        cancelledBy: ctx.principal.userId,
        cancelledAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(eq(clubPrivateSession.id, s.id));
    const [date, time] = wire(s.startAt).split('T');
    await notify(ctx.db, s.userId, 'clubPrivate', {
      context: 'coachBlocked',
      sessionId: s.id,
      kind: s.kind,
      coachName: coach?.displayName ?? '',
      date,
      time: time.slice(0, 5),
    });
  }
  return covered.map((s) => s.id);
}

/**
 * Adds a blocked period; the coach's booked sessions it covers are cancelled (cancelCoveredSessions).
 * @throws AppError PRIVATE_HOURS_INVALID (from ≥ to)
 */
async function addBlock(
  ctx: SignedInContext,
  coachId: number,
  v: { fromAt: string; toAt: string; reason: string },
): Promise<BlockRow> {
  const fromAt = new Date(v.fromAt);
  const toAt = new Date(v.toAt);
  if (fromAt >= toAt) throw new AppError(Code.PRIVATE_HOURS_INVALID);
  const [row] = await ctx.db
    .insert(clubCoachBlock)
    .values({ coachId, fromAt, toAt, reason: v.reason, createdBy: ctx.principal.userId, createdAt: ctx.now })
    .returning();
  const cancelledSessions = await cancelCoveredSessions(ctx, coachId, fromAt, toAt);
  ctx.audit({ after: { ...row, cancelledSessions } });
  return toBlockRow(row);
}

/** Deletes blocked period `id` (of coach `coachId` when given). @throws AppError NOT_FOUND */
async function deleteBlock(ctx: SignedInContext, id: number, coachId?: number) {
  const [row] = await ctx.db
    .delete(clubCoachBlock)
    .where(and(eq(clubCoachBlock.id, id), coachId === undefined ? undefined : eq(clubCoachBlock.coachId, coachId)))
    .returning();
  if (!row) throw new AppError(Code.NOT_FOUND);
  ctx.audit({ before: row });
  return null;
}

/** A coach's blocked periods and slot-holding sessions overlapping `[from, to)` (epoch ms). */
async function busyOf(
  db: Db,
  coachId: number,
  from: number,
  to: number,
): Promise<{ blocks: Busy[]; sessions: Busy[] }> {
  const f = new Date(from);
  const t = new Date(to);
  const blocks = await db
    .select({ from: clubCoachBlock.fromAt, to: clubCoachBlock.toAt })
    .from(clubCoachBlock)
    .where(and(eq(clubCoachBlock.coachId, coachId), lt(clubCoachBlock.fromAt, t), gt(clubCoachBlock.toAt, f)));
  const sessions = await db
    .select({ from: clubPrivateSession.startAt, to: clubPrivateSession.busyUntil })
    .from(clubPrivateSession)
    .where(
      and(
        eq(clubPrivateSession.coachId, coachId),
        inArray(clubPrivateSession.state, [...HOLDING]),
        lt(clubPrivateSession.startAt, t),
        gt(clubPrivateSession.busyUntil, f),
      ),
    );
  const ms = (r: { from: Date; to: Date }) => ({ from: r.from.getTime(), to: r.to.getTime() });
  return { blocks: blocks.map(ms), sessions: sessions.map(ms) };
}

/** What is booked: private (a length the coach offers) or a test (its type's length and price). */
interface Offer {
  kind: CourseKind & ('private' | 'test');
  minutes: number;
  priceCents: number;
  testTypeId: number | null;
}

/**
 * The offer of a booking request.
 * @throws AppError PRIVATE_LENGTH_NOT_OFFERED ({minutes}): a length the coach does not offer, a disabled test type
 */
async function offerOf(db: Db, s: Setting, minutes?: number, testTypeId?: number): Promise<Offer> {
  if (testTypeId) {
    const [type] = await db
      .select()
      .from(clubTestType)
      .where(and(eq(clubTestType.id, testTypeId), eq(clubTestType.enabled, true)));
    if (!type) throw new AppError(Code.PRIVATE_LENGTH_NOT_OFFERED, { minutes: minutes ?? 0 });
    return { kind: 'test', minutes: type.minutes, priceCents: type.priceCents, testTypeId: type.id };
  }
  const length = minutes === undefined ? s.lengths[0] : s.lengths.find((l) => l.minutes === minutes);
  if (!length) throw new AppError(Code.PRIVATE_LENGTH_NOT_OFFERED, { minutes: minutes ?? 0 });
  return { kind: 'private', minutes: length.minutes, priceCents: length.priceCents, testTypeId: null };
}

/** The usage a session at `start` (epoch ms) is paid as. */
function usageOf(start: number, offer: Offer): Usage {
  const { date, minute } = campusClock(start);
  return {
    date,
    weekDay: isoWeekDayOf(date) as Usage['weekDay'],
    minute,
    sceneId: null,
    courseKind: offer.kind,
    priceCents: offer.priceCents,
  };
}

/** A coach's free starts of `date` for member `userId` with the card that would pay the first of them. */
async function slotsFor(
  ctx: SignedInContext,
  p: { coachId: number; userId: number; date: string; minutes?: number; testTypeId?: number },
) {
  const coach = await coachOf(ctx.db, p.coachId, true);
  const s = await settingOf(ctx.db, coach.id);
  const offer = await offerOf(ctx.db, s, p.minutes, p.testTypeId);
  const dayStart = campusInstant(p.date, 0);
  const busy = await busyOf(ctx.db, coach.id, dayStart - 6 * 3_600_000, dayStart + 30 * 3_600_000);
  const starts = freeStarts(p.date, {
    hours: s.hours,
    minutes: offer.minutes,
    bufferMinutes: s.bufferMinutes,
    ...busy,
    now: ctx.now.getTime(),
  });
  const cards = await candidatesOf(ctx.db, p.userId, p.date, false);
  const choice = chooseCard(
    cards.map((c) => c.candidate),
    usageOf(starts[0] ?? campusInstant(p.date, 12 * 60), offer),
  );
  const numbers = new Map(cards.map((c) => [c.card.id, c.card.cardNo]));
  return {
    coachId: coach.id,
    date: p.date,
    minutes: offer.minutes,
    priceCents: offer.priceCents,
    starts: starts.map(wire),
    payer: {
      cardId: choice.cardId,
      cardNo: choice.cardId ? (numbers.get(choice.cardId) ?? null) : null,
      reason: choice.reason,
      passed: choice.passed.map((x) => ({ cardId: x.cardId, cardNo: numbers.get(x.cardId) ?? '', why: x.why })),
    },
  };
}

// --- sessions as the wire shows them ------------------------------------------------------

const member = alias(sysUser, 'member');

/** Sessions matching `where` as rows, in `order`. */
async function sessionRows(
  db: Db,
  lang: Lang,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
  order: SQL[] = [desc(clubPrivateSession.startAt), desc(clubPrivateSession.id)],
): Promise<SessionRow[]> {
  const q = db
    .select({
      s: clubPrivateSession,
      coachName: clubCoach.displayName,
      memberName: member.name,
      type: { nameCn: clubTestType.nameCn, nameEn: clubTestType.nameEn, nameTc: clubTestType.nameTc },
      cardNo: clubCard.cardNo,
      hasResult: exists(
        db
          .select({ one: sql`1` })
          .from(clubTestResult)
          .where(eq(clubTestResult.sessionId, clubPrivateSession.id)),
      ),
    })
    .from(clubPrivateSession)
    .innerJoin(clubCoach, eq(clubCoach.id, clubPrivateSession.coachId))
    .innerJoin(member, eq(member.id, clubPrivateSession.userId))
    .leftJoin(clubTestType, eq(clubTestType.id, clubPrivateSession.testTypeId))
    .leftJoin(clubCard, eq(clubCard.id, clubPrivateSession.cardId))
    .where(where)
    .orderBy(...order);
  const rows = await (page ? q.limit(page.limit).offset(page.offset) : q);
  return rows.map((r) => ({
    id: r.s.id,
    kind: r.s.kind as SessionRow['kind'],
    coachId: r.s.coachId,
    coachName: r.coachName,
    userId: r.s.userId,
    memberName: r.memberName,
    testTypeId: r.s.testTypeId,
    testTypeName: r.type?.nameCn ? nameIn(lang, r.type) : null,
    startAt: wire(r.s.startAt),
    endAt: wire(r.s.endAt),
    minutes: r.s.minutes,
    priceCents: r.s.priceCents,
    cardId: r.s.cardId,
    cardNo: r.cardNo,
    seriesId: r.s.seriesId,
    state: r.s.state as SessionRow['state'],
    useReturned: r.s.returnEventId !== null,
    hasResult: Boolean(r.hasResult),
  }));
}

/** One session as a row (no scope: the caller has just operated on it). */
async function sessionRowOf(db: Db, lang: Lang, id: number): Promise<SessionRow> {
  const [row] = await sessionRows(db, lang, eq(clubPrivateSession.id, id));
  return row;
}

/** Sessions with their latest results. */
async function testRows(db: Db, rows: SessionRow[]): Promise<TestRow[]> {
  const latest = await latestResults(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const res = latest.get(r.id);
    return { ...r, values: res?.values ?? null, recordedAt: res ? wire(res.recordedAt) : null };
  });
}

/** The latest result of each of `ids`. */
async function latestResults(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, typeof clubTestResult.$inferSelect>();
  const rows = await db
    .selectDistinctOn([clubTestResult.sessionId])
    .from(clubTestResult)
    .where(inArray(clubTestResult.sessionId, ids))
    .orderBy(clubTestResult.sessionId, desc(clubTestResult.id));
  return new Map(rows.map((r) => [r.sessionId, r]));
}

/** The filters of the back-office lists. */
function filterOf(q: {
  kind?: string;
  state?: string;
  coachId?: number;
  userId?: number;
  from?: string;
  to?: string;
  testTypeId?: number;
}): SQL | undefined {
  return and(
    q.kind ? eq(clubPrivateSession.kind, q.kind) : undefined,
    q.state ? eq(clubPrivateSession.state, q.state) : undefined,
    q.coachId ? eq(clubPrivateSession.coachId, q.coachId) : undefined,
    q.userId ? eq(clubPrivateSession.userId, q.userId) : undefined,
    q.testTypeId ? eq(clubPrivateSession.testTypeId, q.testTypeId) : undefined,
    q.from ? gte(clubPrivateSession.startAt, new Date(campusInstant(q.from, 0))) : undefined,
    q.to ? lt(clubPrivateSession.startAt, new Date(campusInstant(q.to, 1440))) : undefined,
  );
}

/** A page of sessions matching `where`. */
async function sessionPage(db: Db, lang: Lang, where: SQL | undefined, q: { pageNo: number; pageSize: number }) {
  const [{ total }] = await db.select({ total: count() }).from(clubPrivateSession).where(where);
  const rows = await sessionRows(db, lang, where, { limit: q.pageSize, offset: offsetOf(q) });
  return { rows, total };
}

// --- booking, cancelling, marking ---------------------------------------------------------

/** The data-scope condition of a staff call over sessions (the member and the member's organisation). */
const staffScope = (db: Db, me: Principal) =>
  scopeCondition(db, me, { userId: clubPrivateSession.userId, orgId: clubPrivateSession.orgId });

/**
 * Books `weeks` sessions of a coach for member `member` from `startAt`, one week apart, each paid
 * by one use. Mode `all`: every week or none (the first refusal is thrown); mode `free`: each week
 * in a savepoint, the refused ones listed as conflicts with their codes.
 * @throws AppError PRIVATE_IN_PAST, PRIVATE_SLOT_UNAVAILABLE, PRIVATE_SLOT_TAKEN ({startAt}),
 *   PRIVATE_LENGTH_NOT_OFFERED, CARD_NONE_ADMITS, NOT_FOUND (coach)
 */
async function book(
  ctx: SignedInContext,
  who: { id: number; orgId: number | null },
  input: { coachId: number; startAt: string; minutes?: number; testTypeId?: number; weeks: number; mode: string },
) {
  const coach = await coachOf(ctx.db, input.coachId, true);
  const s = await settingOf(ctx.db, coach.id);
  const offer = await offerOf(ctx.db, s, input.minutes, input.testTypeId);
  const first = Date.parse(input.startAt);
  const starts = Array.from({ length: input.weeks }, (_, k) => first + k * WEEK);
  const busy = await busyOf(ctx.db, coach.id, first - WEEK, starts[starts.length - 1] + WEEK);
  const seriesId = input.weeks > 1 ? randomUUID() : null;
  const booked: number[] = [];
  const conflicts: { startAt: string; code: number }[] = [];

  /** Books one week; throws its refusal. */
  const one = async (db: Db, start: number) => {
    const refusal = refusalAt(start, {
      hours: s.hours,
      minutes: offer.minutes,
      bufferMinutes: s.bufferMinutes,
      ...busy,
      now: ctx.now.getTime(),
    });
    const params = { startAt: wire(start) };
    if (refusal === 'past') throw new AppError(Code.PRIVATE_IN_PAST, params);
    if (refusal === 'hours') throw new AppError(Code.PRIVATE_SLOT_UNAVAILABLE, params);
    if (refusal === 'taken') throw new AppError(Code.PRIVATE_SLOT_TAKEN, params);
    const end = start + offer.minutes * MINUTE;
    let id: number;
    try {
      [{ id }] = await db
        .insert(clubPrivateSession)
        .values({
          kind: offer.kind,
          coachId: coach.id,
          userId: who.id,
          orgId: who.orgId,
          testTypeId: offer.testTypeId,
          startAt: new Date(start),
          endAt: new Date(end),
          busyUntil: new Date(end + s.bufferMinutes * MINUTE),
          minutes: offer.minutes,
          priceCents: offer.priceCents,
          seriesId,
          bookedBy: ctx.principal.userId,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: clubPrivateSession.id });
    } catch (err) {
      if (sqlStateOf(err) === '23P01') throw new AppError(Code.PRIVATE_SLOT_TAKEN, params);
      throw err;
    }
    const taken = await takeUse(db, {
      userId: who.id,
      usage: usageOf(start, offer),
      actorUserId: ctx.principal.userId,
      now: ctx.now,
      detail: { sessionId: id },
    });
    await db
      .update(clubPrivateSession)
      .set({ cardId: taken.card.id, useEventId: taken.eventId })
      .where(eq(clubPrivateSession.id, id));
    booked.push(id);
  };

  for (const start of starts) {
    if (input.mode === 'all') await one(ctx.db, start);
    else
      try {
        await ctx.db.transaction((tx) => one(tx as unknown as Db, start));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        conflicts.push({ startAt: wire(start), code: err.code });
      }
  }
  const rows = booked.length
    ? await sessionRows(ctx.db, ctx.lang, inArray(clubPrivateSession.id, booked), undefined, [
        asc(clubPrivateSession.startAt),
      ])
    : [];
  ctx.audit({ after: { sessions: booked, conflicts } });
  return { booked: rows, conflicts };
}

/**
 * Session `id` matching `where`, locked.
 * @throws AppError NOT_FOUND (also out of scope, someone else's, another coach's)
 */
async function lockSession(db: Db, id: number, where: SQL | undefined): Promise<Session> {
  const [row] = await db
    .select()
    .from(clubPrivateSession)
    .where(and(eq(clubPrivateSession.id, id), where))
    .for('update');
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** @throws AppError PRIVATE_NOT_BOOKED ({id, state}) unless `s` is booked */
function mustBeBooked(s: Session) {
  if (s.state !== 'booked') throw new AppError(Code.PRIVATE_NOT_BOOKED, { id: s.id, state: s.state });
}

/**
 * Cancels a booked session: before the coach's cancel window (hours before the start) it is
 * `cancelled` and its use given back; within the window `lateCancelled`, the use kept and the
 * penalty hooks run. Either way its slot is free again.
 */
async function cancel(ctx: SignedInContext, s: Session) {
  mustBeBooked(s);
  const setting = await settingOf(ctx.db, s.coachId);
  const late = ctx.now.getTime() > s.startAt.getTime() - setting.cancelHours * 3_600_000;
  let returnEventId: number | null = null;
  if (!late && s.cardId && s.useEventId)
    returnEventId = await returnUse(ctx.db, s.useEventId, {
      actorUserId: ctx.principal.userId,
      now: ctx.now,
      reason: 'sessionCancelled',
      detail: { sessionId: s.id },
    });
  const [after] = await ctx.db
    .update(clubPrivateSession)
    .set({
      state: late ? 'lateCancelled' : 'cancelled',
      returnEventId,
      cancelledBy: ctx.principal.userId,
      cancelledAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(eq(clubPrivateSession.id, s.id))
    .returning();
  if (late) await onPenalty(ctx.db, after, 'lateCancel');
  ctx.audit({ before: s, after });
  return sessionRowOf(ctx.db, ctx.lang, s.id);
}

/** Marks a booked session attended or no-show, after its start (a no-show keeps the use, runs the hooks). */
async function mark(ctx: SignedInContext, s: Session, state: 'attended' | 'noShow') {
  mustBeBooked(s);
  if (ctx.now < s.startAt) throw new AppError(Code.PRIVATE_NOT_STARTED, { id: s.id });
  const [after] = await ctx.db
    .update(clubPrivateSession)
    .set({ state, markedBy: ctx.principal.userId, markedAt: ctx.now, updatedAt: ctx.now })
    .where(eq(clubPrivateSession.id, s.id))
    .returning();
  if (state === 'noShow') await onPenalty(ctx.db, after, 'noShow');
  ctx.audit({ before: s, after });
  return sessionRowOf(ctx.db, ctx.lang, s.id);
}

// --- tests ---------------------------------------------------------------------------------

/** A type as the wire shows it. */
const toTypeRow = (t: typeof clubTestType.$inferSelect, lang: Lang): TestTypeRow => ({
  id: t.id,
  name: nameIn(lang, t),
  nameCn: t.nameCn,
  nameEn: t.nameEn,
  nameTc: t.nameTc,
  fields: t.fields,
  minutes: t.minutes,
  priceCents: t.priceCents,
  enabled: t.enabled,
  sort: t.sort,
});

/** @throws AppError PRIVATE_TEST_FIELDS_INVALID ({key}): a duplicate key, min above max */
function checkFields(fields: TestField[]) {
  const seen = new Set<string>();
  for (const f of fields) {
    if (seen.has(f.key) || (f.min !== null && f.max !== null && f.min > f.max))
      throw new AppError(Code.PRIVATE_TEST_FIELDS_INVALID, { key: f.key });
    seen.add(f.key);
  }
}

/**
 * Checks result `values` against a type's `fields`: every field present, numbers for number
 * fields within their bounds, texts for text fields, no unknown key.
 * @throws AppError PRIVATE_RESULT_INVALID ({key})
 */
export function checkResults(fields: TestField[], values: Record<string, number | string>) {
  for (const key of Object.keys(values))
    if (!fields.some((f) => f.key === key)) throw new AppError(Code.PRIVATE_RESULT_INVALID, { key });
  for (const f of fields) {
    const v = values[f.key];
    const bad =
      v === undefined ||
      (f.kind === 'number' &&
        (typeof v !== 'number' ||
          !Number.isFinite(v) ||
          (f.min !== null && v < f.min) ||
          (f.max !== null && v > f.max))) ||
      (f.kind === 'text' && (typeof v !== 'string' || !v.trim()));
    if (bad) throw new AppError(Code.PRIVATE_RESULT_INVALID, { key: f.key });
  }
}

/** Records results of test session `s` (after its start; a booked one becomes attended). */
async function record(ctx: SignedInContext, s: Session, values: Record<string, number | string>) {
  if (s.kind !== 'test' || (s.state !== 'booked' && s.state !== 'attended'))
    throw new AppError(Code.PRIVATE_NOT_BOOKED, { id: s.id, state: s.state });
  if (ctx.now < s.startAt) throw new AppError(Code.PRIVATE_NOT_STARTED, { id: s.id });
  const [type] = await ctx.db.select().from(clubTestType).where(eq(clubTestType.id, s.testTypeId!));
  checkResults(type.fields, values);
  const [row] = await ctx.db
    .insert(clubTestResult)
    .values({ sessionId: s.id, values, recordedBy: ctx.principal.userId, recordedAt: ctx.now })
    .returning();
  if (s.state === 'booked')
    await ctx.db
      .update(clubPrivateSession)
      .set({ state: 'attended', markedBy: ctx.principal.userId, markedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(clubPrivateSession.id, s.id));
  ctx.audit({ after: row });
  const [out] = await testRows(ctx.db, [await sessionRowOf(ctx.db, ctx.lang, s.id)]);
  return out;
}

/** A member's results per test type over time, with each number field's change since the previous test. */
async function seriesOf(db: Db, lang: Lang, userId: number) {
  const sessions = await sessionRows(
    db,
    lang,
    and(eq(clubPrivateSession.userId, userId), eq(clubPrivateSession.kind, 'test')),
    undefined,
    [asc(clubPrivateSession.startAt), asc(clubPrivateSession.id)],
  );
  const latest = await latestResults(
    db,
    sessions.map((r) => r.id),
  );
  const typeIds = [...new Set(sessions.filter((r) => latest.has(r.id)).map((r) => r.testTypeId!))];
  if (!typeIds.length) return [];
  const types = await db
    .select()
    .from(clubTestType)
    .where(inArray(clubTestType.id, typeIds))
    .orderBy(asc(clubTestType.sort), asc(clubTestType.id));
  return types.map((t) => {
    const last = new Map<string, number>();
    const points = sessions
      .filter((r) => r.testTypeId === t.id && latest.has(r.id))
      .map((r) => {
        const values = latest.get(r.id)!.values;
        const change: Record<string, number | null> = {};
        for (const f of t.fields.filter((x) => x.kind === 'number')) {
          const v = values[f.key];
          if (typeof v !== 'number') continue;
          const before = last.get(f.key);
          change[f.key] = before === undefined ? null : Math.round((v - before) * 1000) / 1000;
          last.set(f.key, v);
        }
        return { sessionId: r.id, at: r.startAt, values, change };
      });
    return { testTypeId: t.id, testTypeName: nameIn(lang, t), fields: t.fields, points };
  });
}

/** The caller's own member record (id, organisation). */
async function me(db: Db, p: Principal) {
  const [u] = await db.select({ id: sysUser.id, orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.id, p.userId));
  return u;
}

export const privateSessionHandlers = implement(calls, {
  fitnessAllocationPage: async (q, ctx) => {
    const where = and(
      q.keyword ? ilike(clubCoach.displayName, `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubCoach).where(where);
    const coaches = await ctx.db
      .select()
      .from(clubCoach)
      .where(where)
      .orderBy(asc(clubCoach.sort), asc(clubCoach.id))
      .limit(q.pageSize)
      .offset(offsetOf(q));
    const rows: Availability[] = [];
    for (const c of coaches) rows.push(await availabilityOf(ctx.db, c, ctx.now));
    return pageResult(rows, total, q);
  },
  fitnessAllocationEdit: async ({ coachId, ...v }, ctx) => {
    const coach = await coachOf(ctx.db, coachId, false);
    const before = await settingOf(ctx.db, coach.id, true);
    await saveAvailability(ctx.db, coach.id, v, ctx.now);
    ctx.audit({ before, after: { coachId, ...v } });
    return availabilityOf(ctx.db, coach, ctx.now);
  },
  fitnessAllocationBlockAdd: async ({ coachId, ...v }, ctx) => {
    const coach = await coachOf(ctx.db, coachId, false);
    return addBlock(ctx, coach.id, v);
  },
  fitnessAllocationBlockDelete: async ({ id }, ctx) => deleteBlock(ctx, id),

  fitnessTeachingPage: async (q, ctx) => {
    const where = and(filterOf(q), await staffScope(ctx.db, ctx.principal));
    const { rows, total } = await sessionPage(ctx.db, ctx.lang, where, q);
    return pageResult(rows, total, q);
  },
  fitnessTeachingSlots: async (q, ctx) => {
    const user = await memberOf(ctx.db, ctx.principal, q.userId);
    return slotsFor(ctx, { ...q, userId: user.id });
  },
  fitnessTeachingAdd: async ({ userId, ...input }, ctx) => {
    const user = await memberOf(ctx.db, ctx.principal, userId);
    return book(ctx, user, input);
  },
  fitnessTeachingCancel: async ({ id }, ctx) =>
    cancel(ctx, await lockSession(ctx.db, id, await staffScope(ctx.db, ctx.principal))),
  fitnessTeachingMark: async ({ id, state }, ctx) =>
    mark(ctx, await lockSession(ctx.db, id, await staffScope(ctx.db, ctx.principal)), state),

  fitnessTestTypePage: async (q, ctx) => {
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubTestType);
    const rows = await ctx.db
      .select()
      .from(clubTestType)
      .orderBy(asc(clubTestType.sort), asc(clubTestType.id))
      .limit(q.pageSize)
      .offset(offsetOf(q));
    return pageResult(
      rows.map((t) => toTypeRow(t, ctx.lang)),
      total,
      q,
    );
  },
  fitnessTestTypeList: async (_q, ctx) => {
    const rows = await ctx.db
      .select()
      .from(clubTestType)
      .where(eq(clubTestType.enabled, true))
      .orderBy(asc(clubTestType.sort), asc(clubTestType.id));
    return rows.map((t) => toTypeRow(t, ctx.lang));
  },
  fitnessTestTypeAdd: async (v: TestTypeFields, ctx) => {
    checkFields(v.fields);
    const [row] = await ctx.db
      .insert(clubTestType)
      .values({ ...v, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    ctx.audit({ after: row });
    return toTypeRow(row, ctx.lang);
  },
  fitnessTestTypeEdit: async ({ id, ...v }, ctx) => {
    checkFields(v.fields);
    const [before] = await ctx.db.select().from(clubTestType).where(eq(clubTestType.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    const [after] = await ctx.db
      .update(clubTestType)
      .set({ ...v, updatedAt: ctx.now })
      .where(eq(clubTestType.id, id))
      .returning();
    ctx.audit({ before, after });
    return toTypeRow(after, ctx.lang);
  },
  fitnessTestPage: async (q, ctx) => {
    const where = and(eq(clubPrivateSession.kind, 'test'), filterOf(q), await staffScope(ctx.db, ctx.principal));
    const { rows, total } = await sessionPage(ctx.db, ctx.lang, where, q);
    return pageResult(await testRows(ctx.db, rows), total, q);
  },
  fitnessTestRecord: async ({ id, values }, ctx) =>
    record(ctx, await lockSession(ctx.db, id, await staffScope(ctx.db, ctx.principal)), values),
  fitnessTestMemberResults: async ({ userId }, ctx) => {
    const user = await memberOf(ctx.db, ctx.principal, userId);
    return seriesOf(ctx.db, ctx.lang, user.id);
  },

  privateCoaches: async (_q, ctx) => {
    const coaches = await ctx.db
      .select({ c: clubCoach, s: clubCoachSetting })
      .from(clubCoach)
      .innerJoin(clubCoachSetting, eq(clubCoachSetting.coachId, clubCoach.id))
      .where(and(eq(clubCoach.status, 0), sql`jsonb_array_length(${clubCoachSetting.lengths}) > 0`))
      .orderBy(asc(clubCoach.sort), asc(clubCoach.id));
    const today = todayAt(ctx.now);
    const out = [];
    for (const { c, s } of coaches) {
      const from = campusInstant(today, 0);
      const busy = await busyOf(ctx.db, c.id, from - 86_400_000, from + 15 * 86_400_000);
      const next: number[] = [];
      for (let d = 0; d < 14 && next.length < 3; d++) {
        const date = campusClock(from + d * 86_400_000).date;
        const p = { hours: s.hours, minutes: s.lengths[0].minutes, bufferMinutes: s.bufferMinutes, ...busy };
        next.push(...freeStarts(date, { ...p, now: ctx.now.getTime() }).slice(0, 3 - next.length));
      }
      out.push({ coachId: c.id, name: c.displayName, level: c.level, lengths: s.lengths, next: next.map(wire) });
    }
    return out;
  },
  privateSlots: async (q, ctx) => slotsFor(ctx, { ...q, userId: ctx.principal.userId }),
  privateBook: async (input, ctx) => book(ctx, await me(ctx.db, ctx.principal), input),
  privateCancel: async ({ id }, ctx) =>
    cancel(ctx, await lockSession(ctx.db, id, eq(clubPrivateSession.userId, ctx.principal.userId))),
  privateMine: async (q, ctx) => {
    const where = and(
      eq(clubPrivateSession.userId, ctx.principal.userId),
      q.kind ? eq(clubPrivateSession.kind, q.kind) : undefined,
    );
    const { rows, total } = await sessionPage(ctx.db, ctx.lang, where, q);
    return pageResult(rows, total, q);
  },
  privateMyResults: async (_q, ctx) => seriesOf(ctx.db, ctx.lang, ctx.principal.userId),

  coachCentreWeek: async ({ monday }, ctx) => {
    const coachId = await myCoachId(ctx.db, ctx.principal);
    const from = campusInstant(monday, 0);
    const sessions = await sessionRows(
      ctx.db,
      ctx.lang,
      and(
        eq(clubPrivateSession.coachId, coachId),
        gte(clubPrivateSession.startAt, new Date(from)),
        lt(clubPrivateSession.startAt, new Date(from + WEEK)),
      ),
      undefined,
      [asc(clubPrivateSession.startAt)],
    );
    return { sessions, availability: await availabilityOf(ctx.db, await coachOf(ctx.db, coachId, false), ctx.now) };
  },
  coachCentreAvailability: async (v, ctx) => {
    const coach = await coachOf(ctx.db, await myCoachId(ctx.db, ctx.principal), false);
    const before = await settingOf(ctx.db, coach.id, true);
    await saveAvailability(ctx.db, coach.id, v, ctx.now);
    ctx.audit({ before, after: { coachId: coach.id, ...v } });
    return availabilityOf(ctx.db, coach, ctx.now);
  },
  coachCentreBlockAdd: async (v, ctx) => addBlock(ctx, await myCoachId(ctx.db, ctx.principal), v),
  coachCentreBlockDelete: async ({ id }, ctx) => deleteBlock(ctx, id, await myCoachId(ctx.db, ctx.principal)),
  coachCentreMark: async ({ id, state }, ctx) => {
    const coachId = await myCoachId(ctx.db, ctx.principal);
    return mark(ctx, await lockSession(ctx.db, id, eq(clubPrivateSession.coachId, coachId)), state);
  },
  coachCentreTests: async (q, ctx) => {
    const coachId = await myCoachId(ctx.db, ctx.principal);
    const where = and(eq(clubPrivateSession.coachId, coachId), eq(clubPrivateSession.kind, 'test'));
    const { rows, total } = await sessionPage(ctx.db, ctx.lang, where, q);
    return pageResult(await testRows(ctx.db, rows), total, q);
  },
  coachCentreRecord: async ({ id, values }, ctx) => {
    const coachId = await myCoachId(ctx.db, ctx.principal);
    return record(ctx, await lockSession(ctx.db, id, eq(clubPrivateSession.coachId, coachId)), values);
  },
});
