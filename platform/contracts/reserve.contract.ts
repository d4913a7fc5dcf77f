/**
 * Booking calls of the user side (spec §7 /api/reserve/) and the back office's booking
 * list (/reserveManage). Wire vocabulary of DESIGN.md §4: a slot is `{start, end, status}`,
 * a booking request names `siteId, start, end`.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDate, IsoDateTime } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';
import { BOOKING_REFUSALS } from '../protocol/refusals';
import { CustomChoices } from './workflow-process.contract';

/** Status of a slot as one user sees it (DESIGN.md §4). */
export const SlotStatus = z.enum(['free', 'held', 'taken', 'past', 'closed']);
export type SlotStatus = z.infer<typeof SlotStatus>;

/**
 * One bookable interval; timestamps are ISO-8601 with the campus's offset. `mine`: the
 * slot is held by the caller's own hold (status `held`), so the caller may still book it.
 * `remaining`: on a capacity site's slot that has not started, the places neither booked
 * nor held (0 when taken or held full); absent on single sites.
 */
export const Slot = z.object({
  start: IsoDateTime,
  end: IsoDateTime,
  status: SlotStatus,
  mine: z.boolean().optional(),
  remaining: z.number().int().min(0).optional(),
});
export type Slot = z.infer<typeof Slot>;

/**
 * States of a reservation (machines/reservation): `approved` is a confirmed booking.
 * Active states (pendingAudit, approved, checkedIn, completed) hold the site.
 */
export const ReservationStatus = z.enum([
  'pendingAudit',
  'approved',
  'rejected',
  'checkedIn',
  'completed',
  'cancelled',
  'noShow',
]);
export type ReservationStatus = z.infer<typeof ReservationStatus>;

/** A reservation as lists show it. */
export const Reservation = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  sceneName: z.string(),
  campusName: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: ReservationStatus,
  userId: z.number().int(),
  userName: z.string(),
  account: z.string(),
  createdAt: IsoDateTime,
});
export type Reservation = z.infer<typeof Reservation>;

/** A reservation with everything its detail page shows. */
export const ReservationDetail = Reservation.extend({
  subject: z.string().nullable(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  buildingName: z.string(),
  floorName: z.string(),
  timeZone: z.string(),
  cancelledAt: IsoDateTime.nullable(),
  /** Whether the caller may cancel it now. */
  cancellable: z.boolean(),
});
export type ReservationDetail = z.infer<typeof ReservationDetail>;

export const currentPeriod = defineCall({
  method: 'GET',
  path: '/api/reserve/current/period',
  access: 'user',
  summary: 'The slots of one site for one day (campus time zone), each free / held / taken / past / closed.',
  input: z.object({ siteId: Id, date: IsoDate }),
  output: z.object({ siteId: z.number().int(), date: IsoDate, timeZone: z.string(), slots: z.array(Slot) }),
  errors: [Code.SITE_NOT_FOUND],
});

/** Most days one scene/period call covers (a fortnight: the terminal shows a week). */
export const SCENE_PERIOD_DAYS_MAX = 14;

/** A scene and a range of local dates, both inclusive (scene/period, scene/summary). */
export const SceneRange = z.object({ sceneId: Id, from: IsoDate, to: IsoDate });
/** The head of an answer about a scene's range: what was asked. */
const SceneRangeAnswer = z.object({ sceneId: z.number().int(), from: IsoDate, to: IsoDate });

/** One site's slots per local day, as `currentPeriod` answers each day. */
export const SitePeriod = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  kind: z.enum(['single', 'capacity']),
  capacity: z.number().int(),
  timeZone: z.string(),
  days: z.array(z.object({ date: IsoDate, slots: z.array(Slot) })),
});
export type SitePeriod = z.infer<typeof SitePeriod>;

/**
 * A scene's availability in one call: every enabled site of the scene (site order) with its
 * slots for each local date of [from, to] (both inclusive, dates in each site's campus time
 * zone, at most {@link SCENE_PERIOD_DAYS_MAX} days), each day exactly what `currentPeriod`
 * answers for that site and date. An unknown scene, or one without enabled sites, has no sites.
 */
export const scenePeriod = defineCall({
  method: 'GET',
  path: '/api/reserve/scene/period',
  access: 'user',
  summary:
    'The slots of every site of a scene for each day of [from, to] (at most 14 days), as current/period ' +
    'answers one site and day; refused with DATE_RANGE_INVALID when to is before from or the range is longer.',
  input: SceneRange,
  output: SceneRangeAnswer.extend({ sites: z.array(SitePeriod) }),
  errors: [Code.DATE_RANGE_INVALID],
});

