/**
 * Handlers of the booking calls (spec §7 /api/reserve/) and the back office's list of
 * every booking (/reserveManage).
 */
import { and, eq, gt, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import {
  addReserve, cancelReserveBatch, currentDetail, currentPage, currentPeriod, reserveManagePage,
} from '../../../platform/contracts/reserve.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { reservation, site, sysUser } from '../../db/schema/index';
import { caller, handle } from '../../plugins/call-handler';
import { findSite } from '../site/site.queries';
import { addDays, localInstant } from './campus-time';
import { ACTIVE_STATUSES, findReservation, pageReservations } from './reserve.queries';
import { reservationDetailOut, reservationOut } from './reservation-wire';
import { book, cancelAll, mayCancel, mayCancelFor, mayView, periodOf } from './reserve.service';

/** Time zone of the back office's date filters (DESIGN.md §6 default). */
const MANAGE_TIME_ZONE = 'Asia/Shanghai';

/** A %…% pattern matching `text` literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Registrations of the reserve module. */
export const reserveHandlers = [
  handle(currentPeriod, async (input, ctx) => {
    const found = await findSite(ctx.db, input.siteId);
    if (!found) throw new AppError(Code.SITE_NOT_FOUND);
    return { siteId: found.id, date: input.date, timeZone: found.timeZone, slots: await periodOf(ctx.db, found, input.date, ctx.now) };
  }),

  handle(addReserve, async (input, ctx) => {
    const me = caller(ctx.principal);
    const found = await findSite(ctx.db, input.siteId);
    if (!found) throw new AppError(Code.SITE_NOT_FOUND);
    const id = await book(ctx.db, found, me.userId, new Date(input.start), new Date(input.end), input, ctx.now);
    const row = (await findReservation(ctx.db, id))!;
    const out = reservationDetailOut(row, ctx.lang, mayCancel(row, ctx.now));
    ctx.audit({ after: { id, siteId: out.siteId, start: out.start, end: out.end, status: out.status } });
    return out;
  }),

  handle(currentPage, async (input, ctx) => {
    const me = caller(ctx.principal);
    const where = and(
      eq(reservation.userId, me.userId),
      input.status ? eq(reservation.status, input.status) : undefined,
      input.scope === 'upcoming'
        ? and(inArray(reservation.status, [...ACTIVE_STATUSES]), gt(reservation.endAt, ctx.now)) : undefined,
    );
    const { rows, total } = await pageReservations(ctx.db, where, input.pageNo, input.pageSize);
    return { rows: rows.map((r) => reservationOut(r, ctx.lang)), total, pageNo: input.pageNo, pageSize: input.pageSize };
  }),

  handle(currentDetail, async (input, ctx) => {
    const me = caller(ctx.principal);
    const row = await findReservation(ctx.db, input.id);
    if (!row || !mayView(me, row.userId)) throw new AppError(Code.RESERVATION_NOT_FOUND, { id: input.id });
    return reservationDetailOut(row, ctx.lang, mayCancelFor(me, row.userId) && mayCancel(row, ctx.now));
  }),

  handle(cancelReserveBatch, async (input, ctx) => {
    const before = await cancelAll(ctx.db, caller(ctx.principal), input.ids, ctx.now);
    ctx.audit({
      summary: `Cancelled ${before.length} booking(s)`,
      before: before.map((r) => ({ id: r.id, status: r.status })),
      after: before.map((r) => ({ id: r.id, status: 'cancelled' })),
    });
    return { cancelled: before.length };
  }),

  handle(reserveManagePage, async (input, ctx) => {
    const filters: (SQL | undefined)[] = [
      input.keyword ? or(
        ilike(sysUser.account, containing(input.keyword)),
        ilike(sysUser.name, containing(input.keyword)),
        ilike(site.name, containing(input.keyword)),
      ) : undefined,
      input.sceneId ? eq(site.sceneId, input.sceneId) : undefined,
      input.siteId ? eq(reservation.siteId, input.siteId) : undefined,
      input.status ? eq(reservation.status, input.status) : undefined,
      input.dateFrom ? gte(reservation.startAt, localInstant(input.dateFrom, 0, MANAGE_TIME_ZONE)) : undefined,
      input.dateTo ? lt(reservation.startAt, localInstant(addDays(input.dateTo, 1), 0, MANAGE_TIME_ZONE)) : undefined,
    ];
    const { rows, total } = await pageReservations(ctx.db, and(...filters), input.pageNo, input.pageSize);
    return { rows: rows.map((r) => reservationOut(r, ctx.lang)), total, pageNo: input.pageNo, pageSize: input.pageSize };
  }),
];
