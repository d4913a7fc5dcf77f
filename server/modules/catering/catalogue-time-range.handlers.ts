/**
 * Handlers of the dining time ranges (/mc/timeRange/*, page /timeRange): `HH:mm` ranges of a
 * dining type (dictionary mcDiningType: DINING_TYPE_UNKNOWN); the end after the start
 * (TIME_RANGE_INVALID); two enabled ranges of one dining type never overlap
 * (TIME_RANGE_OVERLAP, naming both). Saves take an advisory lock first, so two concurrent
 * saves cannot both pass the overlap check.
 */
import { and, asc, count, eq, gt, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { TimeRangeFields } from '../../../platform/contracts/catering-catalogue.contract';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { mcTimeRange } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import {
  LOCKS,
  checkDiningType,
  diningTypeLabels,
  found,
  lock,
  namesLike,
  uniqueIds,
  withName,
} from './catalogue.shared';

const table = mcTimeRange;

/** Stored ranges as lists answer them, with the dining types' labels in `lang`. */
async function rowsOf(db: Db, lang: Lang, rows: (typeof table.$inferSelect)[]) {
  const labels = await diningTypeLabels(db, lang);
  return rows.map((r) =>
    withName(lang, {
      id: r.id,
      nameCn: r.nameCn,
      nameEn: r.nameEn,
      nameTc: r.nameTc,
      diningTypeCode: r.diningTypeCode,
      diningTypeName: labels.get(r.diningTypeCode) ?? r.diningTypeCode,
      startTime: r.startTime,
      endTime: r.endTime,
      sort: r.sort,
      status: r.status,
    }),
  );
}

/**
 * Checks a range against the enabled others of its dining type (all but `selfId`), after
 * taking the table's lock. A disabled range is not checked: it is offered to nobody.
 * @throws AppError TIME_RANGE_INVALID, DINING_TYPE_UNKNOWN, TIME_RANGE_OVERLAP (`name`, `other`)
 */
async function checkRange(db: Db, lang: Lang, v: TimeRangeFields, selfId: number | null): Promise<void> {
  if (v.endTime <= v.startTime) throw new AppError(Code.TIME_RANGE_INVALID);
  await checkDiningType(db, v.diningTypeCode);
  await lock(db, LOCKS.timeRange);
  if (v.status !== 0) return;
  const [clash] = await db
    .select()
    .from(table)
    .where(
      and(
        eq(table.diningTypeCode, v.diningTypeCode),
        eq(table.status, 0),
        lt(table.startTime, v.endTime),
        gt(table.endTime, v.startTime),
        selfId ? ne(table.id, selfId) : undefined,
      ),
    )
    .orderBy(asc(table.startTime))
    .limit(1);
  if (clash) {
    const other = withName(lang, clash);
    throw new AppError(Code.TIME_RANGE_OVERLAP, {
      name: withName(lang, v).name,
      other: `${other.name} ${clash.startTime}–${clash.endTime}`,
    });
  }
}

/** Handlers of the time-range calls. */
export const timeRangeHandlers = {
  timeRangePage: async (input, ctx) => {
    const where: SQL | undefined = and(
      input.keyword ? namesLike(table, containing(input.keyword)) : undefined,
      input.status === undefined ? undefined : eq(table.status, input.status),
      input.diningTypeCode ? eq(table.diningTypeCode, input.diningTypeCode) : undefined,
    );
    const rows = await ctx.db
      .select()
      .from(table)
      .where(where)
      .orderBy(asc(table.startTime), asc(table.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(table).where(where);
    return pageResult(await rowsOf(ctx.db, ctx.lang, rows), total, input);
  },

  timeRangeDropdown: async (input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(table)
      .where(
        and(eq(table.status, 0), input.diningTypeCode ? eq(table.diningTypeCode, input.diningTypeCode) : undefined),
      )
      .orderBy(asc(table.startTime), asc(table.id));
    return (await rowsOf(ctx.db, ctx.lang, rows)).map(
      ({ id, name, diningTypeCode, diningTypeName, startTime, endTime }) => ({
        id,
        name,
        diningTypeCode,
        diningTypeName,
        startTime,
        endTime,
      }),
    );
  },

  timeRangeFullDropdown: async (_input, ctx) => {
    const rows = await ctx.db.select().from(table).orderBy(asc(table.startTime), asc(table.id));
    return (await rowsOf(ctx.db, ctx.lang, rows)).map(
      ({ id, name, diningTypeCode, diningTypeName, startTime, endTime, status }) => ({
        id,
        name,
        diningTypeCode,
        diningTypeName,
        startTime,
        endTime,
        enabled: status === 0,
      }),
    );
  },

  timeRangeAdd: async (input, ctx) => {
    await checkRange(ctx.db, ctx.lang, input, null);
    const [after] = await ctx.db.insert(table).values(input).returning();
    ctx.audit({ after });
    return (await rowsOf(ctx.db, ctx.lang, [after]))[0];
  },

  timeRangeEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const before = found(await ctx.db.select().from(table).where(eq(table.id, id)));
    await checkRange(ctx.db, ctx.lang, fields, id);
    const [after] = await ctx.db
      .update(table)
      .set({ ...fields, updatedAt: ctx.now })
      .where(eq(table.id, id))
      .returning();
    ctx.audit({ before, after });
    return (await rowsOf(ctx.db, ctx.lang, [after]))[0];
  },

  timeRangeDelete: async (input, ctx) => {
    const ids = uniqueIds(input.ids);
    const before = await ctx.db.select().from(table).where(inArray(table.id, ids));
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(table).where(inArray(table.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof contracts>;
