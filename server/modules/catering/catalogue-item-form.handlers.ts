/**
 * Handlers of the service items (/mc/itemForm/*, page /itemForm): a tree of groups and items
 * with a price in cents. No cycles on edit (CATALOGUE_CYCLE); an item with children
 * (CATALOGUE_HAS_CHILDREN) or on an order line (CATALOGUE_IN_USE) is not deleted.
 */
import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { ItemFormNode } from '../../../platform/contracts/catering-catalogue.contract';
import * as contracts from '../../../platform/contracts/catering-catalogue.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { mcItemForm } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import {
  LOCKS,
  checkParent,
  found,
  lock,
  namesLike,
  nest,
  refuseInUse,
  subtreeIds,
  uniqueIds,
  withName,
} from './catalogue.shared';

const table = mcItemForm;

/** A stored item as the list answers it. */
function rowOf(lang: Lang, r: typeof table.$inferSelect) {
  return withName(lang, {
    id: r.id,
    parentId: r.parentId,
    nameCn: r.nameCn,
    nameEn: r.nameEn,
    nameTc: r.nameTc,
    priceCents: r.priceCents,
    sort: r.sort,
    status: r.status,
  });
}

/** Every item's id and parent. */
function linksOf(db: Db) {
  return db.select({ id: table.id, parentId: table.parentId }).from(table);
}

/** Handlers of the service-item calls. */
export const itemFormHandlers = {
  itemFormPage: async (input, ctx) => {
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

  itemFormTree: async (input, ctx) => {
    const rows = (await ctx.db.select().from(table)).map((r) => rowOf(ctx.lang, r));
    if (!input.keyword) return nest(rows) as ItemFormNode[];
    // A keyword keeps the matches with their ancestors (so they show in place) and their subtrees.
    const k = input.keyword.toLowerCase();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<number>();
    for (const r of rows) {
      if (![r.nameCn, r.nameEn, r.nameTc].some((n) => n.toLowerCase().includes(k))) continue;
      subtreeIds(rows, r.id).forEach((id) => keep.add(id));
      for (let p = r.parentId; p !== null && byId.has(p); p = byId.get(p)!.parentId) keep.add(p);
    }
    return nest(rows.filter((r) => keep.has(r.id))) as ItemFormNode[];
  },

  itemFormDropdown: async (_input, ctx) => {
    const rows = await ctx.db.select().from(table);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const parents = new Set(rows.map((r) => r.parentId));
    const enabledPath = (r: typeof table.$inferSelect): boolean =>
      r.status === 0 && (r.parentId === null || (byId.has(r.parentId) && enabledPath(byId.get(r.parentId)!)));
    return rows
      .filter((r) => !parents.has(r.id) && enabledPath(r))
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((r) => {
        const row = rowOf(ctx.lang, r);
        return { id: row.id, parentId: row.parentId, name: row.name, priceCents: row.priceCents };
      });
  },

  itemFormAdd: async (input, ctx) => {
    await lock(ctx.db, LOCKS.itemForm);
    checkParent(await linksOf(ctx.db), input.parentId, null, 'itemForm');
    const [after] = await ctx.db.insert(table).values(input).returning();
    ctx.audit({ after });
    return rowOf(ctx.lang, after);
  },

  itemFormEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    await lock(ctx.db, LOCKS.itemForm);
    const before = found(await ctx.db.select().from(table).where(eq(table.id, id)));
    checkParent(await linksOf(ctx.db), fields.parentId, rowOf(ctx.lang, before), 'itemForm');
    const [after] = await ctx.db
      .update(table)
      .set({ ...fields, updatedAt: ctx.now })
      .where(eq(table.id, id))
      .returning();
    ctx.audit({ before, after });
    return rowOf(ctx.lang, after);
  },

  itemFormDelete: async (input, ctx) => {
    const ids = uniqueIds(input.ids);
    await lock(ctx.db, LOCKS.itemForm);
    const before = await ctx.db.select().from(table).where(inArray(table.id, ids));
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    const named = before.map((b) => rowOf(ctx.lang, b));
    const [child] = await ctx.db
      .select({ parentId: table.parentId, n: count() })
      .from(table)
      .where(and(inArray(table.parentId, ids), notInArray(table.id, ids)))
      .groupBy(table.parentId)
      .limit(1);
    if (child) {
      throw new AppError(Code.CATALOGUE_HAS_CHILDREN, {
        context: 'itemForm',
        name: named.find((b) => b.id === child.parentId)!.name,
        count: child.n,
      });
    }
    await refuseInUse(ctx.db, 'item', named, 'itemForm');
    await ctx.db.delete(table).where(inArray(table.id, ids));
    ctx.audit({ before });
    return null;
  },
} satisfies PartialHandlersOf<typeof contracts>;
