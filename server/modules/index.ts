/**
 * Every handler of the server, one list per contracts module, each built by `implement`
 * (server/plugins/call-handler.ts) so a call without a handler is a compile error; the gateway
 * binds them to the contracts (and refuses to start on a gap, for lists built otherwise).
 */
import type { Registration } from '../plugins/call-handler';
import { authHandlers } from './auth/auth.handlers';
import { casHandlers } from './cas/cas.handlers';
import { accountHandlers } from './account/account.handlers';
import { logHandlers } from './log/log.handlers';
import { reserveHandlers } from './reserve/reserve.handlers';
import { siteHandlers } from './site/site.handlers';
import { orgHandlers } from './org/org.handlers';
import { permissionHandlers } from './permission/permission.handlers';
import { settingsHandlers } from './settings/settings.handlers';
import { shellHandlers } from './shell/shell.handlers';
import { assetsHandlers } from './assets/assets.handlers';
import { openRuleHandlers } from './open-rule/open-rule.handlers';
import { auditHandlers } from './audit/audit.handlers';
import { checkinHandlers } from './checkin/checkin.handlers';
import { messageHandlers } from './message/message.handlers';
import { peopleHandlers } from './people/people.handlers';
import { reserveDetailsHandlers } from './reserve-details/reserve-details.handlers';
// Booking rules and venue extras (back office).
import { rulesHandlers } from './rules/rules.handlers';
import { noticeHandlers } from './notice/notice.handlers';
import { termHandlers } from './term/term.handlers';
import { foodDeliveryHandlers } from './food-delivery/food-delivery.handlers';
import { venueExtrasHandlers } from './venue-extras/venue-extras.handlers';
import { resourceStatusHandlers } from './resource-status/resource-status.handlers';
import { waitlistHandlers } from './waitlist/waitlist.handlers';
// Credit and quotas.
import { creditHandlers } from './credit/credit.handlers';
import { quotaHandlers } from './quota/quota.handlers';
// Quick booking, period booking and copy.
import { quickHandlers } from './quick/quick.handlers';
// Forms and approval workflows.
import { workflowCandidateHandlers } from './workflow/candidate.handlers';
import { workflowHandlers } from './workflow/workflow.handlers';
import { formRuleHandlers } from './workflow/form-rule.handlers';
import { workflowProcessHandlers } from './workflow/process.handlers';
// Meeting receipts.
import { receiptHandlers } from './receipt/receipt.handlers';
// The catering catalogue and customers.
import { cateringCatalogueHandlers } from './catering/catalogue.handlers';
// Meal vouchers (catering).
import { mealVoucherHandlers } from './meal-voucher/meal-voucher.handlers';
import { cateringRoomHandlers } from './catering/room.handlers';
// Meeting service orders.
import { reserveOrderHandlers } from './catering/reserve-order.handlers';
// Catering and meeting statistics.
import { cateringStatisticsHandlers } from './catering-statistics/catering-statistics.handlers';
// Settlements of the catering and meeting services, the billing rule.
import { settlementHandlers } from './settlement/settlement.handlers';
// My organisation's statements on the conference-centre terminal.
import { orgSettlementHandlers } from './settlement/org-settlement.handlers';
// The media library and banners (back office "Content", terminal home).
import { materialHandlers } from './content/material.handlers';
import { bannerHandlers } from './content/banner.handlers';
// Sensitive words, feedback and the terminal's information pages.
import { feedbackWordHandlers } from './feedback/feedback-words.handlers';
// The fitness club's people: coaches and tags.
import { clubPeopleHandlers } from './club-people/club-people.handlers';
import { infoHandlers } from './info/info.handlers';
// News, notices and help articles.
import { contentHandlers } from './content/content.handlers';
// The conference-centre terminal's own reads: my day, the rooms' schedule.
import { conferenceDayHandlers } from './conference-day/conference-day.handlers';
// Membership cards of the fitness club.
import { membershipCardHandlers } from './fitness/membership-card.handlers';
// The club's money: the cashier desk, the ledger, the daily close, statistics, the provider's callback.
import { clubCashierHandlers } from './fitness/club-cashier.handlers';
// A member's own leave requests of membership cards (approval on the workflow engine).
import { cardLeaveHandlers } from './fitness/leave-request';
// Private sessions and fitness tests of the fitness club.
import { privateSessionHandlers } from './fitness/private-session.handlers';
import { clubCoachHandlers } from './fitness/club-coach.handlers';
import { sportSiteHandlers } from './sport-site/sport-site.handlers';
// The fitness club's training courses.
import { trainingHandlers } from './training/training.handlers';
// The fitness club's gate: turnstiles, passes, whitelist, settings, internal members.
import { clubGateHandlers } from './club-gate/club-gate.handlers';
import { clubPenaltyHandlers } from './fitness/club-penalty.handlers';
// Group classes of the fitness club: types, classes, bookings, the waitlist.
import { clubClassHandlers } from './fitness/club-class.handlers';
// The coach's members, a registration's detail, the coach registering or booking a make-up for a member.
import { coachMemberHandlers } from './training/coach-member.handlers';
// Late leave rules of the training courses and the waiver of a late leave.
import { trainingRuleHandlers } from './training/training-rule.handlers';

/** All registrations (contract + handler). */
export const allHandlers: readonly Registration[] = [
  ...authHandlers,
  ...casHandlers,
  ...accountHandlers,
  ...siteHandlers,
  ...reserveHandlers,
  ...logHandlers,
  ...orgHandlers,
  ...permissionHandlers,
  ...settingsHandlers,
  ...shellHandlers,
  ...assetsHandlers,
  ...openRuleHandlers,
  ...auditHandlers,
  ...checkinHandlers,
  ...messageHandlers,
  ...peopleHandlers,
  ...reserveDetailsHandlers,
  ...rulesHandlers,
  ...noticeHandlers,
  ...termHandlers,
  ...venueExtrasHandlers,
  ...resourceStatusHandlers,
  ...waitlistHandlers,
  ...creditHandlers,
  ...quotaHandlers,
  ...quickHandlers,
  ...workflowCandidateHandlers,
  ...workflowHandlers,
  ...formRuleHandlers,
  ...workflowProcessHandlers,
  ...receiptHandlers,
  ...cateringCatalogueHandlers,
  ...mealVoucherHandlers,
  ...cateringRoomHandlers,
  ...foodDeliveryHandlers,
  ...reserveOrderHandlers,
  ...cateringStatisticsHandlers,
  ...settlementHandlers,
  ...orgSettlementHandlers,
  ...materialHandlers,
  ...bannerHandlers,
  ...feedbackWordHandlers,
  ...clubPeopleHandlers,
  ...infoHandlers,
  ...contentHandlers,
  ...conferenceDayHandlers,
  ...membershipCardHandlers,
  ...privateSessionHandlers,
  ...clubCoachHandlers,
  ...clubCashierHandlers,
  ...clubGateHandlers,
  ...clubPenaltyHandlers,
  ...cardLeaveHandlers,
  ...trainingHandlers,
  ...clubClassHandlers,
  ...coachMemberHandlers,
  ...sportSiteHandlers,
  ...trainingRuleHandlers,
];
