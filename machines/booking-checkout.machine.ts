/**
 * The checkout of a booking (DESIGN.md §5), one child machine shared by the three booking
 * wizards (same-day, cross-day, quick): hold the chosen range (spec §7 lockSite) while the
 * booker fills the form, then book it (addReserve). Each wizard invokes it
 * (`invoke: { id: 'checkout', src: 'bookingCheckout', input, onDone }`) once the booker has
 * chosen what to book, forwards the checkout's events to it, and reads its result from the
 * final state's output in `onDone`.
 *
 * ```
 * holding ─done─▶ fillingForm ─form.submit─▶ submitting ─done─▶ booked (final)
 *   │ SLOT_TAKEN / SLOT_HELD ─▶ conflict (final)   │ SLOT_TAKEN / SLOT_HELD ─▶ conflict (final)
 *   └ other refusal ─▶ refused (final)             └ other ─▶ failed ─retry─▶ submitting
 *                     fillingForm, failed ─hold.expire─▶ holdExpired (final)
 *  back (holding, fillingForm) / restart (any but the finals) ─▶ cancelled (final); failed ─back─▶ fillingForm
 * ```
 *
 * The form can be submitted only with valid fields and the scene's notices (loaded with
 * `notices.load`) accepted, when there are any. A booking that needs approval under a form
 * rule also fills the rule's form (ui/form-renderer checks it) and chooses the people of the
 * CUSTOM approver nodes on its path (ui/approval-path): both come with `form.submit` and are sent
 * as `formValues` and `customChoices` (and kept in the draft). The hold expires on the server after the
 * rule's minutes; the browser sends `hold.expire` when its own timer runs out (the machine
 * stays pure: no clock). While submitting, an expiry is ignored: the server has the last word.
 *
 * Actors (provided by the browser, ui/booking-checkout): `holdSlots` receives
 * {@link CheckoutRequest} and resolves with the hold; `submitReservation` receives
 * {@link CheckoutSubmitInput} and resolves with the reservation. An error whose `code` is
 * SLOT_TAKEN or SLOT_HELD (platform/protocol/codes) ends in `conflict`. Action `releaseHold`
 * tells the server the hold is no longer needed; it runs once, when the checkout ends
 * holding one (back, restart, a conflict on submitting), never after booking (the booking
 * used the hold) or its expiry.
 *
 * Tags say what a screen shows: `busy` (holding, submitting), `form` (fillingForm,
 * submitting, failed), `failed` (failed).
 *
 * The output ({@link CheckoutOutput}) names the outcome and carries the draft (form,
 * participants, notices), so a wizard that invokes the checkout again (hold again after the
 * expiry, back and forward) starts from what the booker typed.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Agreement, Hold, ParticipantInput, ReservationDetail } from '../platform/contracts/reserve.contract';
import type { CandidateUser } from '../platform/contracts/workflow-candidate.contract';
import type { FormValues } from '../platform/forms/form-definition';
import { Code } from '../platform/protocol/codes';
import { errorCodeOf, errorMessageOf } from './errors';

/** The booking form's fields (all optional on the wire; see {@link isBookingFormValid}). */
export interface BookingForm {
  subject: string;
  phone: string;
  remark: string;
}

/** Field limits of the booking form (AddReserveInput): characters. */
export const FORM_LIMITS: Record<keyof BookingForm, number> = { subject: 100, phone: 20, remark: 500 };

/** True when every field is within its limit and the phone, if given, looks like one (digits, +, -, spaces; 5–20). */
export function isBookingFormValid(form: BookingForm): boolean {
  for (const key of Object.keys(FORM_LIMITS) as (keyof BookingForm)[]) {
    if (form[key].trim().length > FORM_LIMITS[key]) return false;
  }
  const phone = form.phone.trim();
  return phone === '' || /^\+?[\d\s-]{5,20}$/.test(phone);
}

/** What is being booked: one range (ISO-8601 instants) of a site; `crossDay` for a range over several days. */
export interface CheckoutRequest {
  siteId: number;
  start: string;
  end: string;
  crossDay?: boolean;
}

