/**
 * Generated paths of the cross-day booking wizard (machines/cross-day-booking.machine.ts) and
 * of the checkout it invokes (machines/booking-checkout.machine.ts) through the REAL pages
 * /appointment/crossdaytable and /appointment/crossdayform, in Simplified Chinese
 * (docs/machines.md, "Testing a machine through its view").
 *
 * The paths come from both graphs (getWizardViewPaths, machines/checkout-testing.ts): the
 * wizard's states abstracted to state × start chosen × end chosen × refusal shown, the
 * checkout's to state × notices loaded × submit allowed. Each EVENT is what the booker does
 * (choose the start date and time, the end date and time, Next, "Hold again", "Change the
 * time", type the phone, accept the notices, Book, Retry) or what the server answers: lockSite,
 * notices and addReserve are held by the gateway until the path answers them. The hold runs out
 * on the wizard's own timer (fake timers advanced by the hold's minutes). Each STATE is checked
 * on the page and URL the booker sees. Both the wizard actor and its checkout child are recorded.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getWizardViewPaths, type CheckoutModelSnapshot, type WizardPathStep } from '../../machines/checkout-testing';
import { bookingCheckoutMachine, isBookingFormValid } from '../../machines/booking-checkout.machine';
import { crossDayBookingMachine, type CrossDayBookingEvent } from '../../machines/cross-day-booking.machine';
import { toTestModelMachine } from '../../machines/path-testing';
import { recordTransitions, saveCoverageReport } from '../../machines/transition-coverage';
import { formRuleForBooking } from '../../platform/contracts/form-rule.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import {
  addReserve,
  currentPeriod,
  lockSite,
  siteRule,
  unLockSite,
  type Hold,
  type Slot,
} from '../../platform/contracts/reserve.contract';
import { sceneDetail } from '../../platform/contracts/site.contract';
import { Code } from '../../platform/protocol/codes';
import crossDay from '../../platform/i18n/locales/cross-day';
import { aReservationDetail, aRule, aScene, aSite, createHeldCalls, renderWithRuntime } from '../../ui/testing';
import { nextDays } from '../../ui/terminal-shell/time-format';
import { CrossDayFormPage, CrossDayLayout, CrossDayTablePage } from './index';

// A path runs many steps on whole pages; under a loaded machine one step may take more than the default second.
configure({ asyncUtilTimeout: 5_000 });
const wizardCoverage = recordTransitions(crossDayBookingMachine);
const checkoutCoverage = recordTransitions(bookingCheckoutMachine);

const CN = crossDay.CN;
const ZONE = 'Asia/Shanghai';
const HOLD_MINUTES = 10;
const [, D1, D2] = nextDays(ZONE, 3);
const TABLE = '/appointment/crossdaytable';
const FORM = '/appointment/crossdayform';
const SITE = aSite({ id: 11, name: 'Meeting Room 301', sceneId: 3, timeZone: ZONE });
/** Every day: 08:00–18:00 in free hours. */
const slotsOf = (date: string): Slot[] =>
  Array.from({ length: 10 }, (_, i) => ({
    start: `${date}T${String(8 + i).padStart(2, '0')}:00:00+08:00`,
    end: `${date}T${String(9 + i).padStart(2, '0')}:00:00+08:00`,
    status: 'free' as const,
  }));
/** The two start times the booker picks from (the second after a conflict). */
const STARTS = [`${D1}T16:00:00+08:00`, `${D1}T15:00:00+08:00`];
const END = `${D2}T10:00:00+08:00`;
const HOLD: Hold = {
  id: 7,
  siteId: 11,
  start: STARTS[0],
  end: END,
  expiresAt: `${D1}T09:45:00+08:00`,
  holdMinutes: HOLD_MINUTES,
};
const BOOKED = aReservationDetail({
  id: 99,
  siteId: 11,
  siteName: SITE.name,
  start: STARTS[0],
  end: END,
  status: 'pendingAudit',
});
const NOTICE = { id: 4, kind: 'notice' as const, version: 2, title: 'Meeting room notice', content: 'Tidy up.' };
const SPAN_REFUSAL = 'A cross-day booking may span at most 3 days (you chose 4)';
const HELD_BY_OTHER = 'Someone else is booking this time right now';
const TAKEN = 'This time has just been booked';
const SERVER_DOWN = 'The server is busy';

