/**
 * The coaches' side of the fitness club (docs/fitness-coaches.md; spec §2 fitness set: terminal
 * /fitnessCenter/evaluationRecords, /fitnessCenterCoach with myClass, commentRecords, adjustedLog;
 * back office /comment and /coachLog). The spec names the pages only; the calls are ours:
 *
 * - a member (any signed-in user, their own only): the attended classes and sessions still to rate
 *   and the ratings given (`evaluation/mine`), rating one once (`evaluation/add`);
 * - the coach centre (the caller's own coach record, else NOT_FOUND): today, my classes and
 *   sessions, comments about me with averages, my adjustments;
 * - back office: comments of members in the data scope (filters, averages per coach, hide with a
 *   reason), the pay rules and the month's pay log of the coaches (with its .xlsx), and the
 *   adjustment (调课) of a group class or a private session: another time and / or another coach.
 *
 * Times on the wire are ISO-8601 with the campus offset (Asia/Shanghai); money in cents.
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Id, IsoDate, IsoDateTime, NullOutput } from './common';
import { defineCall } from './define-call';

/** Days after a class's or session's start during which its member may rate it. */
export const RATING_WINDOW_DAYS = 14;
/** The longest comment of a rating, in characters. */
export const COMMENT_MAX = 500;

// --- shapes ----------------------------------------------------------------------------

/** What a rating is about: a group class booking (`league`) or a private session or test (`private`). */
export const RatedKind = z.enum(['league', 'private']);
export type RatedKind = z.infer<typeof RatedKind>;

/** An attended class or session the member may still rate. */
export const ToRateRow = z.object({
  kind: RatedKind,
  /** The group class (club_class_session) or the private session. */
  sourceId: z.number().int(),
  title: z.string(),
  coachId: z.number().int(),
  coachName: z.string(),
  startAt: IsoDateTime,
  /** The last moment to rate it (start + RATING_WINDOW_DAYS days). */
  rateBy: IsoDateTime,
});
export type ToRateRow = z.infer<typeof ToRateRow>;

/** A rating as the lists show it (the member's name only for staff). */
export const RatingRow = z.object({
  id: z.number().int(),
  kind: RatedKind,
  sourceId: z.number().int(),
  title: z.string(),
  coachId: z.number().int(),
  coachName: z.string(),
  memberName: z.string(),
  heldAt: IsoDateTime,
  trainerScore: z.number().int(),
  serviceScore: z.number().int(),
  comment: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string(),
  createdAt: IsoDateTime,
});
export type RatingRow = z.infer<typeof RatingRow>;

/** Averages of ratings (scores 1–5, two decimals; null without ratings). */
export const Averages = z.object({
  count: z.number().int(),
  trainerAvg: z.number().nullable(),
  serviceAvg: z.number().nullable(),
});
export type Averages = z.infer<typeof Averages>;

const Score = z.number().int().min(1).max(5);

/** A rating to give. */
export const RateInput = z.object({
  kind: RatedKind,
  sourceId: Id,
  trainerScore: Score,
  serviceScore: Score,
  comment: z.string().trim().max(COMMENT_MAX).default(''),
});

/** The back office's filters of comments (campus dates of the class, inclusive). */
export const CommentFilter = PageQuery.extend({
  coachId: Id.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** Only ratings whose trainer score is this (1–5). */
  score: z.coerce.number().int().min(1).max(5).optional(),
  hidden: z.enum(['0', '1']).optional(),
});

/** One coach's averages in the back office. */
export const CoachAverages = Averages.extend({ coachId: z.number().int(), coachName: z.string() });

/** Course kinds a pay rule may name. */
export const PayCourseKind = z.enum(['league', 'private', 'test']);
/** Bases of a pay rule. */
export const PayBasis = z.enum(['perClass', 'perHour', 'perHead']);

/** A pay rule as edited: coach (none: every coach), a class type or a course kind (none: every course). */
export const PayRuleFields = z.object({
  coachId: Id.nullable().default(null),
  classTypeId: Id.nullable().default(null),
  courseKind: PayCourseKind.nullable().default(null),
  basis: PayBasis,
  amountCents: z.number().int().min(0).max(100_000_000),
  note: z.string().trim().max(100).default(''),
});
/** A pay rule as read. */
export const PayRuleRow = z.object({
  id: z.number().int(),
  coachId: z.number().int().nullable(),
  coachName: z.string().nullable(),
  classTypeId: z.number().int().nullable(),
  classTypeName: z.string().nullable(),
  courseKind: PayCourseKind.nullable(),
  basis: PayBasis,
  amountCents: z.number().int(),
  note: z.string(),
});
export type PayRuleRow = z.infer<typeof PayRuleRow>;

