/**
 * The training courses' daily changes, in the campus's dates (docs/training.md):
 * - a make-up token still available whose `expires_on` has passed expires (a booked one, pending, stays: its
 *   make-up lies before the expiry by rule, and its roll call uses it);
 * - a confirmed registration whose group's term has ended completes (machine step `train.complete`, an event
 *   without actor).
 * Rows are changed under their lock (`for update skip locked`); a second process skips what the first holds.
 */
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubTrainGroup, clubTrainRegistration, clubTrainToken } from '../db/schema/index';
import { todayAt } from '../modules/fitness/card-store';
import { stepRegistration } from '../modules/training/training-store';
import type { Job } from './runner';

/** What the sweep did: tokens expired and registrations completed. */
export interface TrainingSweepResult {
  expiredTokens: number[];
  completed: number[];
}

/** Runs the sweep at `now` (see the module comment). */
export async function runTrainingSweep(db: Db, now: Date): Promise<TrainingSweepResult> {
  const today = todayAt(now);
  return db.transaction(async (tx) => {
    const tokens = await tx
      .select({ id: clubTrainToken.id })
      .from(clubTrainToken)
      .where(and(eq(clubTrainToken.state, 'available'), lt(clubTrainToken.expiresOn, today)))
      .orderBy(asc(clubTrainToken.id))
      .limit(1000)
      .for('update', { skipLocked: true });
    const expiredTokens = tokens.map((t) => t.id);
    if (expiredTokens.length)
      await tx
        .update(clubTrainToken)
        .set({ state: 'expired', updatedAt: now })
        .where(inArray(clubTrainToken.id, expiredTokens));
    const ended = await tx
      .select({ r: clubTrainRegistration })
      .from(clubTrainRegistration)
      .innerJoin(clubTrainGroup, eq(clubTrainGroup.id, clubTrainRegistration.groupId))
      .where(and(eq(clubTrainRegistration.state, 'confirmed'), lt(clubTrainGroup.endsOn, today)))
      .orderBy(asc(clubTrainRegistration.id))
      .limit(500)
      .for('update', { of: clubTrainRegistration, skipLocked: true });
    for (const { r } of ended)
      await stepRegistration(tx as unknown as Db, r, 'train.complete', {
        actorUserId: null,
        reason: 'termEnded',
        at: now,
      });
    return { expiredTokens, completed: ended.map((e) => e.r.id) };
  });
}

/** The training sweep as a job of the server process. */
export const trainingJob: Job = {
  name: 'training',
  run: async (db, now) => {
    const { expiredTokens, completed } = await runTrainingSweep(db, now);
    return expiredTokens.length + completed.length;
  },
};
