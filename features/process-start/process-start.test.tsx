/**
 * Starting a request against the fake gateway: the startable forms by group (back office
 * cards in EN and TC, terminal rows); filling a form while the path preview follows a
 * condition field (the gateway answers differently), choosing the approver of a CUSTOM node
 * and sending exactly {defineId, formValues, customChoices} with an idempotency key; a
 * FORM_VALUES_INVALID refusal marks its field, CANDIDATE_REQUIRED its node's picker; a
 * returned process is resubmitted prefilled with processResubmit.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startableForms, workflowDefineDetail, type FormDefineRow } from '../../platform/contracts/workflow.contract';
import {
  candidateUserByNodeCandidateType,
  type CandidateUser,
  type PreviewStep,
} from '../../platform/contracts/workflow-candidate.contract';
import {
  processDetail,
  processPreview,
  processResubmit,
  processStart,
  type ProcessDetail,
  type ProcessRow,
} from '../../platform/contracts/workflow-process.contract';
import type { FormSchema } from '../../platform/forms/form-definition';
import { Code } from '../../platform/protocol/codes';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { refuse, renderWithRuntime } from '../../ui/testing';
import { ApplyPage } from './index';
import StartPage from './start-page';
import WorkflowStartPage from './workflow-start-page';

const text = (cn: string, en = '', tc = '') => ({ cn, en, tc });

const LEAVE: FormDefineRow = {
  id: 7,
  groupId: 1,
  groupName: '人事',
  name: '请假申请',
  nameEn: 'Leave request',
  nameTc: '請假申請',
  icon: 'calendar',
  description: 'Days off work',
  startOrgIds: [],
  startRoleIds: [],
  status: 0,
  version: 2,
  updatedAt: '2026-11-20T09:00:00+08:00',
};
const TRIP: FormDefineRow = { ...LEAVE, id: 8, name: '出差申请', nameEn: 'Business trip', nameTc: '', description: '' };
const GROUPS = [
  { id: 1, name: '人事', nameEn: 'People', nameTc: '人事處', forms: [LEAVE, TRIP] },
  { id: 2, name: '财务', nameEn: 'Finance', nameTc: '財務', forms: [] },
];

const SCHEMA: FormSchema = {
  fields: [
    { id: 'days', type: 'number', label: text('天数', 'Days'), required: true, limits: { min: 1 } },
    { id: 'reason', type: 'text', label: text('事由', 'Reason'), required: false, limits: {} },
  ],
};

const user = (id: number, name: string): CandidateUser => ({
  id,
  name,
  account: `u${id}`,
  orgId: 2,
  orgName: 'Sports',
});
const LEADER: PreviewStep = {
  nodeId: 'leader',
  kind: 'approver',
  name: 'Team leader',
  examineMode: 'OR_SIGN',
  candidateType: 'LEADER',
  chooses: false,
  multiple: false,
  users: [user(5, 'Li Lei')],
  noCandidate: 'PASS',
};
const DEAN: PreviewStep = {
  nodeId: 'dean',
  kind: 'approver',
  name: 'Dean',
  examineMode: 'COUNTERSIGN',
  candidateType: 'CUSTOM',
  chooses: true,
  multiple: true,
  users: [],
  noCandidate: 'PASS',
};
const DEANS = [user(12, 'Wang Fang'), user(13, 'Zhao Min')];

const aProcess = (over: Partial<ProcessRow> = {}): ProcessRow => ({
  id: 31,
  defineId: 7,
  version: 2,
  formName: 'Leave request',
  icon: 'calendar',
  initiatorId: 2,
  initiatorName: 'Booker',
  initiatorOrgName: null,
  status: 'RUNNING',
  currentNodeId: 'leader',
  currentNodeName: 'Team leader',
  currentApprovers: ['Li Lei'],
  businessType: 'FORM',
  businessKey: null,
  createdAt: '2026-11-25T10:00:00+08:00',
  updatedAt: '2026-11-25T10:00:00+08:00',
  endedAt: null,
  read: null,
  myDecision: null,
  myDecidedAt: null,
  ...over,
});

/** Answers the form, the preview (the dean joins above 3 days) and the dean's candidates. */
function serveForm(gateway: FakeGateway) {
  gateway.on(workflowDefineDetail, () => ({ ...LEAVE, schema: SCHEMA, workflow: { nodes: [] } }));
  gateway.on(processPreview, ({ formValues }) => ({
    steps: Number(formValues.days) > 3 ? [LEADER, DEAN] : [LEADER],
  }));
  gateway.on(candidateUserByNodeCandidateType, ({ keyword }) =>
    DEANS.filter((u) => !keyword || u.name.includes(keyword)),
  );
  gateway.on(processStart, ({ defineId }) => aProcess({ defineId }));
}

