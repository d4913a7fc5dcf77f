/**
 * Quotas (spec §2 /quotaRule, /quotaManagement, terminal /quota; §7
 * /api/reserve/record/quota): at most so many minutes or bookings per period, for each
 * user or for each organisation (all members of the booker's own organisation together).
 *
 * A quota rule applies to a booking when it is enabled, covers the booking's scene (or
 * every scene) and the booker's organisation (one of `orgIds` or below, or everyone when
 * empty). Its period is the one holding the booking's start in the campus's time zone: the
 * local day, the ISO week (Monday first), the month, or the enabled year term holding that
 * date (a term quota does not apply outside every term). Usage counts active reservations
 * starting in the period. A user's or organisation's own amount (`quota_override`)
 * replaces the rule's.
 *
 * Checked under the booker's locks (rules/booking-checks.ts `lockBooker`, with the
 * organisation's lock when an organisation quota applies), so concurrent bookings of one
 * user or organisation never exceed a quota together.
 */
import { and, asc, eq, gte, inArray, isNull, lte, lt, or, sql, type SQL } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { quotaOverride, quotaRule, reservation, site, sysUser, yearTerm } from '../../db/schema/index';
import { addDays, localDateOf, localInstant } from '../reserve/campus-time';
import { ACTIVE_STATUSES } from '../reserve/reserve.queries';
import { countingPeriods, type Booker } from '../rules/booking-checks';
import { cachedConfig, VersionedCache } from '../config/config-versions';

/** A quota rule row. */
export type QuotaRuleRow = typeof quotaRule.$inferSelect;

/** A quota as it stands for one subject in one period. */
export interface QuotaStanding {
  rule: QuotaRuleRow;
  /** The amount that applies (the subject's override, else the rule's): minutes or bookings. */
  limit: number;
  /** What active bookings in the period already use, same unit. */
  used: number;
  /** The period [from, to) and its first and last local dates. */
  from: Date;
  to: Date;
  firstDate: string;
  lastDate: string;
}

/** The enabled quota rules of a scene (or of all, key `*`), while quota rules are unchanged. */
const quotaCache = new VersionedCache<QuotaRuleRow[]>('quota');

/**
 * The enabled quota rules that apply to `booker` in scene `sceneId` (see the module comment); the scene's rules
 * from the quota cache when the call has its configuration stamps (../config/config-versions.ts).
 */
export async function applicableQuotas(db: Db, booker: Booker, sceneId: number | null): Promise<QuotaRuleRow[]> {
  const rules = await cachedConfig(db, quotaCache, String(sceneId ?? '*'), () => enabledQuotaRules(db, sceneId));
  return rules.filter(
    (r) =>
      (r.orgIds.length === 0 || booker.orgPath.some((id) => r.orgIds.includes(id))) &&
      (r.subject === 'user' || booker.orgId !== null),
  );
}

/** The enabled quota rules of scene `sceneId` (with those of every scene), or of all scenes (null), in order. */
function enabledQuotaRules(db: Db, sceneId: number | null): Promise<QuotaRuleRow[]> {
  return db
    .select()
    .from(quotaRule)
    .where(
      and(
        eq(quotaRule.status, 0),
        sceneId === null ? undefined : or(isNull(quotaRule.sceneId), eq(quotaRule.sceneId, sceneId)),
      ),
    )
    .orderBy(asc(quotaRule.sort), asc(quotaRule.id));
}

/** The period of `rule` holding local `date`, or null for a term rule outside every enabled term. */
async function periodOf(db: Db, rule: QuotaRuleRow, start: Date, timeZone: string): Promise<[string, string] | null> {
  const date = localDateOf(start, timeZone);
  switch (rule.period) {
    case 'day':
      return [date, date];
    case 'week': {
      const { weekStart } = countingPeriods(start, timeZone);
      return [weekStart, addDays(weekStart, 6)];
    }
    case 'month': {
      const first = `${date.slice(0, 7)}-01`;
      const next = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 1)).toISOString().slice(0, 10);
      return [first, addDays(next, -1)];
    }
    case 'term': {
      const [term] = await db
        .select({ startDate: yearTerm.startDate, endDate: yearTerm.endDate })
        .from(yearTerm)
        .where(and(eq(yearTerm.status, 0), lte(yearTerm.startDate, date), gte(yearTerm.endDate, date)))
        .orderBy(asc(yearTerm.startDate))
        .limit(1);
      return term ? [term.startDate, term.endDate] : null;
    }
  }
}

