/**
 * Handlers of platform/contracts/food-delivery.contract.ts (spec §7 foodDeliveryOrder,
 * orderRule, applicantInfo; spec §4 "food delivery order").
 *
 * Orders: add and edit check the enabled order rule (./order-rule-check.ts) and price the
 * lines from the enabled merchandise; every step goes through the order's machine with
 * applyOrderStep, on the row locked `for update` and updated only while it still holds the
 * state the step was taken from, so two staff taking the same step at once get one success
 * and one ORDER_STEP_NOT_ALLOWED. Every read and write carries the caller's data scope (own
 * orders, plus the scope's with `mc:foodDelivery:page`); out of scope answers NOT_FOUND.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/food-delivery.contract';
import type {
  ApplicantInfoFields,
  FoodOrderDetail,
  FoodOrderFields,
  FoodOrderRow,
  OrderRuleFields,
  OrderRuleRow,
} from '../../../platform/contracts/food-delivery.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import {
  foodDeliveryOrderMachine,
  type FoodDeliveryEvent,
  type FoodDeliveryState,
} from '../../../machines/food-delivery-order.machine';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import {
  mcApplicantInfo,
  mcCustomer,
  mcFoodDeliveryOrder,
  mcFoodDeliveryOrderLine,
  mcMerchandise,
  mcOrderRule,
  mcTimeRange,
  sysUser,
} from '../../db/schema/index';
import { implement, type PartialHandlersOf, type SignedInContext } from '../../plugins/call-handler';
import { applyOrderStep } from '../catering/order-step';
import { closeConferenceApproval, startConferenceApproval } from '../conference-approval/index';
import { notifyOrderStep } from '../message/order-messages';
import { unitLabeler, type UnitLabel } from '../catering/units';
import { ownOrScope, scopeCondition } from '../org/data-scope';
import { onFoodDeliveryStep } from '../settlement/hooks';
import { checkOrderRule, campusDay, deliveryStart } from './order-rule-check';

/** The permission that widens a user's own orders to their data scope. */
const STAFF_VIEW = 'mc:foodDelivery:page';

type OrderRecord = typeof mcFoodDeliveryOrder.$inferSelect;
type LineRecord = typeof mcFoodDeliveryOrderLine.$inferSelect;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** An order row as the lists show it. */
function rowOf(o: OrderRecord): FoodOrderRow {
  return {
    id: o.id,
    orderNo: o.orderNo,
    state: o.state as FoodDeliveryState,
    applicantUserId: o.applicantUserId,
    applicantName: o.applicantName,
    customerId: o.customerId,
    deliveryDate: o.deliveryDate,
    timeRangeId: o.timeRangeId,
    timeRangeName: o.timeRangeName,
    startTime: o.startTime,
    endTime: o.endTime,
    area: o.area,
    address: o.address,
    receiverName: o.receiverName,
    receiverPhone: o.receiverPhone,
    totalCents: o.totalCents,
    remark: o.remark,
    reason: o.reason,
    createdAt: iso(o.createdAt),
  };
}

/** An order with its lines, their units read in the request language (`unit`, catering/units.ts). */
function detailOf(o: OrderRecord, lines: LineRecord[], unit: UnitLabel): FoodOrderDetail {
  return {
    ...rowOf(o),
    lines: lines.map((l) => ({
      id: l.id,
      merchandiseId: l.merchandiseId,
      name: l.name,
      unit: unit(l.unit),
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      amountCents: l.amountCents,
    })),
    auditedAt: isoOrNull(o.auditedAt),
    rejectedAt: isoOrNull(o.rejectedAt),
    deliveringAt: isoOrNull(o.deliveringAt),
    deliveredAt: isoOrNull(o.deliveredAt),
    confirmedAt: isoOrNull(o.confirmedAt),
    settledAt: isoOrNull(o.settledAt),
    cancelledAt: isoOrNull(o.cancelledAt),
  };
}

const linesOf = (db: Db, orderId: number) =>
  db
    .select()
    .from(mcFoodDeliveryOrderLine)
    .where(eq(mcFoodDeliveryOrderLine.orderId, orderId))
    .orderBy(asc(mcFoodDeliveryOrderLine.id));

