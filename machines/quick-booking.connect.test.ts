/** The quick-booking view-model over the real machine with instant actors: flags, handlers and the calls' inputs. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { QuickSlot } from '../platform/contracts/quick.contract';
import type { ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { settle } from './path-testing';
import { connectQuickBooking } from './quick-booking.connect';
import { quickBookingMachine, type FindSlotInput } from './quick-booking.machine';
import { bookingCheckoutMachine, type CheckoutSubmitInput } from './booking-checkout.machine';

const slot = (siteId: number): QuickSlot => ({
  siteId,
  siteName: `Court ${siteId}`,
  sceneId: 1,
  sceneName: 'Badminton',
  campusName: 'East',
  buildingName: 'Gym',
  floorName: '1F',
  timeZone: 'Asia/Shanghai',
  start: '2026-11-22T10:00:00+08:00',
  end: '2026-11-22T10:30:00+08:00',
});
const HOLD_RANGE = { siteId: 2, start: slot(2).start, end: slot(2).end };
const HOLD = {
  id: 3,
  siteId: 2,
  start: slot(2).start,
  end: slot(2).end,
  expiresAt: '2026-11-22T09:05:00+08:00',
  holdMinutes: 5,
};

function start(submit: 'ok' | 'taken') {
  const searches: FindSlotInput[] = [];
  const submitted: CheckoutSubmitInput[] = [];
  const checkout = bookingCheckoutMachine.provide({
    actors: {
      holdSlots: fromPromise(async () => HOLD),
      submitReservation: fromPromise<ReservationDetail, CheckoutSubmitInput>(async ({ input }) => {
        submitted.push(input);
        if (submit === 'taken') throw Object.assign(new Error('taken'), { code: Code.SLOT_TAKEN });
        return { id: 5, ...input } as unknown as ReservationDetail;
      }),
    },
  });
  const machine = quickBookingMachine.provide({
    actors: {
      findSlot: fromPromise<QuickSlot | null, FindSlotInput>(async ({ input }) => {
        searches.push(input);
        return slot(input.skip + 1);
      }),
      bookingCheckout: checkout,
    },
  });
  const actor = createActor(machine).start();
  return { searches, submitted, view: () => connectQuickBooking(actor.getSnapshot(), actor.send) };
}

describe('connectQuickBooking', () => {
  it('walks scene → offer → another → take → form → booked with handlers and flags', async () => {
    const { view, searches, submitted } = start('ok');
    expect(view()).toMatchObject({ step: 'choosingScene', canTake: false, canGoBack: false, canSubmit: false });
    view().selectScene(1);
    expect(view().isSearching).toBe(true);
    await settle();
    expect(view()).toMatchObject({ isOffer: true, canTake: true, slot: slot(1) });
    view().another();
    await settle();
    expect(view().slot).toEqual(slot(2));
    expect(searches).toEqual([
      { sceneId: 1, skip: 0 },
      { sceneId: 1, skip: 1 },
    ]);
    view().take();
    await settle();
    expect(view()).toMatchObject({
      step: 'fillingForm',
      isConfirming: true,
      hold: HOLD,
      canSubmit: true,
      hasNotices: false,
    });
    view().loadNotices([{ id: 4, version: 1 }]);
    expect(view()).toMatchObject({ hasNotices: true, canSubmit: false });
    view().agree(true);
    view().changeField('subject', ' Singles ');
    view().submit();
    await settle();
    expect(view()).toMatchObject({ isBooked: true, hold: null });
    expect(submitted).toEqual([{ ...HOLD_RANGE, subject: 'Singles', agreements: [{ id: 4, version: 1 }] }]);
  });

  it('reports a conflict and searches again from the first candidate', async () => {
    const { view, searches } = start('taken');
    view().selectScene(1);
    await settle();
    view().take();
    await settle();
    view().submit();
    await settle();
    expect(view()).toMatchObject({ isConflict: true, canSearchAgain: true, errorCode: Code.SLOT_TAKEN });
    view().searchAgain();
    await settle();
    expect(searches.at(-1)).toEqual({ sceneId: 1, skip: 0 });
    expect(view().isOffer).toBe(true);
  });
});
