/**
 * Helpers shared by the handlers of the catering catalogue
 * (platform/contracts/catering-catalogue.contract.ts): names in the caller's language, the
 * trees of categories and service items, the dining-type dictionary, in-use checks, and the
 * two resource kinds whose calls are one implementation: `treeResource` (merchandise
 * categories, service items) and `diningResource` (dining standards, time ranges).
 */
import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError, type PageQuery } from '../../../platform/protocol/envelope';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import {
  mcItemForm,
  mcMerchandiseCategory,
  mcReserveOrderLine,
  mcStandard,
  mcTimeRange,
  sysDictItem,
  sysDictType,
} from '../../db/schema/index';
import type { CallContext } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';

/** Advisory lock keys serializing the writes of the trees and of the time ranges (any constants). */
export const LOCKS = { category: 7_243_001, itemForm: 7_243_002, timeRange: 7_243_003, customer: 7_243_004 };

/** Takes the transaction-scoped advisory lock `key` (two saves of one table run one after the other). */
export async function lock(db: Db, key: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/** The first row of `rows`, or NOT_FOUND. */
export function found<T>(rows: T[]): T {
  if (!rows[0]) throw new AppError(Code.NOT_FOUND);
  return rows[0];
}

/** Deduplicated ids of a delete. */
export function uniqueIds(ids: number[]): number[] {
  return [...new Set(ids)];
}

/** A row's three names. */
export interface Names {
  nameCn: string;
  nameEn: string;
  nameTc: string;
}

/** `name` in `lang` (the CN name when that one is empty) beside the three columns, for list rows. */
export function withName<T extends Names>(lang: Lang, row: T): T & { name: string } {
  return { ...row, name: byLang(lang, row.nameCn, row.nameEn, row.nameTc) || row.nameCn };
}

/** An `ILIKE` over the three names. */
export function namesLike(cols: { nameCn: unknown; nameEn: unknown; nameTc: unknown }, pattern: string) {
  return sql`(${cols.nameCn} ilike ${pattern} or ${cols.nameEn} ilike ${pattern} or ${cols.nameTc} ilike ${pattern})`;
}

/** A node of a tree table: id, parent and sort. */
export interface TreeLink {
  id: number;
  parentId: number | null;
  sort: number;
}

/** Rows nested under their parents (rows whose parent is missing at the root), each level by sort then id. */
export function nest<T extends TreeLink>(rows: T[]): (T & { children: unknown[] })[] {
  type N = T & { children: N[] };
  const nodes = new Map<number, N>(rows.map((r) => [r.id, { ...r, children: [] as N[] }]));
  const roots: N[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: N[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    list.forEach((n) => order(n.children));
  };
  order(roots);
  return roots;
}

/** `id` and every id below it in `links`. */
export function subtreeIds(links: { id: number; parentId: number | null }[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const l of links) {
      if (l.parentId !== null && out.has(l.parentId) && !out.has(l.id)) {
        out.add(l.id);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * Checks a tree node's new parent: it exists, and (when editing `selfId`) is neither the
 * node nor one of its descendants.
 * @throws AppError CATALOGUE_PARENT_MISSING, CATALOGUE_CYCLE (`context`, `name`)
 */
export function checkParent(
  links: { id: number; parentId: number | null }[],
  parentId: number | null,
  self: { id: number; name: string } | null,
  context: 'category' | 'itemForm',
): void {
  if (parentId === null) return;
  if (!links.some((l) => l.id === parentId)) throw new AppError(Code.CATALOGUE_PARENT_MISSING, { context });
  if (self && subtreeIds(links, self.id).has(parentId)) {
    throw new AppError(Code.CATALOGUE_CYCLE, { context, name: self.name });
  }
}

/** The labels of the dining types (business dictionary `mcDiningType`) in `lang`, by code. */
export async function diningTypeLabels(db: Db, lang: Lang): Promise<Map<string, string>> {
  const rows = await db
    .select({ value: sysDictItem.value, cn: sysDictItem.labelCn, en: sysDictItem.labelEn, tc: sysDictItem.labelTc })
    .from(sysDictItem)
    .innerJoin(sysDictType, eq(sysDictType.id, sysDictItem.typeId))
    .where(eq(sysDictType.code, 'mcDiningType'));
  return new Map(rows.map((r) => [r.value, byLang(lang, r.cn, r.en, r.tc) || r.cn]));
}

/**
 * Checks that `code` is a dining type of the dictionary.
 * @throws AppError DINING_TYPE_UNKNOWN (`value`)
 */
export async function checkDiningType(db: Db, code: string): Promise<void> {
  const [row] = await db
    .select({ id: sysDictItem.id })
    .from(sysDictItem)
    .innerJoin(sysDictType, eq(sysDictType.id, sysDictItem.typeId))
    .where(and(eq(sysDictType.code, 'mcDiningType'), eq(sysDictItem.value, code)))
    .limit(1);
  if (!row) throw new AppError(Code.DINING_TYPE_UNKNOWN, { value: code });
}

/**
 * Refuses deleting catalogue rows that an order line refers to (`kind` merchandise, item or dining).
 * @throws AppError CATALOGUE_IN_USE (`context`, `name` of the first one in use)
 */
export async function refuseInUse(
  db: Db,
  kind: 'merchandise' | 'item' | 'dining',
  rows: { id: number; name: string }[],
  context: 'merchandise' | 'itemForm' | 'standard',
): Promise<void> {
  const [used] = await db
    .select({ refId: mcReserveOrderLine.refId })
    .from(mcReserveOrderLine)
    .where(
      and(
        eq(mcReserveOrderLine.kind, kind),
        inArray(
          mcReserveOrderLine.refId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .limit(1);
  if (used) {
    throw new AppError(Code.CATALOGUE_IN_USE, { context, name: rows.find((r) => r.id === used.refId)!.name });
  }
}

// --- resources ------------------------------------------------------------------------

/** The two tree tables of the catalogue (merchandise categories, service items): see schema/catering.ts. */
type TreeTable = typeof mcMerchandiseCategory | typeof mcItemForm;

/** The two dining tables of the catalogue (dining standards, time ranges): names, a dining type, sort, status. */
type DiningTable = typeof mcStandard | typeof mcTimeRange;

/** What a catalogue resource's calls use of their context (the call's transaction, language, clock, log). */
type ResourceCtx = Pick<CallContext, 'db' | 'lang' | 'now' | 'audit'>;

/** A page query of the catalogue lists: keyword over the three names, status. */
interface ListQuery extends PageQuery {
  keyword?: string;
  status?: number;
}

/** A list row of a catalogue resource: its id and names (`name` in the caller's language). */
type NamedRow = Names & { id: number; name: string };

/** A stored catalogue row without its timestamps: the columns its list row answers. */
export function listedColumns<R extends { createdAt: Date; updatedAt: Date }>(
  r: R,
): Omit<R, 'createdAt' | 'updatedAt'> {
  const { createdAt: _created, updatedAt: _updated, ...columns } = r;
  return columns;
}

/** The common rows of a page: keyword, status and the resource's own `more` conditions, `order` then id. */
async function pageOfTable<T extends TreeTable | DiningTable, R>(
  ctx: ResourceCtx,
  table: T,
  input: ListQuery,
  more: SQL | undefined,
  order: SQL[],
  rowsOf: (rows: T['$inferSelect'][]) => Promise<R[]> | R[],
) {
  const t = table as TreeTable | DiningTable;
  const where: SQL | undefined = and(
    input.keyword ? namesLike(t, containing(input.keyword)) : undefined,
    input.status === undefined ? undefined : eq(t.status, input.status),
    more,
  );
  const rows = (await ctx.db
    .select()
    .from(t)
    .where(where)
    .orderBy(...order, asc(t.id))
    .limit(input.pageSize)
    .offset(offsetOf(input))) as T['$inferSelect'][];
  const [{ total }] = await ctx.db.select({ total: count() }).from(t).where(where);
  return pageResult(await rowsOf(rows), total, input);
}

/**
 * How a tree resource differs from the other: its table, its advisory lock, the `context` of
 * its refusals and what else refuses a delete (checked after the child check). Its list row
 * is the stored row without timestamps, with `name` in the caller's language.
 */
export interface TreeResourceSpec<T extends TreeTable> {
  table: T;
  lock: number;
  context: 'category' | 'itemForm';
  /** Throws the refusal when one of `rows` (being deleted, named in the caller's language) is in use. */
  refuseDelete?(db: Db, rows: NamedRow[]): Promise<void>;
}

/**
 * The calls of a catalogue tree (merchandise categories, service items): page, tree (with
 * an optional keyword), leaf dropdown, add, edit and delete. Writes take the tree's advisory
 * lock, so two concurrent moves cannot build a cycle together.
 * - add / edit: the parent exists (CATALOGUE_PARENT_MISSING); an edit never puts a node
 *   under itself or a descendant (CATALOGUE_CYCLE); a missing node is NOT_FOUND.
 * - delete: every id exists (NOT_FOUND); no node keeps a child outside the deleted set
 *   (CATALOGUE_HAS_CHILDREN, naming the parent and the count); then `refuseDelete`.
 */
export function treeResource<T extends TreeTable>(spec: TreeResourceSpec<T>) {
  type Row = Omit<T['$inferSelect'], 'createdAt' | 'updatedAt'> & { name: string };
  const table = spec.table as TreeTable;
  const rowOf = (lang: Lang, r: TreeTable['$inferSelect']) => withName(lang, listedColumns(r)) as Row;
  const linksOf = (db: Db) => db.select({ id: table.id, parentId: table.parentId }).from(table);
  const all = async (ctx: ResourceCtx) => (await ctx.db.select().from(table)).map((r) => rowOf(ctx.lang, r));
  return {
    /** The page, filtered by keyword, status and parent; by sort, then id. */
    page: (ctx: ResourceCtx, input: ListQuery & { parentId?: number }) =>
      pageOfTable(
        ctx,
        table,
        input,
        input.parentId === undefined ? undefined : eq(table.parentId, input.parentId),
        [asc(table.sort)],
        (rows) => rows.map((r) => rowOf(ctx.lang, r)),
      ),

    /** Every node nested; a keyword keeps the matches with their ancestors (in place) and their subtrees. */
    async tree(ctx: ResourceCtx, keyword?: string) {
      const rows = await all(ctx);
      if (!keyword) return nest(rows);
      const k = keyword.toLowerCase();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const keep = new Set<number>();
      for (const r of rows) {
        if (![r.nameCn, r.nameEn, r.nameTc].some((n) => n.toLowerCase().includes(k))) continue;
        subtreeIds(rows, r.id).forEach((id) => keep.add(id));
        for (let p = r.parentId; p !== null && byId.has(p); p = byId.get(p)!.parentId) keep.add(p);
      }
      return nest(rows.filter((r) => keep.has(r.id)));
    },

    /** The leaves enabled along their whole path, by sort then id. */
    async leaves(ctx: ResourceCtx): Promise<Row[]> {
      const rows = await all(ctx);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const parents = new Set(rows.map((r) => r.parentId));
      const enabledPath = (r: Row): boolean =>
        r.status === 0 && (r.parentId === null || (byId.has(r.parentId) && enabledPath(byId.get(r.parentId)!)));
      return rows.filter((r) => !parents.has(r.id) && enabledPath(r)).sort((a, b) => a.sort - b.sort || a.id - b.id);
    },

    /** Creates a node. @throws AppError CATALOGUE_PARENT_MISSING */
    async add(ctx: ResourceCtx, input: T['$inferInsert'] & { parentId: number | null }): Promise<Row> {
      await lock(ctx.db, spec.lock);
      checkParent(await linksOf(ctx.db), input.parentId, null, spec.context);
      const [after] = await ctx.db
        .insert(table)
        .values(input as TreeTable['$inferInsert'])
        .returning();
      ctx.audit({ after });
      return rowOf(ctx.lang, after);
    },

    /** Edits node `id`. @throws AppError NOT_FOUND, CATALOGUE_PARENT_MISSING, CATALOGUE_CYCLE */
    async edit(ctx: ResourceCtx, input: Partial<T['$inferInsert']> & { id: number; parentId: number | null }) {
      const { id, ...fields } = input;
      await lock(ctx.db, spec.lock);
      const before = found(await ctx.db.select().from(table).where(eq(table.id, id)));
      checkParent(await linksOf(ctx.db), fields.parentId, rowOf(ctx.lang, before), spec.context);
      const [after] = await ctx.db
        .update(table)
        .set({ ...(fields as Partial<TreeTable['$inferInsert']>), updatedAt: ctx.now })
        .where(eq(table.id, id))
        .returning();
      ctx.audit({ before, after });
      return rowOf(ctx.lang, after);
    },

    /** Deletes nodes `ids` (a whole branch may go at once). @throws AppError NOT_FOUND, CATALOGUE_HAS_CHILDREN */
    async remove(ctx: ResourceCtx, input: { ids: number[] }): Promise<null> {
      const ids = uniqueIds(input.ids);
      await lock(ctx.db, spec.lock);
      const before = await ctx.db.select().from(table).where(inArray(table.id, ids));
      if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
      const named = before.map((b) => rowOf(ctx.lang, b));
      // Children deleted in the same call do not count.
      const [child] = await ctx.db
        .select({ parentId: table.parentId, n: count() })
        .from(table)
        .where(and(inArray(table.parentId, ids), notInArray(table.id, ids)))
        .groupBy(table.parentId)
        .limit(1);
      if (child) {
        throw new AppError(Code.CATALOGUE_HAS_CHILDREN, {
          context: spec.context,
          name: named.find((b) => b.id === child.parentId)!.name,
          count: child.n,
        });
      }
      await spec.refuseDelete?.(ctx.db, named);
      await ctx.db.delete(table).where(inArray(table.id, ids));
      ctx.audit({ before });
      return null;
    },
  };
}

/**
 * How a dining resource differs from the other: its table, the order of its page and of its
 * dropdowns, the checks of a save and what refuses a delete. Its list row is the stored row
 * without timestamps, with `name` and `diningTypeName` in the caller's language.
 */
export interface DiningResourceSpec<T extends DiningTable, Fields> {
  table: T;
  /** The order of the page and of the dropdowns (id breaks ties). */
  order: { page: SQL[]; dropdown: SQL[] };
  /** Checks the fields of a save (`selfId`: the row edited, null on add); throws its refusal. */
  check(db: Db, lang: Lang, fields: Fields, selfId: number | null): Promise<void>;
  /** Throws the refusal when one of `rows` (being deleted) is in use; the rows are then locked first. */
  refuseDelete?(db: Db, rows: NamedRow[]): Promise<void>;
}

/**
 * The calls of a dining resource (dining standards, time ranges): each row of a dining type
 * (dictionary mcDiningType) shown with its label and its name in the caller's language.
 * - page: keyword, status and dining type; dropdown: the enabled ones, of a dining type; all: every row.
 * - add / edit run `check` first (edit: NOT_FOUND before it); delete: every id exists
 *   (NOT_FOUND), then `refuseDelete`.
 */
export function diningResource<T extends DiningTable, Fields>(spec: DiningResourceSpec<T, Fields>) {
  type Row = Omit<T['$inferSelect'], 'createdAt' | 'updatedAt'> & { name: string; diningTypeName: string };
  const table = spec.table as DiningTable;
  const rowsOf = async (db: Db, lang: Lang, rows: DiningTable['$inferSelect'][]): Promise<Row[]> => {
    const labels = await diningTypeLabels(db, lang);
    return rows.map(
      (r) =>
        withName(lang, {
          ...listedColumns(r),
          diningTypeName: labels.get(r.diningTypeCode) ?? r.diningTypeCode,
        }) as Row,
    );
  };
  const ofType = (code: string | undefined) => (code ? eq(table.diningTypeCode, code) : undefined);
  const listed = async (ctx: ResourceCtx, where: SQL | undefined) =>
    rowsOf(
      ctx.db,
      ctx.lang,
      await ctx.db
        .select()
        .from(table)
        .where(where)
        .orderBy(...spec.order.dropdown, asc(table.id)),
    );
  return {
    /** The page, filtered by keyword, status and dining type, in the page's order. */
    page: (ctx: ResourceCtx, input: ListQuery & { diningTypeCode?: string }) =>
      pageOfTable(ctx, table, input, ofType(input.diningTypeCode), spec.order.page, (rows) =>
        rowsOf(ctx.db, ctx.lang, rows),
      ),

    /** The enabled rows (of one dining type), in the dropdown's order. */
    dropdown: (ctx: ResourceCtx, diningTypeCode?: string): Promise<Row[]> =>
      listed(ctx, and(eq(table.status, 0), ofType(diningTypeCode))),

    /** Every row, disabled ones too, in the dropdown's order. */
    all: (ctx: ResourceCtx): Promise<Row[]> => listed(ctx, undefined),

    /** Creates a row after `check`. */
    async add(ctx: ResourceCtx, input: Fields): Promise<Row> {
      await spec.check(ctx.db, ctx.lang, input, null);
      const [after] = await ctx.db
        .insert(table)
        .values(input as DiningTable['$inferInsert'])
        .returning();
      ctx.audit({ after });
      return (await rowsOf(ctx.db, ctx.lang, [after]))[0];
    },

    /** Edits row `id` after `check`. @throws AppError NOT_FOUND, and `check`'s refusals */
    async edit(ctx: ResourceCtx, input: Fields & { id: number }): Promise<Row> {
      const { id, ...fields } = input;
      const before = found(await ctx.db.select().from(table).where(eq(table.id, id)));
      await spec.check(ctx.db, ctx.lang, fields as unknown as Fields, id);
      const [after] = await ctx.db
        .update(table)
        .set({ ...(fields as Partial<DiningTable['$inferInsert']>), updatedAt: ctx.now })
        .where(eq(table.id, id))
        .returning();
      ctx.audit({ before, after });
      return (await rowsOf(ctx.db, ctx.lang, [after]))[0];
    },

    /** Deletes rows `ids`. @throws AppError NOT_FOUND, and `refuseDelete`'s refusal */
    async remove(ctx: ResourceCtx, input: { ids: number[] }): Promise<null> {
      const ids = uniqueIds(input.ids);
      const query = ctx.db.select().from(table).where(inArray(table.id, ids));
      const before = spec.refuseDelete ? await query.for('update') : await query;
      if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
      await spec.refuseDelete?.(
        ctx.db,
        before.map((b) => withName(ctx.lang, b)),
      );
      await ctx.db.delete(table).where(inArray(table.id, ids));
      ctx.audit({ before });
      return null;
    },
  };
}
