/**
 * Single sign-on (spec §1 login mode 1, §7 /cas/*; CAS 3.0 protocol) against a CAS-protocol
 * test server started here (test/support/cas-server.ts: node:http on 127.0.0.1, random
 * port): /login redirects to the service with a single-use ticket, /p3/serviceValidate
 * answers success or failure XML, /logout answers a page. Covers the login URL, the
 * ticket → token round trip, refusals (reused ticket, wrong service, unknown or disabled
 * user, CAS down) and logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLoginUser, refreshToken, systemConfig } from '../../platform/contracts/auth.contract';
import { casAddress, casAddressList, casLogout, casToken } from '../../platform/contracts/cas.contract';
import { Code } from '../../platform/protocol/codes';
import { parseServiceResponse } from '../../server/modules/cas/cas.service';
import { ssoService } from '../../features/auth/sso-service';
import { startCasServer, type CasTestServer } from '../support/cas-server';
import { sql, startTestServer, type TestServer } from './harness';

/** Our public origin and a second allowed one (the back office on its own host). */
const ORIGIN = 'http://venueflow.test';
const ADMIN_ORIGIN = 'https://admin.venueflow.test';

let server: TestServer;
let cas: CasTestServer;
beforeAll(async () => {
  [server, cas] = await Promise.all([startTestServer(), startCasServer()]);
});
afterAll(async () => {
  await server?.close();
  await cas?.close();
});

async function setSetting(key: string, value: unknown): Promise<void> {
  await server.query(sql`insert into sys_config (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
    on conflict (key) do update set value = excluded.value`);
}

/** What the browser does: go to the CAS login URL and follow the redirect back; returns the ticket. */
async function ticketFor(loginUrl: string, user: string): Promise<string> {
  const url = new URL(loginUrl);
  url.searchParams.set('user', user);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const ticket = new URL(response.headers.get('location')!).searchParams.get('ticket');
  expect(ticket).toMatch(/^ST-/);
  return ticket!;
}

async function loginUrlFor(service: string): Promise<string> {
  const r = await server.call(casAddress, { service });
  expect(r.code).toBe(0);
  return r.data.loginUrl;
}

const tokenCount = async () =>
  Number((await server.query<{ n: string }>(sql`select count(*) as n from auth_token`))[0]!.n);
const lastLoginLog = async () =>
  (
    await server.query<{ account: string; user_id: number | null; outcome: number }>(
      sql`select account, user_id, outcome from login_log order by id desc limit 1`,
    )
  )[0];

describe('before single sign-on is configured', () => {
  it('refuses the CAS calls and lists no CAS server', async () => {
    expect((await server.call(casAddress, { service: '/login' })).code).toBe(Code.CAS_NOT_CONFIGURED);
    expect((await server.call(casToken, { ticket: 'ST-1', service: '/login' })).code).toBe(Code.CAS_NOT_CONFIGURED);
    const list = await server.call(casAddressList, {});
    expect([list.code, list.data]).toEqual([0, []]);
  });

  it('keeps the SSO settings out of the public systemConfig answer', async () => {
    await setSetting('casServerUrl', cas.url);
    const r = await server.call(systemConfig, {});
    expect(r.data).not.toHaveProperty('casServerUrl');
    // loginMode is still 0: own login page, CAS calls refused.
    expect((await server.call(casAddress, { service: '/login' })).code).toBe(Code.CAS_NOT_CONFIGURED);
  });
});

