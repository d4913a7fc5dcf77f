/**
 * Handlers of platform/contracts/reserve-order.contract.ts (spec §7 reserveOrder, §4): meeting
 * service orders holding their room through the booking engine. Every read and write carries
 * the caller's scope in SQL (own orders; those of the data scope with `mc:reserveOrder:page`);
 * out of scope is NOT_FOUND. Every step goes through the reserveOrder machine
 * (applyOrderStep), one transaction per call, logged with ctx.audit. A declined cancel request
 * is the one step that messages the applicant (its booking's owner).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { reserveOrderMachine, type ReserveOrderEvent } from '../../../machines/reserve-order.machine';
import * as contracts from '../../../platform/contracts/reserve-order.contract';
import type { ReserveOrderDetail, ReserveOrderRow } from '../../../platform/contracts/reserve-order.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { containing, offsetOf, pageResult } from '../../db/paging';
import {
  mcCustomer,
  mcItemForm,
  mcMerchandise,
  mcReserveOrder,
  mcReserveOrderLine,
  mcStandard,
  site,
  sysDictItem,
  sysDictType,
} from '../../db/schema/index';
import { implement, type PartialHandlersOf, type Principal } from '../../plugins/call-handler';
import { ownOrScope } from '../org/data-scope';
import { book } from '../reserve/booking.service';
import { accepts, applyReservationEvent } from '../reserve/reservation-lifecycle';
import { lockReservations, markCancelled } from '../reserve/reserve.queries';
import { notifyBookings } from '../message/message.service';
import { labelIn } from '../settings/common';
import { findSite } from '../site/site.queries';
import type { Lang } from '../../../platform/i18n/languages';
import { onReserveOrderStep } from '../settlement/hooks';
import { applyOrderStep } from './order-step';
import { closeConferenceApproval, startConferenceApproval } from '../conference-approval/index';
import { notifyOrderStep } from '../message/order-messages';
import { unitLabeler } from './units';
import { diningLines, pricedLine } from '../../../platform/catering/reserve-order-pricing';

/** The permission that widens a caller's view from their own orders to their data scope. */
const SCOPE_PERMISSION = 'mc:reserveOrder:page';
/** Advisory lock key serializing the allocation of order numbers (any constant). */
const ORDER_NO_LOCK = 7_245_001;
const CAMPUS_ZONE = 'Asia/Shanghai';

type OrderRecord = typeof mcReserveOrder.$inferSelect;
type LineInsert = Omit<typeof mcReserveOrderLine.$inferInsert, 'orderId'>;

/** The caller's scope over orders (SQL on the applicant). */
function orderScope(db: Db, principal: Principal): Promise<SQL | undefined> {
  return ownOrScope(db, principal, { userId: mcReserveOrder.applicantUserId }, SCOPE_PERMISSION);
}

