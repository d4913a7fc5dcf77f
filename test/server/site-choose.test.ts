/**
 * The terminal's site list (spec §7 /api/site/siteType, /api/site/choose): scenes of the
 * filter in the caller's language, sites filtered by place, scene, people and devices,
 * paged, each with its first photo and today's free slots; disabled sites never listed
 * (nor their scene when it has no other); /api/site/extras gives the site for /siteDetail;
 * the terminal menus admitting the site pages, seeded and brought by their migration once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, siteType } from '../../platform/contracts/site.contract';
import { currentPeriod } from '../../platform/contracts/reserve.contract';
import { sitePhotoUpload, terminalSiteExtras } from '../../platform/contracts/venue-extras.contract';
import { Code } from '../../platform/protocol/codes';
import {
  grantClubRolesTheTerminalMenus,
  runMigrationFile,
  shanghaiDate,
  sql,
  startSignedIn,
  type TestServer,
} from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  ({ server, admin, booker } = await startSignedIn());
});
afterAll(async () => {
  await server?.close();
});

const idOfSite = (name: string) => server.idOf(sql`select id from site where name_en = ${name}`);
const idOfKind = (code: string) => server.idOf(sql`select id from dev_kind where code = ${code}`);

describe('siteType', () => {
  it("lists the scenes having enabled sites in the caller's language, of one campus when asked", async () => {
    const cn = await server.call(siteType, {}, { token: booker, lang: 'CN' });
    expect(cn.code).toBe(0);
    expect(cn.data.map((s) => s.name)).toEqual(['羽毛球', '篮球', '乒乓球', '会议室']);
    const east = await server.idOf(sql`select id from campus where name_en = 'East Campus'`);
    const onlyEast = await server.call(siteType, { campusId: east }, { token: booker });
    expect(onlyEast.data.map((s) => [s.name, s.siteCount])).toEqual([
      ['Badminton', 6],
      ['Table tennis', 6],
      ['Meeting room', 3],
    ]);
  });

  it('is refused without a session', async () => {
    expect((await server.call(siteType, {})).code).not.toBe(0);
  });
});

describe('choose', () => {
  it('filters by scene, campus → building → floor, least people and every device asked, by site sort', async () => {
    const meeting = await server.idOf(sql`select id from scene where code = 'meetingRoom'`);
    const all = await server.call(choose, { sceneId: meeting, pageSize: 20 }, { token: booker });
    expect(all.data.total).toBe(6);
    expect(all.data.rows[0]).toMatchObject({
      name: 'Meeting Room 301',
      sceneName: 'Meeting room',
      place: 'East Campus / Library / 3F',
      capacity: 12,
      devices: [
        { name: 'Projector', quantity: 1 },
        { name: 'Whiteboard', quantity: 1 },
      ],
      photo: null,
    });

    const projector = await idOfKind('projector');
    const microphone = await idOfKind('microphone');
    const big = await server.call(
      choose,
      { sceneId: meeting, minCapacity: 16, devKindIds: `${projector},${microphone}` as never },
      { token: booker },
    );
    expect(big.data.rows.map((r) => [r.name, r.capacity])).toEqual([
      ['Meeting Room 303', 20],
      ['Meeting Room 501', 16],
      ['Meeting Room 503', 30],
    ]);

    const building = await server.idOf(sql`select id from building where name_en = 'Administration Building'`);
    const admin5 = await server.call(choose, { buildingId: building, minCapacity: 20 }, { token: booker });
    expect(admin5.data.rows.map((r) => r.name)).toEqual(['Meeting Room 503']);
    const floor = await server.idOf(sql`select f.id from floor f join building b on b.id = f.building_id
      where b.name_en = 'Sports Centre' and f.name_en = '2F'`);
    const tables = await server.call(choose, { floorId: floor, pageSize: 100 }, { token: booker });
    expect(tables.data.rows.map((r) => r.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Table Tennis Table ${n}`));
    // A site outside any room holds its own capacity.
    expect(tables.data.rows[0].capacity).toBe(1);
  });

  it('pages with the total over all pages', async () => {
    const first = await server.call(choose, { pageNo: 1, pageSize: 10 }, { token: booker });
    const third = await server.call(choose, { pageNo: 3, pageSize: 10 }, { token: booker });
    expect(first.data).toMatchObject({ total: 29, pageNo: 1, pageSize: 10 });
    expect(first.data.rows).toHaveLength(10);
    expect(third.data.rows).toHaveLength(9);
    expect(new Set([...first.data.rows, ...third.data.rows].map((r) => r.id)).size).toBe(19);
  });

  it("counts today's free slots as the day's grid shows them; a closed site is not bookable today", async () => {
    const court = await idOfSite('Badminton Court 1');
    const court2 = await idOfSite('Badminton Court 2');
    await server.query(sql`insert into site_closure (site_id, start_date, end_date, reason)
      values (${court2}, ${shanghaiDate(-1)}, ${shanghaiDate(1)}, 'repair')`);
    const badminton = await server.idOf(sql`select id from scene where code = 'badminton'`);
    const page = await server.call(choose, { sceneId: badminton, pageSize: 2 }, { token: booker });
    const grid = await server.call(currentPeriod, { siteId: court, date: page.data.rows[0].today }, { token: booker });
    const [one, two] = page.data.rows;
    expect(one.id).toBe(court);
    expect(one.today).toBe(shanghaiDate());
    expect(one.freeToday).toBe(grid.data.slots.filter((s) => s.status === 'free').length);
    expect(one.bookableToday).toBe(one.freeToday > 0);
    expect(two).toMatchObject({ id: court2, freeToday: 0, bookableToday: false });
    await server.query(sql`delete from site_closure where site_id = ${court2}`);
  });

  it('never lists a disabled site, and drops a scene whose sites are all disabled from siteType', async () => {
    const tennis = await server.idOf(sql`select id from scene where code = 'tableTennis'`);
    await server.query(sql`update site set enabled = false where scene_id = ${tennis}`);
    const table = await idOfSite('Table Tennis Table 1');
    const listed = await server.call(choose, { sceneId: tennis }, { token: booker });
    expect(listed.data).toMatchObject({ rows: [], total: 0 });
    expect((await server.call(choose, { pageSize: 100 }, { token: booker })).data.total).toBe(23);
    expect((await server.call(siteType, {}, { token: booker })).data.map((s) => s.code)).not.toContain('tableTennis');
    expect((await server.call(terminalSiteExtras, { siteId: table }, { token: booker })).code).toBe(
      Code.SITE_NOT_FOUND,
    );
    await server.query(sql`update site set enabled = true where scene_id = ${tennis}`);
  });

  it('gives the first photo of a site', async () => {
    const site = await idOfSite('Basketball Court 1');
    const png = Buffer.alloc(64, 7);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    const photo = { siteId: site, contentType: 'image/png', data: png.toString('base64') };
    const first = await server.call(sitePhotoUpload, { ...photo, name: 'a.png' }, { token: admin });
    await server.call(sitePhotoUpload, { ...photo, name: 'b.png' }, { token: admin });
    const basketball = await server.idOf(sql`select id from scene where code = 'basketball'`);
    const rows = (await server.call(choose, { sceneId: basketball }, { token: booker })).data.rows;
    expect(rows.find((r) => r.id === site)?.photo).toBe(first.data.url);
    expect(rows.filter((r) => r.id !== site).every((r) => r.photo === null)).toBe(true);
  });

  it('refuses bad filters and changes nothing', async () => {
    for (const bad of [{ devKindIds: '1,x' }, { minCapacity: 0 }, { pageSize: 101 }, { devKindIds: '' }]) {
      expect((await server.call(choose, bad as never, { token: booker })).code).toBe(Code.BAD_REQUEST);
    }
  });
});

describe('the terminal extras of a site', () => {
  it('carries the site with its scene, place, slot length and opening hours', async () => {
    const room = await idOfSite('Meeting Room 301');
    const got = await server.call(terminalSiteExtras, { siteId: room }, { token: booker });
    expect(got.data.site).toMatchObject({
      id: room,
      name: 'Meeting Room 301',
      sceneName: 'Meeting room',
      buildingName: 'Library',
      slotMinutes: 30,
      timeZone: 'Asia/Shanghai',
    });
    expect(got.data.site.openingHours).toContainEqual({ weekDay: 'MON', open: '08:00', close: '18:00' });
    expect(got.data.devices).toEqual([
      { name: 'Projector', quantity: 1 },
      { name: 'Whiteboard', quantity: 1 },
    ]);
  });
});

describe('the terminal menus of the site pages', () => {
  const PATHS = ['/siteList', '/siteDetail', '/dayReserve', '/details', '/blank'];
  const pathList = sql.raw(`(${PATHS.map((p) => `'${p}'`).join(', ')})`);

  /** Each page's path, shown (status 0) or hidden (1), and the roles holding it. */
  const pages = () =>
    server.query<{ path: string; status: number; roles: string }>(sql`
      select m.path, m.status, (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm
        join sys_role r on r.id = rm.role_id where rm.menu_id = m.id) as roles
      from sys_menu m where m.app_code = 'terminal' and m.path in ${pathList}
      order by m.path`);
  const expected = [
    { path: '/blank', status: 1, roles: 'admin,approver,coach,member,user' },
    { path: '/dayReserve', status: 1, roles: 'admin,approver,coach,member,user' },
    { path: '/details', status: 1, roles: 'admin,approver,coach,member,user' },
    { path: '/siteDetail', status: 1, roles: 'admin,approver,coach,member,user' },
    { path: '/siteList', status: 0, roles: 'admin,approver,coach,member,user' },
  ];

  it('are seeded for the terminal roles, and reach a database seeded without them, once', async () => {
    expect(await pages()).toEqual(expected);
    await server.query(
      sql`delete from sys_menu where app_code = 'terminal' and path in ${sql.raw(
        `(${PATHS.map((p) => `'${p}'`).join(', ')})`,
      )}`,
    );
    expect(await pages()).toEqual([]);
    await runMigrationFile(server, '_site-pages.sql');
    await runMigrationFile(server, '_site-pages.sql');
    await grantClubRolesTheTerminalMenus(server);
    expect(await pages()).toEqual(expected);
  });
});
