/**
 * The booking engine's rules: which reservation rule governs a site, each check
 * it makes with a refusal that names the rule in the caller's language, the time limits a
 * booking keeps, per-user limits under concurrency, credit bars, quotas, notices, and
 * holds (lockSite / unLockSite / getLockConfig) that expire without a sweeper.
 *
 * Each test binds its own rule to its own courts and removes it afterwards.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addReserve,
  cancelReserveBatch,
  currentPeriod,
  extend,
  getLockConfig,
  lockSite,
  unLockSite,
} from '../../platform/contracts/reserve.contract';
import { runNoShowSweep } from '../../server/jobs/no-show.job';
import { Code } from '../../platform/protocol/codes';
import {
  creditBreach,
  quotaOverride,
  quotaRule,
  reserveNotice,
  reserveRule,
  reserveRuleBinding,
  userCredit,
} from '../../server/db/schema/index';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let booker: string;
let approver: string;
let admin: string;
const ids: Record<string, number> = {};
let badmintonSceneId = 0;

beforeAll(async () => {
  server = await startTestServer({ poolSize: 12 });
  [booker, approver, admin] = await Promise.all(
    [DEMO.booker, DEMO.approver, DEMO.admin].map((who) => server.login(who).then((p) => p.token)),
  );
  for (const row of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    ids[row.name] = row.id;
  for (const row of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    ids[row.account] = row.id;
  for (const row of await server.query<{ id: number; code: string }>(sql`select id, code from sys_org`))
    ids[`org:${row.code}`] = row.id;
  [{ id: badmintonSceneId }] = await server.query<{ id: number }>(sql`select id from scene where code = 'badminton'`);
  // Each test sets up its own rules: none of the demo ones.
  await server.query(sql`delete from reserve_rule`);
  await server.query(sql`delete from reserve_notice`);
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await server.query(sql`delete from reserve_rule`);
  await server.query(sql`delete from reserve_notice`);
  await server.query(sql`delete from quota_rule`);
  await server.query(sql`delete from credit_breach`);
  await server.query(sql`delete from user_credit`);
  await server.query(sql`delete from credit_record`);
  await server.query(sql`delete from user_message`);
  await server.query(sql`delete from site_hold`);
  await server.query(sql`delete from reservation`);
});

const court = (n: number) => ids[`Badminton Court ${n}`];
const tomorrow = shanghaiDate(1);

/** A rule with `fields`, bound to the given courts (or to the badminton scene when none). */
async function ruleOn(courts: number[], fields: Partial<typeof reserveRule.$inferInsert> = {}): Promise<number> {
  const [rule] = await server.db
    .insert(reserveRule)
    .values({ name: 'Test rule', ...fields })
    .returning({ id: reserveRule.id });
  const targets =
    courts.length > 0
      ? courts.map((n) => ({ ruleId: rule.id, siteId: court(n) }))
      : [{ ruleId: rule.id, sceneId: badmintonSceneId }];
  await server.db.insert(reserveRuleBinding).values(targets);
  return rule.id;
}

/** Books court `n` on `date` from `from` to `to` (Shanghai) as `token`. */
function book(
  token: string,
  n: number,
  from: string,
  to: string,
  date = tomorrow,
  extra: Record<string, unknown> = {},
  lang: 'EN' | 'CN' = 'EN',
) {
  return server.call(
    addReserve,
    { siteId: court(n), start: at(date, from), end: at(date, to), ...extra },
    { token, lang },
  );
}

/** An ISO date as English messages show it ("Nov 24"). */
const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

