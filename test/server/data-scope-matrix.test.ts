/**
 * The data-scope matrix (DESIGN.md §6 "out of scope answers exactly like not found"), built
 * from `allContracts` like the permission matrix, so a call added later must be classified:
 *
 * - SCOPED_RECORD: calls that take the id (or account) of a record belonging to a user or an
 *   organisation. Called by a caller whose scope is their own organisation (a role with data
 *   scope `org` holding every permission a call needs), on a record of a user of another
 *   organisation, the answer (HTTP status, code, message, data) equals the answer for a
 *   record that does not exist, and no table's contents change;
 * - SCOPED_LIST: calls that list or count such records: the other organisation's records
 *   never appear, and nothing changes;
 * - NOT_SCOPED: every other call, each with the reason it holds no record of another user.
 *
 * A contract in none of them (or in two) fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, type CallContract } from '../../platform/contracts/index';
import * as audit from '../../platform/contracts/audit.contract';
import * as cateringRoom from '../../platform/contracts/catering-room.contract';
import * as content from '../../platform/contracts/content.contract';
import * as conferenceDay from '../../platform/contracts/conference-day.contract';
import * as stats from '../../platform/contracts/catering-statistics.contract';
import * as checkin from '../../platform/contracts/checkin.contract';
import * as banner from '../../platform/contracts/banner.contract';
import * as material from '../../platform/contracts/material.contract';
import * as feedbackCalls from '../../platform/contracts/feedback.contract';
import * as clubPeople from '../../platform/contracts/club-people.contract';
import * as credit from '../../platform/contracts/credit.contract';
import * as fd from '../../platform/contracts/food-delivery.contract';
import * as info from '../../platform/contracts/info.contract';
import * as log from '../../platform/contracts/log.contract';
import * as message from '../../platform/contracts/message.contract';
import * as org from '../../platform/contracts/org.contract';
import * as people from '../../platform/contracts/people.contract';
import * as quota from '../../platform/contracts/quota.contract';
import * as quick from '../../platform/contracts/quick.contract';
import * as reserveOrder from '../../platform/contracts/reserve-order.contract';
import { SETTLEMENT_CALLS } from '../../platform/contracts/settlement.contract';
import * as orgSettlement from '../../platform/contracts/org-settlement.contract';
import * as receipt from '../../platform/contracts/receipt.contract';
import * as mealVoucher from '../../platform/contracts/meal-voucher.contract';
import * as card from '../../platform/contracts/membership-card.contract';
import * as cardLeave from '../../platform/contracts/card-leave.contract';
import * as pvt from '../../platform/contracts/private-session.contract';
import * as train from '../../platform/contracts/training.contract';
import * as trainRule from '../../platform/contracts/training-rule.contract';
import * as cashier from '../../platform/contracts/club-cashier.contract';
import * as clubGate from '../../platform/contracts/club-gate.contract';
import * as clubClass from '../../platform/contracts/club-class.contract';
import * as clubPenalty from '../../platform/contracts/club-penalty.contract';
import * as coachSide from '../../platform/contracts/club-coach.contract';
import * as coachMember from '../../platform/contracts/coach-member.contract';
import * as sport from '../../platform/contracts/sport-site.contract';
import * as reserve from '../../platform/contracts/reserve.contract';
import * as details from '../../platform/contracts/reserve-details.contract';
import * as shell from '../../platform/contracts/shell.contract';
import * as waitlist from '../../platform/contracts/waitlist.contract';
import { Code } from '../../platform/protocol/codes';
import { hashPassword } from '../../server/modules/auth/password.service';
import { sql, startTestServer, type CallResult, type TestServer } from './harness';
import { tableFigures } from './table-figures';

/** Tables any request writes (its nonce, its token's use, login attempts). */
const TOUCHED_BY_ANY_REQUEST = new Set(['api_nonce', 'auth_token', 'login_log']);
const PASSWORD = 'Matrix@123';
const MISSING = 987_654;
/** Marker in every text of the other organisation's records, to find them in a list. */
const VICTIM = 'mx_victim';

let server: TestServer;
let caller: string;
/** Ids of the other organisation's records (and the caller's own, `own*`). */
const f: Record<string, number> = {};
/** Check-in codes: of the victim's open booking, and of a booking since deleted. */
const codes = { victim: '', missing: '' };

const key = (c: CallContract) => `${c.method} ${c.path}`;
const inFuture = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** How a call is made on the victim's record and on a missing one, and the answer expected for both. */
interface Arrangement {
  victim: () => unknown;
  missing: () => unknown;
  /** The code both answers carry. */
  code: number;
  /** Whether a refusal-free no-op answers (code 0): its own operation-log row is then expected. */
  logged?: boolean;
  /** Text of the inputs that the message may echo (replaced before comparing). */
  echoes?: () => [string, string];
}

const byId = (
  make: (id: number) => unknown,
  record: string,
  code: number = Code.RESERVATION_NOT_FOUND,
): Arrangement => ({
  victim: () => make(f[record]),
  missing: () => make(MISSING),
  code,
});

