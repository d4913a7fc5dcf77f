/**
 * The waitlist (beyond the spec, as LibreBooking and fitness apps offer it):
 * a booker queues for a range of a site that is full (booked, or held by others) when the
 * site's reservation rule allows it; when the range frees (a cancellation, an early end,
 * a rejection, a no-show, an expired hold) the first in line is booked automatically,
 * within the rules, and told so (message `waitlistPromoted`). One refused by a rule by
 * then (a quota, a daily limit, a bar) is skipped (`failed`, message `waitlistFailed`)
 * and the next in line gets the place.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Agreement } from './reserve.contract';
import { BOOKING_CHECK_REFUSALS } from '../protocol/refusals';

/** Where an entry stands. */
export const WaitlistStatus = z.enum(['waiting', 'promoted', 'cancelled', 'expired', 'failed']);
export type WaitlistStatus = z.infer<typeof WaitlistStatus>;

/** One place in a queue, as its owner sees it. */
export const WaitlistEntry = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  sceneName: z.string(),
  campusName: z.string(),
  timeZone: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: WaitlistStatus,
  /** 1 = next in line (while waiting), else null. */
  position: z.number().int().nullable(),
  /** The booking made when promoted. */
  reservationId: z.number().int().nullable(),
  /** Why it failed, in the caller's language. */
  reason: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

export const waitlistJoin = defineCall({
  method: 'POST',
  path: '/api/reserve/waitlist/join',
  access: 'user',
  summary:
    'Queue for a full range of a site (booked or held by others) when its rule allows a waitlist; the ' +
    "site's notices are accepted as for a booking.",
  input: z.object({
    siteId: Id,
    start: IsoDateTime,
    end: IsoDateTime,
    agreements: z.array(Agreement).max(50).optional(),
  }),
  output: WaitlistEntry,
  errors: [
    ...BOOKING_CHECK_REFUSALS,
    Code.SLOT_TAKEN,
    Code.SITE_NOT_FOUND,
    Code.SLOT_HELD,
    Code.ROOM_LOCKED,
    Code.CREDIT_BARRED,
    Code.WAITLIST_NOT_ALLOWED,
    Code.WAITLIST_NOT_NEEDED,
    Code.WAITLIST_ALREADY,
  ],
});

export const waitlistLeave = defineCall({
  method: 'POST',
  path: '/api/reserve/waitlist/leave',
  access: 'user',
  summary: "Leave the queue (the caller's own waiting entry).",
  input: z.object({ id: Id }),
  output: WaitlistEntry,
  errors: [Code.WAITLIST_NOT_FOUND],
});

export const waitlistPage = defineCall({
  method: 'GET',
  path: '/api/reserve/waitlist/page',
  access: 'user',
  summary: "The caller's waitlist entries, waiting ones first, then the newest.",
  input: PageQuery.extend({ status: WaitlistStatus.optional() }),
  output: pageOf(WaitlistEntry),
  errors: [],
});
