/* eslint-disable max-len -- the statechart drawing below is a diagram: its rows cannot be wrapped */
/**
 * The same-day booking wizard (spec §2 /appointment/gymnasium → /time →
 * /timeform; DESIGN.md §4–§5): the booker picks a scene, a site, a day and consecutive
 * slots; the checkout (machines/booking-checkout, invoked as `checkout`) holds them (spec §7
 * lockSite) while the form is filled and books them:
 *
 * ```
 * pickingScene ─scene.select─▶ pickingSite ─site.select─▶ pickingSlots ─slots.confirm─▶ checkout ─booked─▶ booked
 *                 (date.select)     (slot.toggle, date.select)  ▲                       │ conflict ─▶ conflict (slot.toggle, back ─▶ pickingSlots)
 *                                                               ├── refused / back ─────┤
 *                                                               └── back ── holdExpired ◀┘ (slots.confirm ─▶ checkout)
 * ```
 * While in `checkout` the checkout's events (form.change, participants.change, notices.*,
 * form.submit, hold.expire, retry, back, restart) are forwarded to it; `back` elsewhere
 * steps one screen back, `restart` starts over on the same date (in the checkout, it ends
 * the checkout — releasing the hold — and then starts over).
 *
 * Selection rules: only free slots — and slots held by the booker's own earlier hold —
 * can be toggled (`isSlotFree`); the selection stays consecutive: a slot touching either
 * end extends it, a selected end slot is removed, a selected inner slot cuts the
 * selection just before it, and any other slot starts a new selection. The request
 * merges the selection into one range `start`–`end` (DESIGN.md §4). After a conflict the
 * selection is cleared (reload the grid and pick again) and its range kept for
 * alternatives.
 *
 * Actor `bookingCheckout`: the checkout machine, its own actors provided by the browser
 * (ui/booking-checkout).
 */
/* eslint-enable max-len */
import { assign, forwardTo, setup } from 'xstate';
import type { ReservationDetail, Slot } from '../platform/contracts/reserve.contract';
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
export interface SameDayBookingContext {
  sceneId: number | null;
  siteId: number | null;
  /** The day, `YYYY-MM-DD` in the campus time zone (today unless changed). */
  date: string;
  /** The selected slots, consecutive and in time order. */
  slots: Slot[];
  /** What the booker filled in at the last checkout, for the next one. */
  draft: CheckoutDraft;
  /** The range that was taken or held by someone else (state `conflict`), for alternatives. */
  conflictRange: { start: string; end: string } | null;
  /** The created reservation once booked. */
  reservation: ReservationDetail | null;
  /** Message of the last refusal (server's text), else `null`. */
  error: string | null;
  /** Its code (e.g. SLOT_TAKEN), else `null`. */
  errorCode: number | null;
}

/** Input: the day to book (today, `YYYY-MM-DD`, computed by the caller in the campus zone). */
export interface SameDayBookingInput {
  date: string;
}

/** Events of the wizard (DESIGN.md §5 naming). */
export type SameDayBookingEvent =
  | { type: 'scene.select'; sceneId: number }
  | { type: 'site.select'; siteId: number }
  | { type: 'date.select'; date: string }
  | { type: 'slot.toggle'; slot: Slot }
  | { type: 'slots.confirm' }
  | CheckoutEvent;

/** Names of the wizard's states, and of the checkout's while it runs, as views see them. */
export type SameDayBookingStep =
  | 'pickingScene'
  | 'pickingSite'
  | 'pickingSlots'
  | 'holding'
  | 'fillingForm'
  | 'submitting'
  | 'booked'
  | 'conflict'
  | 'failed'
  | 'holdExpired';

const time = (iso: string) => Date.parse(iso);

/**
 * The selection after toggling `slot` (see the module comment for the rules).
 * Pure; exported for the view-model and tests.
 */
export function toggleSlot(selection: readonly Slot[], slot: Slot): Slot[] {
  const index = selection.findIndex((s) => time(s.start) === time(slot.start));
  if (index >= 0) {
    if (index === 0) return selection.slice(1);
    if (index === selection.length - 1) return selection.slice(0, -1);
    return selection.slice(0, index);
  }
  if (selection.length === 0) return [slot];
  if (time(slot.end) === time(selection[0].start)) return [slot, ...selection];
  if (time(slot.start) === time(selection[selection.length - 1].end)) return [...selection, slot];
  return [slot];
}

/** The merged range of a consecutive selection, or `null` when nothing is selected. */
export function rangeOf(selection: readonly Slot[]): { start: string; end: string } | null {
  return selection.length ? { start: selection[0].start, end: selection[selection.length - 1].end } : null;
}

/** The checkout's input: the selection's range, and the draft. */
function checkoutInput(context: SameDayBookingContext): CheckoutInput {
  const range = rangeOf(context.slots) ?? { start: '', end: '' };
  return { request: { siteId: context.siteId ?? 0, start: range.start, end: range.end }, draft: context.draft };
}

