/** Back-office pages of the club's gate (docs/fitness-gate.md), as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /enterExit, /signLog, /enterWhite, /innerMember and /fitnessConfig (the "Fitness club" folder). */
export const clubGateAdminRoutes: AdminPageRoute[] = [
  { path: '/enterExit', load: () => import('./enter-exit-page') },
  { path: '/signLog', load: () => import('./sign-log-page') },
  { path: '/enterWhite', load: () => import('./enter-white-page') },
  { path: '/innerMember', load: () => import('./inner-member-page') },
  { path: '/fitnessConfig', load: () => import('./fitness-config-page') },
];
