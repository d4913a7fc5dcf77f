/**
 * Handlers of platform/contracts/coach-member.contract.ts (docs/training.md "The coach's members"): a coach's
 * members, one member's details, a registration's detail, and the coach registering a member or booking a
 * make-up for them. The data scope is the caller's own coach record: "my members" are the users with a
 * registration in one of my groups, a booking of one of my group classes, or a private session or test with me
 * (`memberOfCoach`, a condition in the SQL of every read and write); out of scope answers NOT_FOUND. A change
 * runs in the call's one transaction, under the group's row lock where places are counted.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as contracts from '../../../platform/contracts/coach-member.contract';
import type { CoachMemberRow } from '../../../platform/contracts/coach-member.contract';
import type { AttendanceStatus } from '../../../platform/contracts/training.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { maskPhone } from '../../../platform/validation/identity';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import {
  clubCard,
  clubCardType,
  clubClassBooking,
  clubClassSession,
  clubClassType,
  clubCoach,
  clubPrivateSession,
  clubTestType,
  clubTrainAttendance,
  clubTrainGroup,
  clubTrainRegistration,
  clubTrainSession,
  clubTrainToken,
  sysUser,
} from '../../db/schema/index';
import { implement, type SignedInContext } from '../../plugins/call-handler';
import { nameIn, todayAt } from '../fitness/card-store';
import { eventPage } from './training.handlers';
import {
  appendTrainEvent,
  coachOf,
  registrationRows,
  sessionRows,
  startOf,
  stepRegistration,
  takenOf,
  tokenRows,
} from './training-store';

/**
 * The condition "user `userId` is a member of coach `coachId`": a registration in one of the coach's groups, a
 * booking of one of the coach's classes, or a private session or test with the coach (any state). A caller who is
 * no coach (`coachId` null) has no members.
 */
export function memberOfCoach(coachId: number | null, userId: SQL | AnyPgColumn = sysUser.id): SQL {
  if (coachId === null) return sql`false`;
  return sql`${userId} in (
    select r.user_id from club_train_registration r join club_train_group g on g.id = r.group_id
      where g.coach_id = ${coachId}
    union select b.user_id from club_class_booking b join club_class_session s on s.id = b.session_id
      where s.coach_id = ${coachId}
    union select p.user_id from club_private_session p where p.coach_id = ${coachId})`;
}

/** The caller's enabled coach record, or null (no members, no groups). */
const myCoach = (ctx: SignedInContext) => coachOf(ctx.db, ctx.principal.userId);

/** The user's id qualified (drizzle leaves a one-table select's columns bare, ambiguous in subqueries). */
const USER_ID = sql`"sys_user"."id"`;

/** Members `where` selects with their counts with coach `coachId`, by name and id. */
async function memberRows(db: Db, coachId: number, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      userId: sysUser.id,
      name: sysUser.name,
      account: sysUser.account,
      phone: sysUser.phone,
      registrations: sql<number>`(select count(*) from club_train_registration r join club_train_group g
        on g.id = r.group_id where g.coach_id = ${coachId} and r.user_id = ${USER_ID})::int`,
      classBookings: sql<number>`(select count(*) from club_class_booking b join club_class_session s
        on s.id = b.session_id where s.coach_id = ${coachId} and b.user_id = ${USER_ID})::int`,
      privateSessions: sql<number>`(select count(*) from club_private_session p
        where p.coach_id = ${coachId} and p.user_id = ${USER_ID})::int`,
    })
    .from(sysUser)
    .where(and(memberOfCoach(coachId), where))
    .orderBy(asc(sysUser.name), asc(sysUser.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r): CoachMemberRow => ({
    ...r,
    phone: maskPhone(r.phone),
    registrations: Number(r.registrations),
    classBookings: Number(r.classBookings),
    privateSessions: Number(r.privateSessions),
  }));
}

