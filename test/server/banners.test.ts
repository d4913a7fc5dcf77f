/**
 * The media library and banners (/MaterialGroup, /siteBanner, GET /api/ms/banner/list):
 * uploads refused by type, size and content with localized codes (nothing stored), a material
 * a banner shows refused on delete naming the banner, banner links validated (javascript: and
 * other schemes refused), the terminal list by variant (the `school` setting), position,
 * schedule and status in the caller's language with fallback, the media route serving
 * materials, and the booker refused on every back-office call.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bannerAdd,
  bannerChangeStatus,
  bannerDelete,
  bannerEdit,
  bannerList,
  bannerPage,
} from '../../platform/contracts/banner.contract';
import {
  MATERIAL_IMAGE_MAX_BYTES,
  materialDelete,
  materialGroupAdd,
  materialGroupDelete,
  materialGroupList,
  materialMove,
  materialPage,
  materialRename,
  materialUpload,
} from '../../platform/contracts/material.contract';
import { configEdit } from '../../platform/contracts/settings.contract';
import { Code } from '../../platform/protocol/codes';
import { gradientPng } from '../../server/db/seed-content';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
let groupId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  groupId = (await server.call(materialGroupAdd, { name: 'Test pictures', sort: 5 }, { token: admin })).data.id;
});
afterAll(async () => {
  await server?.close();
});

const png = (seed = 0) => gradientPng(8, 4, [seed, 0, 0], [0, 0, 255]).toString('base64');
const counts = async () =>
  server.one<{ materials: number; media: number; banners: number }>(sql`
    select (select count(*)::int from material) as materials, (select count(*)::int from media) as media,
      (select count(*)::int from site_banner) as banners`);

async function upload(name: string, seed = 0): Promise<number> {
  const r = await server.call(
    materialUpload,
    { groupId, name, contentType: 'image/png', data: png(seed) },
    { token: admin },
  );
  expect(r.code).toBe(0);
  return r.data.id;
}

const fields = (materialId: number, over: Record<string, unknown> = {}) => ({
  school: null,
  position: 'homeTop' as const,
  titleCn: '标题',
  titleEn: 'Title',
  titleTc: '標題',
  materialId,
  link: '/appointment',
  startAt: null,
  endAt: null,
  sort: 50,
  status: 0 as const,
  ...over,
});

describe('media library', () => {
  it('stores an uploaded image with its facts and serves its bytes on the media route', async () => {
    const r = await server.call(
      materialUpload,
      { groupId, name: 'Gate', contentType: 'IMAGE/PNG', data: png(7) },
      { token: admin },
    );
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      groupId,
      groupName: 'Test pictures',
      name: 'Gate',
      kind: 'image',
      mime: 'image/png',
    });
    const stored = await server.one<{ size: number; account: string; name: string }>(sql`
      select m.size, u.account, u.name from material x join media m on m.id = x.media_id
      join sys_user u on u.id = x.created_by where x.id = ${r.data.id}`);
    expect(stored).toMatchObject({ size: Buffer.from(png(7), 'base64').length, account: 'admin' });
    expect(r.data.uploadedBy).toBe(stored!.name);
    expect(r.data.size).toBe(stored!.size);
    const served = await server.app.inject({ method: 'GET', url: `/gateway${r.data.url}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(png(7), 'base64'))).toBe(true);
  });

  it('stores a PDF as a file, served as an attachment', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const r = await server.call(
      materialUpload,
      { groupId, name: 'Rules.pdf', contentType: 'application/pdf', data: pdf },
      { token: admin },
    );
    expect(r.data).toMatchObject({ kind: 'file', mime: 'application/pdf' });
    const served = await server.app.inject({ method: 'GET', url: `/gateway${r.data.url}` });
    expect(served.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Rules.pdf");
  });

  it('refuses other types, oversized and mislabelled files with localized codes, storing nothing', async () => {
    const before = await counts();
    const cases = [
      [{ contentType: 'image/svg+xml', data: Buffer.from('<svg/>').toString('base64') }, 'Only these file types'],
      [{ contentType: 'text/html', data: Buffer.from('<script>').toString('base64') }, 'Only these file types'],
      [{ contentType: 'image/jpeg', data: png() }, 'not of the stated type'],
      [{ contentType: 'application/pdf', data: png() }, 'not of the stated type'],
      [
        {
          contentType: 'image/png',
          data: Buffer.concat([Buffer.from(png(), 'base64'), Buffer.alloc(MATERIAL_IMAGE_MAX_BYTES)]).toString(
            'base64',
          ),
        },
        `larger than ${MATERIAL_IMAGE_MAX_BYTES} bytes`,
      ],
      [{ contentType: 'image/png', data: '' }, 'empty'],
    ] as const;
    for (const [over, message] of cases) {
      const r = await server.call(materialUpload, { groupId, name: 'x', ...over }, { token: admin, lang: 'EN' });
      expect([r.code, r.msg]).toEqual([Code.MATERIAL_FILE_INVALID, expect.stringContaining(message)]);
    }
    const cn = await server.call(
      materialUpload,
      { groupId, name: 'x', contentType: 'text/html', data: 'AA==' },
      { token: admin, lang: 'CN' },
    );
    expect(cn.msg).toContain('只能上传以下类型的文件');
    expect(await counts()).toEqual(before);
  });

  it('renames, moves and lists per group; refuses deleting a group that still holds materials', async () => {
    const id = await upload('Old name');
    const other = (await server.call(materialGroupAdd, { name: 'Other', sort: 9 }, { token: admin })).data.id;
    expect((await server.call(materialRename, { id, name: 'New name' }, { token: admin })).data.name).toBe('New name');
    expect((await server.call(materialMove, { ids: [id], groupId: other }, { token: admin })).code).toBe(0);
    const inOther = await server.call(materialPage, { groupId: other, pageNo: 1, pageSize: 10 }, { token: admin });
    expect(inOther.data.rows.map((r) => [r.name, r.groupName])).toEqual([['New name', 'Other']]);
    const groups = (await server.call(materialGroupList, {}, { token: admin })).data;
    expect(groups.find((g) => g.id === other)).toMatchObject({ name: 'Other', count: 1 });
    const refused = await server.call(materialGroupDelete, { id: other }, { token: admin, lang: 'EN' });
    expect([refused.code, refused.msg]).toEqual([Code.MATERIAL_GROUP_NOT_EMPTY, expect.stringContaining('“Other”')]);
    expect(await server.one(sql`select id from material_group where id = ${other}`)).toBeDefined();
    await server.call(materialDelete, { ids: [id] }, { token: admin });
    expect((await server.call(materialGroupDelete, { id: other }, { token: admin })).code).toBe(0);
    expect(await server.one(sql`select id from material_group where id = ${other}`)).toBeUndefined();
  });

  it('refuses deleting a material shown by a banner, naming it; once unused, deletes it and its bytes', async () => {
    const id = await upload('Used');
    const banner = (await server.call(bannerAdd, fields(id, { titleEn: 'Summer games' }), { token: admin })).data;
    const free = await upload('Free');
    const refused = await server.call(materialDelete, { ids: [free, id] }, { token: admin, lang: 'EN' });
    expect([refused.code, refused.msg]).toEqual([Code.MATERIAL_IN_USE, expect.stringContaining('“Summer games”')]);
    expect(await server.query(sql`select id from material where id in (${free}, ${id})`)).toHaveLength(2);
    await server.call(bannerDelete, { ids: [banner.id] }, { token: admin });
    const mediaIds = await server.query<{ media_id: number }>(
      sql`select media_id from material where id in (${free}, ${id})`,
    );
    expect((await server.call(materialDelete, { ids: [free, id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select id from material where id in (${free}, ${id})`)).toEqual([]);
    const ids = mediaIds.map((m) => m.media_id);
    expect(await server.query(sql`select id from media where id in (${ids[0]}, ${ids[1]})`)).toEqual([]);
  });
});

describe('banners', () => {
  it('refuses links other than an in-app path or an https URL, and a file as picture; nothing stored', async () => {
    const image = await upload('Link test');
    const before = await counts();
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>',
      'http://example.com',
      '//evil.example.com',
      'vbscript:x',
      'https://user:pw@example.com',
      '/\\evil.example.com',
      'appointment',
    ]) {
      const r = await server.call(bannerAdd, fields(image, { link }), { token: admin, lang: 'EN' });
      expect([link, r.code]).toEqual([link, Code.BANNER_LINK_INVALID]);
    }
    const pdf = (
      await server.call(
        materialUpload,
        { groupId, name: 'Doc.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.7').toString('base64') },
        { token: admin },
      )
    ).data.id;
    const schedule = await server.call(
      bannerAdd,
      fields(image, { startAt: '2030-01-02T00:00:00+08:00', endAt: '2030-01-01T00:00:00+08:00' }),
      { token: admin },
    );
    expect(schedule.code).toBe(Code.BANNER_SCHEDULE_INVALID);
    const file = await server.call(bannerAdd, fields(pdf), { token: admin, lang: 'EN' });
    expect([file.code, file.msg]).toEqual([Code.BANNER_IMAGE_REQUIRED, expect.stringContaining('Doc.pdf')]);
    expect((await counts())!.banners).toBe(before!.banners);
    for (const link of ['/appointment?x=1', 'https://www.example.edu/news', null]) {
      const r = await server.call(bannerAdd, fields(image, { link, status: 1 }), { token: admin });
      expect(r.code).toBe(0);
      expect(await server.one(sql`select link from site_banner where id = ${r.data.id}`)).toEqual({ link });
    }
  });

  it('lists for the terminal by variant setting, position, schedule and status, in the language or CN', async () => {
    await server.query(sql`delete from site_banner`);
    const image = await upload('List test');
    const hour = 3_600_000;
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString().replace('Z', '+00:00');
    const add = async (titleEn: string, over: Record<string, unknown>) => {
      const r = await server.call(bannerAdd, fields(image, { titleEn, titleCn: `${titleEn}（简）`, ...over }), {
        token: admin,
      });
      expect(r.code).toBe(0);
      return r.data;
    };
    await add('all variants', { sort: 2 });
    await add('variant 3', { school: 3, sort: 1 });
    await add('variant 0', { school: 0, sort: 0 });
    await add('bottom', { position: 'homeBottom' });
    await add('disabled', { status: 1 });
    await add('not yet', { startAt: iso(hour) });
    await add('over', { startAt: iso(-2 * hour), endAt: iso(-hour) });
    await add('running', { startAt: iso(-hour), endAt: iso(hour), sort: 3 });
    const edited = await add('to edit', { sort: 4 });
    await server.call(
      bannerEdit,
      { ...fields(image, { titleEn: '', titleCn: '仅中文', sort: 4 }), id: edited.id },
      {
        token: admin,
      },
    );

    const titles = async (lang: 'EN' | 'CN', position?: 'homeTop' | 'homeBottom') =>
      (await server.call(bannerList, position ? { position } : {}, { token: booker, lang })).data.map((b) => b.title);
    expect(await titles('EN')).toEqual(['variant 3', 'all variants', 'running', '仅中文']);
    expect(await titles('CN', 'homeBottom')).toEqual(['bottom（简）']);
    const [first] = (await server.call(bannerList, {}, { token: booker, lang: 'CN' })).data;
    expect(first).toEqual({
      id: expect.any(Number),
      title: 'variant 3（简）',
      imageUrl: expect.stringMatching(/^\/media\/\d+$/),
      link: '/appointment',
    });

    expect((await server.call(configEdit, { key: 'school', value: 0 }, { token: admin })).code).toBe(0);
    // The variant comes from the setting: a `school` sent by the caller changes nothing.
    const r = await server.call(bannerList, {}, { token: booker, lang: 'EN', query: { school: '3' } });
    expect(r.data.map((b) => b.title)).toEqual(['variant 0', 'all variants', 'running', '仅中文']);

    const page = await server.call(
      bannerPage,
      { school: 'all', status: 0, pageNo: 1, pageSize: 50 },
      { token: admin, lang: 'EN' },
    );
    expect(page.data.rows.map((b) => b.title)).toEqual([
      'bottom',
      'all variants',
      'running',
      '仅中文',
      'not yet',
      'over',
    ]);
    const disabled = page.data.rows.find((b) => b.title === 'running')!;
    expect((await server.call(bannerChangeStatus, { id: disabled.id, status: 1 }, { token: admin })).code).toBe(0);
    expect(await server.one(sql`select status from site_banner where id = ${disabled.id}`)).toEqual({ status: 1 });
    expect(await titles('EN')).toEqual(['variant 0', 'all variants', '仅中文']);
    await server.call(configEdit, { key: 'school', value: 3 }, { token: admin });
  });

  it('refuses the booker every back-office call of the library and the banners, changing nothing', async () => {
    const before = await counts();
    const image = await upload('Booker test');
    const after = await counts();
    const calls = [
      server.call(materialGroupList, {}, { token: booker }),
      server.call(materialGroupAdd, { name: 'x', sort: 0 }, { token: booker }),
      server.call(materialUpload, { groupId, name: 'x', contentType: 'image/png', data: png() }, { token: booker }),
      server.call(materialRename, { id: image, name: 'x' }, { token: booker }),
      server.call(materialDelete, { ids: [image] }, { token: booker }),
      server.call(bannerPage, { pageNo: 1, pageSize: 10 }, { token: booker }),
      server.call(bannerAdd, fields(image), { token: booker }),
    ];
    for (const r of await Promise.all(calls)) expect(r.code).toBe(Code.FORBIDDEN);
    expect(await counts()).toEqual(after);
    expect(after!.materials).toBe(before!.materials + 1);
  });
});

describe('menus', () => {
  const MIGRATION = new URL('../../server/db/migrations/0023_banners-media-library.sql', import.meta.url);
  /** The Content folder's pages and buttons with their parent and roles. */
  const nodes = () =>
    server.query<{ permission: string; parent: string; roles: string | null }>(sql`
      select m.permission, f.name as parent,
        (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id) as roles
      from sys_menu m join sys_menu f on f.id = m.parent_id
      where m.permission like 'ms:banner:%' or m.permission like 'ms:material:%' order by m.permission`);
  const EXPECTED = [
    ...['add', 'changeStatus', 'delete', 'edit'].map((a) => ({ permission: `ms:banner:${a}`, parent: 'siteBanner' })),
    { permission: 'ms:banner:page', parent: 'content' },
    ...['add', 'delete', 'edit'].map((a) => ({ permission: `ms:material:${a}`, parent: 'materialGroup' })),
    { permission: 'ms:material:page', parent: 'content' },
  ].map((n) => ({ ...n, roles: 'admin' }));

  it('seeds the pages under the Content folder of the system application, for the admin role', async () => {
    expect(await nodes()).toEqual(EXPECTED);
    expect(await server.one(sql`select app_code, path from sys_menu where name = 'content' and type = 0`)).toEqual({
      app_code: 'system',
      path: '/content',
    });
  });

  it('reaches a database seeded without them through the migration, once, folder included', async () => {
    await server.query(sql`delete from sys_menu where permission like 'ms:%' or (name = 'content' and type = 0)`);
    expect(await nodes()).toEqual([]);
    for (let run = 0; run < 2; run++)
      for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
        if (statement.includes('INSERT INTO')) await server.query(sql.raw(statement));
    expect(await nodes()).toEqual(EXPECTED);
    expect(await server.query(sql`select id from sys_menu where name = 'content' and type = 0`)).toHaveLength(1);
  });
});
