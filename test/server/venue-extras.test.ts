/**
 * Rooms, device kinds, site devices, photos, descriptions and instructions (/room,
 * /devKindPage, /siteRoomDevKind, the site's extras, /resv/instr/getBySiteIdAndType,
 * /system/dev/dict/equipment/dropDown, /site/room/dict/list): round trips against the
 * stored rows, refusals that change nothing (rooms and kinds in use, a room of another
 * floor, bad photos), photos served unsigned with their type by /gateway/media/<id>, and
 * the site's own instruction winning over its scene's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHOTO_MAX_BYTES,
  devKindAdd,
  devKindDelete,
  devKindEdit,
  devKindPage,
  equipmentDropDown,
  instructionBySiteAndType,
  roomAdd,
  roomDelete,
  roomDictList,
  roomEdit,
  roomPage,
  sceneInstructionSave,
  sceneInstructions,
  siteDevicePage,
  siteDeviceSave,
  siteExtras,
  siteInstructionSave,
  sitePhotoDelete,
  sitePhotoSort,
  sitePhotoUpload,
  siteProfileSave,
  terminalSiteExtras,
} from '../../platform/contracts/venue-extras.contract';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
});
afterAll(async () => {
  await server?.close();
});

/** A PNG of `size` bytes: the signature, then filler. */
function png(size = 64): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('rooms', () => {
  it(
    'adds a room on a floor, lists it for selects, and refuses deleting or moving it while a site lies in ' + 'it',
    async () => {
      const floor =
        await server.idOf(sql`select f.id from floor f join building b on b.id = f.building_id where b.name_en =
          'Sports Centre' and f.name_en
          = '2F'`);
      const other = await server.idOf(sql`select f.id from floor f join building b on b.id = f.building_id
      where b.name_en = 'Sports Centre' and f.name_en = '1F'`);
      const table = await server.idOf(sql`select id from site where name_en = 'Table Tennis Table 2'`);
      const added = await server.call(
        roomAdd,
        { floorId: floor, name: 'Hall 201', code: 'H201', capacity: 40, areaM2: '' as never, sort: 1 },
        { token: admin },
      );
      expect(added.code).toBe(0);
      expect(added.data).toMatchObject({
        name: 'Hall 201',
        code: 'H201',
        capacity: 40,
        areaM2: null,
        campusName: 'East Campus',
        buildingName: 'Sports Centre',
        floorName: '2F',
        siteCount: 0,
      });
      const id = added.data.id;
      expect(
        await server.one(sql`select floor_id, name, code, capacity, area_m2, status from room where id = ${id}`),
      ).toEqual({ floor_id: floor, name: 'Hall 201', code: 'H201', capacity: 40, area_m2: null, status: 0 });
      expect((await server.call(roomAdd, { floorId: 99999, name: 'Ghost' }, { token: admin })).code).toBe(
        Code.BAD_REQUEST,
      );

      const list = await server.call(roomDictList, { floorId: floor }, { token: booker });
      expect(list.data).toContainEqual({
        id,
        name: 'Hall 201',
        code: 'H201',
        floorId: floor,
        capacity: 40,
        path: 'East Campus / Sports Centre / 2F / Hall 201',
      });
      expect((await server.call(roomPage, { keyword: 'h201' }, { token: admin })).data.rows.map((r) => r.id)).toEqual([
        id,
      ]);

      // A site of another floor cannot lie in it.
      const badminton = await server.idOf(sql`select id from site where name_en = 'Badminton Court 1'`);
      const wrong = await server.call(
        siteProfileSave,
        { siteId: badminton, roomId: id, description: null },
        { token: admin, lang: 'EN' },
      );
      expect({ code: wrong.code, msg: wrong.msg }).toEqual({
        code: Code.ROOM_FLOOR_MISMATCH,
        msg: 'Room "Hall 201" is not on the floor of site "Badminton Court 1"',
      });
      expect(await server.one(sql`select room_id from site where id = ${badminton}`)).toEqual({ room_id: null });

      expect(
        (
          await server.call(
            siteProfileSave,
            { siteId: table, roomId: id, description: 'By the windows' },
            { token: admin },
          )
        ).code,
      ).toBe(0);
      const del = await server.call(roomDelete, { ids: [id] }, { token: admin, lang: 'CN' });
      expect({ code: del.code, msg: del.msg }).toEqual({
        code: Code.RECORD_IN_USE,
        msg: 'Hall 201 内还有 1 个场地，不能删除',
      });
      const move = await server.call(
        roomEdit,
        { id, floorId: other, name: 'Hall 201', capacity: 40 },
        { token: admin },
      );
      expect(move.code).toBe(Code.ROOM_FLOOR_MISMATCH);
      expect(await server.one(sql`select floor_id from room where id = ${id}`)).toEqual({ floor_id: floor });

      await server.call(siteProfileSave, { siteId: table, roomId: null, description: '' }, { token: admin });
      expect(await server.one(sql`select room_id, description from site where id = ${table}`)).toEqual({
        room_id: null,
        description: null,
      });
      expect((await server.call(roomDelete, { ids: [id] }, { token: admin })).code).toBe(0);
      expect(await server.query(sql`select id from room where id = ${id}`)).toEqual([]);
    },
  );
});

