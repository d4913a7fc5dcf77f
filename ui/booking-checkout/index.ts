/** The booking checkout's browser side, shared by the booking wizards (hold, release, expiry, idempotent submit). */
export {
  createBookingCheckout,
  useBookingCheckout,
  useHoldExpiry,
  type BookingCheckout,
  type BookingCheckoutOptions,
} from './use-booking-checkout';
export { createSubmissionKeys, type SubmissionKeys } from './submission-keys';
export { useWizardView } from './use-wizard-view';
export { ApprovalForm, useApprovalForm, type ApprovalFormProps } from './approval-form';
