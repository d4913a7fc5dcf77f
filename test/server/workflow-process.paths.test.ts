/**
 * Random workflow definitions replayed on the server through the calls: fast-check builds
 * valid definitions (machines/workflow-testing.ts `definitionArb`) whose nodes ask
 * SPECIFIED users — generated ids 1..6 mapped onto six real users, the sixth disabled (a
 * node asking only them has nobody and passes on) — and form values. Each sample is saved
 * (formDefineSave must accept it), started as the booker, and driven by approving every
 * open task as its holder, step by step beside a local actor of the same machine with the
 * same people: the open tasks must match at every step, and at the end the status, the
 * approvals per node, the copies, the nodes passed, and no OPEN task left. A second
 * process per sample is rejected by its first task's holder. A failure prints the sample
 * (fast-check) and the server's history.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formDefineAdd, formDefineSave, formGroupAdd } from '../../platform/contracts/workflow.contract';
import * as wp from '../../platform/contracts/workflow-process.contract';
import type { FormValues } from '../../platform/forms/form-definition';
import type { WorkflowDefinition, WorkflowNode } from '../../platform/workflow/workflow-definition';
import { hashPassword } from '../../server/modules/auth/password.service';
import {
  allNodes,
  createWorkflowProcessMachine,
  openTasks,
  type Assignees,
} from '../../machines/workflow-process.machine';
import { definitionArb, formValuesArb, GENERATED_FORM } from '../../machines/workflow-testing';
import { DEMO, sql, startTestServer, TEST_PASSWORD_COST, type TestServer } from './harness';

let server: TestServer;
let groupId: number;
let adminToken: string;
let booker: { id: number; token: string };
/** The real users of generated ids 1..6 (index 0 unused); the last one is disabled. */
const people: { id: number; token: string }[] = [];
const GENERATED_PEOPLE = 6;
const PASSWORD = 'Paths@123';

beforeAll(async () => {
  server = await startTestServer();
  const hash = await hashPassword(PASSWORD, TEST_PASSWORD_COST);
  for (let n = 1; n <= GENERATED_PEOPLE; n++) {
    const account = `path${n}`;
    const id = await server.idOf(sql`insert into sys_user (account, name, password_hash, org_id)
      values (${account}, ${'Path ' + n}, ${hash}, (select id from sys_org where code = 'sports')) returning id`);
    people[n] = { id, token: (await server.login({ account, password: PASSWORD })).token };
  }
  await server.query(sql`update sys_user set status = 1 where id = ${people[GENERATED_PEOPLE].id}`);
  adminToken = (await server.login(DEMO.admin)).token;
  booker = {
    id: await server.idOf(sql`select id from sys_user where account = 'booker'`),
    token: (await server.login(DEMO.booker)).token,
  };
  groupId = (await server.call(formGroupAdd, { name: 'Paths' }, { token: adminToken })).data.id;
});
afterAll(async () => {
  await server?.close();
});

/** A definition whose approver and copy nodes ask generated ids (1..6), and the form values to submit. */
interface Sample {
  def: WorkflowDefinition;
  formValues: FormValues;
}

/** Definitions with 1–3 distinct generated people per approver and copy node (validate wants one at least). */
const sampleArb: fc.Arbitrary<Sample> = definitionArb.chain((def) => {
  const ids = allNodes(def.nodes)
    .filter((node) => node.kind !== 'condition')
    .map((node) => node.id);
  const peopleArb = fc.uniqueArray(fc.integer({ min: 1, max: GENERATED_PEOPLE }), { minLength: 1, maxLength: 3 });
  return fc
    .record({ lists: fc.tuple(...ids.map(() => peopleArb)), formValues: formValuesArb })
    .map(({ lists, formValues }) => {
      const asked = new Map(ids.map((id, i) => [id, lists[i]]));
      const withPeople = (nodes: WorkflowNode[]): WorkflowNode[] =>
        nodes.map((node) =>
          node.kind === 'condition'
            ? { ...node, branches: node.branches.map((b) => ({ ...b, nodes: withPeople(b.nodes) })) }
            : { ...node, candidates: { ...node.candidates, userIds: asked.get(node.id)! } },
        );
      return { def: { nodes: withPeople(def.nodes) }, formValues };
    });
});