/** One site's day in a scene's summary: its slots, how many are free and taken, whether it is closed. */
export const SiteDaySummary = z.object({
  date: IsoDate,
  /** Slots of the day's grid (0 when the site does not open that day). */
  slots: z.number().int(),
  /** Slots the caller could book now (status `free`). */
  free: z.number().int(),
  /** Slots booked or held by others (status `taken`). */
  taken: z.number().int(),
  /** No slot to book all day: no opening hours, or every slot closed. */
  closed: z.boolean(),
});
export type SiteDaySummary = z.infer<typeof SiteDaySummary>;

/** One site of a scene's summary: as {@link SitePeriod}, each day counted instead of listed. */
export const SiteSummary = SitePeriod.omit({ days: true }).extend({ days: z.array(SiteDaySummary) });
export type SiteSummary = z.infer<typeof SiteSummary>;

/**
 * A scene's availability counted (the terminal's week at a glance): for every enabled site of
 * the scene and each local date of [from, to] (at most {@link SCENE_PERIOD_DAYS_MAX} days), the
 * counts of what `scenePeriod` lists for that site and day — a few bytes a day instead of every slot.
 */
export const sceneSummary = defineCall({
  method: 'GET',
  path: '/api/reserve/scene/summary',
  access: 'user',
  summary:
    'Counts of the slots of every site of a scene for each day of [from, to] (at most 14 days): slots, free, ' +
    'taken, closed; refused with DATE_RANGE_INVALID as scene/period.',
  input: SceneRange,
  output: SceneRangeAnswer.extend({ sites: z.array(SiteSummary) }),
  errors: [Code.DATE_RANGE_INVALID],
});

/** Longest participant name and phone, and the most participants one booking lists. */
export const PARTICIPANT_NAME_MAX = 50;
export const PARTICIPANT_PHONE_MAX = 20;
export const PARTICIPANTS_MAX = 200;

/**
 * A person of a booking besides the booker (spec §7 leader, person; the shape
 * ui/participant-picker produces): a user by `userId` (the server takes the name from the
 * account) or a guest by `name` (and `phone`); `isLeader` marks the one leader.
 */
export const ParticipantInput = z.object({
  userId: Id.optional(),
  name: z.string().trim().min(1).max(PARTICIPANT_NAME_MAX),
  phone: z.string().trim().max(PARTICIPANT_PHONE_MAX).optional(),
  isLeader: z.boolean().default(false),
});
export type ParticipantInput = z.infer<typeof ParticipantInput>;

/** A notice or disclaimer as the booker accepted it: its id and the version read. */
export const Agreement = z.object({ id: Id, version: z.number().int().min(1) });
export type Agreement = z.infer<typeof Agreement>;

/** Most dates of one multi-day booking (/daysReserve). */
export const DAYS_MAX = 31;

/**
 * A booking request: consecutive slots merged into one range (DESIGN.md §4), the form,
 * the participants (the rule's min / max apply) and the accepted notices (every current
 * notice and disclaimer of the site's scene, in its current version).
 * Two optional modes: `crossDay` books [start, end) over several days as
 * one booking (the rule must allow it: /appointment/crossdayform); `dates` books the
 * local times of day of [start, end) (one day) on each date, all or nothing
 * (/daysReserve). Without them the range must be whole slots of one day.
 */
export const AddReserveInput = z
  .object({
    siteId: Id,
    start: IsoDateTime,
    end: IsoDateTime,
    subject: z.string().trim().max(100).optional(),
    phone: z.string().trim().max(20).optional(),
    remark: z.string().trim().max(500).optional(),
    participants: z.array(ParticipantInput).max(PARTICIPANTS_MAX).optional(),
    agreements: z.array(Agreement).max(50).optional(),
    crossDay: z.boolean().optional(),
    dates: z.array(IsoDate).min(1).max(DAYS_MAX).optional(),
    /** Booked from quick booking (/quick): stored as kind `quick`, for the statistics. */
    quick: z.boolean().optional(),
    /**
     * For a booking that needs approval under a form rule (/api/formRule/forBooking): the form's values and the
     * people chosen per CUSTOM node of its workflow.
     */
    formValues: z.record(z.string().max(40), z.unknown()).optional(),
    customChoices: CustomChoices.optional(),
  })
  .refine((v) => !(v.crossDay && v.dates), { message: 'resource:validation.crossDayOrDates', path: ['dates'] });
export type AddReserveInput = z.infer<typeof AddReserveInput>;

