/**
 * Cross-day and multi-day bookings (spec §2 /appointment/crossdayform and
 * /daysReserve, §7 addReserve, lockSite, cross/page, cross/detail, quick/cross): a
 * cross-day booking is one row that blocks every day it touches; the rule must allow it
 * and bounds its days; a multi-day batch is all or nothing and names the refused day;
 * overlapping cross-day requests → exactly one wins.
 *
 * The basketball courts (60-minute slots, 08:00–22:00 every day) get this file's rules:
 * courts 1 and 2 allow cross-day bookings over at most 3 days (and at most 120 minutes a
 * same-day booking), court 3 does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addReserve,
  crossDetail,
  crossPage,
  currentPeriod,
  lockSite,
  quickCross,
} from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { reserveRule, reserveRuleBinding } from '../../server/db/schema/index';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let booker: string;
let approver: string;
const court: Record<number, number> = {};
const [d1, d2, d3, d4] = [1, 2, 3, 4].map((n) => shanghaiDate(n));

beforeAll(async () => {
  server = await startTestServer({ poolSize: 12 });
  [booker, approver] = await Promise.all(
    [DEMO.booker, DEMO.approver].map((who) => server.login(who).then((p) => p.token)),
  );
  for (const row of await server.query<{ id: number; name: string }>(
    sql`select id, name_en as name from site where name_en like 'Basketball Court %'`,
  )) {
    court[Number(row.name.slice(-1))] = row.id;
  }
  await server.query(sql`delete from reserve_rule`);
  await server.query(sql`delete from reserve_notice`);
  await server.query(sql`delete from site_closure`);
  const [cross] = await server.db
    .insert(reserveRule)
    .values({ name: 'Cross', maxMinutes: 120, allowCrossDay: true, maxCrossDays: 3 })
    .returning({ id: reserveRule.id });
  const [plain] = await server.db
    .insert(reserveRule)
    .values({ name: 'Plain', allowCrossDay: false })
    .returning({ id: reserveRule.id });
  await server.db.insert(reserveRuleBinding).values([
    { ruleId: cross.id, siteId: court[1] },
    { ruleId: cross.id, siteId: court[2] },
    { ruleId: plain.id, siteId: court[3] },
  ]);
});
afterAll(async () => {
  await server?.close();
});

/** Books a cross-day range of court `n` as `token`. */
function bookCross(token: string, n: number, from: [string, string], to: [string, string]) {
  return server.call(
    addReserve,
    { siteId: court[n], start: at(...from), end: at(...to), crossDay: true },
    { token, lang: 'EN' },
  );
}

/** The statuses of court `n`'s slots on `date` from `from` on, as `token` sees them. */
async function statuses(token: string, n: number, date: string): Promise<Record<string, string>> {
  const res = await server.call(currentPeriod, { siteId: court[n], date }, { token });
  return Object.fromEntries(res.data.slots.map((s) => [s.start.slice(11, 16), s.status]));
}

const rowsOf = (n: number) =>
  server.query<{ kind: string; start: string; end: string; batch: string | null }>(
    sql`select kind, to_char(start_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as start,
      to_char(end_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "end", batch_id as batch
      from reservation where site_id = ${court[n]} and status <> 'cancelled' order by start_at`,
  );

