/**
 * In-app messages and the personal calendar feed (spec §7 /resvMsg/save,
 * /api/user/updateMessageType).
 *
 * Messages are stored as a kind and its parameters (table user_message) and rendered by
 * the server in the reader's language (`messages:kind.<kind>.title|text`), so a message
 * reads in whatever language its reader uses when reading it.
 *
 * The calendar feed is a plain `GET /calendar/<token>.ics` (RFC 5545, outside /gateway,
 * no signature: calendar applications cannot sign); the token is the secret, and
 * rotating it (`calendar/reset`) revokes every copy of the old URL.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NoInput } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';

/**
 * What a message is about. Parameters (`params` of user_message) per kind:
 * - booking kinds (`bookingConfirmed`, `bookingPending`, `bookingApproved`,
 *   `waitlistPromoted`, `noShow`, `reminder`): `{ site, date, time }` — the site's name,
 *   the local date `YYYY-MM-DD` and time range `HH:mm–HH:mm` in the campus's zone;
 * - `bookingRejected`: the booking's plus `reason` (the reviewer's remark);
 * - `bookingCancelled`: the booking's plus `by` (the name of who cancelled it);
 * - `notice` (sent with /resvMsg/save): the booking's plus `by` (sender's name) and `content`;
 * - `creditDeducted`: `points`, `score` (after) and `reason` (noShow | lateCancel);
 * - `creditBarred`: `score`, `threshold`, `untilDate`, `untilTime` (campus-local);
 * - `waitlistFailed`: the booking's `{ site, date, time }` plus `reasonCode` (the code of the
 *   rule that refused it) and that refusal's own parameters;
 * - `receiptInvite` (to a participant asked for a receipt, opens /receipt?id=): the booking's plus
 *   `by` (the organiser's name);
 * - `receiptDeclined` (to the organiser): the booking's plus `name` (who declined) and `reason`;
 * - `reserveOrderCancelDeclined` (to a meeting service order's applicant, staff declined its cancel
 *   request): the booking's plus `orderNo` and `reason`;
 * - `feedbackReplied` (to a feedback's author, staff replied; /contact shows the thread): `id`
 *   (the feedback's) and `content` (the reply);
 * - `orderStepped` (to the applicant of a meeting service order, food-delivery order or meal-voucher
 *   application whose state someone else changed): `kind` (reserveOrder | foodDelivery | mealVoucher),
 *   `id`, `orderNo` and `state` (the new state, named through `<kind>:state.<state>`);
 * - `mealVoucherArrived` (to a person whose meal vouchers were distributed): `applicationId`,
 *   `applicationNo`.
 * - `clubClass` (to a member, about a group class): `context` (promoted, skipped, cancelled, minNotMet,
 *   expired, frozen, adjusted — with `fromDate`, `fromTime`, `fromCoachName`, `coachName` —, moved — with
 *   `wasDate`, `wasTime`),
 *   `sessionId`, `className` (+ `classNameEn`, `classNameTc`), `date`, `time`, and `why`
 *   (a skipped member's reason, a key under `clubClasses:why.`).
 * - `clubPrivate` (to a member, about a private session or test): `context` (coachBlocked: the coach blocked the
 *   period, the session is cancelled and its use given back; adjusted: staff moved it and / or gave it to another
 *   coach — with `fromDate`, `fromTime`, `fromCoachName`), `sessionId`, `kind`, `coachName`, `date`, `time`.
 * - `clubTraining` (to a member, about a training course session): `context` (moved — with `wasDate`, `wasTime`;
 *   cancelled; waived: a late leave's make-up token issued by staff, with `reason`), `sessionId`, `groupName`,
 *   `date`, `time` (`HH:mm–HH:mm`), `place`.
 * A `reminder` of a meeting service order's booking also carries `orderId` and `orderNo`.
 */
