/**
 * The reminder before start: an approved booking starting within the next 30
 * minutes gets one `reminder` message. A booking made inside that window gets none (its
 * booker has just been told it is confirmed).
 *
 * The booking of a meeting service order (the conference centre's meetings) is reminded of as that
 * meeting: its message also carries the order's `orderId`, `orderNo` and `subject` and the i18next
 * context `meeting` (messages `kind.reminder.title_meeting|text_meeting`: the meeting's subject,
 * room and time), and opens /conferenceDetails?id= (order-messages.ts messageLink).
 *
 * Once only, with several processes: the message row itself is the marker ("no reminder
 * for this booking yet" is part of the insert's own condition), and the runs serialize on
 * a transaction-level advisory lock, so a second process's insert starts after the first
 * has committed and sees its rows.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mcReserveOrder, reservation, userMessage } from '../db/schema/index';
import { notifyBookingsWhere } from '../modules/message/message.service';
import type { Job } from './runner';

/** How long before its start a booking is reminded of, in minutes. */
export const REMINDER_LEAD_MINUTES = 30;

/** Advisory lock key of the reminder runs (distinct from the seed's). */
const REMINDER_LOCK = 7_100_004;

/** Adds the meeting service order of their booking to the reminders `ids` that have one. */
async function nameMeetings(db: Db, ids: readonly number[]): Promise<void> {
  const list = sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  await db.execute(sql`
    update ${userMessage} set params = ${userMessage.params} || jsonb_build_object(
      'orderId', ${mcReserveOrder.id}, 'orderNo', ${mcReserveOrder.orderNo}, 'subject', ${mcReserveOrder.subject},
      'context', 'meeting')
    from ${mcReserveOrder}
    where ${userMessage.id} in (${list}) and ${mcReserveOrder.reservationId} = ${userMessage.reservationId}`);
}

/**
 * Writes the reminders due at `now`.
 * @returns the ids of the messages written
 */
export async function runReminderSweep(db: Db, now: Date): Promise<number[]> {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REMINDER_LOCK})`);
    const ids = await notifyBookingsWhere(
      tx,
      and(
        eq(reservation.status, 'approved'),
        gt(reservation.startAt, now),
        lte(reservation.startAt, horizon),
        lte(reservation.createdAt, sql`${reservation.startAt} - make_interval(mins => ${REMINDER_LEAD_MINUTES})`),
        sql`not exists (select 1 from ${userMessage} where ${userMessage.userId} = ${reservation.userId}
        and ${userMessage.reservationId} = ${reservation.id} and ${userMessage.kind} = 'reminder')`,
      ),
      'reminder',
    );
    if (ids.length) await nameMeetings(tx, ids);
    return ids;
  });
}

/** The reminder sweep as a job of the server process. */
export const reminderJob: Job = {
  name: 'reminder',
  run: async (db, now) => (await runReminderSweep(db, now)).length,
};
