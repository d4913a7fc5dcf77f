/**
 * /oidc, back from the OpenID Connect provider: signed out, the query goes to bindLogin and the
 * answered token pair signs the bound user in; signed in, it goes to bindCallback and /personal
 * opens; a refusal is shown with the server's message and a way back.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { bindCallback, bindLogin } from '../../platform/contracts/account.contract';
import { Code } from '../../platform/protocol/codes';
import { refuse } from '../../platform/session/fake-gateway';
import { aUser, renderWithRuntime } from '../../ui/testing';
import { OidcCallbackPage } from './index';

const routes = [
  { path: '/oidc', element: <OidcCallbackPage /> },
  { path: '/', element: <p>home</p> },
  { path: '/personal', element: <p>personal</p> },
  { path: '/login', element: <p>login</p> },
];

describe('/oidc', () => {
  it('signs the bound user in with the pair bindLogin answers', async () => {
    const booker = aUser();
    const { gateway, router, runtime } = await renderWithRuntime(null, {
      app: 'terminal',
      lang: 'EN',
      user: null,
      accounts: [booker],
      url: '/oidc?code=c1&state=s1',
      routes,
      serve: (g) => g.on(bindLogin, () => g.issueTokens(booker.account)),
    });
    await waitFor(() => expect(router!.state.location.pathname).toBe('/'));
    expect(gateway.calls(bindLogin)).toEqual([{ query: '?code=c1&state=s1' }]);
    await waitFor(() => expect(runtime.actor.getSnapshot().context.user?.account).toBe(booker.account));
  });

  it('binds for a signed-in user and opens /personal', async () => {
    const { gateway, router } = await renderWithRuntime(null, {
      app: 'terminal',
      lang: 'EN',
      url: '/oidc?code=c2&state=s2',
      routes,
      serve: (g) => g.on(bindCallback, () => ({ name: 'Campus ID' })),
    });
    await waitFor(() => expect(router!.state.location.pathname).toBe('/personal'));
    expect(gateway.calls(bindCallback)).toEqual([{ query: '?code=c2&state=s2' }]);
    expect(await screen.findByText('Campus ID account bound')).toBeTruthy();
  });

  it('shows a refusal with a way back to the login page', async () => {
    await renderWithRuntime(null, {
      app: 'terminal',
      lang: 'EN',
      user: null,
      url: '/oidc?code=c3&state=s3',
      routes,
      serve: (g) => g.on(bindLogin, () => refuse(Code.OIDC_NOT_BOUND, 'This Campus ID account is not bound')),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This Campus ID account is not bound');
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/login');
  });
});
