/**
 * The stored side of group classes (docs/fitness-classes.md): a class locked for a change, its
 * windows, booking a member into it (limits, one card use through usage.ts `takeUse`), cancelling a
 * booking (the use given back through `returnUse` in time, kept when late), filling freed places
 * from the waitlist (only a member whose card can pay at that moment; the others skipped and told
 * why), cancelling a whole class, and the freeze hook. Every function runs in its caller's one
 * transaction.
 *
 * Lock order (no deadlock between these paths): the class row (`for update`), then the member
 * (a transaction advisory lock, so two bookings of one member for different classes count the
 * per-day and per-week limits one after the other), then the member's cards (usage.ts, id order).
 * A freeze holds its card and touches only booking rows (never the class row).
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { groupClassBookingMachine, type GroupClassBookingEvent } from '../../../machines/group-class-booking.machine';
import type { ClassBookingRow, ClassSessionRow } from '../../../platform/contracts/club-class.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import {
  clubCard,
  clubClassBooking,
  clubClassSession,
  clubClassType,
  clubClassWaitlist,
  clubCoach,
  sysUser,
} from '../../db/schema/index';
import { applyOrderStep } from '../catering/order-step';
import { notify } from '../message/message.service';
import { clockTime } from '../reserve/campus-time';
import { CAMPUS_ZONE, cardFreezeHooks, nameIn, todayAt, type CardFreeze } from './card-store';
import { returnUse, takeUse, usageAt } from './usage';

export type ClassSession = typeof clubClassSession.$inferSelect;
export type ClassBooking = typeof clubClassBooking.$inferSelect;
export type ClassType = typeof clubClassType.$inferSelect;

/** Booking states that hold a place (and count toward the limits with `lateCancelled`, which kept its use). */
export const LIVE_STATES = ['booked', 'attended', 'noShow'] as const;
const COUNTED_STATES = [...LIVE_STATES, 'lateCancelled'];

const MINUTE = 60_000;

/** A class's instants: booking opens and closes, the waitlist closes, the minimum is decided, cancels turn late. */
export function windowsOf(s: ClassSession) {
  const start = s.startsAt.getTime();
  return {
    opensAt: new Date(start - s.opensHours * 60 * MINUTE),
    closesAt: new Date(start - s.closesMin * MINUTE),
    waitlistClosesAt: new Date(start - s.waitlistCloseMin * MINUTE),
    decideAt: new Date(start - s.decideMin * MINUTE),
    lateCancelFrom: new Date(start - s.lateCancelMin * MINUTE),
  };
}

/**
 * Class `id` locked for a change.
 * @throws AppError NOT_FOUND
 */
export async function lockSession(db: Db, id: number): Promise<ClassSession> {
  const [s] = await db.select().from(clubClassSession).where(eq(clubClassSession.id, id)).for('update');
  if (!s) throw new AppError(Code.NOT_FOUND);
  return s;
}

/** The live bookings (places taken) of class `sessionId`. */
export async function liveCount(db: Db, sessionId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(clubClassBooking)
    .where(and(eq(clubClassBooking.sessionId, sessionId), inArray(clubClassBooking.state, [...LIVE_STATES])));
  return n;
}

/** The type of a class (it exists: a foreign key). */
export async function classTypeOf(db: Db, typeId: number): Promise<ClassType> {
  const [t] = await db.select().from(clubClassType).where(eq(clubClassType.id, typeId));
  return t;
}

/**
 * Where `type` takes booking `b` (refused with ORDER_STEP_NOT_ALLOWED, kind `clubClasses`).
 * @throws AppError ORDER_STEP_NOT_ALLOWED
 */
export function bookingStep(b: Pick<ClassBooking, 'id' | 'state'>, type: GroupClassBookingEvent['type']): string {
  return applyOrderStep(groupClassBookingMachine, { kind: 'clubClasses', id: b.id, state: b.state, context: {} }, {
    type,
  } as GroupClassBookingEvent).value as string;
}

/** Message parameters naming a class: its type in the three languages, campus date and time. */
export async function classParams(db: Db, s: ClassSession) {
  const t = await classTypeOf(db, s.typeId);
  return {
    sessionId: s.id,
    className: t.nameCn,
    classNameEn: t.nameEn || t.nameCn,
    classNameTc: t.nameTc || t.nameCn,
    date: todayAt(s.startsAt),
    time: clockTime(s.startsAt, CAMPUS_ZONE).slice(0, 5),
  };
}

