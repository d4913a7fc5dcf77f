/**
 * Handlers of the dictionaries (/systemDictionary, /businessDictionary):
 * `sys_dict_type` (kind system | business) and `sys_dict_item`. One handler set per kind,
 * bound to the `/<kind>/dict/…` contracts: a call of one kind never sees or changes a
 * dictionary of the other (NOT_FOUND). Plus the forms' read `/system/dict/items`.
 */
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import {
  type DictCalls,
  type DictItemRow,
  type DictKind,
  type DictTypeRow,
} from '../../../platform/contracts/settings.contract';
import type * as settingsContracts from '../../../platform/contracts/settings.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { sysDictItem, sysDictType } from '../../db/schema/index';
import type { HandlersOf, PartialHandlersOf } from '../../plugins/call-handler';
import { labelIn, uniqueOrDuplicate } from './common';

type TypeRecord = typeof sysDictType.$inferSelect;
type ItemRecord = typeof sysDictItem.$inferSelect;

function typeOut(row: TypeRecord, itemCount: number): DictTypeRow {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    status: row.status,
    sort: row.sort,
    remark: row.remark,
    itemCount,
  };
}

function itemOut(row: ItemRecord): DictItemRow {
  return {
    id: row.id,
    typeId: row.typeId,
    value: row.value,
    labelCn: row.labelCn,
    labelEn: row.labelEn,
    labelTc: row.labelTc,
    status: row.status,
    sort: row.sort,
  };
}

/** The number of items of each of `typeIds`. */
async function itemCounts(db: Db, typeIds: number[]): Promise<Map<number, number>> {
  if (typeIds.length === 0) return new Map();
  const rows = await db
    .select({ typeId: sysDictItem.typeId, n: count() })
    .from(sysDictItem)
    .where(inArray(sysDictItem.typeId, typeIds))
    .groupBy(sysDictItem.typeId);
  return new Map(rows.map((r) => [r.typeId, r.n]));
}

/**
 * The dictionary `id` of `kind`.
 * @throws AppError NOT_FOUND when there is none (or it is of the other kind)
 */
