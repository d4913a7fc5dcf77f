/**
 * Pages of the form-admin feature, as declarations for apps/admin's route table. The form
 * designer /building (reached from a definition's "Design" action) belongs to another feature.
 */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /formGroup and /formDefine. */
export const formAdminRoutes: AdminPageRoute[] = [
  { path: '/formGroup', load: () => import('./form-group-page') },
  { path: '/formDefine', load: () => import('./form-define-page') },
];
