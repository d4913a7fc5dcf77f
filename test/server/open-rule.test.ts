/**
 * Opening rules and closures (/openRule): reading and replacing a site's week,
 * refusals that leave the stored rows unchanged, a scene-wide save, the count of future
 * bookings left outside new hours, and closures that close the slot grid and refuse
 * bookings with a message naming the reason and the dates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEEK_DAYS,
  closureAdd,
  closureDelete,
  closurePage,
  openRuleGet,
  openRuleSave,
  type OpeningRange,
} from '../../platform/contracts/open-rule.contract';
import { addReserve, cancelReserveBatch, currentPeriod } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

/** An ISO date as English messages show it ("Nov 24"). */
const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

let server: TestServer;
let admin: string;
let booker: string;
/** Site and scene ids by name / code. */
const sites: Record<string, number> = {};
const scenes: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  [admin, booker] = await Promise.all([DEMO.admin, DEMO.booker].map((who) => server.login(who).then((p) => p.token)));
  for (const row of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[row.name] = row.id;
  for (const row of await server.query<{ id: number; code: string }>(sql`select id, code from scene`))
    scenes[row.code] = row.id;
});
afterAll(async () => {
  await server?.close();
});

const tomorrow = shanghaiDate(1);

/** The stored opening rows of a site as `DAY HH:mm-HH:mm`, in week order. */
async function storedWeek(siteId: number): Promise<string[]> {
  const rows = await server.query<{ week_day: string; open_time: string; close_time: string }>(
    sql`select week_day, open_time, close_time from site_opening where site_id = ${siteId}`,
  );
  return rows
    .map((r) => `${r.week_day} ${r.open_time}-${r.close_time}`)
    .sort(
      (a, b) =>
        WEEK_DAYS.indexOf(a.slice(0, 3) as never) - WEEK_DAYS.indexOf(b.slice(0, 3) as never) || a.localeCompare(b),
    );
}

/** The same ranges on every day of the week. */
function everyDay(...ranges: [string, string][]): OpeningRange[] {
  return WEEK_DAYS.flatMap((weekDay) => ranges.map(([openTime, closeTime]) => ({ weekDay, openTime, closeTime })));
}

