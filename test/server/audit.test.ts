/**
 * Booking approval (spec §2 /audit): a booking of a site that needs approval (the
 * seeded meeting rooms) starts pendingAudit and holds its slot; an approver sees the
 * bookings of its data scope (orgAndBelow of 'sports'), pending first, and approves them
 * through the reservation statechart; a rejection frees the slot; a batch the machine
 * refuses in part changes nothing and names the refused booking; the booker may not review;
 * nobody decides their own request unless the runtime setting selfApproval allows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApprove, auditPage, auditReject } from '../../platform/contracts/audit.contract';
import { cancelReserveBatch, currentDetail } from '../../platform/contracts/reserve.contract';
import { configEdit } from '../../platform/contracts/settings.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { at, DEMO, nextWeekDay, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const sites: Record<string, number> = {};
/** A user of 'sports-east', inside the approver's data scope. */
const EAST = { account: 'east_booker', password: 'East@1234' };

const monday = nextWeekDay(1);
const tuesday = nextWeekDay(2);

interface StoredRow {
  status: string;
  audited_by: number | null;
  audited_at: Date | null;
  audit_remark: string | null;
}
const stored = async (id: number) =>
  (
    await server.query<StoredRow>(
      sql`select status, audited_by, audited_at, audit_remark from reservation where id = ${id}`,
    )
  )[0];

async function book(who: string, siteName: string, date: string, from: string, to: string) {
  return server.book(
    { siteId: sites[siteName], start: at(date, from), end: at(date, to), subject: `${who} meeting` },
    { token: token[who] },
  );
}

beforeAll(async () => {
  server = await startTestServer();
  // These tests are about approval, not about the demo meeting-room rule's daily limits.
  await server.query(sql`update reserve_rule set per_day = null, per_week = null`);
  const [{ id: eastOrg }] = await server.query<{ id: number }>(sql`select id from sys_org where code = 'sports-east'`);
  const [{ id }] = await server.query<{ id: number }>(sql`insert into sys_user (account, name, password_hash, org_id)
    values (${EAST.account}, 'East Booker', ${await hashPassword(EAST.password, TEST_PASSWORD_COST)}, ${eastOrg})
      returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'user'`,
  );
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[s.name] = s.id;
  for (const [who, cred] of Object.entries({
    admin: DEMO.admin,
    booker: DEMO.booker,
    approver: DEMO.approver,
    east: EAST,
  })) {
    token[who] = (await server.login(cred)).token;
  }
});
afterAll(async () => {
  await server?.close();
});

let eastPending: number;
let bookerPending: number;

