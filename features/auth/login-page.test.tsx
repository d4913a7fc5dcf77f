/**
 * LoginPage in both login modes against a fake gateway: the password form (labels,
 * validation, server errors, redirect after sign-in, languages) and single sign-on (the
 * CAS login URL for this page as service, the ticket exchange, a refused ticket with a
 * retry, and the mode followed afresh on each visit).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway, type FakeGateway } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime, type SessionRuntime } from '../../platform/session/runtime';
import { RequireSession, RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import { bindProvider } from '../../platform/contracts/account.contract';
import { renderWithRuntime } from '../../ui/testing';
import { LoginPage, safeRedirect } from './login-page';
import { ssoService } from './sso-service';

afterEach(() => cleanup());

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname + loc.search}</p>;
}

const CAS = 'https://cas.test/cas';
/** happy-dom's page origin: the login page's absolute URL starts with it. */
const ORIGIN = 'http://localhost:3000';

/** The fake gateway with a system config whose `loginMode` the test can change, and CAS tickets. */
function gatewayWith(mode: { loginMode: 0 | 1 }, tickets: Record<string, { account: string; service: string }> = {}) {
  return createFakeGateway({
    publicRoutes: {
      '/api/reserve/system/config': () =>
        ok({ school: 0, loginMode: mode.loginMode, language: 0, encrypt: false, title: 'T' }),
    },
    cas: { serverUrl: CAS, tickets },
  });
}

interface RenderOptions {
  storage?: Record<string, string>;
  gateway?: FakeGateway;
  /** Reuse the runtime (and its `redirect` spy) and query cache of an earlier render. */
  reuse?: {
    runtime: SessionRuntime;
    queryClient: QueryClient;
    redirect: ReturnType<typeof vi.fn<(url: string) => void>>;
  };
  basename?: string;
}

function renderLogin(url: string, options: RenderOptions = {}) {
  const gateway = options.gateway ?? createFakeGateway();
  const store = createMemoryStorage(options.storage ?? { lang: 'EN' });
  const redirect = options.reuse?.redirect ?? vi.fn<(url: string) => void>();
  const runtime =
    options.reuse?.runtime ??
    createSessionRuntime({ storage: store, fetch: gateway.fetch, redirect, baseUrl: 'http://app.test/gateway' });
  const queryClient = options.reuse?.queryClient ?? createAppQueryClient();
  const view = render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]} basename={options.basename}>
        <Routes>
          <Route path="/login" element={<LoginPage title="Site management platform" afterLoginPath="/home" />} />
          <Route
            path="*"
            element={
              <RequireSession>
                <Where />
              </RequireSession>
            }
          />
        </Routes>
      </MemoryRouter>
    </RuntimeProvider>,
  );
  return { gateway, store, runtime, redirect, queryClient, view };
}

const calls = (gateway: FakeGateway, path: string) => gateway.log.filter((l) => l.path === path);

