/**
 * Check-in (spec §2 /sign and /swiping): the code of a booking cannot be forged;
 * its owner checks in inside the window (checked_in_at stored), is refused outside it with
 * the window named; another user is refused; staff (resv:swiping:page) may check in anyone of
 * their data scope (others answer as not found),
 * by code or by card swipe; /swiping lists the check-ins. The sweeps mark closed windows as
 * no-shows exactly once, even when two run at the same time, and complete ended check-ins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCard, signCode, signIn, signInfo, signPage } from '../../platform/contracts/checkin.contract';
import { Code } from '../../platform/protocol/codes';
import { runCompleteSweep } from '../../server/jobs/complete.job';
import { runNoShowSweep } from '../../server/jobs/no-show.job';
import { hashPassword } from '../../server/modules/auth/password.service';
import { checkInCodeOf } from '../../server/modules/checkin/checkin-code';
import { DEMO, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const userId: Record<string, number> = {};
const sites: Record<string, number> = {};
const OTHER = { account: 'other_user', password: 'Other@1234' };
const MINUTE = 60_000;

interface Stored {
  status: string;
  checked_in_at: Date | null;
}
const stored = async (id: number) =>
  (await server.query<Stored>(sql`select status, checked_in_at from reservation where id = ${id}`))[0];

/** Inserts a booking of `who` on `siteName` from `startMin` to `endMin` minutes from now. */
async function booking(
  who: string,
  siteName: string,
  startMin: number,
  endMin: number,
  status = 'approved',
): Promise<number> {
  const now = Date.now();
  const [{ id }] = await server.query<{
    id: number;
  }>(sql`insert into reservation (site_id, user_id, start_at, end_at, status)
    values (${sites[siteName]}, ${userId[who]}, ${new Date(now + startMin * MINUTE).toISOString()}::timestamptz,
      ${new Date(now + endMin * MINUTE).toISOString()}::timestamptz, ${status}) returning id`);
  return Number(id); // a bigint comes back as text from node-postgres
}

const codeOf = async (id: number, who = 'booker') => {
  const result = await server.call(signCode, { id }, { token: token[who] });
  expect(result.code).toBe(0);
  return result.data.code;
};

