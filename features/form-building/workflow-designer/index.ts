/** Placeholder of the workflow designer (built elsewhere; replaces this file at merge): lists the top-level nodes. */
import { createElement } from 'react';
import type { FormSchema } from '../../../platform/forms/form-definition';
import type { WorkflowDefinition } from '../../../platform/workflow/workflow-definition';

/** Props of {@link WorkflowDesigner}: the workflow, its form, changes out, the server's problems. */
export interface WorkflowDesignerProps {
  value: WorkflowDefinition;
  form: FormSchema;
  onChange(next: WorkflowDefinition): void;
  problems: { node: string; problem: string }[];
}

/** The top-level nodes' names (CN), one per line. */
export function WorkflowDesigner({ value }: WorkflowDesignerProps) {
  const items = value.nodes.map((n) => createElement('li', { key: n.id }, n.name.cn));
  return createElement('ul', { 'data-testid': 'workflow-designer' }, ...items);
}