/** `date` (YYYY-MM-DD) as month and day in Chinese, the way CN texts print it (e.g. 3月5日). */
const chineseMonthDay = (date: string) =>
  new Intl.DateTimeFormat('zh-Hans', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

describe('which rule governs a site', () => {
  it('takes the site binding over the scene binding over the default rule, and skips disabled ones', async () => {
    await server.db.insert(reserveRule).values({ name: 'Default', isDefault: true, maxMinutes: 120 });
    const scene = await ruleOn([], { maxMinutes: 90 });
    await ruleOn([1], { maxMinutes: 60 });
    const tooLong = (siteId: number) =>
      server
        .call(addReserve, { siteId, start: at(tomorrow, '10:00'), end: at(tomorrow, '13:00') }, { token: booker })
        .then((r) => [r.code, r.msg]);
    expect(await tooLong(court(1))).toEqual([Code.RULE_TOO_LONG, 'A booking may last at most 60 minutes']);
    expect(await tooLong(court(8))).toEqual([Code.RULE_TOO_LONG, 'A booking may last at most 90 minutes']);
    expect(await tooLong(ids['Basketball Court 1'])).toEqual([
      Code.RULE_TOO_LONG,
      'A booking may last at most 120 minutes',
    ]);
    await server.db.update(reserveRule).set({ status: 1 }).where(eq(reserveRule.id, scene));
    expect(await tooLong(court(8))).toEqual([Code.RULE_TOO_LONG, 'A booking may last at most 120 minutes']);
    expect(await server.query(sql`select * from reservation`)).toEqual([]);
  });
});

describe('the checks of a rule', () => {
  it('admits only the listed organisations and the ones below them, naming them when refusing', async () => {
    await ruleOn([1], { orgIds: [ids['org:sports']] });
    expect(await book(booker, 1, '10:00', '11:00').then((r) => [r.code, r.msg])).toEqual([
      Code.RULE_NOT_ELIGIBLE,
      'Only Sports Department may book this site',
    ]);
    expect((await book(booker, 1, '10:00', '11:00', tomorrow, {}, 'CN')).msg).toBe('该场地仅限 Sports Department 预约');
    expect((await book(approver, 1, '10:00', '11:00')).code).toBe(0);
    await ruleOn([2], { orgIds: [ids['org:univ']] });
    expect((await book(booker, 2, '10:00', '11:00')).code).toBe(0);
  });

  it('keeps to the booking window: how far ahead, and when a day opens', async () => {
    await ruleOn([1], { advanceDays: 1 });
    const dayAfter = shanghaiDate(2);
    const far = await book(booker, 1, '10:00', '11:00', dayAfter);
    expect([far.code, far.msg]).toEqual([
      Code.RULE_TOO_FAR_AHEAD,
      `Bookings can be made at most 1 days ahead (until ${shortDate(tomorrow)})`,
    ]);
    await ruleOn([2], { advanceDays: 7, openDaysBefore: 1, openTime: '08:00' });
    const inThree = shanghaiDate(3);
    const early = await book(booker, 2, '10:00', '11:00', inThree);
    expect([early.code, early.msg]).toEqual([
      Code.RULE_NOT_OPEN_YET,
      `Bookings for ${shortDate(inThree)} open at 08:00 on ${shortDate(dayAfter)}`,
    ]);
    expect((await book(booker, 2, '10:00', '11:00', inThree, {}, 'CN')).msg).toBe(
      `${chineseMonthDay(inThree)} 的预约将于 ${chineseMonthDay(dayAfter)} 08:00 开放`,
    );
    await server.db.update(reserveRule).set({ openTime: '00:00' });
    expect((await book(booker, 2, '10:00', '11:00', shanghaiDate(1))).code).toBe(0);
  });

  it('keeps to the length and participant limits, and stores the participants', async () => {
    await ruleOn([1], { minMinutes: 60, maxMinutes: 90, participantsMin: 1, participantsMax: 2 });
    expect((await book(booker, 1, '10:00', '10:30')).msg).toBe('A booking must last at least 60 minutes');
    const guest = { name: 'Guest One' };
    const none = await book(booker, 1, '10:00', '11:00');
    expect([none.code, none.msg]).toEqual([Code.PARTICIPANTS_TOO_FEW, 'Add at least 1 participants (you have 0)']);
    const many = await book(booker, 1, '10:00', '11:00', tomorrow, { participants: [guest, guest, guest] });
    expect(many.code).toBe(Code.PARTICIPANTS_TOO_MANY);
    const ok = await book(booker, 1, '10:00', '11:00', tomorrow, {
      participants: [
        { name: 'Demo Approver', userId: ids.approver, isLeader: true },
        { name: 'Guest One', phone: '13800000000' },
      ],
    });
    expect(ok.code).toBe(0);
    expect(
      await server.query(sql`select user_id, name, phone, is_leader from reservation_participant where reservation_id =
        ${ok.data.id}
          order by id`),
    ).toEqual([
      { user_id: ids.approver, name: 'Demo Approver', phone: null, is_leader: true },
      { user_id: null, name: 'Guest One', phone: '13800000000', is_leader: false },
    ]);
    const twoLeaders = await book(booker, 1, '12:00', '13:00', tomorrow, {
      participants: [
        { name: 'A', isLeader: true },
        { name: 'B', isLeader: true },
      ],
    });
    expect(twoLeaders.code).toBe(Code.PARTICIPANT_LEADERS);
  });

  it('counts bookings per day and per week over every site of the rule', async () => {
    await ruleOn([1, 2], { perDay: 2, perWeek: 3 });
    expect((await book(booker, 1, '08:00', '08:30')).code).toBe(0);
    expect((await book(booker, 2, '09:00', '09:30')).code).toBe(0);
    const third = await book(booker, 1, '10:00', '10:30');
    expect([third.code, third.msg]).toEqual([Code.RULE_PER_DAY, `You have 2 of 2 bookings on ${shortDate(tomorrow)}`]);
    // A cancelled booking no longer counts; other users count apart.
    expect((await book(approver, 1, '10:00', '10:30')).code).toBe(0);
  });

  it('holds the per-day limit under concurrent requests of one user', async () => {
    await ruleOn([3, 4, 5, 6], { perDay: 2 });
    const answers = await Promise.all(
      [3, 4, 5, 6, 3, 4, 5, 6].map((n, i) => book(booker, n, i < 4 ? '10:00' : '12:00', i < 4 ? '10:30' : '12:30')),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === Code.RULE_PER_DAY)).toBe(true);
    const [{ n }] = await server.query<{ n: number }>(
      sql`select count(*)::int as n from reservation where user_id = ${ids.booker}`,
    );
    expect(n).toBe(2);
  });

  it('sends bookings for approval when the rule asks', async () => {
    await ruleOn([1], { needsApproval: true });
    expect((await book(booker, 1, '10:00', '11:00')).data.status).toBe('pendingAudit');
  });

  it('stores the time limits with the booking: a later edit of the rule does not move its deadline', async () => {
    const rule = await ruleOn([1], { cancelBeforeMinutes: 0, checkInBeforeMinutes: 20, lateCancelMinutes: 30 });
    const made = await book(booker, 1, '10:00', '11:00');
    const [stored] = await server.query<{ rules: unknown; rule_id: number; kind: string }>(
      sql`select rules, rule_id, kind from reservation where id = ${made.data.id}`,
    );
    expect(stored).toEqual({
      rule_id: rule,
      kind: 'day',
      rules: { cancelBeforeMinutes: 0, checkInBeforeMinutes: 20, checkInAfterMinutes: 15, lateCancelMinutes: 30 },
    });
    await server.db.update(reserveRule).set({ cancelBeforeMinutes: 7 * 24 * 60 });
    expect((await server.call(cancelReserveBatch, { ids: [made.data.id] }, { token: booker })).code).toBe(0);
  });
});

