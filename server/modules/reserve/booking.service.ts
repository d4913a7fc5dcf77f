/**
 * Booking, holding and extending: the one path every new reservation, every
 * hold and every extension takes — everything that adds time to a site — so the rules
 * are the same wherever a booking comes from (same-day, multi-day, quick, period, copy,
 * waitlist promotion).
 *
 * Order, and why:
 * 1. the range (whole open slots, not past, not closed);
 * 2. the reservation rule governing the site (rules/effective-rule.ts) and what it asks of
 *    the booker that needs no lock: who may book, the window, the length, participants,
 *    accepted notices;
 * 3. the booker's locks (organisation when an organisation quota applies, then user), then
 *    the checks that count: credit bar, bookings per day / week, quotas — so concurrent
 *    requests of one user (or organisation) count each other;
 * 4. the site's row lock, the purge of its expired holds, and the check against others'
 *    live holds (and, for a capacity site, the count of bookings and holds per slot);
 * 5. the write: for a single site the exclusion constraint has the last word (23P01 →
 *    SLOT_TAKEN); then participants (and, when registered users are among them and the
 *    scene asks for receipts, their invitations: ../receipt/receipt.service.ts), the
 *    booker's consumed holds, the message.
 *
 * A cross-day booking (kind 'cross') is one reservation over several local days: step 1
 * asks the rule's `allowCrossDay` / `maxCrossDays` instead of one day's slots
 * (./cross-day.ts) and the length limits of step 2 do not apply; all else is the same. A
 * multi-day booking (kind 'days', {@link bookDays}) is one booking per date through this
 * same path, sharing a `batch_id`, all or nothing.
 *
 * Locks are always taken in the order organisation → user → reservation row → site, so
 * two writers never wait on each other in a cycle. The site lock also makes the writers of
 * one site queue instead of waiting on each other's uncommitted rows inside the
 * exclusion-constraint check, which PostgreSQL resolves by aborting one with a deadlock
 * (40P01) after a second; writers of different sites never wait for each other.
 */
import { filterText } from '../word-filter/word-filter';
import type { ParticipantInput, ReservationStatus } from '../../../platform/contracts/reserve.contract';
import type { MessageKind } from '../../../platform/contracts/message.contract';
import {
  replaceParticipants,
  resolveParticipants,
  type ResolvedParticipant,
} from '../reserve-details/participants.service';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { sqlStateOf, type Db } from '../../db/client';
import { reservation } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { and, eq } from 'drizzle-orm';
import { refuseIfClosed } from '../open-rule/closure.queries';
import { applicableQuotas, checkQuotas } from '../quota/quota.service';
import { refuseIfBarred, localDateTime } from '../credit/credit.service';
import {
  checkAgreements,
  checkCounts,
  checkEligible,
  checkLength,
  checkWindow,
  lockBooker,
  loadBooker,
  type Agreement,
  type Booker,
} from '../rules/booking-checks';
import { effectiveRule, timeRulesOf, type EffectiveRule } from '../rules/effective-rule';
import type { SiteRow } from '../site/site.queries';
import { localDateOf, localInstant } from './campus-time';
import { checkCrossRange } from './cross-day';
import { randomUUID } from 'node:crypto';
import { insertHold, liveHolds, overlapsAny, purgeExpiredHolds, releaseHolds, type HoldRange } from './holds';
import {
  activeOverlapping,
  insertReservation,
  lockReservations,
  type ReservationRow,
  type ReservationView,
} from './reserve.queries';
import { checkRange, ownerScope, peakOverlap } from './reserve.service';
import { applyReservationEvent } from './reservation-lifecycle';
import { findSite } from '../site/site.queries';
import { startBookingApproval, type ApprovalInput } from './booking-approval';
import { syncReceipts } from '../receipt/receipt.service';
import { lockedError, roomLockedError } from '../catering/room-lock.queries';
import { bookingLocks, type SiteLocked } from './booking-locks';
import { loadConfigVersions } from '../config/config-versions';

/** SQLSTATE of an exclusion-constraint violation. */
const EXCLUSION_VIOLATION = '23P01';

/** How a reservation was booked (reservation.kind). */
export type ReservationKind = 'day' | 'days' | 'cross' | 'period' | 'quick';

