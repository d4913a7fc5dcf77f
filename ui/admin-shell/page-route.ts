/**
 * The declaration of one back-office page (spec §2 route sets): a path, as the menu
 * tree names it, and a lazy loader. Features export lists of these; apps/admin/routes.tsx
 * composes them. A page is reachable only when its path is also in the user's menus
 * (spec §4 admittance), which the shell checks.
 */
import type { ComponentType } from 'react';

/** One lazily loaded page of the back office. */
export interface AdminPageRoute {
  /** Absolute route path under `/admin`, e.g. `/reserveManage`. */
  path: string;
  /** Loads the page module; its default export is the page component (no props). */
  load: () => Promise<{ default: ComponentType }>;
}

/** The set of normalized paths of `routes` (what pruneMenus keeps). */
export function routePaths(routes: readonly AdminPageRoute[]): Set<string> {
  return new Set(routes.map((r) => (r.path.startsWith('/') ? r.path : `/${r.path}`)));
}
