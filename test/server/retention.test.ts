/**
 * Retention (server/jobs/retention.job.ts): login and operation logs older than
 * LOG_RETENTION_DAYS are deleted and newer ones kept, in batches; tokens that expired
 * more than 7 days ago are deleted, while live tokens and recently expired ones (which
 * still answer TOKEN_EXPIRED, so the client refreshes) are kept.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Code } from '../../platform/protocol/codes';
import { messageUnreadCount } from '../../platform/contracts/message.contract';
import { hashToken } from '../../server/modules/auth/token.service';
import { retentionJob, runRetention } from '../../server/jobs/retention.job';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DAY = 86_400_000;
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

it('deletes the logs older than the retention period, in batches, and keeps the newer ones', async () => {
  await server.query(sql`delete from login_log`);
  await server.query(sql`delete from operation_log`);
  for (const [days, tag] of [
    [400, 'old'],
    [366, 'old'],
    [366, 'old'],
    [364, 'kept'],
    [40, 'kept'],
    [0, 'kept'],
  ] as const) {
    await server.query(
      sql`insert into login_log (account, outcome, created_at) values (${tag}, 0, ${ago(days)}::timestamptz)`,
    );
    await server.query(sql`insert into operation_log (method, path, summary, created_at) values ('POST', '/x', ${tag},
        ${ago(days)}::timestamptz)`);
  }
  expect(await runRetention(server.db, now, { logRetentionDays: 365 }, 2)).toMatchObject({
    loginLog: 3,
    operationLog: 3,
  });
  expect((await server.query<{ account: string }>(sql`select account from login_log`)).map((r) => r.account)).toEqual([
    'kept',
    'kept',
    'kept',
  ]);
  expect(
    (await server.query<{ summary: string }>(sql`select summary from operation_log`)).map((r) => r.summary),
  ).toEqual(['kept', 'kept', 'kept']);

  // A shorter period (LOG_RETENTION_DAYS=30) through the job.
  expect(await retentionJob({ logRetentionDays: 30 }).run(server.db, now)).toBe(4);
  expect(await server.query(sql`select id from login_log`)).toHaveLength(1);
  expect(await server.query(sql`select id from operation_log`)).toHaveLength(1);
});

it('deletes tokens expired for more than 7 days, and keeps live and recently expired ones', async () => {
  const { token: live } = await server.login(DEMO.booker);
  const userId = await server.idOf(sql`select id from sys_user where account = 'booker'`);
  const insert = (name: string, expiresAt: string) =>
    server.query(sql`insert into auth_token (token_hash, kind, user_id, family, expires_at)
    values (${hashToken(name)}, 'access', ${userId}, 'test-family', ${expiresAt}::timestamptz)`);
  await insert('long-expired', ago(8));
  await insert('expired-long-ago', ago(30));
  await insert('just-expired', ago(1 / 24));

  expect((await runRetention(server.db, now, { logRetentionDays: 365 })).authToken).toBe(2);
  const left = await server.query<{ token_hash: string }>(sql`select token_hash from auth_token`);
  const hashes = left.map((r) => r.token_hash);
  expect(hashes).toEqual(expect.arrayContaining([hashToken(live), hashToken('just-expired')]));
  expect(hashes).not.toContain(hashToken('long-expired'));
  expect(hashes).not.toContain(hashToken('expired-long-ago'));
  // The live session works; the recently expired token still says "expired" (the client refreshes).
  expect((await server.call(messageUnreadCount, {}, { token: live })).code).toBe(0);
  expect((await server.call(messageUnreadCount, {}, { token: 'just-expired' })).code).toBe(Code.TOKEN_EXPIRED);
  expect((await server.call(messageUnreadCount, {}, { token: 'long-expired' })).code).toBe(Code.TOKEN_INVALID);
});
