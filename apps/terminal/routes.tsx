/**
 * The reservation terminal's route tables, one per deployment variant (spec §1, §2: the
 * `school` setting of `systemConfig`, 0–5). Variants 0 and 3 share one route set, 2 and
 * 4 another, 1 and 5 have their own; each set has its own layout frame (header title,
 * colours, navigation — ui/terminal-shell/frames.ts) and home. The spec's paths of each
 * set are listed in platform/variants/spec-routes.ts; the paths a set does not route yet
 * are in {@link ABSENT_ROUTES} (routes.test.tsx checks both lists against the tables).
 *
 * Common to every set:
 * - `/`: see {@link rootTarget};
 * - `/login` (LoginPage, following `loginMode`: password form, or single sign-on; "sign in with
 *   <provider>" when an OpenID Connect provider is configured);
 * - `/oidc`: back from the OpenID Connect provider (bind, or sign in with a bound account);
 * - the shell (TerminalShell, signed-in only) with the set's pages, `/examine?id=` among them;
 * - `/layout` → `/`; `/404`; anything else → `/404`.
 *
 * Variant 0/3 set: `/home`, `/my`, `/detail?id=`, `/receipt?id=` (a meeting
 * invitation), `/sign?code=` (check-in), `/messages`, `/favorites`, `/history`, `/credit`,
 * `/quota`, `/personal` (own profile, messages, password, third-party binding), `/quick`,
 * `/quickReserve`, `/appointment` (→ `/gymnasium`, `/time`,
 * `/timeform`, `/crossdaytable`, `/crossdayform`), `/daysReserve`, `/calendar`, `/apply`
 * (`?id=` a form, `?resubmit=` a returned process), `/auditCenter`, `/auditDetail?id=`;
 * `/contact` (send feedback, my feedback and its replies) with `/contactInfo`, `/about`, `/language`;
 * `/siteList` (sites by campus, building, floor, scene, people, devices), `/siteDetail?id=`
 * (photos, devices, instructions, rules, today's slots), `/dayReserve?siteId=` (the same-day
 * wizard on that site, today only: `/dayReserve/time`, `/timeform`), `/appointment/reservationlist`
 * (a scene's sites with today's free slots), `/details?id=` (the booking details, as `/detail`),
 * `/blank` (an empty page); `/announcement` (notices and news), `/announcement/detail?kind=&id=`,
 * `/newsDetail?id=`, `/noticeDetail?id=` and `/help` (help articles); `/news` → `/announcement`;
 * `/ic/homePage` → `/`.
 * Variant 1 set: `/home`, `/appointment` (as 0/3), `/quick`, `/calendar`, `/apply`, `/detail`, `/messages`.
 * Variant 2/4 set: `/home`, `/calendar`, `/sign`, `/messages`, the booking wizard `/appointment` (as 0/3: its
 * popular places open a site's booking there); the fitness club's `/fitnessCenter` (its landing: the club's profile,
 * popular places, links to the club's routed pages, its coaches), `/coachDetail?id=` (a coach's profile) and the
 * member's card pages `/fitnessCenter/cardManagement`, `/fitnessCenter/buyCards`, `/fitnessCenter/membershipBenefits`,
 * `/fitnessCenter/memberDetails`, `/fitnessCenter/operationRecords` (my cards' operations),
 * `/fitnessCenter/fitnessCenterHelp` (the club's rules); private sessions and tests `/fitnessCenter/private`,
 * `/privateReserve`, `/testReserve`, `/fitnessCenter/testRecords`; the coach centre's `/fitnessCenterCoach/schedule`
 * and `/testLog`;
 * training courses `/train` (with `/train/registrationRecord`, `/courseRecord`,
 * `/operationRecord`, `/trainHelp`), `/type`, `/trainDetail?id=`, `/trainReserve?id=`, and the coaches'
 * `/trainCoach/registrationRecord`, `/unconfirmedClass`, `/unconfirmedReserve`, `/schedule`, `/myClass`,
 * `/leaveRecord`, `/registrationRecord/detail?id=`, `/registrationRecord/reserve?userId=`; `/member` and
 * `/userDetail?id=` (a coach's members).
 * Variant 5 set: `/home`, `/apply`, `/detail`; meetings `/meet` and `/siteList` (free rooms), `/conference` and
 * `/reserve` (a room with its services as one order), `/submit`, `/conferenceDetails?id=`, `/conference-center`
 * (my meetings), `/codePage?id=` (the check-in code; `/sign` checks it in); catering `/catering`, `/restaurant`,
 * `/foodDeliveryOrderReserve`, `/foodDeliveryOrder`; meal vouchers `/mealVoucherReserve`, `/mealVouchers`,
 * `/myMealVoucher`, `/myMealVoucherDetail?id=`; my organisation's statements `/settlement`,
 * `/settlementDetail?id=` (meetings), `/cateringSettlement`, `/cateringSettlementDetail?id=` (catering);
 * the centre's own pages `/trip` (my day: my meetings, meal
 * vouchers and deliveries of a day), `/person` (my profile), `/personalCenter` (entries to my pages, the language,
 * log out), `/scheduling` (the rooms' meetings of a day) and `/schedulingDetails?roomId=&date=[&id=]` (a room's day,
 * one meeting singled out), `/otherPage` (decision: the centre's other services — entries to its service and
 * information pages), and `/contactInfo` and `/blank` (the pages of 0/3);
 * the department approver's queues `/auditing` (meeting orders,
 * deliveries and meal vouchers), `/mealVoucherAudit`, `/foodDeliveryAudit`; `/no-access` outside the shell (spec §6).
 *
 * Admittance: a signed-out user reaching a shell route goes to
 * `/login?redirect=<path>` and back there after signing in; a route outside the user's
 * terminal menus shows `/404`; another variant's path (e.g. variant 1's `/group` under
 * school 0) is unknown and shows `/404`. Under variant 5 a user whose terminal menus
 * hold no page of the set goes to `/no-access`.
 *
 * Switching `school` (back office /systemConfig) rebuilds the router without a restart:
 * see {@link TerminalApp}.
 */
