/* eslint-disable max-len -- the statechart drawing below is a diagram: its rows cannot be wrapped */
/**
 * The cross-day booking wizard (spec §2 /appointment/crossdaytable →
 * /appointment/crossdayform; DESIGN.md §5), with the hold (spec §7 lockSite, `crossDay`)
 * that keeps the whole range for the booker while the form is filled:
 *
 * ```
 * choosingRange ─range.confirm─▶ holding ─done─▶ fillingForm ─form.submit─▶ submitting ─done─▶ booked
 * (site.select,      │  SLOT_TAKEN / SLOT_HELD ─▶ conflict   (form.change,        │ SLOT_TAKEN / SLOT_HELD ─▶ conflict
 *  range.start,      └  other refusal ─▶ choosingRange         notices.*)          └ other ─▶ failed (retry ─▶ submitting)
 *  range.end)                        hold.expire (fillingForm, failed) ─▶ holdExpired (range.confirm ─▶ holding)
 * ```
 * `back` steps one screen back (releasing the hold when leaving the form); `restart`
 * (anywhere) starts over and releases the hold. In `conflict` a new start or end (or
 * `back`) returns to choosing.
 *
 * A range is the start of an open slot of one day and the end of an open slot of a later
 * day (ISO-8601 instants with the campus offset); the server checks the rest (the rule's
 * `allowCrossDay` and `maxCrossDays`, the window, bookings, holds, closures). The hold
 * expires on the server; the browser sends `hold.expire` when its timer for it runs out.
 *
 * Actors (provided by the browser): `holdRange` receives {@link HoldRangeInput} and
 * resolves with the hold; `submitCrossDay` receives {@link SubmitCrossDayInput} and
 * resolves with the reservation. Action `releaseHold` tells the server the hold is no
 * longer needed.
 */
/* eslint-enable max-len */
import { assign, fromPromise, setup } from 'xstate';
import type { Agreement, Hold, ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { errorCodeOf, errorMessageOf } from './errors';
import { isBookingFormValid, FORM_LIMITS, type BookingForm } from './same-day-booking.machine';

/** What the wizard remembers. */
export interface CrossDayBookingContext {
  siteId: number | null;
  /** Chosen start and end instants (ISO-8601), or null. */
  start: string | null;
  end: string | null;
  form: BookingForm;
  hold: Hold | null;
  /** The scene's notices and disclaimers to accept, and whether they are accepted. */
  notices: Agreement[];
  agreed: boolean;
  reservation: ReservationDetail | null;
  /** Message and code of the last refusal, else null. */
  error: string | null;
  errorCode: number | null;
}

/** Input: the site when the wizard is opened for one (from the site's page), else null. */
export interface CrossDayBookingInput { siteId: number | null }

/** What `holdRange` receives (lockSite with `crossDay`). */
export interface HoldRangeInput { siteId: number; start: string; end: string; crossDay: true }

/** What `submitCrossDay` receives (addReserve with `crossDay`): empty form fields omitted. */
export interface SubmitCrossDayInput extends HoldRangeInput {
  subject?: string;
  phone?: string;
  remark?: string;
  agreements?: Agreement[];
}

/** Events of the wizard (DESIGN.md §5 naming). */
export type CrossDayBookingEvent =
  | { type: 'site.select'; siteId: number }
  | { type: 'range.start'; start: string }
  | { type: 'range.end'; end: string }
  | { type: 'range.confirm' }
  | { type: 'form.change'; field: keyof BookingForm; value: string }
  | { type: 'notices.load'; notices: Agreement[] }
  | { type: 'notices.agree'; agreed: boolean }
  | { type: 'form.submit' }
  | { type: 'hold.expire' }
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'restart' };

/** Names of the states, as views see them. */
export type CrossDayBookingStep =
  | 'choosingRange' | 'holding' | 'fillingForm' | 'submitting' | 'booked' | 'conflict' | 'failed' | 'holdExpired';

const EMPTY_FORM: BookingForm = { subject: '', phone: '', remark: '' };

/** Whether `start` and `end` make a range: both set and the end after the start. Pure. */
export function isRange(start: string | null, end: string | null): boolean {
  return start !== null && end !== null && Date.parse(end) > Date.parse(start);
}

function holdInput(c: CrossDayBookingContext): HoldRangeInput {
  return { siteId: c.siteId ?? 0, start: c.start ?? '', end: c.end ?? '', crossDay: true };
}

function submitInput(c: CrossDayBookingContext): SubmitCrossDayInput {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    ...holdInput(c),
    subject: optional(c.form.subject), phone: optional(c.form.phone), remark: optional(c.form.remark),
    ...(c.notices.length > 0 ? { agreements: c.notices } : {}),
  };
}

/** Whether a refusal means someone else has (part of) the range: booked or held. */
function isConflict(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === Code.SLOT_TAKEN || code === Code.SLOT_HELD;
}

const INITIAL = (siteId: number | null): CrossDayBookingContext => ({
  siteId, start: null, end: null, form: EMPTY_FORM, hold: null, notices: [], agreed: false, reservation: null, error: null, errorCode: null,
});

