/**
 * Same-day booking (spec §2 /appointment/gymnasium → /time → /timeform), driven by the
 * sameDayBooking machine. The app's route table mounts {@link BookingLayout} at
 * /appointment with the three pages as children.
 */
export { BookingLayout } from './booking-layout';
export { SceneSitePage } from './scene-site-page';
export { TimePage } from './time-page';
export { TimeFormPage } from './time-form-page';
export { SlotGrid, type SlotGridProps } from './slot-grid';
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
