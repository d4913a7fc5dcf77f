/** Pages of the catering-rooms feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /roomCenter, /meetWeeks and /roomUpdates (catering back office, folder cateringRooms). */
export const cateringRoomsRoutes: AdminPageRoute[] = [
  { path: '/roomCenter', load: () => import('./room-center-page') },
  { path: '/meetWeeks', load: () => import('./meet-weeks-page') },
  { path: '/roomUpdates', load: () => import('./room-updates-page') },
];
