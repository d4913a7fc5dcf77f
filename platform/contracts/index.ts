/**
 * Every call of the product, for the server (registration, OpenAPI, permission matrix)
 * and for tests that enumerate them. Add each new contract module here.
 */
import type { CallContract } from './define-call';
import * as auth from './auth.contract';
import * as site from './site.contract';
import * as reserve from './reserve.contract';
import * as cas from './cas.contract';
import * as account from './account.contract';
import * as log from './log.contract';
import * as org from './org.contract';
import * as permission from './permission.contract';
import * as settings from './settings.contract';
import * as shell from './shell.contract';
import * as assets from './assets.contract';
import * as openRule from './open-rule.contract';
import * as audit from './audit.contract';
import * as checkin from './checkin.contract';
import * as message from './message.contract';
import * as people from './people.contract';
import * as reserveDetails from './reserve-details.contract';

// Booking rules and venue extras (back office).
import * as rules from './rules.contract';
import * as notice from './notice.contract';
import * as term from './term.contract';
import * as venueExtras from './venue-extras.contract';
import * as resourceStatus from './resource-status.contract';
import * as waitlist from './waitlist.contract';
// Credit and quotas.
import * as credit from './credit.contract';
import * as quota from './quota.contract';
// Quick booking, period booking and copy.
import * as quick from './quick.contract';
// Forms and approval workflows.
import * as workflow from './workflow.contract';
import * as workflowCandidate from './workflow-candidate.contract';
import * as formRule from './form-rule.contract';
import * as workflowProcess from './workflow-process.contract';
// Meeting receipts.
import * as receipt from './receipt.contract';
// The catering catalogue and customers.
import * as cateringCatalogue from './catering-catalogue.contract';
// Meal vouchers (catering).
import * as mealVoucher from './meal-voucher.contract';
// Food delivery orders, order rules, applicant infos.
import * as foodDelivery from './food-delivery.contract';
// Rooms of the conference centre and their locks.
import * as cateringRoom from './catering-room.contract';
// Meeting service orders.
import * as reserveOrder from './reserve-order.contract';
// Catering and meeting statistics (life-science vouchers and the report pages).
import * as cateringStatistics from './catering-statistics.contract';
// Settlements of the catering and meeting services, the billing rule.
import * as settlement from './settlement.contract';
// My organisation's statements on the conference-centre terminal.
import * as orgSettlement from './org-settlement.contract';
// The media library and the terminal's banners.
import * as material from './material.contract';
import * as banner from './banner.contract';
// Sensitive words, feedback and the terminal's information pages.
import * as feedback from './feedback.contract';
// The fitness club's people: coaches and tags.
import * as clubPeople from './club-people.contract';
import * as info from './info.contract';
// News, notices and help articles.
import * as content from './content.contract';
// The conference-centre terminal's own reads: my day, the rooms' schedule.
import * as conferenceDay from './conference-day.contract';
// Membership cards of the fitness club.
import * as membershipCard from './membership-card.contract';
// The club's money: the cashier desk, the ledger, the daily close, statistics, the provider's callback.
import * as clubCashier from './club-cashier.contract';
// A member's own leave requests of membership cards.
import * as cardLeave from './card-leave.contract';
// Private sessions and fitness tests of the fitness club.
import * as privateSession from './private-session.contract';
import * as sportSite from './sport-site.contract';
// The fitness club's training courses.
import * as training from './training.contract';
// The fitness club's gate: turnstiles, passes, whitelist, settings, internal members.
import * as clubGate from './club-gate.contract';
// Group classes of the fitness club.
import * as clubClass from './club-class.contract';
// Late-cancel and no-show penalties of the fitness club.
import * as clubPenalty from './club-penalty.contract';
// The coaches' side of the club: ratings, pay rules and the pay log, adjustments, the coach centre.
import * as clubCoach from './club-coach.contract';
// The coach's member pages of the terminal (training courses).
import * as coachMember from './coach-member.contract';
// Late leave rules of the training courses and the waiver of a late leave.
import * as trainingRule from './training-rule.contract';

export { rules, notice, term, venueExtras, resourceStatus, waitlist, quick };
export * from './define-call';
export { auth, site, reserve, log, cas, org, permission, settings, shell, assets, openRule, audit, checkin, message };
export { people, reserveDetails };
export { credit, quota };
export { workflow, workflowCandidate, workflowProcess, formRule };
export { receipt };
export { cateringCatalogue, mealVoucher, cateringRoom, foodDelivery, reserveOrder };
export { cateringStatistics };
export { settlement, orgSettlement };
export { material, banner };
export { feedback, info };
export { clubPeople };
export { account };
export { content };
export { conferenceDay };
export { membershipCard, cardLeave, privateSession, training, clubCashier, clubGate, clubClass };
export { clubPenalty, clubCoach, coachMember, sportSite, trainingRule };

function contractsOf(module: Record<string, unknown>): CallContract[] {
  return Object.values(module).filter(
    (v): v is CallContract => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'access' in v,
  );
}

/** All contracts, keyed by `METHOD path`. */
export const allContracts: readonly CallContract[] = [
  auth,
  site,
  reserve,
  log,
  cas,
  org,
  permission,
  settings,
  shell,
  assets,
  openRule,
  audit,
  checkin,
  message,
  people,
  reserveDetails,
  rules,
  notice,
  term,
  venueExtras,
  resourceStatus,
  waitlist,
  credit,
  quota,
  quick,
  workflowCandidate,
  workflow,
  formRule,
  workflowProcess,
  receipt,
  cateringCatalogue,
  mealVoucher,
  cateringRoom,
  foodDelivery,
  reserveOrder,
  cateringStatistics,
  settlement,
  orgSettlement,
  material,
  banner,
  feedback,
  clubPeople,
  info,
  account,
  content,
  conferenceDay,
  membershipCard,
  clubCashier,
  cardLeave,
  privateSession,
  training,
  clubGate,
  clubClass,
  clubPenalty,
  clubCoach,
  coachMember,
  sportSite,
  trainingRule,
].flatMap(contractsOf);
