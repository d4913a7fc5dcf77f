/**
 * The designer's simulator (workflowSimulate of platform/contracts/workflow.contract.ts):
 * the path an unsaved form and workflow would take for sample values and an initiator
 * (./preview-steps.ts), and the problems a save would refuse with WORKFLOW_INVALID
 * (validateWorkflowDefinition of machines/workflow-process.validate.ts); while node ids repeat,
 * there is no path (steps empty). Nothing is stored.
 */
import type * as workflowContracts from '../../../platform/contracts/workflow.contract';
import { validateWorkflowDefinition } from '../../../machines/workflow-process.validate';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { initiatorOf } from './candidates';
import { previewSteps } from './preview-steps';

/** The simulator's handler: a part, implemented with the module's rest. */
export const simulateHandlers = {
  workflowSimulate: async (input, ctx) => {
    const initiator = await initiatorOf(ctx.db, input.initiatorId);
    const found = validateWorkflowDefinition(input.workflow, input.schema);
    const problems = found.map((p) => ({ node: p.node, context: p.problem }));
    // Duplicate ids make one state of two nodes, which may loop: no path until they are fixed.
    if (found.some((p) => p.problem === 'duplicateId')) return { steps: [], problems };
    const steps = await previewSteps(ctx.db, {
      def: input.workflow,
      schema: input.schema,
      formValues: input.formValues,
      initiator,
      customChoices: input.customChoices,
      lang: ctx.lang,
    });
    return { steps, problems };
  },
} satisfies PartialHandlersOf<typeof workflowContracts>;