/** What a class message tells (the `context` of message kind `clubClass`). */
export type ClassNews =
  'promoted' | 'skipped' | 'cancelled' | 'minNotMet' | 'expired' | 'frozen' | 'adjusted' | 'moved';

/**
 * Tells `userId` about class `s` (message `clubClass`, its `context` picks the text; `why`: a refusal's key;
 * `extra`: more params, e.g. `wasDate`/`wasTime` of a class moved).
 */
export async function tell(
  db: Db,
  userId: number,
  s: ClassSession,
  context: ClassNews,
  why = '',
  extra: Record<string, string> = {},
): Promise<void> {
  await notify(db, userId, 'clubClass', { context, ...(await classParams(db, s)), why, ...extra });
}

/** The member's organisation (the data scope's column of bookings and waitlist entries). */
async function orgOf(db: Db, userId: number): Promise<number | null> {
  const [u] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.id, userId));
  return u?.orgId ?? null;
}

/**
 * Refuses a booking beyond the type's per-member limits (bookings that hold a place or kept their
 * use, of the same type, on the class's campus date / ISO week). Call under the member's lock.
 * @throws AppError CLASS_DAY_LIMIT, CLASS_WEEK_LIMIT ({limit})
 */
async function checkLimits(db: Db, userId: number, s: ClassSession, type: ClassType) {
  if (type.dayLimit === null && type.weekLimit === null) return;
  const day = todayAt(s.startsAt);
  const local = sql`(${clubClassSession.startsAt} at time zone ${CAMPUS_ZONE})::date`;
  const [row] = await db
    .select({
      day: sql<number>`count(*) filter (where ${local} = ${day}::date)::int`,
      week: sql<number>`count(*) filter (where date_trunc('week', ${local}) = date_trunc('week', ${day}::date))::int`,
    })
    .from(clubClassBooking)
    .innerJoin(clubClassSession, eq(clubClassSession.id, clubClassBooking.sessionId))
    .where(
      and(
        eq(clubClassBooking.userId, userId),
        eq(clubClassSession.typeId, type.id),
        inArray(clubClassBooking.state, COUNTED_STATES),
      ),
    );
  if (type.dayLimit !== null && row.day >= type.dayLimit)
    throw new AppError(Code.CLASS_DAY_LIMIT, { limit: type.dayLimit });
  if (type.weekLimit !== null && row.week >= type.weekLimit)
    throw new AppError(Code.CLASS_WEEK_LIMIT, { limit: type.weekLimit });
}

/**
 * Books member `userId` into class `s` (locked by the caller, scheduled, with a place free): the
 * member locked, one live booking per class, the type's limits, then one use of the paying card
 * (`takeUse` for course kind `league` at the class's start, the type's price from a stored-value
 * card) recorded as the card's `use` event linked to the booking. Nothing is written before a
 * refusal.
 * @returns the new booking's id
 * @throws AppError CLASS_ALREADY_BOOKED, CLASS_DAY_LIMIT, CLASS_WEEK_LIMIT, CARD_NONE_ADMITS
 */
