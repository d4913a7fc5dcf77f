/**
 * The terminal's pages, each loaded on first use (route-level code splitting: the first page
 * ships the runtime and the login page only; the shell with its navigation, icons and menus comes with
 * the first page behind the login, framed-shell.tsx). One chunk per feature module; the
 * shell's `<Suspense>` shows its loading spinner while a chunk arrives (routes.tsx).
 */
import { lazyNamed } from '../../ui/runtime';

const shell = () => import('./framed-shell');
/** The shell in a route set's frame (navigation, icons, menus), loaded on first use. */
export const FramedShell = lazyNamed(shell, 'FramedShell');
/** A route set's own home in its frame, loaded on first use. */
export const FramedVariantHome = lazyNamed(shell, 'FramedVariantHome');

const notFound = () => import('../../ui/terminal-shell/not-found-page');
/** The 404 page, loaded on first use. */
export const NotFoundPage = lazyNamed(notFound, 'NotFoundPage');

const noAccess = () => import('../../ui/terminal-shell/no-access-page');
/** Variant 5's page for a user without any of its pages, loaded on first use. */
export const NoAccessPage = lazyNamed(noAccess, 'NoAccessPage');

const home = () => import('../../features/home');
/** The feature's HomePage, loaded on first use. */
export const HomePage = lazyNamed(home, 'HomePage');
/** The feature's VariantHomePage, loaded on first use. */
export const VariantHomePage = lazyNamed(home, 'VariantHomePage');

const booking = () => import('../../features/booking');
/** The feature's BookingLayout, loaded on first use. */
export const BookingLayout = lazyNamed(booking, 'BookingLayout');
/** The feature's DayReserveLayout, loaded on first use. */
export const DayReserveLayout = lazyNamed(booking, 'DayReserveLayout');
/** The feature's ReservationListPage, loaded on first use. */
export const ReservationListPage = lazyNamed(booking, 'ReservationListPage');
/** The feature's SceneSitePage, loaded on first use. */
export const SceneSitePage = lazyNamed(booking, 'SceneSitePage');
/** The feature's SiteDetailPage, loaded on first use. */
export const SiteDetailPage = lazyNamed(booking, 'SiteDetailPage');
/** The feature's SiteListPage, loaded on first use. */
export const SiteListPage = lazyNamed(booking, 'SiteListPage');
/** The feature's TimeFormPage, loaded on first use. */
export const TimeFormPage = lazyNamed(booking, 'TimeFormPage');
/** The feature's TimePage, loaded on first use. */
export const TimePage = lazyNamed(booking, 'TimePage');

const myBookings = () => import('../../features/my-bookings');
/** The feature's BookingDetailPage, loaded on first use. */
export const BookingDetailPage = lazyNamed(myBookings, 'BookingDetailPage');
/** The feature's MyBookingsPage, loaded on first use. */
export const MyBookingsPage = lazyNamed(myBookings, 'MyBookingsPage');
/** The feature's ReceiptPage, loaded on first use. */
export const ReceiptPage = lazyNamed(myBookings, 'ReceiptPage');
/** The feature's HistoryPage, loaded on first use. */
export const HistoryPage = lazyNamed(myBookings, 'HistoryPage');

const messages = () => import('../../features/messages');
/** The feature's CalendarSubscribe, loaded on first use. */
export const CalendarSubscribe = lazyNamed(messages, 'CalendarSubscribe');
/** The feature's MessagesPage, loaded on first use. */
export const MessagesPage = lazyNamed(messages, 'MessagesPage');

const checkin = () => import('../../features/checkin');
/** The feature's SignPage, loaded on first use. */
export const SignPage = lazyNamed(checkin, 'SignPage');

const favorites = () => import('../../features/favorites');
/** The feature's FavoritesPage, loaded on first use. */
export const FavoritesPage = lazyNamed(favorites, 'FavoritesPage');

const crossDay = () => import('../../features/cross-day');
/** The feature's CalendarPage, loaded on first use. */
export const CalendarPage = lazyNamed(crossDay, 'CalendarPage');
/** The feature's CrossDayFormPage, loaded on first use. */
export const CrossDayFormPage = lazyNamed(crossDay, 'CrossDayFormPage');
/** The feature's CrossDayLayout, loaded on first use. */
export const CrossDayLayout = lazyNamed(crossDay, 'CrossDayLayout');
/** The feature's CrossDayTablePage, loaded on first use. */
export const CrossDayTablePage = lazyNamed(crossDay, 'CrossDayTablePage');
/** The feature's DaysReservePage, loaded on first use. */
export const DaysReservePage = lazyNamed(crossDay, 'DaysReservePage');

