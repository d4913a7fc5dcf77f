/**
 * Generated paths of the quick-booking wizard (machines/quick-booking.machine.ts) and of the
 * checkout it invokes (machines/booking-checkout.machine.ts) through the REAL /quick page, in
 * English (docs/machines.md, "Testing a machine through its view").
 *
 * The paths come from both graphs (getWizardViewPaths, machines/checkout-testing.ts): the
 * wizard's states abstracted to state × "another one" asked × error shown, the checkout's to
 * state × notices loaded × accepted × form valid. Each EVENT is what the booker does (click
 * the scene, "Take it", "Another one", "Back", "Search again", type the phone, accept the
 * notices, submit, retry, "Book another") or what the server answers: quick/current, lockSite,
 * notices and addReserve are held by the gateway until the path answers them (the slot found
 * or none, the hold or SLOT_HELD / a rule's refusal, the booking or SLOT_TAKEN / a server
 * error). The hold runs out on the page's own timer (fake timers advanced by the hold's
 * minutes). Each STATE is checked on what the booker sees. Both the page's wizard actor and
 * its checkout child are recorded.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getWizardViewPaths, type CheckoutModelSnapshot, type WizardPathStep } from '../../machines/checkout-testing';
import { bookingCheckoutMachine, isBookingFormValid } from '../../machines/booking-checkout.machine';
import { quickBookingMachine, type QuickBookingEvent } from '../../machines/quick-booking.machine';
import { toTestModelMachine } from '../../machines/path-testing';
import { recordTransitions, saveCoverageReport } from '../../machines/transition-coverage';
import { quickCurrent, type QuickSlot } from '../../platform/contracts/quick.contract';
import { formRuleForBooking } from '../../platform/contracts/form-rule.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { addReserve, lockSite, unLockSite, type Hold } from '../../platform/contracts/reserve.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { Code } from '../../platform/protocol/codes';
import quick from '../../platform/i18n/locales/quick';
import { aReservationDetail, aScene, createHeldCalls, renderWithRuntime } from '../../ui/testing';
import { QuickPage } from './index';

// A path runs many steps on a whole page; under a loaded machine one step may take more than the default second.
configure({ asyncUtilTimeout: 5_000 });
const wizardCoverage = recordTransitions(quickBookingMachine);
const checkoutCoverage = recordTransitions(bookingCheckoutMachine);

const EN = quick.EN;
const HOLD_MINUTES = 5;
const slot = (siteId: number): QuickSlot => ({
  siteId,
  siteName: `Badminton Court ${siteId}`,
  sceneId: 1,
  sceneName: 'Badminton',
  campusName: 'East Campus',
  buildingName: 'Sports Centre',
  floorName: '1F',
  timeZone: 'Asia/Shanghai',
  start: '2026-11-24T10:00:00+08:00',
  end: '2026-11-24T10:30:00+08:00',
});
/** The first candidate, and the one "Another one" finds. */
const FIRST = slot(1);
const SECOND = slot(2);
const HOLD: Hold = {
  id: 9,
  siteId: 1,
  start: FIRST.start,
  end: FIRST.end,
  expiresAt: '2026-11-24T09:45:00+08:00',
  holdMinutes: HOLD_MINUTES,
};
const BOOKED = aReservationDetail({
  id: 77,
  siteId: 1,
  siteName: 'Badminton Court 1',
  start: FIRST.start,
  end: FIRST.end,
});
const NOTICE = { id: 1, kind: 'notice' as const, version: 2, title: 'Indoor shoes only', content: 'No black soles.' };
const SEARCH_FAILED = 'The search is unavailable';
const RULE_REFUSAL = 'Bookings for Nov 24 open at 08:00 on Nov 23';
const HELD_BY_OTHER = 'Someone else is booking this slot right now';
const TAKEN = 'This slot has just been booked';
const SERVER_DOWN = 'The server is busy';

type WizardState = ReturnType<typeof quickBookingMachine.getInitialSnapshot>;
type Step = WizardPathStep<WizardState, QuickBookingEvent>;

/** What /quick lets the booker do, and what quick/current can answer, in each state of the wizard. */
function wizardEvents(state: WizardState): QuickBookingEvent[] {
  const errorOf = (error: string) => ({ code: Code.SERVER_ERROR, message: error });
  switch (state.value) {
    case 'choosingScene':
      return [{ type: 'scene.select', sceneId: 1 }];
    case 'searching':
      return [
        { type: 'xstate.done.actor.findSlot', output: state.context.skip === 0 ? FIRST : SECOND },
        { type: 'xstate.done.actor.findSlot', output: null },
        { type: 'xstate.error.actor.findSlot', error: errorOf(SEARCH_FAILED) },
      ] as never;
    case 'offer':
      return [
        { type: 'offer.take' },
        ...(state.context.skip === 0 ? [{ type: 'offer.next' } as const] : []),
        { type: 'back' },
      ];
    case 'none':
    case 'conflict':
      return [{ type: 'search' }, { type: 'back' }];
    case 'holdExpired':
      return [{ type: 'offer.take' }, { type: 'search' }];
    case 'booked':
      return [{ type: 'restart' }];
    default:
      return [];
  }
}

