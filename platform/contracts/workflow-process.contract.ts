/**
 * Approval processes (spec §7 /workflow/process/*, /api/reserve/complete/task; §2 /start,
 * /workflowStart, /myTodo, /myHaveDone, /myCopy, /myWorkflow and the terminal's /apply,
 * /auditCenter, /auditDetail, /examine). A process is one run of a form definition's
 * version: the workflow's machine (machines/workflow-process.machine.ts) persisted as a
 * snapshot with an append-only history. Every step below is an event the server applies
 * through that machine under a row lock of the process, refused with
 * PROCESS_ACTION_NOT_ALLOWED when the machine does not accept it in its state.
 *
 * Who sees a process: its initiator, everyone who holds or held a task of it, and the people
 * it was copied to. Anyone else gets PROCESS_NOT_FOUND, as for an id that does not exist.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NullOutput } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';
import { FormSchema } from '../forms/form-definition';
import { ExamineMode, NodeId, WorkflowDefinition } from '../workflow/workflow-definition';
import { Attachment, PreviewStep } from './workflow-candidate.contract';

/**
 * Where a process stands: RUNNING (an approver node waits), RETURNED (back with the
 * initiator, to resubmit or withdraw), and the outcomes APPROVED, REJECTED, WITHDRAWN.
 */
export const ProcessStatus = z.enum(['RUNNING', 'RETURNED', 'APPROVED', 'REJECTED', 'WITHDRAWN']);
export type ProcessStatus = z.infer<typeof ProcessStatus>;

/**
 * What a process is about: a form started by itself, a booking that needs approval, or one of
 * the conference centre's records its applicant's department approves (spec §2 variant 5
 * /auditing): a meeting service order (RESERVE_ORDER), a food-delivery order (FOOD_DELIVERY), a
 * meal-voucher application (MEAL_VOUCHER); `businessKey` is the record's id.
 */
export const BusinessType = z.enum([
  'FORM',
  'RESERVATION',
  'RESERVE_ORDER',
  'FOOD_DELIVERY',
  'MEAL_VOUCHER',
  /** A member's leave (freeze) request of a membership card; `businessKey`: its `leaveRequest` event id. */
  'CARD_LEAVE',
]);
export type BusinessType = z.infer<typeof BusinessType>;

/** The conference centre's business types (the department approver's queue, /auditing). */
export const CONFERENCE_BUSINESS_TYPES = ['RESERVE_ORDER', 'FOOD_DELIVERY', 'MEAL_VOUCHER'] as const;
/** A conference-centre business type. */
export type ConferenceBusinessType = (typeof CONFERENCE_BUSINESS_TYPES)[number];

/**
 * Groups of business types a list may be filtered by: CONFERENCE = {@link CONFERENCE_BUSINESS_TYPES}.
 */
export const BusinessGroup = z.enum(['CONFERENCE']);
export type BusinessGroup = z.infer<typeof BusinessGroup>;

/** One line of a business record's summary: a priced line of an order, or a person's vouchers; money in cents. */
export const BusinessLine = z.object({
  name: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
});
export type BusinessLine = z.infer<typeof BusinessLine>;

/**
 * What a conference-centre process is about, read with the process under the caller's right to see
 * it (its initiator, a holder of one of its tasks): the record's id, number and state (the record
 * machine's state name), its applicant and their organisation, and per kind —
 * RESERVE_ORDER: `place` the room, `start`/`end` the meeting (ISO-8601), `subject`, `count` attendees;
 * FOOD_DELIVERY: `place` the delivery address, `date` the delivery day (ISO date, campus), `timeRange`
 * its window ("11:00–12:00" or the range's name), `count` dishes;
 * MEAL_VOUCHER: `place` the customer (ordering unit), `date`–`dateTo` the validity (ISO dates),
 * `count` vouchers in all (persons × vouchers a day × days).
 * `amountCents` is the record's total in cents; `submittedAt` when it was submitted (ISO-8601).
 */