/** Calls on one scoped record. */
const SCOPED_RECORD: Record<string, Arrangement> = {
  [key(reserve.currentDetail)]: byId((id) => ({ id }), 'booking'),
  [key(reserve.crossDetail)]: byId((id) => ({ id }), 'cross'),
  [key(reserve.cancelReserveBatch)]: byId((id) => ({ ids: [id] }), 'booking'),
  [key(reserve.extend)]: byId((id) => ({ id, end: inFuture(50) }), 'booking'),
  [key(reserve.endEarly)]: byId((id) => ({ id }), 'booking'),
  [key(reserve.unLockSite)]: { ...byId((id) => ({ id }), 'hold'), code: 0, logged: true },
  [key(details.reserveDetails)]: byId((id) => ({ id }), 'booking'),
  [key(details.reservePerson)]: byId((id) => ({ id }), 'booking'),
  [key(details.reserveDetailsUpdate)]: byId((id) => ({ id, subject: 'Changed', participants: [] }), 'booking'),
  [key(details.reserveLeader)]: byId((id) => ({ id, participantId: null }), 'booking'),
  [key(quick.copyResv)]: byId((id) => ({ id, date: inFuture(24 * 8).slice(0, 10), agreements: [] }), 'booking'),
  [key(audit.auditApprove)]: byId((id) => ({ ids: [id], remark: 'ok' }), 'booking'),
  [key(audit.auditReject)]: byId((id) => ({ ids: [id], remark: 'no' }), 'booking'),
  [key(message.resvMsgSave)]: byId((id) => ({ reservationId: id, content: 'Hello' }), 'booking'),
  [key(message.updateMessageType)]: { ...byId((id) => ({ ids: [id] }), 'message'), code: 0, logged: true },
  [key(checkin.signCode)]: byId((id) => ({ id }), 'open'),
  [key(checkin.signInfo)]: {
    victim: () => ({ code: codes.victim }),
    missing: () => ({ code: codes.missing }),
    code: Code.RESERVATION_NOT_FOUND,
  },
  [key(checkin.signIn)]: {
    victim: () => ({ code: codes.victim }),
    missing: () => ({ code: codes.missing }),
    code: Code.RESERVATION_NOT_FOUND,
  },
  [key(checkin.signCard)]: {
    victim: () => ({ account: VICTIM, siteId: f.openSite }),
    missing: () => ({ account: 'mx_nobody', siteId: f.openSite }),
    code: Code.CHECK_IN_NOTHING_OPEN,
    echoes: () => [VICTIM, 'mx_nobody'],
  },
  [key(credit.creditAdjust)]: byId((userId) => ({ userId, delta: 5, remark: 'r' }), 'user', Code.USER_NOT_FOUND),
  [key(credit.creditRecordPage)]: byId((userId) => ({ userId }), 'user', Code.USER_NOT_FOUND),
  [key(credit.breachLift)]: byId((id) => ({ id }), 'breach', Code.NOT_FOUND),
  [key(quota.quotaOverrideSave)]: byId(
    (userId) => ({ ruleId: f.userRule, userId, orgId: null, amount: 3 }),
    'user',
    Code.USER_NOT_FOUND,
  ),
  [key(quota.quotaOverrideDelete)]: byId((id) => ({ ids: [id] }), 'override', Code.NOT_FOUND),
  // Feedback (/feedback): the victim's item, for staff whose scope is another organisation.
  [key(feedbackCalls.feedbackDetail)]: byId((id) => ({ id }), 'feedback', Code.NOT_FOUND),
  [key(feedbackCalls.feedbackReply)]: byId((id) => ({ id, content: 'Seen' }), 'feedback', Code.NOT_FOUND),
  [key(feedbackCalls.feedbackClose)]: byId((id) => ({ id }), 'feedback', Code.NOT_FOUND),
  [key(org.userDetail)]: byId((id) => ({ id }), 'user', Code.NOT_FOUND),
  [key(org.userOwnRole)]: byId((id) => ({ id }), 'user', Code.NOT_FOUND),
  [key(org.userEdit)]: byId((id) => ({ id, name: 'Renamed', orgId: f.callerOrg, status: 0 }), 'user', Code.NOT_FOUND),
  [key(org.userDelete)]: byId((id) => ({ ids: [id] }), 'user', Code.NOT_FOUND),
  [key(org.userChangeStatus)]: byId((id) => ({ id, status: 1 }), 'user', Code.NOT_FOUND),
  [key(org.userResetPwd)]: byId((id) => ({ id, newPassword: 'x', repeatPassword: 'x' }), 'user', Code.NOT_FOUND),
  [key(org.userGrantRole)]: byId((id) => ({ id, roleIds: [] }), 'user', Code.NOT_FOUND),
  [key(org.orgEdit)]: byId(
    (id) => ({ id, name: 'Renamed', code: 'mx_renamed', parentId: null, sort: 0, status: 0 }),
    'org',
    Code.NOT_FOUND,
  ),
  [key(org.orgDelete)]: byId((id) => ({ id }), 'org', Code.NOT_FOUND),
  [key(org.orgAdd)]: {
    ...byId((parentId) => ({ parentId, name: 'Below', code: 'mx_below' }), 'org', Code.BAD_REQUEST),
    echoes: () => [String(f.org), String(MISSING)],
  },
  [key(people.favoriteGroupsEdit)]: byId((id) => ({ id, name: 'Renamed' }), 'group', Code.FAVORITE_GROUP_NOT_FOUND),
  [key(people.favoriteGroupsDelete)]: byId((id) => ({ id }), 'group', Code.FAVORITE_GROUP_NOT_FOUND),
  [key(people.favoriteGroupMember)]: byId((groupId) => ({ groupId }), 'group', Code.FAVORITE_GROUP_NOT_FOUND),
  [key(people.favoriteMemberSave)]: byId(
    (groupId) => ({ groupId, userId: f.callerId }),
    'group',
    Code.FAVORITE_GROUP_NOT_FOUND,
  ),
  [key(people.favoriteMemberDelete)]: byId(
    (groupId) => ({ groupId, userId: f.callerId }),
    'group',
    Code.FAVORITE_GROUP_NOT_FOUND,
  ),
  [key(people.favoriteImportMember)]: byId(
    (groupId) => ({ groupId, accounts: ['admin'] }),
    'group',
    Code.FAVORITE_GROUP_NOT_FOUND,
  ),
  [key(waitlist.waitlistLeave)]: byId((id) => ({ id }), 'entry', Code.WAITLIST_NOT_FOUND),
  [key(receipt.getReceiptInfo)]: byId((id) => ({ id }), 'booking'),
  [key(receipt.receiptDetails)]: byId((id) => ({ id }), 'booking', Code.RECEIPT_NOT_INVITED),
  [key(receipt.receiptAgree)]: byId((id) => ({ id, attend: true }), 'booking', Code.RECEIPT_NOT_INVITED),
  [key(mealVoucher.mealVoucherDetail)]: byId((id) => ({ id }), 'mvApp', Code.NOT_FOUND),
  [key(mealVoucher.mealVoucherEdit)]: byId(
    (id) => ({
      id,
      customerId: f.mvCustomer,
      validFrom: '2030-01-01',
      validTo: '2030-01-02',
      persons: [{ userId: f.callerId, ticketTypeId: f.mvTicketType, quantityPerDay: 1 }],
    }),
    'mvApp',
    Code.NOT_FOUND,
  ),
  [key(mealVoucher.mealVoucherCancel)]: byId((id) => ({ id }), 'mvApp', Code.NOT_FOUND),
  // A voucher is its holder's own (the person's account), whatever the caller's scope.
  [key(mealVoucher.mealVoucherMyVoucherDetail)]: byId((id) => ({ id }), 'mvVoucher', Code.NOT_FOUND),
  [key(mealVoucher.mealVoucherAudit)]: byId((id) => ({ id, approve: true }), 'mvApp', Code.NOT_FOUND),
  [key(mealVoucher.mealVoucherFinanceAudit)]: byId((id) => ({ id, approve: true }), 'mvApp', Code.NOT_FOUND),
  [key(mealVoucher.mealVoucherLifeScienceAudit)]: byId((id) => ({ id, approve: true }), 'mvApp', Code.NOT_FOUND),
  [key(mealVoucher.mealVoucherConfirm)]: byId((id) => ({ id }), 'mvApp', Code.NOT_FOUND),
  [key(mealVoucher.mealVoucherRetryDistribution)]: byId((id) => ({ id }), 'mvApp', Code.NOT_FOUND),
  // Settles only the vouchers of applications in the caller's scope: the victim's customer has none of those.
  [key(mealVoucher.mealVoucherSettlement)]: byId(
    (customerId) => ({ customerId }),
    'mvCustomer',
    Code.MEAL_VOUCHER_NOTHING_TO_SETTLE,
  ),
  [key(fd.foodDeliveryOrderDetail)]: byId((id) => ({ id }), 'fdOrder', Code.NOT_FOUND),
  [key(fd.foodDeliveryOrderEdit)]: byId(
    (id) => ({
      id,
      deliveryDate: inFuture(24 * 5).slice(0, 10),
      timeRangeId: f.fdRange,
      area: 'East Campus Admin Building',
      address: 'Room 1',
      receiverName: 'Changed',
      receiverPhone: '13800000000',
      lines: [{ merchandiseId: f.fdGoods, quantity: 20 }],
    }),
    'fdOrder',
    Code.NOT_FOUND,
  ),
  [key(fd.foodDeliveryOrderCancel)]: byId((id) => ({ id }), 'fdOrder', Code.NOT_FOUND),
  [key(fd.foodDeliveryOrderAudit)]: byId((id) => ({ id, approved: true }), 'fdOrder', Code.NOT_FOUND),
  [key(fd.foodDeliveryOrderDeliveryInProgress)]: byId((id) => ({ id }), 'fdOrder', Code.NOT_FOUND),
  [key(fd.foodDeliveryOrderDelivered)]: byId((id) => ({ id }), 'fdOrder', Code.NOT_FOUND),
  [key(fd.foodDeliveryOrderConfirm)]: byId((id) => ({ id }), 'fdOrder', Code.NOT_FOUND),
  [key(fd.foodDeliveryOrderSettlement)]: byId((id) => ({ id }), 'fdOrder', Code.NOT_FOUND),
  [key(fd.applicantInfoEdit)]: byId(
    (id) => ({ id, name: 'Changed', phone: '1', area: 'A', address: 'B', isDefault: false }),
    'fdApplicant',
    Code.NOT_FOUND,
  ),
  [key(fd.applicantInfoDelete)]: byId((id) => ({ ids: [id] }), 'fdApplicant', Code.NOT_FOUND),
  [key(reserveOrder.reserveOrderDetail)]: byId((id) => ({ id }), 'order', Code.NOT_FOUND),
  [key(reserveOrder.reserveOrderCancel)]: byId((id) => ({ id }), 'order', Code.NOT_FOUND),
  [key(reserveOrder.reserveOrderEdit)]: byId(
    (id) => ({ id, siteId: f.orderSite, start: inFuture(100), end: inFuture(101), subject: 'Changed', attendees: 3 }),
    'order',
    Code.NOT_FOUND,
  ),
  [key(reserveOrder.reserveOrderConfirmCancel)]: byId((id) => ({ id }), 'order', Code.NOT_FOUND),
  [key(reserveOrder.reserveOrderDeclineCancel)]: byId((id) => ({ id, reason: 'no' }), 'order', Code.NOT_FOUND),
  [key(reserveOrder.reserveOrderAudit)]: byId((id) => ({ id }), 'order', Code.NOT_FOUND),
  [key(reserveOrder.reserveOrderProgress)]: byId((id) => ({ id, to: 'arranged' }), 'order', Code.NOT_FOUND),
  [key(reserveOrder.reserveOrderReject)]: byId((id) => ({ id, reason: 'no' }), 'order', Code.NOT_FOUND),
  [key(reserveOrder.reserveOrderSettle)]: byId((id) => ({ id }), 'order', Code.NOT_FOUND),
  [key(reserveOrder.reserveOrderEditMerchandise)]: byId((id) => ({ id }), 'order', Code.NOT_FOUND),
  // Statements of a customer of the victim's organisation, one of each kind.
  ...Object.fromEntries(
    (['meeting', 'catering', 'summary'] as const).flatMap((kind) => {
      const calls = SETTLEMENT_CALLS[kind];
      const record = `${kind}Settlement`;
      return [
        [key(calls.detail), byId((id) => ({ id }), record, Code.NOT_FOUND)],
        [key(calls.statement), byId((id) => ({ id }), record, Code.NOT_FOUND)],
        [key(calls.confirm), byId((id) => ({ id }), record, Code.NOT_FOUND)],
        [key(calls.batchConfirm), byId((id) => ({ ids: [id] }), record, Code.NOT_FOUND)],
        [
          key(calls.invoice),
          byId(
            (id) => ({ id, invoiceNo: 'INV-MX', invoiceDate: '2030-01-31', amountCents: 2000 }),
            record,
            Code.NOT_FOUND,
          ),
        ],
      ];
    }),
  ),
  // The terminal's statements of the caller's organisation: the victim's organisation's meeting statement.
  [key(orgSettlement.orgSettlementDetail)]: byId(
    (id) => ({ kind: 'meeting', id }),
    'meetingSettlement',
    Code.NOT_FOUND,
  ),
  [key(orgSettlement.orgSettlementStatement)]: byId(
    (id) => ({ kind: 'meeting', id }),
    'meetingSettlement',
    Code.NOT_FOUND,
  ),
  [key(orgSettlement.orgSettlementConfirm)]: byId(
    (id) => ({ kind: 'meeting', id }),
    'meetingSettlement',
    Code.NOT_FOUND,
  ),
  // Membership cards: every operation on a card reads it in the caller's scope first (the member's organisation).
  [key(card.fitnessCardDetail)]: byId((id) => ({ id }), 'card', Code.NOT_FOUND),
  // The terminal's own card: another's answers like a missing one, whatever the caller's scope.
  [key(card.fitnessCardMineDetail)]: byId((id) => ({ id }), 'card', Code.NOT_FOUND),
  [key(card.fitnessCardActivate)]: byId((id) => ({ id }), 'card', Code.NOT_FOUND),
  [key(card.fitnessCardRenew)]: byId((id) => ({ id, methodId: f.payMethod }), 'card', Code.NOT_FOUND),
  [key(card.fitnessCardUpgrade)]: byId(
    (id) => ({ id, methodId: f.payMethod, typeId: f.cardType }),
    'card',
    Code.NOT_FOUND,
  ),
  [key(card.fitnessCardTransfer)]: byId(
    (id) => ({ id, methodId: f.payMethod, toUserId: f.callerId }),
    'card',
    Code.NOT_FOUND,
  ),
  [key(card.fitnessCardDelay)]: byId((id) => ({ id, methodId: f.payMethod, days: 3 }), 'card', Code.NOT_FOUND),
  [key(card.fitnessCardLeave)]: byId(
    (id) => ({ id, from: inFuture(24 * 2).slice(0, 10), days: 3, reason: 'mx', methodId: f.payMethod }),
    'card',
    Code.NOT_FOUND,
  ),
  [key(card.fitnessCardResume)]: byId((id) => ({ id }), 'card', Code.NOT_FOUND),
  [key(card.fitnessCardRefund)]: byId(
    (id) => ({ id, methodId: f.payMethod, amountCents: 100 }),
    'card',
    Code.NOT_FOUND,
  ),
  [key(card.fitnessCardCredit)]: byId(
    (id) => ({ id, methodId: f.payMethod, amountCents: 100 }),
    'card',
    Code.NOT_FOUND,
  ),
  // Selling to or recording a visit of a member outside the scope answers as for a member who does not exist.
  [key(card.fitnessCardBuy)]: {
    ...byId((userId) => ({ userId, typeId: f.cardType, methodId: f.payMethod }), 'user', Code.CARD_MEMBER_UNKNOWN),
    echoes: () => [String(f.user), String(MISSING)],
  },
  [key(card.fitnessCardUse)]: {
    ...byId((userId) => ({ userId }), 'user', Code.CARD_MEMBER_UNKNOWN),
    echoes: () => [String(f.user), String(MISSING)],
  },
  // The desk: a sale to a member outside the scope, a receipt of their ledger row.
  [key(cashier.fitnessCashierSell)]: {
    ...byId(
      (userId) => ({ userId, itemKind: 'other', description: 'x', unitCents: 100, methodId: f.payMethod }),
      'user',
      Code.CARD_MEMBER_UNKNOWN,
    ),
    echoes: () => [String(f.user), String(MISSING)],
  },
  [key(cashier.fitnessCashierReceipt)]: byId((id) => ({ id }), 'payment', Code.NOT_FOUND),
  // The refund of a desk item sold to a member outside the scope.
  [key(cashier.fitnessCashierRefund)]: byId(
    (id) => ({ id, amountCents: 100, reason: 'x' }),
    'deskSale',
    Code.NOT_FOUND,
  ),
  // A member's own leave requests: another's card or request is not found, whatever the caller's scope.
  [key(cardLeave.fitnessCardLeaveRequest)]: byId(
    (id) => ({ id, from: inFuture(24 * 2).slice(0, 10), to: inFuture(24 * 4).slice(0, 10), reason: 'illness' }),
    'card',
    Code.NOT_FOUND,
  ),
  [key(cardLeave.fitnessCardLeaveWithdraw)]: byId((id) => ({ id }), 'leaveRequest', Code.NOT_FOUND),
  // Private sessions and tests: staff act on sessions of members in scope; a member on their own only.
  [key(pvt.fitnessTeachingCancel)]: byId((id) => ({ id }), 'privateSession', Code.NOT_FOUND),
  [key(pvt.fitnessTeachingMark)]: byId((id) => ({ id, state: 'attended' }), 'privateSession', Code.NOT_FOUND),
  [key(pvt.fitnessTestRecord)]: byId((id) => ({ id, values: { weight: 70 } }), 'privateTest', Code.NOT_FOUND),
  [key(pvt.privateCancel)]: byId((id) => ({ id }), 'privateSession', Code.NOT_FOUND),
  // The coaches' side: a rating is hidden and a session adjusted within the member's scope; a member rates own ones.
  [key(coachSide.fitnessCommentHide)]: byId((id) => ({ id, reason: 'rude' }), 'rating', Code.NOT_FOUND),
  [key(coachSide.fitnessTeachingAdjust)]: byId(
    (id) => ({ id, startAt: inFuture(24 * 30), reason: 'swap' }),
    'privateSession',
    Code.NOT_FOUND,
  ),
  [key(coachSide.evaluationAdd)]: byId(
    (sourceId) => ({ kind: 'private', sourceId, trainerScore: 5, serviceScore: 5 }),
    'privateSession',
    Code.NOT_FOUND,
  ),
  [key(pvt.fitnessTeachingSlots)]: {
    ...byId((userId) => ({ userId, coachId: f.coach, date: '2030-01-07' }), 'user', Code.CARD_MEMBER_UNKNOWN),
    echoes: () => [String(f.user), String(MISSING)],
  },
  [key(pvt.fitnessTeachingAdd)]: {
    ...byId(
      (userId) => ({ userId, coachId: f.coach, startAt: '2030-01-07T10:00:00+08:00', minutes: 60 }),
      'user',
      Code.CARD_MEMBER_UNKNOWN,
    ),
    echoes: () => [String(f.user), String(MISSING)],
  },
  [key(pvt.fitnessTestMemberResults)]: {
    ...byId((userId) => ({ userId }), 'user', Code.CARD_MEMBER_UNKNOWN),
    echoes: () => [String(f.user), String(MISSING)],
  },
  // Training courses: the victim's registration, its make-up token and its group's session.
  [key(train.trainRegistrationPay)]: byId((id) => ({ id, methodId: f.payMethod }), 'trainReg', Code.NOT_FOUND),
  [key(train.trainWithdraw)]: byId((id) => ({ id }), 'trainReg', Code.NOT_FOUND),
  [key(train.trainLeave)]: byId(
    (id) => ({ registrationId: id, sessionId: f.trainSession }),
    'trainReg',
    Code.NOT_FOUND,
  ),
  [key(train.trainMakeupOptions)]: byId((id) => ({ tokenId: id }), 'trainToken', Code.NOT_FOUND),
  [key(train.trainMakeupBook)]: byId(
    (id) => ({ tokenId: id, sessionId: f.trainSession }),
    'trainToken',
    Code.NOT_FOUND,
  ),
  // Coach calls act on the caller's own coach record's groups (the caller is no coach: none).
  [key(trainRule.trainLeaveWaive)]: byId((id) => ({ id, reason: 'r' }), 'trainAttendance', Code.NOT_FOUND),
  [key(train.trainCoachDecide)]: byId((id) => ({ id, decision: 'confirm' }), 'trainReg', Code.NOT_FOUND),
  [key(train.trainCoachMakeupDecide)]: byId(
    (id) => ({ tokenId: id, decision: 'confirm' }),
    'trainToken',
    Code.NOT_FOUND,
  ),
  [key(train.trainCoachRoll)]: byId((id) => ({ sessionId: id }), 'trainSession', Code.NOT_FOUND),
  // The coach's member pages: only the members of the caller's own courses, classes and sessions.
  [key(coachMember.trainCoachMemberDetail)]: byId((userId) => ({ userId }), 'user', Code.NOT_FOUND),
  [key(coachMember.trainCoachRegistrationDetail)]: byId((id) => ({ id }), 'trainReg', Code.NOT_FOUND),
  [key(coachMember.trainCoachRegister)]: byId((userId) => ({ groupId: f.trainGroup, userId }), 'user', Code.NOT_FOUND),
  [key(coachMember.trainCoachMakeupTargets)]: byId((tokenId) => ({ tokenId }), 'trainToken', Code.NOT_FOUND),
  [key(coachMember.trainCoachMakeupReserve)]: byId(
    (tokenId) => ({ tokenId, sessionId: f.trainSession }),
    'trainToken',
    Code.NOT_FOUND,
  ),
  [key(train.trainCoachRollCall)]: byId(
    (id) => ({ sessionId: id, marks: [{ registrationId: f.trainReg, status: 'present' }] }),
    'trainSession',
    Code.NOT_FOUND,
  ),
  // The gate: another organisation's member's refused entry, internal member and user are not found.
  [key(clubGate.gateOverride)]: byId((passId) => ({ passId, reason: 'desk' }), 'gatePass', Code.NOT_FOUND),
  [key(clubGate.innerMemberDelete)]: byId((id) => ({ ids: [id] }), 'innerMember', Code.NOT_FOUND),
  [key(clubGate.innerMemberAdd)]: {
    ...byId((userId) => ({ userId, validFrom: '2030-01-01', validTo: '2030-12-31' }), 'user', Code.GATE_USER_UNKNOWN),
    echoes: () => [String(f.user), String(MISSING)],
  },
  // Group classes: a booking or waitlist entry is read in the caller's scope (staff) or as the caller's own (member).
  [key(clubClass.fitnessClassBookingCancel)]: byId((id) => ({ id }), 'classBooking', Code.NOT_FOUND),
  [key(clubClass.fitnessClassBookingMark)]: byId((id) => ({ id, outcome: 'attended' }), 'classBooking', Code.NOT_FOUND),
  [key(clubClass.fitnessClassCancel)]: byId((id) => ({ id }), 'classBooking', Code.NOT_FOUND),
  [key(clubClass.fitnessClassWaitlistLeave)]: byId((id) => ({ id }), 'classWait', Code.NOT_FOUND),
  // Penalties: a record of another organisation's member is not found (waive, pay).
  [key(clubPenalty.fitnessPenaltyWaive)]: byId((id) => ({ id, reason: 'desk' }), 'penalty', Code.NOT_FOUND),
  [key(clubPenalty.fitnessPenaltyPay)]: byId((id) => ({ id }), 'penalty', Code.NOT_FOUND),
  // Sport venue orders: a booking of a grouped scene's site, read in the caller's scope (the victim's: badminton).
  [key(sport.sportOrderDetail)]: byId((id) => ({ id }), 'booking'),
  // Paying a sport order at the desk: the booking of a member outside the scope is not found (nothing stored).
  [key(sport.sportOrderPay)]: byId((id) => ({ id, methodId: f.payMethod }), 'booking'),
};