/** One of my members. @throws AppError NOT_FOUND (not my member, or no such user) */
async function myMember(ctx: SignedInContext, coachId: number | null, userId: number): Promise<CoachMemberRow> {
  if (coachId === null) throw new AppError(Code.NOT_FOUND);
  const [m] = await memberRows(ctx.db, coachId, eq(sysUser.id, userId), 1, 0);
  if (!m) throw new AppError(Code.NOT_FOUND);
  return m;
}

/** The condition "the group is coach `coachId`'s". */
const myGroup = (coachId: number | null) => (coachId === null ? sql`false` : eq(clubTrainGroup.coachId, coachId));

export const coachMemberHandlers = implement(contracts, {
  trainCoachMembers: async (input, ctx) => {
    const coachId = await myCoach(ctx);
    if (coachId === null) return pageResult([], 0, input);
    const where = input.keyword
      ? or(
          ilike(sysUser.name, containing(input.keyword)),
          ilike(sysUser.account, containing(input.keyword)),
          ilike(sysUser.phone, containing(input.keyword)),
        )
      : undefined;
    const [{ total }] = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(sysUser)
      .where(and(memberOfCoach(coachId), where));
    const rows = await memberRows(ctx.db, coachId, where, input.pageSize, offsetOf(input));
    return pageResult(rows, Number(total), input);
  },

  trainCoachMemberDetail: async ({ userId }, ctx) => {
    const coachId = await myCoach(ctx);
    const member = await myMember(ctx, coachId, userId);
    const cards = await ctx.db
      .select({ c: clubCard, type: clubCardType })
      .from(clubCard)
      .innerJoin(clubCardType, eq(clubCardType.id, clubCard.typeId))
      .where(eq(clubCard.userId, userId))
      .orderBy(desc(clubCard.id));
    const registrations = await registrationRows(
      ctx.db,
      ctx.lang,
      and(eq(clubTrainRegistration.userId, userId), myGroup(coachId)),
    );
    const attendance = await ctx.db
      .select({
        sessionId: clubTrainSession.id,
        on: clubTrainSession.on,
        groupName: clubTrainGroup.name,
        status: clubTrainAttendance.status,
      })
      .from(clubTrainAttendance)
      .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainAttendance.registrationId))
      .innerJoin(clubTrainSession, eq(clubTrainSession.id, clubTrainAttendance.sessionId))
      .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainSession.groupId))
      .where(and(eq(clubTrainRegistration.userId, userId), myGroup(coachId)))
      .orderBy(desc(clubTrainSession.on), desc(clubTrainSession.startsAt));
    const classBookings = await ctx.db
      .select({ b: clubClassBooking, s: clubClassSession, type: clubClassType })
      .from(clubClassBooking)
      .innerJoin(clubClassSession, eq(clubClassSession.id, clubClassBooking.sessionId))
      .innerJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
      .where(and(eq(clubClassBooking.userId, userId), eq(clubClassSession.coachId, coachId!)))
      .orderBy(desc(clubClassSession.startsAt));
    const tests = await ctx.db
      .select({
        p: clubPrivateSession,
        type: clubTestType,
        coachName: clubCoach.displayName,
        values: sql<Record<string, number | string> | null>`(select r.values from club_test_result r
          where r.session_id = ${clubPrivateSession.id} order by r.id desc limit 1)`,
      })
      .from(clubPrivateSession)
      .innerJoin(clubTestType, eq(clubTestType.id, clubPrivateSession.testTypeId))
      .innerJoin(clubCoach, eq(clubCoach.id, clubPrivateSession.coachId))
      .where(and(eq(clubPrivateSession.userId, userId), eq(clubPrivateSession.kind, 'test')))
      .orderBy(desc(clubPrivateSession.startAt));
    return {
      member,
      cards: cards.map(({ c, type }) => ({
        id: c.id,
        cardNo: c.cardNo,
        typeName: nameIn(ctx.lang, type),
        state: c.state,
        usesLeft: c.usesLeft,
        balanceCents: c.valueLeftCents,
        validTo: c.endsOn,
      })),
      registrations,
      attendance: attendance.map((a) => ({ ...a, status: a.status as AttendanceStatus })),
      classBookings: classBookings.map(({ b, s, type }) => ({
        id: b.id,
        typeName: nameIn(ctx.lang, type),
        startsAt: s.startsAt.toISOString(),
        state: b.state,
      })),
      tests: tests.map((t) => ({
        id: t.p.id,
        startAt: t.p.startAt.toISOString(),
        testTypeName: nameIn(ctx.lang, t.type),
        coachName: t.coachName,
        state: t.p.state,
        values: t.values,
      })),
    };
  },

  trainCoachRegistrationDetail: async ({ id }, ctx) => {
    const coachId = await myCoach(ctx);
    const where = and(eq(clubTrainRegistration.id, id), myGroup(coachId));
    const [registration] = await registrationRows(ctx.db, ctx.lang, where);
    if (!registration) throw new AppError(Code.NOT_FOUND);
    const member = await myMember(ctx, coachId, registration.userId);
    const sessions = await sessionRows(ctx.db, eq(clubTrainSession.groupId, registration.groupId));
    const marks = await ctx.db.select().from(clubTrainAttendance).where(eq(clubTrainAttendance.registrationId, id));
    const markOf = new Map(marks.map((m) => [m.sessionId, m.status as AttendanceStatus]));
    const events = await eventPage(ctx, eq(clubTrainRegistration.id, id), { pageNo: 1, pageSize: 100 });
    return {
      registration,
      member,
      sessions: sessions.map((s) => ({ ...s, attendance: markOf.get(s.id) ?? null })),
      tokens: await tokenRows(ctx.db, ctx.lang, eq(clubTrainToken.registrationId, id)),
      events: events.rows,
      leaves: marks.filter((m) => m.status === 'leave').length,
    };
  },

  trainCoachRegister: async ({ groupId, userId }, ctx) => {
    const coachId = await myCoach(ctx);
    const [mine] = await ctx.db
      .select({ id: clubTrainGroup.id })
      .from(clubTrainGroup)
      .where(and(eq(clubTrainGroup.id, groupId), myGroup(coachId)));
    if (!mine) throw new AppError(Code.NOT_FOUND);
    await myMember(ctx, coachId, userId);
    // The group's row lock: a registration by the member or the coach at once counts this one (no overbooking).
    const [g] = await ctx.db.select().from(clubTrainGroup).where(eq(clubTrainGroup.id, groupId)).for('update');
    if (todayAt(ctx.now) > g.endsOn) throw new AppError(Code.COACH_RESERVE_INVALID);
    const live = await ctx.db
      .select({ userId: clubTrainRegistration.userId })
      .from(clubTrainRegistration)
      .where(
        and(eq(clubTrainRegistration.groupId, groupId), inArray(clubTrainRegistration.state, ['pending', 'confirmed'])),
      );
    if (live.some((r) => r.userId === userId)) throw new AppError(Code.TRAIN_ALREADY_REGISTERED);
    if (live.length >= g.capacity) throw new AppError(Code.TRAIN_GROUP_FULL, { capacity: g.capacity });
    const [user] = await ctx.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.id, userId));
    const [r] = await ctx.db
      .insert(clubTrainRegistration)
      .values({
        groupId,
        userId,
        orgId: user?.orgId ?? null,
        priceCents: g.priceCents,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    const by = { actorUserId: ctx.principal.userId, at: ctx.now };
    await appendTrainEvent(ctx.db, r.id, 'register', 'pending', { ...by, stateBefore: null, reason: 'coach' });
    // Registered by the group's own coach: confirmed at once (the coach decides registrations).
    await stepRegistration(ctx.db, r, 'train.confirm', { ...by, reason: 'coach' });
    ctx.audit({ after: { ...r, state: 'confirmed' } });
    const [row] = await registrationRows(ctx.db, ctx.lang, eq(clubTrainRegistration.id, r.id));
    return row;
  },

  trainCoachMakeupTargets: async ({ tokenId }, ctx) => {
    const coachId = await myCoach(ctx);
    const [t] = await ctx.db
      .select({ t: clubTrainToken, ownGroupId: clubTrainRegistration.groupId })
      .from(clubTrainToken)
      .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainToken.registrationId))
      .where(and(eq(clubTrainToken.id, tokenId), memberOfCoach(coachId, clubTrainToken.userId)));
    if (!t) throw new AppError(Code.NOT_FOUND);
    const today = todayAt(ctx.now);
    const sessions = await sessionRows(
      ctx.db,
      and(
        sql`${clubTrainSession.groupId} in (select g.id from club_train_group g where g.coach_id = ${coachId}
          and g.type_id = ${t.t.typeId} and g.id <> ${t.ownGroupId})`,
        sql`${clubTrainSession.on} >= ${today}`,
        sql`${clubTrainSession.on} <= ${t.t.expiresOn}`,
      ),
    );
    return sessions.filter((s) => startOf(s) > ctx.now);
  },

  trainCoachMakeupReserve: async ({ tokenId, sessionId }, ctx) => {
    const coachId = await myCoach(ctx);
    const [t] = await ctx.db
      .select()
      .from(clubTrainToken)
      .where(and(eq(clubTrainToken.id, tokenId), memberOfCoach(coachId, clubTrainToken.userId)))
      .for('update');
    if (!t) throw new AppError(Code.NOT_FOUND);
    const [target] = await ctx.db
      .select({ s: clubTrainSession })
      .from(clubTrainSession)
      .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainSession.groupId))
      .where(and(eq(clubTrainSession.id, sessionId), myGroup(coachId)));
    if (!target) throw new AppError(Code.NOT_FOUND);
    if (t.state !== 'available') throw new AppError(Code.TRAIN_TOKEN_UNAVAILABLE);
    const [own] = await ctx.db
      .select({ groupId: clubTrainRegistration.groupId, state: clubTrainRegistration.state })
      .from(clubTrainRegistration)
      .where(eq(clubTrainRegistration.id, t.registrationId));
    // The target group's lock: places of its sessions are counted under it (as train/makeupBook).
    const [g] = await ctx.db.select().from(clubTrainGroup).where(eq(clubTrainGroup.id, target.s.groupId)).for('update');
    const s = target.s;
    if (g.typeId !== t.typeId || g.id === own.groupId || startOf(s) <= ctx.now || s.on > t.expiresOn)
      throw new AppError(Code.TRAIN_MAKEUP_INVALID);
    const [{ taken }] = await ctx.db
      .select({ taken: takenOf() })
      .from(clubTrainSession)
      .where(eq(clubTrainSession.id, sessionId));
    if (Number(taken) >= g.capacity) throw new AppError(Code.TRAIN_SESSION_FULL, { capacity: g.capacity });
    // Booked by the target group's own coach: confirmed at once.
    await ctx.db
      .update(clubTrainToken)
      .set({ state: 'pending', makeupSessionId: sessionId, makeupConfirmed: true, updatedAt: ctx.now })
      .where(eq(clubTrainToken.id, tokenId));
    await appendTrainEvent(ctx.db, t.registrationId, 'makeup', own.state, {
      actorUserId: ctx.principal.userId,
      stateBefore: own.state,
      sessionId,
      reason: 'coachBooked',
      detail: { tokenId },
      at: ctx.now,
    });
    ctx.audit({ before: t, after: { state: 'pending', makeupSessionId: sessionId, makeupConfirmed: true } });
    const [row] = await tokenRows(ctx.db, ctx.lang, eq(clubTrainToken.id, tokenId));
    return row;
  },
});
