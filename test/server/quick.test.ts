/**
 * Quick booking, period booking and copy (spec §7 quick/current, quick/period,
 * copyResv): the next free slot skips taken and held ranges and ranks by start then site;
 * a period series previews each date's status and books the free ones as one batch
 * (kind period, one batch_id), skipping a taken one; cancelReserveBatch cancels the series;
 * copyResv books the same site and time on another date under the rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyResv, quickCurrent, quickPeriod } from '../../platform/contracts/quick.contract';
import { addReserve, cancelReserveBatch, lockSite } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, nextWeekDay, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const sites: Record<string, number> = {};
const periods: Record<string, number> = {};
let badminton: number;
let termId: number;

/** A date `n` days after `date` (YYYY-MM-DD). */
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const minutesLater = (iso: string, n: number) => Date.parse(iso) + n * 60_000;

beforeAll(async () => {
  server = await startTestServer();
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[s.name] = s.id;
  for (const p of await server.query<{ id: number; name: string }>(sql`select id, name from class_period`))
    periods[p.name] = p.id;
  [{ id: badminton }] = await server.query<{ id: number }>(sql`select id from scene where code = 'badminton'`);
  [{ id: termId }] = await server.query<{
    id: number;
  }>(sql`insert into year_term (name, start_date, end_date, status, sort)
    values ('Quick test term', ${shanghaiDate(1)}, ${shanghaiDate(27)}, 0, 99) returning id`);
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
});
afterAll(async () => {
  await server?.close();
});

describe('quick/current', () => {
  let firstStart = '';

  it('offers the earliest free slot, skipping taken and held ones; ranks by start, then site', async () => {
    const court1 = sites['Badminton Court 1'];
    const first = await server.call(quickCurrent, { sceneId: badminton, siteId: court1 }, { token: token.booker });
    expect(first.code).toBe(0);
    const c0 = first.data.slot!;
    firstStart = c0.start;
    expect(c0).toMatchObject({ siteId: court1, siteName: 'Badminton Court 1', sceneName: 'Badminton' });
    expect(Date.parse(c0.end) - Date.parse(c0.start)).toBe(30 * 60_000);
    expect(Date.parse(c0.start)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(c0.start)).toBeLessThanOrEqual(Date.now() + 30 * 60_000);

    // Scene-wide: the same start on the first site.
    const wide = await server.call(quickCurrent, { sceneId: badminton }, { token: token.booker });
    expect(wide.data.slot).toMatchObject({ siteId: court1, start: c0.start });
    const another = await server.call(quickCurrent, { sceneId: badminton, skip: 1 }, { token: token.booker });
    expect(another.data.slot).toMatchObject({ siteName: 'Badminton Court 2', start: c0.start });

    // Someone else books it: the next slot of court 1, and court 2 at the same start scene-wide.
    expect(
      (await server.call(addReserve, { siteId: court1, start: c0.start, end: c0.end }, { token: token.approver })).code,
    ).toBe(0);
    const afterTaken = await server.call(quickCurrent, { sceneId: badminton, siteId: court1 }, { token: token.booker });
    expect(Date.parse(afterTaken.data.slot!.start)).toBe(minutesLater(c0.start, 30));
    const wideTaken = await server.call(quickCurrent, { sceneId: badminton }, { token: token.booker });
    expect(wideTaken.data.slot).toMatchObject({ siteName: 'Badminton Court 2', start: c0.start });

    // Someone else holds the next one: skipped too.
    const held = afterTaken.data.slot!;
    expect(
      (await server.call(lockSite, { siteId: court1, start: held.start, end: held.end }, { token: token.approver }))
        .code,
    ).toBe(0);
    const afterHeld = await server.call(quickCurrent, { sceneId: badminton, siteId: court1 }, { token: token.booker });
    expect(Date.parse(afterHeld.data.slot!.start)).toBe(minutesLater(c0.start, 60));
  });

  it('stores a booking taken from quick booking as kind quick', async () => {
    const offer = await server.call(quickCurrent, { sceneId: badminton }, { token: token.booker });
    const { siteId, start, end } = offer.data.slot!;
    const booked = await server.call(addReserve, { siteId, start, end, quick: true }, { token: token.booker });
    expect(booked.code).toBe(0);
    expect(await server.query(sql`select kind from reservation where id = ${booked.data.id}`)).toEqual([
      { kind: 'quick' },
    ]);
    expect((await server.call(cancelReserveBatch, { ids: [booked.data.id] }, { token: token.booker })).code).toBe(0);
  });

  it('passes over a site whose rule the caller may not book under', async () => {
    const [{ id: rule }] = await server.query<{ id: number }>(
      sql`insert into reserve_rule (name, role_ids) values ('Staff only', '{987654}') returning id`,
    );
    await server.query(
      sql`insert into reserve_rule_binding (rule_id, site_id) values (${rule}, ${sites['Badminton Court 2']})`,
    );
    const got = await server.call(quickCurrent, { sceneId: badminton }, { token: token.booker });
    expect(got.data.slot).toMatchObject({ siteName: 'Badminton Court 3', start: firstStart });
    const only = await server.call(
      quickCurrent,
      { sceneId: badminton, siteId: sites['Badminton Court 2'] },
      { token: token.booker },
    );
    expect(only.data.slot).toBeNull();
    await server.query(sql`delete from reserve_rule where id = ${rule}`);
  });

  it('answers null when no site of the scene has a free slot the caller may book', async () => {
    await server.query(sql`update site set enabled = false where name_en = 'Basketball Court 1'`);
    const [{ id: basketball }] = await server.query<{ id: number }>(
      sql`select id from scene where code = 'basketball'`,
    );
    const got = await server.call(
      quickCurrent,
      { sceneId: basketball, siteId: sites['Basketball Court 1'] },
      { token: token.booker },
    );
    expect(got).toMatchObject({ code: 0, data: { slot: null } });
    await server.query(sql`update site set enabled = true where name_en = 'Basketball Court 1'`);
  });
});

