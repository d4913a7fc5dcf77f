/** Pages of the site-content feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /siteBanner and /MaterialGroup (system app, folder "Content"). */
export const siteContentRoutes: AdminPageRoute[] = [
  { path: '/siteBanner', load: () => import('./banner-page') },
  { path: '/MaterialGroup', load: () => import('./material-group-page') },
];
