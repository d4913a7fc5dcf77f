/**
 * View-model of the quick-booking machine (DESIGN.md §5): the /quick page reads its step,
 * flags and the offered slot from here and calls its handlers. The flags come from state
 * tags — the flow's (`scenes`, `busy`, `offer`, `none`, `booked`, `conflict`,
 * `holdExpired`) and, while it checks out, its checkout's (`busy`, `form`, `failed`) —
 * not from tables of state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { CandidateUser } from '../platform/contracts/workflow-candidate.contract';
import type { FormValues } from '../platform/forms/form-definition';
import type { QuickSlot } from '../platform/contracts/quick.contract';
import type { Agreement, Hold, ReservationDetail } from '../platform/contracts/reserve.contract';
import { checkoutSnapshotOf, EMPTY_DRAFT, type ApprovalSubmission, type BookingForm } from './booking-checkout.machine';
import type { QuickBookingEvent, QuickBookingMachine, QuickBookingStep } from './quick-booking.machine';

/** The flow as a view sees it. */
export interface QuickBookingView {
  /** The flow's state, or the checkout's while it runs. */
  step: QuickBookingStep;
  sceneId: number | null;
  /** The slot offered, held or booked. */
  slot: QuickSlot | null;
  hold: Hold | null;
  form: BookingForm;
  hasNotices: boolean;
  agreed: boolean;
  /** The approval form's values as last submitted (a booking under a form rule), else null. */
  formValues: FormValues | null;
  /** The approvers chosen per CUSTOM node as last submitted (a booking under a form rule). */
  approvers: Record<string, CandidateUser[]>;
  reservation: ReservationDetail | null;
  /** The last failure's message and code (search, hold or submission). */
  error: string | null;
  errorCode: number | null;
  /** The scenes are shown to choose from. */
  isChoosingScene: boolean;
  isSearching: boolean;
  /** A slot is on offer: "take it", "another one", "back". */
  isOffer: boolean;
  /** Nothing free was found (or the search failed: `error`). */
  isNone: boolean;
  isHolding: boolean;
  /** The form is shown (filling it in, submitting, or failed with the form kept). */
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
  /** Submits the booking; `approval`: the approval form's values and chosen approvers, when the booking has one. */
  submit(approval?: ApprovalSubmission): void;
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
  const c = snapshot.context;
  const checkout = checkoutSnapshotOf(snapshot);
  const step = (checkout ? checkout.value : snapshot.value) as QuickBookingStep;
  const draft = checkout?.context ?? EMPTY_DRAFT;
  const inForm = checkout?.hasTag('form') ?? false;
  // Checkout events go to the checkout while it runs (forwarded by the flow).
  const can = (type: 'form.submit' | 'back' | 'retry') => (checkout ? checkout.can({ type }) : snapshot.can({ type }));
  return {
    step,
    sceneId: c.sceneId,
    slot: c.slot,
    hold: checkout?.context.hold ?? null,
    form: draft.form,
    hasNotices: draft.notices.length > 0,
    agreed: draft.agreed,
    formValues: draft.formValues,
    approvers: draft.approvers,
    reservation: c.reservation,
    error: checkout?.context.error ?? c.error,
    errorCode: checkout?.context.errorCode ?? c.errorCode,
    isChoosingScene: snapshot.hasTag('scenes'),
    isSearching: snapshot.hasTag('busy'),
    isOffer: snapshot.hasTag('offer'),
    isNone: snapshot.hasTag('none'),
    isHolding: (checkout?.hasTag('busy') ?? false) && !inForm,
    isConfirming: inForm,
    isSubmitting: inForm && (checkout?.hasTag('busy') ?? false),
    isBooked: snapshot.hasTag('booked'),
    isConflict: snapshot.hasTag('conflict'),
    isFailed: checkout?.hasTag('failed') ?? false,
    isHoldExpired: snapshot.hasTag('holdExpired'),
    canTake: snapshot.can({ type: 'offer.take' }),
    canSubmit: can('form.submit'),
    canGoBack: can('back'),
    canRetry: can('retry'),
    canSearchAgain: snapshot.can({ type: 'search' }),
    selectScene: (sceneId) => send({ type: 'scene.select', sceneId }),
    take: () => send({ type: 'offer.take' }),
    another: () => send({ type: 'offer.next' }),
    changeField: (field, value) => send({ type: 'form.change', field, value }),
    loadNotices: (notices) => send({ type: 'notices.load', notices }),
    agree: (agreed) => send({ type: 'notices.agree', agreed }),
    expireHold: () => send({ type: 'hold.expire' }),
    submit: (approval) => send(approval ? { type: 'form.submit', approval } : { type: 'form.submit' }),
    searchAgain: () => send({ type: 'search' }),
    back: () => send({ type: 'back' }),
    retry: () => send({ type: 'retry' }),
    restart: () => send({ type: 'restart' }),
  };
}