describe('LoginPage', () => {
  it('has labelled inputs and asks for missing fields without calling the server', async () => {
    const { gateway } = renderLogin('/login');
    expect(screen.getByRole('heading', { name: 'Site management platform' })).toBeTruthy();
    const account = (await screen.findByLabelText(/Account/)) as HTMLInputElement;
    const password = screen.getByLabelText(/Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(account.tagName).toBe('INPUT');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    // Only the login mode (and the provider's text overrides) were read; no sign-in call.
    expect(gateway.log.map((l) => l.path).filter((p) => p !== '/system/language/overrides')).toEqual([
      '/api/reserve/system/config',
    ]);
  });

  it("shows the server's error on a wrong password", async () => {
    const { gateway } = renderLogin('/login');
    fireEvent.change(await screen.findByLabelText(/Account/), { target: { value: 'booker' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wrong account or password');
    // One login call; afterwards the page asks whether a captcha is now needed.
    expect(calls(gateway, '/system/login/accessToken')).toHaveLength(1);
    expect(gateway.log.map((l) => l.path)).toContain('/system/login/enableValidCode');
  });

  it('signs in and goes to the redirect parameter', async () => {
    const { store } = renderLogin('/login?redirect=%2Fmy%3Ftab%3D2');
    fireEvent.change(await screen.findByLabelText(/Account/), { target: { value: ' booker ' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Booker@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/my?tab=2'));
    expect(store.getItem('token')).toBe('a1');
  });

  it('goes to afterLoginPath without a redirect, and away at once when already signed in', async () => {
    const { runtime } = renderLogin('/login');
    fireEvent.change(await screen.findByLabelText(/Account/), { target: { value: 'booker' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Booker@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
    cleanup();
    renderLogin('/login?redirect=%2Fmy', {
      reuse: { runtime, queryClient: createAppQueryClient(), redirect: vi.fn<(url: string) => void>() },
    });
    expect(screen.getByTestId('where').textContent).toBe('/my');
  });

  it('is translated and has the language switch', async () => {
    renderLogin('/login', { storage: { lang: 'TC' } });
    expect(await screen.findByLabelText(/帳號/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '登入' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '語言' }), { target: { value: 'CN' } });
    await waitFor(() => expect(screen.getByLabelText(/账号/)).toBeTruthy());
  });

  it('only follows same-site redirects', () => {
    expect(safeRedirect('/my')).toBe('/my');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe('LoginPage in single sign-on mode (loginMode 1)', () => {
  it('leaves for the CAS login with this page and its return path as service, showing no form', async () => {
    const { gateway, redirect } = renderLogin('/login?redirect=%2Fmy%3Ftab%3D2', {
      gateway: gatewayWith({ loginMode: 1 }),
    });
    const service = `${ORIGIN}/login?redirect=%2Fmy%3Ftab%3D2`;
    const casLogin = `${CAS}/login?service=${encodeURIComponent(service)}`;
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(casLogin));
    expect(calls(gateway, '/cas/address').map((l) => l.body)).toEqual([{ service }]);
    expect(screen.queryByLabelText(/Account/)).toBeNull();
    expect(screen.getByText('Redirecting to single sign-on…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to single sign-on' }).getAttribute('href')).toBe(casLogin);
  });

  it("uses the app's basename in the service (the back office at /admin)", async () => {
    const { gateway, redirect } = renderLogin('/admin/login', {
      gateway: gatewayWith({ loginMode: 1 }),
      basename: '/admin',
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(calls(gateway, '/cas/address').map((l) => l.body)).toEqual([{ service: `${ORIGIN}/admin/login` }]);
  });

  it('exchanges the returned ticket once and goes to the return path', async () => {
    const service = `${ORIGIN}/login?redirect=%2Fmy`;
    const gateway = gatewayWith({ loginMode: 1 }, { 'ST-1': { account: 'booker', service } });
    const { store, redirect } = renderLogin('/login?redirect=%2Fmy&ticket=ST-1', { gateway });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/my'));
    expect(calls(gateway, '/cas/token').map((l) => l.body)).toEqual([{ ticket: 'ST-1', service }]);
    expect(calls(gateway, '/cas/address')).toEqual([]);
    expect(redirect).not.toHaveBeenCalled();
    expect(store.getItem('token')).toBe('a1');
    expect(store.getItem('ssoReturnUrl')).toBe(`${ORIGIN}/login`);
  });

  it('shows a refused ticket with a retry that starts single sign-on again', async () => {
    const gateway = gatewayWith({ loginMode: 1 });
    const { redirect } = renderLogin('/login?redirect=%2Fmy&ticket=ST-used', { gateway });
    expect((await screen.findByRole('alert')).textContent).toContain('Ticket invalid or used');
    expect(calls(gateway, '/cas/token')).toHaveLength(1);
    expect(calls(gateway, '/cas/address')).toEqual([]); // no automatic loop back to CAS
    expect(redirect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    const service = `${ORIGIN}/login?redirect=%2Fmy`; // without the spent ticket
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(`${CAS}/login?service=${encodeURIComponent(service)}`));
    expect(calls(gateway, '/cas/token')).toHaveLength(1);
  });

  it('follows a change of the login mode on the next visit, without a restart', async () => {
    const mode: { loginMode: 0 | 1 } = { loginMode: 0 };
    const first = renderLogin('/login', { gateway: gatewayWith(mode) });
    expect(await screen.findByLabelText(/Account/)).toBeTruthy();
    first.view.unmount();
    mode.loginMode = 1; // changed in the system configuration meanwhile
    renderLogin('/login', { reuse: first });
    await waitFor(() => expect(first.redirect).toHaveBeenCalledTimes(1));
    expect(screen.queryByLabelText(/Account/)).toBeNull();
    first.view.unmount();
    cleanup();
    mode.loginMode = 0; // and back: the cached answer (1) must not send anyone to CAS
    const before = calls(first.gateway, '/cas/address').length;
    renderLogin('/login', { reuse: first });
    expect(await screen.findByLabelText(/Account/)).toBeTruthy();
    expect(calls(first.gateway, '/cas/address')).toHaveLength(before);
  });
});

describe('ssoService', () => {
  it('is the absolute login URL with only the redirect parameter', () => {
    expect(ssoService(ORIGIN, '/admin/login', '/users?x=1')).toBe(`${ORIGIN}/admin/login?redirect=%2Fusers%3Fx%3D1`);
    expect(ssoService(ORIGIN, '/login', null)).toBe(`${ORIGIN}/login`);
  });
});

describe('LoginPage: sign in with a provider (terminal)', () => {
  const withProvider = (provider: { name: string | null; login: boolean }) =>
    renderWithRuntime(<LoginPage providerSignIn />, {
      app: 'terminal',
      lang: 'EN',
      user: null,
      url: '/login',
      serve: (g) => g.on(bindProvider, () => provider),
    });

  it('offers "Sign in with <provider>" when a provider may sign users in', async () => {
    await withProvider({ name: 'Campus ID', login: true });
    expect(await screen.findByRole('button', { name: 'Sign in with Campus ID' }, { timeout: 5000 })).toBeTruthy();
  });

  it('offers nothing without a provider', async () => {
    const { gateway } = await withProvider({ name: null, login: false });
    await waitFor(() => expect(gateway.calls(bindProvider)).toHaveLength(1));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });
});