beforeAll(async () => {
  server = await startTestServer();
  const [{ id }] = await server.query<{ id: number }>(sql`insert into sys_user (account, name, password_hash)
    values (${OTHER.account}, 'Other User', ${await hashPassword(OTHER.password, TEST_PASSWORD_COST)}) returning id`);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${id}, id from sys_role where code = 'user'`,
  );
  for (const u of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    userId[u.account] = u.id;
  userId.other = id;
  for (const s of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    sites[s.name] = s.id;
  for (const [who, cred] of Object.entries({
    admin: DEMO.admin,
    booker: DEMO.booker,
    approver: DEMO.approver,
    other: OTHER,
  })) {
    token[who] = (await server.login(cred)).token;
  }
});
afterAll(async () => {
  await server?.close();
});

describe('the check-in code', () => {
  it('is given to the owner only and names its booking', async () => {
    const id = await booking('booker', 'Badminton Court 5', 120, 150);
    const code = await codeOf(id);
    expect(code).toBe(checkInCodeOf(id, server.config.serverSecret));
    expect(code).toMatch(new RegExp(`^${id}\\.[A-Za-z0-9_-]{22}$`));
    expect((await server.call(signCode, { id }, { token: token.other })).code).toBe(Code.RESERVATION_NOT_FOUND);

    // Another user, and staff whose data scope (approver: sports) does not hold the booker (cs), find nothing.
    for (const who of ['other', 'approver']) {
      const refused = await server.call(signInfo, { code }, { token: token[who] });
      expect({ code: refused.code, status: refused.status, data: refused.data }).toEqual({
        code: Code.RESERVATION_NOT_FOUND,
        status: 404,
        data: null,
      });
    }
    for (const [who, mayCheckIn] of [
      ['booker', true],
      ['admin', true],
    ] as const) {
      const info = await server.call(signInfo, { code }, { token: token[who] });
      expect(info.code).toBe(0);
      expect(info.data).toMatchObject({
        id,
        siteName: 'Badminton Court 5',
        userName: 'Demo Booker',
        status: 'approved',
        open: false,
        mayCheckIn,
        checkedInAt: null,
      });
    }
  });

  it('cannot be forged: another id, another key or a changed MAC is refused', async () => {
    const id = await booking('booker', 'Badminton Court 5', 180, 210);
    const real = await codeOf(id);
    const mac = real.split('.')[1];
    const forged = [
      `${id + 1}.${mac}`,
      checkInCodeOf(id, 'not-the-server-secret'),
      checkInCodeOf(id, server.config.appKey), // the key every client holds
      `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${id}.short`,
    ];
    for (const code of forged) {
      expect((await server.call(signInfo, { code }, { token: token.booker })).code).toBe(Code.RESERVATION_NOT_FOUND);
      expect((await server.call(signIn, { code }, { token: token.admin })).code).toBe(Code.RESERVATION_NOT_FOUND);
    }
    expect((await stored(id)).status).toBe('approved');
  });

  it("cannot be minted with the app key for another user's booking, even by staff", async () => {
    const id = await booking('booker', 'Table Tennis Table 1', 5, 35); // open for check-in now
    const minted = checkInCodeOf(id, server.config.appKey);
    const info = await server.call(signInfo, { code: minted }, { token: token.other });
    expect([info.code, info.data]).toEqual([Code.RESERVATION_NOT_FOUND, null]);
    for (const who of ['other', 'approver', 'admin']) {
      expect((await server.call(signIn, { code: minted }, { token: token[who] })).code).toBe(
        Code.RESERVATION_NOT_FOUND,
      );
    }
    expect(await stored(id)).toEqual({ status: 'approved', checked_in_at: null });
    expect(await server.query(sql`select id from operation_log where summary = ${`Checked in booking ${id}`}`)).toEqual(
      [],
    );
    // the server's own code for it still works
    expect((await server.call(signInfo, { code: await codeOf(id) }, { token: token.booker })).data).toMatchObject({
      id,
      open: true,
    });
  });
});

describe('checking in by code', () => {
  it('works for the owner inside the window and stores the time', async () => {
    const id = await booking('booker', 'Badminton Court 5', 5, 35);
    const code = await codeOf(id);
    const before = await server.call(signInfo, { code }, { token: token.booker });
    expect(before.data).toMatchObject({ open: true, mayCheckIn: true, status: 'approved' });

    const started = Date.now();
    const result = await server.call(signIn, { code }, { token: token.booker });
    expect(result.code).toBe(0);
    expect(result.data).toMatchObject({ id, status: 'checkedIn', open: false });
    const row = await stored(id);
    expect(row.status).toBe('checkedIn');
    expect(new Date(row.checked_in_at!).getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(new Date(row.checked_in_at!).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const again = await server.call(signIn, { code }, { token: token.booker });
    expect(again.code).toBe(Code.ACTION_NOT_ALLOWED);
  });

  it('is refused outside the window with a message naming it', async () => {
    const early = await booking('booker', 'Badminton Court 5', 60, 90);
    const result = await server.call(signIn, { code: await codeOf(early) }, { token: token.booker });
    expect(result.code).toBe(Code.CHECK_IN_OUTSIDE_WINDOW);
    const info = (await server.call(signInfo, { code: await codeOf(early) }, { token: token.booker })).data;
    const hhmm = (iso: string) => iso.slice(11, 16);
    expect(result.msg).toContain(hhmm(info.opensAt));
    expect(result.msg).toContain(hhmm(info.closesAt));
    expect(result.msg).toMatch(/^Check-in for booking \d+ is open from \d{4}-\d\d-\d\d \d\d:\d\d to/);
    expect((await stored(early)).status).toBe('approved');

    const late = await booking('booker', 'Badminton Court 7', -20, 10);
    const zh = await server.call(signIn, { code: await codeOf(late) }, { token: token.booker, lang: 'CN' });
    expect(zh.code).toBe(Code.CHECK_IN_OUTSIDE_WINDOW);
    expect(zh.msg).toContain('签到时间为');
    expect(await stored(late)).toMatchObject({ status: 'approved', checked_in_at: null });
  });

  it(
    'is refused for another user and for staff whose data scope does not hold the owner, allowed for ' +
      'staff in scope',
    async () => {
      const id = await booking('booker', 'Badminton Court 6', 10, 40);
      const code = await codeOf(id);
      for (const who of ['other', 'approver']) {
        const refused = await server.call(signIn, { code }, { token: token[who] });
        expect(refused.code).toBe(Code.RESERVATION_NOT_FOUND);
        expect((await stored(id)).status).toBe('approved');
      }

      const staff = await server.call(signIn, { code }, { token: token.admin });
      expect(staff.code).toBe(0);
      expect(staff.data).toMatchObject({ id, status: 'checkedIn', userName: 'Demo Booker' });
      expect((await stored(id)).status).toBe('checkedIn');
    },
  );
});

describe('card swipe', () => {
  it("checks in the user's booking on that site whose window is open now", async () => {
    const later = await booking('booker', 'Badminton Court 4', 60, 90);
    const now = await booking('booker', 'Badminton Court 4', 10, 40);
    // Staff outside the booker's data scope: exactly as if there were nothing to check in.
    const outOfScope = await server.call(
      signCard,
      { account: 'booker', siteId: sites['Badminton Court 4'] },
      { token: token.approver },
    );
    expect({ code: outOfScope.code, msg: outOfScope.msg }).toEqual({
      code: Code.CHECK_IN_NOTHING_OPEN,
      msg: 'booker has no booking on Badminton Court 4 to check in now',
    });
    expect((await stored(now)).status).toBe('approved');
    const result = await server.call(
      signCard,
      { account: 'booker', siteId: sites['Badminton Court 4'] },
      { token: token.admin },
    );
    expect(result.code).toBe(0);
    expect(result.data.id).toBe(now);
    expect((await stored(now)).status).toBe('checkedIn');
    expect((await stored(later)).status).toBe('approved');

    const none = await server.call(
      signCard,
      { account: 'booker', siteId: sites['Badminton Court 4'] },
      { token: token.admin },
    );
    expect(none.code).toBe(Code.CHECK_IN_NOTHING_OPEN);
    expect(none.msg).toBe('booker has no booking on Badminton Court 4 to check in now');
    expect(
      (await server.call(signCard, { account: 'booker', siteId: sites['Badminton Court 4'] }, { token: token.booker }))
        .code,
    ).toBe(Code.FORBIDDEN);
  });
});

describe('/swiping', () => {
  it('lists checked-in bookings, newest check-in first, filtered by keyword', async () => {
    const all = await server.call(signPage, { pageNo: 1, pageSize: 50 }, { token: token.admin });
    expect(all.code).toBe(0);
    const checkedIn = await server.query<{ id: number }>(
      sql`select id from reservation where checked_in_at is not null order by checked_in_at desc, id desc`,
    );
    expect(all.data.total).toBe(3);
    expect(all.data.rows.map((r) => r.id)).toEqual(checkedIn.map((r) => Number(r.id)));
    expect(all.data.rows[0]).toMatchObject({ account: 'booker', siteName: 'Badminton Court 4', status: 'checkedIn' });

    const court6 = await server.call(signPage, { pageNo: 1, pageSize: 50, keyword: 'court 6' }, { token: token.admin });
    expect(court6.data.rows.map((r) => r.siteName)).toEqual(['Badminton Court 6']);
    const tomorrow = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const none = await server.call(signPage, { pageNo: 1, pageSize: 50, dateFrom: tomorrow }, { token: token.admin });
    expect(none.data.total).toBe(0);
    expect((await server.call(signPage, { pageNo: 1, pageSize: 50 }, { token: token.booker })).code).toBe(
      Code.FORBIDDEN,
    );
  });
});

describe('sweeps', () => {
  it('mark every closed window as a no-show exactly once, even with two sweeps at the same time', async () => {
    const closed = [
      ...(await Promise.all(
        Array.from({ length: 6 }, (_, i) => booking('other', 'Badminton Court 3', -600 + i * 60, -570 + i * 60)),
      )),
      await booking('other', 'Badminton Court 2', -16, 14),
    ];
    const open = await booking('other', 'Badminton Court 8', -10, 20);
    const pending = await booking('other', 'Badminton Court 1', -120, -90, 'pendingAudit');
    // every approved booking whose window has closed, including 'late' of the check-in tests
    const unique = (
      await server.query<{ id: number }>(sql`select id from reservation
      where status = 'approved' and (start_at <= now() - interval '15 minutes' or end_at <= now()) order by id`)
    ).map((r) => Number(r.id));
    expect(unique).toEqual(expect.arrayContaining(closed));
    expect(unique).toHaveLength(closed.length + 1);

    const now = new Date();
    // batches of 2 rows, so that on PostgreSQL both sweeps take batches at the same time
    const [a, b] = await Promise.all([runNoShowSweep(server.db, now, 2), runNoShowSweep(server.db, now, 2)]);
    const ids = [...a, ...b].map((r) => r.id).sort((x, y) => x - y);
    expect(ids).toEqual(unique);
    for (const id of unique) expect((await stored(id)).status).toBe('noShow');
    const swept = [...a, ...b].find((r) => r.id === closed[0])!;
    expect(swept).toMatchObject({ userId: userId.other, siteId: sites['Badminton Court 3'] });

    expect((await stored(open)).status).toBe('approved');
    expect((await stored(pending)).status).toBe('pendingAudit');
    expect(await runNoShowSweep(server.db, new Date())).toEqual([]);
  });

  it('complete checked-in bookings that have ended, once', async () => {
    const ended = await booking('other', 'Badminton Court 1', -60, -30, 'checkedIn');
    const running = await booking('other', 'Badminton Court 1', -20, 10, 'checkedIn');
    const done = await runCompleteSweep(server.db, new Date());
    expect(done.map((r) => r.id)).toEqual([ended]);
    expect((await stored(ended)).status).toBe('completed');
    expect((await stored(running)).status).toBe('checkedIn');
    expect(await runCompleteSweep(server.db, new Date())).toEqual([]);
  });
});
