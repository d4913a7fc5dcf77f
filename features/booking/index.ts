/**
 * Same-day booking (spec §2 /appointment/gymnasium → /time → /timeform), driven by the
 * sameDayBooking machine. The app's route table mounts {@link BookingLayout} at
 * /appointment with the three pages as children, and {@link DayReserveLayout} at
 * /dayReserve with the same pages (the wizard started on a site, today only).
 * The site pages lead into it: /siteList, /siteDetail, /appointment/reservationlist.
 */
export { BookingLayout } from './booking-layout';
export { DayReserveLayout } from './day-reserve-layout';
export { SiteListPage } from './site-list-page';
export { SiteDetailPage, hoursByDay } from './site-detail-page';
export { ReservationListPage } from './reservation-list-page';
export { SiteCardList, SiteCardView, SITE_PAGE_SIZE } from './site-cards';
export { SiteFilters, filterOfParams, paramsOfFilter, withPlace, type SiteFilter } from './site-filters';
export { SceneSitePage } from './scene-site-page';
export { TimePage } from './time-page';
export { TimeFormPage } from './time-form-page';
export { SlotGrid, foldablePast, type SlotGridProps } from './slot-grid';
export { DateChips, type DateChipsProps } from './date-chips';
export {
  BookingFlowProvider,
  useBookingActor,
  useBookingView,
  useBookingSelector,
  screenOf,
  screenOfPath,
  BOOKING_SCREENS,
  type BookingScreen,
} from './booking-flow';
