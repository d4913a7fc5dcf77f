/* eslint-disable max-len -- the statechart drawing below is a diagram: its rows cannot be wrapped */
/**
 * The quick-booking flow (spec §2 /quick, §7 quick/current, lockSite, addReserve;
 * DESIGN.md §5 booking/quick): the booker picks a scene, the server finds the next free
 * slot on any site of it, the booker takes it — the checkout (machines/booking-checkout,
 * invoked as `checkout`) holds it while the form is filled and books it — or asks for
 * another one.
 *
 * ```
 * choosingScene ─scene.select─▶ searching ─done(slot)─▶ offer ─offer.take─▶ checkout ─booked─▶ booked
 *        ▲                        │  ▲  done(null) / error ─▶ none     │ offer.next (skip+1) ─▶ searching    │ conflict (booking) ─▶ conflict ─search─▶ searching
 *        └────────── back ────────┘  └── conflict (holding) ─────────────────────────────────────────────────┤ refused / back ─▶ offer
 *                                                                       holdExpired (offer.take ─▶ checkout, search ─▶ searching) ◀─┘
 * ```
 * While in `checkout` the checkout's events (form.change, notices.*, form.submit,
 * hold.expire, retry, back, restart) are forwarded to it; `restart` elsewhere starts over.
 * `offer.next` asks for the next candidate (`skip` + 1); a new search after a conflict
 * starts from the first again (`skip` 0), since the taken slot is no longer offered.
 *
 * Actors: `findSlot` (provided by the browser) receives {@link FindSlotInput} and resolves
 * with the slot or null; `bookingCheckout` is the checkout machine, its own actors provided
 * by the browser (ui/booking-checkout).
 */
/* eslint-enable max-len */
import { assign, forwardTo, fromPromise, setup } from 'xstate';
import type { QuickSlot } from '../platform/contracts/quick.contract';
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

/** What `findSlot` receives: the scene and how many earlier candidates to pass over. */
export interface FindSlotInput {
  sceneId: number;
  skip: number;
}

/** What the flow remembers. */
export interface QuickBookingContext {
  sceneId: number | null;
  /** Candidates passed over with "another one". */
  skip: number;
  /** The slot offered (and then held and booked). */
  slot: QuickSlot | null;
  /** What the booker filled in at the last checkout, for the next one. */
  draft: CheckoutDraft;
  reservation: ReservationDetail | null;
  /** The last failure's message and code (search, hold or booking), else null. */
  error: string | null;
  errorCode: number | null;
}

/** Events of the flow (DESIGN.md §5 naming): its own and the checkout's. */
export type QuickBookingEvent =
  | { type: 'scene.select'; sceneId: number }
  | { type: 'offer.take' }
  | { type: 'offer.next' }
  | { type: 'search' }
  | CheckoutEvent;

/** Names of the flow's states, and of the checkout's while it runs, as views see them. */
export type QuickBookingStep =
  | 'choosingScene'
  | 'searching'
  | 'offer'
  | 'none'
  | 'holding'
  | 'fillingForm'
  | 'submitting'
  | 'booked'
  | 'conflict'
  | 'failed'
  | 'holdExpired';

const INITIAL: QuickBookingContext = {
  sceneId: null,
  skip: 0,
  slot: null,
  draft: EMPTY_DRAFT,
  reservation: null,
  error: null,
  errorCode: null,
};

/** The checkout's input: the offered slot and the draft. */
function checkoutInput(context: QuickBookingContext): CheckoutInput {
  const slot = context.slot;
  return {
    request: { siteId: slot?.siteId ?? 0, start: slot?.start ?? '', end: slot?.end ?? '' },
    draft: context.draft,
  };
}

