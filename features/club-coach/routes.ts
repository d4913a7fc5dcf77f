/** Back-office pages of the coaches' side of the club (docs/fitness-coaches.md), for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /comment and /coachLog (the "Fitness club" folder). */
export const clubCoachAdminRoutes: AdminPageRoute[] = [
  { path: '/comment', load: () => import('./comment-page') },
  { path: '/coachLog', load: () => import('./coach-log-page') },
];
