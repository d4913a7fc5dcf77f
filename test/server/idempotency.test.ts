/**
 * Idempotency keys of booking POSTs (server/plugins/idempotency.ts): a retry with
 * the same key by the same user within 24 h gets the first answer and runs nothing; the
 * key is claimed inside the call's transaction, so concurrent retries book once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReserve, cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let booker: string;
let approver: string;
/** A capacity site (capacity 10): without the key every retry would book again. */
let hall: number;
/** A single site. */
let court: number;

beforeAll(async () => {
  server = await startTestServer();
  [booker, approver] = await Promise.all(
    [DEMO.booker, DEMO.approver].map((who) => server.login(who).then((p) => p.token)),
  );
  const rows = await server.query<{ id: number; name: string }>(
    sql`select id, name_en as name from site where name_en in ('Badminton Court 7', 'Badminton Court 8')`,
  );
  court = rows.find((r) => r.name === 'Badminton Court 7')!.id;
  hall = rows.find((r) => r.name === 'Badminton Court 8')!.id;
  await server.query(sql`update site set kind = 'capacity', capacity = 10 where id = ${hall}`);
});
afterAll(async () => {
  await server?.close();
});

const date = shanghaiDate(1);
const withKey = (token: string, key: string) => ({ token, headers: { 'Idempotency-Key': key } });
const count = async (table: 'reservation' | 'idempotency_key', where = sql`true`) =>
  (await server.query<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0].n;
const bookingsOf = (siteId: number) => count('reservation', sql`site_id = ${siteId} and status <> 'cancelled'`);

describe('idempotency keys', () => {
  it('answers a retry with the same key with the first answer and books once', async () => {
    const input = { siteId: hall, start: at(date, '09:00'), end: at(date, '10:00') };
    const first = await server.call(addReserve, input, withKey(booker, 'key-same-1'));
    const retry = await server.call(addReserve, input, withKey(booker, 'key-same-1'));
    expect(first.code).toBe(0);
    expect(retry.code).toBe(0);
    expect(retry.data).toEqual(first.data);
    expect(await bookingsOf(hall)).toBe(1);
    expect(await count('idempotency_key', sql`key = 'key-same-1'`)).toBe(1);
    const logs = await server.query<{ n: number }>(
      sql`select count(*)::int as n from operation_log where path = '/api/reserve/addReserve'`,
    );
    expect(logs[0].n).toBe(1);
  });

  it('runs again for a different key, and keeps each user key apart', async () => {
    const input = { siteId: hall, start: at(date, '10:00'), end: at(date, '11:00') };
    const a = await server.call(addReserve, input, withKey(booker, 'key-a'));
    const b = await server.call(addReserve, input, withKey(booker, 'key-b'));
    const other = await server.call(addReserve, input, withKey(approver, 'key-a'));
    expect([a.code, b.code, other.code]).toEqual([0, 0, 0]);
    expect(new Set([a.data.id, b.data.id, other.data.id]).size).toBe(3);
    expect(other.data.account).toBe('approver');
    expect(await count('reservation', sql`site_id = ${hall} and start_at = ${input.start}::timestamptz`)).toBe(3);
  });

  it('books once when identical retries arrive together', async () => {
    const input = { siteId: hall, start: at(date, '12:00'), end: at(date, '13:00') };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.call(addReserve, input, withKey(booker, 'key-burst'))),
    );
    expect(answers.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(new Set(answers.map((r) => r.data.id)).size).toBe(1);
    expect(await count('reservation', sql`site_id = ${hall} and start_at = ${input.start}::timestamptz`)).toBe(1);
  });

  it('replays a refusal even after the cause has gone; a new key runs again', async () => {
    const input = { siteId: court, start: at(date, '14:00'), end: at(date, '15:00') };
    const blocker = await server.call(addReserve, input, { token: approver });
    const refused = await server.call(addReserve, input, withKey(booker, 'key-refused'));
    expect(refused.code).toBe(Code.SLOT_TAKEN);
    expect((await server.call(cancelReserveBatch, { ids: [blocker.data.id] }, { token: approver })).code).toBe(0);
    const replayed = await server.call(addReserve, input, withKey(booker, 'key-refused'));
    expect(replayed.status).toBe(409);
    expect({ code: replayed.code, msg: replayed.msg }).toEqual({ code: refused.code, msg: refused.msg });
    expect(await bookingsOf(court)).toBe(0);
    expect((await server.call(addReserve, input, withKey(booker, 'key-refused-2'))).code).toBe(0);
    expect(await bookingsOf(court)).toBe(1);
  });

  it('makes cancelling idempotent: the retry answers the first count instead of refusing', async () => {
    const made = await server.call(
      addReserve,
      { siteId: court, start: at(date, '16:00'), end: at(date, '17:00') },
      { token: booker },
    );
    const first = await server.call(cancelReserveBatch, { ids: [made.data.id] }, withKey(booker, 'key-cancel'));
    const retry = await server.call(cancelReserveBatch, { ids: [made.data.id] }, withKey(booker, 'key-cancel'));
    const unkeyed = await server.call(cancelReserveBatch, { ids: [made.data.id] }, { token: booker });
    expect([first.code, first.data, retry.code, retry.data]).toEqual([0, { cancelled: 1 }, 0, { cancelled: 1 }]);
    expect(unkeyed.code).toBe(Code.ACTION_NOT_ALLOWED);
  });

  it('refuses a malformed key before running and stores nothing', async () => {
    const input = { siteId: hall, start: at(date, '18:00'), end: at(date, '19:00') };
    const before = await count('idempotency_key');
    for (const key of ['x'.repeat(65), 'has space', 'ключ']) {
      const r = await server.call(addReserve, input, withKey(booker, key));
      expect(r.code).toBe(Code.BAD_REQUEST);
    }
    expect(await count('idempotency_key')).toBe(before);
    expect(await count('reservation', sql`site_id = ${hall} and start_at = ${input.start}::timestamptz`)).toBe(0);
  });

  it('forgets a key after 24 h and deletes old keys when storing a new one', async () => {
    const input = { siteId: hall, start: at(date, '20:00'), end: at(date, '21:00') };
    const first = await server.call(addReserve, input, withKey(booker, 'key-old'));
    await server.query(
      sql`update idempotency_key set created_at = now() - interval '25 hours' where key in ('key-old', 'key-a')`,
    );
    const again = await server.call(addReserve, input, withKey(booker, 'key-old'));
    expect(again.code).toBe(0);
    expect(again.data.id).not.toBe(first.data.id);
    expect(await count('idempotency_key', sql`key = 'key-a'`)).toBe(0);
    expect(await count('idempotency_key', sql`key = 'key-old' and created_at > now() - interval '1 hour'`)).toBe(1);
  });
});