async function typeOf(db: Db, kind: DictKind, id: number): Promise<TypeRecord> {
  const [row] = await db
    .select()
    .from(sysDictType)
    .where(and(eq(sysDictType.id, id), eq(sysDictType.kind, kind)));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/**
 * The item `id` of a dictionary of `kind`.
 * @throws AppError NOT_FOUND when there is none
 */
async function itemOf(db: Db, kind: DictKind, id: number): Promise<ItemRecord> {
  const [row] = await db
    .select({ item: sysDictItem })
    .from(sysDictItem)
    .innerJoin(sysDictType, eq(sysDictType.id, sysDictItem.typeId))
    .where(and(eq(sysDictItem.id, id), eq(sysDictType.kind, kind)));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row.item;
}

/** The handlers of one dictionary kind. */
function dictHandlers(kind: DictKind): HandlersOf<DictCalls> {
  return {
    typePage: async (input, ctx) => {
      const where = and(
        eq(sysDictType.kind, kind),
        input.code ? ilike(sysDictType.code, containing(input.code)) : undefined,
        input.name ? ilike(sysDictType.name, containing(input.name)) : undefined,
        input.status !== undefined ? eq(sysDictType.status, input.status) : undefined,
      );
      const rows = await ctx.db
        .select()
        .from(sysDictType)
        .where(where)
        .orderBy(asc(sysDictType.sort), asc(sysDictType.id))
        .limit(input.pageSize)
        .offset(offsetOf(input));
      const [{ total }] = await ctx.db.select({ total: count() }).from(sysDictType).where(where);
      const counts = await itemCounts(
        ctx.db,
        rows.map((r) => r.id),
      );
      return pageResult(
        rows.map((r) => typeOut(r, counts.get(r.id) ?? 0)),
        total,
        input,
      );
    },

    typeAdd: async (input, ctx) => {
      const [row] = await uniqueOrDuplicate(
        input.code,
        ctx.db
          .insert(sysDictType)
          .values({ kind, ...input })
          .returning(),
      );
      const out = typeOut(row, 0);
      ctx.audit({ after: out });
      return out;
    },

    typeEdit: async ({ id, ...fields }, ctx) => {
      const before = await typeOf(ctx.db, kind, id);
      const [row] = await ctx.db.update(sysDictType).set(fields).where(eq(sysDictType.id, id)).returning();
      const n = (await itemCounts(ctx.db, [id])).get(id) ?? 0;
      ctx.audit({ before: typeOut(before, n), after: typeOut(row, n) });
      return typeOut(row, n);
    },

    typeDelete: async ({ ids }, ctx) => {
      const where = and(inArray(sysDictType.id, ids), eq(sysDictType.kind, kind));
      const types = await ctx.db.select().from(sysDictType).where(where);
      if (types.length !== new Set(ids).size) throw new AppError(Code.NOT_FOUND);
      const items = await ctx.db.select().from(sysDictItem).where(inArray(sysDictItem.typeId, ids));
      await ctx.db.delete(sysDictType).where(where); // items follow (on delete cascade)
      ctx.audit({
        before: types.map((t) => ({ ...typeOut(t, 0), items: items.filter((i) => i.typeId === t.id).map(itemOut) })),
        after: null,
      });
      return null;
    },

    itemList: async ({ typeId }, ctx) => {
      await typeOf(ctx.db, kind, typeId);
      const rows = await ctx.db
        .select()
        .from(sysDictItem)
        .where(eq(sysDictItem.typeId, typeId))
        .orderBy(asc(sysDictItem.sort), asc(sysDictItem.id));
      return rows.map(itemOut);
    },

    itemAdd: async (input, ctx) => {
      await typeOf(ctx.db, kind, input.typeId);
      const [row] = await uniqueOrDuplicate(input.value, ctx.db.insert(sysDictItem).values(input).returning());
      ctx.audit({ after: itemOut(row) });
      return itemOut(row);
    },

    itemEdit: async ({ id, ...fields }, ctx) => {
      const before = await itemOf(ctx.db, kind, id);
      const [row] = await uniqueOrDuplicate(
        fields.value,
        ctx.db.update(sysDictItem).set(fields).where(eq(sysDictItem.id, id)).returning(),
      );
      ctx.audit({ before: itemOut(before), after: itemOut(row) });
      return itemOut(row);
    },

    itemDelete: async ({ ids }, ctx) => {
      const rows = await ctx.db
        .select({ item: sysDictItem })
        .from(sysDictItem)
        .innerJoin(sysDictType, eq(sysDictType.id, sysDictItem.typeId))
        .where(and(inArray(sysDictItem.id, ids), eq(sysDictType.kind, kind)));
      if (rows.length !== new Set(ids).size) throw new AppError(Code.NOT_FOUND);
      await ctx.db.delete(sysDictItem).where(inArray(sysDictItem.id, ids));
      ctx.audit({ before: rows.map((r) => itemOut(r.item)), after: null });
      return null;
    },
  };
}

const system = dictHandlers('system');
const business = dictHandlers('business');

/** The dictionary handlers: both kinds (one implementation, bound to each kind's calls) and the forms' read. */
export const dictionaryHandlers = {
  systemDictTypePage: system.typePage,
  systemDictTypeAdd: system.typeAdd,
  systemDictTypeEdit: system.typeEdit,
  systemDictTypeDelete: system.typeDelete,
  systemDictItemList: system.itemList,
  systemDictItemAdd: system.itemAdd,
  systemDictItemEdit: system.itemEdit,
  systemDictItemDelete: system.itemDelete,
  businessDictTypePage: business.typePage,
  businessDictTypeAdd: business.typeAdd,
  businessDictTypeEdit: business.typeEdit,
  businessDictTypeDelete: business.typeDelete,
  businessDictItemList: business.itemList,
  businessDictItemAdd: business.itemAdd,
  businessDictItemEdit: business.itemEdit,
  businessDictItemDelete: business.itemDelete,

  dictItems: async ({ code }, ctx) => {
    const enabled: SQL[] = [eq(sysDictType.code, code), eq(sysDictType.status, 0), eq(sysDictItem.status, 0)];
    const rows = await ctx.db
      .select({ item: sysDictItem })
      .from(sysDictItem)
      .innerJoin(sysDictType, eq(sysDictType.id, sysDictItem.typeId))
      .where(and(...enabled))
      .orderBy(asc(sysDictItem.sort), asc(sysDictItem.id));
    return rows.map(({ item }) => ({
      value: item.value,
      label: labelIn(ctx.lang, item.labelCn, item.labelEn, item.labelTc),
    }));
  },
} satisfies PartialHandlersOf<typeof settingsContracts>;
