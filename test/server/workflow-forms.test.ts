/**
 * Form groups and form definitions (/formGroup, /formDefine, /building, /start): CRUD round
 * trips against the stored rows, DUPLICATE names, FORM_GROUP_IN_USE, saving versions 1, 2 …
 * (two concurrent saves get distinct numbers; versions are never rewritten), the form and
 * workflow checks of a save, and who sees a definition in detail and among the startable forms
 * (designers everything; others by organisation — with those under it — role, enabled and
 * saved). Every refusal leaves the tables as they were.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formDefineAdd,
  formDefineDelete,
  formDefineEdit,
  formDefinePage,
  formDefineSave,
  formDefineVersions,
  formGroupAdd,
  formGroupDelete,
  formGroupEdit,
  formGroupList,
  formGroupPage,
  startableForms,
  workflowDefineDetail,
} from '../../platform/contracts/workflow.contract';
import type { FormSchema } from '../../platform/forms/form-definition';
import { checkFormSchema } from '../../platform/forms/form-values-schema';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
let approver: string;
const orgs: Record<string, number> = {};
const roles: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  approver = (await server.login(DEMO.approver)).token;
  for (const o of await server.query<{ id: number; code: string }>(sql`select id, code from sys_org`))
    orgs[o.code] = Number(o.id);
  for (const r of await server.query<{ id: number; code: string }>(sql`select id, code from sys_role`))
    roles[r.code] = Number(r.id);
});
afterAll(async () => {
  await server?.close();
});

/** A digest of the workflow tables' contents, to show a refusal changed nothing. */
async function workflowTables(): Promise<string> {
  const [row] = await server.query<{ d: string }>(sql`select
    (select coalesce(string_agg(x::text, '|' order by x.id), '') from form_group x) || '#' ||
    (select coalesce(string_agg(x::text, '|' order by x.id), '') from form_define x) || '#' ||
    (select coalesce(string_agg(x::text, '|' order by x.id), '') from form_define_version x) as d`);
  return row.d;
}

const text = (cn: string) => ({ cn, en: cn, tc: cn });
const SCHEMA: FormSchema = {
  fields: [
    { id: 'reason', type: 'text', label: text('Reason'), required: true, limits: {} },
    { id: 'amount', type: 'money', label: text('Amount'), required: false, limits: { min: 0 } },
  ],
};
const WORKFLOW = { nodes: [] };

let seq = 0;
/** A new group (enabled unless said) and its id. */
async function newGroup(status: 0 | 1 = 0): Promise<number> {
  const r = await server.call(formGroupAdd, { name: `Group ${++seq}`, status }, { token: admin });
  expect(r.code).toBe(0);
  return r.data.id;
}

/** A new definition in `groupId` with the given start lists, saved once unless `saved` is false. */
async function newDefine(
  groupId: number,
  start: { startOrgIds?: number[]; startRoleIds?: number[]; status?: 0 | 1 } = {},
  saved = true,
): Promise<number> {
  const r = await server.call(formDefineAdd, { groupId, name: `Form ${++seq}`, ...start }, { token: admin });
  expect(r.code).toBe(0);
  if (saved)
    expect(
      (await server.call(formDefineSave, { id: r.data.id, schema: SCHEMA, workflow: WORKFLOW }, { token: admin })).code,
    ).toBe(0);
  return r.data.id;
}

