/**
 * Quick booking, period booking and copy (spec §7 quick/current, quick/period,
 * copyResv). Finding reads the same slot grid as the wizard (`periodOf`) and asks the
 * booking engine's `checkRequest` whether the caller may book a range; booking goes
 * through the engine's `book` only (server/modules/reserve/booking.service.ts), each
 * date of a series in its own savepoint so one refusal skips that date, not the series.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { PeriodDate, PeriodDateStatus, QuickPeriodInput } from '../../../platform/contracts/quick.contract';
import { PERIOD_DATES_MAX, QUICK_DAYS_MAX } from '../../../platform/contracts/quick.contract';
import type { Agreement } from '../../../platform/contracts/reserve.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { classPeriod, site as siteTable, yearTerm } from '../../db/schema/index';
import { messageOf } from '../../plugins/i18n';
import { checkAgreements } from '../rules/booking-checks';
import { effectiveRule } from '../rules/effective-rule';
import { book, checkRequest, isUnavailable } from '../reserve/booking.service';
import {
  addDays,
  localDateOf,
  localInstant,
  minutesOf,
  toWireTime,
  wallMinutesOf,
  weekDayOf,
} from '../reserve/campus-time';
import { periodOf } from '../reserve/reserve.service';
import { dayGrid } from '../reserve/slot-grid';
import { freeWindows } from '../reserve-details/recommend.service';
import { listSites, type SiteRow } from '../site/site.queries';
import type { ReservationView } from '../reserve/reserve.queries';

/** Refusals that hold for every range of the site (who may book, the booking's length): the search drops the site. */
const SITE_REFUSALS: ReadonlySet<number> = new Set([Code.RULE_NOT_ELIGIBLE, Code.RULE_TOO_SHORT, Code.RULE_TOO_LONG]);
/** Refusals that hold for the whole day (window, closure): the search drops the site for that day. */
const DAY_REFUSALS: ReadonlySet<number> = new Set([Code.RULE_NOT_OPEN_YET, Code.RULE_TOO_FAR_AHEAD, Code.SITE_CLOSED]);

/** A range of a site. */
export interface SiteRange {
  site: SiteRow;
  start: Date;
  end: Date;
}

/** Whether `err` is a refusal of the booking rules (anything else is a fault to rethrow). */
function refusalOf(err: unknown): AppError {
  if (err instanceof AppError) return err;
  throw err;
}

/**
 * How many slots of `site` the rule's shortest booking takes (at least one), or null when the rule's longest is
 * shorter.
 */
function slotsNeeded(site: SiteRow, rule: { minMinutes: number; maxMinutes: number | null }): number | null {
  const count = Math.max(1, Math.ceil(rule.minMinutes / site.slotMinutes));
  return rule.maxMinutes !== null && count * site.slotMinutes > rule.maxMinutes ? null : count;
}

/**
 * The next free slot for `userId` (spec §7 quick/current): among the enabled sites of
 * scene `sceneId` (only `siteId` when given), day by day from the campus's today to the
 * end of each site's booking window (at most {@link QUICK_DAYS_MAX} days), the free
 * ranges of the rule's shortest length, ranked by start then site order, each admitted by
 * the engine's `checkRequest` (who may book, window, length, closures); the `skip`-th
 * admitted one (0: the first), or null. Places are named in `lang`.
 */
export async function findQuickSlot(
  db: Db,
  userId: number,
  filter: { sceneId: number; siteId?: number; skip: number },
  now: Date,
  lang: Lang,
): Promise<SiteRange | null> {
  const sites = await listSites(
    db,
    and(eq(siteTable.sceneId, filter.sceneId), filter.siteId ? eq(siteTable.id, filter.siteId) : undefined),
    lang,
  );
  const plans = [];
  for (const [order, site] of sites.entries()) {
    const rule = await effectiveRule(db, site);
    const count = slotsNeeded(site, rule);
    if (count !== null)
      plans.push({
        order,
        site,
        count,
        days: Math.min(rule.advanceDays, QUICK_DAYS_MAX),
        today: localDateOf(now, site.timeZone),
      });
  }
  let skip = filter.skip;
  const refused = new Set<number>();
  for (let day = 0; plans.some((p) => day <= p.days); day++) {
    const refusedToday = new Set<number>();
    const candidates: (SiteRange & { order: number })[] = [];
    for (const plan of plans.filter((p) => day <= p.days && !refused.has(p.site.id))) {
      const slots = await periodOf(db, plan.site, addDays(plan.today, day), now, userId);
      for (const w of freeWindows(slots, plan.count)) {
        candidates.push({ site: plan.site, order: plan.order, start: new Date(w.start), end: new Date(w.end) });
      }
    }
    candidates.sort((a, b) => a.start.getTime() - b.start.getTime() || a.order - b.order);
    for (const c of candidates) {
      if (refused.has(c.site.id) || refusedToday.has(c.site.id)) continue;
      try {
        await checkRequest(db, c.site, userId, c.start, c.end, now, {});
      } catch (err) {
        const { code } = refusalOf(err);
        if (SITE_REFUSALS.has(code)) refused.add(c.site.id);
        else if (DAY_REFUSALS.has(code)) refusedToday.add(c.site.id);
        continue;
      }
      if (skip === 0) return c;
      skip -= 1;
    }
  }
  return null;
}

/** The status a refusal gives a date of a series. */
export function statusOfRefusal(code: number): PeriodDateStatus {
  switch (code) {
    case Code.SLOT_CLOSED:
    case Code.SITE_CLOSED:
    case Code.RANGE_INVALID:
      return 'closed';
    case Code.SLOT_PAST:
      return 'past';
    case Code.SLOT_TAKEN:
    case Code.SLOT_HELD:
      return 'taken';
    default:
      return 'outside';
  }
}

