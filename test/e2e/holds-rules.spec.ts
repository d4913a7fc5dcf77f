/**
 * Holds and rules as the booker meets them: choosing slots holds them while the
 * form is open; when the hold runs out (the browser's clock moved past the rule's five
 * minutes) the wizard says so, and holding again leads on to a booking. A booking the rule
 * refuses (longer than the "Match court" rule's 240 minutes) is refused with the rule's
 * own words, in the user's language (traditional Chinese here).
 */
import type { Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';

/** The court held in English and the one refused in traditional Chinese, named in the page's language. */
const HELD_COURT = placeNamesOf('Badminton Court 3');
const REFUSED_COURT = placeNamesOf('Basketball Court 4');

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
}

/** Chooses the language in the terminal's language select. */
async function switchLanguage(page: Page, option: 'English' | '繁體中文') {
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: option });
}

test('a hold runs out while the form is open; holding again still books', async ({ page }) => {
  // The browser's clock starts at the real time and is moved forward by the test.
  await page.clock.install();
  await signIn(page);
  await switchLanguage(page, 'English');
  const mainNav = page.getByRole('navigation').first();
  await mainNav.getByRole('link', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Badminton', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${HELD_COURT.nameEn} `) }).click();
  const grid = page.getByTestId('slot-grid');
  await expect(grid.locator('button').first()).toBeVisible();
  // Tomorrow: no slot of today starts before the moved clock.
  await page.getByTestId('date-chips').getByRole('button').nth(1).click();
  await expect(grid.locator('button[data-status=free]').first()).toBeVisible();
  await grid.locator('button[data-status=free]').last().click();
  await page.getByRole('button', { name: 'Next' }).click();

  const banner = page.getByTestId('hold-banner');
  await expect(banner).toContainText('Held for you until');
  await page.clock.fastForward('05:30');
  const expired = page.getByTestId('hold-expired');
  await expect(expired).toBeVisible();
  await expect(expired).toContainText('Your hold has expired');
  await expect(expired).toContainText('kept for you for 5 minutes');
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  // The browser's clock is now 5½ minutes ahead of the server's, more than the signature
  // window allows (spec §8): the client learns the offset and goes on.
  await page.getByRole('button', { name: 'Hold again' }).click();
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('booking-booked')).toContainText(HELD_COURT.nameEn);
});

test('a booking longer than the rule allows is refused with the rule, in traditional Chinese', async ({ page }) => {
  await signIn(page);
  await switchLanguage(page, '繁體中文');
  const mainNav = page.getByRole('navigation').first();
  await mainNav.getByRole('link', { name: '預約', exact: true }).click();
  await page.getByRole('button', { name: '籃球', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${REFUSED_COURT.nameTc} `) }).click();
  const grid = page.getByTestId('slot-grid');
  await expect(grid.locator('button').first()).toBeVisible();
  // Tomorrow's first five hours, one after another: 300 minutes, the rule allows 240.
  await page.getByTestId('date-chips').getByRole('button').nth(1).click();
  const free = grid.locator('button[data-status=free]');
  await expect(free.first()).toBeVisible();
  for (let i = 0; i < 5; i++) await grid.locator('button').nth(i).click();
  await expect(grid.locator('button[aria-pressed=true]')).toHaveCount(5);
  await page.getByRole('button', { name: '下一步' }).click();
  const refused = page.getByTestId('booking-refused');
  await expect(refused).toContainText('每次預約最多 240 分鐘');
  await expect(page.getByTestId('hold-banner')).toHaveCount(0);
});