/** The booking made; a multi-day booking answers with its first day and names the batch. */
export const AddReserveOutput = ReservationDetail.extend({
  batchId: z.string().optional(),
  ids: z.array(z.number().int()).optional(),
});

export const addReserve = defineCall({
  method: 'POST',
  path: '/api/reserve/addReserve',
  access: 'user',
  idempotent: true,
  summary:
    'Book a site for a range of whole slots on one day under its reservation rule (or, with crossDay, one ' +
    'range over several days; with dates, the same times on several days, all or nothing); refused with ' +
    'SLOT_TAKEN when any part is booked, SLOT_HELD while someone else holds it, or the code of the rule ' +
    'it breaks.',
  input: AddReserveInput,
  output: AddReserveOutput,
  errors: [
    ...BOOKING_REFUSALS,
    Code.DAYS_DAY_REFUSED,
    Code.FORM_VALUES_INVALID,
    Code.CANDIDATE_REQUIRED,
    Code.CANDIDATE_OUT_OF_RANGE,
  ],
});

/** The caller's cross-day bookings (spec §7 cross/page): upcoming (active, not ended) or all. */
export const crossPage = defineCall({
  method: 'GET',
  path: '/api/reserve/cross/page',
  access: 'user',
  summary: "The caller's own cross-day bookings: upcoming ones soonest first, all of them latest first.",
  input: PageQuery.extend({ scope: z.enum(['upcoming', 'all']).default('all') }),
  output: pageOf(Reservation),
  errors: [],
});

export const crossDetail = defineCall({
  method: 'GET',
  path: '/api/reserve/cross/detail',
  access: 'user',
  summary: 'One cross-day booking; only its owner and administrators may see it.',
  input: z.object({ id: Id }),
  output: ReservationDetail,
  errors: [Code.RESERVATION_NOT_FOUND],
});

/** A free range found by quick/cross. */
export const FoundRange = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
});
export type FoundRange = z.infer<typeof FoundRange>;

export const quickCross = defineCall({
  method: 'GET',
  path: '/api/reserve/quick/cross',
  access: 'user',
  summary:
    'The earliest free cross-day range as long as [start, end), from start on, of one site or of any site ' +
    'of a scene whose rule allows cross-day bookings (null when none within the booking window).',
  input: z
    .object({ siteId: Id.optional(), sceneId: Id.optional(), start: IsoDateTime, end: IsoDateTime })
    .refine((v) => v.siteId !== undefined || v.sceneId !== undefined, {
      message: 'resource:validation.siteOrScene',
      path: ['siteId'],
    }),
  output: z.object({ range: FoundRange.nullable() }),
  errors: [Code.RANGE_INVALID],
});

/**
 * The user's own bookings: upcoming (active, not ended) or all; with `from` / `to`, only
 * those overlapping [from, to) (the booking calendar's month).
 */
export const currentPage = defineCall({
  method: 'GET',
  path: '/api/reserve/current/page',
  access: 'user',
  summary:
    "The caller's own bookings: upcoming ones soonest first, all of them latest first; " +
    'optionally only those overlapping [from, to).',
  input: PageQuery.extend({
    status: ReservationStatus.optional(),
    scope: z.enum(['upcoming', 'all']).default('all'),
    from: IsoDateTime.optional(),
    to: IsoDateTime.optional(),
  }),
  output: pageOf(Reservation),
  errors: [],
});

export const currentDetail = defineCall({
  method: 'GET',
  path: '/api/reserve/current/detail',
  access: 'user',
  summary: 'One booking; only its owner and administrators may see it.',
  input: z.object({ id: Id }),
  output: ReservationDetail,
  errors: [Code.RESERVATION_NOT_FOUND],
});

export const cancelReserveBatch = defineCall({
  method: 'POST',
  path: '/api/reserve/cancelReserveBatch',
  access: 'user',
  idempotent: true,
  summary: "Cancel the caller's bookings (all or nothing); administrators may cancel anyone's.",
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: z.object({ cancelled: z.number().int() }),
  errors: [Code.RESERVATION_NOT_FOUND, Code.ACTION_NOT_ALLOWED],
});

