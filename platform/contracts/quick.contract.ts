/**
 * Quick booking, period booking and copy (spec §2 variant 0/3 /quick and
 * /quickReserve, spec §7 /api/reserve/quick/current, quick/period, copyResv). Every
 * booking they make goes through the booking engine (server/modules/reserve/booking.service.ts),
 * so the reservation rules are those of addReserve.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDate, IsoDateTime, WeekDay } from './common';
import { Agreement, ReservationDetail } from './reserve.contract';
import { BOOKING_CHECK_REFUSALS, BOOKING_REFUSALS } from '../protocol/refusals';

/** Most candidates `quick/current` skips ("another one"), and the most days it looks ahead. */
export const QUICK_SKIP_MAX = 50;
export const QUICK_DAYS_MAX = 31;

/** A free slot found for the caller: a site of the scene and a range of whole slots (campus time). */
export const QuickSlot = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  sceneId: z.number().int(),
  sceneName: z.string(),
  campusName: z.string(),
  buildingName: z.string(),
  floorName: z.string(),
  /** IANA time zone of the site's campus. */
  timeZone: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
});
export type QuickSlot = z.infer<typeof QuickSlot>;

export const quickCurrent = defineCall({
  method: 'GET',
  path: '/api/reserve/quick/current',
  access: 'user',
  summary:
    "The next free slot now: the earliest free range of the rule's shortest length (at least one slot) " +
    'on any enabled site of the scene (or the one site) the caller may book, from now to the end of ' +
    "the rule's booking window; ranked by start, then site. `skip` passes over that many earlier " +
    'candidates ("another one"); `slot` is null when none is left.',
  input: z.object({
    sceneId: Id,
    siteId: Id.optional(),
    skip: z.coerce.number().int().min(0).max(QUICK_SKIP_MAX).default(0),
  }),
  output: z.object({ slot: QuickSlot.nullable() }),
  errors: [...BOOKING_CHECK_REFUSALS],
});

/**
 * Status of one date of a period series: free (bookable now), taken (booked or held by
 * others), closed (outside opening hours or a closure), outside (the reservation rule
 * refuses it: window, length, who may book, limits), past (already started), booked (booked
 * by this call).
 */
export const PeriodDateStatus = z.enum(['free', 'taken', 'closed', 'outside', 'past', 'booked']);
export type PeriodDateStatus = z.infer<typeof PeriodDateStatus>;

/**
 * One date × class period of a series: the range booked for it (the site's slots covering
 * the class period), its status, and for a date that is not free the refusal's code and
 * message in the caller's language; `reservationId` once booked.
 */
export const PeriodDate = z.object({
  date: IsoDate,
  weekDay: WeekDay,
  classPeriodId: z.number().int(),
  classPeriodName: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: PeriodDateStatus,
  code: z.number().int().nullable(),
  reason: z.string().nullable(),
  reservationId: z.number().int().nullable(),
});
export type PeriodDate = z.infer<typeof PeriodDate>;

/** Most dates one series may cover (a year term of weekly dates, several periods and week days). */
export const PERIOD_DATES_MAX = 400;

/**
 * A period series: the same class periods of one site on the chosen week days of every
 * week of a year term. `preview` only reads; `book` books every free date, as one batch.
 */
export const QuickPeriodInput = z.object({
  mode: z.enum(['preview', 'book']),
  siteId: Id,
  termId: Id,
  weekDays: z.array(WeekDay).min(1).max(7),
  classPeriodIds: z.array(Id).min(1).max(20),
  subject: z.string().trim().max(100).optional(),
  agreements: z.array(Agreement).max(50).optional(),
});
export type QuickPeriodInput = z.infer<typeof QuickPeriodInput>;

export const quickPeriod = defineCall({
  method: 'POST',
  path: '/api/reserve/quick/period',
  access: 'user',
  idempotent: true,
  summary:
    'Period booking: the dates of a year term on the chosen week days, each with the chosen class periods ' +
    '(the slots covering them), as free / taken / closed / outside / past (preview); book mode books ' +
    'every free one (kind period, one shared batchId) and reports the others with their reason. ' +
    'PERIOD_NOTHING_FREE when nothing could be booked; PERIOD_INPUT_UNKNOWN for an unknown or disabled ' +
    'term or class period.',
  input: QuickPeriodInput,
  output: z.object({
    batchId: z.string().nullable(),
    siteId: z.number().int(),
    siteName: z.string(),
    dates: z.array(PeriodDate),
  }),
  errors: [...BOOKING_REFUSALS, Code.PERIOD_NOTHING_FREE, Code.PERIOD_INPUT_UNKNOWN, Code.PERIOD_TOO_MANY],
});

export const copyResv = defineCall({
  method: 'POST',
  path: '/api/reserve/copyResv',
  access: 'user',
  idempotent: true,
  summary:
    "Book again: the same site, local start time and length as one of the caller's bookings, on another " +
    'date, with its subject, phone and remark; the reservation rules apply as for addReserve.',
  input: z.object({ id: Id, date: IsoDate, agreements: z.array(Agreement).max(50).optional() }),
  output: ReservationDetail,
  errors: [...BOOKING_REFUSALS, Code.RESERVATION_NOT_FOUND],
});