/** The cross-day booking machine; provide `holdRange` and `submitCrossDay` before running it. */
export const crossDayBookingMachine = setup({
  types: {
    context: {} as CrossDayBookingContext,
    events: {} as CrossDayBookingEvent,
    input: {} as CrossDayBookingInput,
  },
  actors: {
    holdRange: fromPromise<Hold, HoldRangeInput>(() => Promise.reject(new Error('crossDayBooking: actor "holdRange" not provided'))),
    submitCrossDay: fromPromise<ReservationDetail, SubmitCrossDayInput>(() =>
      Promise.reject(new Error('crossDayBooking: actor "submitCrossDay" not provided'))),
  },
  actions: {
    setSite: assign((_, params: { siteId: number }) => ({ siteId: params.siteId, start: null, end: null })),
    setStart: assign((_, params: { start: string }) => ({ start: params.start })),
    setEnd: assign((_, params: { end: string }) => ({ end: params.end })),
    setField: assign(({ context }, params: { field: keyof BookingForm; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
    })),
    setNotices: assign((_, params: { notices: Agreement[] }) => ({ notices: params.notices, agreed: false })),
    setAgreed: assign((_, params: { agreed: boolean }) => ({ agreed: params.agreed })),
    setHold: assign((_, params: { hold: Hold }) => ({ hold: params.hold })),
    clearHold: assign({ hold: null }),
    /** Tells the server the hold is no longer needed (provided by the browser; here a no-op). */
    releaseHold: () => undefined,
    setReservation: assign((_, params: { reservation: ReservationDetail }) => ({ reservation: params.reservation, hold: null })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error), errorCode: errorCodeOf(params.error) })),
    clearError: assign({ error: null, errorCode: null }),
    reset: assign(({ context }) => INITIAL(context.siteId)),
  },
  guards: {
    hasRange: ({ context }) => context.siteId !== null && isRange(context.start, context.end),
    hasHold: ({ context }) => context.hold !== null,
    isFormValid: ({ context }) => isBookingFormValid(context.form) && (context.notices.length === 0 || context.agreed),
    isConflict: (_, params: { error: unknown }) => isConflict(params.error),
    isField: (_, params: { field: unknown }) => typeof params.field === 'string' && params.field in FORM_LIMITS,
  },
}).createMachine({
  id: 'crossDayBooking',
  initial: 'choosingRange',
  context: ({ input }) => INITIAL(input.siteId),
  on: {
    restart: [
      { guard: 'hasHold', target: '.choosingRange', actions: ['releaseHold', 'reset'] },
      { target: '.choosingRange', actions: 'reset' },
    ],
  },
  states: {
    choosingRange: {
      on: {
        'site.select': { actions: { type: 'setSite', params: ({ event }) => ({ siteId: event.siteId }) } },
        'range.start': { actions: { type: 'setStart', params: ({ event }) => ({ start: event.start }) } },
        'range.end': { actions: { type: 'setEnd', params: ({ event }) => ({ end: event.end }) } },
        'range.confirm': { guard: 'hasRange', target: 'holding', actions: 'clearError' },
      },
    },
    holding: {
      invoke: {
        id: 'holdRange',
        src: 'holdRange',
        input: ({ context }) => holdInput(context),
        onDone: { target: 'fillingForm', actions: { type: 'setHold', params: ({ event }) => ({ hold: event.output }) } },
        onError: [
          { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'choosingRange', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: { back: { target: 'choosingRange' } },
    },
    fillingForm: {
      on: {
        'form.change': {
          guard: { type: 'isField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'notices.load': { actions: { type: 'setNotices', params: ({ event }) => ({ notices: event.notices }) } },
        'notices.agree': { actions: { type: 'setAgreed', params: ({ event }) => ({ agreed: event.agreed }) } },
        'form.submit': { guard: 'isFormValid', target: 'submitting' },
        'hold.expire': { target: 'holdExpired', actions: 'clearHold' },
        back: { target: 'choosingRange', actions: ['releaseHold', 'clearHold'] },
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        id: 'submitCrossDay',
        src: 'submitCrossDay',
        input: ({ context }) => submitInput(context),
        onDone: { target: 'booked', actions: { type: 'setReservation', params: ({ event }) => ({ reservation: event.output }) } },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'releaseHold', 'clearHold'],
          },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    booked: {},
    conflict: {
      on: {
        'range.start': { target: 'choosingRange', actions: { type: 'setStart', params: ({ event }) => ({ start: event.start }) } },
        'range.end': { target: 'choosingRange', actions: { type: 'setEnd', params: ({ event }) => ({ end: event.end }) } },
        back: { target: 'choosingRange' },
      },
    },
    failed: {
      on: {
        retry: { guard: 'isFormValid', target: 'submitting' },
        back: { target: 'fillingForm' },
        'hold.expire': { target: 'holdExpired', actions: 'clearHold' },
      },
    },
    holdExpired: {
      on: {
        'range.confirm': { guard: 'hasRange', target: 'holding', actions: 'clearError' },
        back: { target: 'choosingRange' },
      },
    },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type CrossDayBookingMachine = typeof crossDayBookingMachine;
