/**
 * Login hardening: account lockout and the captcha, both counted from the
 * login_log rows; captchas drawn by the server, stored hashed, single-use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableValidCode, login, loginCaptcha } from '../../platform/contracts/auth.contract';
import { Code } from '../../platform/protocol/codes';
import {
  CAPTCHA_AFTER_ACCOUNT_FAILURES,
  CAPTCHA_AFTER_ADDRESS_FAILURES,
  LOCK_AFTER_ACCOUNT_FAILURES,
  LOCK_DURATION_MS,
} from '../../server/modules/auth/login-guard.service';
import { drawCaptcha, hashAnswer, randomCode } from '../../server/modules/auth/captcha.service';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const outcomesOf = async (account: string) =>
  (
    await server.query<{ outcome: number }>(sql`select outcome from login_log where account = ${account} order by id`)
  ).map((r) => r.outcome);

/**
 * A fresh captcha and an answer, as login fields. The image cannot be read, so the test
 * stores the hash of an answer of its own for the captcha's reqNo.
 */
async function solvedCaptcha(remoteAddress: string): Promise<{ validCodeReqNo: string; validCode: string }> {
  const r = await server.call(loginCaptcha, {}, { remoteAddress });
  expect(r.code).toBe(0);
  const answer = 'K7PQ';
  await server.query(
    sql`update login_captcha set answer_hash = ${hashAnswer(r.data.reqNo, answer)} where req_no = ${r.data.reqNo}`,
  );
  return { validCodeReqNo: r.data.reqNo, validCode: answer };
}

const needsCaptcha = async (remoteAddress: string, account?: string) =>
  (await server.call(enableValidCode, account ? { account } : {}, { remoteAddress })).data;

/** One failed sign-in (wrong password), with a solved captcha when the server asks for one. */
async function failOnce(account: string, remoteAddress: string): Promise<void> {
  const captcha = (await needsCaptcha(remoteAddress, account)) ? await solvedCaptcha(remoteAddress) : {};
  const r = await server.call(login, { account, password: 'Wrong#Pass1', ...captcha }, { remoteAddress });
  expect(r.code).toBe(Code.LOGIN_FAILED);
}

