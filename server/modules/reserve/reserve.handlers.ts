/**
 * Handlers of the booking calls (spec §7 /api/reserve/) and the back office's list of
 * every booking (/reserveManage).
 */
import { and, eq, gt, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { reservation, site, sysUser } from '../../db/schema/index';
import * as reserveContracts from '../../../platform/contracts/reserve.contract';
import { implement } from '../../plugins/call-handler';
import { crossHandlers } from './cross.handlers';
import type { Db } from '../../db/client';
import { containing } from '../../db/paging';
import { placeNameLike } from '../../db/place-name';
import { scopeCondition } from '../org/data-scope';
import type { Lang } from '../../../platform/i18n/languages';
import { findSite, findSiteForBooking } from '../site/site.queries';
import { addDays, localDateOf, localInstant, wallMinutesOf } from './campus-time';
import type { SiteRow } from '../site/site.queries';
import { findReservation, pageReservations } from './reserve.queries';
import { ownReservationPage } from './own-page';
import { bookedView, reservationDetailOut, reservationOut } from './reservation-wire';
import { cancelAll, endReservationEarly, mayCancel, mayCancelFor, periodOf, viewScope } from './reserve.service';
import { bookDays, bookReturning, extendReservation, takeHold } from './booking.service';
import { messageOf } from '../../plugins/i18n';
import type { AddReserveInput } from '../../../platform/contracts/reserve.contract';
import { releaseHold } from './holds';
import { periodDates, scenePeriodOf, sceneSummaryOf } from './scene-period';
import { promoteSites } from '../waitlist/waitlist.service';
import { effectiveRule } from '../rules/effective-rule';
import { toWireTime } from './campus-time';
// Registers what the end of a booking's approval process does to the booking.
import './booking-process-end';
import { operationSummary } from '../../plugins/operation-summary';

/** Time zone of the back office's date filters (DESIGN.md §6 default). */
const MANAGE_TIME_ZONE = 'Asia/Shanghai';

/**
 * The enabled site `id`, its places named in `lang`.
 * @throws AppError SITE_NOT_FOUND
 */
async function siteOrFail(db: Db, id: number, lang: Lang): Promise<SiteRow> {
  const found = await findSite(db, id, lang);
  if (!found) throw new AppError(Code.SITE_NOT_FOUND);
  return found;
}

/**
 * {@link siteOrFail} for a booking or a hold: the site and, in the same statement, the configuration stamps of the
 * booking's caches (../config/config-versions.ts), remembered for the call's transaction `db`.
 * @throws AppError SITE_NOT_FOUND
 */
async function bookingSiteOrFail(db: Db, id: number, lang: Lang): Promise<SiteRow> {
  const found = await findSiteForBooking(db, id, lang);
  if (!found) throw new AppError(Code.SITE_NOT_FOUND);
  return found;
}

/**
 * The local wall-clock times of day of a multi-day request (minutes, 1440 for midnight at
 * the end): [start, end) must lie within one local day. Wall-clock, not minutes since
 * midnight, so 09:00 stays 09:00 on every date across a daylight-saving change.
 * @throws AppError RANGE_INVALID
 */
function timesOfDay(
  input: Pick<AddReserveInput, 'start' | 'end'>,
  found: SiteRow,
): { fromMinutes: number; toMinutes: number } {
  const [start, end] = [new Date(input.start), new Date(input.end)];
  const date = localDateOf(start, found.timeZone);
  const [fromMinutes, toMinutes] = [
    wallMinutesOf(start, date, found.timeZone),
    wallMinutesOf(end, date, found.timeZone),
  ];
  if (end <= start || toMinutes <= fromMinutes || toMinutes > 24 * 60) throw new AppError(Code.RANGE_INVALID);
  return { fromMinutes, toMinutes };
}

/**
 * {@link bookDays}, its refusal's `reason` put in the caller's language.
 * @throws AppError DAYS_DAY_REFUSED
 */
async function bookBatch(
  db: Db,
  request: Parameters<typeof bookDays>[1],
  now: Date,
  lang: Lang,
): Promise<{ batchId: string; ids: number[] }> {
  try {
    return await bookDays(db, request, now);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== Code.DAYS_DAY_REFUSED) throw err;
    const cause = err.details as { date: string; code: number; params: Record<string, unknown> };
    throw new AppError(
      Code.DAYS_DAY_REFUSED,
      { onDate: cause.date, reason: messageOf(cause.code, lang, cause.params) },
      { date: cause.date, code: cause.code },
    );
  }
}