/** /start?id=7 in the back office (EN), /myWorkflow beside it. */
function renderStart(serve: (gateway: FakeGateway) => void = serveForm) {
  return renderWithRuntime(null, {
    lang: 'EN',
    url: '/start?id=7',
    routes: [
      { path: '/start', element: <StartPage /> },
      { path: '/myWorkflow', element: <h1>My requests</h1> },
      { path: '/workflowStart', element: <h1>Forms</h1> },
    ],
    serve,
  });
}

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const SLOW = { timeout: 5000 };

describe('the forms one may start', { timeout: 20_000 }, () => {
  it('back office: cards by group, empty groups left out, a card opens /start?id=', async () => {
    const { router } = await renderWithRuntime(null, {
      lang: 'EN',
      url: '/workflowStart',
      routes: [
        { path: '/workflowStart', element: <WorkflowStartPage /> },
        { path: '/start', element: <h1>Fill in</h1> },
      ],
      serve: (g) => g.on(startableForms, () => GROUPS),
    });
    expect(screen.getByRole('heading', { name: 'Start a request' })).toBeTruthy();
    const group = await screen.findByTestId('form-group-1');
    expect(within(group).getByRole('heading', { name: 'People' })).toBeTruthy();
    expect(within(group).getByText('2 forms')).toBeTruthy();
    expect(
      within(group)
        .getAllByTestId('form-card')
        .map((c) => c.textContent),
    ).toEqual(['Leave requestDays off work', 'Business trip']);
    expect(screen.queryByTestId('form-group-2')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Leave request' }));
    await waitFor(() => expect(router!.state.location.search).toBe('?id=7'));
    expect(router!.state.location.pathname).toBe('/start');
  });

  it('searches by keyword; names in Traditional Chinese, CN when TC is empty', async () => {
    const { gateway } = await renderWithRuntime(<WorkflowStartPage />, {
      lang: 'TC',
      serve: (g) => g.on(startableForms, (q) => (q?.keyword === '無' ? [] : GROUPS)),
    });
    expect(await screen.findByRole('heading', { name: '人事處' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '請假申請' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '出差申请' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '無' } });
    expect(await screen.findByText('沒有符合的表單', {}, SLOW)).toBeTruthy();
    expect(gateway.calls(startableForms).at(-1)).toEqual({ keyword: '無' });
  });
});

describe('StartRequestForm', { timeout: 20_000 }, () => {
  it('previews the path as a condition field changes, takes a CUSTOM approver, sends exactly the request', async () => {
    const { gateway } = await renderStart();
    expect(await screen.findByRole('heading', { name: 'Leave request' })).toBeTruthy();
    const leader = await screen.findByTestId('preview-step-leader');
    expect(leader.textContent).toContain('Team leader');
    expect(leader.textContent).toContain('Li Lei');
    expect(screen.queryByTestId('preview-step-dean')).toBeNull();

    type('days', '5');
    type('reason', 'Family');
    const dean = await screen.findByTestId('preview-step-dean', {}, SLOW);
    expect(dean.textContent).toContain('Countersign (all must approve)');
    expect(dean.textContent).toContain('You choose · Choose one or more people');
    expect(gateway.calls(processPreview).at(-1)).toEqual({ defineId: 7, formValues: { days: 5, reason: 'Family' } });

    fireEvent.click(await within(dean).findByRole('button', { name: 'Choose Wang Fang' }));
    expect(within(screen.getByTestId('chosen-dean')).getByText('Wang Fang')).toBeTruthy();
    expect(within(dean).queryByRole('button', { name: 'Choose Wang Fang' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your request was submitted')).toBeTruthy();
    expect(screen.getByText('Now with: Team leader')).toBeTruthy();
    expect(gateway.calls(processStart)).toEqual([
      { defineId: 7, formValues: { days: 5, reason: 'Family' }, customChoices: { dean: [12] } },
    ]);
    expect(gateway.log.find((l) => l.path.endsWith('/startWorkFlow'))?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole('link', { name: 'View the request' }).getAttribute('href')).toBe('/myWorkflow');
  });

  it('a FORM_VALUES_INVALID refusal marks the named field', async () => {
    await renderStart((g) => {
      serveForm(g);
      g.on(processStart, () => refuse(Code.FORM_VALUES_INVALID, 'Field “Days” is too large', { field: 'days' }));
    });
    await screen.findByTestId('preview-step-leader');
    type('days', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('error-days')).textContent).toBe('Field “Days” is too large');
    expect(screen.queryByTestId('request-failure')).toBeNull();
    expect(screen.queryByText('Your request was submitted')).toBeNull();
  });

  it('a CANDIDATE_REQUIRED refusal marks the node’s picker; choosing clears it', async () => {
    const { gateway } = await renderStart((g) => {
      serveForm(g);
      g.on(processStart, () => refuse(Code.CANDIDATE_REQUIRED, 'Choose the approvers of “Dean”', { node: 'dean' }));
    });
    await screen.findByTestId('preview-step-leader');
    type('days', '4');
    await screen.findByTestId('preview-step-dean', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('picker-error-dean')).textContent).toBe('Choose the approvers of “Dean”');
    expect(gateway.calls(processStart)).toEqual([{ defineId: 7, formValues: { days: 4 }, customChoices: {} }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Zhao Min' }));
    expect(screen.queryByTestId('picker-error-dean')).toBeNull();
  });
});

describe('the terminal’s /apply', { timeout: 20_000 }, () => {
  const DETAIL: ProcessDetail = {
    ...aProcess({ status: 'RETURNED', currentNodeId: null, currentNodeName: null, currentApprovers: [] }),
    schema: SCHEMA,
    formValues: { days: 6, reason: 'Conference' },
    people: [],
    attachments: [],
    workflow: { nodes: [] },
    stateValue: 'returned',
    path: [
      { nodeId: 'leader', kind: 'approver', name: 'Team leader', examineMode: 'OR_SIGN', state: 'done', people: [] },
      {
        nodeId: 'dean',
        kind: 'approver',
        name: 'Dean',
        examineMode: 'COUNTERSIGN',
        state: 'pending',
        people: [{ userId: 13, name: 'Zhao Min', decision: null, decidedAt: null, open: false }],
      },
    ],
    history: [],
    actions: {
      approve: false,
      reject: false,
      returnTo: [],
      transfer: false,
      delegate: false,
      resolve: false,
      addSign: false,
      withdraw: true,
      resubmit: true,
      urge: false,
    },
  };

  const renderApply = (url: string) =>
    renderWithRuntime(null, {
      app: 'terminal',
      lang: 'EN',
      url,
      routes: [
        { path: '/apply', element: <ApplyPage /> },
        { path: '/auditDetail', element: <h1>Approval details</h1> },
      ],
      serve: (g) => {
        serveForm(g);
        g.on(startableForms, () => GROUPS);
        g.on(processDetail, () => DETAIL);
        g.on(processResubmit, ({ id }) => aProcess({ id }));
      },
    });

  it('lists the forms as rows and fills one in on the same route', async () => {
    const { router } = await renderApply('/apply');
    expect(screen.getByRole('heading', { name: 'Apply' })).toBeTruthy();
    expect((await screen.findAllByTestId('form-row')).map((r) => r.textContent)).toEqual([
      'Leave requestDays off work',
      'Business trip',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Leave request' }));
    expect(await screen.findByRole('heading', { name: 'Leave request' })).toBeTruthy();
    expect(router!.state.location.search).toBe('?id=7');
  });

  it('resubmits a returned process prefilled, with its earlier choice, through processResubmit', async () => {
    const { gateway } = await renderApply('/apply?resubmit=31');
    expect(await screen.findByRole('heading', { name: 'Resubmit: Leave request' })).toBeTruthy();
    expect(input('days').value).toBe('6');
    expect(input('reason').value).toBe('Conference');
    const dean = await screen.findByTestId('preview-step-dean', {}, SLOW);
    expect(within(dean).getByText('Zhao Min')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText('Your request was resubmitted')).toBeTruthy();
    expect(gateway.calls(processResubmit)).toEqual([
      { id: 31, formValues: { days: 6, reason: 'Conference' }, customChoices: { dean: [13] } },
    ]);
    expect(gateway.calls(processStart)).toEqual([]);
    expect(screen.getByRole('link', { name: 'View the request' }).getAttribute('href')).toBe('/auditDetail?id=31');
  });
});
