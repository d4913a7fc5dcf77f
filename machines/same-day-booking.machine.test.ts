/**
 * Same-day booking: unit tests of the selection rules, then generated path tests
 * (DESIGN.md §5) that traverse every transition — each state × event × guarded branch,
 * the checkout's done (one per outcome) and error. The graph is built on an abstraction
 * of the context (which slots are selected, the draft, the error …) so it stays small;
 * each path is replayed on the real machine with the checkout child settled by hand,
 * checking what the view cannot show (features/booking/same-day-booking.paths.test.tsx shows the
 * rest): the context of every state reached,
 * the checkout's input, and that the checkout's events are forwarded to it.
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { ReservationDetail, Slot } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { EMPTY_DRAFT, isBookingFormValid } from './booking-checkout.machine';
import { CHECKOUT_EVENT_TYPES, checkoutOutputs, DRAFT, recordForwarded } from './checkout-testing';
import { createPromiseHarness, getTransitionPaths, toTestModelMachine } from './path-testing';
import { rangeOf, sameDayBookingMachine, toggleSlot, type SameDayBookingContext } from './same-day-booking.machine';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

/** Transitions the real actors of this file take (checked by the last test). */
const coverage = recordTransitions(sameDayBookingMachine);

const DAY = '2026-11-22';
const slot = (h: number, status: Slot['status'] = 'free'): Slot => ({
  start: `${DAY}T${String(h).padStart(2, '0')}:00:00+08:00`,
  end: `${DAY}T${String(h + 1).padStart(2, '0')}:00:00+08:00`,
  status,
});
const A = slot(9),
  B = slot(10),
  C = slot(11),
  T = slot(12, 'taken'),
  X = slot(13);

describe('toggleSlot keeps the selection consecutive', () => {
  it('extends at either end and starts over on a gap', () => {
    expect(toggleSlot([], B)).toEqual([B]);
    expect(toggleSlot([B], C)).toEqual([B, C]);
    expect(toggleSlot([B, C], A)).toEqual([A, B, C]);
    expect(toggleSlot([A, B], X)).toEqual([X]);
  });

  it('removes end slots and cuts before an inner slot', () => {
    expect(toggleSlot([A, B, C], A)).toEqual([B, C]);
    expect(toggleSlot([A, B, C], C)).toEqual([A, B]);
    expect(toggleSlot([A, B, C], B)).toEqual([A]);
    expect(toggleSlot([A], A)).toEqual([]);
  });

  it('compares instants, not strings', () => {
    const sameAsB = { ...B, start: '2026-11-22T02:00:00Z', end: '2026-11-22T03:00:00Z' };
    expect(toggleSlot([A], sameAsB)).toEqual([A, sameAsB]);
  });

  it('merges the selection into one range', () => {
    expect(rangeOf([A, B, C])).toEqual({ start: A.start, end: C.end });
    expect(rangeOf([])).toBeNull();
  });

  it('validates the form fields', () => {
    expect(isBookingFormValid({ subject: '', phone: '', remark: '' })).toBe(true);
    expect(isBookingFormValid({ subject: 'x', phone: '+86 138-1234-5678', remark: '' })).toBe(true);
    expect(isBookingFormValid({ subject: 'x', phone: 'call me', remark: '' })).toBe(false);
    expect(isBookingFormValid({ subject: 'x'.repeat(101), phone: '', remark: '' })).toBe(false);
    expect(isBookingFormValid({ subject: '', phone: '', remark: 'x'.repeat(501) })).toBe(false);
  });
});

const RESERVATION: ReservationDetail = {
  id: 42,
  siteId: 11,
  siteName: 'Court 1',
  sceneName: 'Badminton',
  campusName: 'North',
  start: A.start,
  end: B.end,
  status: 'approved',
  userId: 7,
  userName: 'Booker',
  account: 'booker',
  createdAt: `${DAY}T08:00:00+08:00`,
  subject: 'Team practice',
  phone: '13812345678',
  remark: null,
  buildingName: 'Gym',
  floorName: '1F',
  timeZone: 'Asia/Shanghai',
  cancelledAt: null,
  cancellable: true,
};
const OTHER_ERROR = { code: Code.SERVER_ERROR, message: 'Unknown system error' };
const OUT = checkoutOutputs(RESERVATION);

const EVENTS = [
  { type: 'scene.select', sceneId: 1 },
  { type: 'scene.select', sceneId: 2 },
  { type: 'site.select', siteId: 11 },
  { type: 'site.select', siteId: 12 },
  { type: 'date.select', date: '2026-11-23' },
  { type: 'slot.toggle', slot: A },
  { type: 'slot.toggle', slot: B },
  { type: 'slot.toggle', slot: C },
  { type: 'slot.toggle', slot: T },
  { type: 'slot.toggle', slot: X },
  { type: 'slots.confirm' },
  { type: 'form.change', field: 'subject', value: 'Team practice' },
  { type: 'participants.change', participants: [{ name: 'Guest', isLeader: false }] },
  { type: 'notices.load', notices: DRAFT.notices },
  { type: 'notices.agree', agreed: true },
  { type: 'form.submit' },
  { type: 'hold.expire' },
  { type: 'back' },
  { type: 'retry' },
  { type: 'restart' },
  ...Object.values(OUT).map((output) => ({ type: 'xstate.done.actor.checkout', output }) as const),
  { type: 'xstate.error.actor.checkout', error: OTHER_ERROR },
] as const;
type AnyEvent = (typeof EVENTS)[number];

