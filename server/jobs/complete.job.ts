/**
 * The completion sweep: a checked-in booking that has ended becomes
 * `completed` (`reservation.complete` through the statechart). Safe with several server
 * processes: see ./reservation-sweep.ts.
 */
import { lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservation } from '../db/schema/index';
import { sweepReservations, type SweptReservation } from './reservation-sweep';
import type { Job } from './runner';

/**
 * Completes every checked-in booking that ended at or before `now`.
 * @returns the bookings this call completed, by id
 */
export async function runCompleteSweep(db: Db, now: Date): Promise<SweptReservation[]> {
  return sweepReservations(db, {
    from: 'checkedIn',
    to: 'completed',
    event: { type: 'reservation.complete', now: now.getTime() },
    candidates: lte(reservation.endAt, now),
  });
}

/** The completion sweep as a job of the server process. */
export const completeJob: Job = {
  name: 'complete',
  run: async (db, now) => (await runCompleteSweep(db, now)).length,
};
