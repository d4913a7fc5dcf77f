/**
 * No double booking by construction (DESIGN.md §6): 50 simultaneous bookings of one
 * slot → exactly one succeeds, 49 get SLOT_TAKEN, the table holds one row. On
 * PostgreSQL the requests really run in parallel over a pool of several connections.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addReserve, currentPeriod } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ poolSize: 12 });
});
afterAll(async () => {
  await server?.close();
});

it('lets exactly one of 50 concurrent bookings of the same slot through', async () => {
  const tokens = await Promise.all(
    [DEMO.booker, DEMO.approver, DEMO.admin].map((who) => server.login(who).then((p) => p.token)),
  );
  const [site] = await server.query<{ id: number }>(sql`select id from site where name_en = 'Badminton Court 1'`);
  const date = shanghaiDate(1);
  const input = { siteId: site.id, start: at(date, '20:00'), end: at(date, '21:00') };

  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) => server.call(addReserve, input, { token: tokens[i % tokens.length] })),
  );

  const codes = results.map((r) => r.code);
  expect(codes.filter((c) => c === 0)).toHaveLength(1);
  expect(codes.filter((c) => c === Code.SLOT_TAKEN)).toHaveLength(49);
  const rows = await server.query<{ id: number; status: string }>(
    sql`select id::int as id, status from reservation where site_id = ${site.id}`,
  );
  expect(rows).toEqual([{ id: results.find((r) => r.code === 0)!.data.id, status: 'approved' }]);
  const logs = await server.query(sql`select id from operation_log where path = '/api/reserve/addReserve'`);
  expect(logs).toHaveLength(1);
});

it('keeps the same outcome when bookings wait in the write line, and reads are answered meanwhile', async () => {
  // A pool of 4 and a line of 2 (server/plugins/write-gate.ts): 30 bookings queue in memory while reads run.
  const gated = await startTestServer({ poolSize: 4, app: { writeSlots: 2 } });
  try {
    const tokens = await Promise.all([DEMO.booker, DEMO.approver].map((who) => gated.login(who).then((p) => p.token)));
    const [site] = await gated.query<{ id: number }>(sql`select id from site where name_en = 'Badminton Court 2'`);
    const date = shanghaiDate(1);
    const input = { siteId: site.id, start: at(date, '20:00'), end: at(date, '21:00') };
    const [bookings, reads] = await Promise.all([
      Promise.all(
        Array.from({ length: 30 }, (_, i) => gated.call(addReserve, input, { token: tokens[i % tokens.length] })),
      ),
      Promise.all(
        Array.from({ length: 10 }, () => gated.call(currentPeriod, { siteId: site.id, date }, { token: tokens[0] })),
      ),
    ]);
    const codes = bookings.map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === Code.SLOT_TAKEN)).toHaveLength(29);
    expect(reads.map((r) => r.code)).toEqual(Array(10).fill(0));
    const rows = await gated.query(sql`select id from reservation where site_id = ${site.id}`);
    expect(rows).toHaveLength(1);
  } finally {
    await gated.close();
  }
});
