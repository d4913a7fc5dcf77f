/**
 * The back office's booking administration: /reserveManage.
 */
export { reservationAdminRoutes } from './routes';
export { formatDateTime, formatRange, DEFAULT_TIME_ZONE } from './format';