/** Abstract state for the graph: value + what matters of the context. */
function abstractState(s: { value: unknown; context: SameDayBookingContext }) {
  const c = s.context;
  return JSON.stringify({
    v: s.value,
    scene: c.sceneId !== null,
    site: c.siteId !== null,
    sel: c.slots.map((x) => x.start.slice(11, 13)).join(','),
    draft: c.draft === DRAFT,
    booked: c.reservation !== null,
    err: c.errorCode,
    conflict: c.conflictRange !== null,
  });
}

// The model has no checkout child: forwarding to it is left out there (checked on the real machine).
const model = createTestModel(
  toTestModelMachine(sameDayBookingMachine.provide({ actions: { forwardToCheckout: () => undefined } })),
  {
    events: EVENTS as unknown as never,
    input: { date: DAY },
    serializeState: ((state: never) => abstractState(state)) as never,
  },
);

const consecutive = (slots: Slot[]) =>
  slots.every((s, i) => i === 0 || Date.parse(slots[i - 1].end) === Date.parse(s.start));

function stateChecks(ctx: () => SameDayBookingContext, calls: Record<string, unknown[]>): Record<string, () => void> {
  return {
    pickingScene: () => {
      expect(ctx().siteId).toBeNull();
      expect(ctx().slots).toEqual([]);
    },
    pickingSite: () => {
      expect(ctx().sceneId).not.toBeNull();
      expect(ctx().siteId).toBeNull();
      expect(ctx().slots).toEqual([]);
    },
    pickingSlots: () => {
      expect(ctx().siteId).not.toBeNull();
      expect(consecutive(ctx().slots)).toBe(true);
      expect(ctx().slots.every((s) => s.status === 'free')).toBe(true);
    },
    checkout: () => {
      const c = ctx();
      expect(calls.bookingCheckout.at(-1)).toEqual({
        request: { siteId: c.siteId, start: c.slots[0].start, end: c.slots[c.slots.length - 1].end },
        draft: c.draft,
      });
      expect(c.error).toBeNull();
    },
    booked: () => {
      expect(ctx().reservation).toEqual(RESERVATION);
      expect(ctx().error).toBeNull();
    },
    conflict: () => {
      expect(ctx().slots).toEqual([]);
      expect(ctx().conflictRange).not.toBeNull();
      expect([OUT.holdConflict.errorCode, OUT.submitConflict.errorCode]).toContain(ctx().errorCode);
    },
    holdExpired: () => {
      expect(ctx().slots.length).toBeGreaterThan(0);
      expect(ctx().draft).toEqual(DRAFT);
    },
  };
}

function eventChecks(
  event: AnyEvent,
  before: SameDayBookingContext,
  beforeValue: unknown,
  after: SameDayBookingContext,
  forwarded: unknown[],
) {
  if (beforeValue === 'checkout' && CHECKOUT_EVENT_TYPES.includes(event.type)) {
    // The checkout's events go to the checkout and change nothing here.
    expect(forwarded).toEqual([event]);
    expect(after).toEqual(before);
    return;
  }
  switch (event.type) {
    case 'slot.toggle': {
      if (event.slot.status !== 'free') {
        expect(after.slots).toEqual(before.slots);
        break;
      }
      const wasSelected = before.slots.some((s) => s.start === event.slot.start);
      expect(after.slots.some((s) => s.start === event.slot.start)).toBe(!wasSelected);
      break;
    }
    case 'date.select':
      expect(after.date).toBe(event.date);
      expect(after.slots).toEqual([]);
      break;
    case 'site.select':
      expect(after.siteId).toBe(event.siteId);
      expect(after.slots).toEqual([]);
      break;
    case 'scene.select':
      expect(after.sceneId).toBe(event.sceneId);
      expect(after.siteId).toBeNull();
      break;
    case 'restart':
      expect(after).toEqual({
        sceneId: null,
        siteId: null,
        date: before.date,
        slots: [],
        draft: EMPTY_DRAFT,
        reservation: null,
        error: null,
        errorCode: null,
        conflictRange: null,
      });
      break;
    case 'xstate.done.actor.checkout':
      if (event.output === OUT.restart) expect(after.sceneId).toBeNull();
      if (event.output === OUT.back || event.output === OUT.refused) {
        expect(after.slots).toEqual(before.slots);
        expect(after.draft).toEqual(DRAFT);
      }
      if (event.output === OUT.refused) expect(after.error).toBe(OUT.refused.error);
      if (event.output.outcome === 'conflict') expect(after.conflictRange).toEqual(rangeOf(before.slots));
      break;
    default:
      break;
  }
}

describe('same-day booking machine — every transition', () => {
  const paths = getTransitionPaths(model as never);

  for (const [i, path] of paths.entries()) {
    const name =
      `#${i + 1} ${String(path.state.value)} via ` +
      path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    it(name, async () => {
      const h = createPromiseHarness(sameDayBookingMachine, ['bookingCheckout'], {
        input: { date: DAY },
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
describe('same-day-booking machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
  });
});
