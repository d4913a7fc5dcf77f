import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createFakeGateway } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RequireSession, RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import { LoginPage, safeRedirect } from './login-page';

afterEach(() => cleanup());

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname + loc.search}</p>;
}

function renderLogin(url: string, storage: Record<string, string> = { lang: 'EN' }) {
  const gateway = createFakeGateway();
  const store = createMemoryStorage(storage);
  const runtime = createSessionRuntime({ storage: store, fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage title="Site management platform" afterLoginPath="/home" />} />
          <Route path="*" element={<RequireSession><Where /></RequireSession>} />
        </Routes>
      </MemoryRouter>
    </RuntimeProvider>,
  );
  return { gateway, store, runtime };
}

describe('LoginPage', () => {
  it('has labelled inputs and asks for missing fields without calling the server', async () => {
    const { gateway } = renderLogin('/login');
    expect(screen.getByRole('heading', { name: 'Site management platform' })).toBeTruthy();
    const account = screen.getByLabelText(/Account/) as HTMLInputElement;
    const password = screen.getByLabelText(/Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(account.tagName).toBe('INPUT');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(gateway.log.length).toBe(0);
  });

  it("shows the server's error on a wrong password", async () => {
    const { gateway } = renderLogin('/login');
    fireEvent.change(screen.getByLabelText(/Account/), { target: { value: 'booker' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wrong account or password');
    // One login call; afterwards the page asks whether a captcha is now needed (issue 3).
    expect(gateway.log.filter((l) => l.path === '/system/login/accessToken')).toHaveLength(1);
    expect(gateway.log.map((l) => l.path)).toContain('/system/login/enableValidCode');
  });

  it('signs in and goes to the redirect parameter', async () => {
    const { store } = renderLogin('/login?redirect=%2Fmy%3Ftab%3D2');
    fireEvent.change(screen.getByLabelText(/Account/), { target: { value: ' booker ' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Booker@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/my?tab=2'));
    expect(store.getItem('token')).toBe('a1');
  });

  it('goes to afterLoginPath without a redirect, and away at once when already signed in', async () => {
    renderLogin('/login');
    fireEvent.change(screen.getByLabelText(/Account/), { target: { value: 'booker' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Booker@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
  });

  it('is translated and has the language switch', async () => {
    renderLogin('/login', { lang: 'TC' });
    expect(screen.getByLabelText(/帳號/)).toBeTruthy();
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
