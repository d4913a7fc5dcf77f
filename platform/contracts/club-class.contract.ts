/**
 * Group classes of the fitness club (docs/fitness-classes.md): class types, scheduled classes
 * (sessions) taught by a coach, a weekly plan generating classes, members' bookings paid by a
 * membership card's use, and the waitlist of a full class.
 *
 * - Back-office calls need `fitness:<entity>:<action>`; bookings and waitlist entries are read
 *   and changed within the caller's data scope (the member's organisation): out of scope answers
 *   NOT_FOUND. Types and classes belong to the club (no scope).
 * - Terminal calls (`class/week`, `class/detail`, `class/book`, `class/waitlistJoin`,
 *   `class/mine`, `class/cancel`, `class/waitlistLeave`) act on the caller's own bookings only.
 * - Times are ISO instants; dates ISO local dates of the campus (Asia/Shanghai); money in cents.
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Id, IsoDate, IsoDateTime, NoInput } from './common';
import { defineCall } from './define-call';
import { CardChoice } from './membership-card.contract';

const Name = z.string().trim().max(64);
const Minutes = z.number().int().min(0).max(10_080);
const Limit = z.number().int().min(1).max(100).nullable().default(null);

/** The fields of a class type as add and edit take them. */
export const ClassTypeFields = z.object({
  nameCn: Name.min(1),
  nameEn: Name.default(''),
  nameTc: Name.default(''),
  capacity: z.number().int().min(1).max(1000),
  minSignups: z.number().int().min(0).max(1000).default(0),
  durationMin: z.number().int().min(5).max(600),
  priceCents: z.number().int().min(0).max(100_000_000).default(0),
  /** Bookings of this type per member per campus day / ISO week; null: no limit. */
  dayLimit: Limit,
  weekLimit: Limit,
  description: z.string().trim().max(2000).default(''),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type ClassTypeFields = z.output<typeof ClassTypeFields>;

/** A class type as listed (course kind always `league`). */
export const ClassTypeRow = ClassTypeFields.extend({
  id: z.number().int(),
  name: z.string(),
  courseKind: z.literal('league'),
});
export type ClassTypeRow = z.infer<typeof ClassTypeRow>;

/** A class's windows, minutes (hours for `opensHours`) before its start. */
export const ClassWindows = z.object({
  opensHours: z.number().int().min(0).max(720).default(168),
  closesMin: Minutes.default(0),
  waitlistCloseMin: Minutes.default(60),
  decideMin: Minutes.default(120),
  lateCancelMin: Minutes.default(120),
});

/** The fields of a scheduled class as add and edit take them (capacity and minimum default to the type's). */
export const ClassSessionFields = ClassWindows.extend({
  typeId: Id,
  coachId: Id,
  /**
   * The space (studio, /spaceManage) the class is held in: enabled, holding at least the class's places, free then.
   * Its name becomes the class's `place`; null: a free-text `place` (no space's rules apply).
   */
  spaceId: Id.nullable().default(null),
  place: z.string().trim().max(64).default(''),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  capacity: z.number().int().min(1).max(1000).optional(),
  minSignups: z.number().int().min(0).max(1000).optional(),
}).refine((v) => v.endsAt > v.startsAt || Date.parse(v.endsAt) > Date.parse(v.startsAt), {
  path: ['endsAt'],
  message: 'resource:validation.dateOrder',
});

/** A class's state. */
export const ClassState = z.enum(['scheduled', 'cancelled', 'finished']);
/** A booking's state (machines/group-class-booking.machine.ts). */
export const ClassBookingState = z.enum(['booked', 'cancelled', 'lateCancelled', 'attended', 'noShow']);
/** A waitlist entry's state. */
export const WaitlistState = z.enum(['waiting', 'promoted', 'skipped', 'left', 'expired', 'cancelled']);

/** A scheduled class as listed, with its counts. */
export const ClassSessionRow = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  coachId: z.number().int(),
  coachName: z.string(),
  /** The space the class is held in (null: a free-text place). */
  spaceId: z.number().int().nullable(),
  /** The space's name (or the free-text place). */
  place: z.string(),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** The campus date of the start. */
  date: IsoDate,
  capacity: z.number().int(),
  minSignups: z.number().int(),
  opensHours: z.number().int(),
  closesMin: z.number().int(),
  waitlistCloseMin: z.number().int(),
  decideMin: z.number().int(),
  lateCancelMin: z.number().int(),
  priceCents: z.number().int(),
  state: ClassState,
  cancelReason: z.string(),
  /** Live bookings (booked, attended, no-show) and members waiting. */
  booked: z.number().int(),
  waiting: z.number().int(),
  placesLeft: z.number().int(),
});
export type ClassSessionRow = z.infer<typeof ClassSessionRow>;

