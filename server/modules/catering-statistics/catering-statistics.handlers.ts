/**
 * Handlers of platform/contracts/catering-statistics.contract.ts (spec §7
 * statistics/getLifeScienceStatistics; the report pages /cateringStatistics, /meetStatistics,
 * /orderingUnit, /consumptionTypeStatistics).
 *
 * Every figure is an SQL aggregate (a fixed number of grouped queries per call, never one per
 * row). The caller's data scope is a condition of every query, on the applicant as in the order
 * lists: the caller holds the page's permission (checked by the gateway), so, like ownOrScope
 * with the staff permission there, they count their own records and their data scope's, read
 * once per call (reachOf). Records outside it are not counted at all.
 * Campus dates are Asia/Shanghai's: a meeting order counts on its start's date, a delivery on
 * its delivery date, a voucher on the day it is valid. Cancelled and rejected orders are left
 * out of every amount and order count; void vouchers are never counted.
 */
import { and, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as contracts from '../../../platform/contracts/catering-statistics.contract';
import {
  MAX_STATISTICS_DAYS,
  type ConsumptionKind,
  type ConsumptionRow,
  type Granularity,
  type OrderingUnitRow,
  type StatisticsRange,
  type VoucherFigures,
} from '../../../platform/contracts/catering-statistics.contract';
import type { ReserveOrderState } from '../../../machines/reserve-order.machine';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import {
  mcCustomer,
  mcFoodDeliveryOrder,
  mcFoodDeliveryOrderLine,
  mcItemForm,
  mcMealVoucher,
  mcMealVoucherApp,
  mcMerchandise,
  mcMerchandiseCategory,
  mcReserveOrder,
  mcReserveOrderLine,
  mcStandard,
  mcTicketType,
  mcTimeRange,
  site,
  sysDictItem,
  sysDictType,
} from '../../db/schema/index';
import { implement } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { reachCondition, reachOf, type Reach } from '../org/data-scope';
import { addDays, localDateOf, localInstant } from '../reserve/campus-time';

/** The campus's zone: every date of these statistics is its local date. */
const CAMPUS_ZONE = 'Asia/Shanghai';
/** Order states left out of amounts and order counts (both machines name them alike). */
const INACTIVE = ['cancelled', 'rejected'];
const DAY_MS = 86_400_000;

/** A number of an aggregate (PostgreSQL answers bigint sums as text). */
const num = (v: unknown) => Number(v ?? 0);
/** `sum(col)` as bigint, 0 when nothing is summed. */
const sumOf = (col: AnyPgColumn | SQL, filter?: SQL) =>
  filter
    ? sql<string>`coalesce(sum(${col}) filter (where ${filter}), 0)::bigint`
    : sql<string>`coalesce(sum(${col}), 0)::bigint`;
/** `count(*)`, optionally filtered. */
const countOf = (filter?: SQL) =>
  filter ? sql<number>`count(*) filter (where ${filter})::int` : sql<number>`count(*)::int`;

/**
 * Checks a range: `to` not before `from`, at most MAX_STATISTICS_DAYS days (both included).
 * @throws AppError STATISTICS_RANGE_INVALID (`from`, `to`, `maxDays`)
 */
export function checkRange(range: StatisticsRange): void {
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
  if (!(days >= 1 && days <= MAX_STATISTICS_DAYS)) {
    throw new AppError(Code.STATISTICS_RANGE_INVALID, { from: range.from, to: range.to, maxDays: MAX_STATISTICS_DAYS });
  }
}

/** Every bucket of a range, in order: its dates (`day`) or its months `YYYY-MM` (`month`). */
export function periodsOf(range: StatisticsRange, granularity: Granularity): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) {
    const p = granularity === 'day' ? d : d.slice(0, 7);
    if (out.at(-1) !== p) out.push(p);
  }
  return out;
}

/**
 * The bucket of a date expression in SQL (`YYYY-MM-DD` or `YYYY-MM`). The format is a literal,
 * not a parameter, so the same expression can be selected and grouped by.
 */
const periodSql = (date: SQL | AnyPgColumn, granularity: Granularity) =>
  sql<string>`to_char(${date}, ${sql.raw(granularity === 'day' ? "'YYYY-MM-DD'" : "'YYYY-MM'")})`;

