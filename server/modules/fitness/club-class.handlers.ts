/**
 * Handlers of platform/contracts/club-class.contract.ts (docs/fitness-classes.md): class types,
 * scheduled classes and the weekly plan (a coach never teaches two overlapping classes: the coach's
 * row locked and checked, and the exclusion constraint `club_class_session_coach_overlap`), the
 * back office's bookings (data scope: the member's organisation, out of scope = NOT_FOUND), and the
 * member's own calls: the week, a class's detail with the card that would pay, book, the waitlist,
 * my bookings, cancel. Each change runs in the call's one transaction (class-store.ts: lock order).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/club-class.contract';
import type {
  ClassPlanRow,
  ClassTypeRow,
  MyClassRow,
  PlanGenerateResult,
} from '../../../platform/contracts/club-class.contract';
import { addIsoDays, chooseCard } from '../../../platform/fitness/choose-card';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import {
  clubClassBooking,
  clubClassPlan,
  clubClassSession,
  clubClassType,
  clubClassWaitlist,
  clubCoach,
  clubSpace,
  sysUser,
} from '../../db/schema/index';
import { implement, type Principal, type SignedInContext } from '../../plugins/call-handler';
import { localInstant, minutesOf } from '../reserve/campus-time';
import { scopeCondition } from '../org/data-scope';
import { CAMPUS_ZONE, nameIn, todayAt } from './card-store';
import {
  bookingQuery,
  bookingRowOf,
  bookingStep,
  cancelSession,
  endBooking,
  fillFromWaitlist,
  liveCount,
  lockSession,
  onClassPenalty,
  placeBooking,
  sessionQuery,
  sessionRowOf,
  tell,
  toBookingRow,
  toSessionRow,
  windowsOf,
  type ClassSession,
} from './class-store';
import { checkSpaceFree, lockSpaces, spaceBusy, spaceConflict, spaceFor, type ClassSpace } from './class-space';
import { candidatesOf, usageAt } from './usage';

/** Whether a unique violation on `constraint` is the error (driver errors arrive wrapped). */
function isViolation(err: unknown, sqlState: string, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e.cause ?? e;
  return c.code === sqlState && c.constraint === constraint;
}

const toTypeRow = (t: typeof clubClassType.$inferSelect, lang: Lang): ClassTypeRow => ({
  id: t.id,
  name: nameIn(lang, t),
  nameCn: t.nameCn,
  nameEn: t.nameEn,
  nameTc: t.nameTc,
  courseKind: 'league',
  capacity: t.capacity,
  minSignups: t.minSignups,
  durationMin: t.durationMin,
  priceCents: t.priceCents,
  dayLimit: t.dayLimit,
  weekLimit: t.weekLimit,
  description: t.description,
  enabled: t.enabled,
  sort: t.sort,
});

/** The data-scope condition over bookings (the member and the member's organisation). */
const bookingScope = (db: Db, me: Principal) =>
  scopeCondition(db, me, { userId: clubClassBooking.userId, orgId: clubClassBooking.orgId });

/**
 * An enabled class type. @throws AppError CLASS_TYPE_UNKNOWN ({id})
 */
async function enabledType(db: Db, id: number) {
  const [t] = await db
    .select()
    .from(clubClassType)
    .where(and(eq(clubClassType.id, id), eq(clubClassType.enabled, true)));
  if (!t) throw new AppError(Code.CLASS_TYPE_UNKNOWN, { id });
  return t;
}

/**
 * Locks coach `coachId` (an enabled coach) and finds a class of theirs not cancelled overlapping [startsAt, endsAt)
 * other than `exceptId` (back to back is fine). @throws AppError CLASS_COACH_UNKNOWN ({id})
 */