/** Calls listing or counting scoped records, with the input that would show the victim's. */
const SCOPED_LIST: Record<string, () => unknown> = {
  [key(reserve.reserveManagePage)]: () => ({ pageSize: 100 }),
  [key(reserve.currentPage)]: () => ({ pageSize: 100 }),
  [key(reserve.crossPage)]: () => ({ pageSize: 100 }),
  [key(details.historyPage)]: () => ({ pageSize: 100 }),
  [key(audit.auditPage)]: () => ({ pageSize: 100 }),
  [key(shell.allocationPage)]: () => ({ pageSize: 100 }),
  [key(shell.progressCount)]: () => ({
    sysNo: 901,
    createStartTime: '2001-01-01T00:00:00Z',
    createEndTime: '2001-01-02T00:00:00Z',
  }),
  [key(checkin.signPage)]: () => ({ pageSize: 100 }),
  [key(credit.creditPage)]: () => ({ pageSize: 100 }),
  [key(credit.breachPage)]: () => ({ pageSize: 100 }),
  [key(credit.getUserCredit)]: () => ({}),
  [key(quota.quotaSubjectPage)]: () => ({ ruleId: f.userRule, pageSize: 100 }),
  [key(quota.recordQuota)]: () => ({}),
  [key(org.userPage)]: () => ({ pageSize: 100 }),
  [key(feedbackCalls.feedbackPage)]: () => ({ pageSize: 100 }),
  [key(feedbackCalls.feedbackMyPage)]: () => ({ pageSize: 100 }),
  [key(log.loginLogPage)]: () => ({ pageSize: 100 }),
  [key(log.operationLogPage)]: () => ({ pageSize: 100 }),
  [key(message.messagePage)]: () => ({ pageSize: 100 }),
  [key(message.messageUnreadCount)]: () => ({}),
  [key(people.favoriteGroupsDetails)]: () => ({}),
  [key(waitlist.waitlistPage)]: () => ({ pageSize: 100 }),
  [key(mealVoucher.mealVoucherPage)]: () => ({ pageSize: 100 }),
  [key(card.fitnessCardPage)]: () => ({ pageSize: 100 }),
  [key(card.fitnessCardEventPage)]: () => ({ pageSize: 100 }),
  [key(card.fitnessPaymentPage)]: () => ({ pageSize: 100 }),
  [key(card.fitnessCardMine)]: () => ({}),
  [key(card.fitnessCardEventMine)]: () => ({ pageSize: 100 }),
  [key(card.fitnessCardTypeMine)]: () => ({}),
  [key(card.fitnessCardChoose)]: () => ({}),
  [key(cardLeave.fitnessCardLeaveMine)]: () => ({}),
  [key(pvt.fitnessTeachingPage)]: () => ({ pageSize: 100 }),
  [key(pvt.fitnessTestPage)]: () => ({ pageSize: 100 }),
  [key(pvt.privateMine)]: () => ({ pageSize: 100 }),
  [key(pvt.privateMyResults)]: () => ({}),
  [key(coachSide.fitnessCommentPage)]: () => ({ pageSize: 100 }),
  [key(coachSide.fitnessCommentAverages)]: () => ({}),
  [key(coachSide.evaluationMine)]: () => ({}),
  [key(train.trainAttendancePage)]: () => ({ pageSize: 100 }),
  [key(train.trainRegistrationPage)]: () => ({ pageSize: 100 }),
  [key(train.trainEventPage)]: () => ({ pageSize: 100 }),
  // Counts only (group names are the club's): the victim's registration, mark and token are not counted.
  [key(train.trainStatistics)]: () => ({}),
  [key(train.trainMine)]: () => ({}),
  [key(train.trainMyEvents)]: () => ({ pageSize: 100 }),
  [key(train.trainCoachGroups)]: () => ({}),
  [key(train.trainCoachRegistrations)]: () => ({}),
  [key(train.trainCoachMakeups)]: () => ({}),
  [key(train.trainCoachLeaves)]: () => ({}),
  [key(coachMember.trainCoachMembers)]: () => ({ pageSize: 100 }),
  [key(cashier.fitnessCashierMembers)]: () => ({ keyword: VICTIM }),
  [key(cashier.fitnessLedgerPage)]: () => ({ pageSize: 100 }),
  [key(cashier.fitnessClassSalePage)]: () => ({ pageSize: 100 }),
  [key(cashier.fitnessAttendancePage)]: () => ({ pageSize: 100 }),
  // Statistics count only the records in scope (their figures name no one; the club-cashier tests check sums).
  [key(cashier.fitnessIncomeStatistics)]: () => ({
    from: inFuture(-24 * 2).slice(0, 10),
    to: inFuture(24).slice(0, 10),
  }),
  [key(cashier.fitnessClassSaleStatistics)]: () => ({
    from: inFuture(-24 * 2).slice(0, 10),
    to: inFuture(24).slice(0, 10),
  }),
  [key(cashier.fitnessAttendanceStatistics)]: () => ({
    from: inFuture(-24 * 2).slice(0, 10),
    to: inFuture(24).slice(0, 10),
  }),
  [key(clubGate.enterExitPage)]: () => ({ pageSize: 100 }),
  [key(clubGate.signLogPage)]: () => ({ pageSize: 100 }),
  [key(clubGate.innerMemberPage)]: () => ({ pageSize: 100 }),
  [key(clubClass.fitnessClassBookingPage)]: () => ({ pageSize: 100 }),
  [key(clubClass.fitnessClassMine)]: () => ({}),
  [key(clubPenalty.fitnessPenaltyPage)]: () => ({ pageSize: 100 }),
  [key(clubPenalty.fitnessPenaltyMine)]: () => ({}),
  [key(sport.sportOrderPage)]: () => ({ pageSize: 100 }),
  [key(mealVoucher.mealVoucherMyVouchers)]: () => ({ pageSize: 100 }),
  [key(mealVoucher.mealVoucherGetSettlementPage)]: () => ({ pageSize: 100 }),
  // Rooms' occupancy: a booking outside the scope still occupies its room, without subject or booker.
  [key(cateringRoom.getDynamicPage)]: () => ({
    dateFrom: inFuture(-24).slice(0, 10),
    dateTo: inFuture(24 * 5).slice(0, 10),
    pageSize: 100,
  }),
  [key(cateringRoom.getRoomReserveDynamicPage)]: () => ({ pageSize: 100 }),
  // My day: only the caller's own records, whatever their scope (the victim's order and delivery are 5 days ahead).
  [key(conferenceDay.tripDay)]: () => ({ date: inFuture(120).slice(0, 10) }),
  // The rooms' schedule: another's booking occupies its room without subject, organisation or order.
  [key(conferenceDay.roomSchedule)]: () => ({ date: inFuture(48).slice(0, 10), pageSize: 100 }),
  [key(fd.foodDeliveryOrderPage)]: () => ({ pageSize: 100 }),
  [key(fd.foodDeliveryOrderStateCount)]: () => ({}),
  [key(fd.applicantInfoPage)]: () => ({ pageSize: 100 }),
  [key(fd.applicantInfoDropdown)]: () => ({}),
  [key(reserveOrder.reserveOrderPage)]: () => ({ pageSize: 100 }),
  [key(reserveOrder.reserveOrderStatusCount)]: () => ({}),
  // Statistics count only the records in scope; the victim's voucher (of their customer) is valid on 2030-01-01.
  [key(stats.getLifeScienceStatistics)]: () => ({ from: '2030-01-01', to: '2030-01-01' }),
  [key(stats.orderingUnitStatistics)]: () => ({ from: '2030-01-01', to: '2030-01-01' }),
  [key(stats.cateringStatistics)]: () => ({ from: inFuture(-24).slice(0, 10), to: inFuture(24 * 10).slice(0, 10) }),
  [key(stats.meetStatistics)]: () => ({ from: inFuture(-24).slice(0, 10), to: inFuture(24 * 10).slice(0, 10) }),
  [key(stats.consumptionTypeStatistics)]: () => ({
    from: inFuture(-24).slice(0, 10),
    to: inFuture(24 * 10).slice(0, 10),
  }),
  ...Object.fromEntries(
    Object.values(SETTLEMENT_CALLS).flatMap((calls) => [
      [key(calls.page), () => ({ pageSize: 100 })],
      [key(calls.getTotalAmount), () => ({})],
      [key(calls.getPageCount), () => ({})],
      [key(calls.export), () => ({})],
    ]),
  ),
  [key(orgSettlement.orgSettlementPage)]: () => ({ kind: 'meeting', pageSize: 100 }),
  [key(orgSettlement.orgSettlementGetPageCount)]: () => ({ kind: 'meeting' }),
  [key(orgSettlement.orgSettlementGetTotalAmount)]: () => ({ kind: 'meeting' }),
};

