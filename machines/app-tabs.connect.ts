/**
 * View-model of the application-tabs machine (DESIGN.md §5): what the back-office shell's
 * tab bar and admittance need, as values, flags and handlers, so no JSX matches raw
 * state values (spec §4 "Application tabs").
 */
import type { SnapshotFrom } from 'xstate';
import type { AppTabsEvent, AppTabsMachine, AppTabsStatus } from './app-tabs.machine';

/** The tabs as a view sees them. */
export interface AppTabsView {
  status: AppTabsStatus;
  /** Code of the highlighted tab (the one being switched to while switching). */
  activeApp: string | null;
  /** Path of the page open (the active menu), `null` right after a tab was chosen. */
  activeMenu: string | null;
  /** A switch is running: menus are being reloaded (show progress, keep the old page). */
  isSwitching: boolean;
  /** The last switch failed: the previous tab was kept. */
  isFailed: boolean;
  /** A tab was just chosen and its menus are loaded, but no page is open yet: open its first page. */
  needsFirstPage: boolean;
  /** Message of the failed switch, else `null`. */
  error: string | null;
  errorCode: number | null;
  /** Whether choosing tab `code` now starts a switch (false for the current tab and while switching). */
  canSelect(code: string): boolean;
  /** Sends `tab.select`. */
  selectTab(code: string): void;
  /** Sends `page.open`: switch to application `code` keeping `path` as the page. */
  openPage(code: string, path: string): void;
  /** Sends `menu.select`: `path` is the page now open. */
  selectMenu(path: string): void;
}

/** Builds the {@link AppTabsView} of a snapshot; `send` delivers events to the actor. */
export function connectAppTabs(
  snapshot: SnapshotFrom<AppTabsMachine>,
  send: (event: AppTabsEvent) => void,
): AppTabsView {
  const status = snapshot.value as AppTabsStatus;
  const { activeApp, activeMenu, error, errorCode } = snapshot.context;
  return {
    status,
    activeApp,
    activeMenu,
    isSwitching: status === 'switching',
    isFailed: status === 'failed',
    needsFirstPage: status === 'idle' && activeMenu === null,
    error,
    errorCode,
    canSelect: (code) => snapshot.can({ type: 'tab.select', code }),
    selectTab: (code) => send({ type: 'tab.select', code }),
    openPage: (code, path) => send({ type: 'page.open', code, path }),
    selectMenu: (path) => send({ type: 'menu.select', path }),
  };
}