/** Registrations of the reserve module. */
export const reserveHandlers = implement(reserveContracts, {
  currentPeriod: async (input, ctx) => {
    const found = await siteOrFail(ctx.db, input.siteId, ctx.lang);
    const slots = await periodOf(ctx.db, found, input.date, ctx.now, ctx.principal.userId);
    return { siteId: found.id, date: input.date, timeZone: found.timeZone, slots };
  },

  scenePeriod: async (input, ctx) => ({ ...input, sites: await sceneSitesOf(input, ctx) }),

  sceneSummary: async (input, ctx) => ({
    ...input,
    sites: await sceneSummaryOf(ctx.db, input.sceneId, periodDates(input.from, input.to), ctx.now, ctx.lang),
  }),

  addReserve: async (input, ctx) => {
    const me = ctx.principal;
    const found = await bookingSiteOrFail(ctx.db, input.siteId, ctx.lang);
    const common = {
      site: found,
      userId: me.userId,
      fields: input,
      participants: input.participants,
      agreements: input.agreements,
      approval: { formValues: input.formValues ?? {}, customChoices: input.customChoices ?? {} },
    };
    const batch = input.dates
      ? await bookBatch(ctx.db, { ...common, ...timesOfDay(input, found), dates: input.dates }, ctx.now, ctx.lang)
      : undefined;
    // A single booking is answered from what it stored (no re-read); a batch reads its first booking back.
    const row = batch
      ? (await findReservation(ctx.db, batch.ids[0], ctx.lang))!
      : bookedView(
          await bookReturning(
            ctx.db,
            {
              ...common,
              start: new Date(input.start),
              end: new Date(input.end),
              kind: input.crossDay ? 'cross' : input.quick ? 'quick' : 'day',
            },
            ctx.now,
          ),
          found,
          me,
        );
    const { id } = row;
    const out = reservationDetailOut(row, ctx.lang, mayCancel(row, ctx.now));
    ctx.audit({ after: { id, siteId: out.siteId, start: out.start, end: out.end, status: out.status, ...batch } });
    return batch ? { ...out, ...batch } : out;
  },

  currentPage: async (input, ctx) =>
    ownReservationPage(
      ctx.db,
      ctx.principal.userId,
      input,
      [
        input.status ? eq(reservation.status, input.status) : undefined,
        input.from ? gt(reservation.endAt, new Date(input.from)) : undefined,
        input.to ? lt(reservation.startAt, new Date(input.to)) : undefined,
      ],
      ctx.now,
      ctx.lang,
    ),

  currentDetail: async (input, ctx) => {
    const me = ctx.principal;
    const row = await findReservation(ctx.db, input.id, ctx.lang, await viewScope(ctx.db, me));
    if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND, { id: input.id });
    return reservationDetailOut(row, ctx.lang, mayCancelFor(me, row.userId) && mayCancel(row, ctx.now));
  },

  cancelReserveBatch: async (input, ctx) => {
    const before = await cancelAll(ctx.db, ctx.principal, input.ids, ctx.now);
    ctx.afterwards((db) =>
      promoteSites(
        db,
        before.map((r) => r.siteId),
        ctx.now,
      ),
    );
    ctx.audit({
      summary: operationSummary('bookingsCancelled', { count: before.length }),
      before: before.map((r) => ({ id: r.id, status: r.status })),
      after: before.map((r) => ({ id: r.id, status: 'cancelled' })),
    });
    return { cancelled: before.length };
  },

  extend: async (input, ctx) => {
    const me = ctx.principal;
    const before = await extendReservation(ctx.db, me, input.id, new Date(input.end), ctx.now);
    const row = (await findReservation(ctx.db, input.id, ctx.lang))!;
    ctx.audit({
      before: { id: before.id, end: before.endAt.toISOString(), status: before.status },
      after: { id: row.id, end: row.endAt.toISOString(), status: row.status },
    });
    return reservationDetailOut(row, ctx.lang, mayCancel(row, ctx.now));
  },

  endEarly: async (input, ctx) => {
    const me = ctx.principal;
    const before = await endReservationEarly(ctx.db, me, input.id, ctx.now);
    ctx.afterwards((db) => promoteSites(db, [before.siteId], ctx.now));
    const row = (await findReservation(ctx.db, input.id, ctx.lang))!;
    ctx.audit({
      before: { id: before.id, end: before.endAt.toISOString(), status: before.status },
      after: { id: row.id, end: row.endAt.toISOString(), status: row.status },
    });
    return reservationDetailOut(row, ctx.lang, false);
  },

  reserveManagePage: async (input, ctx) => {
    const filters: (SQL | undefined)[] = [
      input.keyword
        ? or(
            ilike(sysUser.account, containing(input.keyword)),
            ilike(sysUser.name, containing(input.keyword)),
            placeNameLike(site, containing(input.keyword)),
          )
        : undefined,
      input.sceneId ? eq(site.sceneId, input.sceneId) : undefined,
      input.siteId ? eq(reservation.siteId, input.siteId) : undefined,
      input.status ? eq(reservation.status, input.status) : undefined,
      input.dateFrom ? gte(reservation.startAt, localInstant(input.dateFrom, 0, MANAGE_TIME_ZONE)) : undefined,
      input.dateTo ? lt(reservation.startAt, localInstant(addDays(input.dateTo, 1), 0, MANAGE_TIME_ZONE)) : undefined,
      // Data scope: bookings of the users the caller's roles reach.
      await scopeCondition(ctx.db, ctx.principal, { userId: reservation.userId, orgId: sysUser.orgId }),
    ];
    const { rows, total } = await pageReservations(ctx.db, and(...filters), input.pageNo, input.pageSize, ctx.lang);
    return {
      rows: rows.map((r) => reservationOut(r, ctx.lang)),
      total,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    };
  },

  lockSite: async (input, ctx) => {
    const me = ctx.principal;
    const found = await bookingSiteOrFail(ctx.db, input.siteId, ctx.lang);
    const hold = await takeHold(
      ctx.db,
      found,
      me.userId,
      new Date(input.start),
      new Date(input.end),
      ctx.now,
      input.crossDay ? 'cross' : 'day',
    );
    ctx.audit({ after: { holdId: hold.id, siteId: found.id, start: input.start, end: input.end } });
    return {
      id: hold.id,
      siteId: found.id,
      start: toWireTime(new Date(input.start), found.timeZone),
      end: toWireTime(new Date(input.end), found.timeZone),
      expiresAt: toWireTime(hold.expiresAt, found.timeZone),
      holdMinutes: hold.holdMinutes,
    };
  },

  unLockSite: async (input, ctx) => ({ released: await releaseHold(ctx.db, ctx.principal.userId, input.id) }),

  getLockConfig: async (input, ctx) => {
    const found = await siteOrFail(ctx.db, input.siteId, ctx.lang);
    return { siteId: found.id, holdMinutes: (await effectiveRule(ctx.db, found)).holdMinutes };
  },

  siteRule: async (input, ctx) => {
    const found = await siteOrFail(ctx.db, input.siteId, ctx.lang);
    const { id: _id, orgIds: _orgs, roleIds: _roles, idents: _idents, ...rule } = await effectiveRule(ctx.db, found);
    return { siteId: found.id, ...rule, needsApproval: found.needsApproval || rule.needsApproval };
  },
  ...crossHandlers,
});

/** The sites of a scene with their slots over the asked range, as the caller sees them now (scene/period). */
function sceneSitesOf(
  input: { sceneId: number; from: string; to: string },
  ctx: { db: Db; now: Date; principal: { userId: number }; lang: Lang },
) {
  return scenePeriodOf(
    ctx.db,
    input.sceneId,
    periodDates(input.from, input.to),
    ctx.now,
    ctx.principal.userId,
    ctx.lang,
  );
}
