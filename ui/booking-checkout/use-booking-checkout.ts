/**
 * The browser side of the booking checkout (machines/booking-checkout.machine.ts), shared
 * by the three booking wizards (same-day, cross-day, quick; DESIGN.md §5): the checkout
 * machine with its promise actors `holdSlots` (lockSite) and `submitReservation`
 * (addReserve with an idempotency key, {@link createSubmissionKeys}) and its action
 * `releaseHold` (unLockSite) provided — the wizard machines invoke it as `bookingCheckout` —
 * and the hold's expiry timer that sends `hold.expire` ({@link useHoldExpiry}).
 *
 * Hold deadlines are measured on the browser's clock from the lockSite answer (the hold's
 * minutes), so clock skew between browser and server does not matter. Refusals are shown
 * on the page (`notify: false`), never as toasts; a release is fire-and-forget (an
 * unreleased hold simply expires on the server).
 */
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  bookingCheckoutMachine,
  type BookingCheckoutMachine,
  type CheckoutRequest,
  type CheckoutSubmitInput,
} from '../../machines/booking-checkout.machine';
import {
  addReserve,
  lockSite,
  unLockSite,
  type AddReserveInput,
  type Hold,
  type ReservationDetail,
} from '../../platform/contracts/reserve.contract';
import type { ApiCall } from '../../platform/http/api-client';
import { useApi } from '../runtime';
import { createSubmissionKeys } from './submission-keys';

/** Options of {@link useBookingCheckout}. */
export interface BookingCheckoutOptions {
  /** Fields added to every booking request, e.g. `{ quick: true }` for /quick. */
  extra?: Partial<AddReserveInput>;
  /** Also toast a refused booking (the api's `notify`); default false: the page shows it. */
  notifyRefusals?: boolean;
}

/** The checkout's implementations for a wizard machine's `provide()`, plus the hold deadlines. */
export interface BookingCheckout {
  /** Holds the range (lockSite) and records its browser-clock deadline. */
  holdSlots: ReturnType<typeof fromPromise<Hold, CheckoutRequest>>;
  /** Books (addReserve) with one idempotency key per request, reused on a retry after a lost answer. */
  submitReservation: ReturnType<typeof fromPromise<ReservationDetail, CheckoutSubmitInput>>;
  /** Releases `hold` (unLockSite) without waiting; nothing when `hold` is null. */
  releaseHold(hold: Hold | null): void;
  /** The checkout machine with the three above provided: the wizards' `bookingCheckout` actor. */
  machine: BookingCheckoutMachine;
  /** The browser-clock deadline (epoch ms) of hold `id`, or null when unknown. */
  deadlineOf(id: number | null): number | null;
}

/**
 * The checkout's calls over `api()` (read at each call, so a changed api is used) with
 * `options()`; {@link useBookingCheckout} binds them to the runtime's api, tests to a real server.
 */
export function createBookingCheckout(
  api: () => ApiCall,
  options: () => BookingCheckoutOptions = () => ({}),
): BookingCheckout {
  const deadlines = new Map<number, number>();
  const keys = createSubmissionKeys();
  const releaseHold = (hold: Hold | null) => {
    if (hold) void api()(unLockSite, { id: hold.id }, { notify: false }).catch(() => undefined);
  };
  const holdSlots = fromPromise<Hold, CheckoutRequest>(async ({ input }) => {
    const hold = await api()(lockSite, input, { notify: false });
    deadlines.set(hold.id, Date.now() + hold.holdMinutes * 60_000);
    return hold;
  });
  const submitReservation = fromPromise<ReservationDetail, CheckoutSubmitInput>(async ({ input }) => {
    const request: AddReserveInput = { ...input, ...options().extra };
    const notify = options().notifyRefusals ?? false;
    try {
      const booked = await api()(addReserve, request, { notify, idempotencyKey: keys.keyFor(request) });
      keys.settle(request, null);
      return booked;
    } catch (err) {
      keys.settle(request, err);
      throw err;
    }
  });
  return {
    holdSlots,
    submitReservation,
    releaseHold,
    deadlineOf: (id) => (id === null ? null : (deadlines.get(id) ?? null)),
    machine: bookingCheckoutMachine.provide({
      actors: { holdSlots, submitReservation },
      actions: { releaseHold: (_, params) => releaseHold(params.hold) },
    }),
  };
}

/** The checkout's calls bound to the runtime's api (stable for the component's life). */
export function useBookingCheckout(options: BookingCheckoutOptions = {}): BookingCheckout {
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  return useMemo(
    () =>
      createBookingCheckout(
        () => apiRef.current,
        () => optionsRef.current,
      ),
    [],
  );
}

/**
 * Sends `hold.expire` to `actor` when hold `holdId`'s deadline ({@link BookingCheckout.deadlineOf})
 * passes; re-armed when the hold changes, cancelled when it is gone (null) or on unmount.
 */
export function useHoldExpiry(
  actor: { send(event: { type: 'hold.expire' }): void } | undefined,
  holdId: number | null,
  checkout: BookingCheckout,
): void {
  useEffect(() => {
    if (holdId === null || !actor) return;
    const deadline = checkout.deadlineOf(holdId) ?? Date.now();
    const timer = setTimeout(() => actor.send({ type: 'hold.expire' }), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [actor, holdId, checkout]);
}
