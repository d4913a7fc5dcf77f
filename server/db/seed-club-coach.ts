/**
 * Demo data of the coaches' side (docs/fitness-coaches.md): the demo member's latest attended private
 * session rated (Li Ming, 5 and 4, a comment) — the attended group class is left for the member to rate on
 * /fitnessCenter/evaluationRecords —, and three pay rules: ¥100 per class by default, ¥20 per attendee of a
 * group class, ¥150 per hour of Li Ming's private sessions (amounts in cents). Runs after the classes' and
 * private sessions' seeds.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { clubCoach, clubCoachPayRule, clubPrivateSession, clubRating, sysUser } from './schema/index';

/** Writes the demo rating and pay rules. */
export async function seedClubCoach(tx: Db, now: Date = new Date()): Promise<void> {
  const [member] = await tx.select().from(sysUser).where(eq(sysUser.account, 'member'));
  const [liMing] = await tx
    .select({ id: clubCoach.id })
    .from(clubCoach)
    .innerJoin(sysUser, eq(sysUser.id, clubCoach.userId))
    .where(eq(sysUser.account, 'coach'));
  if (!member || !liMing) return;
  const [session] = await tx
    .select()
    .from(clubPrivateSession)
    .where(and(eq(clubPrivateSession.userId, member.id), eq(clubPrivateSession.state, 'attended')))
    .orderBy(desc(clubPrivateSession.startAt))
    .limit(1);
  if (session)
    await tx.insert(clubRating).values({
      kind: 'private',
      sourceId: session.id,
      userId: member.id,
      orgId: session.orgId,
      coachId: session.coachId,
      heldAt: session.startAt,
      trainerScore: 5,
      serviceScore: 4,
      comment: '动作讲解很清楚，节奏合适。',
      createdAt: now,
    });
  await tx.insert(clubCoachPayRule).values([
    { basis: 'perClass', amountCents: 10_000, note: 'default' },
    { courseKind: 'league', basis: 'perHead', amountCents: 2_000, note: 'group classes' },
    { coachId: liMing.id, courseKind: 'private', basis: 'perHour', amountCents: 15_000, note: 'Li Ming private' },
  ]);
}
