/**
 * The checks a booking must pass under its reservation rule (spec §2 /reserve),
 * each refusing with its own code and the facts the user needs in the message ("bookings
 * open at 08:00 on Nov 24", "you have 2 of 2 bookings this week"):
 *
 * - who may book (organisations and below, roles, temporary identities);
 * - the booking window (how far ahead; when a day's bookings open);
 * - the length (min / max minutes) (participants: reserve-details/participants.service.ts);
 * - the notices and disclaimers, accepted in their current version;
 * - bookings per day and per week, counted over the rule's active reservations — call
 *   under the booker's lock ({@link lockBooker}) so concurrent requests count each other.
 *
 * Local dates and times are the campus's (DESIGN.md §6); ISO weeks start on Monday.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { reservation, reserveNotice, sysIdent, sysOrg, sysRole, sysUser, sysUserRole } from '../../db/schema/index';
import { addDays, localDateOf, localInstant, minutesOf, weekDayOf } from '../reserve/campus-time';
import { ACTIVE_STATUSES } from '../reserve/reserve.queries';
import type { EffectiveRule } from './effective-rule';
import { cachedConfig, VersionedCache } from '../config/config-versions';

const MINUTE = 60_000;

/** What the rules look at of a booker. */
export interface Booker {
  userId: number;
  orgId: number | null;
  /** The booker's organisation and every one above it. */
  orgPath: number[];
  roleIds: number[];
  /** The temporary identity's code while it is valid on `today`, else null. */
  ident: string | null;
}

/** Booker facts by `userId|today`, while organisations, identities, roles and users' org / ident are unchanged. */
const bookerCache = new VersionedCache<Booker>('booker');

/**
 * Loads the booker facts of `userId`; `today` (`YYYY-MM-DD`) decides whether a temporary
 * identity is valid. From the booker cache when the call has its configuration stamps
 * (../config/config-versions.ts).
 */
export function loadBooker(db: Db, userId: number, today: string): Promise<Booker> {
  return cachedConfig(db, bookerCache, `${userId}|${today}`, () => readBooker(db, userId, today));
}

/** {@link loadBooker}, read now (one statement). */
async function readBooker(db: Db, userId: number, today: string): Promise<Booker> {
  const result = await db.execute(sql`
    with recursive up(id, parent_id) as (
      select o.id, o.parent_id from ${sysOrg} o join ${sysUser} u on u.org_id = o.id where u.id = ${userId}
      union all select o.id, o.parent_id from ${sysOrg} o join up on o.id = up.parent_id)
    select u.org_id,
      (select coalesce(array_agg(id), '{}') from up) as org_path,
      (select coalesce(array_agg(role_id), '{}') from ${sysUserRole} where user_id = u.id) as role_ids,
      (select i.code from ${sysIdent} i where i.code = u.ident and i.status = 0
         and (i.valid_from is null or i.valid_from <= ${today}) and (i.valid_to is null or ${today} <= i.valid_to)) as
           ident
    from ${sysUser} u where u.id = ${userId}`);
  const [row] = (
    result as unknown as {
      rows: { org_id: number | null; org_path: number[]; role_ids: number[]; ident: string | null }[];
    }
  ).rows;
  return {
    userId,
    orgId: row?.org_id ?? null,
    orgPath: (row?.org_path ?? []).map(Number),
    roleIds: (row?.role_ids ?? []).map(Number),
    ident: row?.ident ?? null,
  };
}

/**
 * Who may book (the rule's lists; each empty list admits everyone, a booker must pass all three).
 * @throws AppError RULE_NOT_ELIGIBLE with `who`: the names of what the rule admits
 */
export async function checkEligible(db: Db, rule: EffectiveRule, booker: Booker): Promise<void> {
  const orgOk = rule.orgIds.length === 0 || booker.orgPath.some((id) => rule.orgIds.includes(id));
  const roleOk = rule.roleIds.length === 0 || booker.roleIds.some((id) => rule.roleIds.includes(id));
  const identOk = rule.idents.length === 0 || (booker.ident !== null && rule.idents.includes(booker.ident));
  if (orgOk && roleOk && identOk) return;
  const names: string[] = [];
  if (!orgOk)
    names.push(
      ...(
        await db
          .select({ name: sysOrg.name })
          .from(sysOrg)
          .where(inArray(sysOrg.id, rule.orgIds))
          .orderBy(asc(sysOrg.sort))
      ).map((r) => r.name),
    );
  if (!roleOk)
    names.push(
      ...(
        await db
          .select({ name: sysRole.name })
          .from(sysRole)
          .where(inArray(sysRole.id, rule.roleIds))
          .orderBy(asc(sysRole.sort))
      ).map((r) => r.name),
    );
  if (!identOk)
    names.push(
      ...(await db.select({ name: sysIdent.name }).from(sysIdent).where(inArray(sysIdent.code, rule.idents))).map(
        (r) => r.name,
      ),
    );
  throw new AppError(Code.RULE_NOT_ELIGIBLE, { who: names.join(', ') });
}

/**
 * The booking window for a booking starting at `start`, asked at `now`.
 * @throws AppError RULE_TOO_FAR_AHEAD (`days`, `lastDate`) beyond `advanceDays`;
 *   RULE_NOT_OPEN_YET (`forDate`, `opensDate`, `opensTime`) before the day's bookings open
 */
