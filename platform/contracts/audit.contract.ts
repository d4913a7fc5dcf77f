/**
 * Booking approval (spec §2 /audit): bookings of sites that need approval start
 * as `pendingAudit` and hold their slot; an approver approves (→ approved) or rejects
 * (→ rejected, which frees the slot). Each booking goes through the reservation
 * statechart (machines/reservation.machine.ts); a batch is all or nothing, refused with
 * ACTION_NOT_ALLOWED naming the first booking the machine does not accept. The list and
 * the actions see only the bookings of users in the caller's data scope.
 *
 * A booking that went through an approval process (a form rule applied, /formRule) shows
 * it; its approval and rejection belong to the process, so /audit refuses them with
 * ACTION_NOT_ALLOWED (context `process`, naming `processId`).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDate, IsoDateTime } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Reservation, ReservationStatus } from './reserve.contract';
import { ProcessStatus } from './workflow-process.contract';

/** A booking as /audit lists it: the reservation, what the booker wrote, and its review. */
export const AuditRow = Reservation.extend({
  subject: z.string().nullable(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  /** The campus's IANA time zone (times are shown in it). */
  timeZone: z.string(),
  /** Who approved or rejected it, when, and the reason given; null while pending. */
  auditedByName: z.string().nullable(),
  auditedAt: IsoDateTime.nullable(),
  auditRemark: z.string().nullable(),
  /**
   * The booking's approval process (its latest), or null: where it stands, and the approver node waiting
   * (its name in the caller's language; null unless RUNNING).
   */
  process: z.object({ id: z.number().int(), status: ProcessStatus, currentNodeName: z.string().nullable() }).nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;

export const auditPage = defineCall({
  method: 'GET',
  path: '/api/reserve/audit/page',
  access: 'resv:audit:page',
  summary:
    'Bookings awaiting approval (first, soonest first) and those already reviewed (newest first); filters ' +
    'keyword, scene, status, start-date range (Asia/Shanghai).',
  input: PageQuery.extend({
    /** Booker's account or name, site name or subject (contains, case-insensitive). */
    keyword: z.string().trim().max(64).optional(),
    sceneId: Id.optional(),
    status: ReservationStatus.optional(),
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
  }),
  output: pageOf(AuditRow),
  errors: [],
});

/** The bookings of one approval: 1–100 ids. */
const AuditIds = z.array(Id).min(1).max(100);

export const auditApprove = defineCall({
  method: 'POST',
  path: '/api/reserve/audit/approve',
  access: 'resv:audit:approve',
  idempotent: true,
  summary: 'Approve pending bookings (all or nothing); an optional remark is stored with each.',
  input: z.object({ ids: AuditIds, remark: z.string().trim().max(500).optional() }),
  output: z.object({ approved: z.number().int() }),
  errors: [Code.RESERVATION_NOT_FOUND, Code.ACTION_NOT_ALLOWED, Code.SELF_APPROVAL],
});

export const auditReject = defineCall({
  method: 'POST',
  path: '/api/reserve/audit/reject',
  access: 'resv:audit:reject',
  idempotent: true,
  summary: 'Reject pending bookings with a reason (all or nothing); their slots become free.',
  input: z.object({ ids: AuditIds, remark: z.string().trim().min(1).max(500) }),
  output: z.object({ rejected: z.number().int() }),
  errors: [Code.RESERVATION_NOT_FOUND, Code.ACTION_NOT_ALLOWED, Code.SELF_APPROVAL],
});
