/**
 * Which reservation rule governs a site (spec §2 /reserve, /sceneRules): the
 * enabled rule bound to the site itself, else the one bound to its scene, else the
 * enabled rule marked default, else {@link BUILT_IN_RULE}. And the part of a rule a
 * reservation keeps for life (its time limits), so editing a rule never moves the
 * deadlines of bookings already made.
 */
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_RESERVATION_RULES, type ReservationRules } from '../../../machines/reservation.machine';
import type { Db } from '../../db/client';
import { reserveRule, reserveRuleBinding } from '../../db/schema/index';
import { cachedConfig, VersionedCache } from '../config/config-versions';

/** A reservation rule as the booking engine applies it (columns of `reserve_rule`; minutes, local `HH:mm`). */
export interface EffectiveRule {
  /** The rule's id, or null for the built-in defaults. */
  id: number | null;
  name: string;
  orgIds: number[];
  roleIds: number[];
  idents: string[];
  advanceDays: number;
  openDaysBefore: number | null;
  openTime: string | null;
  minMinutes: number;
  maxMinutes: number | null;
  perDay: number | null;
  perWeek: number | null;
  cancelBeforeMinutes: number;
  lateCancelMinutes: number;
  checkInBeforeMinutes: number;
  checkInAfterMinutes: number;
  needsApproval: boolean;
  participantsMin: number;
  participantsMax: number | null;
  holdMinutes: number;
  allowCrossDay: boolean;
  maxCrossDays: number;
  waitlist: boolean;
}

/** The rule of a site that no rule governs: anyone, up to 7 days ahead, no limits but the machine's defaults. */
export const BUILT_IN_RULE: EffectiveRule = {
  id: null,
  name: '',
  orgIds: [],
  roleIds: [],
  idents: [],
  advanceDays: 7,
  openDaysBefore: null,
  openTime: null,
  minMinutes: 0,
  maxMinutes: null,
  perDay: null,
  perWeek: null,
  cancelBeforeMinutes: DEFAULT_RESERVATION_RULES.cancelBeforeMinutes,
  lateCancelMinutes: 0,
  checkInBeforeMinutes: DEFAULT_RESERVATION_RULES.checkInBeforeMinutes,
  checkInAfterMinutes: DEFAULT_RESERVATION_RULES.checkInAfterMinutes,
  needsApproval: false,
  participantsMin: 0,
  participantsMax: null,
  holdMinutes: 5,
  allowCrossDay: false,
  maxCrossDays: 7,
  waitlist: true,
};

type RuleRecord = typeof reserveRule.$inferSelect;

function fromRecord(r: RuleRecord): EffectiveRule {
  return {
    id: r.id,
    name: r.name,
    orgIds: r.orgIds,
    roleIds: r.roleIds,
    idents: r.idents,
    advanceDays: r.advanceDays,
    openDaysBefore: r.openDaysBefore,
    openTime: r.openTime,
    minMinutes: r.minMinutes,
    maxMinutes: r.maxMinutes,
    perDay: r.perDay,
    perWeek: r.perWeek,
    cancelBeforeMinutes: r.cancelBeforeMinutes,
    lateCancelMinutes: r.lateCancelMinutes,
    checkInBeforeMinutes: r.checkInBeforeMinutes,
    checkInAfterMinutes: r.checkInAfterMinutes,
    needsApproval: r.needsApproval,
    participantsMin: r.participantsMin,
    participantsMax: r.participantsMax,
    holdMinutes: r.holdMinutes,
    allowCrossDay: r.allowCrossDay,
    maxCrossDays: r.maxCrossDays,
    waitlist: r.waitlist,
  };
}

/** The governing rule of a site, by `siteId|sceneId`, while rules and bindings are unchanged. */
const ruleCache = new VersionedCache<EffectiveRule>('rule');

/**
 * The rule governing `site` (see the module comment). A bound rule that is disabled does
 * not apply: the next candidate does. From the rule cache when the call has its
 * configuration stamps (../config/config-versions.ts).
 */
export function effectiveRule(db: Db, site: { id: number; sceneId: number }): Promise<EffectiveRule> {
  return cachedConfig(db, ruleCache, `${site.id}|${site.sceneId}`, () => readEffectiveRule(db, site));
}

/** {@link effectiveRule}, read now (one statement). */
async function readEffectiveRule(db: Db, site: { id: number; sceneId: number }): Promise<EffectiveRule> {
  const binding = reserveRuleBinding;
  const [row] = await db
    .select({ rule: reserveRule })
    .from(reserveRule)
    .leftJoin(
      binding,
      and(
        eq(binding.ruleId, reserveRule.id),
        or(eq(binding.siteId, site.id), and(isNull(binding.siteId), eq(binding.sceneId, site.sceneId))),
      ),
    )
    .where(and(eq(reserveRule.status, 0), or(isNotNull(binding.id), eq(reserveRule.isDefault, true))))
    .orderBy(
      sql`case when ${binding.siteId} is not null then 0 when ${binding.sceneId} is not null then 1 else 2 end`,
      asc(reserveRule.id),
    )
    .limit(1);
  return row ? fromRecord(row.rule) : BUILT_IN_RULE;
}

/**
 * The time limits a reservation keeps for life (stored in `reservation.rules`):
 * the machine's {@link ReservationRules} plus the late-cancellation threshold.
 */
export interface ReservationTimeRules extends ReservationRules {
  /** A cancellation less than this many minutes before the start deducts credit. */
  lateCancelMinutes: number;
}

/** The snapshot of `rule` to store with a new reservation. */
export function timeRulesOf(rule: EffectiveRule): ReservationTimeRules {
  return {
    cancelBeforeMinutes: rule.cancelBeforeMinutes,
    checkInBeforeMinutes: rule.checkInBeforeMinutes,
    checkInAfterMinutes: rule.checkInAfterMinutes,
    lateCancelMinutes: rule.lateCancelMinutes,
  };
}

/** The time limits of a stored reservation: its snapshot, or the built-in ones for rows without one. */
export function storedTimeRules(stored: unknown): ReservationTimeRules {
  const base = timeRulesOf(BUILT_IN_RULE);
  if (!stored || typeof stored !== 'object') return base;
  const s = stored as Partial<Record<keyof ReservationTimeRules, unknown>>;
  const pick = (k: keyof ReservationTimeRules) => (typeof s[k] === 'number' ? (s[k] as number) : base[k]);
  return {
    cancelBeforeMinutes: pick('cancelBeforeMinutes'),
    checkInBeforeMinutes: pick('checkInBeforeMinutes'),
    checkInAfterMinutes: pick('checkInAfterMinutes'),
    lateCancelMinutes: pick('lateCancelMinutes'),
  };
}
