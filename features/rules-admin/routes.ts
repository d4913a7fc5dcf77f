/** Pages of the rules-admin feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /reserve, /sceneRules, /reserveNotice, /disclaimers, /yearTerm and /classTime. */
export const rulesAdminRoutes: AdminPageRoute[] = [
  { path: '/reserve', load: () => import('./reserve-rule-page') },
  { path: '/sceneRules', load: () => import('./scene-rules-page') },
  { path: '/reserveNotice', load: () => import('./notice-pages').then((m) => ({ default: m.ReserveNoticePage })) },
  { path: '/disclaimers', load: () => import('./notice-pages').then((m) => ({ default: m.DisclaimersPage })) },
  { path: '/yearTerm', load: () => import('./term-pages').then((m) => ({ default: m.YearTermPage })) },
  { path: '/classTime', load: () => import('./term-pages').then((m) => ({ default: m.ClassTimePage })) },
];