/** The real users' definition of a sample: generated ids replaced by user ids. */
function onServer(def: WorkflowDefinition): WorkflowDefinition {
  const map = (nodes: WorkflowNode[]): WorkflowNode[] =>
    nodes.map((node) =>
      node.kind === 'condition'
        ? { ...node, branches: node.branches.map((b) => ({ ...b, nodes: map(b.nodes) })) }
        : { ...node, candidates: { ...node.candidates, userIds: node.candidates.userIds.map((n) => people[n].id) } },
    );
  return { nodes: map(def.nodes) };
}

/** The people the server resolves per node: the enabled ones (all but the last generated id). */
function expectedAssignees(def: WorkflowDefinition): Assignees {
  return Object.fromEntries(
    allNodes(def.nodes).flatMap((node) =>
      node.kind === 'condition'
        ? []
        : [[node.id, node.candidates.userIds.filter((id) => id !== people[GENERATED_PEOPLE].id)]],
    ),
  );
}

let saved = 0;
/** Saves the sample's definition as a new form; answers its id (fails when formDefineSave refuses it). */
async function saveSample(def: WorkflowDefinition): Promise<number> {
  saved += 1;
  const define = await server.call(
    formDefineAdd,
    { groupId, name: `路径 ${saved}`, nameEn: `Path ${saved}` },
    { token: adminToken },
  );
  expect(define.code, define.msg).toBe(0);
  const r = await server.call(
    formDefineSave,
    { id: define.data.id, schema: GENERATED_FORM, workflow: def },
    { token: adminToken, lang: 'EN' },
  );
  expect(r.code, `${r.msg} ${JSON.stringify(r.data)}`).toBe(0);
  return define.data.id;
}

