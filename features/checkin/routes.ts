/** Back-office pages of the checkin feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /swiping: the check-in records and the staff card swipe. */
export const checkinAdminRoutes: AdminPageRoute[] = [{ path: '/swiping', load: () => import('./swiping-page') }];
