/**
 * The sport venue's back office (docs/fitness-sites.md): site parts — a part conflicts with its whole, with no
 * double booking ever, also under concurrency (on PostgreSQL the requests run in parallel over a pool) —,
 * scene groups, sport sites, orders, popular places, spaces and the club's profile: each call's answer and what
 * it stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReserve, cancelReserveBatch, currentPeriod } from '../../platform/contracts/reserve.contract';
import * as c from '../../platform/contracts/sport-site.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let tokens: string[];
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ poolSize: 12 });
  admin = (await server.login(DEMO.admin)).token;
  tokens = await Promise.all(
    [DEMO.booker, DEMO.approver, DEMO.admin].map((who) => server.login(who).then((p) => p.token)),
  );
  const rows = await server.query<{ id: number; name: string }>(
    sql`select id, name_en as name from site where name_en in ('Full Court 5', 'Half Court 5A', 'Half Court 5B',
      'Basketball Court 1', 'Basketball Court 2', 'Basketball Court 3', 'Badminton Court 1', 'Meeting Room 301')`,
  );
  for (const r of rows) ids[r.name] = r.id;
});
afterAll(async () => {
  await server?.close();
});

const book = (siteId: number, date: string, from: string, to: string, token = admin) =>
  server.call(addReserve, { siteId, start: at(date, from), end: at(date, to) }, { token });

/** Active bookings of the sites on `date` that overlap one another across whole and parts (must be none). */
async function familyOverlaps(date: string): Promise<number> {
  const [{ n }] = await server.query<{ n: number }>(sql`
    select count(*)::int as n from reservation a join reservation b on a.id < b.id
    join site_part p on (p.whole_site_id = a.site_id and p.part_site_id = b.site_id)
      or (p.whole_site_id = b.site_id and p.part_site_id = a.site_id)
    where a.status in ('pendingAudit','approved','checkedIn','completed')
      and b.status in ('pendingAudit','approved','checkedIn','completed')
      and tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)
      and a.start_at >= ${`${date}T00:00:00+08:00`}::timestamptz`);
  return n;
}

