/**
 * News, notices and help (/siteNews, /siteNotice, /help and the terminal's /api/ms/…):
 * back-office round trips against the stored rows (bodies sanitised on save, kinds kept
 * apart, creator recorded), refusals with nothing stored (no title, a booker without the
 * permission, a help kind still in use), and the terminal's reads — drafts and scheduled
 * items hidden (also by id), pinned first then newest, one read counted per detail call,
 * texts in the caller's language with fallback — and the migration's menus reaching a
 * database seeded without them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  helpAdd,
  helpKindAdd,
  helpKindDelete,
  msHelpKind,
  msNewsList,
  msNoticeDetail,
  msNoticeList,
  newsDelete,
  newsPage,
  siteNoticeAdd,
  siteNoticeEdit,
  siteNoticePage,
  siteNoticePin,
  siteNoticePublish,
} from '../../platform/contracts/content.contract';
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

const XSS_BODY = '<p>Pool closed<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>';
const HOUR = 3600 * 1000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString().replace('Z', '+00:00');

const countArticles = async () => (await server.one<{ n: number }>(sql`select count(*)::int as n from ms_article`))!.n;

describe('back office', () => {
  it('adds a notice with its body sanitised, edits, pins, withdraws and deletes only its own kind', async () => {
    const added = await server.call(
      siteNoticeAdd,
      {
        titleEn: 'Pool',
        titleCn: '泳池',
        bodyEn: XSS_BODY,
        bodyCn: '<p onclick="x()">泳池<a href="javascript:alert(1)">链接</a></p>',
      },
      { token: admin, lang: 'TC' },
    );
    expect(added.code).toBe(0);
    // TC is empty: the title falls back to CN.
    expect(added.data).toMatchObject({
      kind: 'notice',
      title: '泳池',
      status: 'draft',
      pinned: false,
      createdBy: 'Administrator',
    });
    const id = added.data.id;
    const stored = await server.one<Record<string, string>>(
      sql`select body_en, body_cn, created_by from ms_article where id = ${id}`,
    );
    expect(stored!.body_en).toBe('<p>Pool closed<img src="x" /></p>');
    expect(stored!.body_cn).toBe('<p>泳池<a>链接</a></p>');

    const edited = await server.call(
      siteNoticeEdit,
      { id, titleEn: 'Pool v2', bodyEn: '<h2>Hours</h2><ul><li><em>9–17</em></li></ul>', status: 'published' },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ title: 'Pool v2', status: 'published', titleCn: '' });
    expect((await server.call(siteNoticePin, { id, pinned: true }, { token: admin })).data.pinned).toBe(true);
    expect((await server.call(siteNoticePublish, { id, published: false }, { token: admin })).data.status).toBe(
      'draft',
    );
    expect(await server.one(sql`select status, pinned, body_en from ms_article where id = ${id}`)).toEqual({
      status: 'draft',
      pinned: true,
      body_en: '<h2>Hours</h2><ul><li><em>9–17</em></li></ul>',
    });

    const drafts = await server.call(siteNoticePage, { keyword: 'pool v2', status: 'draft' }, { token: admin });
    expect(drafts.data.rows.map((r) => r.id)).toEqual([id]);
    // A news call never reaches a notice.
    expect((await server.call(newsDelete, { ids: [id] }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await server.call(newsPage, {}, { token: admin })).data.rows.map((r) => r.id)).not.toContain(id);
    expect(await server.one(sql`select count(*)::int as n from ms_article where id = ${id}`)).toEqual({ n: 1 });
  });

  it('refuses an item without any title, and a booker without the permission; nothing is stored', async () => {
    const before = await countArticles();
    const untitled = await server.call(siteNoticeAdd, { bodyEn: '<p>x</p>' }, { token: admin, lang: 'EN' });
    expect([untitled.code, untitled.msg]).toEqual([
      Code.CONTENT_TITLE_REQUIRED,
      'Enter a title in at least one language',
    ]);
    const refused = await server.call(siteNoticeAdd, { titleEn: 'Mine' }, { token: booker });
    expect([refused.status, refused.code]).toEqual([403, Code.FORBIDDEN]);
    expect((await server.call(siteNoticePage, {}, { token: booker })).code).toBe(Code.FORBIDDEN);
    expect(await countArticles()).toBe(before);
  });

  it('keeps a help kind that holds articles; a help article needs an existing kind', async () => {
    const kind = await server.call(helpKindAdd, { nameEn: 'Payments' }, { token: admin });
    expect(kind.code).toBe(0);
    expect((await server.call(helpAdd, { titleEn: 'Orphan' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    const article = await server.call(
      helpAdd,
      { helpKindId: kind.data.id, titleEn: 'Refunds', bodyEn: '<p>Ask the desk.</p>', status: 'published' },
      { token: admin },
    );
    expect(article.code).toBe(0);
    const inUse = await server.call(helpKindDelete, { ids: [kind.data.id] }, { token: admin });
    expect([inUse.code, inUse.msg]).toEqual([
      Code.HELP_KIND_IN_USE,
      'This help category still holds 1 article(s) and cannot be deleted',
    ]);
    expect(await server.one(sql`select count(*)::int as n from ms_help_kind where id = ${kind.data.id}`)).toEqual({
      n: 1,
    });
    const shown = await server.call(msHelpKind, undefined, { token: booker, lang: 'CN' });
    // No CN name nor title: CN falls back to TC, then EN.
    expect(shown.data.find((k) => k.id === kind.data.id)).toMatchObject({
      name: 'Payments',
      articles: [{ title: 'Refunds', body: '<p>Ask the desk.</p>' }],
    });
  });
});

describe('terminal', () => {
  it('lists only published items whose time has come, pinned first then newest', async () => {
    const add = (title: string, over: Record<string, unknown>) =>
      server.call(siteNoticeAdd, { titleEn: title, status: 'published', ...over }, { token: admin });
    const older = await add('Older', { publishAt: iso(-2 * HOUR) });
    const newer = await add('Newer', { publishAt: iso(-HOUR) });
    const pinned = await add('Pinned', { publishAt: iso(-5 * HOUR), pinned: true });
    const future = await add('Future', { publishAt: iso(48 * HOUR) });
    const draft = await add('Draft', { status: 'draft', publishAt: iso(-HOUR) });

    const list = await server.call(msNoticeList, { pageSize: 100 }, { token: booker });
    const ids = list.data.rows.map((r) => r.id);
    expect(ids).not.toContain(future.data.id);
    expect(ids).not.toContain(draft.data.id);
    const ours = ids.filter((i) => [older.data.id, newer.data.id, pinned.data.id].includes(i));
    expect(ours).toEqual([pinned.data.id, newer.data.id, older.data.id]);
    const pinnedRows = list.data.rows.filter((r) => r.pinned);
    expect(list.data.rows.slice(0, pinnedRows.length).every((r) => r.pinned)).toBe(true);
    expect(list.data.total).toBe(list.data.rows.length);

    // The demo news: published ones only, newest first.
    const news = await server.call(msNewsList, {}, { token: booker, lang: 'EN' });
    expect(news.data.rows.map((r) => r.title)).toEqual(['The new gym opens', 'Campus basketball league ends']);

    for (const hidden of [future.data.id, draft.data.id]) {
      expect((await server.call(msNoticeDetail, { id: hidden }, { token: booker })).code).toBe(Code.NOT_FOUND);
    }
    expect(await server.one(sql`select read_count from ms_article where id = ${future.data.id}`)).toEqual({
      read_count: 0,
    });
  });

  it('shows a detail in the caller language with fallback and counts one read per call', async () => {
    const added = await server.call(
      siteNoticeAdd,
      { titleCn: '停水', titleEn: 'Water off', bodyCn: '<p>周三停水</p>', status: 'published' },
      { token: admin },
    );
    const id = added.data.id;
    const tc = await server.call(msNoticeDetail, { id }, { token: booker, lang: 'TC' });
    expect(tc.data).toMatchObject({ title: '停水', body: '<p>周三停水</p>', readCount: 1 });
    const en = await server.call(msNoticeDetail, { id }, { token: booker, lang: 'EN' });
    // No EN body: EN falls back to CN.
    expect(en.data).toMatchObject({ title: 'Water off', body: '<p>周三停水</p>', readCount: 2 });
    expect(await server.one(sql`select read_count from ms_article where id = ${id}`)).toEqual({ read_count: 2 });
    // A notice is not a news item.
    expect((await server.call(msNoticeDetail, { id: 999999 }, { token: booker })).code).toBe(Code.NOT_FOUND);
  });
});

describe('menus', () => {
  const MIGRATION = new URL('../../server/db/migrations/0027_content.sql', import.meta.url);
  const nodes = () =>
    server.query<{ permission: string; parent: string; admin: boolean }>(sql`
      select m.permission, p.name as parent, exists (select 1 from sys_role_menu rm join sys_role r on r.id = rm.role_id
        where rm.menu_id = m.id and r.code = 'admin') as admin
      from sys_menu m join sys_menu p on p.id = m.parent_id
      where m.permission ~ '^ms:(news|notice|help|helpKind):' order by m.permission`);
  const terminal = () =>
    server.query(sql`select path, status from sys_menu where app_code = 'terminal'
      and path in ('/announcement', '/newsDetail', '/noticeDetail', '/help') order by path`);

  it('reach a database seeded without them, once, as the seed writes them', async () => {
    const seeded = await nodes();
    const seededTerminal = await terminal();
    expect(seeded).toHaveLength(22);
    expect(seeded.every((n) => n.admin)).toBe(true);
    await server.query(sql`delete from sys_menu
      where permission ~ '^ms:(news|notice|help|helpKind):' or (app_code = 'venue' and name = 'articles')
        or (app_code = 'terminal' and path in ('/announcement', '/newsDetail', '/noticeDetail', '/help'))`);
    expect(await nodes()).toEqual([]);
    for (let run = 0; run < 2; run++) {
      for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
        if (statement.includes('INSERT INTO')) await server.query(sql.raw(statement));
      }
    }
    expect(await nodes()).toEqual(seeded);
    expect(await terminal()).toEqual(seededTerminal);
  });
});