async function startAsBooker(defineId: number, formValues: FormValues): Promise<number> {
  const r = await server.call(
    wp.processStart,
    { defineId, formValues, customChoices: {} },
    { token: booker.token, lang: 'EN' },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data.id;
}

/** The OPEN approver tasks of a process as `node:userId`, sorted as strings (as `sorted` sorts the local ones). */
async function openOnServer(processId: number): Promise<string[]> {
  const rows = await server.query<{ node: string; user: number }>(sql`select node_id as node, user_id as "user"
    from wf_task where process_id = ${processId} and status = 'OPEN'`);
  return rows.map((r) => `${r.node}:${r.user}`).sort();
}

/** The stored history, `kind:node:user`, in order (printed when an assertion fails). */
async function historyOf(processId: number): Promise<string[]> {
  const rows = await server.query<{ kind: string; node: string | null; user: number | null }>(
    sql`select kind, node_id as node, user_id as "user" from wf_process_history
      where process_id = ${processId} order by seq`,
  );
  return rows.map((r) => `${r.kind}:${r.node ?? ''}:${r.user ?? ''}`);
}

/** Approvals sent over all samples (the property must not hold vacuously). */
let approvalsSent = 0;
const tokenOf = (userId: number) => people.find((p) => p?.id === userId)!.token;
const sorted = (tasks: { nodeId: string; userId: number }[]) => tasks.map((t) => `${t.nodeId}:${t.userId}`).sort();

/**
 * Approves every open task on the server and on the local actor until the process ends;
 * checks each step and the end. Answers the saved form's id.
 */
async function replayApprovals({ def, formValues }: Sample): Promise<number> {
  const serverDef = onServer(def);
  const defineId = await saveSample(serverDef);
  const processId = await startAsBooker(defineId, formValues);
  const local = createActor(createWorkflowProcessMachine(serverDef), {
    input: { formValues, initiator: { userId: booker.id, orgPath: [] }, assignees: expectedAssignees(serverDef) },
  }).start();
  const history = () => historyOf(processId).then((h) => h.join('\n'));

  for (let step = 0; local.getSnapshot().status === 'active'; step++) {
    expect(await openOnServer(processId), await history()).toEqual(sorted(openTasks(local.getSnapshot())));
    expect(step, 'the process ends').toBeLessThan(200);
    const [task] = openTasks(local.getSnapshot());
    const r = await server.call(wp.processApprove, { ids: [processId] }, { token: tokenOf(task.userId), lang: 'EN' });
    expect(r.code, `${r.msg}\n${await history()}`).toBe(0);
    local.send({ type: 'task.approve', userId: task.userId });
    approvalsSent += 1;
  }

  const { context } = local.getSnapshot();
  const detail = await server.call(wp.processDetail, { id: processId }, { token: booker.token, lang: 'EN' });
  const trail = await historyOf(processId);
  const message = trail.join('\n');
  expect(detail.data.status, message).toBe('APPROVED');
  expect(await openOnServer(processId), message).toEqual([]);
  const approvals = (entries: string[]) => entries.filter((e) => e.startsWith('approve:')).map((e) => e.split(':')[1]);
  expect(approvals(trail), message).toEqual(
    context.decisions.filter((d) => d.decision === 'approve').map((d) => d.nodeId),
  );
  expect(
    trail.filter((e) => e.startsWith('copy:')).map((e) => e.split(':')[1]),
    message,
  ).toEqual(context.copies.filter((c) => c.userIds.length > 0).map((c) => c.nodeId));
  const stored = await server.one<{ passed: string[] }>(
    sql`select snapshot->'context'->'passed' as passed from wf_process where id = ${processId}`,
  );
  expect(stored!.passed, message).toEqual(context.passed);
  expect(
    detail.data.path.map((s) => [s.nodeId, s.state]),
    message,
  ).toEqual(context.passed.map((id) => [id, 'done']));
  return defineId;
}

/**
 * Starts a second process of the sample (form `defineId`) and rejects it as its first
 * task's holder; a process where nobody is asked is approved at once instead.
 */
async function replayRejection({ def, formValues }: Sample, defineId: number): Promise<void> {
  const serverDef = onServer(def);
  const processId = await startAsBooker(defineId, formValues);
  const local = createActor(createWorkflowProcessMachine(serverDef), {
    input: { formValues, initiator: { userId: booker.id, orgPath: [] }, assignees: expectedAssignees(serverDef) },
  }).start();
  const [first] = openTasks(local.getSnapshot());
  const status = async () =>
    (await server.one<{ status: string }>(sql`select status from wf_process where id = ${processId}`))!.status;
  if (!first) {
    expect(await status(), (await historyOf(processId)).join('\n')).toBe('APPROVED');
    return;
  }
  const r = await server.call(
    wp.processReject,
    { ids: [processId], comment: 'no' },
    { token: tokenOf(first.userId), lang: 'EN' },
  );
  const message = `${r.msg}\n${(await historyOf(processId)).join('\n')}`;
  expect(r.code, message).toBe(0);
  expect(await status(), message).toBe('REJECTED');
  expect(await openOnServer(processId), message).toEqual([]);
  expect((await historyOf(processId)).at(-1), message).toBe(`reject:${first.nodeId}:${first.userId}`);
}

describe('random definitions on the server', () => {
  it('approving every open task ends APPROVED along the local machine’s path; a first rejection rejects', async () => {
    await fc.assert(
      fc.asyncProperty(sampleArb, async (sample) => {
        await replayRejection(sample, await replayApprovals(sample));
      }),
      { numRuns: 20 },
    );
    expect(approvalsSent).toBeGreaterThan(0);
  }, 120_000);
});
