/**
 * The catering desk checks in the conference centre's meetings (the catering app's /sign with a meeting's
 * check-in code, through POST /api/reserve/sign): a booking held by a meeting service order is checked in
 * once (stored `checked_in_at`; a second scan is refused and changes nothing); a booking that is no meeting
 * answers like a missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../platform/contracts/checkin.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import * as ro from '../../platform/contracts/reserve-order.contract';
import { Code } from '../../platform/protocol/codes';
import { checkInCodeOf } from '../../server/modules/checkin/checkin-code';
import { at, DEMO, nextWeekDay, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
let meetingBooking: number;
let plainBooking: number;

const checkedIn = (id: number) =>
  server.one<{ status: string; checked_in_at: string | null }>(
    sql`select status, checked_in_at from reservation where id = ${id}`,
  );
const code = (id: number) => checkInCodeOf(id, server.config.serverSecret);

/** Moves booking `id` to start in five minutes (its check-in window open), approved. */
async function startSoon(id: number) {
  await server.query(sql`update reservation set status = 'approved', start_at = now() + interval '5 minutes',
    end_at = now() + interval '65 minutes' where id = ${id}`);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['booker', 'approver', 'catering'] as const) token[who] = (await server.login(DEMO[who])).token;
  const siteId = await server.idOf(sql`select id from site where name_en = 'Meeting Room 301'`);
  const notices = await server.call(reserveNotices, { siteId }, { token: token.booker });
  const day = nextWeekDay(3);
  const order = await server.call(
    ro.reserveOrderAdd,
    {
      siteId,
      start: at(day, '09:00'),
      end: at(day, '10:00'),
      subject: 'Desk check-in',
      attendees: 4,
      agreements: notices.code === 0 ? notices.data.map((n) => ({ id: n.id, version: n.version })) : [],
    } as never,
    { token: token.booker },
  );
  expect(order.code, order.msg).toBe(0);
  meetingBooking = order.data.reservationId!;
  await startSoon(meetingBooking);
  const booker = await server.idOf(sql`select id from sys_user where account = 'booker'`);
  const court = await server.idOf(sql`select id from site where name_en like 'Badminton Court %' order by id limit 1`);
  plainBooking = await server.idOf(sql`insert into reservation (site_id, user_id, start_at, end_at, status)
    values (${court}, ${booker}, now() + interval '5 minutes', now() + interval '65 minutes', 'approved')
    returning id`);
});
afterAll(async () => {
  await server?.close();
});

describe("the catering desk's check-in of meetings", () => {
  it('checks a meeting in once; a second scan is refused and changes nothing', async () => {
    const first = await server.call(signIn, { code: code(meetingBooking) }, { token: token.catering });
    expect(first.code, first.msg).toBe(0);
    expect(first.data.status).toBe('checkedIn');
    const stored = await checkedIn(meetingBooking);
    expect(stored?.status).toBe('checkedIn');
    expect(stored?.checked_in_at).not.toBeNull();

    const again = await server.call(signIn, { code: code(meetingBooking) }, { token: token.catering });
    expect(again.code).toBe(Code.ACTION_NOT_ALLOWED);
    expect(await checkedIn(meetingBooking)).toEqual(stored);
  });

  it('answers a booking that is no meeting like a missing one, changing nothing', async () => {
    const r = await server.call(signIn, { code: code(plainBooking) }, { token: token.catering });
    expect(r.code).toBe(Code.RESERVATION_NOT_FOUND);
    expect((await checkedIn(plainBooking))?.checked_in_at).toBeNull();
  });
});
