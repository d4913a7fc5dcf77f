/**
 * Pure helpers over the user's menu tree and application list (spec §2 back office
 * shell, §3 menu node, §4 admittance, §6 'front desk' tab excluded). No React here.
 */
import type { AppInfo, MenuNode } from '../../platform/contracts/auth.contract';
import { NON_TAB_APPS } from '../../platform/contracts/app-codes';

/** `reserveManage/` → `/reserveManage`; `''` → `/`. Menu paths from the server may lack the slash. */
export function normalizePath(path: string): string {
  let p = path.trim();
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '');
  return p;
}

/** True when the node opens `meta.link` in a new window instead of a page (meta.target `_blank`). */
export function isExternal(node: MenuNode): boolean {
  return node.meta.target === '_blank' && !!node.meta.link;
}

/** True for a folder (type 0). */
export function isFolder(node: MenuNode): boolean {
  return node.type === 0;
}

/**
 * The menu tree without entries the app cannot show (spec §4 "menu entries without a
 * matching route are hidden"): pages whose path is not in `knownPaths` go, external
 * links stay, folders left without children go. Order is kept.
 */
export function pruneMenus(menus: readonly MenuNode[], knownPaths: ReadonlySet<string>): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of menus) {
    if (isExternal(node)) {
      out.push(node);
    } else if (isFolder(node)) {
      const children = pruneMenus(node.children ?? [], knownPaths);
      if (children.length > 0) out.push({ ...node, children });
    } else if (knownPaths.has(normalizePath(node.path))) {
      out.push(node);
    }
  }
  return out;
}

/** Every page (type 1, not external) of the tree, depth-first in menu order. */
export function menuPages(menus: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      if (isFolder(n)) walk(n.children ?? []);
      else if (!isExternal(n)) out.push(n);
    }
  };
  walk(menus);
  return out;
}

/** The path of the first page in menu order (spec §4 "after login the first permitted route opens"), or null. */
export function firstPagePath(menus: readonly MenuNode[]): string | null {
  const first = menuPages(menus)[0];
  return first ? normalizePath(first.path) : null;
}

/** Whether `path` is one of the tree's pages (spec §4 admittance). */
export function isAdmitted(menus: readonly MenuNode[], path: string): boolean {
  const p = normalizePath(path);
  return menuPages(menus).some((n) => normalizePath(n.path) === p);
}

/**
 * The chain of nodes from the top of the tree down to the page at `path` (for
 * breadcrumbs and for opening the folders of the active item), or `[]` when absent.
 */
export function findMenuTrail(menus: readonly MenuNode[], path: string): MenuNode[] {
  const p = normalizePath(path);
  for (const node of menus) {
    if (!isFolder(node)) {
      if (!isExternal(node) && normalizePath(node.path) === p) return [node];
    } else {
      const sub = findMenuTrail(node.children ?? [], p);
      if (sub.length > 0) return [node, ...sub];
    }
  }
  return [];
}

/**
 * True for an application that is never a tab: 'front desk' (spec §6, GLOSSARY) and the
 * reservation terminal's menus.
 */
export function isNonTab(app: AppInfo): boolean {
  return NON_TAB_APPS.includes(app.code) || app.name.trim() === '前台';
}

/** The applications shown as tabs: all but the non-tab ones, in server order. */
export function visibleApps(apps: readonly AppInfo[]): AppInfo[] {
  return apps.filter((a) => !isNonTab(a));
}

/** The code of the tab to highlight: the active visible app, else the first one, else null. */
export function activeAppCode(apps: readonly AppInfo[]): string | null {
  const shown = visibleApps(apps);
  return (shown.find((a) => a.active) ?? shown[0])?.code ?? null;
}