const credit = () => import('../../features/credit');
/** The feature's CreditPage, loaded on first use. */
export const CreditPage = lazyNamed(credit, 'CreditPage');
/** The feature's QuotaPage, loaded on first use. */
export const QuotaPage = lazyNamed(credit, 'QuotaPage');

const account = () => import('../../features/account');
/** The feature's OidcCallbackPage, loaded on first use. */
export const OidcCallbackPage = lazyNamed(account, 'OidcCallbackPage');
/** The feature's PersonalPage, loaded on first use. */
export const PersonalPage = lazyNamed(account, 'PersonalPage');

const quick = () => import('../../features/quick');
/** The feature's QuickPage, loaded on first use. */
export const QuickPage = lazyNamed(quick, 'QuickPage');
/** The feature's QuickReservePage, loaded on first use. */
export const QuickReservePage = lazyNamed(quick, 'QuickReservePage');

const processStart = () => import('../../features/process-start');
/** The feature's ApplyPage, loaded on first use. */
export const ApplyPage = lazyNamed(processStart, 'ApplyPage');

const approvals = () => import('../../features/approvals');
/** The feature's AuditCenterPage, loaded on first use. */
export const AuditCenterPage = lazyNamed(approvals, 'AuditCenterPage');
/** The feature's AuditDetailPage, loaded on first use. */
export const AuditDetailPage = lazyNamed(approvals, 'AuditDetailPage');
/** The feature's ExaminePage, loaded on first use. */
export const ExaminePage = lazyNamed(approvals, 'ExaminePage');

const content = () => import('../../features/content');
/** The feature's AnnouncementPage, loaded on first use. */
export const AnnouncementPage = lazyNamed(content, 'AnnouncementPage');
/** The feature's ArticleDetailPage, loaded on first use. */
export const ArticleDetailPage = lazyNamed(content, 'ArticleDetailPage');
/** The feature's HelpCenterPage, loaded on first use. */
export const HelpCenterPage = lazyNamed(content, 'HelpCenterPage');
/** The feature's NewsDetailPage, loaded on first use. */
export const NewsDetailPage = lazyNamed(content, 'NewsDetailPage');
/** The feature's NoticeDetailPage, loaded on first use. */
export const NoticeDetailPage = lazyNamed(content, 'NoticeDetailPage');

const contact = () => import('../../features/contact');
/** The feature's AboutPage, loaded on first use. */
export const AboutPage = lazyNamed(contact, 'AboutPage');
/** The feature's ContactInfoPage, loaded on first use. */
export const ContactInfoPage = lazyNamed(contact, 'ContactInfoPage');
/** The feature's ContactPage, loaded on first use. */
export const ContactPage = lazyNamed(contact, 'ContactPage');
/** The feature's LanguagePage, loaded on first use. */
export const LanguagePage = lazyNamed(contact, 'LanguagePage');

const conference = () => import('../../features/conference');
/** The feature's CodePage, loaded on first use. */
export const CodePage = lazyNamed(conference, 'CodePage');
/** The feature's ConferenceDetailsPage, loaded on first use. */
export const ConferenceDetailsPage = lazyNamed(conference, 'ConferenceDetailsPage');
/** The feature's ConferenceFormPage, loaded on first use. */
export const ConferenceFormPage = lazyNamed(conference, 'ConferenceFormPage');
/** The feature's MeetingRoomsPage, loaded on first use. */
export const MeetingRoomsPage = lazyNamed(conference, 'MeetingRoomsPage');
/** The feature's MyMeetingsPage, loaded on first use. */
export const MyMeetingsPage = lazyNamed(conference, 'MyMeetingsPage');
/** The feature's SubmitPage, loaded on first use. */
export const SubmitPage = lazyNamed(conference, 'SubmitPage');

const conferenceCatering = () => import('../../features/conference-catering');
/** The feature's CateringPage, loaded on first use. */
export const CateringPage = lazyNamed(conferenceCatering, 'CateringPage');
/** The feature's MyDeliveriesPage, loaded on first use. */
export const MyDeliveriesPage = lazyNamed(conferenceCatering, 'MyDeliveriesPage');
/** The feature's OrderReservePage, loaded on first use. */
export const OrderReservePage = lazyNamed(conferenceCatering, 'OrderReservePage');
/** The feature's RestaurantPage, loaded on first use. */
export const RestaurantPage = lazyNamed(conferenceCatering, 'RestaurantPage');

