/**
 * Handlers of platform/contracts/reserve-details.contract.ts: a booking with its
 * people and their edit (details/update, person, leader), the caller's most booked sites, alternatives to a taken
 * range,
 * and the caller's booking history. The booking engine (server/modules/reserve/) is used,
 * never changed: its queries, wire mapping, visibility rules and slot grid.
 */
import { filterText } from '../word-filter/word-filter';
import { and, eq, gte, lt } from 'drizzle-orm';
import { COMMONLY_USED_DAYS, type ReservationWithPeople } from '../../../platform/contracts/reserve-details.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { reservation, reservationParticipant, site } from '../../db/schema/index';
import * as reserveDetailsContracts from '../../../platform/contracts/reserve-details.contract';
import { implement, type Principal } from '../../plugins/call-handler';
import { addDays, localInstant } from '../reserve/campus-time';
import {
  findReservation,
  lockReservations,
  pageReservations,
  type ReservationRow,
  type ReservationView,
} from '../reserve/reserve.queries';
import { reservationDetailOut, reservationOut } from '../reserve/reservation-wire';
import { mayCancel, mayCancelFor, viewScope } from '../reserve/reserve.service';
import { findSite } from '../site/site.queries';
import {
  boundsOfRule,
  listParticipants,
  replaceParticipants,
  resolveParticipants,
  type ResolvedParticipant,
} from './participants.service';
import { recommendFor } from './recommend.service';
import { syncReceipts } from '../receipt/receipt.service';
import { commonSites, historyOf, ruleIdOf } from './reserve-details.queries';

/** Time zone of the history's date filters (DESIGN.md §6 default, as the back office's list). */
const HISTORY_TIME_ZONE = 'Asia/Shanghai';

/** States in which a booking's details may still change (before it starts). */
const EDITABLE_STATUSES: readonly string[] = ['pendingAudit', 'approved'];

/** Whether `principal` may change the details of `row` at `now`: its owner, pending or booked, not started. */
function mayEdit(principal: Principal, row: { userId: number; status: string; startAt: Date }, now: Date): boolean {
  return row.userId === principal.userId && EDITABLE_STATUSES.includes(row.status) && row.startAt > now;
}

/** Booking `row` with its participants, leader, rule bounds and what the caller may do. */
async function withPeople(
  db: Db,
  principal: Principal,
  row: ReservationView,
  now: Date,
  lang: Lang,
): Promise<ReservationWithPeople> {
  const participants = await listParticipants(db, row.id);
  const bounds = await boundsOfRule(db, await ruleIdOf(db, row.id));
  return {
    ...reservationDetailOut(row, lang, mayCancelFor(principal, row.userId) && mayCancel(row, now)),
    participants,
    leader: participants.find((p) => p.isLeader) ?? null,
    participantsMin: bounds.min,
    participantsMax: bounds.max,
    editable: mayEdit(principal, row, now),
  };
}

/**
 * Locks booking `id` for a change of its details by `principal` (its owner, pending or
 * booked, not started), in the caller's transaction.
 * @throws AppError RESERVATION_NOT_FOUND (unknown or not visible), FORBIDDEN (someone
 *   else's), RESERVATION_NOT_EDITABLE (its state, or started)
 */
async function lockEditable(db: Db, principal: Principal, id: number, now: Date): Promise<ReservationRow> {
  const [locked] = await lockReservations(db, [id], await viewScope(db, principal));
  if (!locked) throw new AppError(Code.RESERVATION_NOT_FOUND, { id });
  if (locked.userId !== principal.userId) throw new AppError(Code.FORBIDDEN);
  if (!EDITABLE_STATUSES.includes(locked.status)) {
    throw new AppError(Code.RESERVATION_NOT_EDITABLE, { id: locked.id, state: locked.status });
  }
  if (locked.startAt <= now) {
    throw new AppError(Code.RESERVATION_NOT_EDITABLE, { id: locked.id, state: locked.status, context: 'started' });
  }
  return locked;
}

/** What the operation log keeps of a participant. */
function logged(p: ResolvedParticipant) {
  return { userId: p.userId, name: p.name, phone: p.phone, isLeader: p.isLeader };
}

