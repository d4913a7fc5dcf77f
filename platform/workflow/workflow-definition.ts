/**
 * A workflow definition (spec §3 "workflow candidate"; §7 /workflow/*): the tree an
 * administrator builds beside a form in the workflow designer, as in the approval flows
 * people know — a sequence of nodes from the initiator to the end, where a condition
 * node holds branches, each branch a sequence of its own that rejoins the sequence after
 * the condition node. A definition compiles into an XState machine
 * (machines/workflow-process.machine.ts); a process keeps the version it started with.
 *
 * Node ids are unique in the whole tree and name the machine's states.
 */
import { z } from 'zod';
import { FieldId, LocalText } from '../forms/form-definition';

/** Who is asked at a node (spec §3 candidateType). */
export const CandidateType = z.enum([
  'SPECIFIED',
  'LEADER',
  'MULTI_LEADER',
  'ROLE',
  'INITIATOR',
  'CUSTOM',
  'VARIABLES',
]);
export type CandidateType = z.infer<typeof CandidateType>;

/**
 * How the people of one approver node decide (spec §3 examineMode): TURN one after
 * another, COUNTERSIGN all must approve (one rejection rejects), OR_SIGN the first
 * decision counts.
 */
export const ExamineMode = z.enum(['TURN', 'COUNTERSIGN', 'OR_SIGN']);
export type ExamineMode = z.infer<typeof ExamineMode>;

/** A comparison of a condition (spec §3 optType). */
export const OptType = z.enum(['LT', 'GT', 'LE', 'EQ', 'GE', 'BETWEEN']);
export type OptType = z.infer<typeof OptType>;

/** The organisations, roles and users a ROLE or CUSTOM node may pick from (spec §3 selectRange); empty = anyone. */
export const SelectRange = z.object({
  orgIds: z.array(z.number().int().positive()).max(200).default([]),
  roleIds: z.array(z.number().int().positive()).max(200).default([]),
  userIds: z.array(z.number().int().positive()).max(200).default([]),
});
export type SelectRange = z.infer<typeof SelectRange>;

/**
 * What a node's people are (spec §3):
 * - SPECIFIED: `userIds`.
 * - LEADER: the leader of the initiator's organisation `directorLevel` levels up
 *   (1 = their own organisation's leader); a level without a leader goes one level up.
 * - MULTI_LEADER: every leader from level 1 up to `directorLevel`, in turn.
 * - ROLE: users holding one of `roleIds`, within `selectRange`.
 * - INITIATOR: the initiator.
 * - CUSTOM: the initiator chooses at submission, within `selectRange` (`multiple`: more than one).
 * - VARIABLES: the user or organisation field `fieldId` of the form (an organisation means its leader).
 */
export const Candidates = z.object({
  type: CandidateType,
  userIds: z.array(z.number().int().positive()).max(200).default([]),
  roleIds: z.array(z.number().int().positive()).max(200).default([]),
  directorLevel: z.number().int().min(1).max(10).default(1),
  selectRange: SelectRange.default({ orgIds: [], roleIds: [], userIds: [] }),
  multiple: z.boolean().default(false),
  fieldId: FieldId.optional(),
});
export type Candidates = z.infer<typeof Candidates>;

/**
 * One test of a condition branch (spec §3 conditions): `columnId` a form field id or
 * `$initiator` (value: user ids) / `$initiatorOrg` (value: organisation ids, matching the
 * organisation or any under it). `value`: one number/string/ISO date, or for BETWEEN
 * `[low, high]` with `lowOpen`/`highOpen` saying whether each bound is excluded. For
 * choice, user and organisation columns EQ means "is one of" the listed values.
 */
export const Condition = z.object({
  columnId: z.union([FieldId, z.literal('$initiator'), z.literal('$initiatorOrg')]),
  columnType: z.enum(['number', 'money', 'date', 'choice', 'user', 'org']),
  optType: OptType,
  value: z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()])).max(200)]),
  lowOpen: z.boolean().default(false),
  highOpen: z.boolean().default(false),
});
export type Condition = z.infer<typeof Condition>;