describe('notices and disclaimers', () => {
  it('asks for every current notice of the scene, in its current version', async () => {
    const [notice] = await server.db
      .insert(reserveNotice)
      .values({
        kind: 'notice',
        sceneId: badmintonSceneId,
        titleCn: '须知',
        titleEn: 'Notice',
        titleTc: '須知',
        contentCn: '请穿运动鞋',
        contentEn: 'Wear sports shoes',
        contentTc: '請穿運動鞋',
      })
      .returning();
    const [disclaimer] = await server.db
      .insert(reserveNotice)
      .values({
        kind: 'disclaimer',
        titleCn: '免责',
        titleEn: 'Disclaimer',
        titleTc: '免責',
        contentCn: '…',
        contentEn: '…',
        contentTc: '…',
      })
      .returning();
    const missing = await book(booker, 1, '10:00', '11:00');
    expect([missing.code, missing.data]).toEqual([
      Code.NOTICE_NOT_ACCEPTED,
      {
        required: [
          { id: notice.id, version: 1 },
          { id: disclaimer.id, version: 1 },
        ],
      },
    ]);
    const both = [
      { id: notice.id, version: 1 },
      { id: disclaimer.id, version: 1 },
    ];
    const ok = await book(booker, 1, '10:00', '11:00', tomorrow, { agreements: both });
    expect(ok.code).toBe(0);
    expect((await server.query(sql`select agreements from reservation where id = ${ok.data.id}`))[0]).toEqual({
      agreements: both,
    });
    await server.db.update(reserveNotice).set({ version: 2 }).where(eq(reserveNotice.id, notice.id));
    expect((await book(booker, 1, '12:00', '13:00', tomorrow, { agreements: both })).code).toBe(
      Code.NOTICE_NOT_ACCEPTED,
    );
    // Other scenes only need the all-scene disclaimer.
    expect(
      (
        await server.call(
          addReserve,
          {
            siteId: ids['Basketball Court 1'],
            start: at(tomorrow, '10:00'),
            end: at(tomorrow, '11:00'),
            agreements: [both[1]],
          },
          { token: booker },
        )
      ).code,
    ).toBe(0);
  });
});

