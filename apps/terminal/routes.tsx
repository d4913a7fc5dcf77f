/**
 * The reservation terminal's route tables, one per deployment variant (spec §2; the
 * `school` setting of `systemConfig`, 0–5). Variants 0 and 3 share one route set; the
 * tables of variants 1, 2/4 and 5 belong in {@link ROUTE_SETS} below, and each of them
 * uses the 0/3 set until its own is built.
 *
 * Variant 0/3 set:
 * - `/` → `/home` when signed in, else `/login`
 * - `/login` (LoginPage, then `/home`)
 * - the shell (TerminalShell, signed-in only) with `/home`, `/my`, `/detail?id=`,
 *   `/receipt?id=` (a meeting invitation: attend or decline),
 *   `/sign?code=` (check-in), `/messages` (in-app messages; /my also
 *   offers "Subscribe to calendar"), `/favorites` (favourite member groups),
 *   `/history` (past bookings), `/credit` and `/quota` (credit score and quota
 *   standings), `/quick` (quick booking) and `/quickReserve` (period booking),
 *   `/appointment` (→ `/gymnasium`, `/time`, `/timeform`), `/appointment/crossdaytable`
 *   and `/appointment/crossdayform` (cross-day booking), `/daysReserve`
 *   (multi-day booking), `/calendar` (the booker's bookings by month; /my links it),
 *   `/apply` (start a request for approval: `?id=` a form, `?resubmit=` a returned process),
 *   `/auditCenter`, `/auditDetail?id=` and `/examine?id=` (approvals), `/announcement`
 *   (notices and news), `/announcement/detail?kind=&id=`, `/newsDetail?id=`, `/noticeDetail?id=`
 *   and `/help` (help articles);
 *   `/layout` and `/ic/homePage` lead to `/home`, `/news` to `/announcement`
 * - `/404`; anything else → `/404`.
 *
 * Admittance: a signed-out user reaching a shell route goes to
 * `/login?redirect=<path>` and back there after signing in (password or single sign-on,
 * the login page follows `loginMode`); without a return path, login leads to `/home`,
 * the first route of the terminal's navigation. A variant's table holds only its own
 * routes, so another variant's path (e.g. variant 1's `/group` under school 0) is
 * unknown and shows `/404`.
 */
