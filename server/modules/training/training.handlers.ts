/**
 * Handlers of platform/contracts/training.contract.ts (docs/training.md): course types, groups and sessions
 * (the club's, no data scope), coach allocation, registrations with their machine, leaves and make-up tokens,
 * roll calls, the logs and statistics. Each state change runs in the call's one transaction; capacity is held
 * under the group row's lock (`select … for update`), a member's token cap under the registration's lock.
 * Staff reads of registrations, attendance and tokens carry the data scope (the registration's member and
 * organisation) in their SQL; terminal calls act on the caller's own registrations and tokens, coach calls on
 * the groups of the caller's own coach record (others' answer NOT_FOUND).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as contracts from '../../../platform/contracts/training.contract';
import type { AttendanceStatus, TrainGroupRow } from '../../../platform/contracts/training.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError, type PageQuery } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import {
  clubCoach,
  clubTrainAttendance,
  clubTrainEvent,
  clubTrainGroup,
  clubTrainRegistration,
  clubTrainSession,
  clubTrainToken,
  clubTrainType,
  sysUser,
} from '../../db/schema/index';
import { implement, type Principal, type SignedInContext } from '../../plugins/call-handler';
import { todayAt } from '../fitness/card-store';
import { payMethodOf, recordPayment } from '../fitness/payment';
import { scopeCondition } from '../org/data-scope';
import {
  appendTrainEvent,
  coachOf,
  groupRows,
  issueToken,
  registrationMember,
  registrationRows,
  sessionRows,
  startOf,
  stepRegistration,
  takenOf,
  tokenRows,
  toTypeRow,
  type TrainGroup,
} from './training-store';
import { groupNameOf, leaveVerdict, sessionMembers, tellTraining, trainSessionParams } from './training-rules';

/** The data-scope condition of a staff call over registrations (the member and the member's organisation). */
const regScope = (db: Db, me: Principal) =>
  scopeCondition(db, me, { userId: clubTrainRegistration.userId, orgId: clubTrainRegistration.orgId });

/** Whether a unique violation on `constraint` is the error (driver errors arrive wrapped). */
function isUnique(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e.cause ?? e;
  return c.code === '23505' && c.constraint === constraint;
}

/** Group `id` locked (`for update`): capacity and rolls of a group change under it. @throws NOT_FOUND */
async function lockGroup(db: Db, id: number, where?: SQL): Promise<TrainGroup> {
  const [g] = await db
    .select()
    .from(clubTrainGroup)
    .where(and(eq(clubTrainGroup.id, id), where))
    .for('update');
  if (!g) throw new AppError(Code.NOT_FOUND);
  return g;
}

/** An enabled type `id`. @throws AppError TRAIN_TYPE_UNKNOWN */
async function enabledType(db: Db, id: number) {
  const [t] = await db
    .select()
    .from(clubTrainType)
    .where(and(eq(clubTrainType.id, id), eq(clubTrainType.enabled, true)));
  if (!t) throw new AppError(Code.TRAIN_TYPE_UNKNOWN, { id });
  return t;
}

/** Refuses a session outside the term. @throws AppError TRAIN_SESSION_OUTSIDE_TERM */
function withinTerm(g: Pick<TrainGroup, 'startsOn' | 'endsOn'>, on: string) {
  if (on < g.startsOn || on > g.endsOn)
    throw new AppError(Code.TRAIN_SESSION_OUTSIDE_TERM, { on, from: g.startsOn, to: g.endsOn });
}

/**
 * Refuses a coach teaching, besides `exceptGroupId`, a session overlapping one of `sessions`.
 * @throws AppError TRAIN_COACH_OVERLAP ({on, from, to, group})
 */
async function checkOverlap(
  db: Db,
  coachId: number,
  exceptGroupId: number,
  sessions: { on: string; startsAt: string; endsAt: string }[],
) {
  for (const s of sessions) {
    const [clash] = await db
      .select({
        on: clubTrainSession.on,
        from: clubTrainSession.startsAt,
        to: clubTrainSession.endsAt,
        group: clubTrainGroup.name,
      })
      .from(clubTrainSession)
      .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainSession.groupId))
      .where(
        and(
          eq(clubTrainGroup.coachId, coachId),
          ne(clubTrainGroup.id, exceptGroupId),
          eq(clubTrainSession.on, s.on),
          sql`${clubTrainSession.startsAt} < ${s.endsAt}`,
          sql`${clubTrainSession.endsAt} > ${s.startsAt}`,
        ),
      )
      .limit(1);
    if (clash) throw new AppError(Code.TRAIN_COACH_OVERLAP, clash);
  }
}

/** The group's row as the wire shows it (it exists). */
async function groupRow(ctx: SignedInContext, id: number): Promise<TrainGroupRow> {
  const [row] = await groupRows(ctx.db, ctx.lang, eq(clubTrainGroup.id, id));
  return row;
}

/** A group with its sessions. */
async function groupDetail(ctx: SignedInContext, id: number) {
  const group = await groupRow(ctx, id);
  if (!group) throw new AppError(Code.NOT_FOUND);
  return { group, sessions: await sessionRows(ctx.db, eq(clubTrainSession.groupId, id)) };
}

/** The condition "the group is the caller's coach record's" (false for a caller who is no coach). */
async function mineAsCoach(ctx: SignedInContext): Promise<SQL> {
  const coachId = await coachOf(ctx.db, ctx.principal.userId);
  return coachId === null ? sql`false` : eq(clubTrainGroup.coachId, coachId);
}

