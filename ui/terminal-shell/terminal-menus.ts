/**
 * The reservation terminal's admittance by menus (spec §4): the user reaches only
 * routes present in their terminal menus (a menu `/appointment` admits its children such
 * as `/appointment/time`); menu entries without a route of the variant are hidden; after
 * login the first permitted route opens. `terminal` null or absent (no terminal
 * application configured) admits every route of the variant. No React here.
 */
import type { MenuNode, TerminalMenus } from '../../platform/contracts/auth.contract';
import { menuPages, normalizePath, pruneMenus } from '../admin-shell/menu-tree';

/** Whether `pathname` lies under one of `paths` (equal, or a child path of it). */
function under(paths: readonly string[], pathname: string): boolean {
  const p = normalizePath(pathname);
  return paths.some((raw) => {
    const base = normalizePath(raw);
    return p === base || p.startsWith(`${base}/`);
  });
}

/** Whether the user's terminal menus admit `pathname` (see the module comment). */
export function terminalAdmits(terminal: TerminalMenus | null | undefined, pathname: string): boolean {
  return !terminal || under(terminal.paths, pathname);
}

/**
 * The pages of the shown terminal menu tree that the variant has a route for
 * (`knownPaths`: the top paths of its shell routes, e.g. `/home`, `/appointment`), in
 * menu order; null when no terminal menus are configured.
 */
export function terminalNavPages(
  terminal: TerminalMenus | null | undefined,
  knownPaths: ReadonlySet<string>,
): MenuNode[] | null {
  if (!terminal) return null;
  return menuPages(pruneMenus(terminal.menus, knownPaths));
}

/**
 * The first permitted route after login (spec §4): the first shown terminal page the
 * variant has a route for; `fallback` when no terminal menus are configured; `/404` when
 * the user holds none.
 */
export function firstTerminalPath(
  terminal: TerminalMenus | null | undefined,
  knownPaths: ReadonlySet<string>,
  fallback: string,
): string {
  const pages = terminalNavPages(terminal, knownPaths);
  if (pages === null) return fallback;
  return pages.length ? normalizePath(pages[0].path) : '/404';
}