describe('form groups', () => {
  it('adds, edits, lists and deletes a group; names are unique; a group with forms stays', async () => {
    const added = await server.call(
      formGroupAdd,
      { name: '人事', nameEn: 'Personnel', nameTc: '人事', sort: 5 },
      { token: admin },
    );
    expect(added.data).toEqual({
      id: added.data.id,
      name: '人事',
      nameEn: 'Personnel',
      nameTc: '人事',
      sort: 5,
      status: 0,
      formCount: 0,
    });
    const id = added.data.id;

    const before = await workflowTables();
    const dup = await server.call(formGroupAdd, { name: '人事' }, { token: admin, lang: 'EN' });
    expect(dup.code).toBe(Code.DUPLICATE);
    expect(await workflowTables()).toBe(before);

    const edited = await server.call(
      formGroupEdit,
      { id, name: '人事处', nameEn: 'HR', sort: 1, status: 1 },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ name: '人事处', nameEn: 'HR', nameTc: '', sort: 1, status: 1 });
    expect(await server.one(sql`select name, status from form_group where id = ${id}`)).toEqual({
      name: '人事处',
      status: 1,
    });

    const page = await server.call(formGroupPage, { keyword: 'HR', pageSize: 50 }, { token: admin });
    expect(page.data.rows.map((r) => r.id)).toEqual([id]);
    // The picker list holds enabled groups only.
    const list = await server.call(formGroupList, {}, { token: booker });
    expect(list.data.map((g) => g.name)).toContain('通用');
    expect(list.data.map((g) => g.id)).not.toContain(id);

    const defineId = await newDefine(id, {}, false);
    const held = await workflowTables();
    const inUse = await server.call(formGroupDelete, { ids: [id] }, { token: admin, lang: 'EN' });
    expect(inUse.code).toBe(Code.FORM_GROUP_IN_USE);
    expect(inUse.msg).toBe('This group still holds 1 forms and cannot be deleted');
    expect(await workflowTables()).toBe(held);

    expect((await server.call(formDefineDelete, { ids: [defineId] }, { token: admin })).code).toBe(0);
    expect((await server.call(formGroupDelete, { ids: [id, 987_654] }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await server.call(formGroupDelete, { ids: [id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select id from form_group where id = ${id}`)).toEqual([]);
  });
});

describe('form definitions', () => {
  it('adds, edits and pages a definition; names are unique within a group; the group must exist', async () => {
    const groupId = await newGroup();
    const other = await newGroup();
    const added = await server.call(
      formDefineAdd,
      { groupId, name: 'Travel', nameEn: 'Travel', startOrgIds: [orgs.cs, orgs.cs], startRoleIds: [roles.user] },
      { token: admin, lang: 'EN' },
    );
    expect(added.data).toMatchObject({
      groupId,
      groupName: `Group ${seq - 1}`,
      name: 'Travel',
      icon: 'form',
      startOrgIds: [orgs.cs],
      startRoleIds: [roles.user],
      status: 0,
      version: 0,
    });
    const id = added.data.id;

    const before = await workflowTables();
    expect((await server.call(formDefineAdd, { groupId, name: 'Travel' }, { token: admin })).code).toBe(Code.DUPLICATE);
    expect((await server.call(formDefineAdd, { groupId: 987_654, name: 'X' }, { token: admin })).code).toBe(
      Code.NOT_FOUND,
    );
    for (const unknown of [{ startOrgIds: [987_654] }, { startRoleIds: [roles.user, 987_654] }]) {
      const r = await server.call(formDefineAdd, { groupId, name: 'Z', ...unknown }, { token: admin });
      expect(r.code).toBe(Code.NOT_FOUND);
    }
    expect(await workflowTables()).toBe(before);
    // The same name in another group is another form.
    expect((await server.call(formDefineAdd, { groupId: other, name: 'Travel' }, { token: admin })).code).toBe(0);

    const edited = await server.call(
      formDefineEdit,
      { id, groupId: other, name: 'Travel abroad', startOrgIds: [], startRoleIds: [], status: 1 },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ groupId: other, name: 'Travel abroad', startOrgIds: [], status: 1 });
    const stored = await server.one(sql`select group_id, start_org_ids, status from form_define where id = ${id}`);
    expect(stored).toEqual({ group_id: other, start_org_ids: [], status: 1 });

    const page = await server.call(formDefinePage, { groupId: other, status: 1, pageSize: 50 }, { token: admin });
    expect(page.data.rows.map((r) => r.id)).toEqual([id]);
    const missing = await server.call(formDefineEdit, { id: 987_654, groupId, name: 'Y' }, { token: admin });
    expect(missing.code).toBe(Code.NOT_FOUND);
  });

  it('saves versions 1, 2 …, two concurrent saves getting distinct numbers; versions list newest first', async () => {
    const id = await newDefine(await newGroup(), {}, false);
    const approval = {
      nodes: [
        {
          id: 'head',
          kind: 'approver' as const,
          name: text('Head'),
          candidates: { type: 'SPECIFIED' as const, userIds: [1] },
        },
      ],
    };
    const first = await server.call(formDefineSave, { id, schema: SCHEMA, workflow: approval }, { token: admin });
    expect(first.data).toMatchObject({
      defineId: id,
      version: 1,
      schema: SCHEMA,
      workflow: { nodes: [expect.objectContaining({ id: 'head', examineMode: 'OR_SIGN' })] },
      createdByName: 'Administrator',
    });
    const v1 = await server.one<{ schema: unknown }>(
      sql`select schema from form_define_version where define_id = ${id}`,
    );

    const changed: FormSchema = { fields: [SCHEMA.fields[0]] };
    const [a, b] = await Promise.all([
      server.call(formDefineSave, { id, schema: changed, workflow: WORKFLOW }, { token: admin }),
      server.call(formDefineSave, { id, schema: changed, workflow: WORKFLOW }, { token: admin }),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect([a.data.version, b.data.version].sort()).toEqual([2, 3]);

    const versions = await server.call(formDefineVersions, { id }, { token: admin });
    expect(versions.data.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions.data[0].createdByName).toBe('Administrator');
    // Version 1 is as it was saved; the definition points at the latest.
    expect(
      await server.one(sql`select schema from form_define_version where define_id = ${id} and version = 1`),
    ).toEqual(v1);
    expect(await server.one(sql`select current_version from form_define where id = ${id}`)).toEqual({
      current_version: 3,
    });

    const old = await server.call(workflowDefineDetail, { id, version: 1 }, { token: admin });
    expect(old.data.schema).toEqual(SCHEMA);
    const latest = await server.call(workflowDefineDetail, { id }, { token: admin });
    expect({ version: latest.data.version, schema: latest.data.schema }).toEqual({ version: 3, schema: changed });
    expect((await server.call(workflowDefineDetail, { id, version: 9 }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses a form or workflow that fails its check, changing nothing', async () => {
    const id = await newDefine(await newGroup());
    const before = await workflowTables();
    const twice: FormSchema = { fields: [SCHEMA.fields[0], SCHEMA.fields[0]] };
    const form = await server.call(
      formDefineSave,
      { id, schema: twice, workflow: WORKFLOW },
      { token: admin, lang: 'EN' },
    );
    expect(form.code).toBe(Code.FORM_INVALID);
    expect(form.msg).toContain('reason');
    const noInput = await server.call(
      formDefineSave,
      {
        id,
        schema: { fields: [{ id: 'note', type: 'description', label: text('Note'), required: false, limits: {} }] },
        workflow: WORKFLOW,
      },
      { token: admin, lang: 'EN' },
    );
    expect(noInput.code).toBe(Code.FORM_INVALID);

    const workflow = {
      nodes: [
        {
          id: 'pick',
          kind: 'condition' as const,
          name: text('Pick'),
          branches: [
            { id: 'big', name: text('Big'), priority: 1, isDefault: false, nodes: [], conditions: [] },
            { id: 'small', name: text('Small'), priority: 2, isDefault: false, nodes: [], conditions: [] },
          ],
        },
      ],
    };
    const flow = await server.call(formDefineSave, { id, schema: SCHEMA, workflow }, { token: admin, lang: 'EN' });
    expect(flow.code).toBe(Code.WORKFLOW_INVALID);
    expect(flow.msg).toBe('The condition node “pick” has no default branch');
    const gone = await server.call(
      formDefineSave,
      { id: 987_654, schema: SCHEMA, workflow: WORKFLOW },
      { token: admin },
    );
    expect(gone.code).toBe(Code.NOT_FOUND);
    expect(await workflowTables()).toBe(before);
  });

  it('deletes a definition with its versions', async () => {
    const id = await newDefine(await newGroup());
    expect((await server.call(formDefineDelete, { ids: [id, 987_654] }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await server.call(formDefineDelete, { ids: [id] }, { token: admin })).code).toBe(0);
    expect(await server.query(sql`select id from form_define_version where define_id = ${id}`)).toEqual([]);
  });
});

describe('who may start a form', () => {
  const canSee = async (token: string, id: number) => (await server.call(workflowDefineDetail, { id }, { token })).code;
  const startable = async (token: string) =>
    (await server.call(startableForms, {}, { token })).data.flatMap((g) => g.forms.map((f) => f.id));

  it('by organisation, with the organisations under it', async () => {
    const group = await newGroup();
    const sports = await newDefine(group, { startOrgIds: [orgs.sports] });
    const univ = await newDefine(group, { startOrgIds: [orgs.univ] });
    const east = await newDefine(group, { startOrgIds: [orgs['sports-east']] });
    // approver: Sports Department; booker: School of Computer Science (both under the university).
    expect(await canSee(approver, sports)).toBe(0);
    expect(await canSee(booker, sports)).toBe(Code.NOT_FOUND);
    expect(await canSee(booker, univ)).toBe(0);
    expect(await canSee(approver, east)).toBe(Code.NOT_FOUND);
    expect(await startable(approver)).toEqual(expect.arrayContaining([sports, univ]));
    expect(await startable(approver)).not.toContain(east);
    expect(await startable(booker)).toContain(univ);
    expect(await startable(booker)).not.toContain(sports);
  });

  it('by role, and only enabled, saved forms of enabled groups; designers see every definition', async () => {
    const group = await newGroup();
    const users = await newDefine(group, { startRoleIds: [roles.user] });
    const disabled = await newDefine(group, { status: 1 });
    const unsaved = await newDefine(group, {}, false);
    const hidden = await newDefine(await newGroup(1));
    expect(await canSee(booker, users)).toBe(0);
    expect(await canSee(approver, users)).toBe(Code.NOT_FOUND);
    for (const id of [disabled, unsaved, hidden]) {
      expect(await canSee(booker, id)).toBe(Code.NOT_FOUND);
      expect(await canSee(admin, id)).toBe(0);
    }
    const mine = await startable(booker);
    expect(mine).toContain(users);
    for (const id of [disabled, unsaved, hidden]) expect(mine).not.toContain(id);
    const nothingSaved = await server.call(workflowDefineDetail, { id: unsaved }, { token: admin });
    expect(nothingSaved.data).toMatchObject({ version: 0, schema: { fields: [] }, workflow: { nodes: [] } });
  });

  it("lists the demo leave request for everyone, under its group, in the caller's language", async () => {
    const groups = await server.call(startableForms, { keyword: 'Leave' }, { token: booker, lang: 'EN' });
    expect(groups.data).toEqual([
      expect.objectContaining({
        name: '通用',
        nameEn: 'General',
        forms: [expect.objectContaining({ nameEn: 'Leave request', version: 1, groupName: 'General' })],
      }),
    ]);
    const detail = await server.call(workflowDefineDetail, { id: groups.data[0].forms[0].id }, { token: approver });
    expect(detail.data.schema.fields.map((f) => f.id)).toEqual(['leaveType', 'period', 'days', 'reason']);
    expect(detail.data.workflow).toEqual({ nodes: [] });
    expect(checkFormSchema(detail.data.schema)).toEqual([]);
  });
});

describe('the Workflow menu', () => {
  const MIGRATION = new URL('../../server/db/migrations/0014_workflow-forms.sql', import.meta.url);
  /** The nodes of the folder, with the roles holding each. */
  const nodes = () =>
    server.query<{ name: string; permission: string | null; status: number; roles: string | null }>(sql`
      select m.name, m.permission, m.status,
        (select string_agg(r.code, ',' order by r.code) from sys_role_menu rm join sys_role r on r.id = rm.role_id
          where rm.menu_id = m.id) as roles
      from sys_menu m
      where m.permission like 'workflow:form%' or (m.app_code = 'venue' and m.name = 'workflow' and m.type = 0)
      order by m.permission nulls first`);
  /** Runs the migration's menu statements (not its tables) as drizzle's migrator would. */
  async function runMenuStatements() {
    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      if (statement.includes('sys_menu') || statement.includes('sys_role_menu')) await server.query(sql.raw(statement));
    }
  }
  const EXPECTED = [
    { name: 'workflow', permission: null, status: 0, roles: 'admin' },
    { name: 'workflow-formDefine-add', permission: 'workflow:formDefine:add', status: 0, roles: 'admin' },
    { name: 'workflow-formDefine-delete', permission: 'workflow:formDefine:delete', status: 0, roles: 'admin' },
    { name: 'building', permission: 'workflow:formDefine:design', status: 1, roles: 'admin' },
    { name: 'workflow-formDefine-edit', permission: 'workflow:formDefine:edit', status: 0, roles: 'admin' },
    { name: 'formDefine', permission: 'workflow:formDefine:page', status: 0, roles: 'admin' },
    { name: 'workflow-formGroup-add', permission: 'workflow:formGroup:add', status: 0, roles: 'admin' },
    { name: 'workflow-formGroup-delete', permission: 'workflow:formGroup:delete', status: 0, roles: 'admin' },
    { name: 'workflow-formGroup-edit', permission: 'workflow:formGroup:edit', status: 0, roles: 'admin' },
    { name: 'formGroup', permission: 'workflow:formGroup:page', status: 0, roles: 'admin' },
  ];

  it('is seeded in the venue application for the admin role, the designer hidden', async () => {
    expect(await nodes()).toEqual(EXPECTED);
  });

  it('reaches a database seeded without it, once', async () => {
    await server.query(
      sql`delete from sys_menu where permission like 'workflow:form%' or (app_code = 'venue' and name = 'workflow')`,
    );
    expect(await nodes()).toEqual([]);
    await runMenuStatements();
    await runMenuStatements();
    expect(await nodes()).toEqual(EXPECTED);
  });
});