/** The caller's condition on orders: their own, plus their data scope's with the staff view. */
const orderScope = (ctx: SignedInContext) =>
  ownOrScope(ctx.db, ctx.principal, { userId: mcFoodDeliveryOrder.applicantUserId }, STAFF_VIEW);

/**
 * The order `id` within `scope`, locked for the call's transaction when `lock`.
 * @throws AppError NOT_FOUND when it does not exist or lies outside the scope
 */
async function loadOrder(db: Db, id: number, scope: SQL | undefined, lock: boolean): Promise<OrderRecord> {
  const query = db
    .select()
    .from(mcFoodDeliveryOrder)
    .where(and(eq(mcFoodDeliveryOrder.id, id), scope));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** The lines of `fields` priced from the enabled merchandise, and their total in cents. */
async function priceLines(db: Db, fields: FoodOrderFields) {
  const ids = [...new Set(fields.lines.map((l) => l.merchandiseId))];
  const goods = await db
    .select()
    .from(mcMerchandise)
    .where(and(inArray(mcMerchandise.id, ids), eq(mcMerchandise.status, 0)));
  const byId = new Map(goods.map((g) => [g.id, g]));
  const lines = fields.lines.map((l) => {
    const g = byId.get(l.merchandiseId);
    if (!g) throw new AppError(Code.FOOD_ORDER_MERCHANDISE_UNAVAILABLE, { id: l.merchandiseId });
    return {
      merchandiseId: g.id,
      name: g.nameCn,
      unit: g.unit,
      unitPriceCents: g.priceCents,
      quantity: l.quantity,
      amountCents: g.priceCents * l.quantity,
    };
  });
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}

/**
 * Everything an order's fields must satisfy at `now`: the time range enabled, the customer
 * existing, the enabled rule's cut-off and area, the merchandise enabled, the minimum amount.
 * @returns the columns to store and the priced lines
 */
async function checkOrder(ctx: SignedInContext, fields: FoodOrderFields) {
  const [rule] = await ctx.db.select().from(mcOrderRule).where(eq(mcOrderRule.status, 0)).limit(1);
  if (!rule) throw new AppError(Code.FOOD_ORDER_NO_RULE);
  const [range] = await ctx.db
    .select()
    .from(mcTimeRange)
    .where(and(eq(mcTimeRange.id, fields.timeRangeId), eq(mcTimeRange.status, 0)));
  if (!range) throw new AppError(Code.FOOD_ORDER_TIME_RANGE_UNAVAILABLE, { id: fields.timeRangeId });
  if (fields.customerId !== null) {
    const [customer] = await ctx.db
      .select({ id: mcCustomer.id })
      .from(mcCustomer)
      .where(and(eq(mcCustomer.id, fields.customerId), eq(mcCustomer.status, 0)));
    if (!customer) throw new AppError(Code.NOT_FOUND);
  }
  const priced = await priceLines(ctx.db, fields);
  checkOrderRule(rule, {
    now: ctx.now,
    deliveryDate: fields.deliveryDate,
    startTime: range.startTime,
    area: fields.area,
    totalCents: priced.totalCents,
  });
  return {
    columns: {
      deliveryDate: fields.deliveryDate,
      timeRangeId: range.id,
      timeRangeName: range.nameCn,
      startTime: range.startTime,
      endTime: range.endTime,
      deliverAt: deliveryStart(fields.deliveryDate, range.startTime),
      customerId: fields.customerId,
      area: fields.area,
      address: fields.address,
      receiverName: fields.receiverName,
      receiverPhone: fields.receiverPhone,
      remark: fields.remark,
      totalCents: priced.totalCents,
    },
    lines: priced.lines,
  };
}

/** The timestamp column each step stamps. */
const STAMP: Record<string, keyof OrderRecord> = {
  audited: 'auditedAt',
  rejected: 'rejectedAt',
  deliveryInProgress: 'deliveringAt',
  delivered: 'deliveredAt',
  confirmed: 'confirmedAt',
  settled: 'settledAt',
  cancelled: 'cancelledAt',
};

/**
 * Takes `event` on order `id` within `scope`: locks it, applies the machine's step, stores
 * the new state, reason and step time only if the state is still the one stepped from.
 * @throws AppError NOT_FOUND (missing or out of scope), ORDER_STEP_NOT_ALLOWED (refused in its state)
 */
async function step(ctx: SignedInContext, id: number, scope: SQL | undefined, event: FoodDeliveryEvent) {
  const before = await loadOrder(ctx.db, id, scope, true);
  const refuse = (state: string) =>
    applyOrderStep(foodDeliveryOrderMachine, { kind: 'foodDelivery', id, state, context: { reason: null } }, event);
  const next = refuse(before.state);
  const state = String(next.value);
  const stamp = STAMP[state];
  const [after] = await ctx.db
    .update(mcFoodDeliveryOrder)
    .set({
      state,
      reason: next.context.reason ?? before.reason,
      updatedAt: ctx.now,
      ...(stamp ? { [stamp]: ctx.now } : {}),
    })
    .where(and(eq(mcFoodDeliveryOrder.id, id), eq(mcFoodDeliveryOrder.state, before.state)))
    .returning();
  if (!after) {
    // Another call stepped it first: refuse as the machine does in the state it now holds.
    const [now] = await ctx.db
      .select({ state: mcFoodDeliveryOrder.state })
      .from(mcFoodDeliveryOrder)
      .where(eq(mcFoodDeliveryOrder.id, id));
    const current = now?.state ?? before.state;
    refuse(current);
    const action = event.type.slice(event.type.indexOf('.') + 1);
    throw new AppError(Code.ORDER_STEP_NOT_ALLOWED, { kind: 'foodDelivery', id, state: current, action });
  }
  ctx.audit({ before, after });
  await notifyOrderStep(ctx.db, 'foodDelivery', id, before.state, ctx.principal.userId);
  await onFoodDeliveryStep(ctx.db, after, ctx.now);
  return detailOf(after, await linesOf(ctx.db, id), await unitLabeler(ctx.db, ctx.lang));
}

/** Today's campus date as `YYYYMMDD`, for order numbers. */
const orderDay = (now: Date) => campusDay(now).replace(/-/g, '');

const orderHandlers = {
  foodDeliveryOrderAdd: async (input, ctx) => {
    const checked = await checkOrder(ctx, input);
    const [me] = await ctx.db
      .select({ name: sysUser.name, phone: sysUser.phone })
      .from(sysUser)
      .where(eq(sysUser.id, ctx.principal.userId));
    const [inserted] = await ctx.db
      .insert(mcFoodDeliveryOrder)
      .values({
        ...checked.columns,
        orderNo: `pending-${ctx.principal.userId}-${Date.now()}-${Math.random()}`,
        applicantUserId: ctx.principal.userId,
        applicantName: me?.name ?? ctx.principal.account,
        applicantPhone: me?.phone ?? '',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    const [after] = await ctx.db
      .update(mcFoodDeliveryOrder)
      .set({ orderNo: `FD${orderDay(ctx.now)}-${String(inserted.id).padStart(4, '0')}` })
      .where(eq(mcFoodDeliveryOrder.id, inserted.id))
      .returning();
    const lines = await ctx.db
      .insert(mcFoodDeliveryOrderLine)
      .values(checked.lines.map((l) => ({ ...l, orderId: after.id })))
      .returning();
    // The department's approval, when a workflow is configured (in this transaction: both or neither).
    await startConferenceApproval(ctx.db, 'FOOD_DELIVERY', after.id, ctx.principal.userId, ctx.now);
    ctx.audit({ after: { ...after, lines } });
    return detailOf(after, lines, await unitLabeler(ctx.db, ctx.lang));
  },

  foodDeliveryOrderEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const before = await loadOrder(ctx.db, id, await orderScope(ctx), true);
    applyOrderStep(
      foodDeliveryOrderMachine,
      { kind: 'foodDelivery', id, state: before.state, context: { reason: before.reason } },
      { type: 'order.edit' },
    );
    const beforeLines = await linesOf(ctx.db, id);
    const checked = await checkOrder(ctx, fields);
    const [after] = await ctx.db
      .update(mcFoodDeliveryOrder)
      .set({ ...checked.columns, updatedAt: ctx.now })
      .where(eq(mcFoodDeliveryOrder.id, id))
      .returning();
    await ctx.db.delete(mcFoodDeliveryOrderLine).where(eq(mcFoodDeliveryOrderLine.orderId, id));
    const lines = await ctx.db
      .insert(mcFoodDeliveryOrderLine)
      .values(checked.lines.map((l) => ({ ...l, orderId: id })))
      .returning();
    ctx.audit({ before: { ...before, lines: beforeLines }, after: { ...after, lines } });
    return detailOf(after, lines, await unitLabeler(ctx.db, ctx.lang));
  },

  foodDeliveryOrderPage: async (input, ctx) => {
    const where = and(
      await orderScope(ctx),
      input.state ? eq(mcFoodDeliveryOrder.state, input.state) : undefined,
      input.deliveryDate ? eq(mcFoodDeliveryOrder.deliveryDate, input.deliveryDate) : undefined,
      ...deliveryWindow(input, ctx.principal.userId),
      input.keyword
        ? or(
            ilike(mcFoodDeliveryOrder.orderNo, containing(input.keyword)),
            ilike(mcFoodDeliveryOrder.receiverName, containing(input.keyword)),
            ilike(mcFoodDeliveryOrder.address, containing(input.keyword)),
          )
        : undefined,
    );
    const rows = await ctx.db
      .select()
      .from(mcFoodDeliveryOrder)
      .where(where)
      .orderBy(desc(mcFoodDeliveryOrder.deliverAt), desc(mcFoodDeliveryOrder.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(mcFoodDeliveryOrder).where(where);
    return pageResult(rows.map(rowOf), total, input);
  },

  foodDeliveryOrderStateCount: async (input, ctx) => {
    const rows = await ctx.db
      .select({ state: mcFoodDeliveryOrder.state, n: count() })
      .from(mcFoodDeliveryOrder)
      .where(and(await orderScope(ctx), ...deliveryWindow(input ?? {}, ctx.principal.userId)))
      .groupBy(mcFoodDeliveryOrder.state);
    return Object.fromEntries(rows.map((r) => [r.state, r.n]));
  },

  foodDeliveryOrderDetail: async (input, ctx) => {
    const order = await loadOrder(ctx.db, input.id, await orderScope(ctx), false);
    return detailOf(order, await linesOf(ctx.db, order.id), await unitLabeler(ctx.db, ctx.lang));
  },

  foodDeliveryOrderCancel: async (input, ctx) => {
    const after = await step(ctx, input.id, await orderScope(ctx), { type: 'order.cancel', reason: input.reason });
    // Cancelled by its applicant: the department approval still open is withdrawn (its task goes).
    await closeConferenceApproval(ctx.db, 'FOOD_DELIVERY', input.id, 'withdrawn', null, ctx.now);
    return after;
  },

  foodDeliveryOrderAudit: async (input, ctx) => {
    const after = await step(
      ctx,
      input.id,
      await orderScope(ctx),
      input.approved ? { type: 'order.audit' } : { type: 'order.reject', reason: input.reason },
    );
    // The staff decided themselves: the department approval still open closes (its task goes).
    await closeConferenceApproval(
      ctx.db,
      'FOOD_DELIVERY',
      input.id,
      input.approved ? 'withdrawn' : 'rejected',
      input.approved ? null : (input.reason ?? null),
      ctx.now,
    );
    return after;
  },

  foodDeliveryOrderDeliveryInProgress: async (input, ctx) =>
    step(ctx, input.id, await orderScope(ctx), { type: 'order.deliver' }),

  foodDeliveryOrderDelivered: async (input, ctx) =>
    step(ctx, input.id, await orderScope(ctx), { type: 'order.delivered' }),

  // Only the applicant confirms receiving: anyone else's order answers NOT_FOUND.
  foodDeliveryOrderConfirm: async (input, ctx) =>
    step(ctx, input.id, eq(mcFoodDeliveryOrder.applicantUserId, ctx.principal.userId), { type: 'order.confirm' }),

  foodDeliveryOrderSettlement: async (input, ctx) =>
    step(ctx, input.id, await orderScope(ctx), { type: 'order.settle' }),
} satisfies PartialHandlersOf<typeof contracts>;

// --- order rules ---------------------------------------------------------------------

type RuleRecord = typeof mcOrderRule.$inferSelect;
const ruleOf = (r: RuleRecord): OrderRuleRow => ({
  id: r.id,
  name: r.name,
  cutoffKind: r.cutoffKind as OrderRuleRow['cutoffKind'],
  cutoffMinutes: r.cutoffMinutes,
  cutoffTime: r.cutoffTime,
  minAmountCents: r.minAmountCents,
  areas: r.areas,
  remark: r.remark,
  status: r.status,
  updatedAt: iso(r.updatedAt),
});

/** Enabling `fields` disables every other enabled rule (at most one is enabled). */
async function keepOneEnabled(db: Db, fields: OrderRuleFields, selfId: number | null, now: Date) {
  if (fields.status !== 0) return;
  await db
    .update(mcOrderRule)
    .set({ status: 1, updatedAt: now })
    .where(and(eq(mcOrderRule.status, 0), selfId ? ne(mcOrderRule.id, selfId) : undefined));
}

const ruleHandlers = {
  orderRulePage: async (input, ctx) => {
    const where = input.keyword ? ilike(mcOrderRule.name, containing(input.keyword)) : undefined;
    const rows = await ctx.db
      .select()
      .from(mcOrderRule)
      .where(where)
      .orderBy(asc(mcOrderRule.status), desc(mcOrderRule.updatedAt), desc(mcOrderRule.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(mcOrderRule).where(where);
    return pageResult(rows.map(ruleOf), total, input);
  },

  orderRuleDetail: async (input, ctx) => {
    const [row] = await ctx.db.select().from(mcOrderRule).where(eq(mcOrderRule.id, input.id));
    if (!row) throw new AppError(Code.NOT_FOUND);
    return ruleOf(row);
  },

  orderRuleAdd: async (input, ctx) => {
    await keepOneEnabled(ctx.db, input, null, ctx.now);
    const [after] = await ctx.db
      .insert(mcOrderRule)
      .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    ctx.audit({ after });
    return ruleOf(after);
  },

  orderRuleEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const [before] = await ctx.db.select().from(mcOrderRule).where(eq(mcOrderRule.id, id)).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    await keepOneEnabled(ctx.db, fields, id, ctx.now);
    const [after] = await ctx.db
      .update(mcOrderRule)
      .set({ ...fields, updatedAt: ctx.now })
      .where(eq(mcOrderRule.id, id))
      .returning();
    ctx.audit({ before, after });
    return ruleOf(after);
  },

  orderRuleDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await ctx.db.select().from(mcOrderRule).where(inArray(mcOrderRule.id, ids));
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(mcOrderRule).where(inArray(mcOrderRule.id, ids));
    ctx.audit({ before });
    return null;
  },

  orderRuleCurrent: async (_input, ctx) => {
    const [row] = await ctx.db.select().from(mcOrderRule).where(eq(mcOrderRule.status, 0)).limit(1);
    return row ? ruleOf(row) : null;
  },
} satisfies PartialHandlersOf<typeof contracts>;

// --- applicant infos -----------------------------------------------------------------

const applicantColumns = {
  id: mcApplicantInfo.id,
  userId: mcApplicantInfo.userId,
  userName: sysUser.name,
  name: mcApplicantInfo.name,
  phone: mcApplicantInfo.phone,
  area: mcApplicantInfo.area,
  address: mcApplicantInfo.address,
  isDefault: mcApplicantInfo.isDefault,
  updatedAt: mcApplicantInfo.updatedAt,
};

/** The caller's saved applicants matching `where`, with their account's name. */
async function applicants(db: Db, where: SQL | undefined) {
  const rows = await db
    .select(applicantColumns)
    .from(mcApplicantInfo)
    .innerJoin(sysUser, eq(sysUser.id, mcApplicantInfo.userId))
    .where(where)
    .orderBy(desc(mcApplicantInfo.isDefault), desc(mcApplicantInfo.updatedAt), desc(mcApplicantInfo.id));
  return rows.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) }));
}