/**
 * The range of whole slots of `site` on `date` covering [from, to) (local `HH:mm`), or null when the day has no such
 * slots.
 */
export function coveringRange(
  site: SiteRow,
  date: string,
  from: string,
  to: string,
): { start: Date; end: Date } | null {
  const [a, b] = [localInstant(date, minutesOf(from), site.timeZone), localInstant(date, minutesOf(to), site.timeZone)];
  const covering = dayGrid(date, site.timeZone, site.slotMinutes, site.openingHours).filter(
    (s) => s.start < b && s.end > a,
  );
  if (covering.length === 0) return null;
  return { start: covering[0].start, end: covering[covering.length - 1].end };
}

/**
 * The dates of a period series (spec §7 quick/period) with their status for `userId`; in
 * `book` mode every free one is booked (kind `period`, one shared batch id), each in its
 * own savepoint, and the others keep the reason they were refused for.
 * @throws AppError PERIOD_INPUT_UNKNOWN (term or class period unknown or disabled),
 *   PERIOD_TOO_MANY, NOTICE_NOT_ACCEPTED (book mode), PERIOD_NOTHING_FREE (book mode,
 *   nothing booked)
 */
export async function periodSeries(
  db: Db,
  site: SiteRow,
  userId: number,
  input: QuickPeriodInput,
  now: Date,
  lang: Lang,
): Promise<{ batchId: string | null; dates: PeriodDate[] }> {
  const [term] = await db
    .select()
    .from(yearTerm)
    .where(and(eq(yearTerm.id, input.termId), eq(yearTerm.status, 0)));
  const ids = [...new Set(input.classPeriodIds)];
  const periods = (
    await db
      .select()
      .from(classPeriod)
      .where(and(inArray(classPeriod.id, ids), eq(classPeriod.status, 0)))
  ).sort((a, b) => a.startTime.localeCompare(b.startTime));
  if (!term || periods.length !== ids.length) throw new AppError(Code.PERIOD_INPUT_UNKNOWN);
  const items: (PeriodDate & { range: { start: Date; end: Date } | null })[] = [];
  for (let date = term.startDate; date <= term.endDate; date = addDays(date, 1)) {
    const weekDay = weekDayOf(date);
    if (!input.weekDays.includes(weekDay)) continue;
    for (const p of periods) {
      const range = coveringRange(site, date, p.startTime, p.endTime);
      const start = range?.start ?? localInstant(date, minutesOf(p.startTime), site.timeZone);
      const end = range?.end ?? localInstant(date, minutesOf(p.endTime), site.timeZone);
      items.push({
        date,
        weekDay,
        classPeriodId: p.id,
        classPeriodName: p.name,
        start: toWireTime(start, site.timeZone),
        end: toWireTime(end, site.timeZone),
        status: 'free',
        code: null,
        reason: null,
        reservationId: null,
        range,
      });
      if (items.length > PERIOD_DATES_MAX) throw new AppError(Code.PERIOD_TOO_MANY, { max: PERIOD_DATES_MAX });
    }
  }
  const refuse = (item: PeriodDate, err: AppError) => {
    Object.assign(item, {
      status: statusOfRefusal(err.code),
      code: err.code,
      reason: messageOf(err.code, lang, err.params),
    });
  };
  for (const item of items) {
    if (!item.range) {
      refuse(item, new AppError(Code.SLOT_CLOSED));
      continue;
    }
    try {
      await checkRequest(db, site, userId, item.range.start, item.range.end, now, {});
      if (await isUnavailable(db, site, userId, item.range.start, item.range.end, now))
        throw new AppError(Code.SLOT_TAKEN);
    } catch (err) {
      refuse(item, refusalOf(err));
    }
  }
  const strip = () => items.map(({ range: _range, ...rest }) => rest);
  if (input.mode === 'preview') return { batchId: null, dates: strip() };

  const agreements: Agreement[] = await checkAgreements(db, site.sceneId, input.agreements ?? []);
  const batchId = randomUUID();
  for (const item of items.filter((i) => i.status === 'free' && i.range)) {
    try {
      const id = await db.transaction((tx) =>
        book(
          tx,
          {
            site,
            userId,
            start: item.range!.start,
            end: item.range!.end,
            fields: { subject: input.subject },
            agreements,
            kind: 'period',
            batchId,
          },
          now,
        ),
      );
      Object.assign(item, { status: 'booked', reservationId: id });
    } catch (err) {
      refuse(item, refusalOf(err));
    }
  }
  if (!items.some((i) => i.status === 'booked')) throw new AppError(Code.PERIOD_NOTHING_FREE, { count: items.length });
  return { batchId, dates: strip() };
}

/**
 * The range "book again" asks for (spec §7 copyResv): the same local wall-clock start and
 * end times as `row`, on local `date` of its site (so its length follows that day's clock
 * when daylight saving time changes on one of the two days). A booking that ran past
 * midnight keeps its length.
 */
export function copiedRange(
  row: Pick<ReservationView, 'startAt' | 'endAt'>,
  site: SiteRow,
  date: string,
): { start: Date; end: Date } {
  const startDate = localDateOf(row.startAt, site.timeZone);
  const [from, to] = [
    wallMinutesOf(row.startAt, startDate, site.timeZone),
    wallMinutesOf(row.endAt, startDate, site.timeZone),
  ];
  const start = localInstant(date, from, site.timeZone);
  if (to > 24 * 60) return { start, end: new Date(start.getTime() + (row.endAt.getTime() - row.startAt.getTime())) };
  return { start, end: localInstant(date, to, site.timeZone) };
}
