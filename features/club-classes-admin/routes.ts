/** Pages of the group classes' back office (docs/fitness-classes.md), as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** The "Fitness club" folder's class pages: /group, /session, /plan, /openClass, /reservation. */
export const clubClassAdminRoutes: AdminPageRoute[] = [
  { path: '/group', load: () => import('./class-types-page') },
  { path: '/session', load: () => import('./sessions-page') },
  { path: '/plan', load: () => import('./plan-page') },
  { path: '/openClass', load: () => import('./sessions-page').then((m) => ({ default: m.OpenClassesPage })) },
  { path: '/reservation', load: () => import('./bookings-page') },
];
