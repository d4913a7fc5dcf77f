/**
 * Lockout under concurrent guesses: the sign-ins of one account run one at a time
 * (check, verify, record), so a burst of guesses verifies at most the lockout threshold
 * and the right password gets no token once the account is locked.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../platform/contracts/auth.contract';
import { Code } from '../../platform/protocol/codes';
import { hashAnswer } from '../../server/modules/auth/captcha.service';
import { LOCK_AFTER_ACCOUNT_FAILURES } from '../../server/modules/auth/login-guard.service';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ poolSize: 20 }); });
afterAll(async () => { await server?.close(); });

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
  return Promise.all(captchas.map((captcha, i) => server.call(login, {
    account, password: right(i) ? password : `Wrong#${i}x`, ...captcha,
  }, { remoteAddress: `10.9.${i}.1` })));
}

/** The stored outcomes of `account`, in the order they were recorded. */
const outcomesOf = async (account: string) =>
  (await server.query<{ outcome: number }>(sql`select outcome from login_log where account = ${account} order by id`))
    .map((r) => r.outcome);

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
