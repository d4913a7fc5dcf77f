/**
 * Handlers of platform/contracts/form-rule.contract.ts (/formRule): the rules' CRUD and
 * status, the pickers' choices, and the form a booking of a site needs (forBooking).
 * Refusals (nothing changes): an unknown form, scene, site or reservation rule, or rule id
 * → NOT_FOUND; a name in use → DUPLICATE. Every change records before/after in the
 * operation log. Form rules are site-wide configuration: no data scope.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import * as formRuleContracts from '../../../platform/contracts/form-rule.contract';
import type { FormRuleFields, FormRuleRow } from '../../../platform/contracts/form-rule.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { placeName, placeNameOf } from '../../db/place-name';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { formDefine, formRule, reserveRule, scene, site } from '../../db/schema/index';
import { implement } from '../../plugins/call-handler';
import { toWireTime } from '../reserve/campus-time';
import { localName, WORKFLOW_TIME_ZONE } from './form-define.queries';
import { uniqueName } from './form-group.handlers';
import { bookingFormOfSite, bookingFormOut } from './form-rule.queries';

/** A scene's name column in `lang`. */
function sceneName(lang: Lang) {
  return lang === 'EN' ? scene.nameEn : lang === 'TC' ? scene.nameTc : scene.nameCn;
}

/** Form rules with their form's name and the names of what they bind, in `lang`. */
function ruleQuery(db: Db, lang: Lang) {
  const sceneColumn = lang === 'EN' ? 'name_en' : lang === 'TC' ? 'name_tc' : 'name_cn';
  return db
    .select({
      rule: formRule,
      define: { name: formDefine.name, nameEn: formDefine.nameEn, nameTc: formDefine.nameTc },
      sceneNames: sql<string[]>`array(select s.${sql.raw(sceneColumn)} from scene s
        where s.id = any(${formRule.sceneIds}) order by s.id)`,
      siteNames: sql<string[]>`array(select ${placeNameOf('s', lang)} from site s
        where s.id = any(${formRule.siteIds}) order by s.id)`,
      ruleNames: sql<string[]>`array(select r.name from reserve_rule r
        where r.id = any(${formRule.ruleIds}) order by r.id)`,
    })
    .from(formRule)
    .innerJoin(formDefine, eq(formDefine.id, formRule.defineId));
}

type RuleSelected = Awaited<ReturnType<ReturnType<typeof ruleQuery>['where']>>[number];

/** A rule in wire form. */
function ruleOut(r: RuleSelected, lang: Lang): FormRuleRow {
  return {
    id: r.rule.id,
    name: r.rule.name,
    defineId: r.rule.defineId,
    defineName: localName(lang, r.define),
    sceneIds: r.rule.sceneIds,
    siteIds: r.rule.siteIds,
    ruleIds: r.rule.ruleIds,
    sceneNames: r.sceneNames,
    siteNames: r.siteNames,
    ruleNames: r.ruleNames,
    priority: r.rule.priority,
    status: r.rule.status as 0 | 1,
    updatedAt: toWireTime(r.rule.updatedAt, WORKFLOW_TIME_ZONE),
  };
}

