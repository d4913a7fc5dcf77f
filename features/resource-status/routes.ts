/** Pages of the resource-status feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /resourceStatus: the live board of the sites. */
export const resourceStatusRoutes: AdminPageRoute[] = [
  { path: '/resourceStatus', load: () => import('./resource-status-page') },
];
