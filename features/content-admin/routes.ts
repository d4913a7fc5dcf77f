/** Pages of the content-admin feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /siteNews, /siteNotice and /help (spec §2 base admin pages). */
export const contentAdminRoutes: AdminPageRoute[] = [
  { path: '/siteNews', load: () => import('./article-pages').then((m) => ({ default: m.SiteNewsPage })) },
  { path: '/siteNotice', load: () => import('./article-pages').then((m) => ({ default: m.SiteNoticePage })) },
  { path: '/help', load: () => import('./help-page').then((m) => ({ default: m.HelpPage })) },
];
