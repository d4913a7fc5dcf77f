/** Pages of the membership-card feature (docs/fitness.md), as declarations for apps/admin's route table. */
import type { AdminPageRoute } from '../../ui/admin-shell/page-route';

/**
 * The back office's "Membership cards" folder: /card, /memberShip, /eleCards, the operation logs
 * (/buyCardLog, /tranfCardLog, /delayCardLog, /leaveCardLog, /delayRecord, /useCardRecord),
 * /buyCardRecord and /payConfig.
 */
export const membershipCardRoutes: AdminPageRoute[] = [
  { path: '/card', load: () => import('./card-types-page') },
  { path: '/memberShip', load: () => import('./member-cards-page') },
  { path: '/eleCards', load: () => import('./ele-cards-page') },
  { path: '/buyCardLog', load: () => import('./card-log-page') },
  { path: '/tranfCardLog', load: () => import('./card-log-page').then((m) => ({ default: m.TransferLogPage })) },
  { path: '/delayCardLog', load: () => import('./card-log-page').then((m) => ({ default: m.DelayLogPage })) },
  { path: '/leaveCardLog', load: () => import('./card-log-page').then((m) => ({ default: m.LeaveLogPage })) },
  { path: '/delayRecord', load: () => import('./card-log-page').then((m) => ({ default: m.DelayRecordPage })) },
  { path: '/useCardRecord', load: () => import('./card-log-page').then((m) => ({ default: m.UseLogPage })) },
  { path: '/buyCardRecord', load: () => import('./payments-page') },
  { path: '/payConfig', load: () => import('./pay-config-page') },
];
