/**
 * The terminal's route tables: each school value gets its set's spec §2 paths minus the
 * pages not built yet (ABSENT_ROUTES); unknown paths go to /404. Admittance is tested on the
 * rendered routes below.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor as xstateWaitFor } from 'xstate';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { ok } from '../../platform/protocol/envelope';
import type { LoginUser } from '../../platform/contracts/auth.contract';
import { createFakeGateway, fakeUser } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { createI18n } from '../../platform/i18n/create-i18n';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import { aMenuPage } from '../../ui/testing';
import { SCHOOLS, TERMINAL_SPEC_ROUTES, terminalVariantOf } from '../../platform/variants/spec-routes';
import { ABSENT_ROUTES, EXTRA_ROUTES, TerminalApp, rootTarget, routesFor, variant03Routes } from './routes';

/** Every absolute path of a route table, children resolved against their parents. */
function pathsOf(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.path === undefined ? base : r.path.startsWith('/') ? r.path : `${base}/${r.path}`;
    const own = r.path !== undefined ? [here] : [];
    return [...own, ...(r.children ? pathsOf(r.children, here) : [])];
  });
}

// The pages these tests open load on first use (lazy-pages.ts): compiled once here, not inside a test's time limit.
beforeAll(async () => {
  await Promise.all([
    import('../../features/home'),
    import('../../features/my-bookings'),
    import('../../features/booking'),
    import('../../features/messages'),
  ]);
}, 60_000);

