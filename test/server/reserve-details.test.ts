/**
 * A booking with its people (spec §7 /api/reserve/details, details/update, person,
 * leader): the
 * owner and holders of resv:manage:list see it with participants and leader, nobody else;
 * only the owner changes it, before it starts and while pending or booked, within the
 * participant bounds of the rule it was admitted by, in one transaction with an
 * operation-log row; every refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reserveDetails,
  reserveDetailsUpdate,
  reserveLeader,
  reservePerson,
} from '../../platform/contracts/reserve-details.contract';
import { addReserve, cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, nextWeekDay, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const sites: Record<string, number> = {};
const tuesday = nextWeekDay(2);

interface StoredParticipant {
  user_id: number | null;
  name: string;
  phone: string | null;
  is_leader: boolean;
}
const participantsOf = (id: number) =>
  server.query<StoredParticipant>(
    sql`select user_id, name, phone, is_leader from reservation_participant where reservation_id = ${id} order by id`,
  );
const textsOf = async (id: number) =>
  (
    await server.query<{ subject: string | null; phone: string | null; remark: string | null }>(
      sql`select subject, phone, remark from reservation where id = ${id}`,
    )
  )[0];

async function book(who: string, siteName: string, from: string, to: string) {
  const booked = await server.call(
    addReserve,
    { siteId: sites[siteName], start: at(tuesday, from), end: at(tuesday, to), subject: 'Practice' },
    { token: token[who] },
  );
  expect(booked.code).toBe(0);
  return booked.data.id;
}

let mine: number;
let theirs: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[s.name] = s.id;
  for (const [who, cred] of Object.entries(DEMO)) token[who] = (await server.login(cred)).token;
  mine = await book('booker', 'Badminton Court 1', '09:00', '10:00');
  theirs = await book('approver', 'Badminton Court 2', '09:00', '10:00');
});
afterAll(async () => {
  await server?.close();
});

describe('details', () => {
  it('shows the owner the booking with no participants, no limits, editable', async () => {
    const got = await server.call(reserveDetails, { id: mine }, { token: token.booker });
    expect(got.code).toBe(0);
    expect(got.data).toMatchObject({
      id: mine,
      siteName: 'Badminton Court 1',
      subject: 'Practice',
      status: 'approved',
      cancellable: true,
      participants: [],
      leader: null,
      participantsMin: 0,
      participantsMax: null,
      editable: true,
    });
  });

  it("shows a holder of resv:manage:list someone else's booking, not editable; hides it from other users", async () => {
    const admin = await server.call(reserveDetails, { id: mine }, { token: token.admin });
    expect(admin.data).toMatchObject({ id: mine, userId: userId.booker, editable: false });
    const stranger = await server.call(reserveDetails, { id: theirs }, { token: token.booker });
    expect(stranger.code).toBe(Code.RESERVATION_NOT_FOUND);
    expect((await server.call(reserveDetails, { id: 987_654 }, { token: token.booker })).code).toBe(
      Code.RESERVATION_NOT_FOUND,
    );
  });
});

describe('details/update', () => {
  it('changes texts and participants: users named by account, guests as given, one leader, logged', async () => {
    const updated = await server.call(
      reserveDetailsUpdate,
      {
        id: mine,
        subject: 'Doubles',
        phone: '13900001111',
        remark: '  bring shuttles ',
        participants: [
          { userId: userId.approver, name: 'whatever the page said', isLeader: true },
          { name: 'Guest Wang', phone: '13800000000', isLeader: false },
        ],
      },
      { token: token.booker },
    );
    expect(updated.code).toBe(0);
    expect(updated.data).toMatchObject({
      subject: 'Doubles',
      phone: '13900001111',
      remark: 'bring shuttles',
      participants: [
        { userId: userId.approver, account: 'approver', name: 'Demo Approver', phone: null, isLeader: true },
        { userId: null, account: null, name: 'Guest Wang', phone: '13800000000', isLeader: false },
      ],
      leader: { userId: userId.approver, name: 'Demo Approver' },
    });
    expect(await participantsOf(mine)).toEqual([
      { user_id: userId.approver, name: 'Demo Approver', phone: null, is_leader: true },
      { user_id: null, name: 'Guest Wang', phone: '13800000000', is_leader: false },
    ]);
    expect(await textsOf(mine)).toEqual({ subject: 'Doubles', phone: '13900001111', remark: 'bring shuttles' });
    const [log] = await server.query<{
      account: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(
      sql`select account, before, after from operation_log where path = '/api/reserve/details/update' order by id desc
        limit 1`,
    );
    expect(log.account).toBe('booker');
    expect(log.before).toMatchObject({ id: mine, subject: 'Practice', phone: null, participants: [] });
    expect(log.after).toMatchObject({
      id: mine,
      subject: 'Doubles',
      participants: [{ name: 'Demo Approver', isLeader: true }, { name: 'Guest Wang' }],
    });

    // A second edit replaces the list; omitted texts are cleared.
    const again = await server.call(
      reserveDetailsUpdate,
      { id: mine, participants: [{ name: 'Guest Li', isLeader: true }] },
      { token: token.booker },
    );
    expect(again.data.leader).toMatchObject({ name: 'Guest Li', userId: null });
    expect(await participantsOf(mine)).toEqual([{ user_id: null, name: 'Guest Li', phone: null, is_leader: true }]);
    expect(await textsOf(mine)).toEqual({ subject: null, phone: null, remark: null });
  });

  it('refuses bad participant lists with their codes and changes nothing', async () => {
    const before = await participantsOf(mine);
    const refused = async (participants: { userId?: number; name: string; isLeader: boolean }[]) =>
      await server.call(
        reserveDetailsUpdate,
        { id: mine, subject: 'Changed', participants },
        { token: token.booker, lang: 'EN' },
      );
    const leaders = await refused([
      { name: 'A', isLeader: true },
      { name: 'B', isLeader: true },
    ]);
    expect([leaders.code, leaders.msg]).toEqual([Code.PARTICIPANT_LEADERS, 'Only one participant can be the leader']);
    expect((await refused([{ userId: userId.booker, name: 'Me', isLeader: false }])).code).toBe(Code.PEOPLE_NOT_SELF);
    const twice = await refused([
      { userId: userId.admin, name: 'x', isLeader: false },
      { userId: userId.admin, name: 'y', isLeader: false },
    ]);
    expect([twice.code, twice.msg]).toEqual([
      Code.PARTICIPANT_DUPLICATE,
      'Administrator is listed twice among the participants',
    ]);
    expect((await refused([{ userId: 999_999, name: 'Ghost', isLeader: false }])).code).toBe(Code.USER_NOT_FOUND);
    expect((await refused([{ name: ' ', isLeader: false }])).code).toBe(Code.BAD_REQUEST);
    expect(await participantsOf(mine)).toEqual(before);
    expect((await textsOf(mine)).subject).toBeNull();
  });

  it("holds to the participant bounds of the booking's rule", async () => {
    const [rule] = await server.query<{
      id: number;
    }>(sql`insert into reserve_rule (name, participants_min, participants_max)
      values ('Doubles only', 1, 2) returning id`);
    await server.query(sql`update reservation set rule_id = ${rule.id} where id = ${mine}`);
    const shown = await server.call(reserveDetails, { id: mine }, { token: token.booker });
    expect(shown.data).toMatchObject({ participantsMin: 1, participantsMax: 2 });

    const few = await server.call(
      reserveDetailsUpdate,
      { id: mine, participants: [] },
      { token: token.booker, lang: 'CN' },
    );
    expect([few.code, few.msg]).toEqual([Code.PARTICIPANTS_TOO_FEW, '至少需要添加 1 名参与人（当前 0 名）']);
    const many = await server.call(
      reserveDetailsUpdate,
      {
        id: mine,
        participants: [
          { name: 'A', isLeader: false },
          { name: 'B', isLeader: false },
          { name: 'C', isLeader: false },
        ],
      },
      { token: token.booker, lang: 'EN' },
    );
    expect([many.code, many.msg]).toEqual([
      Code.PARTICIPANTS_TOO_MANY,
      'At most 2 participants may be added (you have 3)',
    ]);
    expect(await participantsOf(mine)).toEqual([{ user_id: null, name: 'Guest Li', phone: null, is_leader: true }]);

    const two = await server.call(
      reserveDetailsUpdate,
      {
        id: mine,
        participants: [
          { name: 'A', isLeader: false },
          { name: 'B', isLeader: false },
        ],
      },
      { token: token.booker },
    );
    expect(two.code).toBe(0);
    expect(two.data.leader).toBeNull();
    expect((await participantsOf(mine)).map((p) => p.name)).toEqual(['A', 'B']);
  });

  it("is the owner's only: others are refused and nothing changes", async () => {
    const before = await participantsOf(theirs);
    const stranger = await server.call(
      reserveDetailsUpdate,
      { id: theirs, subject: 'Mine now', participants: [] },
      { token: token.booker },
    );
    expect(stranger.code).toBe(Code.RESERVATION_NOT_FOUND);
    const admin = await server.call(
      reserveDetailsUpdate,
      { id: theirs, subject: 'Admin edit', participants: [] },
      { token: token.admin },
    );
    expect(admin.code).toBe(Code.FORBIDDEN);
    expect(await participantsOf(theirs)).toEqual(before);
    expect((await textsOf(theirs)).subject).toBe('Practice');
  });

  it('refuses a booking that has started or is no longer pending or booked', async () => {
    const started = await book('booker', 'Badminton Court 3', '11:00', '12:00');
    await server.query(sql`update reservation set start_at = now() - interval '10 minutes', end_at = now() + interval
      '50 minutes' where
        id = ${started}`);
    const late = await server.call(
      reserveDetailsUpdate,
      { id: started, subject: 'Late', participants: [] },
      { token: token.booker, lang: 'EN' },
    );
    expect([late.code, late.msg]).toEqual([
      Code.RESERVATION_NOT_EDITABLE,
      `Booking ${started} has started and can no longer be changed`,
    ]);
    expect((await server.call(reserveDetails, { id: started }, { token: token.booker })).data.editable).toBe(false);

    const gone = await book('booker', 'Badminton Court 4', '11:00', '12:00');
    expect((await server.call(cancelReserveBatch, { ids: [gone] }, { token: token.booker })).code).toBe(0);
    const cancelled = await server.call(
      reserveDetailsUpdate,
      { id: gone, subject: 'Back', participants: [] },
      { token: token.booker, lang: 'EN' },
    );
    expect([cancelled.code, cancelled.msg]).toEqual([
      Code.RESERVATION_NOT_EDITABLE,
      `Booking ${gone} is Cancelled and can no longer be changed`,
    ]);
    expect((await textsOf(started)).subject).toBe('Practice');
    expect((await textsOf(gone)).subject).toBe('Practice');
  });
});

describe('person and leader', () => {
  it('lists the people to their viewers, moves the leader, and refuses what details/update refuses', async () => {
    const id = await book('booker', 'Badminton Court 3', '11:00', '12:00');
    const set = await server.call(
      reserveDetailsUpdate,
      {
        id,
        participants: [
          { userId: userId.approver, name: 'x', isLeader: true },
          { name: 'Guest Zhao', isLeader: false },
        ],
      },
      { token: token.booker },
    );
    expect(set.code).toBe(0);
    const [approverRow, guestRow] = set.data.participants;

    const people = await server.call(reservePerson, { id }, { token: token.booker });
    expect(people.data.participants.map((p) => [p.name, p.isLeader])).toEqual([
      ['Demo Approver', true],
      ['Guest Zhao', false],
    ]);
    expect(people.data.leader?.id).toBe(approverRow.id);
    // A holder of resv:manage:list sees them too; the booker does not see the approver's booking's.
    expect((await server.call(reservePerson, { id }, { token: token.admin })).data.participants).toHaveLength(2);
    expect((await server.call(reservePerson, { id: theirs }, { token: token.booker })).code).toBe(
      Code.RESERVATION_NOT_FOUND,
    );

    const moved = await server.call(reserveLeader, { id, participantId: guestRow.id }, { token: token.booker });
    expect(moved.code).toBe(0);
    expect(moved.data.leader).toMatchObject({ id: guestRow.id, name: 'Guest Zhao' });
    expect((await participantsOf(id)).map((p) => [p.name, p.is_leader])).toEqual([
      ['Demo Approver', false],
      ['Guest Zhao', true],
    ]);

    const none = await server.call(reserveLeader, { id, participantId: null }, { token: token.booker });
    expect(none.data.leader).toBeNull();
    expect((await participantsOf(id)).every((p) => !p.is_leader)).toBe(true);

    // Refusals change nothing: someone else's participant id, someone else's booking, a cancelled booking.
    const foreign = await server.call(
      reserveLeader,
      { id, participantId: 999999 },
      { token: token.booker, lang: 'EN' },
    );
    expect([foreign.code, foreign.msg]).toEqual([
      Code.PARTICIPANT_NOT_FOUND,
      `Booking ${id} has no participant 999999`,
    ]);
    expect((await server.call(reserveLeader, { id, participantId: guestRow.id }, { token: token.admin })).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await server.call(cancelReserveBatch, { ids: [id] }, { token: token.booker })).code).toBe(0);
    expect((await server.call(reserveLeader, { id, participantId: guestRow.id }, { token: token.booker })).code).toBe(
      Code.RESERVATION_NOT_EDITABLE,
    );
    expect((await participantsOf(id)).every((p) => !p.is_leader)).toBe(true);
  });
});
