/**
 * Handlers of platform/contracts/open-rule.contract.ts (/openRule): a site's
 * weekly hours (get, save for a site or a whole scene) and closures (page, add, delete).
 */
import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { offsetOf, pageResult } from '../../db/paging';
import { placeName } from '../../db/place-name';
import { scene, site, siteClosure } from '../../db/schema/index';
import * as openRuleContracts from '../../../platform/contracts/open-rule.contract';
import { implement } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { toWireTime } from '../reserve/campus-time';
import {
  checkWeek,
  countOutsideHours,
  findRuleSite,
  openingsOf,
  replaceWeek,
  sitesToSave,
  sortedWeek,
} from './open-rule.service';
import { operationSummary } from '../../plugins/operation-summary';

/** Time zone of a closure's creation time on the wire (DESIGN.md §6 default). */
const LIST_TIME_ZONE = 'Asia/Shanghai';

/** Closures that apply to site `siteId`: its own, its scene's, and the global ones. */
function applyingToSite(siteId: number): SQL {
  return or(
    eq(siteClosure.siteId, siteId),
    and(
      isNull(siteClosure.siteId),
      or(
        isNull(siteClosure.sceneId),
        eq(siteClosure.sceneId, sql`(select ${site.sceneId} from ${site} where ${site.id} = ${siteId})`),
      ),
    ),
  )!;
}

/** Closures that apply within scene `sceneId`: the scene's, its sites', and the global ones. */
function applyingToScene(sceneId: number): SQL {
  return or(
    eq(siteClosure.sceneId, sceneId),
    inArray(siteClosure.siteId, sql`(select ${site.id} from ${site} where ${site.sceneId} = ${sceneId})`),
    and(isNull(siteClosure.siteId), isNull(siteClosure.sceneId)),
  )!;
}

/** Registrations of the open-rule module. */
export const openRuleHandlers = implement(openRuleContracts, {
  openRuleGet: async (input, ctx) => {
    const target = await findRuleSite(ctx.db, input.siteId, ctx.lang);
    if (!target) throw new AppError(Code.SITE_NOT_FOUND);
    const openings = sortedWeek(await openingsOf(ctx.db, [target.id])).map((o) => ({
      weekDay: o.weekDay,
      openTime: o.openTime,
      closeTime: o.closeTime,
    }));
    return {
      siteId: target.id,
      sceneId: target.sceneId,
      slotMinutes: target.slotMinutes,
      timeZone: target.timeZone,
      openings,
    };
  },

  openRuleSave: async (input, ctx) => {
    const sites = await sitesToSave(ctx.db, input, ctx.lang);
    checkWeek(
      input.openings,
      input.slotMinutes !== undefined ? [input.slotMinutes] : sites.map((s) => s.slotMinutes),
      ctx.lang,
    );
    const ids = sites.map((s) => s.id);
    const before = await openingsOf(ctx.db, ids);
    await replaceWeek(ctx.db, sites, input.openings, input.slotMinutes);
    const outsideHours = await countOutsideHours(ctx.db, sites, input.openings, ctx.now);
    ctx.audit({
      summary: operationSummary('openingHoursReplaced', { count: ids.length }),
      before: sites.map((s) => ({
        siteId: s.id,
        slotMinutes: s.slotMinutes,
        openings: before.filter((o) => o.siteId === s.id).map((o) => `${o.weekDay} ${o.openTime}-${o.closeTime}`),
      })),
      after: { siteIds: ids, slotMinutes: input.slotMinutes, openings: input.openings, outsideHours },
    });
    return { siteIds: ids, outsideHours };
  },

  closurePage: async (input, ctx) => {
    const where = and(
      input.siteId ? applyingToSite(input.siteId) : undefined,
      input.sceneId ? applyingToScene(input.sceneId) : undefined,
      input.dateFrom ? gte(siteClosure.endDate, input.dateFrom) : undefined,
      input.dateTo ? lte(siteClosure.startDate, input.dateTo) : undefined,
    );
    const rows = await ctx.db
      .select({
        closure: siteClosure,
        siteName: placeName(site, ctx.lang),
        sceneId: sql<number | null>`coalesce(${siteClosure.sceneId}, ${site.sceneId})`,
        scene: { nameCn: scene.nameCn, nameEn: scene.nameEn, nameTc: scene.nameTc },
      })
      .from(siteClosure)
      .leftJoin(site, eq(site.id, siteClosure.siteId))
      .leftJoin(scene, eq(scene.id, sql`coalesce(${siteClosure.sceneId}, ${site.sceneId})`))
      .where(where)
      .orderBy(desc(siteClosure.startDate), desc(siteClosure.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(siteClosure).where(where);
    return pageResult(
      rows.map((r) => ({
        id: r.closure.id,
        siteId: r.closure.siteId,
        siteName: r.siteName,
        sceneId: r.sceneId,
        sceneName: r.scene ? byLang(ctx.lang, r.scene.nameCn, r.scene.nameEn, r.scene.nameTc) : null,
        startDate: r.closure.startDate,
        endDate: r.closure.endDate,
        reason: r.closure.reason,
        createdAt: toWireTime(r.closure.createdAt, LIST_TIME_ZONE),
      })),
      total,
      input,
    );
  },

  closureAdd: async (input, ctx) => {
    if (input.siteId !== undefined) {
      const [found] = await ctx.db.select({ id: site.id }).from(site).where(eq(site.id, input.siteId));
      if (!found) throw new AppError(Code.SITE_NOT_FOUND);
    }
    if (input.sceneId !== undefined) {
      const [found] = await ctx.db.select({ id: scene.id }).from(scene).where(eq(scene.id, input.sceneId));
      if (!found) throw new AppError(Code.NOT_FOUND);
    }
    const [row] = await ctx.db
      .insert(siteClosure)
      .values({
        siteId: input.siteId ?? null,
        sceneId: input.sceneId ?? null,
        startDate: input.startDate,
        endDate: input.endDate,
        reason: input.reason,
      })
      .returning();
    ctx.audit({ after: row });
    return { id: row.id };
  },

  closureDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const rows = await ctx.db.delete(siteClosure).where(inArray(siteClosure.id, ids)).returning();
    if (rows.length !== ids.length) {
      const missing = ids.find((id) => !rows.some((r) => r.id === id));
      throw new AppError(Code.NOT_FOUND, {}, { id: missing });
    }
    ctx.audit({ before: rows });
    return { deleted: rows.length };
  },
});