describe('terminal routes', () => {
  it('variant 0/3 holds the screens of spec §2', () => {
    const paths = pathsOf(variant03Routes());
    for (const p of [
      '/',
      '/login',
      '/layout',
      '/home',
      '/my',
      '/detail',
      '/receipt',
      '/news',
      '/announcement',
      '/announcement/detail',
      '/newsDetail',
      '/noticeDetail',
      '/help',
      '/appointment',
      '/appointment/gymnasium',
      '/appointment/time',
      '/appointment/timeform',
      '/appointment/reservationlist',
      '/siteList',
      '/siteDetail',
      '/dayReserve',
      '/dayReserve/time',
      '/dayReserve/timeform',
      '/details',
      '/blank',
      '/auditCenter',
      '/auditDetail',
      '/examine',
      '/contact',
      '/contactInfo',
      '/about',
      '/language',
      '/404',
      '/*',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('routes, for each school value, the spec §2 paths of its set minus the absent list', () => {
    for (const school of SCHOOLS) {
      const variant = terminalVariantOf(school);
      const spec = TERMINAL_SPEC_ROUTES[variant];
      const absent = ABSENT_ROUTES[variant];
      const routed = new Set(pathsOf(routesFor(school)));
      // The absent list names spec paths only, and none of them is routed (it can only shrink).
      expect(
        absent.filter((p) => !spec.includes(p)),
        `school ${school}`,
      ).toEqual([]);
      expect(
        absent.filter((p) => routed.has(p)),
        `school ${school}`,
      ).toEqual([]);
      const expected = [...spec.filter((p) => !absent.includes(p)), ...EXTRA_ROUTES[variant]];
      expect([...routed].sort(), `school ${school}`).toEqual([...new Set(expected)].sort());
    }
  });

  it('routes /messages in every set: the shell’s message bell links there', () => {
    for (const school of SCHOOLS) expect(pathsOf(routesFor(school)), `school ${school}`).toContain('/messages');
  });

  it('shares one set between 0 and 3 and one between 2 and 4; 1 and 5 have their own', () => {
    const sets = SCHOOLS.map((s) => pathsOf(routesFor(s)).sort().join());
    expect(sets[3]).toBe(sets[0]);
    expect(sets[4]).toBe(sets[2]);
    expect(new Set(sets).size).toBe(4);
    expect(pathsOf(routesFor(42))).toEqual(pathsOf(routesFor(0)));
  });

  it('sends / to /login signed out, else to the first permitted page; variant 5 without one to /no-access', () => {
    const known = new Set(['/home', '/apply']);
    const none = { menus: [], paths: [] };
    expect(rootTarget(false, undefined, known, 'v5')).toBe('/login');
    expect(rootTarget(true, null, known, 'v03')).toBe('/home');
    expect(rootTarget(true, none, known, 'v03')).toBe('/404');
    expect(rootTarget(true, none, known, 'v5')).toBe('/no-access');
    const applyOnly = { menus: [aMenuPage(1, '/apply', 'Apply')], paths: ['/apply'] };
    expect(rootTarget(true, applyOnly, known, 'v5')).toBe('/apply');
  });
});

/**
 * Admittance in the terminal: signed-out users go to /login and come back after
 * signing in; after login the first permitted route (/home) opens; unknown paths and the
 * paths of other variants' route sets show /404.
 */
// Whole-app renders with sign-in and page loads: seconds each on a machine shared by many runs (the default is 5 s).
describe('terminal admittance', { timeout: 20_000 }, () => {
  afterEach(() => cleanup());

  const PAGE = { rows: [], total: 0, pageNo: 1, pageSize: 10 };

  function renderTerminal(url: string, { school = 0, signedIn = false } = {}) {
    const gateway = createFakeGateway({
      publicRoutes: {
        '/api/reserve/system/config': () => ok({ school, loginMode: 0, language: 0, encrypt: false, title: 'T' }),
      },
      routes: { '/api/reserve/scene/list': () => ok([]), '/api/reserve/current/page': () => ok(PAGE) },
    });
    const storage = createMemoryStorage({ lang: 'EN' });
    const runtime = createSessionRuntime({ storage, fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
    const router = createMemoryRouter(routesFor(school), { initialEntries: [url] });
    const signIn = signedIn ? runtime.login('booker', 'Booker@123') : Promise.resolve(true);
    return signIn.then(() => {
      render(
        <RuntimeProvider app="terminal" runtime={runtime} queryClient={createAppQueryClient()} createTexts={createI18n}>
          <RouterProvider router={router} />
        </RuntimeProvider>,
      );
      const at = () => router.state.location.pathname + router.state.location.search;
      return { router, runtime, at };
    });
  }

  async function signInThroughForm() {
    fireEvent.change(await screen.findByLabelText(/Account/), { target: { value: 'booker' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Booker@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('sends a signed-out user from a protected route to /login and back there after login', async () => {
    const { at } = await renderTerminal('/my?tab=done');
    await waitFor(() => expect(at()).toBe('/login?redirect=%2Fmy%3Ftab%3Ddone'));
    await signInThroughForm();
    await waitFor(() => expect(at()).toBe('/my?tab=done'));
  });

  it('opens the first permitted route (/home) after login, and / leads there once signed in', async () => {
    const { at, router } = await renderTerminal('/');
    await waitFor(() => expect(at()).toBe('/login'));
    await signInThroughForm();
    await waitFor(() => expect(at()).toBe('/home'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(at()).toBe('/home'));
  });

  it('shows /404 for an unknown route, signed in or not', async () => {
    const signedIn = await renderTerminal('/no/such/page', { signedIn: true });
    await waitFor(() => expect(signedIn.at()).toBe('/404'));
    expect(await screen.findByText('404')).toBeTruthy();
    cleanup();
    const signedOut = await renderTerminal('/nothing-here');
    await waitFor(() => expect(signedOut.at()).toBe('/404'));
  });

  it("does not reach other variants' routes (variant 1 and 2/4 paths under school 0)", async () => {
    for (const path of ['/group', '/meet', '/trip', '/submit', '/iceSports', '/reserveSeat', '/inner']) {
      const { at } = await renderTerminal(path, { school: 0, signedIn: true });
      await waitFor(() => expect([path, at()]).toEqual([path, '/404']));
      cleanup();
    }
  });

  it('builds the route set of the configured variant (TerminalApp, browser history)', async () => {
    const gateway = createFakeGateway({
      publicRoutes: {
        '/api/reserve/system/config': () => ok({ school: 0, loginMode: 0, language: 0, encrypt: false, title: 'T' }),
      },
    });
    const runtime = createSessionRuntime({
      storage: createMemoryStorage({ lang: 'EN' }),
      fetch: gateway.fetch,
      baseUrl: 'http://app.test/gateway',
    });
    await runtime.login('booker', 'Booker@123');
    window.history.replaceState(null, '', '/group');
    render(
      <RuntimeProvider app="terminal" runtime={runtime} queryClient={createAppQueryClient()} createTexts={createI18n}>
        <TerminalApp />
      </RuntimeProvider>,
    );
    // The session and the config are read first (slow on a loaded machine).
    await waitFor(() => expect(window.location.pathname).toBe('/404'), { timeout: 10_000 });
    expect(await screen.findByText('404')).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });

  it('rebuilds the router when school moves to another set, keeping the URL (TerminalApp)', async () => {
    let school = 0;
    const gateway = createFakeGateway({
      publicRoutes: {
        '/api/reserve/system/config': () => ok({ school, loginMode: 0, language: 0, encrypt: false, title: 'T' }),
      },
      routes: { '/api/reserve/scene/list': () => ok([]), '/api/reserve/current/page': () => ok(PAGE) },
    });
    const runtime = createSessionRuntime({
      storage: createMemoryStorage({ lang: 'EN' }),
      fetch: gateway.fetch,
      baseUrl: 'http://app.test/gateway',
    });
    await runtime.login('booker', 'Booker@123');
    const queryClient = createAppQueryClient();
    window.history.replaceState(null, '', '/home');
    render(
      <RuntimeProvider app="terminal" runtime={runtime} queryClient={queryClient} createTexts={createI18n}>
        <TerminalApp />
      </RuntimeProvider>,
    );
    expect((await screen.findByTestId('product-title')).textContent).toBe('Reservation terminal');
    school = 5;
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(screen.getByTestId('product-title').textContent).toBe('Conference and catering centre'));
    expect(window.location.pathname).toBe('/home');
    // The page's code loads on first use (lazy-pages.ts): the shell shows first.
    expect(await screen.findByTestId('variant-home')).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });

  it('logs a password session out to /login, and an SSO session out to the CAS logout', async () => {
    const password = await renderTerminal('/home', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(password.at()).toBe('/login'));
    cleanup();

    const service = 'http://localhost:3000/login';
    const gateway = createFakeGateway({
      publicRoutes: {
        '/api/reserve/system/config': () => ok({ school: 0, loginMode: 1, language: 0, encrypt: false, title: 'T' }),
      },
      routes: { '/api/reserve/scene/list': () => ok([]), '/api/reserve/current/page': () => ok(PAGE) },
      cas: { serverUrl: 'https://cas.test/cas', tickets: { 'ST-1': { account: 'booker', service } } },
    });
    const redirect = vi.fn<(url: string) => void>();
    const runtime = createSessionRuntime({
      storage: createMemoryStorage({ lang: 'EN' }),
      fetch: gateway.fetch,
      redirect,
      baseUrl: 'http://app.test/gateway',
    });
    runtime.actor.send({ type: 'sso.ticket', ticket: 'ST-1', service });
    await xstateWaitFor(runtime.actor, (snap) => snap.matches('signedIn'));
    const router = createMemoryRouter(routesFor(0), { initialEntries: ['/home'] });
    render(
      <RuntimeProvider app="terminal" runtime={runtime} queryClient={createAppQueryClient()} createTexts={createI18n}>
        <RouterProvider router={router} />
      </RuntimeProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(`https://cas.test/cas/logout?service=${encodeURIComponent(service)}`),
    );
    expect(gateway.log.filter((l) => l.path === '/cas/logout').map((l) => l.token)).toEqual(['a1']);
    expect(router.state.location.pathname).toBe('/home'); // no navigation of our own while leaving
  });
});

/**
 * Admittance by the terminal's menus (spec §4): only routes in the user's
 * terminal menus are reached, entries without a route are hidden, and the first
 * permitted route opens after login.
 */
describe('terminal admittance by menus', { timeout: 20_000 }, () => {
  afterEach(() => cleanup());

  /** Shown: My bookings, a page without a route, Book; hidden but granted: /detail. */
  const TERMINAL = {
    menus: [
      aMenuPage(1, '/my', 'My bookings'),
      aMenuPage(2, '/noSuchPage', 'Ghost page'),
      aMenuPage(3, '/appointment', 'Book'),
    ],
    paths: ['/my', '/noSuchPage', '/appointment', '/detail'],
  };

  function renderWith(url: string, terminal: LoginUser['terminal']) {
    const gateway = createFakeGateway({
      users: { booker: { password: 'Booker@123', user: fakeUser({ terminal }) } },
      publicRoutes: {
        '/api/reserve/system/config': () => ok({ school: 0, loginMode: 0, language: 0, encrypt: false, title: 'T' }),
      },
      routes: {
        '/api/reserve/scene/list': () => ok([]),
        '/api/site/scene/list': () => ok([]),
        '/api/reserve/current/page': () => ok({ rows: [], total: 0, pageNo: 1, pageSize: 10 }),
      },
    });
    const runtime = createSessionRuntime({
      storage: createMemoryStorage({ lang: 'EN' }),
      fetch: gateway.fetch,
      baseUrl: 'http://app.test/gateway',
    });
    const router = createMemoryRouter(routesFor(0), { initialEntries: [url] });
    return runtime.login('booker', 'Booker@123').then(() => {
      render(
        <RuntimeProvider app="terminal" runtime={runtime} queryClient={createAppQueryClient()} createTexts={createI18n}>
          <RouterProvider router={router} />
        </RuntimeProvider>,
      );
      return () => router.state.location.pathname;
    });
  }

  it('opens the first permitted route, and shows only the menu entries that have a route', async () => {
    const at = await renderWith('/', TERMINAL);
    await waitFor(() => expect(at()).toBe('/my'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual(['My bookings', 'Book']);
  });

  it('admits child routes of a menu and hidden granted pages, and sends any other route to /404', async () => {
    const child = await renderWith('/appointment/gymnasium', TERMINAL);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(child()).toBe('/appointment/gymnasium');
    cleanup();
    const hidden = await renderWith('/detail?id=1', TERMINAL);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(hidden()).toBe('/detail');
    cleanup();
    const outside = await renderWith('/history', TERMINAL);
    await waitFor(() => expect(outside()).toBe('/404'));
    cleanup();
    const home = await renderWith('/home', TERMINAL);
    await waitFor(() => expect(home()).toBe('/404'));
  });

  it('without any terminal menus the user reaches no page', async () => {
    const at = await renderWith('/', { menus: [], paths: [] });
    await waitFor(() => expect(at()).toBe('/404'));
  });
});
