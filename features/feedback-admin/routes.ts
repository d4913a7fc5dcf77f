/** Pages of the content-admin feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /siteWordFilter and /feedback (the back office's "content" folder). */
export const feedbackAdminRoutes: AdminPageRoute[] = [
  { path: '/siteWordFilter', load: () => import('./word-filter-page') },
  { path: '/feedback', load: () => import('./feedback-page') },
];
