/**
 * Handlers of the /sceneRules calls of platform/contracts/rules.contract.ts:
 * the scenes with their bound rule, the sites with their own binding and the rule that
 * applies, and binding / clearing per scene and per site. One binding per scene and per
 * site (the unique indexes of reserve_rule_binding): a bind is an upsert on that index,
 * so two concurrent binds of one target leave exactly one row, the later one's.
 *
 * Refusals (nothing changes): an unknown scene → NOT_FOUND, an unknown site →
 * SITE_NOT_FOUND, an unknown rule → NOT_FOUND, a disabled rule → RULE_DISABLED. The rule
 * row is share-locked while binding, so it cannot be disabled or deleted meanwhile.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SceneRuleRow } from '../../../platform/contracts/rules.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { placeName } from '../../db/place-name';
import { reserveRule, reserveRuleBinding, scene, site } from '../../db/schema/index';
import * as rulesContracts from '../../../platform/contracts/rules.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { ordered } from '../assets/assets.queries';
import { findSiteRule, lockRules, pageSiteRules, siteRuleWhere } from './rule.queries';

/** Sites per scene, and sites of the scene with a binding of their own (correlated on "scene"."id"). */
const siteCount = sql<number>`(select count(*)::int from site s where s.scene_id = "scene"."id")`;
const overrideCount = sql<number>`(select count(*)::int from reserve_rule_binding b join site s on s.id = b.site_id
  where s.scene_id = "scene"."id")`;

/** The scenes (all, or the one `sceneId`) with their bound rule, in scene order. */
async function sceneRuleRows(db: Db, lang: Lang, sceneId?: number): Promise<SceneRuleRow[]> {
  const rows = await db
    .select({
      sceneId: scene.id,
      code: scene.code,
      nameCn: scene.nameCn,
      nameEn: scene.nameEn,
      nameTc: scene.nameTc,
      siteCount,
      overrideCount,
      ruleId: reserveRule.id,
      ruleName: reserveRule.name,
    })
    .from(scene)
    .leftJoin(reserveRuleBinding, and(eq(reserveRuleBinding.sceneId, scene.id), isNull(reserveRuleBinding.siteId)))
    .leftJoin(reserveRule, eq(reserveRule.id, reserveRuleBinding.ruleId))
    .where(sceneId === undefined ? undefined : eq(scene.id, sceneId))
    .orderBy(asc(scene.sort), asc(scene.id));
  return rows.map((r) => ({
    sceneId: r.sceneId,
    code: r.code,
    sceneName: byLang(lang, r.nameCn, r.nameEn, r.nameTc),
    siteCount: r.siteCount,
    overrideCount: r.overrideCount,
    ruleId: r.ruleId,
    ruleName: r.ruleName,
  }));
}

/**
 * Share-locks rule `ruleId` for a binding.
 * @throws AppError NOT_FOUND (no such rule), RULE_DISABLED (`name`)
 */
async function bindableRule(db: Db, ruleId: number): Promise<void> {
  const [rule] = await lockRules(db, [ruleId], 'share');
  if (!rule) throw new AppError(Code.NOT_FOUND);
  if (rule.status !== 0) throw new AppError(Code.RULE_DISABLED, { name: rule.name });
}

/** The handlers of the /sceneRules calls: a part, implemented with the module's rest. */
export const bindingHandlers = {
  sceneRuleList: async (_input, ctx) => {
    const [def] = await ctx.db
      .select({ id: reserveRule.id, name: reserveRule.name, isDefault: reserveRule.isDefault })
      .from(reserveRule)
      .where(eq(reserveRule.isDefault, true));
    return { defaultRule: def ?? null, scenes: await sceneRuleRows(ctx.db, ctx.lang) };
  },

  sceneRuleSitePage: async (input, ctx) => {
    const where = siteRuleWhere({ ...input, keyword: input.keyword ? containing(input.keyword) : undefined });
    const order = input.orderBy ? [ordered(placeName(site, ctx.lang), input.order)] : [];
    const { rows, total } = await pageSiteRules(ctx.db, where, order, input.pageSize, offsetOf(input), ctx.lang);
    return pageResult(rows, total, input);
  },

  sceneRuleBindScene: async (input, ctx) => {
    const [before] = await sceneRuleRows(ctx.db, ctx.lang, input.sceneId);
    if (!before) throw new AppError(Code.NOT_FOUND);
    if (input.ruleId === null) {
      await ctx.db
        .delete(reserveRuleBinding)
        .where(and(eq(reserveRuleBinding.sceneId, input.sceneId), isNull(reserveRuleBinding.siteId)));
    } else {
      await bindableRule(ctx.db, input.ruleId);
      await ctx.db
        .insert(reserveRuleBinding)
        .values({ ruleId: input.ruleId, sceneId: input.sceneId })
        .onConflictDoUpdate({
          target: reserveRuleBinding.sceneId,
          targetWhere: isNull(reserveRuleBinding.siteId),
          set: { ruleId: input.ruleId },
        });
    }
    const [after] = await sceneRuleRows(ctx.db, ctx.lang, input.sceneId);
    ctx.audit({ before, after });
    return after;
  },

  sceneRuleBindSite: async (input, ctx) => {
    const before = await findSiteRule(ctx.db, input.siteId, ctx.lang);
    if (!before) throw new AppError(Code.SITE_NOT_FOUND);
    if (input.ruleId === null) {
      await ctx.db.delete(reserveRuleBinding).where(eq(reserveRuleBinding.siteId, input.siteId));
    } else {
      await bindableRule(ctx.db, input.ruleId);
      await ctx.db
        .insert(reserveRuleBinding)
        .values({ ruleId: input.ruleId, siteId: input.siteId })
        .onConflictDoUpdate({
          target: reserveRuleBinding.siteId,
          targetWhere: isNotNull(reserveRuleBinding.siteId),
          set: { ruleId: input.ruleId },
        });
    }
    const after = (await findSiteRule(ctx.db, input.siteId, ctx.lang))!;
    ctx.audit({ before, after });
    return after;
  },
} satisfies PartialHandlersOf<typeof rulesContracts>;
