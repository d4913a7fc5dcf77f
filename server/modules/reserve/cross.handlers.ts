/**
 * Handlers of the cross-day calls (spec §7 /api/reserve/cross/page, cross/detail,
 * quick/cross). Cross-day bookings themselves are made by addReserve with `crossDay`.
 */
import { eq } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { reservation, site } from '../../db/schema/index';
import * as reserveContracts from '../../../platform/contracts/reserve.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { findSite, listSites } from '../site/site.queries';
import { toWireTime } from './campus-time';
import { firstFreeCross } from './cross-day';
import { findReservation } from './reserve.queries';
import { ownReservationPage } from './own-page';
import { reservationDetailOut } from './reservation-wire';
import { mayCancel, mayCancelFor, viewScope } from './reserve.service';

/** The handlers of the cross-day calls: a part, implemented with the module's rest. */
export const crossHandlers = {
  crossPage: async (input, ctx) =>
    ownReservationPage(ctx.db, ctx.principal.userId, input, [eq(reservation.kind, 'cross')], ctx.now, ctx.lang),

  crossDetail: async (input, ctx) => {
    const me = ctx.principal;
    const [stored] = await ctx.db
      .select({ kind: reservation.kind })
      .from(reservation)
      .where(eq(reservation.id, input.id));
    const row =
      stored?.kind === 'cross' ? await findReservation(ctx.db, input.id, ctx.lang, await viewScope(ctx.db, me)) : null;
    if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND, { id: input.id });
    return reservationDetailOut(row, ctx.lang, mayCancelFor(me, row.userId) && mayCancel(row, ctx.now));
  },

  quickCross: async (input, ctx) => {
    const me = ctx.principal;
    const sites =
      input.siteId !== undefined
        ? [await findSite(ctx.db, input.siteId, ctx.lang)].filter((s) => s !== null)
        : await listSites(ctx.db, eq(site.sceneId, input.sceneId!), ctx.lang);
    const start = new Date(input.start);
    const minutes = (Date.parse(input.end) - start.getTime()) / 60_000;
    if (minutes <= 0) throw new AppError(Code.RANGE_INVALID);
    const found = await firstFreeCross(ctx.db, sites, me.userId, start, minutes, ctx.now);
    return {
      range: found && {
        siteId: found.site.id,
        siteName: found.site.name,
        start: toWireTime(found.start, found.site.timeZone),
        end: toWireTime(found.end, found.site.timeZone),
      },
    };
  },
} satisfies PartialHandlersOf<typeof reserveContracts>;
