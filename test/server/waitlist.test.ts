/**
 * The waitlist: joining only for a full range where the rule allows it, places
 * in line, leaving, and promotion — the first in line is booked automatically when the
 * range frees (a cancel, a rejection, an expired hold), within the rules (one refused by
 * a rule is skipped with a message, and the next gets the place), never twice.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cancelReserveBatch, lockSite } from '../../platform/contracts/reserve.contract';
import { auditReject } from '../../platform/contracts/audit.contract';
import { waitlistJoin, waitlistLeave, waitlistPage } from '../../platform/contracts/waitlist.contract';
import { Code } from '../../platform/protocol/codes';
import { reserveRule, reserveRuleBinding } from '../../server/db/schema/index';
import { runWaitlistSweep } from '../../server/jobs/waitlist.job';
import { promoteWaitlist } from '../../server/modules/waitlist/waitlist.service';
import { hashPassword } from '../../server/modules/auth/password.service';
import {
  at,
  DEMO,
  shanghaiDate,
  siteParams,
  sql,
  startTestServer,
  TEST_PASSWORD_COST,
  type TestServer,
} from './harness';

let server: TestServer;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};
const users: Record<string, number> = {};
const CAROL = { account: 'carol', password: 'Carol@2026' };

beforeAll(async () => {
  server = await startTestServer({ poolSize: 12 });
  await server.query(sql`insert into sys_user (account, name, password_hash, org_id)
    select ${CAROL.account}, 'Carol', ${await hashPassword(CAROL.password, TEST_PASSWORD_COST)}, org_id from sys_user
      where account = 'booker'`);
  await server.query(sql`insert into sys_user_role (user_id, role_id) select u.id, r.id from sys_user u, sys_role r
    where u.account =
      'carol' and r.code = 'user'`);
  for (const [name, who] of Object.entries({
    booker: DEMO.booker,
    approver: DEMO.approver,
    admin: DEMO.admin,
    carol: CAROL,
  })) {
    token[name] = (await server.login(who)).token;
  }
  for (const row of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    ids[row.name] = row.id;
  for (const row of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    users[row.account] = row.id;
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await server.query(sql`delete from waitlist_entry`);
  await server.query(sql`delete from site_hold`);
  await server.query(sql`delete from reservation`);
  await server.query(sql`delete from user_message`);
  await server.query(sql`delete from reserve_rule where name = 'Strict'`);
});

const day = shanghaiDate(2);
const court = (n: number) => ids[`Badminton Court ${n}`];
const range = (n: number, from = '10:00', to = '11:00') => ({
  siteId: court(n),
  start: at(day, from),
  end: at(day, to),
});

/** The user a reservation or entry belongs to, by account. */
const accountOf = (id: number) => Object.entries(users).find(([, v]) => v === id)?.[0];
const reservations = (siteId: number) =>
  server.query<{
    user_id: number;
    status: string;
  }>(sql`select user_id, status from reservation where site_id = ${siteId} and status not in ('cancelled', 'rejected')
      order by id`);
const entries = () =>
  server.query<{ user_id: number; status: string; reservation_id: number | null }>(
    sql`select user_id, status, reservation_id::int as reservation_id from waitlist_entry order by id`,
  );
const kinds = async (account: string) =>
  (
    await server.query<{ kind: string }>(
      sql`select kind from user_message where user_id = ${users[account]} order by id`,
    )
  ).map((m) => m.kind);

describe('joining', () => {
  it('is only for a full range, once per user, and tells each their place in line', async () => {
    const free = await server.call(waitlistJoin, range(1), { token: token.approver });
    expect([free.code, free.msg]).toEqual([Code.WAITLIST_NOT_NEEDED, 'This time is free now: book it instead']);
    expect((await server.book(range(1), { token: token.booker })).code).toBe(0);
    const first = await server.call(waitlistJoin, range(1), { token: token.approver });
    expect(first.data).toMatchObject({ status: 'waiting', position: 1, siteName: 'Badminton Court 1' });
    const second = await server.call(waitlistJoin, range(1, '10:30', '11:00'), { token: token.carol });
    expect(second.data.position).toBe(2);
    expect((await server.call(waitlistJoin, range(1), { token: token.approver })).code).toBe(Code.WAITLIST_ALREADY);
    expect(await entries()).toHaveLength(2);
  });

  it('is refused where the rule has no waitlist', async () => {
    const [rule] = await server.db.insert(reserveRule).values({ name: 'Strict', waitlist: false }).returning();
    await server.db.insert(reserveRuleBinding).values({ ruleId: rule.id, siteId: court(2) });
    expect((await server.book(range(2), { token: token.booker })).code).toBe(0);
    expect((await server.call(waitlistJoin, range(2), { token: token.approver })).code).toBe(Code.WAITLIST_NOT_ALLOWED);
  });
});

