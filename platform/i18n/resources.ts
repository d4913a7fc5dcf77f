/**
 * All i18next resources, by language then namespace. Each namespace is one module in
 * `locales/` holding its CN, EN and TC texts side by side, so a missing translation
 * shows up in review (and in `resources.test.ts`). Register new namespaces here.
 */
import type { Lang } from './languages';
import { byLanguage } from './i18n-core';
import common from './locales/common';
import errors from './locales/errors-all';
import terminal from './locales/terminal';
import booking from './locales/booking';
import myBookings from './locales/my-bookings';
import admin from './locales/admin';
import account from './locales/account';
import personal from './locales/personal';
import reserveManage from './locales/reserve-manage';
import auth from './locales/auth';
import systemLogs from './locales/system-logs';
import resource from './locales/resource';
import orgAdmin from './locales/org-admin';
import accessAdmin from './locales/access-admin';
import settingsAdmin from './locales/settings-admin';
import venueAdmin from './locales/venue-admin';
import openingRules from './locales/opening-rules';
import audit from './locales/audit';
import checkin from './locales/checkin';
import messages from './locales/messages';
import people from './locales/people';
import history from './locales/history';
// Booking rules and venue extras (back office).
import rulesAdmin from './locales/rules-admin';
import venueExtras from './locales/venue-extras';
import resourceStatus from './locales/resource-status';
// Cross-day and multi-day bookings, the booking calendar (terminal).
import crossDay from './locales/cross-day';
// Credit and quotas.
import credit from './locales/credit';
import creditAdmin from './locales/credit-admin';
// Quick booking, period booking and copy.
import quick from './locales/quick';
// The machine gallery (back office).
import machineGallery from './locales/machine-gallery';
// The form renderer of processes (ui/form-renderer).
import formRenderer from './locales/form-renderer';
// The workflow designer beside each form (back office).
import workflowDesigner from './locales/workflow-designer';
// The form designer (back office).
import formBuilding from './locales/form-building';
import formAdmin from './locales/form-admin';
// Form rules: which form a booking that needs approval fills in (back office).
import formRule from './locales/form-rule';
// Starting a request (back office and terminal).
import processStart from './locales/process-start';
import approvalPath from './locales/approval-path';
// Approval processes: the detail (ui/process-detail) and the approvers' and initiators' pages.
import process from './locales/process';
import approvals from './locales/approvals';
// Meeting receipts (terminal).
import receipt from './locales/receipt';
// The catering admin app's shell (/catering/).
import cateringApp from './locales/catering-app';
// The catering catalogue and customers (back office).
import cateringCatalogue from './locales/catering-catalogue';
// Meal vouchers (back office).
import mealVoucher from './locales/meal-voucher';
// Rooms and room locks (catering back office).
import roomLock from './locales/room-lock';
// Membership cards of the fitness club (machine membershipCard, back office and terminal pages).
import membershipCard from './locales/membership-card';
// The club's cashier: the desk, the ledger, the daily close, the statistics (back office).
import clubCashier from './locales/club-cashier';
// Group classes of the fitness club (machine groupClassBooking, back office and terminal pages).
import clubClasses from './locales/club-classes';
// The weekly class plan, the class form, the coach's member pages (back office and terminal).
import classPlan from './locales/class-plan';
// The member's card pages on the terminal (/fitnessCenter/cardManagement, buyCards, membershipBenefits, memberDetails).
import memberCards from './locales/member-cards';
import training from './locales/training';
import cateringRooms from './locales/catering-rooms';
// Food delivery (back office; also the order machine's step messages).
import foodDelivery from './locales/food-delivery';
// Meeting service orders (machine reserveOrder, back office /reserves, /reserveMeet).
import reserveOrder from './locales/reserve-order';
// The catering admin app's check-in and write-off page (/catering/sign).
import cateringSign from './locales/catering-sign';
// The catering admin app's front desk (/catering/index).
import cateringDesk from './locales/catering-desk';
// The catering admin app's venue view (/catering/site).
import cateringSite from './locales/catering-site';
// The printable settlement statement (PDF, server side).
import settlementStatement from './locales/settlement-statement';
// The back office's settlements page (/settlement).
import settlementAdmin from './locales/settlement-admin';
// Catering and meeting statistics (back office report pages).
import cateringStatistics from './locales/catering-statistics';
// The statistics pages' shared frame (ui/statistics-frame).
import statisticsFrame from './locales/statistics-frame';
// Settlements of the catering and meeting services (machine settlement, exports).
import settlement from './locales/settlement';
// The media library, banners (back office) and the home's banner carousel (terminal).
import siteContent from './locales/site-content';
// The terminal's deployment-variant frames and variant 5's no-access page.
import variants from './locales/variants';
// Sensitive words, feedback, the contact settings and the terminal's information pages.
import feedback from './locales/feedback';
// The fitness club's coaches and tags (back office /coach, /tags; terminal /fitnessCenter, /coachDetail).
import clubPeople from './locales/club-people';
// Private sessions and fitness tests (terminal and back office).
import clubPrivate from './locales/club-private';
import clubCoach from './locales/club-coach';
import sportSites from './locales/sport-sites';
import clubGate from './locales/club-gate';
import clubPenalties from './locales/club-penalties';
// The terminal's site pages (/siteList, /siteDetail, /dayReserve, /appointment/reservationlist).
import sites from './locales/sites';
// News, notices and help; the shared rich-text editor.
import content from './locales/content';
import richText from './locales/rich-text';
// The conference-centre terminal's meal-voucher pages (variant 5).
import conferenceVouchers from './locales/conference-vouchers';
// Summaries of the operation log (/operationLog), rendered in the reader's language.
import operations from './locales/operations';
// The meeting pages of the variant-5 terminal (rooms, booking form, my meetings, details, check-in code).
import conference from './locales/conference';
// The conference centre's catering pages on the terminal (variant 5: /catering, /restaurant, deliveries).
import conferenceCatering from './locales/conference-catering';
// My organisation's statements on the terminal (variant 5: /settlement, /cateringSettlement and their details).
import conferenceSettlements from './locales/conference-settlements';
// The conference-centre terminal's own pages (variant 5: my day, my profile, my centre, the schedule, other services).
import conferenceDay from './locales/conference-day';
// The conference centre's department approvals on the terminal (variant 5: /auditing and its two queues).
import conferenceApprovals from './locales/conference-approvals';
// Additions to the conference centre's pages: closed days on /meet, form-bound rooms, meeting codes at /sign.
import conferenceMessages from './locales/conference-messages';