/** The machine's context of a stored order: where a pending cancel request came from. */
function contextOf(order: OrderRecord) {
  return {
    cancelFrom:
      order.status === 'cancelRequested' ? (order.arrangedAt ? ('arranged' as const) : ('audited' as const)) : null,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order rows of `where` as lists show them, rooms and customers named in `lang`. */
async function selectRows(db: Db, where: SQL | undefined, lang: Lang, page?: { limit: number; offset: number }) {
  const q = db
    .select({ order: mcReserveOrder, siteName: placeName(site, lang), customerName: placeName(mcCustomer, lang) })
    .from(mcReserveOrder)
    .innerJoin(site, eq(site.id, mcReserveOrder.siteId))
    .leftJoin(mcCustomer, eq(mcCustomer.id, mcReserveOrder.customerId))
    .where(where)
    .orderBy(desc(mcReserveOrder.createdAt), desc(mcReserveOrder.id));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  return rows.map(({ order, siteName, customerName }): ReserveOrderRow => ({
    id: order.id,
    orderNo: order.orderNo,
    status: order.status as ReserveOrderRow['status'],
    sysNo: order.sysNo,
    siteId: order.siteId,
    siteName,
    reservationId: order.reservationId,
    start: order.startAt.toISOString(),
    end: order.endAt.toISOString(),
    subject: order.subject,
    attendees: order.attendees,
    tableTypeCode: order.tableTypeCode,
    videoLineCodes: order.videoLineCodes,
    diningTypeCodes: order.diningTypeCodes,
    customerId: order.customerId,
    customerName,
    applicantUserId: order.applicantUserId,
    applicantName: order.applicantName,
    applicantPhone: order.applicantPhone,
    totalCents: order.totalCents,
    remark: order.remark,
    reason: order.reason,
    cancelFrom: contextOf(order).cancelFrom,
    createdAt: order.createdAt.toISOString(),
    auditedAt: iso(order.auditedAt),
    arrangedAt: iso(order.arrangedAt),
    servedAt: iso(order.servedAt),
    settledAt: iso(order.settledAt),
    cancelledAt: iso(order.cancelledAt),
  }));
}

/** One order in scope with its lines, its room named in `lang`; NOT_FOUND otherwise. */
async function detailOf(db: Db, principal: Principal, id: number, lang: Lang): Promise<ReserveOrderDetail> {
  const [row] = await selectRows(db, and(eq(mcReserveOrder.id, id), await orderScope(db, principal)), lang);
  if (!row) throw new AppError(Code.NOT_FOUND);
  const lines = await db
    .select()
    .from(mcReserveOrderLine)
    .where(eq(mcReserveOrderLine.orderId, id))
    .orderBy(asc(mcReserveOrderLine.id));
  const unit = await unitLabeler(db, lang);
  return {
    ...row,
    lines: lines.map((l) => ({
      kind: l.kind as 'merchandise' | 'item' | 'dining',
      refId: l.refId,
      name: l.name,
      unit: l.unit && unit(l.unit),
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      amountCents: l.amountCents,
    })),
  };
}

/** Locks one order in scope for a change; NOT_FOUND otherwise. */
async function lockOrder(db: Db, principal: Principal, id: number): Promise<OrderRecord> {
  const [order] = await db
    .select()
    .from(mcReserveOrder)
    .where(and(eq(mcReserveOrder.id, id), await orderScope(db, principal)))
    .for('update');
  if (!order) throw new AppError(Code.NOT_FOUND);
  return order;
}

/** The state the machine leads `order` to with `event` (ORDER_STEP_NOT_ALLOWED when refused). */
function stepOf(order: OrderRecord, event: ReserveOrderEvent): string {
  const step = applyOrderStep(
    reserveOrderMachine,
    { kind: 'reserveOrder', id: order.id, state: order.status, context: contextOf(order) },
    event,
  );
  return String(step.value);
}

/** Cancels the order's booking when the booking's own machine still accepts it (an ended one stays). */
async function releaseBooking(db: Db, reservationId: number | null, now: Date): Promise<void> {
  if (reservationId === null) return;
  const [row] = await lockReservations(db, [reservationId]);
  if (!row || !accepts(row, { type: 'reservation.cancel', now: now.getTime() })) return;
  applyReservationEvent(row, { type: 'reservation.cancel', now: now.getTime() });
  await markCancelled(db, [reservationId], now);
}

/**
 * Prices catalogue quantities: merchandise and service items × quantity.
 * @throws AppError NOT_FOUND for an unknown or disabled catalogue row
 */
async function priceGoods(
  db: Db,
  merchandise: readonly { id: number; quantity: number }[],
  items: readonly { id: number; quantity: number }[],
): Promise<LineInsert[]> {
  const lines: LineInsert[] = [];
  if (merchandise.length) {
    const rows = await db
      .select()
      .from(mcMerchandise)
      .where(
        and(
          inArray(
            mcMerchandise.id,
            merchandise.map((m) => m.id),
          ),
          eq(mcMerchandise.status, 0),
        ),
      );
    for (const m of merchandise) {
      const row = rows.find((r) => r.id === m.id);
      if (!row) throw new AppError(Code.NOT_FOUND);
      lines.push(
        pricedLine(
          'merchandise',
          { id: row.id, name: row.nameCn, unit: row.unit, unitPriceCents: row.priceCents },
          m.quantity,
        ),
      );
    }
  }
  if (items.length) {
    const rows = await db
      .select()
      .from(mcItemForm)
      .where(
        and(
          inArray(
            mcItemForm.id,
            items.map((m) => m.id),
          ),
          eq(mcItemForm.status, 0),
        ),
      );
    for (const m of items) {
      const row = rows.find((r) => r.id === m.id);
      if (!row) throw new AppError(Code.NOT_FOUND);
      lines.push(pricedLine('item', { id: row.id, name: row.nameCn, unitPriceCents: row.priceCents }, m.quantity));
    }
  }
  return lines;
}

/**
 * Dining lines: per chosen dining type its first enabled standard (by sort, id) × attendees
 * (platform/catering/reserve-order-pricing.ts `diningLines`, as /reserveMeet shows them).
 */
async function priceDining(db: Db, diningTypeCodes: readonly string[], attendees: number): Promise<LineInsert[]> {
  if (!diningTypeCodes.length) return [];
  const rows = await db
    .select()
    .from(mcStandard)
    .where(and(inArray(mcStandard.diningTypeCode, [...diningTypeCodes]), eq(mcStandard.status, 0)))
    .orderBy(asc(mcStandard.sort), asc(mcStandard.id));
  return diningLines(
    rows.map((r) => ({ ...r, name: r.nameCn })),
    diningTypeCodes,
    attendees,
  );
}

/** Replaces the lines of `kinds` of an order by `lines` and stores the new total. */
async function replaceLines(db: Db, orderId: number, kinds: string[], lines: LineInsert[], now: Date): Promise<number> {
  await db
    .delete(mcReserveOrderLine)
    .where(and(eq(mcReserveOrderLine.orderId, orderId), inArray(mcReserveOrderLine.kind, kinds)));
  if (lines.length) await db.insert(mcReserveOrderLine).values(lines.map((l) => ({ ...l, orderId })));
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${mcReserveOrderLine.amountCents}), 0)::int` })
    .from(mcReserveOrderLine)
    .where(eq(mcReserveOrderLine.orderId, orderId));
  await db.update(mcReserveOrder).set({ totalCents: total, updatedAt: now }).where(eq(mcReserveOrder.id, orderId));
  return total;
}

/** The next order number of `now`'s campus day, `RO<yyyymmdd>-<nnnn>`, under an advisory lock (race-free). */
async function nextOrderNo(db: Db, now: Date): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(${ORDER_NO_LOCK})`);
  const day = now.toLocaleDateString('sv-SE', { timeZone: CAMPUS_ZONE }).replace(/-/g, '');
  const prefix = `RO${day}-`;
  const [{ n }] = await db
    .select({ n: count() })
    .from(mcReserveOrder)
    .where(sql`${mcReserveOrder.orderNo} like ${prefix + '%'}`);
  return `${prefix}${String(n + 1).padStart(4, '0')}`;
}

