/**
 * The workflow designer of the form-building feature: the tree editor of a form's approval
 * flow (see workflow-designer.tsx). The /building page imports it from here.
 */
export { WorkflowDesigner, type WorkflowDesignerProps } from './workflow-designer';
