/**
 * Handlers of platform/contracts/checkin.contract.ts: the check-in code of a
 * booking, /sign (info and check-in by code), the staff card swipe, and the check-in
 * records of /swiping. Every lookup is limited in SQL to the caller's own bookings and,
 * for staff, those of the users in their data scope: others answer as not found.
 */
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or } from 'drizzle-orm';
import type { SwipingRow } from '../../../platform/contracts/checkin.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { containing } from '../../db/paging';
import { placeName, placeNameLike } from '../../db/place-name';
import { reservation, site, sysUser } from '../../db/schema/index';
import * as checkinContracts from '../../../platform/contracts/checkin.contract';
import { implement, type CallContext, type SignedInContext } from '../../plugins/call-handler';
import { scopeCondition } from '../org/data-scope';
import { addDays, localInstant, toWireTime } from '../reserve/campus-time';
import { checkInCodeOf, reservationIdOf } from './checkin-code';
import {
  checkIn,
  checkInScope,
  openBookingOf,
  selectSignRows,
  signInfoOf,
  signViewOf,
  type SignView,
} from './checkin.service';
import { operationSummary } from '../../plugins/operation-summary';

/** Time zone of the /swiping date filter (DESIGN.md §6 default, as /audit). */
const SWIPING_TIME_ZONE = 'Asia/Shanghai';

/**
 * The reservation id of a code.
 * @throws AppError RESERVATION_NOT_FOUND for a malformed or forged code
 */
function idOfCode(code: string, ctx: CallContext): number {
  const id = reservationIdOf(code, ctx.config.serverSecret);
  if (id === null) throw new AppError(Code.RESERVATION_NOT_FOUND, { id: code });
  return id;
}

/** Checks in a locked booking and writes the operation log's snapshots. */
async function checkInAndLog(ctx: SignedInContext, view: SignView) {
  const me = ctx.principal;
  const after = await checkIn(ctx.db, view, me, ctx.now);
  ctx.audit({
    summary: operationSummary('bookingCheckedIn', { id: view.id }),
    before: { id: view.id, status: view.status, checkedInAt: view.checkedInAt },
    after: { id: after.id, status: after.status, checkedInAt: after.checkedInAt },
  });
  return signInfoOf(after, me, ctx.now);
}

/** Registrations of the checkin module. */
export const checkinHandlers = implement(checkinContracts, {
  signCode: async (input, ctx) => {
    const view = await signViewOf(ctx.db, input.id, eq(reservation.userId, ctx.principal.userId), ctx.lang);
    return { id: view.id, code: checkInCodeOf(view.id, ctx.config.serverSecret) };
  },

  signInfo: async (input, ctx) =>
    signInfoOf(
      await signViewOf(ctx.db, idOfCode(input.code, ctx), await checkInScope(ctx.db, ctx.principal), ctx.lang),
      ctx.principal,
      ctx.now,
    ),

  signIn: async (input, ctx) =>
    checkInAndLog(
      ctx,
      await signViewOf(ctx.db, idOfCode(input.code, ctx), await checkInScope(ctx.db, ctx.principal), ctx.lang, true),
    ),

  signCard: async (input, ctx) => {
    const [place] = await ctx.db
      .select({ name: placeName(site, ctx.lang) })
      .from(site)
      .where(eq(site.id, input.siteId));
    if (!place) throw new AppError(Code.SITE_NOT_FOUND, { id: input.siteId });
    const view = await openBookingOf(
      ctx.db,
      input.account,
      input.siteId,
      ctx.now,
      await checkInScope(ctx.db, ctx.principal),
      ctx.lang,
    );
    if (!view) throw new AppError(Code.CHECK_IN_NOTHING_OPEN, { account: input.account, site: place.name });
    return checkInAndLog(ctx, view);
  },

  signSites: async (_input, ctx) =>
    ctx.db
      .select({ id: site.id, name: placeName(site, ctx.lang) })
      .from(site)
      .where(eq(site.enabled, true))
      .orderBy(asc(placeName(site, ctx.lang)), asc(site.id)),

  signPage: async (input, ctx) => {
    const where = and(
      isNotNull(reservation.checkedInAt),
      input.keyword
        ? or(
            ilike(sysUser.account, containing(input.keyword)),
            ilike(sysUser.name, containing(input.keyword)),
            placeNameLike(site, containing(input.keyword)),
          )
        : undefined,
      input.dateFrom ? gte(reservation.checkedInAt, localInstant(input.dateFrom, 0, SWIPING_TIME_ZONE)) : undefined,
      input.dateTo
        ? lt(reservation.checkedInAt, localInstant(addDays(input.dateTo, 1), 0, SWIPING_TIME_ZONE))
        : undefined,
      await scopeCondition(ctx.db, ctx.principal, { userId: reservation.userId, orgId: sysUser.orgId }),
    );
    const rows = await selectSignRows(ctx.db, ctx.lang)
      .where(where)
      .orderBy(desc(reservation.checkedInAt), desc(reservation.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize);
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(reservation)
      .innerJoin(site, eq(site.id, reservation.siteId))
      .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
      .where(where);
    return {
      rows: rows.map((r): SwipingRow => ({
        id: r.id,
        siteId: r.siteId,
        siteName: r.siteName,
        campusName: r.campusName,
        timeZone: r.timeZone,
        start: toWireTime(r.startAt, r.timeZone),
        end: toWireTime(r.endAt, r.timeZone),
        status: r.status,
        userName: r.userName,
        account: r.account,
        checkedInAt: toWireTime(r.checkedInAt as Date, r.timeZone),
      })),
      total,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    };
  },
});