/** What the form lets the booker do, and what the server can answer, in each state of the checkout. */
function checkoutEvents(state: CheckoutModelSnapshot) {
  const c = state.context as { form: { phone: string }; notices: unknown[]; agreed: boolean };
  const valid = isBookingFormValid(c.form as never);
  const notices = c.notices.length > 0;
  switch (state.value) {
    case 'holding':
      return [
        { type: 'xstate.done.actor.holdSlots', output: HOLD },
        { type: 'xstate.error.actor.holdSlots', error: { code: Code.SLOT_HELD, message: HELD_BY_OTHER } },
        { type: 'xstate.error.actor.holdSlots', error: { code: Code.RULE_NOT_OPEN_YET, message: RULE_REFUSAL } },
      ];
    case 'fillingForm':
      return [
        { type: 'form.change', field: 'phone', value: valid ? '12' : '555-1234' },
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

const paths = getWizardViewPaths<WizardState, QuickBookingEvent>(
  toTestModelMachine(quickBookingMachine.provide({ actions: { forwardToCheckout: () => undefined } })),
  {
    wizardEvents,
    // "Another one" matters only until the slot is taken: the checkout is the same on either slot.
    abstractWizard: (s) => [
      s.value,
      s.matches('searching') || s.matches('offer') ? s.context.skip : 0,
      s.context.error !== null,
    ],
    checkoutEvents,
    // The form as the booker sees it: notices shown or not, submit enabled or not.
    abstractCheckout: (s) => [
      s.value,
      (s.context as { notices: unknown[] }).notices.length,
      s.can({ type: 'form.submit' }),
    ],
    checkoutInput: { request: { siteId: FIRST.siteId, start: FIRST.start, end: FIRST.end } },
  },
);

async function renderPage() {
  const held = createHeldCalls();
  const rendered = await renderWithRuntime(<QuickPage />, {
    app: 'terminal',
    lang: 'EN',
    url: '/quick',
    serve: (gateway) => {
      gateway.on(sceneList, () => [aScene({ id: 1, name: 'Badminton', siteCount: 3 })]);
      gateway.on(unLockSite, () => ({ released: true }));
      gateway.on(formRuleForBooking, () => null);
      for (const contract of [quickCurrent, lockSite, reserveNotices, addReserve]) held.hold(gateway, contract);
    },
  });
  return { ...rendered, held };
}
type Page = Awaited<ReturnType<typeof renderPage>>;

const click = async (name: string | RegExp) => fireEvent.click(await screen.findByRole('button', { name }));
const form = () => screen.findByRole('form', { name: EN.submit });

/** The booker's action, or the server's answer, for one step. */
async function perform(page: Page, step: Step) {
  const event = step.event as { type: string; output?: unknown; error?: { code: number; message: string } } & Record<
    string,
    unknown
  >;
  const { held } = page;
  switch (event.type) {
    case 'scene.select':
      return click('Badminton');
    case 'xstate.done.actor.findSlot':
      return held.answer(quickCurrent, { slot: event.output as QuickSlot | null });
    case 'xstate.error.actor.findSlot':
      return held.refuse(quickCurrent, event.error!.code, event.error!.message);
    case 'offer.take':
      return click(screen.queryByText(EN.holdExpired) ? EN.holdAgain : EN.take);
    case 'offer.next':
      return click(EN.another);
    case 'search':
      return click(EN.searchAgain);
    case 'restart':
      return click(EN.bookAnother);
    case 'back':
      if (step.machine === 'checkout')
        return fireEvent.click(within(await form()).getByRole('button', { name: EN.back }));
      return click(EN.back);
    case 'xstate.done.actor.holdSlots':
      return held.answer(lockSite, HOLD);
    case 'xstate.error.actor.holdSlots':
    case 'xstate.error.actor.submitReservation': {
      const contract = event.type === 'xstate.error.actor.holdSlots' ? lockSite : addReserve;
      return held.refuse(contract, event.error!.code, event.error!.message);
    }
    case 'form.change':
      return fireEvent.change(within(await form()).getByLabelText(EN.phone), { target: { value: event.value } });
    case 'notices.load':
      return held.answer(reserveNotices, [NOTICE], true);
    case 'notices.agree':
      return fireEvent.click(await screen.findByText(EN.agree));
    case 'form.submit':
      return click(EN.submit);
    case 'retry':
      return click(EN.retry);
    case 'hold.expire':
      return act(() => {
        vi.advanceTimersByTime(HOLD_MINUTES * 60_000);
      });
    case 'xstate.done.actor.submitReservation':
      return held.answer(addReserve, BOOKED);
    case 'xstate.done.actor.checkout':
      return undefined; // the checkout's last step ended it
    default:
      throw new Error(`no view sends ${event.type}`);
  }
}

/** The offered slot's card names `site`. */
async function expectSlot(site: string) {
  await waitFor(() => expect(within(screen.getByTestId('quick-slot')).getByRole('heading').textContent).toBe(site));
}

/** The page shows the state reached: the wizard's, or its checkout's while it runs. */
async function expectShown(page: Page, step: Step) {
  if (step.machine === 'checkout') return expectCheckoutShown(step.state);
  const s = step.state;
  const error = s.context.error;
  switch (s.value) {
    case 'choosingScene':
      await screen.findByRole('button', { name: 'Badminton' });
      expect(screen.queryByTestId('quick-slot')).toBeNull();
      break;
    case 'searching':
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(EN.searching));
      break;
    case 'offer':
      await expectSlot(s.context.slot!.siteName);
      for (const name of [EN.take, EN.another, EN.back]) expect(screen.getByRole('button', { name })).toBeTruthy();
      if (error) expect(screen.getByText(error)).toBeTruthy();
      break;
    case 'none':
    case 'conflict':
      await screen.findByText(s.value === 'none' ? EN.none : EN.conflict);
      if (error) expect(screen.getByText(error)).toBeTruthy();
      expect(screen.getByRole('button', { name: EN.searchAgain })).toBeTruthy();
      break;
    case 'holdExpired':
      await screen.findByText(EN.holdExpired);
      await expectSlot(s.context.slot!.siteName);
      expect(screen.getByRole('button', { name: EN.holdAgain })).toBeTruthy();
      break;
    case 'booked':
      await waitFor(() =>
        expect(screen.getByTestId('quick-booked').textContent).toContain('Booked: Badminton Court 1'),
      );
      break;
    case 'checkout':
      break; // the checkout's states are checked on its steps
    default:
      throw new Error(`no screen check for ${String(s.value)}`);
  }
  void page;
}

/** The form as the checkout's state makes it: held, notices, submit enabled when valid, the refusal. */
async function expectCheckoutShown(s: CheckoutModelSnapshot) {
  const c = s.context as { form: never; notices: unknown[]; agreed: boolean; error: string | null };
  switch (s.value) {
    case 'holding':
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(EN.holding));
      break;
    case 'fillingForm':
    case 'failed': {
      const f = await form();
      await waitFor(() =>
        expect(within(f).queryByText(EN.noticesHeading) !== null, 'notices shown').toBe(c.notices.length > 0),
      );
      const valid = isBookingFormValid(c.form) && (c.notices.length === 0 || c.agreed);
      const submit = within(f).getByRole('button', {
        name: s.value === 'failed' ? EN.retry : EN.submit,
      }) as HTMLButtonElement;
      await waitFor(() => expect(submit.disabled, 'submit disabled').toBe(!valid));
      if (s.value === 'failed') expect(within(f).getByText(c.error!)).toBeTruthy();
      break;
    }
    case 'submitting':
      break; // passes within one answer
    default:
      break; // a final state: the wizard's next state is checked
  }
}

const describeStep = (s: Step) =>
  `${s.machine === 'checkout' ? '· ' : ''}${s.event.type.replace('xstate.', '')} → ${String(s.state.value)}`;

describe('quick booking through /quick — generated paths (EN)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  for (const [i, path] of paths.entries()) {
    it(`#${i + 1} ${path.steps.map(describeStep).join(', ')}`, async () => {
      const page = await renderPage();
      await screen.findByRole('button', { name: 'Badminton' });
      for (const step of path.steps) {
        await perform(page, step);
        await expectShown(page, step);
      }
    }, 30_000);
  }
});

