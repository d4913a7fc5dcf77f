/**
 * Generated paths of the application-tabs machine (machines/app-tabs.machine.ts) through
 * the REAL back-office shell (docs/machines.md, "Testing a machine through its view").
 *
 * The paths come from the machine's graph (getViewTransitionPaths: every transition of the
 * graph abstracted to state × active tab × page shown). Each EVENT is what the user or the
 * server does:
 * - `tab.select {code}` — the user clicks the application's tab;
 * - `page.open {code, path}` — the user opens the URL of another application's page;
 * - `menu.select {path}` — the user clicks another page of the side menu;
 * - `xstate.done.actor.reloadMenus` — the gateway answers the held /system/menu/change;
 * - `xstate.error.actor.reloadMenus` — the gateway refuses it (FORBIDDEN).
 * Each STATE is checked on what the user sees, in English: the selected tab, whether the
 * tabs can be clicked, the page shown, the server's message after a failure.
 * The shell's actor (useAppTabs) is recorded; see the last test for what a view cannot reach.
 */
import { describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AppInfo, type LoginUser, type MenuNode } from '../../platform/contracts/auth.contract';
import { appList, menuChange } from '../../platform/contracts/shell.contract';
import { Code } from '../../platform/protocol/codes';
import { FakeRefusal } from '../../platform/session/fake-gateway';
import { appTabsMachine, type AppTabsEvent } from '../../machines/app-tabs.machine';
import { getViewTransitionPaths, toTestModelMachine } from '../../machines/path-testing';
import { enumerateTransitions, recordTransitions, saveCoverageReport } from '../../machines/transition-coverage';
import { aUser } from '../testing/builders';
import { renderWithRuntime } from '../testing/render-with-runtime';
import { AdminShell } from './admin-shell';

// A path runs many steps on whole pages; under a loaded machine one step may take more than the default second.
configure({ asyncUtilTimeout: 5_000 });
/** Transitions the shell's real actors take in this file (asserted by the last test). */
const coverage = recordTransitions(appTabsMachine);

type App = 'venue' | 'meeting';
const APP_NAME: Record<App, string> = { venue: 'Venue booking', meeting: 'Meeting services' };
/** Each application's pages, first page first: path and menu title. */
const PAGES: Record<App, [string, string][]> = {
  venue: [
    ['/reserveManage', 'All bookings'],
    ['/siteManage', 'Sites'],
  ],
  meeting: [
    ['/meetingRoomReser', 'Room requests'],
    ['/meetingList', 'Meetings'],
  ],
};
const other = (app: App): App => (app === 'venue' ? 'meeting' : 'venue');
const firstPage = (app: App) => PAGES[app][0][0];
const REFUSAL = 'No permission for this operation';

const menusOf = (app: App): MenuNode[] =>
  PAGES[app].map(([path, title], i) => ({ id: i + 1, name: path.slice(1), path, type: 1, meta: { title } }));
const appsWith = (active: App): AppInfo[] =>
  (['venue', 'meeting'] as const).map((code, i) => ({
    code,
    name: APP_NAME[code],
    sys_no: 100 + i,
    active: code === active,
  }));

/** The model's state as the view shows it: the page open is the first page right after a tab was chosen. */
type ModelState = { value: unknown; context: { activeApp: string | null; activeMenu: string | null } };
const shownPage = (s: ModelState) => s.context.activeMenu ?? firstPage(s.context.activeApp as App);

/** What the user can do in each state: choose the other tab, open the other application's page, another menu page. */
function eventsIn(state: ModelState): AppTabsEvent[] {
  const app = state.context.activeApp as App;
  if (state.value === 'switching') {
    return [
      { type: 'xstate.done.actor.reloadMenus', output: null },
      { type: 'xstate.error.actor.reloadMenus', error: new FakeRefusal(Code.FORBIDDEN, REFUSAL) },
    ] as unknown as AppTabsEvent[];
  }
  const otherPage = PAGES[app].find(([path]) => path !== shownPage(state))![0];
  return [
    { type: 'tab.select', code: other(app) },
    { type: 'menu.select', path: otherPage },
    // From `failed` the shell sends an unknown URL to /404 instead (admittance): no page.open there.
    ...(state.value === 'idle' ? [{ type: 'page.open' as const, code: other(app), path: firstPage(other(app)) }] : []),
  ];
}

const paths = getViewTransitionPaths(toTestModelMachine(appTabsMachine), {
  input: { activeApp: 'venue', activeMenu: firstPage('venue') },
  events: eventsIn as never,
  abstract: (s) => [s.value, s.context.activeApp, shownPage(s)],
});

