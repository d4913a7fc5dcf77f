/**
 * Rooms of the conference centre and their locks (spec §7 "/mc/room", §4 "room: lock and
 * unlock"; back-office pages /roomCenter, /meetWeeks, /roomUpdates). Rooms are the bookable
 * sites; a room's size is the people its room holds (/room capacity), else the site's
 * capacity.
 *
 * - getAvailable: rooms free for a range and a size — open then (opening hours, closures),
 *   no active booking, no lock and no one else's live hold over it (the booking engine's own
 *   checks), holding at least `attendees`.
 * - getDynamicPage: rooms with their bookings and locks over up to 31 days (week view).
 *   Bookings of users outside the caller's data scope show as occupied, without subject
 *   or booker.
 * - getRoomReserveDynamicPage: bookings of rooms (the caller's data scope on the booker)
 *   with the meeting service order holding each, newest first.
 * - lock / unlock / getLockRoomPage: a lock closes a room to every booking path over a
 *   range (ROOM_LOCKED naming it); locking over active bookings is refused (LOCK_CONFLICT).
 *   Its state is machines/room-lock.machine's (scheduled, active, expired, unlocked).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime } from './common';
import { ReservationStatus } from './reserve.contract';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';

/** Where a room is, and how many it holds. */
const RoomPlace = z.object({
  id: z.number().int(),
  name: z.string(),
  sceneId: z.number().int(),
  campusId: z.number().int(),
  campusName: z.string(),
  buildingName: z.string(),
  floorName: z.string(),
  /** People it holds. */
  capacity: z.number().int(),
});

/** A device of a room: its kind (names in the three languages) and how many. */
export const RoomDevice = z.object({
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  quantity: z.number().int(),
});

/** A room free for the range asked. */
export const AvailableRoom = RoomPlace.extend({ devices: z.array(RoomDevice) });
export type AvailableRoom = z.infer<typeof AvailableRoom>;

const RoomFilter = z.object({
  campusId: Id.optional(),
  sceneId: Id.optional(),
  keyword: z.string().trim().max(64).optional(),
});

export const getAvailable = defineCall({
  method: 'GET',
  path: '/mc/room/getAvailable',
  access: 'user',
  summary:
    'Rooms free over [start, end) holding at least `attendees`: open then, not closed, no active booking, ' +
    'no lock and no one else’s live hold over the range; by campus, scene and name keyword.',
  input: RoomFilter.extend({
    start: IsoDateTime,
    end: IsoDateTime,
    attendees: z.coerce.number().int().min(1).max(10000),
  }),
  output: z.array(AvailableRoom),
  errors: [Code.RANGE_INVALID],
});

/** The state of a room lock (machines/room-lock.machine). */
export const RoomLockState = z.enum(['scheduled', 'active', 'expired', 'unlocked']);
export type RoomLockState = z.infer<typeof RoomLockState>;

/** A booking in a room's occupancy; `subject` and `bookerName` null outside the caller's data scope. */
export const OccupancyBooking = z.object({
  id: z.number().int(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: ReservationStatus,
  subject: z.string().nullable(),
  bookerName: z.string().nullable(),
});

/** A lock in a room's occupancy. */
export const OccupancyLock = z.object({
  id: z.number().int(),
  start: IsoDateTime,
  end: IsoDateTime,
  reason: z.string(),
  state: RoomLockState,
});

/** A room with its active bookings and holding locks over the range asked. */
export const RoomDynamic = RoomPlace.extend({
  timeZone: z.string(),
  bookings: z.array(OccupancyBooking),
  locks: z.array(OccupancyLock),
});
export type RoomDynamic = z.infer<typeof RoomDynamic>;

/** Longest range of the week view, in days. */
export const DYNAMIC_MAX_DAYS = 31;

export const getDynamicPage = defineCall({
  method: 'GET',
  path: '/mc/room/getDynamicPage',
  access: 'mc:room:dynamic',
  summary:
    'Rooms (by campus, scene, name keyword), each with its active bookings and its scheduled or active locks ' +
    'over the local dates dateFrom..dateTo (at most 31 days).',
  input: PageQuery.extend(RoomFilter.shape)
    .extend({ dateFrom: IsoDate, dateTo: IsoDate })
    .refine(
      (v) => v.dateTo >= v.dateFrom && Date.parse(v.dateTo) - Date.parse(v.dateFrom) < DYNAMIC_MAX_DAYS * 86_400_000,
      { path: ['dateTo'], message: `errors:${Code.RANGE_INVALID}` },
    ),
  output: pageOf(RoomDynamic),
  errors: [],
});

/** The meeting service order holding a booking. */
export const HoldingOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.string(),
  attendees: z.number().int(),
  totalCents: z.number().int(),
});

/** A booking of a room with the order that holds it, if any. */
export const RoomReserveDynamic = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: ReservationStatus,
  subject: z.string().nullable(),
  userId: z.number().int(),
  bookerName: z.string(),
  createdAt: IsoDateTime,
  order: HoldingOrder.nullable(),
});
export type RoomReserveDynamic = z.infer<typeof RoomReserveDynamic>;

export const getRoomReserveDynamicPage = defineCall({
  method: 'GET',
  path: '/mc/room/getRoomReserveDynamicPage',
  access: 'mc:room:dynamic',
  summary:
    'Bookings of rooms in the caller’s data scope (by room, local date range of their start, status), each with ' +
    'the meeting service order holding it; newest first.',
  input: PageQuery.extend({
    siteId: Id.optional(),
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
    status: ReservationStatus.optional(),
  }),
  output: pageOf(RoomReserveDynamic),
  errors: [],
});

/** A room lock as the back office lists it. */
export const RoomLockRow = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  campusName: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  reason: z.string(),
  /** The state now (the stored state after the time passed). */
  state: RoomLockState,
  lockedByName: z.string().nullable(),
  lockedAt: IsoDateTime,
  unlockedByName: z.string().nullable(),
  unlockedAt: IsoDateTime.nullable(),
});
export type RoomLockRow = z.infer<typeof RoomLockRow>;

/** What a lock takes. */
export const RoomLockInput = z.object({
  siteId: Id,
  start: IsoDateTime,
  end: IsoDateTime,
  reason: z.string().trim().min(1).max(200),
});
export type RoomLockInput = z.infer<typeof RoomLockInput>;

export const lock = defineCall({
  method: 'POST',
  path: '/mc/room/lock',
  access: 'mc:roomLock:lock',
  summary:
    'Lock a room over [start, end) for a reason: every booking path then refuses it (ROOM_LOCKED). Refused over ' +
    'active bookings (LOCK_CONFLICT naming how many and the first) and for an empty or past range.',
  input: RoomLockInput,
  output: RoomLockRow,
  errors: [Code.SITE_NOT_FOUND, Code.LOCK_RANGE_INVALID, Code.LOCK_CONFLICT],
});

export const unlock = defineCall({
  method: 'POST',
  path: '/mc/room/unlock',
  access: 'mc:roomLock:unlock',
  summary: 'End a scheduled or active lock now; it stays in the log as unlocked (ORDER_STEP_NOT_ALLOWED otherwise).',
  input: z.object({ id: Id }),
  output: RoomLockRow,
  errors: [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED],
});

export const getLockRoomPage = defineCall({
  method: 'GET',
  path: '/mc/room/getLockRoomPage',
  access: 'mc:roomLock:page',
  summary: 'Room locks by room, state (as of now) and local date range they touch; latest start first.',
  input: PageQuery.extend({
    siteId: Id.optional(),
    state: RoomLockState.optional(),
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
  }),
  output: pageOf(RoomLockRow),
  errors: [],
});