/** What a booking stores besides its site and range. */
export interface BookingFields {
  subject?: string;
  phone?: string;
  remark?: string;
}

/** A request to book [start, end) of `site` for `userId`. */
export interface BookingRequest {
  site: SiteRow;
  userId: number;
  start: Date;
  end: Date;
  fields?: BookingFields;
  participants?: readonly ParticipantInput[];
  /** The notices and disclaimers the booker accepted (their ids and versions). */
  agreements?: readonly Agreement[];
  kind?: ReservationKind;
  /** Shared by the bookings of one multi-day or period request. */
  batchId?: string | null;
  /**
   * The message that tells the booker it is booked (default bookingConfirmed; a pending one always gets
   * bookingPending).
   */
  confirmation?: Extract<MessageKind, 'bookingConfirmed' | 'waitlistPromoted'>;
  /** The approval form's values and choices, for a booking that needs approval under a form rule. */
  approval?: ApprovalInput;
}

/**
 * What admission asks besides the range: the participants and agreements to check, and the kind (a cross-day range is
 * checked as one, ./cross-day.ts).
 */
export interface AdmitOptions {
  participants?: readonly ParticipantInput[];
  agreements?: readonly Agreement[];
  kind?: ReservationKind;
}

/** What admission found: the rule and the booker, and the participants and agreements to store. */
export interface Admission {
  rule: EffectiveRule;
  booker: Booker;
  participants: ResolvedParticipant[];
  agreements: Agreement[];
}

/**
 * Steps 1–2 of the module comment for [start, end) of `site`: what needs no lock.
 * @throws AppError from the range, closure and rule checks (each names its rule)
 */
export async function checkRequest(
  db: Db,
  site: SiteRow,
  userId: number,
  start: Date,
  end: Date,
  now: Date,
  options: AdmitOptions,
): Promise<Admission> {
  await loadConfigVersions(db);
  const cross = options.kind === 'cross';
  if (!cross) {
    checkRange(site, start, end, now);
    await refuseIfClosed(db, site, localDateOf(start, site.timeZone));
  }
  const rule = await effectiveRule(db, site);
  if (cross) await checkCrossRange(db, site, rule, start, end, now);
  const booker = await loadBooker(db, userId, localDateOf(now, site.timeZone));
  await checkEligible(db, rule, booker);
  checkWindow(rule, site.timeZone, start, now);
  if (!cross) checkLength(rule, start, end);
  const participants = options.participants
    ? await resolveParticipants(db, userId, options.participants, {
        min: rule.participantsMin,
        max: rule.participantsMax,
      })
    : [];
  const agreements = options.agreements ? await checkAgreements(db, site.sceneId, options.agreements) : [];
  return { rule, booker, participants, agreements };
}

/**
 * Steps 1–4 of the module comment for [start, end) of `site`: {@link checkRequest}, then
 * under the booker's locks the credit bar, bookings per day / week and quotas, then the
 * site's lock and its conflicts ({@link claimSite}). The locks and what is read under them
 * are one statement (./booking-locks.ts) — two when bookings per day / week or a quota
 * are to be counted between the booker's locks and the site's.
 * @returns the admission, and the site's claim ({@link claimSite})
 * @throws AppError from the checks (each names its rule), SLOT_HELD, SLOT_TAKEN, ROOM_LOCKED
 */
async function admit(
  db: Db,
  site: SiteRow,
  userId: number,
  start: Date,
  end: Date,
  now: Date,
  options: AdmitOptions,
): Promise<Admission & { exclusive: boolean; ownHold: boolean }> {
  const admission = await checkRequest(db, site, userId, start, end, now, options);
  const { rule, booker } = admission;
  const quotas = await applicableQuotas(db, booker, site.sceneId);
  const counts = rule.id !== null && (rule.perDay !== null || rule.perWeek !== null);
  const siteLock = { id: site.id, from: start, to: end, now };
  const locked = await bookingLocks(db, {
    orgId: quotas.some((q) => q.subject === 'org') ? booker.orgId : null,
    userId,
    site: counts || quotas.length > 0 ? null : siteLock,
  });
  await refuseIfBarred(db, userId, now, site.timeZone, locked.bars ?? []);
  let current = locked.site;
  if (!current) {
    await checkCounts(db, rule, userId, start, site.timeZone);
    const addition = { at: start, minutes: minutesBetween(start, end), bookings: 1 };
    await checkQuotas(db, quotas, booker, addition, site.timeZone);
    current = (await bookingLocks(db, { orgId: null, userId: null, site: siteLock })).site!;
  }
  return { ...admission, ...(await claimLocked(db, site, current, userId, start, end)) };
}

