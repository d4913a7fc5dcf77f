/**
 * The whole `errors` namespace: the catalogue's own codes (errors.ts) and each domain's, in this
 * order (a later module's text wins). The server, the tests and the browser's texts after the first
 * page use it; the browser's first page holds errors.ts only.
 */
import errors from './errors';
import rulesErrors from './rules-errors';
import workflowErrors from './workflow-errors';
import creditErrors from './credit-errors';
import receiptErrors from './receipt-errors';
import mealVoucherErrors from './meal-voucher-errors';
import cateringErrors from './catering-errors';
import roomErrors from './room-errors';
import foodDeliveryErrors from './food-delivery-errors';
import statisticsErrors from './statistics-errors';
import feedbackErrors from './feedback-errors';
import settlementErrors from './settlement-errors';
import contentErrors from './content-errors';
import articleErrors from './article-errors';
import accountErrors from './account-errors';
import clubPeopleErrors from './club-people-errors';
import clubGateErrors from './club-gate-errors';
import clubPenaltyErrors from './club-penalty-errors';
import membershipCardErrors from './membership-card-errors';
import privateSessionErrors from './private-session-errors';
import clubMoneyErrors from './club-money-errors';
import sportSiteErrors from './sport-site-errors';
import trainingErrors from './training-errors';
import clubCashierErrors from './club-cashier-errors';
import classPlanErrors from './class-plan-errors';
import classSpaceErrors from './class-space-errors';
import clubClassErrors from './club-class-errors';
import clubCoachErrors from './club-coach-errors';