/** A class as the member sees it: the class, my booking and my waitlist entry, and what I may do now. */
export const MyClassRow = ClassSessionRow.extend({
  myBookingId: z.number().int().nullable(),
  myBookingState: ClassBookingState.nullable(),
  myWaitlistId: z.number().int().nullable(),
  /** My place on the waitlist (1: next), null when not waiting. */
  myPosition: z.number().int().nullable(),
  /** What the member may do now: book, join the waitlist, or nothing (with why). */
  offer: z.enum(['book', 'waitlist', 'booked', 'waiting', 'notOpen', 'closed', 'full']),
  /** When booking opens / closes, the waitlist closes and a cancel becomes late (instants). */
  opensAt: IsoDateTime,
  closesAt: IsoDateTime,
  waitlistClosesAt: IsoDateTime,
  lateCancelFrom: IsoDateTime,
});
export type MyClassRow = z.infer<typeof MyClassRow>;

/** A booking as listed (the back office and the member's own). */
export const ClassBookingRow = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  typeName: z.string(),
  coachName: z.string(),
  place: z.string(),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  sessionState: ClassState,
  userId: z.number().int(),
  memberName: z.string(),
  cardId: z.number().int().nullable(),
  cardNo: z.string().nullable(),
  state: ClassBookingState,
  source: z.enum(['booking', 'waitlist']),
  reason: z.string(),
  /** A cancel now would be late (the use kept). */
  lateNow: z.boolean(),
  lateCancelFrom: IsoDateTime,
  createdAt: IsoDateTime,
});
export type ClassBookingRow = z.infer<typeof ClassBookingRow>;

/** A waitlist entry of the member. */
export const WaitlistRow = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  typeName: z.string(),
  startsAt: IsoDateTime,
  state: WaitlistState,
  /** Place in the queue (1: next) while waiting, else null. */
  position: z.number().int().nullable(),
  reason: z.string(),
  joinedAt: IsoDateTime,
});
export type WaitlistRow = z.infer<typeof WaitlistRow>;

const TYPE_ERRORS = [
  Code.CLASS_TYPE_UNKNOWN,
  Code.CLASS_COACH_UNKNOWN,
  Code.CLASS_COACH_BUSY,
  Code.CLASS_TIME_INVALID,
  Code.CLASS_SPACE_UNKNOWN,
  Code.CLASS_SPACE_TOO_SMALL,
  Code.CLASS_SPACE_BUSY,
];

export const fitnessClassTypePage = defineCall({
  method: 'GET',
  path: '/api/fitness/classType/page',
  access: 'fitness:classType:page',
  summary: 'Class types of the club (by keyword), in their order.',
  input: PageQuery.extend({ keyword: z.string().trim().max(64).optional() }),
  output: pageOf(ClassTypeRow),
  errors: [],
});

export const fitnessClassTypeAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/classType/add',
  access: 'fitness:classType:add',
  summary: 'Add a class type (course kind league): capacity, minimum sign-ups, duration, price, limits.',
  input: ClassTypeFields,
  output: ClassTypeRow,
  errors: [Code.DUPLICATE],
});

export const fitnessClassTypeEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/classType/edit',
  access: 'fitness:classType:edit',
  summary: 'Edit a class type; the classes already scheduled keep their capacity and windows.',
  input: ClassTypeFields.extend({ id: Id }),
  output: ClassTypeRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

const DayRange = z.object({ from: IsoDate.optional(), to: IsoDate.optional() });