/**
 * Why `userId` cannot have [start, end) of a site of `kind` and `capacity` at `now`, or
 * null when they can: a room lock over part of it (ROOM_LOCKED naming the lock's period and
 * reason; checked here, under the site lock, so every booking path — and the lock call,
 * which takes the same site lock — sees the other), others' live holds (SLOT_HELD naming when the first ends) or, for a
 * capacity site, the count of bookings (SLOT_TAKEN) and of bookings and holds together
 * at any one instant (slots are whole, so this is the count per slot, however long the
 * day's slots are on a daylight-saving day). A single site's overlap with bookings is left
 * to the exclusion constraint.
 * Reads only: call under the site lock to act on the answer ({@link claimSite}).
 */
async function conflictOf(
  db: Db,
  site: SiteRow,
  current: { kind: 'single' | 'capacity'; capacity: number },
  userId: number,
  start: Date,
  end: Date,
  now: Date,
): Promise<{ error: AppError | null; ownHold: boolean }> {
  // A locked room refuses every booking, hold and extension (spec §4 "room: lock and unlock").
  const locked = await lockedError(db, site, start, end);
  if (locked) return { error: locked, ownHold: false };
  const live = await liveHolds(db, site.id, start, end, now);
  const { error, ownHold } = holdConflict(site, current, live, userId, start, end);
  if (error || current.kind === 'single') return { error, ownHold };
  return { error: await capacityConflict(db, site, current, live, userId, start, end), ownHold };
}

/**
 * The part of {@link conflictOf} that needs no statement: others' live holds of `live` over [start, end) of a
 * single site (SLOT_HELD); whether the booker holds part of it.
 */
function holdConflict(
  site: SiteRow,
  current: { kind: 'single' | 'capacity' },
  live: readonly HoldRange[],
  userId: number,
  start: Date,
  end: Date,
): { error: AppError | null; ownHold: boolean } {
  const holds = live.filter((h) => h.userId !== userId);
  const ownHold = holds.length < live.length;
  if (current.kind === 'single' && overlapsAny(holds, start, end))
    return { error: heldError(holds, site.timeZone), ownHold };
  return { error: null, ownHold };
}

/** For a capacity site: SLOT_TAKEN when its bookings, SLOT_HELD when its bookings and others' holds fill a slot. */
async function capacityConflict(
  db: Db,
  site: SiteRow,
  current: { capacity: number },
  live: readonly HoldRange[],
  userId: number,
  start: Date,
  end: Date,
): Promise<AppError | null> {
  const holds = live.filter((h) => h.userId !== userId);
  const bookings = await activeOverlapping(db, site.id, start, end, false);
  if (peakOverlap(bookings, start, end) >= current.capacity) return new AppError(Code.SLOT_TAKEN);
  if (peakOverlap([...bookings, ...holds], start, end) >= current.capacity) return heldError(holds, site.timeZone);
  return null;
}

/**
 * Step 4: locks the site and refuses a range that others' live holds (or, for a capacity
 * site, bookings and holds together) leave no room for ({@link conflictOf}). Expired
 * holds are ignored here (only a new hold has to delete them: {@link takeHold}).
 * @returns whether the site is single (exclusive) as of the lock, and whether the booker
 *   holds part of the range
 * @throws AppError SLOT_HELD (`untilTime`, when the hold ends) or SLOT_TAKEN
 */
async function claimSite(
  db: Db,
  site: SiteRow,
  userId: number,
  start: Date,
  end: Date,
  now: Date,
): Promise<{ exclusive: boolean; ownHold: boolean }> {
  const locked = await bookingLocks(db, {
    orgId: null,
    userId: null,
    site: { id: site.id, from: start, to: end, now },
  });
  return claimLocked(db, site, locked.site!, userId, start, end);
}

/**
 * {@link claimSite} from what was read under the site's lock (./booking-locks.ts): a room lock, others' live
 * holds, and for a capacity site the count of bookings (one more statement).
 * @throws AppError ROOM_LOCKED, SLOT_HELD, SLOT_TAKEN
 */
