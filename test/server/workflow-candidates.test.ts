/**
 * Whom a workflow may ask (server/modules/workflow/candidates.ts) on the seed's organisations
 * — univ (led by admin) › sports (led by approver) › sports-east / sports-west (no leader);
 * univ › cs (no leader; the booker's) and univ › admin-office (led by admin) — and the
 * workflow-candidate calls: the organisation tree, the users of one organisation (a path
 * parameter, through the harness and a real HTTP client), a node's people, and attachments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import * as wc from '../../platform/contracts/workflow-candidate.contract';
import * as orgContracts from '../../platform/contracts/org.contract';
import { createApiClient, type ApiError } from '../../platform/http/api-client';
import type { FormSchema } from '../../platform/forms/form-definition';
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import { Candidates } from '../../platform/workflow/workflow-definition';
import { initiatorOf, resolveCandidates } from '../../server/modules/workflow/candidates';
import { i18nOf } from '../../server/plugins/i18n';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
const users: Record<string, number> = {};
const orgs: Record<string, number> = {};
let bookerToken: string;
let approverToken: string;
let approverRole: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const r of await server.query<{ id: number; code: string }>(sql`select id, code from sys_org`))
    orgs[r.code] = r.id;
  for (const account of ['admin', 'booker', 'approver'])
    users[account] = await server.idOf(sql`select id from sys_user where account = ${account}`);
  // People of the east office, one of them disabled; an organisation tree without any leader.
  for (const [account, org, status] of [
    ['east1', 'sports-east', 0],
    ['east2', 'sports-east', 0],
    ['eastoff', 'sports-east', 1],
  ] as const) {
    users[account] = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id, status)
      values (${account}, ${'User ' + account}, 'x', ${orgs[org]}, ${status}) returning id`);
  }
  orgs.lone = await server.idOf(sql`insert into sys_org (name, code) values ('Lone Institute', 'lone') returning id`);
  orgs.loneLab = await server.idOf(
    sql`insert into sys_org (name, code, parent_id) values ('Lone Lab', 'lone-lab', ${orgs.lone}) returning id`,
  );
  users.loner = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
    values ('loner', 'Lone User', 'x', ${orgs.loneLab}) returning id`);
  approverRole = await server.idOf(sql`select id from sys_role where code = 'approver'`);
  bookerToken = (await server.login(DEMO.booker)).token;
  approverToken = (await server.login(DEMO.approver)).token;
});
afterAll(async () => {
  await server?.close();
});

/** Resolves `candidates` (defaults filled by the schema) for `account` as initiator. */
async function resolve(
  account: string,
  candidates: Partial<Candidates> & { type: Candidates['type'] },
  extra: { customChoice?: number[]; formValues?: Record<string, unknown>; form?: FormSchema } = {},
): Promise<number[]> {
  const initiator = await initiatorOf(server.db, users[account]!);
  return resolveCandidates(server.db, Candidates.parse(candidates), {
    initiator,
    formValues: extra.formValues ?? {},
    customChoice: extra.customChoice,
    form: extra.form,
    nodeId: 'n1',
  });
}

/** The AppError code `promise` rejects with. */
async function refusal(promise: Promise<unknown>): Promise<{ code: number; params: unknown }> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { code: (err as AppError).code, params: (err as AppError).params };
}

describe('initiatorOf', () => {
  it('gives the organisation path nearest first', async () => {
    expect(await initiatorOf(server.db, users.east1!)).toEqual({
      userId: users.east1,
      orgPath: [orgs['sports-east'], orgs.sports, orgs.univ],
    });
    expect((await initiatorOf(server.db, users.booker!)).orgPath).toEqual([orgs.cs, orgs.univ]);
  });
});

