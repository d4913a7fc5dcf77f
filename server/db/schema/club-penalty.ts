/**
 * The fitness club's late-cancel and no-show penalties (docs/fitness-penalties.md, spec §2 /breakContract,
 * /fitnessCenter/defaultRecords): the rules per course kind and offence, optionally overridden for one class
 * type (`club_penalty_rule`), and one record per offence (`club_penalty`) with the rule applied as a snapshot,
 * the fee in cents, whether the use was forfeited, and its state. Money is integer cents.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubClassType } from './club-class';
import { clubCard, clubPayment } from './fitness';
import { sysOrg, sysUser } from './system';

/** The course kinds a penalty rule applies to (training has no late cancel or no-show of its own). */
export const PENALTY_COURSE_KINDS = ['league', 'private', 'test'] as const;
/** The offences: a cancel inside the late-cancel window, or not coming. */
export const PENALTY_OFFENCES = ['lateCancel', 'noShow'] as const;
/** A record's states: a fee owed, forgiven by the grace count, waived by staff, paid. */
export const PENALTY_STATES = ['charged', 'graced', 'waived', 'paid'] as const;

/**
 * A penalty rule: for `course_kind` and `offence` (and one class type when `class_type_id` is set: the
 * most specific rule wins), whether the use is forfeited, the fee in cents, the grace (the first
 * `grace_count` offences of a member within a rolling `grace_days` days are forgiven) and the window in
 * days after the offence in which staff may waive it.
 */
export const clubPenaltyRule = pgTable(
  'club_penalty_rule',
  {
    id: serial('id').primaryKey(),
    courseKind: text('course_kind', { enum: PENALTY_COURSE_KINDS }).notNull(),
    offence: text('offence', { enum: PENALTY_OFFENCES }).notNull(),
    classTypeId: integer('class_type_id').references(() => clubClassType.id, { onDelete: 'cascade' }),
    forfeitUse: boolean('forfeit_use').notNull().default(true),
    feeCents: integer('fee_cents').notNull().default(0),
    graceCount: integer('grace_count').notNull().default(0),
    graceDays: integer('grace_days').notNull().default(30),
    waiveDays: integer('waive_days').notNull().default(7),
    /**
     * Credit points a charged offence deducts from the member's score (`credit_record.penalty_id`), by the
     * credit rules' threshold and bar (server/modules/credit); 0: none. A waiver gives them back.
     */
    creditPoints: integer('credit_points').notNull().default(0),
    updatedBy: integer('updated_by').references(() => sysUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_penalty_rule_key').on(t.courseKind, t.offence, sql`coalesce(${t.classTypeId}, 0)`),
    check('club_penalty_rule_fee_chk', sql`${t.feeCents} >= 0`),
    check('club_penalty_rule_grace_chk', sql`${t.graceCount} >= 0 and ${t.graceDays} between 1 and 366`),
    check('club_penalty_rule_waive_chk', sql`${t.waiveDays} between 0 and 366`),
    check('club_penalty_rule_credit_chk', sql`${t.creditPoints} between 0 and 1000`),
    check('club_penalty_rule_override_chk', sql`${t.classTypeId} is null or ${t.courseKind} = 'league'`),
  ],
);

/** The rule as applied, copied onto the record (the member reads why). */
export interface PenaltyRuleSnapshot {
  ruleId: number | null;
  classTypeId: number | null;
  forfeitUse: boolean;
  feeCents: number;
  graceCount: number;
  graceDays: number;
  waiveDays: number;
  /** Credit points deducted (absent in snapshots taken before the rule had them: 0). */
  creditPoints?: number;
}

/** What the offence was about, named for the member: the class or session, its names, coach and start. */
export interface PenaltySubject {
  nameCn: string;
  nameEn: string;
  nameTc: string;
  coachName: string;
  startsAt: string;
}

/**
 * One offence of a member: the source (`class` booking, `private` or `test` session, its id), the
 * offence, the rule applied (snapshot), the offences of the member counted within the grace period
 * before it (`prior_count`), the fee in cents, whether the use was forfeited (else the `useReturn`
 * event that gave it back), the state (charged: the fee is owed — a debt at the gate; graced; waived
 * by staff until `waive_until` with a reason; paid), who resolved it and when. `org_id` is the member's
 * organisation (the data scope's column).
 */
export const clubPenalty = pgTable(
  'club_penalty',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').references(() => sysOrg.id, { onDelete: 'set null' }),
    sourceKind: text('source_kind', { enum: ['class', 'private', 'test'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    courseKind: text('course_kind', { enum: PENALTY_COURSE_KINDS }).notNull(),
    offence: text('offence', { enum: PENALTY_OFFENCES }).notNull(),
    subject: jsonb('subject').$type<PenaltySubject>().notNull(),
    rule: jsonb('rule').$type<PenaltyRuleSnapshot>().notNull(),
    priorCount: integer('prior_count').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    forfeited: boolean('forfeited').notNull(),
    cardId: integer('card_id').references(() => clubCard.id, { onDelete: 'set null' }),
    useEventId: integer('use_event_id'),
    returnEventId: integer('return_event_id'),
    state: text('state', { enum: PENALTY_STATES }).notNull(),
    waiveUntil: timestamp('waive_until', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
    resolvedBy: integer('resolved_by').references(() => sysUser.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The ledger row of the fee when paid at the desk (kind `penalty`); null otherwise. */
    paymentId: integer('payment_id').references(() => clubPayment.id),
    /** Credit points deducted for this offence (0: none); a waiver gives them back. */
    creditPoints: integer('credit_points').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_penalty_source_key').on(t.sourceKind, t.sourceId, t.offence),
    index('club_penalty_user_idx').on(t.userId, t.at),
    index('club_penalty_state_idx').on(t.state, t.at),
    check('club_penalty_fee_chk', sql`${t.feeCents} >= 0`),
  ],
);
