/**
 * Reservations on the wire (contracts Reservation / ReservationDetail): times in ISO-8601
 * with the campus offset, the scene named in the caller's language.
 */
import type { Reservation, ReservationDetail } from '../../../platform/contracts/reserve.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { byLang } from '../../plugins/i18n';
import { toWireTime } from './campus-time';
import type { ReservationView } from './reserve.queries';
import type { SiteRow } from '../site/site.queries';
import type { BookedReservation } from './booking.service';

/** A reservation as lists show it. */
export function reservationOut(row: ReservationView, lang: Lang): Reservation {
  const tz = row.timeZone;
  return {
    id: row.id,
    siteId: row.siteId,
    siteName: row.siteName,
    sceneName: byLang(lang, row.scene.nameCn, row.scene.nameEn, row.scene.nameTc),
    campusName: row.campusName,
    start: toWireTime(row.startAt, tz),
    end: toWireTime(row.endAt, tz),
    status: row.status,
    userId: row.userId,
    userName: row.userName,
    account: row.account,
    createdAt: toWireTime(row.createdAt, tz),
  };
}

/** A reservation with everything its detail page shows; `cancellable` is for the caller. */
export function reservationDetailOut(row: ReservationView, lang: Lang, cancellable: boolean): ReservationDetail {
  return {
    ...reservationOut(row, lang),
    subject: row.subject,
    phone: row.phone,
    remark: row.remark,
    buildingName: row.buildingName,
    floorName: row.floorName,
    timeZone: row.timeZone,
    cancelledAt: row.cancelledAt ? toWireTime(row.cancelledAt, row.timeZone) : null,
    cancellable,
  };
}

/**
 * The view of a reservation just booked, from what the booking stored, its site (places named in the
 * caller's language, as findSite answers) and its booker: what a re-read of the new row would answer.
 */
export function bookedView(
  booked: BookedReservation,
  site: SiteRow,
  booker: { userId: number; name: string; account: string },
): ReservationView {
  return {
    ...booked,
    siteId: site.id,
    siteName: site.name,
    scene: site.scene,
    campusName: site.campusName,
    buildingName: site.buildingName,
    floorName: site.floorName,
    timeZone: site.timeZone,
    userId: booker.userId,
    userName: booker.name,
    account: booker.account,
    cancelledAt: null,
  };
}
