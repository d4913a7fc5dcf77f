/**
 * The fitness club's private sessions and fitness tests (docs/fitness-private.md; spec §2 fitness
 * set: back office /allocation, /teaching, /testType, /test; terminal /fitnessCenter/private,
 * /privateReserve, /testReserve, /fitnessCenter/testRecords, /fitnessCenterCoach/schedule and
 * /fitnessCenterCoach/testLog). The spec names the pages only; the calls are ours:
 *
 * - back office, each with its permission code `fitness:<page>:<action>`: coaches' availability
 *   and blocked periods (`/api/fitness/allocation/…`), every session with filters, booking on
 *   behalf of a member, cancelling and marking (`/api/fitness/teaching/…`), test types
 *   (`/api/fitness/testType/…`), tests taken and their results (`/api/fitness/test/…`). Sessions
 *   are in the data scope of the member's organisation (out of scope: NOT_FOUND).
 * - terminal, any signed-in user acting on their own sessions only (`/api/fitness/private/…`):
 *   coaches with their next free slots, a day's free slots with the card that would pay, booking
 *   (once or weekly for N weeks), cancelling, my sessions, my test results.
 * - coach centre (`/api/fitness/coachCentre/…`): the caller's own coach record only (a caller who
 *   is not a coach, or another coach's session: NOT_FOUND).
 *
 * Times on the wire are ISO-8601 with the campus offset (Asia/Shanghai); money in cents.
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Id, IsoDate, IsoDateTime, NullOutput } from './common';
import { defineCall } from './define-call';

// --- shapes ----------------------------------------------------------------------------

const Minute = z.number().int().min(0).max(1440);
/** A `[from, to)` range of minutes after local midnight (from < to is checked by the server). */
export const MinuteRange = z.tuple([Minute, Minute]);
/** Weekly hours: ISO week day '1' (Monday) … '7' → ranges. */
export const WeeklyHours = z.partialRecord(z.enum(['1', '2', '3', '4', '5', '6', '7']), z.array(MinuteRange).max(8));
export type WeeklyHours = z.infer<typeof WeeklyHours>;
/** A length a coach offers (minutes, 15–240) and its price in cents. */
export const SessionLength = z.object({
  minutes: z.number().int().min(15).max(240),
  priceCents: z.number().int().min(0).max(100_000_000),
});
/** A coach's availability settings as edited. */
export const AvailabilityFields = z.object({
  hours: WeeklyHours,
  bufferMinutes: z.number().int().min(0).max(240).default(10),
  cancelHours: z.number().int().min(0).max(720).default(24),
  lengths: z.array(SessionLength).max(8),
});
export type AvailabilityFields = z.output<typeof AvailabilityFields>;
/** A blocked period of a coach. */
export const BlockRow = z.object({
  id: z.number().int(),
  coachId: z.number().int(),
  fromAt: IsoDateTime,
  toAt: IsoDateTime,
  reason: z.string(),
});
export type BlockRow = z.infer<typeof BlockRow>;
/** A coach's availability as read: the settings, the coming blocked periods. */
export const Availability = AvailabilityFields.extend({
  coachId: z.number().int(),
  coachName: z.string(),
  blocks: z.array(BlockRow),
});
export type Availability = z.infer<typeof Availability>;
/** A blocked period to add: `[fromAt, toAt)` and a reason. */
export const BlockFields = z.object({
  fromAt: IsoDateTime,
  toAt: IsoDateTime,
  reason: z.string().trim().max(100).default(''),
});

