/**
 * Cross-day and multi-day booking and the booking calendar (spec §2 variant 0/3):
 * /appointment/crossdaytable → /appointment/crossdayform (one booking over several days,
 * driven by the crossDayBooking machine under {@link CrossDayLayout}), /daysReserve (the
 * same time on several dates, all or nothing) and /calendar (the caller's bookings by month).
 */
export { CrossDayLayout, CrossDayProvider, CROSS_DAY_PATHS, useCrossDay } from './cross-day-flow';
export { CrossDayTablePage } from './cross-day-table-page';
export { CrossDayFormPage } from './cross-day-form-page';
export { DaysReservePage } from './days-reserve-page';
export { CalendarPage } from './calendar-page';