type WizardState = ReturnType<typeof crossDayBookingMachine.getInitialSnapshot>;
type Step = WizardPathStep<WizardState, CrossDayBookingEvent>;

/** What the two pages let the booker do in each state of the wizard. */
function wizardEvents(state: WizardState): CrossDayBookingEvent[] {
  const c = state.context;
  const start = { type: 'range.start' as const, start: c.start === STARTS[0] ? STARTS[1] : STARTS[0] };
  switch (state.value) {
    case 'choosingRange':
      // The end dates are offered from the start's day on: the start comes first.
      return [
        ...(c.start ? [] : [start]),
        ...(c.start && !c.end ? [{ type: 'range.end' as const, end: END }] : []),
        { type: 'range.confirm' },
      ];
    case 'conflict':
      return [start, { type: 'range.end', end: END }];
    case 'holdExpired':
      return [{ type: 'range.confirm' }, { type: 'back' }];
    default:
      return [];
  }
}

/** What the form lets the booker do, and what the server can answer, in each state of the checkout. */
function checkoutEvents(state: CheckoutModelSnapshot) {
  const c = state.context as { form: never; notices: unknown[]; agreed: boolean };
  const valid = isBookingFormValid(c.form);
  const notices = c.notices.length > 0;
  switch (state.value) {
    case 'holding':
      return [
        { type: 'xstate.done.actor.holdSlots', output: HOLD },
        { type: 'xstate.error.actor.holdSlots', error: { code: Code.SLOT_HELD, message: HELD_BY_OTHER } },
        { type: 'xstate.error.actor.holdSlots', error: { code: 2370002, message: SPAN_REFUSAL } },
      ];
    case 'fillingForm':
      return [
        { type: 'form.change', field: 'phone', value: valid ? 'call me' : '13800138000' },
        ...(notices ? [{ type: 'notices.agree', agreed: !c.agreed }] : [{ type: 'notices.load', notices: [NOTICE] }]),
        { type: 'form.submit' },
        { type: 'hold.expire' },
        { type: 'back' },
      ];
    case 'submitting':
      return [
        { type: 'xstate.done.actor.submitReservation', output: BOOKED },
        { type: 'xstate.error.actor.submitReservation', error: { code: Code.SLOT_TAKEN, message: TAKEN } },
        { type: 'xstate.error.actor.submitReservation', error: { code: Code.SERVER_ERROR, message: SERVER_DOWN } },
      ];
    case 'failed':
      return [
        { type: 'retry' },
        { type: 'back' },
        { type: 'hold.expire' },
        ...(notices ? [] : [{ type: 'notices.load', notices: [NOTICE] }]),
      ];
    default:
      return [];
  }
}

const paths = getWizardViewPaths<WizardState, CrossDayBookingEvent>(
  toTestModelMachine(crossDayBookingMachine.provide({ actions: { forwardToCheckout: () => undefined } })),
  {
    wizardEvents,
    abstractWizard: (s) => [s.value, s.context.start !== null, s.context.end !== null, s.context.error !== null],
    wizardInput: { siteId: 11 },
    checkoutEvents,
    abstractCheckout: (s) => [
      s.value,
      (s.context as { notices: unknown[] }).notices.length,
      s.can({ type: 'form.submit' }),
    ],
    checkoutInput: { request: { siteId: 11, start: STARTS[0], end: END, crossDay: true } },
  },
);

