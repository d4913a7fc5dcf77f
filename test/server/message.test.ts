/**
 * In-app messages: a booking tells its booker it is confirmed (or awaiting
 * approval for a meeting room); approve and reject tell the booker, the rejection with its
 * reason; a cancel on behalf tells the owner who cancelled, a cancel of one's own does
 * not; the list is the caller's only, newest first, rendered in the caller's language;
 * the unread count and marking read (some or all, never someone else's); /resvMsg/save
 * sends a notice to a booking's owner within the sender's data scope; a refused or rolled
 * back booking sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApprove, auditReject } from '../../platform/contracts/audit.contract';
import {
  messagePage,
  messageUnreadCount,
  resvMsgSave,
  updateMessageType,
} from '../../platform/contracts/message.contract';
import { cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, nextWeekDay, siteParams, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const sites: Record<string, number> = {};

const monday = nextWeekDay(1);
const tuesday = nextWeekDay(2);

interface StoredMessage {
  id: number;
  user_id: number;
  kind: string;
  params: Record<string, unknown>;
  reservation_id: number | null;
  read_at: Date | null;
}
const messagesOf = (who: string) =>
  server.query<StoredMessage>(sql`select id::int as id, user_id, kind, params, reservation_id, read_at from user_message
    where user_id = ${userId[who]} order by id`);

async function book(who: string, siteName: string, date: string, from: string, to: string, subject?: string) {
  return server.book(
    { siteId: sites[siteName], start: at(date, from), end: at(date, to), subject },
    { token: token[who] },
  );
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[s.name] = s.id;
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
});
afterAll(async () => {
  await server?.close();
});

let court: number;
let room: number;
let room2: number;

describe('booking messages', () => {
  it('a booking tells its booker it is confirmed, with site, local date and time', async () => {
    const booked = await book('booker', 'Badminton Court 1', monday, '09:00', '10:00');
    expect(booked.code).toBe(0);
    court = booked.data.id;
    expect(await messagesOf('booker')).toEqual([
      expect.objectContaining({
        kind: 'bookingConfirmed',
        reservation_id: court,
        read_at: null,
        params: { ...siteParams('Badminton Court 1'), date: monday, time: '09:00–10:00' },
      }),
    ]);
  });

  it('a meeting room booking is pending; approval and rejection tell the booker, with the reason', async () => {
    const first = await book('booker', 'Meeting Room 301', monday, '14:00', '15:00');
    const second = await book('booker', 'Meeting Room 302', tuesday, '10:00', '11:30');
    expect([first.data.status, second.data.status]).toEqual(['pendingAudit', 'pendingAudit']);
    room = first.data.id;
    room2 = second.data.id;

    expect((await server.call(auditApprove, { ids: [room] }, { token: token.admin })).code).toBe(0);
    expect(
      (await server.call(auditReject, { ids: [room2], remark: 'Room under repair' }, { token: token.admin })).code,
    ).toBe(0);

    const kinds = (await messagesOf('booker')).map((m) => [m.kind, m.reservation_id, m.params]);
    expect(kinds.slice(1)).toEqual([
      ['bookingPending', room, { ...siteParams('Meeting Room 301'), date: monday, time: '14:00–15:00' }],
      ['bookingPending', room2, { ...siteParams('Meeting Room 302'), date: tuesday, time: '10:00–11:30' }],
      ['bookingApproved', room, { ...siteParams('Meeting Room 301'), date: monday, time: '14:00–15:00' }],
      [
        'bookingRejected',
        room2,
        { ...siteParams('Meeting Room 302'), date: tuesday, time: '10:00–11:30', reason: 'Room under repair' },
      ],
    ]);
    // The reviewer receives nothing.
    expect(await messagesOf('admin')).toEqual([]);
  });

  it("a cancel on behalf tells the owner who cancelled; cancelling one's own booking does not", async () => {
    const own = await book('booker', 'Badminton Court 2', monday, '11:00', '11:30');
    const before = (await messagesOf('booker')).length;
    expect((await server.call(cancelReserveBatch, { ids: [own.data.id] }, { token: token.booker })).code).toBe(0);
    expect((await messagesOf('booker')).length).toBe(before);

    expect((await server.call(cancelReserveBatch, { ids: [court] }, { token: token.admin })).code).toBe(0);
    const last = (await messagesOf('booker')).at(-1)!;
    expect(last).toMatchObject({
      kind: 'bookingCancelled',
      reservation_id: court,
      params: { ...siteParams('Badminton Court 1'), date: monday, time: '09:00–10:00', by: 'Administrator' },
    });
    expect(await messagesOf('admin')).toEqual([]);
  });

  it('a refused booking sends nothing', async () => {
    const before = await messagesOf('approver');
    const refused = await server.book(
      {
        siteId: sites['Meeting Room 301'],
        start: at(monday, '14:30'),
        end: at(monday, '15:30'),
      },
      { token: token.approver },
    );
    expect(refused.code).toBe(Code.SLOT_TAKEN);
    expect(await messagesOf('approver')).toEqual(before);
  });

  it('a booking rolled back after its message was written leaves neither', async () => {
    // A deferred check fails at commit, after book() has written the reservation and its message.
    await server.query(
      sql.raw(`
      create function refuse_rollback_subject() returns trigger language plpgsql as $$
      begin
        if new.subject = 'roll me back' then raise exception 'refused at commit'; end if;
        return new;
      end $$`),
    );
    await server.query(
      sql.raw(`
      create constraint trigger refuse_rollback_subject after insert on reservation
      deferrable initially deferred for each row execute function refuse_rollback_subject()`),
    );
    try {
      const before = await messagesOf('approver');
      const failed = await book('approver', 'Badminton Court 3', monday, '09:00', '09:30', 'roll me back');
      expect(failed.code).not.toBe(0);
      expect(await messagesOf('approver')).toEqual(before);
      expect(await server.query(sql`select id from reservation where subject = 'roll me back'`)).toEqual([]);
    } finally {
      await server.query(sql.raw('drop trigger refuse_rollback_subject on reservation'));
      await server.query(sql.raw('drop function refuse_rollback_subject'));
    }
  });
});

describe('reading messages', () => {
  it("lists only the caller's messages, newest first, in the caller's language", async () => {
    const en = await server.call(messagePage, { pageSize: 100 }, { token: token.booker, lang: 'EN' });
    expect(en.code).toBe(0);
    const stored = await messagesOf('booker');
    expect(en.data.total).toBe(stored.length);
    expect(en.data.rows.map((r) => r.id)).toEqual(stored.map((m) => m.id).reverse());
    expect(en.data.rows[0]).toMatchObject({
      kind: 'bookingCancelled',
      title: 'Booking cancelled',
      reservationId: court,
      read: false,
      text: `Your booking of Badminton Court 1 on ${monday}, 09:00–10:00 was cancelled by Administrator.`,
    });
    expect(en.data.rows.find((r) => r.kind === 'bookingRejected')?.text).toBe(
      `Your booking of Meeting Room 302 on ${tuesday}, 10:00–11:30 was rejected. Reason: Room under repair`,
    );

    const cn = await server.call(messagePage, { pageSize: 1 }, { token: token.booker, lang: 'CN' });
    expect(cn.data.rows).toHaveLength(1);
    expect(cn.data.rows[0]).toMatchObject({
      title: '预约已取消',
      text: `您预约的 羽毛球1号场（${monday} 09:00–10:00）已被 Administrator 取消。`,
    });

    const other = await server.call(messagePage, { pageSize: 100 }, { token: token.admin });
    expect(other.data).toMatchObject({ rows: [], total: 0 });
  });

  it("counts unread messages and marks some, then all, read — never someone else's", async () => {
    const count = async (who: string) =>
      (await server.call(messageUnreadCount, undefined, { token: token[who] })).data.count;
    const stored = await messagesOf('booker');
    expect(await count('booker')).toBe(stored.length);

    const [first, second] = stored;
    const marked = await server.call(updateMessageType, { ids: [first.id, second.id] }, { token: token.booker });
    expect(marked.data.updated).toBe(2);
    expect(await count('booker')).toBe(stored.length - 2);
    expect((await messagesOf('booker')).filter((m) => m.read_at !== null).map((m) => m.id)).toEqual([
      first.id,
      second.id,
    ]);

    // Someone else's ids change nothing.
    const foreign = await server.call(updateMessageType, { ids: [stored[2].id] }, { token: token.approver });
    expect(foreign.data.updated).toBe(0);
    expect(await count('booker')).toBe(stored.length - 2);

    const all = await server.call(updateMessageType, { all: true }, { token: token.booker });
    expect(all.data.updated).toBe(stored.length - 2);
    expect(await count('booker')).toBe(0);
    const page = await server.call(messagePage, { pageSize: 100 }, { token: token.booker });
    expect(page.data.rows.every((r) => r.read)).toBe(true);

    const bad = await server.call(updateMessageType, { ids: [] } as never, { token: token.booker });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });
});

describe('/resvMsg/save', () => {
  it('sends a notice about a booking to its owner, rendered with the sender and content', async () => {
    const sent = await server.call(
      resvMsgSave,
      { reservationId: room, content: 'Please bring your own projector.' },
      { token: token.admin },
    );
    expect(sent.code).toBe(0);
    const stored = (await messagesOf('booker')).at(-1)!;
    expect(stored).toMatchObject({
      id: sent.data.id,
      kind: 'notice',
      reservation_id: room,
      params: {
        ...siteParams('Meeting Room 301'),
        date: monday,
        time: '14:00–15:00',
        by: 'Administrator',
        content: 'Please bring your own projector.',
      },
    });
    const page = await server.call(messagePage, { pageSize: 1 }, { token: token.booker, lang: 'EN' });
    expect(page.data.rows[0]).toMatchObject({
      title: 'Message from Administrator',
      text: `About Meeting Room 301 on ${monday}, 14:00–15:00: Please bring your own projector.`,
    });
  });

  it(
    "is refused outside the sender's data scope (the approver reaches sports only) and for unknown " + 'bookings',
    async () => {
      const before = await messagesOf('booker');
      const outside = await server.call(
        resvMsgSave,
        { reservationId: room, content: 'Hello' },
        { token: token.approver },
      );
      expect(outside.code).toBe(Code.RESERVATION_NOT_FOUND);
      const unknown = await server.call(
        resvMsgSave,
        { reservationId: 999_999, content: 'Hello' },
        { token: token.admin },
      );
      expect(unknown.code).toBe(Code.RESERVATION_NOT_FOUND);
      expect(await messagesOf('booker')).toEqual(before);
    },
  );

  it('is refused to a user without resv:manage:list', async () => {
    const refused = await server.call(resvMsgSave, { reservationId: room, content: 'Hello' }, { token: token.booker });
    expect(refused.code).toBe(Code.FORBIDDEN);
  });
});
