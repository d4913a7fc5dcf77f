/**
 * Credit and quotas, visible and manageable (spec §2 /credit, /breachOfContract,
 * /quotaRule, /quotaManagement, terminal /credit and /quota; §7 getUserCredit,
 * getSceneCredit, record/quota): an adjustment writes a record and changes the score the
 * booker sees; a bar is listed and lifting it lets the user book again; credit rules
 * refuse contradictions and duplicates; quota standings count the caller's bookings and
 * follow an override; callers without the permission are refused and change nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  breachLift,
  breachPage,
  creditAdjust,
  creditPage,
  creditRecordPage,
  creditRuleAdd,
  creditRuleEdit,
  creditRulePage,
  getSceneCredit,
  getUserCredit,
} from '../../platform/contracts/credit.contract';
import {
  quotaOverrideDelete,
  quotaOverrideSave,
  quotaRuleAdd,
  quotaRuleDelete,
  quotaRulePage,
  quotaSubjectPage,
  recordQuota,
} from '../../platform/contracts/quota.contract';
import { Code } from '../../platform/protocol/codes';
import { creditBreach, userCredit } from '../../server/db/schema/index';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let booker: string;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  [booker, admin] = await Promise.all([DEMO.booker, DEMO.admin].map((who) => server.login(who).then((p) => p.token)));
  for (const row of await server.query<{ id: number; name: string }>(sql`select id, name_en as name from site`))
    ids[row.name] = row.id;
  for (const row of await server.query<{ id: number; account: string }>(sql`select id, account from sys_user`))
    ids[row.account] = row.id;
  for (const row of await server.query<{ id: number; code: string }>(sql`select id, code from scene`))
    ids[`scene:${row.code}`] = row.id;
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await server.query(sql`delete from credit_breach`);
  await server.query(sql`delete from user_credit`);
  await server.query(sql`delete from credit_record`);
  await server.query(sql`delete from reservation`);
});

const tomorrow = shanghaiDate(1);
/** Books `site` tomorrow from `from` to `to` (Shanghai) as `token`. */
const book = (token: string, site: string, from: string, to: string) =>
  server.book({ siteId: ids[site], start: at(tomorrow, from), end: at(tomorrow, to) }, { token });

