/**
 * Menu rows of the permission module: wire shapes, trees, subtrees and the
 * uniqueness checks of names (per application) and permission codes (everywhere).
 */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { GrantNode, MenuRow, MenuTreeNode } from '../../../platform/contracts/permission.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { sysMenu } from '../../db/schema/index';
import { byLang } from '../../plugins/i18n';

/** A stored menu row. */
export type MenuRecord = typeof sysMenu.$inferSelect;

/** The rows of one application (every application when `appCode` is null), by sort then id. */
export function menusOf(db: Db, appCode: string | null): Promise<MenuRecord[]> {
  return db
    .select()
    .from(sysMenu)
    .where(appCode === null ? undefined : eq(sysMenu.appCode, appCode))
    .orderBy(asc(sysMenu.sort), asc(sysMenu.id));
}

/**
 * One menu row.
 * @throws AppError NOT_FOUND
 */
export async function menuById(db: Db, id: number): Promise<MenuRecord> {
  const [row] = await db.select().from(sysMenu).where(eq(sysMenu.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/** A row on the wire, the title in `lang`. */
export function menuOut(r: MenuRecord, lang: Lang): MenuRow {
  return {
    id: r.id,
    application: r.appCode,
    parentId: r.parentId,
    name: r.name,
    path: r.path,
    type: r.type as 0 | 1 | 2,
    permission: r.permission,
    title: byLang(lang, r.titleCn, r.titleEn, r.titleTc),
    titleCn: r.titleCn,
    titleEn: r.titleEn,
    titleTc: r.titleTc,
    icon: r.icon,
    target: r.target,
    link: r.link,
    sort: r.sort,
    status: r.status,
  };
}

/**
 * The forest of `rows` (sorted), each node mapped by `map`. A row whose parent is not
 * among `rows` is a root, so no node is ever lost.
 */
export function forest<T>(rows: readonly MenuRecord[], map: (r: MenuRecord, children: T[]) => T): T[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number | null, MenuRecord[]>();
  for (const r of rows) {
    const key = r.parentId !== null && ids.has(r.parentId) ? r.parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), r]);
  }
  const build = (parentId: number | null): T[] => (childrenOf.get(parentId) ?? []).map((r) => map(r, build(r.id)));
  return build(null);
}

/** The edit tree of `rows`. */
export function menuTreeOf(rows: readonly MenuRecord[], lang: Lang): MenuTreeNode[] {
  return forest<MenuTreeNode>(rows, (r, children) => ({ ...menuOut(r, lang), children }));
}

/** The grant tree of `rows`. */
export function grantTreeOf(rows: readonly MenuRecord[], lang: Lang): GrantNode[] {
  return forest<GrantNode>(rows, (r, children) => ({
    id: r.id,
    title: byLang(lang, r.titleCn, r.titleEn, r.titleTc),
    type: r.type as 0 | 1 | 2,
    children,
  }));
}

/** Depth-first order of a tree (parent before its children). */
export function flatten<T extends { children: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** Ids of `rootId` and every node below it among `rows`. */
export function subtreeIds(rows: readonly MenuRecord[], rootId: number): number[] {
  const out = [rootId];
  for (let i = 0; i < out.length; i++) out.push(...rows.filter((r) => r.parentId === out[i]).map((r) => r.id));
  return out;
}

/**
 * Refuses a name already used in the application or a permission code already used
 * anywhere, by another node than `exceptId`.
 * @throws AppError DUPLICATE with the clashing value
 */
export async function assertUniqueMenu(
  db: Db,
  m: { appCode: string; name: string; permission: string | null },
  exceptId: number | null,
): Promise<void> {
  const other = (cond: SQL): SQL | undefined => and(cond, exceptId === null ? undefined : ne(sysMenu.id, exceptId));
  const [byName] = await db
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(other(and(eq(sysMenu.appCode, m.appCode), eq(sysMenu.name, m.name))!))
    .limit(1);
  if (byName) throw new AppError(Code.DUPLICATE, { value: m.name });
  if (m.permission === null) return;
  const [byCode] = await db
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(other(eq(sysMenu.permission, m.permission)))
    .limit(1);
  if (byCode) throw new AppError(Code.DUPLICATE, { value: m.permission });
}
