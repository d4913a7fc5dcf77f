/** The check of workflow definitions: each problem on a small definition, none on valid ones (random). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '../platform/workflow/workflow-definition';
import { validateWorkflowDefinition } from './workflow-process.validate';
import {
  approver,
  branch,
  cond,
  condition,
  copy,
  definitionArb,
  GENERATED_FORM,
  RICH_DEFINITION,
  RICH_FORM,
} from './workflow-testing';

const amountOver = (value: number) => cond({ columnId: 'amount', columnType: 'money', optType: 'GT', value });

describe('validateWorkflowDefinition', () => {
  it('finds no problem in the rich definition, with and without its form', () => {
    expect(validateWorkflowDefinition(RICH_DEFINITION, RICH_FORM)).toEqual([]);
    expect(validateWorkflowDefinition(RICH_DEFINITION)).toEqual([]);
    expect(validateWorkflowDefinition({ nodes: [] })).toEqual([]);
  });

  it('finds duplicate and reserved ids', () => {
    const def: WorkflowDefinition = {
      nodes: [
        approver('a', 'TURN'),
        condition('c', [branch('b1', 1, [amountOver(1)], [copy('a')]), branch('b2', 2, null, [])]),
        approver('initiator', 'TURN'),
      ],
    };
    expect(validateWorkflowDefinition(def)).toEqual([
      { node: 'a', problem: 'duplicateId' },
      { node: 'initiator', problem: 'reservedId' },
    ]);
  });

  it('needs exactly one default branch: none may stall the process, a second is never taken', () => {
    const none = {
      nodes: [condition('c', [branch('b1', 1, [amountOver(1)], []), branch('b2', 2, [amountOver(5)], [])])],
    };
    expect(validateWorkflowDefinition(none)).toEqual([
      { node: 'c', problem: 'noDefaultBranch' },
      { node: 'c', problem: 'noWayToEnd' },
    ]);
    const two = {
      nodes: [
        condition('c', [
          branch('b1', 1, null, [approver('x', 'TURN')]),
          branch('b2', 2, null, [approver('y', 'TURN')]),
        ]),
      ],
    };
    expect(validateWorkflowDefinition(two)).toEqual([
      { node: 'c', problem: 'manyDefaultBranches' },
      { node: 'y', problem: 'unreachable' },
    ]);
  });

  it('finds a non-default branch without conditions, which hides the branches after it', () => {
    const def = {
      nodes: [
        condition('c', [
          branch('b1', 1, [], [approver('x', 'TURN')]),
          branch('b2', 2, [amountOver(5)], [approver('y', 'TURN')]),
          branch('b3', 3, null, [copy('z')]),
        ]),
      ],
    };
    expect(validateWorkflowDefinition(def)).toEqual([
      { node: 'b1', problem: 'emptyBranchConditions' },
      { node: 'y', problem: 'unreachable' },
      { node: 'z', problem: 'unreachable' },
    ]);
  });

  it('checks conditions against the form: unknown field, wrong type, BETWEEN with two values', () => {
    const def = {
      nodes: [
        condition('c', [
          branch(
            'b1',
            1,
            [
              cond({ columnId: 'nope', columnType: 'number', optType: 'GT', value: 1 }),
              cond({ columnId: 'category', columnType: 'number', optType: 'GT', value: 1 }),
              cond({ columnId: 'guest', columnType: 'user', optType: 'EQ', value: [1] }),
              cond({ columnId: 'amount', columnType: 'money', optType: 'BETWEEN', value: 3 }),
              cond({ columnId: '$initiator', columnType: 'org', optType: 'EQ', value: [3] }),
              cond({ columnId: '$initiatorOrg', columnType: 'org', optType: 'EQ', value: [3] }),
            ],
            [],
          ),
          branch('b2', 2, null, []),
        ]),
      ],
    };
    expect(validateWorkflowDefinition(def, RICH_FORM)).toEqual([
      { node: 'b1', problem: 'unknownField' },
      { node: 'b1', problem: 'fieldTypeMismatch' },
      { node: 'b1', problem: 'betweenNeedsTwoValues' },
      { node: 'b1', problem: 'fieldTypeMismatch' },
    ]);
  });

  it('finds nodes without candidates and VARIABLES fields that are no user or organisation', () => {
    const base = approver('a', 'TURN');
    const def: WorkflowDefinition = {
      nodes: [
        { ...base, id: 'spec', candidates: { ...base.candidates, userIds: [] } },
        { ...base, id: 'role', candidates: { ...base.candidates, type: 'ROLE' } },
        { ...base, id: 'admin', noCandidate: { action: 'ADMIN' } },
        { ...base, id: 'adminOk', noCandidate: { action: 'ADMIN', adminUserId: 4 } },
        { ...copy('cc'), candidates: { ...base.candidates, userIds: [] } },
        { ...base, id: 'varNone', candidates: { ...base.candidates, type: 'VARIABLES' } },
        { ...base, id: 'varMoney', candidates: { ...base.candidates, type: 'VARIABLES', fieldId: 'amount' } },
        { ...base, id: 'varGone', candidates: { ...base.candidates, type: 'VARIABLES', fieldId: 'gone' } },
        { ...base, id: 'varUser', candidates: { ...base.candidates, type: 'VARIABLES', fieldId: 'guest' } },
        { ...base, id: 'leader', candidates: { ...base.candidates, type: 'LEADER', userIds: [] } },
      ],
    };
    expect(validateWorkflowDefinition(def, RICH_FORM)).toEqual([
      { node: 'spec', problem: 'noCandidates' },
      { node: 'role', problem: 'noCandidates' },
      { node: 'admin', problem: 'noCandidates' },
      { node: 'cc', problem: 'noCandidates' },
      { node: 'varNone', problem: 'noCandidates' },
      { node: 'varMoney', problem: 'fieldTypeMismatch' },
      { node: 'varGone', problem: 'unknownField' },
    ]);
  });

  it('finds no problem in random valid definitions', () => {
    fc.assert(
      fc.property(definitionArb, (def) => {
        expect(validateWorkflowDefinition(def, GENERATED_FORM)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
