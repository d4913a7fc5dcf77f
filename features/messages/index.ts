/**
 * In-app messages and the calendar feed in the terminal: the /messages page and
 * the "Subscribe to calendar" action shown on /my.
 */
export { MessagesPage, MESSAGES_PAGE_SIZE } from './messages-page';
export { CalendarSubscribe, feedAddresses } from './calendar-subscribe';
