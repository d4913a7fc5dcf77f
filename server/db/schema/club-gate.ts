/**
 * The fitness club's gate (docs/fitness-gate.md): the turnstiles and their keys' versions, the
 * append-only record of every pass (entries and exits, opened or refused), the whitelist of people
 * who pass without a card, staff overrides of refused entries (append-only, audited), the club's
 * settings as append-only versions, and the organisation's internal members.
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
import { clubCard, clubCardType } from './fitness';
import { sysOrg, sysUser } from './system';

/** The directions a gate lets through: `in`, `out` or `both`. */
export const GATE_DIRECTIONS_SQL = "('in','out','both')";

/**
 * A turnstile: code (unique, what the device names itself by), name, the scene it admits to
 * (null: the whole club) and a place in words, its direction, enabled; `key_version` picks the
 * device key derived from the server secret (the key itself is never stored).
 */
export const clubGate = pgTable(
  'club_gate',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sceneId: integer('scene_id'),
    place: text('place').notNull().default(''),
    direction: text('direction').notNull(),
    keyVersion: integer('key_version').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_gate_code_key').on(t.code),
    check('club_gate_direction_check', sql`${t.direction} in ${sql.raw(GATE_DIRECTIONS_SQL)}`),
  ],
);

/**
 * A person who passes without a card (/enterWhite): a user (staff, coach) or a guest by name,
 * the kind, a validity (ISO campus dates, inclusive; null: open-ended) and a note.
 */
export const clubGateWhite = pgTable(
  'club_gate_white',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => sysUser.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_gate_white_user_key').on(t.userId),
    check('club_gate_white_kind_check', sql`${t.kind} in ('staff','coach','guest')`),
  ],
);

/**
 * A staff override of a refused entry: who (`staff_user_id`), when, why, for which member at
 * which gate, answering which refused pass. Append-only; the member's next entry at that gate
 * within 60 s opens and names it (`club_gate_pass.override_id`, unique: it opens once).
 */
export const clubGateOverride = pgTable(
  'club_gate_override',
  {
    id: serial('id').primaryKey(),
    gateId: integer('gate_id')
      .notNull()
      .references(() => clubGate.id),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    passId: integer('pass_id').notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => sysUser.id),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('club_gate_override_user_idx').on(t.userId, t.gateId, t.at)],
);

/**
 * One pass at a gate (/enterExit), never edited: the gate, direction, the member (null: nobody
 * known) and the member's organisation then (`org_id`: the data scope's column), the card that
 * paid, the result (`open`, `warn`: open but flagged, `refuse`), the reason's key, whether a use
 * was taken, the whitelist entry or override that opened it, the device's nonce, when.
 */
export const clubGatePass = pgTable(
  'club_gate_pass',
  {
    id: serial('id').primaryKey(),
    gateId: integer('gate_id')
      .notNull()
      .references(() => clubGate.id),
    direction: text('direction').notNull(),
    userId: integer('user_id').references(() => sysUser.id),
    orgId: integer('org_id').references(() => sysOrg.id),
    presented: text('presented').notNull().default(''),
    cardId: integer('card_id').references(() => clubCard.id),
    result: text('result').notNull(),
    reason: text('reason').notNull(),
    usedUse: boolean('used_use').notNull().default(false),
    /** The whitelist entry that opened it (kept when the entry is removed later: history is not edited). */
    whiteId: integer('white_id'),
    overrideId: integer('override_id').references(() => clubGateOverride.id),
    nonce: text('nonce').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_gate_pass_at_idx').on(t.at),
    index('club_gate_pass_user_idx').on(t.userId, t.at),
    uniqueIndex('club_gate_pass_override_key').on(t.overrideId),
    uniqueIndex('club_gate_pass_nonce_key').on(t.gateId, t.nonce),
    check('club_gate_pass_direction_check', sql`${t.direction} in ('in','out')`),
    check('club_gate_pass_result_check', sql`${t.result} in ('open','warn','refuse')`),
  ],
);

/**
 * The club's settings (/fitnessConfig) as append-only versions: the current one is the highest
 * `version`; each save appends one with who saved it.
 */
export const clubConfigVersion = pgTable('club_config_version', {
  version: integer('version').primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  savedBy: integer('saved_by'),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An internal member (/innerMember): a user of the organisation who uses the club at an internal
 * price or free, with a validity (ISO campus dates, inclusive) and the card type they may use;
 * `org_id` is the user's organisation when added (the data scope's column).
 */
export const clubInnerMember = pgTable(
  'club_inner_member',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => sysUser.id),
    orgId: integer('org_id').references(() => sysOrg.id),
    cardTypeId: integer('card_type_id').references(() => clubCardType.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_inner_member_user_key').on(t.userId),
    check('club_inner_member_valid_check', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);
