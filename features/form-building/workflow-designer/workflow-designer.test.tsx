/**
 * The workflow designer through the real runtime on the fake gateway (renderWithRuntime):
 * an approver added after the initiator is set to countersign by two people picked through
 * the candidate calls; a condition node's first branch becomes "amount > 1000 yuan" on the
 * form's money field, reported in cents with the default branch last; a branch is added and
 * removed after a confirmation; a problem marks its node in red. Every assertion is on what
 * `onChange` received (the definition the page would save) or on what the screen shows.
 */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { candidateDept, candidateUserByDept } from '../../../platform/contracts/workflow-candidate.contract';
import { roleDropDown } from '../../../platform/contracts/permission.contract';
import type { FormSchema } from '../../../platform/forms/form-definition';
import { WorkflowDefinition, type ConditionNode } from '../../../platform/workflow/workflow-definition';
import { addNode, treeProblems, type DefaultNames } from '../../../platform/workflow/workflow-tree';
import { anAdmin, renderWithRuntime } from '../../../ui/testing';
import { WorkflowDesigner } from './index';

const FORM: FormSchema = {
  fields: [
    { id: 'subject', type: 'text', label: { cn: '事由', en: 'Subject', tc: '事由' }, required: true, limits: {} },
    { id: 'amount', type: 'money', label: { cn: '金额', en: 'Amount', tc: '金額' }, required: true, limits: {} },
    { id: 'manager', type: 'user', label: { cn: '经理', en: 'Manager', tc: '經理' }, required: false, limits: {} },
  ],
};

/** The page's part: keeps the definition the designer reports and records every report. */
function Harness(props: {
  initial: WorkflowDefinition;
  reports: WorkflowDefinition[];
  problems?: { node: string; problem: string }[];
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <WorkflowDesigner
      value={value}
      form={FORM}
      problems={props.problems ?? []}
      onChange={(next) => {
        props.reports.push(next);
        setValue(next);
      }}
    />
  );
}

async function renderDesigner(initial: WorkflowDefinition, problems?: { node: string; problem: string }[]) {
  const reports: WorkflowDefinition[] = [];
  const result = await renderWithRuntime(<Harness initial={initial} reports={reports} problems={problems} />, {
    user: anAdmin(),
    lang: 'EN',
    serve: (gateway) => {
      gateway.on(candidateDept, () => [
        {
          id: 10,
          name: 'Sports Office',
          leaderId: 21,
          children: [{ id: 11, name: 'Gym Team', leaderId: null, children: [] }],
        },
      ]);
      gateway.on(candidateUserByDept, ({ id }) =>
        id === 10
          ? [
              { id: 21, name: 'Li Lei', account: 'lilei', orgId: 10, orgName: 'Sports Office' },
              { id: 22, name: 'Han Meimei', account: 'hanmm', orgId: 10, orgName: 'Sports Office' },
              { id: 23, name: 'Wang Fang', account: 'wangf', orgId: 10, orgName: 'Sports Office' },
            ]
          : [],
      );
      gateway.on(roleDropDown, () => [{ id: 3, code: 'auditor', name: 'Auditor' }]);
    },
  });
  const last = () => reports[reports.length - 1];
  return { ...result, reports, last };
}

const addAt = (index: number, kind: 'Approver' | 'Carbon copy' | 'Condition') => {
  fireEvent.click(screen.getAllByRole('button', { name: 'Add a node' })[index]);
  fireEvent.click(screen.getByRole('button', { name: kind }));
};

const NAMES: DefaultNames = {
  approver: { cn: '审批人', en: 'Approver', tc: '審批人' },
  copy: { cn: '抄送人', en: 'Carbon copy', tc: '抄送人' },
  condition: { cn: '条件', en: 'Condition', tc: '條件' },
  branch: { cn: '条件{{n}}', en: 'Condition {{n}}', tc: '條件{{n}}' },
  defaultBranch: { cn: '其他情况', en: 'Otherwise', tc: '其他情況' },
};

