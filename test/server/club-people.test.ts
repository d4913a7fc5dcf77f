/**
 * The fitness club's people (platform/contracts/club-people.contract.ts): the `coach` and `member`
 * demo accounts sign in through the login call with their roles and terminal pages; tags and coaches
 * are listed, added, edited and disabled with what is stored checked; every refusal answers its code
 * and changes nothing; the booker, coach and member are refused the back-office calls; the terminal's
 * reads show enabled coaches only, without accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLoginUser, login } from '../../platform/contracts/auth.contract';
import {
  clubCoachAdd,
  clubCoachChangeStatus,
  clubCoachDetail,
  clubCoachEdit,
  clubCoachList,
  clubCoachPage,
  clubTagAdd,
  clubTagDelete,
  clubTagEdit,
  clubTagList,
  clubTagPage,
} from '../../platform/contracts/club-people.contract';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
let coach: string;
let member: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, booker, coach, member] = await Promise.all(
    [DEMO.admin, DEMO.booker, DEMO.coach, DEMO.member].map((who) => server.login(who).then((p) => p.token)),
  );
});
afterAll(async () => {
  await server?.close();
});

/** Every row of the club's tables, to prove a refusal changed nothing. */
const snapshot = async () => ({
  tags: await server.query(sql`select * from club_tag order by id`),
  coaches: await server.query(sql`select * from club_coach order by id`),
  coachTags: await server.query(sql`select * from club_coach_tag order by coach_id, tag_id`),
});
const tagId = (nameEn: string) => server.idOf(sql`select id from club_tag where name_en = ${nameEn}`);

describe('demo accounts', () => {
  it.each([
    [DEMO.coach, ['coach'], true],
    [DEMO.member, ['member'], false],
  ])('%o signs in through the login call and holds its role and terminal pages', async (who, roles, coachPages) => {
    const r = await server.call(login, { account: who.account, password: who.password });
    expect(r.code).toBe(0);
    const me = await server.call(getLoginUser, {}, { token: r.data.token });
    expect(me.data.roles).toEqual(roles);
    const paths = me.data.terminal?.paths ?? [];
    expect(paths).toEqual(expect.arrayContaining(['/home', '/my', '/fitnessCenter', '/coachDetail']));
    expect(paths.includes('/fitnessCenterCoach')).toBe(coachPages);
    expect(me.data.permissions.filter((p) => p.startsWith('fitness:'))).toEqual([]);
  });

  it('refuses a wrong password for the coach', async () => {
    const r = await server.call(login, { account: 'coach', password: 'Coach@124' });
    expect(r.code).toBe(Code.LOGIN_FAILED);
  });
});

describe('seed', () => {
  it('links the coach demo account to an enabled coach with its specialties', async () => {
    const r = await server.call(clubCoachPage, { keyword: 'coach' }, { token: admin });
    const row = r.data.rows.find((c) => c.account === 'coach');
    expect(row).toMatchObject({ displayName: 'Li Ming', status: 0, level: 'senior' });
    expect(row?.tags.map((t) => t.nameEn)).toEqual(['Strength training', 'Fat loss and toning']);
  });
});

