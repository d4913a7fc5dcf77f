/**
 * The back-office shell's calls (spec §4 application tabs, §6, §7):
 * /system/app/list and /page (the caller's applications, never 'front desk'),
 * /system/menu/change (stores the caller's tab; getLoginUser follows it; foreign
 * applications refused), /system/menu/appMenus (one held application's menus, front desk
 * for the catering admin app) and the venue-allocation count and list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLoginUser } from '../../platform/contracts/auth.contract';
import {
  allocationPage,
  appList,
  appMenus,
  appPage,
  menuChange,
  progressCount,
} from '../../platform/contracts/shell.contract';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let approver: string;
let booker: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  approver = (await server.login(DEMO.approver)).token;
  booker = (await server.login(DEMO.booker)).token;
});
afterAll(async () => {
  await server?.close();
});

const activeAppOf = async (account: string) =>
  (
    await server.query<{ active_app: string | null }>(sql`select active_app from sys_user where account = ${account}`)
  )[0].active_app;

describe('application list', () => {
  it('lists every enabled application but front desk for the administrator, default one active', async () => {
    const r = await server.call(appList, undefined, { token: admin, lang: 'EN' });
    expect(r.code).toBe(0);
    expect(r.data.map((a) => [a.code, a.sys_no, a.active])).toEqual([
      ['venue', 100, true],
      ['system', 1, false],
      ['meeting', 901, false],
    ]);
    expect(r.data[0].name).toBe('Venue booking');
    expect(r.data[1].paths).toEqual(expect.arrayContaining(['/user', '/role', '/menu', '/operationLog']));
    // The external help link is no page path.
    expect(r.data[0].paths).toEqual(expect.arrayContaining(['/reserveManage', '/audit', '/assets']));
    expect(r.data[0].paths).not.toContain('');
    // Hidden pages, reached from another page, are admitted by these paths.
    expect(r.data[0].paths).toEqual(expect.arrayContaining(['/formDefine', '/building', '/workflowStart', '/start']));
  });

  it("lists only the applications holding one of the caller's menus", async () => {
    const r = await server.call(appList, undefined, { token: approver, lang: 'CN' });
    expect(r.data.map((a) => a.code)).toEqual(['venue', 'meeting']);
    expect(r.data[1]).toMatchObject({ name: '会议服务', paths: ['/meetingRoomReser'] });
    expect(r.data[0].paths).toEqual(expect.arrayContaining(['/workflowStart', '/start']));
    expect(r.data[0].paths).not.toContain('/building');
    const none = await server.call(appList, undefined, { token: booker });
    expect(none.data).toEqual([]);
  });

  it('never lists front desk, even when the caller holds its menus', async () => {
    await server.query(sql`insert into sys_menu (app_code, name, path, type, title_cn, title_en, title_tc)
      values ('frontDesk', 'deskIndex', '/index', 1, '前台', 'Front desk', '前台')`);
    await server.query(sql`insert into sys_role_menu (role_id, menu_id)
      select r.id, m.id from sys_role r, sys_menu m where r.code = 'approver' and m.name = 'deskIndex'`);
    const r = await server.call(appList, undefined, { token: approver });
    expect(r.data.map((a) => a.code)).toEqual(['venue', 'meeting']);
    const user = await server.call(getLoginUser, undefined, { token: approver });
    expect(user.data.apps.find((a) => a.code === 'frontDesk')?.active).toBe(false);
  });

  it('pages the same rows', async () => {
    const p1 = await server.call(appPage, { pageNo: 1, pageSize: 2 }, { token: admin });
    expect(p1.data).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 });
    expect(p1.data.rows.map((a) => a.code)).toEqual(['venue', 'system']);
    const p2 = await server.call(appPage, { pageNo: 2, pageSize: 2 }, { token: admin });
    expect(p2.data.rows.map((a) => a.code)).toEqual(['meeting']);
  });
});

describe('menu change', () => {
  it("stores the caller's tab, answers its menus, and getLoginUser follows it", async () => {
    const before = await server.call(getLoginUser, undefined, { token: approver, lang: 'EN' });
    expect(before.data.apps.filter((a) => a.active).map((a) => a.code)).toEqual(['venue']);
    expect(before.data.menus.map((m) => m.name)).toEqual(['bookingManagement', 'approvals', 'helpCentre']);

    const r = await server.call(menuChange, { application: 'meeting' }, { token: approver, lang: 'EN' });
    expect(r.code).toBe(0);
    expect(r.data).toHaveLength(1);
    expect(r.data[0]).toMatchObject({ name: 'meetingService', type: 0, meta: { title: 'Meeting services' } });
    expect(r.data[0].children?.map((c) => [c.name, c.path])).toEqual([['venueAllocation', '/meetingRoomReser']]);
    expect(await activeAppOf('approver')).toBe('meeting');

    const after = await server.call(getLoginUser, undefined, { token: approver, lang: 'EN' });
    expect(after.data.apps.filter((a) => a.active).map((a) => a.code)).toEqual(['meeting']);
    expect(after.data.menus).toEqual(r.data);
    const list = await server.call(appList, undefined, { token: approver });
    expect(list.data.filter((a) => a.active).map((a) => a.code)).toEqual(['meeting']);

    // Survives a new sign-in: the choice is stored server-side.
    const again = (await server.login(DEMO.approver)).token;
    const fresh = await server.call(getLoginUser, undefined, { token: again });
    expect(fresh.data.apps.find((a) => a.active)?.code).toBe('meeting');
  });

  it('writes an operation-log row with before and after', async () => {
    await server.call(menuChange, { application: 'system' }, { token: admin });
    const [row] = await server.query<{ before: unknown; after: unknown; account: string }>(sql`
      select before, after, account from operation_log where path = '/system/menu/change' order by id desc limit 1`);
    expect(row).toEqual({ account: 'admin', before: { activeApp: null }, after: { activeApp: 'system' } });
    const user = await server.call(getLoginUser, undefined, { token: admin });
    expect(user.data.menus.map((m) => m.name)).toEqual(['organisation', 'permission', 'systemManagement', 'content']);
  });

  it("refuses an application that is not the caller's, and front desk, changing nothing", async () => {
    const stored = await activeAppOf('approver');
    for (const application of ['system', 'frontDesk', 'nope']) {
      const r = await server.call(menuChange, { application }, { token: approver });
      expect({ application, code: r.code }).toEqual({ application, code: Code.FORBIDDEN });
    }
    const desk = await server.call(menuChange, { application: 'frontDesk' }, { token: admin });
    expect(desk.code).toBe(Code.FORBIDDEN);
    expect(await activeAppOf('approver')).toBe(stored);
    expect(await activeAppOf('admin')).toBe('system');
  });

  it("falls back to the default application when the stored one is no longer the caller's", async () => {
    await server.query(sql`update sys_user set active_app = 'system' where account = 'approver'`);
    const user = await server.call(getLoginUser, undefined, { token: approver });
    expect(user.data.apps.find((a) => a.active)?.code).toBe('venue');
    await server.query(sql`update sys_app set is_default = (code = 'meeting')`);
    const next = await server.call(getLoginUser, undefined, { token: approver });
    expect(next.data.apps.find((a) => a.active)?.code).toBe('meeting');
    await server.query(sql`update sys_app set is_default = (code = 'venue')`);
  });
});

describe("one application's menus (the catering admin app)", () => {
  const treeOf = (nodes: { name: string; path: string; type: number; meta: { title: string } }[]) =>
    nodes.map((n) => [n.name, n.path, n.type, n.meta.title]);

  it('answers the front desk tree to catering staff, in their language, without changing their tab', async () => {
    const catering = (await server.login(DEMO.catering)).token;
    const before = await activeAppOf('catering');
    const r = await server.call(appMenus, { application: 'frontDesk' }, { token: catering, lang: 'EN' });
    expect(r.code).toBe(0);
    expect(treeOf(r.data)).toEqual([
      ['deskIndex', '/index', 1, 'Front desk'],
      ['deskSite', '/site', 1, 'Venue view'],
      ['deskSign', '/sign', 1, 'Check-in and write-off'],
    ]);
    const tc = await server.call(appMenus, { application: 'frontDesk' }, { token: catering, lang: 'TC' });
    expect(tc.data.map((n) => n.meta.title)).toEqual(['前台', '場地視圖', '簽到核銷']);
    expect(await activeAppOf('catering')).toBe(before);
    // The back office's own menus are unchanged: front desk is never the active application.
    const user = await server.call(getLoginUser, undefined, { token: catering });
    expect(user.data.apps.find((a) => a.active)?.code).not.toBe('frontDesk');
    expect(user.data.menus.map((m) => m.path)).not.toContain('/index');
  });

  it('answers every enabled application to the administrator, front desk included', async () => {
    const desk = await server.call(appMenus, { application: 'frontDesk' }, { token: admin });
    // (An earlier test granted the approver a copy of deskIndex: the administrator sees it too.)
    expect(desk.data.map((n) => n.name)).toEqual(expect.arrayContaining(['deskIndex', 'deskSite', 'deskSign']));
    const meeting = await server.call(appMenus, { application: 'meeting' }, { token: admin });
    expect(meeting.data.length).toBeGreaterThan(0);
  });

  it('answers an empty tree for an application the caller does not hold, unknown or disabled', async () => {
    const catering = (await server.login(DEMO.catering)).token;
    for (const [token, application] of [
      [booker, 'frontDesk'],
      [booker, 'system'],
      [catering, 'system'],
      [catering, 'nope'],
    ] as const) {
      const r = await server.call(appMenus, { application }, { token });
      expect({ application, code: r.code, data: r.data }).toEqual({ application, code: 0, data: [] });
    }
    await server.query(sql`update sys_app set status = 1 where code = 'frontDesk'`);
    try {
      const r = await server.call(appMenus, { application: 'frontDesk' }, { token: catering });
      expect(r.data).toEqual([]);
    } finally {
      await server.query(sql`update sys_app set status = 0 where code = 'frontDesk'`);
    }
  });

  it('refuses a caller without a session and an empty application', async () => {
    const anonymous = await server.call(appMenus, { application: 'frontDesk' }, {});
    expect(anonymous.code).not.toBe(0);
    const empty = await server.call(appMenus, { application: '' }, { token: admin });
    expect(empty.code).toBe(Code.BAD_REQUEST);
  });
});

describe('venue-allocation progress count', () => {
  // The window 2020-01-01 00:00 to 2020-01-08 00:00 in Asia/Shanghai, far from the seed's data.
  const window = { createStartTime: '2020-01-01T00:00:00+08:00', createEndTime: '2020-01-08T00:00:00+08:00' };

  beforeAll(async () => {
    const [{ site_id: siteId, user_id: userId }] = await server.query<{ site_id: number; user_id: number }>(sql`
      select (select min(id) from site) as site_id, (select id from sys_user where account = 'booker') as user_id`);
    // The bookings awaiting allocation (the page call's list).
    const bookings: [string, string, string][] = [
      ['pendingAudit', '2020-01-01T00:00:00+08:00', '2030-01-01T10:00:00+08:00'], // in (start inclusive)
      ['pendingAudit', '2020-01-07T23:59:00+08:00', '2030-01-02T10:00:00+08:00'], // in
      ['pendingAudit', '2020-01-08T00:00:00+08:00', '2030-01-03T10:00:00+08:00'], // out (end exclusive)
      ['pendingAudit', '2019-12-31T23:59:00+08:00', '2030-01-04T10:00:00+08:00'], // out (before)
      ['approved', '2020-01-03T12:00:00+08:00', '2030-01-05T10:00:00+08:00'], // out (not awaiting)
      ['cancelled', '2020-01-03T12:00:00+08:00', '2030-01-06T10:00:00+08:00'], // out (not awaiting)
    ];
    for (const [status, createdAt, start] of bookings) {
      await server.query(sql`insert into reservation (site_id, user_id, start_at, end_at, status, created_at)
        values (${siteId}, ${userId}, ${start}, ${start}::timestamptz + interval '1 hour', ${status}, ${createdAt})`);
    }
    // The meeting service orders (the badge's count).
    const rows: [string, string, number][] = [
      ['submitted', '2020-01-01T00:00:00+08:00', 901], // in (start inclusive)
      ['submitted', '2020-01-07T23:59:00+08:00', 901], // in
      ['submitted', '2020-01-08T00:00:00+08:00', 901], // out (end exclusive)
      ['submitted', '2019-12-31T23:59:00+08:00', 901], // out (before)
      ['audited', '2020-01-03T12:00:00+08:00', 901], // out (no longer waiting)
      ['cancelled', '2020-01-03T12:00:00+08:00', 901], // out (no longer waiting)
      ['submitted', '2020-01-03T12:00:00+08:00', 902], // out (another application)
    ];
    for (const [i, [status, createdAt, sysNo]] of rows.entries()) {
      await server.query(sql`insert into mc_reserve_order (order_no, status, sys_no, site_id, start_at, end_at,
          subject, attendees, applicant_user_id, applicant_name, created_at)
        values (${`RO20200101-9${i}`}, ${status}, ${sysNo}, ${siteId}, '2030-01-01T10:00:00+08:00',
          '2030-01-01T11:00:00+08:00', 'Badge', 5, ${userId}, 'booker', ${createdAt})`);
    }
  });

  it('counts the submitted meeting service orders of the application created within the window', async () => {
    const r = await server.call(progressCount, { sysNo: 901, ...window }, { token: admin });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ toBeAllocatedCount: 2 });
    // The orders are the booker's (cs), outside the approver's data scope (sports and below).
    expect((await server.call(progressCount, { sysNo: 901, ...window }, { token: approver })).data).toEqual({
      toBeAllocatedCount: 0,
    });
    const wider = await server.call(
      progressCount,
      {
        sysNo: 901,
        createStartTime: '2019-12-31T00:00:00+08:00',
        createEndTime: '2020-01-09T00:00:00+08:00',
      },
      { token: admin },
    );
    expect(wider.data.toBeAllocatedCount).toBe(4);
  });

  it('counts 0 for a sys_no without an enabled application, and refuses one outside 900–999', async () => {
    expect((await server.call(progressCount, { sysNo: 950, ...window }, { token: admin })).data).toEqual({
      toBeAllocatedCount: 0,
    });
    await server.query(sql`update sys_app set status = 1 where code = 'meeting'`);
    expect(
      (await server.call(progressCount, { sysNo: 901, ...window }, { token: admin })).data.toBeAllocatedCount,
    ).toBe(0);
    await server.query(sql`update sys_app set status = 0 where code = 'meeting'`);
    expect((await server.call(progressCount, { sysNo: 100, ...window }, { token: admin })).code).toBe(Code.BAD_REQUEST);
  });

  it('refuses a window that ends before it starts, and a caller without the permission', async () => {
    const reversed = { createStartTime: window.createEndTime, createEndTime: window.createStartTime };
    expect((await server.call(progressCount, { sysNo: 901, ...reversed }, { token: admin })).code).toBe(
      Code.BAD_REQUEST,
    );
    expect((await server.call(progressCount, { sysNo: 901, ...window }, { token: booker })).code).toBe(Code.FORBIDDEN);
  });

  it("lists the same bookings on /meetingRoomReser's page call", async () => {
    const days = { dateFrom: '2020-01-01', dateTo: '2020-01-07' };
    const r = await server.call(allocationPage, { ...days, pageNo: 1, pageSize: 10 }, { token: admin });
    expect(r.data.total).toBe(2);
    const outOfScope = await server.call(allocationPage, { ...days, pageNo: 1, pageSize: 10 }, { token: approver });
    expect(outOfScope.data).toMatchObject({ rows: [], total: 0 });
    expect(r.data.rows.map((x) => [x.status, x.createdAt])).toEqual([
      ['pendingAudit', '2020-01-07T23:59:00+08:00'],
      ['pendingAudit', '2020-01-01T00:00:00+08:00'],
    ]);
    const keyword = await server.call(allocationPage, { ...days, keyword: 'nobody-like-this' }, { token: admin });
    expect(keyword.data.total).toBe(0);
    const booker = await server.call(allocationPage, { ...days, keyword: 'BOOKER' }, { token: admin });
    expect(booker.data.total).toBe(2);
    const lastDay = await server.call(
      allocationPage,
      { dateFrom: '2020-01-07', dateTo: '2020-01-08' },
      { token: admin },
    );
    expect(lastDay.data.rows.map((x) => x.createdAt)).toEqual([
      '2020-01-08T00:00:00+08:00',
      '2020-01-07T23:59:00+08:00',
    ]);
  });
});