/** The amount of `rule` for the booker: their (or their organisation's) override, else the rule's. */
async function limitOf(db: Db, rule: QuotaRuleRow, booker: Booker): Promise<number> {
  const subject =
    rule.subject === 'user' ? eq(quotaOverride.userId, booker.userId) : eq(quotaOverride.orgId, booker.orgId!);
  const [override] = await db
    .select({ amount: quotaOverride.amount })
    .from(quotaOverride)
    .where(and(eq(quotaOverride.ruleId, rule.id), subject));
  return override?.amount ?? rule.amount;
}

/** Minutes or bookings (`unit`) of the active reservations matching `where`. */
async function usage(db: Db, unit: QuotaRuleRow['unit'], where: SQL | undefined): Promise<number> {
  const measure =
    unit === 'count'
      ? sql<number>`count(*)::int`
      : sql<number>`coalesce(sum(extract(epoch from (${reservation.endAt} - ${reservation.startAt})) / 60), 0)::int`;
  const [row] = await db
    .select({ used: measure })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(sysUser, eq(sysUser.id, reservation.userId))
    .where(where);
  return Number(row.used);
}

/**
 * Where `rule` stands for `booker` in the period holding `start` (null when a term rule
 * has no term there).
 */
export async function standingOf(
  db: Db,
  rule: QuotaRuleRow,
  booker: Booker,
  start: Date,
  timeZone: string,
): Promise<QuotaStanding | null> {
  const period = await periodOf(db, rule, start, timeZone);
  if (!period) return null;
  const [firstDate, lastDate] = period;
  const from = localInstant(firstDate, 0, timeZone);
  const to = localInstant(addDays(lastDate, 1), 0, timeZone);
  const used = await usage(
    db,
    rule.unit,
    and(
      inArray(reservation.status, [...ACTIVE_STATUSES]),
      gte(reservation.startAt, from),
      lt(reservation.startAt, to),
      rule.sceneId === null ? undefined : eq(site.sceneId, rule.sceneId),
      rule.subject === 'user' ? eq(reservation.userId, booker.userId) : eq(sysUser.orgId, booker.orgId!),
    ),
  );
  return { rule, limit: await limitOf(db, rule, booker), used, from, to, firstDate, lastDate };
}

/** What a change adds to a quota's usage: minutes and bookings, counted in the period holding `at`. */
export interface QuotaAddition {
  at: Date;
  minutes: number;
  bookings: number;
}

/**
 * Refuses a change (a new booking, or an extension) that would take one of `quotas` past
 * its limit (call under the booker's locks).
 * @throws AppError QUOTA_EXCEEDED (`name`, `unit` minutes | count — shown as hours or
 *   bookings —, `used`, `limit`, `firstDate`, `lastDate` of the period)
 */
export async function checkQuotas(
  db: Db,
  quotas: readonly QuotaRuleRow[],
  booker: Booker,
  addition: QuotaAddition,
  timeZone: string,
): Promise<void> {
  for (const rule of quotas) {
    const standing = await standingOf(db, rule, booker, addition.at, timeZone);
    if (!standing) continue;
    const adding = rule.unit === 'count' ? addition.bookings : addition.minutes;
    if (adding === 0 || standing.used + adding <= standing.limit) continue;
    const shown = (n: number) => (rule.unit === 'minutes' ? String(Math.round((n / 60) * 10) / 10) : String(n));
    throw new AppError(Code.QUOTA_EXCEEDED, {
      name: rule.name,
      unit: rule.unit,
      period: rule.period,
      subject: rule.subject,
      used: shown(standing.used),
      limit: shown(standing.limit),
      firstDate: standing.firstDate,
      lastDate: standing.lastDate,
    });
  }
}
