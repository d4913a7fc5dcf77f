/**
 * The waitlist job: ends waiting entries whose time has begun, then tries to
 * book the first in line of every site with someone waiting — which catches what no call
 * announces (an expired hold, a bar that ended, a no-show marked by the sweep before it
 * in the same tick). Promotion is safe with several server processes: each entry is
 * claimed with `FOR UPDATE SKIP LOCKED` (server/modules/waitlist/waitlist.service.ts).
 */
import type { Db } from '../db/client';
import { expireWaitlist, promoteSites, sitesWithWaiting } from '../modules/waitlist/waitlist.service';
import type { Job } from './runner';

/**
 * One run at `now`.
 * @returns how many entries were booked
 */
export async function runWaitlistSweep(db: Db, now: Date): Promise<number> {
  await expireWaitlist(db, now);
  return promoteSites(db, await sitesWithWaiting(db, now), now);
}

/** The waitlist sweep as a job of the server process. */
export const waitlistJob: Job = {
  name: 'waitlist',
  run: (db, now) => runWaitlistSweep(db, now),
};
