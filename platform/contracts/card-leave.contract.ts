/**
 * A member's own leave (freeze) requests of membership cards (docs/fitness.md "A member's leave
 * request"): terminal calls acting on the caller's own cards only (another's card or request
 * answers NOT_FOUND, as an unknown one). When the card's type requires approval the request waits
 * as pending while its workflow process (business type CARD_LEAVE) runs, and the card is frozen
 * only when the process approves it; without approval it is frozen at once, as the staff's leave.
 * Dates are ISO local dates of the campus (Asia/Shanghai), inclusive; money in cents.
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { Id, IsoDate, IsoDateTime, NoInput } from './common';
import { defineCall } from './define-call';
import { CardRow } from './membership-card.contract';

/** Where a member's leave request stands: waiting for its process, or how it ended. */
export const LeaveRequestStatus = z.enum(['pending', 'approved', 'rejected', 'withdrawn']);
export type LeaveRequestStatus = z.infer<typeof LeaveRequestStatus>;

/** A member's leave request (its `leaveRequest` event) and its process. */
export const LeaveRequestRow = z.object({
  /** The request's id (its event's). */
  id: z.number().int(),
  cardId: z.number().int(),
  cardNo: z.string(),
  /** The days asked for (ISO dates, inclusive) and their count. */
  from: IsoDate,
  to: IsoDate,
  days: z.number().int(),
  reason: z.string(),
  status: LeaveRequestStatus,
  /** The approval's workflow process. */
  processId: z.number().int().nullable(),
  /** The approver's comment of a rejection. */
  comment: z.string().nullable(),
  requestedAt: IsoDateTime,
});
export type LeaveRequestRow = z.infer<typeof LeaveRequestRow>;

/** What a member's leave request did: frozen at once (no approval required) or pending its approval. */
export const LeaveRequestResult = z.object({
  outcome: z.enum(['frozen', 'pending']),
  /** The pending request (null when the card was frozen at once). */
  request: LeaveRequestRow.nullable(),
  card: CardRow,
});

export const fitnessCardLeaveRequest = defineCall({
  method: 'POST',
  path: '/api/fitness/card/leaveRequest',
  access: 'user',
  summary:
    'Ask for a leave of one of the caller’s cards from `from` to `to` (today or later) for a reason of its type: ' +
    'frozen at once, or pending the approval its type requires.',
  input: z
    .object({ id: Id, from: IsoDate, to: IsoDate, reason: z.string().trim().min(1).max(64) })
    .refine((v) => v.to >= v.from, { path: ['to'], message: 'resource:validation.dateOrder' }),
  output: LeaveRequestResult,
  errors: [
    Code.NOT_FOUND,
    Code.ORDER_STEP_NOT_ALLOWED,
    Code.CARD_RULE_FORBIDS,
    Code.CARD_LEAVE_BACKDATED,
    Code.CARD_LEAVE_TOO_SHORT,
    Code.CARD_LEAVE_QUOTA,
    Code.CARD_LEAVE_TIMES,
    Code.CARD_LEAVE_REASON,
    Code.CARD_LEAVE_PENDING,
    Code.CARD_LEAVE_FEE_AT_DESK,
  ],
});

export const fitnessCardLeaveWithdraw = defineCall({
  method: 'POST',
  path: '/api/fitness/card/leaveWithdraw',
  access: 'user',
  summary: 'Withdraw one of the caller’s pending leave requests: its process ends withdrawn, the card unchanged.',
  input: z.object({ id: Id }),
  output: LeaveRequestRow,
  errors: [Code.NOT_FOUND, Code.CARD_LEAVE_NOT_PENDING],
});

export const fitnessCardLeaveMine = defineCall({
  method: 'GET',
  path: '/api/fitness/card/leaveMine',
  access: 'user',
  summary: 'The caller’s leave requests, newest first, with where each stands.',
  input: NoInput,
  output: z.array(LeaveRequestRow),
  errors: [],
});
