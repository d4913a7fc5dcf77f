/**
 * /systemConfig, /moreLanguage and /flexibleMenu: the settings page and edit
 * (validated per key, applied at once although the settings cache is long), the UI
 * text overrides and their public read, and the terminal home's quick entries — each
 * with stored rows and operation-log snapshots checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemConfig } from '../../platform/contracts/auth.contract';
import {
  configEdit,
  configPage,
  flexibleMenuAdd,
  flexibleMenuDelete,
  flexibleMenuEdit,
  flexibleMenuList,
  flexibleMenuPage,
  languageAdd,
  languageDelete,
  languageEdit,
  languageOverrides,
  languagePage,
} from '../../platform/contracts/settings.contract';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  // A settings cache far longer than the test: an edit must apply by clearing it.
  server = await startTestServer({ app: { settingsTtlMs: 600_000 } });
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
});
afterAll(async () => {
  await server?.close();
});

/** The newest operation-log row of `path`. */
async function lastLog(path: string) {
  const [row] = await server.query<{ account: string; before: unknown; after: unknown }>(
    sql`select account, before, after from operation_log where path = ${path} order by id desc limit 1`,
  );
  return row;
}

async function storedConfig(key: string): Promise<unknown> {
  const [row] = await server.query<{ value: unknown }>(sql`select value from sys_config where key = ${key}`);
  return row?.value;
}

describe('system config', () => {
  it('lists every key in form order with value, type, topic and description key', async () => {
    const r = await server.call(configPage, undefined, { token: admin });
    expect(r.code).toBe(0);
    expect(r.data.map((e) => [e.key, e.value, e.type, e.topic])).toEqual([
      ['title', 'Venueflow', 'string', 'general'],
      ['school', 3, 'enum', 'general'],
      ['language', 0, 'enum', 'general'],
      ['loginMode', 0, 'enum', 'login'],
      ['casServerUrl', '', 'url', 'login'],
      ['casServiceOrigins', [], 'origins', 'login'],
      ['encrypt', false, 'boolean', 'security'],
      ['selfApproval', false, 'boolean', 'security'],
    ]);
    expect(r.data[1]).toMatchObject({
      options: [0, 1, 2, 3, 4, 5],
      descriptionKey: 'settingsAdmin:config.school.help',
    });
  });

  it('applies an edit at once: the public config shows the new school immediately', async () => {
    expect((await server.call(systemConfig)).data.school).toBe(3); // now cached for 10 minutes
    const r = await server.call(configEdit, { key: 'school', value: 5 }, { token: admin });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ key: 'school', value: 5 });
    expect(await storedConfig('school')).toBe(5);
    expect((await server.call(systemConfig)).data.school).toBe(5);
    expect(await lastLog('/system/config/edit')).toMatchObject({
      account: 'admin',
      before: { key: 'school', value: 3 },
      after: { key: 'school', value: 5 },
    });
  });

  it('refuses a bad value per key, leaving the setting unchanged', async () => {
    for (const input of [
      { key: 'school', value: 6 },
      { key: 'school', value: '2' },
      { key: 'loginMode', value: 2 },
      { key: 'language', value: 5 },
      { key: 'encrypt', value: 'yes' },
      { key: 'title', value: '' },
      { key: 'casServerUrl', value: 'not a url' },
      { key: 'casServiceOrigins', value: ['https://a.example/path'] },
      { key: 'nope', value: 1 },
    ]) {
      const r = await server.call(configEdit, input as never, { token: admin });
      expect(r.code, JSON.stringify(input)).toBe(Code.BAD_REQUEST);
    }
    expect(await storedConfig('school')).toBe(5);
    expect(await storedConfig('loginMode')).toBe(0);
    expect((await server.call(systemConfig)).data).toMatchObject({
      school: 5,
      loginMode: 0,
      language: 0,
      encrypt: false,
      title: 'Venueflow',
    });
  });

  it('stores the CAS setup and clears the server URL with an empty value', async () => {
    await server.call(configEdit, { key: 'casServerUrl', value: 'https://sso.example.edu/cas' }, { token: admin });
    await server.call(
      configEdit,
      { key: 'casServiceOrigins', value: ['https://venue.example.edu', 'http://localhost:5173'] },
      { token: admin },
    );
    const page = await server.call(configPage, undefined, { token: admin });
    expect(page.data.find((e) => e.key === 'casServerUrl')?.value).toBe('https://sso.example.edu/cas');
    expect(page.data.find((e) => e.key === 'casServiceOrigins')?.value).toEqual([
      'https://venue.example.edu',
      'http://localhost:5173',
    ]);
    const cleared = await server.call(configEdit, { key: 'casServerUrl', value: '' }, { token: admin });
    expect(cleared.data.value).toBe('');
    expect(await storedConfig('casServerUrl')).toBeUndefined();
    expect(await lastLog('/system/config/edit')).toMatchObject({
      before: { value: 'https://sso.example.edu/cas' },
      after: { value: null },
    });
  });

  it('refuses users without the permission', async () => {
    const r = await server.call(configEdit, { key: 'school', value: 1 }, { token: booker });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect(await storedConfig('school')).toBe(5);
  });
});