/** Rule `id` in wire form. @throws AppError NOT_FOUND */
async function findRule(db: Db, id: number, lang: Lang): Promise<FormRuleRow> {
  const [row] = await ruleQuery(db, lang).where(eq(formRule.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return ruleOut(row, lang);
}

/** Distinct values, in first-seen order. */
const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];

/**
 * The stored columns of `v`, after checking what it refers to exists.
 * @throws AppError NOT_FOUND (`detail` names the field) for an unknown form, scene, site or reservation rule
 */
async function columnsOf(db: Db, v: FormRuleFields) {
  const columns = { ...v, sceneIds: distinct(v.sceneIds), siteIds: distinct(v.siteIds), ruleIds: distinct(v.ruleIds) };
  const checks = [
    ['defineId', formDefine, [v.defineId]],
    ['sceneIds', scene, columns.sceneIds],
    ['siteIds', site, columns.siteIds],
    ['ruleIds', reserveRule, columns.ruleIds],
  ] as const;
  for (const [field, table, ids] of checks) {
    if (!ids.length) continue;
    const [{ n }] = await db.select({ n: count() }).from(table).where(inArray(table.id, ids));
    if (n !== ids.length) throw new AppError(Code.NOT_FOUND, undefined, { field });
  }
  return columns;
}

const RULE_SORT = { name: formRule.name, priority: formRule.priority };

/** Registrations of the form-rule calls. */
export const formRuleHandlers = implement(formRuleContracts, {
  formRulePage: async (input, ctx) => {
    const where: SQL | undefined = and(
      input.keyword ? ilike(formRule.name, containing(input.keyword)) : undefined,
      input.defineId !== undefined ? eq(formRule.defineId, input.defineId) : undefined,
      input.status !== undefined ? eq(formRule.status, input.status) : undefined,
    );
    const column = input.orderBy ? RULE_SORT[input.orderBy] : formRule.priority;
    const order = input.orderBy ? input.order : 'desc';
    const rows = await ruleQuery(ctx.db, ctx.lang)
      .where(where)
      .orderBy(order === 'desc' ? desc(column) : asc(column), asc(formRule.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(formRule).where(where);
    return pageResult(
      rows.map((r) => ruleOut(r, ctx.lang)),
      total,
      input,
    );
  },

  formRuleChoices: async (_input, ctx) => {
    const forms = await ctx.db
      .select({ id: formDefine.id, name: formDefine.name, nameEn: formDefine.nameEn, nameTc: formDefine.nameTc })
      .from(formDefine)
      .where(and(eq(formDefine.status, 0), sql`${formDefine.currentVersion} > 0`))
      .orderBy(asc(formDefine.name), asc(formDefine.id));
    const sites = await ctx.db
      .select({ id: site.id, name: sql<string>`${sceneName(ctx.lang)} || ' / ' || ${placeName(site, ctx.lang)}` })
      .from(site)
      .innerJoin(scene, eq(scene.id, site.sceneId))
      .orderBy(asc(scene.sort), asc(scene.id), asc(site.sort), asc(site.id));
    const scenes = await ctx.db
      .select({ id: scene.id, name: sceneName(ctx.lang) })
      .from(scene)
      .orderBy(asc(scene.sort), asc(scene.id));
    const rules = await ctx.db
      .select({ id: reserveRule.id, name: reserveRule.name })
      .from(reserveRule)
      .where(eq(reserveRule.status, 0))
      .orderBy(asc(reserveRule.sort), asc(reserveRule.id));
    return { forms: forms.map((f) => ({ id: f.id, name: localName(ctx.lang, f) })), scenes, sites, rules };
  },

  formRuleAdd: async (input, ctx) => {
    const values = await columnsOf(ctx.db, input);
    const [row] = await uniqueName(
      input.name,
      ctx.db
        .insert(formRule)
        .values({ ...values, createdAt: ctx.now, updatedAt: ctx.now })
        .returning({ id: formRule.id }),
    );
    const after = await findRule(ctx.db, row.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  formRuleEdit: async (input, ctx) => {
    const before = await findRule(ctx.db, input.id, ctx.lang);
    const { id, ...fields } = input;
    const values = await columnsOf(ctx.db, fields);
    await uniqueName(
      input.name,
      ctx.db
        .update(formRule)
        .set({ ...values, updatedAt: ctx.now })
        .where(eq(formRule.id, id)),
    );
    const after = await findRule(ctx.db, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  formRuleDelete: async (input, ctx) => {
    const ids = distinct(input.ids);
    const before = (await ruleQuery(ctx.db, ctx.lang).where(inArray(formRule.id, ids))).map((r) =>
      ruleOut(r, ctx.lang),
    );
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(formRule).where(inArray(formRule.id, ids));
    ctx.audit({ before });
    return null;
  },

  formRuleChangeStatus: async (input, ctx) => {
    const before = await findRule(ctx.db, input.id, ctx.lang);
    await ctx.db.update(formRule).set({ status: input.status, updatedAt: ctx.now }).where(eq(formRule.id, input.id));
    const after = await findRule(ctx.db, input.id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  formRuleForBooking: async (input, ctx) => {
    const match = await bookingFormOfSite(ctx.db, input.siteId);
    return match && bookingFormOut(match, ctx.lang);
  },
});
