/**
 * Handlers of platform/contracts/receipt.contract.ts: a scene's receipt setting, the
 * invitee's view and answer, and the organiser's view of a booking's receipts. The
 * invitations themselves are written with the booking (./receipt.service.ts
 * `syncReceipts`, called by reserve/booking.service `book` and details/update).
 */
import type { ReceiptInvitation } from '../../../platform/contracts/receipt.contract';
import * as receiptContracts from '../../../platform/contracts/receipt.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { implement } from '../../plugins/call-handler';
import { toWireTime } from '../reserve/campus-time';
import { reservationDetailOut } from '../reserve/reservation-wire';
import { findReservation } from '../reserve/reserve.queries';
import { viewScope } from '../reserve/reserve.service';
import { answerReceipt, findReceipt, isAnswerable, listReceipts, receiptEnabledOf } from './receipt.service';

/**
 * What invitee `userId` sees of booking `id` at `now`.
 * @throws AppError RECEIPT_NOT_INVITED (no receipt of theirs, or no such booking)
 */
async function invitationOf(db: Db, id: number, userId: number, now: Date, lang: Lang): Promise<ReceiptInvitation> {
  const receipt = await findReceipt(db, id, userId);
  const booking = receipt ? await findReservation(db, id, lang) : null;
  if (!receipt || !booking) throw new AppError(Code.RECEIPT_NOT_INVITED, { id });
  return {
    booking: reservationDetailOut(booking, lang, false),
    receipt: {
      status: receipt.status,
      reason: receipt.reason,
      repliedAt: receipt.repliedAt ? toWireTime(receipt.repliedAt, booking.timeZone) : null,
    },
    answerable: isAnswerable(receipt, now),
  };
}

/** Registrations of the receipt module. */
export const receiptHandlers = implement(receiptContracts, {
  getReceiptBehavior: async (input, ctx) => {
    const enabled = await receiptEnabledOf(ctx.db, input.sceneId);
    if (enabled === null) throw new AppError(Code.NOT_FOUND);
    return { enabled };
  },

  receiptDetails: async (input, ctx) => invitationOf(ctx.db, input.id, ctx.principal.userId, ctx.now, ctx.lang),

  receiptAgree: async (input, ctx) => {
    const me = ctx.principal;
    await answerReceipt(ctx.db, input.id, { userId: me.userId, name: me.name }, input, ctx.now);
    ctx.audit({ after: { id: input.id, attend: input.attend, reason: input.attend ? null : input.reason } });
    return invitationOf(ctx.db, input.id, me.userId, ctx.now, ctx.lang);
  },

  getReceiptInfo: async (input, ctx) => {
    const booking = await findReservation(ctx.db, input.id, ctx.lang, await viewScope(ctx.db, ctx.principal));
    if (!booking) throw new AppError(Code.RESERVATION_NOT_FOUND, { id: input.id });
    const rows = await listReceipts(ctx.db, booking.id);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    return {
      accepted: count('ACCEPTED'),
      declined: count('DECLINED'),
      pending: count('NEEDS_ACTION'),
      receipts: rows.map((r) => ({
        ...r,
        repliedAt: r.repliedAt ? toWireTime(r.repliedAt, booking.timeZone) : null,
      })),
    };
  },
});