describe('credit', () => {
  it('refuses a barred booker until the bar ends, then restores the score without a sweeper', async () => {
    const until = new Date(Date.now() + 2 * 86_400_000);
    const [bar] = await server.db
      .insert(creditBreach)
      .values({ userId: ids.booker, scoreAt: 55, barredFrom: new Date(), barredUntil: until })
      .returning();
    await server.db.insert(userCredit).values({ userId: ids.booker, score: 55 });
    const refused = await book(booker, 1, '10:00', '11:00');
    expect(refused.code).toBe(Code.CREDIT_BARRED);
    expect(refused.msg).toMatch(/^Your credit score is 55: you may not book until [A-Z][a-z]{2} \d{1,2} \d\d:\d\d$/);
    // The bar ran out (moved into the past): the next booking settles it.
    await server.db
      .update(creditBreach)
      .set({ barredUntil: new Date(Date.now() - 1000) })
      .where(eq(creditBreach.id, bar.id));
    expect((await book(booker, 1, '10:00', '11:00')).code).toBe(0);
    expect(await server.query(sql`select score from user_credit where user_id = ${ids.booker}`)).toEqual([
      { score: 100 },
    ]);
    expect(
      await server.query(sql`select delta, score_after, reason from credit_record where user_id = ${ids.booker}`),
    ).toEqual([{ delta: 45, score_after: 100, reason: 'barEnded' }]);
    expect(
      (await server.query<{ lifted: boolean }>(sql`select lifted_at is not null as lifted from credit_breach`))[0]
        .lifted,
    ).toBe(true);
  });
});

describe('quotas', () => {
  /** Monday of the ISO week holding `date`. */
  const mondayOf = (date: string) => {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d.toISOString().slice(0, 10);
  };

  it("caps each user's hours per week in a scene; an override raises it for one user", async () => {
    const [rule] = await server.db
      .insert(quotaRule)
      .values({
        name: 'Badminton weekly',
        subject: 'user',
        sceneId: badmintonSceneId,
        period: 'week',
        unit: 'minutes',
        amount: 60,
      })
      .returning();
    expect((await book(booker, 1, '10:00', '10:30')).code).toBe(0);
    expect((await book(booker, 2, '11:00', '11:30')).code).toBe(0);
    const over = await book(booker, 3, '12:00', '12:30');
    const monday = mondayOf(tomorrow);
    const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    expect([over.code, over.msg]).toEqual([
      Code.QUOTA_EXCEEDED,
      `Quota "Badminton weekly": 1 of 1 hours used from ${shortDate(monday)} to ${shortDate(sunday)}`,
    ]);
    expect((await book(approver, 3, '12:00', '12:30')).code).toBe(0);
    expect(
      (
        await server.call(
          addReserve,
          {
            siteId: ids['Basketball Court 1'],
            start: at(tomorrow, '12:00'),
            end: at(tomorrow, '13:00'),
          },
          { token: booker },
        )
      ).code,
    ).toBe(0);
    await server.db.insert(quotaOverride).values({ ruleId: rule.id, userId: ids.booker, amount: 90 });
    expect((await book(booker, 3, '13:00', '13:30')).code).toBe(0);
  });

  it("caps an organisation's bookings together", async () => {
    await server.db
      .insert(quotaRule)
      .values({ name: 'CS daily', subject: 'org', period: 'day', unit: 'count', amount: 1 });
    await server.query(sql`update sys_user set org_id = ${ids['org:cs']} where account = 'approver'`);
    try {
      expect((await book(booker, 1, '10:00', '10:30')).code).toBe(0);
      const refused = await book(approver, 2, '10:00', '10:30');
      expect([refused.code, refused.msg]).toEqual([
        Code.QUOTA_EXCEEDED,
        `Quota "CS daily": 1 of 1 bookings used from ${shortDate(tomorrow)} to ${shortDate(tomorrow)}`,
      ]);
    } finally {
      await server.query(sql`update sys_user set org_id = ${ids['org:sports']} where account = 'approver'`);
    }
  });
});