export async function placeBooking(
  db: Db,
  s: ClassSession,
  userId: number,
  { actorUserId, now, source }: { actorUserId: number | null; now: Date; source: 'booking' | 'waitlist' },
): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(2530000, ${userId})`);
  const [mine] = await db
    .select({ id: clubClassBooking.id })
    .from(clubClassBooking)
    .where(
      and(
        eq(clubClassBooking.sessionId, s.id),
        eq(clubClassBooking.userId, userId),
        inArray(clubClassBooking.state, [...LIVE_STATES]),
      ),
    );
  if (mine) throw new AppError(Code.CLASS_ALREADY_BOOKED);
  const type = await classTypeOf(db, s.typeId);
  await checkLimits(db, userId, s, type);
  const result = (await db.execute(sql`select nextval('club_class_booking_id_seq')::int as id`)) as unknown as {
    rows: { id: number }[];
  };
  const id = Number(result.rows[0].id);
  const taken = await takeUse(db, {
    userId,
    usage: usageAt(s.startsAt, { sceneId: null, courseKind: 'league', priceCents: type.priceCents }),
    actorUserId,
    now,
    detail: { classSessionId: s.id, classBookingId: id },
  });
  await db.insert(clubClassBooking).values({
    id,
    sessionId: s.id,
    userId,
    orgId: await orgOf(db, userId),
    cardId: taken.card.id,
    useEventId: taken.eventId,
    state: 'booked',
    source,
    actorUserId,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/**
 * Hooks run when a booking is cancelled late or marked no-show, in that transaction, the use still
 * taken: the club's penalty rules register here (penalty.ts `penalizeClassBooking`: the rule decides
 * whether the use is forfeited or given back, the fee, the grace; docs/fitness-penalties.md).
 */
export const classPenaltyHooks: ((db: Db, booking: ClassBooking, kind: 'lateCancel' | 'noShow') => Promise<void>)[] =
  [];

/** Runs the penalty hooks (see classPenaltyHooks). */
export async function onClassPenalty(db: Db, booking: ClassBooking, kind: 'lateCancel' | 'noShow'): Promise<void> {
  for (const hook of classPenaltyHooks) await hook(db, booking, kind);
}

/**
 * Ends booking `b` (locked) by `type`: `booking.cancel` gives its use back (a `useReturn` event on
 * the card), `booking.lateCancel` keeps it and runs the penalty hooks (which may give it back by the rule).
 * @returns the booking after
 */
export async function endBooking(
  db: Db,
  b: ClassBooking,
  type: 'booking.cancel' | 'booking.lateCancel',
  { actorUserId, now, reason }: { actorUserId: number | null; now: Date; reason: string },
): Promise<ClassBooking> {
  const state = bookingStep(b, type);
  const returnEventId =
    type === 'booking.cancel' && b.useEventId
      ? await returnUse(db, b.useEventId, {
          actorUserId,
          now,
          reason: reason || 'classCancelled',
          detail: { classBookingId: b.id, classSessionId: b.sessionId },
        })
      : null;
  const [after] = await db
    .update(clubClassBooking)
    .set({ state, returnEventId, reason, actorUserId, updatedAt: now })
    .where(and(eq(clubClassBooking.id, b.id), eq(clubClassBooking.state, b.state)))
    .returning();
  if (!after) throw new AppError(Code.NOT_FOUND);
  if (type === 'booking.lateCancel') await onClassPenalty(db, after, 'lateCancel');
  return after;
}

/**
 * Gives the free places of class `s` (locked, scheduled, its waitlist still open at `now`) to the
 * waiting members in the order they joined: each whose card can pay at this moment is booked (a
 * use taken) and told `promoted`; one whose card cannot (or who is at a limit) is skipped — the
 * entry ends `skipped` with the reason, they are told why and nothing is taken.
 * @returns the ids of the bookings made
 */
export async function fillFromWaitlist(
  db: Db,
  s: ClassSession,
  { actorUserId, now }: { actorUserId: number | null; now: Date },
): Promise<number[]> {
  if (s.state !== 'scheduled' || now >= windowsOf(s).waitlistClosesAt) return [];
  let free = s.capacity - (await liveCount(db, s.id));
  const made: number[] = [];
  if (free <= 0) return made;
  const waiting = await db
    .select()
    .from(clubClassWaitlist)
    .where(and(eq(clubClassWaitlist.sessionId, s.id), eq(clubClassWaitlist.state, 'waiting')))
    .orderBy(asc(clubClassWaitlist.joinedAt), asc(clubClassWaitlist.id))
    .for('update');
  for (const entry of waiting) {
    if (free <= 0) break;
    try {
      const bookingId = await placeBooking(db, s, entry.userId, { actorUserId, now, source: 'waitlist' });
      await db
        .update(clubClassWaitlist)
        .set({ state: 'promoted', bookingId, endedAt: now })
        .where(eq(clubClassWaitlist.id, entry.id));
      await tell(db, entry.userId, s, 'promoted');
      made.push(bookingId);
      free -= 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const why = whyKey(err.code);
      await db
        .update(clubClassWaitlist)
        .set({ state: 'skipped', reason: why, endedAt: now })
        .where(eq(clubClassWaitlist.id, entry.id));
      await tell(db, entry.userId, s, 'skipped', why);
    }
  }
  return made;
}

/** The key (under `clubClasses:why.`) of a refusal that skipped a waiting member. */
function whyKey(code: number): string {
  if (code === Code.CARD_NONE_ADMITS) return 'noCard';
  if (code === Code.CLASS_DAY_LIMIT) return 'dayLimit';
  if (code === Code.CLASS_WEEK_LIMIT) return 'weekLimit';
  if (code === Code.CLASS_ALREADY_BOOKED) return 'alreadyBooked';
  return 'other';
}

/**
 * Cancels class `s` (locked, scheduled): every live booking cancelled with its use given back,
 * every waiting entry ended `cancelled`, every member told (`context`: cancelled, or minNotMet
 * when the job found too few sign-ups).
 * @returns the class after
 */
export async function cancelSession(
  db: Db,
  s: ClassSession,
  {
    actorUserId,
    now,
    reason,
    context,
  }: { actorUserId: number | null; now: Date; reason: string; context: 'cancelled' | 'minNotMet' },
): Promise<ClassSession> {
  const [after] = await db
    .update(clubClassSession)
    .set({ state: 'cancelled', cancelReason: reason, updatedAt: now })
    .where(and(eq(clubClassSession.id, s.id), eq(clubClassSession.state, 'scheduled')))
    .returning();
  if (!after) throw new AppError(Code.CLASS_NOT_SCHEDULED, { id: s.id });
  const bookings = await db
    .select()
    .from(clubClassBooking)
    .where(and(eq(clubClassBooking.sessionId, s.id), eq(clubClassBooking.state, 'booked')))
    .orderBy(asc(clubClassBooking.id))
    .for('update');
  for (const b of bookings) {
    await endBooking(db, b, 'booking.cancel', { actorUserId, now, reason: context });
    await tell(db, b.userId, s, context);
  }
  const waiting = await db
    .update(clubClassWaitlist)
    .set({ state: 'cancelled', reason: context, endedAt: now })
    .where(and(eq(clubClassWaitlist.sessionId, s.id), eq(clubClassWaitlist.state, 'waiting')))
    .returning({ userId: clubClassWaitlist.userId });
  for (const w of waiting) await tell(db, w.userId, s, context);
  return after;
}

/**
 * The freeze hook (registered in card-store.ts `cardFreezeHooks`): the member's bookings paid by
 * the frozen card of classes not yet started whose campus date lies in [from, to] are cancelled,
 * the use given back, the member told (`frozen`). The class row is not locked (the freeze holds the
 * card: see the lock order above); the freed place is given from the waitlist by the job.
 */
export async function cancelBookingsCoveredByFreeze(db: Db, freeze: CardFreeze): Promise<void> {
  const now = new Date();
  const rows = await db
    .select({ booking: clubClassBooking, session: clubClassSession })
    .from(clubClassBooking)
    .innerJoin(clubClassSession, eq(clubClassSession.id, clubClassBooking.sessionId))
    .where(
      and(
        eq(clubClassBooking.cardId, freeze.cardId),
        eq(clubClassBooking.state, 'booked'),
        eq(clubClassSession.state, 'scheduled'),
        sql`${clubClassSession.startsAt} > ${now.toISOString()}::timestamptz`,
        sql`(${clubClassSession.startsAt} at time zone ${CAMPUS_ZONE})::date between ${freeze.from}::date
          and ${freeze.to}::date`,
      ),
    )
    .orderBy(asc(clubClassBooking.id))
    .for('update', { of: clubClassBooking });
  for (const { booking, session } of rows) {
    await endBooking(db, booking, 'booking.cancel', { actorUserId: null, now, reason: 'cardFrozen' });
    await tell(db, booking.userId, session, 'frozen');
  }
}

if (!cardFreezeHooks.includes(cancelBookingsCoveredByFreeze)) cardFreezeHooks.push(cancelBookingsCoveredByFreeze);

/** The select list of a class row with its type, coach and counts. */
export const sessionColumns = {
  s: clubClassSession,
  type: { nameCn: clubClassType.nameCn, nameEn: clubClassType.nameEn, nameTc: clubClassType.nameTc },
  priceCents: clubClassType.priceCents,
  coachName: clubCoach.displayName,
  booked: sql<number>`(select count(*)::int from club_class_booking b where b.session_id = ${clubClassSession.id}
    and b.state in ('booked', 'attended', 'noShow'))`,
  waiting: sql<number>`(select count(*)::int from club_class_waitlist w where w.session_id = ${clubClassSession.id}
    and w.state = 'waiting')`,
};

/** A class query joined with its type and coach, for sessionColumns. */
export function sessionQuery(db: Db) {
  return db
    .select(sessionColumns)
    .from(clubClassSession)
    .innerJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
    .innerJoin(clubCoach, eq(clubCoach.id, clubClassSession.coachId));
}

type JoinedSession = {
  s: ClassSession;
  type: { nameCn: string; nameEn: string; nameTc: string };
  priceCents: number;
  coachName: string;
  booked: number;
  waiting: number;
};

/** A joined class as the wire shows it. */
export function toSessionRow(r: JoinedSession, lang: Lang): ClassSessionRow {
  const s = r.s;
  return {
    id: s.id,
    typeId: s.typeId,
    typeName: nameIn(lang, r.type),
    coachId: s.coachId,
    coachName: r.coachName,
    spaceId: s.spaceId,
    place: s.place,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    date: todayAt(s.startsAt),
    capacity: s.capacity,
    minSignups: s.minSignups,
    opensHours: s.opensHours,
    closesMin: s.closesMin,
    waitlistCloseMin: s.waitlistCloseMin,
    decideMin: s.decideMin,
    lateCancelMin: s.lateCancelMin,
    priceCents: r.priceCents,
    state: s.state as ClassSessionRow['state'],
    cancelReason: s.cancelReason,
    booked: Number(r.booked),
    waiting: Number(r.waiting),
    placesLeft: Math.max(0, s.capacity - Number(r.booked)),
  };
}

/** Class `id` as the wire shows it. */
export async function sessionRowOf(db: Db, id: number, lang: Lang): Promise<ClassSessionRow> {
  const [row] = await sessionQuery(db).where(eq(clubClassSession.id, id));
  return toSessionRow(row, lang);
}

/** A booking query joined with its class, type, coach, member and card. */
export function bookingQuery(db: Db) {
  return db
    .select({
      b: clubClassBooking,
      s: clubClassSession,
      type: { nameCn: clubClassType.nameCn, nameEn: clubClassType.nameEn, nameTc: clubClassType.nameTc },
      coachName: clubCoach.displayName,
      memberName: sysUser.name,
      cardNo: clubCard.cardNo,
    })
    .from(clubClassBooking)
    .innerJoin(clubClassSession, eq(clubClassSession.id, clubClassBooking.sessionId))
    .innerJoin(clubClassType, eq(clubClassType.id, clubClassSession.typeId))
    .innerJoin(clubCoach, eq(clubCoach.id, clubClassSession.coachId))
    .innerJoin(sysUser, eq(sysUser.id, clubClassBooking.userId))
    .leftJoin(clubCard, eq(clubCard.id, clubClassBooking.cardId));
}

/** A joined booking as the wire shows it (`lateNow`: a cancel at `now` would keep the use). */
export function toBookingRow(
  r: {
    b: ClassBooking;
    s: ClassSession;
    type: { nameCn: string; nameEn: string; nameTc: string };
    coachName: string;
    memberName: string;
    cardNo: string | null;
  },
  lang: Lang,
  now: Date,
): ClassBookingRow {
  const lateFrom = windowsOf(r.s).lateCancelFrom;
  return {
    id: r.b.id,
    sessionId: r.s.id,
    typeName: nameIn(lang, r.type),
    coachName: r.coachName,
    place: r.s.place,
    startsAt: r.s.startsAt.toISOString(),
    endsAt: r.s.endsAt.toISOString(),
    sessionState: r.s.state as ClassBookingRow['sessionState'],
    userId: r.b.userId,
    memberName: r.memberName,
    cardId: r.b.cardId,
    cardNo: r.cardNo,
    state: r.b.state as ClassBookingRow['state'],
    source: r.b.source as ClassBookingRow['source'],
    reason: r.b.reason,
    lateNow: now >= lateFrom,
    lateCancelFrom: lateFrom.toISOString(),
    createdAt: r.b.createdAt.toISOString(),
  };
}

/** Booking `id` as the wire shows it. */
export async function bookingRowOf(db: Db, id: number, lang: Lang, now: Date): Promise<ClassBookingRow> {
  const [row] = await bookingQuery(db).where(eq(clubClassBooking.id, id));
  return toBookingRow(row, lang, now);
}
