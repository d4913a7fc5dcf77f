/**
 * A member's own leave (freeze) requests of membership cards (platform/contracts/card-leave.contract.ts,
 * docs/fitness.md "A member's leave request"). Terminal calls act on the caller's own cards only:
 * the card's row is read under `user_id = caller` (another's card or request is NOT_FOUND).
 *
 * - The request is checked by the type's leave rules as the staff's leave is (./leave.ts); a type
 *   charging a fee sends the member to the desk (CARD_LEAVE_FEE_AT_DESK: the terminal takes no
 *   payment).
 * - Without `approvalRequired` the card is frozen at once, as the staff's leave freezes it.
 * - With it, a `leaveRequest` event records the request (the card unchanged) and a workflow
 *   process of business type CARD_LEAVE starts, its business key the event's id, on the form the
 *   business dictionary {@link LEAVE_FORM_DICT} binds to `CARD_LEAVE` (seed: one approver node,
 *   the role `approver`, OR_SIGN). One request per card may be pending (CARD_LEAVE_PENDING).
 * - The process's end ({@link applyLeaveEnd}, run in the deciding transaction): approved → the card
 *   is frozen, never back-dated: a leave approved after its first day starts on the approval day,
 *   for the same number of days (its end moves by them); the rules are checked again then (a
 *   card refunded or put on leave by the staff meanwhile refuses the approval, which changes
 *   nothing: the approver rejects instead). Rejected → a `leaveReject` event, the card unchanged;
 *   the engine tells the member (processEnded, server/modules/workflow/process-messages.ts).
 *   Withdrawn → a `leaveWithdraw` event.
 * - Lock order: the process's row, then the card's (the approval); a request locks the card
 *   only, a withdrawal the process only — no cycle.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as contracts from '../../../platform/contracts/card-leave.contract';
import type { LeaveRequestRow, LeaveRequestStatus } from '../../../platform/contracts/card-leave.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { clubCard, clubCardEvent, wfProcess } from '../../db/schema/index';
import { implement } from '../../plugins/call-handler';
import { approvalFormFor } from '../conference-approval/approval-form';
import {
  closeBusinessProcess,
  OPEN_STATUSES,
  onProcessEnd,
  startProcess,
  type ProcessEndHook,
} from '../workflow/process-engine';
import { appendEvent, cardRowOf, lockCard, nameIn, todayAt, typeOf } from './card-store';
import { checkLeave, freezeCard } from './leave';

/** The business type of a member's leave request's process. */
export const CARD_LEAVE = 'CARD_LEAVE';

/** The business dictionary binding `CARD_LEAVE` to its approval form (`CARD_LEAVE:<form definition id>`). */
export const LEAVE_FORM_DICT = 'clubApprovalForm';

/** Days from ISO date `a` to `b` inclusive. */
const daysOf = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;

const STATUS: Record<string, LeaveRequestStatus> = {
  RUNNING: 'pending',
  RETURNED: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  WITHDRAWN: 'withdrawn',
};

const closing = alias(clubCardEvent, 'closing');

/** The leave requests `where` selects (a condition over `club_card_event` and `club_card`), newest first. */
export async function leaveRequests(db: Db, where: SQL | undefined): Promise<LeaveRequestRow[]> {
  const rows = await db
    .select({
      event: clubCardEvent,
      cardNo: clubCard.cardNo,
      processId: wfProcess.id,
      status: wfProcess.status,
      comment: sql<string | null>`${closing.detail}->>'comment'`,
    })
    .from(clubCardEvent)
    .innerJoin(clubCard, eq(clubCard.id, clubCardEvent.cardId))
    .leftJoin(
      wfProcess,
      and(eq(wfProcess.businessType, CARD_LEAVE), eq(wfProcess.businessKey, sql`${clubCardEvent.id}::text`)),
    )
    .leftJoin(
      closing,
      and(
        eq(closing.cardId, clubCardEvent.cardId),
        eq(closing.kind, 'leaveReject'),
        sql`${closing.detail}->>'requestId' = ${clubCardEvent.id}::text`,
      ),
    )
    .where(and(eq(clubCardEvent.kind, 'leaveRequest'), where))
    .orderBy(desc(clubCardEvent.id));
  return rows.map((r) => ({
    id: r.event.id,
    cardId: r.event.cardId,
    cardNo: r.cardNo,
    from: r.event.fromOn as string,
    to: r.event.toOn as string,
    days: r.event.days ?? 0,
    reason: r.event.reason,
    status: STATUS[r.status ?? 'WITHDRAWN'] ?? 'withdrawn',
    processId: r.processId,
    comment: r.comment,
    requestedAt: r.event.at.toISOString(),
  }));
}

