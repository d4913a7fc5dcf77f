/**
 * Roles, applications and menus (spec §6, §7 /system/permission/*): role CRUD
 * and its refusals, menu grants taking effect on the holder's next call (permissions,
 * menus, 403s), data scope, the single default application, copying an application's
 * tree, restoring menus from the menu base, menu validation, and the operation log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLoginUser, type MenuNode } from '../../platform/contracts/auth.contract';
import {
  appAdd,
  appChangeStatus,
  appCopy,
  appDelete,
  appEdit,
  appList,
  appPage,
  appSetAsDefault,
  appUpdateFromBase,
  menuAdd,
  menuChange,
  menuDelete,
  menuDetail,
  menuEdit,
  menuList,
  menuTree,
  menuTreeForGrant,
  menuUpdateFromBase,
  roleAdd,
  roleDataForGrant,
  roleDelete,
  roleDropDown,
  roleEdit,
  roleGrantData,
  roleGrantMenu,
  roleOwnMenu,
  rolePage,
  type MenuTreeNode,
} from '../../platform/contracts/permission.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { sql, startSignedIn, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  ({ server, admin, booker } = await startSignedIn());
});
afterAll(async () => {
  await server?.close();
});

/** Id of the menu node `name` of application `app`. */
async function menuId(name: string, app = 'system'): Promise<number> {
  const [row] = await server.query<{ id: number }>(
    sql`select id from sys_menu where app_code = ${app} and name = ${name} order by id limit 1`,
  );
  if (!row) throw new Error(`no menu ${app}/${name}`);
  return row.id;
}

/** Id of role `code`. */
async function roleId(code: string): Promise<number> {
  const [row] = await server.query<{ id: number }>(sql`select id from sys_role where code = ${code}`);
  return row.id;
}

/** Id of application `code`. */
async function appId(code: string): Promise<number> {
  const [row] = await server.query<{ id: number }>(sql`select id from sys_app where code = ${code}`);
  return row.id;
}

/** A new account holding `role`, signed in; returns its token. */
async function userWithRole(account: string, role: string): Promise<string> {
  const password = 'Keeper@123';
  const [user] = await server.query<{ id: number }>(sql`
    insert into sys_user (account, name, password_hash) values (${account}, ${account},
      ${await hashPassword(password, TEST_PASSWORD_COST)}) returning id`);
  await server.query(sql`insert into sys_user_role (user_id, role_id) values (${user.id}, ${await roleId(role)})`);
  return (await server.login({ account, password })).token;
}

/** `name` paths of a menu tree, e.g. `permission/role`. */
function paths(nodes: MenuNode[], prefix = ''): string[] {
  return nodes.flatMap((n) => [`${prefix}${n.name}`, ...paths(n.children ?? [], `${prefix}${n.name}/`)]);
}

