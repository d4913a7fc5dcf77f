/**
 * Feedback and sensitive words, as people do it (spec §2 terminal /contact, back office
 * /feedback, /siteWordFilter): the booker sends feedback on /contact; the administrator
 * replies on /feedback; the booker sees the reply under "My feedback". A booking whose
 * subject holds the demo's refused word `gamble` is refused with the localized message
 * naming the word. Other specs share the database, so the feedback text is unique to this run.
 */
import type { Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';
import { signInBackOffice } from './support/back-office';

/** The court of the refused booking, named in English as the page is. */
const COURT = placeNamesOf('Badminton Court 6');

/** Signs the booker in on the terminal and switches it to English. */
async function signInBookerInEnglish(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Contact us' })).toBeVisible();
}

test('the booker sends feedback, the admin replies, the booker reads the reply', async ({ browser }) => {
  test.slow(); // two sessions, each signing in
  const text = `The shower of court 2 is cold (${Date.now()})`;
  const reply = `We fixed the boiler (${Date.now()})`;

  const booker = await (await browser.newContext()).newPage();
  await signInBookerInEnglish(booker);
  await booker.getByRole('navigation').first().getByRole('link', { name: 'Contact us' }).click();
  await expect(booker.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await booker.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Fault' });
  await booker.getByRole('textbox', { name: 'Content' }).fill(text);
  await booker.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = booker.getByTestId('my-feedback').filter({ hasText: text });
  await expect(mine.getByTestId('my-feedback-status')).toHaveText('New');

  const admin = await (await browser.newContext()).newPage();
  await signInBackOffice(admin, 'admin', 'Admin@123');
  // As the administrator does: the system settings tab, then Content › Feedback.
  await admin.getByRole('tab', { name: '系统设置' }).click();
  const nav = admin.getByRole('navigation', { name: '菜单' });
  await nav.getByRole('button', { name: '内容管理' }).click();
  await nav.getByRole('link', { name: '意见反馈' }).click();
  await expect(admin).toHaveURL(/\/admin\/feedback$/);
  const search = admin.getByRole('search');
  await search.getByLabel('内容或提交人').fill(text);
  await search.getByRole('button', { name: '搜索' }).click();
  const row = admin.getByTestId('data-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await row.getByTestId('action-detail').click();
  const dialog = admin.getByTestId('feedback-detail');
  await expect(dialog.getByTestId('feedback-content')).toHaveText(text);
  await dialog.getByRole('textbox', { name: '回复' }).fill(reply);
  await dialog.getByRole('button', { name: '发送回复' }).click();
  await expect(dialog.getByTestId('feedback-reply')).toHaveText(reply);
  await expect(dialog.getByTestId('feedback-status')).toHaveText('已回复');

  await booker.reload();
  await expect(mine.getByTestId('my-feedback-reply')).toHaveText(reply);
  await expect(mine.getByTestId('my-feedback-status')).toHaveText('Replied');
});

test('a booking subject with a refused word shows the localized error naming the word', async ({ page }) => {
  await signInBookerInEnglish(page);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Badminton', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${COURT.nameEn} `) }).click();
  const grid = page.getByTestId('slot-grid');
  await page.getByTestId('date-chips').getByRole('button').nth(2).click(); // the day after tomorrow: free slots
  const slot = grid.locator('button[data-status=free]').last();
  await slot.click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Subject').fill('Gamble night');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'sensitive word “gamble”' })).toBeVisible();
  await expect(page.getByTestId('booking-booked')).toHaveCount(0);
});
