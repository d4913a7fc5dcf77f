/**
 * The same-day booking wizard in a real browser, generated from its graph: the shortest
 * path to every state of the wizard (machines/same-day-booking.machine.ts) and of the
 * checkout it invokes (machines/booking-checkout.machine.ts), one test per state, named
 * after it, run in Chromium against the server `npm start` runs (playwright.config.ts).
 *
 * The model is flattened: `getShortestPaths` (xstate/graph) runs on each machine (their
 * invocations turned into done/error events by `toTestModelMachine`), and a wizard path's
 * `checkout` step is replaced by the checkout's own shortest path to the final state that
 * ends it the same way — so the checkout's states are states of the path like the wizard's.
 * Each event becomes what a person does (click the scene, the site, a date chip, a free
 * slot, Next, type the subject, Submit, Back) or what the server does: it answers the hold
 * and the booking by itself; a conflict is an administrator booking the same slot through
 * the API first, a refusal the "Match court" rule (at most 240 minutes), a failed booking a
 * closure the administrator adds after the hold, the hold's expiry the browser's clock
 * moved past the rule's 5 minutes (`page.clock`). `holding` and `submitting` last as long
 * as the server takes to answer: the browser's request is held back until the screen has
 * been checked, then sent to the server unchanged.
 *
 * Each test has its own lane (scene, site, day), so the tests are independent of each other
 * and of the other specs (Badminton Courts 5 and 6 are booked by no other spec; the refusal
 * is asked on the third day of Basketball Court 4, where holds-rules.spec.ts asks tomorrow).
 * The last test compares the states the suite reaches with the states both machines
 * define: a state added to a machine fails it until it has a lane and a check.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { getShortestPaths } from 'xstate/graph';
import { bookingCheckoutMachine, type CheckoutOutput } from '../../machines/booking-checkout.machine';
import { toTestModelMachine } from '../../machines/path-testing';
import { sameDayBookingMachine } from '../../machines/same-day-booking.machine';
import type { Slot } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { adminToken, call } from '../support/gateway-client';

// ─── The graph ────────────────────────────────────────────────────────────────────────────

/** An event of a model: its type and payload (`output` / `error` for an actor's done / error). */
type ModelEvent = { type: string; [payload: string]: unknown };

/** One step of a flattened path: an event of the wizard or of its running checkout. */
interface PathStep {
  machine: 'wizard' | 'checkout';
  event: ModelEvent;
}

/** The events' payloads in the model: what the browser sends is decided by the lane (see {@link perform}). */
const MODEL_SLOT: Slot = { start: '2026-11-23T09:00:00+08:00', end: '2026-11-23T09:30:00+08:00', status: 'free' };
const outcome = (o: CheckoutOutput['outcome'], restart = false): CheckoutOutput => ({
  outcome: o,
  reservation: null,
  stage: null,
  error: null,
  errorCode: null,
  restart,
  draft: {
    form: { subject: '', phone: '', remark: '' },
    participants: [],
    notices: [],
    agreed: false,
    formValues: null,
    approvers: {},
  },
});

/** The wizard's events, the checkout's ending in each of its ways as one `xstate.done.actor.checkout`. */
const WIZARD_EVENTS: ModelEvent[] = [
  { type: 'scene.select', sceneId: 1 },
  { type: 'site.select', siteId: 1 },
  { type: 'slot.toggle', slot: MODEL_SLOT },
  { type: 'slots.confirm' },
  { type: 'back' },
  { type: 'restart' },
  ...(['booked', 'conflict', 'refused', 'holdExpired', 'cancelled'] as const).map((o) => ({
    type: 'xstate.done.actor.checkout',
    output: outcome(o),
  })),
];

/**
 * The checkout's events per state. In `holding` only the server's answer: a person cannot
 * act while the hold is taken (milliseconds) — the `holding` test holds the request back
 * only to see the screen.
 */
function checkoutEvents(state: { value: unknown }): ModelEvent[] {
  const answers: ModelEvent[] = [
    { type: 'xstate.done.actor.holdSlots', output: { id: 1, start: '', end: '', expiresAt: '', holdMinutes: 5 } },
    { type: 'xstate.error.actor.holdSlots', error: { code: Code.SLOT_TAKEN } },
    { type: 'xstate.error.actor.holdSlots', error: { code: Code.RULE_TOO_LONG } },
    { type: 'xstate.done.actor.submitReservation', output: {} },
    { type: 'xstate.error.actor.submitReservation', error: { code: Code.SLOT_TAKEN } },
    { type: 'xstate.error.actor.submitReservation', error: { code: Code.SITE_CLOSED } },
  ];
  if (state.value === 'holding') return answers;
  return [
    ...answers,
    { type: 'form.submit' },
    { type: 'hold.expire' },
    { type: 'retry' },
    { type: 'back' },
    { type: 'restart' },
  ];
}

