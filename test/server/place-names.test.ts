/**
 * Place names in three languages: a campus, building, floor, room or site keeps its simplified-Chinese `name`
 * and optional English and traditional-Chinese names; every read names it in the request language, falling back
 * to `name`; the back office stores and answers the three names; keyword searches match any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campusAdd,
  campusPage,
  siteAdd,
  siteDetail,
  siteEdit,
  sitePage,
} from '../../platform/contracts/assets.contract';
import { reserveDetails } from '../../platform/contracts/reserve-details.contract';
import { addReserve } from '../../platform/contracts/reserve.contract';
import { sceneDetail, sceneList } from '../../platform/contracts/site.contract';
import type { Lang } from '../../platform/i18n/languages';
import { at, nextWeekDay, sql, startSignedIn, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  ({ server, admin, booker } = await startSignedIn());
});
afterAll(async () => {
  await server?.close();
});

/** The seeded East Campus badminton court 1 and its place in each language. */
const COURT_1: Record<Lang, { name: string; campusName: string; buildingName: string; floorName: string }> = {
  CN: { name: '羽毛球1号场', campusName: '东校区', buildingName: '体育中心', floorName: '1层' },
  EN: { name: 'Badminton Court 1', campusName: 'East Campus', buildingName: 'Sports Centre', floorName: '1F' },
  TC: { name: '羽毛球1號場', campusName: '東校區', buildingName: '體育中心', floorName: '1層' },
};
const LANGS: Lang[] = ['CN', 'EN', 'TC'];

/** The floor (East Campus / Library / 3F) and scene (meeting room) new sites go on. */
async function placeOfNewSites() {
  const floorRow = (await server.one<{ id: number }>(sql`select f.id from floor f
    join building b on b.id = f.building_id where b.name_en = 'Library' and f.name_en = '3F'`))!;
  const sceneRow = (await server.one<{ id: number }>(sql`select id from scene where code = 'meetingRoom'`))!;
  return { floorId: floorRow.id, sceneId: sceneRow.id };
}

describe('reads in the request language', () => {
  it('names the sites of a scene and their places in CN, EN and TC', async () => {
    const scenes = await server.call(sceneList, {}, { token: booker });
    const badminton = scenes.data.find((s) => s.code === 'badminton')!;
    for (const lang of LANGS) {
      const detail = await server.call(sceneDetail, { id: badminton.id }, { token: booker, lang });
      expect(detail.code).toBe(0);
      expect(detail.data.sites[0]).toMatchObject(COURT_1[lang]);
    }
  });

  it('names the site and place of a booking in CN, EN and TC', async () => {
    const court = await server.idOf(sql`select id from site where name_en = 'Badminton Court 1'`);
    const day = nextWeekDay(3);
    const booked = await server.call(
      addReserve,
      { siteId: court, start: at(day, '09:00'), end: at(day, '10:00'), subject: 'Names' },
      { token: booker, lang: 'TC' },
    );
    expect(booked.code).toBe(0);
    expect(booked.data.siteName).toBe(COURT_1.TC.name);
    for (const lang of LANGS) {
      const got = await server.call(reserveDetails, { id: booked.data.id }, { token: booker, lang });
      expect(got.code).toBe(0);
      const { name, ...place } = COURT_1[lang];
      expect(got.data).toMatchObject({ siteName: name, ...place });
    }
  });
});

describe('the back office', () => {
  it('stores the English and traditional-Chinese names, answers them, reads a missing one as the name', async () => {
    const place = await placeOfNewSites();
    const fields = { ...place, kind: 'single' as const, capacity: 1, slotMinutes: 30, sort: 9, enabled: true };
    const added = await server.call(
      siteAdd,
      { ...fields, name: '自习室甲', nameEn: 'Quiet Study A', nameTc: '自習室甲' },
      { token: admin, lang: 'EN' },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({
      name: 'Quiet Study A',
      nameCn: '自习室甲',
      nameEn: 'Quiet Study A',
      nameTc: '自習室甲',
      campusName: 'East Campus',
      buildingName: 'Library',
      floorName: '3F',
    });
    const id = added.data.id;
    expect(await server.one(sql`select name, name_en, name_tc from site where id = ${id}`)).toEqual({
      name: '自习室甲',
      name_en: 'Quiet Study A',
      name_tc: '自習室甲',
    });
    const tc = await server.call(siteDetail, { id }, { token: admin, lang: 'TC' });
    expect(tc.data).toMatchObject({ name: '自習室甲', campusName: '東校區', buildingName: '圖書館', floorName: '3層' });

    // An emptied English name is stored as none; English readers then get the simplified-Chinese name.
    const edited = await server.call(
      siteEdit,
      { ...fields, id, name: '自习室甲', nameEn: '', nameTc: '自習室甲' },
      { token: admin, lang: 'EN' },
    );
    expect(edited.code).toBe(0);
    expect(edited.data).toMatchObject({ name: '自习室甲', nameCn: '自习室甲', nameEn: null, nameTc: '自習室甲' });
    expect(await server.one(sql`select name_en from site where id = ${id}`)).toEqual({ name_en: null });
    const meeting = (await server.call(sceneList, {}, { token: booker })).data.find((s) => s.code === 'meetingRoom')!;
    const listed = await server.call(sceneDetail, { id: meeting.id }, { token: booker, lang: 'EN' });
    expect(listed.data.sites.find((s) => s.id === id)?.name).toBe('自习室甲');

    // Names beyond 64 characters are refused and nothing changes.
    const tooLong = await server.call(
      siteEdit,
      { ...fields, id, name: '自习室甲', nameEn: 'x'.repeat(65) },
      { token: admin, lang: 'EN' },
    );
    expect(tooLong.code).not.toBe(0);
    expect(await server.one(sql`select name_en from site where id = ${id}`)).toEqual({ name_en: null });
  });

  it('finds a site and a campus by any of their three names', async () => {
    const place = await placeOfNewSites();
    const added = await server.call(
      siteAdd,
      { ...place, name: '自习室乙', nameEn: 'Quiet Study B', nameTc: '自習室乙', kind: 'single', sort: 10 },
      { token: admin },
    );
    expect(added.code).toBe(0);
    for (const keyword of ['quiet study b', '自习室乙', '自習室乙']) {
      const page = await server.call(sitePage, { keyword }, { token: admin, lang: 'CN' });
      expect(page.data.rows.map((r) => r.name)).toEqual(['自习室乙']);
    }
    const byEnglish = await server.call(sitePage, { keyword: 'Badminton Court 10' }, { token: admin, lang: 'TC' });
    expect(byEnglish.data.rows.map((r) => r.name)).toEqual(['羽毛球10號場']);

    const campus = await server.call(
      campusAdd,
      { name: '北校区', nameEn: 'North Campus', nameTc: '北校區', timeZone: 'Asia/Shanghai' },
      { token: admin },
    );
    expect(campus.code).toBe(0);
    const north = await server.call(campusPage, { keyword: 'north' }, { token: admin, lang: 'TC' });
    expect(north.data.rows.map((r) => [r.name, r.nameCn, r.nameEn, r.nameTc])).toEqual([
      ['北校區', '北校区', 'North Campus', '北校區'],
    ]);
  });
});