export const BusinessSummary = z.object({
  kind: z.enum(CONFERENCE_BUSINESS_TYPES),
  id: z.number().int(),
  no: z.string(),
  state: z.string(),
  applicantName: z.string(),
  applicantOrgName: z.string().nullable(),
  place: z.string().nullable(),
  subject: z.string().nullable(),
  start: IsoDateTime.nullable(),
  end: IsoDateTime.nullable(),
  date: z.string().nullable(),
  dateTo: z.string().nullable(),
  timeRange: z.string().nullable(),
  count: z.number().int(),
  amountCents: z.number().int(),
  submittedAt: IsoDateTime,
  lines: z.array(BusinessLine),
});
export type BusinessSummary = z.infer<typeof BusinessSummary>;

/**
 * One entry of a process's history: the start, a resubmission or withdrawal by the
 * initiator, a decision (machine DecisionKind), a copy sent, a reminder or an urge, and `cancel`: its
 * business record ended it (a booking cancelled, or starting before it was approved).
 */
export const HistoryKind = z.enum([
  'start',
  'resubmit',
  'withdraw',
  'approve',
  'reject',
  'return',
  'transfer',
  'delegate',
  'resolve',
  'addSign',
  'timeoutPass',
  'timeoutReject',
  'copy',
  'remind',
  'urge',
  'cancel',
]);
export type HistoryKind = z.infer<typeof HistoryKind>;

/** The initiator's choice of people per CUSTOM node id (user ids, in the order they decide). */
export const CustomChoices = z.record(NodeId, z.array(Id).min(1).max(50));
export type CustomChoices = z.infer<typeof CustomChoices>;

/** Form values as submitted (checked on the server against the version's generated schema). */
const FormValuesInput = z.record(z.string().max(40), z.unknown());

/** A process as the lists show it; names in the caller's language. */
export const ProcessRow = z.object({
  id: z.number().int(),
  defineId: z.number().int(),
  version: z.number().int(),
  /** The form's name and icon. */
  formName: z.string(),
  icon: z.string(),
  initiatorId: z.number().int(),
  initiatorName: z.string(),
  initiatorOrgName: z.string().nullable(),
  status: ProcessStatus,
  /** The approver node waiting (RUNNING only), its name and the people whose turn it is. */
  currentNodeId: z.string().nullable(),
  currentNodeName: z.string().nullable(),
  currentApprovers: z.array(z.string()),
  businessType: BusinessType,
  /** For RESERVATION: the reservation id; for the conference-centre types: the record's id. */
  businessKey: z.string().nullable(),
  /**
   * For the conference-centre types: the record in short (null when it is gone, or for other
   * types; absent in older payloads).
   */
  business: BusinessSummary.nullable().optional(),
  /** Started, last changed, ended (null while open). */
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  endedAt: IsoDateTime.nullable(),
  /** /myCopy: whether the caller has read it (null in other views). */
  read: z.boolean().nullable(),
  /**
   * /myHaveDone: the caller's last decision on it and when (null in other views); timeoutPass /
   * timeoutReject when the node's time limit decided while the task was the caller's.
   */
  myDecision: HistoryKind.nullable(),
  myDecidedAt: IsoDateTime.nullable(),
});
export type ProcessRow = z.infer<typeof ProcessRow>;

