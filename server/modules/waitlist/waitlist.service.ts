/**
 * The waitlist (platform/contracts/waitlist.contract.ts): joining a queue for a
 * full range, leaving it, and promotion — booking the first in line when the range frees.
 *
 * Joining checks what a booking would check without a lock (the range, the closures, who
 * may book, the window, the length, the notices, the credit bar) and that the range is
 * really unavailable; limits and quotas are counted at promotion time, when the booking
 * is made.
 *
 * Promotion ({@link promoteWaitlist}) takes a site's waiting entries oldest first; each
 * is claimed in its own transaction (`FOR UPDATE SKIP LOCKED`, so concurrent promoters —
 * a cancel's after-call effect and the job in another process — never book one entry
 * twice) and booked through the one booking path (reserve/booking.service.ts `book`) in
 * a savepoint: booked → `promoted`; still full (SLOT_TAKEN / SLOT_HELD) → stays waiting;
 * refused by a rule → `failed` with the refusal, and the next in line gets the place.
 * It runs after every change that frees time (cancel, end early, rejection, no-show)
 * and from the waitlist job, which also catches expired holds and ends entries whose
 * time has begun; nothing depends on the job for correctness, only for promptness.
 */
import { and, asc, count, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { Agreement } from '../../../platform/contracts/reserve.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { site as siteTable, waitlistEntry } from '../../db/schema/index';
import { refuseIfBarred } from '../credit/credit.service';
import { notify, sitePlaceParams, type MessageParams } from '../message/message.service';
import { book, checkRequest, isUnavailable } from '../reserve/booking.service';
import { lockedError } from '../catering/room-lock.queries';
import { clockTime, localDateOf } from '../reserve/campus-time';
import { findSite, type SiteRow } from '../site/site.queries';

/** A waitlist row. */
export type WaitlistRow = typeof waitlistEntry.$inferSelect;

/** SQLSTATE of a unique violation (the one waiting entry per user and range). */
const UNIQUE_VIOLATION = '23505';

/**
 * Puts `userId` in the queue for [start, end) of `site`; call inside a transaction.
 * @throws AppError from the booking checks that need no lock, WAITLIST_NOT_ALLOWED (the
 *   rule has no waitlist), CREDIT_BARRED, WAITLIST_NOT_NEEDED (the range is available),
 *   WAITLIST_ALREADY (already waiting for it), ROOM_LOCKED (a lock holds part of the range: no
 *   cancellation frees it)
 */
export async function joinWaitlist(
  db: Db,
  site: SiteRow,
  userId: number,
  start: Date,
  end: Date,
  accepted: readonly Agreement[],
  now: Date,
): Promise<WaitlistRow> {
  const { rule, agreements } = await checkRequest(db, site, userId, start, end, now, { agreements: accepted });
  if (!rule.waitlist) throw new AppError(Code.WAITLIST_NOT_ALLOWED);
  await refuseIfBarred(db, userId, now, site.timeZone);
  // A locked room frees by no cancellation: waiting for it is pointless (spec §4 "room: lock and unlock").
  const locked = await lockedError(db, site, start, end);
  if (locked) throw locked;
  if (!(await isUnavailable(db, site, userId, start, end, now))) throw new AppError(Code.WAITLIST_NOT_NEEDED);
  const [already] = await db
    .select({ id: waitlistEntry.id })
    .from(waitlistEntry)
    .where(
      and(
        eq(waitlistEntry.siteId, site.id),
        eq(waitlistEntry.userId, userId),
        eq(waitlistEntry.status, 'waiting'),
        eq(waitlistEntry.startAt, start),
        eq(waitlistEntry.endAt, end),
      ),
    );
  if (already) throw new AppError(Code.WAITLIST_ALREADY);
  try {
    const [row] = await db
      .insert(waitlistEntry)
      .values({
        siteId: site.id,
        userId,
        startAt: start,
        endAt: end,
        agreements,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row;
  } catch (err) {
    // Two joins of one user at once: the partial unique index keeps one.
    if (sqlStateOf(err) === UNIQUE_VIOLATION) throw new AppError(Code.WAITLIST_ALREADY);
    throw err;
  }
}

/**
 * Takes `userId`'s waiting entry `id` out of the queue.
 * @throws AppError WAITLIST_NOT_FOUND when it is not theirs or no longer waiting
 */
export async function leaveWaitlist(db: Db, userId: number, id: number, now: Date): Promise<WaitlistRow> {
  const [row] = await db
    .update(waitlistEntry)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(waitlistEntry.id, id), eq(waitlistEntry.userId, userId), eq(waitlistEntry.status, 'waiting')))
    .returning();
  if (!row) throw new AppError(Code.WAITLIST_NOT_FOUND);
  return row;
}

/**
 * The 1-based places in line of waiting entries `ids` (others of the same site and overlapping range ahead of each).
 */
export async function positionsOf(db: Db, rows: readonly WaitlistRow[]): Promise<Map<number, number>> {
  const positions = new Map<number, number>();
  for (const row of rows.filter((r) => r.status === 'waiting')) {
    const [ahead] = await db
      .select({ n: count() })
      .from(waitlistEntry)
      .where(
        and(
          eq(waitlistEntry.siteId, row.siteId),
          eq(waitlistEntry.status, 'waiting'),
          ne(waitlistEntry.id, row.id),
          lt(waitlistEntry.startAt, row.endAt),
          gt(waitlistEntry.endAt, row.startAt),
          sql`(${waitlistEntry.createdAt}, ${waitlistEntry.id}) < (${row.createdAt.toISOString()}::timestamptz,
            ${row.id})`,
        ),
      );
    positions.set(row.id, ahead.n + 1);
  }
  return positions;
}

/**
 * The `{ site, siteEn, siteTc, date, time }` of a range, as booking messages carry them (the site's three names,
 * campus-local date and time).
 */
async function rangeParams(db: Db, site: SiteRow, start: Date, end: Date): Promise<MessageParams> {
  const [names] = await db
    .select({ name: siteTable.name, nameEn: siteTable.nameEn, nameTc: siteTable.nameTc })
    .from(siteTable)
    .where(eq(siteTable.id, site.id));
  const time = (d: Date) => clockTime(d, site.timeZone);
  return {
    ...sitePlaceParams(names ?? { name: site.name, nameEn: null, nameTc: null }),
    date: localDateOf(start, site.timeZone),
    time: `${time(start)}–${time(end)}`,
  };
}

/** What one promotion attempt did. */
type Attempt = 'promoted' | 'full' | 'failed' | 'gone';

/** Tries to book waiting entry `id` of `site` (see the module comment); its own transaction. */
async function attempt(db: Db, site: SiteRow, id: number, now: Date): Promise<Attempt> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntry)
      .where(and(eq(waitlistEntry.id, id), eq(waitlistEntry.status, 'waiting')))
      .for('update', { skipLocked: true });
    if (!entry) return 'gone';
    try {
      const reservationId = await tx.transaction((savepoint) =>
        book(
          savepoint,
          {
            site,
            userId: entry.userId,
            start: entry.startAt,
            end: entry.endAt,
            agreements: (entry.agreements as Agreement[] | null) ?? [],
            confirmation: 'waitlistPromoted',
          },
          now,
        ),
      );
      await tx
        .update(waitlistEntry)
        .set({ status: 'promoted', reservationId, updatedAt: now })
        .where(eq(waitlistEntry.id, id));
      return 'promoted';
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === Code.SLOT_TAKEN || err.code === Code.SLOT_HELD) return 'full';
      const reason = { code: err.code, params: err.params ?? {} };
      await tx
        .update(waitlistEntry)
        .set({ status: 'failed', reason: JSON.stringify(reason), updatedAt: now })
        .where(eq(waitlistEntry.id, id));
      const params = Object.fromEntries(Object.entries(reason.params).map(([k, v]) => [k, String(v)]));
      await notify(tx, entry.userId, 'waitlistFailed', {
        ...params,
        ...(await rangeParams(tx, site, entry.startAt, entry.endAt)),
        reasonCode: String(err.code),
      });
      return 'failed';
    }
  });
}