export const fitnessClassSessionPage = defineCall({
  method: 'GET',
  path: '/api/fitness/classSession/page',
  access: 'fitness:classSession:page',
  summary: 'Scheduled classes between two campus dates (by type, coach, state), earliest first, with counts.',
  input: PageQuery.merge(DayRange).extend({
    typeId: Id.optional(),
    coachId: Id.optional(),
    state: ClassState.optional(),
  }),
  output: pageOf(ClassSessionRow),
  errors: [],
});

export const fitnessClassOpenPage = defineCall({
  method: 'GET',
  path: '/api/fitness/classSession/open',
  access: 'fitness:openClass:page',
  summary: 'The classes still to come and scheduled, with their sign-ups and fill, earliest first.',
  input: PageQuery,
  output: pageOf(ClassSessionRow),
  errors: [],
});

export const fitnessClassSessionAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/classSession/add',
  access: 'fitness:classSession:add',
  summary: 'Schedule a class of a type with a coach and in a space (both free then, the space big enough), windows.',
  input: ClassSessionFields,
  output: ClassSessionRow,
  errors: TYPE_ERRORS,
});

export const fitnessClassSessionEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/classSession/edit',
  access: 'fitness:classSession:edit',
  summary: 'Change a scheduled class: coach, place, time, capacity (not below its bookings), windows.',
  input: z.intersection(ClassSessionFields, z.object({ id: Id })),
  output: ClassSessionRow,
  errors: [...TYPE_ERRORS, Code.NOT_FOUND, Code.CLASS_NOT_SCHEDULED, Code.CLASS_CAPACITY_BELOW_BOOKED],
});

export const fitnessClassSessionCancel = defineCall({
  method: 'POST',
  path: '/api/fitness/classSession/cancel',
  access: 'fitness:classSession:cancel',
  summary: 'Cancel a class: every booking cancelled with its use given back, the waitlist closed, members told.',
  input: z.object({ id: Id, reason: z.string().trim().max(200).default('') }),
  output: ClassSessionRow,
  errors: [Code.NOT_FOUND, Code.CLASS_NOT_SCHEDULED],
});

/** An enabled space a class may be held in, as the class and plan forms offer it. */
export const ClassSpaceOption = z.object({ id: z.number().int(), name: z.string(), capacity: z.number().int() });
export type ClassSpaceOption = z.infer<typeof ClassSpaceOption>;

export const fitnessClassSpaceOptions = defineCall({
  method: 'GET',
  path: '/api/fitness/classSpace/options',
  access: 'user',
  summary: 'The club’s enabled spaces (studios) with their capacity, in their order: the class and plan forms’ choice.',
  input: NoInput,
  output: z.array(ClassSpaceOption),
  errors: [],
});

const HhMm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The fields of a weekly plan entry as add and edit take them (/plan; docs/fitness-classes.md "Weekly plan"). */
export const ClassPlanFields = z.object({
  typeId: Id,
  coachId: Id,
  /** ISO week day: 1 Monday … 7 Sunday. */
  weekDay: z.number().int().min(1).max(7),
  /** Campus time of the start, `HH:mm`. */
  startTime: HhMm,
  /** Length in minutes. */
  durationMin: z.number().int().min(5).max(600),
  capacity: z.number().int().min(1).max(1000),
  /** The space its classes are held in (enabled, holding `capacity`); its name becomes `place`. Null: free text. */
  spaceId: Id.nullable().default(null),
  place: z.string().trim().max(64).default(''),
  /** Booking window: opens this many hours before the start, closes this many minutes before. */
  opensHours: z.number().int().min(0).max(720).default(168),
  closesMin: Minutes.default(0),
  enabled: z.boolean().default(true),
});
export type ClassPlanFields = z.output<typeof ClassPlanFields>;

/** A weekly plan entry as listed, with its type's and coach's names. */
export const ClassPlanRow = ClassPlanFields.extend({
  id: z.number().int(),
  typeName: z.string(),
  coachName: z.string(),
});
export type ClassPlanRow = z.infer<typeof ClassPlanRow>;

