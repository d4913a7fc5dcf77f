/**
 * Credit (spec §2 terminal /credit, back office /credit and /breachOfContract;
 * §7 /api/user/getUserCredit, /api/user/getSceneCredit).
 *
 * The rules themselves live in server/modules/credit/credit.service.ts: one score per
 * user (the default rule's initial score until something changes it); a no-show or a late
 * cancellation deducts the points of the booking's scene rule (else the default, else the
 * built-in rule); a score below the rule's threshold bars the user for `barDays`; a bar
 * ends by itself or when an administrator lifts it, and the score goes back to the
 * initial score.
 *
 * Back-office access codes (server/db/seed-menus.ts): `resv:credit:<page|edit>` (scores,
 * manual adjustment), `resv:creditRule:<page|add|edit|delete>` (rules),
 * `resv:breach:<page|lift>` (bars).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDateTime, NoInput, NullOutput } from './common';
import { Code } from '../protocol/codes';
import { pageOf, PageQuery } from '../protocol/envelope';

/** Why a score changed (clubPenalty: a fitness club penalty; clubPenaltyWaived: its waiver gave the points back). */
export const CreditReason = z.enum(['noShow', 'lateCancel', 'manual', 'barEnded', 'clubPenalty', 'clubPenaltyWaived']);
export type CreditReason = z.infer<typeof CreditReason>;

