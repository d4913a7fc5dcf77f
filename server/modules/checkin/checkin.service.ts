/**
 * Checking in (spec §2 /sign and /swiping): the check-in window of a booking, the
 * view /sign shows, and the check-in itself through the reservation statechart
 * (`reservation.checkIn`), which stores `checked_in_at`. Call inside the call's transaction.
 * Besides the owner and check-in staff, the catering desk (DESK_PERMISSION, the catering app's /sign)
 * checks in the meetings of the conference centre: bookings held by a meeting service order, of the
 * users in its data scope.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_RESERVATION_RULES } from '../../../machines/reservation.machine';
import type { SignInfo } from '../../../platform/contracts/checkin.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import { building, campus, floor, mcReserveOrder, reservation, site, sysUser } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { hasPermission } from '../../plugins/permissions';
import { ownOrScope, scopeCondition } from '../org/data-scope';
import { toWireTime } from '../reserve/campus-time';
import { accepts, applyReservationEvent, rulesOfRow, type LifecycleRow } from '../reserve/reservation-lifecycle';
import { checkInWindowSql } from '../reserve/reserve.queries';

/** The permission of staff who check others in (scanning a QR, swiping a card) and see /swiping. */
export const SWIPING_PERMISSION = 'resv:swiping:page';

/** The permission of the catering desk (catering app /sign), which also checks in the centre's meetings. */
export const DESK_PERMISSION = 'mc:desk:sign';

/** True (SQL) for a booking held by a meeting service order (a meeting of the conference centre). */
const MEETING_BOOKING = sql<boolean>`exists (select 1 from ${mcReserveOrder}
  where ${mcReserveOrder.reservationId} = ${reservation.id})`;

const MINUTE = 60_000;

/** The check-in window [opens, closes) of a booking under its own stored rules (the machine's `isInCheckInWindow`). */
export function checkInWindow(row: Pick<LifecycleRow, 'startAt' | 'endAt' | 'rules'>): { opens: Date; closes: Date } {
  const rules = rulesOfRow({ id: 0, status: 'approved', ...row });
  const start = row.startAt.getTime();
  return {
    opens: new Date(start - rules.checkInBeforeMinutes * MINUTE),
    closes: new Date(Math.min(start + rules.checkInAfterMinutes * MINUTE, row.endAt.getTime())),
  };
}

/** A booking with what /sign shows of it. */
export type SignView = NonNullable<Awaited<ReturnType<typeof findSignView>>>;

/**
 * Bookings joined with their site, campus (both named in `lang`) and owner: the columns /sign and /swiping show.
 * Callers add `where`, order and paging.
 */
export function selectSignRows(db: Db, lang: Lang) {
  return db
    .select({
      id: reservation.id,
      siteId: reservation.siteId,
      siteName: placeName(site, lang),
      campusName: placeName(campus, lang),
      timeZone: campus.timeZone,
      startAt: reservation.startAt,
      endAt: reservation.endAt,
      status: reservation.status,
      userId: reservation.userId,
      userName: sysUser.name,
      account: sysUser.account,
      checkedInAt: reservation.checkedInAt,
      rules: reservation.rules,
      /** Whether a meeting service order holds it (the catering desk may check it in). */
      meeting: MEETING_BOOKING,
    })
    .from(reservation)
    .innerJoin(site, eq(site.id, reservation.siteId))
    .innerJoin(floor, eq(floor.id, site.floorId))
    .innerJoin(building, eq(building.id, floor.buildingId))
    .innerJoin(campus, eq(campus.id, building.campusId))
    .innerJoin(sysUser, eq(sysUser.id, reservation.userId));
}

/**
 * The booking `where` selects (the first by start), joined with its site, campus (named in `lang`) and owner;
 * locked when `lock`.
 */
async function findSignView(db: Db, where: SQL | undefined, lang: Lang, lock: boolean) {
  const query = selectSignRows(db, lang).where(where).orderBy(asc(reservation.startAt), asc(reservation.id)).limit(1);
  const [row] = await (lock ? query.for('update', { of: reservation }) : query);
  return row ?? null;
}

/**
 * Reservation `id` with what /sign shows, when it satisfies `scope` (the caller's
 * {@link checkInScope}), its places named in `lang`, locked until the transaction ends when `lock`.
 * @throws AppError RESERVATION_NOT_FOUND when there is none, or it is out of scope
 */
export async function signViewOf(
  db: Db,
  id: number,
  scope: SQL | undefined,
  lang: Lang,
  lock = false,
): Promise<SignView> {
  const row = await findSignView(db, and(eq(reservation.id, id), scope), lang, lock);
  if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND, { id });
  return row;
}

