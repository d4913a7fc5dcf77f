/**
 * The fitness club's training courses (docs/training.md): course types, a term's course groups with
 * their sessions, members' registrations (state of machines/training-registration.machine.ts) and
 * their append-only event log, attendance per session, and make-up tokens issued for a leave. Money
 * is integer cents; dates are ISO local dates of the campus (Asia/Shanghai), times `HH:mm` local.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubCoach } from './club-people';
import { clubPayment } from './fitness';
import { sysOrg, sysUser } from './system';

/** A course type (/type): names, description, price (cents), sessions of a term, capacity of a group. */
export const clubTrainType = pgTable(
  'club_train_type',
  {
    id: serial('id').primaryKey(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    sessions: integer('sessions').notNull(),
    capacity: integer('capacity').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_train_type_name_key').on(t.nameCn),
    check('club_train_type_numbers_check', sql`${t.priceCents} >= 0 and ${t.sessions} > 0 and ${t.capacity} > 0`),
  ],
);

/**
 * A term's course group (/trainGroup): its type, coach (null until allocated), term dates,
 * capacity, registration window (inclusive dates), price (cents, copied from the type, editable),
 * and the make-up token rules: `token_cap` tokens per member per term, `token_days` days after the
 * missed session a token expires (null: at the term's end).
 */
export const clubTrainGroup = pgTable(
  'club_train_group',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => clubTrainType.id),
    coachId: integer('coach_id').references(() => clubCoach.id),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    capacity: integer('capacity').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    regOpensOn: date('reg_opens_on').notNull(),
    regClosesOn: date('reg_closes_on').notNull(),
    tokenCap: integer('token_cap').notNull().default(2),
    tokenDays: integer('token_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_train_group_type_idx').on(t.typeId),
    index('club_train_group_coach_idx').on(t.coachId),
    check(
      'club_train_group_check',
      sql`${t.endsOn} >= ${t.startsOn} and ${t.regClosesOn} >= ${t.regOpensOn} and ${t.capacity} > 0
        and ${t.priceCents} >= 0 and ${t.tokenCap} >= 0 and coalesce(${t.tokenDays}, 1) > 0`,
    ),
  ],
);