export const SessionKind = z.enum(['private', 'test']);
export const SessionState = z.enum(['booked', 'attended', 'noShow', 'cancelled', 'lateCancelled']);
export type SessionState = z.infer<typeof SessionState>;
/** A session as lists show it. */
export const SessionRow = z.object({
  id: z.number().int(),
  kind: SessionKind,
  coachId: z.number().int(),
  coachName: z.string(),
  userId: z.number().int(),
  memberName: z.string(),
  testTypeId: z.number().int().nullable(),
  testTypeName: z.string().nullable(),
  startAt: IsoDateTime,
  endAt: IsoDateTime,
  minutes: z.number().int(),
  priceCents: z.number().int(),
  cardId: z.number().int().nullable(),
  cardNo: z.string().nullable(),
  seriesId: z.string().nullable(),
  state: SessionState,
  /** Whether the use was given back (a cancel in time). */
  useReturned: z.boolean(),
  hasResult: z.boolean(),
});
export type SessionRow = z.infer<typeof SessionRow>;

/** Which card would pay, and why (see platform/fitness/choose-card.ts). */
export const PayerPreview = z.object({
  cardId: z.number().int().nullable(),
  cardNo: z.string().nullable(),
  reason: z.enum(['onlyCard', 'expiresFirst', 'fewerUsesLeft', 'olderCard']).nullable(),
  passed: z.array(z.object({ cardId: z.number().int(), cardNo: z.string(), why: z.string() })),
});
/** A day's free start slots of a coach for a length. */
export const DaySlots = z.object({
  coachId: z.number().int(),
  date: IsoDate,
  minutes: z.number().int(),
  priceCents: z.number().int(),
  /** Free start times, ISO with offset. */
  starts: z.array(IsoDateTime),
  payer: PayerPreview,
});

/** What a booking asks: a coach, a start, a length (private) or a test type (test), weekly repeats. */
export const BookFields = z.object({
  coachId: Id,
  startAt: IsoDateTime,
  /** Private sessions: one of the coach's lengths. */
  minutes: z.number().int().min(15).max(240).optional(),
  /** Tests: the test type (its own length and price). */
  testTypeId: Id.optional(),
  /** 1: once; N: the same time weekly for N weeks. */
  weeks: z.number().int().min(1).max(12).default(1),
  /**
   * For weeks > 1: `all` books every week or none (SLOT_TAKEN naming the first conflict);
   * `free` books the free weeks and lists the conflicts.
   */
  mode: z.enum(['all', 'free']).default('all'),
});
/** A booking's answer: the sessions booked and the weeks refused with their reasons. */
export const BookResult = z.object({
  booked: z.array(SessionRow),
  conflicts: z.array(z.object({ startAt: IsoDateTime, code: z.number().int() })),
});

/** A result field of a test type. */
export const TestField = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/),
  labelCn: z.string().trim().min(1).max(32),
  labelEn: z.string().trim().max(32).default(''),
  labelTc: z.string().trim().max(32).default(''),
  unit: z.string().trim().max(16).default(''),
  kind: z.enum(['number', 'text']),
  min: z.number().nullable().default(null),
  max: z.number().nullable().default(null),
});
export type TestField = z.output<typeof TestField>;
/** A test type as edited. */
export const TestTypeFields = z.object({
  nameCn: z.string().trim().min(1).max(32),
  nameEn: z.string().trim().max(32).default(''),
  nameTc: z.string().trim().max(32).default(''),
  fields: z.array(TestField).min(1).max(20),
  minutes: z.number().int().min(10).max(480).default(30),
  priceCents: z.number().int().min(0).max(100_000_000).default(0),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(99999).default(0),
});
export type TestTypeFields = z.output<typeof TestTypeFields>;
export const TestTypeRow = TestTypeFields.extend({ id: z.number().int(), name: z.string() });
export type TestTypeRow = z.infer<typeof TestTypeRow>;
/** Result values by field key (numbers or texts per the field's kind). */
export const ResultValues = z.record(z.string(), z.union([z.number(), z.string().max(200)]));
/** A test taken with its latest results. */
export const TestRow = SessionRow.extend({
  values: ResultValues.nullable(),
  recordedAt: IsoDateTime.nullable(),
});
export type TestRow = z.infer<typeof TestRow>;
/** A member's results of one type over time, each field's change since the previous test. */
export const ResultSeries = z.object({
  testTypeId: z.number().int(),
  testTypeName: z.string(),
  fields: z.array(TestField),
  points: z.array(
    z.object({
      sessionId: z.number().int(),
      at: IsoDateTime,
      values: ResultValues,
      /** Number fields: the change since the previous test with that field (null: first). */
      change: z.record(z.string(), z.number().nullable()),
    }),
  ),
});

