/**
 * Generated paths of the same-day booking wizard (machines/same-day-booking.machine.ts) and of
 * the checkout it invokes (machines/booking-checkout.machine.ts) through the REAL wizard under
 * /appointment (/gymnasium → /time → /timeform), in Traditional Chinese (docs/machines.md,
 * "Testing a machine through its view").
 *
 * The paths come from both graphs (getWizardViewPaths, machines/checkout-testing.ts): the
 * wizard's states abstracted to state × slots selected × tomorrow chosen × refusal shown ×
 * conflict, the checkout's to state × notices loaded × submit allowed. Each EVENT is what the
 * booker does (click the scene, the site, the "tomorrow" chip, a slot of the grid, Next, Back,
 * "Hold again", "Choose other slots", type the phone, accept the notices, Submit, "Try again",
 * "Book another") or what the server answers: lockSite, notices and addReserve are held by the
 * gateway until the path answers them (the hold or SLOT_HELD / a rule's refusal, the booking or
 * SLOT_TAKEN / a server error). The hold runs out on the wizard's own timer (fake timers
 * advanced by the hold's minutes). Each STATE is checked on the screen and URL the booker sees.
 * Both the wizard actor and its checkout child are recorded.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { getWizardViewPaths, type CheckoutModelSnapshot, type WizardPathStep } from '../../machines/checkout-testing';
import { bookingCheckoutMachine, isBookingFormValid } from '../../machines/booking-checkout.machine';
import { sameDayBookingMachine, type SameDayBookingEvent } from '../../machines/same-day-booking.machine';
import { toTestModelMachine } from '../../machines/path-testing';
import { recordTransitions, saveCoverageReport } from '../../machines/transition-coverage';
import { formRuleForBooking } from '../../platform/contracts/form-rule.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { recommend } from '../../platform/contracts/reserve-details.contract';
import {
  addReserve,
  currentPeriod,
  lockSite,
  siteRule,
  unLockSite,
  type Hold,
  type Slot,
} from '../../platform/contracts/reserve.contract';
import { sceneDetail, sceneList } from '../../platform/contracts/site.contract';
import { Code } from '../../platform/protocol/codes';
import booking from '../../platform/i18n/locales/booking';
import { aReservationDetail, aRule, aScene, aSite, createHeldCalls, renderWithRuntime } from '../../ui/testing';
import { nextDays, todayIn } from '../../ui/terminal-shell/time-format';
import { BookingLayout, SceneSitePage, TimeFormPage, TimePage } from './index';

// A path runs many steps on whole pages; under a loaded machine one step may take more than the default second.
configure({ asyncUtilTimeout: 5_000 });
const wizardCoverage = recordTransitions(sameDayBookingMachine);
const checkoutCoverage = recordTransitions(bookingCheckoutMachine);

const TC = booking.TC;
const ZONE = 'Asia/Shanghai';
const HOLD_MINUTES = 5;
/** The wizard starts on the browser's today; the site's window starts on the campus's. */
const START_DATE = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
const TOMORROW = nextDays(ZONE, 2)[1];
const SITE = aSite({ id: 11, name: 'Badminton Court 1', timeZone: ZONE });
/** Every day's grid: two free slots from 20:00 (the server says what is free). */
const gridOf = (date: string): Slot[] =>
  [20, 21].map((h) => ({
    start: `${date}T${h}:00:00+08:00`,
    end: `${date}T${h + 1}:00:00+08:00`,
    status: 'free' as const,
  }));
const HOLD: Hold = {
  id: 7,
  siteId: 11,
  start: gridOf(TOMORROW)[0].start,
  end: gridOf(TOMORROW)[0].end,
  expiresAt: '2026-11-24T09:45:00+08:00',
  holdMinutes: HOLD_MINUTES,
};
const BOOKED = aReservationDetail({ id: 99, siteId: 11, siteName: SITE.name });
const NOTICE = { id: 3, kind: 'notice' as const, version: 2, title: 'Shoes', content: 'Wear indoor shoes.' };
const RULE_REFUSAL = 'Bookings for Nov 30 open at 08:00 on Nov 28';
const HELD_BY_OTHER = 'Someone else is booking this slot right now';
const TAKEN = 'This slot has just been booked';
const SERVER_DOWN = 'The server is busy';

