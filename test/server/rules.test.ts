/**
 * Reservation rules and where they apply (/reserve, /sceneRules): round trips
 * checked against the stored rows, contradictions refused with RULE_INVALID (localized,
 * nothing stored), unknown organisations / roles / identities refused, the default rule
 * (one at a time; not deletable or disablable), bound rules neither deletable nor
 * disablable, one binding per scene and per site with the site's own winning, and the
 * operation log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reserveRuleAdd,
  reserveRuleDelete,
  reserveRuleEdit,
  reserveRuleList,
  reserveRulePage,
  reserveRuleSetAsDefault,
  sceneRuleBindScene,
  sceneRuleBindSite,
  sceneRuleList,
  sceneRuleSitePage,
  type ReserveRuleFields,
} from '../../platform/contracts/rules.contract';
import type { CallInput } from '../../platform/contracts/define-call';
import { Code } from '../../platform/protocol/codes';
import { rulesForSites } from '../../server/modules/rules/rule.queries';
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

/** A valid rule input; `over` replaces fields. */
function ruleInput(over: Partial<CallInput<typeof reserveRuleAdd>> = {}): CallInput<typeof reserveRuleAdd> {
  return {
    name: 'Evening courts',
    advanceDays: 7,
    openDaysBefore: 2,
    openTime: '08:00',
    minMinutes: 30,
    maxMinutes: 120,
    perDay: 1,
    perWeek: 3,
    cancelBeforeMinutes: 60,
    lateCancelMinutes: 120,
    checkInBeforeMinutes: 10,
    checkInAfterMinutes: 10,
    needsApproval: false,
    participantsMin: 1,
    participantsMax: 4,
    holdMinutes: 5,
    allowCrossDay: false,
    maxCrossDays: 1,
    waitlist: true,
    status: 0,
    sort: 5,
    remark: 'weekday evenings',
    ...over,
  };
}