export const MessageKind = z.enum([
  'bookingConfirmed',
  'bookingPending',
  'bookingApproved',
  'bookingRejected',
  'bookingCancelled',
  'waitlistPromoted',
  'noShow',
  'reminder',
  'notice',
  'creditDeducted',
  'creditBarred',
  'waitlistFailed',
  'processTask',
  'processCopied',
  'processDecided',
  'processEnded',
  'processUrged',
  'processReminder',
  'processOverdue',
  'receiptInvite',
  'receiptDeclined',
  'reserveOrderCancelDeclined',
  'feedbackReplied',
  'orderStepped',
  'mealVoucherArrived',
  'clubClass',
  'clubPrivate',
  'clubTraining',
]);
export type MessageKind = z.infer<typeof MessageKind>;

/** One message as the reader sees it: title and text already in the caller's language. */
export const MessageRow = z.object({
  id: z.number().int(),
  kind: MessageKind,
  title: z.string(),
  text: z.string(),
  /** The booking it is about (opens /detail?id=), if any. */
  reservationId: z.number().int().nullable(),
  /** The approval process it is about (opens /examine?id= for a task, else /auditDetail?id=), if any. */
  processId: z.number().int().nullable(),
  /**
   * The terminal page the message opens when it has one of its own (e.g. `/conferenceDetails?id=7`,
   * `/foodDeliveryOrder`, `/mealVouchers`, `/myMealVoucher`); it takes the place of the booking's page.
   */
  link: z.string().nullable(),
  read: z.boolean(),
  /** When it was sent, in Asia/Shanghai (DESIGN.md §6 default). */
  createdAt: IsoDateTime,
});
export type MessageRow = z.infer<typeof MessageRow>;

export const messagePage = defineCall({
  method: 'GET',
  path: '/api/user/message/page',
  access: 'user',
  summary: "The caller's messages, newest first, rendered in the caller's language.",
  input: PageQuery,
  output: pageOf(MessageRow),
  errors: [],
});

export const messageUnreadCount = defineCall({
  method: 'GET',
  path: '/api/user/message/unreadCount',
  access: 'user',
  summary: "How many of the caller's messages are unread.",
  input: NoInput,
  output: z.object({ count: z.number().int().min(0) }),
  errors: [],
});

export const updateMessageType = defineCall({
  method: 'POST',
  path: '/api/user/updateMessageType',
  access: 'user',
  summary: "Marks the caller's messages read: those of `ids`, or all with `all: true`. Others' ids are ignored.",
  input: z.union([
    z.object({ ids: z.array(Id).min(1).max(500) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ]),
  output: z.object({ updated: z.number().int().min(0) }),
  errors: [],
});

export const resvMsgSave = defineCall({
  method: 'POST',
  path: '/resvMsg/save',
  access: 'resv:manage:list',
  summary: "Sends a message about a booking to its owner (back office /reserveManage), within the sender's data scope.",
  input: z.object({
    reservationId: Id,
    content: z.string().trim().min(1).max(500),
  }),
  output: z.object({ id: z.number().int() }),
  errors: [Code.RESERVATION_NOT_FOUND, Code.WORD_REFUSED],
});

/** The caller's feed address: `path` is `/calendar/<token>.ics` on the product's own origin. */
export const CalendarFeed = z.object({ path: z.string().regex(/^\/calendar\/[A-Za-z0-9_-]+\.ics$/) });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

export const calendarUrl = defineCall({
  method: 'GET',
  path: '/api/user/calendar/url',
  access: 'user',
  summary: "The caller's personal calendar feed (ICS); the secret token is created on first use.",
  input: NoInput,
  output: CalendarFeed,
  errors: [],
});

export const calendarReset = defineCall({
  method: 'POST',
  path: '/api/user/calendar/reset',
  access: 'user',
  summary: "Replaces the caller's calendar token: the old feed address stops working.",
  input: NoInput,
  output: CalendarFeed,
  errors: [],
});