describe('tags', () => {
  it('adds, lists, edits and deletes a tag; stores what was sent', async () => {
    const added = await server.call(
      clubTagAdd,
      { kind: 'coach', nameCn: '拳击', nameEn: 'Boxing', nameTc: '拳擊', sort: 9 },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ kind: 'coach', nameEn: 'Boxing', coaches: 0 });
    expect(
      await server.one(sql`select kind, name_cn, name_tc, sort from club_tag where id = ${added.data.id}`),
    ).toEqual({ kind: 'coach', name_cn: '拳击', name_tc: '拳擊', sort: 9 });
    const page = await server.call(clubTagPage, { kind: 'coach', keyword: 'box' }, { token: admin });
    expect(page.data.rows.map((t) => t.id)).toEqual([added.data.id]);
    const edited = await server.call(
      clubTagEdit,
      { id: added.data.id, kind: 'course', nameCn: '拳击课', nameEn: 'Boxing class', nameTc: '拳擊課', sort: 1 },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ kind: 'course', nameCn: '拳击课' });
    const list = await server.call(clubTagList, { kind: 'course' }, { token: member });
    expect(list.data.map((t) => t.nameEn)).toContain('Boxing class');
    expect((await server.call(clubTagDelete, { ids: [added.data.id] }, { token: admin })).code).toBe(0);
    expect(await server.one(sql`select id from club_tag where id = ${added.data.id}`)).toBeUndefined();
  });

  it('refuses a duplicate name of a kind (any case), an empty CN name, a tag in use; changes nothing', async () => {
    const before = await snapshot();
    const dup = await server.call(clubTagAdd, { kind: 'coach', nameCn: '瑜伽' }, { token: admin, lang: 'EN' });
    expect(dup.code).toBe(Code.DUPLICATE);
    const empty = await server.call(clubTagAdd, { kind: 'coach', nameCn: '  ' }, { token: admin });
    expect(empty.code).toBe(Code.BAD_REQUEST);
    const badKind = await server.call(clubTagAdd, { kind: 'staff' as never, nameCn: 'x' }, { token: admin });
    expect(badKind.code).toBe(Code.BAD_REQUEST);
    const yoga = await tagId('Yoga');
    const inUse = await server.call(clubTagDelete, { ids: [yoga] }, { token: admin, lang: 'EN' });
    expect(inUse.code).toBe(Code.CLUB_TAG_IN_USE);
    expect(inUse.msg).toBe('The tag “瑜伽” is used by 1 coach(es) and cannot be deleted');
    const kind = await server.call(
      clubTagEdit,
      { id: yoga, kind: 'member', nameCn: '瑜伽', nameEn: 'Yoga', nameTc: '瑜伽', sort: 1 },
      { token: admin },
    );
    expect(kind.code).toBe(Code.CLUB_TAG_KIND_LOCKED);
    const missing = await server.call(clubTagDelete, { ids: [yoga, 999_999] }, { token: admin });
    expect(missing.code).toBe(Code.NOT_FOUND);
    expect(await snapshot()).toEqual(before);
  });
});

