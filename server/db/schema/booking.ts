/**
 * The booking engine's rules and companions: reservation rules and where they
 * apply, notices and disclaimers, year terms and class periods, credit, quotas, holds,
 * the waitlist, participants and favourite member groups.
 *
 * Times are `timestamptz`; local dates are ISO `YYYY-MM-DD` text and local times `HH:mm`
 * text in the campus's time zone (DESIGN.md §6). Durations are whole minutes.
 */
import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  text,
  boolean,
  timestamp,
  jsonb,
  index,
  uniqueIndex,
  bigserial,
  bigint,
  smallint,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { clubPenalty } from './club-penalty';
import { sysOrg, sysUser } from './system';
import { reservation, scene, site } from './venue';

/**
 * A reservation rule (/reserve, spec §2): who may book, the booking window, length and
 * count limits, the cancellation deadline, the check-in window, approval, participants,
 * the hold length and the waitlist. Where it applies: {@link reserveRuleBinding}; the
 * rule marked `isDefault` applies where no binding does. `status` 0 enabled, 1 disabled.
 */
export const reserveRule = pgTable(
  'reserve_rule',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Applies where no site or scene binding does (at most one rule). */
    isDefault: boolean('is_default').notNull().default(false),
    /** Who may book: members of these organisations (and the ones below); empty: everyone. */
    orgIds: integer('org_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** … holders of one of these roles; empty: everyone. */
    roleIds: integer('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** … users whose temporary identity (`sys_user.ident`) is one of these codes; empty: everyone. */
    idents: text('idents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A booking may start at most this many days after today (campus date); 0: today only. */
    advanceDays: integer('advance_days').notNull().default(7),
    /**
     * The bookings of a day open `openDaysBefore` days before it at `openTime` (local
     * `HH:mm`), e.g. 2 and '08:00'; null: open as soon as the day is within `advanceDays`.
     */
    openDaysBefore: integer('open_days_before'),
    openTime: text('open_time'),
    /** Shortest and longest booking, minutes; null max: no limit. */
    minMinutes: integer('min_minutes').notNull().default(0),
    maxMinutes: integer('max_minutes'),
    /** Active bookings one user may hold per local day / per ISO week (Monday first); null: no limit. */
    perDay: integer('per_day'),
    perWeek: integer('per_week'),
    /** Cancelling is allowed until this long before the start. */
    cancelBeforeMinutes: integer('cancel_before_minutes').notNull().default(0),
    /** A cancellation less than this long before the start is late (credit is deducted). */
    lateCancelMinutes: integer('late_cancel_minutes').notNull().default(0),
    /** The check-in window: from this long before the start to this long after it. */
    checkInBeforeMinutes: integer('check_in_before_minutes').notNull().default(15),
    checkInAfterMinutes: integer('check_in_after_minutes').notNull().default(15),
    /** Bookings wait for /audit (besides sites that always need it). */
    needsApproval: boolean('needs_approval').notNull().default(false),
    /** Participants besides the booker: at least / at most; null max: no limit. */
    participantsMin: integer('participants_min').notNull().default(0),
    participantsMax: integer('participants_max'),
    /** How long a hold (lockSite) lasts, minutes (getLockConfig). */
    holdMinutes: integer('hold_minutes').notNull().default(5),
    /** Whether one booking may span several days (/crossdaytable), and at most how many. */
    allowCrossDay: boolean('allow_cross_day').notNull().default(false),
    maxCrossDays: integer('max_cross_days').notNull().default(7),
    /** Whether users may queue for a full slot. */
    waitlist: boolean('waitlist').notNull().default(true),
    status: smallint('status').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reserve_rule_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check(
      'reserve_rule_lengths_ck',
      sql`${t.minMinutes} >= 0 and (${t.maxMinutes} is null or ${t.maxMinutes} >= ${t.minMinutes})`,
    ),
    check('reserve_rule_open_time_ck', sql`${t.openTime} is null or ${t.openTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * Where a rule applies (/sceneRules): a whole scene, or one site. A site's own binding
 * wins over its scene's; each scene and each site has at most one.
 */
export const reserveRuleBinding = pgTable(
  'reserve_rule_binding',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => reserveRule.id, { onDelete: 'cascade' }),
    sceneId: integer('scene_id').references(() => scene.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => site.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('reserve_rule_binding_scene_uq')
      .on(t.sceneId)
      .where(sql`${t.siteId} is null`),
    uniqueIndex('reserve_rule_binding_site_uq')
      .on(t.siteId)
      .where(sql`${t.siteId} is not null`),
    check('reserve_rule_binding_target_ck', sql`(${t.sceneId} is null) <> (${t.siteId} is null)`),
  ],
);

/**
 * A text the booker must read and accept before booking (/reserveNotice, /disclaimers):
 * `kind` notice | disclaimer, for one scene or (sceneId null) every scene. `version`
 * grows with every edit, so an acceptance names exactly what was read.
 */
export const reserveNotice = pgTable(
  'reserve_notice',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['notice', 'disclaimer'] }).notNull(),
    sceneId: integer('scene_id').references(() => scene.id, { onDelete: 'cascade' }),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    titleTc: text('title_tc').notNull(),
    contentCn: text('content_cn').notNull(),
    contentEn: text('content_en').notNull(),
    contentTc: text('content_tc').notNull(),
    version: integer('version').notNull().default(1),
    status: smallint('status').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reserve_notice_scene_idx').on(t.sceneId)],
);

/** A year term (/yearTerm): [startDate, endDate] local ISO dates, for period booking (quick/period). */
export const yearTerm = pgTable(
  'year_term',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    status: smallint('status').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('year_term_range_ck', sql`${t.endDate} >= ${t.startDate}`)],
);

/** A class period (/classTime): a named local time range of a teaching day, e.g. "1–2" 08:00–09:35. */
export const classPeriod = pgTable(
  'class_period',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    status: smallint('status').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('class_period_range_ck', sql`${t.endTime} > ${t.startTime}`)],
);

/**
 * A credit rule (/credit): points deducted for a no-show and for a late cancellation,
 * the threshold below which a user is barred, and for how long. One per scene, or
 * (sceneId null) the default. Scores start at `initialScore`.
 */
export const creditRule = pgTable(
  'credit_rule',
  {
    id: serial('id').primaryKey(),
    sceneId: integer('scene_id').references(() => scene.id, { onDelete: 'cascade' }),
    initialScore: integer('initial_score').notNull().default(100),
    noShowPoints: integer('no_show_points').notNull().default(10),
    lateCancelPoints: integer('late_cancel_points').notNull().default(5),
    threshold: integer('threshold').notNull().default(60),
    barDays: integer('bar_days').notNull().default(7),
    status: smallint('status').notNull().default(0),
  },
  (t) => [
    uniqueIndex('credit_rule_scene_uq')
      .on(t.sceneId)
      .where(sql`${t.sceneId} is not null`),
    uniqueIndex('credit_rule_default_uq')
      .on(sql`(${t.sceneId} is null)`)
      .where(sql`${t.sceneId} is null`),
  ],
);

/** A user's credit score (getUserCredit); a missing row means the default rule's initial score. */
export const userCredit = pgTable('user_credit', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => sysUser.id, { onDelete: 'cascade' }),
  score: integer('score').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A change of a credit score and why: noShow | lateCancel | manual | barEnded. */
export const creditRecord = pgTable(
  'credit_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    scoreAfter: integer('score_after').notNull(),
    reason: text('reason', {
      enum: ['noShow', 'lateCancel', 'manual', 'barEnded', 'clubPenalty', 'clubPenaltyWaived'],
    }).notNull(),
    /** The venue booking of a noShow / lateCancel (null otherwise). */
    reservationId: bigint('reservation_id', { mode: 'number' }).references(() => reservation.id, {
      onDelete: 'set null',
    }),
    /** The club penalty of a clubPenalty / clubPenaltyWaived change (docs/fitness-penalties.md); null otherwise. */
    penaltyId: integer('penalty_id').references(() => clubPenalty.id, { onDelete: 'set null' }),
    remark: text('remark'),
    createdBy: integer('created_by').references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_record_user_idx').on(t.userId, t.createdAt),
    // A change points at a venue booking or at a club penalty, never at both.
    check('credit_record_one_source_chk', sql`num_nonnulls(${t.reservationId}, ${t.penaltyId}) <= 1`),
    index('credit_record_penalty_idx').on(t.penaltyId),
  ],
);

/**
 * A breach of contract (/breachOfContract): the user's score fell below the threshold,
 * so they may not book in [barredFrom, barredUntil); an administrator may lift it early.
 */
export const creditBreach = pgTable(
  'credit_breach',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    scoreAt: integer('score_at').notNull(),
    barredFrom: timestamp('barred_from', { withTimezone: true }).notNull(),
    barredUntil: timestamp('barred_until', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_breach_user_idx').on(t.userId, t.barredUntil)],
);

/**
 * A quota rule (/quotaRule): at most `amount` minutes or bookings (`unit`) per `period`
 * (day, ISO week, month, year term) of active bookings, for each user or for each
 * organisation (all its members together) — members of `orgIds` (and below), or everyone
 * when empty — in one scene or (sceneId null) all.
 */
export const quotaRule = pgTable(
  'quota_rule',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subject: text('subject', { enum: ['user', 'org'] }).notNull(),
    sceneId: integer('scene_id').references(() => scene.id, { onDelete: 'cascade' }),
    period: text('period', { enum: ['day', 'week', 'month', 'term'] }).notNull(),
    unit: text('unit', { enum: ['minutes', 'count'] }).notNull(),
    amount: integer('amount').notNull(),
    orgIds: integer('org_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: smallint('status').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('quota_rule_amount_ck', sql`${t.amount} >= 0`)],
);

/** A user's or an organisation's own amount under a quota rule (/quotaManagement), replacing the rule's. */
export const quotaOverride = pgTable(
  'quota_override',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => quotaRule.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').references(() => sysOrg.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    remark: text('remark'),
  },
  (t) => [
    uniqueIndex('quota_override_user_uq')
      .on(t.ruleId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('quota_override_org_uq')
      .on(t.ruleId, t.orgId)
      .where(sql`${t.orgId} is not null`),
    check('quota_override_subject_ck', sql`(${t.userId} is null) <> (${t.orgId} is null)`),
    check('quota_override_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/**
 * A hold (lockSite): a short claim on [startAt, endAt) of a site while the booker fills
 * the form; it ends at `expiresAt`. Others see the range as held. Holds of a single site
 * (`exclusive`) never overlap (exclusion constraint, migration 0007). An expired hold
 * counts for nothing: readers and bookings ignore it, and a new hold deletes the site's
 * expired holds under the site's row lock before inserting, so no sweeper is needed.
 */
export const siteHold = pgTable(
  'site_hold',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    exclusive: boolean('exclusive').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_hold_site_idx').on(t.siteId, t.startAt),
    index('site_hold_user_idx').on(t.userId),
    check('site_hold_range_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * A place in the queue for a full range of a site (waitlist): when the range frees
 * (cancel, end early, no-show) the oldest `waiting` entry whose whole range is free and
 * whose booker the rules admit becomes a reservation (`promoted`, `reservationId`);
 * `cancelled` by its user, `expired` once the range has started, `failed` when the rules
 * refused the booker at promotion time (`reason` holds the refusal's code).
 */
export const waitlistEntry = pgTable(
  'waitlist_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['waiting', 'promoted', 'cancelled', 'expired', 'failed'] })
      .notNull()
      .default('waiting'),
    reservationId: bigint('reservation_id', { mode: 'number' }).references(() => reservation.id, {
      onDelete: 'set null',
    }),
    reason: text('reason'),
    /** The notices and disclaimers the user accepted when joining (`[{id, version}]`), used when booking for them. */
    agreements: jsonb('agreements'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entry_site_idx').on(t.siteId, t.status, t.createdAt),
    index('waitlist_entry_user_idx').on(t.userId, t.status),
    uniqueIndex('waitlist_entry_waiting_uq')
      .on(t.siteId, t.userId, t.startAt, t.endAt)
      .where(sql`${t.status} = 'waiting'`),
    check('waitlist_entry_range_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * The people of a reservation besides its booker (spec §7 /api/reserve/leader, person):
 * a registered user (`userId`) or a guest by name; at most one `isLeader`.
 */
export const reservationParticipant = pgTable(
  'reservation_participant',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationId: bigint('reservation_id', { mode: 'number' })
      .notNull()
      .references(() => reservation.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => sysUser.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone'),
    isLeader: boolean('is_leader').notNull().default(false),
  },
  (t) => [
    index('reservation_participant_resv_idx').on(t.reservationId),
    index('reservation_participant_user_idx').on(t.userId),
    uniqueIndex('reservation_participant_leader_uq')
      .on(t.reservationId)
      .where(sql`${t.isLeader}`),
  ],
);

/**
 * A participant's receipt of a booking invitation (/receipt/reserve/*), as calendar
 * invitations answer them (RFC 5545 PARTSTAT): NEEDS_ACTION until the invitee replies,
 * then ACCEPTED or DECLINED (with `reason`) as of `repliedAt`. Written with the booking
 * for each registered participant other than the booker, when the site's scene has
 * `receiptEnabled`; one per (reservation, user).
 */
export const reservationReceipt = pgTable(
  'reservation_receipt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationId: bigint('reservation_id', { mode: 'number' })
      .notNull()
      .references(() => reservation.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['NEEDS_ACTION', 'ACCEPTED', 'DECLINED'] })
      .notNull()
      .default('NEEDS_ACTION'),
    reason: text('reason'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservation_receipt_uq').on(t.reservationId, t.userId),
    index('reservation_receipt_user_idx').on(t.userId),
  ],
);

/** A user's favourite member group (/user/favorite/groups/*), e.g. "Tuesday badminton". */
export const favoriteGroup = pgTable(
  'favorite_group',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_group_name_uq').on(t.userId, t.name)],
);

/** A member of a favourite group (/user/favorite/member/*). */
export const favoriteMember = pgTable(
  'favorite_member',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => favoriteGroup.id, { onDelete: 'cascade' }),
    memberUserId: integer('member_user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.memberUserId] })],
);