/** The roll of session `sessionId` (its group read already): confirmed members and confirmed make-ups. */
async function rollOf(ctx: SignedInContext, sessionId: number) {
  const [session] = await sessionRows(ctx.db, eq(clubTrainSession.id, sessionId));
  const regs = await ctx.db
    .select({
      id: clubTrainRegistration.id,
      userId: sysUser.id,
      name: sysUser.name,
      status: clubTrainAttendance.status,
    })
    .from(clubTrainRegistration)
    .innerJoin(sysUser, eq(sysUser.id, clubTrainRegistration.userId))
    .leftJoin(
      clubTrainAttendance,
      and(
        eq(clubTrainAttendance.registrationId, clubTrainRegistration.id),
        eq(clubTrainAttendance.sessionId, sessionId),
      ),
    )
    .where(
      and(
        eq(clubTrainRegistration.groupId, session.groupId),
        inArray(clubTrainRegistration.state, ['confirmed', 'completed']),
      ),
    )
    .orderBy(asc(clubTrainRegistration.id));
  const makeups = await ctx.db
    .select({ id: clubTrainToken.id, userId: sysUser.id, name: sysUser.name, state: clubTrainToken.state })
    .from(clubTrainToken)
    .innerJoin(sysUser, eq(sysUser.id, clubTrainToken.userId))
    .where(
      and(
        eq(clubTrainToken.makeupSessionId, sessionId),
        eq(clubTrainToken.makeupConfirmed, true),
        inArray(clubTrainToken.state, ['pending', 'used']),
      ),
    )
    .orderBy(asc(clubTrainToken.id));
  const makeupMarks = await ctx.db
    .select({
      tokenId: sql<number>`(${clubTrainEvent.detail}->>'tokenId')::int`,
      status: sql<string>`${clubTrainEvent.detail}->>'status'`,
    })
    .from(clubTrainEvent)
    .where(
      and(
        eq(clubTrainEvent.kind, 'attendance'),
        eq(clubTrainEvent.sessionId, sessionId),
        sql`${clubTrainEvent.detail} ? 'tokenId'`,
      ),
    )
    .orderBy(asc(clubTrainEvent.id));
  const markOf = new Map(makeupMarks.map((m) => [Number(m.tokenId), m.status as AttendanceStatus]));
  return {
    session,
    lines: [
      ...regs.map((r) => ({
        registrationId: r.id,
        tokenId: null,
        userId: r.userId,
        memberName: r.name,
        status: (r.status as AttendanceStatus | null) ?? null,
      })),
      ...makeups.map((t) => ({
        registrationId: null,
        tokenId: t.id,
        userId: t.userId,
        memberName: t.name,
        status: markOf.get(t.id) ?? null,
      })),
    ],
  };
}

const actor = alias(sysUser, 'actor');

/** The stored state of registration `id` (for the state columns of its make-up events). */
async function stateOf(db: Db, id: number): Promise<string> {
  const [r] = await db
    .select({ state: clubTrainRegistration.state })
    .from(clubTrainRegistration)
    .where(eq(clubTrainRegistration.id, id));
  return r.state;
}

/** The event rows `where` selects (over event, registration), newest first. */
export async function eventPage(ctx: SignedInContext, where: SQL | undefined, q: PageQuery) {
  const base = ctx.db
    .select({ total: count() })
    .from(clubTrainEvent)
    .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainEvent.registrationId))
    .where(where);
  const [{ total }] = await base;
  const rows = await ctx.db
    .select({
      e: clubTrainEvent,
      groupName: clubTrainGroup.name,
      memberName: registrationMember.name,
      actorName: actor.name,
      sessionOn: clubTrainSession.on,
    })
    .from(clubTrainEvent)
    .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainEvent.registrationId))
    .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainRegistration.groupId))
    .innerJoin(registrationMember, eq(registrationMember.id, clubTrainRegistration.userId))
    .leftJoin(actor, eq(actor.id, clubTrainEvent.actorUserId))
    .leftJoin(clubTrainSession, eq(clubTrainSession.id, clubTrainEvent.sessionId))
    .where(where)
    .orderBy(desc(clubTrainEvent.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => ({
      id: r.e.id,
      registrationId: r.e.registrationId,
      groupName: r.groupName,
      memberName: r.memberName,
      kind: r.e.kind as contracts.TrainEventKind,
      stateBefore: r.e.stateBefore,
      stateAfter: r.e.stateAfter,
      actorName: r.actorName,
      sessionOn: r.sessionOn,
      reason: r.e.reason,
      detail: r.e.detail,
      at: r.e.at.toISOString(),
    })),
    Number(total),
    q,
  );
}

/**
 * Attendance rows `where` selects (over attendance, session, group, registration), newest session first (also the
 * answer of a waiver, training-rule.handlers.ts).
 */
export async function attendanceRows(ctx: SignedInContext, where: SQL | undefined, limit: number, offset: number) {
  const rows = await ctx.db
    .select({
      a: clubTrainAttendance,
      s: clubTrainSession,
      groupName: clubTrainGroup.name,
      coachName: clubCoach.displayName,
      memberName: registrationMember.name,
    })
    .from(clubTrainAttendance)
    .innerJoin(clubTrainSession, eq(clubTrainSession.id, clubTrainAttendance.sessionId))
    .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainSession.groupId))
    .leftJoin(clubCoach, eq(clubCoach.id, clubTrainGroup.coachId))
    .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainAttendance.registrationId))
    .innerJoin(registrationMember, eq(registrationMember.id, clubTrainRegistration.userId))
    .where(where)
    .orderBy(desc(clubTrainSession.on), desc(clubTrainSession.startsAt), desc(clubTrainAttendance.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.a.id,
    sessionId: r.s.id,
    on: r.s.on,
    startsAt: r.s.startsAt,
    endsAt: r.s.endsAt,
    groupName: r.groupName,
    coachName: r.coachName,
    memberName: r.memberName,
    status: r.a.status as AttendanceStatus,
    makeup: false,
    at: r.a.at.toISOString(),
    late: r.a.late,
    lateWhy: r.a.lateWhy as contracts.LateWhy | null,
    waived: r.a.waivedAt !== null,
  }));
}