describe('opening rules of one site', () => {
  const court = () => sites['Basketball Court 1'];

  it('reads the seeded week: 08:00–22:00 every day, 60-minute slots, in week order', async () => {
    const r = await server.call(openRuleGet, { siteId: court() }, { token: admin });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      siteId: court(),
      sceneId: scenes.basketball,
      slotMinutes: 60,
      timeZone: 'Asia/Shanghai',
    });
    expect(r.data.openings).toEqual(everyDay(['08:00', '22:00']));
    expect((await server.call(openRuleGet, { siteId: 99999 }, { token: admin })).code).toBe(Code.SITE_NOT_FOUND);
  });

  it('replaces the whole week in one save (days left out are closed) and the grid follows', async () => {
    const openings: OpeningRange[] = [
      { weekDay: 'MON', openTime: '14:00', closeTime: '16:00' },
      { weekDay: 'MON', openTime: '10:00', closeTime: '12:00' },
      { weekDay: 'STA', openTime: '10:00', closeTime: '24:00' },
    ];
    const r = await server.call(openRuleSave, { siteId: court(), openings, slotMinutes: 30 }, { token: admin });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ siteIds: [court()], outsideHours: 0 });
    expect(await storedWeek(court())).toEqual(['MON 10:00-12:00', 'MON 14:00-16:00', 'STA 10:00-24:00']);
    const [{ slot_minutes: slot }] = await server.query<{ slot_minutes: number }>(
      sql`select slot_minutes from site where id = ${court()}`,
    );
    expect(slot).toBe(30);
    const got = await server.call(openRuleGet, { siteId: court() }, { token: admin });
    expect(got.data.openings.map((o) => `${o.weekDay} ${o.openTime}`)).toEqual(['MON 10:00', 'MON 14:00', 'STA 10:00']);

    // Every day 10:00–12:00 with 60-minute slots: tomorrow's grid is exactly two slots.
    await server.call(
      openRuleSave,
      { siteId: court(), openings: everyDay(['10:00', '12:00']), slotMinutes: 60 },
      { token: admin },
    );
    const grid = await server.call(currentPeriod, { siteId: court(), date: tomorrow }, { token: booker });
    expect(grid.data.slots.map((s) => [s.start, s.status])).toEqual([
      [at(tomorrow, '10:00'), 'free'],
      [at(tomorrow, '11:00'), 'free'],
    ]);
    const outside = await server.call(
      addReserve,
      { siteId: court(), start: at(tomorrow, '12:00'), end: at(tomorrow, '13:00') },
      { token: booker },
    );
    expect(outside.code).toBe(Code.SLOT_CLOSED);
  });

  it('refuses an invalid week with a localized message and leaves the stored rows unchanged', async () => {
    const before = await storedWeek(court());
    const cases: [OpeningRange[], number, RegExp, 'EN' | 'CN'][] = [
      [
        [{ weekDay: 'TUE', openTime: '12:00', closeTime: '10:00' }],
        Code.OPENING_RANGE_INVALID,
        /^Tuesday 12:00–10:00: the closing time/,
        'EN',
      ],
      [
        [
          { weekDay: 'MON', openTime: '08:00', closeTime: '12:00' },
          { weekDay: 'MON', openTime: '11:00', closeTime: '13:00' },
        ],
        Code.OPENING_OVERLAP,
        /^周一 11:00–13:00 与 08:00–12:00 重叠$/,
        'CN',
      ],
      [
        [{ weekDay: 'STA', openTime: '08:00', closeTime: '09:30' }],
        Code.OPENING_NOT_WHOLE_SLOTS,
        /^Saturday 08:00–09:30 is not a whole number of 60-minute slots$/,
        'EN',
      ],
    ];
    for (const [openings, code, message, lang] of cases) {
      const r = await server.call(openRuleSave, { siteId: court(), openings }, { token: admin, lang });
      expect([r.code, r.msg]).toEqual([code, expect.stringMatching(message)]);
    }
    // A valid week with a slot length it does not divide is refused too.
    const r = await server.call(
      openRuleSave,
      { siteId: court(), openings: everyDay(['10:00', '12:00']), slotMinutes: 45 },
      { token: admin },
    );
    expect(r.code).toBe(Code.OPENING_NOT_WHOLE_SLOTS);
    // Malformed input never reaches the handler.
    for (const bad of [
      { siteId: court(), openings: [{ weekDay: 'SAT', openTime: '08:00', closeTime: '09:00' }] },
      { siteId: court(), openings: [{ weekDay: 'MON', openTime: '8:00', closeTime: '09:00' }] },
      { siteId: court(), openings: [{ weekDay: 'MON', openTime: '08:00', closeTime: '24:30' }] },
      { openings: [] },
      { siteId: court(), sceneId: scenes.basketball, openings: [] },
    ]) {
      expect((await server.call(openRuleSave, bad as never, { token: admin })).code).toBe(Code.BAD_REQUEST);
    }
    expect(await storedWeek(court())).toEqual(before);
    const [{ slot_minutes: slot }] = await server.query<{ slot_minutes: number }>(
      sql`select slot_minutes from site where id = ${court()}`,
    );
    expect(slot).toBe(60);
  });

  it('is refused to a user without the permission', async () => {
    const r = await server.call(openRuleSave, { siteId: court(), openings: [] }, { token: booker });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect(await storedWeek(court())).toHaveLength(7);
  });
});

