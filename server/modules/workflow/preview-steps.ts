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
import type { Initiator, WorkflowDefinition } from '../../../platform/workflow/workflow-definition';
import type { Db } from '../../db/client';
import { sysUser } from '../../db/schema/index';
import { candidateUsers } from './candidate.handlers';
import { resolvePath } from './process-assignees';

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

/**
 * The approver and copy nodes the process would visit with `formValues` and `initiator`
 * (nodesOnPath: branches chosen by the machine's own guards), in order, each with the
 * enabled users it would ask — resolved as a start resolves them (process-assignees.ts
 * resolvePath: whenInitiator, whenRepeated and noCandidate applied):
 * - CUSTOM nodes have `chooses`; their `users` are the initiator's choice from
 *   `customChoices` when it is valid (within the range, one unless `multiple`), else empty;
 * - an approver node that finds nobody and sends to its administrator (noCandidate ADMIN)
 *   lists that administrator;
 * - names in `lang` (localText).
 * Nothing is stored. @throws nothing of its own (database errors pass through)
 */
export async function previewSteps(db: Db, input: PreviewInput): Promise<PreviewStep[]> {
  const path = await resolvePath(db, {
    workflow: input.def,
    schema: input.schema,
    formValues: input.formValues,
    initiator: input.initiator,
    customChoices: input.customChoices,
    preview: true,
  });
  const ids = [...new Set(path.flatMap((step) => step.userIds))];
  const users = new Map(
    (ids.length ? await candidateUsers(db, inArray(sysUser.id, ids)) : []).map((user) => [user.id, user]),
  );
  return path.map(({ node, userIds }) => {
    const chooses = node.candidates.type === 'CUSTOM';
    return {
      nodeId: node.id,
      kind: node.kind,
      name: localText(node.name, input.lang),
      examineMode: node.kind === 'approver' ? node.examineMode : null,
      candidateType: node.candidates.type,
      chooses,
      multiple: chooses && node.candidates.multiple,
      users: userIds.flatMap((id) => (users.has(id) ? [users.get(id)!] : [])),
      noCandidate: node.kind === 'approver' ? node.noCandidate.action : 'PASS',
    };
  });
}
