/**
 * Reads of reservation rules and their bindings (/reserve, /sceneRules): rule
 * rows with their binding counts, row locks, and which rule applies to a site — its own
 * binding, else its scene's, else the default rule, else none (the booking engine's
 * built-in defaults). `rulesForSites` is the one definition of that precedence.
 */
import { and, asc, count, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReserveRuleRow, RuleSource, SiteRuleRow } from '../../../platform/contracts/rules.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { placeName, placeNameLike } from '../../db/place-name';
import { building, campus, floor, reserveRule, reserveRuleBinding, scene, site } from '../../db/schema/index';
import { byLang } from '../../plugins/i18n';
import { toWireTime } from '../reserve/campus-time';

/** Time zone of the rules' timestamps on the wire (DESIGN.md §6 default). */
export const RULE_TIME_ZONE = 'Asia/Shanghai';

/** Bindings per rule (correlated subquery; drizzle leaves single-table columns unqualified, hence raw names). */
const bindingCount = sql<number>`(select count(*)::int from reserve_rule_binding b where b.rule_id =
  "reserve_rule"."id")`;

type RuleSelected = typeof reserveRule.$inferSelect & { bindingCount: number };

/** A stored rule on the wire. */
export function ruleOut(r: RuleSelected): ReserveRuleRow {
  return {
    ...r,
    createdAt: toWireTime(r.createdAt, RULE_TIME_ZONE),
    updatedAt: toWireTime(r.updatedAt, RULE_TIME_ZONE),
  };
}

/** Rules matching `where` with their binding counts (unordered unless `order` is given). */
export function ruleQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(reserveRule), bindingCount })
    .from(reserveRule)
    .where(where);
}

/**
 * One rule on the wire.
 * @throws AppError NOT_FOUND when there is no rule `id`
 */
