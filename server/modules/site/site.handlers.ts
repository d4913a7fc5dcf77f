/**
 * Handlers of spec §7 /api/site/: the scene list (with site counts), one scene with
 * its bookable sites, the scenes of the terminal's site filter (siteType) and the
 * filtered, paged site list (choose) with today's free slots. Names are in the caller's
 * language; disabled sites are never read.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Scene, Site, SiteCard } from '../../../platform/contracts/site.contract';
import { mediaPath } from '../../../platform/contracts/venue-extras.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { site } from '../../db/schema/index';
import * as siteContracts from '../../../platform/contracts/site.contract';
import { implement } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { offsetOf, pageResult } from '../../db/paging';
import { localDateOf } from '../reserve/campus-time';
import { periodOf } from '../reserve/reserve.service';
import { devicesOf } from '../venue-extras/extras.queries';
import { chooseSites, listScenes, listSites, type SceneRow, type SiteRow } from './site.queries';

function sceneOut(row: SceneRow, lang: Lang): Scene {
  return {
    id: row.id,
    code: row.code,
    name: byLang(lang, row.nameCn, row.nameEn, row.nameTc),
    icon: row.icon,
    siteCount: row.siteCount,
  };
}

/** A site on the wire (contract `Site`), its scene named in `lang`. */
export function siteOut(row: SiteRow, lang: Lang): Site {
  return {
    id: row.id,
    name: row.name,
    sceneId: row.sceneId,
    sceneName: byLang(lang, row.scene.nameCn, row.scene.nameEn, row.scene.nameTc),
    campusName: row.campusName,
    buildingName: row.buildingName,
    floorName: row.floorName,
    timeZone: row.timeZone,
    kind: row.kind,
    capacity: row.capacity,
    slotMinutes: row.slotMinutes,
    openingHours: row.openingHours.map((h) => ({ weekDay: h.weekDay, open: h.openTime, close: h.closeTime })),
  };
}

/** Registrations of the site module. */
export const siteHandlers = implement(siteContracts, {
  sceneList: async (input, ctx) =>
    (await listScenes(ctx.db, { campusId: input.campusId })).map((row) => sceneOut(row, ctx.lang)),

  sceneDetail: async (input, ctx) => {
    const [row] = await listScenes(ctx.db, { sceneId: input.id });
    if (!row) throw new AppError(Code.NOT_FOUND);
    const sites = await listSites(ctx.db, eq(site.sceneId, input.id), ctx.lang);
    return { ...sceneOut(row, ctx.lang), sites: sites.map((s) => siteOut(s, ctx.lang)) };
  },

  siteType: async (input, ctx) =>
    (await listScenes(ctx.db, { campusId: input.campusId }))
      .filter((row) => row.siteCount > 0)
      .map((row) => sceneOut(row, ctx.lang)),

  choose: async (input, ctx) => {
    const { pageNo, pageSize, ...filter } = input;
    const page = await chooseSites(ctx.db, filter, { limit: pageSize, offset: offsetOf(input) });
    const ids = page.rows.map((r) => r.id);
    const sites = new Map(
      (await listSites(ctx.db, ids.length ? inArray(site.id, ids) : undefined, ctx.lang)).map((s) => [s.id, s]),
    );
    const devices = await devicesOf(ctx.db, ids, ctx.lang);
    const rows: SiteCard[] = [];
    for (const r of page.rows) {
      const found = sites.get(r.id);
      if (!found) continue;
      const today = localDateOf(ctx.now, found.timeZone);
      const slots = await periodOf(ctx.db, found, today, ctx.now, ctx.principal.userId);
      const freeToday = slots.filter((slot) => slot.status === 'free').length;
      rows.push({
        id: found.id,
        name: found.name,
        sceneId: found.sceneId,
        sceneName: byLang(ctx.lang, found.scene.nameCn, found.scene.nameEn, found.scene.nameTc),
        place: `${found.campusName} / ${found.buildingName} / ${found.floorName}`,
        capacity: r.capacity,
        devices: (devices.get(found.id) ?? []).map((d) => ({ name: d.name, quantity: d.quantity })),
        photo: r.photoMediaId === null ? null : mediaPath(r.photoMediaId),
        freeToday,
        bookableToday: freeToday > 0,
        today,
      });
    }
    return pageResult(rows, page.total, { pageNo, pageSize });
  },
});
