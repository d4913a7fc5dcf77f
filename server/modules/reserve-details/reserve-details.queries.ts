/**
 * Reads of the booker's side of bookings: a reservation's rule id, the sites a
 * user booked most recently, and the condition of a user's booking history.
 */
import { and, desc, eq, gte, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { CommonSite } from '../../../platform/contracts/reserve-details.contract';
import { COMMONLY_USED_LIMIT, HISTORY_STATUSES } from '../../../platform/contracts/reserve-details.contract';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { building, campus, floor, reservation, scene, site } from '../../db/schema/index';
import { byLang } from '../../plugins/i18n';
import { toWireTime } from '../reserve/campus-time';

/** The reservation rule a booking was admitted by (`reservation.rule_id`), or null. */
export async function ruleIdOf(db: Db, reservationId: number): Promise<number | null> {
  const [row] = await db
    .select({ ruleId: reservation.ruleId })
    .from(reservation)
    .where(eq(reservation.id, reservationId));
  return row?.ruleId ?? null;
}

/**
 * The enabled sites `userId` booked most since `since` (bookings made since then, not
 * cancelled or rejected), most booked first, then the most recently started; at most
 * {@link COMMONLY_USED_LIMIT}, with scene (in `lang`) and place.
 */
export async function commonSites(db: Db, userId: number, since: Date, lang: Lang): Promise<CommonSite[]> {
  const n = sql<number>`count(*)::int`;
  const last = sql<Date>`max(${reservation.startAt})`.mapWith(reservation.startAt);
  const rows = await db
    .select({
      siteId: site.id,
      siteName: placeName(site, lang),
      sceneId: scene.id,
      sceneCode: scene.code,
      sceneCn: scene.nameCn,
      sceneEn: scene.nameEn,
      sceneTc: scene.nameTc,
      campusName: placeName(campus, lang),
      buildingName: placeName(building, lang),
      floorName: placeName(floor, lang),
      timeZone: campus.timeZone,
      count: n,
      lastStart: last,
    })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .where(
      and(
        eq(reservation.userId, userId),
        gte(reservation.createdAt, since),
        notInArray(reservation.status, ['cancelled', 'rejected']),
        eq(site.enabled, true),
      ),
    )
    .groupBy(site.id, scene.id, campus.id, building.id, floor.id)
    .orderBy(desc(n), desc(last), site.id)
    .limit(COMMONLY_USED_LIMIT);
  return rows.map((r) => ({
    siteId: r.siteId,
    siteName: r.siteName,
    sceneId: r.sceneId,
    sceneCode: r.sceneCode,
    sceneName: byLang(lang, r.sceneCn, r.sceneEn, r.sceneTc),
    campusName: r.campusName,
    buildingName: r.buildingName,
    floorName: r.floorName,
    count: r.count,
    lastStart: toWireTime(r.lastStart, r.timeZone),
  }));
}

/**
 * Bookings of `userId` that belong to the history at `now`: ended, or ended their life (cancelled, rejected, no-show,
 * completed).
 */
export function historyOf(userId: number, now: Date): SQL {
  return and(
    eq(reservation.userId, userId),
    or(lte(reservation.endAt, now), inArray(reservation.status, [...HISTORY_STATUSES])),
  )!;
}
