/**
 * The group classes' sweep (docs/fitness-classes.md), every tick:
 * - a class whose minimum sign-ups are decided (`decide_min` before its start) and not met is
 *   cancelled: every booking cancelled with its use given back, every member told (`minNotMet`);
 * - a class with free places and members waiting while its waitlist is open fills them (the first
 *   waiting member whose card can pay; a place freed by a freeze arrives here);
 * - a waitlist whose close time has passed expires: each waiting member told (`expired`);
 * - a class that has ended is finished.
 * Each class is changed under its row's lock (`for update skip locked`): a second process skips
 * the classes the first holds, and finds the others already changed.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubClassSession, clubClassWaitlist } from '../db/schema/index';
import { cancelSession, fillFromWaitlist, liveCount, tell, windowsOf } from '../modules/fitness/class-store';
import type { Job } from './runner';

/** What the sweep did to one class. */
export interface ClassSweepChange {
  sessionId: number;
  change: 'minNotMet' | 'filled' | 'waitlistExpired' | 'finished';
}

const waitingOf = sql`exists (select 1 from club_class_waitlist w where w.session_id = ${clubClassSession.id}
  and w.state = 'waiting')`;

/**
 * Runs the sweep at `now` (see the module comment).
 * @returns the changes made, class by class
 */
export async function runClubClassSweep(db: Db, now: Date): Promise<ClassSweepChange[]> {
  return db.transaction(async (tx) => {
    const changes: ClassSweepChange[] = [];
    const at = sql`${now.toISOString()}::timestamptz`;
    const claim = (where: ReturnType<typeof and>) =>
      tx
        .select()
        .from(clubClassSession)
        .where(and(eq(clubClassSession.state, 'scheduled'), where))
        .orderBy(asc(clubClassSession.id))
        .limit(200)
        .for('update', { skipLocked: true });
    for (const s of await claim(
      and(
        gt(clubClassSession.minSignups, 0),
        gt(clubClassSession.endsAt, now),
        sql`${clubClassSession.startsAt} - make_interval(mins => ${clubClassSession.decideMin}) <= ${at}`,
      ),
    )) {
      if ((await liveCount(tx, s.id)) >= s.minSignups) continue;
      await cancelSession(tx, s, { actorUserId: null, now, reason: 'minNotMet', context: 'minNotMet' });
      changes.push({ sessionId: s.id, change: 'minNotMet' });
    }
    for (const s of await claim(and(waitingOf, gt(clubClassSession.startsAt, now)))) {
      if (now >= windowsOf(s).waitlistClosesAt) {
        const expired = await tx
          .update(clubClassWaitlist)
          .set({ state: 'expired', reason: 'waitlistClosed', endedAt: now })
          .where(and(eq(clubClassWaitlist.sessionId, s.id), eq(clubClassWaitlist.state, 'waiting')))
          .returning({ userId: clubClassWaitlist.userId });
        for (const w of expired) await tell(tx, w.userId, s, 'expired');
        changes.push({ sessionId: s.id, change: 'waitlistExpired' });
      } else if ((await fillFromWaitlist(tx, s, { actorUserId: null, now })).length) {
        changes.push({ sessionId: s.id, change: 'filled' });
      }
    }
    for (const s of await claim(and(waitingOf, lte(clubClassSession.startsAt, now)))) {
      const expired = await tx
        .update(clubClassWaitlist)
        .set({ state: 'expired', reason: 'waitlistClosed', endedAt: now })
        .where(and(eq(clubClassWaitlist.sessionId, s.id), eq(clubClassWaitlist.state, 'waiting')))
        .returning({ userId: clubClassWaitlist.userId });
      for (const w of expired) await tell(tx, w.userId, s, 'expired');
      changes.push({ sessionId: s.id, change: 'waitlistExpired' });
    }
    for (const s of await claim(lte(clubClassSession.endsAt, now))) {
      await tx.update(clubClassSession).set({ state: 'finished', updatedAt: now }).where(eq(clubClassSession.id, s.id));
      changes.push({ sessionId: s.id, change: 'finished' });
    }
    return changes;
  });
}

/** The group classes' sweep as a job of the server process. */
export const clubClassJob: Job = {
  name: 'club-class',
  run: async (db, now) => (await runClubClassSweep(db, now)).length,
};
