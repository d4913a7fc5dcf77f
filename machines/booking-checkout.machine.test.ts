/**
 * The booking checkout (the child machine of the three booking wizards): generated path
 * tests (DESIGN.md §5) that traverse every transition — each state × event × guarded
 * branch, invoke done/error — on an abstraction of the context, each replayed on the real
 * machine with hand-settled `holdSlots` / `submitReservation`, checking what the views
 * cannot show (the wizards' *.paths.test.tsx show the rest): the context, the actors'
 * inputs, the hold's release and the output of every final state.
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import {
  bookingCheckoutMachine,
  isBookingFormValid,
  type CheckoutContext,
  type CheckoutInput,
  type CheckoutOutput,
} from './booking-checkout.machine';
import { createPromiseHarness, getTransitionPaths, toTestModelMachine } from './path-testing';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

/** Transitions the real actors of this file take (checked by the last test). */
const coverage = recordTransitions(bookingCheckoutMachine);

const REQUEST = { siteId: 11, start: '2026-11-22T09:00:00+08:00', end: '2026-11-22T11:00:00+08:00' };
const INPUT: CheckoutInput = { request: REQUEST };
const RESERVATION: ReservationDetail = {
  id: 42,
  siteId: 11,
  siteName: 'Court 1',
  sceneName: 'Badminton',
  campusName: 'North',
  start: REQUEST.start,
  end: REQUEST.end,
  status: 'approved',
  userId: 7,
  userName: 'Booker',
  account: 'booker',
  createdAt: '2026-11-22T08:00:00+08:00',
  subject: 'Team practice',
  phone: null,
  remark: null,
  buildingName: 'Gym',
  floorName: '1F',
  timeZone: 'Asia/Shanghai',
  cancelledAt: null,
  cancellable: true,
};
const TAKEN_ERROR = { code: Code.SLOT_TAKEN, message: 'This slot has just been booked' };
const HELD_ERROR = { code: Code.SLOT_HELD, message: 'Someone else is booking this slot right now' };
const RULE_ERROR = { code: Code.RULE_NOT_OPEN_YET, message: 'Bookings for Nov 23 open at 08:00 on Nov 22' };
const OTHER_ERROR = { code: Code.SERVER_ERROR, message: 'Unknown system error' };
const HOLD = {
  id: 5,
  siteId: 11,
  start: REQUEST.start,
  end: REQUEST.end,
  expiresAt: '2026-11-22T08:05:00+08:00',
  holdMinutes: 5,
};
const GUEST = [{ name: 'Guest', isLeader: false }];
const NOTICES = [{ id: 1, version: 2 }];
/** The values of a form rule's form (a booking that needs approval). */
const APPROVAL_VALUES = { purpose: 'Board meeting' };
/** The people chosen for a CUSTOM approver node of that form's path. */
const APPROVERS = { chosenNode: [{ id: 7, name: 'Chosen Approver', account: 'chosen', orgId: null, orgName: null }] };
const APPROVAL = { formValues: APPROVAL_VALUES, approvers: APPROVERS };

