/**
 * Handlers of platform/contracts/audit.contract.ts (spec §2 /audit): the list of
 * bookings to review and their approval or rejection through the reservation statechart.
 * Both see only the bookings of users in the caller's data scope; a booking
 * outside it is answered as not found. Nobody decides their own request unless the
 * runtime setting `selfApproval` allows it (separation of duties). A booking that has an
 * approval process (a form rule applied) shows it, and is decided there, not here.
 */
import { and, eq, gte, ilike, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { AuditRow } from '../../../platform/contracts/audit.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { containing } from '../../db/paging';
import { placeNameLike } from '../../db/place-name';
import { reservation, site, sysUser } from '../../db/schema/index';
import { promoteSites } from '../waitlist/waitlist.service';
import * as auditContracts from '../../../platform/contracts/audit.contract';
import { implement, type SignedInContext } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { scopeCondition } from '../org/data-scope';
import { addDays, localInstant, toWireTime } from '../reserve/campus-time';
import { applyReservationEvent } from '../reserve/reservation-lifecycle';
import { notifyBookings } from '../message/message.service';
import { bookingProcesses, lockForAudit, markAudited, pageAudit, type AuditView } from './audit.queries';
import { operationSummary } from '../../plugins/operation-summary';

/** Time zone of the date filters (DESIGN.md §6 default, as /reserveManage). */
const AUDIT_TIME_ZONE = 'Asia/Shanghai';

/**
 * A listed booking on the wire, times in its campus's zone, the scene in the caller's language, with its
 * approval process if any.
 */
function auditRowOut(row: AuditView, lang: Lang, process: AuditRow['process']): AuditRow {
  const tz = row.timeZone;
  return {
    id: row.id,
    siteId: row.siteId,
    siteName: row.siteName,
    sceneName: byLang(lang, row.scene.nameCn, row.scene.nameEn, row.scene.nameTc),
    campusName: row.campusName,
    timeZone: tz,
    start: toWireTime(row.startAt, tz),
    end: toWireTime(row.endAt, tz),
    status: row.status,
    userId: row.userId,
    userName: row.userName,
    account: row.account,
    createdAt: toWireTime(row.createdAt, tz),
    subject: row.subject,
    phone: row.phone,
    remark: row.remark,
    auditedByName: row.auditedByName,
    auditedAt: row.auditedAt ? toWireTime(row.auditedAt, tz) : null,
    auditRemark: row.auditRemark,
    process,
  };
}

/**
 * Applies `audit.approve` or `audit.reject` to every booking of `ids`, or to none, and
 * stores the reviewer, time and remark; each booker gets the message bookingApproved or
 * bookingRejected (with the remark as the reason) in the same transaction.
 * @returns how many were reviewed
 * @throws AppError RESERVATION_NOT_FOUND for an unknown id or one outside the caller's
 *   data scope; SELF_APPROVAL for the caller's own booking while the setting
 *   `selfApproval` is off; ACTION_NOT_ALLOWED for the first (lowest id) booking that has an approval
 *   process (context `process`, with `processId`: it is decided there), else the first the machine refuses
 */
async function review(
  ctx: SignedInContext,
  ids: number[],
  decision: 'approve' | 'reject',
  remark: string | null,
): Promise<number> {
  const me = ctx.principal;
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await lockForAudit(ctx.db, unique, await scopeCondition(ctx.db, me, { userId: reservation.userId }));
  const event = { type: decision === 'approve' ? 'audit.approve' : 'audit.reject', now: ctx.now.getTime() } as const;
  const found = unique.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new AppError(Code.RESERVATION_NOT_FOUND, { id });
    return row;
  });
  const processes = await bookingProcesses(ctx.db, unique, ctx.lang);
  const governed = found.find((row) => processes.has(row.id));
  if (governed) {
    const processId = processes.get(governed.id)!.id;
    const action = decision;
    throw new AppError(
      Code.ACTION_NOT_ALLOWED,
      { id: governed.id, state: governed.status, action, context: 'process', processId },
      { id: governed.id, status: governed.status, action, context: 'process', processId },
    );
  }
  // Separation of duties: one's own request is decided by someone else unless the setting allows it.
  const own = found.find((row) => row.userId === me.userId);
  if (own && !ctx.settings.selfApproval) throw new AppError(Code.SELF_APPROVAL, { id: own.id });
  const steps = found.map((row) => ({ row, step: applyReservationEvent(row, event) }));
  const status = decision === 'approve' ? 'approved' : 'rejected';
  await markAudited(ctx.db, unique, { status, auditorId: me.userId, remark, now: ctx.now });
  if (decision === 'approve') await notifyBookings(ctx.db, unique, 'bookingApproved');
  else {
    await notifyBookings(ctx.db, unique, 'bookingRejected', { reason: remark ?? '' });
    // A rejection frees the slots: the first in line of their waitlists may get them.
    ctx.afterwards((db) =>
      promoteSites(
        db,
        steps.map(({ row }) => row.siteId),
        ctx.now,
      ),
    );
  }
  ctx.audit({
    summary: operationSummary(decision === 'approve' ? 'bookingsApproved' : 'bookingsRejected', {
      count: unique.length,
    }),
    before: steps.map(({ row }) => ({ id: row.id, status: row.status })),
    after: steps.map(({ row, step }) => ({ id: row.id, status: step.status, auditRemark: remark })),
  });
  return unique.length;
}

/** Registrations of the audit module. */
export const auditHandlers = implement(auditContracts, {
  auditPage: async (input, ctx) => {
    const filters: (SQL | undefined)[] = [
      // bookings awaiting review, and those reviewed already
      or(eq(reservation.status, 'pendingAudit'), isNotNull(reservation.auditedAt)),
      input.keyword
        ? or(
            ilike(sysUser.account, containing(input.keyword)),
            ilike(sysUser.name, containing(input.keyword)),
            placeNameLike(site, containing(input.keyword)),
            ilike(reservation.subject, containing(input.keyword)),
          )
        : undefined,
      input.sceneId ? eq(site.sceneId, input.sceneId) : undefined,
      input.status ? eq(reservation.status, input.status) : undefined,
      input.dateFrom ? gte(reservation.startAt, localInstant(input.dateFrom, 0, AUDIT_TIME_ZONE)) : undefined,
      input.dateTo ? lt(reservation.startAt, localInstant(addDays(input.dateTo, 1), 0, AUDIT_TIME_ZONE)) : undefined,
      await scopeCondition(ctx.db, ctx.principal, { userId: reservation.userId, orgId: sysUser.orgId }),
    ];
    const { rows, total } = await pageAudit(ctx.db, and(...filters), input.pageNo, input.pageSize, ctx.lang);
    const processes = await bookingProcesses(
      ctx.db,
      rows.map((r) => r.id),
      ctx.lang,
    );
    return {
      rows: rows.map((r) => auditRowOut(r, ctx.lang, processes.get(r.id) ?? null)),
      total,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    };
  },

  auditApprove: async (input, ctx) => ({ approved: await review(ctx, input.ids, 'approve', input.remark || null) }),

  auditReject: async (input, ctx) => ({ rejected: await review(ctx, input.ids, 'reject', input.remark) }),
});
