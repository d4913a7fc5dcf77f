/**
 * Same-day booking: unit tests of the selection rules, then generated path tests
 * (DESIGN.md §5). The graph is built on an abstraction of the context (which slots are
 * selected, whether the form is valid …) so it stays small; each path is replayed on
 * the real machine with a hand-settled `submitReservation`, comparing the snapshot with
 * the model's and checking the context of every state reached and the actor's input.
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { ReservationDetail, Slot } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import { createPromiseHarness, toTestModelMachine } from './path-testing';
import {
  isBookingFormValid,
  rangeOf,
  sameDayBookingMachine,
  toggleSlot,
  type SameDayBookingContext,
} from './same-day-booking.machine';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

/** Transitions the real actors of this file take (checked by the last test). */
const coverage = recordTransitions(sameDayBookingMachine);

const DAY = '2026-11-22';
const slot = (h: number, status: Slot['status'] = 'free'): Slot => ({
  start: `${DAY}T${String(h).padStart(2, '0')}:00:00+08:00`,
  end: `${DAY}T${String(h + 1).padStart(2, '0')}:00:00+08:00`,
  status,
});
const A = slot(9), B = slot(10), C = slot(11), T = slot(12, 'taken'), X = slot(13);

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
  id: 42, siteId: 11, siteName: 'Court 1', sceneName: 'Badminton', campusName: 'North', start: A.start, end: B.end,
  status: 'approved', userId: 7, userName: 'Booker', account: 'booker', createdAt: `${DAY}T08:00:00+08:00`,
  subject: 'Team practice', phone: '13812345678', remark: null, buildingName: 'Gym', floorName: '1F', timeZone: 'Asia/Shanghai',
  cancelledAt: null, cancellable: true,
};
const TAKEN_ERROR = { code: Code.SLOT_TAKEN, message: 'This slot has just been booked' };
const HELD_ERROR = { code: Code.SLOT_HELD, message: 'Someone else is booking this slot right now' };
const RULE_ERROR = { code: Code.RULE_NOT_OPEN_YET, message: 'Bookings for Nov 23 open at 08:00 on Nov 22' };
const OTHER_ERROR = { code: Code.SERVER_ERROR, message: 'Unknown system error' };
const HOLD = { id: 5, siteId: 11, start: A.start, end: B.end, expiresAt: `${DAY}T08:05:00+08:00`, holdMinutes: 5 };
const GUEST = [{ name: 'Guest', isLeader: false }];
const NOTICES = [{ id: 1, version: 2 }];

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
  { type: 'form.change', field: 'phone', value: '13812345678' },
  { type: 'form.change', field: 'phone', value: 'not a phone' },
  { type: 'participants.change', participants: GUEST },
  { type: 'notices.load', notices: NOTICES },
  { type: 'notices.agree', agreed: true },
  { type: 'form.submit' },
  { type: 'hold.expire' },
  { type: 'back' },
  { type: 'retry' },
  { type: 'restart' },
  { type: 'xstate.done.actor.holdSlots', output: HOLD },
  { type: 'xstate.error.actor.holdSlots', error: HELD_ERROR },
  { type: 'xstate.error.actor.holdSlots', error: RULE_ERROR },
  { type: 'xstate.done.actor.submitReservation', output: RESERVATION },
  { type: 'xstate.error.actor.submitReservation', error: TAKEN_ERROR },
  { type: 'xstate.error.actor.submitReservation', error: OTHER_ERROR },
] as const;
type AnyEvent = (typeof EVENTS)[number];

/** Abstract state for the graph: value + what matters of the context + the incoming transition. */
function abstractState(s: { value: unknown; context: SameDayBookingContext }) {
  const c = s.context;
  return JSON.stringify({
    v: s.value,
    scene: c.sceneId !== null,
    site: c.siteId !== null,
    sel: c.slots.map((x) => x.start.slice(11, 13)).join(','),
    form: c.form.subject !== '' ? (isBookingFormValid(c.form) ? 'filled' : 'invalid') : isBookingFormValid(c.form) ? 'empty' : 'invalid',
    booked: c.reservation !== null,
    err: c.errorCode,
    hold: c.hold !== null,
    people: c.participants.length,
    notices: c.notices.length,
    agreed: c.agreed,
  });
}

const model = createTestModel(toTestModelMachine(sameDayBookingMachine), {
  events: EVENTS as unknown as never,
  input: { date: DAY },
  serializeState: ((state: never, event: { type: string } | undefined, prev: { value: unknown } | undefined) =>
    `${abstractState(state)}|` +
      (event && prev && JSON.stringify(prev.value) !== JSON.stringify((state as { value: unknown }).value)
        ? `${event.type}<${JSON.stringify(prev.value)}`
        : '')) as never,
});

const consecutive = (slots: Slot[]) => slots.every((s, i) => i === 0 || Date.parse(slots[i - 1].end) === Date.parse(s.start));

