/** Pages of the venue view feature, as declarations for apps/catering's route table. */
import type { CateringPageRoute } from '../../ui/catering-shell';

/** /site (spec §2 catering app). */
export const cateringSiteRoutes: CateringPageRoute[] = [{ path: '/site', load: () => import('./site-page') }];