describe('roles', () => {
  it('adds, lists (filtered, sorted, with user counts), edits and refuses duplicate codes', async () => {
    const added = await server.call(roleAdd, { code: 'auditor', name: 'Auditor', sort: 5 }, { token: admin });
    expect(added.code).toBe(0);
    const [stored] = await server.query(
      sql`select code, name, sort, data_scope from sys_role where id = ${added.data.id}`,
    );
    expect(stored).toEqual({ code: 'auditor', name: 'Auditor', sort: 5, data_scope: 'self' });

    expect((await server.call(roleAdd, { code: 'auditor', name: 'Again' }, { token: admin })).code).toBe(
      Code.DUPLICATE,
    );
    expect((await server.call(roleAdd, { code: '1bad code', name: 'Bad' }, { token: admin })).code).toBe(
      Code.BAD_REQUEST,
    );

    const page = await server.call(rolePage, { code: 'UDIT' }, { token: admin });
    expect(page.data.rows.map((r) => [r.code, r.userCount])).toEqual([['auditor', 0]]);
    const all = await server.call(rolePage, { orderBy: 'code', order: 'desc' }, { token: admin });
    expect(all.data.rows.map((r) => r.code)).toEqual([
      'user',
      'member',
      'coach',
      'catering',
      'auditor',
      'approver',
      'admin',
    ]);
    expect(all.data.rows.find((r) => r.code === 'user')?.userCount).toBe(1);
    expect((await server.call(rolePage, { orderBy: 'password' as never }, { token: admin })).code).toBe(
      Code.BAD_REQUEST,
    );

    expect(
      (
        await server.call(
          roleEdit,
          { id: added.data.id, code: 'auditors', name: 'Auditors', sort: 6 },
          { token: admin },
        )
      ).code,
    ).toBe(0);
    expect(await server.query(sql`select code, name from sys_role where id = ${added.data.id}`)).toEqual([
      { code: 'auditors', name: 'Auditors' },
    ]);
    expect((await server.call(roleEdit, { id: added.data.id, code: 'user', name: 'x' }, { token: admin })).code).toBe(
      Code.DUPLICATE,
    );

    const dropDown = await server.call(roleDropDown, undefined, { token: booker });
    expect(dropDown.data).toContainEqual({ id: added.data.id, code: 'auditors', name: 'Auditors' });
    expect(Object.keys(dropDown.data[0]).sort()).toEqual(['code', 'id', 'name']);
  });

  it('protects the role admin: no re-coding, no delete, no grants; renaming is fine', async () => {
    const id = await roleId('admin');
    expect((await server.call(roleEdit, { id, code: 'root', name: 'Root' }, { token: admin })).code).toBe(
      Code.ROLE_PROTECTED,
    );
    expect((await server.call(roleDelete, { ids: [id] }, { token: admin })).code).toBe(Code.ROLE_PROTECTED);
    expect((await server.call(roleGrantMenu, { id, menuIds: [] }, { token: admin })).code).toBe(Code.ROLE_PROTECTED);
    expect((await server.call(roleGrantData, { id, dataScope: 'self' }, { token: admin })).code).toBe(
      Code.ROLE_PROTECTED,
    );
    expect(await server.query(sql`select code, data_scope from sys_role where id = ${id}`)).toEqual([
      { code: 'admin', data_scope: 'all' },
    ]);
    expect(
      (await server.call(roleEdit, { id, code: 'admin', name: 'Super administrator' }, { token: admin })).code,
    ).toBe(0);
    const own = await server.call(roleOwnMenu, { id }, { token: admin });
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int as n from sys_menu`);
    expect(own.data).toHaveLength(n);
  });

  it('refuses deleting a role held by users (deleting nothing) and deletes free roles with their grants', async () => {
    const held = await roleId('user');
    const free = (await server.call(roleAdd, { code: 'temp', name: 'Temp' }, { token: admin })).data.id;
    await server.call(roleGrantMenu, { id: free, menuIds: [await menuId('role')] }, { token: admin });
    const refused = await server.call(roleDelete, { ids: [free, held] }, { token: admin });
    expect(refused.code).toBe(Code.RECORD_IN_USE);
    expect(await server.query(sql`select count(*)::int as n from sys_role where id in (${free}, ${held})`)).toEqual([
      { n: 2 },
    ]);
    expect((await server.call(roleDelete, { ids: [free] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select count(*)::int as n from sys_role_menu where role_id = ${free}`)).toEqual([
      { n: 0 },
    ]);
    expect((await server.call(roleDelete, { ids: [free] }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });

  it(
    'grants exactly the given menus: the holder gets their codes and menus on the next call, and nothing ' + 'else',
    async () => {
      const role = (await server.call(roleAdd, { code: 'keeper', name: 'Role keeper' }, { token: admin })).data.id;
      const keeper = await userWithRole('keeper1', 'keeper');
      const granted = [await menuId('permission'), await menuId('role'), await menuId('system-role-add')];
      expect(
        (await server.call(roleGrantMenu, { id: role, menuIds: [...granted, granted[0]] }, { token: admin })).code,
      ).toBe(0);
      expect((await server.call(roleOwnMenu, { id: role }, { token: admin })).data).toEqual(
        [...granted].sort((a, b) => a - b),
      );

      const me = await server.call(getLoginUser, undefined, { token: keeper });
      expect(me.data.permissions).toEqual(['system:role:add', 'system:role:page']);
      expect(me.data.apps.map((a) => a.code)).toEqual(['system']);
      expect(paths(me.data.menus)).toEqual(['permission', 'permission/role']);

      expect((await server.call(rolePage, {}, { token: keeper })).code).toBe(0);
      expect((await server.call(roleAdd, { code: 'byKeeper', name: 'By keeper' }, { token: keeper })).code).toBe(0);
      for (const refused of [
        await server.call(roleEdit, { id: role, code: 'keeper', name: 'Renamed' }, { token: keeper }),
        await server.call(roleGrantMenu, { id: role, menuIds: [] }, { token: keeper }),
        await server.call(appPage, {}, { token: keeper }),
        await server.call(menuTree, { application: 'system' }, { token: keeper }),
      ])
        expect([refused.status, refused.code]).toEqual([403, Code.FORBIDDEN]);

      // Narrowed grant: effective on the very next call with the same token.
      await server.call(roleGrantMenu, { id: role, menuIds: [await menuId('role')] }, { token: admin });
      expect((await server.call(getLoginUser, undefined, { token: keeper })).data.permissions).toEqual([
        'system:role:page',
      ]);
      expect((await server.call(roleAdd, { code: 'byKeeper2', name: 'No' }, { token: keeper })).code).toBe(
        Code.FORBIDDEN,
      );

      // An unknown menu id refuses the whole grant.
      const bad = await server.call(
        roleGrantMenu,
        { id: role, menuIds: [await menuId('app'), 999_999] },
        { token: admin },
      );
      expect(bad.code).toBe(Code.NOT_FOUND);
      expect((await server.call(roleOwnMenu, { id: role }, { token: admin })).data).toEqual([await menuId('role')]);

      // An empty grant takes everything away.
      await server.call(roleGrantMenu, { id: role, menuIds: [] }, { token: admin });
      const none = await server.call(getLoginUser, undefined, { token: keeper });
      expect([none.data.permissions, none.data.menus, none.data.apps]).toEqual([[], [], []]);
      expect((await server.call(rolePage, {}, { token: keeper })).code).toBe(Code.FORBIDDEN);
    },
  );

  it('stores the data scope and the custom organisations', async () => {
    const role = await roleId('approver');
    const orgs = await server.query<{ id: number; code: string }>(
      sql`select id, code from sys_org where code in ('cs', 'sports-east') order by id`,
    );
    const orgIds = orgs.map((o) => o.id);
    expect(
      (
        await server.call(
          roleGrantData,
          { id: role, dataScope: 'custom', orgIds: [...orgIds, orgIds[0]] },
          { token: admin },
        )
      ).code,
    ).toBe(0);
    expect(await server.query(sql`select data_scope from sys_role where id = ${role}`)).toEqual([
      { data_scope: 'custom' },
    ]);
    expect(
      (
        await server.query<{ org_id: number }>(
          sql`select org_id from sys_role_org where role_id = ${role} order by org_id`,
        )
      ).map((r) => r.org_id),
    ).toEqual(orgIds);

    const view = await server.call(roleDataForGrant, { id: role }, { token: admin });
    expect(view.data).toMatchObject({ id: role, dataScope: 'custom', orgIds });
    expect(view.data.orgTree.map((o) => o.code)).toEqual(['univ']);
    expect(view.data.orgTree[0].children.map((o) => o.code)).toEqual(['sports', 'admin-office', 'cs']);
    expect(view.data.orgTree[0].children[0].children.map((o) => o.code)).toEqual(['sports-east', 'sports-west']);

    expect(
      (await server.call(roleGrantData, { id: role, dataScope: 'custom', orgIds: [] }, { token: admin })).code,
    ).toBe(Code.BAD_REQUEST);
    expect(
      (await server.call(roleGrantData, { id: role, dataScope: 'custom', orgIds: [999_999] }, { token: admin })).code,
    ).toBe(Code.NOT_FOUND);
    expect(
      (await server.call(roleGrantData, { id: role, dataScope: 'everything' as never }, { token: admin })).code,
    ).toBe(Code.BAD_REQUEST);
    expect(await server.query(sql`select count(*)::int as n from sys_role_org where role_id = ${role}`)).toEqual([
      { n: 2 },
    ]);

    expect(
      (await server.call(roleGrantData, { id: role, dataScope: 'orgAndBelow', orgIds }, { token: admin })).code,
    ).toBe(0);
    expect(await server.query(sql`select data_scope from sys_role where id = ${role}`)).toEqual([
      { data_scope: 'orgAndBelow' },
    ]);
    expect(await server.query(sql`select count(*)::int as n from sys_role_org where role_id = ${role}`)).toEqual([
      { n: 0 },
    ]);
  });
});

describe('applications', () => {
  it('lists and pages applications with names per language and menu counts', async () => {
    const list = await server.call(appList, undefined, { token: admin, lang: 'CN' });
    expect(list.data.map((a) => a.code)).toEqual(['venue', 'system', 'meeting', 'frontDesk', 'terminal']);
    expect(list.data[1]).toMatchObject({
      name: '系统设置',
      nameEn: 'System settings',
      sys_no: 1,
      isDefault: false,
      inBase: true,
    });
    expect(list.data[1].menuCount).toBeGreaterThan(20);
    expect(list.data.filter((a) => a.isDefault).map((a) => a.code)).toEqual(['venue']);
    const page = await server.call(appPage, { name: 'meet', orderBy: 'sys_no', order: 'desc' }, { token: admin });
    expect(page.data.rows.map((a) => a.code)).toEqual(['meeting']);
    const bySysNo = await server.call(appPage, { orderBy: 'sys_no', order: 'desc', pageSize: 2 }, { token: admin });
    expect([bySysNo.data.total, bySysNo.data.rows.map((a) => a.sys_no)]).toEqual([5, [901, 900]]);
  });

  it('adds, edits, keeps one default, guards the default and refuses deleting apps with menus', async () => {
    const add = { code: 'sports', nameCn: '体育', nameEn: 'Sports', nameTc: '體育', sys_no: 950, sort: 9 };
    const id = (await server.call(appAdd, add, { token: admin })).data.id;
    expect((await server.call(appAdd, add, { token: admin })).code).toBe(Code.DUPLICATE);
    expect((await server.call(appEdit, { ...add, id, nameEn: 'Sport' }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select code, name_en, status, is_default from sys_app where id = ${id}`)).toEqual([
      { code: 'sports', name_en: 'Sport', status: 0, is_default: false },
    ]);

    expect((await server.call(appSetAsDefault, { id }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select code from sys_app where is_default`)).toEqual([{ code: 'sports' }]);
    expect((await server.call(appChangeStatus, { id, status: 1 }, { token: admin })).code).toBe(
      Code.APP_DEFAULT_PROTECTED,
    );
    expect((await server.call(appDelete, { ids: [id] }, { token: admin })).code).toBe(Code.APP_DEFAULT_PROTECTED);

    const meeting = await appId('meeting');
    expect((await server.call(appChangeStatus, { id: meeting, status: 1 }, { token: admin })).code).toBe(0);
    expect((await server.call(appSetAsDefault, { id: meeting }, { token: admin })).code).toBe(Code.APP_DISABLED);
    await server.call(appChangeStatus, { id: meeting, status: 0 }, { token: admin });
    expect((await server.call(appSetAsDefault, { id: await appId('venue') }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select code from sys_app where is_default`)).toEqual([{ code: 'venue' }]);

    expect((await server.call(appDelete, { ids: [id, meeting] }, { token: admin })).code).toBe(Code.APP_HAS_MENUS);
    expect(await server.query(sql`select count(*)::int as n from sys_app where id in (${id}, ${meeting})`)).toEqual([
      { n: 2 },
    ]);
    expect((await server.call(appDelete, { ids: [id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select count(*)::int as n from sys_app where id = ${id}`)).toEqual([{ n: 0 }]);
  });

  it('copies an application with its whole tree: new ids, same shape, suffixed codes, no grants', async () => {
    const copy = await server.call(
      appCopy,
      { id: await appId('system'), code: 'system2', nameEn: 'System (copy)' },
      { token: admin },
    );
    expect(copy.code).toBe(0);
    expect(
      await server.query(
        sql`select name_en, name_cn, sys_no, status, is_default from sys_app where id = ${copy.data.id}`,
      ),
    ).toEqual([{ name_en: 'System (copy)', name_cn: '系统设置', sys_no: 1, status: 0, is_default: false }]);

    const shape = async (app: string) =>
      server.query<{
        name: string;
        parent: string | null;
        type: number;
        permission: string | null;
        title_en: string;
      }>(sql`
      select m.name, p.name as parent, m.type, m.permission, m.title_en from sys_menu m
      left join sys_menu p on p.id = m.parent_id where m.app_code = ${app} order by m.name`);
    const original = await shape('system');
    const copied = await shape('system2');
    expect(copied).toEqual(original.map((m) => ({ ...m, permission: m.permission && `${m.permission}@system2` })));
    expect(
      await server.query(sql`
      select count(*)::int as n from sys_menu c join sys_menu o on o.id = c.parent_id
      where c.app_code = 'system2' and o.app_code <> 'system2'`),
    ).toEqual([{ n: 0 }]);
    expect(
      await server.query(sql`
      select count(*)::int as n from sys_role_menu rm join sys_menu m on m.id = rm.menu_id where m.app_code =
        'system2'`),
    ).toEqual([{ n: 0 }]);
    expect((await server.call(appCopy, { id: await appId('system'), code: 'system2' }, { token: admin })).code).toBe(
      Code.DUPLICATE,
    );
    expect((await server.call(appUpdateFromBase, { id: copy.data.id }, { token: admin })).code).toBe(
      Code.APP_NOT_IN_BASE,
    );
  });

  it("restores an application's names and base menus, keeping extra nodes and grants", async () => {
    const system = await appId('system');
    const approver = await roleId('approver');
    const appPageId = await menuId('app');
    await server.call(roleGrantMenu, { id: approver, menuIds: [appPageId] }, { token: admin });
    await server.query(sql`update sys_app set name_en = 'Renamed', sys_no = 77 where id = ${system}`);
    await server.query(sql`update sys_menu set title_en = 'Apps!', path = '/apps', status = 1 where id = ${appPageId}`);
    const roleIdBefore = await menuId('role');
    expect((await server.call(menuDelete, { id: roleIdBefore }, { token: admin })).code).toBe(0);
    const extra = await server.call(
      menuAdd,
      {
        application: 'system',
        parentId: await menuId('permission'),
        name: 'siteExtra',
        type: 1,
        path: '/siteExtra',
        titleCn: '额外',
        titleEn: 'Extra',
        titleTc: '額外',
      },
      { token: admin },
    );
    expect(extra.code).toBe(0);

    expect((await server.call(appUpdateFromBase, { id: system }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select name_en, sys_no from sys_app where id = ${system}`)).toEqual([
      { name_en: 'System settings', sys_no: 1 },
    ]);
    expect(
      await server.query(
        sql`select id, title_en, path, status from sys_menu where name = 'app' and app_code = 'system'`,
      ),
    ).toEqual([{ id: appPageId, title_en: 'Applications', path: '/app', status: 0 }]);
    const restored = await server.query(sql`
      select m.name, m.permission, p.name as parent from sys_menu m left join sys_menu p on p.id = m.parent_id
      where m.app_code = 'system' and (m.name = 'role' or p.name = 'role') order by m.id`);
    expect(restored).toEqual([
      { name: 'role', permission: 'system:role:page', parent: 'permission' },
      ...['add', 'edit', 'delete', 'grantMenu', 'grantData'].map((a) => ({
        name: `system-role-${a}`,
        permission: `system:role:${a}`,
        parent: 'role',
      })),
    ]);
    expect(await menuId('role')).not.toBe(roleIdBefore);
    expect(await server.query(sql`select name from sys_menu where id = ${extra.data.id}`)).toEqual([
      { name: 'siteExtra' },
    ]);
    expect(
      await server.query(
        sql`select count(*)::int as n from sys_role_menu where role_id = ${approver} and menu_id = ${appPageId}`,
      ),
    ).toEqual([{ n: 1 }]);
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from sys_menu where app_code = 'system'`,
    );

    // Restoring again changes nothing; restoring the menus only works per application.
    expect((await server.call(menuUpdateFromBase, { application: 'system' }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select count(*)::int as n from sys_menu where app_code = 'system'`)).toEqual([{ n }]);
    expect(
      await server.query(
        sql`select permission from sys_menu where permission is not null group by permission having count(*) > 1`,
      ),
    ).toEqual([]);
    expect((await server.call(menuUpdateFromBase, { application: 'nowhere' }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});

describe('menus', () => {
  it('answers the tree with buttons, the flat list in tree order, a detail and the grant trees', async () => {
    const tree = await server.call(menuTree, { application: 'venue' }, { token: admin, lang: 'TC' });
    const booking = tree.data[0];
    expect(booking).toMatchObject({
      name: 'bookingManagement',
      type: 0,
      title: '預約管理',
      titleEn: 'Booking management',
      parentId: null,
    });
    expect(booking.children[0].children.map((b: MenuTreeNode) => [b.type, b.permission])).toEqual([
      [2, 'resv:manage:cancel'],
      [2, 'resv:manage:export'],
    ]);
    const list = await server.call(menuList, { application: 'venue' }, { token: admin });
    expect(list.data.map((m) => m.name).slice(0, 4)).toEqual([
      'bookingManagement',
      'reserveManage',
      'resv-manage-cancel',
      'resv-manage-export',
    ]);
    const helpCentre = list.data.find((m) => m.name === 'helpCentre')!;
    const detail = await server.call(menuDetail, { id: helpCentre.id }, { token: admin, lang: 'EN' });
    expect(detail.data).toMatchObject({
      title: 'Help centre',
      target: '_blank',
      link: expect.stringMatching(/^https:/),
    });
    const grant = await server.call(menuTreeForGrant, undefined, { token: admin, lang: 'EN' });
    expect(grant.data.map((a) => a.code)).toEqual(expect.arrayContaining(['venue', 'system', 'meeting', 'frontDesk']));
    expect(grant.data.find((a) => a.code === 'venue')?.menus[0]).toMatchObject({
      title: 'Booking management',
      type: 0,
    });
    expect(Object.keys(grant.data[0].menus[0]).sort()).toEqual(['children', 'id', 'title', 'type']);
  });

  it("adds and edits nodes under the spec's rules and refuses bad parents and duplicates", async () => {
    const base = { application: 'venue', titleCn: '测试', titleEn: 'Test', titleTc: '測試' };
    const folder = await server.call(
      menuAdd,
      { ...base, name: 'testFolder', type: 0, path: '/test' },
      { token: admin },
    );
    const folderId = folder.data.id;
    const pageNode = await server.call(
      menuAdd,
      { ...base, name: 'testPage', type: 1, parentId: folderId, path: '/testPage', icon: 'list', sort: 3 },
      { token: admin },
    );
    expect(pageNode.code).toBe(0);
    const button = await server.call(
      menuAdd,
      { ...base, name: 'testButton', type: 2, parentId: pageNode.data.id, permission: 'resv:test:run' },
      { token: admin },
    );
    expect(button.code).toBe(0);
    expect(
      await server.query(
        sql`select app_code, parent_id, type, permission, sort from sys_menu where id = ${button.data.id}`,
      ),
    ).toEqual([{ app_code: 'venue', parent_id: pageNode.data.id, type: 2, permission: 'resv:test:run', sort: 0 }]);

    const refusals: [unknown, number][] = [
      [{ ...base, name: 'noPath', type: 1 }, Code.BAD_REQUEST],
      [{ ...base, name: 'blankNoLink', type: 1, path: '/x', target: '_blank' }, Code.BAD_REQUEST],
      [{ ...base, name: 'buttonNoCode', type: 2, parentId: folderId }, Code.BAD_REQUEST],
      [{ ...base, name: 'badLink', type: 1, link: 'javascript:alert(1)' }, Code.BAD_REQUEST],
      [{ ...base, name: 'underButton', type: 1, path: '/y', parentId: button.data.id }, Code.MENU_PARENT_INVALID],
      [
        { ...base, name: 'otherApp', type: 1, path: '/y', parentId: await menuId('permission') },
        Code.MENU_PARENT_INVALID,
      ],
      [{ ...base, name: 'testPage', type: 1, path: '/z' }, Code.DUPLICATE],
      [{ ...base, name: 'codeTaken', type: 2, parentId: folderId, permission: 'system:user:add' }, Code.DUPLICATE],
      [{ ...base, application: 'nowhere', name: 'lost', type: 0 }, Code.NOT_FOUND],
    ];
    for (const [input, code] of refusals)
      expect((await server.call(menuAdd, input as never, { token: admin })).code, JSON.stringify(input)).toBe(code);
    const external = await server.call(
      menuAdd,
      { ...base, name: 'external', type: 1, target: '_blank', link: 'https://example.org/help' },
      { token: admin },
    );
    expect(external.code).toBe(0);

    const edit = { ...base, id: folderId, name: 'testFolder', type: 0 as const, path: '/test' };
    expect((await server.call(menuEdit, { ...edit, parentId: pageNode.data.id }, { token: admin })).code).toBe(
      Code.MENU_PARENT_INVALID,
    );
    expect(
      (
        await server.call(
          menuEdit,
          { ...edit, type: 2, permission: 'resv:test:folder', parentId: external.data.id },
          { token: admin },
        )
      ).code,
    ).toBe(Code.MENU_PARENT_INVALID);
    expect((await server.call(menuEdit, { ...edit, titleEn: 'Tests', status: 1 }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select title_en, status from sys_menu where id = ${folderId}`)).toEqual([
      { title_en: 'Tests', status: 1 },
    ]);

    const approver = await roleId('approver');
    await server.call(roleGrantMenu, { id: approver, menuIds: [folderId, button.data.id] }, { token: admin });
    expect((await server.call(menuDelete, { id: folderId }, { token: admin })).code).toBe(0);
    expect(
      await server.query(
        sql`select count(*)::int as n from sys_menu where name in ('testFolder', 'testPage', 'testButton')`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(await server.query(sql`select count(*)::int as n from sys_role_menu where role_id = ${approver}`)).toEqual([
      { n: 0 },
    ]);
  });

  it("changes the caller's active application and answers its menus", async () => {
    const r = await server.call(menuChange, { application: 'system' }, { token: admin });
    expect(r.code).toBe(0);
    expect(r.data.map((m) => m.name)).toContain('permission');
    expect(await server.query(sql`select active_app from sys_user where account = 'admin'`)).toEqual([
      { active_app: 'system' },
    ]);
    expect((await server.call(menuChange, { application: 'system' }, { token: booker })).code).toBe(Code.FORBIDDEN);
  });
});

describe('operation log', () => {
  it('records each change with its snapshots, and nothing for a refused one', async () => {
    const id = (await server.call(roleAdd, { code: 'logged', name: 'Logged' }, { token: admin })).data.id;
    await server.call(roleEdit, { id, code: 'logged', name: 'Logged twice' }, { token: admin });
    const adminRole = await roleId('admin');
    expect((await server.call(roleDelete, { ids: [adminRole] }, { token: admin })).code).toBe(Code.ROLE_PROTECTED);
    const rows = await server.query<{
      path: string;
      account: string;
      before: { name: string } | null;
      after: { name: string } | null;
    }>(sql`
      select path, account, before, after from operation_log where input->>'code' = 'logged' order by id`);
    expect(rows.map((r) => [r.path, r.account, r.before?.name ?? null, r.after?.name ?? null])).toEqual([
      ['/system/permission/role/add', 'admin', null, 'Logged'],
      ['/system/permission/role/edit', 'admin', 'Logged', 'Logged twice'],
    ]);
    expect(
      await server.query(sql`
      select count(*)::int as n from operation_log where path = '/system/permission/role/delete' and input->'ids' @>
        ${JSON.stringify([adminRole])}::jsonb`),
    ).toEqual([{ n: 0 }]);
  });
});
