/**
 * Demo room locks (spec §4 "room: lock and unlock", /roomUpdates): one active today on
 * Meeting Room 503 (the whole local day, projector replacement), one past and expired on
 * Meeting Room 302 a week ago, and one on Meeting Room 501 in two days that was unlocked —
 * all made by the catering demo account. No demo booking is seeded on those rooms then, and
 * the tests book these rooms only on later days. Written inside the seed's transaction,
 * after the accounts and the sites.
 */
import { eq, inArray } from 'drizzle-orm';
import { addDays, localDateOf, localInstant } from '../modules/reserve/campus-time';
import type { Db } from './client';
import { mcRoomLock, site, sysUser } from './schema/index';

/** The campus zone of the demo's meeting rooms. */
const ZONE = 'Asia/Shanghai';

/** Writes the demo locks relative to `now`. */
export async function seedRoomLocks(tx: Db, now: Date = new Date()): Promise<void> {
  const [staff] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'catering'));
  const sites = await tx
    .select({ id: site.id, name: site.nameEn })
    .from(site)
    .where(inArray(site.nameEn, ['Meeting Room 503', 'Meeting Room 302', 'Meeting Room 501']));
  const idOf = (name: string) => sites.find((s) => s.name === name)!.id;
  const today = localDateOf(now, ZONE);
  const by = staff?.id ?? null;
  const weekAgo = addDays(today, -7);
  const inTwoDays = addDays(today, 2);
  await tx.insert(mcRoomLock).values([
    {
      siteId: idOf('Meeting Room 503'),
      startAt: localInstant(today, 0, ZONE),
      endAt: localInstant(today, 24 * 60, ZONE),
      reason: 'Projector replacement',
      state: 'active',
      lockedBy: by,
      lockedAt: localInstant(addDays(today, -1), 17 * 60, ZONE),
    },
    {
      siteId: idOf('Meeting Room 302'),
      startAt: localInstant(weekAgo, 9 * 60, ZONE),
      endAt: localInstant(weekAgo, 12 * 60, ZONE),
      reason: 'Carpet cleaning',
      state: 'expired',
      lockedBy: by,
      lockedAt: localInstant(addDays(weekAgo, -1), 10 * 60, ZONE),
    },
    {
      siteId: idOf('Meeting Room 501'),
      startAt: localInstant(inTwoDays, 14 * 60, ZONE),
      endAt: localInstant(inTwoDays, 16 * 60, ZONE),
      reason: 'Video conference line test',
      state: 'unlocked',
      lockedBy: by,
      lockedAt: localInstant(addDays(today, -2), 9 * 60, ZONE),
      unlockedBy: by,
      unlockedAt: localInstant(addDays(today, -1), 11 * 60, ZONE),
    },
  ]);
}
