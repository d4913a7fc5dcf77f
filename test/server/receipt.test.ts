/**
 * Meeting receipts (spec §7 /receipt/reserve/): a booking with participants in a scene that
 * asks for receipts (the seeded meeting rooms) invites each registered participant — a
 * NEEDS_ACTION receipt and a receiptInvite message, in the booking's transaction — and a
 * scene that does not ask invites nobody; invitees attend or decline (with a reason), until
 * the booking starts and while it is active; a decline tells the organiser; the organiser
 * (and those with the booking in their data scope) sees the counts and each answer, nobody
 * else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getReceiptBehavior,
  getReceiptInfo,
  receiptAgree,
  receiptDetails,
} from '../../platform/contracts/receipt.contract';
import { reserveDetailsUpdate } from '../../platform/contracts/reserve-details.contract';
import { cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, nextWeekDay, siteParams, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const sites: Record<string, number> = {};
const scenes: Record<string, number> = {};
const tuesday = nextWeekDay(2);

/** Books `siteName` on Tuesday [from, to) as `who`, inviting the registered users `invitees`. */
async function book(who: string, siteName: string, from: string, to: string, invitees: string[]) {
  const booked = await server.book(
    {
      siteId: sites[siteName],
      start: at(tuesday, from),
      end: at(tuesday, to),
      subject: 'Planning',
      participants: invitees.map((account) => ({ userId: userId[account], name: account, isLeader: false })),
    },
    { token: token[who] },
  );
  expect(booked.code).toBe(0);
  return booked.data.id;
}

const receiptsOf = (id: number) =>
  server.query<{ user_id: number; status: string; reason: string | null; replied: boolean }>(
    sql`select user_id, status, reason, replied_at is not null as replied from reservation_receipt
      where reservation_id = ${id} order by id`,
  );
const messagesOf = (id: number, kind: string) =>
  server.query<{ user_id: number; params: Record<string, string> }>(
    sql`select user_id, params from user_message where reservation_id = ${id} and kind = ${kind} order by id`,
  );

let meeting: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[s.name] = s.id;
  for (const s of await server.query<{ id: number; code: string }>(sql`select id, code from scene`))
    scenes[s.code] = s.id;
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
  meeting = await book('booker', 'Meeting Room 301', '09:00', '10:00', ['approver', 'admin']);
});
afterAll(async () => {
  await server?.close();
});

