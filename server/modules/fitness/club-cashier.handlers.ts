/**
 * Handlers of platform/contracts/club-cashier.contract.ts (docs/fitness-cashier.md): the cashier desk,
 * the ledger, the daily close, income statistics, class sales and attendance, the provider's callback.
 * Reads of ledger rows, cards and use events carry the caller's data scope as a SQL condition (the
 * member's organisation when paid: `club_payment.org_id`); out of scope looks like NOT_FOUND.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import * as contracts from '../../../platform/contracts/club-cashier.contract';
import type { LedgerRow } from '../../../platform/contracts/club-cashier.contract';
import { addIsoDays } from '../../../platform/fitness/choose-card';
import { earningsOf } from '../../../platform/fitness/earning';
import { CLASS_ITEM_KINDS, INCOME_SCOPES, type SaleItemKind } from '../../../platform/fitness/sale-items';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import {
  clubCard,
  clubCardEvent,
  clubCardType,
  clubCoach,
  clubDayClose,
  clubInnerMember,
  clubPayMethod,
  clubPayment,
  clubPayOrder,
  sysOrg,
  sysUser,
} from '../../db/schema/index';
import { implement, type Principal, type SignedInContext } from '../../plugins/call-handler';
import { reachCondition, reachOf, scopeCondition } from '../org/data-scope';
import { nameIn, todayAt } from './card-store';
import { innerValidOn } from './member-price';
import { memberOf } from './membership-card.handlers';
import { DAY_CLOSE_LOCK, payMethodOf, providerNamed, recordPayment } from './payment';
import { isSignedPayCallback } from './test-provider';

/** The longest statistics range, days. */
const MAX_RANGE_DAYS = 366;

const payer = alias(sysUser, 'payer');
const staff = alias(sysUser, 'staff');

/** The data-scope condition over ledger rows: the member and the member's organisation when paid. */
const ledgerScope = (db: Db, me: Principal) =>
  scopeCondition(db, me, { userId: clubPayment.userId, orgId: clubPayment.orgId });

/** The campus day of a timestamp column, as SQL. */
const campusDay = (column: SQL | typeof clubCardEvent.at) =>
  sql<string>`((${column} at time zone 'Asia/Shanghai')::date)`;

/** The cents of the selected ledger rows of `kind`, as SQL (0 for none). */
const sumOf = (kind: 'sale' | 'refund') =>
  sql<number>`coalesce(sum(case when ${clubPayment.kind} = ${kind} then ${clubPayment.amountCents} end), 0)::int`;

/** Days from ISO date `a` to `b` (b − a). */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Refuses a statistics range that is reversed or too long. @throws AppError STATISTICS_RANGE_INVALID */
function checkRange(from: string, to: string) {
  if (to < from || daysBetween(from, to) + 1 > MAX_RANGE_DAYS)
    throw new AppError(Code.STATISTICS_RANGE_INVALID, { from, to, maxDays: MAX_RANGE_DAYS });
}