describe('quick/period and batch cancel', () => {
  const tuesday = nextWeekDay(2);
  const court7 = () => sites['Badminton Court 7'];
  const input = () => ({
    siteId: court7(),
    termId,
    weekDays: ['TUE' as const],
    classPeriodIds: [periods['Periods 1–2'], periods['Periods 3–4']],
    subject: 'Weekly training',
  });
  let ids: number[] = [];
  let batchId: string;

  it('previews each Tuesday × class period: free, taken, outside the rule', async () => {
    // Someone else has the first period of the second Tuesday.
    expect(
      (
        await server.call(
          addReserve,
          { siteId: court7(), start: at(plusDays(tuesday, 7), '08:00'), end: at(plusDays(tuesday, 7), '09:00') },
          { token: token.approver },
        )
      ).code,
    ).toBe(0);
    const got = await server.call(quickPeriod, { ...input(), mode: 'preview' }, { token: token.booker });
    expect(got.code).toBe(0);
    expect(got.data.batchId).toBeNull();
    const byKey = Object.fromEntries(got.data.dates.map((d) => [`${d.date} ${d.classPeriodName}`, d]));
    expect(byKey[`${tuesday} Periods 1–2`]).toMatchObject({
      status: 'free',
      start: at(tuesday, '08:00'),
      end: at(tuesday, '10:00'),
      weekDay: 'TUE',
    });
    expect(byKey[`${tuesday} Periods 3–4`]).toMatchObject({
      status: 'free',
      start: at(tuesday, '10:00'),
      end: at(tuesday, '12:00'),
    });
    expect(byKey[`${plusDays(tuesday, 7)} Periods 1–2`]).toMatchObject({ status: 'taken', code: Code.SLOT_TAKEN });
    expect(byKey[`${plusDays(tuesday, 7)} Periods 3–4`]).toMatchObject({ status: 'free' });
    expect(byKey[`${plusDays(tuesday, 14)} Periods 1–2`]).toMatchObject({
      status: 'outside',
      code: Code.RULE_TOO_FAR_AHEAD,
    });
    expect(byKey[`${plusDays(tuesday, 14)} Periods 1–2`].reason).toMatch(/14/);
    expect(got.data.dates.every((d) => d.weekDay === 'TUE')).toBe(true);
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from reservation where kind = 'period'`,
    );
    expect(n).toBe(0);
  });

  it(
    'books the free dates as one batch (kind period) and reports the skipped ones; a retry with the key ' +
      'books nothing more',
    async () => {
      const options = { token: token.booker, headers: { 'Idempotency-Key': 'quick-period-1' } };
      const got = await server.call(quickPeriod, { ...input(), mode: 'book' }, options);
      expect(got.code).toBe(0);
      batchId = got.data.batchId!;
      expect(batchId).toMatch(/^[0-9a-f-]{36}$/);
      const booked = got.data.dates.filter((d) => d.status === 'booked');
      expect(booked.map((d) => d.start)).toEqual([
        at(tuesday, '08:00'),
        at(tuesday, '10:00'),
        at(plusDays(tuesday, 7), '10:00'),
      ]);
      expect(got.data.dates.find((d) => d.status === 'taken')).toMatchObject({
        date: plusDays(tuesday, 7),
        classPeriodName: 'Periods 1–2',
      });
      ids = booked.map((d) => d.reservationId!);
      const rows = await server.query<{ id: number; kind: string; batch_id: string; status: string; subject: string }>(
        sql`select id, kind, batch_id, status, subject from reservation where batch_id = ${batchId} order by start_at`,
      );
      expect(rows.map((r) => Number(r.id))).toEqual(ids);
      expect(rows.every((r) => r.kind === 'period' && r.status === 'approved' && r.subject === 'Weekly training')).toBe(
        true,
      );

      const again = await server.call(quickPeriod, { ...input(), mode: 'book' }, options);
      expect(again.data.batchId).toBe(batchId);
      const [{ n }] = await server.query<{ n: number }>(
        sql`select count(*)::int as n from reservation where kind = 'period'`,
      );
      expect(n).toBe(3);
    },
  );

  it('refuses a series with nothing free, and an unknown class period, booking nothing', async () => {
    const none = await server.call(quickPeriod, { ...input(), mode: 'book' }, { token: token.booker });
    expect(none.code).toBe(Code.PERIOD_NOTHING_FREE);
    const unknown = await server.call(
      quickPeriod,
      { ...input(), classPeriodIds: [987_654], mode: 'preview' },
      { token: token.booker },
    );
    expect(unknown.code).toBe(Code.PERIOD_INPUT_UNKNOWN);
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from reservation where kind = 'period'`,
    );
    expect(n).toBe(3);
  });

  it('cancels the whole series with cancelReserveBatch', async () => {
    const got = await server.call(cancelReserveBatch, { ids }, { token: token.booker });
    expect(got).toMatchObject({ code: 0, data: { cancelled: 3 } });
    const rows = await server.query<{ status: string }>(
      sql`select status from reservation where batch_id = ${batchId}`,
    );
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });
});