describe('bookings that need approval', () => {
  it('start as pendingAudit and hold their slot; other sites are approved at once', async () => {
    const east = await book('east', 'Meeting Room 301', monday, '09:00', '10:00');
    expect(east.code).toBe(0);
    expect(east.data).toMatchObject({ status: 'pendingAudit', cancellable: true });
    eastPending = east.data.id;
    expect((await stored(eastPending)).status).toBe('pendingAudit');

    const clash = await book('booker', 'Meeting Room 301', monday, '09:30', '10:30');
    expect(clash.code).toBe(Code.SLOT_TAKEN);
    const mine = await book('booker', 'Meeting Room 302', monday, '14:00', '15:00');
    expect(mine.data.status).toBe('pendingAudit');
    bookerPending = mine.data.id;

    const court = await book('booker', 'Badminton Court 1', monday, '09:00', '10:00');
    expect(court.data.status).toBe('approved');
  });

  it('lists pending bookings first, within the data scope, with filters', async () => {
    const all = await server.call(auditPage, { pageSize: 100 }, { token: token.admin, lang: 'EN' });
    expect(all.code).toBe(0);
    // the approved badminton booking never needed review
    expect(all.data.rows.map((r) => r.id)).toEqual([eastPending, bookerPending]);
    expect(all.data.rows[0]).toMatchObject({
      siteName: 'Meeting Room 301',
      sceneName: 'Meeting room',
      status: 'pendingAudit',
      account: EAST.account,
      subject: 'east meeting',
      start: at(monday, '09:00'),
      auditedByName: null,
      auditedAt: null,
      timeZone: 'Asia/Shanghai',
      process: null,
    });

    const scoped = await server.call(auditPage, { pageSize: 100 }, { token: token.approver });
    expect(scoped.data.rows.map((r) => r.id)).toEqual([eastPending]);
    expect(scoped.data.total).toBe(1);

    const byKeyword = await server.call(
      auditPage,
      { keyword: 'booker meeting', pageSize: 100 },
      { token: token.admin },
    );
    expect(byKeyword.data.rows.map((r) => r.id)).toEqual([bookerPending]);
    const byStatus = await server.call(auditPage, { status: 'approved', pageSize: 100 }, { token: token.admin });
    expect(byStatus.data.rows).toEqual([]);
    const onMonday = await server.call(
      auditPage,
      { dateFrom: monday, dateTo: monday, pageSize: 100 },
      { token: token.admin },
    );
    expect(onMonday.data.rows.map((r) => r.id)).toEqual([eastPending, bookerPending]);
    const onTuesday = await server.call(
      auditPage,
      { dateFrom: tuesday, dateTo: tuesday, pageSize: 100 },
      { token: token.admin },
    );
    expect(onTuesday.data.rows).toEqual([]);
  });

  it('refuses the booker, and changes nothing', async () => {
    expect((await server.call(auditPage, {}, { token: token.booker })).code).toBe(Code.FORBIDDEN);
    const r = await server.call(auditApprove, { ids: [bookerPending] }, { token: token.booker });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect(r.status).toBe(403);
    expect((await stored(bookerPending)).status).toBe('pendingAudit');
  });

  it('does not let the approver review a booking outside its data scope', async () => {
    const r = await server.call(auditApprove, { ids: [eastPending, bookerPending] }, { token: token.approver });
    expect(r.code).toBe(Code.RESERVATION_NOT_FOUND);
    expect((await stored(eastPending)).status).toBe('pendingAudit');
    expect((await stored(bookerPending)).status).toBe('pendingAudit');
  });

  it('approves: the booking is approved, stored with its reviewer, and logged', async () => {
    const r = await server.call(auditApprove, { ids: [eastPending], remark: 'Enjoy' }, { token: token.approver });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ approved: 1 });
    const row = await stored(eastPending);
    expect(row).toMatchObject({ status: 'approved', audited_by: userId.approver, audit_remark: 'Enjoy' });
    expect(row.audited_at).not.toBeNull();
    const [op] = await server.query<{ before: unknown; after: unknown }>(
      sql`select before, after from operation_log where path = '/api/reserve/audit/approve' order by id desc limit 1`,
    );
    expect(op).toEqual({
      before: [{ id: eastPending, status: 'pendingAudit' }],
      after: [{ id: eastPending, status: 'approved', auditRemark: 'Enjoy' }],
    });
    const listed = await server.call(auditPage, { status: 'approved', pageSize: 100 }, { token: token.approver });
    expect(listed.data.rows).toHaveLength(1);
    expect(listed.data.rows[0]).toMatchObject({
      id: eastPending,
      auditedByName: 'Demo Approver',
      auditRemark: 'Enjoy',
    });
    expect((await server.call(currentDetail, { id: eastPending }, { token: token.east })).data.status).toBe('approved');
  });

  it('refuses to approve twice, naming the booking and its state in the caller language', async () => {
    const r = await server.call(auditApprove, { ids: [eastPending] }, { token: token.approver, lang: 'TC' });
    expect(r.code).toBe(Code.ACTION_NOT_ALLOWED);
    expect(r.msg).toBe(`預約 ${eastPending} 目前為「已預約」，不能通過審核`);
  });

  it('rejects with a reason, which frees the slot for another user', async () => {
    const noReason = await server.call(auditReject, { ids: [bookerPending], remark: '  ' }, { token: token.admin });
    expect(noReason.code).toBe(Code.BAD_REQUEST);
    expect((await stored(bookerPending)).status).toBe('pendingAudit');
    expect((await book('east', 'Meeting Room 302', monday, '14:00', '15:00')).code).toBe(Code.SLOT_TAKEN);

    const r = await server.call(
      auditReject,
      { ids: [bookerPending], remark: 'Room reserved for an exam' },
      { token: token.admin },
    );
    expect(r.data).toEqual({ rejected: 1 });
    expect(await stored(bookerPending)).toMatchObject({
      status: 'rejected',
      audited_by: userId.admin,
      audit_remark: 'Room reserved for an exam',
    });
    const again = await book('east', 'Meeting Room 302', monday, '14:00', '15:00');
    expect(again.code).toBe(0);
    expect(again.data.status).toBe('pendingAudit');
  });

  it('refuses a batch holding a cancelled booking: nothing changes, the message names it', async () => {
    const pending = (await book('east', 'Meeting Room 303', monday, '08:00', '09:00')).data.id;
    const gone = (await book('east', 'Meeting Room 303', monday, '10:00', '11:00')).data.id;
    expect((await server.call(cancelReserveBatch, { ids: [gone] }, { token: token.east })).data.cancelled).toBe(1);

    const r = await server.call(auditApprove, { ids: [pending, gone] }, { token: token.admin, lang: 'EN' });
    expect(r.code).toBe(Code.ACTION_NOT_ALLOWED);
    expect(r.status).toBe(409);
    expect(r.msg).toBe(`Booking ${gone} cannot be approved while it is Cancelled`);
    expect(await stored(pending)).toMatchObject({ status: 'pendingAudit', audited_by: null, audited_at: null });
    expect(await stored(gone)).toMatchObject({ status: 'cancelled', audited_by: null });

    const cn = await server.call(auditReject, { ids: [gone], remark: 'x' }, { token: token.admin, lang: 'CN' });
    expect(cn.msg).toBe(`预约 ${gone} 当前为“已取消”，不能驳回`);
  });

  it('answers an unknown booking as not found', async () => {
    expect((await server.call(auditApprove, { ids: [999999] }, { token: token.admin })).code).toBe(
      Code.RESERVATION_NOT_FOUND,
    );
  });
});

