/**
 * Cross-day booking: generated path tests (DESIGN.md §5) that traverse every transition —
 * each state × event × guarded branch, the checkout's done (one per outcome) and error. The
 * graph is built on an abstraction of the context (which range ends are chosen, the draft,
 * the error); each path is replayed on the real machine with the checkout child settled by
 * hand, checking what the view cannot show (features/cross-day/cross-day-booking.paths.test.tsx
 * shows the rest): the context of every state
 * reached, the checkout's input, and that the checkout's events are forwarded to it.
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { EMPTY_DRAFT } from './booking-checkout.machine';
import { CHECKOUT_EVENT_TYPES, checkoutOutputs, DRAFT, recordForwarded } from './checkout-testing';
import { createPromiseHarness, getTransitionPaths, toTestModelMachine } from './path-testing';
import { crossDayBookingMachine, isRange, type CrossDayBookingContext } from './cross-day-booking.machine';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

/** Transitions the real actors of this file take (checked by the last test). */
const coverage = recordTransitions(crossDayBookingMachine);

const MON_18 = '2026-11-23T18:00:00+08:00';
const WED_10 = '2026-11-25T10:00:00+08:00';
const MON_09 = '2026-11-23T09:00:00+08:00';
const RESERVATION: ReservationDetail = {
  id: 42,
  siteId: 11,
  siteName: 'Meeting Room 301',
  sceneName: 'Meeting room',
  campusName: 'East',
  start: MON_18,
  end: WED_10,
  status: 'pendingAudit',
  userId: 7,
  userName: 'Booker',
  account: 'booker',
  createdAt: '2026-11-22T08:00:00+08:00',
  subject: 'Workshop',
  phone: null,
  remark: null,
  buildingName: 'Library',
  floorName: '3F',
  timeZone: 'Asia/Shanghai',
  cancelledAt: null,
  cancellable: true,
};
const OTHER = { code: Code.SERVER_ERROR, message: 'Unknown system error' };
const OUT = checkoutOutputs(RESERVATION);

const EVENTS = [
  { type: 'site.select', siteId: 11 },
  { type: 'range.start', start: MON_18 },
  { type: 'range.end', end: WED_10 },
  { type: 'range.end', end: MON_09 },
  { type: 'range.confirm' },
  { type: 'form.change', field: 'subject', value: 'Workshop' },
  { type: 'participants.change', participants: [] },
  { type: 'notices.load', notices: DRAFT.notices },
  { type: 'notices.agree', agreed: true },
  { type: 'form.submit' },
  { type: 'hold.expire' },
  { type: 'back' },
  { type: 'retry' },
  { type: 'restart' },
  ...Object.values(OUT).map((output) => ({ type: 'xstate.done.actor.checkout', output }) as const),
  { type: 'xstate.error.actor.checkout', error: OTHER },
] as const;
type AnyEvent = (typeof EVENTS)[number];

/** Abstract state for the graph: value + what matters of the context. */
function abstractState(s: { value: unknown; context: CrossDayBookingContext }) {
  const c = s.context;
  return JSON.stringify({
    v: s.value,
    site: c.siteId !== null,
    start: c.start?.slice(8, 13) ?? null,
    end: c.end?.slice(8, 13) ?? null,
    draft: c.draft === DRAFT,
    booked: c.reservation !== null,
    err: c.errorCode,
  });
}

// The model has no checkout child: forwarding to it is left out there (checked on the real machine).
const model = createTestModel(
  toTestModelMachine(crossDayBookingMachine.provide({ actions: { forwardToCheckout: () => undefined } })),
  {
    events: EVENTS as unknown as never,
    input: { siteId: null },
    serializeState: ((state: never) => abstractState(state)) as never,
  },
);

function stateChecks(ctx: () => CrossDayBookingContext, calls: Record<string, unknown[]>): Record<string, () => void> {
  return {
    choosingRange: () => expect(ctx().reservation).toBeNull(),
    checkout: () => {
      const c = ctx();
      expect(isRange(c.start, c.end)).toBe(true);
      expect(calls.bookingCheckout.at(-1)).toEqual({
        request: { siteId: c.siteId, start: c.start, end: c.end, crossDay: true },
        draft: c.draft,
      });
      expect(c.error).toBeNull();
    },
    booked: () => expect(ctx().reservation).toEqual(RESERVATION),
    conflict: () => {
      const { errorCode, error } = ctx();
      expect([OUT.holdConflict, OUT.submitConflict].some((o) => o.errorCode === errorCode && o.error === error)).toBe(
        true,
      );
    },
    holdExpired: () => {
      expect(ctx().draft).toEqual(DRAFT);
      expect(isRange(ctx().start, ctx().end)).toBe(true);
    },
  };
}

describe('cross-day booking machine — generated paths', () => {
  const paths = getTransitionPaths(model as never);

  it('refuses to confirm a range whose end is not after its start', () => {
    expect(isRange(MON_18, MON_09)).toBe(false);
    expect(isRange(MON_18, WED_10)).toBe(true);
    expect(isRange(null, WED_10)).toBe(false);
  });

  for (const [i, path] of paths.entries()) {
    const name =
      `#${i + 1} ${String(path.state.value)} via ` +
      path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    it(name, async () => {
      const h = createPromiseHarness(crossDayBookingMachine, ['bookingCheckout'], {
        input: { siteId: null },
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
            if (beforeValue === 'checkout' && CHECKOUT_EVENT_TYPES.includes(event.type)) {
              // The checkout's events go to the checkout and change nothing here.
              expect(forwarded).toEqual([event]);
              expect(ctx()).toEqual(before);
            } else if (event.type === 'restart') {
              expect(ctx()).toEqual({
                ...before,
                start: null,
                end: null,
                draft: EMPTY_DRAFT,
                reservation: null,
                error: null,
                errorCode: null,
              });
            }
            if (event.type === 'xstate.done.actor.checkout' && event.output === OUT.restart)
              expect(ctx().start).toBeNull();
            if (event.type === 'xstate.done.actor.checkout' && event.output === OUT.back)
              expect(ctx().draft).toEqual(DRAFT);
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
describe('cross-day-booking machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
  });
});