describe('holds', () => {
  const range = (from: string, to: string, n = 2) => ({
    siteId: court(n),
    start: at(tomorrow, from),
    end: at(tomorrow, to),
  });
  const slotsAt = async (token: string, n: number, times: string[]) => {
    const r = await server.call(currentPeriod, { siteId: court(n), date: tomorrow }, { token });
    return times.map((t) => r.data.slots.find((s) => s.start === at(tomorrow, t)));
  };

  it("shows a hold to others, refuses them, and is used up by its holder's booking", async () => {
    const before = Date.now();
    const hold = await server.call(lockSite, range('10:00', '11:00'), { token: booker });
    expect(hold.code).toBe(0);
    expect(Date.parse(hold.data.expiresAt) - before).toBeGreaterThanOrEqual(5 * 60_000 - 2000);
    expect(hold.data.holdMinutes).toBe(5);
    expect((await slotsAt(approver, 2, ['10:00', '10:30', '11:00'])).map((s) => [s?.status, s?.mine])).toEqual([
      ['held', undefined],
      ['held', undefined],
      ['free', undefined],
    ]);
    expect((await slotsAt(booker, 2, ['10:00'])).map((s) => [s?.status, s?.mine])).toEqual([['held', true]]);
    const refused = await server.call(addReserve, range('10:30', '11:30'), { token: approver });
    expect(refused.code).toBe(Code.SLOT_HELD);
    expect(refused.msg).toMatch(/^Someone else is booking this slot right now; it is held for them until \d\d:\d\d$/);
    expect((await server.call(lockSite, range('10:30', '11:30'), { token: approver })).code).toBe(Code.SLOT_HELD);
    expect((await server.call(addReserve, range('10:00', '11:00'), { token: booker })).code).toBe(0);
    expect(await server.query(sql`select * from site_hold`)).toEqual([]);
  });

  it('frees itself when it expires, with no sweeper; the next hold of the site deletes it', async () => {
    expect((await server.call(lockSite, range('12:00', '13:00'), { token: booker })).code).toBe(0);
    await server.query(sql`update site_hold set expires_at = now() - interval '1 second'`);
    expect((await slotsAt(approver, 2, ['12:00'])).map((s) => s?.status)).toEqual(['free']);
    expect((await server.call(addReserve, range('12:00', '13:00'), { token: approver })).code).toBe(0);
    const other = await server.call(lockSite, range('13:00', '14:00'), { token: admin });
    expect(await server.query(sql`select id::int as id from site_hold`)).toEqual([{ id: other.data.id }]);
  });

  it("is released by its holder only, replaced by the holder's next hold, and lasts the rule's minutes", async () => {
    await ruleOn([2], { holdMinutes: 10 });
    expect((await server.call(getLockConfig, { siteId: court(2) }, { token: booker })).data).toEqual({
      siteId: court(2),
      holdMinutes: 10,
    });
    const first = await server.call(lockSite, range('14:00', '15:00'), { token: booker });
    expect(first.data.holdMinutes).toBe(10);
    const second = await server.call(lockSite, range('16:00', '17:00'), { token: booker });
    expect(await server.query(sql`select id::int as id from site_hold`)).toEqual([{ id: second.data.id }]);
    expect((await server.call(unLockSite, { id: second.data.id }, { token: approver })).data).toEqual({
      released: false,
    });
    expect((await server.call(unLockSite, { id: second.data.id }, { token: booker })).data).toEqual({ released: true });
    expect(await server.query(sql`select * from site_hold`)).toEqual([]);
  });

  it("counts holds against a capacity site's places", async () => {
    await server.query(sql`update site set kind = 'capacity', capacity = 2 where id = ${court(5)}`);
    try {
      expect((await server.call(lockSite, range('10:00', '11:00', 5), { token: booker })).code).toBe(0);
      expect((await server.call(lockSite, range('10:00', '11:00', 5), { token: approver })).code).toBe(0);
      expect((await server.call(addReserve, range('10:30', '11:00', 5), { token: admin })).code).toBe(Code.SLOT_HELD);
      expect((await server.call(addReserve, range('10:00', '11:00', 5), { token: booker })).code).toBe(0);
      expect((await slotsAt(admin, 5, ['10:00'])).map((s) => s?.status)).toEqual(['held']);
    } finally {
      await server.query(sql`update site set kind = 'single', capacity = 1 where id = ${court(5)}`);
    }
  });
});

