/** Pages of the form-rule feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /formRule. */
export const formRuleRoutes: AdminPageRoute[] = [{ path: '/formRule', load: () => import('./form-rule-page') }];
