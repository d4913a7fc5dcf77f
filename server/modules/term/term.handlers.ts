/**
 * Handlers of platform/contracts/term.contract.ts (/yearTerm, /classTime and the
 * terminal's lists). A range that ends before it starts → RANGE_ORDER_INVALID; one that
 * overlaps another of its kind → RANGE_OVERLAP naming both. Writes of each table take an
 * advisory lock first, so two concurrent saves cannot both pass the overlap check.
 */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ClassPeriodFields, YearTermFields } from '../../../platform/contracts/term.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { classPeriod, yearTerm } from '../../db/schema/index';
import * as termContracts from '../../../platform/contracts/term.contract';
import { implement, type PartialHandlersOf } from '../../plugins/call-handler';

/** Advisory lock keys serializing the writes of each table (any constants). */
const TERM_LOCK = 7_100_231;
const PERIOD_LOCK = 7_100_232;

/** The first row of `rows`, or NOT_FOUND. */
function found<T>(rows: T[]): T {
  if (!rows[0]) throw new AppError(Code.NOT_FOUND);
  return rows[0];
}

/** Name keyword and status of a list. */
function listWhere(name: PgColumn, status: PgColumn, input: { keyword?: string; status?: 0 | 1 }): SQL | undefined {
  return and(
    input.keyword ? ilike(name, containing(input.keyword)) : undefined,
    input.status === undefined ? undefined : eq(status, input.status),
  );
}

/**
 * Checks a term against the others (all but `selfId`), after taking the table's lock.
 * @throws AppError RANGE_ORDER_INVALID (`context` term), RANGE_OVERLAP (`context` term, `name`, `other`)
 */
async function checkTerm(db: Db, v: YearTermFields, selfId: number | null): Promise<void> {
  if (v.endDate < v.startDate) throw new AppError(Code.RANGE_ORDER_INVALID, { context: 'term' });
  await db.execute(sql`select pg_advisory_xact_lock(${TERM_LOCK})`);
  const [clash] = await db
    .select({ name: yearTerm.name, startDate: yearTerm.startDate, endDate: yearTerm.endDate })
    .from(yearTerm)
    .where(
      and(
        lte(yearTerm.startDate, v.endDate),
        gte(yearTerm.endDate, v.startDate),
        selfId ? ne(yearTerm.id, selfId) : undefined,
      ),
    )
    .orderBy(asc(yearTerm.startDate))
    .limit(1);
  if (clash) {
    throw new AppError(Code.RANGE_OVERLAP, {
      context: 'term',
      name: v.name,
      other: `${clash.name} ${clash.startDate}–${clash.endDate}`,
    });
  }
}

/**
 * Checks a class period against the others (all but `selfId`), after taking the table's lock.
 * @throws AppError RANGE_ORDER_INVALID (`context` period), RANGE_OVERLAP (`context` period, `name`, `other`)
 */
async function checkPeriod(db: Db, v: ClassPeriodFields, selfId: number | null): Promise<void> {
  if (v.endTime <= v.startTime) throw new AppError(Code.RANGE_ORDER_INVALID, { context: 'period' });
  await db.execute(sql`select pg_advisory_xact_lock(${PERIOD_LOCK})`);
  const [clash] = await db
    .select({ name: classPeriod.name, startTime: classPeriod.startTime, endTime: classPeriod.endTime })
    .from(classPeriod)
    .where(
      and(
        lt(classPeriod.startTime, v.endTime),
        gt(classPeriod.endTime, v.startTime),
        selfId ? ne(classPeriod.id, selfId) : undefined,
      ),
    )
    .orderBy(asc(classPeriod.startTime))
    .limit(1);
  if (clash) {
    throw new AppError(Code.RANGE_OVERLAP, {
      context: 'period',
      name: v.name,
      other: `${clash.name} ${clash.startTime}–${clash.endTime}`,
    });
  }
}

const yearTermHandlers = {
  yearTermPage: async (input, ctx) => {
    const where = listWhere(yearTerm.name, yearTerm.status, input);
    const rows = await ctx.db
      .select()
      .from(yearTerm)
      .where(where)
      .orderBy(desc(yearTerm.startDate), asc(yearTerm.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(yearTerm).where(where);
    return pageResult(rows, total, input);
  },

  yearTermList: async (_input, ctx) =>
    ctx.db
      .select({ id: yearTerm.id, name: yearTerm.name, startDate: yearTerm.startDate, endDate: yearTerm.endDate })
      .from(yearTerm)
      .where(eq(yearTerm.status, 0))
      .orderBy(asc(yearTerm.startDate), asc(yearTerm.id)),

  yearTermAdd: async (input, ctx) => {
    await checkTerm(ctx.db, input, null);
    const [after] = await ctx.db.insert(yearTerm).values(input).returning();
    ctx.audit({ after });
    return after;
  },

  yearTermEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const before = found(await ctx.db.select().from(yearTerm).where(eq(yearTerm.id, id)));
    await checkTerm(ctx.db, fields, id);
    const [after] = await ctx.db.update(yearTerm).set(fields).where(eq(yearTerm.id, id)).returning();
    ctx.audit({ before, after });
    return after;
  },

  yearTermDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await ctx.db.select().from(yearTerm).where(inArray(yearTerm.id, ids));
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(yearTerm).where(inArray(yearTerm.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof termContracts>;

const periodHandlers = {
  classTimePage: async (input, ctx) => {
    const where = listWhere(classPeriod.name, classPeriod.status, input);
    const rows = await ctx.db
      .select()
      .from(classPeriod)
      .where(where)
      .orderBy(asc(classPeriod.startTime), asc(classPeriod.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(classPeriod).where(where);
    return pageResult(rows, total, input);
  },

  classTimeList: async (_input, ctx) =>
    ctx.db
      .select({
        id: classPeriod.id,
        name: classPeriod.name,
        startTime: classPeriod.startTime,
        endTime: classPeriod.endTime,
      })
      .from(classPeriod)
      .where(eq(classPeriod.status, 0))
      .orderBy(asc(classPeriod.startTime), asc(classPeriod.id)),

  classTimeAdd: async (input, ctx) => {
    await checkPeriod(ctx.db, input, null);
    const [after] = await ctx.db.insert(classPeriod).values(input).returning();
    ctx.audit({ after });
    return after;
  },

  classTimeEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const before = found(await ctx.db.select().from(classPeriod).where(eq(classPeriod.id, id)));
    await checkPeriod(ctx.db, fields, id);
    const [after] = await ctx.db.update(classPeriod).set(fields).where(eq(classPeriod.id, id)).returning();
    ctx.audit({ before, after });
    return after;
  },

  classTimeDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await ctx.db.select().from(classPeriod).where(inArray(classPeriod.id, ids));
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(classPeriod).where(inArray(classPeriod.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof termContracts>;

/** Registrations of the term module. */
export const termHandlers = implement(termContracts, { ...yearTermHandlers, ...periodHandlers });
