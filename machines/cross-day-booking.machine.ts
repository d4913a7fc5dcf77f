/**
 * The cross-day booking wizard (spec §2 /appointment/crossdaytable →
 * /appointment/crossdayform; DESIGN.md §5): the booker chooses one range over several days
 * of a site; the checkout (machines/booking-checkout, invoked as `checkout`, with
 * `crossDay`) holds it (spec §7 lockSite) while the form is filled and books it.
 *
 * ```
 * choosingRange ─range.confirm─▶ checkout ─booked─▶ booked
 * (site.select,                    │ conflict ─▶ conflict (range.start / range.end / back ─▶ choosingRange)
 *  range.start,                    │ refused / back ─▶ choosingRange (with the refusal)
 *  range.end)                      └ holdExpired ─▶ holdExpired (range.confirm ─▶ checkout, back ─▶ choosingRange)
 * ```
 * While in `checkout` the checkout's events (form.change, notices.*, form.submit,
 * hold.expire, retry, back, restart) are forwarded to it; `restart` elsewhere starts over
 * (keeping the site).
 *
 * A range is the start of an open slot of one day and the end of an open slot of a later
 * day (ISO-8601 instants with the campus offset); the server checks the rest (the rule's
 * `allowCrossDay` and `maxCrossDays`, the window, bookings, holds, closures).
 *
 * Actor `bookingCheckout`: the checkout machine, its own actors provided by the browser
 * (ui/booking-checkout).
 */
import { assign, forwardTo, setup } from 'xstate';
import type { ReservationDetail } from '../platform/contracts/reserve.contract';
import {
  bookingCheckoutMachine,
  EMPTY_DRAFT,
  type CheckoutDraft,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutOutcome,
  type CheckoutOutput,
} from './booking-checkout.machine';
import { errorCodeOf, errorMessageOf } from './errors';

/** What the wizard remembers. */
export interface CrossDayBookingContext {
  siteId: number | null;
  /** Chosen start and end instants (ISO-8601), or null. */
  start: string | null;
  end: string | null;
  /** What the booker filled in at the last checkout, for the next one. */
  draft: CheckoutDraft;
  reservation: ReservationDetail | null;
  /** Message and code of the last refusal, else null. */
  error: string | null;
  errorCode: number | null;
}

/** Input: the site when the wizard is opened for one (from the site's page), else null. */
export interface CrossDayBookingInput {
  siteId: number | null;
}

/** Events of the wizard (DESIGN.md §5 naming): its own and the checkout's. */
export type CrossDayBookingEvent =
  | { type: 'site.select'; siteId: number }
  | { type: 'range.start'; start: string }
  | { type: 'range.end'; end: string }
  | { type: 'range.confirm' }
  | CheckoutEvent;

/** Names of the wizard's states, and of the checkout's while it runs, as views see them. */
export type CrossDayBookingStep =
  'choosingRange' | 'holding' | 'fillingForm' | 'submitting' | 'booked' | 'conflict' | 'failed' | 'holdExpired';

/** Whether `start` and `end` make a range: both set and the end after the start. Pure. */
export function isRange(start: string | null, end: string | null): boolean {
  return start !== null && end !== null && Date.parse(end) > Date.parse(start);
}

/** The checkout's input: the range as a cross-day request, and the draft. */
function checkoutInput(c: CrossDayBookingContext): CheckoutInput {
  return { request: { siteId: c.siteId ?? 0, start: c.start ?? '', end: c.end ?? '', crossDay: true }, draft: c.draft };
}

const INITIAL = (siteId: number | null): CrossDayBookingContext => ({
  siteId,
  start: null,
  end: null,
  draft: EMPTY_DRAFT,
  reservation: null,
  error: null,
  errorCode: null,
});

