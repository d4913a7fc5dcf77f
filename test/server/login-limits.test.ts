/**
 * Request limits of the public calls (server/plugins/rate-limits.ts) with small limits:
 * per address and call, per account for sign-ins, counted in the database; over a limit
 * HTTP 429 with Retry-After and a localized message, and nothing done. And TRUST_PROXY:
 * X-Forwarded-For names the client only behind a trusted proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, loginCaptcha } from '../../platform/contracts/auth.contract';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

const PER_ADDRESS = 3;
const PER_ACCOUNT = 4;

let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  const env = {
    RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
    RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    RATE_LIMIT_WINDOW_S: '60',
  };
  [server, proxied] = await Promise.all([
    startTestServer({ env }),
    startTestServer({ env: { ...env, TRUST_PROXY: '10.6.0.1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), proxied?.close()]);
});

const count = async (s: TestServer, text: ReturnType<typeof sql>) => Number((await s.one<{ n: number }>(text))!.n);

describe('per address', () => {
  it(`answers the ${PER_ADDRESS + 1}th captcha from one address with 429 and draws none`, async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await server.call(loginCaptcha, {}, { remoteAddress: ip })).code).toBe(0);
    const before = await count(server, sql`select count(*)::int as n from login_captcha`);
    const over = await server.call(loginCaptcha, {}, { remoteAddress: ip, lang: 'CN' });
    expect([over.status, over.code]).toEqual([429, Code.RATE_LIMITED]);
    const retryAfter = Number(over.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.msg).toBe(`请求过于频繁，请 ${retryAfter} 秒后再试`);
    expect(await count(server, sql`select count(*)::int as n from login_captcha`)).toBe(before);
    const [row] = await server.query<{ count: number; expires_at: Date }>(
      sql`select count, expires_at from rate_limit where key = ${`address:/gateway/system/login/captcha:${ip}`}`,
    );
    expect(Number(row!.count)).toBe(PER_ADDRESS + 1);
    expect(new Date(row!.expires_at).getTime()).toBeGreaterThan(Date.now());
    // Another address is not affected; nor is another call from the same address.
    expect((await server.call(loginCaptcha, {}, { remoteAddress: '10.5.0.2' })).code).toBe(0);
    expect((await server.call(login, DEMO.admin, { remoteAddress: ip })).code).toBe(0);
  });

  it('starts a new window once the old one has ended', async () => {
    const ip = '10.5.0.1';
    await server.query(sql`update rate_limit set expires_at = now() - interval '1 second' where key like ${`%:${ip}`}`);
    expect((await server.call(loginCaptcha, {}, { remoteAddress: ip })).code).toBe(0);
  });
});

describe('per account', () => {
  it(`refuses the ${PER_ACCOUNT + 1}th sign-in of one account from any address, before checking anything`, async () => {
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await server.call(login, DEMO.booker, { remoteAddress: `10.5.1.${i + 1}` })).code).toBe(0);
    }
    const logins = await count(server, sql`select count(*)::int as n from login_log where account = 'booker'`);
    const tokens = await count(server, sql`select count(*)::int as n from auth_token`);
    const over = await server.call(
      login,
      { account: 'BOOKER', password: DEMO.booker.password },
      { remoteAddress: '10.5.1.99' },
    );
    expect([over.status, over.code]).toEqual([429, Code.RATE_LIMITED]);
    expect(over.msg).toMatch(/^Too many requests; try again in \d+ seconds$/);
    expect(await count(server, sql`select count(*)::int as n from login_log where lower(account) = 'booker'`)).toBe(
      logins,
    );
    expect(await count(server, sql`select count(*)::int as n from auth_token`)).toBe(tokens);
    expect((await server.call(login, DEMO.approver, { remoteAddress: '10.5.1.99' })).code).toBe(0);
  });
});

describe('TRUST_PROXY', () => {
  const forwarded = { 'x-forwarded-for': '203.0.113.7' };
  const lastIp = async (s: TestServer) =>
    (await s.one<{ ip: string }>(sql`select ip from login_log order by id desc limit 1`))!.ip;

  it('ignores X-Forwarded-For without it', async () => {
    expect((await server.call(login, DEMO.approver, { remoteAddress: '10.6.0.1', headers: forwarded })).code).toBe(0);
    expect(await lastIp(server)).toBe('10.6.0.1');
  });

  it('takes the client address from X-Forwarded-For sent by a trusted proxy, and limits by it', async () => {
    expect((await proxied.call(login, DEMO.approver, { remoteAddress: '10.6.0.1', headers: forwarded })).code).toBe(0);
    expect(await lastIp(proxied)).toBe('203.0.113.7');
    // From an untrusted peer the header is ignored.
    expect((await proxied.call(login, DEMO.approver, { remoteAddress: '10.6.0.2', headers: forwarded })).code).toBe(0);
    expect(await lastIp(proxied)).toBe('10.6.0.2');
    const key = `address:/gateway/system/login/accessToken:203.0.113.7`;
    expect(
      Number((await proxied.one<{ count: number }>(sql`select count from rate_limit where key = ${key}`))!.count),
    ).toBe(1);
  });
});