const conferenceVouchers = () => import('../../features/conference-vouchers');
/** The feature's MealVoucherReservePage, loaded on first use. */
export const MealVoucherReservePage = lazyNamed(conferenceVouchers, 'MealVoucherReservePage');
/** The feature's MealVouchersPage, loaded on first use. */
export const MealVouchersPage = lazyNamed(conferenceVouchers, 'MealVouchersPage');
/** The feature's MyMealVoucherDetailPage, loaded on first use. */
export const MyMealVoucherDetailPage = lazyNamed(conferenceVouchers, 'MyMealVoucherDetailPage');
/** The feature's MyMealVoucherPage, loaded on first use. */
export const MyMealVoucherPage = lazyNamed(conferenceVouchers, 'MyMealVoucherPage');

const conferenceSettlements = () => import('../../features/conference-settlements');
/** The feature's OrgSettlementDetailPage, loaded on first use. */
export const OrgSettlementDetailPage = lazyNamed(conferenceSettlements, 'OrgSettlementDetailPage');
/** The feature's OrgSettlementListPage, loaded on first use. */
export const OrgSettlementListPage = lazyNamed(conferenceSettlements, 'OrgSettlementListPage');

const conferenceDay = () => import('../../features/conference-day');
/** The feature's OtherPage, loaded on first use. */
export const OtherPage = lazyNamed(conferenceDay, 'OtherPage');
/** The feature's PersonPage, loaded on first use. */
export const PersonPage = lazyNamed(conferenceDay, 'PersonPage');
/** The feature's PersonalCenterPage, loaded on first use. */
export const PersonalCenterPage = lazyNamed(conferenceDay, 'PersonalCenterPage');
/** The feature's SchedulingDetailsPage, loaded on first use. */
export const SchedulingDetailsPage = lazyNamed(conferenceDay, 'SchedulingDetailsPage');
/** The feature's SchedulingPage, loaded on first use. */
export const SchedulingPage = lazyNamed(conferenceDay, 'SchedulingPage');
/** The feature's TripPage, loaded on first use. */
export const TripPage = lazyNamed(conferenceDay, 'TripPage');

const conferenceApprovals = () => import('../../features/conference-approvals');
/** The feature's ApprovalQueuePage, loaded on first use. */
export const ApprovalQueuePage = lazyNamed(conferenceApprovals, 'ApprovalQueuePage');

const clubPeople = () => import('../../features/club-people');
/** The feature's FitnessCenterPage, loaded on first use. */
export const FitnessCenterPage = lazyNamed(clubPeople, 'FitnessCenterPage');
/** The feature's CoachDetailPage, loaded on first use. */
export const CoachDetailPage = lazyNamed(clubPeople, 'CoachDetailPage');

const memberCards = () => import('../../features/member-cards');
/** The feature's CardManagementPage, loaded on first use. */
export const CardManagementPage = lazyNamed(memberCards, 'CardManagementPage');
/** The feature's BuyCardsPage, loaded on first use. */
export const BuyCardsPage = lazyNamed(memberCards, 'BuyCardsPage');
/** The feature's MembershipBenefitsPage, loaded on first use. */
export const MembershipBenefitsPage = lazyNamed(memberCards, 'MembershipBenefitsPage');
/** The feature's MemberDetailsPage, loaded on first use. */
export const MemberDetailsPage = lazyNamed(memberCards, 'MemberDetailsPage');
/** The feature's OperationRecordsPage (the operations on my cards), loaded on first use. */
export const OperationRecordsPage = lazyNamed(memberCards, 'OperationRecordsPage');
/** The feature's FitnessHelpPage (the club's rules in words), loaded on first use. */
export const FitnessHelpPage = lazyNamed(memberCards, 'FitnessHelpPage');