/**
 * Why a plan entry's date produced no class: the coach teaches another class then, the space holds another class
 * then, or the start is past.
 */
export const PlanConflict = z.object({
  planId: z.number().int(),
  date: IsoDate,
  reason: z.enum(['coachBusy', 'spaceBusy', 'past']),
  /** The coach's (coachBusy) or the space's (spaceBusy) other class: its id and start. */
  otherId: z.number().int().nullable(),
  otherStartsAt: IsoDateTime.nullable(),
});
export type PlanConflict = z.infer<typeof PlanConflict>;

/** What a generation did: classes created, dates already generated (not again), and the conflicts. */
export const PlanGenerateResult = z.object({
  created: z.array(z.object({ id: z.number().int(), planId: z.number().int(), date: IsoDate })),
  /** Entry-days that already had their class (any state): left as they are. */
  existing: z.number().int(),
  conflicts: z.array(PlanConflict),
});
export type PlanGenerateResult = z.infer<typeof PlanGenerateResult>;

export const fitnessClassPlanPage = defineCall({
  method: 'GET',
  path: '/api/fitness/classPlan/page',
  access: 'fitness:classPlan:page',
  summary: 'The weekly plan: its entries by week day and start time (by type, coach).',
  input: PageQuery.extend({
    typeId: Id.optional(),
    coachId: Id.optional(),
    weekDay: z.coerce.number().int().min(1).max(7).optional(),
  }),
  output: pageOf(ClassPlanRow),
  errors: [],
});

export const fitnessClassPlanAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/classPlan/add',
  access: 'fitness:classPlan:add',
  summary: 'Add a weekly plan entry: a type with a coach on a week day at a campus time, its length, capacity, room.',
  input: ClassPlanFields,
  output: ClassPlanRow,
  errors: [Code.CLASS_TYPE_UNKNOWN, Code.CLASS_COACH_UNKNOWN, Code.CLASS_SPACE_UNKNOWN, Code.CLASS_SPACE_TOO_SMALL],
});

export const fitnessClassPlanEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/classPlan/edit',
  access: 'fitness:classPlan:edit',
  summary: 'Edit a weekly plan entry (or disable it); classes already generated stay as they are.',
  input: ClassPlanFields.extend({ id: Id }),
  output: ClassPlanRow,
  errors: [
    Code.NOT_FOUND,
    Code.CLASS_TYPE_UNKNOWN,
    Code.CLASS_COACH_UNKNOWN,
    Code.CLASS_SPACE_UNKNOWN,
    Code.CLASS_SPACE_TOO_SMALL,
  ],
});

export const fitnessClassPlanGenerate = defineCall({
  method: 'POST',
  path: '/api/fitness/classPlan/generate',
  access: 'fitness:classPlan:generate',
  summary:
    'Generate the classes of the enabled plan entries (or those named) for campus dates from–to (at most 366 days); ' +
    'an entry-day already generated is not created again, a date where the coach is busy or past is listed.',
  input: z
    .object({ from: IsoDate, to: IsoDate, planIds: z.array(Id).max(500).optional() })
    .refine((v) => v.to >= v.from, { path: ['to'], message: 'resource:validation.dateOrder' }),
  output: PlanGenerateResult,
  errors: [Code.PLAN_RANGE_TOO_LONG],
});

export const fitnessClassBookingPage = defineCall({
  method: 'GET',
  path: '/api/fitness/classBooking/page',
  access: 'fitness:classBooking:page',
  summary: 'Class bookings of the caller’s data scope, by class, member name, state and campus dates; newest first.',
  input: PageQuery.merge(DayRange).extend({
    sessionId: Id.optional(),
    member: z.string().trim().max(64).optional(),
    state: ClassBookingState.optional(),
  }),
  output: pageOf(ClassBookingRow),
  errors: [],
});

export const fitnessClassBookingCancel = defineCall({
  method: 'POST',
  path: '/api/fitness/classBooking/cancel',
  access: 'fitness:classBooking:cancel',
  summary: 'Cancel a member’s booking (before the class starts): the use given back, the first able waiter promoted.',
  input: z.object({ id: Id, reason: z.string().trim().max(200).default('') }),
  output: ClassBookingRow,
  errors: [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED, Code.CLASS_BOOKING_NOT_CHANGEABLE],
});

