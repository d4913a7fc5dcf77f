/** Pages of the club's cashier (docs/fitness-cashier.md), as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/**
 * The back office's "Cashier" folder: /cashier, /cashierCopy, the ledger views (/financeLog, /financeDetailLog,
 * /refundRecord), /dayClose, the income statistics (/incomeStatistics and its Vip, Private and Group views),
 * class sales (/sellclassStatistics, /sellclassDetail) and attendance (/gotoclassStatistics, /gotoclassDetail).
 */
export const clubCashierRoutes: AdminPageRoute[] = [
  { path: '/cashier', load: () => import('./cashier-page') },
  { path: '/cashierCopy', load: () => import('./ledger-views').then((m) => ({ default: m.CashierCopyPage })) },
  { path: '/financeLog', load: () => import('./ledger-views') },
  {
    path: '/financeDetailLog',
    load: () => import('./ledger-views').then((m) => ({ default: m.FinanceDetailLogPage })),
  },
  { path: '/refundRecord', load: () => import('./ledger-views').then((m) => ({ default: m.RefundRecordPage })) },
  { path: '/dayClose', load: () => import('./day-close-page') },
  { path: '/incomeStatistics', load: () => import('./income-page') },
  { path: '/incomeStatisticsVip', load: () => import('./income-page').then((m) => ({ default: m.IncomeVipPage })) },
  {
    path: '/incomeStatisticsPrivate',
    load: () => import('./income-page').then((m) => ({ default: m.IncomePrivatePage })),
  },
  { path: '/incomeStatisticsGroup', load: () => import('./income-page').then((m) => ({ default: m.IncomeGroupPage })) },
  { path: '/sellclassStatistics', load: () => import('./class-statistics-pages') },
  {
    path: '/sellclassDetail',
    load: () => import('./ledger-views').then((m) => ({ default: m.SellclassDetailPage })),
  },
  {
    path: '/gotoclassStatistics',
    load: () => import('./class-statistics-pages').then((m) => ({ default: m.GotoclassStatisticsPage })),
  },
  {
    path: '/gotoclassDetail',
    load: () => import('./ledger-views').then((m) => ({ default: m.GotoclassDetailPage })),
  },
];
