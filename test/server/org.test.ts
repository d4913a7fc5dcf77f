/**
 * Users and administrators (spec §7 /system/org/user/*): CRUD round trips
 * checked against the stored rows, duplicate accounts, validation, resetPwd and login,
 * grantRole/ownRole, changeStatus and login, syncUser, the guards on administrator
 * accounts, and the operation log's before/after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLoginUser, login } from '../../platform/contracts/auth.contract';
import {
  addAdmin,
  adminPage,
  deleteAdmin,
  editAdmin,
  orgUserUpdatePwd,
  userAdd,
  userChangeStatus,
  userDelete,
  userDetail,
  userEdit,
  userGrantRole,
  userOwnRole,
  userPage,
  userResetPwd,
  userSyncUser,
} from '../../platform/contracts/org.contract';
import { encryptBody } from '../../platform/protocol/cipher';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
/** Role ids by code, org ids and position ids by code. */
const role: Record<string, number> = {};
const org: Record<string, number> = {};
const position: Record<string, number> = {};
/** A user manager: every system:user:* and system:admin:* permission, data scope all, not an administrator. */
const manager = { account: 'manager', password: 'Manager@123' };
let managerToken: string;

const enc = (v: string) => encryptBody(v, server.config.appKey);

async function userCount(): Promise<number> {
  const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int as n from sys_user`);
  return n;
}

async function stored(account: string) {
  const [row] = await server.query<Record<string, unknown>>(
    sql`select * from sys_user where lower(account) = lower(${account})`,
  );
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  for (const r of await server.query<{ id: number; code: string }>(sql`select id, code from sys_role`))
    role[r.code] = r.id;
  for (const o of await server.query<{ id: number; code: string }>(sql`select id, code from sys_org`))
    org[o.code] = o.id;
  for (const p of await server.query<{ id: number; code: string }>(sql`select id, code from sys_position`))
    position[p.code] = p.id;

  const [{ id: mgrRole }] = await server.query<{ id: number }>(sql`
    insert into sys_role (code, name, data_scope) values ('userManager', 'User manager', 'all') returning id`);
  await server.query(sql`insert into sys_role_menu (role_id, menu_id)
    select ${mgrRole}, id from sys_menu where permission like 'system:user:%' or permission like 'system:admin:%'`);
  const created = await server.call(
    userAdd,
    {
      account: manager.account,
      password: enc(manager.password),
      name: 'Manager',
      orgId: org.univ,
      roleIds: [mgrRole],
    },
    { token: admin },
  );
  expect(created.code).toBe(0);
  managerToken = (await server.login(manager)).token;
});
afterAll(async () => {
  await server?.close();
});

describe('user CRUD', () => {
  it('adds, reads, edits and deletes a user, checked against the stored rows', async () => {
    const added = await server.call(
      userAdd,
      {
        account: 'Alice.W',
        password: enc('Alice@123'),
        name: 'Alice Wong',
        nickName: 'Ali',
        orgId: org.cs,
        positionId: position.teacher,
        ident: 'visitor',
        phone: '13800138000',
        email: 'alice@example.edu',
        idCard: '11010519491231002X',
        roleIds: [role.user],
      },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({
      account: 'Alice.W',
      name: 'Alice Wong',
      nickName: 'Ali',
      status: 0,
      adminUser: false,
      orgId: org.cs,
      orgName: 'School of Computer Science',
      positionId: position.teacher,
      positionName: 'Teacher',
      ident: 'visitor',
      identName: 'Visiting scholar',
      phone: '13800138000',
      roleIds: [role.user],
      roleNames: ['User'],
    });
    expect(JSON.stringify(added.data)).not.toMatch(/scrypt|passwordHash/);
    const row = await stored('alice.w');
    expect(row).toMatchObject({
      account: 'Alice.W',
      org_id: org.cs,
      position_id: position.teacher,
      ident: 'visitor',
      id_card: '11010519491231002X',
    });
    expect(String(row.password_hash)).toMatch(/^\$scrypt\$/);
    await server.login({ account: 'alice.w', password: 'Alice@123' });

    const detail = await server.call(userDetail, { id: added.data.id }, { token: admin });
    expect(detail.data).toEqual(added.data);

    const edited = await server.call(
      userEdit,
      {
        id: added.data.id,
        name: 'Alice W. Wong',
        orgId: org['sports-east'],
        positionId: '',
        ident: null,
        phone: '13900139000',
        email: '',
        idCard: '',
        status: 0,
      },
      { token: admin },
    );
    expect(edited.code).toBe(0);
    expect(edited.data).toMatchObject({
      name: 'Alice W. Wong',
      orgId: org['sports-east'],
      positionId: null,
      ident: null,
      email: null,
      roleIds: [role.user],
    });
    expect(await stored('Alice.W')).toMatchObject({
      name: 'Alice W. Wong',
      org_id: org['sports-east'],
      position_id: null,
      phone: '13900139000',
      email: null,
    });

    const [log] = await server.query<{ before: { name: string }; after: { name: string }; input: unknown }>(
      sql`select before, after, input from operation_log where path = '/system/org/user/edit' order by id desc limit 1`,
    );
    expect(log.before.name).toBe('Alice Wong');
    expect(log.after.name).toBe('Alice W. Wong');
    const [addLog] = await server.query<{ input: Record<string, unknown> }>(
      sql`select input from operation_log where path = '/system/org/user/add' order by id desc limit 1`,
    );
    expect(addLog.input.password).toBe('***');

    const removed = await server.call(userDelete, { ids: [added.data.id] }, { token: admin });
    expect(removed.code).toBe(0);
    expect(await stored('Alice.W')).toBeUndefined();
    expect((await server.call(userDetail, { id: added.data.id }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses a taken account in any case, and stores nothing', async () => {
    const before = await userCount();
    const r = await server.call(userAdd, { account: 'BOOKER', name: 'Another booker' }, { token: admin, lang: 'EN' });
    expect(r.code).toBe(Code.ACCOUNT_EXISTS);
    expect(r.msg).toContain('BOOKER');
    expect(await userCount()).toBe(before);
  });

  it('validates accounts, phones, e-mails, identity cards and passwords at the boundary', async () => {
    const before = await userCount();
    const cases = [
      { account: 'ab', name: 'Too short' },
      { account: 'has space', name: 'Space' },
      { account: 'okname', name: 'Phone', phone: '1380013800' },
      { account: 'okname', name: 'Email', email: 'not-an-email' },
      { account: 'okname', name: 'Card', idCard: '110105194913310021' },
    ];
    for (const input of cases)
      expect((await server.call(userAdd, input, { token: admin })).code).toBe(Code.BAD_REQUEST);
    expect(
      (await server.call(userAdd, { account: 'okname', name: 'Weak', password: enc('weak') }, { token: admin })).code,
    ).toBe(Code.PASSWORD_RULE);
    expect(
      (await server.call(userAdd, { account: 'okname', name: 'Plain', password: 'Plain@1234' }, { token: admin })).code,
    ).toBe(Code.BAD_REQUEST);
    expect(
      (await server.call(userAdd, { account: 'okname', name: 'No org', orgId: 99999 }, { token: admin })).code,
    ).toBe(Code.BAD_REQUEST);
    expect(await userCount()).toBe(before);
  });

  it('pages with filters: keyword, organisation (and sub-organisations), status, role, identity; sorted', async () => {
    await server.call(
      userAdd,
      { account: 'east1', name: 'East One', orgId: org['sports-east'], roleIds: [role.approver], ident: 'guest' },
      { token: admin },
    );
    await server.call(
      userAdd,
      { account: 'west1', name: 'West One', orgId: org['sports-west'], status: 1 },
      { token: admin },
    );
    const accounts = async (input: Parameters<typeof server.call<typeof userPage>>[1]) =>
      (await server.call(userPage, { pageSize: 100, orderBy: 'account', ...input }, { token: admin })).data.rows.map(
        (r) => r.account,
      );

    // The club's coaches belong to sports too.
    expect(await accounts({ orgId: org.sports })).toEqual([
      'approver',
      'coach',
      'coach.wang',
      'coach.zhao',
      'east1',
      'west1',
    ]);
    expect(await accounts({ orgId: org['sports-east'] })).toEqual(['east1']);
    expect(await accounts({ keyword: 'ONE' })).toEqual(['east1', 'west1']);
    expect(await accounts({ orgId: org.sports, status: 1 })).toEqual(['west1']);
    expect(await accounts({ roleId: role.approver })).toEqual(['approver', 'east1']);
    expect(await accounts({ ident: 'guest' })).toEqual(['east1']);
    expect(await accounts({ orgId: org.sports, order: 'desc' })).toEqual([
      'west1',
      'east1',
      'coach.zhao',
      'coach.wang',
      'coach',
      'approver',
    ]);
    const page = await server.call(userPage, { pageNo: 2, pageSize: 2, orderBy: 'account' }, { token: admin });
    expect(page.data.rows.map((r) => r.account)).toEqual(['booker', 'catering']);
    expect(page.data.total).toBe(await userCount());
  });

  it('refuses deleting oneself and users with bookings', async () => {
    const [{ id: adminId }] = await server.query<{ id: number }>(sql`select id from sys_user where account = 'admin'`);
    expect((await server.call(userDelete, { ids: [adminId] }, { token: admin })).code).toBe(Code.NOT_ON_SELF);
    const booked = await server.call(
      userAdd,
      { account: 'booked1', name: 'Has bookings', orgId: org.cs },
      { token: admin },
    );
    await server.query(sql`insert into reservation (site_id, user_id, start_at, end_at, status)
      values ((select min(id) from site), ${booked.data.id}, '2030-01-01T02:00:00Z', '2030-01-01T03:00:00Z',
        'cancelled')`);
    const r = await server.call(userDelete, { ids: [booked.data.id] }, { token: admin });
    expect(r.code).toBe(Code.USER_HAS_BOOKINGS);
    expect(await stored('booked1')).toBeDefined();
  });
});

describe('passwords and status', () => {
  it('resetPwd sets a new password without the old one; the user signs in with it', async () => {
    const u = await server.call(
      userAdd,
      { account: 'resetme', name: 'Reset Me', password: enc('First@123') },
      { token: admin },
    );
    const session = (await server.login({ account: 'resetme', password: 'First@123' })).token;

    const mismatch = await server.call(
      userResetPwd,
      { id: u.data.id, newPassword: enc('Second@123'), repeatPassword: enc('Second@124') },
      { token: admin },
    );
    expect(mismatch.code).toBe(Code.PASSWORD_MISMATCH);
    const plain = await server.call(
      userResetPwd,
      { id: u.data.id, newPassword: 'Second@123', repeatPassword: 'Second@123' },
      { token: admin },
    );
    expect(plain.code).toBe(Code.BAD_REQUEST);

    const ok = await server.call(
      userResetPwd,
      { id: u.data.id, newPassword: enc('Second@123'), repeatPassword: enc('Second@123') },
      { token: admin },
    );
    expect(ok.code).toBe(0);
    expect((await server.call(login, { account: 'resetme', password: 'First@123' })).code).toBe(Code.LOGIN_FAILED);
    await server.login({ account: 'resetme', password: 'Second@123' });
    expect((await server.call(getLoginUser, {}, { token: session })).code).toBe(Code.SESSION_REVOKED);
  });

  it('a user without a password cannot sign in until a resetPwd', async () => {
    await server.call(userAdd, { account: 'nopass', name: 'No Password' }, { token: admin });
    expect((await stored('nopass')).password_hash).toBe('!');
    expect((await server.call(login, { account: 'nopass', password: '!' })).code).toBe(Code.LOGIN_FAILED);
  });

  it('changeStatus to disabled ends the sessions and blocks login; enabling restores it', async () => {
    const u = await server.call(
      userAdd,
      { account: 'toggle', name: 'Toggle', password: enc('Toggle@123') },
      { token: admin },
    );
    const session = (await server.login({ account: 'toggle', password: 'Toggle@123' })).token;

    expect((await server.call(userChangeStatus, { id: u.data.id, status: 1 }, { token: admin })).code).toBe(0);
    expect((await stored('toggle')).status).toBe(1);
    expect((await server.call(getLoginUser, {}, { token: session })).code).toBe(Code.SESSION_REVOKED);
    expect((await server.call(login, { account: 'toggle', password: 'Toggle@123' })).code).toBe(Code.ACCOUNT_DISABLED);

    expect((await server.call(userChangeStatus, { id: u.data.id, status: 0 }, { token: admin })).code).toBe(0);
    await server.login({ account: 'toggle', password: 'Toggle@123' });

    const [{ id: adminId }] = await server.query<{ id: number }>(sql`select id from sys_user where account = 'admin'`);
    expect((await server.call(userChangeStatus, { id: adminId, status: 1 }, { token: admin })).code).toBe(
      Code.NOT_ON_SELF,
    );
    const [log] = await server.query<{ before: { status: number }; after: { status: number } }>(
      sql`select before, after from operation_log where path = '/system/org/user/changeStatus' order by id desc limit
        1`,
    );
    expect([log.before.status, log.after.status]).toEqual([1, 0]);
  });

  it("org/user/updatePwd changes one's own password only", async () => {
    const token = (await server.login(manager)).token;
    const [{ id: bookerId }] = await server.query<{ id: number }>(
      sql`select id from sys_user where account = 'booker'`,
    );
    const other = await server.call(
      orgUserUpdatePwd,
      {
        id: bookerId,
        password: enc(manager.password),
        newPassword: enc('Other@1234'),
        repeatPassword: enc('Other@1234'),
      },
      { token },
    );
    expect(other.code).toBe(Code.FORBIDDEN);
    const own = await server.call(
      orgUserUpdatePwd,
      { password: enc(manager.password), newPassword: enc('Manager@456'), repeatPassword: enc('Manager@456') },
      { token },
    );
    expect(own.code).toBe(0);
    manager.password = 'Manager@456';
    await server.login(manager);
    // The change ended the manager's other sessions; this one stays.
    expect((await server.call(userPage, {}, { token: managerToken })).code).toBe(Code.SESSION_REVOKED);
    managerToken = token;
  });
});

describe('roles', () => {
  it('grantRole replaces the roles; ownRole lists them', async () => {
    const u = await server.call(userAdd, { account: 'roles1', name: 'Roles', roleIds: [role.user] }, { token: admin });
    expect(
      (await server.call(userGrantRole, { id: u.data.id, roleIds: [role.approver, role.user] }, { token: admin })).code,
    ).toBe(0);
    expect((await server.call(userOwnRole, { id: u.data.id }, { token: admin })).data).toEqual(
      [role.user, role.approver].sort((a, b) => a - b),
    );
    const rows = await server.query<{ role_id: number }>(
      sql`select role_id from sys_user_role where user_id = ${u.data.id} order by role_id`,
    );
    expect(rows.map((r) => r.role_id)).toEqual([role.user, role.approver].sort((a, b) => a - b));

    expect((await server.call(userGrantRole, { id: u.data.id, roleIds: [] }, { token: admin })).code).toBe(0);
    expect((await server.call(userOwnRole, { id: u.data.id }, { token: admin })).data).toEqual([]);
    expect((await server.call(userGrantRole, { id: u.data.id, roleIds: [99999] }, { token: admin })).code).toBe(
      Code.BAD_REQUEST,
    );
  });

  it('only an administrator grants the admin role or touches an administrator account', async () => {
    const u = await server.call(userAdd, { account: 'roles2', name: 'Roles 2' }, { token: admin });
    const grant = await server.call(userGrantRole, { id: u.data.id, roleIds: [role.admin] }, { token: managerToken });
    expect(grant.code).toBe(Code.FORBIDDEN);
    expect((await server.call(userOwnRole, { id: u.data.id }, { token: admin })).data).toEqual([]);
    const addWithAdmin = await server.call(
      userAdd,
      { account: 'roles3', name: 'Roles 3', roleIds: [role.admin] },
      { token: managerToken },
    );
    expect(addWithAdmin.code).toBe(Code.FORBIDDEN);
    expect(await stored('roles3')).toBeUndefined();

    const [{ id: adminId }] = await server.query<{ id: number }>(sql`select id from sys_user where account = 'admin'`);
    expect(
      (
        await server.call(
          userResetPwd,
          { id: adminId, newPassword: enc('Hijack@123'), repeatPassword: enc('Hijack@123') },
          { token: managerToken },
        )
      ).code,
    ).toBe(Code.FORBIDDEN);
    expect(
      (await server.call(userEdit, { id: adminId, name: 'Renamed', status: 0 }, { token: managerToken })).code,
    ).toBe(Code.FORBIDDEN);
    await server.login(DEMO.admin);
  });
});

describe('syncUser', () => {
  it('upserts by account (case-insensitive) and reports refused entries', async () => {
    const r = await server.call(
      userSyncUser,
      {
        users: [
          {
            account: 'dir.new',
            name: 'Directory New',
            orgCode: 'cs',
            positionCode: 'student',
            phone: '13700137000',
            email: 'new@example.edu',
            ident: 'guest',
          },
          { account: 'BOOKER', name: 'Booker From Directory', orgCode: 'sports-west' },
          { account: 'x', name: 'Bad account' },
          { account: 'dir.bad', name: 'Unknown org', orgCode: 'nowhere' },
          { account: 'admin', name: 'Directory Admin' },
        ],
      },
      { token: admin },
    );
    expect(r.code).toBe(0);
    expect(r.data.created).toBe(1);
    expect(r.data.updated).toBe(1);
    expect(r.data.failed.map((f) => f.account)).toEqual(['x', 'dir.bad', 'admin']);
    expect(r.data.failed[1].message).toContain('nowhere');

    const created = await stored('dir.new');
    expect(created).toMatchObject({
      name: 'Directory New',
      org_id: org.cs,
      position_id: position.student,
      ident: 'guest',
      password_hash: '!',
    });
    const roles = await server.query<{ role_id: number }>(
      sql`select role_id from sys_user_role where user_id = ${created.id}`,
    );
    expect(roles.map((x) => x.role_id)).toEqual([role.user]);
    expect(await stored('booker')).toMatchObject({
      name: 'Booker From Directory',
      org_id: org['sports-west'],
      position_id: position.student,
    });
    expect(await stored('dir.bad')).toBeUndefined();
    expect((await stored('admin')).name).toBe('Administrator');
  });
});

describe('administrators', () => {
  it('adds, lists, edits and deletes administrators, never the last one nor oneself', async () => {
    const added = await server.call(
      addAdmin,
      { account: 'admin2', password: enc('Admin2@123'), name: 'Second Admin' },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ adminUser: true, roleIds: [role.admin] });
    const list = await server.call(adminPage, { orderBy: 'account' }, { token: admin });
    expect(list.data.rows.map((r) => r.account)).toEqual(['admin', 'admin2']);
    const admin2 = (await server.login({ account: 'admin2', password: 'Admin2@123' })).token;
    expect((await server.call(getLoginUser, {}, { token: admin2 })).data.roles).toContain('admin');

    const edited = await server.call(
      editAdmin,
      { id: added.data.id, name: 'Admin Two', phone: '13600136000', status: 0 },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ name: 'Admin Two', phone: '13600136000' });

    // A plain user is not on the administrators' page.
    const [{ id: bookerId }] = await server.query<{ id: number }>(
      sql`select id from sys_user where account = 'booker'`,
    );
    expect((await server.call(editAdmin, { id: bookerId, name: 'x', status: 0 }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );

    expect((await server.call(deleteAdmin, { ids: [added.data.id] }, { token: admin2 })).code).toBe(Code.NOT_ON_SELF);
    expect((await server.call(deleteAdmin, { ids: [added.data.id] }, { token: admin })).code).toBe(0);
    expect(await stored('admin2')).toBeUndefined();

    const [{ id: adminId }] = await server.query<{ id: number }>(sql`select id from sys_user where account = 'admin'`);
    expect((await server.call(deleteAdmin, { ids: [adminId] }, { token: managerToken })).code).toBe(Code.LAST_ADMIN);
    expect(
      (await server.call(editAdmin, { id: adminId, name: 'Administrator', status: 1 }, { token: managerToken })).code,
    ).toBe(Code.LAST_ADMIN);
    expect(await stored('admin')).toMatchObject({ status: 0, admin_user: true });
  });
});
