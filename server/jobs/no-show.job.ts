/**
 * The no-show sweep: an approved booking whose check-in window has closed
 * without a check-in becomes `noShow` (`reservation.noShow` through the statechart, each
 * booking under the time rules it was booked with). In the same transaction its owner
 * gets the `noShow` message and loses the credit points of the scene's credit rule
 * (server/modules/credit), which may bar them from booking. Safe with several server
 * processes: see ./reservation-sweep.ts.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_RESERVATION_RULES } from '../../machines/reservation.machine';
import type { Db } from '../db/client';
import { building, campus, floor, reservation, site } from '../db/schema/index';
import { deductCredit } from '../modules/credit/credit.service';
import { notifyBookings } from '../modules/message/message.service';
import { checkInWindowSql } from '../modules/reserve/reserve.queries';
import { SWEEP_BATCH_SIZE, sweepReservations, type SweptReservation } from './reservation-sweep';
import type { Job } from './runner';

/** Sends the message and deducts the credit of each no-show in `moved` (inside the batch's transaction). */
async function followUpNoShows(tx: Db, moved: SweptReservation[], now: Date): Promise<void> {
  const ids = moved.map((m) => m.id);
  await notifyBookings(tx, ids, 'noShow');
  const places = await tx
    .select({ id: reservation.id, sceneId: site.sceneId, timeZone: campus.timeZone })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .where(inArray(reservation.id, ids));
  for (const m of moved) {
    const place = places.find((p) => p.id === m.id)!;
    await deductCredit(
      tx,
      { userId: m.userId, sceneId: place.sceneId, reason: 'noShow', reservationId: m.id, timeZone: place.timeZone },
      now,
    );
  }
}

/**
 * Marks every approved booking whose check-in window closed at or before `now` as a no-show,
 * `batchSize` rows per transaction.
 * @returns the bookings this call marked, by id
 */
export async function runNoShowSweep(db: Db, now: Date, batchSize = SWEEP_BATCH_SIZE): Promise<SweptReservation[]> {
  const { closes } = checkInWindowSql(DEFAULT_RESERVATION_RULES);
  return sweepReservations(
    db,
    {
      from: 'approved',
      to: 'noShow',
      event: { type: 'reservation.noShow', now: now.getTime() },
      candidates: sql`${closes} <= ${now.toISOString()}::timestamptz`,
      followUp: (tx, moved) => followUpNoShows(tx, moved, now),
    },
    batchSize,
  );
}

/** The no-show sweep as a job of the server process. */
export const noShowJob: Job = {
  name: 'no-show',
  run: async (db, now) => (await runNoShowSweep(db, now)).length,
};
