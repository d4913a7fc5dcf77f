/**
 * The user search and favourite member groups (spec §7 /api/org/userSearch,
 * /user/favorite/…): the search finds enabled users by account or name, exact account
 * first, at most 20, phones masked (spec §5); the demo booker has a seeded group of two;
 * groups and members are strictly the caller's own — another user's group id is "not
 * found" and nothing changes; duplicates, oneself, unknown and disabled users are refused
 * with their codes; the import answers per account; every write leaves an
 * operation-log row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteGroupMember,
  favoriteGroupsDelete,
  favoriteGroupsDetails,
  favoriteGroupsEdit,
  favoriteGroupsSave,
  favoriteImportMember,
  favoriteMemberDelete,
  favoriteMemberSave,
  userSearch,
} from '../../platform/contracts/people.contract';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};

interface StoredGroup {
  id: number;
  user_id: number;
  name: string;
  sort: number;
}
const groupsOf = (who: string) =>
  server.query<StoredGroup>(
    sql`select id, user_id, name, sort from favorite_group where user_id = ${userId[who]} order by id`,
  );
const membersOf = async (groupId: number) =>
  (
    await server.query<{
      account: string;
    }>(sql`select u.account from favorite_member m join sys_user u on u.id = m.member_user_id
    where m.group_id = ${groupId} order by u.account`)
  ).map((r) => r.account);
const lastLog = async (path: string) =>
  (
    await server.query<{ account: string; before: unknown; after: unknown }>(
      sql`select account, before, after from operation_log where path = ${path} order by id desc limit 1`,
    )
  )[0];

beforeAll(async () => {
  server = await startTestServer();
  // People to find: 25 enabled users zz_user_01…25 (phones on some), one disabled user.
  const hash = (
    await server.query<{ password_hash: string }>(sql`select password_hash from sys_user where account = 'booker'`)
  )[0].password_hash;
  for (let i = 1; i <= 25; i++) {
    const n = String(i).padStart(2, '0');
    await server.query(sql`insert into sys_user (account, name, password_hash, phone, org_id)
      values (${`zz_user_${n}`}, ${`Zed ${n}`}, ${hash}, ${i === 1 ? '13812345678' : null}, (select id from sys_org
        where code = 'cs'))`);
  }
  await server.query(
    sql`insert into sys_user (account, name, password_hash, status) values ('zz_gone', 'Zed Gone', ${hash}, 1)`,
  );
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
});
afterAll(async () => {
  await server?.close();
});

describe('userSearch', () => {
  it('finds enabled users by account or name, the exact account first, with org and masked phone', async () => {
    const exact = await server.call(userSearch, { keyword: 'ZZ_USER_01' }, { token: token.booker });
    expect(exact.code).toBe(0);
    expect(exact.data).toEqual([
      {
        id: userId.zz_user_01,
        name: 'Zed 01',
        account: 'zz_user_01',
        orgName: 'School of Computer Science',
        phone: '138****5678',
      },
    ]);

    const byName = await server.call(userSearch, { keyword: 'demo' }, { token: token.booker });
    expect(byName.data.map((p) => p.account)).toEqual(['approver', 'booker', 'catering', 'coach', 'member']);
    expect(byName.data[0]).toMatchObject({ name: 'Demo Approver', orgName: 'Sports Department', phone: '' });
  });

  it('answers at most 20, leaves disabled users out and takes % literally', async () => {
    const many = await server.call(userSearch, { keyword: 'zed' }, { token: token.booker });
    expect(many.data).toHaveLength(20);
    expect(many.data.map((p) => p.account)).not.toContain('zz_gone');
    expect((await server.call(userSearch, { keyword: 'gone' }, { token: token.booker })).data).toEqual([]);
    expect((await server.call(userSearch, { keyword: '%' }, { token: token.booker })).data).toEqual([]);
  });

  it('refuses an empty keyword', async () => {
    const empty = await server.call(userSearch, { keyword: '  ' }, { token: token.booker });
    expect(empty.code).toBe(Code.BAD_REQUEST);
  });
});

describe('favourite groups', () => {
  let groupId: number;

  it('the demo booker has a group of two', async () => {
    const groups = await server.call(favoriteGroupsDetails, undefined, { token: token.booker });
    expect(groups.code).toBe(0);
    expect(groups.data).toEqual([expect.objectContaining({ name: 'Badminton partners', memberCount: 2 })]);
    const members = await server.call(favoriteGroupMember, { groupId: groups.data[0].id }, { token: token.booker });
    expect(members.data.map((m) => [m.name, m.account])).toEqual([
      ['Administrator', 'admin'],
      ['Demo Approver', 'approver'],
    ]);
    // Nobody else has any group.
    expect((await server.call(favoriteGroupsDetails, undefined, { token: token.approver })).data).toEqual([]);
  });

  it('creates a group, refuses a name the caller already uses, and logs the write', async () => {
    const saved = await server.call(favoriteGroupsSave, { name: '  Tuesday team ', sort: 2 }, { token: token.booker });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ name: 'Tuesday team', sort: 2, memberCount: 0 });
    groupId = saved.data.id;
    expect((await groupsOf('booker')).map((g) => g.name)).toEqual(['Badminton partners', 'Tuesday team']);
    expect(await lastLog('/user/favorite/groups/save')).toMatchObject({
      account: 'booker',
      after: { id: groupId, name: 'Tuesday team' },
    });

    const twice = await server.call(favoriteGroupsSave, { name: 'Tuesday team' }, { token: token.booker, lang: 'CN' });
    expect(twice.code).toBe(Code.DUPLICATE);
    expect(twice.msg).toBe('数据已存在：Tuesday team');
    // Another user may use the same name for their own group.
    const theirs = await server.call(favoriteGroupsSave, { name: 'Tuesday team' }, { token: token.approver });
    expect(theirs.code).toBe(0);
    expect(await groupsOf('booker')).toHaveLength(2);
  });

  it("renames its own group only; another user's group is not found and unchanged", async () => {
    const renamed = await server.call(
      favoriteGroupsEdit,
      { id: groupId, name: 'Tuesday squad' },
      { token: token.booker },
    );
    expect(renamed.data).toMatchObject({ id: groupId, name: 'Tuesday squad', sort: 2 });
    expect(await lastLog('/user/favorite/groups/edit')).toMatchObject({
      before: { name: 'Tuesday team' },
      after: { name: 'Tuesday squad' },
    });
    const clash = await server.call(
      favoriteGroupsEdit,
      { id: groupId, name: 'Badminton partners' },
      { token: token.booker },
    );
    expect(clash.code).toBe(Code.DUPLICATE);

    const foreign = await server.call(
      favoriteGroupsEdit,
      { id: groupId, name: 'Hijacked' },
      { token: token.approver, lang: 'EN' },
    );
    expect(foreign.code).toBe(Code.FAVORITE_GROUP_NOT_FOUND);
    expect(foreign.status).toBe(404);
    expect(foreign.msg).toBe('Favourite group not found');
    expect((await groupsOf('booker')).find((g) => g.id === groupId)?.name).toBe('Tuesday squad');
  });

  it('adds members: not oneself, not twice, not unknown or disabled users', async () => {
    const added = await server.call(
      favoriteMemberSave,
      { groupId, userId: userId.zz_user_01 },
      { token: token.booker },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ id: userId.zz_user_01, account: 'zz_user_01', phone: '138****5678' });
    expect(await lastLog('/user/favorite/member/save')).toMatchObject({
      after: { groupId, userId: userId.zz_user_01 },
    });

    const again = await server.call(
      favoriteMemberSave,
      { groupId, userId: userId.zz_user_01 },
      { token: token.booker },
    );
    expect([again.code, again.msg]).toEqual([Code.FAVORITE_MEMBER_EXISTS, 'Zed 01 is already in this favourite group']);
    expect(
      (await server.call(favoriteMemberSave, { groupId, userId: userId.booker }, { token: token.booker })).code,
    ).toBe(Code.PEOPLE_NOT_SELF);
    expect((await server.call(favoriteMemberSave, { groupId, userId: 999_999 }, { token: token.booker })).code).toBe(
      Code.USER_NOT_FOUND,
    );
    expect(
      (await server.call(favoriteMemberSave, { groupId, userId: userId.zz_gone }, { token: token.booker })).code,
    ).toBe(Code.USER_NOT_FOUND);
    expect(await membersOf(groupId)).toEqual(['zz_user_01']);
  });

  it('another user can neither read, add to, remove from, import into nor delete the group', async () => {
    const other = { token: token.approver };
    expect((await server.call(favoriteGroupMember, { groupId }, other)).code).toBe(Code.FAVORITE_GROUP_NOT_FOUND);
    expect((await server.call(favoriteMemberSave, { groupId, userId: userId.zz_user_02 }, other)).code).toBe(
      Code.FAVORITE_GROUP_NOT_FOUND,
    );
    expect((await server.call(favoriteMemberDelete, { groupId, userId: userId.zz_user_01 }, other)).code).toBe(
      Code.FAVORITE_GROUP_NOT_FOUND,
    );
    expect((await server.call(favoriteImportMember, { groupId, accounts: ['zz_user_03'] }, other)).code).toBe(
      Code.FAVORITE_GROUP_NOT_FOUND,
    );
    expect((await server.call(favoriteGroupsDelete, { id: groupId }, other)).code).toBe(Code.FAVORITE_GROUP_NOT_FOUND);
    expect(await membersOf(groupId)).toEqual(['zz_user_01']);
    expect((await groupsOf('booker')).map((g) => g.id)).toContain(groupId);
  });

  it('imports members by account with a result per row', async () => {
    const imported = await server.call(
      favoriteImportMember,
      {
        groupId,
        accounts: ['ZZ_USER_02', 'nobody', 'booker', 'zz_user_01', 'zz_user_03', 'zz_user_02', 'zz_gone'],
      },
      { token: token.booker },
    );
    expect(imported.code).toBe(0);
    expect(imported.data).toEqual({
      added: 2,
      rows: [
        { account: 'ZZ_USER_02', result: 'added', name: 'Zed 02' },
        { account: 'nobody', result: 'unknown', name: null },
        { account: 'booker', result: 'self', name: 'Demo Booker' },
        { account: 'zz_user_01', result: 'member', name: 'Zed 01' },
        { account: 'zz_user_03', result: 'added', name: 'Zed 03' },
        { account: 'zz_user_02', result: 'member', name: 'Zed 02' },
        { account: 'zz_gone', result: 'unknown', name: null },
      ],
    });
    expect(await membersOf(groupId)).toEqual(['zz_user_01', 'zz_user_02', 'zz_user_03']);
    expect(await lastLog('/user/favorite/import/member')).toMatchObject({
      after: { groupId, added: ['ZZ_USER_02', 'zz_user_03'] },
    });
    const listed = await server.call(favoriteGroupsDetails, undefined, { token: token.booker });
    expect(listed.data.find((g) => g.id === groupId)?.memberCount).toBe(3);
  });

  it('removes a member (once)', async () => {
    const removed = await server.call(
      favoriteMemberDelete,
      { groupId, userId: userId.zz_user_03 },
      { token: token.booker },
    );
    expect(removed.data).toEqual({ removed: 1 });
    expect(
      (await server.call(favoriteMemberDelete, { groupId, userId: userId.zz_user_03 }, { token: token.booker })).data,
    ).toEqual({ removed: 0 });
    expect(await membersOf(groupId)).toEqual(['zz_user_01', 'zz_user_02']);
  });

  it('deletes the group with its member list, the users stay', async () => {
    const deleted = await server.call(favoriteGroupsDelete, { id: groupId }, { token: token.booker });
    expect(deleted.data).toEqual({ id: groupId });
    expect((await groupsOf('booker')).map((g) => g.name)).toEqual(['Badminton partners']);
    expect(await membersOf(groupId)).toEqual([]);
    expect(await lastLog('/user/favorite/groups/delete')).toMatchObject({
      before: { id: groupId, name: 'Tuesday squad', members: [userId.zz_user_01, userId.zz_user_02] },
    });
    expect(await server.query(sql`select id from sys_user where account = 'zz_user_01'`)).toHaveLength(1);
    expect((await server.call(favoriteGroupMember, { groupId }, { token: token.booker })).code).toBe(
      Code.FAVORITE_GROUP_NOT_FOUND,
    );
  });
});
