/**
 * Quick booking: generated path tests (DESIGN.md §5). The graph runs on an abstraction of
 * the context (scene chosen, candidate index, slot offered, hold, form, notices, error) so
 * it stays small; each path is replayed on the real machine with hand-settled actors,
 * comparing the snapshot with the model's and checking the context of every state reached
 * and the actors' inputs.
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { QuickSlot } from '../platform/contracts/quick.contract';
import type { ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { createPromiseHarness, toTestModelMachine } from './path-testing';
import { quickBookingMachine, quickSubmitInput, type QuickBookingContext } from './quick-booking.machine';
import { isBookingFormValid } from './same-day-booking.machine';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

/** Transitions the real actors of this file take (checked by the last test). */
const coverage = recordTransitions(quickBookingMachine);

const SLOT: QuickSlot = {
  siteId: 11, siteName: 'Badminton Court 1', sceneId: 1, sceneName: 'Badminton', campusName: 'East Campus',
  buildingName: 'Sports Centre', floorName: '1F', timeZone: 'Asia/Shanghai', start: '2026-11-22T09:00:00+08:00', end: '2026-11-22T09:30:00+08:00',
};
const RESERVATION: ReservationDetail = {
  id: 42, siteId: 11, siteName: 'Badminton Court 1', sceneName: 'Badminton', campusName: 'East Campus', start: SLOT.start, end: SLOT.end,
  status: 'approved', userId: 7, userName: 'Booker', account: 'booker', createdAt: '2026-11-22T08:00:00+08:00',
  subject: null, phone: null, remark: null, buildingName: 'Sports Centre', floorName: '1F', timeZone: 'Asia/Shanghai',
  cancelledAt: null, cancellable: true,
};
const HOLD = { id: 5, siteId: 11, start: SLOT.start, end: SLOT.end, expiresAt: '2026-11-22T08:05:00+08:00', holdMinutes: 5 };
const TAKEN_ERROR = { code: Code.SLOT_TAKEN, message: 'This slot has just been booked' };
const HELD_ERROR = { code: Code.SLOT_HELD, message: 'Someone else is booking this slot right now' };
const RULE_ERROR = { code: Code.CREDIT_BARRED, message: 'Barred until Nov 30' };
const OTHER_ERROR = { code: Code.SERVER_ERROR, message: 'Unknown system error' };
const NOTICES = [{ id: 1, version: 2 }];

const EVENTS = [
  { type: 'scene.select', sceneId: 1 },
  { type: 'offer.take' },
  { type: 'offer.next' },
  { type: 'form.change', field: 'subject', value: 'Singles' },
  { type: 'form.change', field: 'phone', value: 'not a phone' },
  { type: 'notices.load', notices: NOTICES },
  { type: 'notices.agree', agreed: true },
  { type: 'form.submit' },
  { type: 'hold.expire' },
  { type: 'search' },
  { type: 'back' },
  { type: 'retry' },
  { type: 'restart' },
  { type: 'xstate.done.actor.findSlot', output: SLOT },
  { type: 'xstate.done.actor.findSlot', output: null },
  { type: 'xstate.error.actor.findSlot', error: OTHER_ERROR },
  { type: 'xstate.done.actor.holdSlot', output: HOLD },
  { type: 'xstate.error.actor.holdSlot', error: HELD_ERROR },
  { type: 'xstate.error.actor.holdSlot', error: RULE_ERROR },
  { type: 'xstate.done.actor.submitReservation', output: RESERVATION },
  { type: 'xstate.error.actor.submitReservation', error: TAKEN_ERROR },
  { type: 'xstate.error.actor.submitReservation', error: OTHER_ERROR },
] as const;
type AnyEvent = (typeof EVENTS)[number];

/** Abstract state for the graph: value + what matters of the context. */
function abstractState(s: { value: unknown; context: QuickBookingContext }) {
  const c = s.context;
  return JSON.stringify({
    v: s.value, scene: c.sceneId !== null, skip: Math.min(c.skip, 2), slot: c.slot !== null, hold: c.hold !== null,
    form: c.form.subject !== '' ? (isBookingFormValid(c.form) ? 'filled' : 'invalid') : isBookingFormValid(c.form) ? 'empty' : 'invalid',
    notices: c.notices.length, agreed: c.agreed, booked: c.reservation !== null, err: c.errorCode,
  });
}

const model = createTestModel(toTestModelMachine(quickBookingMachine), {
  events: EVENTS as unknown as never,
  serializeState: ((state: never, event: { type: string } | undefined, prev: { value: unknown } | undefined) =>
    `${abstractState(state)}|` +
      (event && prev && JSON.stringify(prev.value) !== JSON.stringify((state as { value: unknown }).value)
        ? `${event.type}<${JSON.stringify(prev.value)}`
        : '')) as never,
});

