/**
 * Handlers of platform/contracts/catering-room.contract.ts (spec §7 "/mc/room", §4 "room:
 * lock and unlock"): free rooms, the rooms' occupancy, the bookings of rooms with their
 * meeting service orders, and room locks.
 *
 * A lock takes the site's row lock (reserve.queries.ts lockSite) before it looks at the
 * site's bookings, as every booking path does before it looks at the site's locks
 * (../reserve/booking.service.ts conflictOf): of a booking and a lock of one site at the same
 * moment, the second to get the row lock sees the first and is refused (ROOM_LOCKED or
 * LOCK_CONFLICT). Lock states follow machines/room-lock.machine, applied through
 * ./order-step.ts (kind `roomLock`).
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import * as contracts from '../../../platform/contracts/catering-room.contract';
import type { RoomDynamic, RoomLockRow, RoomLockState } from '../../../platform/contracts/catering-room.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { roomLockMachine, roomLockStateAt } from '../../../machines/room-lock.machine';
import type { Db } from '../../db/client';
import { placeName, placeNameLike } from '../../db/place-name';
import { containing, offsetOf, pageResult } from '../../db/paging';
import {
  building,
  campus,
  floor,
  mcReserveOrder,
  mcRoomLock,
  reservation,
  room,
  site,
  sysUser,
} from '../../db/schema/index';
import { implement, type PartialHandlersOf } from '../../plugins/call-handler';
import { reachCondition, reachOf, scopeCondition } from '../org/data-scope';
import { refuseIfClosed } from '../open-rule/closure.queries';
import { isUnavailable } from '../reserve/booking.service';
import { localDateOf, toWireTime } from '../reserve/campus-time';
import { ACTIVE_STATUSES, lockSite } from '../reserve/reserve.queries';
import { checkRange } from '../reserve/reserve.service';
import { findSite, listSites } from '../site/site.queries';
import { HOLDING_STATES, periodText } from './room-lock.queries';
import { applyOrderStep } from './order-step';
import { devicesOf, peopleCapacity } from './room-facts';

/** SQL: the instant a local date (`YYYY-MM-DD`, plus `days`) starts in the campus's time zone. */
function dayStart(date: string, days = 0): SQL {
  return sql`((${date}::date + ${days}::int)::timestamp at time zone ${campus.timeZone})`;
}

/** The filters of the room lists: enabled sites, campus, scene, name keyword. */
function roomWhere(input: { campusId?: number; sceneId?: number; keyword?: string }): SQL | undefined {
  return and(
    eq(site.enabled, true),
    input.campusId ? eq(building.campusId, input.campusId) : undefined,
    input.sceneId ? eq(site.sceneId, input.sceneId) : undefined,
    input.keyword ? placeNameLike(site, containing(input.keyword)) : undefined,
  );
}

/** Rooms matching `where` with their place (named in `lang`) and size, sorted (`limit`/`offset` for a page). */
function roomsQuery(db: Db, where: SQL | undefined, lang: Lang) {
  return db
    .select({
      id: site.id,
      name: placeName(site, lang),
      sceneId: site.sceneId,
      campusId: campus.id,
      campusName: placeName(campus, lang),
      buildingName: placeName(building, lang),
      floorName: placeName(floor, lang),
      capacity: peopleCapacity,
      timeZone: campus.timeZone,
    })
    .from(site)
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .leftJoin(room, eq(room.id, site.roomId))
    .where(where)
    .orderBy(asc(site.sort), asc(site.id));
}

/** Locks with their site and the names of who locked and unlocked them. */
const locker = alias(sysUser, 'locker');
const unlocker = alias(sysUser, 'unlocker');

/** SQL: a lock's state now — its stored state after the time passed (machines/room-lock.machine). */
function stateNow(now: Date): SQL<RoomLockState> {
  const at = now.toISOString();
  return sql<RoomLockState>`case
    when ${mcRoomLock.state} in ('expired', 'unlocked') then ${mcRoomLock.state}
    when ${mcRoomLock.endAt} <= ${at}::timestamptz then 'expired'
    when ${mcRoomLock.startAt} <= ${at}::timestamptz then 'active'
    else ${mcRoomLock.state} end`;
}