/** Coaches with their next free slots (terminal). */
export const CoachSlots = z.object({
  coachId: z.number().int(),
  name: z.string(),
  level: z.string(),
  lengths: z.array(SessionLength),
  next: z.array(IsoDateTime),
});

const SessionFilter = PageQuery.extend({
  kind: SessionKind.optional(),
  state: SessionState.optional(),
  coachId: Id.optional(),
  userId: Id.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});
const IdInput = z.object({ id: Id });
const MarkInput = z.object({ id: Id, state: z.enum(['attended', 'noShow']) });
const RecordInput = z.object({ id: Id, values: ResultValues });
const BOOK_ERRORS = [
  Code.NOT_FOUND,
  Code.PRIVATE_SLOT_TAKEN,
  Code.PRIVATE_SLOT_UNAVAILABLE,
  Code.PRIVATE_LENGTH_NOT_OFFERED,
  Code.PRIVATE_IN_PAST,
  Code.CARD_NONE_ADMITS,
  Code.CARD_MEMBER_UNKNOWN,
];

// --- back office: availability (/allocation) -----------------------------------------

export const fitnessAllocationPage = defineCall({
  method: 'GET',
  path: '/api/fitness/allocation/page',
  access: 'fitness:allocation:page',
  summary: 'Every coach’s availability: weekly hours, buffer, cancel window, lengths and coming blocked periods.',
  input: PageQuery.extend({ keyword: z.string().trim().max(32).optional() }),
  output: pageOf(Availability),
  errors: [],
});

export const fitnessAllocationEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/allocation/edit',
  access: 'fitness:allocation:edit',
  summary: 'Set a coach’s weekly hours, buffer, cancel window and offered lengths.',
  input: AvailabilityFields.extend({ coachId: Id }),
  output: Availability,
  errors: [Code.NOT_FOUND, Code.PRIVATE_HOURS_INVALID],
});

export const fitnessAllocationBlockAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/allocation/blockAdd',
  access: 'fitness:allocation:edit',
  summary: 'Block a period of a coach (leave, holiday); booked sessions in it stay (cancel them on /teaching).',
  input: BlockFields.extend({ coachId: Id }),
  output: BlockRow,
  errors: [Code.NOT_FOUND, Code.PRIVATE_HOURS_INVALID],
});

export const fitnessAllocationBlockDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/allocation/blockDelete',
  access: 'fitness:allocation:edit',
  summary: 'Remove a blocked period of a coach.',
  input: IdInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

// --- back office: sessions (/teaching) ---------------------------------------------------

export const fitnessTeachingPage = defineCall({
  method: 'GET',
  path: '/api/fitness/teaching/page',
  access: 'fitness:teaching:page',
  summary: 'Private sessions and tests of members in scope, filtered by kind, state, coach, member, dates.',
  input: SessionFilter,
  output: pageOf(SessionRow),
  errors: [],
});

export const fitnessTeachingSlots = defineCall({
  method: 'GET',
  path: '/api/fitness/teaching/slots',
  access: 'fitness:teaching:add',
  summary: 'A coach’s free start slots on a day for a member, with the card that would pay.',
  input: z.object({
    coachId: Id,
    userId: Id,
    date: IsoDate,
    minutes: z.coerce.number().int().optional(),
    testTypeId: Id.optional(),
  }),
  output: DaySlots,
  errors: [Code.NOT_FOUND, Code.PRIVATE_LENGTH_NOT_OFFERED, Code.CARD_MEMBER_UNKNOWN],
});

export const fitnessTeachingAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/teaching/add',
  access: 'fitness:teaching:add',
  summary: 'Book a private session or test for a member in scope (once or weekly; one card use each).',
  input: BookFields.extend({ userId: Id }),
  output: BookResult,
  errors: BOOK_ERRORS,
});