describe('a cross-day booking', () => {
  it('is stored as one row over midnight and blocks both days in the grid', async () => {
    const res = await bookCross(booker, 1, [d1, '20:00'], [d2, '10:00']);
    expect(res.code).toBe(0);
    expect([res.data.start, res.data.end, res.data.status]).toEqual([at(d1, '20:00'), at(d2, '10:00'), 'approved']);
    expect(await rowsOf(1)).toEqual([{ kind: 'cross', start: `${d1} 20:00`, end: `${d2} 10:00`, batch: null }]);
    const first = await statuses(approver, 1, d1);
    expect([first['19:00'], first['20:00'], first['21:00']]).toEqual(['free', 'taken', 'taken']);
    const second = await statuses(approver, 1, d2);
    expect([second['08:00'], second['09:00'], second['10:00']]).toEqual(['taken', 'taken', 'free']);
    const sameDay = await server.call(
      addReserve,
      { siteId: court[1], start: at(d2, '09:00'), end: at(d2, '11:00') },
      { token: approver },
    );
    expect(sameDay.code).toBe(Code.SLOT_TAKEN);

    const page = await server.call(crossPage, { pageNo: 1, pageSize: 10 }, { token: booker });
    expect(page.data.rows.map((r) => r.id)).toEqual([res.data.id]);
    expect((await server.call(crossPage, { pageNo: 1, pageSize: 10 }, { token: approver })).data.total).toBe(0);
    expect((await server.call(crossDetail, { id: res.data.id }, { token: booker })).data.end).toBe(at(d2, '10:00'));
  });

  it(
    'is refused when the rule disallows it, beyond maxCrossDays, or without crossDay; a same-day length ' +
      'limit does not apply',
    async () => {
      const no = await bookCross(booker, 3, [d1, '20:00'], [d2, '10:00']);
      expect([no.code, no.msg]).toEqual([Code.CROSS_DAY_NOT_ALLOWED, 'This site does not take cross-day bookings']);
      const many = await bookCross(booker, 2, [d1, '20:00'], [d4, '09:00']);
      expect([many.code, many.msg]).toEqual([
        Code.CROSS_DAY_TOO_MANY,
        'A cross-day booking may span at most 3 days (you chose 4)',
      ]);
      const plain = await server.call(
        addReserve,
        { siteId: court[2], start: at(d1, '20:00'), end: at(d2, '10:00') },
        { token: booker },
      );
      expect(plain.code).toBe(Code.RANGE_INVALID);
      const closedEnd = await bookCross(booker, 2, [d1, '20:00'], [d2, '07:00']);
      expect(closedEnd.code).toBe(Code.SLOT_CLOSED);
      expect(await rowsOf(2)).toEqual([]);
      // Three days, 50 hours: far over the rule's 120 minutes, which bind same-day bookings only.
      const long = await bookCross(booker, 2, [d1, '20:00'], [d3, '22:00']);
      expect(long.code).toBe(0);
      expect(await rowsOf(2)).toEqual([{ kind: 'cross', start: `${d1} 20:00`, end: `${d3} 22:00`, batch: null }]);
      await server.query(sql`update reservation set status = 'cancelled' where site_id = ${court[2]}`);
    },
  );

  it('is held as a whole by lockSite with crossDay', async () => {
    const hold = await server.call(
      lockSite,
      { siteId: court[2], start: at(d3, '21:00'), end: at(d4, '09:00'), crossDay: true },
      { token: booker },
    );
    expect(hold.code).toBe(0);
    const other = await server.call(
      addReserve,
      { siteId: court[2], start: at(d4, '08:00'), end: at(d4, '09:00') },
      { token: approver },
    );
    expect(other.code).toBe(Code.SLOT_HELD);
    expect((await statuses(approver, 2, d4))['08:00']).toBe('held');
    await server.query(sql`delete from site_hold`);
  });

  it('lets exactly one of overlapping concurrent requests through', async () => {
    const ranges: [[string, string], [string, string]][] = [
      [
        [d2, '21:00'],
        [d3, '09:00'],
      ],
      [
        [d2, '20:00'],
        [d3, '11:00'],
      ],
      [
        [d2, '21:00'],
        [d4, '09:00'],
      ],
      [
        [d2, '19:00'],
        [d3, '12:00'],
      ],
      [
        [d2, '21:00'],
        [d3, '09:00'],
      ],
      [
        [d2, '12:00'],
        [d3, '10:00'],
      ],
    ];
    const results = await Promise.all(ranges.map(([from, to], i) => bookCross(i % 2 ? approver : booker, 1, from, to)));
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === Code.SLOT_TAKEN)).toBe(true);
    const won = results.find((r) => r.code === 0)!.data;
    expect((await rowsOf(1)).filter((r) => r.start.startsWith(d2))).toEqual([
      {
        kind: 'cross',
        start: won.start.slice(0, 16).replace('T', ' '),
        end: won.end.slice(0, 16).replace('T', ' '),
        batch: null,
      },
    ]);
  });

  it('quick/cross finds the first free range of the same length from a start', async () => {
    // Court 1 is taken d1 20:00 → d2 10:00 and from some evening of d2 into d3.
    const asked = await server.call(
      quickCross,
      { siteId: court[1], start: at(d1, '18:00'), end: at(d2, '09:00') },
      { token: booker },
    );
    expect(asked.code).toBe(0);
    const range = asked.data.range!;
    expect(range.siteId).toBe(court[1]);
    expect(Date.parse(range.end) - Date.parse(range.start)).toBe(15 * 3_600_000);
    const booked = await bookCross(
      booker,
      1,
      [range.start.slice(0, 10), range.start.slice(11, 16)],
      [range.end.slice(0, 10), range.end.slice(11, 16)],
    );
    expect(booked.code).toBe(0);
    const none = await server.call(
      quickCross,
      { siteId: court[3], start: at(d1, '18:00'), end: at(d2, '09:00') },
      { token: booker },
    );
    expect(none.data.range).toBeNull();
  });
});