/** One change of a score. */
export const CreditRecordRow = z.object({
  id: z.number().int(),
  /** Points added (negative: deducted). */
  delta: z.number().int(),
  scoreAfter: z.number().int(),
  reason: CreditReason,
  /** The booking that caused it (no-show, late cancellation). */
  reservationId: z.number().int().nullable(),
  /** The fitness club's penalty that caused it (clubPenalty) or whose waiver gave the points back. */
  penaltyId: z.number().int().nullable(),
  remark: z.string().nullable(),
  /** Name of the administrator who made a manual change. */
  createdByName: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type CreditRecordRow = z.infer<typeof CreditRecordRow>;

/** How many records getUserCredit returns (newest first). */
export const USER_CREDIT_RECORDS = 20;

/** The caller's credit as the terminal shows it. */
export const UserCredit = z.object({
  score: z.number().int(),
  /** The default rule's initial score (what a bar's end restores). */
  initialScore: z.number().int(),
  /** The default rule's threshold: below it the user is barred. */
  threshold: z.number().int(),
  /** The end of the bar in force, null when the user may book. */
  barredUntil: IsoDateTime.nullable(),
  /** The newest {@link USER_CREDIT_RECORDS} changes. */
  records: z.array(CreditRecordRow),
});
export type UserCredit = z.infer<typeof UserCredit>;

/** Where a scene's credit rule comes from: its own, the default one, or the built-in values. */
export const CreditRuleSource = z.enum(['scene', 'default', 'builtIn']);
export type CreditRuleSource = z.infer<typeof CreditRuleSource>;

/** The credit rule that applies in one scene. */
export const SceneCredit = z.object({
  sceneId: z.number().int(),
  /** In the caller's language. */
  sceneName: z.string(),
  source: CreditRuleSource,
  noShowPoints: z.number().int(),
  lateCancelPoints: z.number().int(),
  threshold: z.number().int(),
  barDays: z.number().int(),
});
export type SceneCredit = z.infer<typeof SceneCredit>;

export const getUserCredit = defineCall({
  method: 'GET',
  path: '/api/user/getUserCredit',
  access: 'user',
  summary: "The caller's credit score, the bar in force (its end) if any, and the newest 20 score changes.",
  input: NoInput,
  output: UserCredit,
  errors: [],
});

export const getSceneCredit = defineCall({
  method: 'GET',
  path: '/api/user/getSceneCredit',
  access: 'user',
  summary:
    'Per scene (or one scene), the credit rule that applies: points deducted for a no-show and a late ' +
    'cancellation, the threshold and the days of a bar.',
  input: z.object({ sceneId: Id.optional() }),
  output: z.array(SceneCredit),
  errors: [],
});

// --- back office: scores -------------------------------------------------------

/** A user's score as the back office lists it. */
export const UserCreditRow = z.object({
  userId: z.number().int(),
  account: z.string(),
  name: z.string(),
  orgName: z.string().nullable(),
  score: z.number().int(),
  /** The end of the bar in force, if any. */
  barredUntil: IsoDateTime.nullable(),
  /** When the score last changed (null: never, the initial score). */
  updatedAt: IsoDateTime.nullable(),
});
export type UserCreditRow = z.infer<typeof UserCreditRow>;

export const creditPage = defineCall({
  method: 'GET',
  path: '/resv/credit/page',
  access: 'resv:credit:page',
  summary: 'Users with their credit score and bar, filtered by account or name keyword and "barred only"; by account.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    barred: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  }),
  output: pageOf(UserCreditRow),
  errors: [],
});

/** A manual change of a score (add or deduct points), with the reason as a remark. */
export const CreditAdjustInput = z.object({
  userId: Id,
  delta: z.coerce
    .number()
    .int()
    .min(-1000)
    .max(1000)
    .refine((n) => n !== 0, { message: 'creditAdmin:adjust.zero' }),
  remark: z.string().trim().min(1).max(200),
});

export const creditAdjust = defineCall({
  method: 'POST',
  path: '/resv/credit/adjust',
  access: 'resv:credit:edit',
  summary:
    "Add (positive) or deduct (negative) points of a user's score with a remark; writes a credit record. " +
    'Does not start or end a bar.',
  input: CreditAdjustInput,
  output: UserCreditRow,
  errors: [Code.USER_NOT_FOUND],
});

export const creditRecordPage = defineCall({
  method: 'GET',
  path: '/resv/credit/records',
  access: 'resv:credit:page',
  summary: "One user's score changes, newest first.",
  input: PageQuery.extend({ userId: Id }),
  output: pageOf(CreditRecordRow),
  errors: [Code.USER_NOT_FOUND],
});

// --- back office: rules -----------------------------------------------------------

/** The fields of a credit rule (sceneId null: the default rule). */
export const CreditRuleFields = z.object({
  sceneId: z.union([z.literal('').transform(() => null), z.null(), Id]).default(null),
  /** Only the default rule's is used: everyone's starting score. */
  initialScore: z.number().int().min(1).max(1000),
  noShowPoints: z.number().int().min(0).max(1000),
  lateCancelPoints: z.number().int().min(0).max(1000),
  threshold: z.number().int().min(0).max(1000),
  barDays: z.number().int().min(1).max(365),
  status: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type CreditRuleFields = z.output<typeof CreditRuleFields>;

/** The form's schema: the fields, and the threshold at most the initial score (`errors:2360001`). */
export const CreditRuleForm = CreditRuleFields.superRefine((v, ctx) => {
  if (v.threshold > v.initialScore)
    ctx.addIssue({ code: 'custom', path: ['threshold'], message: `errors:${Code.CREDIT_RULE_INVALID}` });
});

/** A credit rule as the back office lists it. */
export const CreditRuleRow = z.object({
  id: z.number().int(),
  sceneId: z.number().int().nullable(),
  /** In the caller's language; null for the default rule. */
  sceneName: z.string().nullable(),
  initialScore: z.number().int(),
  noShowPoints: z.number().int(),
  lateCancelPoints: z.number().int(),
  threshold: z.number().int(),
  barDays: z.number().int(),
  status: z.number().int(),
});
export type CreditRuleRow = z.infer<typeof CreditRuleRow>;

export const creditRulePage = defineCall({
  method: 'GET',
  path: '/resv/creditRule/page',
  access: 'resv:creditRule:page',
  summary: 'Credit rules, the default (every scene without its own) first, then by scene.',
  input: PageQuery.extend({ sceneId: Id.optional() }),
  output: pageOf(CreditRuleRow),
  errors: [],
});

export const creditRuleAdd = defineCall({
  method: 'POST',
  path: '/resv/creditRule/add',
  access: 'resv:creditRule:add',
  summary:
    "Create the default credit rule (sceneId null) or a scene's; CREDIT_RULE_EXISTS when it has one, " +
    'CREDIT_RULE_INVALID when the threshold is above the initial score.',
  input: CreditRuleFields,
  output: CreditRuleRow,
  errors: [Code.NOT_FOUND, Code.CREDIT_RULE_INVALID, Code.CREDIT_RULE_EXISTS],
});

export const creditRuleEdit = defineCall({
  method: 'POST',
  path: '/resv/creditRule/edit',
  access: 'resv:creditRule:edit',
  summary: 'Edit a credit rule; deductions already made stay.',
  input: CreditRuleFields.extend({ id: Id }),
  output: CreditRuleRow,
  errors: [Code.NOT_FOUND, Code.CREDIT_RULE_INVALID, Code.CREDIT_RULE_EXISTS],
});

export const creditRuleDelete = defineCall({
  method: 'POST',
  path: '/resv/creditRule/delete',
  access: 'resv:creditRule:delete',
  summary:
    'Delete credit rules: a scene then follows the default rule, and without a default the built-in values apply.',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

// --- back office: bars (breach of contract) ------------------------------------------

/** A bar as /breachOfContract lists it. */
export const BreachRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  name: z.string(),
  /** The score that started it. */
  scoreAt: z.number().int(),
  barredFrom: IsoDateTime,
  barredUntil: IsoDateTime,
  /** When it ended early or ran out (null while in force). */
  liftedAt: IsoDateTime.nullable(),
  /** The administrator who lifted it (null: ran out, or in force). */
  liftedByName: z.string().nullable(),
  /** In force now. */
  active: z.boolean(),
});
export type BreachRow = z.infer<typeof BreachRow>;

export const breachPage = defineCall({
  method: 'GET',
  path: '/resv/breach/page',
  access: 'resv:breach:page',
  summary: 'Bars (breaches of contract), newest first, filtered by account or name keyword and state active | past.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    state: z.enum(['active', 'past']).optional(),
  }),
  output: pageOf(BreachRow),
  errors: [],
});

export const breachLift = defineCall({
  method: 'POST',
  path: '/resv/breach/lift',
  access: 'resv:breach:lift',
  summary:
    'Lift a bar in force now: the user may book again and the score goes back to the initial score. ' +
    'BAR_NOT_ACTIVE when it has ended.',
  input: z.object({ id: Id }),
  output: BreachRow,
  errors: [Code.NOT_FOUND, Code.BAR_NOT_ACTIVE],
});
