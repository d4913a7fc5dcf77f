/** Back-office pages of private sessions and fitness tests, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /allocation, /teaching, /testType and /test (the "Fitness club" folder). */
export const privateSessionAdminRoutes: AdminPageRoute[] = [
  { path: '/allocation', load: () => import('./allocation-page') },
  { path: '/teaching', load: () => import('./teaching-page') },
  { path: '/testType', load: () => import('./test-type-page') },
  { path: '/test', load: () => import('./test-page') },
];
