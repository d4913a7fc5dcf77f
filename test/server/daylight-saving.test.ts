/**
 * Bookings on daylight-saving days through the API (slot-grid.ts, campus-time.ts): a
 * court whose campus lies in America/New_York, open 00:00–24:00 in 60-minute slots. On
 * the autumn day the clock reads 01:00 twice (−04:00, then −05:00): the grid holds both
 * slots and either can be booked; on the spring day 02:00 never happens: the 01:00 slot
 * ends at 03:00 −04:00, one hour later. A multi-day booking keeps its wall-clock times on
 * every date, and a cross-day booking over the autumn night stores its real length.
 * The transition days are the next ones after today, found through Intl.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReserve, currentPeriod, lockSite } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { reserveRule, reserveRuleBinding, siteOpening } from '../../server/db/schema/index';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

const NY = 'America/New_York';
let server: TestServer;
let booker: string;
let courtId: number;
/** A second court of the same campus and hours, for the cross-day booking. */
let nightCourtId: number;

/** The UTC offset of New York at `ms`, as Intl names it (`GMT-04:00`). */
function offsetAt(ms: number): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: NY, timeZoneName: 'longOffset' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName')!.value;
}

/** The next date (from 3 days on) on which New York's offset turns to `after`. */
function nextChange(after: 'GMT-04:00' | 'GMT-05:00'): string {
  for (let d = 3; d < 400; d++) {
    const noon = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + d, 12);
    if (offsetAt(noon) === after && offsetAt(noon - 86_400_000) !== after)
      return new Date(noon).toISOString().slice(0, 10);
  }
  throw new Error('no transition within 400 days');
}

const dayAfter = (date: string, n = 1) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const autumn = nextChange('GMT-05:00');
const spring = nextChange('GMT-04:00');

beforeAll(async () => {
  server = await startTestServer();
  booker = (await server.login(DEMO.booker)).token;
  courtId = await server.idOf(sql`select id from site where name_en = 'Basketball Court 1'`);
  nightCourtId = await server.idOf(sql`select id from site where name_en = 'Basketball Court 2'`);
  for (const id of [courtId, nightCourtId]) {
    await server.query(sql`update campus set time_zone = ${NY} where id = (
      select b.campus_id from site s join floor f on f.id = s.floor_id join building b on b.id = f.building_id where
        s.id = ${id})`);
    await server.query(sql`update site set slot_minutes = 60, needs_approval = false where id = ${id}`);
    await server.query(sql`delete from site_opening where site_id = ${id}`);
    await server.db.insert(siteOpening).values(
      (['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'] as const).map((weekDay) => ({
        siteId: id,
        weekDay,
        openTime: '00:00',
        closeTime: '24:00',
      })),
    );
  }
  await server.query(sql`delete from reserve_rule`);
  await server.query(sql`delete from reserve_notice`);
  await server.query(sql`delete from site_closure`);
  const [rule] = await server.db
    .insert(reserveRule)
    .values({ name: 'Any time', advanceDays: 400, allowCrossDay: true, maxCrossDays: 3 })
    .returning({ id: reserveRule.id });
  await server.db.insert(reserveRuleBinding).values([
    { ruleId: rule.id, siteId: courtId },
    { ruleId: rule.id, siteId: nightCourtId },
  ]);
});
afterAll(async () => {
  await server?.close();
});

/** The court's slots on `date` as `start→end` wire times (time and offset only). */
async function grid(date: string): Promise<{ label: string; minutes: number; status: string }[]> {
  const res = await server.call(currentPeriod, { siteId: courtId, date }, { token: booker });
  expect(res.code).toBe(0);
  expect(res.data.timeZone).toBe(NY);
  return res.data.slots.map((s) => ({
    label: `${s.start.slice(11)}→${s.end.slice(11)}`,
    minutes: (Date.parse(s.end) - Date.parse(s.start)) / 60_000,
    status: s.status,
  }));
}

/** The stored bookings of a court starting within two days from `from` (ISO), as UTC instants. */
const stored = (from: string, siteId = courtId) =>
  server.query<{ start: string; end: string; kind: string }>(sql`
  select to_char(start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as start,
    to_char(end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as "end", kind
  from reservation where site_id = ${siteId} and status <> 'cancelled'
    and start_at >= ${from}::timestamptz and start_at < ${from}::timestamptz + interval '2 days' order by start_at`);

