/**
 * A running process in the machine gallery on the fake gateway: /machines?process=5 reads the
 * process (processDetail), names its form and status, and draws its workflow's machine with
 * the process's current node highlighted — the state `running.<node>`, not the others; and a
 * form definition picked from the gallery's list shows its latest workflow's machine.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { processDetail, type ProcessDetail } from '../../platform/contracts/workflow-process.contract';
import { formDefinePage, workflowDefineDetail, type FormDefineRow } from '../../platform/contracts/workflow.contract';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { anAdmin, renderWithRuntime } from '../../ui/testing';
import MachineGalleryPage from './machine-gallery-page';

const text = (en: string) => ({ cn: en, en, tc: en });
const approver = (id: string) => ({
  id,
  kind: 'approver',
  name: text(id),
  candidates: { type: 'SPECIFIED', userIds: [2], roleIds: [], directorLevel: 1, multiple: false },
  examineMode: 'OR_SIGN',
  noCandidate: { action: 'PASS' },
  whenInitiator: 'SELF',
  whenRepeated: 'EVERY',
  afterReturn: 'CONTINUE',
});
const WORKFLOW = { nodes: [approver('manager'), approver('finance')] } as unknown as WorkflowDefinition;

const DETAIL: ProcessDetail = {
  id: 5,
  defineId: 7,
  version: 2,
  formName: 'Leave',
  icon: 'form',
  initiatorId: 3,
  initiatorName: 'Booker',
  initiatorOrgName: 'CS',
  status: 'RUNNING',
  currentNodeId: 'finance',
  currentNodeName: 'Finance',
  currentApprovers: ['Han Meimei'],
  businessType: 'FORM',
  businessKey: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  endedAt: null,
  read: null,
  myDecision: null,
  myDecidedAt: null,
  schema: { fields: [] },
  formValues: {},
  people: [],
  attachments: [],
  workflow: WORKFLOW,
  stateValue: { running: 'finance' },
  path: [],
  history: [],
  actions: {
    approve: false,
    reject: false,
    returnTo: [],
    transfer: false,
    delegate: false,
    resolve: false,
    addSign: false,
    withdraw: false,
    resubmit: false,
    urge: false,
  },
};

const ROUTES: RouteObject[] = [{ path: '/machines', element: <MachineGalleryPage /> }];

describe('a process in the machine gallery', { timeout: 30_000 }, () => {
  it('draws the process’s machine with its current node highlighted', async () => {
    const { gateway } = await renderWithRuntime(null, {
      lang: 'EN',
      user: anAdmin(),
      url: '/machines?process=5',
      routes: ROUTES,
      serve: (gw) => gw.on(processDetail, () => DETAIL),
    });
    expect((await screen.findByTestId('workflow-title')).textContent).toBe('Leave · process 5 (version 2)');
    expect(screen.getByTestId('process-status').textContent).toBe('In approval');
    expect(screen.getByTestId('process-current').textContent).toBe('Waiting at Finance (Han Meimei)');
    expect(gateway.calls(processDetail)).toEqual([{ id: 5 }]);

    const chart = await screen.findByTestId('chart');
    expect(chart.getAttribute('data-machine-id')).toBe('workflowProcess');
    await waitFor(() => expect(chart.querySelectorAll('[data-testid="chart-state"]').length).toBeGreaterThan(3), {
      timeout: 10_000,
    });
    const active = [...chart.querySelectorAll('[data-testid="chart-state"][data-active="true"]')].map((el) =>
      el.getAttribute('data-state-key'),
    );
    expect(active).toEqual(['workflowProcess', 'running', 'finance']);
    const manager = chart.querySelector('[data-testid="chart-state"][data-state-key="manager"]');
    expect(manager?.getAttribute('data-active')).toBe('false');
  });

  it('lists the saved form definitions and draws the one picked, nothing highlighted', async () => {
    const row: FormDefineRow = {
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
    };
    const { gateway } = await renderWithRuntime(null, {
      lang: 'EN',
      user: anAdmin(),
      url: '/machines',
      routes: ROUTES,
      serve: (gw) => {
        gw.on(formDefinePage, () => ({
          rows: [row, { ...row, id: 8, name: '草稿', nameEn: 'Draft', version: 0 }],
          total: 2,
          pageNo: 1,
          pageSize: 100,
        }));
        gw.on(workflowDefineDetail, () => ({ ...row, schema: { fields: [] }, workflow: WORKFLOW }));
      },
    });
    const picker = await screen.findByRole('combobox', { name: 'Form workflows…' });
    await waitFor(() => expect(picker.querySelectorAll('option')).toHaveLength(2)); // unsaved ones are left out
    fireEvent.change(picker, { target: { value: '7' } });
    expect((await screen.findByTestId('workflow-title')).textContent).toBe('Leave · workflow (version 2)');
    expect(gateway.calls(workflowDefineDetail)).toEqual([{ id: 7 }]);
    const chart = await screen.findByTestId('chart');
    await waitFor(() => expect(chart.querySelector('[data-state-key="manager"]')).not.toBeNull(), { timeout: 10_000 });
    expect(chart.querySelectorAll('[data-active="true"]')).toHaveLength(0);
  });
});
