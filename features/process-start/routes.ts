/**
 * Pages of starting a request in the back office, as declarations for apps/admin's route
 * table (menus seeded in server/db/seed-menus.ts, folder "approvals"; /start is hidden).
 */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /workflowStart (the forms) and /start?id= | ?resubmit= (fill in and send). */
export const processStartRoutes: AdminPageRoute[] = [
  { path: '/workflowStart', load: () => import('./workflow-start-page') },
  { path: '/start', load: () => import('./start-page') },
];
