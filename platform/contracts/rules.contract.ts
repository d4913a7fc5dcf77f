/**
 * Reservation rules (/reserve) and where they apply (/sceneRules), spec §2 base admin
 * pages. Paths under `/resv/reserveRule/…` and `/resv/sceneRule/…`; access codes
 * of the menu base (server/db/seed-menus.ts): `resv:rule:<page|add|edit|delete|setAsDefault>`,
 * `resv:sceneRule:<page|edit>`.
 *
 * Rules (server/modules/rules/):
 * - Which rule applies to a site: the site's own binding, else its scene's, else the
 *   default rule, else none (the booking engine's built-in defaults). Each scene and each
 *   site has at most one binding (unique indexes); binding again replaces it.
 * - A disabled rule applies nowhere: it cannot be bound or made the default
 *   (RULE_DISABLED), and a bound or default rule cannot be disabled.
 * - Deleting: a rule that is bound anywhere is refused (RULE_IN_USE, with the count), so
 *   no scene or site silently changes rule; the default rule is refused too
 *   (RULE_DEFAULT_PROTECTED). Unbind it under /sceneRules, or make another rule the
 *   default, first. A delete of several ids is all or nothing.
 * - The fields must agree ({@link ruleProblems}): the form checks them with
 *   {@link ReserveRuleForm} before sending; the server checks them again (RULE_INVALID
 *   with the problem as `context`).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDateTime, NoInput, NullOutput } from './common';
import { Code } from '../protocol/codes';
import { pageOf, sortablePageQuery } from '../protocol/envelope';

// --- field rules ---------------------------------------------------------------

/** A local time of day `HH:mm`, 00:00–23:59. */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

/** `''` (an empty form input) or null → null; else `schema`. */
function blankAsNull<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => null), z.null(), schema]).default(null);
}

/** Whole minutes up to a week. */
const Minutes = z.number().int().min(0).max(10080);
/** 0 enabled, 1 disabled. */
export const RuleStatus = z.union([z.literal(0), z.literal(1)]);

/** The fields of a rule as add and edit take them (null: no limit / not set). */
export const ReserveRuleFields = z.object({
  name: z.string().trim().min(1).max(64),
  /**
   * Who may book: members of these organisations (and below), holders of these roles, these identities; empty:
   * everyone.
   */
  orgIds: z.array(Id).max(500).default([]),
  roleIds: z.array(Id).max(100).default([]),
  idents: z.array(z.string().trim().min(1).max(64)).max(100).default([]),
  /** A booking may start at most this many days after today (campus date); 0: today only. */
  advanceDays: z.number().int().min(0).max(365),
  /**
   * A day's bookings open this many days before it, at `openTime`; both null: as soon as it is within `advanceDays`.
   */
  openDaysBefore: blankAsNull(z.number().int().min(0).max(365)),
  openTime: blankAsNull(TimeOfDay),
  minMinutes: Minutes,
  maxMinutes: blankAsNull(Minutes.min(1)),
  /** Active bookings per user and local day / ISO week. */
  perDay: blankAsNull(z.number().int().min(1).max(100)),
  perWeek: blankAsNull(z.number().int().min(1).max(700)),
  /**
   * Cancelling is allowed until this long before the start; later than `lateCancelMinutes` before it is a late
   * cancellation.
   */
  cancelBeforeMinutes: Minutes,
  lateCancelMinutes: Minutes,
  /** The check-in window around the start, minutes before / after. */
  checkInBeforeMinutes: z.number().int().min(0).max(1440),
  checkInAfterMinutes: z.number().int().min(0).max(1440),
  needsApproval: z.boolean(),
  /** Participants besides the booker. */
  participantsMin: z.number().int().min(0).max(1000),
  participantsMax: blankAsNull(z.number().int().min(0).max(1000)),
  /** How long a hold (lockSite) lasts. */
  holdMinutes: z.number().int().min(1).max(60),
  allowCrossDay: z.boolean(),
  maxCrossDays: z.number().int().min(1).max(366),
  waitlist: z.boolean(),
  status: RuleStatus.default(0),
  sort: z.number().int().min(0).max(99999).default(0),
  remark: blankAsNull(z.string().trim().max(500)),
});
export type ReserveRuleFields = z.output<typeof ReserveRuleFields>;

/** The contradictions {@link ruleProblems} finds, each the `context` of RULE_INVALID. */
export const RULE_PROBLEMS = [
  'maxBelowMin',
  'participantsBelowMin',
  'openPair',
  'openBeyondAdvance',
  'perWeekBelowPerDay',
  'crossDaysTooFew',
] as const;
export type RuleProblem = (typeof RULE_PROBLEMS)[number];

