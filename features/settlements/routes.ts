/** Pages of the settlements feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /settlement (spec §7 catering admin: meeting, catering and summary settlements). */
export const settlementRoutes: AdminPageRoute[] = [{ path: '/settlement', load: () => import('./settlements-page') }];