/** The cents the desk refunds of sale `saleId` gave back so far, as SQL (0 for none). */
const refundedOf = (saleId: typeof clubPayment.id) =>
  sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from club_payment r where r.refund_of_id = ${saleId})`;

/** The ledger's rows with their names (method, card, type, member, staff, coach, the provider's state). */
function ledgerQuery(db: Db) {
  return db
    .select({
      id: clubPayment.id,
      kind: clubPayment.kind,
      amountCents: clubPayment.amountCents,
      methodId: clubPayment.methodId,
      methodCn: clubPayMethod.nameCn,
      methodEn: clubPayMethod.nameEn,
      methodTc: clubPayMethod.nameTc,
      item: clubPayment.item,
      itemKind: clubPayment.itemKind,
      description: clubPayment.description,
      quantity: clubPayment.quantity,
      cardId: clubPayment.cardId,
      cardNo: clubCard.cardNo,
      typeCn: clubCardType.nameCn,
      typeEn: clubCardType.nameEn,
      typeTc: clubCardType.nameTc,
      userId: clubPayment.userId,
      memberName: payer.name,
      memberAccount: payer.account,
      staffUserId: clubPayment.staffUserId,
      staffName: staff.name,
      coachName: clubCoach.displayName,
      provider: clubPayment.provider,
      orderState: clubPayOrder.state,
      businessDay: clubPayment.businessDay,
      at: clubPayment.at,
      refundOfId: clubPayment.refundOfId,
      reason: clubPayment.reason,
      refundedCents: refundedOf(clubPayment.id),
    })
    .from(clubPayment)
    .innerJoin(payer, eq(payer.id, clubPayment.userId))
    .innerJoin(clubPayMethod, eq(clubPayMethod.id, clubPayment.methodId))
    .leftJoin(clubCard, eq(clubCard.id, clubPayment.cardId))
    .leftJoin(clubCardType, eq(clubCardType.id, clubCard.typeId))
    .leftJoin(staff, eq(staff.id, clubPayment.staffUserId))
    .leftJoin(clubCoach, eq(clubCoach.id, clubPayment.coachId))
    .leftJoin(clubPayOrder, eq(clubPayOrder.paymentId, clubPayment.id));
}

type LedgerSelect = Awaited<ReturnType<ReturnType<typeof ledgerQuery>['where']>>[number];

/** A ledger row as the wire shows it, names in `lang`. */
function toLedgerRow(r: LedgerSelect, lang: Lang): LedgerRow {
  const kind = r.kind as 'sale' | 'refund';
  return {
    id: r.id,
    kind,
    signedCents: kind === 'refund' ? -r.amountCents : r.amountCents,
    amountCents: r.amountCents,
    methodId: r.methodId,
    methodName: nameIn(lang, { nameCn: r.methodCn, nameEn: r.methodEn, nameTc: r.methodTc }),
    item: r.item,
    itemKind: r.itemKind as SaleItemKind,
    description: r.description,
    quantity: r.quantity,
    cardId: r.cardId,
    cardNo: r.cardNo,
    cardTypeName:
      r.typeCn === null ? null : nameIn(lang, { nameCn: r.typeCn, nameEn: r.typeEn ?? '', nameTc: r.typeTc ?? '' }),
    userId: r.userId,
    memberName: r.memberName,
    memberAccount: r.memberAccount,
    staffUserId: r.staffUserId,
    staffName: r.staffName,
    coachName: r.coachName,
    provider: r.provider,
    providerState: r.orderState === 'pending' ? 'pending' : 'paid',
    businessDay: r.businessDay,
    at: r.at.toISOString(),
    refundOfId: r.refundOfId,
    reason: r.reason,
    refundedCents: Number(r.refundedCents),
  };
}

/** The ledger's filters as a condition, the data scope included. */
async function ledgerWhere(
  ctx: SignedInContext,
  input: Omit<contracts.LedgerQueryInput, 'itemKind' | 'pageNo' | 'pageSize'> & { itemKind?: string[] },
) {
  return and(
    input.from ? gte(clubPayment.businessDay, input.from) : undefined,
    input.to ? lte(clubPayment.businessDay, input.to) : undefined,
    input.kind ? eq(clubPayment.kind, input.kind) : undefined,
    input.methodId ? eq(clubPayment.methodId, input.methodId) : undefined,
    input.itemKind?.length ? inArray(clubPayment.itemKind, input.itemKind) : undefined,
    input.staffUserId ? eq(clubPayment.staffUserId, input.staffUserId) : undefined,
    input.keyword
      ? or(
          ilike(payer.name, containing(input.keyword)),
          ilike(payer.account, containing(input.keyword)),
          ilike(clubPayment.description, containing(input.keyword)),
          sql`exists (select 1 from ${clubCard} where ${clubCard.id} = ${clubPayment.cardId}
            and ${clubCard.cardNo} ilike ${containing(input.keyword)})`,
        )
      : undefined,
    await ledgerScope(ctx.db, ctx.principal),
  );
}

/** A page of the ledger with the totals of every row the filter selects. */
async function ledgerPage(ctx: SignedInContext, input: contracts.LedgerQueryInput) {
  const where = await ledgerWhere(ctx, input);
  const [totals] = await ctx.db
    .select({
      count: count(),
      sales: sumOf('sale'),
      refunds: sumOf('refund'),
    })
    .from(clubPayment)
    .innerJoin(payer, eq(payer.id, clubPayment.userId))
    .where(where);
  const rows = await ledgerQuery(ctx.db)
    .where(where)
    .orderBy(desc(clubPayment.at), desc(clubPayment.id))
    .limit(input.pageSize)
    .offset(offsetOf(input));
  const sales = Number(totals.sales);
  const refunds = Number(totals.refunds);
  return {
    ...pageResult(
      rows.map((r) => toLedgerRow(r, ctx.lang)),
      Number(totals.count),
      input,
    ),
    totals: { salesCents: sales, refundsCents: refunds, netCents: sales - refunds, count: Number(totals.count) },
  };
}

/** The ledger row `id` in the caller's scope. @throws AppError NOT_FOUND (also out of scope) */
async function ledgerRowOf(ctx: SignedInContext, id: number) {
  const [row] = await ledgerQuery(ctx.db).where(and(eq(clubPayment.id, id), await ledgerScope(ctx.db, ctx.principal)));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return toLedgerRow(row, ctx.lang);
}

/** A day's figures over every ledger row of the club dated in it: per method and in all. */
async function figuresOf(db: Db, day: string, lang: Lang) {
  const rows = await db
    .select({
      methodId: clubPayMethod.id,
      nameCn: clubPayMethod.nameCn,
      nameEn: clubPayMethod.nameEn,
      nameTc: clubPayMethod.nameTc,
      methodKind: clubPayMethod.kind,
      count: count(),
      sales: sumOf('sale'),
      refunds: sumOf('refund'),
    })
    .from(clubPayment)
    .innerJoin(clubPayMethod, eq(clubPayMethod.id, clubPayment.methodId))
    .where(eq(clubPayment.businessDay, day))
    .groupBy(clubPayMethod.id)
    .orderBy(asc(clubPayMethod.sort), asc(clubPayMethod.id));
  const methods = rows.map((r) => ({
    methodId: r.methodId,
    methodName: nameIn(lang, r),
    methodKind: r.methodKind,
    salesCents: Number(r.sales),
    refundsCents: Number(r.refunds),
    netCents: Number(r.sales) - Number(r.refunds),
    count: Number(r.count),
  }));
  return {
    day,
    methods,
    salesCents: methods.reduce((s, m) => s + m.salesCents, 0),
    refundsCents: methods.reduce((s, m) => s + m.refundsCents, 0),
    expectedCashCents: methods.filter((m) => m.methodKind === 'cash').reduce((s, m) => s + m.netCents, 0),
  };
}

/** A stored close as the wire shows it (method names in `lang`). */
async function toCloseRow(db: Db, c: typeof clubDayClose.$inferSelect, staffName: string, lang: Lang) {
  const ids = c.totals.map((t) => t.methodId);
  const methods = ids.length ? await db.select().from(clubPayMethod).where(inArray(clubPayMethod.id, ids)) : [];
  const byId = new Map(methods.map((m) => [m.id, m]));
  return {
    id: c.id,
    day: c.day,
    methods: c.totals.map((t) => ({
      ...t,
      methodName: byId.has(t.methodId) ? nameIn(lang, byId.get(t.methodId)!) : String(t.methodId),
      methodKind: byId.get(t.methodId)?.kind ?? '',
    })),
    salesCents: c.salesCents,
    refundsCents: c.refundsCents,
    expectedCashCents: c.expectedCashCents,
    countedCashCents: c.countedCashCents,
    differenceCents: c.differenceCents,
    note: c.note,
    staffName,
    at: c.at.toISOString(),
  };
}

/** Whether a unique violation on `constraint` is the error (driver errors arrive wrapped). */
function isUnique(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e.cause ?? e;
  return c.code === '23505' && c.constraint === constraint;
}

/** The key of a day's period: the day itself, or its month. */
const periodOf = (day: string, by: 'day' | 'month') => (by === 'day' ? day : day.slice(0, 7));

/** The periods of a range, in order, each with its last day (within the range). */
function periodsOf(from: string, to: string, by: 'day' | 'month') {
  const out: { period: string; last: string }[] = [];
  for (let day = from; day <= to; day = addIsoDays(day, 1)) {
    const period = periodOf(day, by);
    if (out.at(-1)?.period === period) out[out.length - 1].last = day;
    else out.push({ period, last: day });
  }
  return out;
}

/**
 * The money of the caller's scope by day up to `to`, of the item kinds `kinds`: received and refunded per
 * business day, earned per day (cards by platform/fitness/earning.ts; other items on their sale's day).
 */
async function moneyByDay(ctx: SignedInContext, kinds: readonly SaleItemKind[], to: string) {
  const rows = await ctx.db
    .select({
      kind: clubPayment.kind,
      amountCents: clubPayment.amountCents,
      itemKind: clubPayment.itemKind,
      cardId: clubPayment.cardId,
      day: clubPayment.businessDay,
    })
    .from(clubPayment)
    .where(
      and(
        lte(clubPayment.businessDay, to),
        inArray(clubPayment.itemKind, [...kinds]),
        await ledgerScope(ctx.db, ctx.principal),
      ),
    );
  const received = new Map<string, number>();
  const refunded = new Map<string, number>();
  const earned = new Map<string, number>();
  const add = (m: Map<string, number>, day: string, cents: number) => m.set(day, (m.get(day) ?? 0) + cents);
  const cards = new Map<number, { paid: number; refund: number; refundedOn: string | null }>();
  for (const r of rows) {
    add(r.kind === 'sale' ? received : refunded, r.day, r.amountCents);
    if (r.itemKind === 'card' && r.cardId !== null) {
      const c = cards.get(r.cardId) ?? { paid: 0, refund: 0, refundedOn: null };
      if (r.kind === 'sale') c.paid += r.amountCents;
      else {
        c.refund += r.amountCents;
        c.refundedOn = c.refundedOn && c.refundedOn > r.day ? c.refundedOn : r.day;
      }
      cards.set(r.cardId, c);
    } else add(earned, r.day, r.kind === 'sale' ? r.amountCents : -r.amountCents);
  }
  const ids = [...cards.keys()];
  if (ids.length) {
    const info = await ctx.db
      .select({
        id: clubCard.id,
        startsOn: clubCard.startsOn,
        endsOn: clubCard.endsOn,
        uses: clubCardType.uses,
        storedValue: isNotNull(clubCard.valueLeftCents),
      })
      .from(clubCard)
      .innerJoin(clubCardType, eq(clubCardType.id, clubCard.typeId))
      .where(inArray(clubCard.id, ids));
    const uses = await ctx.db
      .select({ cardId: clubCardEvent.cardId, on: campusDay(clubCardEvent.at), amountCents: clubCardEvent.amountCents })
      .from(clubCardEvent)
      .where(and(inArray(clubCardEvent.cardId, ids), eq(clubCardEvent.kind, 'use')));
    const usesOf = new Map<number, { on: string; amountCents: number }[]>();
    for (const u of uses)
      usesOf.set(u.cardId, [...(usesOf.get(u.cardId) ?? []), { on: String(u.on), amountCents: u.amountCents }]);
    for (const c of info) {
      const money = cards.get(c.id)!;
      const card = {
        paidCents: money.paid,
        uses: c.uses,
        storedValue: Boolean(c.storedValue),
        startsOn: c.startsOn,
        endsOn: c.endsOn,
        refundedOn: money.refundedOn,
        refundCents: money.refund,
      };
      for (const e of earningsOf(card, usesOf.get(c.id) ?? [], to)) add(earned, e.day, e.cents);
    }
  }
  return { received, refunded, earned };
}

export const clubCashierHandlers = implement(contracts, {
  fitnessCashierMembers: async ({ keyword }, ctx) => {
    const scope = reachCondition(await reachOf(ctx.db, ctx.principal), { userId: sysUser.id, orgId: sysUser.orgId });
    const rows = await ctx.db
      .select({
        id: sysUser.id,
        account: sysUser.account,
        name: sysUser.name,
        phone: sysUser.phone,
        orgName: sysOrg.name,
        innerTypeId: clubInnerMember.cardTypeId,
        innerValidTo: clubInnerMember.validTo,
      })
      .from(sysUser)
      .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
      .leftJoin(clubInnerMember, and(eq(clubInnerMember.userId, sysUser.id), innerValidOn(todayAt(ctx.now))))
      .where(
        and(
          eq(sysUser.status, 0),
          or(
            ilike(sysUser.account, containing(keyword)),
            ilike(sysUser.name, containing(keyword)),
            ilike(sysUser.phone, containing(keyword)),
          ),
          scope,
        ),
      )
      .orderBy(asc(sysUser.account))
      .limit(20);
    return rows.map(({ innerTypeId, innerValidTo, ...r }) => ({
      ...r,
      phone: r.phone && r.phone.length >= 7 ? `${r.phone.slice(0, 3)}****${r.phone.slice(-4)}` : '',
      inner: innerValidTo === null ? null : { cardTypeId: innerTypeId, validTo: innerValidTo },
    }));
  },

  fitnessCashierSell: async (input, ctx) => {
    const user = await memberOf(ctx.db, ctx.principal, input.userId);
    const method = await payMethodOf(ctx.db, input.methodId);
    if (input.coachId) {
      const [coach] = await ctx.db.select({ id: clubCoach.id }).from(clubCoach).where(eq(clubCoach.id, input.coachId));
      if (!coach) throw new AppError(Code.NOT_FOUND);
    }
    const id = await recordPayment(
      ctx.db,
      {
        kind: 'sale',
        amountCents: input.unitCents * input.quantity,
        methodId: method.id,
        item: 'item',
        itemKind: input.itemKind,
        description: input.description,
        quantity: input.quantity,
        coachId: input.coachId ?? null,
        cardId: null,
        eventId: null,
        userId: user.id,
        staffUserId: ctx.principal.userId,
        at: ctx.now,
      },
      providerNamed(ctx.config.paymentProvider),
    );
    const row = await ledgerRowOf(ctx, id as number);
    ctx.audit({ after: row });
    return row;
  },

  fitnessCashierRefund: async ({ id, amountCents, methodId, reason }, ctx) => {
    // The sale locked: two refunds of it at once are taken one after the other, each against what is left.
    const [sale] = await ctx.db
      .select()
      .from(clubPayment)
      .where(and(eq(clubPayment.id, id), eq(clubPayment.kind, 'sale'), await ledgerScope(ctx.db, ctx.principal)))
      .for('update');
    if (!sale) throw new AppError(Code.NOT_FOUND);
    if (sale.item !== 'item') throw new AppError(Code.CASHIER_REFUND_NOT_ITEM, { id });
    const [{ refunded }] = await ctx.db
      .select({ refunded: sql<number>`coalesce(sum(${clubPayment.amountCents}), 0)::int` })
      .from(clubPayment)
      .where(eq(clubPayment.refundOfId, id));
    const remaining = sale.amountCents - Number(refunded);
    if (amountCents > remaining) throw new AppError(Code.CASHIER_REFUND_EXCEEDS, { remaining: remaining / 100 });
    const method = await payMethodOf(ctx.db, methodId ?? sale.methodId);
    const refundId = await recordPayment(
      ctx.db,
      {
        kind: 'refund',
        amountCents,
        methodId: method.id,
        item: 'item',
        itemKind: sale.itemKind as SaleItemKind,
        description: sale.description,
        quantity: sale.quantity,
        coachId: sale.coachId,
        cardId: null,
        eventId: null,
        userId: sale.userId,
        staffUserId: ctx.principal.userId,
        at: ctx.now,
        refundOfId: sale.id,
        reason,
      },
      providerNamed(ctx.config.paymentProvider),
    );
    const row = await ledgerRowOf(ctx, refundId as number);
    ctx.audit({ before: { id: sale.id, amountCents: sale.amountCents, refundedCents: Number(refunded) }, after: row });
    return row;
  },

  fitnessCashierReceipt: async ({ id }, ctx) => ledgerRowOf(ctx, id),

  fitnessLedgerPage: async (input, ctx) => ledgerPage(ctx, input),

  fitnessDayClosePreview: async ({ day }, ctx) => {
    const [closed] = await ctx.db.select({ id: clubDayClose.id }).from(clubDayClose).where(eq(clubDayClose.day, day));
    return { ...(await figuresOf(ctx.db, day, ctx.lang)), closed: Boolean(closed) };
  },

  fitnessDayCloseClose: async ({ day, countedCashCents, note }, ctx) => {
    const today = todayAt(ctx.now);
    if (day > today) throw new AppError(Code.CASHIER_CLOSE_FUTURE, { day, today });
    // Exclusive: no ledger row is being recorded (they hold it shared) while the day's figures are taken.
    await ctx.db.execute(sql`select pg_advisory_xact_lock(${DAY_CLOSE_LOCK})`);
    const [closed] = await ctx.db.select({ id: clubDayClose.id }).from(clubDayClose).where(eq(clubDayClose.day, day));
    if (closed) throw new AppError(Code.CASHIER_DAY_CLOSED, { day });
    const figures = await figuresOf(ctx.db, day, ctx.lang);
    try {
      const [row] = await ctx.db
        .insert(clubDayClose)
        .values({
          day,
          totals: figures.methods.map((m) => ({
            methodId: m.methodId,
            salesCents: m.salesCents,
            refundsCents: m.refundsCents,
            netCents: m.netCents,
            count: m.count,
          })),
          salesCents: figures.salesCents,
          refundsCents: figures.refundsCents,
          expectedCashCents: figures.expectedCashCents,
          countedCashCents,
          differenceCents: countedCashCents - figures.expectedCashCents,
          note,
          staffUserId: ctx.principal.userId,
          at: ctx.now,
        })
        .returning();
      ctx.audit({ after: row });
      const [me] = await ctx.db
        .select({ name: sysUser.name })
        .from(sysUser)
        .where(eq(sysUser.id, ctx.principal.userId));
      return toCloseRow(ctx.db, row, me?.name ?? '', ctx.lang);
    } catch (err) {
      if (isUnique(err, 'club_day_close_day_key')) throw new AppError(Code.CASHIER_DAY_CLOSED, { day });
      throw err;
    }
  },

  fitnessDayClosePage: async (input, ctx) => {
    const where = and(
      input.from ? gte(clubDayClose.day, input.from) : undefined,
      input.to ? lte(clubDayClose.day, input.to) : undefined,
    );
    const [{ total }] = await ctx.db.select({ total: count() }).from(clubDayClose).where(where);
    const rows = await ctx.db
      .select({ close: clubDayClose, staffName: sysUser.name })
      .from(clubDayClose)
      .innerJoin(sysUser, eq(sysUser.id, clubDayClose.staffUserId))
      .where(where)
      .orderBy(desc(clubDayClose.day))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const out: z.infer<typeof contracts.DayCloseRow>[] = [];
    for (const r of rows) out.push(await toCloseRow(ctx.db, r.close, r.staffName, ctx.lang));
    return pageResult(out, Number(total), input);
  },

  fitnessIncomeStatistics: async ({ from, to, by, scope }, ctx) => {
    checkRange(from, to);
    const { received, refunded, earned } = await moneyByDay(ctx, INCOME_SCOPES[scope], to);
    // The balance deferred before the range, then carried day by day.
    const before = (m: Map<string, number>) => [...m].filter(([d]) => d < from).reduce((s, [, c]) => s + c, 0);
    let deferred = before(received) - before(refunded) - before(earned);
    const rows: z.infer<typeof contracts.IncomeRow>[] = [];
    let day = from;
    for (const p of periodsOf(from, to, by)) {
      const row = { period: p.period, receivedCents: 0, refundedCents: 0, earnedCents: 0, deferredCents: 0 };
      for (; day <= p.last; day = addIsoDays(day, 1)) {
        row.receivedCents += received.get(day) ?? 0;
        row.refundedCents += refunded.get(day) ?? 0;
        row.earnedCents += earned.get(day) ?? 0;
      }
      deferred += row.receivedCents - row.refundedCents - row.earnedCents;
      row.deferredCents = deferred;
      rows.push(row);
    }
    const sum = (k: 'receivedCents' | 'refundedCents' | 'earnedCents') => rows.reduce((s, r) => s + r[k], 0);
    return {
      rows,
      totals: {
        period: `${from}~${to}`,
        receivedCents: sum('receivedCents'),
        refundedCents: sum('refundedCents'),
        earnedCents: sum('earnedCents'),
        deferredCents: deferred,
      },
    };
  },

  fitnessClassSalePage: async (input, ctx) => ledgerPage(ctx, { ...input, itemKind: [...CLASS_ITEM_KINDS] }),

  fitnessClassSaleStatistics: async ({ from, to }, ctx) => {
    checkRange(from, to);
    const where = and(
      gte(clubPayment.businessDay, from),
      lte(clubPayment.businessDay, to),
      inArray(clubPayment.itemKind, [...CLASS_ITEM_KINDS]),
      await ledgerScope(ctx.db, ctx.principal),
    );
    const net = sql<number>`coalesce(sum(case when ${clubPayment.kind} = 'sale' then ${clubPayment.amountCents}
      else -${clubPayment.amountCents} end), 0)::int`;
    const sales = sql<number>`count(*) filter (where ${clubPayment.kind} = 'sale')::int`;
    const byKind = await ctx.db
      .select({ itemKind: clubPayment.itemKind, count: sales, netCents: net })
      .from(clubPayment)
      .where(where)
      .groupBy(clubPayment.itemKind)
      .orderBy(asc(clubPayment.itemKind));
    const byCoach = await ctx.db
      .select({ coachId: clubPayment.coachId, coachName: clubCoach.displayName, count: sales, netCents: net })
      .from(clubPayment)
      .leftJoin(clubCoach, eq(clubCoach.id, clubPayment.coachId))
      .where(where)
      .groupBy(clubPayment.coachId, clubCoach.displayName)
      .orderBy(asc(clubCoach.displayName));
    return {
      byKind: byKind.map((r) => ({
        ...r,
        itemKind: r.itemKind as SaleItemKind,
        count: Number(r.count),
        netCents: Number(r.netCents),
      })),
      byCoach: byCoach.map((r) => ({ ...r, count: Number(r.count), netCents: Number(r.netCents) })),
    };
  },

  fitnessAttendancePage: async (input, ctx) => {
    const courseKind = sql<string>`${clubCardEvent.detail}->>'courseKind'`;
    const where = and(
      eq(clubCardEvent.kind, 'use'),
      input.courseKind ? sql`${courseKind} = ${input.courseKind}` : sql`${courseKind} is not null`,
      input.from ? gte(campusDay(clubCardEvent.at), input.from) : undefined,
      input.to ? lte(campusDay(clubCardEvent.at), input.to) : undefined,
      await scopeCondition(ctx.db, ctx.principal, { userId: clubCard.userId, orgId: clubCard.orgId }),
    );
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(clubCardEvent)
      .innerJoin(clubCard, eq(clubCard.id, clubCardEvent.cardId))
      .where(where);
    const rows = await ctx.db
      .select({
        id: clubCardEvent.id,
        cardId: clubCardEvent.cardId,
        cardNo: clubCard.cardNo,
        memberName: sysUser.name,
        courseKind,
        amountCents: clubCardEvent.amountCents,
        at: clubCardEvent.at,
      })
      .from(clubCardEvent)
      .innerJoin(clubCard, eq(clubCard.id, clubCardEvent.cardId))
      .innerJoin(sysUser, eq(sysUser.id, clubCard.userId))
      .where(where)
      .orderBy(desc(clubCardEvent.at), desc(clubCardEvent.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    return pageResult(
      rows.map((r) => ({
        ...r,
        courseKind: r.courseKind as 'league' | 'private' | 'test' | 'training',
        at: r.at.toISOString(),
      })),
      Number(total),
      input,
    );
  },

  fitnessAttendanceStatistics: async ({ from, to }, ctx) => {
    checkRange(from, to);
    const courseKind = sql<string>`${clubCardEvent.detail}->>'courseKind'`;
    const day = sql<string>`${campusDay(clubCardEvent.at)}::text`;
    const rows = await ctx.db
      .select({ day, courseKind, count: sql<number>`count(*)::int` })
      .from(clubCardEvent)
      .innerJoin(clubCard, eq(clubCard.id, clubCardEvent.cardId))
      .where(
        and(
          eq(clubCardEvent.kind, 'use'),
          sql`${courseKind} is not null`,
          gte(campusDay(clubCardEvent.at), from),
          lte(campusDay(clubCardEvent.at), to),
          await scopeCondition(ctx.db, ctx.principal, { userId: clubCard.userId, orgId: clubCard.orgId }),
        ),
      )
      .groupBy(day, courseKind)
      .orderBy(day, courseKind);
    return rows.map((r) => ({
      day: String(r.day),
      courseKind: r.courseKind as 'league' | 'private' | 'test' | 'training',
      count: Number(r.count),
    }));
  },

  fitnessPayCallback: async ({ signature, ...fields }, ctx) => {
    // The signature first: a forged callback learns nothing about which orders exist.
    if (!isSignedPayCallback(fields, signature, ctx.config.serverSecret))
      throw new AppError(Code.PAY_CALLBACK_SIGNATURE);
    const [order] = await ctx.db
      .select()
      .from(clubPayOrder)
      .where(eq(clubPayOrder.orderNo, fields.orderNo))
      .for('update');
    if (!order) throw new AppError(Code.PAY_CALLBACK_ORDER, { orderNo: fields.orderNo });
    if (order.amountCents !== fields.amountCents)
      throw new AppError(Code.PAY_CALLBACK_AMOUNT, {
        amount: fields.amountCents / 100,
        expected: order.amountCents / 100,
      });
    if (order.state === 'paid') return { orderNo: order.orderNo, state: 'paid' as const, repeated: true };
    const [after] = await ctx.db
      .update(clubPayOrder)
      .set({ state: 'paid', paidAt: ctx.now })
      .where(and(eq(clubPayOrder.id, order.id), eq(clubPayOrder.state, 'pending')))
      .returning();
    ctx.audit({ before: order, after });
    return { orderNo: order.orderNo, state: 'paid' as const, repeated: false };
  },
});