/** Shortest paths of one machine's model, by state name (the first found, i.e. a shortest one). */
function shortestByState(model: Parameters<typeof getShortestPaths>[0], options: object): Map<string, ModelEvent[]> {
  type Path = { state: { value: unknown }; steps: { event: ModelEvent }[] };
  const paths = getShortestPaths(model, options as never) as Path[];
  const byState = new Map<string, ModelEvent[]>();
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const name = String(path.state.value);
    if (!byState.has(name))
      byState.set(
        name,
        path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init'),
      );
  }
  return byState;
}

// The wizard's forwarding addresses a child the model does not have.
const wizardModel = toTestModelMachine(
  sameDayBookingMachine.provide({ actions: { forwardToCheckout: () => undefined } }),
);
const wizardPaths = shortestByState(wizardModel, { events: WIZARD_EVENTS, input: { date: '2026-11-23' } });
const checkoutPaths = shortestByState(toTestModelMachine(bookingCheckoutMachine), {
  events: checkoutEvents,
  input: { request: { siteId: 1, start: MODEL_SLOT.start, end: MODEL_SLOT.end } },
});

/** The checkout's final state a wizard's `xstate.done.actor.checkout` stands for. */
function finalOf(event: ModelEvent): string {
  return (event.output as CheckoutOutput).outcome;
}

/** A wizard path with each checkout ending replaced by the checkout's shortest path to that ending. */
function flatten(events: ModelEvent[]): PathStep[] {
  return events.flatMap((event): PathStep[] => {
    if (event.type !== 'xstate.done.actor.checkout') return [{ machine: 'wizard', event }];
    const inner = checkoutPaths.get(finalOf(event));
    if (!inner) throw new Error(`the checkout never ends in ${finalOf(event)}`);
    return inner.map((e) => ({ machine: 'checkout', event: e }));
  });
}

/** One state of the flattened graph and the path that reaches it. */
interface Target {
  /** The state's name (a checkout state shown with the wizard in `checkout`). */
  name: string;
  steps: PathStep[];
}

const toCheckout = wizardPaths.get('checkout');
if (!toCheckout) throw new Error('the wizard never reaches checkout');
/** The wizard's states, then the checkout's (its finals the wizard also has are the wizard's tests). */
const TARGETS: Target[] = [
  ...[...wizardPaths]
    .filter(([name]) => name !== 'checkout')
    .map(([name, events]) => ({ name, steps: flatten(events) })),
  ...[...checkoutPaths]
    .filter(([name]) => !wizardPaths.has(name))
    .map(([name, events]) => ({
      name,
      steps: [...flatten(toCheckout), ...events.map((event): PathStep => ({ machine: 'checkout', event }))],
    })),
];

// ─── Lanes: what each test books ──────────────────────────────────────────────────────────

/**
 * Where a test books: the scene and site (EN names, as the English pages and the EN API calls
 * show them), the date chip (0 = today), how many slots.
 */
interface Lane {
  scene: string;
  site: string;
  day: number;
  slots: number;
}
const badminton = (court: 5 | 6, day: number): Lane => ({
  scene: 'Badminton',
  site: placeNamesOf(`Badminton Court ${court}`).nameEn,
  day,
  slots: 1,
});
/** One lane per state; a state without one fails its test. */
const LANES: Record<string, Lane> = {
  pickingScene: badminton(5, 1),
  pickingSite: badminton(5, 1),
  pickingSlots: badminton(5, 1),
  holding: badminton(5, 2),
  fillingForm: badminton(5, 3),
  submitting: badminton(5, 4),
  booked: badminton(5, 5),
  conflict: badminton(5, 6),
  failed: badminton(6, 1),
  cancelled: badminton(6, 2),
  holdExpired: badminton(6, 3),
  // The "Match court" rule allows at most 240 minutes: five one-hour slots are refused.
  refused: { scene: 'Basketball', site: placeNamesOf('Basketball Court 4').nameEn, day: 2, slots: 5 },
};

