/**
 * A sample workflow definition and its compiled process machine, for the machine gallery
 * (machines/registry.ts): a TURN approver, a condition on the amount (more than 1000.00 in
 * cents → a COUNTERSIGN node, else an OR_SIGN node), then a copy node.
 */
import type { ApproverNode, Candidates, WorkflowDefinition } from '../platform/workflow/workflow-definition';
import { createWorkflowProcessMachine } from './workflow-process.machine';

const candidates: Candidates = {
  type: 'SPECIFIED',
  userIds: [1],
  roleIds: [],
  directorLevel: 1,
  selectRange: { orgIds: [], roleIds: [], userIds: [] },
  multiple: false,
};

const approver = (id: string, name: string, examineMode: ApproverNode['examineMode']): ApproverNode => ({
  id,
  kind: 'approver',
  name: { cn: name, en: name, tc: name },
  candidates,
  examineMode,
  noCandidate: { action: 'PASS' },
  whenInitiator: 'SELF',
  whenRepeated: 'EVERY',
  afterReturn: 'CONTINUE',
});

/** The sample definition the gallery draws. */
export const SAMPLE_WORKFLOW_DEFINITION: WorkflowDefinition = {
  nodes: [
    approver('leader', 'leader', 'TURN'),
    {
      id: 'amount',
      kind: 'condition',
      name: { cn: 'amount', en: 'amount', tc: 'amount' },
      branches: [
        {
          id: 'large',
          name: { cn: 'large', en: 'large', tc: 'large' },
          priority: 1,
          isDefault: false,
          conditions: [
            { columnId: 'amount', columnType: 'money', optType: 'GT', value: 100000, lowOpen: false, highOpen: false },
          ],
          nodes: [approver('finance', 'finance', 'COUNTERSIGN')],
        },
        {
          id: 'other',
          name: { cn: 'other', en: 'other', tc: 'other' },
          priority: 2,
          isDefault: true,
          conditions: [],
          nodes: [approver('office', 'office', 'OR_SIGN')],
        },
      ],
    },
    { id: 'notify', kind: 'copy', name: { cn: 'notify', en: 'notify', tc: 'notify' }, candidates },
  ],
};

/** The sample definition's process machine (id `workflowProcess`). */
export const workflowProcessSampleMachine = createWorkflowProcessMachine(SAMPLE_WORKFLOW_DEFINITION);
