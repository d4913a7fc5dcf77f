/**
 * Handlers of platform/contracts/quick.contract.ts (quick/current, quick/period,
 * copyResv); the work is in ./quick.service.ts, the bookings in the booking engine.
 */
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import * as quickContracts from '../../../platform/contracts/quick.contract';
import { implement } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { book } from '../reserve/booking.service';
import { toWireTime } from '../reserve/campus-time';
import { findReservation } from '../reserve/reserve.queries';
import { mayCancel } from '../reserve/reserve.service';
import { reservationDetailOut } from '../reserve/reservation-wire';
import type { Lang } from '../../../platform/i18n/languages';
import { findSite, type SiteRow } from '../site/site.queries';
import { copiedRange, findQuickSlot, periodSeries } from './quick.service';
import { operationSummary } from '../../plugins/operation-summary';

/**
 * The enabled site `id`, its places named in `lang`.
 * @throws AppError SITE_NOT_FOUND
 */
async function siteOrFail(db: Db, id: number, lang: Lang): Promise<SiteRow> {
  const found = await findSite(db, id, lang);
  if (!found) throw new AppError(Code.SITE_NOT_FOUND);
  return found;
}

/** Registrations of the quick module. */
export const quickHandlers = implement(quickContracts, {
  quickCurrent: async (input, ctx) => {
    const found = await findQuickSlot(ctx.db, ctx.principal.userId, input, ctx.now, ctx.lang);
    if (!found) return { slot: null };
    const { site, start, end } = found;
    return {
      slot: {
        siteId: site.id,
        siteName: site.name,
        sceneId: site.sceneId,
        sceneName: byLang(ctx.lang, site.scene.nameCn, site.scene.nameEn, site.scene.nameTc),
        campusName: site.campusName,
        buildingName: site.buildingName,
        floorName: site.floorName,
        timeZone: site.timeZone,
        start: toWireTime(start, site.timeZone),
        end: toWireTime(end, site.timeZone),
      },
    };
  },

  quickPeriod: async (input, ctx) => {
    const found = await siteOrFail(ctx.db, input.siteId, ctx.lang);
    const { batchId, dates } = await periodSeries(ctx.db, found, ctx.principal.userId, input, ctx.now, ctx.lang);
    if (batchId) {
      ctx.audit({
        summary: operationSummary('periodSeriesBooked', { batchId }),
        after: { batchId, siteId: found.id, ids: dates.flatMap((d) => (d.reservationId ? [d.reservationId] : [])) },
      });
    }
    return { batchId, siteId: found.id, siteName: found.name, dates };
  },

  copyResv: async (input, ctx) => {
    const me = ctx.principal;
    const source = await findReservation(ctx.db, input.id, ctx.lang);
    if (!source || source.userId !== me.userId) throw new AppError(Code.RESERVATION_NOT_FOUND, { id: input.id });
    const found = await siteOrFail(ctx.db, source.siteId, ctx.lang);
    const { start, end } = copiedRange(source, found, input.date);
    const id = await book(
      ctx.db,
      {
        site: found,
        userId: me.userId,
        start,
        end,
        agreements: input.agreements,
        fields: {
          subject: source.subject ?? undefined,
          phone: source.phone ?? undefined,
          remark: source.remark ?? undefined,
        },
      },
      ctx.now,
    );
    const row = (await findReservation(ctx.db, id, ctx.lang))!;
    const out = reservationDetailOut(row, ctx.lang, mayCancel(row, ctx.now));
    ctx.audit({
      after: { id, copiedFrom: source.id, siteId: out.siteId, start: out.start, end: out.end, status: out.status },
    });
    return out;
  },
});