/** Every other call, grouped by the reason it takes or shows no record of another user or organisation. */
const NOT_SCOPED_GROUPS: [reason: string, keys: string[]][] = [
  [
    'scene groups, site parts, sport sites, popular places, spaces and the club profile describe the venue and the ' +
      'club, not a user or an organisation (as the venue pages); the terminal reads of categories, popular places ' +
      'and the profile show no booking or booker (docs/fitness-sites.md)',
    [
      key(sport.sceneGroupPage),
      key(sport.sceneGroupSave),
      key(sport.sceneGroupDelete),
      key(sport.sportCategories),
      key(sport.sitePartPage),
      key(sport.sitePartSave),
      key(sport.sportSitePage),
      key(sport.sportSiteSave),
      key(sport.popularPlaceList),
      key(sport.popularPlaceSave),
      key(sport.popularPlaces),
      key(sport.clubSpacePage),
      key(sport.clubSpaceSave),
      key(sport.clubSpaceDelete),
      key(sport.clubProfileGet),
      key(sport.clubProfileSave),
      key(sport.clubProfile),
    ],
  ],
  [
    "coaches' availability and the test types belong to the club, not to an organisation; the terminal's free " +
      "slots and bookings act for the caller; the coach centre acts on the caller's own coach record only (a " +
      'caller who is no coach, or another coach’s session, is not found) (docs/fitness-private.md)',
    [
      key(pvt.fitnessAllocationPage),
      key(pvt.fitnessAllocationEdit),
      key(pvt.fitnessAllocationBlockAdd),
      key(pvt.fitnessAllocationBlockDelete),
      key(pvt.fitnessTestTypePage),
      key(pvt.fitnessTestTypeList),
      key(pvt.fitnessTestTypeAdd),
      key(pvt.fitnessTestTypeEdit),
      key(pvt.privateCoaches),
      key(pvt.privateSlots),
      key(pvt.privateBook),
      key(pvt.coachCentreWeek),
      key(pvt.coachCentreAvailability),
      key(pvt.coachCentreBlockAdd),
      key(pvt.coachCentreBlockDelete),
      key(pvt.coachCentreMark),
      key(pvt.coachCentreTests),
      key(pvt.coachCentreRecord),
    ],
  ],
  [
    "the coaches' pay rules, the pay log and the adjustments' log are the club's (coaches belong to no organisation; " +
      "a line names a class or session, never its member); a group class is the club's; the coach centre reads " +
      "the caller's own coach record — comments about a coach reach that coach without the member's name " +
      '(docs/fitness-coaches.md)',
    [
      key(coachSide.coachCentreToday),
      key(coachSide.coachCentreClasses),
      key(coachSide.coachCentreComments),
      key(coachSide.coachCentreAdjustments),
      key(coachSide.fitnessCoachPayRuleList),
      key(coachSide.fitnessCoachPayRuleAdd),
      key(coachSide.fitnessCoachPayRuleEdit),
      key(coachSide.fitnessCoachPayRuleDelete),
      key(coachSide.fitnessCoachLogMonth),
      key(coachSide.fitnessCoachLogExport),
      key(coachSide.fitnessClassSessionAdjust),
      key(coachSide.fitnessCoachAdjustPage),
    ],
  ],
  [
    "the club's gates, its whitelist and its settings belong to the club, not to an organisation; a turnstile's " +
      'pass is the device, signed with its own key, presenting a member: there is no caller whose scope applies ' +
      '(docs/fitness-gate.md)',
    [
      key(clubGate.gatePage),
      key(clubGate.gateAdd),
      key(clubGate.gateEdit),
      key(clubGate.gateResetKey),
      key(clubGate.gatePass),
      key(clubGate.enterWhitePage),
      key(clubGate.enterWhiteAdd),
      key(clubGate.enterWhiteEdit),
      key(clubGate.enterWhiteDelete),
      key(clubGate.fitnessConfigGet),
      key(clubGate.fitnessConfigSave),
    ],
  ],
  [
    "the club's late-cancel and no-show rules belong to the club, not to an organisation: one rule per course kind " +
      'and offence, and per class type (docs/fitness-penalties.md)',
    [
      key(clubPenalty.fitnessPenaltyRules),
      key(clubPenalty.fitnessPenaltyRuleSave),
      key(clubPenalty.fitnessPenaltyRuleDelete),
    ],
  ],
  [
    "the fitness club's coaches and tags belong to the club, not to an organisation: every administrator of the " +
      'club manages all of them, and members see the enabled coaches (docs/fitness-people.md)',
    [
      key(clubPeople.clubTagPage),
      key(clubPeople.clubTagList),
      key(clubPeople.clubTagAdd),
      key(clubPeople.clubTagEdit),
      key(clubPeople.clubTagDelete),
      key(clubPeople.clubCoachPage),
      key(clubPeople.clubCoachAdd),
      key(clubPeople.clubCoachEdit),
      key(clubPeople.clubCoachChangeStatus),
      key(clubPeople.clubCoachList),
      key(clubPeople.clubCoachDetail),
    ],
  ],
  [
    "the training courses' types, groups, sessions and late leave rules belong to the club, not to an organisation " +
      '(as its coaches); ' +
      "registering creates the caller's own registration, and a group's view shows the caller's own one only",
    [
      key(train.trainTypePage),
      key(train.trainTypeAdd),
      key(train.trainTypeEdit),
      key(train.trainTypeList),
      key(train.trainGroupPage),
      key(train.trainGroupDetail),
      key(train.trainGroupAdd),
      key(train.trainGroupEdit),
      key(train.trainGroupDelete),
      key(train.trainSessionSave),
      key(train.trainSessionDelete),
      key(trainRule.trainRuleList),
      key(trainRule.trainRuleSave),
      key(trainRule.trainRuleDelete),
      key(train.trainAllocate),
      key(train.trainGroupOpen),
      key(train.trainGroupView),
      key(train.trainRegister),
    ],
  ],
  [
    "the fitness club's card types and payment methods are configuration shared by every member, no user's records",
    [
      key(card.fitnessCardTypePage),
      key(card.fitnessCardTypeAdd),
      key(card.fitnessCardTypeEdit),
      key(card.fitnessCardTypeOnSale),
      key(card.fitnessPayMethodPage),
      key(card.fitnessPayMethodAdd),
      key(card.fitnessPayMethodEdit),
    ],
  ],
  [
    "the club's daily close is one per business day for the whole desk (its figures are sums per payment method, " +
      "naming no member); the payment provider's callback names an order by its signed number, no caller's record " +
      '(docs/fitness-cashier.md)',
    [
      key(cashier.fitnessDayClosePreview),
      key(cashier.fitnessDayCloseClose),
      key(cashier.fitnessDayClosePage),
      key(cashier.fitnessPayCallback),
    ],
  ],
  [
    "the fitness club's class types, weekly plan, spaces and scheduled classes belong to the club, not to an " +
      'organisation ' +
      '(staff schedule ' +
      "and cancel them for every member); booking, joining a waitlist, the week and a class's detail act for the " +
      'caller only (docs/fitness-classes.md)',
    [
      key(clubClass.fitnessClassTypePage),
      key(clubClass.fitnessClassTypeAdd),
      key(clubClass.fitnessClassTypeEdit),
      key(clubClass.fitnessClassSessionPage),
      key(clubClass.fitnessClassOpenPage),
      key(clubClass.fitnessClassSessionAdd),
      key(clubClass.fitnessClassSessionEdit),
      key(clubClass.fitnessClassSessionCancel),
      key(clubClass.fitnessClassPlanPage),
      key(clubClass.fitnessClassPlanAdd),
      key(clubClass.fitnessClassPlanEdit),
      key(clubClass.fitnessClassPlanGenerate),
      key(clubClass.fitnessClassSpaceOptions),
      key(clubClass.fitnessClassWeek),
      key(clubClass.fitnessClassDetail),
      key(clubClass.fitnessClassBook),
      key(clubClass.fitnessClassWaitlistJoin),
    ],
  ],
  [
    "the media library and the terminal's banners are site content shared by everyone, no user's records " +
      '(a material names its uploader only)',
    (Object.values({ ...material, ...banner }) as unknown[])
      .filter((v): v is CallContract => typeof v === 'object' && v !== null && 'path' in v && 'access' in v)
      .map(key),
  ],
  [
    "sensitive words are configuration; new feedback is the caller's own; languages, the contact information and " +
      "the caller's own applications and organisation chain hold no record of another user",
    [
      key(feedbackCalls.wordPage),
      key(feedbackCalls.wordAdd),
      key(feedbackCalls.wordEdit),
      key(feedbackCalls.wordDelete),
      key(feedbackCalls.wordImport),
      key(feedbackCalls.feedbackAdd),
      key(info.lanList),
      key(info.terminalAppList),
      key(info.userDataParent),
      key(info.contactInfo),
      key(info.contactSettings),
      key(info.contactSettingsEdit),
    ],
  ],
  [
    "the site pages' filters and site list are venue configuration (enabled sites, today's free slot counts), " +
      'no record of a user',
    ['GET /api/site/siteType', 'GET /api/site/choose'],
  ],
  [
    "the caller's own profile and third-party binding: every statement is keyed by the caller's id (or, when " +
      'signing in with a bound account, by the state the server stored), no other user can be named',
    [
      'POST /api/user/updateUserInfo',
      'GET /api/bind/provider',
      'GET /api/bind/info',
      'GET /api/bind/url',
      'GET /api/bind/loginUrl',
      'POST /api/bind/callback',
      'POST /api/bind/login',
      'POST /api/bind/unbind',
    ],
  ],
  [
    'the billing rule of late cancellations and no-shows is configuration, no record of a user',
    ['GET /mc/ruleCatering/detail', 'POST /mc/ruleCatering/edit'],
  ],
  [
    'rooms and their locks are venue configuration: free rooms answer rooms only (a snapshot of the booking ' +
      'engine), and a lock belongs to the room, not to a user',
    [
      key(cateringRoom.getAvailable),
      key(cateringRoom.lock),
      key(cateringRoom.unlock),
      key(cateringRoom.getLockRoomPage),
    ],
  ],
  [
    "food delivery: a new order is the caller's own; order rules are configuration, no user's records",
    [
      'POST /mc/foodDeliveryOrder/add',
      'POST /mc/applicantInfo/add',
      'GET /mc/orderRule/page',
      'GET /mc/orderRule/detail',
      'POST /mc/orderRule/add',
      'POST /mc/orderRule/edit',
      'POST /mc/orderRule/delete',
      'GET /mc/orderRule/current',
    ],
  ],
  [
    "sign-in, session and the caller's own account, tabs, menus and calendar feed (always the caller's own)",
    [
      'GET /system/login/enableValidCode',
      'GET /system/login/getLoginUser',
      'POST /system/login/accessToken',
      'GET /system/login/captcha',
      'POST /system/login/logout',
      'POST /system/login/refreshToken',
      'POST /system/user/updatePwd',
      'POST /system/org/user/updatePwd',
      'GET /cas/address',
      'GET /cas/address/list',
      'POST /cas/logout',
      'POST /cas/token',
      'GET /system/app/list',
      'GET /system/app/page',
      'POST /system/menu/change',
      'GET /system/menu/appMenus',
      'POST /system/permission/menu/change',
      'POST /api/user/calendar/reset',
      'GET /api/user/calendar/url',
      'GET /api/reserve/system/config',
    ],
  ],
  [
    "booking as oneself: the new booking, hold or waitlist entry is the caller's; slots show no owner",
    [
      'POST /api/reserve/addReserve',
      'POST /api/reserve/lockSite',
      'GET /api/reserve/current/period',
      'GET /api/reserve/scene/period',
      'GET /api/reserve/scene/summary',
      'GET /api/reserve/getLockConfig',
      'GET /api/reserve/rule',
      'GET /api/reserve/quick/cross',
      'GET /api/reserve/quick/current',
      'POST /api/reserve/quick/period',
      'POST /api/reserve/waitlist/join',
      'GET /api/reserve/recommend',
      'GET /api/reserve/commonlyUsed',
      'POST /user/favorite/groups/save',
      'GET /api/user/getSceneCredit',
      'GET /receipt/reserve/getReceiptBehavior',
    ],
  ],
  [
    "the participant picker's directory: names and accounts of active users (no scoped record, spec §7 userSearch)",
    ['GET /api/org/userSearch'],
  ],
  [
    "meeting service orders: a new order is the caller's own; the business dictionaries hold no user's record",
    [
      'POST /mc/reserveOrder/add',
      'GET /mc/reserveOrder/getTableTypes',
      'GET /mc/reserveOrder/getVideoLines',
      'GET /mc/reserveOrder/getDiningTypeCodes',
    ],
  ],
  [
    'administrator accounts: only holders of system:admin:*, for every organisation (/admin)',
    [
      'POST /system/org/user/addAdmin',
      'GET /system/org/user/admin/page',
      'POST /system/org/user/deleteAdmin',
      'POST /system/org/user/editAdmin',
    ],
  ],
  [
    'creates users: the organisation must be inside the scope (FORBIDDEN, data-scope.test.ts); the ' +
      'directory sync places users by the upstream system',
    ['POST /system/org/user/add', 'POST /system/org/user/syncUser'],
  ],
  ['the organisation tree is shown to every user to pick from (names only)', ['GET /system/org/tree']],
  [
    'meal vouchers: a new application is the caller’s own; ticket types are a catalogue; the import checks a file ' +
      'and stores nothing (it tells only whether an account exists, like the directory); a write-off is made by the ' +
      'counter for whoever shows a voucher signed by the server — the signed code is the credential ' +
      '(spec §7 mealVoucher)',
    [
      'POST /mc/mealVoucher/add',
      'GET /mc/mealVoucher/getTicketTypes',
      'POST /mc/mealVoucher/importMealVoucherUser',
      'POST /mc/mealVoucher/writeOff',
    ],
  ],
  [
    "settings, catalogues, rules and roles of the whole site: no user's or organisation's record",
    [
      'GET /api/site/scene/list',
      'GET /api/site/scene/detail',
      'GET /system/position/page',
      'GET /system/position/list',
      'POST /system/position/add',
      'POST /system/position/edit',
      'POST /system/position/delete',
      'GET /system/ident/page',
      'GET /system/ident/list',
      'POST /system/ident/add',
      'POST /system/ident/edit',
      'POST /system/ident/delete',
      'GET /system/permission/role/page',
      'GET /system/permission/role/ownMenu',
      'GET /system/permission/role/dropDown',
      'POST /system/permission/role/add',
      'POST /system/permission/role/edit',
      'POST /system/permission/role/delete',
      'POST /system/permission/role/grantMenu',
      'POST /system/permission/role/roleDataForGrant',
      'POST /system/permission/role/grantData',
      'GET /system/permission/app/list',
      'GET /system/permission/app/page',
      'POST /system/permission/app/add',
      'POST /system/permission/app/edit',
      'POST /system/permission/app/delete',
      'POST /system/permission/app/changeStatus',
      'POST /system/permission/app/setAsDefault',
      'POST /system/permission/app/copy',
      'POST /system/permission/app/updateAppFromAppBase',
      'GET /system/permission/menu/list',
      'GET /system/permission/menu/detail',
      'GET /system/permission/menu/tree',
      'GET /system/permission/menu/treeForGrant',
      'POST /system/permission/menu/add',
      'POST /system/permission/menu/edit',
      'POST /system/permission/menu/delete',
      'POST /system/permission/menu/updateMenuFromMenuBase',
      'GET /system/dict/type/page',
      'POST /system/dict/type/add',
      'POST /system/dict/type/edit',
      'POST /system/dict/type/delete',
      'GET /system/dict/item/list',
      'POST /system/dict/item/add',
      'POST /system/dict/item/edit',
      'POST /system/dict/item/delete',
      'GET /business/dict/type/page',
      'POST /business/dict/type/add',
      'POST /business/dict/type/edit',
      'POST /business/dict/type/delete',
      'GET /business/dict/item/list',
      'POST /business/dict/item/add',
      'POST /business/dict/item/edit',
      'POST /business/dict/item/delete',
      'GET /system/dict/items',
      'GET /system/config/page',
      'POST /system/config/edit',
      'GET /system/language/page',
      'POST /system/language/add',
      'POST /system/language/edit',
      'POST /system/language/delete',
      'GET /system/language/overrides',
      'GET /system/flexibleMenu/page',
      'POST /system/flexibleMenu/add',
      'POST /system/flexibleMenu/edit',
      'POST /system/flexibleMenu/delete',
      'GET /system/flexibleMenu/list',
      'GET /resv/campus/page',
      'GET /resv/campus/list',
      'POST /resv/campus/add',
      'POST /resv/campus/edit',
      'POST /resv/campus/delete',
      'GET /resv/building/page',
      'GET /resv/building/list',
      'POST /resv/building/add',
      'POST /resv/building/edit',
      'POST /resv/building/delete',
      'GET /resv/floor/page',
      'GET /resv/floor/list',
      'POST /resv/floor/add',
      'POST /resv/floor/edit',
      'POST /resv/floor/delete',
      'GET /resv/scene/page',
      'GET /resv/scene/list',
      'POST /resv/scene/add',
      'POST /resv/scene/edit',
      'POST /resv/scene/delete',
      'GET /resv/site/page',
      'GET /resv/site/detail',
      'POST /resv/site/add',
      'POST /resv/site/edit',
      'POST /resv/site/changeStatus',
      'POST /resv/site/delete',
      'GET /resv/openRule/get',
      'POST /resv/openRule/save',
      'GET /resv/closure/page',
      'POST /resv/closure/add',
      'POST /resv/closure/delete',
      'GET /resv/reserveRule/page',
      'GET /resv/reserveRule/list',
      'POST /resv/reserveRule/add',
      'POST /resv/reserveRule/edit',
      'POST /resv/reserveRule/delete',
      'POST /resv/reserveRule/setAsDefault',
      'GET /resv/sceneRule/list',
      'GET /resv/sceneRule/sitePage',
      'POST /resv/sceneRule/bindScene',
      'POST /resv/sceneRule/bindSite',
      'GET /resv/notice/page',
      'POST /resv/notice/add',
      'POST /resv/notice/edit',
      'POST /resv/notice/delete',
      'GET /resv/disclaimer/page',
      'POST /resv/disclaimer/add',
      'POST /resv/disclaimer/edit',
      'POST /resv/disclaimer/delete',
      'GET /api/reserve/notices',
      'GET /resv/yearTerm/page',
      'POST /resv/yearTerm/add',
      'POST /resv/yearTerm/edit',
      'POST /resv/yearTerm/delete',
      'GET /api/reserve/yearTerm/list',
      'GET /resv/classTime/page',
      'POST /resv/classTime/add',
      'POST /resv/classTime/edit',
      'POST /resv/classTime/delete',
      'GET /api/reserve/classTime/list',
      'GET /resv/room/page',
      'POST /resv/room/add',
      'POST /resv/room/edit',
      'POST /resv/room/delete',
      'GET /site/room/dict/list',
      'GET /resv/devKind/page',
      'POST /resv/devKind/add',
      'POST /resv/devKind/edit',
      'POST /resv/devKind/delete',
      'GET /system/dev/dict/equipment/dropDown',
      'GET /resv/siteDevice/page',
      'POST /resv/siteDevice/save',
      'GET /resv/site/extras',
      'POST /resv/site/profile',
      'POST /resv/site/photo/upload',
      'POST /resv/site/photo/sort',
      'POST /resv/site/photo/delete',
      'POST /resv/instr/saveSite',
      'GET /resv/instr/scene',
      'POST /resv/instr/saveScene',
      'GET /resv/instr/getBySiteIdAndType',
      'GET /api/site/extras',
      'GET /resv/resourceStatus/list',
      'GET /resv/creditRule/page',
      'POST /resv/creditRule/add',
      'POST /resv/creditRule/edit',
      'POST /resv/creditRule/delete',
      'GET /resv/quotaRule/page',
      'GET /resv/quotaRule/list',
      'POST /resv/quotaRule/add',
      'POST /resv/quotaRule/edit',
      'POST /resv/quotaRule/delete',
      'GET /api/reserve/sign/sites',
    ],
  ],
  [
    'whom a workflow may ask: the pickers list people of every organisation (an approver of another organisation ' +
      'is whom a process must reach, not a record the caller manages), and so does the designer’s simulator for ' +
      'any sample initiator; an attachment is stored as the caller’s own',
    [
      'GET /workflow/candidate/dept',
      'GET /workflow/candidate/getUserByDept/{id}',
      'GET /workflow/candidate/getUserByNodeCandidateType',
      'POST /workflow/attachment/upload',
      'POST /workflow/define/simulate',
    ],
  ],
  [
    'forms and their workflows: site-wide configuration; who may start a form is its own organisation and role ' +
      "list, matched against the caller's own organisation and roles (no other user's record)",
    [
      'GET /workflow/form/group/page',
      'GET /workflow/form/group/list',
      'POST /workflow/form/group/add',
      'POST /workflow/form/group/edit',
      'POST /workflow/form/group/delete',
      'GET /workflow/form/define/page',
      'POST /workflow/form/define/add',
      'POST /workflow/form/define/edit',
      'POST /workflow/form/define/delete',
      'POST /workflow/form/define/save',
      'GET /workflow/form/define/versions',
      'GET /workflow/define/detail/{id}',
      'GET /workflow/define/startable',
    ],
  ],
  [
    'form rules: site-wide configuration binding forms to sites, reservation rules and scenes; the wizard’s ' +
      'question "which form does this booking need" reads that configuration, no other user’s record',
    [
      'GET /api/formRule/page',
      'GET /api/formRule/choices',
      'POST /api/formRule/add',
      'POST /api/formRule/edit',
      'POST /api/formRule/delete',
      'POST /api/formRule/changeStatus',
      'GET /api/formRule/forBooking',
    ],
  ],
  [
    'approval processes: a process is seen and acted on only by its initiator and the people it asks or copies — ' +
      'participation, a condition in the SQL of every read and write (anyone else gets PROCESS_NOT_FOUND, as for ' +
      'an id that does not exist: test/server/workflow-process.test.ts); a data scope neither widens nor narrows it',
    [
      'POST /workflow/process/preview',
      'POST /workflow/process/startWorkFlow',
      'GET /workflow/process/list',
      'GET /workflow/process/counts',
      'GET /workflow/process/{id}',
      'GET /workflow/process/brief/{id}',
      'POST /workflow/process/approve',
      'POST /workflow/process/reject',
      'POST /workflow/process/return',
      'POST /workflow/process/transfer',
      'POST /workflow/process/delegate',
      'POST /workflow/process/resolve',
      'POST /workflow/process/addSign',
      'POST /workflow/process/withdraw',
      'POST /workflow/process/resubmit',
      'POST /workflow/process/urge',
      'POST /workflow/process/copy/read',
      'POST /api/reserve/complete/task',
    ],
  ],
  [
    'the catering catalogue and customers (merchandise, categories, service items, time ranges, dining ' +
      'standards, ordering units): configuration shared by every booker, no record of a user or organisation',
    [
      'GET /mc/merchandise/category/page',
      'GET /mc/merchandise/category/tree',
      'POST /mc/merchandise/category/add',
      'POST /mc/merchandise/category/edit',
      'POST /mc/merchandise/category/delete',
      'GET /mc/merchandise/page',
      'GET /mc/merchandise/dropdown',
      'POST /mc/merchandise/add',
      'POST /mc/merchandise/edit',
      'POST /mc/merchandise/delete',
      'GET /mc/itemForm/page',
      'GET /mc/itemForm/tree',
      'GET /mc/itemForm/dropdown',
      'POST /mc/itemForm/add',
      'POST /mc/itemForm/edit',
      'POST /mc/itemForm/delete',
      'GET /mc/timeRange/page',
      'GET /mc/timeRange/dropdown',
      'GET /mc/timeRange/fullDropdown',
      'POST /mc/timeRange/add',
      'POST /mc/timeRange/edit',
      'POST /mc/timeRange/delete',
      'GET /mc/standards/page',
      'GET /mc/standards/dropdown',
      'POST /mc/standards/add',
      'POST /mc/standards/edit',
      'POST /mc/standards/delete',
      'GET /mc/customerManager/page',
      'GET /mc/customerManager/dropdown',
      'GET /mc/customerManager/getKinds',
      'POST /mc/customerManager/add',
      'POST /mc/customerManager/edit',
      'POST /mc/customerManager/delete',
    ],
  ],
  [
    'news, notices, help kinds and help articles are content published to every user: no record of a user ' +
      'or an organisation (the creator is only shown)',
    (Object.values(content) as unknown[])
      .filter((v): v is CallContract => typeof v === 'object' && v !== null && 'path' in v && 'method' in v)
      .map((c) => `${c.method} ${c.path}`),
  ],
];

