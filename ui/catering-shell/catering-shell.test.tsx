/**
 * The catering admin app's shell on the fake gateway (spec §2 "Catering admin app", §4
 * admittance): the front-desk menu tree becomes the side menu with entries without a
 * route hidden, a page opens only when the menus hold it (else /404), `/` opens the first
 * permitted page or /blank, and the language dropdown switches the header and the menu
 * titles. (Logging out from the user dropdown is covered by test/e2e/catering-app.spec.ts:
 * the menu's selection does not reach its handler under happy-dom.)
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate, type RouteObject } from 'react-router';
import type { MenuNode } from '../../platform/contracts/auth.contract';
import { FRONT_DESK_APP, appMenus } from '../../platform/contracts/shell.contract';
import { aMenuPage, renderWithRuntime } from '../testing';
import { BLANK_PATH, CateringBlankPage, CateringHomeRedirect, CateringShell, cateringAdmittance } from '.';

/** The front-desk tree in `lang`: a folder with the three pages, one of which this test app does not declare. */
function deskTree(lang: string | null): MenuNode[] {
  const en = lang === 'EN';
  return [
    {
      id: 1,
      name: 'desk',
      path: '/desk',
      type: 0,
      meta: { title: en ? 'Desk' : '前台业务' },
      children: [
        aMenuPage(2, '/index', en ? 'Front desk' : '前台'),
        aMenuPage(3, '/site', en ? 'Venue view' : '场地视图'),
        aMenuPage(4, '/sign', en ? 'Check-in and write-off' : '签到核销'),
      ],
    },
  ];
}

/** Declared pages of the test app: /index and /site (not /sign), plus /other the user's menus do not hold. */
const KNOWN = new Set(['/index', '/site', '/other']);

function routes(): RouteObject[] {
  const page = (text: string) => <p>{text}</p>;
  return [
    { path: '/', element: <CateringHomeRedirect knownPaths={KNOWN} /> },
    { path: '/login', element: page('login page') },
    { path: '/layout', element: <Navigate to="/" replace /> },
    {
      element: <CateringShell knownPaths={KNOWN} />,
      children: [
        { path: BLANK_PATH, element: <CateringBlankPage /> },
        { path: '/index', element: page('desk page') },
        { path: '/site', element: page('site page') },
        { path: '/other', element: page('other page') },
      ],
    },
    { path: '/404', element: page('not found page') },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

async function renderApp(url: string, tree: (lang: string | null) => MenuNode[] = deskTree) {
  return renderWithRuntime(null, {
    app: 'catering',
    url,
    routes: routes(),
    serve: (gateway) => gateway.on(appMenus, (_input, req) => tree(req.lang)),
  });
}

describe('admittance (pure)', () => {
  it('opens /blank always, waits for the menus, opens only held pages', () => {
    const menus = deskTree('EN');
    expect(cateringAdmittance('/blank', undefined)).toBe('open');
    expect(cateringAdmittance('/index', undefined)).toBe('wait');
    expect(cateringAdmittance('/index', menus)).toBe('open');
    expect(cateringAdmittance('/elsewhere', menus)).toBe('notFound');
    expect(cateringAdmittance('/index', [])).toBe('notFound');
  });
});

describe('CateringShell', () => {
  it("asks for the front desk's menus and shows the entries that have a route, in menu order", async () => {
    const { gateway } = await renderApp('/index');
    expect(await screen.findByText('desk page')).toBeTruthy();
    expect(gateway.calls(appMenus)[0]).toEqual({ application: FRONT_DESK_APP });
    const nav = screen.getByRole('navigation');
    await waitFor(() => expect(within(nav).getByText('前台')).toBeTruthy());
    expect(within(nav).getByText('场地视图')).toBeTruthy();
    // /sign has no route in this app: hidden.
    expect(within(nav).queryByText('签到核销')).toBeNull();
    expect(screen.getByTestId('catering-title').textContent).toBe('餐饮会务管理');
    expect(screen.getByTestId('user-menu').textContent).toContain('Bo');
  });

  it('opens the first permitted page from /', async () => {
    const { router } = await renderApp('/');
    expect(await screen.findByText('desk page')).toBeTruthy();
    expect(router!.state.location.pathname).toBe('/index');
  });

  it('sends a declared page the menus do not hold, and an unknown one, to /404', async () => {
    const { router } = await renderApp('/other');
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(router!.state.location.pathname).toBe('/404');
    await router!.navigate('/sign');
    await waitFor(() => expect(router!.state.location.pathname).toBe('/404'));
  });

  it('opens /blank, "nothing to show yet", when the user holds no page of the app', async () => {
    const { router } = await renderApp('/', () => []);
    expect(await screen.findByTestId('catering-blank')).toBeTruthy();
    expect(router!.state.location.pathname).toBe('/blank');
    expect(screen.getByText('这里暂时还没有可显示的内容')).toBeTruthy();
    // The frame is there: the product name and the user's dropdown (to log out).
    expect(screen.getByTestId('catering-title').textContent).toBe('餐饮会务管理');
    expect(screen.getByTestId('user-menu')).toBeTruthy();
  });

  it('switches the header, the page and the menu titles to English', async () => {
    const { gateway } = await renderApp('/blank');
    expect(await screen.findByTestId('catering-blank')).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(screen.getByTestId('catering-title').textContent).toBe('Catering and meeting services'));
    expect(screen.getByText('Nothing to show yet')).toBeTruthy();
    const nav = screen.getByRole('navigation');
    await waitFor(() => expect(within(nav).getByText('Front desk')).toBeTruthy());
    expect(gateway.requests(appMenus).at(-1)?.lang).toBe('EN');
  });
});
