/** Pages of the front desk feature, as declarations for apps/catering's route table. */
import type { CateringPageRoute } from '../../ui/catering-shell';

/** /index (spec §2 catering app): the board of today's and upcoming orders. */
export const cateringDeskRoutes: CateringPageRoute[] = [{ path: '/index', load: () => import('./desk-page') }];
