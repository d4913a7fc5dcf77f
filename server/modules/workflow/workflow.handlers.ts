/**
 * Handlers of platform/contracts/workflow.contract.ts: form groups (./form-group.handlers.ts),
 * form definitions with their versions, detail and startable list (./form-define.handlers.ts),
 * and the designer's simulator (./simulate.handlers.ts).
 */
import * as workflowContracts from '../../../platform/contracts/workflow.contract';
import { implement } from '../../plugins/call-handler';
import { formDefineHandlers } from './form-define.handlers';
import { formGroupHandlers } from './form-group.handlers';
import { simulateHandlers } from './simulate.handlers';

/** Registrations of the workflow module (each call must have a handler: a compile error otherwise). */
export const workflowHandlers = implement(workflowContracts, {
  ...formGroupHandlers,
  ...formDefineHandlers,
  ...simulateHandlers,
});
