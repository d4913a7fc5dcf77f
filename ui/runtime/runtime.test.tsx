import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { z } from 'zod';
import { defineCall } from '../../platform/contracts/define-call';
import { Code } from '../../platform/protocol/codes';
import { fail, ok } from '../../platform/protocol/envelope';
import { createFakeGateway, fakeUser } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import {
  LanguageSwitch,
  RequireSession,
  RuntimeProvider,
  createAppQueryClient,
  useCall,
  useLang,
  useMutationCall,
  useSession,
  useSystemConfig,
  type AppKind,
} from './index';

afterEach(() => cleanup());

const echo = defineCall({
  method: 'GET',
  path: '/api/test/echo',
  access: 'user',
  summary: 't',
  input: z.object({ q: z.string() }),
  output: z.object({ q: z.string(), lang: z.string() }),
});
const boom = defineCall({
  method: 'POST',
  path: '/api/test/boom',
  access: 'user',
  summary: 't',
  input: z.object({ n: z.number() }),
  output: z.null(),
});

function setup(opts: { storage?: Record<string, string>; configLanguage?: number } = {}) {
  const gateway = createFakeGateway({
    users: {
      admin: {
        password: 'Admin@123',
        user: fakeUser({
          account: 'admin',
          name: 'Administrator',
          nickName: '',
          roles: ['admin'],
          permissions: ['*:*:*'],
        }),
      },
    },
    routes: {
      '/api/test/echo': (req) => ok({ q: req.body.q, lang: req.lang }),
      '/api/test/boom': () => fail(Code.SLOT_TAKEN, 'This slot has just been booked'),
    },
    publicRoutes: {
      '/api/reserve/system/config': () =>
        ok({ school: 0, loginMode: 0, language: opts.configLanguage ?? 0, encrypt: false, title: 'T' }),
    },
  });
  const storage = createMemoryStorage(opts.storage);
  const runtime = createSessionRuntime({ storage, fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  const renderApp = (ui: React.ReactNode, { app = 'terminal' as AppKind, url = '/' } = {}) =>
    render(
      <RuntimeProvider app={app} runtime={runtime} queryClient={createAppQueryClient()}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </RuntimeProvider>,
    );
  return { gateway, storage, runtime, renderApp };
}

function SessionProbe() {
  const s = useSession();
  const { t } = useTranslation('common');
  return (
    <div>
      <p data-testid="status">{s.status}</p>
      <p data-testid="name">{s.displayName}</p>
      <p data-testid="perm">
        {String(s.hasPermi('system:user:add'))}/{String(s.hasRole('approver'))}
      </p>
      <p data-testid="text">{t('logout')}</p>
      <button onClick={() => void s.login('admin', 'Admin@123')}>login</button>
      <button onClick={() => void s.logout()}>logout</button>
    </div>
  );
}

describe('RuntimeProvider + useSession + RequireSession', () => {
  it('guards routes, signs in and out through the hook', async () => {
    const { renderApp, storage } = setup();
    renderApp(
      <Routes>
        <Route path="/login" element={<SessionProbe />} />
        <Route
          path="/my"
          element={
            <RequireSession>
              <p>my bookings</p>
            </RequireSession>
          }
        />
      </Routes>,
      { url: '/my?tab=1' },
    );
    // signed out: redirected to the login route
    expect((await screen.findByTestId('status')).textContent).toContain('signedOut');
    fireEvent.click(screen.getByText('login'));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toContain('signedIn'));
    expect(screen.getByTestId('name').textContent).toContain('Administrator');
    expect(screen.getByTestId('perm').textContent).toContain('true/true');
    expect(storage.getItem('token')).toBe('a1');
    fireEvent.click(screen.getByText('logout'));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toContain('signedOut'));
    expect(storage.getItem('token')).toBeNull();
  });

  it('shows the children to a signed-in user, and redirects once signed out', async () => {
    const { renderApp, runtime } = setup();
    await runtime.login('admin', 'Admin@123');
    renderApp(
      <Routes>
        <Route path="/login" element={<RedirectProbe />} />
        <Route
          path="/my"
          element={
            <RequireSession>
              <p>my bookings</p>
            </RequireSession>
          }
        />
      </Routes>,
      { url: '/my' },
    );
    expect(await screen.findByText('my bookings')).toBeTruthy();
    await act(() => runtime.logout());
    expect((await screen.findByTestId('redirect')).textContent).toBe('/my');
    expect(screen.queryByText('my bookings')).toBeNull();
  });
});