describe('credit scores', () => {
  it('adjusts a score with a remark: a manual record, the new score for the booker and in the list', async () => {
    const r = await server.call(
      creditAdjust,
      { userId: ids.booker, delta: -15, remark: 'Left the court in a mess' },
      { token: admin },
    );
    expect([r.code, r.data.score, r.data.account]).toEqual([0, 85, 'booker']);
    expect(
      await server.query(
        sql`select delta, score_after, reason, remark, created_by from credit_record where user_id = ${ids.booker}`,
      ),
    ).toEqual([
      { delta: -15, score_after: 85, reason: 'manual', remark: 'Left the court in a mess', created_by: ids.admin },
    ]);
    expect(await server.query(sql`select score from user_credit where user_id = ${ids.booker}`)).toEqual([
      { score: 85 },
    ]);

    const mine = await server.call(getUserCredit, undefined, { token: booker });
    expect(mine.data).toMatchObject({ score: 85, initialScore: 100, threshold: 60, barredUntil: null });
    expect(mine.data.records).toEqual([
      expect.objectContaining({
        delta: -15,
        scoreAfter: 85,
        reason: 'manual',
        remark: 'Left the court in a mess',
        createdByName: 'Administrator',
      }),
    ]);

    const list = await server.call(creditPage, { keyword: 'book' }, { token: admin });
    expect(list.data.rows.map((u) => [u.account, u.score])).toEqual([['booker', 85]]);
    const records = await server.call(creditRecordPage, { userId: ids.booker }, { token: admin });
    expect([records.data.total, records.data.rows[0].delta]).toEqual([1, -15]);
    // An adjustment of nothing, or without a remark, is refused.
    expect(
      (await server.call(creditAdjust, { userId: ids.booker, delta: 0, remark: 'x' }, { token: admin })).code,
    ).toBe(Code.BAD_REQUEST);
    expect(
      (await server.call(creditAdjust, { userId: ids.booker, delta: 5, remark: ' ' }, { token: admin })).code,
    ).toBe(Code.BAD_REQUEST);
    expect((await server.call(creditAdjust, { userId: 999_999, delta: 5, remark: 'x' }, { token: admin })).code).toBe(
      Code.USER_NOT_FOUND,
    );
  });

  it('lists a bar among the active ones; lifting it restores the score and lets the user book again', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000);
    const [bar] = await server.db
      .insert(creditBreach)
      .values({ userId: ids.booker, scoreAt: 50, barredFrom: new Date(), barredUntil: until })
      .returning();
    await server.db.insert(userCredit).values({ userId: ids.booker, score: 50 });
    expect((await book(booker, 'Badminton Court 3', '10:00', '11:00')).code).toBe(Code.CREDIT_BARRED);

    const active = await server.call(breachPage, { state: 'active' }, { token: admin });
    expect(active.data.rows.map((b) => [b.id, b.account, b.scoreAt, b.active])).toEqual([[bar.id, 'booker', 50, true]]);
    expect((await server.call(breachPage, { state: 'past' }, { token: admin })).data.total).toBe(0);
    expect((await server.call(getUserCredit, undefined, { token: booker })).data.barredUntil).not.toBeNull();
    expect(
      (await server.call(creditPage, { barred: 'true' }, { token: admin })).data.rows.map((u) => u.account),
    ).toEqual(['booker']);

    const lifted = await server.call(breachLift, { id: bar.id }, { token: admin });
    expect(lifted.data).toMatchObject({ id: bar.id, active: false, liftedByName: 'Administrator' });
    expect(await server.query(sql`select score from user_credit where user_id = ${ids.booker}`)).toEqual([
      { score: 100 },
    ]);
    expect((await server.call(getUserCredit, undefined, { token: booker })).data).toMatchObject({
      score: 100,
      barredUntil: null,
    });
    expect((await server.call(breachPage, { state: 'past' }, { token: admin })).data.rows.map((b) => b.id)).toEqual([
      bar.id,
    ]);
    expect((await book(booker, 'Badminton Court 3', '10:00', '11:00')).code).toBe(0);

    const again = await server.call(breachLift, { id: bar.id }, { token: admin });
    expect([again.code, again.msg]).toEqual([Code.BAR_NOT_ACTIVE, 'The booking bar of Demo Booker has already ended']);
  });
});

describe('credit rules', () => {
  it(
    'shows the default rule per scene, takes a scene rule over it, and refuses contradictions and ' + 'duplicates',
    async () => {
      const defaults = await server.call(creditRulePage, {}, { token: admin });
      expect(defaults.data.rows.map((r) => [r.sceneId, r.noShowPoints, r.threshold])).toEqual([[null, 10, 60]]);
      const added = await server.call(
        creditRuleAdd,
        {
          sceneId: ids['scene:badminton'],
          initialScore: 100,
          noShowPoints: 20,
          lateCancelPoints: 8,
          threshold: 70,
          barDays: 3,
          status: 0,
        },
        { token: admin },
      );
      expect([added.code, added.data.sceneName]).toEqual([0, 'Badminton']);
      const scenes = await server.call(getSceneCredit, {}, { token: booker });
      expect(
        scenes.data
          .slice(0, 2)
          .map((s) => [s.sceneName, s.source, s.noShowPoints, s.lateCancelPoints, s.threshold, s.barDays]),
      ).toEqual([
        ['Badminton', 'scene', 20, 8, 70, 3],
        ['Basketball', 'default', 10, 5, 60, 7],
      ]);

      const twice = await server.call(
        creditRuleAdd,
        {
          sceneId: ids['scene:badminton'],
          initialScore: 100,
          noShowPoints: 1,
          lateCancelPoints: 1,
          threshold: 1,
          barDays: 1,
          status: 0,
        },
        { token: admin },
      );
      expect([twice.code, twice.msg]).toEqual([Code.CREDIT_RULE_EXISTS, 'Badminton has a credit rule already']);
      const secondDefault = await server.call(
        creditRuleAdd,
        {
          sceneId: null,
          initialScore: 100,
          noShowPoints: 1,
          lateCancelPoints: 1,
          threshold: 1,
          barDays: 1,
          status: 0,
        },
        { token: admin },
      );
      expect([secondDefault.code, secondDefault.msg]).toEqual([
        Code.CREDIT_RULE_EXISTS,
        'There is a default credit rule already',
      ]);
      const wrong = await server.call(
        creditRuleEdit,
        {
          id: added.data.id,
          sceneId: ids['scene:badminton'],
          initialScore: 100,
          noShowPoints: 20,
          lateCancelPoints: 8,
          threshold: 120,
          barDays: 3,
        },
        { token: admin },
      );
      expect([wrong.code, wrong.msg]).toEqual([
        Code.CREDIT_RULE_INVALID,
        'The threshold cannot be above the initial score',
      ]);
      expect(await server.query(sql`select threshold from credit_rule where id = ${added.data.id}`)).toEqual([
        { threshold: 70 },
      ]);
    },
  );
});

