/**
 * Form rules (/formRule): CRUD round trips against the stored rows (DUPLICATE names,
 * NOT_FOUND references, status), which form a booking needs (formRuleFor: site > reservation
 * rule > scene > unbound, then priority, then age; disabled rules, disabled or unsaved forms
 * never apply), what /api/formRule/forBooking answers (only for sites that need approval),
 * and a booking that needs approval under a form rule: its values are checked against the
 * form (FORM_VALUES_INVALID books nothing; a workflow without approvers approves at once); a
 * booking needing no approval ignores the rules. A booking's form that its booker may not start
 * on its own: previewed and its CUSTOM approvers searched through the booking's site only, and
 * booked with the approver chosen. The processes themselves:
 * booking-approval-process.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formRuleAdd,
  formRuleChangeStatus,
  formRuleChoices,
  formRuleDelete,
  formRuleEdit,
  formRuleForBooking,
  formRulePage,
} from '../../platform/contracts/form-rule.contract';
import { formDefineAdd, formDefineSave, formGroupAdd } from '../../platform/contracts/workflow.contract';
import { candidateUserByNodeCandidateType } from '../../platform/contracts/workflow-candidate.contract';
import { processPreview } from '../../platform/contracts/workflow-process.contract';
import type { FormSchema } from '../../platform/forms/form-definition';
import { Code } from '../../platform/protocol/codes';
import { formRuleFor } from '../../server/modules/workflow/form-rule.queries';
import { at, DEMO, nextWeekDay, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
const sites: Record<string, { id: number; sceneId: number }> = {};
let groupId: number;

const text = (cn: string) => ({ cn, en: `${cn} (en)`, tc: cn });
const SCHEMA: FormSchema = {
  fields: [{ id: 'purpose', type: 'text', label: text('Purpose'), required: true, limits: { maxLength: 50 } }],
};

let seq = 0;
/** A new form, saved once with {@link SCHEMA} unless `saved` is false; its id. */
async function newForm(saved = true): Promise<number> {
  const r = await server.call(formDefineAdd, { groupId, name: `Booking form ${++seq}` }, { token: admin });
  expect(r.code).toBe(0);
  if (saved) {
    const s = await server.call(
      formDefineSave,
      { id: r.data.id, schema: SCHEMA, workflow: { nodes: [] } },
      {
        token: admin,
      },
    );
    expect(s.code).toBe(0);
  }
  return r.data.id;
}

/** A new enabled rule binding `defineId` as given; its id. */
async function newRule(
  defineId: number,
  binds: { sceneIds?: number[]; siteIds?: number[]; ruleIds?: number[]; priority?: number } = {},
): Promise<number> {
  const r = await server.call(formRuleAdd, { name: `Rule ${++seq}`, defineId, ...binds }, { token: admin });
  expect(r.code).toBe(0);
  return r.data.id;
}

/** The rows of form_rule, to show a refusal changed nothing. */
const ruleTable = async () => server.query(sql`select * from form_rule order by id`);

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  await server.query(sql`update reserve_rule set per_day = null, per_week = null`);
  for (const s of await server.query<{ id: number; name: string; scene_id: number }>(
    sql`select id, name_en as name, scene_id from site`,
  ))
    sites[s.name] = { id: s.id, sceneId: s.scene_id };
  const g = await server.call(formGroupAdd, { name: 'Bookings' }, { token: admin });
  groupId = g.data.id;
});
afterAll(async () => {
  await server?.close();
});

