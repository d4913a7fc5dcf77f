/**
 * The fitness club's training courses (spec §2 fitness set; docs/training.md): multi-session courses of a
 * term. Calls under `/api/fitness/train…`:
 *
 * - back office (permissions `fitness:trainType:*`, `fitness:trainGroup:*`, `fitness:trainAllocation:assign`,
 *   `fitness:classLog:page`, `fitness:trainGroupLog:{page,pay}`, `fitness:trainStatistics:page`): course types,
 *   groups and their sessions, the coach allocation (no coach on two overlapping sessions), the attendance
 *   log, the registrations' log and the desk's payment, the statistics. Types, groups and sessions belong to
 *   the club (no data scope); registrations, attendance and tokens carry the member's organisation (the
 *   data scope: out of scope is NOT_FOUND or absent).
 * - terminal, members (`user`): the types, the open groups, registering, withdrawing, my registrations with
 *   each session's attendance, a leave before a session (a make-up token), booking a make-up, my operations.
 * - terminal, coaches (`user`, acting only on the groups of the caller's own coach record; another coach's
 *   group, registration, session or token answers NOT_FOUND): registrations to confirm or reject, make-ups to
 *   confirm or reject, the roll call of a session, the leaves of my groups.
 *
 * Dates are ISO local dates of the campus (Asia/Shanghai), times `HH:mm`; money in integer cents.
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Id, IsoDate, IsoDateTime, NoInput, NullOutput } from './common';
import { defineCall } from './define-call';

/** `HH:mm`, 00:00–23:59. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'training:validation.time');

/** A registration's state (machines/training-registration.machine.ts). */
export const TrainRegistrationState = z.enum(['pending', 'confirmed', 'rejected', 'withdrawn', 'completed']);
export type TrainRegistrationState = z.infer<typeof TrainRegistrationState>;

/** A make-up token's state. */
export const TrainTokenState = z.enum(['available', 'pending', 'used', 'expired']);
export type TrainTokenState = z.infer<typeof TrainTokenState>;

/** An attendance mark. */
export const AttendanceStatus = z.enum(['present', 'absent', 'leave']);
export type AttendanceStatus = z.infer<typeof AttendanceStatus>;

/**
 * Why a late leave got its make-up token or not (docs/training.md "Late leave rules"): `grace` — within the
 * term's grace count, the token issued; `noGrace` — the grace count used up (late leaves and no-shows), no token.
 */
export const LateWhy = z.enum(['grace', 'noGrace']);
export type LateWhy = z.infer<typeof LateWhy>;

/** A registration's event kind (the log). */
export const TrainEventKind = z.enum([
  'register',
  'confirm',
  'reject',
  'withdraw',
  'complete',
  'leave',
  'attendance',
  'makeup',
]);
export type TrainEventKind = z.infer<typeof TrainEventKind>;

const Name = z.string().trim().max(64).default('');

/** The fields of a course type as add and edit take them. */
export const TrainTypeFields = z.object({
  nameCn: z.string().trim().min(1).max(64),
  nameEn: Name,
  nameTc: Name,
  description: z.string().trim().max(2000).default(''),
  priceCents: z.coerce.number().int().min(0).max(100_000_000),
  sessions: z.coerce.number().int().min(1).max(200),
  capacity: z.coerce.number().int().min(1).max(1000),
  enabled: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
});

/** A course type as the wire shows it (`name` in the reader's language). */
export const TrainTypeRow = TrainTypeFields.extend({ id: z.number().int(), name: z.string() });
export type TrainTypeRow = z.infer<typeof TrainTypeRow>;

/** A session as add and edit take it. */
export const TrainSessionFields = z
  .object({ on: IsoDate, startsAt: ClockTime, endsAt: ClockTime, place: z.string().trim().max(64).default('') })
  .refine((v) => v.endsAt > v.startsAt, { path: ['endsAt'], message: 'training:validation.timeOrder' });

/** A session as the wire shows it, with its group and how many are expected (registered + make-ups − leaves). */
export const TrainSessionRow = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  on: IsoDate,
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string(),
  expected: z.number().int(),
  free: z.number().int(),
});
export type TrainSessionRow = z.infer<typeof TrainSessionRow>;