describe('credit deductions', () => {
  it('deducts for a late cancellation by the owner, never for one made on their behalf', async () => {
    await ruleOn([1], { lateCancelMinutes: 48 * 60 });
    const mine = await book(booker, 1, '10:00', '11:00');
    const theirs = await book(booker, 1, '12:00', '13:00');
    expect((await server.call(cancelReserveBatch, { ids: [mine.data.id] }, { token: booker })).code).toBe(0);
    expect((await server.call(cancelReserveBatch, { ids: [theirs.data.id] }, { token: admin })).code).toBe(0);
    expect(
      await server.query(sql`select delta, score_after, reason, reservation_id::int as r from credit_record`),
    ).toEqual([{ delta: -5, score_after: 95, reason: 'lateCancel', r: mine.data.id }]);
    const [message] = await server.query<{ kind: string; params: Record<string, unknown> }>(
      sql`select kind, params from user_message where kind = 'creditDeducted'`,
    );
    expect(message).toEqual({ kind: 'creditDeducted', params: { points: 5, score: 95, reason: 'lateCancel' } });
  });

  it("deducts for each no-show in the sweep's transaction and bars the user below the threshold", async () => {
    const start = new Date(Date.now() - 3 * 3_600_000);
    const rows = await server.query<{ id: number }>(sql`
      insert into reservation (site_id, user_id, start_at, end_at, status, rules)
      select ${court(1)}, ${ids.booker}, ${start.toISOString()}::timestamptz + (n * 30 || ' minutes')::interval,
             ${start.toISOString()}::timestamptz + ((n + 1) * 30 || ' minutes')::interval, 'approved',
             '{"checkInBeforeMinutes":15,"checkInAfterMinutes":15,"cancelBeforeMinutes":0,"lateCancelMinutes":0}'::jsonb
      from generate_series(0, 4) n returning id::int as id`);
    const swept = await runNoShowSweep(server.db, new Date());
    expect(swept.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    // 100 − 10 × 5 = 50: the bar starts at the fourth no-show (60 is the threshold), once.
    expect(
      (await server.query<{ score_after: number }>(sql`select score_after from credit_record order by id`)).map(
        (r) => r.score_after,
      ),
    ).toEqual([90, 80, 70, 60, 50]);
    const bars = await server.query<{ score_at: number; days: number }>(sql`
      select score_at, round(extract(epoch from barred_until - barred_from) / 86400)::int as days from credit_breach`);
    expect(bars).toEqual([{ score_at: 50, days: 7 }]);
    expect(
      (await server.query<{ n: number }>(sql`select count(*)::int as n from user_message where kind = 'noShow'`))[0].n,
    ).toBe(5);
    expect((await book(booker, 2, '10:00', '11:00')).code).toBe(Code.CREDIT_BARRED);
  });
});

describe('extending under the rules', () => {
  it("keeps an extension within the longest length, the quotas and others' holds", async () => {
    await ruleOn([1], { maxMinutes: 120 });
    await server.db
      .insert(quotaRule)
      .values({ name: 'Daily hours', subject: 'user', period: 'day', unit: 'minutes', amount: 120 });
    const made = await book(booker, 1, '10:00', '11:00');
    const extendTo = (to: string) =>
      server.call(extend, { id: made.data.id, end: at(tomorrow, to) }, { token: booker });
    expect((await extendTo('12:30')).code).toBe(Code.RULE_TOO_LONG);
    expect(
      (
        await server.call(
          lockSite,
          { siteId: court(1), start: at(tomorrow, '11:30'), end: at(tomorrow, '12:00') },
          { token: approver },
        )
      ).code,
    ).toBe(0);
    expect((await extendTo('12:00')).code).toBe(Code.SLOT_HELD);
    expect((await extendTo('11:30')).code).toBe(0);
    expect((await book(booker, 2, '14:00', '15:00')).code).toBe(Code.QUOTA_EXCEEDED);
    expect((await book(booker, 2, '14:00', '14:30')).code).toBe(0);
  });
});