/** A default applicant displaces the caller's previous default. */
async function keepOneDefault(db: Db, userId: number, fields: ApplicantInfoFields, selfId: number | null) {
  if (!fields.isDefault) return;
  await db
    .update(mcApplicantInfo)
    .set({ isDefault: false })
    .where(
      and(
        eq(mcApplicantInfo.userId, userId),
        eq(mcApplicantInfo.isDefault, true),
        selfId ? ne(mcApplicantInfo.id, selfId) : undefined,
      ),
    );
}

const applicantHandlers = {
  applicantInfoPage: async (input, ctx) => {
    const where = and(
      await scopeCondition(ctx.db, ctx.principal, { userId: mcApplicantInfo.userId, orgId: sysUser.orgId }),
      input.keyword
        ? or(
            ilike(mcApplicantInfo.name, containing(input.keyword)),
            ilike(mcApplicantInfo.address, containing(input.keyword)),
            ilike(sysUser.name, containing(input.keyword)),
          )
        : undefined,
    );
    const rows = await ctx.db
      .select(applicantColumns)
      .from(mcApplicantInfo)
      .innerJoin(sysUser, eq(sysUser.id, mcApplicantInfo.userId))
      .where(where)
      .orderBy(desc(mcApplicantInfo.updatedAt), desc(mcApplicantInfo.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(mcApplicantInfo)
      .innerJoin(sysUser, eq(sysUser.id, mcApplicantInfo.userId))
      .where(where);
    return pageResult(
      rows.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) })),
      total,
      input,
    );
  },

  applicantInfoDropdown: async (_input, ctx) => applicants(ctx.db, eq(mcApplicantInfo.userId, ctx.principal.userId)),

  applicantInfoAdd: async (input, ctx) => {
    await keepOneDefault(ctx.db, ctx.principal.userId, input, null);
    const [after] = await ctx.db
      .insert(mcApplicantInfo)
      .values({ ...input, userId: ctx.principal.userId, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    ctx.audit({ after });
    return (await applicants(ctx.db, eq(mcApplicantInfo.id, after.id)))[0];
  },

  applicantInfoEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const mine = and(eq(mcApplicantInfo.id, id), eq(mcApplicantInfo.userId, ctx.principal.userId));
    const [before] = await ctx.db.select().from(mcApplicantInfo).where(mine).for('update');
    if (!before) throw new AppError(Code.NOT_FOUND);
    await keepOneDefault(ctx.db, ctx.principal.userId, fields, id);
    const [after] = await ctx.db
      .update(mcApplicantInfo)
      .set({ ...fields, updatedAt: ctx.now })
      .where(mine)
      .returning();
    ctx.audit({ before, after });
    return (await applicants(ctx.db, eq(mcApplicantInfo.id, id)))[0];
  },

  applicantInfoDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const mine = and(inArray(mcApplicantInfo.id, ids), eq(mcApplicantInfo.userId, ctx.principal.userId));
    const before = await ctx.db.select().from(mcApplicantInfo).where(mine);
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(mcApplicantInfo).where(mine);
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof contracts>;

/** The food delivery calls' handlers, for server/modules/index.ts. */
export const foodDeliveryHandlers = implement(contracts, {
  ...orderHandlers,
  ...ruleHandlers,
  ...applicantHandlers,
});
/**
 * Delivery days from `deliveryFrom` to `deliveryTo` (campus dates, both included) and, with
 * `mine`, the caller `userId`'s own orders only, as SQL conditions (beside the data scope).
 */
function deliveryWindow(input: { deliveryFrom?: string; deliveryTo?: string; mine?: boolean }, userId: number): SQL[] {
  return [
    input.deliveryFrom ? gte(mcFoodDeliveryOrder.deliveryDate, input.deliveryFrom) : undefined,
    input.deliveryTo ? lte(mcFoodDeliveryOrder.deliveryDate, input.deliveryTo) : undefined,
    input.mine ? eq(mcFoodDeliveryOrder.applicantUserId, userId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}