/** The fields of a group as add and edit take them. */
export const TrainGroupFields = z
  .object({
    typeId: Id,
    name: z.string().trim().min(1).max(64),
    startsOn: IsoDate,
    endsOn: IsoDate,
    capacity: z.coerce.number().int().min(1).max(1000),
    priceCents: z.coerce.number().int().min(0).max(100_000_000),
    regOpensOn: IsoDate,
    regClosesOn: IsoDate,
    tokenCap: z.coerce.number().int().min(0).max(100).default(2),
    /** Days after the missed session a token expires; null: at the term's end. */
    tokenDays: z.coerce.number().int().min(1).max(366).nullable().default(null),
  })
  .refine((v) => v.endsOn >= v.startsOn, { path: ['endsOn'], message: 'resource:validation.dateOrder' })
  .refine((v) => v.regClosesOn >= v.regOpensOn, { path: ['regClosesOn'], message: 'resource:validation.dateOrder' });

/** A group as the wire shows it, with its type, coach and counts. */
export const TrainGroupRow = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  coachId: z.number().int().nullable(),
  coachName: z.string().nullable(),
  name: z.string(),
  startsOn: IsoDate,
  endsOn: IsoDate,
  capacity: z.number().int(),
  priceCents: z.number().int(),
  regOpensOn: IsoDate,
  regClosesOn: IsoDate,
  tokenCap: z.number().int(),
  tokenDays: z.number().int().nullable(),
  sessions: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  free: z.number().int(),
});
export type TrainGroupRow = z.infer<typeof TrainGroupRow>;

/** A group with its sessions. */
export const TrainGroupDetail = z.object({ group: TrainGroupRow, sessions: z.array(TrainSessionRow) });

/** A make-up token as the wire shows it. */
export const TrainTokenRow = z.object({
  id: z.number().int(),
  registrationId: z.number().int(),
  typeName: z.string(),
  sourceSessionId: z.number().int(),
  sourceOn: IsoDate,
  state: TrainTokenState,
  expiresOn: IsoDate,
  makeup: TrainSessionRow.nullable(),
  makeupConfirmed: z.boolean(),
  memberName: z.string(),
});
export type TrainTokenRow = z.infer<typeof TrainTokenRow>;

/**
 * The answer to a leave: the make-up token issued (null: a late leave beyond the grace count), whether the leave
 * is late, why, and the rule applied (hours before the start, the grace count and how many of it are used now).
 */
export const TrainLeaveResult = z.object({
  token: TrainTokenRow.nullable(),
  late: z.boolean(),
  lateWhy: LateWhy.nullable(),
  lateHours: z.number().int(),
  graceCount: z.number().int(),
  graceUsed: z.number().int(),
});
export type TrainLeaveResult = z.infer<typeof TrainLeaveResult>;

/** A registration as lists show it. */
export const TrainRegistrationRow = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  typeName: z.string(),
  coachName: z.string().nullable(),
  userId: z.number().int(),
  memberName: z.string(),
  memberAccount: z.string(),
  state: TrainRegistrationState,
  priceCents: z.number().int(),
  paid: z.boolean(),
  createdAt: IsoDateTime,
});
export type TrainRegistrationRow = z.infer<typeof TrainRegistrationRow>;

/** What a leave mark records about lateness: late or not, why, and whether staff waived it (token issued). */
export const LeaveNote = z.object({ late: z.boolean(), lateWhy: LateWhy.nullable(), waived: z.boolean() });
export type LeaveNote = z.infer<typeof LeaveNote>;

/**
 * A session of a registration with its attendance mark (null: not marked yet) and, for a leave, its late note
 * (absent where a page does not show it: the coach's registration detail).
 */
export const MySessionRow = TrainSessionRow.extend({
  attendance: AttendanceStatus.nullable(),
  leaveNote: LeaveNote.nullable().optional(),
});

/** A member's registration with its group's sessions and attendance. */
export const MyRegistration = TrainRegistrationRow.extend({ sessions: z.array(MySessionRow) });

