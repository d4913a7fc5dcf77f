/**
 * Lockout under concurrent guesses: the sign-ins of one account run one at a time
 * (check, verify, record), so a burst of guesses verifies at most the lockout threshold
 * and the right password gets no token once the account is locked. And the upgrade of old
 * password hashes at sign-in. This file runs with the production scrypt cost.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../platform/contracts/auth.contract';
import { Code } from '../../platform/protocol/codes';
import { hashAnswer } from '../../server/modules/auth/captcha.service';
import { LOCK_AFTER_ACCOUNT_FAILURES } from '../../server/modules/auth/login-guard.service';
import { needsRehash, PASSWORD_COST, verifyPassword } from '../../server/modules/auth/password.service';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // The sign-ins of one account wait for each other on an advisory lock, and each verification takes the
  // production scrypt cost: on a loaded machine the last of a burst can wait past the default 30 s statement
  // limit (answered 503, not recorded), so this file lifts the limit.
  server = await startTestServer({
    poolSize: 20,
    productionPasswordCost: true,
    env: { DB_STATEMENT_TIMEOUT_MS: '0' },
  });
});
afterAll(async () => {
  await server?.close();
});

const GUESSES = 50;

/** A stored captcha whose answer the test knows (so every guess reaches the password check). */
async function knownCaptcha(): Promise<{ validCodeReqNo: string; validCode: string }> {
  const reqNo = randomBytes(18).toString('base64url');
  await server.query(sql`insert into login_captcha (req_no, answer_hash, expires_at)
    values (${reqNo}, ${hashAnswer(reqNo, 'ABCD')}, now() + interval '5 minutes')`);
  return { validCodeReqNo: reqNo, validCode: 'ABCD' };
}

/** `GUESSES` concurrent sign-ins of `account`; guess i uses the right password when `right(i)`. */
async function burst(account: string, password: string, right: (i: number) => boolean) {
  const captchas = await Promise.all(Array.from({ length: GUESSES }, knownCaptcha));
  return Promise.all(
    captchas.map((captcha, i) =>
      server.call(
        login,
        {
          account,
          password: right(i) ? password : `Wrong#${i}x`,
          ...captcha,
        },
        { remoteAddress: `10.9.${i}.1` },
      ),
    ),
  );
}

/** The stored outcomes of `account`, in the order they were recorded. */
const outcomesOf = async (account: string) =>
  (
    await server.query<{ outcome: number }>(sql`select outcome from login_log where account = ${account} order by id`)
  ).map((r) => r.outcome);

/** Tokens stored for `account`. */
const tokensOf = async (account: string) =>
  server.query(sql`select t.id from auth_token t join sys_user u on u.id = t.user_id where u.account = ${account}`);

describe('concurrent guesses against one account', () => {
  it(`verify at most ${LOCK_AFTER_ACCOUNT_FAILURES} wrong passwords, the rest answer locked`, async () => {
    const results = await burst('booker', DEMO.booker.password, () => false);
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === Code.LOGIN_FAILED)).toHaveLength(LOCK_AFTER_ACCOUNT_FAILURES);
    expect(codes.filter((c) => c === Code.ACCOUNT_LOCKED)).toHaveLength(GUESSES - LOCK_AFTER_ACCOUNT_FAILURES);
    const stored = await outcomesOf('booker');
    expect(stored.filter((c) => c === Code.LOGIN_FAILED)).toHaveLength(LOCK_AFTER_ACCOUNT_FAILURES);
    expect(stored.slice(LOCK_AFTER_ACCOUNT_FAILURES).every((c) => c === Code.ACCOUNT_LOCKED)).toBe(true);
    expect(await tokensOf('booker')).toHaveLength(0);
  });

  it('give the right password no token once the failures lock the account', async () => {
    const results = await burst('approver', DEMO.approver.password, (i) => i % 10 === 9);
    const allowed: number[] = [Code.OK, Code.LOGIN_FAILED, Code.ACCOUNT_LOCKED];
    expect(results.every((r) => allowed.includes(r.code))).toBe(true);
    const stored = await outcomesOf('approver');
    expect(stored).toHaveLength(GUESSES);
    // Walk the attempts in the order they were stored: a success resets the count, and no
    // success (nor any further verification) happens once the count reached the threshold.
    let failures = 0;
    for (const outcome of stored) {
      if (outcome === Code.OK) {
        expect(failures).toBeLessThan(LOCK_AFTER_ACCOUNT_FAILURES);
        failures = 0;
      } else if (outcome === Code.LOGIN_FAILED) {
        failures += 1;
        expect(failures).toBeLessThanOrEqual(LOCK_AFTER_ACCOUNT_FAILURES);
      } else {
        expect(outcome).toBe(Code.ACCOUNT_LOCKED);
        expect(failures).toBe(LOCK_AFTER_ACCOUNT_FAILURES);
      }
    }
    const granted = results.filter((r) => r.code === 0).length;
    expect(granted).toBe(stored.filter((c) => c === Code.OK).length);
    expect(await tokensOf('approver')).toHaveLength(granted * 2);
  });
});

describe('password hashes', () => {
  it('replace a hash of the first form (N = 2^14) at the next sign-in, at the current cost', async () => {
    // The first stored form, as the server wrote it before: scrypt$N$r$p$salt$key (base64).
    const salt = randomBytes(16);
    const key = scryptSync(DEMO.admin.password, salt, 64, { N: 16384, r: 8, p: 1 });
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await server.query(sql`update sys_user set password_hash = ${old} where account = 'admin'`);
    expect((await server.call(login, DEMO.admin)).code).toBe(0);
    const upgraded = (await server.one<{ password_hash: string }>(
      sql`select password_hash from sys_user where account = 'admin'`,
    ))!.password_hash;
    expect(upgraded).not.toBe(old);
    expect(upgraded).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(await verifyPassword(DEMO.admin.password, upgraded)).toBe(true);
    expect(needsRehash(upgraded)).toBe(false);
    // Signing in again works and keeps the hash.
    expect((await server.call(login, DEMO.admin)).code).toBe(0);
    expect(
      (await server.one<{ password_hash: string }>(sql`select password_hash from sys_user where account = 'admin'`))!
        .password_hash,
    ).toBe(upgraded);
    expect((await server.call(login, { account: 'admin', password: 'Admin@124' })).code).toBe(Code.LOGIN_FAILED);
  });
});