beforeAll(async () => {
  server = await startTestServer();
  const orgs = Object.fromEntries(
    (await server.query<{ id: number; code: string }>(sql`select id, code from sys_org`)).map((o) => [o.code, o.id]),
  );
  f.callerOrg = orgs['sports-east'];
  f.org = orgs.cs;
  const [{ id: roleId }] = await server.query<{ id: number }>(
    sql`insert into sys_role (code, name, data_scope) values ('mx_org', 'mx_org', 'org') returning id`,
  );
  // Every permission a call requires (none is the wildcard of the administrator role).
  const needed = [...new Set(allContracts.map((c) => c.access).filter((a) => a.includes(':')))];
  await server.query(
    sql`insert into sys_role_menu (role_id, menu_id) select ${roleId}, id from sys_menu where permission in ${needed}`,
  );
  const hash = await hashPassword(PASSWORD);
  const user = async (account: string, orgId: number) =>
    Number(
      (
        await server.query<{ id: number }>(sql`insert into sys_user (account, name, password_hash, org_id, phone)
    values (${account}, ${account}, ${hash}, ${orgId}, '13800000000') returning id`)
      )[0].id,
    );
  f.callerId = await user('mx_caller', f.callerOrg);
  await server.query(sql`insert into sys_user_role (user_id, role_id) values (${f.callerId}, ${roleId})`);
  f.user = await user(VICTIM, f.org);
  await server.query(
    sql`insert into sys_user_role (user_id, role_id) select ${f.user}, id from sys_role where code = 'user'`,
  );

  const sites = (
    await server.query<{ id: number }>(sql`select id from site where kind = 'single' order by id limit 4`)
  ).map((s) => Number(s.id));
  const book = async (siteId: number, start: string, end: string, status: string, kind = 'day') =>
    Number(
      (
        await server.query<{ id: number }>(sql`
    insert into reservation (site_id, user_id, start_at, end_at, status, kind, subject, phone)
    values (${siteId}, ${f.user}, ${start}, ${end}, ${status}, ${kind}, ${VICTIM}, '13800000000') returning id`)
      )[0].id,
    );
  f.booking = await book(sites[0], inFuture(48), inFuture(49), 'pendingAudit');
  f.cross = await book(sites[1], inFuture(60), inFuture(75), 'approved', 'cross');
  f.openSite = sites[2];
  f.open = await book(sites[2], inFuture(0.1), inFuture(0.6), 'approved');
  await server.query(sql`update reservation set checked_in_at = now() - interval '1 day', created_at =
    '2001-01-01T01:00:00Z'
    where id = ${f.cross}`);
  await server.query(sql`update reservation set created_at = '2001-01-01T01:00:00Z' where id = ${f.booking}`);
  const gone = await book(sites[3], inFuture(80), inFuture(81), 'approved');

  const victimToken = (await server.login({ account: VICTIM, password: PASSWORD })).token;
  const code = async (id: number) => (await server.call(checkin.signCode, { id }, { token: victimToken })).data.code;
  codes.victim = await code(f.open);
  codes.missing = await code(gone);
  await server.query(sql`delete from reservation where id = ${gone}`);

  const one = async (text: ReturnType<typeof sql>) => Number((await server.query<{ id: number }>(text))[0].id);
  f.hold = await one(sql`insert into site_hold (site_id, user_id, start_at, end_at, expires_at)
    values (${sites[3]}, ${f.user}, ${inFuture(90)}, ${inFuture(91)}, ${inFuture(1)}) returning id`);
  f.message =
    await one(sql`insert into user_message (user_id, kind, params, reservation_id) values (${f.user}, 'notice',
      ${JSON.stringify({ by: VICTIM, content: VICTIM })}, ${f.booking}) returning id`);
  f.breach = await one(sql`insert into credit_breach (user_id, score_at, barred_from, barred_until)
    values (${f.user}, 10, now() - interval '1 day', now() + interval '30 days') returning id`);
  await server.query(sql`insert into user_credit (user_id, score) values (${f.user}, 10)`);
  f.userRule =
    await one(sql`insert into quota_rule (name, subject, period, unit, amount) values ('mx_user_rule', 'user', 'week',
      'count',
      5) returning id`);
  f.override =
    await one(sql`insert into quota_override (rule_id, user_id, amount, remark) values (${f.userRule}, ${f.user}, 9,
      ${VICTIM})
      returning id`);
  f.feedback = await one(sql`insert into feedback (user_id, kind, content, contact) values (${f.user}, 'other',
    ${VICTIM}, ${VICTIM}) returning id`);
  f.group = await one(sql`insert into favorite_group (user_id, name) values (${f.user}, ${VICTIM}) returning id`);
  await server.query(sql`insert into favorite_member (group_id, member_user_id) values (${f.group}, ${f.user})`);
  f.entry =
    await one(sql`insert into waitlist_entry (site_id, user_id, start_at, end_at) values (${sites[0]}, ${f.user},
      ${inFuture(48)}, ${inFuture(49)}) returning id`);
  await server.query(sql`insert into operation_log (user_id, account, method, path, summary) values (${f.user},
    ${VICTIM}, 'POST', '/x',
      ${VICTIM})`);
  await server.query(sql`insert into login_log (user_id, account, outcome) values (${f.user}, ${VICTIM}, 0)`);

  // A meal-voucher application of the victim for a customer of their own, with a redeemed, unsettled voucher.
  f.mvCustomer = await one(sql`insert into mc_customer (name, kind) values (${`${VICTIM} customer`}, 'external')
    returning id`);
  f.mvTicketType = await one(sql`select id from mc_ticket_type order by id limit 1`);
  f.mvApp = await one(sql`insert into mc_meal_voucher_app (application_no, customer_id, applicant_user_id,
    applicant_name, valid_from, valid_to, state, remark) values (${`${VICTIM}-MV`}, ${f.mvCustomer}, ${f.user},
    ${VICTIM}, '2030-01-01', '2030-01-02', 'submitted', ${VICTIM}) returning id`);
  const mvPerson = await one(sql`insert into mc_meal_voucher_person (application_id, user_id, name, phone,
    ticket_type_id, quantity_per_day) values (${f.mvApp}, ${f.user}, ${VICTIM}, '13800000000', ${f.mvTicketType}, 1)
    returning id`);
  f.mvVoucher = await one(sql`insert into mc_meal_voucher (code, application_id, person_id, ticket_type_id,
    price_cents, valid_from, valid_to, state, redeemed_at) values (${`${VICTIM}-code`}, ${f.mvApp}, ${mvPerson},
    ${f.mvTicketType}, 2000, '2030-01-01', '2030-01-01', 'redeemed', now()) returning id`);

  f.fdRange = await one(sql`select id from mc_time_range order by id limit 1`);
  f.fdGoods = await one(sql`select id from mc_merchandise where status = 0 order by id limit 1`);
  f.fdOrder = await one(sql`insert into mc_food_delivery_order (order_no, applicant_user_id, applicant_name,
    delivery_date, time_range_id, time_range_name, start_time, end_time, deliver_at, area, address, receiver_name,
    receiver_phone) values (${VICTIM}, ${f.user}, ${VICTIM}, ${inFuture(24 * 5).slice(0, 10)}, ${f.fdRange}, ${VICTIM},
    '11:30', '13:00', ${inFuture(24 * 5)}, 'East Campus Admin Building', ${VICTIM}, ${VICTIM}, '13800000000')
    returning id`);
  f.fdApplicant = await one(sql`insert into mc_applicant_info (user_id, name, phone, area, address)
    values (${f.user}, ${VICTIM}, '13800000000', 'East Campus Admin Building', ${VICTIM}) returning id`);
  // A submitted meeting service order of the victim, created in the progress count's window.
  f.orderSite = sites[3];
  f.order = await one(sql`insert into mc_reserve_order (order_no, status, sys_no, site_id, start_at, end_at, subject,
      attendees, applicant_user_id, applicant_name, created_at)
    values ('RO20010101-0001', 'submitted', 901, ${sites[3]}, ${inFuture(120)}, ${inFuture(121)}, ${VICTIM}, 5,
      ${f.user}, ${VICTIM}, '2001-01-01T01:00:00Z') returning id`);

  // A confirmed statement of each kind (invoice would accept it) for an internal customer of the victim's organisation.
  const settlementCustomer = await one(sql`insert into mc_customer (name, kind, org_id)
    values (${`${VICTIM} internal customer`}, 'internal', ${f.org}) returning id`);
  for (const [kind, letter] of [
    ['meeting', 'M'],
    ['catering', 'C'],
    ['summary', 'S'],
  ] as const) {
    f[`${kind}Settlement`] = await one(sql`insert into mc_settlement (settlement_no, kind, customer_id, period,
      state, item_count, amount_cents) values (${`ST-${letter}-203001-0901`}, ${kind}, ${settlementCustomer},
      '2030-01', 'confirmed', 1, 2000) returning id`);
    await server.query(sql`insert into mc_settlement_item (settlement_id, kind, source, source_id, source_no,
      service_date, description, base_cents, amount_cents) values (${f[`${kind}Settlement`]}, ${kind},
      'mealVoucher', ${MISSING}, ${VICTIM}, '2030-01-01', ${VICTIM}, 2000, 2000)`);
  }

  // A membership card of the victim (active, uses and value left), bought with its event and its payment.
  f.payMethod = await one(sql`select id from club_pay_method where code = 'cash'`);
  const allowed = { allowed: true, maxTimes: 5, feeCents: 0, maxDays: 30, windowDays: 30 };
  f.cardType = await one(sql`insert into club_card_type (name_cn, valid_days, uses, value_cents, admits, price_cents,
    rules) values ('mx_card_type', 30, 10, 1000, ${JSON.stringify({ sceneIds: null, courseKinds: null, hours: null })},
    1000, ${JSON.stringify({
      renew: { allowed: true },
      upgrade: allowed,
      transfer: allowed,
      delay: allowed,
      leave: { ...allowed, quota: [{ minValidDays: 0, days: 30 }], minDays: 1, reasons: [], approvalRequired: false },
      refund: { allowed: true, to: 'original', partial: true },
    })}) returning id`);
  f.card = await one(sql`insert into club_card (card_no, type_id, user_id, org_id, state, starts_on, ends_on,
    uses_left, value_left_cents, price_paid_cents) values (${`${VICTIM}-card`}, ${f.cardType}, ${f.user}, ${f.org},
    'active', current_date, current_date + 30, 10, 1000, 1000) returning id`);
  const cardEvent = await one(sql`insert into club_card_event (card_id, kind, state_after, amount_cents, reason)
    values (${f.card}, 'buy', 'active', 1000, ${VICTIM}) returning id`);
  f.payment = await one(sql`insert into club_payment (kind, amount_cents, method_id, item, card_id, event_id,
    user_id, org_id, business_day) values ('sale', 1000, ${f.payMethod}, 'buy', ${f.card}, ${cardEvent}, ${f.user},
    ${f.org}, current_date) returning id`);
  // The victim's class sold at the desk and a class attended (the cashier's statistics and detail pages).
  f.deskSale = await one(sql`insert into club_payment (kind, amount_cents, method_id, item, item_kind, description,
    user_id, org_id, business_day) values ('sale', 500, ${f.payMethod}, 'item', 'class', ${VICTIM}, ${f.user},
    ${f.org}, current_date) returning id`);
  await server.query(sql`insert into club_card_event (card_id, kind, state_after, reason, detail)
    values (${f.card}, 'use', 'active', ${VICTIM}, ${JSON.stringify({ courseKind: 'league' })})`);
  // The victim's leave request (pending: the process is not needed to find it).
  f.leaveRequest = await one(sql`insert into club_card_event (card_id, kind, state_after, days, from_on, to_on,
    reason, actor_user_id) values (${f.card}, 'leaveRequest', 'active', 3, current_date + 2, current_date + 4,
    ${VICTIM}, ${f.user}) returning id`);
  // The victim's passes at a gate (a refused entry to override, an admitted one: a check-in) and internal membership.
  const gateId = await one(
    sql`insert into club_gate (code, name, direction) values ('MX', ${VICTIM}, 'both') returning id`,
  );
  f.gatePass = await one(sql`insert into club_gate_pass (gate_id, direction, user_id, org_id, presented, result, reason,
    nonce) values (${gateId}, 'in', ${f.user}, ${f.org}, ${VICTIM}, 'refuse', 'frozen', 'mxnonce1') returning id`);
  await server.query(sql`insert into club_gate_pass (gate_id, direction, user_id, org_id, presented, card_id, result,
    reason, used_use, nonce) values (${gateId}, 'in', ${f.user}, ${f.org}, ${VICTIM}, ${f.card}, 'open', 'card', true,
    'mxnonce2')`);
  f.innerMember = await one(sql`insert into club_inner_member (user_id, org_id, valid_from, valid_to, note)
    values (${f.user}, ${f.org}, current_date, current_date + 30, ${VICTIM}) returning id`);

  // The victim's private session and test with a coach, both started (so marking or recording would succeed).
  f.coach = await one(sql`select id from club_coach order by id limit 1`);
  f.privateSession = await one(sql`insert into club_private_session (kind, coach_id, user_id, org_id, start_at,
    end_at, busy_until, minutes, note) values ('private', ${f.coach}, ${f.user}, ${f.org}, '2020-01-06T10:00:00+08:00',
    '2020-01-06T11:00:00+08:00', '2020-01-06T11:10:00+08:00', 60, ${VICTIM}) returning id`);
  f.privateTest = await one(sql`insert into club_private_session (kind, coach_id, user_id, org_id, test_type_id,
    start_at, end_at, busy_until, minutes, note) select 'test', ${f.coach}, ${f.user}, ${f.org}, id,
    '2020-01-06T12:00:00+08:00', '2020-01-06T12:30:00+08:00', '2020-01-06T12:40:00+08:00', 30, ${VICTIM}
    from club_test_type order by id limit 1 returning id`);
  // The victim's rating of that session (hidden or listed only within the member's scope).
  f.rating = await one(sql`insert into club_rating (kind, source_id, user_id, org_id, coach_id, held_at,
    trainer_score, service_score, comment) values ('private', ${f.privateSession}, ${f.user}, ${f.org}, ${f.coach},
    '2020-01-06T10:00:00+08:00', 4, 5, ${VICTIM}) returning id`);
  // A training course group of the club with a coming session; the victim's confirmed registration, its event,
  // a leave at the session and the make-up token it issued.
  const trainType = await one(sql`insert into club_train_type (name_cn, sessions, capacity, price_cents)
    values ('mx_train_type', 4, 5, 1000) returning id`);
  const trainGroup = (f.trainGroup =
    await one(sql`insert into club_train_group (type_id, name, starts_on, ends_on, capacity,
    price_cents, reg_opens_on, reg_closes_on) values (${trainType}, 'mx_train_group', current_date - 10,
    current_date + 30, 5, 1000, current_date - 10, current_date + 10) returning id`));
  f.trainSession = await one(sql`insert into club_train_session (group_id, "on", starts_at, ends_at)
    values (${trainGroup}, current_date + 5, '09:00', '10:00') returning id`);
  f.trainReg = await one(sql`insert into club_train_registration (group_id, user_id, org_id, state, price_cents)
    values (${trainGroup}, ${f.user}, ${f.org}, 'confirmed', 1000) returning id`);
  await server.query(sql`insert into club_train_event (registration_id, kind, state_after, actor_user_id, reason)
    values (${f.trainReg}, 'register', 'confirmed', ${f.user}, ${VICTIM})`);
  // A late leave without its token: the one a waiver acts on.
  f.trainAttendance = await one(sql`insert into club_train_attendance (session_id, registration_id, status, late,
    late_why) values (${f.trainSession}, ${f.trainReg}, 'leave', true, 'noGrace') returning id`);
  f.trainToken = await one(sql`insert into club_train_token (registration_id, user_id, type_id, source_session_id,
    expires_on) values (${f.trainReg}, ${f.user}, ${trainType}, ${f.trainSession}, current_date + 30) returning id`);
  // The victim's class booking and waitlist entry (a class of the club, tomorrow).
  const classType = await one(sql`insert into club_class_type (name_cn, capacity, duration_min)
    values ('mx_class_type', 10, 60) returning id`);
  const classSession = await one(sql`insert into club_class_session (type_id, coach_id, starts_at, ends_at, capacity)
    values (${classType}, (select min(id) from club_coach), now() + interval '1 day',
      now() + interval '1 day 1 hour', 10) returning id`);
  f.classBooking = await one(sql`insert into club_class_booking (session_id, user_id, org_id, state, reason)
    values (${classSession}, ${f.user}, ${f.org}, 'booked', ${VICTIM}) returning id`);
  f.classWait = await one(sql`insert into club_class_waitlist (session_id, user_id, org_id, reason)
    values (${classSession}, ${f.user}, ${f.org}, ${VICTIM}) returning id`);
  // The victim's penalty record (a late cancel of that booking, its fee owed).
  const victimRule = {
    ruleId: null,
    classTypeId: null,
    forfeitUse: true,
    feeCents: 100,
    graceCount: 0,
    graceDays: 30,
    waiveDays: 7,
  };
  f.penalty = await one(sql`insert into club_penalty (user_id, org_id, source_kind, source_id, course_kind, offence,
    subject, rule, fee_cents, forfeited, state, waive_until, reason)
    values (${f.user}, ${f.org}, 'class', ${f.classBooking}, 'league', 'lateCancel',
      ${JSON.stringify({ nameCn: VICTIM, nameEn: VICTIM, nameTc: VICTIM, coachName: VICTIM, startsAt: '' })},
      ${JSON.stringify(victimRule)},
      100, true, 'charged', now() + interval '7 days', ${VICTIM}) returning id`);

  caller = (await server.login({ account: 'mx_caller', password: PASSWORD })).token;
});
afterAll(async () => {
  await server?.close();
});