import { useEffect, useState } from 'react';
import { Button, Center, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../../features/auth';
import { HomePage } from '../../features/home';
import { BookingLayout, SceneSitePage, TimeFormPage, TimePage } from '../../features/booking';
import { BookingDetailPage, MyBookingsPage, ReceiptPage } from '../../features/my-bookings';
import { CalendarSubscribe, MessagesPage } from '../../features/messages';
import { SignPage } from '../../features/checkin';
import { HistoryPage } from '../../features/my-bookings';
import { FavoritesPage } from '../../features/favorites';
import {
  CalendarPage,
  CrossDayFormPage,
  CrossDayLayout,
  CrossDayTablePage,
  DaysReservePage,
} from '../../features/cross-day';
import { CreditPage, QuotaPage } from '../../features/credit';
import { QuickPage, QuickReservePage } from '../../features/quick';
import { ApplyPage } from '../../features/process-start';
import { AuditCenterPage, AuditDetailPage, ExaminePage } from '../../features/approvals';
import {
  AnnouncementPage,
  ArticleDetailPage,
  HelpCenterPage,
  NewsDetailPage,
  NoticeDetailPage,
} from '../../features/content';
import { RequireSession, useCall, useLang, useSession } from '../../ui/runtime';
import { systemConfig } from '../../platform/contracts/auth.contract';
import { NotFoundPage, TerminalShell, firstTerminalPath } from '../../ui/terminal-shell';
import { localeOf } from '../../platform/i18n/languages';

/** Where signed-out users go, and the page after login. */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/** A full-screen spinner while the session or the config is being read. */
function Loading() {
  const { t } = useTranslation('common');
  return (
    <Center minH="100dvh" aria-busy="true" aria-label={t('loading')}>
      <Spinner size="lg" color="teal.500" />
    </Center>
  );
}

/**
 * `/`: when signed in, the first route the user's terminal menus permit (/home
 * when no terminal menus are configured), else /login (spec §2 "Reservation terminal, common").
 */
function RootRedirect({ knownPaths }: { knownPaths: ReadonlySet<string> }) {
  const { isSignedIn, isSignedOut, user } = useSession();
  if (!isSignedIn && !isSignedOut) return <Loading />;
  return <Navigate to={isSignedIn ? firstTerminalPath(user?.terminal, knownPaths, HOME_PATH) : LOGIN_PATH} replace />;
}

/** `/login`: the login page with the terminal's title; a signed-in user goes on to `/` (the first permitted route). */
function TerminalLogin() {
  const { t } = useTranslation('common');
  return <LoginPage title={t('terminalTitle')} afterLoginPath="/" />;
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

/** The route set of variants 0 and 3. */
export function variant03Routes(): RouteObject[] {
  const shell = variant03ShellRoutes();
  const knownPaths = shellPathsOf(shell);
  return [
    { path: '/', element: <RootRedirect knownPaths={knownPaths} /> },
    { path: LOGIN_PATH, element: <TerminalLogin /> },
    {
      element: (
        <RequireSession loginPath={LOGIN_PATH}>
          <TerminalShell loginPath={LOGIN_PATH} knownPaths={knownPaths} />
        </RequireSession>
      ),
      children: shell,
    },
    { path: '/layout', element: <Navigate to="/" replace /> },
    { path: '/ic/homePage', element: <Navigate to="/" replace /> },
    { path: '/news', element: <Navigate to="/announcement" replace /> },
    { path: '/404', element: <NotFoundPage homePath="/" /> },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
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
    // Meeting receipts: the invitation a participant answers.
    { path: '/receipt', element: <ReceiptPage /> },
    { path: '/sign', element: <SignPage /> },
    // People and history: favourite member groups, past bookings.
    { path: '/favorites', element: <FavoritesPage /> },
    { path: '/history', element: <HistoryPage /> },
    // Cross-day and multi-day booking, the booking calendar.
    {
      element: <CrossDayLayout />,
      children: [
        { path: '/appointment/crossdaytable', element: <CrossDayTablePage /> },
        { path: '/appointment/crossdayform', element: <CrossDayFormPage /> },
      ],
    },
    { path: '/daysReserve', element: <DaysReservePage /> },
    { path: '/calendar', element: <CalendarPage /> },
    // Credit and quotas.
    { path: '/credit', element: <CreditPage /> },
    { path: '/quota', element: <QuotaPage /> },
    // Quick booking and period booking.
    { path: '/quick', element: <QuickPage /> },
    { path: '/quickReserve', element: <QuickReservePage /> },
    // Approvals: start a request (and resubmit one returned).
    { path: '/apply', element: <ApplyPage /> },
    // Approvals: the caller's lists, one process, and the task a message links to.
    { path: '/auditCenter', element: <AuditCenterPage /> },
    { path: '/auditDetail', element: <AuditDetailPage /> },
    { path: '/examine', element: <ExaminePage /> },
    // News, notices and help.
    { path: '/announcement', element: <AnnouncementPage /> },
    { path: '/announcement/detail', element: <ArticleDetailPage /> },
    { path: '/newsDetail', element: <NewsDetailPage /> },
    { path: '/noticeDetail', element: <NoticeDetailPage /> },
    { path: '/help', element: <HelpCenterPage /> },
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

/**
 * Route set per `school` value (spec §1: 0 and 3 share one set, 2 and 4 another, 1 and 5
 * have their own). Variants 1, 2, 4 and 5 map to the 0/3 set until their tables are
 * written here.
 */
export const ROUTE_SETS: Record<0 | 1 | 2 | 3 | 4 | 5, () => RouteObject[]> = {
  0: variant03Routes,
  1: variant03Routes,
  2: variant03Routes,
  3: variant03Routes,
  4: variant03Routes,
  5: variant03Routes,
};

/** The route table of a `school` value; unknown values get the 0/3 set. */
export function routesFor(school: number): RouteObject[] {
  const make = ROUTE_SETS[school as keyof typeof ROUTE_SETS] ?? variant03Routes;
  return make();
}

/**
 * The terminal: reads `school` from the system config, builds that variant's browser
 * router once, and keeps the document's title and `lang` in the user's language.
 */
export function TerminalApp() {
  const { t } = useTranslation('common');
  const { lang } = useLang();
  // The same query as useSystemConfig(), read here for its error state too: without a
  // config (the call failed) the terminal still starts, with the 0/3 set.
  const config = useCall(systemConfig, undefined, { staleTime: Infinity });
  const school = config.data?.school ?? (config.isError ? 0 : undefined);

  useEffect(() => {
    document.title = t('terminalTitle');
    document.documentElement.lang = localeOf(lang);
  }, [t, lang]);

  // Built once: the config query is keyed by language, so `school` is briefly undefined
  // after a language switch; the router (and every page's state) must survive that.
  const [router, setRouter] = useState<ReturnType<typeof createBrowserRouter> | null>(null);
  useEffect(() => {
    if (router === null && school !== undefined) setRouter(createBrowserRouter(routesFor(school)));
  }, [router, school]);
  if (!router) return <Loading />;
  return <RouterProvider router={router} />;
}