/**
 * Books the first in line of every waiting range of site `siteId` that has become free
 * (see the module comment). Call outside any transaction (after the change that freed
 * time has committed).
 * @returns how many entries were booked
 */
export async function promoteWaitlist(db: Db, siteId: number, now: Date): Promise<number> {
  const site = await findSite(db, siteId, 'CN');
  if (!site) return 0;
  const waiting = await db
    .select({ id: waitlistEntry.id })
    .from(waitlistEntry)
    .where(and(eq(waitlistEntry.siteId, siteId), eq(waitlistEntry.status, 'waiting'), gt(waitlistEntry.startAt, now)))
    .orderBy(asc(waitlistEntry.createdAt), asc(waitlistEntry.id));
  let promoted = 0;
  for (const { id } of waiting) {
    if ((await attempt(db, site, id, now)) === 'promoted') promoted++;
  }
  return promoted;
}

/** {@link promoteWaitlist} for each of `siteIds` (once each). */
export async function promoteSites(db: Db, siteIds: Iterable<number>, now: Date): Promise<number> {
  let promoted = 0;
  for (const siteId of new Set(siteIds)) promoted += await promoteWaitlist(db, siteId, now);
  return promoted;
}

/**
 * Ends the waiting entries whose time has begun (`expired`).
 * @returns how many
 */
export async function expireWaitlist(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(waitlistEntry)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(waitlistEntry.status, 'waiting'), lte(waitlistEntry.startAt, now)))
    .returning({ id: waitlistEntry.id });
  return rows.length;
}

/** The sites that have someone waiting for a future range. */
export async function sitesWithWaiting(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ siteId: waitlistEntry.siteId })
    .from(waitlistEntry)
    .where(and(eq(waitlistEntry.status, 'waiting'), gt(waitlistEntry.startAt, now)));
  return rows.map((r) => r.siteId);
}
