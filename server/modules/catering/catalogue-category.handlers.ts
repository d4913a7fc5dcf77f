/**
 * Handlers of the merchandise categories (/mc/merchandise/category/*, page /product): a tree
 * (catalogue.shared.ts `treeResource`); an edit never puts a category under itself or a
 * descendant (CATALOGUE_CYCLE); a category with child categories or merchandise is not
 * deleted (CATALOGUE_HAS_CHILDREN, CATEGORY_HAS_MERCHANDISE). Writes take the tree's advisory
 * lock, so two concurrent moves cannot build a cycle together.
 */
import { count, inArray } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { CategoryNode } from '../../../platform/contracts/catering-catalogue.contract';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import { mcMerchandise, mcMerchandiseCategory } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { LOCKS, treeResource } from './catalogue.shared';

/** The category tree: a category holding merchandise is not deleted (CATEGORY_HAS_MERCHANDISE). */
const categories = treeResource({
  table: mcMerchandiseCategory,
  lock: LOCKS.category,
  context: 'category',
  async refuseDelete(db, rows) {
    const [held] = await db
      .select({ categoryId: mcMerchandise.categoryId, n: count() })
      .from(mcMerchandise)
      .where(
        inArray(
          mcMerchandise.categoryId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(mcMerchandise.categoryId)
      .limit(1);
    if (held) {
      const name = rows.find((r) => r.id === held.categoryId)!.name;
      throw new AppError(Code.CATEGORY_HAS_MERCHANDISE, { name, count: held.n });
    }
  },
});

/** Handlers of the category calls. */
export const categoryHandlers = {
  categoryPage: (input, ctx) => categories.page(ctx, input),
  categoryTree: async (_input, ctx) => (await categories.tree(ctx)) as CategoryNode[],
  categoryAdd: (input, ctx) => categories.add(ctx, input),
  categoryEdit: (input, ctx) => categories.edit(ctx, input),
  categoryDelete: (input, ctx) => categories.remove(ctx, input),
} satisfies PartialHandlersOf<typeof contracts>;