describe('captcha image', () => {
  it('draws the characters as paths over noise: no <text>, the answer nowhere in the SVG', () => {
    for (let i = 0; i < 50; i++) {
      const code = randomCode();
      const svg = drawCaptcha(code);
      expect(svg).not.toMatch(/<text|font-family/);
      expect(svg).not.toContain(code);
      expect(svg.toUpperCase()).not.toContain(code);
      // one path per character, besides the noise curves and strokes (11)
      expect(svg.match(/<path /g)).toHaveLength(code.length + 11);
      expect(svg.match(/<circle /g)!.length).toBeGreaterThan(10);
    }
  });

  it('is an SVG data URL without text, stored only as a hash', async () => {
    const r = await server.call(loginCaptcha, {});
    expect(r.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(r.data.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*>.*<path d="M[^"]+Q/);
    expect(svg).not.toContain('<text');
    const [row] = await server.query<{ answer_hash: string; used_at: string | null; expires_at: Date }>(
      sql`select answer_hash, used_at, expires_at from login_captcha where req_no = ${r.data.reqNo}`,
    );
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.used_at).toBeNull();
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('lockout', () => {
  const ip = '10.0.1.1';

  it(`locks an account after ${LOCK_AFTER_ACCOUNT_FAILURES} failures, even for the right password`, async () => {
    for (let i = 0; i < LOCK_AFTER_ACCOUNT_FAILURES; i++) await failOnce('booker', ip);
    const captcha = await solvedCaptcha(ip);
    const r = await server.call(login, { ...DEMO.booker, ...captcha }, { remoteAddress: ip });
    expect(r.code).toBe(Code.ACCOUNT_LOCKED);
    const [{ newest }] = await server.query<{ newest: Date }>(
      sql`select max(created_at) as newest from login_log where account = 'booker' and outcome = ${Code.LOGIN_FAILED}`,
    );
    const until = new Date(new Date(newest).getTime() + LOCK_DURATION_MS);
    expect(r.msg).toContain(until.toISOString());
    // from another address as well
    const elsewhere = await server.call(login, DEMO.booker, { remoteAddress: '10.0.1.99' });
    expect(elsewhere.code).toBe(Code.ACCOUNT_LOCKED);
    expect(await outcomesOf('booker')).toEqual([
      ...Array<number>(LOCK_AFTER_ACCOUNT_FAILURES).fill(Code.LOGIN_FAILED),
      Code.ACCOUNT_LOCKED,
      Code.ACCOUNT_LOCKED,
    ]);
    const tokens = await server.query(
      sql`select t.id from auth_token t join sys_user u on u.id = t.user_id where u.account = 'booker'`,
    );
    expect(tokens).toHaveLength(0);
  });

  it('counts the account case-insensitively', async () => {
    const r = await server.call(
      login,
      { account: 'BOOKER', password: DEMO.booker.password },
      { remoteAddress: '10.0.1.98' },
    );
    expect(r.code).toBe(Code.ACCOUNT_LOCKED);
  });

  it('lifts the lock once the failures are older than the lock period', async () => {
    await server.query(sql`update login_log set created_at = created_at - make_interval(secs =>
      ${LOCK_DURATION_MS / 1000 + 1})
      where lower(account) = 'booker'`);
    const r = await server.call(login, DEMO.booker, { remoteAddress: '10.0.1.97' });
    expect(r.code).toBe(0);
    expect((await outcomesOf('booker')).at(-1)).toBe(Code.OK);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    await failOnce('booker', '10.0.1.2');
    await failOnce('booker', '10.0.1.3');
    expect(await needsCaptcha('10.0.1.4', 'booker')).toBe(false);
  });
});

describe('captcha switch', () => {
  it(`turns on for an address after ${CAPTCHA_AFTER_ADDRESS_FAILURES} failures of any accounts`, async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < CAPTCHA_AFTER_ADDRESS_FAILURES - 1; i++) await failOnce(`ghost${i}`, ip);
    expect(await needsCaptcha(ip)).toBe(false);
    await failOnce('ghost-last', ip);
    expect(await needsCaptcha(ip)).toBe(true);
    expect(await needsCaptcha(ip, 'admin')).toBe(true);
    expect(await needsCaptcha('10.0.2.2')).toBe(false);
    const r = await server.call(login, DEMO.admin, { remoteAddress: ip });
    expect(r.code).toBe(Code.CAPTCHA_REQUIRED);
    expect(await outcomesOf('admin')).toEqual([Code.CAPTCHA_REQUIRED]);
  });

  it(`turns on for an account after ${CAPTCHA_AFTER_ACCOUNT_FAILURES} failures from any addresses`, async () => {
    for (let i = 0; i < CAPTCHA_AFTER_ACCOUNT_FAILURES - 1; i++) await failOnce('approver', `10.0.3.${i + 1}`);
    expect(await needsCaptcha('10.0.3.50', 'approver')).toBe(false);
    await failOnce('approver', '10.0.3.40');
    expect(await needsCaptcha('10.0.3.50', 'approver')).toBe(true);
    expect(await needsCaptcha('10.0.3.50')).toBe(false);
    expect(await needsCaptcha('10.0.3.50', 'admin')).toBe(false);
    const r = await server.call(login, DEMO.approver, { remoteAddress: '10.0.3.50' });
    expect(r.code).toBe(Code.CAPTCHA_REQUIRED);
  });
});

describe('captcha on login', () => {
  const ip = '10.0.2.1'; // needs a captcha after the address test above

  it('refuses a missing, then a wrong code, then signs in with the right one', async () => {
    const captcha = await solvedCaptcha(ip);
    const missing = await server.call(
      login,
      { ...DEMO.admin, validCodeReqNo: captcha.validCodeReqNo },
      { remoteAddress: ip },
    );
    expect(missing.code).toBe(Code.CAPTCHA_REQUIRED);
    const wrong = await server.call(login, { ...DEMO.admin, ...captcha, validCode: 'ZZZZZZ' }, { remoteAddress: ip });
    expect(wrong.code).toBe(Code.CAPTCHA_WRONG);
    const fresh = await solvedCaptcha(ip);
    const right = await server.call(
      login,
      { ...DEMO.admin, ...fresh, validCode: fresh.validCode.toLowerCase() },
      { remoteAddress: ip },
    );
    expect(right.code).toBe(0);
    expect(await outcomesOf('admin')).toEqual([
      Code.CAPTCHA_REQUIRED,
      Code.CAPTCHA_REQUIRED,
      Code.CAPTCHA_WRONG,
      Code.OK,
    ]);
  });

  it('spends a captcha on first use, whether the login succeeded or was refused', async () => {
    const used = await solvedCaptcha(ip);
    expect((await server.call(login, { ...DEMO.admin, ...used }, { remoteAddress: ip })).code).toBe(0);
    expect((await server.call(login, { ...DEMO.admin, ...used }, { remoteAddress: ip })).code).toBe(Code.CAPTCHA_WRONG);

    const refused = await solvedCaptcha(ip);
    const r = await server.call(
      login,
      { account: 'admin', password: 'Wrong#Pass1', ...refused },
      { remoteAddress: ip },
    );
    expect(r.code).toBe(Code.LOGIN_FAILED);
    const [row] = await server.query<{ used_at: Date | null }>(
      sql`select used_at from login_captcha where req_no = ${refused.validCodeReqNo}`,
    );
    expect(row.used_at).not.toBeNull();
    expect((await server.call(login, { ...DEMO.admin, ...refused }, { remoteAddress: ip })).code).toBe(
      Code.CAPTCHA_WRONG,
    );
  });

  it('refuses an expired or unknown captcha', async () => {
    const old = await solvedCaptcha(ip);
    await server.query(
      sql`update login_captcha set expires_at = now() - interval '1 second' where req_no = ${old.validCodeReqNo}`,
    );
    expect((await server.call(login, { ...DEMO.admin, ...old }, { remoteAddress: ip })).code).toBe(Code.CAPTCHA_WRONG);
    const unknown = await server.call(
      login,
      { ...DEMO.admin, validCodeReqNo: 'nope', validCode: 'ABCD' },
      { remoteAddress: ip },
    );
    expect(unknown.code).toBe(Code.CAPTCHA_WRONG);
  });
});
