/**
 * The structural check of a workflow definition against its form before it is saved
 * (WORKFLOW_INVALID with `node` and `context`): node ids unique across the whole tree, each
 * condition node with exactly one default branch, conditions only on fields of the form (or
 * the initiator), candidates taken from a form field only from a field of the form.
 */
import type { FormSchema } from '../../../platform/forms/form-definition';
import type { WorkflowDefinition, WorkflowNode } from '../../../platform/workflow/workflow-definition';

/** A problem of a workflow definition: the node's id and the context of the message. */
export interface WorkflowProblem {
  node: string;
  context: 'duplicateNode' | 'defaultBranch' | 'unknownField';
}

/** The first problem of `workflow` over the fields of `schema`, depth first, or null when it may be saved. */
export function workflowProblem(workflow: WorkflowDefinition, schema: FormSchema): WorkflowProblem | null {
  const fields = new Set(schema.fields.map((f) => f.id));
  const seen = new Set<string>();
  const walk = (nodes: WorkflowNode[]): WorkflowProblem | null => {
    for (const node of nodes) {
      if (seen.has(node.id)) return { node: node.id, context: 'duplicateNode' };
      seen.add(node.id);
      if (node.kind === 'condition') {
        if (node.branches.filter((b) => b.isDefault).length !== 1) return { node: node.id, context: 'defaultBranch' };
        for (const branch of node.branches) {
          if (seen.has(branch.id)) return { node: branch.id, context: 'duplicateNode' };
          seen.add(branch.id);
          if (branch.conditions.some((c) => !c.columnId.startsWith('$') && !fields.has(c.columnId)))
            return { node: branch.id, context: 'unknownField' };
          const inner = walk(branch.nodes);
          if (inner) return inner;
        }
      } else if (node.candidates.fieldId !== undefined && !fields.has(node.candidates.fieldId)) {
        return { node: node.id, context: 'unknownField' };
      }
    }
    return null;
  };
  return walk(workflow.nodes);
}