export const trainingHandlers = implement(contracts, {
  // --- back office ---
  trainTypePage: async (input, ctx) => {
    const k = input.keyword ? containing(input.keyword) : null;
    const where = k
      ? or(ilike(clubTrainType.nameCn, k), ilike(clubTrainType.nameEn, k), ilike(clubTrainType.nameTc, k))
      : undefined;
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubTrainType).where(where);
    const rows = await ctx.db
      .select()
      .from(clubTrainType)
      .where(where)
      .orderBy(asc(clubTrainType.sort), asc(clubTrainType.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((t) => toTypeRow(t, ctx.lang)),
      Number(total),
      input,
    );
  },

  trainTypeAdd: async (input, ctx) => {
    try {
      const [t] = await ctx.db.insert(clubTrainType).values(input).returning();
      ctx.audit({ after: t });
      return toTypeRow(t, ctx.lang);
    } catch (err) {
      if (isUnique(err, 'club_train_type_name_key')) throw new AppError(Code.DUPLICATE, { value: input.nameCn });
      throw err;
    }
  },

  trainTypeEdit: async ({ id, ...input }, ctx) => {
    const [before] = await ctx.db.select().from(clubTrainType).where(eq(clubTrainType.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    try {
      const [t] = await ctx.db
        .update(clubTrainType)
        .set({ ...input, updatedAt: ctx.now })
        .where(eq(clubTrainType.id, id))
        .returning();
      ctx.audit({ before, after: t });
      return toTypeRow(t, ctx.lang);
    } catch (err) {
      if (isUnique(err, 'club_train_type_name_key')) throw new AppError(Code.DUPLICATE, { value: input.nameCn });
      throw err;
    }
  },

  trainGroupPage: async (input, ctx) => {
    const where = and(
      input.typeId ? eq(clubTrainGroup.typeId, input.typeId) : undefined,
      input.coachId ? eq(clubTrainGroup.coachId, input.coachId) : undefined,
      input.keyword ? ilike(clubTrainGroup.name, containing(input.keyword)) : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubTrainGroup).where(where);
    const all = await groupRows(ctx.db, ctx.lang, where);
    const start = offsetOf(input);
    return pageResult(all.slice(start, start + input.pageSize), Number(total), input);
  },

  trainGroupDetail: async ({ id }, ctx) => groupDetail(ctx, id),

  trainGroupAdd: async ({ group, sessions }, ctx) => {
    await enabledType(ctx.db, group.typeId);
    for (const s of sessions) withinTerm(group, s.on);
    const [g] = await ctx.db
      .insert(clubTrainGroup)
      .values({ ...group, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    if (sessions.length) await ctx.db.insert(clubTrainSession).values(sessions.map((s) => ({ ...s, groupId: g.id })));
    ctx.audit({ after: { group: g, sessions } });
    return groupDetail(ctx, g.id);
  },

  trainGroupEdit: async ({ id, group }, ctx) => {
    const before = await lockGroup(ctx.db, id);
    if (group.typeId !== before.typeId) await enabledType(ctx.db, group.typeId);
    const sessions = await ctx.db.select().from(clubTrainSession).where(eq(clubTrainSession.groupId, id));
    for (const s of sessions) withinTerm(group, s.on);
    const [after] = await ctx.db
      .update(clubTrainGroup)
      .set({ ...group, updatedAt: ctx.now })
      .where(eq(clubTrainGroup.id, id))
      .returning();
    ctx.audit({ before, after });
    return groupDetail(ctx, id);
  },

  trainGroupDelete: async ({ id }, ctx) => {
    const before = await lockGroup(ctx.db, id);
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(clubTrainRegistration)
      .where(eq(clubTrainRegistration.groupId, id));
    if (Number(n) > 0) throw new AppError(Code.TRAIN_GROUP_IN_USE, { count: Number(n) });
    await ctx.db.delete(clubTrainGroup).where(eq(clubTrainGroup.id, id));
    ctx.audit({ before });
    return null;
  },

  trainSessionSave: async ({ groupId, id, session }, ctx) => {
    const g = await lockGroup(ctx.db, groupId);
    withinTerm(g, session.on);
    if (g.coachId !== null) {
      // The coach may not be on two overlapping sessions: the group's own other sessions count too.
      await checkOverlap(ctx.db, g.coachId, g.id, [session]);
      const [own] = await ctx.db
        .select({ on: clubTrainSession.on, from: clubTrainSession.startsAt, to: clubTrainSession.endsAt })
        .from(clubTrainSession)
        .where(
          and(
            eq(clubTrainSession.groupId, g.id),
            id ? ne(clubTrainSession.id, id) : undefined,
            eq(clubTrainSession.on, session.on),
            sql`${clubTrainSession.startsAt} < ${session.endsAt}`,
            sql`${clubTrainSession.endsAt} > ${session.startsAt}`,
          ),
        )
        .limit(1);
      if (own) throw new AppError(Code.TRAIN_COACH_OVERLAP, { ...own, group: g.name });
    }
    let sessionId: number;
    if (id) {
      const [before] = await ctx.db
        .select()
        .from(clubTrainSession)
        .where(and(eq(clubTrainSession.id, id), eq(clubTrainSession.groupId, groupId)));
      if (!before) throw new AppError(Code.NOT_FOUND);
      await ctx.db.update(clubTrainSession).set(session).where(eq(clubTrainSession.id, id));
      // A new time is told to every member registered to the session, in this transaction (a place alone is not).
      if (before.on !== session.on || before.startsAt !== session.startsAt || before.endsAt !== session.endsAt) {
        const was = trainSessionParams(g.name, before);
        await tellTraining(ctx.db, await sessionMembers(ctx.db, g.id, id), 'moved', {
          ...trainSessionParams(g.name, { id, ...session }),
          wasDate: was.date,
          wasTime: was.time,
        });
      }
      ctx.audit({ before, after: session });
      sessionId = id;
    } else {
      const [row] = await ctx.db
        .insert(clubTrainSession)
        .values({ ...session, groupId })
        .returning({ id: clubTrainSession.id });
      ctx.audit({ after: { groupId, ...session } });
      sessionId = row.id;
    }
    const [row] = await sessionRows(ctx.db, eq(clubTrainSession.id, sessionId));
    return row;
  },

  trainSessionDelete: async ({ id }, ctx) => {
    const [before] = await ctx.db.select().from(clubTrainSession).where(eq(clubTrainSession.id, id));
    if (!before) throw new AppError(Code.NOT_FOUND);
    await lockGroup(ctx.db, before.groupId);
    const [{ n }] = await ctx.db
      .select({
        n: sql<number>`((select count(*) from club_train_attendance a where a.session_id = ${id})
          + (select count(*) from club_train_token t
             where t.source_session_id = ${id} or t.makeup_session_id = ${id}))::int`,
      })
      .from(sql`(select 1) as one`);
    if (Number(n) > 0) throw new AppError(Code.TRAIN_GROUP_IN_USE, { count: Number(n) });
    // Told before the row goes (its members are read through the group), in this transaction.
    await tellTraining(
      ctx.db,
      await sessionMembers(ctx.db, before.groupId, id),
      'cancelled',
      trainSessionParams(await groupNameOf(ctx.db, before.groupId), before),
    );
    await ctx.db.delete(clubTrainSession).where(eq(clubTrainSession.id, id));
    ctx.audit({ before });
    return null;
  },

  trainAllocate: async ({ id, coachId }, ctx) => {
    const before = await lockGroup(ctx.db, id);
    if (coachId !== null) {
      // Lock the coach's row: two allocations of one coach at once queue here (no overlap slips between them).
      const [coach] = await ctx.db
        .select({ id: clubCoach.id })
        .from(clubCoach)
        .where(and(eq(clubCoach.id, coachId), eq(clubCoach.status, 0)))
        .for('update');
      if (!coach) throw new AppError(Code.TRAIN_COACH_UNKNOWN, { id: coachId });
      const sessions = await ctx.db.select().from(clubTrainSession).where(eq(clubTrainSession.groupId, id));
      await checkOverlap(ctx.db, coachId, id, sessions);
    }
    await ctx.db.update(clubTrainGroup).set({ coachId, updatedAt: ctx.now }).where(eq(clubTrainGroup.id, id));
    ctx.audit({ before: { coachId: before.coachId }, after: { coachId } });
    return groupRow(ctx, id);
  },

  trainAttendancePage: async (input, ctx) => {
    const where = and(
      await regScope(ctx.db, ctx.principal),
      input.groupId ? eq(clubTrainSession.groupId, input.groupId) : undefined,
      input.status ? eq(clubTrainAttendance.status, input.status) : undefined,
      input.from ? gte(clubTrainSession.on, input.from) : undefined,
      input.to ? lte(clubTrainSession.on, input.to) : undefined,
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubTrainAttendance)
      .innerJoin(clubTrainSession, eq(clubTrainSession.id, clubTrainAttendance.sessionId))
      .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainAttendance.registrationId))
      .where(where);
    return pageResult(await attendanceRows(ctx, where, input.pageSize, offsetOf(input)), Number(total), input);
  },

  trainRegistrationPage: async (input, ctx) => {
    const k = input.keyword ? containing(input.keyword) : null;
    const where = and(
      await regScope(ctx.db, ctx.principal),
      input.groupId ? eq(clubTrainRegistration.groupId, input.groupId) : undefined,
      input.state ? eq(clubTrainRegistration.state, input.state) : undefined,
      k ? or(ilike(registrationMember.name, k), ilike(registrationMember.account, k)) : undefined,
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubTrainRegistration)
      .innerJoin(registrationMember, eq(registrationMember.id, clubTrainRegistration.userId))
      .where(where);
    return pageResult(
      await registrationRows(ctx.db, ctx.lang, where, input.pageSize, offsetOf(input)),
      Number(total),
      input,
    );
  },

  trainEventPage: async (input, ctx) =>
    eventPage(
      ctx,
      and(
        await regScope(ctx.db, ctx.principal),
        input.registrationId ? eq(clubTrainEvent.registrationId, input.registrationId) : undefined,
        input.kind ? eq(clubTrainEvent.kind, input.kind) : undefined,
      ),
      input,
    ),

  trainRegistrationPay: async ({ id, methodId }, ctx) => {
    const [r] = await ctx.db
      .select()
      .from(clubTrainRegistration)
      .where(and(eq(clubTrainRegistration.id, id), await regScope(ctx.db, ctx.principal)))
      .for('update');
    if (!r) throw new AppError(Code.NOT_FOUND);
    if (r.priceCents <= 0 || r.paymentId !== null) throw new AppError(Code.TRAIN_NOTHING_TO_PAY);
    if (r.state !== 'pending' && r.state !== 'confirmed')
      throw new AppError(Code.ORDER_STEP_NOT_ALLOWED, {
        kind: 'trainingRegistration',
        id,
        state: r.state,
        action: 'pay',
      });
    await payMethodOf(ctx.db, methodId);
    const paymentId = await recordPayment(ctx.db, {
      kind: 'sale',
      amountCents: r.priceCents,
      methodId,
      item: 'training',
      cardId: null,
      eventId: null,
      userId: r.userId,
      staffUserId: ctx.principal.userId,
      at: ctx.now,
    });
    await ctx.db
      .update(clubTrainRegistration)
      .set({ paymentId, updatedAt: ctx.now })
      .where(eq(clubTrainRegistration.id, id));
    await appendTrainEvent(ctx.db, id, 'register', r.state, {
      actorUserId: ctx.principal.userId,
      stateBefore: r.state,
      reason: 'paid',
      detail: { paymentId, amountCents: r.priceCents, methodId },
      at: ctx.now,
    });
    ctx.audit({ before: r, after: { paymentId } });
    const [row] = await registrationRows(ctx.db, ctx.lang, eq(clubTrainRegistration.id, id));
    return row;
  },

  trainStatistics: async ({ typeId }, ctx) => {
    const scope = (await regScope(ctx.db, ctx.principal)) ?? sql`true`;
    const groups = await groupRows(ctx.db, ctx.lang, typeId ? eq(clubTrainGroup.typeId, typeId) : undefined);
    const lines: contracts.TrainStatisticsRow[] = [];
    for (const g of groups) {
      const [s] = await ctx.db
        .select({
          registered: sql<number>`count(distinct ${clubTrainRegistration.id})::int`,
          confirmed: sql<number>`count(distinct ${clubTrainRegistration.id})
            filter (where ${clubTrainRegistration.state} in ('confirmed', 'completed'))::int`,
        })
        .from(clubTrainRegistration)
        .where(and(eq(clubTrainRegistration.groupId, g.id), scope));
      const [a] = await ctx.db
        .select({
          present: sql<number>`count(*) filter (where ${clubTrainAttendance.status} = 'present')::int`,
          marked: sql<number>`count(*) filter (where ${clubTrainAttendance.status} in ('present', 'absent'))::int`,
        })
        .from(clubTrainAttendance)
        .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainAttendance.registrationId))
        .where(and(eq(clubTrainRegistration.groupId, g.id), scope));
      const [t] = await ctx.db
        .select({
          issued: sql<number>`count(*)::int`,
          used: sql<number>`count(*) filter (where ${clubTrainToken.state} = 'used')::int`,
          expired: sql<number>`count(*) filter (where ${clubTrainToken.state} = 'expired')::int`,
        })
        .from(clubTrainToken)
        .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainToken.registrationId))
        .where(and(eq(clubTrainRegistration.groupId, g.id), scope));
      lines.push({
        typeId: g.typeId,
        typeName: g.typeName,
        groupId: g.id,
        groupName: g.name,
        registered: Number(s.registered),
        confirmed: Number(s.confirmed),
        present: Number(a.present),
        marked: Number(a.marked),
        attendanceRate: Number(a.marked) ? Number(a.present) / Number(a.marked) : 0,
        tokensIssued: Number(t.issued),
        tokensUsed: Number(t.used),
        tokensExpired: Number(t.expired),
      });
    }
    // One line per type (groupId null) summing its groups, before them.
    const out: contracts.TrainStatisticsRow[] = [];
    for (const tId of [...new Set(lines.map((l) => l.typeId))]) {
      const of = lines.filter((l) => l.typeId === tId);
      const sum = (
        k: 'registered' | 'confirmed' | 'present' | 'marked' | 'tokensIssued' | 'tokensUsed' | 'tokensExpired',
      ) => of.reduce((n, l) => n + l[k], 0);
      out.push({
        typeId: tId,
        typeName: of[0].typeName,
        groupId: null,
        groupName: null,
        registered: sum('registered'),
        confirmed: sum('confirmed'),
        present: sum('present'),
        marked: sum('marked'),
        attendanceRate: sum('marked') ? sum('present') / sum('marked') : 0,
        tokensIssued: sum('tokensIssued'),
        tokensUsed: sum('tokensUsed'),
        tokensExpired: sum('tokensExpired'),
      });
      out.push(...of);
    }
    return out;
  },

  // --- terminal: members ---
  trainTypeList: async (_input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(clubTrainType)
      .where(eq(clubTrainType.enabled, true))
      .orderBy(asc(clubTrainType.sort), asc(clubTrainType.id));
    return rows.map((t) => toTypeRow(t, ctx.lang));
  },

  trainGroupOpen: async ({ typeId }, ctx) =>
    groupRows(
      ctx.db,
      ctx.lang,
      and(
        eq(clubTrainType.enabled, true),
        gte(clubTrainGroup.endsOn, todayAt(ctx.now)),
        typeId ? eq(clubTrainGroup.typeId, typeId) : undefined,
      ),
    ),

  trainGroupView: async ({ id }, ctx) => {
    const [type] = await ctx.db
      .select({ t: clubTrainType })
      .from(clubTrainGroup)
      .innerJoin(clubTrainType, eq(clubTrainType.id, clubTrainGroup.typeId))
      .where(and(eq(clubTrainGroup.id, id), eq(clubTrainType.enabled, true)));
    if (!type) throw new AppError(Code.NOT_FOUND);
    const detail = await groupDetail(ctx, id);
    const [mine] = await registrationRows(
      ctx.db,
      ctx.lang,
      and(
        eq(clubTrainRegistration.groupId, id),
        eq(clubTrainRegistration.userId, ctx.principal.userId),
        inArray(clubTrainRegistration.state, ['pending', 'confirmed']),
      ),
    );
    return { ...detail, type: toTypeRow(type.t, ctx.lang), mine: mine ?? null };
  },

  trainRegister: async ({ groupId }, ctx) => {
    const me = ctx.principal.userId;
    const [visible] = await ctx.db
      .select({ id: clubTrainGroup.id })
      .from(clubTrainGroup)
      .innerJoin(clubTrainType, eq(clubTrainType.id, clubTrainGroup.typeId))
      .where(and(eq(clubTrainGroup.id, groupId), eq(clubTrainType.enabled, true)));
    if (!visible) throw new AppError(Code.NOT_FOUND);
    // The group's row lock: two registrations at once count each other (no overbooking).
    const g = await lockGroup(ctx.db, groupId);
    const today = todayAt(ctx.now);
    if (today < g.regOpensOn || today > g.regClosesOn)
      throw new AppError(Code.TRAIN_REGISTRATION_CLOSED, { from: g.regOpensOn, to: g.regClosesOn });
    const live = await ctx.db
      .select({ userId: clubTrainRegistration.userId })
      .from(clubTrainRegistration)
      .where(
        and(eq(clubTrainRegistration.groupId, groupId), inArray(clubTrainRegistration.state, ['pending', 'confirmed'])),
      );
    if (live.some((r) => r.userId === me)) throw new AppError(Code.TRAIN_ALREADY_REGISTERED);
    if (live.length >= g.capacity) throw new AppError(Code.TRAIN_GROUP_FULL, { capacity: g.capacity });
    const [user] = await ctx.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.id, me));
    const [r] = await ctx.db
      .insert(clubTrainRegistration)
      .values({
        groupId,
        userId: me,
        orgId: user?.orgId ?? null,
        priceCents: g.priceCents,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    await appendTrainEvent(ctx.db, r.id, 'register', 'pending', { actorUserId: me, stateBefore: null, at: ctx.now });
    ctx.audit({ after: r });
    const [row] = await registrationRows(ctx.db, ctx.lang, eq(clubTrainRegistration.id, r.id));
    return row;
  },

  trainWithdraw: async ({ id }, ctx) => {
    const [r] = await ctx.db
      .select()
      .from(clubTrainRegistration)
      .where(and(eq(clubTrainRegistration.id, id), eq(clubTrainRegistration.userId, ctx.principal.userId)))
      .for('update');
    if (!r) throw new AppError(Code.NOT_FOUND);
    await stepRegistration(ctx.db, r, 'train.withdraw', { actorUserId: ctx.principal.userId, at: ctx.now });
    // Its tokens not yet used lapse with it.
    await ctx.db
      .update(clubTrainToken)
      .set({ state: 'expired', updatedAt: ctx.now })
      .where(and(eq(clubTrainToken.registrationId, id), inArray(clubTrainToken.state, ['available', 'pending'])));
    ctx.audit({ before: r });
    const [row] = await registrationRows(ctx.db, ctx.lang, eq(clubTrainRegistration.id, id));
    return row;
  },

  trainMine: async (_input, ctx) => {
    const me = ctx.principal.userId;
    const regs = await registrationRows(ctx.db, ctx.lang, eq(clubTrainRegistration.userId, me));
    const groupIds = [...new Set(regs.map((r) => r.groupId))];
    const sessions = groupIds.length ? await sessionRows(ctx.db, inArray(clubTrainSession.groupId, groupIds)) : [];
    const marks = regs.length
      ? await ctx.db
          .select()
          .from(clubTrainAttendance)
          .where(
            inArray(
              clubTrainAttendance.registrationId,
              regs.map((r) => r.id),
            ),
          )
      : [];
    return {
      registrations: regs.map((r) => ({
        ...r,
        sessions: sessions
          .filter((s) => s.groupId === r.groupId)
          .map((s) => {
            const mark = marks.find((m) => m.registrationId === r.id && m.sessionId === s.id);
            return {
              ...s,
              attendance: (mark?.status as AttendanceStatus | undefined) ?? null,
              // What the member reads beside a leave: late or not, why, and a waiver.
              leaveNote:
                mark?.status === 'leave'
                  ? {
                      late: mark.late,
                      lateWhy: mark.lateWhy as contracts.LateWhy | null,
                      waived: mark.waivedAt !== null,
                    }
                  : null,
            };
          }),
      })),
      tokens: await tokenRows(ctx.db, ctx.lang, eq(clubTrainToken.userId, me)),
    };
  },

  trainLeave: async ({ registrationId, sessionId }, ctx) => {
    const me = ctx.principal.userId;
    // The registration's row lock: two leaves at once count each other's tokens against the cap.
    const [r] = await ctx.db
      .select()
      .from(clubTrainRegistration)
      .where(and(eq(clubTrainRegistration.id, registrationId), eq(clubTrainRegistration.userId, me)))
      .for('update');
    if (!r) throw new AppError(Code.NOT_FOUND);
    const [session] = await ctx.db
      .select()
      .from(clubTrainSession)
      .where(and(eq(clubTrainSession.id, sessionId), eq(clubTrainSession.groupId, r.groupId)));
    if (!session) throw new AppError(Code.NOT_FOUND);
    if (r.state !== 'confirmed')
      throw new AppError(Code.ORDER_STEP_NOT_ALLOWED, {
        kind: 'trainingRegistration',
        id: r.id,
        state: r.state,
        action: 'leave',
      });
    if (startOf(session) <= ctx.now)
      throw new AppError(Code.TRAIN_SESSION_STARTED, { on: session.on, from: session.startsAt });
    const [mark] = await ctx.db
      .select()
      .from(clubTrainAttendance)
      .where(and(eq(clubTrainAttendance.sessionId, sessionId), eq(clubTrainAttendance.registrationId, r.id)));
    if (mark) throw new AppError(Code.TRAIN_LEAVE_TAKEN);
    const [g] = await ctx.db.select().from(clubTrainGroup).where(eq(clubTrainGroup.id, r.groupId));
    // The type's (or the club's) rule: a late leave beyond the term's grace is recorded without a token.
    const verdict = await leaveVerdict(ctx.db, r.id, g.typeId, session, ctx.now);
    const tokenId = verdict.tokenDue ? await issueToken(ctx.db, r, g, session, ctx.now) : null;
    if (verdict.tokenDue && tokenId === null) throw new AppError(Code.TRAIN_TOKEN_CAP, { cap: g.tokenCap });
    await ctx.db.insert(clubTrainAttendance).values({
      sessionId,
      registrationId: r.id,
      status: 'leave',
      markedBy: me,
      at: ctx.now,
      late: verdict.late,
      lateWhy: verdict.lateWhy,
    });
    const explained = verdict.late
      ? { late: true, lateWhy: verdict.lateWhy, lateHours: verdict.lateHours, graceCount: verdict.graceCount }
      : {};
    await appendTrainEvent(ctx.db, r.id, 'leave', r.state, {
      actorUserId: me,
      stateBefore: r.state,
      sessionId,
      reason: verdict.late ? 'late' : '',
      detail: { tokenId, ...explained },
      at: ctx.now,
    });
    ctx.audit({ after: { registrationId, sessionId, tokenId, ...explained } });
    const [token] = tokenId === null ? [null] : await tokenRows(ctx.db, ctx.lang, eq(clubTrainToken.id, tokenId));
    return {
      token,
      late: verdict.late,
      lateWhy: verdict.lateWhy,
      lateHours: verdict.lateHours,
      graceCount: verdict.graceCount,
      // The grace used once this leave counts (a late leave uses one).
      graceUsed: verdict.graceUsed + (verdict.late ? 1 : 0),
    };
  },

  trainMakeupOptions: async ({ tokenId }, ctx) => {
    const [t] = await ctx.db
      .select({ t: clubTrainToken, groupId: clubTrainRegistration.groupId })
      .from(clubTrainToken)
      .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainToken.registrationId))
      .where(
        and(
          eq(clubTrainToken.id, tokenId),
          eq(clubTrainToken.userId, ctx.principal.userId),
          eq(clubTrainToken.state, 'available'),
        ),
      );
    if (!t) throw new AppError(Code.NOT_FOUND);
    const rows = await sessionRows(
      ctx.db,
      and(
        eq(clubTrainGroup.typeId, t.t.typeId),
        ne(clubTrainGroup.id, t.groupId),
        gte(clubTrainSession.on, todayAt(ctx.now)),
        lte(clubTrainSession.on, t.t.expiresOn),
      ),
    );
    return rows.filter((s) => s.free > 0 && startOf(s) > ctx.now);
  },

  trainMakeupBook: async ({ tokenId, sessionId }, ctx) => {
    const [t] = await ctx.db
      .select()
      .from(clubTrainToken)
      .where(and(eq(clubTrainToken.id, tokenId), eq(clubTrainToken.userId, ctx.principal.userId)))
      .for('update');
    if (!t) throw new AppError(Code.NOT_FOUND);
    if (t.state !== 'available') throw new AppError(Code.TRAIN_TOKEN_UNAVAILABLE);
    const [target] = await ctx.db.select().from(clubTrainSession).where(eq(clubTrainSession.id, sessionId));
    if (!target) throw new AppError(Code.NOT_FOUND);
    const [own] = await ctx.db
      .select({ groupId: clubTrainRegistration.groupId })
      .from(clubTrainRegistration)
      .where(eq(clubTrainRegistration.id, t.registrationId));
    // The target group's lock: places of its sessions are counted under it.
    const g = await lockGroup(ctx.db, target.groupId);
    if (g.typeId !== t.typeId || g.id === own.groupId || startOf(target) <= ctx.now || target.on > t.expiresOn)
      throw new AppError(Code.TRAIN_MAKEUP_INVALID);
    const [{ taken }] = await ctx.db
      .select({ taken: takenOf() })
      .from(clubTrainSession)
      .where(eq(clubTrainSession.id, sessionId));
    if (Number(taken) >= g.capacity) throw new AppError(Code.TRAIN_SESSION_FULL, { capacity: g.capacity });
    await ctx.db
      .update(clubTrainToken)
      .set({ state: 'pending', makeupSessionId: sessionId, makeupConfirmed: false, updatedAt: ctx.now })
      .where(eq(clubTrainToken.id, tokenId));
    const state = await stateOf(ctx.db, t.registrationId);
    await appendTrainEvent(ctx.db, t.registrationId, 'makeup', state, {
      actorUserId: ctx.principal.userId,
      stateBefore: state,
      sessionId,
      reason: 'booked',
      detail: { tokenId },
      at: ctx.now,
    });
    ctx.audit({ before: t, after: { state: 'pending', makeupSessionId: sessionId } });
    const [row] = await tokenRows(ctx.db, ctx.lang, eq(clubTrainToken.id, tokenId));
    return row;
  },

  trainMyEvents: async (input, ctx) => eventPage(ctx, eq(clubTrainRegistration.userId, ctx.principal.userId), input),

  // --- terminal: coaches ---
  trainCoachGroups: async (_input, ctx) => {
    const groups = await groupRows(ctx.db, ctx.lang, await mineAsCoach(ctx));
    const sessions = groups.length
      ? await sessionRows(
          ctx.db,
          inArray(
            clubTrainSession.groupId,
            groups.map((g) => g.id),
          ),
        )
      : [];
    return groups.map((group) => ({ group, sessions: sessions.filter((s) => s.groupId === group.id) }));
  },

  trainCoachRegistrations: async (input, ctx) =>
    registrationRows(
      ctx.db,
      ctx.lang,
      and(
        await mineAsCoach(ctx),
        input.state ? eq(clubTrainRegistration.state, input.state) : undefined,
        input.groupId ? eq(clubTrainRegistration.groupId, input.groupId) : undefined,
        input.userId ? eq(clubTrainRegistration.userId, input.userId) : undefined,
      ),
    ),

  trainCoachDecide: async ({ id, decision, reason }, ctx) => {
    const mine = await mineAsCoach(ctx);
    const [found] = await ctx.db
      .select({ id: clubTrainRegistration.id })
      .from(clubTrainRegistration)
      .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainRegistration.groupId))
      .where(and(eq(clubTrainRegistration.id, id), mine));
    if (!found) throw new AppError(Code.NOT_FOUND);
    const [r] = await ctx.db.select().from(clubTrainRegistration).where(eq(clubTrainRegistration.id, id)).for('update');
    await stepRegistration(ctx.db, r, decision === 'confirm' ? 'train.confirm' : 'train.reject', {
      actorUserId: ctx.principal.userId,
      reason,
      at: ctx.now,
    });
    ctx.audit({ before: r, after: { decision, reason } });
    const [row] = await registrationRows(ctx.db, ctx.lang, eq(clubTrainRegistration.id, id));
    return row;
  },

  trainCoachMakeups: async ({ unconfirmed }, ctx) => {
    const mine = await mineAsCoach(ctx);
    const sessionIds = (
      await ctx.db
        .select({ id: clubTrainSession.id })
        .from(clubTrainSession)
        .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainSession.groupId))
        .where(mine)
    ).map((s) => s.id);
    if (!sessionIds.length) return [];
    return tokenRows(
      ctx.db,
      ctx.lang,
      and(
        inArray(clubTrainToken.makeupSessionId, sessionIds),
        unconfirmed ? and(eq(clubTrainToken.state, 'pending'), eq(clubTrainToken.makeupConfirmed, false)) : undefined,
      ),
    );
  },

  trainCoachMakeupDecide: async ({ tokenId, decision }, ctx) => {
    const mine = await mineAsCoach(ctx);
    const [found] = await ctx.db
      .select({ id: clubTrainToken.id })
      .from(clubTrainToken)
      .innerJoin(clubTrainSession, eq(clubTrainSession.id, clubTrainToken.makeupSessionId))
      .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainSession.groupId))
      .where(and(eq(clubTrainToken.id, tokenId), mine));
    if (!found) throw new AppError(Code.NOT_FOUND);
    const [t] = await ctx.db.select().from(clubTrainToken).where(eq(clubTrainToken.id, tokenId)).for('update');
    if (t.state !== 'pending' || t.makeupConfirmed) throw new AppError(Code.TRAIN_TOKEN_UNAVAILABLE);
    const patch =
      decision === 'confirm'
        ? { makeupConfirmed: true, updatedAt: ctx.now }
        : { state: 'available', makeupSessionId: null, updatedAt: ctx.now };
    await ctx.db.update(clubTrainToken).set(patch).where(eq(clubTrainToken.id, tokenId));
    const state = await stateOf(ctx.db, t.registrationId);
    await appendTrainEvent(ctx.db, t.registrationId, 'makeup', state, {
      actorUserId: ctx.principal.userId,
      stateBefore: state,
      sessionId: t.makeupSessionId,
      reason: decision === 'confirm' ? 'confirmed' : 'rejected',
      detail: { tokenId },
      at: ctx.now,
    });
    ctx.audit({ before: t, after: patch });
    const [row] = await tokenRows(ctx.db, ctx.lang, eq(clubTrainToken.id, tokenId));
    return row;
  },

  trainCoachRoll: async ({ sessionId }, ctx) => {
    const [found] = await ctx.db
      .select({ id: clubTrainSession.id })
      .from(clubTrainSession)
      .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainSession.groupId))
      .where(and(eq(clubTrainSession.id, sessionId), await mineAsCoach(ctx)));
    if (!found) throw new AppError(Code.NOT_FOUND);
    return rollOf(ctx, sessionId);
  },

  trainCoachRollCall: async ({ sessionId, marks }, ctx) => {
    const [session] = await ctx.db
      .select({ s: clubTrainSession })
      .from(clubTrainSession)
      .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainSession.groupId))
      .where(and(eq(clubTrainSession.id, sessionId), await mineAsCoach(ctx)));
    if (!session) throw new AppError(Code.NOT_FOUND);
    const g = await lockGroup(ctx.db, session.s.groupId);
    const { lines } = await rollOf(ctx, sessionId);
    const me = ctx.principal.userId;
    for (const m of marks) {
      const line = lines.find((l) =>
        m.registrationId ? l.registrationId === m.registrationId : m.tokenId ? l.tokenId === m.tokenId : false,
      );
      if (!line) throw new AppError(Code.TRAIN_NOT_ON_ROLL, { id: m.registrationId ?? m.tokenId ?? 0 });
      if (line.tokenId !== null) {
        // A make-up on the roll: marked, its token is used (present or not: the place was held for it).
        const [t] = await ctx.db.select().from(clubTrainToken).where(eq(clubTrainToken.id, line.tokenId)).for('update');
        await ctx.db
          .update(clubTrainToken)
          .set({ state: 'used', updatedAt: ctx.now })
          .where(eq(clubTrainToken.id, t.id));
        const state = await stateOf(ctx.db, t.registrationId);
        await appendTrainEvent(ctx.db, t.registrationId, 'attendance', state, {
          actorUserId: me,
          stateBefore: state,
          sessionId,
          reason: m.status,
          detail: { tokenId: t.id, status: m.status },
          at: ctx.now,
        });
        continue;
      }
      const [r] = await ctx.db
        .select()
        .from(clubTrainRegistration)
        .where(eq(clubTrainRegistration.id, line.registrationId as number))
        .for('update');
      await ctx.db
        .insert(clubTrainAttendance)
        .values({ sessionId, registrationId: r.id, status: m.status, markedBy: me, at: ctx.now })
        .onConflictDoUpdate({
          target: [clubTrainAttendance.sessionId, clubTrainAttendance.registrationId],
          set: { status: m.status, markedBy: me, at: ctx.now },
        });
      // A leave told to the coach issues a token as the member's own leave does (within the cap); absence none.
      const tokenId = m.status === 'leave' ? await issueToken(ctx.db, r, g, session.s, ctx.now) : null;
      await appendTrainEvent(ctx.db, r.id, 'attendance', r.state, {
        actorUserId: me,
        stateBefore: r.state,
        sessionId,
        reason: m.status,
        detail: { status: m.status, ...(tokenId ? { tokenId } : {}) },
        at: ctx.now,
      });
    }
    ctx.audit({ after: { sessionId, marks } });
    return rollOf(ctx, sessionId);
  },

  trainCoachLeaves: async (_input, ctx) =>
    attendanceRows(ctx, and(await mineAsCoach(ctx), eq(clubTrainAttendance.status, 'leave')), 500, 0),
});
