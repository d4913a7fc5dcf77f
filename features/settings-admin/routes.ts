/** Pages of the settings-admin feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /systemDictionary, /businessDictionary, /systemConfig, /moreLanguage and /flexibleMenu. */
export const settingsAdminRoutes: AdminPageRoute[] = [
  { path: '/systemDictionary', load: () => import('./system-dictionary-page') },
  { path: '/businessDictionary', load: () => import('./business-dictionary-page') },
  { path: '/systemConfig', load: () => import('./system-config-page') },
  { path: '/moreLanguage', load: () => import('./more-language-page') },
  { path: '/flexibleMenu', load: () => import('./flexible-menu-page') },
];
