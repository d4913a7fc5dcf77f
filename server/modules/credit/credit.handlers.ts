/**
 * Handlers of platform/contracts/credit.contract.ts: the caller's credit and the
 * rules per scene (terminal /credit), users' scores and manual adjustment (back office
 * /credit), credit rules, and bars (/breachOfContract). Changes go through
 * credit.service.ts, run in the call's transaction and record before/after in the
 * operation log.
 *
 * Users' scores, records and bars are those of the caller's data scope (DESIGN.md §6);
 * one outside it answers as unknown.
 *
 * Refusals (nothing changes): an unknown user → USER_NOT_FOUND; a threshold above the
 * initial score → CREDIT_RULE_INVALID; a second rule for a scene (or a second default) →
 * CREDIT_RULE_EXISTS; lifting a bar that has ended → BAR_NOT_ACTIVE. Credit-rule writers
 * are serialized by an advisory lock, so two adds for one scene cannot both pass the check.
 */
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  USER_CREDIT_RECORDS,
  type CreditRuleFields,
  type SceneCredit,
} from '../../../platform/contracts/credit.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { creditBreach, creditRecord, creditRule, scene, sysUser } from '../../db/schema/index';
import * as creditContracts from '../../../platform/contracts/credit.contract';
import { implement, type Principal } from '../../plugins/call-handler';
import { scopeCondition } from '../org/data-scope';
import { byLang } from '../../plugins/i18n';
import type { Lang } from '../../../platform/i18n/languages';
import { BUILT_IN_CREDIT_RULE, adjustCredit, creditRuleFor, creditStanding, liftBar } from './credit.service';
import { barActive, breaches, creditRules, isBarred, recordsOf, userCredits, CREDIT_TIME_ZONE } from './credit.queries';
import { toWireTime } from '../reserve/campus-time';

/** Advisory lock key serializing credit-rule writes (any constant). */
const CREDIT_RULE_LOCK = 7_200_010;

/** Account or name containing `keyword` (none: every user). */
function userKeyword(keyword: string | undefined): SQL | undefined {
  return keyword
    ? or(ilike(sysUser.account, containing(keyword)), ilike(sysUser.name, containing(keyword)))
    : undefined;
}

/** The caller's data scope over users (DESIGN.md §6): the back office's credit and bars list and change only those. */
function userScope(db: Db, principal: Principal): Promise<SQL | undefined> {
  return scopeCondition(db, principal, { userId: sysUser.id, orgId: sysUser.orgId });
}

/** One user's credit row, when `scope` admits the user. @throws AppError USER_NOT_FOUND (unknown or out of scope) */
async function userCreditRow(db: Db, userId: number, now: Date, scope: SQL | undefined) {
  const [row] = await userCredits(db, and(eq(sysUser.id, userId), scope), now, { limit: 1, offset: 0 });
  if (!row) throw new AppError(Code.USER_NOT_FOUND, { id: userId });
  return row;
}

