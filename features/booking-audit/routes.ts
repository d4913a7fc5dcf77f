/** Pages of the booking-audit feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /audit: approve or reject the bookings that need approval. */
export const bookingAuditRoutes: AdminPageRoute[] = [{ path: '/audit', load: () => import('./audit-page') }];