async function coachConflict(db: Db, coachId: number, startsAt: Date, endsAt: Date, exceptId?: number) {
  const [coach] = await db
    .select({ id: clubCoach.id })
    .from(clubCoach)
    .where(and(eq(clubCoach.id, coachId), eq(clubCoach.status, 0)))
    .for('update');
  if (!coach) throw new AppError(Code.CLASS_COACH_UNKNOWN, { id: coachId });
  const [other] = await db
    .select({ id: clubClassSession.id, startsAt: clubClassSession.startsAt })
    .from(clubClassSession)
    .where(
      and(
        eq(clubClassSession.coachId, coachId),
        ne(clubClassSession.state, 'cancelled'),
        lt(clubClassSession.startsAt, endsAt),
        sql`${clubClassSession.endsAt} > ${startsAt.toISOString()}::timestamptz`,
        exceptId ? ne(clubClassSession.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return other ?? null;
}

/**
 * Locks coach `coachId` and refuses a class of theirs overlapping [startsAt, endsAt) other than `exceptId`.
 * @throws AppError CLASS_COACH_UNKNOWN ({id}), CLASS_COACH_BUSY ({date, time})
 */
export async function checkCoachFree(db: Db, coachId: number, startsAt: Date, endsAt: Date, exceptId?: number) {
  const other = await coachConflict(db, coachId, startsAt, endsAt, exceptId);
  if (other) throw busy(other.startsAt);
}

/** An instant's campus clock time `HH:mm`. */
const campusClock = (at: Date) =>
  at.toLocaleTimeString('en-GB', { timeZone: CAMPUS_ZONE, hour: '2-digit', minute: '2-digit' });

/** CLASS_COACH_BUSY naming the other class's campus date and time. */
const busy = (at: Date) => new AppError(Code.CLASS_COACH_BUSY, { date: todayAt(at), time: campusClock(at) });

/**
 * Inserts or updates a class, turning the exclusion constraints' refusals into CLASS_COACH_BUSY and (`space`: the
 * class's space name) CLASS_SPACE_BUSY.
 */
export async function guarded<T>(at: Date, write: () => Promise<T>, space = ''): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isViolation(err, '23P01', 'club_class_session_coach_overlap')) throw busy(at);
    if (isViolation(err, '23P01', 'club_class_session_space_overlap')) throw spaceBusy(space, at);
    throw err;
  }
}

/** The member's view of classes `rows` (my booking, my waitlist place, what I may do now). */
async function mine(ctx: SignedInContext, rows: Parameters<typeof toSessionRow>[0][]): Promise<MyClassRow[]> {
  const ids = rows.map((r) => r.s.id);
  const me = ctx.principal.userId;
  const bookings = ids.length
    ? await ctx.db
        .select()
        .from(clubClassBooking)
        .where(and(inArray(clubClassBooking.sessionId, ids), eq(clubClassBooking.userId, me)))
        .orderBy(desc(clubClassBooking.id))
    : [];
  const waits = ids.length
    ? await ctx.db
        .select({
          id: clubClassWaitlist.id,
          sessionId: clubClassWaitlist.sessionId,
          position: sql<number>`(select count(*)::int from club_class_waitlist o where o.session_id =
            ${clubClassWaitlist.sessionId} and o.state = 'waiting' and (o.joined_at, o.id) <=
            (${clubClassWaitlist.joinedAt}, ${clubClassWaitlist.id}))`,
        })
        .from(clubClassWaitlist)
        .where(
          and(
            inArray(clubClassWaitlist.sessionId, ids),
            eq(clubClassWaitlist.userId, me),
            eq(clubClassWaitlist.state, 'waiting'),
          ),
        )
    : [];
  return rows.map((r) => {
    const row = toSessionRow(r, ctx.lang);
    const w = windowsOf(r.s);
    const booking = bookings.find((b) => b.sessionId === r.s.id) ?? null;
    const wait = waits.find((x) => x.sessionId === r.s.id) ?? null;
    const now = ctx.now;
    const live = booking && ['booked', 'attended', 'noShow'].includes(booking.state);
    const offer: MyClassRow['offer'] = live
      ? 'booked'
      : wait
        ? 'waiting'
        : r.s.state !== 'scheduled' || now >= w.closesAt
          ? 'closed'
          : now < w.opensAt
            ? 'notOpen'
            : row.placesLeft > 0
              ? 'book'
              : now < w.waitlistClosesAt
                ? 'waitlist'
                : 'full';
    return {
      ...row,
      myBookingId: booking?.id ?? null,
      myBookingState: (booking?.state ?? null) as MyClassRow['myBookingState'],
      myWaitlistId: wait?.id ?? null,
      myPosition: wait ? Number(wait.position) : null,
      offer,
      opensAt: w.opensAt.toISOString(),
      closesAt: w.closesAt.toISOString(),
      waitlistClosesAt: w.waitlistClosesAt.toISOString(),
      lateCancelFrom: w.lateCancelFrom.toISOString(),
    };
  });
}

/**
 * Cancels booking `id` found by `where` (the caller's own, or in the staff's scope): the class
 * locked, then the booking; before the class starts only. In time (or by staff) the use is given back;
 * inside the late-cancel window a member's cancel keeps it. A freed place goes to the waitlist.
 * @throws AppError NOT_FOUND, ORDER_STEP_NOT_ALLOWED, CLASS_BOOKING_NOT_CHANGEABLE ({state})
 */
