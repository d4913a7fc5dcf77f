/** Pages of the org-admin feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /user, /admin, /org, /position and /ident. */
export const orgAdminRoutes: AdminPageRoute[] = [
  { path: '/user', load: () => import('./user-page') },
  { path: '/admin', load: () => import('./admin-page') },
  { path: '/org', load: () => import('./org-page') },
  { path: '/position', load: () => import('./position-page') },
  { path: '/ident', load: () => import('./ident-page') },
];
