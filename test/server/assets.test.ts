/**
 * Venue resources of the back office (/campus, /build, /floor, /scene, /assets):
 * round trips checked against the stored rows, refusals that leave the rows unchanged
 * (dependants, unknown parents, bad time zones, duplicate codes, capacity below future
 * bookings), a disabled site hidden from the terminal, and the operation log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildingAdd,
  buildingDelete,
  buildingList,
  buildingPage,
  campusAdd,
  campusDelete,
  campusEdit,
  campusList,
  campusPage,
  floorAdd,
  floorDelete,
  floorList,
  floorPage,
  sceneAdd,
  sceneDelete,
  sceneEdit,
  sceneList,
  scenePage,
  siteAdd,
  siteChangeStatus,
  siteDelete,
  siteDetail,
  siteEdit,
  sitePage,
} from '../../platform/contracts/assets.contract';
import { sceneDetail, sceneList as terminalScenes } from '../../platform/contracts/site.contract';
import { Code } from '../../platform/protocol/codes';
import { sql, startSignedIn, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  ({ server, admin, booker } = await startSignedIn());
});
afterAll(async () => {
  await server?.close();
});

const HOUR = 3_600_000;
/** Inserts a reservation row of `siteId` for the booker, `fromH`–`toH` hours from now. */
async function insertBooking(
  siteId: number,
  fromH: number,
  toH: number,
  status = 'approved',
  exclusive = false,
): Promise<number> {
  const start = new Date(Date.now() + fromH * HOUR).toISOString();
  const end = new Date(Date.now() + toH * HOUR).toISOString();
  const [row] = await server.query<{ id: number }>(sql`
    insert into reservation (site_id, user_id, start_at, end_at, status, exclusive)
    values (${siteId}, (select id from sys_user where account = 'booker'), ${start}, ${end}, ${status}, ${exclusive})
    returning id`);
  return Number(row.id);
}

describe('campuses, buildings and floors', () => {
  it('round-trips a campus → building → floor chain and refuses deletes with dependants', async () => {
    const added = await server.call(
      campusAdd,
      { name: 'North Campus', timeZone: 'Asia/Hong_Kong', sort: 9 },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ name: 'North Campus', timeZone: 'Asia/Hong_Kong', sort: 9, buildingCount: 0 });
    const campusId = added.data.id;
    expect(await server.one(sql`select name, time_zone, sort from campus where id = ${campusId}`)).toEqual({
      name: 'North Campus',
      time_zone: 'Asia/Hong_Kong',
      sort: 9,
    });

    for (const timeZone of ['Mars/Olympus', '+08:00', '']) {
      const bad = await server.call(
        campusEdit,
        { id: campusId, name: 'North Campus', timeZone, sort: 9 },
        { token: admin },
      );
      expect(bad.code, timeZone).toBe(Code.BAD_REQUEST);
    }
    const edited = await server.call(
      campusEdit,
      { id: campusId, name: 'North Campus', timeZone: 'UTC', sort: 9 },
      { token: admin },
    );
    expect(edited.code).toBe(0);
    expect(await server.one(sql`select time_zone from campus where id = ${campusId}`)).toEqual({ time_zone: 'UTC' });

    const page = await server.call(campusPage, { keyword: 'north' }, { token: admin });
    expect(page.data.rows.map((r) => r.name)).toEqual(['North Campus']);
    const list = await server.call(campusList, undefined, { token: booker });
    expect(list.code).toBe(0);
    expect(list.data.map((c) => c.name)).toEqual(['East Campus', 'West Campus', 'North Campus']);

    expect((await server.call(buildingAdd, { campusId: 99999, name: 'Ghost' }, { token: admin })).code).toBe(
      Code.BAD_REQUEST,
    );
    const hall = await server.call(buildingAdd, { campusId, name: 'Hall', sort: 1 }, { token: admin });
    expect(hall.code).toBe(0);
    expect(hall.data).toMatchObject({ campusId, campusName: 'North Campus', name: 'Hall', floorCount: 0 });
    expect((await server.call(buildingList, { campusId }, { token: booker })).data).toEqual([
      { id: hall.data.id, name: 'Hall', campusId, path: 'North Campus / Hall' },
    ]);
    expect((await server.call(buildingList, {}, { token: booker })).data.map((b) => b.path)).toEqual([
      'East Campus / Sports Centre',
      'East Campus / Library',
      'West Campus / Gymnasium',
      'West Campus / Administration Building',
      'North Campus / Hall',
    ]);
    expect((await server.call(buildingPage, { campusId }, { token: admin })).data.rows.map((r) => r.name)).toEqual([
      'Hall',
    ]);

    const ground = await server.call(floorAdd, { buildingId: hall.data.id, name: 'G', level: 0 }, { token: admin });
    expect(ground.code).toBe(0);
    expect(ground.data).toMatchObject({
      buildingName: 'Hall',
      campusId,
      campusName: 'North Campus',
      level: 0,
      siteCount: 0,
    });
    expect((await server.call(floorList, { buildingId: hall.data.id }, { token: booker })).data).toEqual([
      { id: ground.data.id, name: 'G', level: 0, buildingId: hall.data.id, path: 'North Campus / Hall / G' },
    ]);
    expect((await server.call(floorPage, { campusId }, { token: admin })).data.total).toBe(1);

    const refusedCampus = await server.call(campusDelete, { ids: [campusId] }, { token: admin });
    expect(refusedCampus.code).toBe(Code.RECORD_IN_USE);
    expect(refusedCampus.msg).toBe('North Campus still has 1 buildings and cannot be deleted');
    const refusedBuilding = await server.call(buildingDelete, { ids: [hall.data.id] }, { token: admin, lang: 'CN' });
    expect(refusedBuilding.code).toBe(Code.RECORD_IN_USE);
    expect(refusedBuilding.msg).toBe('Hall 下还有 1 个楼层，不能删除');
    expect(await server.one(sql`select count(*)::int as n from building where campus_id = ${campusId}`)).toEqual({
      n: 1,
    });

    expect((await server.call(floorDelete, { ids: [ground.data.id] }, { token: admin })).code).toBe(0);
    expect((await server.call(buildingDelete, { ids: [hall.data.id] }, { token: admin })).code).toBe(0);
    expect((await server.call(campusDelete, { ids: [campusId] }, { token: admin })).code).toBe(0);
    expect(await server.one(sql`select id from campus where id = ${campusId}`)).toBeUndefined();

    const [log] = await server.query<{ before: { timeZone: string }; after: { timeZone: string } }>(
      sql`select before, after from operation_log where path = '/resv/campus/edit' order by id desc limit 1`,
    );
    expect([log.before.timeZone, log.after.timeZone]).toEqual(['Asia/Hong_Kong', 'UTC']);
    const [deleted] = await server.query<{ before: { name: string }[] }>(
      sql`select before from operation_log where path = '/resv/campus/delete' order by id desc limit 1`,
    );
    expect(deleted.before.map((c) => c.name)).toEqual(['North Campus']);
  });
});