describe('coaches', () => {
  it('adds a coach for an account, edits it, disables and enables it; the terminal follows', async () => {
    const [strength, pilates] = [await tagId('Strength training'), await tagId('Pilates')];
    const added = await server.call(
      clubCoachAdd,
      { account: 'approver', displayName: 'Coach Chen', level: 'junior', tagIds: [strength], introEn: 'Hi' },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ account: 'approver', displayName: 'Coach Chen', status: 0, introCn: '' });
    const id = added.data.id;
    expect(await server.query(sql`select tag_id from club_coach_tag where coach_id = ${id} order by tag_id`)).toEqual([
      { tag_id: strength },
    ]);

    const edited = await server.call(
      clubCoachEdit,
      {
        id,
        displayName: 'Chen Jing',
        level: 'senior',
        tagIds: [pilates, strength],
        introCn: '你好',
        introEn: 'Hello',
        introTc: '你好',
        photoMaterialId: null,
        sort: 5,
      },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ displayName: 'Chen Jing', level: 'senior', introEn: 'Hello', sort: 5 });
    expect(await server.one(sql`select display_name, level from club_coach where id = ${id}`)).toEqual({
      display_name: 'Chen Jing',
      level: 'senior',
    });
    expect(
      (await server.query<{ tag_id: number }>(sql`select tag_id from club_coach_tag where coach_id = ${id}`))
        .map((r) => r.tag_id)
        .sort(),
    ).toEqual([strength, pilates].sort());

    const seen = await server.call(clubCoachDetail, { id }, { token: member });
    expect(seen.data.displayName).toBe('Chen Jing');
    expect(seen.data).not.toHaveProperty('account');
    expect((await server.call(clubCoachList, {}, { token: member })).data.map((c) => c.id)).toContain(id);

    const off = await server.call(clubCoachChangeStatus, { id, status: 1 }, { token: admin });
    expect(off.data.status).toBe(1);
    expect(await server.one(sql`select status from club_coach where id = ${id}`)).toEqual({ status: 1 });
    expect((await server.call(clubCoachDetail, { id }, { token: member })).code).toBe(Code.NOT_FOUND);
    expect((await server.call(clubCoachList, {}, { token: member })).data.map((c) => c.id)).not.toContain(id);
    const offPage = await server.call(clubCoachPage, { status: 1 }, { token: admin });
    expect(offPage.data.rows.map((c) => c.id)).toEqual([id]);
    const on = await server.call(clubCoachChangeStatus, { id, status: 0 }, { token: admin });
    expect(on.data.status).toBe(0);
    expect((await server.call(clubCoachDetail, { id }, { token: member })).code).toBe(0);
    const byTag = await server.call(clubCoachList, { tagId: pilates }, { token: member });
    expect(byTag.data.map((c) => c.displayName).sort()).toEqual(['Chen Jing', 'Wang Fang']);
  });

  it('refuses an unknown account, a user already a coach, a tag of another kind, a photo not an image', async () => {
    const before = await snapshot();
    const unknown = await server.call(
      clubCoachAdd,
      { account: 'nobody', displayName: 'X', level: 'junior' },
      { token: admin, lang: 'EN' },
    );
    expect([unknown.code, unknown.msg]).toEqual([Code.CLUB_COACH_ACCOUNT_UNKNOWN, 'There is no account “nobody”']);
    const taken = await server.call(
      clubCoachAdd,
      { account: 'coach', displayName: 'Again', level: 'junior' },
      { token: admin, lang: 'CN' },
    );
    expect([taken.code, taken.msg]).toEqual([Code.CLUB_COACH_ACCOUNT_TAKEN, '账号“coach”已是教练（Li Ming）']);
    const courseTag = await tagId('Spinning');
    const badTag = await server.call(
      clubCoachAdd,
      { account: 'booker', displayName: 'B', level: 'junior', tagIds: [courseTag] },
      { token: admin },
    );
    expect(badTag.code).toBe(Code.CLUB_COACH_TAG_INVALID);
    const badPhoto = await server.call(
      clubCoachAdd,
      { account: 'booker', displayName: 'B', level: 'junior', photoMaterialId: 999_999 },
      { token: admin },
    );
    expect(badPhoto.code).toBe(Code.CLUB_COACH_PHOTO_INVALID);
    const badLevel = await server.call(
      clubCoachAdd,
      { account: 'booker', displayName: 'B', level: 'guru' as never },
      { token: admin },
    );
    expect(badLevel.code).toBe(Code.BAD_REQUEST);
    const coachId = await server.idOf(sql`select c.id from club_coach c join sys_user u on u.id = c.user_id
      where u.account = 'coach'`);
    const editBad = await server.call(
      clubCoachEdit,
      { id: coachId, displayName: 'Li Ming', level: 'senior', tagIds: [courseTag] },
      { token: admin },
    );
    expect(editBad.code).toBe(Code.CLUB_COACH_TAG_INVALID);
    const missing = await server.call(clubCoachChangeStatus, { id: 999_999, status: 1 }, { token: admin });
    expect(missing.code).toBe(Code.NOT_FOUND);
    expect(await snapshot()).toEqual(before);
  });

  it('takes an image material of the media library as the photo and shows its address', async () => {
    const photo = await server.one<{ id: number; media_id: number }>(
      sql`select id, media_id from material where kind = 'image' order by id limit 1`,
    );
    const coachId = await server.idOf(sql`select c.id from club_coach c join sys_user u on u.id = c.user_id
      where u.account = 'coach'`);
    const r = await server.call(
      clubCoachEdit,
      { id: coachId, displayName: 'Li Ming', level: 'senior', photoMaterialId: photo!.id },
      { token: admin },
    );
    expect(r.data.photoUrl).toBe(`/media/${photo!.media_id}`);
    expect((await server.call(clubCoachDetail, { id: coachId }, { token: member })).data.photoUrl).toBe(
      `/media/${photo!.media_id}`,
    );
  });
});

describe('permissions', () => {
  it.each([
    [clubTagPage, {}],
    [clubTagAdd, { kind: 'coach', nameCn: 'Z' }],
    [clubCoachPage, {}],
    [clubCoachAdd, { account: 'booker', displayName: 'B', level: 'junior' }],
    [clubCoachChangeStatus, { id: 1, status: 1 }],
  ] as const)('refuses the booker, coach and member on %s, changing nothing', async (contract, input) => {
    const before = await snapshot();
    for (const token of [booker, coach, member]) {
      const r = await server.call(contract as never, input as never, { token });
      expect(r.code).toBe(Code.FORBIDDEN);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the terminal reads without a session', async () => {
    expect((await server.call(clubCoachList, {})).code).not.toBe(0);
    expect((await server.call(clubCoachDetail, { id: 1 })).code).not.toBe(0);
    expect((await server.call(clubTagList, {})).code).not.toBe(0);
  });
});
