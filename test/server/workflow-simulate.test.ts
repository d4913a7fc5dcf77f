/**
 * The designer's simulator (workflowSimulate, server/modules/workflow/simulate.handlers.ts and
 * preview-steps.ts) on the seed's organisations — booker in cs under univ (led by admin),
 * approver leading sports: a condition on a number field sends values below and above its
 * bound different ways, LEADER finds the seed's leader, CUSTOM nodes are the initiator's to
 * choose, an approver without people goes to its administrator, a bad definition lists its
 * problems, and only designers may simulate. Nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowSimulate } from '../../platform/contracts/workflow.contract';
import type { FormSchema } from '../../platform/forms/form-definition';
import { Code } from '../../platform/protocol/codes';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;
const users: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  booker = (await server.login(DEMO.booker)).token;
  for (const account of ['admin', 'booker', 'approver'])
    users[account] = await server.idOf(sql`select id from sys_user where account = ${account}`);
});
afterAll(async () => {
  await server?.close();
});

const text = (cn: string, en = cn) => ({ cn, en, tc: cn });
const SCHEMA: FormSchema = {
  fields: [{ id: 'days', type: 'number', label: text('天数', 'Days'), required: true, limits: {} }],
};
const candidates = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra });

/** Long leaves (more than 3 days) go to the leader; everyone's is copied to someone chosen, then decided by HR. */
function leaveFlow(withDefault = true) {
  return {
    nodes: [
      {
        id: 'cond',
        kind: 'condition',
        name: text('天数'),
        branches: [
          {
            id: 'long',
            name: text('长假', 'Long'),
            priority: 1,
            isDefault: false,
            conditions: [{ columnId: 'days', columnType: 'number', optType: 'GT', value: 3 }],
            nodes: [{ id: 'lead', kind: 'approver', name: text('领导', 'Leader'), candidates: candidates('LEADER') }],
          },
          {
            id: 'short',
            name: text('短假', 'Short'),
            priority: 2,
            isDefault: withDefault,
            conditions: withDefault ? [] : [{ columnId: 'days', columnType: 'number', optType: 'LE', value: 3 }],
            nodes: [],
          },
        ],
      },
      { id: 'cc', kind: 'copy', name: text('抄送', 'Copy'), candidates: candidates('CUSTOM', { multiple: true }) },
      {
        id: 'hr',
        kind: 'approver',
        name: text('人事', 'HR'),
        candidates: candidates('SPECIFIED', { userIds: [987_654] }),
        examineMode: 'COUNTERSIGN',
        noCandidate: { action: 'ADMIN', adminUserId: users.admin },
      },
    ],
  } as unknown as WorkflowDefinition;
}

/** Simulates as `token` (the admin unless said) in English. */
function simulate(input: Partial<Parameters<typeof server.call<typeof workflowSimulate>>[1]> = {}, token = admin) {
  return server.call(
    workflowSimulate,
    { schema: SCHEMA, workflow: leaveFlow(), initiatorId: users.booker!, formValues: {}, customChoices: {}, ...input },
    { token, lang: 'EN' },
  );
}

describe('workflowSimulate', () => {
  it('takes the branch the sample value selects; LEADER is the initiator’s leader, ADMIN the admin', async () => {
    const short = await simulate({ formValues: { days: 2 } });
    expect(short.code).toBe(0);
    expect(short.data.problems).toEqual([]);
    expect(short.data.steps.map((s) => s.nodeId)).toEqual(['cc', 'hr']);

    const long = await simulate({ formValues: { days: 5 } });
    expect(long.data.steps.map((s) => s.nodeId)).toEqual(['lead', 'cc', 'hr']);
    const [lead, , hr] = long.data.steps;
    expect(lead).toMatchObject({ kind: 'approver', name: 'Leader', candidateType: 'LEADER', chooses: false });
    // booker's own organisation (cs) has no leader: one level up, univ, led by admin.
    expect(lead!.users.map((u) => u.account)).toEqual(['admin']);
    expect(hr).toMatchObject({ name: 'HR', examineMode: 'COUNTERSIGN', noCandidate: 'ADMIN' });
    expect(hr!.users).toEqual([
      expect.objectContaining({ id: users.admin, account: 'admin', name: expect.any(String) }),
    ]);

    // The approver leads sports: an initiator there gets the approver at level 1.
    const sportsUser = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
      select 'simsports', 'Sim Sports', 'x', id from sys_org where code = 'sports-east' returning id`);
    const fromSports = await simulate({ formValues: { days: 5 }, initiatorId: sportsUser });
    expect(fromSports.data.steps[0]!.users.map((u) => u.id)).toEqual([users.approver]);
  });

  it('CUSTOM: the initiator chooses; a valid choice shows its people, none or a refused one nobody', async () => {
    const unchosen = await simulate({ formValues: { days: 2 } });
    expect(unchosen.data.steps[0]).toMatchObject({
      nodeId: 'cc',
      kind: 'copy',
      chooses: true,
      multiple: true,
      users: [],
      noCandidate: 'PASS',
    });
    const chosen = await simulate({
      formValues: { days: 2 },
      customChoices: { cc: [users.approver!, users.booker!] },
    });
    expect(chosen.code).toBe(0);
    expect(chosen.data.steps[0]!.users.map((u) => u.id)).toEqual([users.approver, users.booker]);
    const unknown = await simulate({ formValues: { days: 2 }, customChoices: { cc: [987_654] } });
    expect(unknown.code).toBe(0);
    expect(unknown.data.steps[0]).toMatchObject({ chooses: true, users: [] });
  });

  it('lists the problems a save would report', async () => {
    const bad = await simulate({ formValues: { days: 2 }, workflow: leaveFlow(false) });
    expect(bad.code).toBe(0);
    expect(bad.data.problems).toContainEqual({ node: 'cond', context: 'noDefaultBranch' });
    const unknownField = await simulate({ schema: { fields: [] } });
    expect(unknownField.data.problems).toContainEqual({ node: 'long', context: 'unknownField' });
  });

  it('refuses an unknown initiator, and callers who may not design forms', async () => {
    expect((await simulate({ initiatorId: 987_654 })).code).toBe(Code.NOT_FOUND);
    expect((await simulate({}, booker)).code).toBe(Code.FORBIDDEN);
  });
});
