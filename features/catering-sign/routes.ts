/** Pages of the check-in and write-off feature, as declarations for apps/catering's route table. */
import type { CateringPageRoute } from '../../ui/catering-shell';

/** /sign (spec §2 catering app). */
export const cateringSignRoutes: CateringPageRoute[] = [{ path: '/sign', load: () => import('./sign-page') }];
