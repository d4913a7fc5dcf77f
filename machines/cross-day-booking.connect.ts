/**
 * View-model of the cross-day booking machine (DESIGN.md §5): the pages
 * /appointment/crossdaytable and /appointment/crossdayform read steps, flags and the
 * range from here and call its handlers. Flags come from state tags — the wizard's
 * (`table`, `form`, `booked`, `conflict`, `holdExpired`) and, while it checks out, its
 * checkout's (`busy`, `form`, `failed`) — not from tables of state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { CandidateUser } from '../platform/contracts/workflow-candidate.contract';
import type { FormValues } from '../platform/forms/form-definition';
import type { Agreement, Hold, ReservationDetail } from '../platform/contracts/reserve.contract';
import { checkoutSnapshotOf, type ApprovalSubmission, type BookingForm } from './booking-checkout.machine';
import type { CrossDayBookingEvent, CrossDayBookingMachine, CrossDayBookingStep } from './cross-day-booking.machine';

/** The wizard as a view sees it. */
export interface CrossDayBookingView {
  /** The wizard's state, or the checkout's while it runs. */
  step: CrossDayBookingStep;
  /** Which page shows the step: the table (choosing, holding, conflict) or the form. */
  page: 'table' | 'form';
  siteId: number | null;
  start: string | null;
  end: string | null;
  form: BookingForm;
  hold: Hold | null;
  hasNotices: boolean;
  agreed: boolean;
  /** The approval form's values as last submitted (a booking under a form rule), else null. */
  formValues: FormValues | null;
  /** The approvers chosen per CUSTOM node as last submitted (a booking under a form rule). */
  approvers: Record<string, CandidateUser[]>;
  reservation: ReservationDetail | null;
  error: string | null;
  errorCode: number | null;
  canConfirm: boolean;
  canSubmit: boolean;
  canRetry: boolean;
  isHolding: boolean;
  isSubmitting: boolean;
  isBooked: boolean;
  isConflict: boolean;
  isFailed: boolean;
  isHoldExpired: boolean;
  selectSite(siteId: number): void;
  chooseStart(start: string): void;
  chooseEnd(end: string): void;
  confirm(): void;
  changeField(field: keyof BookingForm, value: string): void;
  loadNotices(notices: Agreement[]): void;
  agree(agreed: boolean): void;
  expireHold(): void;
  /** Submits the booking; `approval`: the approval form's values and chosen approvers, when the booking has one. */
  submit(approval?: ApprovalSubmission): void;
  back(): void;
  retry(): void;
  restart(): void;
}

/** Builds the {@link CrossDayBookingView} of a snapshot; `send` delivers events to the actor. */
export function connectCrossDayBooking(
  snapshot: SnapshotFrom<CrossDayBookingMachine>,
  send: (event: CrossDayBookingEvent) => void,
): CrossDayBookingView {
  const c = snapshot.context;
  const checkout = checkoutSnapshotOf(snapshot);
  const step = (checkout ? checkout.value : snapshot.value) as CrossDayBookingStep;
  const draft = checkout?.context ?? c.draft;
  const inForm = checkout ? checkout.hasTag('form') : snapshot.hasTag('form');
  // Checkout events go to the checkout while it runs (forwarded by the wizard).
  const can = (type: 'form.submit' | 'retry') => (checkout ? checkout.can({ type }) : snapshot.can({ type }));
  return {
    step,
    page: inForm ? 'form' : 'table',
    siteId: c.siteId,
    start: c.start,
    end: c.end,
    form: draft.form,
    hold: checkout?.context.hold ?? null,
    hasNotices: draft.notices.length > 0,
    agreed: draft.agreed,
    formValues: draft.formValues,
    approvers: draft.approvers,
    reservation: c.reservation,
    error: checkout?.context.error ?? c.error,
    errorCode: checkout?.context.errorCode ?? c.errorCode,
    canConfirm: snapshot.can({ type: 'range.confirm' }),
    canSubmit: can('form.submit'),
    canRetry: can('retry'),
    isHolding: (checkout?.hasTag('busy') ?? false) && !inForm,
    isSubmitting: inForm && (checkout?.hasTag('busy') ?? false),
    isBooked: snapshot.hasTag('booked'),
    isConflict: snapshot.hasTag('conflict'),
    isFailed: checkout?.hasTag('failed') ?? false,
    isHoldExpired: snapshot.hasTag('holdExpired'),
    selectSite: (siteId) => send({ type: 'site.select', siteId }),
    chooseStart: (start) => send({ type: 'range.start', start }),
    chooseEnd: (end) => send({ type: 'range.end', end }),
    confirm: () => send({ type: 'range.confirm' }),
    changeField: (field, value) => send({ type: 'form.change', field, value }),
    loadNotices: (notices) => send({ type: 'notices.load', notices }),
    agree: (agreed) => send({ type: 'notices.agree', agreed }),
    expireHold: () => send({ type: 'hold.expire' }),
    submit: (approval) => send(approval ? { type: 'form.submit', approval } : { type: 'form.submit' }),
    back: () => send({ type: 'back' }),
    retry: () => send({ type: 'retry' }),
    restart: () => send({ type: 'restart' }),
  };
}
