/** Back-office pages of the club's penalties (docs/fitness-penalties.md), for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /breakContract (the "Fitness club" folder): the late-cancel and no-show rules and records. */
export const clubPenaltyAdminRoutes: AdminPageRoute[] = [
  { path: '/breakContract', load: () => import('./break-contract-page') },
];