/**
 * The SQL condition on bookings (joined with their owner) that `principal` may look up
 * and check in: their own, and — as staff (SWIPING_PERMISSION) — those of the users in
 * their data scope (DESIGN.md §6); at the catering desk (DESK_PERMISSION) also the meetings of the
 * conference centre (held by a meeting service order) of the users in its data scope.
 */
export async function checkInScope(db: Db, principal: Principal): Promise<SQL | undefined> {
  const columns = { userId: reservation.userId, orgId: sysUser.orgId };
  const staff = await ownOrScope(db, principal, columns, SWIPING_PERMISSION);
  if (staff === undefined || !hasPermission(principal, DESK_PERMISSION)) return staff;
  const meetings = await scopeCondition(db, principal, columns);
  return or(staff, meetings === undefined ? MEETING_BOOKING : and(meetings, MEETING_BOOKING));
}

/**
 * The approved booking of account `account` on `siteId` whose check-in window is open at
 * `now` (the earliest) and that satisfies `scope`, locked until the transaction ends, or null;
 * its places named in `lang`.
 */
export async function openBookingOf(
  db: Db,
  account: string,
  siteId: number,
  now: Date,
  scope: SQL | undefined,
  lang: Lang,
): Promise<SignView | null> {
  const window = checkInWindowSql(DEFAULT_RESERVATION_RULES);
  return findSignView(
    db,
    and(
      eq(sysUser.account, account),
      scope,
      eq(reservation.siteId, siteId),
      eq(reservation.status, 'approved'),
      sql`${window.opens} <= ${now.toISOString()}::timestamptz`,
      sql`${window.closes} > ${now.toISOString()}::timestamptz`,
    ),
    lang,
    true,
  );
}

/**
 * Whether `principal` may check in `booking` (its owner's id; whether it is a meeting of the centre): its
 * owner, check-in staff, or — for a meeting — the catering desk.
 */
export function mayCheckIn(principal: Principal, booking: { userId: number; meeting: boolean }): boolean {
  return (
    principal.userId === booking.userId ||
    hasPermission(principal, SWIPING_PERMISSION) ||
    (booking.meeting && hasPermission(principal, DESK_PERMISSION))
  );
}

/** A window bound as the refusal names it: `YYYY-MM-DD HH:mm` in the campus's zone. */
function shortTime(instant: Date, timeZone: string): string {
  return toWireTime(instant, timeZone).slice(0, 16).replace('T', ' ');
}

/** The wire form of a booking for `principal` at `now`. */
export function signInfoOf(view: SignView, principal: Principal, now: Date): SignInfo {
  const tz = view.timeZone;
  const { opens, closes } = checkInWindow(view);
  return {
    id: view.id,
    siteName: view.siteName,
    campusName: view.campusName,
    timeZone: tz,
    start: toWireTime(view.startAt, tz),
    end: toWireTime(view.endAt, tz),
    userName: view.userName,
    status: view.status,
    opensAt: toWireTime(opens, tz),
    closesAt: toWireTime(closes, tz),
    open: accepts(view, { type: 'reservation.checkIn', now: now.getTime() }),
    mayCheckIn: mayCheckIn(principal, view),
    checkedInAt: view.checkedInAt ? toWireTime(view.checkedInAt, tz) : null,
  };
}

/**
 * Checks in a booking read with its lock held, for `principal`, at `now`: stores the
 * new status and `checked_in_at`.
 * @returns the booking as it is now
 * @throws AppError FORBIDDEN when `principal` is neither its owner nor staff;
 *   CHECK_IN_OUTSIDE_WINDOW ({id, opens, closes}) for an approved booking outside its
 *   window; ACTION_NOT_ALLOWED in any other state the machine refuses
 */
export async function checkIn(db: Db, view: SignView, principal: Principal, now: Date): Promise<SignView> {
  if (!mayCheckIn(principal, view)) throw new AppError(Code.FORBIDDEN, { permission: SWIPING_PERMISSION });
  const event = { type: 'reservation.checkIn', now: now.getTime() } as const;
  if (view.status === 'approved' && !accepts(view, event)) {
    const { opens, closes } = checkInWindow(view);
    throw new AppError(Code.CHECK_IN_OUTSIDE_WINDOW, {
      id: view.id,
      opens: shortTime(opens, view.timeZone),
      closes: shortTime(closes, view.timeZone),
    });
  }
  const step = applyReservationEvent(view, event);
  await db
    .update(reservation)
    .set({ status: step.status, checkedInAt: now, updatedAt: now })
    .where(eq(reservation.id, view.id));
  return { ...view, status: step.status, checkedInAt: now };
}