describe('more languages', () => {
  it('adds, lists, edits and deletes overrides; the public read serves them at once', async () => {
    const before = await server.call(languageOverrides, { lang: 'EN' });
    expect(before.data).toEqual({});

    const add = await server.call(
      languageAdd,
      { lang: 'EN', ns: 'common', key: 'logout', value: 'Sign off' },
      { token: admin },
    );
    expect(add.code).toBe(0);
    expect(add.data).toMatchObject({ lang: 'EN', ns: 'common', key: 'logout', value: 'Sign off' });
    await server.call(languageAdd, { lang: 'TC', ns: 'common', key: 'logout', value: '離開' }, { token: admin });
    const [stored] = await server.query(
      sql`select lang, ns, key, value from sys_text_override where id = ${add.data.id}`,
    );
    expect(stored).toEqual({ lang: 'EN', ns: 'common', key: 'logout', value: 'Sign off' });
    expect(await lastLog('/system/language/add')).toMatchObject({ after: { key: 'logout', value: '離開' } });

    expect((await server.call(languageOverrides, { lang: 'EN' })).data).toEqual({ common: { logout: 'Sign off' } });
    expect((await server.call(languageOverrides, { lang: 'TC' })).data).toEqual({ common: { logout: '離開' } });
    expect((await server.call(languageOverrides, { lang: 'CN' })).data).toEqual({});

    const page = await server.call(languagePage, { lang: 'EN', key: 'OUT' }, { token: admin });
    expect(page.data.rows.map((r) => [r.lang, r.ns, r.key])).toEqual([['EN', 'common', 'logout']]);
    expect((await server.call(languagePage, { ns: 'common' }, { token: admin })).data.total).toBe(2);

    const edit = await server.call(languageEdit, { id: add.data.id, value: 'Leave' }, { token: admin });
    expect(edit.data.value).toBe('Leave');
    expect(await lastLog('/system/language/edit')).toMatchObject({
      before: { value: 'Sign off' },
      after: { value: 'Leave' },
    });
    expect((await server.call(languageOverrides, { lang: 'EN' })).data).toEqual({ common: { logout: 'Leave' } });

    await server.call(languageDelete, { ids: [add.data.id] }, { token: admin });
    expect(await server.query(sql`select id from sys_text_override where id = ${add.data.id}`)).toEqual([]);
    expect(await lastLog('/system/language/delete')).toMatchObject({ before: [{ value: 'Leave' }], after: null });
    expect((await server.call(languageOverrides, { lang: 'EN' })).data).toEqual({});
  });

  it('accepts nested keys of shipped texts only, once per language', async () => {
    const nested = await server.call(
      languageAdd,
      { lang: 'CN', ns: 'common', key: 'langName.EN', value: '英语' },
      { token: admin },
    );
    expect(nested.code).toBe(0);
    expect((await server.call(languageOverrides, { lang: 'CN' })).data).toEqual({ common: { 'langName.EN': '英语' } });
    const dup = await server.call(
      languageAdd,
      { lang: 'CN', ns: 'common', key: 'langName.EN', value: 'x' },
      { token: admin },
    );
    expect(dup.code).toBe(Code.DUPLICATE);
    for (const input of [
      { lang: 'CN', ns: 'common', key: 'noSuchKey', value: 'x' },
      { lang: 'CN', ns: 'common', key: 'langName', value: 'x' },
      { lang: 'CN', ns: 'nope', key: 'logout', value: 'x' },
      { lang: 'XX', ns: 'common', key: 'logout', value: 'x' },
    ]) {
      expect((await server.call(languageAdd, input as never, { token: admin })).code, JSON.stringify(input)).toBe(
        Code.BAD_REQUEST,
      );
    }
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int as n from sys_text_override`);
    expect(n).toBe(2);
  });
});

describe('flexible menu', () => {
  it("pages the seeded entries and lists the enabled ones in the caller's language", async () => {
    const page = await server.call(flexibleMenuPage, {}, { token: admin });
    expect(page.data.rows.map((r) => [r.titleEn, r.path])).toEqual([
      ['Book a venue', '/appointment/gymnasium'],
      ['My bookings', '/my'],
      ['Quick booking', '/quick'],
      ['Period booking', '/quickReserve'],
    ]);
    const list = await server.call(flexibleMenuList, undefined, { token: booker, lang: 'TC' });
    expect(list.data.map((e) => e.title)).toEqual(['場地預約', '我的預約', '快速預約', '按學期節次預約']);
  });

  it('adds, edits and deletes entries with snapshots; the list follows', async () => {
    const add = await server.call(
      flexibleMenuAdd,
      {
        titleCn: '校园网',
        titleEn: 'Campus site',
        titleTc: '校園網',
        icon: 'globe',
        path: '',
        link: 'https://www.example.edu',
        sort: 0,
      },
      { token: admin },
    );
    expect(add.code).toBe(0);
    expect(add.data).toMatchObject({ path: null, link: 'https://www.example.edu', target: '_blank', status: 0 });
    const [stored] = await server.query(
      sql`select title_en, link, target from sys_flexible_menu where id = ${add.data.id}`,
    );
    expect(stored).toEqual({ title_en: 'Campus site', link: 'https://www.example.edu', target: '_blank' });
    expect(await lastLog('/system/flexibleMenu/add')).toMatchObject({
      before: null,
      after: { titleEn: 'Campus site' },
    });

    const list = await server.call(flexibleMenuList, undefined, { token: booker, lang: 'EN' });
    expect(list.data.map((e) => [e.title, e.target])).toEqual([
      ['Book a venue', null],
      ['Campus site', '_blank'],
      ['My bookings', null],
      ['Quick booking', null],
      ['Period booking', null],
    ]);

    const edit = await server.call(
      flexibleMenuEdit,
      {
        id: add.data.id,
        titleCn: '历史',
        titleEn: 'History',
        titleTc: '歷史',
        path: '/history',
        link: null,
        target: '_blank',
        sort: 9,
        status: 0,
      },
      { token: admin },
    );
    expect(edit.data).toMatchObject({ path: '/history', link: null, target: null, sort: 9 });
    expect(await lastLog('/system/flexibleMenu/edit')).toMatchObject({
      before: { titleEn: 'Campus site' },
      after: { titleEn: 'History' },
    });

    await server.call(flexibleMenuEdit, { ...edit.data, status: 1 }, { token: admin });
    expect((await server.call(flexibleMenuList, undefined, { token: booker })).data.map((e) => e.title)).toEqual([
      'Book a venue',
      'My bookings',
      'Quick booking',
      'Period booking',
    ]);

    await server.call(flexibleMenuDelete, { ids: [add.data.id] }, { token: admin });
    expect(await server.query(sql`select id from sys_flexible_menu where id = ${add.data.id}`)).toEqual([]);
    expect(await lastLog('/system/flexibleMenu/delete')).toMatchObject({
      before: [{ titleEn: 'History' }],
      after: null,
    });
  });

  it('wants exactly one of path and link', async () => {
    const base = { titleCn: 'a', titleEn: 'a', titleTc: 'a' };
    for (const input of [
      { ...base },
      { ...base, path: '/a', link: 'https://a.example' },
      { ...base, path: 'relative' },
      { ...base, link: 'ftp://x' },
    ]) {
      expect((await server.call(flexibleMenuAdd, input as never, { token: admin })).code, JSON.stringify(input)).toBe(
        Code.BAD_REQUEST,
      );
    }
    expect((await server.call(flexibleMenuDelete, { ids: [999999] }, { token: admin })).code).toBe(Code.NOT_FOUND);
    const [{ n }] = await server.query<{ n: number }>(sql`select count(*)::int as n from sys_flexible_menu`);
    expect(n).toBe(4);
  });
});
