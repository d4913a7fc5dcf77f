/**
 * Pages of the machine-gallery feature, as declarations for apps/admin's route table.
 * The menu node of /machines carries the permission `dev:machines:view`.
 */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /machines. */
export const machineGalleryRoutes: AdminPageRoute[] = [
  { path: '/machines', load: () => import('./machine-gallery-page') },
];
