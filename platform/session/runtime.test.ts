/**
 * The session runtime against a fake gateway (platform/session/fake-gateway.ts): login,
 * restore, refresh-and-replay, refresh failure, revocation, logout failure, and what ends
 * up in storage each time.
 */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { currentPage } from '../contracts/reserve.contract';
import { ok } from '../protocol/envelope';
import { Code } from '../protocol/codes';
import { createFakeGateway, fakeUser, type FakeGateway } from './fake-gateway';
import { createMemoryStorage, createSessionRuntime, STORAGE_KEYS } from './runtime';

const USER = fakeUser();
const PAGE = { rows: [], total: 0, pageNo: 1, pageSize: 10 };

const gateway = (encrypt = false) =>
  createFakeGateway({
    routes: { '/api/reserve/current/page': () => ok(PAGE) },
    encryptWith: encrypt ? 'venueflow-dev-key' : undefined,
  });

const settled = (rt: ReturnType<typeof createSessionRuntime>) =>
  waitFor(rt.actor, (s) => s.matches('signedIn') || s.matches('signedOut'));

function setup(initial: Record<string, string> = {}, server: FakeGateway = gateway()) {
  const storage = createMemoryStorage(initial);
  const notify = vi.fn();
  const rt = createSessionRuntime({ storage, fetch: server.fetch, notify, baseUrl: 'http://app.test/gateway' });
  return { rt, storage, notify, server };
}