/** The caller's registrations and tokens (terminal /train/registrationRecord). */
export const TrainMine = z.object({ registrations: z.array(MyRegistration), tokens: z.array(TrainTokenRow) });

/** An event of a registration (the log). */
export const TrainEventRow = z.object({
  id: z.number().int(),
  registrationId: z.number().int(),
  groupName: z.string(),
  memberName: z.string(),
  kind: TrainEventKind,
  stateBefore: z.string().nullable(),
  stateAfter: z.string(),
  actorName: z.string().nullable(),
  sessionOn: IsoDate.nullable(),
  reason: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: IsoDateTime,
});

/** An attendance mark as the class log shows it. */
export const TrainAttendanceRow = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  on: IsoDate,
  startsAt: z.string(),
  endsAt: z.string(),
  groupName: z.string(),
  coachName: z.string().nullable(),
  memberName: z.string(),
  status: AttendanceStatus,
  makeup: z.boolean(),
  at: IsoDateTime,
  /** A leave later than the rule's hours before the start, and why it got its token or not. */
  late: z.boolean(),
  lateWhy: LateWhy.nullable(),
  /** Staff waived the late leave (its make-up token issued then). */
  waived: z.boolean(),
});

/** One line of the statistics (per group; the type's line has `groupId` null). */
export const TrainStatisticsRow = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  registered: z.number().int(),
  confirmed: z.number().int(),
  present: z.number().int(),
  marked: z.number().int(),
  /** present / marked, 0–1 (0 when nothing is marked). */
  attendanceRate: z.number(),
  tokensIssued: z.number().int(),
  tokensUsed: z.number().int(),
  tokensExpired: z.number().int(),
});
export type TrainStatisticsRow = z.infer<typeof TrainStatisticsRow>;

/** A roll-call line: a registered member (`registrationId`) or a make-up (`tokenId`). */
export const RollLine = z.object({
  registrationId: z.number().int().nullable(),
  tokenId: z.number().int().nullable(),
  userId: z.number().int(),
  memberName: z.string(),
  status: AttendanceStatus.nullable(),
});

const page = PageQuery;

// --- back office -------------------------------------------------------------------------

export const trainTypePage = defineCall({
  method: 'GET',
  path: '/api/fitness/trainType/page',
  access: 'fitness:trainGroup:page',
  summary: 'The course types (any name keyword), by sort and id.',
  input: page.extend({ keyword: z.string().trim().max(64).optional() }),
  output: pageOf(TrainTypeRow),
  errors: [],
});

export const trainTypeAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/trainType/add',
  access: 'fitness:trainType:add',
  summary: 'Add a course type (DUPLICATE: its CN name exists).',
  input: TrainTypeFields,
  output: TrainTypeRow,
  errors: [Code.DUPLICATE],
});

export const trainTypeEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/trainType/edit',
  access: 'fitness:trainType:edit',
  summary: 'Change a course type (the groups keep their own capacity and price).',
  input: TrainTypeFields.extend({ id: Id }),
  output: TrainTypeRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const trainGroupPage = defineCall({
  method: 'GET',
  path: '/api/fitness/trainGroup/page',
  access: 'fitness:trainGroup:page',
  summary: 'The course groups by type, coach and name keyword, newest term first, with their counts.',
  input: page.extend({
    typeId: Id.optional(),
    coachId: Id.optional(),
    keyword: z.string().trim().max(64).optional(),
  }),
  output: pageOf(TrainGroupRow),
  errors: [],
});

export const trainGroupDetail = defineCall({
  method: 'GET',
  path: '/api/fitness/trainGroup/detail',
  access: 'fitness:trainGroup:page',
  summary: 'One course group with its sessions.',
  input: z.object({ id: Id }),
  output: TrainGroupDetail,
  errors: [Code.NOT_FOUND],
});

