/**
 * The back office's logs: /loginLog and /operationLog.
 */
export { systemLogRoutes } from './routes';
export { formatLogTime, formatJson, LOG_TIME_ZONE } from './format';
