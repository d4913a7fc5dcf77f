/** The demo data (issue 2 "Demo data"): what it holds, and that seeding twice changes nothing. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seed } from '../../server/db/seed';
import { verifyPassword } from '../../server/modules/auth/password.service';
import { checkPasswordRule } from '../../platform/validation/password';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const count = async (table: string) =>
  (await server.query<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

it('holds two Shanghai campuses, the four scenes and at least 24 sites with hours', async () => {
  expect(await server.query(sql`select name, time_zone from campus order by id`)).toEqual([
    { name: 'East Campus', time_zone: 'Asia/Shanghai' }, { name: 'West Campus', time_zone: 'Asia/Shanghai' },
  ]);
  expect(await server.query(sql`select code, name_cn, name_en, name_tc from scene order by sort`)).toEqual([
    { code: 'badminton', name_cn: '羽毛球', name_en: 'Badminton', name_tc: '羽毛球' },
    { code: 'basketball', name_cn: '篮球', name_en: 'Basketball', name_tc: '籃球' },
    { code: 'tableTennis', name_cn: '乒乓球', name_en: 'Table tennis', name_tc: '乒乓球' },
    { code: 'meetingRoom', name_cn: '会议室', name_en: 'Meeting room', name_tc: '會議室' },
  ]);
  expect(await count('site')).toBeGreaterThanOrEqual(24);
  const slotLengths = await server.query<{ slot_minutes: number }>(sql`select distinct slot_minutes from site order by 1`);
  expect(slotLengths.map((r) => r.slot_minutes)).toEqual([30, 60]);
  const withoutHours = await server.query(sql`select id from site s where not exists (select 1 from site_opening o where o.site_id = s.id)`);
  expect(withoutHours).toEqual([]);
  const allDay = await server.query<{ n: number }>(sql`select count(*)::int as n from site s join scene c on c.id = s.scene_id
    where c.code = 'badminton' and s.slot_minutes = 30 and (select count(*) from site_opening o
      where o.site_id = s.id and o.open_time = '00:00' and o.close_time = '24:00') = 7`);
  expect(allDay[0].n).toBeGreaterThanOrEqual(2);
});

it('holds the demo accounts with scrypt hashes, roles and the rule-abiding passwords', async () => {
  const users = await server.query<{ account: string; password_hash: string; role: string }>(sql`select u.account, u.password_hash, r.code as role
    from sys_user u join sys_user_role ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id order by u.id`);
  expect(users.map((u) => [u.account, u.role])).toEqual([['admin', 'admin'], ['booker', 'user'], ['approver', 'approver']]);
  for (const [i, who] of [DEMO.admin, DEMO.booker, DEMO.approver].entries()) {
    expect(users[i].password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(who.password, users[i].password_hash)).toBe(true);
    expect(checkPasswordRule(who.password)).toBe('ok');
  }
});

it('holds the settings, the applications and the booking menu', async () => {
  const settings = await server.query<{ key: string; value: unknown }>(sql`select key, value from sys_config order by key`);
  expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toEqual({ encrypt: false, language: 0, loginMode: 0, school: 0, title: 'Venueflow' });
  expect(await server.query(sql`select code, name_cn, sys_no, active from sys_app order by sort`)).toEqual([
    { code: 'venue', name_cn: '场地预约', sys_no: 100, active: true },
    { code: 'frontDesk', name_cn: '前台', sys_no: 900, active: false },
  ]);
  expect(await server.query(sql`select path, type, permission, title_en from sys_menu order by id`)).toEqual([
    { path: '/booking', type: 0, permission: null, title_en: 'Booking management' },
    { path: '/reserveManage', type: 1, permission: 'resv:manage:list', title_en: 'All bookings' },
    { path: '/system', type: 0, permission: null, title_en: 'System' },
    { path: '/loginLog', type: 1, permission: 'system:log:login', title_en: 'Login log' },
    { path: '/operationLog', type: 1, permission: 'system:log:operation', title_en: 'Operation log' },
  ]);
});

it('seeds only once', async () => {
  const before = await Promise.all(['site', 'sys_user', 'sys_menu', 'sys_config'].map(count));
  expect(await seed(server.db)).toBe(false);
  expect(await Promise.all(['site', 'sys_user', 'sys_menu', 'sys_config'].map(count))).toEqual(before);
});
