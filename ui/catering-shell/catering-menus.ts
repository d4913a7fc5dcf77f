/**
 * The catering admin app's menus and admittance (spec §2 "Catering admin app", §4): the
 * menu tree of the front-desk application (GET /system/menu/appMenus — front desk is never
 * a back-office tab, so getLoginUser does not carry it), pruned to the pages this app
 * declares; a route opens only when that tree holds it.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MenuNode } from '../../platform/contracts/auth.contract';
import { FRONT_DESK_APP, appMenus } from '../../platform/contracts/shell.contract';
import { isAdmitted, pruneMenus, type AdminPageRoute } from '../admin-shell';
import { useCall, useSession } from '../runtime';

/**
 * One page of the catering app: the same declaration as the back office's (`path` as the
 * menu tree names it, e.g. `/index`, and a lazy `load`); page modules export lists of these.
 */
export type CateringPageRoute = AdminPageRoute;

/** Path of the page shown while the user has no page of the app (spec §2 /blank). */
export const BLANK_PATH = '/blank';

/** What {@link useCateringMenus} returns. */
export interface CateringMenus {
  /** The front-desk tree pruned to `knownPaths`; `undefined` until the first answer. */
  menus: MenuNode[] | undefined;
  /** The call failed (its toast was shown): treated as no menus. */
  failed: boolean;
}

/**
 * The signed-in user's catering menus, pruned to the app's `knownPaths` (entries without
 * a route are hidden, spec §4). Keyed by language, so titles follow a language switch; the
 * previous language's tree stays shown meanwhile (the open page is not unmounted).
 */
export function useCateringMenus(knownPaths: ReadonlySet<string>): CateringMenus {
  const { isSignedIn } = useSession();
  const tree = useCall(
    appMenus,
    { application: FRONT_DESK_APP },
    { enabled: isSignedIn, staleTime: Infinity, placeholderData: keepPreviousData },
  );
  const menus = useMemo(() => (tree.data ? pruneMenus(tree.data, knownPaths) : undefined), [tree.data, knownPaths]);
  if (tree.isError) return { menus: [], failed: true };
  return { menus, failed: false };
}

/** What the shell does with a URL: open it, wait for the menus, or /404. */
export type CateringAdmittance = 'open' | 'wait' | 'notFound';

/**
 * The admittance of `path` (spec §4) against the pruned `menus` (`undefined` while
 * loading): /blank always opens; a page opens only when the menus hold it; anything else
 * is /404 — an unknown path and a page the user may not open look the same.
 */
export function cateringAdmittance(path: string, menus: readonly MenuNode[] | undefined): CateringAdmittance {
  if (path === BLANK_PATH) return 'open';
  if (!menus) return 'wait';
  return isAdmitted(menus, path) ? 'open' : 'notFound';
}
