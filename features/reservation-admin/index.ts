/**
 * The back office's booking administration (issue 2): /reserveManage.
 */
export { reservationAdminRoutes } from './routes';
export { formatDateTime, formatRange, DEFAULT_TIME_ZONE } from './format';
