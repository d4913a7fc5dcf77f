/**
 * Handlers of platform/contracts/club-penalty.contract.ts (docs/fitness-penalties.md): the late-cancel
 * and no-show rules (/breakContract's rules tab), the penalty records of the caller's data scope (the
 * member's organisation, `org_id`; out of scope answers NOT_FOUND) with waive and pay, and the member's
 * own records (/fitnessCenter/defaultRecords). Loading this module registers the penalty hooks and the
 * debt source (penalty.ts) and the gate's booking hooks (gate-bookings.ts). Every change runs in the
 * call's one transaction and is audited.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as calls from '../../../platform/contracts/club-penalty.contract';
import type { PenaltyRow, PenaltyRuleRow } from '../../../platform/contracts/club-penalty.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { clubClassType, clubPenalty, clubPenaltyRule, sysUser } from '../../db/schema/index';
import { implement, type Principal, type SignedInContext } from '../../plugins/call-handler';
import { scopeCondition } from '../org/data-scope';
import { toWireTime } from '../reserve/campus-time';
import { CAMPUS_ZONE, nameIn } from './card-store';
import './gate-bookings';
import { returnPenaltyCredit } from '../credit/credit.service';
import { payMethodOf, providerNamed, recordPayment } from './payment';
import { noteReturn } from './penalty';
import { returnUse } from './usage';

type Penalty = typeof clubPenalty.$inferSelect;
const wire = (d: Date) => toWireTime(d, CAMPUS_ZONE);
const member = alias(sysUser, 'member');
const resolver = alias(sysUser, 'resolver');

/** The rules, each course kind's first, then the overrides by class type. */
async function ruleRows(db: Db, lang: Lang, where?: SQL): Promise<PenaltyRuleRow[]> {
  const rows = await db
    .select({ r: clubPenaltyRule, type: clubClassType })
    .from(clubPenaltyRule)
    .leftJoin(clubClassType, eq(clubClassType.id, clubPenaltyRule.classTypeId))
    .where(where)
    .orderBy(
      asc(clubPenaltyRule.courseKind),
      sql`${clubPenaltyRule.classTypeId} is not null`,
      asc(clubPenaltyRule.classTypeId),
      asc(clubPenaltyRule.offence),
    );
  return rows.map(({ r, type }) => ({
    id: r.id,
    courseKind: r.courseKind,
    offence: r.offence,
    classTypeId: r.classTypeId,
    classTypeName: type ? nameIn(lang, type) : null,
    forfeitUse: r.forfeitUse,
    feeCents: r.feeCents,
    graceCount: r.graceCount,
    graceDays: r.graceDays,
    waiveDays: r.waiveDays,
    creditPoints: r.creditPoints,
    updatedAt: wire(r.updatedAt),
  }));
}

/** Penalty records matching `where`, newest first, as rows in `lang`. */
function penaltyQuery(db: Db) {
  return db
    .select({ p: clubPenalty, memberName: member.name, resolvedByName: resolver.name })
    .from(clubPenalty)
    .innerJoin(member, eq(member.id, clubPenalty.userId))
    .leftJoin(resolver, eq(resolver.id, clubPenalty.resolvedBy));
}

/** A record as staff and the member read it (the subject's name in `lang`, instants with the campus offset). */
function toRow(
  { p, memberName, resolvedByName }: { p: Penalty; memberName: string; resolvedByName: string | null },
  lang: Lang,
): PenaltyRow {
  return {
    id: p.id,
    userId: p.userId,
    memberName,
    sourceKind: p.sourceKind,
    sourceId: p.sourceId,
    courseKind: p.courseKind,
    offence: p.offence,
    subjectName: p.subject.nameCn ? nameIn(lang, p.subject) : '',
    coachName: p.subject.coachName,
    startsAt: p.subject.startsAt,
    rule: p.rule,
    priorCount: p.priorCount,
    feeCents: p.feeCents,
    forfeited: p.forfeited,
    creditPoints: p.creditPoints,
    paymentId: p.paymentId,
    state: p.state,
    waiveUntil: wire(p.waiveUntil),
    reason: p.reason,
    resolvedByName,
    resolvedAt: p.resolvedAt ? wire(p.resolvedAt) : null,
    at: wire(p.at),
  };
}