/** Renders the shell for a user on the venue tab; /system/menu/change is held until the path answers it. */
async function renderShell() {
  const user: LoginUser = aUser({ apps: appsWith('venue'), menus: menusOf('venue') });
  const held: { resolve(menus: MenuNode[]): void; reject(e: unknown): void; app: App }[] = [];
  const rendered = await renderWithRuntime(null, {
    user,
    lang: 'EN',
    url: firstPage('venue'),
    serve: (gateway) => {
      gateway.on(
        menuChange,
        ({ application }) =>
          new Promise<MenuNode[]>((resolve, reject) => {
            held.push({ resolve, reject, app: application as App });
          }),
      );
      gateway.on(appList, () =>
        (['venue', 'meeting'] as const).map((code, i) => ({
          code,
          name: APP_NAME[code],
          sys_no: 100 + i,
          active: user.apps.some((a) => a.code === code && a.active),
          paths: PAGES[code].map(([p]) => p),
        })),
      );
    },
    routes: [
      {
        element: (
          <AdminShell
            knownPaths={
              new Set(
                Object.values(PAGES)
                  .flat()
                  .map(([p]) => p),
              )
            }
          />
        ),
        children: Object.values(PAGES)
          .flat()
          .map(([path, title]) => ({ path, element: <p>{`page ${title}`}</p> })),
      },
      { path: '/404', element: <p>not found page</p> },
    ],
  });
  /** The server answers the held switch: the user's active application and menus change (as the real server does). */
  const answer = () => {
    const call = held.shift()!;
    Object.assign(user, { apps: appsWith(call.app), menus: menusOf(call.app) });
    call.resolve(menusOf(call.app));
  };
  const refuseSwitch = () => held.shift()!.reject(new FakeRefusal(Code.FORBIDDEN, REFUSAL));
  return { ...rendered, answer, refuseSwitch, held };
}

type Shell = Awaited<ReturnType<typeof renderShell>>;
const titleOf = (path: string) =>
  Object.values(PAGES)
    .flat()
    .find(([p]) => p === path)![1];
const tab = (app: App) => screen.getByRole('tab', { name: APP_NAME[app] });

/** Performs `event` as the user or the gateway. */
async function perform(shell: Shell, event: AppTabsEvent | { type: string }) {
  const e = event as AppTabsEvent;
  if (e.type === 'tab.select') fireEvent.click(tab(e.code as App));
  else if (e.type === 'page.open') await act(() => shell.router!.navigate(e.path));
  else if (e.type === 'menu.select') {
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByText(titleOf(e.path)));
  } else if (event.type === 'xstate.done.actor.reloadMenus') await act(async () => shell.answer());
  else await act(async () => shell.refuseSwitch());
}

/** Checks on the screen that the shell shows the model's `state`. */
async function expectShown(shell: Shell, state: ModelState) {
  const app = state.context.activeApp as App;
  await waitFor(() => expect(tab(app).getAttribute('aria-selected')).toBe('true'));
  if (state.value === 'switching') {
    // The switch runs: tabs cannot be clicked, the page stays, the server was asked for this application.
    await waitFor(() => expect(tab(other(app)).hasAttribute('disabled')).toBe(true));
    expect(shell.gateway.calls(menuChange).at(-1)).toEqual({ application: app });
    expect(shell.held).toHaveLength(1);
    return;
  }
  await waitFor(() => expect(tab(other(app)).hasAttribute('disabled')).toBe(false));
  expect(await screen.findByText(`page ${titleOf(shownPage(state))}`)).toBeTruthy();
  expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByText(titleOf(firstPage(app)))).toBeTruthy();
  if (state.value === 'failed') expect((await screen.findAllByText(REFUSAL)).length).toBeGreaterThan(0);
}

const describeStep = (e: { type: string; code?: string; path?: string }) =>
  `${e.type.replace('xstate.', '').replace('.actor.reloadMenus', ' reloadMenus')}` +
  `${e.code ? `(${e.code})` : ''}${e.path && !e.code ? `(${e.path})` : ''}`;

describe('application tabs through the back-office shell — generated paths', () => {
  it('has paths that reach every state', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))))).toEqual(
      new Set(['idle', 'switching', 'failed']),
    );
  });

  for (const [i, path] of paths.entries()) {
    const steps = path.steps.map((s) => `${describeStep(s.event)} → ${String(s.state.value)}`).join(', ');
    it(`#${i + 1} ${steps}`, async () => {
      const shell = await renderShell();
      await expectShown(shell, { value: 'idle', context: { activeApp: 'venue', activeMenu: firstPage('venue') } });
      expect(shell.gateway.calls(menuChange)).toEqual([]); // the shell starts on the user's tab without reloading
      for (const step of path.steps) {
        await perform(shell, step.event);
        await expectShown(shell, step.state as ModelState);
      }
    }, 20_000);
  }
});

/**
 * `failed —page.open→ switching` is not reachable from the shell: after a failed switch the
 * shell sends a page of another application to /404 (admittance) instead of switching to it.
 * machines/app-tabs.machine.test.ts takes it on the machine.
 */
const NOT_FROM_THE_VIEW = ['failed —page.open [isOtherTab]→ switching'];

describe('application tabs through the back-office shell — transition coverage', () => {
  it('takes every transition of the machine the shell can reach', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(enumerateTransitions(appTabsMachine).map((t) => t.id)).toEqual(expect.arrayContaining(NOT_FROM_THE_VIEW));
    expect(report.missing).toEqual(NOT_FROM_THE_VIEW);
  });
});