/** One credit rule's row. @throws AppError NOT_FOUND */
async function creditRuleRow(db: Db, id: number, lang: Lang) {
  const [row] = await creditRules(db, eq(creditRule.id, id), lang, { limit: 1, offset: 0 });
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/**
 * Checks a credit rule's fields: the threshold at most the initial score, a known scene,
 * and no other rule for the same scene (or a second default).
 * @throws AppError CREDIT_RULE_INVALID, BAD_REQUEST (unknown scene), CREDIT_RULE_EXISTS
 */
async function checkRule(db: Db, v: CreditRuleFields, lang: Lang, exceptId: number | null): Promise<void> {
  if (v.threshold > v.initialScore)
    throw new AppError(Code.CREDIT_RULE_INVALID, { threshold: v.threshold, initialScore: v.initialScore });
  await db.execute(sql`select pg_advisory_xact_lock(${CREDIT_RULE_LOCK})`);
  let sceneName: string | null = null;
  if (v.sceneId !== null) {
    const [s] = await db.select().from(scene).where(eq(scene.id, v.sceneId));
    if (!s) throw new AppError(Code.BAD_REQUEST, { detail: `sceneId: no record ${v.sceneId}` });
    sceneName = byLang(lang, s.nameCn, s.nameEn, s.nameTc);
  }
  const [other] = await db
    .select({ id: creditRule.id })
    .from(creditRule)
    .where(
      and(
        v.sceneId === null ? isNull(creditRule.sceneId) : eq(creditRule.sceneId, v.sceneId),
        exceptId === null ? undefined : ne(creditRule.id, exceptId),
      ),
    );
  if (other)
    throw new AppError(Code.CREDIT_RULE_EXISTS, sceneName === null ? { context: 'default' } : { scene: sceneName });
}

/** The rule of each scene as the caller sees it (terminal /credit). */
async function sceneCredits(db: Db, lang: Lang, sceneId: number | undefined): Promise<SceneCredit[]> {
  const scenes = await db
    .select()
    .from(scene)
    .where(sceneId === undefined ? undefined : eq(scene.id, sceneId))
    .orderBy(asc(scene.sort), asc(scene.id));
  const rules = await db.select().from(creditRule).where(eq(creditRule.status, 0));
  const fallback = rules.find((r) => r.sceneId === null);
  return scenes.map((s) => {
    const own = rules.find((r) => r.sceneId === s.id);
    const rule = own ?? fallback ?? BUILT_IN_CREDIT_RULE;
    return {
      sceneId: s.id,
      sceneName: byLang(lang, s.nameCn, s.nameEn, s.nameTc),
      source: own ? ('scene' as const) : fallback ? ('default' as const) : ('builtIn' as const),
      noShowPoints: rule.noShowPoints,
      lateCancelPoints: rule.lateCancelPoints,
      threshold: rule.threshold,
      barDays: rule.barDays,
    };
  });
}

/** Registrations of the credit calls. */
export const creditHandlers = implement(creditContracts, {
  getUserCredit: async (_input, ctx) => {
    const me = ctx.principal;
    const standing = await creditStanding(ctx.db, me.userId, ctx.now);
    const rule = await creditRuleFor(ctx.db, null);
    return {
      score: standing.score,
      initialScore: rule.initialScore,
      threshold: rule.threshold,
      barredUntil: standing.barredUntil ? toWireTime(standing.barredUntil, CREDIT_TIME_ZONE) : null,
      records: await recordsOf(ctx.db, me.userId, USER_CREDIT_RECORDS, 0),
    };
  },

  getSceneCredit: async (input, ctx) => sceneCredits(ctx.db, ctx.lang, input.sceneId),

  creditPage: async (input, ctx) => {
    const where = and(
      await userScope(ctx.db, ctx.principal),
      userKeyword(input.keyword),
      input.barred === undefined ? undefined : input.barred ? isBarred(ctx.now) : sql`not ${isBarred(ctx.now)}`,
    );
    const rows = await userCredits(ctx.db, where, ctx.now, { limit: input.pageSize, offset: offsetOf(input) });
    const [{ total }] = await ctx.db.select({ total: count() }).from(sysUser).where(where);
    return pageResult(rows, total, input);
  },

  creditAdjust: async (input, ctx) => {
    const me = ctx.principal;
    const scope = await userScope(ctx.db, me);
    const before = await userCreditRow(ctx.db, input.userId, ctx.now, scope);
    await adjustCredit(ctx.db, input.userId, input.delta, input.remark, me.userId, ctx.now);
    const after = await userCreditRow(ctx.db, input.userId, ctx.now, scope);
    ctx.audit({ before, after: { ...after, delta: input.delta, remark: input.remark } });
    return after;
  },

  creditRecordPage: async (input, ctx) => {
    await userCreditRow(ctx.db, input.userId, ctx.now, await userScope(ctx.db, ctx.principal));
    const rows = await recordsOf(ctx.db, input.userId, input.pageSize, offsetOf(input));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(creditRecord)
      .where(eq(creditRecord.userId, input.userId));
    return pageResult(rows, total, input);
  },

  creditRulePage: async (input, ctx) => {
    const where = input.sceneId === undefined ? undefined : eq(creditRule.sceneId, input.sceneId);
    const rows = await creditRules(ctx.db, where, ctx.lang, { limit: input.pageSize, offset: offsetOf(input) });
    const [{ total }] = await ctx.db.select({ total: count() }).from(creditRule).where(where);
    return pageResult(rows, total, input);
  },

  creditRuleAdd: async (input, ctx) => {
    await checkRule(ctx.db, input, ctx.lang, null);
    const [row] = await ctx.db.insert(creditRule).values(input).returning({ id: creditRule.id });
    const after = await creditRuleRow(ctx.db, row.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  creditRuleEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const before = await creditRuleRow(ctx.db, id, ctx.lang);
    await checkRule(ctx.db, fields, ctx.lang, id);
    await ctx.db.update(creditRule).set(fields).where(eq(creditRule.id, id));
    const after = await creditRuleRow(ctx.db, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  creditRuleDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await creditRules(ctx.db, inArray(creditRule.id, ids), ctx.lang, { limit: ids.length, offset: 0 });
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(creditRule).where(inArray(creditRule.id, ids));
    ctx.audit({ before });
    return null;
  },

  breachPage: async (input, ctx) => {
    const where = and(
      await userScope(ctx.db, ctx.principal),
      userKeyword(input.keyword),
      input.state === 'active'
        ? barActive(ctx.now)
        : input.state === 'past'
          ? sql`not ${barActive(ctx.now)}`
          : undefined,
    );
    const rows = await breaches(ctx.db, where, ctx.now, { limit: input.pageSize, offset: offsetOf(input) });
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(creditBreach)
      .innerJoin(sysUser, eq(sysUser.id, creditBreach.userId))
      .where(where);
    return pageResult(rows, total, input);
  },

  breachLift: async (input, ctx) => {
    const me = ctx.principal;
    const [before] = await breaches(ctx.db, and(eq(creditBreach.id, input.id), await userScope(ctx.db, me)), ctx.now, {
      limit: 1,
      offset: 0,
    });
    if (!before) throw new AppError(Code.NOT_FOUND);
    if (!before.active) throw new AppError(Code.BAR_NOT_ACTIVE, { name: before.name });
    await liftBar(ctx.db, input.id, me.userId, ctx.now);
    const [after] = await breaches(ctx.db, eq(creditBreach.id, input.id), ctx.now, { limit: 1, offset: 0 });
    ctx.audit({ before, after });
    return after;
  },
});