// ─── The browser and the server ───────────────────────────────────────────────────────────

/** A request of the page held back until `release()` (then sent to the server unchanged). */
interface HeldRequest {
  release(): void;
}
/** Holds back the page's requests to gateway `path` (e.g. `/api/reserve/lockSite`) until `release()`. */
async function holdBack(page: Page, path: string): Promise<HeldRequest> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/gateway${path}(\\?|$)`), async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** What a test remembers while it replays its path. */
interface Run {
  page: Page;
  lane: Lane;
  steps: PathStep[];
  /** The day shown (`YYYY-MM-DD`), once a date chip was clicked. */
  date: string | null;
  /** The first selected slot's time as shown (`23:00–23:30`): its accessible name begins with it. */
  slotTime: string | null;
  held: HeldRequest | null;
  /** Clean-up after the test (a closure to delete). */
  cleanups: (() => Promise<unknown>)[];
}

/** The id of site `name` of scene `scene` (EN names), read through the API as the admin. */
async function siteIdOf(token: string, scene: string, name: string): Promise<number> {
  const scenes = await call<{ id: number; name: string }[]>('GET', '/api/site/scene/list', {}, token);
  const sceneId = scenes.data.find((s) => s.name === scene)!.id;
  const detail = await call<{ sites: { id: number; name: string }[] }>(
    'GET',
    '/api/site/scene/detail',
    { id: sceneId },
    token,
  );
  return detail.data.sites.find((s) => s.name === name)!.id;
}

/** Another person (the admin, through the signed API) books the slots the booker has selected. */
async function someoneElseBooks(run: Run): Promise<void> {
  const token = await adminToken();
  const siteId = await siteIdOf(token, run.lane.scene, run.lane.site);
  const period = await call<{ slots: Slot[] }>(
    'GET',
    '/api/reserve/current/period',
    { siteId, date: run.date! },
    token,
  );
  const free = period.data.slots.filter((s) => s.status === 'free');
  const taken = free.slice(free.length - run.lane.slots);
  const answer = await call(
    'POST',
    '/api/reserve/addReserve',
    {
      siteId,
      start: taken[0].start,
      end: taken[taken.length - 1].end,
      subject: 'Booked first by someone else',
    },
    token,
  );
  expect(answer.code).toBe(0);
}

/** The administrator closes the site for the day (the hold was taken before); deleted after the test. */
async function adminClosesTheDay(run: Run): Promise<void> {
  const token = await adminToken();
  const siteId = await siteIdOf(token, run.lane.scene, run.lane.site);
  const added = await call<{ id: number }>(
    'POST',
    '/resv/closure/add',
    {
      siteId,
      startDate: run.date!,
      endDate: run.date!,
      reason: 'Floor repairs',
    },
    token,
  );
  expect(added.code).toBe(0);
  run.cleanups.push(() => call('POST', '/resv/closure/delete', { ids: [added.data.id] }, token));
}

/** The step after `index` of the run's path, if any. */
const nextStep = (run: Run, index: number): PathStep | undefined => run.steps[index + 1];
const errorCode = (step: PathStep | undefined) => (step?.event.error as { code: number } | undefined)?.code;

/**
 * Does what step `index` means in the browser — or, for the server's answers, waits: the
 * server answers by itself, and the next step's check (or the state's) sees the result.
 * Choosing the site also clicks the lane's date chip (`date.select`, which keeps the
 * state): each test books its own day. A step followed by a server condition sets it up
 * first (someone else books, the admin closes the day), and the last step of a path to
 * `holding` / `submitting` holds its request back.
 * @throws Error for an event no test path should contain (the graph changed: map it here)
 */
async function perform(run: Run, index: number): Promise<void> {
  const { page, lane } = run;
  const { machine, event } = run.steps[index];
  const next = nextStep(run, index);
  const grid = page.getByTestId('slot-grid');
  switch (`${machine}:${event.type}`) {
    case 'wizard:scene.select':
      await page.getByRole('button', { name: lane.scene, exact: true }).click();
      return;
    case 'wizard:site.select': {
      await page.getByRole('button', { name: new RegExp(`^${lane.site} `) }).click();
      await expect(grid.locator('button').first()).toBeVisible();
      // The lane's day (a date chip): its grid, not the one shown before, is what the test picks from.
      const chip = page.getByTestId('date-chips').getByRole('button').nth(lane.day);
      run.date = await chip.getAttribute('data-date');
      const loaded = page.waitForResponse(
        (r) => r.url().includes('/api/reserve/current/period') && r.url().includes(`date=${run.date}`),
      );
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await loaded;
      await expect(grid.locator('button[data-status=free]').first()).toBeVisible();
      return;
    }
    case 'wizard:slot.toggle': {
      // The lane's last free slots of the day, one after another.
      const free = grid.locator('button[data-status=free]');
      const count = await free.count();
      expect(count).toBeGreaterThanOrEqual(lane.slots);
      run.slotTime = (await free.nth(count - lane.slots).getAttribute('aria-label'))!.split(' ')[0];
      const names: string[] = [];
      for (let i = count - lane.slots; i < count; i++) names.push((await free.nth(i).getAttribute('aria-label'))!);
      for (const name of names) await grid.getByRole('button', { name, exact: true }).click();
      await expect(grid.locator('button[aria-pressed=true]')).toHaveCount(lane.slots);
      return;
    }
    case 'wizard:slots.confirm':
      if (errorCode(next) === Code.SLOT_TAKEN) await someoneElseBooks(run);
      if (!next) run.held = await holdBack(page, '/api/reserve/lockSite');
      await page.getByRole('button', { name: 'Next' }).click();
      return;
    case 'checkout:xstate.done.actor.holdSlots':
      await expect(page.getByTestId('hold-banner')).toContainText('Held for you until');
      return;
    case 'checkout:xstate.error.actor.holdSlots':
    case 'checkout:xstate.done.actor.submitReservation':
    case 'checkout:xstate.error.actor.submitReservation':
      return;
    case 'checkout:form.submit':
      await page.getByLabel('Subject').fill(`Path test: ${run.steps.length} steps`);
      if (errorCode(next) === Code.SITE_CLOSED) await adminClosesTheDay(run);
      if (!next) run.held = await holdBack(page, '/api/reserve/addReserve');
      await page.getByRole('button', { name: 'Submit' }).click();
      return;
    case 'checkout:hold.expire':
      // The rule holds for 5 minutes; the browser's timer sends hold.expire.
      await page.clock.fastForward('05:30');
      return;
    case 'checkout:back':
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      return;
    default:
      throw new Error(`no browser action for ${machine} event ${event.type}: add one to perform()`);
  }
}

/** The grid's button of the first slot the test selected (its name: time, then status). */
const slotShown = (run: Run) =>
  run.page.getByTestId('slot-grid').getByRole('button', { name: new RegExp(`^${run.slotTime!} `) });

/**
 * What a person sees in state `name`, in English.
 * @throws Error for a state without a check (add one here)
 */
async function expectShown(run: Run, name: string): Promise<void> {
  const { page, lane } = run;
  const grid = page.getByTestId('slot-grid');
  const selected = grid.locator('button[aria-pressed=true]');
  switch (name) {
    case 'pickingScene':
      await expect(page).toHaveURL(/\/appointment\/gymnasium/);
      await expect(page.getByRole('heading', { name: 'Choose a scene' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Badminton', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${lane.site} `) })).toHaveCount(0);
      return;
    case 'pickingSite':
      await expect(page.getByRole('button', { name: lane.scene, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { name: `Choose a site · ${lane.scene}` })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${lane.site} `) })).toBeVisible();
      return;
    case 'pickingSlots':
      await expect(page).toHaveURL(/\/appointment\/time/);
      await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
      await expect(page.getByTestId('chosen-site')).toContainText(lane.site);
      await expect(grid.locator('button[data-status=free]').first()).toBeVisible();
      // Nothing chosen yet: Next waits for a slot.
      await expect(selected).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      return;
    case 'holding':
      await expect(page.getByRole('button', { name: 'Holding…' })).toBeVisible();
      await expect(page.getByTestId('hold-banner')).toHaveCount(0);
      // Let the server answer: the hold is taken and the form opens.
      run.held!.release();
      await expect(page.getByRole('heading', { name: 'Booking details' })).toBeVisible();
      return;
    case 'fillingForm':
      await expect(page).toHaveURL(/\/appointment\/timeform/);
      await expect(page.getByRole('heading', { name: 'Booking details' })).toBeVisible();
      await expect(page.getByTestId('booking-summary')).toContainText(lane.site);
      await expect(page.getByTestId('hold-banner')).toContainText('Held for you until');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
      return;
    case 'submitting':
      await expect(page.getByRole('button', { name: 'Submitting…' })).toBeVisible();
      await expect(page.getByLabel('Subject')).toBeDisabled();
      run.held!.release();
      await expect(page.getByTestId('booking-booked')).toBeVisible();
      return;
    case 'booked':
      await expect(page).toHaveURL(/\/appointment\/timeform/);
      await expect(page.getByRole('heading', { name: 'Booked' })).toBeVisible();
      await expect(page.getByTestId('booking-booked')).toContainText(lane.site);
      await expect(page.getByRole('link', { name: 'Go to my bookings' })).toBeVisible();
      return;
    case 'conflict': {
      await expect(page).toHaveURL(/\/appointment\/time/);
      const alert = page.getByTestId('booking-conflict');
      await expect(alert).toContainText('This time slot was just taken');
      await expect(page.getByTestId('recommend-list')).toBeVisible();
      await expect(page.getByTestId('recommendation').first()).toBeVisible();
      // The reloaded grid shows the slot taken, and nothing selected.
      await expect(slotShown(run)).toHaveAttribute('data-status', 'taken');
      await expect(selected).toHaveCount(0);
      return;
    }
    case 'refused':
      await expect(page).toHaveURL(/\/appointment\/time/);
      await expect(page.getByTestId('booking-refused')).toContainText('This booking is not possible');
      await expect(page.getByTestId('booking-refused')).toContainText('240 minutes');
      await expect(page.getByTestId('hold-banner')).toHaveCount(0);
      await expect(selected).toHaveCount(lane.slots);
      return;
    case 'failed':
      await expect(page.getByTestId('booking-failed')).toContainText('Booking failed');
      await expect(page.getByTestId('booking-failed').getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Booked' })).toHaveCount(0);
      return;
    case 'cancelled':
      // Back from the form: the slots again, the choice kept, the hold given back.
      await expect(page).toHaveURL(/\/appointment\/time/);
      await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
      await expect(page.getByTestId('hold-banner')).toHaveCount(0);
      await expect(slotShown(run)).toHaveAttribute('aria-pressed', 'true');
      return;
    case 'holdExpired': {
      const expired = page.getByTestId('hold-expired');
      await expect(expired).toContainText('Your hold has expired');
      await expect(expired).toContainText('kept for you for 5 minutes');
      await expect(page.getByRole('button', { name: 'Hold again' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
      return;
    }
    default:
      throw new Error(`no on-screen check for state ${name}: add one to expectShown()`);
  }
}

/** Signs the booker in and opens the wizard, in English. */
async function openWizard(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
  await page.getByRole('navigation').first().getByRole('link', { name: 'Book', exact: true }).click();
}

// ─── The tests ────────────────────────────────────────────────────────────────────────────

test.describe('same-day booking: the shortest path to every state, in the browser', () => {
  for (const target of TARGETS) {
    test(target.name, async ({ page }) => {
      const lane = LANES[target.name];
      expect(lane, `a lane for ${target.name}`).toBeDefined();
      // The browser's clock starts at the real time; a path with the hold's expiry moves it.
      if (target.steps.some((s) => s.event.type === 'hold.expire')) await page.clock.install();
      const run: Run = { page, lane, steps: target.steps, date: null, slotTime: null, held: null, cleanups: [] };
      try {
        await openWizard(page);
        for (let i = 0; i < target.steps.length; i++) await perform(run, i);
        await expectShown(run, target.name);
      } finally {
        for (const cleanup of run.cleanups) await cleanup();
      }
    });
  }

  test('every state of the wizard and of its checkout has a test', () => {
    // `checkout` only runs the checkout: every test of a checkout state passes through it.
    const defined = new Set([
      ...Object.keys(sameDayBookingMachine.states).filter((name) => name !== 'checkout'),
      ...Object.keys(bookingCheckoutMachine.states),
    ]);
    // States no browser can reach against the real server, each with its reason: none today.
    const unreachable: string[] = [];
    const tested = new Set(TARGETS.map((t) => t.name));
    expect([...defined].filter((name) => !tested.has(name) && !unreachable.includes(name))).toEqual([]);
    expect([...tested, ...unreachable].sort()).toEqual([...defined].sort());
    expect(Object.keys(LANES).sort()).toEqual([...tested].sort());
  });
});
