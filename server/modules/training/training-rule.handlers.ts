/**
 * Handlers of platform/contracts/training-rule.contract.ts (docs/training.md "Late leave rules"): the late leave
 * rules per course type or the club default (the club's: no data scope), and the waiver of a late leave that got
 * no make-up token (in the caller's data scope over the registration's member and organisation: out of scope is
 * NOT_FOUND). Each change runs in the call's one transaction and is audited.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/training-rule.contract';
import type { TrainRuleRow } from '../../../platform/contracts/training-rule.contract';
import { addIsoDays } from '../../../platform/fitness/choose-card';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import {
  clubTrainAttendance,
  clubTrainGroup,
  clubTrainRegistration,
  clubTrainRule,
  clubTrainSession,
  clubTrainType,
} from '../../db/schema/index';
import type { Lang } from '../../../platform/i18n/languages';
import { implement } from '../../plugins/call-handler';
import { nameIn, todayAt } from '../fitness/card-store';
import { scopeCondition } from '../org/data-scope';
import { attendanceRows } from './training.handlers';
import { ruleFor, tellTraining, trainSessionParams } from './training-rules';
import { appendTrainEvent, issueToken } from './training-store';

/** The days staff may waive when no rule applies any more (the rule was removed after the leave). */
const DEFAULT_WAIVE_DAYS = 7;

/** The rules `where` selects as the wire shows them: the club default first, then by type. */
async function ruleRows(db: Db, lang: Lang, where?: ReturnType<typeof eq>): Promise<TrainRuleRow[]> {
  const rows = await db
    .select({ r: clubTrainRule, t: clubTrainType })
    .from(clubTrainRule)
    .leftJoin(clubTrainType, eq(clubTrainType.id, clubTrainRule.typeId))
    .where(where)
    .orderBy(sql`${clubTrainRule.typeId} nulls first`, asc(clubTrainType.sort), asc(clubTrainRule.typeId));
  return rows.map(({ r, t }) => ({
    typeId: r.typeId,
    typeName: t ? nameIn(lang, t) : null,
    lateHours: r.lateHours,
    graceCount: r.graceCount,
    waiveDays: r.waiveDays,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The condition "the rule of `typeId`" (null: the club default). */
const ruleOf = (typeId: number | null) =>
  typeId === null ? isNull(clubTrainRule.typeId) : eq(clubTrainRule.typeId, typeId);

export const trainingRuleHandlers = implement(contracts, {
  trainRuleList: async (_input, ctx) => ruleRows(ctx.db, ctx.lang),

  trainRuleSave: async ({ typeId, ...fields }, ctx) => {
    if (typeId !== null) {
      const [t] = await ctx.db.select({ id: clubTrainType.id }).from(clubTrainType).where(eq(clubTrainType.id, typeId));
      if (!t) throw new AppError(Code.NOT_FOUND);
    }
    const current = () => ctx.db.select().from(clubTrainRule).where(ruleOf(typeId)).for('update');
    let [before] = await current();
    // One row per type and one default (an expression index): of two first saves at once, one inserts; the other's
    // insert does nothing, and it then updates the row the first wrote, as a later save would.
    let [after] = before
      ? []
      : await ctx.db
          .insert(clubTrainRule)
          .values({ typeId, ...fields, updatedAt: ctx.now })
          .onConflictDoNothing()
          .returning();
    if (!after) {
      before ??= (await current())[0];
      [after] = await ctx.db
        .update(clubTrainRule)
        .set({ ...fields, updatedAt: ctx.now })
        .where(eq(clubTrainRule.id, before.id))
        .returning();
    }
    ctx.audit({ before: before ?? null, after });
    const [row] = await ruleRows(ctx.db, ctx.lang, eq(clubTrainRule.id, after.id));
    return row;
  },

  trainRuleDelete: async ({ typeId }, ctx) => {
    const [before] = await ctx.db.delete(clubTrainRule).where(ruleOf(typeId)).returning();
    if (!before) throw new AppError(Code.NOT_FOUND);
    ctx.audit({ before });
    return null;
  },

  trainLeaveWaive: async ({ id, reason }, ctx) => {
    const scope = await scopeCondition(ctx.db, ctx.principal, {
      userId: clubTrainRegistration.userId,
      orgId: clubTrainRegistration.orgId,
    });
    const [found] = await ctx.db
      .select({ registrationId: clubTrainAttendance.registrationId })
      .from(clubTrainAttendance)
      .innerJoin(clubTrainRegistration, eq(clubTrainRegistration.id, clubTrainAttendance.registrationId))
      .where(and(eq(clubTrainAttendance.id, id), scope));
    if (!found) throw new AppError(Code.NOT_FOUND);
    // The registration's row lock first, as a leave takes it: the cap counts tokens under it.
    const [r] = await ctx.db
      .select()
      .from(clubTrainRegistration)
      .where(eq(clubTrainRegistration.id, found.registrationId))
      .for('update');
    const [a] = await ctx.db.select().from(clubTrainAttendance).where(eq(clubTrainAttendance.id, id)).for('update');
    if (a.status !== 'leave' || !a.late || a.lateWhy !== 'noGrace' || a.waivedAt !== null)
      throw new AppError(Code.TRAIN_WAIVE_NOT_LATE);
    if (r.state !== 'confirmed' && r.state !== 'completed')
      throw new AppError(Code.ORDER_STEP_NOT_ALLOWED, {
        kind: 'trainingRegistration',
        id: r.id,
        state: r.state,
        action: 'waive',
      });
    const [session] = await ctx.db.select().from(clubTrainSession).where(eq(clubTrainSession.id, a.sessionId));
    const [g] = await ctx.db.select().from(clubTrainGroup).where(eq(clubTrainGroup.id, r.groupId));
    const rule = await ruleFor(ctx.db, g.typeId);
    const until = addIsoDays(session.on, rule?.waiveDays ?? DEFAULT_WAIVE_DAYS);
    if (todayAt(ctx.now) > until) throw new AppError(Code.TRAIN_WAIVE_CLOSED, { until });
    const tokenId = await issueToken(ctx.db, r, g, session, ctx.now);
    if (tokenId === null) throw new AppError(Code.TRAIN_TOKEN_CAP, { cap: g.tokenCap });
    await ctx.db
      .update(clubTrainAttendance)
      .set({ waivedBy: ctx.principal.userId, waivedAt: ctx.now, waiveReason: reason })
      .where(eq(clubTrainAttendance.id, id));
    await appendTrainEvent(ctx.db, r.id, 'leave', r.state, {
      actorUserId: ctx.principal.userId,
      stateBefore: r.state,
      sessionId: session.id,
      reason: 'waived',
      detail: { tokenId, attendanceId: id, why: reason },
      at: ctx.now,
    });
    await tellTraining(ctx.db, [r.userId], 'waived', { ...trainSessionParams(g.name, session), reason });
    ctx.audit({ before: a, after: { waivedBy: ctx.principal.userId, tokenId, reason } });
    const [row] = await attendanceRows(ctx, eq(clubTrainAttendance.id, id), 1, 0);
    return row;
  },
});
