/**
 * The back office's machine gallery (/admin/machines), as a developer uses it:
 * - the administrator sees every machine drawn (its states as text), opens the terminal
 *   from the gallery in an inspected window, books a court there, and the gallery
 *   highlights the wizard's states as they happen — pickingSlots → holding →
 *   fillingForm → booked —, following whichever live actor is in the state (the wizard
 *   or a child actor it invokes), and lists the events with their payloads;
 * - the approver, who lacks `dev:machines:view`, gets the 404 page.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { placeNamesOf } from '../../server/db/seed-place-names';

/** The court booked in the inspected terminal, named in English as the page is. */
const COURT = placeNamesOf('Badminton Court 1');

async function signInAdmin(page: Page, account: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel(/^账号/).fill(account);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: /^登录$/ }).click();
}

/**
 * Asserts that the gallery highlights `stateKey`: picks the live actor whose current
 * state is `stateKey` (the wizard or a child actor), shows it on its chart, and expects
 * that chart's node of `stateKey` marked current — and no other leaf of it.
 */
async function expectHighlighted(gallery: Page, stateKey: string) {
  const inState = gallery
    .getByTestId('live-actor')
    .filter({ has: gallery.getByTestId('actor-state').filter({ hasText: new RegExp(`(^|\\.)${stateKey}$`) }) });
  await expect(inState.last()).toBeVisible();
  await inState
    .last()
    .getByRole('button', { name: /^(Show on chart|Shown)$/ })
    .click();
  const node = gallery.getByTestId('chart').locator(`[data-testid=chart-state][data-state-key="${stateKey}"]`);
  await expect(node).toHaveAttribute('aria-current', 'true');
  await expect(node).toContainText(stateKey);
}

test('the gallery draws the machines and follows a same-day booking live', async ({ page: gallery, context }) => {
  await signInAdmin(gallery, 'admin', 'Admin@123');
  await expect(gallery.getByTestId('admin-title')).toBeVisible();
  await gallery.getByTestId('language-menu').click();
  await gallery.getByRole('menuitemradio', { name: 'English' }).click();

  // The gallery: every machine listed; the wizard drawn with its states.
  await gallery.goto('/admin/machines');
  // The first drawing lays every state out with elk: slow on a busy machine.
  await expect(gallery.getByRole('heading', { name: 'Machine gallery' })).toBeVisible({ timeout: 30_000 });
  const machines = gallery.getByRole('navigation', { name: 'Machines' });
  for (const id of ['session', 'appTabs', 'reservation', 'sameDayBooking', 'crossDayBooking', 'quickBooking']) {
    await expect(machines.getByRole('button', { name: id, exact: true })).toBeVisible();
  }
  await machines.getByRole('button', { name: 'sameDayBooking', exact: true }).click();
  const chart = gallery.getByTestId('chart');
  await expect(chart).toHaveAttribute('data-machine-id', 'sameDayBooking');
  for (const key of ['pickingScene', 'pickingSite', 'pickingSlots']) {
    await expect(chart.locator(`[data-state-key="${key}"]`)).toBeVisible();
    await expect(chart.locator(`[data-state-key="${key}"]`)).toContainText(key);
  }
  await expect(chart.locator('[data-state-key="pickingScene"]')).toContainText('initial');
  const confirm = chart
    .getByTestId('chart-transition')
    .filter({ hasText: /^slots\.confirm/ })
    .first();
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('[hasSlots]');
  await expect(confirm).toContainText('/ clearError');

  // The hold waits until the gallery has shown `holding` (it would be over in milliseconds).
  let releaseHold!: () => void;
  const holdReleased = new Promise<void>((resolve) => {
    releaseHold = resolve;
  });
  await context.route('**/api/reserve/lockSite**', async (route) => {
    await holdReleased;
    await route.continue();
  });

  // The terminal, opened from the gallery: an inspected popup, signed in as the same admin.
  const [terminal] = await Promise.all([
    gallery.waitForEvent('popup'),
    gallery.getByRole('button', { name: 'Open the terminal (inspected)' }).click(),
  ]);
  // The terminal's actors report to the gallery from the start (the terminal then moves on to /home).
  await expect(gallery.getByTestId('live-actor').first()).toBeVisible();
  const mainNav = terminal.getByRole('navigation').first();
  await mainNav.getByRole('link', { name: 'Book', exact: true }).click();
  await terminal.getByRole('button', { name: 'Badminton', exact: true }).click();
  await terminal.getByRole('button', { name: new RegExp(`^${COURT.nameEn} `) }).click();

  const grid = terminal.getByTestId('slot-grid');
  await expect(grid.locator('button').first()).toBeVisible();
  if ((await grid.locator('button[data-status=free]').count()) < 2) {
    await terminal.getByTestId('date-chips').getByRole('button').nth(1).click(); // tomorrow
    await expect(grid.locator('button[data-status=free]').first()).toBeVisible();
  }
  await expectHighlighted(gallery, 'pickingSlots');
  const slot = grid.locator('button[data-status=free]').last();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');

  // The event list shows what the person did, with its payload.
  const toggle = gallery.getByTestId('live-event').filter({ hasText: 'slot.toggle' }).first();
  await expect(toggle).toBeVisible();
  await expect(toggle).toContainText('"type":"slot.toggle"');

  await terminal.getByRole('button', { name: 'Next' }).click();
  await expectHighlighted(gallery, 'holding');
  releaseHold();

  await expect(terminal.getByLabel('Subject')).toBeVisible();
  await expectHighlighted(gallery, 'fillingForm');
  await terminal.getByLabel('Subject').fill('Statechart practice');
  await terminal.getByRole('button', { name: 'Submit' }).click();
  await expect(terminal.getByTestId('booking-booked')).toBeVisible();
  await expectHighlighted(gallery, 'booked');
  await expect(gallery.getByTestId('live-event').filter({ hasText: 'form.submit' }).first()).toBeVisible();
});

test('a user without dev:machines:view gets the 404 page', async ({ page }) => {
  await signInAdmin(page, 'approver', 'Approver@123');
  await expect(page.getByTestId('admin-title')).toBeVisible();
  await page.goto('/admin/machines');
  await expect(page).toHaveURL(/\/admin\/404$/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByTestId('chart')).toHaveCount(0);
});
