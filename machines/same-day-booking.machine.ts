/* eslint-disable max-len -- the statechart drawing below is a diagram: its rows cannot be wrapped */
/**
 * The same-day booking wizard (spec §2 /appointment/gymnasium → /time →
 * /timeform; DESIGN.md §4–§5), with the hold (spec §7 lockSite) that keeps the chosen
 * slots for the booker while the form is filled:
 *
 * ```
 * pickingScene ─scene.select─▶ pickingSite ─site.select─▶ pickingSlots ─slots.confirm─▶ holding ─done─▶ fillingForm ─form.submit─▶ submitting
 *                 (date.select)     (slot.toggle, date.select)  ▲    │ SLOT_TAKEN / SLOT_HELD ─▶ conflict   (form.change,        │
 *                                                               │    └ other refusal ─▶ pickingSlots        participants.change,  ├─ done ─▶ booked
 *                                                               │                                         notices.agree)        │
 *                                              back (releaseHold)┘   hold.expire ─▶ holdExpired ◀─ hold.expire ─ failed ◀─ other ─┤
 *                                                                     (slots.confirm ─▶ holding)            (retry ─▶ submitting) │
 *                                                     conflict ◀─ SLOT_TAKEN / SLOT_HELD ───────────────────────────────────────┘
 * ```
 * `back` steps one screen back (releasing the hold when leaving the form); `restart`
 * (anywhere) starts over on the same date and releases the hold.
 *
 * Selection rules: only free slots — and slots held by the booker's own earlier hold —
 * can be toggled (`isSlotFree`); the selection stays consecutive: a slot touching either
 * end extends it, a selected end slot is removed, a selected inner slot cuts the
 * selection just before it, and any other slot starts a new selection. The request
 * merges the selection into one range `start`–`end` (DESIGN.md §4).
 *
 * The hold expires on the server after the rule's minutes; the browser sends
 * `hold.expire` when its own timer for it runs out (the machine stays pure: no clock).
 * While submitting, an expiry is ignored: the server has the last word.
 *
 * Notices: the form loads the scene's notices and disclaimers (`notices.load`, their ids
 * and versions; in fillingForm or failed, where the form is shown) and the booker
 * accepts them (`notices.agree`); the form can be submitted
 * only once they are accepted (or when there are none), and the booking names them.
 *
 * Actors (provided by the browser): `holdSlots` receives `{siteId, start, end}` and
 * resolves with the hold; `submitReservation` receives {@link SubmitReservationInput} and
 * resolves with the reservation. An error whose `code` is SLOT_TAKEN or SLOT_HELD
 * (platform/protocol/codes) leads to `conflict` (the selection is cleared: reload the
 * grid and pick again), any other refusal of the hold back to `pickingSlots` with the
 * message (e.g. a rule: "bookings open at 08:00 on Nov 24"), any other failure of the
 * booking to `failed`. Action `releaseHold` (provided by the browser) tells the server
 * the hold is no longer needed.
 */
/* eslint-enable max-len */
import { assign, fromPromise, setup } from 'xstate';
import type { Agreement, Hold, ParticipantInput, ReservationDetail, Slot } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { errorCodeOf, errorMessageOf } from './errors';

/** The booking form's fields (all optional on the wire; see `isFormValid`). */
export interface BookingForm {
  subject: string;
  phone: string;
  remark: string;
}

/** Field limits of the booking form (AddReserveInput): characters. */
export const FORM_LIMITS: Record<keyof BookingForm, number> = { subject: 100, phone: 20, remark: 500 };

