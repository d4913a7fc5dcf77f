/**
 * View-model of the same-day booking machine (DESIGN.md §5): the screens of /appointment
 * read steps, flags and the selection from here and call its handlers. Flags and the
 * screen come from state tags — the wizard's (`scene`, `site`, `slots`, `form`, `booked`,
 * `conflict`, `holdExpired`) and, while it checks out, its checkout's (`busy`, `form`,
 * `failed`) — not from tables of state names.
 */
import type { SnapshotFrom } from 'xstate';
import type {
  Agreement,
  Hold,
  ParticipantInput,
  ReservationDetail,
  Slot,
} from '../platform/contracts/reserve.contract';
import type { CandidateUser } from '../platform/contracts/workflow-candidate.contract';
import type { FormValues } from '../platform/forms/form-definition';
import { checkoutSnapshotOf, type ApprovalSubmission, type BookingForm } from './booking-checkout.machine';
import {
  rangeOf,
  type SameDayBookingEvent,
  type SameDayBookingMachine,
  type SameDayBookingStep,
} from './same-day-booking.machine';

/** The wizard as a view sees it. */
export interface SameDayBookingView {
  /** The wizard's state, or the checkout's while it runs: which screen to show. */
  step: SameDayBookingStep;
  /** Index of the wizard screen for a step indicator: scene 0, site 1, slots 2, form and after 3. */
  stepIndex: 0 | 1 | 2 | 3;
  sceneId: number | null;
  siteId: number | null;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Selected slots, consecutive, in time order. */
  selectedSlots: readonly Slot[];
  /** The merged range of the selection, or `null`. */
  range: { start: string; end: string } | null;
  form: BookingForm;
  /** The hold on the selection while the form is filled. */
  hold: Hold | null;
  participants: readonly ParticipantInput[];
  /** Whether the scene has notices to accept, and whether they are accepted. */
  hasNotices: boolean;
  agreed: boolean;
  /** The approval form's values as last submitted (a booking under a form rule), else null. */
  formValues: FormValues | null;
  /** The approvers chosen per CUSTOM node as last submitted (a booking under a form rule). */
  approvers: Record<string, CandidateUser[]>;
  reservation: ReservationDetail | null;
  /** Server's message of the last failed submission, else `null`. */
  error: string | null;
  errorCode: number | null;
  /** Whether `slot` is in the selection (compared by start instant). */
  isSelected(slot: Pick<Slot, 'start'>): boolean;
  /** Choosing slots on the grid (not after a conflict). */
  isPickingSlots: boolean;
  canConfirmSlots: boolean;
  /** `snapshot.can({type: 'form.submit'})`: in the form with valid fields. */
  canSubmit: boolean;
  canGoBack: boolean;
  canRetry: boolean;
  /** The hold is being taken. */
  isHolding: boolean;
  /** The hold ran out before the booking was submitted: hold again or choose again. */
  isHoldExpired: boolean;
  isSubmitting: boolean;
  isBooked: boolean;
  /** The slot was taken or held meanwhile: reload the grid, pick again. */
  isConflict: boolean;
  /** The range that was taken or held (state `conflict`), for alternatives. */
  conflictRange: { start: string; end: string } | null;
  isFailed: boolean;
  selectScene(sceneId: number): void;
  selectSite(siteId: number): void;
  selectDate(date: string): void;
  toggleSlot(slot: Slot): void;
  confirmSlots(): void;
  changeField(field: keyof BookingForm, value: string): void;
  changeParticipants(participants: ParticipantInput[]): void;
  loadNotices(notices: Agreement[]): void;
  agree(agreed: boolean): void;
  /** The browser's timer for the hold ran out. */
  expireHold(): void;
  /** Submits the booking; `approval`: the approval form's values and chosen approvers, when the booking has one. */
  submit(approval?: ApprovalSubmission): void;
  back(): void;
  retry(): void;
  restart(): void;
}