describe('resolveCandidates', () => {
  it('SPECIFIED: the enabled listed users, in their order', async () => {
    expect(
      await resolve('booker', { type: 'SPECIFIED', userIds: [users.east2!, users.eastoff!, users.admin!] }),
    ).toEqual([users.east2, users.admin]);
  });

  it('LEADER: a level without a leader goes one level up', async () => {
    expect(await resolve('east1', { type: 'LEADER', directorLevel: 1 })).toEqual([users.approver]);
    expect(await resolve('east1', { type: 'LEADER', directorLevel: 2 })).toEqual([users.admin]);
    expect(await resolve('booker', { type: 'LEADER', directorLevel: 1 })).toEqual([users.admin]);
    // Past the top: the topmost leader there is.
    expect(await resolve('east1', { type: 'LEADER', directorLevel: 5 })).toEqual([users.admin]);
  });

  it('LEADER: leading one’s own organisation makes the parent’s leader level 1', async () => {
    expect(await resolve('approver', { type: 'LEADER', directorLevel: 1 })).toEqual([users.admin]);
  });

  it('LEADER: nobody when no organisation up the path has a leader, or the initiator has no organisation', async () => {
    expect(await resolve('loner', { type: 'LEADER', directorLevel: 1 })).toEqual([]);
    await server.query(sql`update sys_user set org_id = null where id = ${users.east2}`);
    try {
      expect(await resolve('east2', { type: 'LEADER', directorLevel: 1 })).toEqual([]);
    } finally {
      await server.query(sql`update sys_user set org_id = ${orgs['sports-east']} where id = ${users.east2}`);
    }
  });

  it('LEADER: a disabled leader counts as none', async () => {
    await server.query(sql`update sys_user set status = 1 where id = ${users.approver}`);
    try {
      expect(await resolve('east1', { type: 'LEADER', directorLevel: 1 })).toEqual([users.admin]);
      expect(await resolve('east1', { type: 'MULTI_LEADER', directorLevel: 3 })).toEqual([users.admin]);
    } finally {
      await server.query(sql`update sys_user set status = 0 where id = ${users.approver}`);
    }
  });

  it('MULTI_LEADER: each level up to directorLevel, in order, each person once', async () => {
    expect(await resolve('east1', { type: 'MULTI_LEADER', directorLevel: 1 })).toEqual([users.approver]);
    expect(await resolve('east1', { type: 'MULTI_LEADER', directorLevel: 3 })).toEqual([users.approver, users.admin]);
    // admin leads both admin-office and univ: one level for the admin's own people.
    await server.query(sql`update sys_user set org_id = ${orgs['admin-office']} where id = ${users.east2}`);
    try {
      expect(await resolve('east2', { type: 'MULTI_LEADER', directorLevel: 3 })).toEqual([users.admin]);
    } finally {
      await server.query(sql`update sys_user set org_id = ${orgs['sports-east']} where id = ${users.east2}`);
    }
  });

  it('ROLE: the enabled holders of the roles within the select range', async () => {
    await server.query(sql`insert into sys_user_role (user_id, role_id) values (${users.east1}, ${approverRole}),
      (${users.eastoff}, ${approverRole})`);
    try {
      expect(await resolve('booker', { type: 'ROLE', roleIds: [approverRole] })).toEqual([users.approver, users.east1]);
      const inEast = { orgIds: [orgs['sports-east']!], roleIds: [], userIds: [] };
      expect(await resolve('booker', { type: 'ROLE', roleIds: [approverRole], selectRange: inEast })).toEqual([
        users.east1,
      ]);
      const inCs = { orgIds: [orgs.cs!], roleIds: [], userIds: [] };
      expect(await resolve('booker', { type: 'ROLE', roleIds: [approverRole], selectRange: inCs })).toEqual([]);
    } finally {
      await server.query(sql`delete from sys_user_role where user_id in (${users.east1}, ${users.eastoff})`);
    }
  });

  it('INITIATOR: the initiator while enabled', async () => {
    expect(await resolve('east1', { type: 'INITIATOR' })).toEqual([users.east1]);
    expect(await resolve('eastoff', { type: 'INITIATOR' })).toEqual([]);
  });

  it('CUSTOM: the choice within the range, else CANDIDATE_OUT_OF_RANGE; none chosen: CANDIDATE_REQUIRED', async () => {
    const range = { orgIds: [orgs.sports!], roleIds: [], userIds: [users.admin!] };
    expect(
      await resolve(
        'booker',
        { type: 'CUSTOM', selectRange: range, multiple: true },
        {
          customChoice: [users.east1!, users.admin!],
        },
      ),
    ).toEqual([users.east1, users.admin]);
    expect(
      await refusal(resolve('booker', { type: 'CUSTOM', selectRange: range }, { customChoice: [users.booker!] })),
    ).toEqual({ code: Code.CANDIDATE_OUT_OF_RANGE, params: { node: 'n1', userId: users.booker } });
    // A disabled user is out of any range.
    expect(
      (await refusal(resolve('booker', { type: 'CUSTOM', selectRange: range }, { customChoice: [users.eastoff!] })))
        .code,
    ).toBe(Code.CANDIDATE_OUT_OF_RANGE);
    // One person only, unless the node allows several.
    expect(
      (
        await refusal(
          resolve('booker', { type: 'CUSTOM', selectRange: range }, { customChoice: [users.east1!, users.east2!] }),
        )
      ).code,
    ).toBe(Code.CANDIDATE_OUT_OF_RANGE);
    expect((await refusal(resolve('booker', { type: 'CUSTOM' }, { customChoice: [] }))).code).toBe(
      Code.CANDIDATE_REQUIRED,
    );
    // An empty range is everyone enabled.
    expect(await resolve('booker', { type: 'CUSTOM' }, { customChoice: [users.loner!] })).toEqual([users.loner]);
  });

  it('VARIABLES: a user field gives that user, an organisation field its leader', async () => {
    const label = { cn: '字段', en: 'Field', tc: '欄位' };
    const form: FormSchema = {
      fields: [
        { id: 'who', type: 'user', label, required: true, limits: {} },
        { id: 'dept', type: 'org', label, required: true, limits: {} },
      ],
    } as FormSchema;
    const values = { who: users.east2, dept: orgs.sports };
    expect(await resolve('booker', { type: 'VARIABLES', fieldId: 'who' }, { form, formValues: values })).toEqual([
      users.east2,
    ]);
    expect(await resolve('booker', { type: 'VARIABLES', fieldId: 'dept' }, { form, formValues: values })).toEqual([
      users.approver,
    ]);
    // An organisation without a leader, a disabled user, an empty field: nobody.
    expect(
      await resolve('booker', { type: 'VARIABLES', fieldId: 'dept' }, { form, formValues: { dept: orgs.cs } }),
    ).toEqual([]);
    expect(
      await resolve('booker', { type: 'VARIABLES', fieldId: 'who' }, { form, formValues: { who: users.eastoff } }),
    ).toEqual([]);
    expect(await resolve('booker', { type: 'VARIABLES', fieldId: 'who' }, { form, formValues: {} })).toEqual([]);
  });
});

