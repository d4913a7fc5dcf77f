/**
 * The application tabs of the back office (spec §4 "Application tabs"; DESIGN.md §5):
 * choosing a tab stores it, clears the active menu and reloads the menus for that
 * application.
 *
 * ```
 *            tab.select (another tab) / page.open (another tab)
 *   idle ───────────────────────────────────────────────▶ switching ──reloadMenus done──▶ idle
 *    ▲ │ menu.select                                        │
 *    │ ▼                                                    └──reloadMenus error──▶ failed
 *   (self)                                   failed ──tab.select / page.open──▶ switching
 * ```
 *
 * - `tab.select {code}`: the user chose a tab. Stores it (`activeApp`, `persistTab`),
 *   clears the active menu (`activeMenu` null: the shell then opens the application's
 *   first page) and invokes `reloadMenus` (the browser calls /system/menu/change and
 *   reloads the login user). Selecting the current tab does nothing.
 * - `page.open {code, path}`: a page of another of the user's applications was opened
 *   by its URL: the same switch, but `path` stays the active menu.
 * - `menu.select {path}`: the page now open (the active menu).
 * - A failed reload keeps the previous tab and active menu, stores the previous tab
 *   again and reports the failure in `error` / `errorCode` (the API client has already
 *   shown the server's message); another tab can be chosen from `failed`.
 *
 * Side effects are named for `provide()`: actor `reloadMenus` (a promise actor with
 * input `{application}`; the placeholder rejects) and action `persistTab` (write
 * `context.activeApp` to local storage; does nothing by default).
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, errorMessageOf } from './errors';

/** What the machine remembers. */
export interface AppTabsContext {
  /** Code of the chosen tab; `null` when the user has no application. */
  activeApp: string | null;
  /** Path of the page open (the active menu); `null` right after a tab was chosen. */
  activeMenu: string | null;
  /** Tab and menu before the running switch, restored when it fails. */
  previous: { app: string | null; menu: string | null };
  /** Message of the last failed switch, else `null`. */
  error: string | null;
  /** Its code when it had one. */
  errorCode: number | null;
}

/** Input of the machine: the active application of the login user and the page open. */
export interface AppTabsInput {
  activeApp: string | null;
  activeMenu?: string | null;
}

/** Events the tabs accept (DESIGN.md §5 naming). */
export type AppTabsEvent =
  | { type: 'tab.select'; code: string }
  | { type: 'page.open'; code: string; path: string }
  | { type: 'menu.select'; path: string };

/** Input of the `reloadMenus` actor: the application to switch to. */
export interface ReloadMenusInput {
  application: string;
}

/** Names of the states, as views see them. */
export type AppTabsStatus = 'idle' | 'switching' | 'failed';

/** Transitions shared by `idle` and `failed`: a switch to another tab, and the page open. */
const selectable = {
  'tab.select': {
    guard: 'isOtherTab',
    target: 'switching',
    actions: [
      'rememberPrevious',
      { type: 'storeTab', params: ({ event }: { event: { code: string } }) => ({ code: event.code }) },
      'clearActiveMenu',
      'persistTab',
    ],
  },
  'page.open': {
    guard: 'isOtherTab',
    target: 'switching',
    actions: [
      'rememberPrevious',
      { type: 'storeTab', params: ({ event }: { event: { code: string } }) => ({ code: event.code }) },
      { type: 'setActiveMenu', params: ({ event }: { event: { path: string } }) => ({ path: event.path }) },
      'persistTab',
    ],
  },
  'menu.select': {
    actions: { type: 'setActiveMenu', params: ({ event }: { event: { path: string } }) => ({ path: event.path }) },
  },
} as const;

/** The application-tabs machine; provide `reloadMenus` (and `persistTab`) before running it. */
export const appTabsMachine = setup({
  types: {
    context: {} as AppTabsContext,
    events: {} as AppTabsEvent,
    input: {} as AppTabsInput,
  },
  actors: {
    reloadMenus: fromPromise<unknown, ReloadMenusInput>(() =>
      Promise.reject(new Error('app-tabs machine: actor "reloadMenus" not provided')),
    ),
  },
  actions: {
    rememberPrevious: assign(({ context }) => ({ previous: { app: context.activeApp, menu: context.activeMenu } })),
    storeTab: assign((_, params: { code: string }) => ({ activeApp: params.code })),
    clearActiveMenu: assign({ activeMenu: null }),
    setActiveMenu: assign((_, params: { path: string }) => ({ activeMenu: params.path })),
    restorePrevious: assign(({ context }) => ({ activeApp: context.previous.app, activeMenu: context.previous.menu })),
    setError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error),
      errorCode: errorCodeOf(params.error),
    })),
    clearError: assign({ error: null, errorCode: null }),
    /** Provided by the browser: write `context.activeApp` to local storage. */
    persistTab: () => {},
  },
  guards: {
    /** The event names a tab other than the active one. */
    isOtherTab: ({ context, event }) => 'code' in event && event.code !== context.activeApp,
  },
}).createMachine({
  id: 'appTabs',
  initial: 'idle',
  context: ({ input }) => ({
    activeApp: input.activeApp,
    activeMenu: input.activeMenu ?? null,
    previous: { app: input.activeApp, menu: input.activeMenu ?? null },
    error: null,
    errorCode: null,
  }),
  states: {
    idle: { on: selectable },
    switching: {
      invoke: {
        id: 'reloadMenus',
        src: 'reloadMenus',
        input: ({ context }) => ({ application: context.activeApp ?? '' }),
        onDone: { target: 'idle', actions: 'clearError' },
        onError: {
          target: 'failed',
          actions: [
            'restorePrevious',
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'persistTab',
          ],
        },
      },
    },
    failed: { on: selectable },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type AppTabsMachine = typeof appTabsMachine;
