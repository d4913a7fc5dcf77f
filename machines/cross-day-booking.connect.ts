/**
 * View-model of the cross-day booking machine (DESIGN.md §5): the pages
 * /appointment/crossdaytable and /appointment/crossdayform read steps, flags and the
 * range from here and call its handlers, instead of matching raw state values.
 */
import type { SnapshotFrom } from 'xstate';
import type { Agreement, Hold, ReservationDetail } from '../platform/contracts/reserve.contract';
import type { BookingForm } from './same-day-booking.machine';
import type { CrossDayBookingEvent, CrossDayBookingMachine, CrossDayBookingStep } from './cross-day-booking.machine';

/** The wizard as a view sees it. */
export interface CrossDayBookingView {
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
  submit(): void;
  back(): void;
  retry(): void;
  restart(): void;
}

const TABLE_STEPS: readonly CrossDayBookingStep[] = ['choosingRange', 'holding', 'conflict'];

/** Builds the {@link CrossDayBookingView} of a snapshot; `send` delivers events to the actor. */
export function connectCrossDayBooking(
  snapshot: SnapshotFrom<CrossDayBookingMachine>,
  send: (event: CrossDayBookingEvent) => void,
): CrossDayBookingView {
  const step = snapshot.value as CrossDayBookingStep;
  const c = snapshot.context;
  return {
    step,
    page: TABLE_STEPS.includes(step) ? 'table' : 'form',
    siteId: c.siteId, start: c.start, end: c.end, form: c.form, hold: c.hold,
    hasNotices: c.notices.length > 0, agreed: c.agreed, reservation: c.reservation, error: c.error, errorCode: c.errorCode,
    canConfirm: snapshot.can({ type: 'range.confirm' }),
    canSubmit: snapshot.can({ type: 'form.submit' }),
    canRetry: snapshot.can({ type: 'retry' }),
    isHolding: step === 'holding',
    isSubmitting: step === 'submitting',
    isBooked: step === 'booked',
    isConflict: step === 'conflict',
    isFailed: step === 'failed',
    isHoldExpired: step === 'holdExpired',
    selectSite: (siteId) => send({ type: 'site.select', siteId }),
    chooseStart: (start) => send({ type: 'range.start', start }),
    chooseEnd: (end) => send({ type: 'range.end', end }),
    confirm: () => send({ type: 'range.confirm' }),
    changeField: (field, value) => send({ type: 'form.change', field, value }),
    loadNotices: (notices) => send({ type: 'notices.load', notices }),
    agree: (agreed) => send({ type: 'notices.agree', agreed }),
    expireHold: () => send({ type: 'hold.expire' }),
    submit: () => send({ type: 'form.submit' }),
    back: () => send({ type: 'back' }),
    retry: () => send({ type: 'retry' }),
    restart: () => send({ type: 'restart' }),
  };
}