/** A line of the pay log: one class or session held, and the rule that paid it. */
export const PayLine = z.object({
  kind: PayCourseKind,
  sourceId: z.number().int(),
  coachId: z.number().int(),
  coachName: z.string(),
  title: z.string(),
  startAt: IsoDateTime,
  minutes: z.number().int(),
  attendees: z.number().int(),
  ruleId: z.number().int().nullable(),
  basis: PayBasis.nullable(),
  rateCents: z.number().int().nullable(),
  amountCents: z.number().int(),
});
export type PayLine = z.infer<typeof PayLine>;
/** A coach's total of the month. */
export const PayTotal = z.object({
  coachId: z.number().int(),
  coachName: z.string(),
  items: z.number().int(),
  amountCents: z.number().int(),
});
/** The month's pay log. */
export const PayLog = z.object({
  month: z.string(),
  lines: z.array(PayLine),
  totals: z.array(PayTotal),
  totalCents: z.number().int(),
});
export type PayLog = z.infer<typeof PayLog>;
const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const PayLogQuery = z.object({ month: Month, coachId: Id.optional() });

/** An adjustment (调课): another time and / or another coach, with a reason. */
export const AdjustInput = z.object({
  id: Id,
  /** The new start (the length is kept); absent: the same time. */
  startAt: IsoDateTime.optional(),
  /** The new coach; absent: the same coach. */
  coachId: Id.optional(),
  reason: z.string().trim().min(1).max(200),
});
/** An adjustment as the logs show it. */
export const AdjustmentRow = z.object({
  id: z.number().int(),
  kind: RatedKind,
  sourceId: z.number().int(),
  title: z.string(),
  fromCoachId: z.number().int(),
  fromCoachName: z.string(),
  toCoachId: z.number().int(),
  toCoachName: z.string(),
  fromStart: IsoDateTime,
  toStart: IsoDateTime,
  reason: z.string(),
  createdAt: IsoDateTime,
});
export type AdjustmentRow = z.infer<typeof AdjustmentRow>;

/** A coach's class or session in the coach centre. */
export const CoachItem = z.object({
  kind: PayCourseKind,
  id: z.number().int(),
  title: z.string(),
  startAt: IsoDateTime,
  endAt: IsoDateTime,
  place: z.string(),
  /** Class: scheduled, cancelled, finished; session: booked, attended, noShow, cancelled, lateCancelled. */
  state: z.string(),
  /** Places held (class) or 1 (session). */
  booked: z.number().int(),
  /** Marked attended. */
  attended: z.number().int(),
  capacity: z.number().int(),
});
export type CoachItem = z.infer<typeof CoachItem>;

// --- terminal: the member ----------------------------------------------------------------

export const evaluationMine = defineCall({
  method: 'GET',
  path: '/api/fitness/evaluation/mine',
  access: 'user',
  summary: `My attended classes and sessions still to rate (within ${RATING_WINDOW_DAYS} days) and my ratings.`,
  input: z.object({}),
  output: z.object({ toRate: z.array(ToRateRow), given: z.array(RatingRow) }),
  errors: [],
});

export const evaluationAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/evaluation/add',
  access: 'user',
  summary: 'Rate one of my attended classes or sessions once (trainer and service 1–5, a comment).',
  input: RateInput,
  output: RatingRow,
  errors: [Code.NOT_FOUND, Code.RATING_ALREADY_GIVEN, Code.RATING_WINDOW_CLOSED],
});

// --- terminal: the coach centre ------------------------------------------------------------

export const coachCentreToday = defineCall({
  method: 'GET',
  path: '/api/fitness/coachCentre/today',
  access: 'user',
  summary: 'My classes and sessions of today (campus date) as a coach.',
  input: z.object({}),
  output: z.object({ date: IsoDate, coachName: z.string(), items: z.array(CoachItem) }),
  errors: [Code.NOT_FOUND],
});

export const coachCentreClasses = defineCall({
  method: 'GET',
  path: '/api/fitness/coachCentre/classes',
  access: 'user',
  summary: 'My upcoming (soonest first) or past (latest first) classes and sessions with attendance.',
  input: PageQuery.extend({ when: z.enum(['upcoming', 'past']).default('upcoming') }),
  output: pageOf(CoachItem),
  errors: [Code.NOT_FOUND],
});

export const coachCentreComments = defineCall({
  method: 'GET',
  path: '/api/fitness/coachCentre/comments',
  access: 'user',
  summary: 'Comments about me (not hidden), the latest first, and my averages.',
  input: PageQuery,
  output: z.object({ averages: Averages, page: pageOf(RatingRow) }),
  errors: [Code.NOT_FOUND],
});

export const coachCentreAdjustments = defineCall({
  method: 'GET',
  path: '/api/fitness/coachCentre/adjustments',
  access: 'user',
  summary: 'Adjustments of my classes and sessions (moved, handed to me or from me), the latest first.',
  input: PageQuery,
  output: pageOf(AdjustmentRow),
  errors: [Code.NOT_FOUND],
});