describe('reservation rules', () => {
  it('adds a rule with every column stored, lists and pages it, and logs the change', async () => {
    const sports = await server.idOf(sql`select id from sys_org where code = 'sports'`);
    const userRole = await server.idOf(sql`select id from sys_role where code = 'user'`);
    const added = await server.call(
      reserveRuleAdd,
      ruleInput({ orgIds: [sports, sports], roleIds: [userRole], idents: ['visitor'] }),
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({
      name: 'Evening courts',
      isDefault: false,
      bindingCount: 0,
      orgIds: [sports],
      roleIds: [userRole],
    });
    expect(
      await server.one(sql`select org_ids, role_ids, idents, advance_days, open_days_before, open_time, min_minutes,
        max_minutes,
      per_day, per_week, cancel_before_minutes, late_cancel_minutes, check_in_before_minutes, check_in_after_minutes,
        needs_approval,
      participants_min, participants_max, hold_minutes, allow_cross_day, max_cross_days, waitlist, status, sort, remark
      from reserve_rule where id = ${added.data.id}`),
    ).toEqual({
      org_ids: [sports],
      role_ids: [userRole],
      idents: ['visitor'],
      advance_days: 7,
      open_days_before: 2,
      open_time: '08:00',
      min_minutes: 30,
      max_minutes: 120,
      per_day: 1,
      per_week: 3,
      cancel_before_minutes: 60,
      late_cancel_minutes: 120,
      check_in_before_minutes: 10,
      check_in_after_minutes: 10,
      needs_approval: false,
      participants_min: 1,
      participants_max: 4,
      hold_minutes: 5,
      allow_cross_day: false,
      max_cross_days: 1,
      waitlist: true,
      status: 0,
      sort: 5,
      remark: 'weekday evenings',
    });
    const page = await server.call(reserveRulePage, { keyword: 'evening' }, { token: admin });
    expect(page.data.rows.map((r) => r.id)).toEqual([added.data.id]);
    expect((await server.call(reserveRuleList, undefined, { token: booker })).data).toContainEqual({
      id: added.data.id,
      name: 'Evening courts',
      isDefault: false,
    });
    expect(
      await server.one(sql`select path, after->>'name' as name from operation_log where path = '/resv/reserveRule/add'
        order by id
          desc limit 1`),
    ).toEqual({ path: '/resv/reserveRule/add', name: 'Evening courts' });
  });

  it(
    'takes empty inputs as "no limit" and refuses contradictions with a localized RULE_INVALID, storing ' + 'nothing',
    async () => {
      const open = await server.call(
        reserveRuleAdd,
        ruleInput({
          name: 'Open',
          openDaysBefore: '' as never,
          openTime: '',
          maxMinutes: null,
          perDay: null,
          perWeek: null,
          participantsMax: null,
          remark: '',
        }),
        { token: admin },
      );
      expect(open.code).toBe(0);
      expect(open.data).toMatchObject({
        openDaysBefore: null,
        openTime: null,
        maxMinutes: null,
        perDay: null,
        perWeek: null,
        remark: null,
      });

      const before = await server.one<{ n: number }>(sql`select count(*)::int as n from reserve_rule`);
      const cases: [Partial<ReserveRuleFields>, string, string][] = [
        [{ minMinutes: 60, maxMinutes: 30 }, 'maxBelowMin', '最长预约时长不能小于最短预约时长'],
        [{ participantsMin: 3, participantsMax: 2 }, 'participantsBelowMin', '参与人数上限不能小于下限'],
        [{ openDaysBefore: 2, openTime: null }, 'openPair', '“提前开放天数”和“开放时间”须同时填写或同时留空'],
        [{ openDaysBefore: 9, advanceDays: 7 }, 'openBeyondAdvance', '提前开放天数不能大于可提前预约天数'],
        [{ perDay: 3, perWeek: 2 }, 'perWeekBelowPerDay', '每周预约次数不能小于每天预约次数'],
        [{ allowCrossDay: true, maxCrossDays: 1 }, 'crossDaysTooFew', '允许跨天预约时，最多跨天数至少为 2'],
      ];
      for (const [over, problem, message] of cases) {
        const r = await server.call(reserveRuleAdd, ruleInput({ name: problem, ...over }), {
          token: admin,
          lang: 'CN',
        });
        expect({ code: r.code, msg: r.msg }, problem).toEqual({ code: Code.RULE_INVALID, msg: message });
      }
      const en = await server.call(reserveRuleAdd, ruleInput({ minMinutes: 60, maxMinutes: 30 }), {
        token: admin,
        lang: 'EN',
      });
      expect(en.msg).toBe('The longest booking cannot be shorter than the shortest');
      expect((await server.call(reserveRuleAdd, ruleInput({ openTime: '24:00' }), { token: admin })).code).toBe(
        Code.BAD_REQUEST,
      );
      expect((await server.call(reserveRuleAdd, ruleInput({ orgIds: [99999] }), { token: admin })).code).toBe(
        Code.BAD_REQUEST,
      );
      expect((await server.call(reserveRuleAdd, ruleInput({ roleIds: [99999] }), { token: admin })).code).toBe(
        Code.BAD_REQUEST,
      );
      const ident = await server.call(reserveRuleAdd, ruleInput({ idents: ['nobody'] }), { token: admin });
      expect({ code: ident.code, msg: ident.msg }).toMatchObject({
        code: Code.BAD_REQUEST,
        msg: expect.stringContaining('idents: no record nobody'),
      });
      expect(await server.one(sql`select count(*)::int as n from reserve_rule`)).toEqual(before);
    },
  );

  it('edits a rule: the fields are checked again and updatedAt moves', async () => {
    const added = await server.call(reserveRuleAdd, ruleInput({ name: 'To edit' }), { token: admin });
    const edited = await server.call(
      reserveRuleEdit,
      { ...ruleInput({ name: 'Edited', maxMinutes: 240, needsApproval: true }), id: added.data.id },
      { token: admin },
    );
    expect(edited.code).toBe(0);
    expect(
      await server.one(sql`select name, max_minutes, needs_approval from reserve_rule where id = ${added.data.id}`),
    ).toEqual({ name: 'Edited', max_minutes: 240, needs_approval: true });
    const bad = await server.call(
      reserveRuleEdit,
      { ...ruleInput({ name: 'Bad', minMinutes: 300 }), id: added.data.id },
      { token: admin },
    );
    expect(bad.code).toBe(Code.RULE_INVALID);
    expect(await server.one(sql`select name from reserve_rule where id = ${added.data.id}`)).toEqual({
      name: 'Edited',
    });
    expect((await server.call(reserveRuleEdit, { ...ruleInput(), id: 99999 }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('keeps one default: setAsDefault moves it, and the default can be neither deleted nor disabled', async () => {
    const a = (await server.call(reserveRuleAdd, ruleInput({ name: 'Default A' }), { token: admin })).data;
    const b = (await server.call(reserveRuleAdd, ruleInput({ name: 'Default B' }), { token: admin })).data;
    expect((await server.call(reserveRuleSetAsDefault, { id: a.id }, { token: admin })).data.isDefault).toBe(true);
    expect((await server.call(reserveRuleSetAsDefault, { id: b.id }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select id from reserve_rule where is_default`)).toEqual([{ id: b.id }]);

    const del = await server.call(reserveRuleDelete, { ids: [a.id, b.id] }, { token: admin, lang: 'EN' });
    expect(del.code).toBe(Code.RULE_DEFAULT_PROTECTED);
    expect(del.msg).toContain('"Default B" is the default reservation rule');
    const disable = await server.call(
      reserveRuleEdit,
      { ...ruleInput({ name: 'Default B', status: 1 }), id: b.id },
      { token: admin },
    );
    expect(disable.code).toBe(Code.RULE_DEFAULT_PROTECTED);
    expect(
      await server.query(sql`select id, status from reserve_rule where id in (${a.id}, ${b.id}) order by id`),
    ).toEqual([
      { id: a.id, status: 0 },
      { id: b.id, status: 0 },
    ]);

    const off = (await server.call(reserveRuleAdd, ruleInput({ name: 'Off', status: 1 }), { token: admin })).data;
    const refused = await server.call(reserveRuleSetAsDefault, { id: off.id }, { token: admin });
    expect(refused.code).toBe(Code.RULE_DISABLED);
    expect(await server.query(sql`select id from reserve_rule where is_default`)).toEqual([{ id: b.id }]);
    expect((await server.call(reserveRuleDelete, { ids: [a.id, off.id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select id from reserve_rule where id in (${a.id}, ${off.id})`)).toEqual([]);
  });
});

describe('scene rules', () => {
  it("binds a rule to a scene and to a site: one binding each, the site's own wins, clearing falls back", async () => {
    const scene = await server.idOf(sql`select id from scene where code = 'basketball'`);
    const court = await server.idOf(sql`select id from site where name_en = 'Basketball Court 2'`);
    // The demo data binds "Match court" to Basketball Court 4.
    const court4 = await server.idOf(sql`select id from site where name_en = 'Basketball Court 4'`);
    const other = await server.idOf(sql`select id from site where name_en = 'Basketball Court 3'`);
    const x = (await server.call(reserveRuleAdd, ruleInput({ name: 'Scene X' }), { token: admin })).data;
    const y = (await server.call(reserveRuleAdd, ruleInput({ name: 'Site Y' }), { token: admin })).data;
    const defaultId = await server.idOf(sql`select id from reserve_rule where is_default`);

    const bound = await server.call(sceneRuleBindScene, { sceneId: scene, ruleId: y.id }, { token: admin });
    expect(bound.code).toBe(0);
    const rebound = await server.call(sceneRuleBindScene, { sceneId: scene, ruleId: x.id }, { token: admin });
    expect(rebound.data).toMatchObject({ sceneId: scene, ruleId: x.id, ruleName: 'Scene X', overrideCount: 1 });
    expect(await server.query(sql`select rule_id from reserve_rule_binding where scene_id = ${scene}`)).toEqual([
      { rule_id: x.id },
    ]);

    await server.call(sceneRuleBindSite, { siteId: court, ruleId: x.id }, { token: admin });
    const site = await server.call(sceneRuleBindSite, { siteId: court, ruleId: y.id }, { token: admin });
    expect(site.data).toMatchObject({
      siteId: court,
      ruleId: y.id,
      effectiveRuleId: y.id,
      source: 'site',
      place: 'West Campus / Gymnasium / 1F',
    });
    expect(await server.query(sql`select rule_id from reserve_rule_binding where site_id = ${court}`)).toEqual([
      { rule_id: y.id },
    ]);

    const rules = await rulesForSites(server.db, [court, other]);
    expect(rules.get(court)).toEqual({ ruleId: y.id, source: 'site' });
    expect(rules.get(other)).toEqual({ ruleId: x.id, source: 'scene' });

    const list = await server.call(sceneRuleList, undefined, { token: admin });
    expect(list.data.defaultRule?.id).toBe(defaultId);
    expect(list.data.scenes.find((s) => s.sceneId === scene)).toMatchObject({
      ruleId: x.id,
      overrideCount: 2,
      sceneName: 'Basketball',
    });
    const overridden = await server.call(sceneRuleSitePage, { sceneId: scene, overridden: 'true' }, { token: admin });
    expect(overridden.data.rows.map((r) => r.siteId)).toEqual([court, court4]);
    const all = await server.call(sceneRuleSitePage, { sceneId: scene }, { token: admin });
    // The four courts and the sport venue's full court 5 with its two halves (seed-sport-sites.ts).
    expect(all.data.total).toBe(7);

    const inUse = await server.call(reserveRuleDelete, { ids: [y.id] }, { token: admin, lang: 'EN' });
    expect(inUse.code).toBe(Code.RULE_IN_USE);
    expect(inUse.msg).toContain('still applies to 1 scene(s) or site(s)');
    expect(
      (await server.call(reserveRuleEdit, { ...ruleInput({ name: 'Scene X', status: 1 }), id: x.id }, { token: admin }))
        .code,
    ).toBe(Code.RULE_IN_USE);

    expect(
      (await server.call(sceneRuleBindSite, { siteId: court, ruleId: null }, { token: admin })).data,
    ).toMatchObject({ ruleId: null, effectiveRuleId: x.id, source: 'scene' });
    expect(
      (await server.call(sceneRuleBindScene, { sceneId: scene, ruleId: null }, { token: admin })).data.ruleId,
    ).toBeNull();
    expect((await rulesForSites(server.db, [court])).get(court)).toEqual({ ruleId: defaultId, source: 'default' });
    expect(
      await server.query(sql`select id from reserve_rule_binding where scene_id = ${scene} or site_id = ${court}`),
    ).toEqual([]);
    expect((await server.call(reserveRuleDelete, { ids: [y.id] }, { token: admin })).code).toBe(0);
  });

  it('refuses a disabled rule, unknown targets and unknown rules, changing nothing', async () => {
    const scene = await server.idOf(sql`select id from scene where code = 'tableTennis'`);
    const off = (await server.call(reserveRuleAdd, ruleInput({ name: 'Disabled', status: 1 }), { token: admin })).data;
    const before = await server.query(sql`select * from reserve_rule_binding order by id`);
    const r = await server.call(sceneRuleBindScene, { sceneId: scene, ruleId: off.id }, { token: admin, lang: 'TC' });
    expect({ code: r.code, msg: r.msg }).toEqual({
      code: Code.RULE_DISABLED,
      msg: '預約規則「Disabled」已停用，不能綁定或設為預設',
    });
    expect((await server.call(sceneRuleBindScene, { sceneId: 99999, ruleId: null }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await server.call(sceneRuleBindSite, { siteId: 99999, ruleId: null }, { token: admin })).code).toBe(
      Code.SITE_NOT_FOUND,
    );
    expect((await server.call(sceneRuleBindScene, { sceneId: scene, ruleId: 99999 }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
    expect(await server.query(sql`select * from reserve_rule_binding order by id`)).toEqual(before);
  });
});
