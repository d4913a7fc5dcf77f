/**
 * Meeting receipts (spec §7 /receipt/reserve/): the participants of a booking in a scene
 * that asks for receipts (`scene.receipt_enabled`, set on the back office's /scene page)
 * are invited with the booking — one receipt each, and an in-app message `receiptInvite`
 * — and reply attend or decline (with a reason), as calendar invitations do (RFC 5545
 * PARTSTAT): NEEDS_ACTION until they reply, then ACCEPTED or DECLINED. An answer may
 * change until the booking starts; a cancelled (or rejected, ended) booking takes no more
 * answers. A decline tells the organiser (message `receiptDeclined`); the organiser, and
 * whoever has the booking in their data scope, sees who replied what.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime } from './common';
import { ReservationDetail } from './reserve.contract';

/** How an invitee answered (RFC 5545 PARTSTAT, with `_` for `-`). */
export const ReceiptStatus = z.enum(['NEEDS_ACTION', 'ACCEPTED', 'DECLINED']);
export type ReceiptStatus = z.infer<typeof ReceiptStatus>;

/** The longest decline reason, characters. */
export const RECEIPT_REASON_MAX = 200;

/** One receipt: its status, the decline reason (null otherwise) and when it was answered (null: not yet). */
export const Receipt = z.object({
  status: ReceiptStatus,
  reason: z.string().nullable(),
  repliedAt: IsoDateTime.nullable(),
});
export type Receipt = z.infer<typeof Receipt>;

/**
 * The invitee's view: the booking (site, place, time, organiser `userName`, subject …;
 * `cancellable` is always false here), their own receipt, and whether they may answer now
 * (the booking is pending or booked and has not started).
 */
export const ReceiptInvitation = z.object({
  booking: ReservationDetail,
  receipt: Receipt,
  answerable: z.boolean(),
});
export type ReceiptInvitation = z.infer<typeof ReceiptInvitation>;

/** A participant's receipt as the organiser sees it. */
export const ReceiptEntry = Receipt.extend({
  userId: z.number().int(),
  name: z.string(),
  account: z.string(),
});
export type ReceiptEntry = z.infer<typeof ReceiptEntry>;

/** The organiser's view: counts by status and each invitee (in the order they were invited). */
export const ReceiptInfo = z.object({
  accepted: z.number().int().min(0),
  declined: z.number().int().min(0),
  pending: z.number().int().min(0),
  receipts: z.array(ReceiptEntry),
});
export type ReceiptInfo = z.infer<typeof ReceiptInfo>;

export const getReceiptBehavior = defineCall({
  method: 'GET',
  path: '/receipt/reserve/getReceiptBehavior',
  access: 'user',
  summary: "Whether the bookings of a scene ask their participants for a receipt (the scene's receipt setting).",
  input: z.object({ sceneId: Id }),
  output: z.object({ enabled: z.boolean() }),
  errors: [Code.NOT_FOUND],
});

export const receiptDetails = defineCall({
  method: 'GET',
  path: '/receipt/reserve/details',
  access: 'user',
  summary: "A booking the caller is invited to, with the caller's receipt (`id`: the reservation's id).",
  input: z.object({ id: Id }),
  output: ReceiptInvitation,
  errors: [Code.RECEIPT_NOT_INVITED],
});

export const receiptAgree = defineCall({
  method: 'POST',
  path: '/receipt/reserve/agree',
  access: 'user',
  summary:
    'The caller attends (`attend: true`) or declines (with `reason`) a booking they are invited to; ' +
    'changeable until the booking starts. A decline tells the organiser.',
  input: z.object({
    id: Id,
    attend: z.boolean(),
    reason: z.string().trim().max(RECEIPT_REASON_MAX).optional(),
  }),
  output: ReceiptInvitation,
  errors: [Code.RECEIPT_NOT_INVITED, Code.RECEIPT_REASON_REQUIRED, Code.RECEIPT_CLOSED, Code.RECEIPT_STARTED],
});

export const getReceiptInfo = defineCall({
  method: 'GET',
  path: '/receipt/reserve/getReceiptInfo',
  access: 'user',
  summary:
    "The receipts of a booking: counts and each invitee's answer; for its booker and those with the booking " +
    'in their data scope.',
  input: z.object({ id: Id }),
  output: ReceiptInfo,
  errors: [Code.RESERVATION_NOT_FOUND],
});
