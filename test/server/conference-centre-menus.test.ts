/**
 * The conference centre's terminal pages (deployment variant 5: meetings, catering, meal vouchers) in the
 * terminal's menus: the seed gives them to the terminal roles, shown or hidden; a database seeded before them
 * gets the same rows from their migration, once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runMigrationFile, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PATHS = [
  '/meet',
  '/conference-center',
  '/reserve',
  '/conference',
  '/submit',
  '/conferenceDetails',
  '/codePage',
  '/catering',
  '/restaurant',
  '/foodDeliveryOrderReserve',
  '/foodDeliveryOrder',
  '/mealVoucherReserve',
  '/mealVouchers',
  '/myMealVoucher',
  '/myMealVoucherDetail',
];
const pathList = sql.raw(`(${PATHS.map((p) => `'${p}'`).join(', ')})`);

/** Each page as a menu row: name, titles, icon, shown (0) or hidden (1), and the roles holding it; by path. */
const pages = async () =>
  (
    await server.query<Record<string, unknown>>(sql`
    select m.name, m.path, m.type, m.permission, m.title_cn, m.title_en, m.title_tc, m.icon, m.status,
      (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm
        join sys_role r on r.id = rm.role_id where rm.menu_id = m.id) as roles
    from sys_menu m where m.app_code = 'terminal' and m.parent_id is null and m.path in ${pathList}`)
  ).sort((a, b) => (String(a.path) < String(b.path) ? -1 : 1));

it('are seeded for the terminal roles, and reach a database seeded without them with the same rows, once', async () => {
  const seeded = await pages();
  expect(seeded.map((row) => row.path)).toEqual([...PATHS].sort());
  expect(new Set(seeded.map((row) => row.roles))).toEqual(new Set(['admin,approver,user']));
  expect(seeded.filter((row) => row.status === 0).map((row) => row.path)).toEqual([
    '/catering',
    '/conference-center',
    '/mealVoucherReserve',
    '/mealVouchers',
    '/meet',
    '/myMealVoucher',
    '/reserve',
  ]);

  await server.query(sql`delete from sys_menu where app_code = 'terminal' and path in ${pathList}`);
  expect(await pages()).toEqual([]);
  await runMigrationFile(server, '_conference-centre-menus.sql');
  await runMigrationFile(server, '_conference-centre-menus.sql');
  expect(await pages()).toEqual(seeded);
});