async function rowOf(db: Db, lang: Lang, id: number): Promise<PenaltyRow> {
  const [r] = await penaltyQuery(db).where(eq(clubPenalty.id, id));
  return toRow(r, lang);
}

/** The caller's data scope over penalty records (the member's organisation when recorded). */
const scope = (db: Db, me: Principal) =>
  scopeCondition(db, me, { userId: clubPenalty.userId, orgId: clubPenalty.orgId });

/**
 * Penalty `id` in the caller's scope, locked, and still `charged` (two waives or pays at once queue on
 * the lock: the second finds it no longer charged).
 * @throws AppError NOT_FOUND (also out of scope), PENALTY_NOT_CHARGED ({id, state})
 */
async function lockCharged(ctx: SignedInContext, id: number): Promise<Penalty> {
  const [p] = await ctx.db
    .select()
    .from(clubPenalty)
    .where(and(eq(clubPenalty.id, id), await scope(ctx.db, ctx.principal)))
    .for('update');
  if (!p) throw new AppError(Code.NOT_FOUND);
  if (p.state !== 'charged') throw new AppError(Code.PENALTY_NOT_CHARGED, { id, state: p.state });
  return p;
}

export const clubPenaltyHandlers = implement(calls, {
  fitnessPenaltyRules: async (_q, ctx) => {
    const types = await ctx.db.select().from(clubClassType).orderBy(asc(clubClassType.id));
    return {
      rules: await ruleRows(ctx.db, ctx.lang),
      classTypes: types.map((t) => ({ id: t.id, name: nameIn(ctx.lang, t) })),
    };
  },

  fitnessPenaltyRuleSave: async ({ courseKind, offence, classTypeId, ...fields }, ctx) => {
    if (classTypeId !== null) {
      const [type] = await ctx.db.select().from(clubClassType).where(eq(clubClassType.id, classTypeId));
      if (!type || courseKind !== 'league') throw new AppError(Code.PENALTY_OVERRIDE_INVALID, { id: classTypeId });
    }
    const key = and(
      eq(clubPenaltyRule.courseKind, courseKind),
      eq(clubPenaltyRule.offence, offence),
      classTypeId === null ? isNull(clubPenaltyRule.classTypeId) : eq(clubPenaltyRule.classTypeId, classTypeId),
    );
    const [before] = await ctx.db.select().from(clubPenaltyRule).where(key).for('update');
    const values = { ...fields, updatedBy: ctx.principal.userId, updatedAt: ctx.now };
    const [after] = before
      ? await ctx.db.update(clubPenaltyRule).set(values).where(eq(clubPenaltyRule.id, before.id)).returning()
      : await ctx.db
          .insert(clubPenaltyRule)
          .values({ courseKind, offence, classTypeId, ...values })
          .returning();
    ctx.audit({ before: before ?? null, after });
    return (await ruleRows(ctx.db, ctx.lang, eq(clubPenaltyRule.id, after.id)))[0];
  },

  fitnessPenaltyRuleDelete: async ({ id }, ctx) => {
    const [before] = await ctx.db.select().from(clubPenaltyRule).where(eq(clubPenaltyRule.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    if (before.classTypeId === null) throw new AppError(Code.PENALTY_RULE_BASE, { id });
    await ctx.db.delete(clubPenaltyRule).where(eq(clubPenaltyRule.id, id));
    ctx.audit({ before });
    return null;
  },

  fitnessPenaltyPage: async (q, ctx) => {
    const local = sql`(${clubPenalty.at} at time zone ${CAMPUS_ZONE})::date`;
    const where = and(
      q.member ? or(ilike(member.name, containing(q.member)), ilike(member.account, containing(q.member))) : undefined,
      q.userId ? eq(clubPenalty.userId, q.userId) : undefined,
      q.state ? eq(clubPenalty.state, q.state) : undefined,
      q.offence ? eq(clubPenalty.offence, q.offence) : undefined,
      q.from ? sql`${local} >= ${q.from}::date` : undefined,
      q.to ? sql`${local} <= ${q.to}::date` : undefined,
      await scope(ctx.db, ctx.principal),
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubPenalty)
      .innerJoin(member, eq(member.id, clubPenalty.userId))
      .where(where);
    const rows = await penaltyQuery(ctx.db)
      .where(where)
      .orderBy(desc(clubPenalty.at), desc(clubPenalty.id))
      .limit(q.pageSize)
      .offset(offsetOf(q));
    return pageResult(
      rows.map((r) => toRow(r, ctx.lang)),
      total,
      q,
    );
  },

  fitnessPenaltyWaive: async ({ id, reason }, ctx) => {
    const before = await lockCharged(ctx, id);
    if (ctx.now > before.waiveUntil)
      throw new AppError(Code.PENALTY_WAIVE_CLOSED, { id, until: wire(before.waiveUntil).slice(0, 16) });
    // Waived: nothing owed, and a forfeited use is given back (the offence is forgiven).
    const returnEventId =
      before.forfeited && before.useEventId && !before.returnEventId
        ? await returnUse(ctx.db, before.useEventId, {
            actorUserId: ctx.principal.userId,
            now: ctx.now,
            reason: 'penaltyWaived',
            detail: { penaltyId: id },
          })
        : null;
    if (returnEventId) await noteReturn(ctx.db, before.sourceKind, before.sourceId, returnEventId);
    // The credit points the offence cost come back, a record of their own pointing at the penalty.
    if (before.creditPoints > 0)
      await returnPenaltyCredit(
        ctx.db,
        { userId: before.userId, penaltyId: id, points: before.creditPoints },
        ctx.principal.userId,
        ctx.now,
      );
    const [after] = await ctx.db
      .update(clubPenalty)
      .set({
        state: 'waived',
        reason,
        forfeited: returnEventId ? false : before.forfeited,
        returnEventId: returnEventId ?? before.returnEventId,
        resolvedBy: ctx.principal.userId,
        resolvedAt: ctx.now,
      })
      .where(and(eq(clubPenalty.id, id), eq(clubPenalty.state, 'charged')))
      .returning();
    ctx.audit({ before, after });
    return rowOf(ctx.db, ctx.lang, id);
  },

  fitnessPenaltyPay: async ({ id, methodId }, ctx) => {
    const before = await lockCharged(ctx, id);
    // The fee taken at the desk is desk income: a ledger row of kind penalty on the open business day, by the
    // method chosen, in this transaction (a fee of 0 has nothing to record).
    const paymentId =
      before.feeCents > 0
        ? await recordPayment(
            ctx.db,
            {
              kind: 'sale',
              amountCents: before.feeCents,
              methodId: (await payMethodOf(ctx.db, methodId)).id,
              item: 'penalty',
              itemKind: 'penalty',
              description: before.subject.nameCn,
              quantity: 1,
              cardId: null,
              eventId: null,
              userId: before.userId,
              staffUserId: ctx.principal.userId,
              at: ctx.now,
            },
            providerNamed(ctx.config.paymentProvider),
          )
        : null;
    const [after] = await ctx.db
      .update(clubPenalty)
      .set({ state: 'paid', paymentId, resolvedBy: ctx.principal.userId, resolvedAt: ctx.now })
      .where(and(eq(clubPenalty.id, id), eq(clubPenalty.state, 'charged')))
      .returning();
    ctx.audit({ before, after });
    return rowOf(ctx.db, ctx.lang, id);
  },

  fitnessPenaltyMine: async (_q, ctx) => {
    const rows = await penaltyQuery(ctx.db)
      .where(eq(clubPenalty.userId, ctx.principal.userId))
      .orderBy(desc(clubPenalty.at), desc(clubPenalty.id))
      .limit(200);
    return rows.map((r) => toRow(r, ctx.lang));
  },
});
