/**
 * Sensitive words, feedback and the terminal's information calls (spec §2 /siteWordFilter,
 * /feedback, /contact, /contactInfo, /about, /language; §7 lan/list, /api/app/list,
 * /api/user/data/parent): a refused word is named in the caller's language and nothing is
 * stored; a masked word is stored as asterisks; a booking subject with a refused word is
 * refused; a user sees only their own feedback; a reply sends the author a message; the
 * booker is refused on the back-office calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedbackAdd,
  feedbackClose,
  feedbackDetail,
  feedbackMyPage,
  feedbackPage,
  feedbackReply,
  wordAdd,
  wordDelete,
  wordImport,
  wordPage,
} from '../../platform/contracts/feedback.contract';
import {
  contactInfo,
  contactSettingsEdit,
  lanList,
  terminalAppList,
  userDataParent,
} from '../../platform/contracts/info.contract';
import { messagePage } from '../../platform/contracts/message.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let booker: string;
let admin: string;
let approver: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  [booker, admin, approver] = await Promise.all(
    [DEMO.booker, DEMO.admin, DEMO.approver].map((who) => server.login(who).then((p) => p.token)),
  );
  for (const row of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    ids[row.name] = row.id;
  for (const row of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    ids[row.account] = row.id;
});
afterAll(async () => {
  await server?.close();
});

const count = async (table: string) =>
  (await server.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;

describe('sensitive words', () => {
  it('refuses a refused word (any case), naming it in the caller’s language; stores nothing', async () => {
    const before = await count('feedback');
    const r = await server.call(
      feedbackAdd,
      { kind: 'other', content: 'Where can I GAMBLE here?' },
      { token: booker, lang: 'EN' },
    );
    expect(r.code).toBe(Code.WORD_REFUSED);
    expect(r.msg).toContain('“gamble”');
    const cn = await server.call(feedbackAdd, { kind: 'other', content: 'gamble' }, { token: booker, lang: 'CN' });
    expect(cn.msg).toBe('内容包含敏感词“gamble”，请修改后再提交');
    expect(await count('feedback')).toBe(before);
  });

  it('stores a masked word as asterisks of its length', async () => {
    const r = await server.call(
      feedbackAdd,
      { kind: 'complaint', content: 'The DAMN door is stuck, damn it', contact: 'room damn' },
      { token: booker },
    );
    expect(r.code).toBe(0);
    const row = await server.one<{ content: string; contact: string }>(
      sql`select content, contact from feedback where id = ${r.data.id}`,
    );
    expect(row).toEqual({ content: 'The **** door is stuck, **** it', contact: 'room ****' });
  });

  it('refuses a booking whose subject holds a refused word, and books nothing', async () => {
    const day = shanghaiDate(2);
    const input = { siteId: ids['Badminton Court 4'], start: at(day, '10:00'), end: at(day, '11:00') };
    const before = await count('reservation');
    const refused = await server.book({ ...input, subject: 'Gamble night' }, { token: booker, lang: 'EN' });
    expect([refused.code, refused.msg.includes('gamble')]).toEqual([Code.WORD_REFUSED, true]);
    expect(await count('reservation')).toBe(before);
    const masked = await server.book({ ...input, remark: 'damn fun' }, { token: booker });
    expect(masked.code).toBe(0);
    expect(
      await server.query(sql`select remark from reservation where user_id = ${ids.booker} and remark is not null`),
    ).toEqual([{ remark: '**** fun' }]);
  });

  it('applies a new word at once, imports several words (duplicates skipped) and deletes them', async () => {
    const added = await server.call(wordAdd, { word: 'Blorp', mode: 'refuse' }, { token: admin });
    expect(added.code).toBe(0);
    const dup = await server.call(wordAdd, { word: 'BLORP', mode: 'mask' }, { token: admin });
    expect(dup.code).toBe(Code.DUPLICATE);
    expect((await server.call(feedbackAdd, { kind: 'other', content: 'blorp' }, { token: booker })).code).toBe(
      Code.WORD_REFUSED,
    );
    const imported = await server.call(
      wordImport,
      { text: 'zing\n\nZING\nblorp\n  quux  \n', mode: 'mask' },
      { token: admin },
    );
    expect(imported.data).toEqual({ added: 2, skipped: 2 });
    const page = await server.call(wordPage, { pageSize: 100, mode: 'mask' }, { token: admin });
    expect(page.data.rows.map((w) => w.word).sort()).toEqual(['damn', 'quux', 'zing']);
    const ok = await server.call(feedbackAdd, { kind: 'other', content: 'zing quux' }, { token: booker });
    expect(ok.data.content).toBe('**** ****');
    const del = await server.call(wordDelete, { ids: [added.data.id] }, { token: admin });
    expect(del.code).toBe(0);
    expect((await server.call(feedbackAdd, { kind: 'other', content: 'blorp' }, { token: booker })).code).toBe(0);
  });
});

describe('feedback', () => {
  it('lets a user read only their own feedback; the booker holds no back-office permission', async () => {
    const mine = await server.call(feedbackAdd, { kind: 'suggestion', content: 'approver idea' }, { token: approver });
    const page = await server.call(feedbackMyPage, { pageSize: 100 }, { token: booker });
    expect(page.data.rows.length).toBeGreaterThan(0);
    expect(page.data.rows.every((f) => f.userId === ids.booker)).toBe(true);
    expect(page.data.rows.map((f) => f.id)).not.toContain(mine.data.id);
    // The booker holds no ms:feedback:* permission: refused before any work.
    const refused = await server.call(feedbackDetail, { id: mine.data.id }, { token: booker });
    expect(refused.code).toBe(Code.FORBIDDEN);
  });

  it('a reply marks the item replied and sends its author a message; a closed item takes no more', async () => {
    const sent = await server.call(feedbackAdd, { kind: 'fault', content: 'Lamp broken' }, { token: booker });
    const r = await server.call(feedbackReply, { id: sent.data.id, content: 'Fixed tomorrow' }, { token: admin });
    expect([r.code, r.data.status, r.data.replies.map((x) => x.content)]).toEqual([0, 'replied', ['Fixed tomorrow']]);
    const messages = await server.call(messagePage, { pageSize: 100 }, { token: booker, lang: 'EN' });
    expect(messages.data.rows[0]).toMatchObject({
      kind: 'feedbackReplied',
      text: `Your feedback (${sent.data.id}) has a reply: Fixed tomorrow`,
    });
    const mine = await server.call(feedbackMyPage, { pageSize: 100 }, { token: booker });
    expect(mine.data.rows.find((f) => f.id === sent.data.id)?.replies[0].authorName).toBeTruthy();

    expect((await server.call(feedbackClose, { id: sent.data.id }, { token: admin })).data.status).toBe('closed');
    const late = await server.call(feedbackReply, { id: sent.data.id, content: 'Again' }, { token: admin });
    expect(late.code).toBe(Code.FEEDBACK_CLOSED);
    expect(await count('feedback_reply')).toBe(2); // the demo's reply and this one
    const missing = await server.call(feedbackDetail, { id: 987_654 }, { token: admin });
    expect(missing.code).toBe(Code.NOT_FOUND);
  });

  it('filters the back-office list by status, kind and date', async () => {
    const all = await server.call(feedbackPage, { pageSize: 100 }, { token: admin });
    const closed = await server.call(feedbackPage, { pageSize: 100, status: 'closed' }, { token: admin });
    expect(closed.data.rows.map((f) => f.status)).toEqual(['closed']);
    const faults = await server.call(feedbackPage, { pageSize: 100, kind: 'fault' }, { token: admin });
    expect(faults.data.rows.every((f) => f.kind === 'fault')).toBe(true);
    expect(faults.data.total).toBeLessThan(all.data.total);
    const future = await server.call(feedbackPage, { pageSize: 100, dateFrom: shanghaiDate(5) }, { token: admin });
    expect(future.data.total).toBe(0);
    const today = await server.call(
      feedbackPage,
      { pageSize: 100, dateFrom: shanghaiDate(0), dateTo: shanghaiDate(0) },
      { token: admin },
    );
    expect(today.data.total).toBe(all.data.total - 2); // the two demo items are older
  });

  it('refuses the booker on every back-office call and changes nothing', async () => {
    const before = [await count('sensitive_word'), await count('feedback_reply')];
    for (const [contract, input] of [
      [wordAdd, { word: 'x', mode: 'refuse' }],
      [wordImport, { text: 'x', mode: 'refuse' }],
      [feedbackPage, {}],
      [feedbackReply, { id: 1, content: 'x' }],
      [feedbackClose, { id: 1 }],
      [contactSettingsEdit, { phone: '1' }],
    ] as const) {
      const r = await server.call(contract as never, input as never, { token: booker });
      expect(r.code, contract.path).toBe(Code.FORBIDDEN);
    }
    expect([await count('sensitive_word'), await count('feedback_reply')]).toEqual(before);
  });
});

describe('information calls', () => {
  it('lan/list answers the three built-in languages, CN the default', async () => {
    const r = await server.call(lanList, {});
    expect(r.data).toEqual([
      { code: 'CN', name: '简体中文', enabled: true, default: true },
      { code: 'EN', name: 'English', enabled: true, default: false },
      { code: 'TC', name: '繁體中文', enabled: true, default: false },
    ]);
  });

  it('app/list answers the caller’s applications, never the front desk nor the terminal', async () => {
    const adminApps = (await server.call(terminalAppList, {}, { token: admin })).data.map((a) => a.code);
    expect(adminApps).toContain('system');
    expect(adminApps).not.toContain('frontDesk');
    expect(adminApps).not.toContain('terminal');
    const bookerApps = (await server.call(terminalAppList, {}, { token: booker })).data.map((a) => a.code);
    expect(bookerApps).not.toContain('system');
  });

  it('data/parent answers the caller’s organisation up to the root', async () => {
    const [me] = await server.query<{ org_id: number }>(sql`select org_id from sys_user where id = ${ids.booker}`);
    const r = await server.call(userDataParent, {}, { token: booker });
    expect(r.data[0].id).toBe(me.org_id);
    expect(r.data.at(-1)?.parentId).toBeNull();
    for (let i = 1; i < r.data.length; i++) expect(r.data[i - 1].parentId).toBe(r.data[i].id);
  });

  it('contact information is edited in the back office and read in the caller’s language', async () => {
    const empty = await server.call(contactInfo, {}, { token: booker });
    expect(empty.data).toEqual({ phone: '', email: '', address: '', hours: '', about: '' });
    const saved = await server.call(
      contactSettingsEdit,
      { phone: '010-1234', email: 'desk@example.edu', hours: '8:00–17:00', aboutCn: '关于', aboutEn: 'About us' },
      { token: admin },
    );
    expect(saved.code).toBe(0);
    expect((await server.call(contactInfo, {}, { token: booker, lang: 'EN' })).data).toMatchObject({
      phone: '010-1234',
      about: 'About us',
    });
    // TC falls back to the CN text when not written.
    expect((await server.call(contactInfo, {}, { token: booker, lang: 'TC' })).data.about).toBe('关于');
  });
});