describe('WorkflowDesigner', () => {
  it('shows three levels of nested conditions side by side in a scrolling frame', async () => {
    // condition_1 → its first branch holds condition_4 → whose first branch holds condition_7 and an approver.
    let def: WorkflowDefinition = addNode({ nodes: [] }, { branchId: null, index: 0 }, 'condition', NAMES).definition;
    def = addNode(def, { branchId: 'branch_2', index: 0 }, 'condition', NAMES).definition;
    def = addNode(def, { branchId: 'branch_5', index: 0 }, 'condition', NAMES).definition;
    def = addNode(def, { branchId: 'branch_8', index: 0 }, 'approver', NAMES).definition;
    expect(treeProblems(def)).toEqual([]);
    await renderDesigner(def);
    const frame = screen.getByTestId('workflow-flow');
    expect(frame.querySelectorAll('[data-branch-id]')).toHaveLength(6);
    expect(frame.querySelector('[data-node-id="condition_7"] [data-node-id="approver_10"]')).not.toBeNull();
    expect(
      frame.querySelector('[data-node-id="condition_1"] [data-node-id="condition_4"] [data-node-id="condition_7"]'),
    ).not.toBeNull();
    // A "+" before each node and at the end of each sequence: root 2, branch_2 2, branch_5 2, branch_8 2, and 1 in
    // each of the three empty default branches.
    expect(screen.getAllByRole('button', { name: 'Add a node' })).toHaveLength(11);
  });

  it('builds a countersigned approver and a condition on money in cents, removes a branch', async () => {
    const { reports, last, gateway } = await renderDesigner({ nodes: [] });
    expect(screen.getByText('Initiator')).toBeTruthy();
    expect(screen.getByText('End')).toBeTruthy();

    // An approver right after the initiator.
    addAt(0, 'Approver');
    expect(last().nodes).toMatchObject([
      { id: 'approver_1', kind: 'approver', name: { en: 'Approver', cn: '审批人' } },
    ]);

    // Two specified people, picked from the candidate calls, countersign.
    fireEvent.click(within(screen.getByRole('group', { name: 'Approver' })).getByRole('button', { name: 'Not set' }));
    const drawer = await screen.findByTestId('workflow-node-drawer');
    expect(within(drawer).queryByRole('combobox', { name: 'When several people are asked' })).toBeNull();
    fireEvent.change(await within(drawer).findByRole('combobox', { name: 'Organisation' }), {
      target: { value: '10' },
    });
    fireEvent.click(await within(drawer).findByRole('checkbox', { name: /Li Lei/ }));
    // Each tick shows its person as a chosen tag before the next one (the checkbox reports its change a moment later).
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Remove Li Lei' })).toBeTruthy());
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Han Meimei/ }));
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Remove Han Meimei' })).toBeTruthy());
    await waitFor(() =>
      expect(within(drawer).getByRole('combobox', { name: 'When several people are asked' })).toBeTruthy(),
    );
    fireEvent.change(within(drawer).getByRole('combobox', { name: 'When several people are asked' }), {
      target: { value: 'COUNTERSIGN' },
    });
    const countBefore = reports.length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'OK' }));
    expect(reports).toHaveLength(countBefore + 1);
    expect(last().nodes[0]).toMatchObject({
      examineMode: 'COUNTERSIGN',
      candidates: { type: 'SPECIFIED', userIds: [21, 22] },
    });
    expect(gateway.calls(candidateUserByDept)).toContainEqual({ id: 10 });
    await waitFor(() => expect(screen.getByRole('button', { name: '2 specified people' })).toBeTruthy());

    // A condition node after the approver; its first branch: amount > 1000 yuan.
    addAt(1, 'Condition');
    const condition = () => last().nodes[1] as ConditionNode;
    expect(condition().branches.map((b) => [b.id, b.isDefault])).toEqual([
      ['branch_3', false],
      ['branch_4', true],
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Condition 1/ }));
    const branchDrawer = await screen.findByTestId('workflow-branch-drawer');
    fireEvent.click(within(branchDrawer).getByRole('button', { name: 'Add a condition' }));
    expect((within(branchDrawer).getByRole('combobox', { name: 'Field' }) as HTMLSelectElement).value).toBe('amount');
    fireEvent.change(within(branchDrawer).getByRole('combobox', { name: 'Comparison' }), { target: { value: 'GT' } });
    fireEvent.change(within(branchDrawer).getByRole('textbox', { name: 'Value' }), { target: { value: '1000' } });
    fireEvent.click(within(branchDrawer).getByRole('button', { name: 'OK' }));
    expect(condition().branches[0].conditions).toEqual([
      { columnId: 'amount', columnType: 'money', optType: 'GT', value: 100000, lowOpen: false, highOpen: false },
    ]);
    expect(condition().branches[condition().branches.length - 1]).toMatchObject({ isDefault: true, conditions: [] });
    expect(WorkflowDefinition.safeParse(last()).success).toBe(true);
    await waitFor(() => expect(screen.getByText('1 condition')).toBeTruthy());

    // A second branch comes before the default one; removing it asks first.
    fireEvent.click(screen.getByRole('button', { name: 'Add a branch' }));
    expect(condition().branches.map((b) => b.id)).toEqual(['branch_3', 'branch_5', 'branch_4']);
    // The default branch can be neither removed nor moved.
    const fallback = screen.getByRole('group', { name: 'Otherwise' });
    expect(within(fallback).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(fallback).queryByRole('button', { name: 'Raise priority' })).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'Condition 2' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove the branch “Condition 2” with its nodes?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(condition().branches.map((b) => [b.id, b.priority, b.isDefault])).toEqual([
      ['branch_3', 1, false],
      ['branch_4', 2, true],
    ]);
    expect(treeProblems(last())).toEqual([]);
    // With two branches left, the last one with conditions cannot be removed (the condition node can).
    await waitFor(() => expect(screen.getByRole('group', { name: 'Condition 1' })).toBeTruthy());
    expect(
      within(screen.getByRole('group', { name: 'Condition 1' })).queryByRole('button', { name: 'Remove' }),
    ).toBeNull();
  }, 30_000);

  it('moves a branch left and right, never past the default branch', async () => {
    const { last } = await renderDesigner({ nodes: [] });
    addAt(0, 'Condition');
    fireEvent.click(screen.getByRole('button', { name: 'Add a branch' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Condition 2' })).getByRole('button', { name: 'Raise priority' }),
    );
    const ids = () => (last().nodes[0] as ConditionNode).branches.map((b) => `${b.id}:${b.priority}`);
    expect(ids()).toEqual(['branch_4:1', 'branch_2:2', 'branch_3:3']);
    expect(
      within(screen.getByRole('group', { name: 'Condition 1' })).queryByRole('button', { name: 'Lower priority' }),
    ).toBeNull();
  });

  it('marks a node with a problem in red with its message', async () => {
    const initial: WorkflowDefinition = {
      nodes: [
        {
          id: 'approver_1',
          kind: 'approver',
          name: { cn: '主管', en: 'Manager', tc: '主管' },
          candidates: {
            type: 'SPECIFIED',
            userIds: [],
            roleIds: [],
            directorLevel: 1,
            selectRange: { orgIds: [], roleIds: [], userIds: [] },
            multiple: false,
          },
          examineMode: 'OR_SIGN',
          noCandidate: { action: 'PASS' },
          whenInitiator: 'SELF',
          whenRepeated: 'EVERY',
          afterReturn: 'CONTINUE',
        },
        {
          id: 'copy_2',
          kind: 'copy',
          name: { cn: '抄送', en: 'Copy', tc: '抄送' },
          candidates: {
            type: 'INITIATOR',
            userIds: [],
            roleIds: [],
            directorLevel: 1,
            selectRange: { orgIds: [], roleIds: [], userIds: [] },
            multiple: false,
          },
        },
      ],
    };
    const { reports } = await renderDesigner(initial, [{ node: 'approver_1', problem: 'candidates' }]);
    const marked = screen.getByRole('group', { name: 'Manager' });
    expect(marked.getAttribute('data-problem')).toBe('true');
    const alert = within(marked).getByRole('alert');
    expect(alert.textContent).toBeTruthy();
    expect(alert.textContent).not.toContain('2410003_candidates');
    expect(screen.getByRole('group', { name: 'Copy' }).getAttribute('data-problem')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(reports).toEqual([]);
  });
});