const privateSessions = () => import('../../features/private-sessions');
/** The feature's PrivatePage (coaches with their next free slots, my bookings), loaded on first use. */
export const PrivatePage = lazyNamed(privateSessions, 'PrivatePage');
/** The feature's PrivateReservePage, loaded on first use. */
export const PrivateReservePage = lazyNamed(privateSessions, 'PrivateReservePage');
/** The feature's TestReservePage, loaded on first use. */
export const TestReservePage = lazyNamed(privateSessions, 'TestReservePage');
/** The feature's TestRecordsPage, loaded on first use. */
export const TestRecordsPage = lazyNamed(privateSessions, 'TestRecordsPage');
/** The feature's CoachSchedulePage (the coach centre), loaded on first use. */
export const CoachSchedulePage = lazyNamed(privateSessions, 'CoachSchedulePage');
/** The feature's CoachTestLogPage (the coach centre), loaded on first use. */
export const CoachTestLogPage = lazyNamed(privateSessions, 'CoachTestLogPage');
const training = () => import('../../features/training');
/** The training feature's TrainPage, loaded on first use. */
export const TrainPage = lazyNamed(training, 'TrainPage');
/** The training feature's TrainTypePage, loaded on first use. */
export const TrainTypePage = lazyNamed(training, 'TrainTypePage');
/** The training feature's TrainDetailPage, loaded on first use. */
export const TrainDetailPage = lazyNamed(training, 'TrainDetailPage');
/** The training feature's TrainReservePage, loaded on first use. */
export const TrainReservePage = lazyNamed(training, 'TrainReservePage');
/** The training feature's RegistrationRecordPage, loaded on first use. */
export const RegistrationRecordPage = lazyNamed(training, 'RegistrationRecordPage');
/** The training feature's CourseRecordPage, loaded on first use. */
export const CourseRecordPage = lazyNamed(training, 'CourseRecordPage');
/** The training feature's OperationRecordPage, loaded on first use. */
export const OperationRecordPage = lazyNamed(training, 'OperationRecordPage');
/** The training feature's TrainHelpPage, loaded on first use. */
export const TrainHelpPage = lazyNamed(training, 'TrainHelpPage');
/** The training feature's UnconfirmedClassPage, loaded on first use. */
export const UnconfirmedClassPage = lazyNamed(training, 'UnconfirmedClassPage');
/** The training feature's UnconfirmedReservePage, loaded on first use. */
export const UnconfirmedReservePage = lazyNamed(training, 'UnconfirmedReservePage');
/** The training feature's CoachRegistrationRecordPage, loaded on first use. */
export const CoachRegistrationRecordPage = lazyNamed(training, 'CoachRegistrationRecordPage');
/** The training feature's CoachSchedulePage (a coach's course sessions), loaded on first use. */
export const TrainCoachSchedulePage = lazyNamed(training, 'CoachSchedulePage');
/** The training feature's MyClassPage, loaded on first use. */
export const MyClassPage = lazyNamed(training, 'MyClassPage');
/** The training feature's LeaveRecordPage, loaded on first use. */
export const LeaveRecordPage = lazyNamed(training, 'LeaveRecordPage');
/** The training feature's TrainCoachPage, loaded on first use. */
export const TrainCoachPage = lazyNamed(training, 'TrainCoachPage');
/** The training feature's CoachMembersPage (/member: a coach's members), loaded on first use. */
export const CoachMembersPage = lazyNamed(training, 'CoachMembersPage');
/** The training feature's UserDetailPage (/userDetail: one member for their coach), loaded on first use. */
export const UserDetailPage = lazyNamed(training, 'UserDetailPage');
/** The training feature's CoachRegistrationDetailPage (a registration for its coach), loaded on first use. */
export const CoachRegistrationDetailPage = lazyNamed(training, 'CoachRegistrationDetailPage');
/** The training feature's CoachReservePage (the coach registers or books a make-up), loaded on first use. */
export const CoachReservePage = lazyNamed(training, 'CoachReservePage');
const clubClasses = () => import('../../features/club-classes');
/** The feature's LeaguePage (the week's group classes), loaded on first use. */
export const LeaguePage = lazyNamed(clubClasses, 'LeaguePage');
/** The feature's LeagueReservePage (one class, the card that would pay, book or wait), loaded on first use. */
export const LeagueReservePage = lazyNamed(clubClasses, 'LeagueReservePage');
/** The feature's CourseRecordsPage (my class bookings and waitlist entries), loaded on first use. */
export const CourseRecordsPage = lazyNamed(clubClasses, 'CourseRecordsPage');
const clubPenalties = () => import('../../features/club-penalties');
/** The feature's DefaultRecordsPage (my late-cancel and no-show records, explained), loaded on first use. */
export const DefaultRecordsPage = lazyNamed(clubPenalties, 'DefaultRecordsPage');
const clubCoach = () => import('../../features/club-coach');
/** The feature's EvaluationRecordsPage (a member's ratings), loaded on first use. */
export const EvaluationRecordsPage = lazyNamed(clubCoach, 'EvaluationRecordsPage');
/** The feature's CoachHomePage (the coach centre's home), loaded on first use. */
export const CoachHomePage = lazyNamed(clubCoach, 'CoachHomePage');
/** The feature's CoachMyClassPage, loaded on first use. */
export const CoachMyClassPage = lazyNamed(clubCoach, 'CoachMyClassPage');
/** The feature's CoachCommentsPage, loaded on first use. */
export const CoachCommentsPage = lazyNamed(clubCoach, 'CoachCommentsPage');
/** The feature's CoachAdjustedLogPage, loaded on first use. */
export const CoachAdjustedLogPage = lazyNamed(clubCoach, 'CoachAdjustedLogPage');