describe('promotion', () => {
  it('books the first in line when the booking is cancelled, and tells them', async () => {
    const booked = await server.book(range(1), { token: token.booker });
    await server.call(waitlistJoin, range(1), { token: token.approver });
    await server.call(waitlistJoin, range(1), { token: token.carol });
    expect((await server.call(cancelReserveBatch, { ids: [booked.data.id] }, { token: token.booker })).code).toBe(0);
    expect((await reservations(court(1))).map((r) => [accountOf(r.user_id), r.status])).toEqual([
      ['approver', 'approved'],
    ]);
    const [approverEntry, carolEntry] = await entries();
    expect(approverEntry).toMatchObject({ status: 'promoted', reservation_id: expect.any(Number) });
    expect(carolEntry.status).toBe('waiting');
    expect(await kinds('approver')).toEqual(['waitlistPromoted']);
    const page = await server.call(waitlistPage, { pageNo: 1, pageSize: 10 }, { token: token.carol });
    expect(page.data.rows.map((r) => [r.status, r.position])).toEqual([['waiting', 1]]);
  });

  it('skips one the rules refuse by now, tells them why, and books the next', async () => {
    const [rule] = await server.db.insert(reserveRule).values({ name: 'Strict', perDay: 1 }).returning();
    await server.db.insert(reserveRuleBinding).values([
      { ruleId: rule.id, siteId: court(3) },
      { ruleId: rule.id, siteId: court(4) },
    ]);
    const booked = await server.book(range(3), { token: token.booker });
    await server.call(waitlistJoin, range(3), { token: token.approver });
    await server.call(waitlistJoin, range(3), { token: token.carol });
    expect((await server.book(range(4, '15:00', '16:00'), { token: token.approver })).code).toBe(0);
    await server.call(cancelReserveBatch, { ids: [booked.data.id] }, { token: token.booker });
    expect((await reservations(court(3))).map((r) => accountOf(r.user_id))).toEqual(['carol']);
    expect((await entries()).map((e) => e.status)).toEqual(['failed', 'promoted']);
    const failed = await server.call(waitlistPage, { pageNo: 1, pageSize: 10 }, { token: token.approver });
    expect(failed.data.rows[0].reason).toMatch(/^You have 1 of 1 bookings on [A-Z][a-z]{2} \d+$/);
    const [message] = await server.query<{ params: Record<string, string> }>(
      sql`select params from user_message where kind = 'waitlistFailed'`,
    );
    expect(message.params).toMatchObject({
      reasonCode: String(Code.RULE_PER_DAY),
      ...siteParams('Badminton Court 3'),
      time: '10:00–11:00',
    });
  });

  it('books the first in line when a rejection frees a meeting room', async () => {
    const room = ids['Meeting Room 301'];
    const monday = (() => {
      for (let d = 1; d <= 8; d++) {
        const x = shanghaiDate(d);
        if (new Date(`${x}T00:00:00Z`).getUTCDay() === 1) return x;
      }
      return '';
    })();
    const meeting = { siteId: room, start: at(monday, '09:00'), end: at(monday, '10:00') };
    await server.query(sql`update reserve_rule set waitlist = true where name = 'Meeting rooms'`);
    const pending = await server.book(meeting, { token: token.booker });
    expect(pending.data.status).toBe('pendingAudit');
    const notices = await server.query<{ id: number; version: number }>(
      sql`select id, version from reserve_notice where status = 0 order by id`,
    );
    expect((await server.call(waitlistJoin, { ...meeting, agreements: notices }, { token: token.carol })).code).toBe(0);
    expect(
      (
        await server.call(
          auditReject,
          { ids: [pending.data.id], remark: 'Closed for a fire drill' },
          { token: token.admin },
        )
      ).code,
    ).toBe(0);
    expect((await reservations(room)).map((r) => [accountOf(r.user_id), r.status])).toEqual([
      ['carol', 'pendingAudit'],
    ]);
  });

  it('books the first in line when a hold expires, through the job, without anyone asking', async () => {
    expect((await server.call(lockSite, range(5), { token: token.booker })).code).toBe(0);
    expect((await server.call(waitlistJoin, range(5), { token: token.approver })).data.status).toBe('waiting');
    expect(await runWaitlistSweep(server.db, new Date())).toBe(0);
    await server.query(sql`update site_hold set expires_at = now() - interval '1 second'`);
    expect(await runWaitlistSweep(server.db, new Date())).toBe(1);
    expect((await reservations(court(5))).map((r) => accountOf(r.user_id))).toEqual(['approver']);
  });

  it('never books an entry twice when promoters run at once', async () => {
    const booked = await server.book(range(6), { token: token.booker });
    await server.call(waitlistJoin, range(6), { token: token.approver });
    await server.query(sql`update reservation set status = 'cancelled' where id = ${booked.data.id}`);
    const counts = await Promise.all([1, 2, 3].map(() => promoteWaitlist(server.db, court(6), new Date())));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await reservations(court(6))).map((r) => accountOf(r.user_id))).toEqual(['approver']);
  });
});

describe('leaving and ending', () => {
  it('lets only its owner leave a waiting entry, and ends entries whose time has begun', async () => {
    await server.book(range(1), { token: token.booker });
    const mine = await server.call(waitlistJoin, range(1), { token: token.carol });
    expect((await server.call(waitlistLeave, { id: mine.data.id }, { token: token.approver })).code).toBe(
      Code.WAITLIST_NOT_FOUND,
    );
    expect((await server.call(waitlistLeave, { id: mine.data.id }, { token: token.carol })).data.status).toBe(
      'cancelled',
    );
    expect((await server.call(waitlistLeave, { id: mine.data.id }, { token: token.carol })).code).toBe(
      Code.WAITLIST_NOT_FOUND,
    );
    const again = await server.call(waitlistJoin, range(1), { token: token.carol });
    await server.query(
      sql`update waitlist_entry set start_at = now() - interval '1 minute' where id = ${again.data.id}`,
    );
    await runWaitlistSweep(server.db, new Date());
    expect((await entries()).map((e) => e.status)).toEqual(['cancelled', 'expired']);
  });
});