const namespaces = {
  common,
  errors,
  terminal,
  booking,
  myBookings,
  admin,
  account,
  personal,
  reserveManage,
  auth,
  systemLogs,
  resource,
  orgAdmin,
  accessAdmin,
  settingsAdmin,
  venueAdmin,
  openingRules,
  audit,
  checkin,
  messages,
  people,
  history,
  rulesAdmin,
  venueExtras,
  resourceStatus,
  crossDay,
  credit,
  creditAdmin,
  quick,
  machineGallery,
  formRenderer,
  workflowDesigner,
  formBuilding,
  formAdmin,
  formRule,
  processStart,
  approvalPath,
  process,
  approvals,
  receipt,
  cateringApp,
  cateringCatalogue,
  mealVoucher,
  roomLock,
  membershipCard,
  clubCashier,
  memberCards,
  training,
  clubClasses,
  classPlan,
  cateringRooms,
  foodDelivery,
  reserveOrder,
  cateringSign,
  cateringDesk,
  cateringSite,
  settlementStatement,
  settlementAdmin,
  cateringStatistics,
  statisticsFrame,
  settlement,
  siteContent,
  variants,
  feedback,
  clubPeople,
  clubPrivate,
  clubCoach,
  sportSites,
  clubGate,
  clubPenalties,
  sites,
  content,
  richText,
  operations,
  conference,
  conferenceCatering,
  conferenceVouchers,
  conferenceSettlements,
  conferenceDay,
  conferenceApprovals,
  conferenceMessages,
} as const;

/** Namespace name → its texts per language. */
export type Namespace = keyof typeof namespaces;

/** `{ CN: { common: {...}, errors: {...} }, EN: …, TC: … }` for i18next. */
export function buildResources(overrides: Partial<Record<Namespace, unknown>> = {}) {
  return byLanguage({ ...namespaces, ...overrides } as Record<string, Record<Lang, unknown>>);
}

/** The namespace modules themselves (used by the completeness test). */
export const localeModules: Record<string, Record<Lang, unknown>> = namespaces;