async function claimLocked(
  db: Db,
  site: SiteRow,
  current: SiteLocked,
  userId: number,
  start: Date,
  end: Date,
): Promise<{ exclusive: boolean; ownHold: boolean }> {
  // A locked room refuses every booking, hold and extension (spec §4 "room: lock and unlock").
  if (current.roomLock) throw roomLockedError(site, current.roomLock);
  // Kind and capacity as of the lock: an administrator may have changed them since `site` was read.
  const { error, ownHold } = holdConflict(site, current, current.holds, userId, start, end);
  if (error) throw error;
  if (current.kind === 'capacity') {
    const full = await capacityConflict(db, site, current, current.holds, userId, start, end);
    if (full) throw full;
  }
  return { exclusive: current.kind === 'single', ownHold };
}

/**
 * Whether [start, end) of `site` is unavailable to `userId` at `now`: booked (for a single
 * site, any active booking overlaps), locked, or held by others, without locking anything — a
 * snapshot, e.g. to let someone join the waitlist only for a range that is really full.
 */
export async function isUnavailable(
  db: Db,
  site: SiteRow,
  userId: number,
  start: Date,
  end: Date,
  now: Date,
): Promise<boolean> {
  const current = { kind: site.kind, capacity: site.capacity };
  if (current.kind === 'single' && (await activeOverlapping(db, site.id, start, end, true)).length > 0) return true;
  return (await conflictOf(db, site, current, userId, start, end, now)).error !== null;
}

/** SLOT_HELD naming when the earliest-ending of `holds` runs out (campus time). */
function heldError(holds: readonly { expiresAt: Date }[], timeZone: string): AppError {
  const first = holds.reduce((a, b) => (a.expiresAt <= b.expiresAt ? a : b));
  return new AppError(Code.SLOT_HELD, { untilTime: localDateTime(first.expiresAt, timeZone).time });
}

/**
 * Books the request (see the module comment); call inside a transaction. The booking
 * starts as pendingAudit when the site or the rule asks for approval (it holds the slot
 * meanwhile), else approved; the booker gets bookingPending or bookingConfirmed. A pending
 * booking under a form rule starts its approval process (./booking-approval.ts).
 * @returns the new reservation's id
 * @throws AppError RANGE_INVALID, SLOT_CLOSED, SLOT_PAST, SITE_CLOSED, the rule checks'
 *   codes (RULE_*, PARTICIPANTS_*, NOTICE_NOT_ACCEPTED, CREDIT_BARRED, QUOTA_EXCEEDED), the
 *   participant checks' (PARTICIPANT_LEADERS, PARTICIPANT_DUPLICATE, PEOPLE_NOT_SELF, USER_NOT_FOUND),
 *   ROOM_LOCKED, SLOT_HELD, SLOT_TAKEN, FORM_VALUES_INVALID, WORD_REFUSED (subject or remark)
 */
export async function book(db: Db, request: BookingRequest, now: Date): Promise<number> {
  return (await bookReturning(db, request, now)).id;
}

/** What {@link bookReturning} stored: the reservation's own columns a reply shows. */
export type BookedReservation = Pick<
  ReservationView,
  'id' | 'startAt' | 'endAt' | 'status' | 'subject' | 'phone' | 'remark' | 'createdAt'
>;

/**
 * {@link book}, answering the stored columns as well as the id, so that a reply needs no re-read of the new
 * row (the site and booker it joins to are already known to the caller).
 * @throws AppError as {@link book}
 */
