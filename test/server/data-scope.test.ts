/**
 * Data scope: all, own organisation, own organisation and below, self only and
 * custom organisations, unioned over a caller's roles, applied to the users page
 * (/system/org/user/page and the calls on one user) and to the bookings page
 * (/api/reserve/manage/page). Organisations, users, roles and bookings are arranged
 * directly in the database; each caller's visible users and bookings are asserted exactly.
 *
 * Seeded tree: univ > sports > (sports-east, sports-west); univ > admin-office; univ > cs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAdd, userDetail, userEdit, userPage } from '../../platform/contracts/org.contract';
import { reserveManagePage } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { reservation } from '../../server/db/schema/index';
import { hashPassword } from '../../server/modules/auth/password.service';
import { scopeCondition } from '../../server/modules/org/data-scope';
import { DEMO, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
const PASSWORD = 'Scope@123';
const org: Record<string, number> = {};
const role: Record<string, number> = {};
const userId: Record<string, number> = {};
const token: Record<string, string> = {};

/** account → [organisation code or null, role codes] (the seed adds the demo accounts and coaches). */
const USERS: Record<string, [string | null, string[]]> = {
  u_sports: ['sports', []],
  u_east: ['sports-east', []],
  u_west: ['sports-west', []],
  u_cs: ['cs', []],
  u_none: [null, []],
  c_all: ['admin-office', ['r_all']],
  c_org: ['sports-east', ['r_org']],
  c_below: ['sports', ['r_below']],
  c_self: ['sports-west', ['r_self']],
  c_custom: [null, ['r_custom']],
  c_multi: ['sports-east', ['r_org', 'r_custom']],
};

/** Users of each organisation subtree, for readable expectations. */
const SPORTS_EAST = ['c_multi', 'c_org', 'u_east'];
const SPORTS_WEST = ['c_self', 'u_west'];
/** The seed's club coaches (coach, coach.wang, coach.zhao) belong to sports, its demo member to cs. */
const COACHES = ['coach', 'coach.wang', 'coach.zhao'];
const SPORTS = ['approver', 'c_below', 'u_sports', ...COACHES, ...SPORTS_EAST, ...SPORTS_WEST];
const CS = ['booker', 'member', 'u_cs'];
const EVERYONE = ['admin', 'approver', 'booker', 'catering', 'member', ...COACHES, ...Object.keys(USERS)];

const sorted = (xs: string[]) => [...xs].sort();

async function visibleUsers(who: string): Promise<string[]> {
  const r = await server.call(userPage, { pageSize: 100 }, { token: token[who] });
  expect(r.code).toBe(0);
  expect(r.data.total).toBe(r.data.rows.length);
  return sorted(r.data.rows.map((x) => x.account));
}

async function visibleBookings(who: string): Promise<string[]> {
  const r = await server.call(reserveManagePage, { pageSize: 100 }, { token: token[who] });
  expect(r.code).toBe(0);
  expect(r.data.total).toBe(r.data.rows.length);
  return sorted(r.data.rows.map((x) => x.account));
}

beforeAll(async () => {
  server = await startTestServer();
  for (const o of await server.query<{ id: number; code: string }>(sql`select id, code from sys_org`))
    org[o.code] = o.id;

  const scopes = { r_all: 'all', r_org: 'org', r_below: 'orgAndBelow', r_self: 'self', r_custom: 'custom' };
  for (const [code, scope] of Object.entries(scopes)) {
    const [{ id }] = await server.query<{ id: number }>(
      sql`insert into sys_role (code, name, data_scope) values (${code}, ${code}, ${scope}) returning id`,
    );
    role[code] = id;
    await server.query(sql`insert into sys_role_menu (role_id, menu_id) select ${id}, id from sys_menu
      where permission in ('system:user:page', 'system:user:detail', 'system:user:add', 'system:user:edit',
        'resv:manage:list')`);
  }
  await server.query(sql`insert into sys_role_org (role_id, org_id) values (${role.r_custom}, ${org['sports-west']}),
    (${role.r_custom},
      ${org.cs})`);

  const hash = await hashPassword(PASSWORD, TEST_PASSWORD_COST);
  for (const [account, [orgCode, roles]] of Object.entries(USERS)) {
    const [{ id }] = await server.query<{ id: number }>(sql`insert into sys_user (account, name, password_hash, org_id)
      values (${account}, ${account}, ${hash}, ${orgCode ? org[orgCode] : null}) returning id`);
    userId[account] = id;
    for (const r of roles)
      await server.query(sql`insert into sys_user_role (user_id, role_id) values (${id}, ${role[r]})`);
  }
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;

  // One booking per user, on distinct hours (cancelled: outside the exclusion constraint).
  let hour = 0;
  for (const account of EVERYONE) {
    hour += 1;
    await server.query(sql`insert into reservation (site_id, user_id, start_at, end_at, status)
      values ((select min(id) from site), ${userId[account]}, ${`2030-01-01T${String(hour).padStart(2, '0')}:00:00Z`},
              ${`2030-01-01T${String(hour).padStart(2, '0')}:30:00Z`}, 'cancelled')`);
  }

  for (const account of Object.keys(USERS).filter((a) => a.startsWith('c_'))) {
    token[account] = (await server.login({ account, password: PASSWORD })).token;
  }
  token.admin = (await server.login(DEMO.admin)).token;
  token.approver = (await server.login(DEMO.approver)).token;
});
afterAll(async () => {
  await server?.close();
});

