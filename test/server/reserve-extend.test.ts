/**
 * Extending and ending bookings early (spec §7 /api/reserve/extend, endEarly):
 * through the reservation statechart, on the slot grid, never over another booking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReserve, currentPeriod, endEarly, extend } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let booker: string;
let approver: string;
let admin: string;
const sites: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  [booker, approver, admin] = await Promise.all(
    [DEMO.booker, DEMO.approver, DEMO.admin].map((who) => server.login(who).then((p) => p.token)),
  );
  for (const row of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[row.name] = row.id;
});
afterAll(async () => {
  await server?.close();
});

const date = shanghaiDate(1);
const court = (n: number) => sites[`Badminton Court ${n}`];
const endOf = async (id: number) =>
  (
    await server.query<{ end: string; status: string }>(
      sql`select to_char(end_at at time zone 'Asia/Shanghai', 'HH24:MI') as "end", status from reservation where id =
        ${id}`,
    )
  )[0];
const book = async (siteId: number, from: string, to: string, token = booker) => {
  const r = await server.call(addReserve, { siteId, start: at(date, from), end: at(date, to) }, { token });
  expect(r.code).toBe(0);
  return r.data.id;
};

describe('extend', () => {
  it('extends a booking to a later slot boundary and frees nothing else', async () => {
    const id = await book(court(1), '10:00', '11:00');
    const r = await server.call(extend, { id, end: at(date, '12:00') }, { token: booker });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ id, start: at(date, '10:00'), end: at(date, '12:00'), status: 'approved' });
    expect(await endOf(id)).toEqual({ end: '12:00', status: 'approved' });
    const slots = await server.call(currentPeriod, { siteId: court(1), date }, { token: approver });
    expect(slots.data.slots.find((s) => s.start === at(date, '11:30'))!.status).toBe('taken');
    const [log] = await server.query<{ before: unknown; after: unknown }>(
      sql`select before, after from operation_log where path = '/api/reserve/extend'`,
    );
    expect(log).toMatchObject({ before: { id, status: 'approved' }, after: { id, status: 'approved' } });
  });

  it('refuses to extend over another booking of a single site (exclusion constraint)', async () => {
    const id = await book(court(2), '10:00', '11:00');
    await book(court(2), '11:30', '12:00', approver);
    const r = await server.call(extend, { id, end: at(date, '12:00') }, { token: booker, lang: 'EN' });
    expect(r.code).toBe(Code.SLOT_TAKEN);
    expect(await endOf(id)).toEqual({ end: '11:00', status: 'approved' });
    expect((await server.call(extend, { id, end: at(date, '11:30') }, { token: booker })).code).toBe(0);
  });

  it('counts a capacity site under its lock', async () => {
    const hall = court(3);
    await server.query(sql`update site set kind = 'capacity', capacity = 2 where id = ${hall}`);
    const id = await book(hall, '10:00', '11:00');
    await book(hall, '11:00', '12:00', approver);
    expect((await server.call(extend, { id, end: at(date, '12:00') }, { token: booker })).code).toBe(0);
    await book(hall, '12:00', '13:00', approver);
    await book(hall, '12:00', '13:00', admin);
    expect((await server.call(extend, { id, end: at(date, '13:00') }, { token: booker })).code).toBe(Code.SLOT_TAKEN);
    expect(await endOf(id)).toEqual({ end: '12:00', status: 'approved' });
  });

  it('refuses ends that are not later, off the grid, on another day, or on a closed day', async () => {
    const id = await book(court(4), '10:00', '11:00');
    const tryEnd = async (end: string) => (await server.call(extend, { id, end }, { token: booker })).code;
    expect(await tryEnd(at(date, '11:00'))).toBe(Code.ACTION_NOT_ALLOWED);
    expect(await tryEnd(at(date, '10:30'))).toBe(Code.ACTION_NOT_ALLOWED);
    expect(await tryEnd(at(date, '11:15'))).toBe(Code.RANGE_INVALID);
    expect(await tryEnd(at(shanghaiDate(2), '01:00'))).toBe(Code.RANGE_INVALID);
    await server.query(sql`insert into site_closure (site_id, start_date, end_date, reason) values (${court(4)},
      ${date}, ${date},
        'maintenance')`);
    expect(await tryEnd(at(date, '12:00'))).toBe(Code.SITE_CLOSED);
    expect(await endOf(id)).toEqual({ end: '11:00', status: 'approved' });
  });

  it('lets only the owner or an administrator extend', async () => {
    const id = await book(court(5), '10:00', '11:00');
    expect((await server.call(extend, { id, end: at(date, '11:30') }, { token: approver })).code).toBe(
      Code.RESERVATION_NOT_FOUND,
    );
    expect((await server.call(extend, { id, end: at(date, '11:30') }, { token: admin })).code).toBe(0);
    expect((await server.call(extend, { id: 999999, end: at(date, '11:30') }, { token: admin })).code).toBe(
      Code.RESERVATION_NOT_FOUND,
    );
  });

  it('refuses to extend a cancelled booking', async () => {
    const id = await book(court(6), '10:00', '11:00');
    await server.query(sql`update reservation set status = 'cancelled' where id = ${id}`);
    expect((await server.call(extend, { id, end: at(date, '11:30') }, { token: booker })).code).toBe(
      Code.ACTION_NOT_ALLOWED,
    );
  });
});

describe('end early', () => {
  const SLOT = 30 * 60_000;
  /** A checked-in booking of `siteId` (30-min grid) that started one slot before the current one and lasts 3 h. */
  async function checkedIn(siteId: number): Promise<{ id: number; start: number }> {
    const start = Math.floor(Date.now() / SLOT) * SLOT - SLOT;
    const [row] = await server.query<{ id: number }>(sql`
      insert into reservation (site_id, user_id, start_at, end_at, status, exclusive, checked_in_at)
      values (${siteId}, (select id from sys_user where account = 'booker'),
        ${new Date(start).toISOString()}::timestamptz,
        ${new Date(start + 6 * SLOT).toISOString()}::timestamptz, 'checkedIn', true, now()) returning id`);
    return { id: Number(row.id), start };
  }

  it('completes a checked-in booking at the next slot boundary and frees the rest', async () => {
    const { id, start } = await checkedIn(court(1));
    const r = await server.call(endEarly, { id }, { token: booker });
    expect(r.code).toBe(0);
    expect(r.data.status).toBe('completed');
    const end = Date.parse(r.data.end);
    expect(end).toBeGreaterThanOrEqual(Date.now() - 5_000);
    expect(end).toBeLessThanOrEqual(Date.now() + SLOT);
    expect((end - start) % SLOT).toBe(0);
    const [row] = await server.query<{ status: string; end_at: Date }>(
      sql`select status, end_at from reservation where id = ${id}`,
    );
    expect(row.status).toBe('completed');
    expect(new Date(row.end_at).getTime()).toBe(end);
    const after = new Date(end).toISOString();
    const next = await server.call(
      addReserve,
      { siteId: court(1), start: after, end: new Date(end + SLOT).toISOString() },
      { token: approver },
    );
    expect(next.code).toBe(0);
  });

  it('refuses an approved (not checked-in) booking, a completed one and another user', async () => {
    const approved = await book(court(8), '10:00', '11:00');
    expect((await server.call(endEarly, { id: approved }, { token: booker })).code).toBe(Code.ACTION_NOT_ALLOWED);
    const { id } = await checkedIn(court(2));
    expect((await server.call(endEarly, { id }, { token: approver })).code).toBe(Code.RESERVATION_NOT_FOUND);
    expect((await server.call(endEarly, { id }, { token: booker })).code).toBe(0);
    expect((await server.call(endEarly, { id }, { token: booker })).code).toBe(Code.ACTION_NOT_ALLOWED);
  });
});
