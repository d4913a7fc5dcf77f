/* eslint-disable max-len -- the statechart drawing below is a diagram: its rows cannot be wrapped */
/**
 * The quick-booking flow (spec §2 /quick, §7 quick/current, lockSite, addReserve;
 * DESIGN.md §5 booking/quick): the booker picks a scene, the server finds the next free
 * slot on any site of it, the booker takes it (held while the form is filled) or asks for
 * another one, then submits.
 *
 * ```
 * choosingScene ─scene.select─▶ searching ─done(slot)─▶ offer ─offer.take─▶ holding ─done─▶ confirming ─form.submit─▶ submitting ─done─▶ booked
 *        ▲                        │  ▲  done(null) / error ─▶ none     │ offer.next (skip+1) ─▶ searching          │ SLOT_TAKEN / SLOT_HELD ─▶ conflict ─search─▶ searching
 *        └────────── back ────────┘  └── SLOT_TAKEN / SLOT_HELD (holding) ┘ other refusal ─▶ offer (error)     │ other ─▶ failed (retry ─▶ submitting)
 *                                                 confirming / failed ─hold.expire─▶ holdExpired (offer.take ─▶ holding, search ─▶ searching)
 * ```
 * `back` steps one screen back (releasing the hold when leaving the form); `restart`
 * (anywhere) starts over and releases the hold. `offer.next` asks for the next candidate
 * (`skip` + 1); a new search after a conflict starts from the first again (`skip` 0), since
 * the taken slot is no longer offered.
 *
 * The hold expires on the server after the rule's minutes; the browser sends
 * `hold.expire` when its own timer runs out (the machine stays pure). Notices: as in the
 * same-day wizard, the form can be submitted only once the scene's notices (loaded with
 * `notices.load`) are accepted.
 *
 * Actors (provided by the browser): `findSlot` receives {@link FindSlotInput} and resolves
 * with the slot or null; `holdSlot` receives `{siteId, start, end}` and resolves with the
 * hold; `submitReservation` receives the booking request and resolves with the
 * reservation. Action `releaseHold` tells the server the hold is no longer needed.
 */
/* eslint-enable max-len */
import { assign, fromPromise, setup } from 'xstate';
import type { QuickSlot } from '../platform/contracts/quick.contract';
import type { Agreement, Hold, ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { errorCodeOf, errorMessageOf } from './errors';
import {
  FORM_LIMITS, isBookingFormValid, type BookingForm, type HoldSlotsInput, type SubmitReservationInput,
} from './same-day-booking.machine';

/** What `findSlot` receives: the scene and how many earlier candidates to pass over. */
export interface FindSlotInput { sceneId: number; skip: number }

/** What the flow remembers. */
export interface QuickBookingContext {
  sceneId: number | null;
  /** Candidates passed over with "another one". */
  skip: number;
  /** The slot offered (and then held and booked). */
  slot: QuickSlot | null;
  hold: Hold | null;
  form: BookingForm;
  /** The scene's notices and disclaimers to accept (ids and versions). */
  notices: Agreement[];
  agreed: boolean;
  reservation: ReservationDetail | null;
  /** The last failure's message and code, else null. */
  error: string | null;
  errorCode: number | null;
}

/** Events of the flow (DESIGN.md §5 naming). */
export type QuickBookingEvent =
  | { type: 'scene.select'; sceneId: number }
  | { type: 'offer.take' }
  | { type: 'offer.next' }
  | { type: 'form.change'; field: keyof BookingForm; value: string }
  | { type: 'notices.load'; notices: Agreement[] }
  | { type: 'notices.agree'; agreed: boolean }
  | { type: 'form.submit' }
  | { type: 'hold.expire' }
  | { type: 'search' }
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'restart' };

/** Names of the states, as views see them. */
export type QuickBookingStep =
  | 'choosingScene' | 'searching' | 'offer' | 'none' | 'holding' | 'confirming' | 'submitting' | 'booked' | 'conflict'
  | 'failed' | 'holdExpired';

const EMPTY_FORM: BookingForm = { subject: '', phone: '', remark: '' };

const INITIAL: QuickBookingContext = {
  sceneId: null, skip: 0, slot: null, hold: null, form: EMPTY_FORM, notices: [], agreed: false, reservation: null, error: null, errorCode: null,
};

function holdInput(context: QuickBookingContext): HoldSlotsInput {
  const slot = context.slot;
  return { siteId: slot?.siteId ?? 0, start: slot?.start ?? '', end: slot?.end ?? '' };
}

/** The booking request of the flow: the slot, the form (empty fields omitted) and the accepted notices. */
export function quickSubmitInput(context: QuickBookingContext): SubmitReservationInput {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    ...holdInput(context),
    subject: optional(context.form.subject),
    phone: optional(context.form.phone),
    remark: optional(context.form.remark),
    ...(context.notices.length > 0 ? { agreements: context.notices } : {}),
  };
}

/** Whether a refusal means someone else has (part of) the range: booked or held. */
function isSlotConflict(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === Code.SLOT_TAKEN || code === Code.SLOT_HELD;
}

