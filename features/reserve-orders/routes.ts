/** Pages of the meeting service orders feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /reserves (the orders) and /reserveMeet (staff book a meeting with services). */
export const reserveOrderRoutes: AdminPageRoute[] = [
  { path: '/reserves', load: () => import('./reserves-page') },
  { path: '/reserveMeet', load: () => import('./reserve-meet-page') },
];
