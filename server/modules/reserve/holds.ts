/**
 * Holds (spec §7 /api/reserve/lockSite, unLockSite, getLockConfig): while a
 * booker fills the form, the chosen range is theirs for the rule's `holdMinutes`; others
 * see it as held and cannot book or hold it.
 *
 * A hold lives in `site_hold` until it expires. Correctness needs no sweeper: whoever
 * writes to a site (hold, booking, extension) takes the site's row lock and compares what
 * it writes with the live holds only; readers ignore expired rows too. A new hold first
 * deletes the site's expired holds, because holds of a single site must not overlap even
 * when expired (exclusion constraint `site_hold_no_overlap`); that also keeps the table
 * small. A booking consumes the booker's own holds on the range it books.
 */
import { and, eq, gt, lt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteHold } from '../../db/schema/index';

/** A live hold's range and end. */
export interface HoldRange {
  userId: number;
  startAt: Date;
  endAt: Date;
  expiresAt: Date;
}

/** Deletes the expired holds of `siteId` (call under the site's row lock, before inserting a hold). */
export async function purgeExpiredHolds(db: Db, siteId: number, now: Date): Promise<void> {
  await db.delete(siteHold).where(and(eq(siteHold.siteId, siteId), lte(siteHold.expiresAt, now)));
}

/** The live holds of `siteId` overlapping [from, to), of everyone or (`exceptUserId`) of everyone else. */
export async function liveHolds(
  db: Db,
  siteId: number,
  from: Date,
  to: Date,
  now: Date,
  exceptUserId?: number,
): Promise<HoldRange[]> {
  return db
    .select({
      userId: siteHold.userId,
      startAt: siteHold.startAt,
      endAt: siteHold.endAt,
      expiresAt: siteHold.expiresAt,
    })
    .from(siteHold)
    .where(
      and(
        eq(siteHold.siteId, siteId),
        gt(siteHold.expiresAt, now),
        lt(siteHold.startAt, to),
        gt(siteHold.endAt, from),
        exceptUserId === undefined ? undefined : ne(siteHold.userId, exceptUserId),
      ),
    );
}

/** Inserts a hold and returns its id. Fails with SQLSTATE 23P01 when it overlaps another exclusive hold. */
export async function insertHold(db: Db, values: typeof siteHold.$inferInsert): Promise<number> {
  const [row] = await db.insert(siteHold).values(values).returning({ id: siteHold.id });
  return row.id;
}

/** Deletes the holds of `userId` on `siteId` (all, or those overlapping [from, to)). */
export async function releaseHolds(
  db: Db,
  userId: number,
  siteId: number,
  range?: { from: Date; to: Date },
): Promise<number> {
  const deleted = await db
    .delete(siteHold)
    .where(
      and(
        eq(siteHold.userId, userId),
        eq(siteHold.siteId, siteId),
        range ? and(lt(siteHold.startAt, range.to), gt(siteHold.endAt, range.from)) : undefined,
      ),
    )
    .returning({ id: siteHold.id });
  return deleted.length;
}

/** Deletes hold `holdId` of `userId`; returns whether there was one. */
export async function releaseHold(db: Db, userId: number, holdId: number): Promise<boolean> {
  const deleted = await db
    .delete(siteHold)
    .where(and(eq(siteHold.id, holdId), eq(siteHold.userId, userId)))
    .returning({ id: siteHold.id });
  return deleted.length > 0;
}

/** Whether any of `holds` overlaps [from, to). */
export function overlapsAny(holds: readonly { startAt: Date; endAt: Date }[], from: Date, to: Date): boolean {
  return holds.some((h) => h.startAt < to && h.endAt > from);
}
