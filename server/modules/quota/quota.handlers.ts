/**
 * Handlers of platform/contracts/quota.contract.ts: the caller's standings
 * (terminal /quota), quota rules (/quotaRule), and subjects with their standings and
 * overrides (/quotaManagement). Counting is quota.service.ts's (`standingOf`); periods
 * are those holding today in {@link QUOTA_TIME_ZONE}. Changes run in the call's
 * transaction and record before/after in the operation log.
 *
 * Subjects and overrides are those of the caller's data scope (DESIGN.md §6: users of
 * it, or its organisations); one outside it answers as unknown.
 *
 * Refusals (nothing changes): an unknown scene or organisation → BAD_REQUEST; an override
 * naming a user under a per-organisation rule or the reverse → QUOTA_OVERRIDE_SUBJECT; an
 * unknown user → USER_NOT_FOUND. Override writers lock the rule row first.
 */
import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { QuotaRuleFields, QuotaRuleRow, QuotaSubjectRow } from '../../../platform/contracts/quota.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { quotaOverride, quotaRule, scene, sysOrg, sysUser } from '../../db/schema/index';
import * as quotaContracts from '../../../platform/contracts/quota.contract';
import { implement } from '../../plugins/call-handler';
import { orgReachCondition, reachCondition, reachOf, type Reach } from '../org/data-scope';
import { byLang } from '../../plugins/i18n';
import { localDateOf } from '../reserve/campus-time';
import { loadBooker, type Booker } from '../rules/booking-checks';
import { applicableQuotas, standingOf, type QuotaRuleRow as StoredRule } from './quota.service';

/** The zone whose "today" the standings are read for. */
export const QUOTA_TIME_ZONE = 'Asia/Shanghai';

/** Scene id → name in `lang`. */
async function sceneNames(db: Db, lang: Lang): Promise<Map<number, string>> {
  return new Map((await db.select().from(scene)).map((s) => [s.id, byLang(lang, s.nameCn, s.nameEn, s.nameTc)]));
}

/** Quota rules matching `where` as the back office lists them, by sort and id. */
async function quotaRules(
  db: Db,
  where: SQL | undefined,
  lang: Lang,
  page: { limit: number; offset: number },
): Promise<QuotaRuleRow[]> {
  const names = await sceneNames(db, lang);
  const rows = await db
    .select({
      rule: quotaRule,
      overrideCount: sql<number>`(select count(*)::int from ${quotaOverride} o where o.rule_id = "quota_rule"."id")`,
    })
    .from(quotaRule)
    .where(where)
    .orderBy(asc(quotaRule.sort), asc(quotaRule.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ rule: r, overrideCount }) => ({
    id: r.id,
    name: r.name,
    subject: r.subject,
    sceneId: r.sceneId,
    sceneName: r.sceneId === null ? null : (names.get(r.sceneId) ?? null),
    period: r.period,
    unit: r.unit,
    amount: r.amount,
    orgIds: r.orgIds,
    status: r.status,
    sort: r.sort,
    overrideCount: Number(overrideCount),
  }));
}

/** One rule's row. @throws AppError NOT_FOUND */
async function quotaRuleRow(db: Db, id: number, lang: Lang): Promise<QuotaRuleRow> {
  const [row] = await quotaRules(db, eq(quotaRule.id, id), lang, { limit: 1, offset: 0 });
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** The stored rule `id`, optionally locked. @throws AppError NOT_FOUND */
async function storedRule(db: Db, id: number, lock = false): Promise<StoredRule> {
  const query = db.select().from(quotaRule).where(eq(quotaRule.id, id));
  const [rule] = lock ? await query.for('update') : await query;
  if (!rule) throw new AppError(Code.NOT_FOUND);
  return rule;
}

/** Checks the scene and organisations a rule names. @throws AppError BAD_REQUEST naming the unknown ones */
async function checkRefs(db: Db, v: QuotaRuleFields): Promise<void> {
  if (v.sceneId !== null && !(await db.select({ id: scene.id }).from(scene).where(eq(scene.id, v.sceneId))).length) {
    throw new AppError(Code.BAD_REQUEST, { detail: `sceneId: no record ${v.sceneId}` });
  }
  const wanted = [...new Set(v.orgIds)];
  if (!wanted.length) return;
  const known = new Set(
    (await db.select({ id: sysOrg.id }).from(sysOrg).where(inArray(sysOrg.id, wanted))).map((o) => o.id),
  );
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length) throw new AppError(Code.BAD_REQUEST, { detail: `orgIds: no record ${missing.join(', ')}` });
}

