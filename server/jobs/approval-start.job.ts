/**
 * Bookings still waiting for their approval process when they start (spec §2 /formRule):
 * the process is closed as rejected (closeBusinessProcess of the process engine), and the
 * booking is rejected with it, freeing its slot (applyBookingProcessEnd of
 * server/modules/reserve/booking-process-end.ts), in one transaction.
 *
 * Once only, with several processes: the job tick runs it in one process per minute
 * (./job-tick.ts), and closing takes the process's row lock and does nothing to a process
 * no longer open, so a second run finds nothing left to close.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservation, wfProcess } from '../db/schema/index';
import { applyBookingProcessEnd } from '../modules/reserve/booking-process-end';
import { closeBusinessProcess } from '../modules/workflow/process-engine';
import type { Job } from './runner';

/**
 * Rejects the open processes of bookings that have started by `now`, one transaction each.
 * @returns how many were closed
 */
export async function runApprovalStartSweep(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ processId: wfProcess.id, key: wfProcess.businessKey })
    .from(wfProcess)
    .innerJoin(reservation, sql`${reservation.id}::text = ${wfProcess.businessKey}`)
    .where(
      and(
        eq(wfProcess.businessType, 'RESERVATION'),
        inArray(wfProcess.status, ['RUNNING', 'RETURNED']),
        lte(reservation.startAt, now),
      ),
    );
  let closed = 0;
  for (const { processId, key } of due) {
    if (!key) continue;
    const ended = await db.transaction(async (tx) => {
      if (!(await closeBusinessProcess(tx, 'RESERVATION', key, 'rejected', null, now))) return false;
      await applyBookingProcessEnd(tx, {
        processId,
        businessKey: key,
        outcome: 'rejected',
        comment: null,
        actorId: null,
        now,
      });
      return true;
    });
    if (ended) closed++;
  }
  return closed;
}

/** The sweep as a job of the server process. */
export const approvalStartJob: Job = {
  name: 'approval-start',
  run: (db, now) => runApprovalStartSweep(db, now),
};