describe('createSessionRuntime', () => {
  it('signs in, stores tokens and the user, and signs calls with the token', async () => {
    const { rt, storage, server } = setup();
    expect(rt.actor.getSnapshot().value).toBe('signedOut');
    await expect(rt.login('booker', 'Booker@123')).resolves.toBe(true);
    expect(storage.dump()).toEqual({ token: 'a1', refreshToken: 'r1', userInfo: JSON.stringify(USER) });
    expect(rt.storedUser()).toEqual(USER);
    await expect(rt.api(currentPage, { pageNo: 1 })).resolves.toEqual(PAGE);
    expect(server.log.map((l) => [l.path, l.token])).toEqual([
      ['/system/login/accessToken', null],
      ['/system/login/getLoginUser', 'a1'],
      ['/api/reserve/current/page', 'a1'],
    ]);
    expect(server.log[0].body).toEqual({ account: 'booker', password: 'Booker@123' });
  });

  it('reports a failed sign-in in the context, without a toast', async () => {
    const { rt, storage, notify } = setup();
    await expect(rt.login('booker', 'nope')).resolves.toBe(false);
    expect(rt.actor.getSnapshot().context.error).toBe('Wrong account or password');
    expect(notify).not.toHaveBeenCalled();
    expect(storage.dump()).toEqual({});
  });

  it('restores stored tokens by loading the user', async () => {
    const server = gateway();
    await setup({}, server).rt.login('booker', 'Booker@123');
    const { rt } = setup({ token: 'a1', refreshToken: 'r1' }, server);
    expect(rt.actor.getSnapshot().value).toBe('loadingUser');
    expect((await settled(rt)).value).toBe('signedIn');
    expect(rt.actor.getSnapshot().context.user).toEqual(USER);
  });

  it('refreshes an expired stored token while restoring', async () => {
    const server = gateway();
    await setup({}, server).rt.login('booker', 'Booker@123');
    server.expire('a1');
    const { rt, storage } = setup({ token: 'a1', refreshToken: 'r1' }, server);
    expect((await settled(rt)).value).toBe('signedIn');
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('a2');
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('r2');
  });

  it('refreshes once and replays concurrent calls after the token expired (encrypted responses)', async () => {
    const server = gateway(true);
    const { rt, storage, notify } = setup({}, server);
    await rt.login('booker', 'Booker@123');
    server.expire('a1');
    const results = await Promise.all([
      rt.api(currentPage, {}),
      rt.api(currentPage, { pageNo: 2 }),
      rt.api(currentPage, {}),
    ]);
    expect(results).toEqual([PAGE, PAGE, PAGE]);
    const refreshes = server.log.filter((l) => l.path === '/system/login/refreshToken');
    expect(refreshes.map((l) => [l.token, l.body])).toEqual([[null, { refreshToken: 'r1' }]]);
    expect(server.log.filter((l) => l.path === '/api/reserve/current/page').map((l) => l.token)).toEqual([
      'a1',
      'a1',
      'a1',
      'a2',
      'a2',
      'a2',
    ]);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('a2');
    expect(rt.actor.getSnapshot().value).toBe('signedIn');
    expect(notify).not.toHaveBeenCalled();
  });

  it('clears the session and tells the user when the refresh fails', async () => {
    const { rt, storage, notify, server } = setup({ lang: 'EN' });
    await rt.login('booker', 'Booker@123');
    server.expire('a1');
    server.state.failRefresh = true;
    await expect(rt.api(currentPage, {})).rejects.toMatchObject({ code: Code.TOKEN_EXPIRED });
    const snap = rt.actor.getSnapshot();
    expect(snap.value).toBe('signedOut');
    expect(snap.context).toMatchObject({ tokens: null, user: null, error: 'Refresh token invalid' });
    expect(storage.dump()).toEqual({ lang: 'EN' }); // tokens and cached user gone, language kept
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Refresh token invalid', 'error');
  });

  it('clears at once on 1130008 without refreshing', async () => {
    const { rt, storage, notify, server } = setup();
    await rt.login('booker', 'Booker@123');
    server.state.revokeNext = true;
    await expect(rt.api(currentPage, {})).rejects.toMatchObject({ code: Code.SESSION_REVOKED });
    expect(rt.actor.getSnapshot().value).toBe('signedOut');
    expect(storage.dump()).toEqual({});
    expect(notify).toHaveBeenCalledWith('Session revoked', 'error');
    expect(server.log.some((l) => l.path === '/system/login/refreshToken')).toBe(false);
  });

  it('logs out with the token, and clears even when the call fails', async () => {
    const { rt, storage, server } = setup();
    await rt.login('booker', 'Booker@123');
    await rt.logout();
    expect(server.log[server.log.length - 1]).toMatchObject({ path: '/system/login/logout', token: 'a1' });
    expect(storage.dump()).toEqual({});
    await rt.login('booker', 'Booker@123');
    server.state.failLogout = true;
    await rt.logout();
    expect(server.log[server.log.length - 1]).toMatchObject({ path: '/system/login/logout', token: 'a2' });
    expect(rt.actor.getSnapshot().value).toBe('signedOut');
    expect(rt.actor.getSnapshot().context.tokens).toBeNull();
    expect(storage.dump()).toEqual({});
  });

  it('keeps the language: stored value, default, persistence and subscribers', () => {
    const { rt, storage } = setup();
    expect(rt.getLang()).toBe('CN');
    expect(rt.hasStoredLang()).toBe(false);
    const listener = vi.fn();
    rt.subscribeLang(listener);
    rt.setLang('EN', { persist: false });
    expect(rt.getLang()).toBe('EN');
    expect(rt.hasStoredLang()).toBe(false);
    rt.setLang('TC');
    expect(storage.getItem('lang')).toBe('TC');
    expect(rt.hasStoredLang()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(setup({ lang: 'EN' }).rt.getLang()).toBe('EN');
    expect(setup({ lang: 'xx' }).rt.getLang()).toBe('CN');
  });

  it('sends the current language header', async () => {
    const { rt, server } = setup({ lang: 'TC' });
    await rt.login('booker', 'Booker@123');
    rt.setLang('EN');
    await rt.api(currentPage, {});
    expect(server.log.map((l) => l.lang)).toEqual(['TC', 'TC', 'EN']);
  });
});

describe('createSessionRuntime — single sign-on', () => {
  const CAS = 'https://cas.test/cas';
  const SERVICE = 'https://app.test/login?redirect=%2Fmy';
  const ssoGateway = () =>
    createFakeGateway({
      routes: { '/api/reserve/current/page': () => ok(PAGE) },
      cas: { serverUrl: CAS, tickets: { 'ST-1': { account: 'booker', service: SERVICE } } },
    });

  function ssoSetup(initial: Record<string, string> = {}, server: FakeGateway = ssoGateway()) {
    const storage = createMemoryStorage(initial);
    const notify = vi.fn();
    const redirect = vi.fn();
    const rt = createSessionRuntime({
      storage,
      fetch: server.fetch,
      notify,
      redirect,
      baseUrl: 'http://app.test/gateway',
    });
    return { rt, storage, notify, redirect, server };
  }

  const leaving = (rt: ReturnType<typeof createSessionRuntime>) =>
    waitFor(rt.actor, (s) => s.matches('redirecting') || s.matches('signedOut'));

  it('leaves for the CAS login URL of our service', async () => {
    const { rt, redirect, server } = ssoSetup();
    rt.actor.send({ type: 'sso.start', service: SERVICE });
    expect((await leaving(rt)).value).toBe('redirecting');
    expect(server.log.map((l) => [l.path, l.body])).toEqual([['/cas/address', { service: SERVICE }]]);
    expect(redirect).toHaveBeenCalledWith(`${CAS}/login?service=${encodeURIComponent(SERVICE)}`);
  });

  it('exchanges a ticket for tokens, loads the user and remembers the return address', async () => {
    const { rt, storage, server } = ssoSetup();
    rt.actor.send({ type: 'sso.ticket', ticket: 'ST-1', service: SERVICE });
    expect((await settled(rt)).value).toBe('signedIn');
    expect(server.log.map((l) => [l.path, l.token])).toEqual([
      ['/cas/token', null],
      ['/system/login/getLoginUser', 'a1'],
    ]);
    expect(server.log[0].body).toEqual({ ticket: 'ST-1', service: SERVICE });
    expect(storage.dump()).toEqual({
      token: 'a1',
      refreshToken: 'r1',
      userInfo: JSON.stringify(USER),
      ssoReturnUrl: 'https://app.test/login',
    });
  });

  it('reports a refused ticket in the context, storing nothing', async () => {
    const { rt, storage, notify } = ssoSetup();
    rt.actor.send({ type: 'sso.ticket', ticket: 'ST-unknown', service: SERVICE });
    const snap = await settled(rt);
    expect(snap.value).toBe('signedOut');
    expect(snap.context).toMatchObject({ error: 'Ticket invalid or used', errorCode: Code.CAS_TICKET_INVALID });
    expect(storage.dump()).toEqual({});
    expect(notify).not.toHaveBeenCalled();
  });

  it('logs a restored SSO session out at the CAS server', async () => {
    const server = ssoGateway();
    const first = ssoSetup({}, server);
    first.rt.actor.send({ type: 'sso.ticket', ticket: 'ST-1', service: SERVICE });
    await settled(first.rt);
    const { rt, storage, redirect } = ssoSetup(first.storage.dump(), server);
    expect((await settled(rt)).value).toBe('signedIn');
    await rt.logout();
    expect(server.log.at(-1)).toMatchObject({
      path: '/cas/logout',
      token: 'a1',
      body: { redirectUrl: 'https://app.test/login' },
    });
    expect(rt.actor.getSnapshot().value).toBe('redirecting');
    expect(redirect).toHaveBeenCalledWith(`${CAS}/logout?service=${encodeURIComponent('https://app.test/login')}`);
    expect(storage.dump()).toEqual({});
  });

  it('clears local data and stays when the CAS logout call fails', async () => {
    const { rt, storage, redirect, server } = ssoSetup();
    rt.actor.send({ type: 'sso.ticket', ticket: 'ST-1', service: SERVICE });
    await settled(rt);
    server.state.failLogout = true;
    await rt.logout();
    expect(rt.actor.getSnapshot().value).toBe('signedOut');
    expect(rt.actor.getSnapshot().context.tokens).toBeNull();
    expect(storage.dump()).toEqual({});
    expect(redirect).not.toHaveBeenCalled();
  });

  it('goes to the CAS logout when the refresh fails', async () => {
    const { rt, storage, notify, redirect, server } = ssoSetup({ lang: 'EN' });
    rt.actor.send({ type: 'sso.ticket', ticket: 'ST-1', service: SERVICE });
    await settled(rt);
    server.expire('a1');
    server.state.failRefresh = true;
    await expect(rt.api(currentPage, {})).rejects.toMatchObject({ code: Code.TOKEN_EXPIRED });
    expect((await leaving(rt)).value).toBe('redirecting');
    expect(server.log.at(-1)).toMatchObject({
      path: '/cas/logout',
      token: null,
      body: { redirectUrl: 'https://app.test/login' },
    });
    expect(redirect).toHaveBeenCalledWith(`${CAS}/logout?service=${encodeURIComponent('https://app.test/login')}`);
    expect(notify).toHaveBeenCalledWith('Refresh token invalid', 'error');
    expect(storage.dump()).toEqual({ lang: 'EN' });
  });
});
