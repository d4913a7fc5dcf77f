/**
 * The conference-centre terminal's own reads (spec §2 Variant 5: /trip, /scheduling,
 * /schedulingDetails): product calls beside spec §7's `/mc/` calls, each one read.
 *
 * - tripDay (`/mc/trip/day`): "my day" — the caller's own meetings (meeting service orders they
 *   applied for or booked, and those whose booking names them as a participant), the meal
 *   vouchers issued to them valid that day and the food deliveries they ordered for that day, as
 *   one list. Only the caller's own records, a condition in the SQL that no data scope or
 *   permission widens.
 * - roomSchedule (`/mc/room/schedule`): the centre's meeting rooms, page by page, each with its
 *   active bookings of one campus day. Everyone signed in sees that a room is taken and when; the
 *   subject, the organisation and the order only of their own bookings and orders, of the
 *   meetings they attend, and — holding the back office's `mc:room:dynamic` — of the bookings
 *   in their data scope. Never a person's name or phone number.
 *
 * Days are local dates (`YYYY-MM-DD`) of the campus time zone; times are ISO-8601 wire times
 * with the campus offset (DESIGN.md §6); money in cents.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';
import { ReservationStatus } from './reserve.contract';
import { ReserveOrderState } from './reserve-order.contract';
import { FoodDeliveryState } from './food-delivery.contract';
import { HeldVoucherStatus } from './meal-voucher.contract';
import { RoomDevice } from './catering-room.contract';

/** A meeting of my day: a meeting service order I applied for (or booked), or attend. */
export const TripMeeting = z.object({
  kind: z.literal('meeting'),
  /** The meeting service order. */
  id: z.number().int(),
  orderNo: z.string(),
  /** Its room booking (null once the booking is gone). */
  reservationId: z.number().int().nullable(),
  siteId: z.number().int(),
  siteName: z.string(),
  subject: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: ReserveOrderState,
  /** `applicant`: I applied for or booked it (its page is mine); `attendee`: its booking names me. */
  role: z.enum(['applicant', 'attendee']),
});
export type TripMeeting = z.infer<typeof TripMeeting>;

/** A food delivery I ordered for the day, over its time range. */
export const TripDelivery = z.object({
  kind: z.literal('delivery'),
  id: z.number().int(),
  orderNo: z.string(),
  timeRangeName: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  state: FoodDeliveryState,
  area: z.string(),
  address: z.string(),
  totalCents: z.number().int(),
});
export type TripDelivery = z.infer<typeof TripDelivery>;

/** A meal voucher issued to me, valid on the day (all day: it has no hour). */
export const TripVoucher = z.object({
  kind: z.literal('voucher'),
  id: z.number().int(),
  ticketTypeName: z.string(),
  customerName: z.string(),
  validFrom: IsoDate,
  validTo: IsoDate,
  /** Its status on the campus's today (unused, used, expired; void ones are not listed). */
  status: HeldVoucherStatus,
});
export type TripVoucher = z.infer<typeof TripVoucher>;

/** One entry of my day. */
export const TripItem = z.discriminatedUnion('kind', [TripMeeting, TripDelivery, TripVoucher]);
export type TripItem = z.infer<typeof TripItem>;

/** My day: the campus date and its entries — vouchers first, then meetings and deliveries by start. */
export const TripDay = z.object({ date: IsoDate, items: z.array(TripItem) });
export type TripDay = z.infer<typeof TripDay>;

export const tripDay = defineCall({
  method: 'GET',
  path: '/mc/trip/day',
  access: 'user',
  summary:
    'The caller’s own day (a campus date, default today): their meetings (orders they applied for or booked, ' +
    'bookings naming them; not cancelled or rejected), meal vouchers issued to them valid that day, and the food ' +
    'deliveries they ordered for it (not cancelled or rejected); one list.',
  input: z.object({ date: IsoDate.optional() }),
  output: TripDay,
  errors: [],
});

/**
 * A booking in the schedule. `subject`, `organisation` and `orderId` are null unless the caller
 * may see them (see the module comment); `mine`: the caller booked it or applied for its order;
 * `attending`: its booking names the caller.
 */
export const ScheduleMeeting = z.object({
  /** The room booking. */
  id: z.number().int(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: ReservationStatus,
  subject: z.string().nullable(),
  /** The ordering customer, else the booker's organisation. */
  organisation: z.string().nullable(),
  /** The meeting service order holding the booking, when the caller may see it. */
  orderId: z.number().int().nullable(),
  orderStatus: ReserveOrderState.nullable(),
  mine: z.boolean(),
  attending: z.boolean(),
});
export type ScheduleMeeting = z.infer<typeof ScheduleMeeting>;

/** A meeting room with its meetings of the day. */
export const ScheduleRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  campusName: z.string(),
  buildingName: z.string(),
  floorName: z.string(),
  /** People it holds. */
  capacity: z.number().int(),
  devices: z.array(RoomDevice),
  meetings: z.array(ScheduleMeeting),
});
export type ScheduleRoom = z.infer<typeof ScheduleRoom>;

export const roomSchedule = defineCall({
  method: 'GET',
  path: '/mc/room/schedule',
  access: 'user',
  summary:
    'The meeting rooms (by campus, or one room), page by page, each with its active bookings of a campus date; ' +
    'subject, organisation and order shown only for the caller’s own, attended or (with mc:room:dynamic) ' +
    'in-scope ones.',
  input: PageQuery.extend({ date: IsoDate, campusId: Id.optional(), siteId: Id.optional() }),
  output: pageOf(ScheduleRoom),
  errors: [],
});
