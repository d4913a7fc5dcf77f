/**
 * The fitness club's group classes (docs/fitness-classes.md): class types of course kind `league`,
 * scheduled classes (sessions) taught by a coach, members' bookings paid by a membership card's use,
 * and the waitlist of a full class. Times are timestamptz (the campus's zone is Asia/Shanghai);
 * money in integer cents. Types and classes belong to the club (no data scope); bookings and
 * waitlist entries carry the member's organisation (`org_id`: the data scope's column).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubCoach } from './club-people';
import { clubCard, clubCardEvent } from './fitness';
import { clubSpace } from './sport-site';
import { sysOrg, sysUser } from './system';

/**
 * A class type (yoga, spinning …): names, course kind (always `league`: membership cards'
 * `admits.courseKinds` apply), default capacity, minimum sign-ups, duration (minutes), price
 * (cents, taken from a stored-value card), the per-member limits of bookings per day and per
 * ISO week (null: none), description, enabled.
 */
export const clubClassType = pgTable(
  'club_class_type',
  {
    id: serial('id').primaryKey(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTc: text('name_tc').notNull().default(''),
    courseKind: text('course_kind').notNull().default('league'),
    capacity: integer('capacity').notNull(),
    minSignups: integer('min_signups').notNull().default(0),
    durationMin: integer('duration_min').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    dayLimit: integer('day_limit'),
    weekLimit: integer('week_limit'),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_class_type_name_key').on(t.nameCn),
    check('club_class_type_kind_check', sql`${t.courseKind} = 'league'`),
    check(
      'club_class_type_numbers_check',
      sql`${t.capacity} > 0 and ${t.minSignups} >= 0 and ${t.durationMin} > 0 and ${t.priceCents} >= 0
        and coalesce(${t.dayLimit}, 1) > 0 and coalesce(${t.weekLimit}, 1) > 0`,
    ),
  ],
);

/**
 * An entry of the weekly class plan (/plan): a type taught by a coach on an ISO week day (1 Monday … 7
 * Sunday) at a campus time `HH:mm` for `duration_min` minutes, with its capacity, room and booking window
 * (opens `opens_hours` hours before, closes `closes_min` minutes before the start). Generation
 * (`classPlan/generate`) turns an enabled entry into one class per matching campus date; the class keeps
 * `plan_id` and `plan_date`, unique together, so an entry never yields two classes for one day.
 */
export const clubClassPlan = pgTable(
  'club_class_plan',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => clubClassType.id),
    coachId: integer('coach_id')
      .notNull()
      .references(() => clubCoach.id),
    weekDay: integer('week_day').notNull(),
    startTime: text('start_time').notNull(),
    durationMin: integer('duration_min').notNull(),
    capacity: integer('capacity').notNull(),
    place: text('place').notNull().default(''),
    /** The space (studio) the classes are held in; `place` keeps its name (null: a free-text place only). */
    spaceId: integer('space_id').references(() => clubSpace.id, { onDelete: 'set null' }),
    opensHours: integer('opens_hours').notNull().default(168),
    closesMin: integer('closes_min').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_class_plan_day_idx').on(t.weekDay, t.startTime),
    check(
      'club_class_plan_numbers_check',
      sql`${t.weekDay} between 1 and 7 and ${t.durationMin} > 0 and ${t.capacity} > 0
        and ${t.opensHours} >= 0 and ${t.closesMin} >= 0`,
    ),
    check('club_class_plan_time_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * A scheduled class: its type, coach, place (a room's name), start and end, capacity and
 * minimum sign-ups (copied from the type, editable), and its windows in minutes before the start
 * (booking opens `opens_hours` hours before and closes `closes_min` before; the waitlist closes
 * `waitlist_close_min` before; the minimum is decided `decide_min` before; a cancel later than
 * `late_cancel_min` before keeps the use). State: scheduled, cancelled, finished. A coach's
 * classes not cancelled never overlap (exclusion constraint `club_class_session_coach_overlap`,
 * added by the migration: drizzle has no exclusion constraints), nor do a space's
 * (`club_class_session_space_overlap`, migration 0050).
 */
export const clubClassSession = pgTable(
  'club_class_session',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => clubClassType.id),
    coachId: integer('coach_id')
      .notNull()
      .references(() => clubCoach.id),
    place: text('place').notNull().default(''),
    /**
     * The space (studio) the class is held in; `place` keeps its name for readers (null: a free-text place only,
     * classes scheduled before spaces). Live classes of one space never overlap (`club_class_session_space_overlap`).
     */
    spaceId: integer('space_id').references(() => clubSpace.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    minSignups: integer('min_signups').notNull().default(0),
    opensHours: integer('opens_hours').notNull().default(168),
    closesMin: integer('closes_min').notNull().default(0),
    waitlistCloseMin: integer('waitlist_close_min').notNull().default(60),
    decideMin: integer('decide_min').notNull().default(120),
    lateCancelMin: integer('late_cancel_min').notNull().default(120),
    state: text('state').notNull().default('scheduled'),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** The plan entry and campus date that generated the class (null: scheduled by hand). */
    planId: integer('plan_id').references(() => clubClassPlan.id),
    planDate: date('plan_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_class_session_starts_idx').on(t.startsAt),
    uniqueIndex('club_class_session_plan_key').on(t.planId, t.planDate),
    index('club_class_session_coach_idx').on(t.coachId, t.startsAt),
    index('club_class_session_space_idx').on(t.spaceId, t.startsAt),
    check('club_class_session_state_check', sql`${t.state} in ('scheduled', 'cancelled', 'finished')`),
    check('club_class_session_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'club_class_session_numbers_check',
      sql`${t.capacity} > 0 and ${t.minSignups} >= 0 and ${t.opensHours} >= 0 and ${t.closesMin} >= 0
        and ${t.waitlistCloseMin} >= 0 and ${t.decideMin} >= 0 and ${t.lateCancelMin} >= 0`,
    ),
  ],
);

