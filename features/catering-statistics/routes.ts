/** Pages of the catering-statistics feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /cateringStatistics, /meetStatistics, /orderingUnit, /consumptionTypeStatistics (menu folder cateringReports). */
export const cateringStatisticsRoutes: AdminPageRoute[] = [
  { path: '/cateringStatistics', load: () => import('./catering-statistics-page') },
  { path: '/meetStatistics', load: () => import('./meet-statistics-page') },
  { path: '/orderingUnit', load: () => import('./ordering-unit-page') },
  { path: '/consumptionTypeStatistics', load: () => import('./consumption-type-page') },
];
