/**
 * Handlers of the merchandise categories (/mc/merchandise/category/*, page /product): a tree;
 * an edit never puts a category under itself or a descendant (CATALOGUE_CYCLE); a category
 * with child categories or merchandise is not deleted (CATALOGUE_HAS_CHILDREN,
 * CATEGORY_HAS_MERCHANDISE). Writes take the tree's advisory lock, so two concurrent moves
 * cannot build a cycle together.
 */
import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { CategoryNode } from '../../../platform/contracts/catering-catalogue.contract';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { mcMerchandise, mcMerchandiseCategory } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { LOCKS, checkParent, found, lock, namesLike, nest, uniqueIds, withName } from './catalogue.shared';

const table = mcMerchandiseCategory;

/** Every category's id and parent (the tree is small: checks run on it in memory). */
function linksOf(db: Db) {
  return db.select({ id: table.id, parentId: table.parentId }).from(table);
}

/** A stored category as the list answers it. */
function rowOf(lang: Parameters<typeof withName>[0], r: typeof table.$inferSelect) {
  return withName(lang, {
    id: r.id,
    parentId: r.parentId,
    nameCn: r.nameCn,
    nameEn: r.nameEn,
    nameTc: r.nameTc,
    sort: r.sort,
    status: r.status,
  });
}

/** Handlers of the category calls. */
export const categoryHandlers = {
  categoryPage: async (input, ctx) => {
    const where: SQL | undefined = and(
      input.keyword ? namesLike(table, containing(input.keyword)) : undefined,
      input.status === undefined ? undefined : eq(table.status, input.status),
      input.parentId === undefined ? undefined : eq(table.parentId, input.parentId),
    );
    const rows = await ctx.db
      .select()
      .from(table)
      .where(where)
      .orderBy(asc(table.sort), asc(table.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(table).where(where);
    return pageResult(
      rows.map((r) => rowOf(ctx.lang, r)),
      total,
      input,
    );
  },

  categoryTree: async (_input, ctx) => {
    const rows = await ctx.db.select().from(table);
    return nest(rows.map((r) => rowOf(ctx.lang, r))) as CategoryNode[];
  },

  categoryAdd: async (input, ctx) => {
    await lock(ctx.db, LOCKS.category);
    checkParent(await linksOf(ctx.db), input.parentId, null, 'category');
    const [after] = await ctx.db.insert(table).values(input).returning();
    ctx.audit({ after });
    return rowOf(ctx.lang, after);
  },

  categoryEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    await lock(ctx.db, LOCKS.category);
    const before = found(await ctx.db.select().from(table).where(eq(table.id, id)));
    checkParent(await linksOf(ctx.db), fields.parentId, rowOf(ctx.lang, before), 'category');
    const [after] = await ctx.db
      .update(table)
      .set({ ...fields, updatedAt: ctx.now })
      .where(eq(table.id, id))
      .returning();
    ctx.audit({ before, after });
    return rowOf(ctx.lang, after);
  },

  categoryDelete: async (input, ctx) => {
    const ids = uniqueIds(input.ids);
    await lock(ctx.db, LOCKS.category);
    const before = await ctx.db.select().from(table).where(inArray(table.id, ids));
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    const nameOf = (id: number) =>
      rowOf(
        ctx.lang,
        before.find((b) => b.id === id)!,
      ).name;
    // Children deleted in the same call do not count: a whole branch may go at once.
    const [child] = await ctx.db
      .select({ parentId: table.parentId, n: count() })
      .from(table)
      .where(and(inArray(table.parentId, ids), notInArray(table.id, ids)))
      .groupBy(table.parentId)
      .limit(1);
    if (child) {
      throw new AppError(Code.CATALOGUE_HAS_CHILDREN, {
        context: 'category',
        name: nameOf(child.parentId!),
        count: child.n,
      });
    }
    const [held] = await ctx.db
      .select({ categoryId: mcMerchandise.categoryId, n: count() })
      .from(mcMerchandise)
      .where(inArray(mcMerchandise.categoryId, ids))
      .groupBy(mcMerchandise.categoryId)
      .limit(1);
    if (held) throw new AppError(Code.CATEGORY_HAS_MERCHANDISE, { name: nameOf(held.categoryId), count: held.n });
    await ctx.db.delete(table).where(inArray(table.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof contracts>;