describe('the autumn day (the clock reads 01:00 twice)', () => {
  it('has 25 slots of 60 minutes, 01:00 once at −04:00 and once at −05:00', async () => {
    const slots = await grid(autumn);
    expect(slots).toHaveLength(25);
    expect(slots.every((s) => s.minutes === 60)).toBe(true);
    expect(slots.slice(0, 4).map((s) => s.label)).toEqual([
      '00:00:00-04:00→01:00:00-04:00',
      '01:00:00-04:00→01:00:00-05:00',
      '01:00:00-05:00→02:00:00-05:00',
      '02:00:00-05:00→03:00:00-05:00',
    ]);
  });

  it('books the second 01:00, then the first, as two bookings an hour apart', async () => {
    const second = await server.book(
      { siteId: courtId, start: `${autumn}T01:00:00-05:00`, end: `${autumn}T02:00:00-05:00` },
      { token: booker },
    );
    expect(second.code).toBe(0);
    expect(second.data.start).toBe(`${autumn}T01:00:00-05:00`);
    const first = await server.book(
      { siteId: courtId, start: `${autumn}T01:00:00-04:00`, end: `${autumn}T01:00:00-05:00` },
      { token: booker },
    );
    expect(first.code).toBe(0);
    expect(await stored(`${autumn}T00:00:00-04:00`)).toEqual([
      { start: `${autumn}T05:00Z`, end: `${autumn}T06:00Z`, kind: 'day' },
      { start: `${autumn}T06:00Z`, end: `${autumn}T07:00Z`, kind: 'day' },
    ]);
    expect((await grid(autumn)).slice(1, 4).map((s) => s.status)).toEqual(['taken', 'taken', 'free']);
    const told = await server.query<{ time: string }>(sql`select m.params->>'time' as time from user_message m
      where m.reservation_id in (${second.data.id}, ${first.data.id}) and m.kind = 'bookingConfirmed' order by
        m.reservation_id`);
    expect(told.map((m) => m.time)).toEqual(['01:00 (UTC-05:00)–02:00', '01:00 (UTC-04:00)–01:00 (UTC-05:00)']);
  });

  it('holds the slots after the repeated hour and refuses a range off the grid', async () => {
    const hold = await server.call(
      lockSite,
      { siteId: courtId, start: `${autumn}T02:00:00-05:00`, end: `${autumn}T04:00:00-05:00` },
      { token: booker },
    );
    expect(hold.code).toBe(0);
    const half = await server.book(
      { siteId: courtId, start: `${autumn}T01:30:00-04:00`, end: `${autumn}T01:30:00-05:00` },
      { token: booker },
    );
    expect(half.code).toBe(Code.RANGE_INVALID);
    expect(await stored(`${autumn}T00:00:00-04:00`)).toHaveLength(2);
  });
});

describe('the spring day (02:00 never happens)', () => {
  it('has 23 slots of 60 minutes; the 01:00 slot ends at 03:00 −04:00', async () => {
    const slots = await grid(spring);
    expect(slots).toHaveLength(23);
    expect(slots.every((s) => s.minutes === 60)).toBe(true);
    expect(slots.slice(0, 3).map((s) => s.label)).toEqual([
      '00:00:00-05:00→01:00:00-05:00',
      '01:00:00-05:00→03:00:00-04:00',
      '03:00:00-04:00→04:00:00-04:00',
    ]);
  });

  it('books 01:00–03:00 as one hour and 03:00–04:00 right after it', async () => {
    expect(
      (
        await server.book(
          { siteId: courtId, start: `${spring}T01:00:00-05:00`, end: `${spring}T03:00:00-04:00` },
          { token: booker },
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await server.book(
          { siteId: courtId, start: `${spring}T03:00:00-04:00`, end: `${spring}T04:00:00-04:00` },
          { token: booker },
        )
      ).code,
    ).toBe(0);
    expect(await stored(`${spring}T00:00:00-05:00`)).toEqual([
      { start: `${spring}T06:00Z`, end: `${spring}T07:00Z`, kind: 'day' },
      { start: `${spring}T07:00Z`, end: `${spring}T08:00Z`, kind: 'day' },
    ]);
  });
});

describe('bookings over several days', () => {
  it('keeps the wall-clock times of a multi-day booking that starts on the autumn day', async () => {
    const next = dayAfter(autumn);
    const res = await server.book(
      { siteId: courtId, start: `${autumn}T09:00:00-05:00`, end: `${autumn}T10:00:00-05:00`, dates: [autumn, next] },
      { token: booker },
    );
    expect(res.code).toBe(0);
    expect(await stored(`${autumn}T09:00:00-05:00`)).toEqual([
      { start: `${autumn}T14:00Z`, end: `${autumn}T15:00Z`, kind: 'days' },
      { start: `${next}T14:00Z`, end: `${next}T15:00Z`, kind: 'days' },
    ]);
  });

  it('books a cross-day range over the autumn night with its real length (six hours)', async () => {
    const eve = dayAfter(autumn, -1);
    const res = await server.call(
      addReserve,
      { siteId: nightCourtId, start: `${eve}T22:00:00-04:00`, end: `${autumn}T03:00:00-05:00`, crossDay: true },
      { token: booker },
    );
    expect(res.code).toBe(0);
    expect(res.data.end).toBe(`${autumn}T03:00:00-05:00`);
    expect(await stored(`${eve}T22:00:00-04:00`, nightCourtId)).toEqual([
      { start: `${autumn}T02:00Z`, end: `${autumn}T08:00Z`, kind: 'cross' },
    ]);
  });
});