describe('a multi-day booking', () => {
  it('books nothing when one day is taken, naming the day, and else one row per date in one batch', async () => {
    const taken = await server.call(
      addReserve,
      { siteId: court[4], start: at(d3, '10:00'), end: at(d3, '11:00') },
      { token: approver },
    );
    expect(taken.code).toBe(0);
    const refused = await server.call(
      addReserve,
      { siteId: court[4], start: at(d1, '10:00'), end: at(d1, '11:00'), dates: [d1, d2, d3] },
      { token: booker, lang: 'EN' },
    );
    expect((await server.call(crossDetail, { id: taken.data.id }, { token: approver })).code).toBe(
      Code.RESERVATION_NOT_FOUND,
    );
    expect(refused.code).toBe(Code.DAYS_DAY_REFUSED);
    const day = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      Date.parse(`${d3}T00:00:00Z`),
    );
    expect(refused.msg).toBe(
      `${day} cannot be booked, so no day was booked: This slot has just been booked; please choose another`,
    );
    expect(await rowsOf(4)).toEqual([{ kind: 'day', start: `${d3} 10:00`, end: `${d3} 11:00`, batch: null }]);

    const ok = await server.call(
      addReserve,
      { siteId: court[4], start: at(d1, '10:00'), end: at(d1, '11:00'), dates: [d2, d1] },
      { token: booker },
    );
    expect(ok.code).toBe(0);
    expect(ok.data.ids).toHaveLength(2);
    const rows = await rowsOf(4);
    expect(rows.map((r) => [r.kind, r.start, r.end])).toEqual([
      ['days', `${d1} 10:00`, `${d1} 11:00`],
      ['days', `${d2} 10:00`, `${d2} 11:00`],
      ['day', `${d3} 10:00`, `${d3} 11:00`],
    ]);
    expect(rows[0].batch).toBe(ok.data.batchId);
    expect(rows[1].batch).toBe(ok.data.batchId);
  });

  it('keeps every day of the batch to the rule: the window refuses a late day and books none', async () => {
    await server.query(sql`update reserve_rule set advance_days = 2 where name = 'Plain'`);
    const refused = await server.call(
      addReserve,
      { siteId: court[3], start: at(d1, '14:00'), end: at(d1, '15:00'), dates: [d1, d3] },
      { token: booker, lang: 'EN' },
    );
    expect(refused.code).toBe(Code.DAYS_DAY_REFUSED);
    expect(refused.msg).toMatch(/cannot be booked, so no day was booked: Bookings can be made at most 2 days ahead/);
    expect(await rowsOf(3)).toEqual([]);
    // The same window binds a cross-day booking's start.
    await server.query(sql`update reserve_rule set advance_days = 2 where name = 'Cross'`);
    expect((await bookCross(booker, 2, [d3, '20:00'], [d4, '09:00'])).code).toBe(Code.RULE_TOO_FAR_AHEAD);
    await server.query(sql`update reserve_rule set advance_days = 14`);
  });
});