function expectedSubmitInput(c: SameDayBookingContext) {
  const input: Record<string, unknown> = { siteId: c.siteId, start: c.slots[0].start, end: c.slots[c.slots.length - 1].end };
  for (const f of ['subject', 'phone', 'remark'] as const) if (c.form[f].trim()) input[f] = c.form[f].trim();
  if (c.participants.length > 0) input.participants = c.participants;
  if (c.notices.length > 0) input.agreements = c.notices;
  return input;
}

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
      expect(ctx().hold).toBeNull();
    },
    holding: () => {
      const c = ctx();
      expect(calls.holdSlots[calls.holdSlots.length - 1]).toEqual({ siteId: c.siteId, start: c.slots[0].start, end: c.slots[c.slots.length - 1].end });
      expect(c.hold).toBeNull();
    },
    fillingForm: () => {
      expect(ctx().slots.length).toBeGreaterThan(0);
      expect(consecutive(ctx().slots)).toBe(true);
      expect(ctx().hold).toEqual(HOLD);
    },
    submitting: () => {
      expect(isBookingFormValid(ctx().form)).toBe(true);
      expect(ctx().notices.length === 0 || ctx().agreed).toBe(true);
      expect(calls.submitReservation[calls.submitReservation.length - 1]).toEqual(expectedSubmitInput(ctx()));
      expect(ctx().error).toBeNull();
    },
    booked: () => {
      expect(ctx().reservation).toEqual(RESERVATION);
      expect(ctx().error).toBeNull();
      expect(ctx().hold).toBeNull();
    },
    conflict: () => {
      expect(ctx().slots).toEqual([]);
      expect(ctx().hold).toBeNull();
      expect(ctx().conflictRange).not.toBeNull();
      expect([Code.SLOT_TAKEN, Code.SLOT_HELD]).toContain(ctx().errorCode);
      expect([TAKEN_ERROR.message, HELD_ERROR.message]).toContain(ctx().error);
    },
    failed: () => {
      expect(ctx().slots.length).toBeGreaterThan(0);
      expect(ctx().errorCode).toBe(Code.SERVER_ERROR);
      expect(ctx().error).toBe(OTHER_ERROR.message);
    },
    holdExpired: () => {
      expect(ctx().slots.length).toBeGreaterThan(0);
      expect(ctx().hold).toBeNull();
    },
  };
}

function eventChecks(
  event: AnyEvent, before: SameDayBookingContext, beforeValue: unknown, after: SameDayBookingContext, released: number,
) {
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
    case 'form.change':
      expect(after.form[event.field]).toBe(event.value);
      break;
    case 'restart':
      expect(after).toEqual({
        sceneId: null, siteId: null, date: before.date, slots: [], form: { subject: '', phone: '', remark: '' },
        reservation: null, error: null, errorCode: null, hold: null, participants: [], notices: [], agreed: false, conflictRange: null,
      });
      // The hold held before is released, and only then.
      expect(released).toBe(before.hold ? 1 : 0);
      break;
    case 'back':
      if (beforeValue === 'fillingForm' || beforeValue === 'failed') expect(after.slots).toEqual(before.slots);
      expect(released).toBe(beforeValue === 'fillingForm' ? 1 : 0);
      break;
    case 'notices.load':
      expect(after.notices).toEqual(event.notices);
      break;
    default:
      break;
  }
}

describe('same-day booking machine — generated paths', () => {
  const paths = model.getShortestPaths();

  it('reaches every state, including booked, conflict, failed and holdExpired', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    expect([...reached].sort()).toEqual([
      'booked', 'conflict', 'failed', 'fillingForm', 'holdExpired', 'holding', 'pickingScene', 'pickingSite', 'pickingSlots',
      'submitting',
    ]);
  });

  for (const [i, path] of paths.entries()) {
    const name = `#${i + 1} ${String(path.state.value)} via ` + path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    it(name, async () => {
      let released = 0;
      const h = createPromiseHarness(sameDayBookingMachine, ['holdSlots', 'submitReservation'], {
        input: { date: DAY }, actions: { releaseHold: () => { released++; } },
      });
      const ctx = () => h.actor.getSnapshot().context;
      const checks = stateChecks(ctx, h.calls);
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          async ({ event }: { event: AnyEvent }) => {
            const before = ctx();
            const beforeValue = h.actor.getSnapshot().value;
            released = 0;
            await h.exec(event);
            eventChecks(event, before, beforeValue, ctx(), released);
          },
        ]),
      );
      const states = Object.fromEntries(
        Object.keys(checks).map((key) => [
          key,
          (modelState: { value: unknown; context: SameDayBookingContext }) => {
            // the graph merges concrete contexts with the same abstraction: compare those
            expect(abstractState(h.actor.getSnapshot())).toEqual(abstractState(modelState));
            checks[key]();
          },
        ]),
      );
      await path.test({ states, events } as never);
    });
  }
});

/**
 * Records which transitions the real actors above took, for `npm run machines:coverage`
 * (docs/machines.md, "Proving a machine"); 100 % is not asserted here yet.
 */
describe('same-day-booking machine — transition coverage', () => {
  it('records the transitions taken', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.covered).toBeGreaterThan(0);
  });
});
