/**
 * Check-in (spec §2 terminal /sign, back office /swiping): a QR link per booking, check-in inside the window, no-shows
 * after it.
 *
 * Every booking has a check-in `code`: `<id>.<mac>`, where `mac` is an HMAC-SHA256 of the
 * reservation id under the server's app key (base64url, 22 characters), so a code cannot
 * be made up for another booking. The QR on the booking's detail page encodes the
 * terminal URL `/sign?code=<code>`. Checking in goes through the reservation statechart
 * (`reservation.checkIn`): inside the window (DEFAULT_RESERVATION_RULES: from 15 minutes
 * before the start to 15 minutes after it, never after the end) it stores `checked_in_at`;
 * outside it is refused with CHECK_IN_OUTSIDE_WINDOW naming the window. A booking still
 * `approved` when its window has closed becomes `noShow` (server/jobs/no-show.job.ts).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDate, IsoDateTime } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';
import { ReservationStatus } from './reserve.contract';

/** A check-in code: `<reservation id>.<base64url HMAC>`. */
export const CheckInCode = z.string().trim().min(3).max(64);

/** What /sign shows of a booking before checking in. Times are ISO-8601 with the campus's offset. */
export const SignInfo = z.object({
  id: z.number().int(),
  siteName: z.string(),
  campusName: z.string(),
  timeZone: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  /** The owner's display name. */
  userName: z.string(),
  status: ReservationStatus,
  /** The check-in window [opensAt, closesAt). */
  opensAt: IsoDateTime,
  closesAt: IsoDateTime,
  /** Whether the window is open now and the booking is waiting for its check-in. */
  open: z.boolean(),
  /** Whether the caller may check this booking in (its owner, or staff with resv:swiping:page). */
  mayCheckIn: z.boolean(),
  checkedInAt: IsoDateTime.nullable(),
});
export type SignInfo = z.infer<typeof SignInfo>;

/** A checked-in booking as /swiping lists it. */
export const SwipingRow = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  campusName: z.string(),
  timeZone: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: ReservationStatus,
  userName: z.string(),
  account: z.string(),
  checkedInAt: IsoDateTime,
});
export type SwipingRow = z.infer<typeof SwipingRow>;

export const signCode = defineCall({
  method: 'GET',
  path: '/api/reserve/sign/code',
  access: 'user',
  summary:
    "The check-in code of one of the caller's own bookings (its QR encodes /sign?code=…); " +
    "RESERVATION_NOT_FOUND for anyone else's.",
  input: z.object({ id: Id }),
  output: z.object({ id: z.number().int(), code: z.string() }),
  errors: [Code.RESERVATION_NOT_FOUND],
});

export const signInfo = defineCall({
  method: 'GET',
  path: '/api/reserve/sign/info',
  access: 'user',
  summary:
    "The booking of a check-in code: site, time, owner's name, state, its check-in window and whether it " +
    'is open now. RESERVATION_NOT_FOUND for a forged code.',
  input: z.object({ code: CheckInCode }),
  output: SignInfo,
  errors: [Code.RESERVATION_NOT_FOUND],
});

export const signIn = defineCall({
  method: 'POST',
  path: '/api/reserve/sign',
  access: 'user',
  summary:
    'Check in the booking of a code (its owner, or staff with resv:swiping:page). CHECK_IN_OUTSIDE_WINDOW ' +
    'outside the window, ACTION_NOT_ALLOWED in a state that cannot check in, FORBIDDEN for anyone else.',
  input: z.object({ code: CheckInCode }),
  output: SignInfo,
  errors: [Code.RESERVATION_NOT_FOUND, Code.ACTION_NOT_ALLOWED, Code.CHECK_IN_OUTSIDE_WINDOW],
});

export const signCard = defineCall({
  method: 'POST',
  path: '/api/reserve/sign/card',
  access: 'resv:swiping:page',
  summary:
    'Card swipe at a staff terminal: check in the booking of user `account` on site `siteId` whose window ' +
    'is open now (the earliest). CHECK_IN_NOTHING_OPEN when there is none.',
  input: z.object({ account: z.string().trim().min(1).max(64), siteId: Id }),
  output: SignInfo,
  errors: [Code.SITE_NOT_FOUND, Code.ACTION_NOT_ALLOWED, Code.CHECK_IN_OUTSIDE_WINDOW, Code.CHECK_IN_NOTHING_OPEN],
});

export const signSites = defineCall({
  method: 'GET',
  path: '/api/reserve/sign/sites',
  access: 'resv:swiping:page',
  summary: 'The enabled sites (id, name) a card swipe may name, by name.',
  input: z.object({}),
  output: z.array(z.object({ id: z.number().int(), name: z.string() })),
  errors: [],
});

export const signPage = defineCall({
  method: 'GET',
  path: '/api/reserve/sign/page',
  access: 'resv:swiping:page',
  summary:
    'Check-in records (back office /swiping): checked-in bookings, newest check-in first; filters keyword ' +
    '(account, name, site) and check-in date range (Asia/Shanghai).',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
  }),
  output: pageOf(SwipingRow),
  errors: [],
});