describe('single sign-on (loginMode 1)', () => {
  beforeAll(async () => {
    await setSetting('casServerUrl', cas.url);
    await setSetting('casServiceOrigins', [ORIGIN, ADMIN_ORIGIN]);
    await setSetting('loginMode', 1);
  });

  it('answers the CAS login URL with our callback as service', async () => {
    const url = new URL(await loginUrlFor('/login?redirect=%2Fhome'));
    expect(`${url.origin}${url.pathname}`).toBe(`${cas.url}/login`);
    expect(url.searchParams.get('service')).toBe(`${ORIGIN}/login?redirect=%2Fhome`);
    const admin = new URL(await loginUrlFor(`${ADMIN_ORIGIN}/admin/login`));
    expect(admin.searchParams.get('service')).toBe(`${ADMIN_ORIGIN}/admin/login`);
  });

  it('refuses a service outside our origins', async () => {
    for (const service of [
      'https://evil.example/login',
      '//evil.example/login',
      'javascript:alert(1)',
      'http://user:pw@venueflow.test/login',
      'ftp://venueflow.test/x',
    ]) {
      const r = await server.call(casAddress, { service });
      expect([service, r.code]).toEqual([service, Code.CAS_SERVICE_INVALID]);
    }
    expect((await server.call(casAddress, { service: '' })).code).toBe(Code.BAD_REQUEST);
  });

  it('lists the configured CAS server', async () => {
    const r = await server.call(casAddressList, {});
    expect(r.data).toEqual([{ name: new URL(cas.url).host, loginUrl: `${cas.url}/login` }]);
    const withService = await server.call(casAddressList, { service: '/login' });
    expect(new URL(withService.data[0]!.loginUrl).searchParams.get('service')).toBe(`${ORIGIN}/login`);
  });

  it('exchanges a ticket for our token pair of that user, and logs the login', async () => {
    const ticket = await ticketFor(await loginUrlFor('/login'), 'approver');
    const r = await server.call(casToken, { ticket, service: '/login' });
    expect(r.code).toBe(0);
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cas.validations.at(-1)).toBe(ticket);
    const me = await server.call(getLoginUser, {}, { token: r.data.token });
    expect([me.code, me.data.account]).toEqual([0, 'approver']);
    const refreshed = await server.call(refreshToken, { refreshToken: r.data.refreshToken });
    expect(refreshed.code).toBe(0);
    const [user] = await server.query<{ id: number }>(sql`select id from sys_user where account = 'approver'`);
    expect(await lastLoginLog()).toEqual({ account: 'approver', user_id: user!.id, outcome: 0 });
  });

  it('accepts the service the login page sends, rebuilt from the URL CAS returns to', async () => {
    // The browser's steps (features/auth/sso-login.tsx): service for /cas/address, follow
    // CAS back to `service&ticket=…`, rebuild the service from that URL, exchange.
    const service = ssoService(ADMIN_ORIGIN, '/admin/login', '/users?tab=2');
    const loginUrl = await loginUrlFor(service);
    expect(new URL(loginUrl).searchParams.get('service')).toBe(service);
    const back = await fetch(loginUrl, { redirect: 'manual' });
    const returned = new URL(back.headers.get('location')!);
    expect(returned.pathname).toBe('/admin/login');
    const ticket = returned.searchParams.get('ticket')!;
    const rebuilt = ssoService(returned.origin, returned.pathname, returned.searchParams.get('redirect'));
    expect(rebuilt).toBe(service);
    const r = await server.call(casToken, { ticket, service: rebuilt });
    expect(r.code).toBe(0);
    expect((await server.call(getLoginUser, {}, { token: r.data.token })).data.account).toBe('booker');
  });

  it('refuses a reused ticket, storing no token', async () => {
    const ticket = await ticketFor(await loginUrlFor('/login'), 'booker');
    expect((await server.call(casToken, { ticket, service: '/login' })).code).toBe(0);
    const before = await tokenCount();
    const again = await server.call(casToken, { ticket, service: '/login' }, { lang: 'CN' });
    expect(again.code).toBe(Code.CAS_TICKET_INVALID);
    expect(again.msg).toBe('单点登录票据无效或已使用，请重新登录');
    expect(await tokenCount()).toBe(before);
    expect(await lastLoginLog()).toEqual({ account: '', user_id: null, outcome: Code.CAS_TICKET_INVALID });
  });

  it('refuses a ticket presented for another service, storing no token', async () => {
    const ticket = await ticketFor(await loginUrlFor('/login'), 'booker');
    const before = await tokenCount();
    const r = await server.call(casToken, { ticket, service: '/other' });
    expect(r.code).toBe(Code.CAS_TICKET_INVALID);
    expect(await tokenCount()).toBe(before);
  });

  it('refuses a CAS user without a local account, or with a disabled one, storing no token', async () => {
    const before = await tokenCount();
    const unknown = await server.call(casToken, {
      ticket: await ticketFor(await loginUrlFor('/login'), 'stranger'),
      service: '/login',
    });
    expect(unknown.code).toBe(Code.CAS_USER_UNKNOWN);
    expect(unknown.msg).toContain('stranger');
    expect(await lastLoginLog()).toEqual({ account: 'stranger', user_id: null, outcome: Code.CAS_USER_UNKNOWN });

    await server.query(sql`update sys_user set status = 1 where account = 'booker'`);
    try {
      const disabled = await server.call(casToken, {
        ticket: await ticketFor(await loginUrlFor('/login'), 'booker'),
        service: '/login',
      });
      expect(disabled.code).toBe(Code.ACCOUNT_DISABLED);
      expect(await lastLoginLog()).toMatchObject({ account: 'booker', outcome: Code.ACCOUNT_DISABLED });
    } finally {
      await server.query(sql`update sys_user set status = 0 where account = 'booker'`);
    }
    expect(await tokenCount()).toBe(before);
  });

  it('answers CAS_UNAVAILABLE when the CAS server cannot be reached', async () => {
    await setSetting('casServerUrl', 'http://127.0.0.1:1/cas');
    try {
      const r = await server.call(casToken, { ticket: 'ST-x', service: '/login' });
      expect([r.status, r.code]).toEqual([502, Code.CAS_UNAVAILABLE]);
    } finally {
      await setSetting('casServerUrl', cas.url);
    }
  });

  it('logs out: revokes our session and answers the CAS logout URL', async () => {
    const { token } = (
      await server.call(casToken, {
        ticket: await ticketFor(await loginUrlFor('/login'), 'booker'),
        service: '/login',
      })
    ).data;
    const r = await server.call(casLogout, { redirectUrl: '/login' }, { token });
    expect(r.code).toBe(0);
    const url = new URL(r.data.logoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${cas.url}/logout`);
    expect(url.searchParams.get('service')).toBe(`${ORIGIN}/login`);
    expect((await fetch(url)).status).toBe(200);
    expect((await server.call(getLoginUser, {}, { token })).code).toBe(Code.SESSION_REVOKED);
  });

  it('still ends the session when the logout redirect is refused', async () => {
    const { token } = (
      await server.call(casToken, {
        ticket: await ticketFor(await loginUrlFor('/login'), 'booker'),
        service: '/login',
      })
    ).data;
    const r = await server.call(casLogout, { redirectUrl: 'https://evil.example/' }, { token });
    expect(r.code).toBe(Code.CAS_SERVICE_INVALID);
    expect((await server.call(getLoginUser, {}, { token })).code).toBe(Code.SESSION_REVOKED);
  });
});

describe('serviceValidate answers', () => {
  it('reads success, failure and garbage', () => {
    expect(
      parseServiceResponse(
        '<cas:serviceResponse xmlns:cas="x"><cas:authenticationSuccess>\n' +
          '<cas:user>a&amp;b</cas:user>\n</cas:authenticationSuccess></cas:serviceResponse>',
      ),
    ).toEqual({ ok: true, user: 'a&b' });
    expect(
      parseServiceResponse(
        '<cas:serviceResponse><cas:authenticationFailure ' +
          'code="INVALID_SERVICE">no</cas:authenticationFailure></cas:serviceResponse>',
      ),
    ).toEqual({ ok: false, code: 'INVALID_SERVICE', message: 'no' });
    expect(parseServiceResponse('<html>oops</html>')).toBeNull();
    expect(
      parseServiceResponse(
        '<cas:serviceResponse><cas:authenticationSuccess></cas:authenticationSuccess></cas:serviceResponse>',
      ),
    ).toBeNull();
  });
});
