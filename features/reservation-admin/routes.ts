/**
 * Pages of the reservation-admin feature, as declarations for apps/admin's route
 * table: a path (as the menu tree names it) and a lazy loader.
 */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /reserveManage: all bookings. */
export const reservationAdminRoutes: AdminPageRoute[] = [
  { path: '/reserveManage', load: () => import('./reserve-manage-page') },
  /** /meetingRoomReser: bookings awaiting venue allocation (the venueAllocation menu entry). */
  { path: '/meetingRoomReser', load: () => import('./meeting-room-reser-page') },
];
