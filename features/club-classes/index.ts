/**
 * The member's group-class pages on the terminal (variants 2 and 4, docs/fitness-classes.md): the
 * week's classes, one class with the card that would pay, and my bookings and waitlist entries.
 */
export { LeaguePage } from './league-page';
export { LeagueReservePage } from './league-reserve-page';
export { CourseRecordsPage } from './course-records-page';
