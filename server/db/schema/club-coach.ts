/**
 * The coaches' side of the fitness club (docs/fitness-coaches.md): members' ratings of the group
 * classes and private sessions they attended (`club_rating`, one per member and session), the pay
 * rules of coaches (`club_coach_pay_rule`, amounts in cents) and the adjustments of a coach's
 * classes and sessions — moved to another time or handed to another coach (`club_coach_adjustment`,
 * an append-only record). Ratings carry the member's organisation (`org_id`: the data scope's column).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubClassType } from './club-class';
import { clubCoach } from './club-people';
import { sysOrg, sysUser } from './system';

/**
 * A member's rating of an attended group class booking (`kind` league, `source_id` the class
 * session) or private session (`kind` private, `source_id` the private session): the coach rated,
 * trainer and service scores 1–5, a comment (≤ 500 characters), hidden by staff with a reason.
 * One rating per member per session (`club_rating_once`: two at once → one stored).
 */
export const clubRating = pgTable(
  'club_rating',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    orgId: integer('org_id').references(() => sysOrg.id, { onDelete: 'set null' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => clubCoach.id),
    /** When the class or session started (for filters and the rating window). */
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    trainerScore: integer('trainer_score').notNull(),
    serviceScore: integer('service_score').notNull(),
    comment: text('comment').notNull().default(''),
    hidden: integer('hidden').notNull().default(0),
    hiddenReason: text('hidden_reason').notNull().default(''),
    hiddenBy: integer('hidden_by').references(() => sysUser.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_rating_once').on(t.kind, t.sourceId, t.userId),
    index('club_rating_coach_idx').on(t.coachId, t.heldAt),
    check('club_rating_kind_chk', sql`${t.kind} in ('league', 'private')`),
    check(
      'club_rating_scores_chk',
      sql`${t.trainerScore} between 1 and 5 and ${t.serviceScore} between 1 and 5 and length(${t.comment}) <= 500`,
    ),
    check('club_rating_hidden_chk', sql`${t.hidden} in (0, 1)`),
  ],
);

/**
 * A pay rule: for a coach (null: every coach) and a course (a class type, or a course kind
 * `league`/`private`/`test`; none: every course), a basis — per class or session held (`perClass`),
 * per hour of it (`perHour`), per attendee (`perHead`) — and an amount in cents. The most specific
 * rule wins (platform/fitness/coach-pay.ts).
 */
export const clubCoachPayRule = pgTable(
  'club_coach_pay_rule',
  {
    id: serial('id').primaryKey(),
    coachId: integer('coach_id').references(() => clubCoach.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id').references(() => clubClassType.id, { onDelete: 'cascade' }),
    courseKind: text('course_kind'),
    basis: text('basis').notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('club_coach_pay_rule_basis_chk', sql`${t.basis} in ('perClass', 'perHour', 'perHead')`),
    check('club_coach_pay_rule_amount_chk', sql`${t.amountCents} >= 0`),
    check(
      'club_coach_pay_rule_course_chk',
      sql`${t.courseKind} is null or (${t.courseKind} in ('league', 'private', 'test') and ${t.classTypeId} is null)`,
    ),
  ],
);

/**
 * An adjustment of a coach's group class (`kind` league) or private session (`kind` private): the
 * time before and after, the coach before and after, the reason, who did it and when. Appended,
 * never edited; the coach centre's /fitnessCenterCoach/adjustedLog shows those of the coach before
 * or after.
 */
export const clubCoachAdjustment = pgTable(
  'club_coach_adjustment',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    fromCoachId: integer('from_coach_id')
      .notNull()
      .references(() => clubCoach.id),
    toCoachId: integer('to_coach_id')
      .notNull()
      .references(() => clubCoach.id),
    fromStart: timestamp('from_start', { withTimezone: true }).notNull(),
    toStart: timestamp('to_start', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    actorId: integer('actor_id').references(() => sysUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_coach_adjustment_from_idx').on(t.fromCoachId, t.createdAt),
    index('club_coach_adjustment_to_idx').on(t.toCoachId, t.createdAt),
    check('club_coach_adjustment_kind_chk', sql`${t.kind} in ('league', 'private')`),
  ],
);
