/**
 * The fitness club's late-cancel and no-show penalties (spec §2 back office /breakContract, terminal
 * /fitnessCenter/defaultRecords; docs/fitness-penalties.md). Calls under `/api/fitness/…`:
 *
 * - the rules `/api/fitness/breakContract/rules` and `…/ruleSave`, `…/ruleDelete`: per course kind (league,
 *   private, test) and offence (lateCancel, noShow) a rule — forfeit the use, a fee in cents, a grace count
 *   within a rolling period of days, a waive window in days —, and per class type an override;
 * - the records `/api/fitness/breakContract/page` (the caller's data scope: the member's organisation),
 *   `…/waive` (within the window, with a reason) and `…/pay` (the fee received);
 * - the member's own records `/api/fitness/penalty/mine`.
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime, NoInput } from './common';

/** The course kinds a rule applies to. */
export const PenaltyCourseKind = z.enum(['league', 'private', 'test']);
export type PenaltyCourseKind = z.infer<typeof PenaltyCourseKind>;
/** A late cancel (inside the cancel window) or a no-show. */
export const PenaltyOffence = z.enum(['lateCancel', 'noShow']);
export type PenaltyOffence = z.infer<typeof PenaltyOffence>;
/** A record's state: the fee owed (charged), forgiven by the grace (graced), waived by staff, paid. */
export const PenaltyState = z.enum(['charged', 'graced', 'waived', 'paid']);
export type PenaltyState = z.infer<typeof PenaltyState>;

/** The editable part of a rule (money in cents, periods in days). */
export const PenaltyRuleFields = z.object({
  forfeitUse: z.boolean(),
  feeCents: z.number().int().min(0).max(10_000_000),
  graceCount: z.number().int().min(0).max(100),
  graceDays: z.number().int().min(1).max(366),
  waiveDays: z.number().int().min(0).max(366),
  /** Credit points a charged offence deducts from the member's score (0: none); a waiver gives them back. */
  creditPoints: z.number().int().min(0).max(1000).default(0),
});
export type PenaltyRuleFields = z.infer<typeof PenaltyRuleFields>;

/** A rule as listed: its kind, offence, the class type it overrides for (null: the kind's rule). */
export const PenaltyRuleRow = PenaltyRuleFields.extend({
  id: z.number().int(),
  courseKind: PenaltyCourseKind,
  offence: PenaltyOffence,
  classTypeId: z.number().int().nullable(),
  classTypeName: z.string().nullable(),
  updatedAt: IsoDateTime,
});
export type PenaltyRuleRow = z.infer<typeof PenaltyRuleRow>;

/** One offence as staff and the member read it: what, when, the rule applied, the outcome. */
export const PenaltyRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  memberName: z.string(),
  sourceKind: z.enum(['class', 'private', 'test']),
  sourceId: z.number().int(),
  courseKind: PenaltyCourseKind,
  offence: PenaltyOffence,
  /** The class type's or session's name in the caller's language, the coach, the start (campus offset). */
  subjectName: z.string(),
  coachName: z.string(),
  startsAt: z.string(),
  rule: z.object({
    ruleId: z.number().int().nullable(),
    classTypeId: z.number().int().nullable(),
    forfeitUse: z.boolean(),
    feeCents: z.number().int(),
    graceCount: z.number().int(),
    graceDays: z.number().int(),
    waiveDays: z.number().int(),
    creditPoints: z.number().int().optional(),
  }),
  priorCount: z.number().int(),
  feeCents: z.number().int(),
  forfeited: z.boolean(),
  /** Credit points deducted for the offence (0: none). */
  creditPoints: z.number().int(),
  /** The ledger row of the fee paid at the desk (its receipt), null when not paid so. */
  paymentId: z.number().int().nullable(),
  state: PenaltyState,
  waiveUntil: IsoDateTime,
  reason: z.string(),
  resolvedByName: z.string().nullable(),
  resolvedAt: IsoDateTime.nullable(),
  at: IsoDateTime,
});
export type PenaltyRow = z.infer<typeof PenaltyRow>;

export const fitnessPenaltyRules = defineCall({
  method: 'GET',
  path: '/api/fitness/breakContract/rules',
  access: 'fitness:breakContract:page',
  summary:
    'The late-cancel and no-show rules (per course kind and offence, then the class-type overrides) and the class ' +
    'types an override may name.',
  input: NoInput,
  output: z.object({
    rules: z.array(PenaltyRuleRow),
    classTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  errors: [],
});

export const fitnessPenaltyRuleSave = defineCall({
  method: 'POST',
  path: '/api/fitness/breakContract/ruleSave',
  access: 'fitness:breakContract:edit',
  summary: 'Set the rule of a course kind and offence, or of one class type (an override; group classes only).',
  input: PenaltyRuleFields.extend({
    courseKind: PenaltyCourseKind,
    offence: PenaltyOffence,
    classTypeId: Id.nullable().default(null),
  }),
  output: PenaltyRuleRow,
  errors: [Code.PENALTY_OVERRIDE_INVALID],
});

export const fitnessPenaltyRuleDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/breakContract/ruleDelete',
  access: 'fitness:breakContract:edit',
  summary: 'Remove a class type’s override (the kind’s rule applies again); a kind’s own rule stays.',
  input: z.object({ id: Id }),
  output: z.null(),
  errors: [Code.NOT_FOUND, Code.PENALTY_RULE_BASE],
});

export const fitnessPenaltyPage = defineCall({
  method: 'GET',
  path: '/api/fitness/breakContract/page',
  access: 'fitness:breakContract:page',
  summary: 'Penalty records of the caller’s data scope by member, state, offence and campus dates; newest first.',
  input: PageQuery.extend({
    member: z.string().trim().max(64).optional(),
    userId: Id.optional(),
    state: PenaltyState.optional(),
    offence: PenaltyOffence.optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  }),
  output: pageOf(PenaltyRow),
  errors: [],
});

export const fitnessPenaltyWaive = defineCall({
  method: 'POST',
  path: '/api/fitness/breakContract/waive',
  access: 'fitness:breakContract:waive',
  summary: 'Waive a charged penalty within its window, with a reason: no fee owed, a forfeited use given back.',
  input: z.object({ id: Id, reason: z.string().trim().min(1).max(200) }),
  output: PenaltyRow,
  errors: [Code.NOT_FOUND, Code.PENALTY_NOT_CHARGED, Code.PENALTY_WAIVE_CLOSED],
});

export const fitnessPenaltyPay = defineCall({
  method: 'POST',
  path: '/api/fitness/breakContract/pay',
  access: 'fitness:breakContract:pay',
  summary:
    'Mark a charged penalty’s fee paid (received at the desk by the method chosen): no longer a debt; a fee above 0 ' +
    'writes a ledger row of kind penalty on the open business day.',
  input: z.object({ id: Id, methodId: Id.optional() }),
  output: PenaltyRow,
  errors: [Code.NOT_FOUND, Code.PENALTY_NOT_CHARGED, Code.PAY_METHOD_UNKNOWN],
});

export const fitnessPenaltyMine = defineCall({
  method: 'GET',
  path: '/api/fitness/penalty/mine',
  access: 'user',
  summary: 'My late-cancel and no-show records, newest first, with the rule applied and the outcome.',
  input: NoInput,
  output: z.array(PenaltyRow),
  errors: [],
});