/**
 * Books `siteId` over [start, end) for `userId` through the engine; refusals name the room in `lang`.
 * @throws its refusals, SITE_NOT_FOUND
 */
async function bookRoom(
  db: Db,
  siteId: number,
  userId: number,
  range: { start: Date; end: Date },
  fields: {
    subject: string;
    agreements: { id: number; version: number }[];
    formValues?: Record<string, unknown>;
    customChoices?: Record<string, number[]>;
  },
  now: Date,
  lang: Lang,
) {
  const place = await findSite(db, siteId, lang);
  if (!place) throw new AppError(Code.SITE_NOT_FOUND);
  return book(
    db,
    {
      site: place,
      userId,
      ...range,
      fields: { subject: fields.subject },
      agreements: fields.agreements,
      // A room under a form rule: its approval form and chosen approvers, as addReserve passes them.
      approval: { formValues: fields.formValues ?? {}, customChoices: fields.customChoices ?? {} },
    },
    now,
  );
}

/** The enabled items of a business dictionary in `lang`. */
async function dictionary(db: Db, code: string, lang: Lang) {
  const rows = await db
    .select({ item: sysDictItem })
    .from(sysDictItem)
    .innerJoin(sysDictType, eq(sysDictType.id, sysDictItem.typeId))
    .where(and(eq(sysDictType.code, code), eq(sysDictType.status, 0), eq(sysDictItem.status, 0)))
    .orderBy(asc(sysDictItem.sort), asc(sysDictItem.id));
  return rows.map(({ item }) => ({
    value: item.value,
    label: labelIn(lang, item.labelCn, item.labelEn, item.labelTc),
  }));
}

