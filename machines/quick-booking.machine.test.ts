/**
 * Quick booking: generated path tests (DESIGN.md §5) that traverse every transition — each
 * state × event × guarded branch, the search's and the checkout's done/error (one per
 * checkout outcome). The graph runs on an abstraction of the context (scene chosen,
 * candidate index, slot offered, draft, error) so it stays small; each path is replayed on
 * the real machine with the search and the checkout child settled by hand, checking what
 * the view cannot show (features/quick/quick-booking.paths.test.tsx shows the rest): the
 * context of every state reached, the checkout's input, and that the checkout's events are
 * forwarded to it.
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { QuickSlot } from '../platform/contracts/quick.contract';
import type { ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { EMPTY_DRAFT } from './booking-checkout.machine';
import { CHECKOUT_EVENT_TYPES, checkoutOutputs, DRAFT, recordForwarded } from './checkout-testing';
import { createPromiseHarness, getTransitionPaths, toTestModelMachine } from './path-testing';
import { quickBookingMachine, type QuickBookingContext } from './quick-booking.machine';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

/** Transitions the real actors of this file take (checked by the last test). */
const coverage = recordTransitions(quickBookingMachine);

const SLOT: QuickSlot = {
  siteId: 11,
  siteName: 'Badminton Court 1',
  sceneId: 1,
  sceneName: 'Badminton',
  campusName: 'East Campus',
  buildingName: 'Sports Centre',
  floorName: '1F',
  timeZone: 'Asia/Shanghai',
  start: '2026-11-22T09:00:00+08:00',
  end: '2026-11-22T09:30:00+08:00',
};
const RESERVATION: ReservationDetail = {
  id: 42,
  siteId: 11,
  siteName: 'Badminton Court 1',
  sceneName: 'Badminton',
  campusName: 'East Campus',
  start: SLOT.start,
  end: SLOT.end,
  status: 'approved',
  userId: 7,
  userName: 'Booker',
  account: 'booker',
  createdAt: '2026-11-22T08:00:00+08:00',
  subject: null,
  phone: null,
  remark: null,
  buildingName: 'Sports Centre',
  floorName: '1F',
  timeZone: 'Asia/Shanghai',
  cancelledAt: null,
  cancellable: true,
};
const OTHER_ERROR = { code: Code.SERVER_ERROR, message: 'Unknown system error' };
const OUT = checkoutOutputs(RESERVATION);
const BOOKED = OUT.booked;
const HOLD_CONFLICT = OUT.holdConflict;
const SUBMIT_CONFLICT = OUT.submitConflict;
const REFUSED = OUT.refused;
const EXPIRED = OUT.holdExpired;
const BACK = OUT.back;
const RESTART = OUT.restart;

const EVENTS = [
  { type: 'scene.select', sceneId: 1 },
  { type: 'offer.take' },
  { type: 'offer.next' },
  { type: 'search' },
  { type: 'back' },
  { type: 'restart' },
  { type: 'form.change', field: 'subject', value: 'Singles' },
  { type: 'participants.change', participants: [] },
  { type: 'notices.load', notices: DRAFT.notices },
  { type: 'notices.agree', agreed: true },
  { type: 'form.submit' },
  { type: 'hold.expire' },
  { type: 'retry' },
  { type: 'xstate.done.actor.findSlot', output: SLOT },
  { type: 'xstate.done.actor.findSlot', output: null },
  { type: 'xstate.error.actor.findSlot', error: OTHER_ERROR },
  { type: 'xstate.done.actor.checkout', output: BOOKED },
  { type: 'xstate.done.actor.checkout', output: HOLD_CONFLICT },
  { type: 'xstate.done.actor.checkout', output: SUBMIT_CONFLICT },
  { type: 'xstate.done.actor.checkout', output: REFUSED },
  { type: 'xstate.done.actor.checkout', output: EXPIRED },
  { type: 'xstate.done.actor.checkout', output: BACK },
  { type: 'xstate.done.actor.checkout', output: RESTART },
  { type: 'xstate.error.actor.checkout', error: OTHER_ERROR },
] as const;
type AnyEvent = (typeof EVENTS)[number];

/** Abstract state for the graph: value + what matters of the context. */
function abstractState(s: { value: unknown; context: QuickBookingContext }) {
  const c = s.context;
  return JSON.stringify({
    v: s.value,
    scene: c.sceneId !== null,
    skip: Math.min(c.skip, 2),
    slot: c.slot !== null,
    draft: c.draft === DRAFT,
    booked: c.reservation !== null,
    err: c.errorCode,
  });
}

