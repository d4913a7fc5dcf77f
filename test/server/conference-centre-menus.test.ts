/**
 * The conference centre's terminal pages (deployment variant 5) in the terminal's menus: the seed gives them to
 * the terminal roles, shown or hidden; a database seeded before them gets the same rows from their migrations,
 * once — 0030 (meetings, catering, meal vouchers) and 0032 (statements, approvals, my day, schedule, my centre,
 * with the organisation's confirm button) — and the club roles get them from 0035's grant, which runs after.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grantClubRolesTheTerminalMenus, runMigrationFile, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The pages of 0030. */
const MEETINGS_CATERING_VOUCHERS = [
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

/** The pages of 0032. */
const STATEMENTS_APPROVALS_DAY = [
  '/settlement',
  '/settlementDetail',
  '/cateringSettlement',
  '/cateringSettlementDetail',
  '/trip',
  '/scheduling',
  '/schedulingDetails',
  '/otherPage',
  '/personalCenter',
  '/person',
  '/auditing',
  '/mealVoucherAudit',
  '/foodDeliveryAudit',
];

/** Plain string order of two cells (null first). */
const cmp = (a: unknown, b: unknown) =>
  String(a ?? '') < String(b ?? '') ? -1 : String(a ?? '') > String(b ?? '') ? 1 : 0;

const listOf = (paths: readonly string[]) => sql.raw(`(${paths.map((p) => `'${p}'`).join(', ')})`);

/**
 * Each page of `paths` as a menu row, and each button under them: name, titles, icon, shown (0) or hidden (1),
 * the parent's path and the roles holding it; pages by path, then buttons by permission.
 */
const menusOf = async (paths: readonly string[]) =>
  (
    await server.query<Record<string, unknown>>(sql`
    select m.name, m.path, m.type, m.permission, m.title_cn, m.title_en, m.title_tc, m.icon, m.status,
      p.path as parent,
      (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm
        join sys_role r on r.id = rm.role_id where rm.menu_id = m.id) as roles
    from sys_menu m left join sys_menu p on p.id = m.parent_id
    where m.app_code = 'terminal' and (m.path in ${listOf(paths)} or p.path in ${listOf(paths)})`)
  ).sort((a, b) => Number(a.type) - Number(b.type) || cmp(a.path, b.path) || cmp(a.permission, b.permission));

/** Deletes the pages of `paths` and their buttons, then runs migration `suffix` twice. */
async function remigrate(paths: readonly string[], suffix: string): Promise<void> {
  await server.query(sql`delete from sys_menu where app_code = 'terminal' and (path in ${listOf(paths)}
    or parent_id in (select id from sys_menu where app_code = 'terminal' and path in ${listOf(paths)}))`);
  expect(await menusOf(paths)).toEqual([]);
  await runMigrationFile(server, suffix);
  await runMigrationFile(server, suffix);
  await grantClubRolesTheTerminalMenus(server);
}

it('meetings, catering and vouchers: seeded for the terminal roles, migrated to an older database once', async () => {
  const seeded = await menusOf(MEETINGS_CATERING_VOUCHERS);
  expect(seeded.map((row) => row.path)).toEqual([...MEETINGS_CATERING_VOUCHERS].sort());
  expect(new Set(seeded.map((row) => row.roles))).toEqual(new Set(['admin,approver,coach,member,user']));
  expect(seeded.filter((row) => row.status === 0).map((row) => row.path)).toEqual([
    '/catering',
    '/conference-center',
    '/mealVoucherReserve',
    '/mealVouchers',
    '/meet',
    '/myMealVoucher',
    '/reserve',
  ]);
  await remigrate(MEETINGS_CATERING_VOUCHERS, '_conference-centre-menus.sql');
  expect(await menusOf(MEETINGS_CATERING_VOUCHERS)).toEqual(seeded);
});

it('statements, approvals and my day: seeded with the confirm button, migrated to an older database once', async () => {
  const seeded = await menusOf(STATEMENTS_APPROVALS_DAY);
  const pages = seeded.filter((row) => row.type === 1);
  expect(pages.map((row) => row.path)).toEqual([...STATEMENTS_APPROVALS_DAY].sort());
  expect(new Set(pages.map((row) => row.roles))).toEqual(new Set(['admin,approver,coach,member,user']));
  expect(pages.filter((row) => row.status === 0).map((row) => row.path)).toEqual([
    '/auditing',
    '/cateringSettlement',
    '/otherPage',
    '/personalCenter',
    '/scheduling',
    '/settlement',
    '/trip',
  ]);
  expect(seeded.filter((row) => row.type === 2)).toEqual([
    expect.objectContaining({
      permission: 'mc:settlement:orgConfirm',
      parent: '/settlementDetail',
      roles: 'admin,approver',
    }),
  ]);
  await remigrate(STATEMENTS_APPROVALS_DAY, '_conference-centre-pages.sql');
  expect(await menusOf(STATEMENTS_APPROVALS_DAY)).toEqual(seeded);
});
