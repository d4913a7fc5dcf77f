/**
 * The machine gallery's menu node (/machines, `dev:machines:view`): the seed grants it to
 * the admin role only; a database seeded before it existed gets it from its migration,
 * once, under System of the system application.
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

/** Where the node is and which roles hold it. */
const galleryNodes = () =>
  server.query<{ path: string; app: string; folder: string; roles: string | null }>(sql`
  select m.path, m.app_code as app, f.name as folder,
    (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
      where rm.menu_id = m.id) as roles
  from sys_menu m join sys_menu f on f.id = m.parent_id where m.permission = 'dev:machines:view'`);

it('is seeded under System, for the admin role only', async () => {
  expect(await galleryNodes()).toEqual([
    { path: '/machines', app: 'system', folder: 'systemManagement', roles: 'admin' },
  ]);
});

it('reaches a database seeded without it, once', async () => {
  await server.query(sql`delete from sys_menu where permission = 'dev:machines:view'`);
  expect(await galleryNodes()).toEqual([]);
  await runMigrationFile(server, '_machine-gallery-menu.sql');
  await runMigrationFile(server, '_machine-gallery-menu.sql');
  expect(await galleryNodes()).toEqual([
    { path: '/machines', app: 'system', folder: 'systemManagement', roles: 'admin' },
  ]);
});