async function renderWizard() {
  const held = createHeldCalls();
  const rendered = await renderWithRuntime(null, {
    app: 'terminal',
    lang: 'CN',
    url: `${TABLE}?sceneId=3&siteId=11`,
    serve: (gateway) => {
      gateway.on(sceneDetail, () => ({ ...aScene({ id: 3, name: 'Meeting room', siteCount: 1 }), sites: [SITE] }));
      gateway.on(
        siteRule,
        () =>
          ({
            ...aRule({ holdMinutes: HOLD_MINUTES, allowCrossDay: true, maxCrossDays: 3 }),
            siteId: 11,
          }) as never,
      );
      gateway.on(currentPeriod, ({ siteId, date }) => ({ siteId, date, timeZone: ZONE, slots: slotsOf(date) }));
      gateway.on(unLockSite, () => ({ released: true }));
      gateway.on(formRuleForBooking, () => null);
      for (const contract of [lockSite, reserveNotices, addReserve]) held.hold(gateway, contract);
    },
    routes: [
      {
        element: <CrossDayLayout />,
        children: [
          { path: TABLE, element: <CrossDayTablePage /> },
          { path: FORM, element: <CrossDayFormPage /> },
        ],
      },
    ],
  });
  return { ...rendered, held };
}
type Wizard = Awaited<ReturnType<typeof renderWizard>>;

const click = async (name: string | RegExp) => fireEvent.click(await screen.findByRole('button', { name }));
const path = (w: Wizard) => w.router!.state.location.pathname;
/** Chooses `value` (an option's value) in the select `testId` once it offers it. */
async function choose(testId: string, value: string) {
  const field = await screen.findByTestId(testId);
  await waitFor(() =>
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toContain(value),
  );
  fireEvent.change(field, { target: { value } });
}

/** The booker's action, or the server's answer, for one step. */
async function perform(w: Wizard, step: Step) {
  const event = step.event as { type: string; output?: unknown; error?: { code: number; message: string } } & Record<
    string,
    unknown
  >;
  const { held } = w;
  switch (event.type) {
    case 'range.start': {
      const start = event.start as string;
      await choose('cross-start-date', start.slice(0, 10));
      return choose('cross-start-time', start);
    }
    case 'range.end': {
      const end = event.end as string;
      await choose('cross-end-date', end.slice(0, 10));
      return choose('cross-end-time', end);
    }
    case 'range.confirm':
      return click(screen.queryByText(CN.form.expired) ? CN.form.rehold : CN.table.next);
    case 'back':
      return click(CN.form.back);
    case 'xstate.done.actor.holdSlots':
      return held.answer(lockSite, HOLD);
    case 'xstate.error.actor.holdSlots':
    case 'xstate.error.actor.submitReservation': {
      const contract = event.type === 'xstate.error.actor.holdSlots' ? lockSite : addReserve;
      return held.refuse(contract, event.error!.code, event.error!.message);
    }
    case 'form.change':
      return fireEvent.change(await screen.findByLabelText(CN.form.phone), { target: { value: event.value } });
    case 'notices.load':
      return held.answer(reserveNotices, [NOTICE], true);
    case 'notices.agree':
      return fireEvent.click(await screen.findByText(CN.form.agree));
    case 'form.submit':
      return click(CN.form.submit);
    case 'retry':
      return click(CN.form.retry);
    case 'hold.expire':
      return act(() => {
        vi.advanceTimersByTime(HOLD_MINUTES * 60_000 + 1_000);
      });
    case 'xstate.done.actor.submitReservation':
      return held.answer(addReserve, BOOKED);
    case 'xstate.done.actor.checkout':
      return undefined; // the checkout's last step ended it
    default:
      throw new Error(`no view sends ${event.type}`);
  }
}

/** The page and URL of the state reached: the wizard's, or its checkout's while it runs. */
async function expectShown(w: Wizard, step: Step) {
  if (step.machine === 'checkout') return expectCheckoutShown(w, step.state);
  const s = step.state;
  const c = s.context;
  switch (s.value) {
    case 'choosingRange': {
      await waitFor(() => expect(path(w)).toBe(TABLE));
      const next = (await screen.findByRole('button', { name: CN.table.next })) as HTMLButtonElement;
      await waitFor(() => expect(next.disabled, 'Next disabled').toBe(!(c.start && c.end)));
      if (c.error) expect((await screen.findByRole('alert')).textContent).toContain(c.error);
      else expect(screen.queryByRole('alert')).toBeNull();
      break;
    }
    case 'conflict':
      await waitFor(() => expect(path(w)).toBe(TABLE));
      expect((await screen.findByRole('alert')).textContent).toContain(CN.table.conflict);
      break;
    case 'holdExpired':
      await waitFor(() => expect(path(w)).toBe(FORM));
      await screen.findByText(CN.form.expired);
      break;
    case 'booked':
      await screen.findByText(CN.form.pending);
      expect(path(w)).toBe(FORM);
      break;
    case 'checkout':
      break; // the checkout's states are checked on its steps
    default:
      throw new Error(`no screen check for ${String(s.value)}`);
  }
}

