/**
 * A booking's locks and what it reads under them, in one round trip: the SQL function `booking_locks` (migration
 * 0036) takes the organisation's and the user's advisory locks (rules/booking-checks.ts `lockBooker`, same keys),
 * reads the user's open credit bars, then locks the site's row and reads its kind and capacity, the first room lock
 * and the live holds over the range — in that order, each read after its lock with a fresh snapshot. Either part
 * may be skipped, so that the counting checks (bookings per day / week, quotas) can run between the booker's locks
 * and the site's (./booking.service.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HOLDING_STATES } from '../catering/room-lock.queries';
import type { OpenBar } from '../credit/credit.service';
import type { HoldRange } from './holds';

/** The site's part: as of its row lock. */
export interface SiteLocked {
  kind: 'single' | 'capacity';
  capacity: number;
  /** The earliest scheduled or active room lock overlapping the range, or null. */
  roomLock: { startAt: Date; endAt: Date; reason: string } | null;
  /** Everyone's live holds overlapping the range. */
  holds: HoldRange[];
}

/** What {@link bookingLocks} read: the open bars (when the user was locked) and the site (when it was). */
export interface BookingLocks {
  bars: OpenBar[] | null;
  site: SiteLocked | null;
}

/** What to lock: the booker (`orgId` only when an organisation quota applies) and / or the site over a range. */
export interface BookingLockRequest {
  orgId: number | null;
  userId: number | null;
  site: { id: number; from: Date; to: Date; now: Date } | null;
}

/** The JSON the function answers (timestamps as ISO text). */
interface LocksJson {
  bars: { scoreAt: number; barredUntil: string }[] | null;
  kind?: 'single' | 'capacity';
  capacity?: number;
  roomLock?: { startAt: string; endAt: string; reason: string } | null;
  holds?: { userId: number; startAt: string; endAt: string; expiresAt: string }[];
}

/**
 * Takes the locks of `request` in the writers' order (organisation → user → site) and answers what was read
 * under them (see the module comment); one statement. Locks last until the transaction ends.
 */
export async function bookingLocks(db: Db, request: BookingLockRequest): Promise<BookingLocks> {
  const { site } = request;
  const result = await db.execute(sql`select booking_locks(${request.orgId}::int, ${request.userId}::int,
    ${site?.id ?? null}::int, ${site?.from.toISOString() ?? null}::timestamptz,
    ${site?.to.toISOString() ?? null}::timestamptz, ${site?.now.toISOString() ?? null}::timestamptz,
    ${`{${HOLDING_STATES.join(',')}}`}::text[]) as locks`);
  const [row] = (result as unknown as { rows: { locks: LocksJson | string }[] }).rows;
  const locks: LocksJson = typeof row.locks === 'string' ? JSON.parse(row.locks) : row.locks;
  return {
    bars: locks.bars?.map((b) => ({ scoreAt: b.scoreAt, barredUntil: new Date(b.barredUntil) })) ?? null,
    site: site
      ? {
          kind: locks.kind!,
          capacity: locks.capacity!,
          roomLock: locks.roomLock
            ? {
                startAt: new Date(locks.roomLock.startAt),
                endAt: new Date(locks.roomLock.endAt),
                reason: locks.roomLock.reason,
              }
            : null,
          holds: (locks.holds ?? []).map((h) => ({
            userId: h.userId,
            startAt: new Date(h.startAt),
            endAt: new Date(h.endAt),
            expiresAt: new Date(h.expiresAt),
          })),
        }
      : null,
  };
}