export const extend = defineCall({
  method: 'POST',
  path: '/api/reserve/extend',
  access: 'user',
  idempotent: true,
  summary:
    'Extend an approved or checked-in booking that has not ended to a later end on the slot grid of its ' +
    'day; refused with SLOT_TAKEN when the added part is booked.',
  input: z.object({ id: Id, end: IsoDateTime }),
  output: ReservationDetail,
  errors: [
    Code.SLOT_TAKEN,
    Code.SLOT_PAST,
    Code.SLOT_CLOSED,
    Code.RANGE_INVALID,
    Code.SITE_NOT_FOUND,
    Code.RESERVATION_NOT_FOUND,
    Code.ACTION_NOT_ALLOWED,
    Code.SITE_CLOSED,
    Code.RULE_TOO_SHORT,
    Code.RULE_TOO_LONG,
    Code.SLOT_HELD,
    Code.ROOM_LOCKED,
    Code.CREDIT_BARRED,
    Code.QUOTA_EXCEEDED,
  ],
});

export const endEarly = defineCall({
  method: 'POST',
  path: '/api/reserve/endEarly',
  access: 'user',
  idempotent: true,
  summary:
    'End a checked-in booking now: it becomes completed and ends at the next slot boundary, which frees the rest.',
  input: z.object({ id: Id }),
  output: ReservationDetail,
  errors: [Code.RESERVATION_NOT_FOUND, Code.ACTION_NOT_ALLOWED],
});

/** Back office /reserveManage: every booking, filtered and paged. */
export const reserveManagePage = defineCall({
  method: 'GET',
  path: '/api/reserve/manage/page',
  access: 'resv:manage:list',
  summary: 'All bookings (back office), filtered by account, site, scene, status and date range.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    sceneId: Id.optional(),
    siteId: Id.optional(),
    status: ReservationStatus.optional(),
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
  }),
  output: pageOf(Reservation),
  errors: [],
});

/** A hold as its holder sees it (spec §7 lockSite): the range, when it runs out, and the rule's hold length. */
export const Hold = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  start: IsoDateTime,
  end: IsoDateTime,
  expiresAt: IsoDateTime,
  holdMinutes: z.number().int(),
});
export type Hold = z.infer<typeof Hold>;

export const lockSite = defineCall({
  method: 'POST',
  path: '/api/reserve/lockSite',
  access: 'user',
  summary:
    'Hold a range of whole slots while the booking form is filled: others see it held until it expires ' +
    "(the rule's hold minutes). Replaces the caller's earlier holds on that site; refused like a booking.",
  input: z.object({ siteId: Id, start: IsoDateTime, end: IsoDateTime, crossDay: z.boolean().optional() }),
  output: Hold,
  errors: [...BOOKING_REFUSALS],
});

export const unLockSite = defineCall({
  method: 'POST',
  path: '/api/reserve/unLockSite',
  access: 'user',
  summary: "Release one of the caller's holds (released: false when it had already expired or been used).",
  input: z.object({ id: Id }),
  output: z.object({ released: z.boolean() }),
  errors: [],
});

export const getLockConfig = defineCall({
  method: 'GET',
  path: '/api/reserve/getLockConfig',
  access: 'user',
  summary: 'How many minutes a hold of the site lasts (its reservation rule).',
  input: z.object({ siteId: Id }),
  output: z.object({ siteId: z.number().int(), holdMinutes: z.number().int() }),
  errors: [Code.SITE_NOT_FOUND],
});

/**
 * The reservation rule a site's bookings follow, as the booking form explains it (minutes;
 * local `HH:mm`; null: no limit). `needsApproval` is the site's or the rule's.
 */
export const SiteRule = z.object({
  siteId: z.number().int(),
  name: z.string(),
  advanceDays: z.number().int(),
  openDaysBefore: z.number().int().nullable(),
  openTime: z.string().nullable(),
  minMinutes: z.number().int(),
  maxMinutes: z.number().int().nullable(),
  perDay: z.number().int().nullable(),
  perWeek: z.number().int().nullable(),
  cancelBeforeMinutes: z.number().int(),
  lateCancelMinutes: z.number().int(),
  checkInBeforeMinutes: z.number().int(),
  checkInAfterMinutes: z.number().int(),
  needsApproval: z.boolean(),
  participantsMin: z.number().int(),
  participantsMax: z.number().int().nullable(),
  holdMinutes: z.number().int(),
  allowCrossDay: z.boolean(),
  maxCrossDays: z.number().int(),
  waitlist: z.boolean(),
});
export type SiteRule = z.infer<typeof SiteRule>;

export const siteRule = defineCall({
  method: 'GET',
  path: '/api/reserve/rule',
  access: 'user',
  summary:
    "The reservation rule a site's bookings follow (the site's own, else its scene's, else the default), " +
    "for the booking form's hints.",
  input: z.object({ siteId: Id }),
  output: SiteRule,
  errors: [Code.SITE_NOT_FOUND],
});