/**
 * A digest of every public table's contents (except those any request writes; without
 * operation_log when `logged`: a call that succeeds as a no-op logs itself).
 */
function contents(logged = false): Promise<Record<string, number | string>> {
  return tableFigures(
    server,
    'digest',
    logged ? new Set([...TOUCHED_BY_ANY_REQUEST, 'operation_log']) : TOUCHED_BY_ANY_REQUEST,
  );
}

/** What a caller can tell apart: status, code, message (with echoed input text masked) and data. */
function answer(r: CallResult<unknown>, echoed?: string) {
  return { status: r.status, code: r.code, msg: echoed ? r.msg.split(echoed).join('‹input›') : r.msg, data: r.data };
}

const notScoped = new Map(NOT_SCOPED_GROUPS.flatMap(([reason, keys]) => keys.map((k) => [k, reason] as const)));

it('classifies every call: a scoped record, a scoped list, or not scoped with a reason', () => {
  const unclassified = allContracts
    .map(key)
    .filter((k) => !(k in SCOPED_RECORD) && !(k in SCOPED_LIST) && !notScoped.has(k));
  expect(unclassified, 'a new call must be classified in this file').toEqual([]);
  for (const k of allContracts.map(key)) {
    expect([k in SCOPED_RECORD, k in SCOPED_LIST, notScoped.has(k)].filter(Boolean), k).toHaveLength(1);
  }
  const known = new Set(allContracts.map(key));
  expect(
    [...Object.keys(SCOPED_RECORD), ...Object.keys(SCOPED_LIST), ...notScoped.keys()].filter((k) => !known.has(k)),
  ).toEqual([]);
});

