/**
 * The walking skeleton's main job, as a person does it: the booker signs in to
 * the reservation terminal, books a badminton court for today (tomorrow when today has
 * no free slot left), sees it in /my, cancels it; the administrator sees it in the back
 * office's /reserveManage; switching to EN and TC changes the visible text.
 */
import type { Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';

/** The booked court's names: the terminal shows the English one, the back office (CN) the simplified-Chinese one. */
const COURT = placeNamesOf('Badminton Court 1');

async function signIn(page: Page, path: string, account: string, password: string, submit: RegExp) {
  await page.goto(path);
  await page.getByLabel(/^(账号|Account|帳號)$/).fill(account);
  await page.getByLabel(/^(密码|Password|密碼)$/).fill(password);
  await page.getByRole('button', { name: submit }).click();
}

/** Chooses the language in the runtime's language select. */
async function switchLanguage(page: Page, option: 'English' | '简体中文' | '繁體中文') {
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: option });
}

test('a booker books a court, sees it, cancels it; the admin sees it', async ({ page, browser }) => {
  // Sign in, in the terminal's default language (CN), then switch to English.
  await signIn(page, '/login', 'booker', 'Booker@123', /^登录$/);
  // The main navigation (the home page's quick entries repeat some of its links).
  const mainNav = page.getByRole('navigation').first();
  await expect(mainNav.getByRole('link', { name: '我的预约', exact: true })).toBeVisible();
  await switchLanguage(page, 'English');
  await expect(mainNav.getByRole('link', { name: 'My bookings', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '我的预约', exact: true })).toHaveCount(0);

  // Book: scene → site → slot → form.
  await mainNav.getByRole('link', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Badminton', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${COURT.nameEn} `) }).click();

  const grid = page.getByTestId('slot-grid');
  await expect(grid.locator('button').first()).toBeVisible();
  // Book the last free slot today, so that it is still ahead when the test cancels it a
  // minute later; when today has fewer than two free slots left, book tomorrow.
  if ((await grid.locator('button[data-status=free]').count()) < 2) {
    await page.getByTestId('date-chips').getByRole('button').nth(1).click(); // tomorrow
    await expect(grid.locator('button[data-status=free]').first()).toBeVisible();
  }
  const slot = grid.locator('button[data-status=free]').last();
  const slotName = (await slot.getAttribute('aria-label')) ?? (await slot.innerText());
  const slotTime = slotName.match(/\d\d:\d\d–\d\d:\d\d/)![0];
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Subject').fill('Team practice');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('booking-booked')).toBeVisible();
  await expect(page.getByTestId('booking-booked')).toContainText(COURT.nameEn);

  // The booking is in My bookings, booked, at the chosen time.
  await page.getByTestId('booking-booked').getByRole('link', { name: 'Go to my bookings' }).click();
  const card = page.getByTestId('booking-card').filter({ hasText: COURT.nameEn }).first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('booking-time')).toContainText(slotTime.slice(0, 5));
  await expect(card.getByTestId('booking-status')).toHaveText('Booked');

  // The administrator sees it in the back office, in a separate session.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, '/admin/login', 'admin', 'Admin@123', /^登录$/);
  // The back office opens the application the administrator used last (another test may have left another one).
  await admin.getByRole('tab', { name: '场地预约' }).click();
  await admin.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '全部预约' }).click();
  await expect(admin).toHaveURL(/\/admin\/reserveManage/);
  // Searched by site as an administrator would: later bookings (the demo's meeting orders) come first in the list.
  await admin.getByRole('textbox', { name: '关键字' }).fill(COURT.name);
  await admin.getByRole('button', { name: '搜索' }).click();
  const row = admin.getByRole('row').filter({ hasText: COURT.name }).filter({ hasText: 'booker' });
  await expect(row.first()).toBeVisible();
  await adminContext.close();

  // Cancel it, through the confirm dialog.
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('System prompt');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByTestId('booking-status')).toHaveText('Cancelled');

  // Traditional Chinese changes the visible text, the court's name too, and the choice survives a reload.
  await switchLanguage(page, '繁體中文');
  await expect(page.getByRole('heading', { name: '我的預約' })).toBeVisible();
  const tcCard = page.getByTestId('booking-card').filter({ hasText: COURT.nameTc }).first();
  await expect(tcCard.getByTestId('booking-status')).toHaveText('已取消');
  await page.reload();
  await expect(page.getByRole('heading', { name: '我的預約' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My bookings', exact: true })).toHaveCount(0);
});
