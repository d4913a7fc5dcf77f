/**
 * The catering admin app's route table (spec §2 "Catering admin app"), served under the
 * `/catering` basename:
 *
 * - `/` → `/login` when signed out, else the first page of the user's front-desk menus, or
 *   `/blank` without any (spec §4);
 * - `/login`; `/layout` → `/`; `/404`; anything unknown → `/404`;
 * - the shell (a path-less layout route) with `/blank` and one child per declared page.
 *
 * Pages are declarations (`{ path, load }`) that their modules export, as in the back
 * office: the front desk (/index), the venue view (/site) and check-in and write-off
 * (/sign) each add one line to `cateringPages`. Until a page is declared here its menu
 * entry stays hidden, and a user with no declared page they hold sees /blank.
 */
import { useEffect } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from '../../features/account';
import { cateringDeskRoutes } from '../../features/catering-desk/routes';
import { cateringSignRoutes } from '../../features/catering-sign/routes';
import { cateringSiteRoutes } from '../../features/catering-site/routes';
import { LoginPage } from '../../features/auth';
import { NotFoundPage, PageLoadError, routePaths } from '../../ui/admin-shell';
import {
  BLANK_PATH,
  CateringBlankPage,
  CateringHomeRedirect,
  CateringShell,
  type CateringPageRoute,
} from '../../ui/catering-shell';
import { RequireSession } from '../../ui/runtime';

/** Every page of the catering app, as declared by the page modules (spec §2: /index, /site, /sign). */
export const cateringPages: CateringPageRoute[] = [...cateringDeskRoutes, ...cateringSiteRoutes, ...cateringSignRoutes];

/** Paths of all declared pages (menu entries outside them are hidden). */
export const knownPaths: ReadonlySet<string> = routePaths(cateringPages);

/** `/login` with the catering app's title. */
function CateringLogin() {
  const { t } = useTranslation('cateringApp');
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  return <LoginPage title={t('title')} afterLoginPath="/" />;
}

/** The route objects (exported for tests); `createCateringRouter` wraps them. */
export const cateringRoutes: RouteObject[] = [
  { path: '/', element: <CateringHomeRedirect knownPaths={knownPaths} /> },
  { path: '/login', element: <CateringLogin /> },
  { path: '/layout', element: <Navigate to="/" replace /> },
  {
    element: (
      <RequireSession loginPath="/login">
        <CateringShell
          knownPaths={knownPaths}
          renderChangePassword={({ open, onClose }) => <ChangePasswordDialog open={open} onClose={onClose} />}
        />
      </RequireSession>
    ),
    children: [
      { path: BLANK_PATH, element: <CateringBlankPage /> },
      ...cateringPages.map((page) => ({
        path: page.path,
        errorElement: <PageLoadError />,
        lazy: async () => ({ Component: (await page.load()).default }),
      })),
    ],
  },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

/** Creates the browser router of the catering app (basename `/catering`). */
export function createCateringRouter() {
  return createBrowserRouter(cateringRoutes, { basename: '/catering' });
}