export const trainGroupAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/trainGroup/add',
  access: 'fitness:trainGroup:add',
  summary: 'Add a course group of an enabled type with its sessions (each within the term).',
  input: z.object({ group: TrainGroupFields, sessions: z.array(TrainSessionFields).max(200).default([]) }),
  output: TrainGroupDetail,
  errors: [Code.TRAIN_TYPE_UNKNOWN, Code.TRAIN_SESSION_OUTSIDE_TERM],
});

export const trainGroupEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/trainGroup/edit',
  access: 'fitness:trainGroup:edit',
  summary: 'Change a course group’s fields (its sessions stay; each must remain within the term).',
  input: z.object({ id: Id, group: TrainGroupFields }),
  output: TrainGroupDetail,
  errors: [Code.NOT_FOUND, Code.TRAIN_TYPE_UNKNOWN, Code.TRAIN_SESSION_OUTSIDE_TERM],
});

export const trainGroupDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/trainGroup/delete',
  access: 'fitness:trainGroup:delete',
  summary: 'Delete a course group nobody registered for (its sessions go with it).',
  input: z.object({ id: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.TRAIN_GROUP_IN_USE],
});

export const trainSessionSave = defineCall({
  method: 'POST',
  path: '/api/fitness/trainSession/save',
  access: 'fitness:trainGroup:edit',
  summary: 'Add a session to a group (no `id`) or change one; within the term, its coach free at that time.',
  input: z.object({ groupId: Id, id: Id.optional(), session: TrainSessionFields }),
  output: TrainSessionRow,
  errors: [Code.NOT_FOUND, Code.TRAIN_SESSION_OUTSIDE_TERM, Code.TRAIN_COACH_OVERLAP],
});

export const trainSessionDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/trainSession/delete',
  access: 'fitness:trainGroup:edit',
  summary: 'Delete a session without attendance or tokens.',
  input: z.object({ id: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.TRAIN_GROUP_IN_USE],
});

export const trainAllocate = defineCall({
  method: 'POST',
  path: '/api/fitness/trainGroup/allocate',
  access: 'fitness:trainAllocation:assign',
  summary: 'Assign an enabled coach to a group (null: none); refused when one of its sessions overlaps the coach’s.',
  input: z.object({ id: Id, coachId: Id.nullable() }),
  output: TrainGroupRow,
  errors: [Code.NOT_FOUND, Code.TRAIN_COACH_UNKNOWN, Code.TRAIN_COACH_OVERLAP],
});

export const trainAttendancePage = defineCall({
  method: 'GET',
  path: '/api/fitness/trainAttendance/page',
  access: 'fitness:classLog:page',
  summary: 'The attendance marks of every session (by group, status, dates), in the caller’s data scope.',
  input: page.extend({
    groupId: Id.optional(),
    status: AttendanceStatus.optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  }),
  output: pageOf(TrainAttendanceRow),
  errors: [],
});

export const trainRegistrationPage = defineCall({
  method: 'GET',
  path: '/api/fitness/trainRegistration/page',
  access: 'fitness:trainGroupLog:page',
  summary: 'The registrations (by group, state, member keyword), newest first, in the caller’s data scope.',
  input: page.extend({
    groupId: Id.optional(),
    state: TrainRegistrationState.optional(),
    keyword: z.string().trim().max(64).optional(),
  }),
  output: pageOf(TrainRegistrationRow),
  errors: [],
});

export const trainEventPage = defineCall({
  method: 'GET',
  path: '/api/fitness/trainEvent/page',
  access: 'fitness:trainGroupLog:page',
  summary: 'The registrations’ state changes and operations (one registration or all), newest first, in scope.',
  input: page.extend({ registrationId: Id.optional(), kind: TrainEventKind.optional() }),
  output: pageOf(TrainEventRow),
  errors: [],
});

export const trainRegistrationPay = defineCall({
  method: 'POST',
  path: '/api/fitness/trainRegistration/pay',
  access: 'fitness:trainGroupLog:pay',
  summary: 'Record the desk’s payment of a pending or confirmed registration’s price (the payment ledger).',
  input: z.object({ id: Id, methodId: Id }),
  output: TrainRegistrationRow,
  errors: [Code.NOT_FOUND, Code.TRAIN_NOTHING_TO_PAY, Code.PAY_METHOD_UNKNOWN, Code.ORDER_STEP_NOT_ALLOWED],
});