describe('scene-wide save', () => {
  it('replaces the hours and the slot length of every site of the scene', async () => {
    const tables = Object.keys(sites)
      .filter((n) => n.startsWith('Table Tennis Table'))
      .map((n) => sites[n])
      .sort((a, b) => a - b);
    expect(tables).toHaveLength(6);
    const openings = everyDay(['09:00', '12:00'], ['13:00', '18:00']);
    const r = await server.call(
      openRuleSave,
      { sceneId: scenes.tableTennis, openings, slotMinutes: 60 },
      { token: admin },
    );
    expect(r.code).toBe(0);
    expect([...r.data.siteIds].sort((a, b) => a - b)).toEqual(tables);
    for (const id of tables) {
      expect(await storedWeek(id)).toEqual(WEEK_DAYS.flatMap((d) => [`${d} 09:00-12:00`, `${d} 13:00-18:00`]));
    }
    const slots = await server.query<{ n: number }>(
      sql`select count(*)::int as n from site where slot_minutes = 60 and scene_id = ${scenes.tableTennis}`,
    );
    expect(slots[0].n).toBe(6);
    // Other scenes are untouched.
    expect(await storedWeek(sites['Basketball Court 3'])).toEqual(WEEK_DAYS.map((d) => `${d} 08:00-22:00`));
    expect((await server.call(openRuleSave, { sceneId: 99999, openings }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });
});

describe('bookings outside new hours', () => {
  it('keeps them and reports how many future active ones now lie outside', async () => {
    const court = sites['Basketball Court 2'];
    const ids: number[] = [];
    for (const [start, end] of [
      ['09:00', '10:00'],
      ['19:00', '20:00'],
      ['20:00', '21:00'],
    ]) {
      const r = await server.call(
        addReserve,
        { siteId: court, start: at(tomorrow, start), end: at(tomorrow, end) },
        { token: booker },
      );
      expect(r.code).toBe(0);
      ids.push(r.data.id);
    }
    // A cancelled booking outside the hours does not count.
    expect((await server.call(cancelReserveBatch, { ids: [ids[2]] }, { token: booker })).code).toBe(0);
    const r = await server.call(
      openRuleSave,
      { siteId: court, openings: everyDay(['08:00', '12:00']) },
      { token: admin },
    );
    expect(r.data).toEqual({ siteIds: [court], outsideHours: 1 });
    const kept = await server.query<{ id: number; status: string }>(
      sql`select id, status from reservation where site_id = ${court} order by id`,
    );
    expect(kept.map((k) => k.status)).toEqual(['approved', 'approved', 'cancelled']);
  });
});

describe('closures', () => {
  const court = () => sites['Badminton Court 7'];
  const dayAfter = shanghaiDate(2);
  const book = (date: string, siteId = court()) =>
    server.call(
      addReserve,
      { siteId, start: at(date, '10:00'), end: at(date, '11:00') },
      { token: booker, lang: 'EN' },
    );
  const statuses = async (date: string, siteId = court()) =>
    new Set((await server.call(currentPeriod, { siteId, date }, { token: booker })).data.slots.map((s) => s.status));

  it('a site closure closes every slot of its days and refuses bookings naming the reason and dates', async () => {
    const added = await server.call(
      closureAdd,
      { siteId: court(), startDate: tomorrow, endDate: dayAfter, reason: 'Floor repairs' },
      { token: admin },
    );
    expect(added.code).toBe(0);
    const [stored] = await server.query<{
      site_id: number;
      scene_id: number | null;
      start_date: string;
      end_date: string;
    }>(sql`select site_id, scene_id, start_date, end_date from site_closure where id = ${added.data.id}`);
    expect(stored).toEqual({ site_id: court(), scene_id: null, start_date: tomorrow, end_date: dayAfter });

    expect(await statuses(tomorrow)).toEqual(new Set(['closed']));
    expect(await statuses(dayAfter)).toEqual(new Set(['closed']));
    expect(await statuses(shanghaiDate(3))).toContain('free');
    expect(await statuses(tomorrow, sites['Badminton Court 8'])).toContain('free');

    const refused = await book(tomorrow);
    expect(refused.code).toBe(Code.SITE_CLOSED);
    expect(refused.msg).toBe(
      `Badminton Court 7 is closed from ${shortDate(tomorrow)} to ${shortDate(dayAfter)}: Floor repairs`,
    );
    const count = await server.query<{ n: number }>(
      sql`select count(*)::int as n from reservation where site_id = ${court()}`,
    );
    expect(count[0].n).toBe(0);
  });

  it('a scene closure and a global closure close the sites they cover', async () => {
    const day = shanghaiDate(4);
    const scene = await server.call(
      closureAdd,
      { sceneId: scenes.basketball, startDate: day, endDate: day, reason: 'Tournament' },
      { token: admin },
    );
    expect(scene.code).toBe(0);
    expect(await statuses(day, sites['Basketball Court 4'])).toEqual(new Set(['closed']));
    expect(await statuses(day)).toContain('free');
    expect((await book(day, sites['Basketball Court 4'])).code).toBe(Code.SITE_CLOSED);

    const later = shanghaiDate(5);
    const all = await server.call(
      closureAdd,
      { startDate: later, endDate: later, reason: 'National holiday' },
      { token: admin },
    );
    expect(all.code).toBe(0);
    expect(await statuses(later)).toEqual(new Set(['closed']));
    const refused = await book(later, sites['Badminton Court 1']);
    expect(refused.msg).toMatch(/National holiday$/);

    // The list: what applies to a site (its own, its scene's, global), filtered by dates.
    const forCourt = await server.call(closurePage, { siteId: court() }, { token: admin, lang: 'EN' });
    expect(forCourt.data.rows.map((r) => r.reason)).toEqual(['National holiday', 'Floor repairs']);
    const forScene = await server.call(closurePage, { sceneId: scenes.basketball }, { token: admin, lang: 'EN' });
    expect(forScene.data.rows.map((r) => [r.reason, r.sceneName, r.siteName])).toEqual([
      ['National holiday', null, null],
      ['Tournament', 'Basketball', null],
    ]);
    const dated = await server.call(
      closurePage,
      { dateFrom: shanghaiDate(4), dateTo: shanghaiDate(4) },
      { token: admin },
    );
    expect(dated.data.rows.map((r) => r.reason)).toEqual(['Tournament']);
    const siteRow = (
      await server.call(closurePage, { siteId: court(), dateTo: dayAfter }, { token: admin, lang: 'CN' })
    ).data.rows[0];
    expect(siteRow).toMatchObject({
      siteId: court(),
      siteName: '羽毛球7号场',
      sceneId: scenes.badminton,
      sceneName: '羽毛球',
    });
  });

  it('refuses bad closures and deletes all or none', async () => {
    const bad = [
      { siteId: court(), startDate: shanghaiDate(3), endDate: shanghaiDate(2), reason: 'x' },
      { siteId: court(), startDate: tomorrow, endDate: tomorrow, reason: '' },
      { siteId: court(), sceneId: scenes.badminton, startDate: tomorrow, endDate: tomorrow, reason: 'x' },
    ];
    for (const input of bad)
      expect((await server.call(closureAdd, input, { token: admin })).code).toBe(Code.BAD_REQUEST);
    expect(
      (
        await server.call(
          closureAdd,
          { siteId: 99999, startDate: tomorrow, endDate: tomorrow, reason: 'x' },
          { token: admin },
        )
      ).code,
    ).toBe(Code.SITE_NOT_FOUND);
    expect(
      (
        await server.call(
          closureAdd,
          { siteId: court(), startDate: tomorrow, endDate: tomorrow, reason: 'x' },
          { token: booker },
        )
      ).code,
    ).toBe(Code.FORBIDDEN);

    const ids = (await server.query<{ id: number }>(sql`select id from site_closure order by id`)).map((r) => r.id);
    expect(ids).toHaveLength(3);
    expect((await server.call(closureDelete, { ids: [ids[0], 99999] }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect(await server.query(sql`select id from site_closure`)).toHaveLength(3);

    const r = await server.call(closureDelete, { ids: [ids[0]] }, { token: admin });
    expect(r.data).toEqual({ deleted: 1 });
    expect(await statuses(tomorrow)).toContain('free');
    expect((await book(tomorrow)).code).toBe(0);
  });
});