/** A node's id: unique in the definition, a valid state name. */
export const NodeId = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);

/** What a node with nobody to ask does: pass on, or ask the named administrator. */
export const NoCandidate = z.object({
  action: z.enum(['PASS', 'ADMIN']),
  adminUserId: z.number().int().positive().optional(),
});

/**
 * Reminders and the deadline of an approver node: remind every `remindEveryHours` up to
 * `maxReminds` times, then `then` (pass, reject, or only notify the initiator).
 */
export const TimeLimit = z.object({
  remindEveryHours: z.number().int().min(1).max(720),
  maxReminds: z.number().int().min(0).max(100),
  then: z.enum(['PASS', 'REJECT', 'NOTIFY']),
});
export type TimeLimit = z.infer<typeof TimeLimit>;

/** An approver node. */
export const ApproverNode = z.object({
  id: NodeId,
  kind: z.literal('approver'),
  name: LocalText,
  candidates: Candidates,
  examineMode: ExamineMode.default('OR_SIGN'),
  noCandidate: NoCandidate.default({ action: 'PASS' }),
  /** The initiator is among the people asked: they approve it themselves, it skips them, or goes to their leader. */
  whenInitiator: z.enum(['SELF', 'SKIP', 'LEADER']).default('SELF'),
  /** Someone who already approved at an earlier node: decides again (EVERY) or passes (ONCE). */
  whenRepeated: z.enum(['ONCE', 'EVERY']).default('EVERY'),
  /** After the process is returned to an earlier node and resubmitted: walk on from there, or back here directly. */
  afterReturn: z.enum(['CONTINUE', 'BACK_TO_ME']).default('CONTINUE'),
  timeLimit: TimeLimit.optional(),
});
export type ApproverNode = z.infer<typeof ApproverNode>;

/** A carbon-copy node: its people are told and can read the process; nobody decides. */
export const CopyNode = z.object({
  id: NodeId,
  kind: z.literal('copy'),
  name: LocalText,
  candidates: Candidates,
});
export type CopyNode = z.infer<typeof CopyNode>;

/** A node of a sequence. */
export type WorkflowNode = ApproverNode | CopyNode | ConditionNode;

/** One branch of a condition node: taken when all its conditions hold (tried by `priority`, 1 first). */
export interface Branch {
  id: string;
  name: LocalText;
  priority: number;
  conditions: Condition[];
  /** The branch taken when no other holds; a condition node has exactly one. */
  isDefault: boolean;
  nodes: WorkflowNode[];
}

/** A condition node: branches tried in priority order, the default one last. */
export interface ConditionNode {
  id: string;
  kind: 'condition';
  name: LocalText;
  branches: Branch[];
}

export const Branch: z.ZodType<Branch> = z.lazy(() =>
  z.object({
    id: NodeId,
    name: LocalText,
    priority: z.number().int().min(1).max(100),
    conditions: z.array(Condition).max(20),
    isDefault: z.boolean(),
    nodes: z.array(WorkflowNode).max(50),
  }),
);

export const ConditionNode: z.ZodType<ConditionNode> = z.lazy(() =>
  z.object({
    id: NodeId,
    kind: z.literal('condition'),
    name: LocalText,
    branches: z.array(Branch).min(2).max(20),
  }),
);

export const WorkflowNode: z.ZodType<WorkflowNode> = z.lazy(() =>
  z.union([ApproverNode, CopyNode, ConditionNode]),
) as z.ZodType<WorkflowNode>;

/** A workflow definition: the nodes between the initiator's submission and the end. */
export const WorkflowDefinition = z.object({
  nodes: z.array(WorkflowNode).max(50),
});
export type WorkflowDefinition = { nodes: WorkflowNode[] };

/** The initiator as conditions and candidate resolution see them. */
export interface Initiator {
  userId: number;
  /** Their organisation and its ancestors, nearest first (empty when they have none). */
  orgPath: number[];
}