/** Which wizard screen a snapshot shows, from its tags (and its checkout's): scene 0, site 1, slots 2, form 3. */
export function stepIndexOf(snapshot: SnapshotFrom<SameDayBookingMachine>): 0 | 1 | 2 | 3 {
  const checkout = checkoutSnapshotOf(snapshot);
  if (checkout) return checkout.hasTag('form') ? 3 : 2;
  if (snapshot.hasTag('scene')) return 0;
  if (snapshot.hasTag('site')) return 1;
  return snapshot.hasTag('slots') ? 2 : 3;
}

/** The step a view sees: the wizard's state, or the checkout's while it runs. */
export function stepOf(snapshot: SnapshotFrom<SameDayBookingMachine>): SameDayBookingStep {
  return (checkoutSnapshotOf(snapshot)?.value ?? snapshot.value) as SameDayBookingStep;
}

/** Builds the {@link SameDayBookingView} of a snapshot; `send` delivers events to the actor. */
export function connectSameDayBooking(
  snapshot: SnapshotFrom<SameDayBookingMachine>,
  send: (event: SameDayBookingEvent) => void,
): SameDayBookingView {
  const c = snapshot.context;
  const checkout = checkoutSnapshotOf(snapshot);
  const step = stepOf(snapshot);
  const draft = checkout?.context ?? c.draft;
  const inForm = checkout?.hasTag('form') ?? false;
  // Checkout events go to the checkout while it runs (forwarded by the wizard).
  const can = (type: 'form.submit' | 'back' | 'retry') => (checkout ? checkout.can({ type }) : snapshot.can({ type }));
  const starts = new Set(c.slots.map((s) => Date.parse(s.start)));
  return {
    step,
    stepIndex: stepIndexOf(snapshot),
    sceneId: c.sceneId,
    siteId: c.siteId,
    date: c.date,
    selectedSlots: c.slots,
    range: rangeOf(c.slots),
    form: draft.form,
    hold: checkout?.context.hold ?? null,
    participants: draft.participants,
    hasNotices: draft.notices.length > 0,
    agreed: draft.agreed,
    formValues: draft.formValues,
    approvers: draft.approvers,
    reservation: c.reservation,
    error: checkout?.context.error ?? c.error,
    errorCode: checkout?.context.errorCode ?? c.errorCode,
    isSelected: (slot) => starts.has(Date.parse(slot.start)),
    isPickingSlots: snapshot.hasTag('slots') && !snapshot.hasTag('conflict'),
    canConfirmSlots: snapshot.can({ type: 'slots.confirm' }),
    canSubmit: can('form.submit'),
    canGoBack: can('back'),
    canRetry: can('retry'),
    isHolding: (checkout?.hasTag('busy') ?? false) && !inForm,
    isHoldExpired: snapshot.hasTag('holdExpired'),
    isSubmitting: inForm && (checkout?.hasTag('busy') ?? false),
    isBooked: snapshot.hasTag('booked'),
    isConflict: snapshot.hasTag('conflict'),
    conflictRange: snapshot.hasTag('conflict') ? c.conflictRange : null,
    isFailed: checkout?.hasTag('failed') ?? false,
    selectScene: (sceneId) => send({ type: 'scene.select', sceneId }),
    selectSite: (siteId) => send({ type: 'site.select', siteId }),
    selectDate: (date) => send({ type: 'date.select', date }),
    toggleSlot: (slot) => send({ type: 'slot.toggle', slot }),
    confirmSlots: () => send({ type: 'slots.confirm' }),
    changeField: (field, value) => send({ type: 'form.change', field, value }),
    changeParticipants: (participants) => send({ type: 'participants.change', participants }),
    loadNotices: (notices) => send({ type: 'notices.load', notices }),
    agree: (agreed) => send({ type: 'notices.agree', agreed }),
    expireHold: () => send({ type: 'hold.expire' }),
    submit: (approval) => send(approval ? { type: 'form.submit', approval } : { type: 'form.submit' }),
    back: () => send({ type: 'back' }),
    retry: () => send({ type: 'retry' }),
    restart: () => send({ type: 'restart' }),
  };
}
