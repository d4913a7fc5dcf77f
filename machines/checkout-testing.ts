/**
 * Support for the path tests of the booking wizards that invoke the checkout
 * (machines/booking-checkout.machine.ts) as `checkout`: one output per way a checkout
 * ends, to feed as `xstate.done.actor.checkout`, and a recorder of the events the wizard
 * forwards to its checkout. Test-only code.
 */
import type { AnyActorRef } from 'xstate';
import type { ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import type { CheckoutDraft, CheckoutOutput } from './booking-checkout.machine';

/** The checkout's event types, which a wizard forwards to its running checkout. */
export const CHECKOUT_EVENT_TYPES: readonly string[] = [
  'form.change',
  'participants.change',
  'notices.load',
  'notices.agree',
  'form.submit',
  'hold.expire',
  'retry',
  'back',
  'restart',
];

/** A draft as a checkout outputs it. */
export const DRAFT: CheckoutDraft = {
  form: { subject: 'Team practice', phone: '', remark: '' },
  participants: [],
  notices: [{ id: 1, version: 2 }],
  agreed: true,
};

/** One output per way a checkout ends (`reservation`: the booking of `booked`). */
export function checkoutOutputs(reservation: ReservationDetail) {
  const out = (outcome: CheckoutOutput['outcome'], over: Partial<CheckoutOutput> = {}): CheckoutOutput => ({
    outcome,
    reservation: null,
    stage: null,
    error: null,
    errorCode: null,
    restart: false,
    draft: DRAFT,
    ...over,
  });
  return {
    booked: out('booked', { reservation }),
    holdConflict: out('conflict', {
      stage: 'hold',
      error: 'Someone else is booking this slot right now',
      errorCode: Code.SLOT_HELD,
    }),
    submitConflict: out('conflict', {
      stage: 'submit',
      error: 'This slot has just been booked',
      errorCode: Code.SLOT_TAKEN,
    }),
    refused: out('refused', {
      stage: 'hold',
      error: 'Bookings for Nov 23 open at 08:00 on Nov 22',
      errorCode: Code.RULE_NOT_OPEN_YET,
    }),
    holdExpired: out('holdExpired'),
    back: out('cancelled'),
    restart: out('cancelled', { restart: true }),
  };
}

/** Records the events that reach the wizard's child `checkout` (through the actor system's inspection). */
export function recordForwarded(
  actor: AnyActorRef & { getSnapshot(): { children: Record<string, unknown> } },
): unknown[] {
  const forwarded: unknown[] = [];
  actor.system.inspect((e: { type: string; actorRef?: unknown; event?: unknown }) => {
    if (e.type === '@xstate.event' && e.actorRef === actor.getSnapshot().children.checkout) forwarded.push(e.event);
  });
  return forwarded;
}
