/** Back-office pages of the club's people, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /coach and /tags (the "Fitness club" folder). */
export const clubPeopleAdminRoutes: AdminPageRoute[] = [
  { path: '/coach', load: () => import('./coach-page') },
  { path: '/tags', load: () => import('./tags-page') },
];
