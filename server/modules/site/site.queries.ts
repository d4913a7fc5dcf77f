/**
 * Reads of scenes and sites (spec §7 /api/site/): scene rows with their site counts,
 * and sites with where they are (campus, building, floor, time zone) and their hours.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { building, campus, floor, room, scene, site, siteDevice, siteOpening, sitePhoto } from '../../db/schema/index';
import type { OpeningRange } from '../reserve/slot-grid';
import { configVersionsSql, rememberConfigVersions } from '../config/config-versions';

/** A scene row with the number of its enabled sites. */
export type SceneRow = typeof scene.$inferSelect & { siteCount: number };

/** A site with its scene, location, time zone and opening hours. */
export interface SiteRow {
  id: number;
  name: string;
  sceneId: number;
  scene: { nameCn: string; nameEn: string; nameTc: string };
  campusId: number;
  campusName: string;
  buildingName: string;
  floorName: string;
  timeZone: string;
  kind: 'single' | 'capacity';
  capacity: number;
  slotMinutes: number;
  /** Bookings wait for /audit whatever the rule says. */
  needsApproval: boolean;
  openingHours: OpeningRange[];
}

/** Scenes (sorted) with their enabled-site counts; `campusId` counts only that campus's sites. */
export async function listScenes(db: Db, filter: { campusId?: number; sceneId?: number } = {}): Promise<SceneRow[]> {
  const counted = db
    .select({ sceneId: site.sceneId, n: sql<number>`count(*)::int`.as('n') })
    .from(site)
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .where(and(eq(site.enabled, true), filter.campusId ? eq(building.campusId, filter.campusId) : undefined))
    .groupBy(site.sceneId)
    .as('counted');
  const rows = await db
    .select({ scene, siteCount: sql<number>`coalesce(${counted.n}, 0)::int` })
    .from(scene)
    .leftJoin(counted, eq(counted.sceneId, scene.id))
    .where(filter.sceneId ? eq(scene.id, filter.sceneId) : undefined)
    .orderBy(asc(scene.sort), asc(scene.id));
  return rows.map((r) => ({ ...r.scene, siteCount: r.siteCount }));
}

/**
 * A site's opening hours in stored order, as a JSON array read in the site's own row: one statement for the
 * sites and their hours (a booking and a slot-grid call read one site).
 */
const openingHoursSql = sql<OpeningRange[]>`coalesce((
  select json_agg(json_build_object('weekDay', ${siteOpening.weekDay}, 'openTime', ${siteOpening.openTime},
    'closeTime', ${siteOpening.closeTime}) order by ${siteOpening.id})
  from ${siteOpening} where ${siteOpening.siteId} = ${site.id}), '[]'::json)`;

/** Enabled sites matching `where` (on the site table), sorted, with their opening hours; places named in `lang`. */
export async function listSites(db: Db, where: SQL | undefined, lang: Lang): Promise<SiteRow[]> {
  return db
    .select(siteColumns(lang))
    .from(site)
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .where(and(eq(site.enabled, true), where))
    .orderBy(asc(site.sort), asc(site.id));
}

/**
 * One enabled site as {@link findSite} reads it and, in the same statement, the configuration stamps a
 * booking's caches need (../config/config-versions.ts), remembered for `db` — the call's transaction.
 */
export async function findSiteForBooking(db: Db, siteId: number, lang: Lang): Promise<SiteRow | null> {
  const [row] = await db
    .select({ ...siteColumns(lang), configVersions: configVersionsSql })
    .from(site)
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .where(and(eq(site.enabled, true), eq(site.id, siteId)));
  if (!row) return null;
  const { configVersions, ...found } = row;
  rememberConfigVersions(db, configVersions ?? {});
  return found;
}

/** The columns of a {@link SiteRow}, places named in `lang`. */
function siteColumns(lang: Lang) {
  return {
    id: site.id,
    name: placeName(site, lang),
    sceneId: site.sceneId,
    kind: site.kind,
    capacity: site.capacity,
    slotMinutes: site.slotMinutes,
    needsApproval: site.needsApproval,
    scene: { nameCn: scene.nameCn, nameEn: scene.nameEn, nameTc: scene.nameTc },
    campusId: campus.id,
    campusName: placeName(campus, lang),
    timeZone: campus.timeZone,
    buildingName: placeName(building, lang),
    floorName: placeName(floor, lang),
    openingHours: openingHoursSql,
  };
}

/** One enabled site (places named in `lang`), or null. */
export async function findSite(db: Db, siteId: number, lang: Lang): Promise<SiteRow | null> {
  const [row] = await listSites(db, eq(site.id, siteId), lang);
  return row ?? null;
}

/** Filters of /api/site/choose (contract `choose`); every one optional. */
export interface ChooseFilter {
  campusId?: number;
  buildingId?: number;
  floorId?: number;
  sceneId?: number;
  /** Least people: its room's capacity when it names one, else the site's own. */
  minCapacity?: number;
  /** Device kinds the site must all have. */
  devKindIds?: number[];
}

/** People a site holds (SQL): its room's capacity when it lies in a room naming one, else the site's own. */
const peopleCapacity = sql<number>`coalesce(nullif(${room.capacity}, 0), ${site.capacity})::int`;

/**
 * One page of the enabled sites matching `filter` (by site sort, then id), with the
 * people each holds and the first photo's media id, and the total over all pages.
 */
export async function chooseSites(
  db: Db,
  filter: ChooseFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: { id: number; capacity: number; photoMediaId: number | null }[]; total: number }> {
  const where = and(
    eq(site.enabled, true),
    filter.campusId ? eq(building.campusId, filter.campusId) : undefined,
    filter.buildingId ? eq(floor.buildingId, filter.buildingId) : undefined,
    filter.floorId ? eq(site.floorId, filter.floorId) : undefined,
    filter.sceneId ? eq(site.sceneId, filter.sceneId) : undefined,
    filter.minCapacity ? sql`${peopleCapacity} >= ${filter.minCapacity}` : undefined,
    ...(filter.devKindIds ?? []).map(
      (kind) =>
        sql`exists (select 1 from ${siteDevice}
          where ${siteDevice.siteId} = ${site.id} and ${siteDevice.devKindId} = ${kind})`,
    ),
  );
  const rows = await db
    .select({
      id: site.id,
      capacity: peopleCapacity,
      photoMediaId: sql<number | null>`(select ${sitePhoto.mediaId} from ${sitePhoto}
        where ${sitePhoto.siteId} = ${site.id} order by ${sitePhoto.sort}, ${sitePhoto.id} limit 1)`,
    })
    .from(site)
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .leftJoin(room, eq(room.id, site.roomId))
    .where(where)
    .orderBy(asc(site.sort), asc(site.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(site)
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .leftJoin(room, eq(room.id, site.roomId))
    .where(where);
  return { rows, total };
}
