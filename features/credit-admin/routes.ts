/** Pages of the credit-admin feature, as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/** /credit, /breachOfContract, /quotaRule and /quotaManagement. */
export const creditAdminRoutes: AdminPageRoute[] = [
  { path: '/credit', load: () => import('./credit-page') },
  { path: '/breachOfContract', load: () => import('./breach-page') },
  { path: '/quotaRule', load: () => import('./quota-pages').then((m) => ({ default: m.QuotaRulePage })) },
  { path: '/quotaManagement', load: () => import('./quota-pages').then((m) => ({ default: m.QuotaManagementPage })) },
];
