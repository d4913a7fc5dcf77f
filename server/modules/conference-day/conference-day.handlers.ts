/**
 * Handlers of platform/contracts/conference-day.contract.ts: the conference-centre terminal's
 * "my day" (/trip) and the centre's schedule of meeting rooms (/scheduling, /schedulingDetails).
 *
 * tripDay reads only the caller's own records: the condition on the caller's id is in the SQL of
 * each of its three reads (orders they applied for or booked, or whose booking names them; vouchers
 * whose person is their account; deliveries they ordered); no data scope or permission widens it.
 *
 * roomSchedule shows every active booking of the meeting rooms as occupied; what a booking is
 * (subject, organisation, order state) only when the caller booked it, applied for its order, is
 * named by it, or — holding `mc:room:dynamic`, the back office's occupancy permission — has it in
 * their data scope (DESIGN.md §6). It never answers a person's name or phone.
 */
import { and, asc, count, eq, gt, gte, inArray, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/conference-day.contract';
import type {
  ScheduleMeeting,
  ScheduleRoom,
  TripItem,
  TripVoucher,
} from '../../../platform/contracts/conference-day.contract';
import type { ReserveOrderState } from '../../../machines/reserve-order.machine';
import type { FoodDeliveryState } from '../../../machines/food-delivery-order.machine';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { offsetOf, pageResult } from '../../db/paging';
import {
  building,
  campus,
  floor,
  mcCustomer,
  mcFoodDeliveryOrder,
  mcMealVoucher,
  mcMealVoucherApp,
  mcMealVoucherPerson,
  mcReserveOrder,
  mcTicketType,
  reservation,
  reservationParticipant,
  room,
  scene,
  site,
  sysOrg,
  sysUser,
} from '../../db/schema/index';
import { implement, type HandlersOf } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { hasPermission } from '../../plugins/permissions';
import { reachCondition, reachOf } from '../org/data-scope';
import { localDateOf, toWireTime } from '../reserve/campus-time';
import { ACTIVE_STATUSES } from '../reserve/reserve.queries';
import { deliveryStart } from '../food-delivery/order-rule-check';
import { heldStatusOf } from '../meal-voucher/my-vouchers.handlers';
import { devicesOf, peopleCapacity } from '../catering/room-facts';

/** The campus zone of the conference centre: vouchers' and deliveries' days are its local dates. */
const CAMPUS_ZONE = 'Asia/Shanghai';
/** The scene of the centre's meeting rooms (server/db/seed-data.ts SCENES). */
export const MEETING_SCENE = 'meetingRoom';
/** The permission that shows the bookings of the caller's data scope in the schedule (back office /meetWeeks). */
const SCOPE_PERMISSION = 'mc:room:dynamic';
/** Order states that take no place in a day. */
const GONE_ORDER_STATES = ['cancelled', 'rejected'];

/** SQL: the instant a local date (`YYYY-MM-DD`, plus `days`) starts in the campus's time zone. */
function dayStart(date: string, days = 0): SQL {
  return sql`((${date}::date + ${days}::int)::timestamp at time zone ${campus.timeZone})`;
}

/** The caller's meetings overlapping `date` (see the module comment). */
async function meetingsOf(db: Db, me: number, date: string, lang: Lang): Promise<TripItem[]> {
  const applies = sql<boolean>`(${mcReserveOrder.applicantUserId} = ${me}
    or coalesce(${reservation.userId} = ${me}, false))`;
  const attends = sql<boolean>`exists (select 1 from ${reservationParticipant}
    where ${reservationParticipant.reservationId} = ${mcReserveOrder.reservationId}
      and ${reservationParticipant.userId} = ${me})`;
  const rows = await db
    .select({
      order: mcReserveOrder,
      siteName: placeName(site, lang),
      timeZone: campus.timeZone,
      applies,
    })
    .from(mcReserveOrder)
    .innerJoin(site, eq(site.id, mcReserveOrder.siteId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .leftJoin(reservation, eq(reservation.id, mcReserveOrder.reservationId))
    .where(
      and(
        or(applies, attends),
        notInArray(mcReserveOrder.status, GONE_ORDER_STATES),
        lt(mcReserveOrder.startAt, dayStart(date, 1)),
        gt(mcReserveOrder.endAt, dayStart(date)),
      ),
    )
    .orderBy(asc(mcReserveOrder.startAt), asc(mcReserveOrder.id));
  return rows.map(({ order: o, siteName, timeZone, applies: own }) => ({
    kind: 'meeting' as const,
    id: o.id,
    orderNo: o.orderNo,
    reservationId: o.reservationId,
    siteId: o.siteId,
    siteName,
    subject: o.subject,
    start: toWireTime(o.startAt, timeZone),
    end: toWireTime(o.endAt, timeZone),
    status: o.status as ReserveOrderState,
    role: own ? ('applicant' as const) : ('attendee' as const),
  }));
}

/** The food deliveries the caller ordered for `date`. */
async function deliveriesOf(db: Db, me: number, date: string): Promise<TripItem[]> {
  const rows = await db
    .select()
    .from(mcFoodDeliveryOrder)
    .where(
      and(
        eq(mcFoodDeliveryOrder.applicantUserId, me),
        eq(mcFoodDeliveryOrder.deliveryDate, date),
        notInArray(mcFoodDeliveryOrder.state, GONE_ORDER_STATES),
      ),
    )
    .orderBy(asc(mcFoodDeliveryOrder.deliverAt), asc(mcFoodDeliveryOrder.id));
  return rows.map((d) => ({
    kind: 'delivery' as const,
    id: d.id,
    orderNo: d.orderNo,
    timeRangeName: d.timeRangeName,
    start: toWireTime(d.deliverAt, CAMPUS_ZONE),
    end: toWireTime(deliveryStart(d.deliveryDate, d.endTime), CAMPUS_ZONE),
    state: d.state as FoodDeliveryState,
    area: d.area,
    address: d.address,
    totalCents: d.totalCents,
  }));
}

/** The vouchers issued to the caller that are valid on `date` (void ones left out), their status on `today`. */
async function vouchersOf(db: Db, me: number, date: string, today: string, lang: Lang): Promise<TripVoucher[]> {
  const rows = await db
    .select({ voucher: mcMealVoucher, type: mcTicketType, customerName: placeName(mcCustomer, lang) })
    .from(mcMealVoucher)
    .innerJoin(mcMealVoucherPerson, eq(mcMealVoucherPerson.id, mcMealVoucher.personId))
    .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
    .innerJoin(mcCustomer, eq(mcCustomer.id, mcMealVoucherApp.customerId))
    .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucher.ticketTypeId))
    .where(
      and(
        eq(mcMealVoucherPerson.userId, me),
        lte(mcMealVoucher.validFrom, date),
        gte(mcMealVoucher.validTo, date),
        ne(mcMealVoucher.state, 'void'),
      ),
    )
    .orderBy(asc(mcTicketType.sort), asc(mcTicketType.id), asc(mcMealVoucher.id));
  return rows.map(({ voucher: v, type, customerName }) => ({
    kind: 'voucher' as const,
    id: v.id,
    ticketTypeName: byLang(lang, type.nameCn, type.nameEn || type.nameCn, type.nameTc || type.nameCn),
    customerName,
    validFrom: v.validFrom,
    validTo: v.validTo,
    status: heldStatusOf(v, today),
  }));
}

/** Start of a timed entry, for sorting (epoch ms). */
const startOf = (item: TripItem) => (item.kind === 'voucher' ? 0 : Date.parse(item.start));

const handlers: HandlersOf<typeof contracts> = {
  tripDay: async (input, ctx) => {
    const me = ctx.principal.userId;
    const today = localDateOf(ctx.now, CAMPUS_ZONE);
    const date = input.date ?? today;
    const [meetings, deliveries, vouchers] = [
      await meetingsOf(ctx.db, me, date, ctx.lang),
      await deliveriesOf(ctx.db, me, date),
      await vouchersOf(ctx.db, me, date, today, ctx.lang),
    ];
    const timed = [...meetings, ...deliveries].sort((a, b) => startOf(a) - startOf(b));
    return { date, items: [...vouchers, ...timed] };
  },

  roomSchedule: async (input, ctx) => {
    const me = ctx.principal.userId;
    const where = and(
      eq(site.enabled, true),
      eq(scene.code, MEETING_SCENE),
      input.campusId ? eq(building.campusId, input.campusId) : undefined,
      input.siteId ? eq(site.id, input.siteId) : undefined,
    );
    const rooms = () =>
      ctx.db
        .select({
          id: site.id,
          name: placeName(site, ctx.lang),
          campusName: placeName(campus, ctx.lang),
          buildingName: placeName(building, ctx.lang),
          floorName: placeName(floor, ctx.lang),
          capacity: peopleCapacity,
          timeZone: campus.timeZone,
        })
        .from(site)
        .innerJoin(scene, eq(scene.id, site.sceneId))
        .innerJoin(floor, eq(floor.id, site.floorId))
        .innerJoin(building, eq(building.id, floor.buildingId))
        .innerJoin(campus, eq(campus.id, building.campusId))
        .leftJoin(room, eq(room.id, site.roomId));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(site)
      .innerJoin(scene, eq(scene.id, site.sceneId))
      .innerJoin(floor, eq(floor.id, site.floorId))
      .innerJoin(building, eq(building.id, floor.buildingId))
      .where(where);
    const page = await rooms()
      .where(where)
      .orderBy(asc(site.sort), asc(site.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    if (page.length === 0) return pageResult([], total, input);
    const ids = page.map((r) => r.id);

    // What the caller may see of a booking: their own, one naming them, or (with the permission) one in scope.
    const mine = sql<boolean>`(${reservation.userId} = ${me}
      or coalesce(${mcReserveOrder.applicantUserId} = ${me}, false))`;
    const attending = sql<boolean>`exists (select 1 from ${reservationParticipant}
      where ${reservationParticipant.reservationId} = ${reservation.id} and ${reservationParticipant.userId} = ${me})`;
    const scoped = hasPermission(ctx.principal, SCOPE_PERMISSION)
      ? reachCondition(await reachOf(ctx.db, ctx.principal), { userId: reservation.userId, orgId: sysUser.orgId })
      : sql`false`;
    const inScope = scoped ? sql<boolean>`coalesce((${scoped}), false)` : sql<boolean>`true`;
    const rows = await ctx.db
      .select({
        id: reservation.id,
        siteId: reservation.siteId,
        startAt: reservation.startAt,
        endAt: reservation.endAt,
        status: reservation.status,
        subject: reservation.subject,
        orderSubject: mcReserveOrder.subject,
        orderId: mcReserveOrder.id,
        orderStatus: mcReserveOrder.status,
        customerName: placeName(mcCustomer, ctx.lang),
        orgName: sysOrg.name,
        mine,
        attending,
        inScope,
      })
      .from(reservation)
      .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
      .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
      .innerJoin(site, eq(site.id, reservation.siteId))
      .innerJoin(floor, eq(floor.id, site.floorId))
      .innerJoin(building, eq(building.id, floor.buildingId))
      .innerJoin(campus, eq(campus.id, building.campusId))
      .leftJoin(
        mcReserveOrder,
        and(eq(mcReserveOrder.reservationId, reservation.id), notInArray(mcReserveOrder.status, GONE_ORDER_STATES)),
      )
      .leftJoin(mcCustomer, eq(mcCustomer.id, mcReserveOrder.customerId))
      .where(
        and(
          inArray(reservation.siteId, ids),
          inArray(reservation.status, [...ACTIVE_STATUSES]),
          lt(reservation.startAt, dayStart(input.date, 1)),
          gt(reservation.endAt, dayStart(input.date)),
        ),
      )
      .orderBy(asc(reservation.startAt), asc(reservation.id), asc(mcReserveOrder.id));
    const devices = await devicesOf(ctx.db, ids);
    const seen = new Set<number>();
    const meetings = new Map<number, ScheduleMeeting[]>();
    const zoneOf = new Map(page.map((r) => [r.id, r.timeZone]));
    for (const b of rows) {
      if (seen.has(b.id)) continue;
      seen.add(b.id);
      const visible = b.mine || b.attending || b.inScope;
      const zone = zoneOf.get(b.siteId) ?? CAMPUS_ZONE;
      meetings.set(b.siteId, [
        ...(meetings.get(b.siteId) ?? []),
        {
          id: b.id,
          start: toWireTime(b.startAt, zone),
          end: toWireTime(b.endAt, zone),
          status: b.status,
          subject: visible ? (b.orderSubject ?? b.subject ?? null) : null,
          organisation: visible ? (b.customerName ?? b.orgName ?? null) : null,
          orderId: b.mine ? b.orderId : null,
          orderStatus: visible ? ((b.orderStatus as ReserveOrderState | null) ?? null) : null,
          mine: b.mine,
          attending: b.attending,
        },
      ]);
    }
    const out: ScheduleRoom[] = page.map(({ timeZone: _tz, ...r }) => ({
      ...r,
      devices: devices.get(r.id) ?? [],
      meetings: meetings.get(r.id) ?? [],
    }));
    return pageResult(out, total, input);
  },
};

/** The registrations of the conference-centre terminal's own reads. */
export const conferenceDayHandlers = implement(contracts, handlers);