describe('quotas', () => {
  /** The ISO week's Monday of `date`. */
  const mondayOf = (date: string) => {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d.toISOString().slice(0, 10);
  };
  // Standings are for the period holding today; tomorrow's bookings count in it when it is
  // the same week, else (today is Sunday) the same month. (Sunday the last of a month has
  // neither; the test then counts over the month of tomorrow's Monday and would fail.)
  const period = mondayOf(tomorrow) === mondayOf(shanghaiDate(0)) ? ('week' as const) : ('month' as const);

  it("counts the caller's bookings in the current period, per subject, and follows an override", async () => {
    const rule = await server.call(
      quotaRuleAdd,
      {
        name: 'Badminton count',
        subject: 'user',
        sceneId: ids['scene:badminton'],
        period,
        unit: 'count',
        amount: 4,
        orgIds: [],
        status: 0,
        sort: 0,
      },
      { token: admin },
    );
    expect(rule.code).toBe(0);
    try {
      expect((await book(booker, 'Badminton Court 5', '10:00', '10:30')).code).toBe(0);
      expect((await book(booker, 'Badminton Court 6', '11:00', '12:00')).code).toBe(0);
      expect((await book(admin, 'Badminton Court 7', '11:00', '12:00')).code).toBe(0);

      const mine = await server.call(recordQuota, undefined, { token: booker });
      const standing = mine.data.find((q) => q.ruleId === rule.data.id);
      expect(standing).toMatchObject({
        name: 'Badminton count',
        sceneName: 'Badminton',
        period,
        unit: 'count',
        used: 2,
        limit: 4,
        overridden: false,
      });
      // The seeded table-tennis quota applies too, with nothing used.
      expect(mine.data.find((q) => q.name === 'Table tennis: 10 hours a week')).toMatchObject({
        unit: 'minutes',
        used: 0,
        limit: 600,
      });

      const subjects = await server.call(
        quotaSubjectPage,
        { ruleId: rule.data.id, keyword: 'booker' },
        { token: admin },
      );
      expect(subjects.data.rows.map((s) => [s.account, s.used, s.ruleAmount, s.overrideAmount])).toEqual([
        ['booker', 2, 4, null],
      ]);

      const wrongKind = await server.call(
        quotaOverrideSave,
        { ruleId: rule.data.id, orgId: 1, amount: 9 },
        { token: admin },
      );
      expect([wrongKind.code, wrongKind.msg]).toEqual([
        Code.QUOTA_OVERRIDE_SUBJECT,
        'This quota counts per user: choose a user',
      ]);
      const saved = await server.call(
        quotaOverrideSave,
        { ruleId: rule.data.id, userId: ids.booker, amount: 9, remark: 'Team captain' },
        { token: admin },
      );
      expect([saved.code, saved.data.overrideAmount, saved.data.overrideRemark]).toEqual([0, 9, 'Team captain']);
      const after = (await server.call(recordQuota, undefined, { token: booker })).data.find(
        (q) => q.ruleId === rule.data.id,
      );
      expect(after).toMatchObject({ used: 2, limit: 9, overridden: true });
      expect(
        (await server.call(quotaRulePage, { keyword: 'Badminton' }, { token: admin })).data.rows[0].overrideCount,
      ).toBe(1);

      expect((await server.call(quotaOverrideDelete, { ids: [saved.data.overrideId!] }, { token: admin })).code).toBe(
        0,
      );
      expect(await server.query(sql`select * from quota_override`)).toEqual([]);
    } finally {
      await server.call(quotaRuleDelete, { ids: [rule.data.id] }, { token: admin });
    }
    expect(await server.query(sql`select * from quota_rule where name = 'Badminton count'`)).toEqual([]);
  });
});