/**
 * A member's booking of a class: the paying card and its `use` event (null for a class taken
 * free of any use), state (machines/group-class-booking.machine.ts: booked, cancelled,
 * lateCancelled, attended, noShow), how it came (`booking` or `waitlist`), who changed it last and why.
 * One live booking per member per class (`club_class_booking_member_key`).
 */
export const clubClassBooking = pgTable(
  'club_class_booking',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => clubClassSession.id),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    orgId: integer('org_id').references(() => sysOrg.id),
    cardId: integer('card_id').references(() => clubCard.id),
    useEventId: integer('use_event_id').references(() => clubCardEvent.id),
    returnEventId: integer('return_event_id').references(() => clubCardEvent.id),
    state: text('state').notNull().default('booked'),
    source: text('source').notNull().default('booking'),
    reason: text('reason').notNull().default(''),
    actorUserId: integer('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_class_booking_member_key')
      .on(t.sessionId, t.userId)
      .where(sql`${t.state} in ('booked', 'attended', 'noShow')`),
    index('club_class_booking_user_idx').on(t.userId, t.createdAt),
    check(
      'club_class_booking_state_check',
      sql`${t.state} in ('booked', 'cancelled', 'lateCancelled', 'attended', 'noShow')`,
    ),
    check('club_class_booking_source_check', sql`${t.source} in ('booking', 'waitlist')`),
  ],
);

/**
 * A member waiting for a place in a full class, ordered by `joined_at` (then id). State: waiting,
 * promoted (booked when a place freed: `booking_id`), skipped (their card could not pay when a
 * place freed: `reason`), left (the member left), expired (the waitlist closed), cancelled (the class was).
 */
export const clubClassWaitlist = pgTable(
  'club_class_waitlist',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => clubClassSession.id),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    orgId: integer('org_id').references(() => sysOrg.id),
    state: text('state').notNull().default('waiting'),
    bookingId: integer('booking_id').references(() => clubClassBooking.id),
    reason: text('reason').notNull().default(''),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('club_class_waitlist_member_key')
      .on(t.sessionId, t.userId)
      .where(sql`${t.state} = 'waiting'`),
    index('club_class_waitlist_session_idx').on(t.sessionId, t.joinedAt),
    check(
      'club_class_waitlist_state_check',
      sql`${t.state} in ('waiting', 'promoted', 'skipped', 'left', 'expired', 'cancelled')`,
    ),
  ],
);