function stateChecks(ctx: () => QuickBookingContext, calls: Record<string, unknown[]>): Record<string, () => void> {
  const last = (name: string) => calls[name][calls[name].length - 1];
  return {
    choosingScene: () => expect(ctx().hold).toBeNull(),
    searching: () => {
      expect(last('findSlot')).toEqual({ sceneId: 1, skip: ctx().skip });
      expect(ctx().error).toBeNull();
      expect(ctx().hold).toBeNull();
    },
    offer: () => {
      expect(ctx().slot).toEqual(SLOT);
      expect(ctx().hold).toBeNull();
    },
    none: () => {
      expect(ctx().slot).toBeNull();
      expect([null, Code.SERVER_ERROR]).toContain(ctx().errorCode);
    },
    holding: () => expect(last('holdSlot')).toEqual({ siteId: SLOT.siteId, start: SLOT.start, end: SLOT.end }),
    confirming: () => {
      expect(ctx().slot).toEqual(SLOT);
      expect(ctx().hold).toEqual(HOLD);
    },
    submitting: () => {
      expect(isBookingFormValid(ctx().form)).toBe(true);
      expect(ctx().notices.length === 0 || ctx().agreed).toBe(true);
      expect(last('submitReservation')).toEqual(quickSubmitInput(ctx()));
      expect(last('submitReservation')).toMatchObject({ siteId: SLOT.siteId, start: SLOT.start, end: SLOT.end });
    },
    booked: () => {
      expect(ctx().reservation).toEqual(RESERVATION);
      expect(ctx().hold).toBeNull();
    },
    conflict: () => {
      expect(ctx().hold).toBeNull();
      expect(ctx().errorCode).toBe(Code.SLOT_TAKEN);
      expect(ctx().error).toBe(TAKEN_ERROR.message);
    },
    failed: () => {
      expect(ctx().errorCode).toBe(Code.SERVER_ERROR);
      expect(ctx().hold).toEqual(HOLD);
    },
    holdExpired: () => {
      expect(ctx().slot).toEqual(SLOT);
      expect(ctx().hold).toBeNull();
    },
  };
}

function eventChecks(event: AnyEvent, before: QuickBookingContext, beforeValue: unknown, after: QuickBookingContext, released: number) {
  switch (event.type) {
    case 'offer.next':
      if (beforeValue === 'offer') expect(after.skip).toBe(before.skip + 1);
      break;
    case 'search':
      if (['none', 'conflict', 'holdExpired'].includes(String(beforeValue))) expect(after.skip).toBe(0);
      break;
    case 'restart':
      expect(after).toMatchObject({ sceneId: null, skip: 0, slot: null, hold: null, reservation: null, notices: [], agreed: false });
      expect(released).toBe(before.hold ? 1 : 0);
      break;
    case 'back':
      expect(released).toBe(beforeValue === 'confirming' ? 1 : 0);
      break;
    case 'xstate.error.actor.submitReservation':
      if (event.error === TAKEN_ERROR && beforeValue === 'submitting') expect(released).toBe(1);
      break;
    default:
      break;
  }
}

describe('quick booking machine — generated paths', () => {
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    expect([...reached].sort()).toEqual([
      'booked', 'choosingScene', 'confirming', 'conflict', 'failed', 'holdExpired', 'holding', 'none', 'offer', 'searching', 'submitting',
    ]);
  });

  for (const [i, path] of paths.entries()) {
    const name = `#${i + 1} ${String(path.state.value)} via ` + path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    it(name, async () => {
      let released = 0;
      const h = createPromiseHarness(quickBookingMachine, ['findSlot', 'holdSlot', 'submitReservation'], {
        actions: { releaseHold: () => { released++; } },
      });
      const ctx = () => h.actor.getSnapshot().context;
      const checks = stateChecks(ctx, h.calls);
      const events = Object.fromEntries(EVENTS.map((e) => [
        e.type,
        async ({ event }: { event: AnyEvent }) => {
          const before = ctx();
          const beforeValue = h.actor.getSnapshot().value;
          released = 0;
          await h.exec(event);
          eventChecks(event, before, beforeValue, ctx(), released);
        },
      ]));
      const states = Object.fromEntries(Object.keys(checks).map((key) => [
        key,
        (modelState: { value: unknown; context: QuickBookingContext }) => {
          expect(abstractState(h.actor.getSnapshot())).toEqual(abstractState(modelState));
          checks[key]();
        },
      ]));
      await path.test({ states, events } as never);
    });
  }
});

/**
 * Records which transitions the real actors above took, for `npm run machines:coverage`
 * (docs/machines.md, "Proving a machine"); 100 % is not asserted here yet.
 */
describe('quick-booking machine — transition coverage', () => {
  it('records the transitions taken', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.covered).toBeGreaterThan(0);
  });
});
