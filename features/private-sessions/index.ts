/** Terminal pages of private sessions and fitness tests (docs/fitness-private.md). */
export { PrivatePage } from './private-page';
export { PrivateReservePage, TestReservePage } from './reserve-page';
export { TestRecordsPage } from './test-records-page';
export { CoachSchedulePage } from './coach-schedule-page';
export { CoachTestLogPage } from './coach-test-log-page';