/** The filters of lists and counts: application, creation window, meeting start window (half-open). */
function windowWhere(input: {
  sysNo?: number;
  createStartTime?: string;
  createEndTime?: string;
  startFrom?: string;
  startBefore?: string;
}): SQL[] {
  return [
    input.sysNo === undefined ? undefined : eq(mcReserveOrder.sysNo, input.sysNo),
    input.createStartTime ? gte(mcReserveOrder.createdAt, new Date(input.createStartTime)) : undefined,
    input.createEndTime ? lt(mcReserveOrder.createdAt, new Date(input.createEndTime)) : undefined,
    input.startFrom ? gte(mcReserveOrder.startAt, new Date(input.startFrom)) : undefined,
    input.startBefore ? lt(mcReserveOrder.startAt, new Date(input.startBefore)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/**
 * Applies a plain step (no field changes besides the state, its timestamp and a reason) to an
 * order in scope; `release` cancels its booking when the step ends the order. Answers the order in `ctx.lang`.
 */
async function simpleStep(
  ctx: {
    db: Db;
    principal: Principal;
    now: Date;
    lang: Lang;
    audit: (e: { before?: unknown; after?: unknown }) => void;
  },
  id: number,
  event: ReserveOrderEvent,
  extra: Partial<typeof mcReserveOrder.$inferInsert> = {},
): Promise<ReserveOrderDetail> {
  const order = await lockOrder(ctx.db, ctx.principal, id);
  const next = stepOf(order, event);
  // A declined cancel request returns to a state the order already passed: its stamps stay.
  const stamps: Partial<typeof mcReserveOrder.$inferInsert> =
    event.type === 'order.declineCancel'
      ? {}
      : ({
          audited: { auditedAt: ctx.now },
          arranged: { arrangedAt: ctx.now },
          served: { servedAt: ctx.now },
          settled: { settledAt: ctx.now },
          cancelled: { cancelledAt: ctx.now },
        }[next] ?? {});
  await ctx.db
    .update(mcReserveOrder)
    .set({ status: next, updatedAt: ctx.now, ...stamps, ...extra })
    .where(eq(mcReserveOrder.id, id));
  // A declined cancel request has its own message (reserveOrderCancelDeclined, with the reason).
  if (event.type !== 'order.declineCancel')
    await notifyOrderStep(ctx.db, 'reserveOrder', id, order.status, ctx.principal.userId);
  if (next === 'cancelled' || next === 'rejected') await releaseBooking(ctx.db, order.reservationId, ctx.now);
  const after = await detailOf(ctx.db, ctx.principal, id, ctx.lang);
  ctx.audit({ before: { id, status: order.status }, after: { id, status: next, ...extra } });
  return after;
}

/** Bills (or, settled on its own, unbills) the order after its step (settlement/hooks.ts); answers it. */
async function billed(ctx: { db: Db; now: Date }, order: ReserveOrderDetail, noShow?: boolean) {
  await onReserveOrderStep(ctx.db, order.id, ctx.now, { noShow });
  return order;
}

/** The handlers. */
export const reserveOrderHandlerTable = {
  reserveOrderPage: async (input, ctx) => {
    const where = and(
      ...windowWhere(input),
      input.status ? eq(mcReserveOrder.status, input.status) : undefined,
      input.keyword
        ? or(
            ilike(mcReserveOrder.orderNo, containing(input.keyword)),
            ilike(mcReserveOrder.subject, containing(input.keyword)),
            ilike(mcReserveOrder.applicantName, containing(input.keyword)),
          )
        : undefined,
      await orderScope(ctx.db, ctx.principal),
    );
    const [{ n }] = await ctx.db.select({ n: count() }).from(mcReserveOrder).where(where);
    const rows = await selectRows(ctx.db, where, ctx.lang, { limit: input.pageSize, offset: offsetOf(input) });
    return pageResult(rows, n, input);
  },

  reserveOrderDetail: async ({ id }, ctx) => detailOf(ctx.db, ctx.principal, id, ctx.lang),

  reserveOrderAdd: async (input, ctx) => {
    const start = new Date(input.start);
    const end = new Date(input.end);
    if (!(end > start)) throw new AppError(Code.RANGE_INVALID);
    const lines = [
      ...(await priceGoods(ctx.db, input.merchandise, input.items)),
      ...(await priceDining(ctx.db, input.diningTypeCodes, input.attendees)),
    ];
    const reservationId = await bookRoom(
      ctx.db,
      input.siteId,
      ctx.principal.userId,
      { start, end },
      input,
      ctx.now,
      ctx.lang,
    );
    const orderNo = await nextOrderNo(ctx.db, ctx.now);
    const [order] = await ctx.db
      .insert(mcReserveOrder)
      .values({
        orderNo,
        status: 'submitted',
        sysNo: input.sysNo,
        siteId: input.siteId,
        reservationId,
        startAt: start,
        endAt: end,
        subject: input.subject,
        attendees: input.attendees,
        tableTypeCode: input.tableTypeCode,
        videoLineCodes: input.videoLineCodes,
        diningTypeCodes: input.diningTypeCodes,
        customerId: input.customerId,
        applicantUserId: ctx.principal.userId,
        applicantName: input.applicantName || ctx.principal.name,
        applicantPhone: input.applicantPhone,
        remark: input.remark,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: mcReserveOrder.id });
    await replaceLines(ctx.db, order.id, ['merchandise', 'item', 'dining'], lines, ctx.now);
    // The department's approval, when a workflow is configured (in this transaction: both or neither).
    await startConferenceApproval(ctx.db, 'RESERVE_ORDER', order.id, ctx.principal.userId, ctx.now);
    const after = await detailOf(ctx.db, ctx.principal, order.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  reserveOrderEdit: async (input, ctx) => {
    const order = await lockOrder(ctx.db, ctx.principal, input.id);
    stepOf(order, { type: 'order.edit' });
    const before = await detailOf(ctx.db, ctx.principal, order.id, ctx.lang);
    const start = new Date(input.start);
    const end = new Date(input.end);
    if (!(end > start)) throw new AppError(Code.RANGE_INVALID);
    let reservationId = order.reservationId;
    const moved =
      input.siteId !== order.siteId ||
      start.getTime() !== order.startAt.getTime() ||
      end.getTime() !== order.endAt.getTime();
    if (moved) {
      // The old booking goes first so a move within its own range is not refused against itself;
      // a refused new booking rolls both back (one transaction).
      await releaseBooking(ctx.db, order.reservationId, ctx.now);
      reservationId = await bookRoom(
        ctx.db,
        input.siteId,
        order.applicantUserId,
        { start, end },
        input,
        ctx.now,
        ctx.lang,
      );
    }
    await ctx.db
      .update(mcReserveOrder)
      .set({
        siteId: input.siteId,
        reservationId,
        startAt: start,
        endAt: end,
        subject: input.subject,
        attendees: input.attendees,
        tableTypeCode: input.tableTypeCode,
        videoLineCodes: input.videoLineCodes,
        diningTypeCodes: input.diningTypeCodes,
        customerId: input.customerId,
        applicantName: input.applicantName || order.applicantName,
        applicantPhone: input.applicantPhone,
        remark: input.remark,
        updatedAt: ctx.now,
      })
      .where(eq(mcReserveOrder.id, order.id));
    await replaceLines(
      ctx.db,
      order.id,
      ['dining'],
      await priceDining(ctx.db, input.diningTypeCodes, input.attendees),
      ctx.now,
    );
    const after = await detailOf(ctx.db, ctx.principal, order.id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  reserveOrderCancel: async ({ id, reason }, ctx) => {
    const after = await simpleStep(ctx, id, { type: 'order.cancel' }, reason ? { reason } : {});
    // A submitted order cancelled at once withdraws its department approval (the approver's task goes).
    await closeConferenceApproval(ctx.db, 'RESERVE_ORDER', id, 'withdrawn', null, ctx.now);
    return after;
  },
  reserveOrderConfirmCancel: async ({ id }, ctx) =>
    billed(ctx, await simpleStep(ctx, id, { type: 'order.confirmCancel' })),
  reserveOrderDeclineCancel: async ({ id, reason }, ctx) => {
    const after = await simpleStep(ctx, id, { type: 'order.declineCancel' }, { reason });
    // The applicant owns the order's booking (add books for them): the message names its room and time.
    if (after.reservationId !== null)
      await notifyBookings(ctx.db, [after.reservationId], 'reserveOrderCancelDeclined', {
        orderNo: after.orderNo,
        reason,
      });
    return after;
  },
  reserveOrderAudit: async ({ id }, ctx) => {
    const after = await simpleStep(ctx, id, { type: 'order.audit' });
    // The staff audited it themselves: the department approval still open closes (its task goes).
    await closeConferenceApproval(ctx.db, 'RESERVE_ORDER', id, 'withdrawn', null, ctx.now);
    return after;
  },
  reserveOrderProgress: async ({ id, to, noShow }, ctx) =>
    billed(ctx, await simpleStep(ctx, id, { type: 'order.progress', to }), noShow),
  reserveOrderReject: async ({ id, reason }, ctx) => {
    const after = await simpleStep(ctx, id, { type: 'order.reject' }, { reason });
    await closeConferenceApproval(ctx.db, 'RESERVE_ORDER', id, 'rejected', reason, ctx.now);
    return after;
  },
  reserveOrderSettle: async ({ id }, ctx) => billed(ctx, await simpleStep(ctx, id, { type: 'order.settle' })),

  reserveOrderEditMerchandise: async ({ id, merchandise, items }, ctx) => {
    const order = await lockOrder(ctx.db, ctx.principal, id);
    stepOf(order, { type: 'order.editMerchandise' });
    const before = await detailOf(ctx.db, ctx.principal, id, ctx.lang);
    await replaceLines(ctx.db, id, ['merchandise', 'item'], await priceGoods(ctx.db, merchandise, items), ctx.now);
    const after = await detailOf(ctx.db, ctx.principal, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  reserveOrderStatusCount: async (input, ctx) => {
    const rows = await ctx.db
      .select({ status: mcReserveOrder.status, n: count() })
      .from(mcReserveOrder)
      .where(and(...windowWhere(input), await orderScope(ctx.db, ctx.principal)))
      .groupBy(mcReserveOrder.status);
    const counts = Object.fromEntries(contractsStates.map((s) => [s, 0])) as Record<
      (typeof contractsStates)[number],
      number
    >;
    for (const r of rows) if (r.status in counts) counts[r.status as keyof typeof counts] = r.n;
    return counts;
  },

  reserveOrderTableTypes: async (_input, ctx) => dictionary(ctx.db, 'mcTableType', ctx.lang),
  reserveOrderVideoLines: async (_input, ctx) => dictionary(ctx.db, 'mcVideoLine', ctx.lang),
  reserveOrderDiningTypes: async (_input, ctx) => dictionary(ctx.db, 'mcDiningType', ctx.lang),
} satisfies PartialHandlersOf<typeof contracts>;

const contractsStates = contracts.ReserveOrderState.options;

/** Registrations of the reserve order calls. */
export const reserveOrderHandlers = implement(contracts, reserveOrderHandlerTable);