export async function findRule(db: Db, id: number): Promise<ReserveRuleRow> {
  const [row] = await ruleQuery(db, eq(reserveRule.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return ruleOut(row);
}

/**
 * Locks the rows of rules `ids` until the transaction ends: `update` for writers of the
 * rule (edit, delete, set as default), `share` for binders, so a rule cannot be disabled
 * or deleted while a binding to it is being made. Returns the rows found.
 */
export async function lockRules(db: Db, ids: number[], strength: 'update' | 'share') {
  return db
    .select({
      id: reserveRule.id,
      name: reserveRule.name,
      status: reserveRule.status,
      isDefault: reserveRule.isDefault,
    })
    .from(reserveRule)
    .where(inArray(reserveRule.id, ids))
    .orderBy(asc(reserveRule.id))
    .for(strength);
}

const ownBinding = alias(reserveRuleBinding, 'own_binding');
const sceneBinding = alias(reserveRuleBinding, 'scene_binding');
const ownRule = alias(reserveRule, 'own_rule');
const sceneRule = alias(reserveRule, 'scene_rule');
const defaultRule = alias(reserveRule, 'default_rule');

/**
 * Sites with their place (named in `lang`), own binding, scene binding and the default rule (left joins).
 */
function siteRuleQuery(db: Db, lang: Lang) {
  return db
    .select({
      siteId: site.id,
      siteName: placeName(site, lang),
      sceneId: site.sceneId,
      enabled: site.enabled,
      scene: { nameCn: scene.nameCn, nameEn: scene.nameEn, nameTc: scene.nameTc },
      campusName: placeName(campus, lang),
      buildingName: placeName(building, lang),
      floorName: placeName(floor, lang),
      ownRuleId: ownRule.id,
      ownRuleName: ownRule.name,
      sceneRuleId: sceneRule.id,
      sceneRuleName: sceneRule.name,
      defaultRuleId: defaultRule.id,
      defaultRuleName: defaultRule.name,
    })
    .from(site)
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .leftJoin(ownBinding, eq(ownBinding.siteId, site.id))
    .leftJoin(ownRule, eq(ownRule.id, ownBinding.ruleId))
    .leftJoin(sceneBinding, and(eq(sceneBinding.sceneId, site.sceneId), isNull(sceneBinding.siteId)))
    .leftJoin(sceneRule, eq(sceneRule.id, sceneBinding.ruleId))
    .leftJoin(defaultRule, eq(defaultRule.isDefault, true));
}

type SiteRuleSelected = Awaited<ReturnType<ReturnType<typeof siteRuleQuery>['where']>>[number];

/** The rule that applies to a joined site row and where it comes from (site > scene > default > none). */
function effectiveOf(r: SiteRuleSelected): { id: number | null; name: string | null; source: RuleSource } {
  if (r.ownRuleId !== null) return { id: r.ownRuleId, name: r.ownRuleName, source: 'site' };
  if (r.sceneRuleId !== null) return { id: r.sceneRuleId, name: r.sceneRuleName, source: 'scene' };
  if (r.defaultRuleId !== null) return { id: r.defaultRuleId, name: r.defaultRuleName, source: 'default' };
  return { id: null, name: null, source: 'none' };
}

function siteRuleOut(r: SiteRuleSelected, lang: Lang): SiteRuleRow {
  const effective = effectiveOf(r);
  return {
    siteId: r.siteId,
    siteName: r.siteName,
    sceneId: r.sceneId,
    enabled: r.enabled,
    sceneName: byLang(lang, r.scene.nameCn, r.scene.nameEn, r.scene.nameTc),
    place: `${r.campusName} / ${r.buildingName} / ${r.floorName}`,
    ruleId: r.ownRuleId,
    ruleName: r.ownRuleName,
    effectiveRuleId: effective.id,
    effectiveRuleName: effective.name,
    source: effective.source,
  };
}

/** Filters of the site list. */
export interface SiteRuleFilter {
  sceneId?: number;
  campusId?: number;
  keyword?: string;
  overridden?: boolean;
}

/** The WHERE of a site list filter (`keyword` is an ILIKE pattern already). */
export function siteRuleWhere(f: SiteRuleFilter): SQL | undefined {
  return and(
    f.sceneId ? eq(site.sceneId, f.sceneId) : undefined,
    f.campusId ? eq(building.campusId, f.campusId) : undefined,
    f.keyword ? placeNameLike(site, f.keyword) : undefined,
    f.overridden === undefined ? undefined : f.overridden ? isNotNull(ownBinding.id) : isNull(ownBinding.id),
  );
}

/** One page of sites with their rules, by site sort (or name), and the total. */
export async function pageSiteRules(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  lang: Lang,
): Promise<{ rows: SiteRuleRow[]; total: number }> {
  const rows = await siteRuleQuery(db, lang)
    .where(where)
    .orderBy(...order, asc(site.sort), asc(site.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(site)
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .leftJoin(ownBinding, eq(ownBinding.siteId, site.id))
    .where(where);
  return { rows: rows.map((r) => siteRuleOut(r, lang)), total };
}

/** One site with its rules, or null. */
export async function findSiteRule(db: Db, siteId: number, lang: Lang): Promise<SiteRuleRow | null> {
  const [row] = await siteRuleQuery(db, lang).where(eq(site.id, siteId));
  return row ? siteRuleOut(row, lang) : null;
}

/**
 * The rule that applies to each of `siteIds` (missing sites are left out): the site's own
 * binding, else its scene's, else the default rule; `ruleId` null when none applies.
 */
export async function rulesForSites(
  db: Db,
  siteIds: readonly number[],
): Promise<Map<number, { ruleId: number | null; source: RuleSource }>> {
  if (siteIds.length === 0) return new Map();
  const rows = await siteRuleQuery(db, 'CN').where(inArray(site.id, [...siteIds]));
  return new Map(
    rows.map((r) => {
      const e = effectiveOf(r);
      return [r.siteId, { ruleId: e.id, source: e.source }];
    }),
  );
}
