/**
 * The back office's route table (spec §2 "Back office shell"), served under the
 * `/admin` basename:
 *
 * - `/` → `/login` when signed out, else the first page of the user's menus (spec §4);
 * - `/login`, `/blank`, `/404`, anything unknown → `/404`; `/layout` → `/`;
 * - the shell (a path-less layout route) with one child per declared page.
 *
 * Pages are declarations (`{ path, load }`) that features export; adding a page is one
 * line in `adminPages`. The shell admits a page only when its path is in the user's
 * menu tree (spec §4 admittance).
 *
 * Route sets by deployment setting (spec §2 "Back office shell"; `school` of
 * /systemConfig): each declared page belongs to the spec set that lists it
 * (platform/variants/spec-routes.ts: shell, base, fitness, quota, catering); the shell
 * and base sets are present always, the fitness, quota and catering/meeting sets for
 * settings 2–5. A page outside the current sets answers /404 even when a menu names it,
 * and its menu entry is hidden. The setting is re-read without a restart
 * (ui/runtime/live-config.ts), so switching it changes the known pages at once.
 */
import { Suspense, type ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginPage } from '../../features/auth';
import { reservationAdminRoutes } from '../../features/reservation-admin/routes';
import { systemLogRoutes } from '../../features/system-logs/routes';
import { orgAdminRoutes } from '../../features/org-admin/routes';
import { accessAdminRoutes } from '../../features/access-admin/routes';
import { settingsAdminRoutes } from '../../features/settings-admin/routes';
import { venueAdminRoutes } from '../../features/venue-admin/routes';
import { openingRuleRoutes } from '../../features/opening-rules/routes';
import { bookingAuditRoutes } from '../../features/booking-audit/routes';
import { checkinAdminRoutes } from '../../features/checkin/routes';
// Booking rules and venue extras (back office).
import { rulesAdminRoutes } from '../../features/rules-admin/routes';
import { mealVoucherRoutes } from '../../features/meal-vouchers/routes';
import { foodDeliveryRoutes } from '../../features/food-delivery/routes';
import { reserveOrderRoutes } from '../../features/reserve-orders/routes';
import { resourceStatusRoutes } from '../../features/resource-status/routes';
import { cateringRoomsRoutes } from '../../features/catering-rooms/routes';
// Credit and quotas (back office).
import { creditAdminRoutes } from '../../features/credit-admin/routes';
// The machine gallery (developers).
import { machineGalleryRoutes } from '../../features/machine-gallery/routes';
// The form designer (forms and workflows).
import { formBuildingRoutes } from '../../features/form-building/routes';
// Forms and approval workflows (back office).
import { formAdminRoutes } from '../../features/form-admin/routes';
// Form rules: which form a booking that needs approval fills in.
import { formRuleRoutes } from '../../features/form-rule/routes';
// Starting a request for approval (back office).
import { processStartRoutes } from '../../features/process-start/routes';
// The approvers' and initiators' lists (back office).
import { approvalRoutes } from '../../features/approvals/routes';
// The catering catalogue and customers (meeting app).
import { cateringCatalogueRoutes } from '../../features/catering-catalogue/routes';
// Meeting, catering and summary settlements (back office).
import { settlementRoutes } from '../../features/settlements/routes';
// Sensitive words and feedback (the "content" folder).
import { feedbackAdminRoutes } from '../../features/feedback-admin/routes';
import { membershipCardRoutes } from '../../features/membership-cards/routes';
// The club's cashier: the desk, the ledger, the daily close, the statistics (folder Cashier).
import { clubCashierRoutes } from '../../features/club-cashier/routes';
// Catering and meeting statistics (report pages of the meeting app).
import { cateringStatisticsRoutes } from '../../features/catering-statistics/routes';
// Banners and the media library (system app, folder Content).
import { siteContentRoutes } from '../../features/site-content/routes';
// News, notices and help articles (back office).
import { contentAdminRoutes } from '../../features/content-admin/routes';
// The fitness club's coaches and tags (back office).
import { clubPeopleAdminRoutes } from '../../features/club-people/routes';
// Private sessions and fitness tests (back office).
import { privateSessionAdminRoutes } from '../../features/private-sessions/routes';
// The fitness club's training courses: the logs (back office).
import { trainingAdminRoutes } from '../../features/training/routes';
// The club's gate: entries and exits, check-ins, whitelist, internal members, settings (back office).
import { clubGateAdminRoutes } from '../../features/club-gate/routes';
import { clubPenaltyAdminRoutes } from '../../features/club-penalties/routes';
// The fitness club's group classes (back office).
import { clubClassAdminRoutes } from '../../features/club-classes-admin/routes';
import { clubCoachAdminRoutes } from '../../features/club-coach/routes';
import { sportSiteAdminRoutes } from '../../features/sport-sites/routes';
// The shell and its pieces load on first use, each from its own module (the barrel would bring them all, with
// the shared components, onto the login page): the back office's first page is its login.
import { routePaths, type AdminPageRoute } from '../../ui/admin-shell/page-route';
import { useAdminDocumentTitle } from '../../ui/admin-shell/document-title';
import { RequireSession, lazyNamed, useLiveSchool } from '../../ui/runtime';
import { ADMIN_SPEC_PAGES, adminSetOf, adminSetsFor } from '../../platform/variants/spec-routes';

