/**
 * Handlers of the dining standards (/mc/standards/*, page /standards): a price per person in
 * cents of a dining type (dictionary mcDiningType: DINING_TYPE_UNKNOWN). A standard on an
 * order line (kind dining) is not deleted (CATALOGUE_IN_USE).
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { mcStandard } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import {
  checkDiningType,
  diningTypeLabels,
  found,
  namesLike,
  refuseInUse,
  uniqueIds,
  withName,
} from './catalogue.shared';

const table = mcStandard;

/** Stored standards as lists answer them, with the dining types' labels in `lang`. */
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
      pricePerPersonCents: r.pricePerPersonCents,
      sort: r.sort,
      status: r.status,
    }),
  );
}

/** Handlers of the dining-standard calls. */
export const standardHandlers = {
  standardPage: async (input, ctx) => {
    const where: SQL | undefined = and(
      input.keyword ? namesLike(table, containing(input.keyword)) : undefined,
      input.status === undefined ? undefined : eq(table.status, input.status),
      input.diningTypeCode ? eq(table.diningTypeCode, input.diningTypeCode) : undefined,
    );
    const rows = await ctx.db
      .select()
      .from(table)
      .where(where)
      .orderBy(asc(table.diningTypeCode), asc(table.sort), asc(table.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(table).where(where);
    return pageResult(await rowsOf(ctx.db, ctx.lang, rows), total, input);
  },

  standardDropdown: async (input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(table)
      .where(
        and(eq(table.status, 0), input.diningTypeCode ? eq(table.diningTypeCode, input.diningTypeCode) : undefined),
      )
      .orderBy(asc(table.sort), asc(table.id));
    return (await rowsOf(ctx.db, ctx.lang, rows)).map(
      ({ id, name, diningTypeCode, diningTypeName, pricePerPersonCents }) => ({
        id,
        name,
        diningTypeCode,
        diningTypeName,
        pricePerPersonCents,
      }),
    );
  },

  standardAdd: async (input, ctx) => {
    await checkDiningType(ctx.db, input.diningTypeCode);
    const [after] = await ctx.db.insert(table).values(input).returning();
    ctx.audit({ after });
    return (await rowsOf(ctx.db, ctx.lang, [after]))[0];
  },

  standardEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    const before = found(await ctx.db.select().from(table).where(eq(table.id, id)));
    await checkDiningType(ctx.db, fields.diningTypeCode);
    const [after] = await ctx.db
      .update(table)
      .set({ ...fields, updatedAt: ctx.now })
      .where(eq(table.id, id))
      .returning();
    ctx.audit({ before, after });
    return (await rowsOf(ctx.db, ctx.lang, [after]))[0];
  },

  standardDelete: async (input, ctx) => {
    const ids = uniqueIds(input.ids);
    const before = await ctx.db.select().from(table).where(inArray(table.id, ids)).for('update');
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await refuseInUse(
      ctx.db,
      'dining',
      before.map((b) => withName(ctx.lang, b)),
      'standard',
    );
    await ctx.db.delete(table).where(inArray(table.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof contracts>;
