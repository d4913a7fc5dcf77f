/** Back-office pages of the training courses (docs/training.md), as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** The "Training courses" folder's pages built so far: the attendance log, the registrations log, the statistics. */
export const trainingAdminRoutes: AdminPageRoute[] = [
  { path: '/classLog', load: () => import('./admin-log-pages').then((m) => ({ default: m.ClassLogPage })) },
  { path: '/trainGroupLog', load: () => import('./admin-log-pages').then((m) => ({ default: m.TrainGroupLogPage })) },
  {
    path: '/trainStatistics',
    load: () => import('./statistics-page').then((m) => ({ default: m.TrainStatisticsPage })),
  },
];
