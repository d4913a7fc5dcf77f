/**
 * The back office's logs: /system/log/login/page and /system/log/operation/page
 * — filters, paging, newest first, times in Asia/Shanghai, localized outcomes, operation
 * summaries in the reader's language (and rows written before summaries had keys in their
 * stored text), and refusal of users without the permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { loginLogPage, operationLogPage } from '../../platform/contracts/log.contract';
import { updateMessageType } from '../../platform/contracts/message.contract';
import { userResetPwd } from '../../platform/contracts/org.contract';
import { favoriteGroupsSave } from '../../platform/contracts/people.contract';
import type { Lang } from '../../platform/i18n/languages';
import { encryptBody } from '../../platform/protocol/cipher';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
let approver: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  approver = (await server.login(DEMO.approver)).token;
  // Arranged history on known days (Shanghai = UTC+8): 2026-01-10 and 2026-01-11.
  await server.query(sql`
    insert into login_log (account, ip, user_agent, outcome, created_at) values
      ('alice', '10.0.0.1', 'UA-1', 0, '2026-01-10T01:00:00Z'),
      ('alice', '10.0.0.1', 'UA-1', ${Code.LOGIN_FAILED}, '2026-01-10T15:59:00Z'),
      ('Alice', '10.0.0.2', 'UA-2', 0, '2026-01-10T16:00:00Z'),
      ('bob', '10.0.0.3', null, ${Code.LOGIN_FAILED}, '2026-01-11T03:00:00Z')`);
  await server.query(sql`
    insert into operation_log (account, method, path, summary, input, before, after, ip, created_at) values
      ('alice', 'POST', '/api/reserve/addReserve', 'Book', '{"siteId":1}', null, '{"id":7}', '10.0.0.1',
        '2026-01-10T02:00:00Z'),
      ('bob', 'POST', '/api/reserve/cancelReserveBatch', 'Cancel', '{"ids":[7]}', '[{"id":7,"status":"approved"}]',
        '[{"id":7,"status":"cancelled"}]', '10.0.0.3', '2026-01-11T02:00:00Z')`);
});
afterAll(async () => {
  await server?.close();
});

describe('login log', () => {
  const arranged = { dateFrom: '2026-01-10', dateTo: '2026-01-11' };

  it('lists attempts newest first, with Shanghai times and localized outcomes', async () => {
    const r = await server.call(loginLogPage, arranged, { token: admin, lang: 'EN' });
    expect(r.code).toBe(0);
    expect(r.data.total).toBe(4);
    expect(r.data.rows.map((x) => [x.account, x.createdAt])).toEqual([
      ['bob', '2026-01-11T11:00:00+08:00'],
      ['Alice', '2026-01-11T00:00:00+08:00'],
      ['alice', '2026-01-10T23:59:00+08:00'],
      ['alice', '2026-01-10T09:00:00+08:00'],
    ]);
    expect(r.data.rows[0]).toMatchObject({ ip: '10.0.0.3', userAgent: null, outcome: Code.LOGIN_FAILED });
    expect(r.data.rows[0].outcomeText).toMatch(/\S/);
    expect(r.data.rows[0].outcomeText).not.toBe(r.data.rows[1].outcomeText);
  });

  it('filters by the Shanghai day, account (case-insensitive, contained) and outcome', async () => {
    const day10 = await server.call(loginLogPage, { dateFrom: '2026-01-10', dateTo: '2026-01-10' }, { token: admin });
    expect(day10.data.rows.map((x) => x.createdAt)).toEqual(['2026-01-10T23:59:00+08:00', '2026-01-10T09:00:00+08:00']);
    const alice = await server.call(loginLogPage, { ...arranged, account: 'LIC' }, { token: admin });
    expect(alice.data.rows.map((x) => x.account)).toEqual(['Alice', 'alice', 'alice']);
    const failures = await server.call(loginLogPage, { ...arranged, outcome: 'failure' }, { token: admin });
    expect(failures.data.rows.map((x) => x.account)).toEqual(['bob', 'alice']);
    const successes = await server.call(loginLogPage, { account: 'alice', outcome: 'success' }, { token: admin });
    expect(successes.data.rows.map((x) => x.outcome)).toEqual([0, 0]);
    const bad = await server.call(loginLogPage, { outcome: 'maybe' as never }, { token: admin });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });

  it('pages', async () => {
    const p2 = await server.call(loginLogPage, { ...arranged, pageNo: 2, pageSize: 3 }, { token: admin });
    expect(p2.data).toMatchObject({ total: 4, pageNo: 2, pageSize: 3 });
    expect(p2.data.rows.map((x) => x.createdAt)).toEqual(['2026-01-10T09:00:00+08:00']);
  });

  it('holds the real logins of this test, newest first', async () => {
    const r = await server.call(loginLogPage, { pageSize: 3 }, { token: admin });
    expect(r.data.rows.map((x) => [x.account, x.outcome])).toEqual([
      ['approver', 0],
      ['booker', 0],
      ['admin', 0],
    ]);
  });

  it('refuses users without the permission', async () => {
    for (const token of [booker, approver]) {
      const r = await server.call(loginLogPage, {}, { token });
      expect({ code: r.code, status: r.status }).toEqual({ code: Code.FORBIDDEN, status: 403 });
    }
  });
});

describe('operation log', () => {
  it('lists calls newest first with their snapshots, filtered by account, path and day', async () => {
    const all = await server.call(operationLogPage, { dateFrom: '2026-01-10', dateTo: '2026-01-11' }, { token: admin });
    expect(all.data.total).toBe(2);
    expect(all.data.rows[0]).toEqual({
      id: expect.any(Number),
      account: 'bob',
      method: 'POST',
      path: '/api/reserve/cancelReserveBatch',
      summary: 'Cancel',
      input: { ids: [7] },
      before: [{ id: 7, status: 'approved' }],
      after: [{ id: 7, status: 'cancelled' }],
      ip: '10.0.0.3',
      createdAt: '2026-01-11T10:00:00+08:00',
    });
    expect(all.data.rows[1]).toMatchObject({ account: 'alice', before: null, after: { id: 7 } });
    const byPath = await server.call(operationLogPage, { path: 'addreserve', dateTo: '2026-01-31' }, { token: admin });
    expect(byPath.data.rows.map((x) => x.account)).toEqual(['alice']);
    const byAccount = await server.call(operationLogPage, { account: 'BOB', dateFrom: '2026-01-01' }, { token: admin });
    expect(byAccount.data.rows.map((x) => x.path)).toEqual(['/api/reserve/cancelReserveBatch']);
    const day10 = await server.call(
      operationLogPage,
      { dateFrom: '2026-01-10', dateTo: '2026-01-10' },
      { token: admin },
    );
    expect(day10.data.rows.map((x) => x.account)).toEqual(['alice']);
    const p2 = await server.call(
      operationLogPage,
      { dateFrom: '2026-01-10', pageNo: 2, pageSize: 1 },
      { token: admin },
    );
    expect(p2.data).toMatchObject({ total: expect.any(Number), pageNo: 2, pageSize: 1 });
    expect(p2.data.rows).toHaveLength(1);
  });

  it('shows a call made through the gateway at the top', async () => {
    await server.call(cancelReserveBatch, { ids: [999999] }, { token: admin });
    const done = await server.call(operationLogPage, { pageSize: 1 }, { token: admin });
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int as n from operation_log`);
    expect(done.data.total).toBe(n);
    expect(done.data.rows[0].createdAt > '2026-01-12').toBe(true);
  });

  /** The summary of the newest row in each language. */
  async function newestSummaries(): Promise<Record<Lang, string>> {
    const out = {} as Record<Lang, string>;
    for (const lang of ['CN', 'EN', 'TC'] as const) {
      const r = await server.call(operationLogPage, { pageSize: 1 }, { token: admin, lang });
      expect(r.code).toBe(0);
      out[lang] = r.data.rows[0].summary;
    }
    return out;
  }

  it("shows a handler's summary in the reader's language, its parameters filled", async () => {
    const id = await server.idOf(sql`select id from sys_user where account = 'catering'`);
    const pwd = encryptBody(DEMO.catering.password, server.config.appKey);
    const reset = await server.call(userResetPwd, { id, newPassword: pwd, repeatPassword: pwd }, { token: admin });
    expect(reset.code).toBe(0);
    expect(await newestSummaries()).toEqual({
      CN: '重置 catering 的密码',
      EN: 'Reset the password of catering',
      TC: '重置 catering 的密碼',
    });
    const [stored] = await server.query(
      sql`select summary, summary_key, summary_params from operation_log order by id desc limit 1`,
    );
    expect(stored).toEqual({
      summary: 'Reset the password of catering',
      summary_key: 'done.passwordReset',
      summary_params: { account: 'catering' },
    });
  });

  it('picks the plural form of a counted summary in each language', async () => {
    // Another user's (or no) message: nothing is marked, and the log says so.
    expect((await server.call(updateMessageType, { ids: [999999] }, { token: admin })).code).toBe(0);
    expect(await newestSummaries()).toEqual({
      CN: '将 0 条消息标为已读',
      EN: 'Marked 0 messages read',
      TC: '將 0 條訊息標為已讀',
    });
  });

  it("shows the call's own summary when the handler gives none", async () => {
    const saved = await server.call(favoriteGroupsSave, { name: 'Log readers' }, { token: admin });
    expect(saved.code).toBe(0);
    expect(await newestSummaries()).toEqual({
      CN: '新增常用组',
      EN: 'Added a favourite group',
      TC: '新增常用組',
    });
  });

  it('shows rows written before summaries had keys in their stored text, in every language', async () => {
    for (const lang of ['CN', 'EN', 'TC'] as const) {
      const r = await server.call(operationLogPage, { dateTo: '2026-01-31' }, { token: admin, lang });
      expect(r.data.rows.map((x) => x.summary)).toEqual(['Cancel', 'Book']);
    }
  });

  it("searches summaries in the reader's language, the stored English text and old rows' text", async () => {
    const today = { dateFrom: '2026-01-12' };
    const accountsOf = async (summary: string, lang: Lang) => {
      const r = await server.call(operationLogPage, { ...today, summary }, { token: admin, lang });
      expect(r.code).toBe(0);
      return r.data.rows.map((x) => x.summary);
    };
    expect(await accountsOf('重置', 'CN')).toEqual(['重置 catering 的密码']);
    expect(await accountsOf('重置', 'TC')).toEqual(['重置 catering 的密碼']);
    // A parameter's value is found in the stored English text, whatever the language.
    expect(await accountsOf('CATERING', 'CN')).toEqual(['重置 catering 的密码']);
    // The names of parameters are no text: "account" is not in the reset's summary.
    expect(await accountsOf('account', 'CN')).not.toContain('重置 catering 的密码');
    // In another language the CN text is not searched.
    expect(await accountsOf('重置', 'EN')).toEqual([]);
    const old = await server.call(operationLogPage, { dateTo: '2026-01-31', summary: 'BOO' }, { token: admin });
    expect(old.data.rows.map((x) => x.account)).toEqual(['alice']);
  });

  it('refuses users without the permission', async () => {
    for (const token of [booker, approver]) {
      const r = await server.call(operationLogPage, {}, { token });
      expect({ code: r.code, status: r.status }).toEqual({ code: Code.FORBIDDEN, status: 403 });
    }
  });
});
