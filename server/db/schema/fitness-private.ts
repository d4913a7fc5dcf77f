/**
 * The fitness club's private sessions and fitness tests (docs/fitness-private.md): each coach's
 * weekly hours, buffer, cancel window and offered lengths (`club_coach_setting`), blocked periods
 * (`club_coach_block`), the sessions booked with a coach — private training or a fitness test —
 * (`club_private_session`, no two of one coach overlapping, buffers included: an exclusion
 * constraint of migration 0040), the test types with their result fields (`club_test_type`) and
 * the results recorded, appended and never edited (`club_test_result`). Money is integer cents.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubCoach } from './club-people';
import { clubCard } from './fitness';
import { sysOrg, sysUser } from './system';

/** Weekly hours: ISO week day '1' (Monday) … '7' → `[from, to)` minutes after local midnight. */
export type WeeklyHours = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', [number, number][]>>;
/** A session length a coach offers, minutes, and its price in cents. */
export interface SessionLength {
  minutes: number;
  priceCents: number;
}
/** A result field of a test type: key, labels, unit, number or text, optional bounds (numbers). */
export interface TestField {
  key: string;
  labelCn: string;
  labelEn: string;
  labelTc: string;
  unit: string;
  kind: 'number' | 'text';
  min: number | null;
  max: number | null;
}

/**
 * A coach's availability settings, one row per coach (absent: no hours, buffer 10 min, cancel
 * window 24 h, no lengths): weekly hours in the campus zone (Asia/Shanghai), the buffer minutes
 * kept free after each session, the cancel window in hours, the lengths offered with prices.
 */
export const clubCoachSetting = pgTable(
  'club_coach_setting',
  {
    coachId: integer('coach_id')
      .primaryKey()
      .references(() => clubCoach.id, { onDelete: 'cascade' }),
    hours: jsonb('hours').$type<WeeklyHours>().notNull().default({}),
    bufferMinutes: integer('buffer_minutes').notNull().default(10),
    cancelHours: integer('cancel_hours').notNull().default(24),
    lengths: jsonb('lengths').$type<SessionLength[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('club_coach_setting_buffer_chk', sql`${t.bufferMinutes} between 0 and 240`),
    check('club_coach_setting_cancel_chk', sql`${t.cancelHours} between 0 and 720`),
  ],
);

/** A period a coach is not available (leave, holidays): `[from_at, to_at)`, with a reason. */
export const clubCoachBlock = pgTable(
  'club_coach_block',
  {
    id: serial('id').primaryKey(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => clubCoach.id, { onDelete: 'cascade' }),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_coach_block_coach_idx').on(t.coachId, t.fromAt),
    check('club_coach_block_range_chk', sql`${t.fromAt} < ${t.toAt}`),
  ],
);

/**
 * A fitness test type (/testType): names CN / EN / TC, its result fields (JSON TestField[]), the
 * length of the test in minutes and its price in cents (taken from stored value when a card pays
 * by value), enabled, sort.
 */
export const clubTestType = pgTable(
  'club_test_type',
  {
    id: serial('id').primaryKey(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    fields: jsonb('fields').$type<TestField[]>().notNull().default([]),
    minutes: integer('minutes').notNull().default(30),
    priceCents: integer('price_cents').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('club_test_type_minutes_chk', sql`${t.minutes} between 10 and 480`),
    check('club_test_type_price_chk', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A session booked with a coach: private training (`kind` private) or a fitness test (`test`,
 * with its type). The member and the member's organisation when booked (`org_id`: the data
 * scope's column), `[start_at, end_at)`, `busy_until` = end + the coach's buffer (the range the
 * exclusion constraint keeps apart per coach while the session holds its slot), length and
 * price, the card that paid and its use event, the recurring series it belongs to, the state:
 * booked → attended | noShow (marked after the start) | cancelled (in time: the use given back)
 * | lateCancelled (after the cancel window: the use kept).
 */
export const clubPrivateSession = pgTable(
  'club_private_session',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => clubCoach.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'restrict' }),
    orgId: integer('org_id').references(() => sysOrg.id, { onDelete: 'set null' }),
    testTypeId: integer('test_type_id').references(() => clubTestType.id, { onDelete: 'restrict' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    busyUntil: timestamp('busy_until', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    cardId: integer('card_id').references(() => clubCard.id, { onDelete: 'restrict' }),
    useEventId: integer('use_event_id'),
    /** The event that gave the use back (a cancel in time). */
    returnEventId: integer('return_event_id'),
    seriesId: text('series_id'),
    state: text('state').notNull().default('booked'),
    bookedBy: integer('booked_by').references(() => sysUser.id, { onDelete: 'set null' }),
    cancelledBy: integer('cancelled_by').references(() => sysUser.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    markedBy: integer('marked_by').references(() => sysUser.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_private_session_coach_idx').on(t.coachId, t.startAt),
    index('club_private_session_user_idx').on(t.userId, t.startAt),
    index('club_private_session_series_idx').on(t.seriesId),
    check('club_private_session_kind_chk', sql`${t.kind} in ('private', 'test')`),
    check(
      'club_private_session_state_chk',
      sql`${t.state} in ('booked', 'attended', 'noShow', 'cancelled', 'lateCancelled')`,
    ),
    check('club_private_session_range_chk', sql`${t.startAt} < ${t.endAt} and ${t.endAt} <= ${t.busyUntil}`),
    check('club_private_session_test_chk', sql`(${t.kind} = 'test') = (${t.testTypeId} is not null)`),
  ],
);

/** Results of a test session, appended (the latest row of a session counts): values by field key. */
export const clubTestResult = pgTable(
  'club_test_result',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => clubPrivateSession.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, number | string>>().notNull(),
    recordedBy: integer('recorded_by').references(() => sysUser.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('club_test_result_session_idx').on(t.sessionId, t.id)],
);
