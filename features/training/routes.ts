/** Back-office pages of the training courses (docs/training.md), as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** The "Training courses" folder: groups, coach allocation, the attendance and registrations logs, statistics. */
export const trainingAdminRoutes: AdminPageRoute[] = [
  { path: '/trainGroup', load: () => import('./admin-group-pages').then((m) => ({ default: m.TrainGroupPage })) },
  {
    path: '/trainAllocation',
    load: () => import('./admin-group-pages').then((m) => ({ default: m.TrainAllocationPage })),
  },
  { path: '/classLog', load: () => import('./admin-log-pages').then((m) => ({ default: m.ClassLogPage })) },
  { path: '/trainGroupLog', load: () => import('./admin-log-pages').then((m) => ({ default: m.TrainGroupLogPage })) },
  {
    path: '/trainStatistics',
    load: () => import('./statistics-page').then((m) => ({ default: m.TrainStatisticsPage })),
  },
];