/** The cross-day booking machine; provide the checkout's actors before running it. */
export const crossDayBookingMachine = setup({
  types: {
    context: {} as CrossDayBookingContext,
    events: {} as CrossDayBookingEvent,
    input: {} as CrossDayBookingInput,
  },
  actors: {
    bookingCheckout: bookingCheckoutMachine,
  },
  actions: {
    setSite: assign((_, params: { siteId: number }) => ({ siteId: params.siteId, start: null, end: null })),
    setStart: assign((_, params: { start: string }) => ({ start: params.start })),
    setEnd: assign((_, params: { end: string }) => ({ end: params.end })),
    keepDraft: assign((_, params: { output: CheckoutOutput }) => ({ draft: params.output.draft })),
    setReservation: assign((_, params: { output: CheckoutOutput }) => ({ reservation: params.output.reservation })),
    setCheckoutError: assign((_, params: { output: CheckoutOutput }) => ({
      error: params.output.error,
      errorCode: params.output.errorCode,
      draft: params.output.draft,
    })),
    setError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error),
      errorCode: errorCodeOf(params.error),
    })),
    clearError: assign({ error: null, errorCode: null }),
    reset: assign(({ context }) => INITIAL(context.siteId)),
    /** Hands the checkout's events to the running checkout. */
    forwardToCheckout: forwardTo('checkout'),
  },
  guards: {
    hasRange: ({ context }) => context.siteId !== null && isRange(context.start, context.end),
    /** The checkout ended with `outcome` (and, when given, with `restart`). */
    isOutcome: (_, params: { output: CheckoutOutput; outcome: CheckoutOutcome; restart?: boolean }) =>
      params.output.outcome === params.outcome &&
      (params.restart === undefined || params.output.restart === params.restart),
  },
}).createMachine({
  id: 'crossDayBooking',
  initial: 'choosingRange',
  context: ({ input }) => INITIAL(input.siteId),
  on: {
    restart: { target: '.choosingRange', actions: 'reset' },
  },
  states: {
    choosingRange: {
      tags: ['table'],
      on: {
        'site.select': { actions: { type: 'setSite', params: ({ event }) => ({ siteId: event.siteId }) } },
        'range.start': { actions: { type: 'setStart', params: ({ event }) => ({ start: event.start }) } },
        'range.end': { actions: { type: 'setEnd', params: ({ event }) => ({ end: event.end }) } },
        'range.confirm': { guard: 'hasRange', target: 'checkout', actions: 'clearError' },
      },
    },
    checkout: {
      invoke: {
        id: 'checkout',
        src: 'bookingCheckout',
        input: ({ context }) => checkoutInput(context),
        onDone: [
          {
            guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'booked' as const }) },
            target: 'booked',
            actions: { type: 'setReservation', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'conflict' as const }),
            },
            target: 'conflict',
            actions: { type: 'setCheckoutError', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'refused' as const }),
            },
            target: 'choosingRange',
            actions: { type: 'setCheckoutError', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'holdExpired' as const }),
            },
            target: 'holdExpired',
            actions: { type: 'keepDraft', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'cancelled' as const, restart: true }),
            },
            target: 'choosingRange',
            actions: 'reset',
          },
          {
            target: 'choosingRange',
            actions: { type: 'keepDraft', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'choosingRange',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      // The checkout's events go to the checkout.
      on: {
        'form.change': { actions: 'forwardToCheckout' },
        'participants.change': { actions: 'forwardToCheckout' },
        'notices.load': { actions: 'forwardToCheckout' },
        'notices.agree': { actions: 'forwardToCheckout' },
        'form.submit': { actions: 'forwardToCheckout' },
        'hold.expire': { actions: 'forwardToCheckout' },
        retry: { actions: 'forwardToCheckout' },
        back: { actions: 'forwardToCheckout' },
        restart: { actions: 'forwardToCheckout' },
      },
    },
    booked: { tags: ['form', 'booked'] },
    conflict: {
      tags: ['table', 'conflict'],
      on: {
        'range.start': {
          target: 'choosingRange',
          actions: { type: 'setStart', params: ({ event }) => ({ start: event.start }) },
        },
        'range.end': {
          target: 'choosingRange',
          actions: { type: 'setEnd', params: ({ event }) => ({ end: event.end }) },
        },
        back: { target: 'choosingRange' },
      },
    },
    holdExpired: {
      tags: ['form', 'holdExpired'],
      on: {
        'range.confirm': { guard: 'hasRange', target: 'checkout', actions: 'clearError' },
        back: { target: 'choosingRange' },
      },
    },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type CrossDayBookingMachine = typeof crossDayBookingMachine;