/** The organisations of `roots` and every one below them; null when `roots` is empty (everyone). */
async function orgScope(db: Db, roots: readonly number[]): Promise<number[] | null> {
  if (roots.length === 0) return null;
  const orgs = await db.select({ id: sysOrg.id, parentId: sysOrg.parentId }).from(sysOrg);
  const scope = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const o of orgs)
      if (o.parentId !== null && scope.has(o.parentId) && !scope.has(o.id)) {
        scope.add(o.id);
        grew = true;
      }
  }
  return [...scope];
}

/** Filters of the subjects of a rule: keyword, overridden only, one subject; `reach` the caller's data scope. */
interface SubjectFilter {
  keyword?: string;
  overridden?: boolean;
  subjectId?: number;
  reach: Reach;
}

/**
 * The condition on quota_override rows whose subject is in `reach` (a user of it, or one
 * of its organisations); undefined for `all`.
 */
function overrideReach(reach: Reach): SQL | undefined {
  if (reach.all) return undefined;
  return or(
    and(isNotNull(quotaOverride.userId), reachCondition(reach, { userId: quotaOverride.userId })),
    and(isNotNull(quotaOverride.orgId), orgReachCondition(reach, quotaOverride.orgId)),
  );
}

/**
 * The subjects `rule` applies to (users or organisations within its organisations) with
 * their override and standing in the period holding `now`, and their total count.
 */
