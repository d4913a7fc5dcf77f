/**
 * The form rules' menu (/formRule, `resv:formRule:*`): the seed puts the page and its buttons
 * under Booking rules of the venue application for the admin role; a database seeded before
 * it existed gets the same nodes from the migration's inserts, once.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const MIGRATION = new URL('../../server/db/migrations/0017_form-rules.sql', import.meta.url);

/** The nodes with their parent's name and the roles that hold them, by permission. */
const formRuleNodes = () =>
  server.query<{ permission: string; type: number; parent: string; roles: string | null }>(sql`
  select m.permission, m.type, f.name as parent,
    (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
      where rm.menu_id = m.id) as roles
  from sys_menu m join sys_menu f on f.id = m.parent_id
  where m.permission like 'resv:formRule:%' order by m.type, m.permission`);

/** Runs the migration's menu inserts (not its table, which exists) as drizzle's migrator would. */
async function runMenuInserts() {
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    if (statement.includes('INSERT INTO')) await server.query(sql.raw(statement));
  }
}

const EXPECTED = [
  { permission: 'resv:formRule:page', type: 1, parent: 'bookingRules', roles: 'admin' },
  ...['add', 'changeStatus', 'delete', 'edit'].map((a) => ({
    permission: `resv:formRule:${a}`,
    type: 2,
    parent: 'formRule',
    roles: 'admin',
  })),
];

it('is seeded under Booking rules with its buttons, for the admin role', async () => {
  expect(await formRuleNodes()).toEqual(EXPECTED);
});

it('reaches a database seeded without it, once', async () => {
  await server.query(sql`delete from sys_menu where permission like 'resv:formRule:%'`);
  expect(await formRuleNodes()).toEqual([]);
  await runMenuInserts();
  await runMenuInserts();
  expect(await formRuleNodes()).toEqual(EXPECTED);
});