/** What the booker has filled in, kept across checkouts of one wizard. */
export interface CheckoutDraft {
  form: BookingForm;
  /** People besides the booker (ui/participant-picker). */
  participants: ParticipantInput[];
  /** The scene's notices and disclaimers (ids and versions) as loaded by the view, and whether they are accepted. */
  notices: Agreement[];
  agreed: boolean;
  /** The approval form's values (a booking under a form rule), as last submitted; null: none. */
  formValues: FormValues | null;
  /** The people the booker chose per CUSTOM approver node id on the approval's path, as last submitted. */
  approvers: Record<string, CandidateUser[]>;
}

/** What a booking under a form rule submits besides the booking form: the approval form and the chosen approvers. */
export interface ApprovalSubmission {
  formValues: FormValues;
  approvers: Record<string, CandidateUser[]>;
}

/** The checkout's input: what to book, and the draft of an earlier checkout of the same wizard. */
export interface CheckoutInput {
  request: CheckoutRequest;
  draft?: CheckoutDraft;
}

/** What `submitReservation` receives: the request plus the form (empty fields omitted), people and accepted notices. */
export interface CheckoutSubmitInput extends CheckoutRequest {
  subject?: string;
  phone?: string;
  remark?: string;
  participants?: ParticipantInput[];
  agreements?: Agreement[];
  formValues?: FormValues;
  /** User ids per CUSTOM node id (platform/contracts/reserve.contract AddReserveInput). */
  customChoices?: Record<string, number[]>;
}

/** How a checkout ended (its final state). */
export type CheckoutOutcome = 'booked' | 'conflict' | 'refused' | 'holdExpired' | 'cancelled';

/** The checkout's output, read by the wizard in `onDone`. */
export interface CheckoutOutput {
  outcome: CheckoutOutcome;
  /** The reservation (`booked`), else null. */
  reservation: ReservationDetail | null;
  /** Where a `conflict` or refusal happened: taking the hold or booking; null otherwise. */
  stage: 'hold' | 'submit' | null;
  /** The refusal's message and code (`conflict`, `refused`), else null. */
  error: string | null;
  errorCode: number | null;
  /** Whether a `cancelled` checkout was left with `restart` (start the wizard over) rather than `back`. */
  restart: boolean;
  draft: CheckoutDraft;
}

/** What the checkout remembers. */
export interface CheckoutContext extends CheckoutDraft {
  request: CheckoutRequest;
  /** The hold on the request while the form is filled, else null. */
  hold: Hold | null;
  reservation: ReservationDetail | null;
  /** Message and code of the last refusal (the server's text), else null. */
  error: string | null;
  errorCode: number | null;
  stage: 'hold' | 'submit' | null;
  restart: boolean;
  /** The final state reached, once the checkout has ended. */
  outcome: CheckoutOutcome | null;
}

/** Events of the checkout (DESIGN.md §5 naming). */
export type CheckoutEvent =
  | { type: 'form.change'; field: keyof BookingForm; value: string }
  | { type: 'participants.change'; participants: ParticipantInput[] }
  | { type: 'notices.load'; notices: Agreement[] }
  | { type: 'notices.agree'; agreed: boolean }
  | { type: 'form.submit'; approval?: ApprovalSubmission }
  | { type: 'hold.expire' }
  | { type: 'retry' }
  | { type: 'back' }
  | { type: 'restart' };

/** An empty form. */
const EMPTY_FORM: BookingForm = { subject: '', phone: '', remark: '' };

/** An empty draft. */
export const EMPTY_DRAFT: CheckoutDraft = {
  form: EMPTY_FORM,
  participants: [],
  notices: [],
  agreed: false,
  formValues: null,
  approvers: {},
};

/**
 * The booking request of a checkout: the request, the form (empty fields omitted), people,
 * accepted notices and the approval form's values. Pure.
 */