const INITIAL = (date: string): SameDayBookingContext => ({
  sceneId: null,
  siteId: null,
  date,
  slots: [],
  draft: EMPTY_DRAFT,
  reservation: null,
  error: null,
  errorCode: null,
  conflictRange: null,
});

/** The same-day booking machine; provide the checkout's actors before running it. */
export const sameDayBookingMachine = setup({
  types: {
    context: {} as SameDayBookingContext,
    events: {} as SameDayBookingEvent,
    input: {} as SameDayBookingInput,
  },
  actors: {
    bookingCheckout: bookingCheckoutMachine,
  },
  actions: {
    setScene: assign((_, params: { sceneId: number }) => ({ sceneId: params.sceneId, siteId: null, slots: [] })),
    setSite: assign((_, params: { siteId: number }) => ({ siteId: params.siteId, slots: [] })),
    setDate: assign((_, params: { date: string }) => ({ date: params.date, slots: [] })),
    toggleSlot: assign(({ context }, params: { slot: Slot }) => ({ slots: toggleSlot(context.slots, params.slot) })),
    /** Keeps the selection's range as the conflict's, then clears the selection. */
    setConflict: assign(({ context }, params: { output: CheckoutOutput }) => ({
      conflictRange: rangeOf(context.slots),
      slots: [],
      error: params.output.error,
      errorCode: params.output.errorCode,
      draft: params.output.draft,
    })),
    clearSite: assign({ siteId: null, slots: [] }),
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
    reset: assign(({ context }) => INITIAL(context.date)),
    /** Hands the checkout's events to the running checkout. */
    forwardToCheckout: forwardTo('checkout'),
  },
  guards: {
    /** Only free slots, and slots of the booker's own hold, can be chosen. */
    isSlotFree: (_, params: { slot: Slot }) =>
      params.slot.status === 'free' || (params.slot.status === 'held' && params.slot.mine === true),
    /** At least one slot is selected. */
    hasSlots: ({ context }) => context.slots.length > 0,
    /** The checkout ended with `outcome` (and, when given, with `restart`). */
    isOutcome: (_, params: { output: CheckoutOutput; outcome: CheckoutOutcome; restart?: boolean }) =>
      params.output.outcome === params.outcome &&
      (params.restart === undefined || params.output.restart === params.restart),
  },
}).createMachine({
  id: 'sameDayBooking',
  initial: 'pickingScene',
  context: ({ input }) => INITIAL(input.date),
  on: {
    restart: { target: '.pickingScene', actions: 'reset' },
  },
  states: {
    pickingScene: {
      tags: ['scene'],
      on: {
        'scene.select': {
          target: 'pickingSite',
          actions: { type: 'setScene', params: ({ event }) => ({ sceneId: event.sceneId }) },
        },
      },
    },
    pickingSite: {
      tags: ['site'],
      on: {
        'scene.select': { actions: { type: 'setScene', params: ({ event }) => ({ sceneId: event.sceneId }) } },
        'date.select': { actions: { type: 'setDate', params: ({ event }) => ({ date: event.date }) } },
        'site.select': {
          target: 'pickingSlots',
          actions: { type: 'setSite', params: ({ event }) => ({ siteId: event.siteId }) },
        },
        back: { target: 'pickingScene', actions: 'clearSite' },
      },
    },
    pickingSlots: {
      tags: ['slots'],
      on: {
        'slot.toggle': {
          guard: { type: 'isSlotFree', params: ({ event }) => ({ slot: event.slot }) },
          actions: { type: 'toggleSlot', params: ({ event }) => ({ slot: event.slot }) },
        },
        'date.select': { actions: { type: 'setDate', params: ({ event }) => ({ date: event.date }) } },
        'site.select': { actions: { type: 'setSite', params: ({ event }) => ({ siteId: event.siteId }) } },
        'slots.confirm': { guard: 'hasSlots', target: 'checkout', actions: 'clearError' },
        back: { target: 'pickingSite', actions: 'clearSite' },
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
            actions: { type: 'setConflict', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'refused' as const }),
            },
            target: 'pickingSlots',
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
            target: 'pickingScene',
            actions: 'reset',
          },
          { target: 'pickingSlots', actions: { type: 'keepDraft', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: {
          target: 'pickingSlots',
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
      tags: ['slots', 'conflict'],
      on: {
        back: { target: 'pickingSlots' },
        'slot.toggle': {
          guard: { type: 'isSlotFree', params: ({ event }) => ({ slot: event.slot }) },
          target: 'pickingSlots',
          actions: { type: 'toggleSlot', params: ({ event }) => ({ slot: event.slot }) },
        },
      },
    },
    holdExpired: {
      tags: ['form', 'holdExpired'],
      on: {
        'slots.confirm': { guard: 'hasSlots', target: 'checkout', actions: 'clearError' },
        back: { target: 'pickingSlots' },
      },
    },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type SameDayBookingMachine = typeof sameDayBookingMachine;