// The model has no checkout child: forwarding to it is left out there (checked on the real machine).
const model = createTestModel(
  toTestModelMachine(quickBookingMachine.provide({ actions: { forwardToCheckout: () => undefined } })),
  {
    events: EVENTS as unknown as never,
    serializeState: ((state: never) => abstractState(state)) as never,
  },
);

function stateChecks(ctx: () => QuickBookingContext, calls: Record<string, unknown[]>): Record<string, () => void> {
  const last = (name: string) => calls[name][calls[name].length - 1];
  return {
    choosingScene: () => expect(ctx().reservation).toBeNull(),
    searching: () => {
      expect(last('findSlot')).toEqual({ sceneId: 1, skip: ctx().skip });
      expect(ctx().error).toBeNull();
    },
    offer: () => expect(ctx().slot).toEqual(SLOT),
    none: () => {
      expect(ctx().slot).toBeNull();
      expect([null, Code.SERVER_ERROR]).toContain(ctx().errorCode);
    },
    checkout: () => {
      // The checkout books the offered slot, starting from the draft of an earlier checkout.
      expect(last('bookingCheckout')).toEqual({
        request: { siteId: SLOT.siteId, start: SLOT.start, end: SLOT.end },
        draft: ctx().draft,
      });
      expect(ctx().error).toBeNull();
    },
    booked: () => expect(ctx().reservation).toEqual(RESERVATION),
    conflict: () => {
      expect(ctx().errorCode).toBe(Code.SLOT_TAKEN);
      expect(ctx().error).toBe(SUBMIT_CONFLICT.error);
    },
    holdExpired: () => {
      expect(ctx().slot).toEqual(SLOT);
      expect(ctx().draft).toEqual(DRAFT);
    },
  };
}

function eventChecks(
  event: AnyEvent,
  before: QuickBookingContext,
  beforeValue: unknown,
  after: QuickBookingContext,
  forwarded: unknown[],
) {
  switch (event.type) {
    case 'offer.next':
      if (beforeValue === 'offer') expect(after.skip).toBe(before.skip + 1);
      break;
    case 'search':
      if (['none', 'conflict', 'holdExpired'].includes(String(beforeValue))) expect(after.skip).toBe(0);
      break;
    case 'restart':
      if (beforeValue !== 'checkout')
        expect(after).toEqual({
          ...before,
          sceneId: null,
          skip: 0,
          slot: null,
          draft: EMPTY_DRAFT,
          reservation: null,
          error: null,
          errorCode: null,
        });
      break;
    case 'xstate.done.actor.checkout':
      if (event.output === HOLD_CONFLICT) expect(after.skip).toBe(0);
      if (event.output === REFUSED) expect(after.error).toBe(REFUSED.error);
      if (event.output === RESTART) expect(after.sceneId).toBeNull();
      break;
    default:
      break;
  }
  // While checking out, the checkout's events go to the checkout and change nothing here.
  if (beforeValue === 'checkout' && CHECKOUT_EVENT_TYPES.includes(event.type)) {
    expect(forwarded).toEqual([event]);
    expect(after).toEqual(before);
  }
}

describe('quick booking machine — generated paths', () => {
  const paths = getTransitionPaths(model as never);

  for (const [i, path] of paths.entries()) {
    const name =
      `#${i + 1} ${String(path.state.value)} via ` +
      path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    it(name, async () => {
      const h = createPromiseHarness(quickBookingMachine, ['findSlot', 'bookingCheckout'], {
        invokeIds: { checkout: 'bookingCheckout' },
      });
      const forwarded = recordForwarded(h.actor);
      const ctx = () => h.actor.getSnapshot().context;
      const checks = stateChecks(ctx, h.calls);
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          async ({ event }: { event: AnyEvent }) => {
            const before = ctx();
            const beforeValue = h.actor.getSnapshot().value;
            forwarded.length = 0;
            await h.exec(event);
            eventChecks(event, before, beforeValue, ctx(), [...forwarded]);
          },
        ]),
      );
      const states = Object.fromEntries(
        Object.keys(checks).map((key) => [
          key,
          // The state's own checks (a comparison with the model's snapshot would compare the machine with itself).
          () => checks[key](),
        ]),
      );
      await path.test({ states, events } as never);
    });
  }
});

/**
 * Records which transitions the real actors above took, for `npm run machines:coverage`
 * (docs/machines.md, "Proving a machine"), and proves they are all of them.
 */
describe('quick-booking machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
  });
});
