/**
 * The same-day booking wizard (issue 2; spec §2 /appointment/gymnasium → /time →
 * /timeform; DESIGN.md §4–§5):
 *
 * ```
 * pickingScene ─scene.select─▶ pickingSite ─site.select─▶ pickingSlots ─slots.confirm─▶ fillingForm ─form.submit─▶ submitting
 *                 (date.select)             (slot.toggle, date.select)   (form.change)              │
 *                                                                                                   ├─ done ─────────▶ booked
 *                                                   ◀─ back / slot.toggle ─ conflict ◀─ SLOT_TAKEN ─┤
 *                                                         fillingForm ◀─ back ─ failed ◀─ other ────┘  (retry ─▶ submitting)
 * ```
 * `back` steps one screen back; `restart` (anywhere) starts over on the same date.
 *
 * Selection rules: only `free` slots can be toggled (`isSlotFree`); the selection stays
 * consecutive — a slot touching either end extends it, a selected end slot is removed, a
 * selected inner slot cuts the selection just before it, and any other slot starts a new
 * selection. The booking request merges the selection into one range `start`–`end`
 * (DESIGN.md §4).
 *
 * Actor (provided by the browser): `submitReservation`, a promise actor that receives
 * `{siteId, start, end, subject, phone, remark}` and resolves with the reservation. An
 * error whose `code` is SLOT_TAKEN (platform/protocol/codes) leads to `conflict` (the
 * selection is cleared: the grid must be reloaded and picked again), any other to `failed`.
 *
 * Seam for holds (spec: lockSite, a later issue): `slots.confirm` will target a new
 * `holding` state that invokes `lockSite` with the range and, on success, enters
 * `fillingForm` with the hold's expiry in context (an `after` delay back to pickingSlots);
 * leaving `fillingForm` by `back`/`restart` will run a `releaseHold` action. Nothing of
 * it exists yet: `slots.confirm` goes straight to `fillingForm`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ReservationDetail, Slot } from '../platform/contracts/reserve.contract';
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

/** What `submitReservation` receives: one merged range plus the form (empty fields omitted). */
export interface SubmitReservationInput {
  siteId: number;
  start: string;
  end: string;
  subject?: string;
  phone?: string;
  remark?: string;
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
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'restart' };

/** Names of the states, as views see them. */
export type SameDayBookingStep =
  | 'pickingScene' | 'pickingSite' | 'pickingSlots' | 'fillingForm' | 'submitting' | 'booked' | 'conflict' | 'failed';

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

function submitInput(context: SameDayBookingContext): SubmitReservationInput {
  const range = rangeOf(context.slots) ?? { start: '', end: '' };
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    siteId: context.siteId ?? 0,
    start: range.start,
    end: range.end,
    subject: optional(context.form.subject),
    phone: optional(context.form.phone),
    remark: optional(context.form.remark),
  };
}

/** The same-day booking machine; provide `submitReservation` before running it. */
export const sameDayBookingMachine = setup({
  types: {
    context: {} as SameDayBookingContext,
    events: {} as SameDayBookingEvent,
    input: {} as SameDayBookingInput,
  },
  actors: {
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
    clearSite: assign({ siteId: null, slots: [] }),
    setField: assign(({ context }, params: { field: keyof BookingForm; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
    })),
    setReservation: assign((_, params: { reservation: ReservationDetail }) => ({ reservation: params.reservation })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error), errorCode: errorCodeOf(params.error) })),
    clearError: assign({ error: null, errorCode: null }),
    reset: assign(({ context }) => ({
      sceneId: null, siteId: null, slots: [], form: EMPTY_FORM, reservation: null, error: null, errorCode: null, date: context.date,
    })),
  },
  guards: {
    /** Only free slots can be chosen. */
    isSlotFree: (_, params: { slot: Slot }) => params.slot.status === 'free',
    /** At least one slot is selected. */
    hasSlots: ({ context }) => context.slots.length > 0,
    isFormValid: ({ context }) => isBookingFormValid(context.form),
    isSlotTaken: (_, params: { error: unknown }) => errorCodeOf(params.error) === Code.SLOT_TAKEN,
    isField: (_, params: { field: unknown }) => typeof params.field === 'string' && params.field in FORM_LIMITS,
  },
}).createMachine({
  id: 'sameDayBooking',
  initial: 'pickingScene',
  context: ({ input }) => ({
    sceneId: null, siteId: null, date: input.date, slots: [], form: EMPTY_FORM, reservation: null, error: null, errorCode: null,
  }),
  on: {
    restart: { target: '.pickingScene', actions: 'reset' },
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
        // Holds (later issue): target a `holding` state here instead.
        'slots.confirm': { guard: 'hasSlots', target: 'fillingForm', actions: 'clearError' },
        back: { target: 'pickingSite', actions: 'clearSite' },
      },
    },
    fillingForm: {
      on: {
        'form.change': {
          guard: { type: 'isField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'form.submit': { guard: 'isFormValid', target: 'submitting' },
        back: { target: 'pickingSlots' },
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
            actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'clearSlots'],
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
        retry: { target: 'submitting' },
        back: { target: 'fillingForm' },
      },
    },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type SameDayBookingMachine = typeof sameDayBookingMachine;
