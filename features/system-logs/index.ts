/**
 * The back office's logs (issue 3): /loginLog and /operationLog.
 */
export { systemLogRoutes } from './routes';
export { formatLogTime, formatJson, LOG_TIME_ZONE } from './format';
