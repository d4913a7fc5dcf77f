/**
 * Reads of the venue resources for the back office: rows with their parents'
 * names and their dependants' counts, the dependency counts that block a delete, and
 * the peak of a site's future bookings (what its capacity cannot drop below).
 */
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { SiteRow } from '../../../platform/contracts/assets.contract';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { building, campus, floor, reservation, scene, site } from '../../db/schema/index';
import { byLang } from '../../plugins/i18n';
import { ACTIVE_STATUSES } from '../reserve/reserve.queries';

/** `column` ascending or descending. */
export function ordered(column: Parameters<typeof asc>[0], order: 'asc' | 'desc'): SQL {
  return order === 'desc' ? desc(column) : asc(column);
}

/** Buildings per campus (correlated: drizzle leaves single-table columns unqualified, hence raw names). */
export const campusBuildings = sql<number>`(select count(*)::int from building b where b.campus_id = "campus"."id")`;
/** Floors per building. */
export const buildingFloors = sql<number>`(select count(*)::int from floor f where f.building_id = "building"."id")`;
/** Sites per floor. */
export const floorSites = sql<number>`(select count(*)::int from site s where s.floor_id = "floor"."id")`;
/** Sites per scene. */
export const sceneSites = sql<number>`(select count(*)::int from site s where s.scene_id = "scene"."id")`;

/**
 * The columns of a site row with its scene and place: its name and its parents' in `lang`, and its stored names
 * (`nameCn`, `nameEn`, `nameTc`, as the form edits them).
 */
function siteColumns(lang: Lang) {
  return {
    ...getTableColumns(site),
    name: placeName(site, lang),
    nameCn: site.name,
    scene: { nameCn: scene.nameCn, nameEn: scene.nameEn, nameTc: scene.nameTc },
    floorName: placeName(floor, lang),
    buildingId: building.id,
    buildingName: placeName(building, lang),
    campusId: campus.id,
    campusName: placeName(campus, lang),
    openingCount: sql<number>`(select count(*)::int from site_opening o where o.site_id = ${site.id})`,
  };
}

/** Sites joined to their scene, floor, building and campus (parents named in `lang`). */
export function siteQuery(db: Db, lang: Lang) {
  return db
    .select(siteColumns(lang))
    .from(site)
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId));
}

/** Counts `siteQuery` rows matching `where`. */
export async function countSites(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(site)
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .where(where);
  return total;
}

type SiteSelected = Awaited<ReturnType<ReturnType<typeof siteQuery>['where']>>[number];

/** A joined site row on the wire, its scene named in `lang`. */
export function siteOut(r: SiteSelected, lang: Lang): SiteRow {
  return {
    id: r.id,
    name: r.name,
    nameCn: r.nameCn,
    nameEn: r.nameEn,
    nameTc: r.nameTc,
    sceneId: r.sceneId,
    sceneName: byLang(lang, r.scene.nameCn, r.scene.nameEn, r.scene.nameTc),
    floorId: r.floorId,
    floorName: r.floorName,
    buildingId: r.buildingId,
    buildingName: r.buildingName,
    campusId: r.campusId,
    campusName: r.campusName,
    kind: r.kind,
    capacity: r.capacity,
    slotMinutes: r.slotMinutes,
    needsApproval: r.needsApproval,
    enabled: r.enabled,
    sort: r.sort,
    openingCount: r.openingCount,
  };
}

/** One site on the wire, or null. */
export async function findSiteRow(db: Db, id: number, lang: Lang): Promise<SiteRow | null> {
  const [row] = await siteQuery(db, lang).where(eq(site.id, id));
  return row ? siteOut(row, lang) : null;
}

/** Reservations (any status) per site of `ids`. */
export async function reservationsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ siteId: reservation.siteId, n: count() })
    .from(reservation)
    .where(inArray(reservation.siteId, ids))
    .groupBy(reservation.siteId);
  return new Map(rows.map((r) => [r.siteId, r.n]));
}

/**
 * The most active bookings of `siteId` that overlap one another at any instant from
 * `now` on (0 without future bookings). Peaks fall on a start, so each start is probed.
 */
export async function futurePeak(db: Db, siteId: number, now: Date): Promise<number> {
  const rows = await db
    .select({ startAt: reservation.startAt, endAt: reservation.endAt })
    .from(reservation)
    .where(
      and(
        eq(reservation.siteId, siteId),
        inArray(reservation.status, [...ACTIVE_STATUSES]),
        gt(reservation.endAt, now),
      ),
    );
  return rows.reduce((peak, r) => {
    const at = Math.max(r.startAt.getTime(), now.getTime());
    const n = rows.filter((o) => o.startAt.getTime() <= at && o.endAt.getTime() > at).length;
    return Math.max(peak, n);
  }, 0);
}

/**
 * Sets `exclusive` of the site's future active bookings to match its kind (the exclusion constraint guards exclusive
 * rows).
 */
export async function alignExclusive(db: Db, siteId: number, exclusive: boolean, now: Date): Promise<void> {
  await db
    .update(reservation)
    .set({ exclusive })
    .where(
      and(
        eq(reservation.siteId, siteId),
        inArray(reservation.status, [...ACTIVE_STATUSES]),
        gt(reservation.endAt, now),
      ),
    );
}