describe('scenes', () => {
  it('adds and edits a scene with a unique code; refuses deleting one with sites', async () => {
    const added = await server.call(
      sceneAdd,
      { code: 'squash', nameCn: '壁球', nameEn: 'Squash', nameTc: '壁球', icon: '', sort: 7 },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ code: 'squash', name: 'Squash', icon: null, siteCount: 0 });
    expect(await server.one(sql`select name_cn, name_en, icon, sort from scene where code = 'squash'`)).toEqual({
      name_cn: '壁球',
      name_en: 'Squash',
      icon: null,
      sort: 7,
    });

    const dup = await server.call(
      sceneEdit,
      { id: added.data.id, code: 'badminton', nameCn: '壁球', nameEn: 'Squash', nameTc: '壁球' },
      { token: admin },
    );
    expect(dup.code).toBe(Code.DUPLICATE);
    expect(await server.one(sql`select code from scene where id = ${added.data.id}`)).toEqual({ code: 'squash' });

    const cn = await server.call(sceneList, undefined, { token: booker, lang: 'CN' });
    expect(cn.data.find((s) => s.code === 'squash')!.name).toBe('壁球');
    expect((await server.call(scenePage, { keyword: 'Squ' }, { token: admin })).data.rows.map((s) => s.code)).toEqual([
      'squash',
    ]);

    const badminton = (await server.call(scenePage, { keyword: 'badminton' }, { token: admin })).data.rows[0];
    expect(badminton.siteCount).toBe(10);
    const refused = await server.call(sceneDelete, { ids: [added.data.id, badminton.id] }, { token: admin });
    expect(refused.code).toBe(Code.RECORD_IN_USE);
    expect(refused.msg).toBe('Badminton still has 10 sites and cannot be deleted');
    expect(
      await server.one(sql`select count(*)::int as n from scene where id in (${added.data.id}, ${badminton.id})`),
    ).toEqual({ n: 2 });

    expect((await server.call(sceneDelete, { ids: [added.data.id] }, { token: admin })).code).toBe(0);
    expect(await server.one(sql`select id from scene where code = 'squash'`)).toBeUndefined();
  });
});