describe('RequireSession redirect target', () => {
  it('sends the current path as ?redirect=', async () => {
    const { renderApp } = setup();
    renderApp(
      <Routes>
        <Route path="/login" element={<RedirectProbe />} />
        <Route
          path="/appointment/time"
          element={
            <RequireSession>
              <p>grid</p>
            </RequireSession>
          }
        />
      </Routes>,
      { url: '/appointment/time?siteId=3' },
    );
    expect((await screen.findByTestId('redirect')).textContent).toBe('/appointment/time?siteId=3');
  });
});

function RedirectProbe() {
  const [params] = useSearchParams();
  return <p data-testid="redirect">{params.get('redirect')}</p>;
}

describe('language', () => {
  function LangProbe() {
    const { lang } = useLang();
    const { t } = useTranslation('common');
    return (
      <div>
        <p data-testid="lang">{lang}</p>
        <p data-testid="text">{t('logout')}</p>
        <LanguageSwitch />
      </div>
    );
  }

  it('switches every text, <html lang> and storage with LanguageSwitch', async () => {
    const { renderApp, storage } = setup({ storage: { lang: 'CN' } });
    renderApp(<LangProbe />, { app: 'admin' });
    expect(screen.getByTestId('text').textContent).toContain('退出登录');
    expect(document.documentElement.lang).toBe('zh-Hans');
    const select = screen.getByRole('combobox', { name: '语言' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      '简体中文',
      'English',
      '繁體中文',
    ]);
    fireEvent.change(select, { target: { value: 'EN' } });
    await waitFor(() => expect(screen.getByTestId('text').textContent).toContain('Log out'));
    expect(screen.getByTestId('lang').textContent).toContain('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(storage.getItem('lang')).toBe('EN');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'TC' } });
    await waitFor(() => expect(screen.getByTestId('text').textContent).toContain('登出'));
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('terminal: follows the configured language when none is stored (EN for 1), without storing it', async () => {
    const { renderApp, storage } = setup({ configLanguage: 1 });
    renderApp(<LangProbe />, { app: 'terminal' });
    await waitFor(() => expect(screen.getByTestId('lang').textContent).toContain('EN'));
    expect(screen.getByTestId('text').textContent).toContain('Log out');
    expect(storage.getItem('lang')).toBeNull();
  });

  it('terminal: a stored language wins over the configuration; admin ignores it', async () => {
    const a = setup({ configLanguage: 1, storage: { lang: 'TC' } });
    a.renderApp(<LangProbe />, { app: 'terminal' });
    await waitFor(() => expect(a.gateway.log.some((l) => l.path === '/api/reserve/system/config')).toBe(true));
    expect(screen.getByTestId('lang').textContent).toContain('TC');
    cleanup();
    const b = setup({ configLanguage: 1 });
    b.renderApp(<LangProbe />, { app: 'admin' });
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.getByTestId('lang').textContent).toContain('CN');
  });
});

describe('useCall / useMutationCall / useSystemConfig / toasts', () => {
  it('queries with the input and language, mutations reject with the server message as a toast', async () => {
    const { renderApp, runtime } = setup({ storage: { lang: 'EN' } });
    await runtime.login('admin', 'Admin@123');
    function Probe() {
      const { data } = useCall(echo, { q: 'hello' });
      const config = useSystemConfig();
      const m = useMutationCall(boom);
      return (
        <div>
          <p data-testid="data">{data ? `${data.q}/${data.lang}` : '…'}</p>
          <p data-testid="config">{config ? config.title : '…'}</p>
          <p data-testid="merr">{m.error ? `${m.error.code}` : ''}</p>
          <button onClick={() => m.mutate({ n: 1 })}>boom</button>
        </div>
      );
    }
    renderApp(<Probe />, { app: 'admin' });
    await waitFor(() => expect(screen.getByTestId('data').textContent).toContain('hello/EN'));
    await waitFor(() => expect(screen.getByTestId('config').textContent).toContain('T'));
    fireEvent.click(screen.getByText('boom'));
    await waitFor(() => expect(screen.getByTestId('merr').textContent).toContain(String(Code.SLOT_TAKEN)));
    expect(await screen.findByText('This slot has just been booked')).toBeTruthy();
  });
});