// --- back office: comments ------------------------------------------------------------------

export const fitnessCommentPage = defineCall({
  method: 'GET',
  path: '/api/fitness/comment/page',
  access: 'fitness:comment:page',
  summary: 'Ratings of members in scope, filtered by coach, campus dates, trainer score and hidden.',
  input: CommentFilter,
  output: pageOf(RatingRow),
  errors: [],
});

export const fitnessCommentAverages = defineCall({
  method: 'GET',
  path: '/api/fitness/comment/averages',
  access: 'fitness:comment:page',
  summary: 'Average scores per coach over the ratings in scope (hidden ones left out), same filters.',
  input: CommentFilter.omit({ pageNo: true, pageSize: true, hidden: true, score: true }),
  output: z.array(CoachAverages),
  errors: [],
});

export const fitnessCommentHide = defineCall({
  method: 'POST',
  path: '/api/fitness/comment/hide',
  access: 'fitness:comment:hide',
  summary: 'Hide a rating from the coach and the averages, with a reason (audited).',
  input: z.object({ id: Id, reason: z.string().trim().min(1).max(200) }),
  output: RatingRow,
  errors: [Code.NOT_FOUND, Code.RATING_ALREADY_HIDDEN],
});

// --- back office: pay rules and the pay log -----------------------------------------------------

export const fitnessCoachPayRuleList = defineCall({
  method: 'GET',
  path: '/api/fitness/coachPayRule/list',
  access: 'fitness:coachLog:page',
  summary: 'Every pay rule, the most specific first.',
  input: z.object({}),
  output: z.array(PayRuleRow),
  errors: [],
});

export const fitnessCoachPayRuleAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/coachPayRule/add',
  access: 'fitness:coachLog:add',
  summary: 'Add a pay rule (a class type and a course kind are exclusive).',
  input: PayRuleFields,
  output: PayRuleRow,
  errors: [Code.PAY_RULE_INVALID],
});

export const fitnessCoachPayRuleEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/coachPayRule/edit',
  access: 'fitness:coachLog:edit',
  summary: 'Change a pay rule (the pay log is computed anew each time).',
  input: PayRuleFields.extend({ id: Id }),
  output: PayRuleRow,
  errors: [Code.NOT_FOUND, Code.PAY_RULE_INVALID],
});

export const fitnessCoachPayRuleDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/coachPayRule/delete',
  access: 'fitness:coachLog:delete',
  summary: 'Delete a pay rule.',
  input: z.object({ id: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const fitnessCoachLogMonth = defineCall({
  method: 'GET',
  path: '/api/fitness/coachLog/month',
  access: 'fitness:coachLog:page',
  summary: 'The pay log of a campus month: each class and session held, its rule and amount; totals per coach.',
  input: PayLogQuery,
  output: PayLog,
  errors: [],
});

export const fitnessCoachLogExport = defineCall({
  method: 'GET',
  path: '/api/fitness/coachLog/export',
  access: 'fitness:coachLog:export',
  summary: 'The month’s pay log as an .xlsx (base64): the lines and the totals per coach.',
  input: PayLogQuery,
  output: z.object({ fileName: z.string(), contentBase64: z.string() }),
  errors: [],
});

// --- back office: adjustments (调课) ------------------------------------------------------------

const ADJUST_ERRORS = [Code.NOT_FOUND, Code.ADJUST_NOTHING, Code.ADJUST_STARTED];

export const fitnessClassSessionAdjust = defineCall({
  method: 'POST',
  path: '/api/fitness/classSession/adjust',
  access: 'fitness:classSession:adjust',
  summary: 'Move a coming group class to another time and / or hand it to another coach; its members are told.',
  input: AdjustInput,
  output: AdjustmentRow,
  errors: [
    ...ADJUST_ERRORS,
    Code.CLASS_COACH_BUSY,
    Code.CLASS_COACH_UNKNOWN,
    Code.CLASS_TIME_INVALID,
    Code.CLASS_SPACE_BUSY,
  ],
});

export const fitnessTeachingAdjust = defineCall({
  method: 'POST',
  path: '/api/fitness/teaching/adjust',
  access: 'fitness:teaching:adjust',
  summary: 'Move a booked private session of a member in scope and / or hand it to another coach.',
  input: AdjustInput,
  output: AdjustmentRow,
  errors: [...ADJUST_ERRORS, Code.PRIVATE_SLOT_TAKEN, Code.PRIVATE_IN_PAST],
});

export const fitnessCoachAdjustPage = defineCall({
  method: 'GET',
  path: '/api/fitness/coachAdjust/page',
  access: 'fitness:coachLog:page',
  summary: 'Every adjustment of classes and sessions, the latest first (the club’s coaches: not scoped).',
  input: PageQuery.extend({ coachId: Id.optional() }),
  output: pageOf(AdjustmentRow),
  errors: [],
});