export const trainStatistics = defineCall({
  method: 'GET',
  path: '/api/fitness/train/statistics',
  access: 'fitness:trainStatistics:page',
  summary: 'Per type and group: registered, confirmed, attendance rate, tokens issued / used / expired (in scope).',
  input: z.object({ typeId: Id.optional() }),
  output: z.array(TrainStatisticsRow),
  errors: [],
});

// --- terminal: members ---------------------------------------------------------------------

export const trainTypeList = defineCall({
  method: 'GET',
  path: '/api/fitness/trainType/list',
  access: 'user',
  summary: 'The enabled course types (/type), by sort.',
  input: NoInput,
  output: z.array(TrainTypeRow),
  errors: [],
});

export const trainGroupOpen = defineCall({
  method: 'GET',
  path: '/api/fitness/trainGroup/open',
  access: 'user',
  summary: 'The groups of enabled types whose term has not ended (of one type or all), with their free places.',
  input: z.object({ typeId: Id.optional() }),
  output: z.array(TrainGroupRow),
  errors: [],
});

export const trainGroupView = defineCall({
  method: 'GET',
  path: '/api/fitness/trainGroup/view',
  access: 'user',
  summary: 'One group of an enabled type with its sessions (/trainDetail), and the caller’s live registration.',
  input: z.object({ id: Id }),
  output: TrainGroupDetail.extend({ mine: TrainRegistrationRow.nullable(), type: TrainTypeRow }),
  errors: [Code.NOT_FOUND],
});

export const trainRegister = defineCall({
  method: 'POST',
  path: '/api/fitness/train/register',
  access: 'user',
  summary: 'Register for a group within its window and capacity: pending its coach’s confirmation.',
  input: z.object({ groupId: Id }),
  output: TrainRegistrationRow,
  errors: [Code.NOT_FOUND, Code.TRAIN_REGISTRATION_CLOSED, Code.TRAIN_GROUP_FULL, Code.TRAIN_ALREADY_REGISTERED],
});

export const trainWithdraw = defineCall({
  method: 'POST',
  path: '/api/fitness/train/withdraw',
  access: 'user',
  summary: 'Withdraw one of the caller’s pending or confirmed registrations (no refund here: the desk).',
  input: z.object({ id: Id }),
  output: TrainRegistrationRow,
  errors: [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED],
});

export const trainMine = defineCall({
  method: 'GET',
  path: '/api/fitness/train/mine',
  access: 'user',
  summary: 'The caller’s registrations with each session’s attendance, and the caller’s make-up tokens.',
  input: NoInput,
  output: TrainMine,
  errors: [],
});

export const trainLeave = defineCall({
  method: 'POST',
  path: '/api/fitness/train/leave',
  access: 'user',
  summary:
    'Ask leave for a coming session of a confirmed registration: marked leave, a make-up token issued; a late ' +
    'leave (the type’s or the club’s rule) gets one only within the term’s grace count.',
  input: z.object({ registrationId: Id, sessionId: Id }),
  output: TrainLeaveResult,
  errors: [
    Code.NOT_FOUND,
    Code.ORDER_STEP_NOT_ALLOWED,
    Code.TRAIN_SESSION_STARTED,
    Code.TRAIN_LEAVE_TAKEN,
    Code.TRAIN_TOKEN_CAP,
  ],
});

export const trainMakeupOptions = defineCall({
  method: 'GET',
  path: '/api/fitness/train/makeupOptions',
  access: 'user',
  summary: 'The coming sessions of other groups of an available token’s type, before it expires, with free places.',
  input: z.object({ tokenId: Id }),
  output: z.array(TrainSessionRow),
  errors: [Code.NOT_FOUND],
});

export const trainMakeupBook = defineCall({
  method: 'POST',
  path: '/api/fitness/train/makeupBook',
  access: 'user',
  summary: 'Book an available token into a session with a free place: pending that group coach’s confirmation.',
  input: z.object({ tokenId: Id, sessionId: Id }),
  output: TrainTokenRow,
  errors: [Code.NOT_FOUND, Code.TRAIN_TOKEN_UNAVAILABLE, Code.TRAIN_MAKEUP_INVALID, Code.TRAIN_SESSION_FULL],
});