describe('organisation leaders', () => {
  it('seeds the demo leaders and shows them in the organisation tree', async () => {
    const admin = (await server.login(DEMO.admin)).token;
    const tree = await server.call(orgContracts.orgTree, {}, { token: admin });
    const univ = tree.data.find((n) => n.code === 'univ')!;
    expect(univ).toMatchObject({ leaderId: users.admin, leaderName: 'Administrator' });
    const sports = univ.children.find((n) => n.code === 'sports')!;
    expect(sports).toMatchObject({ leaderId: users.approver, leaderName: 'Demo Approver' });
    expect(univ.children.find((n) => n.code === 'cs')).toMatchObject({ leaderId: null, leaderName: null });
  });

  it('orgAdd and orgEdit store the leader; an unknown user is refused, nothing changed', async () => {
    const admin = (await server.login(DEMO.admin)).token;
    const added = await server.call(
      orgContracts.orgAdd,
      { parentId: orgs.sports, name: 'Pool Office', code: 'pool', leaderId: users.east1 },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ leaderId: users.east1, leaderName: 'User east1' });
    const stored = async () =>
      (await server.one<{ leader_user_id: number | null }>(
        sql`select leader_user_id from sys_org where id = ${added.data.id}`,
      ))!.leader_user_id;
    expect(await stored()).toBe(users.east1);
    const edit = (leaderId: number | null) =>
      server.call(
        orgContracts.orgEdit,
        { id: added.data.id, parentId: orgs.sports, name: 'Pool Office', code: 'pool', leaderId },
        { token: admin },
      );
    expect((await edit(999_999)).code).toBe(Code.BAD_REQUEST);
    expect(await stored()).toBe(users.east1);
    expect((await edit(users.east2!)).data.leaderId).toBe(users.east2);
    expect((await edit(null)).data.leaderId).toBeNull();
    expect(await stored()).toBeNull();
    const refused = await server.call(
      orgContracts.orgAdd,
      { parentId: orgs.sports, name: 'Ghost Office', code: 'ghost', leaderId: 999_999 },
      { token: admin },
    );
    expect(refused.code).toBe(Code.BAD_REQUEST);
    expect(await server.one(sql`select id from sys_org where code = 'ghost'`)).toBeUndefined();
  });
});

