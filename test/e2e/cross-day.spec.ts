/**
 * Cross-day booking as a person does it: the booker opens a meeting room (the
 * demo "Meeting rooms" rule allows bookings over up to 3 days) from the booking pages,
 * follows "Cross-day booking", chooses a start date and time and an end date and time on
 * the day-by-day table, fills the form, accepts the notices and books; the booking waits
 * for approval and shows in /my. Other specs share the database: the test looks for its
 * own booking by site and subject only.
 */
import type { Page } from '@playwright/test';
import { placeNamesOf } from '../../server/db/seed-place-names';
import { expect, test } from './support/test';

/** The booked meeting room, named in English as the page is. */
const ROOM = placeNamesOf('Meeting Room 303');

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
}

/** Week day (0 = Sunday) of a calendar date. */
const weekDayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

test('a booker books a meeting room from one afternoon to the next morning and sees it in /my', async ({ page }) => {
  await signIn(page);
  const mainNav = page.getByRole('navigation').first();
  await mainNav.getByRole('link', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Meeting room', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${ROOM.nameEn} `) }).click();
  await page.getByRole('link', { name: 'Cross-day booking' }).click();
  await expect(page).toHaveURL(/\/appointment\/crossdaytable\?/);
  await expect(page.getByRole('heading', { name: `Cross-day booking · ${ROOM.nameEn}` })).toBeVisible();

  // A start date from tomorrow on whose next day is a working day too (Mon–Thu).
  const startDate = page.getByTestId('cross-start-date');
  const dates = (await startDate.locator('option').allTextContents()).filter((d) => /^\d{4}-\d\d-\d\d$/.test(d));
  const date = dates.slice(1).find((d) => [1, 2, 3, 4].includes(weekDayOf(d)))!;
  await startDate.selectOption(date);
  await page.getByTestId('cross-start-time').selectOption({ label: '17:00' });
  const endDate = page.getByTestId('cross-end-date');
  const next = (await endDate.locator('option').allTextContents()).find(
    (d) => /^\d{4}-\d\d-\d\d$/.test(d) && d > date,
  )!;
  await endDate.selectOption(next);
  await page.getByTestId('cross-end-time').selectOption({ label: '09:00' });
  // The chosen range is marked on both days of the table.
  await expect(page.getByTestId(`day-${date}`).locator('[data-chosen]')).toHaveCount(2);
  await expect(page.getByTestId(`day-${next}`).locator('[data-chosen]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/appointment\/crossdayform/);
  await expect(page.getByTestId('cross-range')).toContainText('17:00');
  await expect(page.getByTestId('cross-range')).toContainText('09:00');
  const subject = `Two-day workshop ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByText('I have read and accept the booking notice and disclaimer').click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submitted; waiting for approval' })).toBeVisible();

  await page.getByRole('link', { name: 'My bookings' }).last().click();
  await expect(page).toHaveURL(/\/my/);
  const card = page.getByTestId('booking-card').filter({ hasText: ROOM.nameEn }).first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('booking-status')).toHaveText('Pending approval');

  // The calendar marks both days of the booking.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Booking calendar' })).toBeVisible();
  if ((await page.getByTestId('calendar-month').getAttribute('data-month')) !== date.slice(0, 7))
    await page.getByRole('button', { name: 'Next month' }).click();
  const [y, m, d] = date.split('-').map(Number);
  const dayName = new Date(y, m - 1, d).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  await page.getByRole('gridcell', { name: new RegExp(`^${dayName},`) }).click();
  await expect(page.getByRole('listitem').filter({ hasText: ROOM.nameEn }).first()).toBeVisible();
});
