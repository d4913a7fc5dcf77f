/** Pages of the opening-rules feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /openRule: weekly hours of a site or scene, and closures. */
export const openingRuleRoutes: AdminPageRoute[] = [{ path: '/openRule', load: () => import('./open-rule-page') }];