describe('quota management per organisation', () => {
  it(
    "lists the organisations within the rule's scope with their members' use, and takes only " +
      'organisation overrides',
    async () => {
      const orgs = Object.fromEntries(
        (await server.query<{ id: number; code: string }>(sql`select id, code from sys_org`)).map((o) => [
          o.code,
          o.id,
        ]),
      );
      const rule = await server.call(
        quotaRuleAdd,
        {
          name: 'Sports daily',
          subject: 'org',
          period: 'day',
          unit: 'minutes',
          amount: 240,
          orgIds: [orgs.sports],
          status: 0,
          sort: 0,
        },
        { token: admin },
      );
      try {
        const page = await server.call(quotaSubjectPage, { ruleId: rule.data.id, pageSize: 100 }, { token: admin });
        // Only the Sports Department and the offices below it.
        expect(page.data.rows.map((r) => r.subjectId).sort()).toEqual(
          [orgs.sports, orgs['sports-east'], orgs['sports-west']].sort(),
        );
        expect(page.data.rows.find((r) => r.subjectId === orgs.sports)).toMatchObject({
          subject: 'org',
          name: 'Sports Department',
          account: null,
          used: 0,
          ruleAmount: 240,
          overrideAmount: null,
        });
        const wrongKind = await server.call(
          quotaOverrideSave,
          { ruleId: rule.data.id, userId: ids.approver, amount: 9 },
          { token: admin },
        );
        expect([wrongKind.code, wrongKind.msg]).toEqual([
          Code.QUOTA_OVERRIDE_SUBJECT,
          'This quota counts per organisation: choose an organisation',
        ]);
        const saved = await server.call(
          quotaOverrideSave,
          { ruleId: rule.data.id, orgId: orgs.sports, amount: 480 },
          { token: admin },
        );
        expect([saved.code, saved.data.overrideAmount]).toEqual([0, 480]);
        // The approver belongs to the Sports Department; the booker (Computer Science) is outside the rule.
        const approver = (await server.login(DEMO.approver)).token;
        const theirs = (await server.call(recordQuota, undefined, { token: approver })).data.find(
          (q) => q.ruleId === rule.data.id,
        );
        expect(theirs).toMatchObject({ subject: 'org', limit: 480, used: 0, overridden: true });
        expect(
          (await server.call(recordQuota, undefined, { token: booker })).data.find((q) => q.ruleId === rule.data.id),
        ).toBeUndefined();
      } finally {
        await server.call(quotaRuleDelete, { ids: [rule.data.id] }, { token: admin });
      }
    },
  );
});

describe('access', () => {
  it('refuses the back-office calls to a booker and changes nothing', async () => {
    const [bar] = await server.db
      .insert(creditBreach)
      .values({
        userId: ids.booker,
        scoreAt: 50,
        barredFrom: new Date(),
        barredUntil: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const refused = await Promise.all([
      server.call(creditAdjust, { userId: ids.booker, delta: 50, remark: 'myself' }, { token: booker }),
      server.call(breachLift, { id: bar.id }, { token: booker }),
      server.call(creditPage, {}, { token: booker }),
      server.call(
        quotaRuleAdd,
        { name: 'Mine', subject: 'user', period: 'day', unit: 'count', amount: 99 },
        { token: booker },
      ),
    ]);
    expect(refused.map((r) => [r.status, r.code])).toEqual(Array(4).fill([403, Code.FORBIDDEN]));
    expect(await server.query(sql`select * from credit_record`)).toEqual([]);
    expect(await server.query(sql`select lifted_at from credit_breach`)).toEqual([{ lifted_at: null }]);
    expect(await server.query(sql`select * from quota_rule where name = 'Mine'`)).toEqual([]);
  });
});
