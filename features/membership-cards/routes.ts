/** Pages of the membership-card feature (docs/fitness.md), as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /memberShip, /buyCardLog, /buyCardRecord and /payConfig (the back office's "Membership cards" folder). */
export const membershipCardRoutes: AdminPageRoute[] = [
  { path: '/memberShip', load: () => import('./member-cards-page') },
  { path: '/buyCardLog', load: () => import('./card-log-page') },
  { path: '/buyCardRecord', load: () => import('./payments-page') },
  { path: '/payConfig', load: () => import('./pay-config-page') },
];