export function checkWindow(rule: EffectiveRule, timeZone: string, start: Date, now: Date): void {
  const today = localDateOf(now, timeZone);
  const date = localDateOf(start, timeZone);
  const lastDate = addDays(today, rule.advanceDays);
  if (date > lastDate) throw new AppError(Code.RULE_TOO_FAR_AHEAD, { days: rule.advanceDays, lastDate });
  if (rule.openDaysBefore === null || rule.openTime === null) return;
  const opensDate = addDays(date, -rule.openDaysBefore);
  if (now < localInstant(opensDate, minutesOf(rule.openTime), timeZone)) {
    throw new AppError(Code.RULE_NOT_OPEN_YET, { forDate: date, opensDate, opensTime: rule.openTime });
  }
}

/**
 * The length of [start, end).
 * @throws AppError RULE_TOO_SHORT / RULE_TOO_LONG with `minutes`, the limit
 */
export function checkLength(rule: EffectiveRule, start: Date, end: Date): void {
  const minutes = (end.getTime() - start.getTime()) / MINUTE;
  if (minutes < rule.minMinutes) throw new AppError(Code.RULE_TOO_SHORT, { minutes: rule.minMinutes });
  if (rule.maxMinutes !== null && minutes > rule.maxMinutes)
    throw new AppError(Code.RULE_TOO_LONG, { minutes: rule.maxMinutes });
}

/** A notice or disclaimer as the booker accepted it. */
export interface Agreement {
  id: number;
  version: number;
}

/** Notices of a scene by `sceneId`, while notices are unchanged. */
const noticeCache = new VersionedCache<Agreement[]>('notice');

/**
 * The enabled notices and disclaimers of a scene (its own and those of every scene), with their versions; from
 * the notice cache when the call has its configuration stamps (../config/config-versions.ts).
 */
export function noticesOf(db: Db, sceneId: number): Promise<Agreement[]> {
  return cachedConfig(db, noticeCache, String(sceneId), () => readNotices(db, sceneId));
}

/** {@link noticesOf}, read now (one statement). */
function readNotices(db: Db, sceneId: number): Promise<Agreement[]> {
  return db
    .select({ id: reserveNotice.id, version: reserveNotice.version })
    .from(reserveNotice)
    .where(and(eq(reserveNotice.status, 0), or(isNull(reserveNotice.sceneId), eq(reserveNotice.sceneId, sceneId))))
    .orderBy(asc(reserveNotice.id));
}

/**
 * That `accepted` holds every current notice and disclaimer of the scene in its current
 * version (an edit since the booker read it asks them to read again).
 * @returns the agreements to store with the reservation
 * @throws AppError NOTICE_NOT_ACCEPTED with the `required` list in the details
 */
export async function checkAgreements(db: Db, sceneId: number, accepted: readonly Agreement[]): Promise<Agreement[]> {
  const required = await noticesOf(db, sceneId);
  const missing = required.filter((n) => !accepted.some((a) => a.id === n.id && a.version === n.version));
  if (missing.length > 0) throw new AppError(Code.NOTICE_NOT_ACCEPTED, {}, { required });
  return required;
}

/**
 * Takes the transaction-level locks of a booker, in a fixed order (organisation, then
 * user), so concurrent bookings of one user — or, for organisation quotas, of one
 * organisation — count each other. Every writer takes them before any site lock.
 */
export async function lockBooker(db: Db, booker: Pick<Booker, 'userId' | 'orgId'>, withOrg: boolean): Promise<void> {
  if (withOrg && booker.orgId !== null)
    await db.execute(sql`select pg_advisory_xact_lock(${LOCK_ORG}, ${booker.orgId})`);
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_USER}, ${booker.userId})`);
}

/** Advisory-lock namespaces (the first key of the two-key form). */
const LOCK_USER = 7_200_001;
const LOCK_ORG = 7_200_002;

/** The local day [from, to) and the ISO week [from, to) around the start of a booking. */
export function countingPeriods(
  start: Date,
  timeZone: string,
): { day: [Date, Date]; week: [Date, Date]; date: string; weekStart: string } {
  const date = localDateOf(start, timeZone);
  const back = (['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'] as const).indexOf(weekDayOf(date));
  const weekStart = addDays(date, -back);
  return {
    date,
    weekStart,
    day: [localInstant(date, 0, timeZone), localInstant(date, 1440, timeZone)],
    week: [localInstant(weekStart, 0, timeZone), localInstant(addDays(weekStart, 7), 0, timeZone)],
  };
}

/** The booker's active reservations under `ruleId` starting in [from, to). */
async function activeCount(db: Db, userId: number, ruleId: number, [from, to]: [Date, Date]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservation)
    .where(
      and(
        eq(reservation.userId, userId),
        eq(reservation.ruleId, ruleId),
        inArray(reservation.status, [...ACTIVE_STATUSES]),
        gte(reservation.startAt, from),
        lt(reservation.startAt, to),
      ),
    );
  return row.n;
}

/**
 * Bookings per day and per week under the rule (its reservations on any site it governs).
 * Call under {@link lockBooker}.
 * @throws AppError RULE_PER_DAY (`count`, `limit`, `onDate`) / RULE_PER_WEEK (`count`, `limit`, `weekDate`)
 */
export async function checkCounts(
  db: Db,
  rule: EffectiveRule,
  userId: number,
  start: Date,
  timeZone: string,
): Promise<void> {
  if (rule.id === null || (rule.perDay === null && rule.perWeek === null)) return;
  const periods = countingPeriods(start, timeZone);
  if (rule.perDay !== null) {
    const n = await activeCount(db, userId, rule.id, periods.day);
    if (n >= rule.perDay) throw new AppError(Code.RULE_PER_DAY, { count: n, limit: rule.perDay, onDate: periods.date });
  }
  if (rule.perWeek !== null) {
    const n = await activeCount(db, userId, rule.id, periods.week);
    if (n >= rule.perWeek)
      throw new AppError(Code.RULE_PER_WEEK, { count: n, limit: rule.perWeek, weekDate: periods.weekStart });
  }
}
