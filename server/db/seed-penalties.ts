/**
 * Demo penalties (docs/fitness-penalties.md): the Spinning class type carries its own no-show rule (no grace,
 * a 30-yuan fee, the use forfeited, waivable for 3 days), and the demo member's seeded offences — the Spinning
 * no-show, the yoga late cancel, the private session's no-show — are recorded by the very hooks the club runs
 * (penalty.ts), oldest first: the Spinning no-show is charged (a debt the gate flags), the others are the first
 * of their kind and forgiven by the grace of the rules migration 0045 copied from the settings.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { penalizeClassBooking, penalizePrivateSession } from '../modules/fitness/penalty';
import type { Db } from './client';
import { clubClassBooking, clubClassType, clubPenaltyRule, clubPrivateSession, sysUser } from './schema/index';

/** Seeds the Spinning override and records the demo member's offences. */
export async function seedPenalties(tx: Db, now: Date = new Date()): Promise<void> {
  const [spinning] = await tx.select().from(clubClassType).where(eq(clubClassType.nameEn, 'Spinning'));
  if (spinning)
    await tx.insert(clubPenaltyRule).values({
      courseKind: 'league',
      offence: 'noShow',
      classTypeId: spinning.id,
      forfeitUse: true,
      feeCents: 3000,
      graceCount: 0,
      graceDays: 30,
      waiveDays: 3,
      updatedAt: now,
    });
  const [member] = await tx.select().from(sysUser).where(eq(sysUser.account, 'member'));
  if (!member) return;
  const bookings = await tx
    .select()
    .from(clubClassBooking)
    .where(and(eq(clubClassBooking.userId, member.id), inArray(clubClassBooking.state, ['noShow', 'lateCancelled'])))
    .orderBy(asc(clubClassBooking.id));
  for (const b of bookings) await penalizeClassBooking(tx, b, b.state === 'noShow' ? 'noShow' : 'lateCancel');
  const sessions = await tx
    .select()
    .from(clubPrivateSession)
    .where(
      and(eq(clubPrivateSession.userId, member.id), inArray(clubPrivateSession.state, ['noShow', 'lateCancelled'])),
    )
    .orderBy(asc(clubPrivateSession.startAt));
  for (const s of sessions) await penalizePrivateSession(tx, s, s.state === 'noShow' ? 'noShow' : 'lateCancel');
}