describe('form rules', () => {
  it('adds, lists, edits, disables and deletes a rule; names are unique; references must exist', async () => {
    const defineId = await newForm();
    const room = sites['Meeting Room 301'];
    const added = await server.call(
      formRuleAdd,
      { name: 'Meeting rooms', defineId, sceneIds: [room.sceneId, room.sceneId], siteIds: [room.id], priority: 5 },
      { token: admin, lang: 'EN' },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({
      name: 'Meeting rooms',
      defineId,
      defineName: `Booking form ${seq}`,
      sceneIds: [room.sceneId],
      siteIds: [room.id],
      siteNames: ['Meeting Room 301'],
      ruleIds: [],
      ruleNames: [],
      priority: 5,
      status: 0,
    });
    expect(added.data.sceneNames).toHaveLength(1);
    const id = added.data.id;

    const before = await ruleTable();
    expect((await server.call(formRuleAdd, { name: 'Meeting rooms', defineId }, { token: admin })).code).toBe(
      Code.DUPLICATE,
    );
    expect((await server.call(formRuleAdd, { name: 'Other', defineId: 999_999 }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
    expect(
      (await server.call(formRuleAdd, { name: 'Other', defineId, siteIds: [999_999] }, { token: admin })).code,
    ).toBe(Code.NOT_FOUND);
    expect((await server.call(formRuleEdit, { id: 999_999, name: 'X', defineId }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
    expect(await ruleTable()).toEqual(before);
    // Back-office only.
    expect((await server.call(formRuleAdd, { name: 'Mine', defineId }, { token: booker })).code).toBe(Code.FORBIDDEN);

    const edited = await server.call(
      formRuleEdit,
      { id, name: 'Meeting rooms 3F', defineId, siteIds: [], sceneIds: [room.sceneId], priority: 1 },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ name: 'Meeting rooms 3F', siteIds: [], priority: 1 });
    expect(await server.one(sql`select name, site_ids, scene_ids, priority from form_rule where id = ${id}`)).toEqual({
      name: 'Meeting rooms 3F',
      site_ids: [],
      scene_ids: [room.sceneId],
      priority: 1,
    });

    const page = await server.call(formRulePage, { keyword: '3F' }, { token: admin });
    expect(page.data.rows.map((r) => r.id)).toEqual([id]);

    const disabled = await server.call(formRuleChangeStatus, { id, status: 1 }, { token: admin });
    expect(disabled.data.status).toBe(1);
    const enabledOnly = await server.call(formRulePage, { status: 0, pageSize: 100 }, { token: admin });
    expect(enabledOnly.data.rows.map((r) => r.id)).not.toContain(id);

    const choices = await server.call(formRuleChoices, {}, { token: admin });
    expect(choices.data.forms.map((f) => f.id)).toContain(defineId);
    expect(choices.data.sites.find((s) => s.id === room.id)?.name).toMatch(/ \/ Meeting Room 301$/);
    expect(choices.data.scenes.map((s) => s.id)).toContain(room.sceneId);
    expect(choices.data.rules.length).toBeGreaterThan(0);

    expect((await server.call(formRuleDelete, { ids: [id, 999_999] }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await server.call(formRuleDelete, { ids: [id] }, { token: admin })).code).toBe(0);
    expect(await server.one(sql`select id from form_rule where id = ${id}`)).toBeUndefined();
  });
});

describe('which form a booking needs', () => {
  it('site > reservation rule > scene > unbound, then priority, then the older rule', async () => {
    await server.query(sql`delete from form_rule`);
    const room = sites['Meeting Room 302'];
    const place = { sceneId: room.sceneId, siteId: room.id, ruleId: 4242 };
    const [unbound, byScene, bySceneHigh, byRule, bySite, other] = [
      await newForm(),
      await newForm(),
      await newForm(),
      await newForm(),
      await newForm(),
      await newForm(),
    ];
    const ruleId = await server.idOf(sql`select id from reserve_rule order by id limit 1`);
    place.ruleId = ruleId;

    expect(await formRuleFor(server.db, place)).toBeNull();
    await newRule(unbound);
    expect((await formRuleFor(server.db, place))?.defineId).toBe(unbound);
    await newRule(byScene, { sceneIds: [room.sceneId] });
    expect((await formRuleFor(server.db, place))?.defineId).toBe(byScene);
    const high = await newRule(bySceneHigh, { sceneIds: [room.sceneId], priority: 9 });
    expect((await formRuleFor(server.db, place))?.defineId).toBe(bySceneHigh);
    await newRule(byRule, { ruleIds: [ruleId] });
    expect((await formRuleFor(server.db, place))?.defineId).toBe(byRule);
    const siteRule = await newRule(bySite, { siteIds: [room.id], sceneIds: [room.sceneId] });
    const found = await formRuleFor(server.db, place);
    expect(found).toMatchObject({ defineId: bySite, version: 1, schema: SCHEMA });
    // Another site's rule does not apply.
    await newRule(other, { siteIds: [sites['Meeting Room 303'].id], priority: 99 });
    expect((await formRuleFor(server.db, place))?.defineId).toBe(bySite);

    // A disabled rule, or a disabled form, applies nowhere.
    await server.call(formRuleChangeStatus, { id: siteRule, status: 1 }, { token: admin });
    expect((await formRuleFor(server.db, place))?.defineId).toBe(byRule);
    await server.query(sql`update form_define set status = 1 where id = ${byRule}`);
    expect((await formRuleFor(server.db, { ...place, ruleId: null }))?.defineId).toBe(bySceneHigh);
    await server.call(formRuleChangeStatus, { id: high, status: 1 }, { token: admin });
    expect((await formRuleFor(server.db, place))?.defineId).toBe(byScene);
    // A form without a saved version cannot be filled: its rule does not apply.
    await newRule(await newForm(false), { siteIds: [room.id], priority: 100 });
    expect((await formRuleFor(server.db, place))?.defineId).toBe(byScene);
  });

  it('forBooking answers the form only for a site whose bookings need approval', async () => {
    await server.query(sql`delete from form_rule`);
    const defineId = await newForm();
    await newRule(defineId);
    const pending = await server.call(formRuleForBooking, { siteId: sites['Meeting Room 301'].id }, { token: booker });
    expect(pending.data).toMatchObject({ defineId, version: 1, schema: SCHEMA });
    const free = await server.one<{ id: number }>(sql`select s.id from site s where not s.needs_approval
      and not exists (select 1 from reserve_rule r where r.needs_approval) limit 1`);
    if (free) {
      const none = await server.call(formRuleForBooking, { siteId: free.id }, { token: booker });
      expect(none.code).toBe(0);
      expect(none.data).toBeNull();
    }
    expect((await server.call(formRuleForBooking, { siteId: 999_999 }, { token: booker })).code).toBe(
      Code.SITE_NOT_FOUND,
    );
  });
});

describe('a booking under a form rule', () => {
  const tuesday = nextWeekDay(2);

  it('must bring values that fit the form: FORM_VALUES_INVALID books nothing', async () => {
    await server.query(sql`delete from form_rule`);
    const room = sites['Meeting Room 301'];
    await newRule(await newForm(), { siteIds: [room.id] });
    const input = { siteId: room.id, start: at(tuesday, '14:00'), end: at(tuesday, '15:00') };
    const count = async () =>
      (await server.one<{ n: number }>(sql`select count(*)::int as n from reservation where site_id = ${room.id}`))!.n;
    const before = await count();

    const missing = await server.book(input, { token: booker });
    expect(missing.code).toBe(Code.FORM_VALUES_INVALID);
    const tooLong = await server.book({ ...input, formValues: { purpose: 'x'.repeat(51) } }, { token: booker });
    expect(tooLong.code).toBe(Code.FORM_VALUES_INVALID);
    expect(await count()).toBe(before);

    const booked = await server.book({ ...input, formValues: { purpose: 'Board meeting' } }, { token: booker });
    expect(booked.code).toBe(0);
    // The form's workflow has no approver: its process ends at once, approving the booking.
    expect(booked.data.status).toBe('approved');
    expect(
      await server.one(sql`select status from wf_process where business_type = 'RESERVATION'
        and business_key = ${String(booked.data.id)}`),
    ).toEqual({ status: 'APPROVED' });
  });

  it('a booking that needs no approval ignores the form rules', async () => {
    const free = await server.one<{ id: number; scene_id: number }>(sql`select s.id, s.scene_id from site s
      join reserve_rule_binding b on b.site_id = s.id or b.scene_id = s.scene_id
      join reserve_rule r on r.id = b.rule_id and not r.needs_approval
      where not s.needs_approval limit 1`);
    if (!free) return;
    await newRule(await newForm(), { siteIds: [free.id] });
    const forBooking = await server.call(formRuleForBooking, { siteId: free.id }, { token: booker });
    expect(forBooking.data).toBeNull();
  });
});

describe("a booking's form with an approver the booker chooses", () => {
  const wednesday = nextWeekDay(3);
  const name = text('Host');

  it('is previewed and its people searched through the booking site only, and books with the choice', async () => {
    await server.query(sql`delete from form_rule`);
    const room = sites['Meeting Room 302'];
    const office = await server.one<{ id: number }>(sql`select id from sys_org where code = 'admin-office'`);
    const approver = await server.one<{ id: number }>(sql`select id from sys_user where account = 'approver'`);
    // Startable only by the administration office: the booker cannot start it on its own.
    const added = await server.call(
      formDefineAdd,
      { groupId, name: `Booking form ${++seq}`, startOrgIds: [office!.id] },
      { token: admin },
    );
    const defineId = added.data.id;
    const workflow = { nodes: [{ id: 'host', kind: 'approver', name, candidates: { type: 'CUSTOM' } }] };
    const saved = await server.call(formDefineSave, { id: defineId, schema: SCHEMA, workflow }, { token: admin });
    expect(saved.code).toBe(0);
    await newRule(defineId, { siteIds: [room.id] });
    const other = sites['Meeting Room 303'];

    // Without the site, or with a site whose bookings need another form (or none): as if it did not exist.
    expect((await server.call(processPreview, { defineId }, { token: booker })).code).toBe(Code.FORM_NOT_STARTABLE);
    expect((await server.call(processPreview, { defineId, siteId: other.id }, { token: booker })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await server.call(processPreview, { defineId, siteId: 999_999 }, { token: booker })).code).toBe(
      Code.SITE_NOT_FOUND,
    );
    const search = (siteId?: number) =>
      server.call(
        candidateUserByNodeCandidateType,
        { defineId, nodeId: 'host', keyword: 'approver', ...(siteId ? { siteId } : {}) },
        { token: booker },
      );
    expect((await search()).code).toBe(Code.NOT_FOUND);
    expect((await search(other.id)).code).toBe(Code.NOT_FOUND);

    // Through the booking's site: the path with the booker's choice to make, and the people to choose from.
    const preview = await server.call(processPreview, { defineId, siteId: room.id }, { token: booker });
    expect(preview.code).toBe(0);
    expect(preview.data.steps).toMatchObject([{ nodeId: 'host', chooses: true, users: [] }]);
    const found = await search(room.id);
    expect(found.code).toBe(0);
    expect(found.data.map((u) => u.id)).toContain(approver!.id);

    // Booked without a choice: refused, nothing stored; with it: the chosen approver's task.
    const input = {
      siteId: room.id,
      start: at(wednesday, '10:00'),
      end: at(wednesday, '11:00'),
      formValues: { purpose: 'Visiting delegation' },
    };
    const stored = async () =>
      (await server.one<{ n: number }>(sql`select count(*)::int as n from reservation where site_id = ${room.id}`))!.n;
    const before = await stored();
    expect((await server.book(input, { token: booker })).code).toBe(Code.CANDIDATE_REQUIRED);
    expect(await stored()).toBe(before);
    const booked = await server.book({ ...input, customChoices: { host: [approver!.id] } }, { token: booker });
    expect(booked.code).toBe(0);
    expect(booked.data.status).toBe('pendingAudit');
    expect(
      await server.query(sql`select t.user_id, t.node_id from wf_task t join wf_process p on p.id = t.process_id
        where p.business_type = 'RESERVATION' and p.business_key = ${String(booked.data.id)}`),
    ).toEqual([{ user_id: approver!.id, node_id: 'host' }]);
  });
});