/** `date` (a date column) within the range. */
const dateIn = (date: AnyPgColumn, range: StatisticsRange) =>
  sql`${date} between ${range.from}::date and ${range.to}::date`;

/** A meeting order starting on a campus date of the range (as instants, so the index serves). */
const meetIn = (range: StatisticsRange) =>
  and(
    gte(mcReserveOrder.startAt, localInstant(range.from, 0, CAMPUS_ZONE)),
    lt(mcReserveOrder.startAt, localInstant(addDays(range.to, 1), 0, CAMPUS_ZONE)),
  );
/** The campus date of a meeting order's start. */
const meetDay = sql`(${mcReserveOrder.startAt} at time zone ${sql.raw(`'${CAMPUS_ZONE}'`)})::date`;

/** The condition of the caller's `reach` on the records of `applicant` (undefined: everything). */
const scopeOf = (reach: Reach, applicant: AnyPgColumn) => reachCondition(reach, { userId: applicant });

/** Fills the series: one point per bucket, zeros where the query found nothing. */
function fill<T extends { period: string }>(periods: string[], found: T[], zero: Omit<T, 'period'>): T[] {
  const byPeriod = new Map(found.map((f) => [f.period, f]));
  return periods.map((period) => byPeriod.get(period) ?? ({ ...zero, period } as T));
}

/** The labels of the dining types (business dictionary `mcDiningType`) in `lang`. */
async function diningLabels(db: Db, lang: Lang): Promise<Map<string, string>> {
  const rows = await db
    .select({ value: sysDictItem.value, cn: sysDictItem.labelCn, en: sysDictItem.labelEn, tc: sysDictItem.labelTc })
    .from(sysDictItem)
    .innerJoin(sysDictType, eq(sysDictType.id, sysDictItem.typeId))
    .where(eq(sysDictType.code, 'mcDiningType'));
  return new Map(rows.map((r) => [r.value, byLang(lang, r.cn, r.en || r.cn, r.tc || r.cn)]));
}

/** A name of a catalogue row in `lang` (EN and TC fall back to CN). */
const nameIn = (lang: Lang, cn: string | null, en: string | null, tc: string | null) =>
  byLang(lang, cn ?? '', en || cn || '', tc || cn || '');

// --- meal vouchers -----------------------------------------------------------------------------

/** The figures of a group of vouchers, `today` deciding unused from expired (campus date). */
function voucherFigureColumns(today: string) {
  const redeemed = sql`${mcMealVoucher.state} = 'redeemed'`;
  return {
    issued: countOf(),
    redeemed: countOf(redeemed),
    unused: countOf(sql`${mcMealVoucher.state} = 'issued' and ${mcMealVoucher.validTo} >= ${today}::date`),
    expired: countOf(
      sql`${mcMealVoucher.state} = 'expired' or (${mcMealVoucher.state} = 'issued'
        and ${mcMealVoucher.validTo} < ${today}::date)`,
    ),
    issuedCents: sumOf(mcMealVoucher.priceCents),
    redeemedCents: sumOf(mcMealVoucher.priceCents, redeemed),
  };
}

/** A row of {@link voucherFigureColumns} as numbers. */
const figuresOf = (r: Record<keyof VoucherFigures, unknown>): VoucherFigures => ({
  issued: num(r.issued),
  redeemed: num(r.redeemed),
  unused: num(r.unused),
  expired: num(r.expired),
  issuedCents: num(r.issuedCents),
  redeemedCents: num(r.redeemedCents),
});

/** The sum of figures. */
function addFigures(rows: VoucherFigures[]): VoucherFigures {
  const total: VoucherFigures = { issued: 0, redeemed: 0, unused: 0, expired: 0, issuedCents: 0, redeemedCents: 0 };
  for (const r of rows) for (const k of Object.keys(total) as (keyof VoucherFigures)[]) total[k] += r[k];
  return total;
}

// --- consumption types -----------------------------------------------------------------------

const KINDS: ConsumptionKind[] = ['merchandiseCategory', 'standard', 'item', 'ticketType'];

/** Adds `row` into `into`, merging a consumption type met twice (a category of meeting orders and deliveries). */
function merge(into: Map<string, ConsumptionRow>, row: ConsumptionRow) {
  const k = `${row.kind}:${row.id}`;
  const had = into.get(k);
  if (had) {
    had.quantity += row.quantity;
    had.amountCents += row.amountCents;
  } else into.set(k, { ...row });
}