export const fitnessTeachingCancel = defineCall({
  method: 'POST',
  path: '/api/fitness/teaching/cancel',
  access: 'fitness:teaching:cancel',
  summary: 'Cancel a booked session: the use given back before the coach’s cancel window, kept after it.',
  input: IdInput,
  output: SessionRow,
  errors: [Code.NOT_FOUND, Code.PRIVATE_NOT_BOOKED],
});

export const fitnessTeachingMark = defineCall({
  method: 'POST',
  path: '/api/fitness/teaching/mark',
  access: 'fitness:teaching:mark',
  summary: 'Mark a booked session attended or no-show (after its start; a no-show keeps the use).',
  input: MarkInput,
  output: SessionRow,
  errors: [Code.NOT_FOUND, Code.PRIVATE_NOT_BOOKED, Code.PRIVATE_NOT_STARTED],
});

// --- back office: test types and tests ----------------------------------------------------

export const fitnessTestTypePage = defineCall({
  method: 'GET',
  path: '/api/fitness/testType/page',
  access: 'fitness:testType:page',
  summary: 'The test types with their result fields, by sort and id.',
  input: PageQuery,
  output: pageOf(TestTypeRow),
  errors: [],
});

export const fitnessTestTypeList = defineCall({
  method: 'GET',
  path: '/api/fitness/testType/list',
  access: 'user',
  summary: 'The enabled test types (terminal and forms).',
  input: z.object({}),
  output: z.array(TestTypeRow),
  errors: [],
});

export const fitnessTestTypeAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/testType/add',
  access: 'fitness:testType:add',
  summary: 'Add a test type with its result fields (keys unique; min not above max).',
  input: TestTypeFields,
  output: TestTypeRow,
  errors: [Code.PRIVATE_TEST_FIELDS_INVALID],
});

export const fitnessTestTypeEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/testType/edit',
  access: 'fitness:testType:edit',
  summary: 'Change a test type (results already recorded keep their values).',
  input: TestTypeFields.extend({ id: Id }),
  output: TestTypeRow,
  errors: [Code.NOT_FOUND, Code.PRIVATE_TEST_FIELDS_INVALID],
});

export const fitnessTestPage = defineCall({
  method: 'GET',
  path: '/api/fitness/test/page',
  access: 'fitness:test:page',
  summary: 'Tests of members in scope with their latest results.',
  input: SessionFilter.omit({ kind: true }).extend({ testTypeId: Id.optional() }),
  output: pageOf(TestRow),
  errors: [],
});

export const fitnessTestRecord = defineCall({
  method: 'POST',
  path: '/api/fitness/test/record',
  access: 'fitness:test:record',
  summary: 'Record the results of a test (after its start), validated against its type’s fields.',
  input: RecordInput,
  output: TestRow,
  errors: [Code.NOT_FOUND, Code.PRIVATE_NOT_STARTED, Code.PRIVATE_NOT_BOOKED, Code.PRIVATE_RESULT_INVALID],
});

export const fitnessTestMemberResults = defineCall({
  method: 'GET',
  path: '/api/fitness/test/memberResults',
  access: 'fitness:test:page',
  summary: 'A member’s results over time, per test type.',
  input: z.object({ userId: Id }),
  output: z.array(ResultSeries),
  errors: [Code.CARD_MEMBER_UNKNOWN],
});

// --- terminal: the member ---------------------------------------------------------------

export const privateCoaches = defineCall({
  method: 'GET',
  path: '/api/fitness/private/coaches',
  access: 'user',
  summary: 'Enabled coaches offering private sessions, each with its next free slots (up to 3, within 14 days).',
  input: z.object({}),
  output: z.array(CoachSlots),
  errors: [],
});