/** Lock rows as the back office lists them, matching `where`, latest start first; places named in `lang`. */
async function lockRows(
  db: Db,
  now: Date,
  where: SQL | undefined,
  lang: Lang,
  page?: { limit: number; offset: number },
): Promise<RoomLockRow[]> {
  const query = db
    .select({
      lock: mcRoomLock,
      siteName: placeName(site, lang),
      campusName: placeName(campus, lang),
      timeZone: campus.timeZone,
      lockedByName: locker.name,
      unlockedByName: unlocker.name,
    })
    .from(mcRoomLock)
    .innerJoin(site, eq(site.id, mcRoomLock.siteId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .leftJoin(locker, eq(locker.id, mcRoomLock.lockedBy))
    .leftJoin(unlocker, eq(unlocker.id, mcRoomLock.unlockedBy))
    .where(where)
    .orderBy(desc(mcRoomLock.startAt), desc(mcRoomLock.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => {
    const tz = r.timeZone;
    const context = { start: r.lock.startAt.getTime(), end: r.lock.endAt.getTime() };
    return {
      id: r.lock.id,
      siteId: r.lock.siteId,
      siteName: r.siteName,
      campusName: r.campusName,
      start: toWireTime(r.lock.startAt, tz),
      end: toWireTime(r.lock.endAt, tz),
      reason: r.lock.reason,
      state: roomLockStateAt(r.lock.state as RoomLockState, context, now.getTime()),
      lockedByName: r.lockedByName,
      lockedAt: toWireTime(r.lock.lockedAt, tz),
      unlockedByName: r.unlockedByName,
      unlockedAt: r.lock.unlockedAt ? toWireTime(r.lock.unlockedAt, tz) : null,
    };
  });
}

/** The lock `id` as listed, places named in `lang`. */
async function lockRow(db: Db, now: Date, id: number, lang: Lang): Promise<RoomLockRow> {
  const [row] = await lockRows(db, now, eq(mcRoomLock.id, id), lang);
  return row;
}

const handlers = {
  getAvailable: async (input, ctx) => {
    const start = new Date(input.start);
    const end = new Date(input.end);
    if (end <= start) throw new AppError(Code.RANGE_INVALID);
    const sized = await roomsQuery(ctx.db, and(roomWhere(input), gte(peopleCapacity, input.attendees)), ctx.lang);
    if (sized.length === 0) return [];
    const sites = await listSites(
      ctx.db,
      inArray(
        site.id,
        sized.map((r) => r.id),
      ),
      ctx.lang,
    );
    const free: number[] = [];
    for (const s of sites) {
      // The booking engine's own checks: the opening hours and slot grid, a closure of the day, then
      // bookings, locks and others' live holds (a snapshot: booking still decides under the site lock).
      try {
        checkRange(s, start, end, ctx.now);
        await refuseIfClosed(ctx.db, s, localDateOf(start, s.timeZone));
      } catch (err) {
        if (err instanceof AppError) continue;
        throw err;
      }
      if (await isUnavailable(ctx.db, s, ctx.principal.userId, start, end, ctx.now)) continue;
      free.push(s.id);
    }
    const devices = await devicesOf(ctx.db, free);
    return sized
      .filter((r) => free.includes(r.id))
      .map(({ timeZone: _tz, ...r }) => ({ ...r, devices: devices.get(r.id) ?? [] }));
  },

  getDynamicPage: async (input, ctx) => {
    const where = roomWhere(input);
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(site)
      .innerJoin(floor, eq(floor.id, site.floorId))
      .innerJoin(building, eq(building.id, floor.buildingId))
      .where(where);
    const rooms = await roomsQuery(ctx.db, where, ctx.lang).limit(input.pageSize).offset(offsetOf(input));
    if (rooms.length === 0) return pageResult([], total, input);
    const ids = rooms.map((r) => r.id);
    const inRange = (startCol: AnyPgColumn, endCol: AnyPgColumn) =>
      and(lt(startCol, dayStart(input.dateTo, 1)), gt(endCol, dayStart(input.dateFrom)));
    // Out of the caller's data scope a booking still occupies its room, without subject or booker (DESIGN.md §6).
    const inScope = reachCondition(await reachOf(ctx.db, ctx.principal), {
      userId: reservation.userId,
      orgId: sysUser.orgId,
    });
    const bookings = await ctx.db
      .select({
        id: reservation.id,
        siteId: reservation.siteId,
        startAt: reservation.startAt,
        endAt: reservation.endAt,
        status: reservation.status,
        subject: reservation.subject,
        bookerName: sysUser.name,
        visible: inScope ? sql<boolean>`coalesce((${inScope}), false)` : sql<boolean>`true`,
      })
      .from(reservation)
      .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
      .innerJoin(site, eq(site.id, reservation.siteId))
      .innerJoin(floor, eq(floor.id, site.floorId))
      .innerJoin(building, eq(building.id, floor.buildingId))
      .innerJoin(campus, eq(campus.id, building.campusId))
      .where(
        and(
          inArray(reservation.siteId, ids),
          inArray(reservation.status, [...ACTIVE_STATUSES]),
          inRange(reservation.startAt, reservation.endAt),
        ),
      )
      .orderBy(asc(reservation.startAt), asc(reservation.id));
    const locks = await ctx.db
      .select({
        id: mcRoomLock.id,
        siteId: mcRoomLock.siteId,
        startAt: mcRoomLock.startAt,
        endAt: mcRoomLock.endAt,
        reason: mcRoomLock.reason,
        state: mcRoomLock.state,
      })
      .from(mcRoomLock)
      .innerJoin(site, eq(site.id, mcRoomLock.siteId))
      .innerJoin(floor, eq(floor.id, site.floorId))
      .innerJoin(building, eq(building.id, floor.buildingId))
      .innerJoin(campus, eq(campus.id, building.campusId))
      .where(
        and(
          inArray(mcRoomLock.siteId, ids),
          inArray(mcRoomLock.state, [...HOLDING_STATES]),
          inRange(mcRoomLock.startAt, mcRoomLock.endAt),
        ),
      )
      .orderBy(asc(mcRoomLock.startAt), asc(mcRoomLock.id));
    const rows: RoomDynamic[] = rooms.map((r) => ({
      ...r,
      bookings: bookings
        .filter((b) => b.siteId === r.id)
        .map((b) => ({
          id: b.id,
          start: toWireTime(b.startAt, r.timeZone),
          end: toWireTime(b.endAt, r.timeZone),
          status: b.status,
          subject: b.visible ? b.subject : null,
          bookerName: b.visible ? b.bookerName : null,
        })),
      locks: locks
        .filter((l) => l.siteId === r.id)
        .map((l) => ({
          id: l.id,
          start: toWireTime(l.startAt, r.timeZone),
          end: toWireTime(l.endAt, r.timeZone),
          reason: l.reason,
          state: roomLockStateAt(
            l.state as RoomLockState,
            { start: l.startAt.getTime(), end: l.endAt.getTime() },
            ctx.now.getTime(),
          ),
        }))
        .filter((l) => l.state !== 'expired'),
    }));
    return pageResult(rows, total, input);
  },

  getRoomReserveDynamicPage: async (input, ctx) => {
    const where = and(
      await scopeCondition(ctx.db, ctx.principal, { userId: reservation.userId, orgId: sysUser.orgId }),
      input.siteId ? eq(reservation.siteId, input.siteId) : undefined,
      input.status ? eq(reservation.status, input.status) : undefined,
      input.dateFrom ? gte(reservation.startAt, dayStart(input.dateFrom)) : undefined,
      input.dateTo ? lt(reservation.startAt, dayStart(input.dateTo, 1)) : undefined,
    );
    const from = () =>
      ctx.db
        .select({
          r: reservation,
          siteName: placeName(site, ctx.lang),
          timeZone: campus.timeZone,
          bookerName: sysUser.name,
          order: {
            id: mcReserveOrder.id,
            orderNo: mcReserveOrder.orderNo,
            status: mcReserveOrder.status,
            attendees: mcReserveOrder.attendees,
            totalCents: mcReserveOrder.totalCents,
          },
        })
        .from(reservation)
        .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
        .innerJoin(site, eq(site.id, reservation.siteId))
        .innerJoin(floor, eq(floor.id, site.floorId))
        .innerJoin(building, eq(building.id, floor.buildingId))
        .innerJoin(campus, eq(campus.id, building.campusId))
        .leftJoin(mcReserveOrder, eq(mcReserveOrder.reservationId, reservation.id));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(reservation)
      .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
      .innerJoin(site, eq(site.id, reservation.siteId))
      .innerJoin(floor, eq(floor.id, site.floorId))
      .innerJoin(building, eq(building.id, floor.buildingId))
      .innerJoin(campus, eq(campus.id, building.campusId))
      .where(where);
    const rows = await from()
      .where(where)
      .orderBy(desc(reservation.startAt), desc(reservation.id), asc(mcReserveOrder.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map(({ r, siteName, timeZone, bookerName, order }) => ({
        id: r.id,
        siteId: r.siteId,
        siteName,
        start: toWireTime(r.startAt, timeZone),
        end: toWireTime(r.endAt, timeZone),
        status: r.status,
        subject: r.subject,
        userId: r.userId,
        bookerName,
        createdAt: toWireTime(r.createdAt, timeZone),
        order: order && order.id !== null ? order : null,
      })),
      total,
      input,
    );
  },

  lock: async (input, ctx) => {
    const start = new Date(input.start);
    const end = new Date(input.end);
    if (end <= start || end <= ctx.now) throw new AppError(Code.LOCK_RANGE_INVALID);
    const target = await findSite(ctx.db, input.siteId, ctx.lang);
    if (!target) throw new AppError(Code.SITE_NOT_FOUND);
    // The same row lock every booking path takes before it reads the site's locks (module comment).
    await lockSite(ctx.db, target.id);
    const conflicts = await ctx.db
      .select({ startAt: reservation.startAt, endAt: reservation.endAt, subject: reservation.subject })
      .from(reservation)
      .where(
        and(
          eq(reservation.siteId, target.id),
          inArray(reservation.status, [...ACTIVE_STATUSES]),
          lt(reservation.startAt, end),
          gt(reservation.endAt, start),
        ),
      )
      .orderBy(asc(reservation.startAt), asc(reservation.id));
    if (conflicts.length > 0) {
      const first = conflicts[0];
      const when = periodText(first.startAt, first.endAt, target.timeZone);
      throw new AppError(Code.LOCK_CONFLICT, {
        count: conflicts.length,
        first: first.subject ? `${when} ${first.subject}` : when,
      });
    }
    const state = roomLockStateAt('scheduled', { start: start.getTime(), end: end.getTime() }, ctx.now.getTime());
    const [after] = await ctx.db
      .insert(mcRoomLock)
      .values({
        siteId: target.id,
        startAt: start,
        endAt: end,
        reason: input.reason,
        state,
        lockedBy: ctx.principal.userId,
        lockedAt: ctx.now,
      })
      .returning();
    ctx.audit({ after });
    return lockRow(ctx.db, ctx.now, after.id, ctx.lang);
  },

  unlock: async (input, ctx) => {
    const [before] = await ctx.db.select().from(mcRoomLock).where(eq(mcRoomLock.id, input.id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    const context = { start: before.startAt.getTime(), end: before.endAt.getTime() };
    const now = ctx.now.getTime();
    const step = applyOrderStep(
      roomLockMachine,
      { kind: 'roomLock', id: before.id, state: roomLockStateAt(before.state as RoomLockState, context, now), context },
      { type: 'lock.unlock', now },
    );
    const [after] = await ctx.db
      .update(mcRoomLock)
      .set({ state: String(step.value), unlockedBy: ctx.principal.userId, unlockedAt: ctx.now })
      .where(eq(mcRoomLock.id, before.id))
      .returning();
    ctx.audit({ before, after });
    return lockRow(ctx.db, ctx.now, after.id, ctx.lang);
  },

  getLockRoomPage: async (input, ctx) => {
    const where = and(
      input.siteId ? eq(mcRoomLock.siteId, input.siteId) : undefined,
      input.state ? sql`${stateNow(ctx.now)} = ${input.state}` : undefined,
      input.dateFrom ? gt(mcRoomLock.endAt, dayStart(input.dateFrom)) : undefined,
      input.dateTo ? lt(mcRoomLock.startAt, dayStart(input.dateTo, 1)) : undefined,
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(mcRoomLock)
      .innerJoin(site, eq(site.id, mcRoomLock.siteId))
      .innerJoin(floor, eq(floor.id, site.floorId))
      .innerJoin(building, eq(building.id, floor.buildingId))
      .innerJoin(campus, eq(campus.id, building.campusId))
      .where(where);
    const rows = await lockRows(ctx.db, ctx.now, where, ctx.lang, { limit: input.pageSize, offset: offsetOf(input) });
    return pageResult(rows, total, input);
  },
} satisfies PartialHandlersOf<typeof contracts>;

/** Registrations of the room calls. */
export const cateringRoomHandlers = implement(contracts, handlers);