export const fitnessClassBookingMark = defineCall({
  method: 'POST',
  path: '/api/fitness/classBooking/mark',
  access: 'fitness:classBooking:mark',
  summary: 'Mark a booking attended or no-show once the class has started (a mark may be corrected).',
  input: z.object({ id: Id, outcome: z.enum(['attended', 'noShow']) }),
  output: ClassBookingRow,
  errors: [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED, Code.CLASS_NOT_STARTED],
});

// --- the member's own (terminal) ---

export const fitnessClassWeek = defineCall({
  method: 'GET',
  path: '/api/fitness/class/week',
  access: 'user',
  summary: 'The scheduled classes of seven campus days from `from` (default today), with places left and my part.',
  input: z.object({ from: IsoDate.optional() }),
  output: z.array(MyClassRow),
  errors: [],
});

export const fitnessClassDetail = defineCall({
  method: 'GET',
  path: '/api/fitness/class/detail',
  access: 'user',
  summary: 'A class with my part, and which of my cards would pay for it (and why each other would not).',
  input: z.object({ id: Id }),
  output: z.object({ session: MyClassRow, choice: CardChoice }),
  errors: [Code.NOT_FOUND],
});

export const fitnessClassBook = defineCall({
  method: 'POST',
  path: '/api/fitness/class/book',
  access: 'user',
  summary: 'Book a class: within its window and limits, a place held under the class’s lock, one card use taken.',
  input: z.object({ id: Id }),
  output: ClassBookingRow,
  errors: [
    Code.NOT_FOUND,
    Code.CLASS_NOT_SCHEDULED,
    Code.CLASS_BOOKING_NOT_OPEN,
    Code.CLASS_BOOKING_CLOSED,
    Code.CLASS_FULL,
    Code.CLASS_ALREADY_BOOKED,
    Code.CLASS_DAY_LIMIT,
    Code.CLASS_WEEK_LIMIT,
    Code.CARD_NONE_ADMITS,
  ],
});

export const fitnessClassWaitlistJoin = defineCall({
  method: 'POST',
  path: '/api/fitness/class/waitlistJoin',
  access: 'user',
  summary: 'Join the waitlist of a full class (until it closes); nothing is taken until a place is given.',
  input: z.object({ id: Id }),
  output: WaitlistRow,
  errors: [
    Code.NOT_FOUND,
    Code.CLASS_NOT_SCHEDULED,
    Code.CLASS_WAITLIST_CLOSED,
    Code.CLASS_WAITLIST_NOT_FULL,
    Code.CLASS_ALREADY_WAITING,
    Code.CLASS_ALREADY_BOOKED,
  ],
});

export const fitnessClassWaitlistLeave = defineCall({
  method: 'POST',
  path: '/api/fitness/class/waitlistLeave',
  access: 'user',
  summary: 'Leave one of my waitlist entries.',
  input: z.object({ id: Id }),
  output: WaitlistRow,
  errors: [Code.NOT_FOUND, Code.CLASS_BOOKING_NOT_CHANGEABLE],
});

export const fitnessClassMine = defineCall({
  method: 'GET',
  path: '/api/fitness/class/mine',
  access: 'user',
  summary: 'My class bookings (upcoming first, then past, newest first) and my waitlist entries.',
  input: NoInput,
  output: z.object({ bookings: z.array(ClassBookingRow), waitlist: z.array(WaitlistRow) }),
  errors: [],
});

export const fitnessClassCancel = defineCall({
  method: 'POST',
  path: '/api/fitness/class/cancel',
  access: 'user',
  summary:
    'Cancel my booking before the class starts: before the late-cancel window the use is given back, inside it kept.',
  input: z.object({ id: Id }),
  output: ClassBookingRow,
  errors: [Code.NOT_FOUND, Code.ORDER_STEP_NOT_ALLOWED, Code.CLASS_BOOKING_NOT_CHANGEABLE],
});