describe('separation of duties', () => {
  const setSelfApproval = async (value: boolean) =>
    expect((await server.call(configEdit, { key: 'selfApproval', value }, { token: token.admin })).code).toBe(0);

  it(
    "refuses a reviewer their own request, alone or in a batch, changing nothing, in the caller's " + 'language',
    async () => {
      const own = await book('approver', 'Meeting Room 303', tuesday, '16:00', '17:00');
      const east = await book('east', 'Meeting Room 303', tuesday, '17:00', '18:00');
      expect([own.code, east.code, own.data.status, east.data.status]).toEqual([0, 0, 'pendingAudit', 'pendingAudit']);
      const id = own.data.id;
      const attempts = [
        server.call(auditApprove, { ids: [id] }, { token: token.approver, lang: 'EN' }),
        server.call(auditReject, { ids: [id], remark: 'no' }, { token: token.approver, lang: 'EN' }),
        server.call(auditApprove, { ids: [east.data.id, id] }, { token: token.approver, lang: 'EN' }),
      ];
      for (const r of await Promise.all(attempts)) {
        expect({ code: r.code, status: r.status, msg: r.msg }).toEqual({
          code: Code.SELF_APPROVAL,
          status: 403,
          msg: `You cannot approve or reject your own booking request (booking ${id})`,
        });
      }
      expect((await server.call(auditApprove, { ids: [id] }, { token: token.approver, lang: 'CN' })).msg).toBe(
        `不能审批自己的预约申请（预约 ${id}）`,
      );
      expect((await server.call(auditApprove, { ids: [id] }, { token: token.approver, lang: 'TC' })).msg).toBe(
        `不能審批自己的預約申請（預約 ${id}）`,
      );
      for (const row of [await stored(id), await stored(east.data.id)]) {
        expect(row).toMatchObject({ status: 'pendingAudit', audited_by: null, audited_at: null });
      }

      // Someone else decides it.
      expect((await server.call(auditApprove, { ids: [id, east.data.id] }, { token: token.admin })).code).toBe(0);
      expect(await stored(id)).toMatchObject({ status: 'approved', audited_by: userId.admin });
    },
  );

  it(
    'lets reviewers decide their own requests while the selfApproval setting is on, and not once it is ' + 'off again',
    async () => {
      const wednesday = nextWeekDay(3);
      const own = (await book('approver', 'Meeting Room 303', wednesday, '09:00', '10:00')).data.id;
      const east = (await book('east', 'Meeting Room 303', wednesday, '10:00', '11:00')).data.id;
      const later = (await book('approver', 'Meeting Room 303', wednesday, '11:00', '12:00')).data.id;
      await setSelfApproval(true);
      try {
        const r = await server.call(auditApprove, { ids: [east, own], remark: 'fine' }, { token: token.approver });
        expect(r).toMatchObject({ code: 0, data: { approved: 2 } });
        for (const id of [own, east])
          expect(await stored(id)).toMatchObject({
            status: 'approved',
            audited_by: userId.approver,
            audit_remark: 'fine',
          });
      } finally {
        await setSelfApproval(false);
      }
      expect((await server.call(auditReject, { ids: [later], remark: 'no' }, { token: token.approver })).code).toBe(
        Code.SELF_APPROVAL,
      );
      expect(await stored(later)).toMatchObject({ status: 'pendingAudit', audited_by: null });
    },
  );
});