async function subjectsOf(
  db: Db,
  rule: StoredRule,
  filter: SubjectFilter,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: QuotaSubjectRow[]; total: number }> {
  const scope = await orgScope(db, rule.orgIds);
  const isUser = rule.subject === 'user';
  const idCol = isUser ? sysUser.id : sysOrg.id;
  const override = and(
    eq(quotaOverride.ruleId, rule.id),
    isUser ? eq(quotaOverride.userId, sysUser.id) : eq(quotaOverride.orgId, sysOrg.id),
  );
  const where = and(
    isUser ? eq(sysUser.status, 0) : eq(sysOrg.status, 0),
    isUser
      ? reachCondition(filter.reach, { userId: sysUser.id, orgId: sysUser.orgId })
      : orgReachCondition(filter.reach, sysOrg.id),
    scope === null ? undefined : inArray(isUser ? sysUser.orgId : sysOrg.id, scope),
    filter.subjectId === undefined ? undefined : eq(idCol, filter.subjectId),
    !filter.keyword
      ? undefined
      : isUser
        ? or(ilike(sysUser.account, containing(filter.keyword)), ilike(sysUser.name, containing(filter.keyword)))
        : ilike(sysOrg.name, containing(filter.keyword)),
    filter.overridden === undefined
      ? undefined
      : filter.overridden
        ? isNotNull(quotaOverride.id)
        : sql`${quotaOverride.id} is null`,
  );
  const base = isUser
    ? db
        .select({
          id: sysUser.id,
          account: sysUser.account,
          name: sysUser.name,
          orgId: sysUser.orgId,
          orgName: sysOrg.name,
          overrideId: quotaOverride.id,
          overrideAmount: quotaOverride.amount,
          overrideRemark: quotaOverride.remark,
        })
        .from(sysUser)
        .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
        .leftJoin(quotaOverride, override)
    : db
        .select({
          id: sysOrg.id,
          account: sql<string | null>`null`,
          name: sysOrg.name,
          orgId: sysOrg.id,
          orgName: sql<string | null>`null`,
          overrideId: quotaOverride.id,
          overrideAmount: quotaOverride.amount,
          overrideRemark: quotaOverride.remark,
        })
        .from(sysOrg)
        .leftJoin(quotaOverride, override);
  const found = await base
    .where(where)
    .orderBy(isUser ? asc(sysUser.account) : asc(sysOrg.sort), asc(idCol))
    .limit(page.limit)
    .offset(page.offset);
  const counted = isUser
    ? db.select({ total: count() }).from(sysUser).leftJoin(quotaOverride, override)
    : db.select({ total: count() }).from(sysOrg).leftJoin(quotaOverride, override);
  const [{ total }] = await counted.where(where);
  const rows: QuotaSubjectRow[] = [];
  for (const s of found) {
    const booker: Booker = { userId: isUser ? s.id : 0, orgId: s.orgId, orgPath: [], roleIds: [], ident: null };
    const standing = isUser || s.orgId !== null ? await standingOf(db, rule, booker, now, QUOTA_TIME_ZONE) : null;
    rows.push({
      ruleId: rule.id,
      ruleName: rule.name,
      subject: rule.subject,
      unit: rule.unit,
      subjectId: s.id,
      account: s.account,
      name: s.name,
      orgName: s.orgName,
      ruleAmount: rule.amount,
      overrideId: s.overrideId,
      overrideAmount: s.overrideAmount,
      overrideRemark: s.overrideRemark,
      used: standing?.used ?? null,
      firstDate: standing?.firstDate ?? null,
      lastDate: standing?.lastDate ?? null,
    });
  }
  return { rows, total };
}