/** One entry of the timeline, oldest first. */
export const ProcessHistoryEntry = z.object({
  seq: z.number().int(),
  kind: HistoryKind,
  at: IsoDateTime,
  nodeId: z.string().nullable(),
  nodeName: z.string().nullable(),
  /** Who acted (null for the deadline job: timeoutPass / timeoutReject, remind). */
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  /**
   * transfer / delegate / addSign: to whom; copy, remind, urge: who was told; timeoutPass /
   * timeoutReject: whose tasks the time limit closed.
   */
  toNames: z.array(z.string()),
  /** return: `initiator` or the node returned to. */
  returnTo: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ProcessHistoryEntry = z.infer<typeof ProcessHistoryEntry>;

/**
 * A person at a node of the path: their decision so far (timeoutPass / timeoutReject: their task
 * was open when the node's time limit decided), and whether their task is open now.
 */
export const PathPerson = z.object({
  userId: z.number().int(),
  name: z.string(),
  decision: HistoryKind.nullable(),
  decidedAt: IsoDateTime.nullable(),
  open: z.boolean(),
});

/**
 * One approver or copy node of a process's path: `done` passed (this submission),
 * `current` waiting, `pending` still ahead (people as resolved at submission, or at the last return to a node).
 */
export const PathStep = z.object({
  nodeId: z.string(),
  kind: z.enum(['approver', 'copy']),
  name: z.string(),
  examineMode: ExamineMode.nullable(),
  /** `rejected`: the step where an ended process was rejected (by a person or its time limit). */
  state: z.enum(['done', 'current', 'pending', 'rejected']),
  people: z.array(PathPerson),
});
export type PathStep = z.infer<typeof PathStep>;

/** What the caller may do now (each one the machine would accept). */
export const ProcessActions = z.object({
  approve: z.boolean(),
  reject: z.boolean(),
  /** Where the caller may return it: `initiator` and/or earlier approver node ids; empty: no return. */
  returnTo: z.array(z.object({ nodeId: z.string(), name: z.string() })),
  transfer: z.boolean(),
  delegate: z.boolean(),
  /** A task delegated to the caller: resolve it (the owner then decides). */
  resolve: z.boolean(),
  addSign: z.boolean(),
  withdraw: z.boolean(),
  resubmit: z.boolean(),
  urge: z.boolean(),
});
export type ProcessActions = z.infer<typeof ProcessActions>;

/** A user a form value names (a user field), with their name as stored. */
export const ValuePerson = z.object({ id: z.number().int(), name: z.string() });
export type ValuePerson = z.infer<typeof ValuePerson>;

/**
 * A process with its form, workflow, path, timeline and the caller's actions, and what its
 * values refer to: `people` — the users its user fields name — and `attachments` — the files
 * its attachment fields list (those its initiator uploaded, the ones the download route
 * serves to the process's people). Ids that no longer resolve are left out of both.
 */
export const ProcessDetail = ProcessRow.extend({
  schema: FormSchema,
  formValues: z.record(z.string(), z.unknown()),
  people: z.array(ValuePerson),
  attachments: z.array(Attachment),
  workflow: WorkflowDefinition,
  /** The machine's state value (for the machine gallery), e.g. `{ running: 'n2' }` or `approved`. */
  stateValue: z.union([z.string(), z.record(z.string(), z.unknown())]),
  path: z.array(PathStep),
  history: z.array(ProcessHistoryEntry),
  actions: ProcessActions,
});
export type ProcessDetail = z.infer<typeof ProcessDetail>;

const Comment = z.string().trim().max(500).optional();
const ProcessIds = z.array(Id).min(1).max(50);

// --- starting ----------------------------------------------------------------------

export const processPreview = defineCall({
  method: 'POST',
  path: '/workflow/process/preview',
  access: 'user',
  summary:
    'The path a submission of this form would take with these (possibly unfinished) values, the caller as ' +
    'initiator, and whom each node would ask; CUSTOM nodes are the initiator’s to choose.',
  input: z.object({
    defineId: Id,
    formValues: FormValuesInput.default({}),
    /**
     * A booking's site: the preview of the form a booking of this site must fill (spec §2
     * /formRule), which the caller may preview without being among the form's starters.
     */
    siteId: Id.optional(),
  }),
  output: z.object({ steps: z.array(PreviewStep) }),
  errors: [Code.NOT_FOUND, Code.FORM_NOT_STARTABLE, Code.SITE_NOT_FOUND],
});

export const processStart = defineCall({
  method: 'POST',
  path: '/workflow/process/startWorkFlow',
  access: 'user',
  idempotent: true,
  summary:
    'Start a process of the form’s latest version: values checked against the form, people resolved for every ' +
    'node on the path (CUSTOM ones from `customChoices`), tasks opened and messages sent.',
  input: z.object({ defineId: Id, formValues: FormValuesInput, customChoices: CustomChoices.default({}) }),
  output: ProcessRow,
  errors: [
    Code.NOT_FOUND,
    Code.FORM_NOT_STARTABLE,
    Code.FORM_VALUES_INVALID,
    Code.CANDIDATE_REQUIRED,
    Code.CANDIDATE_OUT_OF_RANGE,
  ],
});

// --- reading -----------------------------------------------------------------------

/** Which list: waiting for me, decided by me (or by my task's time limit), copied to me, started by me. */
export const ProcessView = z.enum(['todo', 'done', 'copied', 'started']);
export type ProcessView = z.infer<typeof ProcessView>;

export const processList = defineCall({
  method: 'GET',
  path: '/workflow/process/list',
  access: 'user',
  summary:
    'The caller’s processes in one view: todo (an open task of mine, oldest first), done (decided by me, or by ' +
    'the time limit while the task was mine), copied ' +
    '(copied to me), started (by me); newest first except todo. Filters: form name keyword, status, form, ' +
    'business type or group, business record.',
  input: PageQuery.extend({
    view: ProcessView,
    keyword: z.string().trim().max(64).optional(),
    status: ProcessStatus.optional(),
    defineId: Id.optional(),
    businessType: BusinessType.optional(),
    /** Several business types at once (CONFERENCE: the conference centre's three). */
    businessGroup: BusinessGroup.optional(),
    /** The business record's id (with `businessType`): the process of one record, e.g. one order's. */
    businessKey: z.string().trim().min(1).max(40).optional(),
  }),
  output: pageOf(ProcessRow),
  errors: [],
});

export const processCounts = defineCall({
  method: 'GET',
  path: '/workflow/process/counts',
  access: 'user',
  summary: 'Badges: my open tasks, unread copies, and my processes still open.',
  input: z.object({}).optional(),
  output: z.object({ todo: z.number().int(), copiedUnread: z.number().int(), startedOpen: z.number().int() }),
  errors: [],
});

export const processDetail = defineCall({
  method: 'GET',
  path: '/workflow/process/{id}',
  access: 'user',
  summary: 'A process with its form and values, workflow, path, timeline and what the caller may do now.',
  input: z.object({ id: Id }),
  output: ProcessDetail,
  errors: [Code.PROCESS_NOT_FOUND],
});

export const processBrief = defineCall({
  method: 'GET',
  path: '/workflow/process/brief/{id}',
  access: 'user',
  summary: 'A process in short (as the lists show it), with what the caller may do now.',
  input: z.object({ id: Id }),
  output: ProcessRow.extend({ actions: ProcessActions }),
  errors: [Code.PROCESS_NOT_FOUND],
});

// --- deciding (approvers) -------------------------------------------------------------

export const processApprove = defineCall({
  method: 'POST',
  path: '/workflow/process/approve',
  access: 'user',
  idempotent: true,
  summary:
    'Approve the caller’s open task on each process (all or nothing; the first refused process is named as `id`).',
  input: z.object({ ids: ProcessIds, comment: Comment }),
  output: z.object({ approved: z.number().int() }),
  errors: [Code.PROCESS_NOT_FOUND, Code.TASK_NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED],
});

export const processReject = defineCall({
  method: 'POST',
  path: '/workflow/process/reject',
  access: 'user',
  idempotent: true,
  summary: 'Reject each process at the caller’s open task, with a reason (all or nothing, as approve).',
  input: z.object({ ids: ProcessIds, comment: z.string().trim().min(1).max(500) }),
  output: z.object({ rejected: z.number().int() }),
  errors: [Code.PROCESS_NOT_FOUND, Code.TASK_NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED],
});

export const processReturn = defineCall({
  method: 'POST',
  path: '/workflow/process/return',
  access: 'user',
  idempotent: true,
  summary:
    'Return a process to its initiator (`to` = `initiator`) or to an earlier approver node, whose people (and ' +
    'those of the nodes after it) are resolved again, CUSTOM choices kept; every other open task of the node is ' +
    'cancelled.',
  input: z.object({ id: Id, to: z.string().min(1).max(40), comment: z.string().trim().min(1).max(500) }),
  output: ProcessRow,
  errors: [Code.PROCESS_NOT_FOUND, Code.TASK_NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED],
});

/** Hand a task to someone else: for good (transfer) or to decide for the owner, who then decides (delegate). */
const HandOver = z.object({ id: Id, userId: Id, comment: Comment });

export const processTransfer = defineCall({
  method: 'POST',
  path: '/workflow/process/transfer',
  access: 'user',
  idempotent: true,
  summary: 'Transfer the caller’s open task to another enabled user, who decides in their place.',
  input: HandOver,
  output: ProcessRow,
  errors: [Code.PROCESS_NOT_FOUND, Code.TASK_NOT_FOUND, Code.NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED],
});

export const processDelegate = defineCall({
  method: 'POST',
  path: '/workflow/process/delegate',
  access: 'user',
  idempotent: true,
  summary:
    'Delegate the caller’s open task: the delegate resolves it with a comment, then it comes back to the caller.',
  input: HandOver,
  output: ProcessRow,
  errors: [Code.PROCESS_NOT_FOUND, Code.TASK_NOT_FOUND, Code.NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED],
});

export const processResolve = defineCall({
  method: 'POST',
  path: '/workflow/process/resolve',
  access: 'user',
  idempotent: true,
  summary: 'Resolve a task delegated to the caller, with a comment; the task goes back to its owner.',
  input: z.object({ id: Id, comment: Comment }),
  output: ProcessRow,
  errors: [Code.PROCESS_NOT_FOUND, Code.TASK_NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED],
});

export const processAddSign = defineCall({
  method: 'POST',
  path: '/workflow/process/addSign',
  access: 'user',
  idempotent: true,
  summary: 'Add approvers before or after the caller at their node, on this process only.',
  input: z.object({
    id: Id,
    userIds: z.array(Id).min(1).max(10),
    position: z.enum(['before', 'after']),
    comment: Comment,
  }),
  output: ProcessRow,
  errors: [Code.PROCESS_NOT_FOUND, Code.TASK_NOT_FOUND, Code.NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED],
});

// --- the initiator ---------------------------------------------------------------------

export const processWithdraw = defineCall({
  method: 'POST',
  path: '/workflow/process/withdraw',
  access: 'user',
  idempotent: true,
  summary: 'Withdraw the caller’s process while nobody has decided on it (or while it is returned to them).',
  input: z.object({ id: Id }),
  output: ProcessRow,
  errors: [Code.PROCESS_NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED],
});

export const processResubmit = defineCall({
  method: 'POST',
  path: '/workflow/process/resubmit',
  access: 'user',
  idempotent: true,
  summary:
    'Resubmit a process returned to the caller, with corrected values and choices; it runs again from the start, ' +
    'or straight back to the node that returned it when that node says so.',
  input: z.object({ id: Id, formValues: FormValuesInput, customChoices: CustomChoices.default({}) }),
  output: ProcessRow,
  errors: [
    Code.PROCESS_NOT_FOUND,
    Code.PROCESS_ACTION_NOT_ALLOWED,
    Code.FORM_VALUES_INVALID,
    Code.CANDIDATE_REQUIRED,
    Code.CANDIDATE_OUT_OF_RANGE,
  ],
});

/** How long after an urge the initiator may urge the same process again, ms (one hour). */
export const URGE_INTERVAL_MS = 3_600_000;

export const processUrge = defineCall({
  method: 'POST',
  path: '/workflow/process/urge',
  access: 'user',
  idempotent: true,
  summary: 'Remind the people whose turn it is on the caller’s running process (once an hour at most).',
  input: z.object({ id: Id }),
  output: NullOutput,
  errors: [Code.PROCESS_NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED, Code.URGE_TOO_SOON],
});

export const processCopyRead = defineCall({
  method: 'POST',
  path: '/workflow/process/copy/read',
  access: 'user',
  summary: 'Mark processes copied to the caller as read.',
  input: z.object({ ids: ProcessIds }),
  output: z.object({ read: z.number().int() }),
  errors: [],
});

// --- bookings ------------------------------------------------------------------------------

export const reserveCompleteTask = defineCall({
  method: 'POST',
  path: '/api/reserve/complete/task',
  access: 'user',
  idempotent: true,
  summary:
    'Approve or reject a booking at the caller’s open task of its approval process (the process’s end approves ' +
    'or rejects the booking).',
  input: z.object({ id: Id, result: z.enum(['APPROVE', 'REJECT']), comment: Comment }),
  output: ProcessRow,
  errors: [Code.RESERVATION_NOT_FOUND, Code.TASK_NOT_FOUND, Code.PROCESS_ACTION_NOT_ALLOWED],
});
