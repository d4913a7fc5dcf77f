import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { settle } from './path-testing';
import { connectCrossDayBooking } from './cross-day-booking.connect';
import { crossDayBookingMachine } from './cross-day-booking.machine';
import { bookingCheckoutMachine, type CheckoutSubmitInput } from './booking-checkout.machine';

const START = '2026-11-23T18:00:00+08:00';
const END = '2026-11-25T10:00:00+08:00';
const HOLD = { id: 3, siteId: 9, start: START, end: END, expiresAt: '2026-11-22T08:05:00+08:00', holdMinutes: 5 };

function run(outcome: 'ok' | 'taken') {
  const inputs: CheckoutSubmitInput[] = [];
  const checkout = bookingCheckoutMachine.provide({
    actors: {
      holdSlots: fromPromise(async () => HOLD),
      submitReservation: fromPromise<ReservationDetail, CheckoutSubmitInput>(async ({ input }) => {
        inputs.push(input);
        if (outcome === 'taken') throw Object.assign(new Error('taken'), { code: Code.SLOT_TAKEN });
        return { id: 5, ...input } as unknown as ReservationDetail;
      }),
    },
  });
  const machine = crossDayBookingMachine.provide({ actors: { bookingCheckout: checkout } });
  const actor = createActor(machine, { input: { siteId: 9 } }).start();
  return { inputs, view: () => connectCrossDayBooking(actor.getSnapshot(), actor.send) };
}

describe('connectCrossDayBooking', () => {
  it('walks from the table to the form and books the range as one cross-day booking', async () => {
    const { view, inputs } = run('ok');
    expect(view()).toMatchObject({ step: 'choosingRange', page: 'table', siteId: 9, canConfirm: false });
    view().chooseStart(START);
    view().chooseEnd(END);
    expect(view().canConfirm).toBe(true);
    view().confirm();
    await settle();
    expect(view()).toMatchObject({ step: 'fillingForm', page: 'form', hold: HOLD, canSubmit: true });
    view().changeField('subject', ' Workshop ');
    view().submit();
    await settle();
    expect(view()).toMatchObject({ isBooked: true, page: 'form' });
    expect(inputs).toEqual([{ siteId: 9, start: START, end: END, crossDay: true, subject: 'Workshop' }]);
  });

  it('goes back to the table on a conflict', async () => {
    const { view } = run('taken');
    view().chooseStart(START);
    view().chooseEnd(END);
    view().confirm();
    await settle();
    view().submit();
    await settle();
    expect(view()).toMatchObject({ isConflict: true, page: 'table', errorCode: Code.SLOT_TAKEN, hold: null });
  });
});
