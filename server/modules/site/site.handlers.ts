/**
 * Handlers of spec §7 /api/site/: the scene list (with site counts) and one scene with
 * its bookable sites. Names are in the caller's language.
 */
import { eq } from 'drizzle-orm';
import type { Scene, Site } from '../../../platform/contracts/site.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { site } from '../../db/schema/index';
import * as siteContracts from '../../../platform/contracts/site.contract';
import { implement } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { listScenes, listSites, type SceneRow, type SiteRow } from './site.queries';

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
    const sites = await listSites(ctx.db, eq(site.sceneId, input.id));
    return { ...sceneOut(row, ctx.lang), sites: sites.map((s) => siteOut(s, ctx.lang)) };
  },
});
