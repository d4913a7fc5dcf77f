/** Pages of the meal-vouchers feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /vouchers. */
export const mealVoucherRoutes: AdminPageRoute[] = [{ path: '/vouchers', load: () => import('./vouchers-page') }];
