/**
 * Room locks as the booking engine sees them (spec §4 "room: lock and unlock"): whether a
 * range of a site is locked. A lock counts while it is scheduled or active and its range
 * overlaps; expired and unlocked locks are only the log. Read under the site's row lock
 * (reserve.queries.ts lockSite) — the lock call takes the same row lock before it checks the
 * site's bookings — so a booking and a lock of one site never both pass over the same time.
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { mcRoomLock } from '../../db/schema/index';
import { localDateTime } from '../credit/credit.service';

/** Stored states of a lock that still closes its range (a stale `scheduled` past its end overlaps nothing new). */
export const HOLDING_STATES = ['scheduled', 'active'] as const;

/** The local text of a range: `2026-11-26 09:00–12:00`, or with both dates when it spans days. */
export function periodText(start: Date, end: Date, timeZone: string): string {
  const a = localDateTime(start, timeZone);
  const b = localDateTime(end, timeZone);
  return a.date === b.date ? `${a.date} ${a.time}–${b.time}` : `${a.date} ${a.time} – ${b.date} ${b.time}`;
}

/**
 * ROOM_LOCKED for the earliest lock of `site` holding part of [start, end), or null when none does.
 * @returns the refusal (params `siteName`, `period` in the campus's time, `reason`) — not thrown, so a snapshot
 *   check ({@link ../reserve/booking.service isUnavailable}) can use it as well
 */
export async function lockedError(
  db: Db,
  site: { id: number; name: string; timeZone: string },
  start: Date,
  end: Date,
): Promise<AppError | null> {
  const [lock] = await db
    .select({ startAt: mcRoomLock.startAt, endAt: mcRoomLock.endAt, reason: mcRoomLock.reason })
    .from(mcRoomLock)
    .where(
      and(
        eq(mcRoomLock.siteId, site.id),
        inArray(mcRoomLock.state, [...HOLDING_STATES]),
        lt(mcRoomLock.startAt, end),
        gt(mcRoomLock.endAt, start),
      ),
    )
    .orderBy(asc(mcRoomLock.startAt))
    .limit(1);
  return lock ? roomLockedError(site, lock) : null;
}

/** ROOM_LOCKED for `lock` of `site` (params `siteName`, `period` in the campus's time, `reason`). */
export function roomLockedError(
  site: { name: string; timeZone: string },
  lock: { startAt: Date; endAt: Date; reason: string },
): AppError {
  return new AppError(Code.ROOM_LOCKED, {
    siteName: site.name,
    period: periodText(lock.startAt, lock.endAt, site.timeZone),
    reason: lock.reason,
  });
}