/** The quick-booking machine; provide `findSlot`, `holdSlot` and `submitReservation` before running it. */
export const quickBookingMachine = setup({
  types: {
    context: {} as QuickBookingContext,
    events: {} as QuickBookingEvent,
  },
  actors: {
    findSlot: fromPromise<QuickSlot | null, FindSlotInput>(() =>
      Promise.reject(new Error('quickBooking machine: actor "findSlot" not provided'))),
    holdSlot: fromPromise<Hold, HoldSlotsInput>(() =>
      Promise.reject(new Error('quickBooking machine: actor "holdSlot" not provided'))),
    submitReservation: fromPromise<ReservationDetail, SubmitReservationInput>(() =>
      Promise.reject(new Error('quickBooking machine: actor "submitReservation" not provided'))),
  },
  actions: {
    setScene: assign((_, params: { sceneId: number }) => ({ sceneId: params.sceneId, skip: 0, slot: null })),
    nextCandidate: assign(({ context }) => ({ skip: context.skip + 1 })),
    firstCandidate: assign({ skip: 0, slot: null }),
    setSlot: assign((_, params: { slot: QuickSlot | null }) => ({ slot: params.slot })),
    setHold: assign((_, params: { hold: Hold }) => ({ hold: params.hold })),
    clearHold: assign({ hold: null }),
    /** Tells the server the hold is no longer needed (provided by the browser; here a no-op). */
    releaseHold: () => undefined,
    setField: assign(({ context }, params: { field: keyof BookingForm; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
    })),
    setNotices: assign(({ context }, params: { notices: Agreement[] }) => ({
      notices: params.notices,
      // A changed list must be accepted again.
      agreed: context.agreed && context.notices.length === params.notices.length
        && params.notices.every((n) => context.notices.some((m) => m.id === n.id && m.version === n.version)),
    })),
    setAgreed: assign((_, params: { agreed: boolean }) => ({ agreed: params.agreed })),
    setReservation: assign((_, params: { reservation: ReservationDetail }) => ({ reservation: params.reservation, hold: null })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error), errorCode: errorCodeOf(params.error) })),
    clearError: assign({ error: null, errorCode: null }),
    reset: assign(() => INITIAL),
  },
  guards: {
    hasHold: ({ context }) => context.hold !== null,
    /** The search found a slot. */
    isFound: (_, params: { slot: QuickSlot | null }) => params.slot !== null,
    /** Valid fields, and the notices accepted when there are any. */
    isFormValid: ({ context }) => isBookingFormValid(context.form) && (context.notices.length === 0 || context.agreed),
    isSlotTaken: (_, params: { error: unknown }) => isSlotConflict(params.error),
    isField: (_, params: { field: unknown }) => typeof params.field === 'string' && params.field in FORM_LIMITS,
  },
}).createMachine({
  id: 'quickBooking',
  initial: 'choosingScene',
  context: INITIAL,
  on: {
    restart: [
      { guard: 'hasHold', target: '.choosingScene', actions: ['releaseHold', 'reset'] },
      { target: '.choosingScene', actions: 'reset' },
    ],
  },
  states: {
    choosingScene: {
      on: {
        'scene.select': { target: 'searching', actions: { type: 'setScene', params: ({ event }) => ({ sceneId: event.sceneId }) } },
      },
    },
    searching: {
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
        onError: { target: 'none', actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'firstCandidate'] },
      },
      on: { back: { target: 'choosingScene' } },
    },
    offer: {
      on: {
        'offer.take': { target: 'holding', actions: 'clearError' },
        'offer.next': { target: 'searching', actions: 'nextCandidate' },
        back: { target: 'choosingScene', actions: 'firstCandidate' },
      },
    },
    none: {
      on: {
        search: { target: 'searching', actions: 'firstCandidate' },
        back: { target: 'choosingScene', actions: 'firstCandidate' },
      },
    },
    holding: {
      invoke: {
        id: 'holdSlot',
        src: 'holdSlot',
        input: ({ context }) => holdInput(context),
        onDone: { target: 'confirming', actions: { type: 'setHold', params: ({ event }) => ({ hold: event.output }) } },
        onError: [
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'searching',
            actions: 'firstCandidate',
          },
          { target: 'offer', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    confirming: {
      on: {
        'form.change': {
          guard: { type: 'isField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'notices.load': { actions: { type: 'setNotices', params: ({ event }) => ({ notices: event.notices }) } },
        'notices.agree': { actions: { type: 'setAgreed', params: ({ event }) => ({ agreed: event.agreed }) } },
        'form.submit': { guard: 'isFormValid', target: 'submitting' },
        'hold.expire': { target: 'holdExpired', actions: 'clearHold' },
        back: { target: 'offer', actions: ['releaseHold', 'clearHold'] },
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        id: 'submitReservation',
        src: 'submitReservation',
        input: ({ context }) => quickSubmitInput(context),
        onDone: { target: 'booked', actions: { type: 'setReservation', params: ({ event }) => ({ reservation: event.output }) } },
        onError: [
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
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
        search: { target: 'searching', actions: 'firstCandidate' },
        back: { target: 'choosingScene', actions: 'firstCandidate' },
      },
    },
    failed: {
      on: {
        retry: { guard: 'isFormValid', target: 'submitting' },
        back: { target: 'confirming' },
        'hold.expire': { target: 'holdExpired', actions: 'clearHold' },
      },
    },
    holdExpired: {
      on: {
        'offer.take': { target: 'holding', actions: 'clearError' },
        search: { target: 'searching', actions: 'firstCandidate' },
        back: { target: 'offer' },
      },
    },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type QuickBookingMachine = typeof quickBookingMachine;
