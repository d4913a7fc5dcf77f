/**
 * View-model of the quick-booking machine (DESIGN.md §5): the /quick page reads its step,
 * flags and the offered slot from here and calls its handlers.
 */
import type { SnapshotFrom } from 'xstate';
import type { QuickSlot } from '../platform/contracts/quick.contract';
import type { Agreement, Hold, ReservationDetail } from '../platform/contracts/reserve.contract';
import type { QuickBookingEvent, QuickBookingMachine, QuickBookingStep } from './quick-booking.machine';
import type { BookingForm } from './same-day-booking.machine';

/** The flow as a view sees it. */
export interface QuickBookingView {
  step: QuickBookingStep;
  sceneId: number | null;
  /** The slot offered, held or booked. */
  slot: QuickSlot | null;
  hold: Hold | null;
  form: BookingForm;
  hasNotices: boolean;
  agreed: boolean;
  reservation: ReservationDetail | null;
  /** The last failure's message and code (search, hold or submission). */
  error: string | null;
  errorCode: number | null;
  isSearching: boolean;
  /** A slot is on offer: "take it", "another one", "back". */
  isOffer: boolean;
  /** Nothing free was found (or the search failed: `error`). */
  isNone: boolean;
  isHolding: boolean;
  /** The form is shown (confirming, or failed with the form kept). */
  isConfirming: boolean;
  isSubmitting: boolean;
  isBooked: boolean;
  isConflict: boolean;
  isFailed: boolean;
  isHoldExpired: boolean;
  canTake: boolean;
  canSubmit: boolean;
  canGoBack: boolean;
  canRetry: boolean;
  canSearchAgain: boolean;
  selectScene(sceneId: number): void;
  take(): void;
  another(): void;
  changeField(field: keyof BookingForm, value: string): void;
  loadNotices(notices: Agreement[]): void;
  agree(agreed: boolean): void;
  expireHold(): void;
  submit(): void;
  searchAgain(): void;
  back(): void;
  retry(): void;
  restart(): void;
}

/** Builds the {@link QuickBookingView} of a snapshot; `send` delivers events to the actor. */
export function connectQuickBooking(
  snapshot: SnapshotFrom<QuickBookingMachine>,
  send: (event: QuickBookingEvent) => void,
): QuickBookingView {
  const step = snapshot.value as QuickBookingStep;
  const c = snapshot.context;
  return {
    step,
    sceneId: c.sceneId,
    slot: c.slot,
    hold: c.hold,
    form: c.form,
    hasNotices: c.notices.length > 0,
    agreed: c.agreed,
    reservation: c.reservation,
    error: c.error,
    errorCode: c.errorCode,
    isSearching: step === 'searching',
    isOffer: step === 'offer',
    isNone: step === 'none',
    isHolding: step === 'holding',
    isConfirming: step === 'confirming' || step === 'failed',
    isSubmitting: step === 'submitting',
    isBooked: step === 'booked',
    isConflict: step === 'conflict',
    isFailed: step === 'failed',
    isHoldExpired: step === 'holdExpired',
    canTake: snapshot.can({ type: 'offer.take' }),
    canSubmit: snapshot.can({ type: 'form.submit' }),
    canGoBack: snapshot.can({ type: 'back' }),
    canRetry: snapshot.can({ type: 'retry' }),
    canSearchAgain: snapshot.can({ type: 'search' }),
    selectScene: (sceneId) => send({ type: 'scene.select', sceneId }),
    take: () => send({ type: 'offer.take' }),
    another: () => send({ type: 'offer.next' }),
    changeField: (field, value) => send({ type: 'form.change', field, value }),
    loadNotices: (notices) => send({ type: 'notices.load', notices }),
    agree: (agreed) => send({ type: 'notices.agree', agreed }),
    expireHold: () => send({ type: 'hold.expire' }),
    submit: () => send({ type: 'form.submit' }),
    searchAgain: () => send({ type: 'search' }),
    back: () => send({ type: 'back' }),
    retry: () => send({ type: 'retry' }),
    restart: () => send({ type: 'restart' }),
  };
}
