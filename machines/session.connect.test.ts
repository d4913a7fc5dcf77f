import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginUser, TokenPair } from '../platform/contracts/auth.contract';
import { settle } from './path-testing';
import { connectSession } from './session.connect';
import { sessionMachine } from './session.machine';

const USER = {
  id: 1,
  name: 'Administrator',
  nickName: '',
  account: 'admin',
  avatar: null,
  ident: null,
  sessionId: 's',
  loginType: 'password',
  adminUser: true,
  phone: null,
  email: null,
  idCard: null,
  apps: [],
  menus: [],
  permissions: ['*:*:*'],
  permissionsCode: [],
  roles: ['admin'],
} satisfies LoginUser;

function start(loginResult: 'ok' | 'fail') {
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<TokenPair, { account: string; password: string }>(async ({ input }) => {
        if (loginResult === 'fail') throw Object.assign(new Error('Wrong account or password'), { code: 1100001 });
        return { token: `t-${input.account}`, refreshToken: 'r' };
      }),
      loadUser: fromPromise<LoginUser, { token: string | null }>(async () => USER),
      logout: fromPromise<unknown, { token: string | null }>(async () => null),
    },
  });
  const actor = createActor(machine).start();
  const view = () => connectSession(actor.getSnapshot(), actor.send);
  return { actor, view };
}

describe('connectSession', () => {
  it('drives login and logout through handlers and exposes flags and labels', async () => {
    const { actor, view } = start('ok');
    expect(view()).toMatchObject({
      status: 'signedOut',
      isSignedOut: true,
      isSignedIn: false,
      canLogin: true,
      canLogout: false,
      displayName: '',
    });
    view().login('admin', 'Admin@123');
    expect(view()).toMatchObject({ status: 'signingIn', isSigningIn: true, isBusy: true, canLogin: false });
    await settle();
    expect(view()).toMatchObject({
      status: 'signedIn',
      isSignedIn: true,
      isBusy: false,
      canLogout: true,
      displayName: 'Administrator',
    });
    expect(actor.getSnapshot().context.tokens?.token).toBe('t-admin');
    view().logout();
    expect(view().status).toBe('signingOut');
    await settle();
    expect(view()).toMatchObject({ status: 'signedOut', user: null, isSignedIn: false });
  });

  it('shows the login error', async () => {
    const { view } = start('fail');
    view().login('admin', 'bad');
    await settle();
    expect(view()).toMatchObject({
      status: 'signedOut',
      error: 'Wrong account or password',
      errorCode: 1100001,
      canLogin: true,
    });
  });
});

describe('connectSession — single sign-on', () => {
  it('starts the CAS login, exposes the redirect, and exchanges a ticket', async () => {
    const redirects: (string | null)[] = [];
    const machine = sessionMachine.provide({
      actors: {
        ssoLogin: fromPromise<string, { service: string }>(
          async ({ input }) => `https://cas.test/login?service=${encodeURIComponent(input.service)}`,
        ),
        exchangeTicket: fromPromise<TokenPair, { ticket: string; service: string }>(async ({ input }) => ({
          token: `t-${input.ticket}`,
          refreshToken: 'r',
        })),
        loadUser: fromPromise<LoginUser, { token: string | null }>(async () => USER),
      },
      actions: { redirect: ({ context }) => void redirects.push(context.redirectUrl) },
    });
    const first = createActor(machine).start();
    const view1 = () => connectSession(first.getSnapshot(), first.send);
    expect(view1()).toMatchObject({ canStartSso: true, isRedirecting: false, redirectUrl: null });
    view1().startSso('https://app.test/login');
    expect(view1()).toMatchObject({ status: 'findingSsoLogin', isSsoPending: true, isBusy: true, canStartSso: false });
    await settle();
    const casLogin = 'https://cas.test/login?service=https%3A%2F%2Fapp.test%2Flogin';
    expect(view1()).toMatchObject({
      status: 'redirecting',
      isRedirecting: true,
      redirectUrl: casLogin,
      isSignedOut: false,
    });
    expect(redirects).toEqual([casLogin]);

    const second = createActor(machine).start();
    const view2 = () => connectSession(second.getSnapshot(), second.send);
    view2().exchangeTicket('ST-1', 'https://app.test/login');
    expect(view2()).toMatchObject({ status: 'exchangingTicket', isSsoPending: true });
    await settle();
    expect(view2()).toMatchObject({
      status: 'signedIn',
      isSignedIn: true,
      displayName: 'Administrator',
      canStartSso: false,
    });
    expect(second.getSnapshot().context.ssoReturnUrl).toBe('https://app.test/login');
  });
});
