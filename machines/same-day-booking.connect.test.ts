import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ReservationDetail, Slot } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { settle } from './path-testing';
import { connectSameDayBooking } from './same-day-booking.connect';
import { sameDayBookingMachine } from './same-day-booking.machine';
import { bookingCheckoutMachine, type CheckoutSubmitInput } from './booking-checkout.machine';

const s = (h: number, status: Slot['status'] = 'free'): Slot => ({
  start: `2026-11-22T${String(h).padStart(2, '0')}:00:00+08:00`,
  end: `2026-11-22T${String(h + 1).padStart(2, '0')}:00:00+08:00`,
  status,
});

const HOLD = {
  id: 3,
  siteId: 9,
  start: s(10).start,
  end: s(11).end,
  expiresAt: '2026-11-22T08:05:00+08:00',
  holdMinutes: 5,
};

function start(outcome: 'ok' | 'taken' | 'fail') {
  const inputs: CheckoutSubmitInput[] = [];
  const checkout = bookingCheckoutMachine.provide({
    actors: {
      holdSlots: fromPromise(async () => HOLD),
      submitReservation: fromPromise<ReservationDetail, CheckoutSubmitInput>(async ({ input }) => {
        inputs.push(input);
        if (outcome === 'taken') throw Object.assign(new Error('taken'), { code: Code.SLOT_TAKEN });
        if (outcome === 'fail') throw Object.assign(new Error('boom'), { code: Code.SERVER_ERROR });
        return { id: 5, ...input } as unknown as ReservationDetail;
      }),
    },
  });
  const machine = sameDayBookingMachine.provide({ actors: { bookingCheckout: checkout } });
  const actor = createActor(machine, { input: { date: '2026-11-22' } }).start();
  return { inputs, view: () => connectSameDayBooking(actor.getSnapshot(), actor.send) };
}

describe('connectSameDayBooking', () => {
  it('walks the wizard with handlers and reports flags', async () => {
    const { view, inputs } = start('ok');
    expect(view()).toMatchObject({
      step: 'pickingScene',
      stepIndex: 0,
      canGoBack: false,
      canSubmit: false,
      date: '2026-11-22',
    });
    view().selectScene(3);
    view().selectDate('2026-11-23');
    view().selectSite(9);
    expect(view()).toMatchObject({
      step: 'pickingSlots',
      stepIndex: 2,
      sceneId: 3,
      siteId: 9,
      date: '2026-11-23',
      canConfirmSlots: false,
    });
    view().toggleSlot(s(12, 'taken'));
    expect(view().selectedSlots).toEqual([]);
    view().toggleSlot(s(10));
    view().toggleSlot(s(11));
    expect(view().isSelected(s(11))).toBe(true);
    expect(view().isSelected({ start: '2026-11-22T03:00:00Z' })).toBe(true); // same instant as 11:00+08:00
    expect(view().range).toEqual({ start: s(10).start, end: s(11).end });
    expect(view().canConfirmSlots).toBe(true);
    view().confirmSlots();
    expect(view()).toMatchObject({ step: 'holding', isHolding: true, stepIndex: 2 });
    await settle();
    expect(view()).toMatchObject({ step: 'fillingForm', hold: HOLD });
    view().loadNotices([{ id: 4, version: 2 }]);
    view().changeParticipants([{ name: 'Guest', isLeader: true }]);
    view().changeField('phone', 'nope');
    expect(view()).toMatchObject({ step: 'fillingForm', canSubmit: false });
    view().changeField('phone', ' 13812345678 ');
    view().changeField('subject', 'Doubles');
    expect(view()).toMatchObject({ canSubmit: false, hasNotices: true, agreed: false });
    view().agree(true);
    expect(view().canSubmit).toBe(true);
    view().submit();
    expect(view().isSubmitting).toBe(true);
    await settle();
    expect(view()).toMatchObject({ step: 'booked', isBooked: true });
    expect(inputs).toEqual([
      {
        siteId: 9,
        start: s(10).start,
        end: s(11).end,
        subject: 'Doubles',
        phone: '13812345678',
        remark: undefined,
        participants: [{ name: 'Guest', isLeader: true }],
        agreements: [{ id: 4, version: 2 }],
      },
    ]);
    expect(view().hold).toBeNull();
    view().restart();
    expect(view()).toMatchObject({ step: 'pickingScene', sceneId: null, reservation: null, selectedSlots: [] });
  });

  it('goes to conflict with the selection cleared on SLOT_TAKEN', async () => {
    const { view } = start('taken');
    view().selectScene(1);
    view().selectSite(2);
    view().toggleSlot(s(9));
    view().confirmSlots();
    await settle();
    view().submit();
    await settle();
    expect(view()).toMatchObject({
      step: 'conflict',
      isConflict: true,
      errorCode: Code.SLOT_TAKEN,
      error: 'taken',
      selectedSlots: [],
      conflictRange: { start: s(9).start, end: s(9).end },
    });
    view().toggleSlot(s(14));
    expect(view()).toMatchObject({ step: 'pickingSlots', selectedSlots: [s(14)] });
  });

  it('goes to failed on other errors and retries with the same input', async () => {
    const { view, inputs } = start('fail');
    view().selectScene(1);
    view().selectSite(2);
    view().toggleSlot(s(9));
    view().confirmSlots();
    await settle();
    view().submit();
    await settle();
    expect(view()).toMatchObject({ step: 'failed', isFailed: true, canRetry: true, error: 'boom' });
    view().retry();
    await settle();
    expect(inputs.length).toBe(2);
    expect(inputs[1]).toEqual(inputs[0]);
    view().back();
    expect(view()).toMatchObject({ step: 'fillingForm', selectedSlots: [s(9)] });
    view().expireHold();
    expect(view()).toMatchObject({ step: 'holdExpired', isHoldExpired: true, hold: null, canConfirmSlots: true });
  });
});