/** Registrations of the reserve-details module. */
export const reserveDetailsHandlers = implement(reserveDetailsContracts, {
  reserveDetails: async (input, ctx) => {
    const me = ctx.principal;
    const row = await findReservation(ctx.db, input.id, ctx.lang, await viewScope(ctx.db, me));
    if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND, { id: input.id });
    return withPeople(ctx.db, me, row, ctx.now, ctx.lang);
  },

  reserveDetailsUpdate: async (input, ctx) => {
    const me = ctx.principal;
    const locked = await lockEditable(ctx.db, me, input.id, ctx.now);
    const participants = await resolveParticipants(
      ctx.db,
      me.userId,
      input.participants,
      await boundsOfRule(ctx.db, locked.ruleId),
    );
    const before = await listParticipants(ctx.db, locked.id);
    const texts = {
      subject: (await filterText(ctx.db, input.subject)) || null,
      phone: input.phone || null,
      remark: (await filterText(ctx.db, input.remark)) || null,
    };
    await ctx.db
      .update(reservation)
      .set({ ...texts, updatedAt: ctx.now })
      .where(eq(reservation.id, locked.id));
    await replaceParticipants(ctx.db, locked.id, participants);
    await syncReceipts(
      ctx.db,
      locked.id,
      participants.flatMap((p) => (p.userId === null ? [] : [p.userId])),
    );
    ctx.audit({
      before: {
        id: locked.id,
        subject: locked.subject,
        phone: locked.phone,
        remark: locked.remark,
        participants: before.map(logged),
      },
      after: { id: locked.id, ...texts, participants: participants.map(logged) },
    });
    return withPeople(ctx.db, me, (await findReservation(ctx.db, locked.id, ctx.lang))!, ctx.now, ctx.lang);
  },

  reservePerson: async (input, ctx) => {
    const me = ctx.principal;
    const row = await findReservation(ctx.db, input.id, ctx.lang, await viewScope(ctx.db, me));
    if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND, { id: input.id });
    const participants = await listParticipants(ctx.db, row.id);
    return { participants, leader: participants.find((p) => p.isLeader) ?? null };
  },

  reserveLeader: async (input, ctx) => {
    const me = ctx.principal;
    const locked = await lockEditable(ctx.db, me, input.id, ctx.now);
    const before = await listParticipants(ctx.db, locked.id);
    if (input.participantId !== null && !before.some((p) => p.id === input.participantId)) {
      throw new AppError(Code.PARTICIPANT_NOT_FOUND, { id: locked.id, participantId: input.participantId });
    }
    // Off first, then on: the partial unique index allows one leader per booking at any moment.
    await ctx.db
      .update(reservationParticipant)
      .set({ isLeader: false })
      .where(eq(reservationParticipant.reservationId, locked.id));
    if (input.participantId !== null) {
      await ctx.db
        .update(reservationParticipant)
        .set({ isLeader: true })
        .where(eq(reservationParticipant.id, input.participantId));
    }
    await ctx.db.update(reservation).set({ updatedAt: ctx.now }).where(eq(reservation.id, locked.id));
    ctx.audit({
      before: { id: locked.id, leader: before.find((p) => p.isLeader)?.id ?? null },
      after: { id: locked.id, leader: input.participantId },
    });
    return withPeople(ctx.db, me, (await findReservation(ctx.db, locked.id, ctx.lang))!, ctx.now, ctx.lang);
  },

  commonlyUsed: async (_input, ctx) => {
    const since = new Date(ctx.now.getTime() - COMMONLY_USED_DAYS * 86_400_000);
    return commonSites(ctx.db, ctx.principal.userId, since, ctx.lang);
  },

  recommend: async (input, ctx) => {
    ctx.principal;
    const found = await findSite(ctx.db, input.siteId, ctx.lang);
    if (!found) throw new AppError(Code.SITE_NOT_FOUND);
    return recommendFor(ctx.db, found, new Date(input.start), new Date(input.end), ctx.now, ctx.lang);
  },

  historyPage: async (input, ctx) => {
    const me = ctx.principal;
    const where = and(
      historyOf(me.userId, ctx.now),
      input.sceneId ? eq(site.sceneId, input.sceneId) : undefined,
      input.dateFrom ? gte(reservation.startAt, localInstant(input.dateFrom, 0, HISTORY_TIME_ZONE)) : undefined,
      input.dateTo ? lt(reservation.startAt, localInstant(addDays(input.dateTo, 1), 0, HISTORY_TIME_ZONE)) : undefined,
    );
    const { rows, total } = await pageReservations(ctx.db, where, input.pageNo, input.pageSize, ctx.lang);
    return {
      rows: rows.map((r) => reservationOut(r, ctx.lang)),
      total,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    };
  },
});