/** Every page of the back office, as declared by the features (spec §2 route sets). */
export const adminPages: AdminPageRoute[] = [
  ...reservationAdminRoutes,
  ...systemLogRoutes,
  ...orgAdminRoutes,
  ...accessAdminRoutes,
  ...settingsAdminRoutes,
  ...venueAdminRoutes,
  ...openingRuleRoutes,
  ...bookingAuditRoutes,
  ...checkinAdminRoutes,
  ...rulesAdminRoutes,
  ...mealVoucherRoutes,
  ...foodDeliveryRoutes,
  ...reserveOrderRoutes,
  ...resourceStatusRoutes,
  ...cateringRoomsRoutes,
  ...creditAdminRoutes,
  ...machineGalleryRoutes,
  ...formBuildingRoutes,
  ...formAdminRoutes,
  ...formRuleRoutes,
  ...processStartRoutes,
  ...approvalRoutes,
  ...cateringCatalogueRoutes,
  ...settlementRoutes,
  ...feedbackAdminRoutes,
  ...membershipCardRoutes,
  ...clubCashierRoutes,
  ...cateringStatisticsRoutes,
  ...siteContentRoutes,
  ...contentAdminRoutes,
  ...clubPeopleAdminRoutes,
  ...privateSessionAdminRoutes,
  ...trainingAdminRoutes,
  ...clubGateAdminRoutes,
  ...clubClassAdminRoutes,
  ...clubPenaltyAdminRoutes,
  ...clubCoachAdminRoutes,
  ...sportSiteAdminRoutes,
];

/**
 * Declared pages outside spec §2's lists, present for every setting: the machine gallery (developers) and the
 * club cashier's daily close (docs/fitness-cashier.md).
 */
export const EXTRA_ADMIN_PAGES: readonly string[] = ['/machines', '/dayClose'];

/** The pages of the sport and fitness set that are built. */
const BUILT_FITNESS_PAGES: readonly string[] = ['/coach', '/tags', '/allocation', '/teaching', '/testType', '/test'];

/**
 * The spec §2 back-office pages not built yet. The list can only shrink: admin
 * routes.test.tsx fails when a declared page is listed here.
 */
export const ABSENT_ADMIN_PAGES: readonly string[] = [
  // Base set.
  '/welcome',
  '/synchronization',
  '/radar',
  '/rank',
  '/operation',
  '/statistics',
  '/personal',
  '/appointmentStatistics',
  '/venue',
  '/venueStatistics',
  '/annualStatistics',
  '/monthlyStatistics',
  '/finance',
  '/financeDetail',
  '/payType',
  '/paymentMethod',
  '/synthesis',
  '/creditStatistics',
  '/confereeStatistics',
  '/meetSignStatistics',
  '/earlyDepartureStatistics',
  '/time',
  '/accessControl',
  '/borrow',
  '/reserveManageDevice',
  '/inspect',
  '/devKindHome',
  '/activeFormRules',
  '/activeFeeRules',
  '/activeReserve',
  '/adjust',
  // The sport and fitness set: the pages not built yet.
  ...ADMIN_SPEC_PAGES.fitness.filter(
    (path) =>
      !BUILT_FITNESS_PAGES.includes(path) &&
      !membershipCardRoutes.some((r) => r.path === path) &&
      !trainingAdminRoutes.some((r) => r.path === path) &&
      !clubCashierRoutes.some((r) => r.path === path) &&
      !clubGateAdminRoutes.some((r) => r.path === path) &&
      !clubPenaltyAdminRoutes.some((r) => r.path === path) &&
      !clubClassAdminRoutes.some((r) => r.path === path) &&
      !clubCoachAdminRoutes.some((r) => r.path === path) &&
      !sportSiteAdminRoutes.some((r) => r.path === path),
  ),
];