/** One session of a group: its date, start and end (`HH:mm`, local) and place. */
export const clubTrainSession = pgTable(
  'club_train_session',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => clubTrainGroup.id, { onDelete: 'cascade' }),
    on: date('on').notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    place: text('place').notNull().default(''),
  },
  (t) => [
    index('club_train_session_group_idx').on(t.groupId, t.on),
    index('club_train_session_on_idx').on(t.on),
    check(
      'club_train_session_time_check',
      sql`${t.startsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.endsAt} ~ '^[0-2][0-9]:[0-5][0-9]$'
        and ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/**
 * A member's registration for a group. `org_id` is the member's organisation when registering (the data
 * scope's column); `price_cents` the price when registering (paid at the desk, `payment_id`; 0: free). One live
 * (pending or confirmed) registration per member and group.
 */
export const clubTrainRegistration = pgTable(
  'club_train_registration',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => clubTrainGroup.id),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    orgId: integer('org_id').references(() => sysOrg.id),
    state: text('state').notNull().default('pending'),
    priceCents: integer('price_cents').notNull().default(0),
    /** The ledger row of the desk's payment (null: not paid yet, or free). */
    paymentId: integer('payment_id').references(() => clubPayment.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_train_registration_live_key')
      .on(t.groupId, t.userId)
      .where(sql`${t.state} in ('pending', 'confirmed')`),
    index('club_train_registration_user_idx').on(t.userId),
    check(
      'club_train_registration_state_check',
      sql`${t.state} in ('pending', 'confirmed', 'rejected', 'withdrawn', 'completed')`,
    ),
  ],
);

/**
 * The append-only log of a registration (/trainGroupLog): register, confirm, reject, withdraw, complete,
 * leave, attendance, makeup (a make-up booked, confirmed, rejected); state before → after, the actor
 * (null: the daily job), the session concerned, a reason, details.
 */
export const clubTrainEvent = pgTable(
  'club_train_event',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => clubTrainRegistration.id),
    kind: text('kind').notNull(),
    stateBefore: text('state_before'),
    stateAfter: text('state_after').notNull(),
    actorUserId: integer('actor_user_id'),
    sessionId: integer('session_id'),
    reason: text('reason').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_train_event_registration_idx').on(t.registrationId, t.at),
    check(
      'club_train_event_kind_check',
      sql`${t.kind} in ('register', 'confirm', 'reject', 'withdraw', 'complete', 'leave', 'attendance', 'makeup')`,
    ),
  ],
);

/**
 * Attendance of a registered member at a session: `present`, `absent` or `leave` (asked by the
 * member before the session). One row per session and registration; a roll call replaces the mark
 * (each mark is also an `attendance` event of the registration).
 */
export const clubTrainAttendance = pgTable(
  'club_train_attendance',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => clubTrainSession.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => clubTrainRegistration.id),
    status: text('status').notNull(),
    markedBy: integer('marked_by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A leave asked later than the rule's `late_hours` before the start (club_train_rule). */
    late: boolean('late').notNull().default(false),
    /**
     * Why a late leave got (`grace`: within the term's grace count) or did not get (`noGrace`) its make-up
     * token; null when not late.
     */
    lateWhy: text('late_why'),
    /** The staff member who waived a late leave (its token then issued), when, and why. */
    waivedBy: integer('waived_by'),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waiveReason: text('waive_reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('club_train_attendance_key').on(t.sessionId, t.registrationId),
    index('club_train_attendance_registration_idx').on(t.registrationId),
    check('club_train_attendance_status_check', sql`${t.status} in ('present', 'absent', 'leave')`),
    check(
      'club_train_attendance_late_check',
      sql`(${t.late} and ${t.lateWhy} in ('grace', 'noGrace')) or (not ${t.late} and ${t.lateWhy} is null)`,
    ),
  ],
);

/**
 * The late-leave rules of a course type (`type_id`), or the club's default (`type_id` null, one row): a leave
 * later than `late_hours` hours before the session's start is late and issues no make-up token, except for the
 * first `grace_count` late leaves and no-shows (absent marks) of a registration's term; staff may waive a late
 * leave until `waive_days` days after the session's date (its token then issued, within the cap). No row for the
 * type and no default: no leave is late. docs/training.md "Late leave rules".
 */
export const clubTrainRule = pgTable(
  'club_train_rule',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').references(() => clubTrainType.id, { onDelete: 'cascade' }),
    lateHours: integer('late_hours').notNull(),
    graceCount: integer('grace_count').notNull().default(0),
    waiveDays: integer('waive_days').notNull().default(7),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One rule per type and one club default (type null): coalesce makes the nulls collide.
    uniqueIndex('club_train_rule_type_key').on(sql`coalesce(${t.typeId}, 0)`),
    check(
      'club_train_rule_numbers_check',
      sql`${t.lateHours} between 0 and 720 and ${t.graceCount} between 0 and 100 and ${t.waiveDays} between 0 and 365`,
    ),
  ],
);

/**
 * A make-up token, issued for a leave (`source_session_id` of registration `registration_id`):
 * `available`, `pending` (booked into `makeup_session_id` of another group of the same type; the
 * coach of that group confirms it, `makeup_confirmed`), `used` (the make-up's roll call), `expired`
 * (past `expires_on`, the daily job).
 */
export const clubTrainToken = pgTable(
  'club_train_token',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => clubTrainRegistration.id),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => clubTrainType.id),
    sourceSessionId: integer('source_session_id')
      .notNull()
      .references(() => clubTrainSession.id),
    state: text('state').notNull().default('available'),
    expiresOn: date('expires_on').notNull(),
    makeupSessionId: integer('makeup_session_id').references(() => clubTrainSession.id),
    makeupConfirmed: boolean('makeup_confirmed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_train_token_source_key').on(t.registrationId, t.sourceSessionId),
    index('club_train_token_user_idx').on(t.userId, t.state),
    index('club_train_token_makeup_idx').on(t.makeupSessionId),
    check('club_train_token_state_check', sql`${t.state} in ('available', 'pending', 'used', 'expired')`),
  ],
);