function checkoutSubmitInput(c: CheckoutContext): CheckoutSubmitInput {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    ...c.request,
    subject: optional(c.form.subject),
    phone: optional(c.form.phone),
    remark: optional(c.form.remark),
    ...(c.participants.length > 0 ? { participants: c.participants } : {}),
    ...(c.notices.length > 0 ? { agreements: c.notices } : {}),
    ...(c.formValues ? { formValues: c.formValues } : {}),
    ...(Object.keys(c.approvers).length > 0
      ? {
          customChoices: Object.fromEntries(
            Object.entries(c.approvers).map(([nodeId, people]) => [nodeId, people.map((p) => p.id)]),
          ),
        }
      : {}),
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

/** The checkout machine; provide `holdSlots`, `submitReservation` and `releaseHold` before running it. */
export const bookingCheckoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
  },
  actors: {
    holdSlots: fromPromise<Hold, CheckoutRequest>(() =>
      Promise.reject(new Error('bookingCheckout machine: actor "holdSlots" not provided')),
    ),
    submitReservation: fromPromise<ReservationDetail, CheckoutSubmitInput>(() =>
      Promise.reject(new Error('bookingCheckout machine: actor "submitReservation" not provided')),
    ),
  },
  actions: {
    setHold: assign((_, params: { hold: Hold }) => ({ hold: params.hold })),
    clearHold: assign({ hold: null }),
    /** Tells the server the hold is no longer needed (provided by the browser; here a no-op). */
    releaseHold: (_, _params: { hold: Hold | null }) => undefined,
    setField: assign(({ context }, params: { field: keyof BookingForm; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
    })),
    setParticipants: assign((_, params: { participants: ParticipantInput[] }) => ({
      participants: params.participants,
    })),
    setNotices: assign(({ context }, params: { notices: Agreement[] }) => ({
      notices: params.notices,
      // A changed list must be accepted again.
      agreed: context.agreed && sameNotices(context.notices, params.notices),
    })),
    setAgreed: assign((_, params: { agreed: boolean }) => ({ agreed: params.agreed })),
    /** Keeps the approval sent with `form.submit`: values and chosen approvers (none sent: the earlier ones stay). */
    setApproval: assign(({ context }, params: { approval: ApprovalSubmission | undefined }) => ({
      formValues: params.approval?.formValues ?? context.formValues,
      approvers: params.approval?.approvers ?? context.approvers,
    })),
    setReservation: assign((_, params: { reservation: ReservationDetail }) => ({
      reservation: params.reservation,
      hold: null,
    })),
    setError: assign((_, params: { error: unknown; stage: 'hold' | 'submit' }) => ({
      error: errorMessageOf(params.error),
      errorCode: errorCodeOf(params.error),
      stage: params.stage,
    })),
    clearError: assign({ error: null, errorCode: null, stage: null }),
    markRestart: assign({ restart: true }),
    setOutcome: assign((_, params: { outcome: CheckoutOutcome }) => ({ outcome: params.outcome })),
  },
  guards: {
    /** Valid fields, and the notices accepted when there are any. */
    isFormValid: ({ context }) => isBookingFormValid(context.form) && (context.notices.length === 0 || context.agreed),
    isSlotTaken: (_, params: { error: unknown }) => isSlotConflict(params.error),
    isField: (_, params: { field: unknown }) => typeof params.field === 'string' && params.field in FORM_LIMITS,
  },
}).createMachine({
  id: 'bookingCheckout',
  initial: 'holding',
  context: ({ input }) => ({
    ...(input.draft ?? EMPTY_DRAFT),
    request: input.request,
    hold: null,
    reservation: null,
    error: null,
    errorCode: null,
    stage: null,
    restart: false,
    outcome: null,
  }),
  // Whatever ends the checkout while it holds the range releases the hold (booking and expiry cleared it).
  exit: { type: 'releaseHold', params: ({ context }) => ({ hold: context.hold }) },
  output: ({ context }) => ({
    outcome: context.outcome ?? 'cancelled',
    reservation: context.reservation,
    stage: context.stage,
    error: context.error,
    errorCode: context.errorCode,
    restart: context.restart,
    draft: {
      form: context.form,
      participants: context.participants,
      notices: context.notices,
      agreed: context.agreed,
      formValues: context.formValues,
      approvers: context.approvers,
    },
  }),
  states: {
    holding: {
      tags: ['busy'],
      invoke: {
        id: 'holdSlots',
        src: 'holdSlots',
        input: ({ context }) => context.request,
        onDone: {
          target: 'fillingForm',
          actions: { type: 'setHold', params: ({ event }) => ({ hold: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error, stage: 'hold' as const }) },
          },
          {
            target: 'refused',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error, stage: 'hold' as const }) },
          },
        ],
      },
      on: { back: { target: 'cancelled' }, restart: { target: 'cancelled', actions: 'markRestart' } },
    },
    fillingForm: {
      tags: ['form'],
      on: {
        'form.change': {
          guard: { type: 'isField', params: ({ event }) => ({ field: event.field }) },
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'participants.change': {
          actions: { type: 'setParticipants', params: ({ event }) => ({ participants: event.participants }) },
        },
        'notices.load': { actions: { type: 'setNotices', params: ({ event }) => ({ notices: event.notices }) } },
        'notices.agree': { actions: { type: 'setAgreed', params: ({ event }) => ({ agreed: event.agreed }) } },
        'form.submit': {
          guard: 'isFormValid',
          target: 'submitting',
          actions: { type: 'setApproval', params: ({ event }) => ({ approval: event.approval }) },
        },
        'hold.expire': { target: 'holdExpired', actions: 'clearHold' },
        back: { target: 'cancelled' },
        restart: { target: 'cancelled', actions: 'markRestart' },
      },
    },
    submitting: {
      tags: ['form', 'busy'],
      entry: 'clearError',
      on: { restart: { target: 'cancelled', actions: 'markRestart' } },
      invoke: {
        id: 'submitReservation',
        src: 'submitReservation',
        input: ({ context }) => checkoutSubmitInput(context),
        onDone: {
          target: 'booked',
          actions: { type: 'setReservation', params: ({ event }) => ({ reservation: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error, stage: 'submit' as const }) },
          },
          {
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error, stage: 'submit' as const }) },
          },
        ],
      },
    },
    failed: {
      tags: ['form', 'failed'],
      on: {
        // Notices loaded since must be accepted first (back on the form).
        retry: { guard: 'isFormValid', target: 'submitting' },
        back: { target: 'fillingForm' },
        'notices.load': { actions: { type: 'setNotices', params: ({ event }) => ({ notices: event.notices }) } },
        'hold.expire': { target: 'holdExpired', actions: 'clearHold' },
        restart: { target: 'cancelled', actions: 'markRestart' },
      },
    },
    booked: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'booked' } } },
    conflict: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'conflict' } } },
    refused: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'refused' } } },
    holdExpired: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'holdExpired' } } },
    cancelled: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'cancelled' } } },
  },
});

/** The machine's type, for `provide()` and actor refs. */
export type BookingCheckoutMachine = typeof bookingCheckoutMachine;

/** A snapshot of a running checkout. */
export type CheckoutSnapshot = SnapshotFrom<BookingCheckoutMachine>;

/**
 * The snapshot of the checkout a wizard runs (its child `checkout`), or undefined when the
 * wizard is not checking out (or the child is not a checkout, e.g. in path tests).
 */
export function checkoutSnapshotOf(wizard: { children: Record<string, unknown> }): CheckoutSnapshot | undefined {
  const child = wizard.children.checkout as { getSnapshot?: () => unknown } | undefined;
  const snapshot = child?.getSnapshot?.() as Partial<CheckoutSnapshot> | undefined;
  return snapshot && typeof snapshot.hasTag === 'function' && snapshot.machine?.id === 'bookingCheckout'
    ? (snapshot as CheckoutSnapshot)
    : undefined;
}