export async function bookReturning(db: Db, request: BookingRequest, now: Date): Promise<BookedReservation> {
  const { site, userId, start, end } = request;
  // User text first (sensitive words, server/modules/word-filter): a refused word stops the booking before any lock.
  const subject = await filterText(db, request.fields?.subject);
  const remark = await filterText(db, request.fields?.remark);
  const { rule, participants, agreements, exclusive, ownHold } = await admit(db, site, userId, start, end, now, {
    participants: request.participants ?? [],
    agreements: request.agreements ?? [],
    kind: request.kind,
  });
  const status: ReservationStatus = site.needsApproval || rule.needsApproval ? 'pendingAudit' : 'approved';
  const fields = request.fields ?? {};
  const stored = {
    startAt: start,
    endAt: end,
    status,
    subject: subject || null,
    phone: fields.phone || null,
    remark: remark || null,
    createdAt: now,
  };
  // The booker's message rides in the insert (a pending booking always gets bookingPending).
  const message = status === 'pendingAudit' ? 'bookingPending' : (request.confirmation ?? 'bookingConfirmed');
  let id: number;
  try {
    id = await insertReservation(
      db,
      {
        ...stored,
        siteId: site.id,
        userId,
        exclusive,
        kind: request.kind ?? 'day',
        batchId: request.batchId ?? null,
        ruleId: rule.id,
        rules: timeRulesOf(rule),
        agreements: agreements.length > 0 ? agreements : null,
        updatedAt: now,
      },
      message,
    );
  } catch (err) {
    if (sqlStateOf(err) === EXCLUSION_VIOLATION) throw new AppError(Code.SLOT_TAKEN);
    throw err;
  }
  // A new reservation has no participants to replace: only a non-empty list costs a statement.
  if (participants.length > 0) await replaceParticipants(db, id, participants);
  let answered: ReservationStatus = status;
  if (status === 'pendingAudit') {
    const processId = await startBookingApproval(
      db,
      { sceneId: site.sceneId, siteId: site.id, ruleId: rule.id },
      { reservationId: id, userId, approval: request.approval, now },
    );
    // A process can end as it starts (a workflow without an approver) and approve the booking at once.
    if (processId !== null) {
      const [row] = await db.select({ status: reservation.status }).from(reservation).where(eq(reservation.id, id));
      answered = row.status as ReservationStatus;
    }
  }
  const invitees = participants.flatMap((p) => (p.userId === null ? [] : [p.userId]));
  if (invitees.length > 0) await syncReceipts(db, id, invitees);
  if (ownHold) await releaseHolds(db, userId, site.id, { from: start, to: end });
  return { id, ...stored, status: answered };
}

/** A hold as the caller gets it. */
export interface HoldTaken {
  id: number;
  expiresAt: Date;
  holdMinutes: number;
}

/**
 * Holds [start, end) of `site` for `userId` for the rule's `holdMinutes` (spec §7
 * lockSite), replacing the user's earlier holds on that site; call inside a transaction.
 * The same rules as a booking apply (a hold the booking would be refused for is refused
 * now, with the same code), except the notices, which are accepted when submitting.
 * `kind` 'cross' holds a cross-day range as a whole.
 * @throws AppError as {@link book}
 */
export async function takeHold(
  db: Db,
  site: SiteRow,
  userId: number,
  start: Date,
  end: Date,
  now: Date,
  kind: ReservationKind = 'day',
): Promise<HoldTaken> {
  const { rule, exclusive } = await admit(db, site, userId, start, end, now, { kind });
  await purgeExpiredHolds(db, site.id, now);
  await releaseHolds(db, userId, site.id);
  const bookings = exclusive ? await activeOverlapping(db, site.id, start, end, true) : [];
  if (bookings.length > 0) throw new AppError(Code.SLOT_TAKEN);
  const expiresAt = new Date(now.getTime() + rule.holdMinutes * 60_000);
  try {
    const id = await insertHold(db, {
      siteId: site.id,
      userId,
      startAt: start,
      endAt: end,
      expiresAt,
      exclusive,
      createdAt: now,
    });
    return { id, expiresAt, holdMinutes: rule.holdMinutes };
  } catch (err) {
    // Cannot happen under the site lock (others' holds were checked, ours released); kept as the constraint's answer.
    if (sqlStateOf(err) === EXCLUSION_VIOLATION) throw new AppError(Code.SLOT_TAKEN);
    throw err;
  }
}

/** A multi-day booking (spec §2 /daysReserve): the same local times of day on each of `dates`. */
export interface DaysRequest extends Omit<BookingRequest, 'start' | 'end' | 'kind' | 'batchId'> {
  dates: readonly string[];
  /** Minutes past local midnight, [fromMinutes, toMinutes) on each date. */
  fromMinutes: number;
  toMinutes: number;
}