describe('sites', () => {
  async function ids() {
    const floorRow = (await server.one<{ id: number }>(sql`
      select f.id from floor f join building b on b.id = f.building_id
      where b.name_en = 'Library' and f.name_en = '3F'`))!;
    const sceneRow = (await server.one<{ id: number }>(sql`select id from scene where code = 'meetingRoom'`))!;
    return { floorId: floorRow.id, sceneId: sceneRow.id };
  }

  it('adds a site without opening hours, lists it with its place, and filters', async () => {
    const { floorId, sceneId } = await ids();
    const added = await server.call(
      siteAdd,
      {
        name: 'Study Room A',
        sceneId,
        floorId,
        kind: 'single',
        capacity: 8,
        slotMinutes: 30,
        needsApproval: true,
        enabled: false,
        sort: 3,
      },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({
      name: 'Study Room A',
      sceneName: 'Meeting room',
      campusName: 'East Campus',
      buildingName: 'Library',
      floorName: '3F',
      kind: 'single',
      capacity: 1,
      slotMinutes: 30,
      needsApproval: true,
      enabled: false,
      openingCount: 0,
    });
    expect(
      await server.one(
        sql`select kind, capacity, slot_minutes, needs_approval, enabled from site where id = ${added.data.id}`,
      ),
    ).toEqual({ kind: 'single', capacity: 1, slot_minutes: 30, needs_approval: true, enabled: false });
    expect(await server.one(sql`select count(*)::int as n from site_opening where site_id = ${added.data.id}`)).toEqual(
      { n: 0 },
    );

    const disabled = await server.call(sitePage, { enabled: 'false', keyword: 'study' }, { token: admin });
    expect(disabled.data.rows.map((r) => r.name)).toEqual(['Study Room A']);
    const east = (await server.one<{ id: number }>(sql`select id from campus where name_en = 'East Campus'`))!;
    const byCampus = await server.call(
      sitePage,
      { campusId: east.id, kind: 'single', pageSize: 100 },
      { token: admin },
    );
    expect(byCampus.data.rows.every((r) => r.campusName === 'East Campus' && r.kind === 'single')).toBe(true);
    expect(byCampus.data.rows.map((r) => r.name)).toContain('Study Room A');
    const sorted = await server.call(sitePage, { orderBy: 'name', order: 'desc', pageSize: 3 }, { token: admin });
    expect(sorted.data.rows.map((r) => r.name)).toEqual([...sorted.data.rows.map((r) => r.name)].sort().reverse());
    expect((await server.call(siteDetail, { id: added.data.id }, { token: admin })).data.name).toBe('Study Room A');

    for (const slotMinutes of [4, 1441]) {
      const bad = await server.call(siteAdd, { name: 'Bad', sceneId, floorId, slotMinutes }, { token: admin });
      expect(bad.code).toBe(Code.BAD_REQUEST);
    }
    expect((await server.call(siteAdd, { name: 'Bad', sceneId: 99999, floorId }, { token: admin })).code).toBe(
      Code.BAD_REQUEST,
    );
    expect(await server.one(sql`select count(*)::int as n from site where name = 'Bad'`)).toEqual({ n: 0 });

    const floorRefused = await server.call(floorDelete, { ids: [floorId] }, { token: admin });
    expect(floorRefused.code).toBe(Code.RECORD_IN_USE);
    expect(await server.one(sql`select id from floor where id = ${floorId}`)).toBeDefined();

    expect((await server.call(siteDelete, { ids: [added.data.id] }, { token: admin })).code).toBe(0);
    expect(await server.one(sql`select id from site where id = ${added.data.id}`)).toBeUndefined();
  });

  it('refuses a capacity below what future bookings use at one time, and deleting a booked site', async () => {
    const { floorId, sceneId } = await ids();
    const fields = { name: 'Hall B', sceneId, floorId, kind: 'capacity' as const, slotMinutes: 60 };
    const added = await server.call(siteAdd, { ...fields, capacity: 3 }, { token: admin });
    const id = added.data.id;
    // Two future bookings overlap in [+26 h, +27 h); a third, past set of overlaps does not count.
    const a = await insertBooking(id, 25, 27);
    await insertBooking(id, 26, 28);
    await insertBooking(id, -5, -4);
    await insertBooking(id, -5, -4);
    await insertBooking(id, -5, -4);
    await insertBooking(id, 26, 27, 'cancelled');

    const lowered = await server.call(siteEdit, { id, ...fields, capacity: 1 }, { token: admin });
    expect(lowered.code).toBe(Code.SITE_CAPACITY_IN_USE);
    expect(lowered.msg).toBe('Hall B already has 2 future bookings at the same time; its capacity cannot become 1');
    const single = await server.call(siteEdit, { id, ...fields, kind: 'single', capacity: 5 }, { token: admin });
    expect(single.code).toBe(Code.SITE_CAPACITY_IN_USE);
    expect(await server.one(sql`select kind, capacity from site where id = ${id}`)).toEqual({
      kind: 'capacity',
      capacity: 3,
    });

    const two = await server.call(siteEdit, { id, ...fields, capacity: 2 }, { token: admin });
    expect(two.code).toBe(0);
    expect(await server.one(sql`select capacity from site where id = ${id}`)).toEqual({ capacity: 2 });

    await server.query(sql`update reservation set status = 'cancelled' where id = ${a}`);
    const nowSingle = await server.call(siteEdit, { id, ...fields, kind: 'single', capacity: 2 }, { token: admin });
    expect(nowSingle.code).toBe(0);
    expect(nowSingle.data).toMatchObject({ kind: 'single', capacity: 1 });
    expect(
      await server.query(
        sql`select exclusive from reservation where site_id = ${id} and status = 'approved' and end_at > now()`,
      ),
    ).toEqual([{ exclusive: true }]);

    const [log] = await server.query<{ before: { capacity: number }; after: { capacity: number } }>(
      sql`select before, after from operation_log where path = '/resv/site/edit' order by id desc limit 1`,
    );
    expect([log.before.capacity, log.after.capacity]).toEqual([2, 1]);

    const refused = await server.call(siteDelete, { ids: [id] }, { token: admin });
    expect(refused.code).toBe(Code.RECORD_IN_USE);
    expect(refused.msg).toBe('Hall B has 6 bookings and cannot be deleted; disable it instead');
    expect(await server.one(sql`select id from site where id = ${id}`)).toBeDefined();
  });

  it("refuses a slot length that does not divide the site's opening hours", async () => {
    const court = (await server.one<{ id: number; scene_id: number; floor_id: number }>(
      sql`select id, scene_id, floor_id from site where name_en = 'Badminton Court 7'`,
    ))!;
    const fields = {
      id: court.id,
      name: 'Badminton Court 7',
      sceneId: court.scene_id,
      floorId: court.floor_id,
      kind: 'single' as const,
    };
    const refused = await server.call(siteEdit, { ...fields, slotMinutes: 90 }, { token: admin });
    expect(refused.code).toBe(Code.OPENING_NOT_WHOLE_SLOTS);
    expect(await server.one(sql`select slot_minutes from site where id = ${court.id}`)).toEqual({ slot_minutes: 60 });
    const fine = await server.call(siteEdit, { ...fields, slotMinutes: 120 }, { token: admin });
    expect(fine.code).toBe(0);
    expect(await server.one(sql`select slot_minutes from site where id = ${court.id}`)).toEqual({ slot_minutes: 120 });
  });

  it('hides a disabled site from the terminal and shows it again when enabled', async () => {
    const court = (await server.one<{ id: number; scene_id: number }>(
      sql`select id, scene_id from site where name_en = 'Badminton Court 1'`,
    ))!;
    const terminalSites = async () =>
      (await server.call(sceneDetail, { id: court.scene_id }, { token: booker })).data.sites.map((s) => s.id);
    const count = async () =>
      (await server.call(terminalScenes, {}, { token: booker })).data.find((s) => s.id === court.scene_id)!.siteCount;
    expect(await terminalSites()).toContain(court.id);
    const before = await count();

    const off = await server.call(siteChangeStatus, { id: court.id, enabled: false }, { token: admin });
    expect(off.code).toBe(0);
    expect(off.data.enabled).toBe(false);
    expect(await server.one(sql`select enabled from site where id = ${court.id}`)).toEqual({ enabled: false });
    expect(await terminalSites()).not.toContain(court.id);
    expect(await count()).toBe(before - 1);
    const [log] = await server.query<{ before: { enabled: boolean }; after: { enabled: boolean } }>(
      sql`select before, after from operation_log where path = '/resv/site/changeStatus' order by id desc limit 1`,
    );
    expect([log.before.enabled, log.after.enabled]).toEqual([true, false]);

    expect((await server.call(siteChangeStatus, { id: court.id, enabled: true }, { token: admin })).code).toBe(0);
    expect(await terminalSites()).toContain(court.id);
  });

  it('refuses changes to a user without the permission', async () => {
    const court = (await server.one<{ id: number }>(sql`select id from site where name_en = 'Badminton Court 2'`))!;
    expect((await server.call(siteChangeStatus, { id: court.id, enabled: false }, { token: booker })).code).toBe(
      Code.FORBIDDEN,
    );
    expect(await server.one(sql`select enabled from site where id = ${court.id}`)).toEqual({ enabled: true });
  });
});