/** What the wizard remembers. */
export interface SameDayBookingContext {
  sceneId: number | null;
  siteId: number | null;
  /** The day, `YYYY-MM-DD` in the campus time zone (today unless changed). */
  date: string;
  /** The selected slots, consecutive and in time order. */
  slots: Slot[];
  form: BookingForm;
  /** The hold on the selection while the form is filled, else `null`. */
  hold: Hold | null;
  /** People besides the booker (ui/participant-picker). */
  participants: ParticipantInput[];
  /** The scene's notices and disclaimers to accept (ids and versions), as loaded by the view. */
  notices: Agreement[];
  /** Whether the booker has accepted them. */
  agreed: boolean;
  /** The range that was taken or held by someone else (state `conflict`), for alternatives. */
  conflictRange: { start: string; end: string } | null;
  /** The created reservation once booked. */
  reservation: ReservationDetail | null;
  /** Message of the last failed submission (server's text), else `null`. */
  error: string | null;
  /** Its code (e.g. SLOT_TAKEN), else `null`. */
  errorCode: number | null;
}

/** Input: the day to book (today, `YYYY-MM-DD`, computed by the caller in the campus zone). */
export interface SameDayBookingInput {
  date: string;
}

/** What `holdSlots` receives: the merged range of the selection. */
export interface HoldSlotsInput {
  siteId: number;
  start: string;
  end: string;
}

/**
 * What `submitReservation` receives: one merged range plus the form (empty fields omitted), people and accepted
 * notices.
 */
export interface SubmitReservationInput {
  siteId: number;
  start: string;
  end: string;
  subject?: string;
  phone?: string;
  remark?: string;
  participants?: ParticipantInput[];
  agreements?: Agreement[];
}

/** Events of the wizard (DESIGN.md §5 naming). */
export type SameDayBookingEvent =
  | { type: 'scene.select'; sceneId: number }
  | { type: 'site.select'; siteId: number }
  | { type: 'date.select'; date: string }
  | { type: 'slot.toggle'; slot: Slot }
  | { type: 'slots.confirm' }
  | { type: 'form.change'; field: keyof BookingForm; value: string }
  | { type: 'form.submit' }
  | { type: 'participants.change'; participants: ParticipantInput[] }
  | { type: 'notices.load'; notices: Agreement[] }
  | { type: 'notices.agree'; agreed: boolean }
  | { type: 'hold.expire' }
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'restart' };

/** Names of the states, as views see them. */
export type SameDayBookingStep =
  | 'pickingScene' | 'pickingSite' | 'pickingSlots' | 'holding' | 'fillingForm' | 'submitting' | 'booked' | 'conflict'
  | 'failed' | 'holdExpired';

const EMPTY_FORM: BookingForm = { subject: '', phone: '', remark: '' };

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

/** True when every field is within its limit and the phone, if given, looks like one (digits, +, -, spaces; 5–20). */
export function isBookingFormValid(form: BookingForm): boolean {
  for (const key of Object.keys(FORM_LIMITS) as (keyof BookingForm)[]) {
    if (form[key].trim().length > FORM_LIMITS[key]) return false;
  }
  const phone = form.phone.trim();
  return phone === '' || /^\+?[\d\s-]{5,20}$/.test(phone);
}

function holdInput(context: SameDayBookingContext): HoldSlotsInput {
  const range = rangeOf(context.slots) ?? { start: '', end: '' };
  return { siteId: context.siteId ?? 0, start: range.start, end: range.end };
}

function submitInput(context: SameDayBookingContext): SubmitReservationInput {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    ...holdInput(context),
    subject: optional(context.form.subject),
    phone: optional(context.form.phone),
    remark: optional(context.form.remark),
    ...(context.participants.length > 0 ? { participants: context.participants } : {}),
    ...(context.notices.length > 0 ? { agreements: context.notices } : {}),
  };
}

/** Whether two notice lists name the same notices in the same versions. */
function sameNotices(a: readonly Agreement[], b: readonly Agreement[]): boolean {
  return a.length === b.length && a.every((n) => b.some((m) => m.id === n.id && m.version === n.version));
}

/** Whether a refusal means someone else has (part of) the range: booked or held. */
function isSlotConflict(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === Code.SLOT_TAKEN || code === Code.SLOT_HELD;
}

