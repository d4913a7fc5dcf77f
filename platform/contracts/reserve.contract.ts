/**
 * Booking calls of the user side (spec §7 /api/reserve/) and the back office's booking
 * list (/reserveManage). Wire vocabulary of DESIGN.md §4: a slot is `{start, end, status}`,
 * a booking request names `siteId, start, end`.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';

/** Status of a slot as one user sees it (DESIGN.md §4). */
export const SlotStatus = z.enum(['free', 'held', 'taken', 'past', 'closed']);
export type SlotStatus = z.infer<typeof SlotStatus>;

/** One bookable interval; timestamps are ISO-8601 with the campus's offset. */
export const Slot = z.object({ start: IsoDateTime, end: IsoDateTime, status: SlotStatus });
export type Slot = z.infer<typeof Slot>;

/**
 * States of a reservation (machines/reservation): `approved` is a confirmed booking.
 * Active states (pendingAudit, approved, checkedIn, completed) hold the site.
 */
export const ReservationStatus = z.enum([
  'pendingAudit', 'approved', 'rejected', 'checkedIn', 'completed', 'cancelled', 'noShow',
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
  method: 'GET', path: '/api/reserve/current/period', access: 'user',
  summary: 'The slots of one site for one day (campus time zone), each free / held / taken / past / closed.',
  input: z.object({ siteId: Id, date: IsoDate }),
  output: z.object({ siteId: z.number().int(), date: IsoDate, timeZone: z.string(), slots: z.array(Slot) }),
});

/** A booking request: consecutive slots merged into one range (DESIGN.md §4). */
export const AddReserveInput = z.object({
  siteId: Id,
  start: IsoDateTime,
  end: IsoDateTime,
  subject: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(20).optional(),
  remark: z.string().trim().max(500).optional(),
});

export const addReserve = defineCall({
  method: 'POST', path: '/api/reserve/addReserve', access: 'user',
  summary: 'Book a site for a range of whole slots on one day; refused with SLOT_TAKEN when any part is booked.',
  input: AddReserveInput, output: ReservationDetail,
});

/** Filter of the user's own bookings: upcoming (active, not ended) or all. */
export const currentPage = defineCall({
  method: 'GET', path: '/api/reserve/current/page', access: 'user',
  summary: 'The caller\'s own bookings, newest first.',
  input: PageQuery.extend({ status: ReservationStatus.optional(), scope: z.enum(['upcoming', 'all']).default('all') }),
  output: pageOf(Reservation),
});

export const currentDetail = defineCall({
  method: 'GET', path: '/api/reserve/current/detail', access: 'user',
  summary: 'One booking; only its owner and administrators may see it.',
  input: z.object({ id: Id }), output: ReservationDetail,
});

export const cancelReserveBatch = defineCall({
  method: 'POST', path: '/api/reserve/cancelReserveBatch', access: 'user',
  summary: 'Cancel the caller\'s bookings (all or nothing); administrators may cancel anyone\'s.',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: z.object({ cancelled: z.number().int() }),
});

/** Back office /reserveManage: every booking, filtered and paged. */
export const reserveManagePage = defineCall({
  method: 'GET', path: '/api/reserve/manage/page', access: 'resv:manage:list',
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
});