/** The form field each problem is shown under. */
const PROBLEM_FIELD: Record<RuleProblem, keyof ReserveRuleFields> = {
  maxBelowMin: 'maxMinutes',
  participantsBelowMin: 'participantsMax',
  openPair: 'openTime',
  openBeyondAdvance: 'openDaysBefore',
  perWeekBelowPerDay: 'perWeek',
  crossDaysTooFew: 'maxCrossDays',
};

/**
 * The contradictions among a rule's fields, in a fixed order; empty when it is valid:
 * max minutes below min, participants max below min, only one of openDaysBefore /
 * openTime set, openDaysBefore beyond advanceDays, per week below per day, cross-day
 * allowed with fewer than 2 days.
 */
export function ruleProblems(v: ReserveRuleFields): RuleProblem[] {
  const out: RuleProblem[] = [];
  if (v.maxMinutes !== null && v.maxMinutes < v.minMinutes) out.push('maxBelowMin');
  if (v.participantsMax !== null && v.participantsMax < v.participantsMin) out.push('participantsBelowMin');
  if ((v.openDaysBefore === null) !== (v.openTime === null)) out.push('openPair');
  if (v.openDaysBefore !== null && v.openDaysBefore > v.advanceDays) out.push('openBeyondAdvance');
  if (v.perDay !== null && v.perWeek !== null && v.perWeek < v.perDay) out.push('perWeekBelowPerDay');
  if (v.allowCrossDay && v.maxCrossDays < 2) out.push('crossDaysTooFew');
  return out;
}

/**
 * The schema of the back-office form: the fields plus {@link ruleProblems}, each reported
 * under its field with the i18n key of its message (`errors:2350001_<problem>`).
 */
export const ReserveRuleForm = ReserveRuleFields.superRefine((v, ctx) => {
  for (const problem of ruleProblems(v)) {
    ctx.addIssue({ code: 'custom', path: [PROBLEM_FIELD[problem]], message: `errors:${Code.RULE_INVALID}_${problem}` });
  }
});

/** A rule as the back office lists it. */
export const ReserveRuleRow = z.object({
  id: z.number().int(),
  isDefault: z.boolean(),
  /** Scenes and sites bound to it. */
  bindingCount: z.number().int(),
  name: z.string(),
  orgIds: z.array(z.number().int()),
  roleIds: z.array(z.number().int()),
  idents: z.array(z.string()),
  advanceDays: z.number().int(),
  openDaysBefore: z.number().int().nullable(),
  openTime: z.string().nullable(),
  minMinutes: z.number().int(),
  maxMinutes: z.number().int().nullable(),
  perDay: z.number().int().nullable(),
  perWeek: z.number().int().nullable(),
  cancelBeforeMinutes: z.number().int(),
  lateCancelMinutes: z.number().int(),
  checkInBeforeMinutes: z.number().int(),
  checkInAfterMinutes: z.number().int(),
  needsApproval: z.boolean(),
  participantsMin: z.number().int(),
  participantsMax: z.number().int().nullable(),
  holdMinutes: z.number().int(),
  allowCrossDay: z.boolean(),
  maxCrossDays: z.number().int(),
  waitlist: z.boolean(),
  status: z.number().int(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type ReserveRuleRow = z.infer<typeof ReserveRuleRow>;

/** A rule of a select: id, name, whether it is the default. */
export const RuleChoice = z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean() });
export type RuleChoice = z.infer<typeof RuleChoice>;

// --- reservation rules -----------------------------------------------------------

export const reserveRulePage = defineCall({
  method: 'GET',
  path: '/resv/reserveRule/page',
  access: 'resv:rule:page',
  summary:
    'Reservation rules, filtered by name keyword and status; the default first, then by sort and id ' +
    'unless orderBy is given.',
  input: sortablePageQuery(['name', 'sort']).extend({
    keyword: z.string().trim().max(64).optional(),
    status: z.coerce.number().pipe(RuleStatus).optional(),
  }),
  output: pageOf(ReserveRuleRow),
  errors: [],
});

export const reserveRuleList = defineCall({
  method: 'GET',
  path: '/resv/reserveRule/list',
  access: 'user',
  summary: 'Enabled reservation rules for selects (id, name, isDefault), the default first.',
  input: NoInput,
  output: z.array(RuleChoice),
  errors: [],
});

export const reserveRuleAdd = defineCall({
  method: 'POST',
  path: '/resv/reserveRule/add',
  access: 'resv:rule:add',
  summary:
    'Create a reservation rule (RULE_INVALID when its fields contradict each other; BAD_REQUEST for an ' +
    'unknown organisation, role or identity).',
  input: ReserveRuleFields,
  output: ReserveRuleRow,
  errors: [Code.NOT_FOUND, Code.RULE_INVALID],
});

export const reserveRuleEdit = defineCall({
  method: 'POST',
  path: '/resv/reserveRule/edit',
  access: 'resv:rule:edit',
  summary:
    'Edit a reservation rule. Bookings already made keep the time rules they were booked under. A bound ' +
    'or default rule cannot be disabled.',
  input: ReserveRuleFields.extend({ id: Id }),
  output: ReserveRuleRow,
  errors: [Code.NOT_FOUND, Code.RULE_INVALID, Code.RULE_DEFAULT_PROTECTED, Code.RULE_IN_USE],
});

export const reserveRuleDelete = defineCall({
  method: 'POST',
  path: '/resv/reserveRule/delete',
  access: 'resv:rule:delete',
  summary:
    'Delete reservation rules that apply nowhere: RULE_IN_USE while bound, RULE_DEFAULT_PROTECTED for the ' +
    'default (all or nothing).',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RULE_DEFAULT_PROTECTED, Code.RULE_IN_USE],
});

