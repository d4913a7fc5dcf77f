/**
 * The designer's simulator on the fake gateway: from /building, "Simulate" opens the drawer;
 * Run asks for an initiator first; with one picked, a CUSTOM node's choice and a sample value
 * entered in the form itself, it sends the unsaved form and workflow to workflowSimulate and
 * shows the path (names, kinds, people) and the problems, localized; the path's nodes are
 * then marked in the workflow tree.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import {
  workflowDefineDetail,
  workflowSimulate,
  type WorkflowDefineDetail,
} from '../../platform/contracts/workflow.contract';
import {
  candidateDept,
  candidateUserByDept,
  type PreviewStep,
} from '../../platform/contracts/workflow-candidate.contract';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { anAdmin, renderWithRuntime } from '../../ui/testing';
import FormBuildingPage from './form-building-page';

const text = (en: string) => ({ cn: en, en, tc: en });
const WORKFLOW = {
  nodes: [
    {
      id: 'cond',
      kind: 'condition',
      name: text('Days'),
      branches: [
        {
          id: 'long',
          name: text('Long'),
          priority: 1,
          isDefault: false,
          conditions: [
            { columnId: 'days', columnType: 'number', optType: 'GT', value: 3, lowOpen: false, highOpen: false },
          ],
          nodes: [
            {
              id: 'lead',
              kind: 'approver',
              name: text('Leader'),
              candidates: { type: 'LEADER', userIds: [], roleIds: [], directorLevel: 1, multiple: false },
              examineMode: 'OR_SIGN',
              noCandidate: { action: 'PASS' },
            },
          ],
        },
        { id: 'short', name: text('Short'), priority: 2, isDefault: false, conditions: [], nodes: [] },
      ],
    },
    {
      id: 'cc',
      kind: 'copy',
      name: text('Copy'),
      candidates: { type: 'CUSTOM', userIds: [], roleIds: [], directorLevel: 1, multiple: true },
    },
  ],
} as unknown as WorkflowDefinition;

const DETAIL: WorkflowDefineDetail = {
  id: 7,
  groupId: 1,
  groupName: 'HR',
  name: '请假',
  nameEn: 'Leave',
  nameTc: '請假',
  icon: 'form',
  description: '',
  startOrgIds: [],
  startRoleIds: [],
  status: 0,
  version: 2,
  updatedAt: '2026-11-25T08:00:00.000Z',
  schema: { fields: [{ id: 'days', type: 'number', label: text('Days'), required: true, limits: {} }] },
  workflow: WORKFLOW,
};

/** A person of the Sports organisation. */
const person = (id: number, name: string) => ({ id, name, account: name.toLowerCase(), orgId: 10, orgName: 'Sports' });

/** The path the fake server answers: the leader, then a CUSTOM copy nobody is chosen for. */
const STEPS: PreviewStep[] = [
  {
    nodeId: 'lead',
    kind: 'approver',
    name: 'Leader',
    examineMode: 'OR_SIGN',
    candidateType: 'LEADER',
    chooses: false,
    multiple: false,
    users: [person(21, 'Li Lei')],
    noCandidate: 'PASS',
  },
  {
    nodeId: 'cc',
    kind: 'copy',
    name: 'Copy',
    examineMode: null,
    candidateType: 'CUSTOM',
    chooses: true,
    multiple: true,
    users: [],
    noCandidate: 'PASS',
  },
];

const ROUTES: RouteObject[] = [{ path: '/building', element: <FormBuildingPage /> }];

/** Picks `name` of the Sports organisation in the people picker labelled `label`. */
async function pick(label: string, name: string) {
  const picker = screen.getByRole('group', { name: label });
  fireEvent.change(within(picker).getByRole('combobox', { name: 'Organisation' }), { target: { value: '10' } });
  fireEvent.click(await within(picker).findByRole('checkbox', { name: new RegExp(name) }));
  await waitFor(() => expect(within(picker).getByRole('button', { name: `Remove ${name}` })).toBeTruthy());
}

describe('the designer’s simulator', { timeout: 30_000 }, () => {
  it('runs the unsaved design and shows the path, its people and problems, then marks the path', async () => {
    const { gateway } = await renderWithRuntime(null, {
      lang: 'EN',
      user: anAdmin(),
      url: '/building?id=7',
      routes: ROUTES,
      serve: (gw) => {
        gw.on(workflowDefineDetail, () => DETAIL);
        gw.on(candidateDept, () => [{ id: 10, name: 'Sports', leaderId: 21, children: [] }]);
        gw.on(candidateUserByDept, () => [person(21, 'Li Lei'), person(22, 'Han Meimei')]);
        gw.on(workflowSimulate, () => ({
          steps: STEPS,
          problems: [{ node: 'cond', context: 'noDefaultBranch' }],
        }));
      },
    });
    await screen.findByTestId('form-designer');
    fireEvent.click(screen.getByRole('tab', { name: 'Workflow' }));
    const flow = await screen.findByTestId('workflow-flow');
    expect(flow.querySelectorAll('[data-on-path]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    const drawer = await screen.findByTestId('simulator-drawer');
    const days = drawer.querySelector<HTMLInputElement>('input[name="days"]')!;
    fireEvent.change(days, { target: { value: '5' } });

    // No initiator yet: Run only says so.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Run' }));
    expect((await within(drawer).findByRole('alert')).textContent).toBe('Choose an initiator first');
    expect(gateway.requests(workflowSimulate)).toHaveLength(0);

    await pick('Initiator', 'Li Lei');
    await pick('People the initiator chooses for “Copy”', 'Han Meimei');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(gateway.requests(workflowSimulate)).toHaveLength(1));
    expect(gateway.requests(workflowSimulate)[0]!.body).toEqual({
      schema: DETAIL.schema,
      workflow: WORKFLOW,
      formValues: { days: 5 },
      initiatorId: 21,
      customChoices: { cc: [22] },
    });

    const steps = await within(drawer).findByTestId('simulate-steps');
    expect(within(steps).getByTestId('simulate-step-lead').textContent).toBe('LeaderApproverLi Lei (Sports)');
    expect(within(steps).getByTestId('simulate-step-cc').textContent).toBe(
      'CopyCarbon copyChosen by the initiatorNobody chosen yet',
    );
    expect(within(drawer).getByTestId('simulate-problems').textContent).toContain(
      'The condition node “Days” has no default branch',
    );

    // The path is marked in the workflow tree behind the drawer.
    await waitFor(() =>
      expect([...flow.querySelectorAll('[data-on-path="true"]')].map((el) => el.getAttribute('data-node-id'))).toEqual([
        'lead',
        'cc',
      ]),
    );
  });
});
