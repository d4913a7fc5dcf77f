/**
 * Booking notices, disclaimers, year terms and class periods (/reserveNotice,
 * /disclaimers, /yearTerm, /classTime): round trips against the stored rows, the version
 * growing with every edit, kinds kept apart, the terminal's notices of a site in the
 * caller's language, ranges and overlaps refused with localized codes (nothing stored),
 * and the terminal lists of enabled terms and periods.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disclaimerAdd,
  disclaimerDelete,
  disclaimerPage,
  noticeAdd,
  noticeDelete,
  noticeEdit,
  noticePage,
  reserveNotices,
} from '../../platform/contracts/notice.contract';
import {
  classTimeAdd,
  classTimeDelete,
  classTimeEdit,
  classTimeList,
  classTimePage,
  yearTermAdd,
  yearTermDelete,
  yearTermEdit,
  yearTermList,
  yearTermPage,
} from '../../platform/contracts/term.contract';
import { Code } from '../../platform/protocol/codes';
import { sql, startSignedIn, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  ({ server, admin, booker } = await startSignedIn());
});
afterAll(async () => {
  await server?.close();
});

const texts = (title: string) => ({
  titleCn: `${title}（简）`,
  titleEn: title,
  titleTc: `${title}（繁）`,
  contentCn: `${title} 内容`,
  contentEn: `${title} content`,
  contentTc: `${title} 內容`,
});

describe('notices and disclaimers', () => {
  it('adds, edits (version + 1 each time) and deletes a notice; kinds stay apart', async () => {
    const badminton = await server.idOf(sql`select id from scene where code = 'badminton'`);
    const added = await server.call(
      noticeAdd,
      { sceneId: badminton, ...texts('Court shoes'), sort: 3 },
      { token: admin, lang: 'CN' },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({
      kind: 'notice',
      version: 1,
      sceneName: '羽毛球',
      title: 'Court shoes（简）',
      status: 0,
    });
    const id = added.data.id;
    for (const v of [2, 3]) {
      const edited = await server.call(
        noticeEdit,
        { id, sceneId: badminton, ...texts(`Court shoes v${v}`) },
        { token: admin },
      );
      expect(edited.data.version).toBe(v);
    }
    expect(
      await server.one(sql`select kind, version, title_en, content_tc, scene_id from reserve_notice where id = ${id}`),
    ).toEqual({
      kind: 'notice',
      version: 3,
      title_en: 'Court shoes v3',
      content_tc: 'Court shoes v3 內容',
      scene_id: badminton,
    });
    expect(
      await server.one(sql`select before->>'version' as b, after->>'version' as a from operation_log where path =
        '/resv/notice/edit'
          order by id desc limit 1`),
    ).toEqual({ b: '2', a: '3' });

    // A disclaimer call never reaches a notice.
    expect((await server.call(disclaimerDelete, { ids: [id] }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await server.call(disclaimerPage, {}, { token: admin })).data.rows.map((r) => r.id)).not.toContain(id);
    expect(
      (await server.call(noticePage, { sceneId: badminton }, { token: admin })).data.rows.map((r) => r.id),
    ).toContain(id);
    expect((await server.call(noticeAdd, { sceneId: 99999, ...texts('Ghost') }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
    expect(
      (await server.call(noticeAdd, { sceneId: null, ...texts('Empty'), contentEn: ' ' }, { token: admin })).code,
    ).toBe(Code.BAD_REQUEST);

    expect((await server.call(noticeDelete, { ids: [id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select id from reserve_notice where id = ${id}`)).toEqual([]);
  });

  it(
    "gives the terminal the enabled texts of the site's scene and of every scene, notices first, in its " + 'language',
    async () => {
      const tennis = await server.idOf(sql`select id from scene where code = 'tableTennis'`);
      const basketball = await server.idOf(sql`select id from scene where code = 'basketball'`);
      const table = await server.idOf(sql`select id from site where name_en = 'Table Tennis Table 1'`);
      const general = (await server.call(noticeAdd, { sceneId: null, ...texts('General'), sort: 9 }, { token: admin }))
        .data;
      const own = (await server.call(noticeAdd, { sceneId: tennis, ...texts('Paddles'), sort: 1 }, { token: admin }))
        .data;
      const waiver = (await server.call(disclaimerAdd, { sceneId: tennis, ...texts('Waiver') }, { token: admin })).data;
      await server.call(noticeAdd, { sceneId: basketball, ...texts('Other scene') }, { token: admin });
      await server.call(noticeAdd, { sceneId: tennis, ...texts('Disabled'), status: 1 }, { token: admin });

      const r = await server.call(reserveNotices, { siteId: table }, { token: booker, lang: 'TC' });
      expect(r.code).toBe(0);
      const mine = r.data.filter(
        (n) =>
          [general.id, own.id, waiver.id].includes(n.id) ||
          n.title.startsWith('Other') ||
          n.title.startsWith('Disabled'),
      );
      expect(mine).toEqual([
        { id: own.id, kind: 'notice', version: 1, title: 'Paddles（繁）', content: 'Paddles 內容' },
        { id: general.id, kind: 'notice', version: 1, title: 'General（繁）', content: 'General 內容' },
        { id: waiver.id, kind: 'disclaimer', version: 1, title: 'Waiver（繁）', content: 'Waiver 內容' },
      ]);
      expect((await server.call(reserveNotices, { siteId: 99999 }, { token: booker })).code).toBe(Code.SITE_NOT_FOUND);
    },
  );
});

describe('year terms and class periods', () => {
  it('keeps terms apart: a reversed or overlapping range is refused and nothing is stored', async () => {
    const before = await server.query(sql`select * from year_term order by id`);
    const added = await server.call(
      yearTermAdd,
      { name: 'Summer 2027', startDate: '2027-07-15', endDate: '2027-08-31' },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(
      await server.one(sql`select name, start_date, end_date, status from year_term where id = ${added.data.id}`),
    ).toEqual({ name: 'Summer 2027', start_date: '2027-07-15', end_date: '2027-08-31', status: 0 });

    const reversed = await server.call(
      yearTermAdd,
      { name: 'Bad', startDate: '2027-10-02', endDate: '2027-10-01' },
      { token: admin, lang: 'EN' },
    );
    expect({ code: reversed.code, msg: reversed.msg }).toEqual({
      code: Code.RANGE_ORDER_INVALID,
      msg: 'The end date cannot be before the start date',
    });
    const overlap = await server.call(
      yearTermAdd,
      { name: 'Clash', startDate: '2027-08-31', endDate: '2027-09-10' },
      { token: admin, lang: 'CN' },
    );
    expect({ code: overlap.code, msg: overlap.msg }).toEqual({
      code: Code.RANGE_OVERLAP,
      msg: '学年学期“Clash”与“Summer 2027 2027-07-15–2027-08-31”的日期重叠',
    });
    expect(
      (
        await server.call(
          yearTermAdd,
          { name: 'Bad date', startDate: '2027-02-30', endDate: '2027-03-01' },
          { token: admin },
        )
      ).code,
    ).toBe(Code.BAD_REQUEST);
    // Editing a term against itself is no overlap.
    const edited = await server.call(
      yearTermEdit,
      { id: added.data.id, name: 'Summer 2027', startDate: '2027-07-10', endDate: '2027-08-31', status: 1 },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ startDate: '2027-07-10', status: 1 });
    expect(
      (await server.call(yearTermPage, { keyword: 'summer' }, { token: admin })).data.rows.map((r) => r.id),
    ).toEqual([added.data.id]);
    expect((await server.call(yearTermList, undefined, { token: booker })).data.map((t) => t.id)).not.toContain(
      added.data.id,
    );

    expect((await server.call(yearTermDelete, { ids: [added.data.id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select * from year_term order by id`)).toEqual(before);
  });

  it('keeps class periods apart and lists the enabled ones by start time', async () => {
    const a = await server.call(
      classTimeAdd,
      { name: 'Late 1', startTime: '21:00', endTime: '21:45', sort: 1 },
      { token: admin },
    );
    expect(a.code).toBe(0);
    const b = await server.call(
      classTimeAdd,
      { name: 'Late 2', startTime: '21:45', endTime: '22:30' },
      { token: admin },
    );
    expect(b.code).toBe(0);
    const reversed = await server.call(
      classTimeAdd,
      { name: 'Bad', startTime: '23:00', endTime: '23:00' },
      { token: admin, lang: 'TC' },
    );
    expect({ code: reversed.code, msg: reversed.msg }).toEqual({
      code: Code.RANGE_ORDER_INVALID,
      msg: '結束時間須晚於開始時間',
    });
    const clash = await server.call(
      classTimeEdit,
      { id: b.data.id, name: 'Late 2', startTime: '21:30', endTime: '22:30' },
      { token: admin, lang: 'EN' },
    );
    expect({ code: clash.code, msg: clash.msg }).toEqual({
      code: Code.RANGE_OVERLAP,
      msg: 'The times of class period "Late 2" overlap "Late 1 21:00–21:45"',
    });
    expect(await server.one(sql`select start_time from class_period where id = ${b.data.id}`)).toEqual({
      start_time: '21:45',
    });
    expect(
      (await server.call(classTimeAdd, { name: 'Bad time', startTime: '7:00', endTime: '08:00' }, { token: admin }))
        .code,
    ).toBe(Code.BAD_REQUEST);

    const list = (await server.call(classTimeList, undefined, { token: booker })).data;
    const late = list.filter((p) => p.name.startsWith('Late'));
    expect(late).toEqual([
      { id: a.data.id, name: 'Late 1', startTime: '21:00', endTime: '21:45' },
      { id: b.data.id, name: 'Late 2', startTime: '21:45', endTime: '22:30' },
    ]);
    expect(list.map((p) => p.startTime)).toEqual([...list.map((p) => p.startTime)].sort());
    expect((await server.call(classTimePage, { keyword: 'late' }, { token: admin })).data.total).toBe(2);
    expect((await server.call(classTimeDelete, { ids: [a.data.id, 99999] }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await server.call(classTimeDelete, { ids: [a.data.id, b.data.id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select id from class_period where name like 'Late%'`)).toEqual([]);
  });
});