describe('device kinds and site devices', () => {
  it('keeps codes unique, gives a site its devices and refuses deleting a kind in use', async () => {
    const kind = await server.call(
      devKindAdd,
      { code: 'laser', nameCn: '激光笔', nameEn: 'Laser pointer', nameTc: '激光筆', icon: '' },
      { token: admin, lang: 'TC' },
    );
    expect(kind.code).toBe(0);
    expect(kind.data).toMatchObject({ code: 'laser', name: '激光筆', icon: null, siteCount: 0 });
    expect(
      (await server.call(devKindAdd, { code: 'laser', nameCn: 'x', nameEn: 'x', nameTc: 'x' }, { token: admin })).code,
    ).toBe(Code.DUPLICATE);
    const edited = await server.call(
      devKindEdit,
      { id: kind.data.id, code: 'laser', nameCn: '激光笔', nameEn: 'Laser', nameTc: '激光筆', sort: 50 },
      { token: admin },
    );
    expect(edited.data.name).toBe('Laser');
    expect(await server.one(sql`select name_en, sort from dev_kind where id = ${kind.data.id}`)).toEqual({
      name_en: 'Laser',
      sort: 50,
    });
    expect((await server.call(equipmentDropDown, undefined, { token: booker, lang: 'EN' })).data).toContainEqual({
      id: kind.data.id,
      code: 'laser',
      name: 'Laser',
      icon: null,
    });

    const room = await server.idOf(sql`select id from site where name_en = 'Meeting Room 302'`);
    const saved = await server.call(
      siteDeviceSave,
      { siteId: room, devices: [{ devKindId: kind.data.id, quantity: 2, remark: 'in the drawer' }] },
      { token: admin, lang: 'EN' },
    );
    expect(saved.code).toBe(0);
    expect(saved.data.devices).toEqual([
      { devKindId: kind.data.id, code: 'laser', name: 'Laser', quantity: 2, remark: 'in the drawer' },
    ]);
    expect(
      await server.query(sql`select dev_kind_id, quantity, remark from site_device where site_id = ${room}`),
    ).toEqual([{ dev_kind_id: kind.data.id, quantity: 2, remark: 'in the drawer' }]);
    const page = await server.call(siteDevicePage, { devKindId: kind.data.id }, { token: admin });
    expect(page.data.rows.map((r) => r.siteId)).toEqual([room]);

    const twice = await server.call(
      siteDeviceSave,
      {
        siteId: room,
        devices: [
          { devKindId: kind.data.id, quantity: 1 },
          { devKindId: kind.data.id, quantity: 1 },
        ],
      },
      { token: admin },
    );
    expect(twice.code).toBe(Code.BAD_REQUEST);
    expect(
      (
        await server.call(
          siteDeviceSave,
          { siteId: room, devices: [{ devKindId: 99999, quantity: 1 }] },
          { token: admin },
        )
      ).code,
    ).toBe(Code.BAD_REQUEST);
    expect((await server.call(siteDeviceSave, { siteId: 99999, devices: [] }, { token: admin })).code).toBe(
      Code.SITE_NOT_FOUND,
    );
    expect(await server.one(sql`select count(*)::int as n from site_device where site_id = ${room}`)).toEqual({ n: 1 });

    const del = await server.call(devKindDelete, { ids: [kind.data.id] }, { token: admin, lang: 'EN' });
    expect({ code: del.code, msg: del.msg }).toEqual({
      code: Code.RECORD_IN_USE,
      msg: 'Laser is used by 1 site(s) and cannot be deleted',
    });
    expect((await server.call(devKindPage, { keyword: 'laser' }, { token: admin })).data.rows[0].siteCount).toBe(1);
    await server.call(siteDeviceSave, { siteId: room, devices: [] }, { token: admin });
    expect((await server.call(devKindDelete, { ids: [kind.data.id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select id from dev_kind where code = 'laser'`)).toEqual([]);
  });
});

describe('site photos', () => {
  it('uploads, orders, serves unsigned with the right type, and deletes photos', async () => {
    const siteId = await server.idOf(sql`select id from site where name_en = 'Basketball Court 1'`);
    const a = await server.call(
      sitePhotoUpload,
      { siteId, name: 'court.png', contentType: 'image/png', data: png().toString('base64') },
      { token: admin },
    );
    expect(a.code).toBe(0);
    expect(a.data).toMatchObject({
      name: 'court.png',
      contentType: 'image/png',
      size: 64,
      sort: 0,
      url: `/media/${a.data.mediaId}`,
    });
    const b = await server.call(
      sitePhotoUpload,
      { siteId, name: 'net.jpg', contentType: 'image/jpg', data: JPEG.toString('base64') },
      { token: admin },
    );
    const c = await server.call(
      sitePhotoUpload,
      { siteId, name: 'hall.webp', contentType: 'image/webp', data: WEBP.toString('base64') },
      { token: admin },
    );
    expect([b.data.contentType, b.data.sort, c.data.sort]).toEqual(['image/jpeg', 1, 2]);
    expect(
      await server.one(sql`select m.size, m.content_type, m.content from media m where m.id = ${a.data.mediaId}`),
    ).toMatchObject({ size: 64, content_type: 'image/png' });

    const served = await server.app.inject({ method: 'GET', url: `/gateway${a.data.url}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png())).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: '/gateway/media/99999' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/gateway/media/abc' })).statusCode).toBe(404);

    const sorted = await server.call(
      sitePhotoSort,
      { siteId, photoIds: [c.data.id, a.data.id, b.data.id] },
      { token: admin },
    );
    expect(sorted.data.map((p) => [p.id, p.sort])).toEqual([
      [c.data.id, 0],
      [a.data.id, 1],
      [b.data.id, 2],
    ]);
    expect(
      (await server.call(sitePhotoSort, { siteId, photoIds: [c.data.id, a.data.id] }, { token: admin })).code,
    ).toBe(Code.BAD_REQUEST);
    const extras = await server.call(siteExtras, { siteId }, { token: admin });
    expect(extras.data.photos.map((p) => p.id)).toEqual([c.data.id, a.data.id, b.data.id]);
    const terminal = await server.call(terminalSiteExtras, { siteId }, { token: booker });
    expect(terminal.data.photos).toEqual([c, a, b].map((p) => ({ id: p.data.id, url: p.data.url })));

    expect((await server.call(sitePhotoDelete, { id: a.data.id }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select id from media where id = ${a.data.mediaId}`)).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: `/gateway${a.data.url}` })).statusCode).toBe(404);
    expect((await server.call(siteExtras, { siteId }, { token: admin })).data.photos.map((p) => p.id)).toEqual([
      c.data.id,
      b.data.id,
    ]);
    // The operation log keeps no base64.
    const logged = await server.one<{ input: { data: string } }>(
      sql`select input from operation_log where path = '/resv/site/photo/upload' order by id desc limit 1`,
    );
    expect(logged!.input.data.length).toBeLessThan(100);
  });

  it('refuses a wrong type, a mismatching or empty content and a photo over 2 MiB, storing nothing', async () => {
    const siteId = await server.idOf(sql`select id from site where name_en = 'Basketball Court 2'`);
    const before = await server.one(sql`select count(*)::int as n from media`);
    const cases: [string, Buffer, string][] = [
      ['image/gif', Buffer.from('GIF89a'), '只能上传 JPEG、PNG 或 WebP 图片'],
      ['image/png', JPEG, '文件内容不是所声明的图片格式'],
      ['image/jpeg', png(), '文件内容不是所声明的图片格式'],
      ['image/png', Buffer.alloc(0), '文件为空'],
      ['image/png', png(PHOTO_MAX_BYTES + 1), `图片不能超过 ${PHOTO_MAX_BYTES} 字节`],
    ];
    for (const [contentType, bytes, message] of cases) {
      const r = await server.call(
        sitePhotoUpload,
        { siteId, name: 'x', contentType, data: bytes.toString('base64') },
        { token: admin, lang: 'CN' },
      );
      expect({ code: r.code, msg: r.msg }, contentType).toEqual({ code: Code.MEDIA_INVALID, msg: message });
    }
    expect(
      (
        await server.call(
          sitePhotoUpload,
          { siteId, name: 'x', contentType: 'image/png', data: 'not base64!' },
          { token: admin },
        )
      ).code,
    ).toBe(Code.BAD_REQUEST);
    expect(
      (
        await server.call(
          sitePhotoUpload,
          { siteId: 99999, name: 'x', contentType: 'image/png', data: png().toString('base64') },
          { token: admin },
        )
      ).code,
    ).toBe(Code.SITE_NOT_FOUND);
    expect(await server.one(sql`select count(*)::int as n from media`)).toEqual(before);
    // The largest photo passes (its base64 is above Fastify's default 1 MiB body limit).
    const largest = await server.call(
      sitePhotoUpload,
      { siteId, name: 'big.png', contentType: 'image/png', data: png(PHOTO_MAX_BYTES).toString('base64') },
      { token: admin },
    );
    expect(largest.code).toBe(0);
    expect(largest.data.size).toBe(PHOTO_MAX_BYTES);
  });
});

describe('instructions', () => {
  it("gives the terminal the site's own enabled instruction, else its scene's, in the caller's language", async () => {
    const scene = await server.idOf(sql`select id from scene where code = 'tableTennis'`);
    const one1 = await server.idOf(sql`select id from site where name_en = 'Table Tennis Table 1'`);
    const two = await server.idOf(sql`select id from site where name_en = 'Table Tennis Table 3'`);
    const text = (s: string) => ({ contentCn: `${s}（简）`, contentEn: s, contentTc: `${s}（繁）` });
    const sceneSet = await server.call(
      sceneInstructionSave,
      {
        sceneId: scene,
        instructions: [
          { type: 'safety', ...text('Mind the edges') },
          { type: 'booking', ...text('Book an hour') },
        ],
      },
      { token: admin },
    );
    expect(sceneSet.data.map((i) => i.type)).toEqual(['booking', 'safety']);
    await server.call(
      siteInstructionSave,
      { siteId: one1, instructions: [{ type: 'safety', ...text('Table 1 wobbles') }] },
      { token: admin },
    );

    const own = await server.call(
      instructionBySiteAndType,
      { siteId: one1, type: 'safety' },
      { token: booker, lang: 'TC' },
    );
    expect(own.data).toEqual({ type: 'safety', content: 'Table 1 wobbles（繁）', source: 'site' });
    const inherited = await server.call(
      instructionBySiteAndType,
      { siteId: two, type: 'safety' },
      { token: booker, lang: 'EN' },
    );
    expect(inherited.data).toEqual({ type: 'safety', content: 'Mind the edges', source: 'scene' });
    expect(
      (await server.call(instructionBySiteAndType, { siteId: two, type: 'usage' }, { token: booker })).data,
    ).toBeNull();

    // A disabled own instruction gives way to the scene's; removing the scene's leaves nothing.
    await server.call(
      siteInstructionSave,
      { siteId: one1, instructions: [{ type: 'safety', ...text('Table 1 wobbles'), status: 1 }] },
      { token: admin },
    );
    expect(
      (await server.call(instructionBySiteAndType, { siteId: one1, type: 'safety' }, { token: booker, lang: 'EN' }))
        .data?.source,
    ).toBe('scene');
    await server.call(
      sceneInstructionSave,
      { sceneId: scene, instructions: [{ type: 'booking', ...text('Book an hour') }] },
      { token: admin },
    );
    expect(
      (await server.call(sceneInstructions, { sceneId: scene }, { token: admin })).data.map((i) => i.type),
    ).toEqual(['booking']);
    expect(
      (await server.call(instructionBySiteAndType, { siteId: two, type: 'safety' }, { token: booker })).data,
    ).toBeNull();
    expect(
      await server.query(sql`select site_id, scene_id, type, status from site_instruction where scene_id = ${scene} or
        site_id = ${one1}
          order by id`),
    ).toEqual([
      { site_id: one1, scene_id: null, type: 'safety', status: 1 },
      { site_id: null, scene_id: scene, type: 'booking', status: 0 },
    ]);

    const twice = await server.call(
      siteInstructionSave,
      {
        siteId: one1,
        instructions: [
          { type: 'usage', ...text('a') },
          { type: 'usage', ...text('b') },
        ],
      },
      { token: admin },
    );
    expect(twice.code).toBe(Code.BAD_REQUEST);
    expect(
      (await server.call(instructionBySiteAndType, { siteId: 99999, type: 'usage' }, { token: booker })).code,
    ).toBe(Code.SITE_NOT_FOUND);
  });
});
