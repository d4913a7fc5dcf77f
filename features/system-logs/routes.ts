/**
 * Pages of the system-logs feature, as declarations for apps/admin's route
 * table: a path (as the menu tree names it) and a lazy loader.
 */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /loginLog and /operationLog. */
export const systemLogRoutes: AdminPageRoute[] = [
  { path: '/loginLog', load: () => import('./login-log-page') },
  { path: '/operationLog', load: () => import('./operation-log-page') },
];
