/** Pages of the food-delivery feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /mealManagement, /orderRule and /applicantInfo. */
export const foodDeliveryRoutes: AdminPageRoute[] = [
  { path: '/mealManagement', load: () => import('./meal-management-page') },
  { path: '/orderRule', load: () => import('./catalogue-pages').then((m) => ({ default: m.OrderRulePage })) },
  { path: '/applicantInfo', load: () => import('./catalogue-pages').then((m) => ({ default: m.ApplicantInfoPage })) },
];