/** The quick-booking machine; provide `findSlot` and the checkout's actors before running it. */
export const quickBookingMachine = setup({
  types: {
    context: {} as QuickBookingContext,
    events: {} as QuickBookingEvent,
  },
  actors: {
    findSlot: fromPromise<QuickSlot | null, FindSlotInput>(() =>
      Promise.reject(new Error('quickBooking machine: actor "findSlot" not provided')),
    ),
    bookingCheckout: bookingCheckoutMachine,
  },
  actions: {
    setScene: assign((_, params: { sceneId: number }) => ({ sceneId: params.sceneId, skip: 0, slot: null })),
    nextCandidate: assign(({ context }) => ({ skip: context.skip + 1 })),
    firstCandidate: assign({ skip: 0, slot: null }),
    setSlot: assign((_, params: { slot: QuickSlot | null }) => ({ slot: params.slot })),
    keepDraft: assign((_, params: { output: CheckoutOutput }) => ({ draft: params.output.draft })),
    setReservation: assign((_, params: { output: CheckoutOutput }) => ({ reservation: params.output.reservation })),
    setCheckoutError: assign((_, params: { output: CheckoutOutput }) => ({
      error: params.output.error,
      errorCode: params.output.errorCode,
    })),
    setError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error),
      errorCode: errorCodeOf(params.error),
    })),
    clearError: assign({ error: null, errorCode: null }),
    reset: assign(() => INITIAL),
    /** Hands the checkout's events to the running checkout. */
    forwardToCheckout: forwardTo('checkout'),
  },
  guards: {
    /** The search found a slot. */
    isFound: (_, params: { slot: QuickSlot | null }) => params.slot !== null,
    /** The checkout ended with `outcome` (and, when given, at `stage` / with `restart`). */
    isOutcome: (
      _,
      params: { output: CheckoutOutput; outcome: CheckoutOutcome; stage?: 'hold' | 'submit'; restart?: boolean },
    ) =>
      params.output.outcome === params.outcome &&
      (params.stage === undefined || params.output.stage === params.stage) &&
      (params.restart === undefined || params.output.restart === params.restart),
  },
}).createMachine({
  id: 'quickBooking',
  initial: 'choosingScene',
  context: INITIAL,
  on: {
    restart: { target: '.choosingScene', actions: 'reset' },
  },
  states: {
    choosingScene: {
      tags: ['scenes'],
      on: {
        'scene.select': {
          target: 'searching',
          actions: { type: 'setScene', params: ({ event }) => ({ sceneId: event.sceneId }) },
        },
      },
    },
    searching: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'findSlot',
        src: 'findSlot',
        input: ({ context }) => ({ sceneId: context.sceneId ?? 0, skip: context.skip }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ slot: event.output }) },
            target: 'offer',
            actions: { type: 'setSlot', params: ({ event }) => ({ slot: event.output }) },
          },
          { target: 'none', actions: { type: 'setSlot', params: () => ({ slot: null }) } },
        ],
        onError: {
          target: 'none',
          actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'firstCandidate'],
        },
      },
      on: { back: { target: 'choosingScene' } },
    },
    offer: {
      tags: ['offer'],
      on: {
        'offer.take': { target: 'checkout', actions: 'clearError' },
        'offer.next': { target: 'searching', actions: 'nextCandidate' },
        back: { target: 'choosingScene', actions: 'firstCandidate' },
      },
    },
    none: {
      tags: ['none'],
      on: {
        search: { target: 'searching', actions: 'firstCandidate' },
        back: { target: 'choosingScene', actions: 'firstCandidate' },
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
            // The slot went meanwhile: look for the next free one.
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'conflict' as const, stage: 'hold' as const }),
            },
            target: 'searching',
            actions: 'firstCandidate',
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
            target: 'offer',
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
            target: 'choosingScene',
            actions: 'reset',
          },
          { target: 'offer', actions: { type: 'keepDraft', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: { target: 'offer', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
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
    booked: { tags: ['booked'] },
    conflict: {
      tags: ['conflict'],
      on: {
        search: { target: 'searching', actions: 'firstCandidate' },
        back: { target: 'choosingScene', actions: 'firstCandidate' },
      },
    },
    holdExpired: {
      tags: ['holdExpired'],
      on: {
        'offer.take': { target: 'checkout', actions: 'clearError' },
        search: { target: 'searching', actions: 'firstCandidate' },
        back: { target: 'offer' },
      },
    },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type QuickBookingMachine = typeof quickBookingMachine;
