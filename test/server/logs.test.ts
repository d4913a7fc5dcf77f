/**
 * The back office's logs: /system/log/login/page and /system/log/operation/page
 * — filters, paging, newest first, times in Asia/Shanghai, localized outcomes, and
 * refusal of users without the permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { loginLogPage, operationLogPage } from '../../platform/contracts/log.contract';
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

  it('refuses users without the permission', async () => {
    for (const token of [booker, approver]) {
      const r = await server.call(operationLogPage, {}, { token });
      expect({ code: r.code, status: r.status }).toEqual({ code: Code.FORBIDDEN, status: 403 });
    }
  });
});
