/**
 * The path a submission would take, with whom each node would ask (PreviewStep of
 * platform/contracts/workflow-candidate.contract.ts): shared by the designer's simulator
 * (workflowSimulate) and the start page's preview (processPreview).
 */
import { inArray } from 'drizzle-orm';
import type { CustomChoices } from '../../../platform/contracts/workflow-process.contract';
import type { PreviewStep } from '../../../platform/contracts/workflow-candidate.contract';
import type { FormSchema, FormValues } from '../../../platform/forms/form-definition';
import { localText } from '../../../platform/forms/local-text';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type {
  ApproverNode,
  CopyNode,
  Initiator,
  WorkflowDefinition,
} from '../../../platform/workflow/workflow-definition';
import { nodesOnPath } from '../../../machines/workflow-process.machine';
import type { Db } from '../../db/client';
import { sysUser } from '../../db/schema/index';
import { candidateUsers } from './candidate.handlers';
import { resolveCandidates } from './candidates';

/** What {@link previewSteps} needs: the definition, its form, one submission and the reader's language. */
export interface PreviewInput {
  def: WorkflowDefinition;
  schema: FormSchema;
  formValues: FormValues;
  initiator: Initiator;
  /** The initiator's choices per CUSTOM node id (missing: not chosen yet). */
  customChoices: CustomChoices;
  /** The language of node names. */
  lang: Lang;
}

/** Refusals of a CUSTOM choice: in a preview they only mean "nobody (valid) chosen yet". */
const CHOICE_REFUSALS: readonly number[] = [Code.CANDIDATE_REQUIRED, Code.CANDIDATE_OUT_OF_RANGE];

/** The user ids a node asks; a CUSTOM node without a valid choice gives nobody instead of a refusal. */
async function peopleOf(db: Db, node: ApproverNode | CopyNode, input: PreviewInput): Promise<number[]> {
  try {
    return await resolveCandidates(db, node.candidates, {
      initiator: input.initiator,
      formValues: input.formValues,
      form: input.schema,
      customChoice: input.customChoices[node.id],
      nodeId: node.id,
    });
  } catch (err) {
    if (err instanceof AppError && CHOICE_REFUSALS.includes(err.code)) return [];
    throw err;
  }
}

/**
 * The approver and copy nodes the process would visit with `formValues` and `initiator`
 * (nodesOnPath: branches chosen by the machine's own guards), in order, each with the
 * enabled users it would ask (resolveCandidates):
 * - CUSTOM nodes have `chooses`; their `users` are the initiator's choice from
 *   `customChoices` when it is valid (within the range, one unless `multiple`), else empty;
 * - an approver node that finds nobody and sends to its administrator (noCandidate ADMIN)
 *   lists that administrator;
 * - names in `lang` (localText).
 * Nothing is stored. @throws nothing of its own (database errors pass through)
 */
export async function previewSteps(db: Db, input: PreviewInput): Promise<PreviewStep[]> {
  const steps: PreviewStep[] = [];
  for (const node of nodesOnPath(input.def, input.formValues, input.initiator)) {
    if (node.kind === 'condition') continue; // nodesOnPath lists approver and copy nodes only
    const { candidates } = node;
    const chooses = candidates.type === 'CUSTOM';
    let ids = await peopleOf(db, node, input);
    const noCandidate = node.kind === 'approver' ? node.noCandidate : { action: 'PASS' as const };
    if (!ids.length && !chooses && noCandidate.action === 'ADMIN' && noCandidate.adminUserId) {
      ids = [noCandidate.adminUserId];
    }
    steps.push({
      nodeId: node.id,
      kind: node.kind,
      name: localText(node.name, input.lang),
      examineMode: node.kind === 'approver' ? node.examineMode : null,
      candidateType: candidates.type,
      chooses,
      multiple: chooses && candidates.multiple,
      users: ids.length ? await candidateUsers(db, inArray(sysUser.id, ids), ids) : [],
      noCandidate: noCandidate.action,
    });
  }
  return steps;
}
