/**
 * Quotas (spec §2 back-office quota set /quotaRule, /quotaManagement, terminal
 * /quota; §7 /api/reserve/record/quota).
 *
 * A quota rule caps the active bookings — minutes or a count — of each user, or of each
 * organisation's members together, per day, ISO week, month or year term, in one scene
 * or all (server/modules/quota/quota.service.ts decides how they apply and count). A
 * user's or organisation's override replaces the rule's amount for that subject.
 *
 * Amounts travel in minutes (`unit` minutes) or bookings (`unit` count); the pages show
 * minutes as hours. Back-office access codes (server/db/seed-menus.ts):
 * `resv:quotaRule:<page|add|edit|delete>`, `resv:quotaManagement:<page|edit|delete>`.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDate, NoInput, NullOutput } from './common';
import { pageOf, PageQuery } from '../protocol/envelope';

/** Who a quota counts for: each user, or each organisation's members together. */
export const QuotaSubject = z.enum(['user', 'org']);
export type QuotaSubject = z.infer<typeof QuotaSubject>;
/** The period a quota counts over (ISO weeks start on Monday; `term`: the enabled year term holding the date). */
export const QuotaPeriod = z.enum(['day', 'week', 'month', 'term']);
export type QuotaPeriod = z.infer<typeof QuotaPeriod>;
/** What a quota counts: minutes of bookings, or bookings. */
export const QuotaUnit = z.enum(['minutes', 'count']);
export type QuotaUnit = z.infer<typeof QuotaUnit>;

/** Where one quota rule stands for the caller in the current period. */
export const QuotaStandingRow = z.object({
  ruleId: z.number().int(),
  name: z.string(),
  subject: QuotaSubject,
  /** Null: every scene. */
  sceneId: z.number().int().nullable(),
  /** In the caller's language; null: every scene. */
  sceneName: z.string().nullable(),
  period: QuotaPeriod,
  unit: QuotaUnit,
  /** Minutes or bookings allowed (the override's, when the subject has one). */
  limit: z.number().int(),
  /** Minutes or bookings used by active bookings starting in the period. */
  used: z.number().int(),
  /** Whether `limit` is the subject's own amount. */
  overridden: z.boolean(),
  /** The period's first and last local dates. */
  firstDate: IsoDate,
  lastDate: IsoDate,
});
export type QuotaStandingRow = z.infer<typeof QuotaStandingRow>;

export const recordQuota = defineCall({
  method: 'GET',
  path: '/api/reserve/record/quota',
  access: 'user',
  summary:
    "The caller's quota standings: each quota rule that applies to them, with used and limit in the " +
    'period holding today (a term rule outside every term is left out).',
  input: NoInput,
  output: z.array(QuotaStandingRow),
  errors: [],
});

// --- back office: rules ---------------------------------------------------------------

/** The fields of a quota rule; `amount` in minutes (`unit` minutes) or bookings. */
export const QuotaRuleFields = z.object({
  name: z.string().trim().min(1).max(64),
  subject: QuotaSubject,
  /** Null (or '' from a form): every scene. */
  sceneId: z.union([z.literal('').transform(() => null), z.null(), Id]).default(null),
  period: QuotaPeriod,
  unit: QuotaUnit,
  amount: z.number().int().min(0).max(1_000_000),
  /** Members of these organisations (and below) only; empty: everyone. */
  orgIds: z.array(Id).max(500).default([]),
  status: z.union([z.literal(0), z.literal(1)]).default(0),
  sort: z.number().int().min(0).max(99999).default(0),
});
export type QuotaRuleFields = z.output<typeof QuotaRuleFields>;

/** A quota rule as the back office lists it. */
export const QuotaRuleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: QuotaSubject,
  sceneId: z.number().int().nullable(),
  sceneName: z.string().nullable(),
  period: QuotaPeriod,
  unit: QuotaUnit,
  amount: z.number().int(),
  orgIds: z.array(z.number().int()),
  status: z.number().int(),
  sort: z.number().int(),
  /** Subjects with their own amount. */
  overrideCount: z.number().int(),
});
export type QuotaRuleRow = z.infer<typeof QuotaRuleRow>;

export const quotaRulePage = defineCall({
  method: 'GET',
  path: '/resv/quotaRule/page',
  access: 'resv:quotaRule:page',
  summary: 'Quota rules filtered by name keyword, subject and status; by sort and id.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    subject: QuotaSubject.optional(),
    status: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .optional(),
  }),
  output: pageOf(QuotaRuleRow),
  errors: [],
});