/** The form as the checkout's state makes it: its URL, notices, Book enabled when allowed, the refusal. */
async function expectCheckoutShown(w: Wizard, s: CheckoutModelSnapshot) {
  const c = s.context as { form: never; notices: unknown[]; agreed: boolean; error: string | null };
  switch (s.value) {
    case 'holding':
      expect(path(w)).toBe(TABLE);
      break;
    case 'fillingForm':
    case 'failed': {
      await waitFor(() => expect(path(w)).toBe(FORM));
      const allowed = isBookingFormValid(c.form) && (c.notices.length === 0 || c.agreed);
      const button = (await screen.findByRole('button', {
        name: s.value === 'failed' ? CN.form.retry : CN.form.submit,
      })) as HTMLButtonElement;
      await waitFor(() =>
        expect(screen.queryByText(CN.form.agree) !== null, 'notices shown').toBe(c.notices.length > 0),
      );
      await waitFor(() => expect(button.disabled, 'Book / Retry disabled').toBe(!allowed));
      if (s.value === 'failed') expect((await screen.findByRole('alert')).textContent).toContain(c.error);
      break;
    }
    default:
      break; // submitting passes within one answer; a final state: the wizard's next state is checked
  }
}

const describeStep = (s: Step) =>
  `${s.machine === 'checkout' ? '· ' : ''}${s.event.type.replace('xstate.', '')} → ${String(s.state.value)}`;

describe('cross-day booking through its pages — generated paths (CN)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  for (const [i, p] of paths.entries()) {
    it(`#${i + 1} ${p.steps.map(describeStep).join(', ')}`, async () => {
      const w = await renderWizard();
      await screen.findByTestId('cross-start-date');
      for (const step of p.steps) {
        await perform(w, step);
        await expectShown(w, step);
      }
    }, 30_000);
  }
});

/**
 * Not from these pages (the machine tests, machines/cross-day-booking.machine.test.ts and
 * machines/booking-checkout.machine.test.ts, take them):
 * - no "start over" anywhere (the booked page links to my bookings), hence neither the
 *   wizard's nor the checkout's `restart`, nor the ending on a restarted checkout;
 * - the site comes from the URL on entry (the wizard's input), never `site.select`;
 * - the table has no Back: neither while holding nor after a conflict (choose again instead);
 * - no participant picker on the cross-day form;
 * - the checkout never fails as an actor: its refusals end in its own final states.
 */
const WIZARD_NOT_FROM_A_VIEW = [
  '(machine) —restart→ choosingRange',
  'choosingRange —site.select→ (stays)',
  'checkout —participants.change→ (stays)',
  'checkout —restart→ (stays)',
  'checkout —xstate.done.actor.checkout [isOutcome]→ choosingRange #4',
  'checkout —xstate.error.actor.checkout→ choosingRange',
  'conflict —back→ choosingRange',
];
const CHECKOUT_NOT_FROM_A_VIEW = [
  'holding —back→ cancelled',
  'holding —restart→ cancelled',
  'fillingForm —participants.change→ (stays)',
  'fillingForm —restart→ cancelled',
  'submitting —restart→ cancelled',
  'failed —restart→ cancelled',
];

describe('cross-day booking through its pages — transition coverage', () => {
  it('takes every transition of the wizard the pages can bring about', async () => {
    const report = wizardCoverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual(WIZARD_NOT_FROM_A_VIEW);
  });
  it('takes every transition of the checkout the pages can bring about', async () => {
    const report = checkoutCoverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual(CHECKOUT_NOT_FROM_A_VIEW);
  });
});