export const reserveRuleSetAsDefault = defineCall({
  method: 'POST',
  path: '/resv/reserveRule/setAsDefault',
  access: 'resv:rule:setAsDefault',
  summary: 'Make an enabled rule the default (it applies where no binding does); the previous default stops being it.',
  input: z.object({ id: Id }),
  output: ReserveRuleRow,
  errors: [Code.NOT_FOUND, Code.RULE_DISABLED],
});

// --- where rules apply -------------------------------------------------------------

/** Where a site's rule comes from: its own binding, its scene's, the default rule, or nowhere (built-in defaults). */
export const RuleSource = z.enum(['site', 'scene', 'default', 'none']);
export type RuleSource = z.infer<typeof RuleSource>;

/** A scene with the rule bound to it (null: the default applies). */
export const SceneRuleRow = z.object({
  sceneId: z.number().int(),
  code: z.string(),
  /** In the caller's language. */
  sceneName: z.string(),
  siteCount: z.number().int(),
  ruleId: z.number().int().nullable(),
  ruleName: z.string().nullable(),
  /** Sites of the scene with a binding of their own. */
  overrideCount: z.number().int(),
});
export type SceneRuleRow = z.infer<typeof SceneRuleRow>;

export const sceneRuleList = defineCall({
  method: 'GET',
  path: '/resv/sceneRule/list',
  access: 'resv:sceneRule:page',
  summary: 'Every scene with its bound rule (null: the default applies) and the default rule.',
  input: NoInput,
  output: z.object({ defaultRule: RuleChoice.nullable(), scenes: z.array(SceneRuleRow) }),
  errors: [],
});

/** A site with its own binding and the rule that applies to it. */
export const SiteRuleRow = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  sceneId: z.number().int(),
  sceneName: z.string(),
  /** `campus / building / floor`. */
  place: z.string(),
  enabled: z.boolean(),
  /** The site's own binding (null: it follows its scene). */
  ruleId: z.number().int().nullable(),
  ruleName: z.string().nullable(),
  /** The rule that applies (null: none, the built-in defaults) and where it comes from. */
  effectiveRuleId: z.number().int().nullable(),
  effectiveRuleName: z.string().nullable(),
  source: RuleSource,
});
export type SiteRuleRow = z.infer<typeof SiteRuleRow>;

export const sceneRuleSitePage = defineCall({
  method: 'GET',
  path: '/resv/sceneRule/sitePage',
  access: 'resv:sceneRule:page',
  summary:
    'Sites with their own rule binding and the rule that applies, filtered by scene, campus, name and ' +
    '"own binding only"; by sort and id.',
  input: sortablePageQuery(['siteName']).extend({
    sceneId: Id.optional(),
    campusId: Id.optional(),
    keyword: z.string().trim().max(64).optional(),
    overridden: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  }),
  output: pageOf(SiteRuleRow),
  errors: [],
});

export const sceneRuleBindScene = defineCall({
  method: 'POST',
  path: '/resv/sceneRule/bindScene',
  access: 'resv:sceneRule:edit',
  summary:
    'Bind a rule to a scene (replacing its binding), or clear it with ruleId null (the default applies). ' +
    'RULE_DISABLED for a disabled rule.',
  input: z.object({ sceneId: Id, ruleId: Id.nullable() }),
  output: SceneRuleRow,
  errors: [Code.NOT_FOUND, Code.RULE_DISABLED],
});

export const sceneRuleBindSite = defineCall({
  method: 'POST',
  path: '/resv/sceneRule/bindSite',
  access: 'resv:sceneRule:edit',
  summary:
    "Bind a rule to one site, overriding its scene's (replacing its binding), or clear it with ruleId " +
    'null (it follows its scene). RULE_DISABLED for a disabled rule.',
  input: z.object({ siteId: Id, ruleId: Id.nullable() }),
  output: SiteRuleRow,
  errors: [Code.NOT_FOUND, Code.SITE_NOT_FOUND, Code.RULE_DISABLED],
});