export const quotaRuleList = defineCall({
  method: 'GET',
  path: '/resv/quotaRule/list',
  access: 'resv:quotaManagement:page',
  summary: 'Every quota rule (id, name, subject, unit) for the selects of /quotaManagement.',
  input: NoInput,
  output: z.array(z.object({ id: z.number().int(), name: z.string(), subject: QuotaSubject, unit: QuotaUnit })),
  errors: [],
});

export const quotaRuleAdd = defineCall({
  method: 'POST',
  path: '/resv/quotaRule/add',
  access: 'resv:quotaRule:add',
  summary: 'Create a quota rule (BAD_REQUEST for an unknown scene or organisation). It counts bookings already made.',
  input: QuotaRuleFields,
  output: QuotaRuleRow,
  errors: [Code.NOT_FOUND],
});

export const quotaRuleEdit = defineCall({
  method: 'POST',
  path: '/resv/quotaRule/edit',
  access: 'resv:quotaRule:edit',
  summary:
    'Edit a quota rule; bookings already made stay. Changing its subject removes the overrides of the other kind.',
  input: QuotaRuleFields.extend({ id: Id }),
  output: QuotaRuleRow,
  errors: [Code.NOT_FOUND],
});

export const quotaRuleDelete = defineCall({
  method: 'POST',
  path: '/resv/quotaRule/delete',
  access: 'resv:quotaRule:delete',
  summary: 'Delete quota rules and their overrides.',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

// --- back office: standings and overrides -------------------------------------------

/** One subject (a user or an organisation) under one quota rule, in the current period. */
export const QuotaSubjectRow = z.object({
  ruleId: z.number().int(),
  ruleName: z.string(),
  subject: QuotaSubject,
  unit: QuotaUnit,
  /** The user's or organisation's id. */
  subjectId: z.number().int(),
  /** A user's account (null for an organisation). */
  account: z.string().nullable(),
  /** The user's or organisation's name. */
  name: z.string(),
  /** The user's organisation (null for an organisation). */
  orgName: z.string().nullable(),
  /** The rule's amount. */
  ruleAmount: z.number().int(),
  /** The subject's own amount, if any. */
  overrideId: z.number().int().nullable(),
  overrideAmount: z.number().int().nullable(),
  overrideRemark: z.string().nullable(),
  /** Used in the period holding today; null for a term rule outside every term. */
  used: z.number().int().nullable(),
  firstDate: IsoDate.nullable(),
  lastDate: IsoDate.nullable(),
});
export type QuotaSubjectRow = z.infer<typeof QuotaSubjectRow>;

export const quotaSubjectPage = defineCall({
  method: 'GET',
  path: '/resv/quotaManagement/page',
  access: 'resv:quotaManagement:page',
  summary:
    'The subjects a quota rule applies to (users, or organisations, within its organisations) with used / ' +
    'limit in the period holding today and their override; filtered by account or name keyword and ' +
    '"overridden only"; by account or name.',
  input: PageQuery.extend({
    ruleId: Id,
    keyword: z.string().trim().max(64).optional(),
    overridden: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  }),
  output: pageOf(QuotaSubjectRow),
  errors: [Code.NOT_FOUND],
});

/** A subject's own amount under a rule: exactly one of `userId` / `orgId`, matching the rule's subject. */
export const QuotaOverrideInput = z.object({
  ruleId: Id,
  userId: Id.nullable().default(null),
  orgId: Id.nullable().default(null),
  amount: z.number().int().min(0).max(1_000_000),
  remark: z.union([z.literal('').transform(() => null), z.null(), z.string().trim().max(200)]).default(null),
});

export const quotaOverrideSave = defineCall({
  method: 'POST',
  path: '/resv/quotaManagement/save',
  access: 'resv:quotaManagement:edit',
  summary:
    'Give a user (per-user rule) or an organisation (per-organisation rule) its own amount, replacing any ' +
    'it had. QUOTA_OVERRIDE_SUBJECT for the wrong kind of subject.',
  input: QuotaOverrideInput,
  output: QuotaSubjectRow,
  errors: [Code.NOT_FOUND, Code.USER_NOT_FOUND, Code.QUOTA_OVERRIDE_SUBJECT],
});

export const quotaOverrideDelete = defineCall({
  method: 'POST',
  path: '/resv/quotaManagement/delete',
  access: 'resv:quotaManagement:delete',
  summary: "Remove overrides: the subjects go back to the rule's amount.",
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});