async function cancelBooking(ctx: SignedInContext, id: number, where: SQL | undefined, byStaff: boolean, reason = '') {
  const [found] = await ctx.db
    .select({ sessionId: clubClassBooking.sessionId })
    .from(clubClassBooking)
    .where(and(eq(clubClassBooking.id, id), where));
  if (!found) throw new AppError(Code.NOT_FOUND);
  const session = await lockSession(ctx.db, found.sessionId);
  const [b] = await ctx.db.select().from(clubClassBooking).where(eq(clubClassBooking.id, id)).for('update');
  if (ctx.now >= session.startsAt) throw new AppError(Code.CLASS_BOOKING_NOT_CHANGEABLE, { state: 'started' });
  const late = !byStaff && ctx.now >= windowsOf(session).lateCancelFrom;
  const after = await endBooking(ctx.db, b, late ? 'booking.lateCancel' : 'booking.cancel', {
    actorUserId: ctx.principal.userId,
    now: ctx.now,
    reason: reason || (byStaff ? 'staff' : late ? 'lateCancel' : 'member'),
  });
  await fillFromWaitlist(ctx.db, session, { actorUserId: null, now: ctx.now });
  ctx.audit({ before: b, after });
  return bookingRowOf(ctx.db, id, ctx.lang, ctx.now);
}

/** The longest span of one plan generation, in campus days (docs/fitness-classes.md "Weekly plan"). */
const PLAN_MAX_DAYS = 366;

/** The ISO week day (1 Monday … 7 Sunday) of an ISO date. */
const isoWeekDay = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** An enabled coach. @throws AppError CLASS_COACH_UNKNOWN ({id}) */
async function enabledCoach(db: Db, id: number) {
  const [c] = await db
    .select({ id: clubCoach.id })
    .from(clubCoach)
    .where(and(eq(clubCoach.id, id), eq(clubCoach.status, 0)));
  if (!c) throw new AppError(Code.CLASS_COACH_UNKNOWN, { id });
}

/** Plan entries with their type and coach (the coach's display name). */
const planQuery = (db: Db) =>
  db
    .select({ plan: clubClassPlan, type: clubClassType, coachName: clubCoach.displayName })
    .from(clubClassPlan)
    .innerJoin(clubClassType, eq(clubClassType.id, clubClassPlan.typeId))
    .innerJoin(clubCoach, eq(clubCoach.id, clubClassPlan.coachId))
    .$dynamic();

/** A plan entry's row in `lang`. */
function toPlanRow(
  r: { plan: typeof clubClassPlan.$inferSelect; type: typeof clubClassType.$inferSelect; coachName: string | null },
  lang: Lang,
): ClassPlanRow {
  const p = r.plan;
  return {
    id: p.id,
    typeId: p.typeId,
    typeName: nameIn(lang, r.type),
    coachId: p.coachId,
    coachName: r.coachName ?? '',
    weekDay: p.weekDay,
    startTime: p.startTime,
    durationMin: p.durationMin,
    capacity: p.capacity,
    spaceId: p.spaceId,
    place: p.place,
    opensHours: p.opensHours,
    closesMin: p.closesMin,
    enabled: p.enabled,
  };
}

/** Plan entry `id` as listed. */
async function planRowOf(db: Db, id: number, lang: Lang): Promise<ClassPlanRow> {
  const [r] = await planQuery(db).where(eq(clubClassPlan.id, id));
  return toPlanRow(r, lang);
}

/** Refuses a class's times: the end after the start, the start not past. @throws AppError CLASS_TIME_INVALID */
function checkTimes(startsAt: Date, endsAt: Date, now: Date) {
  if (endsAt <= startsAt || startsAt <= now) throw new AppError(Code.CLASS_TIME_INVALID);
}