describe('quick/period savepoints', () => {
  it('skips a date the series itself has just taken (the constraint refuses it) and keeps the rest', async () => {
    const [{ id: overlap }] = await server.query<{
      id: number;
    }>(sql`insert into class_period (name, start_time, end_time, status, sort)
      values ('Overlap', '09:40', '09:55', 0, 99) returning id`);
    const got = await server.call(
      quickPeriod,
      {
        mode: 'book',
        siteId: sites['Badminton Court 8'],
        termId,
        weekDays: ['TUE'],
        classPeriodIds: [periods['Periods 1–2'], overlap],
      },
      { token: token.booker },
    );
    expect(got.code).toBe(0);
    const tuesday = nextWeekDay(2);
    const first = got.data.dates.filter((d) => d.date === tuesday);
    expect(first.map((d) => [d.classPeriodName, d.status, d.code])).toEqual([
      ['Periods 1–2', 'booked', null],
      ['Overlap', 'taken', Code.SLOT_TAKEN],
    ]);
    const rows = await server.query<{ n: number }>(
      sql`select count(*)::int as n from reservation where batch_id = ${got.data.batchId}`,
    );
    expect(rows[0].n).toBe(got.data.dates.filter((d) => d.status === 'booked').length);
    await server.query(sql`delete from class_period where id = ${overlap}`);
  });
});

describe('copyResv', () => {
  let source: number;
  const tuesday = nextWeekDay(2);

  beforeAll(async () => {
    const got = await server.call(
      addReserve,
      {
        siteId: sites['Badminton Court 3'],
        start: at(tuesday, '18:00'),
        end: at(tuesday, '19:30'),
        subject: 'Doubles',
      },
      { token: token.booker },
    );
    source = got.data.id;
  });

  it('books the same site, start time and length on the new date, with the same subject', async () => {
    const date = plusDays(tuesday, 1);
    const got = await server.call(copyResv, { id: source, date }, { token: token.booker });
    expect(got.code).toBe(0);
    expect(got.data).toMatchObject({
      siteId: sites['Badminton Court 3'],
      start: at(date, '18:00'),
      end: at(date, '19:30'),
      subject: 'Doubles',
      status: 'approved',
    });
    const [row] = await server.query<{ kind: string; subject: string }>(
      sql`select kind, subject from reservation where id = ${got.data.id}`,
    );
    expect(row).toEqual({ kind: 'day', subject: 'Doubles' });
  });

  it("applies the rules: outside the window, taken, someone else's booking — nothing booked", async () => {
    const count = async () =>
      (
        await server.query<{ n: number }>(
          sql`select count(*)::int as n from reservation where site_id = ${sites['Badminton Court 3']}`,
        )
      )[0].n;
    const before = await count();
    expect((await server.call(copyResv, { id: source, date: shanghaiDate(20) }, { token: token.booker })).code).toBe(
      Code.RULE_TOO_FAR_AHEAD,
    );
    expect(
      (await server.call(copyResv, { id: source, date: plusDays(tuesday, 1) }, { token: token.booker })).code,
    ).toBe(Code.SLOT_TAKEN);
    expect(
      (await server.call(copyResv, { id: source, date: plusDays(tuesday, 2) }, { token: token.approver })).code,
    ).toBe(Code.RESERVATION_NOT_FOUND);
    expect(await count()).toBe(before);
  });
});