/** `{ CN, EN, TC }`: each language's messages by code. */
export default {
  CN: {
    ...errors.CN,
    // Booking rules and venue extras (rules-errors.ts).
    ...rulesErrors.CN,
    // Forms and approval workflows (workflow-errors.ts).
    ...workflowErrors.CN,
    // Credit and quota administration (credit-errors.ts).
    ...creditErrors.CN,
    // Meeting receipts (receipt-errors.ts).
    ...receiptErrors.CN,
    // Meal vouchers (meal-voucher-errors.ts).
    ...mealVoucherErrors.CN,
    // Catering and meeting services (catering-errors.ts).
    ...cateringErrors.CN,
    // Rooms and room locks (room-errors.ts).
    ...roomErrors.CN,
    // Own profile and third-party binding (account-errors.ts).
    ...accountErrors.CN,
    // Food delivery (food-delivery-errors.ts).
    ...foodDeliveryErrors.CN,
    // Statistics (statistics-errors.ts).
    ...statisticsErrors.CN,
    // Sensitive words and feedback (feedback-errors.ts).
    ...feedbackErrors.CN,
    // Settlements (settlement-errors.ts).
    ...settlementErrors.CN,
    // Media library and banners (content-errors.ts).
    ...contentErrors.CN,
    // News, notices and help (article-errors.ts).
    ...articleErrors.CN,
    // The fitness club's coaches and tags (club-people-errors.ts).
    ...clubPeopleErrors.CN,
    // The club's gate (club-gate-errors.ts).
    ...clubGateErrors.CN,
    ...clubPenaltyErrors.CN,
    // Membership cards (membership-card-errors.ts).
    ...membershipCardErrors.CN,
    // Private sessions and fitness tests (private-session-errors.ts).
    ...privateSessionErrors.CN,
    // The sport venue's back office (sport-site-errors.ts).
    ...sportSiteErrors.CN,
    // The club's money (club-money-errors.ts).
    ...clubMoneyErrors.CN,
    // The fitness club's training courses (training-errors.ts).
    ...trainingErrors.CN,
    // The club's cashier (club-cashier-errors.ts).
    ...clubCashierErrors.CN,
    ...clubClassErrors.CN,
    // The coaches' side of the club (club-coach-errors.ts).
    ...clubCoachErrors.CN,
    ...classPlanErrors.CN,
    ...classSpaceErrors.CN,
  },
  EN: {
    ...errors.EN,
    // Booking rules and venue extras (rules-errors.ts).
    ...rulesErrors.EN,
    // Forms and approval workflows (workflow-errors.ts).
    ...workflowErrors.EN,
    // Credit and quota administration (credit-errors.ts).
    ...creditErrors.EN,
    // Meeting receipts (receipt-errors.ts).
    ...receiptErrors.EN,
    // Meal vouchers (meal-voucher-errors.ts).
    ...mealVoucherErrors.EN,
    // Catering and meeting services (catering-errors.ts).
    ...cateringErrors.EN,
    // Rooms and room locks (room-errors.ts).
    ...roomErrors.EN,
    // Own profile and third-party binding (account-errors.ts).
    ...accountErrors.EN,
    // Food delivery (food-delivery-errors.ts).
    ...foodDeliveryErrors.EN,
    // Statistics (statistics-errors.ts).
    ...statisticsErrors.EN,
    // Sensitive words and feedback (feedback-errors.ts).
    ...feedbackErrors.EN,
    // Settlements (settlement-errors.ts).
    ...settlementErrors.EN,
    // Media library and banners (content-errors.ts).
    ...contentErrors.EN,
    // News, notices and help (article-errors.ts).
    ...articleErrors.EN,
    // The fitness club's coaches and tags (club-people-errors.ts).
    ...clubPeopleErrors.EN,
    // The club's gate (club-gate-errors.ts).
    ...clubGateErrors.EN,
    ...clubPenaltyErrors.EN,
    // Membership cards (membership-card-errors.ts).
    ...membershipCardErrors.EN,
    // Private sessions and fitness tests (private-session-errors.ts).
    ...privateSessionErrors.EN,
    // The sport venue's back office (sport-site-errors.ts).
    ...sportSiteErrors.EN,
    // The club's money (club-money-errors.ts).
    ...clubMoneyErrors.EN,
    // The fitness club's training courses (training-errors.ts).
    ...trainingErrors.EN,
    // The club's cashier (club-cashier-errors.ts).
    ...clubCashierErrors.EN,
    ...clubClassErrors.EN,
    // The coaches' side of the club (club-coach-errors.ts).
    ...clubCoachErrors.EN,
    ...classPlanErrors.EN,
    ...classSpaceErrors.EN,
  },
  TC: {
    ...errors.TC,
    // Booking rules and venue extras (rules-errors.ts).
    ...rulesErrors.TC,
    // Forms and approval workflows (workflow-errors.ts).
    ...workflowErrors.TC,
    // Credit and quota administration (credit-errors.ts).
    ...creditErrors.TC,
    // Meeting receipts (receipt-errors.ts).
    ...receiptErrors.TC,
    // Meal vouchers (meal-voucher-errors.ts).
    ...mealVoucherErrors.TC,
    // Catering and meeting services (catering-errors.ts).
    ...cateringErrors.TC,
    // Rooms and room locks (room-errors.ts).
    ...roomErrors.TC,
    // Own profile and third-party binding (account-errors.ts).
    ...accountErrors.TC,
    // Food delivery (food-delivery-errors.ts).
    ...foodDeliveryErrors.TC,
    // Statistics (statistics-errors.ts).
    ...statisticsErrors.TC,
    // Sensitive words and feedback (feedback-errors.ts).
    ...feedbackErrors.TC,
    // Settlements (settlement-errors.ts).
    ...settlementErrors.TC,
    // Media library and banners (content-errors.ts).
    ...contentErrors.TC,
    // News, notices and help (article-errors.ts).
    ...articleErrors.TC,
    // The fitness club's coaches and tags (club-people-errors.ts).
    ...clubPeopleErrors.TC,
    // The club's gate (club-gate-errors.ts).
    ...clubGateErrors.TC,
    ...clubPenaltyErrors.TC,
    // Membership cards (membership-card-errors.ts).
    ...membershipCardErrors.TC,
    // Private sessions and fitness tests (private-session-errors.ts).
    ...privateSessionErrors.TC,
    // The sport venue's back office (sport-site-errors.ts).
    ...sportSiteErrors.TC,
    // The club's money (club-money-errors.ts).
    ...clubMoneyErrors.TC,
    // The fitness club's training courses (training-errors.ts).
    ...trainingErrors.TC,
    // The club's cashier (club-cashier-errors.ts).
    ...clubCashierErrors.TC,
    ...clubClassErrors.TC,
    // The coaches' side of the club (club-coach-errors.ts).
    ...clubCoachErrors.TC,
    ...classPlanErrors.TC,
    ...classSpaceErrors.TC,
  },
};