describe('site parts: a part conflicts with its whole', () => {
  it('lists the demo family', async () => {
    const r = await server.call(c.sitePartPage, { pageNo: 1, pageSize: 10 }, { token: admin, lang: 'EN' });
    expect(r.code).toBe(0);
    expect(r.data!.rows).toEqual([
      {
        whole: { id: ids['Full Court 5'], name: 'Full Court 5', sceneName: 'Basketball' },
        parts: [
          { id: ids['Half Court 5A'], name: 'Half Court 5A' },
          { id: ids['Half Court 5B'], name: 'Half Court 5B' },
        ],
      },
    ]);
  });

  it('refuses a part when the whole is booked, and the whole when a part is; two parts go together', async () => {
    const date = shanghaiDate(2);
    const whole = await book(ids['Full Court 5'], date, '10:00', '11:00');
    expect(whole.code).toBe(0);
    expect((await book(ids['Half Court 5A'], date, '10:00', '11:00')).code).toBe(Code.SLOT_TAKEN);
    // The part's grid shows the hour taken by the whole's booking.
    const grid = await server.call(currentPeriod, { siteId: ids['Half Court 5A'], date }, { token: admin });
    expect(grid.data!.slots.find((s) => s.start === at(date, '10:00'))?.status).toBe('taken');
    expect(grid.data!.slots.find((s) => s.start === at(date, '11:00'))?.status).toBe('free');
    expect((await book(ids['Half Court 5B'], date, '09:00', '12:00')).code).toBe(Code.SLOT_TAKEN);
    // Back to back is fine.
    expect((await book(ids['Half Court 5A'], date, '11:00', '12:00')).code).toBe(0);
    expect((await book(ids['Half Court 5B'], date, '11:00', '12:00')).code).toBe(0);
    expect((await book(ids['Full Court 5'], date, '11:00', '12:00')).code).toBe(Code.SLOT_TAKEN);
    const wholeGrid = await server.call(currentPeriod, { siteId: ids['Full Court 5'], date }, { token: admin });
    expect(wholeGrid.data!.slots.find((s) => s.start === at(date, '11:00'))?.status).toBe('taken');
    // Cancelling the whole frees the parts (its claims go with it).
    expect((await server.call(cancelReserveBatch, { ids: [whole.data!.id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select 1 from site_claim where reservation_id = ${whole.data!.id}`)).toEqual([]);
    expect((await book(ids['Half Court 5A'], date, '10:00', '11:00')).code).toBe(0);
    const active = await server.query<{ site_id: number; start: string }>(sql`
      select site_id, to_char(start_at at time zone 'Asia/Shanghai', 'HH24:MI') as start from reservation
      where site_id in (${ids['Full Court 5']}, ${ids['Half Court 5A']}, ${ids['Half Court 5B']})
        and status = 'approved' and start_at::date between ${date}::date - 1 and ${date}::date + 1
      order by start, site_id`);
    expect(active).toEqual([
      { site_id: ids['Half Court 5A'], start: '10:00' },
      { site_id: ids['Half Court 5A'], start: '11:00' },
      { site_id: ids['Half Court 5B'], start: '11:00' },
    ]);
    expect(await familyOverlaps(date)).toBe(0);
  });

  it('never double-books under concurrency: 45 simultaneous bookings of the whole and both halves', async () => {
    const date = shanghaiDate(3);
    const sites = [ids['Full Court 5'], ids['Half Court 5A'], ids['Half Court 5B']];
    const results = await Promise.all(
      Array.from({ length: 45 }, (_, i) => book(sites[i % 3], date, '15:00', '16:00', tokens[i % tokens.length])),
    );
    expect(results.every((r) => r.code === 0 || r.code === Code.SLOT_TAKEN)).toBe(true);
    const won = results.map((r, i) => (r.code === 0 ? sites[i % 3] : null)).filter((s) => s !== null);
    // Either the whole alone, or at most one booking of each half (and at least one booking at all).
    if (won.includes(ids['Full Court 5'])) expect(won).toEqual([ids['Full Court 5']]);
    else expect(won.sort()).toEqual([ids['Half Court 5A'], ids['Half Court 5B']].sort());
    const stored = await server.query<{ site_id: number }>(sql`
      select site_id from reservation where site_id in ${sites} and status = 'approved'
        and start_at = ${at(date, '15:00')}::timestamptz order by site_id`);
    expect(stored.map((s) => s.site_id)).toEqual([...won].sort((a, b) => a - b));
    expect(await familyOverlaps(date)).toBe(0);
  });

  it('refuses a split that would double-book, storing nothing; allows it once the bookings are apart', async () => {
    const date = shanghaiDate(4);
    const a = await book(ids['Basketball Court 1'], date, '09:00', '10:00');
    const b = await book(ids['Basketball Court 2'], date, '09:00', '11:00');
    expect([a.code, b.code]).toEqual([0, 0]);
    const input = { wholeSiteId: ids['Basketball Court 1'], partSiteIds: [ids['Basketball Court 2']] };
    const refused = await server.call(c.sitePartSave, input, { token: admin, lang: 'EN' });
    expect(refused.code).toBe(Code.SITE_PART_CONFLICT);
    expect(refused.msg).toBe('The whole and a part have overlapping bookings: the split would double-book; not saved');
    expect(await server.query(sql`select 1 from site_part where whole_site_id = ${ids['Basketball Court 1']}`)).toEqual(
      [],
    );
    expect(await server.query(sql`select 1 from operation_log where path = '/api/fitness/sitePart/save'`)).toEqual([]);
    await server.call(cancelReserveBatch, { ids: [b.data!.id] }, { token: admin });
    const saved = await server.call(c.sitePartSave, input, { token: admin, lang: 'EN' });
    expect(saved.code).toBe(0);
    expect(saved.data!.parts).toEqual([{ id: ids['Basketball Court 2'], name: 'Basketball Court 2' }]);
    // The whole's coming booking now claims the new part: booking the part then is refused.
    expect((await book(ids['Basketball Court 2'], date, '09:00', '10:00')).code).toBe(Code.SLOT_TAKEN);
    const [log] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from operation_log where path = '/api/fitness/sitePart/save'`,
    );
    expect(log.n).toBe(1);
    // Undo: no parts; the claims go.
    expect((await server.call(c.sitePartSave, { ...input, partSiteIds: [] }, { token: admin })).code).toBe(0);
    expect(
      await server.query(sql`select 1 from site_claim sc join reservation r on r.id = sc.reservation_id
        where r.site_id = ${ids['Basketball Court 1']}`),
    ).toEqual([]);
    expect((await book(ids['Basketball Court 2'], date, '09:00', '10:00')).code).toBe(0);
  });

  it('refuses parts that are wholes, the whole itself, or capacity sites', async () => {
    const whole = ids['Basketball Court 3'];
    const asPart = await server.call(
      c.sitePartSave,
      { wholeSiteId: whole, partSiteIds: [ids['Full Court 5']] },
      { token: admin, lang: 'EN' },
    );
    expect(asPart.code).toBe(Code.SITE_PART_INVALID);
    expect(asPart.msg).toContain('Full Court 5');
    const self = await server.call(c.sitePartSave, { wholeSiteId: whole, partSiteIds: [whole] }, { token: admin });
    expect(self.code).toBe(Code.SITE_PART_INVALID);
    const partAsWhole = await server.call(
      c.sitePartSave,
      { wholeSiteId: ids['Half Court 5A'], partSiteIds: [whole] },
      { token: admin },
    );
    expect(partAsWhole.code).toBe(Code.SITE_PART_INVALID);
    const unknown = await server.call(c.sitePartSave, { wholeSiteId: whole, partSiteIds: [987654] }, { token: admin });
    expect(unknown.code).toBe(Code.SITE_NOT_FOUND);
    expect(
      await server.query(sql`select 1 from site_part where whole_site_id = ${whole} or part_site_id = ${whole}`),
    ).toEqual([]);
  });
});

describe('scene groups', () => {
  it('lists, saves (a scene moves between groups), deletes; the terminal sees the enabled groups', async () => {
    const page = await server.call(c.sceneGroupPage, { pageNo: 1, pageSize: 10 }, { token: admin, lang: 'EN' });
    const list = { data: page.data!.rows };
    expect(list.data.map((g) => [g.nameEn, g.scenes.map((s) => s.name)])).toEqual([
      ['Ball games', ['Badminton', 'Basketball', 'Table tennis']],
      ['Water sports', []],
    ]);
    const badminton = list.data[0].scenes[0].id;
    const added = await server.call(
      c.sceneGroupSave,
      {
        nameCn: '羽毛球馆',
        nameEn: 'Racket sports',
        nameTc: '羽毛球館',
        icon: 'badminton',
        sort: 5,
        sceneIds: [badminton],
      },
      { token: admin, lang: 'EN' },
    );
    expect(added.code).toBe(0);
    expect(added.data!.scenes).toEqual([{ id: badminton, name: 'Badminton' }]);
    const stored = await server.query<{ group_id: number }>(
      sql`select group_id from sport_scene_group_scene where scene_id = ${badminton}`,
    );
    expect(stored).toEqual([{ group_id: added.data!.id }]);
    const terminal = await server.call(c.sportCategories, {}, { token: tokens[0], lang: 'EN' });
    expect(terminal.data!.map((g) => [g.name, g.scenes.map((s) => s.name)])).toEqual([
      ['Ball games', ['Basketball', 'Table tennis']],
      ['Racket sports', ['Badminton']],
    ]);
    const unknown = await server.call(
      c.sceneGroupSave,
      { id: added.data!.id, nameCn: 'x', nameEn: 'x', nameTc: 'x', sceneIds: [987654] },
      { token: admin },
    );
    expect(unknown.code).toBe(Code.SPORT_SCENE_UNKNOWN);
    expect((await server.call(c.sceneGroupDelete, { id: added.data!.id }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select 1 from sport_scene_group_scene where scene_id = ${badminton}`)).toEqual([]);
    expect((await server.call(c.sceneGroupDelete, { id: added.data!.id }, { token: admin })).code).toBe(Code.NOT_FOUND);
    // Put badminton back in its group for the other tests.
    const ball = list.data[0];
    await server.call(c.sceneGroupSave, { ...ball, sceneIds: ball.scenes.map((s) => s.id) }, { token: admin });
  });
});

describe('sport sites', () => {
  it('pages the sites of grouped scenes with their details', async () => {
    const r = await server.call(
      c.sportSitePage,
      { keyword: 'Court 5', pageNo: 1, pageSize: 10 },
      { token: admin, lang: 'EN' },
    );
    expect(r.code).toBe(0);
    const family = r.data!.rows.filter((s) => s.partCount > 0 || s.wholeName !== null);
    expect(family.map((s) => [s.name, s.wholeName, s.partCount, s.state])).toEqual([
      ['Full Court 5', null, 2, 'open'],
      ['Half Court 5A', 'Full Court 5', 0, 'open'],
      ['Half Court 5B', 'Full Court 5', 0, 'open'],
    ]);
    expect(family[0].priceBands[0]).toEqual({
      weekDays: [1, 2, 3, 4, 5],
      from: '08:00',
      to: '18:00',
      priceCents: 10000,
    });
    expect(family[0].opening.length).toBeGreaterThan(0);
    const meeting = await server.call(
      c.sportSitePage,
      { keyword: 'Meeting', pageNo: 1, pageSize: 10 },
      { token: admin },
    );
    expect(meeting.data!.total).toBe(0);
  });

  it('saves state and price bands; maintenance takes the site out of booking; bad bands change nothing', async () => {
    const siteId = ids['Badminton Court 1'];
    const bad = await server.call(
      c.sportSiteSave,
      { siteId, state: 'maintenance', priceBands: [{ weekDays: [1], from: '10:00', to: '09:00', priceCents: 1 }] },
      { token: admin, lang: 'EN' },
    );
    expect(bad.code).toBe(Code.SPORT_PRICE_BAND_INVALID);
    expect(await server.query(sql`select enabled from site where id = ${siteId}`)).toEqual([{ enabled: true }]);
    const bands = [{ weekDays: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00', priceCents: 4000 }];
    const saved = await server.call(
      c.sportSiteSave,
      { siteId, state: 'maintenance', priceBands: bands, note: 'Floor repair' },
      { token: admin },
    );
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ state: 'maintenance', priceBands: bands, note: 'Floor repair' });
    expect(
      await server.query(sql`select s.enabled, ss.state from site s join sport_site ss on ss.site_id = s.id
      where s.id = ${siteId}`),
    ).toEqual([{ enabled: false, state: 'maintenance' }]);
    expect((await book(siteId, shanghaiDate(5), '10:00', '11:00')).code).not.toBe(0);
    await server.call(c.sportSiteSave, { siteId, state: 'open', priceBands: bands }, { token: admin });
    expect((await book(siteId, shanghaiDate(5), '10:00', '11:00')).code).toBe(0);
  });
});

describe('orders', () => {
  it('pages the sport bookings with their price, and shows one; others are not sport orders', async () => {
    const date = shanghaiDate(6);
    const made = await book(ids['Badminton Court 1'], date, '12:00', '13:30', tokens[0]);
    expect(made.code).toBe(0);
    const page = await server.call(
      c.sportOrderPage,
      { siteId: ids['Badminton Court 1'], dateFrom: date, dateTo: date, pageNo: 1, pageSize: 10 },
      { token: admin, lang: 'EN' },
    );
    expect(page.data!.rows).toHaveLength(1);
    // 90 minutes at 40.00 an hour (the band saved above).
    expect(page.data!.rows[0]).toMatchObject({
      id: made.data!.id,
      amountCents: 6000,
      payState: 'unpaid',
      account: 'booker',
    });
    const detail = await server.call(c.sportOrderDetail, { id: made.data!.id }, { token: admin });
    expect(detail.data).toMatchObject({ id: made.data!.id, amountCents: 6000, bands: [{ priceCents: 4000 }] });
    const meeting = await book(ids['Meeting Room 301'], shanghaiDate(7), '10:00', '11:00', tokens[0]);
    if (meeting.code === 0) {
      const notSport = await server.call(c.sportOrderDetail, { id: meeting.data!.id }, { token: admin });
      expect(notSport.code).toBe(Code.RESERVATION_NOT_FOUND);
    }
    // The booker holds no permission.
    expect((await server.call(c.sportOrderPage, { pageNo: 1, pageSize: 10 }, { token: tokens[0] })).code).toBe(
      Code.FORBIDDEN,
    );
  });
});

describe('popular places', () => {
  it('answers the pinned places in order, else the most booked; saving replaces the pins', async () => {
    const pinned = await server.call(c.popularPlaces, { limit: 8 }, { token: tokens[0], lang: 'EN' });
    expect(pinned.data!.map((p) => [p.name, p.pinned])).toEqual([
      ['Full Court 5', true],
      ['Badminton Court 1', true],
    ]);
    expect(pinned.data![0].fromPriceCents).toBe(10000);
    // Each place carries its site's scene: the terminal opens the site's booking with both.
    const scenes = await server.query<{ id: number; scene_id: number }>(
      sql`select id, scene_id from site where id in (${ids['Full Court 5']}, ${ids['Badminton Court 1']}) order by id`,
    );
    expect(pinned.data!.map((p) => [p.siteId, p.sceneId]).sort((a, b) => a[0] - b[0])).toEqual(
      scenes.map((r) => [r.id, r.scene_id]),
    );
    const cleared = await server.call(c.popularPlaceSave, { siteIds: [] }, { token: admin });
    expect(cleared.data).toEqual([]);
    expect(await server.query(sql`select 1 from popular_place`)).toEqual([]);
    const computed = await server.call(c.popularPlaces, { limit: 3 }, { token: tokens[0] });
    expect(computed.data).toHaveLength(3);
    expect(computed.data!.every((p) => !p.pinned)).toBe(true);
    const counts = computed.data!.map((p) => p.bookings30d);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const saved = await server.call(
      c.popularPlaceSave,
      { siteIds: [ids['Half Court 5B'], ids['Full Court 5']] },
      { token: admin, lang: 'EN' },
    );
    expect(saved.data!.map((p) => p.name)).toEqual(['Half Court 5B', 'Full Court 5']);
    expect((await server.call(c.popularPlaceSave, { siteIds: [987654] }, { token: admin })).code).toBe(
      Code.SITE_NOT_FOUND,
    );
    expect(await server.query(sql`select site_id from popular_place order by sort`)).toEqual([
      { site_id: ids['Half Court 5B'] },
      { site_id: ids['Full Court 5'] },
    ]);
  });
});

describe('spaces', () => {
  it('lists, adds, refuses a capacity below a coming class held there and a delete while one is', async () => {
    const page = await server.call(c.clubSpacePage, { pageNo: 1, pageSize: 10 }, { token: admin });
    const list = { data: page.data!.rows };
    expect(list.data.map((s) => [s.name, s.capacity])).toEqual([
      ['瑜伽室 A', 20],
      ['瑜伽室 B', 16],
      ['单车房', 12],
    ]);
    const studio = list.data[0];
    const low = await server.call(c.clubSpaceSave, { ...studio, capacity: 2 }, { token: admin, lang: 'EN' });
    expect(low.code).toBe(Code.SPACE_CAPACITY_BELOW_CLASS);
    expect(await server.query(sql`select capacity from club_space where id = ${studio.id}`)).toEqual([
      { capacity: 20 },
    ]);
    const inUse = await server.call(c.clubSpaceDelete, { id: studio.id }, { token: admin });
    expect(inUse.code).toBe(Code.SPACE_IN_USE);
    const added = await server.call(
      c.clubSpaceSave,
      { name: 'Boxing room', capacity: 8, equipment: ['Bags', 'Gloves'] },
      { token: admin },
    );
    expect(added.data).toMatchObject({ name: 'Boxing room', capacity: 8, equipment: ['Bags', 'Gloves'] });
    expect((await server.call(c.clubSpaceDelete, { id: added.data!.id }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select 1 from club_space where id = ${added.data!.id}`)).toEqual([]);
  });
});

describe('the club profile', () => {
  it('saves versions; the terminal reads the current one', async () => {
    const first = await server.call(c.clubProfileGet, {}, { token: admin });
    expect(first.data!.current.version).toBe(1);
    const input = {
      name: 'Venueflow Fitness',
      address: 'West Campus',
      phone: '021-1',
      hours: 'Daily 07:00–22:00',
      introduction: 'Hello',
      pictures: ['https://example.com/a.jpg'],
    };
    const saved = await server.call(c.clubProfileSave, input, { token: admin });
    expect(saved.data).toMatchObject({ ...input, version: 2 });
    const bad = await server.call(c.clubProfileSave, { ...input, pictures: ['not a url'] }, { token: admin });
    expect(bad.code).toBe(Code.BAD_REQUEST);
    const terminal = await server.call(c.clubProfile, {}, { token: tokens[0] });
    expect(terminal.data).toMatchObject({ ...input, version: 2 });
    const again = await server.call(c.clubProfileGet, {}, { token: admin });
    expect(again.data!.history.map((h) => h.version)).toEqual([1]);
    expect(await server.query(sql`select version from club_profile_version order by version`)).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
  });
});