describe('users page', () => {
  it.each([
    ['admin', EVERYONE],
    ['c_all', EVERYONE],
    ['c_org', SPORTS_EAST],
    ['c_below', SPORTS],
    ['c_self', ['c_self']],
    ['c_custom', ['c_custom', ...SPORTS_WEST, ...CS]],
    ['c_multi', [...SPORTS_EAST, ...SPORTS_WEST, ...CS]],
  ])('%s sees exactly its scope', async (who, expected) => {
    expect(await visibleUsers(who)).toEqual(sorted(expected));
  });

  it('combines the scope with the filters', async () => {
    const r = await server.call(userPage, { orgId: org.sports, pageSize: 100 }, { token: token.c_custom });
    expect(sorted(r.data.rows.map((x) => x.account))).toEqual(sorted(SPORTS_WEST));
  });

  it('a user outside the scope is not found, and cannot be edited; new users must land inside it', async () => {
    expect((await server.call(userDetail, { id: userId.u_cs }, { token: token.c_org })).code).toBe(Code.NOT_FOUND);
    expect((await server.call(userDetail, { id: userId.u_east }, { token: token.c_org })).code).toBe(0);
    const edit = await server.call(
      userEdit,
      { id: userId.u_cs, name: 'Renamed', orgId: org.cs, status: 0 },
      { token: token.c_org },
    );
    expect(edit.code).toBe(Code.NOT_FOUND);
    const [{ name }] = await server.query<{ name: string }>(sql`select name from sys_user where id = ${userId.u_cs}`);
    expect(name).toBe('u_cs');

    const moveOut = await server.call(
      userEdit,
      { id: userId.u_east, name: 'u_east', orgId: org.cs, status: 0 },
      { token: token.c_org },
    );
    expect(moveOut.code).toBe(Code.FORBIDDEN);
    const outside = await server.call(
      userAdd,
      { account: 'scope_out', name: 'Outside', orgId: org.cs },
      { token: token.c_org },
    );
    expect(outside.code).toBe(Code.FORBIDDEN);
    const inside = await server.call(
      userAdd,
      { account: 'scope_in', name: 'Inside', orgId: org['sports-east'] },
      { token: token.c_org },
    );
    expect(inside.code).toBe(0);
    await server.query(sql`delete from sys_user where account = 'scope_in'`);
  });
});

describe('bookings page', () => {
  it.each([
    ['admin', EVERYONE],
    ['c_all', EVERYONE],
    ['c_org', SPORTS_EAST],
    ['c_below', SPORTS],
    // The seeded approver: role approver, orgAndBelow, organisation sports.
    ['approver', SPORTS],
    ['c_self', ['c_self']],
    ['c_custom', ['c_custom', ...SPORTS_WEST, ...CS]],
    ['c_multi', [...SPORTS_EAST, ...SPORTS_WEST, ...CS]],
  ])('%s sees exactly the bookings of its scope', async (who, expected) => {
    expect(await visibleBookings(who)).toEqual(sorted(expected));
  });
});

describe('scopeCondition', () => {
  it('places rows by their user alone when the query does not join the organisation', async () => {
    const principal = {
      userId: userId.c_multi,
      account: 'c_multi',
      name: 'c_multi',
      family: 'f',
      roles: ['r_org', 'r_custom'],
      permissions: [],
    };
    const where = await scopeCondition(server.db, principal, { userId: reservation.userId });
    const rows = await server.db.select({ userId: reservation.userId }).from(reservation).where(where);
    const accounts = rows.map((r) => Object.keys(userId).find((a) => userId[a] === r.userId)!);
    expect(sorted(accounts)).toEqual(sorted([...SPORTS_EAST, ...SPORTS_WEST, ...CS]));
  });
});

describe("changing a role's scope", () => {
  it('applies at the next call (custom organisations, then the scope itself)', async () => {
    await server.query(
      sql`insert into sys_role_org (role_id, org_id) values (${role.r_custom}, ${org['admin-office']})`,
    );
    expect(await visibleUsers('c_custom')).toEqual(
      sorted(['c_custom', ...SPORTS_WEST, ...CS, 'admin', 'catering', 'c_all']),
    );
    await server.query(sql`update sys_role set data_scope = 'self' where id = ${role.r_custom}`);
    expect(await visibleBookings('c_custom')).toEqual(['c_custom']);
    await server.query(sql`update sys_role set data_scope = 'all' where id = ${role.r_self}`);
    expect(await visibleUsers('c_self')).toEqual(sorted(EVERYONE));
  });
});