describe('getReceiptBehavior', () => {
  it("answers the scene's setting: on for meeting rooms, off elsewhere; NOT_FOUND for an unknown scene", async () => {
    const on = await server.call(getReceiptBehavior, { sceneId: scenes.meetingRoom }, { token: token.booker });
    expect(on.data).toEqual({ enabled: true });
    const off = await server.call(getReceiptBehavior, { sceneId: scenes.badminton }, { token: token.booker });
    expect(off.data).toEqual({ enabled: false });
    expect((await server.call(getReceiptBehavior, { sceneId: 987_654 }, { token: token.booker })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});

describe('invitations', () => {
  it('are written with the booking: one NEEDS_ACTION receipt and one receiptInvite message per invitee', async () => {
    expect(await receiptsOf(meeting)).toEqual([
      { user_id: userId.approver, status: 'NEEDS_ACTION', reason: null, replied: false },
      { user_id: userId.admin, status: 'NEEDS_ACTION', reason: null, replied: false },
    ]);
    const invites = await messagesOf(meeting, 'receiptInvite');
    expect(invites.map((m) => m.user_id)).toEqual([userId.approver, userId.admin]);
    expect(invites[0].params).toMatchObject({ ...siteParams('Meeting Room 301'), date: tuesday, by: 'Demo Booker' });
  });

  it('are not written when the scene does not ask for receipts', async () => {
    const court = await book('booker', 'Badminton Court 1', '09:00', '10:00', ['approver']);
    expect(await receiptsOf(court)).toEqual([]);
    expect(await messagesOf(court, 'receiptInvite')).toEqual([]);
  });

  it('follow a change of participants: a removed participant loses the receipt, the others keep theirs', async () => {
    const id = await book('booker', 'Meeting Room 502', '09:00', '10:00', ['approver', 'admin']);
    const updated = await server.call(
      reserveDetailsUpdate,
      { id, subject: 'Planning', participants: [{ userId: userId.approver, name: 'approver', isLeader: false }] },
      { token: token.booker },
    );
    expect(updated.code).toBe(0);
    expect((await receiptsOf(id)).map((r) => r.user_id)).toEqual([userId.approver]);
    expect(await messagesOf(id, 'receiptInvite')).toHaveLength(2);
  });
});

describe('details', () => {
  it('shows the invitee the booking, organiser and subject, with their own receipt', async () => {
    const got = await server.call(receiptDetails, { id: meeting }, { token: token.approver });
    expect(got.code).toBe(0);
    expect(got.data).toMatchObject({
      booking: { id: meeting, siteName: 'Meeting Room 301', userName: 'Demo Booker', subject: 'Planning' },
      receipt: { status: 'NEEDS_ACTION', reason: null, repliedAt: null },
      answerable: true,
    });
  });

  it('refuses someone who is not invited, the organiser included, and an unknown booking alike', async () => {
    expect((await server.call(receiptDetails, { id: meeting }, { token: token.booker })).code).toBe(
      Code.RECEIPT_NOT_INVITED,
    );
    expect((await server.call(receiptDetails, { id: 987_654 }, { token: token.approver })).code).toBe(
      Code.RECEIPT_NOT_INVITED,
    );
  });
});

describe('agree', () => {
  it('records attending', async () => {
    const got = await server.call(receiptAgree, { id: meeting, attend: true }, { token: token.approver });
    expect(got.code).toBe(0);
    expect(got.data.receipt).toMatchObject({ status: 'ACCEPTED', reason: null });
    expect(got.data.receipt.repliedAt).not.toBeNull();
    expect((await receiptsOf(meeting))[0]).toMatchObject({ status: 'ACCEPTED', replied: true });
  });

  it('refuses a decline without a reason, and changes nothing', async () => {
    for (const reason of [undefined, '   ']) {
      const got = await server.call(receiptAgree, { id: meeting, attend: false, reason }, { token: token.admin });
      expect(got.code).toBe(Code.RECEIPT_REASON_REQUIRED);
    }
    expect((await receiptsOf(meeting))[1]).toMatchObject({ status: 'NEEDS_ACTION', reason: null });
  });

  it('records a decline with its reason and tells the organiser once', async () => {
    const got = await server.call(
      receiptAgree,
      { id: meeting, attend: false, reason: ' Travelling ' },
      { token: token.admin },
    );
    expect(got.data.receipt).toMatchObject({ status: 'DECLINED', reason: 'Travelling' });
    // Declining again (a new reason) updates the receipt without a second message.
    await server.call(receiptAgree, { id: meeting, attend: false, reason: 'Abroad' }, { token: token.admin });
    expect((await receiptsOf(meeting))[1]).toMatchObject({ status: 'DECLINED', reason: 'Abroad' });
    const declined = await messagesOf(meeting, 'receiptDeclined');
    expect(declined).toHaveLength(1);
    expect(declined[0]).toMatchObject({
      user_id: userId.booker,
      params: { ...siteParams('Meeting Room 301'), name: 'Administrator', reason: 'Travelling' },
    });
  });

  it('refuses someone who is not invited', async () => {
    const got = await server.call(receiptAgree, { id: meeting, attend: true }, { token: token.booker });
    expect(got.code).toBe(Code.RECEIPT_NOT_INVITED);
  });

  it('refuses once the booking is cancelled', async () => {
    const id = await book('booker', 'Meeting Room 303', '13:00', '14:00', ['approver']);
    expect((await server.call(cancelReserveBatch, { ids: [id] }, { token: token.booker })).code).toBe(0);
    const got = await server.call(receiptAgree, { id, attend: true }, { token: token.approver });
    expect(got.code).toBe(Code.RECEIPT_CLOSED);
    expect((await server.call(receiptDetails, { id }, { token: token.approver })).data.answerable).toBe(false);
    expect(await receiptsOf(id)).toEqual([
      { user_id: userId.approver, status: 'NEEDS_ACTION', reason: null, replied: false },
    ]);
  });

  it('refuses once the booking has started', async () => {
    const id = await book('booker', 'Meeting Room 302', '11:00', '12:00', ['approver']);
    await server.query(sql`update reservation set start_at = now() - interval '1 minute' where id = ${id}`);
    const got = await server.call(receiptAgree, { id, attend: true }, { token: token.approver });
    expect(got.code).toBe(Code.RECEIPT_STARTED);
  });
});

describe('getReceiptInfo', () => {
  it('shows the organiser the counts and each answer', async () => {
    const got = await server.call(getReceiptInfo, { id: meeting }, { token: token.booker });
    expect(got.code).toBe(0);
    expect(got.data).toMatchObject({
      accepted: 1,
      declined: 1,
      pending: 0,
      receipts: [
        { userId: userId.approver, account: 'approver', status: 'ACCEPTED', reason: null },
        { userId: userId.admin, account: 'admin', status: 'DECLINED', reason: 'Abroad' },
      ],
    });
  });

  it('shows someone with the booking in their data scope; hides it from other users, invitees included', async () => {
    expect((await server.call(getReceiptInfo, { id: meeting }, { token: token.admin })).data.declined).toBe(1);
    const theirs = await book('approver', 'Meeting Room 501', '09:00', '10:00', ['booker']);
    const got = await server.call(getReceiptInfo, { id: theirs }, { token: token.booker });
    expect(got.code).toBe(Code.RESERVATION_NOT_FOUND);
    const mine = await server.call(getReceiptInfo, { id: theirs }, { token: token.approver });
    expect(mine.data).toMatchObject({ accepted: 0, declined: 0, pending: 1 });
  });
});