/** Registrations of the quota calls. */
export const quotaHandlers = implement(quotaContracts, {
  recordQuota: async (_input, ctx) => {
    const me = ctx.principal;
    const booker = await loadBooker(ctx.db, me.userId, localDateOf(ctx.now, QUOTA_TIME_ZONE));
    const names = await sceneNames(ctx.db, ctx.lang);
    const out = [];
    for (const rule of await applicableQuotas(ctx.db, booker, null)) {
      const standing = await standingOf(ctx.db, rule, booker, ctx.now, QUOTA_TIME_ZONE);
      if (!standing) continue;
      out.push({
        ruleId: rule.id,
        name: rule.name,
        subject: rule.subject,
        sceneId: rule.sceneId,
        sceneName: rule.sceneId === null ? null : (names.get(rule.sceneId) ?? null),
        period: rule.period,
        unit: rule.unit,
        limit: standing.limit,
        used: standing.used,
        overridden: await hasOverride(ctx.db, rule, booker),
        firstDate: standing.firstDate,
        lastDate: standing.lastDate,
      });
    }
    return out;
  },

  quotaRulePage: async (input, ctx) => {
    const where = and(
      input.keyword ? ilike(quotaRule.name, containing(input.keyword)) : undefined,
      input.subject ? eq(quotaRule.subject, input.subject) : undefined,
      input.status === undefined ? undefined : eq(quotaRule.status, input.status),
    );
    const rows = await quotaRules(ctx.db, where, ctx.lang, { limit: input.pageSize, offset: offsetOf(input) });
    const [{ total }] = await ctx.db.select({ total: count() }).from(quotaRule).where(where);
    return pageResult(rows, total, input);
  },

  quotaRuleList: async (_input, ctx) =>
    ctx.db
      .select({ id: quotaRule.id, name: quotaRule.name, subject: quotaRule.subject, unit: quotaRule.unit })
      .from(quotaRule)
      .orderBy(asc(quotaRule.sort), asc(quotaRule.id)),

  quotaRuleAdd: async (input, ctx) => {
    await checkRefs(ctx.db, input);
    const [row] = await ctx.db
      .insert(quotaRule)
      .values({ ...input, orgIds: [...new Set(input.orgIds)], createdAt: ctx.now })
      .returning({ id: quotaRule.id });
    const after = await quotaRuleRow(ctx.db, row.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  quotaRuleEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    await storedRule(ctx.db, id, true);
    const before = await quotaRuleRow(ctx.db, id, ctx.lang);
    await checkRefs(ctx.db, fields);
    await ctx.db
      .update(quotaRule)
      .set({ ...fields, orgIds: [...new Set(fields.orgIds)] })
      .where(eq(quotaRule.id, id));
    // Overrides of the other kind of subject no longer mean anything.
    await ctx.db
      .delete(quotaOverride)
      .where(
        and(
          eq(quotaOverride.ruleId, id),
          fields.subject === 'user' ? isNotNull(quotaOverride.orgId) : isNotNull(quotaOverride.userId),
        ),
      );
    const after = await quotaRuleRow(ctx.db, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  quotaRuleDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await quotaRules(ctx.db, inArray(quotaRule.id, ids), ctx.lang, { limit: ids.length, offset: 0 });
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(quotaRule).where(inArray(quotaRule.id, ids));
    ctx.audit({ before });
    return null;
  },

  quotaSubjectPage: async (input, ctx) => {
    const rule = await storedRule(ctx.db, input.ruleId);
    const reach = await reachOf(ctx.db, ctx.principal);
    const { rows, total } = await subjectsOf(ctx.db, rule, { ...input, reach }, ctx.now, {
      limit: input.pageSize,
      offset: offsetOf(input),
    });
    return pageResult(rows, total, input);
  },

  quotaOverrideSave: async (input, ctx) => {
    const rule = await storedRule(ctx.db, input.ruleId, true);
    const subjectId = rule.subject === 'user' ? input.userId : input.orgId;
    const other = rule.subject === 'user' ? input.orgId : input.userId;
    if (subjectId === null || other !== null)
      throw new AppError(Code.QUOTA_OVERRIDE_SUBJECT, { context: rule.subject });
    const reach = await reachOf(ctx.db, ctx.principal);
    const one = async () =>
      (await subjectsOf(ctx.db, rule, { subjectId, reach }, ctx.now, { limit: 1, offset: 0 })).rows[0];
    const before = await one();
    if (!before) throw new AppError(rule.subject === 'user' ? Code.USER_NOT_FOUND : Code.NOT_FOUND, { id: subjectId });
    if (before.overrideId !== null) {
      await ctx.db
        .update(quotaOverride)
        .set({ amount: input.amount, remark: input.remark })
        .where(eq(quotaOverride.id, before.overrideId));
    } else {
      await ctx.db.insert(quotaOverride).values({
        ruleId: rule.id,
        userId: input.userId,
        orgId: input.orgId,
        amount: input.amount,
        remark: input.remark,
      });
    }
    const after = await one();
    ctx.audit({ before, after });
    return after;
  },

  quotaOverrideDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const reach = await reachOf(ctx.db, ctx.principal);
    const before = await ctx.db
      .delete(quotaOverride)
      .where(and(inArray(quotaOverride.id, ids), overrideReach(reach)))
      .returning();
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    ctx.audit({ before });
    return null;
  },
});

/** Whether the booker (or their organisation, for a per-organisation rule) has an override under `rule`. */
async function hasOverride(db: Db, rule: StoredRule, booker: Booker): Promise<boolean> {
  const subject =
    rule.subject === 'user' ? eq(quotaOverride.userId, booker.userId) : eq(quotaOverride.orgId, booker.orgId!);
  return (
    (
      await db
        .select({ id: quotaOverride.id })
        .from(quotaOverride)
        .where(and(eq(quotaOverride.ruleId, rule.id), subject))
    ).length > 0
  );
}