export const cateringStatisticsHandlers = implement(contracts, {
  getLifeScienceStatistics: async (input, ctx) => {
    checkRange(input);
    const reach = await reachOf(ctx.db, ctx.principal);
    const today = localDateOf(ctx.now, CAMPUS_ZONE);
    const where = and(
      dateIn(mcMealVoucher.validFrom, input),
      sql`${mcMealVoucher.state} <> 'void'`,
      input.customerId ? eq(mcMealVoucherApp.customerId, input.customerId) : undefined,
      input.ticketTypeId ? eq(mcMealVoucher.ticketTypeId, input.ticketTypeId) : undefined,
      scopeOf(reach, mcMealVoucherApp.applicantUserId),
    );
    const groups = await ctx.db
      .select({
        customerId: mcCustomer.id,
        customerName: placeName(mcCustomer, ctx.lang),
        ticketTypeId: mcTicketType.id,
        cn: mcTicketType.nameCn,
        en: mcTicketType.nameEn,
        tc: mcTicketType.nameTc,
        ...voucherFigureColumns(today),
      })
      .from(mcMealVoucher)
      .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
      .innerJoin(mcCustomer, eq(mcCustomer.id, mcMealVoucherApp.customerId))
      .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucher.ticketTypeId))
      .where(where)
      .groupBy(mcCustomer.id, mcTicketType.id)
      .orderBy(placeName(mcCustomer, ctx.lang), mcTicketType.sort, mcTicketType.id);
    const period = periodSql(mcMealVoucher.validFrom, input.granularity);
    const points = await ctx.db
      .select({
        period,
        issued: countOf(),
        redeemed: countOf(sql`${mcMealVoucher.state} = 'redeemed'`),
        redeemedCents: sumOf(mcMealVoucher.priceCents, sql`${mcMealVoucher.state} = 'redeemed'`),
      })
      .from(mcMealVoucher)
      .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
      .where(where)
      .groupBy(period);
    const rows = groups.map((g) => ({
      customerId: g.customerId,
      customerName: g.customerName,
      ticketTypeId: g.ticketTypeId,
      ticketTypeName: nameIn(ctx.lang, g.cn, g.en, g.tc),
      ...figuresOf(g),
    }));
    return {
      from: input.from,
      to: input.to,
      granularity: input.granularity,
      totals: addFigures(rows),
      rows,
      series: fill(
        periodsOf(input, input.granularity),
        points.map((p) => ({
          period: p.period,
          issued: num(p.issued),
          redeemed: num(p.redeemed),
          redeemedCents: num(p.redeemedCents),
        })),
        { issued: 0, redeemed: 0, redeemedCents: 0 },
      ),
    };
  },

  cateringStatistics: async (input, ctx) => {
    checkRange(input);
    const reach = await reachOf(ctx.db, ctx.principal);
    const active = notInArray(mcFoodDeliveryOrder.state, INACTIVE);
    const deliveries = and(
      dateIn(mcFoodDeliveryOrder.deliveryDate, input),
      scopeOf(reach, mcFoodDeliveryOrder.applicantUserId),
    );
    const redeemed = and(
      dateIn(mcMealVoucher.validFrom, input),
      eq(mcMealVoucher.state, 'redeemed'),
      scopeOf(reach, mcMealVoucherApp.applicantUserId),
    );
    const deliveryPeriod = periodSql(mcFoodDeliveryOrder.deliveryDate, input.granularity);
    const deliveryPoints = await ctx.db
      .select({
        period: deliveryPeriod,
        orders: countOf(active),
        cents: sumOf(mcFoodDeliveryOrder.totalCents, active),
        cancelled: countOf(inArray(mcFoodDeliveryOrder.state, INACTIVE)),
      })
      .from(mcFoodDeliveryOrder)
      .where(deliveries)
      .groupBy(deliveryPeriod);
    const voucherPeriod = periodSql(mcMealVoucher.validFrom, input.granularity);
    const voucherPoints = await ctx.db
      .select({ period: voucherPeriod, vouchers: countOf(), cents: sumOf(mcMealVoucher.priceCents) })
      .from(mcMealVoucher)
      .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
      .where(redeemed)
      .groupBy(voucherPeriod);
    const ranges = await ctx.db
      .select({
        timeRangeId: mcFoodDeliveryOrder.timeRangeId,
        copied: sql<string>`max(${mcFoodDeliveryOrder.timeRangeName})`,
        cn: mcTimeRange.nameCn,
        en: mcTimeRange.nameEn,
        tc: mcTimeRange.nameTc,
        diningTypeCode: mcTimeRange.diningTypeCode,
        startTime: mcTimeRange.startTime,
        orders: countOf(),
        cents: sumOf(mcFoodDeliveryOrder.totalCents),
      })
      .from(mcFoodDeliveryOrder)
      .leftJoin(mcTimeRange, eq(mcTimeRange.id, mcFoodDeliveryOrder.timeRangeId))
      .where(and(deliveries, active))
      .groupBy(mcFoodDeliveryOrder.timeRangeId, mcTimeRange.id)
      .orderBy(mcTimeRange.startTime, mcFoodDeliveryOrder.timeRangeId);
    const ticketDining = await ctx.db
      .select({ code: mcTicketType.diningTypeCode, vouchers: countOf(), cents: sumOf(mcMealVoucher.priceCents) })
      .from(mcMealVoucher)
      .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
      .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucher.ticketTypeId))
      .where(redeemed)
      .groupBy(mcTicketType.diningTypeCode);
    const labels = await diningLabels(ctx.db, ctx.lang);

    const byTimeRange = ranges.map((r) => ({
      timeRangeId: r.timeRangeId,
      name: r.cn === null ? r.copied : nameIn(ctx.lang, r.cn, r.en, r.tc),
      diningTypeCode: r.diningTypeCode ?? '',
      orders: num(r.orders),
      amountCents: num(r.cents),
    }));
    const dining = new Map<string, contracts.CateringDiningRow>();
    const diningRow = (code: string) => {
      let row = dining.get(code);
      if (!row) {
        row = {
          diningTypeCode: code,
          name: labels.get(code) ?? code,
          deliveryOrders: 0,
          deliveryCents: 0,
          vouchersRedeemed: 0,
          voucherCents: 0,
        };
        dining.set(code, row);
      }
      return row;
    };
    for (const r of byTimeRange) {
      const row = diningRow(r.diningTypeCode);
      row.deliveryOrders += r.orders;
      row.deliveryCents += r.amountCents;
    }
    for (const t of ticketDining) {
      const row = diningRow(t.code);
      row.vouchersRedeemed += num(t.vouchers);
      row.voucherCents += num(t.cents);
    }
    const series = fill(
      periodsOf(input, input.granularity),
      [...new Set([...deliveryPoints, ...voucherPoints].map((p) => p.period))].map((period) => {
        const d = deliveryPoints.find((p) => p.period === period);
        const v = voucherPoints.find((p) => p.period === period);
        return {
          period,
          deliveryOrders: num(d?.orders),
          deliveryCents: num(d?.cents),
          vouchersRedeemed: num(v?.vouchers),
          voucherCents: num(v?.cents),
        };
      }),
      { deliveryOrders: 0, deliveryCents: 0, vouchersRedeemed: 0, voucherCents: 0 },
    );
    const sum = (pick: (p: (typeof series)[number]) => number) => series.reduce((s, p) => s + pick(p), 0);
    const deliveryCents = sum((p) => p.deliveryCents);
    const voucherCents = sum((p) => p.voucherCents);
    return {
      from: input.from,
      to: input.to,
      granularity: input.granularity,
      totals: {
        deliveryOrders: sum((p) => p.deliveryOrders),
        deliveryCents,
        vouchersRedeemed: sum((p) => p.vouchersRedeemed),
        voucherCents,
        totalCents: deliveryCents + voucherCents,
        cancelledOrders: deliveryPoints.reduce((s, p) => s + num(p.cancelled), 0),
      },
      series,
      byTimeRange,
      byDiningType: [...dining.values()].sort(
        (a, b) => b.deliveryCents + b.voucherCents - (a.deliveryCents + a.voucherCents),
      ),
    };
  },

  meetStatistics: async (input, ctx) => {
    checkRange(input);
    const reach = await reachOf(ctx.db, ctx.principal);
    const where = and(meetIn(input), scopeOf(reach, mcReserveOrder.applicantUserId));
    const active = notInArray(mcReserveOrder.status, INACTIVE);
    const states = await ctx.db
      .select({ state: mcReserveOrder.status, orders: countOf() })
      .from(mcReserveOrder)
      .where(where)
      .groupBy(mcReserveOrder.status)
      .orderBy(mcReserveOrder.status);
    const rooms = await ctx.db
      .select({
        siteId: site.id,
        siteName: placeName(site, ctx.lang),
        orders: countOf(),
        attendees: sumOf(mcReserveOrder.attendees),
        cents: sumOf(mcReserveOrder.totalCents),
      })
      .from(mcReserveOrder)
      .innerJoin(site, eq(site.id, mcReserveOrder.siteId))
      .where(and(where, active))
      .groupBy(site.id, site.name);
    const period = periodSql(meetDay, input.granularity);
    const points = await ctx.db
      .select({
        period,
        orders: countOf(),
        attendees: sumOf(mcReserveOrder.attendees),
        cents: sumOf(mcReserveOrder.totalCents),
      })
      .from(mcReserveOrder)
      .where(and(where, active))
      .groupBy(period);
    const byRoom = rooms
      .map((r) => ({
        siteId: r.siteId,
        siteName: r.siteName,
        orders: num(r.orders),
        attendees: num(r.attendees),
        amountCents: num(r.cents),
      }))
      .sort((a, b) => b.amountCents - a.amountCents || b.orders - a.orders || a.siteName.localeCompare(b.siteName));
    const stateCount = (s: string) => num(states.find((x) => x.state === s)?.orders);
    return {
      from: input.from,
      to: input.to,
      granularity: input.granularity,
      totals: {
        orders: byRoom.reduce((s, r) => s + r.orders, 0),
        attendees: byRoom.reduce((s, r) => s + r.attendees, 0),
        amountCents: byRoom.reduce((s, r) => s + r.amountCents, 0),
        cancelled: stateCount('cancelled'),
        rejected: stateCount('rejected'),
      },
      byState: states.map((s) => ({ state: s.state as ReserveOrderState, orders: num(s.orders) })),
      byRoom,
      series: fill(
        periodsOf(input, input.granularity),
        points.map((p) => ({
          period: p.period,
          orders: num(p.orders),
          attendees: num(p.attendees),
          amountCents: num(p.cents),
        })),
        { orders: 0, attendees: 0, amountCents: 0 },
      ),
    };
  },

  orderingUnitStatistics: async (input, ctx) => {
    checkRange(input);
    const reach = await reachOf(ctx.db, ctx.principal);
    const meetings = await ctx.db
      .select({ customerId: mcReserveOrder.customerId, n: countOf(), cents: sumOf(mcReserveOrder.totalCents) })
      .from(mcReserveOrder)
      .where(
        and(meetIn(input), notInArray(mcReserveOrder.status, INACTIVE), scopeOf(reach, mcReserveOrder.applicantUserId)),
      )
      .groupBy(mcReserveOrder.customerId);
    const deliveries = await ctx.db
      .select({
        customerId: mcFoodDeliveryOrder.customerId,
        n: countOf(),
        cents: sumOf(mcFoodDeliveryOrder.totalCents),
      })
      .from(mcFoodDeliveryOrder)
      .where(
        and(
          dateIn(mcFoodDeliveryOrder.deliveryDate, input),
          notInArray(mcFoodDeliveryOrder.state, INACTIVE),
          scopeOf(reach, mcFoodDeliveryOrder.applicantUserId),
        ),
      )
      .groupBy(mcFoodDeliveryOrder.customerId);
    const redeemed = sql`${mcMealVoucher.state} = 'redeemed'`;
    const vouchers = await ctx.db
      .select({
        customerId: mcMealVoucherApp.customerId,
        issued: countOf(),
        redeemed: countOf(redeemed),
        cents: sumOf(mcMealVoucher.priceCents, redeemed),
      })
      .from(mcMealVoucher)
      .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
      .where(
        and(
          dateIn(mcMealVoucher.validFrom, input),
          sql`${mcMealVoucher.state} <> 'void'`,
          scopeOf(reach, mcMealVoucherApp.applicantUserId),
        ),
      )
      .groupBy(mcMealVoucherApp.customerId);

    type Unit = Omit<OrderingUnitRow, 'rank' | 'customerName' | 'customerKind'>;
    const units = new Map<number | null, Unit>();
    const unit = (customerId: number | null) => {
      let u = units.get(customerId);
      if (!u) {
        u = {
          customerId,
          meetingOrders: 0,
          meetingCents: 0,
          deliveryOrders: 0,
          deliveryCents: 0,
          vouchersIssued: 0,
          vouchersRedeemed: 0,
          voucherCents: 0,
          totalCents: 0,
        };
        units.set(customerId, u);
      }
      return u;
    };
    for (const m of meetings)
      Object.assign(unit(m.customerId), { meetingOrders: num(m.n), meetingCents: num(m.cents) });
    for (const d of deliveries) {
      Object.assign(unit(d.customerId), { deliveryOrders: num(d.n), deliveryCents: num(d.cents) });
    }
    for (const v of vouchers) {
      Object.assign(unit(v.customerId), {
        vouchersIssued: num(v.issued),
        vouchersRedeemed: num(v.redeemed),
        voucherCents: num(v.cents),
      });
    }
    const ids = [...units.keys()].filter((id): id is number => id !== null);
    const customers = ids.length
      ? await ctx.db
          .select({ id: mcCustomer.id, name: placeName(mcCustomer, ctx.lang), kind: mcCustomer.kind })
          .from(mcCustomer)
          .where(inArray(mcCustomer.id, ids))
      : [];
    const byId = new Map(customers.map((c) => [c.id, c]));
    const rows = [...units.values()]
      .map((u) => ({
        ...u,
        totalCents: u.meetingCents + u.deliveryCents + u.voucherCents,
        customerName: u.customerId === null ? null : (byId.get(u.customerId)?.name ?? null),
        customerKind: u.customerId === null ? null : (byId.get(u.customerId)?.kind ?? null),
      }))
      .sort(
        (a, b) =>
          b.totalCents - a.totalCents ||
          (a.customerName === null ? 1 : 0) - (b.customerName === null ? 1 : 0) ||
          (a.customerName ?? '').localeCompare(b.customerName ?? ''),
      );
    const ranked: OrderingUnitRow[] = rows.map((r, i) => ({
      rank: i > 0 && rows[i - 1].totalCents === r.totalCents ? 0 : i + 1,
      ...r,
    }));
    // Equal totals share the rank of the first of them.
    for (let i = 1; i < ranked.length; i++) if (ranked[i].rank === 0) ranked[i].rank = ranked[i - 1].rank;
    const total = (k: keyof Unit) => ranked.reduce((s, r) => s + (r[k] as number), 0);
    return {
      from: input.from,
      to: input.to,
      rows: ranked,
      totals: {
        meetingOrders: total('meetingOrders'),
        meetingCents: total('meetingCents'),
        deliveryOrders: total('deliveryOrders'),
        deliveryCents: total('deliveryCents'),
        vouchersIssued: total('vouchersIssued'),
        vouchersRedeemed: total('vouchersRedeemed'),
        voucherCents: total('voucherCents'),
        totalCents: total('totalCents'),
      },
    };
  },

  consumptionTypeStatistics: async (input, ctx) => {
    checkRange(input);
    const reach = await reachOf(ctx.db, ctx.principal);
    const meetLines = and(
      meetIn(input),
      notInArray(mcReserveOrder.status, INACTIVE),
      scopeOf(reach, mcReserveOrder.applicantUserId),
    );
    const qty = sumOf(mcReserveOrderLine.quantity);
    const amount = sumOf(mcReserveOrderLine.amountCents);
    const category = {
      id: mcMerchandiseCategory.id,
      cn: mcMerchandiseCategory.nameCn,
      en: mcMerchandiseCategory.nameEn,
      tc: mcMerchandiseCategory.nameTc,
    };
    // Merchandise of meeting orders, by category (a line of merchandise since deleted: category 0).
    const meetGoods = await ctx.db
      .select({ ...category, quantity: qty, cents: amount })
      .from(mcReserveOrderLine)
      .innerJoin(mcReserveOrder, eq(mcReserveOrder.id, mcReserveOrderLine.orderId))
      .leftJoin(mcMerchandise, eq(mcMerchandise.id, mcReserveOrderLine.refId))
      .leftJoin(mcMerchandiseCategory, eq(mcMerchandiseCategory.id, mcMerchandise.categoryId))
      .where(and(meetLines, eq(mcReserveOrderLine.kind, 'merchandise')))
      .groupBy(mcMerchandiseCategory.id);
    const deliveryGoods = await ctx.db
      .select({
        ...category,
        quantity: sumOf(mcFoodDeliveryOrderLine.quantity),
        cents: sumOf(mcFoodDeliveryOrderLine.amountCents),
      })
      .from(mcFoodDeliveryOrderLine)
      .innerJoin(mcFoodDeliveryOrder, eq(mcFoodDeliveryOrder.id, mcFoodDeliveryOrderLine.orderId))
      .innerJoin(mcMerchandise, eq(mcMerchandise.id, mcFoodDeliveryOrderLine.merchandiseId))
      .innerJoin(mcMerchandiseCategory, eq(mcMerchandiseCategory.id, mcMerchandise.categoryId))
      .where(
        and(
          dateIn(mcFoodDeliveryOrder.deliveryDate, input),
          notInArray(mcFoodDeliveryOrder.state, INACTIVE),
          scopeOf(reach, mcFoodDeliveryOrder.applicantUserId),
        ),
      )
      .groupBy(mcMerchandiseCategory.id);
    // Dining standards and service items of meeting orders, by the catalogue entry (its name copied if gone).
    const refLines = (kind: 'dining' | 'item') => {
      const table = kind === 'dining' ? mcStandard : mcItemForm;
      return ctx.db
        .select({
          id: mcReserveOrderLine.refId,
          copied: sql<string>`max(${mcReserveOrderLine.name})`,
          cn: table.nameCn,
          en: table.nameEn,
          tc: table.nameTc,
          quantity: qty,
          cents: amount,
        })
        .from(mcReserveOrderLine)
        .innerJoin(mcReserveOrder, eq(mcReserveOrder.id, mcReserveOrderLine.orderId))
        .leftJoin(table, eq(table.id, mcReserveOrderLine.refId))
        .where(and(meetLines, eq(mcReserveOrderLine.kind, kind)))
        .groupBy(mcReserveOrderLine.refId, table.id);
    };
    const standards = await refLines('dining');
    const items = await refLines('item');
    const tickets = await ctx.db
      .select({
        id: mcTicketType.id,
        cn: mcTicketType.nameCn,
        en: mcTicketType.nameEn,
        tc: mcTicketType.nameTc,
        quantity: countOf(),
        cents: sumOf(mcMealVoucher.priceCents),
      })
      .from(mcMealVoucher)
      .innerJoin(mcMealVoucherApp, eq(mcMealVoucherApp.id, mcMealVoucher.applicationId))
      .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucher.ticketTypeId))
      .where(
        and(
          dateIn(mcMealVoucher.validFrom, input),
          eq(mcMealVoucher.state, 'redeemed'),
          scopeOf(reach, mcMealVoucherApp.applicantUserId),
        ),
      )
      .groupBy(mcTicketType.id);

    const rows = new Map<string, ConsumptionRow>();
    type Found = { id: number | null; cn: string | null; en: string | null; tc: string | null; copied?: string };
    const add = (kind: ConsumptionKind, list: (Found & { quantity: unknown; cents: unknown })[]) => {
      for (const r of list) {
        merge(rows, {
          kind,
          id: r.id ?? 0,
          name: r.cn === null ? (r.copied ?? '') : nameIn(ctx.lang, r.cn, r.en, r.tc),
          quantity: num(r.quantity),
          amountCents: num(r.cents),
        });
      }
    };
    add('merchandiseCategory', meetGoods);
    add('merchandiseCategory', deliveryGoods);
    add('standard', standards);
    add('item', items);
    add('ticketType', tickets);
    const sorted = [...rows.values()].sort(
      (a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || b.amountCents - a.amountCents || a.id - b.id,
    );
    const byKind = KINDS.map((kind) => ({
      kind,
      amountCents: sorted.filter((r) => r.kind === kind).reduce((s, r) => s + r.amountCents, 0),
    }));
    return {
      from: input.from,
      to: input.to,
      rows: sorted,
      byKind,
      totalCents: byKind.reduce((s, k) => s + k.amountCents, 0),
    };
  },
});