/**
 * Not from /quick (the machine tests, machines/quick-booking.machine.test.ts and
 * machines/booking-checkout.machine.test.ts, take them):
 * - no Back while it searches, and none on "hold ran out" (hold again or search again);
 * - no "start over" while checking out (/quick offers "Book another" only once booked), hence
 *   neither the checkout's `restart` nor the wizard's ending on a restarted checkout;
 * - no Back while holding: the form, with its Back, shows once the slot is held;
 * - no participants on /quick;
 * - the checkout never fails as an actor: its refusals end in its own final states.
 */
const WIZARD_NOT_FROM_A_VIEW = [
  'searching —back→ choosingScene',
  'checkout —participants.change→ (stays)',
  'checkout —restart→ (stays)',
  'checkout —xstate.done.actor.checkout [isOutcome]→ choosingScene',
  'checkout —xstate.error.actor.checkout→ offer',
  'holdExpired —back→ offer',
];
const CHECKOUT_NOT_FROM_A_VIEW = [
  'holding —back→ cancelled',
  'holding —restart→ cancelled',
  'fillingForm —participants.change→ (stays)',
  'fillingForm —restart→ cancelled',
  'submitting —restart→ cancelled',
  'failed —restart→ cancelled',
];

describe('quick booking through /quick — transition coverage', () => {
  it('takes every transition of the wizard the page can bring about', async () => {
    const report = wizardCoverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual(WIZARD_NOT_FROM_A_VIEW);
  });
  it('takes every transition of the checkout the page can bring about', async () => {
    const report = checkoutCoverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual(CHECKOUT_NOT_FROM_A_VIEW);
  });
});