export const privateSlots = defineCall({
  method: 'GET',
  path: '/api/fitness/private/slots',
  access: 'user',
  summary: 'A coach’s free start slots on a day for my booking, with the card that would pay and why.',
  input: z.object({
    coachId: Id,
    date: IsoDate,
    minutes: z.coerce.number().int().optional(),
    testTypeId: Id.optional(),
  }),
  output: DaySlots,
  errors: [Code.NOT_FOUND, Code.PRIVATE_LENGTH_NOT_OFFERED],
});

export const privateBook = defineCall({
  method: 'POST',
  path: '/api/fitness/private/book',
  access: 'user',
  summary: 'Book a private session or a test for myself (once or weekly for N weeks; one card use each).',
  input: BookFields,
  output: BookResult,
  errors: BOOK_ERRORS,
});

export const privateCancel = defineCall({
  method: 'POST',
  path: '/api/fitness/private/cancel',
  access: 'user',
  summary: 'Cancel one of my booked sessions (the use given back before the cancel window, kept after).',
  input: IdInput,
  output: SessionRow,
  errors: [Code.NOT_FOUND, Code.PRIVATE_NOT_BOOKED],
});

export const privateMine = defineCall({
  method: 'GET',
  path: '/api/fitness/private/mine',
  access: 'user',
  summary: 'My private sessions and tests, the latest first.',
  input: PageQuery.extend({ kind: SessionKind.optional() }),
  output: pageOf(SessionRow),
  errors: [],
});

export const privateMyResults = defineCall({
  method: 'GET',
  path: '/api/fitness/private/myResults',
  access: 'user',
  summary: 'My test results over time, per type and field, with the change since the last test.',
  input: z.object({}),
  output: z.array(ResultSeries),
  errors: [],
});

// --- terminal: the coach centre -------------------------------------------------------------

export const coachCentreWeek = defineCall({
  method: 'GET',
  path: '/api/fitness/coachCentre/week',
  access: 'user',
  summary: 'My week as a coach from a Monday: my sessions and tests, my availability and blocked periods.',
  input: z.object({ monday: IsoDate }),
  output: z.object({ sessions: z.array(SessionRow), availability: Availability }),
  errors: [Code.NOT_FOUND],
});

export const coachCentreAvailability = defineCall({
  method: 'POST',
  path: '/api/fitness/coachCentre/availability',
  access: 'user',
  summary: 'Set my own weekly hours, buffer, cancel window and lengths as a coach.',
  input: AvailabilityFields,
  output: Availability,
  errors: [Code.NOT_FOUND, Code.PRIVATE_HOURS_INVALID],
});

export const coachCentreBlockAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/coachCentre/blockAdd',
  access: 'user',
  summary: 'Block a period of my own as a coach.',
  input: BlockFields,
  output: BlockRow,
  errors: [Code.NOT_FOUND, Code.PRIVATE_HOURS_INVALID],
});

export const coachCentreBlockDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/coachCentre/blockDelete',
  access: 'user',
  summary: 'Remove one of my own blocked periods.',
  input: IdInput,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const coachCentreMark = defineCall({
  method: 'POST',
  path: '/api/fitness/coachCentre/mark',
  access: 'user',
  summary: 'Mark one of my sessions attended or no-show (after its start).',
  input: MarkInput,
  output: SessionRow,
  errors: [Code.NOT_FOUND, Code.PRIVATE_NOT_BOOKED, Code.PRIVATE_NOT_STARTED],
});

export const coachCentreTests = defineCall({
  method: 'GET',
  path: '/api/fitness/coachCentre/tests',
  access: 'user',
  summary: 'The tests I gave as a coach, the latest first, with their results.',
  input: PageQuery,
  output: pageOf(TestRow),
  errors: [Code.NOT_FOUND],
});

export const coachCentreRecord = defineCall({
  method: 'POST',
  path: '/api/fitness/coachCentre/record',
  access: 'user',
  summary: 'Record the results of a test I gave (after its start).',
  input: RecordInput,
  output: TestRow,
  errors: [Code.NOT_FOUND, Code.PRIVATE_NOT_STARTED, Code.PRIVATE_NOT_BOOKED, Code.PRIVATE_RESULT_INVALID],
});