/** Whether card `cardId` has a leave request whose process is still open. */
async function hasPending(db: Db, cardId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: wfProcess.id })
    .from(clubCardEvent)
    .innerJoin(
      wfProcess,
      and(eq(wfProcess.businessType, CARD_LEAVE), eq(wfProcess.businessKey, sql`${clubCardEvent.id}::text`)),
    )
    .where(
      and(
        eq(clubCardEvent.cardId, cardId),
        eq(clubCardEvent.kind, 'leaveRequest'),
        inArray(wfProcess.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * What the end of a leave request's process does to the card (see the module comment).
 * @throws AppError the leave rules' codes (./leave.ts) when an approval no longer fits the card
 */
export const applyLeaveEnd: ProcessEndHook = async (db, end) => {
  const requestId = Number(end.businessKey);
  const [request] = await db
    .select()
    .from(clubCardEvent)
    .where(and(eq(clubCardEvent.id, requestId), eq(clubCardEvent.kind, 'leaveRequest')));
  if (!request) return;
  const card = await lockCard(db, request.cardId, undefined);
  const asked = { from: request.fromOn as string, to: request.toOn as string };
  const detail = { requestId, processId: end.processId, asked };
  if (end.outcome === 'approved') {
    const type = await typeOf(db, card.typeId);
    const today = todayAt(end.now);
    // Never back-dated: approved after its first day, the leave starts on the approval day.
    const ask = { from: asked.from < today ? today : asked.from, days: request.days ?? 0, reason: request.reason };
    checkLeave(card, type, ask, today);
    await freezeCard(db, card, type, ask, { today, actorUserId: end.actorId, now: end.now, detail });
    return;
  }
  await appendEvent(db, card.id, end.outcome === 'rejected' ? 'leaveReject' : 'leaveWithdraw', card.state, {
    actorUserId: end.actorId,
    stateBefore: card.state,
    days: request.days,
    endsBefore: card.endsOn,
    endsAfter: card.endsOn,
    fromOn: asked.from,
    toOn: asked.to,
    reason: request.reason,
    detail: { ...detail, comment: end.comment },
    at: end.now,
  });
};

onProcessEnd(CARD_LEAVE, applyLeaveEnd);

export const cardLeaveHandlers = implement(contracts, {
  fitnessCardLeaveRequest: async ({ id, from, to, reason }, ctx) => {
    const me = ctx.principal.userId;
    const card = await lockCard(ctx.db, id, eq(clubCard.userId, me));
    const type = await typeOf(ctx.db, card.typeId);
    const today = todayAt(ctx.now);
    const ask = { from, days: daysOf(from, to), reason };
    checkLeave(card, type, ask, today);
    const rule = type.rules.leave;
    if (rule.feeCents > 0) throw new AppError(Code.CARD_LEAVE_FEE_AT_DESK, { fee: rule.feeCents / 100 });
    if (!rule.approvalRequired) {
      const { after } = await freezeCard(ctx.db, card, type, ask, {
        today,
        actorUserId: me,
        now: ctx.now,
        detail: { byMember: true },
      });
      ctx.audit({ before: card, after });
      return { outcome: 'frozen' as const, request: null, card: await cardRowOf(ctx.db, id, ctx.lang) };
    }
    if (await hasPending(ctx.db, card.id)) throw new AppError(Code.CARD_LEAVE_PENDING);
    const defineId = await approvalFormFor(ctx.db, CARD_LEAVE, LEAVE_FORM_DICT);
    // No approval form bound: the member cannot have it approved; the staff record the leave.
    if (defineId === null) throw new AppError(Code.CARD_RULE_FORBIDS, { action: 'leave' }, { action: 'leave' });
    const requestId = await appendEvent(ctx.db, card.id, 'leaveRequest', card.state, {
      actorUserId: me,
      stateBefore: card.state,
      days: ask.days,
      endsBefore: card.endsOn,
      endsAfter: card.endsOn,
      fromOn: from,
      toOn: to,
      reason,
      at: ctx.now,
    });
    const processId = await startProcess(
      ctx.db,
      {
        defineId,
        initiatorId: me,
        // The request as the form shows it to the approver (server/db/seed-card-leave.ts CARD_LEAVE_FORM_SCHEMA).
        formValues: {
          member: me,
          card: card.cardNo,
          cardType: nameIn(ctx.lang, type),
          period: [from, to],
          days: ask.days,
          reason,
        },
        customChoices: {},
        businessType: CARD_LEAVE,
        businessKey: String(requestId),
        checkStarter: false,
        now: ctx.now,
      },
      null,
    );
    ctx.audit({ after: { requestId, processId, cardId: card.id, from, to, reason } });
    const [request] = await leaveRequests(ctx.db, eq(clubCardEvent.id, requestId));
    return { outcome: 'pending' as const, request, card: await cardRowOf(ctx.db, id, ctx.lang) };
  },

  fitnessCardLeaveWithdraw: async ({ id }, ctx) => {
    const mine = and(eq(clubCardEvent.id, id), eq(clubCard.userId, ctx.principal.userId));
    const [request] = await leaveRequests(ctx.db, mine);
    if (!request) throw new AppError(Code.NOT_FOUND);
    if (request.status !== 'pending') throw new AppError(Code.CARD_LEAVE_NOT_PENDING);
    let closed = false;
    try {
      // Ends the process under its row's lock (an approver deciding at once queues on it).
      closed = await closeBusinessProcess(ctx.db, CARD_LEAVE, String(id), 'withdrawn', null, ctx.now);
    } catch (err) {
      if (!(err instanceof AppError && err.code === Code.PROCESS_ACTION_NOT_ALLOWED)) throw err;
    }
    if (!closed) throw new AppError(Code.CARD_LEAVE_NOT_PENDING);
    await applyLeaveEnd(ctx.db, {
      processId: request.processId as number,
      businessKey: String(id),
      outcome: 'withdrawn',
      comment: null,
      actorId: ctx.principal.userId,
      now: ctx.now,
    });
    ctx.audit({ before: request });
    const [after] = await leaveRequests(ctx.db, eq(clubCardEvent.id, id));
    return after;
  },

  fitnessCardLeaveMine: async (_input, ctx) => leaveRequests(ctx.db, eq(clubCard.userId, ctx.principal.userId)),
});