type WizardState = ReturnType<typeof sameDayBookingMachine.getInitialSnapshot>;
type Step = WizardPathStep<WizardState, SameDayBookingEvent>;

/** What the wizard's pages let the booker do in each state (the first slot of the day shown). */
function wizardEvents(state: WizardState): SameDayBookingEvent[] {
  const first = gridOf(state.context.date)[0];
  switch (state.value) {
    case 'pickingScene':
      return [{ type: 'scene.select', sceneId: 1 }];
    case 'pickingSite':
      // The scenes stay on the page: the chosen one can be clicked again.
      return [
        { type: 'scene.select', sceneId: 1 },
        { type: 'site.select', siteId: 11 },
      ];
    case 'pickingSlots':
      return [
        { type: 'slot.toggle', slot: first },
        ...(state.context.date === TOMORROW ? [] : [{ type: 'date.select' as const, date: TOMORROW }]),
        { type: 'slots.confirm' },
        { type: 'back' },
      ];
    case 'conflict':
      return [{ type: 'slot.toggle', slot: first }, { type: 'back' }];
    case 'holdExpired':
      return [{ type: 'slots.confirm' }, { type: 'back' }];
    case 'booked':
      return [{ type: 'restart' }];
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
        { type: 'xstate.error.actor.holdSlots', error: { code: Code.RULE_NOT_OPEN_YET, message: RULE_REFUSAL } },
        { type: 'back' },
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

const paths = getWizardViewPaths<WizardState, SameDayBookingEvent>(
  toTestModelMachine(sameDayBookingMachine.provide({ actions: { forwardToCheckout: () => undefined } })),
  {
    wizardEvents,
    abstractWizard: (s) => {
      const c = s.context;
      return [s.value, c.slots.length > 0, c.error !== null];
    },
    wizardInput: { date: START_DATE },
    checkoutEvents,
    abstractCheckout: (s) => [
      s.value,
      (s.context as { notices: unknown[] }).notices.length,
      s.can({ type: 'form.submit' }),
    ],
    checkoutInput: { request: { siteId: 11, start: HOLD.start, end: HOLD.end } },
  },
);

async function renderWizard() {
  const held = createHeldCalls();
  const rendered = await renderWithRuntime(null, {
    app: 'terminal',
    lang: 'TC',
    url: '/appointment/gymnasium',
    serve: (gateway) => {
      gateway.on(sceneList, () => [aScene({ id: 1, name: 'Badminton', siteCount: 1 })]);
      gateway.on(sceneDetail, () => ({ ...aScene({ id: 1, name: 'Badminton', siteCount: 1 }), sites: [SITE] }));
      gateway.on(currentPeriod, ({ siteId, date }) => ({ siteId, date, timeZone: ZONE, slots: gridOf(date) }));
      gateway.on(siteRule, () => ({ ...aRule({ holdMinutes: HOLD_MINUTES }), siteId: 11 }) as never);
      gateway.on(recommend, () => []);
      gateway.on(formRuleForBooking, () => null);
      gateway.on(unLockSite, () => ({ released: true }));
      for (const contract of [lockSite, reserveNotices, addReserve]) held.hold(gateway, contract);
    },
    routes: [
      {
        path: '/appointment',
        element: <BookingLayout />,
        children: [
          { path: 'gymnasium', element: <SceneSitePage /> },
          { path: 'time', element: <TimePage /> },
          { path: 'timeform', element: <TimeFormPage /> },
        ],
      },
    ],
  });
  return { ...rendered, held };
}
type Wizard = Awaited<ReturnType<typeof renderWizard>>;

const click = async (name: string | RegExp) => fireEvent.click(await screen.findByRole('button', { name }));
const slotName = (slot: Slot) => new RegExp(`^${slot.start.slice(11, 16)}–${slot.end.slice(11, 16)} `);
const path = (w: Wizard) => w.router!.state.location.pathname;
const formOf = () => screen.findByRole('button', { name: new RegExp(TC.form.submit) });

/** The booker's action, or the server's answer, for one step. */
async function perform(w: Wizard, step: Step) {
  const event = step.event as { type: string; output?: unknown; error?: { code: number; message: string } } & Record<
    string,
    unknown
  >;
  const { held } = w;
  switch (event.type) {
    case 'scene.select':
      return click('Badminton');
    case 'site.select':
      return fireEvent.click(await screen.findByTestId('site-option'));
    case 'date.select':
      return click(new RegExp(`^${TC.time.tomorrow}`));
    case 'slot.toggle':
      return click(slotName(event.slot as Slot));
    case 'slots.confirm':
      return click(screen.queryByTestId('hold-expired') ? TC.hold.again : new RegExp(`^${TC.next}`));
    case 'restart':
      return click(TC.booked.bookAnother);
    case 'back':
      if (screen.queryByTestId('hold-expired')) return click(new RegExp(TC.hold.chooseOther));
      return click(new RegExp(`^${TC.back}`));
    case 'xstate.done.actor.holdSlots':
      return held.answer(lockSite, HOLD);
    case 'xstate.error.actor.holdSlots':
    case 'xstate.error.actor.submitReservation': {
      const contract = event.type === 'xstate.error.actor.holdSlots' ? lockSite : addReserve;
      return held.refuse(contract, event.error!.code, event.error!.message);
    }
    case 'form.change': {
      await formOf();
      return fireEvent.change(screen.getByLabelText(TC.form.phone), { target: { value: event.value } });
    }
    case 'notices.load':
      return held.answer(reserveNotices, [NOTICE], true);
    case 'notices.agree':
      return fireEvent.click(await screen.findByLabelText(TC.notices.agree));
    case 'form.submit':
      return fireEvent.click(await formOf());
    case 'retry':
      return click(TC.failed.retry);
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

/** The screen and URL of the state reached: the wizard's, or its checkout's while it runs. */
async function expectShown(w: Wizard, step: Step) {
  if (step.machine === 'checkout') return expectCheckoutShown(w, step.state);
  const s = step.state;
  const c = s.context;
  const summary = () => screen.getByTestId('selection-summary').textContent;
  switch (s.value) {
    case 'pickingScene':
      await screen.findByRole('heading', { name: TC.scene.heading });
      expect(screen.queryByRole('heading', { name: new RegExp(`^${TC.scene.sitesHeading}`) })).toBeNull();
      await waitFor(() => expect(path(w)).toBe('/appointment/gymnasium'));
      break;
    case 'pickingSite':
      await waitFor(() => expect(path(w)).toBe('/appointment/gymnasium'));
      await screen.findByRole('heading', { name: new RegExp(`^${TC.scene.sitesHeading}`) });
      break;
    case 'pickingSlots':
    case 'conflict':
      await waitFor(() => expect(path(w)).toBe('/appointment/time'));
      await waitFor(() =>
        expect(summary()).toBe(
          c.slots.length === 0
            ? TC.time.nothingSelected
            : TC.time.selected.replace(
                '{{range}}',
                `${c.slots[0].start.slice(11, 16)}–${c.slots.at(-1)!.end.slice(11, 16)}`,
              ),
        ),
      );
      if (c.error && s.value === 'pickingSlots')
        expect(screen.getByTestId('booking-refused').textContent).toContain(c.error);
      if (s.value === 'conflict')
        expect((await screen.findByTestId('booking-conflict')).textContent).toContain(c.error);
      else expect(screen.queryByTestId('booking-conflict')).toBeNull();
      break;
    case 'holdExpired':
      await screen.findByTestId('hold-expired');
      expect(screen.getByRole('button', { name: TC.hold.again })).toBeTruthy();
      break;
    case 'booked':
      await screen.findByRole('heading', { name: TC.booked.title });
      expect(path(w)).toBe('/appointment/timeform');
      break;
    case 'checkout':
      break; // the checkout's states are checked on its steps
    default:
      throw new Error(`no screen check for ${String(s.value)}`);
  }
}

/** The form as the checkout's state makes it: its URL, notices, submit enabled when allowed, the refusal. */
async function expectCheckoutShown(w: Wizard, s: CheckoutModelSnapshot) {
  const c = s.context as { form: never; notices: unknown[]; agreed: boolean; error: string | null };
  switch (s.value) {
    case 'holding':
      expect(path(w)).toBe('/appointment/time');
      break;
    case 'fillingForm':
    case 'failed': {
      await waitFor(() => expect(path(w)).toBe('/appointment/timeform'));
      const submit = (await formOf()) as HTMLButtonElement;
      await waitFor(() =>
        expect(screen.queryByTestId('booking-notices') !== null, 'notices shown').toBe(c.notices.length > 0),
      );
      const allowed = isBookingFormValid(c.form) && (c.notices.length === 0 || c.agreed);
      if (s.value === 'fillingForm') await waitFor(() => expect(submit.disabled, 'submit disabled').toBe(!allowed));
      if (s.value === 'failed') expect((await screen.findByTestId('booking-failed')).textContent).toContain(c.error);
      else expect(screen.queryByTestId('booking-failed')).toBeNull();
      break;
    }
    default:
      break; // submitting passes within one answer; a final state: the wizard's next state is checked
  }
}

const describeStep = (s: Step) =>
  `${s.machine === 'checkout' ? '· ' : ''}${s.event.type.replace('xstate.', '')} → ${String(s.state.value)}`;

describe('same-day booking through /appointment — generated paths (TC)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  for (const [i, p] of paths.entries()) {
    it(`#${i + 1} ${p.steps.map(describeStep).join(', ')}`, async () => {
      const w = await renderWizard();
      await screen.findByRole('button', { name: 'Badminton' });
      for (const step of p.steps) {
        await perform(w, step);
        await expectShown(w, step);
      }
    }, 30_000);
  }
});

/**
 * Not from these pages (the machine tests, machines/same-day-booking.machine.test.ts and
 * machines/booking-checkout.machine.test.ts, take them):
 * - the site list has no date chips and no Back (it is the first screen);
 * - on /time a site is chosen only through "Change site" (back) or the URL's `?siteId=` on entry;
 * - no "start over" while checking out (the browser's Back steps with `back` while the form is
 *   open; "Book another" once booked), hence neither the checkout's `restart` nor the wizard's
 *   ending on a restarted checkout;
 * - the participant picker is not driven here (ui/participant-picker has its own tests);
 * - the checkout never fails as an actor: its refusals end in its own final states.
 */
const WIZARD_NOT_FROM_A_VIEW = [
  'pickingSite —date.select→ (stays)',
  'pickingSite —back→ pickingScene',
  'pickingSlots —site.select→ (stays)',
  'checkout —participants.change→ (stays)',
  'checkout —restart→ (stays)',
  'checkout —xstate.done.actor.checkout [isOutcome]→ pickingScene',
  'checkout —xstate.error.actor.checkout→ pickingSlots',
];
const CHECKOUT_NOT_FROM_A_VIEW = [
  'holding —restart→ cancelled',
  'fillingForm —participants.change→ (stays)',
  'fillingForm —restart→ cancelled',
  'submitting —restart→ cancelled',
  'failed —restart→ cancelled',
];

describe('same-day booking through /appointment — transition coverage', () => {
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
