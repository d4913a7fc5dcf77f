/**
 * Meeting receipts (platform/contracts/receipt.contract.ts): inviting the participants of
 * a booking whose scene asks for receipts, and answering an invitation. Every write runs
 * in the caller's transaction: a booking that rolls back invites nobody.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { ReceiptStatus } from '../../../platform/contracts/receipt.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { reservation, reservationReceipt, scene, site, sysUser } from '../../db/schema/index';
import { notifyBookings, notifyUsersAboutBooking } from '../message/message.service';

/** Booking states whose receipts may still be answered (before the start). */
const ANSWERABLE_STATUSES: readonly string[] = ['pendingAudit', 'approved'];

/**
 * Makes the receipts of booking `reservationId` follow its registered participants
 * `userIds` (never its booker), when its scene asks for receipts — else does nothing: new
 * participants get a NEEDS_ACTION receipt and the message `receiptInvite` (naming the
 * organiser, `by`), removed ones lose theirs, the others keep their answers.
 * Call with the transaction that stores the participants.
 */
export async function syncReceipts(db: Db, reservationId: number, userIds: readonly number[]): Promise<void> {
  const [booking] = await db
    .select({ enabled: scene.receiptEnabled, organiser: sysUser.name })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(scene, eq(scene.id, site.sceneId))
    .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
    .where(eq(reservation.id, reservationId));
  if (!booking?.enabled) return;
  await db
    .delete(reservationReceipt)
    .where(
      and(
        eq(reservationReceipt.reservationId, reservationId),
        userIds.length > 0 ? notInArray(reservationReceipt.userId, [...userIds]) : undefined,
      ),
    );
  if (userIds.length === 0) return;
  const invited = await db
    .insert(reservationReceipt)
    .values(userIds.map((userId) => ({ reservationId, userId })))
    .onConflictDoNothing()
    .returning({ userId: reservationReceipt.userId });
  await notifyUsersAboutBooking(
    db,
    reservationId,
    invited.map((r) => r.userId),
    'receiptInvite',
    { by: booking.organiser },
  );
}

/** A receipt row with the state of its booking, as {@link findReceipt} reads it. */
export interface ReceiptRow {
  id: number;
  status: ReceiptStatus;
  reason: string | null;
  repliedAt: Date | null;
  bookingStatus: string;
  startAt: Date;
}

/** Receipt of `userId` for booking `reservationId` with its booking's state, or null; `lock` takes its row lock. */
export async function findReceipt(
  db: Db,
  reservationId: number,
  userId: number,
  lock = false,
): Promise<ReceiptRow | null> {
  const query = db
    .select({
      id: reservationReceipt.id,
      status: reservationReceipt.status,
      reason: reservationReceipt.reason,
      repliedAt: reservationReceipt.repliedAt,
      bookingStatus: reservation.status,
      startAt: reservation.startAt,
    })
    .from(reservationReceipt)
    .innerJoin(reservation, eq(reservation.id, reservationReceipt.reservationId))
    .where(and(eq(reservationReceipt.reservationId, reservationId), eq(reservationReceipt.userId, userId)));
  const [row] = lock ? await query.for('update', { of: reservationReceipt }) : await query;
  return row ?? null;
}

/** Whether a receipt of a booking in `bookingStatus` starting at `startAt` may be answered at `now`. */
export function isAnswerable(row: Pick<ReceiptRow, 'bookingStatus' | 'startAt'>, now: Date): boolean {
  return ANSWERABLE_STATUSES.includes(row.bookingStatus) && row.startAt > now;
}

/** An answer to an invitation. */
export interface ReceiptAnswer {
  attend: boolean;
  /** Required (non-blank) when declining; ignored when attending. */
  reason?: string;
}

/**
 * Records `userId`'s answer to their invitation to booking `reservationId` at `now`
 * (under the receipt's row lock). A change to DECLINED tells the organiser
 * (`receiptDeclined` with the invitee's `name` and the `reason`).
 * @throws AppError RECEIPT_NOT_INVITED (no receipt of theirs, or no such booking),
 *   RECEIPT_CLOSED (`state`: the booking is no longer pending or booked), RECEIPT_STARTED,
 *   RECEIPT_REASON_REQUIRED (declining without a reason)
 */
export async function answerReceipt(
  db: Db,
  reservationId: number,
  user: { userId: number; name: string },
  answer: ReceiptAnswer,
  now: Date,
): Promise<void> {
  const row = await findReceipt(db, reservationId, user.userId, true);
  if (!row) throw new AppError(Code.RECEIPT_NOT_INVITED, { id: reservationId });
  if (!ANSWERABLE_STATUSES.includes(row.bookingStatus)) {
    throw new AppError(Code.RECEIPT_CLOSED, { id: reservationId, state: row.bookingStatus });
  }
  if (row.startAt <= now) throw new AppError(Code.RECEIPT_STARTED, { id: reservationId });
  const reason = answer.attend ? null : answer.reason?.trim() || null;
  if (!answer.attend && reason === null) throw new AppError(Code.RECEIPT_REASON_REQUIRED);
  const status: ReceiptStatus = answer.attend ? 'ACCEPTED' : 'DECLINED';
  await db.update(reservationReceipt).set({ status, reason, repliedAt: now }).where(eq(reservationReceipt.id, row.id));
  if (status === 'DECLINED' && row.status !== 'DECLINED') {
    await notifyBookings(db, [reservationId], 'receiptDeclined', { name: user.name, reason: reason ?? '' });
  }
}

/** The receipts of booking `reservationId` with their invitees, in the order they were invited. */
export async function listReceipts(db: Db, reservationId: number) {
  return db
    .select({
      userId: reservationReceipt.userId,
      name: sysUser.name,
      account: sysUser.account,
      status: reservationReceipt.status,
      reason: reservationReceipt.reason,
      repliedAt: reservationReceipt.repliedAt,
    })
    .from(reservationReceipt)
    .innerJoin(sysUser, eq(sysUser.id, reservationReceipt.userId))
    .where(eq(reservationReceipt.reservationId, reservationId))
    .orderBy(asc(reservationReceipt.id));
}

/** Whether the bookings of scene `sceneId` ask for receipts; null for an unknown scene. */
export async function receiptEnabledOf(db: Db, sceneId: number): Promise<boolean | null> {
  const [row] = await db.select({ enabled: scene.receiptEnabled }).from(scene).where(eq(scene.id, sceneId));
  return row ? row.enabled : null;
}