const EVENTS = [
  { type: 'form.change', field: 'subject', value: 'Team practice' },
  { type: 'form.change', field: 'phone', value: 'not a phone' },
  { type: 'form.change', field: 'phone', value: '' },
  { type: 'form.change', field: 'nickname', value: 'x' },
  { type: 'participants.change', participants: GUEST },
  { type: 'notices.load', notices: NOTICES },
  { type: 'notices.agree', agreed: true },
  { type: 'form.submit' },
  { type: 'form.submit', approval: APPROVAL },
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

/** Abstract state for the graph: value + what matters of the context. */
function abstractState(s: { value: unknown; context: CheckoutContext }) {
  const c = s.context;
  return JSON.stringify({
    v: s.value,
    form:
      c.form.subject !== ''
        ? isBookingFormValid(c.form)
          ? 'filled'
          : 'invalid'
        : isBookingFormValid(c.form)
          ? 'empty'
          : 'invalid',
    booked: c.reservation !== null,
    err: c.errorCode,
    hold: c.hold !== null,
    people: c.participants.length,
    notices: c.notices.length,
    agreed: c.agreed,
    formValues: c.formValues !== null,
    restart: c.restart,
  });
}

const model = createTestModel(toTestModelMachine(bookingCheckoutMachine), {
  events: EVENTS as unknown as never,
  input: INPUT,
  serializeState: ((state: never) => abstractState(state)) as never,
});

function expectedSubmitInput(c: CheckoutContext) {
  const input: Record<string, unknown> = { ...REQUEST };
  for (const f of ['subject', 'phone', 'remark'] as const) if (c.form[f].trim()) input[f] = c.form[f].trim();
  if (c.participants.length > 0) input.participants = c.participants;
  if (c.notices.length > 0) input.agreements = c.notices;
  if (c.formValues) input.formValues = c.formValues;
  if (Object.keys(c.approvers).length > 0) input.customChoices = { chosenNode: [7] };
  return input;
}

function stateChecks(
  snap: () => { context: CheckoutContext; output?: unknown; hasTag(tag: string): boolean },
  calls: Record<string, unknown[]>,
  released: () => unknown[],
): Record<string, () => void> {
  const ctx = () => snap().context;
  const output = () => snap().output as CheckoutOutput;
  const draft = () => ({
    form: ctx().form,
    participants: ctx().participants,
    notices: ctx().notices,
    agreed: ctx().agreed,
    formValues: ctx().formValues,
    approvers: ctx().approvers,
  });
  return {
    holding: () => {
      expect(calls.holdSlots.at(-1)).toEqual(REQUEST);
      expect(ctx().hold).toBeNull();
      expect(snap().hasTag('busy')).toBe(true);
    },
    fillingForm: () => {
      expect(ctx().hold).toEqual(HOLD);
      expect(snap().hasTag('form')).toBe(true);
    },
    submitting: () => {
      expect(isBookingFormValid(ctx().form)).toBe(true);
      expect(ctx().notices.length === 0 || ctx().agreed).toBe(true);
      expect(calls.submitReservation.at(-1)).toEqual(expectedSubmitInput(ctx()));
      expect(ctx().error).toBeNull();
      expect(snap().hasTag('busy') && snap().hasTag('form')).toBe(true);
    },
    failed: () => {
      expect(ctx().hold).toEqual(HOLD);
      expect(ctx().errorCode).toBe(Code.SERVER_ERROR);
      expect(ctx().error).toBe(OTHER_ERROR.message);
      expect(snap().hasTag('failed')).toBe(true);
    },
    booked: () => {
      expect(output()).toEqual({
        outcome: 'booked',
        reservation: RESERVATION,
        stage: null,
        error: null,
        errorCode: null,
        restart: false,
        draft: draft(),
      });
      // The booking used the hold: nothing to release.
      expect(released()).toEqual([]);
    },
    conflict: () => {
      expect(output()).toMatchObject({ outcome: 'conflict', reservation: null, restart: false, draft: draft() });
      expect([Code.SLOT_TAKEN, Code.SLOT_HELD]).toContain(output().errorCode);
      expect([TAKEN_ERROR.message, HELD_ERROR.message]).toContain(output().error);
      // A conflict on booking releases the hold taken before; on holding there is none.
      expect(released()).toEqual(output().stage === 'submit' ? [HOLD] : []);
    },
    refused: () => {
      expect(output()).toEqual({
        outcome: 'refused',
        reservation: null,
        stage: 'hold',
        error: RULE_ERROR.message,
        errorCode: RULE_ERROR.code,
        restart: false,
        draft: draft(),
      });
      expect(released()).toEqual([]);
    },
    holdExpired: () => {
      expect(output()).toMatchObject({ outcome: 'holdExpired', reservation: null, restart: false, draft: draft() });
      // Expired on the server already: nothing to release.
      expect(released()).toEqual([]);
    },
    cancelled: () => {
      expect(output()).toMatchObject({
        outcome: 'cancelled',
        reservation: null,
        restart: ctx().restart,
        draft: draft(),
      });
    },
  };
}

function eventChecks(
  event: AnyEvent,
  before: CheckoutContext,
  beforeValue: unknown,
  after: CheckoutContext,
  released: unknown[],
) {
  switch (event.type) {
    case 'form.change':
      if (event.field === 'nickname') expect(after.form).toEqual(before.form);
      else expect(after.form[event.field]).toBe(event.value);
      break;
    case 'participants.change':
      expect(after.participants).toEqual(event.participants);
      break;
    case 'notices.load':
      expect(after.notices).toEqual(event.notices);
      break;
    case 'notices.agree':
      expect(after.agreed).toBe(event.agreed);
      break;
    case 'form.submit':
      // An approval sent with an accepted submission is kept (and sent); without one the earlier one stays.
      if (beforeValue === 'fillingForm' && 'approval' in event && after !== before) {
        expect(after.formValues).toEqual(event.approval.formValues);
        expect(after.approvers).toEqual(event.approval.approvers);
      } else if (!('approval' in event)) {
        expect(after.formValues).toEqual(before.formValues);
        expect(after.approvers).toEqual(before.approvers);
      }
      break;
    case 'restart':
    case 'back':
      // Leaving the checkout releases the hold held then, and only that; back from failed stays in it.
      expect(released).toEqual(
        beforeValue === 'failed' && event.type === 'back' ? [] : before.hold ? [before.hold] : [],
      );
      expect(after.restart).toBe(event.type === 'restart');
      break;
    default:
      break;
  }
}

describe('booking checkout machine', () => {
  it('starts holding the request and keeps an earlier draft', () => {
    const draft = {
      form: { subject: 'Team practice', phone: '', remark: '' },
      participants: GUEST,
      notices: NOTICES,
      agreed: true,
      formValues: APPROVAL_VALUES,
      approvers: APPROVERS,
    };
    const h = createPromiseHarness(bookingCheckoutMachine, ['holdSlots', 'submitReservation'], {
      input: { request: REQUEST, draft },
    });
    expect(h.actor.getSnapshot().value).toBe('holding');
    expect(h.actor.getSnapshot().context).toMatchObject(draft);
    expect(h.calls.holdSlots).toEqual([REQUEST]);
  });
});

describe('booking checkout machine — every transition', () => {
  const paths = getTransitionPaths(model as never);

  for (const [i, path] of paths.entries()) {
    const via = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    const name = `#${i + 1} ${String(path.state.value)} via ${via}`;
    it(name, async () => {
      let released: unknown[] = [];
      const h = createPromiseHarness(bookingCheckoutMachine, ['holdSlots', 'submitReservation'], {
        input: INPUT,
        actions: {
          releaseHold: (_: unknown, params: { hold: unknown }) => {
            if (params.hold) released.push(params.hold);
          },
        },
      });
      const snap = () => h.actor.getSnapshot();
      const checks = stateChecks(snap, h.calls, () => released);
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          async ({ event }: { event: AnyEvent }) => {
            const before = snap().context;
            const beforeValue = snap().value;
            released = [];
            await h.exec(event);
            eventChecks(event, before, beforeValue, snap().context, released);
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
describe('booking-checkout machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
  });
});