/**
 * Books {@link DaysRequest} as one booking per date (kind 'days', one new `batch_id`), in
 * date order through {@link book}, so every rule applies to each day and the counting
 * checks count the earlier days of the batch; call inside a transaction, which the first
 * refusal rolls back whole.
 * @returns the batch id and the new reservations' ids, in date order
 * @throws AppError DAYS_DAY_REFUSED naming the first refused date (`onDate`; details
 *   `date`, `code`, `params` of that day's refusal — `reason` is for the caller to localize)
 */
export async function bookDays(db: Db, request: DaysRequest, now: Date): Promise<{ batchId: string; ids: number[] }> {
  const batchId = randomUUID();
  const ids: number[] = [];
  const { dates, fromMinutes, toMinutes, ...common } = request;
  for (const date of [...new Set(dates)].sort()) {
    const start = localInstant(date, fromMinutes, request.site.timeZone);
    const end = localInstant(date, toMinutes, request.site.timeZone);
    try {
      ids.push(await book(db, { ...common, start, end, kind: 'days', batchId }, now));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      throw new AppError(
        Code.DAYS_DAY_REFUSED,
        { onDate: date, reason: '' },
        { date, code: err.code, params: err.params },
      );
    }
  }
  return { batchId, ids };
}

/** Whole minutes of [start, end). */
function minutesBetween(start: Date, end: Date): number {
  return (end.getTime() - start.getTime()) / 60_000;
}

/**
 * Extends reservation `id` to `end` (spec §7 /api/reserve/extend); call inside a
 * transaction. Its owner's locks come first (as for a booking), then the row's. The
 * reservation statechart must accept `reservation.extend` (approved or checked in, not
 * ended, a later end); the added part [old end, end) must be whole open slots of the same
 * day on a day that is not closed; the whole booking must keep to the rule's longest
 * length, the owner must not be barred, and the added minutes must fit the quotas. Others'
 * live holds and, on a capacity site, the count of bookings and holds apply as for a
 * booking; on a single site the exclusion constraint has the last word.
 * @returns the row as it was before
 * @throws AppError RESERVATION_NOT_FOUND (unknown, or not the caller's and the caller is
 *   no administrator), ACTION_NOT_ALLOWED, RANGE_INVALID, SLOT_CLOSED, SITE_CLOSED,
 *   RULE_TOO_LONG, CREDIT_BARRED, QUOTA_EXCEEDED, SLOT_HELD, SLOT_TAKEN
 */
export async function extendReservation(
  db: Db,
  principal: Principal,
  id: number,
  end: Date,
  now: Date,
): Promise<ReservationRow> {
  const [owner] = await db
    .select({ userId: reservation.userId, siteId: reservation.siteId })
    .from(reservation)
    .where(and(eq(reservation.id, id), ownerScope(principal)));
  if (!owner) throw new AppError(Code.RESERVATION_NOT_FOUND, { id });
  const site = await findSite(db, owner.siteId, 'CN');
  if (!site) throw new AppError(Code.SITE_NOT_FOUND);
  await loadConfigVersions(db);
  const rule = await effectiveRule(db, site);
  const booker = await loadBooker(db, owner.userId, localDateOf(now, site.timeZone));
  const quotas = await applicableQuotas(db, booker, site.sceneId);
  await lockBooker(
    db,
    booker,
    quotas.some((q) => q.subject === 'org'),
  );
  const [row] = await lockReservations(db, [id]);
  const step = applyReservationEvent(row, { type: 'reservation.extend', now: now.getTime(), end: end.getTime() });
  checkRange(site, row.endAt, step.endAt, now);
  await refuseIfClosed(db, site, localDateOf(row.endAt, site.timeZone));
  checkLength({ ...rule, minMinutes: 0 }, row.startAt, step.endAt);
  await refuseIfBarred(db, row.userId, now, site.timeZone);
  await checkQuotas(
    db,
    quotas,
    booker,
    { at: row.startAt, minutes: minutesBetween(row.endAt, step.endAt), bookings: 0 },
    site.timeZone,
  );
  await claimSite(db, site, row.userId, row.endAt, step.endAt, now);
  try {
    await db.update(reservation).set({ endAt: step.endAt, updatedAt: now }).where(eq(reservation.id, id));
  } catch (err) {
    if (sqlStateOf(err) === EXCLUSION_VIOLATION) throw new AppError(Code.SLOT_TAKEN);
    throw err;
  }
  return row;
}
