/**
 * The people of every node on a submission's path (the process machine's `assignees`,
 * machines/workflow-process.machine.ts), resolved when a process starts and again when it
 * is resubmitted, with the per-node rules of workflow-definition.ts applied:
 *
 * - candidates by type (./candidates.ts; CUSTOM from the initiator's choices);
 * - `whenInitiator` when the initiator is among an approver node's people: SELF keeps them,
 *   SKIP drops them, LEADER puts their level-1 leader in their place;
 * - `whenRepeated` ONCE drops people who already decide at an approver node earlier on the
 *   path (they decide once); EVERY keeps them;
 * - `noCandidate` when nobody is left: PASS (the machine passes the node on) or ADMIN (the
 *   node's named administrator decides).
 *
 * Copy nodes take their candidates as resolved (the initiator included).
 */
import type { FormSchema, FormValues } from '../../../platform/forms/form-definition';
import type {
  ApproverNode,
  CopyNode,
  Initiator,
  WorkflowDefinition,
} from '../../../platform/workflow/workflow-definition';
import { nodesOnPath, type Assignees } from '../../../machines/workflow-process.machine';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { resolveCandidates } from './candidates';

/** What a resolution needs. */
export interface AssigneeInput {
  workflow: WorkflowDefinition;
  schema: FormSchema;
  formValues: FormValues;
  initiator: Initiator;
  /** The initiator's choices per CUSTOM node id. */
  customChoices: Record<string, number[]>;
  /**
   * A preview (the form being filled, the designer's simulator): a CUSTOM node not (validly)
   * chosen yet has nobody instead of being refused.
   */
  preview?: boolean;
}

/** The approver and copy nodes on the path, each with its people after the node's rules. */
export interface ResolvedNode {
  node: ApproverNode | CopyNode;
  userIds: number[];
  /** Nobody was found and the node's administrator stands in (noCandidate ADMIN). */
  byAdmin: boolean;
}

/**
 * The path's nodes with their people, in path order (see the module comment).
 * @throws AppError CANDIDATE_REQUIRED / CANDIDATE_OUT_OF_RANGE (`node`) for a CUSTOM node
 *   on the path without a (valid) choice (no error in a preview)
 */
export async function resolvePath(db: Db, input: AssigneeInput): Promise<ResolvedNode[]> {
  const resolved: ResolvedNode[] = [];
  const decidedBefore = new Set<number>();
  for (const node of nodesOnPath(input.workflow, input.formValues, input.initiator)) {
    if (node.kind === 'condition') continue;
    const chosen = await peopleOf(db, node, input);
    let userIds = chosen ?? [];
    if (node.kind === 'copy') {
      resolved.push({ node, userIds, byAdmin: false });
      continue;
    }
    userIds = await applyWhenInitiator(db, node, userIds, input);
    if (node.whenRepeated === 'ONCE') userIds = userIds.filter((id) => !decidedBefore.has(id));
    let byAdmin = false;
    // A CUSTOM node of a preview not (validly) chosen yet is the initiator's to fill, not the administrator's.
    if (chosen && !userIds.length && node.noCandidate.action === 'ADMIN' && node.noCandidate.adminUserId) {
      userIds = [node.noCandidate.adminUserId];
      byAdmin = true;
    }
    userIds.forEach((id) => decidedBefore.add(id));
    resolved.push({ node, userIds, byAdmin });
  }
  return resolved;
}

/** Refusals of a CUSTOM choice: in a preview they only mean "nobody (valid) chosen yet". */
const CHOICE_REFUSALS: readonly number[] = [Code.CANDIDATE_REQUIRED, Code.CANDIDATE_OUT_OF_RANGE];

/**
 * The people a node's candidates resolve to; null in a preview for a CUSTOM node without a
 * valid choice yet.
 * @throws AppError CANDIDATE_REQUIRED / CANDIDATE_OUT_OF_RANGE outside a preview
 */
async function peopleOf(db: Db, node: ApproverNode | CopyNode, input: AssigneeInput): Promise<number[] | null> {
  try {
    return await resolveCandidates(db, node.candidates, {
      initiator: input.initiator,
      formValues: input.formValues,
      customChoice: input.customChoices[node.id],
      form: input.schema,
      nodeId: node.id,
    });
  } catch (err) {
    if (input.preview && err instanceof AppError && CHOICE_REFUSALS.includes(err.code)) return null;
    throw err;
  }
}

/** The machine's `assignees` from a resolved path. */
export function assigneesOf(path: readonly ResolvedNode[]): Assignees {
  return Object.fromEntries(path.map((step) => [step.node.id, step.userIds]));
}

/** `whenInitiator` of an approver node applied to its people. */
async function applyWhenInitiator(
  db: Db,
  node: ApproverNode,
  userIds: number[],
  input: AssigneeInput,
): Promise<number[]> {
  const me = input.initiator.userId;
  if (!userIds.includes(me) || node.whenInitiator === 'SELF') return userIds;
  if (node.whenInitiator === 'SKIP') return userIds.filter((id) => id !== me);
  const [leader] = await resolveCandidates(
    db,
    { ...node.candidates, type: 'LEADER', directorLevel: 1 },
    { initiator: input.initiator, formValues: input.formValues },
  );
  const replaced = userIds.map((id) => (id === me ? leader : id)).filter((id): id is number => id !== undefined);
  return [...new Set(replaced)];
}
