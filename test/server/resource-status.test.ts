/**
 * The live board (/resourceStatus): each state from stored rows — in use (an
 * approved booking now, a capacity site with several), held (a live hold; a booking
 * awaiting approval now), closed (a closure today; no opening hours), free with the next
 * booking — the filters, the counts, disabled sites left out, and a plan that reaches the
 * reservations through the exclusion constraint's GiST index and the (site_id, start_at)
 * B-tree rather than reading the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceStatusList, type BoardSite } from '../../platform/contracts/resource-status.contract';
import { boardSql } from '../../server/modules/resource-status/board.queries';
import { localDateOf } from '../../server/modules/reserve/campus-time';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
});
afterAll(async () => {
  await server?.close();
});

const MIN = 60_000;
const iso = (offsetMin: number) => new Date(Date.now() + offsetMin * MIN).toISOString();

/** Inserts a booking of the booker on `siteId` from `fromMin` to `toMin` minutes from now. */
async function book(siteId: number, fromMin: number, toMin: number, status: string, exclusive = true): Promise<number> {
  const [row] = await server.query<{ id: number }>(sql`
    insert into reservation (site_id, user_id, start_at, end_at, status, exclusive)
    values (${siteId}, (select id from sys_user where account = 'booker'), ${iso(fromMin)}, ${iso(toMin)}, ${status},
      ${exclusive})
    returning id`);
  return Number(row.id);
}

describe('the live board', () => {
  let sites: Record<string, number>;
  let board: BoardSite[];

  beforeAll(async () => {
    const court = (n: number) => server.idOf(sql`select id from site where name_en = ${`Badminton Court ${n}`}`);
    sites = {
      inUse: await court(1),
      held: await court(2),
      expired: await court(3),
      pending: await court(4),
      closure: await court(5),
      next: await court(6),
    };
    await book(sites.inUse, -30, 30, 'approved');
    await book(sites.inUse, 60, 90, 'cancelled');
    await server.query(sql`insert into site_hold (site_id, user_id, start_at, end_at, expires_at)
      values (${sites.held}, (select id from sys_user where account = 'booker'), ${iso(60)}, ${iso(90)}, ${iso(5)})`);
    await server.query(sql`insert into site_hold (site_id, user_id, start_at, end_at, expires_at)
      values (${sites.expired}, (select id from sys_user where account = 'booker'), ${iso(60)}, ${iso(90)},
        ${iso(-1)})`);
    await book(sites.pending, -10, 20, 'pendingAudit');
    const today = localDateOf(new Date(), 'Asia/Shanghai');
    await server.query(sql`insert into site_closure (site_id, start_date, end_date, reason) values (${sites.closure},
      ${today},
        ${today}, 'Net repair')`);
    await book(sites.next, 120, 150, 'approved');
    await book(sites.next, 180, 210, 'approved');
    // A capacity site with three bookings now, and a site without opening hours.
    const floorId = await server.idOf(sql`select floor_id as id from site where id = ${sites.inUse}`);
    const sceneId = await server.idOf(sql`select id from scene where code = 'badminton'`);
    const [hall] = await server.query<{
      id: number;
    }>(sql`insert into site (scene_id, floor_id, name, kind, capacity, slot_minutes)
      values (${sceneId}, ${floorId}, 'Training Hall', 'capacity', 10, 30) returning id`);
    sites.capacity = Number(hall.id);
    await server.query(sql`insert into site_opening (site_id, week_day, open_time, close_time)
      select ${sites.capacity}, d, '00:00', '24:00' from unnest(array['MON','TUE','WED','THU','FRI','STA','SUN']) d`);
    for (const from of [-40, -20, -5]) await book(sites.capacity, from, 30, 'approved', false);
    await book(sites.capacity, -60 * 24 * 3, -60 * 24 * 3 + 60, 'completed', false);
    const [bare] = await server.query<{ id: number }>(sql`insert into site (scene_id, floor_id, name, slot_minutes)
      values (${sceneId}, ${floorId}, 'Unopened Court', 30) returning id`);
    sites.noHours = Number(bare.id);
    const [off] = await server.query<{
      id: number;
    }>(sql`insert into site (scene_id, floor_id, name, slot_minutes, enabled)
      values (${sceneId}, ${floorId}, 'Disabled Court', 30, false) returning id`);
    sites.disabled = Number(off.id);

    const r = await server.call(resourceStatusList, { sceneId }, { token: admin });
    expect(r.code).toBe(0);
    board = r.data.sites;
    expect(Object.values(r.data.counts).reduce((a, b) => a + b, 0)).toBe(board.length);
    for (const state of ['free', 'held', 'inUse', 'closed'] as const) {
      expect(r.data.counts[state], state).toBe(board.filter((s) => s.state === state).length);
    }
  });

  const site = (key: string) => board.find((s) => s.siteId === sites[key])!;

  it('shows a site in use with its booker, and a capacity site with every booking now', () => {
    expect(site('inUse')).toMatchObject({
      state: 'inUse',
      currentCount: 1,
      heldUntil: null,
      closedBy: null,
      next: null,
      current: { userName: 'Demo Booker', account: 'booker', status: 'approved' },
      place: 'East Campus / Sports Centre / 1F',
      sceneName: 'Badminton',
    });
    expect(site('inUse').current!.start).toMatch(/\+08:00$/);
    expect(site('capacity')).toMatchObject({ state: 'inUse', kind: 'capacity', capacity: 10, currentCount: 3 });
  });

  it('shows held sites: a live hold, a booking awaiting approval; an expired hold counts for nothing', () => {
    expect(site('held')).toMatchObject({ state: 'held', current: null });
    expect(site('held').heldUntil).not.toBeNull();
    expect(site('pending')).toMatchObject({ state: 'held', current: { status: 'pendingAudit' } });
    expect(site('expired')).toMatchObject({ state: 'free', heldUntil: null });
  });

  it('shows closed sites with the reason, and the next booking of a free site', () => {
    expect(site('closure')).toMatchObject({ state: 'closed', closedBy: { kind: 'closure', reason: 'Net repair' } });
    expect(site('noHours')).toMatchObject({ state: 'closed', closedBy: { kind: 'hours', reason: null } });
    const next = site('next');
    expect(next).toMatchObject({ state: 'free', current: null, next: { status: 'approved', userName: 'Demo Booker' } });
    expect(new Date(next.next!.start).getTime()).toBeGreaterThan(Date.now() + 100 * MIN);
    expect(new Date(next.next!.start).getTime()).toBeLessThan(Date.now() + 140 * MIN);
    expect(board.find((s) => s.siteId === sites.disabled)).toBeUndefined();
  });

  it('filters by campus and scene', async () => {
    const west = await server.idOf(sql`select id from campus where name_en = 'West Campus'`);
    const r = await server.call(resourceStatusList, { campusId: west }, { token: admin });
    expect(r.data.sites.length).toBeGreaterThan(0);
    expect(r.data.sites.every((s) => s.campusId === west)).toBe(true);
    expect(board.every((s) => s.sceneName === 'Badminton')).toBe(true);
  });

  it('reaches the reservations through their indexes, not a scan of the table', async () => {
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${boardSql(new Date(), 2, {}, 'EN')}`);
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('reservation_no_overlap');
    expect(plan).toContain('reservation_site_idx');
    expect(plan).not.toMatch(/Seq Scan on reservation/);
  });
});