export const clubClassHandlers = implement(contracts, {
  fitnessClassTypePage: async (input, ctx) => {
    const where = input.keyword
      ? or(
          ilike(clubClassType.nameCn, containing(input.keyword)),
          ilike(clubClassType.nameEn, containing(input.keyword)),
          ilike(clubClassType.nameTc, containing(input.keyword)),
        )
      : undefined;
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubClassType).where(where);
    const rows = await ctx.db
      .select()
      .from(clubClassType)
      .where(where)
      .orderBy(asc(clubClassType.sort), asc(clubClassType.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((t) => toTypeRow(t, ctx.lang)),
      total,
      input,
    );
  },

  fitnessClassTypeAdd: async (input, ctx) => {
    try {
      const [t] = await ctx.db.insert(clubClassType).values(input).returning();
      ctx.audit({ after: t });
      return toTypeRow(t, ctx.lang);
    } catch (err) {
      if (isViolation(err, '23505', 'club_class_type_name_key'))
        throw new AppError(Code.DUPLICATE, { value: input.nameCn });
      throw err;
    }
  },

  fitnessClassTypeEdit: async ({ id, ...input }, ctx) => {
    const [before] = await ctx.db.select().from(clubClassType).where(eq(clubClassType.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    try {
      const [t] = await ctx.db
        .update(clubClassType)
        .set({ ...input, updatedAt: ctx.now })
        .where(eq(clubClassType.id, id))
        .returning();
      ctx.audit({ before, after: t });
      return toTypeRow(t, ctx.lang);
    } catch (err) {
      if (isViolation(err, '23505', 'club_class_type_name_key'))
        throw new AppError(Code.DUPLICATE, { value: input.nameCn });
      throw err;
    }
  },

  fitnessClassSessionPage: async (input, ctx) => {
    const local = sql`(${clubClassSession.startsAt} at time zone ${CAMPUS_ZONE})::date`;
    const where = and(
      input.from ? sql`${local} >= ${input.from}::date` : undefined,
      input.to ? sql`${local} <= ${input.to}::date` : undefined,
      input.typeId ? eq(clubClassSession.typeId, input.typeId) : undefined,
      input.coachId ? eq(clubClassSession.coachId, input.coachId) : undefined,
      input.state ? eq(clubClassSession.state, input.state) : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubClassSession).where(where);
    const rows = await sessionQuery(ctx.db)
      .where(where)
      .orderBy(asc(clubClassSession.startsAt), asc(clubClassSession.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((r) => toSessionRow(r, ctx.lang)),
      total,
      input,
    );
  },

  fitnessClassOpenPage: async (input, ctx) => {
    const where = and(eq(clubClassSession.state, 'scheduled'), gte(clubClassSession.startsAt, ctx.now));
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubClassSession).where(where);
    const rows = await sessionQuery(ctx.db)
      .where(where)
      .orderBy(asc(clubClassSession.startsAt), asc(clubClassSession.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((r) => toSessionRow(r, ctx.lang)),
      total,
      input,
    );
  },

  fitnessClassSessionAdd: async (input, ctx) => {
    const type = await enabledType(ctx.db, input.typeId);
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    checkTimes(startsAt, endsAt, ctx.now);
    const capacity = input.capacity ?? type.capacity;
    // The space before the coach (lock order: class-space.ts).
    const space = input.spaceId ? await spaceFor(ctx.db, input.spaceId, capacity, { lock: true }) : null;
    if (space) await checkSpaceFree(ctx.db, space, startsAt, endsAt);
    await checkCoachFree(ctx.db, input.coachId, startsAt, endsAt);
    const [s] = await guarded(
      startsAt,
      () =>
        ctx.db
          .insert(clubClassSession)
          .values({
            ...input,
            place: space?.name ?? input.place,
            startsAt,
            endsAt,
            capacity,
            minSignups: input.minSignups ?? type.minSignups,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning(),
      space?.name,
    );
    ctx.audit({ after: s });
    return sessionRowOf(ctx.db, s.id, ctx.lang);
  },

  fitnessClassSessionEdit: async ({ id, ...input }, ctx) => {
    const before = await lockSession(ctx.db, id);
    if (before.state !== 'scheduled') throw new AppError(Code.CLASS_NOT_SCHEDULED, { id });
    const type = await enabledType(ctx.db, input.typeId);
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    checkTimes(startsAt, endsAt, ctx.now);
    const capacity = input.capacity ?? before.capacity;
    // The space it keeps may have been switched off since; a space newly chosen must be on.
    const space = input.spaceId
      ? await spaceFor(ctx.db, input.spaceId, capacity, { keep: before.spaceId, lock: true })
      : null;
    if (space) await checkSpaceFree(ctx.db, space, startsAt, endsAt, id);
    await checkCoachFree(ctx.db, input.coachId, startsAt, endsAt, id);
    const booked = await liveCount(ctx.db, id);
    if (capacity < booked) throw new AppError(Code.CLASS_CAPACITY_BELOW_BOOKED, { booked });
    const [after] = await guarded(
      startsAt,
      () =>
        ctx.db
          .update(clubClassSession)
          .set({
            ...input,
            place: space?.name ?? input.place,
            typeId: type.id,
            startsAt,
            endsAt,
            capacity,
            minSignups: input.minSignups ?? before.minSignups,
            updatedAt: ctx.now,
          })
          .where(eq(clubClassSession.id, id))
          .returning(),
      space?.name,
    );
    // A time changed: every member holding a place is told the new time and the old (message clubClass, `moved`).
    if (before.startsAt.getTime() !== startsAt.getTime() || before.endsAt.getTime() !== endsAt.getTime()) {
      const holders = await ctx.db
        .select({ userId: clubClassBooking.userId })
        .from(clubClassBooking)
        .where(and(eq(clubClassBooking.sessionId, id), eq(clubClassBooking.state, 'booked')))
        .orderBy(asc(clubClassBooking.id));
      const was = { wasDate: todayAt(before.startsAt), wasTime: campusClock(before.startsAt) };
      for (const h of holders) await tell(ctx.db, h.userId, after, 'moved', '', was);
    }
    await fillFromWaitlist(ctx.db, after, { actorUserId: null, now: ctx.now });
    ctx.audit({ before, after });
    return sessionRowOf(ctx.db, id, ctx.lang);
  },

  fitnessClassSessionCancel: async ({ id, reason }, ctx) => {
    const before = await lockSession(ctx.db, id);
    if (before.state !== 'scheduled') throw new AppError(Code.CLASS_NOT_SCHEDULED, { id });
    const after = await cancelSession(ctx.db, before, {
      actorUserId: ctx.principal.userId,
      now: ctx.now,
      reason,
      context: 'cancelled',
    });
    ctx.audit({ before, after });
    return sessionRowOf(ctx.db, id, ctx.lang);
  },

  fitnessClassSpaceOptions: async (_input, ctx) =>
    ctx.db
      .select({ id: clubSpace.id, name: clubSpace.name, capacity: clubSpace.capacity })
      .from(clubSpace)
      .where(eq(clubSpace.enabled, true))
      .orderBy(asc(clubSpace.sort), asc(clubSpace.id)),

  fitnessClassPlanPage: async (input, ctx) => {
    const where = and(
      input.typeId ? eq(clubClassPlan.typeId, input.typeId) : undefined,
      input.coachId ? eq(clubClassPlan.coachId, input.coachId) : undefined,
      input.weekDay ? eq(clubClassPlan.weekDay, input.weekDay) : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubClassPlan).where(where);
    const rows = await planQuery(ctx.db)
      .where(where)
      .orderBy(asc(clubClassPlan.weekDay), asc(clubClassPlan.startTime), asc(clubClassPlan.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((r) => toPlanRow(r, ctx.lang)),
      total,
      input,
    );
  },

  fitnessClassPlanAdd: async (input, ctx) => {
    await enabledType(ctx.db, input.typeId);
    await enabledCoach(ctx.db, input.coachId);
    const space = input.spaceId ? await spaceFor(ctx.db, input.spaceId, input.capacity) : null;
    const [p] = await ctx.db
      .insert(clubClassPlan)
      .values({ ...input, place: space?.name ?? input.place, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    ctx.audit({ after: p });
    return planRowOf(ctx.db, p.id, ctx.lang);
  },

  fitnessClassPlanEdit: async ({ id, ...input }, ctx) => {
    const [before] = await ctx.db.select().from(clubClassPlan).where(eq(clubClassPlan.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    await enabledType(ctx.db, input.typeId);
    await enabledCoach(ctx.db, input.coachId);
    const space = input.spaceId
      ? await spaceFor(ctx.db, input.spaceId, input.capacity, { keep: before.spaceId })
      : null;
    const [after] = await ctx.db
      .update(clubClassPlan)
      .set({ ...input, place: space?.name ?? input.place, updatedAt: ctx.now })
      .where(eq(clubClassPlan.id, id))
      .returning();
    ctx.audit({ before, after });
    return planRowOf(ctx.db, id, ctx.lang);
  },

  fitnessClassPlanGenerate: async (input, ctx) => {
    const span = Math.round((Date.parse(input.to) - Date.parse(input.from)) / 86_400_000);
    if (span > PLAN_MAX_DAYS - 1) throw new AppError(Code.PLAN_RANGE_TOO_LONG, { max: PLAN_MAX_DAYS });
    const entries = await ctx.db
      .select({ plan: clubClassPlan, type: clubClassType })
      .from(clubClassPlan)
      .innerJoin(clubClassType, eq(clubClassType.id, clubClassPlan.typeId))
      .where(
        and(
          eq(clubClassPlan.enabled, true),
          eq(clubClassType.enabled, true),
          input.planIds ? inArray(clubClassPlan.id, input.planIds) : undefined,
        ),
      )
      // Coaches in id order: each entry locks its coach's row, so two generations never wait on each other crosswise.
      .orderBy(asc(clubClassPlan.coachId), asc(clubClassPlan.id));
    const result: PlanGenerateResult = { created: [], existing: 0, conflicts: [] };
    // Every space of the entries before any coach (lock order: class-space.ts), so generations never wait crosswise.
    const spaces = await lockSpaces(
      ctx.db,
      entries.flatMap((e) => (e.plan.spaceId ? [e.plan.spaceId] : [])),
    );
    for (const { plan, type } of entries) {
      const space: ClassSpace | null = plan.spaceId ? (spaces.get(plan.spaceId) ?? null) : null;
      // The coach's row first: a generation racing this one has committed its classes before we read what exists.
      await ctx.db.select({ id: clubCoach.id }).from(clubCoach).where(eq(clubCoach.id, plan.coachId)).for('update');
      const done = await ctx.db
        .select({ date: clubClassSession.planDate })
        .from(clubClassSession)
        .where(
          and(
            eq(clubClassSession.planId, plan.id),
            gte(clubClassSession.planDate, input.from),
            lte(clubClassSession.planDate, input.to),
          ),
        );
      const generated = new Set(done.map((d) => d.date));
      for (let i = 0; i <= span; i += 1) {
        const date = addIsoDays(input.from, i);
        if (isoWeekDay(date) !== plan.weekDay) continue;
        if (generated.has(date)) {
          result.existing += 1;
          continue;
        }
        const startsAt = localInstant(date, minutesOf(plan.startTime), CAMPUS_ZONE);
        const endsAt = new Date(startsAt.getTime() + plan.durationMin * 60_000);
        if (startsAt <= ctx.now) {
          result.conflicts.push({ planId: plan.id, date, reason: 'past', otherId: null, otherStartsAt: null });
          continue;
        }
        let other: { id: number; startsAt: Date } | null;
        try {
          other = await coachConflict(ctx.db, plan.coachId, startsAt, endsAt);
        } catch (err) {
          // A coach switched off since the entry was made: every date of the entry is listed, nothing is created.
          if (err instanceof AppError && err.code === Code.CLASS_COACH_UNKNOWN) other = { id: 0, startsAt };
          else throw err;
        }
        if (other) {
          result.conflicts.push({
            planId: plan.id,
            date,
            reason: 'coachBusy',
            otherId: other.id || null,
            otherStartsAt: other.id ? other.startsAt.toISOString() : null,
          });
          continue;
        }
        const taken = space ? await spaceConflict(ctx.db, space.id, startsAt, endsAt) : null;
        if (taken) {
          result.conflicts.push({
            planId: plan.id,
            date,
            reason: 'spaceBusy',
            otherId: taken.id,
            otherStartsAt: taken.startsAt.toISOString(),
          });
          continue;
        }
        const [s] = await ctx.db
          .insert(clubClassSession)
          .values({
            typeId: type.id,
            coachId: plan.coachId,
            spaceId: space?.id ?? null,
            place: space?.name ?? plan.place,
            startsAt,
            endsAt,
            // A space made smaller since the entry was saved bounds the places.
            capacity: Math.min(plan.capacity, space?.capacity ?? plan.capacity),
            minSignups: Math.min(type.minSignups, plan.capacity, space?.capacity ?? plan.capacity),
            opensHours: plan.opensHours,
            closesMin: plan.closesMin,
            planId: plan.id,
            planDate: date,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          // The unique (plan_id, plan_date) backs the check above: a class generated meanwhile is not doubled.
          .onConflictDoNothing()
          .returning({ id: clubClassSession.id });
        if (s) result.created.push({ id: s.id, planId: plan.id, date });
        else result.existing += 1;
      }
    }
    ctx.audit({ after: { from: input.from, to: input.to, ...result } });
    return result;
  },

  fitnessClassBookingPage: async (input, ctx) => {
    const local = sql`(${clubClassSession.startsAt} at time zone ${CAMPUS_ZONE})::date`;
    const where = and(
      input.sessionId ? eq(clubClassBooking.sessionId, input.sessionId) : undefined,
      input.state ? eq(clubClassBooking.state, input.state) : undefined,
      input.member ? ilike(sysUser.name, containing(input.member)) : undefined,
      input.from ? sql`${local} >= ${input.from}::date` : undefined,
      input.to ? sql`${local} <= ${input.to}::date` : undefined,
      await bookingScope(ctx.db, ctx.principal),
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubClassBooking)
      .innerJoin(clubClassSession, eq(clubClassSession.id, clubClassBooking.sessionId))
      .innerJoin(sysUser, eq(sysUser.id, clubClassBooking.userId))
      .where(where);
    const rows = await bookingQuery(ctx.db)
      .where(where)
      .orderBy(desc(clubClassBooking.createdAt), desc(clubClassBooking.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((r) => toBookingRow(r, ctx.lang, ctx.now)),
      total,
      input,
    );
  },

  fitnessClassBookingCancel: async ({ id, reason }, ctx) =>
    cancelBooking(ctx, id, await bookingScope(ctx.db, ctx.principal), true, reason),

  fitnessClassBookingMark: async ({ id, outcome }, ctx) => {
    const [b] = await ctx.db
      .select()
      .from(clubClassBooking)
      .where(and(eq(clubClassBooking.id, id), await bookingScope(ctx.db, ctx.principal)))
      .for('update');
    if (!b) throw new AppError(Code.NOT_FOUND);
    const [s] = await ctx.db.select().from(clubClassSession).where(eq(clubClassSession.id, b.sessionId));
    const state = bookingStep(b, outcome === 'attended' ? 'booking.attend' : 'booking.noShow');
    if (ctx.now < s.startsAt) throw new AppError(Code.CLASS_NOT_STARTED);
    const [after] = await ctx.db
      .update(clubClassBooking)
      .set({ state, actorUserId: ctx.principal.userId, updatedAt: ctx.now })
      .where(eq(clubClassBooking.id, id))
      .returning();
    if (outcome === 'noShow') await onClassPenalty(ctx.db, after, 'noShow');
    ctx.audit({ before: b, after });
    return bookingRowOf(ctx.db, id, ctx.lang, ctx.now);
  },

  fitnessClassWeek: async ({ from }, ctx) => {
    const first = from ?? todayAt(ctx.now);
    const local = sql`(${clubClassSession.startsAt} at time zone ${CAMPUS_ZONE})::date`;
    const rows = await sessionQuery(ctx.db)
      .where(
        and(
          sql`${local} >= ${first}::date`,
          sql`${local} <= ${addIsoDays(first, 6)}::date`,
          ne(clubClassSession.state, 'cancelled'),
        ),
      )
      .orderBy(asc(clubClassSession.startsAt), asc(clubClassSession.id));
    return mine(ctx, rows);
  },

  fitnessClassDetail: async ({ id }, ctx) => {
    const [row] = await sessionQuery(ctx.db).where(eq(clubClassSession.id, id));
    if (!row) throw new AppError(Code.NOT_FOUND);
    const [session] = await mine(ctx, [row]);
    const usage = usageAt(row.s.startsAt, { sceneId: null, courseKind: 'league', priceCents: row.priceCents });
    const cards = await candidatesOf(ctx.db, ctx.principal.userId, usage.date, false);
    const choice = chooseCard(
      cards.map((c) => c.candidate),
      usage,
    );
    const numbers = new Map(cards.map((c) => [c.card.id, c.card.cardNo]));
    return {
      session,
      choice: {
        ...choice,
        cardNo: choice.cardId === null ? null : (numbers.get(choice.cardId) ?? null),
        passed: choice.passed.map((p) => ({ ...p, cardNo: numbers.get(p.cardId) ?? '' })),
      },
    };
  },

  fitnessClassBook: async ({ id }, ctx) => {
    const s = await lockSession(ctx.db, id);
    checkBookable(s, ctx.now);
    if ((await liveCount(ctx.db, s.id)) >= s.capacity)
      throw new AppError(Code.CLASS_FULL, {
        waitlist: ctx.now < windowsOf(s).waitlistClosesAt ? 'open' : 'closed',
      });
    const bookingId = await placeBooking(ctx.db, s, ctx.principal.userId, {
      actorUserId: ctx.principal.userId,
      now: ctx.now,
      source: 'booking',
    });
    const row = await bookingRowOf(ctx.db, bookingId, ctx.lang, ctx.now);
    ctx.audit({ after: row });
    return row;
  },

  fitnessClassWaitlistJoin: async ({ id }, ctx) => {
    const s = await lockSession(ctx.db, id);
    if (s.state !== 'scheduled') throw new AppError(Code.CLASS_NOT_SCHEDULED, { id });
    if (ctx.now >= windowsOf(s).waitlistClosesAt) throw new AppError(Code.CLASS_WAITLIST_CLOSED);
    const me = ctx.principal.userId;
    const [booked] = await ctx.db
      .select({ id: clubClassBooking.id })
      .from(clubClassBooking)
      .where(
        and(
          eq(clubClassBooking.sessionId, id),
          eq(clubClassBooking.userId, me),
          inArray(clubClassBooking.state, ['booked', 'attended', 'noShow']),
        ),
      );
    if (booked) throw new AppError(Code.CLASS_ALREADY_BOOKED);
    if ((await liveCount(ctx.db, id)) < s.capacity) throw new AppError(Code.CLASS_WAITLIST_NOT_FULL);
    const [waiting] = await ctx.db
      .select({ id: clubClassWaitlist.id })
      .from(clubClassWaitlist)
      .where(
        and(
          eq(clubClassWaitlist.sessionId, id),
          eq(clubClassWaitlist.userId, me),
          eq(clubClassWaitlist.state, 'waiting'),
        ),
      );
    if (waiting) throw new AppError(Code.CLASS_ALREADY_WAITING);
    const [u] = await ctx.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.id, me));
    const [w] = await ctx.db
      .insert(clubClassWaitlist)
      .values({ sessionId: id, userId: me, orgId: u?.orgId ?? null, joinedAt: ctx.now })
      .returning();
    ctx.audit({ after: w });
    return (await waitlistOf(ctx, eq(clubClassWaitlist.id, w.id)))[0];
  },

  fitnessClassWaitlistLeave: async ({ id }, ctx) => {
    const [w] = await ctx.db
      .select()
      .from(clubClassWaitlist)
      .where(and(eq(clubClassWaitlist.id, id), eq(clubClassWaitlist.userId, ctx.principal.userId)))
      .for('update');
    if (!w) throw new AppError(Code.NOT_FOUND);
    if (w.state !== 'waiting') throw new AppError(Code.CLASS_BOOKING_NOT_CHANGEABLE, { state: w.state });
    const [after] = await ctx.db
      .update(clubClassWaitlist)
      .set({ state: 'left', endedAt: ctx.now })
      .where(eq(clubClassWaitlist.id, id))
      .returning();
    ctx.audit({ before: w, after });
    return (await waitlistOf(ctx, eq(clubClassWaitlist.id, id)))[0];
  },

  fitnessClassMine: async (_input, ctx) => {
    const rows = await bookingQuery(ctx.db)
      .where(eq(clubClassBooking.userId, ctx.principal.userId))
      .orderBy(desc(clubClassSession.startsAt), desc(clubClassBooking.id))
      .limit(200);
    const bookings = rows.map((r) => toBookingRow(r, ctx.lang, ctx.now));
    const upcoming = bookings.filter((b) => Date.parse(b.startsAt) >= ctx.now.getTime()).reverse();
    const past = bookings.filter((b) => Date.parse(b.startsAt) < ctx.now.getTime());
    return {
      bookings: [...upcoming, ...past],
      waitlist: await waitlistOf(ctx, eq(clubClassWaitlist.userId, ctx.principal.userId)),
    };
  },

  fitnessClassCancel: async ({ id }, ctx) =>
    cancelBooking(ctx, id, eq(clubClassBooking.userId, ctx.principal.userId), false),
});

/**
 * Refuses booking class `s` at `now` outside its window.
 * @throws AppError CLASS_NOT_SCHEDULED, CLASS_BOOKING_NOT_OPEN ({opensAt}), CLASS_BOOKING_CLOSED
 */
function checkBookable(s: ClassSession, now: Date) {
  if (s.state !== 'scheduled') throw new AppError(Code.CLASS_NOT_SCHEDULED, { id: s.id });
  const w = windowsOf(s);
  if (now < w.opensAt)
    throw new AppError(Code.CLASS_BOOKING_NOT_OPEN, {
      opensAt: `${todayAt(w.opensAt)} ${w.opensAt.toLocaleTimeString('en-GB', {
        timeZone: CAMPUS_ZONE,
        hour: '2-digit',
        minute: '2-digit',
      })}`,
    });
  if (now >= w.closesAt) throw new AppError(Code.CLASS_BOOKING_CLOSED);
}

/** The caller's waitlist entries matching `where`, with their place in the queue; newest first. */
async function waitlistOf(ctx: SignedInContext, where: SQL) {
  const rows = await ctx.db
    .select({
      w: clubClassWaitlist,
      startsAt: clubClassSession.startsAt,
      type: { nameCn: clubClassType.nameCn, nameEn: clubClassType.nameEn, nameTc: clubClassType.nameTc },
      position: sql<number>`(select count(*)::int from club_class_waitlist o where o.session_id =
        ${clubClassWaitlist.sessionId} and o.state = 'waiting' and (o.joined_at, o.id) <=
        (${clubClassWaitlist.joinedAt}, ${clubClassWaitlist.id}))`,
    })
    .from(clubClassWaitlist)
    .innerJoin(clubClassSession, eq(clubClassSession.id, clubClassWaitlist.sessionId))
    .innerJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
    .where(and(where, eq(clubClassWaitlist.userId, ctx.principal.userId)))
    .orderBy(desc(clubClassWaitlist.joinedAt), desc(clubClassWaitlist.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.w.id,
    sessionId: r.w.sessionId,
    typeName: nameIn(ctx.lang, r.type),
    startsAt: r.startsAt.toISOString(),
    state: r.w.state as contracts.WaitlistRow['state'],
    position: r.w.state === 'waiting' ? Number(r.position) : null,
    reason: r.w.reason,
    joinedAt: r.w.joinedAt.toISOString(),
  }));
}