const contract = (k: string) => allContracts.find((c) => key(c) === k)!;

describe.each(Object.keys(SCOPED_RECORD).map((k) => [k]))('%s', (k) => {
  it('answers a record of another organisation exactly like a missing one, changing nothing', async () => {
    const c = contract(k);
    const arrangement = SCOPED_RECORD[k];
    const [victimEcho, missingEcho] = arrangement.echoes?.() ?? [];
    const before = await contents(arrangement.logged);
    const onVictim = answer(
      await server.call(c, arrangement.victim() as never, { token: caller, lang: 'EN' }),
      victimEcho,
    );
    expect(await contents(arrangement.logged)).toEqual(before);
    const onMissing = answer(
      await server.call(c, arrangement.missing() as never, { token: caller, lang: 'EN' }),
      missingEcho,
    );
    expect(onMissing.code).toBe(arrangement.code);
    expect(onVictim).toEqual(onMissing);
    expect(await contents(arrangement.logged)).toEqual(before);
  });
});

describe.each(Object.keys(SCOPED_LIST).map((k) => [k]))('%s', (k) => {
  it('never shows the records of another organisation, and changes nothing', async () => {
    const before = await contents();
    const r = await server.call(contract(k), SCOPED_LIST[k]() as never, { token: caller, lang: 'EN' });
    expect(r.code).toBe(0);
    expect(JSON.stringify(r.data)).not.toContain(VICTIM);
    if (k === key(shell.progressCount)) expect(r.data).toEqual({ toBeAllocatedCount: 0 });
    expect(await contents()).toEqual(before);
  });
});