export const trainMyEvents = defineCall({
  method: 'GET',
  path: '/api/fitness/train/operations',
  access: 'user',
  summary: 'The operations on the caller’s registrations, newest first (/train/operationRecord).',
  input: page,
  output: pageOf(TrainEventRow),
  errors: [],
});

// --- terminal: coaches ---------------------------------------------------------------------

export const trainCoachGroups = defineCall({
  method: 'GET',
  path: '/api/fitness/trainCoach/groups',
  access: 'user',
  summary: 'The groups of the caller’s coach record with their sessions (/trainCoach/myClass, /schedule).',
  input: NoInput,
  output: z.array(TrainGroupDetail),
  errors: [],
});

export const trainCoachRegistrations = defineCall({
  method: 'GET',
  path: '/api/fitness/trainCoach/registrations',
  access: 'user',
  summary: 'The registrations of the caller’s groups (by state, group, member), newest first.',
  input: z.object({ state: TrainRegistrationState.optional(), groupId: Id.optional(), userId: Id.optional() }),
  output: z.array(TrainRegistrationRow),
  errors: [],
});

export const trainCoachDecide = defineCall({
  method: 'POST',
  path: '/api/fitness/trainCoach/decide',
  access: 'user',
  summary: 'Confirm or reject a pending registration of one of the caller’s groups.',
  input: z.object({ id: Id, decision: z.enum(['confirm', 'reject']), reason: z.string().trim().max(200).default('') }),
  output: TrainRegistrationRow,
  errors: [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED],
});

export const trainCoachMakeups = defineCall({
  method: 'GET',
  path: '/api/fitness/trainCoach/makeups',
  access: 'user',
  summary: 'The make-ups booked into the caller’s sessions (unconfirmed only, or all).',
  input: z.object({ unconfirmed: z.coerce.boolean().optional() }),
  output: z.array(TrainTokenRow),
  errors: [],
});

export const trainCoachMakeupDecide = defineCall({
  method: 'POST',
  path: '/api/fitness/trainCoach/makeupDecide',
  access: 'user',
  summary: 'Confirm a make-up booked into one of the caller’s sessions, or reject it (the token is available again).',
  input: z.object({ tokenId: Id, decision: z.enum(['confirm', 'reject']) }),
  output: TrainTokenRow,
  errors: [Code.NOT_FOUND, Code.TRAIN_TOKEN_UNAVAILABLE],
});

export const trainCoachRoll = defineCall({
  method: 'GET',
  path: '/api/fitness/trainCoach/roll',
  access: 'user',
  summary: 'The roll of one of the caller’s sessions: confirmed members and confirmed make-ups with their marks.',
  input: z.object({ sessionId: Id }),
  output: z.object({ session: TrainSessionRow, lines: z.array(RollLine) }),
  errors: [Code.NOT_FOUND],
});

export const trainCoachRollCall = defineCall({
  method: 'POST',
  path: '/api/fitness/trainCoach/rollCall',
  access: 'user',
  summary: 'Mark present, absent or leave on the roll of one of the caller’s sessions (a make-up marked: used).',
  input: z.object({
    sessionId: Id,
    marks: z
      .array(z.object({ registrationId: Id.optional(), tokenId: Id.optional(), status: AttendanceStatus }))
      .min(1)
      .max(500),
  }),
  output: z.object({ session: TrainSessionRow, lines: z.array(RollLine) }),
  errors: [Code.NOT_FOUND, Code.TRAIN_NOT_ON_ROLL],
});

export const trainCoachLeaves = defineCall({
  method: 'GET',
  path: '/api/fitness/trainCoach/leaves',
  access: 'user',
  summary: 'The leaves of the caller’s groups’ sessions, newest session first (/trainCoach/leaveRecord).',
  input: NoInput,
  output: z.array(TrainAttendanceRow),
  errors: [],
});