describe('candidate calls', () => {
  it('candidateDept: the active organisations with their leaders', async () => {
    const r = await server.call(wc.candidateDept, {}, { token: bookerToken });
    expect(r.code).toBe(0);
    const univ = r.data.find((d) => d.id === orgs.univ)!;
    expect(univ.leaderId).toBe(users.admin);
    const sports = univ.children.find((d) => d.id === orgs.sports)!;
    expect(sports.leaderId).toBe(users.approver);
    const offices = sports.children.filter((d) => d.id === orgs['sports-east'] || d.id === orgs['sports-west']);
    expect(offices.map((d) => d.leaderId)).toEqual([null, null]);
    // A disabled organisation is left out.
    expect(r.data.some((d) => d.id === orgs.lone)).toBe(true);
    await server.query(sql`update sys_org set status = 1 where id = ${orgs.lone}`);
    try {
      const again = await server.call(wc.candidateDept, {}, { token: bookerToken });
      expect(again.data.some((d) => d.id === orgs.lone)).toBe(false);
    } finally {
      await server.query(sql`update sys_org set status = 0 where id = ${orgs.lone}`);
    }
  });

  it('candidateUserByDept: the enabled users of one organisation, by a path parameter', async () => {
    const r = await server.call(wc.candidateUserByDept, { id: orgs['sports-east']! }, { token: bookerToken });
    expect(r.code).toBe(0);
    expect(r.data.map((u) => u.id)).toEqual([users.east1, users.east2]);
    expect(r.data[0]).toMatchObject({
      account: 'east1',
      orgId: orgs['sports-east'],
      orgName: 'East Campus Sports Office',
    });
    expect((await server.call(wc.candidateUserByDept, { id: 999_999 }, { token: bookerToken })).code).toBe(
      Code.NOT_FOUND,
    );
    // Not a number in the path: the input's validation refuses.
    const bad = await server.inject({
      method: 'GET',
      url: '/gateway/workflow/candidate/getUserByDept/abc',
      headers: { token: bookerToken },
    });
    expect(bad.json().code).toBe(Code.BAD_REQUEST);
  });

  it('refuses a query field that disagrees with the path parameter, accepts one that agrees', async () => {
    const call = (query: Record<string, string>) =>
      server.call(wc.candidateUserByDept, { id: orgs['sports-east']! }, { token: bookerToken, query });
    const conflict = await call({ id: String(orgs.cs) });
    expect(conflict.code).toBe(Code.BAD_REQUEST);
    expect(conflict.msg).toContain('id');
    expect((await call({ id: String(orgs['sports-east']) })).code).toBe(0);
  });

  it('answers the path parameter through the real HTTP client over a socket', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/gateway`,
      appId: server.config.appId,
      appKey: server.config.appKey,
      getToken: () => bookerToken,
      getLang: () => 'EN',
      onSessionInvalid: async () => false,
      onSessionRevoked: () => undefined,
      notify: () => undefined,
    });
    const people = await api(wc.candidateUserByDept, { id: orgs.sports! });
    // The approver and the club's three coaches belong to sports.
    const coaches = await server.query<{ id: number }>(
      sql`select id from sys_user where account in ('coach', 'coach.wang', 'coach.zhao') order by id`,
    );
    expect(people.map((u) => u.id).sort((a, b) => a - b)).toEqual(
      [users.approver!, ...coaches.map((c) => c.id)].sort((a, b) => a - b),
    );
    const missing = await api(wc.candidateUserByDept, { id: 999_999 }).catch((e: ApiError) => e);
    expect((missing as ApiError).code).toBe(Code.NOT_FOUND);
  });

  it('candidateUserByNodeCandidateType: a range for ROLE/CUSTOM nodes, the resolved people otherwise', async () => {
    const name = { cn: '节点', en: 'Node', tc: '節點' };
    const node = (id: string, candidates: Record<string, unknown>) => ({ id, kind: 'approver', name, candidates });
    const old = { nodes: [node('lead', { type: 'INITIATOR' })] };
    const latest = {
      nodes: [
        node('lead', { type: 'LEADER', directorLevel: 1 }),
        {
          id: 'cond',
          kind: 'condition',
          name,
          branches: [
            {
              id: 'b1',
              name,
              priority: 1,
              isDefault: false,
              conditions: [{ columnId: '$initiator', columnType: 'user', optType: 'EQ', value: [1] }],
              nodes: [node('pick', { type: 'CUSTOM', selectRange: { orgIds: [orgs['sports-east']] } })],
            },
            { id: 'b2', name, priority: 2, isDefault: true, conditions: [], nodes: [] },
          ],
        },
      ],
    };
    // A definition everyone may start, saved twice (version 2 is the current one), and one nobody but its
    // organisation may start: its nodes are not shown to others.
    const [group] = await server.query<{ id: number }>(
      sql`insert into form_group (name) values ('Pickers') returning id`,
    );
    const define = async (id: number, startOrgIds: string) =>
      server.query(sql`insert into form_define (id, group_id, name, current_version, start_org_ids)
        values (${id}, ${group!.id}, ${`Form ${id}`}, 2, ${startOrgIds}::int[])`);
    await define(7001, '{}');
    await define(7002, `{${orgs['admin-office']}}`);
    const fields = JSON.stringify({ fields: [] });
    for (const id of [7001, 7002]) {
      await server.query(sql`insert into form_define_version (define_id, version, schema, workflow) values
        (${id}, 1, ${fields}::jsonb, ${JSON.stringify(old)}::jsonb),
        (${id}, 2, ${fields}::jsonb, ${JSON.stringify(latest)}::jsonb)`);
    }
    const lead = await server.call(
      wc.candidateUserByNodeCandidateType,
      { defineId: 7001, nodeId: 'lead' },
      { token: bookerToken },
    );
    expect(lead.data.map((u) => u.id)).toEqual([users.admin]); // the latest version: LEADER, not INITIATOR
    const pick = await server.call(
      wc.candidateUserByNodeCandidateType,
      { defineId: 7001, nodeId: 'pick' },
      { token: bookerToken },
    );
    expect(pick.data.map((u) => u.id)).toEqual([users.east1, users.east2]);
    const keyword = await server.call(
      wc.candidateUserByNodeCandidateType,
      { defineId: 7001, nodeId: 'pick', keyword: 'EAST2' },
      { token: bookerToken },
    );
    expect(keyword.data.map((u) => u.account)).toEqual(['east2']);
    for (const input of [
      { defineId: 7001, nodeId: 'nope' },
      { defineId: 7001, nodeId: 'cond' },
      { defineId: 7999, nodeId: 'lead' },
      { defineId: 7002, nodeId: 'lead' }, // the booker may not start it
    ]) {
      expect((await server.call(wc.candidateUserByNodeCandidateType, input, { token: bookerToken })).code).toBe(
        Code.NOT_FOUND,
      );
    }
  });
});

describe('attachments', () => {
  /** The English message of MEDIA_INVALID with `context`. */
  const messageFor = (context: string) =>
    i18nOf('EN').t(`errors:${Code.MEDIA_INVALID}_${context}`, { max: wc.ATTACHMENT_MAX_BYTES });
  const upload = (name: string, contentType: string, bytes: Buffer, token = bookerToken) =>
    server.call(wc.attachmentUpload, { name, contentType, data: bytes.toString('base64') }, { token });
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
  const docx = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from('....[Content_Types].xml....word/document.xml....'),
  ]);

  it('stores a PDF, text and office document with its uploader', async () => {
    const r = await upload('report.pdf', 'application/pdf', pdf);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ name: 'report.pdf', contentType: 'application/pdf', size: pdf.length });
    const row = await server.one<{ created_by: number; size: number; content: Buffer }>(
      sql`select created_by, size, content from media where id = ${r.data.id}`,
    );
    expect(row?.created_by).toBe(users.booker);
    expect(Buffer.from(row!.content).equals(pdf)).toBe(true);
    expect((await upload('notes.txt', 'text/plain; charset=utf-8', Buffer.from('会议纪要\nline 2'))).code).toBe(0);
    const office = await upload(
      'plan.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      docx,
    );
    expect(office.code).toBe(0);
  });

  it('refuses a wrong type, content, an empty or an oversized file, storing nothing', async () => {
    const before = await server.one<{ n: number }>(sql`select count(*)::int as n from media`);
    const cases: [string, string, Buffer, string][] = [
      ['a.exe', 'application/x-msdownload', Buffer.from('MZ....'), 'attachmentType'],
      ['a.pdf', 'application/pdf', Buffer.from('<html><script>'), 'attachmentContent'],
      ['a.png', 'image/png', pdf, 'attachmentContent'],
      ['a.txt', 'text/plain', Buffer.from([0x41, 0x00, 0x42]), 'attachmentContent'],
      [
        'a.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        docx, // a Word document named a spreadsheet
        'attachmentContent',
      ],
      ['a.pdf', 'application/pdf', Buffer.alloc(0), 'empty'],
      // One byte over the limit (still within the contract's base64 length).
      [
        'big.pdf',
        'application/pdf',
        Buffer.concat([pdf, Buffer.alloc(wc.ATTACHMENT_MAX_BYTES + 1 - pdf.length)]),
        'attachmentSize',
      ],
    ];
    for (const [name, type, bytes, context] of cases) {
      const r = await upload(name, type, bytes);
      expect(r.code, `${name} ${context}`).toBe(Code.MEDIA_INVALID);
      expect(r.msg, `${name} ${context}`).toBe(messageFor(context));
    }
    expect(await server.one(sql`select count(*)::int as n from media`)).toEqual(before);
  });

  it('lets only its uploader download an attachment, as a download that is never sniffed', async () => {
    const r = await upload('年度 "plan".pdf', 'application/pdf', pdf);
    const url = `/gateway/workflow/attachment/file/${r.data.id}`;
    const own = await server.app.inject({ method: 'GET', url, headers: { token: bookerToken } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(String(own.headers['content-disposition'])).toMatch(/^attachment; filename="__ _plan_.pdf"; filename\*=/);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    for (const headers of [{ token: approverToken }, {}, { token: 'not-a-token' }]) {
      expect((await server.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    }
    const missing = await server.app.inject({
      method: 'GET',
      url: '/gateway/workflow/attachment/file/99999999',
      headers: { token: bookerToken },
    });
    expect(missing.statusCode).toBe(404);
  });
});
