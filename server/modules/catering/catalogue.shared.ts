/**
 * Helpers shared by the handlers of the catering catalogue
 * (platform/contracts/catering-catalogue.contract.ts): names in the caller's language, the
 * trees of categories and service items, the dining-type dictionary, in-use checks.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { mcReserveOrderLine, sysDictItem, sysDictType } from '../../db/schema/index';
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
