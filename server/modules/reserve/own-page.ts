/**
 * A page of the caller's own bookings as /my and the cross-day list show them (spec §7
 * current/page, cross/page): only the caller's rows, `upcoming` (active, not ended) soonest
 * first, `all` latest first, each row in the caller's language.
 */
import { and, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Reservation } from '../../../platform/contracts/reserve.contract';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { reservation } from '../../db/schema/index';
import { ACTIVE_STATUSES, pageReservations } from './reserve.queries';
import { reservationOut } from './reservation-wire';

/** What a page of own bookings is asked with. */
export interface OwnPageQuery {
  scope: 'upcoming' | 'all';
  pageNo: number;
  pageSize: number;
}

/** The page of `userId`'s bookings matching `filters` (more conditions, ANDed) as of `now`. */
export async function ownReservationPage(
  db: Db,
  userId: number,
  query: OwnPageQuery,
  filters: (SQL | undefined)[],
  now: Date,
  lang: Lang,
): Promise<{ rows: Reservation[]; total: number; pageNo: number; pageSize: number }> {
  const upcoming = query.scope === 'upcoming';
  const where = and(
    eq(reservation.userId, userId),
    ...filters,
    upcoming ? and(inArray(reservation.status, [...ACTIVE_STATUSES]), gt(reservation.endAt, now)) : undefined,
  );
  const { rows, total } = await pageReservations(
    db,
    where,
    query.pageNo,
    query.pageSize,
    lang,
    upcoming ? 'soonest' : 'latest',
  );
  return { rows: rows.map((r) => reservationOut(r, lang)), total, pageNo: query.pageNo, pageSize: query.pageSize };
}
