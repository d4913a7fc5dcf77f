/** Pages of the access-admin feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /role, /app and /menu. */
export const accessAdminRoutes: AdminPageRoute[] = [
  { path: '/role', load: () => import('./role-page') },
  { path: '/app', load: () => import('./app-page') },
  { path: '/menu', load: () => import('./menu-page') },
];