it('lets the administrator (scope all) see the same records, so the arrangements are reachable', async () => {
  const admin = (await server.login({ account: 'admin', password: 'Admin@123' })).token;
  for (const k of [
    key(reserve.currentDetail),
    key(details.reserveDetails),
    key(org.userDetail),
    key(feedbackCalls.feedbackDetail),
    key(credit.creditRecordPage),
    key(fd.foodDeliveryOrderDetail),
    key(reserveOrder.reserveOrderDetail),
    key(SETTLEMENT_CALLS.summary.detail),
    key(card.fitnessCardDetail),
    key(cashier.fitnessCashierReceipt),
    key(sport.sportOrderDetail),
  ]) {
    expect((await server.call(contract(k), SCOPED_RECORD[k].victim() as never, { token: admin })).code, k).toBe(0);
  }
  expect((await server.call(checkin.signInfo, { code: codes.victim }, { token: admin })).code).toBe(0);
  const progress = await server.call(shell.progressCount, SCOPED_LIST[key(shell.progressCount)]() as never, {
    token: admin,
  });
  expect(progress.data).toEqual({ toBeAllocatedCount: 1 });
  for (const k of [
    key(reserve.reserveManagePage),
    key(credit.breachPage),
    key(feedbackCalls.feedbackPage),
    key(log.operationLogPage),
    key(quota.quotaSubjectPage),
    key(cateringRoom.getDynamicPage),
    key(cateringRoom.getRoomReserveDynamicPage),
    key(fd.foodDeliveryOrderPage),
    key(fd.applicantInfoPage),
    key(stats.getLifeScienceStatistics),
    key(stats.orderingUnitStatistics),
    key(SETTLEMENT_CALLS.meeting.page),
    key(card.fitnessCardPage),
    key(card.fitnessCardEventPage),
    key(card.fitnessPaymentPage),
    key(train.trainAttendancePage),
    key(train.trainRegistrationPage),
    key(train.trainEventPage),
    key(cashier.fitnessCashierMembers),
    key(cashier.fitnessLedgerPage),
    key(cashier.fitnessClassSalePage),
    key(cashier.fitnessAttendancePage),
    key(clubGate.enterExitPage),
    key(clubGate.signLogPage),
    key(clubGate.innerMemberPage),
    key(clubPenalty.fitnessPenaltyPage),
  ]) {
    expect(
      JSON.stringify((await server.call(contract(k), SCOPED_LIST[k]() as never, { token: admin })).data),
      k,
    ).toContain(VICTIM);
  }
});