/** The same-day booking machine; provide `submitReservation` before running it. */
export const sameDayBookingMachine = setup({
  types: {
    context: {} as SameDayBookingContext,
    events: {} as SameDayBookingEvent,
    input: {} as SameDayBookingInput,
  },
  actors: {
    holdSlots: fromPromise<Hold, HoldSlotsInput>(() =>
      Promise.reject(new Error('sameDayBooking machine: actor "holdSlots" not provided')),
    ),
    submitReservation: fromPromise<ReservationDetail, SubmitReservationInput>(() =>
      Promise.reject(new Error('sameDayBooking machine: actor "submitReservation" not provided')),
    ),
  },
  actions: {
    setScene: assign((_, params: { sceneId: number }) => ({ sceneId: params.sceneId, siteId: null, slots: [] })),
    setSite: assign((_, params: { siteId: number }) => ({ siteId: params.siteId, slots: [] })),
    setDate: assign((_, params: { date: string }) => ({ date: params.date, slots: [] })),
    toggleSlot: assign(({ context }, params: { slot: Slot }) => ({ slots: toggleSlot(context.slots, params.slot) })),
    clearSlots: assign({ slots: [] }),
    /** Keeps the selection's range as the conflict's, then clears the selection. */
    clearSlotsAfterConflict: assign(({ context }) => ({ conflictRange: rangeOf(context.slots), slots: [] })),
    clearSite: assign({ siteId: null, slots: [] }),
    setField: assign(({ context }, params: { field: keyof BookingForm; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
    })),
    setReservation: assign((_, params: { reservation: ReservationDetail }) => ({ reservation: params.reservation, hold: null })),
    setHold: assign((_, params: { hold: Hold }) => ({ hold: params.hold })),
    clearHold: assign({ hold: null }),
    /** Tells the server the hold is no longer needed (provided by the browser; here a no-op). */
    releaseHold: () => undefined,
    setParticipants: assign((_, params: { participants: ParticipantInput[] }) => ({ participants: params.participants })),
    setNotices: assign(({ context }, params: { notices: Agreement[] }) => ({
      notices: params.notices,
      // A changed list must be accepted again.
      agreed: context.agreed && sameNotices(context.notices, params.notices),
    })),
    setAgreed: assign((_, params: { agreed: boolean }) => ({ agreed: params.agreed })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error), errorCode: errorCodeOf(params.error) })),
    clearError: assign({ error: null, errorCode: null }),
    reset: assign(({ context }) => ({
      sceneId: null, siteId: null, slots: [], form: EMPTY_FORM, reservation: null, error: null, errorCode: null, date: context.date,
      hold: null, participants: [], notices: [], agreed: false, conflictRange: null,
    })),
  },
  guards: {
    /** Only free slots, and slots of the booker's own hold, can be chosen. */
    isSlotFree: (_, params: { slot: Slot }) => params.slot.status === 'free' || (params.slot.status === 'held' && params.slot.mine === true),
    /** At least one slot is selected. */
    hasSlots: ({ context }) => context.slots.length > 0,
    /** The booker holds the selection. */
    hasHold: ({ context }) => context.hold !== null,
    /** Valid fields, and the notices accepted when there are any. */
    isFormValid: ({ context }) => isBookingFormValid(context.form) && (context.notices.length === 0 || context.agreed),
    isSlotTaken: (_, params: { error: unknown }) => isSlotConflict(params.error),
    isField: (_, params: { field: unknown }) => typeof params.field === 'string' && params.field in FORM_LIMITS,
  },
}).createMachine({
  id: 'sameDayBooking',
  initial: 'pickingScene',
  context: ({ input }) => ({
    sceneId: null, siteId: null, date: input.date, slots: [], form: EMPTY_FORM, reservation: null, error: null, errorCode: null,
    hold: null, participants: [], notices: [], agreed: false, conflictRange: null,
  }),
  on: {
    restart: [
      { guard: 'hasHold', target: '.pickingScene', actions: ['releaseHold', 'reset'] },
      { target: '.pickingScene', actions: 'reset' },
    ],
  },
  states: {
    pickingScene: {
      on: {
        'scene.select': { target: 'pickingSite', actions: { type: 'setScene', params: ({ event }) => ({ sceneId: event.sceneId }) } },
      },
    },
    pickingSite: {
      on: {
        'scene.select': { actions: { type: 'setScene', params: ({ event }) => ({ sceneId: event.sceneId }) } },
        'date.select': { actions: { type: 'setDate', params: ({ event }) => ({ date: event.date }) } },
        'site.select': { target: 'pickingSlots', actions: { type: 'setSite', params: ({ event }) => ({ siteId: event.siteId }) } },
        back: { target: 'pickingScene', actions: 'clearSite' },
      },
    },
    pickingSlots: {
      on: {
        'slot.toggle': {
          guard: { type: 'isSlotFree', params: ({ event }) => ({ slot: event.slot }) },
          actions: { type: 'toggleSlot', params: ({ event }) => ({ slot: event.slot }) },
        },
        'date.select': { actions: { type: 'setDate', params: ({ event }) => ({ date: event.date }) } },
        'site.select': { actions: { type: 'setSite', params: ({ event }) => ({ siteId: event.siteId }) } },
        'slots.confirm': { guard: 'hasSlots', target: 'holding', actions: 'clearError' },
        back: { target: 'pickingSite', actions: 'clearSite' },
      },
    },
    holding: {
      invoke: {
        id: 'holdSlots',
        src: 'holdSlots',
        input: ({ context }) => holdInput(context),
        onDone: { target: 'fillingForm', actions: { type: 'setHold', params: ({ event }) => ({ hold: event.output }) } },
        onError: [
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'clearSlotsAfterConflict'],
          },
          { target: 'pickingSlots', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: {
        back: { target: 'pickingSlots' },
      },
    },
    fillingForm: {
      on: {
        'form.change': {
          guard: { type: 'isField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'participants.change': { actions: { type: 'setParticipants', params: ({ event }) => ({ participants: event.participants }) } },
        'notices.load': { actions: { type: 'setNotices', params: ({ event }) => ({ notices: event.notices }) } },
        'notices.agree': { actions: { type: 'setAgreed', params: ({ event }) => ({ agreed: event.agreed }) } },
        'form.submit': { guard: 'isFormValid', target: 'submitting' },
        'hold.expire': { target: 'holdExpired', actions: 'clearHold' },
        back: { target: 'pickingSlots', actions: ['releaseHold', 'clearHold'] },
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        id: 'submitReservation',
        src: 'submitReservation',
        input: ({ context }) => submitInput(context),
        onDone: { target: 'booked', actions: { type: 'setReservation', params: ({ event }) => ({ reservation: event.output }) } },
        onError: [
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'clearSlotsAfterConflict', 'releaseHold', 'clearHold'],
          },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    booked: {},
    conflict: {
      on: {
        back: { target: 'pickingSlots' },
        'slot.toggle': {
          guard: { type: 'isSlotFree', params: ({ event }) => ({ slot: event.slot }) },
          target: 'pickingSlots',
          actions: { type: 'toggleSlot', params: ({ event }) => ({ slot: event.slot }) },
        },
      },
    },
    failed: {
      on: {
        // Notices loaded since must be accepted first (back on the form).
        retry: { guard: 'isFormValid', target: 'submitting' },
        back: { target: 'fillingForm' },
        'notices.load': { actions: { type: 'setNotices', params: ({ event }) => ({ notices: event.notices }) } },
        'hold.expire': { target: 'holdExpired', actions: 'clearHold' },
      },
    },
    holdExpired: {
      on: {
        'slots.confirm': { guard: 'hasSlots', target: 'holding', actions: 'clearError' },
        back: { target: 'pickingSlots' },
      },
    },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type SameDayBookingMachine = typeof sameDayBookingMachine;