import { Suspense, useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Center, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../../features/auth';
import {
  AboutPage,
  AnnouncementPage,
  ApplyPage,
  ApprovalQueuePage,
  ArticleDetailPage,
  AuditCenterPage,
  AuditDetailPage,
  BookingDetailPage,
  BookingLayout,
  BuyCardsPage,
  PrivatePage,
  PrivateReservePage,
  TestRecordsPage,
  TestReservePage,
  CalendarPage,
  CalendarSubscribe,
  CardManagementPage,
  CoachSchedulePage,
  CoachTestLogPage,
  CoachAdjustedLogPage,
  CoachCommentsPage,
  CoachHomePage,
  CoachMyClassPage,
  EvaluationRecordsPage,
  CateringPage,
  CodePage,
  CoachDetailPage,
  ConferenceDetailsPage,
  ConferenceFormPage,
  ContactInfoPage,
  ContactPage,
  CreditPage,
  CrossDayFormPage,
  CrossDayLayout,
  CrossDayTablePage,
  DayReserveLayout,
  DaysReservePage,
  ExaminePage,
  FitnessCenterPage,
  FavoritesPage,
  FramedShell,
  FramedVariantHome,
  HelpCenterPage,
  HistoryPage,
  HomePage,
  LanguagePage,
  MealVoucherReservePage,
  MealVouchersPage,
  MemberDetailsPage,
  OperationRecordsPage,
  FitnessHelpPage,
  LeaguePage,
  LeagueReservePage,
  CourseRecordsPage,
  DefaultRecordsPage,
  MembershipBenefitsPage,
  MeetingRoomsPage,
  MessagesPage,
  MyBookingsPage,
  MyDeliveriesPage,
  MyMealVoucherDetailPage,
  MyMealVoucherPage,
  MyMeetingsPage,
  NewsDetailPage,
  NoAccessPage,
  NotFoundPage,
  NoticeDetailPage,
  OidcCallbackPage,
  OrderReservePage,
  OrgSettlementDetailPage,
  OrgSettlementListPage,
  OtherPage,
  PersonPage,
  PersonalCenterPage,
  PersonalPage,
  QuickPage,
  QuickReservePage,
  QuotaPage,
  ReceiptPage,
  ReservationListPage,
  RestaurantPage,
  SceneSitePage,
  SchedulingDetailsPage,
  SchedulingPage,
  SignPage,
  SiteDetailPage,
  SiteListPage,
  SubmitPage,
  TimeFormPage,
  TimePage,
  TripPage,
  TrainPage,
  TrainTypePage,
  TrainDetailPage,
  TrainReservePage,
  RegistrationRecordPage,
  CourseRecordPage,
  OperationRecordPage,
  TrainHelpPage,
  UnconfirmedClassPage,
  UnconfirmedReservePage,
  CoachRegistrationRecordPage,
  TrainCoachSchedulePage,
  MyClassPage,
  LeaveRecordPage,
  TrainCoachPage,
  CoachMembersPage,
  UserDetailPage,
  CoachRegistrationDetailPage,
  CoachReservePage,
} from './lazy-pages';
import { RequireSession, useLang, useLiveSchool, useSession } from '../../ui/runtime';
// Each from its own module, not the barrel: the barrel's other modules (scene icons, date formatting) would
// all come onto the first page (application modules count as having side effects, so none is dropped).
import { BlankPage } from '../../ui/terminal-shell/blank-page';
// The frames (navigation, icons, menus) and the shell load with the first page behind the login (framed-shell.tsx).
import { FRAME_TITLE_KEYS } from '../../ui/terminal-shell/frame-titles';
import { firstTerminalPath } from '../../ui/terminal-shell/terminal-menus';
import type { TerminalMenus } from '../../platform/contracts/auth.contract';
import { localeOf } from '../../platform/i18n/languages';
import { FITNESS_AND_TRAINING, terminalVariantOf, type TerminalVariant } from '../../platform/variants/spec-routes';

/** Where signed-out users go, and the page after login. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
/** Variant 5's page for a user without any of its pages (spec §6). */
export const NO_ACCESS_PATH = '/no-access';

/** The training courses' pages of the 2/4 set (docs/training.md): path → page. */
const TRAINING_PAGES: readonly [string, ReactElement][] = [
  ['/train', <TrainPage />],
  ['/train/registrationRecord', <RegistrationRecordPage />],
  ['/train/courseRecord', <CourseRecordPage />],
  ['/train/operationRecord', <OperationRecordPage />],
  ['/train/trainHelp', <TrainHelpPage />],
  ['/type', <TrainTypePage />],
  ['/trainDetail', <TrainDetailPage />],
  ['/trainReserve', <TrainReservePage />],
  ['/trainCoach', <TrainCoachPage />],
  ['/trainCoach/registrationRecord', <CoachRegistrationRecordPage />],
  ['/trainCoach/unconfirmedClass', <UnconfirmedClassPage />],
  ['/trainCoach/unconfirmedReserve', <UnconfirmedReservePage />],
  ['/trainCoach/schedule', <TrainCoachSchedulePage />],
  ['/trainCoach/myClass', <MyClassPage />],
  ['/trainCoach/leaveRecord', <LeaveRecordPage />],
  // The coach's member pages (hidden terminal menus for the coaches, migration 0048).
  ['/trainCoach/registrationRecord/detail', <CoachRegistrationDetailPage />],
  ['/trainCoach/registrationRecord/reserve', <CoachReservePage />],
  ['/member', <CoachMembersPage />],
  ['/userDetail', <UserDetailPage />],
];

/**
 * The fitness centre's pages of the 2/4 set that are built (the club's landing, a coach's profile, the card pages,
 * private sessions and tests, the coach centre's schedule and test log, training courses).
 */
const BUILT_FITNESS_ROUTES: readonly string[] = [
  '/fitnessCenter',
  '/coachDetail',
  '/fitnessCenter/cardManagement',
  '/fitnessCenter/buyCards',
  '/fitnessCenter/membershipBenefits',
  '/fitnessCenter/memberDetails',
  '/fitnessCenter/private',
  '/privateReserve',
  '/testReserve',
  '/fitnessCenter/testRecords',
  '/fitnessCenterCoach/schedule',
  '/fitnessCenterCoach/testLog',
  // The coaches' side: a member's ratings; the coach centre's home, classes, comments and adjustments.
  '/fitnessCenter/evaluationRecords',
  '/fitnessCenterCoach',
  '/fitnessCenterCoach/myClass',
  '/fitnessCenterCoach/commentRecords',
  '/fitnessCenterCoach/adjustedLog',
  // Training courses: the members' pages and the coaches'.
  ...TRAINING_PAGES.map(([path]) => path),
  '/fitnessCenter/league',
  '/leagueReserve',
  '/fitnessCenter/courseRecords',
  '/fitnessCenter/operationRecords',
  '/fitnessCenter/fitnessCenterHelp',
  '/fitnessCenter/defaultRecords',
];

/**
 * The spec §2 paths each route set does not route yet (pages not built). The list can
 * only shrink: routes.test.tsx fails when a path here is routed, or when a spec path is
 * neither routed nor listed.
 */
export const ABSENT_ROUTES: Readonly<Record<TerminalVariant, readonly string[]>> = {
  v03: [],
  v1: [
    '/blank',
    '/group',
    '/submit',
    '/feedback',
    '/siteList',
    '/meet',
    '/time',
    '/timeform',
    '/dayReserve',
    '/person',
    '/contactInfo',
    '/about',
    '/help',
    '/trip',
    '/admin',
    '/audit',
    '/plan',
    '/appointment/reservationlist',
    '/personal',
    '/contact',
    '/news',
    '/announcement',
    '/announcement/detail',
  ],
  v24: [
    '/blank',
    '/help',
    '/contact',
    '/feedback',
    '/personal',
    '/inner',
    '/sports',
    '/announcement/detail',
    '/iceSports',
    '/swim',
    '/reserveList',
    '/reserveRoom',
    '/reserveSeat',
    '/seatList',
    '/reserveMeet',
    '/payment',
    '/crossCalendar',
    '/crossForm',
    '/Detailmenu',
    ...FITNESS_AND_TRAINING.filter((path) => !BUILT_FITNESS_ROUTES.includes(path)),
  ],
  v5: [],
};

/**
 * Routed paths beyond spec §2 (product additions; `/oidc` is the OpenID Connect return), per set;
 * `/*` is the catch-all.
 */
export const EXTRA_ROUTES: Readonly<Record<TerminalVariant, readonly string[]>> = {
  v03: [
    '/receipt',
    '/messages',
    '/favorites',
    // The same-day wizard's screens under /dayReserve.
    '/dayReserve/gymnasium',
    '/dayReserve/time',
    '/dayReserve/timeform',
    '/oidc',
    '/*',
  ],
  // Every set: the message bell of the shell links to /messages.
  v1: ['/messages', '/oidc', '/*'],
  // The booking wizard: the fitness centre's popular places open the booking of their site there.
  v24: [
    '/messages',
    '/oidc',
    '/*',
    '/appointment',
    '/appointment/gymnasium',
    '/appointment/time',
    '/appointment/timeform',
    '/appointment/crossdaytable',
    '/appointment/crossdayform',
  ],
  v5: ['/sign', '/messages', '/oidc', '/*'],
};

/** A full-screen spinner while the session or the config is being read. */
function Loading() {
  const { t } = useTranslation('common');
  return (
    <Center minH="100dvh" role="status" aria-busy="true" aria-label={t('loading')}>
      <Spinner size="lg" color="teal.500" />
    </Center>
  );
}

/**
 * Where `/` leads (spec §2 "Reservation terminal, common": "/ redirects to /login when
 * the login setting is 0, otherwise to /blank (or /home, depending on login mode and
 * variant)"). Decision: a signed-out user goes to `/login` under both login modes — the
 * login page itself runs single sign-on when `loginMode` is 1 (features/auth/sso-login:
 * to the CAS server and back with a ticket), which is the role the original's `/blank`
 * played, so no separate landing page is needed. A signed-in user goes to the first
 * page of their terminal menus that the set routes (spec §4; `/home` when no terminal
 * menus are configured); holding none, to `/404`, or under variant 5 to `/no-access`.
 */
export function rootTarget(
  signedIn: boolean,
  terminal: TerminalMenus | null | undefined,
  knownPaths: ReadonlySet<string>,
  variant: TerminalVariant,
): string {
  if (!signedIn) return LOGIN_PATH;
  const first = firstTerminalPath(terminal, knownPaths, HOME_PATH);
  return first === '/404' && variant === 'v5' ? NO_ACCESS_PATH : first;
}

/** `/`: see {@link rootTarget}. */
function RootRedirect({ knownPaths, variant }: { knownPaths: ReadonlySet<string>; variant: TerminalVariant }) {
  const { isSignedIn, isSignedOut, user } = useSession();
  if (!isSignedIn && !isSignedOut) return <Loading />;
  return <Navigate to={rootTarget(isSignedIn, user?.terminal, knownPaths, variant)} replace />;
}

/** `/login`: the login page with the terminal's title; a signed-in user goes on to `/` (the first permitted route). */
function TerminalLogin() {
  const { t } = useTranslation('common');
  return <LoginPage title={t('terminalTitle')} afterLoginPath="/" providerSignIn />;
}

/** The top paths of a shell's child routes (`/appointment` for `/appointment/time`): what menus may name. */
export function shellPathsOf(children: readonly RouteObject[]): Set<string> {
  // A path-less layout route contributes its children's paths.
  const top = (r: RouteObject): string[] =>
    r.path ? [`/${r.path.replace(/^\/+/, '').split('/')[0]}`] : (r.children ?? []).flatMap(top);
  return new Set(children.flatMap(top));
}

/** /my's link to the month calendar of the caller's bookings (/calendar). */
function MyCalendarLink() {
  const { t } = useTranslation('crossDay');
  return (
    <Button asChild size="sm" variant="outline">
      <Link to="/calendar">{t('links.calendar')}</Link>
    </Button>
  );
}

/** The booking flow: `/appointment` (→ gymnasium, time, timeform) and cross-day booking. */
function appointmentRoutes(): RouteObject[] {
  return [
    {
      element: <CrossDayLayout />,
      children: [
        { path: '/appointment/crossdaytable', element: <CrossDayTablePage /> },
        { path: '/appointment/crossdayform', element: <CrossDayFormPage /> },
      ],
    },
    {
      path: '/appointment',
      element: <BookingLayout />,
      children: [
        { index: true, element: <Navigate to="gymnasium" replace /> },
        { path: 'gymnasium', element: <SceneSitePage /> },
        { path: 'time', element: <TimePage /> },
        { path: 'timeform', element: <TimeFormPage /> },
      ],
    },
  ];
}

/** The home of a set with its own frame. */
function variantHome(variant: TerminalVariant): RouteObject {
  return { path: HOME_PATH, element: <FramedVariantHome variant={variant} /> };
}

/** The pages inside the shell of variants 0 and 3 (each admitted by the user's terminal menus). */
function variant03ShellRoutes(): RouteObject[] {
  return [
    { path: HOME_PATH, element: <HomePage /> },
    {
      path: '/my',
      element: (
        <Stack gap="3">
          <HStack justify="flex-end">
            <MyCalendarLink />
            <CalendarSubscribe />
          </HStack>
          <MyBookingsPage />
        </Stack>
      ),
    },
    { path: '/messages', element: <MessagesPage /> },
    { path: '/detail', element: <BookingDetailPage /> },
    // Spec §2 lists /details beside /detail: the same booking details page (with its people, /api/reserve/details).
    { path: '/details', element: <BookingDetailPage /> },
    { path: '/blank', element: <BlankPage /> },
    // Meeting receipts: the invitation a participant answers.
    { path: '/receipt', element: <ReceiptPage /> },
    { path: '/sign', element: <SignPage /> },
    // People and history: favourite member groups, past bookings.
    { path: '/favorites', element: <FavoritesPage /> },
    { path: '/history', element: <HistoryPage /> },
    // Multi-day booking, the booking calendar.
    { path: '/daysReserve', element: <DaysReservePage /> },
    { path: '/calendar', element: <CalendarPage /> },
    // Credit and quotas.
    { path: '/credit', element: <CreditPage /> },
    { path: '/personal', element: <PersonalPage /> },
    { path: '/quota', element: <QuotaPage /> },
    // Quick booking and period booking.
    { path: '/quick', element: <QuickPage /> },
    { path: '/quickReserve', element: <QuickReservePage /> },
    // Approvals: start a request (and resubmit one returned).
    { path: '/apply', element: <ApplyPage /> },
    // Approvals: the caller's lists and one process.
    { path: '/auditCenter', element: <AuditCenterPage /> },
    { path: '/auditDetail', element: <AuditDetailPage /> },
    // Contact and feedback, and the information pages it links to.
    { path: '/contact', element: <ContactPage /> },
    { path: '/contactInfo', element: <ContactInfoPage /> },
    { path: '/about', element: <AboutPage /> },
    { path: '/language', element: <LanguagePage /> },
    // Sites: the list, one site, its scene's sites with today's free slots (outside the
    // wizard's layout, which would take the URL to its own screen), and same-day booking from a site.
    { path: '/siteList', element: <SiteListPage /> },
    { path: '/siteDetail', element: <SiteDetailPage /> },
    { path: '/appointment/reservationlist', element: <ReservationListPage /> },
    // News, notices and help.
    { path: '/announcement', element: <AnnouncementPage /> },
    { path: '/announcement/detail', element: <ArticleDetailPage /> },
    { path: '/newsDetail', element: <NewsDetailPage /> },
    { path: '/noticeDetail', element: <NoticeDetailPage /> },
    { path: '/help', element: <HelpCenterPage /> },
    { path: '/news', element: <Navigate to="/announcement" replace /> },
    {
      path: '/dayReserve',
      element: <DayReserveLayout />,
      children: [
        { path: 'gymnasium', element: <SceneSitePage /> },
        { path: 'time', element: <TimePage /> },
        { path: 'timeform', element: <TimeFormPage /> },
      ],
    },
    ...appointmentRoutes(),
  ];
}

/** The pages inside the shell of variant 1 (meeting and venue service). */
function variant1ShellRoutes(): RouteObject[] {
  return [
    variantHome('v1'),
    { path: '/calendar', element: <CalendarPage /> },
    { path: '/quick', element: <QuickPage /> },
    { path: '/apply', element: <ApplyPage /> },
    { path: '/detail', element: <BookingDetailPage /> },
    ...appointmentRoutes(),
    // The shell's message bell leads here (approvals' news).
    { path: '/messages', element: <MessagesPage /> },
  ];
}

/** The pages inside the shell of variants 2 and 4 (sports centre). */
function variant24ShellRoutes(): RouteObject[] {
  const pages: RouteObject[] = [
    variantHome('v24'),
    { path: '/calendar', element: <CalendarPage /> },
    { path: '/sign', element: <SignPage /> },
    // The shell's message bell leads here (a class's waitlist place, a cancelled class, a leave decided).
    { path: '/messages', element: <MessagesPage /> },
    // The fitness club: a coach's profile (the landing is added below, with the paths it may link to).
    { path: '/coachDetail', element: <CoachDetailPage /> },
    // The member's card pages: my cards, the card shop, the benefits of each type, my profile in the club.
    { path: '/fitnessCenter/cardManagement', element: <CardManagementPage /> },
    { path: '/fitnessCenter/buyCards', element: <BuyCardsPage /> },
    { path: '/fitnessCenter/membershipBenefits', element: <MembershipBenefitsPage /> },
    { path: '/fitnessCenter/memberDetails', element: <MemberDetailsPage /> },
    // The operations on my cards, and the club's help (its rules in words).
    { path: '/fitnessCenter/operationRecords', element: <OperationRecordsPage /> },
    { path: '/fitnessCenter/fitnessCenterHelp', element: <FitnessHelpPage /> },
    // Private sessions and fitness tests: coaches and my bookings, booking, my results; the coach centre's pages.
    { path: '/fitnessCenter/private', element: <PrivatePage /> },
    { path: '/privateReserve', element: <PrivateReservePage /> },
    { path: '/testReserve', element: <TestReservePage /> },
    { path: '/fitnessCenter/testRecords', element: <TestRecordsPage /> },
    { path: '/fitnessCenterCoach/schedule', element: <CoachSchedulePage /> },
    { path: '/fitnessCenterCoach/testLog', element: <CoachTestLogPage /> },
    // The coaches' side (docs/fitness-coaches.md): a member's ratings; the coach's home and pages.
    { path: '/fitnessCenter/evaluationRecords', element: <EvaluationRecordsPage /> },
    { path: '/fitnessCenterCoach', element: <CoachHomePage /> },
    { path: '/fitnessCenterCoach/myClass', element: <CoachMyClassPage /> },
    { path: '/fitnessCenterCoach/commentRecords', element: <CoachCommentsPage /> },
    { path: '/fitnessCenterCoach/adjustedLog', element: <CoachAdjustedLogPage /> },
    // Training courses (docs/training.md).
    ...TRAINING_PAGES.map(([path, element]) => ({ path, element })),
    // Group classes: the week's classes, one class with the card that would pay, my bookings and waitlist.
    { path: '/fitnessCenter/league', element: <LeaguePage /> },
    { path: '/leagueReserve', element: <LeagueReservePage /> },
    { path: '/fitnessCenter/courseRecords', element: <CourseRecordsPage /> },
    { path: '/fitnessCenter/defaultRecords', element: <DefaultRecordsPage /> },
    // The booking wizard, where the landing's popular places open the booking of their site.
    ...appointmentRoutes(),
  ];
  // The landing links only to the club's pages this set routes (full paths: its card pages are children).
  const routed = new Set(pages.flatMap((r) => (r.path ? [r.path] : [])).concat(['/fitnessCenter']));
  return [...pages, { path: '/fitnessCenter', element: <FitnessCenterPage routed={routed} /> }];
}

/** The pages inside the shell of variant 5 (conference and catering centre). */
function variant5ShellRoutes(): RouteObject[] {
  const pages: RouteObject[] = [
    variantHome('v5'),
    { path: '/apply', element: <ApplyPage /> },
    { path: '/detail', element: <BookingDetailPage /> },
    // Meetings: free rooms (/meet with its introduction), the booking form (from a room, or from the
    // navigation with the room chosen inside), the result, one order, my meetings and the check-in code.
    { path: '/meet', element: <MeetingRoomsPage intro /> },
    { path: '/siteList', element: <MeetingRoomsPage /> },
    { path: '/conference', element: <ConferenceFormPage /> },
    { path: '/reserve', element: <ConferenceFormPage /> },
    { path: '/submit', element: <SubmitPage /> },
    { path: '/conferenceDetails', element: <ConferenceDetailsPage /> },
    { path: '/conference-center', element: <MyMeetingsPage /> },
    { path: '/codePage', element: <CodePage /> },
    // Product addition: the check-in page the code's link opens (the booking's signed code), as under 0/3.
    { path: '/sign', element: <SignPage /> },
    // Product addition: the header bell's messages (order steps, vouchers arrived, meeting reminders).
    { path: '/messages', element: <MessagesPage /> },
    // Catering: the entry, the restaurant's menus, ordering a delivery and my deliveries.
    { path: '/catering', element: <CateringPage /> },
    { path: '/restaurant', element: <RestaurantPage /> },
    { path: '/foodDeliveryOrderReserve', element: <OrderReservePage /> },
    { path: '/foodDeliveryOrder', element: <MyDeliveriesPage /> },
    // Meal vouchers: apply, my applications, the vouchers I hold.
    { path: '/mealVoucherReserve', element: <MealVoucherReservePage /> },
    { path: '/mealVouchers', element: <MealVouchersPage /> },
    { path: '/myMealVoucher', element: <MyMealVoucherPage /> },
    { path: '/myMealVoucherDetail', element: <MyMealVoucherDetailPage /> },
    // My organisation's statements: meeting and catering, each a list and one statement (one pair of pages).
    { path: '/settlement', element: <OrgSettlementListPage key="meeting" kind="meeting" /> },
    { path: '/settlementDetail', element: <OrgSettlementDetailPage key="meeting" kind="meeting" /> },
    { path: '/cateringSettlement', element: <OrgSettlementListPage key="catering" kind="catering" /> },
    { path: '/cateringSettlementDetail', element: <OrgSettlementDetailPage key="catering" kind="catering" /> },
    // The centre's own pages: my day (meetings, vouchers and deliveries of a day), my profile, the rooms' schedule
    // of a day and one room's day (?roomId=&date=, &id= a meeting of it).
    { path: '/trip', element: <TripPage /> },
    { path: '/person', element: <PersonPage /> },
    { path: '/scheduling', element: <SchedulingPage /> },
    { path: '/schedulingDetails', element: <SchedulingDetailsPage /> },
    // The department approver's queues (the workflow engine's tasks of the three kinds, or of one).
    { path: '/auditing', element: <ApprovalQueuePage /> },
    { path: '/mealVoucherAudit', element: <ApprovalQueuePage kind="MEAL_VOUCHER" /> },
    { path: '/foodDeliveryAudit', element: <ApprovalQueuePage kind="FOOD_DELIVERY" /> },
    // The information pages of 0/3: the centre's contact information, the empty page.
    { path: '/contactInfo', element: <ContactInfoPage /> },
    { path: '/blank', element: <BlankPage /> },
  ];
  // My centre and the other services show entries only to pages this set routes (and the menus admit); the spec
  // names /otherPage only: it is the centre's other services, the entries to its service and information pages.
  const routed = shellPathsOf([...pages, { path: '/personalCenter' }, { path: '/otherPage' }, { path: '/examine' }]);
  return [
    ...pages,
    { path: '/personalCenter', element: <PersonalCenterPage routed={routed} loginPath={LOGIN_PATH} /> },
    { path: '/otherPage', element: <OtherPage routed={routed} /> },
  ];
}

/** The shell pages of each set. */
const SHELL_ROUTES: Readonly<Record<TerminalVariant, () => RouteObject[]>> = {
  v03: variant03ShellRoutes,
  v1: variant1ShellRoutes,
  v24: variant24ShellRoutes,
  v5: variant5ShellRoutes,
};

/** The whole route table of a set: the common routes around its shell pages. */
export function variantRoutes(variant: TerminalVariant): RouteObject[] {
  // The approval task a message links to: every set has it (spec §2 common).
  const shell = [...SHELL_ROUTES[variant](), { path: '/examine', element: <ExaminePage /> }];
  const knownPaths = shellPathsOf(shell);
  const v5 = variant === 'v5';
  return [
    { path: '/', element: <RootRedirect knownPaths={knownPaths} variant={variant} /> },
    { path: LOGIN_PATH, element: <TerminalLogin /> },
    // Back from the OpenID Connect provider: binds, or signs in with a bound account.
    { path: '/oidc', element: <OidcCallbackPage /> },
    {
      element: (
        <RequireSession loginPath={LOGIN_PATH}>
          <FramedShell
            loginPath={LOGIN_PATH}
            knownPaths={knownPaths}
            variant={variant}
            noAccessPath={v5 ? NO_ACCESS_PATH : undefined}
          />
        </RequireSession>
      ),
      children: shell,
    },
    ...(v5
      ? [
          {
            path: NO_ACCESS_PATH,
            element: (
              <RequireSession loginPath={LOGIN_PATH}>
                <NoAccessPage loginPath={LOGIN_PATH} />
              </RequireSession>
            ),
          },
        ]
      : []),
    { path: '/layout', element: <Navigate to="/" replace /> },
    ...(variant === 'v03' ? [{ path: '/ic/homePage', element: <Navigate to="/" replace /> }] : []),
    { path: '/404', element: <NotFoundPage homePath="/" /> },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

/** The route set of variants 0 and 3. */
export function variant03Routes(): RouteObject[] {
  return variantRoutes('v03');
}

/** The route table of a `school` value; unknown values get the 0/3 set. */
export function routesFor(school: number): RouteObject[] {
  return variantRoutes(terminalVariantOf(school));
}

/** A browser router and the set it was built for. */
interface BuiltRouter {
  variant: TerminalVariant;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * The terminal: reads `school` from the system config (re-read on focus, every minute
 * and after a save in /systemConfig — ui/runtime/live-config.ts), builds that set's
 * browser router, and keeps the document's title and `lang` in the user's language.
 * When `school` moves to another set, the router is rebuilt (at the current URL; a
 * path the new set lacks shows /404). A language switch keeps the router (and every
 * page's state): the config query keeps its previous answer while re-reading.
 */
export function TerminalApp() {
  const { t } = useTranslation('common');
  const { lang } = useLang();
  const school = useLiveSchool();

  const [built, setBuilt] = useState<BuiltRouter | null>(null);
  const variant = school === undefined ? undefined : terminalVariantOf(school);
  useEffect(() => {
    if (variant !== undefined && built?.variant !== variant)
      setBuilt({ variant, router: createBrowserRouter(variantRoutes(variant)) });
  }, [built, variant]);
  // A replaced router stops listening to the history once the new one is shown.
  useEffect(() => () => built?.router.dispose(), [built]);

  useEffect(() => {
    document.title = t(FRAME_TITLE_KEYS[built?.variant ?? 'v03']);
    document.documentElement.lang = localeOf(lang);
  }, [t, lang, built]);
  if (!built) return <Loading />;
  // Pages outside the shell (/oidc) load on first use: the full-screen spinner until their chunk arrives.
  return (
    <Suspense fallback={<Loading />}>
      <RouterProvider router={built.router} />
    </Suspense>
  );
}