const knownPathsBySchool = new Map<number, ReadonlySet<string>>();

/**
 * The paths the back office knows under a `school` value: the declared pages of the
 * sets the setting attaches (spec §2), and the extra pages.
 */
export function adminKnownPaths(school: number): ReadonlySet<string> {
  const cached = knownPathsBySchool.get(school);
  if (cached) return cached;
  const sets = adminSetsFor(school);
  const paths = routePaths(
    adminPages.filter((page) => {
      const set = adminSetOf(page.path);
      return set === null ? EXTRA_ADMIN_PAGES.includes(page.path) : sets.includes(set);
    }),
  );
  knownPathsBySchool.set(school, paths);
  return paths;
}

/** A spinner while the session or the config is being read. */
function Loading() {
  return (
    <Center minH="100vh">
      <Spinner size="lg" color="blue.500" />
    </Center>
  );
}

/** Renders `children` with the known paths of the current `school`, a spinner until it is read. */
function WithKnownPaths({ children }: { children: (knownPaths: ReadonlySet<string>) => ReactNode }) {
  const school = useLiveSchool();
  if (school === undefined) return <Loading />;
  return children(adminKnownPaths(school));
}

/** `/login` with the back office's title. */
function AdminLogin() {
  const { t } = useTranslation('common');
  useAdminDocumentTitle();
  return <LoginPage title={t('adminTitle')} afterLoginPath="/" />;
}

const AdminShell = lazyNamed(() => import('../../ui/admin-shell/admin-shell'), 'AdminShell');
const RootRedirect = lazyNamed(() => import('./root-redirect'), 'RootRedirect');
const ChangePasswordDialog = lazyNamed(
  () => import('../../features/account/change-password-dialog'),
  'ChangePasswordDialog',
);
const statusPages = () => import('../../ui/admin-shell/status-pages');
const BlankPage = lazyNamed(statusPages, 'BlankPage');
const NotFoundPage = lazyNamed(statusPages, 'NotFoundPage');
const PageLoadError = lazyNamed(statusPages, 'PageLoadError');

/** The route objects (exported for tests); `adminRouter` wraps them. */
export const adminRoutes: RouteObject[] = [
  { path: '/', element: <WithKnownPaths>{(knownPaths) => <RootRedirect knownPaths={knownPaths} />}</WithKnownPaths> },
  { path: '/login', element: <AdminLogin /> },
  { path: '/layout', element: <Navigate to="/" replace /> },
  {
    element: (
      <RequireSession loginPath="/login">
        <WithKnownPaths>
          {(knownPaths) => (
            <AdminShell
              knownPaths={knownPaths}
              renderChangePassword={({ open, onClose }) => (
                // Its code arrives on first use; meanwhile nothing (the shell stays).
                <Suspense fallback={null}>
                  <ChangePasswordDialog open={open} onClose={onClose} />
                </Suspense>
              )}
            />
          )}
        </WithKnownPaths>
      </RequireSession>
    ),
    children: adminPages.map((page) => ({
      path: page.path,
      errorElement: <PageLoadError />,
      lazy: async () => ({ Component: (await page.load()).default }),
    })),
  },
  {
    path: '/blank',
    element: (
      <RequireSession loginPath="/login">
        <BlankPage />
      </RequireSession>
    ),
  },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

/** Creates the browser router of the back office (basename `/admin`). */
export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: '/admin' });
}
