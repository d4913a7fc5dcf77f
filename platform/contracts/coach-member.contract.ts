/**
 * The coach's member pages of the terminal (docs/training.md "The coach's members"): /member (my members, with
 * search), /userDetail?id= (one member: cards, my courses' registrations and attendance, my classes' bookings,
 * fitness tests), /trainCoach/registrationRecord/detail?id= (a registration of my groups: member, course, sessions
 * with attendance, leaves and tokens, its log; confirm / reject there) and /trainCoach/registrationRecord/reserve
 * (register one of my members on a course of mine, or book a make-up of theirs into a session of mine).
 *
 * Access: any signed-in user; the data scope is the caller's own coach record (the enabled `club_coach` of the
 * user): "my members" are the users with a registration in one of my groups, a booking of one of my classes or a
 * private session or test with me. Another member, another coach's registration or session answers NOT_FOUND,
 * exactly as a record that does not exist; a caller who is no coach has no members.
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Id, IsoDate, IsoDateTime } from './common';
import { defineCall } from './define-call';
import {
  AttendanceStatus,
  MySessionRow,
  TrainEventRow,
  TrainRegistrationRow,
  TrainSessionRow,
  TrainTokenRow,
} from './training.contract';

/** A member of the coach as listed: who, and how many of my courses, classes and private sessions they have. */
export const CoachMemberRow = z.object({
  userId: z.number().int(),
  name: z.string(),
  account: z.string(),
  /** The phone masked (138****5678). */
  phone: z.string(),
  registrations: z.number().int(),
  classBookings: z.number().int(),
  privateSessions: z.number().int(),
});
export type CoachMemberRow = z.infer<typeof CoachMemberRow>;

/** A membership card of the member (what may pay their classes). */
export const CoachMemberCard = z.object({
  id: z.number().int(),
  cardNo: z.string(),
  typeName: z.string(),
  state: z.string(),
  usesLeft: z.number().int().nullable(),
  balanceCents: z.number().int().nullable(),
  validTo: IsoDate.nullable(),
});

/** A booking of one of my group classes. */
export const CoachMemberClass = z.object({
  id: z.number().int(),
  typeName: z.string(),
  startsAt: IsoDateTime,
  state: z.string(),
});

/** An attendance mark at a session of my groups. */
export const CoachMemberMark = z.object({
  sessionId: z.number().int(),
  on: IsoDate,
  groupName: z.string(),
  status: AttendanceStatus,
});

/** A fitness test of the member (with any coach) and its latest results. */
export const CoachMemberTest = z.object({
  id: z.number().int(),
  startAt: IsoDateTime,
  testTypeName: z.string(),
  coachName: z.string(),
  state: z.string(),
  values: z.record(z.string(), z.union([z.number(), z.string()])).nullable(),
});

/** One member for the coach (/userDetail). */
export const CoachMemberDetail = z.object({
  member: CoachMemberRow,
  cards: z.array(CoachMemberCard),
  registrations: z.array(TrainRegistrationRow),
  attendance: z.array(CoachMemberMark),
  classBookings: z.array(CoachMemberClass),
  tests: z.array(CoachMemberTest),
});
export type CoachMemberDetail = z.infer<typeof CoachMemberDetail>;

/** A registration of my groups for the coach (/trainCoach/registrationRecord/detail). */
export const CoachRegistrationDetail = z.object({
  registration: TrainRegistrationRow,
  member: CoachMemberRow,
  sessions: z.array(MySessionRow),
  tokens: z.array(TrainTokenRow),
  events: z.array(TrainEventRow),
  /** Sessions marked `leave`. */
  leaves: z.number().int(),
});
export type CoachRegistrationDetail = z.infer<typeof CoachRegistrationDetail>;

export const trainCoachMembers = defineCall({
  method: 'GET',
  path: '/api/fitness/trainCoach/members',
  access: 'user',
  summary: 'The caller’s members as a coach (of my courses, classes, private sessions), by name, account or phone.',
  input: PageQuery.extend({ keyword: z.string().trim().max(64).optional() }),
  output: pageOf(CoachMemberRow),
  errors: [],
});

export const trainCoachMemberDetail = defineCall({
  method: 'GET',
  path: '/api/fitness/trainCoach/memberDetail',
  access: 'user',
  summary: 'One of my members: cards, registrations and attendance of my groups, bookings of my classes, tests.',
  input: z.object({ userId: Id }),
  output: CoachMemberDetail,
  errors: [Code.NOT_FOUND],
});

export const trainCoachRegistrationDetail = defineCall({
  method: 'GET',
  path: '/api/fitness/trainCoach/registrationDetail',
  access: 'user',
  summary: 'A registration of my groups: member, course, sessions with attendance, leaves, tokens, its log.',
  input: z.object({ id: Id }),
  output: CoachRegistrationDetail,
  errors: [Code.NOT_FOUND],
});

export const trainCoachRegister = defineCall({
  method: 'POST',
  path: '/api/fitness/trainCoach/register',
  access: 'user',
  summary:
    'Register one of my members on a group of mine whose term has not ended, within its capacity; confirmed at once.',
  input: z.object({ groupId: Id, userId: Id }),
  output: TrainRegistrationRow,
  errors: [Code.NOT_FOUND, Code.COACH_RESERVE_INVALID, Code.TRAIN_ALREADY_REGISTERED, Code.TRAIN_GROUP_FULL],
});

export const trainCoachMakeupReserve = defineCall({
  method: 'POST',
  path: '/api/fitness/trainCoach/makeupReserve',
  access: 'user',
  summary:
    'Book a make-up of one of my members (their available token) into a coming session of a group of mine, within ' +
    'its places; confirmed at once (I am its coach).',
  input: z.object({ tokenId: Id, sessionId: Id }),
  output: TrainTokenRow,
  errors: [Code.NOT_FOUND, Code.TRAIN_TOKEN_UNAVAILABLE, Code.TRAIN_MAKEUP_INVALID, Code.TRAIN_SESSION_FULL],
});

/** Coming sessions of my groups a member's token may be booked into (for the reserve page). */
export const trainCoachMakeupTargets = defineCall({
  method: 'GET',
  path: '/api/fitness/trainCoach/makeupTargets',
  access: 'user',
  summary: 'The coming sessions of my groups of the token’s course type (not its own group), up to its expiry.',
  input: z.object({ tokenId: Id }),
  output: z.array(TrainSessionRow),
  errors: [Code.NOT_FOUND],
});
